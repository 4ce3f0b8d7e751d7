//! Flipping (`[rules.flipping]`: reversi, flipello, ataxx): when a piece lands, enemy
//! pieces change colour — those it encloses along the eight queen lines with another
//! piece of its side (`flips = "enclosed"`), or those on the eight squares around it
//! (`flips = "adjacent"`). A flipped piece keeps its kind. A pass flips nothing.
//!
//! The lines that enclose are also what `[hands] drop-must = "enclose"` asks of a drop
//! (a reversi disc must flip something), so [`enclosing_squares`] (every square where
//! a drop encloses, found for the whole board at once) serves the drop rules of
//! `families/hands` too.
//!
//! | File | Holds |
//! |------|-------|
//! | `compile.rs` | [`FlipTables`]: the rule, the queen lines, the squares around each square and the eight steps as whole-board shifts |
//! | `play.rs` | the pieces a landing flips, and the flip when a move is made |
//! | `explain.rs` | the squares a move flips, named for a reader |
//!
//! The ends that go with these games — a full board, a stalemate decided by the number
//! of pieces, two passes counted — are goals (`families/goals/judge.rs`) and counting's
//! (`families/counting`).

mod compile;
mod explain;
pub(crate) mod play;

pub(crate) use compile::{FlipTables, compile};
pub(crate) use play::enclosing_squares;
