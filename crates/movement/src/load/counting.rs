//! `[rules.counting]`, checked into [`Counting`]: the points of each kind and black's
//! bonus, by which the ends by passes are scored (janggi's material counting).
//!
//! Checks here: every kind named is declared (`UnknownPiece`); points and the bonus are
//! 0 to [`MAX_POINTS`] (`BadRule`); the table needs `pass = true` (`BadRule`: there is
//! no end to score otherwise).

use crate::diagnostic::DiagnosticCode as Code;
use crate::ruleset::{Counting, PieceKind, Rules};

use super::checker::Checker;
use super::extends::Chain;

/// The most points a kind, or black's bonus, may be worth.
pub const MAX_POINTS: i64 = 10_000;

impl Checker<'_> {
    /// Reads `[rules.counting]` into `rules`.
    pub(super) fn check_counting(&mut self, m: &Chain, rules: &mut Rules, pieces: &[PieceKind]) {
        let Some((spec, src)) = m.rules(|r| r.counting.as_ref()) else {
            return;
        };
        let at = spec.span().start;
        if !rules.pass {
            let msg = "`[rules.counting]` scores the ends by passes and needs `pass = true`";
            self.err(src, at, Code::BadRule, msg);
        }
        let spec = spec.get_ref();
        let mut values = vec![0u32; pieces.len()];
        for (name, points) in &spec.values {
            let Some(k) = self.kind_named(
                src,
                points.span().start,
                name,
                pieces,
                "`rules.counting.values`",
            ) else {
                continue;
            };
            if let Some(p) = self.points(src, points, &format!("`{name}`")) {
                values[k.index()] = p;
            }
        }
        let black_bonus = spec
            .black_bonus
            .as_ref()
            .and_then(|b| self.points(src, b, "`black-bonus`"))
            .unwrap_or(0);
        rules.counting = Some(Counting {
            values,
            black_bonus,
        });
    }

    /// A number of points, 0 to [`MAX_POINTS`].
    fn points(&mut self, src: usize, n: &toml::Spanned<i64>, what: &str) -> Option<u32> {
        let v = *n.get_ref();
        if (0..=MAX_POINTS).contains(&v) {
            return u32::try_from(v).ok();
        }
        let msg = format!("`rules.counting`: {what} must be 0 to {MAX_POINTS} points, not {v}");
        self.err(src, n.span().start, Code::BadRule, msg);
        None
    }
}
