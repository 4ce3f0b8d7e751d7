//! `no-screen`: the kinds a hopping piece may not hop over.
//!
//! Checks here: every kind named is declared (`UnknownPiece`); the piece has a hop to
//! restrict (`BadMove`: on a piece that never hops the key would say nothing).

use crate::Motion;
use crate::diagnostic::DiagnosticCode as Code;
use crate::ruleset::PieceKind;

use super::checker::Checker;
use super::extends::Chain;

impl Checker<'_> {
    /// Resolves each piece's `no-screen` names to kinds.
    pub(super) fn check_screens(&mut self, m: &Chain, pieces: &mut [PieceKind]) {
        for (i, (name, (spec, src))) in m.pieces.iter().enumerate() {
            let Some(names) = &spec.get_ref().no_screen else {
                continue;
            };
            let at = names.span().start;
            let who = format!("`{name}`: `no-screen`");
            let mut kinds = Vec::new();
            for n in &names.get_ref().0 {
                if let Some(k) = self.kind_named(*src, at, n, pieces, &who)
                    && !kinds.contains(&k)
                {
                    kinds.push(k);
                }
            }
            let Some(piece) = pieces.get_mut(i) else {
                continue;
            };
            let hops = piece
                .components
                .iter()
                .any(|c| matches!(c.motion, Motion::Hop { .. }));
            if !hops {
                let msg = format!(
                    "`{name}`: `no-screen` applies to a piece that hops (a `hop` or Betza `p`/`g` move), and `{name}` has none"
                );
                self.err(*src, at, Code::BadMove, msg);
            }
            piece.no_screen = kinds;
        }
    }
}
