//! The janggi family (issue #11): janggi, janggicasual, janggimodern and
//! janggitraditional against Fairy-Stockfish's figures and the reference oracle, and
//! the rules one by one — the palace's diagonal lines (`within`), cannons that neither
//! hop over nor take a cannon (`no-screen`, `mutually-immune`), the elephant's bent
//! leap, passing (`pass`, written `e2e2`), two passes in a row, bikjang
//! (`facing-royals-end`), material counting (`[rules.counting]`) — with the codes that
//! refuse moves and the loader's problems.
//!
//! For each variant of [`VARIANTS`], loaded by its bundled name: its start position is
//! Fairy-Stockfish's, and every row for it in `perft.tsv` and `pyffish_perft.tsv` of at
//! most [`NODE_CAP`] nodes is reproduced. The data is `tests/data/fairy-stockfish/`.

use fers_conformance::fsf::assert_variants;
use fers_conformance::random_check::assert_bundled_playouts;
use fers_conformance::{sorted_uci, sorted_uci_from, variant};
use fers_movement::DiagnosticCode;
use fers_rules::{Color, EndReason, FenMode, IllegalCode, Outcome};
use fers_rules::typed::{Game, Position, Tables};
use std::sync::Arc;

/// The variants tested here, by Fairy-Stockfish's name (= the bundled ruleset's name).
const VARIANTS: [&str; 4] = [
    "janggi",
    "janggicasual",
    "janggimodern",
    "janggitraditional",
];

/// Start FENs from Fairy-Stockfish's `variant.cpp` for variants the data does not list.
const START: &str = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";
const EXTRA_STARTS: [(&str, &str); 3] = [
    ("janggicasual", START),
    ("janggimodern", START),
    ("janggitraditional", START),
];

/// Rows expecting more nodes than this are skipped.
const NODE_CAP: u64 = 2_000_000;

#[test]
fn start_positions_and_perft_rows() {
    assert_variants(&VARIANTS, Some(NODE_CAP), &EXTRA_STARTS);
}

#[test]
fn the_reference_agrees_on_random_games() {
    assert_bundled_playouts(&VARIANTS, 20, 12, 100, 500);
}

fn tables(name: &str) -> Arc<Tables<u128>> {
    variant(name)
        .ok()
        .and_then(|v| v.typed::<u128>().cloned())
        .unwrap_or_else(|| panic!("{name} should be a bundled 128-square ruleset"))
}

fn at(name: &str, fen: &str) -> Position<u128> {
    Position::from_fen(&tables(name), fen, FenMode::Strict)
        .unwrap_or_else(|e| panic!("`{fen}`: {e}"))
}

fn janggi(fen: &str) -> Position<u128> {
    at("janggi", fen)
}

fn refusal(fen: &str, mv: &str) -> (IllegalCode, String) {
    fers_conformance::refusal(&janggi(fen), mv)
}

#[test]
fn the_general_and_advisors_follow_the_palace_lines() {
    // The general on the palace's centre steps to all eight points around it; the
    // advisor on d1, a corner, steps along the line to e2 and orthogonally.
    let pos = janggi("3k5/9/9/9/9/9/9/9/4K4/3A5 w - - 0 1");
    assert_eq!(
        sorted_uci_from(&pos, "e2"),
        [
            "e2d2", "e2d3", "e2e1", "e2e2", "e2e3", "e2f1", "e2f2", "e2f3"
        ]
    );
    assert_eq!(sorted_uci_from(&pos, "d1"), ["d1d2", "d1e1"]);
    // On d2, the middle of a side, there is no diagonal line: orthogonal steps only.
    let pos = janggi("3k5/9/9/9/9/9/9/9/3A5/4K4 w - - 0 1");
    assert_eq!(sorted_uci_from(&pos, "d2"), ["d2d1", "d2d3", "d2e2"]);
}

