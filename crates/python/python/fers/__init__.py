"""Fers: chess and its variants with the rules as data.

- ``fers.Board`` / ``fers.Ruleset``: a game of any ruleset, in python-chess's spirit.
- ``fers.ffish``: a drop-in for pyffish (``import fers.ffish as sf``).
- ``fers.pgn.check``: every game of a PGN text checked on Rust threads, without the GIL.
- ``fers.check_games``: lists of moves checked the same way.
"""

from fers._native import (
    Board,
    FenError,
    FfishError,
    IllegalMoveError,
    Outcome,
    Ruleset,
    RulesetError,
    __version__,
    check_games,
)
from fers._native import restore_board as _restore_board

__all__ = [
    "Board",
    "FenError",
    "FfishError",
    "IllegalMoveError",
    "Outcome",
    "Ruleset",
    "RulesetError",
    "__version__",
    "check_games",
]
