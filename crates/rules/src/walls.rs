//! Walls (`[rules.walls]`): squares that block every piece and that nothing may take or
//! land on, placed as the second part of a move (amazons' arrows, duck chess's duck,
//! isolation, snail trail, joust) or left by a capturing piece that turns to stone
//! (petrified).
//!
//! A wall is kept in the [`State`] without a field of its own: its square is in *both*
//! sides' piece sets and in no kind's, with an empty mailbox entry. So every occupancy
//! (`State::occupied`, sliders' lines, castling's empty squares, attacks) sees it as a
//! blocker, each side's `ours` keeps its pieces off it, it attacks nothing, and
//! `State::walls` is one AND. Only capture targets must leave it out, which the exact
//! legality path (the one rulesets with walls take, having no royal piece) does. Each
//! wall has a Zobrist key of its own, derived from its square.
//!
//! Rulesets with walls take the goal path of the move generator: the moves of the pieces
//! are generated (walls blocking), filtered by pseudo-royalty (petrified), and then each
//! is completed by every square its wall may go to ([`State::wall_squares`]), judged on
//! the position after the piece's move.

use crate::moves::{Move, MoveKind, Placement};
use crate::state::State;
use crate::tables::KindMask;
use crate::tables::Tables;
use fers_geometry::{Bits, Square, SquareSet};
use fers_movement::{ByColor, Color, Kind, WallPlacement};

/// The compiled `[rules.walls]`.
#[derive(Debug, Clone)]
pub(crate) struct WallTables<B: Bits> {
    /// Where moves place walls, if they do.
    pub(crate) placement: Option<WallPlacement>,
    /// Each side's squares where it may place a wall (the whole board without a region).
    pub(crate) region: ByColor<SquareSet<B>>,
    /// Kinds that turn to stone when they capture.
    pub(crate) petrify: KindMask,
}

impl<B: Bits> WallTables<B> {
    /// The walls of `ruleset` on `board`, if it has `[rules.walls]`.
    pub(crate) fn compile(
        ruleset: &fers_movement::Ruleset,
        board: SquareSet<B>,
    ) -> Option<WallTables<B>> {
        let w = ruleset.rules.walls.as_ref()?;
        let region = ByColor::new_with(|c| match w.region.and_then(|r| ruleset.regions.get(r)) {
            Some(r) => r.squares[c].iter().copied().collect::<SquareSet<B>>() & board,
            None => board,
        });
        let petrify = w.petrify.iter().fold(0, |m, k| m | k.mask());
        Some(WallTables {
            placement: w.placement,
            region,
            petrify,
        })
    }
}

/// The Zobrist key of a wall on `sq`: derived by SplitMix64 from the square, as hand
/// keys are, so the tables need no more keys.
pub(crate) fn wall_key(sq: Square) -> u64 {
    let mut z = 0x7761_6c6c_0000_0000_u64 ^ (u64::from(sq.0) << 1);
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl<B: Bits> State<B> {
    /// The walls on the board (empty in rulesets without them).
    #[inline(always)]
    pub fn walls(&self) -> SquareSet<B> {
        self.by_color.white & self.by_color.black
    }

    /// Puts a wall on the empty square `sq`, updating the hash.
    pub(crate) fn put_wall(&mut self, sq: Square) {
        self.by_color.white = self.by_color.white.with(sq);
        self.by_color.black = self.by_color.black.with(sq);
        self.hash ^= wall_key(sq);
    }

    /// Takes every wall off the board (the duck, before it moves), updating the hash.
    fn clear_walls(&mut self) {
        for sq in self.walls() {
            self.by_color.white = self.by_color.white.without(sq);
            self.by_color.black = self.by_color.black.without(sq);
            self.hash ^= wall_key(sq);
        }
    }

    /// The second part of a move: its wall placed (the duck moved), or a piece gated
    /// from the hand. Out of line and cold: most moves have none.
    #[cold]
    #[inline(never)]
    pub(crate) fn place_second(&mut self, t: &Tables<B>, color: Color, p: Placement) {
        if !p.is_wall() {
            self.drop_from_hand(t, color, p.kind, p.square);
            return;
        }
        if t.walls
            .as_ref()
            .is_some_and(|w| w.placement == Some(WallPlacement::Duck))
        {
            self.clear_walls();
        }
        self.put_wall(p.square);
    }

    /// After a capture by a piece of kind `mover` landing on `to`: the piece there turns
    /// to stone if it moved as a kind that petrifies and is one where it landed (a pawn
    /// that captures and promotes does not, as in Fairy-Stockfish).
    pub(crate) fn petrify(&mut self, t: &Tables<B>, w: &WallTables<B>, mover: Kind, to: Square) {
        if w.petrify & mover.mask() != 0
            && self
                .piece_at(to)
                .is_some_and(|p| w.petrify & p.kind.mask() != 0)
        {
            self.remove(t, to);
            self.put_wall(to);
        }
    }

    /// The squares where the wall of the move `m` (of the side to move, without its
    /// second part) may go: judged on `after`, the position after the piece's move.
    pub(crate) fn wall_squares(
        &self,
        t: &Tables<B>,
        w: &WallTables<B>,
        m: Move,
        after: &State<B>,
    ) -> SquareSet<B> {
        let Some(placement) = w.placement else {
            return SquareSet::EMPTY;
        };
        let us = self.turn;
        // Empty squares after the move: the walls standing (the duck's own square
        // included) are occupied.
        let empty = t.board & !after.occupied() & w.region[us];
        match placement {
            WallPlacement::Vacated => empty & SquareSet::EMPTY.with(m.from),
            WallPlacement::Anywhere | WallPlacement::Duck => empty,
            WallPlacement::Arrow => {
                let landed = match m.kind {
                    MoveKind::Castle(_) => match t.castling_plan(us, m.from, m.to) {
                        Some(p) => p.king_to,
                        None => m.to,
                    },
                    _ => m.to,
                };
                // As the kind it moved as (before a promotion), as in Fairy-Stockfish.
                let pm = &t.moves[m.piece.index()][us];
                let ours = after.by_color[us];
                let theirs = after.by_color[!us] & !after.by_color[us];
                crate::movegen::pseudo_targets(t, after, pm, landed, ours, theirs) & empty
            }
        }
    }

    /// Every completion of the piece move `m` by its wall, into `out` (`m` itself where
    /// moves place no wall).
    pub(crate) fn with_walls(&self, t: &Tables<B>, m: Move, out: &mut Vec<Move>) {
        let Some(w) = t.walls.as_ref().filter(|w| w.placement.is_some()) else {
            out.push(m);
            return;
        };
        let mut after = *self;
        after.play(t, m);
        for sq in self.wall_squares(t, w, m, &after) {
            out.push(Move {
                second: Some(Placement::wall(sq)),
                ..m
            });
        }
    }
}
