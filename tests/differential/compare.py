#!/usr/bin/env python3
"""Differential test of Fers against Fairy-Stockfish (pyffish) and python-chess.

The `playouts` binary (package fers-conformance) plays seeded random games in a bundled
ruleset and prints one JSON line per position. For every position this script asks the
oracles the same questions and reports each disagreement with the FEN:

- Fairy-Stockfish, for every ruleset it knows (variant names are the same as ours,
  except `standard` and `chess960`, which are its `chess` with or without Chess960
  castling, and `atomic960`, `extinction960` and `seirawan960`, its `atomic`,
  `extinction` and `seirawan` with Chess960 castling): the legal moves from our FEN; check; the FEN it reaches by replaying the
  game's moves from the start (so our make-move is tested, not only our move generator);
  the game's end (checkmate, stalemate, variant ends, insufficient material, and the
  claimable repetition and move rules).
- python-chess, for `standard`, `chess960` and the variants it plays (`3check`,
  `kingofthehill`, `racingkings`, `antichess`, `giveaway`, `suicide`, `atomic`,
  `atomic960`, `horde`, `crazyhouse`: PYTHON_CHESS): the same, with its `outcome()` (which
  includes the 75-move rule, fivefold repetition and each variant's own end) and its
  claimable draws.

Rules that genuinely differ, and oracle conventions, are listed in KNOWN_DIFFERENCES and
explained in docs/differential.md; they are counted, not reported. Exit status: 0 if no
disagreement (or if pyffish is not installed: then nothing is compared), 1 if any.

    python3 tests/differential/compare.py            # a few hundred positions per ruleset
    python3 tests/differential/compare.py --long     # thousands per ruleset
    python3 tests/differential/compare.py --rulesets standard,chess960 --games 50
    python3 tests/differential/compare.py --ini variants.ini   # every section of a file

With `--ini FILE`, every section of a Fairy-Stockfish `variants.ini` is compared: Fairy-
Stockfish loads the file (`pyffish.load_variant_config`), Fers loads each section as
`FILE:NAME`. A section Fers refuses is listed with the first problem it names; a section
it loads is compared as a bundled ruleset is (moves, check, the FEN reached, the game's
end, claimable draws; each position with the game's moves from the start), and its start
position's perft (depth 2, or 3 where that is small) is compared too. The summary counts
the sections that load and agree, load and disagree, and are refused, by problem.
"""

import argparse
import collections
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import time

try:
    import pyffish as sf
except ImportError:
    print("skipped: pyffish not installed (pip install pyffish chess)")
    sys.exit(0)

try:
    import chess
    import chess.variant
except ImportError:
    chess = None

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# Our ruleset name -> Fairy-Stockfish's variant name, where they differ. Our Chess960
# rulesets are FSF's variant with its chess960 flag (the flag comes from each JSON line:
# the ruleset's castling rules).
FSF_NAMES = {
    "standard": "chess",
    "chess960": "chess",
    "atomic960": "atomic",
    "extinction960": "extinction",
    "seirawan960": "seirawan",
}
# Rulesets whose positions depend on the moves before them, which a FEN does not record:
# two passes in a row end the game, as does a pass with the generals facing (bikjang);
# a shatar checkmate is drawn unless the series of checks before it held a decisive one;
# in the flipping games a side with no move passes, and two passes end the game.
# Fairy-Stockfish is asked about their positions with the game's moves from the start.
WITH_HISTORY = {
    "janggi",
    "janggicasual",
    "janggimodern",
    "janggitraditional",
    "shatar",
    "flipello",
    "flipello10",
    "ataxx",
}
# Rulesets python-chess plays, with the name of its board class (in `chess` or
# `chess.variant`).
PYTHON_CHESS = {
    "standard": "Board",
    "chess960": "Board",
    "3check": "ThreeCheckBoard",
    "kingofthehill": "KingOfTheHillBoard",
    "racingkings": "RacingKingsBoard",
    "antichess": "AntichessBoard",
    "giveaway": "GiveawayBoard",
    "suicide": "SuicideBoard",
    "atomic": "AtomicBoard",
    "atomic960": "AtomicBoard",
    "horde": "HordeBoard",
    "crazyhouse": "CrazyhouseBoard",
}
# Games per ruleset and their longest length: the default (a few hundred positions per
# ruleset, for CI) and --long (thousands).
GAMES, PLIES = 3, 60
LONG_GAMES, LONG_PLIES = 40, 300

# Differences explained in docs/differential.md. Each is a (key, predicate) pair; a
# disagreement is ignored when a predicate accepts it. `d` is the disagreement record:
# {"oracle", "aspect", "ruleset", "variant" (Fairy-Stockfish's name), "line" (the JSON
# line), "ours", "theirs"}.
KNOWN_DIFFERENCES = []


