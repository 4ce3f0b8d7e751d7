//! Sliding and hopping along rays: [`Slides`] (lines, single rays and per-direction range
//! masks) and [`Hops`] (over exactly one piece).

use fers_geometry::{Bits, BoardShape, Offset, RayTable, Square, SquareSet};
use fers_movement::Landing;

use super::kinds::KindMask;

/// Slides along a set of directions, as ray-table indices.
#[derive(Debug, Clone)]
pub(crate) struct Slides<B: Bits> {
    /// Direction pairs `(increasing, decreasing)` computed in one obstruction difference.
    pub(crate) lines: Vec<(u8, u8)>,
    /// Single directions.
    pub(crate) rays: Vec<u8>,
    /// For range-limited slides (then every direction is in `rays`): per direction of
    /// `rays`, per square, the squares within range along that direction. One mask per
    /// direction, not one for all: a (0,3) rider's second step must not let a (0,2)
    /// rider on the same file go three steps.
    pub(crate) range_masks: Option<Vec<Vec<SquareSet<B>>>>,
}

impl<B: Bits> Slides<B> {
    /// Slides along `offsets` (each must have rays in `rays`), at most `range` steps.
    /// Unlimited slides in both directions of a line become one line; the others rays.
    pub(crate) fn new(
        rays: &RayTable<B>,
        shape: BoardShape,
        offsets: &[Offset],
        range: Option<u8>,
    ) -> Slides<B> {
        let idx = |o: Offset| rays.index_of(o).expect("every slide direction has rays") as u8;
        let mut lines = Vec::new();
        let mut singles = Vec::new();
        for &o in offsets {
            let i = idx(o);
            let paired = range.is_none() && offsets.contains(&o.reversed());
            if paired {
                if rays.is_increasing(i as usize) {
                    lines.push((i, idx(o.reversed())));
                }
            } else {
                singles.push(i);
            }
        }
        let range_masks = range.map(|n| {
            offsets
                .iter()
                .map(|o| {
                    shape
                        .squares()
                        .map(|sq| {
                            (1..=n as i32)
                                .filter_map(|k| {
                                    shape.offset(sq, o.file as i32 * k, o.rank as i32 * k)
                                })
                                .collect()
                        })
                        .collect()
                })
                .collect()
        });
        Slides {
            lines,
            rays: singles,
            range_masks,
        }
    }

    /// Squares attacked from `sq` given `occupied`.
    #[inline(always)]
    pub(crate) fn attacks(
        &self,
        rays: &RayTable<B>,
        sq: Square,
        occupied: SquareSet<B>,
    ) -> SquareSet<B> {
        let mut out = SquareSet::EMPTY;
        if let Some(masks) = &self.range_masks {
            for (&d, mask) in self.rays.iter().zip(masks) {
                out |= rays.ray_attacks(d as usize, sq, occupied) & mask[sq.index()];
            }
            return out;
        }
        for &(up, down) in &self.lines {
            out |= rays.line_attacks(up as usize, down as usize, sq, occupied);
        }
        for &d in &self.rays {
            out |= rays.ray_attacks(d as usize, sq, occupied);
        }
        out
    }

    /// The squares within range of `sq` along direction `dir` (every square when the
    /// slide is unlimited; none when `dir` is not one of its directions and it is
    /// limited).
    #[inline]
    pub(crate) fn within(&self, dir: u8, sq: Square) -> SquareSet<B> {
        match &self.range_masks {
            None => !SquareSet::EMPTY,
            Some(masks) => self
                .rays
                .iter()
                .position(|&d| d == dir)
                .map_or(SquareSet::EMPTY, |i| masks[i][sq.index()]),
        }
    }

    /// Every direction index, each half of a line separately.
    pub(crate) fn directions(&self) -> impl Iterator<Item = u8> + '_ {
        self.lines
            .iter()
            .flat_map(|&(a, b)| [a, b])
            .chain(self.rays.iter().copied())
    }
}

/// [`Lines::magic`]: the rank and file lines.
const ORTHOGONAL: u8 = 1;
/// [`Lines::magic`]: the two diagonals.
const DIAGONAL: u8 = 2;
/// Lines that the magic lookups of the full 8×8 board answer alone
/// ([`Lines::magic_only`]); the value is the lookups' bits, for
/// [`Lines::magic_attacks`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub(crate) enum MagicLines {
    /// Ranks and files.
    Rook = ORTHOGONAL,
    /// Diagonals.
    Bishop = DIAGONAL,
    /// Both.
    Queen = ORTHOGONAL | DIAGONAL,
}

