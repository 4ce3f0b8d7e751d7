//! Pieces in hand: [`Hands`].

/// Pieces in hand (`[hands]`): each side may drop a piece it holds onto an empty square
/// instead of moving.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
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
    /// What a drop must do to be legal (`drop-must`), beyond landing on an empty square
    /// of its region: enclose enemy pieces (reversi), or touch an own piece (ataxx).
    pub drop_must: Option<DropObligation>,
    /// A region (an index into `Ruleset::regions`) whose squares are filled first: while
    /// any of them is empty, drops go only there, and `drop_must` waits (`drop-first`,
    /// Fairy-Stockfish's `enclosingDropStart`).
    pub drop_first: Option<usize>,
    /// Whether each side's hand never runs out (`unlimited`, Fairy-Stockfish's
    /// `freeDrops`): every kind may always be dropped, and the FEN has no pocket.
    pub unlimited: bool,
    /// With `must_drop`, the kinds it applies to, as a mask (bit `k` for kind `k`): a
    /// side holding a piece of one of them must drop one of them while it can, and may
    /// drop no other piece meanwhile (`must-drop-kinds`: koedem's kings). Every kind
    /// with a plain `must-drop = true`; 0 without `must_drop`.
    pub must_drop_kinds: u32,
}

impl Hands {
    /// Whether a side holding a piece of `kind` must drop such a piece while it can.
    ///
    /// ```
    /// # use fers_movement::{load, Source};
    /// let file = |name: &str, text: &str| Source { name: name.into(), text: text.into() };
    /// let parents = |name: &str| match name {
    ///     "bughouse" => Some(file(name, include_str!("../../../../rulesets/bughouse.toml"))),
    ///     "crazyhouse" => Some(file(name, include_str!("../../../../rulesets/crazyhouse.toml"))),
    ///     "standard" => Some(file(name, include_str!("../../../../rulesets/standard.toml"))),
    ///     _ => None,
    /// };
    /// let koedem = file("koedem.toml", include_str!("../../../../rulesets/koedem.toml"));
    /// let ruleset = load(koedem, &parents).unwrap();
    /// let hands = ruleset.hands.unwrap();
    /// assert!(hands.must_drop_kind(ruleset.kind_by_name("king").unwrap()));
    /// assert!(!hands.must_drop_kind(ruleset.kind_by_name("queen").unwrap()));
    /// ```
    pub fn must_drop_kind(&self, kind: crate::Kind) -> bool {
        self.must_drop && self.must_drop_kinds & kind.mask() != 0
    }
}

/// What a drop must do to be legal (`drop-must` of `[hands]`): Fairy-Stockfish's
/// `enclosingDrop`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum DropObligation {
    /// Enclose at least one enemy piece: along one of the eight queen lines from the
    /// landing square, one or more enemy pieces and then an own piece, nothing else
    /// between (reversi, flipello).
    Enclose,
    /// Land next to (one of the eight squares around) an own piece: ataxx's clone.
    Touch,
}

/// Where a captured piece goes in a ruleset with hands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum CaptureDestination {
    /// Into the hand of the side that captured it, with its colour changed (crazyhouse).
    Captor,
    /// Off the board: only the start hand is ever dropped (pocket knight, placement).
    Nowhere,
    /// To the partner's hand on the other board (bughouse): on this board the piece
    /// leaves the game, and a program running both boards hands it over with
    /// `add_to_hand`. Promoted pieces are marked (`Q~`) so that the partner receives
    /// what they were promoted from.
    Partner,
}
