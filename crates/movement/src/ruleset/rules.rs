//! [`Rules`]: the keys of `[rules]` checked — how a game ends, and the rule families
//! configured there (extinction, flags, explosions, walls, passes, counting).

use crate::kind::Kind;
use crate::ruleset::CastlingSide;
use crate::{ByColor, Color};
use fers_geometry::Square;

#[cfg(doc)]
use super::Ruleset;

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
    /// The side with more pieces on the board wins; equal numbers draw (flipello,
    /// ataxx: Fairy-Stockfish's `stalematePieceCount` with a stalemate lost). Pieces in
    /// hand do not count.
    MorePiecesWin,
}

/// Which enemy pieces change colour when a piece lands (`flips` of `[rules.flipping]`):
/// Fairy-Stockfish's `flipEnclosedPieces`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FlipRule {
    /// Those enclosed between the landing square and another piece of the mover's, along
    /// the eight queen lines, with only enemy pieces between (reversi, flipello).
    Enclosed,
    /// Every enemy piece on the eight squares around the landing square (ataxx).
    Adjacent,
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
#[non_exhaustive]
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
    /// ... while the opponent has at least this many of the same (the same kind, the
    /// group, or all its pieces), on the board and in hand: 0 by default (always);
    /// Fairy-Stockfish's `extinctionOpponentPieceCount` (koedem: a side without kings
    /// loses once the opponent holds both).
    pub opponent_count: u32,
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

/// A side that gets its pieces in a row, in a square or on one line wins (or loses):
/// `[rules.connect]` (Fairy-Stockfish's `connectN`, `connectNxN`, `collinearN`). Only the
/// side that just moved is judged, after its move.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Connect {
    /// This many pieces next to each other along a line of `directions` (0: off).
    pub in_a_row: u32,
    /// An N×N block of pieces (0: off).
    pub square: u32,
    /// This many pieces on one line of `directions`, gaps allowed (0: off).
    pub on_a_line: u32,
    /// The kinds whose pieces count (empty: every kind).
    pub kinds: Vec<Kind>,
    /// Along ranks.
    pub horizontal: bool,
    /// Along files.
    pub vertical: bool,
    /// Along both diagonals.
    pub diagonal: bool,
    /// What the connection means for the side that made it.
    pub result: Verdict,
}

/// A capture blows up the capturer and every piece on the squares around the captured
/// one: `[rules.explosion]` (atomic chess).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
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
#[non_exhaustive]
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
#[non_exhaustive]
pub struct Counting {
    /// Points of each kind, by kind index.
    pub values: Vec<u32>,
    /// Points black has before counting.
    pub black_bonus: u32,
    /// Whether equal points (with black's bonus) draw (`equal = "draw"`: flipello's and
    /// ataxx's count of pieces) instead of winning for black.
    pub draw_when_equal: bool,
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
#[non_exhaustive]
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
#[non_exhaustive]
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
#[non_exhaustive]
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
    /// How many flag pieces must stand in the region at once (1 in every bundled
    /// ruleset; Fairy-Stockfish's `flagPieceCount`).
    pub count: u32,
}

/// What a forced repetition means when no side checked or chased perpetually
/// (`repetition-result`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum RepetitionResult {
    /// Nobody wins (FIDE's fivefold repetition, shogi's sennichite).
    Draw,
    /// The side whose move made the position occur for the last time loses (tori shogi;
    /// Fairy-Stockfish's `nFoldValue` of a win for the side to move).
    RepeaterLoses,
    /// The side whose move made the position occur for the last time wins: the side to
    /// move loses (Fairy-Stockfish's `nFoldValue = loss`, as its example variants
    /// `empire` and `mansindam` have it).
    RepeaterWins,
    /// This side wins, whoever repeated (minishogi: black, gote; Fairy-Stockfish's
    /// `nFoldValueAbsolute`).
    Wins(Color),
}

/// The chasing rule of xiangqi as Fairy-Stockfish plays it (`perpetual-chase = "loss"`
/// with `[rules.chase]`, its `chasingRule = axf`): when a forced repetition comes and no
/// side checked perpetually, a side that chased one same piece of the other with every
/// one of its moves of the cycle loses (both: a draw).
///
/// A move *chases* a piece when it newly attacks it (by the moved piece, or by a piece
/// it uncovers) and the piece is worth more than its attacker ([`Chase::values`]), or is
/// not protected (its defenders counted with the attacker gone, and without pieces
/// pinned to their royal piece); an attack on a piece of the attacker's own kind that
/// could take back is no chase, nor an attack on a royal piece (that is check). A move
/// that pins a piece also chases what it protected, and a discovered check chases what
/// the uncovering piece attacks.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub struct Chase {
    /// What each kind is worth to the rule, by kind index (kinds not named: 0).
    pub values: Vec<u32>,
    /// Kinds whose own moves never chase (xiangqi's soldier); royal kinds never do.
    pub never_chase: Vec<Kind>,
    /// Kinds never chased while they stand in a region (an index into
    /// [`Ruleset::regions`], each side its own part): a soldier that has not crossed
    /// the river.
    pub immune_in: Vec<(Kind, usize)>,
}

