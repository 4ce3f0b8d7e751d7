//! [`AnyPosition`] and [`AnyGame`]: a position and a game of a ruleset chosen at run
//! time, whatever its storage width, with the everyday methods of [`Position`] and
//! [`Game`] — so that a program loading rulesets by name never matches [`Variant`].
//!
//! ```
//! use fers_rules::{AnyGame, AnyPosition, Color, FenMode};
//! # let text = include_str!("../../../rulesets/standard.toml");
//! # let variant = fers_rules::Variant::new(fers_rules::load_ruleset(text, "s.toml", &|_| None).unwrap()).unwrap();
//! let pos = variant.start_position();
//! assert_eq!((pos.legal_moves().len(), pos.turn()), (20, Color::White));
//! let mut game = AnyGame::new(pos);
//! for text in ["f3", "e5", "g4", "Qh4#"] {
//!     game.play_text(text)?;
//! }
//! assert_eq!(game.outcome().unwrap().score(), "0-1");
//! assert_eq!(game.ucis(), ["f2f3", "e7e5", "g2g4", "d8h4"]);
//! let again = AnyPosition::from_fen(&variant, &game.fen(), FenMode::Strict).unwrap();
//! assert!(again.is_check());
//! # Ok::<(), fers_rules::IllegalMove>(())
//! ```
//!
//! The variants are public: generic code over `B: Bits` still reaches the typed
//! [`Position`] or [`Game`] inside with one `match`.

use crate::game::Game;
use crate::illegal::IllegalMove;
use crate::kernel::Move;
use crate::kernel::Piece;
use crate::outcome::{EndReason, Outcome};
use crate::position::HandError;
use crate::position::Position;
use crate::position::fen::{FenError, FenMode};
use crate::variant::Variant;
use fers_geometry::{BoardShape, Square, U256};
use fers_movement::{Color, Kind, Ruleset};

/// A position of any board size, as [`Variant`] holds tables of any size.
#[derive(Debug, Clone, PartialEq, Eq)]
// Positions are values of a few hundred bytes at most; boxing the large one would cost
// an allocation per clone for no gain.
#[allow(clippy::large_enum_variant)]
pub enum AnyPosition {
    /// Up to 64 squares.
    Small(Position<u64>),
    /// Up to 128 squares.
    Medium(Position<u128>),
    /// Up to 256 squares.
    Large(Position<U256>),
}

/// A game of any board size.
#[derive(Debug, Clone)]
#[allow(clippy::large_enum_variant)]
pub enum AnyGame {
    /// Up to 64 squares.
    Small(Game<u64>),
    /// Up to 128 squares.
    Medium(Game<u128>),
    /// Up to 256 squares.
    Large(Game<U256>),
}

/// Runs generic code on the position inside an [`AnyPosition`].
macro_rules! on_pos {
    ($any:expr, $p:ident => $body:expr) => {
        match $any {
            AnyPosition::Small($p) => $body,
            AnyPosition::Medium($p) => $body,
            AnyPosition::Large($p) => $body,
        }
    };
}

/// Runs generic code on the game inside an [`AnyGame`].
macro_rules! on_game {
    ($any:expr, $g:ident => $body:expr) => {
        match $any {
            AnyGame::Small($g) => $body,
            AnyGame::Medium($g) => $body,
            AnyGame::Large($g) => $body,
        }
    };
}

impl Variant {
    /// The ruleset's start position, as an [`AnyPosition`].
    ///
    /// ```
    /// # let text = include_str!("../../../rulesets/standard.toml");
    /// # let variant = fers_rules::Variant::new(fers_rules::load_ruleset(text, "s.toml", &|_| None).unwrap()).unwrap();
    /// assert_eq!(variant.start_position().perft(2), 400);
    /// ```
    pub fn start_position(&self) -> AnyPosition {
        AnyPosition::start(self)
    }
}

