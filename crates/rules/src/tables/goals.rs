//! The goals of a ruleset compiled for play: extinction kinds and flag regions as masks
//! and square sets, so that testing them costs a few bit operations per position.

use super::classes::{KindMask, kind_mask};
use fers_geometry::{Bits, SquareSet};
use fers_movement::{ByColor, FlagReply, Ruleset, Verdict};

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
}

/// `[rules.explosion]`, compiled.
#[derive(Debug, Clone)]
pub(crate) struct Blast<B: Bits> {
    /// Kinds the blast around a capture leaves standing (the immune ones included).
    pub(crate) spares: KindMask,
    /// Kinds no blast removes.
    pub(crate) immune: KindMask,
    /// Per square, the squares around it (a king's step away): where a capture there
    /// blasts.
    pub(crate) ring: Vec<SquareSet<B>>,
}

/// Pseudo-royal extinction kinds (`[rules.extinction] pseudo-royal = true`), compiled.
#[derive(Debug, Clone)]
pub(crate) struct PseudoRoyal {
    /// The extinction kinds.
    pub(crate) kinds: KindMask,
    /// A side's pieces of a kind are pseudo-royal while it has at most this many.
    pub(crate) most: u32,
    /// Whether `most` counts the kinds as one group (`together`).
    pub(crate) together: bool,
    /// Duple check: all of a side's pieces of `kinds` attacked is check too.
    pub(crate) duple: bool,
}

/// Every goal beyond checkmate and the draw rules, and the move obligations.
#[derive(Debug, Clone)]
pub(crate) struct Goals<B: Bits> {
    /// Whether any of the below is on: only then does move generation test goals and
    /// obligations (so FIDE chess never pays for them).
    pub(crate) active: bool,
    /// Running out of pieces.
    pub(crate) extinction: Option<ExtinctionGoal>,
    /// Reaching a region.
    pub(crate) flag: Option<FlagGoal<B>>,
    /// Checks that win.
    pub(crate) check_limit: Option<u32>,
    /// Whether a side that can capture must.
    pub(crate) must_capture: bool,
    /// Whether a move may give check.
    pub(crate) checks_allowed: bool,
    /// Whether a side holding pieces in hand must drop one while it can (`must-drop`).
    pub(crate) must_drop: bool,
    /// Captures that explode.
    pub(crate) blast: Option<Blast<B>>,
    /// Pieces that may not be left attacked but may be lost.
    pub(crate) pseudo_royal: Option<PseudoRoyal>,
    /// Kinds that may not capture their own kind.
    pub(crate) mutually_immune: KindMask,
    /// Whether moves are filtered beyond royal safety (explosions, pseudo-royal pieces,
    /// mutual immunity): each pseudo-legal move is then judged by making it.
    pub(crate) filtered: bool,
    /// Whether two passes in a row end the game (`pass = true`).
    pub(crate) passing: bool,
    /// Whether royal pieces left facing must be parted (`facing-royals-end`).
    pub(crate) facing_end: bool,
    /// Kinds whose checks are decisive (`decisive-checks`): making a move then records,
    /// per side, whether its series of checks holds one (`State::decisive`).
    pub(crate) decisive: KindMask,
    /// Kinds whose checkmates lose for the side that gives them (`mate-loses`).
    pub(crate) mate_loses: KindMask,
    /// Whether making a move must look at the check it gives (a `check-limit` counts
    /// it, `decisive-checks` records it): one test per move for both.
    pub(crate) watch_checks: bool,
}

impl<B: Bits> Goals<B> {
    pub(crate) fn compile(ruleset: &Ruleset) -> Goals<B> {
        let rules = &ruleset.rules;
        let extinction = rules.extinction.as_ref().map(|e| ExtinctionGoal {
            kinds: kind_mask(&e.kinds),
            together: e.together,
            all_pieces: e.all_pieces,
            count: e.count,
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
        });
        let shape = ruleset.shape;
        let blast = rules.explosion.as_ref().map(|x| Blast {
            spares: kind_mask(&x.spares) | kind_mask(&x.immune),
            immune: kind_mask(&x.immune),
            ring: shape
                .squares()
                .map(|sq| {
                    let (f, r) = (shape.file_of(sq).0 as i32, shape.rank_of(sq).0 as i32);
                    (-1..=1)
                        .flat_map(|df| (-1..=1).map(move |dr| (df, dr)))
                        .filter(|&d| d != (0, 0))
                        .filter_map(|(df, dr)| shape.square(f + df, r + dr))
                        .collect()
                })
                .collect(),
        });
        let pseudo_royal = rules
            .extinction
            .as_ref()
            .filter(|e| e.pseudo_royal)
            .map(|e| PseudoRoyal {
                kinds: kind_mask(&e.kinds),
                most: e.count + 1,
                together: e.together,
                duple: e.duple_check,
            });
        let mutually_immune = kind_mask(&rules.mutually_immune);
        let decisive = kind_mask(&rules.decisive_checks);
        let mate_loses = ruleset
            .pieces
            .iter()
            .enumerate()
            .filter(|(_, p)| p.mate_loses)
            .fold(0, |mask, (k, _)| mask | 1 << k);
        let must_drop = ruleset.hands.is_some_and(|h| h.must_drop);
        let filtered = blast.is_some()
            || pseudo_royal.is_some()
            || mutually_immune != 0
            || rules.facing_royals_end;
        Goals {
            active: filtered
                || rules.walls.is_some()
                || rules.pass
                || extinction.is_some()
                || flag.is_some()
                || rules.check_limit.is_some()
                || rules.must_capture
                || must_drop
                || !rules.checks_allowed,
            extinction,
            flag,
            check_limit: rules.check_limit,
            must_capture: rules.must_capture,
            checks_allowed: rules.checks_allowed,
            must_drop,
            blast,
            pseudo_royal,
            mutually_immune,
            filtered,
            passing: rules.pass,
            facing_end: rules.facing_royals_end,
            decisive,
            mate_loses,
            watch_checks: rules.check_limit.is_some() || decisive != 0,
        }
    }
}
