"""fers.Board and fers.Ruleset: python-chess's habits, Fers's explanations."""

import copy
import pickle

import pytest

import fers

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"


def test_a_game_of_standard_chess():
    b = fers.Board()
    assert b.fen() == START and b.turn == "white"
    assert len(b.legal_moves) == 20
    b.push_uci("f2f3")
    assert b.push_san("e5") == "e7e5"
    assert b.push("g2g4") == "g2g4"
    assert b.san("d8h4") == "Qh4#"
    b.push_san("Qh4#")
    assert b.is_check() and b.is_checkmate() and b.is_game_over()
    o = b.outcome()
    assert (o.result, o.winner, o.reason) == ("0-1", "black", "checkmate")
    assert b.move_stack == ["f2f3", "e7e5", "g2g4", "d8h4"]
    assert b.pop() == "d8h4"
    assert b.outcome() is None and b.turn == "black"


def test_explain_names_the_refusal():
    b = fers.Board(fen="4k3/8/8/8/8/8/8/4K2R w K - 0 1")
    assert b.explain("e1g1") is None
    b = fers.Board(fen="4k3/8/8/8/8/5r2/8/4K2R w K - 0 1")
    code, sentence = b.explain("e1g1")
    assert code == "CastlingNotAllowed"
    assert "f1" in sentence
    with pytest.raises(fers.IllegalMoveError) as e:
        b.push_uci("e1g1")
    assert e.value.code == "CastlingNotAllowed"
    assert b.move_stack == []  # unchanged
    with pytest.raises(fers.IllegalMoveError) as e:
        b.push_uci("zz")
    assert e.value.code == "Unparsable"


def test_variants_by_name_and_notation():
    b = fers.Board("crazyhouse")
    for m in ["e2e4", "d7d5", "e4d5", "d8d5"]:
        b.push_uci(m)
    assert "P@e4" in b.legal_moves
    shogi = fers.Board("shogi")
    assert len(shogi.legal_moves) == 30
    assert shogi.write("c3c4", "shogi-hodges") == "P-7f"
    assert shogi.push_san("P-7f") == "c3c4"  # the ruleset's own notation is read too
    assert fers.Board("xiangqi").write("h3e3", "xiangqi-wxf") == "C2=5"


def test_perft_and_divide():
    b = fers.Board()
    assert [b.perft(d) for d in (1, 2, 3)] == [20, 400, 8902]
    rows = dict(b.divide(2))
    assert len(rows) == 20 and rows["e2e4"] == 20
    with pytest.raises(ValueError):
        b.perft(1000)


def test_copy_and_pickle_keep_the_game():
    b = fers.Board("3check")
    for m in ["e2e4", "e7e5", "f1c4"]:
        b.push_uci(m)
    for other in (b.copy(), copy.deepcopy(b), pickle.loads(pickle.dumps(b))):
        assert other.fen() == b.fen() and other.move_stack == b.move_stack
        other.pop()
        assert b.move_stack == ["e2e4", "e7e5", "f1c4"]


TINY = """name = "tiny"
description = "Kings and rooks on 4x4"

[board]
files = 4
ranks = 4
start = "k3/1r2/2R1/3K w - - 0 1"

[pieces.king]
letter = "k"
betza = "K"
royal = true

[pieces.rook]
letter = "r"
betza = "R"
"""


def test_rulesets_from_toml_and_their_diagnostics():
    r = fers.Ruleset.from_toml(TINY, "tiny.toml")
    assert (r.name, r.size, r.start_fen) == ("tiny", (4, 4), "k3/1r2/2R1/3K w - - 0 1")
    b = fers.Board(r)
    assert b.perft(1) == len(b.legal_moves)
    assert pickle.loads(pickle.dumps(b)).fen() == b.fen()
    with pytest.raises(fers.RulesetError) as e:
        fers.Ruleset.from_toml(TINY.replace('betza = "R"', 'betza = "R"\nspeed = 3'), "tiny.toml")
    assert e.value.line == 17 and e.value.column == 1
    assert e.value.code and e.value.diagnostics[0]["line"] == 17
    assert "crazyhouse" in fers.Ruleset.bundled()
    assert fers.Ruleset("shogi").notation == "shogi-hodges"


def test_bad_input_raises_typed_errors():
    with pytest.raises(fers.FenError):
        fers.Board(fen="8/8/8 w - - 0 1")
    with pytest.raises(fers.FfishError):
        fers.Board("no-such-ruleset")
    with pytest.raises(IndexError):
        fers.Board().pop()


def test_insufficient_material():
    board = fers.Board(fen="4k3/4p3/8/8/8/8/8/4K3 w - - 0 1")
    assert board.has_insufficient_material("white") is True
    assert board.has_insufficient_material("black") is False
    assert board.is_insufficient_material() is False
    assert fers.Board(fen="4k3/8/8/8/8/8/8/1N2K3 w - - 0 1").is_insufficient_material() is True
    with pytest.raises(ValueError):
        board.has_insufficient_material("red")