impl AnyPosition {
    /// The start position of `variant`.
    ///
    /// ```
    /// # let text = include_str!("../../../rulesets/standard.toml");
    /// # let variant = fers_rules::Variant::new(fers_rules::load_ruleset(text, "s.toml", &|_| None).unwrap()).unwrap();
    /// let pos = fers_rules::AnyPosition::start(&variant);
    /// assert_eq!(pos.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    /// ```
    pub fn start(variant: &Variant) -> AnyPosition {
        match variant {
            Variant::Small(t) => AnyPosition::Small(Position::start(t)),
            Variant::Medium(t) => AnyPosition::Medium(Position::start(t)),
            Variant::Large(t) => AnyPosition::Large(Position::start(t)),
        }
    }

    /// A position of `variant` from FEN.
    ///
    /// # Errors
    /// A [`FenError`] naming the field and what is wrong.
    ///
    /// ```
    /// # let text = include_str!("../../../rulesets/standard.toml");
    /// # let variant = fers_rules::Variant::new(fers_rules::load_ruleset(text, "s.toml", &|_| None).unwrap()).unwrap();
    /// use fers_rules::{AnyPosition, FenMode};
    /// let pos = AnyPosition::from_fen(&variant, "7k/8/8/8/8/8/8/K6R b - - 0 1", FenMode::Strict)?;
    /// assert!(pos.is_check());
    /// assert!(AnyPosition::from_fen(&variant, "8/8 w", FenMode::Strict).is_err());
    /// # Ok::<(), fers_rules::FenError>(())
    /// ```
    pub fn from_fen(variant: &Variant, fen: &str, mode: FenMode) -> Result<AnyPosition, FenError> {
        Ok(match variant {
            Variant::Small(t) => AnyPosition::Small(Position::from_fen(t, fen, mode)?),
            Variant::Medium(t) => AnyPosition::Medium(Position::from_fen(t, fen, mode)?),
            Variant::Large(t) => AnyPosition::Large(Position::from_fen(t, fen, mode)?),
        })
    }

    /// The checked ruleset.
    pub fn ruleset(&self) -> &Ruleset {
        on_pos!(self, p => p.tables().ruleset())
    }

    /// The board shape.
    pub fn shape(&self) -> BoardShape {
        on_pos!(self, p => p.shape())
    }

    /// The position as FEN.
    pub fn fen(&self) -> String {
        on_pos!(self, p => p.fen())
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        on_pos!(self, p => p.turn())
    }

