//! [`Position`]: a ruleset's compiled tables and the state of one position.
//!
//! | Module | Holds |
//! |--------|-------|
//! | `mod.rs` | [`Position`] and its questions: pieces, attacks, checks, moves, perft |
//! | `fen/` | FEN read and written |
//! | `hands.rs` | pieces in hand, as a program reads and changes them |
//! | `render.rs` | the board drawn as text, and the rule report |
//! | `text.rs` | moves written in UCI and SAN |
//! | `parallel.rs` | perft on several threads (feature `parallel`) |

pub(crate) mod fen;
mod hands;
#[cfg(feature = "parallel")]
mod parallel;
mod render;
mod text;

pub use hands::HandError;
#[cfg(feature = "parallel")]
pub use parallel::MAX_PERFT_THREADS;

use crate::families::Compiled;
#[cfg(doc)]
use crate::illegal::IllegalCode;
use crate::illegal::IllegalMove;
use crate::kernel::attacks::attackers_to;
use crate::kernel::perft::perft;
use crate::kernel::{Move, Piece, State};
use fen::{FenError, FenMode};
use fers_geometry::{Bits, BoardShape, Square, SquareSet};
use fers_movement::{Color, Kind};
use std::sync::Arc;

/// A position of some ruleset: board, side to move, castling rights, en passant, clocks
/// and Zobrist hash. Cheap to clone (the tables are shared).
///
/// ```
/// # use fers_rules::load_ruleset;
/// # use fers_rules::typed::{compile, Position};
/// # let text = include_str!("../../../../rulesets/standard.toml");
/// let ruleset = load_ruleset(text, "standard.toml", &|_| None).unwrap();
/// let tables = compile::<u64>(ruleset).unwrap();
/// let pos = Position::start(&tables);
/// assert_eq!(pos.legal_moves().len(), 20);
/// assert_eq!(pos.perft(3), 8902);
/// ```
#[derive(Clone)]
pub struct Position<B: Bits> {
    pub(crate) tables: Arc<Compiled<B>>,
    pub(crate) state: State<B>,
}

/// Two positions are equal when they have the same state under the same ruleset. The
/// rulesets are compared by content, so that positions from two loads of one ruleset
/// are equal; sharing one `Arc` is only the fast path.
///
/// ```
/// # use fers_rules::load_ruleset;
/// # use fers_rules::typed::{compile, Position};
/// # let text = include_str!("../../../../rulesets/standard.toml");
/// let load = || compile::<u64>(load_ruleset(text, "standard.toml", &|_| None).unwrap()).unwrap();
/// assert_eq!(Position::start(&load()), Position::start(&load()));
/// ```
impl<B: Bits> PartialEq for Position<B> {
    fn eq(&self, other: &Self) -> bool {
        self.state == other.state
            && (Arc::ptr_eq(&self.tables, &other.tables)
                || self.tables.ruleset() == other.tables.ruleset())
    }
}

impl<B: Bits> Eq for Position<B> {}

/// The ruleset's name and the FEN: `Position { ruleset: "standard", fen: "…" }`, short
/// enough to read in a failed assertion (the compiled tables are left out).
///
/// ```
/// # use fers_rules::load_ruleset;
/// # use fers_rules::typed::{compile, Position};
/// # let text = include_str!("../../../../rulesets/standard.toml");
/// # let tables = compile::<u64>(load_ruleset(text, "standard.toml", &|_| None).unwrap()).unwrap();
/// let pos = Position::start(&tables);
/// assert_eq!(
///     format!("{pos:?}"),
///     r#"Position { ruleset: "standard", fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" }"#
/// );
/// ```
impl<B: Bits> std::fmt::Debug for Position<B> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Position")
            .field("ruleset", &self.tables.ruleset.name)
            .field("fen", &self.fen())
            .finish()
    }
}

