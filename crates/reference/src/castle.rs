//! Castling as `docs/ruleset-reference.md` describes it: the right, the squares that
//! must be empty, and the squares the king crosses that must not be attacked.

use super::board::Board;
use super::reach::attackers;
use fers_geometry::Square;
use fers_movement::{CastlingMove, CastlingSide, Color, Ruleset};
use fers_rules::Move;

/// Where king and rook stand and go for one castling move, and what it needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    /// Which side.
    pub side: CastlingSide,
    /// The king's square.
    pub king: Square,
    /// The partner rook's square.
    pub rook: Square,
    /// The king's destination.
    pub king_to: Square,
    /// The rook's destination.
    pub rook_to: Square,
    /// Squares that must be empty.
    pub empty: Vec<Square>,
    /// Squares that must not be attacked (tested with the king lifted).
    pub safe: Vec<Square>,
}

/// A square named from white's side (`empty`, `safe`) as seen by `color`: black's are
/// mirrored across the middle rank.
fn mirror(board: &Board, sq: Square, color: Color) -> Option<Square> {
    let shape = board.shape;
    let (f, r) = (shape.file_of(sq).0 as i32, shape.rank_of(sq).0 as i32);
    match color {
        Color::White => Some(sq),
        Color::Black => shape.square(f, shape.ranks() as i32 - 1 - r),
    }
}

/// The squares of the castling rank from file `a` to file `b`, both included.
fn span(board: &Board, rank: i32, a: i32, b: i32) -> Vec<Square> {
    (a.min(b)..=a.max(b))
        .filter_map(|f| board.shape.square(f, rank))
        .collect()
}

/// The plan for castling the king on `king` with the rook on `rook`, if the ruleset
/// has such a castling move.
pub fn plan(
    ruleset: &Ruleset,
    board: &Board,
    color: Color,
    king: Square,
    rook: Square,
) -> Option<Plan> {
    let castling = ruleset.castling.as_ref()?;
    let shape = board.shape;
    let (kf, rf) = (shape.file_of(king).0 as i32, shape.file_of(rook).0 as i32);
    if kf == rf {
        return None;
    }
    let side = if rf > kf {
        CastlingSide::King
    } else {
        CastlingSide::Queen
    };
    let spec: &CastlingMove = castling.moves.iter().find(|m| m.side == side)?;
    let rank = match color {
        Color::White => spec.rank as i32,
        Color::Black => shape.ranks() as i32 - 1 - spec.rank as i32,
    };
    if shape.rank_of(king).0 as i32 != rank || shape.rank_of(rook).0 as i32 != rank {
        return None;
    }
    if let Some(k) = spec.king_from
        && k.0 as i32 != kf
    {
        return None;
    }
    if let Some(r) = spec.rook_from
        && r.0 as i32 != rf
    {
        return None;
    }
    let (ktf, rtf) = (spec.king_to.0 as i32, spec.rook_to.0 as i32);
    let king_to = shape.square(ktf, rank)?;
    let rook_to = shape.square(rtf, rank)?;
    // The king's and rook's destinations must always be empty (unless one of the two
    // stands there); an explicit list adds to them.
    let listed: Vec<Square> = match &spec.empty {
        Some(list) => list
            .iter()
            .filter_map(|&sq| mirror(board, sq, color))
            .collect(),
        None => span(board, rank, kf, ktf)
            .into_iter()
            .chain(span(board, rank, rf, rtf))
            .collect(),
    };
    let empty = listed
        .into_iter()
        .chain([king_to, rook_to])
        .filter(|&sq| sq != king && sq != rook)
        .collect();
    let safe = match &spec.safe {
        Some(list) => list
            .iter()
            .filter_map(|&sq| mirror(board, sq, color))
            .collect(),
        None => span(board, rank, kf, ktf),
    };
    Some(Plan {
        side,
        king,
        rook,
        king_to,
        rook_to,
        empty,
        safe,
    })
}

/// The castling moves of the side to move that pass every test of the castling king:
/// the right, the empty squares, and for a royal castling king the king not in check,
/// the crossed squares safe, and its destination safe on the board after castling. Castling is played by the pieces
/// of the castling `king` kind when that kind is royal, or when the ruleset has no royal
/// kind at all. Whether the mover's royal pieces are safe is left to the caller, which
/// makes the move and tests it like any other.
pub fn castling_moves(ruleset: &Ruleset, board: &Board) -> Vec<Move> {
    let Some(castling) = &ruleset.castling else {
        return Vec::new();
    };
    let royal_kinds = ruleset.pieces.iter().filter(|p| p.royal).count();
    if royal_kinds > 0 && !ruleset.pieces[castling.king.index()].royal {
        return Vec::new();
    }
    let us = board.turn;
    let kings: Vec<Square> = board
        .pieces(us)
        .filter(|(_, p)| p.kind == castling.king)
        .map(|(sq, _)| sq)
        .collect();
    let mut out = Vec::new();
    for king in kings {
        out.extend(castling_moves_of(ruleset, board, castling, king));
    }
    out
}

/// [`castling_moves`] of the castling king on `king`.
fn castling_moves_of(
    ruleset: &Ruleset,
    board: &Board,
    castling: &fers_movement::Castling,
    king: Square,
) -> Vec<Move> {
    let us = board.turn;
    let mut out = Vec::new();
    for &rook in &board.castling {
        let Some(p) = board.at(rook) else {
            continue;
        };
        if p.color != us || !castling.rooks.contains(&p.kind) {
            continue;
        }
        let Some(plan) = plan(ruleset, board, us, king, rook) else {
            continue;
        };
        if plan.empty.iter().any(|&sq| !board.is_empty(sq)) {
            continue;
        }
        let m = Move::castling(king, rook, castling.king, plan.side);
        // A castling king that is not royal may castle out of, through and into attack
        // (as in Fairy-Stockfish: giveaway, extinction chess).
        if !ruleset.pieces[castling.king.index()].royal {
            out.push(m);
            continue;
        }
        if !attackers(ruleset, board, king, !us).is_empty() {
            continue;
        }
        let mut lifted = board.clone();
        lifted.cells[king.index()] = None;
        let crosses_attack = plan
            .safe
            .iter()
            .filter(|&&sq| sq != king && sq != plan.king_to)
            .any(|&sq| !attackers(ruleset, &lifted, sq, !us).is_empty());
        if crosses_attack {
            continue;
        }
        let after = super::move_pieces(ruleset, board, m);
        if !attackers(ruleset, &after, plan.king_to, !us).is_empty() {
            continue;
        }
        out.push(m);
    }
    out
}
