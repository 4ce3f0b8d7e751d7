//! Errors in ruleset files: each with a code, a message, file, line, column and a hint.

use crate::escape::escape_control;
use std::fmt;

/// What kind of problem a [`Diagnostic`] reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum DiagnosticCode {
    /// The file could not be read.
    Io,
    /// Not valid TOML, or a value of the wrong type.
    Syntax,
    /// A key the schema does not know.
    UnknownKey,
    /// A required key is absent.
    MissingKey,
    /// A board size outside 1..=16 (or too many squares).
    BadBoard,
    /// A piece letter that is not one ASCII letter, or is used twice.
    BadLetter,
    /// A name that is not a declared piece.
    UnknownPiece,
    /// A movement component that is contradictory or out of range.
    BadMove,
    /// Betza text that is not understood.
    BadBetza,
    /// A promotion that names a royal piece, a missing piece or a rank off the board.
    BadPromotion,
    /// A castling spec that is off the board or inconsistent.
    BadCastling,
    /// A royal kind that could leave the board (one that sets en passant).
    BadRoyal,
    /// A start position that does not fit the board or names undeclared pieces.
    BadStartPosition,
    /// A draw or win rule out of range.
    BadRule,
    /// More than the limits allow (pieces, offsets, ranges).
    TooLarge,
    /// `extends` names a ruleset that cannot be found or forms a cycle.
    BadExtends,
    /// A region of `[regions]` that is not understood, or a name that is not a region.
    BadRegion,
    /// A key or a section given twice with different meanings (a `variants.ini`).
    Duplicate,
    /// A section asked for that the `variants.ini` does not define.
    UnknownSection,
    /// A key of Fairy-Stockfish's `variants.ini` that Fers has no rule for.
    UnsupportedKey,
    /// A value of a `variants.ini` key that Fers cannot represent.
    UnsupportedValue,
    /// A `[notation]` value that is not a notation's name, or side names that are not two.
    BadNotation,
}

impl DiagnosticCode {
    /// The code's stable name, as printed by `fers check`.
    pub fn name(self) -> &'static str {
        match self {
            DiagnosticCode::Io => "Io",
            DiagnosticCode::Syntax => "Syntax",
            DiagnosticCode::UnknownKey => "UnknownKey",
            DiagnosticCode::MissingKey => "MissingKey",
            DiagnosticCode::BadBoard => "BadBoard",
            DiagnosticCode::BadLetter => "BadLetter",
            DiagnosticCode::UnknownPiece => "UnknownPiece",
            DiagnosticCode::BadMove => "BadMove",
            DiagnosticCode::BadBetza => "BadBetza",
            DiagnosticCode::BadPromotion => "BadPromotion",
            DiagnosticCode::BadCastling => "BadCastling",
            DiagnosticCode::BadRoyal => "BadRoyal",
            DiagnosticCode::BadStartPosition => "BadStartPosition",
            DiagnosticCode::BadRule => "BadRule",
            DiagnosticCode::TooLarge => "TooLarge",
            DiagnosticCode::BadExtends => "BadExtends",
            DiagnosticCode::BadRegion => "BadRegion",
            DiagnosticCode::Duplicate => "Duplicate",
            DiagnosticCode::UnknownSection => "UnknownSection",
            DiagnosticCode::UnsupportedKey => "UnsupportedKey",
            DiagnosticCode::UnsupportedValue => "UnsupportedValue",
            DiagnosticCode::BadNotation => "BadNotation",
        }
    }
}

/// One problem in a ruleset file.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Diagnostic {
    /// What kind of problem.
    pub code: DiagnosticCode,
    /// A sentence naming the problem.
    pub message: String,
    /// The file (a path, or `<name>` for a bundled ruleset).
    pub file: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column (in characters).
    pub column: usize,
    /// A suggestion, if there is one.
    pub hint: Option<String>,
}

/// One line, `file:line:column: Code: message (hint: …)`, with control characters of the
/// file name, message and hint escaped (they may quote the ruleset's text).
impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: {}: {}",
            escape_control(&self.file),
            self.line,
            self.column,
            self.code.name(),
            escape_control(&self.message)
        )?;
        if let Some(hint) = &self.hint {
            write!(f, " (hint: {})", escape_control(hint))?;
        }
        Ok(())
    }
}

