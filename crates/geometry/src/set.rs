//! [`SquareSet`]: a set of squares as a board-sized bitboard.

use crate::{Bits, Square};
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

/// A set of squares, one bit per square, in storage `B` wide enough for the board.
///
/// ```
/// use fers_geometry::{Square, SquareSet};
/// let set = SquareSet::<u64>::EMPTY.with(Square(4)).with(Square(60));
/// assert!(set.contains(Square(60)) && set.more_than_one());
/// assert_eq!(set.iter().collect::<Vec<_>>(), vec![Square(4), Square(60)]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct SquareSet<B: Bits>(pub B);

impl<B: Bits> SquareSet<B> {
    /// The empty set.
    pub const EMPTY: Self = SquareSet(B::ZERO);

    /// The set holding `sq` alone.
    #[inline(always)]
    pub fn from_square(sq: Square) -> Self {
        SquareSet(B::bit(sq.0 as u32))
    }
    /// The set of the first `n` squares (every square of a board with `n` squares).
    pub fn first_n(n: usize) -> Self {
        (0..n).fold(Self::EMPTY, |s, i| s.with(Square(i as u8)))
    }
    /// Whether `sq` (a [`Square`], or a square type that converts into one) is in the set.
    #[inline(always)]
    pub fn contains(self, sq: impl Into<Square>) -> bool {
        !(self.0 & B::bit(sq.into().0 as u32)).is_zero()
    }
    /// The set with `sq` added.
    #[inline(always)]
    pub fn with(self, sq: Square) -> Self {
        SquareSet(self.0 | B::bit(sq.0 as u32))
    }
    /// The set with `sq` removed.
    #[inline(always)]
    pub fn without(self, sq: Square) -> Self {
        SquareSet(self.0 & !B::bit(sq.0 as u32))
    }
    /// The set with `sq` toggled.
    #[inline(always)]
    pub fn toggled(self, sq: Square) -> Self {
        SquareSet(self.0 ^ B::bit(sq.0 as u32))
    }
    /// Whether the set is empty.
    #[inline(always)]
    pub fn is_empty(self) -> bool {
        self.0.is_zero()
    }
    /// Whether the set has a square.
    #[inline(always)]
    pub fn any(self) -> bool {
        !self.0.is_zero()
    }
    /// Whether the set has two squares or more.
    #[inline(always)]
    pub fn more_than_one(self) -> bool {
        !self.0.clear_lowest().is_zero()
    }
    /// Number of squares.
    #[inline(always)]
    pub fn count(self) -> u32 {
        self.0.count()
    }
    /// The lowest square, if any.
    #[inline(always)]
    pub fn first(self) -> Option<Square> {
        self.any().then(|| Square(self.0.lowest() as u8))
    }
    /// The highest square, if any.
    #[inline(always)]
    pub fn last(self) -> Option<Square> {
        self.any().then(|| Square(self.0.highest() as u8))
    }
    /// The only square, if the set has exactly one.
    #[inline(always)]
    pub fn single(self) -> Option<Square> {
        (self.any() && !self.more_than_one()).then(|| Square(self.0.lowest() as u8))
    }
    /// Every square moved by `delta` indices (see [`Bits::shift`]); callers mask off
    /// squares whose move would wrap around the board's edge.
    #[inline(always)]
    pub fn shift(self, delta: i32) -> Self {
        SquareSet(self.0.shift(delta))
    }
    /// Whether the two sets share a square.
    #[inline(always)]
    pub fn intersects(self, other: Self) -> bool {
        !(self.0 & other.0).is_zero()
    }
    /// The squares, lowest first.
    #[inline(always)]
    pub fn iter(self) -> SquareSetIter<B> {
        SquareSetIter(self.0)
    }
}

/// Iterator over a [`SquareSet`], lowest square first.
#[derive(Debug, Clone)]
pub struct SquareSetIter<B: Bits>(B);

impl<B: Bits> Iterator for SquareSetIter<B> {
    type Item = Square;
    #[inline(always)]
    fn next(&mut self) -> Option<Square> {
        if self.0.is_zero() {
            None
        } else {
            let sq = Square(self.0.lowest() as u8);
            self.0 = self.0.clear_lowest();
            Some(sq)
        }
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count() as usize;
        (n, Some(n))
    }
}

impl<B: Bits> IntoIterator for SquareSet<B> {
    type Item = Square;
    type IntoIter = SquareSetIter<B>;
    fn into_iter(self) -> SquareSetIter<B> {
        self.iter()
    }
}

impl<B: Bits> FromIterator<Square> for SquareSet<B> {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Self {
        iter.into_iter().fold(Self::EMPTY, |s, sq| s.with(sq))
    }
}

macro_rules! set_op {
    ($tr:ident, $f:ident, $op:tt, $tra:ident, $fa:ident) => {
        impl<B: Bits> $tr for SquareSet<B> {
            type Output = Self;
            #[inline(always)]
            fn $f(self, o: Self) -> Self {
                SquareSet(self.0 $op o.0)
            }
        }
        impl<B: Bits> $tra for SquareSet<B> {
            #[inline(always)]
            fn $fa(&mut self, o: Self) {
                self.0 = self.0 $op o.0;
            }
        }
    };
}

set_op!(BitAnd, bitand, &, BitAndAssign, bitand_assign);
set_op!(BitOr, bitor, |, BitOrAssign, bitor_assign);
set_op!(BitXor, bitxor, ^, BitXorAssign, bitxor_assign);

impl<B: Bits> Not for SquareSet<B> {
    type Output = Self;
    #[inline(always)]
    fn not(self) -> Self {
        SquareSet(!self.0)
    }
}
