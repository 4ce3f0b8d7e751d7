//! Gates when a move is made: the squares the move left or took are gates no more.

use crate::families::hands::HandTables;
use crate::kernel::{Move, State};
use fers_geometry::{Bits, Square};

/// Under `gating`: the squares the move left or took are gates no more (castling
/// leaves the king's and the rook's), and a side whose gates no longer count (an
/// empty hand that captures cannot fill) loses them all. Gates are not hashed.
pub(crate) fn close_gates<B: Bits>(
    h: &HandTables<B>,
    s: &mut State<B>,
    m: Move,
    captured: Option<Square>,
) {
    let us = s.turn;
    let mut gates = s.gates.without(m.from);
    if m.is_castle() {
        gates = gates.without(m.to);
    }
    if let Some(v) = captured {
        gates = gates.without(v);
    }
    if !h.gates_live(s, us) {
        gates &= !s.by_color[us];
    }
    s.gates = gates;
}
