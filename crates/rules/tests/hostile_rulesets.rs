//! Regression tests for the wrong results a hostile user found with small rulesets
//! (issue #7, "known wrong results"): each test names its finding. The rulesets are
//! files in `tests/data/rulesets/`.

use fers_rules::{FenMode, IllegalCode, MoveKind, load_ruleset};
use fers_rules::typed::compile;

use crate::common;
use common::{load_problems, position_of, ruleset_text, sq, uci_moves, uci_moves_from};

/// Finding 1: a piece checking along one line by a slide and a leap (`RH` on b1, king
/// on e1). Interposing on c1 or d1 blocks the slide but not the (3,0) leap.
#[test]
fn interposing_does_not_answer_a_leap_along_the_same_line() {
    let pos = position_of(
        "compound-checker",
        "1RR5/8/8/8/7k/8/8/1x2K3 w - - 0 1",
        FenMode::Strict,
    );
    assert_eq!(pos.checkers().count(), 1);
    assert_eq!(uci_moves(&pos), ["b8b1", "e1d2", "e1e2", "e1f2"]);
    let refusal = pos.validate("c8c1").unwrap_err();
    assert_eq!(refusal.code, IllegalCode::KingInCheck, "{refusal}");
}

/// Finding 1, `QA`: the queen's diagonal and the alfil's (2,2) leap both check; only a
/// block on the square both pass (none: the alfil jumps) or a capture answers.
#[test]
fn queen_alfil_check_is_answered_by_capture_only() {
    // y on c3 checks e5 by the diagonal through d4 and by the (2,2) leap.
    let pos = position_of(
        "compound-checker",
        "7k/8/8/4K3/8/2y5/8/R2R4 w - - 0 1",
        FenMode::Strict,
    );
    assert!(pos.is_check());
    // The rook on d1 could interpose on d4, which blocks only the slide.
    assert_eq!(uci_moves_from(&pos, "d1"), Vec::<String>::new());
    // The rook on a1 reaches neither c3 nor d4.
    assert_eq!(uci_moves_from(&pos, "a1"), Vec::<String>::new());
}

/// Finding 2: two lame leapers checking through one shared leg (d3) are both answered by
/// one block there: it is not mate, and the blocking rook is not pinned.
#[test]
fn one_block_answers_two_horses_sharing_a_leg() {
    let pos = position_of(
        "horses",
        "3R4/7k/8/8/4K3/2h5/3h4/8 w - - 0 1",
        FenMode::Strict,
    );
    assert_eq!(pos.checkers().count(), 2);
    assert_eq!(uci_moves_from(&pos, "d8"), ["d8d3"]);
    assert!(pos.validate("d8d3").is_ok());
    let refusal = pos.validate("d8d4").unwrap_err();
    assert_ne!(refusal.code, IllegalCode::WouldExposeKing, "{refusal}");
    assert!(!refusal.to_string().contains("pinned"), "{refusal}");
}

/// Finding 3: a (2,0) rider limited to its first rank attacks over pieces on the squares
/// it jumps (b8), and a range-2 slide does not reach three squares away.
#[test]
fn limited_slides_attack_the_squares_they_really_reach() {
    let pos = position_of(
        "limited-riders",
        "yN6/5K2/8/8/8/8/8/7k w - - 0 1",
        FenMode::Strict,
    );
    // e8 and g8 are attacked through c8 (and e8); b8 and d8 do not block the rider.
    assert_eq!(
        uci_moves_from(&pos, "f7"),
        ["f7e6", "f7e7", "f7f6", "f7f8", "f7g6", "f7g7"]
    );
    assert!(pos.attackers(sq("e8"), fers_rules::Color::Black).any());
    let pos = position_of(
        "limited-riders",
        "z7/3K4/8/8/8/8/8/7k w - - 0 1",
        FenMode::Strict,
    );
    // z on a8 reaches b8 and c8 only: d8 is free, c8 is not.
    let moves = uci_moves_from(&pos, "d7");
    assert!(moves.contains(&"d7d8".to_string()), "{moves:?}");
    assert!(!moves.contains(&"d7c8".to_string()), "{moves:?}");
}

