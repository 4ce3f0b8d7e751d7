//! Board shapes, files, ranks and squares, with algebraic names.

use std::fmt;

/// The largest number of files a board may have (`a`..`p`).
pub const MAX_FILES: u8 = 16;
/// The largest number of ranks a board may have (`1`..`16`).
pub const MAX_RANKS: u8 = 16;

/// Errors from building shapes or reading square names.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GeometryError {
    /// A board dimension outside `1..=16`.
    #[error("a board must have 1 to {max} {what}, not {value}")]
    BadDimension {
        /// `"files"` or `"ranks"`.
        what: &'static str,
        /// The value given.
        value: i64,
        /// The largest value allowed.
        max: u8,
    },
    /// A square name that is not a file letter followed by a rank number on this board.
    #[error("`{name}` is not a square of a {files}×{ranks} board")]
    BadSquare {
        /// The text that was read.
        name: String,
        /// Files of the board.
        files: u8,
        /// Ranks of the board.
        ranks: u8,
    },
}

/// A file (column), counted from 0 = `a`.
///
/// A file is named the same on every board, so both `Display` and `Debug` show its
/// letter; a value past the widest board (`File(16)` and up) has no letter, and shows
/// its number.
///
/// ```
/// use fers_geometry::File;
/// assert_eq!(format!("{} {:?} {:?}", File(4), File(4), File(40)), "e e File(40)");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct File(pub u8);

/// A rank (row), counted from 0 = rank `1`.
///
/// A rank is named the same on every board, so both `Display` and `Debug` show its
/// number.
///
/// ```
/// use fers_geometry::Rank;
/// assert_eq!(format!("{} {:?}", Rank(3), Rank(9)), "4 10");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Rank(pub u8);

impl File {
    /// The file's letter: `a` for file 0. [`BoardShape::parse_file`] reads it back.
    /// A file past the widest board has no letter: `?`.
    ///
    /// ```
    /// use fers_geometry::{BoardShape, File, Rank};
    /// let shape = BoardShape::STANDARD;
    /// assert_eq!((File(4).to_string(), Rank(3).to_string()), ("e".into(), "4".into()));
    /// assert_eq!((shape.parse_file('e'), shape.parse_rank("4")), (Some(File(4)), Some(Rank(3))));
    /// assert_eq!(File(200).letter(), '?');
    /// ```
    pub fn letter(self) -> char {
        if self.0 < MAX_FILES {
            (b'a' + self.0) as char
        } else {
            '?'
        }
    }
}

impl fmt::Display for File {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

impl fmt::Debug for File {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 < MAX_FILES {
            write!(f, "{}", self.letter())
        } else {
            write!(f, "File({})", self.0)
        }
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0 as u32 + 1)
    }
}

impl fmt::Debug for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A square: the index `rank × files + file` on its board.
///
/// A square does not know its board; ask the [`BoardShape`] for its file, rank and name.
/// For the same reason its `Debug` shows the index: `Square(28)` is `e4` on 8×8 but `c3`
/// on 12×8, and a name guessed from one width would be wrong on the other boards. Print
/// a name with [`Square::display`] (whose value shows the name in `Debug` too) or
/// [`BoardShape::square_name`], and read one with [`BoardShape::parse_square`].
/// Programs that play on the 8×8 board have `fers_standard::Square`, which knows its
/// board and so names itself (`Debug` shows `e4`), and converts to and from this one.
///
/// ```
/// use fers_geometry::{BoardShape, Square};
/// let shape = BoardShape::STANDARD;
/// let e4 = shape.parse_square("e4").unwrap();
/// assert_eq!(format!("{e4:?} is {}", e4.display(shape)), "Square(28) is e4");
/// assert_eq!(format!("{:?}", e4.display(shape)), "e4");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(pub u8);

impl Square {
    /// The square's name on `shape`, as a value that displays (`e4`, `a10`); the same
    /// as [`BoardShape::square_name`].
    ///
    /// ```
    /// use fers_geometry::{BoardShape, Square};
    /// let big = BoardShape::new(10, 10).unwrap();
    /// assert_eq!(Square(90).display(big).to_string(), "a10");
    /// assert_eq!(big.parse_square("a10"), Ok(Square(90)));
    /// ```
    pub fn display(self, shape: BoardShape) -> SquareName {
        shape.square_name(self)
    }

