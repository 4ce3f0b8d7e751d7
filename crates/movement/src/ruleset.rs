//! The checked ruleset: every name resolved, every number in range.

use crate::kind::Kind;
use crate::start::StartPosition;
use crate::{ByColor, Color, Component};
use fers_geometry::{BoardShape, File, Square};

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
    /// A region (an index into [`Ruleset::regions`]) whose squares `initial` components
    /// apply from too (`initial-region`: wolf chess's rank 2 and b3, c3, f3, g3; the
    /// ranks are then empty). `None`: the ranks alone.
    pub initial_region: Option<usize>,
    /// Whether king + this piece can mate a bare king.
    pub mates_alone: bool,
    /// Whether its moves reset the half-move clock (and so end the span in which
    /// positions can repeat), as a FIDE pawn's do.
    pub resets_clock: bool,
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
    pub king: Kind,
    /// The partner kinds (usually just the rook).
    pub rooks: Vec<Kind>,
    /// Chess960 rules: start files come from the position, UCI is king-takes-rook.
    pub chess960: bool,
    /// A king or rook dropped onto its castling square gains the right as if it had
    /// stood there from the start (`by-drop`: placement).
    pub by_drop: bool,
    /// The moves.
    pub moves: Vec<CastlingMove>,
}

/// What stalemate means for the side that cannot move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum StalemateRule {
    /// A draw (FIDE).
    Draw,
    /// The stalemated side loses (shatranj).
    Loss,
    /// The stalemated side wins (antichess).
    Win,
    /// The side with fewer pieces on the board wins; equal numbers draw (suicide chess).
    FewerPiecesWin,
}

/// What an end of the game means for the side it happens to: the mated side under
/// `checkmate`, the extinct side under `[rules.extinction]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// That side loses (checkmate in FIDE chess, extinction chess).
    Loss,
    /// Nobody wins.
    Draw,
    /// That side wins (misère's checkmate, antichess's extinction).
    Win,
}

/// A side loses (or wins) when it runs out of pieces: `[rules.extinction]`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Extinction {
    /// Kinds counted one by one: a side with `count` or fewer of any of them (on the
    /// board and in hand) is extinct; with `together`, `count` or fewer of them all.
    pub kinds: Vec<Kind>,
    /// Whether `kinds` are counted together, as one group: a side is extinct with
    /// `count` or fewer pieces of them all, and they are pseudo-royal while it has at
    /// most `count + 1` of them all (sho shogi: the king and the crown prince, the lost
    /// game being the loss of both; Fairy-Stockfish makes both one kind, its commoner).
    pub together: bool,
    /// Whether all of a side's pieces together are counted too (antichess, horde).
    pub all_pieces: bool,
    /// A side is extinct with this many pieces or fewer (0: none left; three kings: 2).
    pub count: u32,
    /// What extinction means for the extinct side.
    pub result: Verdict,
    /// Whether a side's pieces of `kinds` are pseudo-royal while it has at most
    /// `count + 1` of a kind, or of them all with `together` (its loss would make the
    /// side extinct): such a piece may not be left attacked, and a side with one
    /// attacked is in check, but it may be lost (blown up, or captured by a move that
    /// also wins) and the game then ends by extinction (Fairy-Stockfish's
    /// `extinctionPseudoRoyal`: atomic, spartan, sho shogi).
    pub pseudo_royal: bool,
    /// With `pseudo_royal`: a side is also in check when every one of its pieces of
    /// `kinds` is attacked, and may not leave them all attacked (spartan's two kings,
    /// Fairy-Stockfish's `dupleCheck`).
    pub duple_check: bool,
}

/// A capture blows up the capturer and every piece on the squares around the captured
/// one: `[rules.explosion]` (atomic chess).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Explosion {
    /// Kinds the blast around a capture leaves standing; a piece of such a kind that
    /// captures still explodes (atomic's pawns).
    pub spares: Vec<Kind>,
    /// Kinds no blast removes, not even when they capture (atomar's kings).
    pub immune: Vec<Kind>,
}

/// Walls (`[rules.walls]`): squares that block every piece and that nothing may take or
/// land on, placed as the second part of every move (amazons' arrows, duck chess's duck,
/// isolation, snail trail) or left by a capturing piece that turns to stone (petrified).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Walls {
    /// Where each move places a wall, if moves place one.
    pub placement: Option<WallPlacement>,
    /// The region (an index into [`Ruleset::regions`]) whose mover's part holds every
    /// placed wall; anywhere on the board when `None`.
    pub region: Option<usize>,
    /// Kinds whose piece turns into a wall on the square where it lands when it
    /// captures (as the kind it moved as, which it must still be where it lands: a pawn
    /// that captures and promotes does not).
    pub petrify: Vec<Kind>,
}

