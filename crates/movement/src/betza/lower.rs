//! Lowering: one [`AtomSyntax`] → one checked [`Component`].
//!
//! Checks here, each an error at the column of the modifier at fault: a hop is not lame,
//! initial, en passant or limited in range; `n` applies to leaps, and only straight or
//! knight- or zebra-shaped ones; every direction selects at least one of the atom's moves.

use super::directions::{image, select};
use super::error::BetzaError;
use super::syntax::{AtomSyntax, ModifierKind, Suffix};
use crate::atom;
use crate::component::{Component, Mode, Motion};
use fers_geometry::Offset;

/// The modifiers of one atom, gathered.
#[derive(Debug, Default)]
struct Modifiers<'a> {
    moves: bool,
    captures: bool,
    en_passant: bool,
    initial: bool,
    /// Column of the first `n`, if any.
    lame: Option<usize>,
    /// The first `g` or `p`: its landing and column.
    hop: Option<(crate::Landing, usize)>,
    /// Each direction: its code, column and how it was written.
    directions: Vec<([char; 2], usize, &'a str)>,
}

impl<'a> Modifiers<'a> {
    fn of(syntax: &'a AtomSyntax) -> Modifiers<'a> {
        let mut m = Modifiers::default();
        for modifier in &syntax.modifiers {
            let column = modifier.column;
            match &modifier.kind {
                ModifierKind::Move => m.moves = true,
                ModifierKind::Capture => m.captures = true,
                ModifierKind::EnPassant => m.en_passant = true,
                ModifierKind::Initial => m.initial = true,
                ModifierKind::Lame => {
                    m.lame.get_or_insert(column);
                }
                ModifierKind::Hop(landing) => {
                    m.hop.get_or_insert((*landing, column));
                }
                ModifierKind::Direction { code, written } => {
                    m.directions.push((*code, column, written));
                }
            }
        }
        m
    }

    /// `e` captures too: `feF` = `fceF`; `m` with `c` or `e` is both.
    fn mode(&self) -> Mode {
        let captures = self.captures || self.en_passant;
        match (self.moves, captures) {
            (true, false) => Mode::Move,
            (false, true) => Mode::Capture,
            _ => Mode::Both,
        }
    }
}

/// The component `syntax` stands for; `text` is the whole Betza text, for messages.
pub(super) fn component(text: &str, syntax: &AtomSyntax) -> Result<Component, BetzaError> {
    let letter = syntax.letter;
    let Some((atom, rides)) = atom::by_letter(letter) else {
        // The parser only builds atoms from known letters.
        return Err(BetzaError::UnknownLetter {
            position: syntax.column,
            letter,
            text: text.to_string(),
        });
    };
    let m = Modifiers::of(syntax);
    let mut motion = match (syntax.suffix, rides) {
        (Suffix::Range(n), _) => Motion::Slide { range: Some(n) },
        (Suffix::Doubled, _) | (Suffix::None, true) => Motion::Slide { range: None },
        (Suffix::None, false) => Motion::Leap,
    };

    if let Some((landing, position)) = m.hop {
        if m.lame.is_some()
            || m.initial
            || m.en_passant
            || matches!(motion, Motion::Slide { range: Some(_) })
        {
            return Err(BetzaError::BadHop {
                position,
                text: text.to_string(),
            });
        }
        motion = Motion::Hop { landing };
    }

    if let (Some(position), Motion::Slide { .. }) = (m.lame, motion) {
        return Err(BetzaError::LameRider {
            position,
            atom: syntax.written.clone(),
            text: text.to_string(),
        });
    }

    if let Some(position) = m.lame
        && !can_be_lame(atom.steps)
    {
        return Err(BetzaError::LameShape {
            position,
            atom: letter,
            text: text.to_string(),
        });
    }

    let mut offsets: Vec<Offset> = Vec::new();
    if m.directions.is_empty() {
        for &(long, short) in atom.steps {
            offsets.extend((0..8).map(|k| image(k, long, short)));
        }
    } else {
        for &(code, position, written) in &m.directions {
            let selected: Vec<Offset> = atom
                .steps
                .iter()
                .flat_map(|&(long, short)| select(long, short, code))
                .collect();
            if selected.is_empty() {
                return Err(BetzaError::EmptySelection {
                    position,
                    direction: written.to_string(),
                    atom: letter,
                    text: text.to_string(),
                });
            }
            offsets.extend(selected);
        }
    }
    offsets.sort();
    offsets.dedup();

    let mut component = Component {
        motion,
        ..Component::leap(offsets)
    };
    component.mode = m.mode();
    component.initial = m.initial;
    component.lame = m.lame.is_some();
    component.en_passant = m.en_passant;
    // Fairy-Stockfish turns black's moves half a turn, so `l`/`r` stay the piece's own
    // left and right; for a left-right symmetric set that equals mirroring.
    component.rotates = !component.is_file_symmetric();
    Ok(component)
}

/// Whether an atom with these steps may be lame: straight steps, or one orthogonal
/// step and then diagonal ones (knight, zebra: the janggi elephant `nZ`); the camel has
/// no single path to be blocked on.
pub(super) fn can_be_lame(steps: &[(i8, i8)]) -> bool {
    steps
        .iter()
        .all(|&(long, short)| short == 0 || short == long || long - short == 1)
}

/// When any component captures en passant, every component that is initial, move-only
/// and either lame or a slide sets en-passant targets (the pawn's double step).
pub(super) fn mark_en_passant_setters(components: &mut [Component]) {
    if components.iter().any(|c| c.en_passant) {
        for component in components {
            component.sets_en_passant = sets_en_passant(component);
        }
    }
}

/// Whether `c` sets en-passant targets in a piece that captures en passant.
pub(super) fn sets_en_passant(c: &Component) -> bool {
    let slide = matches!(c.motion, Motion::Slide { .. });
    c.initial && c.mode == Mode::Move && (c.lame || slide)
}
