//! Walls (`[rules.walls]`): squares that block every piece and that nothing may take or
//! land on, placed as the second part of a move (amazons' arrows, duck chess's duck,
//! isolation, snail trail, joust) or left by a capturing piece that turns to stone
//! (petrified).
//!
//! A wall is kept in the [`State`] without a field of its own: its square is in *both*
//! sides' piece sets and in no kind's, with an empty mailbox entry. So every occupancy
//! (`State::occupied`, sliders' lines, castling's empty squares, attacks) sees it as a
//! blocker, each side's `ours` keeps its pieces off it, it attacks nothing, and
//! `State::walls` is one AND. Only capture targets must leave it out, which the exact
//! legality path (the one rulesets with walls take, having no royal piece) does. Each
//! wall has a Zobrist key of its own, derived from its square.
//!
//! Rulesets with walls take the goal path of the move generator: the moves of the pieces
//! are generated (walls blocking), filtered by pseudo-royalty (petrified), and then each
//! is completed by every square its wall may go to ([`State::wall_squares`]), judged on
//! the position after the piece's move.

//!
//! | File | Holds |
//! |------|-------|
//! | `compile.rs` | [`WallTables`]: placement, regions, petrifying kinds |
//! | `play.rs` | a wall placed, a capturing piece turned to stone |
//! | `generate.rs` | each piece move completed by every square its wall may go to |
//! | `explain.rs` | moves with walls read from text, and why a wall is refused |

mod compile;
mod explain;
pub(crate) mod generate;
pub(crate) mod play;

pub(crate) use compile::{WallTables, compile};
