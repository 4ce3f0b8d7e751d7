//! The width dispatch: [`Variant`], [`Position`] and [`Game`] hold their typed value in
//! the storage width chosen once, by the board's number of squares; this is the one
//! module that names the widths (`Small`, `Medium`, `Large`). Their methods live
//! beside, in `variant.rs`, `position.rs` and `game.rs`.

use crate::families::Compiled;
use crate::{game, position};
use fers_geometry::{Bits, U256};
use std::sync::Arc;

/// A compiled ruleset of any board size: the storage is chosen by the number of squares
/// (64 bits up to 64 squares, 128 up to 128, 256 up to 256). Cheap to clone (the tables
/// are shared).
///
/// ```
/// # let text = include_str!("../../../../rulesets/standard.toml");
/// let variant = fers_rules::Variant::new(fers_rules::load_ruleset(text, "s.toml", &|_| None)?)?;
/// assert_eq!(variant.ruleset().name, "standard");
/// assert_eq!(variant.start_position().perft(2), 400);
/// assert!(variant.typed::<u64>().is_some());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct Variant(pub(crate) VariantInner);

/// The width, chosen once.
#[derive(Debug, Clone)]
pub(crate) enum VariantInner {
    /// Up to 64 squares.
    Small(Arc<Compiled<u64>>),
    /// Up to 128 squares.
    Medium(Arc<Compiled<u128>>),
    /// Up to 256 squares.
    Large(Arc<Compiled<U256>>),
}

/// Runs generic code on the typed tables inside a variant.
macro_rules! on_variant {
    ($variant:expr, $t:ident => $body:expr) => {
        match $variant {
            $crate::api::width::VariantInner::Small($t) => $body,
            $crate::api::width::VariantInner::Medium($t) => $body,
            $crate::api::width::VariantInner::Large($t) => $body,
        }
    };
}
pub(super) use on_variant;

impl Variant {
    /// Runs code generic over the storage width on this variant's compiled tables, in
    /// the width it was compiled for: the one place a program that wants the typed API
    /// for any ruleset chooses the width (it never matches on it).
    ///
    /// ```
    /// use fers_rules::typed::{Compiled, Position};
    /// use fers_rules::{TablesVisitor, Width};
    /// use std::sync::Arc;
    ///
    /// /// Perft(2) with the typed position, whatever the board's size.
    /// struct Perft2;
    /// impl TablesVisitor for Perft2 {
    ///     type Output = u64;
    ///     fn visit<B: Width>(self, tables: &Arc<Compiled<B>>) -> u64 {
    ///         Position::start(tables).perft(2)
    ///     }
    /// }
    /// # let text = include_str!("../../../../rulesets/standard.toml");
    /// let variant = fers_rules::Variant::new(fers_rules::load_ruleset(text, "s.toml", &|_| None)?)?;
    /// assert_eq!(variant.visit(Perft2), 400);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn visit<V: TablesVisitor>(&self, visitor: V) -> V::Output {
        match &self.0 {
            VariantInner::Small(t) => visitor.visit(t),
            VariantInner::Medium(t) => visitor.visit(t),
            VariantInner::Large(t) => visitor.visit(t),
        }
    }
}

/// Code generic over the storage width, run by [`Variant::visit`] with the variant's
/// compiled tables (the typed API's entry: [`crate::typed`]).
pub trait TablesVisitor {
    /// What the code returns.
    type Output;
    /// Runs on the tables of width `B`.
    fn visit<B: Width>(self, tables: &Arc<Compiled<B>>) -> Self::Output;
}

impl<B: Width> From<Arc<Compiled<B>>> for Variant {
    /// The variant of tables compiled with [`crate::typed::compile`].
    fn from(tables: Arc<Compiled<B>>) -> Variant {
        B::wrap_tables(tables)
    }
}

/// A storage width a [`Variant`] may be compiled for: `u64`, `u128` or `U256`, the way
/// from the width-free types to the typed ones ([`crate::typed`]).
pub trait Width: Bits + sealed::Sealed {
    /// The tables of `variant`, if it was compiled for this width.
    fn tables(variant: &Variant) -> Option<&Arc<Compiled<Self>>>;
    /// The typed position inside `position`, if it is of this width.
    fn position(position: &Position) -> Option<&position::Position<Self>>;
    /// The typed game inside `game`, if it is of this width.
    fn game(game: &Game) -> Option<&game::Game<Self>>;
    /// The width-free variant of `tables`.
    #[doc(hidden)]
    fn wrap_tables(tables: Arc<Compiled<Self>>) -> Variant;
    /// The width-free position of `position`.
    #[doc(hidden)]
    fn wrap_position(position: position::Position<Self>) -> Position;
    /// The width-free game of `game`.
    #[doc(hidden)]
    fn wrap_game(game: game::Game<Self>) -> Game;
}

mod sealed {
    /// Only the three storage widths.
    pub trait Sealed {}
    impl Sealed for u64 {}
    impl Sealed for u128 {}
    impl Sealed for fers_geometry::U256 {}
}

impl Width for u64 {
    fn tables(variant: &Variant) -> Option<&Arc<Compiled<u64>>> {
        match &variant.0 {
            VariantInner::Small(t) => Some(t),
            _ => None,
        }
    }

    fn position(position: &Position) -> Option<&position::Position<u64>> {
        match &position.0 {
            PositionInner::Small(p) => Some(p),
            _ => None,
        }
    }

    fn game(game: &Game) -> Option<&game::Game<u64>> {
        match &game.0 {
            GameInner::Small(g) => Some(g),
            _ => None,
        }
    }

    fn wrap_tables(tables: Arc<Compiled<u64>>) -> Variant {
        Variant(VariantInner::Small(tables))
    }

