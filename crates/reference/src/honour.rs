//! The counting rules (`[rules.honour-counting]`) and the first-move rights that enemy
//! pieces take away by aiming at them (`first-move-aimed-by`), written from
//! `docs/ruleset-reference.md`, after a move on a reference [`Board`].

use super::board::Board;
use super::reach;
use fers_geometry::Square;
use fers_movement::{Color, HonourCounting, Kind, Ruleset};
use fers_rules::Piece;
use fers_rules::{Move, MoveKind};

/// After `m` (played from `before` into `next`, whose turn has passed): an enemy piece
/// whose `first-move-aimed-by` names the mover's kind loses its first-move right when
/// the mover, alone on an empty board on its new square, would reach it.
pub fn aim(ruleset: &Ruleset, before: &Board, next: &mut Board, m: Move) {
    if m.kind == MoveKind::Drop {
        return;
    }
    let us = before.turn;
    let mut alone = next.clone();
    alone.cells = vec![None; next.cells.len()];
    alone.cells[m.to.index()] = Some(Piece {
        kind: m.piece,
        color: us,
    });
    alone.castling = vec![m.to];
    let reached: Vec<Square> = ruleset
        .piece(m.piece)
        .components
        .iter()
        .flat_map(|c| reach(ruleset, &alone, m.to, m.piece, us, c))
        .collect();
    let snapshot = next.clone();
    next.castling.retain(|&sq| {
        let aimed = snapshot.at(sq).is_some_and(|p| {
            p.color != us && ruleset.piece(p.kind).first_move_aimed_by.contains(&m.piece)
        });
        !(aimed && reached.contains(&sq))
    });
}

/// After a move that took `taken` (a kind) and promoted or not: the count as the
/// reference describes it. The side to move now counts; the count advances by one ply
/// and may start (or restart once a capture or promotion bares the counting side).
pub fn count(h: &HonourCounting, next: &mut Board, taken: Option<Kind>, promoted: bool) {
    let side = next.turn;
    let mover = !side;
    if let Some((plies, limit)) = next.honour_count {
        next.honour_count = Some((plies + 1, limit));
    }
    let count = |c: Color| next.pieces(c).count() as u32;
    let (ours, theirs) = (count(side), count(mover));
    let total = ours + theirs;
    let pawns = next
        .pieces(Color::White)
        .chain(next.pieces(Color::Black))
        .any(|(_, p)| h.pawns.contains(&p.kind));
    if h.from_pieces
        && taken.is_some_and(|k| h.pawns.contains(&k))
        && theirs == 1
        && !pawns
        && let Some(moves) = limit(h, next, mover, pawns)
    {
        next.honour_count = Some((2 * total - 1, 2 * moves));
    }
    let bared = (taken.is_some() || promoted) && ours == 1;
    if (next.honour_count.is_none() || bared)
        && let Some(moves) = limit(h, next, side, pawns)
    {
        let start = if h.from_pieces && ours == 1 {
            2 * total
        } else {
            0
        };
        next.honour_count = Some((start, 2 * moves));
    }
}

/// The limit in moves of a count by `side`, if it may count.
fn limit(h: &HonourCounting, board: &Board, side: Color, pawns: bool) -> Option<u32> {
    let theirs: Vec<Piece> = board.pieces(!side).map(|(_, p)| p).collect();
    let ours = board.pieces(side).count() as u32;
    if theirs.len() == 1 {
        return None;
    }
    if let Some(most) = h.board_most_pieces {
        if ours > most {
            return None;
        }
    } else if pawns {
        return None;
    }
    if ours > 1 {
        return h.board;
    }
    if pawns {
        return None;
    }
    for l in &h.pieces {
        let have = theirs.iter().filter(|p| p.kind == l.kind).count() as u32;
        if have >= l.count {
            return Some(l.moves);
        }
    }
    h.pieces_otherwise
}
