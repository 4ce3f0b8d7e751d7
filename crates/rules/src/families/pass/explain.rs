//! Why a pass is refused: a side in check may not pass.

use crate::families::View;
use crate::illegal::{IllegalCode, IllegalMove};
use fers_geometry::{Bits, Square};

impl<B: Bits> View<'_, B> {
    /// Why a pass written on `square` (its royal piece's square twice, `e2e2`) is
    /// refused, in a ruleset that allows passing: the side is in check. `None` otherwise,
    /// or if `square` does not hold the side to move's royal piece (no pass at all).
    pub(crate) fn explain_pass(&self, square: Square) -> Option<IllegalMove> {
        let t = self.tables;
        if !t.ruleset.rules.pass {
            return None;
        }
        let royal = self
            .piece_at(square)
            .filter(|p| p.color == self.turn() && t.ruleset.pieces[p.kind.index()].royal)?;
        let kind = &t.ruleset.pieces[royal.kind.index()].name;
        self.is_check().then(|| {
            IllegalMove::new(
                IllegalCode::KingInCheck,
                format!(
                    "the {kind} on {} is in check: a side in check may not pass",
                    self.name(square)
                ),
            )
        })
    }
}