def known(key):
    """Registers a documented difference."""

    def register(predicate):
        KNOWN_DIFFERENCES.append((key, predicate))
        return predicate

    return register


@known("insufficient-material-vs-stalemate")
def _stalemate_with_bare_material(d):
    # python-chess tests insufficient material before stalemate; Fers tests "no legal
    # move" first. Where both apply (a stalemate with, say, king and knight against
    # king) both call it a draw and only the reason differs.
    return (
        d["oracle"] == "python-chess"
        and d["aspect"] == "outcome"
        and {d["ours"], d["theirs"]}
        == {"1/2-1/2 stalemate", "1/2-1/2 insufficient material"}
    )


@known("python-chess-antichess-dead-bishops")
def _antichess_dead_material(d):
    # python-chess's antichess family (antichess, giveaway, suicide) calls a position dead
    # when neither side can ever capture the other (only bishops, each side's on squares
    # of a colour the other's never stand on; or a knight each on certain colours).
    # Fairy-Stockfish and Fers have no such rule there: the game goes on until the move
    # rule or a repetition. Ignored only where python-chess's outcome is that draw and
    # ours is no outcome at all.
    return (
        d["oracle"] == "python-chess"
        and d["aspect"] == "outcome"
        and d["ruleset"] in {"antichess", "giveaway", "suicide"}
        and d["ours"] is None
        and d["theirs"] == "1/2-1/2 insufficient material"
    )


@known("python-chess-crazyhouse-clock")
def _crazyhouse_clock(d):
    # python-chess's crazyhouse counts a drop in the half-move clock and has no move rule
    # at all; Fairy-Stockfish (and Fers) reset the clock on every drop, an irreversible
    # move, and keep the fifty-move rule. Ignored only in crazyhouse, when the FENs differ
    # in the half-move clock alone, or when the only difference is our fifty-move claim
    # or end, which python-chess never makes.
    if d["oracle"] != "python-chess" or d["ruleset"] != "crazyhouse":
        return False
    if d["aspect"] == "fen":
        ours, theirs = d["ours"].split(), d["theirs"].split()
        return len(ours) == len(theirs) and ours[:4] + ours[5:] == theirs[:4] + theirs[5:]
    if d["aspect"] == "claimable-draw":
        return d["theirs"] is None and d["ours"] == "fifty-move rule"
    if d["aspect"] == "outcome":
        return d["theirs"] is None and "move rule" in (d["ours"] or "")
    return False


@known("fsf-unusable-en-passant-field")
def _unusable_en_passant_field(d):
    # For pawns that are not FIDE pawns (berolina, pawnback, pawnsideways), Fairy-Stockfish
    # writes the en-passant field after every double step, even when no piece can capture
    # there; Fers writes it only when an en-passant capture is legal. Ignored only when the
    # FENs differ in that field alone, ours is `-`, and Fairy-Stockfish itself finds the
    # same legal moves in its FEN as in ours (so the field it wrote allows no capture).
    if d["oracle"] != "fsf" or d["aspect"] != "fen":
        return False
    ours, theirs = d["ours"].split(), d["theirs"].split()
    if len(ours) != len(theirs) or ours[3] != "-" or theirs[3] == "-":
        return False
    if any(a != b for i, (a, b) in enumerate(zip(ours, theirs)) if i != 3):
        return False
    line = d["line"]
    variant = d["variant"]
    c960 = line["chess960"]
    return set(sf.legal_moves(variant, d["theirs"], [], c960)) == set(line["moves"])


@known("fsf-en-passant-targets-by-square")
def _en_passant_targets_by_square(d):
    # After a triple step, Fairy-Stockfish writes only the passed squares an enemy pawn
    # attacks; Fers writes every square passed once any of them can be taken on. Ignored
    # only when the FENs differ in the en-passant field alone, ours lists more squares,
    # and Fairy-Stockfish finds the same legal moves in our FEN as in its own.
    if d["oracle"] != "fsf" or d["aspect"] != "fen":
        return False
    ours, theirs = d["ours"].split(), d["theirs"].split()
    if len(ours) != len(theirs) or ours[3] == theirs[3] or theirs[3] == "-":
        return False
    if any(a != b for i, (a, b) in enumerate(zip(ours, theirs)) if i != 3):
        return False
    squares = lambda field: set(re.findall(r"[a-z][0-9]+", field))
    if not squares(theirs[3]) < squares(ours[3]):
        return False
    variant, c960 = d["variant"], d["line"]["chess960"]
    return set(sf.legal_moves(variant, d["ours"], [], c960)) == set(
        sf.legal_moves(variant, d["theirs"], [], c960)
    )


