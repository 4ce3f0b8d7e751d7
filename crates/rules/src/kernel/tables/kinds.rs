//! [`KindMask`]: a set of piece kinds, one bit per kind, and the ways to make one.

use fers_movement::Kind;

/// A set of piece kinds, one bit per kind.
pub(crate) type KindMask = u32;

/// The kinds of `ruleset` for which `has` holds, as a [`KindMask`].
pub(crate) fn kinds_where(
    ruleset: &fers_movement::Ruleset,
    has: impl Fn(&fers_movement::PieceKind) -> bool,
) -> KindMask {
    ruleset
        .pieces
        .iter()
        .enumerate()
        .filter(|(_, p)| has(p))
        .fold(0, |mask, (k, _)| mask | 1 << k)
}

/// The kinds of `kinds` as a [`KindMask`].
pub(crate) fn kind_mask(kinds: &[Kind]) -> KindMask {
    kinds.iter().fold(0, |mask, &k| mask | k.mask())
}
