//! Drops limited by named regions (issue #9, a piece's `drop-region`): the test ruleset
//! `region-drops` (crazyhouse whose pawns are dropped only on their own half and whose
//! knights only on four squares given for each side apart) against the reference
//! oracle, which reads the region on its own: exact drop lists for both sides, perft
//! counts, random playouts, the refusal codes and sentences, and the loader's problems
//! with their places.

use fers_conformance::random_check::check_variant_playouts;
use fers_conformance::{sorted_uci, test_ruleset, test_ruleset_text};
use fers_movement::DiagnosticCode;
use fers_reference::{self as reference, Board};
use fers_rules::{FenMode, IllegalCode, Variant};
use fers_rules::typed::{Position, Tables};
use std::sync::Arc;

fn tables() -> Arc<Tables<u64>> {
    fers_rules::typed::compile::<u64>(test_ruleset("region-drops")).expect("compiles")
}

fn at(fen: &str) -> Position<u64> {
    Position::from_fen(&tables(), fen, FenMode::Strict).unwrap_or_else(|e| panic!("`{fen}`: {e}"))
}

/// The drops of `pos`, in UCI, sorted, after checking that the reference oracle lists
/// the same legal moves (drops and the others).
fn drops(pos: &Position<u64>) -> Vec<String> {
    let all = sorted_uci(pos, |_| true);
    let mut oracle: Vec<String> = reference::legal_moves(pos)
        .into_iter()
        .map(|m| pos.uci(m))
        .collect();
    oracle.sort();
    assert_eq!(all, oracle, "the reference oracle disagrees on {}", pos.fen());
    all.into_iter().filter(|m| m.contains('@')).collect()
}

/// Perft by the reference oracle alone: its own moves, played on its own board.
fn oracle_perft(ruleset: &fers_movement::Ruleset, board: &Board, depth: u32) -> u64 {
    let moves = reference::legal_moves_on(ruleset, board);
    if depth <= 1 {
        return if depth == 0 { 1 } else { moves.len() as u64 };
    }
    moves
        .into_iter()
        .map(|m| oracle_perft(ruleset, &reference::play(ruleset, board, m), depth - 1))
        .sum()
}

const BOTH_HANDS: &str = "r3k2r/pppq1ppp/8/8/8/8/PPPQ1PPP/R3K2R[PNpn] w KQkq - 0 1";

fn squares(files: &str, ranks: &str) -> Vec<String> {
    let mut out = Vec::new();
    for f in files.chars() {
        for r in ranks.chars() {
            out.push(format!("{f}{r}"));
        }
    }
    out
}

#[test]
fn pawns_drop_on_their_own_half_and_knights_on_their_sides_outposts() {
    let pos = at(BOTH_HANDS);
    // White's pawns: ranks 2 to 4 (the region's ranks 1 to 4 within drop ranks 2 to 7),
    // but e2 and the occupied squares of rank 2 (a2, b2, c2, d2, f2, g2, h2).
    let mut expected: Vec<String> = squares("abcdefgh", "34")
        .into_iter()
        .chain(["e2".to_string()])
        .map(|sq| format!("P@{sq}"))
        .collect();
    // White's knights: c5, d5, e5, f5 (white's part of `outposts`).
    expected.extend(squares("cdef", "5").into_iter().map(|sq| format!("N@{sq}")));
    expected.sort();
    assert_eq!(drops(&pos), expected);
    // Black's: ranks 5 and 6 and e7 for pawns (mirrored), c4 to f4 for knights (given
    // apart: not the mirror of white's c5-f5).
    let black = at(&BOTH_HANDS.replace(" w ", " b "));
    let mut expected: Vec<String> = squares("abcdefgh", "56")
        .into_iter()
        .chain(["e7".to_string()])
        .map(|sq| format!("P@{sq}"))
        .collect();
    expected.extend(squares("cdef", "4").into_iter().map(|sq| format!("N@{sq}")));
    expected.sort();
    assert_eq!(drops(&black), expected);
}

