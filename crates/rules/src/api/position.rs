//! [`Position`]: a position of a ruleset of any board size.

use super::width::{Position, Variant, Width, on_position, on_variant};
use super::{Squares, widen};
use crate::illegal::IllegalMove;
use crate::kernel::{Move, Piece};
use crate::notation::{Notation, SanMove, UciMove};
use crate::outcome::Outcome;
use crate::position::fen::{FenError, FenMode};
use crate::position::{self, HandError};
use fers_geometry::{BoardShape, Square};
use fers_movement::{Color, Kind, Ruleset};

impl Position {
    /// The start position of `variant`.
    ///
    /// ```
    /// # let text = include_str!("../../../../rulesets/standard.toml");
    /// # let variant = fers_rules::Variant::new(fers_rules::load_ruleset(text, "s.toml", &|_| None).unwrap()).unwrap();
    /// let pos = fers_rules::Position::start(&variant);
    /// assert_eq!(pos.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    /// ```
    pub fn start(variant: &Variant) -> Position {
        on_variant!(&variant.0, t => Position::from(position::Position::start(t)))
    }

    /// A position of `variant` from FEN.
    ///
    /// # Errors
    /// A [`FenError`] naming the field and what is wrong.
    pub fn from_fen(variant: &Variant, fen: &str, mode: FenMode) -> Result<Position, FenError> {
        on_variant!(&variant.0, t => position::Position::from_fen(t, fen, mode).map(Position::from))
    }

    /// A position of `variant` from SFEN, shogi's FEN, as Fairy-Stockfish reads it.
    ///
    /// ```
    /// # let text = include_str!("../../../../rulesets/shogi.toml");
    /// # let shogi = fers_rules::Variant::new(fers_rules::load_ruleset(text, "shogi.toml", &|_| None).unwrap()).unwrap();
    /// use fers_rules::{FenMode, Position};
    /// let sfen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2";
    /// let pos = Position::from_sfen(&shogi, sfen, FenMode::Strict).unwrap();
    /// assert_eq!(pos.fen(), "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL[] b - - 0 1");
    /// assert_eq!(pos.sfen(), sfen);
    /// ```
    ///
    /// # Errors
    /// A [`FenError`]: `Sfen` for a field that is not SFEN, else why its FEN is refused.
    pub fn from_sfen(variant: &Variant, sfen: &str, mode: FenMode) -> Result<Position, FenError> {
        on_variant!(&variant.0, t => position::Position::from_sfen(t, sfen, mode).map(Position::from))
    }

    /// A position from FEN, or from SFEN where the text is no FEN and has SFEN's shape:
    /// what `--fen` of the `fers` commands reads.
    ///
    /// # Errors
    /// The FEN's [`FenError`], or the SFEN's when the text has SFEN's shape.
    pub fn from_fen_or_sfen(
        variant: &Variant,
        text: &str,
        mode: FenMode,
    ) -> Result<Position, FenError> {
        on_variant!(&variant.0, t => position::Position::from_fen_or_sfen(t, text, mode).map(Position::from))
    }

    /// The variant this is a position of.
    pub fn variant(&self) -> Variant {
        on_position!(&self.0, p => Variant::from(p.tables().clone()))
    }

    /// The checked ruleset.
    pub fn ruleset(&self) -> &Ruleset {
        on_position!(&self.0, p => p.tables().ruleset())
    }

    /// The board shape.
    pub fn shape(&self) -> BoardShape {
        on_position!(&self.0, p => p.shape())
    }

    /// The position as FEN.
    pub fn fen(&self) -> String {
        on_position!(&self.0, p => p.fen())
    }

    /// The position as SFEN, shogi's FEN, as Fairy-Stockfish writes it: the board, `b`
    /// when the side that moves first is to move, the hands with counts, the ply number.
    pub fn sfen(&self) -> String {
        on_position!(&self.0, p => p.sfen())
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        on_position!(&self.0, p => p.turn())
    }

    /// The piece on `sq` (any type that converts into a square); `None` for an empty
    /// square or one this board lacks.
    pub fn piece_at(&self, sq: impl Into<Square>) -> Option<Piece> {
        let sq = sq.into();
        on_position!(&self.0, p => p.piece_at(sq))
    }

    /// Every piece on the board with its square, from `a1` rank by rank.
    pub fn board(&self) -> impl Iterator<Item = (Square, Piece)> + use<> {
        let pieces: Vec<_> = on_position!(&self.0, p => p.board().collect());
        pieces.into_iter()
    }

