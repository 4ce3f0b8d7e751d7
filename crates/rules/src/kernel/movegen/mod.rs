//! Legal move generation with check and pin masks.
//!
//! Moves are produced into a [`Sink`] as *target sets*, so that perft can count a whole
//! piece's moves with one popcount and a move list can expand them one by one. Legality
//! is decided without making moves, except for en passant (rare, and the one capture
//! that can uncover a rank attack by removing two pieces at once):
//! - in double check only the royal piece moves;
//! - in single check other pieces must capture the checker or block its line;
//! - a pinned piece stays on the line between its king and the pinner;
//! - the royal piece never steps onto an attacked square (tested with itself lifted,
//!   so it cannot hide behind its own shadow).
//!
//! Castling, en passant and drops are the families' (`families/castling`,
//! `families/en_passant`, `families/hands`), asked through [`Hooks`] at fixed points:
//! castling when the king is not in check, drops with the same check mask (tested one
//! by one only against enemy hoppers), en passant last.
//!
//! Goals and obligations (`families/goals`): in a ruleset with goals beyond checkmate, a
//! position whose game a goal has ended has no moves, and the obligations (compulsory
//! capture, no move giving check) filter the moves of the paths below
//! ([`Hooks::goal_moves`]).
//!
//! That fast path serves a side with exactly one royal piece (or none, where every
//! pseudo-legal move is legal). A side with several royal pieces (coregal chess), or a
//! ruleset that promotes into a royal kind, takes the exact path of [`exact`]: every
//! pseudo-legal move is made on the occupancy and kept only if none of the mover's
//! royal pieces is then attacked.

use super::attacks::{
    attackers_after_step, attackers_to, block_squares, is_attacked, pin_ray, pinned, screen_lines,
    screens_barred,
};
use super::hooks::Hooks;
use super::moves::Move;
use super::sink::{Counter, Origin, Sink};
use super::state::State;
use super::tables::{Kernel, PieceMoves};
use super::targets::{by_mode, pseudo_targets_with};
use fers_geometry::{Bits, Square, SquareSet};
use fers_movement::{Kind, MAX_KINDS};

mod exact;

/// Every move of `kind` from `from` to `targets` into `sink`: the promoting ones once
/// per choice, the others as they are.
#[inline(always)]
pub(crate) fn emit<B: Bits, R: Hooks<B>, S: Sink<B>>(
    t: &R,
    s: &State<B>,
    sink: &mut S,
    pm: &PieceMoves<B>,
    kind: Kind,
    from: Origin,
    targets: SquareSet<B>,
) {
    if targets.is_empty() {
        return;
    }
    if (targets & pm.promotion_hint).is_empty() {
        sink.moves(kind, from, targets);
        return;
    }
    let (zone, mandatory) = match from {
        Origin::Square(f) => pm.promotion_squares(f, s.by_color[!s.turn]),
        // Setwise generation is off for kinds with `from-zone` (`promotion_from`) or
        // `on-capture`.
        Origin::Delta(_) => (pm.promotion_zone, pm.promotion_mandatory),
    };
    let promoting = targets & zone;
    if promoting.is_empty() {
        sink.moves(kind, from, targets);
    } else {
        let mut buf = [Kind(0); MAX_KINDS];
        let choices = t.promotion_choices(s, kind, &mut buf);
        sink.moves(kind, from, targets & !mandatory);
        sink.promotions(kind, from, promoting, choices);
    }
}

/// Produces every legal move of the side to move into `sink`: on the goal path where a
/// family needs it ([`Hooks::goal_moves`]: none once a goal has ended the game, and only
/// the moves the obligations leave), else every move the rules of movement and royal
/// safety allow.
#[inline(always)]
pub(crate) fn generate<B: Bits, R: Hooks<B>, S: Sink<B>>(t: &R, s: &State<B>, sink: &mut S) {
    #[cfg(test)]
    crate::testing::note_generation();
    if t.needs.goal_path {
        t.goal_moves(s, sink);
    } else {
        generate_moves(t, s, sink);
    }
}

/// Every legal move of the side to move, as a list.
pub(crate) fn legal_moves<B: Bits, R: Hooks<B>>(t: &R, s: &State<B>) -> Vec<Move> {
    let mut moves = Vec::with_capacity(64);
    generate(t, s, &mut moves);
    moves
}

/// The number of legal moves of the side to move, counted as target sets without
/// listing them (perft's bulk count).
#[inline(always)]
pub(crate) fn count<B: Bits, R: Hooks<B>>(t: &R, s: &State<B>) -> u64 {
    let mut c = Counter(0);
    generate(t, s, &mut c);
    c.0
}

