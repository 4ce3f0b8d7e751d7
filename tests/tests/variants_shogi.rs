//! The shogi family (issue #9): shogi-style promotion (`+P`, a `+` after the UCI move,
//! promoting on entering, moving in or leaving the zone), drops with nifu
//! (`drop-file-limit`) and uchifuzume (`drop-mate = false`), against Fairy-Stockfish's
//! figures and the reference oracle (tori shogi's two swallows a file among them); sho
//! shogi's king and crown prince, pseudo-royal and
//! counted together (`[rules.extinction] together`); kyoto shogi's pieces that turn over
//! with every move and micro shogi's that turn over with every capture (demotion
//! written `-`, drops of the promoted side `+P@c3`).
//!
//! For each variant of [`VARIANTS`], loaded by its bundled name: its start position is
//! Fairy-Stockfish's (its short form `[-] w 0 1` read as `[] w - - 0 1`), and every row
//! for it in `perft.tsv`, `startpos_perft.tsv` and `pyffish_perft.tsv` of at most
//! [`NODE_CAP`] nodes is reproduced (every row in the `#[ignore]`d [`perft_rows_all`]).

use fers_conformance::fsf::assert_variants;
use fers_conformance::random_check::assert_bundled_playouts;
use fers_conformance::{sorted_uci, sorted_uci_from};
use fers_rules::{EndReason, FenMode, IllegalCode, Outcome};
use fers_rules::typed::{Position, compile};

/// The variants tested here, by Fairy-Stockfish's name (= the bundled ruleset's name).
const VARIANTS: [&str; 11] = [
    "shogi",
    "minishogi",
    "judkins",
    "gorogoro",
    "okisakishogi",
    "yarishogi",
    "euroshogi",
    "shoshogi",
    "torishogi",
    "kyotoshogi",
    "micro",
];

/// Start FENs from Fairy-Stockfish's `variant.cpp` for variants `startpos.tsv` does not
/// list, in its short form.
const EXTRA_STARTS: [(&str, &str); 8] = [
    ("judkins", "rbnsgk/5p/6/6/P5/KGSNBR[-] w 0 1"),
    ("gorogoro", "sgkgs/5/1ppp1/1PPP1/5/SGKGS[-] w 0 1"),
    (
        "okisakishogi",
        "lnsgkqgsnl/1r6b1/pppppppppp/10/10/10/10/PPPPPPPPPP/1B6R1/LNSGQKGSNL[-] w 0 1",
    ),
    (
        "yarishogi",
        "rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR[-] w 0 1",
    ),
    (
        "euroshogi",
        "1nbgkgn1/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/1NGKGBN1[-] w 0 1",
    ),
    (
        "shoshogi",
        "lnsgkgsnl/1r2e2b1/ppppppppp/9/9/9/PPPPPPPPP/1B2E2R1/LNSGKGSNL w 0 1",
    ),
    (
        "torishogi",
        "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 1",
    ),
    ("micro", "kb+r+l/p3/4/3P/+L+RBK[-] w 0 1"),
];

/// Rows expecting more nodes than this run only in the ignored [`perft_rows_all`].
const NODE_CAP: u64 = 2_000_000;

#[test]
fn start_positions_and_perft_rows() {
    assert_variants(&VARIANTS, Some(NODE_CAP), &EXTRA_STARTS);
}

#[test]
#[ignore = "every row, no node cap"]
fn perft_rows_all() {
    assert_variants(&VARIANTS, None, &EXTRA_STARTS);
}

#[test]
fn promotion_drops_and_hands_agree_with_the_reference_oracle() {
    // Moves, checkers, the position after every move, FEN and hash round trips,
    // validation and undo, at every position of seeded playouts.
    assert_bundled_playouts(&VARIANTS, 40, 3, 80, 101);
}

/// A minishogi position read from `fen`.
fn minishogi(fen: &str) -> Position<u64> {
    let tables = fers_conformance::tables("minishogi").expect("bundled");
    Position::from_fen(&tables, fen, FenMode::Strict).expect("valid FEN")
}

