//! The FIDE Laws of Chess, rule by rule, against the standard ruleset: notation: SAN, UCI and FEN. Every
//! expectation here was worked out on the board by hand (move lists, SAN, FEN), not copied
//! from the engine's output. The other laws are in the other `fide_*.rs` files.

use crate::common;

use common::*;
use fers_rules::typed::Position;

// ---------------------------------------------------------------------------------------
// Notation
// ---------------------------------------------------------------------------------------

const SUITE: [(&str, usize); 7] = [
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        20,
    ),
    (KIWIPETE, 48),
    ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 14),
    (
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        6,
    ),
    (
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        44,
    ),
    (
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        46,
    ),
    ("4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1", 0),
];

fn round_trip(p: &Position<u64>) {
    let moves = p.legal_moves();
    let mut sans: Vec<String> = Vec::new();
    let mut ucis: Vec<String> = Vec::new();
    for m in moves {
        let san = p.san(m);
        let uci = p.uci(m);
        assert_eq!(p.parse_san(&san), Ok(m), "SAN {san} in {}", p.fen());
        assert_eq!(p.parse_uci(&uci), Ok(m), "UCI {uci} in {}", p.fen());
        assert_eq!(p.validate(&san), Ok(m), "validate {san} in {}", p.fen());
        assert_eq!(p.validate(&uci), Ok(m), "validate {uci} in {}", p.fen());
        sans.push(san);
        ucis.push(uci);
    }
    let n = sans.len();
    assert_eq!(p.count_legal_moves(), n as u64, "{}", p.fen());
    sans.sort();
    sans.dedup();
    ucis.sort();
    ucis.dedup();
    assert_eq!(sans.len(), n, "duplicate SAN in {}", p.fen());
    assert_eq!(ucis.len(), n, "duplicate UCI in {}", p.fen());
}

#[test]
fn san_and_uci_round_trip() {
    let mut positions = 0;
    for (fen, count) in SUITE {
        let p = pos(fen);
        if count > 0 {
            assert_eq!(p.legal_moves().len(), count, "{fen}");
        }
        round_trip(&p);
        // And every position one ply deeper.
        for m in p.legal_moves() {
            let mut q = p.clone();
            q.play(m).unwrap();
            round_trip(&q);
            positions += 1;
        }
    }
    assert!(positions > 150);
}

#[test]
fn san_round_trip_in_special_positions() {
    for fen in [
        "8/4P3/8/8/k7/8/8/4K3 w - - 0 1",
        "3r4/4P3/8/8/k7/8/8/4K3 w - - 0 1",
        "rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
        "4k3/8/8/8/8/8/8/1N1K1N2 w - - 0 1",
        "4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1",
        "4k3/6b1/5N2/8/r7/8/8/4R1K1 b - - 0 1",
    ] {
        round_trip(&pos(fen));
    }
}

#[test]
fn san_disambiguated_by_rank_is_not_read_as_uci() {
    // Bishops on a8 and a6 both reach b7, so SAN names the rank: `B6b7`. Read as UCI
    // with an uppercase file it would be b6-b7, the pawn's move (found by the property
    // tests: `validate` refused the SAN of a legal move).
    let p = pos("B3k3/8/BP6/8/8/8/8/4K3 w - - 0 1");
    let bishop = p
        .legal_moves()
        .into_iter()
        .find(|m| p.uci(*m) == "a6b7")
        .unwrap();
    assert_eq!(p.san(bishop), "B6b7");
    assert_eq!(p.validate("B6b7"), Ok(bishop));
    assert_eq!(p.validate("B8b7"), Ok(mv(&p, "a8b7")));
    assert_eq!(p.uci(mv(&p, "b6b7")), "b6b7");
    assert_eq!(p.validate("b6b7").unwrap().from, sq("b6"));
    round_trip(&p);
}

#[test]
fn san_disambiguation_by_file() {
    let p = pos("4k3/8/8/8/8/8/8/1N1K1N2 w - - 0 1");
    assert_eq!(p.san(mv(&p, "b1d2")), "Nbd2");
    assert_eq!(p.san(mv(&p, "f1d2")), "Nfd2");
    assert_eq!(p.san(mv(&p, "b1c3")), "Nc3");
    assert_eq!(p.san(mv(&p, "f1e3")), "Ne3");
    assert_eq!(p.parse_san("Nbd2").map(|m| p.uci(m)), Ok("b1d2".into()));
    assert_eq!(p.parse_san("Nfd2").map(|m| p.uci(m)), Ok("f1d2".into()));
}

#[test]
fn san_disambiguation_by_rank() {
    let p = pos("4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1");
    assert_eq!(p.san(mv(&p, "g1f3")), "N1f3");
    assert_eq!(p.san(mv(&p, "g5f3")), "N5f3");
    assert_eq!(p.san(mv(&p, "g1h3")), "N1h3");
    assert_eq!(p.san(mv(&p, "g5h3")), "N5h3");
    assert_eq!(p.san(mv(&p, "g1e2")), "Ne2");
    assert_eq!(p.parse_san("N5f3").map(|m| p.uci(m)), Ok("g5f3".into()));
}

