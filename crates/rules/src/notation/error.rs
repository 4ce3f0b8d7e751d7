//! [`ParseMoveError`]: why move text could not be read, before any position is asked.

/// Why move text is not UCI or SAN for a board: what was expected, and the byte offset in
/// the text where it went wrong. Legality is a separate question ([`crate::IllegalMove`]).
///
/// ```
/// use fers_rules::{BoardShape, ParseMoveError, UciMove};
/// assert_eq!(
///     UciMove::parse(BoardShape::STANDARD, "e2e9"),
///     Err(ParseMoveError::ExpectedSquare { at: 2 })
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum ParseMoveError {
    /// The text is empty.
    #[error("no move given")]
    Empty,
    /// A square of the board was expected here (UCI: lowercase file letter and rank).
    #[error("expected a square of this board at byte {at}")]
    ExpectedSquare {
        /// Byte offset in the text.
        at: usize,
    },
    /// A promotion must be one letter.
    #[error("expected one promotion letter at byte {at}")]
    BadPromotion {
        /// Byte offset in the text.
        at: usize,
    },
    /// A disambiguating file or rank (SAN) that is not one of the board.
    #[error("expected a file or rank of this board at byte {at}")]
    BadDisambiguation {
        /// Byte offset in the text.
        at: usize,
    },
    /// Text left over after a complete move.
    #[error("unexpected text at byte {at}")]
    Trailing {
        /// Byte offset in the text.
        at: usize,
    },
}

impl ParseMoveError {
    /// The byte offset of the problem (0 for empty text).
    pub fn at(self) -> usize {
        match self {
            ParseMoveError::Empty => 0,
            ParseMoveError::ExpectedSquare { at }
            | ParseMoveError::BadPromotion { at }
            | ParseMoveError::BadDisambiguation { at }
            | ParseMoveError::Trailing { at } => at,
        }
    }
}
