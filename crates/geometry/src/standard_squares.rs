//! The 64 squares of the 8×8 board by name, as associated constants of [`Square`]
//! (`Square::E4`): index `rank × 8 + file`.

use crate::Square;

macro_rules! squares {
    ($($name:ident = $index:expr),* $(,)?) => {
        /// The squares of the 8×8 board by name. A square is an index, so on a board of
        /// another width these name other squares (`Square::E4`, index 28, is `c3` on
        /// 12×8): use them with [`BoardShape::STANDARD`](crate::BoardShape::STANDARD).
        ///
        /// ```
        /// use fers_geometry::{BoardShape, Square};
        /// let shape = BoardShape::STANDARD;
        /// assert_eq!(shape.parse_square("e4"), Ok(Square::E4));
        /// assert_eq!(Square::E4.display(shape).to_string(), "e4");
        /// assert_eq!((Square::A1.0, Square::H8.0), (0, 63));
        /// assert_eq!(Square::ALL_8X8[28], Square::E4);
        /// ```
        impl Square {
            $(
                #[doc = concat!("The square ", stringify!($name), " of the 8×8 board.")]
                pub const $name: Square = Square($index);
            )*
            /// Every square of the 8×8 board, `A1` to `H8`, rank by rank.
            pub const ALL_8X8: [Square; 64] = [$(Square::$name),*];
        }
    };
}

squares! {
    A1 = 0, B1 = 1, C1 = 2, D1 = 3, E1 = 4, F1 = 5, G1 = 6, H1 = 7,
    A2 = 8, B2 = 9, C2 = 10, D2 = 11, E2 = 12, F2 = 13, G2 = 14, H2 = 15,
    A3 = 16, B3 = 17, C3 = 18, D3 = 19, E3 = 20, F3 = 21, G3 = 22, H3 = 23,
    A4 = 24, B4 = 25, C4 = 26, D4 = 27, E4 = 28, F4 = 29, G4 = 30, H4 = 31,
    A5 = 32, B5 = 33, C5 = 34, D5 = 35, E5 = 36, F5 = 37, G5 = 38, H5 = 39,
    A6 = 40, B6 = 41, C6 = 42, D6 = 43, E6 = 44, F6 = 45, G6 = 46, H6 = 47,
    A7 = 48, B7 = 49, C7 = 50, D7 = 51, E7 = 52, F7 = 53, G7 = 54, H7 = 55,
    A8 = 56, B8 = 57, C8 = 58, D8 = 59, E8 = 60, F8 = 61, G8 = 62, H8 = 63,
}

#[cfg(test)]
mod tests {
    use crate::{BoardShape, Square};

    #[test]
    fn every_constant_is_named_for_its_square() {
        let shape = BoardShape::STANDARD;
        for (i, sq) in Square::ALL_8X8.into_iter().enumerate() {
            assert_eq!(sq.index(), i);
            let name = shape.square_name(sq).to_string();
            assert_eq!(shape.parse_square(&name), Ok(sq));
        }
        assert_eq!(shape.square_name(Square::E4).to_string(), "e4");
        assert_eq!(shape.square_name(Square::H8).to_string(), "h8");
        assert_eq!(shape.square_name(Square::A8).to_string(), "a8");
    }
}
