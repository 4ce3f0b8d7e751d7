//! A piece kind as its ruleset declares it: [`PieceKind`], and its [`Promotion`].

use crate::kind::Kind;
use crate::{Color, Component};
use fers_geometry::{BoardShape, Square};

use super::NamedRegion;
#[cfg(doc)]
use super::{Hands, Ruleset};

/// A piece kind, as declared by a ruleset.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct PieceKind {
    /// The name used in the TOML and in messages (`knight`).
    pub name: String,
    /// The FEN letter, lowercase.
    pub letter: char,
    /// The SAN letter, or `None` for pieces written without one (pawns).
    pub san: Option<char>,
    /// The letter the game's own notation (xiangqi's WXF, janggi's, Thai and shogi
    /// notation's Latin letters) writes for it, where that is not its SAN letter
    /// (`notation-letter`: the xiangqi horse's `H`). `None`: its SAN letter, or for a
    /// piece SAN writes without one, its FEN letter uppercase.
    pub notation_letter: Option<char>,
    /// How it moves.
    pub components: Vec<Component>,
    /// Checkmating it wins.
    pub royal: bool,
    /// How it promotes, if it does.
    pub promotion: Option<Promotion>,
    /// Ranks (0-based, from the mover's side) where `initial` components apply.
    pub initial_ranks: Vec<u8>,
    /// A region (an index into [`Ruleset::regions`]) whose squares `initial` components
    /// apply from too (`initial-region`: wolf chess's rank 2 and b3, c3, f3, g3; the
    /// ranks are then empty). `None`: the ranks alone.
    pub initial_region: Option<usize>,
    /// Whether king + this piece can mate a bare king.
    pub mates_alone: bool,
    /// Whether its moves reset the half-move clock (and so end the span in which
    /// positions can repeat), as a FIDE pawn's do.
    pub resets_clock: bool,
    /// With `resets_clock`: a move resets the clock only when the piece could not move
    /// back by one quiet move of its own on an empty board, from where it landed to where
    /// it came from (`resets-clock-unless-reversible`, as Fairy-Stockfish judges the
    /// moves of its `pawnTypes`). Captures and promotions reset it whatever this says.
    pub resets_clock_unless_reversible: bool,
    /// Ranks (0-based, from the dropping side) where it may be dropped from hand, in a
    /// ruleset with [`Hands`]: `drop-ranks`, by default every rank but those where it
    /// must promote (its promotion's `mandatory` ranks).
    pub drop_ranks: Vec<u8>,
    /// With [`Hands`]: a region (an index into [`Ruleset::regions`]) outside which it is
    /// never dropped (`drop-region`): it is dropped on the squares of the region for the
    /// dropping side that are also on its [`drop_ranks`](Self::drop_ranks). `None`:
    /// the ranks alone.
    pub drop_region: Option<usize>,
    /// A piece may promote into this kind only while its side has fewer than this many
    /// of it (spartan's kings: 2); `None`: no limit.
    pub promotion_limit: Option<u32>,
    /// The region (an index into [`Ruleset::regions`]) its moves never leave: every
    /// move and capture lands in it. `None`: the whole board.
    pub confined_to: Option<usize>,
    /// For a shogi-promoted kind (`letter = "+p"`, a tokin): the kind it is the promoted
    /// form of. It shares that kind's [`letter`](Self::letter), is written with a `+`
    /// before it (`+P` in FEN, a `+` after a UCI move that promotes to it), and goes to
    /// a hand as that kind when captured.
    pub unpromoted: Option<Kind>,
    /// With hands: a piece of this kind is not dropped on a file that already holds this
    /// many of its side's pieces of the kind (`drop-file-limit`; shogi's nifu: 1).
    pub drop_file_limit: Option<u8>,
    /// With hands: whether a drop of this kind may give checkmate (`drop-mate`; false for
    /// shogi's pawn, uchifuzume).
    pub drop_mates: bool,
    /// With hands: a side's pieces of this kind are dropped on squares of both colours,
    /// as evenly as their number allows (`drop-opposite-colours`; placement's bishops).
    pub drop_opposite_colours: bool,
    /// Whether a checkmate given by pieces of this kind alone (every checker of such a
    /// kind) loses for the side that gives it (`mate-loses`; shatar's knight).
    pub mate_loses: bool,
    /// Kinds that may not serve as this kind's screen when it hops (`no-screen`; the
    /// janggi cannon does not hop over a cannon).
    pub no_screen: Vec<Kind>,
    /// Enemy kinds that take this piece's first-move right away by moving onto a square
    /// from which they would attack it on an empty board (`first-move-aimed-by`: the
    /// cambodian king's leap is lost to a rook on its file or rank).
    pub first_move_aimed_by: Vec<Kind>,
}

impl PieceKind {
    /// The FEN symbol of a piece of this kind and `color`: its letter, uppercase for
    /// white, after a `+` for a shogi-promoted kind (`+P`).
    pub fn symbol(&self, color: Color) -> String {
        let letter = match color {
            Color::White => self.letter.to_ascii_uppercase(),
            Color::Black => self.letter,
        };
        if self.unpromoted.is_some() {
            format!("+{letter}")
        } else {
            letter.to_string()
        }
    }
}

