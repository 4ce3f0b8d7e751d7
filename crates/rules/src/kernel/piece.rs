//! [`Piece`]: a kind with a colour, and its one-byte mailbox code.

use fers_movement::{Color, Kind};

/// A piece on the board: a kind declared by the ruleset, and a colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Piece {
    /// The kind (index into the ruleset's pieces).
    pub kind: Kind,
    /// The side it belongs to.
    pub color: Color,
}

impl Piece {
    /// The mailbox code: 0 is empty, otherwise `kind × 2 + colour + 1`.
    #[inline(always)]
    pub(crate) fn code(self) -> u8 {
        self.kind.0 * 2 + self.color as u8 + 1
    }

    /// The piece for a non-zero mailbox code.
    #[inline(always)]
    pub(crate) fn from_code(code: u8) -> Option<Piece> {
        (code != 0).then(|| Piece {
            kind: Kind((code - 1) / 2),
            color: if (code - 1).is_multiple_of(2) {
                Color::White
            } else {
                Color::Black
            },
        })
    }
}
