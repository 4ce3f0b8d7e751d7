//! Loading a ruleset and compiling it for the narrowest storage its board fits.

use crate::families::{self, Compiled};
use crate::kernel::CompileError;
use crate::position::fen::{self, FenError, FenMode};
use fers_geometry::{Bits, U256};
use fers_movement::{Resolver, Ruleset, RulesetError, Source, load};
use std::sync::Arc;

/// Why a ruleset could not become a playable variant.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum VariantError {
    /// The TOML had problems.
    #[error("{0}")]
    Ruleset(#[from] RulesetError),
    /// The start position is not a valid position of the ruleset.
    #[error("the start position of `{name}` is not valid: {error}")]
    StartPosition {
        /// Ruleset name.
        name: String,
        /// What is wrong.
        error: FenError,
    },
    /// The board is larger than the storage chosen.
    #[error("{0}")]
    TooLarge(#[from] CompileError),
}

/// Reads and checks a ruleset without resolving `extends`.
///
/// ```
/// # use fers_rules::load_ruleset;
/// let text = "name = \"tiny\"\n[board]\nfiles = 5\nranks = 5\nstart = \"k4/5/5/5/4K w - - 0 1\"\n[pieces.king]\nletter = \"k\"\nbetza = \"K\"\nroyal = true\n";
/// let ruleset = load_ruleset(text, "tiny.toml", &|_| None).unwrap();
/// assert_eq!(ruleset.shape.files(), 5);
/// let err = load_ruleset("name = 1", "bad.toml", &|_| None).unwrap_err();
/// assert!(err.to_string().starts_with("bad.toml:1:8: Syntax:"), "{err}");
/// ```
///
/// # Errors
/// Every problem found, with line and column.
pub fn load_ruleset(
    text: &str,
    name: &str,
    resolve: &Resolver<'_>,
) -> Result<Ruleset, RulesetError> {
    load(
        Source {
            name: name.to_string(),
            text: text.to_string(),
        },
        resolve,
    )
}

/// Compiles a ruleset for storage `B` and checks its start position.
///
/// # Errors
/// If the board does not fit `B` or the start position is invalid.
pub fn compile<B: Bits>(ruleset: Ruleset) -> Result<Arc<Compiled<B>>, VariantError> {
    let mut tables = families::compile::<B>(ruleset)?;
    // Parsed once here and kept: `Position::start` copies it.
    tables.start =
        fen::parse(&tables, &tables.ruleset.start_fen, FenMode::Relaxed).map_err(|error| {
            VariantError::StartPosition {
                name: tables.ruleset.name.clone(),
                error,
            }
        })?;
    Ok(Arc::new(tables))
}

/// A compiled ruleset of any board size: the storage is chosen by the number of squares
/// (`u64` up to 64, `u128` up to 128, [`U256`] up to 256).
#[derive(Debug, Clone)]
pub enum Variant {
    /// Up to 64 squares.
    Small(Arc<Compiled<u64>>),
    /// Up to 128 squares.
    Medium(Arc<Compiled<u128>>),
    /// Up to 256 squares.
    Large(Arc<Compiled<U256>>),
}

impl Variant {
    /// Compiles `ruleset` for the narrowest storage that holds its board.
    ///
    /// # Errors
    /// If the start position is invalid.
    pub fn new(ruleset: Ruleset) -> Result<Variant, VariantError> {
        Ok(match ruleset.shape.len() {
            0..=64 => Variant::Small(compile(ruleset)?),
            65..=128 => Variant::Medium(compile(ruleset)?),
            _ => Variant::Large(compile(ruleset)?),
        })
    }

    /// The checked ruleset.
    pub fn ruleset(&self) -> &Ruleset {
        match self {
            Variant::Small(t) => &t.ruleset,
            Variant::Medium(t) => &t.ruleset,
            Variant::Large(t) => &t.ruleset,
        }
    }
}
