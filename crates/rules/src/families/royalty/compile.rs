//! Royalty compiled: the pseudo-royal kinds with their count, and the mutually immune
//! kinds.

use crate::families::needs_if;
use crate::kernel::tables::kind_mask;
use crate::kernel::{Kernel, KindMask, Needs, Part};
use fers_geometry::Bits;

/// Pseudo-royal extinction kinds (`[rules.extinction] pseudo-royal = true`), compiled.
#[derive(Debug, Clone)]
pub(crate) struct PseudoRoyal {
    /// The extinction kinds.
    pub(crate) kinds: KindMask,
    /// A side's pieces of a kind are pseudo-royal while it has at most this many.
    pub(crate) most: u32,
    /// Whether `most` counts the kinds as one group (`together`).
    pub(crate) together: bool,
    /// Duple check: all of a side's pieces of `kinds` attacked is check too.
    pub(crate) duple: bool,
}

/// Royalty beyond the royal kinds, compiled.
#[derive(Debug, Clone)]
pub(crate) struct RoyaltyTables {
    /// Pieces that may not be left attacked but may be lost.
    pub(crate) pseudo_royal: Option<PseudoRoyal>,
    /// Kinds that may not capture their own kind.
    pub(crate) mutually_immune: KindMask,
}

/// Compiles royalty: pseudo-royal pieces and mutual immunity judge moves on the goal
/// path (by making them, or as a filter on target sets); a royal piece that may only
/// capture in check takes the general path.
pub(crate) fn compile<B: Bits>(k: &Kernel<B>) -> Part<RoyaltyTables> {
    let rules = &k.ruleset.rules;
    let pseudo_royal = rules
        .extinction
        .as_ref()
        .filter(|e| e.pseudo_royal)
        .map(|e| PseudoRoyal {
            kinds: kind_mask(&e.kinds),
            most: e.count + 1,
            together: e.together,
            duple: e.duple_check,
        });
    let mutually_immune = kind_mask(&rules.mutually_immune);
    let judged = pseudo_royal.is_some() || mutually_immune != 0;
    Part {
        tables: RoyaltyTables {
            pseudo_royal,
            mutually_immune,
        },
        needs: needs_if(
            judged,
            Needs {
                goal_path: true,
                filtered: true,
                ..Needs::default()
            },
        ) | needs_if(
            rules.royal_stays_in_check,
            Needs {
                general: true,
                ..Needs::default()
            },
        ),
    }
}
