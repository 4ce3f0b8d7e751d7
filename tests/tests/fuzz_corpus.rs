//! Replays the committed fuzz corpus (`tests/data/fuzz-corpus/{toml,fen,moves}/`)
//! through the fuzz target bodies, so that every input a fuzzer found interesting —
//! crashers included, once fixed — is checked on every `cargo test`. See
//! `docs/fuzzing.md` for running the fuzzers themselves.

use fers_conformance::fuzzing;
use std::path::{Path, PathBuf};

fn corpus(target: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("data/fuzz-corpus")
        .join(target);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_file())
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no corpus in {}", dir.display());
    files
}

fn replay(target: &str, body: fn(&[u8])) {
    let mut failed = Vec::new();
    let files = corpus(target);
    for path in &files {
        let data = std::fs::read(path).unwrap();
        if std::panic::catch_unwind(|| body(&data)).is_err() {
            failed.push(path.display().to_string());
        }
    }
    assert!(
        failed.is_empty(),
        "{} of {} {target} inputs panicked:\n{}",
        failed.len(),
        files.len(),
        failed.join("\n")
    );
}

#[test]
fn toml_corpus() {
    replay("toml", fuzzing::toml);
}

#[test]
fn fen_corpus() {
    replay("fen", fuzzing::fen);
}

#[test]
fn moves_corpus() {
    replay("moves", fuzzing::moves);
}

#[test]
fn the_fuzzy_ruleset_compiles() {
    let pos = fers_rules::typed::Position::start(fuzzing::fuzzy());
    assert!(pos.legal_moves().len() > 20);
}
