//! [`State`]: the bare facts of a position, without the ruleset — cheap to copy.

use super::moves::{Move, MoveKind};
use super::piece::Piece;
use fers_geometry::{Bits, Square, SquareSet};
use fers_movement::{ByColor, Color, Kind, MAX_KINDS};

/// Board contents and the counters of a position. Positions are copied on every move
/// made during search, so everything here is plain data; the ruleset's tables are
/// passed beside it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct State<B: Bits> {
    pub(crate) by_color: ByColor<SquareSet<B>>,
    pub(crate) by_kind: [SquareSet<B>; MAX_KINDS],
    pub(crate) mailbox: B::Mailbox,
    pub(crate) turn: Color,
    /// Squares of partner rooks that may still castle.
    pub(crate) castling: SquareSet<B>,
    /// Under `gating` (S-chess): the squares of the pieces, of either side, that have
    /// not left their first rank's square and so may still have a piece from the hand
    /// gated behind them. Not part of the hash, as in Fairy-Stockfish.
    pub(crate) gates: SquareSet<B>,
    /// En-passant target squares (passed over by the last move).
    pub(crate) ep_targets: SquareSet<B>,
    /// The piece that can be taken en passant.
    pub(crate) ep_victim: Option<Square>,
    /// Whether an en-passant capture is legal now: only then does the target count for
    /// the hash (repetition, FIDE 9.2.3) and the FEN.
    pub(crate) ep_legal: bool,
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: u32,
    /// Pieces in each side's hand, by kind (drops): zero in rulesets without hands.
    pub(crate) hands: ByColor<[u8; MAX_KINDS]>,
    /// Pieces that have promoted, where the ruleset tracks them (a captured one goes to
    /// hand as the kind it promoted from: crazyhouse's `Q~`). Not part of the hash, as
    /// in Fairy-Stockfish.
    pub(crate) promoted: SquareSet<B>,
    /// Checks each side has given, counted under a `check-limit` (zero otherwise).
    pub(crate) checks_given: ByColor<u8>,
    /// Passes made in a row just before this position (`pass = true`), at most 2; 0 in
    /// a position read from FEN. Not part of the hash, as in Fairy-Stockfish.
    pub(crate) passes: u8,
    /// Under `castling-wins`: the last castling move, as the ply after it (full moves
    /// times two, plus one with black to move) times four plus its side (1: king's,
    /// 2: queen's); 0 for none. Only the position right after it reads it. Not part of
    /// the hash.
    pub(crate) castled: u32,
    /// The count of `[rules.honour-counting]` (makruk): its limit in plies, 0 when no
    /// count runs, and the plies counted. Not part of the hash, as in Fairy-Stockfish.
    pub(crate) count_limit: u16,
    pub(crate) count_ply: u16,
    /// Per side, under `decisive-checks`: whether it is in check and one of the checks
    /// of its unbroken series (in check at each of its turns, back to where the series
    /// began or the game's first position) was given by a piece of a decisive kind.
    /// False otherwise. Not part of the hash, as in Fairy-Stockfish.
    pub(crate) decisive_check: ByColor<bool>,
    /// Zobrist hash: pieces, side, castling rights, en passant, and hand and check
    /// counts where they are not zero (so that positions without them hash as before).
    pub(crate) hash: u64,
}

impl<B: Bits> State<B> {
    pub(crate) fn empty() -> State<B> {
        State {
            by_color: ByColor::default(),
            by_kind: [SquareSet::EMPTY; MAX_KINDS],
            mailbox: B::EMPTY_MAILBOX,
            turn: Color::White,
            castling: SquareSet::EMPTY,
            gates: SquareSet::EMPTY,
            ep_targets: SquareSet::EMPTY,
            ep_victim: None,
            ep_legal: false,
            halfmoves: 0,
            fullmoves: 1,
            hands: ByColor::default(),
            promoted: SquareSet::EMPTY,
            checks_given: ByColor::default(),
            passes: 0,
            castled: 0,
            count_limit: 0,
            count_ply: 0,
            decisive_check: ByColor::default(),
            hash: 0,
        }
    }

