//! [`Move`]: what a player does, in a form independent of notation.

use fers_geometry::Square;
use fers_movement::{CastlingSide, KindIndex};

/// What sort of move, beyond from and to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// Moves or captures on `to`.
    Normal,
    /// Captures en passant: the captured piece is not on `to`.
    EnPassant,
    /// Castles; `to` is the partner rook's square.
    Castle(CastlingSide),
}

/// A move. Construct moves by generating them from a position ([`crate::Position::legal_moves`])
/// or parsing notation; a `Move` is only meaningful in the position it came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    /// Start square.
    pub from: Square,
    /// Destination; for castling, the partner rook's square.
    pub to: Square,
    /// The kind of the piece that moves.
    pub piece: KindIndex,
    /// The kind it promotes to, if it promotes.
    pub promotion: Option<KindIndex>,
    /// Normal, en passant or castling.
    pub kind: MoveKind,
}

impl Move {
    /// Whether this is a castling move.
    pub fn is_castle(self) -> bool {
        matches!(self.kind, MoveKind::Castle(_))
    }
}
