//! Variants with pieces in hand (issue #9) against Fairy-Stockfish's figures: captured
//! pieces dropped back (crazyhouse, and capahouse on Capablanca's 10×8 board), promoted
//! pieces kept promoted in hand (loop, chessgi) and a start hand with captures leaving
//! the game (pocket knight).
//!
//! For each variant of [`VARIANTS`], loaded by its bundled name: its start position is
//! Fairy-Stockfish's, and every row for it in `perft.tsv`, `startpos_perft.tsv` and
//! `pyffish_perft.tsv` of at most [`NODE_CAP`] nodes is reproduced (every row in the
//! `#[ignore]`d [`perft_rows_all`]). The data is `tests/data/fairy-stockfish/`.

use fers_conformance::fsf::assert_variants;
use fers_conformance::random_check::assert_bundled_playouts;
use fers_rules::Position;
use fers_rules::reference;

/// The variants tested here, by Fairy-Stockfish's name (= the bundled ruleset's name).
const VARIANTS: [&str; 5] = ["crazyhouse", "loop", "chessgi", "pocketknight", "capahouse"];

/// Start FENs from Fairy-Stockfish's `variant.cpp` for variants the data does not list.
const EXTRA_STARTS: [(&str, &str); 4] = [
    (
        "loop",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
    ),
    (
        "chessgi",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
    ),
    (
        "pocketknight",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1",
    ),
    (
        "capahouse",
        "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR[] w KQkq - 0 1",
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

#[test]
fn drops_and_hands_agree_with_the_reference_oracle() {
    // Moves, checkers, the position after every move, FEN and hash round trips,
    // validation and undo, at every position of seeded playouts.
    assert_bundled_playouts(&VARIANTS, 7, 4, 70, 101);
}

#[test]
fn a_piece_is_never_dropped_where_it_must_promote() {
    // Pawns in hand with no `drop-ranks`: every rank but the promotion rank.
    let text = r#"name = "pawnhand"
extends = "standard"
[board]
start = "4k3/8/8/8/8/8/8/4K3[Pp] w - - 0 1"
[hands]
"#;
    let resolve = |name: &str| fers_standard::resolve(name, None);
    let ruleset = fers_rules::load_ruleset(text, "pawnhand.toml", &resolve).unwrap();
    let tables = fers_rules::compile::<u64>(ruleset).unwrap();
    let pos = Position::start(&tables);
    let drops: Vec<String> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| m.is_drop())
        .map(|m| pos.uci(m))
        .collect();
    assert_eq!(drops.len(), 8 * 7 - 1, "{drops:?}"); // ranks 1 to 7 but e1
    assert!(drops.contains(&"P@a1".to_string()) && !drops.iter().any(|d| d.ends_with('8')));
    let e = pos.validate("P@a8").unwrap_err();
    assert_eq!(
        (e.code, e.message.as_str()),
        (
            fers_rules::IllegalCode::DropNotAllowed,
            "a pawn may not be dropped on rank 8, where it would have to promote"
        )
    );
    assert_eq!(
        reference::legal_moves(&pos)
            .into_iter()
            .filter(|m| m.is_drop())
            .count(),
        drops.len()
    );
}
