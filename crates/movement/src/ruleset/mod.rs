//! The checked ruleset: every name resolved, every number in range.
//!
//! [`Ruleset`] is here; its parts each have a file: a piece kind and its promotion
//! (`piece.rs`), castling (`castling.rs`), the rules of `[rules]` (`rules.rs`), the
//! pieces in hand (`hands.rs`) and how players write moves (`players.rs`).

mod castling;
mod hands;
mod piece;
mod players;
mod rules;

pub use castling::{Castling, CastlingMove, CastlingSide};
pub use hands::{CaptureDestination, DropObligation, Hands};
pub use piece::{PieceKind, Promotion};
pub use players::Players;
pub use rules::{
    Chase, Connect, Counting, Explosion, Extinction, Flag, FlagReply, FlipRule, HonourCounting,
    HonourLimit, RepetitionResult, Rules, StalemateRule, Verdict, WallPlacement, Walls,
};

use crate::ByColor;
use crate::kind::Kind;
use crate::start::StartPosition;
use fers_geometry::{BoardShape, Square};

/// A checked ruleset: board, pieces, castling and rules, ready to compile for play.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Ruleset {
    /// Short name.
    pub name: String,
    /// One line for humans.
    pub description: String,
    /// Board size.
    pub shape: BoardShape,
    /// Start position (FEN), as the ruleset writes it.
    pub start_fen: String,
    /// The start position, read once: its board square by square, its pocket, the side
    /// to move and its other fields.
    pub start: StartPosition,
    /// Piece kinds; a kind's index is its position here.
    pub pieces: Vec<PieceKind>,
    /// Castling, if any.
    pub castling: Option<Castling>,
    /// The rules of `[rules]`: how the game ends, and the families configured there.
    pub rules: Rules,
    /// Pieces in hand and drops, if the game has them (`[hands]`).
    pub hands: Option<Hands>,
    /// Named sets of squares (`[regions]`), in declaration order.
    pub regions: Vec<NamedRegion>,
    /// Squares that are not part of the board, marked `*` in the start position (as
    /// Fairy-Stockfish writes them), in index order: nothing stands on them and no
    /// line passes through them.
    pub holes: Vec<Square>,
    /// How the game's players write its moves and name its sides (`[notation]`).
    pub players: Players,
}

/// A named set of squares of `[regions]` (a palace, a side's half), for each side.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct NamedRegion {
    /// The name used in the TOML and in messages (`palace`).
    pub name: String,
    /// Each side's squares, in index order.
    pub squares: ByColor<Vec<Square>>,
}

impl Ruleset {
    /// The declaration of `kind`: its name, letters and moves.
    ///
    /// # Panics
    /// If `kind` is not one of this ruleset's kinds (a [`Kind`] made by hand may be out
    /// of range): [`get_piece`](Self::get_piece) answers `None` instead.
    pub fn piece(&self, kind: Kind) -> &PieceKind {
        &self.pieces[kind.index()]
    }

    /// The declaration of `kind`, or `None` if `kind` is not one of this ruleset's kinds.
    pub fn get_piece(&self, kind: Kind) -> Option<&PieceKind> {
        self.pieces.get(kind.index())
    }

    /// Every kind of this ruleset, in declaration order: the kinds for which
    /// [`piece`](Self::piece) answers.
    pub fn kinds(&self) -> impl Iterator<Item = Kind> + '_ {
        (0..self.pieces.len() as u8).map(Kind)
    }

    /// The kind with FEN letter `c` (either case), not a shogi-promoted one.
    pub fn kind_by_letter(&self, c: char) -> Option<Kind> {
        self.kind_by_symbol(c, false)
    }

    /// The kind written `c` (either case), or `+c` when `promoted`: a shogi-promoted
    /// kind ([`PieceKind::unpromoted`]).
    pub fn kind_by_symbol(&self, c: char, promoted: bool) -> Option<Kind> {
        let c = c.to_ascii_lowercase();
        self.pieces
            .iter()
            .position(|p| p.letter == c && p.unpromoted.is_some() == promoted)
            .map(|i| Kind(i as u8))
    }

    /// The shogi-promoted form of `kind`, the kind written `+x` for its letter `x`, if
    /// the ruleset declares one.
    pub fn promoted_form(&self, kind: Kind) -> Option<Kind> {
        let p = self.pieces.get(kind.index())?;
        if p.unpromoted.is_some() {
            return None;
        }
        self.kind_by_symbol(p.letter, true)
    }

    /// Whether a piece of `mover` becoming `target` is a demotion: `mover` is a
    /// shogi-promoted kind (`+p`) turning back into the kind it is the promoted form of
    /// (kyoto shogi), written with a `-` after the UCI move.
    pub fn is_demotion(&self, mover: Kind, target: Kind) -> bool {
        self.pieces
            .get(mover.index())
            .is_some_and(|p| p.unpromoted == Some(target))
    }

    /// Whether a piece of `mover` becoming `target` can be undone: a demotion, or a
    /// promotion into a `+x` kind that itself demotes back to `mover` (kyoto shogi's
    /// pieces, which turn over with every move). Such a move does not reset the
    /// half-move clock, as in Fairy-Stockfish.
    pub fn is_reversible_promotion(&self, mover: Kind, target: Kind) -> bool {
        self.is_demotion(mover, target)
            || (self.is_demotion(target, mover)
                && (self.pieces.get(target.index()))
                    .and_then(|p| p.promotion.as_ref())
                    .is_some_and(|pr| pr.to.contains(&mover)))
    }

    /// The kind named `name`.
    pub fn kind_by_name(&self, name: &str) -> Option<Kind> {
        self.pieces
            .iter()
            .position(|p| p.name == name)
            .map(|i| Kind(i as u8))
    }

    /// The royal kind, if exactly one kind is royal.
    pub fn royal_kind(&self) -> Option<Kind> {
        match self.royal_kinds()[..] {
            [k] => Some(k),
            _ => None,
        }
    }

    /// Every royal kind, in declaration order (none, one, or several).
    pub fn royal_kinds(&self) -> Vec<Kind> {
        self.pieces
            .iter()
            .enumerate()
            .filter(|(_, p)| p.royal)
            .map(|(i, _)| Kind(i as u8))
            .collect()
    }

    /// The kind with SAN letter `c` (uppercase).
    pub fn kind_by_san(&self, c: char) -> Option<Kind> {
        self.pieces
            .iter()
            .position(|p| p.san == Some(c))
            .map(|i| Kind(i as u8))
    }
}