#[test]
fn a_piece_promotes_entering_moving_in_and_leaving_the_zone() {
    // The silver on b5 stands in the zone (rank 5): it may promote as it leaves. The one
    // on c2 is far from it. The pawn on e4 must promote on e5, where it could not move
    // again. (As Fairy-Stockfish lists them.)
    let pos = minishogi("kS3/4P/5/2S2/K4[] w - - 0 1");
    let expected = [
        "a1a2", "a1b1", "a1b2", "b5a4", "b5a4+", "b5c4", "b5c4+", "c2b1", "c2b3", "c2c3", "c2d1",
        "c2d3", "e4e5+",
    ];
    assert_eq!(sorted_uci(&pos, |_| true), expected);
    let e = pos.validate("e4e5").unwrap_err();
    assert_eq!(e.code, IllegalCode::PromotionRequired);
    let e = pos.validate("c2c3+").unwrap_err();
    assert_eq!(e.code, IllegalCode::InvalidPromotion);
}

#[test]
fn promoted_pieces_are_written_with_a_plus_and_go_to_hand_unpromoted() {
    // The tokin on c4 takes the gold on c5, which goes to white's hand; the other gold
    // takes the tokin back, which goes to black's hand as a pawn (FENs as
    // Fairy-Stockfish writes them).
    let mut pos = minishogi("2gg1/2+P2/5/5/K3k[] w - - 0 1");
    assert_eq!(pos.fen(), "2gg1/2+P2/5/5/K3k[] w - - 0 1");
    pos.play(pos.parse_uci("c4c5").expect("legal"))
        .expect("legal");
    assert_eq!(pos.fen(), "2+Pg1/5/5/5/K3k[G] b - - 0 1");
    pos.play(pos.parse_uci("d5c5").expect("legal"))
        .expect("legal");
    assert_eq!(pos.fen(), "2g2/5/5/5/K3k[Gp] w - - 0 2");
}

#[test]
fn nifu_and_drop_mate_are_refused_with_their_reasons() {
    let pos = minishogi("1+B3/1R3/4k/P1K2/1R3[GGPSSb] w - - 1 22");
    let pawn_drops = sorted_uci(&pos, |m| {
        m.is_drop() && pos.tables().ruleset().piece(m.piece).name == "pawn"
    });
    // Not on the a-file (white has a pawn there), not on rank 5 (it could not move),
    // not on e2 (it would mate).
    assert_eq!(
        pawn_drops,
        [
            "P@b2", "P@b3", "P@c1", "P@c3", "P@c4", "P@d1", "P@d2", "P@d3", "P@d4", "P@e1", "P@e4"
        ]
    );
    for (text, code) in [
        ("P@a3", IllegalCode::DropNotAllowed),
        ("P@e2", IllegalCode::DropMate),
        ("P@b5", IllegalCode::DropNotAllowed),
    ] {
        assert_eq!(pos.validate(text).map_err(|e| e.code), Err(code), "{text}");
    }
    // A gold may mate by its drop.
    assert!(pos.validate("G@e2").is_ok());
}

/// A euroshogi position read from `fen`.
fn euroshogi(fen: &str) -> Result<Position<u64>, fers_rules::FenError> {
    let tables = fers_conformance::tables("euroshogi").expect("bundled");
    Position::from_fen(&tables, fen, FenMode::Strict)
}

#[test]
fn a_piece_dropped_into_a_compulsory_zone_promotes_on_its_next_move() {
    // `drop-ranks` given: a pawn may be dropped in the zone (ranks 6 and 7), where every
    // promotion is compulsory, but not on rank 8, where it could not move.
    let pos = euroshogi("4k3/8/8/8/8/8/8/4K3[P] w - - 0 1").expect("valid FEN");
    let a_file = sorted_uci(&pos, |m| m.is_drop() && pos.uci(*m).starts_with("P@a"));
    assert_eq!(
        a_file,
        ["P@a1", "P@a2", "P@a3", "P@a4", "P@a5", "P@a6", "P@a7"]
    );
    let refusal = pos
        .validate("P@a8")
        .expect_err("no pawn drop on the last rank");
    assert_eq!(refusal.code, IllegalCode::DropNotAllowed);
    // Standing unpromoted in the zone, its only move promotes.
    let dropped = euroshogi("4k3/8/P7/8/8/8/8/4K3[] w - - 0 1").expect("valid FEN");
    let pawn = sorted_uci(&dropped, |m| {
        m.from != m.to && dropped.uci(*m).starts_with("a6")
    });
    assert_eq!(pawn, ["a6a7+"]);
    // Where it may not be dropped, it cannot stand unpromoted.
    let stuck = euroshogi("P3k3/8/8/8/8/8/8/4K3[] w - - 0 1").expect_err("a pawn on a8");
    assert_eq!(
        stuck.to_string(),
        "a pawn on a8 stands where it must have promoted"
    );
}

