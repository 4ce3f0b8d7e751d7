//! Passing (`pass = true` in `[rules]`, janggi): instead of moving, a side whose royal
//! piece is not attacked may pass; two passes in a row end the game (a draw, or scored
//! by `[rules.counting]`). Under `pass-on-stalemate` only a side with no other move
//! passes (Fairy-Stockfish's `passOnStalemate`).
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
/// The table is whether passes can happen at all (then two in a row end the game).
/// `pass-on-stalemate` needs only the goal path, where the pass of a side with no other
/// move is added (`families/goals/generate.rs`).
pub(crate) fn compile<B: Bits>(k: &Kernel<B>) -> Part<bool> {
    let rules = &k.ruleset.rules;
    let pass = rules.pass;
    Part {
        tables: pass || rules.pass_on_stalemate,
        needs: needs_if(
            pass,
            Needs {
                extra_moves: true,
                goal_path: true,
                ..Needs::default()
            },
        ) | needs_if(
            rules.pass_on_stalemate,
            Needs {
                goal_path: true,
                ..Needs::default()
            },
        ),
    }
}
