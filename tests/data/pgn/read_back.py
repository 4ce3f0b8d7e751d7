#!/usr/bin/env python3
"""Checks that python-chess reads PGN written by Fers to python-chess's own positions.

    cargo run -p fers-pgn --example rewrite < tests/data/pgn/lichess.pgn > /tmp/lichess.pgn
    python3 tests/data/pgn/read_back.py /tmp/lichess.pgn tests/data/pgn/lichess.expected.tsv
"""
import sys

import chess.pgn


def main(pgn_path, expected_path):
    rows = [line.split("\t") for line in open(expected_path).read().splitlines()[1:]]
    with open(pgn_path, encoding="utf-8") as f:
        index = 0
        while (game := chess.pgn.read_game(f)) is not None:
            board = game.end().board()
            _, plies, _, fen = rows[index]
            index += 1
            assert not game.errors, (index, game.errors)
            assert len(board.move_stack) == int(plies), (index, len(board.move_stack), plies)
            assert board.fen() == fen, (index, board.fen(), fen)
    assert index == len(rows), (index, len(rows))
    print(f"{pgn_path}: {index} games, python-chess reaches the expected positions")


if __name__ == "__main__":
    main(*sys.argv[1:])
