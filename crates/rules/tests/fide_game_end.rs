//! The FIDE Laws of Chess, rule by rule, against the standard ruleset: the end of the game and the game history (FIDE 5, 9). Every
//! expectation here was worked out on the board by hand (move lists, SAN, FEN), not copied
//! from the engine's output. The other laws are in the other `fide_*.rs` files.

use crate::common;

use common::*;
use fers_rules::{Color, EndReason, FenMode, IllegalCode, Outcome};
use fers_rules::typed::{Game, Position};

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

/// Each side's answer: (white, black), python-chess's and Fairy-Stockfish's per-colour
/// `has_insufficient_material` on the same positions.
fn dead_sides(fen: &str) -> (bool, bool) {
    let p = pos(fen);
    (
        p.has_insufficient_material(Color::White),
        p.has_insufficient_material(Color::Black),
    )
}

#[test]
fn insufficient_material_per_side() {
    assert_eq!(dead_sides("8/8/8/4k3/8/8/8/4K3 w - - 0 1"), (true, true), "K v K");
    assert_eq!(dead_sides("4k3/4p3/8/8/8/8/8/4K3 w - - 0 1"), (true, false), "K v K+P");
    assert_eq!(dead_sides("8/8/8/4k3/8/8/8/1N2K3 w - - 0 1"), (true, true), "K+N v K");
    // Either knight may help the other side's knight to mate.
    assert_eq!(dead_sides("4k3/8/8/8/8/8/8/1n2K1N1 w - - 0 1"), (false, false), "K+N v K+N");
    assert_eq!(dead_sides("8/8/8/4k3/8/8/8/1N2KN2 w - - 0 1"), (false, true), "K+N+N v K");
    // c1 and f8 are dark; c8 is light.
    assert_eq!(dead_sides("5b2/8/8/4k3/8/8/8/2B1K3 w - - 0 1"), (true, true), "bishops, same colour");
    assert_eq!(dead_sides("2b5/8/8/4k3/8/8/8/2B1K3 w - - 0 1"), (false, false), "bishops, opposite colours");
    assert_eq!(dead_sides("8/8/8/4k3/8/8/8/1n2K1B1 w - - 0 1"), (false, false), "K+B v K+N");
    assert_eq!(dead_sides("8/8/8/4k3/8/8/8/R3K3 w - - 0 1"), (false, true), "K+R v K");
    assert_eq!(dead_sides(START), (false, false), "start");
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
