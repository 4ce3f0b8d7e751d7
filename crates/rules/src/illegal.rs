//! [`IllegalMove`] and [`IllegalCode`]: why a move was refused, for programs and people;
//! [`CastlingRefusal`]: exactly why castling was.

use crate::notation::ParseMoveError;
use fers_geometry::Square;
use fers_movement::escape_control;
use std::fmt;

/// Why a castling move is not allowed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CastlingRefusal {
    /// The ruleset has no castling on that side.
    NoSuchCastling,
    /// The king has moved (no right left on either side).
    KingMoved,
    /// That rook has moved or was captured.
    RookMoved,
    /// The right was lost.
    RightLost,
    /// A square between king and rook is occupied.
    SquaresOccupied(Square),
    /// The king is in check.
    KingInCheck,
    /// The king would pass through an attacked square.
    PassesThroughCheck(Square),
    /// The king would land on an attacked square.
    LandsInCheck(Square),
}

/// Why a move was refused: a stable code for programs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum IllegalCode {
    /// The text is neither UCI nor SAN for this board.
    Unparsable,
    /// The game has ended.
    GameOver,
    /// No piece stands on the start square (or none could make the SAN move).
    NoPieceOnSource,
    /// The piece belongs to the other side.
    NotYourPiece,
    /// Start and destination are the same square.
    SameSquare,
    /// The piece does not move that way.
    PieceCannotMoveThatWay,
    /// A piece stands in the way.
    PathBlocked,
    /// One's own piece stands on the destination.
    OwnPieceOnTarget,
    /// The side to move is in check and the move does not answer it.
    KingInCheck,
    /// The move would expose one's own royal piece (pin, or en passant along a rank).
    WouldExposeKing,
    /// The royal piece would move onto an attacked square.
    KingMovesIntoCheck,
    /// Castling is not allowed; [`IllegalMove::castling`] says exactly why.
    CastlingNotAllowed,
    /// The move reaches a square where the piece must promote, and names no piece.
    PromotionRequired,
    /// The promotion named is not allowed here.
    InvalidPromotion,
    /// An en passant capture with no piece to take.
    EnPassantNotAvailable,
    /// SAN that more than one legal move matches.
    AmbiguousMove,
    /// SAN written as a capture (`Nxf3`) for a move that captures nothing.
    NothingToCapture,
    /// A capture is available, and the ruleset makes capturing compulsory
    /// (`must-capture`: antichess).
    CaptureRequired,
    /// The move would give check, which the ruleset forbids (`giving-check =
    /// "illegal"`: racing kings).
    GivesCheck,
    /// A drop of a piece the side does not hold in hand (or in a ruleset without hands).
    NotInHand,
    /// A drop onto a square where the piece may not be dropped: occupied, outside its
    /// `drop-ranks` or `drop-region`, on a file its `drop-file-limit` closes (nifu), or leaving the
    /// side's pieces of a `drop-opposite-colours` kind unable to stand on both colours.
    DropNotAllowed,
    /// The capture would blow up one of the mover's own pseudo-royal pieces (atomic: a
    /// king may not capture, nor capture next to its own king).
    SelfExplosion,
    /// A piece of this kind may not capture a piece of its own kind (`mutually-immune`:
    /// atomar's kings).
    MutuallyImmune,
    /// The piece may not leave the region it is confined to (`confined-to`: xiangqi's
    /// palace).
    LeavesRegion,
    /// The move would leave the two sides' royal pieces facing each other on an open
    /// file or rank (`facing-royals`: xiangqi's flying general).
    FacingRoyals,
    /// The drop would checkmate, and drops of this kind may not (`drop-mate = false`:
    /// shogi's pawn, uchifuzume).
    DropMate,
    /// A royal piece in check may only capture its checker (`royal-in-check =
    /// "capture-only"`: makpong).
    RoyalMoveInCheck,
    /// A move the piece may make only as its first, and it has moved or lost the right
    /// (`first-move`: the cambodian king's leap after a rook aimed at it).
    FirstMoveGone,
    /// A move not allowed while the side is in check (`not-in-check`: the cambodian
    /// king's leap).
    BarredInCheck,
    /// A piece gated where none may be (`gating`, S-chess): not on the square a piece
    /// leaves on its first move from its first rank, or where castling puts the king
    /// or the rook.
    NoGate,
    /// The move places no wall, and every move of the ruleset must (`[rules.walls]`:
    /// duck chess's duck, amazons' arrow).
    WallRequired,
    /// The move's wall cannot go where it says: an occupied square, the duck's own,
    /// outside the walls' region, or not where the rule puts it (the square the piece
    /// left, the arrow's reach).
    WallMisplaced,
    /// The move places a wall, and no move of the ruleset does.
    NoWalls,
    /// A piece would move onto a wall (or the duck), which blocks every piece and
    /// cannot be taken.
    OntoWall,
    /// The capture would turn one of the mover's own pseudo-royal pieces to stone
    /// (`[rules.walls] petrify`: petrified's king may not capture).
    PetrifiesOwn,
    /// A move on the board while the side holds pieces it must drop first (`must-drop`:
    /// placement's and sittuyin's setup).
    DropRequired,
}

