//! `[rules.explosion]`, checked into [`Explosion`]: a capture blows up the capturer and
//! the pieces around the captured one (atomic chess), but for the kinds the blast
//! spares or never touches.
//!
//! Checks here: every kind named is declared; no kind is royal in a ruleset whose
//! captures explode (a royal piece is never removed, and a blast would remove it: use
//! `[rules.extinction]` with `pseudo-royal = true` instead).

use crate::diagnostic::DiagnosticCode as Code;
use crate::ruleset::{Explosion, PieceKind, Rules};

use super::checker::Checker;
use super::extends::Chain;

impl Checker<'_> {
    /// Reads `[rules.explosion]` into `rules`.
    pub(super) fn check_explosion(&mut self, m: &Chain, rules: &mut Rules, pieces: &[PieceKind]) {
        let Some((spec, src)) = m.rules(|r| r.explosion.as_ref()) else {
            return;
        };
        let at = spec.span().start;
        let spec = spec.get_ref();
        let list = |me: &mut Self, names: &Option<toml::Spanned<crate::spec::Names>>, key| {
            names
                .as_ref()
                .and_then(|n| me.kinds_named(n, src, pieces, key))
                .unwrap_or_default()
        };
        let spares = list(self, &spec.spares, "rules.explosion.spares");
        let immune = list(self, &spec.immune, "rules.explosion.immune");
        for p in pieces.iter().filter(|p| p.royal) {
            let msg = format!(
                "`{}` is royal, and a royal piece may not be blown up: with `[rules.explosion]`, make it pseudo-royal (`[rules.extinction]` with `kinds` and `pseudo-royal = true`) instead",
                p.name
            );
            self.err(src, at, Code::BadRoyal, msg);
        }
        rules.explosion = Some(Explosion { spares, immune });
    }
}
