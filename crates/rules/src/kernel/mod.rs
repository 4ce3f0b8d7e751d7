//! The kernel: what every ruleset runs, by phase — the compiled piece tables, the
//! position's bare facts, attacks and pins, generating moves into a sink, making them,
//! and perft.
//!
//! The kernel names no rule family. Where a family acts (castling, en passant, drops, a
//! make effect, the goal path…), the kernel calls a method of [`Hooks`], a trait the
//! compiled ruleset implements by asking its families in a fixed order
//! (`families/registry.rs`). Which paths a ruleset takes is read from [`Needs`], which
//! the families declare and the registry combines; no flag is kept by hand.
//!
//! | Module | Holds |
//! |--------|-------|
//! | `tables/` | [`Kernel`]: each kind's moves per colour (`pieces`, `slides`, `special`), the reverse attack tables (`classes`), rays, Zobrist keys (`zobrist`), whether checks are classical (`classical`), the compile context (`context`) |
//! | `state.rs` | [`State`]: the bare facts of a position, with the primitive edits (put, remove, move a piece) |
//! | `piece.rs`, `moves.rs` | [`Piece`], [`Move`] |
//! | `sink.rs` | [`Sink`]: where generated moves go, as target sets |
//! | `attacks.rs` | who attacks a square, blocks, pins, the royal pieces |
//! | `targets.rs` | the squares a piece may move to before legality |
//! | `hooks.rs` | [`Hooks`] and [`Needs`]: the contract between the kernel and the families |
//! | `movegen/` | legal move generation: one royal piece with check and pin masks, or the exact path |
//! | `make.rs` | making a move on a [`State`] |
//! | `perft.rs` | counting move paths |

pub(crate) mod attacks;
mod hooks;
pub(crate) mod make;
pub(crate) mod movegen;
mod moves;
mod needs;
pub(crate) mod perft;
mod piece;
mod sink;
pub(crate) mod state;
pub(crate) mod tables;
pub(crate) mod targets;

pub(crate) use hooks::Hooks;
pub use moves::{Move, MoveKind, Second};
pub(crate) use needs::{Needs, Part};
pub use piece::Piece;
pub(crate) use sink::{Counter, Origin, Sink};
pub(crate) use state::State;
pub use tables::CompileError;
pub(crate) use tables::{Kernel, KindMask};
