//! Moves completed by their walls: every square the wall of a piece's move may go to,
//! judged on the position after the piece's move.

use super::WallTables;
use crate::families::Compiled;
use crate::kernel::{Move, MoveKind, Second, State};
use fers_geometry::{Bits, SquareSet};
use fers_movement::WallPlacement;

impl<B: Bits> State<B> {
    /// The squares where the wall of the move `m` (of the side to move, without its
    /// second part) may go: judged on `after`, the position after the piece's move.
    pub(crate) fn wall_squares(
        &self,
        t: &Compiled<B>,
        w: &WallTables<B>,
        m: Move,
        after: &State<B>,
    ) -> SquareSet<B> {
        let Some(placement) = w.placement else {
            return SquareSet::EMPTY;
        };
        let us = self.turn;
        // Empty squares after the move: the walls standing (the duck's own square
        // included) are occupied.
        let empty = t.board & !after.occupied() & w.region[us];
        match placement {
            WallPlacement::Vacated => empty & SquareSet::EMPTY.with(m.from),
            WallPlacement::Anywhere | WallPlacement::Duck => empty,
            WallPlacement::Arrow => {
                let landed = match m.kind {
                    MoveKind::Castle(_) => match t.castling.plan(us, m.from, m.to) {
                        Some(p) => p.king_to,
                        None => m.to,
                    },
                    _ => m.to,
                };
                // As the kind it moved as (before a promotion), as in Fairy-Stockfish.
                let pm = &t.moves[m.piece.index()][us];
                let ours = after.by_color[us];
                let theirs = after.by_color[!us] & !after.by_color[us];
                crate::kernel::targets::pseudo_targets(t, after, pm, landed, ours, theirs) & empty
            }
        }
    }

    /// Every completion of the piece move `m` by its wall, into `out` (`m` itself where
    /// moves place no wall).
    pub(crate) fn with_walls(&self, t: &Compiled<B>, m: Move, out: &mut Vec<Move>) {
        let Some(w) = t.walls.as_ref().filter(|w| w.placement.is_some()) else {
            out.push(m);
            return;
        };
        let mut after = *self;
        after.play(t, m);
        for sq in self.wall_squares(t, w, m, &after) {
            out.push(Move {
                second: Some(Second::Wall(sq)),
                ..m
            });
        }
    }
}
