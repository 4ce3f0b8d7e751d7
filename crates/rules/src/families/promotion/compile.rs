//! Promotion compiled: whether choices count pieces (`promotion-limit`, promotion to
//! captured pieces only), the start position's counts, and the kinds that promote in
//! place.

use crate::kernel::tables::{KindMask, kinds_where};
use crate::kernel::{Kernel, Needs, Part};
use fers_geometry::Bits;
use fers_movement::board_field::split_pocket;
use fers_movement::{ByColor, Color, Ruleset, read_start_board};

/// Promotion, compiled.
#[derive(Debug, Clone)]
pub(crate) struct PromotionTables {
    /// Whether some kind has a `promotion-limit` (promotion choices then count pieces).
    pub(crate) limits: bool,
    /// Per colour, how many pieces of each kind the start position has (for promotion
    /// limited to captured pieces).
    pub(crate) start_counts: ByColor<Vec<u32>>,
    /// The kinds that promote `in-place` (sittuyin's pawn), as a mask.
    pub(crate) in_place: KindMask,
}

/// Compiles promotion; in-place promotion needs moves of its own and an effect when
/// made.
pub(crate) fn compile<B: Bits>(k: &Kernel<B>) -> Part<PromotionTables> {
    let ruleset = &k.ruleset;
    let in_place = kinds_where(ruleset, |p| {
        p.promotion.as_ref().is_some_and(|pr| pr.in_place)
    });
    Part {
        tables: PromotionTables {
            limits: ruleset.pieces.iter().any(|p| p.promotion_limit.is_some()),
            start_counts: start_counts(ruleset),
            in_place,
        },
        needs: crate::families::needs_if(
            in_place != 0,
            Needs {
                extra_moves: true,
                make_effects: true,
                ..Needs::default()
            },
        ),
    }
}

/// Pieces of each kind per colour in the start position, on its board as
/// [`read_start_board`] lays it out and in its pocket (the loader has checked both:
/// declared letters only).
fn start_counts(ruleset: &Ruleset) -> ByColor<Vec<u32>> {
    let mut counts = ByColor::new_with(|_| vec![0u32; ruleset.pieces.len()]);
    let field = ruleset.start_fen.split_whitespace().next().unwrap_or("");
    let (board, pocket) = match ruleset.hands {
        Some(_) => split_pocket(field, ruleset.shape.ranks()),
        None => (field, None),
    };
    let start = read_start_board(board, ruleset.shape, &ruleset.pieces);
    let on_board = start.squares.iter().flatten().flatten();
    let on_board = on_board.map(|p| (p.letter, p.promoted));
    let in_pocket = pocket.unwrap_or("").chars().map(|c| (c, false));
    for (letter, promoted) in on_board.chain(in_pocket) {
        if let Some(k) = ruleset.kind_by_symbol(letter, promoted) {
            let color = Color::of_letter(letter);
            counts[color][k.index()] += 1;
        }
    }
    counts
}
