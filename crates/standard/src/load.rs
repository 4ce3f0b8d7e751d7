//! Loading a ruleset named on the command line (or by a program): a bundled name or a
//! file, with its `extends` chain, compiled. Uses `bundled` and `parents`, neither of
//! which uses it back.

use crate::bundled::{bundled_names, bundled_text};
use crate::ini::{ini_target, load_ini_bytes, read_ini_file};
use crate::parents::{ExtendsScope, load_with_parents_in, read_parent};
use fers_movement::Source;
use fers_rules::{Variant, VariantError};
use std::path::Path;

/// Resolves an `extends` target: a bundled name, or any regular file (relative paths
/// are taken from `base`, the folder of the file being read; nothing confines it to a
/// folder, as [`load_with_parents`](crate::load_with_parents) does). See
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
    /// Neither a bundled name nor a readable file. The message suggests the closest
    /// bundled names, if any are close.
    #[error(
        "no bundled ruleset named `{name}` and no such file ({reason}); {}`fers list` prints every bundled name",
        suggest(name)
    )]
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

/// `did you mean `a`, `b` or `c`? ` for the bundled names closest to `name` (at most
/// three, closest first, each at most a third of its letters, and at least two, away),
/// or nothing when none is close.
fn suggest(name: &str) -> String {
    let wanted = name.to_lowercase();
    let most = (wanted.chars().count() / 3).max(2);
    let mut close: Vec<(usize, &str)> = bundled_names()
        .map(|n| (edit_distance(&wanted, n), n))
        .filter(|(d, _)| *d <= most)
        .collect();
    close.sort_by_key(|(d, _)| *d);
    let names: Vec<String> = close
        .iter()
        .take(3)
        .map(|(_, n)| format!("`{n}`"))
        .collect();
    match names.as_slice() {
        [] => String::new(),
        [one] => format!("did you mean {one}? "),
        [first @ .., last] => format!("did you mean {} or {last}? ", first.join(", ")),
    }
}

/// The Levenshtein distance: single-character insertions, deletions and substitutions.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let substitution = diagonal + usize::from(ca != *cb);
            diagonal = row[j + 1];
            row[j + 1] = substitution.min(row[j] + 1).min(row[j + 1] + 1);
        }
    }
    row[b.len()]
}

/// Loads a bundled ruleset by name, a TOML file by path, or a section of a
/// Fairy-Stockfish `variants.ini` as `FILE.ini:NAME` (see [`ini_target`]), and compiles
/// it. A TOML file's `extends` chain reads bundled rulesets and files under the file's folder only
/// ([`ExtendsScope::Folder`]); [`load_variant_with`] takes another scope.
///
/// # Errors
/// [`LoadError`] naming what was wrong.
///
/// ```
/// let err = fers_standard::load_variant("crazyhose").unwrap_err();
/// assert!(err.to_string().ends_with(
///     "; did you mean `crazyhouse`? `fers list` prints every bundled name"
/// ));
/// ```
pub fn load_variant(name_or_path: &str) -> Result<Variant, LoadError> {
    load_variant_with(name_or_path, ExtendsScope::Folder)
}

/// [`load_variant`], with `extends` reading the files `scope` allows.
///
/// # Errors
/// [`LoadError`] naming what was wrong.
pub fn load_variant_with(name_or_path: &str, scope: ExtendsScope) -> Result<Variant, LoadError> {
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
    let ruleset =
        load_with_parents_in(&text, &origin, base.as_deref(), scope).map_err(VariantError::from)?;
    Ok(Variant::new(ruleset)?)
}
