//! Walls when a move is made: a wall placed as the move's second part (the duck first
//! taken off the board), and a capturing piece turned to stone.

use super::WallTables;
use crate::families::Compiled;
use crate::kernel::State;
use fers_geometry::{Bits, Square};
use fers_movement::{Kind, WallPlacement};

/// Places the wall of a move's second part on `sq`: the duck moved (taken off its
/// square first), an arrow shot, a square closed.
pub(crate) fn place<B: Bits>(t: &Compiled<B>, s: &mut State<B>, sq: Square) {
    if t.walls
        .as_ref()
        .is_some_and(|w| w.placement == Some(WallPlacement::Duck))
    {
        s.clear_walls();
    }
    s.put_wall(sq);
}

/// After a capture by a piece of kind `mover` landing on `to`: the piece there turns to
/// stone if it moved as a kind that petrifies and is one where it landed (a pawn that
/// captures and promotes does not, as in Fairy-Stockfish).
pub(crate) fn petrify<B: Bits>(
    t: &Compiled<B>,
    w: &WallTables<B>,
    s: &mut State<B>,
    mover: Kind,
    to: Square,
) {
    s.petrify(t, w, mover, to);
}

/// The Zobrist key of a wall on `sq`: derived by SplitMix64 from the square, as hand
/// keys are, so the tables need no more keys.
pub(crate) fn wall_key(sq: Square) -> u64 {
    let mut z = 0x7761_6c6c_0000_0000_u64 ^ (u64::from(sq.0) << 1);
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl<B: Bits> State<B> {
    /// Puts a wall on the empty square `sq`, updating the hash.
    pub(crate) fn put_wall(&mut self, sq: Square) {
        self.by_color.white = self.by_color.white.with(sq);
        self.by_color.black = self.by_color.black.with(sq);
        self.hash ^= wall_key(sq);
    }

    /// Takes every wall off the board (the duck, before it moves), updating the hash.
    fn clear_walls(&mut self) {
        for sq in self.walls() {
            self.by_color.white = self.by_color.white.without(sq);
            self.by_color.black = self.by_color.black.without(sq);
            self.hash ^= wall_key(sq);
        }
    }

    /// After a capture by a piece of kind `mover` landing on `to`: the piece there turns
    /// to stone if it moved as a kind that petrifies and is one where it landed (a pawn
    /// that captures and promotes does not, as in Fairy-Stockfish).
    pub(crate) fn petrify(&mut self, t: &Compiled<B>, w: &WallTables<B>, mover: Kind, to: Square) {
        if w.petrify & mover.mask() != 0
            && self
                .piece_at(to)
                .is_some_and(|p| w.petrify & p.kind.mask() != 0)
        {
            self.remove(t, to);
            self.put_wall(to);
        }
    }
}