#[test]
fn a_drop_outside_the_region_is_refused_with_the_regions_name() {
    let pos = at(BOTH_HANDS);
    let refused = |text: &str| fers_conformance::refusal(&pos, text);
    assert_eq!(
        refused("P@e5"),
        (
            IllegalCode::DropNotAllowed,
            "a pawn may be dropped only in the region own-half (e5 is outside it)".to_string()
        )
    );
    assert_eq!(
        refused("N@c4"),
        (
            IllegalCode::DropNotAllowed,
            "a knight may be dropped only in the region outposts (c4 is outside it)".to_string()
        )
    );
    // In the region but off the pawn's drop ranks: the ranks' own reason.
    assert_eq!(
        refused("P@e1"),
        (
            IllegalCode::DropNotAllowed,
            "e1 is occupied by your king: a piece is dropped on an empty square".to_string()
        )
    );
    let pos = at("r3k2r/pppq1ppp/8/8/8/8/PPPQ1PPP/R3K3[PNpn] w Qkq - 0 1");
    let e = pos.validate("P@h1").unwrap_err();
    assert_eq!(
        (e.code, e.message.as_str()),
        (
            IllegalCode::DropNotAllowed,
            "a pawn may not be dropped on rank 1 (only on ranks 2, 3, 4, 5, 6, 7)"
        )
    );
    // Black's knight outposts are black's own squares.
    let black = at(&BOTH_HANDS.replace(" w ", " b "));
    assert_eq!(black.validate("N@d4").map(|m| black.uci(m)), Ok("N@d4".into()));
    assert_eq!(
        black.validate("N@d5").unwrap_err().code,
        IllegalCode::DropNotAllowed
    );
}

#[test]
fn perft_counts_agree_with_the_reference_oracle() {
    // Depth 1 counted by hand: in BOTH_HANDS 37 moves on the board and 21 drops (17
    // pawns, 4 knights); from the start 20 moves, 16 pawn drops on ranks 3 and 4 and 4
    // knight drops. The oracle's own perft (its moves, played on its own board) agrees
    // to depth 2.
    let cases: [(&str, &[u64]); 2] = [
        (BOTH_HANDS, &[58, 3164, 156_330]),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[PPNNppnn] w KQkq - 0 1",
            &[40, 1584, 64_328],
        ),
    ];
    let ruleset = test_ruleset("region-drops");
    for (fen, counts) in cases {
        let pos = at(fen);
        let board = Board::of(&pos);
        for (depth, &n) in (1..).zip(counts) {
            assert_eq!(pos.perft(depth), n, "{fen} depth {depth}");
            if depth <= 2 {
                assert_eq!(oracle_perft(&ruleset, &board, depth), n, "oracle: {fen}");
            }
        }
    }
}

#[test]
fn the_reference_agrees_on_random_games() {
    let variant = Variant::from(tables());
    let text = test_ruleset_text("region-drops");
    let checked = check_variant_playouts(&variant, &text, 9, 8, 90).unwrap_or_else(|f| panic!("{f}"));
    assert!(checked.positions >= 500, "{} positions", checked.positions);
}

/// The problems of a ruleset text, as (code, line, column, message).
fn problems(text: &str) -> Vec<(DiagnosticCode, usize, usize, String)> {
    let resolve = |name: &str| fers_standard::resolve(name, None);
    let e = fers_rules::load_ruleset(text, "bad.toml", &resolve).unwrap_err();
    e.diagnostics
        .iter()
        .map(|d| (d.code, d.line, d.column, d.message.clone()))
        .collect()
}

#[test]
fn an_unknown_region_and_a_region_without_hands_are_reported_where_they_stand() {
    let text = test_ruleset_text("region-drops").replace(
        "drop-region = \"own-half\"",
        "drop-region = \"own-halves\"",
    );
    let line = text.lines().position(|l| l.contains("own-halves")).unwrap() + 1;
    assert_eq!(
        problems(&text),
        [(
            DiagnosticCode::BadRegion,
            line,
            15,
            "`pawn`: `drop-region` names `own-halves`, which is not a region of `[regions]`".to_string()
        )]
    );
    let text = r#"name = "no-hands"
[board]
files = 8
ranks = 8
start = "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
[regions]
home = { squares = "1-2" }
[pieces.king]
letter = "k"
betza = "K"
royal = true
drop-region = "home"
"#;
    assert_eq!(
        problems(text),
        [(
            DiagnosticCode::BadRule,
            12,
            15,
            "`king`: `drop-region` needs `[hands]`: without them nothing is dropped".to_string()
        )]
    );
}
