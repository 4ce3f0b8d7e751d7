//! The API for rulesets chosen at run time: [`Variant`], [`Position`] and [`Game`] of any
//! board size, whose questions return the same types at every size ([`Squares`] for a set
//! of squares). The storage width (64, 128 or 256 squares) is chosen inside, once.
//!
//! ```
//! use fers_rules::{Color, FenMode, Game, Position, Variant};
//! # let text = include_str!("../../../../rulesets/standard.toml");
//! let variant = Variant::new(fers_rules::load_ruleset(text, "standard.toml", &|_| None)?)?;
//! let pos = Position::start(&variant);
//! assert_eq!((pos.legal_moves().len(), pos.turn()), (20, Color::White));
//! let mut game = Game::new(pos);
//! for text in ["f3", "e5", "g4", "Qh4#"] {
//!     game.play_text(text)?;
//! }
//! assert_eq!(game.outcome().unwrap().score(), "0-1");
//! assert_eq!(game.ucis(), ["f2f3", "e7e5", "g2g4", "d8h4"]);
//! let again = Position::from_fen(&variant, &game.fen(), FenMode::Strict)?;
//! assert!(again.is_checkmate());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Programs that want one storage width's speed without the dispatch use the typed
//! types of [`crate::typed`] (`typed::Position<u64>` for 8×8 boards), reached from a
//! variant with [`Variant::typed`].

mod game;
mod position;
mod variant;
pub(crate) mod width;

pub use width::{Game, Position, TablesVisitor, Variant, Width};

use fers_geometry::{Bits, SquareSet, U256};

/// A set of squares of a board of any size (up to 16×16): what the width-free
/// [`Position`] answers where the typed one answers a `SquareSet<B>` of its width.
pub type Squares = SquareSet<U256>;

/// The same squares in the widest storage.
fn widen<B: Bits>(set: SquareSet<B>) -> Squares {
    set.iter().collect()
}