impl IllegalCode {
    /// Whether the code is an obligation's refusal (`families/goals`): a move the rules
    /// of movement and royal safety allow, forbidden by giving check, not capturing or
    /// not dropping.
    pub(crate) fn is_obligation(self) -> bool {
        matches!(
            self,
            IllegalCode::GivesCheck | IllegalCode::CaptureRequired | IllegalCode::DropRequired
        )
    }

    /// Every code, in declaration order: what a program that reports codes must know.
    ///
    /// ```
    /// use fers_rules::IllegalCode;
    /// assert_eq!(IllegalCode::ALL[0], IllegalCode::Unparsable);
    /// assert!(IllegalCode::ALL.iter().all(|c| c.name() == c.to_string()));
    /// ```
    pub const ALL: [IllegalCode; 36] = [
        IllegalCode::Unparsable,
        IllegalCode::GameOver,
        IllegalCode::NoPieceOnSource,
        IllegalCode::NotYourPiece,
        IllegalCode::SameSquare,
        IllegalCode::PieceCannotMoveThatWay,
        IllegalCode::PathBlocked,
        IllegalCode::OwnPieceOnTarget,
        IllegalCode::KingInCheck,
        IllegalCode::WouldExposeKing,
        IllegalCode::KingMovesIntoCheck,
        IllegalCode::CastlingNotAllowed,
        IllegalCode::PromotionRequired,
        IllegalCode::InvalidPromotion,
        IllegalCode::EnPassantNotAvailable,
        IllegalCode::AmbiguousMove,
        IllegalCode::NothingToCapture,
        IllegalCode::CaptureRequired,
        IllegalCode::GivesCheck,
        IllegalCode::NotInHand,
        IllegalCode::DropNotAllowed,
        IllegalCode::SelfExplosion,
        IllegalCode::MutuallyImmune,
        IllegalCode::LeavesRegion,
        IllegalCode::FacingRoyals,
        IllegalCode::DropMate,
        IllegalCode::RoyalMoveInCheck,
        IllegalCode::FirstMoveGone,
        IllegalCode::BarredInCheck,
        IllegalCode::NoGate,
        IllegalCode::WallRequired,
        IllegalCode::WallMisplaced,
        IllegalCode::NoWalls,
        IllegalCode::OntoWall,
        IllegalCode::PetrifiesOwn,
        IllegalCode::DropRequired,
    ];

    /// The code's stable name (`WouldExposeKing`).
    pub fn name(self) -> &'static str {
        match self {
            IllegalCode::Unparsable => "Unparsable",
            IllegalCode::GameOver => "GameOver",
            IllegalCode::NoPieceOnSource => "NoPieceOnSource",
            IllegalCode::NotYourPiece => "NotYourPiece",
            IllegalCode::SameSquare => "SameSquare",
            IllegalCode::PieceCannotMoveThatWay => "PieceCannotMoveThatWay",
            IllegalCode::PathBlocked => "PathBlocked",
            IllegalCode::OwnPieceOnTarget => "OwnPieceOnTarget",
            IllegalCode::KingInCheck => "KingInCheck",
            IllegalCode::WouldExposeKing => "WouldExposeKing",
            IllegalCode::KingMovesIntoCheck => "KingMovesIntoCheck",
            IllegalCode::CastlingNotAllowed => "CastlingNotAllowed",
            IllegalCode::PromotionRequired => "PromotionRequired",
            IllegalCode::InvalidPromotion => "InvalidPromotion",
            IllegalCode::EnPassantNotAvailable => "EnPassantNotAvailable",
            IllegalCode::AmbiguousMove => "AmbiguousMove",
            IllegalCode::NothingToCapture => "NothingToCapture",
            IllegalCode::CaptureRequired => "CaptureRequired",
            IllegalCode::GivesCheck => "GivesCheck",
            IllegalCode::NotInHand => "NotInHand",
            IllegalCode::DropNotAllowed => "DropNotAllowed",
            IllegalCode::SelfExplosion => "SelfExplosion",
            IllegalCode::MutuallyImmune => "MutuallyImmune",
            IllegalCode::LeavesRegion => "LeavesRegion",
            IllegalCode::FacingRoyals => "FacingRoyals",
            IllegalCode::DropMate => "DropMate",
            IllegalCode::RoyalMoveInCheck => "RoyalMoveInCheck",
            IllegalCode::FirstMoveGone => "FirstMoveGone",
            IllegalCode::BarredInCheck => "BarredInCheck",
            IllegalCode::NoGate => "NoGate",
            IllegalCode::WallRequired => "WallRequired",
            IllegalCode::WallMisplaced => "WallMisplaced",
            IllegalCode::NoWalls => "NoWalls",
            IllegalCode::OntoWall => "OntoWall",
            IllegalCode::PetrifiesOwn => "PetrifiesOwn",
            IllegalCode::DropRequired => "DropRequired",
        }
    }
}

