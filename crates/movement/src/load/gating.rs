//! Gating (`gating` of `[hands]`, S-chess): a piece in hand may be gated onto the square
//! a piece of the side's first rank leaves on its first move. `[hands]` reads the key
//! (`hands.rs`); the right to gate is part of the position, in the FEN's castling field.
//!
//! Checks here: `gating` is not beside `first-move` components (`BadRule`): both would
//! stand in the FEN's castling field.

use crate::diagnostic::DiagnosticCode as Code;
use crate::ruleset::PieceKind;

use super::checker::Checker;
use super::extends::Chain;

impl Checker<'_> {
    /// Gating against first-move components: both would be written as file letters in
    /// the FEN's castling field (`BadRule` at `gating`).
    pub(super) fn check_gating(&mut self, m: &Chain, pieces: &[PieceKind]) {
        let Some((spec, src)) = m.key(|f| f.hands.as_ref()) else {
            return;
        };
        let Some(gating) = spec.get_ref().gating.as_ref().filter(|g| *g.get_ref()) else {
            return;
        };
        if let Some(p) = pieces
            .iter()
            .find(|p| p.components.iter().any(|c| c.first_move))
        {
            let msg = format!(
                "`gating` writes which pieces may still gate in the FEN's castling field, where `{}`'s `first-move` right would also stand: a ruleset cannot have both",
                p.name
            );
            self.err(src, gating.span().start, Code::BadRule, msg);
        }
    }
}
