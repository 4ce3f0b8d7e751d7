//! What can go wrong while reading PGN: [`SyntaxError`] (a malformed game, with its
//! line and column; the reader goes on with the next game) and [`ReadError`] (that, or
//! the input failing).

use crate::limits::{
    MAX_COMMENT_LEN, MAX_GAME_ANNOTATIONS, MAX_GAME_COMMENT_BYTES, MAX_GAME_MOVES, MAX_SYMBOL_LEN,
    MAX_TAG_NAME_LEN, MAX_TAG_VALUE_LEN, MAX_TAGS, MAX_VARIATION_DEPTH,
};
use std::fmt;

/// A place in the input: line and column, both from 1. Columns count characters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Place {
    /// The line, from 1.
    pub line: u64,
    /// The column, from 1, in characters.
    pub column: u64,
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.column)
    }
}

/// What is wrong with a malformed game.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SyntaxErrorKind {
    /// A byte that starts no PGN token (shown as a character if it is ASCII).
    UnexpectedByte(u8),
    /// A token out of place, e.g. a string in the move text or a tag without its name.
    UnexpectedToken(&'static str),
    /// A string (a tag value) not closed on its line.
    UnterminatedString,
    /// A `{` comment not closed before the end of the input.
    UnterminatedComment,
    /// A tag name over [`MAX_TAG_NAME_LEN`] or a value over [`MAX_TAG_VALUE_LEN`] bytes.
    TagTooLong,
    /// More than [`MAX_TAGS`] tags.
    TooManyTags,
    /// A comment over [`MAX_COMMENT_LEN`] bytes.
    CommentTooLong,
    /// A symbol over [`MAX_SYMBOL_LEN`] bytes.
    SymbolTooLong,
    /// `$` not followed by a number from 0 to 255, or a run of `!`/`?` that is no NAG.
    BadNag,
    /// Variations nested deeper than [`MAX_VARIATION_DEPTH`].
    VariationTooDeep,
    /// A `)` with no `(` open.
    UnmatchedParenthesis,
    /// A `(` not closed before the game's end.
    UnclosedVariation,
    /// A variation before any move it could be an alternative to.
    VariationWithoutMove,
    /// More than [`MAX_GAME_MOVES`] moves, [`MAX_GAME_COMMENT_BYTES`] bytes of comments
    /// or [`MAX_GAME_ANNOTATIONS`] comments, NAGs and variations kept.
    GameTooLong,
}

impl SyntaxErrorKind {
    /// The stable name of the problem (`UnterminatedComment`), for programs.
    pub fn code(&self) -> &'static str {
        match self {
            SyntaxErrorKind::UnexpectedByte(_) => "UnexpectedByte",
            SyntaxErrorKind::UnexpectedToken(_) => "UnexpectedToken",
            SyntaxErrorKind::UnterminatedString => "UnterminatedString",
            SyntaxErrorKind::UnterminatedComment => "UnterminatedComment",
            SyntaxErrorKind::TagTooLong => "TagTooLong",
            SyntaxErrorKind::TooManyTags => "TooManyTags",
            SyntaxErrorKind::CommentTooLong => "CommentTooLong",
            SyntaxErrorKind::SymbolTooLong => "SymbolTooLong",
            SyntaxErrorKind::BadNag => "BadNag",
            SyntaxErrorKind::VariationTooDeep => "VariationTooDeep",
            SyntaxErrorKind::UnmatchedParenthesis => "UnmatchedParenthesis",
            SyntaxErrorKind::UnclosedVariation => "UnclosedVariation",
            SyntaxErrorKind::VariationWithoutMove => "VariationWithoutMove",
            SyntaxErrorKind::GameTooLong => "GameTooLong",
        }
    }
}

impl fmt::Display for SyntaxErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SyntaxErrorKind::UnexpectedByte(b) if b.is_ascii_graphic() => {
                write!(f, "unexpected character `{}`", *b as char)
            }
            SyntaxErrorKind::UnexpectedByte(b) => write!(f, "unexpected byte 0x{b:02X}"),
            SyntaxErrorKind::UnexpectedToken(what) => write!(f, "unexpected {what}"),
            SyntaxErrorKind::UnterminatedString => {
                f.write_str("the string is not closed on its line")
            }
            SyntaxErrorKind::UnterminatedComment => {
                f.write_str("the comment is not closed before the end of the input")
            }
            SyntaxErrorKind::TagTooLong => write!(
                f,
                "a tag name has at most {MAX_TAG_NAME_LEN} bytes and a value {MAX_TAG_VALUE_LEN}"
            ),
            SyntaxErrorKind::TooManyTags => write!(f, "a game has at most {MAX_TAGS} tags"),
            SyntaxErrorKind::CommentTooLong => {
                write!(f, "a comment has at most {MAX_COMMENT_LEN} bytes")
            }
            SyntaxErrorKind::SymbolTooLong => {
                write!(f, "a move or symbol has at most {MAX_SYMBOL_LEN} bytes")
            }
            SyntaxErrorKind::BadNag => {
                f.write_str("a NAG is `$` and a number from 0 to 255, or !, ?, !!, ??, !? or ?!")
            }
            SyntaxErrorKind::VariationTooDeep => write!(
                f,
                "variations are nested more than {MAX_VARIATION_DEPTH} deep"
            ),
            SyntaxErrorKind::UnmatchedParenthesis => f.write_str("`)` closes no variation"),
            SyntaxErrorKind::UnclosedVariation => {
                f.write_str("a variation is not closed before the game ends")
            }
            SyntaxErrorKind::VariationWithoutMove => {
                f.write_str("a variation comes before any move it could replace")
            }
            SyntaxErrorKind::GameTooLong => write!(
                f,
                "a game keeps at most {MAX_GAME_MOVES} moves, {MAX_GAME_COMMENT_BYTES} bytes of comments and {MAX_GAME_ANNOTATIONS} comments, NAGs and variations"
            ),
        }
    }
}

/// A malformed game: what is wrong, and where.
#[derive(Debug, Clone, PartialEq, Eq, Hash, thiserror::Error)]
#[error("{place}: {}: {kind}", kind.code())]
pub struct SyntaxError {
    /// What is wrong.
    pub kind: SyntaxErrorKind,
    /// Where the offending token starts.
    pub place: Place,
}

/// Why the reader could not return a game.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ReadError {
    /// The game is malformed; the reader skips to the next game.
    #[error("game at line {game_line}: {error}")]
    Syntax {
        /// The line where the malformed game starts.
        game_line: u64,
        /// What is wrong, and where.
        error: SyntaxError,
    },
    /// The input failed; the reader returns nothing more.
    #[error("cannot read the input: {0}")]
    Io(#[from] std::io::Error),
}
