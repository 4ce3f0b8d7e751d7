//! Bad input never panics: every entry point that takes outside text (a ruleset, a FEN,
//! a move) answers with a typed error that names what is wrong and where, and a refused
//! move or position leaves every piece of state exactly as it was. This file: moves (UCI and SAN);
//! the other `bad_input_*.rs` files cover the other kinds of input.
//!
//! The command-line contract (exit codes, output formats) is tested in
//! `crates/cli/tests/cli.rs`, where the built `fers` binary is available.

use fers_rules::{FenMode, IllegalCode};
use fers_rules::typed::{Game, Position};
use fers_standard::{Chess, ChessPosition};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// ---------------------------------------------------------------------------------------
// Moves
// ---------------------------------------------------------------------------------------

/// Everything observable about a position.
fn snapshot(pos: &ChessPosition) -> (String, u64, usize) {
    (pos.fen(), pos.hash(), pos.legal_moves().len())
}

/// Validates `text` on `pos`, expecting `code`, and checks nothing changed.
fn refused(pos: &ChessPosition, text: &str, code: IllegalCode) {
    let before = snapshot(pos);
    let e = pos.validate(text).unwrap_err();
    assert_eq!(e.code, code, "{text:?}: {e}");
    assert!(!e.message.is_empty());
    assert_eq!(snapshot(pos), before, "{text:?} changed the position");
    // Through a game too: refused the same way, history untouched.
    let mut game = Game::new(pos.clone());
    let e = game.play_text(text).unwrap_err();
    assert_eq!(e.code, code, "game, {text:?}: {e}");
    assert_eq!(game.moves().count(), 0);
    assert_eq!(snapshot(game.position()), before);
}

#[test]
fn moves_empty_whitespace_and_garbage() {
    let pos = Chess::start();
    for text in [
        "", " ", "\t\n", "hello", "e2e4e5", "e2-", "xx", "O-O-O-O", "=Q", "e8=", "e7e8==Q", "\0",
        "1", "a", "e2e4\0", "🦀", "e2🦀", "é", "Nf3 Nf6",
    ] {
        refused(&pos, text, IllegalCode::Unparsable);
    }
}

#[test]
fn moves_with_multibyte_characters_do_not_panic() {
    // Each of these used to panic: a byte slice ending inside `é`.
    let pos = Chess::start();
    for text in ["a1é", "e2é", "a1a2é", "Na1é", "e2e4é", "Nf3é", "e4é"] {
        refused(&pos, text, IllegalCode::Unparsable);
    }
}

#[test]
fn moves_off_the_board() {
    let pos = Chess::start();
    for text in ["i9i10", "e2e9", "a0a1", "e2i2", "p16p15", "Ni3", "e9"] {
        refused(&pos, text, IllegalCode::Unparsable);
    }
}

#[test]
fn a_promotion_letter_on_a_move_that_does_not_promote() {
    let pos = Chess::start();
    // A pawn not reaching its last rank, a piece that never promotes, a letter that
    // names no piece.
    for text in ["e2e4q", "g1f3q", "e2e4x", "e4=Q", "Nf3=Q"] {
        let e = pos.validate(text).unwrap_err();
        assert!(
            matches!(
                e.code,
                IllegalCode::InvalidPromotion | IllegalCode::NoPieceOnSource
            ),
            "{text}: {e}"
        );
        refused(&pos, text, e.code);
    }
    refused(&pos, "e2e4q", IllegalCode::InvalidPromotion);
    refused(&pos, "g1f3q", IllegalCode::InvalidPromotion);
    // A promotion to a king, or to a pawn.
    let pos = Chess::from_fen("8/4P3/8/8/8/8/k7/4K3 w - - 0 1").unwrap();
    refused(&pos, "e7e8k", IllegalCode::InvalidPromotion);
    refused(&pos, "e7e8p", IllegalCode::InvalidPromotion);
    refused(&pos, "e7e8", IllegalCode::PromotionRequired);
}

#[test]
fn a_move_in_a_finished_game() {
    // Fool's mate: white is checkmated.
    let mate =
        Chess::from_fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3").unwrap();
    assert_eq!(mate.legal_moves().len(), 0);
    for text in ["a2a3", "e1f2", "Qe1", "zzz-but-parsable?"] {
        let e = mate.validate(text).unwrap_err();
        assert!(
            matches!(e.code, IllegalCode::GameOver | IllegalCode::Unparsable),
            "{text}: {e}"
        );
    }
    refused(&mate, "a2a3", IllegalCode::GameOver);
    refused(&mate, "Kf2", IllegalCode::GameOver);
    // Found by the moves fuzzer: with no text, the position said Unparsable and a game
    // GameOver. Both say GameOver now, whatever the text.
    for text in ["", "  ", "garbage"] {
        refused(&mate, text, IllegalCode::GameOver);
    }

    // Fivefold repetition: the game knows; the bare position does not.
    let mut game = Game::new(Chess::start());
    for _ in 0..4 {
        for mv in ["Nf3", "Nf6", "Ng1", "Ng8"] {
            game.play_text(mv).unwrap();
        }
    }
    assert_eq!(game.repetitions(), 5);
    assert!(game.outcome().is_some());
    let moves: Vec<_> = game.moves().collect();
    let before = snapshot(game.position());
    for text in ["e4", "e2e4", "Nf3", "garbage", ""] {
        let e = game.play_text(text).unwrap_err();
        assert!(
            matches!(e.code, IllegalCode::GameOver | IllegalCode::Unparsable),
            "{text:?}: {e}"
        );
        let e = game.validate(text).unwrap_err();
        assert!(
            matches!(e.code, IllegalCode::GameOver | IllegalCode::Unparsable),
            "{text:?}: {e}"
        );
        assert_eq!(game.moves().collect::<Vec<_>>(), moves);
        assert_eq!(snapshot(game.position()), before);
    }
    assert_eq!(
        game.play_text("e4").unwrap_err().code,
        IllegalCode::GameOver
    );
    // `Game::play` with a move legal in the bare position refuses too (it used to play
    // it: the forced draw was not consulted), and changes nothing.
    let m = game.position().validate("e4").unwrap();
    assert_eq!(game.play(m).unwrap_err().code, IllegalCode::GameOver);
    assert_eq!(game.moves().collect::<Vec<_>>(), moves);
    assert_eq!(snapshot(game.position()), before);
}

