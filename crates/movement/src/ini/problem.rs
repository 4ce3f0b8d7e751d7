//! [`IniProblem`]: everything that can be wrong with a `variants.ini` section, each with
//! its place, its [`DiagnosticCode`] and its sentence.

use crate::diagnostic::{Diagnostic, DiagnosticCode};
use std::fmt;

/// A 1-based line and column (in characters) of the ini text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Place {
    /// The line.
    pub line: usize,
    /// The column.
    pub column: usize,
}

impl Place {
    /// Line 1, column 1.
    pub const START: Place = Place { line: 1, column: 1 };

    /// The place at `line`, `column`.
    pub const fn new(line: usize, column: usize) -> Place {
        Place { line, column }
    }
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.column)
    }
}

/// One problem of a `variants.ini` file or section.
///
/// Each becomes a [`Diagnostic`] (`file:line:column: Code: sentence`) with
/// [`to_diagnostic`](Self::to_diagnostic); [`code`](Self::code) is its code.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum IniProblem {
    /// The file is longer than [`MAX_INI_BYTES`](super::MAX_INI_BYTES).
    #[error(
        "the file has {bytes} bytes, more than the {} a variants.ini may have",
        super::MAX_INI_BYTES
    )]
    FileTooLarge {
        /// Where.
        at: Place,
        /// Its length.
        bytes: usize,
    },
    /// A byte that is not UTF-8 text.
    #[error("the file is not UTF-8 text from here on")]
    NotUtf8 {
        /// Where.
        at: Place,
    },
    /// `[name` with no `]` on the line.
    #[error("the section header has no closing `]`")]
    UnterminatedSection {
        /// Where.
        at: Place,
    },
    /// Text after a section header's `]`.
    #[error("only a comment may follow a section header's `]`")]
    AfterSectionHeader {
        /// Where.
        at: Place,
    },
    /// `[]`, `[:parent]` or `[name:]`.
    #[error("the section header names no variant here")]
    EmptySectionName {
        /// Where.
        at: Place,
    },
    /// A name with a space, a bracket or a control character.
    #[error(
        "`{name}` is not a variant name: it may not hold spaces, brackets or control characters"
    )]
    BadSectionName {
        /// Where.
        at: Place,
        /// The name.
        name: String,
    },
    /// More than [`MAX_INI_SECTIONS`](super::MAX_INI_SECTIONS).
    #[error("a variants.ini may hold at most {} sections", super::MAX_INI_SECTIONS)]
    TooManySections {
        /// Where.
        at: Place,
    },
    /// A `key = value` line before the first section.
    #[error("this line is outside any section: a variants.ini starts with `[name]`")]
    OutsideSection {
        /// Where.
        at: Place,
    },
    /// More than [`MAX_INI_KEYS`](super::MAX_INI_KEYS) lines in one section.
    #[error("a section may hold at most {} keys", super::MAX_INI_KEYS)]
    TooManyKeys {
        /// Where.
        at: Place,
    },
    /// A section whose parent is itself.
    #[error("section `{name}` names itself as its parent")]
    OwnParent {
        /// Where.
        at: Place,
        /// The name.
        name: String,
    },
    /// A line that is neither a comment, a header nor `key = value`.
    #[error("this line is not `key = value`, a `[section]` or a comment")]
    NoEquals {
        /// Where.
        at: Place,
    },
    /// A key with characters other than ASCII letters and digits (an indented key
    /// included: Fairy-Stockfish would read its spaces as part of it).
    #[error("`{key}` is not a key: keys are ASCII letters and digits, from the start of the line")]
    BadKey {
        /// Where.
        at: Place,
        /// The text before the `=`.
        key: String,
    },
    /// `key =` with nothing after it.
    #[error("`{key}` has no value")]
    EmptyValue {
        /// Where.
        at: Place,
        /// The key.
        key: String,
    },
    /// A value longer than [`MAX_INI_VALUE`](super::MAX_INI_VALUE).
    #[error(
        "the value of `{key}` has more than {} characters",
        super::MAX_INI_VALUE
    )]
    ValueTooLong {
        /// Where.
        at: Place,
        /// The key.
        key: String,
    },
    /// `#` or `;` inside a value.
    #[error(
        "`{key}`: Fairy-Stockfish has no comments at the end of a line; it would read this as part of the value"
    )]
    CommentInValue {
        /// Where.
        at: Place,
        /// The key.
        key: String,
    },
    /// A key given twice in a section, with different values.
    #[error(
        "`{key}` is given again, with another value (first on line {first_line}); Fairy-Stockfish would take the last one silently"
    )]
    DuplicateKey {
        /// Where.
        at: Place,
        /// The key.
        key: String,
        /// Where it was first given.
        first_line: usize,
    },
    /// A section name given twice.
    #[error(
        "section `{name}` is defined again (first on line {first_line}); Fairy-Stockfish keeps the first and ignores this one"
    )]
    DuplicateSection {
        /// Where.
        at: Place,
        /// The name.
        name: String,
        /// Where it was first defined.
        first_line: usize,
    },
    /// A section named like one of Fairy-Stockfish's built-in variants.
    #[error(
        "`{name}` is a built-in variant of Fairy-Stockfish, which keeps its own and ignores this section; choose another name"
    )]
    BuiltinName {
        /// Where.
        at: Place,
        /// The name.
        name: String,
    },
    /// No section of that name (when loading one by name).
    #[error("no section `{name}` in this file")]
    UnknownSection {
        /// Where (the start of the file).
        at: Place,
        /// The name asked for.
        name: String,
        /// The nearest section name, if it is close.
        nearest: Option<String>,
    },
    /// No section named, in a file that does not have exactly one.
    #[error("{}", no_section_named(sections))]
    NoSectionNamed {
        /// Where (the start of the file).
        at: Place,
        /// The file's sections.
        sections: Vec<String>,
    },
    /// A parent that is neither an earlier section nor a built-in variant.
    #[error(
        "`{parent}` is neither a section of this file nor a built-in variant of Fairy-Stockfish"
    )]
    UnknownParent {
        /// Where.
        at: Place,
        /// The parent's name.
        parent: String,
        /// The nearest name, if it is close.
        nearest: Option<String>,
    },
    /// A parent defined later in the file (Fairy-Stockfish reads sections in order, so a
    /// cycle of parents is always this).
    #[error(
        "`{parent}` is defined after this section (line {line}); Fairy-Stockfish reads the sections in order, so a parent must come first"
    )]
    LaterParent {
        /// Where.
        at: Place,
        /// The parent's name.
        parent: String,
        /// Where it is defined.
        line: usize,
    },
    /// A key Fairy-Stockfish does not know.
    #[error("`{key}` is not a key of Fairy-Stockfish's variants.ini")]
    UnknownKey {
        /// Where.
        at: Place,
        /// The key.
        key: String,
        /// The nearest key, if it is close.
        nearest: Option<String>,
    },
    /// A value that is not of its key's type.
    #[error("`{key} = {value}`: {expected}")]
    BadValue {
        /// Where.
        at: Place,
        /// The key.
        key: String,
        /// The value.
        value: String,
        /// What the key takes.
        expected: String,
    },
    /// A piece letter that names no piece of the variant.
    #[error("`{key}`: `{letter}` is not the letter of a piece of this variant")]
    UnknownLetter {
        /// Where.
        at: Place,
        /// The key.
        key: String,
        /// The letter.
        letter: char,
    },
    /// A board larger than Fairy-Stockfish's largest (12 files, 10 ranks).
    #[error("`{key} = {value}`: Fairy-Stockfish's boards have at most 12 files and 10 ranks")]
    BadBoard {
        /// Where.
        at: Place,
        /// The key.
        key: String,
        /// The value.
        value: String,
    },
    /// Betza text that Fairy-Stockfish would read as something else than it says.
    #[error("`{key}`: {message}")]
    BadBetza {
        /// Where (the offending character).
        at: Place,
        /// The key.
        key: String,
        /// What is wrong.
        message: String,
    },
    /// A key with a value other than its default that Fers has no rule for.
    #[error("{key}{inherited} is not supported: {why}")]
    UnsupportedKey {
        /// Where.
        at: Place,
        /// The key and its value (`perpetualCheckIllegal = true`).
        key: String,
        /// ` (inherited from …)` when the value came from a parent, else empty.
        inherited: String,
        /// What Fers is missing.
        why: String,
    },
    /// A value Fers cannot represent, of a key it otherwise supports.
    #[error("{key}{inherited} is not supported: {why}")]
    UnsupportedValue {
        /// Where.
        at: Place,
        /// The key and its value.
        key: String,
        /// ` (inherited from …)` when the value came from a parent, else empty.
        inherited: String,
        /// What Fers is missing.
        why: String,
    },
}

