//! Precomputed rays and leaps, and slider attacks over them.
//!
//! A ray is every square reached by repeating one [`Offset`] from a square until the edge.
//! On a board indexed `rank × files + file`, the squares of a ray are strictly increasing
//! (or strictly decreasing) in index, for *any* offset, so the first blocker along a ray
//! is the lowest (or highest) occupied bit of `ray & occupied`. That one fact lets the
//! same few instructions serve rooks, bishops and nightriders on every board size.

use crate::{Bits, BoardShape, Magics, Offset, Square, SquareSet};

/// Rays for a set of directions on one board shape. Reverse directions are always present.
#[derive(Debug, Clone)]
pub struct RayTable<B: Bits> {
    shape: BoardShape,
    /// Squares of the board (`shape.len()`), kept to index `rays` without a multiply
    /// of files by ranks.
    squares: usize,
    directions: Vec<Offset>,
    /// `rays[dir * squares + sq]`.
    rays: Vec<SquareSet<B>>,
    /// Whether square indices grow along the direction.
    increasing: Vec<bool>,
    /// Whether the magic lookups for rank, file and diagonal lines serve this board:
    /// the full 8×8 board in 64 bits.
    magic_board: bool,
}

impl<B: Bits> RayTable<B> {
    /// Rays for `directions` (and their reverses) on `shape`.
    ///
    /// # Panics
    /// If the board has more squares than `B` has bits, or a direction is the zero step;
    /// callers check both when they build a ruleset.
    pub fn new(shape: BoardShape, directions: &[Offset]) -> RayTable<B> {
        RayTable::on(shape, directions, shape.squares().collect())
    }

    /// Rays along `directions` on the squares of `board` only: a ray ends before the
    /// first square that is not on it (a hole in the board, as the edge).
    ///
    /// ```
    /// use fers_geometry::{BoardShape, Offset, RayTable, SquareSet};
    /// let shape = BoardShape::new(4, 1).unwrap();
    /// let [a, b, c, d] = ["a1", "b1", "c1", "d1"].map(|s| shape.parse_square(s).unwrap());
    /// let board: SquareSet<u64> = [a, b, d].into_iter().collect();
    /// let east = Offset { file: 1, rank: 0 };
    /// let rays = RayTable::on(shape, &[east], board);
    /// let i = rays.index_of(east).unwrap();
    /// assert_eq!(rays.ray(i, a), [b].into_iter().collect());
    /// assert!(rays.ray(i, d).is_empty() && !rays.ray(i, a).contains(d));
    /// # let _ = c;
    /// ```
    pub fn on(shape: BoardShape, directions: &[Offset], board: SquareSet<B>) -> RayTable<B> {
        assert!(
            shape.len() <= B::BITS as usize,
            "board too large for this storage"
        );
        let mut dirs: Vec<Offset> = Vec::new();
        for &d in directions {
            assert!(!d.is_zero(), "zero direction");
            for d in [d, d.reversed()] {
                if !dirs.contains(&d) {
                    dirs.push(d);
                }
            }
        }
        let n = shape.len();
        let mut rays = vec![SquareSet::EMPTY; dirs.len() * n];
        let mut increasing = Vec::with_capacity(dirs.len());
        for (i, d) in dirs.iter().enumerate() {
            increasing.push(d.rank as i32 * shape.files() as i32 + d.file as i32 > 0);
            for sq in shape.squares() {
                let mut set = SquareSet::EMPTY;
                let mut cur = sq;
                while let Some(next) = shape
                    .offset(cur, d.file as i32, d.rank as i32)
                    .filter(|n| board.contains(*n))
                {
                    set = set.with(next);
                    cur = next;
                }
                rays[i * n + sq.index()] = set;
            }
        }
        let full_standard = shape == BoardShape::STANDARD
            && B::BITS == 64
            && board == shape.squares().collect::<SquareSet<B>>();
        RayTable {
            shape,
            squares: n,
            directions: dirs,
            rays,
            increasing,
            magic_board: full_standard,
        }
    }

    /// The board shape.
    pub fn shape(&self) -> BoardShape {
        self.shape
    }

    /// The directions, each with its reverse, in table order.
    pub fn directions(&self) -> &[Offset] {
        &self.directions
    }