impl fmt::Display for IllegalCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A refused move: a code, a sentence, and for castling the exact reason.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{code}: {message}")]
pub struct IllegalMove {
    /// The stable code.
    pub code: IllegalCode,
    /// A sentence for people.
    pub message: String,
    /// For `CastlingNotAllowed`, the reason.
    pub castling: Option<CastlingRefusal>,
}

impl IllegalMove {
    /// A refusal with a code and a sentence. Control characters in the sentence (which
    /// may quote the move text or a piece name) are escaped, so that it is safe to print.
    pub fn new(code: IllegalCode, message: impl Into<String>) -> IllegalMove {
        IllegalMove {
            code,
            message: escape_control(&message.into()).into_owned(),
            castling: None,
        }
    }

    /// A `CastlingNotAllowed` refusal for `reason`, with a sentence (escaped like
    /// [`IllegalMove::new`]).
    pub fn castling(reason: CastlingRefusal, message: impl Into<String>) -> IllegalMove {
        IllegalMove {
            castling: Some(reason),
            ..IllegalMove::new(IllegalCode::CastlingNotAllowed, message)
        }
    }

    /// The `Unparsable` refusal of `text`, which failed to parse with `error`. The
    /// sentence is the one the `fers` CLI prints; the parse error's position is for
    /// programs (see [`ParseMoveError`]).
    ///
    /// ```
    /// use fers_rules::{IllegalCode, IllegalMove, ParseMoveError};
    /// let e = IllegalMove::unparsable("e9e4", &ParseMoveError::ExpectedSquare { at: 0 });
    /// assert_eq!(e.code, IllegalCode::Unparsable);
    /// assert_eq!(e.message, "`e9e4` is not a move in UCI or SAN notation for this board");
    /// ```
    pub fn unparsable(text: &str, error: &ParseMoveError) -> IllegalMove {
        match error {
            ParseMoveError::Empty => IllegalMove::new(IllegalCode::Unparsable, "no move given"),
            _ => IllegalMove::new(
                IllegalCode::Unparsable,
                format!("`{text}` is not a move in UCI or SAN notation for this board"),
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn all_lists_every_code_once() {
        // No wildcard: a new code fails to compile here until it is added to `ALL`.
        for code in IllegalCode::ALL {
            let index = match code {
                IllegalCode::Unparsable => 0,
                IllegalCode::GameOver => 1,
                IllegalCode::NoPieceOnSource => 2,
                IllegalCode::NotYourPiece => 3,
                IllegalCode::SameSquare => 4,
                IllegalCode::PieceCannotMoveThatWay => 5,
                IllegalCode::PathBlocked => 6,
                IllegalCode::OwnPieceOnTarget => 7,
                IllegalCode::KingInCheck => 8,
                IllegalCode::WouldExposeKing => 9,
                IllegalCode::KingMovesIntoCheck => 10,
                IllegalCode::CastlingNotAllowed => 11,
                IllegalCode::PromotionRequired => 12,
                IllegalCode::InvalidPromotion => 13,
                IllegalCode::EnPassantNotAvailable => 14,
                IllegalCode::AmbiguousMove => 15,
                IllegalCode::NothingToCapture => 16,
                IllegalCode::CaptureRequired => 17,
                IllegalCode::GivesCheck => 18,
                IllegalCode::NotInHand => 19,
                IllegalCode::DropNotAllowed => 20,
                IllegalCode::SelfExplosion => 21,
                IllegalCode::MutuallyImmune => 22,
                IllegalCode::LeavesRegion => 23,
                IllegalCode::FacingRoyals => 24,
                IllegalCode::DropMate => 25,
                IllegalCode::RoyalMoveInCheck => 26,
                IllegalCode::FirstMoveGone => 27,
                IllegalCode::BarredInCheck => 28,
                IllegalCode::NoGate => 29,
                IllegalCode::WallRequired => 30,
                IllegalCode::WallMisplaced => 31,
                IllegalCode::NoWalls => 32,
                IllegalCode::OntoWall => 33,
                IllegalCode::PetrifiesOwn => 34,
                IllegalCode::DropRequired => 35,
            };
            assert_eq!(IllegalCode::ALL[index], code);
        }
    }
}
