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

/// Under `pass-on-stalemate`, the pass of the side to move, asked once it has no other
/// legal move: none when one of its royal pieces is attacked (that is checkmate) or it
/// has no piece. It is made by its royal piece, or, without one, by its first piece (a1
/// first, then along the rank), as Fairy-Stockfish writes it.
pub(crate) fn stalemate_pass<B: Bits>(t: &Compiled<B>, s: &State<B>) -> Option<Move> {
    if !t.ruleset.rules.pass_on_stalemate {
        return None;
    }
    let us = s.turn;
    let royals = s.royals(t) & s.by_color[us];
    if royals
        .into_iter()
        .any(|r| is_attacked(t, s, r, !us, s.occupied()))
    {
        return None;
    }
    let square = royals.first().or_else(|| s.color(us).first())?;
    let p = s.piece_at(square)?;
    Some(Move::pass(p.kind, square))
}