/// A sho shogi position read from `fen` (81 squares: `u128`).
fn shoshogi(fen: &str) -> Position<u128> {
    let tables =
        compile::<u128>(fers_conformance::ruleset("shoshogi").expect("bundled")).expect("compiles");
    Position::from_fen(&tables, fen, FenMode::Strict).expect("valid FEN")
}

#[test]
fn a_lone_sho_shogi_king_may_not_be_left_attacked() {
    // White's king on e1 is its only king or crown prince, so it is pseudo-royal: the
    // rook on e9 checks it, and only the king's steps off the file or the gold's onto
    // it answer (as Fairy-Stockfish lists them).
    let pos = shoshogi("k3r4/9/3G5/9/9/9/9/9/4K4 w - - 0 1");
    assert!(pos.is_check());
    assert_eq!(
        sorted_uci(&pos, |_| true),
        ["d7e7", "d7e8", "e1d1", "e1d2", "e1f1", "e1f2"]
    );
    let refusal = pos.validate("d7d8").expect_err("leaves the king attacked");
    assert_eq!(refusal.code, IllegalCode::KingInCheck);
}

#[test]
fn a_king_and_a_crown_prince_are_counted_together() {
    // White has a king and a crown prince: neither is pseudo-royal, so the rook's
    // attack on the king is no check, and the prince may walk away from it.
    let mut pos = shoshogi("k3r4/9/9/9/9/9/9/9/4K3+E w - - 0 1");
    assert!(!pos.is_check());
    pos.play(pos.validate("i1h2").expect("legal"))
        .expect("legal");
    // Black takes the king: the game goes on, and the prince, now alone, is
    // pseudo-royal: it may not step onto the rook's rank.
    pos.play(pos.validate("e9e1").expect("legal"))
        .expect("legal");
    assert_eq!(pos.fen(), "k8/9/9/9/9/9/9/7+E1/4r4 w - - 0 2");
    assert_eq!(pos.outcome(), None);
    assert!(!pos.is_check());
    let refusal = pos
        .validate("h2h1")
        .expect_err("the rook would take a lone prince");
    assert_eq!(refusal.code, IllegalCode::WouldExposeKing);
    // An elephant that promotes beside a lone king makes two of them: then either
    // may be left attacked (Fairy-Stockfish judges the promoting move with the king
    // still counted alone: see docs/differential.md).
    let pos = shoshogi("k3r4/9/3E5/9/9/9/9/9/4K4 w - - 0 1");
    assert!(pos.is_check());
    assert!(pos.validate("d7d8+").is_ok());
    let refusal = pos
        .validate("d7d8")
        .expect_err("leaves the lone king attacked");
    assert_eq!(refusal.code, IllegalCode::KingInCheck);
}

#[test]
fn a_checkmated_lone_sho_shogi_king_loses() {
    // A lone king in check with no legal move is checkmated: the game ends before
    // it could be captured.
    let pos = shoshogi("4k4/4G4/4G4/9/9/9/9/9/4K4 b - - 0 1");
    assert_eq!(
        pos.outcome(),
        Some(Outcome::Decisive {
            winner: fers_rules::Color::White,
            reason: EndReason::Checkmate
        })
    );
}

/// A tori shogi position read from `fen`.
fn torishogi(fen: &str) -> Position<u64> {
    let tables = fers_conformance::tables("torishogi").expect("bundled");
    Position::from_fen(&tables, fen, FenMode::Strict).expect("valid FEN")
}

