//! The squares a piece may move to by its components, before legality: the kind's
//! [`TargetShape`] first (a knight or king looks up one set, a rook, bishop or queen its
//! lines), then the rarer components (slides limited in range or mode, hops, lame and
//! initial-only moves, moves with a condition on the position).

use super::hooks::Hooks;
use super::state::State;
use super::tables::{Kernel, MagicLines, PieceMoves, Special, SpecialMotion, TargetShape};
use fers_geometry::{Bits, Square, SquareSet};
use fers_movement::Mode;

/// Room for the moves of a typical position, so that a move list collected for one
/// allocates once (growing from empty reallocates four or five times per position).
pub(crate) const TYPICAL_MOVES: usize = 128;

/// Squares a piece of `kind` on `from` may move to by its components, before legality.
/// `ours` and `theirs` are the two sides' pieces; `s` says which kinds stand where (for
/// hops that may not hop over some kinds).
#[inline(always)]
pub(crate) fn pseudo_targets<B: Bits, R: Hooks<B>>(
    t: &R,
    s: &State<B>,
    pm: &PieceMoves<B>,
    from: Square,
    ours: SquareSet<B>,
    theirs: SquareSet<B>,
) -> SquareSet<B> {
    pseudo_targets_with::<B, R, true>(t, s, pm, from, ours, theirs)
}

/// [`pseudo_targets`], compiled without the tests of `first-move` and `not-in-check`
/// components when `GENERAL` is false (for tables that need no general path:
/// [`Needs::general`](super::Needs)).
///
/// The kind's [`TargetShape`] is asked first: a knight or king looks up one set, a
/// rook, bishop or queen its lines, without the tests the other pieces need.
#[inline(always)]
pub(crate) fn pseudo_targets_with<B: Bits, R: Hooks<B>, const GENERAL: bool>(
    t: &R,
    s: &State<B>,
    pm: &PieceMoves<B>,
    from: Square,
    ours: SquareSet<B>,
    theirs: SquareSet<B>,
) -> SquareSet<B> {
    let occupied = ours | theirs;
    match pm.shape {
        TargetShape::Leaps => return pm.leaps[from.index()].both & !ours,
        TargetShape::Lines => return pm.lines.attacks(&t.rays, from, occupied) & !ours,
        TargetShape::RookLines => {
            return pm
                .lines
                .magic_attacks::<B, { MagicLines::Rook as u8 }>(&t.rays, from, occupied)
                & !ours;
        }
        TargetShape::BishopLines => {
            return pm
                .lines
                .magic_attacks::<B, { MagicLines::Bishop as u8 }>(&t.rays, from, occupied)
                & !ours;
        }
        TargetShape::QueenLines => {
            return pm
                .lines
                .magic_attacks::<B, { MagicLines::Queen as u8 }>(&t.rays, from, occupied)
                & !ours;
        }
        TargetShape::LeapsAndLines => {
            return (pm.leaps[from.index()].both | pm.lines.attacks(&t.rays, from, occupied))
                & !ours;
        }
        TargetShape::Mixed => {}
    }
    let empty = t.board & !occupied;
    let mut targets = SquareSet::EMPTY;
    if pm.has_leaps {
        let l = pm.leaps[from.index()];
        targets = (l.quiet & empty) | (l.capture & theirs) | (l.both & !ours);
    }
    if !pm.lines.is_empty() {
        targets |= pm.lines.attacks(&t.rays, from, occupied) & !ours;
    }
    if pm.general {
        targets |= general_targets::<B, R, GENERAL>(t, s, pm, from, ours, theirs, empty);
    }
    targets
}

/// The targets of the rarer components: slides limited in range or mode, hops, lame
/// and initial-only moves.
#[inline]
fn general_targets<B: Bits, R: Hooks<B>, const GENERAL: bool>(
    t: &R,
    s: &State<B>,
    pm: &PieceMoves<B>,
    from: Square,
    ours: SquareSet<B>,
    theirs: SquareSet<B>,
    empty: SquareSet<B>,
) -> SquareSet<B> {
    let occupied = ours | theirs;
    let mut targets = SquareSet::EMPTY;
    for (mode, slides) in &pm.slides {
        targets |= by_mode(
            *mode,
            slides.attacks(&t.rays, from, occupied),
            ours,
            theirs,
            empty,
        );
    }
    for (mode, hops) in &pm.hops {
        targets |= by_mode(
            *mode,
            hops.targets_over(&t.rays, from, occupied, s.kinds(hops.barred)),
            ours,
            theirs,
            empty,
        );
    }
    for sp in &pm.special {
        if !sp.from.contains(from) {
            continue;
        }
        // One test for the rare conditions (first move, not in check), asked out of
        // line: a pawn's double step, special too, pays only this test.
        if GENERAL && sp.conditional && !conditions_hold(t, s, sp, from) {
            continue;
        }
        targets |= special_targets(t, sp, from, ours, theirs);
    }
    targets
}

/// Whether a `first-move` or `not-in-check` component may be used from `from` now:
/// its piece keeps its first-move right (first-move rights are kept in the castling
/// set: the loader refuses `first-move` beside `[castling]`), and its side is not in
/// check.
#[cold]
#[inline(never)]
fn conditions_hold<B: Bits, R: Hooks<B>>(
    t: &R,
    s: &State<B>,
    sp: &Special<B>,
    from: Square,
) -> bool {
    (!sp.first_move || s.castling.contains(from))
        && (!sp.not_in_check || t.checkers(s, s.turn).is_empty())
}

/// The targets of one rare component from `from`, whatever its first-move or
/// not-in-check condition says (the caller asks it).
#[inline]
pub(crate) fn special_targets<B: Bits>(
    t: &Kernel<B>,
    sp: &Special<B>,
    from: Square,
    ours: SquareSet<B>,
    theirs: SquareSet<B>,
) -> SquareSet<B> {
    let occupied = ours | theirs;
    let reach = match &sp.motion {
        SpecialMotion::Leaps(list) => list[from.index()]
            .iter()
            .filter(|(_, path)| !path.intersects(occupied))
            .map(|(to, _)| *to)
            .collect(),
        SpecialMotion::Slides(s) => s.attacks(&t.rays, from, occupied),
    };
    by_mode(sp.mode, reach & sp.to, ours, theirs, t.board & !occupied)
}

/// The squares of `reach` a component of `mode` may go to: empty ones to move, enemy
/// ones to capture, or both.
#[inline(always)]
pub(crate) fn by_mode<B: Bits>(
    mode: Mode,
    reach: SquareSet<B>,
    ours: SquareSet<B>,
    theirs: SquareSet<B>,
    empty: SquareSet<B>,
) -> SquareSet<B> {
    match mode {
        Mode::Both => reach & !ours,
        Mode::Move => reach & empty,
        Mode::Capture => reach & theirs,
    }
}
