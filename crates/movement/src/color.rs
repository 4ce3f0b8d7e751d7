//! The two sides.

use std::ops::{Index, IndexMut, Not};

/// A side: white moves first and forward is up the board; black's forward is down.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Color {
    /// The side that moves first.
    White,
    /// The other side.
    Black,
}

impl Color {
    /// Both colours, white first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// 0 for white, 1 for black.
    #[inline(always)]
    pub fn index(self) -> usize {
        self as usize
    }

    /// `"white"` or `"black"`.
    pub fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }

    /// The side whose pieces FEN writes in `letter`'s case: uppercase for white, any
    /// other character for black.
    ///
    /// ```
    /// use fers_movement::Color;
    /// assert_eq!((Color::of_letter('N'), Color::of_letter('n')), (Color::White, Color::Black));
    /// ```
    #[inline]
    pub fn of_letter(letter: char) -> Color {
        if letter.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        }
    }

    /// The FEN side-to-move letter.
    pub fn char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }
}

impl std::fmt::Display for Color {
    /// `white` or `black`, as in messages.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Text that names no colour: what [`Color`]'s `FromStr` refuses, with the text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a colour (white, black, w or b)")]
pub struct ParseColorError(pub String);

impl std::str::FromStr for Color {
    type Err = ParseColorError;

    /// Reads what [`Color::name`] and [`Color::char`] write, in either case: `white`,
    /// `black`, `w`, `b`.
    ///
    /// ```
    /// use fers_movement::{Color, ParseColorError};
    /// for color in Color::ALL {
    ///     assert_eq!(color.to_string().parse(), Ok(color));
    ///     assert_eq!(color.char().to_string().parse(), Ok(color));
    /// }
    /// assert_eq!("Black".parse(), Ok(Color::Black));
    /// assert_eq!("red".parse::<Color>(), Err(ParseColorError("red".into())));
    /// ```
    fn from_str(text: &str) -> Result<Color, ParseColorError> {
        match text.to_ascii_lowercase().as_str() {
            "white" | "w" => Ok(Color::White),
            "black" | "b" => Ok(Color::Black),
            _ => Err(ParseColorError(text.to_string())),
        }
    }
}

impl Not for Color {
    type Output = Color;
    #[inline(always)]
    fn not(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

/// One value per side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct ByColor<T> {
    /// White's.
    pub white: T,
    /// Black's.
    pub black: T,
}

impl<T> ByColor<T> {
    /// Builds both values from a function of the colour.
    pub fn new_with(mut f: impl FnMut(Color) -> T) -> ByColor<T> {
        ByColor {
            white: f(Color::White),
            black: f(Color::Black),
        }
    }
}

impl<T> Index<Color> for ByColor<T> {
    type Output = T;
    #[inline(always)]
    fn index(&self, c: Color) -> &T {
        match c {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }
}

impl<T> IndexMut<Color> for ByColor<T> {
    #[inline(always)]
    fn index_mut(&mut self, c: Color) -> &mut T {
        match c {
            Color::White => &mut self.white,
            Color::Black => &mut self.black,
        }
    }
}
