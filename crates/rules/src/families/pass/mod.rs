//! Passing (`pass = true` in `[rules]`, janggi): instead of moving, a side whose royal
//! piece is not attacked may pass; two passes in a row end the game (a draw, or scored
//! by `[rules.counting]`).
//!
//! | File | Holds |
//! |------|-------|
//! | `mod.rs` | what passing needs of the kernel |
//! | `generate.rs` | the pass, as a move |
//! | `explain.rs` | why a pass is refused (in check) |
//!
//! The end by passes is judged with the goals (`families/goals/judge.rs`).

mod explain;
pub(crate) mod generate;

use crate::families::needs_if;
use crate::kernel::{Kernel, Needs, Part};
use fers_geometry::Bits;

/// Compiles passing: a move besides the pieces' own, and a goal (two passes end the
/// game) on the goal path.
pub(crate) fn compile<B: Bits>(k: &Kernel<B>) -> Part<bool> {
    let pass = k.ruleset.rules.pass;
    Part {
        tables: pass,
        needs: needs_if(
            pass,
            Needs {
                extra_moves: true,
                goal_path: true,
                ..Needs::default()
            },
        ),
    }
}
