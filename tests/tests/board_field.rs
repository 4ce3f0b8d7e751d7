//! The board field of a FEN has one reader, `fers_movement::board_field`, behind two
//! callers: the ruleset loader (`board.start`) and `Position::from_fen`. Random strings
//! over a small alphabet of letters, digits, `/` and markers go through both: neither
//! panics, and each reports a board problem exactly when the reader finds one.
//!
//! The unit tests of the reader itself, one per kind of problem, are in
//! `crates/movement/src/board_field.rs`.

use fers_geometry::BoardShape;
use fers_movement::board_field::{FieldSyntax, HOLE, read_board_field};
use fers_movement::{DiagnosticCode, Ruleset, Source, load};
use fers_rules::{Position, FenError, FenMode, Variant};
use proptest::prelude::*;
use std::sync::OnceLock;

/// Pieces (of the rulesets below), digits, the rank separator, both markers and a letter
/// that is no piece.
const ALPHABET: &[char] = &[
    'k', 'K', 'p', 'P', 'r', 'R', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '/', '~', '+',
    'x',
];

/// A 16×16 ruleset with castling (so that the loader's castling-square check, which
/// reads the laid-out start position, runs too). `START` is replaced by each case.
const LARGE: &str = r#"
name = "large"
[board]
files = 16
ranks = 16
start = "START w KQkq - 0 1"
[pieces.king]
letter = "k"
betza = "K"
royal = true
[pieces.rook]
letter = "r"
betza = "R"
[pieces.pawn]
letter = "p"
betza = "fmWfcF"
[castling]
rook = "rook"
sides = [
  { name = "king", king = "h1", king-to = "n1", rook = "p1", rook-to = "m1" },
  { name = "queen", king = "h1", king-to = "c1", rook = "a1", rook-to = "d1" },
]
"#;

/// The start position of [`LARGE`], so that it loads.
const LARGE_START: &str = "r6k7r/16/16/16/16/16/16/16/16/16/16/16/16/16/16/R6K7R";

/// `text` with its start position's board field replaced by `field`.
fn with_start(text: &str, old: &str, field: &str) -> String {
    text.replacen(old, field, 1)
}

/// The two rulesets, as text with a placeholder for the start's board field, and
/// compiled.
fn rulesets() -> &'static [(String, &'static str, Variant)] {
    static ALL: OnceLock<Vec<(String, &'static str, Variant)>> = OnceLock::new();
    ALL.get_or_init(|| {
        let standard = include_str!("../../rulesets/standard.toml").to_string();
        let large = LARGE.replacen("START", LARGE_START, 1);
        [
            (standard, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"),
            (large, LARGE_START),
        ]
        .into_iter()
        .map(|(text, start)| {
            let ruleset = load_text(&text).expect("the test ruleset loads");
            let variant = Variant::new(ruleset).expect("the test ruleset compiles");
            (text, start, variant)
        })
        .collect()
    })
}

fn load_text(text: &str) -> Result<Ruleset, fers_movement::RulesetError> {
    let source = Source {
        name: "case.toml".into(),
        text: text.into(),
    };
    load(source, &|_| None)
}

/// Any string over the alphabet.
fn any_field() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(ALPHABET), 0..80)
        .prop_map(|cs| cs.into_iter().collect())
}

/// `ranks` rows over the alphabet without `/`, joined by `/`: the rank count is right
/// for one of the boards, so what the rows hold is what gets read.
fn rows(ranks: usize) -> impl Strategy<Value = String> {
    let row_alphabet: Vec<char> = ALPHABET.iter().copied().filter(|&c| c != '/').collect();
    let row = prop::collection::vec(prop::sample::select(row_alphabet), 0..12)
        .prop_map(|cs| cs.into_iter().collect::<String>());
    prop::collection::vec(row, ranks).prop_map(|rows| rows.join("/"))
}

fn field() -> impl Strategy<Value = String> {
    prop_oneof![any_field(), rows(8), rows(16)]
}

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 512,
        // Integration tests have no `lib.rs`/`main.rs` for the default persistence.
        failure_persistence: Some(Box::new(
            proptest::test_runner::FileFailurePersistence::WithSource("regressions"),
        )),
        ..ProptestConfig::default()
    }
}

fn is_board_error(e: &FenError) -> bool {
    matches!(
        e,
        FenError::RankCount { .. }
            | FenError::RankWidth { .. }
            | FenError::UnknownPiece { .. }
            | FenError::NotPromotable { .. }
            | FenError::Board(_)
    )
}

proptest! {
    #![proptest_config(config())]

    /// `Position::from_fen` never panics, and refuses the board field exactly when the
    /// reader finds a problem in it.
    #[test]
    fn fen_board_field_never_panics(field in field()) {
        for (_, _, variant) in rulesets() {
            let ruleset = variant.ruleset();
            let is_piece = |c, promoted| ruleset.kind_by_symbol(c, promoted).is_some();
            let read = read_board_field(&field, ruleset.shape, FieldSyntax::FEN, is_piece);
            for mode in [FenMode::Strict, FenMode::Relaxed] {
                let fen = format!("{field} w - - 0 1");
                let result = Position::from_fen(variant, &fen, mode);
                let refused = result.as_ref().is_err_and(is_board_error);
                prop_assert_eq!(refused, read.error.is_some(), "{}: {:?}", fen, result.err());
            }
        }
    }

    /// The loader never panics on a start position, and reports a bad start position
    /// exactly when the reader finds a problem in it (read as `board.start` is: holes
    /// allowed, widths checked at each rank's end).
    #[test]
    fn start_board_field_never_panics(field in field()) {
        for (text, start, variant) in rulesets() {
            let ruleset = variant.ruleset();
            let is_piece = |c: char, promoted: bool| {
                (c == HOLE && !promoted) || ruleset.kind_by_symbol(c, promoted).is_some()
            };
            let read = read_board_field(&field, ruleset.shape, FieldSyntax::START, is_piece);
            let result = load_text(&with_start(text, start, &field));
            let bad_start = result.as_ref().is_err_and(|e| {
                e.diagnostics.iter().any(|d| d.code == DiagnosticCode::BadStartPosition)
            });
            prop_assert_eq!(bad_start, read.error.is_some(), "{}", field);
        }
    }
}

#[test]
fn both_callers_read_sixteen_files() {
    let shapes: Vec<BoardShape> = rulesets()
        .iter()
        .map(|(_, _, v)| v.ruleset().shape)
        .collect();
    assert_eq!(
        shapes,
        [BoardShape::STANDARD, BoardShape::new(16, 16).unwrap()]
    );
    // `16` is one run (the large ruleset loads and compiles above, from `LARGE_START`);
    // `17` is one too many, for both callers.
    let (text, start, variant) = &rulesets()[1];
    let field = LARGE_START.replacen("/16/", "/17/", 1);
    let fen = format!("{field} w KQkq - 0 1");
    assert_eq!(
        Position::from_fen(variant, &fen, FenMode::Strict).err(),
        Some(FenError::RankWidth {
            rank: 15,
            found: 17,
            expected: 16
        })
    );
    let error = load_text(&with_start(text, start, &field)).unwrap_err();
    assert_eq!(error.diagnostics[0].code, DiagnosticCode::BadStartPosition);
    assert_eq!(
        error.diagnostics[0].message,
        "rank `17` of the start position spans 17 files, the board 16"
    );
}