/// Where a move's wall goes (`placement` of `[rules.walls]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WallPlacement {
    /// On the square the moving piece left (snail trail, joust).
    Vacated,
    /// On any empty square (isolation).
    Anywhere,
    /// On a square the moving piece could move to, without capturing, from the square
    /// where it landed (amazons: an arrow shot along a queen's line).
    Arrow,
    /// The duck: one wall, moved by every move to an empty square other than the one it
    /// stood on (duck chess).
    Duck,
}

/// Material counting (`[rules.counting]`, janggi): a game that ends by passes is won by
/// the side with more points, black counting `black_bonus` more; white needs strictly
/// more than black, so there is no draw.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Counting {
    /// Points of each kind, by kind index.
    pub values: Vec<u32>,
    /// Points black has before counting.
    pub black_bonus: u32,
}

/// The counting rules of makruk and its relatives (`[rules.honour-counting]`): once the
/// material is low, a game not won within a number of moves is drawn.
///
/// After each move, with the side to move "the counting side": if no count runs and the
/// board allows one (no `pawns`, unless `board_most_pieces` lets them stay; the opponent
/// has more than its royal piece), a count starts: *board's honour* while the counting
/// side has more than one piece, *pieces' honour* once it has only its royal piece (the
/// limit then by the opponent's material; it also restarts when a capture or promotion
/// just bared it). The count is in plies, from 0 or, for pieces' honour under
/// `from_pieces`, from twice the number of pieces on the board; the game is drawn
/// when it exceeds twice the limit. Fairy-Stockfish's `countingRule`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct HonourCounting {
    /// Kinds whose presence on the board stops the counts (pawns).
    pub pawns: Vec<Kind>,
    /// Board's honour: the limit in moves, if the rule has one.
    pub board: Option<u32>,
    /// Board's honour only while the counting side has at most this many pieces; pawns
    /// do not stop it then (ouk chatrang: 3).
    pub board_most_pieces: Option<u32>,
    /// Pieces' honour: the first entry whose kind the opponent has at least `count` of
    /// gives the limit.
    pub pieces: Vec<HonourLimit>,
    /// Pieces' honour when no entry applies, if any.
    pub pieces_otherwise: Option<u32>,
    /// Whether the pieces' honour count starts from the number of pieces on the board
    /// (makruk; also started at once when a bare royal piece takes the last pawn).
    pub from_pieces: bool,
}

/// One line of the pieces' honour table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct HonourLimit {
    /// The opponent's kind.
    pub kind: Kind,
    /// At least this many of it.
    pub count: u32,
    /// The limit in moves.
    pub moves: u32,
}

/// What the opponent may do after a side first reaches its flag region.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FlagReply {
    /// Nothing: reaching the region wins at once (king of the hill).
    None,
    /// One move: the side wins if, after it, a piece of a flag kind still stands in
    /// its region (jeson mor).
    Survive,
    /// When white reaches first, black has one move, and reaching its own region with
    /// it draws; black reaching first wins at once (racing kings).
    Draw,
}

