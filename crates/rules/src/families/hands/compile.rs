//! Pieces in hand compiled for play: where each kind may be dropped, as square sets per
//! colour, and what a captured piece becomes in the captor's hand.

use crate::families::needs_if;
use crate::kernel::tables::Context;
use crate::kernel::{Kernel, Needs, Part, State};
use fers_geometry::{Bits, Square, SquareSet};
use fers_movement::{ByColor, CaptureDestination, Color, DropObligation, Kind};

/// `[hands]`, compiled.
#[derive(Debug, Clone)]
pub(crate) struct HandTables<B: Bits> {
    /// `drop_region[kind][color]`: the squares a piece of `kind` may be dropped on (its
    /// `drop-ranks` but its mandatory promotion ranks, within its `drop-region`), before
    /// occupancy.
    pub(crate) drop_region: Vec<ByColor<SquareSet<B>>>,
    /// Whether captured pieces go to the captor's hand.
    pub(crate) to_captor: bool,
    /// Whether promoted pieces are tracked (`State::promoted`, `~` in FEN): only when a
    /// captured promoted piece goes to a hand (the captor's or the partner's) as the
    /// kind it promoted from.
    pub(crate) track_promoted: bool,
    /// `demoted[kind]`: what a captured promoted piece of `kind` goes to hand as — the
    /// first kind, in declaration order, that promotes to it (itself if none does; a
    /// demotion does not count).
    pub(crate) demoted: Vec<Kind>,
    /// `to_hand[kind]`: what a captured piece of `kind` not marked promoted goes to hand
    /// as: itself, or for a shogi-promoted kind (`+p`) the kind it is the promoted form
    /// of.
    pub(crate) to_hand: Vec<Kind>,
    /// The shogi-promoted kinds as a mask: a promotion into one is written in the
    /// piece's kind, not marked `~`.
    pub(crate) shogi_promoted: u32,
    /// `file_limit[kind]`: a piece of `kind` is not dropped on a file holding this many
    /// of its side's pieces of the kind (`drop-file-limit`, nifu).
    pub(crate) file_limit: Vec<Option<u8>>,
    /// Each file's squares, for `file_limit`.
    pub(crate) files: Vec<SquareSet<B>>,
    /// The kinds whose drops may not give checkmate (`drop-mate = false`), as a mask.
    pub(crate) no_drop_mate: u32,
    /// Whether pieces in hand may be dropped (`drops`).
    pub(crate) drops: bool,
    /// Whether pieces in hand may be gated (`gating`, S-chess; `State::gates`).
    pub(crate) gating: bool,
    /// `promoted_drop[kind]`: with `drop-promoted`, the promoted kind (`+x`) a piece of
    /// `kind` in hand may also be dropped as; `None` otherwise.
    pub(crate) promoted_drop: Vec<Option<Kind>>,
    /// The kinds whose pieces are dropped on both colours (`drop-opposite-colours`), as
    /// a mask.
    pub(crate) opposite_colours: u32,
    /// The dark squares (a1's colour), for `opposite_colours`.
    pub(crate) dark: SquareSet<B>,
    /// What a drop must do (`drop-must`: enclose enemy pieces, touch an own piece).
    pub(crate) drop_must: Option<DropObligation>,
    /// Each side's squares filled first (`drop-first`; empty without it).
    pub(crate) drop_first: ByColor<SquareSet<B>>,
    /// Whether the hands never run out (`unlimited`): every kind may be dropped, and
    /// no count in `State::hands` changes.
    pub(crate) unlimited: bool,
}

/// Compiles `[hands]`: drops are a step of move generation, and what a capture puts in
/// hand (and a drop takes from it) an effect of making a move.
pub(crate) fn compile<B: Bits>(k: &Kernel<B>) -> Part<Option<HandTables<B>>> {
    let hands = k.with_context(|cx| HandTables::compile(cx));
    Part {
        needs: needs_if(
            hands.is_some(),
            Needs {
                drops: true,
                make_effects: true,
                ..Needs::default()
            },
        ),
        tables: hands,
    }
}

