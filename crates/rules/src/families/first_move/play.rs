//! Aiming at first-move rights, when a move is made.

use crate::families::Compiled;
use crate::kernel::{Move, MoveKind, State};
use fers_geometry::Bits;

/// After a move of a kind some `first-move-aimed-by` names (none else): the enemy
/// pieces that name it lose their first-move right if the mover, on its new square,
/// would reach them on an empty board (a rook on the cambodian king's file or rank).
pub(crate) fn aim<B: Bits>(t: &Compiled<B>, s: &mut State<B>, m: Move) {
    if t.first_move.aimers & m.piece.mask() == 0 || m.kind == MoveKind::Drop {
        return;
    }
    let them = !s.turn;
    let reach = t.reach_on_empty_board(m.piece, s.turn, m.to);
    for sq in s.castling & s.by_color[them] & reach {
        let aimed = s.piece_at(sq).is_some_and(|p| {
            t.ruleset
                .piece(p.kind)
                .first_move_aimed_by
                .contains(&m.piece)
        });
        if aimed {
            s.castling = s.castling.without(sq);
        }
    }
}
