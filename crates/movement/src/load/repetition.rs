//! The repetition rules of the East-Asian games, checked into [`Rules`]: what a forced
//! repetition means (`repetition-result`), perpetual check (`perpetual-check`), the
//! chasing rule (`perpetual-chase`, `[rules.chase]`) and the ban on moving a piece back and forth
//! (`repeated-moves`).
//!
//! Checks here: every word is one the key allows (`BadRule`). The rules judged at a
//! forced repetition — `repetition-result` other than `"draw"`, `perpetual-check` and
//! `perpetual-chase` — need `repetition-forced` (`BadRule`), and a claimable
//! `repetition` below it would let a side claim a draw before they are judged
//! (`BadRule`). `perpetual-check` needs checks: a royal kind, or pseudo-royal pieces
//! (`BadRule`). `perpetual-chase` needs `[rules.chase]`, and `[rules.chase]` needs
//! `perpetual-chase` (`BadRule`; a child may turn off its parent's rule). The chase and
//! `repeated-moves` need exactly one royal kind (`BadRoyal`); `[rules.chase]` names
//! declared kinds (`UnknownPiece`) and regions (`BadRegion`), and its values are 0 to
//! [`MAX_CHASE_VALUE`] (`BadRule`).

use crate::Color;
use crate::diagnostic::DiagnosticCode as Code;
use crate::ruleset::{Chase, NamedRegion, PieceKind, RepetitionResult, Rules};
use crate::spec::ChaseSpec;

use super::checker::Checker;
use super::extends::Chain;

/// The most a kind may be worth to `[rules.chase]`.
pub const MAX_CHASE_VALUE: i64 = 10_000;