    /// Index of a direction in this table.
    pub fn index_of(&self, d: Offset) -> Option<usize> {
        self.directions.iter().position(|&x| x == d)
    }

    /// Whether square indices grow along direction `dir`.
    #[inline(always)]
    pub fn is_increasing(&self, dir: usize) -> bool {
        self.increasing[dir]
    }

    /// The full ray from `sq` along direction `dir` (excluding `sq`).
    #[inline(always)]
    pub fn ray(&self, dir: usize, sq: Square) -> SquareSet<B> {
        self.rays[dir * self.squares + sq.index()]
    }

    /// Squares attacked from `sq` along direction `dir`: the ray up to and including
    /// the first occupied square.
    #[inline(always)]
    pub fn ray_attacks(&self, dir: usize, sq: Square, occupied: SquareSet<B>) -> SquareSet<B> {
        let ray = self.ray(dir, sq).0;
        let blockers = ray & occupied.0;
        if self.increasing[dir] {
            // Up to the lowest blocker: b ^ (b - 1) keeps the bits at or below it
            // (all bits when b = 0).
            SquareSet(ray & (blockers ^ blockers.wrapping_sub(B::bit(0))))
        } else {
            // From the highest blocker upward (bit 0 stands in when there is none).
            let top = B::bit((blockers | B::bit(0)).highest());
            SquareSet(ray & !top.wrapping_sub(B::bit(0)))
        }
    }

    /// Magic lookups for orthogonal and diagonal lines ([`Magics`]), on the full 8×8
    /// board (no holes) stored in 64 bits; `None` on every other board. The lookup tables
    /// are built when the crate is compiled.
    #[inline(always)]
    pub fn magics(&self) -> Option<&'static Magics> {
        if self.magic_board {
            Some(Magics::get())
        } else {
            None
        }
    }

    /// Whether [`magics`](Self::magics) serves this board, without filling its tables.
    #[inline(always)]
    pub fn has_magics(&self) -> bool {
        self.magic_board
    }

    /// Squares attacked along both halves of a line (`up` increasing, `down` its reverse),
    /// by obstruction difference: one subtraction finds both nearest blockers.
    #[inline(always)]
    pub fn line_attacks(
        &self,
        up: usize,
        down: usize,
        sq: Square,
        occupied: SquareSet<B>,
    ) -> SquareSet<B> {
        let upper_ray = self.ray(up, sq).0;
        let lower_ray = self.ray(down, sq).0;
        let upper = upper_ray & occupied.0;
        let lower = lower_ray & occupied.0;
        let nearest_below = B::bit((lower | B::bit(0)).highest());
        let span = upper ^ upper.wrapping_sub(nearest_below);
        SquareSet((upper_ray | lower_ray) & span)
    }

    /// Union of [`ray_attacks`](Self::ray_attacks) over several directions.
    pub fn slide(&self, sq: Square, dirs: &[usize], occupied: SquareSet<B>) -> SquareSet<B> {
        dirs.iter().fold(SquareSet::EMPTY, |acc, &d| {
            acc | self.ray_attacks(d, sq, occupied)
        })
    }

    /// Squares strictly between `from` and `to` when `to` lies on the ray from `from`
    /// along `dir`; empty otherwise. `rev` must be the index of the reverse direction.
    /// Unlike [`BoardShape::between`], it serves any rider: a nightrider's ray from b1
    /// passes c3 on the way to d5.
    #[inline(always)]
    pub fn between(&self, dir: usize, rev: usize, from: Square, to: Square) -> SquareSet<B> {
        if self.ray(dir, from).contains(to) {
            self.ray(dir, from) & self.ray(rev, to)
        } else {
            SquareSet::EMPTY
        }
    }

    /// The first square of `set` on the ray from `from` along `dir` (`from` excluded):
    /// the lowest such square on an increasing ray, the highest on a decreasing one.
    /// With `set` the occupied squares, this is the first blocker, a hopper's screen.
    #[inline(always)]
    pub fn nearest(&self, dir: usize, from: Square, set: SquareSet<B>) -> Option<Square> {
        let hits = self.ray(dir, from) & set;
        if self.increasing[dir] {
            hits.first()
        } else {
            hits.last()
        }
    }
}