    /// The index as `usize`, for tables.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// The size of a rectangular board: `files × ranks`, each from 1 to 16.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct BoardShape {
    files: u8,
    ranks: u8,
}

impl BoardShape {
    /// The 8×8 board.
    pub const STANDARD: BoardShape = BoardShape { files: 8, ranks: 8 };

    /// A board of `files × ranks`.
    ///
    /// # Errors
    /// [`GeometryError::BadDimension`] unless both are within `1..=16`.
    pub fn new(files: i64, ranks: i64) -> Result<BoardShape, GeometryError> {
        let check = |what, value: i64, max: u8| {
            if (1..=max as i64).contains(&value) {
                Ok(value as u8)
            } else {
                Err(GeometryError::BadDimension { what, value, max })
            }
        };
        Ok(BoardShape {
            files: check("files", files, MAX_FILES)?,
            ranks: check("ranks", ranks, MAX_RANKS)?,
        })
    }

    /// Number of files.
    #[inline]
    pub fn files(self) -> u8 {
        self.files
    }

    /// Number of ranks.
    #[inline]
    pub fn ranks(self) -> u8 {
        self.ranks
    }

    /// Number of squares.
    #[inline]
    pub fn len(self) -> usize {
        self.files as usize * self.ranks as usize
    }

    /// Always false: a board has at least one square.
    pub fn is_empty(self) -> bool {
        false
    }

    /// The square at `file`, `rank`, if both are on the board.
    #[inline]
    pub fn square(self, file: i32, rank: i32) -> Option<Square> {
        if file >= 0 && rank >= 0 && file < self.files as i32 && rank < self.ranks as i32 {
            Some(Square((rank * self.files as i32 + file) as u8))
        } else {
            None
        }
    }

    /// The file of a square.
    #[inline]
    pub fn file_of(self, sq: Square) -> File {
        File(sq.0 % self.files)
    }

    /// The rank of a square.
    #[inline]
    pub fn rank_of(self, sq: Square) -> Rank {
        Rank(sq.0 / self.files)
    }

    /// Every square, from `a1` rank by rank.
    pub fn squares(self) -> impl Iterator<Item = Square> {
        (0..self.len()).map(|i| Square(i as u8))
    }

    /// The square one `(file, rank)` step away, if on the board.
    #[inline]
    pub fn offset(self, sq: Square, df: i32, dr: i32) -> Option<Square> {
        let f = self.file_of(sq).0 as i32 + df;
        let r = self.rank_of(sq).0 as i32 + dr;
        self.square(f, r)
    }

    /// The name of a square (`e4`, `a10`), as a value that displays.
    pub fn square_name(self, sq: Square) -> SquareName {
        SquareName {
            file: self.file_of(sq),
            rank: self.rank_of(sq),
        }
    }

    /// Reads a file letter (`a`..).
    pub fn parse_file(self, c: char) -> Option<File> {
        let c = c.to_ascii_lowercase();
        if c.is_ascii_lowercase() && ((c as u8 - b'a') < self.files) {
            Some(File(c as u8 - b'a'))
        } else {
            None
        }
    }

    /// Reads a rank number (`1`..`16`).
    pub fn parse_rank(self, s: &str) -> Option<Rank> {
        if s.is_empty()
            || s.len() > 2
            || !s.bytes().all(|b| b.is_ascii_digit())
            || s.starts_with('0')
        {
            return None;
        }
        let n: u8 = s.parse().ok()?;
        (1..=self.ranks).contains(&n).then(|| Rank(n - 1))
    }

    /// Reads a square name: a file letter and a rank number (`e4`, `j10`).
    ///
    /// # Errors
    /// [`GeometryError::BadSquare`] if the text is not a square of this board.
    pub fn parse_square(self, name: &str) -> Result<Square, GeometryError> {
        let bad = || GeometryError::BadSquare {
            name: name.to_string(),
            files: self.files,
            ranks: self.ranks,
        };
        let mut chars = name.chars();
        let file = chars
            .next()
            .and_then(|c| self.parse_file(c))
            .ok_or_else(bad)?;
        let rank = self.parse_rank(chars.as_str()).ok_or_else(bad)?;
        self.square(file.0 as i32, rank.0 as i32).ok_or_else(bad)
    }

