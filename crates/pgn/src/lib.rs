//! PGN for every Fers ruleset: read games from any [`BufRead`](std::io::BufRead) one at
//! a time ([`Reader`]), play them in the ruleset their `Variant` tag names from their
//! `FEN` tag or the start ([`Variants::replay`]), and write any [`Game`](fers_rules::typed::Game)
//! back ([`write_game`]), with the comments, NAGs and variations of the game it was read
//! from if wanted ([`write_annotated_game`]).
//!
//! ```
//! use fers_pgn::{Reader, Tags, ToPgn, Variants};
//!
//! let pgn = "[Event \"Rated blitz game\"]\n[Result \"0-1\"]\n\n\
//!            1. f3 { [%clk 0:03:00] } e5 2. g4?? (2. e4) Qh4# 0-1\n";
//! let game = Reader::new(pgn.as_bytes()).next().unwrap().unwrap();
//! let played = Variants::new().replay(&game).unwrap();
//! assert_eq!(played.plies(), 4);
//! assert_eq!(played.outcome().unwrap().to_string(), "0-1 black wins by checkmate");
//! assert!(played.to_pgn(&game.tags).ends_with("1. f3 e5 2. g4 Qh4# 0-1\n\n"));
//! ```
//!
//! The reader's bounds on hostile input are in [`limits`]; `docs/pgn.md` describes the
//! format as Fers reads and writes it.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod error;
mod game;
mod lexer;
pub mod limits;
mod reader;
mod replay;
mod result;
mod writer;

pub use error::{Place, ReadError, SyntaxError, SyntaxErrorKind};
pub use fers_rules::Game;
pub use game::{GameResult, PgnGame, PgnMove, SEVEN_TAG_ROSTER, Tags, Variation};
pub use reader::{Reader, ReaderOptions};
pub use replay::{ReplayError, ToPgn, Variants, bundled_ruleset_for, replay_on};
pub use result::{ResultMismatch, check_result};
pub use writer::{LINE_WIDTH, write_annotated_game, write_game};

/// The README's example, run as a test.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;

/// The examples of `docs/pgn.md` (`pgn.md` here is a link to it), compiled and run as
/// tests, so that the names the page uses are the code's.
#[doc = include_str!("../pgn.md")]
#[cfg(doctest)]
pub struct GuideDoctests;
