//! Fairy-Stockfish's built-in variants as the `variants.ini` reader knows them (the table
//! a section `[name:parent]` starts from when `parent` is one of them), against
//! Fairy-Stockfish's own figures.
//!
//! - Every built-in variant either loads, as a section `[t:NAME]`, or is refused with the
//!   problem this file names ([`REFUSED`]); the table names each variant once.
//! - Each that loads reproduces the start position and the perft rows Fairy-Stockfish
//!   publishes for it (`tests/data/fairy-stockfish/`, rows of at most [`NODE_CAP`]
//!   nodes): the table and the translation of its keys together play Fairy-Stockfish's
//!   game.
//!
//! The sections change nothing: each built-in variant loads with all its rules (the
//! repetition rules of shogi, xiangqi and janggi included).

use fers_conformance::fsf::{assert_no_failures, cases, check_loaded};
use fers_movement::ini::{builtin_names, load_ini};
use fers_rules::Variant;

/// Rows expecting more nodes than this are skipped.
const NODE_CAP: u64 = 300_000;

/// The built-in variants Fers refuses: name, code and the key of the first problem.
const REFUSED: &[(&str, &str, &str)] = &[
    ("horde", "UnsupportedValue", "enPassantRegionBlack = *3"),
];

/// Perft rows whose FEN Fers reads otherwise, by variant and row: the reason. Shako's
/// castling rook stands on the i-file, inside the corner piece; Fairy-Stockfish reads `K`
/// as the first rook from the i-file towards the king, Fers (X-FEN) as the outermost
/// one, so a FEN with rooks on both i2 and j2 names another rook in each.
const FEN_READ_OTHERWISE: &[(&str, &str, &str)] = &[(
    "shako",
    "perft.tsv:144",
    "`K` with rooks on i2 and j2: Fers reads X-FEN's outermost rook",
)];

fn section(name: &str) -> String {
    format!("[t:{name}]\n")
}

#[test]
fn every_built_in_variant_loads_or_is_refused_for_its_reason() {
    let mut failures = Vec::new();
    for name in builtin_names() {
        let expected = REFUSED.iter().find(|(n, _, _)| *n == name);
        match (load_ini(&section(name), "t"), expected) {
            (Ok(_), None) => {}
            (Ok(_), Some(_)) => failures.push(format!("{name}: loads, but is listed as refused")),
            (Err(e), None) => failures.push(format!("{name}: refused: {e}")),
            (Err(e), Some((_, code, key))) => {
                let first = &e.diagnostics()[0];
                let got = (first.code.name(), first.message.split(" (").next().unwrap_or(""));
                let key_matches = first.message.starts_with(key);
                if got.0 != *code || !key_matches {
                    failures.push(format!("{name}: expected {code} on `{key}`, got {first}"));
                }
            }
        }
    }
    for (name, _, _) in REFUSED {
        if !builtin_names().any(|n| n == *name) {
            failures.push(format!("{name}: not a built-in variant"));
        }
    }
    assert_no_failures(&failures);
}

#[test]
fn built_in_variants_reproduce_fairy_stockfish_perft() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for name in builtin_names() {
        if REFUSED.iter().any(|(n, _, _)| *n == name) || cases(name).is_empty() {
            continue;
        }
        let variant = match load_ini(&section(name), "t").map_err(|e| e.to_string()) {
            Ok(r) => Variant::new(r).map_err(|e| e.to_string()),
            Err(e) => Err(e),
        };
        match variant {
            Ok(v) => {
                let read_otherwise = |f: &String| {
                    FEN_READ_OTHERWISE
                        .iter()
                        .any(|(n, row, _)| f.starts_with(&format!("{n}: {row}: ")) && *n == name)
                };
                let found = check_loaded(&v, name, Some(NODE_CAP));
                failures.extend(found.into_iter().filter(|f| !read_otherwise(f)));
                checked += 1;
            }
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    assert!(checked >= 90, "only {checked} built-in variants have figures");
    assert_no_failures(&failures);
}
