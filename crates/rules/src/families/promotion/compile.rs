//! Promotion compiled: whether choices count pieces (`promotion-limit`, promotion to
//! captured pieces only), the start position's counts, and the kinds that promote in
//! place.

use crate::kernel::tables::{KindMask, kinds_where};
use crate::kernel::{Kernel, Needs, Part};
use fers_geometry::Bits;
use fers_movement::{ByColor, Ruleset};

/// Promotion, compiled.
#[derive(Debug, Clone)]
pub(crate) struct PromotionTables {
    /// Whether some kind has a `promotion-limit` (promotion choices then count pieces).
    pub(crate) limits: bool,
    /// Per colour, how many pieces of each kind the start position has (for promotion
    /// limited to captured pieces).
    pub(crate) start_counts: ByColor<Vec<u32>>,
    /// The kinds that promote `in-place` (sittuyin's pawn), as a mask.
    pub(crate) in_place: KindMask,
}

/// Compiles promotion; in-place promotion needs moves of its own and an effect when
/// made.
pub(crate) fn compile<B: Bits>(k: &Kernel<B>) -> Part<PromotionTables> {
    let ruleset = &k.ruleset;
    let in_place = kinds_where(ruleset, |p| {
        p.promotion.as_ref().is_some_and(|pr| pr.in_place)
    });
    Part {
        tables: PromotionTables {
            limits: ruleset.pieces.iter().any(|p| p.promotion_limit.is_some()),
            start_counts: start_counts(ruleset),
            in_place,
        },
        needs: crate::families::needs_if(
            in_place != 0,
            Needs {
                extra_moves: true,
                make_effects: true,
                ..Needs::default()
            },
        ),
    }
}

/// Pieces of each kind per colour in the start position, on its board and in its pocket
/// (as the loader read them: [`Ruleset::start`]).
fn start_counts(ruleset: &Ruleset) -> ByColor<Vec<u32>> {
    let mut counts = ByColor::new_with(|_| vec![0u32; ruleset.pieces.len()]);
    for (color, kind) in ruleset.start.pieces() {
        counts[color][kind.index()] += 1;
    }
    counts
}