/// The four rook steps, the two increasing ones first.
const ORTHOGONAL_STEPS: [Offset; 4] = [
    Offset::new(1, 0),
    Offset::new(0, 1),
    Offset::new(-1, 0),
    Offset::new(0, -1),
];
/// The four bishop steps, the two increasing ones first.
const DIAGONAL_STEPS: [Offset; 4] = [
    Offset::new(1, 1),
    Offset::new(-1, 1),
    Offset::new(-1, -1),
    Offset::new(1, -1),
];

/// The most line pairs and single rays a [`Lines`] holds inline.
const MAX_LINES: usize = 8;

/// Unlimited slides that may go anywhere the rays go, stored inline as line pairs
/// (both halves of a line in one obstruction difference) and single rays: the common
/// sliders (rook, bishop, queen, nightrider) without a pointer to follow or a range to
/// test. Components that do not fit stay in [`Slides`].
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Lines {
    /// `(increasing, decreasing)` direction pairs.
    pairs: [(u8, u8); MAX_LINES],
    /// How many of `pairs` are used.
    pair_count: u8,
    /// How many of the first `pairs` the board's magic lookups answer instead
    /// ([`RayTable::magics`]): the orthogonal pairs, the diagonal pairs, or both.
    magic_pairs: u8,
    /// Which magic lookups answer them: [`ORTHOGONAL`] and [`DIAGONAL`] bits.
    magic: u8,
    /// Single directions.
    rays: [u8; MAX_LINES],
    /// How many of `rays` are used.
    ray_count: u8,
}

impl Lines {
    /// Unlimited slides along `offsets` (each with rays in `rays`, duplicates ignored),
    /// or `None` when there are too many lines to hold inline.
    pub(crate) fn new<B: Bits>(rays: &RayTable<B>, offsets: &[Offset]) -> Option<Lines> {
        let idx = |o: Offset| rays.index_of(o).expect("every slide direction has rays") as u8;
        let mut lines = Lines::default();
        let mut seen: Vec<Offset> = Vec::new();
        // The whole lines a magic lookup answers come first, and are not walked.
        if rays.has_magics() {
            for (flag, steps) in [(ORTHOGONAL, ORTHOGONAL_STEPS), (DIAGONAL, DIAGONAL_STEPS)] {
                if steps.iter().all(|o| offsets.contains(o)) {
                    for &o in &steps[..2] {
                        let n = lines.pair_count as usize;
                        *lines.pairs.get_mut(n)? = if rays.is_increasing(idx(o) as usize) {
                            (idx(o), idx(o.reversed()))
                        } else {
                            (idx(o.reversed()), idx(o))
                        };
                        lines.pair_count += 1;
                    }
                    seen.extend_from_slice(&steps);
                    lines.magic |= flag;
                }
            }
            lines.magic_pairs = lines.pair_count;
        }
        for &o in offsets {
            if seen.contains(&o) {
                continue;
            }
            seen.push(o);
            if offsets.contains(&o.reversed()) {
                if rays.is_increasing(idx(o) as usize) {
                    let n = lines.pair_count as usize;
                    *lines.pairs.get_mut(n)? = (idx(o), idx(o.reversed()));
                    lines.pair_count += 1;
                }
            } else {
                let n = lines.ray_count as usize;
                *lines.rays.get_mut(n)? = idx(o);
                lines.ray_count += 1;
            }
        }
        Some(lines)
    }

    /// Whether there is no slide at all.
    #[inline(always)]
    pub(crate) fn is_empty(&self) -> bool {
        self.pair_count == 0 && self.ray_count == 0
    }

    /// Which magic lookups answer all of these lines, when nothing else is left to
    /// walk: [`MagicLines::Rook`], [`MagicLines::Bishop`] or [`MagicLines::Queen`].
    pub(crate) fn magic_only(&self) -> Option<MagicLines> {
        if self.pair_count != self.magic_pairs || self.ray_count != 0 {
            return None;
        }
        match self.magic {
            ORTHOGONAL => Some(MagicLines::Rook),
            DIAGONAL => Some(MagicLines::Bishop),
            m if m == ORTHOGONAL | DIAGONAL => Some(MagicLines::Queen),
            _ => None,
        }
    }

    /// [`attacks`](Self::attacks) for lines that [`magic_only`](Self::magic_only) says
    /// are `WHICH` (a [`MagicLines`] as `u8`): the lookups alone, without the tests for
    /// walked lines and rays.
    #[inline(always)]
    pub(crate) fn magic_attacks<B: Bits, const WHICH: u8>(
        &self,
        rays: &RayTable<B>,
        sq: Square,
        occupied: SquareSet<B>,
    ) -> SquareSet<B> {
        let Some(magics) = rays.magics() else {
            return self.attacks(rays, sq, occupied);
        };
        let occupied = occupied.0.low_u64();
        let mut bits = 0;
        if WHICH & ORTHOGONAL != 0 {
            bits |= magics.orthogonal(sq.index(), occupied);
        }
        if WHICH & DIAGONAL != 0 {
            bits |= magics.diagonal(sq.index(), occupied);
        }
        SquareSet(B::from_low_u64(bits))
    }

