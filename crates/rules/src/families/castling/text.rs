//! How UCI writes a castling move: the king's move (`e1g1`), or king-takes-rook
//! (`e1h1`) under Chess960 rules and where the king could also step to its destination
//! by itself, so that every move has its own text.

use crate::families::Compiled;
use crate::kernel::targets::pseudo_targets;
use crate::kernel::{Move, State};
use fers_geometry::{Bits, Square};
use fers_movement::Kind;

/// The square UCI names as the destination of the castling move `m` of the side to
/// move in `s`.
pub(crate) fn uci_target<B: Bits>(t: &Compiled<B>, s: &State<B>, m: Move) -> Square {
    let chess960 = t.ruleset.castling.as_ref().is_some_and(|c| c.chess960);
    if chess960 {
        return m.to;
    }
    t.castling.plan(s.turn, m.from, m.to).map_or(m.to, |p| {
        // Where the king could also step to its destination by its own moves, that
        // text is taken: castling is written king-takes-rook.
        if king_reaches(t, s, m.piece, m.from, p.king_to)
            || other_castling_lands_on(t, s, m.from, m.to, p.king_to)
        {
            m.to
        } else {
            p.king_to
        }
    })
}

/// Whether a piece of `kind` of the side to move on `from` reaches `to` by its own
/// components, on an empty board or on this one.
fn king_reaches<B: Bits>(
    t: &Compiled<B>,
    s: &State<B>,
    kind: Kind,
    from: Square,
    to: Square,
) -> bool {
    let us = s.turn;
    let ours = s.by_color[us].without(to);
    let theirs = s.by_color[!us].without(to);
    let reaches =
        |theirs| pseudo_targets(t, s, &t.moves[kind.index()][us], from, ours, theirs).contains(to);
    // Empty board, then this board with `to` empty (quiet moves, hops over this
    // board's screens) and with an enemy on it (captures).
    t.reach_on_empty_board(kind, us, from).contains(to)
        || reaches(theirs)
        || reaches(theirs.with(to))
}

/// Whether castling from `king` with another partner than the one on `rook` would put
/// the king on `king_to` too (a ruleset whose two sides share a destination).
fn other_castling_lands_on<B: Bits>(
    t: &Compiled<B>,
    s: &State<B>,
    king: Square,
    rook: Square,
    king_to: Square,
) -> bool {
    let shape = t.shape;
    let rank = shape.rank_of(king).0 as i32;
    (0..shape.files() as i32)
        .filter_map(|f| shape.square(f, rank))
        .filter(|&r| r != rook)
        .filter_map(|r| t.castling.plan(s.turn, king, r))
        .any(|p| p.king_to == king_to)
}
