//! How a game ends besides its goals (`goals.rs`), the keys of `[rules]` every chess
//! game has in some form, checked into [`Rules`]: what stalemate means, the draws by the
//! move count, by repetition and by insufficient material, the loss of a side left with
//! its royal pieces alone (`bare-royal`), and the material a strict FEN may hold
//! (`material-limit`).
//!
//! Checks here: every word is one the key allows and every count is 0 (off) or in range.

use crate::diagnostic::DiagnosticCode as Code;
use crate::ruleset::{Rules, StalemateRule};
use toml::Spanned;

use super::checker::Checker;
use super::extends::Chain;

impl Checker<'_> {
    /// The ruleset's [`Rules`], their defaults changed by these keys.
    pub(super) fn check_endings(&mut self, m: &Chain) -> Rules {
        let mut rules = Rules::default();
        if let Some((s, src)) = m.rules(|r| r.stalemate.as_ref()) {
            let words = [
                ("draw", StalemateRule::Draw),
                ("loss", StalemateRule::Loss),
                ("win", StalemateRule::Win),
                ("fewer-pieces-win", StalemateRule::FewerPiecesWin),
                ("more-pieces-win", StalemateRule::MorePiecesWin),
            ];
            rules.stalemate = (self.word(src, s, "`stalemate`", Code::BadRule, &words))
                .unwrap_or(StalemateRule::Draw);
        }
        let count = |me: &mut Self,
                     v: Option<(&Spanned<i64>, usize)>,
                     default: Option<u32>,
                     key: &str,
                     min: i64| match v {
            None => default,
            Some((n, _)) if *n.get_ref() == 0 => None,
            Some((n, _)) if (min..=100_000).contains(n.get_ref()) => Some(*n.get_ref() as u32),
            Some((n, src)) => {
                let msg = format!(
                    "`{key}` must be 0 (off) or {min} to 100000, not {}",
                    n.get_ref()
                );
                me.err(src, n.span().start, Code::BadRule, msg);
                default
            }
        };
        rules.move_rule = count(
            self,
            m.rules(|r| r.move_rule.as_ref()),
            rules.move_rule,
            "move-rule",
            1,
        );
        rules.move_rule_forced = count(
            self,
            m.rules(|r| r.move_rule_forced.as_ref()),
            rules.move_rule_forced,
            "move-rule-forced",
            1,
        );
        rules.repetition = count(
            self,
            m.rules(|r| r.repetition.as_ref()),
            rules.repetition,
            "repetition",
            2,
        );
        rules.repetition_forced = count(
            self,
            m.rules(|r| r.repetition_forced.as_ref()),
            rules.repetition_forced,
            "repetition-forced",
            2,
        );
        if let Some(b) = m
            .rules(|r| r.insufficient_material.as_ref())
            .map(|(b, _)| *b)
        {
            rules.insufficient_material = b;
        }
        if let Some((b, src)) = m.rules(|r| r.material_limit.as_ref()) {
            let words = [("none", false), ("start", true)];
            rules.material_from_start =
                (self.word(src, b, "`material-limit`", Code::BadRule, &words)).unwrap_or(false);
        }
        if let Some((b, src)) = m.rules(|r| r.bare_royal.as_ref()) {
            let words = [("none", false), ("loss", true)];
            rules.bare_royal_loses =
                (self.word(src, b, "`bare-royal`", Code::BadRule, &words)).unwrap_or(false);
        }
        rules
    }
}
