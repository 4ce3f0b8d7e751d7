//! Regions: named sets of squares, such as a promotion zone, a palace or a river bank.

use crate::{Bits, BoardShape, Square, SquareSet};

/// Errors reading a region description.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RegionError {
    /// A word that is neither a square, a file, a rank nor a range of them.
    #[error(
        "`{word}` is not a square (`e4`), a file (`a`), a rank (`2`) or a range (`a1-c3`) on this board"
    )]
    BadWord {
        /// The word that was not understood.
        word: String,
    },
}

/// A named set of squares on one board shape.
///
/// Regions are written as space-separated words: a square `e4`, a whole file `a`, a whole
/// rank `8` (rank numbers from the side's own point of view where the caller flips them),
/// a rectangle `d1-f3`, a range of ranks `1-5` or a range of files `d-f`.
///
/// ```
/// use fers_geometry::{BoardShape, Region};
/// let shape = BoardShape::new(9, 10).unwrap();
/// let palace = Region::parse(shape, "palace", "d1-f3").unwrap();
/// assert_eq!(palace.squares().len(), 9);
/// assert_eq!(Region::parse(shape, "own half", "1-5").unwrap().squares().len(), 45);
/// assert_eq!(Region::parse(shape, "palace files", "d-f").unwrap().squares().len(), 30);
/// assert!(Region::parse(shape, "bad", "d1-z9").is_err());
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Region {
    name: String,
    squares: Vec<Square>,
}

impl Region {
    /// A region from a list of squares.
    pub fn new(name: impl Into<String>, mut squares: Vec<Square>) -> Region {
        squares.sort();
        squares.dedup();
        Region {
            name: name.into(),
            squares,
        }
    }

    /// Reads a region description (see the type's documentation).
    ///
    /// # Errors
    /// [`RegionError::BadWord`] naming the first word that is not understood.
    pub fn parse(shape: BoardShape, name: &str, text: &str) -> Result<Region, RegionError> {
        let mut squares = Vec::new();
        for word in text.split_whitespace() {
            let bad = || RegionError::BadWord {
                word: word.to_string(),
            };
            if let Some((a, b)) = word.split_once('-')
                && let (Some(a), Some(b)) = (shape.parse_rank(a), shape.parse_rank(b))
            {
                // A range of ranks: `1-5`.
                let (r0, r1) = minmax(a.0, b.0);
                for r in r0..=r1 {
                    squares.extend(
                        (0..shape.files()).filter_map(|f| shape.square(f as i32, r as i32)),
                    );
                }
            } else if let Some((a, b)) = word.split_once('-')
                && let (Some(a), Some(b)) = (one_file(shape, a), one_file(shape, b))
            {
                // A range of files: `d-f`.
                let (f0, f1) = minmax(a, b);
                for f in f0..=f1 {
                    squares.extend(
                        (0..shape.ranks()).filter_map(|r| shape.square(f as i32, r as i32)),
                    );
                }
            } else if let Some((a, b)) = word.split_once('-') {
                let a = shape.parse_square(a).map_err(|_| bad())?;
                let b = shape.parse_square(b).map_err(|_| bad())?;
                let (f0, f1) = minmax(shape.file_of(a).0, shape.file_of(b).0);
                let (r0, r1) = minmax(shape.rank_of(a).0, shape.rank_of(b).0);
                for r in r0..=r1 {
                    for f in f0..=f1 {
                        squares.extend(shape.square(f as i32, r as i32));
                    }
                }
            } else if let Ok(sq) = shape.parse_square(word) {
                squares.push(sq);
            } else if let Some(rank) = shape.parse_rank(word) {
                squares.extend(
                    (0..shape.files()).filter_map(|f| shape.square(f as i32, rank.0 as i32)),
                );
            } else if word.len() == 1
                && let Some(file) = shape.parse_file(word.chars().next().unwrap_or(' '))
            {
                squares.extend(
                    (0..shape.ranks()).filter_map(|r| shape.square(file.0 as i32, r as i32)),
                );
            } else {
                return Err(bad());
            }
        }
        Ok(Region::new(name, squares))
    }

    /// The region's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The squares, in index order.
    pub fn squares(&self) -> &[Square] {
        &self.squares
    }

    /// The squares as a bitboard.
    pub fn to_set<B: Bits>(&self) -> SquareSet<B> {
        self.squares.iter().copied().collect()
    }
}

/// The file named by a one-letter word, if it is one of the board's.
fn one_file(shape: BoardShape, word: &str) -> Option<u8> {
    let mut chars = word.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => shape.parse_file(c).map(|f| f.0),
        _ => None,
    }
}

fn minmax(a: u8, b: u8) -> (u8, u8) {
    (a.min(b), a.max(b))
}
