//! Chess960 castling whose king lands on or next to its own square: move generation
//! takes such a destination as safe without testing it again when the king's steps
//! found it safe and taking the rook away opens no line onto it
//! (`CastlingPlan::destination_settled`). Where the rook did shield the destination, or
//! the destination is the rook's own square, it is still judged on the board after
//! castling. Expected moves checked with python-chess (`chess960=True`).

use crate::common::bundled;
use fers_rules::FenMode;
use fers_rules::typed::Position;

/// The castling moves of the side to move, in UCI (king takes rook), sorted.
fn castlings(fen: &str) -> Vec<String> {
    let tables = bundled("chess960");
    let pos = Position::from_fen(&tables, fen, FenMode::Strict).unwrap_or_else(|e| panic!("{fen}: {e}"));
    let mut out: Vec<String> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| m.is_castle())
        .map(|m| pos.uci(m))
        .collect();
    out.sort();
    out
}

#[test]
fn a_king_that_stays_on_its_square_castles_when_nothing_attacks_it() {
    // King g1 stays, rook h1 to f1.
    assert_eq!(castlings("4k3/8/8/8/8/8/8/6KR w H - 0 1"), ["g1h1"]);
    // King b1 to c1 (its step, safe), rook a1 to d1.
    assert_eq!(castlings("4k3/8/8/8/8/8/8/RK6 w A - 0 1"), ["b1a1"]);
}

#[test]
fn a_rook_that_shielded_the_destination_keeps_the_king_from_castling() {
    // King c1 stays; the rook on b1 leaves for d1 and opens a1's rook onto c1.
    assert_eq!(castlings("4k3/8/8/8/8/8/8/rRK5 w B - 0 1"), Vec::<String>::new());
    // King f1 to g1, the rook's square, next to h1's rook.
    assert_eq!(castlings("4k3/8/8/8/8/8/8/5KRr w G - 0 1"), Vec::<String>::new());
    // The same without the enemy rook castles.
    assert_eq!(castlings("4k3/8/8/8/8/8/8/5KR1 w G - 0 1"), ["f1g1"]);
}

#[test]
fn black_castles_the_same_way() {
    assert_eq!(castlings("6kr/8/8/8/8/8/8/4K3 b h - 0 1"), ["g8h8"]);
    assert_eq!(castlings("Rrk5/8/8/8/8/8/8/4K3 b b - 0 1"), Vec::<String>::new());
}
