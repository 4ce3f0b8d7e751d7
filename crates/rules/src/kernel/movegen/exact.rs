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

use super::emit;
use crate::kernel::attacks::{attackers_after_step, attackers_to, screens_barred};
use crate::kernel::hooks::Hooks;
use crate::kernel::sink::{Origin, Sink};
use crate::kernel::state::State;
use crate::kernel::targets::pseudo_targets;
use fers_geometry::{Bits, Square, SquareSet};
use fers_movement::{Kind, MAX_KINDS};

/// Produces every legal move of the side to move, whose royal pieces are `royals`.
pub(super) fn generate<B: Bits, R: Hooks<B>, S: Sink<B>>(
    t: &R,
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
            let choices = t.promotion_choices(s, kind, &mut buf);
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
    t.castling_moves_exact(s, royals, sink);
    if t.needs.drops {
        t.drops(s, t.board, royals, true, sink);
    }
    t.en_passant(s, royals, sink);
}
