//! Bad input never panics: every entry point that takes outside text (a ruleset, a FEN,
//! a move) answers with a typed error that names what is wrong and where, and a refused
//! move or position leaves every piece of state exactly as it was.
//!
//! The command-line contract (exit codes, output formats) is tested in
//! `crates/cli/tests/cli.rs`, where the built `fers` binary is available.

use fers_movement::{Diagnostic, DiagnosticCode as Code};
use fers_rules::{
    Color, FenError, FenMode, Game, IllegalCode, MAX_CLOCK, MAX_FEN_LEN, Position, Variant,
    load_ruleset,
};
use fers_standard::{Chess, ChessPosition};

// ---------------------------------------------------------------------------------------
// Rulesets
// ---------------------------------------------------------------------------------------

/// The problems of a ruleset text, as loaded with no `extends` resolver.
fn diagnostics(text: &str) -> Vec<Diagnostic> {
    match load_ruleset(text, "bad.toml", &|_| None) {
        Ok(r) => panic!("loaded, but should not have: {r:?}"),
        Err(e) => {
            assert!(!e.diagnostics.is_empty(), "an error with no diagnostic");
            for d in &e.diagnostics {
                assert_eq!(d.file, "bad.toml");
                assert!(d.line >= 1 && d.column >= 1, "{d}");
                assert!(!d.message.is_empty(), "{d}");
            }
            e.diagnostics
        }
    }
}

/// `(code, line, column)` of each problem, in order.
fn places(text: &str) -> Vec<(Code, usize, usize)> {
    diagnostics(text)
        .iter()
        .map(|d| (d.code, d.line, d.column))
        .collect()
}

/// The only problem of a ruleset text.
fn only(text: &str) -> Diagnostic {
    let mut d = diagnostics(text);
    assert_eq!(d.len(), 1, "expected one problem: {d:#?}");
    d.remove(0)
}

/// A minimal valid ruleset: kings only. Tests edit one line of it.
const MINI: &str = r#"name = "mini"
[board]
files = 8
ranks = 8
start = "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
[pieces.king]
letter = "k"
betza = "K"
royal = true
"#;

/// A ruleset with pawns, a rook, a queen and castling, to break piece by piece.
const SMALL: &str = r#"name = "small"
[board]
files = 8
ranks = 8
start = "r3k3/p7/8/8/8/8/P7/R3K3 w Qq - 0 1"
[pieces.pawn]
letter = "p"
betza = "fmWfcF"
promotion = { to = ["queen"] }
[pieces.rook]
letter = "r"
betza = "R"
[pieces.queen]
letter = "q"
betza = "Q"
[pieces.king]
letter = "k"
betza = "K"
royal = true
[castling]
rook = "rook"
sides = [{ name = "queen", king = "e1", king-to = "c1", rook = "a1", rook-to = "d1" }]
"#;

/// Replaces exactly one occurrence of `from` in `text`.
fn edit(text: &str, from: &str, to: &str) -> String {
    assert_eq!(text.matches(from).count(), 1, "`{from}` must occur once");
    text.replacen(from, to, 1)
}

#[test]
fn the_base_rulesets_load() {
    for text in [MINI, SMALL] {
        let r = load_ruleset(text, "ok.toml", &|_| None).unwrap();
        Variant::new(r).unwrap();
    }
}

