//! Exact strings Fairy-Stockfish (pyffish 0.0.90, `get_san`) writes, and reading them
//! back.

use super::Notation::{self, *};
use crate::position::Position;
use crate::position::fen::FenMode;
use crate::testing::compiled;

/// Each `(uci, notation, text)` of `fen` in `ruleset`: written exactly so, and read back.
fn check(ruleset: &str, fen: Option<&str>, cases: &[(&str, Notation, &str)]) {
    let t = compiled::<u128>(ruleset);
    let pos = match fen {
        Some(fen) => Position::from_fen(&t, fen, FenMode::Relaxed).unwrap(),
        None => Position::start(&t),
    };
    for &(uci, n, text) in cases {
        let m = pos.parse_uci(uci).unwrap();
        assert_eq!(pos.write_move(m, n), text, "{ruleset} {uci} in {n}");
        assert_eq!(pos.read_move(text, n), Ok(m), "{ruleset} {text} in {n}");
    }
}

#[test]
fn shogi() {
    check(
        "shogi",
        None,
        &[
            ("c3c4", ShogiHodges, "P-7f"),
            ("c3c4", ShogiHosking, "P76"),
            ("c3c4", ShogiHodgesNumber, "P-76"),
            ("c3c4", Usi, "7g7f"),
            ("c3c4", Lan, "Pc3-c4"),
            ("h2c2", ShogiHodges, "R-7h"),
            ("d1e2", ShogiHodges, "G6i-5h"),
        ],
    );
    let fen = "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL[] w - - 0 2";
    check(
        "shogi",
        Some(fen),
        &[
            ("b2h8", ShogiHodges, "Bx2b="),
            ("b2h8", ShogiHosking, "Bx22="),
            ("b2h8+", ShogiHodges, "Bx2b+"),
            ("b2h8+", ShogiHodgesNumber, "Bx22+"),
            ("b2h8+", Lan, "Bb2xh8=H"),
            ("b2h8+", Usi, "8h2b+"),
        ],
    );
}

#[test]
fn shogi_reading_is_tolerant() {
    let t = compiled::<u128>("shogi");
    let pos = Position::start(&t);
    let m = pos.parse_uci("c3c4").unwrap();
    for text in ["P-76", "P76", "P7g-7f", "P7g7f", " P-7f ", "p-7f", "P-7f!"] {
        assert_eq!(pos.read_move(text, ShogiHodges), Ok(m), "{text}");
    }
    // Hostile text is refused, never a panic.
    for text in ["", "+", "P*", "Pé-7f", "P-7z", "99999999", "x", "-", "='"] {
        assert!(pos.read_move(text, ShogiHodges).is_err(), "{text}");
    }
}

#[test]
fn xiangqi() {
    check(
        "xiangqi",
        None,
        &[
            ("a1a2", XiangqiWxf, "R9+1"),
            ("i1i3", XiangqiWxf, "R1+2"),
            ("d1e2", XiangqiWxf, "A6+5"),
            ("b3b2", XiangqiWxf, "C8-1"),
            ("b3a3", XiangqiWxf, "C8=9"),
            ("h3e3", XiangqiWxf, "C2=5"),
            ("b1c3", XiangqiWxf, "H8+7"),
        ],
    );
}

#[test]
fn janggi() {
    check(
        "janggi",
        None,
        &[
            ("a1a2", Janggi, "R01-91"),
            ("a1a3", Janggi, "R01-81"),
            ("a4b4", Janggi, "P71-72"),
            ("e2e2", Janggi, "K95-95"),
        ],
    );
}

#[test]
fn names_round_trip() {
    for n in Notation::ALL {
        assert_eq!(n.name().parse::<Notation>(), Ok(n));
    }
}