/// Finding 4: a start position with the side not to move in check is refused when the
/// ruleset is compiled (play would capture the king); `--fen` refuses it in both modes.
#[test]
fn start_position_with_the_opponent_in_check_is_refused() {
    let text = ruleset_text("horses").replace(
        "start = \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"",
        "start = \"4k3/8/8/8/8/8/8/r3K3 b - - 0 1\"",
    );
    let ruleset = load_ruleset(&text, "inline.toml", &|_| None).expect("loads");
    let err = compile::<u64>(ruleset).unwrap_err().to_string();
    assert!(err.contains("is in check"), "{err}");
    let text = ruleset_text("horses");
    let ruleset = load_ruleset(&text, "inline.toml", &|_| None).expect("loads");
    let tables = compile::<u64>(ruleset).expect("compiles");
    for mode in [FenMode::Strict, FenMode::Relaxed] {
        let err = fers_rules::typed::Position::from_fen(&tables, "R3k3/8/8/8/8/8/8/4K3 w - - 0 1", mode)
            .unwrap_err();
        assert!(err.to_string().contains("(black) is in check"), "{err}");
    }
}

/// Finding 5: a royal piece may not set en passant (it could be captured en passant).
#[test]
fn royal_double_step_is_refused() {
    let text = ruleset_text("horses").replace(
        "betza = \"K\"",
        "betza = \"KifmnDfceF\"\ninitial-ranks = [1]",
    );
    let problems = load_problems(&text);
    assert!(
        problems
            .iter()
            .any(|(_, code, msg)| *code == "BadRoyal" && msg.contains("en passant")),
        "{problems:?}"
    );
}

/// Finding 6: castling whose king and rook would end on one square is refused.
#[test]
fn castling_onto_one_square_is_refused() {
    let text = format!(
        "{}\n[castling]\nrook = \"rook\"\nchess960 = true\nsides = [{{ name = \"king\", king-to = \"g1\", rook-to = \"g1\" }}]\n",
        ruleset_text("horses")
    );
    let problems = load_problems(&text);
    assert!(
        problems
            .iter()
            .any(|(_, code, msg)| *code == "BadCastling" && msg.contains("same square")),
        "{problems:?}"
    );
}

/// Finding 7: a royal kind may not promote.
#[test]
fn royal_promotion_is_refused() {
    let text = ruleset_text("horses").replace(
        "royal = true",
        "royal = true\npromotion = { to = [\"rook\"] }",
    );
    let problems = load_problems(&text);
    assert!(
        problems
            .iter()
            .any(|(_, code, msg)| *code == "BadPromotion" && msg.contains("royal")),
        "{problems:?}"
    );
}

/// Finding 9: a promotion list naming a kind twice is refused (it would list every
/// promotion twice).
#[test]
fn duplicate_promotion_targets_are_refused() {
    let text = ruleset_text("promotion-chain").replace(
        "promotion = { to = [\"knight\"] }",
        "promotion = { to = [\"knight\", \"queen\", \"knight\"] }",
    );
    let problems = load_problems(&text);
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert_eq!(problems[0].1, "BadPromotion");
    assert!(problems[0].2.contains("`knight` twice"), "{problems:?}");
}

/// Finding 10: a diagonal step that moves and captures reaches the en-passant square by
/// its quiet move: listed once, and capturing nothing (as Fairy-Stockfish).
#[test]
fn en_passant_square_reached_quietly_is_one_quiet_move() {
    let pos = position_of(
        "ep-both",
        "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1",
        FenMode::Strict,
    );
    let pos = common::after(&pos, &["d7d5"]);
    let moves = uci_moves_from(&pos, "e5");
    assert_eq!(moves, ["e5d6", "e5e6", "e5f6"]);
    let m = pos.validate("e5d6").expect("legal");
    assert_eq!(m.kind, MoveKind::Normal);
    let after = common::after(&pos, &["e5d6"]);
    assert!(after.piece_at(sq("d5")).is_some(), "{}", after.fen());
}

