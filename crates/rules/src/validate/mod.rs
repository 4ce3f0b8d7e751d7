//! Move validation that explains itself: every refusal has a stable [`IllegalCode`] and a
//! sentence naming the pieces and squares involved. Validation never changes the position.
//!
//! Text is first *parsed* ([`UciMove::parse`], [`SanMove::parse`]: notation only, no
//! position), then *matched* against the legal moves, and only when nothing matches is
//! the refusal *explained*:
//!
//! | Module | Explains |
//! |--------|----------|
//! | `mod.rs` | the order: parse, match, explain; a `Move` refused without going through text |
//! | `uci.rs` | a UCI move: no piece, not yours, cannot move that way, blocked, promotion, en passant |
//! | `san.rs` | a SAN move: which piece was meant, ambiguity, a capture mark on a quiet move |
//! | `exposure.rs` | a pseudo-legal move that leaves the royal piece attacked (pins, checks) |
//!
//! Each rule family explains its own refusals in its folder (`families/*/explain.rs`:
//! castling, drops, gating, walls, pseudo-royalty, the obligations, in-place promotion,
//! passing, first moves). The types are [`IllegalMove`] and [`IllegalCode`]
//! (`illegal.rs`).
//!
//! ```
//! # use fers_rules::{load_ruleset, IllegalCode};
//! # use fers_rules::typed::{compile, Position};
//! # let text = include_str!("../../../../rulesets/standard.toml");
//! # let tables = compile::<u64>(load_ruleset(text, "standard.toml", &|_| None).unwrap()).unwrap();
//! let start = Position::start(&tables);
//! assert_eq!(start.validate("e2e4").map(|m| start.uci(m)), Ok("e2e4".to_string()));
//! assert_eq!(start.validate("Ke2").unwrap_err().code, IllegalCode::OwnPieceOnTarget);
//! assert_eq!(start.validate("e2e9").unwrap_err().code, IllegalCode::Unparsable);
//! ```

mod dialect;
mod exposure;
mod san;
mod uci;

use crate::families::View;
use crate::illegal::{IllegalCode, IllegalMove};
use crate::kernel::{Move, Piece};
use crate::notation::{Notation, SanMove, UciMove};
use crate::position::Position;
use fers_geometry::{Bits, Square};
use fers_movement::Kind;

impl<B: Bits> Position<B> {
    /// Reads a move in UCI or SAN and checks it: the legal move, or why it is refused.
    ///
    /// The position is never changed.
    ///
    /// # Errors
    /// An [`IllegalMove`] with a stable code and a sentence.
    ///
    /// ```
    /// # use fers_rules::load_ruleset;
    /// # use fers_rules::typed::{compile, Position};
    /// # let text = include_str!("../../../../rulesets/standard.toml");
    /// # let tables = compile::<u64>(load_ruleset(text, "standard.toml", &|_| None).unwrap()).unwrap();
    /// let pos = Position::start(&tables);
    /// let m = pos.validate("Nf3").unwrap();
    /// assert_eq!(pos.uci(m), "g1f3");
    /// let refusal = pos.validate("Ke2").unwrap_err();
    /// assert_eq!(refusal.code.name(), "OwnPieceOnTarget");
    /// ```
    pub fn validate(&self, text: &str) -> Result<Move, IllegalMove> {
        // The game being over comes first, whatever the text, as in `Game::validate`.
        if let Some(outcome) = self.outcome() {
            return Err(IllegalMove::new(
                IllegalCode::GameOver,
                format!("the game is over: {outcome}"),
            ));
        }
        self.validate_ongoing(text)
    }

    /// [`Position::validate`] for a game known not to be over: the caller has already
    /// asked for the outcome (so that a game asks once per move).
    pub(crate) fn validate_ongoing(&self, text: &str) -> Result<Move, IllegalMove> {
        self.view().validate_ongoing(text)
    }

    /// Reads a move written in `notation` and checks it: the legal move, or why it is
    /// refused (the codes of [`Position::validate`]). Reading is tolerant as players
    /// are: shogi's `P-76` for `P-7f`, a start square where none is needed, with or
    /// without `x` or check marks; `uci` and `san` read both UCI and SAN.
    ///
    /// # Errors
    /// An [`IllegalMove`] with a stable code and a sentence.
    ///
    /// ```
    /// # use fers_rules::{load_ruleset, Notation, IllegalCode};
    /// # use fers_rules::typed::{compile, Position};
    /// # let text = include_str!("../../../../rulesets/shogi.toml");
    /// # let tables = compile::<u128>(load_ruleset(text, "shogi.toml", &|_| None).unwrap()).unwrap();
    /// let pos = Position::start(&tables);
    /// let m = pos.read_move("P-7f", Notation::ShogiHodges).unwrap();
    /// assert_eq!(pos.uci(m), "c3c4");
    /// assert_eq!(pos.read_move("P7g-76", Notation::ShogiHodges), Ok(m));
    /// assert_eq!(pos.read_move("7g7f", Notation::Usi), Ok(m));
    /// let refusal = pos.read_move("P-7e", Notation::ShogiHodges).unwrap_err();
    /// assert_eq!(refusal.code, IllegalCode::PieceCannotMoveThatWay);
    /// ```
    pub fn read_move(&self, text: &str, notation: Notation) -> Result<Move, IllegalMove> {
        if let Some(outcome) = self.outcome() {
            return Err(IllegalMove::new(
                IllegalCode::GameOver,
                format!("the game is over: {outcome}"),
            ));
        }
        self.view().read_move(text, notation)
    }