/// The rules of `[rules]`: how a game ends (stalemate, the move and repetition counts,
/// checkmate's verdict, extinction, flags, check counting) and the rule families
/// configured there (explosions, walls, passes, facing royals, counting).
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
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
    /// Castling moves that win (`castling-wins`, Fairy-Stockfish's `castlingWins`), per
    /// side: a side that castles on a listed side wins, and a side that had some listed
    /// and has lost every one of those rights loses. Empty for both in most games.
    pub castling_wins: ByColor<Vec<CastlingSide>>,
    /// Whether a move may give check (`false` in racing kings).
    pub checks_allowed: bool,
    /// Whether a drop may give check (`giving-check = "not-by-drops"`: no drop may;
    /// Fairy-Stockfish's `dropChecks = false`).
    pub drop_checks_allowed: bool,
    /// Whether a side that can capture must (antichess).
    pub must_capture: bool,
    /// The side every draw is scored for, if any (armageddon: black).
    pub draw_winner: Option<Color>,
    /// Losing (or winning) by running out of pieces.
    pub extinction: Option<Extinction>,
    /// Winning by reaching a region.
    pub flag: Option<Flag>,
    /// Pieces in a row, in a square or on a line (`[rules.connect]`).
    pub connect: Option<Connect>,
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
    /// Whether a side with no legal move that is not in check passes instead of being
    /// stalemated (`pass-on-stalemate`, Fairy-Stockfish's `passOnStalemate`): the pass
    /// is written as its royal piece's square twice, or, without one, as the square of
    /// its first piece (a1 first, then along the rank) twice. Two passes in a row end the
    /// game, as under `pass`.
    pub pass_on_stalemate: bool,
    /// Whether royal pieces facing each other on an open file or rank must be parted
    /// (janggi's bikjang): the side to move may only part them or pass, and a position
    /// with them facing after a pass ends the game, drawn.
    pub facing_royals_end: bool,
    /// How the ends by passes (and by a full board) are scored, if not drawn
    /// (`[rules.counting]`).
    pub counting: Option<Counting>,
    /// Which enemy pieces change colour when a piece lands (`[rules.flipping]`), if any.
    pub flipping: Option<FlipRule>,
    /// Whether the game ends when no square of the board is empty (`full-board-ends`,
    /// Fairy-Stockfish's `adjudicateFullBoard`): drawn, or scored by `[rules.counting]`.
    pub full_board_ends: bool,
    /// Whether a royal piece in check may move only to capture its one checker
    /// (`royal-in-check = "capture-only"`, makpong).
    pub royal_stays_in_check: bool,
    /// The counting rules of makruk and its relatives (`[rules.honour-counting]`).
    pub honour_counting: Option<HonourCounting>,
    /// What a forced repetition means when no side checked or chased perpetually
    /// (`repetition-result`).
    pub repetition_result: RepetitionResult,
    /// Whether, at a forced repetition, a side that gave check with every one of its
    /// moves since the first of the repeated positions loses (`perpetual-check =
    /// "loss"`: shogi, xiangqi, janggi); both sides so: a draw.
    pub perpetual_check_loses: bool,
    /// The chasing rule judged at a forced repetition (`perpetual-chase = "loss"`, with
    /// `[rules.chase]` saying what a chase is: xiangqi); `None` when off.
    pub chase: Option<Chase>,
    /// Whether a side that moves one piece back and forth between two squares, out of
    /// check, loses (`repeated-moves = "loss"`: Fairy-Stockfish's
    /// `moveRepetitionIllegal`, janggi's modern rules). See the ruleset reference for
    /// the exact pattern.
    pub repeated_moves_lose: bool,
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
            castling_wins: ByColor::default(),
            checks_allowed: true,
            drop_checks_allowed: true,
            must_capture: false,
            draw_winner: None,
            extinction: None,
            flag: None,
            connect: None,
            explosion: None,
            walls: None,
            mutually_immune: Vec::new(),
            facing_royals: false,
            pass: false,
            pass_on_stalemate: false,
            facing_royals_end: false,
            counting: None,
            flipping: None,
            full_board_ends: false,
            royal_stays_in_check: false,
            honour_counting: None,
            decisive_checks: Vec::new(),
            repetition_result: RepetitionResult::Draw,
            perpetual_check_loses: false,
            chase: None,
            repeated_moves_lose: false,
        }
    }
}
