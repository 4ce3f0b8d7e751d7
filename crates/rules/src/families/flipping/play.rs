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

/// The squares of `empty` where a piece of `us` landing would enclose enemy pieces
/// ([`enclosed`] not empty), found for all squares at once: in each of the eight
/// directions, from `us`'s pieces, step onto enemy pieces as long as there are any (a
/// run grows by one square a step); the empty squares one step beyond a run are the
/// answer. A 10×10 board costs at most nine steps per direction, where asking
/// [`enclosed`] walks eight lines for every candidate square.
///
/// ```text
///   . . . . .      White to drop (the board of [`enclosed`]): from the white piece on
///   . . . W .      d4 the run c3, b2 of black pieces ends at the empty a1, the only
///   . . b . .      answer; no other line from d4 starts with a black piece, and the
///   . b . . .      run b1 starts from no white one.
///   . b . . .
/// ```
pub(crate) fn enclosing_squares<B: Bits>(
    f: &FlipTables<B>,
    s: &State<B>,
    us: Color,
    empty: SquareSet<B>,
) -> SquareSet<B> {
    let theirs = s.by_color[!us] & !s.by_color[us];
    let ours = s.by_color[us] & !s.by_color[!us];
    let mut out = SquareSet::EMPTY;
    for step in f.steps {
        let mut run = step.of(ours) & theirs;
        while run.any() {
            let next = step.of(run);
            out |= next & empty;
            run = next & theirs;
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
/// nothing, as in Fairy-Stockfish. A flipped piece loses its castling right and its gate
/// (rights belong to a side's piece; the kernel hashes the rights after the effects).
pub(crate) fn flip<B: Bits>(t: &Compiled<B>, s: &mut State<B>, m: Move) {
    let Some((f, rule)) = t.flipping.as_ref().and_then(|f| Some((f, f.rule?))) else {
        return;
    };
    if matches!(m.kind, MoveKind::Pass | MoveKind::Castle(_)) {
        return;
    }
    let us = s.turn;
    let turned = flipped(f, rule, s, us, m.to);
    for sq in turned {
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
    s.castling &= !turned;
    s.gates &= !turned;
    // A castling king turned (it is never royal here) takes its side's rights, as its
    // capture would.
    if let Some(c) = &t.ruleset.castling
        && (turned & s.by_kind[c.king.index()])
            .iter()
            .any(|sq| t.castling.on_rank(!us, sq))
    {
        s.castling &= s.by_color[us];
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{compiled, state};

    /// The drawing of [`enclosed`]: white lands on a1; b2 and c3 are enclosed by d4, b1
    /// is not (the empty c1 ends its line).
    #[test]
    fn enclosed_runs_end_at_an_own_piece() {
        let t = compiled::<u128>("flipello");
        let s = state(&*t, "8/8/8/8/3P4/2p5/1p6/1p6[PPpp] w - - 0 1");
        let f = t.flipping.as_ref().unwrap();
        let a1 = t.shape.parse_square("a1").unwrap();
        let names: Vec<String> = enclosed(f, &s, Color::White, a1)
            .iter()
            .map(|sq| t.shape.square_name(sq).to_string())
            .collect();
        assert_eq!(names, ["b2", "c3"]);
        // Black landing there encloses nothing: its own pieces are no enemies.
        assert!(enclosed(f, &s, Color::Black, a1).is_empty());
    }

    /// [`enclosing_squares`] answers as [`enclosed`] asked square by square, on 8×8
    /// and 10×10 boards, for both sides.
    #[test]
    fn enclosing_squares_are_where_a_landing_encloses() {
        let cases = [
            ("flipello", "8/8/8/8/3P4/2p5/1p6/1p6[PPpp] w - - 0 1"),
            (
                "flipello",
                "8/8/2pPp3/2PPPp2/1pPpPP2/3p4/8/8[PPpp] w - - 0 1",
            ),
            (
                "flipello10",
                "10/10/3P6/3pPp4/2PpPpP3/3PpPp3/4p1P3/10/10/10[PPpp] w - - 0 1",
            ),
            (
                "flipello10",
                "P8p/1p6P1/10/10/4pP4/4Pp4/10/10/1P6p1/p8P[PPpp] w - - 0 1",
            ),
        ];
        for (name, fen) in cases {
            let t = compiled::<u128>(name);
            let s = state(&*t, fen);
            let f = t.flipping.as_ref().unwrap();
            let empty = t.board & !s.occupied();
            for us in [Color::White, Color::Black] {
                let one_by_one: SquareSet<u128> = empty
                    .iter()
                    .filter(|&to| enclosed(f, &s, us, to).any())
                    .collect();
                assert_eq!(enclosing_squares(f, &s, us, empty), one_by_one, "{fen}");
            }
        }
        // The drawing: a1 only.
        let t = compiled::<u128>("flipello");
        let s = state(&*t, cases[0].1);
        let f = t.flipping.as_ref().unwrap();
        let found = enclosing_squares(f, &s, Color::White, t.board & !s.occupied());
        let a1 = t.shape.parse_square("a1").unwrap();
        assert_eq!(found, SquareSet::EMPTY.with(a1));
    }

    /// A drop flips, and the hash made incrementally is that of the position read again.
    #[test]
    fn a_flip_keeps_the_hash() {
        let t = compiled::<u64>("ataxx");
        let mut s = state(&*t, "7/7/2ppp2/2pPp2/2ppp2/7/P6 w - - 0 1");
        let m = crate::kernel::movegen::legal_moves(&*t, &s)
            .into_iter()
            .find(|&m| crate::notation::write::uci(&*t, &s, m) == "P@b2")
            .unwrap();
        s.play(&*t, m);
        let again = state(&*t, "7/7/2ppp2/2pPp2/2Ppp2/1P5/P6 b - - 0 1");
        assert_eq!(s.hash, again.hash);
        assert_eq!(s, again);
    }
}
