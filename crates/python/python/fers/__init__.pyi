"""Type stubs for ``fers``: chess and its variants with the rules as data."""

from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

__version__: str

class FenError(ValueError):
    """A FEN Fers cannot read; the message names the field at fault."""

class FfishError(ValueError):
    """``fers.ffish.error``: a variant, FEN or option Fers cannot use."""

class IllegalMoveError(ValueError):
    """A refused move."""

    code: str
    """The refusal's stable code (``WouldExposeKing``, ``CastlingNotAllowed``…)."""
    message: str
    """The sentence saying why."""

class RulesetError(ValueError):
    """A ruleset with problems; the first one's place, all of them in ``diagnostics``."""

    line: Optional[int]
    column: Optional[int]
    code: Optional[str]
    hint: Optional[str]
    diagnostics: List[Dict[str, Any]]

class Ruleset:
    """A compiled ruleset: a bundled name, a TOML file or TOML text."""

    def __init__(self, name: str) -> None:
        """The bundled ruleset ``name`` (or an alias, a loaded ini section, a path)."""
    @staticmethod
    def from_toml(text: str, name: str = "ruleset.toml") -> Ruleset:
        """The ruleset written in TOML ``text``; raises ``RulesetError``."""
    @staticmethod
    def from_file(path: str) -> Ruleset:
        """The ruleset in the TOML file at ``path``; raises ``RulesetError``."""
    @staticmethod
    def bundled() -> List[str]:
        """The names of the bundled rulesets."""
    @property
    def name(self) -> str: ...
    @property
    def description(self) -> str: ...
    @property
    def start_fen(self) -> str: ...
    @property
    def size(self) -> Tuple[int, int]:
        """``(files, ranks)``."""
    @property
    def notation(self) -> str:
        """The notation its players write (``"san"``, ``"shogi-hodges"``…)."""

class Outcome:
    """How a game ended."""

    winner: Optional[str]
    """``"white"``, ``"black"`` or ``None`` for a draw."""
    result: str
    """``"1-0"``, ``"0-1"`` or ``"1/2-1/2"``."""
    reason: str
    """A stable code: ``"checkmate"``, ``"repetition"``, ``"check-limit"``…"""
    description: str
    """The reason for people: ``"third check"``."""

class Board:
    """A game of any ruleset; moves are UCI text."""

    def __init__(
        self, ruleset: Union[str, Ruleset, None] = None, fen: Optional[str] = None
    ) -> None:
        """A game of ``ruleset`` (default standard chess) from ``fen`` (default: start)."""
    @property
    def ruleset(self) -> Ruleset: ...
    @property
    def turn(self) -> str:
        """``"white"`` or ``"black"``."""
    @property
    def legal_moves(self) -> List[str]:
        """The legal moves as UCI text."""
    @property
    def move_stack(self) -> List[str]:
        """The moves played, as UCI text."""
    @property
    def starting_fen(self) -> str: ...
    def push_uci(self, uci: str) -> None:
        """Play a UCI move; raises ``IllegalMoveError``."""
    def push_san(self, san: str) -> str:
        """Play a SAN move (or the ruleset's notation); returns its UCI text."""
    def push(self, move: str) -> str:
        """Play a move in UCI or SAN; returns its UCI text."""
    def pop(self) -> str:
        """Take back the last move; returns it."""
    def fen(self) -> str: ...
    def sfen(self) -> str: ...
    def is_check(self) -> bool: ...
    def is_checkmate(self) -> bool: ...
    def is_insufficient_material(self) -> bool: ...
    def has_insufficient_material(self, color: str) -> bool: ...
    def is_stalemate(self) -> bool: ...
    def is_game_over(self) -> bool: ...
    def outcome(self) -> Optional[Outcome]: ...
    def claimable_draw(self) -> Optional[str]: ...
    def explain(self, move: str) -> Optional[Tuple[str, str]]:
        """``None`` if legal, else ``(code, sentence)``."""
    def san(self, move: str) -> str: ...
    def write(self, move: str, notation: str) -> str: ...
    def perft(self, depth: int) -> int: ...
    def divide(self, depth: int) -> List[Tuple[str, int]]: ...
    def copy(self) -> Board: ...

def check_games(
    ruleset: str,
    games: Sequence[Sequence[str]],
    fen: Optional[str] = None,
    threads: Optional[int] = None,
) -> List[Dict[str, Any]]:
    """Play each list of moves on Rust threads without the GIL; one dict per game."""
