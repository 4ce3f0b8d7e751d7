//! `[rules]` and its tables.

use crate::schema::schema;
use indexmap::IndexMap;
use toml::Spanned;

use super::Names;

schema! {
    /// `[rules]`.
    #[derive(Default)]
    pub(crate) struct RulesSpec {
        /// What stalemate means for the side that cannot move: `"draw"`, `"loss"` or `"win"`.
        pub stalemate: Option<Spanned<String>>,
        /// Moves without capture or pawn move after which a draw may be claimed (50).
        pub move_rule: Option<Spanned<i64>>,
        /// Moves after which the game is drawn automatically (75).
        pub move_rule_forced: Option<Spanned<i64>>,
        /// Occurrences of a position that allow a draw claim (3).
        pub repetition: Option<Spanned<i64>>,
        /// Occurrences that draw automatically (5).
        pub repetition_forced: Option<Spanned<i64>>,
        /// Whether dead positions by insufficient material are drawn.
        pub insufficient_material: Option<bool>,
        /// `"loss"`: a side left with only royal pieces loses, unless it can bare the
        /// opponent at once (shatranj). Default `"none"`.
        pub bare_royal: Option<Spanned<String>>,
        /// `"start"`: a strict FEN may not hold more material than the start position could
        /// become by promotion. Default `"none"` (set-up positions of any material).
        pub material_limit: Option<Spanned<String>>,
        /// What checkmate means for the mated side: `"loss"` (default), `"win"`, `"draw"`.
        pub checkmate: Option<Spanned<String>>,
        /// A side that has given this many checks wins (0: off, the default).
        pub check_limit: Option<Spanned<i64>>,
        /// `"illegal"`: no move may give check; `"not-by-drops"`: no drop may. Default
        /// `"allowed"`.
        pub giving_check: Option<Spanned<String>>,
        /// Whether a side that can capture must.
        pub must_capture: Option<bool>,
        /// `"white"` or `"black"`: every draw is scored as a win for that side. Default
        /// `"none"`.
        pub draw_winner: Option<Spanned<String>>,
        /// `[rules.extinction]`.
        pub extinction: Option<Spanned<ExtinctionSpec>>,
        /// `[rules.flag]`.
        pub flag: Option<Spanned<FlagSpec>>,
        /// `[rules.connect]`.
        pub connect: Option<Spanned<ConnectSpec>>,
        /// `[rules.explosion]`.
        pub explosion: Option<Spanned<ExplosionSpec>>,
        /// `[rules.walls]`.
        pub walls: Option<Spanned<WallsSpec>>,
        /// `[rules.counting]`.
        pub counting: Option<Spanned<CountingSpec>>,
        /// `[rules.flipping]`.
        pub flipping: Option<Spanned<FlippingSpec>>,
        /// Whether the game ends when no square is empty, drawn or scored by
        /// `[rules.counting]` (flipello, ataxx).
        pub full_board_ends: Option<bool>,
        /// Kinds whose pieces may not capture a piece of their own kind (atomar's kings).
        pub mutually_immune: Option<Spanned<Names>>,
        /// Two royal pieces of opposite sides on one file or rank with nothing between
        /// attack each other (xiangqi's flying general): no move may leave them so.
        pub facing_royals: Option<bool>,
        /// Whether a side not in check may pass instead of moving (janggi).
        pub pass: Option<bool>,
        /// Castling moves that win, as the FEN's castling letters (`["q"]`): a side
        /// that makes one wins, and a side that has lost every one of its listed rights
        /// loses.
        pub castling_wins: Option<Spanned<Vec<String>>>,
        /// Whether a side with no legal move that is not in check passes instead of being
        /// stalemated (Fairy-Stockfish's passOnStalemate).
        pub pass_on_stalemate: Option<bool>,
        /// Royal pieces facing each other on an open line must be parted: the side to move
        /// may only part them or pass, and the game ends after a pass (janggi's bikjang).
        pub facing_royals_end: Option<bool>,
        /// `"capture-only"`: a royal piece in check may move only to capture its checker
        /// (makpong). Default `"any"`.
        pub royal_in_check: Option<Spanned<String>>,
        /// What a forced repetition means when no side checked or chased perpetually:
        /// `"draw"` (default), `"repeater-loses"`, `"repeater-wins"`, `"white-wins"` or
        /// `"black-wins"`.
        pub repetition_result: Option<Spanned<String>>,
        /// `"loss"`: at a forced repetition, a side that gave check with every one of its
        /// moves of the repeated cycle loses (shogi, xiangqi). Default `"none"`.
        pub perpetual_check: Option<Spanned<String>>,
        /// `"loss"`: at a forced repetition, a side that chased a piece with every one of
        /// its moves of the repeated cycle loses (xiangqi); what a chase is, is
        /// `[rules.chase]`. Default `"none"`.
        pub perpetual_chase: Option<Spanned<String>>,
        /// `"loss"`: a side moving one piece back and forth out of check loses (janggi's
        /// modern rules). Default `"none"`.
        pub repeated_moves: Option<Spanned<String>>,
        /// `[rules.chase]`.
        pub chase: Option<Spanned<ChaseSpec>>,
        /// `[rules.honour-counting]`.
        pub honour_counting: Option<Spanned<HonourCountingSpec>>,
        /// Kinds whose checks are decisive: a checkmate wins only when one of the checks of
        /// the unbroken series that led to it was given by one of them; otherwise it is
        /// drawn (shatar).
        pub decisive_checks: Option<Spanned<Names>>,
    }

    /// `[rules.honour-counting]`: the counting rules of makruk and its relatives (board's
    /// honour and pieces' honour): once the material is low, the game is drawn if it is not
    /// won within a number of moves that depends on the material.
    pub(crate) struct HonourCountingSpec {
        /// Kinds whose presence on the board (either side's) stops every count but the
        /// board's honour of `board-honour-pieces`.
        pub pawns: Option<Spanned<Names>>,
        /// Board's honour: the limit in moves for a side with more than its royal piece, the
        /// opponent too; none when absent.
        pub board_honour: Option<Spanned<i64>>,
        /// Board's honour only while the counting side has at most this many pieces, pawns
        /// then allowed on the board (ouk chatrang: 3).
        pub board_honour_pieces: Option<Spanned<i64>>,
        /// Pieces' honour: the limits for a bare royal piece, by the opponent's material;
        /// the first entry the opponent has `count` or more of gives the limit.
        #[serde(default)]
        pub pieces_honour: Vec<Spanned<HonourLimitSpec>>,
        /// Pieces' honour when no entry applies; none when absent (ASEAN's mets alone).
        pub pieces_honour_otherwise: Option<Spanned<i64>>,
        /// `"pieces"`: the pieces' honour count starts from the number of pieces on the
        /// board (makruk); `"zero"` (default): from zero.
        pub count_from: Option<Spanned<String>>,
    }

    /// One entry of `pieces-honour`.
    pub(crate) struct HonourLimitSpec {
        /// The opponent's kind counted.
        pub kind: Spanned<String>,
        /// At least this many of it (default 1).
        pub count: Option<Spanned<i64>>,
        /// The limit in moves.
        pub moves: Spanned<i64>,
    }

    /// `[rules.chase]`: what a chase is, for `perpetual-chase` (xiangqi's chasing rule).
    pub(crate) struct ChaseSpec {
        /// What each kind is worth to the rule, by name (kinds not named: 0): an attack
        /// on a piece worth more than its attacker chases it even when it is protected.
        #[serde(default)]
        pub values: IndexMap<String, Spanned<i64>>,
        /// Kinds whose own moves never chase (royal kinds never do).
        pub never_chase: Option<Spanned<Names>>,
        /// Kinds never chased while they stand in a region of `[regions]`, by name.
        #[serde(default)]
        pub immune_in: IndexMap<String, Spanned<String>>,
    }

    /// `[rules.extinction]`: a side with too few pieces of some kinds loses (or wins).
    pub(crate) struct ExtinctionSpec {
        /// Kinds counted one by one (or as one group, with `together`).
        pub kinds: Option<Spanned<Names>>,
        /// Whether `kinds` are counted together, as one group (sho shogi's king and crown
        /// prince).
        pub together: Option<Spanned<bool>>,
        /// Whether all of a side's pieces together are counted too.
        pub all_pieces: Option<bool>,
        /// Extinct with this many or fewer (default 0).
        pub count: Option<Spanned<i64>>,
        /// ... and only while the opponent has at least this many of the same (default 0:
        /// always; koedem's 2: a side without kings loses once the other holds both).
        pub opponent_count: Option<Spanned<i64>>,
        /// What extinction means for the extinct side: `"loss"` (default), `"win"`, `"draw"`.
        pub result: Option<Spanned<String>>,
        /// Whether the last pieces of `kinds` are pseudo-royal: they may not be left
        /// attacked, but the game ends by their loss, not by their capture being forced.
        pub pseudo_royal: Option<bool>,
        /// With `pseudo-royal`: a side whose pieces of `kinds` are all attacked is in check
        /// even when none of them is pseudo-royal alone (spartan's two kings).
        pub duple_check: Option<bool>,
    }

    /// `[rules.connect]`: a side that gets pieces in a row, in a square or on one line
    /// wins (or loses): tic-tac-toe, connect four, gomoku, teeko, three musketeers.
    pub(crate) struct ConnectSpec {
        /// Pieces next to each other along a line, in one of `directions` (0: off).
        pub in_a_row: Option<Spanned<i64>>,
        /// An N×N block of pieces (0: off).
        pub square: Option<Spanned<i64>>,
        /// Pieces on one line of `directions`, with gaps (0: off).
        pub on_a_line: Option<Spanned<i64>>,
        /// The kinds whose pieces count (default: every kind).
        pub kinds: Option<Spanned<Names>>,
        /// The lines of `in-a-row` and `on-a-line`: any of `"horizontal"`, `"vertical"`,
        /// `"diagonal"` (default: all three).
        pub directions: Option<Spanned<Names>>,
        /// What the connection means for the side that made it: `"win"` (default),
        /// `"loss"`, `"draw"`.
        pub result: Option<Spanned<String>>,
    }

    /// `[rules.counting]`: the games that end by passes (two in a row, or one with the royal
    /// pieces facing) are scored by counting material instead of drawn (janggi).
    pub(crate) struct CountingSpec {
        /// Points per piece kind, by name; kinds not named count 0.
        #[serde(default)]
        pub values: IndexMap<String, Spanned<i64>>,
        /// Points black has before counting (janggi's komi); default 0.
        pub black_bonus: Option<Spanned<i64>>,
        /// What equal points mean: `"black-wins"` (default, janggi) or `"draw"`.
        pub equal: Option<Spanned<String>>,
    }

    /// `[rules.flipping]`: enemy pieces change colour when a piece lands (reversi, ataxx).
    pub(crate) struct FlippingSpec {
        /// Which: `"enclosed"` (between the landing square and an own piece on a queen
        /// line) or `"adjacent"` (on the eight squares around the landing square).
        pub flips: Spanned<String>,
    }

    /// `[rules.explosion]`: a capture blows up the capturer and the pieces around the
    /// captured one.
    pub(crate) struct ExplosionSpec {
        /// Kinds the blast around a capture leaves standing (they still explode when they
        /// capture): atomic's pawns.
        pub spares: Option<Spanned<Names>>,
        /// Kinds no blast removes, not even when they capture: atomar's kings.
        pub immune: Option<Spanned<Names>>,
    }

    /// `[rules.walls]`: squares that block every piece and that nothing may take, placed as
    /// the second part of each move, or left by a capturing piece turned to stone.
    pub(crate) struct WallsSpec {
        /// Where each move places a wall: `"vacated"` (the square the piece left),
        /// `"anywhere"` (any empty square), `"arrow"` (a square the piece could move to from
        /// where it landed) or `"duck"` (one wall, moved each move to another empty square).
        pub placement: Option<Spanned<String>>,
        /// A region of `[regions]`: walls are placed only on the mover's part of it.
        pub region: Option<Spanned<String>>,
        /// Kinds whose piece turns into a wall where it lands when it captures.
        pub petrify: Option<Spanned<Names>>,
    }

    /// `[rules.flag]`: a side wins by bringing a piece of a flag kind into its region.
    pub(crate) struct FlagSpec {
        /// The kinds that count.
        pub kinds: Spanned<Names>,
        /// White's region: squares.
        pub white: Option<Vec<Spanned<String>>>,
        /// White's region: whole ranks (numbers from 1).
        pub white_ranks: Option<Vec<Spanned<i64>>>,
        /// Black's region: squares.
        pub black: Option<Vec<Spanned<String>>>,
        /// Black's region: whole ranks.
        pub black_ranks: Option<Vec<Spanned<i64>>>,
        /// `"none"` (default), `"survive"` or `"draw"`.
        pub reply: Option<Spanned<String>>,
        /// Whether a lone piece in the region counts only while no enemy piece attacks it
        /// (dobutsu's lion). Default false.
        pub safe: Option<Spanned<bool>>,
        /// How many flag pieces must stand in the region at once (default 1; halma-like
        /// games: all of them).
        pub count: Option<Spanned<i64>>,
    }
}
