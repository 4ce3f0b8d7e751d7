//! The reference generator's board: a plain mailbox with the few facts of a position
//! that move generation reads, and the geometry helpers it needs, all written out.

use fers_geometry::{Bits, BoardShape, Offset, Square};
use fers_movement::{ByColor, Color, Component, PieceKind, Ruleset};
use fers_rules::Piece;
use fers_rules::typed::Position;

/// A position as the reference generator sees it: one cell per square.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    /// Board size.
    pub shape: BoardShape,
    /// The piece on each square, indexed by [`Square::index`].
    pub cells: Vec<Option<Piece>>,
    /// The side to move.
    pub turn: Color,
    /// Squares of partner rooks that may still castle (both sides), sorted.
    pub castling: Vec<Square>,
    /// En-passant target squares, sorted.
    pub ep_targets: Vec<Square>,
    /// The piece that an en-passant capture removes.
    pub ep_victim: Option<Square>,
    /// The checks each side has given (counted under a `check-limit`, else zero).
    pub checks_given: ByColor<u8>,
    /// Pieces in each side's hand, by kind index (all zero without `[hands]`).
    pub hands: ByColor<Vec<u8>>,
    /// Squares of pieces marked promoted (`Q~`), sorted.
    pub promoted: Vec<Square>,
    /// Squares of the pieces that may still gate (`gating`), both sides, sorted.
    pub gates: Vec<Square>,
    /// Squares that are not part of the board (the ruleset's holes), sorted.
    pub holes: Vec<Square>,
    /// Walls (`[rules.walls]`), sorted: no piece stands there, none passes or lands.
    pub walls: Vec<Square>,
    /// Passes made in a row just before this position, at most 2 (`pass = true`).
    pub passes: u8,
    /// The side and castling side of the move that led here, if it castled
    /// (`castling-wins`); none in a position read from a [`Position`].
    pub castled: Option<(Color, fers_movement::CastlingSide)>,
    /// The count of `[rules.honour-counting]`: plies counted and the limit in plies.
    pub honour_count: Option<(u32, u32)>,
    /// Per side, under `decisive-checks`: in check, with a decisive check in its series.
    pub decisive_check: ByColor<bool>,
}

impl Board {
    /// Reads a position through its public accessors.
    pub fn of<B: Bits>(pos: &Position<B>) -> Board {
        let shape = pos.shape();
        Board {
            shape,
            cells: shape.squares().map(|sq| pos.piece_at(sq)).collect(),
            turn: pos.turn(),
            castling: pos.castling_rights().iter().collect(),
            ep_targets: pos.en_passant_targets().iter().collect(),
            ep_victim: pos.en_passant_victim(),
            checks_given: ByColor::new_with(|c| pos.checks_given(c)),
            hands: ByColor::new_with(|c| {
                pos.tables()
                    .ruleset()
                    .kinds()
                    .map(|k| pos.in_hand(c, k))
                    .collect()
            }),
            promoted: shape.squares().filter(|&sq| pos.is_promoted(sq)).collect(),
            gates: pos.gates().iter().collect(),
            holes: pos.tables().ruleset().holes.clone(),
            walls: pos.walls().iter().collect(),
            passes: pos.passes(),
            castled: None,
            honour_count: pos.honour_count(),
            decisive_check: ByColor::new_with(|c| pos.decisive_check(c)),
        }
    }

    /// Whether a white and a black royal piece stand on one file or rank with every
    /// square between them empty (`facing-royals-end`).
    pub fn royals_face(&self, ruleset: &Ruleset) -> bool {
        let shape = self.shape;
        let black = self.royals(ruleset, Color::Black);
        self.royals(ruleset, Color::White).into_iter().any(|w| {
            black.iter().any(|&b| {
                let (fw, rw) = (shape.file_of(w), shape.rank_of(w));
                let (fb, rb) = (shape.file_of(b), shape.rank_of(b));
                (fw == fb || rw == rb)
                    && shape
                        .between::<u128>(w, b)
                        .iter()
                        .all(|sq| self.at(sq).is_none())
            })
        })
    }

    /// The piece on `sq`.
    pub fn at(&self, sq: Square) -> Option<Piece> {
        self.cells[sq.index()]
    }

    /// Whether `sq` is empty.
    pub fn is_empty(&self, sq: Square) -> bool {
        self.at(sq).is_none() && !self.holes.contains(&sq) && !self.walls.contains(&sq)
    }