/// Promotion of a piece kind.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Promotion {
    /// Kinds it may become (white's only, when `black_to` is given).
    pub to: Vec<Kind>,
    /// Kinds black's pieces may become, when they differ from white's.
    pub black_to: Option<Vec<Kind>>,
    /// Ranks (0-based, mover's side) where it may promote.
    pub zone: Vec<u8>,
    /// A region (an index into [`Ruleset::regions`]) whose squares are in the zone too
    /// (`zone = "name"`; the ranks are then empty).
    pub zone_region: Option<usize>,
    /// Ranks (0-based, mover's side) where it must promote.
    pub mandatory: Vec<u8>,
    /// A region whose squares are mandatory too (`mandatory = "name"`, or the zone's
    /// region when `mandatory` is not given).
    pub mandatory_region: Option<usize>,
    /// Only to kinds of which the side has fewer than in the start position.
    pub only_captured: bool,
    /// A move that starts in the zone may promote too, wherever it ends, and one that
    /// starts on a mandatory rank must (shogi: a piece promotes on entering, moving in
    /// or leaving the zone). Otherwise only the destination counts.
    pub from_zone: bool,
    /// Only captures promote (`on-capture`; micro shogi): a quiet move never does and
    /// is never bound by `mandatory`, which binds captures alone.
    pub on_capture: bool,
    /// `in-place`: the piece promotes by a move of its own (sittuyin), never on arrival.
    /// A piece standing in the zone, or anywhere when it is its side's only piece of
    /// the kind, becomes one of `to` on its square (`e5e5f`) or by one move the new kind
    /// makes without capturing (`e5f6f`); the new piece may not attack an enemy piece
    /// there, nor the move give check. `mandatory` is then empty.
    pub in_place: bool,
    /// Whether an en-passant capture that lands in the zone promotes (`en-passant`,
    /// default true). False as in Fairy-Stockfish, which never promotes en passant: the
    /// piece then stands unpromoted in the zone, even on a `mandatory` square, and
    /// promotes on its next move there.
    pub en_passant: bool,
}

impl Promotion {
    /// The kinds a piece of `color` may become, in the ruleset's order.
    pub fn choices(&self, color: Color) -> &[Kind] {
        match (&self.black_to, color) {
            (Some(black), Color::Black) => black,
            _ => &self.to,
        }
    }

    /// Whether a piece of `color` may promote on `sq`: on a `zone` rank, in the
    /// `zone` region, or where it must promote. `regions` and `shape` are the
    /// ruleset's.
    pub fn in_zone(
        &self,
        regions: &[NamedRegion],
        shape: BoardShape,
        color: Color,
        sq: Square,
    ) -> bool {
        on_area(&self.zone, self.zone_region, regions, shape, color, sq)
            || self.is_mandatory(regions, shape, color, sq)
    }

    /// Whether a piece of `color` must promote on `sq`: on a `mandatory` rank or in the
    /// `mandatory` region.
    pub fn is_mandatory(
        &self,
        regions: &[NamedRegion],
        shape: BoardShape,
        color: Color,
        sq: Square,
    ) -> bool {
        on_area(
            &self.mandatory,
            self.mandatory_region,
            regions,
            shape,
            color,
            sq,
        )
    }
}

impl PieceKind {
    /// Whether this kind's `initial` components apply from `sq` for `color`: on one of
    /// its `initial_ranks` or in its `initial_region`.
    pub fn initial_on(
        &self,
        regions: &[NamedRegion],
        shape: BoardShape,
        color: Color,
        sq: Square,
    ) -> bool {
        on_area(
            &self.initial_ranks,
            self.initial_region,
            regions,
            shape,
            color,
            sq,
        )
    }

    /// Whether a piece of this kind may be dropped by `color` on `sq` (were it empty):
    /// on one of its `drop_ranks` and, with a `drop_region`, in `color`'s part of it
    /// (the two limits intersect).
    pub fn drops_on(
        &self,
        regions: &[NamedRegion],
        shape: BoardShape,
        color: Color,
        sq: Square,
    ) -> bool {
        on_area(&self.drop_ranks, None, regions, shape, color, sq)
            && self
                .drop_region
                .is_none_or(|r| on_area(&[], Some(r), regions, shape, color, sq))
    }
}

/// Whether `sq` is on one of `ranks` (0-based, counted from `color`'s side) or in
/// `color`'s part of `region`.
fn on_area(
    ranks: &[u8],
    region: Option<usize>,
    regions: &[NamedRegion],
    shape: BoardShape,
    color: Color,
    sq: Square,
) -> bool {
    let rank = shape.rank_of(sq).0;
    let relative = match color {
        Color::White => rank,
        Color::Black => shape.ranks() - 1 - rank,
    };
    ranks.contains(&relative)
        || region
            .and_then(|r| regions.get(r))
            .is_some_and(|r| r.squares[color].contains(&sq))
}
