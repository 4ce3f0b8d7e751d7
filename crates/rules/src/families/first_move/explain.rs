//! Why a move only a component with a condition makes is refused now: its first-move
//! right is gone (`FirstMoveGone`), or its side is in check (`BarredInCheck`).

use crate::families::View;
use crate::illegal::{IllegalCode, IllegalMove};
use crate::kernel::tables::PieceMoves;
use fers_geometry::{Bits, Square};

impl<B: Bits> View<'_, B> {
    /// Why a move from `from` to `to` that only a `first-move` or `not-in-check`
    /// component makes is refused now: the right is gone (`FirstMoveGone`), or the side
    /// is in check (`BarredInCheck`). `None` if no such component makes it.
    pub(crate) fn explain_conditional(
        &self,
        pm: &PieceMoves<B>,
        from: Square,
        to: Square,
    ) -> Option<IllegalMove> {
        let (t, s) = (self.tables, self.state);
        let (ours, theirs) = (self.pieces(s.turn), self.pieces(!s.turn));
        let sp = pm.special.iter().find(|sp| {
            (sp.first_move || sp.not_in_check)
                && sp.from.contains(from)
                && crate::kernel::targets::special_targets(t, sp, from, ours, theirs).contains(to)
        })?;
        if sp.first_move && !s.castling.contains(from) {
            return Some(IllegalMove::new(
                IllegalCode::FirstMoveGone,
                format!(
                    "{} may move to {} only as its first move, and it has moved or lost that right",
                    self.describe(from),
                    self.name(to)
                ),
            ));
        }
        Some(IllegalMove::new(
            IllegalCode::BarredInCheck,
            format!(
                "{} may not move to {} while {} is in check",
                self.describe(from),
                self.name(to),
                s.turn.name()
            ),
        ))
    }
}
