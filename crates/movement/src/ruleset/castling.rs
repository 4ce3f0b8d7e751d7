//! Castling in a ruleset: [`Castling`] and its [`CastlingMove`]s.

use crate::kind::Kind;
use fers_geometry::{File, Square};

/// Which way a castling move goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CastlingSide {
    /// Towards the higher files (O-O, FEN `K`).
    King,
    /// Towards the lower files (O-O-O, FEN `Q`).
    Queen,
}

impl CastlingSide {
    /// SAN text.
    pub fn san(self) -> &'static str {
        match self {
            CastlingSide::King => "O-O",
            CastlingSide::Queen => "O-O-O",
        }
    }
}

/// One castling move, with white's squares (black's are the rank-mirrored ones).
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct CastlingMove {
    /// Which side.
    pub side: CastlingSide,
    /// King's start file (fixed mode only).
    pub king_from: Option<File>,
    /// Rook's start file (fixed mode only).
    pub rook_from: Option<File>,
    /// King's destination file.
    pub king_to: File,
    /// Rook's destination file.
    pub rook_to: File,
    /// The castling rank (0-based, from the mover's side).
    pub rank: u8,
    /// Explicit squares that must be empty (white's); derived when `None`.
    pub empty: Option<Vec<Square>>,
    /// Explicit squares that must not be attacked (white's); derived when `None`.
    pub safe: Option<Vec<Square>>,
}

/// Castling in a ruleset.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Castling {
    /// The kind that castles.
    pub king: Kind,
    /// The partner kinds (usually just the rook).
    pub rooks: Vec<Kind>,
    /// Chess960 rules: start files come from the position, UCI is king-takes-rook.
    pub chess960: bool,
    /// A king or rook dropped onto its castling square gains the right as if it had
    /// stood there from the start (`by-drop`: placement).
    pub by_drop: bool,
    /// Castling on one side takes the opponent's right to castle on that side
    /// (`opposite-sides`, Fairy-Stockfish's `oppositeCastling`): the two sides castle
    /// to opposite wings.
    pub opposite_sides: bool,
    /// The moves.
    pub moves: Vec<CastlingMove>,
}

impl Castling {
    /// The partner kinds as a mask.
    pub fn rook_mask(&self) -> u32 {
        self.rooks.iter().fold(0, |m, &k| m | 1 << k.0)
    }

    /// Whether `kind` is a castling partner.
    pub fn is_rook(&self, kind: Kind) -> bool {
        self.rooks.contains(&kind)
    }
}