    /// Squares attacked from `sq` given `occupied`.
    #[inline(always)]
    pub(crate) fn attacks<B: Bits>(
        &self,
        rays: &RayTable<B>,
        sq: Square,
        occupied: SquareSet<B>,
    ) -> SquareSet<B> {
        let mut out = SquareSet::EMPTY;
        if self.magic != 0
            && let Some(magics) = rays.magics()
        {
            let occupied = occupied.0.low_u64();
            let mut bits = 0;
            if self.magic & ORTHOGONAL != 0 {
                bits |= magics.orthogonal(sq.index(), occupied);
            }
            if self.magic & DIAGONAL != 0 {
                bits |= magics.diagonal(sq.index(), occupied);
            }
            out = SquareSet(B::from_low_u64(bits));
        }
        for &(up, down) in &self.pairs[self.magic_pairs as usize..self.pair_count as usize] {
            out |= rays.line_attacks(up as usize, down as usize, sq, occupied);
        }
        for &d in &self.rays[..self.ray_count as usize] {
            out |= rays.ray_attacks(d as usize, sq, occupied);
        }
        out
    }

    /// Every direction index, each half of a line separately.
    pub(crate) fn directions(&self) -> impl Iterator<Item = u8> + '_ {
        self.pairs[..self.pair_count as usize]
            .iter()
            .flat_map(|&(a, b)| [a, b])
            .chain(self.rays[..self.ray_count as usize].iter().copied())
    }
}

/// Hops along a set of directions (ray-table indices).
#[derive(Debug, Clone)]
pub(crate) struct Hops<B: Bits> {
    /// Directions the hopper moves along.
    pub(crate) dirs: Vec<u8>,
    /// Where it lands beyond the screen.
    pub(crate) landing: Landing,
    /// Squares it may hop from.
    pub(crate) from: SquareSet<B>,
    /// Squares it may land on.
    pub(crate) to: SquareSet<B>,
    /// Kinds it may not hop over (`no-screen`).
    pub(crate) barred: KindMask,
}

impl<B: Bits> Hops<B> {
    /// Hops along `offsets` (each must have rays in `rays`) from the squares of `from`
    /// onto those of `to`.
    pub(crate) fn new(
        rays: &RayTable<B>,
        offsets: &[Offset],
        landing: Landing,
        [from, to]: [SquareSet<B>; 2],
    ) -> Hops<B> {
        let dirs = offsets
            .iter()
            .map(|&o| rays.index_of(o).expect("every hop direction has rays") as u8)
            .collect();
        Hops {
            dirs,
            landing,
            from,
            to,
            barred: 0,
        }
    }

    /// The same hops, never over a piece of the kinds in `barred`.
    pub(crate) fn barring(self, barred: KindMask) -> Hops<B> {
        Hops { barred, ..self }
    }

    /// Squares reached from `sq` by hopping over exactly one piece of `occupied` that
    /// is not on `barred` (the squares of the kinds it may not hop over). A target
    /// reached over an allowed screen is reached the same way when the barred pieces
    /// are lifted; one reached over a barred screen is not (the screen then lies
    /// further on), so the targets are those found both ways.
    #[inline]
    pub(crate) fn targets_over(
        &self,
        rays: &RayTable<B>,
        sq: Square,
        occupied: SquareSet<B>,
        barred: SquareSet<B>,
    ) -> SquareSet<B> {
        let all = self.targets(rays, sq, occupied);
        if all.is_empty() || !barred.intersects(occupied) {
            return all;
        }
        all & self.targets(rays, sq, occupied & !barred)
    }

    /// Squares reached from `sq` by hopping over exactly one piece of `occupied`
    /// (occupied landing squares included; the caller applies the mode).
    #[inline]
    pub(crate) fn targets(
        &self,
        rays: &RayTable<B>,
        sq: Square,
        occupied: SquareSet<B>,
    ) -> SquareSet<B> {
        let mut out = SquareSet::EMPTY;
        if !self.from.contains(sq) {
            return out;
        }
        for &d in &self.dirs {
            let d = d as usize;
            let Some(screen) = rays.nearest(d, sq, occupied) else {
                continue;
            };
            out |= match self.landing {
                Landing::JustBeyond => rays
                    .nearest(d, screen, !SquareSet::EMPTY)
                    .map_or(SquareSet::EMPTY, SquareSet::from_square),
                Landing::AnyBeyond => rays.ray_attacks(d, screen, occupied),
            };
        }
        out & self.to
    }
}
