//! Raw storage for square sets: one bit per square.
//!
//! Hot code is generic over [`Bits`], so an 8×8 board runs on plain `u64` instructions
//! and only larger boards pay for wider words.

use std::fmt::Debug;
use std::hash::Hash;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

/// A fixed-width word with one bit per square.
pub trait Bits:
    Copy
    + Eq
    + Ord
    + Hash
    + Debug
    + Default
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + BitXorAssign
{
    /// Number of bits: the most squares a board using this storage may have.
    const BITS: u32;
    /// No bit set.
    const ZERO: Self;
    /// One byte per square, used by positions to say which piece stands where.
    type Mailbox: Copy + Eq + Hash + Debug + Send + Sync + AsRef<[u8]> + AsMut<[u8]> + 'static;
    /// A mailbox of zero bytes.
    const EMPTY_MAILBOX: Self::Mailbox;

    /// Only bit `index` set. `index < BITS`.
    fn bit(index: u32) -> Self;
    /// Whether no bit is set.
    fn is_zero(self) -> bool;
    /// Number of set bits.
    fn count(self) -> u32;
    /// Index of the lowest set bit. Meaningless on zero.
    fn lowest(self) -> u32;
    /// Index of the highest set bit. Meaningless on zero.
    fn highest(self) -> u32;
    /// `self - other`, wrapping.
    fn wrapping_sub(self, other: Self) -> Self;
    /// Shifted towards higher bits by `delta` (lower bits when negative); bits shifted
    /// out are lost. `|delta| >= BITS` gives zero.
    fn shift(self, delta: i32) -> Self;
    /// The lowest 64 bits (all of them for `u64`): squares 0 to 63.
    fn low_u64(self) -> u64;
    /// A word holding `bits` in its lowest 64 bits, the rest clear.
    fn from_low_u64(bits: u64) -> Self;
    /// `self` with its lowest set bit cleared.
    #[inline]
    fn clear_lowest(self) -> Self {
        self & self.wrapping_sub(Self::bit(0))
    }
}

macro_rules! primitive_bits {
    ($t:ty, $n:expr) => {
        impl Bits for $t {
            const BITS: u32 = $n;
            const ZERO: Self = 0;
            type Mailbox = [u8; $n];
            const EMPTY_MAILBOX: Self::Mailbox = [0; $n];
            #[inline(always)]
            fn bit(index: u32) -> Self {
                1 << index
            }
            #[inline(always)]
            fn is_zero(self) -> bool {
                self == 0
            }
            #[inline(always)]
            fn count(self) -> u32 {
                self.count_ones()
            }
            #[inline(always)]
            fn lowest(self) -> u32 {
                self.trailing_zeros()
            }
            #[inline(always)]
            fn highest(self) -> u32 {
                $n - 1 - self.leading_zeros()
            }
            #[inline(always)]
            fn wrapping_sub(self, other: Self) -> Self {
                <$t>::wrapping_sub(self, other)
            }
            #[inline(always)]
            fn clear_lowest(self) -> Self {
                self & self.wrapping_sub(1)
            }
            #[inline(always)]
            fn low_u64(self) -> u64 {
                self as u64
            }
            #[inline(always)]
            fn from_low_u64(bits: u64) -> Self {
                bits as $t
            }
            #[inline(always)]
            fn shift(self, delta: i32) -> Self {
                if delta >= 0 {
                    self.checked_shl(delta as u32).unwrap_or(0)
                } else {
                    self.checked_shr(delta.unsigned_abs()).unwrap_or(0)
                }
            }
        }
    };
}

primitive_bits!(u64, 64);
primitive_bits!(u128, 128);

/// A 256-bit word for boards of more than 128 squares (up to 16×16), as four `u64` limbs,
/// least significant first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct U256(pub [u64; 4]);

macro_rules! limbwise {
    ($tr:ident, $f:ident, $op:tt, $tra:ident, $fa:ident) => {
        impl $tr for U256 {
            type Output = U256;
            #[inline(always)]
            fn $f(self, o: U256) -> U256 {
                let (a, b) = (self.0, o.0);
                U256([a[0] $op b[0], a[1] $op b[1], a[2] $op b[2], a[3] $op b[3]])
            }
        }
        impl $tra for U256 {
            #[inline(always)]
            fn $fa(&mut self, o: U256) {
                *self = *self $op o;
            }
        }
    };
}

limbwise!(BitAnd, bitand, &, BitAndAssign, bitand_assign);
limbwise!(BitOr, bitor, |, BitOrAssign, bitor_assign);
limbwise!(BitXor, bitxor, ^, BitXorAssign, bitxor_assign);