@known("fsf-sideways-pawn-step-keeps-clock")
def _sideways_pawn_step_keeps_clock(d):
    # In pawnsideways (and petrified, built on it) Fairy-Stockfish treats a sideways pawn
    # step as reversible (the pawn can step back) and does not reset the half-move clock;
    # Fers resets it on every move of a kind with `resets-clock` (a per-step clock rule is
    # not expressible yet). Ignored only in those rulesets, and only when the FENs differ
    # in the clock alone.
    if (
        d["oracle"] != "fsf"
        or d["aspect"] != "fen"
        or d["ruleset"] not in ("pawnsideways", "petrified")
    ):
        return False
    ours, theirs = d["ours"].split(), d["theirs"].split()
    return len(ours) == len(theirs) == 6 and all(a == b for i, (a, b) in enumerate(zip(ours, theirs)) if i != 4)


@known("fsf-no-moves-after-variant-end")
def _no_moves_after_variant_end(d):
    # Once a variant rule has ended the game (a bare king in shatranj or courier),
    # Fairy-Stockfish generates no legal moves at all; Fers still lists the moves the
    # rules of movement allow (its `outcome` says the game is over). Ignored only when
    # the game is over for both: Fers has an outcome and is_immediate_game_end is true.
    if d["oracle"] != "fsf" or d["aspect"] != "moves" or d["theirs"]:
        return False
    line = d["line"]
    if line["outcome"] is None:
        return False
    immediate, _ = sf.is_immediate_game_end(d["variant"], line["fen"], [], line["chess960"])
    return immediate


@known("fsf-drop-mate-is-legal-and-loses")
def _drop_mate_legal_and_losing(d):
    # A drop of a kind with `drop-mate = false` (the shogi pawn) that checkmates is
    # refused by Fers (uchifuzume is an illegal move in shogi); Fairy-Stockfish generates
    # it and scores the game as lost by the side that dropped. Ignored only when every
    # move Fers lacks is such a drop: after it Fairy-Stockfish finds the opponent in
    # check, without a legal move, and winning.
    if d["oracle"] != "fsf" or d["aspect"] != "moves" or d["ours"]:
        return False
    line, variant = d["line"], d["variant"]
    fen, c960 = line["fen"], line["chess960"]

    def losing_drop_mate(m):
        return (
            "@" in m
            and sf.gives_check(variant, fen, [m], c960)
            and not sf.legal_moves(variant, fen, [m], c960)
            and sf.game_result(variant, fen, [m], c960) > 0
        )

    return all(losing_drop_mate(m) for m in d["theirs"])


@known("fsf-walls-count-as-material")
def _walls_count_as_material(d):
    # Fairy-Stockfish counts the squares that are not part of the board (its walls, `*`)
    # among the pieces when it judges insufficient material, as helpers that could build
    # a mate: on such a board only a bare king is insufficient for it, so king and knight
    # against king plays on (troitzky). Fers finds the position dead, as on any board.
    # Ignored only on a board with holes, where Fers calls the position dead and
    # Fairy-Stockfish calls exactly the sides with nothing but their king insufficient.
    if d["oracle"] != "fsf" or d["aspect"] != "insufficient-material":
        return False
    placement = d["line"]["fen"].split()[0]
    if "*" not in placement or d["ours"] != "1/2-1/2 insufficient material":
        return False
    letters = [c for row in board_rows(placement) for c in row if c and c != "*"]
    bare = {
        "white": all(c == "K" for c in letters if c.isupper()),
        "black": all(c == "k" for c in letters if c.islower()),
    }
    return d["theirs"] == f"has_insufficient_material white={bare['white']} black={bare['black']}"


@known("fsf-promotion-into-pseudo-royal-group")
def _promotion_into_pseudo_royal_group(d):
    # Sho shogi: a drunk elephant that promotes to a crown prince while its side's lone
    # king (or prince) is attacked gives the side two of them to lose, so Fers lets the
    # move leave the lone one attacked; Fairy-Stockfish, whose king and prince are one
    # kind, judges a shogi-style promotion with the pseudo-royal pieces as they stood
    # before it and refuses the move. Ignored only in that ruleset, when Fairy-Stockfish
    # lists no move Fers lacks and every move Fers has beyond its list is an elephant's
    # promotion (`+`).
    if d["oracle"] != "fsf" or d["aspect"] != "moves" or d["ruleset"] != "shoshogi":
        return False
    if d["theirs"]:
        return False
    fields = d["line"]["fen"].split()
    rows = board_rows(fields[0])
    elephant = "E" if fields[1] == "w" else "e"

    def piece_on(square):
        file, rank = ord(square[0]) - ord("a"), int(square[1:])
        return rows[-rank][file]

    return all(
        m.endswith("+") and piece_on(re.match(r"[a-z][0-9]+", m).group(0)) == elephant
        for m in d["ours"]
    )


