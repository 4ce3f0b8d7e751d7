//! Bad input never panics: every entry point that takes outside text (a ruleset, a FEN,
//! a move) answers with a typed error that names what is wrong and where, and a refused
//! move or position leaves every piece of state exactly as it was. This file: rulesets (TOML);
//! the other `bad_input_*.rs` files cover the other kinds of input.
//!
//! The command-line contract (exit codes, output formats) is tested in
//! `crates/cli/tests/cli.rs`, where the built `fers` binary is available.

use fers_movement::{Diagnostic, DiagnosticCode as Code};
use fers_rules::{Variant, load_ruleset};

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

/// Asserts, for each case, that its text has exactly one problem, with this code, line,
/// column and message.
fn assert_each_only<T: AsRef<str>>(
    cases: impl IntoIterator<Item = (T, Code, usize, usize, &'static str)>,
) {
    for (text, code, line, column, message) in cases {
        let text = text.as_ref();
        let d = only(text);
        assert_eq!(
            (d.code, d.line, d.column, d.message.as_str()),
            (code, line, column, message),
            "{text}"
        );
    }
}

// The rulesets of this file stay inline: each test breaks one line of them and checks the
// line and column of the problem reported, so the line numbers are the point.

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
    // `to = []` is a pawn with nothing to become (it may not enter its last rank), but
    // black's list may not be empty beside white's.
    assert!(load_ruleset(&edit(SMALL, r#"to = ["queen"]"#, "to = []"), "small.toml", &|_| None).is_ok());
    let d = only(&edit(SMALL, r#"to = ["queen"]"#, r#"to = ["queen"], black-to = []"#));
    assert_eq!((d.code, d.line), (Code::BadPromotion, 9), "{d}");
    assert!(d.message.contains("`black-to` lists no pieces"), "{d}");
}

#[test]
fn no_royal_piece_is_a_game_without_check_but_a_royal_double_step_is_refused() {
    // Zero royal kinds is a ruleset of its own (no check, no checkmate): it loads.
    let text = edit(MINI, "royal = true", "royal = false");
    let ruleset = load_ruleset(&text, "bad.toml", &|_| None).expect("no royal kind loads");
    assert!(ruleset.pieces.iter().all(|p| !p.royal));
    // What stays refused with BadRoyal: a royal piece that could be taken en passant.
    let d = only(&edit(MINI, r#"betza = "K""#, r#"betza = "KifmnDfceF""#));
    assert_eq!((d.code, d.line), (Code::BadRoyal, 6), "{d}");
    assert!(d.message.contains("en passant"), "{d}");
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

#[test]
fn goal_keys_name_what_is_wrong_and_where() {
    let with = |rules: &str| format!("{MINI}[rules]\n{rules}");
    let cases: [(&str, Code, usize, usize, &str); 9] = [
        (
            "checkmate = \"lose\"\n",
            Code::BadRule,
            11,
            13,
            "`checkmate` must be \"loss\", \"draw\" or \"win\", not \"lose\"",
        ),
        (
            "check-limit = 100\n",
            Code::BadRule,
            11,
            15,
            "`check-limit` must be 0 (off) or 1 to 99, not 100",
        ),
        (
            "giving-check = \"never\"\n",
            Code::BadRule,
            11,
            16,
            "`giving-check` must be \"allowed\", \"illegal\" or \"not-by-drops\", not \"never\"",
        ),
        (
            "draw-winner = \"both\"\n",
            Code::BadRule,
            11,
            15,
            "`draw-winner` must be \"none\", \"white\" or \"black\", not \"both\"",
        ),
        (
            "[rules.extinction]\ncount = 1\n",
            Code::BadRule,
            11,
            1,
            "`[rules.extinction]` counts nothing: name `kinds` or set `all-pieces = true`",
        ),
        (
            "[rules.extinction]\nkinds = \"kng\"\n",
            Code::UnknownPiece,
            12,
            9,
            "`rules.extinction` names `kng`, which is not a declared piece",
        ),
        (
            "[rules.flag]\nkinds = \"king\"\nwhite = [\"e9\"]\nblack = [\"e5\"]\n",
            Code::BadRule,
            13,
            10,
            "`rules.flag.white` names `e9`, which is not a square of the 8x8 board",
        ),
        (
            "[rules.flag]\nkinds = \"king\"\nwhite = [\"e4\"]\nblack-ranks = [0]\n",
            Code::BadRule,
            14,
            16,
            "`rules.flag.black-ranks` names rank 0; the board has ranks 1 to 8",
        ),
        (
            "[rules.flag]\nkinds = \"king\"\nwhite = [\"e4\"]\nreply = \"later\"\n",
            Code::BadRule,
            14,
            9,
            "`rules.flag.reply` must be \"none\", \"survive\" or \"draw\", not \"later\"",
        ),
    ];
    assert_each_only(
        cases
            .map(|(rules, code, line, column, message)| (with(rules), code, line, column, message)),
    );
    // The unknown kind comes with the nearest name as a hint.
    let d = only(&with("[rules.extinction]\nkinds = \"kng\"\n"));
    assert_eq!(d.hint.as_deref(), Some("did you mean `king`?"));
}

#[test]
fn mate_rule_and_safe_flag_keys_name_what_is_wrong_and_where() {
    let with = |rules: &str| format!("{MINI}[rules]\n{rules}");
    // Without a royal kind nothing is ever checkmated.
    let plain = MINI.replace("royal = true\n", "");
    let cases: [(String, Code, usize, usize, &str); 5] = [
        (
            with(
                "[rules.flag]\nkinds = \"king\"\nwhite = [\"e4\"]\nreply = \"survive\"\nsafe = true\n",
            ),
            Code::BadRule,
            15,
            8,
            "`rules.flag.safe = true` needs `reply = \"none\"`: a safe piece in the region wins at once",
        ),
        (
            with("decisive-checks = [\"king\", \"kong\"]\n"),
            Code::UnknownPiece,
            11,
            19,
            "`rules.decisive-checks` names `kong`, which is not a declared piece",
        ),
        (
            format!("{plain}[rules]\ndecisive-checks = \"king\"\n"),
            Code::BadRoyal,
            10,
            19,
            "`decisive-checks` judges checkmates, but no piece can be checkmated: declare a royal kind (or pseudo-royal `[rules.extinction]` kinds)",
        ),
        (
            format!("{plain}mate-loses = true\n"),
            Code::BadRoyal,
            9,
            14,
            "`king`: `mate-loses = true` judges checkmates, but no piece can be checkmated: declare a royal kind (or pseudo-royal `[rules.extinction]` kinds)",
        ),
        (
            with("[rules.flag]\nkinds = \"king\"\nwhite = [\"e4\"]\nsafe = \"yes\"\n"),
            Code::Syntax,
            14,
            8,
            "`rules.flag.safe` must be true or false, not a string",
        ),
    ];
    assert_each_only(cases);
    // A misspelt key names the new one as its hint.
    let d = only(&MINI.replace("royal = true\n", "royal = true\nmate-lose = true\n"));
    assert_eq!((d.code, d.line, d.column), (Code::UnknownKey, 10, 1));
    assert_eq!(d.hint.as_deref(), Some("did you mean `mate-loses`?"));
}

#[test]
fn hands_keys_name_what_is_wrong_and_where() {
    let with_start =
        |start: &str, rest: &str| format!("{}{rest}", MINI.replace("4k3/8/8/8/8/8/8/4K3 w", start));
    let cases: [(String, Code, usize, usize, &str); 5] = [
        (
            format!("{MINI}[hands]\ncaptures = \"mine\"\n"),
            Code::BadRule,
            11,
            12,
            "`captures` must be \"captor\", \"partner\" or \"none\", not \"mine\"",
        ),
        (
            format!("{MINI}[hands]\npromoted = \"never\"\n"),
            Code::BadRule,
            11,
            12,
            "`promoted` must be \"demote\" or \"keep\", not \"never\"",
        ),
        (
            with_start("4k3/8/8/8/8/8/8/4K3[Kk] w", ""),
            Code::BadStartPosition,
            5,
            29,
            "the start position has a pocket (`[...]`), but the ruleset has no `[hands]`",
        ),
        (
            with_start("4k3/8/8/8/8/8/8/4K3[Kx] w", "[hands]\n"),
            Code::BadStartPosition,
            5,
            31,
            "`x` in the start position's pocket is not a piece letter",
        ),
        (
            format!("{MINI}drop-ranks = [0]\n[hands]\n"),
            Code::BadMove,
            10,
            14,
            "`king`: drop rank 0 is not on a board of 8 ranks",
        ),
    ];
    assert_each_only(cases);
}

#[test]
fn explosion_and_pseudo_royal_keys_name_what_is_wrong_and_where() {
    // MINI's king is royal; these cases drop that first where they need to.
    let plain = MINI.replace("royal = true\n", "");
    assert_ne!(plain, MINI, "MINI changed");
    let cases: [(String, Code, usize, usize, &str); 7] = [
        (
            format!("{MINI}[rules.explosion]\nspares = \"king\"\n"),
            Code::BadRoyal,
            10,
            1,
            "`king` is royal, and a royal piece may not be blown up: with `[rules.explosion]`, make it pseudo-royal (`[rules.extinction]` with `kinds` and `pseudo-royal = true`) instead",
        ),
        (
            format!("{MINI}[rules.extinction]\nkinds = \"king\"\npseudo-royal = true\n"),
            Code::BadRoyal,
            10,
            1,
            "`king` is royal and may not also be pseudo-royal: drop `royal = true` (the extinction rule ends the game when it is lost)",
        ),
        (
            format!("{plain}[rules.extinction]\nall-pieces = true\npseudo-royal = true\n"),
            Code::BadRule,
            9,
            1,
            "`pseudo-royal = true` needs `kinds`: the pieces that may not be left attacked",
        ),
        (
            format!(
                "{plain}[rules.extinction]\nkinds = \"king\"\nresult = \"win\"\npseudo-royal = true\n"
            ),
            Code::BadRule,
            9,
            1,
            "`pseudo-royal = true` needs `result = \"loss\"`: a side protects the pieces it must not lose",
        ),
        (
            format!("{plain}[rules.extinction]\nkinds = \"king\"\nduple-check = true\n"),
            Code::BadRule,
            9,
            1,
            "`duple-check = true` needs `pseudo-royal = true`",
        ),
        (
            format!("{plain}[rules.extinction]\nkinds = \"king\"\ntogether = true\n"),
            Code::BadRule,
            11,
            12,
            "`together = true` counts `kinds` as one group: name two or more kinds",
        ),
        (
            format!("{plain}[rules.explosion]\nimmune = \"kong\"\n"),
            Code::UnknownPiece,
            10,
            10,
            "`rules.explosion.immune` names `kong`, which is not a declared piece",
        ),
    ];
    assert_each_only(cases);
    let d = only(&MINI.replace("royal = true\n", "promotion-limit = 0\n"));
    assert_eq!(
        (d.code, d.line, d.column, d.message.as_str()),
        (
            Code::BadPromotion,
            9,
            19,
            "`king`: `promotion-limit` must be 1 to 255, not 0"
        )
    );
    let d = only(&format!("{plain}[rules]\nmutually-immune = \"kin\"\n"));
    assert_eq!(d.code, Code::UnknownPiece);
    assert_eq!(d.hint.as_deref(), Some("did you mean `king`?"));
}

#[test]
fn counting_and_first_move_keys() {
    // Wrong types are found by the scanner, with the place of the value.
    let d = only(&edit(
        MINI,
        "royal = true",
        "royal = true\nmoves = [{ leap = \"king\", first-move = 1 }]",
    ));
    assert_eq!((d.code, d.line, d.column), (Code::Syntax, 10, 40), "{d}");
    let text = format!("{MINI}[rules]\nroyal-in-check = true\n");
    assert_eq!(places(&text), [(Code::Syntax, 11, 18)]);
    let text = format!("{MINI}[rules.honour-counting]\nboard-honour = \"64\"\nbord-honour = 1\n");
    assert_eq!(
        places(&text),
        [(Code::Syntax, 11, 16), (Code::UnknownKey, 12, 1)]
    );
    // Values out of range, with the rule's words.
    let text = format!(
        "{MINI}[rules.honour-counting]\npieces-honour = [{{ kind = \"queen\", moves = 8 }}]\n"
    );
    let d = only(&text);
    assert_eq!(
        (d.code, d.line, d.column),
        (Code::UnknownPiece, 11, 27),
        "{d}"
    );
    let text = format!("{MINI}[rules.honour-counting]\npawns = \"king\"\n");
    let d = only(&text);
    assert_eq!((d.code, d.line, d.column), (Code::BadRule, 10, 1), "{d}");
    assert!(d.message.contains("gives no limit"), "{d}");
    let text = format!("{MINI}[rules.honour-counting]\nboard-honour = 20000\n");
    let d = only(&text);
    assert_eq!((d.code, d.line, d.column), (Code::BadRule, 11, 16), "{d}");
    // `first-move-aimed-by` on a piece without a first move.
    let d = only(&edit(
        MINI,
        "royal = true",
        "royal = true\nfirst-move-aimed-by = \"king\"",
    ));
    assert_eq!((d.code, d.line, d.column), (Code::BadMove, 10, 23), "{d}");
}

#[test]
fn gating_keys() {
    // Wrong types and unknown keys of `[hands]`, with the place of the value or key.
    assert_eq!(
        places(&format!("{MINI}[hands]\ngating = 1\ndrops = \"no\"\n")),
        [(Code::Syntax, 11, 10), (Code::Syntax, 12, 9)]
    );
    let d = only(&format!("{MINI}[hands]\ndrop = false\n"));
    assert_eq!((d.code, d.line, d.column), (Code::UnknownKey, 11, 1), "{d}");
    assert_eq!(d.hint.as_deref(), Some("did you mean `drops`?"));
    // Gating beside a first-move component: both would stand in the castling field.
    let first_move = edit(
        MINI,
        "betza = \"K\"",
        "moves = [{ leap = \"king\" }, { leap = [[0, 2]], mode = \"move\", first-move = true }]",
    );
    assert_each_only([(
        format!("{first_move}[hands]\ngating = true\n"),
        Code::BadRule,
        11,
        10,
        "`gating` writes which pieces may still gate in the FEN's castling field, where `king`'s `first-move` right would also stand: a ruleset cannot have both",
    )]);
}

#[test]
fn promotion_zone_and_initial_regions() {
    // A zone, a mandatory part or initial squares naming no region, with the nearest
    // region's name as hint; each with the place of the name.
    let with_regions = format!("{SMALL}[regions]\nfar = {{ squares = \"a8 b8\" }}\n");
    let zone = edit(
        &with_regions,
        "promotion = { to = [\"queen\"] }",
        "promotion = { to = [\"queen\"], zone = \"fra\" }",
    );
    assert_each_only([
        (
            zone,
            Code::BadRegion,
            9,
            38,
            "`pawn`: promotion `zone` names `fra`, which is not a region of `[regions]` (hint: did you mean `far`?)",
        ),
        (
            edit(
                &with_regions,
                "promotion = { to = [\"queen\"] }",
                "promotion = { to = [\"queen\"], zone = \"far\", mandatory = \"near\" }",
            ),
            Code::BadRegion,
            9,
            57,
            "`pawn`: promotion `mandatory` names `near`, which is not a region of `[regions]` (hint: did you mean `far`?)",
        ),
        (
            edit(
                &with_regions,
                "betza = \"fmWfcF\"",
                "betza = \"fmWfcFifmnD\"\ninitial-region = \"farr\"",
            ),
            Code::BadRegion,
            9,
            18,
            "`pawn`: `initial-region` names `farr`, which is not a region of `[regions]` (hint: did you mean `far`?)",
        ),
        (
            edit(
                &with_regions,
                "betza = \"fmWfcF\"",
                "betza = \"fmWfcFifmnD\"\ninitial-ranks = [2]\ninitial-region = \"far\"",
            ),
            Code::BadMove,
            10,
            18,
            "`pawn` gives both `initial-ranks` and `initial-region`: give one (a region can hold whole ranks)",
        ),
        // A zone that is neither a list of ranks nor a name.
        (
            edit(
                &with_regions,
                "promotion = { to = [\"queen\"] }",
                "promotion = { to = [\"queen\"], zone = 8 }",
            ),
            Code::Syntax,
            9,
            38,
            "`pieces.pawn.promotion.zone` must be a string or an array, not an integer",
        ),
    ]);
    // A zone region where the kind promoted to must itself promote.
    let chain = edit(
        &with_regions,
        "[pieces.queen]\nletter = \"q\"\nbetza = \"Q\"",
        "[pieces.queen]\nletter = \"q\"\nbetza = \"Q\"\npromotion = { to = [\"rook\"], zone = \"far\" }",
    );
    let chain = edit(
        &chain,
        "promotion = { to = [\"queen\"] }",
        "promotion = { to = [\"queen\"], zone = [7, 8], mandatory = [] }",
    );
    let d = only(&chain);
    assert_eq!(
        (d.code, d.line, d.column),
        (Code::BadPromotion, 6, 1),
        "{d}"
    );
    assert_eq!(
        d.message,
        "`pawn` may promote to `queen` on a8, where a `queen` must itself promote"
    );
}
