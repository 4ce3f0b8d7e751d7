//! Loading a ruleset named on the command line (or by a program): a bundled name or a
//! file, with its `extends` chain, compiled. Uses `bundled` and `parents`, neither of
//! which uses it back.

use crate::bundled::{bundled_names, bundled_text};
use crate::ini::{ini_target, load_ini_bytes, read_ini_file};
use crate::parents::{load_with_parents, read_parent};
use fers_movement::Source;
use fers_rules::{Variant, VariantError};
use std::path::Path;

/// Resolves an `extends` target: a bundled name, or a regular file (relative paths are
/// taken from `base`, the folder of the file being read). See
/// [`read_parent`](crate::read_parent) for why a file is not read, and
/// [`load_with_parents`](crate::load_with_parents) for a whole chain.
pub fn resolve(name: &str, base: Option<&Path>) -> Option<Source> {
    read_parent(name, base).ok().map(|(source, _)| source)
}

/// Reads a ruleset file, but never more than one byte past
/// [`MAX_RULESET_BYTES`](fers_movement::MAX_RULESET_BYTES): the loader refuses a longer
/// text anyway, and a path such as `/dev/zero` must not fill the memory.
///
/// # Errors
/// If the file cannot be opened or read, or is not UTF-8.
pub fn read_ruleset_file(path: &Path) -> std::io::Result<String> {
    use std::io::Read;
    let limit = fers_movement::MAX_RULESET_BYTES as u64 + 1;
    let mut text = String::new();
    std::fs::File::open(path)?
        .take(limit)
        .read_to_string(&mut text)?;
    Ok(text)
}

/// Why a ruleset named on the command line (or by a program) could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// Neither a bundled name nor a readable file.
    #[error("no bundled ruleset named `{name}` and no such file ({reason}); bundled: {}", bundled_names().collect::<Vec<_>>().join(", "))]
    NotFound {
        /// What was asked for.
        name: String,
        /// Why the file could not be read.
        reason: String,
    },
    /// The ruleset has problems.
    #[error("{0}")]
    Invalid(#[from] VariantError),
}

/// Loads a bundled ruleset by name, a TOML file by path, or a section of a
/// Fairy-Stockfish `variants.ini` as `FILE.ini:NAME` (see [`ini_target`]), and compiles
/// it.
///
/// # Errors
/// [`LoadError`] naming what was wrong.
pub fn load_variant(name_or_path: &str) -> Result<Variant, LoadError> {
    if bundled_text(name_or_path).is_none()
        && let Some((path, section)) = ini_target(name_or_path)
    {
        let bytes = read_ini_file(Path::new(path)).map_err(|e| LoadError::NotFound {
            name: path.to_string(),
            reason: e.to_string(),
        })?;
        let ruleset = load_ini_bytes(&bytes, path, section).map_err(VariantError::from)?;
        return Ok(Variant::new(ruleset)?);
    }
    let (text, origin, base) = match bundled_text(name_or_path) {
        Some(text) => (text.to_string(), format!("<{name_or_path}>"), None),
        None => {
            let path = Path::new(name_or_path);
            let text = read_ruleset_file(path).map_err(|e| LoadError::NotFound {
                name: name_or_path.to_string(),
                reason: e.to_string(),
            })?;
            (
                text,
                path.display().to_string(),
                path.parent().map(Path::to_path_buf),
            )
        }
    };
    let ruleset = load_with_parents(&text, &origin, base.as_deref()).map_err(VariantError::from)?;
    Ok(Variant::new(ruleset)?)
}