/// A side wins by bringing a piece of a flag kind into its region: `[rules.flag]`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Flag {
    /// The kinds that count.
    pub kinds: Vec<Kind>,
    /// Each side's region (absolute squares; empty: that side has no flag goal).
    pub regions: ByColor<Vec<Square>>,
    /// What the opponent may do after a side reaches its region.
    pub reply: FlagReply,
    /// Whether a side with exactly one flag piece in its region has reached it only
    /// while no enemy piece attacks that piece (`safe`; dobutsu's lion, Fairy-Stockfish's
    /// `flagPieceSafe`). Then the side to move wins too if it has reached its region
    /// (a draw if both have).
    pub safe: bool,
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
    /// What checkmate means for the mated side (a loss in FIDE chess).
    pub checkmate: Verdict,
    /// A side that has given this many checks wins (three-check: 3).
    pub check_limit: Option<u32>,
    /// Whether a move may give check (`false` in racing kings).
    pub checks_allowed: bool,
    /// Whether a side that can capture must (antichess).
    pub must_capture: bool,
    /// The side every draw is scored for, if any (armageddon: black).
    pub draw_winner: Option<Color>,
    /// Losing (or winning) by running out of pieces.
    pub extinction: Option<Extinction>,
    /// Winning by reaching a region.
    pub flag: Option<Flag>,
    /// Captures that explode.
    pub explosion: Option<Explosion>,
    /// Walls placed by moves or left by petrified pieces.
    pub walls: Option<Walls>,
    /// Kinds whose pieces may not capture a piece of their own kind (atomar's kings).
    pub mutually_immune: Vec<Kind>,
    /// Whether two royal pieces of opposite sides on one file or rank with nothing
    /// between attack each other (xiangqi's flying general).
    pub facing_royals: bool,
    /// Whether a side not in check may pass instead of moving (janggi): the pass is
    /// written as its royal piece's square twice (`e2e2`).
    pub pass: bool,
    /// Whether royal pieces facing each other on an open file or rank must be parted
    /// (janggi's bikjang): the side to move may only part them or pass, and a position
    /// with them facing after a pass ends the game, drawn.
    pub facing_royals_end: bool,
    /// How the ends by passes are scored, if not drawn (`[rules.counting]`).
    pub counting: Option<Counting>,
    /// Whether a royal piece in check may move only to capture its one checker
    /// (`royal-in-check = "capture-only"`, makpong).
    pub royal_stays_in_check: bool,
    /// The counting rules of makruk and its relatives (`[rules.honour-counting]`).
    pub honour_counting: Option<HonourCounting>,
    /// Kinds whose checks are decisive (`decisive-checks`; shatar): when not empty, a
    /// checkmate wins only if one of the checks of the unbroken series that led to it
    /// was given by a piece of one of them, and is drawn otherwise.
    pub decisive_checks: Vec<Kind>,
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
            checkmate: Verdict::Loss,
            check_limit: None,
            checks_allowed: true,
            must_capture: false,
            draw_winner: None,
            extinction: None,
            flag: None,
            explosion: None,
            walls: None,
            mutually_immune: Vec::new(),
            facing_royals: false,
            pass: false,
            facing_royals_end: false,
            counting: None,
            royal_stays_in_check: false,
            honour_counting: None,
            decisive_checks: Vec::new(),
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
    /// Start position (FEN), as the ruleset writes it.
    pub start_fen: String,
    /// The start position, read once: its board square by square, its pocket, the side
    /// to move and its other fields.
    pub start: StartPosition,
    /// Piece kinds; a kind's index is its position here.
    pub pieces: Vec<PieceKind>,
    /// Castling, if any.
    pub castling: Option<Castling>,
    /// End-of-game rules.
    pub rules: Rules,
    /// Pieces in hand and drops, if the game has them (`[hands]`).
    pub hands: Option<Hands>,
    /// Named sets of squares (`[regions]`), in declaration order.
    pub regions: Vec<NamedRegion>,
    /// Squares that are not part of the board, marked `*` in the start position (as
    /// Fairy-Stockfish writes them), in index order: nothing stands on them and no
    /// line passes through them.
    pub holes: Vec<Square>,
}

/// A named set of squares of `[regions]` (a palace, a side's half), for each side.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NamedRegion {
    /// The name used in the TOML and in messages (`palace`).
    pub name: String,
    /// Each side's squares, in index order.
    pub squares: ByColor<Vec<Square>>,
}

/// Pieces in hand (`[hands]`): each side may drop a piece it holds onto an empty square
/// instead of moving.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Hands {
    /// Where a captured piece goes.
    pub captures: CaptureDestination,
    /// Whether a captured promoted piece goes to hand as its promoted kind (loop chess)
    /// rather than as the kind it promoted from (crazyhouse).
    pub keep_promoted: bool,
    /// Whether a piece in hand may be dropped instead of a move (`drops`, default true).
    pub drops: bool,
    /// Whether a piece in hand may be gated onto the square a piece of the side's first
    /// rank leaves on its first move (`gating`, S-chess). Which pieces may still gate
    /// is part of the position, written in the FEN's castling field.
    pub gating: bool,
    /// Whether a piece in hand may also be dropped as its promoted kind, the kind
    /// written `+x` (`drop-promoted`; kyoto shogi): `+P@c3`.
    pub drop_promoted: bool,
    /// Whether a side holding pieces in hand must drop one while it can (`must-drop`:
    /// placement's and sittuyin's setup).
    pub must_drop: bool,
}

/// Where a captured piece goes in a ruleset with hands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum CaptureDestination {
    /// Into the hand of the side that captured it, with its colour changed (crazyhouse).
    Captor,
    /// Off the board: only the start hand is ever dropped (pocket knight, placement).
    Nowhere,
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
