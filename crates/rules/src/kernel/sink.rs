//! [`Sink`]: where generated moves go, as target sets — a move list ([`Vec<Move>`])
//! expands them one by one, a [`Counter`] (perft's bulk counting) only counts them.

use super::moves::{Move, MoveKind};
use fers_geometry::{Bits, Square, SquareSet};
use fers_movement::Kind;

/// Where the moves of a target set start: one square, or each target's square minus a
/// fixed index delta (moves of many pieces generated at once).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    /// All from this square.
    Square(Square),
    /// Each from its target minus this square-index delta.
    Delta(i32),
}

impl Origin {
    /// The start square of the move to `to`.
    #[inline(always)]
    pub fn from(self, to: Square) -> Square {
        match self {
            Origin::Square(sq) => sq,
            Origin::Delta(d) => Square((to.0 as i32 - d) as u8),
        }
    }
}

/// Receives generated moves.
pub trait Sink<B: Bits> {
    /// Moves of `piece` from `origin` to every square of `targets`, none promoting.
    fn moves(&mut self, piece: Kind, origin: Origin, targets: SquareSet<B>);
    /// Promoting moves of `piece` from `origin` to every square of `targets`, one per choice.
    fn promotions(&mut self, piece: Kind, origin: Origin, targets: SquareSet<B>, choices: &[Kind]);
    /// One move (en passant, castling).
    fn one(&mut self, m: Move);
    /// Drops of a piece of `piece` from the mover's hand onto every square of `targets`.
    fn drops(&mut self, piece: Kind, targets: SquareSet<B>);
    /// The count, for a sink that only counts moves ([`Counter`]): generation may then
    /// add a number of moves it has counted some other way. `None` (the default) for a
    /// sink that needs the moves themselves.
    #[inline(always)]
    fn count_only(&mut self) -> Option<&mut u64> {
        None
    }
}

/// Counts moves without listing them: perft's bulk counting.
#[derive(Debug, Default)]
pub struct Counter(pub u64);

impl<B: Bits> Sink<B> for Counter {
    #[inline(always)]
    fn moves(&mut self, _: Kind, _: Origin, targets: SquareSet<B>) {
        self.0 += targets.count() as u64;
    }
    #[inline(always)]
    fn promotions(&mut self, _: Kind, _: Origin, targets: SquareSet<B>, choices: &[Kind]) {
        self.0 += targets.count() as u64 * choices.len() as u64;
    }
    #[inline(always)]
    fn one(&mut self, _: Move) {
        self.0 += 1;
    }
    #[inline(always)]
    fn drops(&mut self, _: Kind, targets: SquareSet<B>) {
        self.0 += targets.count() as u64;
    }
    #[inline(always)]
    fn count_only(&mut self) -> Option<&mut u64> {
        Some(&mut self.0)
    }
}

impl<B: Bits> Sink<B> for Vec<Move> {
    fn moves(&mut self, piece: Kind, origin: Origin, targets: SquareSet<B>) {
        for to in targets {
            self.push(Move {
                from: origin.from(to),
                to,
                piece,
                promotion: None,
                kind: MoveKind::Normal,
                second: None,
            });
        }
    }
    fn promotions(&mut self, piece: Kind, origin: Origin, targets: SquareSet<B>, choices: &[Kind]) {
        for to in targets {
            for &c in choices {
                self.push(Move {
                    from: origin.from(to),
                    to,
                    piece,
                    promotion: Some(c),
                    kind: MoveKind::Normal,
                    second: None,
                });
            }
        }
    }
    fn one(&mut self, m: Move) {
        self.push(m);
    }
    fn drops(&mut self, piece: Kind, targets: SquareSet<B>) {
        self.extend(targets.iter().map(|to| Move::drop(piece, to)));
    }
}