# ---------------------------------------------------------------------------------------
# FEN helpers
# ---------------------------------------------------------------------------------------


def board_rows(placement):
    """The board of a FEN as rows (last rank first) of piece letters or None."""
    rows = []
    for text in placement.split("/"):
        row, i = [], 0
        while i < len(text):
            c = text[i]
            if c.isdigit():
                j = i
                while j < len(text) and text[j].isdigit():
                    j += 1
                row.extend([None] * int(text[i:j]))
                i = j
                continue
            if c == "+":  # promoted-piece prefix (not used by our rulesets)
                i += 1
                continue
            if c != "~":
                row.append(c)
            i += 1
        rows.append(row)
    return rows


def castling_files(fen, royal="k", rook="r"):
    """The castling field as a set of (colour, rook file index), whatever the notation
    (KQkq, Shredder-FEN or X-FEN): K/Q is the outermost rook on that side of the king.
    File letters other than K/Q (first-move rights, `DEde` in cambodian) are files."""
    fields = fen.split()
    if len(fields) < 3 or fields[2] == "-":
        return frozenset()
    rows = board_rows(fields[0])
    out = set()
    for c in fields[2]:
        white = c.isupper()
        row = rows[-1] if white else rows[0]
        letter = c.lower()
        king_piece, rook_piece = (royal.upper(), rook.upper()) if white else (royal, rook)
        if letter in "kq":
            kings = [i for i, p in enumerate(row) if p == king_piece]
            if not kings:
                out.add((white, c))
                continue
            k = kings[0]
            side = range(len(row) - 1, k, -1) if letter == "k" else range(0, k)
            rooks = [i for i in side if row[i] == rook_piece]
            out.add((white, rooks[0] if rooks else c))
        else:
            out.add((white, ord(letter) - ord("a")))
    return frozenset(out)


def en_passant(fen):
    """The en-passant field as (empty target squares, square of the piece that may be
    taken), whatever the notation: Fairy-Stockfish always names that piece's square
    after the targets (`g3f4`); Fers names it only where it is not one square beyond
    the first target (`e3` means the pawn on e4). A number there is the makruk count's
    limit (`[rules.honour-counting]`), compared as it is."""
    fields = fen.split()
    if len(fields) < 4 or fields[3] == "-":
        return None
    if fields[3].isdigit():
        return fields[3]
    rows = board_rows(fields[0])
    squares = [
        (ord(m.group(1)) - ord("a"), int(m.group(2)))
        for m in re.finditer(r"([a-z])([0-9]+)", fields[3])
    ]

    def occupied(sq):
        file, rank = sq
        return 1 <= rank <= len(rows) and file < len(rows[-rank]) and rows[-rank][file]

    targets = frozenset(sq for sq in squares if not occupied(sq))
    victims = [sq for sq in squares if occupied(sq)]
    if victims:
        victim = victims[0]
    elif squares:
        # The side that moved is the one not to move now; its forward direction.
        forward = -1 if fields[1] == "w" else 1
        victim = (squares[0][0], squares[0][1] + forward)
    else:
        victim = None
    return targets, victim


def count_ran_out(fen):
    """Whether a FEN's makruk count (`[rules.honour-counting]`: the limit in plies in the
    en-passant field, the plies counted in the clock field) has run out."""
    fields = fen.split()
    if len(fields) < 6 or not fields[3].isdigit() or int(fields[3]) == 0:
        return False
    return int(fields[-2]) > int(fields[3])


def same_fen(ours, theirs):
    """Equal FENs, reading the castling field as rook squares and the en-passant field
    as targets and the piece to take."""
    a, b = ours.split(), theirs.split()
    if len(a) != len(b):
        return False
    if a[:2] != b[:2] or a[4:] != b[4:]:
        return False
    return castling_files(ours) == castling_files(theirs) and en_passant(ours) == en_passant(
        theirs
    )


# ---------------------------------------------------------------------------------------
# Comparisons
# ---------------------------------------------------------------------------------------


def fers_result(line):
    """Our game end as text: `1-0 checkmate`, or None."""
    o = line["outcome"]
    return None if o is None else f"{o['result']} {o['reason']}"


def score_for_side_to_move(line):
    """+1, 0 or -1: our outcome from the point of view of the side to move."""
    o = line["outcome"]
    if o is None or o["winner"] is None:
        return 0
    to_move = "white" if line["fen"].split()[1] == "w" else "black"
    return 1 if o["winner"] == to_move else -1