    fn wrap_position(position: position::Position<u64>) -> Position {
        Position(PositionInner::Small(position))
    }

    fn wrap_game(game: game::Game<u64>) -> Game {
        Game(GameInner::Small(game))
    }
}

impl Width for u128 {
    fn tables(variant: &Variant) -> Option<&Arc<Compiled<u128>>> {
        match &variant.0 {
            VariantInner::Medium(t) => Some(t),
            _ => None,
        }
    }

    fn position(position: &Position) -> Option<&position::Position<u128>> {
        match &position.0 {
            PositionInner::Medium(p) => Some(p),
            _ => None,
        }
    }

    fn game(game: &Game) -> Option<&game::Game<u128>> {
        match &game.0 {
            GameInner::Medium(g) => Some(g),
            _ => None,
        }
    }

    fn wrap_tables(tables: Arc<Compiled<u128>>) -> Variant {
        Variant(VariantInner::Medium(tables))
    }

    fn wrap_position(position: position::Position<u128>) -> Position {
        Position(PositionInner::Medium(position))
    }

    fn wrap_game(game: game::Game<u128>) -> Game {
        Game(GameInner::Medium(game))
    }
}

impl Width for U256 {
    fn tables(variant: &Variant) -> Option<&Arc<Compiled<U256>>> {
        match &variant.0 {
            VariantInner::Large(t) => Some(t),
            _ => None,
        }
    }

    fn position(position: &Position) -> Option<&position::Position<U256>> {
        match &position.0 {
            PositionInner::Large(p) => Some(p),
            _ => None,
        }
    }

    fn game(game: &Game) -> Option<&game::Game<U256>> {
        match &game.0 {
            GameInner::Large(g) => Some(g),
            _ => None,
        }
    }

    fn wrap_tables(tables: Arc<Compiled<U256>>) -> Variant {
        Variant(VariantInner::Large(tables))
    }

    fn wrap_position(position: position::Position<U256>) -> Position {
        Position(PositionInner::Large(position))
    }

    fn wrap_game(game: game::Game<U256>) -> Game {
        Game(GameInner::Large(game))
    }
}

/// A position of any ruleset, whatever its board size: board, side to move, rights,
/// hands and clocks, with every question of the rules. Cheap to clone (the compiled
/// ruleset is shared).
///
/// ```
/// # let text = include_str!("../../../../rulesets/standard.toml");
/// # let variant = fers_rules::Variant::new(fers_rules::load_ruleset(text, "s.toml", &|_| None).unwrap()).unwrap();
/// use fers_rules::{Color, FenMode, Position};
/// let pos = Position::from_fen(&variant, "7k/8/8/8/8/8/8/K6R b - - 0 1", FenMode::Strict)?;
/// assert!(pos.is_check());
/// let h1 = pos.shape().parse_square("h1")?;
/// assert_eq!(pos.checkers().iter().collect::<Vec<_>>(), [h1]);
/// assert_eq!(pos.legal_moves().len(), 2);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Position(pub(crate) PositionInner);

/// The position in its variant's width.
#[derive(Debug, Clone, PartialEq, Eq)]
// Positions are values of a few hundred bytes at most; boxing the large one would cost
// an allocation per clone for no gain.
#[allow(clippy::large_enum_variant)]
pub(crate) enum PositionInner {
    Small(position::Position<u64>),
    Medium(position::Position<u128>),
    Large(position::Position<U256>),
}

/// Runs generic code on the typed position inside.
macro_rules! on_position {
    ($pos:expr, $p:ident => $body:expr) => {
        match $pos {
            $crate::api::width::PositionInner::Small($p) => $body,
            $crate::api::width::PositionInner::Medium($p) => $body,
            $crate::api::width::PositionInner::Large($p) => $body,
        }
    };
}
pub(super) use on_position;

impl<B: Width> From<position::Position<B>> for Position {
    /// The width-free position of a typed one.
    fn from(position: position::Position<B>) -> Position {
        B::wrap_position(position)
    }
}

/// A game in progress of any ruleset, whatever its board size: the current position and
/// its history, for repetition, undo, move lists and outcomes.
///
/// ```
/// # let text = include_str!("../../../../rulesets/standard.toml");
/// # let variant = fers_rules::Variant::new(fers_rules::load_ruleset(text, "s.toml", &|_| None).unwrap()).unwrap();
/// use fers_rules::Game;
/// let mut game = Game::new(variant.start_position());
/// for mv in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"] {
///     game.play_text(mv)?;
/// }
/// assert_eq!(game.repetitions(), 3);
/// assert!(game.claimable_draw().is_some());
/// assert_eq!(game.undo().map(|m| game.position().uci(m)).as_deref(), Some("f6g8"));
/// # Ok::<(), fers_rules::IllegalMove>(())
/// ```
#[derive(Debug, Clone)]
pub struct Game(pub(crate) GameInner);

/// The game in its variant's width.
#[derive(Debug, Clone)]
#[allow(clippy::large_enum_variant)]
pub(crate) enum GameInner {
    Small(game::Game<u64>),
    Medium(game::Game<u128>),
    Large(game::Game<U256>),
}

/// Runs generic code on the typed game inside.
macro_rules! on_game {
    ($game:expr, $g:ident => $body:expr) => {
        match $game {
            $crate::api::width::GameInner::Small($g) => $body,
            $crate::api::width::GameInner::Medium($g) => $body,
            $crate::api::width::GameInner::Large($g) => $body,
        }
    };
}
pub(super) use on_game;

impl<B: Width> From<game::Game<B>> for Game {
    /// The width-free game of a typed one.
    fn from(game: game::Game<B>) -> Game {
        B::wrap_game(game)
    }
}
