//! The FIDE Laws of Chess, rule by rule, against the standard ruleset: en passant, castling, check and pins, promotion (FIDE 3). Every
//! expectation here was worked out on the board by hand (move lists, SAN, FEN), not copied
//! from the engine's output. The other laws are in the other `fide_*.rs` files.

use crate::common;

use common::*;
use fers_rules::{Color, IllegalCode, MoveKind};
use fers_rules::typed::Position;

fn strings(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

fn castles(p: &Position<u64>) -> Vec<String> {
    let mut v: Vec<String> = p
        .legal_moves()
        .into_iter()
        .filter(|m| m.is_castle())
        .map(|m| p.uci(m))
        .collect();
    v.sort();
    v
}

// ---------------------------------------------------------------------------------------
// En passant (FIDE 3.7 d)
// ---------------------------------------------------------------------------------------

#[test]
fn en_passant_that_exposes_the_king_along_the_rank_is_illegal() {
    // White Ka5 Pb5, black Pc5 (just played c7-c5), Rh5. bxc6 e.p. would take both pawns
    // off the fifth rank and leave the white king facing the rook.
    let p = pos("8/8/8/KPp4r/8/8/8/4k3 w - c6 0 2");
    // King: a4, a6, b6 (b4 is attacked by the c5 pawn); pawn: b6 only.
    assert_eq!(uci_moves(&p), strings(&["a5a4", "a5a6", "a5b6", "b5b6"]));
    assert!(
        !p.legal_moves()
            .iter()
            .any(|m| m.kind == MoveKind::EnPassant)
    );
    // No legal en passant, so FEN writes no en-passant square.
    assert_eq!(p.fen(), "8/8/8/KPp4r/8/8/8/4k3 w - - 0 2");
}

#[test]
fn en_passant_is_legal_right_after_the_double_step() {
    let p = after(&start(), &["e4", "a6", "e5", "d5"]);
    assert_eq!(
        p.fen(),
        "rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"
    );
    assert_eq!(uci_moves_from(&p, "e5"), strings(&["e5d6", "e5e6"]));
    let ep = mv(&p, "e5d6");
    assert_eq!(ep.kind, MoveKind::EnPassant);
    assert_eq!(p.san(ep), "exd6");
    let mut q = p.clone();
    q.play(ep).unwrap();
    // The d5 pawn is gone, the white pawn stands on d6, the clock is reset.
    assert_eq!(
        q.fen(),
        "rnbqkbnr/1pp1pppp/p2P4/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3"
    );
    assert_eq!(q.piece_at(sq("d5")), None);
}

#[test]
fn en_passant_is_gone_after_a_tempo_move() {
    let p = after(&start(), &["e4", "a6", "e5", "d5", "Nf3", "a5"]);
    assert_eq!(
        p.fen(),
        "rnbqkbnr/1pp1pppp/8/p2pP3/8/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 4"
    );
    assert_eq!(uci_moves_from(&p, "e5"), strings(&["e5e6"]));
    assert!(p.en_passant_targets().is_empty());
    assert_eq!(
        p.validate("e5d6").unwrap_err().code,
        IllegalCode::EnPassantNotAvailable
    );
}

#[test]
fn black_captures_en_passant() {
    let p = after(&pos("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1"), &["e2e4"]);
    assert_eq!(p.fen(), "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
    assert_eq!(uci_moves_from(&p, "d4"), strings(&["d4d3", "d4e3"]));
    let m = mv(&p, "d4e3");
    assert_eq!(m.kind, MoveKind::EnPassant);
    assert_eq!(p.san(m), "dxe3");
    let q = after(&p, &["dxe3"]);
    assert_eq!(q.fen(), "4k3/8/8/8/8/4p3/8/4K3 w - - 0 2");
}

#[test]
fn en_passant_may_capture_the_checking_pawn() {
    // d2-d4 gives check to the king on e5; exd3 e.p. removes the checker.
    let p = after(&pos("8/8/8/4k3/4p3/8/3P4/4K3 w - - 0 1"), &["d4"]);
    assert!(p.is_check());
    assert_eq!(
        uci_moves(&p),
        strings(&[
            "e4d3", "e5d4", "e5d5", "e5d6", "e5e6", "e5f4", "e5f5", "e5f6"
        ])
    );
    assert_eq!(p.san(mv(&p, "e4d3")), "exd3");
}

// ---------------------------------------------------------------------------------------
// Castling (FIDE 3.8 b)
// ---------------------------------------------------------------------------------------

#[test]
fn castling_both_sides_and_the_fen_after() {
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(castles(&p), strings(&["e1c1", "e1g1"]));
    let m = mv(&p, "O-O");
    assert_eq!(p.uci(m), "e1g1");
    assert_eq!(p.san(m), "O-O");
    assert_eq!(
        after(&p, &["O-O"]).fen(),
        "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1"
    );
    assert_eq!(
        after(&p, &["e1c1"]).fen(),
        "r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1"
    );
    let b = pos("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
    assert_eq!(castles(&b), strings(&["e8c8", "e8g8"]));
    assert_eq!(
        after(&b, &["O-O"]).fen(),
        "r4rk1/8/8/8/8/8/8/R3K2R w KQ - 1 2"
    );
    assert_eq!(
        after(&b, &["O-O-O"]).fen(),
        "2kr3r/8/8/8/8/8/8/R3K2R w KQ - 1 2"
    );
}

#[test]
fn no_castling_out_of_check() {
    // The rook on e4 checks; the king may only step aside (e2 stays on the file).
    let p = pos("4k3/8/8/8/4r3/8/8/R3K2R w KQ - 0 1");
    assert!(p.is_check());
    assert_eq!(uci_moves(&p), strings(&["e1d1", "e1d2", "e1f1", "e1f2"]));
}

#[test]
fn no_castling_through_check() {
    // The bishop on h3 attacks f1: no O-O; O-O-O is fine.
    let p = pos("4k3/8/8/8/8/7b/8/R3K2R w KQ - 0 1");
    assert!(!p.is_check());
    assert_eq!(castles(&p), strings(&["e1c1"]));
}

#[test]
fn no_castling_into_check() {
    // The bishop on c5 attacks g1 (through d4, e3, f2) but not e1, f1, d1 or c1.
    let p = pos("4k3/8/8/2b5/8/8/8/R3K2R w KQ - 0 1");
    assert!(!p.is_check());
    assert_eq!(castles(&p), strings(&["e1c1"]));
}

#[test]
fn queenside_castling_is_legal_when_only_b1_is_attacked() {
    // A black rook on b8 attacks b1 but not c1 or d1.
    let p = pos("1r2k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1");
    assert!(p.attackers(sq("b1"), Color::Black).any());
    assert!(p.attackers(sq("c1"), Color::Black).is_empty());
    assert!(p.attackers(sq("d1"), Color::Black).is_empty());
    assert_eq!(castles(&p), strings(&["e1c1", "e1g1"]));
    assert_eq!(
        after(&p, &["O-O-O"]).fen(),
        "1r2k2r/8/8/8/8/8/8/2KR3R b k - 1 1"
    );
    // The same with a bishop on e4 attacking b1 (and the h1 rook, which does not matter).
    let p = pos("r3k2r/8/8/8/4b3/8/8/R3K2R w KQkq - 0 1");
    assert!(p.attackers(sq("b1"), Color::Black).any());
    assert!(p.attackers(sq("h1"), Color::Black).any());
    assert_eq!(castles(&p), strings(&["e1c1", "e1g1"]));
    // And black: a white rook on b1 attacks b8.
    let p = pos("r3k2r/8/8/8/8/8/8/1R2K2R b Kkq - 0 1");
    assert_eq!(castles(&p), strings(&["e8c8", "e8g8"]));
}

#[test]
fn castling_needs_b1_empty() {
    let p = pos("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1");
    assert_eq!(castles(&p), strings(&["e1g1"]));
}

#[test]
fn castling_rights_are_lost_when_the_king_moves() {
    let start = pos("r3k2r/p7/8/8/8/8/P7/R3K2R w KQkq - 0 1");
    let p = after(&start, &["Ke2"]);
    assert_eq!(p.fen(), "r3k2r/p7/8/8/8/8/P3K3/R6R b kq - 1 1");
    // The king comes back: the rights do not.
    let p = after(&p, &["a6", "Ke1", "a5"]);
    assert_eq!(p.fen(), "r3k2r/8/8/p7/8/8/P7/R3K2R w kq - 0 3");
    assert_eq!(castles(&p), Vec::<String>::new());
    // Black still has both.
    let b = after(&p, &["Kd1"]);
    assert_eq!(castles(&b), strings(&["e8c8", "e8g8"]));
}

#[test]
fn castling_rights_are_lost_when_a_rook_moves() {
    let start = pos("r3k2r/p7/8/8/8/8/P7/R3K2R w KQkq - 0 1");
    let p = after(&start, &["Rh2", "a6", "Rh1", "a5"]);
    assert_eq!(p.fen(), "r3k2r/8/8/p7/8/8/P7/R3K2R w Qkq - 0 3");
    assert_eq!(castles(&p), strings(&["e1c1"]));
    let p = after(&start, &["Rb1", "a6", "Ra1", "a5"]);
    assert_eq!(p.fen(), "r3k2r/8/8/p7/8/8/P7/R3K2R w Kkq - 0 3");
    assert_eq!(castles(&p), strings(&["e1g1"]));
}

#[test]
fn castling_rights_are_lost_when_a_rook_is_captured() {
    let p = pos("r3k2r/8/8/8/8/8/6b1/R3K2R b KQkq - 0 1");
    let q = after(&p, &["Bxh1"]);
    assert_eq!(q.fen(), "r3k2r/8/8/8/8/8/8/R3K2b w Qkq - 0 2");
    assert_eq!(castles(&q), strings(&["e1c1"]));
    // A rook taking a rook: both sides lose that wing.
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let m = mv(&p, "a1a8");
    assert_eq!(p.san(m), "Rxa8+");
    assert_eq!(
        after(&p, &["Rxa8+"]).fen(),
        "R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1"
    );
}

// ---------------------------------------------------------------------------------------
// Check, double check, pins (FIDE 3.9, 3.10)
// ---------------------------------------------------------------------------------------

#[test]
fn in_double_check_only_the_king_moves() {
    // Rook e1 and knight f6 both check e8. Bxf6 or a rook block would answer one check,
    // so only king moves remain: d8, f7, f8 (d7 knight, e7 rook).
    let p = pos("4k3/6b1/5N2/8/r7/8/8/4R1K1 b - - 0 1");
    assert_eq!(p.checkers().count(), 2);
    assert_eq!(uci_moves(&p), strings(&["e8d8", "e8f7", "e8f8"]));
}

#[test]
fn in_single_check_a_piece_may_capture_or_block() {
    // Only the knight checks: the bishop may take it.
    let p = pos("4k3/6b1/5N2/8/8/8/8/6K1 b - - 0 1");
    assert_eq!(p.checkers().count(), 1);
    // King: d8, e7, f7, f8 (d7 knight); bishop takes f6.
    assert_eq!(
        uci_moves(&p),
        strings(&["e8d8", "e8e7", "e8f7", "e8f8", "g7f6"])
    );
    // Only the rook checks: the rook on a4 may block on e4, the king may not stay on the file.
    let p = pos("4k3/8/8/8/r7/8/8/4R1K1 b - - 0 1");
    assert_eq!(
        uci_moves(&p),
        strings(&["a4e4", "e8d7", "e8d8", "e8f7", "e8f8"])
    );
}

#[test]
fn pinned_pieces_move_only_along_the_pin() {
    let p = pos("4r2k/8/8/b7/4R2b/8/3N1B2/4K3 w - - 0 1");
    assert_eq!(
        uci_moves_from(&p, "e4"),
        strings(&["e4e2", "e4e3", "e4e5", "e4e6", "e4e7", "e4e8"])
    );
    assert_eq!(uci_moves_from(&p, "f2"), strings(&["f2g3", "f2h4"]));
    assert_eq!(uci_moves_from(&p, "d2"), Vec::<String>::new());
}

#[test]
fn pinned_pawns() {
    // Pinned on a diagonal: it may take the pinner, not push.
    let p = pos("4k3/8/8/8/1b6/2P5/8/4K3 w - - 0 1");
    assert_eq!(uci_moves_from(&p, "c3"), strings(&["c3b4"]));
    // Pinned on the file: it may push, not take off the file.
    let p = pos("4r1k1/8/8/3n4/4P3/8/8/4K3 w - - 0 1");
    assert_eq!(uci_moves_from(&p, "e4"), strings(&["e4e5"]));
}

// ---------------------------------------------------------------------------------------
// Promotion (FIDE 3.7 e)
// ---------------------------------------------------------------------------------------

#[test]
fn promotion_to_each_piece() {
    let p = pos("8/4P3/8/8/k7/8/8/4K3 w - - 0 1");
    assert_eq!(
        uci_moves_from(&p, "e7"),
        strings(&["e7e8b", "e7e8n", "e7e8q", "e7e8r"])
    );
    // Queen and bishop on e8 see a4 along e8-d7-c6-b5-a4.
    for (uci, san, fen) in [
        ("e7e8q", "e8=Q+", "4Q3/8/8/8/k7/8/8/4K3 b - - 0 1"),
        ("e7e8r", "e8=R", "4R3/8/8/8/k7/8/8/4K3 b - - 0 1"),
        ("e7e8b", "e8=B+", "4B3/8/8/8/k7/8/8/4K3 b - - 0 1"),
        ("e7e8n", "e8=N", "4N3/8/8/8/k7/8/8/4K3 b - - 0 1"),
    ] {
        let m = mv(&p, uci);
        assert_eq!(p.uci(m), uci);
        assert_eq!(p.san(m), san);
        assert_eq!(p.parse_san(san), Ok(m));
        assert_eq!(after(&p, &[uci]).fen(), fen);
    }
}

#[test]
fn promotion_with_capture_and_black_promotion() {
    let p = pos("3r4/4P3/8/8/k7/8/8/4K3 w - - 0 1");
    assert_eq!(uci_moves_from(&p, "e7").len(), 8);
    assert_eq!(p.san(mv(&p, "e7d8q")), "exd8=Q");
    assert_eq!(p.san(mv(&p, "e7d8n")), "exd8=N");
    assert_eq!(
        after(&p, &["exd8=Q"]).fen(),
        "3Q4/8/8/8/k7/8/8/4K3 b - - 0 1"
    );
    let b = pos("4k3/8/8/8/8/8/p7/4K3 b - - 0 1");
    let mut sans: Vec<String> = b
        .legal_moves()
        .into_iter()
        .filter(|m| m.from == sq("a2"))
        .map(|m| b.san(m))
        .collect();
    sans.sort();
    assert_eq!(sans, strings(&["a1=B", "a1=N", "a1=Q+", "a1=R+"]));
    assert_eq!(
        after(&b, &["a1=Q+"]).fen(),
        "4k3/8/8/8/8/8/8/q3K3 w - - 0 2"
    );
}
