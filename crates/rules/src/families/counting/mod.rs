//! Counting: makruk's board's and pieces' honour (`[rules.honour-counting]`), a draw
//! when a count runs out, and the material points that decide a game ended by passes
//! (`[rules.counting]`, janggi).
//!
//! | File | Holds |
//! |------|-------|
//! | `mod.rs` | [`CountingTables`] |
//! | `honour.rs` | the count, advanced and started when a move is made |
//! | `material.rs` | the points that score an end by passes |

pub(crate) mod honour;
mod material;

pub(crate) use honour::running;
pub(crate) use material::scored;

use crate::families::needs_if;
use crate::kernel::tables::kind_mask;
use crate::kernel::{Kernel, KindMask, Needs, Part};
use fers_geometry::Bits;

/// Counting, compiled.
#[derive(Debug, Clone)]
pub(crate) struct CountingTables {
    /// Kinds that stop the counts of `[rules.honour-counting]` (its `pawns`).
    pub(crate) stoppers: KindMask,
}

/// Compiles counting: the honour count advances as an effect of making a move.
pub(crate) fn compile<B: Bits>(k: &Kernel<B>) -> Part<CountingTables> {
    let honour = k.ruleset.rules.honour_counting.as_ref();
    Part {
        tables: CountingTables {
            stoppers: honour.map_or(0, |h| kind_mask(&h.pawns)),
        },
        needs: needs_if(
            honour.is_some(),
            Needs {
                make_effects: true,
                ..Needs::default()
            },
        ),
    }
}
