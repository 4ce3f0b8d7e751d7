//! `[rules.extinction]`, checked into [`Extinction`]: a side with too few pieces of some
//! kinds (or of all its pieces) loses, wins or draws; with `pseudo-royal`, the last
//! pieces of those kinds may not be left attacked (atomic, spartan, sho shogi), and
//! with `duple-check` neither may all of them at once (spartan's two kings).
//!
//! Checks here: the table counts something (`kinds` or `all-pieces`); every kind named
//! is declared; `count` is 0 to 255 and `result` a verdict; `together` counts two or
//! more kinds; `pseudo-royal` names `kinds`, loses on extinction and makes no royal kind
//! pseudo-royal too; `duple-check` comes with `pseudo-royal`.

use crate::diagnostic::DiagnosticCode as Code;
use crate::ruleset::{Extinction, PieceKind, Rules, Verdict};
use crate::spec::ExtinctionSpec;
use toml::Spanned;

use super::checker::Checker;
use super::extends::Chain;

impl Checker<'_> {
    /// Reads `[rules.extinction]` into `rules`.
    pub(super) fn check_extinction(&mut self, m: &Chain, rules: &mut Rules, pieces: &[PieceKind]) {
        if let Some((spec, src)) = m.rules(|r| r.extinction.as_ref()) {
            rules.extinction = self.extinction(spec, src, pieces);
        }
    }

    fn extinction(
        &mut self,
        spec: &Spanned<ExtinctionSpec>,
        src: usize,
        pieces: &[PieceKind],
    ) -> Option<Extinction> {
        let at = spec.span().start;
        let spec = spec.get_ref();
        let kinds = match &spec.kinds {
            Some(names) => self.kinds_named(names, src, pieces, "rules.extinction")?,
            None => Vec::new(),
        };
        let all_pieces = spec.all_pieces.unwrap_or(false);
        if kinds.is_empty() && !all_pieces {
            let msg =
                "`[rules.extinction]` counts nothing: name `kinds` or set `all-pieces = true`";
            self.err(src, at, Code::BadRule, msg);
            return None;
        }
        let mut count_key = |key: &str, value: &Option<Spanned<i64>>| match value {
            None => Some(0),
            Some(n) if (0..=255).contains(n.get_ref()) => Some(*n.get_ref() as u32),
            Some(n) => {
                let msg = format!(
                    "`rules.extinction.{key}` must be 0 to 255, not {}",
                    n.get_ref()
                );
                self.err(src, n.span().start, Code::BadRule, msg);
                None
            }
        };
        let count = count_key("count", &spec.count)?;
        let opponent_count = count_key("opponent-count", &spec.opponent_count)?;
        let result = match &spec.result {
            Some(v) => self.verdict(v, src, "rules.extinction.result"),
            None => Verdict::Loss,
        };
        let together = spec.together.as_ref().is_some_and(|b| *b.get_ref());
        if let Some(b) = &spec.together
            && *b.get_ref()
            && kinds.len() < 2
        {
            let msg = "`together = true` counts `kinds` as one group: name two or more kinds";
            self.err(src, b.span().start, Code::BadRule, msg);
        }
        let pseudo_royal = spec.pseudo_royal.unwrap_or(false);
        let duple_check = spec.duple_check.unwrap_or(false);
        if pseudo_royal {
            if kinds.is_empty() {
                let msg =
                    "`pseudo-royal = true` needs `kinds`: the pieces that may not be left attacked";
                self.err(src, at, Code::BadRule, msg);
            }
            if result != Verdict::Loss {
                let msg = "`pseudo-royal = true` needs `result = \"loss\"`: a side protects the pieces it must not lose";
                self.err(src, at, Code::BadRule, msg);
            }
            for &k in &kinds {
                if pieces[k.index()].royal {
                    let msg = format!(
                        "`{}` is royal and may not also be pseudo-royal: drop `royal = true` (the extinction rule ends the game when it is lost)",
                        pieces[k.index()].name
                    );
                    self.err(src, at, Code::BadRoyal, msg);
                }
            }
        } else if duple_check {
            let msg = "`duple-check = true` needs `pseudo-royal = true`";
            self.err(src, at, Code::BadRule, msg);
        }
        Some(Extinction {
            kinds,
            together,
            all_pieces,
            count,
            opponent_count,
            result,
            pseudo_royal,
            duple_check,
        })
    }
}
