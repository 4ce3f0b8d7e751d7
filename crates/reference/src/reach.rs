//! Where one movement component can go from one square, walked square by square, and
//! from that, whether a square is attacked.

use super::board::{Board, lame_path, orient, usable_from, within};
use fers_geometry::Square;
use fers_movement::{Color, Component, Kind, Landing, Motion, Ruleset};

/// The squares component `c` of a piece of `kind` and `color` on `from` reaches,
/// whatever stands on them: for a leap every target whose path (if lame) is empty; for
/// a slide every square up to and including the first piece; for a hop the squares
/// beyond the first piece (the screen): the next one (grasshopper) or all up to and
/// including the next piece (cannon), unless the screen is of a kind the piece may not
/// hop over (`no-screen`). Only squares of the region the component is `within`, if
/// any. Empty if the component may not be used from `from`. Whether the piece may move or capture there is up to the caller.
pub fn reach(
    ruleset: &Ruleset,
    board: &Board,
    from: Square,
    kind: Kind,
    color: Color,
    c: &Component,
) -> Vec<Square> {
    let piece = &ruleset.pieces[kind.index()];
    if !usable_from(ruleset, board, piece, c, from, color) {
        return Vec::new();
    }
    let mut out = Vec::new();
    for &written in &c.offsets {
        let o = orient(c, written, color);
        match c.motion {
            Motion::Leap => {
                let Some(to) = board.step(from, o, 1) else {
                    continue;
                };
                if c.lame
                    && lame_path(board, from, o)
                        .iter()
                        .any(|&sq| !board.is_empty(sq))
                {
                    continue;
                }
                out.push(to);
            }
            Motion::Slide { range } => {
                let limit = range.map_or(i32::MAX, i32::from);
                let mut k = 1;
                while k <= limit {
                    let Some(sq) = board.step(from, o, k) else {
                        break;
                    };
                    out.push(sq);
                    if !board.is_empty(sq) {
                        break;
                    }
                    k += 1;
                }
            }
            Motion::Hop { landing } => {
                // Find the screen: the first piece along the line.
                let mut k = 1;
                let screen = loop {
                    match board.step(from, o, k) {
                        None => break None,
                        Some(sq) if !board.is_empty(sq) => break Some(k),
                        Some(_) => k += 1,
                    }
                };
                let Some(screen) = screen else {
                    continue;
                };
                // `no-screen`: some kinds may not be hopped over.
                if board
                    .step(from, o, screen)
                    .and_then(|sq| board.at(sq))
                    .is_some_and(|p| piece.no_screen.contains(&p.kind))
                {
                    continue;
                }
                let mut k = screen + 1;
                while let Some(sq) = board.step(from, o, k) {
                    out.push(sq);
                    if landing == Landing::JustBeyond || !board.is_empty(sq) {
                        break;
                    }
                    k += 1;
                }
            }
            // A motion this generator does not know reaches nothing: a test comparing
            // it with the fast generator then fails loudly instead of guessing.
            _ => {}
        }
    }
    out.retain(|&to| lands_in_region(ruleset, kind, color, to) && within(ruleset, c, to, color));
    out
}

/// Whether a piece of `kind` and `color` may land on `to`: anywhere, unless it is
/// `confined-to` a region, then only on that region's squares for its side.
pub fn lands_in_region(ruleset: &Ruleset, kind: Kind, color: Color, to: Square) -> bool {
    ruleset.pieces[kind.index()]
        .confined_to
        .is_none_or(|r| ruleset.regions[r].squares[color].contains(&to))
}

/// Under `facing-royals`: whether the royal piece on `from` faces `target` on an open
/// file or rank (every square strictly between empty).
fn faces(ruleset: &Ruleset, board: &Board, from: Square, target: Square) -> bool {
    let shape = board.shape;
    let (f0, r0) = (shape.file_of(from).0 as i32, shape.rank_of(from).0 as i32);
    let (f1, r1) = (
        shape.file_of(target).0 as i32,
        shape.rank_of(target).0 as i32,
    );
    if !ruleset.rules.facing_royals || from == target || (f0 != f1 && r0 != r1) {
        return false;
    }
    let (df, dr) = ((f1 - f0).signum(), (r1 - r0).signum());
    let mut sq = (f0 + df, r0 + dr);
    while sq != (f1, r1) {
        if shape.square(sq.0, sq.1).is_some_and(|s| !board.is_empty(s)) {
            return false;
        }
        sq = (sq.0 + df, sq.1 + dr);
    }
    true
}

/// Whether a piece on `from` attacks `target`: some capturing component of it reaches
/// `target` on this board, or, under `facing-royals`, it is royal and faces `target`
/// on an open file or rank.
pub fn piece_attacks(ruleset: &Ruleset, board: &Board, from: Square, target: Square) -> bool {
    let Some(p) = board.at(from) else {
        return false;
    };
    if ruleset.pieces[p.kind.index()].royal && faces(ruleset, board, from, target) {
        return true;
    }
    ruleset.pieces[p.kind.index()]
        .components
        .iter()
        .filter(|c| c.mode.captures())
        .any(|c| reach(ruleset, board, from, p.kind, p.color, c).contains(&target))
}

/// The pieces of `by` attacking `target` on this board.
pub fn attackers(ruleset: &Ruleset, board: &Board, target: Square, by: Color) -> Vec<Square> {
    board
        .pieces(by)
        .map(|(sq, _)| sq)
        .filter(|&sq| piece_attacks(ruleset, board, sq, target))
        .collect()
}