    /// The squares of `color`'s pieces, with the pieces.
    pub fn pieces(&self, color: Color) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.shape
            .squares()
            .filter_map(move |sq| self.at(sq).filter(|p| p.color == color).map(|p| (sq, p)))
    }

    /// The squares of `color`'s pieces of the royal kind.
    pub fn royals(&self, ruleset: &Ruleset, color: Color) -> Vec<Square> {
        self.pieces(color)
            .filter(|(_, p)| ruleset.pieces[p.kind.index()].royal)
            .map(|(sq, _)| sq)
            .collect()
    }

    /// The rank of `sq` counted from `color`'s side (0 is its first rank).
    pub fn relative_rank(&self, sq: Square, color: Color) -> u8 {
        let r = self.shape.rank_of(sq).0;
        match color {
            Color::White => r,
            Color::Black => self.shape.ranks() - 1 - r,
        }
    }

    /// `sq` moved by `o` (already oriented), if on the board.
    pub fn step(&self, sq: Square, o: Offset, times: i32) -> Option<Square> {
        self.shape
            .offset(sq, o.file as i32 * times, o.rank as i32 * times)
            .filter(|to| !self.holes.contains(to))
    }
}

/// An offset of component `c` as written (white's view) turned for `color`: black's
/// rank is negated, and its file too when the component rotates (Betza `l`/`r`).
pub fn orient(c: &Component, o: Offset, color: Color) -> Offset {
    match (color, c.rotates) {
        (Color::White, _) => o,
        (Color::Black, false) => Offset::new(o.file, -o.rank),
        (Color::Black, true) => Offset::new(-o.file, -o.rank),
    }
}

/// Whether `piece` may use component `c` from `sq`: `initial` components only from its
/// initial ranks or initial region, `from_ranks` components only from those ranks, a component `within` a
/// region only from its squares.
pub fn usable_from(
    ruleset: &Ruleset,
    board: &Board,
    piece: &PieceKind,
    c: &Component,
    sq: Square,
    color: Color,
) -> bool {
    let rank = board.relative_rank(sq, color);
    let initial_region = piece
        .initial_region
        .is_some_and(|r| ruleset.regions[r].squares[color].contains(&sq));
    if c.initial && !piece.initial_ranks.contains(&rank) && !initial_region {
        return false;
    }
    // A first move needs its right, kept on the piece's square with the castling
    // rights; a `not-in-check` move, a side not in check.
    if c.first_move && !board.castling.contains(&sq) {
        return false;
    }
    if c.not_in_check && !super::checkers_on(ruleset, board).is_empty() {
        return false;
    }
    if !within(ruleset, c, sq, color) {
        return false;
    }
    match &c.from_ranks {
        Some(ranks) => ranks.contains(&rank),
        None => true,
    }
}

/// Whether `sq` is in the region component `c` is `within` for `color` (always true for
/// a component without one).
pub fn within(ruleset: &Ruleset, c: &Component, sq: Square, color: Color) -> bool {
    c.within
        .is_none_or(|r| ruleset.regions[r].squares[color].contains(&sq))
}

/// The squares a lame leap from `from` by the oriented offset `o` passes, which must be
/// empty: every square strictly between for a straight leap; for a knight- or
/// zebra-shaped one the orthogonal first step along the longer leg, then diagonal steps
/// up to the square before the target; nothing for any other leap.
pub fn lame_path(board: &Board, from: Square, o: Offset) -> Vec<Square> {
    let (f, r) = (o.file as i32, o.rank as i32);
    let straight = f == 0 || r == 0 || f.abs() == r.abs();
    if straight {
        let n = f.abs().max(r.abs());
        (1..n)
            .filter_map(|k| board.shape.offset(from, f.signum() * k, r.signum() * k))
            .collect()
    } else if (f.abs() - r.abs()).abs() == 1 {
        // One orthogonal step along the longer leg, then diagonal steps: the knight's
        // one square, the zebra's two.
        let long = f.abs().max(r.abs());
        let (of, or) = if f.abs() > r.abs() {
            (f.signum(), 0)
        } else {
            (0, r.signum())
        };
        (0..long - 1)
            .filter_map(|k| {
                board
                    .shape
                    .offset(from, of + f.signum() * k, or + r.signum() * k)
            })
            .collect()
    } else {
        Vec::new()
    }
}

/// How many pieces of each kind each side has in the ruleset's start position.
pub fn start_counts(ruleset: &Ruleset, color: Color) -> Vec<u32> {
    let mut counts = vec![0u32; ruleset.pieces.len()];
    let field = ruleset.start_fen.split_whitespace().next().unwrap_or("");
    // `+P`: the kind written `+p` (shogi-promoted).
    let mut promoted = false;
    for c in field.chars() {
        let plus = std::mem::replace(&mut promoted, c == '+');
        if !c.is_ascii_alphabetic() {
            continue;
        }
        if Color::of_letter(c) == color
            && let Some(k) = ruleset.kind_by_symbol(c, plus)
        {
            counts[k.index()] += 1;
        }
    }
    counts
}
