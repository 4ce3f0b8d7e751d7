//! Issues #8 and #10: rulesets with several royal kinds (coregal: king and queen royal)
//! or none. The move lists of the coregal positions are Fairy-Stockfish's (`coregal`).

use fers_reference as reference;
use fers_rules::FenMode;
use fers_rules::typed::Position;

use crate::common;
use common::{position_in, uci_moves};

const STANDARD: &str = include_str!("../../../rulesets/standard.toml");

/// Standard chess with the castling king named, and `royal` as given.
fn variant(queen_royal: bool, king_royal: bool) -> String {
    let mut text = STANDARD.replace("[castling]\n", "[castling]\nking = \"king\"\n");
    if queen_royal {
        text = text.replace(
            "[pieces.queen]\nletter = \"q\"",
            "[pieces.queen]\nroyal = true\nletter = \"q\"",
        );
    }
    if !king_royal {
        text = text.replace("royal = true\n", "");
    }
    assert!(text.contains("king = \"king\""), "standard.toml changed");
    text
}

fn coregal(fen: &str) -> Position<u64> {
    position_in(&variant(true, true), fen, FenMode::Strict)
}

/// The engine's moves, checked against the reference generator too.
fn moves(pos: &Position<u64>) -> Vec<String> {
    let fast = uci_moves(pos);
    let mut oracle: Vec<String> = reference::legal_moves(pos)
        .into_iter()
        .map(|m| pos.uci(m))
        .collect();
    oracle.sort();
    assert_eq!(fast, oracle, "{}", pos.fen());
    assert_eq!(pos.checkers(), reference::checkers(pos), "{}", pos.fen());
    fast
}

#[test]
fn moving_one_royal_piece_may_expose_the_other() {
    // The rook checks the royal queen on e3; the queen shields the king on e1, so it
    // may not leave the file, and on the file it stays attacked: only Qxe8.
    let pos = coregal("k3r3/8/8/8/8/4Q3/8/4K3 w - - 0 1");
    assert!(pos.is_check());
    assert_eq!(pos.checkers().count(), 1);
    assert_eq!(moves(&pos), ["e3e8"]);
}

#[test]
fn a_check_on_the_royal_queen_is_answered_by_blocking() {
    // The rook on a1 attacks the queen on d1: the knight blocks on b1, or the queen
    // takes the rook; no king move helps.
    let pos = coregal("4k3/8/8/8/8/N7/8/r2QK3 w - - 0 1");
    assert!(pos.is_check());
    assert_eq!(moves(&pos), ["a3b1", "d1a1"]);
}

#[test]
fn two_royal_pieces_of_one_side_are_both_judged() {
    // Two royal queens and a king: the bishop attacks the queen on d2, the rook the
    // king; no move answers both (Fairy-Stockfish agrees: no legal move), so it is mate.
    let pos = coregal("4k3/8/8/8/1b6/8/3Q1Q2/r3K3 w - - 0 1");
    assert_eq!(pos.royals(fers_rules::Color::White).count(), 3);
    assert_eq!(pos.checkers().count(), 2);
    assert!(moves(&pos).is_empty());
}

#[test]
fn without_royal_kinds_there_is_no_check() {
    // With a royal king only d2, e2 and f2 are legal; without royal kinds the king may
    // stay on the rook's rank, and nobody is ever in check.
    let fen = "4k3/8/8/8/8/8/8/r3K3 w - - 0 1";
    let royal = position_in(&variant(false, true), fen, FenMode::Strict);
    assert_eq!(moves(&royal), ["e1d2", "e1e2", "e1f2"]);
    let plain = position_in(&variant(false, false), fen, FenMode::Strict);
    assert!(!plain.is_check());
    assert_eq!(moves(&plain), ["e1d1", "e1d2", "e1e2", "e1f1", "e1f2"]);
    // Any number of kings is a valid position without royal kinds (relaxed: standard's
    // material limit refuses a second king).
    let many = position_in(
        &variant(false, false),
        "8/8/8/8/8/8/8/r3K2K w - - 0 1",
        FenMode::Relaxed,
    );
    assert_eq!(moves(&many).len(), 8);
}

#[test]
fn a_second_royal_piece_is_mating_material() {
    // King and royal queen against a bare king: the queen mates (Fairy-Stockfish's
    // has_insufficient_material says (False, True)); it was once judged a dead position.
    let pos = coregal("8/8/8/4k3/8/8/8/3QK3 w - - 0 1");
    assert!(!pos.is_insufficient_material());
    assert!(!pos.has_insufficient_material(fers_rules::Color::White));
    assert!(pos.has_insufficient_material(fers_rules::Color::Black));
    assert_eq!(pos.outcome(), None);
}
