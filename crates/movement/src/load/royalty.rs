//! Royalty beyond a piece's `royal = true`: how many royal kinds a ruleset has, the kinds
//! that may not capture their own kind (`mutually-immune`: atomar's kings), and whether a
//! royal piece in check may move only to capture its checker (`royal-in-check`:
//! makpong). Pseudo-royal pieces are extinction's (`extinction.rs`); royal pieces facing
//! each other are `facing.rs`'.
//!
//! Checks here: every kind named is declared (`UnknownPiece`); `royal-in-check` is one
//! of its words (`BadRule`).

use crate::diagnostic::DiagnosticCode as Code;
use crate::ruleset::{PieceKind, Rules};

use super::checker::Checker;
use super::extends::Chain;

impl Checker<'_> {
    /// The royal kinds, in declaration order. Any number is allowed (issues #8, #10):
    /// none (no check, no checkmate), one (chess), or several (every piece of each is
    /// royal, as in coregal chess).
    pub(super) fn royal_kinds(&self, pieces: &[PieceKind]) -> Vec<usize> {
        pieces
            .iter()
            .enumerate()
            .filter(|(_, p)| p.royal)
            .map(|(i, _)| i)
            .collect()
    }

    /// Reads `mutually-immune` into `rules`.
    pub(super) fn check_mutual_immunity(
        &mut self,
        m: &Chain,
        rules: &mut Rules,
        pieces: &[PieceKind],
    ) {
        if let Some((names, src)) = m.rules(|r| r.mutually_immune.as_ref()) {
            rules.mutually_immune = self
                .kinds_named(names, src, pieces, "rules.mutually-immune")
                .unwrap_or_default();
        }
    }

    /// Reads `royal-in-check` into `rules`.
    pub(super) fn check_royal_in_check(&mut self, m: &Chain, rules: &mut Rules) {
        if let Some((v, src)) = m.rules(|r| r.royal_in_check.as_ref()) {
            let words = [("any", false), ("capture-only", true)];
            rules.royal_stays_in_check =
                (self.word(src, v, "`royal-in-check`", Code::BadRule, &words)).unwrap_or(false);
        }
    }
}
