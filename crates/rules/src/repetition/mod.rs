//! The repetition rules, judged over a game's history: what a forced repetition means
//! (`repetition-result`), perpetual check (`perpetual-check`), the chasing rule of
//! xiangqi (`[rules.chase]`, in `chase.rs`) and the ban on moving a piece back and forth
//! (`repeated-moves`, janggi's modern rules) — as Fairy-Stockfish judges them.
//!
//! A [`Game`](crate::Game) hands its history to [`Plies`]; the end conditions
//! ([`crate::EndCondition::Repetition`] and [`crate::EndCondition::RepeatedMoves`]) ask
//! [`Plies::judge`] what the walk back from the current position finds first, and
//! [`Plies::outcome`] what it means. Nothing here runs during move generation: a game
//! asks only when its position has occurred `repetition-forced` times, or, under
//! `repeated-moves`, when its last two moves by one side undo each other.
//!
//! Sennichite in shogi: the rooks of both sides step aside and back three times, and
//! the start position stands for the fourth time, a draw. `tests/tests/repetition.rs`
//! plays such games, each rule's, with Fairy-Stockfish's verdicts.
//!
//! | File | Holds |
//! |------|-------|
//! | `mod.rs` | [`Plies`]: the walk back over the history, and the verdicts |
//! | `chase.rs` | whether a move chased pieces (`[rules.chase]`) |
//! | `attacks.rs` | what a piece attacks, who defends a square, what blocks an attack on a royal piece: the questions of the chasing rule, without the flying general's lines |

mod attacks;
mod chase;

use crate::families::Compiled;
use crate::families::counting::scored;
use crate::kernel::{Move, MoveKind, State};
use crate::outcome::{EndReason, Outcome};
use fers_geometry::{Bits, SquareSet};
use fers_movement::{CaptureDestination, Color, Kind, RepetitionResult};

/// A game's plies as the repetition rules read them: the position now, and the states
/// and moves before it.
pub(crate) struct Plies<'a, B: Bits> {
    /// The compiled ruleset.
    pub(crate) tables: &'a Compiled<B>,
    /// Each earlier state, with the move played from it, oldest first.
    pub(crate) history: &'a [(State<B>, Move)],
    /// The state now.
    pub(crate) now: &'a State<B>,
    /// How many times the position now has occurred, counting this one.
    pub(crate) repetitions: u32,
}

/// What the walk back from the current position found first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Cycle {
    /// The side that just moved has moved one piece back and forth once too often
    /// (`repeated-moves`).
    RepeatedMoves,
    /// The position has occurred for the `repetition-forced` time; who checked and who
    /// chased with every move since the first of those occurrences.
    Repetition {
        /// Occurrences.
        times: u32,
        /// Checks given throughout.
        checks: Sides,
        /// Chases throughout.
        chases: Sides,
    },
}

/// Which side kept something up through a cycle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct Sides {
    /// The side that just moved.
    pub(crate) mover: bool,
    /// The side to move.
    pub(crate) to_move: bool,
}

