//! Flipping and the drop rules of placing games, square by square: `[rules.flipping]`,
//! `[hands] drop-must`, `drop-first` and `unlimited` (see
//! `docs/ruleset-reference.md#flipping-rulesflipping`).

use crate::board::Board;
use fers_geometry::{Offset, Square};
use fers_movement::{Color, DropObligation, FlipRule, Ruleset};
use fers_rules::Piece;

/// The eight directions around a square.
fn around() -> impl Iterator<Item = Offset> {
    (-1i8..=1)
        .flat_map(|f| (-1i8..=1).map(move |r| Offset::new(f, r)))
        .filter(|o| !o.is_zero())
}

/// The enemy pieces a piece of `us` on `to` encloses: walking each direction, the enemy
/// pieces met one after the other, kept when the walk then meets a piece of `us`.
pub fn enclosed(board: &Board, us: Color, to: Square) -> Vec<Square> {
    let mut out = Vec::new();
    for o in around() {
        let mut run = Vec::new();
        let mut at = board.step(to, o, 1);
        while let Some(sq) = at {
            match board.at(sq) {
                Some(p) if p.color != us => run.push(sq),
                _ => break,
            }
            at = board.step(sq, o, 1);
        }
        let closed = at
            .and_then(|sq| board.at(sq))
            .is_some_and(|p| p.color == us);
        if closed {
            out.extend(run);
        }
    }
    out
}

/// The squares around `sq` on the board.
fn neighbours(board: &Board, sq: Square) -> Vec<Square> {
    around().filter_map(|o| board.step(sq, o, 1)).collect()
}

/// Whether the side to move may drop on the empty square `to` under `drop-first` and
/// `drop-must`.
pub fn drop_allowed(ruleset: &Ruleset, board: &Board, to: Square) -> bool {
    let Some(hands) = ruleset.hands else {
        return true;
    };
    let us = board.turn;
    if let Some(r) = hands.drop_first {
        let first = &ruleset.regions[r].squares[us];
        if first
            .iter()
            .any(|&sq| board.is_empty(sq) && !board.walls.contains(&sq))
        {
            return first.contains(&to);
        }
    }
    match hands.drop_must {
        Some(DropObligation::Enclose) => !enclosed(board, us, to).is_empty(),
        Some(DropObligation::Touch) => neighbours(board, to)
            .into_iter()
            .any(|sq| board.at(sq).is_some_and(|p| p.color == us)),
        _ => true,
    }
}

/// After a move of `us` that landed on `to` (not a pass): the pieces the ruleset's
/// `[rules.flipping]` flips change colour, and lose their castling rights and gates.
pub fn flip(ruleset: &Ruleset, next: &mut Board, us: Color, to: Square) {
    let flipped = match ruleset.rules.flipping {
        Some(FlipRule::Enclosed) => enclosed(next, us, to),
        Some(FlipRule::Adjacent) => neighbours(next, to)
            .into_iter()
            .filter(|&sq| next.at(sq).is_some_and(|p| p.color != us))
            .collect(),
        _ => Vec::new(),
    };
    for &sq in &flipped {
        if let Some(p) = next.cells[sq.index()] {
            next.cells[sq.index()] = Some(Piece {
                color: us,
                kind: p.kind,
            });
        }
    }
    next.castling.retain(|sq| !flipped.contains(sq));
    next.gates.retain(|sq| !flipped.contains(sq));
    // A castling king turned on its side's castling rank takes that side's rights, as
    // its capture would.
    if let Some(c) = &ruleset.castling {
        let king_turned = flipped.iter().any(|&sq| {
            super::make::on_castling_rank(ruleset, !us, sq)
                && next.at(sq).is_some_and(|p| p.kind == c.king)
        });
        if king_turned {
            let cells = next.cells.clone();
            next.castling
                .retain(|sq| cells[sq.index()].is_some_and(|p| p.color == us));
        }
    }
}
