//! The rulesets shipped with Fers, embedded in the binary: data only. Loading them (and
//! files) is `load.rs`; `extends` chains are `parents.rs`.

include!(concat!(env!("OUT_DIR"), "/bundled.rs"));

/// The TOML text of a bundled ruleset.
pub fn bundled_text(name: &str) -> Option<&'static str> {
    BUNDLED.iter().find(|(n, _)| *n == name).map(|(_, t)| *t)
}

/// Names of the bundled rulesets.
pub fn bundled_names() -> impl Iterator<Item = &'static str> {
    BUNDLED.iter().map(|(n, _)| *n)
}
