//! The checked ruleset: every name resolved, every number in range.

use crate::{Color, Component};
use fers_geometry::{BoardShape, File, Square};

/// Index of a piece kind in its ruleset (declaration order).
pub type KindIndex = u8;

/// The most piece kinds one ruleset may declare.
pub const MAX_KINDS: usize = 32;

/// A piece kind, as declared by a ruleset.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PieceKind {
    /// The name used in the TOML and in messages (`knight`).
    pub name: String,
    /// The FEN letter, lowercase.
    pub letter: char,
    /// The SAN letter, or `None` for pieces written without one (pawns).
    pub san: Option<char>,
    /// How it moves.
    pub components: Vec<Component>,
    /// Checkmating it wins.
    pub royal: bool,
    /// How it promotes, if it does.
    pub promotion: Option<Promotion>,
    /// Ranks (0-based, from the mover's side) where `initial` components apply.
    pub initial_ranks: Vec<u8>,
    /// Whether king + this piece can mate a bare king.
    pub mates_alone: bool,
    /// Whether its moves reset the half-move clock (and so end the span in which
    /// positions can repeat), as a FIDE pawn's do.
    pub resets_clock: bool,
}

/// Promotion of a piece kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Promotion {
    /// Kinds it may become (white's only, when `black_to` is given).
    pub to: Vec<KindIndex>,
    /// Kinds black's pieces may become, when they differ from white's.
    pub black_to: Option<Vec<KindIndex>>,
    /// Ranks (0-based, mover's side) where it may promote.
    pub zone: Vec<u8>,
    /// Ranks (0-based, mover's side) where it must promote.
    pub mandatory: Vec<u8>,
    /// Only to kinds of which the side has fewer than in the start position.
    pub only_captured: bool,
}

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
pub struct Castling {
    /// The kind that castles.
    pub king: KindIndex,
    /// The partner kinds (usually just the rook).
    pub rooks: Vec<KindIndex>,
    /// Chess960 rules: start files come from the position, UCI is king-takes-rook.
    pub chess960: bool,
    /// The moves.
    pub moves: Vec<CastlingMove>,
}

/// What stalemate means for the side that cannot move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum StalemateRule {
    /// A draw (FIDE).
    Draw,
    /// The stalemated side loses (shatranj).
    Loss,
    /// The stalemated side wins (antichess).
    Win,
}

/// The game-end rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rules {
    /// What stalemate means.
    pub stalemate: StalemateRule,
    /// Full moves without capture or irreversible move after which a draw may be claimed.
    pub move_rule: Option<u32>,
    /// Full moves after which the game is drawn automatically.
    pub move_rule_forced: Option<u32>,
    /// Occurrences that allow a draw claim.
    pub repetition: Option<u32>,
    /// Occurrences that draw automatically.
    pub repetition_forced: Option<u32>,
    /// Whether dead positions by insufficient material are drawn.
    pub insufficient_material: bool,
    /// Whether a side left with only royal pieces loses (unless it bares back at once).
    pub bare_royal_loses: bool,
    /// Whether strict FENs are limited to material the start position can produce.
    pub material_from_start: bool,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules {
            stalemate: StalemateRule::Draw,
            move_rule: Some(50),
            move_rule_forced: Some(75),
            repetition: Some(3),
            repetition_forced: Some(5),
            insufficient_material: true,
            bare_royal_loses: false,
            material_from_start: false,
        }
    }
}

/// A checked ruleset: board, pieces, castling and rules, ready to compile for play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ruleset {
    /// Short name.
    pub name: String,
    /// One line for humans.
    pub description: String,
    /// Board size.
    pub shape: BoardShape,
    /// Start position (FEN).
    pub start_fen: String,
    /// Piece kinds; a kind's index is its position here.
    pub pieces: Vec<PieceKind>,
    /// Castling, if any.
    pub castling: Option<Castling>,
    /// End-of-game rules.
    pub rules: Rules,
}

impl Promotion {
    /// The kinds a piece of `color` may become, in the ruleset's order.
    pub fn choices(&self, color: Color) -> &[KindIndex] {
        match (&self.black_to, color) {
            (Some(black), Color::Black) => black,
            _ => &self.to,
        }
    }
}

impl Castling {
    /// The partner kinds as a mask.
    pub fn rook_mask(&self) -> u32 {
        self.rooks.iter().fold(0, |m, &k| m | 1 << k)
    }

    /// Whether `kind` is a castling partner.
    pub fn is_rook(&self, kind: KindIndex) -> bool {
        self.rooks.contains(&kind)
    }
}

impl Ruleset {
    /// The kind with FEN letter `c` (either case).
    pub fn kind_by_letter(&self, c: char) -> Option<KindIndex> {
        let c = c.to_ascii_lowercase();
        self.pieces
            .iter()
            .position(|p| p.letter == c)
            .map(|i| i as KindIndex)
    }

    /// The kind named `name`.
    pub fn kind_by_name(&self, name: &str) -> Option<KindIndex> {
        self.pieces
            .iter()
            .position(|p| p.name == name)
            .map(|i| i as KindIndex)
    }

    /// The royal kind, if exactly one kind is royal.
    pub fn royal_kind(&self) -> Option<KindIndex> {
        match self.royal_kinds()[..] {
            [k] => Some(k),
            _ => None,
        }
    }

    /// Every royal kind, in declaration order (none, one, or several).
    pub fn royal_kinds(&self) -> Vec<KindIndex> {
        self.pieces
            .iter()
            .enumerate()
            .filter(|(_, p)| p.royal)
            .map(|(i, _)| i as KindIndex)
            .collect()
    }

    /// The kind with SAN letter `c` (uppercase).
    pub fn kind_by_san(&self, c: char) -> Option<KindIndex> {
        self.pieces
            .iter()
            .position(|p| p.san == Some(c))
            .map(|i| i as KindIndex)
    }
}