/// The message of [`IniProblem::NoSectionNamed`].
fn no_section_named(sections: &[String]) -> String {
    if sections.is_empty() {
        "this file has no section".to_string()
    } else {
        format!(
            "this file has {} sections: name one as `FILE.ini:NAME` ({})",
            sections.len(),
            sections.join(", ")
        )
    }
}

impl IniProblem {
    /// Where the problem is.
    pub fn place(&self) -> Place {
        use IniProblem::*;
        match self {
            FileTooLarge { at, .. }
            | NotUtf8 { at }
            | UnterminatedSection { at }
            | AfterSectionHeader { at }
            | EmptySectionName { at }
            | BadSectionName { at, .. }
            | TooManySections { at }
            | TooManyKeys { at }
            | OwnParent { at, .. }
            | OutsideSection { at }
            | NoEquals { at }
            | BadKey { at, .. }
            | EmptyValue { at, .. }
            | ValueTooLong { at, .. }
            | CommentInValue { at, .. }
            | DuplicateKey { at, .. }
            | DuplicateSection { at, .. }
            | BuiltinName { at, .. }
            | UnknownSection { at, .. }
            | NoSectionNamed { at, .. }
            | UnknownParent { at, .. }
            | LaterParent { at, .. }
            | UnknownKey { at, .. }
            | BadValue { at, .. }
            | UnknownLetter { at, .. }
            | BadBoard { at, .. }
            | BadBetza { at, .. }
            | UnsupportedKey { at, .. }
            | UnsupportedValue { at, .. } => *at,
        }
    }

