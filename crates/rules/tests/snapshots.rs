//! Snapshots of the rule report (board, FEN, check, every legal move in UCI and SAN,
//! outcome) for characteristic positions, and of every refusal message. Each snapshot
//! was read and checked by hand against the rules of chess.

use crate::common;

use common::*;
use fers_rules::CastlingRefusal;

/// The castling reason with square names instead of indices.
fn describe(r: CastlingRefusal) -> String {
    use CastlingRefusal::*;
    let name = |s| tables().shape().square_name(s).to_string();
    let r = match r {
        SquaresOccupied(s) => format!("SquaresOccupied({})", name(s)),
        PassesThroughCheck(s) => format!("PassesThroughCheck({})", name(s)),
        LandsInCheck(s) => format!("LandsInCheck({})", name(s)),
        other => format!("{other:?}"),
    };
    format!(" [{r}]")
}

#[test]
fn report_start_position() {
    insta::assert_snapshot!("start_position", start().report());
}

#[test]
fn report_kiwipete() {
    insta::assert_snapshot!("kiwipete", pos(KIWIPETE).report());
}

#[test]
fn report_in_check() {
    // The rook on e4 checks; castling is out, the king steps aside.
    insta::assert_snapshot!(
        "in_check",
        pos("4k3/8/8/8/4r3/8/8/R3K2R w KQ - 0 1").report()
    );
}

#[test]
fn report_checkmate() {
    insta::assert_snapshot!("checkmate", pos(MATED).report());
}

#[test]
fn report_stalemate() {
    insta::assert_snapshot!("stalemate", pos(STALEMATE).report());
}

#[test]
fn board_rendering() {
    insta::assert_snapshot!("render_kiwipete", pos(KIWIPETE).render());
}

#[test]
fn illegal_move_messages() {
    let mut out = String::new();
    for c in CASES {
        let e = run_case(c.label);
        let reason = e.castling.map(describe).unwrap_or_default();
        out.push_str(&format!(
            "{}: `{}` in {}{reason}\n  {}: {}\n",
            c.label, c.input, c.fen, e.code, e.message
        ));
    }
    insta::assert_snapshot!("illegal_move_messages", out);
}
