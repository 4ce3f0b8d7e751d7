//! Checks watched when a move is made (`Needs::watch_checks`): a check given counts
//! under a `check-limit`, and under `decisive-checks` the opponent's series of checks
//! goes on (decisive if it was, or if a decisive kind gives this one) or ends.

use crate::families::Compiled;
use crate::kernel::State;
use fers_geometry::{Bits, SquareSet};
use fers_movement::Color;

/// After `us` moved, in a ruleset that watches checks.
pub(crate) fn note_check<B: Bits>(t: &Compiled<B>, s: &mut State<B>, us: Color) {
    let them = !us;
    let checkers = s.checkers(t, them);
    if t.goals.check_limit.is_some() && checkers.any() {
        s.give_check(us);
    }
    if t.goals.decisive != 0 {
        s.decisive_check[them] = decisive_check_now(t, s, checkers);
    }
}

/// Whether the side to move in `s`, checked by `checkers`, is now in a decisive series:
/// it was when it last moved, or a piece of a decisive kind gives this check.
pub(crate) fn decisive_check_now<B: Bits>(
    t: &Compiled<B>,
    s: &State<B>,
    checkers: SquareSet<B>,
) -> bool {
    checkers.any() && (s.decisive_check[s.turn] || checkers.intersects(s.kinds(t.goals.decisive)))
}
