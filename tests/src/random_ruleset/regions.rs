//! Random regions: a `[regions]` table, `confined-to` on some kinds, `facing-royals`,
//! promotion zones, initial squares and (with hands) drop squares given as regions, drawn from a generator of
//! their own (so that adding regions left every other part of an existing seed's
//! ruleset as it was; each new use draws after the older ones).

use super::{KindGen, chance};
use crate::SplitMix64;
use std::fmt::Write;

/// What a ruleset's regions look like.
pub(crate) struct RegionsGen {
    /// The `[regions]` table, as TOML.
    pub table: String,
    /// Whether `facing-royals = true` goes into `[rules]`.
    pub facing_royals: bool,
}

/// Regions for about a quarter of the rulesets of `seed`; adds `confined-to` lines to
/// some of `kinds` on a board of `files` × `ranks`, and with `hands` a `drop-region`
/// to some.
pub(crate) fn random_regions(
    seed: u64,
    kinds: &mut [KindGen],
    (files, ranks): (u8, u8),
    hands: bool,
) -> Option<RegionsGen> {
    let mut rng = SplitMix64(seed ^ 0x5245_4749_4f4e_0011);
    if !chance(&mut rng, 25) {
        return None;
    }
    let file = |i: u8| (b'a' + i) as char;
    let mut table = String::from("\n[regions]\n");
    let mut names = Vec::new();
    for i in 0..1 + rng.below(2) {
        let name = format!("zone{i}");
        // A rectangle from white's side, a range of ranks, or each side's own squares.
        let rect = |rng: &mut SplitMix64| {
            let (f0, f1) = (
                rng.below(files as usize) as u8,
                rng.below(files as usize) as u8,
            );
            let (r0, r1) = (
                rng.below(ranks as usize) as u8,
                rng.below(ranks as usize) as u8,
            );
            format!("{}{}-{}{}", file(f0), r0 + 1, file(f1), r1 + 1)
        };
        match rng.below(3) {
            0 => {
                let r = rect(&mut rng);
                let _ = writeln!(table, "{name} = {{ squares = \"{r}\" }}");
            }
            1 => {
                let (a, b) = (1 + rng.below(ranks as usize), 1 + rng.below(ranks as usize));
                let _ = writeln!(
                    table,
                    "{name} = {{ squares = \"{}-{}\" }}",
                    a.min(b),
                    a.max(b)
                );
            }
            _ => {
                let (w, b) = (rect(&mut rng), rect(&mut rng));
                let _ = writeln!(table, "{name} = {{ white = \"{w}\", black = \"{b}\" }}");
            }
        }
        names.push(name);
    }
    for k in kinds.iter_mut() {
        if chance(&mut rng, 30) {
            let name = &names[rng.below(names.len())];
            k.extra.push(format!("confined-to = \"{name}\""));
        }
    }
    let facing_royals = kinds.iter().any(|k| k.royal) && chance(&mut rng, 40);
    for k in kinds.iter_mut() {
        // A promotion zone as a region (mandatory as a whole unless `mandatory` says
        // otherwise), and now and then a mandatory region of its own; a kind that
        // another promotes to keeps `mandatory = []`, so no chain has to promote twice.
        if let Some(p) = k.promotion.as_mut() {
            if chance(&mut rng, 35) {
                p.zone_region = Some(names[rng.below(names.len())].clone());
            }
            // (`in-place` promotion has no mandatory squares.)
            if !p.in_place
                && p.mandatory.as_ref().is_none_or(|m| !m.is_empty())
                && chance(&mut rng, 20)
            {
                p.mandatory_region = Some(names[rng.below(names.len())].clone());
            }
        }
        // Initial components usable from a region's squares instead of ranks.
        if k.comps.iter().any(|c| c.initial) && chance(&mut rng, 30) {
            k.initial_region = Some(names[rng.below(names.len())].clone());
        }
    }
    // Drops kept to a region (within the kind's drop ranks).
    for k in kinds.iter_mut() {
        if hands && chance(&mut rng, 25) {
            let name = &names[rng.below(names.len())];
            k.extra.push(format!("drop-region = \"{name}\""));
        }
    }
    Some(RegionsGen {
        table,
        facing_royals,
    })
}
