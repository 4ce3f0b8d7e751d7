//! The generic rules engine of Fers: positions, legal moves, validation that explains
//! itself, notation and outcomes — for any ruleset, naming no particular piece.
//!
//! Layers, one way: a [`Ruleset`] (checked TOML) is compiled into [`Compiled`] tables for
//! a storage width — the kernel's (`kernel/`: what every ruleset runs) and each rule
//! family's (`families/`: castling, drops, walls…); a [`Position`] pairs them with the
//! position's facts; a [`Game`] adds the history that repetition needs.
//!
//! # Cargo features
//!
//! - `serde` (off by default): `Serialize` and `Deserialize` for the plain values a
//!   program stores or sends: [`Move`] (as its fields, not as UCI, which needs the
//!   position), [`MoveKind`], [`Second`], [`Piece`], [`Outcome`], [`EndReason`],
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
mod end;
mod families;
mod game;
mod illegal;
mod kernel;
mod notation;
mod outcome;
mod position;
#[cfg(feature = "serde")]
mod serde_impls;
#[cfg(test)]
mod testing;
mod validate;
mod variant;

pub use any::{AnyGame, AnyPosition};
pub use end::EndCondition;
pub use families::Compiled;
pub use fers_geometry::{Bits, BoardShape, Square, SquareSet, U256};
pub use fers_movement::{
    CastlingSide, Color, Extinction, Flag, FlagReply, Kind, ParseColorError, Ruleset, RulesetError,
    StalemateRule, Verdict, escape_control,
};
pub use game::Game;
pub use illegal::{CastlingRefusal, IllegalCode, IllegalMove};
pub use kernel::perft::MAX_PERFT_DEPTH;
pub use kernel::{CompileError, Move, MoveKind, Piece, Second};
pub use notation::{ParseMoveError, SanMove, UciMove};
pub use outcome::{EndReason, Outcome};
#[cfg(feature = "parallel")]
pub use position::MAX_PERFT_THREADS;
pub use position::fen::{FenError, FenMode, MAX_CLOCK, MAX_FEN_LEN};
pub use position::{HandError, Position, rule_report};
pub use variant::{Variant, VariantError, compile, load_ruleset};

/// The compiled tables of a ruleset: the name the typed API gives [`Compiled`].
pub type Tables<B> = Compiled<B>;
