//! [`FenError`]: why a FEN was refused, one variant per problem, each naming the field
//! and what is wrong with it.

use super::MAX_CLOCK;
use super::MAX_FEN_LEN;
use fers_movement::board_field::BoardFieldError;
use fers_movement::{Color, escape_control};

/// Why a FEN was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum FenError {
    /// Longer than any FEN of a board up to 16×16 ([`MAX_FEN_LEN`]).
    #[error("the FEN has {length} bytes; a FEN has at most {MAX_FEN_LEN}")]
    TooLong {
        /// Bytes found.
        length: usize,
    },
    /// Too few or too many space-separated fields.
    #[error(
        "a FEN has 4 to 6 fields (board, side, castling, en passant, clocks); this one has {found}"
    )]
    FieldCount {
        /// Fields found.
        found: usize,
    },
    /// The board has the wrong number of ranks.
    #[error("the board field has {found} ranks; the board has {expected}")]
    RankCount {
        /// Ranks found.
        found: usize,
        /// Ranks of the board.
        expected: usize,
    },
    /// A rank spans the wrong number of files.
    #[error("rank {rank} spans {found} files; the board has {expected}")]
    RankWidth {
        /// Rank number (1-based, as on the board).
        rank: usize,
        /// Files found.
        found: usize,
        /// Files of the board.
        expected: usize,
    },
    /// A letter that is not a piece of this ruleset.
    #[error("`{}` on rank {rank} is not a piece of this ruleset", escape_control(&letter.to_string()))]
    UnknownPiece {
        /// The letter.
        letter: char,
        /// Rank number (1-based).
        rank: usize,
    },
    /// `+` before a letter (`+P`) where no kind of this ruleset is the promoted form of
    /// that letter's piece.
    #[error("`+{}` on rank {rank}: no piece of this ruleset is the promoted form of `{}`", escape_control(&letter.to_string()), escape_control(&letter.to_string()))]
    NotPromotable {
        /// The letter after the `+`.
        letter: char,
        /// Rank number (1-based).
        rank: usize,
    },
    /// Another problem in the board field, in the board-field reader's words. Every
    /// problem that reader finds today has its own variant above (`RankCount`,
    /// `RankWidth`, `UnknownPiece`); this one carries any it may name later.
    #[error("{0}")]
    Board(BoardFieldError),
    /// A pocket (`[Qn]` after the board) that is malformed, names a letter that is not a
    /// piece, or stands in a FEN of a ruleset without hands.
    #[error("pocket `{}`: {}", escape_control(field), escape_control(reason))]
    Pocket {
        /// The pocket as written, brackets included.
        field: String,
        /// What is wrong.
        reason: String,
    },
    /// A SFEN (shogi's FEN) that is malformed: which field, and why.
    #[error("bad SFEN: {0}")]
    Sfen(String),
    /// The side to move is not `w` or `b`.
    #[error("the side to move must be `w` or `b`, not `{}`", escape_control(.0))]
    Turn(String),
    /// A castling field that is malformed or names a right without its rook or king.
    #[error(
        "castling field `{}`: {}",
        escape_control(field),
        escape_control(reason)
    )]
    Castling {
        /// The field.
        field: String,
        /// What is wrong.
        reason: String,
    },
    /// An en-passant field that is malformed or impossible.
    #[error(
        "en passant field `{}`: {}",
        escape_control(field),
        escape_control(reason)
    )]
    EnPassant {
        /// The field.
        field: String,
        /// What is wrong.
        reason: String,
    },
    /// A clock that is not a number in range.
    #[error(
        "the {which} `{}` must be a whole number from 0 to {MAX_CLOCK}",
        escape_control(text)
    )]
    Clock {
        /// `"half-move clock"`, `"move number"`, `"counting limit"` or `"counting plies"`.
        which: &'static str,
        /// The text.
        text: String,
    },
    /// Check counters (`3+3` or `+2+0`) that are malformed, out of range, or in a
    /// ruleset without a `check-limit`.
    #[error(
        "check counters `{}`: {}",
        escape_control(field),
        escape_control(reason)
    )]
    CheckCounters {
        /// The field.
        field: String,
        /// What is wrong.
        reason: String,
    },
    /// A side without exactly one royal piece, in a ruleset with exactly one royal kind
    /// (or with one, when the start position gives it none: horde's white army).
    #[error(
        "{color} has {count} royal pieces ({name}); it must have {}",
        if *expected == 0 { "none" } else { "exactly one" }
    )]
    RoyalCount {
        /// The side.
        color: Color,
        /// How many.
        count: u32,
        /// How many it must have: 1, or 0 for a side the start position gives none.
        expected: u32,
        /// The royal kind's name.
        name: String,
    },
    /// The side that just moved is in check.
    #[error("the side not to move ({0}) is in check")]
    OppositeCheck(Color),
    /// More checkers than any move could give.
    #[error("{0} pieces give check; no legal move gives more than two")]
    TooManyCheckers(u32),
    /// A check that no legal move could have given.
    #[error("impossible check: {0}")]
    ImpossibleCheck(String),
    /// More pieces than the start position could produce by promotion.
    #[error("too much material: {0}")]
    TooMuchMaterial(String),
    /// A piece on a rank where it must already have promoted.
    #[error("a {name} on {square} stands where it must have promoted")]
    UnpromotedPiece {
        /// Kind name.
        name: String,
        /// Square name.
        square: String,
    },
    /// A hole of the board (a square that is not part of it, `*` in the start position)
    /// not written `*`, or a `*` on a square of the board.
    #[error("{square} {}", if *marked { "is part of the board: it may not be written `*`" } else { "is not part of the board: write it `*`" })]
    Hole {
        /// Square name.
        square: String,
        /// Whether the FEN wrote `*` there (on a square of the board); otherwise it
        /// left the hole empty or put a piece on it.
        marked: bool,
    },
}
