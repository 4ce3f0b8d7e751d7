//! The Betza syntax tree and its parser: text → [`AtomSyntax`] list, each atom with the
//! modifiers written before it and the 1-based character column of every part.
//!
//! The parser knows the letters and their grammar (a direction is one letter or a valid
//! pair, a range follows an atom directly and is 1 to 255); what an atom's modifiers mean
//! together (a lame rider, a direction that selects nothing) is the lowering's concern.
//!
//! ```
//! use fers_movement::betza::{parse_syntax, ModifierKind, Suffix};
//! let atoms = parse_syntax("fmWifmnD").unwrap();
//! assert_eq!(atoms.len(), 2);
//! assert_eq!((atoms[1].letter, atoms[1].column), ('D', 8));
//! assert_eq!(atoms[1].modifiers[0].kind, ModifierKind::Initial);
//! assert_eq!(atoms[1].modifiers[3].column, 7); // the `n`
//! assert_eq!(parse_syntax("NN").unwrap()[0].suffix, Suffix::Doubled);
//! ```

use super::directions::{is_direction, is_horizontal, is_vertical};
use super::error::BetzaError;
use crate::atom;
use crate::component::Landing;

/// Largest accepted range after an atom (`W255`): ranges are stored as `u8`.
const MAX_RANGE: u32 = u8::MAX as u32;

/// One atom as written, with the modifiers before it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct AtomSyntax {
    /// The modifiers written before the atom, in order.
    pub modifiers: Vec<Modifier>,
    /// The atom letter (`N`, or a rider `R`).
    pub letter: char,
    /// 1-based character column of the letter.
    pub column: usize,
    /// What follows the letter.
    pub suffix: Suffix,
    /// The atom and its suffix as written (`N`, `NN`, `W04`).
    pub written: String,
}

/// What follows an atom letter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Suffix {
    /// Nothing: a leap (or, for `R`, `B`, `Q`, an unlimited ride).
    None,
    /// The letter again (`NN`): an unlimited ride.
    Doubled,
    /// A number (`W4`): a ride of at most that many steps.
    Range(u8),
}

/// One modifier letter (or direction pair) and where it stands.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Modifier {
    /// Which modifier.
    pub kind: ModifierKind,
    /// 1-based character column of its first letter.
    pub column: usize,
}

/// The modifiers of Betza notation.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ModifierKind {
    /// `m`: move only (unless `c` is given too).
    Move,
    /// `c`: capture only (unless `m` is given too).
    Capture,
    /// `e`: may capture en passant (and captures).
    EnPassant,
    /// `i`: only from the initial region.
    Initial,
    /// `n`: lame, blocked on the squares it passes.
    Lame,
    /// `g` (grasshopper, [`Landing::JustBeyond`]) or `p` (cannon, [`Landing::AnyBeyond`]).
    Hop(Landing),
    /// A direction: its two-letter code (`f` is `ff`) and how it was written.
    Direction {
        /// The code, `['f', 'f']` for `f`.
        code: [char; 2],
        /// One or two letters, as in the text.
        written: String,
    },
}

/// Parses Betza text into its syntax tree, without checking what the modifiers mean
/// together (see [`parse_betza`](super::parse_betza) for that).
///
/// # Errors
/// A [`BetzaError`] for empty text, an unknown letter, an unsupported direction, a bad
/// or misplaced range, or modifiers with no atom after them.
pub fn parse_syntax(text: &str) -> Result<Vec<AtomSyntax>, BetzaError> {
    match parse(text) {
        (atoms, None) => Ok(atoms),
        (_, Some(e)) => Err(e),
    }
}

/// The atoms read before the first syntax error, and that error. Errors in the meaning
/// of an atom before it take precedence (they are found earlier in the text), so the
/// caller lowers these atoms before reporting it.
pub(super) fn parse(text: &str) -> (Vec<AtomSyntax>, Option<BetzaError>) {
    let chars: Vec<char> = text.chars().collect();
    let mut atoms = Vec::new();
    if chars.is_empty() {
        return (atoms, Some(BetzaError::Empty { position: 1 }));
    }
    let parser = Parser {
        text,
        chars: &chars,
    };
    let mut modifiers = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        match parser.step(i, &mut modifiers) {
            Ok((next, Some(atom))) => {
                atoms.push(atom);
                i = next;
            }
            Ok((next, None)) => i = next,
            Err(e) => return (atoms, Some(e)),
        }
    }
    if let Some(first) = modifiers.first() {
        let start = first.column;
        let e = BetzaError::DanglingModifier {
            position: start,
            modifiers: chars[start - 1..].iter().collect(),
            text: text.to_string(),
        };
        return (atoms, Some(e));
    }
    (atoms, None)
}