    /// The piece on `sq`.
    #[inline(always)]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Piece::from_code(self.mailbox.as_ref()[sq.index()])
    }

    /// All pieces of `color` (walls, which stand in both sides' sets, left out).
    #[inline(always)]
    pub fn color(&self, color: Color) -> SquareSet<B> {
        self.by_color[color] & !self.by_color[!color]
    }

    /// All pieces, and the walls.
    #[inline(always)]
    pub fn occupied(&self) -> SquareSet<B> {
        self.by_color.white | self.by_color.black
    }

    /// The walls on the board (`families/walls`): a wall stands in both sides' sets and
    /// in no kind's. Empty in rulesets without them.
    #[inline(always)]
    pub(crate) fn walls(&self) -> SquareSet<B> {
        self.by_color.white & self.by_color.black
    }

    /// Pieces of `kind`, both colours.
    #[inline(always)]
    pub fn kind(&self, kind: Kind) -> SquareSet<B> {
        self.by_kind[kind.index()]
    }

    /// Pieces of any kind in `mask`, both colours.
    #[inline(always)]
    pub fn kinds(&self, mut mask: u32) -> SquareSet<B> {
        let mut out = SquareSet::EMPTY;
        while mask != 0 {
            out |= self.by_kind[mask.trailing_zeros() as usize];
            mask &= mask - 1;
        }
        out
    }

    /// Whether `m`, a move of the side to move, takes a piece: on its destination, or en
    /// passant. Castling never does, even written king-takes-rook.
    #[inline]
    pub(crate) fn is_capture(&self, m: Move) -> bool {
        match m.kind {
            MoveKind::EnPassant => true,
            MoveKind::Normal => self.piece_at(m.to).is_some_and(|p| p.color != self.turn),
            _ => false,
        }
    }

    /// The square of the piece `m`, a move of the side to move, takes: its destination,
    /// or en passant the passed piece's square. `None` for a move that takes nothing.
    pub(crate) fn captured_square(&self, m: Move) -> Option<Square> {
        match m.kind {
            MoveKind::EnPassant => self.ep_victim,
            _ if self.is_capture(m) => Some(m.to),
            _ => None,
        }
    }

    /// How many pieces of `kind` `color` holds in hand (0 in rulesets without hands).
    pub fn in_hand(&self, color: Color, kind: Kind) -> u8 {
        self.hands[color][kind.index()]
    }

    /// Whether `color` holds a piece of a kind in `kinds` (a mask, bit `k` for kind `k`).
    pub(crate) fn holds_any(&self, color: Color, kinds: u32) -> bool {
        (self.hands[color].iter().enumerate()).any(|(k, &n)| n > 0 && kinds & 1 << k != 0)
    }

    /// How many checks `color` has given (counted only in rulesets with a
    /// `check-limit`; 0 otherwise).
    pub fn checks_given(&self, color: Color) -> u8 {
        self.checks_given[color]
    }

    /// Puts one more piece of `kind` in `color`'s hand, updating the hash. The count
    /// saturates at 255.
    pub(crate) fn add_to_hand(&mut self, color: Color, kind: Kind) {
        let count = &mut self.hands[color][kind.index()];
        self.hash ^= hand_key(color, kind, *count);
        *count = count.saturating_add(1);
        self.hash ^= hand_key(color, kind, *count);
    }

    /// Counts one more check given by `color` (under a `check-limit`).
    pub(crate) fn give_check(&mut self, color: Color) {
        let given = &mut self.checks_given[color];
        self.hash ^= check_key(color, *given);
        *given = given.saturating_add(1);
        self.hash ^= check_key(color, *given);
    }
}