def optional_end(reason):
    """Whether our end `reason` is one Fairy-Stockfish's is_optional_game_end gives: a
    forced repetition (with perpetual check or chase, or moving a piece back and forth)
    or a forced move rule."""
    return reason is not None and (
        reason.endswith(" repetition")
        or reason.endswith("-move rule")
        or reason in ("perpetual check", "perpetual chase", "moving a piece back and forth")
    )


def sign(value):
    return (value > 0) - (value < 0)


def compare_fsf(line, variant, report, history=False):
    fen, c960 = line["fen"], line["chess960"]
    # The position as Fairy-Stockfish is asked about it: the FEN, or, for the rulesets
    # of WITH_HISTORY (and every section of an ini file), the start and the game's moves.
    with_history = history or line["ruleset"] in WITH_HISTORY
    at = (line["start"], line["history"]) if with_history else (fen, [])
    ours = set(line["moves"])
    theirs = set(sf.legal_moves(variant, *at, c960))
    if ours != theirs:
        report("fsf", "moves", line, sorted(ours - theirs), sorted(theirs - ours))
    check = sf.gives_check(variant, *at, c960)
    if check != line["check"]:
        report("fsf", "check", line, line["check"], check)
    replayed = sf.get_fen(variant, line["start"], line["history"], c960)
    if not same_fen(fen, replayed):
        report("fsf", "fen", line, fen, replayed)

    reason = line["outcome"] and line["outcome"]["reason"]
    if not ours:
        # No legal move: checkmate or stalemate, scored by the variant's rules.
        value = sf.game_result(variant, *at, c960)
        if line["outcome"] is None or sign(value) != score_for_side_to_move(line):
            report("fsf", "result", line, fers_result(line), f"game_result {value}")
        return
    # Ends that Fairy-Stockfish's is_immediate_game_end knows (variant rules such as a
    # bare king). Insufficient material, the forced move rule and fivefold repetition
    # are not among them: they are compared below.
    immediate, value = sf.is_immediate_game_end(variant, *at, c960)
    ours_immediate = (
        reason is not None
        and reason not in ("insufficient material", "the counting rules")
        and not optional_end(reason)
    )
    if immediate != ours_immediate or (
        immediate and sign(value) != score_for_side_to_move(line)
    ):
        report(
            "fsf",
            "immediate-end",
            line,
            fers_result(line),
            f"is_immediate_game_end {immediate} {value}" if immediate else None,
        )
    white, black = sf.has_insufficient_material(variant, *at, c960)
    ours_dead = reason == "insufficient material"
    if ours_dead != (white and black):
        report(
            "fsf",
            "insufficient-material",
            line,
            fers_result(line),
            f"has_insufficient_material white={white} black={black}",
        )
    # Claimable draws: FSF's optional end is the n-fold repetition and the n-move rule
    # (it replays the game to see repetitions), and the makruk counting rules, whose end
    # is a draw for Fers. Our forced versions (fivefold, 75 moves) imply the claimable
    # ones.
    optional, value = sf.is_optional_game_end(variant, line["start"], line["history"], c960)
    ours_optional = (
        line["claim"] is not None
        or reason == "the counting rules"
        or optional_end(reason)
        # A count run out where another draw (insufficient material) came first.
        or count_ran_out(fen)
    )
    # Where our forced repetition or move rule ends the game, Fairy-Stockfish's optional
    # end must score it the same (perpetual check and chase, material counting).
    scored = optional and optional_end(reason) and line["claim"] is None
    if optional != ours_optional or (scored and sign(value) != score_for_side_to_move(line)):
        report(
            "fsf",
            "claimable-draw",
            line,
            line["claim"] or fers_result(line),
            f"is_optional_game_end {optional} {value}",
        )


PYTHON_CHESS_REASONS = {
    "CHECKMATE": "checkmate",
    "STALEMATE": "stalemate",
    "INSUFFICIENT_MATERIAL": "insufficient material",
    "SEVENTYFIVE_MOVES": "seventy-five-move rule",
    "FIVEFOLD_REPETITION": "fivefold repetition",
}


# Our reasons for ends that python-chess reports as a standard termination of its own;
# every other reason of ours (extinction, a flag, the third check, a stalemate that wins)
# is one of its variant ends (VARIANT_WIN, VARIANT_LOSS, VARIANT_DRAW).
STANDARD_REASONS = set(PYTHON_CHESS_REASONS.values())