impl<B: Bits> HandTables<B> {
    fn compile(cx: &Context<'_, B>) -> Option<HandTables<B>> {
        let ruleset = cx.ruleset;
        let hands = ruleset.hands?;
        let drop_region = ruleset
            .pieces
            .iter()
            // By default `drop_ranks` leaves out the ranks where the piece must promote
            // (the loader's choice, so that the reference oracle reads the same list).
            // A `drop-region` narrows the ranks further.
            .map(|p| {
                ByColor::new_with(|c| {
                    let region = p.drop_region.map_or(cx.board, |r| cx.region(r, c));
                    cx.ranks_set(c, &p.drop_ranks) & region & cx.board
                })
            })
            .collect();
        let to_captor = hands.captures == CaptureDestination::Captor;
        // A demotion (`+p` back to `p`) is no promotion into `p`.
        let demoted = ruleset
            .kinds()
            .map(|k| {
                ruleset
                    .kinds()
                    .find(|&mover| {
                        !ruleset.is_demotion(mover, k)
                            && ruleset.piece(mover).promotion.as_ref().is_some_and(|pr| {
                                pr.to.contains(&k)
                                    || pr.black_to.as_ref().is_some_and(|b| b.contains(&k))
                            })
                    })
                    .unwrap_or(k)
            })
            .collect();
        let to_hand = (ruleset.pieces.iter().enumerate())
            .map(|(k, p)| p.unpromoted.unwrap_or(Kind(k as u8)))
            .collect();
        let shogi_promoted = (ruleset.pieces.iter().enumerate())
            .filter(|(_, p)| p.unpromoted.is_some())
            .fold(0u32, |m, (k, _)| m | 1 << k);
        // Marks are kept only for promotions into kinds that are not shogi-promoted, and
        // not for a demotion (a `+x` kind turning back into `x`, which goes to hand as
        // itself).
        let promotes = ruleset.kinds().any(|mover| {
            ruleset.piece(mover).promotion.as_ref().is_some_and(|pr| {
                (pr.to.iter().chain(pr.black_to.iter().flatten()))
                    .any(|&k| shogi_promoted & k.mask() == 0 && !ruleset.is_demotion(mover, k))
            })
        });
        let shape = cx.shape;
        let files = (0..shape.files())
            .map(|f| {
                shape
                    .squares()
                    .filter(|&sq| shape.file_of(sq).0 == f)
                    .collect()
            })
            .collect();
        let no_drop_mate = (ruleset.pieces.iter().enumerate())
            .filter(|(_, p)| !p.drop_mates)
            .fold(0u32, |m, (k, _)| m | 1 << k);
        let promoted_drop = ruleset
            .kinds()
            .map(|k| {
                hands
                    .drop_promoted
                    .then(|| ruleset.promoted_form(k))
                    .flatten()
            })
            .collect();
        let opposite_colours = (ruleset.pieces.iter().enumerate())
            .filter(|(_, p)| p.drop_opposite_colours)
            .fold(0u32, |m, (k, _)| m | 1 << k);
        let dark = shape
            .squares()
            .filter(|&sq| (shape.file_of(sq).0 + shape.rank_of(sq).0).is_multiple_of(2))
            .collect();
        let drop_first = ByColor::new_with(|c| {
            hands
                .drop_first
                .map_or(SquareSet::EMPTY, |r| cx.region(r, c) & cx.board)
        });
        Some(HandTables {
            drop_must: hands.drop_must,
            drop_first,
            unlimited: hands.unlimited,
            promoted_drop,
            opposite_colours,
            dark,
            file_limit: ruleset.pieces.iter().map(|p| p.drop_file_limit).collect(),
            files,
            no_drop_mate,
            drops: hands.drops,
            gating: hands.gating,
            drop_region,
            to_captor,
            // A partner receives what a captured promoted piece promoted from, as a
            // captor would.
            track_promoted: (to_captor || hands.captures == CaptureDestination::Partner)
                && !hands.keep_promoted
                && promotes,
            demoted,
            to_hand,
            shogi_promoted,
        })
    }

    /// Whether `color`'s gates still count: while it holds a piece, or always where
    /// captures go to hand (a side that has gated its last piece in S-chess loses its
    /// gates, as in Fairy-Stockfish; in S-house a capture may fill the hand again).
    pub(crate) fn gates_live(&self, s: &State<B>, color: Color) -> bool {
        self.to_captor || s.hands[color].iter().any(|&n| n > 0)
    }

    /// The kinds `color` may gate onto `sq`: held, and `sq` in their drop region, as a
    /// mask.
    pub(crate) fn gateable(&self, s: &State<B>, color: Color, sq: Square) -> u32 {
        let mut mask = 0;
        for (kind, region) in self.drop_region.iter().enumerate() {
            if s.hands[color][kind] > 0 && region[color].contains(sq) {
                mask |= 1 << kind;
            }
        }
        mask
    }
}
