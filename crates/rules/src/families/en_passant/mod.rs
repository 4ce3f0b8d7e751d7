//! En passant: a double step's passed squares become targets an enemy piece may capture
//! on, taking the piece that passed.
//!
//! | File | Holds |
//! |------|-------|
//! | `compile.rs` | [`EnPassantTables`]: who captures en passant, who sets targets, from where |
//! | `generate.rs` | the captures, tested by making them; whether one is legal |
//! | `play.rs` | the targets a move sets |
//!
//! Why an en-passant capture is refused is told with the pieces' moves
//! (`validate/uci.rs`: `EnPassantNotAvailable`); the target's FEN field is read with the
//! others (`position/fen`).

mod compile;
pub(crate) mod generate;
pub(crate) mod play;

pub(crate) use compile::{EnPassantTables, compile};
