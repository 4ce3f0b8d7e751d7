"""fers.ffish against pyffish's documented behaviour: the expected values are what
pyffish 0.0.90 answers (facts observed, recorded here), across chess, crazyhouse,
shogi, xiangqi, janggi, makruk, seirawan, 3check and atomic."""

import os
import tempfile

import pytest

import fers.ffish as sf

CHESS = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPPP/RNBQKBNR".replace("PPPPPPPPP", "PPPPPPPP")
START = CHESS + " w KQkq - 0 1"


def test_start_fens_and_names():
    assert sf.start_fen("chess") == START
    # pyffish answers its configured text ("[-] w 0 1"); Fers writes every field. Both
    # texts are read, and name the same position.
    fsf_shogi = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1"
    assert sf.start_fen("shogi") == "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1"
    assert sf.get_fen("shogi", fsf_shogi, []) == sf.start_fen("shogi")
    assert sf.start_fen("xiangqi") == "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
    names = sf.variants()
    for name in ["chess", "normal", "crazyhouse", "shogi", "xiangqi", "janggi", "makruk", "seirawan", "3check", "atomic"]:
        assert name in names


def test_shogi_start_has_thirty_moves():
    moves = sf.legal_moves("shogi", sf.start_fen("shogi"), [])
    assert len(moves) == 30
    assert "c3c4" in moves


def test_get_san_in_each_notation():
    assert sf.get_san("chess", START, "g1f3") == "Nf3"
    assert sf.get_san("chess", START, "g1f3", False, sf.NOTATION_LAN) == "Ng1-f3"
    shogi = sf.start_fen("shogi")
    assert sf.get_san("shogi", shogi, "c3c4") == "P-76"  # the default: Hodges, number ranks
    assert sf.get_san("shogi", shogi, "c3c4", False, sf.NOTATION_SHOGI_HODGES) == "P-7f"
    xiangqi = sf.start_fen("xiangqi")
    assert sf.get_san("xiangqi", xiangqi, "h3e3", False, sf.NOTATION_XIANGQI_WXF) == "C2=5"
    assert sf.get_san("xiangqi", xiangqi, "h3e3") == "Che3"
    assert sf.get_san("janggi", sf.start_fen("janggi"), "b1c3", False, sf.NOTATION_JANGGI) == "H02-83"
    makruk = sf.start_fen("makruk")
    assert sf.get_san("makruk", makruk, "e3e4", False, sf.NOTATION_THAI_SAN) == "จ๔"
    assert sf.get_san("makruk", makruk, "b1d2", False, sf.NOTATION_THAI_LAN) == "ม ข๑-ง๒"
    assert sf.get_san("makruk", makruk, "b1d2", False, sf.NOTATION_THAI_SAN) == "ม-ง๒"
    assert sf.get_san("seirawan", sf.start_fen("seirawan"), "g1f3h") == "Nf3/H"
    f6 = "rnbqkbnr/ppppp1pp/5p2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    assert sf.get_san("chess", f6, "d1h5") == "Qh5+"
    assert sf.get_san("atomic", f6, "d1h5") == "Qh5"  # a pseudo-royal king: no mark
    assert sf.get_san_moves("chess", START, ["e2e4", "e7e5", "g1f3"]) == ["e4", "e5", "Nf3"]


def test_notation_constants_are_pyffish_numbers():
    assert [sf.NOTATION_DEFAULT, sf.NOTATION_SAN, sf.NOTATION_LAN, sf.NOTATION_SHOGI_HOSKING,
            sf.NOTATION_SHOGI_HODGES, sf.NOTATION_SHOGI_HODGES_NUMBER, sf.NOTATION_JANGGI,
            sf.NOTATION_XIANGQI_WXF, sf.NOTATION_THAI_SAN, sf.NOTATION_THAI_LAN] == list(range(10))
    assert (sf.VALUE_MATE, sf.VALUE_DRAW, sf.FEN_OK) == (32000, 0, 1)


