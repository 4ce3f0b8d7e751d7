//! Walls (`[rules.walls]`) on the reference board, written from
//! `docs/ruleset-reference.md#rulesswalls`: a wall blocks every piece, nothing moves onto
//! it or takes it; each move of a ruleset with a `placement` is completed by a wall on
//! every square the placement allows after the piece's move (an empty square of the
//! mover's part of the region; the square the piece left; one the piece could move to,
//! without capturing, from where it landed; or, for the duck, any empty square, the duck
//! itself leaving its old one); a capturing piece of a `petrify` kind becomes a wall.

use super::board::Board;
use super::castle::plan;
use super::reach;
use fers_geometry::Square;
use fers_movement::{Ruleset, WallPlacement};
use fers_rules::{Move, MoveKind, Second};

/// After the pieces of `m` have moved on `next` (from `board`): the capturer turned to
/// stone where it petrifies, and the move's wall placed (the duck moved).
pub(super) fn build(ruleset: &Ruleset, board: &Board, m: Move, next: &mut Board) {
    let Some(w) = &ruleset.rules.walls else {
        return;
    };
    let captured = match m.kind {
        MoveKind::EnPassant => true,
        MoveKind::Normal => board.at(m.to).is_some_and(|p| p.color != board.turn),
        _ => false,
    };
    // As the kind it moved as, and the kind it is where it landed.
    if captured
        && w.petrify.contains(&m.piece)
        && next.at(m.to).is_some_and(|p| w.petrify.contains(&p.kind))
    {
        next.cells[m.to.index()] = None;
        next.walls.push(m.to);
    }
    if let Some(p) = m.second.filter(|p| p.is_wall()) {
        if w.placement == Some(WallPlacement::Duck) {
            next.walls.clear();
        }
        next.walls.push(p.square());
    }
    next.walls.sort();
    next.walls.dedup();
}

/// Each of `moves` (piece moves of the side to move) with every wall it may place, or
/// the moves themselves where moves place none.
pub(super) fn complete(ruleset: &Ruleset, board: &Board, moves: Vec<Move>) -> Vec<Move> {
    let Some(w) = &ruleset.rules.walls else {
        return moves;
    };
    let Some(placement) = w.placement else {
        return moves;
    };
    let us = board.turn;
    let mut out = Vec::new();
    for m in moves {
        let after = super::move_pieces(ruleset, board, m);
        let landed = match m.kind {
            MoveKind::Castle(_) => {
                plan(ruleset, board, us, m.from, m.to).map_or(m.to, |p| p.king_to)
            }
            _ => m.to,
        };
        // Where the piece could go next, moving without capturing (the arrow's flight).
        let arrow: Vec<Square> = match placement {
            WallPlacement::Arrow => ruleset.pieces[m.piece.index()]
                .components
                .iter()
                .filter(|c| c.mode.moves())
                .flat_map(|c| reach(ruleset, &after, landed, m.piece, us, c))
                .collect(),
            _ => Vec::new(),
        };
        for sq in board.shape.squares() {
            let in_region = w
                .region
                .is_none_or(|r| ruleset.regions[r].squares[us].contains(&sq));
            let fits = match placement {
                WallPlacement::Vacated => sq == m.from,
                WallPlacement::Anywhere | WallPlacement::Duck => true,
                WallPlacement::Arrow => arrow.contains(&sq),
            };
            if after.is_empty(sq) && in_region && fits {
                out.push(Move {
                    second: Some(Second::Wall(sq)),
                    ..m
                });
            }
        }
    }
    out
}

/// Whether a piece of `kind` attacks nothing because it never captures: it is of a
/// pseudo-royal kind that petrifies (petrified's king, which would turn to stone).
pub(super) fn never_captures(ruleset: &Ruleset, kind: fers_movement::Kind) -> bool {
    ruleset
        .rules
        .walls
        .as_ref()
        .is_some_and(|w| w.petrify.contains(&kind))
        && ruleset
            .rules
            .extinction
            .as_ref()
            .is_some_and(|e| e.pseudo_royal && e.kinds.contains(&kind))
}
