//! Why a pass is refused: a side in check may not pass; under `pass-on-stalemate`, a
//! side may pass only when it has no other move.

use crate::families::View;
use crate::illegal::{IllegalCode, IllegalMove};
use fers_geometry::{Bits, Square};

impl<B: Bits> View<'_, B> {
    /// Why a pass written on `square` (its royal piece's square twice, `e2e2`) is
    /// refused, in a ruleset that allows passing: the side is in check, or, under
    /// `pass-on-stalemate`, it has another move. `None` otherwise, or if `square` does
    /// not hold the piece that would pass (no pass at all).
    pub(crate) fn explain_pass(&self, square: Square) -> Option<IllegalMove> {
        let t = self.tables;
        let rules = &t.ruleset.rules;
        if !rules.pass && !rules.pass_on_stalemate {
            return None;
        }
        let mover = self.piece_at(square).filter(|p| p.color == self.turn())?;
        let royal = t.ruleset.pieces[mover.kind.index()].royal;
        if !rules.pass && !royal {
            // Without a royal piece, the pass is made by the side's first piece.
            return (self.pieces(self.turn()).first() == Some(square)).then(|| self.pass_refused());
        }
        if !royal {
            return None;
        }
        let kind = &t.ruleset.pieces[mover.kind.index()].name;
        if self.is_check() {
            return Some(IllegalMove::new(
                IllegalCode::KingInCheck,
                format!(
                    "the {kind} on {} is in check: a side in check may not pass",
                    self.name(square)
                ),
            ));
        }
        (!rules.pass).then(|| self.pass_refused())
    }

    /// A pass refused under `pass-on-stalemate`: the side has another move.
    fn pass_refused(&self) -> IllegalMove {
        IllegalMove::new(
            IllegalCode::SameSquare,
            "a side may pass only when it has no other legal move".to_string(),
        )
    }
}
