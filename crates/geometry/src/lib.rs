//! Board geometry for chess-like games on boards of any size from 1×1 to 16×16.
//!
//! The words are those of the board, never of a particular game: a [`BoardShape`] has
//! [`File`]s and [`Rank`]s; a [`Square`] is an index into it; an [`Offset`] is a
//! (file delta, rank delta) step; a [`SquareSet`] is a bitboard sized to the board
//! through its [`Bits`] storage (`u64` for boards of up to 64 squares, `u128` up to 128,
//! [`U256`] up to 256), so that an 8×8 board pays nothing for the generality.
//!
//! ```
//! use fers_geometry::{BoardShape, Offset, RayTable, SquareSet};
//!
//! let shape = BoardShape::new(10, 10).unwrap();
//! let a10 = shape.parse_square("a10").unwrap();
//! assert_eq!(shape.square_name(a10).to_string(), "a10");
//!
//! // A rook on a1 of an empty 10×10 board sees 18 squares.
//! let rays = RayTable::<u128>::new(shape, &Offset::ORTHOGONAL);
//! let a1 = shape.parse_square("a1").unwrap();
//! let seen = rays.slide(a1, &[0, 1, 2, 3], SquareSet::EMPTY);
//! assert_eq!(seen.count(), 18);
//! ```
//!
//! # Cargo features
//!
//! - `serde` (off by default): `Serialize` and `Deserialize` for [`Square`], [`File`],
//!   [`Rank`], [`BoardShape`] and [`SquareSet`], as the numbers they hold (a square as
//!   its index, a shape as `files` and `ranks`, a set as its squares); reading checks
//!   every value and fails, never panics, on one out of range.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod bits;
mod magic;
mod offset;
mod rays;
mod region;
#[cfg(feature = "serde")]
mod serde_impls;
mod set;
mod shape;
mod standard_squares;

pub use bits::{Bits, U256};
pub use magic::Magics;
pub use offset::Offset;
pub use rays::{LeapTable, RayTable};
pub use region::{Region, RegionError};
pub use set::{SquareSet, SquareSetIter};
pub use shape::{BoardShape, File, GeometryError, MAX_FILES, MAX_RANKS, Rank, Square, SquareName};
