//! The 64 squares of the 8×8 board as a type of their own, which knows its board and so
//! names itself: `Square::E4` prints `e4` in `Display` and in `Debug`, and `"e4"` parses.
//!
//! The engine's square ([`fers_rules::Square`]) is an index on a board of any size and
//! does not know its width: index 28 is `e4` on 8×8 but `c3` on 12×8, so it cannot name
//! itself. Chess programs use this one; the two convert into each other and compare
//! equal when they are the same index, so positions and moves, whose squares are the
//! engine's, take and answer either.

use fers_geometry::{BoardShape, File, GeometryError, Rank};
use std::fmt;
use std::str::FromStr;

// The engine's square: an index on a board of any size.
use fers_rules::Square as BoardSquare;

/// A square index with no square of the 8×8 board: 64 or more.
///
/// ```
/// use fers_standard::{BoardSquare, OffBoard, Square};
/// assert_eq!(Square::try_from(BoardSquare(64)), Err(OffBoard(64)));
/// assert_eq!(OffBoard(64).to_string(), "square index 64 is not on the 8×8 board (0..=63)");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("square index {0} is not on the 8×8 board (0..=63)")]
pub struct OffBoard(pub u8);

macro_rules! squares {
    ($($name:ident),* $(,)?) => {
        /// A square of the 8×8 board, `A1` to `H8`, numbered rank by rank from `a1`
        /// (`rank × 8 + file`, the engine's index for an 8×8 board).
        ///
        /// It prints its name in `Display` and in `Debug` (`e4`), parses from one
        /// (`"e4".parse()`, a [`GeometryError`] naming the text otherwise), and converts
        /// to and from the engine's square, which positions and moves hold: the methods
        /// of [`Position`](crate::Position) that take a square take either, and the two
        /// compare equal.
        ///
        /// ```
        /// use fers_standard::{Chess, ChessPositionExt, File, Rank, Role, Square};
        ///
        /// let e4: Square = "e4".parse()?;
        /// assert_eq!(e4, Square::E4);
        /// assert_eq!(format!("{e4} {e4:?} {:?}", [Square::A1, Square::H8]), "e4 e4 [a1, h8]");
        /// assert_eq!((e4.file(), e4.rank()), (File(4), Rank(3)));
        /// assert_eq!(Square::from_coords(File(4), Rank(3)), Some(e4));
        /// assert_eq!(e4.offset(1, 2), Some(Square::F6));
        /// assert_eq!(e4.offset(4, 0), None);
        ///
        /// // Positions and moves hold the engine's square; the two compare and convert.
        /// let mut pos = Chess::start();
        /// let m = pos.validate("e4")?;
        /// assert_eq!(m.to, Square::E4);
        /// assert_eq!(Square::try_from(m.from)?, Square::E2);
        /// pos.play(m)?;
        /// assert_eq!(pos.role_at(Square::E4), Some(Role::Pawn));
        /// assert!(pos.piece_at(Square::E4).is_some());
        ///
        /// assert!("i1".parse::<Square>().is_err());
        /// # Ok::<(), Box<dyn std::error::Error>>(())
        /// ```
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[repr(u8)]
        pub enum Square {
            $(
                #[doc = concat!("The square ", stringify!($name), ".")]
                $name,
            )*
        }

        impl Square {
            /// Every square, `A1` to `H8`, rank by rank.
            pub const ALL: [Square; 64] = [$(Square::$name),*];
        }
    };
}

squares! {
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8,
}

