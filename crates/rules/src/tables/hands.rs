//! Pieces in hand compiled for play: where each kind may be dropped, as square sets per
//! colour, and what a captured piece becomes in the captor's hand.

use super::context::Context;
use fers_geometry::{Bits, SquareSet};
use fers_movement::{ByColor, CaptureDestination, KindIndex};

/// `[hands]`, compiled.
#[derive(Debug, Clone)]
pub(crate) struct HandTables<B: Bits> {
    /// `drop_region[kind][color]`: the squares a piece of `kind` may be dropped on (its
    /// `drop-ranks` but its mandatory promotion ranks), before occupancy.
    pub(crate) drop_region: Vec<ByColor<SquareSet<B>>>,
    /// Whether captured pieces go to the captor's hand.
    pub(crate) to_captor: bool,
    /// Whether promoted pieces are tracked (`State::promoted`, `~` in FEN): only when a
    /// captured promoted piece goes to hand as the kind it promoted from.
    pub(crate) track_promoted: bool,
    /// `demoted[kind]`: what a captured promoted piece of `kind` goes to hand as — the
    /// first kind, in declaration order, that promotes to it (itself if none does).
    pub(crate) demoted: Vec<KindIndex>,
}

impl<B: Bits> HandTables<B> {
    pub(crate) fn compile(cx: &Context<'_, B>) -> Option<HandTables<B>> {
        let ruleset = cx.ruleset;
        let hands = ruleset.hands?;
        let drop_region = ruleset
            .pieces
            .iter()
            .map(|p| {
                // Never where the piece must promote: it would stand there unpromoted.
                let mandatory = p.promotion.as_ref().map_or(&[][..], |pr| &pr.mandatory[..]);
                ByColor::new_with(|c| {
                    cx.ranks_set(c, &p.drop_ranks) & !cx.ranks_set(c, mandatory) & cx.board
                })
            })
            .collect();
        let to_captor = hands.captures == CaptureDestination::Captor;
        let demoted = (0..ruleset.pieces.len())
            .map(|k| {
                ruleset
                    .pieces
                    .iter()
                    .position(|p| {
                        p.promotion.as_ref().is_some_and(|pr| {
                            pr.to.contains(&(k as KindIndex))
                                || pr
                                    .black_to
                                    .as_ref()
                                    .is_some_and(|b| b.contains(&(k as KindIndex)))
                        })
                    })
                    .unwrap_or(k) as KindIndex
            })
            .collect();
        let promotes = ruleset.pieces.iter().any(|p| p.promotion.is_some());
        Some(HandTables {
            drop_region,
            to_captor,
            track_promoted: to_captor && !hands.keep_promoted && promotes,
            demoted,
        })
    }
}
