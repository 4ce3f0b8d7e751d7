//! `pass`: a side not in check may pass instead of moving (janggi), and
//! `pass-on-stalemate`: a side with no other move passes, read into [`Rules`].
//!
//! Checks here: the ruleset has exactly one royal kind (`BadRoyal`): a pass is written as
//! the royal piece's square twice (`e2e2`).

use crate::diagnostic::DiagnosticCode as Code;
use crate::ruleset::{PieceKind, Rules};

use super::checker::Checker;
use super::extends::Chain;

impl Checker<'_> {
    /// Reads `pass` into `rules`.
    pub(super) fn check_pass(&mut self, m: &Chain, rules: &mut Rules, pieces: &[PieceKind]) {
        if let Some(b) = m.rules(|r| r.pass.as_ref()).map(|(b, _)| *b) {
            rules.pass = b;
            if b && pieces.iter().filter(|p| p.royal).count() != 1 {
                let msg = "`pass = true` needs exactly one royal piece kind: a pass is written as the royal piece's square twice (`e2e2`)";
                self.err(0, 0, Code::BadRoyal, msg);
            }
        }
        if let Some(b) = m.rules(|r| r.pass_on_stalemate.as_ref()).map(|(b, _)| *b) {
            rules.pass_on_stalemate = b;
        }
    }
}
