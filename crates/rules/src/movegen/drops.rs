//! Drops: a piece from the mover's hand put on an empty square of its drop region.
//!
//! A drop never captures and never opens a line, so against one royal piece it is legal
//! when the side is not in check, or when it blocks the one checking line (the check
//! mask, which then holds only the squares between). Two things a drop can do that the
//! mask does not describe are tested by making it: serving as the screen of an enemy
//! hopper (only where the enemy has hoppers), and leaving another royal piece attacked
//! (a side with several).

use crate::attacks::is_attacked;
use crate::sink::Sink;
use crate::state::State;
use crate::tables::Tables;
use fers_geometry::{Bits, SquareSet};
use fers_movement::KindIndex;

/// Every legal drop of the side to move onto `mask` (the check mask), whose royal pieces
/// are `royals`; with `test`, each drop is made on the occupancy and kept only if no
/// royal piece is then attacked.
#[inline(never)]
pub(super) fn generate<B: Bits, S: Sink<B>>(
    t: &Tables<B>,
    s: &State<B>,
    mask: SquareSet<B>,
    royals: SquareSet<B>,
    test: bool,
    sink: &mut S,
) {
    let Some(h) = &t.hands else {
        return;
    };
    let us = s.turn;
    let occupied = s.occupied();
    let empty = t.board & !occupied & mask;
    if empty.is_empty() {
        return;
    }
    for (kind, &count) in s.hands[us].iter().enumerate().take(h.drop_region.len()) {
        if count == 0 {
            continue;
        }
        let mut targets = h.drop_region[kind][us] & empty;
        if test && royals.any() {
            targets = targets
                .iter()
                .filter(|&to| {
                    royals
                        .iter()
                        .all(|r| !is_attacked(t, s, r, !us, occupied.with(to)))
                })
                .collect();
        }
        if targets.any() {
            sink.drops(kind as KindIndex, targets);
        }
    }
}