#[test]
fn chariots_and_cannons_use_the_diagonals_of_either_palace() {
    // The chariot on d1 slides along the line through e2 to f3; the cannon on f1 hops
    // over the advisor on e2 to d3. Neither leaves the line at g4 or c4.
    let pos = janggi("4k4/9/9/9/9/9/9/9/4A4/3RKC3 w - - 0 1");
    let chariot = sorted_uci_from(&pos, "d1");
    assert!(chariot.contains(&"d1d2".to_string()));
    assert!(!chariot.contains(&"d1e2".to_string()));
    let cannon = sorted_uci_from(&pos, "f1");
    assert_eq!(cannon, ["f1d3"]);
    // In the enemy palace too: the chariot on d8 takes the advisor on f10 over e9.
    let pos = janggi("4ka3/9/3R5/9/9/9/9/9/9/3K5 w - - 0 1");
    assert!(sorted_uci_from(&pos, "d8").contains(&"d8f10".to_string()));
    assert_eq!(
        refusal("4ka3/9/3R5/9/9/9/9/9/9/3K5 w - - 0 1", "d8c9").0,
        IllegalCode::PieceCannotMoveThatWay
    );
}

#[test]
fn soldiers_step_sideways_and_forward_along_the_palace_lines() {
    // The soldier on d8 steps forward, sideways, and along the line to e9 (not c9).
    let pos = janggi("5k3/9/3P5/9/9/9/9/9/9/4K4 w - - 0 1");
    let soldier = sorted_uci(&pos, |m| {
        pos.piece_at(m.from)
            .is_some_and(|p| pos.piece_name(p) == "soldier")
    });
    assert_eq!(soldier, ["d8c8", "d8d9", "d8e8", "d8e9"]);
}

#[test]
fn cannons_neither_hop_over_nor_take_cannons() {
    // The white cannon on e3 may not hop over the black cannon on e5, nor take the one
    // on b3 over the soldier on c3.
    let fen = "3k5/9/4p4/9/9/4c4/9/1cP1C4/9/3K5 w - - 0 1";
    assert_eq!(
        refusal(fen, "e3e8"),
        (
            IllegalCode::PieceCannotMoveThatWay,
            "the white cannon on e3 may not hop over the black cannon on e5: a cannon never serves as a cannon's screen".to_string()
        )
    );
    assert_eq!(refusal(fen, "e3b3").0, IllegalCode::MutuallyImmune);
    // With the generals apart (no bikjang, so no move is judged by making it), the move
    // list and perft's bulk count drop the immune captures from the target sets alike:
    // the cannon on e3 has no move at all, and black's on b3 may not take it over c3.
    let apart = "4k4/9/4p4/9/9/4c4/9/1cP1C4/9/3K5";
    let pos = janggi(&format!("{apart} w - - 0 1"));
    assert!(sorted_uci_from(&pos, "e3").is_empty());
    assert_eq!(pos.count_legal_moves(), pos.legal_moves().len() as u64);
    let black = janggi(&format!("{apart} b - - 0 1"));
    assert_eq!(sorted_uci_from(&black, "b3"), ["b3d3"]);
    assert_eq!(black.count_legal_moves(), black.legal_moves().len() as u64);
    // A cannon that lands on the screen of a checking cannon shields its king.
    let pos = janggi("1n1kaabn1/cr2N4/5C1c1/p1pNp3p/9/9/P1PbP1P1P/3r1p3/4A4/R1BA1KB1R b - - 0 1");
    assert_eq!(
        sorted_uci(&pos, |_| true),
        ["a9e9", "d10d9"],
        "in check from the cannon on f8 over e9"
    );
}

#[test]
fn the_elephant_is_blocked_on_either_square_it_passes() {
    // b1 to d4 passes b2 and c3.
    // (The general on d10 does not face the one on e1: no bikjang to part.)
    let free = janggi("3k5/9/9/9/9/9/9/9/9/1B2K4 w - - 0 1");
    assert!(sorted_uci_from(&free, "b1").contains(&"b1d4".to_string()));
    for fen in [
        "3k5/9/9/9/9/9/9/9/1P7/1B2K4 w - - 0 1",
        "3k5/9/9/9/9/9/9/2P6/9/1B2K4 w - - 0 1",
    ] {
        assert!(!sorted_uci_from(&janggi(fen), "b1").contains(&"b1d4".to_string()));
    }
}

