"""A drop-in for pyffish, Fairy-Stockfish's Python binding, computed by Fers.

``import fers.ffish as sf`` and a program written for pyffish runs unchanged: the same
functions, signatures, constants and answers (see docs/python.md for the few places
where Fers answers differently, and why).
"""

from fers._native import ffish as _f

version = _f.version
info = _f.info
variants = _f.variants
set_option = _f.set_option
load_variant_config = _f.load_variant_config
start_fen = _f.start_fen
two_boards = _f.two_boards
captures_to_hand = _f.captures_to_hand
get_san = _f.get_san
get_san_moves = _f.get_san_moves
legal_moves = _f.legal_moves
get_fen = _f.get_fen
gives_check = _f.gives_check
is_capture = _f.is_capture
piece_to_partner = _f.piece_to_partner
game_result = _f.game_result
is_immediate_game_end = _f.is_immediate_game_end
is_optional_game_end = _f.is_optional_game_end
has_insufficient_material = _f.has_insufficient_material
validate_fen = _f.validate_fen

error = _f.error

VALUE_MATE = _f.VALUE_MATE
VALUE_DRAW = _f.VALUE_DRAW

NOTATION_DEFAULT = _f.NOTATION_DEFAULT
NOTATION_SAN = _f.NOTATION_SAN
NOTATION_LAN = _f.NOTATION_LAN
NOTATION_SHOGI_HOSKING = _f.NOTATION_SHOGI_HOSKING
NOTATION_SHOGI_HODGES = _f.NOTATION_SHOGI_HODGES
NOTATION_SHOGI_HODGES_NUMBER = _f.NOTATION_SHOGI_HODGES_NUMBER
NOTATION_JANGGI = _f.NOTATION_JANGGI
NOTATION_XIANGQI_WXF = _f.NOTATION_XIANGQI_WXF
NOTATION_THAI_SAN = _f.NOTATION_THAI_SAN
NOTATION_THAI_LAN = _f.NOTATION_THAI_LAN

FEN_OK = _f.FEN_OK
FEN_EMPTY = _f.FEN_EMPTY
FEN_INVALID_MOVE_COUNTER = _f.FEN_INVALID_MOVE_COUNTER
FEN_INVALID_HALF_MOVE_COUNTER = _f.FEN_INVALID_HALF_MOVE_COUNTER
FEN_INVALID_NUMBER_OF_KINGS = _f.FEN_INVALID_NUMBER_OF_KINGS
FEN_INVALID_EN_PASSANT_SQ = _f.FEN_INVALID_EN_PASSANT_SQ
FEN_INVALID_CASTLING_INFO = _f.FEN_INVALID_CASTLING_INFO
FEN_INVALID_SIDE_TO_MOVE = _f.FEN_INVALID_SIDE_TO_MOVE
FEN_INVALID_POCKET_INFO = _f.FEN_INVALID_POCKET_INFO
FEN_INVALID_BOARD_GEOMETRY = _f.FEN_INVALID_BOARD_GEOMETRY
FEN_TOUCHING_KINGS = _f.FEN_TOUCHING_KINGS
FEN_INVALID_CHAR = _f.FEN_INVALID_CHAR
FEN_INVALID_NB_PARTS = _f.FEN_INVALID_NB_PARTS
FEN_INVALID_PROMOTED_PIECE = _f.FEN_INVALID_PROMOTED_PIECE
FEN_INVALID_CHECK_COUNT = _f.FEN_INVALID_CHECK_COUNT
FEN_INVALID_COUNTING_RULE = _f.FEN_INVALID_COUNTING_RULE
