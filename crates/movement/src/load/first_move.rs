//! First-move rights: `first-move` components (checked with the other component keys in
//! `moves.rs`) and the kinds that take the right away, `first-move-aimed-by`.
//!
//! Checks here: every kind named is declared (`UnknownPiece`); `first-move-aimed-by`
//! is on a piece with a `first-move` component (`BadMove`: on another it would say
//! nothing); a ruleset with `first-move` components has no `[castling]`
//! (`BadCastling`: both would be written in the FEN's castling field).

use crate::diagnostic::DiagnosticCode as Code;
use crate::ruleset::PieceKind;

use super::checker::Checker;
use super::extends::Chain;

impl Checker<'_> {
    /// Resolves each piece's `first-move-aimed-by` and checks first moves against
    /// castling.
    pub(super) fn check_first_moves(&mut self, m: &Chain, pieces: &mut [PieceKind], castles: bool) {
        let mut refused_castling = false;
        for (i, (name, (spec, src))) in m.pieces.iter().enumerate() {
            let Some(first) = pieces
                .get(i)
                .map(|p| p.components.iter().any(|c| c.first_move))
            else {
                continue;
            };
            if first && castles && !refused_castling {
                refused_castling = true;
                let msg = format!(
                    "`{name}` has a `first-move` move, whose right the FEN's castling field holds: a ruleset with `[castling]` cannot have one"
                );
                self.err(*src, spec.span().start, Code::BadCastling, msg);
            }
            let Some(names) = &spec.get_ref().first_move_aimed_by else {
                continue;
            };
            let at = names.span().start;
            let table = format!("pieces.{name}.first-move-aimed-by");
            let kinds = self
                .kinds_named(names, *src, pieces, &table)
                .unwrap_or_default();
            if !first {
                let msg = format!(
                    "`{name}`: `first-move-aimed-by` takes away a first-move right, and `{name}` has no `first-move` move"
                );
                self.err(*src, at, Code::BadMove, msg);
            }
            if let Some(piece) = pieces.get_mut(i) {
                piece.first_move_aimed_by = kinds;
            }
        }
    }
}
