//! A capture's explosion, when the move is made. Removing pieces keeps the [`State`]
//! whole: the hash is updated piece by piece, and castling rights go with a blown-up
//! rook, or all of a side's with its castling king.

use crate::families::Compiled;
use crate::kernel::State;
use fers_geometry::{Bits, Square, SquareSet};
use fers_movement::Color;

/// After a capture landing on `to` (the pieces moved): the blast, whose emptied squares
/// lose their castling rights (the caller hashes the change). Nothing without
/// `[rules.explosion]`.
pub(crate) fn explode_capture<B: Bits>(t: &Compiled<B>, s: &mut State<B>, to: Square) {
    if t.explosion.is_none() {
        return;
    }
    // Each side's rights, on its pieces (those the move emptied or took lose theirs in
    // any case).
    let rights = [s.turn, !s.turn].map(|c| (c, s.castling & s.by_color[c]));
    let blown = s.explode(t, to, rights);
    s.castling &= !blown;
}

impl<B: Bits> State<B> {
    /// The pieces a capture landing on `to` blows up, on this board (the capture already
    /// made): the capturer on `to` and the pieces around it, but the spared kinds around
    /// it and the immune kinds anywhere. Empty without `[rules.explosion]`.
    pub(crate) fn blast_at(&self, t: &Compiled<B>, to: Square) -> SquareSet<B> {
        let Some(blast) = &t.explosion else {
            return SquareSet::EMPTY;
        };
        let around = blast.ring[to.index()] & self.occupied() & !self.kinds(blast.spares);
        (around | (SquareSet::EMPTY.with(to) & self.occupied())) & !self.kinds(blast.immune)
    }

    /// Blows up the pieces of [`State::blast_at`] `to`, and returns the castling rights
    /// they take with them: each blown-up square, and every right of a side whose
    /// castling king (on its castling rank) is blown up. `rights` are each side's rights
    /// before the move.
    pub(crate) fn explode(
        &mut self,
        t: &Compiled<B>,
        to: Square,
        rights: [(Color, SquareSet<B>); 2],
    ) -> SquareSet<B> {
        let blasted = self.blast_at(t, to);
        let mut lost = blasted;
        for sq in blasted {
            let Some(p) = self.remove(t, sq) else {
                continue;
            };
            if let Some(c) = &t.ruleset.castling
                && c.king == p.kind
                && t.castling.rank(p.color) == Some(t.shape.rank_of(sq).0)
            {
                for (color, r) in rights {
                    if color == p.color {
                        lost |= r;
                    }
                }
            }
        }
        lost
    }
}
