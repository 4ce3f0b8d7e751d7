#!/usr/bin/env python3
"""Perturbed-position differential of Fers against Fairy-Stockfish (pyffish).

compare.py asks both programs about positions that random games reach. This script
asks about positions no game reaches: it takes positions of seeded random games in
every bundled ruleset with pieces in hand (a `[...]` pocket in the start FEN), changes
each by a few random edits, and compares the two programs where both accept the result:

- edits: move a piece to an empty square, add a piece (of a letter the games use,
  either colour), remove a piece, put a piece of the board into its owner's hand (a
  royal one too), drop one from a hand onto an empty square, add a piece to a hand or
  take one out, give the move to the other side; after any edit of the board the
  en-passant field is cleared, and half of the time the castling field too;
- accepted: Fers reads the FEN strictly (`playouts --fens`) and Fairy-Stockfish's
  `validate_fen` says FEN_OK;
- compared: the legal moves (as sets of UCI moves) and whether the side to move is in
  check.

Disagreements that docs/differential.md explains are ignored as compare.py ignores
them (its KNOWN_DIFFERENCES). Each disagreement is printed with the FEN, the position
it was made from and the edits. Exit status: 0 if none (or if pyffish is not
installed), 1 if any.

    python3 tests/differential/perturbed.py                     # CI: a minute or two
    python3 tests/differential/perturbed.py --games 20 --per-position 8
    python3 tests/differential/perturbed.py --rulesets crazyhouse,placement --show 20
"""

import argparse
import collections
import concurrent.futures
import json
import os
import random
import subprocess
import sys
import time
import tomllib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
# compare.py exits here, saying so, if pyffish is not installed.
import compare  # noqa: E402

sf = compare.sf

# Games per ruleset, their longest length, every how many plies a position is taken,
# and how many perturbed positions are made from each: a few thousand positions in all,
# a minute or two on the 2-core CI machine.
GAMES, PLIES, EVERY, PER_POSITION = 3, 60, 3, 4


def board_cells(placement):
    """The board of a FEN as rows (last rank first) of cells: a piece token (`P`, `+p`,
    `Q~`), `*` (a wall or a square not on the board), or None (empty)."""
    rows = []
    for text in placement.split("/"):
        row, i = [], 0
        while i < len(text):
            c = text[i]
            if c.isdigit():
                j = i
                while j < len(text) and text[j].isdigit():
                    j += 1
                row.extend([None] * int(text[i:j]))
                i = j
                continue
            token = c
            if c == "+" and i + 1 < len(text):
                token, i = text[i : i + 2], i + 1
            if i + 1 < len(text) and text[i + 1] == "~":
                token, i = token + "~", i + 1
            row.append(token)
            i += 1
        rows.append(row)
    return rows


def placement_of(rows):
    """The FEN board field of rows of cells."""
    out = []
    for row in rows:
        text, empty = "", 0
        for cell in row:
            if cell is None:
                empty += 1
                continue
            if empty:
                text, empty = text + str(empty), 0
            text += cell
        if empty:
            text += str(empty)
        out.append(text)
    return "/".join(out)


def split_fen(fen):
    """(rows of cells, pocket letters or None, the other fields)."""
    fields = fen.split()
    board = fields[0]
    pocket = None
    if "[" in board:
        board, rest = board.split("[", 1)
        pocket = [c for c in rest.rstrip("]") if c != "-"]
    return board_cells(board), pocket, fields[1:]


def join_fen(rows, pocket, fields):
    board = placement_of(rows)
    if pocket is not None:
        board += "[" + "".join(pocket) + "]"
    return " ".join([board] + fields)


def base_letter(token):
    """A piece token as it goes to a hand: without `+` and `~`, its owner's case."""
    return token.replace("~", "").replace("+", "")


def captures_to_hand(name):
    """Whether captured pieces go to a hand in the bundled ruleset `name` (its
    `[hands] captures`, from the nearest file of its `extends` chain that sets it)."""
    seen = set()
    while name and name not in seen:
        seen.add(name)
        path = os.path.join(compare.ROOT, "rulesets", f"{name}.toml")
        try:
            with open(path, "rb") as f:
                data = tomllib.load(f)
        except (OSError, tomllib.TOMLDecodeError):
            return True
        captures = data.get("hands", {}).get("captures")
        if captures is not None:
            return captures != "none"
        name = data.get("extends")
    return True


