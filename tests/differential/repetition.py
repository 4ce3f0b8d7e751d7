#!/usr/bin/env python3
"""Fairy-Stockfish's verdicts on the games of tests/tests/repetition.rs.

Each game is a ruleset, a FEN and a move list driven into a repetition (sennichite,
perpetual check, perpetual chase, moving a piece back and forth). For every game this
script replays the moves in pyffish one ply at a time and prints the first ply after
which `is_optional_game_end` or `is_immediate_game_end` ends the game, with its result,
and what `game_result` says of the final position (mate or stalemate value only). The
expected outcomes written in repetition.rs are these answers, turned from
Fairy-Stockfish's score (from the side to move's point of view: 32000 a win, -32000 a
loss, 0 a draw) into a winner.

    python3 tests/differential/repetition.py

Exit status: 0 when every game ends exactly at its last move with the result written
here (so a change in Fairy-Stockfish, or in these games, shows), 1 otherwise.
"""

import sys

try:
    import pyffish as sf
except ImportError:
    print("skipped: pyffish not installed (pip install pyffish)")
    sys.exit(0)

# (name, variant, FEN, moves, expected winner: "white", "black" or "draw"). White is
# sente in shogi and red in xiangqi and janggi (Fairy-Stockfish's and Fers' uppercase).
GAMES = [
    (
        # Both rooks step aside and back three times: the start position stands for
        # the fourth time, with the same side to move and the same (empty) hands.
        "shogi sennichite",
        "shogi",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1",
        ["h2g2", "b8c8", "g2h2", "c8b8"] * 3,
        "draw",
    ),
    (
        # Sente's rook checks from e1 and d1 while gote's king steps between e9 and
        # d9: the fourth occurrence, with every sente move a check. Sente loses.
        "shogi perpetual check",
        "shogi",
        "4k4/9/9/9/9/9/9/9/K3R4[-] b 0 1",
        ["e9d9", "e1d1", "d9e9", "d1e1"] * 3,
        "black",
    ),
    (
        # As above, but gote's king steps forward and back out of check too and the
        # rook does not always check: a draw.
        "shogi repetition, checks broken",
        "shogi",
        "4k4/9/9/9/9/9/9/9/K3R4[-] b 0 1",
        ["e9d9", "e1f1", "d9e9", "f1e1"] * 3,
        "draw",
    ),
    (
        # Tori shogi: the side whose move made the fourth occurrence loses.
        "torishogi repetition",
        "torishogi",
        None,
        ["d2c2", "d6c6", "c2d2", "c6d6"] * 3,
        "white",
    ),
    (
        # Minishogi: gote wins a repetition, whoever made it.
        "minishogi repetition",
        "minishogi",
        None,
        ["e1e2", "a5a4", "e2e1", "a4a5"] * 3,
        "black",
    ),
    (
        # Red's chariot checks from a10 and a9 while the black general steps between
        # d10 and d9: the third occurrence, red checked with every move and loses.
        "xiangqi perpetual check",
        "xiangqi",
        "R2k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1",
        ["d10d9", "a10a9", "d9d10", "a9a10"] * 2,
        "black",
    ),
    (
        # Red's chariot follows black's unprotected cannon between a7 and b7, attacking
        # it anew with every move (never checking): red chases perpetually and loses.
        "xiangqi perpetual chase",
        "xiangqi",
        "4k4/9/9/c8/9/9/9/9/R8/3K5 b - - 0 1",
        ["a7b7", "a2b2", "b7a7", "b2a2"] * 2,
        "black",
    ),
    (
        # The same with black's chariot on i7 protecting the cannon along the rank:
        # a chariot attacking a protected cannon does not chase it, a draw.
        "xiangqi protected, no chase",
        "xiangqi",
        "4k4/9/9/c7r/9/9/9/9/R8/3K5 b - - 0 1",
        ["a7b7", "a2b2", "b7a7", "b2a2"] * 2,
        "draw",
    ),
    (
        # A cannon attacking a chariot chases it even when it is protected (the
        # chariot is worth more): black's chariot steps between a10 and b10, protected
        # along the rank by its other chariot, and red's cannon follows on the third
        # rank, its soldiers on a5 and b5 the screens (soldiers that have not crossed
        # the river are never chased). Red chases perpetually and loses.
        "xiangqi chase of a stronger piece",
        "xiangqi",
        "r7r/4k4/9/9/9/PP7/9/C8/9/3K5 b - - 0 1",
        ["a10b10", "a3b3", "b10a10", "b3a3"] * 2,
        "black",
    ),
    (
        # Minixiangqi: perpetual check loses too (no chasing rule).
        "minixiangqi perpetual check",
        "minixiangqi",
        "R1k4/7/7/7/7/7/3K3 b - - 0 1",
        ["c7c6", "a7a6", "c6c7", "a6a7"] * 2,
        "black",
    ),
    (
        # Janggi: red's chariot checks from a9 and a10 while the black general steps
        # between e9 and e10 in its palace: red loses at the third occurrence.
        "janggi perpetual check",
        "janggi",
        "9/R3k4/9/9/9/9/9/9/9/3K5 b - - 0 1",
        ["e9e10", "a9a10", "e10e9", "a10a9"] * 2,
        "black",
    ),
    (
        # Janggi: a quiet repetition is scored by material (red's chariot, 13 points,
        # against black's 1.5-point komi): red wins.
        "janggi repetition, counted",
        "janggi",
        "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1",
        ["d1d2", "e10e9", "d2d1", "e9e10"] * 2,
        "white",
    ),
    (
        # Casual janggi counts no material: the same repetition is a draw.
        "janggicasual repetition",
        "janggicasual",
        "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1",
        ["d1d2", "e10e9", "d2d1", "e9e10"] * 2,
        "draw",
    ),
    (
        # Modern janggi: red's chariot goes a1-a2 and back four times after arriving
        # (its fifth move is the fourth to undo the one before): red loses, before the
        # fourfold repetition.
        "janggimodern repeated moves",
        "janggimodern",
        "4k3r/9/9/9/9/9/9/9/9/R2K5 w - - 0 1",
        ["a1a2", "i10i9", "a2a1", "i9i10"] * 2 + ["a1a2"],
        "black",
    ),
]


