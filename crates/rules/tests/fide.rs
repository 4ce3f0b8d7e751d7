//! The FIDE Laws of Chess, rule by rule, against the standard ruleset. Every expectation
//! here was worked out on the board by hand (move lists, SAN, FEN), not copied from the
//! engine's output.

mod common;

use common::*;
use fers_rules::{Color, EndReason, FenMode, Game, IllegalCode, MoveKind, Outcome, Position};

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

// ---------------------------------------------------------------------------------------
// End of the game (FIDE 5, 9)
// ---------------------------------------------------------------------------------------

#[test]
fn stalemate() {
    let p = pos("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert!(!p.is_check());
    assert_eq!(p.count_legal_moves(), 0);
    assert!(p.is_stalemate());
    assert!(!p.is_checkmate());
    assert_eq!(
        p.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::Stalemate
        })
    );
    let p = pos("k7/P7/K7/8/8/8/8/8 b - - 0 1");
    assert!(p.is_stalemate());
    assert_eq!(p.outcome().map(|o| o.score()), Some("1/2-1/2"));
}

#[test]
fn checkmate_fools_mate() {
    let mut g = game();
    play_all(&mut g, &["f3", "e5", "g4", "Qh4#"]);
    let p = g.position();
    assert_eq!(
        p.fen(),
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
    );
    assert!(p.is_checkmate());
    let o = Outcome::Decisive {
        winner: Color::Black,
        reason: EndReason::Checkmate,
    };
    assert_eq!(p.outcome(), Some(o));
    assert_eq!(g.outcome(), Some(o));
    assert_eq!(o.score(), "0-1");
    assert_eq!(o.to_string(), "0-1 black wins by checkmate");
    let (before, last) = g.history().pop().unwrap();
    assert_eq!(before.san(last), "Qh4#");
    assert_eq!(g.play_text("a3").unwrap_err().code, IllegalCode::GameOver);
    assert_eq!(g.moves().count(), 4);
}

#[test]
fn checkmate_scholars_mate() {
    let mut g = game();
    play_all(&mut g, &["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6"]);
    let p = g.position().clone();
    assert_eq!(p.san(mv(&p, "h5f7")), "Qxf7#");
    play_all(&mut g, &["Qxf7#"]);
    assert_eq!(
        g.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: EndReason::Checkmate
        })
    );
}

const KNIGHT_DANCE: [&str; 4] = ["Nf3", "Nf6", "Ng1", "Ng8"];

#[test]
fn threefold_repetition_is_claimable_not_automatic() {
    let mut g = game();
    assert_eq!(g.repetitions(), 1);
    play_all(&mut g, &KNIGHT_DANCE);
    assert_eq!(g.repetitions(), 2);
    assert_eq!(g.claimable_draw(), None);
    play_all(&mut g, &KNIGHT_DANCE[..3]);
    // After 4.Ng1 the position (black to move) has occurred twice: after 2.Ng1 too.
    assert_eq!(g.repetitions(), 2);
    assert_eq!(g.claimable_draw(), None);
    play_all(&mut g, &KNIGHT_DANCE[3..]);
    assert_eq!(g.repetitions(), 3);
    assert_eq!(
        g.claimable_draw(),
        Some(EndReason::RepetitionClaimable { times: 3 })
    );
    assert_eq!(g.outcome(), None);
    // The game goes on.
    play_all(&mut g, &["e4"]);
    assert_eq!(g.repetitions(), 1);
    assert_eq!(g.claimable_draw(), None);
}

#[test]
fn fivefold_repetition_ends_the_game() {
    let mut g = game();
    for _ in 0..3 {
        play_all(&mut g, &KNIGHT_DANCE);
    }
    play_all(&mut g, &KNIGHT_DANCE[..3]);
    assert_eq!(g.repetitions(), 4);
    assert_eq!(g.outcome(), None);
    play_all(&mut g, &KNIGHT_DANCE[3..]);
    assert_eq!(g.repetitions(), 5);
    assert_eq!(
        g.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::Repetition { times: 5 }
        })
    );
    let e = g.play_text("e4").unwrap_err();
    assert_eq!(e.code, IllegalCode::GameOver);
    assert_eq!(g.moves().count(), 16);
}