def perturb(fen, letters, rng, hand_letters=None):
    """`fen` changed by one to three random edits; returns (fen, edits) or None.

    `hand_letters` (lowercase), when given, are the only kinds a hand may hold: in a
    ruleset whose captures do not go to a hand, a hand only ever holds what the start
    position's pocket held, and a FEN with another kind in hand is a position no game
    reaches, on which the two programs answer differently (docs/differential.md)."""
    rows, pocket, fields = split_fen(fen)
    edits = []
    for _ in range(rng.randint(1, 3)):
        empty = [(r, f) for r, row in enumerate(rows) for f, c in enumerate(row) if c is None]
        pieces = [
            (r, f) for r, row in enumerate(rows) for f, c in enumerate(row) if c not in (None, "*")
        ]
        kinds = ["move", "add", "remove", "turn"]
        if pocket is not None:
            kinds += ["to-hand", "to-hand", "drop", "hand-add", "hand-remove"]
        kind = rng.choice(kinds)
        if kind == "move" and pieces and empty:
            (r, f), (r2, f2) = rng.choice(pieces), rng.choice(empty)
            rows[r2][f2], rows[r][f] = rows[r][f], None
            edits.append(f"move {rows[r2][f2]}")
        elif kind == "add" and empty and letters:
            r, f = rng.choice(empty)
            letter = rng.choice(letters)
            rows[r][f] = letter.upper() if rng.random() < 0.5 else letter.lower()
            edits.append(f"add {rows[r][f]}")
        elif kind == "remove" and pieces:
            r, f = rng.choice(pieces)
            edits.append(f"remove {rows[r][f]}")
            rows[r][f] = None
        elif kind == "to-hand" and pieces:
            r, f = rng.choice(pieces)
            if hand_letters is not None and base_letter(rows[r][f]).lower() not in hand_letters:
                continue
            pocket.append(base_letter(rows[r][f]))
            edits.append(f"to hand {rows[r][f]}")
            rows[r][f] = None
        elif kind == "drop" and pocket and empty:
            letter = pocket.pop(rng.randrange(len(pocket)))
            r, f = rng.choice(empty)
            rows[r][f] = letter
            edits.append(f"drop {letter}")
        elif kind == "hand-add" and letters:
            letter = rng.choice(letters)
            if hand_letters is not None and letter.lower() not in hand_letters:
                continue
            letter = letter.upper() if rng.random() < 0.5 else letter.lower()
            pocket.append(letter)
            edits.append(f"hand add {letter}")
        elif kind == "hand-remove" and pocket:
            edits.append(f"hand remove {pocket.pop(rng.randrange(len(pocket)))}")
        elif kind == "turn":
            fields[0] = "b" if fields[0] == "w" else "w"
            edits.append("turn")
    if not edits:
        return None
    if len(fields) >= 3 and any(e != "turn" for e in edits):
        # The en-passant field, and half of the time the castling field.
        fields[2] = "-"
        if rng.random() < 0.5:
            fields[1] = "-"
    elif len(fields) >= 3:
        fields[2] = "-"
    if pocket is not None:
        pocket.sort(key=lambda c: (c.islower(), c))
    return join_fen(rows, pocket, fields), edits


def run_fens(exe, name, fens):
    """Fers' answer for each FEN: its JSON line (a position, or an `error`)."""
    proc = subprocess.run(
        [exe, "--ruleset", name, "--fens"],
        input="".join(f + "\n" for f in fens),
        stdout=subprocess.PIPE,
        text=True,
        check=True,
    )
    return [json.loads(line) for line in proc.stdout.splitlines()]


