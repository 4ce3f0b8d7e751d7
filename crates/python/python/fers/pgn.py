"""PGN collections checked in bulk: ``fers.pgn.check(text, threads=N)``."""

from fers._native import check_pgn as _check_pgn


def check(text, threads=None):
    """Check every game of the PGN ``text``, on ``threads`` Rust threads (default: one
    per core), without holding the GIL.

    Each game's moves are played in the ruleset its ``Variant`` tag names (standard
    chess without one) and its written result is checked against the game. Returns a
    list with one dict per game, in order: ``game`` (1-based), ``line`` (where it
    starts), ``ok``, ``plies`` (played), and when not ok ``code`` (``WouldExposeKing``,
    ``ResultMismatch``, ``Syntax``…), ``message`` and ``ply`` (the first illegal move's).
    """
    return _check_pgn(text, threads)
