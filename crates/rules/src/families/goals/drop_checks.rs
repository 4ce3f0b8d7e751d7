//! Drops that may not give check (`giving-check = "not-by-drops"`, supply chess),
//! refused without making every drop.
//!
//! Whether a drop gives check is told for certain only by making it and asking for
//! checkers. But a drop changes one square: it puts a piece on an empty one. If the
//! opponent is not in check before, its royal pieces can be attacked after only
//! because the dropped piece attacks one of them, or because it becomes the screen of
//! a hop onto one (every other attack is a leap, or needs squares to stay empty, which
//! a drop never opens). So, per position, [`CheckingDrops`] finds the squares where a
//! drop of a kind *may* give check — the squares that kind attacks an enemy royal piece
//! from, and the empty squares between an enemy royal piece and a hopper facing it —
//! and only drops there are made; the others go on as a target set, bulk-counted in
//! perft. In supply chess's `r2ak3C/…[NRnr]` that is a few squares of the forty-odd
//! each kind may drop on.
//!
//! Where the reasoning above does not hold, every drop is made, as before: with
//! pseudo-royal pieces (whose check is more than an attack), with flipping (a drop
//! turns pieces over), or when the opponent is already in check.
//!
//! ```text
//!   a b c d e f g h i        the black general on e10; red holds a chariot
//! 10 . . . . k . . . .       a chariot dropped on red's half (ranks 1-5) checks only
//!  9 . . . . . . . . .       on the e-file; red's cannon on e1 faces the general, so a
//!  …                         piece of any kind dropped on e2-e5 becomes its screen:
//!  5 . . . . x . . . .       the squares x are made, the others are not
//!  1 . . . . C . . . .
//! ```

use super::generate::gives_check;
use crate::families::Compiled;
use crate::kernel::attacks::{attack_origins, screen_lines};
use crate::kernel::{Move, Origin, Sink, State};
use fers_geometry::{Bits, SquareSet};
use fers_movement::Kind;

/// Where a drop by the side to move may give check, per position.
#[derive(Debug, Clone, Copy)]
pub(crate) struct CheckingDrops<B: Bits> {
    /// The opponent's royal pieces.
    royals: SquareSet<B>,
    /// The empty squares where any piece would open a hop onto one of them.
    screens: SquareSet<B>,
    /// Whether the reasoning of the module docs does not hold here: every drop is made.
    make_all: bool,
}

impl<B: Bits> CheckingDrops<B> {
    /// The checking drops' squares of `s`, for the side to move.
    pub(crate) fn of(t: &Compiled<B>, s: &State<B>) -> Self {
        let us = s.turn;
        let them = !us;
        let make_all =
            t.royalty.pseudo_royal.is_some() || t.flipping.is_some() || s.checkers(t, them).any();
        let royals = s.royals(t) & s.by_color[them];
        let mut screens = SquareSet::EMPTY;
        if !make_all && t.attacks[us].hopper_kinds != 0 {
            for r in royals {
                screens |= screen_lines(t, s, r, us, 0);
            }
        }
        CheckingDrops {
            royals,
            screens,
            make_all,
        }
    }

    /// The squares where a drop of `kind` may give check: every other drop of it does
    /// not.
    pub(crate) fn suspects(&self, t: &Compiled<B>, s: &State<B>, kind: Kind) -> SquareSet<B> {
        if self.make_all {
            return !SquareSet::EMPTY;
        }
        let occupied = s.occupied();
        let mut out = self.screens;
        for r in self.royals {
            out |= attack_origins(t, kind, s.turn, r, occupied);
        }
        out
    }

    /// Whether the drop `m` gives check: made only where [`suspects`](Self::suspects)
    /// says it may, or when it has a second part (a wall placed with it may be a
    /// screen). For drops asked one by one; a target set is filtered by
    /// [`DropCheckFilter`].
    pub(crate) fn gives_check(&self, t: &Compiled<B>, s: &State<B>, m: Move) -> bool {
        (m.second.is_some() || self.suspects(t, s, m.piece).contains(m.to)) && gives_check(t, s, m)
    }
}

/// A sink that takes out the drops that give check on the way to `sink`
/// (`giving-check = "not-by-drops"`): each target set of drops loses the squares
/// where a drop checks, found by making only the suspects ([`CheckingDrops`]), and
/// goes on as a set. Moves that are not drops pass unchanged.
pub(crate) struct DropCheckFilter<'a, B: Bits, S> {
    t: &'a Compiled<B>,
    s: &'a State<B>,
    sink: &'a mut S,
    /// Found at the first drop: positions with nothing in hand never pay for it.
    checking: Option<CheckingDrops<B>>,
}