/// What [`State::restore_from`] copies: chosen once per ruleset.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Restore {
    /// The whole state: moves may change hands, counters or marks.
    Whole,
    /// What `play` changes, with the sets of the first 8 kinds (the ruleset has no
    /// more).
    Kinds8,
    /// What `play` changes, with the sets of the first 16 kinds.
    Kinds16,
}

impl Restore {
    /// The restore for a ruleset of `kinds` kinds whose moves may (`extra`) or may not
    /// change anything beyond the board, castling rights, en passant, turn and clocks.
    pub(crate) fn for_ruleset(kinds: usize, extra: bool) -> Restore {
        match kinds {
            _ if extra => Restore::Whole,
            0..=8 => Restore::Kinds8,
            9..=16 => Restore::Kinds16,
            _ => Restore::Whole,
        }
    }
}

impl<B: Bits> State<B> {
    /// Makes this state, a copy of `from` on which moves have been played since by
    /// `play_unhashed`, equal to `from` again, copying only what those moves can
    /// change (`restore`, from [`Kernel::restore`](super::Kernel)): the board,
    /// the sets of the kinds the ruleset has, rights, en passant, turn and clocks. Perft
    /// copies a state for every move it makes; the whole state is mostly the sets of
    /// kinds and hands a ruleset does not have.
    #[inline(always)]
    pub(crate) fn restore_from(&mut self, from: &State<B>, restore: Restore) {
        let kinds = match restore {
            Restore::Whole => {
                *self = *from;
                return;
            }
            Restore::Kinds8 => 8,
            Restore::Kinds16 => 16,
        };
        self.by_color = from.by_color;
        self.by_kind[..kinds].copy_from_slice(&from.by_kind[..kinds]);
        self.mailbox = from.mailbox;
        self.turn = from.turn;
        self.castling = from.castling;
        self.ep_targets = from.ep_targets;
        self.ep_victim = from.ep_victim;
        self.ep_legal = from.ep_legal;
        self.halfmoves = from.halfmoves;
        self.fullmoves = from.fullmoves;
        self.passes = from.passes;
        self.hash = from.hash;
        debug_assert!(self == from, "perft restored every field a move changes");
    }
}

/// The Zobrist key of `count` pieces of `kind` in `color`'s hand: zero for an empty hand,
/// so that hashes of positions without hands are unchanged. Derived by SplitMix64 from
/// the triple rather than stored in the tables (a hand may hold up to 255 of a kind).
pub(crate) fn hand_key(color: Color, kind: Kind, count: u8) -> u64 {
    if count == 0 {
        return 0;
    }
    let mut z = 0x6861_6e64_7300_0000_u64
        ^ (u64::from(kind.0) << 16)
        ^ (u64::from(count) << 1)
        ^ color.index() as u64;
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The Zobrist key of `color` having given `count` checks: zero for none, so that hashes
/// of positions without check counting are unchanged. Derived as [`hand_key`] is.
pub(crate) fn check_key(color: Color, count: u8) -> u64 {
    if count == 0 {
        return 0;
    }
    let mut z = 0x6368_6563_6b73_0000_u64 ^ (u64::from(count) << 1) ^ color.index() as u64;
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;
    use fers_geometry::U256;

    #[test]
    fn a_state_stays_small_enough_to_copy_per_move() {
        // A game's history holds one state per ply, and perft copies one per move.
        assert!(std::mem::size_of::<State<u64>>() <= 512);
        assert!(std::mem::size_of::<State<U256>>() <= 2048);
    }

    #[test]
    fn empty_hands_leave_the_hash_alone() {
        for color in Color::ALL {
            for kind in (0..MAX_KINDS as u8).map(Kind) {
                assert_eq!(hand_key(color, kind, 0), 0);
                assert_ne!(hand_key(color, kind, 1), 0);
                assert_ne!(hand_key(color, kind, 1), hand_key(color, kind, 2));
                assert_ne!(hand_key(color, kind, 1), hand_key(!color, kind, 1));
            }
        }
    }
}
