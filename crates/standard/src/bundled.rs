//! The rulesets shipped with Fers, embedded in the binary: data only. Loading them (and
//! files) is `load.rs`; `extends` chains are `parents.rs`.

include!(concat!(env!("OUT_DIR"), "/bundled.rs"));

/// Fairy-Stockfish's other names for bundled rulesets, `(alias, ruleset)`: a name a
/// Fairy-Stockfish user types is accepted wherever a bundled name is.
///
/// ```
/// use fers_standard::{ALIASES, bundled_text};
/// assert!(ALIASES.contains(&("chess", "standard")));
/// assert_eq!(bundled_text("normal"), bundled_text("standard"));
/// ```
pub const ALIASES: &[(&str, &str)] = &[
    ("chess", "standard"),
    ("normal", "standard"),
    ("fischerandom", "chess960"),
    ("mini", "minishogi"),
];

/// The TOML text of a bundled ruleset, by its name or one of its [`ALIASES`].
pub fn bundled_text(name: &str) -> Option<&'static str> {
    let name = ALIASES
        .iter()
        .find(|(alias, _)| *alias == name)
        .map_or(name, |(_, target)| target);
    BUNDLED.iter().find(|(n, _)| *n == name).map(|(_, t)| *t)
}

/// Names of the bundled rulesets.
pub fn bundled_names() -> impl Iterator<Item = &'static str> {
    BUNDLED.iter().map(|(n, _)| *n)
}
