//! The generic rules engine of Fers: positions, legal moves, validation that explains
//! itself, notation and outcomes — for any ruleset, naming no particular piece.
//!
//! Layers, one way: a [`Ruleset`] (checked TOML) becomes a [`Variant`], compiled tables
//! for the narrowest storage width its board fits — the kernel's (`kernel/`: what every
//! ruleset runs) and each rule family's (`families/`: castling, drops, walls…); a
//! [`Position`] pairs them with the position's facts; a [`Game`] adds the history that
//! repetition needs. These three are width-free: their questions return the same types
//! for every board (a [`Squares`] for a set of squares). The [`typed`] module has the
//! same types generic over the width, for programs that want them.
//!
//! ```
//! use fers_rules::{Color, FenMode, Game, Position, Variant};
//! # let text = include_str!("../../../rulesets/standard.toml");
//! let variant = Variant::new(fers_rules::load_ruleset(text, "standard.toml", &|_| None)?)?;
//! let mut game = Game::new(Position::start(&variant));
//! for text in ["f3", "e5", "g4", "Qh4#"] {
//!     game.play_text(text)?;
//! }
//! assert_eq!(game.outcome().unwrap().score(), "0-1");
//! let mated = Position::from_fen(&variant, &game.fen(), FenMode::Strict)?;
//! assert!(mated.is_checkmate() && mated.turn() == Color::White);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
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
//!   `Position::perft_parallel`, `Position::divide_parallel` (width-free and typed),
//!   `MAX_PERFT_THREADS`. Adds the `rayon` dependency.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod api;
mod end;
mod families;
mod game;
mod illegal;
mod kernel;
mod notation;
mod outcome;
mod position;
mod repetition;
#[cfg(feature = "serde")]
mod serde_impls;
#[cfg(test)]
mod testing;
pub mod typed;
mod validate;
mod variant;

pub use api::{Game, Position, Squares, TablesVisitor, Variant, Width};
pub use end::EndCondition;
pub use fers_geometry::{Bits, BoardShape, Square, SquareSet, U256};
pub use fers_movement::{
    CastlingSide, Color, Extinction, Flag, FlagReply, Kind, ParseColorError, Players, Ruleset,
    RulesetError, StalemateRule, Verdict, escape_control,
};
pub use illegal::{CastlingRefusal, IllegalCode, IllegalMove};
pub use kernel::perft::MAX_PERFT_DEPTH;
pub use kernel::{CompileError, Move, MoveKind, Piece, Second};
pub use notation::{Notation, ParseMoveError, SanMove, UciMove, UnknownNotation};
pub use outcome::{EndReason, Outcome};
pub use position::HandError;
#[cfg(feature = "parallel")]
pub use position::MAX_PERFT_THREADS;
pub use position::fen::{FenError, FenMode, MAX_CLOCK, MAX_FEN_LEN};
pub use variant::{VariantError, load_ruleset};