def verdict(score, turn_white):
    """A Fairy-Stockfish score from the side to move's view, as a winner."""
    if score == 0:
        return "draw"
    to_move_wins = score > 0
    return "white" if to_move_wins == turn_white else "black"


def first_end(variant, fen, moves):
    """The first ply after which the game ends, with its verdict; None if it does not."""
    white_starts = fen.split()[1] == "w"
    for n in range(len(moves) + 1):
        played = moves[:n]
        turn_white = white_starts == (n % 2 == 0)
        ended, score = sf.is_immediate_game_end(variant, fen, played)
        kind = "immediate"
        if not ended:
            ended, score = sf.is_optional_game_end(variant, fen, played)
            kind = "optional"
        if not ended and not sf.legal_moves(variant, fen, played):
            ended, score, kind = True, sf.game_result(variant, fen, played), "no moves"
        if ended:
            return n, kind, score, verdict(score, turn_white)
    return None


def main():
    failures = 0
    for name, variant, fen, moves, expected in GAMES:
        fen = fen or sf.start_fen(variant)
        found = first_end(variant, fen, moves)
        if found is None:
            print(f"{name}: {variant} `{fen}`: no end after {len(moves)} plies")
            failures += expected is not None
            continue
        n, kind, score, winner = found
        print(f"{name}: {variant} `{fen}`: ends after ply {n}/{len(moves)} ({kind}, score {score}): {winner}")
        if expected is not None and (n != len(moves) or winner != expected):
            print(f"  expected: ends after ply {len(moves)}: {expected}")
            failures += 1
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
