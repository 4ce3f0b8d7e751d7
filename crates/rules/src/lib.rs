//! The generic rules engine of Fers: positions, legal moves, validation that explains
//! itself, notation and outcomes — for any ruleset, naming no particular piece.
//!
//! Layers, one way: a [`Ruleset`] (checked TOML) is compiled into [`Tables`] for a
//! storage width; a [`Position`] pairs the tables with a [`State`]; a [`Game`] adds
//! the history that repetition needs.
//!
//! # Cargo features
//!
//! - `serde` (off by default): `Serialize` and `Deserialize` for the plain values a
//!   program stores or sends: [`Move`] (as its fields, not as UCI, which needs the
//!   position), [`MoveKind`], [`Placement`], [`Piece`], [`Outcome`], [`EndReason`],
//!   [`IllegalCode`] (by its stable name), [`IllegalMove`], [`CastlingRefusal`] and
//!   [`FenMode`], and for the values of `fers-geometry` ([`Square`] as its index,
//!   [`BoardShape`], [`SquareSet`]) and `fers-movement` ([`Color`], [`CastlingSide`]).
//!   Enums are written by their variant names, as `#[derive]` would. Reading checks
//!   every value (a square index past 255 is an error, not a panic); a [`Position`] is
//!   stored as its FEN, which needs the ruleset to read back.
//! - `parallel` (off by default; the `fers` command turns it on): perft on several
//!   threads, the root moves shared out on a Rayon thread pool:
//!   `Position::perft_parallel`, `Position::divide_parallel`,
//!   `AnyPosition::perft_parallel`, `MAX_PERFT_THREADS`. Adds the `rayon` dependency.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod any;
mod attacks;
mod castling;
mod end;
mod explosion;
mod facing;
mod fen;
mod game;
mod goals;
mod hands;
mod honour;
mod make;
mod movegen;
mod moves;
mod notation;
mod outcome;
#[cfg(feature = "parallel")]
mod parallel;
mod piece;
mod position;
mod pseudo_royal;
mod render;
#[cfg(feature = "serde")]
mod serde_impls;
mod sink;
mod state;
mod tables;
mod validate;
mod variant;
mod walls;

pub use any::{AnyGame, AnyPosition};
pub use castling::CastlingRefusal;
pub use end::EndCondition;
pub use fen::{FenError, FenMode, MAX_CLOCK, MAX_FEN_LEN};
pub use fers_geometry::{Bits, BoardShape, Square, SquareSet, U256};
pub use fers_movement::{
    CastlingSide, Color, Extinction, Flag, FlagReply, Kind, ParseColorError, Ruleset, RulesetError,
    StalemateRule, Verdict, escape_control,
};
pub use game::Game;
pub use hands::HandError;
pub use moves::{Move, MoveKind, Placement};
pub use notation::{ParseMoveError, SanMove, UciMove};
pub use outcome::{EndReason, Outcome};
#[cfg(feature = "parallel")]
pub use parallel::MAX_PERFT_THREADS;
pub use piece::Piece;
pub use position::{MAX_PERFT_DEPTH, Position};
pub use render::rule_report;
pub use sink::{Counter, Origin, Sink};
pub use state::State;
pub use tables::{CompileError, Tables};
pub use validate::{IllegalCode, IllegalMove};
pub use variant::{Variant, VariantError, compile, load_ruleset};