#[test]
fn tori_shogi_drops_a_swallow_on_a_file_with_at_most_one_of_its_swallows() {
    // White's swallows stand two on the a-file and one on b2: a swallow may
    // be dropped on the b-file, not on the a-file, nor on the far rank (where it could
    // not move), and it may be dropped in the zone (rank 6), where it must promote
    // with its next move (as Fairy-Stockfish lists them).
    let pos = torishogi("3k3/7/7/S6/S6/1S5/K6[S] w - - 0 1");
    let drops = sorted_uci(&pos, |m| m.is_drop() && pos.uci(*m).starts_with("S@a"));
    assert!(drops.is_empty(), "{drops:?}");
    let b_file = sorted_uci(&pos, |m| m.is_drop() && pos.uci(*m).starts_with("S@b"));
    assert_eq!(b_file, ["S@b1", "S@b3", "S@b4", "S@b5", "S@b6"]);
    let refusal = pos
        .validate("S@a6")
        .expect_err("a third swallow on the a-file");
    assert_eq!(refusal.code, IllegalCode::DropNotAllowed);
    let dropped = torishogi("3k3/S6/7/7/7/7/K6[] w - - 0 1");
    assert_eq!(sorted_uci_from(&dropped, "a6"), ["a6a7+"]);
}

/// A position of the bundled ruleset `name` read from `fen`.
fn position(name: &str, fen: &str) -> Position<u64> {
    let tables = fers_conformance::tables(name).expect("bundled");
    Position::from_fen(&tables, fen, FenMode::Strict).expect("valid FEN")
}

#[test]
fn kyoto_shogi_pieces_turn_over_with_every_move() {
    // At the start every piece but the king turns over: the lance-tokin on a1 and the
    // knight-gold on d1 demote (`-`), the silver and the pawn promote (`+`), as
    // Fairy-Stockfish lists them.
    let start = position("kyotoshogi", "p+nks+l/5/5/5/+LSK+NP[] w - - 0 1");
    assert_eq!(
        sorted_uci(&start, |_| true),
        [
            "a1a2-", "a1b2-", "b1a2+", "b1b2+", "b1c2+", "c1b2", "c1c2", "c1d2", "d1c2-", "d1d2-",
            "d1e2-", "e1e2+"
        ]
    );
    for (text, code, message) in [
        (
            "a1a2",
            IllegalCode::PromotionRequired,
            "the white tokin on a1 must demote on a2: add - (a1a2-)",
        ),
        (
            "a1a2+",
            IllegalCode::InvalidPromotion,
            "a tokin may demote to lance, not `+`",
        ),
        (
            "b1b2",
            IllegalCode::PromotionRequired,
            "the white silver on b1 must promote on b2: add + (b1b2+)",
        ),
    ] {
        let e = start.validate(text).expect_err(text);
        assert_eq!((e.code, e.message.as_str()), (code, message), "{text}");
    }
    // The king does not turn over; the bishop (+S) demotes, the silver promotes, the
    // knight on d2 leaps and promotes; a turn-over that can be undone keeps the clock
    // running (c3d4+: 1), as in Fairy-Stockfish.
    let mut pos = position("kyotoshogi", "3k1/2n1P/2S2/+p1+SN1/2K2[Ll] w - - 0 13");
    assert_eq!(
        sorted_uci(&pos, |m| !m.is_drop()),
        [
            "c1b1", "c1d1", "c2a4-", "c2b1-", "c2b3-", "c2d1-", "c2d3-", "c3b2+", "c3b4+", "c3c4+",
            "c3d4+", "d2c4+", "e4e5+"
        ]
    );
    pos.play(pos.validate("c3d4+").expect("legal"))
        .expect("legal");
    assert_eq!(pos.fen(), "3k1/2n+SP/5/+p1+SN1/2K2[Ll] b - - 1 13");
}

