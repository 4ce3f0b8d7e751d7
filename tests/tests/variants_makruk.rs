//! The makruk family (issues #10 and #11): makruk, asean, cambodian (ouk chatrang),
//! karouk and makpong against Fairy-Stockfish's figures and the reference oracle, and
//! the rules one by one — the counting rules (`[rules.honour-counting]`: board's and
//! pieces' honour, the count in FEN), the first moves of the cambodian king and met
//! (`first-move`, `not-in-check`, `first-move-aimed-by`, rights in the FEN's castling
//! field), the first check winning (karouk), the king that may not flee a check
//! (makpong, `royal-in-check`) — with the codes that refuse moves and the loader's
//! problems.
//!
//! The expected FENs were written by Fairy-Stockfish (pyffish 0.0.90, `get_fen` after
//! the moves shown). The data is `tests/data/fairy-stockfish/`.

use fers_conformance::fsf::assert_variants;
use fers_conformance::random_check::assert_bundled_playouts;
use fers_conformance::{sorted_uci, variant};
use fers_movement::DiagnosticCode;
use fers_rules::{EndReason, FenMode, IllegalCode, Outcome};
use fers_rules::typed::{Game, Position, Tables};
use std::sync::Arc;

/// The variants tested here, by Fairy-Stockfish's name (= the bundled ruleset's name).
const VARIANTS: [&str; 5] = ["makruk", "asean", "cambodian", "karouk", "makpong"];

/// Start FENs from Fairy-Stockfish for variants the data does not list: `start_fen`,
/// but for karouk as `get_fen` writes it, with the check counters (its `variant.cpp`
/// leaves them out, and it reads their absence as one check each).
const EXTRA_STARTS: [(&str, &str); 3] = [
    (
        "asean",
        "rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w - - 0 1",
    ),
    (
        "karouk",
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 1+1 0 1",
    ),
    (
        "makpong",
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
    ),
];

/// Rows expecting more nodes than this are skipped (every row of these variants is
/// below it).
const NODE_CAP: u64 = 1_000_000;

#[test]
fn start_positions_and_perft_rows() {
    assert_variants(&VARIANTS, Some(NODE_CAP), &EXTRA_STARTS);
}

#[test]
fn the_reference_agrees_on_random_games() {
    assert_bundled_playouts(&VARIANTS, 40, 12, 300, 500);
}

fn tables(name: &str) -> Arc<Tables<u64>> {
    variant(name)
        .ok()
        .and_then(|v| v.typed::<u64>().cloned())
        .unwrap_or_else(|| panic!("{name} should be a bundled 64-square ruleset"))
}

fn at(name: &str, fen: &str) -> Position<u64> {
    Position::from_fen(&tables(name), fen, FenMode::Strict)
        .unwrap_or_else(|e| panic!("`{fen}`: {e}"))
}

