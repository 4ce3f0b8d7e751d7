//! Piece and ruleset descriptors: the TOML schema, Betza notation and validation — the
//! language of Fers, from text to a checked [`Ruleset`].
//!
//! Data flows one way, as in the `regex` crates: TOML text → [`spec`] (raw, with spans)
//! → [`Ruleset`] (checked; every problem reported with file, line and column). Compiling
//! a ruleset into move tables for one board is `fers-rules`' business (`fers_rules::compile`).
//!
//! ```
//! use fers_movement::{load, Source};
//! let text = r#"
//! name = "tiny"
//! [board]
//! files = 3
//! ranks = 3
//! start = "k2/3/2K w - - 0 1"
//! [pieces.king]
//! letter = "k"
//! betza = "K"
//! royal = true
//! "#;
//! let ruleset = load(Source { name: "tiny.toml".into(), text: text.into() }, &|_| None).unwrap();
//! assert_eq!(ruleset.pieces[0].name, "king");
//! ```
//!
//! # Cargo features
//!
//! - `serde` (off by default): `Serialize` and `Deserialize` for [`Color`] and
//!   [`CastlingSide`] (by their variant names, `"White"`, `"King"`), and for
//!   `fers-geometry`'s values (its `serde` feature).
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod atom;
pub mod betza;
pub mod board_field;
mod color;
mod component;
mod diagnostic;
mod escape;
pub mod ini;
mod load;
mod ruleset;
mod scan;
#[cfg(feature = "serde")]
mod serde_impls;
pub mod spec;

pub use color::{ByColor, Color, ParseColorError};
pub use component::{Component, Landing, Mode, Motion};
pub use diagnostic::{Diagnostic, DiagnosticCode, MAX_DIAGNOSTICS, RulesetError, Source};
pub use escape::escape_control;
pub use load::{
    DEFAULT_INITIAL_RANK, HOLE, MAX_CHECK_LIMIT, MAX_EXTENDS_DEPTH, MAX_HONOUR_MOVES, MAX_OFFSET,
    MAX_RULESET_BYTES, MAX_RULESET_OFFSETS, MAX_SLIDE_DIRECTIONS, Resolver, StartBoard,
    StartProblem, load, parse_spec, read_start_board,
};
pub use ruleset::*;
