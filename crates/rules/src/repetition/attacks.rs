//! What a piece attacks, who defends a square and which pieces block an attack on a
//! royal piece, computed from the pieces' own moves: the questions of the chasing rule.
//!
//! Unlike the kernel's attack tables these leave out the flying general's lines (under
//! `facing-royals` the royal pieces attack each other along an open file in the kernel,
//! which is how the engine forbids leaving them facing; a general does not defend a
//! piece that way). They are slow and plain — a piece's targets, one piece at a time —
//! since the rule is asked only when a position repeats.

use crate::families::Compiled;
use crate::kernel::State;
use crate::kernel::targets::pseudo_targets;
use fers_geometry::{Bits, Square, SquareSet};
use fers_movement::{Color, Kind};

/// The squares of `targets` that a piece of `kind` and `color` on `from` attacks on the
/// board `occupied`: where it could capture, were an enemy piece there.
pub(super) fn attacks<B: Bits>(
    t: &Compiled<B>,
    s: &State<B>,
    (color, kind): (Color, Kind),
    from: Square,
    occupied: SquareSet<B>,
    targets: SquareSet<B>,
) -> SquareSet<B> {
    let theirs = targets & occupied.without(from);
    let pm = &t.moves[kind.index()][color];
    pseudo_targets(t, s, pm, from, occupied & !theirs, theirs) & theirs
}

/// The pieces of `by` (but those on `except`) that attack `sq` on the board `occupied`.
pub(super) fn attackers<B: Bits>(
    t: &Compiled<B>,
    s: &State<B>,
    sq: Square,
    by: Color,
    occupied: SquareSet<B>,
    except: SquareSet<B>,
) -> SquareSet<B> {
    let target = SquareSet::from_square(sq);
    let mut out = SquareSet::EMPTY;
    for from in s.by_color[by] & !except {
        if let Some(p) = s.piece_at(from)
            && attacks(t, s, (by, p.kind), from, occupied, target).any()
        {
            out = out.with(from);
        }
    }
    out
}

/// The pieces, of either side, that block an attack on the royal piece of `color`:
/// each one whose removal alone would let an enemy piece attack it that does not now
/// (a piece between it and a rook, either of two between it and a cannon, a horse's
/// leg). Empty without a royal piece.
pub(super) fn blockers<B: Bits>(t: &Compiled<B>, s: &State<B>, color: Color) -> SquareSet<B> {
    let Some(royal) = s.royal_square(t, color) else {
        return SquareSet::EMPTY;
    };
    let occupied = s.occupied();
    let now = attackers(t, s, royal, !color, occupied, SquareSet::EMPTY);
    let mut out = SquareSet::EMPTY;
    for b in occupied.without(royal) {
        let single = SquareSet::from_square(b);
        let then = attackers(t, s, royal, !color, occupied.without(b), single);
        if (then & !now).any() {
            out = out.with(b);
        }
    }
    out
}

/// Whether pieces of `kind` move along lines (slide or hop): such a piece's attacks
/// along the line it moved on are not new.
pub(super) fn rides<B: Bits>(t: &Compiled<B>, (color, kind): (Color, Kind)) -> bool {
    let pm = &t.moves[kind.index()][color];
    !pm.lines.is_empty() || !pm.slides.is_empty() || !pm.hops.is_empty()
}

/// The squares that must be empty for a piece of `kind` and `color` to attack `sq` by
/// a lame leap from anywhere (a horse's legs next to `sq`, diagonally): if one is
/// taken, an attacked piece of that kind may not be able to attack back.
pub(super) fn legs_towards<B: Bits>(
    t: &Compiled<B>,
    (color, kind): (Color, Kind),
    sq: Square,
) -> SquareSet<B> {
    let mut out = SquareSet::EMPTY;
    for class in t.attacks[color].lame.iter().filter(|c| c.kind == kind) {
        for (_, path) in &class.from[sq.index()] {
            out |= *path;
        }
    }
    out
}

/// Whether some lame leap of `kind` and `color` passes other squares going one way
/// than coming back (a horse's leg, unlike an elephant's eye): whether pieces of the
/// kind can attack one another one way only.
pub(super) fn one_way<B: Bits>(t: &Compiled<B>, (color, kind): (Color, Kind)) -> bool {
    t.attacks[color]
        .lame
        .iter()
        .filter(|c| c.kind == kind)
        .any(|class| {
            class.from.iter().enumerate().any(|(to, list)| {
                list.iter().any(|&(from, path)| {
                    !class.from[from.index()]
                        .iter()
                        .any(|&(back, p)| back.index() == to && p == path)
                })
            })
        })
}

/// The squares a rook on `from` attacks on the board `occupied`: along its file and
/// rank up to the first piece, that piece included.
pub(super) fn rook_lines<B: Bits>(
    t: &Compiled<B>,
    from: Square,
    occupied: SquareSet<B>,
) -> SquareSet<B> {
    let mut out = SquareSet::EMPTY;
    for (df, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
        let mut at = from;
        while let Some(next) = t.shape.offset(at, df, dr) {
            out = out.with(next);
            if occupied.contains(next) {
                break;
            }
            at = next;
        }
    }
    out
}

/// Every square of the line through `a` and `b` (a file, rank or diagonal), to both
/// edges of the board; empty when they share none.
pub(super) fn line_through<B: Bits>(t: &Compiled<B>, a: Square, b: Square) -> SquareSet<B> {
    let shape = t.shape;
    let df = i32::from(shape.file_of(b).0) - i32::from(shape.file_of(a).0);
    let dr = i32::from(shape.rank_of(b).0) - i32::from(shape.rank_of(a).0);
    if (df == 0 && dr == 0) || (df != 0 && dr != 0 && df.abs() != dr.abs()) {
        return SquareSet::EMPTY;
    }
    let step = (df.signum(), dr.signum());
    let mut out = SquareSet::from_square(a);
    for (sf, sr) in [step, (-step.0, -step.1)] {
        let mut at = a;
        while let Some(next) = shape.offset(at, sf, sr) {
            out = out.with(next);
            at = next;
        }
    }
    out
}