impl<B: Bits> Position<B> {
    /// The ruleset's start position, as [`crate::typed::compile`] parsed and checked it.
    pub fn start(tables: &Arc<Compiled<B>>) -> Position<B> {
        Position {
            tables: Arc::clone(tables),
            state: tables.start,
        }
    }

    /// A position from FEN.
    ///
    /// # Errors
    /// A [`FenError`] naming the field and what is wrong.
    pub fn from_fen(
        tables: &Arc<Compiled<B>>,
        fen: &str,
        mode: FenMode,
    ) -> Result<Position<B>, FenError> {
        Ok(Position {
            tables: Arc::clone(tables),
            state: fen::parse(tables, fen, mode)?,
        })
    }

    /// A position from SFEN, shogi's FEN (`... b 2Pp 31`), read as Fairy-Stockfish reads
    /// it for any ruleset.
    ///
    /// # Errors
    /// A [`FenError`]: [`FenError::Sfen`] for a field that is not SFEN, else what the
    /// position's FEN would be refused for.
    pub fn from_sfen(
        tables: &Arc<Compiled<B>>,
        sfen: &str,
        mode: FenMode,
    ) -> Result<Position<B>, FenError> {
        if sfen.len() > fen::MAX_FEN_LEN {
            return Err(FenError::TooLong { length: sfen.len() });
        }
        let fen = fen::sfen::sfen_to_fen(sfen, tables.hands.is_some())?;
        Position::from_fen(tables, &fen, mode)
    }

    /// A position from FEN, or from SFEN where the text is no FEN and has SFEN's shape
    /// (four fields, the third the hands, the fourth a ply number): what `--fen` of the
    /// `fers` commands reads.
    ///
    /// # Errors
    /// The FEN's [`FenError`], or the SFEN's when the text has SFEN's shape.
    pub fn from_fen_or_sfen(
        tables: &Arc<Compiled<B>>,
        text: &str,
        mode: FenMode,
    ) -> Result<Position<B>, FenError> {
        match Position::from_fen(tables, text, mode) {
            Err(_) if fen::sfen::looks_like_sfen(text) => Position::from_sfen(tables, text, mode),
            other => other,
        }
    }