def quiet_worker():
    """Fairy-Stockfish prints why a FEN is invalid on standard output: not here."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)


def run_ruleset(name, exe, games, plies, every, per_position, seed, strict, show):
    """Compares one ruleset; returns (printed report, number of disagreements)."""
    t0 = time.time()
    variant = compare.FSF_NAMES.get(name, name)
    if variant not in set(sf.variants()):
        return f"{name}: skipped: Fairy-Stockfish does not know this ruleset", 0
    cmd = [exe, "--ruleset", name, "--games", str(games), "--plies", str(plies), "--seed", str(seed)]
    lines = [json.loads(raw) for raw in subprocess.run(
        cmd, stdout=subprocess.PIPE, text=True, check=True
    ).stdout.splitlines()]
    c960 = lines[0]["chess960"] if lines else False
    bases = [line["fen"] for line in lines if line["ply"] % every == 0]
    letters = sorted(
        {
            base_letter(cell).lower()
            for fen in bases
            for row in split_fen(fen)[0]
            for cell in row
            if cell not in (None, "*")
        }
        | {c.lower() for fen in bases for c in (split_fen(fen)[1] or [])}
    )
    start_pocket = split_fen(lines[0]["start"])[1] if lines else None
    hand_letters = None
    if not captures_to_hand(name):
        hand_letters = {c.lower() for c in (start_pocket or [])}
    rng = random.Random(f"{seed}-{name}")
    made = []
    for base in bases:
        for _ in range(per_position):
            result = perturb(base, letters, rng, hand_letters)
            if result is not None:
                made.append((base, *result))
    answers = run_fens(exe, name, [fen for _, fen, _ in made])
    bad = []
    ignored = collections.Counter()
    counted = collections.Counter()

    def report(aspect, line, ours, theirs, base, edits):
        d = {
            "oracle": "fsf",
            "aspect": aspect,
            "ruleset": name,
            "variant": variant,
            "line": line,
            "ours": ours,
            "theirs": theirs,
        }
        if not strict:
            for key, predicate in compare.KNOWN_DIFFERENCES:
                if predicate(d):
                    ignored[key] += 1
                    return
        d["base"], d["edits"] = base, edits
        bad.append(d)

    for (base, fen, edits), line in zip(made, answers):
        if "error" in line:
            counted["refused by Fers"] += 1
            continue
        if sf.validate_fen(fen, variant, c960) != sf.FEN_OK:
            counted["refused by Fairy-Stockfish"] += 1
            continue
        counted["compared"] += 1
        ours = set(line["moves"])
        theirs = set(sf.legal_moves(variant, fen, [], c960))
        if ours != theirs:
            report("moves", line, sorted(ours - theirs), sorted(theirs - ours), base, edits)
        check = sf.gives_check(variant, fen, [], c960)
        if check != line["check"]:
            report("check", line, line["check"], check, base, edits)
    seen = ", ".join(f"{n} {k}" for k, n in sorted(counted.items()))
    summary = f"{name}: {len(made)} perturbed positions ({seen}): {len(bad)} disagreements"
    if ignored:
        summary += " (documented differences ignored: " + ", ".join(
            f"{k} x{n}" for k, n in sorted(ignored.items())
        ) + ")"
    out = [f"{summary} [{time.time() - t0:.1f}s]"]
    for d in bad[:show]:
        out.append(f"  DISAGREE fsf {d['aspect']}: {d['line']['fen']}")
        out.append(f"    made from {d['base']} by {', '.join(d['edits'])}")
        out.append(f"    fers: {d['ours']}")
        out.append(f"    fsf: {d['theirs']}")
    if len(bad) > show:
        out.append(f"  ... and {len(bad) - show} more")
    return "\n".join(out), len(bad)


def with_hands(exe):
    """The bundled rulesets whose start FEN has a pocket."""
    names = subprocess.run([exe, "--list"], check=True, stdout=subprocess.PIPE, text=True)
    out = []
    for name in names.stdout.split():
        first = subprocess.run(
            [exe, "--ruleset", name, "--games", "1", "--plies", "0"],
            check=True,
            stdout=subprocess.PIPE,
            text=True,
        ).stdout
        if "[" in json.loads(first.splitlines()[0])["fen"].split()[0]:
            out.append(name)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rulesets", help="comma-separated names (default: every bundled one with hands)")
    ap.add_argument("--games", type=int, default=GAMES, help=f"games per ruleset (default {GAMES})")
    ap.add_argument("--plies", type=int, default=PLIES, help=f"longest game (default {PLIES})")
    ap.add_argument("--every", type=int, default=EVERY, help=f"take every Nth ply (default {EVERY})")
    ap.add_argument(
        "--per-position",
        type=int,
        default=PER_POSITION,
        help=f"perturbed positions made from each (default {PER_POSITION})",
    )
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="rulesets compared at once")
    ap.add_argument("--playouts", help="a built playouts binary (default: build it)")
    ap.add_argument("--profile", default="test", help="cargo profile to build playouts with (default test)")
    ap.add_argument(
        "--reuse-test-build",
        action="store_true",
        help="take playouts from `cargo test --workspace`'s build (what .ci/run has built)",
    )
    ap.add_argument("--show", type=int, default=5, help="disagreements printed per ruleset")
    ap.add_argument("--strict", action="store_true", help="also report the documented differences")
    args = ap.parse_args()

    exe = args.playouts or compare.build_playouts(args.profile, args.reuse_test_build)
    names = args.rulesets.split(",") if args.rulesets else with_hands(exe)
    started = time.time()
    total_bad = 0
    jobs = [
        (n, exe, args.games, args.plies, args.every, args.per_position, args.seed, args.strict, args.show)
        for n in names
    ]
    with concurrent.futures.ProcessPoolExecutor(
        max_workers=max(1, args.jobs), initializer=quiet_worker
    ) as pool:
        for text, bad in pool.map(run_ruleset, *zip(*jobs)):
            print(text, flush=True)
            total_bad += bad
    print(f"{total_bad} disagreements in total over {len(names)} rulesets [{time.time() - started:.1f}s]")
    sys.exit(1 if total_bad else 0)


if __name__ == "__main__":
    main()
