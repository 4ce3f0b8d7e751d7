//! Chess words on chess values: [`Role`] ↔ kind, the [`ChessPositionExt`] methods on a
//! position of standard chess or Chess960, and the 64 [`squares`](crate::squares).

use crate::{ChessMove, Role, standard};
use fers_rules::typed::Position;
use fers_rules::{Color, Kind, Move, MoveKind, Square, SquareSet};

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
    /// The role of the piece on `sq` (a [`Square`](crate::Square) or the engine's), if
    /// any.
    fn role_at(&self, sq: impl Into<Square>) -> Option<Role>;
    /// The role of the piece that makes move `m`.
    fn role_of(&self, m: Move) -> Option<Role>;
    /// The role `m` promotes to, if it promotes.
    fn promotion_role(&self, m: Move) -> Option<Role>;
    /// Squares of `color`'s pieces of `role`.
    fn pieces_of(&self, color: Color, role: Role) -> SquareSet<u64>;
    /// The square of `color`'s king, as a [`Square`](crate::Square), if it has one.
    fn king_square(&self, color: Color) -> Option<crate::Square>;
    /// Move `m` of this position in chess words ([`ChessMove`]: roles, and squares that
    /// name themselves); `None` for a move that is not one piece of the six roles moving
    /// on the board (a drop, a pass, a wall placed, a piece of another name).
    fn chess_move(&self, m: Move) -> Option<ChessMove>;
    /// Every legal move in chess words, in the order of
    /// [`Position::legal_moves`](fers_rules::typed::Position::legal_moves) (moves with no
    /// [`ChessMove`] left out).
    fn chess_moves(&self) -> Vec<ChessMove>;
    /// The legal move of this position that `m` describes, to play it; `None` if none
    /// does.
    fn legal_move(&self, m: ChessMove) -> Option<Move>;
}

impl ChessPositionExt for Position<u64> {
    fn role_at(&self, sq: impl Into<Square>) -> Option<Role> {
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

    fn king_square(&self, color: Color) -> Option<crate::Square> {
        crate::Square::all_in(self.pieces_of(color, Role::King)).next()
    }

    fn chess_moves(&self) -> Vec<ChessMove> {
        let moves = self.legal_moves();
        moves
            .into_iter()
            .filter_map(|m| self.chess_move(m))
            .collect()
    }

    fn legal_move(&self, m: ChessMove) -> Option<Move> {
        let moves = self.legal_moves();
        moves.into_iter().find(|&l| self.chess_move(l) == Some(m))
    }

    fn chess_move(&self, m: Move) -> Option<ChessMove> {
        if m.second.is_some() {
            return None;
        }
        let from = crate::Square::try_from(m.from).ok()?;
        let to = crate::Square::try_from(m.to).ok()?;
        let (capture, castle) = match m.kind {
            MoveKind::Normal => {
                let taken = self.piece_at(m.to).filter(|p| p.color != self.turn());
                (taken.and_then(|p| role_named(self, p.kind)), None)
            }
            MoveKind::EnPassant => {
                let passed = crate::Square::from_coords(to.file(), from.rank())?;
                (self.role_at(passed), None)
            }
            MoveKind::Castle(side) => (None, Some(side)),
            _ => return None,
        };
        Some(ChessMove {
            role: role_named(self, m.piece)?,
            from,
            to,
            capture,
            promotion: match m.promotion {
                Some(kind) => Some(role_named(self, kind)?),
                None => None,
            },
            castle,
        })
    }
}

fn role_named(pos: &Position<u64>, kind: Kind) -> Option<Role> {
    let name = &pos.tables().ruleset().pieces.get(kind.index())?.name;
    Role::ALL.into_iter().find(|r| r.name() == name)
}

/// The 64 squares of the 8×8 board by name, `A1` to `H8`, for
/// `use fers_standard::squares::*`: the variants of [`Square`](crate::Square), which
/// name themselves (`e4`) and convert to the engine's square (index `rank × 8 + file`).
///
/// ```
/// use fers_standard::{BoardShape, BoardSquare, Square, squares::*};
/// assert_eq!((A1.index(), E4.index(), H8.index()), (0, 28, 63));
/// assert_eq!(E4, Square::E4);
/// assert_eq!(format!("{E4} {E4:?}"), "e4 e4");
/// assert_eq!(BoardShape::STANDARD.square_name(E4.into()).to_string(), "e4");
/// assert_eq!(BoardSquare::from(E4), BoardSquare::E4);
/// assert_eq!(ALL[28], E4);
/// ```
pub mod squares {
    pub use crate::Square::*;

    /// Every square, `A1` to `H8`, rank by rank: `Square::ALL`.
    pub const ALL: [crate::Square; 64] = crate::Square::ALL;

    #[cfg(test)]
    mod tests {
        use fers_rules::BoardShape;

        #[test]
        fn the_module_names_the_same_squares_as_the_engine() {
            use super::*;
            let shape = BoardShape::STANDARD;
            for (sq, name) in [(A1, "a1"), (H1, "h1"), (E4, "e4"), (D5, "d5"), (A8, "a8")] {
                assert_eq!(shape.parse_square(name), Ok(sq.board()));
            }
            assert_eq!(ALL.map(|sq| sq.board()), fers_rules::Square::ALL_8X8);
        }
    }
}
