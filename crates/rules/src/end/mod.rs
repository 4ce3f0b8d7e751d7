//! How a game ends, as data: the `[rules]` of a ruleset compiled into an ordered list of
//! [`EndCondition`]s, and the one function that evaluates them.
//!
//! The first condition that holds decides the [`Outcome`]. For the FIDE rules the list
//! is:
//!
//! ```
//! # use fers_rules::{load_ruleset, EndCondition, StalemateRule, Verdict};
//! # use fers_rules::typed::compile;
//! # let text = include_str!("../../../../rulesets/standard.toml");
//! # let tables = compile::<u64>(load_ruleset(text, "standard.toml", &|_| None).unwrap()).unwrap();
//! assert_eq!(
//!     EndCondition::compile(&tables.ruleset().rules),
//!     [
//!         EndCondition::Checkmate(Verdict::Loss),
//!         EndCondition::Stalemate(StalemateRule::Draw),
//!         EndCondition::InsufficientMaterial,
//!         EndCondition::MoveRule { moves: 75 },
//!         EndCondition::Repetition { times: 5 },
//!     ]
//! );
//! ```
//!
//! The goals that hold before any move (extinction, reaching a region, a number of checks
//! given) come first, in the order of `goals.rs`, which also judges them for move
//! generation. A new goal is a new variant here, a line in [`EndCondition::compile`] for
//! its `[rules]` key, and an arm in `evaluate`; nothing else asks how games end. Under
//! `draw-winner` (armageddon) every draw the list finds is scored for that side. Claimable draws (threefold
//! repetition, the fifty-move rule) end a game only when claimed and are not in this
//! list: see [`crate::Game::claimable_draw`].

mod material;

use crate::families::counting::scored;
use crate::families::goals::judge as goals;
use crate::outcome::{EndReason, Outcome};
use crate::position::Position;
use crate::repetition::{Cycle, Plies};
use fers_geometry::Bits;
use fers_movement::{Rules, StalemateRule, Verdict};

/// One way a game can end by itself, without a claim. Compiled from `[rules]` by
/// [`EndCondition::compile`], in the order they are tested.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum EndCondition {
    /// Both sides have passed, one after the other (`pass`).
    Passes,
    /// The royal pieces face each other after a pass (`facing-royals-end`).
    FacingRoyals,
    /// A side has run out of the pieces `[rules.extinction]` counts.
    Extinction,
    /// A side has reached its region (`[rules.flag]`).
    Flag,
    /// A side castled to win, or lost the castling rights that would (`castling-wins`).
    CastlingGoal,
    /// A side has given `checks` checks (`check-limit`).
    CheckLimit {
        /// The number of checks that wins.
        checks: u32,
    },
    /// The side that just moved has connected its pieces (`[rules.connect]`).
    Connection,
    /// No square of the board is empty (`full-board-ends`): drawn, or counted
    /// (`[rules.counting]`).
    FullBoard,
    /// The side to move has no legal move and is in check; the verdict is what that
    /// means for it (a loss, or a win in misère chess), unless `mate-loses` or
    /// `decisive-checks` judge this checkmate otherwise.
    Checkmate(Verdict),
    /// The side to move has no legal move and is not in check; the rule says who wins.
    Stalemate(StalemateRule),
    /// A side left with only royal pieces, after the other could bare it back, loses
    /// (`bare-royal-loses`, shatranj).
    BareRoyal,
    /// A dead position by material is drawn (`insufficient-material`).
    InsufficientMaterial,
    /// A draw when the count of `[rules.honour-counting]` has run out (makruk's
    /// board's and pieces' honour).
    HonourCounting,
    /// A draw after this many full moves without a capture or an irreversible move
    /// (`move-rule-forced`, 75 in FIDE); scored by `[rules.counting]` where the ruleset
    /// counts (janggi).
    MoveRule {
        /// Full moves.
        moves: u32,
    },
    /// A side that moved one piece back and forth once too often loses
    /// (`repeated-moves`, janggi's modern rules). Needs the game's history.
    RepeatedMoves,
    /// The position occurs this many times (`repetition-forced`, 5 in FIDE): a draw,
    /// unless a side checked or chased with every move since the first occurrence
    /// (`perpetual-check`, `[rules.chase]`: it loses) or `repetition-result` says
    /// otherwise; a draw is scored by `[rules.counting]` where the ruleset counts.
    /// Needs the game's history: a lone [`Position`] never ends this way.
    Repetition {
        /// Occurrences.
        times: u32,
    },
}

