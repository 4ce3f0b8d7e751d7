//! Passing (`pass = true` in `[rules]`, janggi): instead of moving, a side whose royal
//! piece is not attacked may pass. The pass is written as the royal piece's square
//! twice (`e2e2`), as Fairy-Stockfish writes it.

use crate::families::Compiled;
use crate::kernel::Move;
use crate::kernel::Sink;
use crate::kernel::State;
use crate::kernel::attacks::is_attacked;
use fers_geometry::Bits;

/// The pass into `sink`, when the ruleset allows passing, the side to move has one
/// royal piece and it is not in check (or, under `facing-royals-end`, it faces the
/// enemy royal piece).
pub(crate) fn generate<B: Bits, S: Sink<B>>(t: &Compiled<B>, s: &State<B>, sink: &mut S) {
    if !t.ruleset.rules.pass {
        return;
    }
    let us = s.turn;
    let Some(royal) = (s.royals(t) & s.by_color[us]).single() else {
        return;
    };
    // With the royal pieces facing (`facing-royals-end`) a pass is allowed even in check.
    if is_attacked(t, s, royal, !us, s.occupied())
        && !(t.facing.end && crate::families::facing::royals_face(t, s))
    {
        return;
    }
    if let Some(p) = s.piece_at(royal) {
        sink.one(Move::pass(p.kind, royal));
    }
}