    /// The position as validation and the families' explanations see it.
    pub(crate) fn view(&self) -> crate::families::View<'_, B> {
        crate::families::View::new(&self.tables, &self.state)
    }

    /// The squares whose pieces the legal move `m` flips (`[rules.flipping]`: reversi,
    /// ataxx), by name in index order; empty in a ruleset that flips nothing, and for
    /// a pass.
    pub fn flips(&self, m: Move) -> Vec<String> {
        self.view().flips(m)
    }

    /// The position as FEN.
    pub fn fen(&self) -> String {
        fen::write(&*self.tables, &self.state, self.state.ep_legal)
    }

    /// The position in SFEN, shogi's FEN, as Fairy-Stockfish writes it
    /// (`pyffish.get_fen(..., sfen=True)`): the board, `b` when the side that moves
    /// first is to move, the hands with counts (`2Pp`, `-`), the ply number.
    pub fn sfen(&self) -> String {
        fen::sfen::write_sfen(&*self.tables, &self.state)
    }

    /// The compiled tables (and through them the ruleset).
    pub fn tables(&self) -> &Arc<Compiled<B>> {
        &self.tables
    }

    /// The board shape.
    pub fn shape(&self) -> BoardShape {
        self.tables.shape
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.state.turn
    }

    /// The piece on `sq` (an engine square, or any square type that converts into one,
    /// such as `fers_standard::Square`); `None` for an empty square or one this board
    /// lacks.
    pub fn piece_at(&self, sq: impl Into<Square>) -> Option<Piece> {
        let sq = sq.into();
        self.on_board(sq).then(|| self.state.piece_at(sq)).flatten()
    }

    /// Every piece on the board with its square, from `a1` rank by rank.
    ///
    /// ```
    /// # use fers_rules::{load_ruleset, Color};
    /// # use fers_rules::typed::{compile, Position};
    /// # let text = include_str!("../../../../rulesets/standard.toml");
    /// # let tables = compile::<u64>(load_ruleset(text, "standard.toml", &|_| None).unwrap()).unwrap();
    /// let pos = Position::start(&tables);
    /// assert_eq!(pos.board().count(), 32);
    /// let (sq, piece) = pos.board().next().unwrap();
    /// assert_eq!(pos.shape().square_name(sq).to_string(), "a1");
    /// assert_eq!((pos.piece_name(piece), piece.color), ("rook", Color::White));
    /// ```
    pub fn board(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.state
            .occupied()
            .into_iter()
            .filter_map(|sq| Some((sq, self.piece_at(sq)?)))
    }

    /// The name the ruleset gives the piece's kind (`knight`), without its colour; `?`
    /// for a kind the ruleset does not have (a `Piece` made by a program).
    ///
    /// ```
    /// # use fers_rules::load_ruleset;
    /// # use fers_rules::typed::{compile, Position};
    /// # let text = include_str!("../../../../rulesets/standard.toml");
    /// # let tables = compile::<u64>(load_ruleset(text, "standard.toml", &|_| None).unwrap()).unwrap();
    /// let pos = Position::start(&tables);
    /// let g1 = pos.shape().parse_square("g1").unwrap();
    /// assert_eq!(pos.piece_at(g1).map(|p| pos.piece_name(p)), Some("knight"));
    /// ```
    pub fn piece_name(&self, piece: Piece) -> &str {
        self.tables
            .ruleset
            .pieces
            .get(piece.kind.index())
            .map_or("?", |p| p.name.as_str())
    }

    /// The piece's FEN letter: uppercase for white, lowercase for black (`?` for a kind
    /// the ruleset does not have).
    ///
    /// ```
    /// # use fers_rules::load_ruleset;
    /// # use fers_rules::typed::{compile, Position};
    /// # let text = include_str!("../../../../rulesets/standard.toml");
    /// # let tables = compile::<u64>(load_ruleset(text, "standard.toml", &|_| None).unwrap()).unwrap();
    /// let pos = Position::start(&tables);
    /// let letters: String = pos.board().map(|(_, p)| pos.piece_letter(p)).take(9).collect();
    /// assert_eq!(letters, "RNBQKBNRP");
    /// ```
    ///
    /// A shogi-promoted kind (`+P`) has its base kind's letter; [`fers_movement::PieceKind::symbol`]
    /// writes the `+`.
    pub fn piece_letter(&self, piece: Piece) -> char {
        let letter = (self.tables.ruleset.pieces.get(piece.kind.index())).map_or('?', |p| p.letter);
        match piece.color {
            Color::White => letter.to_ascii_uppercase(),
            Color::Black => letter.to_ascii_lowercase(),
        }
    }

    /// The piece as FEN writes it: its letter, uppercase for white, after a `+` for a
    /// shogi-promoted kind (`N`, `n`, `+P`). [`Position::parse_piece`] reads it back.
    ///
    /// ```
    /// # use fers_rules::{load_ruleset, Color, Kind, Piece};
    /// # use fers_rules::typed::{compile, Position};
    /// # let text = include_str!("../../../../rulesets/standard.toml");
    /// # let tables = compile::<u64>(load_ruleset(text, "standard.toml", &|_| None).unwrap()).unwrap();
    /// let pos = Position::start(&tables);
    /// let g8 = pos.shape().parse_square("g8").unwrap();
    /// let knight = pos.piece_at(g8).unwrap();
    /// assert_eq!(pos.piece_symbol(knight), "n");
    /// assert_eq!(pos.parse_piece("n"), Some(knight));
    /// assert_eq!(pos.parse_piece("N").map(|p| p.color), Some(Color::White));
    /// assert_eq!(pos.parse_piece("+n"), None); // standard chess has no promoted kinds
    /// assert_eq!(pos.parse_piece("z"), None);
    /// ```
    pub fn piece_symbol(&self, piece: Piece) -> String {
        (self.tables.ruleset.pieces.get(piece.kind.index()))
            .map_or_else(|| "?".to_string(), |p| p.symbol(piece.color))
    }

    /// The piece whose symbol is `text` in this ruleset: a letter, uppercase for white
    /// and lowercase for black, after a `+` for a shogi-promoted kind; `None` for text
    /// that is no piece here. The inverse of [`Position::piece_symbol`].
    pub fn parse_piece(&self, text: &str) -> Option<Piece> {
        let (promoted, letter) = match text.strip_prefix('+') {
            Some(rest) => (true, rest),
            None => (false, text),
        };
        let mut chars = letter.chars();
        let (c, None) = (chars.next()?, chars.next()) else {
            return None;
        };
        if !c.is_ascii_alphabetic() {
            return None;
        }
        let color = Color::of_letter(c);
        let kind = self.tables.ruleset.kind_by_symbol(c, promoted)?;
        Some(Piece { kind, color })
    }

    /// Squares of `color`'s pieces.
    pub fn pieces(&self, color: Color) -> SquareSet<B> {
        self.state.color(color)
    }

    /// Squares of pieces of `kind`, both sides.
    pub fn pieces_of_kind(&self, kind: Kind) -> SquareSet<B> {
        self.state.kind(kind)
    }

    /// How many checks `color` has given, counted in rulesets with a `check-limit`
    /// (always 0 in others).
    ///
    /// ```
    /// # use fers_rules::{load_ruleset, Color, FenMode};
    /// # use fers_rules::typed::{compile, Position};
    /// # let standard = include_str!("../../../../rulesets/standard.toml");
    /// # let three = include_str!("../../../../rulesets/3check.toml");
    /// # let resolve = |name: &str| (name == "standard").then(|| fers_movement::Source {
    /// #     name: "standard.toml".into(), text: standard.into() });
    /// # let tables = compile::<u64>(load_ruleset(three, "3check.toml", &resolve).unwrap()).unwrap();
    /// let fen = "rnbqkbnr/ppp1pppp/8/1B1p4/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 2+3 1 2";
    /// let pos = Position::from_fen(&tables, fen, FenMode::Strict).unwrap();
    /// assert_eq!(pos.checks_given(Color::White), 1);
    /// assert_eq!(pos.checks_given(Color::Black), 0);
    /// ```
    pub fn checks_given(&self, color: Color) -> u8 {
        self.state.checks_given(color)
    }

    /// Passes made in a row just before this position (`pass = true`), at most 2: 0
    /// after a move and in a position read from FEN, which does not record them.
    pub fn passes(&self) -> u8 {
        self.state.passes
    }

    /// Under `decisive-checks` (shatar): whether `color` is in check and one of the
    /// checks of its unbroken series (in check at each of its turns since the series
    /// began, or since the position the game was read from) was given by a piece of a
    /// decisive kind. Only then does checkmating it win. Always false without the rule.
    pub fn decisive_check(&self, color: Color) -> bool {
        self.state.decisive_check[color]
    }

    /// Half-moves since the last capture or irreversible move.
    pub fn halfmoves(&self) -> u32 {
        self.state.halfmoves
    }

    /// The running count of `[rules.honour-counting]` (makruk's board's or pieces'
    /// honour): the plies counted and the limit in plies, or `None` when no count runs.
    /// The game is drawn once the plies exceed the limit.
    pub fn honour_count(&self) -> Option<(u32, u32)> {
        crate::families::counting::running(&self.state)
    }

    /// The move number (starts at 1, grows after black moves).
    pub fn fullmoves(&self) -> u32 {
        self.state.fullmoves
    }

    /// The Zobrist hash: equal for positions with the same pieces, side, rights and
    /// capturable en-passant square.
    pub fn hash(&self) -> u64 {
        self.state.hash
    }

    /// The walls on the board (`[rules.walls]`: the duck, arrows, petrified pieces);
    /// empty in rulesets without them.
    pub fn walls(&self) -> SquareSet<B> {
        self.state.walls()
    }

    /// Partner-rook squares that may still castle.
    pub fn castling_rights(&self) -> SquareSet<B> {
        self.state.castling
    }

    /// Under `gating` (S-chess): the squares of the pieces, of either side, that have
    /// not yet left their first-rank square and may have a piece from the hand gated
    /// behind them (empty in other rulesets, and for a side whose gates no longer
    /// count). The FEN's castling field lists their files.
    ///
    /// ```
    /// # use fers_rules::load_ruleset;
    /// # use fers_rules::typed::{compile, Position};
    /// # let standard = include_str!("../../../../rulesets/standard.toml");
    /// # let text = include_str!("../../../../rulesets/seirawan.toml");
    /// # let resolve = |name: &str| (name == "standard").then(|| fers_movement::Source {
    /// #     name: "standard.toml".into(), text: standard.into() });
    /// # let tables = compile::<u64>(load_ruleset(text, "seirawan.toml", &resolve).unwrap()).unwrap();
    /// let mut pos = Position::start(&tables);
    /// assert_eq!(pos.gates().count(), 16);
    /// pos.play(pos.validate("Nf3/H").unwrap()).unwrap();
    /// assert_eq!(pos.gates().count(), 15);
    /// assert_eq!(pos.fen(), "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKBHR[Eeh] b KQBCDFkqbcdfg - 1 1");
    /// ```
    pub fn gates(&self) -> SquareSet<B> {
        self.state.gates
    }

    /// En-passant target squares (only when a capture there is possible).
    pub fn en_passant_targets(&self) -> SquareSet<B> {
        self.state.ep_targets
    }

    /// The piece an en-passant capture would remove (the one whose move set the
    /// [`en_passant_targets`](Self::en_passant_targets)), when there are targets.
    pub fn en_passant_victim(&self) -> Option<Square> {
        self.state.ep_victim.filter(|_| self.state.ep_targets.any())
    }

    /// The royal piece of `color`, if it has exactly one.
    pub fn royal_square(&self, color: Color) -> Option<Square> {
        self.state.royal_square(&*self.tables, color)
    }

    /// The square of `color`'s royal piece (the king), if it has exactly one; the same
    /// as [`royal_square`](Self::royal_square), in chess words.
    ///
    /// ```
    /// # use fers_rules::{load_ruleset, Color};
    /// # use fers_rules::typed::{compile, Position};
    /// # let text = include_str!("../../../../rulesets/standard.toml");
    /// # let tables = compile::<u64>(load_ruleset(text, "standard.toml", &|_| None).unwrap()).unwrap();
    /// let pos = Position::start(&tables);
    /// let e8 = pos.king_of(Color::Black).unwrap();
    /// assert_eq!(pos.shape().square_name(e8).to_string(), "e8");
    /// ```
    pub fn king_of(&self, color: Color) -> Option<Square> {
        self.royal_square(color)
    }

    /// Whether a piece of `by` attacks `sq` (whatever stands there); never for a square
    /// this board lacks.
    ///
    /// ```
    /// # use fers_rules::{load_ruleset, Color};
    /// # use fers_rules::typed::{compile, Position};
    /// # let text = include_str!("../../../../rulesets/standard.toml");
    /// # let tables = compile::<u64>(load_ruleset(text, "standard.toml", &|_| None).unwrap()).unwrap();
    /// let pos = Position::start(&tables);
    /// let f3 = pos.shape().parse_square("f3").unwrap();
    /// assert!(pos.is_attacked(f3, Color::White));
    /// assert!(!pos.is_attacked(f3, Color::Black));
    /// ```
    pub fn is_attacked(&self, sq: impl Into<Square>, by: Color) -> bool {
        self.attackers(sq, by).any()
    }

    /// Pieces giving check to the side to move: every enemy piece attacking any of its
    /// royal pieces (none in a ruleset without royal kinds).
    pub fn checkers(&self) -> SquareSet<B> {
        self.state.checkers(&*self.tables, self.turn())
    }

    /// The royal pieces of `color` (any number; none without royal kinds).
    pub fn royals(&self, color: Color) -> SquareSet<B> {
        self.state.royals(&*self.tables) & self.state.color(color)
    }

    /// Whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// Pieces of `by` attacking `sq` (none for a square this board lacks).
    pub fn attackers(&self, sq: impl Into<Square>, by: Color) -> SquareSet<B> {
        let sq = sq.into();
        if !self.on_board(sq) {
            return SquareSet::EMPTY;
        }
        attackers_to(&*self.tables, &self.state, sq, by, self.state.occupied())
    }

    /// Whether this board has the square `sq`.
    fn on_board(&self, sq: Square) -> bool {
        sq.index() < self.tables.shape.len()
    }

    /// Every legal move.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(64);
        crate::kernel::movegen::generate(&*self.tables, &self.state, &mut moves);
        moves
    }

    /// Number of legal moves, counted without listing them.
    pub fn count_legal_moves(&self) -> u64 {
        crate::kernel::movegen::count(&*self.tables, &self.state)
    }

    /// Whether `m` is legal here.
    pub fn is_legal(&self, m: Move) -> bool {
        self.legal_moves().contains(&m)
    }

    /// Plays `m` without checking that it is legal.
    ///
    /// The caller promises `m` came from [`legal_moves`](Self::legal_moves) of this very
    /// position; anything else leaves the position meaningless (though never unsafe).
    pub fn play_unchecked(&mut self, m: Move) {
        self.state.play(&*self.tables, m);
    }

    /// Plays `m` if it is legal.
    ///
    /// # Errors
    /// An [`IllegalMove`] saying why, if `m` is not one of this position's legal moves;
    /// the position is unchanged. The code is the one [`validate`](Self::validate) gives
    /// for the move's UCI text (a `Move` of another position whose text is legal here
    /// as some other move is refused as [`IllegalCode::PieceCannotMoveThatWay`]; one
    /// naming squares or kinds this ruleset lacks, as [`IllegalCode::Unparsable`]).
    ///
    /// ```
    /// # use fers_rules::{load_ruleset, IllegalCode};
    /// # use fers_rules::typed::{compile, Position};
    /// # let text = include_str!("../../../../rulesets/standard.toml");
    /// # let tables = compile::<u64>(load_ruleset(text, "standard.toml", &|_| None).unwrap()).unwrap();
    /// let mut pos = Position::start(&tables);
    /// let e4 = pos.validate("e4").unwrap();
    /// pos.play(e4)?;
    /// let err = pos.play(e4).unwrap_err(); // the pawn has left e2
    /// assert_eq!(err.code, IllegalCode::NoPieceOnSource);
    /// # Ok::<(), fers_rules::IllegalMove>(())
    /// ```
    pub fn play(&mut self, m: Move) -> Result<(), IllegalMove> {
        if self.is_legal(m) {
            self.play_unchecked(m);
            Ok(())
        } else {
            Err(self.refuse(m))
        }
    }

    /// The number of move paths of exactly `depth` plies (perft), counting the last
    /// ply in bulk.
    pub fn perft(&self, depth: u32) -> u64 {
        perft(&*self.tables, &self.state, depth)
    }

    /// Perft split by first move: each legal move with the count below it.
    pub fn divide(&self, depth: u32) -> Vec<(Move, u64)> {
        if depth == 0 {
            return Vec::new();
        }
        self.legal_moves()
            .into_iter()
            .map(|m| (m, self.perft_after(m, depth)))
            .collect()
    }

    /// The perft count of `depth` plies that begin with the legal move `m`: the count
    /// below `m` in [`divide`](Self::divide). `depth` is at least 1.
    pub(crate) fn perft_after(&self, m: Move, depth: u32) -> u64 {
        let mut s = self.state;
        s.play(&*self.tables, m);
        perft(&*self.tables, &s, depth - 1)
    }
}
