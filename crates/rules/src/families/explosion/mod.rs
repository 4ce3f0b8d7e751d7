//! Explosions (`[rules.explosion]`, atomic chess): after a capture, the capturer and
//! every piece on the squares around the capture square are removed, except the kinds
//! the blast spares (atomic's pawns, which still explode when they capture) and the
//! kinds it never touches (atomar's kings). An en-passant capture blasts around the
//! square the capturer lands on, as in Fairy-Stockfish.
//!
//! | File | Holds |
//! |------|-------|
//! | `compile.rs` | [`Blast`]: the spared and immune kinds, each square's ring |
//! | `play.rs` | the blast of a capture, when the move is made |
//!
//! What a blast forbids (blowing up one's own king) is royalty's to judge and explain
//! (`families/royalty`).

mod compile;
pub(crate) mod play;

pub(crate) use compile::{Blast, compile};
