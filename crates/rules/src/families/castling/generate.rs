//! Generating castling moves: which moves the rights allow, on the fast path (one royal
//! king, known not to be in check) and on the exact path (several royal pieces, or a
//! castling king that is not royal).
//!
//! A castling move needs: the right (king and rook unmoved), the squares the king and
//! rook cross or land on empty (b1 in standard queenside castling must be empty but may
//! be attacked), the king not in check, and no square the king crosses or lands on
//! attacked (these three only for a royal castling king).

use super::compile::CastlingPlan;
use crate::families::Compiled;
use crate::illegal::CastlingRefusal;
use crate::kernel::attacks::is_attacked;
use crate::kernel::{Move, Sink, State};
use fers_geometry::{Bits, Square, SquareSet};
use fers_movement::{CastlingMove, CastlingSide};

/// The castling spec for a side.
pub(crate) fn spec<B: Bits>(t: &Compiled<B>, side: CastlingSide) -> Option<&CastlingMove> {
    t.ruleset
        .castling
        .as_ref()?
        .moves
        .iter()
        .find(|m| m.side == side)
}

/// Checks one castling plan in the position: `Ok` if it may be played.
pub(crate) fn check<B: Bits>(
    t: &Compiled<B>,
    s: &State<B>,
    p: &CastlingPlan<B>,
) -> Result<(), CastlingRefusal> {
    let occupied = s.occupied();
    if let Some(sq) = (p.empty & occupied).first() {
        return Err(CastlingRefusal::SquaresOccupied(sq));
    }
    // A castling king that is not royal may castle out of, through and into attack (as
    // in Fairy-Stockfish: giveaway, extinction chess).
    if let Some(c) = &t.ruleset.castling
        && t.royal_kinds & (c.king.mask()) == 0
    {
        return Ok(());
    }
    if is_attacked(t, s, p.king, !s.turn, occupied) {
        return Err(CastlingRefusal::KingInCheck);
    }
    check_crossing(t, s, p, (SquareSet::EMPTY, SquareSet::EMPTY))
}

/// The part of [`check`] after the empty squares and the check on the king: the squares
/// the king crosses, and its destination on the board after castling.
///
/// `known` are squares already tested on the board without the king (its own steps, in
/// move generation) and `safe` those of them found unattacked: a crossed square among
/// them is not tested again, nor a settled destination among them
/// ([`CastlingPlan::destination_settled`]). The king must be known not to be in check:
/// a settled destination on its own square is then safe.
#[inline]
fn check_crossing<B: Bits>(
    t: &Compiled<B>,
    s: &State<B>,
    p: &CastlingPlan<B>,
    (known, safe): (SquareSet<B>, SquareSet<B>),
) -> Result<(), CastlingRefusal> {
    let them = !s.turn;
    let occupied = s.occupied();
    let lifted = occupied.without(p.king);
    let crossed = p.safe.without(p.king).without(p.king_to);
    if let Some(sq) = (crossed & known & !safe).first() {
        return Err(CastlingRefusal::PassesThroughCheck(sq));
    }
    for sq in crossed & !known {
        if is_attacked(t, s, sq, them, lifted) {
            return Err(CastlingRefusal::PassesThroughCheck(sq));
        }
    }
    // Where the rook shields nothing, a destination next to the king is attacked after
    // castling only if it was before (the rook's new square can only block where no
    // hopper can use it as a screen and no lame leaper has a leg there): known for the
    // king's own square (it is not in check) and for a step found safe.
    if p.destination_settled
        && !t.needs.general
        && (p.king_to == p.king || (known & safe).contains(p.king_to))
    {
        return Ok(());
    }
    // The destination is judged on the board after castling: in Chess960 the rook may
    // have been the only thing shielding that square along the rank.
    let after = occupied
        .without(p.king)
        .without(p.rook)
        .with(p.king_to)
        .with(p.rook_to);
    if is_attacked(t, s, p.king_to, them, after) {
        return Err(CastlingRefusal::LandsInCheck(p.king_to));
    }
    Ok(())
}

/// Generates the legal castling moves (the king is known not to be in check). `steps`
/// are the squares the king's own moves were tested on, with the board lifted of the
/// king, and which of them were found safe: the crossed squares among them are not
/// tested again.
///
/// Inline for the tests every position takes (rights, empty squares); the attacks on
/// the crossed squares are asked out of line, only for a plan whose squares are empty.
#[inline(always)]
pub(crate) fn generate<B: Bits, S: Sink<B>>(
    t: &Compiled<B>,
    s: &State<B>,
    king: Square,
    steps: (SquareSet<B>, SquareSet<B>),
    sink: &mut S,
) {
    let us = s.turn;
    // Asked at every node: the rights first, without following the ruleset's tables.
    let rights = s.castling & s.by_color[us];
    if rights.is_empty() {
        return;
    }
    let Some(king_kind) = t.castling.king else {
        return;
    };
    if !s.by_kind[king_kind.index()].contains(king) {
        return;
    }
    let occupied = s.occupied();
    for rook in rights & t.castling.rook_kinds.pieces(s) {
        // The caller knows the king is not in check: only the squares remain to test.
        if let Some(p) = t.castling.plan(us, king, rook)
            && !p.empty.intersects(occupied)
        {
            generate_plan(t, s, p, (king_kind, steps), sink);
        }
    }
}

/// The castling move of plan `p`, whose squares are empty, if no square the king
/// crosses or lands on is attacked.
#[inline(never)]
fn generate_plan<B: Bits, S: Sink<B>>(
    t: &Compiled<B>,
    s: &State<B>,
    p: &CastlingPlan<B>,
    (king_kind, steps): (fers_movement::Kind, (SquareSet<B>, SquareSet<B>)),
    sink: &mut S,
) {
    if check_crossing(t, s, p, steps).is_ok() {
        sink.one(Move::castling(p.king, p.rook, king_kind, p.side));
    }
}

/// Castling on the exact path: by the pieces of the castling king's kind (royal, or in
/// a ruleset without royal kinds any piece of that kind), the castling king's own
/// squares as [`check`] judges them, then every royal piece of the side (`royals`) on
/// the board after castling.
pub(crate) fn generate_exact<B: Bits, S: Sink<B>>(
    t: &Compiled<B>,
    s: &State<B>,
    royals: SquareSet<B>,
    sink: &mut S,
) {
    let Some(c) = &t.ruleset.castling else {
        return;
    };
    if t.royal_kinds != 0 && t.royal_kinds & (c.king.mask()) == 0 {
        return;
    }
    let us = s.turn;
    let rights = s.castling & s.by_color[us] & t.castling.rook_kinds.pieces(s);
    if rights.is_empty() {
        return;
    }
    let occupied = s.occupied();
    for king in s.by_kind[c.king.index()] & s.by_color[us] {
        for rook in rights {
            let Some(p) = t.castling.plan(us, king, rook) else {
                continue;
            };
            if check(t, s, p).is_err() {
                continue;
            }
            let after = occupied
                .without(king)
                .without(rook)
                .with(p.king_to)
                .with(p.rook_to);
            let moved = if royals.contains(king) {
                royals.without(king).with(p.king_to)
            } else {
                royals
            };
            if moved.iter().all(|r| !is_attacked(t, s, r, !us, after)) {
                sink.one(Move::castling(king, rook, c.king, p.side));
            }
        }
    }
}
