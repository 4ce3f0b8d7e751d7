#!/usr/bin/env python3
"""Differential test of Fers's move notations against Fairy-Stockfish (pyffish).

The `playouts` binary plays seeded random games in a bundled ruleset and, with
`--notation`, writes every legal move of every position in each dialect asked for. This
script asks `pyffish.get_san(variant, fen, uci, chess960, NOTATION_...)` for the same
move and reports each difference. USI, which pyffish does not write, is checked against
an independent conversion of the move's UCI text (squares renamed: files from the right,
ranks as letters from the top; `@` of a drop becomes `*`). With `--read`, every written
move must also read back (playouts `--read`) to the move it was written from.

    python3 tests/differential/notation.py                 # every family, a few games each
    python3 tests/differential/notation.py --games 40      # more
    python3 tests/differential/notation.py --rulesets shogi --notations shogi-hodges

Exit status: 0 if every move agrees (or pyffish is not installed), 1 otherwise.
"""

import argparse
import collections
import json
import os
import re
import subprocess
import sys

try:
    import pyffish as sf
except ImportError:
    print("skipped: pyffish not installed (pip install pyffish)")
    sys.exit(0)

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from compare import FSF_NAMES, build_playouts  # noqa: E402

# The dialects each family is written in, by ruleset.
SHOGI = ["shogi-hodges", "shogi-hosking", "shogi-hodges-number", "usi", "lan"]
XIANGQI = ["xiangqi-wxf", "san", "lan"]
JANGGI = ["janggi", "san", "lan"]
THAI = ["thai-san", "thai-lan", "lan"]
CHESS = ["san", "lan"]
FAMILIES = {
    "shogi": SHOGI,
    "minishogi": SHOGI,
    "kyotoshogi": SHOGI,
    "checkshogi": SHOGI,
    "euroshogi": SHOGI,
    "dobutsu": SHOGI,
    "gorogoro": SHOGI,
    "okisakishogi": SHOGI,
    "judkins": SHOGI,
    "torishogi": SHOGI,
    "yarishogi": SHOGI,
    "shoshogi": SHOGI,
    "micro": SHOGI,
    "xiangqi": XIANGQI,
    "minixiangqi": XIANGQI,
    "manchu": XIANGQI,
    "janggi": JANGGI,
    "janggicasual": JANGGI,
    "janggimodern": JANGGI,
    "janggitraditional": JANGGI,
    "makruk": THAI,
    "cambodian": THAI,
    "makpong": THAI,
    "karouk": THAI,
    "ai-wok": THAI,
    "standard": CHESS,
    "chess960": CHESS,
    "crazyhouse": CHESS,
    "capablanca": CHESS,
    "seirawan": CHESS,
    "grand": CHESS,
    # Pseudo-royal kings: no check marks, as Fairy-Stockfish writes them.
    "atomic": CHESS,
    # Pawn-like pieces that are not FIDE pawns, written with their letter (`Pab3`, `Hab6`).
    "berolina": CHESS,
    "spartan": CHESS,
    "petrified": CHESS,
}
PYFFISH = {
    "san": "NOTATION_SAN",
    "lan": "NOTATION_LAN",
    "shogi-hodges": "NOTATION_SHOGI_HODGES",
    "shogi-hosking": "NOTATION_SHOGI_HOSKING",
    "shogi-hodges-number": "NOTATION_SHOGI_HODGES_NUMBER",
    "xiangqi-wxf": "NOTATION_XIANGQI_WXF",
    "janggi": "NOTATION_JANGGI",
    "thai-san": "NOTATION_THAI_SAN",
    "thai-lan": "NOTATION_THAI_LAN",
}
SQUARE = re.compile(r"([a-z])(\d+)")


def board_size(fen):
    """Files and ranks of a FEN's board."""
    rows = fen.split(" ")[0].split("[")[0].split("/")
    files = 0
    for ch in re.findall(r"\d+|\+?[A-Za-z*]~?", rows[0]):
        files += int(ch) if ch.isdigit() else 1
    return files, len(rows)


