//! The rare components: lame leaps and moves limited to some start squares (`initial`,
//! `from-ranks`), kept as explicit lists or slides with a start-square mask.

use super::context::Context;
use super::slides::Slides;
use fers_geometry::{Bits, Offset, RayTable, Square, SquareSet};
use fers_movement::Mode;

/// A non-plain component: lame leap, or a leap or slide limited to some start squares
/// (`initial`, `from-ranks`).
#[derive(Debug, Clone)]
pub(crate) struct Special<B: Bits> {
    /// Move, capture or both.
    pub(crate) mode: Mode,
    /// Whether the squares passed become en-passant targets.
    pub(crate) sets_en_passant: bool,
    /// Only while the piece on its start square keeps its first-move right
    /// (`State::castling` holds the rights in rulesets with `first-move` components).
    pub(crate) first_move: bool,
    /// Not while the mover's side is in check.
    pub(crate) not_in_check: bool,
    /// `first_move || not_in_check`: one test on the common path.
    pub(crate) conditional: bool,
    /// Only from these squares (all squares unless the component is `initial` or has
    /// `from-ranks`).
    pub(crate) from: SquareSet<B>,
    /// Only onto these squares (all squares unless the piece is `confined-to` a region).
    pub(crate) to: SquareSet<B>,
    /// What it does.
    pub(crate) motion: SpecialMotion<B>,
}

/// How a [`Special`] travels.
#[derive(Debug, Clone)]
pub(crate) enum SpecialMotion<B: Bits> {
    /// Per square, each leap's target with the squares that must be empty on the way.
    Leaps(Vec<Vec<(Square, SquareSet<B>)>>),
    /// Slides.
    Slides(Slides<B>),
}

impl<B: Bits> Special<B> {
    /// The squares this component reaches from `from` on an empty board (none when it
    /// may not start there).
    pub(crate) fn reach_on_empty_board(&self, rays: &RayTable<B>, from: Square) -> SquareSet<B> {
        if !self.from.contains(from) {
            return SquareSet::EMPTY;
        }
        let reach = match &self.motion {
            SpecialMotion::Leaps(list) => list[from.index()].iter().map(|(to, _)| *to).collect(),
            SpecialMotion::Slides(slides) => slides.attacks(rays, from, SquareSet::EMPTY),
        };
        reach & self.to
    }

    /// The squares a move of this component from `from` to `to` passes over (the
    /// en-passant targets it sets): for a leap, the squares that had to be empty; for a
    /// slide, the squares of its ray strictly between the two (only those the rider
    /// touches: a (2,0) rider passes every other square). Empty when this component does
    /// not make that move.
    pub(crate) fn passed(&self, rays: &RayTable<B>, from: Square, to: Square) -> SquareSet<B> {
        if !self.from.contains(from) || !self.to.contains(to) {
            return SquareSet::EMPTY;
        }
        match &self.motion {
            SpecialMotion::Leaps(list) => list[from.index()]
                .iter()
                .find(|(target, _)| *target == to)
                .map_or(SquareSet::EMPTY, |(_, path)| *path),
            SpecialMotion::Slides(slides) => {
                if !slides.attacks(rays, from, SquareSet::EMPTY).contains(to) {
                    return SquareSet::EMPTY;
                }
                slides
                    .directions()
                    .map(|d| d as usize)
                    .find(|&d| rays.ray(d, from).contains(to))
                    .map_or(SquareSet::EMPTY, |d| {
                        (rays.ray(d, from) & !rays.ray(d, to)).without(to)
                    })
            }
        }
    }
}

/// Per square of `from` (others get no leaps), each leap by `offsets` that lands on a
/// square of `to`, and whose leg (`lame`) crosses no hole of the board, with the squares that must be empty on the way: the leg when `lame`,
/// none otherwise.
pub(crate) fn leap_lists<B: Bits>(
    cx: &Context<'_, B>,
    offsets: &[Offset],
    lame: bool,
    from: SquareSet<B>,
    to: SquareSet<B>,
) -> Vec<Vec<(Square, SquareSet<B>)>> {
    let shape = cx.shape;
    shape
        .squares()
        .map(|sq| {
            if !from.contains(sq) {
                return Vec::new();
            }
            offsets
                .iter()
                .filter_map(|&o| {
                    let target = shape
                        .offset(sq, o.file as i32, o.rank as i32)
                        .filter(|t| to.contains(*t) && cx.leap_stays_on_board(sq, o, lame))?;
                    let path = if lame {
                        shape.leg(sq, o)
                    } else {
                        SquareSet::EMPTY
                    };
                    Some((target, path))
                })
                .collect()
        })
        .collect()
}
