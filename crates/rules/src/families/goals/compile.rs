//! The goals of a ruleset compiled for play: extinction kinds and flag regions as masks
//! and square sets, so that testing them costs a few bit operations per position.

use crate::families::needs_if;
use crate::kernel::tables::kind_mask;
use crate::kernel::{Kernel, KindMask, Needs, Part};
use fers_geometry::{Bits, SquareSet};
use fers_movement::{ByColor, FlagReply, Verdict};

use super::connect::ConnectGoal;

/// `[rules.extinction]`, compiled.
#[derive(Debug, Clone)]
pub(crate) struct ExtinctionGoal {
    /// Kinds counted one by one (as one group, with `together`).
    pub(crate) kinds: KindMask,
    /// Whether `kinds` are counted as one group.
    pub(crate) together: bool,
    /// Whether all of a side's pieces together are counted too.
    pub(crate) all_pieces: bool,
    /// Extinct with this many or fewer.
    pub(crate) count: u32,
    /// ... while the opponent has at least this many of the same.
    pub(crate) opponent_count: u32,
    /// What extinction means for the extinct side.
    pub(crate) result: Verdict,
}

/// `[rules.flag]`, compiled.
#[derive(Debug, Clone)]
pub(crate) struct FlagGoal<B: Bits> {
    /// The kinds that count.
    pub(crate) kinds: KindMask,
    /// Each side's region.
    pub(crate) regions: ByColor<SquareSet<B>>,
    /// What the opponent may do after a side reaches its region.
    pub(crate) reply: FlagReply,
    /// Whether a lone flag piece in the region counts only while unattacked (`safe`).
    pub(crate) safe: bool,
    /// How many flag pieces must stand in the region.
    pub(crate) count: u32,
}

/// Every goal beyond checkmate and the draw rules, and the move obligations.
#[derive(Debug, Clone)]
pub(crate) struct Goals<B: Bits> {
    /// Running out of pieces.
    pub(crate) extinction: Option<ExtinctionGoal>,
    /// Reaching a region.
    pub(crate) flag: Option<FlagGoal<B>>,
    /// Pieces in a row, in a square or on a line.
    pub(crate) connect: Option<ConnectGoal<B>>,
    /// Checks that win.
    pub(crate) check_limit: Option<u32>,
    /// Whether some castling wins (`castling-wins`).
    pub(crate) castling_wins: bool,
    /// Whether a side that can capture must.
    pub(crate) must_capture: bool,
    /// Whether every move may give check: no check is refused, neither by
    /// `giving-check = "illegal"` nor by `"not-by-drops"` (then
    /// `only_drop_checks_refused` says which).
    pub(crate) checks_allowed: bool,
    /// Whether only drops may not give check (`giving-check = "not-by-drops"`).
    pub(crate) only_drop_checks_refused: bool,
    /// The kinds a side holding one must drop while it can (`must-drop`: every kind;
    /// `must-drop-kinds`), dropping no other meanwhile; 0 without the obligation.
    pub(crate) must_drop: KindMask,
    /// Kinds whose checks are decisive (`decisive-checks`): making a move then records,
    /// per side, whether its series of checks holds one (`State::decisive`).
    pub(crate) decisive: KindMask,
    /// Kinds whose checkmates lose for the side that gives them (`mate-loses`).
    pub(crate) mate_loses: KindMask,
}

/// Compiles the goals and obligations: each sends move generation down the goal path,
/// and a count of checks or decisive checks has each move watch the check it gives.
pub(crate) fn compile<B: Bits>(k: &Kernel<B>) -> Part<Goals<B>> {
    let ruleset = &k.ruleset;
    let rules = &ruleset.rules;
    let extinction = rules.extinction.as_ref().map(|e| ExtinctionGoal {
        kinds: kind_mask(&e.kinds),
        together: e.together,
        all_pieces: e.all_pieces,
        count: e.count,
        opponent_count: e.opponent_count,
        result: e.result,
    });
    let flag = rules.flag.as_ref().map(|f| FlagGoal {
        kinds: kind_mask(&f.kinds),
        regions: ByColor {
            white: f.regions.white.iter().copied().collect(),
            black: f.regions.black.iter().copied().collect(),
        },
        reply: f.reply,
        safe: f.safe,
        count: f.count,
    });
    let connect = rules
        .connect
        .as_ref()
        .map(|c| super::connect::compile(k, c));
    let decisive = kind_mask(&rules.decisive_checks);
    let mate_loses = ruleset
        .pieces
        .iter()
        .enumerate()
        .filter(|(_, p)| p.mate_loses)
        .fold(0, |mask, (k, _)| mask | 1 << k);
    let must_drop = ruleset
        .hands
        .filter(|h| h.must_drop)
        .map_or(0, |h| h.must_drop_kinds);
    let castling_wins =
        !rules.castling_wins.white.is_empty() || !rules.castling_wins.black.is_empty();
    let goal_path = extinction.is_some()
        || flag.is_some()
        || connect.is_some()
        || rules.check_limit.is_some()
        || castling_wins
        || rules.must_capture
        || must_drop != 0
        || rules.full_board_ends
        || !rules.checks_allowed
        || !rules.drop_checks_allowed;
    let watch_checks = rules.check_limit.is_some() || decisive != 0;
    // A castling move records itself in the state (`State::castled`), which perft's
    // partial restore does not copy.
    let whole_restore = castling_wins;
    Part {
        tables: Goals {
            extinction,
            flag,
            connect,
            check_limit: rules.check_limit,
            castling_wins,
            must_capture: rules.must_capture,
            checks_allowed: rules.checks_allowed && rules.drop_checks_allowed,
            only_drop_checks_refused: rules.checks_allowed && !rules.drop_checks_allowed,
            must_drop,
            decisive,
            mate_loses,
        },
        needs: needs_if(
            goal_path,
            Needs {
                goal_path: true,
                ..Needs::default()
            },
        ) | needs_if(
            whole_restore,
            Needs {
                whole_restore: true,
                ..Needs::default()
            },
        ) | needs_if(
            watch_checks,
            Needs {
                watch_checks: true,
                ..Needs::default()
            },
        ),
    }
}
