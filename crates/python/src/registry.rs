//! The rulesets a Python program names: the bundled ones (and Fairy-Stockfish's names
//! for them), and those loaded from `variants.ini` text by `load_variant_config`. Each
//! is compiled once per process and kept.

use fers_rules::Variant;
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

/// Compiled rulesets by the name they were asked for (and `name960` for Chess960 play).
fn cache() -> &'static Mutex<HashMap<String, Variant>> {
    static CACHE: OnceLock<Mutex<HashMap<String, Variant>>> = OnceLock::new();
    CACHE.get_or_init(|| Mutex::new(HashMap::new()))
}

/// The sections loaded from `variants.ini` text, by section name, in loading order.
fn loaded() -> &'static Mutex<Vec<String>> {
    static LOADED: OnceLock<Mutex<Vec<String>>> = OnceLock::new();
    LOADED.get_or_init(|| Mutex::new(Vec::new()))
}

/// Fairy-Stockfish plays Chess960 as its variant with a flag; Fers has rulesets of their
/// own for the ones it bundles: `chess` with the flag is `chess960`.
fn chess960_name(name: &str) -> String {
    match name {
        "chess" | "normal" | "standard" | "fischerandom" | "chess960" => "chess960".into(),
        n if n.ends_with("960") => n.into(),
        n => format!("{n}960"),
    }
}

/// The ruleset `name` (a bundled name, an alias, a loaded section or a TOML path); with
/// `chess960`, its Chess960 form where Fers has one (else the ruleset itself).
///
/// # Errors
/// A sentence naming the variant when there is no such ruleset or it does not load.
pub fn variant(name: &str, chess960: bool) -> Result<Variant, String> {
    if chess960 {
        let name960 = chess960_name(name);
        if let Ok(v) = lookup(&name960) {
            return Ok(v);
        }
    }
    lookup(name)
}

fn lookup(name: &str) -> Result<Variant, String> {
    let mut cache = cache().lock().unwrap_or_else(|e| e.into_inner());
    if let Some(v) = cache.get(name) {
        return Ok(v.clone());
    }
    let v =
        fers_standard::load_variant(name).map_err(|e| format!("unknown variant '{name}': {e}"))?;
    cache.insert(name.to_string(), v.clone());
    Ok(v)
}

/// Keeps `variant` under `name`, replacing a bundled or earlier one of that name.
pub fn register(name: &str, variant: Variant) {
    let mut cache = cache().lock().unwrap_or_else(|e| e.into_inner());
    cache.insert(name.to_string(), variant);
    let mut loaded = loaded().lock().unwrap_or_else(|e| e.into_inner());
    if !loaded.iter().any(|n| n == name) {
        loaded.push(name.to_string());
    }
}

/// Every name `variants()` lists: the bundled rulesets, Fairy-Stockfish's aliases for
/// them, and the loaded sections, sorted.
pub fn names() -> Vec<String> {
    let mut out: Vec<String> = fers_standard::bundled_names().map(String::from).collect();
    out.extend(
        fers_standard::ALIASES
            .iter()
            .map(|(alias, _)| alias.to_string()),
    );
    out.extend(
        loaded()
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .cloned(),
    );
    out.sort();
    out.dedup();
    out
}
