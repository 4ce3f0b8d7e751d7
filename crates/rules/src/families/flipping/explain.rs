//! The squares a move flips, named for a reader: `fers report` and `fers play` show
//! them beside the move.

use crate::families::View;
use crate::kernel::Move;
use fers_geometry::Bits;

impl<B: Bits> View<'_, B> {
    /// The squares whose pieces `m` (legal here) flips, by name in index order (`d4
    /// e5`): the enemy pieces that are the mover's after it. Empty when the ruleset
    /// flips nothing or `m` is a pass.
    pub(crate) fn flips(&self, m: Move) -> Vec<String> {
        let t = self.tables;
        if t.flipping.as_ref().is_none_or(|f| f.rule.is_none()) {
            return Vec::new();
        }
        let us = self.turn();
        let mut after = *self.state;
        after.play_unhashed(t, m);
        (self.state.by_color[!us] & after.by_color[us])
            .iter()
            .map(|sq| self.name(sq))
            .collect()
    }
}
