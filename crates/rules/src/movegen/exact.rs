//! The exact legality path: for a side with several royal pieces (coregal chess), none,
//! or in a ruleset that may promote into a royal kind.
//!
//! Check masks and pins describe the safety of one royal piece; with several, a move
//! may answer the check on one and expose another. Here every pseudo-legal move is made
//! on the occupancy (as en passant always is) and kept only if afterwards none of the
//! mover's royal pieces is attacked: a royal piece that moves is judged on its new
//! square, a piece promoted into a royal kind is royal where it lands, and a captured
//! piece attacks nothing. With no royal piece every pseudo-legal move is legal.
//! Slower than the fast path, but chosen only for such positions, so standard chess
//! never pays for it.

use super::{emit, en_passant, promotion_choices, pseudo_targets};
use crate::attacks::{attackers_after_step, attackers_to, is_attacked, screens_barred};
use crate::castling;
use crate::moves::Move;
use crate::sink::{Origin, Sink};
use crate::state::State;
use crate::tables::Tables;
use fers_geometry::{Bits, Square, SquareSet};
use fers_movement::{Kind, MAX_KINDS};

/// Produces every legal move of the side to move, whose royal pieces are `royals`.
pub(super) fn generate<B: Bits, S: Sink<B>>(
    t: &Tables<B>,
    s: &State<B>,
    royals: SquareSet<B>,
    sink: &mut S,
) {
    let us = s.turn;
    let them = !us;
    let ours = s.by_color[us];
    // Walls stand in both sides' sets: ours keeps our pieces off them, and they are no
    // capture targets.
    let theirs = s.by_color[them] & !ours;
    let occupied = ours | theirs;
    // Whether, after the piece on `from` goes to `to` (taking what stands there), none
    // of our royal pieces is attacked; `promoted_royal`: the piece becomes royal.
    // Where hoppers may not hop over some kinds, which piece stands where matters.
    let by_kind = screens_barred(t, them);
    let safe = |from: Square, to: Square, promoted_royal: bool| -> bool {
        let mut after_royals = royals;
        if royals.contains(from) {
            after_royals = after_royals.without(from).with(to);
        }
        if promoted_royal {
            after_royals = after_royals.with(to);
        }
        if after_royals.is_empty() {
            return true;
        }
        if by_kind {
            return after_royals
                .iter()
                .all(|r| attackers_after_step(t, s, r, them, (from, to)).is_empty());
        }
        let after = occupied.without(from).with(to);
        after_royals
            .iter()
            .all(|r| attackers_to(t, s, r, them, after).without(to).is_empty())
    };
    // Under `royal-in-check = "capture-only"` a royal piece in check only takes its
    // checker.
    let royal_escape = if t.ruleset.rules.royal_stays_in_check {
        let checkers = s.checkers(t, us);
        checkers.any().then(|| super::royal_escape(checkers))
    } else {
        None
    };
    for (kind, moves) in t.moves.iter().enumerate() {
        let kind = Kind(kind as u8);
        let pm = &moves[us];
        for from in s.by_kind[kind.index()] & ours {
            let mut targets = pseudo_targets(t, s, pm, from, ours, theirs);
            if let Some(escape) = royal_escape
                && royals.contains(from)
            {
                targets &= escape;
            }
            let legal: SquareSet<B> = targets.iter().filter(|&to| safe(from, to, false)).collect();
            let (zone, mandatory) = pm.promotion_squares(from, theirs);
            let promoting = targets & zone;
            if !t.royal_promotion || promoting.is_empty() {
                emit(t, s, sink, pm, kind, Origin::Square(from), legal);
                continue;
            }
            // Promotion into a royal kind: the new royal piece must be safe too.
            let mut buf = [Kind(0); MAX_KINDS];
            let choices = promotion_choices(t, s, kind, &mut buf);
            let (royal, plain): (Vec<Kind>, Vec<Kind>) = choices
                .iter()
                .partition(|&&c| t.royal_kinds & (c.mask()) != 0);
            let quiet = legal & !mandatory;
            if quiet.any() {
                sink.moves(kind, Origin::Square(from), quiet);
            }
            let plain_targets = legal & promoting;
            if plain_targets.any() && !plain.is_empty() {
                sink.promotions(kind, Origin::Square(from), plain_targets, &plain);
            }
            for c in royal {
                let to_royal: SquareSet<B> = promoting
                    .iter()
                    .filter(|&to| safe(from, to, true))
                    .collect();
                if to_royal.any() {
                    sink.promotions(kind, Origin::Square(from), to_royal, &[c]);
                }
            }
        }
    }
    castle(t, s, royals, sink);
    super::drops::generate(t, s, t.board, royals, true, sink);
    en_passant(t, s, royals, sink);
}

/// Castling by the pieces of the castling `king` kind (royal, or in a ruleset without
/// royal kinds any piece of that kind): the castling king's own squares as
/// [`castling::check`] judges them, then every royal piece on the board after castling.
fn castle<B: Bits, S: Sink<B>>(t: &Tables<B>, s: &State<B>, royals: SquareSet<B>, sink: &mut S) {
    let Some(c) = &t.ruleset.castling else {
        return;
    };
    if t.royal_kinds != 0 && t.royal_kinds & (c.king.mask()) == 0 {
        return;
    }
    let us = s.turn;
    let rights = s.castling & s.by_color[us] & t.castling_rook_kinds.pieces(s);
    if rights.is_empty() {
        return;
    }
    let occupied = s.occupied();
    for king in s.by_kind[c.king.index()] & s.by_color[us] {
        for rook in rights {
            let Some(p) = t.castling_plan(us, king, rook) else {
                continue;
            };
            if castling::check(t, s, p).is_err() {
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