impl Checker<'_> {
    /// Reads the repetition rules into `rules`, after the rest of `[rules]` (the counts
    /// and `[rules.extinction]`) and `[regions]`.
    pub(super) fn check_repetition(
        &mut self,
        m: &Chain,
        rules: &mut Rules,
        pieces: &[PieceKind],
        regions: &[NamedRegion],
    ) {
        let royal_kinds = pieces.iter().filter(|p| p.royal).count();
        // The first key judged at a forced repetition, for the problems of the counts.
        let mut judged: Option<(usize, usize, &str)> = None;
        if let Some((v, src)) = m.rules(|r| r.repetition_result.as_ref()) {
            let words = [
                ("draw", RepetitionResult::Draw),
                ("repeater-loses", RepetitionResult::RepeaterLoses),
                ("repeater-wins", RepetitionResult::RepeaterWins),
                ("white-wins", RepetitionResult::Wins(Color::White)),
                ("black-wins", RepetitionResult::Wins(Color::Black)),
            ];
            if let Some(r) = self.word(src, v, "`repetition-result`", Code::BadRule, &words) {
                rules.repetition_result = r;
                if r != RepetitionResult::Draw {
                    judged.get_or_insert((src, v.span().start, "repetition-result"));
                }
            }
        }
        if let Some((v, src)) = m.rules(|r| r.perpetual_check.as_ref()) {
            let words = [("none", false), ("loss", true)];
            if let Some(true) = self.word(src, v, "`perpetual-check`", Code::BadRule, &words) {
                rules.perpetual_check_loses = true;
                judged.get_or_insert((src, v.span().start, "perpetual-check"));
                let pseudo_royal = rules.extinction.as_ref().is_some_and(|e| e.pseudo_royal);
                if royal_kinds == 0 && !pseudo_royal {
                    let msg = "`perpetual-check = \"loss\"` needs checks, and no piece can be checked: declare a royal piece kind (or pseudo-royal pieces, `[rules.extinction] pseudo-royal = true`)";
                    self.err(src, v.span().start, Code::BadRule, msg);
                }
            }
        }
        if let Some((v, src)) = m.rules(|r| r.repeated_moves.as_ref()) {
            let words = [("none", false), ("loss", true)];
            if let Some(true) = self.word(src, v, "`repeated-moves`", Code::BadRule, &words) {
                rules.repeated_moves_lose = true;
                if royal_kinds != 1 {
                    let msg = "`repeated-moves = \"loss\"` needs exactly one royal piece kind: only pieces that can reach the enemy royal piece's region are judged";
                    self.err(src, v.span().start, Code::BadRoyal, msg);
                }
            }
        }
        let chase_on = match m.rules(|r| r.perpetual_chase.as_ref()) {
            Some((v, src)) => {
                let words = [("none", false), ("loss", true)];
                let on = self.word(src, v, "`perpetual-chase`", Code::BadRule, &words);
                if on == Some(true) {
                    judged.get_or_insert((src, v.span().start, "perpetual-chase"));
                }
                Some((on, src, v.span().start))
            }
            None => None,
        };
        let table = m.rules(|r| r.chase.as_ref());
        // A word `perpetual-chase` does not know is its one problem: whether the table
        // is used cannot be told.
        let chase_on = match chase_on {
            Some((None, _, _)) => return self.judged_at_forced(m, rules, judged),
            Some((Some(on), src, at)) => Some((on, src, at)),
            None => None,
        };
        match (chase_on, table) {
            (Some((true, _, _)), Some((spec, src))) => {
                rules.chase = self.chase(spec.get_ref(), src, pieces, regions);
                if royal_kinds != 1 {
                    let msg = "`perpetual-chase = \"loss\"` needs exactly one royal piece kind: attacks on it are checks, and pins are to it";
                    self.err(src, spec.span().start, Code::BadRoyal, msg);
                }
            }
            (Some((true, src, at)), None) => {
                let msg = "`perpetual-chase = \"loss\"` needs `[rules.chase]`, which says what a chase is";
                let hint = "add `[rules.chase]` with `values` (xiangqi: `{ chariot = 3, horse = 2, cannon = 2, elephant = 1, advisor = 1 }`)";
                self.hint(src, at, Code::BadRule, msg.into(), Some(hint.into()));
            }
            // A child may turn off the rule of its parent, whose table then stays unused;
            // a table written beside (or below) `"none"` would do nothing.
            (off, Some((spec, src))) if off.is_none_or(|(_, off_src, _)| off_src >= src) => {
                let msg = "`[rules.chase]` says what a chase is, but no rule judges chases: `perpetual-chase` is \"none\"";
                let hint = "set `perpetual-chase = \"loss\"`, or remove `[rules.chase]`";
                self.hint(
                    src,
                    spec.span().start,
                    Code::BadRule,
                    msg.into(),
                    Some(hint.into()),
                );
            }
            _ => {}
        }
        self.judged_at_forced(m, rules, judged);
    }

    /// The rules judged at a forced repetition (`judged`: the first key written, where)
    /// need one (`repetition-forced`), and no claimable draw before it.
    fn judged_at_forced(&mut self, m: &Chain, rules: &Rules, judged: Option<(usize, usize, &str)>) {
        let Some((src, at, key)) = judged else {
            return;
        };
        let Some(forced) = rules.repetition_forced else {
            let msg = format!(
                "`{key}` is judged when a repetition ends the game, but `repetition-forced` is 0 (off): no repetition ends it"
            );
            let hint = "set `repetition-forced` to the occurrence that ends the game (shogi: 4, xiangqi: 3)";
            self.hint(src, at, Code::BadRule, msg, Some(hint.into()));
            return;
        };
        if let Some(claim) = rules.repetition.filter(|&claim| claim < forced) {
            let written = m.rules(|r| r.repetition.as_ref());
            let (src, at) = written.map_or((src, at), |(n, s)| (s, n.span().start));
            let default = if written.is_none() {
                ", the default"
            } else {
                ""
            };
            let msg = format!(
                "a draw may be claimed at occurrence {claim} (`repetition = {claim}`{default}), before the forced repetition (`repetition-forced = {forced}`) at which `{key}` is judged: a side could claim a draw to escape it"
            );
            let hint = "set `repetition = 0`: the forced repetition alone ends the game";
            self.hint(src, at, Code::BadRule, msg, Some(hint.into()));
        }
    }

    /// `[rules.chase]`, read into a [`Chase`].
    fn chase(
        &mut self,
        spec: &ChaseSpec,
        src: usize,
        pieces: &[PieceKind],
        regions: &[NamedRegion],
    ) -> Option<Chase> {
        let mut chase = Chase {
            values: vec![0; pieces.len()],
            ..Chase::default()
        };
        for (name, value) in &spec.values {
            let who = "`rules.chase.values`";
            let Some(k) = self.kind_named(src, value.span().start, name, pieces, who) else {
                continue;
            };
            match u32::try_from(*value.get_ref()) {
                Ok(v) if i64::from(v) <= MAX_CHASE_VALUE => chase.values[k.index()] = v,
                _ => {
                    let msg = format!(
                        "`rules.chase.values`: `{name}` must be worth 0 to {MAX_CHASE_VALUE}, not {}",
                        value.get_ref()
                    );
                    self.err(src, value.span().start, Code::BadRule, msg);
                }
            }
        }
        if let Some(names) = &spec.never_chase {
            let table = "rules.chase.never-chase";
            chase.never_chase = self
                .kinds_named(names, src, pieces, table)
                .unwrap_or_default();
        }
        for (name, region) in &spec.immune_in {
            let who = "`rules.chase.immune-in`";
            let kind = self.kind_named(src, region.span().start, name, pieces, who);
            let region = self.region_named(src, region, regions, &format!("{who} `{name}`"));
            if let (Some(k), Some(r)) = (kind, region) {
                chase.immune_in.push((k, r));
            }
        }
        Some(chase)
    }
}