def same_python_chess_outcome(ours, theirs):
    """Whether our end (`1-0 checkmate`) is python-chess's: the same result, and the same
    reason, except that a variant end of python-chess's may have any reason of ours that is
    not one of its standard terminations, and our stalemate that wins or loses."""
    if ours is None or theirs is None:
        return ours == theirs
    (ours_score, ours_reason), (theirs_score, theirs_reason) = (
        ours.split(" ", 1),
        theirs.split(" ", 1),
    )
    if ours_score != theirs_score:
        return False
    if theirs_reason.startswith("VARIANT_"):
        return ours_reason not in STANDARD_REASONS or (
            ours_reason == "stalemate" and ours_score != "1/2-1/2"
        )
    return ours_reason == theirs_reason


class PythonChess:
    """One python-chess board per game, advanced move by move."""

    def __init__(self, board_class):
        self.board_class = board_class
        self.key = None
        self.board = None
        self.played = 0

    def board_for(self, line):
        key = (line["game"], line["start"])
        history = line["history"]
        if key != self.key or len(history) < self.played:
            self.key = key
            self.board = self.board_class(line["start"], chess960=line["chess960"])
            self.played = 0
        for uci in history[self.played :]:
            self.board.push_uci(uci)
        self.played = len(history)
        return self.board

    def compare(self, line, report):
        board = self.board_for(line)
        fen = line["fen"]
        if not same_fen(fen, board.fen()):
            report("python-chess", "fen", line, fen, board.fen())
        ours = set(line["moves"])
        theirs = {board.uci(m) for m in board.legal_moves}
        if ours != theirs:
            report("python-chess", "moves", line, sorted(ours - theirs), sorted(theirs - ours))
        if board.is_check() != line["check"]:
            report("python-chess", "check", line, line["check"], board.is_check())
        outcome = board.outcome()
        theirs_result = None
        if outcome is not None:
            theirs_result = (
                f"{outcome.result()} {PYTHON_CHESS_REASONS.get(outcome.termination.name, outcome.termination.name)}"
            )
        if not same_python_chess_outcome(fers_result(line), theirs_result):
            report("python-chess", "outcome", line, fers_result(line), theirs_result)
        if outcome is None:
            claim = None
            if board.is_repetition(3):
                claim = "threefold repetition"
            elif board.is_fifty_moves():
                claim = "fifty-move rule"
            if claim != line["claim"]:
                report("python-chess", "claimable-draw", line, line["claim"], claim)


# ---------------------------------------------------------------------------------------
# Running
# ---------------------------------------------------------------------------------------


def build_playouts(profile, reuse_test_build=False):
    """Builds the playouts binary and returns its path.

    With `reuse_test_build`, the binary of `cargo test --workspace`'s build is taken
    (built by it, as the conformance suite's integration tests need it): `.ci/run` has
    just made that build, and building playouts alone would compile the engine again,
    since the workspace's test build turns on features (`serde`) a build of one package
    does not."""
    if reuse_test_build:
        cmd = ["cargo", "test", "--workspace", "--no-run", "--quiet"]
    else:
        cmd = ["cargo", "build", "--quiet", "--profile", profile, "-p", "fers-conformance"]
        cmd += ["--bin", "playouts"]
    cmd.append("--message-format=json")
    out = subprocess.run(cmd, cwd=ROOT, check=True, stdout=subprocess.PIPE, text=True).stdout
    for message in out.splitlines():
        m = json.loads(message)
        if m.get("reason") == "compiler-artifact" and m.get("executable"):
            # The binary itself, not the harness of its unit tests.
            if m["target"]["name"] == "playouts" and not m["profile"]["test"]:
                return m["executable"]
    sys.exit("compare.py: cargo did not report the playouts executable")