    /// The problem's code, as `fers check` prints it.
    pub fn code(&self) -> DiagnosticCode {
        use DiagnosticCode as C;
        use IniProblem::*;
        match self {
            FileTooLarge { .. }
            | TooManySections { .. }
            | TooManyKeys { .. }
            | ValueTooLong { .. } => C::TooLarge,
            NotUtf8 { .. }
            | UnterminatedSection { .. }
            | AfterSectionHeader { .. }
            | EmptySectionName { .. }
            | BadSectionName { .. }
            | OutsideSection { .. }
            | NoEquals { .. }
            | BadKey { .. }
            | EmptyValue { .. }
            | CommentInValue { .. }
            | BadValue { .. } => C::Syntax,
            DuplicateKey { .. } | DuplicateSection { .. } | BuiltinName { .. } => C::Duplicate,
            UnknownSection { .. } | NoSectionNamed { .. } => C::UnknownSection,
            UnknownParent { .. } | LaterParent { .. } | OwnParent { .. } => C::BadExtends,
            UnknownKey { .. } => C::UnknownKey,
            UnknownLetter { .. } => C::UnknownPiece,
            BadBoard { .. } => C::BadBoard,
            BadBetza { .. } => C::BadBetza,
            UnsupportedKey { .. } => C::UnsupportedKey,
            UnsupportedValue { .. } => C::UnsupportedValue,
        }
    }

    /// The hint printed after the message, if any.
    pub fn hint(&self) -> Option<String> {
        match self {
            IniProblem::UnknownSection {
                nearest: Some(n), ..
            }
            | IniProblem::UnknownParent {
                nearest: Some(n), ..
            }
            | IniProblem::UnknownKey {
                nearest: Some(n), ..
            } => Some(format!("did you mean `{n}`?")),
            _ => None,
        }
    }

    /// The problem as a diagnostic of `file`.
    pub fn to_diagnostic(&self, file: &str) -> Diagnostic {
        let at = self.place();
        Diagnostic {
            code: self.code(),
            message: self.to_string(),
            file: file.to_string(),
            line: at.line,
            column: at.column,
            hint: self.hint(),
        }
    }
}
