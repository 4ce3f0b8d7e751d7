"""fers.ffish against the real pyffish (from PyPI), function by function, along a
random game of every bundled ruleset that Fairy-Stockfish knows.

Moves are drawn from Fers's own legal moves (seeded); at every ply both modules answer
legal_moves, get_fen, gives_check, has_insufficient_material, piece_to_partner,
is_immediate_game_end and, for a few moves, get_san, get_san_moves and is_capture; at the end game_result
and is_optional_game_end. FENs are compared as tests/differential/compare.py compares
them (castling and en-passant fields read, not spelled); the differences recorded in
docs/differential.md and docs/python.md are the only ones allowed, each named below.
"""

import importlib.util
import os
import random

import pytest

import fers
import fers.ffish as ours

theirs = pytest.importorskip("pyffish")

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))


def _script(name):
    """A module of tests/differential (compare.py's FEN comparison and names,
    perturbed.py's FEN editing)."""
    path = os.path.join(ROOT, "tests", "differential", f"{name}.py")
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


compare = _script("compare")
perturbed = _script("perturbed")

PLIES = int(os.environ.get("FERS_DIFF_PLIES", "20"))

# The one ruleset whose SAN differs for a recorded reason (docs/python.md, "Where the
# answers differ"; docs/differential.md, "Move notation"): coregal's queen is royal in
# Fers, pseudo-royal in Fairy-Stockfish, which marks no check on it.
SAN_DIFFERS = {"coregal"}

# Rulesets whose has_insufficient_material differs for a recorded reason (docs/python.md,
# "Where the answers differ"), with the piece letters that cause it: Fairy-Stockfish
# counts as mating material only its listed major piece types and custom pieces, and
# its built-in ai-wok (rook, knight and met) and New Zealand's rookni and kniroo are not
# listed; Fers asks each piece's `mates-alone` (true for these). A pawn that can only
# become an ai-wok is no material to Fairy-Stockfish either.
MATERIAL_DIFFERS = {"ai-wok": "apAP", "newzealand": "rnRN"}


def same_fen(name, ours_fen, theirs_fen):
    """compare.py's FEN comparison, with its documented differences
    `fsf-unusable-en-passant-field` (Fairy-Stockfish writes an en-passant field after
    every double step of a piece that is not a FIDE pawn, Fers only when a capture there
    is legal) and `fsf-sideways-pawn-step-keeps-clock` (pawnsideways and petrified: a
    sideways pawn step resets Fers's half-move clock, not Fairy-Stockfish's)."""
    if compare.same_fen(ours_fen, theirs_fen):
        return True
    a, b = ours_fen.split(), theirs_fen.split()
    if name in ("pawnsideways", "petrified") and len(a) == len(b) > 4:
        if a[:4] + a[5:] == b[:4] + b[5:]:
            return True
    return len(a) == len(b) > 3 and a[3] == "-" and a[:3] + a[4:] == b[:3] + b[4:]


def fsf_name(name):
    """Fairy-Stockfish's variant name and chess960 flag for our ruleset."""
    c960 = name.endswith("960")
    return compare.FSF_NAMES.get(name, name), c960


def cases():
    known = set(theirs.variants())
    for name in fers.Ruleset.bundled():
        variant, c960 = fsf_name(name)
        if variant in known:
            yield name


