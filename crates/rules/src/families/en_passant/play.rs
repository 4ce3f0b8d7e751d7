//! En passant when a move is made: the squares a double step passes become targets, but
//! only where an enemy piece could capture there (so that hashes of equal positions
//! agree).

use crate::families::Compiled;
use crate::kernel::{Move, MoveKind, State};
use fers_geometry::{Bits, SquareSet};

/// After `m` (no capture, no promotion; the targets already cleared): the squares it
/// passed, if it sets en passant and an enemy piece could capture there. Inline for the
/// tests every move takes; the moves of kinds that may set targets go on out of line.
#[inline(always)]
pub(crate) fn set<B: Bits>(t: &Compiled<B>, s: &mut State<B>, m: Move) {
    if m.kind != MoveKind::Normal
        || t.en_passant.kinds == 0
        || t.en_passant.sets & (m.piece.mask()) == 0
    {
        return;
    }
    set_targets(t, s, m);
}

/// [`set`] for a move of a kind that may set targets.
#[inline(never)]
fn set_targets<B: Bits>(t: &Compiled<B>, s: &mut State<B>, m: Move) {
    let us = s.turn;
    let steps = &t.moves[m.piece.index()][us].en_passant_steps[m.from.index()];
    let Some(&(_, passed)) = steps.iter().find(|(to, _)| *to == m.to) else {
        return;
    };
    let them = !us;
    let near = passed.iter().fold(SquareSet::EMPTY, |set, sq| {
        set | t.en_passant.from[them][sq.index()]
    });
    let capturers = s.kinds(t.en_passant.kinds) & s.by_color[them] & near;
    // With one kind that captures en passant, `near` is exact; with several, each
    // piece is asked by its own kind.
    let reachable = capturers.any()
        && (t.en_passant.kinds.is_power_of_two()
            || capturers
                .iter()
                .filter_map(|sq| s.piece_at(sq).map(|p| (sq, p)))
                .any(|(sq, p)| {
                    t.moves[p.kind.index()][them].en_passant[sq.index()].intersects(passed)
                }));
    if reachable {
        s.ep_targets = passed;
        s.ep_victim = Some(m.to);
    }
}