    /// The name the ruleset gives the piece's kind (`knight`); `?` for a kind it lacks.
    pub fn piece_name(&self, piece: Piece) -> &str {
        on_position!(&self.0, p => p.piece_name(piece))
    }

    /// The piece's FEN letter: uppercase for white, lowercase for black.
    pub fn piece_letter(&self, piece: Piece) -> char {
        on_position!(&self.0, p => p.piece_letter(piece))
    }

    /// The piece as FEN writes it (`N`, `n`, `+P`).
    pub fn piece_symbol(&self, piece: Piece) -> String {
        on_position!(&self.0, p => p.piece_symbol(piece))
    }

    /// The piece written `text` in this ruleset (the inverse of
    /// [`piece_symbol`](Self::piece_symbol)).
    pub fn parse_piece(&self, text: &str) -> Option<Piece> {
        on_position!(&self.0, p => p.parse_piece(text))
    }

    /// Squares of `color`'s pieces.
    pub fn pieces(&self, color: Color) -> Squares {
        on_position!(&self.0, p => widen(p.pieces(color)))
    }

    /// Squares of pieces of `kind`, both sides.
    pub fn pieces_of_kind(&self, kind: Kind) -> Squares {
        on_position!(&self.0, p => widen(p.pieces_of_kind(kind)))
    }

    /// Whether a piece of `by` attacks `sq`; never for a square this board lacks.
    pub fn is_attacked(&self, sq: impl Into<Square>, by: Color) -> bool {
        let sq = sq.into();
        on_position!(&self.0, p => p.is_attacked(sq, by))
    }

    /// Pieces of `by` attacking `sq`.
    pub fn attackers(&self, sq: impl Into<Square>, by: Color) -> Squares {
        let sq = sq.into();
        on_position!(&self.0, p => widen(p.attackers(sq, by)))
    }

    /// Pieces giving check to the side to move.
    pub fn checkers(&self) -> Squares {
        on_position!(&self.0, p => widen(p.checkers()))
    }

