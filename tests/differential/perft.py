#!/usr/bin/env python3
"""Perft by Fairy-Stockfish's own move generator, through pyffish.

pyffish has no perft of its own; this counts leaves by asking `legal_moves` for each
position reached (positions are carried as FENs, so each call costs one FEN parse).
Used to make the figures of `tests/data/fairy-stockfish/pyffish_perft.tsv` for variants
whose published data has no rows:

    python3 tests/differential/perft.py VARIANT "FEN" DEPTH [--chess960]
"""

import sys

import pyffish as sf


def perft(variant, fen, depth, c960):
    moves = sf.legal_moves(variant, fen, [], c960)
    if depth == 1:
        return len(moves)
    total = 0
    for m in moves:
        total += perft(variant, sf.get_fen(variant, fen, [m], c960), depth - 1, c960)
    return total


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    c960 = "--chess960" in sys.argv
    variant, fen, depth = args[0], args[1], int(args[2])
    print(perft(variant, fen, depth, c960))


if __name__ == "__main__":
    main()
