//! [`View`]: a position as validation and the families' explanations look at it — the
//! compiled ruleset and one state, borrowed — with the words refusals are written in
//! ("the white knight on g1").
//!
//! Validation (`validate/`) and each family's `explain.rs` add their methods to
//! it: a family's explanation may ask the generic ones (what refuses the move without
//! its gate, say) as one step of the same recursion.

use super::Compiled;
use crate::kernel::movegen;
use crate::kernel::{Move, Piece, State};
use crate::notation::{UciMove, write};
use fers_geometry::{Bits, BoardShape, Square, SquareSet};
use fers_movement::{Color, Kind, MAX_KINDS};

/// A compiled ruleset and a state of it, borrowed.
#[derive(Debug, Clone, Copy)]
pub(crate) struct View<'a, B: Bits> {
    /// The ruleset.
    pub(crate) tables: &'a Compiled<B>,
    /// The position's facts.
    pub(crate) state: &'a State<B>,
}

impl<'a, B: Bits> View<'a, B> {
    /// The view of `state` under `tables`.
    pub(crate) fn new(tables: &'a Compiled<B>, state: &'a State<B>) -> View<'a, B> {
        View { tables, state }
    }

    /// The board shape.
    pub(crate) fn shape(&self) -> BoardShape {
        self.tables.shape
    }

    /// The side to move.
    pub(crate) fn turn(&self) -> Color {
        self.state.turn
    }

    /// The piece on `sq`; `None` for an empty square or one this board lacks.
    pub(crate) fn piece_at(&self, sq: Square) -> Option<Piece> {
        (sq.index() < self.tables.shape.len())
            .then(|| self.state.piece_at(sq))
            .flatten()
    }

    /// Squares of `color`'s pieces.
    pub(crate) fn pieces(&self, color: Color) -> SquareSet<B> {
        self.state.color(color)
    }

    /// Pieces giving check to the side to move.
    pub(crate) fn checkers(&self) -> SquareSet<B> {
        self.state.checkers(self.tables, self.state.turn)
    }

    /// The royal pieces of `color`.
    pub(crate) fn royals(&self, color: Color) -> SquareSet<B> {
        self.state.royals(self.tables) & self.state.color(color)
    }

    /// Pieces of `by` attacking `sq` (none for a square this board lacks).
    pub(crate) fn attackers(&self, sq: Square, by: Color) -> SquareSet<B> {
        if sq.index() >= self.tables.shape.len() {
            return SquareSet::EMPTY;
        }
        let occupied = self.state.occupied();
        crate::kernel::attacks::attackers_to(self.tables, self.state, sq, by, occupied)
    }

    /// Whether the side to move is in check.
    pub(crate) fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// Every legal move.
    pub(crate) fn legal_moves(&self) -> Vec<Move> {
        movegen::legal_moves(self.tables, self.state)
    }

    /// Whether `m` takes a piece (on its destination, or en passant).
    pub(crate) fn is_capture(&self, m: Move) -> bool {
        self.state.is_capture(m)
    }

    /// The kinds a piece of `kind` may promote to in this position.
    pub(crate) fn promotion_choices(&self, kind: Kind) -> Vec<Kind> {
        use crate::kernel::Hooks;
        let mut buf = [Kind(0); MAX_KINDS];
        self.tables
            .promotion_choices(self.state, kind, &mut buf)
            .to_vec()
    }

    /// The move in UCI.
    pub(crate) fn uci(&self, m: Move) -> String {
        write::uci(self.tables, self.state, m)
    }

    /// The move in UCI, as a [`UciMove`] (to match moves field by field, not by text).
    pub(crate) fn uci_move(&self, m: Move) -> UciMove {
        write::uci_move(self.tables, self.state, m)
    }

    /// The move in SAN, with `+` or `#`.
    pub(crate) fn san(&self, m: Move) -> String {
        write::san(self.tables, self.state, m)
    }

    /// Describes a piece: "the white knight on g1".
    pub(crate) fn describe(&self, sq: Square) -> String {
        if self.state.walls().contains(sq) {
            return format!("the wall on {}", self.shape().square_name(sq));
        }
        match self.piece_at(sq) {
            Some(p) => format!(
                "the {} on {}",
                self.colored_name(p),
                self.shape().square_name(sq)
            ),
            None => format!("the empty square {}", self.shape().square_name(sq)),
        }
    }

    /// A piece's colour and kind: "white knight".
    pub(crate) fn colored_name(&self, p: Piece) -> String {
        format!(
            "{} {}",
            p.color.name(),
            self.tables.ruleset.pieces[p.kind.index()].name
        )
    }

    /// A square's name.
    pub(crate) fn name(&self, sq: Square) -> String {
        self.shape().square_name(sq).to_string()
    }
}
