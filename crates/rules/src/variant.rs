//! Loading a ruleset and compiling it for the narrowest storage its board fits.

use crate::families::{self, Compiled};
use crate::kernel::CompileError;
use crate::position::fen::{self, FenError, FenMode};
use fers_geometry::Bits;
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