/// Every move the rules of movement and royal safety allow, before goals and
/// obligations: the pieces' moves (with the forms a family adds to them, such as
/// gating), then the moves besides them (a pass, an in-place promotion). Inline in its
/// callers: it only chooses the path.
#[inline(always)]
pub(crate) fn generate_moves<B: Bits, R: Hooks<B>, S: Sink<B>>(t: &R, s: &State<B>, sink: &mut S) {
    if !t.needs.general {
        generate_piece_moves::<B, R, S, false>(t, s, sink);
    } else if t.needs.wrapped_moves {
        t.wrapped_moves(s, sink);
    } else {
        generate_piece_moves::<B, R, S, true>(t, s, sink);
    }
    if t.needs.extra_moves {
        t.extra_moves(s, sink);
    }
}

/// Every move of the pieces that the rules of movement and royal safety allow, compiled
/// without the tests for hoppers and lame leapers when `GENERAL` is false (for tables
/// that need no general path: [`Needs::general`](super::Needs)).
pub(crate) fn generate_piece_moves<B: Bits, R: Hooks<B>, S: Sink<B>, const GENERAL: bool>(
    t: &R,
    s: &State<B>,
    sink: &mut S,
) {
    let us = s.turn;
    let them = !us;
    let ours = s.by_color[us];
    let theirs = s.by_color[them];
    let occupied = ours | theirs;
    let mut mask = t.board;
    let mut pins = SquareSet::EMPTY;
    // Our pieces standing alone on the leg of an enemy lame leaper aimed at our king:
    // moving one may open the attack, so their moves are tested by making them.
    let mut leg_blockers = SquareSet::EMPTY;
    // Squares between our king and enemy hoppers where one move may give a hopper a
    // screen or take one away (see `screen_lines`): moves onto them are tested by
    // making them.
    let mut screens = SquareSet::EMPTY;
    let royals = s.royals(t) & ours;
    let king = royals.single();
    if king.is_none() || t.royal_promotion {
        // Several royal pieces, none, or a promotion that may create one.
        exact::generate(t, s, royals, sink);
        return;
    }
    if let Some(k) = king {
        let royal = match t.royal {
            Some(r) => r,
            None => s.piece_at(k).map_or(Kind(0), |p| p.kind),
        };
        let checkers = attackers_to(t, s, k, them, occupied);
        let pm = &t.moves[royal.index()][us];
        let lifted = occupied.without(k);
        let mut safe = SquareSet::EMPTY;
        let steps = pseudo_targets_with::<B, R, GENERAL>(t, s, pm, k, ours, theirs);
        if steps.more_than_one() {
            for to in steps {
                if !is_attacked(t, s, to, them, lifted) {
                    safe = safe.with(to);
                }
            }
        } else if let Some(to) = steps.first()
            && !is_attacked(t, s, to, them, lifted)
        {
            safe = safe.with(to);
        }
        if GENERAL && checkers.any() && t.ruleset.rules.royal_stays_in_check {
            safe &= royal_escape(checkers);
        }
        emit(t, s, sink, pm, royal, Origin::Square(k), safe);
        // With enemy hoppers on the board a double check can be answered by moving a
        // screen onto the other checker's line; otherwise only the royal piece moves.
        let hoppers = GENERAL && (s.kinds(t.attacks[them].hopper_kinds) & theirs).any();
        if checkers.is_empty() {
            t.castling_moves(s, k, (steps, safe), sink);
        } else {
            // Each checker must be captured or blocked by the one piece that moves: in
            // double check that is possible only where both attacks share a square (two
            // lame leapers on one leg).
            for c in checkers {
                mask &= block_squares(t, s, k, c, occupied).with(c);
            }
            if mask.is_empty() && !hoppers {
                t.en_passant(s, royals, sink);
                return;
            }
        }
        pins = pinned(t, s, us, k);
        if GENERAL && !t.attacks[them].lame.is_empty() {
            leg_blockers = lame_leg_blockers(t, s, k);
        }
        if hoppers && checkers.is_empty() {
            // A move may add or remove a screen, which neither pins nor a check mask
            // describe, only on the lines from the king to enemy hoppers: moves from or
            // onto those squares are tested by making them.
            // One move adds or removes at most one piece on a line.
            screens = screen_lines(t, s, k, them, 2);
            leg_blockers |= ours.without(k) & screens;
        } else if hoppers {
            // In check with enemy hoppers on the board a move may answer a check by
            // adding or removing a screen: every other move is tested by making it.
            mask = t.board;
            pins = SquareSet::EMPTY;
            leg_blockers = ours.without(k);
        }
    }
    for (kind, moves) in t.moves.iter().enumerate() {
        let kind = Kind(kind as u8);
        let mut pieces = s.by_kind[kind.index()] & ours;
        if let Some(k) = king {
            pieces = pieces.without(k);
        }
        if pieces.is_empty() {
            continue;
        }
        let pm = &moves[us];
        if let Some(entries) = &pm.setwise
            && pieces.count() as usize * 2 > entries.len()
        {
            // Many pieces, few offsets: move them all at once, one shift per offset.
            // Pinned pieces and leg blockers need their own masks: they go one by one.
            let free = pieces & !pins & !leg_blockers;
            let empty = t.board & !occupied;
            for e in entries {
                let mut from = free & e.from;
                for &leg in &e.legs {
                    from &= !occupied.shift(-leg);
                }
                let reach = from.shift(e.delta);
                let mut targets = by_mode(e.mode, reach, ours, theirs, empty) & mask;
                if GENERAL
                    && let Some(k) = king
                    && targets.intersects(screens)
                {
                    let origin = Origin::Delta(e.delta);
                    let tested = targets & screens;
                    targets &= !screens;
                    targets |= tested
                        .iter()
                        .filter(|&to| safe_after(t, s, k, origin.from(to), to))
                        .collect();
                }
                emit(t, s, sink, pm, kind, Origin::Delta(e.delta), targets);
            }
            pieces &= pins | leg_blockers;
        }
        for from in pieces {
            let mut targets =
                pseudo_targets_with::<B, R, GENERAL>(t, s, pm, from, ours, theirs) & mask;
            if pins.contains(from)
                && let Some(k) = king
            {
                targets &= pin_ray(t, s, us, k, from);
            }
            if GENERAL && let Some(k) = king {
                let tested = if leg_blockers.contains(from) {
                    targets
                } else {
                    targets & screens
                };
                if tested.any() {
                    targets &= !tested;
                    targets |= tested
                        .iter()
                        .filter(|&to| safe_after(t, s, k, from, to))
                        .collect();
                }
            }
            emit(t, s, sink, pm, kind, Origin::Square(from), targets);
        }
    }
    if t.needs.drops {
        // Against enemy hoppers `mask` is the whole board and each drop is tested.
        let hoppers = (s.kinds(t.attacks[them].hopper_kinds) & theirs).any();
        t.drops(s, mask, royals, hoppers, sink);
    }
    t.en_passant(s, royals, sink);
}

