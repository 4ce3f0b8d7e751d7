"""fers.ffish against the real pyffish (from PyPI), function by function, along a
random game of every bundled ruleset that Fairy-Stockfish knows.

Moves are drawn from Fers's own legal moves (seeded); at every ply both modules answer
legal_moves, get_fen, gives_check, has_insufficient_material, is_immediate_game_end
and, for a few moves, get_san, get_san_moves and is_capture; at the end game_result
and is_optional_game_end. FENs are compared as tests/differential/compare.py compares
them (castling and en-passant fields read, not spelled); the differences recorded in
docs/differential.md and docs/python.md are the only ones allowed, each named below.
"""

import importlib.util
import os
import random

import pytest

import fers
import fers.ffish as ours

theirs = pytest.importorskip("pyffish")

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
_spec = importlib.util.spec_from_file_location(
    "compare", os.path.join(ROOT, "tests", "differential", "compare.py")
)
compare = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(compare)

PLIES = int(os.environ.get("FERS_DIFF_PLIES", "20"))

# The one ruleset whose SAN differs for a recorded reason (docs/python.md, "Where the
# answers differ"; docs/differential.md, "Move notation"): coregal's queen is royal in
# Fers, pseudo-royal in Fairy-Stockfish, which marks no check on it.
SAN_DIFFERS = {"coregal"}


def same_fen(name, ours_fen, theirs_fen):
    """compare.py's FEN comparison, with its documented differences
    `fsf-unusable-en-passant-field` (Fairy-Stockfish writes an en-passant field after
    every double step of a piece that is not a FIDE pawn, Fers only when a capture there
    is legal) and `fsf-sideways-pawn-step-keeps-clock` (pawnsideways and petrified: a
    sideways pawn step resets Fers's half-move clock, not Fairy-Stockfish's)."""
    if compare.same_fen(ours_fen, theirs_fen):
        return True
    a, b = ours_fen.split(), theirs_fen.split()
    if name in ("pawnsideways", "petrified") and len(a) == len(b) > 4:
        if a[:4] + a[5:] == b[:4] + b[5:]:
            return True
    return len(a) == len(b) > 3 and a[3] == "-" and a[:3] + a[4:] == b[:3] + b[4:]


def fsf_name(name):
    """Fairy-Stockfish's variant name and chess960 flag for our ruleset."""
    c960 = name.endswith("960")
    return compare.FSF_NAMES.get(name, name), c960


def cases():
    known = set(theirs.variants())
    for name in fers.Ruleset.bundled():
        variant, c960 = fsf_name(name)
        if variant in known:
            yield name


@pytest.mark.parametrize("name", list(cases()))
def test_every_function_agrees(name):
    variant, c960 = fsf_name(name)
    # Our name for the ruleset (fers.ffish knows both), their name for theirs.
    start = ours.start_fen(name)
    rng = random.Random(name)
    history = []
    problems = []

    def check(what, a, b):
        if a != b:
            problems.append(f"ply {len(history)} {what}: fers {a!r}, pyffish {b!r}")

    for _ in range(PLIES):
        mine = ours.legal_moves(name, start, history, c960)
        check("legal_moves", sorted(mine), sorted(theirs.legal_moves(variant, start, history, c960)))
        a, b = ours.get_fen(name, start, history, c960), theirs.get_fen(variant, start, history, c960)
        if not same_fen(name, a, b):
            check("get_fen", a, b)
        check("gives_check", ours.gives_check(name, start, history, c960),
              theirs.gives_check(variant, start, history, c960))
        immediate = ours.is_immediate_game_end(name, start, history, c960)
        check("is_immediate_game_end", immediate[0],
              theirs.is_immediate_game_end(variant, start, history, c960)[0])
        dead = ours.has_insufficient_material(name, start, history, c960)
        fsf_dead = theirs.has_insufficient_material(variant, start, history, c960)
        check("has_insufficient_material (both)", dead[0] and dead[1], fsf_dead[0] and fsf_dead[1])
        if not mine or immediate[0] or problems:
            break
        for m in rng.sample(mine, min(2, len(mine))):
            if name not in SAN_DIFFERS:
                check(f"get_san_moves {m}", ours.get_san_moves(name, start, history + [m], c960)[-1],
                      theirs.get_san_moves(variant, start, history + [m], c960)[-1])
            check(f"is_capture {m}", ours.is_capture(name, start, history, m, c960),
                  theirs.is_capture(variant, start, history, m, c960))
        history.append(rng.choice(mine))
    if not ours.legal_moves(name, start, history, c960):
        a = ours.game_result(name, start, history, c960)
        b = theirs.game_result(variant, start, history, c960)
        check("game_result sign", (a > 0) - (a < 0), (b > 0) - (b < 0))
    check("is_optional_game_end", ours.is_optional_game_end(name, start, history, c960)[0],
          theirs.is_optional_game_end(variant, start, history, c960)[0])
    assert not problems, f"{name} after {history}:\n" + "\n".join(problems[:10])
