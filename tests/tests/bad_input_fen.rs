//! Bad input never panics: every entry point that takes outside text (a ruleset, a FEN,
//! a move) answers with a typed error that names what is wrong and where, and a refused
//! move or position leaves every piece of state exactly as it was. This file: FEN;
//! the other `bad_input_*.rs` files cover the other kinds of input.
//!
//! The command-line contract (exit codes, output formats) is tested in
//! `crates/cli/tests/cli.rs`, where the built `fers` binary is available.

use fers_rules::{Color, FenError, FenMode, MAX_CLOCK, MAX_FEN_LEN};
use fers_rules::typed::Position;
use fers_standard::Chess;

// ---------------------------------------------------------------------------------------
// FEN
// ---------------------------------------------------------------------------------------

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn fen_error(fen: &str) -> FenError {
    match Chess::from_fen(fen) {
        Ok(p) => panic!("{fen:?} was accepted as {}", p.fen()),
        Err(e) => {
            // Relaxed mode refuses the same malformed text.
            let relaxed = Position::from_fen(fers_standard::standard(), fen, FenMode::Relaxed);
            assert!(relaxed.is_err(), "{fen:?} is accepted in relaxed mode");
            assert!(!e.to_string().is_empty());
            e
        }
    }
}

#[test]
fn fen_wrong_field_counts() {
    assert_eq!(fen_error(""), FenError::FieldCount { found: 0 });
    assert_eq!(fen_error("   \t\n "), FenError::FieldCount { found: 0 });
    assert_eq!(
        fen_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"),
        FenError::FieldCount { found: 1 }
    );
    assert_eq!(
        fen_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq"),
        FenError::FieldCount { found: 3 }
    );
    assert_eq!(
        fen_error(&format!("{START} 7")),
        FenError::FieldCount { found: 7 }
    );
    // Four and five fields are fine.
    Chess::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -").unwrap();
    Chess::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0").unwrap();
}

#[test]
fn fen_ranks_too_long_or_short() {
    let too_long = START.replacen("rnbqkbnr", "rnbqkbnrr", 1);
    assert_eq!(
        fen_error(&too_long),
        FenError::RankWidth {
            rank: 8,
            found: 9,
            expected: 8
        }
    );
    assert_eq!(
        fen_error(&START.replacen("/8/", "/9/", 1)),
        FenError::RankWidth {
            rank: 6,
            found: 9,
            expected: 8
        }
    );
    assert_eq!(
        fen_error(&START.replacen("/8/", "/7/", 1)),
        FenError::RankWidth {
            rank: 6,
            found: 7,
            expected: 8
        }
    );
    assert_eq!(
        fen_error(&START.replacen("/8/", "/99999999999999999999999/", 1)),
        FenError::RankWidth {
            rank: 6,
            found: 9,
            expected: 8
        }
    );
    assert_eq!(
        fen_error(&START.replacen("/8/", "//", 1)),
        FenError::RankWidth {
            rank: 6,
            found: 0,
            expected: 8
        }
    );
}

#[test]
fn fen_too_many_or_too_few_ranks() {
    assert_eq!(
        fen_error(&START.replacen("/8/", "/8/8/", 1)),
        FenError::RankCount {
            found: 9,
            expected: 8
        }
    );
    assert_eq!(
        fen_error(&START.replacen("/8/", "/", 1)),
        FenError::RankCount {
            found: 7,
            expected: 8
        }
    );
    assert_eq!(
        fen_error(&START.replacen("8/8/8/8/", "", 1)),
        FenError::RankCount {
            found: 4,
            expected: 8
        }
    );
}

#[test]
fn fen_unknown_letters() {
    assert_eq!(
        fen_error(&START.replacen("rnbqkbnr", "rnbqkbnx", 1)),
        FenError::UnknownPiece {
            letter: 'x',
            rank: 8
        }
    );
    assert_eq!(
        fen_error(&START.replacen("RNBQKBNR", "RNBQKBN?", 1)),
        FenError::UnknownPiece {
            letter: '?',
            rank: 1
        }
    );
}

