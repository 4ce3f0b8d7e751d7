//! The en-passant field of FEN round-trips when the piece to capture does not stand
//! straight beyond the target square, as after a Berolina pawn's diagonal double step.

use fers_rules::FenMode;
use fers_rules::typed::Position;

use crate::common;
use common::uci_moves;

fn position(fen: &str) -> Position<u64> {
    common::position_of("berolina-test", fen, FenMode::Strict)
}

fn after(pos: &Position<u64>, uci: &str) -> Position<u64> {
    let mut next = pos.clone();
    next.play_unchecked(pos.parse_uci(uci).unwrap());
    next
}

#[test]
fn a_diagonal_double_step_names_the_pawn_to_capture() {
    // e2-c4 passes d3; the black pawn on d4 may capture it there, straight forward.
    let pos = after(&position("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1"), "e2c4");
    assert!(uci_moves(&pos).contains(&"d4d3".to_string()));
    let fen = pos.fen();
    assert_eq!(fen, "4k3/8/8/8/2Pp4/8/8/4K3 b - d3c4 1 1");
    let back = position(&fen);
    assert_eq!(back.fen(), fen);
    assert_eq!(back.hash(), pos.hash());
    assert_eq!(uci_moves(&back), uci_moves(&pos));
    // The capture removes the pawn on c4, not anything on d4's other side.
    let taken = after(&back, "d4d3");
    assert_eq!(taken.fen(), "4k3/8/8/8/8/3p4/8/4K3 w - - 0 2");
}

#[test]
fn the_pawn_is_named_for_black_too() {
    // d7-f5 passes e6; the white pawn on e5 may capture it there.
    let pos = after(&position("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1"), "d7f5");
    let fen = pos.fen();
    // Squares are written in board order, as Fairy-Stockfish writes `c5d6`.
    assert_eq!(fen, "4k3/8/8/4Pp2/8/8/8/4K3 w - f5e6 1 2");
    assert_eq!(position(&fen).fen(), fen);
    assert_eq!(uci_moves(&position(&fen)), uci_moves(&pos));
}
