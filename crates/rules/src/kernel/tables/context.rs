//! What every compiling step reads: the ruleset, the board and its rays, and the
//! squares each component may start from.

use fers_geometry::{Bits, BoardShape, Offset, RayTable, Square, SquareSet};
use fers_movement::{ByColor, Color, Component, PieceKind, Ruleset};

/// The ruleset and board being compiled, shared by the steps in the sibling modules.
pub(crate) struct Context<'a, B: Bits> {
    /// The ruleset compiled.
    pub(crate) ruleset: &'a Ruleset,
    /// Its board.
    pub(crate) shape: BoardShape,
    /// Every square of the board.
    pub(crate) board: SquareSet<B>,
    /// Rays for every slide and hop direction, both ways.
    pub(crate) rays: &'a RayTable<B>,
    /// Per colour, each rank counted from that side.
    pub(crate) relative_ranks: &'a ByColor<Vec<SquareSet<B>>>,
}

impl<B: Bits> Context<'_, B> {
    /// Squares of the ranks in `ranks` (0-based, counted from `color`'s side).
    pub(crate) fn ranks_set(&self, color: Color, ranks: &[u8]) -> SquareSet<B> {
        ranks_set(self.relative_ranks, color, ranks)
    }

    /// The squares a component of `piece` may start from: the piece's initial ranks (or
    /// initial region) for an `initial` component, its `from_ranks` when it has them,
    /// else the whole board; within the component's `within` region when it has one.
    pub(crate) fn component_from(
        &self,
        piece: &PieceKind,
        c: &Component,
        color: Color,
    ) -> SquareSet<B> {
        let from = match &c.from_ranks {
            _ if c.initial => {
                let region = piece.initial_region.map(|r| self.region(r, color));
                self.ranks_set(color, &piece.initial_ranks) | region.unwrap_or_default()
            }
            Some(ranks) => self.ranks_set(color, ranks),
            None => self.board,
        };
        from & self.within(c, color)
    }

    /// The squares a component of `piece` may land on: the piece's [`landing`]
    /// (Self::landing), and the component's `within` region when it has one.
    pub(crate) fn component_landing(
        &self,
        piece: &PieceKind,
        c: &Component,
        color: Color,
    ) -> SquareSet<B> {
        self.landing(piece, color) & self.within(c, color)
    }

    /// The squares of the region a component is `within` for `color`, else the board.
    fn within(&self, c: &Component, color: Color) -> SquareSet<B> {
        match c.within {
            Some(r) => self.region(r, color),
            None => self.board,
        }
    }

    /// The squares of region `r` for `color`, on the board.
    pub(crate) fn region(&self, r: usize, color: Color) -> SquareSet<B> {
        let region: SquareSet<B> = self.ruleset.regions[r].squares[color]
            .iter()
            .copied()
            .collect();
        region & self.board
    }
}

impl<B: Bits> Context<'_, B> {
    /// The squares a piece of `piece` may land on: its `confined-to` region for `color`,
    /// else the whole board; never a hole.
    pub(crate) fn landing(&self, piece: &PieceKind, color: Color) -> SquareSet<B> {
        match piece.confined_to {
            Some(r) => self.region(r, color),
            None => self.board,
        }
    }

    /// Whether a leap from `from` by `o` may be made on this board: `from` is on it and
    /// no square of its leg (`lame`) is a hole.
    pub(crate) fn leap_stays_on_board(&self, from: Square, o: Offset, lame: bool) -> bool {
        self.board.contains(from)
            && (!lame || (self.shape.leg::<B>(from, o) & !self.board).is_empty())
    }
}

/// Each rank of `shape` counted from each colour's side (`ranks[c][r]`).
pub(crate) fn relative_ranks<B: Bits>(shape: BoardShape) -> ByColor<Vec<SquareSet<B>>> {
    ByColor::new_with(|c| {
        (0..shape.ranks())
            .map(|r| {
                let abs = if c == Color::White {
                    r
                } else {
                    shape.ranks() - 1 - r
                };
                shape
                    .squares()
                    .filter(|&sq| shape.rank_of(sq).0 == abs)
                    .collect()
            })
            .collect()
    })
}

/// Squares of the ranks in `ranks` (0-based, counted from `color`'s side); ranks off the
/// board are ignored.
pub(crate) fn ranks_set<B: Bits>(
    relative_ranks: &ByColor<Vec<SquareSet<B>>>,
    color: Color,
    ranks: &[u8],
) -> SquareSet<B> {
    ranks
        .iter()
        .filter(|&&r| (r as usize) < relative_ranks[color].len())
        .fold(SquareSet::EMPTY, |s, &r| {
            s | relative_ranks[color][r as usize]
        })
}