#[test]
fn kyoto_shogi_drops_a_piece_as_either_side() {
    // The lance in hand may be dropped as a lance or as a tokin (`+L@a3`), anywhere,
    // and the hand loses the lance either way (as Fairy-Stockfish writes them).
    let mut pos = position("kyotoshogi", "3k1/2n1P/2S2/+p1+SN1/2K2[Ll] w - - 0 13");
    assert_eq!(
        sorted_uci(&pos, |m| m.is_drop() && pos.uci(*m).ends_with('3')),
        [
            "+L@a3", "+L@b3", "+L@d3", "+L@e3", "L@a3", "L@b3", "L@d3", "L@e3"
        ]
    );
    assert_eq!(pos.legal_moves().len(), 47);
    // In SAN the tokin is dropped by its own letter.
    let tokin = pos.validate("+L@a3").expect("legal");
    assert_eq!(pos.san(tokin), "T@a3");
    assert_eq!(pos.validate("T@a3"), Ok(tokin));
    pos.play(tokin).expect("legal");
    assert_eq!(pos.fen(), "3k1/2n1P/+L1S2/+p1+SN1/2K2[l] b - - 0 13");
    // A captured promoted piece goes to hand as its unpromoted side.
    let mut pos = position("kyotoshogi", "4k/5/5/2+p2/K+S3[] w - - 0 1");
    pos.play(pos.validate("b1c2-").expect("legal"))
        .expect("legal");
    assert_eq!(pos.fen(), "4k/5/5/2S2/K4[P] b - - 0 1");
    // Where drops of the promoted side are not allowed, `+P@c3` is refused.
    let mini = minishogi("4k/5/5/5/K4[P] w - - 0 1");
    let e = mini
        .validate("+P@c3")
        .expect_err("minishogi drops a pawn as a pawn");
    assert_eq!(
        (e.code, e.message.as_str()),
        (
            IllegalCode::DropNotAllowed,
            "a pawn is dropped as it is in minishogi: not as a tokin"
        )
    );
}

#[test]
fn micro_shogi_pieces_turn_over_only_when_they_capture() {
    // The start: quiet moves only, none of which turns a piece over.
    let start = position("micro", "kb+r+l/p3/4/3P/+L+RBK[] w - - 0 1");
    assert_eq!(
        sorted_uci(&start, |_| true),
        [
            "a1a2", "a1b2", "b1a2", "b1b2", "b1c2", "c1a3", "c1b2", "d1c2", "d2d3"
        ]
    );
    let e = start.validate("d2d3+").expect_err("a quiet move");
    assert_eq!(
        (e.code, e.message.as_str()),
        (
            IllegalCode::InvalidPromotion,
            "the white pawn on d2 cannot promote on d3: it promotes only when it captures"
        )
    );
    // The bishop takes the pawn on a3 and must turn over into a tokin; the pawn goes to
    // white's hand (as Fairy-Stockfish writes it).
    let mut pos = start.clone();
    for m in ["d2d3", "a4a3"] {
        pos.play(pos.validate(m).expect("legal")).expect("legal");
    }
    assert_eq!(sorted_uci_from(&pos, "c1"), ["c1a3+", "c1b2", "c1d2"]);
    let e = pos.validate("c1a3").expect_err("a capture turns over");
    assert_eq!(e.code, IllegalCode::PromotionRequired);
    pos.play(pos.validate("c1a3+").expect("legal"))
        .expect("legal");
    assert_eq!(pos.fen(), "kb+r+l/4/+B2P/4/+L+R1K[P] b - - 0 2");
    // Checked by the bishop on a4, white may take it with the tokin, which turns back
    // into a bishop (`-`), step the tokin aside unturned, block with the gold or a
    // dropped pawn or knight, or move the king.
    pos.play(pos.validate("b5a4").expect("legal"))
        .expect("legal");
    assert_eq!(pos.fen(), "k1+r+l/b3/+B2P/4/+L+R1K[P] w - - 1 3");
    assert_eq!(
        sorted_uci(&pos, |_| true),
        [
            "+P@b3", "+P@c2", "P@b3", "P@c2", "a3a4-", "a3b3", "b1c2", "d1c1", "d1d2"
        ]
    );
    for (text, code, message) in [
        (
            "a3a4",
            IllegalCode::PromotionRequired,
            "the white tokin on a3 must demote on a4: add - (a3a4-)",
        ),
        (
            "a3b3-",
            IllegalCode::InvalidPromotion,
            "the white tokin on a3 cannot demote on b3: it demotes only when it captures",
        ),
    ] {
        let e = pos.validate(text).expect_err(text);
        assert_eq!((e.code, e.message.as_str()), (code, message), "{text}");
    }
}