/// Finding 11: a kind may not promote into a kind that would have to promote again on
/// that rank.
#[test]
fn promotion_into_a_kind_that_must_promote_there_is_refused() {
    let text = ruleset_text("promotion-chain").replace(
        "promotion = { to = [\"queen\"], mandatory = [] }",
        "promotion = { to = [\"queen\"] }",
    );
    let problems = load_problems(&text);
    assert!(
        problems.iter().any(|(_, code, msg)| *code == "BadPromotion"
            && msg.contains("`pawn` may promote to `knight` on a8")),
        "{problems:?}"
    );
}

/// Finding 11: positions legal play reaches load strictly: extra knights from promotion
/// under `material-limit = "start"`, and a double check by two lame leapers.
#[test]
fn strict_fen_accepts_positions_legal_play_reaches() {
    // Two pawns became knights (three knights, six pawns).
    let pos = position_of(
        "promotion-chain",
        "4k3/pppppppp/8/8/8/8/2PPPPPP/1N1NKN2 w - - 0 1",
        FenMode::Strict,
    );
    assert_eq!(pos.pieces(fers_rules::Color::White).count(), 10);
    // A third knight with only two pawns missing is still too much.
    let text = ruleset_text("promotion-chain");
    let tables = compile::<u64>(load_ruleset(&text, "inline.toml", &|_| None).expect("loads"))
        .expect("compiles");
    let err = fers_rules::typed::Position::from_fen(
        &tables,
        "4k3/pppppppp/8/8/8/8/2PPPPPP/NN1NKN2 w - - 0 1",
        FenMode::Strict,
    )
    .unwrap_err();
    assert!(err.to_string().contains("too much material"), "{err}");
}

/// Finding 12: `initial` components apply on rank 2 unless `initial-ranks` says
/// otherwise (the documented default, Fairy-Stockfish's double-step region).
#[test]
fn initial_rank_default_is_rank_two() {
    let pos = position_of(
        "chiral",
        "4k3/8/8/8/8/8/3I4/I3K3 w - - 0 1",
        FenMode::Strict,
    );
    assert_eq!(uci_moves_from(&pos, "d2"), ["d2d3", "d2d4"]);
    assert_eq!(uci_moves_from(&pos, "a1"), ["a1a2"]);
}

/// Finding 13: Betza `r` is the piece's own right: black's `frF` steps towards the
/// a-file, as in Fairy-Stockfish; an initial hop (`igQ`) is refused as in the
/// structured form.
#[test]
fn betza_left_and_right_turn_with_the_piece() {
    let pos = position_of(
        "chiral",
        "4k3/8/8/4r3/8/8/8/R3K3 b - - 0 1",
        FenMode::Strict,
    );
    assert_eq!(uci_moves_from(&pos, "e5"), ["e5d4"]);
    let pos = position_of("chiral", "4k3/8/8/4R3/8/8/8/4K3 w - - 0 1", FenMode::Strict);
    assert_eq!(uci_moves_from(&pos, "e5"), ["e5f6"]);
    let text = ruleset_text("chiral").replace("betza = \"frF\"", "betza = \"igQ\"");
    let problems = load_problems(&text);
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert_eq!(problems[0].1, "BadBetza");
}

