//! Walls compiled: where moves place them, each side's region for them, and the kinds
//! that turn to stone when they capture.

use crate::families::needs_if;
use crate::kernel::{Kernel, KindMask, Needs, Part};
use fers_geometry::{Bits, SquareSet};
use fers_movement::{ByColor, WallPlacement};

/// The compiled `[rules.walls]`.
#[derive(Debug, Clone)]
pub(crate) struct WallTables<B: Bits> {
    /// Where moves place walls, if they do.
    pub(crate) placement: Option<WallPlacement>,
    /// Each side's squares where it may place a wall (the whole board without a region).
    pub(crate) region: ByColor<SquareSet<B>>,
    /// Kinds that turn to stone when they capture.
    pub(crate) petrify: KindMask,
}

/// Compiles `[rules.walls]`: a wall placed or left by a capture is an effect of making
/// a move, and moves with their walls come from the goal path.
pub(crate) fn compile<B: Bits>(k: &Kernel<B>) -> Part<Option<WallTables<B>>> {
    let walls = WallTables::compile(&k.ruleset, k.board);
    Part {
        needs: needs_if(
            walls.is_some(),
            Needs {
                make_effects: true,
                goal_path: true,
                ..Needs::default()
            },
        ),
        tables: walls,
    }
}

impl<B: Bits> WallTables<B> {
    /// The walls of `ruleset` on `board`, if it has `[rules.walls]`.
    fn compile(ruleset: &fers_movement::Ruleset, board: SquareSet<B>) -> Option<WallTables<B>> {
        let w = ruleset.rules.walls.as_ref()?;
        let region = ByColor::new_with(|c| match w.region.and_then(|r| ruleset.regions.get(r)) {
            Some(r) => r.squares[c].iter().copied().collect::<SquareSet<B>>() & board,
            None => board,
        });
        let petrify = w.petrify.iter().fold(0, |m, k| m | k.mask());
        Some(WallTables {
            placement: w.placement,
            region,
            petrify,
        })
    }
}
