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
//! every blocker arrangement of every square, and are constants below; [`Magics::get`]
//! fills the tables (about 107,000 words, 840 KiB) once per process. Every other board
//! uses the obstruction difference of [`RayTable::line_attacks`](crate::RayTable::line_attacks).

use crate::{BoardShape, Offset, RayTable, Square, SquareSet};
use std::sync::OnceLock;

/// The magic lookup of one square.
#[derive(Debug, Clone, Copy, Default)]
struct Entry {
    /// The relevant blocker squares.
    mask: u64,
    /// The multiplier.
    magic: u64,
    /// 64 minus the number of relevant squares.
    shift: u32,
    /// Where this square's slice of the attack table starts.
    offset: u32,
}

impl Entry {
    #[inline(always)]
    fn index(&self, occupied: u64) -> usize {
        ((occupied & self.mask).wrapping_mul(self.magic) >> self.shift) as usize
            + self.offset as usize
    }
}

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
    attacks: Box<[u64; TABLE_LEN]>,
    /// How many words of `attacks` the slices take.
    used: usize,
}

/// The length of [`Magics`]' attack table: the 107,648 words its slices take, rounded
/// up to a power of two.
const TABLE_LEN: usize = 1 << 17;

impl std::fmt::Debug for Magics {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Magics")
            .field("attacks", &self.used)
            .finish_non_exhaustive()
    }
}

const ORTHOGONAL: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAGONAL: [(i32, i32); 4] = [(1, 1), (-1, -1), (1, -1), (-1, 1)];

impl Magics {
    /// The tables, filled on first use (once per process).
    pub fn get() -> &'static Magics {
        static MAGICS: OnceLock<Magics> = OnceLock::new();
        MAGICS.get_or_init(Magics::build)
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

    fn build() -> Magics {
        let mut attacks = Vec::new();
        let orthogonal = fill(&ORTHOGONAL, &ORTHOGONAL_MAGICS, &mut attacks);
        let diagonal = fill(&DIAGONAL, &DIAGONAL_MAGICS, &mut attacks);
        let used = attacks.len();
        assert!(used <= TABLE_LEN, "the magic slices fit the table");
        attacks.resize(TABLE_LEN, 0);
        let attacks = attacks
            .into_boxed_slice()
            .try_into()
            .expect("resized to the table's length");
        Magics {
            orthogonal,
            diagonal,
            attacks,
            used,
        }
    }
}

/// Appends the attack tables of one line family to `attacks`, one slice per square.
fn fill(dirs: &[(i32, i32); 4], magics: &[u64; 64], attacks: &mut Vec<u64>) -> [Entry; 64] {
    // The family's four rays (each family holds its own reverses, so the table has no
    // others), walked by the same blocker arithmetic as every other slide.
    let offsets = dirs.map(|(df, dr)| Offset::new(df as i8, dr as i8));
    let rays = RayTable::<u64>::new(BoardShape::STANDARD, &offsets);
    let mut entries = [Entry::default(); 64];
    for (sq, entry) in entries.iter_mut().enumerate() {
        let mask = relevant(sq as i32, dirs);
        let bits = mask.count_ones();
        *entry = Entry {
            mask,
            magic: magics[sq],
            shift: 64 - bits,
            offset: attacks.len() as u32,
        };
        attacks.resize(attacks.len() + (1 << bits), 0);
        // Every subset of the mask (carry-rippler), each written where its index says.
        let mut blockers = 0u64;
        loop {
            let reach = (0..dirs.len()).fold(SquareSet::EMPTY, |reach, d| {
                reach | rays.ray_attacks(d, Square(sq as u8), SquareSet(blockers))
            });
            attacks[entry.index(blockers)] = reach.0;
            blockers = blockers.wrapping_sub(mask) & mask;
            if blockers == 0 {
                break;
            }
        }
    }
    entries
}

/// The relevant squares of `sq` along `dirs`: each line without its last square.
fn relevant(sq: i32, dirs: &[(i32, i32)]) -> u64 {
    let on = |f: i32, r: i32| (0..8).contains(&f) && (0..8).contains(&r);
    let mut out = 0;
    for &(df, dr) in dirs {
        let (mut f, mut r) = (sq % 8 + df, sq / 8 + dr);
        while on(f + df, r + dr) {
            out |= 1u64 << (r * 8 + f);
            f += df;
            r += dr;
        }
    }
    out
}