#[test]
fn toml_syntax_error() {
    let d = only(&edit(MINI, "files = 8", "files = 8 8"));
    assert_eq!((d.code, d.line, d.column), (Code::Syntax, 3, 9), "{d}");
    let d = only(&edit(MINI, "[board]", "[board"));
    assert_eq!((d.code, d.line), (Code::Syntax, 2), "{d}");
    let d = only(&edit(MINI, r#"letter = "k""#, r#"letter = "k"#));
    assert_eq!((d.code, d.line), (Code::Syntax, 7), "{d}");
}

#[test]
fn unknown_key_with_hint() {
    let d = only(&edit(MINI, "letter =", "leter ="));
    assert_eq!((d.code, d.line, d.column), (Code::UnknownKey, 7, 1), "{d}");
    assert!(d.message.contains("leter`"), "{d}");
    assert_eq!(d.hint.as_deref(), Some("did you mean `letter`?"));
    let d = only(&edit(MINI, "[board]", "[bord]"));
    assert_eq!((d.code, d.line, d.column), (Code::UnknownKey, 2, 2), "{d}");
    assert_eq!(d.hint.as_deref(), Some("did you mean `board`?"));
    // Far from any key: the key is named and the hint lists the valid ones.
    let d = only(&edit(MINI, "royal = true", "royal = true\nxyzzy = 1"));
    assert_eq!((d.code, d.line, d.column), (Code::UnknownKey, 10, 1), "{d}");
    assert!(d.message.contains("xyzzy`"), "{d}");
    assert!(d.hint.as_deref().unwrap_or("").contains("letter"), "{d}");
}

#[test]
fn wrong_type() {
    let d = only(&edit(MINI, "files = 8", r#"files = "8""#));
    assert_eq!((d.code, d.line, d.column), (Code::Syntax, 3, 9), "{d}");
    let d = only(&edit(MINI, "royal = true", "royal = 1"));
    assert_eq!((d.code, d.line, d.column), (Code::Syntax, 9, 9), "{d}");
    let d = only(&edit(MINI, r#"betza = "K""#, "betza = [1, 2]"));
    assert_eq!((d.code, d.line, d.column), (Code::Syntax, 8, 9), "{d}");
}

#[test]
fn board_larger_than_16_by_16() {
    let d = only(&edit(MINI, "files = 8", "files = 17"));
    assert_eq!((d.code, d.line, d.column), (Code::BadBoard, 3, 9), "{d}");
    assert!(d.message.contains("17"), "{d}");
    let d = only(&edit(MINI, "ranks = 8", "ranks = 1000000000000"));
    assert_eq!((d.code, d.line, d.column), (Code::BadBoard, 4, 9), "{d}");
    // Beyond i64: the TOML reader refuses the number itself.
    let d = only(&edit(MINI, "ranks = 8", "ranks = 99999999999999999999"));
    assert_eq!((d.code, d.line, d.column), (Code::Syntax, 4, 9), "{d}");
}

#[test]
fn zero_and_negative_sizes_are_both_reported() {
    let d = only(&edit(MINI, "files = 8", "files = 0"));
    assert_eq!((d.code, d.line, d.column), (Code::BadBoard, 3, 9), "{d}");
    let d = only(&edit(MINI, "ranks = 8", "ranks = -3"));
    assert_eq!((d.code, d.line, d.column), (Code::BadBoard, 4, 9), "{d}");
    assert!(d.message.contains("-3"), "{d}");
    let text = edit(
        &edit(MINI, "files = 8", "files = 0"),
        "ranks = 8",
        "ranks = -3",
    );
    assert_eq!(
        places(&text),
        [(Code::BadBoard, 3, 9), (Code::BadBoard, 4, 9)]
    );
}

#[test]
fn a_piece_letter_used_twice() {
    let text = edit(
        MINI,
        "royal = true",
        "royal = true\n[pieces.knight]\nletter = \"K\"\nbetza = \"N\"",
    );
    let d = only(&text);
    assert_eq!((d.code, d.line, d.column), (Code::BadLetter, 11, 10), "{d}");
    assert!(
        d.message.contains("`king`") && d.message.contains("`knight`"),
        "{d}"
    );
    // Not a letter at all.
    let d = only(&edit(MINI, r#"letter = "k""#, r#"letter = "kk""#));
    assert_eq!((d.code, d.line, d.column), (Code::BadLetter, 7, 10), "{d}");
    // A non-ASCII letter; the start position's `k` is then undeclared too.
    assert_eq!(
        places(&edit(MINI, r#"letter = "k""#, r#"letter = "é""#)),
        [(Code::BadStartPosition, 5, 11), (Code::BadLetter, 7, 10)]
    );
}

#[test]
fn a_start_position_that_does_not_fit_the_board() {
    // Too few ranks.
    let d = only(&edit(MINI, "4k3/8/8/8/8/8/8/4K3", "4k3/8/8/4K3"));
    assert_eq!(
        (d.code, d.line, d.column),
        (Code::BadStartPosition, 5, 10),
        "{d}"
    );
    assert!(d.message.contains("4 ranks"), "{d}");
    // A rank too wide: the column points at the rank.
    let d = only(&edit(MINI, "4k3/8/8/8/8/8/8/4K3", "4k3/8/9/8/8/8/8/4K3"));
    assert_eq!(
        (d.code, d.line, d.column),
        (Code::BadStartPosition, 5, 16),
        "{d}"
    );
    assert!(d.message.contains("spans 9 files"), "{d}");
    // Absurd runs of digits: no overflow, a sensible message (was a panic).
    for huge in [
        "18446744073709551615k/8/8/8/8/8/8/4K3",
        "9999999999999999999k9999999999999999999/8/8/8/8/8/8/4K3",
        "k99999999999999999999999999/8/8/8/8/8/8/4K3",
    ] {
        let d = only(&edit(MINI, "4k3/8/8/8/8/8/8/4K3", huge));
        assert_eq!(
            (d.code, d.line, d.column),
            (Code::BadStartPosition, 5, 10),
            "{d}"
        );
        assert!(d.message.contains("more than 256 files"), "{d}");
    }
    // With castling rights, the castling squares are checked on the same board (that
    // reading overflowed too).
    let d = only(&edit(SMALL, "r3k3/p7/", "r3k3/99999999999999999999p/"));
    assert_eq!((d.code, d.line), (Code::BadStartPosition, 5), "{d}");
}

#[test]
fn a_start_position_naming_undeclared_pieces() {
    let d = only(&edit(MINI, "4k3/8/8/8/8/8/8/4K3", "4k3/8/8/8/8/8/8/Q3K3"));
    assert_eq!(
        (d.code, d.line, d.column),
        (Code::BadStartPosition, 5, 26),
        "{d}"
    );
    assert!(d.message.contains("`Q`"), "{d}");
    let d = only(&edit(MINI, "4k3/8/8/8/8/8/8/4K3", "4k3/8/8/8/8/8/8/é3K3"));
    assert_eq!(
        (d.code, d.line, d.column),
        (Code::BadStartPosition, 5, 26),
        "{d}"
    );
}

#[test]
fn castling_squares_off_the_board() {
    let d = only(&edit(SMALL, r#"king-to = "c1""#, r#"king-to = "i1""#));
    assert_eq!(
        (d.code, d.line, d.column),
        (Code::BadCastling, 22, 51),
        "{d}"
    );
    assert!(d.message.contains("`i1`"), "{d}");
    let d = only(&edit(SMALL, r#"rook = "a1""#, r#"rook = "a9""#));
    assert_eq!(
        (d.code, d.line, d.column),
        (Code::BadCastling, 22, 64),
        "{d}"
    );
    let d = only(&edit(SMALL, r#"rook-to = "d1""#, r#"rook-to = "d1é""#));
    assert_eq!(d.code, Code::BadCastling, "{d}");
}

#[test]
fn promotion_to_a_royal_or_undeclared_piece() {
    let d = only(&edit(SMALL, r#"to = ["queen"]"#, r#"to = ["king"]"#));
    assert_eq!(
        (d.code, d.line, d.column),
        (Code::BadPromotion, 9, 21),
        "{d}"
    );
    assert!(d.message.contains("royal"), "{d}");
    let d = only(&edit(SMALL, r#"to = ["queen"]"#, r#"to = ["quen"]"#));
    assert_eq!(
        (d.code, d.line, d.column),
        (Code::UnknownPiece, 9, 21),
        "{d}"
    );
    assert_eq!(d.hint.as_deref(), Some("did you mean `queen`?"));
    let d = only(&edit(SMALL, r#"to = ["queen"]"#, "to = []"));
    assert_eq!((d.code, d.line), (Code::BadPromotion, 9), "{d}");
}

#[test]
fn no_royal_piece() {
    let d = only(&edit(MINI, "royal = true", "royal = false"));
    assert_eq!((d.code, d.line, d.column), (Code::BadRoyal, 6, 1), "{d}");
    assert!(d.message.contains("royal"), "{d}");
}

#[test]
fn absurdly_large_arrays_and_ranges() {
    // 100,000 offsets in one move: refused while reading, without building them all.
    let offsets = vec!["[0, 1]"; 100_000].join(", ");
    let text = edit(
        MINI,
        r#"betza = "K""#,
        &format!("moves = [{{ leap = [{offsets}] }}]"),
    );
    let d = only(&text);
    assert_eq!((d.code, d.line), (Code::Syntax, 8), "{d}");
    assert!(d.message.contains("at most 4096"), "{d}");
    // Ranges out of bounds, including ones beyond any integer type.
    let slide = |range: &str| {
        edit(
            MINI,
            r#"betza = "K""#,
            &format!(
                r#"moves = [{{ leap = "king" }}, {{ slide = "orthogonal", range = {range} }}]"#
            ),
        )
    };
    for range in ["0", "16", "-1", "100000", "9223372036854775807"] {
        let d = only(&slide(range));
        assert_eq!(
            (d.code, d.line, d.column),
            (Code::BadMove, 8, 61),
            "{range}: {d}"
        );
        assert!(d.message.contains("1 to 15"), "{d}");
    }
    let d = only(&slide("99999999999999999999"));
    assert_eq!((d.code, d.line), (Code::Syntax, 8), "{d}");
    // Betza ranges are bounded too.
    let d = only(&edit(MINI, r#"betza = "K""#, r#"betza = "KW99999999999""#));
    assert_eq!((d.code, d.line), (Code::BadBetza, 8), "{d}");
    // Long lists of names are refused while reading.
    let rooks = vec![r#""king""#; 100].join(", ");
    let text = format!(
        "{}[castling]\nrook = [{rooks}]\nsides = [{{ name = \"king\", king = \"e1\", king-to = \"g1\", rook = \"h1\", rook-to = \"f1\" }}]\n",
        MINI
    );
    let d = only(&text);
    assert_eq!((d.code, d.line), (Code::Syntax, 11), "{d}");
}

#[test]
fn several_problems_in_one_file_are_reported_at_once() {
    let text = r#"name = "many"
[board]
files = 17
ranks = 8
start = "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
[pieces.king]
letter = "k"
moves = [{ leap = "kinng" }]
royal = true
[pieces.pawn]
letter = "k"
betza = "fmWfceFifmnX"
promotion = { to = ["king", "queen"], zone = [9] }
[rules]
stalemate = "lose"
move-rule = -1
"#;
    let d = diagnostics(text);
    let got: Vec<(Code, usize, usize)> = d.iter().map(|d| (d.code, d.line, d.column)).collect();
    assert_eq!(
        got,
        [
            (Code::BadBoard, 3, 9),
            (Code::BadMove, 8, 19),
            (Code::BadLetter, 11, 10),
            (Code::BadBetza, 12, 21),
            (Code::BadPromotion, 13, 21),
            (Code::UnknownPiece, 13, 29),
            (Code::BadPromotion, 13, 47),
            (Code::BadRule, 15, 13),
            (Code::BadRule, 16, 13),
        ],
        "{d:#?}"
    );
    // Every line prints as `file:line:column: Code: message`.
    for d in &d {
        let line = d.to_string();
        let prefix = format!("bad.toml:{}:{}: {}: ", d.line, d.column, d.code.name());
        assert!(line.starts_with(&prefix), "{line}");
    }
}

#[test]
fn a_file_that_is_not_text_at_all() {
    for text in ["", "\0\0\0", "[[[[", "= = =", "\u{feff}name = 1", "🦀 = 🦀"] {
        let d = diagnostics(text);
        assert!(
            matches!(d[0].code, Code::Syntax | Code::MissingKey),
            "{text:?}: {d:#?}"
        );
    }
    // Deeply nested arrays and tables are refused by the TOML reader, not by the stack.
    let nested = format!("name = {}{}", "[".repeat(100_000), "]".repeat(100_000));
    assert_eq!(only(&nested).code, Code::Syntax);
    let nested = format!("name = {}1{}", "{a=".repeat(100_000), "}".repeat(100_000));
    assert_eq!(only(&nested).code, Code::Syntax);
}

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
            name: "king".into()
        }
    );
    assert_eq!(
        fen_error("4k3/8/8/8/8/8/8/8 w - - 0 1"),
        FenError::RoyalCount {
            color: Color::White,
            count: 0,
            name: "king".into()
        }
    );
    assert_eq!(
        fen_error("8/8/8/8/8/8/8/4K3 b - - 0 1"),
        FenError::RoyalCount {
            color: Color::Black,
            count: 0,
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
    let text = r#"name = "berolina"
[board]
files = 8
ranks = 8
start = "4k3/8/8/8/2p5/8/1P6/4K3 w - - 0 1"
[pieces.pawn]
letter = "p"
san = ""
moves = [
  { leap = [[1, 1]], symmetry = "mirror", mode = "move" },
  { leap = [[0, 1]], mode = "capture", en-passant = true },
  { leap = [[2, 2]], symmetry = "mirror", mode = "move", initial = true, lame = true, sets-en-passant = true },
]
initial-ranks = [2]
[pieces.king]
letter = "k"
betza = "K"
royal = true
"#;
    let ruleset = load_ruleset(text, "berolina.toml", &|_| None).unwrap();
    let tables = fers_rules::compile::<u64>(ruleset).unwrap();
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