#[test]
fn san_disambiguation_by_square() {
    // Queens a1, a3, c1 all reach b2: a1 shares a file with a3 and a rank with c1.
    let p = pos("4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1");
    assert_eq!(p.san(mv(&p, "a1b2")), "Qa1b2");
    assert_eq!(p.san(mv(&p, "a3b2")), "Q3b2");
    assert_eq!(p.san(mv(&p, "c1b2")), "Qcb2");
    assert_eq!(p.parse_san("Qa1b2").map(|m| p.uci(m)), Ok("a1b2".into()));
    assert_eq!(p.parse_san("Q3b2").map(|m| p.uci(m)), Ok("a3b2".into()));
    assert_eq!(p.parse_san("Qcb2").map(|m| p.uci(m)), Ok("c1b2".into()));
}

#[test]
fn san_does_not_disambiguate_against_a_pinned_piece() {
    // The f3 knight also reaches d2, but it is pinned to h1 by the e4 bishop.
    let p = pos("4k3/8/8/8/4b3/5N2/8/1N5K w - - 0 1");
    assert_eq!(p.san(mv(&p, "b1d2")), "Nd2");
    assert_eq!(p.parse_san("Nd2").map(|m| p.uci(m)), Ok("b1d2".into()));
}

#[test]
fn san_check_and_mate_suffixes() {
    let p = pos("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    assert_eq!(p.san(mv(&p, "a1a8")), "Ra8+");
    assert_eq!(p.san(mv(&p, "a1a7")), "Ra7");
    let p = pos("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1");
    assert_eq!(p.san(mv(&p, "a1a8")), "Ra8#");
    let p = pos("5k2/8/8/8/8/8/8/4K2R w K - 0 1");
    assert_eq!(p.san(mv(&p, "e1g1")), "O-O+");
    let p = pos("3k4/8/8/8/8/8/8/R3K3 w Q - 0 1");
    assert_eq!(p.san(mv(&p, "e1c1")), "O-O-O+");
    // Discovered check by the knight uncovering the rook.
    let p = pos("4k3/8/8/8/8/4N3/8/4R1K1 w - - 0 1");
    assert_eq!(p.san(mv(&p, "e3c4")), "Nc4+");
    // Suffixes and annotations are accepted when reading.
    let p = start();
    assert_eq!(p.parse_san("Nf3!?"), p.parse_san("Nf3"));
    assert_eq!(p.parse_san("e4+"), p.parse_san("e4"));
}

#[test]
fn san_pawn_moves_and_captures() {
    let p = after(&start(), &["e4", "d5"]);
    assert_eq!(p.san(mv(&p, "e4d5")), "exd5");
    assert_eq!(p.san(mv(&p, "e4e5")), "e5");
    assert_eq!(p.san(mv(&p, "d2d4")), "d4");
    assert_eq!(p.san(mv(&p, "f1b5")), "Bb5+");
    assert_eq!(p.san(mv(&p, "d1h5")), "Qh5");
}

#[test]
fn fen_round_trip() {
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        KIWIPETE,
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
        "rnbqkbnr/ppp1pppp/8/8/3pP3/5N2/PPPP1PPP/RNBQKB1R b KQkq e3 0 3",
        "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 5 20",
        "4k3/8/8/8/8/8/8/4K3 b - - 12 64",
    ] {
        let p = pos(fen);
        assert_eq!(p.fen(), fen);
        assert_eq!(pos(&p.fen()).hash(), p.hash());
        assert_eq!(pos(&p.fen()), p);
    }
}

#[test]
fn fen_writes_en_passant_only_when_it_can_be_taken() {
    // After 1.e4 no black pawn can take on e3.
    let p = after(&start(), &["e4"]);
    assert_eq!(
        p.fen(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
    let q = pos("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    assert_eq!(q.hash(), p.hash());
    assert_eq!(q, p);
}

#[test]
fn transpositions_have_equal_hashes() {
    let a = after(&start(), &["Nf3", "Nf6", "Nc3"]);
    let b = after(&start(), &["Nc3", "Nf6", "Nf3"]);
    assert_eq!(a.fen(), b.fen());
    assert_eq!(
        a.fen(),
        "rnbqkb1r/pppppppp/5n2/8/8/2N2N2/PPPPPPPP/R1BQKB1R b KQkq - 3 2"
    );
    assert_eq!(a.hash(), b.hash());
    assert_eq!(a, b);
    // A different position has a different hash.
    let c = after(&start(), &["Nf3", "Nf6", "Na3"]);
    assert_ne!(a.hash(), c.hash());
    // Reached by different move orders and different lengths.
    let d = after(&start(), &["Nf3", "Nf6", "Nc3", "Ng8", "Ng1", "Nf6"]);
    let e = after(&start(), &["Nc3", "Nf6"]);
    assert_eq!(d.hash(), e.hash());
    // The same placement with white to move instead of black.
    let w = pos("rnbqkb1r/pppppppp/5n2/8/8/2N2N2/PPPPPPPP/R1BQKB1R w KQkq - 3 2");
    assert_ne!(w.hash(), a.hash());
}