/// A ruleset that could not be loaded: every problem found, in file order.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub struct RulesetError {
    /// The problems, at least one.
    pub diagnostics: Vec<Diagnostic>,
}

impl fmt::Display for RulesetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.diagnostics.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

/// Most problems reported for one ruleset; the rest are counted in one last diagnostic.
pub const MAX_DIAGNOSTICS: usize = 100;

/// The problems found in a ruleset, capped at [`MAX_DIAGNOSTICS`]: the first ones are
/// kept, the rest only counted, and [`finish`](Self::finish) adds one last diagnostic
/// saying how many were left out.
///
/// A problem past the cap is never built: [`add`](Self::add) takes a closure, so the
/// line and column (a scan of the text each) are not computed for it, and a file of
/// 300,000 wrongly typed values stays fast.
#[derive(Debug, Default)]
pub(crate) struct Diagnostics {
    kept: Vec<Diagnostic>,
    dropped: usize,
}

impl Diagnostics {
    /// An empty collection.
    pub(crate) fn new() -> Diagnostics {
        Diagnostics::default()
    }

    /// Records a problem: kept (and built by `make`) while there is room, counted
    /// otherwise. Returns the kept diagnostic, to add a hint to.
    pub(crate) fn add(&mut self, make: impl FnOnce() -> Diagnostic) -> Option<&mut Diagnostic> {
        if self.kept.len() >= MAX_DIAGNOSTICS {
            self.dropped += 1;
            return None;
        }
        self.kept.push(make());
        self.kept.last_mut()
    }

    /// Whether no problem was recorded.
    pub(crate) fn is_empty(&self) -> bool {
        self.kept.is_empty() && self.dropped == 0
    }

    /// The kept problems, to sort or to add problems found elsewhere (which do not count
    /// against the cap).
    pub(crate) fn kept_mut(&mut self) -> &mut Vec<Diagnostic> {
        &mut self.kept
    }

    /// The kept problems, followed, if any were dropped, by a `TooLarge` diagnostic at
    /// the start of `source` saying how many.
    pub(crate) fn finish(mut self, source: &Source) -> Vec<Diagnostic> {
        if self.dropped > 0 {
            self.kept.push(source.diagnostic(
                DiagnosticCode::TooLarge,
                0,
                format!(
                    "{} more problems not shown (at most {MAX_DIAGNOSTICS} are reported)",
                    self.dropped
                ),
            ));
        }
        self.kept
    }
}

/// A text file being read, for turning byte spans into lines and columns.
#[derive(Debug, Clone)]
pub struct Source {
    /// The name shown in diagnostics.
    pub name: String,
    /// The text.
    pub text: String,
}

impl Source {
    /// 1-based line and column of a byte offset.
    pub fn line_column(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        let before = &self.text[..floor_char_boundary(&self.text, offset)];
        let line = before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        (line, before[line_start..].chars().count() + 1)
    }

    /// A diagnostic at a byte offset of this source.
    pub fn diagnostic(
        &self,
        code: DiagnosticCode,
        offset: usize,
        message: impl Into<String>,
    ) -> Diagnostic {
        let (line, column) = self.line_column(offset);
        Diagnostic {
            code,
            message: message.into(),
            file: self.name.clone(),
            line,
            column,
            hint: None,
        }
    }
}

fn floor_char_boundary(s: &str, mut i: usize) -> usize {
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// Edit distance, for "did you mean" hints.
pub(crate) fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1; b.len() + 1];
        for (j, cb) in b.iter().enumerate() {
            cur[j + 1] = (prev[j] + usize::from(ca != *cb))
                .min(prev[j + 1] + 1)
                .min(cur[j] + 1);
        }
        prev = cur;
    }
    prev[b.len()]
}

/// The candidate nearest to `word`, if it is near enough to be a likely typo.
pub(crate) fn nearest<'a>(
    word: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    candidates
        .into_iter()
        .map(|c| (edit_distance(word, c), c))
        .filter(|(d, c)| *d <= 2.max(c.len() / 3))
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}