#[test]
fn fen_two_kings_or_none() {
    assert_eq!(
        fen_error("4k3/8/8/8/8/8/8/3KK3 w - - 0 1"),
        FenError::RoyalCount {
            color: Color::White,
            count: 2,
            expected: 1,
            name: "king".into()
        }
    );
    assert_eq!(
        fen_error("4k3/8/8/8/8/8/8/8 w - - 0 1"),
        FenError::RoyalCount {
            color: Color::White,
            count: 0,
            expected: 1,
            name: "king".into()
        }
    );
    assert_eq!(
        fen_error("8/8/8/8/8/8/8/4K3 b - - 0 1"),
        FenError::RoyalCount {
            color: Color::Black,
            count: 0,
            expected: 1,
            name: "king".into()
        }
    );
}

#[test]
fn fen_castling_rights_with_no_rook() {
    for (fen, field) in [
        ("4k3/8/8/8/8/8/8/4K3 w K - 0 1", "K"),
        ("4k3/8/8/8/8/8/8/R3K3 w KQ - 0 1", "KQ"),
        ("r3k3/8/8/8/8/8/8/4K3 w k - 0 1", "k"),
        // The king is not on its castling rank.
        ("4k3/8/8/8/8/8/4K3/R6R w K - 0 1", "K"),
        // Letters that are no castling letter at all.
        ("4k3/8/8/8/8/8/8/R3K2R w KZ - 0 1", "KZ"),
        ("4k3/8/8/8/8/8/8/R3K2R w Kü - 0 1", "Kü"),
    ] {
        match fen_error(fen) {
            FenError::Castling { field: f, reason } => {
                assert_eq!(f, field, "{fen}");
                assert!(!reason.is_empty());
            }
            e => panic!("{fen}: {e:?}"),
        }
    }
}

#[test]
fn fen_impossible_en_passant_squares() {
    for (fen, field) in [
        // No black pawn just moved past e6... it is white's move and e6 is behind e5.
        ("4k3/8/8/3P4/8/8/8/4K3 w - e6 0 1", "e6"),
        // Occupied target, no empty square at all.
        ("4k3/8/8/3Pp3/8/8/8/4K3 w - e5 0 1", "e5"),
        // Off the board, not squares, trailing junk, multibyte junk (was a panic).
        ("4k3/8/8/3Pp3/8/8/8/4K3 w - e9 0 1", "e9"),
        ("4k3/8/8/3Pp3/8/8/8/4K3 w - 66 0 1", "66"),
        ("4k3/8/8/3Pp3/8/8/8/4K3 w - e6x 0 1", "e6x"),
        ("4k3/8/8/3Pp3/8/8/8/4K3 w - e6é 0 1", "e6é"),
        ("4k3/8/8/3Pp3/8/8/8/4K3 w - é 0 1", "é"),
        // The wrong side's pawn.
        ("4k3/8/8/3pP3/8/8/8/4K3 w - e6 0 1", "e6"),
        // Squares the named pawn cannot have passed (both used to be accepted; the first
        // then let d5xc6 take the pawn on e5).
        ("4k3/8/8/3Pp3/8/8/8/4K3 w - c6e5 0 1", "c6e5"),
        ("4k3/8/8/3Pp3/8/8/8/4K3 w - e4e5 0 1", "e4e5"),
    ] {
        match fen_error(fen) {
            FenError::EnPassant { field: f, reason } => {
                assert_eq!(f, field, "{fen}");
                assert!(!reason.is_empty());
            }
            e => panic!("{fen}: {e:?}"),
        }
    }
    // A well-formed but useless square is accepted and dropped, as after a move.
    let pos = Chess::from_fen("4k3/8/8/4p3/8/8/8/4K3 w - e6 0 1").unwrap();
    assert!(pos.en_passant_targets().is_empty());
}

