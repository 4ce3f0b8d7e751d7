//! The goals of check shogi, dobutsu and shatar (issue #10), each position checked
//! against Fairy-Stockfish's verdict (pyffish 0.0.90: `game_result`,
//! `is_immediate_game_end`, `legal_moves`), and their agreement with the reference oracle:
//!
//! - `checkshogi`: the first check wins (`check-limit = 1`), so a pawn drop that would
//!   be a forbidden mate in shogi (`drop-mate = false`) is legal and wins by the check;
//! - `dobutsu`: a chick may be dropped on the far rank (its `drop-ranks` list it), where
//!   it must promote when it moves there; a lion on the far rank wins only while no
//!   enemy piece attacks it (`[rules.flag] safe`), for the side that just moved or the
//!   side to move;
//! - `shatar`: a checkmate by knights alone loses for the side that gives it
//!   (`mate-loses`), and a checkmate whose series of checks held no check by a knight,
//!   rook or bers is drawn (`decisive-checks`).
//!
//! Perft rows and start positions are in `variants_goals.rs`.

use fers_conformance::random_check::assert_bundled_playouts;
use fers_conformance::sorted_uci;
use fers_rules::{EndReason, FenMode, IllegalCode, Outcome};
use fers_rules::typed::{Position, compile};

/// The position `fen` of the bundled ruleset `name`.
fn position(name: &str, fen: &str) -> Position<u128> {
    let tables =
        compile::<u128>(fers_conformance::ruleset(name).expect("bundled")).expect("compiles");
    Position::from_fen(&tables, fen, FenMode::Strict).expect("valid FEN")
}

/// `pos` after the UCI moves `moves`, each validated.
fn after(pos: &Position<u128>, moves: &[&str]) -> Position<u128> {
    let mut pos = pos.clone();
    for text in moves {
        let m = pos.validate(text).expect("legal");
        pos.play_unchecked(m);
    }
    pos
}

#[test]
fn the_three_rulesets_agree_with_the_reference_oracle() {
    // Moves, checkers, the position after every move (the decisive-check series
    // included), outcomes, FEN and hash round trips, validation and undo.
    assert_bundled_playouts(&["checkshogi", "dobutsu", "shatar"], 707, 40, 160, 300);
}

#[test]
fn check_shogi_reads_fairy_stockfish_short_start_as_its_start() {
    let tables = compile::<u128>(fers_conformance::ruleset("checkshogi").expect("bundled"))
        .expect("compiles");
    let short = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1";
    let read = Position::from_fen(&tables, short, FenMode::Strict).expect("short form");
    assert_eq!(read, Position::start(&tables));
    assert_eq!(
        read.fen(),
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 1+1 0 1"
    );
}

#[test]
fn a_pawn_drop_that_checks_wins_check_shogi_where_shogi_forbids_the_mate() {
    // The pawn dropped on i8, guarded by the gold, leaves the king on i9 no escape
    // (Fairy-Stockfish's shogi lists the drop and scores it +32000 for the side mated).
    let board = "7nk/7p1/7G1/9/9/9/9/9/4K4[P] w - -";
    let shogi = position("shogi", &format!("{board} 0 1"));
    assert_eq!(
        shogi.validate("P@i8").unwrap_err().code,
        IllegalCode::DropMate
    );
    let check = position("checkshogi", &format!("{board} 1+1 0 1"));
    let won = after(&check, &["P@i8"]);
    assert_eq!(won.fen(), "7nk/7pP/7G1/9/9/9/9/9/4K4[] b - - 0+1 0 1");
    // Fairy-Stockfish: no legal move, `is_immediate_game_end` (True, -32000).
    assert!(won.legal_moves().is_empty());
    assert_eq!(
        won.outcome().unwrap().to_string(),
        "1-0 white wins by first check"
    );
}

#[test]
fn a_dobutsu_chick_may_be_dropped_on_the_far_rank_but_must_promote_moving_there() {
    let pos = position("dobutsu", "1le/1g1/LC1/E1G[c] b - - 1 3");
    let dropped = after(&pos, &["C@b1"]);
    // Fairy-Stockfish's FEN after the drop; the chick stays a chick there.
    assert_eq!(dropped.fen(), "1le/1g1/LC1/EcG[] w - - 0 4");
    let read = position("dobutsu", &dropped.fen());
    assert_eq!(read.fen(), dropped.fen());
    // Moving onto the far rank, it must promote (Fairy-Stockfish lists only b3b4+).
    let chick = position("dobutsu", "1le/1C1/L2/E1G[] w - - 0 1");
    assert_eq!(
        sorted_uci(&chick, |_| true),
        ["a1b2", "a2a3", "a2b1", "a2b2", "b3b4+", "c1b1", "c1c2"]
    );
    assert_eq!(
        chick.validate("b3b4").unwrap_err().code,
        IllegalCode::PromotionRequired
    );
}

