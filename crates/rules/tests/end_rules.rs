//! End-of-game reasons name the ruleset's own numbers, not FIDE's.

use crate::common;

use fers_movement::Source;
use fers_rules::{EndReason, Outcome, load_ruleset};
use fers_rules::typed::{Game, Position, compile};

fn game(rules: &str) -> Game<u64> {
    let text = format!("name = \"short\"\nextends = \"standard\"\n[rules]\n{rules}\n");
    let resolve = |n: &str| {
        (n == "standard").then(|| Source {
            name: "<standard>".into(),
            text: include_str!("../../../rulesets/standard.toml").into(),
        })
    };
    let tables = compile::<u64>(load_ruleset(&text, "short.toml", &resolve).unwrap()).unwrap();
    Game::new(Position::start(&tables))
}

#[test]
fn a_forced_threefold_repetition_is_called_threefold() {
    let mut g = game("repetition = 2\nrepetition-forced = 3");
    for m in ["Nf3", "Nf6", "Ng1", "Ng8"] {
        g.play_text(m).unwrap();
    }
    assert_eq!(
        g.claimable_draw(),
        Some(EndReason::RepetitionClaimable { times: 2 })
    );
    assert_eq!(g.claimable_draw().unwrap().describe(), "twofold repetition");
    for m in ["Nf3", "Nf6", "Ng1", "Ng8"] {
        g.play_text(m).unwrap();
    }
    let outcome = g.outcome().unwrap();
    assert_eq!(
        outcome,
        Outcome::Draw {
            reason: EndReason::Repetition { times: 3 }
        }
    );
    assert_eq!(outcome.to_string(), "1/2-1/2 draw by threefold repetition");
}

#[test]
fn move_rules_are_named_by_their_length() {
    assert_eq!(
        EndReason::MoveRule { moves: 75 }.describe(),
        "seventy-five-move rule"
    );
    assert_eq!(
        EndReason::MoveRuleClaimable { moves: 50 }.describe(),
        "fifty-move rule"
    );
    assert_eq!(EndReason::MoveRule { moves: 40 }.describe(), "40-move rule");
    let g = game("move-rule = 30\nmove-rule-forced = 40");
    let tables = g.position().tables().clone();
    let pos = Position::from_fen(
        &tables,
        "4k3/8/8/8/8/8/8/R3K3 w - - 60 90",
        fers_rules::FenMode::Strict,
    )
    .unwrap();
    assert_eq!(
        Game::new(pos).claimable_draw(),
        Some(EndReason::MoveRuleClaimable { moves: 30 })
    );
    let pos = Position::from_fen(
        &tables,
        "4k3/8/8/8/8/8/8/R3K3 w - - 80 90",
        fers_rules::FenMode::Strict,
    )
    .unwrap();
    assert_eq!(
        pos.outcome().unwrap().to_string(),
        "1/2-1/2 draw by 40-move rule"
    );
}

/// A pawn that may always slide one or two squares forward, setting en passant when it
/// passes a square (no `initial`): the target is set and the capture generated.
#[test]
fn sets_en_passant_works_on_a_plain_slide() {
    let text = common::ruleset_text("sliding-pawns");
    let resolve = |n: &str| {
        (n == "standard").then(|| Source {
            name: "<standard>".into(),
            text: include_str!("../../../rulesets/standard.toml").into(),
        })
    };
    let tables =
        compile::<u64>(load_ruleset(&text, "sliding-pawns.toml", &resolve).unwrap()).unwrap();
    let mut pos = Position::from_fen(
        &tables,
        "4k3/8/8/8/8/3p4/8/4K3 w - - 0 1",
        fers_rules::FenMode::Relaxed,
    )
    .unwrap();
    let mut pos2 = Position::from_fen(
        &tables,
        "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1",
        fers_rules::FenMode::Relaxed,
    )
    .unwrap();
    let _ = &mut pos;
    let m = pos2.validate("e2e4").unwrap();
    pos2.play_unchecked(m);
    let uci: Vec<String> = pos2
        .legal_moves()
        .into_iter()
        .map(|m| pos2.uci(m))
        .collect();
    assert!(uci.contains(&"d4e3".to_string()), "{uci:?}");
    assert_eq!(pos2.fen(), "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
}

fn shatranj(fen: &str) -> Game<u64> {
    let text = include_str!("../../../rulesets/shatranj.toml");
    let tables = compile::<u64>(load_ruleset(text, "shatranj.toml", &|_| None).unwrap()).unwrap();
    Game::new(Position::from_fen(&tables, fen, fers_rules::FenMode::Strict).unwrap())
}

#[test]
fn a_bared_king_loses_after_its_move_unless_it_bares_back() {
    // White takes black's last piece; black may take white's last piece back.
    let mut g = shatranj("rk6/8/8/8/8/8/8/R3K3 w - - 0 1");
    g.play_text("Rxa8+").unwrap();
    assert_eq!(g.outcome(), None, "black, just bared, is to move");
    g.play_text("Kxa8").unwrap();
    assert_eq!(g.outcome(), None, "both bare: play goes on");

    // The rook on a8 is guarded by the knight on b6: black cannot bare back.
    let mut g = shatranj("rk6/8/1N6/8/8/8/8/R3K3 w - - 0 1");
    g.play_text("Rxa8+").unwrap();
    assert_eq!(g.outcome(), None);
    assert!(g.position().validate("Kxa8").is_err());
    g.play_text("Kc7").unwrap();
    let outcome = g.outcome().unwrap();
    assert_eq!(
        outcome,
        Outcome::Decisive {
            winner: fers_rules::Color::White,
            reason: EndReason::BareRoyal
        }
    );
    assert_eq!(outcome.to_string(), "1-0 white wins by bare king");
}

#[test]
fn a_promotion_resets_the_clock_even_for_kinds_that_do_not() {
    // In pawnback, pawn moves do not reset the half-move clock; promotion still does.
    let text = include_str!("../../../rulesets/pawnback.toml");
    let resolve = |n: &str| {
        (n == "standard").then(|| Source {
            name: "<standard>".into(),
            text: include_str!("../../../rulesets/standard.toml").into(),
        })
    };
    let tables = compile::<u64>(load_ruleset(text, "pawnback.toml", &resolve).unwrap()).unwrap();
    let mut pos = Position::from_fen(
        &tables,
        "4k3/P7/8/8/8/8/8/4K3 w - - 7 30",
        fers_rules::FenMode::Relaxed,
    )
    .unwrap();
    let m = pos.validate("Pa8=Q").unwrap();
    pos.play_unchecked(m);
    assert_eq!(pos.halfmoves(), 0);
}
