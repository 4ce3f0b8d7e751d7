//! Fairy-Stockfish's `variants.ini`, read as it is: any section becomes the same
//! [`Ruleset`] a TOML file would give ([`load_ini`]), or the TOML itself
//! ([`convert_ini`]).
//!
//! A section is translated into a Fers TOML ruleset, which the TOML loader then checks
//! and loads; every problem either step finds is reported at its line and column of the
//! ini file. A key Fers has no rule for is never dropped: it is an `UnsupportedKey` (or
//! `UnsupportedValue`) problem naming what is missing, unless only a graphical interface
//! or the engine uses it (`variantTemplate`, `pieceToCharTable`, `pocketSize`,
//! `pieceValueMg`, `pieceValueEg`: [`IGNORED_KEYS`]). `docs/ini.md` maps the
//! keys to Fers' TOML.
//!
//! ```
//! use fers_movement::ini::{convert_ini, load_ini};
//! let ini = "# Crazyhouse with compulsory captures\n[coffeehouse:crazyhouse]\nmustCapture = true\n";
//! let ruleset = load_ini(ini, "coffeehouse").unwrap();
//! assert_eq!(ruleset.name, "coffeehouse");
//! assert!(ruleset.hands.is_some());
//! let toml = convert_ini(ini, "variants.ini", "coffeehouse").unwrap().text;
//! assert!(toml.contains("must-capture = true"));
//!
//! let err = load_ini("[x:chess]\nflipEnclosedPieces = quadwrangle\n", "x").unwrap_err();
//! let first = &err.diagnostics()[0];
//! assert_eq!(first.code.name(), "UnsupportedValue");
//! assert_eq!((first.line, first.column), (2, 1));
//! ```
//!
//! The steps, one module each:
//!
//! | Step | Module | Does |
//! |------|--------|------|
//! | text → sections | `read` | lines, sections, comments; the format's errors |
//! | sections → settings | `resolve`, `apply`, `values` | a section's parents (sections before it, built-in variants), each key in Fairy-Stockfish's order |
//! | Betza | `fsf_betza` | Fairy-Stockfish's dialect, and what its move tables make of it |
//! | settings → TOML | `translate` | the ruleset, or what it cannot state |
//! | problems | `problem` | [`IniProblem`], each with its place and code |

mod apply;
mod fsf_betza;
mod keys;
mod model;
mod problem;
mod read;
mod resolve;
mod translate;
mod values;

pub use keys::{IGNORED_KEYS, RULE_KEYS};
pub use problem::{IniProblem, Place};
pub use read::{
    Entry, IniFile, MAX_INI_BYTES, MAX_INI_KEYS, MAX_INI_SECTIONS, MAX_INI_VALUE, Section,
    read as read_ini, read_bytes as read_ini_bytes,
};
pub use resolve::builtin_names;
pub use translate::Translation;

use crate::diagnostic::{Diagnostic, RulesetError, Source};
use crate::ruleset::Ruleset;

/// Why a section could not be loaded.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IniError {
    /// The file, the section or its parents have problems, or the section has settings
    /// Fers cannot follow: every one found, each with its place.
    #[error("{}", show(file, problems))]
    Problems {
        /// The file's name, as problems show it.
        file: String,
        /// The problems, in file order.
        problems: Vec<IniProblem>,
    },
    /// The TOML the section translates to was refused: the loader's diagnostics, placed
    /// at the ini lines the TOML's lines come from.
    #[error("{0}")]
    Ruleset(RulesetError),
}

fn show(file: &str, problems: &[IniProblem]) -> String {
    let lines: Vec<String> = problems
        .iter()
        .map(|p| p.to_diagnostic(file).to_string())
        .collect();
    lines.join("\n")
}

impl IniError {
    /// The problems as diagnostics (`file:line:column: Code: message`).
    pub fn diagnostics(&self) -> Vec<Diagnostic> {
        match self {
            IniError::Problems { file, problems } => {
                problems.iter().map(|p| p.to_diagnostic(file)).collect()
            }
            IniError::Ruleset(e) => e.diagnostics.clone(),
        }
    }
}

impl From<IniError> for RulesetError {
    fn from(e: IniError) -> RulesetError {
        RulesetError {
            diagnostics: e.diagnostics(),
        }
    }
}