impl Square {
    /// The square of index `index` (`rank × 8 + file`), if it is below 64.
    ///
    /// ```
    /// use fers_standard::Square;
    /// assert_eq!(Square::from_index(28), Some(Square::E4));
    /// assert_eq!(Square::from_index(64), None);
    /// ```
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < 64 {
            Some(Square::ALL[index])
        } else {
            None
        }
    }

    /// The square on `file` and `rank`, if both are on the 8×8 board.
    pub const fn from_coords(file: File, rank: Rank) -> Option<Square> {
        if file.0 < 8 && rank.0 < 8 {
            Some(Square::ALL[rank.0 as usize * 8 + file.0 as usize])
        } else {
            None
        }
    }

    /// The index, `rank × 8 + file`: 0 for `a1`, 63 for `h8`.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The file, `File(0)` (`a`) to `File(7)` (`h`).
    pub const fn file(self) -> File {
        File(self as u8 % 8)
    }

    /// The rank, `Rank(0)` (`1`) to `Rank(7)` (`8`).
    pub const fn rank(self) -> Rank {
        Rank(self as u8 / 8)
    }

    /// The square `files` files right and `ranks` ranks up (negative: left, down), if
    /// it is on the board.
    pub fn offset(self, files: i32, ranks: i32) -> Option<Square> {
        let to = BoardShape::STANDARD.offset(self.board(), files, ranks)?;
        Square::from_index(to.index())
    }

    /// The engine's square of the same index, as positions and moves hold it.
    pub const fn board(self) -> BoardSquare {
        fers_rules::Square(self as u8)
    }

    /// The squares of `set` (a set of an 8×8 position, such as
    /// [`Position::pieces`](crate::Position::pieces)), lowest first.
    ///
    /// ```
    /// use fers_standard::{Chess, Color, Square};
    /// let pos = Chess::from_fen("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1").unwrap();
    /// let white: Vec<Square> = Square::all_in(pos.pieces(Color::White)).collect();
    /// assert_eq!(white, [Square::A1, Square::E1, Square::H1]);
    /// ```
    pub fn all_in(set: fers_rules::SquareSet<u64>) -> impl Iterator<Item = Square> {
        // A `u64` set holds indices 0..=63 only, each a square here.
        set.iter().filter_map(|sq| Square::from_index(sq.index()))
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", BoardShape::STANDARD.square_name(self.board()))
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Square {
    type Err = GeometryError;

    /// Reads `e4` (a file letter `a`..`h`, either case, and a rank `1`..`8`).
    fn from_str(text: &str) -> Result<Square, GeometryError> {
        let sq = BoardShape::STANDARD.parse_square(text)?;
        Ok(Square::ALL[sq.index()])
    }
}

impl From<Square> for BoardSquare {
    fn from(sq: Square) -> BoardSquare {
        sq.board()
    }
}

impl TryFrom<BoardSquare> for Square {
    type Error = OffBoard;

    fn try_from(sq: BoardSquare) -> Result<Square, OffBoard> {
        Square::from_index(sq.index()).ok_or(OffBoard(sq.0))
    }
}

impl PartialEq<BoardSquare> for Square {
    fn eq(&self, other: &BoardSquare) -> bool {
        self.index() == other.index()
    }
}

impl PartialEq<Square> for BoardSquare {
    fn eq(&self, other: &Square) -> bool {
        self.index() == other.index()
    }
}

/// With the `serde` feature, a square is written as its index, as the engine's square is
/// (`28` for `e4`), so the two read each other's values; reading refuses 64 and up.
#[cfg(feature = "serde")]
mod serde_impls {
    use super::{BoardSquare, Square};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    impl Serialize for Square {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            self.board().serialize(s)
        }
    }

    impl<'de> Deserialize<'de> for Square {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Square, D::Error> {
            let sq = BoardSquare::deserialize(d)?;
            Square::try_from(sq).map_err(serde::de::Error::custom)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_square_names_itself_and_parses_back() {
        let shape = BoardShape::STANDARD;
        for (i, sq) in Square::ALL.into_iter().enumerate() {
            assert_eq!(sq.index(), i);
            let name = sq.to_string();
            assert_eq!(format!("{sq:?}"), name);
            assert_eq!(name, shape.square_name(BoardSquare(i as u8)).to_string());
            assert_eq!(name.parse::<Square>(), Ok(sq));
            assert_eq!(name.to_uppercase().parse::<Square>(), Ok(sq));
            assert_eq!(Square::from_coords(sq.file(), sq.rank()), Some(sq));
            assert_eq!(Square::try_from(sq.board()), Ok(sq));
            assert_eq!(BoardSquare::from(sq), BoardSquare(i as u8));
            assert!(sq == BoardSquare(i as u8) && BoardSquare(i as u8) == sq);
        }
        assert_eq!(Square::E4.to_string(), "e4");
        assert_eq!(format!("{:?}", Square::H8), "h8");
        assert_ne!(Square::E4, BoardSquare(27));
    }

    #[test]
    fn names_off_the_board_are_refused_with_the_text() {
        for text in ["", "e", "4", "i1", "a9", "a0", "e44", "e4 ", "é4", "a10"] {
            assert_eq!(
                text.parse::<Square>(),
                Err(GeometryError::BadSquare {
                    name: text.to_string(),
                    files: 8,
                    ranks: 8
                }),
                "{text:?}"
            );
        }
        assert_eq!(Square::try_from(BoardSquare(200)), Err(OffBoard(200)));
        assert_eq!(Square::from_coords(File(8), Rank(0)), None);
        assert_eq!(Square::from_coords(File(0), Rank(8)), None);
    }

    #[test]
    fn offsets_stay_on_the_board() {
        assert_eq!(Square::A1.offset(0, 0), Some(Square::A1));
        assert_eq!(Square::G1.offset(-1, 2), Some(Square::F3));
        assert_eq!(Square::H4.offset(1, 0), None);
        assert_eq!(Square::A4.offset(-1, 0), None);
        assert_eq!(Square::E8.offset(0, 1), None);
        assert_eq!(Square::E1.offset(0, -1), None);
    }

    #[cfg(feature = "serde")]
    #[test]
    fn squares_serialize_as_the_engines_index() {
        assert_eq!(serde_json::to_string(&Square::E4).unwrap(), "28");
        assert_eq!(serde_json::from_str::<Square>("63").unwrap(), Square::H8);
        assert!(serde_json::from_str::<Square>("64").is_err());
        let board: BoardSquare = serde_json::from_str("28").unwrap();
        assert_eq!(board, Square::E4);
    }
}
