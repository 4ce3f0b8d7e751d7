//! Random hands: a `[hands]` table, `drop-ranks` on some kinds and a start pocket,
//! drawn from a generator of their own (so that adding hands left every other part of
//! an existing seed's ruleset as it was).

use super::{KindGen, chance};
use crate::SplitMix64;
use std::fmt::Write;

/// What a ruleset's hands look like: the `[hands]` table and the start pocket.
pub(crate) struct HandsGen {
    /// The `[hands]` table, as TOML.
    pub table: String,
    /// The start pocket, letters (white's uppercase), written `[...]` after the board.
    pub pocket: String,
}

/// Hands for about a quarter of the rulesets of `seed`; adds `drop-ranks` lines to some
/// of `kinds` (1-based ranks on a board of `ranks`).
pub(crate) fn random_hands(seed: u64, kinds: &mut [KindGen], ranks: u8) -> Option<HandsGen> {
    let mut rng = SplitMix64(seed ^ 0x4841_4e44_5300_0009);
    if !chance(&mut rng, 25) {
        return None;
    }
    let mut table = String::from("\n[hands]\n");
    match rng.below(3) {
        0 => {}
        1 => table.push_str("captures = \"none\"\n"),
        _ => table.push_str("captures = \"captor\"\n"),
    }
    if chance(&mut rng, 30) {
        let v = if chance(&mut rng, 50) {
            "keep"
        } else {
            "demote"
        };
        let _ = writeln!(table, "promoted = \"{v}\"");
    }
    for k in kinds.iter_mut() {
        if chance(&mut rng, 35) {
            let mut list: Vec<u8> = (1..=ranks).filter(|_| chance(&mut rng, 60)).collect();
            if list.is_empty() {
                list.push(1 + rng.below(ranks as usize) as u8);
            }
            let list: Vec<String> = list.iter().map(u8::to_string).collect();
            k.extra.push(format!("drop-ranks = [{}]", list.join(", ")));
        }
    }
    // A few non-royal pieces for either side to start with.
    let holdable: Vec<char> = kinds
        .iter()
        .filter(|k| !k.royal)
        .map(|k| k.letter)
        .collect();
    let mut pocket = String::new();
    if !holdable.is_empty() {
        for _ in 0..rng.below(4) {
            let l = holdable[rng.below(holdable.len())];
            pocket.push(if chance(&mut rng, 50) {
                l.to_ascii_uppercase()
            } else {
                l
            });
        }
    }
    Some(HandsGen { table, pocket })
}