#[test]
fn a_side_not_in_check_may_pass() {
    let pos = janggi(START);
    let pass = pos.validate("e2e2").expect("a pass");
    assert!(pass.is_pass());
    assert_eq!(pos.san(pass), "Ke2");
    assert_eq!(pos.validate("Ke2").ok(), Some(pass));
    let mut after = pos.clone();
    after.play(pass).expect("legal");
    assert_eq!(
        after.fen(),
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR b - - 1 1"
    );
    // In check (the chariot on e8), no pass.
    let checked = "4k4/9/4R4/9/9/9/9/9/9/3K5 b - - 0 1";
    assert!(!sorted_uci(&janggi(checked), |_| true).contains(&"e10e10".to_string()));
    assert_eq!(refusal(checked, "e10e10").0, IllegalCode::KingInCheck);
}

#[test]
fn two_passes_in_a_row_end_the_game() {
    // Drawn without material counting; with it (janggi, janggimodern) equal material
    // goes to black, who counts one point more.
    let black_wins = Outcome::Decisive {
        winner: Color::Black,
        reason: EndReason::Passes,
    };
    let draw = Outcome::Draw {
        reason: EndReason::Passes,
    };
    for (name, outcome) in [
        ("janggi", black_wins),
        ("janggicasual", draw),
        ("janggimodern", black_wins),
        ("janggitraditional", draw),
    ] {
        let mut game = Game::new(Position::start(&tables(name)));
        game.play_text("e2e2").expect("a pass");
        assert_eq!(game.outcome(), None, "{name}");
        game.play_text("e9e9").expect("a pass");
        assert_eq!(game.outcome(), Some(outcome), "{name}");
        assert!(game.position().legal_moves().is_empty(), "{name}");
    }
}

#[test]
fn material_counting_needs_two_points_more_for_white() {
    // White's advisor (3) against black's soldier (2) and black's point: 3 > 3 fails.
    let mut game = Game::new(janggi("3k5/9/9/9/9/4p4/9/9/4K4/4A4 w - - 0 1"));
    game.play_text("e2e2").expect("a pass");
    game.play_text("d10d10").expect("a pass");
    assert_eq!(
        game.outcome(),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: EndReason::Passes
        })
    );
    // A chariot (13) against the soldier: white wins.
    let mut game = Game::new(janggi("3k5/9/9/9/9/4p4/9/9/4K4/4R4 w - - 0 1"));
    game.play_text("e2e2").expect("a pass");
    game.play_text("d10d10").expect("a pass");
    assert_eq!(
        game.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: EndReason::Passes
        })
    );
}

#[test]
fn bikjang_the_generals_facing_must_be_parted() {
    // The generals face each other on the d-file: white must part them or pass. The
    // general steps off the file to e2 (e1 holds the advisor); the advisor's one step,
    // to e2, leaves them facing.
    let fen = "3k5/9/9/9/9/9/9/9/9/3KA4 w - - 0 1";
    assert_eq!(sorted_uci(&janggi(fen), |_| true), ["d1d1", "d1e2"]);
    // An advisor that can step between does part them.
    let between = janggi("3k5/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1");
    assert!(sorted_uci(&between, |_| true).contains(&"e2d2".to_string()));
    // A general and an advisor against a bare general is dead material (the advisor never
    // leaves its palace), as Fairy-Stockfish judges it: a chariot far away keeps the game
    // alive for the rest.
    assert!(janggi(fen).is_insufficient_material());
    let fen = "3k5/9/9/9/9/9/9/R8/9/3KA4 w - - 0 1";
    assert_eq!(refusal(fen, "d1d2").0, IllegalCode::FacingRoyals);
    // After a pass with them facing, the game is over: counted in janggi (white's
    // chariot and advisor, 16 points, against black's 1), drawn in janggitraditional.
    let mut game = Game::new(janggi(fen));
    game.play_text("d1d1").expect("a pass");
    assert_eq!(
        game.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: EndReason::FacingRoyals
        })
    );
    let mut game = Game::new(at("janggitraditional", fen));
    game.play_text("d1d1").expect("a pass");
    assert_eq!(
        game.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::FacingRoyals
        })
    );
    // Without bikjang (janggicasual) the generals may stay facing.
    let casual = at("janggicasual", fen);
    assert!(sorted_uci(&casual, |_| true).contains(&"d1d2".to_string()));
}