/// The FEN after playing `moves` (UCI) from `fen`.
fn after(name: &str, fen: &str, moves: &[&str]) -> String {
    let mut g = Game::new(at(name, fen));
    for m in moves {
        g.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    g.position().fen()
}

const DRAW_BY_COUNTING: Option<Outcome> = Some(Outcome::Draw {
    reason: EndReason::HonourCounting,
});

#[test]
fn pieces_honour_counts_from_the_number_of_pieces() {
    // The rook takes the rook: black's bare king counts 16 moves (32 plies) against a
    // rook, from twice the three pieces on the board.
    let fen = "8/8/3k4/8/8/4K3/8/4R2r w - - 0 1";
    assert_eq!(
        after("makruk", fen, &["e1h1"]),
        "8/8/3k4/8/8/4K3/8/7R b - 32 6 1"
    );
    // ASEAN counts the same limit from zero.
    assert_eq!(
        after("asean", fen, &["e1h1"]),
        "8/8/3k4/8/8/4K3/8/7R b - 32 0 1"
    );
    let pos = at("makruk", "8/8/3k4/8/8/4K3/8/7R b - 32 6 1");
    assert_eq!(pos.honour_count(), Some((6, 32)));
    assert_eq!(pos.halfmoves(), 0);
}

#[test]
fn a_bare_king_taking_the_last_pawn_counts_at_once() {
    // White's king, alone, takes the last pawn: its count against a rook starts on
    // black's turn, from one ply less than twice the pieces.
    assert_eq!(
        after("makruk", "r7/8/3k4/8/3p4/4K3/8/8 w - - 0 1", &["e3d4"]),
        "r7/8/3k4/8/3K4/8/8/8 b - 32 5 1"
    );
}

#[test]
fn the_game_is_drawn_when_the_count_runs_out() {
    let fen = "8/8/3k4/8/8/4K3/8/7R b - 32 31 20";
    assert_eq!(at("makruk", fen).outcome(), None);
    let mut g = Game::new(at("makruk", fen));
    g.play_text("d6d5").unwrap();
    // 32 plies counted: the limit, not yet past it.
    assert_eq!(g.position().fen(), "8/8/8/3k4/8/4K3/8/7R w - 32 32 21");
    assert_eq!(g.outcome(), None);
    g.play_text("h1h2").unwrap();
    assert_eq!(g.position().fen(), "8/8/8/3k4/8/4K3/7R/8 b - 32 33 21");
    assert_eq!(g.outcome(), DRAW_BY_COUNTING);
    assert_eq!(
        g.outcome().unwrap().to_string(),
        "1/2-1/2 draw by the counting rules"
    );
    assert_eq!(EndReason::HonourCounting.code(), "honour-counting");
    // Checkmate comes first: a mate on the last counted move wins.
    let mate = at("makruk", "3k4/8/3K4/8/8/8/8/7R w - 32 32 30");
    let mut g = Game::new(mate);
    g.play_text("h1h8").unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome::Decisive {
            winner: fers_rules::Color::White,
            reason: EndReason::Checkmate
        })
    );
}

#[test]
fn board_honour_and_its_cambodian_form() {
    // Rooks on both sides and no pawn: board's honour, 64 moves.
    assert_eq!(
        after(
            "makruk",
            "1r2k3/8/8/8/8/8/8/R2K4 w - - 0 1",
            &["a1a2", "b8b2"]
        ),
        "4k3/8/8/8/8/8/Rr6/3K4 w - 128 1 2"
    );
    // In ouk chatrang, 63 moves, and pawns do not stop a side of three pieces from
    // counting; in makruk they do.
    let fen = "4k2r/4p3/8/8/8/8/3P4/R2K4 w - - 0 1";
    assert_eq!(
        after("cambodian", fen, &["a1a2"]),
        "4k2r/4p3/8/8/8/8/R2P4/3K4 b - 126 0 1"
    );
    assert_eq!(
        after("makruk", fen, &["a1a2"]),
        "4k2r/4p3/8/8/8/8/R2P4/3K4 b - - 1 1"
    );
}

#[test]
fn the_cambodian_king_and_met_have_first_moves() {
    let fen = "rnsmksnr/8/pppp1ppp/8/8/PPPP1PPP/8/RNSKMSNR w DEde - 0 1";
    let pos = at("cambodian", fen);
    let mut moves = sorted_uci(&pos, |_| true);
    moves.retain(|m| m.starts_with("d1") || m.starts_with("e1"));
    assert_eq!(
        moves,
        [
            "d1b2", "d1c2", "d1d2", "d1e2", "d1f2", "e1d2", "e1e3", "e1f2"
        ]
    );
    // Each right goes with its piece's first move.
    assert_eq!(
        after("cambodian", fen, &["e1e3"]),
        "rnsmksnr/8/pppp1ppp/8/8/PPPPMPPP/8/RNSK1SNR b Dde - 1 1"
    );
    assert_eq!(
        after("cambodian", fen, &["d1f2"]),
        "rnsmksnr/8/pppp1ppp/8/8/PPPP1PPP/5K2/RNS1MSNR b Ede - 1 1"
    );
    // Makruk's king and met have no such moves.
    let makruk = at(
        "makruk",
        "rnsmksnr/8/pppp1ppp/8/8/PPPP1PPP/8/RNSKMSNR w - - 0 1",
    );
    let moves = sorted_uci(&makruk, |_| true);
    assert!(!moves.contains(&"d1b2".to_string()) && !moves.contains(&"e1e3".to_string()));
}