    /// Whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        on_pos!(self, p => p.is_check())
    }

    /// Every legal move; write them with [`uci`](Self::uci) or [`san`](Self::san).
    pub fn legal_moves(&self) -> Vec<Move> {
        on_pos!(self, p => p.legal_moves())
    }

    /// The piece on `sq`; `None` for an empty square or one this board lacks.
    pub fn piece_at(&self, sq: impl Into<Square>) -> Option<Piece> {
        let sq = sq.into();
        on_pos!(self, p => p.piece_at(sq))
    }

    /// Every piece on the board with its square, from `a1` rank by rank.
    ///
    /// The sets of squares below ([`pieces`](Self::pieces), [`attackers`](Self::attackers),
    /// [`checkers`](Self::checkers), [`royals`](Self::royals)) are lists here, lowest
    /// square first, since the set type depends on the board's size.
    ///
    /// ```
    /// # let text = include_str!("../../../rulesets/capablanca.toml");
    /// # let resolve = |n: &str| (n == "standard").then(|| fers_movement::Source {
    /// #     name: "standard.toml".into(),
    /// #     text: include_str!("../../../rulesets/standard.toml").into(),
    /// # });
    /// # let ruleset = fers_rules::load_ruleset(text, "capablanca.toml", &resolve).unwrap();
    /// # let variant = fers_rules::Variant::new(ruleset).unwrap();
    /// use fers_rules::{AnyPosition, Color, FenMode};
    /// let pos = AnyPosition::from_fen(&variant, "4k5/10/10/10/10/10/10/R3K3C1 b - - 0 1", FenMode::Relaxed)?;
    /// let board: Vec<String> = pos
    ///     .board()
    ///     .map(|(sq, piece)| format!("{}{}", pos.piece_symbol(piece), pos.shape().square_name(sq)))
    ///     .collect();
    /// assert_eq!(board, ["Ra1", "Ke1", "Ci1", "ke8"]);
    /// let e8 = pos.shape().parse_square("e8")?;
    /// assert_eq!(pos.king_of(Color::Black), Some(e8));
    /// assert_eq!(pos.checkers().len(), 0);
    /// let i8 = pos.shape().parse_square("i8")?;
    /// assert_eq!(pos.attackers(i8, Color::White).len(), 1); // the chancellor on i1
    /// assert!(pos.is_attacked(i8, Color::White));
    /// assert_eq!(pos.pieces(Color::White).len(), 3);
    /// assert_eq!(pos.parse_piece("C").map(|p| pos.piece_name(p)), Some("chancellor"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn board(&self) -> impl Iterator<Item = (Square, Piece)> + use<> {
        on_pos!(self, p => p.board().collect::<Vec<_>>()).into_iter()
    }

    /// Squares of `color`'s pieces, lowest first.
    pub fn pieces(&self, color: Color) -> Vec<Square> {
        on_pos!(self, p => p.pieces(color).iter().collect())
    }

    /// The name the ruleset gives the piece's kind (`knight`).
    pub fn piece_name(&self, piece: Piece) -> &str {
        on_pos!(self, p => p.piece_name(piece))
    }

    /// The piece's FEN letter: uppercase for white, lowercase for black.
    pub fn piece_letter(&self, piece: Piece) -> char {
        on_pos!(self, p => p.piece_letter(piece))
    }

    /// The piece as FEN writes it (`N`, `n`, `+P`), as [`Position::piece_symbol`].
    pub fn piece_symbol(&self, piece: Piece) -> String {
        on_pos!(self, p => p.piece_symbol(piece))
    }

    /// The piece written `text` in this ruleset, as [`Position::parse_piece`].
    pub fn parse_piece(&self, text: &str) -> Option<Piece> {
        on_pos!(self, p => p.parse_piece(text))
    }

    /// Whether a piece of `by` attacks `sq`; never for a square this board lacks.
    pub fn is_attacked(&self, sq: impl Into<Square>, by: Color) -> bool {
        let sq = sq.into();
        on_pos!(self, p => p.is_attacked(sq, by))
    }

    /// Squares of the pieces of `by` attacking `sq`, lowest first.
    pub fn attackers(&self, sq: impl Into<Square>, by: Color) -> Vec<Square> {
        let sq = sq.into();
        on_pos!(self, p => p.attackers(sq, by).iter().collect())
    }

    /// Squares of the pieces giving check to the side to move, lowest first.
    pub fn checkers(&self) -> Vec<Square> {
        on_pos!(self, p => p.checkers().iter().collect())
    }

    /// The square of `color`'s royal piece, if it has exactly one.
    pub fn king_of(&self, color: Color) -> Option<Square> {
        on_pos!(self, p => p.king_of(color))
    }

    /// Squares of `color`'s royal pieces (any number), lowest first.
    pub fn royals(&self, color: Color) -> Vec<Square> {
        on_pos!(self, p => p.royals(color).iter().collect())
    }

    /// The move in UCI.
    pub fn uci(&self, m: Move) -> String {
        on_pos!(self, p => p.uci(m))
    }

    /// The move in SAN.
    pub fn san(&self, m: Move) -> String {
        on_pos!(self, p => p.san(m))
    }

    /// Reads a move in UCI or SAN and checks it, as [`Position::validate`].
    ///
    /// # Errors
    /// An [`IllegalMove`] with a stable code and a sentence.
    pub fn validate(&self, text: &str) -> Result<Move, IllegalMove> {
        on_pos!(self, p => p.validate(text))
    }

    /// Plays `m` if it is legal, as [`Position::play`].
    ///
    /// # Errors
    /// An [`IllegalMove`]; the position is unchanged.
    pub fn play(&mut self, m: Move) -> Result<(), IllegalMove> {
        on_pos!(self, p => p.play(m))
    }

    /// Reads, checks and plays a move in UCI or SAN.
    ///
    /// # Errors
    /// An [`IllegalMove`]; the position is unchanged.
    ///
    /// ```
    /// # let text = include_str!("../../../rulesets/standard.toml");
    /// # let variant = fers_rules::Variant::new(fers_rules::load_ruleset(text, "s.toml", &|_| None).unwrap()).unwrap();
    /// let mut pos = variant.start_position();
    /// let m = pos.play_text("e4")?;
    /// assert_eq!(pos.fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    /// assert!(pos.play_text("e4").is_err());
    /// # Ok::<(), fers_rules::IllegalMove>(())
    /// ```
    pub fn play_text(&mut self, text: &str) -> Result<Move, IllegalMove> {
        on_pos!(self, p => {
            let m = p.validate(text)?;
            p.play_unchecked(m);
            Ok(m)
        })
    }

    /// The pieces `color` holds in hand, each kind held with how many, as
    /// [`Position::hand`].
    pub fn hand(&self, color: Color) -> Vec<(Kind, u8)> {
        on_pos!(self, p => p.hand(color))
    }

    /// How many pieces of `kind` `color` holds in hand, as [`Position::in_hand`].
    pub fn in_hand(&self, color: Color, kind: Kind) -> u8 {
        on_pos!(self, p => p.in_hand(color, kind))
    }

    /// Puts one piece of `kind` into `color`'s hand, as [`Position::add_to_hand`] (a
    /// bughouse partner's capture), with the hash kept right.
    ///
    /// ```
    /// # let standard = include_str!("../../../rulesets/standard.toml");
    /// # let zh = include_str!("../../../rulesets/crazyhouse.toml");
    /// # let resolve = |name: &str| (name == "standard").then(|| fers_movement::Source {
    /// #     name: "standard.toml".into(), text: standard.into() });
    /// # let variant = fers_rules::Variant::new(fers_rules::load_ruleset(zh, "crazyhouse.toml", &resolve).unwrap()).unwrap();
    /// use fers_rules::Color;
    /// let mut pos = variant.start_position();
    /// let queen = pos.ruleset().kind_by_name("queen").unwrap();
    /// pos.add_to_hand(Color::Black, queen)?;
    /// assert_eq!(pos.hand(Color::Black), [(queen, 1)]);
    /// assert!(pos.fen().contains("[q]"));
    /// # Ok::<(), fers_rules::HandError>(())
    /// ```
    ///
    /// # Errors
    /// [`HandError`] if the ruleset has no hands, the kind does not exist or the hand
    /// is full; the position is then unchanged.
    pub fn add_to_hand(&mut self, color: Color, kind: Kind) -> Result<(), HandError> {
        on_pos!(self, p => p.add_to_hand(color, kind))
    }

    /// The outcome of the position alone (no history); `None` while play goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        on_pos!(self, p => p.outcome())
    }

    /// The number of move paths of exactly `depth` plies.
    pub fn perft(&self, depth: u32) -> u64 {
        on_pos!(self, p => p.perft(depth))
    }

    /// The number of move paths of exactly `depth` plies, counted on `threads` threads,
    /// as [`Position::perft_parallel`] (Cargo feature `parallel`).
    ///
    /// ```
    /// # let text = include_str!("../../../rulesets/standard.toml");
    /// # let variant = fers_rules::Variant::new(fers_rules::load_ruleset(text, "s.toml", &|_| None).unwrap()).unwrap();
    /// assert_eq!(variant.start_position().perft_parallel(3, 2), 8902);
    /// ```
    #[cfg(feature = "parallel")]
    pub fn perft_parallel(&self, depth: u32, threads: usize) -> u64 {
        on_pos!(self, p => p.perft_parallel(depth, threads))
    }
}

