//! Betza notation: the compact piece-movement shorthand of chess-variant literature
//! (`N` knight, `fmWfceFifmnD` pawn), parsed into checked [`Component`]s.
//!
//! The supported subset follows Fairy-Stockfish's reading of the notation (which agrees
//! with XBoard's extended Betza notation for everything supported here); `docs/betza.md`
//! is the reference for variant authors. In short, a description is a sequence of
//! *components*, each made of lowercase modifiers followed by one uppercase atom:
//!
//! * atoms `W F D N A H C Z G` (leaps, all symmetric images), `K` (= `WF`), and the
//!   riders `R` (= `WW`), `B` (= `FF`), `Q` (= `RB`);
//! * a doubled atom (`NN`) is an unlimited rider, a number after an atom (`W4`, `R4`, `N2`)
//!   a rider with at most that many steps (1 to 255);
//! * `m` move only, `c` capture only, `e` may capture en passant (and capture normally:
//!   `feF` = `fceF`, `fmeF` moves or captures), `i` only from the initial region, `n` lame
//!   (straight or knight-shaped leaps only);
//! * directions `f b l r v s` and the pairs `ff fs fl fr rf lf vv ss fh …`, see
//!   [`parse_betza`].
//!
//! Offsets are from white's point of view: `rank > 0` is forward, `file > 0` is right.
//!
//! Everything is checked: an unknown letter, a modifier with no atom after it, a bad
//! range, a misplaced `n` or a direction that selects no move is a [`BetzaError`] naming
//! the 1-based character column where it happens. The parser never panics.

use crate::component::{Component, Mode, Motion};
use fers_geometry::Offset;

/// Largest accepted range after an atom (`W255`): ranges are stored as `u8`.
const MAX_RANGE: u32 = u8::MAX as u32;

/// Why a Betza text was rejected. Every variant knows the 1-based character column it
/// points at ([`BetzaError::position`]); the message quotes the offending fragment and the
/// whole text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
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
    /// The lame modifier `n` before a leap that is neither straight nor knight-shaped
    /// (`nC`, `nZ`): there is no single path for it to be blocked on.
    #[error(
        "lame modifier `n` at column {position} of `{text}` applies to straight or knight-shaped \
         leaps only, not `{atom}`"
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

/// Parses Betza notation into movement components (white's point of view, rank > 0 = forward).
///
/// Each uppercase atom ends one component; the lowercase modifiers written before it apply
/// to it alone, so `fmWfceFifmnD` (the FIDE pawn) gives three components: `fmW`, `fceF`
/// and `ifmnD`. The components come back in the order written.
///
/// Directions follow Fairy-Stockfish. A single letter is read as its doubled form (`f` =
/// `ff`). For an oblique atom such as `N`, `ff` is the two narrow forward moves (so `fN`
/// is the shogi knight), `fs` the two wide forward ones, `fh` all four forward ones, `v`
/// the four narrow moves, `s` the four wide ones; a mixed pair picks one move, `fr` the
/// forward-right move that is longest to the right, `rf` the right-forward move that is
/// longest forward. For orthogonal atoms (`W D H R`) a mixed pair is a union (`fsW` =
/// forward and sideways). Separate direction groups are a union (`lrW` = `sW`). `K` and
/// `Q` apply their directions to their orthogonal and diagonal parts separately, so they
/// always equal `WF` and `RB`.
///
/// When any component has `en_passant`, every component that is `initial`, move-only and
/// either lame or a slide gets `sets_en_passant` (the pawn's double step).
pub fn parse_betza(text: &str) -> Result<Vec<Component>, BetzaError> {
    let chars: Vec<char> = text.chars().collect();
    if chars.is_empty() {
        return Err(BetzaError::Empty { position: 1 });
    }
    let mut components = Parser {
        text,
        chars: &chars,
    }
    .run()?;
    if components.iter().any(|c| c.en_passant) {
        for component in &mut components {
            let slide = matches!(component.motion, Motion::Slide { .. });
            if component.initial && component.mode == Mode::Move && (component.lame || slide) {
                component.sets_en_passant = true;
            }
        }
    }
    Ok(components)
}

/// A direction modifier as lexed: its two-letter code (`f` becomes `ff`), where it starts
/// and how it was written.
#[derive(Debug, Clone)]
struct Direction {
    code: [char; 2],
    position: usize,
    written: String,
}

/// Modifiers read since the last atom.
#[derive(Debug, Default)]
struct Pending {
    /// Column of the first modifier, if any.
    start: Option<usize>,
    moves: bool,
    captures: bool,
    en_passant: bool,
    initial: bool,
    /// Column of the first `n`, if any.
    lame: Option<usize>,
    /// `g` (grasshopper) or `p` (cannon) and its column.
    hop: Option<(crate::component::Landing, usize)>,
    directions: Vec<Direction>,
}

