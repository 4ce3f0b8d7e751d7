//! First-move rights (`first-move` components: makruk's and cambodian's first moves),
//! kept in the castling set (the loader refuses them beside `[castling]`) and unhashed,
//! as Fairy-Stockfish does not hash them; enemy pieces take a right away by aiming at its
//! piece (`first-move-aimed-by`).
//!
//! Whether a `first-move` component may be used is asked where moves are generated
//! (`kernel/targets.rs`), and its refusal told with the pieces' moves
//! (`validate/uci.rs`: `FirstMoveGone`); the FEN field is read with castling's
//! (`position/fen/castling.rs`).

use crate::families::needs_if;
use crate::kernel::tables::kind_mask;
use crate::kernel::{Kernel, KindMask, Needs, Part};
use fers_geometry::Bits;

/// First-move rights, compiled.
#[derive(Debug, Clone)]
pub(crate) struct FirstMoveTables {
    /// Whether some kind has a `first-move` component: the castling set then holds
    /// first-move rights.
    pub(crate) any: bool,
    /// Kinds named by some `first-move-aimed-by`: their moves may take a first-move
    /// right away.
    pub(crate) aimers: KindMask,
}

/// Compiles first-move rights: aiming at them is an effect of making a move.
pub(crate) fn compile<B: Bits>(k: &Kernel<B>) -> Part<FirstMoveTables> {
    let ruleset = &k.ruleset;
    let aimers = ruleset
        .pieces
        .iter()
        .fold(0, |mask, p| mask | kind_mask(&p.first_move_aimed_by));
    Part {
        tables: FirstMoveTables {
            any: ruleset
                .pieces
                .iter()
                .any(|p| p.components.iter().any(|c| c.first_move)),
            aimers,
        },
        needs: needs_if(
            aimers != 0,
            Needs {
                make_effects: true,
                ..Needs::default()
            },
        ),
    }
}

mod explain;
pub(crate) mod play;
