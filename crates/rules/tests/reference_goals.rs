//! The reference oracle's goals (`fers_reference::goal_end`, `legal_moves`) on
//! hand-made positions whose outcome the documentation (`docs/ruleset-reference.md`,
//! `### Goals`) states, with Fairy-Stockfish's verdict where it has the variant (checked
//! with pyffish): the engine and the reference must both give it.

use crate::common;

use common::bundled;
use fers_reference as reference;
use fers_rules::{Bits, Color, EndReason, FenMode, Outcome, load_ruleset};
use fers_rules::typed::{Position, Tables, compile};
use std::sync::Arc;

/// The engine's and the reference's outcome at `fen`, after checking they agree on it
/// and on the legal moves.
fn both<B: Bits>(tables: &Arc<Tables<B>>, fen: &str) -> Option<Outcome> {
    let pos =
        Position::from_fen(tables, fen, FenMode::Relaxed).unwrap_or_else(|e| panic!("{fen}: {e}"));
    let board = reference::Board::of(&pos);
    let expected = reference::goal_end(tables.ruleset(), &board);
    assert_eq!(pos.outcome(), expected, "{fen}: engine against reference");
    let mut fast = pos.legal_moves();
    fast.sort_by_key(|&m| reference::sort_key(m));
    assert_eq!(fast, reference::legal_moves(&pos), "{fen}: moves");
    expected
}

fn win(winner: Color, reason: EndReason) -> Option<Outcome> {
    Some(Outcome::Decisive { winner, reason })
}

#[test]
fn racing_kings_black_answers_white_reaching_the_last_rank() {
    let t = bundled("racingkings");
    // Black cannot reach the eighth rank: white has won at once.
    assert_eq!(
        both(&t, "6K1/8/8/8/8/8/k7/8 b - - 0 1"),
        win(Color::White, EndReason::Flag)
    );
    // Black can: play goes on (pyffish: 5 moves), and reaching it draws.
    assert_eq!(both(&t, "6K1/k7/8/8/8/8/8/8 b - - 0 1"), None);
    let draw = Some(Outcome::Draw {
        reason: EndReason::Flag,
    });
    assert_eq!(both(&t, "k5K1/8/8/8/8/8/8/8 w - - 1 2"), draw);
    assert_eq!(both(&t, "1k4K1/8/8/8/8/8/8/8 w - - 1 2"), draw);
    // Black moved elsewhere: white has won.
    assert_eq!(
        both(&t, "6K1/1k6/8/8/8/8/8/8 w - - 1 2"),
        win(Color::White, EndReason::Flag)
    );
    // Black reaching first wins at once.
    assert_eq!(
        both(&t, "k7/8/8/8/8/8/6K1/8 w - - 1 2"),
        win(Color::Black, EndReason::Flag)
    );
}

#[test]
fn jeson_mor_the_knight_must_survive_one_move() {
    // A 9×9 board: 81 squares, stored in a u128.
    let text = include_str!("../../../rulesets/jesonmor.toml");
    let ruleset = load_ruleset(text, "jesonmor.toml", &|_| None).unwrap_or_else(|e| panic!("{e}"));
    let t = compile::<u128>(ruleset).unwrap_or_else(|e| panic!("{e}"));
    // White has just reached e5: black has one move (pyffish: 4).
    assert_eq!(both(&t, "9/9/9/9/4N4/9/9/9/4n4 b - - 0 1"), None);
    // Still there after it: white has won.
    assert_eq!(
        both(&t, "9/9/9/9/4N4/9/3n5/9/9 w - - 1 2"),
        win(Color::White, EndReason::Flag)
    );
}

#[test]
fn king_of_the_hill_wins_on_arrival() {
    let t = bundled("kingofthehill");
    let fen = "8/8/8/3K4/8/8/8/k7 b - - 0 1";
    assert_eq!(both(&t, fen), win(Color::White, EndReason::Flag));
}

#[test]
fn three_check_counts_the_checks_given() {
    let t = bundled("3check");
    // White has given three checks (none left to give): white has won.
    let fen = "4k3/8/8/8/8/8/8/4K2R b - - 0+2 0 1";
    assert_eq!(
        both(&t, fen),
        win(Color::White, EndReason::CheckLimit { checks: 3 })
    );
    // Two given: play goes on.
    assert_eq!(both(&t, "4k3/8/8/8/8/8/8/4K2R b - - 1+2 0 1"), None);
}

#[test]
fn suicide_stalemate_goes_to_the_side_with_fewer_pieces() {
    let t = bundled("suicide");
    // Black to move has no move (its pawn is blocked) and fewer pieces: black wins.
    let fen = "8/8/8/8/8/p7/P7/1N6 b - - 0 1";
    assert_eq!(both(&t, fen), win(Color::Black, EndReason::Stalemate));
}

#[test]
fn armageddon_scores_stalemate_for_black() {
    let t = bundled("armageddon");
    let fen = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";
    assert_eq!(both(&t, fen), win(Color::Black, EndReason::Stalemate));
}

#[test]
fn extinction_judges_the_side_that_just_moved_first() {
    // Both sides lose their last pawn on one move (a promotion that captures): the
    // mover is extinct too, and is judged first, so with `result = "loss"` it loses.
    let text = r#"
name = "pawn-extinction"
description = "losing every pawn loses"

[board]
files = 5
ranks = 5
start = "k4/1p3/5/1P3/K4 w - - 0 1"

[pieces.king]
letter = "k"
betza = "K"

[pieces.pawn]
letter = "p"
betza = "fmWfcF"
promotion = { to = ["queen"] }

[pieces.queen]
letter = "q"
betza = "Q"

[rules.extinction]
kinds = "pawn"
"#;
    let ruleset =
        load_ruleset(text, "pawn-extinction.toml", &|_| None).unwrap_or_else(|e| panic!("{e}"));
    let t = compile::<u64>(ruleset).unwrap_or_else(|e| panic!("{e}"));
    // White's pawn on d4 takes black's last pawn on e5 and promotes (d4e5q from
    // `k3p/3P1/5/5/K4 w`): both sides have no pawn left.
    let after = "k3Q/5/5/5/K4 b - - 0 1";
    assert_eq!(both(&t, after), win(Color::Black, EndReason::Extinction));
    assert_eq!(both(&t, "k3p/3P1/5/5/K4 w - - 0 1"), None);
}
