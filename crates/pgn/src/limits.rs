//! Bounds on hostile input. Every one is checked by the reader and reported as a
//! [`SyntaxErrorKind`](crate::SyntaxErrorKind) with its line and column; none is a
//! panic, and the reader goes on with the next game. The numbers are far above what any
//! real PGN needs: lichess's longest exports carry a `%clk` comment per move, about 20
//! bytes, and the longest legal FIDE game has 17,697 plies.

/// The longest tag name, in bytes (`WhiteFideId` has 11).
pub const MAX_TAG_NAME_LEN: usize = 255;

/// The longest tag value, in bytes (a FEN of a 16×16 board is under 1,000).
pub const MAX_TAG_VALUE_LEN: usize = 4096;

/// The most tags one game may have.
pub const MAX_TAGS: usize = 256;

/// The longest comment, `{...}` or `;...`, in bytes.
pub const MAX_COMMENT_LEN: usize = 65_536;

/// The longest symbol (a SAN move, a move number, a result), in bytes.
pub const MAX_SYMBOL_LEN: usize = 255;

/// The deepest nesting of variations, `( ( ... ) )`, whether kept or skipped.
pub const MAX_VARIATION_DEPTH: usize = 256;

/// The most moves one game may keep, its main line and kept variations together: over
/// ten times the longest legal FIDE game.
pub const MAX_GAME_MOVES: usize = 200_000;

/// The most bytes of comments one game may keep, all comments together.
pub const MAX_GAME_COMMENT_BYTES: usize = 8 << 20;

/// The most comments, NAGs and variations one game may keep, all together: two for
/// each move it may keep. Each costs memory whatever its text (a kept comment 24 bytes
/// and a variation 48 even when empty, `{}` and `()`, a NAG one), so each counts here,
/// and a game of millions of `{}` stops instead of filling the memory.
pub const MAX_GAME_ANNOTATIONS: usize = 2 * MAX_GAME_MOVES;
