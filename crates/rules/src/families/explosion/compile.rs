//! Explosions compiled: the kinds a blast spares or never touches, and the ring of
//! squares around each square.

use crate::families::needs_if;
use crate::kernel::tables::kind_mask;
use crate::kernel::{Kernel, KindMask, Needs, Part};
use fers_geometry::{Bits, SquareSet};

/// `[rules.explosion]`, compiled.
#[derive(Debug, Clone)]
pub(crate) struct Blast<B: Bits> {
    /// Kinds the blast around a capture leaves standing (the immune ones included).
    pub(crate) spares: KindMask,
    /// Kinds no blast removes.
    pub(crate) immune: KindMask,
    /// Per square, the squares around it (a king's step away): where a capture there
    /// blasts.
    pub(crate) ring: Vec<SquareSet<B>>,
}

/// Compiles `[rules.explosion]`: a capture's blast is an effect of making it, and moves
/// are judged on the goal path (a capture may not blow up the mover's own royal piece).
pub(crate) fn compile<B: Bits>(k: &Kernel<B>) -> Part<Option<Blast<B>>> {
    let shape = k.shape;
    let blast = k.ruleset.rules.explosion.as_ref().map(|x| Blast {
        spares: kind_mask(&x.spares) | kind_mask(&x.immune),
        immune: kind_mask(&x.immune),
        ring: shape
            .squares()
            .map(|sq| {
                let (f, r) = (shape.file_of(sq).0 as i32, shape.rank_of(sq).0 as i32);
                (-1..=1)
                    .flat_map(|df| (-1..=1).map(move |dr| (df, dr)))
                    .filter(|&d| d != (0, 0))
                    .filter_map(|(df, dr)| shape.square(f + df, r + dr))
                    .collect()
            })
            .collect(),
    });
    Part {
        needs: needs_if(
            blast.is_some(),
            Needs {
                make_effects: true,
                goal_path: true,
                filtered: true,
                ..Needs::default()
            },
        ),
        tables: blast,
    }
}
