//! Royal pieces facing each other on an open file or rank: `facing-royals`, under which
//! they attack each other along it (xiangqi's flying general), and `facing-royals-end`,
//! under which they must be parted and a pass while they face ends the game (janggi's
//! bikjang). Both read into [`Rules`].
//!
//! Checks here: `facing-royals` needs a royal kind (`BadRoyal`); `facing-royals-end`
//! needs `pass = true` and not `facing-royals` (`BadRule`).

use crate::diagnostic::DiagnosticCode as Code;
use crate::ruleset::{PieceKind, Rules};

use super::checker::Checker;
use super::extends::Chain;

impl Checker<'_> {
    /// Reads `facing-royals` into `rules`.
    pub(super) fn check_facing_royals(
        &mut self,
        m: &Chain,
        rules: &mut Rules,
        pieces: &[PieceKind],
    ) {
        if let Some(b) = m.rules(|r| r.facing_royals.as_ref()).map(|(b, _)| *b) {
            rules.facing_royals = b;
            if b && !pieces.iter().any(|p| p.royal) {
                let msg = "`facing-royals = true` needs a royal piece kind: royal pieces are what may not face each other";
                self.err(0, 0, Code::BadRoyal, msg);
            }
        }
    }

    /// Reads `facing-royals-end` into `rules`, after `pass` and `facing-royals`.
    pub(super) fn check_facing_royals_end(&mut self, m: &Chain, rules: &mut Rules) {
        if let Some(b) = m.rules(|r| r.facing_royals_end.as_ref()).map(|(b, _)| *b) {
            rules.facing_royals_end = b;
            if b && (!rules.pass || rules.facing_royals) {
                let msg = "`facing-royals-end = true` needs `pass = true` (the side facing may pass, which ends the game) and not `facing-royals` (under which royal pieces never face each other)";
                self.err(0, 0, Code::BadRule, msg);
            }
        }
    }
}
