"""`fers serve` in a real browser (issue #39): Chromium, driven by Selenium, clicks
through games and the ruleset editor, and every bundled ruleset's start position is
drawn with as many squares and pieces as `fers report` gives.

Run by `.ci/run` with Debian's chromium and chromium-driver; locally:
`FERS_BIN=target/debug/fers python -m pytest tests/browser`. Screenshots go to
`$FERS_SCREENSHOTS` (default: a temporary folder); docs/serve.md shows two of them.
"""

import os
import re
import subprocess
import tempfile
import urllib.parse

import pytest

webdriver = pytest.importorskip("selenium.webdriver")
from selenium.webdriver.chrome.options import Options  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402
from selenium.common.exceptions import StaleElementReferenceException  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
FERS = os.environ.get("FERS_BIN", os.path.join(ROOT, "target", "debug", "fers"))
SHOTS = os.environ.get("FERS_SCREENSHOTS") or tempfile.mkdtemp(prefix="fers-shots-")


@pytest.fixture(scope="module")
def server():
    proc = subprocess.Popen([FERS, "serve", "--port", "0"], stdout=subprocess.PIPE, text=True)
    line = proc.stdout.readline()
    assert line.startswith("fers serve: http://"), line
    yield line.split(": ", 1)[1].strip()
    proc.kill()
    proc.wait()


@pytest.fixture(scope="module")
def browser():
    options = Options()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1400,1000"):
        options.add_argument(arg)
    service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    driver = webdriver.Chrome(service=service, options=options)
    yield driver
    driver.quit()


def open_page(browser, server, ruleset, fen=None):
    query = {"ruleset": ruleset}
    if fen:
        query["fen"] = fen
    browser.get(server + "?" + urllib.parse.urlencode(query))
    wait_for(browser, lambda b: b.find_elements(By.CSS_SELECTOR, "rect[data-square]"))


def wait_for(browser, condition, seconds=10):
    """The condition's first true value; the page redraws the board after each answer
    from the server, so an element found a moment ago may be gone: that is retried."""
    return WebDriverWait(
        browser, seconds, poll_frequency=0.05, ignored_exceptions=[StaleElementReferenceException]
    ).until(condition)


def click(browser, square):
    """Clicks a square (found afresh, in case the board was just redrawn)."""
    def clicked(b):
        b.find_element(By.CSS_SELECTOR, f'rect[data-square="{square}"]').click()
        return True
    wait_for(browser, clicked)


def piece_on(browser, square):
    def read(b):
        found = b.find_elements(By.CSS_SELECTOR, f'text[data-on="{square}"]')
        return [found[0].get_attribute("data-piece") if found else None]
    return wait_for(browser, read)[0]


def play(browser, *moves):
    """Plays moves by clicking their squares (`e2e4`), waiting for each to land."""
    for m in moves:
        a, b = m[:2], m[2:4]
        moving = piece_on(browser, a)
        click(browser, a)
        click(browser, b)
        wait_for(browser, lambda br: piece_on(br, b) == moving and piece_on(br, a) is None)


def status(browser):
    return browser.find_element(By.ID, "status").text


def test_fools_mate_by_clicking_shows_the_outcome(browser, server):
    open_page(browser, server, "standard")
    play(browser, "f2f3", "e7e5", "g2g4", "d8h4")
    wait_for(browser, lambda b: "0-1" in status(b))
    assert "Black wins" in status(browser)
    assert history(browser) == ["f3", "e5", "g4", "Qh4#"]
    assert browser.find_elements(By.CSS_SELECTOR, "rect.check")


def test_a_piece_is_dropped_from_the_pocket_in_crazyhouse(browser, server):
    open_page(browser, server, "crazyhouse")
    play(browser, "e2e4", "d7d5", "e4d5", "d8d5")
    pocket = wait_for(browser, lambda b: b.find_elements(By.CSS_SELECTOR, '#pocket-bottom button[data-piece="P"]'))
    pocket[0].click()
    wait_for(browser, lambda b: b.find_elements(By.CSS_SELECTOR, 'rect[data-target="e4"]'))
    click(browser, "e4")
    wait_for(browser, lambda b: piece_on(b, "e4") == "P")
    assert not browser.find_elements(By.CSS_SELECTOR, '#pocket-bottom button[data-piece="P"]')
    browser.save_screenshot(os.path.join(SHOTS, "serve-crazyhouse.png"))


