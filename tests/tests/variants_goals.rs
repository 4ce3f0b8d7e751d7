//! Variants won by goals other than checkmate (issue #10) against Fairy-Stockfish's
//! figures: check counting, flags, extinction, compulsory capture, no checks, results as
//! data and an army without a king.
//!
//! For each variant of [`VARIANTS`], loaded by its bundled name: its start position is
//! Fairy-Stockfish's (where the data lists it), and every row for it in `perft.tsv` and
//! `startpos_perft.tsv` of at most [`NODE_CAP`] nodes is reproduced (every row in the
//! `#[ignore]`d [`perft_rows_all`]). The data is `tests/data/fairy-stockfish/`.

use fers_conformance::fsf::assert_variants;

/// The variants tested here, by Fairy-Stockfish's name (= the bundled ruleset's name).
const VARIANTS: [&str; 29] = [
    "3check",
    "5check",
    "kingofthehill",
    "racingkings",
    "antichess",
    "giveaway",
    "suicide",
    "losers",
    "codrus",
    "extinction",
    "extinction960",
    "kinglet",
    "threekings",
    "horde",
    "misere",
    "armageddon",
    "breakthrough",
    "jesonmor",
    "fox-and-hounds",
    "clobber",
    "clobber10",
    "atomic",
    "atomic960",
    "nocheckatomic",
    "atomar",
    "spartan",
    "checkshogi",
    "dobutsu",
    "shatar",
];

/// Start FENs from Fairy-Stockfish's `variant.cpp` for variants the data does not list
/// (checkshogi's as Fairy-Stockfish's `fen()` writes it: its variant table's short form
/// `[-] w 0 1` leaves out the check counters, which it then reads as `1+1`).
const EXTRA_STARTS: [(&str, &str); 7] = [
    (
        "checkshogi",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 1+1 0 1",
    ),
    ("dobutsu", "gle/1c1/1C1/ELG[-] w 0 1"),
    (
        "shatar",
        "rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1",
    ),
    (
        "5check",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 5+5 0 1",
    ),
    ("fox-and-hounds", "1h1h1h1h/8/8/8/8/8/8/4F3 w - - 0 1"),
    (
        "nocheckatomic",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    (
        "atomar",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
];

/// Rows expecting more nodes than this run only in the ignored [`perft_rows_all`].
const NODE_CAP: u64 = 2_000_000;

fn check_rows(cap: Option<u64>) {
    assert_variants(&VARIANTS, cap, &EXTRA_STARTS);
}

#[test]
fn start_positions_and_perft_rows() {
    check_rows(Some(NODE_CAP));
}

#[test]
#[ignore = "every row, no node cap"]
fn perft_rows_all() {
    check_rows(None);
}

/// The obligation to capture, applied to target sets where it is the only obligation
/// (antichess, losers): the moves listed and the moves counted (perft(1), which takes the
/// counting sink) agree, whether the only capture is en passant, a promotion, a king's,
/// or there is none. The expected moves are python-chess's (antichess) and
/// Fairy-Stockfish's (losers).
#[test]
fn compulsory_captures_listed_and_counted_agree() {
    use fers_rules::{Position, FenMode};
    let cases: [(&str, &str, &[&str]); 7] = [
        ("antichess", "8/8/8/3pP3/8/8/8/8 w - d6 0 1", &["e5d6"]),
        (
            "antichess",
            "1n6/P7/8/8/8/8/8/8 w - - 0 1",
            &["a7b8b", "a7b8k", "a7b8n", "a7b8q", "a7b8r"],
        ),
        (
            "antichess",
            "8/8/8/8/8/8/p7/1N6 w - - 0 1",
            &["b1a3", "b1c3", "b1d2"],
        ),
        (
            "antichess",
            "8/8/8/8/8/8/p7/1N6 b - - 0 1",
            &["a2b1b", "a2b1k", "a2b1n", "a2b1q", "a2b1r"],
        ),
        ("losers", "4k3/p7/8/8/8/8/8/R3K3 w - - 0 1", &["a1a7"]),
        ("losers", "4k3/8/8/8/8/8/3p4/R3K3 w - - 0 1", &["e1d2"]),
        ("losers", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", &[]),
    ];
    for (variant, fen, expected) in cases {
        let v = fers_standard::load_variant(variant).unwrap();
        let pos = Position::from_fen(&v, fen, FenMode::Strict).unwrap();
        let mut uci: Vec<String> = pos.legal_moves().iter().map(|&m| pos.uci(m)).collect();
        uci.sort();
        assert_eq!(uci, expected, "{variant}: {fen}");
        assert_eq!(pos.perft(1), expected.len() as u64, "{variant}: {fen}");
    }
}