impl<'a, B: Bits, S> DropCheckFilter<'a, B, S> {
    /// The filter of the drops of `s` on the way to `sink`.
    pub(crate) fn new(t: &'a Compiled<B>, s: &'a State<B>, sink: &'a mut S) -> Self {
        DropCheckFilter {
            t,
            s,
            sink,
            checking: None,
        }
    }

    /// The checking drops' squares of the position, found once.
    fn checking(&mut self) -> CheckingDrops<B> {
        *self
            .checking
            .get_or_insert_with(|| CheckingDrops::of(self.t, self.s))
    }
}

impl<B: Bits, S: Sink<B>> Sink<B> for DropCheckFilter<'_, B, S> {
    #[inline(always)]
    fn moves(&mut self, piece: Kind, origin: Origin, targets: SquareSet<B>) {
        self.sink.moves(piece, origin, targets);
    }
    #[inline(always)]
    fn promotions(&mut self, piece: Kind, origin: Origin, targets: SquareSet<B>, choices: &[Kind]) {
        self.sink.promotions(piece, origin, targets, choices);
    }
    #[inline(always)]
    fn one(&mut self, m: Move) {
        if !m.is_drop() {
            self.sink.one(m);
            return;
        }
        if !self.checking().gives_check(self.t, self.s, m) {
            self.sink.one(m);
        }
    }
    #[inline(never)]
    fn drops(&mut self, piece: Kind, targets: SquareSet<B>) {
        let checking = self.checking();
        let mut allowed = targets;
        for to in targets & checking.suspects(self.t, self.s, piece) {
            if gives_check(self.t, self.s, Move::drop(piece, to)) {
                allowed = allowed.without(to);
            }
        }
        if allowed.any() {
            self.sink.drops(piece, allowed);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::movegen::legal_moves;
    use crate::testing::{compiled, square_names as names, state};

    #[test]
    fn only_drops_that_may_check_are_made_and_those_that_do_are_refused() {
        // The module docs' board: red's chariot in hand, its cannon on e1 facing the
        // black general on e10 with nothing between.
        let t = compiled::<u128>("supply");
        let s = state(&*t, "4k4/9/9/9/9/9/9/9/9/3KC4[R] w - - 0 1");
        let chariot = t.ruleset.kind_by_name("chariot").expect("a chariot");
        let checking = CheckingDrops::of(&t, &s);
        // Red's half: ranks 1 to 5, where a chariot is dropped.
        let shape = t.shape;
        let region: SquareSet<u128> = (0..9)
            .flat_map(|file| (0..5).filter_map(move |rank| shape.square(file, rank)))
            .collect();
        let suspects = checking.suspects(&t, &s, chariot) & region & !s.occupied();
        assert_eq!(names(t.shape, suspects), ["e2", "e3", "e4", "e5"]);
        // Each of them checks (along the file, or as the cannon's screen), so the
        // chariot drops on the other 39 empty squares of red's half.
        let drops: Vec<String> = legal_moves(&*t, &s)
            .into_iter()
            .filter(|m| m.is_drop())
            .map(|m| t.shape.square_name(m.to).to_string())
            .collect();
        assert_eq!(drops.len(), 39, "{drops:?}");
        assert!(
            drops
                .iter()
                .all(|d| !["e2", "e3", "e4", "e5"].contains(&d.as_str()))
        );
    }

    #[test]
    fn every_drop_is_made_while_the_opponent_is_in_check() {
        // The black general attacked by a red chariot on e5, red to move: no position
        // read from a FEN (the side not to move may not be in check), but the reasoning
        // on one square would not hold, so every drop is a suspect.
        let t = compiled::<u128>("supply");
        let mut s = state(&*t, "4k4/9/9/9/9/9/9/9/9/3K5[R] w - - 0 1");
        let chariot = t.ruleset.kind_by_name("chariot").expect("a chariot");
        let e5 = t.shape.parse_square("e5").expect("a square");
        let piece = crate::kernel::Piece {
            color: fers_movement::Color::White,
            kind: chariot,
        };
        s.put(&t, e5, piece);
        let checking = CheckingDrops::of(&t, &s);
        assert_eq!(checking.suspects(&t, &s, chariot), !SquareSet::EMPTY);
    }
}
