"""fers.pgn.check and fers.check_games: many games on Rust threads, per-game verdicts."""

import fers
import fers.pgn

GOOD = """[Event "a"]
[Result "0-1"]

1. f3 e5 2. g4 Qh4# 0-1

"""
ILLEGAL = """[Event "b"]
[Result "*"]

1. e4 e5 2. Ke3 *

"""
WRONG_RESULT = """[Event "c"]
[Result "1-0"]

1. f3 e5 2. g4 Qh4# 1-0

"""
ZH = """[Event "d"]
[Variant "crazyhouse"]
[Result "*"]

1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. P@b4 *

"""


def test_each_game_gets_its_verdict():
    text = GOOD + ILLEGAL + WRONG_RESULT + ZH
    for threads in (1, 2, 4):
        out = fers.pgn.check(text, threads=threads)
        assert [g["game"] for g in out] == [1, 2, 3, 4]
        assert [g["ok"] for g in out] == [True, False, False, True]
        assert out[0]["plies"] == 4 and out[3]["plies"] == 7
        assert (out[1]["code"], out[1]["ply"], out[1]["plies"]) == ("PieceCannotMoveThatWay", 3, 2)
        assert out[2]["code"] == "ResultMismatch"


def test_move_lists_in_bulk():
    games = [["e2e4", "e7e5"], ["e2e4", "e2e4"], ["Nf3", "Nf6", "Ng1"]]
    out = fers.check_games("standard", games, threads=2)
    assert [g["ok"] for g in out] == [True, False, True]
    assert out[1]["ply"] == 2 and out[1]["plies"] == 1
    assert out[2]["plies"] == 3


def test_fixture_collections_replay_to_python_chess_counts():
    import os

    root = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
    for name in ("python-chess", "lichess", "python-chess-variants"):
        with open(os.path.join(root, "tests", "data", "pgn", name + ".pgn"), encoding="utf-8") as f:
            out = fers.pgn.check(f.read(), threads=2)
        with open(os.path.join(root, "tests", "data", "pgn", name + ".expected.tsv")) as f:
            rows = [line.split("\t") for line in f.read().splitlines()[1:]]
        assert [g["plies"] for g in out] == [int(r[1]) for r in rows], name
        assert all(g["ok"] for g in out), name