#[test]
fn repetition_needs_the_same_castling_rights() {
    let mut g = game_from("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let cycle = ["Kf1", "Kf8", "Ke1", "Ke8"];
    play_all(&mut g, &cycle);
    // Same placement as the start, but nobody may castle: a new position.
    assert_eq!(g.repetitions(), 1);
    play_all(&mut g, &cycle);
    assert_eq!(g.repetitions(), 2);
    play_all(&mut g, &cycle);
    assert_eq!(g.repetitions(), 3);
    assert_eq!(
        g.claimable_draw(),
        Some(EndReason::RepetitionClaimable { times: 3 })
    );
}

#[test]
fn repetition_needs_the_same_en_passant_possibility() {
    // After 1.e4 a6 2.e5 d5 white may take en passant; after the knights go out and come
    // back the same placement recurs without that possibility.
    let mut g = game();
    play_all(&mut g, &["e4", "a6", "e5", "d5"]);
    let with_ep = g.position().hash();
    play_all(&mut g, &["Nf3", "Nf6", "Ng1", "Ng8"]);
    assert_eq!(
        g.position().fen(),
        "rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 4 5"
    );
    assert_ne!(g.position().hash(), with_ep);
    assert_eq!(g.repetitions(), 1);
    play_all(&mut g, &["Nf3", "Nf6", "Ng1", "Ng8"]);
    assert_eq!(g.repetitions(), 2);
}

#[test]
fn an_en_passant_square_that_cannot_legally_be_used_does_not_distinguish_positions() {
    // FIDE 9.2.3: positions are the same when the same moves are possible. After c7-c5
    // here bxc6 e.p. is not legal (it exposes the king on a5 to the rook on h5), so the
    // position is the same as when it recurs four plies later.
    let mut g = game_from("8/2p5/8/KP5r/8/8/8/4k3 b - - 0 1");
    play_all(&mut g, &["c5"]);
    let first = g.position().clone();
    assert_eq!(first.fen(), "8/8/8/KPp4r/8/8/8/4k3 w - - 0 2");
    play_all(&mut g, &["Ka4", "Rh6", "Ka5", "Rh5"]);
    assert_eq!(g.position().fen(), "8/8/8/KPp4r/8/8/8/4k3 w - - 4 4");
    assert_eq!(g.position().legal_moves(), first.legal_moves());
    assert_eq!(g.position().hash(), first.hash());
    assert_eq!(g.repetitions(), 2);
    // The same from FEN.
    let with = pos("8/8/8/KPp4r/8/8/8/4k3 w - c6 0 2");
    let without = pos("8/8/8/KPp4r/8/8/8/4k3 w - - 0 2");
    assert_eq!(with.hash(), without.hash());
}

#[test]
fn fifty_move_rule_is_claimable_at_halfmove_100() {
    let mut g = game_from("4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
    assert!(!g.position().is_move_rule_claimable());
    assert_eq!(g.claimable_draw(), None);
    play_all(&mut g, &["Ra2"]);
    assert_eq!(g.position().halfmoves(), 100);
    assert!(g.position().is_move_rule_claimable());
    assert_eq!(
        g.claimable_draw(),
        Some(EndReason::MoveRuleClaimable { moves: 50 })
    );
    assert_eq!(g.outcome(), None);
    play_all(&mut g, &["Kd7"]);
    assert_eq!(
        g.claimable_draw(),
        Some(EndReason::MoveRuleClaimable { moves: 50 })
    );
}

#[test]
fn the_halfmove_clock_resets_on_pawn_moves_and_captures() {
    let p = pos("4k3/8/8/8/8/8/r3P3/R3K3 w - - 42 30");
    assert_eq!(after(&p, &["e3"]).halfmoves(), 0);
    assert_eq!(after(&p, &["e4"]).halfmoves(), 0);
    assert_eq!(after(&p, &["Rxa2"]).halfmoves(), 0);
    assert_eq!(after(&p, &["Kd1"]).halfmoves(), 43);
    assert_eq!(after(&p, &["Kd1"]).fullmoves(), 30);
    assert_eq!(after(&p, &["Kd1", "Kd8"]).fullmoves(), 31);
}

#[test]
fn seventy_five_move_rule_ends_the_game_at_halfmove_150() {
    let mut g = game_from("4k3/8/8/8/8/8/8/R3K3 w - - 149 100");
    assert_eq!(g.outcome(), None);
    play_all(&mut g, &["Ra2"]);
    assert_eq!(g.position().halfmoves(), 150);
    let draw = Some(Outcome::Draw {
        reason: EndReason::MoveRule { moves: 75 },
    });
    assert_eq!(g.position().outcome(), draw);
    assert_eq!(g.outcome(), draw);
    assert_eq!(g.play_text("Kd7").unwrap_err().code, IllegalCode::GameOver);
    assert_eq!(pos("4k3/8/8/8/8/8/8/R3K3 b - - 150 100").outcome(), draw);
}

#[test]
fn checkmate_on_the_150th_halfmove_wins() {
    // FIDE 9.6.2: the 75-move rule applies unless the last move gave checkmate.
    let p = after(&pos("k7/8/1K6/8/8/8/8/7R w - - 149 100"), &["Rh8#"]);
    assert_eq!(p.halfmoves(), 150);
    assert_eq!(
        p.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: EndReason::Checkmate
        })
    );
}

