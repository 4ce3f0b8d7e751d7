//! En-passant captures: generated (each tested by making it on the occupancy: the one
//! capture that removes a piece from a square it does not land on), and whether the
//! side to move has one (for the hash and the FEN).

use crate::families::Compiled;
use crate::kernel::attacks::is_attacked;
use crate::kernel::targets::pseudo_targets;
use crate::kernel::{Counter, Hooks, Move, MoveKind, Sink, State};
use fers_geometry::{Bits, Square, SquareSet};
use fers_movement::{Kind, MAX_KINDS};

/// Whether the side to move has a legal en-passant capture: positions differing only by
/// an unusable target are the same position for repetition (FIDE 9.2.3), so the target
/// enters the hash (and the FEN) only when legal.
pub(crate) fn has_legal<B: Bits>(t: &Compiled<B>, s: &State<B>) -> bool {
    let mut c = Counter(0);
    en_passant(t, s, s.royals(t) & s.by_color[s.turn], &mut c);
    c.0 > 0
}

/// En passant captures, each tested by making it on the occupancy: none of the mover's
/// `royals` may be attacked afterwards.
///
/// Inline for the test every position takes (most have no en-passant target); the
/// captures are found out of line, so that the common case pays no call.
#[inline(always)]
pub(crate) fn en_passant<B: Bits, S: Sink<B>>(
    t: &Compiled<B>,
    s: &State<B>,
    royals: SquareSet<B>,
    sink: &mut S,
) {
    let Some(victim) = s.ep_victim else {
        return;
    };
    if s.ep_targets.is_empty() || t.en_passant.kinds == 0 {
        return;
    }
    en_passant_captures(t, s, royals, victim, sink);
}

/// Whether a piece of `kind` promotes by an en-passant capture that lands in its zone
/// (promotion's `en-passant`, true unless the ruleset says otherwise).
fn promotes_en_passant<B: Bits>(t: &Compiled<B>, kind: Kind) -> bool {
    t.ruleset.pieces[kind.index()]
        .promotion
        .as_ref()
        .is_none_or(|p| p.en_passant)
}

/// [`en_passant`] once the position has a target and a piece to take (`victim`).
#[inline(never)]
fn en_passant_captures<B: Bits, S: Sink<B>>(
    t: &Compiled<B>,
    s: &State<B>,
    royals: SquareSet<B>,
    victim: Square,
    sink: &mut S,
) {
    let us = s.turn;
    let occupied = s.occupied();
    let capturers = s.kinds(t.en_passant.kinds) & s.by_color[us];
    for from in capturers {
        let kind = s.piece_at(from).map_or(Kind(0), |p| p.kind);
        let pm = &t.moves[kind.index()][us];
        let candidates = pm.en_passant[from.index()] & s.ep_targets & !occupied;
        if candidates.is_empty() {
            continue;
        }
        // As in Fairy-Stockfish, a square the piece may also move to quietly is reached
        // by that quiet move, not by an en-passant capture (one move per UCI text).
        let quiet = pseudo_targets(t, s, pm, from, s.by_color[us], s.by_color[!us]) & !occupied;
        for to in candidates & !quiet {
            let after = occupied.without(from).without(victim).with(to);
            // A royal piece capturing en passant is judged on its new square.
            let moved = if royals.contains(from) {
                royals.without(from).with(to)
            } else {
                royals
            };
            if moved.iter().all(|r| !is_attacked(t, s, r, !us, after)) {
                let m = Move {
                    from,
                    to,
                    piece: kind,
                    promotion: None,
                    kind: MoveKind::EnPassant,
                    second: None,
                };
                let (zone, mandatory) = pm.promotion_squares(from, s.by_color[!us].with(to));
                if zone.contains(to) && promotes_en_passant(t, kind) {
                    let mut buf = [Kind(0); MAX_KINDS];
                    let choices = t.promotion_choices(s, kind, &mut buf);
                    if !mandatory.contains(to) {
                        sink.one(m);
                    }
                    for &c in choices {
                        // A piece promoted into a royal kind is royal on its new square.
                        if t.royal_kinds & (c.mask()) != 0 && is_attacked(t, s, to, !us, after) {
                            continue;
                        }
                        sink.one(Move {
                            promotion: Some(c),
                            ..m
                        });
                    }
                } else {
                    sink.one(m);
                }
            }
        }
    }
}
