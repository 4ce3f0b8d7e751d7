//! The goals of `[rules]`, checked into [`Rules`]: what checkmate means (and the
//! checkmates `decisive-checks` and a piece's `mate-loses` judge otherwise), check
//! counting, checks as a ban, captures as an obligation, the draw's winner, and
//! `[rules.flag]` (reaching a region wins). Extinction has its own file
//! (`extinction.rs`), and so do the other families of `[rules]`.
//!
//! Checks here: every word is one the key allows, every count is in range, every kind
//! named is declared, every square is on the board and every rank exists; `[rules.flag]`
//! gives a region and `safe` only with `reply = "none"`; `decisive-checks` and
//! `mate-loses` only where a piece can be checkmated.

use crate::color::{ByColor, Color};
use crate::diagnostic::DiagnosticCode as Code;
use crate::ruleset::{Flag, FlagReply, PieceKind, Rules, Verdict};
use crate::spec::FlagSpec;
use fers_geometry::{BoardShape, Square};
use toml::Spanned;

use super::checker::Checker;
use super::extends::Chain;

/// The most checks a `check-limit` may ask for.
pub const MAX_CHECK_LIMIT: i64 = 99;

impl Checker<'_> {
    /// Reads `checkmate`, `check-limit` and `giving-check` into `rules`.
    pub(super) fn check_checks(&mut self, m: &Chain, rules: &mut Rules) {
        if let Some((v, src)) = m.rules(|r| r.checkmate.as_ref()) {
            rules.checkmate = self.verdict(v, src, "checkmate");
        }
        if let Some((n, src)) = m.rules(|r| r.check_limit.as_ref()) {
            match *n.get_ref() {
                0 => rules.check_limit = None,
                k if (1..=MAX_CHECK_LIMIT).contains(&k) => rules.check_limit = Some(k as u32),
                k => {
                    let msg =
                        format!("`check-limit` must be 0 (off) or 1 to {MAX_CHECK_LIMIT}, not {k}");
                    self.err(src, n.span().start, Code::BadRule, msg);
                }
            }
        }
        if let Some((v, src)) = m.rules(|r| r.giving_check.as_ref()) {
            let words = [
                ("allowed", (true, true)),
                ("illegal", (false, false)),
                ("not-by-drops", (true, false)),
            ];
            (rules.checks_allowed, rules.drop_checks_allowed) =
                (self.word(src, v, "`giving-check`", Code::BadRule, &words))
                    .unwrap_or((true, true));
        }
    }

    /// Reads `must-capture` and `draw-winner` into `rules`.
    pub(super) fn check_captures_and_draws(&mut self, m: &Chain, rules: &mut Rules) {
        if let Some(b) = m.rules(|r| r.must_capture.as_ref()).map(|(b, _)| *b) {
            rules.must_capture = b;
        }
        if let Some((v, src)) = m.rules(|r| r.draw_winner.as_ref()) {
            let words = [
                ("none", None),
                ("white", Some(Color::White)),
                ("black", Some(Color::Black)),
            ];
            rules.draw_winner =
                (self.word(src, v, "`draw-winner`", Code::BadRule, &words)).flatten();
        }
    }

    /// Reads `[rules.flag]` into `rules`. `shape` is `None` when the board itself is
    /// broken (then squares and ranks are not checked).
    pub(super) fn check_flag(
        &mut self,
        m: &Chain,
        rules: &mut Rules,
        pieces: &[PieceKind],
        shape: Option<BoardShape>,
    ) {
        if let Some((spec, src)) = m.rules(|r| r.flag.as_ref()) {
            rules.flag = self.flag(spec, src, pieces, shape);
        }
    }

    /// `decisive-checks` and the pieces' `mate-loses`: both judge checkmates, so the
    /// ruleset needs pieces that can be checkmated (royal or pseudo-royal ones).
    pub(super) fn check_mate_rules(&mut self, m: &Chain, rules: &mut Rules, pieces: &[PieceKind]) {
        let mateable = pieces.iter().any(|p| p.royal)
            || rules.extinction.as_ref().is_some_and(|e| e.pseudo_royal);
        if let Some((names, src)) = m.rules(|r| r.decisive_checks.as_ref()) {
            rules.decisive_checks = self
                .kinds_named(names, src, pieces, "rules.decisive-checks")
                .unwrap_or_default();
            if !mateable && !rules.decisive_checks.is_empty() {
                let msg = "`decisive-checks` judges checkmates, but no piece can be checkmated: declare a royal kind (or pseudo-royal `[rules.extinction]` kinds)";
                self.err(src, names.span().start, Code::BadRoyal, msg);
            }
        }
        if !mateable {
            for (i, p) in pieces.iter().enumerate().filter(|(_, p)| p.mate_loses) {
                let (spec, src) = &m.pieces[i];
                let at = spec
                    .get_ref()
                    .mate_loses
                    .as_ref()
                    .map_or(spec.span().start, |b| b.span().start);
                let msg = format!(
                    "`{}`: `mate-loses = true` judges checkmates, but no piece can be checkmated: declare a royal kind (or pseudo-royal `[rules.extinction]` kinds)",
                    p.name
                );
                self.err(*src, at, Code::BadRoyal, msg);
            }
        }
    }

    /// `"loss"`, `"draw"` or `"win"`.
    pub(super) fn verdict(&mut self, v: &Spanned<String>, src: usize, key: &str) -> Verdict {
        let words = [
            ("loss", Verdict::Loss),
            ("draw", Verdict::Draw),
            ("win", Verdict::Win),
        ];
        let what = format!("`{key}`");
        (self.word(src, v, &what, Code::BadRule, &words)).unwrap_or(Verdict::Loss)
    }

    fn flag(
        &mut self,
        spec: &Spanned<FlagSpec>,
        src: usize,
        pieces: &[PieceKind],
        shape: Option<BoardShape>,
    ) -> Option<Flag> {
        let at = spec.span().start;
        let spec = spec.get_ref();
        let kinds = self.kinds_named(&spec.kinds, src, pieces, "rules.flag");
        if kinds.as_ref().is_some_and(|k| k.is_empty()) {
            self.err(
                src,
                spec.kinds.span().start,
                Code::BadRule,
                "`rules.flag` names no `kinds`",
            );
        }
        let words = [
            ("none", FlagReply::None),
            ("survive", FlagReply::Survive),
            ("draw", FlagReply::Draw),
        ];
        let reply = (spec.reply.as_ref())
            .and_then(|v| self.word(src, v, "`rules.flag.reply`", Code::BadRule, &words))
            .unwrap_or(FlagReply::None);
        let safe = spec.safe.as_ref().is_some_and(|b| *b.get_ref());
        if let Some(b) = &spec.safe
            && *b.get_ref()
            && reply != FlagReply::None
        {
            let msg = "`rules.flag.safe = true` needs `reply = \"none\"`: a safe piece in the region wins at once";
            self.err(src, b.span().start, Code::BadRule, msg);
        }
        let count = match &spec.count {
            None => 1,
            Some(n) => match u32::try_from(*n.get_ref()) {
                Ok(k) if (1..=255).contains(&k) => k,
                _ => {
                    let msg = format!("`rules.flag.count` must be 1 to 255, not {}", n.get_ref());
                    self.err(src, n.span().start, Code::BadRule, msg);
                    1
                }
            },
        };
        if let (Some(n), Some(b)) = (&spec.count, &spec.safe)
            && *b.get_ref()
            && *n.get_ref() > 1
        {
            let msg = "`rules.flag.safe = true` judges a lone flag piece: it needs `count = 1`";
            self.err(src, b.span().start, Code::BadRule, msg);
        }
        let shape = shape?;
        let region = |me: &mut Self,
                      squares: &Option<Vec<Spanned<String>>>,
                      ranks: &Option<Vec<Spanned<i64>>>,
                      key: &str|
         -> Vec<Square> {
            let mut out: Vec<Square> = Vec::new();
            for name in squares.iter().flatten() {
                match shape.parse_square(name.get_ref()) {
                    Ok(sq) if !out.contains(&sq) => out.push(sq),
                    Ok(_) => {}
                    Err(_) => {
                        let msg = format!(
                            "`rules.flag.{key}` names `{}`, which is not a square of the {}x{} board",
                            name.get_ref(),
                            shape.files(),
                            shape.ranks()
                        );
                        me.err(src, name.span().start, Code::BadRule, msg);
                    }
                }
            }
            for rank in ranks.iter().flatten() {
                let r = *rank.get_ref();
                if !(1..=i64::from(shape.ranks())).contains(&r) {
                    let msg = format!(
                        "`rules.flag.{key}-ranks` names rank {r}; the board has ranks 1 to {}",
                        shape.ranks()
                    );
                    me.err(src, rank.span().start, Code::BadRule, msg);
                    continue;
                }
                for file in 0..shape.files() {
                    if let Some(sq) = shape.square(i32::from(file), r as i32 - 1)
                        && !out.contains(&sq)
                    {
                        out.push(sq);
                    }
                }
            }
            out.sort();
            out
        };
        let white = region(self, &spec.white, &spec.white_ranks, "white");
        let black = region(self, &spec.black, &spec.black_ranks, "black");
        if white.is_empty() && black.is_empty() {
            let msg = "`[rules.flag]` gives neither side a region: add `white`, `white-ranks`, `black` or `black-ranks`";
            self.err(src, at, Code::BadRule, msg);
            return None;
        }
        Some(Flag {
            kinds: kinds?,
            regions: ByColor { white, black },
            reply,
            safe,
            count,
        })
    }
}