/// Where a royal piece in check may go under `royal-in-check = "capture-only"`
/// (makpong): onto its one checker, nowhere in double check (Fairy-Stockfish's
/// `makpongRule`).
#[inline]
pub(crate) fn royal_escape<B: Bits>(checkers: SquareSet<B>) -> SquareSet<B> {
    if checkers.more_than_one() {
        SquareSet::EMPTY
    } else {
        checkers
    }
}

/// Whether the king on `king` is safe after a move of another piece of the side to move
/// from `from` to `to` (a capture there takes the piece on it).
#[inline]
fn safe_after<B: Bits>(
    t: &Kernel<B>,
    s: &State<B>,
    king: Square,
    from: Square,
    to: Square,
) -> bool {
    if screens_barred(t, !s.turn) {
        // Which piece stands where decides a hop, not only which squares are occupied.
        return attackers_after_step(t, s, king, !s.turn, (from, to)).is_empty();
    }
    let after = s.occupied().without(from).with(to);
    attackers_to(t, s, king, !s.turn, after)
        .without(to)
        .is_empty()
}

/// Our pieces that alone block the leg of an enemy lame leaper attacking `king`.
fn lame_leg_blockers<B: Bits>(t: &Kernel<B>, s: &State<B>, king: Square) -> SquareSet<B> {
    let us = s.turn;
    let occupied = s.occupied();
    let mut out = SquareSet::EMPTY;
    for class in &t.attacks[!us].lame {
        let leapers =
            s.by_kind[class.kind.index()] & s.by_color[!us] & class.any_from[king.index()];
        if leapers.is_empty() {
            continue;
        }
        for &(from, path) in &class.from[king.index()] {
            if leapers.contains(from)
                && let Some(b) = (path & occupied).single()
                && s.by_color[us].contains(b)
            {
                out = out.with(b);
            }
        }
    }
    out
}