def history(browser):
    return [li.text for li in browser.find_elements(By.CSS_SELECTOR, "#history li")]


@pytest.mark.parametrize(
    "ruleset, first, then, second, written",
    [("duck", "e2", "e4", "e5", "e4,e5"), ("amazons", "d1", "d7", "d9", "Qdd7,d9")],
)
def test_a_two_part_move_places_its_duck_or_shoots_its_arrow(browser, server, ruleset, first, then, second, written):
    open_page(browser, server, ruleset)
    moving = piece_on(browser, first)
    click(browser, first)
    click(browser, then)
    wait_for(browser, lambda b: b.find_elements(By.CSS_SELECTOR, f'rect[data-target="{second}"]'))
    click(browser, second)
    wait_for(browser, lambda b: history(b) == [written])
    assert piece_on(browser, then) == moving
    assert "wall" in browser.find_element(By.CSS_SELECTOR, f'rect[data-square="{second}"]').get_attribute("class")


def test_a_pass_a_fen_set_up_and_a_perft(browser, server):
    open_page(browser, server, "janggi")
    browser.find_element(By.ID, "pass").click()
    wait_for(browser, lambda b: len(history(b)) == 1)
    open_page(browser, server, "standard")
    fen = browser.find_element(By.ID, "fen")
    fen.clear()
    fen.send_keys("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")
    browser.find_element(By.ID, "load-fen").click()
    wait_for(browser, lambda b: len(b.find_elements(By.CSS_SELECTOR, "text[data-piece]")) == 3)
    Select(browser.find_element(By.ID, "perft-depth")).select_by_visible_text("2")
    browser.find_element(By.ID, "perft").click()
    # King and pawn against king: 6 moves, then 5 replies each.
    total = wait_for(browser, lambda b: b.find_elements(By.ID, "perft-total"))
    assert total[0].text == "total 30"


def test_an_illegal_castling_shows_the_sentence(browser, server):
    open_page(browser, server, "standard", "r3k2r/8/8/8/8/5r2/8/R3K2R w KQkq - 0 1")
    click(browser, "e1")
    click(browser, "g1")
    message = wait_for(browser, lambda b: b.find_element(By.ID, "message").text)
    assert message == "CastlingNotAllowed: the king would pass through f1, which the black rook on f3 attacks"
    assert piece_on(browser, "e1") == "K"


def test_a_promotion_offers_its_choices_then_undo_and_flip(browser, server):
    open_page(browser, server, "standard", "8/1k2P3/8/8/8/8/8/4K3 w - - 0 1")
    click(browser, "e7")
    click(browser, "e8")
    choices = wait_for(browser, lambda b: b.find_elements(By.CSS_SELECTOR, "#choices button"))
    assert sorted(c.get_attribute("data-move") for c in choices) == ["e7e8b", "e7e8n", "e7e8q", "e7e8r"]
    browser.find_element(By.CSS_SELECTOR, '#choices button[data-move="e7e8n"]').click()
    wait_for(browser, lambda b: piece_on(b, "e8") == "N")
    browser.find_element(By.ID, "undo").click()
    wait_for(browser, lambda b: piece_on(b, "e7") == "P" and piece_on(b, "e8") is None)
    y = lambda b, sq: float(b.find_element(By.CSS_SELECTOR, f'rect[data-square="{sq}"]').get_attribute("y"))
    assert y(browser, "a8") < y(browser, "a1")
    browser.find_element(By.ID, "flip").click()
    wait_for(browser, lambda b: y(b, "a1") < y(b, "a8"))


