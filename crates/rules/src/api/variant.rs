//! [`Variant`]: a compiled ruleset of any board size.

use super::width::{Position, Variant, Width, on_variant};
use crate::families::Compiled;
use crate::variant::{VariantError, compile};
use fers_geometry::{BoardShape, U256};
use fers_movement::Ruleset;
use std::sync::Arc;

impl Variant {
    /// Compiles `ruleset` for the narrowest storage that holds its board.
    ///
    /// # Errors
    /// If the start position is invalid.
    pub fn new(ruleset: Ruleset) -> Result<Variant, VariantError> {
        Ok(match ruleset.shape.len() {
            0..=64 => Variant::from(compile::<u64>(ruleset)?),
            65..=128 => Variant::from(compile::<u128>(ruleset)?),
            _ => Variant::from(compile::<U256>(ruleset)?),
        })
    }

    /// The checked ruleset.
    pub fn ruleset(&self) -> &Ruleset {
        on_variant!(&self.0, t => t.ruleset())
    }

    /// The board shape.
    pub fn shape(&self) -> BoardShape {
        self.ruleset().shape
    }

    /// The ruleset's start position.
    pub fn start_position(&self) -> Position {
        Position::start(self)
    }

    /// The compiled tables in storage `B`, if that is the width this variant was compiled
    /// for: the way to the typed API ([`crate::typed`]).
    pub fn typed<B: Width>(&self) -> Option<&Arc<Compiled<B>>> {
        B::tables(self)
    }
}
