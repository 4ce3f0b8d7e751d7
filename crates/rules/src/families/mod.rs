//! The rule families, one folder each: everything of one family — its compiled tables
//! and what it [`Needs`](crate::kernel::Needs) of the kernel, the moves it generates,
//! what it does when a move is made, and why it refuses a move — in one place, found by
//! its name.
//!
//! | Family | Rules |
//! |--------|-------|
//! | `castling/` | castling, Chess960's included, and `by-drop` rights |
//! | `en_passant/` | en-passant targets set by double steps, and their captures |
//! | `promotion/` | promotion choices and their limits, in-place promotion (sittuyin) |
//! | `hands/` | pieces in hand and drops: pockets, promoted marks, the drop rules |
//! | `gating/` | gating a piece from the hand behind one leaving its first square (S-chess) |
//! | `walls/` | walls placed as a move's second part (duck, arrows) or left by a capture |
//! | `explosion/` | captures that explode (atomic) |
//! | `royalty/` | pseudo-royal pieces, duple check, mutual immunity, a royal piece in check |
//! | `facing/` | royal pieces facing each other: the flying general, bikjang |
//! | `goals/` | goals beyond checkmate (extinction, flags, checks given) and the obligations (must capture, no check, must drop) |
//! | `counting/` | makruk's board's and pieces' honour counting |
//! | `first_move/` | first-move rights, and aiming at them (cambodian) |
//! | `pass/` | passing a turn |
//! | `flipping/` | pieces that change colour when a piece lands (reversi, ataxx) |
//!
//! `registry.rs` compiles them beside the kernel into [`Compiled`] and answers the
//! kernel's hooks by asking them in a stated order; `view.rs` is the position a family's
//! explanation looks at.

pub(crate) mod castling;
pub(crate) mod counting;
pub(crate) mod en_passant;
pub(crate) mod explosion;
pub(crate) mod facing;
pub(crate) mod first_move;
pub(crate) mod flipping;
pub(crate) mod gating;
pub(crate) mod goals;
pub(crate) mod hands;
pub(crate) mod pass;
pub(crate) mod promotion;
mod registry;
pub(crate) mod royalty;
mod view;
pub(crate) mod walls;

pub use registry::Compiled;
pub(crate) use registry::{compile, needs_if};
pub(crate) use view::View;
