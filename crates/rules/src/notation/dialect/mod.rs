//! Moves as each game's players write them: the [`Notation`] dialects of
//! Fairy-Stockfish (`pyffish.get_san(..., notation)`), written and read.
//!
//! | Dialect | Example | Squares |
//! |---------|---------|---------|
//! | `uci` | `e2e4`, `P@e4`, `c7c8+` | files `a`…, ranks `1`… from white's side |
//! | `san` | `Nf3`, `exd5`, `P@e4` | as UCI |
//! | `lan` | `Ng1-f3`, `e2xd3`, `e7-e8=Q` | as UCI |
//! | `usi` | `7g7f`, `8h2b+`, `P*5e` | shogi: files `9`…`1` from the left, ranks `a`… from the top |
//! | `shogi-hodges` | `P-7f`, `Bx2b+`, `B*3c`, `+B-3c`, `Bx2b=` | as USI |
//! | `shogi-hosking` | `P76`, `G49-58`, `B'33` | shogi files, ranks `1`… from the top |
//! | `shogi-hodges-number` | `P-76`, `G49-58`, `B*33` | as Hosking |
//! | `xiangqi-wxf` | `C2=5`, `H2+3`, `H++7`, `15=6` | each side's files `1`… from its right |
//! | `janggi` | `H02-83`, `K95-95` (a pass) | rank (`1`… from the top, `0` the tenth) then file |
//! | `thai-san`, `thai-lan` | `ม-ง๒`, `บ ก๓-ก๔` | Thai letters and digits |
//!
//! Writing follows Fairy-Stockfish's choices exactly: which moves are told apart and
//! how, the `=` of a declined shogi promotion, no check marks in shogi or WXF. Reading
//! is tolerant in the ways players are (`P-76` for `P-7f`, a start square where none is
//! needed, with or without `x`, any check mark). Positions write and read moves with
//! `Position::write_move` and `Position::read_move`.
//!
//! ```
//! use fers_rules::Notation;
//! let n: Notation = "shogi-hodges".parse().unwrap();
//! assert_eq!(n, Notation::ShogiHodges);
//! assert_eq!(n.to_string(), "shogi-hodges");
//! assert!("klingon".parse::<Notation>().is_err());
//! ```

pub(crate) mod read;
pub(crate) mod squares;
mod thai;
pub(crate) mod usi;
pub(crate) mod write;
mod xiangqi;

pub use fers_movement::{Notation, UnknownNotation};

#[cfg(test)]
mod tests;
