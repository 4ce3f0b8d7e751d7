//! Slider attacks on the full 8×8 board by magic multiplication: the lookup fast
//! chess programs use for rooks, bishops and queens.
//!
//! For each square, the squares that can block a line (the *relevant* squares: the
//! line without its last square, which blocks nothing beyond itself) are multiplied by a
//! square's *magic* number; the top bits of the product index a table that holds the
//! attacks for every arrangement of blockers. One mask, one multiplication, one shift
//! and one load, against one obstruction difference per line.
//!
//! Only the 8×8 board without holes has magics here ([`RayTable`](crate::RayTable)
//! offers them there): the multipliers were found once, by a random search that checks
//! every blocker arrangement of every square, and are constants in `layout.rs`. The
//! tables (about 107,000 words, 840 KiB) are built when the crate is compiled — the
//! entries by `const` evaluation, the attacks by the build script — so a process does
//! not fill them at start-up. Every other board uses the obstruction difference of
//! [`RayTable::line_attacks`](crate::RayTable::line_attacks), which the tests hold the
//! tables to.

mod layout;

use layout::{DIAGONAL_ENTRIES, Entry, ORTHOGONAL_ENTRIES, TABLE_LEN};

// The attack table, `static ATTACKS: [u64; TABLE_LEN]`, written by the build script
// from `layout.rs`: every slice filled by walking each blocker arrangement.
include!(concat!(env!("OUT_DIR"), "/magic_attacks.rs"));

/// Orthogonal (rook) and diagonal (bishop) line attacks on the full 8×8 board, square
/// `rank × 8 + file`, by magic multiplication.
///
/// ```
/// use fers_geometry::Magics;
/// let magics = Magics::get();
/// // A rook on a1 with a blocker on a4: a2, a3, a4 and the whole first rank.
/// let a4 = 1u64 << 24;
/// assert_eq!(magics.orthogonal(0, a4), 0x01_01_01_fe);
/// // A bishop on d4 on an empty board: both diagonals through it.
/// assert_eq!(magics.diagonal(27, 0).count_ones(), 13);
/// ```
pub struct Magics {
    orthogonal: [Entry; 64],
    diagonal: [Entry; 64],
    /// Every square's slice, padded to a power of two so that a lookup masks its index
    /// instead of testing it against the length (the mask never changes an index the
    /// entries produce: they are all below [`TABLE_LEN`]).
    attacks: &'static [u64; TABLE_LEN],
}

impl std::fmt::Debug for Magics {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Magics")
            .field("attacks", &DIAGONAL_ENTRIES.1)
            .finish_non_exhaustive()
    }
}

/// The tables, all built when the crate is compiled.
static MAGICS: Magics = Magics {
    orthogonal: ORTHOGONAL_ENTRIES.0,
    diagonal: DIAGONAL_ENTRIES.0,
    attacks: &ATTACKS,
};

impl Magics {
    /// The tables. They are part of the program (built when the crate is compiled), so
    /// this costs nothing.
    #[inline(always)]
    pub fn get() -> &'static Magics {
        &MAGICS
    }

    /// Squares attacked along ranks and files from square `sq` (`0..64`), the first
    /// blocker on each side included.
    #[inline(always)]
    pub fn orthogonal(&self, sq: usize, occupied: u64) -> u64 {
        self.attacks[self.orthogonal[sq].index(occupied) & (TABLE_LEN - 1)]
    }

    /// Squares attacked along both diagonals from square `sq` (`0..64`), the first
    /// blocker on each side included.
    #[inline(always)]
    pub fn diagonal(&self, sq: usize, occupied: u64) -> u64 {
        self.attacks[self.diagonal[sq].index(occupied) & (TABLE_LEN - 1)]
    }
}

#[cfg(test)]
mod tests {
    use super::layout::{DIAGONAL, ORTHOGONAL, relevant};
    use super::*;
    use crate::{BoardShape, Offset, RayTable, Square, SquareSet};

    /// Squares attacked from `sq` along `dirs` by the generic slide of every other
    /// board: [`RayTable::ray_attacks`], up to and including the first blocker.
    fn slide(sq: usize, blockers: u64, dirs: &[(i32, i32); 4]) -> u64 {
        let offsets = dirs.map(|(df, dr)| Offset::new(df as i8, dr as i8));
        let rays = RayTable::<u64>::new(BoardShape::STANDARD, &offsets);
        (0..dirs.len())
            .fold(SquareSet::EMPTY, |reach, d| {
                reach | rays.ray_attacks(d, Square(sq as u8), SquareSet(blockers))
            })
            .0
    }

    /// Every magic is collision-free and the built table is right: each index holds the
    /// attacks the generic slide finds for every blocker arrangement that maps to it.
    #[test]
    fn every_arrangement_of_every_square_looks_up_its_slid_attacks() {
        let m = Magics::get();
        for sq in 0..64 {
            for (dirs, lookup) in [
                (
                    &ORTHOGONAL,
                    Magics::orthogonal as fn(&Magics, usize, u64) -> u64,
                ),
                (&DIAGONAL, Magics::diagonal),
            ] {
                let mask = relevant(sq as i32, dirs);
                let mut blockers = 0u64;
                loop {
                    // Squares outside the mask (the line ends, other pieces) change nothing.
                    let noise = !mask & 0x8142_2418_1824_4281;
                    for occupied in [blockers, blockers | noise] {
                        assert_eq!(
                            lookup(m, sq, occupied),
                            slide(sq, occupied, dirs),
                            "square {sq}, blockers {occupied:#x}"
                        );
                    }
                    blockers = blockers.wrapping_sub(mask) & mask;
                    if blockers == 0 {
                        break;
                    }
                }
            }
        }
    }

    #[test]
    fn the_tables_hold_one_slice_per_square() {
        assert_eq!(DIAGONAL_ENTRIES.1, 102_400 + 5_248);
        // The padding is zeros: no index an entry makes reaches it.
        assert!(ATTACKS[DIAGONAL_ENTRIES.1..].iter().all(|&w| w == 0));
    }
}