impl EndCondition {
    /// The conditions of `rules`, in the order they are tested: the goals that hold
    /// before any move (passes, facing royal pieces, extinction, flag, castling, check
    /// count, connection, full board), then no legal move (checkmate,
    /// then stalemate), then bare royal, insufficient material, the count of
    /// `[rules.honour-counting]`, the forced move rule, moves back and forth and forced
    /// repetition.
    pub fn compile(rules: &Rules) -> Vec<EndCondition> {
        let mut out = Vec::new();
        if rules.pass || rules.pass_on_stalemate {
            out.push(EndCondition::Passes);
        }
        if rules.facing_royals_end {
            out.push(EndCondition::FacingRoyals);
        }
        if rules.extinction.is_some() {
            out.push(EndCondition::Extinction);
        }
        if rules.flag.is_some() {
            out.push(EndCondition::Flag);
        }
        if !rules.castling_wins.white.is_empty() || !rules.castling_wins.black.is_empty() {
            out.push(EndCondition::CastlingGoal);
        }
        if let Some(checks) = rules.check_limit {
            out.push(EndCondition::CheckLimit { checks });
        }
        if rules.connect.is_some() {
            out.push(EndCondition::Connection);
        }
        if rules.full_board_ends {
            out.push(EndCondition::FullBoard);
        }
        out.push(EndCondition::Checkmate(rules.checkmate));
        out.push(EndCondition::Stalemate(rules.stalemate));
        if rules.bare_royal_loses {
            out.push(EndCondition::BareRoyal);
        }
        if rules.insufficient_material {
            out.push(EndCondition::InsufficientMaterial);
        }
        if rules.honour_counting.is_some() {
            out.push(EndCondition::HonourCounting);
        }
        if let Some(moves) = rules.move_rule_forced {
            out.push(EndCondition::MoveRule { moves });
        }
        if rules.repeated_moves_lose {
            out.push(EndCondition::RepeatedMoves);
        }
        if let Some(times) = rules.repetition_forced {
            out.push(EndCondition::Repetition { times });
        }
        out
    }
}

/// The outcome of `position` under `conditions`, the first that holds; `history` is the
/// game's (`None` for a lone position, when [`EndCondition::Repetition`] and
/// [`EndCondition::RepeatedMoves`] cannot hold). The legal moves are counted at most
/// once, the history walked at most once.
pub(crate) fn evaluate<B: Bits>(
    position: &Position<B>,
    conditions: &[EndCondition],
    history: Option<&Plies<'_, B>>,
) -> Option<Outcome> {
    let outcome = first_end(position, conditions, history)?;
    Some(match (outcome, position.tables.ruleset.rules.draw_winner) {
        (Outcome::Draw { reason }, Some(winner)) => Outcome::Decisive { winner, reason },
        _ => outcome,
    })
}