/// Lines on the bare board, without a table: for rare questions (explaining a refused
/// move, reading a FEN, compiling lame leaps) where building rays is not worth it.
impl BoardShape {
    /// Squares strictly between `a` and `b` when they share a file, a rank or a
    /// diagonal; empty otherwise (and for neighbours).
    ///
    /// ```
    /// use fers_geometry::{BoardShape, SquareSet};
    /// let shape = BoardShape::STANDARD;
    /// let sq = |n| shape.parse_square(n).unwrap();
    /// let between: SquareSet<u64> = shape.between(sq("a1"), sq("d4"));
    /// assert_eq!(between, SquareSet::from_square(sq("b2")).with(sq("c3")));
    /// assert!(shape.between::<u64>(sq("a1"), sq("b3")).is_empty());
    /// ```
    pub fn between<B: Bits>(self, a: Square, b: Square) -> SquareSet<B> {
        let df = self.file_of(b).0 as i32 - self.file_of(a).0 as i32;
        let dr = self.rank_of(b).0 as i32 - self.rank_of(a).0 as i32;
        if !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
            return SquareSet::EMPTY;
        }
        let n = df.abs().max(dr.abs());
        (1..n)
            .filter_map(|k| self.offset(a, df.signum() * k, dr.signum() * k))
            .collect()
    }

    /// The squares a lame leap from `from` by `o` must find empty: the squares between
    /// for a straight leap (the alfil's middle square); for any other leap, orthogonal
    /// steps along its longer delta, then diagonal ones, up to the square before the
    /// target (the xiangqi horse's leg: b1 to c3 passes b2; the janggi elephant's: b1 to
    /// d4 passes b2 and c3). Squares off the board are left out.
    ///
    /// ```
    /// use fers_geometry::{BoardShape, Offset, SquareSet};
    /// let shape = BoardShape::STANDARD;
    /// let sq = |n| shape.parse_square(n).unwrap();
    /// let leg: SquareSet<u64> = shape.leg(sq("b1"), Offset::new(1, 2));
    /// assert_eq!(leg, SquareSet::from_square(sq("b2")));
    /// let zebra: SquareSet<u64> = shape.leg(sq("b1"), Offset::new(2, 3));
    /// assert_eq!(zebra, SquareSet::from_square(sq("b2")).with(sq("c3")));
    /// ```
    pub fn leg<B: Bits>(self, from: Square, o: Offset) -> SquareSet<B> {
        let (f, r) = (o.file as i32, o.rank as i32);
        if o.is_straight() {
            let n = o.distance() as i32;
            let (sf, sr) = (f.signum(), r.signum());
            (1..n)
                .filter_map(|k| self.offset(from, sf * k, sr * k))
                .collect()
        } else {
            self.bent_leg(from, f, r).collect()
        }
    }

    /// The squares a bent leap by `(f, r)` passes: orthogonal steps along its longer
    /// delta until what is left is diagonal, then diagonal steps, the last square
    /// excluded (the xiangqi horse's one square, the janggi elephant's two).
    fn bent_leg(self, from: Square, f: i32, r: i32) -> impl Iterator<Item = Square> {
        let (long, short) = (f.abs().max(r.abs()), f.abs().min(r.abs()));
        let along_file = f.abs() > r.abs();
        (1..long).filter_map(move |k| {
            // After k steps: straight ones first, then diagonal ones.
            let straight = k.min(long - short);
            let diagonal = k - straight;
            let (df, dr) = if along_file {
                (straight + diagonal, diagonal)
            } else {
                (diagonal, straight + diagonal)
            };
            self.offset(from, f.signum() * df, r.signum() * dr)
        })
    }
}

/// For every square, the squares reached by one leap of any of a set of offsets.
#[derive(Debug, Clone)]
pub struct LeapTable<B: Bits> {
    targets: Vec<SquareSet<B>>,
}

impl<B: Bits> LeapTable<B> {
    /// Leaps by `offsets` on `shape`.
    pub fn new(shape: BoardShape, offsets: &[Offset]) -> LeapTable<B> {
        LeapTable::on(shape, offsets, shape.squares().collect())
    }

