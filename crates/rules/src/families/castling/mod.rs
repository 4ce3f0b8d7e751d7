//! Castling (`[castling]`): the king and a partner (a rook) move together; Chess960's
//! free start squares and fixed squares are one lookup of a compiled plan.
//!
//! | File | Holds |
//! |------|-------|
//! | `compile.rs` | [`CastlingTables`]: a plan per (king, rook) pair of files, the castling ranks and kinds |
//! | `generate.rs` | the legal castling moves, on the fast path and on the exact path |
//! | `play.rs` | the king and rook moved, the rights a move ends, the rights a drop gains (`by-drop`) |
//! | `explain.rs` | why a castling move is refused (which right is gone, which square is occupied or attacked) |
//! | `text.rs` | how UCI writes castling |
//!
//! The FEN castling field is read and written with the other FEN fields
//! (`position/fen/castling.rs`).

pub(crate) mod compile;
mod explain;
pub(crate) mod generate;
pub(crate) mod play;
pub(crate) mod text;

pub(crate) use compile::{CastlingTables, compile};
