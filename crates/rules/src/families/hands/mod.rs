//! Pieces in hand and drops (`[hands]`: crazyhouse, shogi, placement…): what each side
//! holds, where a piece may be dropped, what a capture puts in hand, and the promoted
//! marks (`~`) that decide what a captured promoted piece becomes.
//!
//! | File | Holds |
//! |------|-------|
//! | `compile.rs` | [`HandTables`]: drop regions, what a captured piece becomes, the drop rules |
//! | `drops.rs` | the legal drops: the check mask, nifu, uchifuzume, colours |
//! | `placing.rs` | the drop rules of games of placing pieces: `drop-first`, `drop-must` |
//! | `play.rs` | a drop made, a capture put in hand, the promoted marks |
//! | `explain.rs` | why a drop is refused |
//!
//! A program reads and changes hands through `Position::hand` and `add_to_hand`
//! (`position/hands.rs`); the FEN pocket is read and written with the board
//! (`position/fen`). The obligation to drop (`must-drop`) is a goal's
//! (`families/goals`).

mod compile;
pub(crate) mod drops;
mod explain;
pub(crate) mod placing;
pub(crate) mod play;

pub(crate) use compile::{HandTables, compile};
