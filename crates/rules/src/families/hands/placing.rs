//! The drop rules of games of placing pieces (`[hands]` of reversi and ataxx): the
//! squares filled first (`drop-first`: while one of them is empty, drops go only
//! there), and what a drop must do (`drop-must`): enclose enemy pieces with an own one
//! along a queen line (reversi), or touch an own piece (ataxx's clone).

use super::HandTables;
use crate::families::Compiled;
use crate::families::flipping::enclosing_squares;
use crate::kernel::State;
use fers_geometry::{Bits, Square, SquareSet};
use fers_movement::DropObligation;

/// The squares of `empty` where the side to move may drop under `drop-first` and
/// `drop-must`.
#[inline(never)]
pub(crate) fn allowed<B: Bits>(
    t: &Compiled<B>,
    h: &HandTables<B>,
    s: &State<B>,
    empty: SquareSet<B>,
) -> SquareSet<B> {
    let us = s.turn;
    let first = h.drop_first[us];
    if (first & t.board & !s.occupied()).any() {
        return empty & first;
    }
    let Some(f) = t.flipping.as_ref() else {
        return empty;
    };
    match h.drop_must {
        Some(DropObligation::Enclose) => enclosing_squares(f, s, us, empty),
        Some(DropObligation::Touch) => empty & around(f, s.by_color[us]),
        _ => empty,
    }
}

/// The squares around any square of `set`. One table lookup per square: ataxx's few
/// pieces (two a side at the start) cost less so than the eight whole-board shifts of
/// [`enclosing_squares`] (ataxx perft(5): 363.0M instructions, 376.0M with shifts).
fn around<B: Bits>(
    f: &crate::families::flipping::FlipTables<B>,
    set: SquareSet<B>,
) -> SquareSet<B> {
    set.iter()
        .fold(SquareSet::EMPTY, |acc, sq: Square| acc | f.around.get(sq))
}

/// Why a drop on `to` breaks `drop-first` or `drop-must`, as a sentence, if it does.
pub(crate) fn refusal<B: Bits>(
    t: &Compiled<B>,
    h: &HandTables<B>,
    s: &State<B>,
    to: Square,
) -> Option<String> {
    let single = SquareSet::EMPTY.with(to);
    if allowed(t, h, s, single).any() {
        return None;
    }
    let name = |sq| t.shape.square_name(sq).to_string();
    let first = h.drop_first[s.turn] & t.board & !s.occupied();
    if first.any() {
        let squares: Vec<String> = first.iter().map(name).collect();
        return Some(format!(
            "the first drops go on {} while one of them is empty",
            squares.join(" ")
        ));
    }
    Some(match h.drop_must {
        Some(DropObligation::Touch) => format!(
            "a piece is dropped next to one of its side's pieces, and none stands next to {}",
            name(to)
        ),
        _ => format!(
            "a piece dropped on {} must enclose enemy pieces between itself and one of its side's pieces along a line, and it encloses none",
            name(to)
        ),
    })
}
