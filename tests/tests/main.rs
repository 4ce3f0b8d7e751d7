//! The conformance suite (published perft suites, variants against Fairy-Stockfish,
//! properties, random rulesets, bad input), built as one test binary: every other `.rs`
//! file in this folder is one of its modules (`automod`), so a new file is tested without
//! being listed here. Run one file's tests by its module name:
//! `cargo test -p fers-conformance --test suite variants_shogi`.

automod::dir!("tests");
