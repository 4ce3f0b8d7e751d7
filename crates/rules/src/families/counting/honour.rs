//! The counting rules of makruk and its relatives (`[rules.honour-counting]`: board's
//! honour and pieces' honour), updated after each move.
//!
//! A count is kept in the [`State`] as Fairy-Stockfish keeps it: a limit in plies (0
//! when no count runs) and the plies counted; the game is drawn once the plies exceed
//! the limit (`EndReason::HonourCounting`). In FEN the limit takes the place of the
//! en-passant field and the plies that of the half-move clock:
//!
//! ```text
//! 8/8/3k4/8/8/4K3/8/4R3 b - 32 5 60     black's king counts against a rook: 16 moves
//! ```

use crate::families::Compiled;
use crate::kernel::State;
use fers_geometry::Bits;
use fers_movement::{Color, HonourCounting, Kind};

/// After a move has moved its pieces (the turn not yet passed), in a ruleset with
/// `[rules.honour-counting]`: advances a running count and starts one where the
/// material asks for it, with the side about to move as the counting side
/// (Fairy-Stockfish's `do_move`). `taken`: the kind captured; `promoted`: whether the
/// move promoted.
pub(crate) fn count<B: Bits>(
    t: &Compiled<B>,
    s: &mut State<B>,
    taken: Option<Kind>,
    promoted: bool,
) {
    if let Some(h) = &t.ruleset.rules.honour_counting {
        s.count(t, h, taken, promoted);
    }
}

/// The running count of `[rules.honour-counting]` in `s`: the plies counted and the
/// limit in plies, or `None` when no count runs.
pub(crate) fn running<B: Bits>(s: &State<B>) -> Option<(u32, u32)> {
    (s.count_limit != 0).then(|| (u32::from(s.count_ply), u32::from(s.count_limit)))
}

impl<B: Bits> State<B> {
    /// [`count`] under the rules `h`.
    fn count(&mut self, t: &Compiled<B>, h: &HonourCounting, taken: Option<Kind>, promoted: bool) {
        let mover = self.turn;
        let side = !mover;
        if self.count_limit != 0 {
            self.count_ply = self.count_ply.saturating_add(1);
        }
        let pawns = self.kinds(t.counting.stoppers).any();
        let plies_of_pieces = 2 * self.occupied().count() as u16;
        // A bare royal piece that takes the last pawn counts at once, from the number
        // of pieces, as if the count had started on its own turn.
        if h.from_pieces
            && taken.is_some_and(|k| t.counting.stoppers & k.mask() != 0)
            && self.by_color[mover].count() == 1
            && !pawns
            && let Some(limit) = honour_limit(h, self, mover, pawns)
        {
            self.count_ply = plies_of_pieces - 1;
            self.count_limit = limit;
        }
        let bared = (taken.is_some() || promoted) && self.by_color[side].count() == 1;
        if (self.count_limit == 0 || bared)
            && let Some(limit) = honour_limit(h, self, side, pawns)
        {
            self.count_ply = if h.from_pieces && self.by_color[side].count() == 1 {
                plies_of_pieces
            } else {
                0
            };
            self.count_limit = limit;
        }
    }
}

/// The limit in plies of a count for `side` (Fairy-Stockfish's `count_limit`, doubled),
/// or `None` when `side` may not count now; `pawns`: whether a pawn stands on the board.
fn honour_limit<B: Bits>(
    h: &HonourCounting,
    s: &State<B>,
    side: Color,
    pawns: bool,
) -> Option<u16> {
    let theirs = s.by_color[!side];
    if theirs.count() == 1 {
        return None;
    }
    let ours = s.by_color[side].count();
    match h.board_most_pieces {
        Some(most) if ours > most => return None,
        None if pawns => return None,
        _ => {}
    }
    let moves = if ours > 1 {
        h.board?
    } else if pawns {
        return None;
    } else {
        h.pieces
            .iter()
            .find(|l| (s.by_kind[l.kind.index()] & theirs).count() >= l.count)
            .map(|l| l.moves)
            .or(h.pieces_otherwise)?
    };
    u16::try_from(2 * moves).ok()
}
