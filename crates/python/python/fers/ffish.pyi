"""Type stubs for ``fers.ffish``, pyffish's API."""

from typing import List, Tuple

class error(ValueError): ...

VALUE_MATE: int
VALUE_DRAW: int
NOTATION_DEFAULT: int
NOTATION_SAN: int
NOTATION_LAN: int
NOTATION_SHOGI_HOSKING: int
NOTATION_SHOGI_HODGES: int
NOTATION_SHOGI_HODGES_NUMBER: int
NOTATION_JANGGI: int
NOTATION_XIANGQI_WXF: int
NOTATION_THAI_SAN: int
NOTATION_THAI_LAN: int
FEN_OK: int
FEN_EMPTY: int
FEN_INVALID_MOVE_COUNTER: int
FEN_INVALID_HALF_MOVE_COUNTER: int
FEN_INVALID_NUMBER_OF_KINGS: int
FEN_INVALID_EN_PASSANT_SQ: int
FEN_INVALID_CASTLING_INFO: int
FEN_INVALID_SIDE_TO_MOVE: int
FEN_INVALID_POCKET_INFO: int
FEN_INVALID_BOARD_GEOMETRY: int
FEN_TOUCHING_KINGS: int
FEN_INVALID_CHAR: int
FEN_INVALID_NB_PARTS: int
FEN_INVALID_PROMOTED_PIECE: int
FEN_INVALID_CHECK_COUNT: int
FEN_INVALID_COUNTING_RULE: int

def version() -> Tuple[int, int, int]:
    """The pyffish version whose API this module follows."""
def info() -> str:
    """The engine's name and version."""
def variants() -> List[str]:
    """Every variant name known."""
def set_option(name: str, value: object) -> None:
    """Set a Fairy-Stockfish option (``VariantPath`` loads an ini file)."""
def load_variant_config(config: str) -> None:
    """Load every section of ``variants.ini`` text."""
def start_fen(variant: str) -> str:
    """The start FEN of ``variant``."""
def two_boards(variant: str) -> bool: ...
def captures_to_hand(variant: str) -> bool: ...
def get_san(
    variant: str, fen: str, move: str, chess960: bool = False, notation: int = 0
) -> str:
    """``move`` (UCI) written in ``notation``."""
def get_san_moves(
    variant: str, fen: str, movelist: List[str], chess960: bool = False, notation: int = 0
) -> List[str]: ...
def legal_moves(
    variant: str, fen: str, movelist: List[str], chess960: bool = False
) -> List[str]:
    """The legal moves (UCI) after ``movelist``."""
def get_fen(
    variant: str,
    fen: str,
    movelist: List[str],
    chess960: bool = False,
    sfen: bool = False,
    showPromoted: bool = False,
    countStarted: int = 0,
) -> str: ...
def gives_check(
    variant: str, fen: str, movelist: List[str], chess960: bool = False
) -> bool: ...
def is_capture(
    variant: str, fen: str, movelist: List[str], move: str, chess960: bool = False
) -> bool: ...
def piece_to_partner(
    variant: str, fen: str, movelist: List[str], chess960: bool = False
) -> str: ...
def game_result(
    variant: str, fen: str, movelist: List[str], chess960: bool = False
) -> int: ...
def is_immediate_game_end(
    variant: str, fen: str, movelist: List[str], chess960: bool = False
) -> Tuple[bool, int]: ...
def is_optional_game_end(
    variant: str,
    fen: str,
    movelist: List[str],
    chess960: bool = False,
    count_started: int = 0,
) -> Tuple[bool, int]: ...
def has_insufficient_material(
    variant: str, fen: str, movelist: List[str], chess960: bool = False
) -> Tuple[bool, bool]: ...
def validate_fen(fen: str, variant: str, chess960: bool = False) -> int:
    """``FEN_OK`` or the negative code of the field at fault."""