def run_ruleset(name, exe, games, plies, seed, strict, show, bias=None, ini=None):
    """Compares one ruleset (with `ini`, the section `name` of that file); returns
    (printed report, number of disagreements)."""
    t0 = time.time()
    out = []
    variant = name if ini else FSF_NAMES.get(name, name)
    use_fsf = variant in set(sf.variants())
    use_pc = chess is not None and name in PYTHON_CHESS and not ini
    if use_pc:
        pc_class = getattr(chess, PYTHON_CHESS[name], None) or getattr(
            chess.variant, PYTHON_CHESS[name]
        )
    if not use_fsf and not use_pc:
        return f"{name}: skipped: no oracle knows this ruleset", 0
    bad = []
    ignored = collections.Counter()
    ends = collections.Counter()

    def report(oracle, aspect, line, ours, theirs):
        d = {
            "oracle": oracle,
            "aspect": aspect,
            "ruleset": name,
            "variant": variant,
            "line": line,
            "ours": ours,
            "theirs": theirs,
        }
        if not strict:
            for key, predicate in KNOWN_DIFFERENCES:
                if predicate(d):
                    ignored[key] += 1
                    return
        bad.append(d)

    ruleset = f"{ini}:{name}" if ini else name
    cmd = [exe, "--ruleset", ruleset, "--games", str(games), "--plies", str(plies), "--seed", str(seed)]
    if bias:
        cmd += ["--bias", bias]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True)
    positions = 0
    pc = PythonChess(pc_class) if use_pc else None
    for raw in proc.stdout:
        line = json.loads(raw)
        positions += 1
        if line["outcome"]:
            ends[line["outcome"]["reason"]] += 1
        if line["claim"]:
            ends[f"claimable {line['claim']}"] += 1
        if line["check"]:
            ends["in check"] += 1
        if use_fsf:
            compare_fsf(line, variant, report, history=bool(ini))
        if pc is not None:
            pc.compare(line, report)
    if proc.wait() != 0:
        return f"{name}: playouts failed (exit {proc.returncode}): {' '.join(cmd)}", 1

    oracles = " and ".join(
        o for o, used in (("Fairy-Stockfish", use_fsf), ("python-chess", use_pc)) if used
    )
    seen = ", ".join(f"{n} {r}" for r, n in sorted(ends.items())) or "nothing special"
    summary = (
        f"{name}: {positions} positions in {games} games against {oracles} "
        f"({seen}): {len(bad)} disagreements"
    )
    if ignored:
        summary += " (documented differences ignored: " + ", ".join(
            f"{k} x{n}" for k, n in sorted(ignored.items())
        ) + ")"
    out.append(f"{summary} [{time.time() - t0:.1f}s]")
    for d in bad[:show]:
        line = d["line"]
        out.append(f"  DISAGREE {d['oracle']} {d['aspect']}: {line['fen']}")
        out.append(f"    game {line['game']} ply {line['ply']} from {line['start']}")
        out.append(f"    moves: {' '.join(line['history'])}")
        out.append(f"    fers: {d['ours']}")
        out.append(f"    {d['oracle']}: {d['theirs']}")
    if len(bad) > show:
        out.append(f"  ... and {len(bad) - show} more")
    return "\n".join(out), len(bad)


def ini_sections(text):
    """The section names of an ini text, in order (`[name]` or `[name:parent]`)."""
    names = []
    for raw in text.splitlines():
        if raw.startswith("[") and "]" in raw:
            names.append(raw[1 : raw.index("]")].split(":", 1)[0])
    return names


def fsf_perft(variant, fen, depth, played=()):
    """Fairy-Stockfish's perft of `fen`, the moves played kept as history (a FEN does not
    record passes: two in a row end janggi's game, and pyffish knows it from the moves)."""
    moves = sf.legal_moves(variant, fen, list(played), False)
    if depth == 1:
        return len(moves)
    return sum(fsf_perft(variant, fen, depth - 1, (*played, m)) for m in moves)


