//! `resets-clock` on a piece: whether its moves reset the half-move clock. By default the
//! kinds that promote do (the FIDE pawn); a pawn that may step back (pawnback) makes
//! reversible moves, so its moves leave the clock running and positions can repeat
//! across them.

use fers_rules::FenMode;
use fers_rules::typed::Game;

use crate::common;

/// The test ruleset `resets-clock` with the line `resets` added to its pawn.
fn ruleset(resets: &str) -> String {
    let promotion = "promotion = { to = [\"rook\"] }\n";
    let text = common::ruleset_text("resets-clock");
    assert_eq!(text.matches(promotion).count(), 1);
    text.replacen(promotion, &format!("{promotion}{resets}\n"), 1)
}

fn game(resets: &str, fen: &str) -> Game<u64> {
    Game::new(common::position_in(&ruleset(resets), fen, FenMode::Strict))
}

fn play(g: &mut Game<u64>, moves: &[&str]) {
    for m in moves {
        g.play_text(m).unwrap_or_else(|e| panic!("{m}: {e:?}"));
    }
}

#[test]
fn a_promoting_kind_resets_the_clock_by_default() {
    let mut g = game("", "4k3/8/8/8/8/8/4P3/4K3 w - - 7 1");
    play(&mut g, &["e2e3"]);
    assert_eq!(g.position().halfmoves(), 0);
}

#[test]
fn resets_clock_false_keeps_it_running() {
    let mut g = game("resets-clock = false", "4k3/8/8/8/8/8/4P3/4K3 w - - 7 1");
    play(&mut g, &["e2e3", "e8d8", "e3e2"]);
    assert_eq!(g.position().halfmoves(), 10);
    // A capture still resets it.
    let mut g = game("resets-clock = false", "4k3/8/8/8/8/3r4/4P3/4K3 w - - 7 1");
    play(&mut g, &["e2d3"]);
    assert_eq!(g.position().halfmoves(), 0);
}

#[test]
fn positions_repeat_across_reversible_pawn_moves() {
    let moves = [
        "e2e3", "e8d8", "e3e2", "d8e8", "e2e3", "e8d8", "e3e2", "d8e8",
    ];
    let mut reversible = game("resets-clock = false", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    play(&mut reversible, &moves);
    assert_eq!(reversible.repetitions(), 3);
    assert!(reversible.claimable_draw().is_some());
    let mut resetting = game("", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    play(&mut resetting, &moves);
    assert_eq!(resetting.repetitions(), 1);
}

#[test]
fn resets_clock_true_on_a_piece_without_promotion() {
    let text = ruleset("").replace("betza = \"R\"", "betza = \"R\"\nresets-clock = true");
    let mut g = Game::new(common::position_in(
        &text,
        "4k3/8/8/8/8/8/8/R3K3 w - - 7 1",
        FenMode::Strict,
    ));
    play(&mut g, &["a1a2"]);
    assert_eq!(g.position().halfmoves(), 0);
}