fn dead(fen: &str) -> bool {
    pos(fen).is_insufficient_material()
}

#[test]
fn insufficient_material() {
    // Dead positions.
    assert!(dead("8/8/8/4k3/8/8/8/4K3 w - - 0 1"), "K v K");
    assert!(dead("8/8/8/4k3/8/8/8/2B1K3 w - - 0 1"), "K+B v K");
    assert!(dead("8/8/8/4k3/8/8/8/1N2K3 w - - 0 1"), "K+N v K");
    assert!(
        dead("8/8/8/4k3/8/8/8/4K3 b - - 0 1"),
        "K v K, black to move"
    );
    // c1 and f8 are both dark squares.
    assert!(
        dead("5b2/8/8/4k3/8/8/8/2B1K3 w - - 0 1"),
        "K+B v K+B, same colour"
    );
    // c1 and e3 are both dark squares.
    assert!(
        dead("8/8/8/4k3/8/4B3/8/2B1K3 w - - 0 1"),
        "K+B+B v K, same colour"
    );
    // Positions where mate is still possible.
    // c8 is light, c1 dark.
    assert!(
        !dead("2b5/8/8/4k3/8/8/8/2B1K3 w - - 0 1"),
        "K+B v K+B, opposite colours"
    );
    assert!(!dead("8/8/8/4k3/8/8/8/1N2KN2 w - - 0 1"), "K+N+N v K");
    assert!(!dead("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"), "K+P v K");
    assert!(!dead("8/8/8/4k3/8/8/8/R3K3 w - - 0 1"), "K+R v K");
    assert!(!dead("8/8/8/4k3/8/8/8/1n2K1B1 w - - 0 1"), "K+B v K+N");
    assert!(!dead("8/8/8/4k3/8/8/8/3QK3 w - - 0 1"), "K+Q v K");
    assert!(!dead("4k3/4p3/8/8/8/8/8/4K3 w - - 0 1"), "K v K+P");
}

#[test]
fn insufficient_material_ends_the_game() {
    let p = pos("8/8/8/4k3/8/8/8/2B1K3 w - - 0 1");
    assert_eq!(
        p.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::InsufficientMaterial
        })
    );
    // Capturing the last piece leaves K v K.
    let mut g = game_from("8/8/8/4k3/8/8/3q4/4K3 w - - 0 1");
    assert_eq!(g.outcome(), None);
    play_all(&mut g, &["Kxd2"]);
    assert_eq!(
        g.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::InsufficientMaterial
        })
    );
    assert!(pos("2b5/8/8/4k3/8/8/8/2B1K3 w - - 0 1").outcome().is_none());
}