impl<B: Bits> Plies<'_, B> {
    /// Plies played in the game.
    fn len(&self) -> usize {
        self.history.len()
    }

    /// The state `back` plies ago (0: now).
    fn state(&self, back: usize) -> &State<B> {
        match back {
            0 => self.now,
            _ => &self.history[self.len() - back].0,
        }
    }

    /// The move that led to the state `back` plies ago; `None` for the first.
    fn move_into(&self, back: usize) -> Option<Move> {
        (back < self.len()).then(|| self.history[self.len() - back - 1].1)
    }

    /// Whether the side to move was in check `back` plies ago.
    fn in_check(&self, back: usize) -> bool {
        let s = self.state(back);
        s.checkers(self.tables, s.turn).any()
    }

    /// Whether the move that led to the state `back` plies ago captured.
    fn captured(&self, back: usize) -> bool {
        self.move_into(back)
            .is_some_and(|m| self.state(back + 1).is_capture(m))
    }

    /// How far back a position can repeat this one: to the last capture or
    /// irreversible move, or, where captured pieces go to the captor's hand (a capture
    /// and a drop can restore a position), to the start of the game.
    fn window(&self) -> usize {
        let to_hand = (self.tables.ruleset.hands.as_ref())
            .is_some_and(|h| h.captures == CaptureDestination::Captor);
        match to_hand {
            true => self.len(),
            false => self.len().min(self.now.halfmoves as usize),
        }
    }

    /// The pieces the move that led to the state `back` plies ago chased (empty for the
    /// first state, and without `[rules.chase]`).
    fn chased(&self, back: usize) -> SquareSet<B> {
        match (&self.tables.ruleset.rules.chase, self.move_into(back)) {
            (Some(rule), Some(m)) => {
                chase::chased(self.tables, rule, self.state(back + 1), self.state(back), m)
            }
            _ => SquareSet::EMPTY,
        }
    }

    /// What the walk back from the current position finds first: a piece moved back and
    /// forth once too often (`repeated-moves`), or the position occurring for the
    /// `repetition-forced` time, with who checked and who chased since the first of
    /// those occurrences. Fairy-Stockfish's walk, in the same order: both rules look at
    /// the same plies, two at a time, from the most recent back.
    pub(crate) fn judge(&self) -> Option<Cycle> {
        let rules = &self.tables.ruleset.rules;
        let end = self.window();
        if end < 4 {
            return None;
        }
        let wanted = rules.repetition_forced.filter(|&n| self.repetitions >= n);
        let mut back_and_forth = match rules.repeated_moves_lose {
            true => self.back_and_forth_start(),
            false => 0,
        };
        if wanted.is_none() && back_and_forth == 0 {
            return None;
        }
        let perpetual = rules.perpetual_check_loses && wanted.is_some();
        let mut checks = Sides {
            mover: perpetual && self.in_check(0) && self.in_check(2),
            to_move: perpetual && self.in_check(1) && self.in_check(3),
        };
        // The pieces chased by every move of one side so far, followed back to where
        // they stood (a piece that moved away is followed to the square it left).
        let chase = rules.chase.is_some() && wanted.is_some();
        let (mut by_mover, mut by_to_move) = (SquareSet::EMPTY, SquareSet::EMPTY);
        if chase {
            by_mover = undo(self.chased(0), self.move_into(1)) & self.chased(2);
            by_to_move = undo(self.chased(1), self.move_into(2)) & self.chased(3);
        }
        let mut found = 0;
        for back in (4..=end).step_by(2) {
            if back_and_forth > 0 {
                back_and_forth = self.back_and_forth_step(back, end, back_and_forth);
                if back_and_forth == LOST {
                    return Some(Cycle::RepeatedMoves);
                }
            }
            // The first state of the game was led to by no move: it chased nothing,
            // and it does not stop a chase.
            if by_mover.any() && back != self.len() {
                by_mover = undo(by_mover, self.move_into(back - 1)) & self.chased(back);
            }
            checks.mover = checks.mover && self.in_check(back);
            if let Some(n) = wanted
                && self.state(back).hash == self.now.hash
            {
                found += 1;
                if found + 1 >= n {
                    let chases = Sides {
                        mover: by_mover.any(),
                        to_move: by_to_move.any(),
                    };
                    return Some(Cycle::Repetition {
                        times: n,
                        checks,
                        chases,
                    });
                }
            }
            if back < end {
                checks.to_move = checks.to_move && self.in_check(back + 1);
                if by_to_move.any() {
                    by_to_move = undo(by_to_move, self.move_into(back)) & self.chased(back + 1);
                }
            }
        }
        None
    }

    /// The outcome of a cycle [`judge`](Self::judge) found: a side that checked (or
    /// else chased) throughout loses, both sides doing so draw; otherwise
    /// `repetition-result` decides. Draws are scored by `[rules.counting]` where the
    /// ruleset counts (janggi).
    pub(crate) fn outcome(&self, cycle: Cycle) -> Outcome {
        let to_move = self.now.turn;
        let (times, checks, chases) = match cycle {
            Cycle::RepeatedMoves => {
                return Outcome::Decisive {
                    winner: to_move,
                    reason: EndReason::RepeatedMoves,
                };
            }
            Cycle::Repetition {
                times,
                checks,
                chases,
            } => (times, checks, chases),
        };
        let reason = EndReason::Repetition { times };
        let kept_up = |sides: Sides, why: EndReason| match (sides.mover, sides.to_move) {
            (true, false) => Some(Outcome::Decisive {
                winner: to_move,
                reason: why,
            }),
            (false, true) => Some(Outcome::Decisive {
                winner: !to_move,
                reason: why,
            }),
            (true, true) => Some(scored(self.tables, self.now, reason)),
            (false, false) => None,
        };
        if let Some(o) = kept_up(checks, EndReason::PerpetualCheck) {
            return o;
        }
        if let Some(o) = kept_up(chases, EndReason::PerpetualChase) {
            return o;
        }
        match self.tables.ruleset.rules.repetition_result {
            RepetitionResult::RepeaterLoses => Outcome::Decisive {
                winner: to_move,
                reason,
            },
            RepetitionResult::RepeaterWins => Outcome::Decisive {
                winner: !to_move,
                reason,
            },
            RepetitionResult::Wins(winner) => Outcome::Decisive { winner, reason },
            _ => scored(self.tables, self.now, reason),
        }
    }

    /// How the ban on moving a piece back and forth starts: 2 when the last move
    /// undoes the same side's move before it, 1 when that move was a pass, 0 when the
    /// rule does not apply (the last move is not a plain move, its side was in check
    /// before one of the two, or the piece cannot reach the enemy royal piece's region).
    fn back_and_forth_start(&self) -> u8 {
        let Some(last) = self.move_into(0).filter(|m| is_plain(*m)) else {
            return 0;
        };
        let Some(piece) = self.now.piece_at(last.to) else {
            return 0;
        };
        if self.in_check(1)
            || self.in_check(3)
            || !self.reaches_royal_region(piece.kind, piece.color)
        {
            return 0;
        }
        match self.move_into(2) {
            Some(m) if is_reverse(m, last) => 2,
            Some(m) if m.kind == MoveKind::Pass => 1,
            _ => 0,
        }
    }

    /// One step back of the ban on moving a piece back and forth, `back` plies ago,
    /// with `seen` the moves counted so far: the next count, 0 when the pattern broke,
    /// or [`LOST`] when it is complete. The side that just moved must not have been in
    /// check; its moves must undo each other four times (a pass counting for one); and
    /// the move before them must have brought the piece quietly to where it shuttles
    /// from.
    fn back_and_forth_step(&self, back: usize, end: usize, seen: u8) -> u8 {
        if back < end && self.in_check(back + 1) {
            return 0;
        }
        let here = self.move_into(back);
        if seen < 4 {
            let undone = match seen {
                1 => self.move_into(0),
                _ => self.move_into(back - 2),
            };
            return match (here, undone) {
                (Some(m), Some(u)) if is_reverse(m, u) => seen + 1,
                _ => 0,
            };
        }
        match (here, self.move_into(back - 2)) {
            (Some(m), Some(later)) if !self.captured(back) && later.from == m.to => LOST,
            _ => 0,
        }
    }

    /// Whether a piece of `kind` and `color` can stand in the region of the enemy royal
    /// piece: each confined to its region (`confined-to`) or free on the whole board.
    fn reaches_royal_region(&self, kind: Kind, color: Color) -> bool {
        let r = &self.tables.ruleset;
        let region = |k: Kind, c: Color| {
            r.pieces[k.index()]
                .confined_to
                .map(|i| &r.regions[i].squares[c])
        };
        let Some(royal) = r.royal_kind() else {
            return true;
        };
        match (region(kind, color), region(royal, !color)) {
            (Some(ours), Some(theirs)) => ours.iter().any(|sq| theirs.contains(sq)),
            _ => true,
        }
    }
}

/// [`Plies::back_and_forth_step`]'s answer when the side that just moved has lost.
const LOST: u8 = u8::MAX;

/// A plain move: no drop, castling, pass, promotion or second part.
fn is_plain(m: Move) -> bool {
    m.kind == MoveKind::Normal && m.promotion.is_none() && m.second.is_none()
}

/// Whether `m` is the plain move back from where `of` went to where it came from.
fn is_reverse(m: Move, of: Move) -> bool {
    is_plain(m) && m.from == of.to && m.to == of.from
}

/// `pieces` as they stood before `m` (a piece on its target goes back to its source).
fn undo<B: Bits>(pieces: SquareSet<B>, m: Option<Move>) -> SquareSet<B> {
    match m {
        Some(m) if !m.is_drop() && pieces.contains(m.to) => pieces.without(m.to).with(m.from),
        _ => pieces,
    }
}