#[test]
fn a_pass_in_check_with_the_generals_facing_ends_the_game_and_its_fen_reads_back() {
    // Black is in check from the elephant on b6 with the generals facing on the e-file:
    // it may step aside or pass, and the pass (allowed in check only in bikjang) ends
    // the game, counted: 72 points each, and black's bonus of 1 wins. The position after it, black still in check with white to move, can only
    // follow such a pass: its FEN reads back as that ended game with the same hash
    // (found by the property tests).
    let fen = "r1b1a1bnr/5a3/nc2k2c1/p1p3p1p/1B1p5/8P/P1P2PP2/1C5CR/9/RNBAKA1N1 b - - 15 8";
    let pos = janggi(fen);
    assert!(pos.is_check());
    assert_eq!(sorted_uci(&pos, |_| true), ["e8d8", "e8e8", "e8f8"]);
    let mut after = pos.clone();
    after
        .play(after.validate("e8e8").expect("a pass"))
        .expect("legal");
    let end = Some(Outcome::Decisive {
        winner: Color::Black,
        reason: EndReason::FacingRoyals,
    });
    assert_eq!(after.outcome(), end);
    let after_fen = "r1b1a1bnr/5a3/nc2k2c1/p1p3p1p/1B1p5/8P/P1P2PP2/1C5CR/9/RNBAKA1N1 w - - 16 9";
    assert_eq!(after.fen(), after_fen);
    let back = janggi(after_fen);
    assert_eq!(back.hash(), after.hash());
    assert_eq!(back.outcome(), end);
    assert!(back.legal_moves().is_empty());
    // Without the generals facing, the side not to move in check is refused as ever.
    let apart = "r1b1a1bnr/5a3/nc2k2c1/p1p3p1p/1B1p5/8P/P1P2PP2/1C5CR/9/RNBA1AKN1 w - - 16 9";
    let e = Position::from_fen(&tables("janggi"), apart, FenMode::Strict).expect_err("refused");
    assert!(
        e.to_string()
            .contains("the side not to move (black) is in check"),
        "{e}"
    );
}

fn load(text: &str) -> Result<fers_rules::Ruleset, fers_rules::RulesetError> {
    let resolve = |name: &str| fers_standard::resolve(name, None);
    fers_rules::load_ruleset(text, "janggi.toml", &resolve)
}

#[test]
fn the_loader_checks_the_new_keys() {
    let e = load(
        r#"name = "bad"
extends = "janggi"
[pieces.chariot]
letter = "r"
moves = [{ slide = "orthogonal" }, { slide = "diagonal", within = "palace-line" }]
no-screen = "cannon"
[pieces.cannon]
letter = "c"
betza = "pR"
no-screen = "canon"
[rules]
facing-royals-end = true
pass = false
[rules.counting]
values = { chariot = 13, cannons = 7, horse = -1 }
"#,
    )
    .expect_err("bad keys");
    let found: Vec<(DiagnosticCode, String)> = e
        .diagnostics
        .iter()
        .map(|d| (d.code, d.message.clone()))
        .collect();
    assert_eq!(
        found,
        [
            (
                DiagnosticCode::BadRule,
                "`facing-royals-end = true` needs `pass = true` (the side facing may pass, which ends the game) and not `facing-royals` (under which royal pieces never face each other)".to_string()
            ),
            (
                DiagnosticCode::BadRegion,
                "`chariot`: `within` names `palace-line`, which is not a region of `[regions]` (hint: did you mean `palace-lines`?)".to_string()
            ),
            (
                DiagnosticCode::BadMove,
                "`chariot`: `no-screen` applies to a piece that hops (a `hop` or Betza `p`/`g` move), and `chariot` has none".to_string()
            ),
            (
                DiagnosticCode::UnknownPiece,
                "`cannon`: `no-screen` names `canon`, which is not a declared piece".to_string()
            ),
            (
                DiagnosticCode::BadRule,
                "`[rules.counting]` scores the ends by passes or by a full board and needs `pass = true`, `pass-on-stalemate = true` or `full-board-ends = true`".to_string()
            ),
            (
                DiagnosticCode::UnknownPiece,
                "`rules.counting.values` names `cannons`, which is not a declared piece".to_string()
            ),
            (
                DiagnosticCode::BadRule,
                "`rules.counting`: `horse` must be 0 to 10000 points, not -1".to_string()
            ),
        ]
    );
}
