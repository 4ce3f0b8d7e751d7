//! En passant compiled: which kinds capture so, which set targets, and from where a
//! target can be taken.

use crate::kernel::tables::{KindMask, PieceMoves, kinds_where};
use crate::kernel::{Kernel, Needs, Part};
use fers_geometry::{Bits, BoardShape, SquareSet};
use fers_movement::{ByColor, Color};

/// En passant, compiled.
#[derive(Debug, Clone)]
pub(crate) struct EnPassantTables<B: Bits> {
    /// Kinds that may capture en passant.
    pub(crate) kinds: KindMask,
    /// Per capturing colour and target square, the squares from which a piece of some
    /// kind of `kinds` may capture onto it en passant: a double step sets targets only
    /// when an enemy piece stands on one of them (exact with one such kind; with
    /// several, a filter before the test kind by kind).
    pub(crate) from: ByColor<Vec<SquareSet<B>>>,
    /// Kinds with a component that sets an en-passant target (a double step): only
    /// their moves look for one.
    pub(crate) sets: KindMask,
}

/// Compiles en passant from the pieces' components; it needs nothing of the kernel
/// beyond its hooks.
pub(crate) fn compile<B: Bits>(k: &Kernel<B>) -> Part<EnPassantTables<B>> {
    let kinds = kinds_where(&k.ruleset, |p| p.components.iter().any(|c| c.en_passant));
    Part {
        tables: EnPassantTables {
            kinds,
            from: ByColor::new_with(|c| en_passant_from(&k.moves, kinds, k.shape, c)),
            sets: kinds_where(&k.ruleset, |p| {
                p.components.iter().any(|c| c.sets_en_passant)
            }),
        },
        needs: Needs::default(),
    }
}

/// [`EnPassantTables::from`] for the pieces of `color`: per target square, the squares
/// from which a piece of one of the `kinds` may capture onto it en passant.
fn en_passant_from<B: Bits>(
    moves: &[ByColor<PieceMoves<B>>],
    kinds: KindMask,
    shape: BoardShape,
    color: Color,
) -> Vec<SquareSet<B>> {
    let mut from = vec![SquareSet::EMPTY; shape.squares().count()];
    for (k, by_color) in moves.iter().enumerate() {
        if kinds & (1 << k) == 0 {
            continue;
        }
        for sq in shape.squares() {
            for target in by_color[color].en_passant[sq.index()] {
                from[target.index()] = from[target.index()].with(sq);
            }
        }
    }
    from
}
