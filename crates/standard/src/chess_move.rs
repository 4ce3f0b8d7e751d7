//! A move of chess in chess words: [`ChessMove`], what
//! [`ChessPositionExt::chess_move`](crate::ChessPositionExt::chess_move) makes of a
//! [`Move`] in its position.

use crate::{CastlingSide, File, Role, Square};

/// A move on the 8×8 board in chess words: the [`Role`] that moves, its squares as
/// [`Square`]s (which name themselves), what it captures and what it promotes to. Its
/// `Debug` reads like chess.
///
/// Castling is the king moving onto its own rook, as the engine's [`Move`](crate::Move)
/// and Chess960's UCI write it (and as shakmaty's `Move::Castle { king, rook }` holds
/// it): `from` is the king's square and `to` the rook's; [`king_to`](Self::king_to)
/// says where the king lands.
///
/// ```
/// use fers_standard::{CastlingSide, Chess, ChessMove, ChessPositionExt, Role, Square};
///
/// let pos = Chess::from_fen("r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1")?;
/// let ep = pos.chess_move(pos.validate("exd6")?).unwrap();
/// assert_eq!(
///     format!("{ep:?}"),
///     "ChessMove { role: Pawn, from: e5, to: d6, capture: Some(Pawn), promotion: None, castle: None }"
/// );
/// let castle = pos.chess_move(pos.validate("O-O-O")?).unwrap();
/// assert_eq!((castle.from, castle.to), (Square::E1, Square::A1));
/// assert_eq!(castle.castle, Some(CastlingSide::Queen));
/// assert_eq!(castle.king_to(), Some(Square::C1));
///
/// // Every legal move in chess words, and back to a move to play.
/// let mut pos = pos;
/// let moves = pos.chess_moves();
/// assert_eq!(moves.len(), pos.legal_moves().len());
/// let m = pos.legal_move(castle).expect("O-O-O is legal here");
/// pos.play(m)?;
/// assert_eq!(pos.fen(), "r3k2r/8/8/3pP3/8/8/8/2KR3R b kq - 1 1");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// With the `serde` feature, it is written by its fields' names, squares as their
/// indices and roles by name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ChessMove {
    /// The role of the piece that moves.
    pub role: Role,
    /// Where it moves from.
    pub from: Square,
    /// Where it moves to; for castling, the partner rook's square.
    pub to: Square,
    /// The role of the piece it captures (for en passant, the pawn passed by), if any.
    pub capture: Option<Role>,
    /// The role it promotes to, if it promotes.
    pub promotion: Option<Role>,
    /// The side it castles towards, if it castles.
    pub castle: Option<CastlingSide>,
}

impl ChessMove {
    /// Where the king lands when the move castles (`g1` or `c1` for white, `g8` or `c8`
    /// for black, in Chess960 too); `None` for any other move.
    pub fn king_to(self) -> Option<Square> {
        let file = match self.castle? {
            CastlingSide::King => File(6),
            CastlingSide::Queen => File(2),
        };
        Square::from_coords(file, self.from.rank())
    }

    /// Whether the move captures.
    pub fn is_capture(self) -> bool {
        self.capture.is_some()
    }
}

#[cfg(all(test, feature = "serde"))]
mod tests {
    use super::*;

    #[test]
    fn a_chess_move_round_trips_through_serde() {
        let m = ChessMove {
            role: Role::Pawn,
            from: Square::B7,
            to: Square::A8,
            capture: Some(Role::Rook),
            promotion: Some(Role::Queen),
            castle: None,
        };
        let json = serde_json::to_string(&m).unwrap();
        assert_eq!(
            json,
            r#"{"role":"Pawn","from":49,"to":56,"capture":"Rook","promotion":"Queen","castle":null}"#
        );
        assert_eq!(serde_json::from_str::<ChessMove>(&json).unwrap(), m);
        let off = json.replace("56", "64");
        assert!(serde_json::from_str::<ChessMove>(&off).is_err());
    }
}
