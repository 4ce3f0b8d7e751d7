//! The README's snapshot example, run as the README shows it (its block is only compiled
//! as a doctest, since a snapshot needs a test's folder): one call snapshots the start
//! position of any ruleset, crazyhouse's 8×8 board too (the example it replaced matched
//! on the board's storage width and, copied for crazyhouse, snapshotted nothing).

#[test]
fn the_readme_snapshot_example_snapshots_an_8x8_variant() {
    let variant = fers_standard::load_variant("crazyhouse").unwrap();
    let pos = fers_rules::Position::start(&variant);
    insta::assert_snapshot!(pos.report());
}

/// The example's snapshot is the text `fers report` prints, which the bundled rulesets'
/// snapshots already pin: the two agree.
#[test]
fn the_example_snapshot_is_the_start_report() {
    let variant = fers_standard::load_variant("crazyhouse").unwrap();
    let report = fers_rules::Position::start(&variant).report();
    assert!(report.contains("fen: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1\n"));
    assert!(report.contains("legal moves: 20\n"));
    assert!(report.ends_with("outcome: none\n"));
}
