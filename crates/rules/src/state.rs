//! [`State`]: the bare facts of a position, without the ruleset — cheap to copy.

use crate::piece::Piece;
use fers_geometry::{Bits, Square, SquareSet};
use fers_movement::{ByColor, Color, KindIndex, MAX_KINDS};

/// Board contents and the counters of a position. Positions are copied on every move
/// made during search, so everything here is plain data; the ruleset's tables are
/// passed beside it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct State<B: Bits> {
    pub(crate) by_color: ByColor<SquareSet<B>>,
    pub(crate) by_kind: [SquareSet<B>; MAX_KINDS],
    pub(crate) mailbox: B::Mailbox,
    pub(crate) turn: Color,
    /// Squares of partner rooks that may still castle.
    pub(crate) castling: SquareSet<B>,
    /// En-passant target squares (passed over by the last move).
    pub(crate) ep_targets: SquareSet<B>,
    /// The piece that can be taken en passant.
    pub(crate) ep_victim: Option<Square>,
    /// Whether an en-passant capture is legal now: only then does the target count for
    /// the hash (repetition, FIDE 9.2.3) and the FEN.
    pub(crate) ep_legal: bool,
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: u32,
    pub(crate) hash: u64,
}

impl<B: Bits> State<B> {
    pub(crate) fn empty() -> State<B> {
        State {
            by_color: ByColor::default(),
            by_kind: [SquareSet::EMPTY; MAX_KINDS],
            mailbox: B::EMPTY_MAILBOX,
            turn: Color::White,
            castling: SquareSet::EMPTY,
            ep_targets: SquareSet::EMPTY,
            ep_victim: None,
            ep_legal: false,
            halfmoves: 0,
            fullmoves: 1,
            hash: 0,
        }
    }

    /// The piece on `sq`.
    #[inline(always)]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Piece::from_code(self.mailbox.as_ref()[sq.index()])
    }

    /// All pieces of `color`.
    #[inline(always)]
    pub fn color(&self, color: Color) -> SquareSet<B> {
        self.by_color[color]
    }

    /// All pieces.
    #[inline(always)]
    pub fn occupied(&self) -> SquareSet<B> {
        self.by_color.white | self.by_color.black
    }

    /// Pieces of `kind`, both colours.
    #[inline(always)]
    pub fn kind(&self, kind: KindIndex) -> SquareSet<B> {
        self.by_kind[kind as usize]
    }

    /// Pieces of any kind in `mask`, both colours.
    #[inline(always)]
    pub fn kinds(&self, mut mask: u32) -> SquareSet<B> {
        let mut out = SquareSet::EMPTY;
        while mask != 0 {
            out |= self.by_kind[mask.trailing_zeros() as usize];
            mask &= mask - 1;
        }
        out
    }
}
