//! The typed API: the same positions and games as [`crate::Position`] and
//! [`crate::Game`], generic over their storage width `B` (`u64` for boards of up to 64
//! squares, `u128` up to 128, [`U256`](crate::U256) up to 256), for programs that want one
//! width's speed without the dispatch, or set-wise answers ([`SquareSet<B>`](crate::SquareSet)).
//!
//! A variant's tables are reached with [`Variant::typed`](crate::Variant::typed) (for a
//! width known in advance) or [`Variant::visit`](crate::Variant::visit) (for code generic
//! over the width); a typed value becomes a width-free one with `From`.
//!
//! ```
//! use fers_rules::typed::{Game, Position};
//! # let text = include_str!("../../../rulesets/standard.toml");
//! # let variant = fers_rules::Variant::new(fers_rules::load_ruleset(text, "s.toml", &|_| None)?)?;
//! let tables = variant.typed::<u64>().expect("8×8 fits 64 bits");
//! let pos = Position::start(tables);
//! assert_eq!(pos.pieces(fers_rules::Color::White).count(), 16);
//! let mut game = Game::new(pos);
//! game.play_text("e4")?;
//! let width_free = fers_rules::Game::from(game);
//! assert_eq!(width_free.ucis(), ["e2e4"]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub use crate::families::Compiled;
pub use crate::game::Game;
pub use crate::position::Position;
pub use crate::variant::compile;

/// The compiled tables of a ruleset: another name for [`Compiled`].
pub type Tables<B> = Compiled<B>;