// ---------------------------------------------------------------------------------------
// Game history
// ---------------------------------------------------------------------------------------

fn check_undo(mut g: Game<u64>, moves: &[&str]) {
    let initial = g.position().clone();
    let mut seen = vec![(g.position().fen(), g.position().hash())];
    let mut played = Vec::new();
    for t in moves {
        played.push(g.play_text(t).unwrap());
        let p = g.position();
        // The incremental hash agrees with a hash computed from scratch.
        let fresh = Position::from_fen(p.tables(), &p.fen(), FenMode::Strict).unwrap();
        assert_eq!(fresh.hash(), p.hash(), "hash after {t}");
        seen.push((p.fen(), p.hash()));
    }
    // All distinct positions have distinct hashes.
    for i in 0..seen.len() {
        for j in i + 1..seen.len() {
            assert_ne!(seen[i].1, seen[j].1, "{} vs {}", seen[i].0, seen[j].0);
        }
    }
    seen.pop();
    while let Some((fen, hash)) = seen.pop() {
        let m = g.undo().expect("a move to undo");
        assert_eq!(Some(m), played.pop());
        assert_eq!(g.position().fen(), fen);
        assert_eq!(g.position().hash(), hash);
    }
    assert_eq!(g.undo(), None);
    assert_eq!(*g.position(), initial);
    assert_eq!(g.moves().count(), 0);
}

#[test]
fn undo_restores_fen_and_hash() {
    // Captures, en passant, both sides castling.
    check_undo(
        game(),
        &[
            "e4", "Nf6", "e5", "d5", "exd6", "exd6", "Nf3", "Be7", "Bc4", "O-O", "O-O",
        ],
    );
    // Promotion with capture of a rook (losing a castling right), castling after check.
    check_undo(
        game_from("r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1"),
        &["bxa8=Q+", "Ke7", "O-O", "Rh1+", "Kxh1"],
    );
}

#[test]
fn undo_restores_the_game_state() {
    let mut g = game();
    play_all(&mut g, &["f3", "e5", "g4", "Qh4#"]);
    assert!(g.outcome().is_some());
    g.undo();
    assert_eq!(g.outcome(), None);
    assert_eq!(
        g.position().fen(),
        "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2"
    );
    play_all(&mut g, &["Qh4#"]);
    assert!(g.position().is_checkmate());
}

// ---------------------------------------------------------------------------------------
// Notation
// ---------------------------------------------------------------------------------------

const SUITE: [(&str, usize); 7] = [
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        20,
    ),
    (KIWIPETE, 48),
    ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 14),
    (
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        6,
    ),
    (
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        44,
    ),
    (
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        46,
    ),
    ("4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1", 0),
];

fn round_trip(p: &Position<u64>) {
    let moves = p.legal_moves();
    let mut sans: Vec<String> = Vec::new();
    let mut ucis: Vec<String> = Vec::new();
    for m in moves {
        let san = p.san(m);
        let uci = p.uci(m);
        assert_eq!(p.parse_san(&san), Ok(m), "SAN {san} in {}", p.fen());
        assert_eq!(p.parse_uci(&uci), Ok(m), "UCI {uci} in {}", p.fen());
        assert_eq!(p.validate(&san), Ok(m), "validate {san} in {}", p.fen());
        assert_eq!(p.validate(&uci), Ok(m), "validate {uci} in {}", p.fen());
        sans.push(san);
        ucis.push(uci);
    }
    let n = sans.len();
    assert_eq!(p.count_legal_moves(), n as u64, "{}", p.fen());
    sans.sort();
    sans.dedup();
    ucis.sort();
    ucis.dedup();
    assert_eq!(sans.len(), n, "duplicate SAN in {}", p.fen());
    assert_eq!(ucis.len(), n, "duplicate UCI in {}", p.fen());
}

#[test]
fn san_and_uci_round_trip() {
    let mut positions = 0;
    for (fen, count) in SUITE {
        let p = pos(fen);
        if count > 0 {
            assert_eq!(p.legal_moves().len(), count, "{fen}");
        }
        round_trip(&p);
        // And every position one ply deeper.
        for m in p.legal_moves() {
            let mut q = p.clone();
            q.play(m).unwrap();
            round_trip(&q);
            positions += 1;
        }
    }
    assert!(positions > 150);
}