@pytest.mark.parametrize("name", list(cases()))
def test_every_function_agrees(name):
    variant, c960 = fsf_name(name)
    # Our name for the ruleset (fers.ffish knows both), their name for theirs.
    start = ours.start_fen(name)
    rng = random.Random(name)
    history = []
    problems = []

    def check(what, a, b):
        if a != b:
            problems.append(f"ply {len(history)} {what}: fers {a!r}, pyffish {b!r}")

    for _ in range(PLIES):
        mine = ours.legal_moves(name, start, history, c960)
        check("legal_moves", sorted(mine), sorted(theirs.legal_moves(variant, start, history, c960)))
        a, b = ours.get_fen(name, start, history, c960), theirs.get_fen(variant, start, history, c960)
        if not same_fen(name, a, b):
            check("get_fen", a, b)
        check("gives_check", ours.gives_check(name, start, history, c960),
              theirs.gives_check(variant, start, history, c960))
        immediate = ours.is_immediate_game_end(name, start, history, c960)
        check("is_immediate_game_end", immediate[0],
              theirs.is_immediate_game_end(variant, start, history, c960)[0])
        check("has_insufficient_material", ours.has_insufficient_material(name, start, history, c960),
              theirs.has_insufficient_material(variant, start, history, c960))
        if history:
            check("piece_to_partner", ours.piece_to_partner(name, start, history, c960),
                  theirs.piece_to_partner(variant, start, history, c960))
        if not mine or immediate[0] or problems:
            break
        for m in rng.sample(mine, min(2, len(mine))):
            if name not in SAN_DIFFERS:
                check(f"get_san_moves {m}", ours.get_san_moves(name, start, history + [m], c960)[-1],
                      theirs.get_san_moves(variant, start, history + [m], c960)[-1])
            check(f"is_capture {m}", ours.is_capture(name, start, history, m, c960),
                  theirs.is_capture(variant, start, history, m, c960))
        history.append(rng.choice(mine))
    if not ours.legal_moves(name, start, history, c960):
        a = ours.game_result(name, start, history, c960)
        b = theirs.game_result(variant, start, history, c960)
        check("game_result sign", (a > 0) - (a < 0), (b > 0) - (b < 0))
    check("is_optional_game_end", ours.is_optional_game_end(name, start, history, c960)[0],
          theirs.is_optional_game_end(variant, start, history, c960)[0])
    assert not problems, f"{name} after {history}:\n" + "\n".join(problems[:10])


def stripped(fen, rng):
    """`fen` with every piece but the kings and up to three others taken off, hands
    emptied, no castling or en-passant rights: the endings the material tests judge
    (perturbed.py's FEN helpers)."""
    rows, pocket, fields = perturbed.split_fen(fen)
    squares = [(r, f) for r, row in enumerate(rows) for f, cell in enumerate(row)
               if cell is not None and cell.lower() != "k" and cell != "*"]
    keep = set(rng.sample(squares, min(len(squares), rng.randint(0, 3))))
    for r, f in squares:
        if (r, f) not in keep:
            rows[r][f] = None
    if len(fields) > 2:
        fields[1], fields[2] = "-", "-"
    return perturbed.join_fen(rows, None if pocket is None else [], fields)


@pytest.mark.parametrize("name", list(cases()))
def test_insufficient_material_agrees(name):
    """Both sides' answers of has_insufficient_material on endings made from positions
    of a random game, kings and up to three other pieces (random games from the start
    reach none)."""
    variant, c960 = fsf_name(name)
    start = ours.start_fen(name)
    rng = random.Random("material " + name)
    fens = [start]
    for _ in range(3):
        history = []
        for _ in range(30):
            mine = ours.legal_moves(name, start, history, c960)
            if not mine:
                break
            history.append(rng.choice(mine))
            fens.append(ours.get_fen(name, start, history, c960))
    problems, judged = [], 0
    for _ in range(400):
        if judged == 40:
            break
        fen = stripped(rng.choice(fens), rng)
        try:
            a = ours.has_insufficient_material(name, fen, [], c960)
        except ours.error:
            continue  # a position Fers refuses (a side not to move in check)
        judged += 1
        b = theirs.has_insufficient_material(variant, fen, [], c960)
        excused = set(MATERIAL_DIFFERS.get(name, "")) & set(fen.split()[0])
        if a != b and not excused:
            problems.append(f"{fen}: fers {a}, pyffish {b}")
    assert judged >= 10, f"{name}: only {judged} positions judged"
    assert not problems, f"{name}:\n" + "\n".join(problems[:10])
