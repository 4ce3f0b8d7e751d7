//! Partner hands (issue #35): bughouse, koedem and supply, one board of each, against
//! Fairy-Stockfish's figures, and the API a program running both boards needs.
//!
//! On one board a capture sends the piece to the partner (`captures = "partner"`):
//! it leaves this board's game, and pieces arrive in hand only from outside it
//! (`add_to_hand`). Every row for the three in `perft.tsv` and `pyffish_perft.tsv`
//! (positions with pockets written in, kings in hand, an extinct side) is reproduced;
//! the reference oracle is compared along random games from positions whose hands hold
//! pieces, so that drops, the obligation to drop kings and the extinction by the
//! opponent's count are all played.

use fers_conformance::fsf::assert_variants;
use fers_conformance::random_check::check_variant_playouts;
use fers_rules::typed::{Position, compile};
use fers_rules::{Color, EndReason, FenMode, IllegalCode, Outcome, Variant};

/// The variants tested here, by Fairy-Stockfish's name (= the bundled ruleset's name).
const VARIANTS: [&str; 3] = ["bughouse", "koedem", "supply"];

/// Start FENs from Fairy-Stockfish's `variant.cpp` (the published data lists none).
const EXTRA_STARTS: [(&str, &str); 3] = [
    (
        "bughouse",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
    ),
    (
        "koedem",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
    ),
    (
        "supply",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[] w - - 0 1",
    ),
];

#[test]
fn start_positions_and_perft_rows() {
    assert_variants(&VARIANTS, Some(2_000_000), &EXTRA_STARTS);
}

/// A bundled ruleset whose start position is `start`: the same rules, with pieces in
/// hand from the first move.
fn with_start(name: &str, start: &str) -> (Variant, String) {
    let text = format!("name = \"{name}-hands\"\nextends = \"{name}\"\n[board]\nstart = \"{start}\"\n");
    let resolve = |n: &str| fers_standard::resolve(n, None);
    let ruleset = fers_rules::load_ruleset(&text, "hands.toml", &resolve)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    (Variant::new(ruleset).expect("compiles"), text)
}

#[test]
fn drops_from_partner_hands_agree_with_the_reference_oracle() {
    let starts = [
        (
            "bughouse",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[QRBNPPqrbnpp] w KQkq - 0 1",
        ),
        (
            "koedem",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB2BNR[KQNPkqnp] w kq - 0 1",
        ),
        (
            "koedem",
            "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[PPpp] w KQ - 0 1",
        ),
        (
            "supply",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[BNPCARbnpcar] w - - 0 1",
        ),
    ];
    for (i, (name, start)) in starts.into_iter().enumerate() {
        let (variant, text) = with_start(name, start);
        let checked = check_variant_playouts(&variant, &text, 35 + i as u64, 4, 60)
            .unwrap_or_else(|f| panic!("{name}:\n{f}"));
        assert!(checked.positions >= 120, "{name}: {} positions", checked.positions);
    }
}

fn tables(name: &str) -> std::sync::Arc<fers_rules::typed::Tables<u128>> {
    let ruleset = fers_conformance::ruleset(name).expect("bundled");
    compile::<u128>(ruleset).expect("compiles")
}

#[test]
fn a_capture_leaves_the_board_and_the_partner_receives_it_demoted() {
    let t = tables("bughouse");
    // White's queen on d5 was a pawn; black's rook takes it.
    let mut pos =
        Position::from_fen(&t, "4k3/8/8/3Q~4/8/8/3r4/4K3[] b - - 0 1", FenMode::Strict).unwrap();
    let m = pos.validate("Rxd5").unwrap();
    let piece = pos.partner_receives(m).expect("a capture");
    assert_eq!((piece.color, pos.piece_symbol(piece)), (Color::White, "P".into()));
    pos.play(m).unwrap();
    // Nobody's hand on this board.
    assert_eq!(pos.fen(), "4k3/8/8/3r4/8/8/8/4K3[] w - - 0 2");
    // A quiet move hands over nothing.
    assert_eq!(pos.partner_receives(pos.validate("Kf2").unwrap()), None);
    // The partner's board: the piece arrives, the FEN and the hash follow, and reading
    // the FEN back gives the same position.
    let mut other = Position::start(&t);
    let before = other.hash();
    other.add_to_hand(Color::White, piece.kind).unwrap();
    assert_eq!(
        other.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[P] w KQkq - 0 1"
    );
    assert_ne!(other.hash(), before);
    let read = Position::from_fen(&t, &other.fen(), FenMode::Strict).unwrap();
    assert_eq!(read.hash(), other.hash());
    // A dropped pawn blocks nothing here but is a legal move at once.
    assert!(other.validate("P@e5").is_ok());
}