#[test]
fn san_round_trip_in_special_positions() {
    for fen in [
        "8/4P3/8/8/k7/8/8/4K3 w - - 0 1",
        "3r4/4P3/8/8/k7/8/8/4K3 w - - 0 1",
        "rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
        "4k3/8/8/8/8/8/8/1N1K1N2 w - - 0 1",
        "4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1",
        "4k3/6b1/5N2/8/r7/8/8/4R1K1 b - - 0 1",
    ] {
        round_trip(&pos(fen));
    }
}

#[test]
fn san_disambiguated_by_rank_is_not_read_as_uci() {
    // Bishops on a8 and a6 both reach b7, so SAN names the rank: `B6b7`. Read as UCI
    // with an uppercase file it would be b6-b7, the pawn's move (found by the property
    // tests: `validate` refused the SAN of a legal move).
    let p = pos("B3k3/8/BP6/8/8/8/8/4K3 w - - 0 1");
    let bishop = p
        .legal_moves()
        .into_iter()
        .find(|m| p.uci(*m) == "a6b7")
        .unwrap();
    assert_eq!(p.san(bishop), "B6b7");
    assert_eq!(p.validate("B6b7"), Ok(bishop));
    assert_eq!(p.validate("B8b7"), Ok(mv(&p, "a8b7")));
    assert_eq!(p.uci(mv(&p, "b6b7")), "b6b7");
    assert_eq!(p.validate("b6b7").unwrap().from, sq("b6"));
    round_trip(&p);
}

#[test]
fn san_disambiguation_by_file() {
    let p = pos("4k3/8/8/8/8/8/8/1N1K1N2 w - - 0 1");
    assert_eq!(p.san(mv(&p, "b1d2")), "Nbd2");
    assert_eq!(p.san(mv(&p, "f1d2")), "Nfd2");
    assert_eq!(p.san(mv(&p, "b1c3")), "Nc3");
    assert_eq!(p.san(mv(&p, "f1e3")), "Ne3");
    assert_eq!(p.parse_san("Nbd2").map(|m| p.uci(m)), Ok("b1d2".into()));
    assert_eq!(p.parse_san("Nfd2").map(|m| p.uci(m)), Ok("f1d2".into()));
}

#[test]
fn san_disambiguation_by_rank() {
    let p = pos("4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1");
    assert_eq!(p.san(mv(&p, "g1f3")), "N1f3");
    assert_eq!(p.san(mv(&p, "g5f3")), "N5f3");
    assert_eq!(p.san(mv(&p, "g1h3")), "N1h3");
    assert_eq!(p.san(mv(&p, "g5h3")), "N5h3");
    assert_eq!(p.san(mv(&p, "g1e2")), "Ne2");
    assert_eq!(p.parse_san("N5f3").map(|m| p.uci(m)), Ok("g5f3".into()));
}

#[test]
fn san_disambiguation_by_square() {
    // Queens a1, a3, c1 all reach b2: a1 shares a file with a3 and a rank with c1.
    let p = pos("4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1");
    assert_eq!(p.san(mv(&p, "a1b2")), "Qa1b2");
    assert_eq!(p.san(mv(&p, "a3b2")), "Q3b2");
    assert_eq!(p.san(mv(&p, "c1b2")), "Qcb2");
    assert_eq!(p.parse_san("Qa1b2").map(|m| p.uci(m)), Ok("a1b2".into()));
    assert_eq!(p.parse_san("Q3b2").map(|m| p.uci(m)), Ok("a3b2".into()));
    assert_eq!(p.parse_san("Qcb2").map(|m| p.uci(m)), Ok("c1b2".into()));
}

#[test]
fn san_does_not_disambiguate_against_a_pinned_piece() {
    // The f3 knight also reaches d2, but it is pinned to h1 by the e4 bishop.
    let p = pos("4k3/8/8/8/4b3/5N2/8/1N5K w - - 0 1");
    assert_eq!(p.san(mv(&p, "b1d2")), "Nd2");
    assert_eq!(p.parse_san("Nd2").map(|m| p.uci(m)), Ok("b1d2".into()));
}

