//! Move notation: UCI (Fairy-Stockfish conventions) and SAN, written and read.
//!
//! UCI squares are a file letter and a rank number (`a10`); promotion is a lowercase
//! suffix; castling is the king's own move (`e1g1`) except under Chess960 rules, where
//! the king moves onto its rook (`e1h1`). SAN follows the FIDE handbook, with the piece
//! letters the ruleset declares.
//!
//! Reading is in two steps, as in shakmaty: [`UciMove::parse`] and [`SanMove::parse`] read
//! the text for a board shape alone and fail with a [`ParseMoveError`] (where the text
//! went wrong); matching the parsed move against a position's legal moves, and
//! explaining a refusal, is `validate`'s job ([`crate::IllegalMove`]). Parsed moves print
//! back with `Display`:
//!
//! ```
//! use fers_rules::{BoardShape, SanMove, UciMove};
//! let shape = BoardShape::new(10, 10).unwrap();
//! let u = UciMove::parse(shape, "a10b9q").unwrap();
//! assert_eq!(u.to_string(), "a10b9q");
//! let s = SanMove::parse(shape, "Nj1xi3+").unwrap();
//! assert_eq!(s.to_string(), "Nj1xi3");
//! ```
//!
//! | Module | Holds |
//! |--------|-------|
//! | `uci.rs` | [`UciMove`]: parse and print |
//! | `san.rs` | [`SanMove`]: parse and print |
//! | `error.rs` | [`ParseMoveError`] |
//! | `write.rs` | writing a move of a position: UCI, SAN, promotion suffixes |
//! | `dialect/` | [`Notation`]: LAN, USI and the games' own notations (shogi, xiangqi, janggi, Thai) |

pub(crate) mod dialect;
mod error;
mod san;
mod uci;
pub(crate) mod write;

pub use dialect::{Notation, UnknownNotation};
pub use error::ParseMoveError;
pub use san::SanMove;
pub use uci::UciMove;
pub(crate) use write::san_letter;
