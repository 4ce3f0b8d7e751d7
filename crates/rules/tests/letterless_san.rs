//! SAN for pieces written without a letter whose non-capturing moves can meet on one
//! square: berolina pawns step diagonally and capture straight ahead, so the pawns on
//! a2 and c2 both reach b3, and SAN must name the file (found by the property tests on
//! the berolina ruleset: `b3` was ambiguous).

use fers_rules::FenMode;
use fers_rules::typed::Position;

use crate::common;

fn position(fen: &str) -> Position<u64> {
    common::position_of("berolina-pawns", fen, FenMode::Strict)
}

fn san_of(pos: &Position<u64>, uci: &str) -> String {
    let m = pos.parse_uci(uci).unwrap();
    pos.san(m)
}

#[test]
fn two_letterless_pieces_reaching_one_square_are_told_apart_by_file() {
    let pos = position("4k3/p1p5/8/8/8/8/P1P5/4K3 w - - 0 1");
    assert_eq!(san_of(&pos, "a2b3"), "ab3");
    assert_eq!(san_of(&pos, "c2b3"), "cb3");
    // Not ambiguous: no letter, no file.
    assert_eq!(san_of(&pos, "c2d3"), "d3");
    for m in pos.legal_moves() {
        let san = pos.san(m);
        assert_eq!(pos.parse_san(&san), Ok(m), "{san}");
        assert_eq!(pos.validate(&san), Ok(m), "{san}");
    }
    assert!(pos.validate("b3").is_err());
}

#[test]
fn letterless_captures_still_name_their_file() {
    // The pawn on c2 captures straight ahead on c3.
    let pos = position("4k3/8/8/8/8/2p5/P1P5/4K3 w - - 0 1");
    assert_eq!(san_of(&pos, "c2c3"), "cxc3");
    assert_eq!(san_of(&pos, "c2d3"), "d3");
    assert_eq!(san_of(&pos, "a2b3"), "ab3");
}