impl Pending {
    fn mark(&mut self, position: usize) {
        self.start.get_or_insert(position);
    }

    fn mode(&self) -> Mode {
        let captures = self.captures || self.en_passant;
        match (self.moves, captures) {
            (true, false) => Mode::Move,
            (false, true) => Mode::Capture,
            _ => Mode::Both,
        }
    }
}

/// An atom letter: its base steps as `(long, short)` and whether it rides by itself.
fn atom(letter: char) -> Option<(&'static [(i8, i8)], bool)> {
    Some(match letter {
        'W' => (&[(1, 0)], false),
        'F' => (&[(1, 1)], false),
        'D' => (&[(2, 0)], false),
        'N' => (&[(2, 1)], false),
        'A' => (&[(2, 2)], false),
        'H' => (&[(3, 0)], false),
        'C' => (&[(3, 1)], false),
        'Z' => (&[(3, 2)], false),
        'G' => (&[(3, 3)], false),
        'K' => (&[(1, 0), (1, 1)], false),
        'R' => (&[(1, 0)], true),
        'B' => (&[(1, 1)], true),
        'Q' => (&[(1, 0), (1, 1)], true),
        _ => return None,
    })
}

/// The eight images of a `(long, short)` step, in Fairy-Stockfish's order, with the
/// direction codes that select each (as in its `piece.cpp`).
///
/// For `N` = (2, 1): 0 (1,2) 1 (-1,-2) 2 (2,-1) 3 (-2,1) 4 (2,1) 5 (-2,-1) 6 (1,-2) 7 (-1,2).
const IMAGE_CODES: [[&str; 6]; 8] = [
    ["ff", "vv", "rf", "rv", "fh", "rh"],
    ["bb", "vv", "lb", "lv", "bh", "lh"],
    ["rr", "ss", "br", "bs", "bh", "rh"],
    ["ll", "ss", "fl", "fs", "fh", "lh"],
    ["rr", "ss", "fr", "fs", "fh", "rh"],
    ["ll", "ss", "bl", "bs", "bh", "lh"],
    ["bb", "vv", "rb", "rv", "bh", "rh"],
    ["ff", "vv", "lf", "lv", "fh", "lh"],
];

fn image(index: usize, long: i8, short: i8) -> Offset {
    let (file, rank) = match index {
        0 => (short, long),
        1 => (-short, -long),
        2 => (long, -short),
        3 => (-long, short),
        4 => (long, short),
        5 => (-long, -short),
        6 => (short, -long),
        _ => (-short, long),
    };
    Offset::new(file, rank)
}

/// The images of `(long, short)` that `code` selects. For orthogonal atoms a mixed pair is
/// the union of its two letters (Fairy-Stockfish: `fsW` is forward and sideways).
fn select(long: i8, short: i8, code: [char; 2]) -> Vec<Offset> {
    let parts: Vec<[char; 2]> = if short == 0 && code[0] != code[1] {
        vec![[code[0], code[0]], [code[1], code[1]]]
    } else {
        vec![code]
    };
    let mut out = Vec::new();
    for (index, codes) in IMAGE_CODES.iter().enumerate() {
        let hit = codes.iter().any(|c| {
            let mut it = c.chars();
            let key = [it.next().unwrap_or(' '), it.next().unwrap_or(' ')];
            parts.contains(&key)
        });
        if hit {
            out.push(image(index, long, short));
        }
    }
    out
}

fn is_direction(c: char) -> bool {
    matches!(c, 'f' | 'b' | 'l' | 'r' | 'v' | 's' | 'h')
}

fn is_vertical(c: char) -> bool {
    matches!(c, 'f' | 'b' | 'v' | 'h')
}

fn is_horizontal(c: char) -> bool {
    matches!(c, 'r' | 'l' | 's' | 'h')
}

struct Parser<'a> {
    text: &'a str,
    chars: &'a [char],
}