def run_ini_section(path, name, exe, games, plies, seed, strict, show, bias):
    """One section of an ini file: refused (with Fers' first problem), or compared.
    Returns (report, status, detail): status "refused", "agree" or "disagree"."""
    ruleset = f"{path}:{name}"

    def perft(depth):
        proc = subprocess.run(
            [exe, "--ruleset", ruleset, "--perft", str(depth)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        return proc, (json.loads(proc.stdout) if proc.returncode == 0 else None)

    proc, first = perft(1)
    if first is None:
        problem = proc.stderr.strip().splitlines()[0] if proc.stderr.strip() else "no output"
        problem = problem.removeprefix("playouts: ")
        # `file:line:column: Code: message`: keep the code and message.
        detail = problem.split(": ", 1)[1] if re.match(r"^.*?:\d+:\d+: ", problem) else problem
        return f"{name}: refused: {problem}", "refused", detail
    if name not in set(sf.variants()):
        return f"{name}: loaded by Fers, unknown to Fairy-Stockfish", "disagree", "unknown to pyffish"
    try:
        text, bad = run_ruleset(name, exe, games, plies, seed, strict, show, bias, ini=path)
    except Exception as e:  # pyffish refuses a move of ours, or fails
        return f"{name}: DISAGREE: Fairy-Stockfish failed: {e!r}", "disagree", ""
    lines = [text]
    fen = first["fen"]
    # Fairy-Stockfish's start FEN as it writes it (the ini's may lack fields).
    theirs_start = sf.get_fen(name, sf.start_fen(name), [])
    if not same_fen(fen, theirs_start):
        lines.append(f"  DISAGREE fsf start-fen: fers {fen} / fsf {theirs_start}")
        bad += 1
    depth = 2
    _, two = perft(2)
    if two and two["perft"] <= 3000:
        depth = 3
    _, ours = perft(depth)
    try:
        theirs = fsf_perft(name, fen, depth)
    except Exception as e:
        theirs = f"failed: {e!r}"
    if ours is None or ours["perft"] != theirs:
        lines.append(f"  DISAGREE fsf perft({depth}): fers {ours and ours['perft']} / fsf {theirs}")
        bad += 1
    else:
        lines.append(f"  perft({depth}) = {theirs}: agree")
    return "\n".join(lines), ("disagree" if bad else "agree"), ""


def main_ini(args, exe, games, plies):
    """Compares every section of `args.ini` (or those of `args.rulesets`)."""
    path = args.ini
    with open(path, encoding="utf-8") as f:
        text = f.read()
    sf.load_variant_config(text)
    names = args.rulesets.split(",") if args.rulesets else ini_sections(text)
    started = time.time()
    status = collections.Counter()
    refused = collections.Counter()
    jobs = [(path, n, exe, games, plies, args.seed, args.strict, args.show, args.bias) for n in names]
    # The workers are forked: they know the file's variants already.
    with concurrent.futures.ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for report, st, detail in pool.map(run_ini_section, *zip(*jobs)):
            print(report, flush=True)
            status[st] += 1
            if st == "refused":
                # Group by code and key: `UnsupportedKey: perpetualCheckIllegal = true ...`.
                code, _, rest = detail.partition(": ")
                key = re.split(r" (?:=|is |\(|\[)", rest, maxsplit=1)[0]
                refused[f"{code}: {key}"] += 1
    print(
        f"{len(names)} sections: {status['agree']} load and agree, {status['disagree']} load and "
        f"disagree, {status['refused']} refused [{time.time() - started:.1f}s]"
    )
    for reason, n in sorted(refused.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  refused x{n}: {reason}")
    sys.exit(1 if status["disagree"] else 0)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rulesets", help="comma-separated names (default: every bundled one)")
    ap.add_argument("--games", type=int, help=f"games per ruleset (default {GAMES}; --long {LONG_GAMES})")
    ap.add_argument("--plies", type=int, help=f"longest game (default {PLIES}; --long {LONG_PLIES})")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--long", action="store_true", help="thousands of positions per ruleset")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="rulesets compared at once")
    ap.add_argument("--playouts", help="a built playouts binary (default: build it)")
    ap.add_argument(
        "--profile", default="test", help="cargo profile to build playouts with (default test)"
    )
    ap.add_argument(
        "--reuse-test-build",
        action="store_true",
        help="take playouts from `cargo test --workspace`'s build (what .ci/run has built)",
    )
    ap.add_argument(
        "--notation",
        action="store_true",
        help="compare the move notations instead: every family's dialects against "
        "pyffish.get_san and read back, SFEN against get_fen(sfen=True) "
        "(tests/differential/notation.py, a game per ruleset, 4 moves per position)",
    )
    ap.add_argument("--show", type=int, default=10, help="disagreements printed per ruleset")
    ap.add_argument(
        "--bias",
        choices=["goals"],
        help="drive games towards the variants' own ends (playouts --bias goals)",
    )
    ap.add_argument(
        "--strict", action="store_true", help="also report the documented differences"
    )
    ap.add_argument(
        "--ini",
        help="compare every section of this variants.ini (with --rulesets: those sections)",
    )
    args = ap.parse_args()
    games = args.games or (LONG_GAMES if args.long else GAMES)
    plies = args.plies or (LONG_PLIES if args.long else PLIES)

    if chess is None:
        print("python-chess not installed: only Fairy-Stockfish is compared (pip install chess)")
    exe = args.playouts or build_playouts(args.profile, args.reuse_test_build)
    if args.notation:
        import notation

        argv = ["--playouts", exe, "--read", "--games", "1", "--plies", "60", "--sample", "4"]
        if args.rulesets:
            argv += ["--rulesets", args.rulesets]
        sys.exit(notation.main(argv))
    if args.ini:
        main_ini(args, exe, games, plies)
        return
    if args.rulesets:
        names = args.rulesets.split(",")
    else:
        names = subprocess.run(
            [exe, "--list"], check=True, stdout=subprocess.PIPE, text=True
        ).stdout.split()

    started = time.time()
    total_bad = 0
    jobs = [(n, exe, games, plies, args.seed, args.strict, args.show, args.bias) for n in names]
    with concurrent.futures.ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for text, bad in pool.map(run_ruleset, *zip(*jobs)):
            print(text, flush=True)
            total_bad += bad
    print(f"{total_bad} disagreements in total [{time.time() - started:.1f}s]")
    sys.exit(1 if total_bad else 0)


if __name__ == "__main__":
    main()
