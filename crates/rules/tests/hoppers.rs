//! Hoppers: the grasshopper (lands just beyond its screen) and the cannon (moves like a
//! rook, captures by hopping over exactly one piece). A move may create or remove a
//! screen, so hoppers change what is check and what is legal.

use fers_rules::FenMode;
use fers_rules::typed::Position;

use crate::common;
use common::uci_moves_from as moves_from;

fn position(fen: &str) -> Position<u64> {
    common::position_of("cannon-test", fen, FenMode::Relaxed)
}

#[test]
fn grasshopper_lands_just_beyond_the_first_piece() {
    // Grasshopper d4; screens on d6 (own), f6 (enemy), b4 (enemy), d3 (own, e.g. edge: d2 beyond).
    let pos = position("4k3/8/3R1r2/8/1r1G4/3R4/8/4K3 w - - 0 1");
    assert_eq!(moves_from(&pos, "d4"), ["d4a4", "d4d2", "d4d7", "d4g7"]);
}

#[test]
fn structured_and_betza_grasshoppers_agree() {
    for fen in [
        "4k3/8/3R1r2/8/1r1G4/3R4/8/4K3 w - - 0 1",
        "4k3/8/3R1r2/8/1r1H4/3R4/8/4K3 w - - 0 1",
    ] {
        let pos = position(fen);
        let moves = moves_from(&pos, "d4");
        assert_eq!(moves, ["d4a4", "d4d2", "d4d7", "d4g7"], "{fen}");
    }
}

#[test]
fn a_cannon_captures_only_over_exactly_one_screen() {
    // Cannon a1: moves along the rank up to its own king; captures a5 over a3's screen,
    // not a7 (two screens); nothing lies beyond its king on the rank.
    let pos = position("4k3/r7/8/r7/8/R7/7r/C3K3 w - - 0 1");
    assert_eq!(
        moves_from(&pos, "a1"),
        ["a1a2", "a1a5", "a1b1", "a1c1", "a1d1"]
    );
}

#[test]
fn making_a_screen_for_an_enemy_cannon_is_illegal() {
    // Black cannon e8, white king e1, empty file between: the rook on a4 may not step
    // onto the e-file between them, which would give the cannon its screen.
    let pos = position("4c2k/8/8/8/R7/8/8/4K3 w - - 0 1");
    assert!(!pos.is_check());
    let rook = moves_from(&pos, "a4");
    assert!(!rook.contains(&"a4e4".to_string()), "{rook:?}");
    assert!(rook.contains(&"a4d4".to_string()), "{rook:?}");
    assert_eq!(
        pos.validate("a4e4").unwrap_err().code.name(),
        "WouldExposeKing"
    );
}

#[test]
fn moving_the_screen_away_answers_a_cannon_check() {
    // Black cannon e8 checks e1 over the white rook on e4: the rook may leave the file.
    let pos = position("4c2k/8/8/8/4R3/8/8/4K3 w - - 0 1");
    assert!(pos.is_check());
    let rook = moves_from(&pos, "e4");
    assert!(
        rook.contains(&"e4a4".to_string()) && rook.contains(&"e4h4".to_string()),
        "{rook:?}"
    );
    // Staying on the file keeps the screen: still check.
    assert!(!rook.contains(&"e4e5".to_string()), "{rook:?}");
    // Capturing the cannon also answers it.
    assert!(rook.contains(&"e4e8".to_string()), "{rook:?}");
}

#[test]
fn in_double_check_without_a_screen_move_only_the_king_moves() {
    // The cannon e8 checks e1 over the white rook e4 and the black rook a1 along the first
    // rank. The rook cannot both leave the file and block the rank: only king moves
    // remain, and e2 stays on the cannon's file beyond its screen.
    let pos = position("4c2k/8/8/8/4R3/8/8/r3K3 w - - 0 1");
    assert_eq!(pos.checkers().count(), 2);
    let mut legal: Vec<String> = pos.legal_moves().into_iter().map(|m| pos.uci(m)).collect();
    legal.sort();
    assert_eq!(legal, ["e1d2", "e1f2"]);
}

#[test]
fn the_screen_moving_to_block_the_other_checker_answers_a_double_check() {
    // The cannon e8 checks e1 over the white rook e3; the black bishop a5 checks along
    // a5-e1 (b4, c3, d2). The rook leaving the e-file onto c3 removes the screen and
    // blocks the bishop: one non-royal move answers both checks. d3 answers only one.
    let pos = position("4c2k/8/8/b7/8/4R3/8/4K3 w - - 0 1");
    assert_eq!(pos.checkers().count(), 2);
    let legal: Vec<String> = pos.legal_moves().into_iter().map(|m| pos.uci(m)).collect();
    assert!(legal.contains(&"e3c3".to_string()), "{legal:?}");
    assert!(!legal.contains(&"e3d3".to_string()), "{legal:?}");
}
