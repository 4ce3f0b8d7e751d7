//! Pieces in hand, as a program reads and changes them: what each side holds, and a
//! piece put into a hand from outside the game (a bughouse partner's capture), with the
//! hash kept right.

use crate::kernel::{Move, Piece};
use crate::position::Position;
use fers_geometry::{Bits, Square};
use fers_movement::{Color, Kind};

/// Why a piece could not be put into a hand.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum HandError {
    /// The ruleset has no `[hands]`: its pieces are never in hand.
    #[error("{ruleset} has no pieces in hand")]
    NoHands {
        /// The ruleset's name.
        ruleset: String,
    },
    /// No piece kind has this index.
    #[error("the ruleset has no piece kind {kind}")]
    UnknownKind {
        /// The index given.
        kind: Kind,
    },
    /// The hand holds as many pieces of the kind as it can: a hand counts up to 255, and
    /// where captures go to hand, the pieces on the board may all still be captured into
    /// it.
    #[error(
        "{color}'s hand holds as many of kind {kind} as it can (a hand counts 255, the pieces on the board still to be captured included)"
    )]
    Full {
        /// Whose hand.
        color: Color,
        /// The kind.
        kind: Kind,
    },
}

impl<B: Bits> Position<B> {
    /// How many pieces of `kind` `color` holds in hand (0 in rulesets without hands).
    pub fn in_hand(&self, color: Color, kind: Kind) -> u8 {
        if (kind.index()) < self.tables.ruleset.pieces.len() {
            self.state.in_hand(color, kind)
        } else {
            0
        }
    }

    /// The pieces `color` holds in hand: each kind held, with how many, in declaration
    /// order.
    ///
    /// ```
    /// # use fers_rules::{load_ruleset, Color, FenMode};
    /// # use fers_rules::typed::{compile, Position};
    /// # let standard = include_str!("../../../../rulesets/standard.toml");
    /// # let zh = include_str!("../../../../rulesets/crazyhouse.toml");
    /// # let resolve = |name: &str| (name == "standard").then(|| fers_movement::Source {
    /// #     name: "standard.toml".into(), text: standard.into() });
    /// # let tables = compile::<u64>(load_ruleset(zh, "crazyhouse.toml", &resolve).unwrap()).unwrap();
    /// let pos = Position::from_fen(&tables, "4k3/8/8/8/8/8/8/4K3[QPPn] w - - 0 1", FenMode::Strict)?;
    /// let names: Vec<(String, u8)> = pos.hand(Color::White)
    ///     .into_iter()
    ///     .map(|(k, n)| (tables.ruleset().piece(k).name.clone(), n))
    ///     .collect();
    /// assert_eq!(names, [("pawn".to_string(), 2), ("queen".to_string(), 1)]);
    /// # Ok::<(), fers_rules::FenError>(())
    /// ```
    pub fn hand(&self, color: Color) -> Vec<(Kind, u8)> {
        self.tables
            .ruleset
            .kinds()
            .map(|k| (k, self.state.in_hand(color, k)))
            .filter(|&(_, n)| n > 0)
            .collect()
    }

    /// Whether the piece on `sq` has promoted, where the ruleset tracks it (a captured
    /// promoted piece goes to hand as the kind it promoted from: crazyhouse's `Q~`).
    pub fn is_promoted(&self, sq: impl Into<Square>) -> bool {
        self.state.promoted.contains(sq.into())
    }

    /// The piece `m` captures, as it would enter a hand: demoted if it had promoted (a
    /// crazyhouse or bughouse `Q~` is a pawn), a shogi-promoted piece as its unpromoted
    /// kind, in its own colour. Under `captures = "partner"` (bughouse) this is the
    /// piece the partner receives on the other board: give it to the partner's position
    /// with [`add_to_hand`](Self::add_to_hand). `None` if `m` captures nothing or the
    /// ruleset has no hands.
    ///
    /// ```
    /// # use fers_rules::{Color, FenMode};
    /// # use fers_rules::typed::{compile, Position};
    /// # let file = |name: &str, text: &str| fers_movement::Source { name: name.into(), text: text.into() };
    /// # let resolve = |name: &str| match name {
    /// #     "crazyhouse" => Some(file(name, include_str!("../../../../rulesets/crazyhouse.toml"))),
    /// #     "standard" => Some(file(name, include_str!("../../../../rulesets/standard.toml"))),
    /// #     _ => None,
    /// # };
    /// # let bughouse = file("bughouse.toml", include_str!("../../../../rulesets/bughouse.toml"));
    /// # let tables = compile::<u64>(fers_movement::load(bughouse, &resolve).unwrap()).unwrap();
    /// // White's queen on d5 was a pawn: black's capture hands a white pawn to the partner.
    /// let pos = Position::from_fen(&tables, "4k3/8/8/3Q~4/8/8/3r4/4K3[] b - - 0 1", FenMode::Strict)?;
    /// let m = pos.validate("d2d5").unwrap();
    /// let piece = pos.partner_receives(m).unwrap();
    /// assert_eq!((piece.color, pos.piece_symbol(piece)), (Color::White, "P".to_string()));
    /// let mut after = pos.clone();
    /// after.play(m).unwrap();
    /// assert_eq!(after.fen(), "4k3/8/8/3r4/8/8/8/4K3[] w - - 0 2");
    /// # Ok::<(), fers_rules::FenError>(())
    /// ```
    pub fn partner_receives(&self, m: Move) -> Option<Piece> {
        crate::families::hands::play::captured_for_hand(&self.tables, &self.state, m)
    }

    /// Puts one piece of `kind` into `color`'s hand, as a bughouse server does when the
    /// partner board captures. The position's hash (and so repetition) follows.
    ///
    /// ```
    /// # use fers_rules::{load_ruleset, Color};
    /// # use fers_rules::typed::{compile, Position};
    /// # let standard = include_str!("../../../../rulesets/standard.toml");
    /// # let zh = include_str!("../../../../rulesets/crazyhouse.toml");
    /// # let resolve = |name: &str| (name == "standard").then(|| fers_movement::Source {
    /// #     name: "standard.toml".into(), text: standard.into() });
    /// # let tables = compile::<u64>(load_ruleset(zh, "crazyhouse.toml", &resolve).unwrap()).unwrap();
    /// let mut pos = Position::start(&tables);
    /// let knight = tables.ruleset().kind_by_name("knight").unwrap();
    /// pos.add_to_hand(Color::White, knight)?;
    /// assert!(pos.fen().starts_with("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[N] w"));
    /// assert!(pos.validate("N@e5").is_ok());
    /// # Ok::<(), fers_rules::HandError>(())
    /// ```
    ///
    /// # Errors
    /// [`HandError`] if the ruleset has no hands, the kind does not exist or the hand
    /// is full; the position is then unchanged.
    pub fn add_to_hand(&mut self, color: Color, kind: Kind) -> Result<(), HandError> {
        let t = &self.tables;
        if t.hands.is_none() {
            return Err(HandError::NoHands {
                ruleset: t.ruleset.name.clone(),
            });
        }
        if kind.index() >= t.ruleset.pieces.len() {
            return Err(HandError::UnknownKind { kind });
        }
        let to_board = if t.hands.as_ref().is_some_and(|h| h.to_captor) {
            (self.state.occupied() & !self.state.walls()).count()
        } else {
            0
        };
        if u32::from(self.state.in_hand(color, kind)) + to_board >= u32::from(u8::MAX) {
            return Err(HandError::Full { color, kind });
        }
        self.state.add_to_hand(color, kind);
        Ok(())
    }
}
