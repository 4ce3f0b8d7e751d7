//! [`BetzaError`]: why a Betza text was rejected, with the 1-based character column.

/// Why a Betza text was rejected. Every variant knows the 1-based character column it
/// points at ([`BetzaError::position`]); the message quotes the offending fragment and the
/// whole text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum BetzaError {
    /// The text is empty: a piece needs at least one atom.
    #[error("empty Betza text: expected an atom such as `W` or `N` at column {position}")]
    Empty {
        /// Always 1: where the first atom was expected.
        position: usize,
    },
    /// A character that is neither a known atom, a known modifier nor a range digit.
    #[error("unknown letter `{letter}` at column {position} of `{text}`")]
    UnknownLetter {
        /// Column of the letter.
        position: usize,
        /// The letter.
        letter: char,
        /// The whole text.
        text: String,
    },
    /// Modifiers at the end of the text with no atom after them (`fm`, `Kf`).
    #[error("modifier `{modifiers}` at column {position} of `{text}` has no atom after it")]
    DanglingModifier {
        /// Column of the first of the trailing modifiers.
        position: usize,
        /// The trailing modifiers.
        modifiers: String,
        /// The whole text.
        text: String,
    },
    /// A range after an atom that is not a whole number from 1 to 255 (`W0`, `W300`).
    #[error("range `{range}` at column {position} of `{text}` must be a number from 1 to 255")]
    InvalidRange {
        /// Column of the first digit.
        position: usize,
        /// The digits.
        range: String,
        /// The whole text.
        text: String,
    },
    /// Digits that do not directly follow an atom (`3W`, `fm2`, `NN2`).
    #[error("range `{range}` at column {position} of `{text}` does not directly follow an atom")]
    MisplacedRange {
        /// Column of the first digit.
        position: usize,
        /// The digits.
        range: String,
        /// The whole text.
        text: String,
    },
    /// A direction modifier combination that is not supported (anything with `h` other
    /// than `fh`, `bh`, `lh`, `rh`).
    #[error(
        "unsupported direction `{direction}` at column {position} of `{text}`: \
         `h` (half) is only understood as `fh`, `bh`, `lh` or `rh`"
    )]
    InvalidDirection {
        /// Column of the direction's first letter.
        position: usize,
        /// The direction as written (one or two letters).
        direction: String,
        /// The whole text.
        text: String,
    },
    /// A hop modifier (`g`, `p`) together with `n`, `i`, `e` or a range: hops are
    /// unlimited lines usable from anywhere (as in the structured form's `hop`).
    #[error(
        "hop modifier at column {position} of `{text}` cannot be lame, initial, en passant or limited in range"
    )]
    BadHop {
        /// 1-based column of the hop modifier.
        position: usize,
        /// The whole text.
        text: String,
    },
    /// The lame modifier `n` before a rider (`nNN`, `nR`, `nW2`): only leaps can be lame.
    #[error(
        "lame modifier `n` at column {position} of `{text}` applies to leaps only, but `{atom}` is a rider"
    )]
    LameRider {
        /// Column of the `n`.
        position: usize,
        /// The rider as written (`NN`, `R`, `W2`).
        atom: String,
        /// The whole text.
        text: String,
    },
    /// The lame modifier `n` before a leap that is neither straight nor knight- or
    /// zebra-shaped (`nC`): there is no single path for it to be blocked on.
    #[error(
        "lame modifier `n` at column {position} of `{text}` applies to straight, knight-shaped \
         or zebra-shaped leaps only, not `{atom}`"
    )]
    LameShape {
        /// Column of the `n`.
        position: usize,
        /// The atom letter.
        atom: char,
        /// The whole text.
        text: String,
    },
    /// A direction that selects none of the atom's moves (`sfN`: `sf` is only meaningful
    /// for orthogonal atoms).
    #[error("direction `{direction}` at column {position} of `{text}` selects no move of `{atom}`")]
    EmptySelection {
        /// Column of the direction's first letter.
        position: usize,
        /// The direction as written.
        direction: String,
        /// The atom letter it was applied to.
        atom: char,
        /// The whole text.
        text: String,
    },
}

impl BetzaError {
    /// The 1-based character column the error points at.
    pub fn position(&self) -> usize {
        match self {
            BetzaError::Empty { position }
            | BetzaError::UnknownLetter { position, .. }
            | BetzaError::DanglingModifier { position, .. }
            | BetzaError::InvalidRange { position, .. }
            | BetzaError::MisplacedRange { position, .. }
            | BetzaError::InvalidDirection { position, .. }
            | BetzaError::LameRider { position, .. }
            | BetzaError::LameShape { position, .. }
            | BetzaError::BadHop { position, .. }
            | BetzaError::EmptySelection { position, .. } => *position,
        }
    }
}