#[test]
fn a_promotion_is_marked_so_that_the_partner_gets_a_pawn() {
    let t = tables("bughouse");
    let mut pos = Position::from_fen(&t, "4k3/1P6/8/8/8/8/8/4K3[] w - - 0 1", FenMode::Strict).unwrap();
    pos.play(pos.validate("b8=Q").unwrap()).unwrap();
    assert_eq!(pos.fen(), "1Q~2k3/8/8/8/8/8/8/4K3[] b - - 0 1");
}

#[test]
fn a_side_may_hold_the_pieces_of_both_boards() {
    let t = tables("bughouse");
    // Sixteen white pieces on the board and eight more from the partner's board.
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[QRRBBNNP] w KQkq - 0 1";
    assert!(Position::from_fen(&t, fen, FenMode::Strict).is_ok());
    // But no more than two boards' worth: 33 white pieces cannot come from anywhere.
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[QRRBBNNPPPPPPPPPP] w KQkq - 0 1";
    let e = Position::from_fen(&t, fen, FenMode::Strict).unwrap_err();
    assert!(e.to_string().contains("too much material"), "{e}");
}

#[test]
fn a_stalemated_bughouse_side_loses() {
    let t = tables("bughouse");
    let pos = Position::from_fen(&t, "7k/5Q2/6K1/8/8/8/8/8[] b - - 0 1", FenMode::Strict).unwrap();
    assert_eq!(
        pos.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: EndReason::Stalemate
        })
    );
}

#[test]
fn a_koedem_king_in_hand_must_be_dropped_first() {
    let t = tables("koedem");
    let pos = Position::from_fen(
        &t,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB2BNR[KQ] w kq - 0 1",
        FenMode::Strict,
    )
    .unwrap();
    let moves = pos.legal_moves();
    assert_eq!(moves.len(), 34);
    assert!(moves.iter().all(|&m| pos.uci(m).starts_with("K@")));
    let e = pos.validate("Q@e3").unwrap_err();
    assert_eq!(
        (e.code, e.message.as_str()),
        (
            IllegalCode::DropRequired,
            "white holds K in hand, and in koedem a king in hand must be dropped before any other piece"
        )
    );
    let e = pos.validate("e2e4").unwrap_err();
    assert_eq!(
        (e.code, e.message.as_str()),
        (
            IllegalCode::DropRequired,
            "white holds K in hand, and in koedem a king in hand must be dropped while one can be (such as K@d1)"
        )
    );
}

#[test]
fn a_koedem_king_may_be_captured_and_owning_both_kings_wins() {
    let t = tables("koedem");
    // Kings are not royal: a king may be left attacked and taken.
    let pos = Position::from_fen(&t, "4k3/8/8/8/8/8/P3q3/4K3[] w - - 0 1", FenMode::Strict).unwrap();
    assert!(!pos.is_check());
    let mut taken = Position::from_fen(&t, "4k3/8/8/8/8/8/P3q3/4K3[] b - - 0 1", FenMode::Strict).unwrap();
    taken.play(taken.validate("Qxe1").unwrap()).unwrap();
    // White has no king, but black holds only one: the game goes on.
    assert_eq!(taken.outcome(), None);
    // The partner's capture hands black the other king: white is extinct.
    let king = t.ruleset().kind_by_name("king").unwrap();
    taken.add_to_hand(Color::Black, king).unwrap();
    assert_eq!(
        taken.outcome(),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: EndReason::Extinction
        })
    );
    assert!(taken.legal_moves().is_empty());
}

#[test]
fn supply_drops_only_where_the_piece_could_stand_and_never_give_check() {
    let t = tables("supply");
    let pos = Position::from_fen(
        &t,
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[BNPCARbnpcar] w - - 0 1",
        FenMode::Strict,
    )
    .unwrap();
    // Written as Fairy-Stockfish writes the pocket.
    assert_eq!(
        pos.fen(),
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[BNPCARbnpcar] w - - 0 1"
    );
    let drops = |letter: char| {
        let mut v: Vec<String> = (pos.legal_moves().into_iter())
            .map(|m| pos.uci(m))
            .filter(|u| u.starts_with(letter) && u.contains('@'))
            .collect();
        v.sort();
        v
    };
    assert_eq!(drops('A'), ["A@d3", "A@e2", "A@f3"]);
    assert_eq!(drops('B'), ["B@a3", "B@c5", "B@e3", "B@g5", "B@i3"]);
    assert_eq!(drops('P'), ["P@a5", "P@c5", "P@e5", "P@g5", "P@i5"]);
    let e = pos.validate("P@e3").unwrap_err();
    assert_eq!(e.code, IllegalCode::DropNotAllowed);
    // A rook dropped on the general's file would give check.
    let pos = Position::from_fen(&t, "4k4/9/9/9/9/9/9/9/9/3K5[R] w - - 0 1", FenMode::Strict).unwrap();
    assert!(pos.validate("R@d5").is_ok());
    let e = pos.validate("R@e5").unwrap_err();
    assert_eq!(
        (e.code, e.message.as_str()),
        (IllegalCode::GivesCheck, "R@e5 would give check, and in supply no drop may give check")
    );
}