    /// Leaps by `offsets` between squares of `board` only (none from or onto a hole).
    pub fn on(shape: BoardShape, offsets: &[Offset], board: SquareSet<B>) -> LeapTable<B> {
        let targets = shape
            .squares()
            .map(|sq| {
                if !board.contains(sq) {
                    return SquareSet::EMPTY;
                }
                offsets
                    .iter()
                    .filter_map(|o| shape.offset(sq, o.file as i32, o.rank as i32))
                    .filter(|t| board.contains(*t))
                    .collect()
            })
            .collect();
        LeapTable { targets }
    }

    /// The squares one leap from `sq`.
    #[inline(always)]
    pub fn get(&self, sq: Square) -> SquareSet<B> {
        self.targets[sq.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Slow reference: walk each ray square by square.
    fn walk<B: Bits>(shape: BoardShape, sq: Square, d: Offset, occ: SquareSet<B>) -> SquareSet<B> {
        let mut out = SquareSet::EMPTY;
        let mut cur = sq;
        while let Some(n) = shape.offset(cur, d.file as i32, d.rank as i32) {
            out = out.with(n);
            if occ.contains(n) {
                break;
            }
            cur = n;
        }
        out
    }

    fn pseudo_random_sets<B: Bits>(shape: BoardShape, count: usize) -> Vec<SquareSet<B>> {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        (0..count)
            .map(|_| {
                shape
                    .squares()
                    .filter(|_| {
                        state ^= state << 13;
                        state ^= state >> 7;
                        state ^= state << 17;
                        state.is_multiple_of(4)
                    })
                    .collect()
            })
            .collect()
    }

    fn agree<B: Bits>(files: i64, ranks: i64) {
        let shape = BoardShape::new(files, ranks).unwrap();
        let dirs = [
            Offset::new(0, 1),
            Offset::new(1, 1),
            Offset::new(1, 2),
            Offset::new(-2, 1),
            Offset::new(1, 0),
        ];
        let table = RayTable::<B>::new(shape, &dirs);
        for occ in pseudo_random_sets::<B>(shape, 20) {
            for sq in shape.squares() {
                for (i, &d) in table.directions().iter().enumerate() {
                    assert_eq!(
                        table.ray_attacks(i, sq, occ),
                        walk(shape, sq, d, occ),
                        "{d} from {sq:?}"
                    );
                    if table.is_increasing(i) {
                        let rev = table.index_of(d.reversed()).unwrap();
                        assert_eq!(
                            table.line_attacks(i, rev, sq, occ),
                            walk(shape, sq, d, occ) | walk(shape, sq, d.reversed(), occ)
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn rays_agree_with_walking_on_all_widths() {
        agree::<u64>(8, 8);
        agree::<u64>(5, 5);
        agree::<u128>(10, 8);
        agree::<u128>(10, 10);
        agree::<U256>(12, 12);
        agree::<U256>(16, 16);
    }

    use crate::U256;

    fn set(shape: BoardShape, names: &[&str]) -> SquareSet<u64> {
        names
            .iter()
            .map(|n| shape.parse_square(n).unwrap())
            .collect()
    }

    #[test]
    fn between_on_the_bare_board() {
        let shape = BoardShape::STANDARD;
        let sq = |n| shape.parse_square(n).unwrap();
        assert_eq!(shape.between(sq("a1"), sq("a4")), set(shape, &["a2", "a3"]));
        assert_eq!(shape.between(sq("h8"), sq("e5")), set(shape, &["g7", "f6"]));
        assert_eq!(shape.between(sq("c4"), sq("f4")), set(shape, &["d4", "e4"]));
        assert_eq!(shape.between(sq("b1"), sq("a2")), set(shape, &[]));
        assert_eq!(shape.between(sq("e4"), sq("e4")), set(shape, &[]));
        assert_eq!(
            shape.between(sq("b1"), sq("c3")),
            set(shape, &[]),
            "not on a line"
        );
        // Wider than 8 files: the rank does not wrap.
        let wide = BoardShape::new(10, 8).unwrap();
        let a = wide.parse_square("h1").unwrap();
        let b = wide.parse_square("j3").unwrap();
        assert_eq!(
            wide.between::<u128>(a, b),
            SquareSet::from_square(wide.parse_square("i2").unwrap())
        );
    }

    #[test]
    fn leg_of_lame_leaps() {
        let shape = BoardShape::STANDARD;
        let sq = |n| shape.parse_square(n).unwrap();
        // Xiangqi horse: the orthogonal first step along the longer delta.
        assert_eq!(shape.leg(sq("b1"), Offset::new(1, 2)), set(shape, &["b2"]));
        assert_eq!(shape.leg(sq("b1"), Offset::new(2, 1)), set(shape, &["c1"]));
        assert_eq!(
            shape.leg(sq("e5"), Offset::new(-2, -1)),
            set(shape, &["d5"])
        );
        // Straight leaps: every square between (alfil, threeleaper).
        assert_eq!(shape.leg(sq("c1"), Offset::new(2, 2)), set(shape, &["d2"]));
        assert_eq!(
            shape.leg(sq("a1"), Offset::new(0, 3)),
            set(shape, &["a2", "a3"])
        );
        // A step has no leg.
        assert_eq!(shape.leg(sq("a1"), Offset::new(1, 1)), set(shape, &[]));
    }

    #[test]
    fn ray_between_serves_any_rider() {
        let shape = BoardShape::STANDARD;
        let sq = |n| shape.parse_square(n).unwrap();
        let table = RayTable::<u64>::new(shape, &[Offset::new(1, 2), Offset::new(0, 1)]);
        let nr = table.index_of(Offset::new(1, 2)).unwrap();
        let nr_back = table.index_of(Offset::new(-1, -2)).unwrap();
        assert_eq!(
            table.between(nr, nr_back, sq("b1"), sq("d5")),
            set(shape, &["c3"])
        );
        assert_eq!(
            table.between(nr_back, nr, sq("d5"), sq("b1")),
            set(shape, &["c3"])
        );
        assert_eq!(
            table.between(nr, nr_back, sq("b1"), sq("c3")),
            set(shape, &[])
        );
        assert_eq!(
            table.between(nr, nr_back, sq("b1"), sq("d4")),
            set(shape, &[]),
            "off the ray"
        );
        let up = table.index_of(Offset::new(0, 1)).unwrap();
        let down = table.index_of(Offset::new(0, -1)).unwrap();
        for (a, b) in [("e1", "e8"), ("e2", "e7"), ("e4", "e5")] {
            assert_eq!(
                table.between(up, down, sq(a), sq(b)),
                shape.between(sq(a), sq(b))
            );
        }
    }

    #[test]
    fn nearest_agrees_with_walking() {
        for (files, ranks) in [(8, 8), (5, 5), (10, 8)] {
            let shape = BoardShape::new(files, ranks).unwrap();
            let table = RayTable::<u128>::new(
                shape,
                &[Offset::new(0, 1), Offset::new(1, 1), Offset::new(1, 2)],
            );
            for occ in pseudo_random_sets::<u128>(shape, 10) {
                for sq in shape.squares() {
                    for (i, &d) in table.directions().iter().enumerate() {
                        let walked = walk(shape, sq, d, occ).iter().find(|&s| occ.contains(s));
                        assert_eq!(table.nearest(i, sq, occ), walked, "{d} from {sq:?}");
                    }
                }
            }
            // The whole board as the set: the adjacent square along the ray.
            let sq = shape.parse_square("b2").unwrap();
            let up = table.index_of(Offset::new(0, 1)).unwrap();
            let down = table.index_of(Offset::new(0, -1)).unwrap();
            assert_eq!(
                table.nearest(up, sq, !SquareSet::EMPTY),
                shape.parse_square("b3").ok()
            );
            assert_eq!(
                table.nearest(down, sq, !SquareSet::EMPTY),
                shape.parse_square("b1").ok()
            );
            assert_eq!(
                table.nearest(down, shape.parse_square("b1").unwrap(), !SquareSet::EMPTY),
                None
            );
        }
    }

    #[test]
    fn knight_leaps_from_corner() {
        let shape = BoardShape::STANDARD;
        let t = LeapTable::<u64>::new(shape, &Offset::all_symmetries(1, 2));
        assert_eq!(t.get(Square(0)).count(), 2);
        assert_eq!(t.get(shape.parse_square("d4").unwrap()).count(), 8);
    }
}
