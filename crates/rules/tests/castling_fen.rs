//! The FEN castling field when a side has more than one piece of the castling king's
//! kind on its castling rank (a king that is not royal: a second one dropped from hand, or
//! promoted to in extinction chess and walked back): the unmoved king's rights are
//! written, read back, and still castle.

use fers_rules::{FenMode, load_ruleset};
use fers_rules::typed::{Position, Tables, compile};
use std::sync::Arc;

use crate::common;
use common::{bundled, ruleset_text};

fn dropped_king() -> Arc<Tables<u64>> {
    let ruleset = load_ruleset(
        &ruleset_text("castling-dropped-king"),
        "castling-dropped-king.toml",
        &|_| None,
    )
    .expect("loads");
    compile::<u64>(ruleset).expect("compiles")
}

fn at(tables: &Arc<Tables<u64>>, fen: &str) -> Position<u64> {
    Position::from_fen(tables, fen, FenMode::Strict).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn after(pos: &Position<u64>, text: &str) -> Position<u64> {
    let mut next = pos.clone();
    next.play(pos.validate(text).unwrap_or_else(|e| panic!("{text}: {e}")))
        .expect("legal");
    next
}

fn squares(pos: &Position<u64>) -> Vec<String> {
    let shape = pos.shape();
    pos.castling_rights()
        .iter()
        .map(|sq| shape.square_name(sq).to_string())
        .collect()
}

/// `pos`'s FEN is `fen`, and reads back as the same position.
fn round_trips(pos: &Position<u64>, fen: &str) {
    assert_eq!(pos.fen(), fen);
    let back = at(pos.tables(), fen);
    assert_eq!(back.fen(), fen);
    assert_eq!(back.hash(), pos.hash());
    assert_eq!(&back, pos);
}

#[test]
fn a_second_king_on_the_castling_rank_leaves_the_rights_in_the_fen() {
    let tables = dropped_king();
    let start = Position::start(&tables);
    // Dropped beside the castling rank, then walked onto it (seed 50838's black king
    // came to its first rank the same way).
    let dropped = after(&after(&start, "K@b2"), "K@c7");
    let home = after(&dropped, "b2b1");
    assert_eq!(squares(&home), ["a1", "h1", "a8", "h8"]);
    round_trips(&home, "r3k2r/2k5/8/8/8/8/8/RK2K2R[] b KQkq - 1 2");
    let both = after(&home, "c7c8");
    round_trips(&both, "r1k1k2r/8/8/8/8/8/8/RK2K2R[] w KQkq - 2 3");
    // The unmoved kings still castle on the king's side (the queen's is blocked).
    let castled = after(&both, "e1g1");
    round_trips(&castled, "r1k1k2r/8/8/8/8/8/8/RK3RK1[] b kq - 3 3");
    round_trips(
        &after(&castled, "e8g8"),
        "r1k2rk1/8/8/8/8/8/8/RK3RK1[] w - - 4 4",
    );
}

#[test]
fn kq_names_the_rooks_of_the_king_that_can_castle_with_them() {
    let tables = dropped_king();
    // Kings on b1 and e1: `K` is the outermost rook with a king on its left, `Q` the
    // outermost with a king on its right, whichever king stands there.
    let pos = at(&tables, "4k3/8/8/8/8/8/8/RK2K2R[k] w KQ - 0 1");
    assert_eq!(squares(&pos), ["a1", "h1"]);
    assert_eq!(pos.fen(), "4k3/8/8/8/8/8/8/RK2K2R[k] w KQ - 0 1");
    // File letters (Shredder-FEN) name the same rooks.
    assert_eq!(
        at(&tables, "4k3/8/8/8/8/8/8/RK2K2R[k] w HA - 0 1").fen(),
        pos.fen()
    );
}

#[test]
fn a_right_no_king_on_the_rank_can_use_is_refused() {
    let tables = dropped_king();
    // Castling starts from e1 in this ruleset; neither king stands there.
    let fen = "4k3/8/8/8/8/8/8/RK5K[k] w Q - 0 1";
    let e = Position::from_fen(&tables, fen, FenMode::Relaxed).expect_err("no king on e1");
    assert_eq!(
        e.to_string(),
        "castling field `Q`: `Q`: no king on white's castling rank can castle with the rook on a1 in this ruleset"
    );
    // With one king the message names it, as before.
    let fen = "4k3/8/8/8/8/8/8/RK6[k] w Q - 0 1";
    let e = Position::from_fen(&tables, fen, FenMode::Relaxed).expect_err("no king on e1");
    assert_eq!(
        e.to_string(),
        "castling field `Q`: `Q`: the king on b1 cannot castle with the rook on a1 in this ruleset"
    );
}

#[test]
fn a_promoted_king_walking_home_leaves_the_rights_in_extinction_chess() {
    let tables = bundled("extinction");
    let pos = at(
        &tables,
        "rnbqkbnr/pppppppp/8/8/8/8/PPKBNPPP/RQ2K2R w KQkq - 0 1",
    );
    let home = after(&pos, "c2c1");
    assert_eq!(squares(&home), ["a1", "h1", "a8", "h8"]);
    round_trips(
        &home,
        "rnbqkbnr/pppppppp/8/8/8/8/PP1BNPPP/RQK1K2R b KQkq - 1 1",
    );
    let castled = after(&after(&home, "a7a6"), "e1g1");
    round_trips(
        &castled,
        "rnbqkbnr/1ppppppp/p7/8/8/8/PP1BNPPP/RQK2RK1 b kq - 1 2",
    );
}

#[test]
fn a_king_dropped_on_its_castling_rank_takes_no_rights_away() {
    // A drop comes from no square: unlike a king that moves, it leaves its side's
    // rights (as in Fairy-Stockfish, where a drop never changes them). The engine and
    // the reference agree.
    let tables = dropped_king();
    let start = Position::start(&tables);
    let dropped = after(&start, "K@b1");
    assert_eq!(squares(&dropped), ["a1", "h1", "a8", "h8"]);
    let board = fers_reference::Board::of(&start);
    let m = start.validate("K@b1").expect("legal");
    let oracle = fers_reference::play(tables.ruleset(), &board, m);
    assert_eq!(
        oracle.castling,
        fers_reference::Board::of(&dropped).castling
    );
}