impl Not for U256 {
    type Output = U256;
    #[inline(always)]
    fn not(self) -> U256 {
        let a = self.0;
        U256([!a[0], !a[1], !a[2], !a[3]])
    }
}

impl Bits for U256 {
    const BITS: u32 = 256;
    const ZERO: Self = U256([0; 4]);
    type Mailbox = [u8; 256];
    const EMPTY_MAILBOX: Self::Mailbox = [0; 256];

    #[inline]
    fn bit(index: u32) -> Self {
        let mut limbs = [0u64; 4];
        limbs[(index / 64) as usize] = 1 << (index % 64);
        U256(limbs)
    }
    #[inline]
    fn is_zero(self) -> bool {
        (self.0[0] | self.0[1] | self.0[2] | self.0[3]) == 0
    }
    #[inline]
    fn count(self) -> u32 {
        self.0.iter().map(|l| l.count_ones()).sum()
    }
    #[inline]
    fn lowest(self) -> u32 {
        for (i, l) in self.0.iter().enumerate() {
            if *l != 0 {
                return i as u32 * 64 + l.trailing_zeros();
            }
        }
        256
    }
    #[inline]
    fn highest(self) -> u32 {
        for i in (0..4).rev() {
            let l = self.0[i];
            if l != 0 {
                return i as u32 * 64 + 63 - l.leading_zeros();
            }
        }
        0
    }
    #[inline]
    fn low_u64(self) -> u64 {
        self.0[0]
    }
    #[inline]
    fn from_low_u64(bits: u64) -> Self {
        U256([bits, 0, 0, 0])
    }
    #[inline]
    fn shift(self, delta: i32) -> Self {
        let n = delta.unsigned_abs();
        if n >= 256 {
            return U256::ZERO;
        }
        let (limbs, bits) = ((n / 64) as usize, n % 64);
        let src = self.0;
        let mut out = [0u64; 4];
        for (i, slot) in out.iter_mut().enumerate() {
            // Limb i of the result takes limb j = i -/+ limbs, and the spill of its neighbour.
            let get = |j: isize| {
                if (0..4).contains(&j) {
                    src[j as usize]
                } else {
                    0
                }
            };
            let i = i as isize;
            let l = limbs as isize;
            *slot = if delta >= 0 {
                let main = get(i - l) << bits;
                let spill = if bits == 0 {
                    0
                } else {
                    get(i - l - 1) >> (64 - bits)
                };
                main | spill
            } else {
                let main = get(i + l) >> bits;
                let spill = if bits == 0 {
                    0
                } else {
                    get(i + l + 1) << (64 - bits)
                };
                main | spill
            };
        }
        U256(out)
    }
    #[inline]
    fn wrapping_sub(self, o: Self) -> Self {
        let mut out = [0u64; 4];
        let mut borrow = false;
        for (i, slot) in out.iter_mut().enumerate() {
            let (d1, b1) = self.0[i].overflowing_sub(o.0[i]);
            let (d2, b2) = d1.overflowing_sub(borrow as u64);
            *slot = d2;
            borrow = b1 || b2;
        }
        U256(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check<B: Bits>() {
        let top = B::BITS - 1;
        let x = B::bit(3) | B::bit(top);
        assert_eq!(x.count(), 2);
        assert_eq!(x.lowest(), 3);
        assert_eq!(x.highest(), top);
        assert_eq!(x.clear_lowest(), B::bit(top));
        assert!(B::ZERO.is_zero());
        // 0 - 1 wraps to all ones.
        assert_eq!(B::ZERO.wrapping_sub(B::bit(0)).count(), B::BITS);
        // borrow across limbs: bit 70 - bit 2 = bits 2..70
        if B::BITS > 70 {
            assert_eq!(B::bit(70).wrapping_sub(B::bit(2)).count(), 68);
        }
        // shifts, across limb boundaries too
        for (from, delta) in [
            (3u32, 5i32),
            (60, 7),
            (10, -9),
            (63, 1),
            (5, -6),
            (0, (B::BITS - 1) as i32),
        ] {
            let to = from as i32 + delta;
            let expect = if (0..B::BITS as i32).contains(&to) {
                B::bit(to as u32)
            } else {
                B::ZERO
            };
            assert_eq!(
                B::bit(from).shift(delta),
                expect,
                "{from} shifted by {delta}"
            );
        }
        assert_eq!(B::bit(1).shift(B::BITS as i32), B::ZERO);
        assert_eq!(B::bit(1).shift(-(B::BITS as i32)), B::ZERO);
    }

    #[test]
    fn all_widths_agree() {
        check::<u64>();
        check::<u128>();
        check::<U256>();
    }
}
