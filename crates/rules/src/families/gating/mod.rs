//! Gating (`[hands] gating`, S-chess): a move of a piece that has not yet left its
//! square of the first rank may put a piece from the mover's hand on the square it
//! leaves; castling may gate on the king's square or on the rook's.
//!
//! | File | Holds |
//! |------|-------|
//! | `mod.rs` | what gating needs of the kernel |
//! | `generate.rs` | the pieces' moves with their gating forms |
//! | `play.rs` | the gates a move closes |
//! | `explain.rs` | gating moves read from SAN (`Nf3/H`), and why a gate is refused |
//!
//! The gates' FEN field is read with castling's (`position/fen/castling.rs`).

mod explain;
pub(crate) mod generate;
pub(crate) mod play;

use crate::families::needs_if;
use crate::kernel::{Kernel, Needs, Part};
use fers_geometry::Bits;

/// Compiles gating: the pieces' moves are wrapped with their gating forms, on the
/// general path.
pub(crate) fn compile<B: Bits>(k: &Kernel<B>) -> Part<bool> {
    let gating = k.ruleset.hands.is_some_and(|h| h.gating);
    Part {
        tables: gating,
        needs: needs_if(
            gating,
            Needs {
                general: true,
                wrapped_moves: true,
                ..Needs::default()
            },
        ),
    }
}