/// The name of the section to load: `section` when one is named, else the file's only
/// section.
///
/// ```
/// use fers_movement::ini::{read_ini, section_to_load};
/// let file = read_ini("[a:chess]\n[b:a]\n").unwrap();
/// assert_eq!(section_to_load(&file, Some("b")).unwrap(), "b");
/// let err = section_to_load(&file, None).unwrap_err();
/// assert!(err.to_string().contains("name one as `FILE.ini:NAME` (a, b)"));
/// ```
///
/// # Errors
/// [`IniProblem::NoSectionNamed`] when none is named and the file does not have one
/// section exactly.
pub fn section_to_load(parsed: &IniFile, section: Option<&str>) -> Result<String, IniProblem> {
    match (section, parsed.sections.as_slice()) {
        (Some(s), _) => Ok(s.to_string()),
        (None, [only]) => Ok(only.name.clone()),
        (None, all) => Err(IniProblem::NoSectionNamed {
            at: Place::START,
            sections: all.iter().map(|s| s.name.clone()).collect(),
        }),
    }
}

/// Translates section `section` of the ini `text` (named `file` in problems) into a
/// TOML ruleset.
///
/// # Errors
/// [`IniError::Problems`]: the problems of the file, the section and its parents, and
/// the settings Fers cannot follow.
pub fn convert_ini(text: &str, file: &str, section: &str) -> Result<Translation, IniError> {
    let parsed = read::read(text).map_err(|problems| IniError::Problems {
        file: file.to_string(),
        problems,
    })?;
    convert_section(&parsed, file, section)
}

/// Translates section `section` of an ini file already read.
///
/// # Errors
/// As [`convert_ini`].
pub fn convert_section(
    parsed: &IniFile,
    file: &str,
    section: &str,
) -> Result<Translation, IniError> {
    let problems = |problems: Vec<IniProblem>| IniError::Problems {
        file: file.to_string(),
        problems,
    };
    let (index, s) = resolve::find(parsed, section).map_err(|p| problems(vec![p]))?;
    let v = resolve::resolve(parsed, index).map_err(problems)?;
    let title = match &s.parent {
        Some(p) => format!("[{}:{p}]", s.name),
        None => format!("[{}]", s.name),
    };
    let ctx = translate::Context {
        name: &s.name,
        header: s.at,
        comments: &s.comments,
        title,
    };
    translate::translate(&v, &ctx).map_err(problems)
}

/// Loads section `section` of the ini `text` (shown as `variants.ini` in problems).
///
/// # Errors
/// See [`load_ini_source`].
pub fn load_ini(text: &str, section: &str) -> Result<Ruleset, IniError> {
    load_ini_source(
        &Source {
            name: "variants.ini".to_string(),
            text: text.to_string(),
        },
        section,
    )
}

/// Loads section `section` of an ini file, as the TOML loader loads the ruleset it
/// translates to.
///
/// # Errors
/// [`IniError::Problems`] for the problems of the ini file and its section,
/// [`IniError::Ruleset`] for those the TOML loader finds, placed in the ini file.
pub fn load_ini_source(source: &Source, section: &str) -> Result<Ruleset, IniError> {
    let parsed = read::read(&source.text).map_err(|problems| IniError::Problems {
        file: source.name.clone(),
        problems,
    })?;
    load_section(&parsed, &source.name, section)
}

/// Loads section `section` of an ini file already read (`file` names it in problems).
///
/// # Errors
/// As [`load_ini_source`].
pub fn load_section(parsed: &IniFile, file: &str, section: &str) -> Result<Ruleset, IniError> {
    let t = convert_section(parsed, file, section)?;
    let header = resolve::find(parsed, section).map_or(Place::START, |(_, s)| s.at);
    let toml = Source {
        name: format!("{file}[{section}]"),
        text: t.text.clone(),
    };
    crate::load::load(toml, &|_| None).map_err(|e| {
        let diagnostics = e
            .diagnostics
            .into_iter()
            .map(|d| place_in_ini(d, &t, file, header))
            .collect();
        IniError::Ruleset(RulesetError { diagnostics })
    })
}

/// A diagnostic of the translated TOML, placed at the ini line its TOML line comes from,
/// with that TOML line as a hint.
fn place_in_ini(mut d: Diagnostic, t: &Translation, file: &str, header: Place) -> Diagnostic {
    let at = t
        .places
        .get(d.line.saturating_sub(1))
        .copied()
        .flatten()
        .unwrap_or(header);
    if d.hint.is_none()
        && let Some(line) = t.text.lines().nth(d.line.saturating_sub(1))
    {
        d.hint = Some(format!(
            "in the TOML it translates to, line {}: `{}`",
            d.line,
            line.trim()
        ));
    }
    d.file = file.to_string();
    d.line = at.line;
    d.column = at.column;
    d
}
