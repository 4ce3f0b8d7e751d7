//! Long runs of the random-ruleset properties (see `docs/correctness.md`):
//!
//! ```sh
//! cargo run --release -p fers-conformance --bin random_rulesets -- --rulesets 10000 --seed 1
//! ```
//!
//! Options: `--rulesets N` (default 1000), `--seed S` (first seed, default 1; ruleset
//! `i` uses seed `S + i`), `--plies P` (default 40), `--playouts K` per ruleset (default
//! 2), `--features F` (`all`, the default; `known-good`; or switch names, see
//! `Features::parse`), `--out DIR` (default `random-ruleset-failures`): each failure is
//! written there as `seed-<seed>-<class>.txt` with its ruleset, FEN, move and detail.
//! Prints rulesets tried, positions checked and failures by class; exits with status 1
//! if any failure was found.

use fers_conformance::random_check::{Class, check_seed};
use fers_conformance::random_ruleset::Features;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut rulesets = 1000u64;
    let mut seed = 1u64;
    let mut plies = 40usize;
    let mut playouts = 2usize;
    let mut features = Features::all();
    let mut out = PathBuf::from("random-ruleset-failures");
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().unwrap_or_default();
        let ok = match flag.as_str() {
            "--rulesets" => value.parse().map(|v| rulesets = v).is_ok(),
            "--seed" => value.parse().map(|v| seed = v).is_ok(),
            "--plies" => value.parse().map(|v| plies = v).is_ok(),
            "--playouts" => value.parse().map(|v| playouts = v).is_ok(),
            "--features" => Features::parse(&value).map(|f| features = f).is_some(),
            "--out" => {
                out = PathBuf::from(&value);
                true
            }
            _ => false,
        };
        if !ok {
            eprintln!("random_rulesets: bad option {flag} {value}");
            return ExitCode::from(2);
        }
    }
    let mut positions = 0u64;
    let mut by_class: BTreeMap<Class, u64> = BTreeMap::new();
    let mut ends: BTreeMap<&str, u64> = BTreeMap::new();
    for i in 0..rulesets {
        let s = seed.wrapping_add(i);
        match check_seed(s, &features, playouts, plies, &[]) {
            Ok(c) => {
                positions += c.positions;
                for (code, n) in c.ends {
                    *ends.entry(code).or_default() += n;
                }
            }
            Err(f) => {
                *by_class.entry(f.class).or_default() += 1;
                if std::fs::create_dir_all(&out).is_ok() {
                    let path = out.join(format!("seed-{s}-{}.txt", f.class.name()));
                    if let Err(e) = std::fs::write(&path, f.to_string()) {
                        eprintln!("cannot write {}: {e}", path.display());
                    }
                }
            }
        }
    }
    let failures: u64 = by_class.values().sum();
    println!("rulesets tried: {rulesets}");
    println!("positions checked: {positions}");
    println!("playouts ended by: {ends:?}");
    println!("failures: {failures}");
    for (class, n) in &by_class {
        println!("  {}: {n}", class.name());
    }
    if failures > 0 {
        println!("cases written to {}", out.display());
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}