// The multipliers, found by a sparse random search over every blocker arrangement
// (the test below checks each one).
const ORTHOGONAL_MAGICS: [u64; 64] = [
    0x2080002080400010,
    0x00c0002001401000,
    0x2100110008402002,
    0x0880080081041000,
    0x0200020020041008,
    0x2300040008010012,
    0x0c00283004008201,
    0x0180010000407a80,
    0x0168800080400020,
    0x0010400040201000,
    0x1001002001001048,
    0x1001002408100100,
    0x0801000408010012,
    0x4001000209000400,
    0x08a20004c8020001,
    0x2002801145002280,
    0x0080860021004200,
    0x001000c009402002,
    0x00b0002004002800,
    0x100a808010020800,
    0x8101010008000410,
    0x0244008002000480,
    0x0000040010810208,
    0x2000020000448534,
    0x4104400480008033,
    0x0000810100204000,
    0x0440430900200010,
    0x4600240900100100,
    0x0060080080040080,
    0x0001000300080400,
    0x0004084400011002,
    0x0023040200008041,
    0x0580050043002080,
    0x0400804002802008,
    0x0001002001004010,
    0x1000200901001000,
    0x4410800801800c00,
    0xa012003806001004,
    0x0020100104008802,
    0x0004808402000041,
    0x0010400170898000,
    0x0080500020004004,
    0x1040408012020020,
    0x8010040008004040,
    0x2001080100110004,
    0x0000020004008080,
    0x0021010810040002,
    0x0800008c43020024,
    0x0000800021005100,
    0x0070201040008080,
    0x0000d04282006a00,
    0x0010014400080240,
    0x0001080110050100,
    0x0012000810240600,
    0x0402000801040200,
    0x028100108a004100,
    0x0050800300102045,
    0x8208210040120882,
    0x8010600101183441,
    0x020b000910006045,
    0x0241001002480005,
    0x0081000400880241,
    0x0000009008024124,
    0x0048122980410402,
];
const DIAGONAL_MAGICS: [u64; 64] = [
    0x0848020822040013,
    0x8010a40085821200,
    0x0008008430840822,
    0x0808048108040000,
    0x1304042100008104,
    0x5001012010204023,
    0x81048801b8200420,
    0x200a008084012000,
    0x0040102001042084,
    0x840a505042428020,
    0x0000700102202920,
    0x44101c0c10800002,
    0x0040040422000000,
    0x0180020802090202,
    0x4020020811041202,
    0x000104308c042000,
    0x4140661002424400,
    0x0028012008010460,
    0x0188062102002a00,
    0x0014004840102008,
    0x0105000290400002,
    0x8001022200410400,
    0x104a041918013446,
    0x008a000082008238,
    0x04a0060008100430,
    0x0008220008820801,
    0x2508041208005010,
    0x4008080200202020,
    0x2441001013004000,
    0x0030008060407000,
    0x4008108000420800,
    0x0012021050290100,
    0x0210080482200500,
    0xcc01112048100480,
    0x0020402806500440,
    0x00048e0080580080,
    0x0040102020020080,
    0x0028010440080807,
    0x4601041108008800,
    0x8040810e04104200,
    0x901210110400088a,
    0xa003080212081050,
    0x00c1004048401004,
    0x900000a014400800,
    0x0008021040405401,
    0x4020008206002090,
    0x0004190424030100,
    0x0424008a02026250,
    0x8004088250900040,
    0x1c00430088a04200,
    0x0001020094040001,
    0x8040210020880061,
    0x2010040450442032,
    0x0800840850044001,
    0x0004040802140004,
    0x0004080a04222020,
    0x8088802110022000,
    0x1081a10416114400,
    0x0205010a24060820,
    0x0000000720411080,
    0x1008000208430400,
    0x580c026028810840,
    0x802020441020a110,
    0x12c0022401020018,
];

#[cfg(test)]
mod tests {
    use super::*;

    /// Squares attacked from `sq` along `dirs` by walking, up to and including the first
    /// blocker.
    fn walk(sq: i32, blockers: u64, dirs: &[(i32, i32)]) -> u64 {
        let on = |f: i32, r: i32| (0..8).contains(&f) && (0..8).contains(&r);
        let mut out = 0;
        for &(df, dr) in dirs {
            let (mut f, mut r) = (sq % 8 + df, sq / 8 + dr);
            while on(f, r) {
                let bit = 1u64 << (r * 8 + f);
                out |= bit;
                if blockers & bit != 0 {
                    break;
                }
                f += df;
                r += dr;
            }
        }
        out
    }

    /// Every magic is collision-free: each index holds the attacks of every blocker
    /// arrangement that maps to it (a constructive collision shares equal attacks).
    #[test]
    fn every_arrangement_of_every_square_looks_up_its_walked_attacks() {
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
                            walk(sq as i32, occupied, dirs),
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
        let m = Magics::get();
        assert_eq!(m.used, 102_400 + 5_248);
    }
}