impl AnyGame {
    /// A game starting from `position`.
    pub fn new(position: AnyPosition) -> AnyGame {
        match position {
            AnyPosition::Small(p) => AnyGame::Small(Game::new(p)),
            AnyPosition::Medium(p) => AnyGame::Medium(Game::new(p)),
            AnyPosition::Large(p) => AnyGame::Large(Game::new(p)),
        }
    }

    /// The current position (a cheap copy: the tables are shared).
    pub fn position(&self) -> AnyPosition {
        match self {
            AnyGame::Small(g) => AnyPosition::Small(g.position().clone()),
            AnyGame::Medium(g) => AnyPosition::Medium(g.position().clone()),
            AnyGame::Large(g) => AnyPosition::Large(g.position().clone()),
        }
    }

    /// The current position in FEN.
    pub fn fen(&self) -> String {
        on_game!(self, g => g.position().fen())
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        on_game!(self, g => g.position().turn())
    }

    /// Whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        on_game!(self, g => g.position().is_check())
    }

    /// Every legal move of the current position.
    pub fn legal_moves(&self) -> Vec<Move> {
        on_game!(self, g => g.position().legal_moves())
    }

    /// A move of the current position in UCI.
    pub fn uci(&self, m: Move) -> String {
        on_game!(self, g => g.position().uci(m))
    }

    /// A move of the current position in SAN.
    pub fn san(&self, m: Move) -> String {
        on_game!(self, g => g.position().san(m))
    }

    /// Reads and checks a move, as [`Game::validate`].
    ///
    /// # Errors
    /// An [`IllegalMove`]; the game is unchanged.
    pub fn validate(&self, text: &str) -> Result<Move, IllegalMove> {
        on_game!(self, g => g.validate(text))
    }

    /// Plays `m` if legal, as [`Game::play`].
    ///
    /// # Errors
    /// An [`IllegalMove`]; the game is unchanged.
    pub fn play(&mut self, m: Move) -> Result<(), IllegalMove> {
        on_game!(self, g => g.play(m))
    }

    /// Reads, checks and plays a move in UCI or SAN, as [`Game::play_text`].
    ///
    /// # Errors
    /// An [`IllegalMove`]; the game is unchanged.
    pub fn play_text(&mut self, text: &str) -> Result<Move, IllegalMove> {
        on_game!(self, g => g.play_text(text))
    }

    /// Takes back the last move.
    pub fn undo(&mut self) -> Option<Move> {
        on_game!(self, g => g.undo())
    }

    /// The pieces `color` holds in hand now, as [`Position::hand`].
    pub fn hand(&self, color: Color) -> Vec<(Kind, u8)> {
        on_game!(self, g => g.position().hand(color))
    }

    /// Puts one piece of `kind` into `color`'s hand in the current position, as
    /// [`Game::add_to_hand`]: the hash, and so repetition, follows.
    ///
    /// # Errors
    /// [`HandError`] as [`Position::add_to_hand`]; the game is then unchanged.
    pub fn add_to_hand(&mut self, color: Color, kind: Kind) -> Result<(), HandError> {
        on_game!(self, g => g.add_to_hand(color, kind))
    }

    /// The moves played, in order.
    pub fn moves(&self) -> Vec<Move> {
        on_game!(self, g => g.moves().collect())
    }

    /// The number of plies played.
    pub fn plies(&self) -> usize {
        on_game!(self, g => g.moves().count())
    }

    /// The moves played, in UCI.
    pub fn ucis(&self) -> Vec<String> {
        on_game!(self, g => g.history().iter().map(|(p, m)| p.uci(*m)).collect())
    }

    /// The moves played, in SAN.
    pub fn sans(&self) -> Vec<String> {
        on_game!(self, g => g.history().iter().map(|(p, m)| p.san(*m)).collect())
    }

    /// How many times the current position has occurred, as [`Game::repetitions`].
    pub fn repetitions(&self) -> u32 {
        on_game!(self, g => g.repetitions())
    }

    /// The outcome, including the forced repetition rule; `None` while the game goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        on_game!(self, g => g.outcome())
    }

    /// A draw the side to move may claim, as [`Game::claimable_draw`].
    pub fn claimable_draw(&self) -> Option<EndReason> {
        on_game!(self, g => g.claimable_draw())
    }

    /// Perft of the current position.
    pub fn perft(&self, depth: u32) -> u64 {
        on_game!(self, g => g.position().perft(depth))
    }
}

impl From<AnyPosition> for AnyGame {
    fn from(position: AnyPosition) -> AnyGame {
        AnyGame::new(position)
    }
}
