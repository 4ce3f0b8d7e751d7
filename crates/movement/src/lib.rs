//! Piece and ruleset descriptors: the TOML schema, Betza notation and validation — the
//! language of Fers, from text to a checked [`Ruleset`].
//!
//! Data flows one way, as in the `regex` crates: TOML text → its schema (raw, with spans)
//! → [`Ruleset`] (checked; every problem reported with file, line and column; the start
//! position read once, [`Ruleset::start`]). Compiling a ruleset into move tables for one
//! board is `fers-rules`' business (`fers_rules::typed::compile`).
//!
//! Where things are: the schema in `spec/`, each table declared once (`schema.rs`); the
//! scan that reports every unknown key and wrong type at once in `scan.rs`; the loader in
//! `load/`, one file per rule family; the checked types in `ruleset/`, by family, and
//! `start.rs`; Betza notation in [`betza`]; the FEN board-field syntax in
//! [`board_field`], public because `fers-rules`' FEN parser shares it.
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
mod kind;
mod load;
mod notation;
mod ruleset;
mod scan;
mod schema;
#[cfg(feature = "serde")]
mod serde_impls;
mod spec;
mod start;

pub use color::{ByColor, Color, ParseColorError};
pub use component::{Component, Landing, Mode, Motion};
pub use diagnostic::{Diagnostic, DiagnosticCode, MAX_DIAGNOSTICS, RulesetError, Source};
pub use escape::escape_control;
pub use kind::{Kind, MAX_KINDS};
pub use load::{
    DEFAULT_INITIAL_RANK, MAX_CHASE_VALUE, MAX_CHECK_LIMIT, MAX_EXTENDS_DEPTH, MAX_HONOUR_MOVES,
    MAX_OFFSET, MAX_RULESET_BYTES, MAX_RULESET_OFFSETS, MAX_SLIDE_DIRECTIONS, Resolver, load,
};
pub use notation::{Notation, UnknownNotation};
pub use ruleset::*;
pub use start::{StartPiece, StartPosition, StartSquare};