    /// Reads the longest square name at the start of `text`, returning it and the bytes read.
    ///
    /// Useful for move text such as `a10a11` where names have no separator: a two-digit rank
    /// is taken only if it exists on this board.
    pub fn parse_square_prefix(self, text: &str) -> Option<(Square, usize)> {
        let bytes = text.as_bytes();
        let file = self.parse_file(*bytes.first()? as char)?;
        for len in [2usize, 1] {
            // `get` and not indexing: the text may go on with a multi-byte character.
            if bytes.len() > len
                && let Some(part) = text.get(1..1 + len)
                && let Some(rank) = self.parse_rank(part)
            {
                return Some((self.square(file.0 as i32, rank.0 as i32)?, 1 + len));
            }
        }
        None
    }
}

/// A square's algebraic name; see [`BoardShape::square_name`]. `Display` and `Debug`
/// both show it (`e4`).
///
/// ```
/// use fers_geometry::{BoardShape, Square};
/// let name = Square(28).display(BoardShape::new(12, 8).unwrap());
/// assert_eq!(format!("{name} {name:?}"), "e3 e3");
/// ```
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct SquareName {
    /// The file.
    pub file: File,
    /// The rank.
    pub rank: Rank,
}

impl fmt::Display for SquareName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file, self.rank)
    }
}

impl fmt::Debug for SquareName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_on_every_board_size() {
        for files in 1..=16 {
            for ranks in 1..=16 {
                let shape = BoardShape::new(files, ranks).unwrap();
                for sq in shape.squares() {
                    let name = shape.square_name(sq).to_string();
                    assert_eq!(shape.parse_square(&name), Ok(sq), "{name}");
                }
            }
        }
    }

    #[test]
    fn files_ranks_and_square_display_round_trip() {
        let shape = BoardShape::new(16, 16).unwrap();
        for sq in shape.squares() {
            let (file, rank) = (shape.file_of(sq), shape.rank_of(sq));
            assert_eq!(shape.parse_file(file.letter()), Some(file));
            assert_eq!(shape.parse_rank(&rank.to_string()), Some(rank));
            let name = sq.display(shape).to_string();
            assert_eq!(name, format!("{file}{rank}"));
            assert_eq!(name, format!("{file:?}{rank:?}"));
            assert_eq!(name, format!("{:?}", sq.display(shape)));
            assert_eq!(shape.parse_square(&name), Ok(sq));
        }
        assert_eq!(format!("{:?}", File(16)), "File(16)");
    }

    #[test]
    fn bad_dimensions_are_refused() {
        assert!(BoardShape::new(0, 8).is_err());
        assert!(BoardShape::new(17, 8).is_err());
        assert!(BoardShape::new(8, -1).is_err());
        assert!(BoardShape::new(16, 16).is_ok());
    }

    #[test]
    fn bad_square_names_are_refused() {
        let shape = BoardShape::STANDARD;
        for name in ["", "e", "e0", "e9", "i1", "e10", "e01", "4e", "e4x"] {
            assert!(shape.parse_square(name).is_err(), "{name}");
        }
    }

    #[test]
    fn prefix_prefers_two_digit_ranks_that_exist() {
        let big = BoardShape::new(10, 10).unwrap();
        let (sq, len) = big.parse_square_prefix("a10a9").unwrap();
        assert_eq!(
            (big.square_name(sq).to_string(), len),
            ("a10".to_string(), 3)
        );
        let small = BoardShape::STANDARD;
        let (sq, len) = small.parse_square_prefix("a1a2").unwrap();
        assert_eq!(
            (small.square_name(sq).to_string(), len),
            ("a1".to_string(), 2)
        );
    }

    #[test]
    fn prefix_followed_by_a_multibyte_character_does_not_panic() {
        let small = BoardShape::STANDARD;
        let (sq, len) = small.parse_square_prefix("a1é").unwrap();
        assert_eq!((small.square_name(sq).to_string(), len), ("a1".into(), 2));
        assert_eq!(small.parse_square_prefix("aé"), None);
        assert_eq!(small.parse_square_prefix("é1"), None);
    }
}