#[test]
fn refused_moves_leave_position_and_game_unchanged() {
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let mut game = Game::new(Chess::from_fen(kiwipete).unwrap());
    game.play_text("a2a4").unwrap(); // black may now take en passant on a3
    let pos = game.position().clone();
    let history: Vec<_> = game.moves().collect();
    let before = snapshot(&pos);
    for text in [
        "", "e8c8", "O-O", "b4c3", "e7e7", "a1a8", "h3g2", "e8d8", "b4a3q", "Ka3", "xyz", "e8g8",
        "h8h1", "a6e2", "é", "b4b3b2",
    ] {
        let by_position = pos.validate(text);
        let by_game = game.validate(text);
        assert_eq!(snapshot(&pos), before);
        match game.play_text(text) {
            Ok(m) => {
                // Legal: it must be what validation said, and undo restores everything.
                assert_eq!(by_position, Ok(m), "{text}");
                assert_eq!(by_game, Ok(m), "{text}");
                game.undo().unwrap();
            }
            Err(e) => {
                assert_eq!(by_game.as_ref().unwrap_err().code, e.code, "{text}");
                assert!(by_position.is_err(), "{text}");
            }
        }
        assert_eq!(game.moves().collect::<Vec<_>>(), history, "{text}");
        assert_eq!(snapshot(game.position()), before, "{text}");
    }
    // `Position::play` with a move that is not legal here.
    let mut p = pos.clone();
    let foreign = Chess::start().legal_moves()[0];
    assert!(p.play(foreign).is_err());
    assert_eq!(snapshot(&p), before);
    let mut g = game.clone();
    assert!(g.play(foreign).is_err());
    assert_eq!(g.moves().collect::<Vec<_>>(), history);
}

#[test]
fn refused_positions_leave_the_previous_one_unchanged() {
    // Reading a bad FEN gives an error and no position; the one the caller had is intact.
    let pos = Chess::start();
    let before = snapshot(&pos);
    for fen in [
        "",
        "garbage",
        "8/8/8/8/8/8/8/8 w - - 0 1",
        START.trim_end_matches(" 1"),
    ] {
        let _ = Position::from_fen(pos.tables(), fen, FenMode::Strict);
    }
    assert_eq!(snapshot(&pos), before);
}

#[test]
fn san_with_a_rank_is_not_read_as_uppercase_uci() {
    // Found by the fen fuzzer: `A9d8` (an archbishop from rank 9) was read as the UCI
    // move a9d8. In chess: bishops on c1 and c5 both reach e3, and `B1e3` is SAN.
    let pos = Chess::from_fen("4k3/p7/8/2B5/8/8/8/2B1K3 w - - 0 1").unwrap();
    let m = pos.validate("B1e3").unwrap();
    assert_eq!(pos.san(m), "B1e3");
    assert_eq!(pos.uci(m), "c1e3");
    assert_eq!(
        pos.validate("B5e3").map(|m| pos.uci(m)).as_deref(),
        Ok("c5e3")
    );
    // Uppercase squares are not UCI (and no piece is written `C`).
    let e = pos.validate("C1E3").unwrap_err();
    refused(&pos, "C1E3", e.code);
}

#[test]
fn en_passant_of_a_berolina_pawn_names_its_victim_and_reads_back() {
    // Found by the fen fuzzer: the FEN written for an en-passant target whose victim is
    // not straight ahead of it (a berolina pawn's diagonal double step) could not be
    // read back. The victim is now written after the targets, as Fairy-Stockfish does.
    let ruleset = fers_conformance::test_ruleset("berolina-structured");
    let tables = fers_rules::typed::compile::<u64>(ruleset).unwrap();
    let mut pos = Position::start(&tables);
    let m = pos.validate("b2d4").unwrap();
    pos.play_unchecked(m);
    assert_eq!(pos.fen(), "4k3/8/8/8/2pP4/8/8/4K3 b - c3d4 1 1");
    let again = Position::from_fen(&tables, &pos.fen(), FenMode::Strict).unwrap();
    assert_eq!((again.fen(), again.hash()), (pos.fen(), pos.hash()));
    let ep = again.validate("c4c3").unwrap();
    let mut after = again.clone();
    after.play_unchecked(ep);
    assert_eq!(after.fen(), "4k3/8/8/8/8/2p5/8/4K3 w - - 0 2");
}
