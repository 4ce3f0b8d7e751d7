//! [`Move`]: what a player does, in a form independent of notation.
//!
//! The type is shaped for the variants Fers is designed to grow into, so that they need
//! no second reshaping:
//!
//! - **Drops** (crazyhouse, rulesets with `[hands]`): [`MoveKind::Drop`], a piece of the
//!   mover's hand put on `to`; `from` equals `to`, as the piece comes from no square.
//! - **Promotion as a state change** (shogi `+`): the promoted form is a kind of its own
//!   (a tokin is declared like any piece), so [`Move::promotion`] names it as it names a
//!   chosen queen; that the choice is a flag (promote or not) is a matter of notation.
//! - **A second part** (S-chess gating, a wall placed after the move): [`Move::second`],
//!   a [`Second`] made after the move itself.
//!
//! ```
//! use fers_rules::{Kind, Move, MoveKind, Second, Square};
//! let drop = Move {
//!     from: Square(20),
//!     to: Square(20),
//!     piece: Kind(1),
//!     promotion: None,
//!     kind: MoveKind::Drop,
//!     second: None,
//! };
//! assert!(drop.is_drop() && !drop.is_castle());
//! let gating = Move {
//!     second: Some(Second::Gate { kind: Kind(6), square: Square(4) }),
//!     kind: MoveKind::Normal,
//!     from: Square(4),
//!     to: Square(12),
//!     ..drop
//! };
//! assert_eq!(gating.second.map(|p| p.square()), Some(Square(4)));
//! ```

use fers_geometry::Square;
use fers_movement::{CastlingSide, Kind};

/// What sort of move, beyond from and to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum MoveKind {
    /// Moves or captures on `to`.
    Normal,
    /// Captures en passant: the captured piece is not on `to`.
    EnPassant,
    /// Castles; `to` is the partner rook's square.
    Castle(CastlingSide),
    /// Puts a piece of kind `piece` from the mover's hand on the empty square `to`
    /// (`from` is `to`): UCI `P@e4`.
    Drop,
    /// A pass (`pass = true` in `[rules]`, janggi): nothing moves and the turn goes to
    /// the opponent. `from` and `to` are both the square of the passing side's royal
    /// piece and `piece` is its kind, so UCI writes it as that square twice (`e2e2`), as
    /// Fairy-Stockfish does.
    Pass,
}

impl Move {
    /// A drop of a piece of `kind` from the mover's hand onto `to`.
    pub fn drop(kind: Kind, to: Square) -> Move {
        Move {
            from: to,
            to,
            piece: kind,
            promotion: None,
            kind: MoveKind::Drop,
            second: None,
        }
    }
}

/// What a move places after the piece's move itself: a piece from the mover's hand gated
/// onto the square a piece just left (S-chess), or a wall (`[rules.walls]`: an arrow,
/// the duck moved, a square closed).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Second {
    /// A piece of `kind` from the mover's hand, gated onto `square`.
    Gate {
        /// The kind gated.
        kind: Kind,
        /// Where.
        square: Square,
    },
    /// A wall placed on the square.
    Wall(Square),
}

impl Second {
    /// The square the second part places something on.
    pub fn square(self) -> Square {
        match self {
            Second::Gate { square, .. } | Second::Wall(square) => square,
        }
    }

    /// Whether this places a wall.
    pub fn is_wall(self) -> bool {
        matches!(self, Second::Wall(_))
    }

    /// The kind gated, if this gates a piece.
    pub fn gated(self) -> Option<Kind> {
        match self {
            Second::Gate { kind, .. } => Some(kind),
            Second::Wall(_) => None,
        }
    }
}

/// A move. Construct moves by generating them from a position ([`crate::Position::legal_moves`])
/// or parsing notation; a `Move` is only meaningful in the position it came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    /// Start square; for a drop, the destination.
    pub from: Square,
    /// Destination; for castling, the partner rook's square.
    pub to: Square,
    /// The kind of the piece that moves (or is dropped).
    pub piece: Kind,
    /// The kind it promotes to, if it promotes: a chosen kind, or a promoted form.
    pub promotion: Option<Kind>,
    /// Normal, en passant, castling or drop.
    pub kind: MoveKind,
    /// What is placed after the move, if anything: a wall, in rulesets whose moves
    /// place one (`[rules.walls]`), or a piece gated (S-chess); `None` otherwise.
    pub second: Option<Second>,
}

impl Move {
    /// The castling move of the `piece` (the castling king) on `king` with the partner on
    /// `rook`, towards `side`: encoded as the king moving onto its rook.
    pub fn castling(king: Square, rook: Square, piece: Kind, side: CastlingSide) -> Move {
        Move {
            from: king,
            to: rook,
            piece,
            promotion: None,
            kind: MoveKind::Castle(side),
            second: None,
        }
    }

    /// Whether this is a castling move.
    pub fn is_castle(self) -> bool {
        matches!(self.kind, MoveKind::Castle(_))
    }

    /// Whether this puts a piece from the hand on the board.
    pub fn is_drop(self) -> bool {
        self.kind == MoveKind::Drop
    }

    /// A pass by the royal piece of kind `royal` standing on `square`.
    pub fn pass(royal: Kind, square: Square) -> Move {
        Move {
            from: square,
            to: square,
            piece: royal,
            promotion: None,
            kind: MoveKind::Pass,
            second: None,
        }
    }

    /// Whether the move is a pass.
    pub fn is_pass(self) -> bool {
        self.kind == MoveKind::Pass
    }
}
