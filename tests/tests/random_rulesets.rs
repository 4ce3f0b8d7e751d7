//! The fast engine against the reference generator on random rulesets
//! (`fers_conformance::random_ruleset`, goals and move obligations included) and on the
//! bundled goal rulesets, at every position of random playouts: legal moves, checkers,
//! move counting, the end by a goal, checkmate or stalemate, `validate` (with the
//! obligations' refusal codes), FEN round trips (strict mode, check counters), play and
//! undo, and the position after each move. See `docs/correctness.md`.
//!
//! Environment:
//! - `FERS_RANDOM_RULESETS=N`: rulesets to try (default [`DEFAULT_RULESETS`]);
//! - `FERS_RANDOM_SEED=S`: first seed (default 1);
//! - `FERS_RANDOM_FEATURES=all|known-good|name,...`: generator switches (default
//!   `all`: the whole descriptor language);
//! - `FERS_RANDOM_TOLERATE=class,...`: failure classes reported but not failing the
//!   test (default none: no disagreement is known to be open).

use fers_conformance::random_check::{Checked, Class, check_seed, check_variant_playouts};
use fers_conformance::random_ruleset::Features;

/// Rulesets per CI run.
const DEFAULT_RULESETS: u64 = 2000;
/// Plies per playout.
const PLIES: usize = 40;
/// Playouts per ruleset.
const PLAYOUTS: usize = 2;

fn env(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|v| !v.trim().is_empty())
}

#[test]
fn fast_engine_agrees_with_the_reference_on_random_rulesets() {
    check_random_rulesets(DEFAULT_RULESETS, 1);
}

/// A deeper run of the same: 20,000 more rulesets, after the CI run's seeds (minutes;
/// the environment overrides as above).
#[test]
#[ignore]
fn fast_engine_agrees_with_the_reference_on_random_rulesets_deeply() {
    check_random_rulesets(20_000, DEFAULT_RULESETS + 1);
}

/// `rulesets` random rulesets from seed `first` on (unless the environment says
/// otherwise), each checked at every position of its playouts.
fn check_random_rulesets(rulesets: u64, first: u64) {
    let rulesets: u64 = env("FERS_RANDOM_RULESETS").map_or(rulesets, |v| {
        v.parse().expect("FERS_RANDOM_RULESETS is a number")
    });
    let first: u64 = env("FERS_RANDOM_SEED")
        .map_or(first, |v| v.parse().expect("FERS_RANDOM_SEED is a number"));
    let features = env("FERS_RANDOM_FEATURES").map_or(Features::all(), |v| {
        Features::parse(&v).expect("FERS_RANDOM_FEATURES: all, known-good or switch names")
    });
    let tolerate: Vec<Class> = match env("FERS_RANDOM_TOLERATE") {
        None => Vec::new(),
        Some(v) if v == "none" => Vec::new(),
        Some(v) => v
            .split(',')
            .map(|c| Class::parse(c).unwrap_or_else(|| panic!("unknown class {c}")))
            .collect(),
    };
    let mut all = Checked::default();
    let mut failures = Vec::new();
    for seed in first..first + rulesets {
        match check_seed(seed, &features, PLAYOUTS, PLIES, &tolerate) {
            Ok(c) => all.add(c),
            Err(f) => failures.push(f),
        }
    }
    for t in all.tolerated.iter().take(3) {
        eprintln!("tolerated (known open):\n{t}");
    }
    let positions = all.positions;
    eprintln!(
        "{rulesets} rulesets, {positions} positions, {} tolerated, {} failures; games ended by {:?}",
        all.tolerated.len(),
        failures.len(),
        all.ends
    );
    assert!(
        positions > rulesets * 10,
        "playouts too short: {positions} positions"
    );
    if features.goals && rulesets >= DEFAULT_RULESETS {
        // The goals are reached in play, not only written: each ends some games.
        for code in [
            "extinction",
            "flag",
            "check-limit",
            "checkmate",
            "stalemate",
        ] {
            assert!(
                all.ends.contains_key(code),
                "no game ended by {code}: {:?}",
                all.ends
            );
        }
    }
    if let Some(f) = failures.first() {
        panic!("{} rulesets disagree; the first:\n{f}", failures.len());
    }
}

/// The bundled rulesets with goals beyond checkmate (issue #10), whose playouts the
/// reference checks too: real variants, where random rulesets only come close.
const GOAL_RULESETS: [&str; 24] = [
    "3check",
    "5check",
    "kingofthehill",
    "racingkings",
    "antichess",
    "giveaway",
    "suicide",
    "losers",
    "codrus",
    "extinction",
    "extinction960",
    "kinglet",
    "threekings",
    "horde",
    "misere",
    "armageddon",
    "breakthrough",
    "jesonmor",
    "fox-and-hounds",
    "clobber",
    "clobber10",
    "checkshogi",
    "dobutsu",
    "shatar",
];

/// Playouts per bundled goal ruleset, and their plies.
const GOAL_PLAYOUTS: usize = 12;
const GOAL_PLIES: usize = 120;

#[test]
fn the_reference_agrees_on_the_bundled_goal_rulesets() {
    check_bundled_goal_rulesets(0, GOAL_PLAYOUTS, GOAL_PLIES);
}

/// A deeper run of the same: 200 games of up to 300 plies per ruleset (minutes).
#[test]
#[ignore]
fn the_reference_agrees_on_the_bundled_goal_rulesets_deeply() {
    check_bundled_goal_rulesets(1000, 200, 300);
}