impl Parser<'_> {
    fn run(&self) -> Result<Vec<Component>, BetzaError> {
        let chars = self.chars;
        let mut components = Vec::new();
        let mut pending = Pending::default();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            let position = i + 1;
            match c {
                'm' => {
                    pending.mark(position);
                    pending.moves = true;
                    i += 1;
                }
                'c' => {
                    pending.mark(position);
                    pending.captures = true;
                    i += 1;
                }
                'e' => {
                    pending.mark(position);
                    pending.en_passant = true;
                    i += 1;
                }
                'i' => {
                    pending.mark(position);
                    pending.initial = true;
                    i += 1;
                }
                'n' => {
                    pending.mark(position);
                    pending.lame.get_or_insert(position);
                    i += 1;
                }
                'g' | 'p' => {
                    pending.mark(position);
                    let landing = if c == 'g' {
                        crate::component::Landing::JustBeyond
                    } else {
                        crate::component::Landing::AnyBeyond
                    };
                    pending.hop.get_or_insert((landing, position));
                    i += 1;
                }
                _ if is_direction(c) => {
                    pending.mark(position);
                    let next = chars.get(i + 1).copied();
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
                            position,
                            direction: written,
                            text: self.text.to_string(),
                        });
                    }
                    i += written.chars().count();
                    pending.directions.push(Direction {
                        code,
                        position,
                        written,
                    });
                }
                _ if c.is_ascii_digit() => {
                    let (range, _) = self.digits(i);
                    return Err(BetzaError::MisplacedRange {
                        position,
                        range,
                        text: self.text.to_string(),
                    });
                }
                _ => {
                    let Some((bases, rides)) = atom(c) else {
                        return Err(BetzaError::UnknownLetter {
                            position,
                            letter: c,
                            text: self.text.to_string(),
                        });
                    };
                    let (component, next) =
                        self.component(i, bases, rides, &std::mem::take(&mut pending))?;
                    components.push(component);
                    i = next;
                }
            }
        }
        if let Some(start) = pending.start {
            return Err(BetzaError::DanglingModifier {
                position: start,
                modifiers: chars[start - 1..].iter().collect(),
                text: self.text.to_string(),
            });
        }
        Ok(components)
    }

    /// The run of ASCII digits starting at index `i`, and the index after it.
    fn digits(&self, i: usize) -> (String, usize) {
        let end = self.chars[i..]
            .iter()
            .position(|c| !c.is_ascii_digit())
            .map_or(self.chars.len(), |n| i + n);
        (self.chars[i..end].iter().collect(), end)
    }

    /// Builds the component for the atom at index `i`; returns it with the index after the
    /// atom and its rider suffix.
    fn component(
        &self,
        i: usize,
        bases: &[(i8, i8)],
        rides: bool,
        pending: &Pending,
    ) -> Result<(Component, usize), BetzaError> {
        let letter = self.chars[i];
        let mut next = i + 1;
        let mut motion = if rides {
            Motion::Slide { range: None }
        } else {
            Motion::Leap
        };
        match self.chars.get(next) {
            Some(&d) if d == letter => {
                motion = Motion::Slide { range: None };
                next += 1;
            }
            Some(d) if d.is_ascii_digit() => {
                let (range, end) = self.digits(next);
                let value = range
                    .parse::<u32>()
                    .ok()
                    .filter(|v| (1..=MAX_RANGE).contains(v))
                    .and_then(|v| u8::try_from(v).ok());
                let Some(value) = value else {
                    return Err(BetzaError::InvalidRange {
                        position: next + 1,
                        range,
                        text: self.text.to_string(),
                    });
                };
                motion = Motion::Slide { range: Some(value) };
                next = end;
            }
            _ => {}
        }

        if let Some((landing, position)) = pending.hop {
            if pending.lame.is_some()
                || pending.initial
                || pending.en_passant
                || matches!(motion, Motion::Slide { range: Some(_) })
            {
                return Err(BetzaError::BadHop {
                    position,
                    text: self.text.to_string(),
                });
            }
            motion = Motion::Hop { landing };
        }

        if let (Some(position), Motion::Slide { .. }) = (pending.lame, motion) {
            return Err(BetzaError::LameRider {
                position,
                atom: self.chars[i..next].iter().collect(),
                text: self.text.to_string(),
            });
        }

        if let Some(position) = pending.lame {
            // Camel and zebra: the only atoms that are neither straight nor knight-shaped.
            if bases
                .iter()
                .any(|&(long, short)| short != 0 && short != long && (long, short) != (2, 1))
            {
                return Err(BetzaError::LameShape {
                    position,
                    atom: letter,
                    text: self.text.to_string(),
                });
            }
        }

        let mut offsets: Vec<Offset> = Vec::new();
        if pending.directions.is_empty() {
            for &(long, short) in bases {
                offsets.extend((0..8).map(|k| image(k, long, short)));
            }
        } else {
            for direction in &pending.directions {
                let selected: Vec<Offset> = bases
                    .iter()
                    .flat_map(|&(long, short)| select(long, short, direction.code))
                    .collect();
                if selected.is_empty() {
                    return Err(BetzaError::EmptySelection {
                        position: direction.position,
                        direction: direction.written.clone(),
                        atom: letter,
                        text: self.text.to_string(),
                    });
                }
                offsets.extend(selected);
            }
        }
        offsets.sort();
        offsets.dedup();

        let mut component = match motion {
            Motion::Slide { range } => Component::slide(offsets, range),
            Motion::Hop { .. } => Component {
                motion,
                ..Component::leap(offsets)
            },
            _ => Component::leap(offsets),
        };
        component.mode = pending.mode();
        component.initial = pending.initial;
        component.lame = pending.lame.is_some();
        component.en_passant = pending.en_passant;
        // Fairy-Stockfish turns black's moves half a turn, so `l`/`r` stay the piece's own
        // left and right; for a left-right symmetric set that equals mirroring.
        component.rotates = !component.is_file_symmetric();
        Ok((component, next))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn o(file: i8, rank: i8) -> Offset {
        Offset::new(file, rank)
    }

    fn sorted(mut v: Vec<Offset>) -> Vec<Offset> {
        v.sort();
        v.dedup();
        v
    }

    /// The union of all offsets of all components, sorted.
    fn all_offsets(text: &str) -> Vec<Offset> {
        let parsed = parse_betza(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        sorted(parsed.into_iter().flat_map(|c| c.offsets).collect())
    }

    /// The single component of `text`.
    fn one(text: &str) -> Component {
        let mut parsed = parse_betza(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(parsed.len(), 1, "{text}: {parsed:?}");
        parsed.remove(0)
    }

    fn offsets_of(text: &str) -> Vec<Offset> {
        sorted(one(text).offsets)
    }

    fn orthogonal() -> Vec<Offset> {
        sorted(vec![o(0, 1), o(1, 0), o(0, -1), o(-1, 0)])
    }

    fn diagonal() -> Vec<Offset> {
        sorted(vec![o(1, 1), o(1, -1), o(-1, 1), o(-1, -1)])
    }

    fn knight() -> Vec<Offset> {
        sorted(vec![
            o(1, 2),
            o(2, 1),
            o(2, -1),
            o(1, -2),
            o(-1, -2),
            o(-2, -1),
            o(-2, 1),
            o(-1, 2),
        ])
    }

    fn err(text: &str) -> BetzaError {
        match parse_betza(text) {
            Ok(c) => panic!("{text:?} parsed: {c:?}"),
            Err(e) => e,
        }
    }

    #[test]
    fn hoppers() {
        let g = one("gQ");
        assert_eq!(
            g.motion,
            Motion::Hop {
                landing: crate::component::Landing::JustBeyond
            }
        );
        assert_eq!(
            sorted(g.offsets.clone()),
            sorted([orthogonal(), diagonal()].concat())
        );
        let cannon = parse_betza("mRcpR").unwrap();
        assert_eq!(cannon.len(), 2);
        assert_eq!(cannon[0].motion, Motion::Slide { range: None });
        assert_eq!(cannon[0].mode, Mode::Move);
        assert_eq!(
            cannon[1].motion,
            Motion::Hop {
                landing: crate::component::Landing::AnyBeyond
            }
        );
        assert_eq!(cannon[1].mode, Mode::Capture);
        assert_eq!(parse_betza("gR4").unwrap_err().position(), 1);
        assert_eq!(parse_betza("ngW").unwrap_err().position(), 2);
    }

    #[test]
    fn fide_king() {
        let k = one("K");
        assert_eq!(k.motion, Motion::Leap);
        assert_eq!(k.mode, Mode::Both);
        assert_eq!(
            sorted(k.offsets),
            sorted([orthogonal(), diagonal()].concat())
        );
        assert!(!k.initial && !k.lame && !k.en_passant && !k.sets_en_passant);
    }

    #[test]
    fn fide_queen_rook_bishop() {
        let q = one("Q");
        assert_eq!(q.motion, Motion::Slide { range: None });
        assert_eq!(
            sorted(q.offsets),
            sorted([orthogonal(), diagonal()].concat())
        );

        let r = one("R");
        assert_eq!(r.motion, Motion::Slide { range: None });
        assert_eq!(sorted(r.offsets.clone()), orthogonal());
        assert_eq!(one("WW"), r);

        let b = one("B");
        assert_eq!(b.motion, Motion::Slide { range: None });
        assert_eq!(sorted(b.offsets.clone()), diagonal());
        assert_eq!(one("FF"), b);

        assert_eq!(all_offsets("RB"), sorted(one("Q").offsets));
        assert_eq!(one("KK"), one("Q"));
    }

    #[test]
    fn fide_knight() {
        let n = one("N");
        assert_eq!(n.motion, Motion::Leap);
        assert_eq!(sorted(n.offsets.clone()), knight());
        assert_eq!(n, Component::leap(knight()));
    }

    #[test]
    fn fide_pawn() {
        let p = parse_betza("fmWfceFifmnD").unwrap();
        assert_eq!(p.len(), 3);

        assert_eq!(p[0].motion, Motion::Leap);
        assert_eq!(p[0].offsets, vec![o(0, 1)]);
        assert_eq!(p[0].mode, Mode::Move);
        assert!(!p[0].initial && !p[0].lame && !p[0].en_passant && !p[0].sets_en_passant);

        assert_eq!(p[1].motion, Motion::Leap);
        assert_eq!(
            sorted(p[1].offsets.clone()),
            sorted(vec![o(-1, 1), o(1, 1)])
        );
        assert_eq!(p[1].mode, Mode::Capture);
        assert!(p[1].en_passant);
        assert!(!p[1].initial && !p[1].lame && !p[1].sets_en_passant);

        assert_eq!(p[2].motion, Motion::Leap);
        assert_eq!(p[2].offsets, vec![o(0, 2)]);
        assert_eq!(p[2].mode, Mode::Move);
        assert!(p[2].initial && p[2].lame && p[2].sets_en_passant);
        assert!(!p[2].en_passant);
    }

    #[test]
    fn pawn_without_en_passant_sets_nothing() {
        let p = parse_betza("fmWfcFifmnD").unwrap();
        assert!(p.iter().all(|c| !c.en_passant && !c.sets_en_passant));
    }

    #[test]
    fn initial_slide_sets_en_passant() {
        let p = parse_betza("fmWfceFifmW2").unwrap();
        assert_eq!(p[2].motion, Motion::Slide { range: Some(2) });
        assert!(p[2].sets_en_passant);
        // Not move-only: no en passant target.
        let p = parse_betza("fmWfceFifW2").unwrap();
        assert!(!p[2].sets_en_passant);
        // Neither lame nor a slide: a plain leap jumps, no target.
        let p = parse_betza("fmWfceFifmD").unwrap();
        assert!(!p[2].sets_en_passant);
    }

    #[test]
    fn berolina_pawn() {
        let p = parse_betza("mfFcfeWimfnA").unwrap();
        assert_eq!(p.len(), 3);
        assert_eq!(
            sorted(p[0].offsets.clone()),
            sorted(vec![o(-1, 1), o(1, 1)])
        );
        assert_eq!(p[0].mode, Mode::Move);
        assert!(!p[0].sets_en_passant && !p[0].en_passant);

        assert_eq!(p[1].offsets, vec![o(0, 1)]);
        assert_eq!(p[1].mode, Mode::Capture);
        assert!(p[1].en_passant);

        assert_eq!(
            sorted(p[2].offsets.clone()),
            sorted(vec![o(-2, 2), o(2, 2)])
        );
        assert_eq!(p[2].mode, Mode::Move);
        assert_eq!(p[2].motion, Motion::Leap);
        assert!(p[2].initial && p[2].lame && p[2].sets_en_passant);
    }

    #[test]
    fn en_passant_modes() {
        let e = one("feF");
        assert_eq!(e.mode, Mode::Capture);
        assert!(e.en_passant);
        let me = one("mfeF");
        assert_eq!(me.mode, Mode::Both);
        assert!(me.en_passant);
        assert_eq!(one("mcW").mode, Mode::Both);
        assert_eq!(one("cmW").mode, Mode::Both);
        assert_eq!(one("cW").mode, Mode::Capture);
    }

    #[test]
    fn nightrider() {
        let nn = one("NN");
        assert_eq!(nn.motion, Motion::Slide { range: None });
        assert_eq!(sorted(nn.offsets), knight());
    }

    #[test]
    fn ranges() {
        let r4 = one("R4");
        assert_eq!(r4.motion, Motion::Slide { range: Some(4) });
        assert_eq!(sorted(r4.offsets.clone()), orthogonal());
        assert_eq!(one("W4"), r4);
        assert_eq!(one("N2").motion, Motion::Slide { range: Some(2) });
        assert_eq!(one("W1").motion, Motion::Slide { range: Some(1) });
        assert_eq!(one("B12").motion, Motion::Slide { range: Some(12) });
        assert_eq!(one("W255").motion, Motion::Slide { range: Some(255) });
        assert_eq!(one("K2"), one("Q2"));
    }

    #[test]
    fn knight_directions() {
        // f alone reads as ff: the two narrow forward moves (shogi knight).
        assert_eq!(offsets_of("fN"), sorted(vec![o(-1, 2), o(1, 2)]));
        assert_eq!(offsets_of("ffN"), sorted(vec![o(-1, 2), o(1, 2)]));
        assert_eq!(offsets_of("fsN"), sorted(vec![o(-2, 1), o(2, 1)]));
        assert_eq!(
            offsets_of("fhN"),
            sorted(vec![o(-1, 2), o(1, 2), o(-2, 1), o(2, 1)])
        );
        assert_eq!(offsets_of("bN"), sorted(vec![o(-1, -2), o(1, -2)]));
        assert_eq!(offsets_of("bsN"), sorted(vec![o(-2, -1), o(2, -1)]));
        assert_eq!(offsets_of("rN"), sorted(vec![o(2, 1), o(2, -1)]));
        assert_eq!(offsets_of("lN"), sorted(vec![o(-2, 1), o(-2, -1)]));
        assert_eq!(offsets_of("rvN"), sorted(vec![o(1, 2), o(1, -2)]));
        assert_eq!(
            offsets_of("rhN"),
            sorted(vec![o(1, 2), o(1, -2), o(2, 1), o(2, -1)])
        );
        assert_eq!(
            offsets_of("vN"),
            sorted(vec![o(1, 2), o(1, -2), o(-1, 2), o(-1, -2)])
        );
        assert_eq!(
            offsets_of("sN"),
            sorted(vec![o(2, 1), o(2, -1), o(-2, 1), o(-2, -1)])
        );
        // Single moves: the second letter names the side the move is longest towards.
        assert_eq!(offsets_of("frN"), vec![o(2, 1)]);
        assert_eq!(offsets_of("rfN"), vec![o(1, 2)]);
        assert_eq!(offsets_of("flN"), vec![o(-2, 1)]);
        assert_eq!(offsets_of("lfN"), vec![o(-1, 2)]);
        assert_eq!(offsets_of("brN"), vec![o(2, -1)]);
        assert_eq!(offsets_of("rbN"), vec![o(1, -2)]);
        assert_eq!(offsets_of("blN"), vec![o(-2, -1)]);
        assert_eq!(offsets_of("lbN"), vec![o(-1, -2)]);
        // Separate groups are a union: f then v (not a pair) is all narrow moves.
        assert_eq!(offsets_of("fvN"), offsets_of("vN"));
        assert_eq!(
            offsets_of("ffrrN"),
            sorted(vec![o(-1, 2), o(1, 2), o(2, 1), o(2, -1)])
        );
        assert_eq!(offsets_of("fbN"), offsets_of("vN"));
    }

    #[test]
    fn wazir_directions() {
        assert_eq!(offsets_of("fW"), vec![o(0, 1)]);
        assert_eq!(offsets_of("bW"), vec![o(0, -1)]);
        assert_eq!(offsets_of("sW"), sorted(vec![o(-1, 0), o(1, 0)]));
        assert_eq!(offsets_of("vW"), sorted(vec![o(0, 1), o(0, -1)]));
        assert_eq!(offsets_of("lW"), vec![o(-1, 0)]);
        assert_eq!(offsets_of("rW"), vec![o(1, 0)]);
        assert_eq!(offsets_of("lrW"), offsets_of("sW"));
        assert_eq!(offsets_of("fbW"), offsets_of("vW"));
        // Xiangqi soldier: forward and sideways (a mixed pair is a union for W).
        assert_eq!(offsets_of("fsW"), sorted(vec![o(0, 1), o(-1, 0), o(1, 0)]));
        assert_eq!(offsets_of("sfW"), offsets_of("fsW"));
        assert_eq!(offsets_of("frW"), sorted(vec![o(0, 1), o(1, 0)]));
        assert_eq!(offsets_of("fhW"), offsets_of("fW"));
        assert_eq!(offsets_of("vsW"), orthogonal());
        // Lance.
        let lance = one("fR");
        assert_eq!(lance.offsets, vec![o(0, 1)]);
        assert_eq!(lance.motion, Motion::Slide { range: None });
    }

    #[test]
    fn ferz_directions() {
        assert_eq!(offsets_of("fF"), sorted(vec![o(-1, 1), o(1, 1)]));
        assert_eq!(offsets_of("bF"), sorted(vec![o(-1, -1), o(1, -1)]));
        assert_eq!(offsets_of("lF"), sorted(vec![o(-1, 1), o(-1, -1)]));
        assert_eq!(offsets_of("frF"), vec![o(1, 1)]);
        assert_eq!(offsets_of("rfF"), vec![o(1, 1)]);
        assert_eq!(offsets_of("blF"), vec![o(-1, -1)]);
        assert_eq!(offsets_of("fsF"), offsets_of("fF"));
        assert_eq!(offsets_of("vF"), diagonal());
        assert_eq!(offsets_of("sF"), diagonal());
        assert_eq!(offsets_of("fB"), sorted(vec![o(-1, 1), o(1, 1)]));
    }

    #[test]
    fn king_is_wazir_plus_ferz() {
        for dirs in [
            "", "f", "b", "l", "r", "v", "s", "fs", "fr", "rf", "fh", "bl", "lv", "ff", "fb",
        ] {
            let k = format!("{dirs}K");
            let wf = format!("{dirs}W{dirs}F");
            assert_eq!(offsets_of(&k), all_offsets(&wf), "{k} vs {wf}");
            let q = format!("{dirs}Q");
            let rb = format!("{dirs}R{dirs}B");
            assert_eq!(offsets_of(&q), all_offsets(&rb), "{q} vs {rb}");
        }
        assert_eq!(all_offsets("K"), all_offsets("WF"));
        assert_eq!(offsets_of("fK"), sorted(vec![o(0, 1), o(-1, 1), o(1, 1)]));
        // Gold general.
        assert_eq!(
            all_offsets("WfF"),
            sorted(vec![
                o(0, 1),
                o(0, -1),
                o(1, 0),
                o(-1, 0),
                o(1, 1),
                o(-1, 1)
            ])
        );
    }

    #[test]
    fn camel_zebra_and_friends() {
        let camel = sorted(vec![
            o(1, 3),
            o(3, 1),
            o(3, -1),
            o(1, -3),
            o(-1, -3),
            o(-3, -1),
            o(-3, 1),
            o(-1, 3),
        ]);
        assert_eq!(offsets_of("C"), camel);
        let zebra = sorted(vec![
            o(2, 3),
            o(3, 2),
            o(3, -2),
            o(2, -3),
            o(-2, -3),
            o(-3, -2),
            o(-3, 2),
            o(-2, 3),
        ]);
        assert_eq!(offsets_of("Z"), zebra);
        assert_eq!(
            offsets_of("D"),
            sorted(vec![o(0, 2), o(2, 0), o(0, -2), o(-2, 0)])
        );
        assert_eq!(
            offsets_of("A"),
            sorted(vec![o(2, 2), o(2, -2), o(-2, 2), o(-2, -2)])
        );
        assert_eq!(
            offsets_of("H"),
            sorted(vec![o(0, 3), o(3, 0), o(0, -3), o(-3, 0)])
        );
        assert_eq!(
            offsets_of("G"),
            sorted(vec![o(3, 3), o(3, -3), o(-3, 3), o(-3, -3)])
        );
        assert_eq!(offsets_of("ffC"), sorted(vec![o(-1, 3), o(1, 3)]));
        assert_eq!(offsets_of("fsZ"), sorted(vec![o(-3, 2), o(3, 2)]));
    }

    #[test]
    fn xiangqi_horse_and_elephant() {
        let horse = one("nN");
        assert_eq!(horse.motion, Motion::Leap);
        assert!(horse.lame);
        assert_eq!(sorted(horse.offsets), knight());
        let elephant = one("nA");
        assert!(elephant.lame);
        assert_eq!(elephant.motion, Motion::Leap);
    }

    #[test]
    fn compound_pieces_keep_order() {
        let p = parse_betza("RN").unwrap();
        assert_eq!(p.len(), 2);
        assert_eq!(p[0].motion, Motion::Slide { range: None });
        assert_eq!(p[1].motion, Motion::Leap);
        assert_eq!(sorted(p[1].offsets.clone()), knight());
        let cannon = parse_betza("mRcN").unwrap();
        assert_eq!(cannon[0].mode, Mode::Move);
        assert_eq!(cannon[1].mode, Mode::Capture);
        // Modifiers do not carry over to the next atom.
        let p = parse_betza("fmWF").unwrap();
        assert_eq!(p[1].mode, Mode::Both);
        assert_eq!(sorted(p[1].offsets.clone()), diagonal());
        // N2N: a range-2 nightrider plus a knight.
        let p = parse_betza("N2N").unwrap();
        assert_eq!(p.len(), 2);
        assert_eq!(p[0].motion, Motion::Slide { range: Some(2) });
        assert_eq!(p[1].motion, Motion::Leap);
    }

    #[test]
    fn error_empty() {
        let e = err("");
        assert_eq!(e, BetzaError::Empty { position: 1 });
        assert_eq!(e.position(), 1);
    }

    #[test]
    fn error_unknown_letter() {
        let e = err("fmWX");
        assert_eq!(
            e,
            BetzaError::UnknownLetter {
                position: 4,
                letter: 'X',
                text: "fmWX".into()
            }
        );
        assert_eq!(e.to_string(), "unknown letter `X` at column 4 of `fmWX`");
        assert_eq!(err("aW").position(), 1); // multi-leg moves are not supported
        assert_eq!(err(" K").position(), 1);
        assert_eq!(err("K ").position(), 2);
        assert_eq!(err("L").position(), 1);
        // Columns count characters, not bytes.
        let e = err("éW");
        assert_eq!(
            e,
            BetzaError::UnknownLetter {
                position: 1,
                letter: 'é',
                text: "éW".into()
            }
        );
        let e = err("WéW");
        assert_eq!(e.position(), 2);
        let e = err("fm♞");
        assert_eq!(
            e,
            BetzaError::UnknownLetter {
                position: 3,
                letter: '♞',
                text: "fm♞".into()
            }
        );
    }

    #[test]
    fn error_dangling_modifier() {
        let e = err("fm");
        assert_eq!(
            e,
            BetzaError::DanglingModifier {
                position: 1,
                modifiers: "fm".into(),
                text: "fm".into()
            }
        );
        assert_eq!(
            e.to_string(),
            "modifier `fm` at column 1 of `fm` has no atom after it"
        );
        let e = err("Kn");
        assert_eq!(e.position(), 2);
        assert!(
            matches!(e, BetzaError::DanglingModifier { ref modifiers, .. } if modifiers == "n")
        );
        assert_eq!(err("fmWfceFifmn").position(), 8);
    }

    #[test]
    fn error_bad_range() {
        let e = err("W0");
        assert_eq!(
            e,
            BetzaError::InvalidRange {
                position: 2,
                range: "0".into(),
                text: "W0".into()
            }
        );
        assert_eq!(
            err("W300"),
            BetzaError::InvalidRange {
                position: 2,
                range: "300".into(),
                text: "W300".into()
            }
        );
        assert_eq!(err("W256").position(), 2);
        assert_eq!(err("fmR00").position(), 4);
        let e = err("W99999999999");
        assert_eq!(e.position(), 2);
        assert!(matches!(e, BetzaError::InvalidRange { ref range, .. } if range == "99999999999"));
        let huge = format!("K{}", "9".repeat(10_000));
        assert_eq!(err(&huge).position(), 2);
    }

    #[test]
    fn error_misplaced_range() {
        let e = err("123");
        assert_eq!(
            e,
            BetzaError::MisplacedRange {
                position: 1,
                range: "123".into(),
                text: "123".into()
            }
        );
        assert_eq!(err("fm2W").position(), 3);
        assert_eq!(err("NN2").position(), 3);
        assert!(parse_betza("W2W3").is_ok());
    }

    #[test]
    fn error_lame_rider() {
        let e = err("nNN");
        assert_eq!(
            e,
            BetzaError::LameRider {
                position: 1,
                atom: "NN".into(),
                text: "nNN".into()
            }
        );
        assert_eq!(
            e.to_string(),
            "lame modifier `n` at column 1 of `nNN` applies to leaps only, but `NN` is a rider"
        );
        assert_eq!(err("KmnR").position(), 3);
        assert!(
            matches!(err("fnW2"), BetzaError::LameRider { position: 2, ref atom, .. } if atom == "W2")
        );
    }

    #[test]
    fn error_lame_shape() {
        let e = err("nZ");
        assert_eq!(
            e,
            BetzaError::LameShape {
                position: 1,
                atom: 'Z',
                text: "nZ".into()
            }
        );
        assert_eq!(err("fmnC").position(), 3);
        for ok in ["nW", "nF", "nD", "nA", "nH", "nG", "nK", "nN"] {
            assert!(one(ok).lame, "{ok}");
        }
    }

    #[test]
    fn error_invalid_direction() {
        let e = err("hN");
        assert_eq!(
            e,
            BetzaError::InvalidDirection {
                position: 1,
                direction: "h".into(),
                text: "hN".into()
            }
        );
        assert!(
            matches!(err("fmhrN"), BetzaError::InvalidDirection { position: 3, ref direction, .. } if direction == "hr")
        );
        assert_eq!(err("vhN").position(), 1);
        assert_eq!(err("Kfhh").position(), 4);
    }

    #[test]
    fn error_empty_selection() {
        let e = err("KsfN");
        assert_eq!(
            e,
            BetzaError::EmptySelection {
                position: 2,
                direction: "sf".into(),
                atom: 'N',
                text: "KsfN".into()
            }
        );
        assert_eq!(
            e.to_string(),
            "direction `sf` at column 2 of `KsfN` selects no move of `N`"
        );
        // One useless group is not hidden by a useful one.
        assert_eq!(err("ffvsF").position(), 3);
        // The same pairs are unions on orthogonal atoms.
        assert!(parse_betza("sfWvsR").is_ok());
    }

    #[test]
    fn never_panics() {
        let samples = [
            "",
            " ",
            "\0",
            "é",
            "🙂K",
            "0",
            "9999999999999999999999999999",
            "W99999999999",
            "W-1",
            "fffffffffffffff",
            "hhhh",
            "nnnnnnnnnN",
            "iiiiimmmmcccceeeeW",
            "KKK",
            "RRRR",
            "QQ2",
            "W0W",
            "fbvslrhW",
            "\u{301}W",
            "W\u{301}",
            "ﬀN",
            "ＷN",
        ];
        for s in samples {
            let _ = parse_betza(s);
        }
        let letters: Vec<char> = "fblrvshmcienWFDNAHCZGKRBQ0129 xé".chars().collect();
        // Every string of up to three of these letters.
        let n = letters.len();
        for a in 0..n {
            for b in 0..=n {
                for c in 0..=n {
                    let mut s = String::new();
                    s.push(letters[a]);
                    if b < n {
                        s.push(letters[b]);
                    }
                    if c < n {
                        s.push(letters[c]);
                    }
                    match parse_betza(&s) {
                        Ok(components) => {
                            assert!(!components.is_empty(), "{s}");
                            assert!(components.iter().all(|c| !c.offsets.is_empty()), "{s}");
                        }
                        Err(e) => {
                            let len = s.chars().count();
                            assert!((1..=len).contains(&e.position()), "{s}: {e}");
                        }
                    }
                }
            }
        }
    }
}