def usi(uci, fen):
    """The USI text of a UCI move, converted independently of Fers."""
    files, ranks = board_size(fen)

    def square(m):
        f, r = ord(m.group(1)) - ord("a"), int(m.group(2)) - 1
        return f"{files - f}{chr(ord('a') + ranks - 1 - r)}"

    return SQUARE.sub(square, uci).replace("@", "*")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rulesets", help="comma-separated (default: every family's)")
    ap.add_argument("--notations", help="comma-separated (default: each family's)")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--plies", type=int, default=120)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--show", type=int, default=5, help="differences shown per dialect")
    ap.add_argument(
        "--sample", type=int, default=0,
        help="compare only this many moves per position, spread over the list (pyffish "
        "takes milliseconds per move; default every move)",
    )
    ap.add_argument("--read", action="store_true", help="also read every move back")
    ap.add_argument("--playouts", help="a built playouts binary (default: build it)")
    args = ap.parse_args(argv)
    exe = args.playouts or build_playouts("dev")
    names = args.rulesets.split(",") if args.rulesets else list(FAMILIES)
    known = set(sf.variants())
    failures = 0
    totals = collections.Counter()
    for name in names:
        variant = FSF_NAMES.get(name, name)
        if variant not in known:
            print(f"{name}: skipped: Fairy-Stockfish does not know it")
            continue
        dialects = args.notations.split(",") if args.notations else FAMILIES.get(name, CHESS)
        written = [d for d in dialects if d != "sfen"]
        cmd = [exe, "--ruleset", name, "--games", str(args.games), "--plies", str(args.plies)]
        cmd += ["--seed", str(args.seed), "--notation", ",".join(written or ["uci"])]
        if args.read:
            cmd.append("--read")
        proc = subprocess.run(cmd, check=True, stdout=subprocess.PIPE, text=True)
        positions = collections.Counter()
        moves = collections.Counter()
        bad = collections.defaultdict(list)
        same_text = collections.Counter()
        for raw in proc.stdout.splitlines():
            line = json.loads(raw)
            for dialect, texts in line["written"].items():
                positions[dialect] += 1
                pairs = list(zip(line["moves"], texts))
                if args.sample and len(pairs) > args.sample:
                    step = len(pairs) / args.sample
                    pairs = [pairs[int(i * step)] for i in range(args.sample)]
                for uci, ours in pairs:
                    moves[dialect] += 1
                    if dialect == "usi":
                        theirs = usi(uci, line["fen"])
                    else:
                        notation = getattr(sf, PYFFISH[dialect])
                        theirs = sf.get_san(variant, line["fen"], uci, line["chess960"], notation)
                    if ours != theirs:
                        bad[dialect].append((line["fen"], uci, ours, theirs))
            if dialects is SHOGI or "sfen" in dialects:
                # SFEN as pyffish writes it, and read back to the same position (the
                # half-move clock, which SFEN does not carry, aside).
                positions["sfen"] += 1
                moves["sfen"] += 1
                theirs = sf.get_fen(variant, line["fen"], [], line["chess960"], True)
                if line["sfen"] != theirs:
                    bad["sfen"].append((line["fen"], "-", line["sfen"], theirs))
                same = lambda f: (f.split()[:2], f.split()[-1])
                if same(line["sfen_read"]) != same(line["fen"]):
                    bad["sfen read"].append((line["fen"], "-", line["sfen"], line["sfen_read"]))
            for dialect, reads in line.get("read", {}).items():
                texts = line["written"][dialect]
                shared = collections.Counter(texts)
                for uci, text, back in zip(line["moves"], texts, reads):
                    # Fairy-Stockfish writes some moves alike (kyoto shogi's LAN writes
                    # the drops of a tokin and of a gold both `G@a1`): such a text is
                    # rightly refused as ambiguous.
                    if back == "AmbiguousMove" and shared[text] > 1:
                        same_text[dialect] += 1
                    elif back != uci:
                        bad[dialect + " read"].append((line["fen"], uci, text, back))
        for dialect in dialects + (["sfen"] if positions["sfen"] else []):
            agree = moves[dialect] - len(bad[dialect])
            totals[dialect, "positions"] += positions[dialect]
            totals[dialect, "moves"] += moves[dialect]
            totals[dialect, "agree"] += agree
            print(
                flush=True, *[f"{name} {dialect}: {positions[dialect]} positions, {agree}/{moves[dialect]} "
                f"moves agree" + (f", {len(bad[dialect + ' read'])} read back wrong" if args.read else "")
                + (f", {same_text[dialect]} written alike by both (refused as ambiguous)" if same_text[dialect] else "")]
            )
        for key, diffs in bad.items():
            failures += len(diffs)
            for fen, uci, ours, theirs in diffs[: args.show]:
                print(f"  DIFF {key}: {fen} {uci}: fers {ours!r}, pyffish {theirs!r}")
    print("total:", ", ".join(
        f"{d} {totals[d, 'agree']}/{totals[d, 'moves']} moves in {totals[d, 'positions']} positions"
        for d in sorted({d for d, _ in totals})
    ))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