#[test]
fn fen_huge_clocks() {
    let with_clocks = |h: &str, f: &str| format!("4k3/8/8/8/8/8/8/4K3 w - - {h} {f}");
    for (h, f, which, text) in [
        ("99999999999", "1", "half-move clock", "99999999999"),
        ("0", "99999999999", "move number", "99999999999"),
        ("1000001", "1", "half-move clock", "1000001"),
        ("-1", "1", "half-move clock", "-1"),
        ("0", "1.5", "move number", "1.5"),
        ("0x10", "1", "half-move clock", "0x10"),
        ("٣", "1", "half-move clock", "٣"),
    ] {
        assert_eq!(
            fen_error(&with_clocks(h, f)),
            FenError::Clock {
                which,
                text: text.into()
            }
        );
    }
    let max = MAX_CLOCK.to_string();
    let pos = Chess::from_fen(&with_clocks(&max, &max)).unwrap();
    assert_eq!((pos.halfmoves(), pos.fullmoves()), (MAX_CLOCK, MAX_CLOCK));
}

#[test]
fn fen_garbage_and_non_ascii() {
    assert_eq!(
        fen_error("hello world how are you"),
        FenError::RankCount {
            found: 1,
            expected: 8
        }
    );
    assert_eq!(fen_error("é"), FenError::FieldCount { found: 1 });
    assert_eq!(
        fen_error(&START.replacen("RNBQKBNR", "RNBQKBNé", 1)),
        FenError::UnknownPiece {
            letter: 'é',
            rank: 1
        }
    );
    assert_eq!(
        fen_error(&START.replacen(" w ", " ω ", 1)),
        FenError::Turn("ω".into())
    );
    assert_eq!(
        fen_error(&START.replacen(" w ", " W ", 1)),
        FenError::Turn("W".into())
    );
    assert_eq!(
        fen_error("🦀/🦀/🦀/🦀/🦀/🦀/🦀/🦀 w - - 0 1"),
        FenError::UnknownPiece {
            letter: '🦀',
            rank: 8
        }
    );
    assert_eq!(
        fen_error("\0\0\0 \0 \0 \0"),
        FenError::RankCount {
            found: 1,
            expected: 8
        }
    );
}

#[test]
fn fen_too_long() {
    let long = format!("{START}{}", " ".repeat(MAX_FEN_LEN));
    assert_eq!(fen_error(&long), FenError::TooLong { length: long.len() });
    // Ten million fields: refused by length before any splitting.
    let huge = "a ".repeat(5_000_000);
    assert_eq!(fen_error(&huge), FenError::TooLong { length: huge.len() });
}

#[test]
fn fen_check_counters() {
    let refused = |field: &str, reason: &str| FenError::CheckCounters {
        field: field.into(),
        reason: reason.into(),
    };
    // A ruleset without a check limit does not read counters in either form.
    assert_eq!(
        fen_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1"),
        refused("3+3", "standard does not count checks")
    );
    assert_eq!(
        fen_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 +0+0"),
        refused("+0+0", "standard does not count checks")
    );
    let three = fers_conformance::tables("3check").unwrap();
    let read = |fen: &str| Position::from_fen(&three, fen, FenMode::Strict);
    assert_eq!(
        read("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4+3 0 1"),
        Err(refused("4+3", "each count must be a number from 0 to 3"))
    );
    assert_eq!(
        read("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 +0+9"),
        Err(refused("+0+9", "each count must be a number from 0 to 3"))
    );
    // Both forms give the same position: white has given two checks, black none.
    let fsf = read("7r/1p4p1/pk3p2/RN6/8/P5Pp/3p1P1P/4R1K1 w - - 1+3 1 39").unwrap();
    let lichess = read("7r/1p4p1/pk3p2/RN6/8/P5Pp/3p1P1P/4R1K1 w - - 1 39 +2+0").unwrap();
    assert_eq!(fsf, lichess);
    assert_eq!(fsf.hash(), lichess.hash());
    assert_eq!(fsf.checks_given(Color::White), 2);
    assert_eq!(
        fsf.fen(),
        "7r/1p4p1/pk3p2/RN6/8/P5Pp/3p1P1P/4R1K1 w - - 1+3 1 39"
    );
}

