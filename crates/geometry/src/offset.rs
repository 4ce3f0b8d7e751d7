//! Offsets: a step of so many files and ranks.

use std::fmt;

/// A step of `file` files and `rank` ranks. For pieces whose moves depend on the side
/// that moves, `rank > 0` means *forward* for the mover (white goes up, black down).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Offset {
    /// File delta (positive towards the `h` side).
    pub file: i8,
    /// Rank delta (positive forward).
    pub rank: i8,
}

impl Offset {
    /// A new offset.
    pub const fn new(file: i8, rank: i8) -> Offset {
        Offset { file, rank }
    }

    /// The four orthogonal unit steps.
    pub const ORTHOGONAL: [Offset; 4] = [
        Offset::new(0, 1),
        Offset::new(1, 0),
        Offset::new(0, -1),
        Offset::new(-1, 0),
    ];

    /// The four diagonal unit steps.
    pub const DIAGONAL: [Offset; 4] = [
        Offset::new(1, 1),
        Offset::new(1, -1),
        Offset::new(-1, -1),
        Offset::new(-1, 1),
    ];

    /// The same step seen from the other side of the board (rank delta negated).
    pub const fn flipped(self) -> Offset {
        Offset::new(self.file, -self.rank)
    }

    /// The step in the opposite direction.
    pub const fn reversed(self) -> Offset {
        Offset::new(-self.file, -self.rank)
    }

    /// Whether the offset is the zero step.
    pub const fn is_zero(self) -> bool {
        self.file == 0 && self.rank == 0
    }

    /// All distinct images of `(a, b)` under the eight symmetries of the square
    /// (reflections of file, of rank, and swapping the two): the usual leaper shorthand.
    pub fn all_symmetries(a: i8, b: i8) -> Vec<Offset> {
        let mut out = Vec::with_capacity(8);
        for (x, y) in [(a, b), (b, a)] {
            for (sx, sy) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
                let o = Offset::new(x * sx, y * sy);
                if !out.contains(&o) {
                    out.push(o);
                }
            }
        }
        out
    }

    /// Whether the step runs along a file, a rank or a diagonal.
    pub fn is_straight(self) -> bool {
        self.file == 0 || self.rank == 0 || self.file.abs() == self.rank.abs()
    }

    /// The largest of the absolute deltas (the number of king steps it spans).
    pub fn distance(self) -> u8 {
        self.file.unsigned_abs().max(self.rank.unsigned_abs())
    }
}

impl fmt::Display for Offset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.file, self.rank)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symmetries_count() {
        assert_eq!(Offset::all_symmetries(1, 2).len(), 8); // knight
        assert_eq!(Offset::all_symmetries(1, 0).len(), 4); // wazir
        assert_eq!(Offset::all_symmetries(1, 1).len(), 4); // ferz
        assert_eq!(Offset::all_symmetries(2, 2).len(), 4); // alfil
        assert_eq!(Offset::all_symmetries(3, 0).len(), 4); // threeleaper
    }
}
