//! Rulesets named as a section of a Fairy-Stockfish `variants.ini`: `FILE.ini:NAME`
//! (or `FILE.ini` alone, for a file of one section).

use fers_movement::ini::{
    IniError, IniFile, MAX_INI_BYTES, load_section, read_ini_bytes, section_to_load,
};
use fers_movement::{Ruleset, RulesetError};
use std::path::Path;

/// The file and section named by `FILE.ini:NAME` (the part before the last `:` ends in
/// `.ini`, in any case), or by `FILE.ini` alone (section `None`); `None` for any other
/// name.
///
/// ```
/// use fers_standard::ini_target;
/// assert_eq!(ini_target("variants.ini:makhouse"), Some(("variants.ini", Some("makhouse"))));
/// assert_eq!(ini_target("dir/my.INI"), Some(("dir/my.INI", None)));
/// assert_eq!(ini_target("standard"), None);
/// assert_eq!(ini_target("rules.toml"), None);
/// ```
pub fn ini_target(name: &str) -> Option<(&str, Option<&str>)> {
    let is_ini = |p: &str| p.len() > 4 && p[p.len() - 4..].eq_ignore_ascii_case(".ini");
    if let Some((path, section)) = name.rsplit_once(':')
        && is_ini(path)
    {
        return Some((path, Some(section)));
    }
    is_ini(name).then_some((name, None))
}

/// Reads a `variants.ini`, never more than one byte past
/// [`MAX_INI_BYTES`](fers_movement::ini::MAX_INI_BYTES) (the reader refuses a longer file
/// anyway), as bytes: text that is not UTF-8 is a problem with its place.
///
/// # Errors
/// If the file cannot be opened or read.
pub fn read_ini_file(path: &Path) -> std::io::Result<Vec<u8>> {
    use std::io::Read;
    let mut bytes = Vec::new();
    std::fs::File::open(path)?
        .take(MAX_INI_BYTES as u64 + 1)
        .read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// Reads the bytes of a `variants.ini` (named `file` in problems) into its sections.
///
/// # Errors
/// The file's problems, as a [`RulesetError`].
pub fn parse_ini(bytes: &[u8], file: &str) -> Result<IniFile, RulesetError> {
    read_ini_bytes(bytes).map_err(|problems| {
        RulesetError::from(IniError::Problems {
            file: file.to_string(),
            problems,
        })
    })
}

/// Loads section `section` of the `variants.ini` bytes (named `file` in problems); with
/// no section named, the file's only one.
///
/// # Errors
/// The problems of the file and the section, or a file of several sections with none
/// named (an `UnknownSection` problem listing them).
pub fn load_ini_bytes(
    bytes: &[u8],
    file: &str,
    section: Option<&str>,
) -> Result<Ruleset, RulesetError> {
    let parsed = parse_ini(bytes, file)?;
    let name = section_to_load(&parsed, section).map_err(|p| {
        RulesetError::from(IniError::Problems {
            file: file.to_string(),
            problems: vec![p],
        })
    })?;
    load_section(&parsed, file, &name).map_err(RulesetError::from)
}
