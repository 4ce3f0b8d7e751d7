//! Snapshots of every bundled ruleset's start position: the board, FEN, and every legal
//! move in UCI and SAN. A change to a ruleset or to the engine that alters what a player
//! may do at the start shows up here as a reviewed diff.

use fers_rules::Position;

#[test]
fn start_positions_of_every_bundled_ruleset() {
    for name in fers_standard::bundled_names() {
        let variant = fers_conformance::variant(name).unwrap_or_else(|e| panic!("{name}: {e}"));
        let report = Position::start(&variant).report();
        insta::assert_snapshot!(format!("start-{name}"), report);
    }
}
