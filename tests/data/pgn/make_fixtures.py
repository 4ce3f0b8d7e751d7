#!/usr/bin/env python3
"""Writes the python-chess PGN fixtures of fers-pgn's tests, deterministically.

    python3 tests/data/pgn/make_fixtures.py

* python-chess.pgn: games played by a seeded random mover (castling, promotions and
  en passant taken when legal), exported by python-chess's own PGN exporter, with
  %clk comments, NAGs and variations; standard games, a game from a FEN (SetUp), and
  Chess960 games (Variant, FEN, SetUp).
* python-chess-variants.pgn: a game of the same mover in each variant python-chess
  plays (chess.variant.VARIANTS), exported by python-chess with the Variant tag it
  writes (`Three-check`, `King of the Hill`, `Racing Kings`, `Crazyhouse`, ...); the
  crazyhouse game has pawn drops, which python-chess writes without a letter (`@g5`).
* For every .pgn file here except malformed.pgn (so the hand-written lichess.pgn too),
  NAME.expected.tsv: per game, the plies of the main line, the result python-chess
  gives the final board (`*` if not over) and python-chess's final FEN.
"""
import pathlib
import random

import chess
import chess.pgn
import chess.variant

HERE = pathlib.Path(__file__).resolve().parent


def pick(board, rng):
    moves = sorted(board.legal_moves, key=lambda m: m.uci())
    special = [m for m in moves
               if board.is_castling(m) or m.promotion or board.is_en_passant(m)
               or m.drop == chess.PAWN]
    if special and rng.random() < 0.7:
        return rng.choice(special)
    return rng.choice(moves)


def random_game(board, seed, max_plies):
    rng = random.Random(seed)
    while not board.is_game_over() and len(board.move_stack) < max_plies:
        board.push(pick(board, rng))
    game = chess.pgn.Game.from_board(board)
    game.headers["Event"] = f"fers-pgn fixture {seed}"
    game.headers["Site"] = "python-chess random mover"
    game.headers["Date"] = "2026.01.01"
    game.headers["Round"] = str(seed)
    game.headers["White"] = "Random, A."
    game.headers["Black"] = "Random, B."
    # Annotate: clocks on every move, a NAG now and then, a variation now and then.
    node, ply = game, 0
    while node.variations:
        parent, node = node, node.variations[0]
        ply += 1
        node.comment = f"[%clk 0:{(600 - ply) // 60:02}:{(600 - ply) % 60:02}]"
        if ply % 5 == 0:
            node.nags.add(chess.pgn.NAG_DUBIOUS_MOVE)
        if ply % 9 == 0:
            alternatives = sorted((m for m in parent.board().legal_moves if m != node.move),
                                  key=lambda m: m.uci())
            if alternatives:
                side = parent.add_variation(alternatives[0])
                side.comment = "an alternative"
                replies = sorted(side.board().legal_moves, key=lambda m: m.uci())
                if replies:
                    side.add_main_variation(replies[-1]).nags.add(chess.pgn.NAG_GOOD_MOVE)
    return game


def python_chess_games():
    games = [random_game(chess.Board(), seed, 240) for seed in range(1, 9)]
    games.append(random_game(chess.Board("4k3/1P6/8/2pP4/8/8/6p1/4K2R w K c6 0 40"), 9, 120))
    for n, seed in [(0, 10), (100, 11), (518, 12), (959, 13)]:
        games.append(random_game(chess.Board.from_chess960_pos(n), seed, 160))
    return games


def python_chess_variant_games():
    games = []
    for seed, board_class in enumerate(chess.variant.VARIANTS[1:], start=20):
        game = random_game(board_class(), seed, 120)
        game.headers["Event"] = f"fers-pgn fixture {board_class.aliases[0]}"
        games.append(game)
    return games


def write_expected(pgn_path):
    rows = ["game\tplies\tresult\tfen"]
    with open(pgn_path, encoding="utf-8") as f:
        index = 0
        while (game := chess.pgn.read_game(f)) is not None:
            index += 1
            assert not game.errors, (pgn_path, index, game.errors)
            board = game.end().board()
            result = board.result()
            rows.append(f"{index}\t{len(board.move_stack)}\t{result}\t{board.fen()}")
    (HERE / (pgn_path.stem + ".expected.tsv")).write_text("\n".join(rows) + "\n")


def main():
    with open(HERE / "python-chess.pgn", "w", encoding="utf-8") as f:
        for game in python_chess_games():
            print(game, file=f, end="\n\n")
    with open(HERE / "python-chess-variants.pgn", "w", encoding="utf-8") as f:
        for game in python_chess_variant_games():
            print(game, file=f, end="\n\n")
    for path in sorted(HERE.glob("*.pgn")):
        if path.name != "malformed.pgn":
            write_expected(path)


if __name__ == "__main__":
    main()
