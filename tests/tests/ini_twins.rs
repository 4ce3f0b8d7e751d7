//! Random `variants.ini` sections and their TOML twins (`random_ruleset::ini_twin`):
//! both load to the same ruleset, up to how movement is split into components, and play
//! the same game (perft of the start position).

use fers_conformance::random_ruleset::ini_twin::{canonical, generate_ini_twin};
use fers_movement::ini::load_ini;
use fers_rules::{Variant, load_ruleset};

/// Twins per run.
const TWINS: u64 = 300;

#[test]
fn random_ini_sections_load_to_the_ruleset_of_their_toml_twins() {
    let mut failures = Vec::new();
    for seed in 1..=TWINS {
        let twin = generate_ini_twin(seed);
        let from_ini = match load_ini(&twin.ini, "twin") {
            Ok(r) => r,
            Err(e) => {
                failures.push(format!("seed {seed}: the section is refused:\n{e}\n{}", twin.ini));
                continue;
            }
        };
        let from_toml = match load_ruleset(&twin.toml, "twin.toml", &|_| None) {
            Ok(r) => r,
            Err(e) => {
                failures.push(format!("seed {seed}: the TOML twin is refused:\n{e}\n{}", twin.toml));
                continue;
            }
        };
        let (a, b) = (canonical(&from_ini), canonical(&from_toml));
        if a != b {
            failures.push(format!(
                "seed {seed}: the rulesets differ\n--- ini\n{}\n--- toml\n{}\n--- from ini\n{a:#?}\n--- from toml\n{b:#?}",
                twin.ini, twin.toml
            ));
            continue;
        }
        if seed % 10 == 0 {
            let perft = |r| {
                Variant::new(r).map(|v| fers_rules::Position::start(&v).perft(2))
            };
            match (perft(from_ini), perft(from_toml)) {
                (Ok(x), Ok(y)) if x == y => {}
                (x, y) => failures.push(format!("seed {seed}: perft(2) {x:?} against {y:?}")),
            }
        }
    }
    assert!(failures.is_empty(), "{} failure(s):\n{}", failures.len(), failures.join("\n\n"));
}