fn first_end<B: Bits>(
    position: &Position<B>,
    conditions: &[EndCondition],
    history: Option<&Plies<'_, B>>,
) -> Option<Outcome> {
    let (t, s) = (&*position.tables, &position.state);
    let us = position.turn();
    let mut no_moves = None;
    let mut no_moves = || *no_moves.get_or_insert_with(|| position.count_legal_moves() == 0);
    let mut cycle = None;
    let mut cycle = || *cycle.get_or_insert_with(|| history.and_then(Plies::judge));
    for &condition in conditions {
        let outcome = match condition {
            EndCondition::Passes => goals::passes(t, s),
            EndCondition::FacingRoyals => goals::facing_royals(t, s),
            EndCondition::Extinction => goals::extinction(t, s),
            EndCondition::Flag => goals::flag(t, s, || {
                crate::families::goals::generate::black_can_answer(t, s)
            }),
            EndCondition::CastlingGoal => goals::castling_goal(t, s),
            EndCondition::CheckLimit { .. } => goals::check_limit(t, s),
            EndCondition::Connection => goals::connect(t, s),
            EndCondition::FullBoard => goals::full_board(t, s),
            EndCondition::Checkmate(verdict) => {
                (no_moves() && position.is_check()).then(|| goals::checkmate(t, s, verdict))
            }
            EndCondition::Stalemate(rule) => (no_moves() && !position.is_check()).then(|| {
                let reason = EndReason::Stalemate;
                let verdict = match rule {
                    StalemateRule::Loss => Verdict::Loss,
                    StalemateRule::Win => Verdict::Win,
                    StalemateRule::FewerPiecesWin | StalemateRule::MorePiecesWin => {
                        let ours = s.by_color[us].count();
                        let theirs = s.by_color[!us].count();
                        let fewer = match ours.cmp(&theirs) {
                            std::cmp::Ordering::Less => Verdict::Win,
                            std::cmp::Ordering::Equal => Verdict::Draw,
                            std::cmp::Ordering::Greater => Verdict::Loss,
                        };
                        match (rule, fewer) {
                            (StalemateRule::MorePiecesWin, Verdict::Win) => Verdict::Loss,
                            (StalemateRule::MorePiecesWin, Verdict::Loss) => Verdict::Win,
                            _ => fewer,
                        }
                    }
                    _ => Verdict::Draw,
                };
                goals::judged(us, verdict, reason)
            }),
            EndCondition::BareRoyal => position.bare_royal_loser().map(|loser| Outcome::Decisive {
                winner: !loser,
                reason: EndReason::BareRoyal,
            }),
            EndCondition::InsufficientMaterial => {
                position
                    .is_insufficient_material()
                    .then_some(Outcome::Draw {
                        reason: EndReason::InsufficientMaterial,
                    })
            }
            EndCondition::HonourCounting => crate::families::counting::running(s)
                .is_some_and(|(plies, limit)| plies > limit)
                .then_some(Outcome::Draw {
                    reason: EndReason::HonourCounting,
                }),
            EndCondition::MoveRule { moves } => (position.halfmoves() >= 2 * moves)
                .then(|| scored(t, s, EndReason::MoveRule { moves })),
            EndCondition::RepeatedMoves => match (cycle(), history) {
                (Some(c @ Cycle::RepeatedMoves), Some(h)) => Some(h.outcome(c)),
                _ => None,
            },
            EndCondition::Repetition { .. } => match (cycle(), history) {
                (Some(c @ Cycle::Repetition { .. }), Some(h)) => Some(h.outcome(c)),
                _ => None,
            },
        };
        if outcome.is_some() {
            return outcome;
        }
    }
    None
}

/// The outcome of a lone position lives here, beside the evaluator it calls (and not in
/// `outcome.rs`, which `end` uses: the two modules would import each other).
impl<B: Bits> Position<B> {
    /// The outcome decided by this position alone: the ruleset's end conditions
    /// ([`crate::EndCondition`]) but forced repetition, which needs a [`crate::Game`].
    ///
    /// ```
    /// # use fers_rules::{load_ruleset, FenMode};
    /// # use fers_rules::typed::{compile, Position};
    /// # let text = include_str!("../../../../rulesets/standard.toml");
    /// # let tables = compile::<u64>(load_ruleset(text, "standard.toml", &|_| None).unwrap()).unwrap();
    /// let mate = Position::from_fen(&tables, "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", FenMode::Strict).unwrap();
    /// assert_eq!(mate.outcome().unwrap().to_string(), "1-0 white wins by checkmate");
    /// assert!(Position::start(&tables).outcome().is_none());
    /// ```
    pub fn outcome(&self) -> Option<Outcome> {
        let conditions = EndCondition::compile(&self.tables.ruleset.rules);
        evaluate(self, &conditions, None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_compiles_in_order() {
        let mut rules = Rules::default();
        rules.stalemate = StalemateRule::Loss;
        rules.move_rule = None;
        rules.move_rule_forced = Some(70);
        rules.repetition = None;
        rules.repetition_forced = Some(3);
        rules.insufficient_material = true;
        rules.bare_royal_loses = true;
        rules.material_from_start = false;
        assert_eq!(
            EndCondition::compile(&rules),
            [
                EndCondition::Checkmate(Verdict::Loss),
                EndCondition::Stalemate(StalemateRule::Loss),
                EndCondition::BareRoyal,
                EndCondition::InsufficientMaterial,
                EndCondition::MoveRule { moves: 70 },
                EndCondition::Repetition { times: 3 },
            ]
        );
        let mut none = rules;
        none.move_rule_forced = None;
        none.repetition_forced = None;
        none.insufficient_material = false;
        none.bare_royal_loses = false;
        assert_eq!(EndCondition::compile(&none).len(), 2);
    }
}
