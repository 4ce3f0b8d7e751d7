//! Chess words on chess values: [`Role`] ↔ kind, the [`ChessPositionExt`] methods on a
//! position of standard chess or Chess960, and the 64 [`squares`](crate::squares).

use crate::{Role, standard};
use fers_rules::{Color, Kind, Move, Position, Square, SquareSet};

impl Role {
    /// The role's kind index in `standard.toml` (and `chess960.toml`, which declares
    /// the same pieces in the same order).
    ///
    /// ```
    /// use fers_standard::{Chess, ChessPositionExt, Role, squares::G1};
    /// let pos = Chess::start();
    /// assert_eq!(pos.piece_at(G1).map(|p| p.kind), Some(Role::Knight.kind()));
    /// ```
    pub fn kind(self) -> Kind {
        standard()
            .ruleset()
            .kind_by_name(self.name())
            .expect("standard.toml declares all six roles")
    }

    /// The role of a kind index of `standard.toml`, if the index is one of its six.
    ///
    /// ```
    /// use fers_standard::Role;
    /// for role in Role::ALL {
    ///     assert_eq!(Role::from_kind(role.kind()), Some(role));
    /// }
    /// assert_eq!(Role::from_kind(fers_standard::Kind(99)), None);
    /// ```
    pub fn from_kind(kind: Kind) -> Option<Role> {
        let name = &standard().ruleset().pieces.get(kind.index())?.name;
        Role::ALL.into_iter().find(|r| r.name() == name)
    }

    /// The role's SAN letter, uppercase (`P` for the pawn, which SAN leaves unwritten).
    ///
    /// ```
    /// assert_eq!(fers_standard::Role::Knight.char(), 'N');
    /// ```
    pub fn char(self) -> char {
        match self {
            Role::Pawn => 'P',
            Role::Knight => 'N',
            Role::Bishop => 'B',
            Role::Rook => 'R',
            Role::Queen => 'Q',
            Role::King => 'K',
        }
    }
}

/// Chess words as methods on a position of standard chess or Chess960
/// ([`ChessPosition`](crate::ChessPosition), a `Position<u64>`): roles instead of kind
/// indices. Bring it into scope with `use fers_standard::ChessPositionExt`.
///
/// For a position of another ruleset that declares pieces of these names, the methods
/// answer by name; pieces with other names have no role.
///
/// ```
/// use fers_standard::{Chess, ChessPositionExt, Color, Role, squares::*};
///
/// let mut pos = Chess::start();
/// let m = pos.validate("Nf3")?;
/// assert_eq!(pos.role_of(m), Some(Role::Knight));
/// pos.play(m)?;
/// assert_eq!(pos.role_at(F3), Some(Role::Knight));
/// assert_eq!(pos.role_at(G1), None);
/// assert_eq!(pos.pieces_of(Color::White, Role::Pawn).count(), 8);
/// # Ok::<(), fers_standard::IllegalMove>(())
/// ```
pub trait ChessPositionExt {
    /// The role of the piece on `sq`, if any.
    fn role_at(&self, sq: Square) -> Option<Role>;
    /// The role of the piece that makes move `m`.
    fn role_of(&self, m: Move) -> Option<Role>;
    /// The role `m` promotes to, if it promotes.
    fn promotion_role(&self, m: Move) -> Option<Role>;
    /// Squares of `color`'s pieces of `role`.
    fn pieces_of(&self, color: Color, role: Role) -> SquareSet<u64>;
}

impl ChessPositionExt for Position<u64> {
    fn role_at(&self, sq: Square) -> Option<Role> {
        role_named(self, self.piece_at(sq)?.kind)
    }

    fn role_of(&self, m: Move) -> Option<Role> {
        role_named(self, m.piece)
    }

    fn promotion_role(&self, m: Move) -> Option<Role> {
        role_named(self, m.promotion?)
    }

    fn pieces_of(&self, color: Color, role: Role) -> SquareSet<u64> {
        match self.tables().ruleset().kind_by_name(role.name()) {
            Some(kind) => self.pieces_of_kind(kind) & self.pieces(color),
            None => SquareSet::EMPTY,
        }
    }
}

fn role_named(pos: &Position<u64>, kind: Kind) -> Option<Role> {
    let name = &pos.tables().ruleset().pieces.get(kind.index())?.name;
    Role::ALL.into_iter().find(|r| r.name() == name)
}

/// The 64 squares of the 8×8 board by name, `A1` to `H8` (index `rank × 8 + file`), for
/// `use fers_standard::squares::*`: the same values as `Square::A1` to `Square::H8`.
///
/// `Square`'s `Debug` shows the index (`Square(28)`), since a square does not know its
/// board; print a name with the board shape (`pos.shape().square_name(sq)`).
///
/// ```
/// use fers_standard::{BoardShape, Square, squares::*};
/// assert_eq!((A1.0, E4.0, H8.0), (0, 28, 63));
/// assert_eq!(E4, Square::E4);
/// assert_eq!(BoardShape::STANDARD.square_name(E4).to_string(), "e4");
/// assert_eq!(ALL[28], E4);
/// ```
pub mod squares {
    use fers_rules::Square;

    macro_rules! squares {
        ($($name:ident),* $(,)?) => {
            $(
                #[doc = concat!("The square ", stringify!($name), ": `Square::", stringify!($name), "`.")]
                pub const $name: Square = Square::$name;
            )*
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

    /// Every square, `A1` to `H8`, rank by rank: `Square::ALL_8X8`.
    pub const ALL: [Square; 64] = Square::ALL_8X8;

    #[cfg(test)]
    mod tests {
        use fers_rules::BoardShape;

        #[test]
        fn the_module_names_the_same_squares_as_square() {
            use super::*;
            let shape = BoardShape::STANDARD;
            for (sq, name) in [(A1, "a1"), (H1, "h1"), (E4, "e4"), (D5, "d5"), (A8, "a8")] {
                assert_eq!(shape.parse_square(name), Ok(sq));
            }
            assert_eq!(ALL, fers_rules::Square::ALL_8X8);
        }
    }
}