/// Every bundled goal ruleset, `playouts` games of up to `plies` plies each, moves drawn
/// from `seed` on; asserts that games ended by each goal, checkmate and stalemate.
fn check_bundled_goal_rulesets(seed: u64, playouts: usize, plies: usize) {
    let mut all = Checked::default();
    for (i, name) in GOAL_RULESETS.into_iter().enumerate() {
        let variant = fers_conformance::variant(name).unwrap_or_else(|e| panic!("{name}: {e}"));
        let text = fers_standard::bundled_text(name).unwrap_or_default();
        match check_variant_playouts(&variant, text, seed + i as u64, playouts, plies) {
            Ok(c) => all.add(c),
            Err(f) => panic!("{name}:\n{f}"),
        }
    }
    eprintln!("{} positions; games ended by {:?}", all.positions, all.ends);
    for code in [
        "extinction",
        "flag",
        "check-limit",
        "checkmate",
        "stalemate",
    ] {
        assert!(
            all.ends.contains_key(code),
            "no game ended by {code}: {:?}",
            all.ends
        );
    }
}

#[test]
fn the_generator_is_deterministic_and_its_rulesets_load() {
    for seed in 0..50 {
        let a = fers_conformance::random_ruleset::generate(seed, &Features::all());
        let b = fers_conformance::random_ruleset::generate(seed, &Features::all());
        assert_eq!(a.toml, b.toml);
        if let Err(e) = fers_rules::load_ruleset(&a.toml, "random.toml", &|_| None) {
            panic!("seed {seed}: {e}\n{}", a.toml);
        }
    }
}

#[test]
fn the_generator_covers_the_language() {
    let each: Vec<String> = (0..300)
        .map(|s| fers_conformance::random_ruleset::generate(s, &Features::all()).toml)
        .collect();
    // Goals without a royal kind: antichess-like games, and goals over kingless armies.
    let kingless_goals = each.iter().filter(|t| {
        !t.contains("royal = true")
            && (t.contains("[rules.extinction]") || t.contains("[rules.flag]"))
    });
    assert!(kingless_goals.count() >= 5);
    assert!(each.iter().any(|t| !t.contains("royal = true")
        && t.contains("must-capture = true")
        && t.contains("result = \"win\"")));
    let all: String = each.concat();
    for needle in [
        "betza = ",
        "moves = [",
        "range = ",
        "hop = \"cannon\"",
        "hop = \"grasshopper\"",
        "lame = true",
        "initial = true",
        "from-ranks",
        "en-passant = true",
        "sets-en-passant = true",
        "black-to",
        "limit = \"captured\"",
        "mandatory = []",
        "zone = ",
        "chess960 = true",
        "[castling]",
        "empty = ",
        "safe = ",
        "stalemate = ",
        "bare-royal",
        "material-limit",
        "files = 12",
        "symmetry = \"all\"",
        "fmnD",
        "checkmate = \"win\"",
        "check-limit = ",
        "giving-check = \"illegal\"",
        "must-capture = true",
        "draw-winner = \"black\"",
        "fewer-pieces-win",
        "[rules.extinction]",
        "all-pieces = true",
        "together = true",
        "result = \"draw\"",
        "[rules.flag]",
        "white-ranks = ",
        "black = [",
        "reply = \"survive\"",
        "reply = \"draw\"",
        "[regions]",
        "confined-to = ",
        "zone = \"zone",
        "mandatory = \"zone",
        "initial-region = \"zone",
        "facing-royals = true",
        "white = \"",
        "*",
        "first-move = true",
        "not-in-check = true",
        "first-move-aimed-by",
        "royal-in-check = \"capture-only\"",
        "[rules.honour-counting]",
        "board-honour-pieces",
        "count-from = \"pieces\"",
        "safe = true\n",
        "mate-loses = true",
        "decisive-checks = ",
        "must-drop = true",
        "gating = true",
        "drops = false",
        "drop-opposite-colours = true",
        "drop-region = \"zone",
        "by-drop = true",
        "on-capture = true",
        "in-place = true",
    ] {
        assert!(all.contains(needle), "no generated ruleset has {needle}");
    }
}

/// Every saved disagreement in `tests/data/random-ruleset-cases/` stays fixed: the
/// position passes every property, or, where a case's ruleset or position is now
/// refused on purpose, the file says so on an `expect:` line (`expect: load BadRoyal`,
/// `expect: fen`) and the refusal is exactly that.
#[test]
fn saved_cases_stay_fixed() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/data/random-ruleset-cases");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("case folder")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    files.sort();
    assert!(files.len() >= 10, "{files:?}");
    for path in files {
        let text = std::fs::read_to_string(&path).expect("readable");
        let field = |name: &str| {
            text.lines()
                .find_map(|l| l.strip_prefix(name))
                .map(str::trim)
                .unwrap_or("")
                .to_string()
        };
        let fen = field("fen:");
        let expect = field("expect:");
        let toml = text
            .split_once("\nruleset:\n")
            .map(|(_, t)| t)
            .unwrap_or_else(|| panic!("{path:?}: no ruleset"));
        let result = fers_conformance::random_check::check_case(toml, &fen);
        match (expect.as_str(), result) {
            ("", Ok(())) => {}
            ("", Err(f)) => panic!("{path:?}:\n{f}"),
            (e, Err(f)) if e.starts_with("load ") => {
                let code = &e["load ".len()..];
                assert_eq!(f.class, Class::Load, "{path:?}: {f}");
                assert!(f.detail.contains(&format!(": {code}: ")), "{path:?}: {f}");
            }
            ("fen", Err(f)) => assert_eq!(f.class, Class::StrictStart, "{path:?}: {f}"),
            (e, r) => panic!("{path:?}: expected `{e}`, got {r:?}"),
        }
    }
}