    /// Whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        on_position!(&self.0, p => p.is_check())
    }

    /// The square of `color`'s royal piece (the king), if it has exactly one.
    pub fn king_of(&self, color: Color) -> Option<Square> {
        on_position!(&self.0, p => p.king_of(color))
    }

    /// The royal pieces of `color` (any number).
    pub fn royals(&self, color: Color) -> Squares {
        on_position!(&self.0, p => widen(p.royals(color)))
    }

    /// The walls on the board (`[rules.walls]`); empty in rulesets without them.
    pub fn walls(&self) -> Squares {
        on_position!(&self.0, p => widen(p.walls()))
    }

    /// Partner-rook squares that may still castle.
    pub fn castling_rights(&self) -> Squares {
        on_position!(&self.0, p => widen(p.castling_rights()))
    }

    /// Under gating (S-chess): the squares a piece from the hand may still be gated on.
    pub fn gates(&self) -> Squares {
        on_position!(&self.0, p => widen(p.gates()))
    }

    /// En-passant target squares (only when a capture there is possible).
    pub fn en_passant_targets(&self) -> Squares {
        on_position!(&self.0, p => widen(p.en_passant_targets()))
    }

    /// The piece an en-passant capture would remove, when there are targets.
    pub fn en_passant_victim(&self) -> Option<Square> {
        on_position!(&self.0, p => p.en_passant_victim())
    }

    /// How many checks `color` has given (counted under a `check-limit`).
    pub fn checks_given(&self, color: Color) -> u8 {
        on_position!(&self.0, p => p.checks_given(color))
    }

    /// Passes made in a row just before this position (`pass = true`), at most 2.
    pub fn passes(&self) -> u8 {
        on_position!(&self.0, p => p.passes())
    }

    /// Under `decisive-checks` (shatar): whether `color` is in a decisive series of
    /// checks.
    pub fn decisive_check(&self, color: Color) -> bool {
        on_position!(&self.0, p => p.decisive_check(color))
    }

    /// Half-moves since the last capture or irreversible move.
    pub fn halfmoves(&self) -> u32 {
        on_position!(&self.0, p => p.halfmoves())
    }

    /// The move number (starts at 1, grows after black moves).
    pub fn fullmoves(&self) -> u32 {
        on_position!(&self.0, p => p.fullmoves())
    }

    /// The running count of `[rules.honour-counting]`: plies counted and the limit.
    pub fn honour_count(&self) -> Option<(u32, u32)> {
        on_position!(&self.0, p => p.honour_count())
    }

    /// The Zobrist hash.
    pub fn hash(&self) -> u64 {
        on_position!(&self.0, p => p.hash())
    }

    /// How many pieces of `kind` `color` holds in hand (0 without hands).
    pub fn in_hand(&self, color: Color, kind: Kind) -> u8 {
        on_position!(&self.0, p => p.in_hand(color, kind))
    }

    /// The pieces `color` holds in hand: each kind held, with how many.
    pub fn hand(&self, color: Color) -> Vec<(Kind, u8)> {
        on_position!(&self.0, p => p.hand(color))
    }

    /// Whether the piece on `sq` has promoted (where the ruleset tracks it).
    pub fn is_promoted(&self, sq: impl Into<Square>) -> bool {
        let sq = sq.into();
        on_position!(&self.0, p => p.is_promoted(sq))
    }

    /// The piece `m` captures as it would enter a hand (demoted, in its own colour): the
    /// piece a bughouse partner receives; `None` if `m` captures nothing.
    pub fn partner_receives(&self, m: Move) -> Option<Piece> {
        on_position!(&self.0, p => p.partner_receives(m))
    }

    /// Puts one piece of `kind` into `color`'s hand from outside the game (a bughouse
    /// partner's capture), with the hash kept right.
    ///
    /// # Errors
    /// [`HandError`] if the ruleset has no hands, the kind does not exist or the hand is
    /// full; the position is then unchanged.
    pub fn add_to_hand(&mut self, color: Color, kind: Kind) -> Result<(), HandError> {
        on_position!(&mut self.0, p => p.add_to_hand(color, kind))
    }

    /// Every legal move; write them with [`uci`](Self::uci) or [`san`](Self::san).
    pub fn legal_moves(&self) -> Vec<Move> {
        on_position!(&self.0, p => p.legal_moves())
    }

    /// Number of legal moves, counted without listing them.
    pub fn count_legal_moves(&self) -> u64 {
        on_position!(&self.0, p => p.count_legal_moves())
    }

    /// Whether `m` is legal here.
    pub fn is_legal(&self, m: Move) -> bool {
        on_position!(&self.0, p => p.is_legal(m))
    }

    /// Whether `m` takes a piece (on its destination, or en passant).
    pub fn is_capture(&self, m: Move) -> bool {
        on_position!(&self.0, p => p.is_capture(m))
    }

    /// The piece `m` takes, as it stands on the board (a promoted piece as its promoted
    /// kind): the one on its destination, or en passant the pawn passed. `None` if `m`
    /// takes nothing. [`Self::partner_receives`] gives it as it enters a hand.
    ///
    /// ```
    /// # let variant = fers_rules::Variant::new(fers_rules::load_ruleset(
    /// #     include_str!("../../../../rulesets/standard.toml"), "standard.toml", &|_| None).unwrap()).unwrap();
    /// use fers_rules::{Color, FenMode, Position};
    /// let pos = Position::from_fen(&variant, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", FenMode::Strict)?;
    /// let pawn = pos.captured_piece(pos.validate("exd6").unwrap()).unwrap();
    /// assert_eq!((pawn.color, pos.piece_symbol(pawn)), (Color::Black, "p".to_string()));
    /// # Ok::<(), fers_rules::FenError>(())
    /// ```
    pub fn captured_piece(&self, m: Move) -> Option<Piece> {
        on_position!(&self.0, p => p.captured_piece(m))
    }

    /// The kinds a piece of `kind` may promote to in this position.
    pub fn promotion_choices(&self, kind: Kind) -> Vec<Kind> {
        on_position!(&self.0, p => p.promotion_choices(kind))
    }

    /// The squares whose pieces the legal move `m` flips (`[rules.flipping]`: reversi,
    /// ataxx), by name in index order (`["d4", "e5"]`); empty in a ruleset that flips
    /// nothing, and for a pass.
    pub fn flips(&self, m: Move) -> Vec<String> {
        on_position!(&self.0, p => p.flips(m))
    }

    /// The move in UCI.
    pub fn uci(&self, m: Move) -> String {
        on_position!(&self.0, p => p.uci(m))
    }

    /// The move in SAN, with `+` or `#`.
    pub fn san(&self, m: Move) -> String {
        on_position!(&self.0, p => p.san(m))
    }

    /// Every move of `moves` in SAN, in time linear in the number of legal moves.
    pub fn sans(&self, moves: &[Move]) -> Vec<String> {
        on_position!(&self.0, p => p.sans(moves))
    }

    /// The move written in `notation`, as Fairy-Stockfish writes it.
    ///
    /// ```
    /// # let text = include_str!("../../../../rulesets/xiangqi.toml");
    /// # let xiangqi = fers_rules::Variant::new(fers_rules::load_ruleset(text, "xiangqi.toml", &|_| None).unwrap()).unwrap();
    /// use fers_rules::{Notation, Position};
    /// let pos = Position::start(&xiangqi);
    /// let m = pos.validate("h3e3").unwrap();
    /// assert_eq!(pos.write_move(m, Notation::XiangqiWxf), "C2=5");
    /// ```
    pub fn write_move(&self, m: Move, notation: Notation) -> String {
        on_position!(&self.0, p => p.write_move(m, notation))
    }

    /// Every move of `moves` written in `notation`, in the same order.
    pub fn write_moves(&self, moves: &[Move], notation: Notation) -> Vec<String> {
        on_position!(&self.0, p => p.write_moves(moves, notation))
    }

    /// Reads a move written in `notation` and checks it: the legal move, or why it is
    /// refused (the codes of [`validate`](Self::validate)).
    ///
    /// # Errors
    /// An [`IllegalMove`] with a stable code and a sentence.
    ///
    /// ```
    /// # let text = include_str!("../../../../rulesets/xiangqi.toml");
    /// # let xiangqi = fers_rules::Variant::new(fers_rules::load_ruleset(text, "xiangqi.toml", &|_| None).unwrap()).unwrap();
    /// use fers_rules::{Notation, Position};
    /// let pos = Position::start(&xiangqi);
    /// let m = pos.read_move("C2=5", Notation::XiangqiWxf).unwrap();
    /// assert_eq!(pos.uci(m), "h3e3");
    /// ```
    pub fn read_move(&self, text: &str, notation: Notation) -> Result<Move, IllegalMove> {
        on_position!(&self.0, p => p.read_move(text, notation))
    }

    /// Reads a move in UCI or SAN and checks it: the legal move, or why it is refused.
    ///
    /// # Errors
    /// An [`IllegalMove`] with a stable code and a sentence.
    pub fn validate(&self, text: &str) -> Result<Move, IllegalMove> {
        on_position!(&self.0, p => p.validate(text))
    }

    /// The legal move written in UCI, if there is one.
    pub fn find_uci(&self, u: UciMove) -> Option<Move> {
        on_position!(&self.0, p => p.find_uci(u))
    }

    /// Parses and checks a UCI move.
    ///
    /// # Errors
    /// An [`IllegalMove`] explaining why it cannot be played.
    pub fn parse_uci(&self, text: &str) -> Result<Move, IllegalMove> {
        on_position!(&self.0, p => p.parse_uci(text))
    }

    /// The legal moves the SAN move `s` names.
    pub fn find_san(&self, s: SanMove) -> Vec<Move> {
        on_position!(&self.0, p => p.find_san(s))
    }

    /// Parses and checks a SAN move.
    ///
    /// # Errors
    /// An [`IllegalMove`] explaining why it cannot be played.
    pub fn parse_san(&self, text: &str) -> Result<Move, IllegalMove> {
        on_position!(&self.0, p => p.parse_san(text))
    }

    /// Plays `m` if it is legal.
    ///
    /// # Errors
    /// An [`IllegalMove`] saying why; the position is unchanged.
    pub fn play(&mut self, m: Move) -> Result<(), IllegalMove> {
        on_position!(&mut self.0, p => p.play(m))
    }

    /// Plays `m` without checking that it is legal: `m` must come from
    /// [`legal_moves`](Self::legal_moves) of this very position.
    pub fn play_unchecked(&mut self, m: Move) {
        on_position!(&mut self.0, p => p.play_unchecked(m))
    }

    /// Reads, checks and plays a move in UCI or SAN.
    ///
    /// # Errors
    /// An [`IllegalMove`]; the position is unchanged.
    pub fn play_text(&mut self, text: &str) -> Result<Move, IllegalMove> {
        on_position!(&mut self.0, p => {
            let m = p.validate(text)?;
            p.play_unchecked(m);
            Ok(m)
        })
    }

    /// The outcome of the position alone (no history); `None` while play goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        on_position!(&self.0, p => p.outcome())
    }

    /// Whether the game is over in this position ([`outcome`](Self::outcome)).
    pub fn is_game_over(&self) -> bool {
        on_position!(&self.0, p => p.is_game_over())
    }

    /// Whether the side to move is checkmated.
    pub fn is_checkmate(&self) -> bool {
        on_position!(&self.0, p => p.is_checkmate())
    }

    /// Whether the side to move is stalemated.
    pub fn is_stalemate(&self) -> bool {
        on_position!(&self.0, p => p.is_stalemate())
    }

    /// Whether neither side has the material to win, as the ruleset judges it.
    pub fn is_insufficient_material(&self) -> bool {
        on_position!(&self.0, p => p.is_insufficient_material())
    }

    /// Whether `color` can never mate, whatever the other side does (Fairy-Stockfish's
    /// per-colour test, python-chess's `has_insufficient_material`); see
    /// [`crate::typed::Position::has_insufficient_material`] for the rule.
    ///
    /// ```
    /// # use fers_rules::{Color, FenMode, Position, Variant, load_ruleset};
    /// # let text = include_str!("../../../../rulesets/standard.toml");
    /// let chess = Variant::new(load_ruleset(text, "standard.toml", &|_| None).unwrap()).unwrap();
    /// // A bare king against king and pawn: only black may still mate.
    /// let p = Position::from_fen(&chess, "4k3/4p3/8/8/8/8/8/4K3 w - - 0 1", FenMode::Strict).unwrap();
    /// assert!(p.has_insufficient_material(Color::White));
    /// assert!(!p.has_insufficient_material(Color::Black));
    /// ```
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        on_position!(&self.0, p => p.has_insufficient_material(color))
    }

    /// The number of move paths of exactly `depth` plies (perft).
    pub fn perft(&self, depth: u32) -> u64 {
        on_position!(&self.0, p => p.perft(depth))
    }

    /// Perft split by first move: each legal move with the count below it.
    pub fn divide(&self, depth: u32) -> Vec<(Move, u64)> {
        on_position!(&self.0, p => p.divide(depth))
    }

    /// Perft counted on `threads` threads (Cargo feature `parallel`).
    #[cfg(feature = "parallel")]
    pub fn perft_parallel(&self, depth: u32, threads: usize) -> u64 {
        on_position!(&self.0, p => p.perft_parallel(depth, threads))
    }

    /// [`divide`](Self::divide) counted on `threads` threads (Cargo feature `parallel`).
    #[cfg(feature = "parallel")]
    pub fn divide_parallel(&self, depth: u32, threads: usize) -> Vec<(Move, u64)> {
        on_position!(&self.0, p => p.divide_parallel(depth, threads))
    }

    /// The board as text, rank by rank from the top.
    pub fn render(&self) -> String {
        on_position!(&self.0, p => p.render())
    }

    /// The board as text with the regions that confine pieces drawn.
    pub fn render_regions(&self) -> String {
        on_position!(&self.0, p => p.render_regions())
    }

    /// The board as the game's players draw it: [`render_regions`](Self::render_regions)
    /// with the squares named as `notation` names them (a shogi board's files `9`…`1`
    /// above it and ranks `a`…`i` on its right; the ruleset's notation is
    /// `ruleset().players.notation`) and the sides by their names (`in hand: Sente P,
    /// Gote -`). `fers play` shows this.
    ///
    /// ```
    /// # let text = include_str!("../../../../rulesets/minishogi.toml");
    /// # let minishogi = fers_rules::Variant::new(fers_rules::load_ruleset(text, "minishogi.toml", &|_| None).unwrap()).unwrap();
    /// let pos = fers_rules::Position::start(&minishogi);
    /// let board = pos.render_for_players(pos.ruleset().players.notation);
    /// assert_eq!(board, " 5 4 3 2 1\n r b s g k  a\n . . . . p  b\n . . . . .  c\n P . . . .  d\n K G S B R  e\nin hand: Sente -, Gote -\n");
    /// ```
    pub fn render_for_players(&self, notation: Notation) -> String {
        on_position!(&self.0, p => p.render_for_players(notation))
    }

    /// The position's rule outputs as stable text, for snapshot tests: the board, FEN,
    /// side to move, check, every legal move in UCI and SAN, the outcome (the text of
    /// `fers report`).
    pub fn report(&self) -> String {
        on_position!(&self.0, p => p.report())
    }

    /// The typed position, if this position is of storage width `B`.
    pub fn typed<B: Width>(&self) -> Option<&position::Position<B>> {
        B::position(self)
    }
}
