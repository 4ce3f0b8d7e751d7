//! What counts as check where pieces besides the royal ones may not be lost: a side's
//! pseudo-royal pieces, and the check they can be in.

use crate::families::Compiled;
use crate::kernel::attacks::attackers_to;
use crate::kernel::{KindMask, State};
use fers_geometry::{Bits, Square, SquareSet};
use fers_movement::Color;

/// The pseudo-royal pieces of `color` in `s`: its pieces of each pseudo-royal kind of
/// which it has few enough that losing one makes it extinct. Empty without them.
pub(crate) fn pseudo_royals<B: Bits>(t: &Compiled<B>, s: &State<B>, color: Color) -> SquareSet<B> {
    let Some(pr) = &t.royalty.pseudo_royal else {
        return SquareSet::EMPTY;
    };
    if pr.together {
        let mine = s.kinds(pr.kinds) & s.by_color[color];
        return if mine.count() <= pr.most {
            mine
        } else {
            SquareSet::EMPTY
        };
    }
    let mut out = SquareSet::EMPTY;
    let mut kinds = pr.kinds;
    while kinds != 0 {
        let k = kinds.trailing_zeros() as usize;
        kinds &= kinds - 1;
        let mine = s.by_kind[k] & s.by_color[color];
        if mine.count() <= pr.most {
            out |= mine;
        }
    }
    out
}

/// Every enemy piece giving check to `color` in `s`: attacking one of its royal pieces,
/// or one of its pseudo-royal pieces that is in check (see the family's module docs).
/// The kernel's `checkers` hook.
pub(crate) fn checkers<B: Bits>(t: &Compiled<B>, s: &State<B>, color: Color) -> SquareSet<B> {
    let occupied = s.occupied();
    let mut out = s.royal_attackers(t, color, occupied);
    if t.royalty.pseudo_royal.is_some() {
        for sq in checked_pseudo_royals(t, s, color) {
            out |= attackers_to(t, s, sq, !color, occupied);
        }
    }
    out
}

/// The pseudo-royal kinds that petrify when they capture (petrified's king): such a
/// piece never captures, so no move is refused for leaving a piece attacked by it alone
/// (it still gives check, as Fairy-Stockfish counts checks). 0 in most rulesets.
pub(super) fn stone_royals<B: Bits>(t: &Compiled<B>) -> KindMask {
    match (&t.walls, &t.royalty.pseudo_royal) {
        (Some(w), Some(pr)) => w.petrify & pr.kinds,
        _ => 0,
    }
}

/// Whether `sq` stands next to one of `enemies` in a ruleset with explosions: a capture
/// on it would blow that piece up, so it does not count as attacked.
pub(super) fn shielded<B: Bits>(t: &Compiled<B>, sq: Square, enemies: SquareSet<B>) -> bool {
    t.explosion
        .as_ref()
        .is_some_and(|b| b.ring[sq.index()].intersects(enemies))
}

/// The pseudo-royal pieces of `color` in check in `s` (all of its extinction kinds'
/// pieces, under duple check, when every one is attacked).
pub(crate) fn checked_pseudo_royals<B: Bits>(
    t: &Compiled<B>,
    s: &State<B>,
    color: Color,
) -> SquareSet<B> {
    let Some(pr) = &t.royalty.pseudo_royal else {
        return SquareSet::EMPTY;
    };
    let occupied = s.occupied();
    let enemies = pseudo_royals(t, s, !color);
    let attacked =
        |sq: Square| !shielded(t, sq, enemies) && attackers_to(t, s, sq, !color, occupied).any();
    let mut out: SquareSet<B> = pseudo_royals(t, s, color)
        .iter()
        .filter(|&sq| attacked(sq))
        .collect();
    if pr.duple {
        let all = s.kinds(pr.kinds) & s.by_color[color];
        if all.iter().all(attacked) {
            out |= all;
        }
    }
    out
}