def test_fens_after_moves():
    assert sf.get_fen("chess", START, ["e2e4"]) == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    assert sf.get_fen("chess", "startpos", ["e2e4"]) == sf.get_fen("chess", START, ["e2e4"])
    zh = ["e2e4", "d7d5", "e4d5", "d8d5", "b1c3"]
    assert sf.get_fen("crazyhouse", sf.start_fen("crazyhouse"), zh) == (
        "rnb1kbnr/ppp1pppp/8/3q4/8/2N5/PPPP1PPP/R1BQKBNR[Pp] b KQkq - 1 3"
    )
    assert sf.get_fen("shogi", sf.start_fen("shogi"), ["c3c4"], False, True) == (
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2"
    )


def test_checks_captures_and_hands():
    fool = ["f2f3", "e7e5", "g2g4", "d8h4"]
    assert sf.gives_check("chess", START, fool) is True
    assert sf.legal_moves("chess", START, fool) == []
    assert sf.game_result("chess", START, fool) == -sf.VALUE_MATE
    zh = sf.start_fen("crazyhouse")
    assert sf.captures_to_hand("crazyhouse") and not sf.captures_to_hand("chess")
    assert sf.is_capture("crazyhouse", zh, ["e2e4", "d7d5"], "e4d5") is True
    assert sf.is_capture("crazyhouse", zh, ["e2e4", "d7d5"], "e4e5") is False
    assert sf.piece_to_partner("crazyhouse", zh, ["e2e4", "d7d5", "e4d5"]) == "p"
    assert sf.piece_to_partner("crazyhouse", zh, ["e2e4"]) == ""
    # A promoted piece goes to the partner as what it was: crazyhouse's promoted queen
    # as a pawn, shogi's dragon horse as a bishop; seirawan's queen as a queen.
    assert sf.piece_to_partner("crazyhouse", "4k2r/8/8/8/8/8/8/4K2Q~[] b - - 0 1", ["h8h1"]) == "P"
    assert sf.piece_to_partner("shogi", "4k3r/9/9/9/9/9/9/9/4K3+B[-] b - - 0 1", ["i9i1"]) == "B"
    assert sf.piece_to_partner("seirawan", "4k2r/8/8/8/8/8/8/4K2Q[] b - - 0 1", ["h8h1"]) == "Q"
    assert sf.two_boards("chess") is False
    # Partner hands (bughouse, koedem, supply): two boards, captures not to hand, and a
    # promoted queen goes to the partner as a pawn.
    assert [sf.two_boards(v) for v in ("bughouse", "koedem", "supply", "crazyhouse")] == [
        True, True, True, False]
    assert sf.captures_to_hand("bughouse") is False
    assert sf.piece_to_partner("bughouse", "4k2r/8/8/8/8/8/8/4K2Q~[] b - - 0 1", ["h8h1"]) == "P"
    assert sf.get_fen("bughouse", "4k2r/8/8/8/8/8/8/4K2Q~[] b - - 0 1", ["h8h1"]) == \
        "4k3/8/8/8/8/8/8/4K2r[] w - - 0 2"


def test_game_ends():
    rep = ["g1f3", "g8f6", "f3g1", "f6g8"]
    assert sf.is_optional_game_end("chess", START, rep * 2) == (True, 0)
    assert sf.is_optional_game_end("chess", START, rep) == (False, 0)
    assert sf.is_immediate_game_end("3check", sf.start_fen("3check"), []) == (False, 0)
    three = sf.start_fen("3check")
    checks = ["e2e4", "e7e5", "f1c4", "g8f6", "c4f7", "e8f7", "d1f3", "d7d5", "f3f6",
              "f7f6", "e4d5", "f8c5", "d2d4", "c8g4", "d4e5"]
    ended, value = sf.is_immediate_game_end("3check", three, checks)
    assert (ended, value) == (True, -sf.VALUE_MATE)
    assert sf.has_insufficient_material("chess", "8/8/8/8/8/8/8/K6k w - - 0 1", []) == (True, True)
    assert sf.has_insufficient_material("chess", START, []) == (False, False)


