//! Royalty beyond the one royal piece: pseudo-royal pieces (`[rules.extinction]
//! pseudo-royal = true`: atomic, spartan), duple check, mutual immunity, and a royal
//! piece in check that may only capture (`royal-in-check = "capture-only"`, makpong).
//!
//! A side's pieces of an extinction kind are pseudo-royal while it has at most
//! `count + 1` of that kind (of the kinds together, with `together`: sho shogi's king
//! and crown prince), so that losing one would make it extinct. As in
//! Fairy-Stockfish (`extinctionPseudoRoyal`):
//!
//! - a move may not blow up one of the mover's pseudo-royal pieces, nor leave one
//!   attacked, unless it removes (captures or blows up) an enemy pseudo-royal piece, which
//!   ends the game by extinction at once;
//! - with explosions, a pseudo-royal piece standing next to an enemy pseudo-royal piece
//!   is never attacked: capturing it would blow up the capturer's own;
//! - a pseudo-royal castling king may not castle out of, through or into attack;
//! - with `duple-check`, a side may not leave every piece of an extinction kind
//!   attacked, even when none is pseudo-royal (spartan's two kings);
//! - a side with an attacked pseudo-royal piece (or all of them, under duple check) is
//!   in check, and with no legal move is checkmated.
//!
//! Mutual immunity (`mutually-immune`): a piece of such a kind may not capture a piece of
//! its own kind (atomar's kings).

//!
//! | File | Holds |
//! |------|-------|
//! | `compile.rs` | [`RoyaltyTables`]: the pseudo-royal kinds, the mutually immune ones |
//! | `checks.rs` | the pseudo-royal pieces, and what counts as check ([`checkers`]) |
//! | `refuse.rs` | the refusals of pseudo-royalty, explosions, immunity and facing royal pieces |
//! | `explain.rs` | those refusals, and a royal piece's move in check, told in words |

mod checks;
mod compile;
mod explain;
pub(crate) mod refuse;

pub(crate) use checks::{checkers, pseudo_royals};
pub(crate) use compile::{RoyaltyTables, compile};