#[test]
fn fen_pockets() {
    let refused = |field: &str, reason: &str| FenError::Pocket {
        field: field.into(),
        reason: reason.into(),
    };
    // A ruleset without hands reads no pocket.
    assert_eq!(
        fen_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qn] w KQkq - 0 1"),
        refused("[Qn]", "standard has no pieces in hand")
    );
    let zh = fers_conformance::tables("crazyhouse").unwrap();
    let read = |fen: &str| Position::from_fen(&zh, fen, FenMode::Strict);
    assert_eq!(
        read("4k3/8/8/8/8/8/8/4K3[Qx] w - - 0 1"),
        Err(refused("[Qx]", "`x` is not a piece of crazyhouse"))
    );
    assert_eq!(
        read("4k3/8/8/8/8/8/8/4K3[Q w - - 0 1"),
        Err(refused(
            "[Q",
            "a pocket ends with `]` and ends the board field"
        ))
    );
    assert_eq!(
        read("4k3/8/8/8/8/8/8/4K3[Q]x w - - 0 1"),
        Err(refused(
            "[Q]x",
            "a pocket ends with `]` and ends the board field"
        ))
    );
    assert_eq!(
        read(&format!(
            "4k3/8/8/8/8/8/8/4K3[{}] w - - 0 1",
            "P".repeat(256)
        )),
        Err(refused(
            &format!("[{}]", "P".repeat(256)),
            "a hand holds at most 255 of `P`"
        ))
    );
    // Every way of writing a pocket gives one position, written back in one way.
    let canonical = read("4k3/8/8/8/8/8/8/4K3[QPn] w - - 0 1").unwrap();
    assert_eq!(canonical.fen(), "4k3/8/8/8/8/8/8/4K3[QPn] w - - 0 1");
    for fen in [
        "4k3/8/8/8/8/8/8/4K3[nPQ] w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3/QPn w - - 0 1",
    ] {
        let p = read(fen).unwrap();
        assert_eq!((&p, p.hash()), (&canonical, canonical.hash()), "{fen}");
    }
    let empty = read("4k3/8/8/8/8/8/8/4K3[] w - - 0 1").unwrap();
    assert_eq!(read("4k3/8/8/8/8/8/8/4K3[-] w - - 0 1").unwrap(), empty);
    assert_eq!(read("4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap(), empty);
    assert_ne!(empty.hash(), canonical.hash());
    // Captured pieces change sides: a side may hold more than it started with.
    assert!(read("rnbqkbn1/p3pppr/7p/1PppP3/7P/4P3/PP1P1PP1/RNBQKBNR[] b KQq - 0 6").is_ok());
    // Where they leave the game, hand and board together are bounded by the start.
    let pk = fers_conformance::tables("pocketknight").unwrap();
    let two_knights = "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKBNR[N] b KQkq - 1 1";
    assert!(matches!(
        Position::from_fen(&pk, two_knights, FenMode::Strict),
        Err(FenError::TooMuchMaterial(_))
    ));
    // A promoted piece keeps its mark; loop chess does not track promotion.
    let marked = read("4k3/8/8/8/8/8/8/Q~3K3[] w - - 0 1").unwrap();
    assert!(marked.is_promoted(fers_rules::Square(0)));
    assert_eq!(marked.fen(), "4k3/8/8/8/8/8/8/Q~3K3[] w - - 0 1");
    let looped = fers_conformance::tables("loop").unwrap();
    let unmarked = Position::from_fen(
        &looped,
        "4k3/8/8/8/8/8/8/Q~3K3[] w - - 0 1",
        FenMode::Strict,
    )
    .unwrap();
    assert_eq!(unmarked.fen(), "4k3/8/8/8/8/8/8/Q3K3[] w - - 0 1");
}