#[test]
fn a_dobutsu_lion_on_the_far_rank_wins_only_unattacked() {
    // White's lion on a3; black's giraffe on c4 guards b4, not a4.
    let pos = position("dobutsu", "2g/L2/2l/E2[] w - - 0 1");
    let flag = |p: &Position<u128>| p.outcome().map(|o| o.to_string());
    // Unattacked on a4: won at once (Fairy-Stockfish: immediate end, -32000 for black).
    assert_eq!(
        flag(&after(&pos, &["a3a4"])).as_deref(),
        Some("1-0 white wins by reaching the goal")
    );
    // Attacked on b4: the game goes on, and black may take the lion...
    let attacked = after(&pos, &["a3b4"]);
    assert_eq!(attacked.outcome(), None);
    assert_eq!(
        sorted_uci(&attacked, |_| true),
        ["c2b1", "c2b2", "c2b3", "c2c1", "c2c3", "c4b4", "c4c3"]
    );
    assert_eq!(
        flag(&after(&attacked, &["c4b4"])).as_deref(),
        Some("0-1 black wins by extinction")
    );
    // ...or let it stand unattacked: white, to move, has won (+32000 for white).
    let safe = after(&attacked, &["c4c3"]);
    assert!(safe.legal_moves().is_empty());
    assert_eq!(
        flag(&safe).as_deref(),
        Some("1-0 white wins by reaching the goal")
    );
}

#[test]
fn a_shatar_mate_by_a_knight_alone_loses_for_the_side_that_gives_it() {
    // Smothered: the knight on f7 mates the king on h8. Fairy-Stockfish: +32000 for
    // black, the side mated.
    let pos = position("shatar", "6rk/5Npp/8/8/8/8/8/4K3 b - - 0 1");
    assert!(pos.legal_moves().is_empty() && pos.is_check());
    let outcome = pos.outcome().unwrap();
    assert_eq!(
        outcome,
        Outcome::Decisive {
            winner: fers_rules::Color::Black,
            reason: EndReason::ForbiddenMate
        }
    );
    assert_eq!(outcome.reason().code(), "forbidden-mate");
    assert_eq!(
        outcome.to_string(),
        "0-1 black wins by a checkmate by a piece that may not give it"
    );
}

#[test]
fn a_shatar_mate_wins_only_after_a_decisive_check_in_its_series() {
    // The rook on g1 checks the king on g8 (a decisive check, a shak); after Kh8 the
    // bishop mates from e5, the series unbroken: a win (Fairy-Stockfish, with the moves
    // from this position: -32000 for black).
    let start = position("shatar", "5rk1/2B2b1p/8/8/8/8/8/4K1R1 b - - 0 1");
    assert!(start.decisive_check(fers_rules::Color::Black));
    let mate = after(&start, &["g8h8", "c7e5"]);
    assert!(mate.legal_moves().is_empty());
    assert!(mate.decisive_check(fers_rules::Color::Black));
    assert_eq!(
        mate.outcome().unwrap().to_string(),
        "1-0 white wins by checkmate"
    );
    // The same position read from its FEN has no history: the series is the bishop's
    // check alone, and the mate is drawn (niol; Fairy-Stockfish from the FEN: 0).
    let fresh = position("shatar", &mate.fen());
    assert!(!fresh.decisive_check(fers_rules::Color::Black));
    let drawn = fresh.outcome().unwrap();
    assert_eq!(
        drawn,
        Outcome::Draw {
            reason: EndReason::NoDecisiveCheck
        }
    );
    assert_eq!(drawn.reason().code(), "no-decisive-check");
    assert_eq!(
        drawn.to_string(),
        "1/2-1/2 draw by a checkmate without a decisive check"
    );
}

#[test]
fn a_bare_shatar_king_draws_at_once() {
    // Robado: white has only its king. Fairy-Stockfish: no legal move, immediate end 0.
    let pos = position("shatar", "8/6k1/8/8/2p3K1/8/8/8 w - - 0 95");
    assert!(pos.legal_moves().is_empty());
    assert_eq!(
        pos.outcome().unwrap().to_string(),
        "1/2-1/2 draw by extinction"
    );
}
