//! The pieces a landing flips, and the flip itself when a move is made.

use super::FlipTables;
use crate::families::Compiled;
use crate::kernel::{Move, MoveKind, Piece, State};
use fers_geometry::{Bits, Square, SquareSet};
use fers_movement::{Color, FlipRule};

/// The enemy pieces a piece of `us` landing on `to` encloses: along each of the eight
/// queen lines, the unbroken run of enemy pieces from `to` when an own piece ends it
/// (an empty square, a hole or the edge ends it without enclosing).
///
/// ```text
///   . . . . .      White lands on a1: the black pieces on b2 and c3 are enclosed
///   . . . W .      by the white one on d4; the black one on b1 is not (an empty
///   . . b . .      square ends its line).
///   . b . . .
///   * b . . .
/// ```
pub(crate) fn enclosed<B: Bits>(
    f: &FlipTables<B>,
    s: &State<B>,
    us: Color,
    to: Square,
) -> SquareSet<B> {
    let theirs = s.by_color[!us] & !s.by_color[us];
    let ours = s.by_color[us] & !s.by_color[!us];
    let mut out = SquareSet::EMPTY;
    for dir in 0..f.lines.directions().len() {
        // The enemy run from `to`, and the first square that is not an enemy piece.
        let line = f.lines.ray_attacks(dir, to, !theirs);
        let run = line & theirs;
        if run.any() && (line & ours).any() {
            out |= run;
        }
    }
    out
}

/// The enemy pieces a piece of `us` landing on `to` flips under `rule`.
pub(crate) fn flipped<B: Bits>(
    f: &FlipTables<B>,
    rule: FlipRule,
    s: &State<B>,
    us: Color,
    to: Square,
) -> SquareSet<B> {
    match rule {
        FlipRule::Enclosed => enclosed(f, s, us, to),
        FlipRule::Adjacent => f.around.get(to) & s.by_color[!us] & !s.by_color[us],
        #[allow(unreachable_patterns)]
        _ => SquareSet::EMPTY,
    }
}

/// After the move `m` of the side to move, its pieces landed: the enemy pieces the
/// landing flips change colour, keeping their kind (the hash follows). A pass flips
/// nothing, as in Fairy-Stockfish.
pub(crate) fn flip<B: Bits>(t: &Compiled<B>, s: &mut State<B>, m: Move) {
    let Some((f, rule)) = t.flipping.as_ref().and_then(|f| Some((f, f.rule?))) else {
        return;
    };
    if matches!(m.kind, MoveKind::Pass | MoveKind::Castle(_)) {
        return;
    }
    let us = s.turn;
    for sq in flipped(f, rule, s, us, m.to) {
        if let Some(p) = s.remove(t, sq) {
            s.put(
                t,
                sq,
                Piece {
                    color: us,
                    kind: p.kind,
                },
            );
        }
    }
}