def test_the_promotion_zone_is_shaded_on_request(browser, server):
    open_page(browser, server, "shogi")
    menu = Select(browser.find_element(By.ID, "shade"))
    zone = next(o.text for o in menu.options if o.text.startswith("promotion zone ("))
    menu.select_by_visible_text(zone)
    for side in ("white", "black"):
        shaded = wait_for(browser, lambda b: b.find_elements(By.CSS_SELECTOR, f'rect[data-shaded="{side}"]'))
        assert len(shaded) == 27


def type_ruleset(browser, text):
    area = browser.find_element(By.ID, "toml")
    browser.execute_script("arguments[0].value = arguments[1];", area, text)
    area.send_keys(" ")


def test_a_typo_in_the_editor_shows_its_diagnostic_and_line(browser, server):
    open_page(browser, server, "standard")
    type_ruleset(browser, 'name = "x"\n[board]\nfiles = 8\nrankz = 8\n')
    item = wait_for(browser, lambda b: b.find_elements(By.CSS_SELECTOR, '#diagnostics li[data-line="4"]'))
    assert "UnknownKey: unknown key `board.rankz` (hint: did you mean `ranks`?)" in item[0].text
    assert item[0].text.startswith("4:1:")


def test_boards_of_ten_and_sixteen_files_are_drawn(browser, server):
    open_page(browser, server, "amazons")
    assert len(browser.find_elements(By.CSS_SELECTOR, "rect[data-square]")) == 100
    rows = "/".join(["16"] * 14)
    big = (
        'name = "big"\n[board]\nfiles = 16\nranks = 16\n'
        f'start = "rnbqk11/{rows}/11KQBNR w - - 0 1"\n'
        '[pieces.king]\nletter = "k"\nbetza = "K"\nroyal = true\n'
        '[pieces.queen]\nletter = "q"\nbetza = "Q"\n'
        '[pieces.rook]\nletter = "r"\nbetza = "R"\n'
        '[pieces.bishop]\nletter = "b"\nbetza = "B"\n'
        '[pieces.knight]\nletter = "n"\nbetza = "N"\n'
    )
    type_ruleset(browser, big)
    wait_for(browser, lambda b: b.find_elements(By.CSS_SELECTOR, "#diagnostics li.ok"))
    browser.find_element(By.ID, "play-edited").click()
    wait_for(browser, lambda b: len(b.find_elements(By.CSS_SELECTOR, "rect[data-square]")) == 256)
    assert len(browser.find_elements(By.CSS_SELECTOR, "text[data-piece]")) == 10
    play(browser, "p1p9")
    browser.save_screenshot(os.path.join(SHOTS, "serve-editor.png"))


def report_counts(name):
    """(squares, pieces) of the start position, from `fers report`'s FEN."""
    out = subprocess.run([FERS, "report", "--ruleset", name], capture_output=True, text=True, check=True).stdout
    fen = next(line[5:] for line in out.splitlines() if line.startswith("fen: "))
    board = fen.split()[0].split("[")[0]
    squares = sum(sum(int(n) for n in re.findall(r"\d+", row)) + len(re.findall(r"[A-Za-z*]", row)) for row in board.split("/"))
    pieces = len(re.findall(r"[A-Za-z]", board))
    return squares, pieces


def test_every_bundled_ruleset_is_drawn(browser, server):
    names = subprocess.run([FERS, "list"], capture_output=True, text=True, check=True).stdout.split()
    assert len(names) > 100
    wrong = []
    for name in names:
        open_page(browser, server, name)
        squares = len(browser.find_elements(By.CSS_SELECTOR, "rect[data-square]"))
        pieces = len(browser.find_elements(By.CSS_SELECTOR, "text[data-piece]"))
        expected = report_counts(name)
        if (squares, pieces) != expected:
            wrong.append(f"{name}: drawn {squares} squares, {pieces} pieces; fers report {expected}")
        if name == "xiangqi":
            browser.save_screenshot(os.path.join(SHOTS, "serve-xiangqi.png"))
    assert not wrong, "\n".join(wrong)