def test_insufficient_material_per_side():
    def dead(variant, fen):
        return sf.has_insufficient_material(variant, fen, [])

    # A bare king cannot mate; a pawn can promote.
    assert dead("chess", "4k3/4p3/8/8/8/8/8/4K3 w - - 0 1") == (True, False)
    # Two knights on the board: either may help the other side's to mate.
    assert dead("chess", "4k3/8/8/8/8/8/8/1n2K1N1 w - - 0 1") == (False, False)
    # Makruk's pawn becomes a met, which cannot mate.
    assert dead("makruk", "8/8/4k3/8/8/3P4/8/4K3 w - - 0 1") == (True, True)
    # Atomic: the enemy king counts as a helper piece beside the knight.
    assert dead("atomic", "8/8/8/4k3/8/8/8/1N2K3 w - - 0 1") == (False, True)
    # Armageddon: a draw is black's win, so any piece may decide.
    assert dead("armageddon", "4k3/8/8/8/8/8/8/2B1K3 b - - 0 1") == (False, True)
    # Xiangqi's advisors never leave their palace: no material.
    assert dead("xiangqi", "3k5/9/9/9/9/9/9/9/4A4/3AK4 w - - 0 1") == (True, True)
    # Coregal's royal queen mates.
    assert dead("coregal", "8/8/8/4k3/8/8/8/3QK3 w - - 0 1") == (False, True)
    # Courier: a bare king loses, so material is never insufficient.
    assert dead("courier", "5k6/12/12/12/12/12/12/5K6 w - - 0 1") == (False, False)
    # Troitzky's holes take squares from the king as pieces would.
    troitzky = "****1k****/**6**/*8*/*8*/10/10/*8*/*8*/**3B2**/****1K**** b - - 1 5"
    assert dead("troitzky", troitzky) == (False, True)


def test_validate_fen_codes():
    assert sf.validate_fen(START, "chess") == sf.FEN_OK
    assert sf.validate_fen("", "chess") == sf.FEN_EMPTY == 0
    assert sf.validate_fen(CHESS + " x KQkq - 0 1", "chess") == sf.FEN_INVALID_SIDE_TO_MOVE == -6
    assert sf.validate_fen(CHESS.replace("RNBQKBNR", "RNBQKBNX") + " w KQkq - 0 1", "chess") == sf.FEN_INVALID_CHAR == -10


def test_refusals_are_typed():
    with pytest.raises(ValueError, match="Invalid move 'e2e5'"):
        sf.legal_moves("chess", START, ["e2e5"])
    with pytest.raises(sf.error):
        sf.start_fen("no-such-variant")
    with pytest.raises(sf.error):
        sf.legal_moves("chess", "not a fen", [])
    with pytest.raises(ValueError, match="No such option"):
        sf.set_option("No Such Option", 1)
    sf.set_option("Threads", 2)  # a Fairy-Stockfish option: accepted, no effect
    assert isinstance(sf.version(), tuple) and len(sf.version()) == 3
    assert "Fers" in sf.info()


INI = """
[tinychess:chess]
maxRank = 6
maxFile = 6
startFen = rnbqkr/pppppp/6/6/PPPPPP/RNBQKR w - - 0 1
castling = false
doubleStep = false
promotionRegionWhite = *6
promotionRegionBlack = *1
"""


def test_load_variant_config_and_variant_path():
    sf.load_variant_config(INI)
    assert "tinychess" in sf.variants()
    assert sf.start_fen("tinychess") == "rnbqkr/pppppp/6/6/PPPPPP/RNBQKR w - - 0 1"
    assert len(sf.legal_moves("tinychess", sf.start_fen("tinychess"), [])) == 8
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "variants.ini")
        with open(path, "w") as f:
            f.write(INI.replace("tinychess", "tinychess2"))
        sf.set_option("VariantPath", path)
    assert "tinychess2" in sf.variants()