    /// Why `m`, which is not legal here, is refused.
    pub(crate) fn refuse(&self, m: Move) -> IllegalMove {
        self.view().refuse(m)
    }

    /// The legal move written in UCI, if there is one. Castling is accepted both as the
    /// king's move and as king-takes-rook.
    pub fn find_uci(&self, u: UciMove) -> Option<Move> {
        self.view().find_uci(u)
    }

    /// Parses and checks a UCI move.
    ///
    /// # Errors
    /// An [`IllegalMove`] explaining why it cannot be played.
    pub fn parse_uci(&self, text: &str) -> Result<Move, IllegalMove> {
        self.view().parse_uci(text)
    }

    /// The legal moves the SAN move `s` names (none, one, or several when ambiguous).
    pub fn find_san(&self, s: SanMove) -> Vec<Move> {
        self.view().find_san(s)
    }

    /// Parses and checks a SAN move.
    ///
    /// # Errors
    /// An [`IllegalMove`] explaining why it cannot be played.
    pub fn parse_san(&self, text: &str) -> Result<Move, IllegalMove> {
        self.view().parse_san(text)
    }

    /// The kinds a piece of `kind` may promote to in this position.
    pub fn promotion_choices(&self, kind: Kind) -> Vec<Kind> {
        self.view().promotion_choices(kind)
    }

    /// Whether `m` takes a piece (on its destination, or en passant).
    pub fn is_capture(&self, m: Move) -> bool {
        self.state.is_capture(m)
    }

    /// The piece `m` takes, as it stands on the board (a promoted piece as its promoted
    /// kind): the one on its destination, or en passant the pawn passed. `None` if `m`
    /// takes nothing. [`Self::partner_receives`] gives it as it enters a hand.
    ///
    /// ```
    /// # use fers_rules::{load_ruleset, Color, FenMode};
    /// # use fers_rules::typed::{compile, Position};
    /// # let standard = include_str!("../../../../rulesets/standard.toml");
    /// # let tables = compile::<u64>(load_ruleset(standard, "standard.toml", &|_| None).unwrap()).unwrap();
    /// let pos = Position::from_fen(&tables, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", FenMode::Strict)?;
    /// let en_passant = pos.validate("exd6").unwrap();
    /// let pawn = pos.captured_piece(en_passant).unwrap();
    /// assert_eq!((pawn.color, pos.piece_symbol(pawn)), (Color::Black, "p".to_string()));
    /// assert_eq!(pos.captured_piece(pos.validate("Kd2").unwrap()), None);
    /// # Ok::<(), fers_rules::FenError>(())
    /// ```
    pub fn captured_piece(&self, m: Move) -> Option<Piece> {
        (self.state.captured_square(m)).and_then(|sq| self.state.piece_at(sq))
    }
}

impl<B: Bits> View<'_, B> {
    /// [`Position::validate`] for a game known not to be over.
    pub(crate) fn validate_ongoing(&self, text: &str) -> Result<Move, IllegalMove> {
        let text = text.trim();
        if self.tables.gating
            && let Some(result) = self.match_gating_san(text)
        {
            return result;
        }
        // A drop whose letter no piece has in FEN is read as SAN: a promoted kind has a
        // SAN letter of its own (kyoto shogi's `R@c3` is `+P@c3`).
        let uci = UciMove::parse(self.shape(), text).ok().filter(|u| {
            u.drop.is_none_or(|letter| {
                let promoted = u.promotion.is_some();
                self.tables
                    .ruleset
                    .kind_by_symbol(letter, promoted)
                    .is_some()
                    || SanMove::parse(self.shape(), text).is_err()
            })
        });
        match uci {
            Some(u) => self.find_uci(u).ok_or_else(|| self.explain_uci(u)),
            None if text.contains(',') => self.match_san_with_wall(text),
            None => match SanMove::parse(self.shape(), text) {
                Ok(s) => self.match_san(s, text),
                Err(e) => Err(IllegalMove::unparsable(text, &e)),
            },
        }
    }

    /// Why `m`, which is not legal here, is refused: what validating its UCI text says.
    pub(crate) fn refuse(&self, m: Move) -> IllegalMove {
        let on_board = |sq: Square| sq.index() < self.shape().len();
        let known = |k: fers_movement::Kind| (k.index()) < self.tables.ruleset.pieces.len();
        let fits = on_board(m.from)
            && on_board(m.to)
            && known(m.piece)
            && m.promotion.is_none_or(known)
            && m.second
                .is_none_or(|p| p.gated().is_none_or(known) && on_board(p.square()));
        if !fits {
            return IllegalMove::new(
                IllegalCode::Unparsable,
                "the move names a square or piece kind this ruleset does not have",
            );
        }
        // The move as UCI writes it, matched and explained field by field: a move of
        // this ruleset always has a UCI form.
        let u = self.uci_move(m);
        let text = u.to_string();
        match self.find_uci(u) {
            None => self.explain_uci(u),
            Some(_) => IllegalMove::new(
                IllegalCode::PieceCannotMoveThatWay,
                format!(
                    "`{text}` is legal here, but as another move: this one came from another position"
                ),
            ),
        }
    }
}