/// FEN errors echo the text they quote with control characters escaped, so a hostile
/// FEN cannot drive the terminal.
#[test]
fn fen_errors_escape_control_characters() {
    let tables = common::tables();
    for fen in [
        "4k3/8/8/8/8/8/8/4K3 \u{1b}[31m - - 0 1",
        "4k3/8/8/8/8/8/8/4K3 w K\u{1b} - 0 1",
        "4k3/8/8/8/8/8/8/4K3 w - e\u{7} 0 1",
        "4k3/8/8/8/8/8/8/4K3 w - - \u{1b}9 1",
    ] {
        let err = fers_rules::typed::Position::from_fen(tables, fen, FenMode::Relaxed)
            .unwrap_err()
            .to_string();
        assert!(!err.chars().any(|c| c.is_control()), "{err:?}");
        assert!(err.contains("\\u{"), "{err:?}");
    }
}

/// A royal piece capturing en passant is judged on the square it lands on (it used to
/// be skipped), and the captured pawn leaves the board.
#[test]
fn a_royal_piece_may_capture_en_passant() {
    let pos = position_of(
        "royal-ep",
        "4k3/3p4/8/4K3/8/8/8/8 b - - 0 1",
        FenMode::Strict,
    );
    let pos = common::after(&pos, &["d7d5"]);
    let m = pos.validate("e5d6").expect("legal");
    assert_eq!(m.kind, MoveKind::EnPassant);
    let after = common::after(&pos, &["e5d6"]);
    assert_eq!(after.fen(), "4k3/8/3K4/8/8/8/8/8 b - - 0 2");
    // Not where the capture would leave the royal piece attacked.
    let pos = position_of(
        "royal-ep",
        "3rk3/3p4/8/4K3/8/8/8/8 b - - 0 1",
        FenMode::Strict,
    );
    let pos = common::after(&pos, &["d7d5"]);
    assert!(!uci_moves_from(&pos, "e5").contains(&"e5d6".to_string()));
}

/// A double step that promotes sets no en-passant target: the piece on the far square is
/// no longer the kind that passed.
#[test]
fn a_promoting_double_step_sets_no_en_passant() {
    let pos = position_of(
        "royal-ep",
        "4k3/8/8/2K5/8/8/3P4/8 w - - 0 1",
        FenMode::Strict,
    );
    let moves = uci_moves_from(&pos, "d2");
    assert_eq!(moves, ["d2d3", "d2d4", "d2d4r"]);
    let pos = position_of(
        "royal-ep",
        "4k3/8/8/8/2p5/8/3P4/4K3 w - - 0 1",
        FenMode::Strict,
    );
    let after = common::after(&pos, &["d2d4r"]);
    assert!(after.en_passant_targets().is_empty());
    let plain = common::after(&pos, &["d2d4"]);
    assert!(plain.en_passant_targets().any());
    for p in [after, plain] {
        let again = fers_rules::typed::Position::from_fen(p.tables(), &p.fen(), FenMode::Strict)
            .expect("reloads strictly");
        assert_eq!(again, p);
    }
}

/// Castling never lands the king or rook on a piece, whatever `empty` lists, and where
/// the king can reach its castling square by itself the castling move is written
/// king-takes-rook.
#[test]
fn castling_destinations_and_ambiguous_text() {
    let pos = position_of(
        "castling-edges",
        "r3k2r/8/8/8/8/8/8/R3K1NR w KQkq - 0 1",
        FenMode::Strict,
    );
    assert!(
        pos.legal_moves()
            .iter()
            .all(|m| m.kind != MoveKind::Castle(fers_rules::CastlingSide::King))
    );
    let pos = position_of(
        "castling-edges",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        FenMode::Strict,
    );
    let castle = pos.validate("O-O").expect("legal");
    assert_eq!(pos.uci(castle), "e1h1");
    assert_eq!(pos.validate("e1h1").expect("legal"), castle);
    assert_eq!(pos.validate("e1g1").expect("legal").kind, MoveKind::Normal);
    let long = pos.validate("O-O-O").expect("legal");
    assert_eq!(pos.uci(long), "e1a1");
    let listed = uci_moves(&pos);
    let mut unique = listed.clone();
    unique.dedup();
    assert_eq!(listed, unique, "every legal move has its own text");
}