struct Parser<'a> {
    text: &'a str,
    chars: &'a [char],
}

impl Parser<'_> {
    /// Reads the modifier or atom at index `i`: modifiers are added to `pending`, an atom
    /// takes them. Returns the index after what was read, and the atom if one ended.
    fn step(
        &self,
        i: usize,
        pending: &mut Vec<Modifier>,
    ) -> Result<(usize, Option<AtomSyntax>), BetzaError> {
        let c = self.chars[i];
        let column = i + 1;
        let simple = match c {
            'm' => Some(ModifierKind::Move),
            'c' => Some(ModifierKind::Capture),
            'e' => Some(ModifierKind::EnPassant),
            'i' => Some(ModifierKind::Initial),
            'n' => Some(ModifierKind::Lame),
            'g' => Some(ModifierKind::Hop(Landing::JustBeyond)),
            'p' => Some(ModifierKind::Hop(Landing::AnyBeyond)),
            _ => None,
        };
        if let Some(kind) = simple {
            pending.push(Modifier { kind, column });
            return Ok((i + 1, None));
        }
        if is_direction(c) {
            let next = self.chars.get(i + 1).copied();
            let pair = next.filter(|&d| {
                d == c
                    || (is_vertical(c) && is_horizontal(d))
                    || (is_horizontal(c) && is_vertical(d))
            });
            let (code, written) = match pair {
                Some(d) => ([c, d], [c, d].iter().collect::<String>()),
                None => ([c, c], c.to_string()),
            };
            if code.contains(&'h') && !matches!(code, ['f' | 'b' | 'l' | 'r', 'h']) {
                return Err(BetzaError::InvalidDirection {
                    position: column,
                    direction: written,
                    text: self.text.to_string(),
                });
            }
            let next = i + written.chars().count();
            pending.push(Modifier {
                kind: ModifierKind::Direction { code, written },
                column,
            });
            return Ok((next, None));
        }
        if c.is_ascii_digit() {
            let (range, _) = self.digits(i);
            return Err(BetzaError::MisplacedRange {
                position: column,
                range,
                text: self.text.to_string(),
            });
        }
        if atom::by_letter(c).is_none() {
            return Err(BetzaError::UnknownLetter {
                position: column,
                letter: c,
                text: self.text.to_string(),
            });
        }
        let (suffix, next) = self.suffix(i)?;
        let atom = AtomSyntax {
            modifiers: std::mem::take(pending),
            letter: c,
            column,
            suffix,
            written: self.chars[i..next].iter().collect(),
        };
        Ok((next, Some(atom)))
    }

    /// What follows the atom letter at index `i`, and the index after it.
    fn suffix(&self, i: usize) -> Result<(Suffix, usize), BetzaError> {
        let next = i + 1;
        match self.chars.get(next) {
            Some(&d) if d == self.chars[i] => Ok((Suffix::Doubled, next + 1)),
            Some(d) if d.is_ascii_digit() => {
                let (range, end) = self.digits(next);
                let value = range
                    .parse::<u32>()
                    .ok()
                    .filter(|v| (1..=MAX_RANGE).contains(v))
                    .and_then(|v| u8::try_from(v).ok());
                match value {
                    Some(value) => Ok((Suffix::Range(value), end)),
                    None => Err(BetzaError::InvalidRange {
                        position: next + 1,
                        range,
                        text: self.text.to_string(),
                    }),
                }
            }
            _ => Ok((Suffix::None, next)),
        }
    }

    /// The run of ASCII digits starting at index `i`, and the index after it.
    fn digits(&self, i: usize) -> (String, usize) {
        let end = self.chars[i..]
            .iter()
            .position(|c| !c.is_ascii_digit())
            .map_or(self.chars.len(), |n| i + n);
        (self.chars[i..end].iter().collect(), end)
    }
}
