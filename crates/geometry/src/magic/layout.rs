//! Where each square's slice of the magic attack table lies, and what it holds: the
//! multipliers, the relevant squares, and the walk that fills a slice.
//!
//! This file is shared: the crate reads the entries from it when it is compiled (they
//! are `const`), and the build script (`build.rs`) includes it to write the attack
//! table itself into the crate as a `static`, so that no process fills it at start-up.
//! It uses nothing outside `core`.

/// The length of the attack table: the 107,648 words its slices take, rounded up to a
/// power of two so that a lookup masks its index instead of testing it.
pub const TABLE_LEN: usize = 1 << 17;

/// The four directions of the orthogonal (rook) family, as (file, rank) steps.
pub const ORTHOGONAL: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
/// The four directions of the diagonal (bishop) family.
pub const DIAGONAL: [(i32, i32); 4] = [(1, 1), (-1, -1), (1, -1), (-1, 1)];

/// The magic lookup of one square.
#[derive(Debug, Clone, Copy)]
pub struct Entry {
    /// The relevant blocker squares.
    pub mask: u64,
    /// The multiplier.
    pub magic: u64,
    /// 64 minus the number of relevant squares.
    pub shift: u32,
    /// Where this square's slice of the attack table starts.
    pub offset: u32,
}

impl Entry {
    /// The table index of the attacks with `occupied` on the board.
    #[inline(always)]
    pub const fn index(&self, occupied: u64) -> usize {
        ((occupied & self.mask).wrapping_mul(self.magic) >> self.shift) as usize
            + self.offset as usize
    }
}

/// The entries of one family, its slices laid out one per square in square order from
/// word `start`; and the word after the last slice.
pub const fn entries(
    dirs: &[(i32, i32); 4],
    magics: &[u64; 64],
    start: usize,
) -> ([Entry; 64], usize) {
    let mut out = [Entry {
        mask: 0,
        magic: 0,
        shift: 0,
        offset: 0,
    }; 64];
    let mut end = start;
    let mut sq = 0;
    while sq < 64 {
        let mask = relevant(sq as i32, dirs);
        let bits = mask.count_ones();
        out[sq] = Entry {
            mask,
            magic: magics[sq],
            shift: 64 - bits,
            offset: end as u32,
        };
        end += 1 << bits;
        sq += 1;
    }
    (out, end)
}

/// The orthogonal family's entries, from word 0.
pub const ORTHOGONAL_ENTRIES: ([Entry; 64], usize) = entries(&ORTHOGONAL, &ORTHOGONAL_MAGICS, 0);
/// The diagonal family's entries, after the orthogonal slices; the second value is the
/// number of words the table uses.
pub const DIAGONAL_ENTRIES: ([Entry; 64], usize) =
    entries(&DIAGONAL, &DIAGONAL_MAGICS, ORTHOGONAL_ENTRIES.1);

const _: () = assert!(
    DIAGONAL_ENTRIES.1 <= TABLE_LEN,
    "the magic slices fit the table"
);

/// Whether file `f` and rank `r` are on the 8×8 board.
const fn on(f: i32, r: i32) -> bool {
    0 <= f && f < 8 && 0 <= r && r < 8
}

/// Squares attacked from `sq` along `dirs` by walking, up to and including the first
/// blocker. The build script fills the table with it; the crate's tests hold the table
/// to the generic slide instead, an independent walk.
#[allow(dead_code)]
pub const fn walk(sq: i32, blockers: u64, dirs: &[(i32, i32); 4]) -> u64 {
    let mut out = 0;
    let mut d = 0;
    while d < dirs.len() {
        let (df, dr) = dirs[d];
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
        d += 1;
    }
    out
}

/// The relevant squares of `sq` along `dirs`: each line without its last square (which
/// blocks nothing beyond itself).
pub const fn relevant(sq: i32, dirs: &[(i32, i32); 4]) -> u64 {
    let mut out = 0;
    let mut d = 0;
    while d < dirs.len() {
        let (df, dr) = dirs[d];
        let (mut f, mut r) = (sq % 8 + df, sq / 8 + dr);
        while on(f + df, r + dr) {
            out |= 1u64 << (r * 8 + f);
            f += df;
            r += dr;
        }
        d += 1;
    }
    out
}

// The multipliers, found by a sparse random search over every blocker arrangement
// (the test below checks each one).
pub const ORTHOGONAL_MAGICS: [u64; 64] = [
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
pub const DIAGONAL_MAGICS: [u64; 64] = [
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