#[test]
fn san_check_and_mate_suffixes() {
    let p = pos("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    assert_eq!(p.san(mv(&p, "a1a8")), "Ra8+");
    assert_eq!(p.san(mv(&p, "a1a7")), "Ra7");
    let p = pos("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1");
    assert_eq!(p.san(mv(&p, "a1a8")), "Ra8#");
    let p = pos("5k2/8/8/8/8/8/8/4K2R w K - 0 1");
    assert_eq!(p.san(mv(&p, "e1g1")), "O-O+");
    let p = pos("3k4/8/8/8/8/8/8/R3K3 w Q - 0 1");
    assert_eq!(p.san(mv(&p, "e1c1")), "O-O-O+");
    // Discovered check by the knight uncovering the rook.
    let p = pos("4k3/8/8/8/8/4N3/8/4R1K1 w - - 0 1");
    assert_eq!(p.san(mv(&p, "e3c4")), "Nc4+");
    // Suffixes and annotations are accepted when reading.
    let p = start();
    assert_eq!(p.parse_san("Nf3!?"), p.parse_san("Nf3"));
    assert_eq!(p.parse_san("e4+"), p.parse_san("e4"));
}

#[test]
fn san_pawn_moves_and_captures() {
    let p = after(&start(), &["e4", "d5"]);
    assert_eq!(p.san(mv(&p, "e4d5")), "exd5");
    assert_eq!(p.san(mv(&p, "e4e5")), "e5");
    assert_eq!(p.san(mv(&p, "d2d4")), "d4");
    assert_eq!(p.san(mv(&p, "f1b5")), "Bb5+");
    assert_eq!(p.san(mv(&p, "d1h5")), "Qh5");
}

#[test]
fn fen_round_trip() {
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        KIWIPETE,
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
        "rnbqkbnr/ppp1pppp/8/8/3pP3/5N2/PPPP1PPP/RNBQKB1R b KQkq e3 0 3",
        "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 5 20",
        "4k3/8/8/8/8/8/8/4K3 b - - 12 64",
    ] {
        let p = pos(fen);
        assert_eq!(p.fen(), fen);
        assert_eq!(pos(&p.fen()).hash(), p.hash());
        assert_eq!(pos(&p.fen()), p);
    }
}

#[test]
fn fen_writes_en_passant_only_when_it_can_be_taken() {
    // After 1.e4 no black pawn can take on e3.
    let p = after(&start(), &["e4"]);
    assert_eq!(
        p.fen(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
    let q = pos("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    assert_eq!(q.hash(), p.hash());
    assert_eq!(q, p);
}

#[test]
fn transpositions_have_equal_hashes() {
    let a = after(&start(), &["Nf3", "Nf6", "Nc3"]);
    let b = after(&start(), &["Nc3", "Nf6", "Nf3"]);
    assert_eq!(a.fen(), b.fen());
    assert_eq!(
        a.fen(),
        "rnbqkb1r/pppppppp/5n2/8/8/2N2N2/PPPPPPPP/R1BQKB1R b KQkq - 3 2"
    );
    assert_eq!(a.hash(), b.hash());
    assert_eq!(a, b);
    // A different position has a different hash.
    let c = after(&start(), &["Nf3", "Nf6", "Na3"]);
    assert_ne!(a.hash(), c.hash());
    // Reached by different move orders and different lengths.
    let d = after(&start(), &["Nf3", "Nf6", "Nc3", "Ng8", "Ng1", "Nf6"]);
    let e = after(&start(), &["Nc3", "Nf6"]);
    assert_eq!(d.hash(), e.hash());
    // The same placement with white to move instead of black.
    let w = pos("rnbqkb1r/pppppppp/5n2/8/8/2N2N2/PPPPPPPP/R1BQKB1R w KQkq - 3 2");
    assert_ne!(w.hash(), a.hash());
}
