//! Lame leapers (the xiangqi horse): blocked on their leg, and a piece standing alone
//! on the leg towards its own king is pinned there.

use fers_rules::FenMode;
use fers_rules::typed::Position;

use crate::common;
use common::uci_moves_from as moves_from;

fn position(fen: &str) -> Position<u64> {
    common::position_of("horse-test", fen, FenMode::Strict)
}

#[test]
fn horse_is_blocked_on_its_leg() {
    // Horse on d4; a piece on d5 blocks both d4-c6 and d4-e6.
    let pos = position("4k3/8/8/3R4/3h4/8/8/4K3 b - - 0 1");
    assert_eq!(
        moves_from(&pos, "d4"),
        ["d4b3", "d4b5", "d4c2", "d4e2", "d4f3", "d4f5"]
    );
}

#[test]
fn a_piece_on_the_leg_towards_its_king_is_pinned() {
    // Black horse e5 attacks d3 through its leg e4; the white rook on e4 blocks it.
    // Moving the rook off e4 would expose the king on d3: it may only capture the horse.
    let pos = position("4k3/8/8/4h3/4R3/3K4/8/8 w - - 0 1");
    assert_eq!(moves_from(&pos, "e4"), ["e4e5"]);
    assert_eq!(
        pos.validate("e4a4").unwrap_err().code.name(),
        "WouldExposeKing"
    );
}

#[test]
fn blocking_the_leg_answers_a_horse_check() {
    // The horse on e5 checks the king on d3 through its leg e4: the rook on a4 may
    // answer only by blocking on e4.
    let pos = position("4k3/8/8/4h3/R7/3K4/8/8 w - - 0 1");
    assert!(pos.is_check());
    assert_eq!(moves_from(&pos, "a4"), ["a4e4"]);
}
