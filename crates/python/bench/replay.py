"""fers.ffish beside pyffish, in one run, on a variant server's pattern: every ply of
a game, the whole move list is sent again (`legal_moves(variant, start, moves)`), the
move played is written in SAN (`get_san`) and the game's end asked (`game_result`).
Also perft: `fers.Board.perft` beside perft counted through pyffish's `legal_moves`
(pyffish has no perft of its own).

    python crates/python/bench/replay.py [--games 200] [--plies 60]

Games are random (seeded) and played by Fers before timing; both libraries then replay
the same games. Prints seconds per library and the ratio, per variant.
"""

import argparse
import random
import time

import pyffish

import fers
import fers.ffish

VARIANTS = ["chess", "crazyhouse", "shogi", "xiangqi"]


def random_games(variant, count, plies, seed):
    rng = random.Random(seed)
    games = []
    for _ in range(count):
        b = fers.Board(variant)
        for _ in range(plies):
            moves = b.legal_moves
            if not moves or b.is_game_over():
                break
            b.push_uci(rng.choice(moves))
        games.append(b.move_stack)
    return games


def replay(sf, variant, start, games, fens):
    t = time.perf_counter()
    for moves, fen_list in zip(games, fens):
        for i in range(len(moves) + 1):
            legal = sf.legal_moves(variant, start, moves[:i])
            if i < len(moves):
                sf.get_san(variant, fen_list[i], moves[i])
            if not legal:
                sf.game_result(variant, start, moves[:i])
    return time.perf_counter() - t


def ffish_perft(variant, fen, moves, depth):
    if depth == 0:
        return 1
    legal = pyffish.legal_moves(variant, fen, moves)
    if depth == 1:
        return len(legal)
    return sum(ffish_perft(variant, fen, moves + [m], depth - 1) for m in legal)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--plies", type=int, default=60)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    print(f"{args.games} games of up to {args.plies} plies per variant")
    print("variant\tpyffish s\tfers.ffish s\tratio")
    for variant in VARIANTS:
        start = fers.ffish.start_fen(variant)
        games = random_games(variant, args.games, args.plies, args.seed)
        fens = [
            [fers.ffish.get_fen(variant, start, moves[:i]) for i in range(len(moves))]
            for moves in games
        ]
        theirs = replay(pyffish, variant, start, games, fens)
        ours = replay(fers.ffish, variant, start, games, fens)
        print(f"{variant}\t{theirs:.2f}\t{ours:.2f}\t{theirs / ours:.1f}x", flush=True)
    start = fers.ffish.start_fen("chess")
    t = time.perf_counter()
    theirs = ffish_perft("chess", start, [], 3)
    theirs_s = time.perf_counter() - t
    t = time.perf_counter()
    ours = fers.Board().perft(3)
    ours_s = time.perf_counter() - t
    assert ours == theirs == 8902
    print(f"perft(3) chess\t{theirs_s:.3f}\t{ours_s:.4f}\t{theirs_s / ours_s:.0f}x")


if __name__ == "__main__":
    main()
