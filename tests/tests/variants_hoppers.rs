//! Hoppers against Fairy-Stockfish: grasshopper chess (`gQ`).

use fers_conformance::fsf::{assert_no_failures, cases, check_variant};

/// Grasshopper chess is not in `startpos.tsv`; its start position as Fairy-Stockfish
/// defines it (`variant.cpp`, grasshopper_variant).
const GRASSHOPPER_START: (&str, &str) = (
    "grasshopper",
    "rnbqkbnr/gggggggg/pppppppp/8/8/PPPPPPPP/GGGGGGGG/RNBQKBNR w KQkq - 0 1",
);

#[test]
fn grasshopper_reproduces_fairy_stockfish() {
    assert_eq!(
        cases("grasshopper").len(),
        1,
        "rows for grasshopper in the data"
    );
    assert_no_failures(&check_variant("grasshopper", None, &[GRASSHOPPER_START]));
}