#[test]
fn a_rook_on_the_kings_file_or_rank_takes_its_leap_away() {
    let fen = "4k3/8/8/8/8/8/R7/3K4 w De - 0 1";
    // On the e-file (the king's): black's `e` goes, counted as pieces' honour too.
    assert_eq!(
        after("cambodian", fen, &["a2e2"]),
        "4k3/8/8/8/8/8/4R3/3K4 b D 30 6 1"
    );
    // Elsewhere it stays.
    assert_eq!(
        after("cambodian", fen, &["a2a3"]),
        "4k3/8/8/8/8/R7/8/3K4 b De 30 6 1"
    );
    let pos = at("cambodian", "4k3/8/8/8/8/8/4R3/3K4 b D 30 6 1");
    let e = pos.validate("e8g7").expect_err("the leap is gone");
    assert_eq!(e.code, IllegalCode::FirstMoveGone);
}

#[test]
fn the_first_check_wins_in_karouk() {
    let fen = "rnsmksnr/8/pppp1ppp/8/4N3/PPPP1PPP/8/RNSKMS1R w DEde - 0 1";
    let mut g = Game::new(at("karouk", fen));
    g.play_text("e4f6").unwrap();
    assert_eq!(
        g.position().fen(),
        "rnsmksnr/8/pppp1Npp/8/8/PPPP1PPP/8/RNSKMS1R b DEde - 0+1 0 1"
    );
    assert_eq!(
        g.outcome(),
        Some(Outcome::Decisive {
            winner: fers_rules::Color::White,
            reason: EndReason::CheckLimit { checks: 1 }
        })
    );
    // The counters in Fairy-Stockfish's place, with a count running.
    let fen = "4k3/8/8/8/8/8/R7/3K4 w De - 1+1 0 1";
    assert_eq!(
        after("karouk", fen, &["a2a3"]),
        "4k3/8/8/8/8/R7/8/3K4 b De 30 1+1 6 1"
    );
}

#[test]
fn the_makpong_king_may_not_flee_a_check() {
    let fen = "4k3/8/8/5R2/8/8/8/3K3r w - - 0 1";
    assert_eq!(sorted_uci(&at("makpong", fen), |_| true), ["f5f1"]);
    // In makruk the king may step away.
    assert_eq!(
        sorted_uci(&at("makruk", fen), |_| true),
        ["d1c2", "d1d2", "d1e2", "f5f1"]
    );
    // So a met alone can mate: a king and met against a king is not dead material, as
    // in Fairy-Stockfish (in makruk it is).
    let fen = "8/5K2/2M5/8/5k2/8/8/8 b - - 0 1";
    assert!(!at("makpong", fen).is_insufficient_material());
    assert!(at("makruk", fen).is_insufficient_material());
    let mate = at("makpong", "8/8/8/8/8/2K5/1M6/k7 b - - 0 1");
    assert_eq!(
        mate.outcome(),
        Some(Outcome::Decisive {
            winner: fers_rules::Color::White,
            reason: EndReason::Checkmate
        })
    );
    // Taking the checker is allowed.
    let fen = "4k3/8/8/8/8/8/3r4/3K4 w - - 0 1";
    assert_eq!(sorted_uci(&at("makpong", fen), |_| true), ["d1d2"]);
}

