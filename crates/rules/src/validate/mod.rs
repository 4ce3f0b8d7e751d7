//! Move validation that explains itself: every refusal has a stable [`IllegalCode`] and a
//! sentence naming the pieces and squares involved. Validation never changes the position.
//!
//! Text is first *parsed* ([`UciMove::parse`], [`SanMove::parse`]: notation only, no
//! position), then *matched* against the legal moves, and only when nothing matches is
//! the refusal *explained*:
//!
//! | Module | Explains |
//! |--------|----------|
//! | `uci.rs` | a UCI move: no piece, not yours, cannot move that way, blocked, promotion, en passant |
//! | `san.rs` | a SAN move: which piece was meant, ambiguity, a capture mark on a quiet move |
//! | `castling.rs` | castling refused: which right is gone, which square is occupied or attacked |
//! | `explosion.rs` | a move refused by pseudo-royalty, explosions or mutual immunity (atomic) |
//! | `walls.rs` | a move refused by the rules of walls: no wall, a wall misplaced, a move onto a wall |
//! | `exposure.rs` | a pseudo-legal move that leaves the royal piece attacked (pins, checks) |
//! | `illegal.rs` | the [`IllegalMove`] and [`IllegalCode`] types |
//!
//! ```
//! # use fers_rules::{compile, load_ruleset, IllegalCode, Position};
//! # let text = include_str!("../../../../rulesets/standard.toml");
//! # let tables = compile::<u64>(load_ruleset(text, "standard.toml", &|_| None).unwrap()).unwrap();
//! let start = Position::start(&tables);
//! assert_eq!(start.validate("e2e4").map(|m| start.uci(m)), Ok("e2e4".to_string()));
//! assert_eq!(start.validate("Ke2").unwrap_err().code, IllegalCode::OwnPieceOnTarget);
//! assert_eq!(start.validate("e2e9").unwrap_err().code, IllegalCode::Unparsable);
//! ```

mod castling;
mod drops;
mod explosion;
mod exposure;
mod gating;
mod illegal;
mod in_place;
mod san;
mod uci;
mod walls;

pub use illegal::{IllegalCode, IllegalMove};

use crate::moves::Move;
use crate::notation::{SanMove, UciMove};
use crate::piece::Piece;
use crate::position::Position;
use fers_geometry::{Bits, Square};

impl<B: Bits> Position<B> {
    /// Reads a move in UCI or SAN and checks it: the legal move, or why it is refused.
    ///
    /// The position is never changed.
    ///
    /// # Errors
    /// An [`IllegalMove`] with a stable code and a sentence.
    ///
    /// ```
    /// # use fers_rules::{compile, load_ruleset, Position};
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
                .is_none_or(|p| (p.is_wall() || known(p.kind)) && on_board(p.square));
        if !fits {
            return IllegalMove::new(
                IllegalCode::Unparsable,
                "the move names a square or piece kind this ruleset does not have",
            );
        }
        let text = self.uci(m);
        match self.validate_ongoing(&text) {
            Err(e) => e,
            Ok(_) => IllegalMove::new(
                IllegalCode::PieceCannotMoveThatWay,
                format!(
                    "`{text}` is legal here, but as another move: this one came from another position"
                ),
            ),
        }
    }

    /// The kinds a piece of `kind` may promote to in this position.
    pub fn promotion_choices(&self, kind: fers_movement::Kind) -> Vec<fers_movement::Kind> {
        let mut buf = [fers_movement::Kind(0); fers_movement::MAX_KINDS];
        crate::movegen::promotion_choices(&self.tables, &self.state, kind, &mut buf).to_vec()
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

    pub(super) fn colored_name(&self, p: Piece) -> String {
        format!(
            "{} {}",
            p.color.name(),
            self.tables.ruleset.pieces[p.kind.index()].name
        )
    }

    pub(super) fn name(&self, sq: Square) -> String {
        self.shape().square_name(sq).to_string()
    }
}