#[test]
fn count_fields_round_trip_and_limits_are_checked() {
    for fen in [
        "8/8/3k4/8/8/4K3/8/7R b - 32 6 1",
        "4k3/8/8/8/8/8/Rr6/3K4 w - 128 1 2",
        "rnsmksnr/8/pppp1ppp/8/8/PPPPMPPP/8/RNSK1SNR b Dde - 1 1",
    ] {
        let name = if fen.contains("Dde") {
            "cambodian"
        } else {
            "makruk"
        };
        assert_eq!(at(name, fen).fen(), fen);
    }
    // Fairy-Stockfish's own perft row reads a limit of 0 as no count.
    let pos = at(
        "cambodian",
        "r1s1ks1r/3nm3/pppNpppp/3n4/5P2/PPPPPNPP/8/R1SKMS1R b DEe 0 0 5",
    );
    assert_eq!(pos.honour_count(), None);
    assert_eq!(
        pos.fen(),
        "r1s1ks1r/3nm3/pppNpppp/3n4/5P2/PPPPPNPP/8/R1SKMS1R b DEe - 0 5"
    );
    let t = tables("makruk");
    assert!(Position::from_fen(&t, "8/8/3k4/8/8/4K3/8/7R b - 99999 6 1", FenMode::Strict).is_err());
    // A first-move right needs a piece that has a first move.
    let t = tables("cambodian");
    assert!(Position::from_fen(&t, "4k3/8/8/8/8/8/R7/3K4 w A - 0 1", FenMode::Strict).is_err());
    assert!(Position::from_fen(&t, "4k3/8/8/8/8/8/R7/3K4 w Z - 0 1", FenMode::Strict).is_err());
}

fn load(text: &str) -> Result<fers_rules::Ruleset, fers_rules::RulesetError> {
    let resolve = |name: &str| fers_standard::resolve(name, None);
    fers_rules::load_ruleset(text, "makruk.toml", &resolve)
}

#[test]
fn the_loader_checks_the_new_keys() {
    let e = load(
        r#"name = "bad"
extends = "makruk"
[pieces.met]
letter = "m"
moves = [{ leap = "ferz" }, { leap = [[0, 2]], first-move = true }]
[pieces.khon]
letter = "s"
betza = "FfW"
first-move-aimed-by = "rook"
[rules]
royal-in-check = "capture"
[rules.honour-counting]
pawns = "pawns"
board-honour = 0
board-honour-pieces = 1
pieces-honour = [{ kind = "rook", count = 0, moves = 8 }]
count-from = "one"
"#,
    )
    .expect_err("bad keys");
    let found: Vec<(DiagnosticCode, usize, usize, String)> = e
        .diagnostics
        .iter()
        .map(|d| (d.code, d.line, d.column, d.message.clone()))
        .collect();
    let expected: Vec<(DiagnosticCode, usize, usize, &str)> = vec![
        (
            DiagnosticCode::BadMove,
            5,
            29,
            "`met`: a `first-move` move must be a leap or slide with `mode = \"move\"` (it never captures, so it never gives check)",
        ),
        (
            DiagnosticCode::BadMove,
            9,
            23,
            "`khon`: `first-move-aimed-by` takes away a first-move right, and `khon` has no `first-move` move",
        ),
        (
            DiagnosticCode::BadRule,
            11,
            18,
            "`royal-in-check` must be \"any\" or \"capture-only\", not \"capture\"",
        ),
        (
            DiagnosticCode::UnknownPiece,
            13,
            9,
            "`rules.honour-counting.pawns` names `pawns`, which is not a declared piece",
        ),
        (
            DiagnosticCode::BadRule,
            14,
            16,
            "`board-honour` must be 1 to 10000 moves, not 0",
        ),
        (
            DiagnosticCode::BadRule,
            15,
            23,
            "`board-honour-pieces` must be 2 to 255, not 1",
        ),
        (
            DiagnosticCode::BadRule,
            16,
            43,
            "`pieces-honour`: `count` must be 1 to 255, not 0",
        ),
        (
            DiagnosticCode::BadRule,
            17,
            14,
            "`count-from` must be \"zero\" or \"pieces\", not \"one\"",
        ),
    ];
    let expected: Vec<(DiagnosticCode, usize, usize, String)> = expected
        .into_iter()
        .map(|(c, l, col, m)| (c, l, col, m.to_string()))
        .collect();
    assert_eq!(found, expected);
    // First moves are written in the castling field: not beside castling.
    let e = load(
        r#"name = "bad"
extends = "cambodian"
[castling]
rook = "rook"
sides = [{ name = "king", king = "d1", king-to = "f1", rook = "h1", rook-to = "e1" }]
"#,
    )
    .expect_err("first moves and castling");
    assert!(
        e.diagnostics
            .iter()
            .any(|d| d.code == DiagnosticCode::BadCastling
                && d.message.contains("`first-move` move")),
        "{e}"
    );
}
