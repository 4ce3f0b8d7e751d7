//! Who attacks a square, what stands between a checker and the king, and which pieces
//! are pinned: the three questions legal move generation asks.

use super::hooks::Hooks;
use super::state::State;
use super::tables::{Kernel, MagicAttacks};
use fers_geometry::{Bits, Magics, Square, SquareSet};
use fers_movement::{Color, Kind, Landing};

impl<B: Bits> State<B> {
    /// The royal pieces of both sides: the one place that knows which kinds are royal.
    /// A ruleset may have no royal kind, one, or several; every piece of a royal kind
    /// is royal.
    #[inline(always)]
    pub(crate) fn royals(&self, t: &Kernel<B>) -> SquareSet<B> {
        match t.royal {
            Some(k) => self.by_kind[k.index()],
            None => self.kinds(t.royal_kinds),
        }
    }

    /// Every enemy piece attacking any royal piece of `color`, on the board `occupied`.
    #[inline]
    pub(crate) fn royal_attackers(
        &self,
        t: &Kernel<B>,
        color: Color,
        occupied: SquareSet<B>,
    ) -> SquareSet<B> {
        let mut out = SquareSet::EMPTY;
        for r in self.royals(t) & self.by_color[color] {
            out |= attackers_to(t, self, r, !color, occupied);
        }
        out
    }

    /// Every enemy piece giving check to `color`: what counts as check is the families'
    /// to say ([`Hooks::checkers`]: attacks on royal pieces, and on pieces whose loss
    /// loses the game).
    #[inline]
    pub(crate) fn checkers<R: Hooks<B>>(&self, t: &R, color: Color) -> SquareSet<B> {
        t.checkers(self, color)
    }

    /// The only royal piece of `color`, if it has exactly one: the square checks are
    /// counted against.
    #[inline(always)]
    pub(crate) fn royal_square(&self, t: &Kernel<B>, color: Color) -> Option<Square> {
        (self.royals(t) & self.by_color[color]).single()
    }
}

/// Pieces of `by` attacking `sq`, with the board occupied by `occupied`.
#[inline(always)]
pub fn attackers_to<B: Bits>(
    t: &Kernel<B>,
    s: &State<B>,
    sq: Square,
    by: Color,
    occupied: SquareSet<B>,
) -> SquareSet<B> {
    let theirs = s.by_color[by] & occupied;
    let a = &t.attacks[by];
    let mut out = a.leap_attackers(s, sq);
    if let Some(m) = &a.magic
        && let Some(magics) = t.rays.magics()
    {
        return (out | magic_attackers(magics, m, s, sq, occupied)) & theirs;
    }
    for class in &a.slides {
        // Only sliders aligned with `sq` on an empty board can attack it.
        let pieces = class.kinds.pieces(s) & theirs & class.empty_board[sq.index()];
        if pieces.any() {
            out |= class.attacks(&t.rays, sq, occupied) & pieces;
        }
    }
    if !a.lame.is_empty() || !a.hops.is_empty() {
        out |= lame_and_hop_attackers(t, s, sq, by, occupied);
    }
    out & theirs
}

/// The part of [`attackers_to`] for lame leapers and hoppers: the pieces of `by` (and
/// perhaps others: the caller keeps those of `by`) attacking `sq` by lame or
/// initial-only leaps and by hops. Out of line, so that the rulesets without them do
/// not carry its code inlined at every question (standard perft(5): 2M instructions).
#[inline(never)]
fn lame_and_hop_attackers<B: Bits>(
    t: &Kernel<B>,
    s: &State<B>,
    sq: Square,
    by: Color,
    occupied: SquareSet<B>,
) -> SquareSet<B> {
    let theirs = s.by_color[by] & occupied;
    let a = &t.attacks[by];
    let mut out = SquareSet::EMPTY;
    for class in &a.lame {
        let pieces = s.by_kind[class.kind.index()] & theirs & class.any_from[sq.index()];
        if pieces.any() {
            for &(from, path) in &class.from[sq.index()] {
                if pieces.contains(from) && !path.intersects(occupied) {
                    out = out.with(from);
                }
            }
        }
    }
    for class in &a.hops {
        let hoppers = s.by_kind[class.kind.index()] & theirs & class.from;
        if hoppers.is_empty() || !class.to.contains(sq) {
            continue;
        }
        let barred = if class.barred == 0 {
            SquareSet::EMPTY
        } else {
            s.kinds(class.barred) & occupied
        };
        for &(along, back) in &class.pairs {
            // Only a hopper standing back along the line can land on `sq`.
            if !t.rays.ray(back as usize, sq).intersects(hoppers) {
                continue;
            }
            if let Some(h) = hopper_towards(
                t,
                sq,
                along as usize,
                back as usize,
                class.landing,
                occupied,
            ) && hoppers.contains(h)
                && !hop_screen_barred(t, sq, h, (back as usize, along as usize), barred)
            {
                out = out.with(h);
            }
        }
    }
    out
}

/// The pieces (of both sides) attacking `sq` along rank, file and diagonal lines
/// looked up by magic, on the board `occupied`.
#[inline(always)]
fn magic_attackers<B: Bits>(
    magics: &Magics,
    m: &MagicAttacks,
    s: &State<B>,
    sq: Square,
    occupied: SquareSet<B>,
) -> SquareSet<B> {
    let occupied = occupied.0.low_u64();
    let mut bits = 0;
    if let Some(kinds) = m.orthogonal {
        let pieces = kinds.pieces(s).0.low_u64();
        if pieces != 0 {
            bits |= magics.orthogonal(sq.index(), occupied) & pieces;
        }
    }
    if let Some(kinds) = m.diagonal {
        let pieces = kinds.pieces(s).0.low_u64();
        if pieces != 0 {
            bits |= magics.diagonal(sq.index(), occupied) & pieces;
        }
    }
    SquareSet(B::from_low_u64(bits))
}

/// The squares from which a piece of `kind` and colour `by`, standing there, would
/// attack `target` on the board `occupied` (its own square left empty): the reverse of
/// [`attackers_to`], class by class, so that the two answer alike. Exact for leaps,
/// slides and lame leaps; for a hopper, every square beyond the first screen (whatever
/// stands further on), a superset. Asked by the drops that may not give check
/// (`families/goals/drop_checks.rs`): outside this set, a dropped piece of `kind`
/// attacks no royal piece on `target`.
pub(crate) fn attack_origins<B: Bits>(
    t: &Kernel<B>,
    kind: Kind,
    by: Color,
    target: Square,
    occupied: SquareSet<B>,
) -> SquareSet<B> {
    let a = &t.attacks[by];
    let mask = kind.mask();
    let mut out = SquareSet::EMPTY;
    for class in a.leaps.iter().filter(|c| c.kinds.mask & mask != 0) {
        out |= class.from[target.index()];
    }
    for class in a.slides.iter().filter(|c| c.kinds.mask & mask != 0) {
        out |= class.attacks(&t.rays, target, occupied);
    }
    for class in a.lame.iter().filter(|c| c.kind == kind) {
        for &(from, path) in &class.from[target.index()] {
            if !path.intersects(occupied) {
                out = out.with(from);
            }
        }
    }
    for class in a.hops.iter().filter(|c| c.kind == kind) {
        if !class.to.contains(target) {
            continue;
        }
        for &(_, back) in &class.pairs {
            // A hopper lands on `target` from beyond its screen: the first piece back
            // along the line (a grasshopper's must stand next to `target`).
            if let Some(screen) = t.rays.nearest(back as usize, target, occupied) {
                out |= t.rays.ray(back as usize, screen) & class.from;
            }
        }
    }
    out
}

/// The lines along which hoppers of `by` attack `target` with at most `most` pieces
/// between (a hopper attacks over exactly one screen): the squares between, and each
/// such hopper's own. With `most` = 2, the squares where one move of the other side
/// could give a hopper an attack on its king, by adding or removing a screen (move
/// generation tests moves onto them by making them); with `most` = 0, the squares
/// where one piece more would become a screen (a drop that may not give check,
/// `families/goals/drop_checks.rs`). A superset: a barred screen (`no-screen`) is not
/// told apart.
pub(crate) fn screen_lines<B: Bits>(
    t: &Kernel<B>,
    s: &State<B>,
    target: Square,
    by: Color,
    most: u32,
) -> SquareSet<B> {
    let occupied = s.occupied();
    let mut out = SquareSet::EMPTY;
    for class in &t.attacks[by].hops {
        let hoppers = s.by_kind[class.kind.index()] & s.by_color[by] & class.from;
        if hoppers.is_empty() || !class.to.contains(target) {
            continue;
        }
        for &(along, back) in &class.pairs {
            // A hopper moving along `along` onto `target` stands back from it.
            let ray = t.rays.ray(back as usize, target);
            for h in ray & hoppers {
                let between = ray & t.rays.ray(along as usize, h);
                if (between & occupied).count() <= most {
                    out |= between.with(h);
                }
            }
        }
    }
    out
}

/// The square from which a piece hopping along `along` would land on `sq`: back from
/// `sq` to the screen (the adjacent square for a grasshopper, the first piece for a
/// cannon), then back to the next piece, which must be the hopper.
#[inline]
fn hopper_towards<B: Bits>(
    t: &Kernel<B>,
    sq: Square,
    along: usize,
    back: usize,
    landing: Landing,
    occupied: SquareSet<B>,
) -> Option<Square> {
    let rays = &t.rays;
    let screen = match landing {
        Landing::JustBeyond => rays
            .nearest(back, sq, !SquareSet::EMPTY)
            .filter(|s| occupied.contains(*s))?,
        Landing::AnyBeyond => rays.nearest(back, sq, occupied)?,
    };
    let _ = along;
    rays.nearest(back, screen, occupied)
}

/// Whether the screen of a hop from `hopper` onto `sq` (found from `sq` along `back`,
/// the reverse of `along`) is one of the `barred` pieces (`no-screen`): the screen is
/// the only piece between.
#[inline]
fn hop_screen_barred<B: Bits>(
    t: &Kernel<B>,
    sq: Square,
    hopper: Square,
    (back, along): (usize, usize),
    barred: SquareSet<B>,
) -> bool {
    barred.any() && t.rays.between(back, along, sq, hopper).intersects(barred)
}

/// The pieces of `by` attacking `sq` once the piece on `from` has moved to `to`
/// (taking what stands there), the piece on `to` left out. Where a hopper may not hop
/// over some kinds (`no-screen`), which piece stands where decides the attack, not only
/// which squares are occupied: a cannon landing on a cannon's screen shields the king.
pub(crate) fn attackers_after_step<B: Bits>(
    t: &Kernel<B>,
    s: &State<B>,
    sq: Square,
    by: Color,
    (from, to): (Square, Square),
) -> SquareSet<B> {
    let mut after = *s;
    if let Some(p) = after.remove(t, from) {
        after.remove(t, to);
        after.put(t, to, p);
    }
    attackers_to(t, &after, sq, by, after.occupied()).without(to)
}

/// Whether some hopper of `by` may not hop over some kinds (`no-screen`).
#[inline(always)]
pub(crate) fn screens_barred<B: Bits>(t: &Kernel<B>, by: Color) -> bool {
    t.attacks[by].screens_barred
}

/// Whether any piece of `by` attacks `sq`: [`attackers_to`], stopping at the first
/// class that finds one.
#[inline(always)]
pub fn is_attacked<B: Bits>(
    t: &Kernel<B>,
    s: &State<B>,
    sq: Square,
    by: Color,
    occupied: SquareSet<B>,
) -> bool {
    let a = &t.attacks[by];
    if !a.lame.is_empty() || !a.hops.is_empty() {
        return attackers_to(t, s, sq, by, occupied).any();
    }
    let theirs = s.by_color[by] & occupied;
    if let Some(index) = &a.leap_index {
        if index.attackers(s, sq).intersects(theirs) {
            return true;
        }
    } else {
        // Class by class, to stop at the first that attacks.
        for class in &a.leaps {
            if (class.from[sq.index()] & class.kinds.pieces(s) & theirs).any() {
                return true;
            }
        }
    }
    if let Some(m) = &a.magic
        && let Some(magics) = t.rays.magics()
    {
        return (magic_attackers(magics, m, s, sq, occupied) & theirs).any();
    }
    for class in &a.slides {
        let pieces = class.kinds.pieces(s) & theirs & class.empty_board[sq.index()];
        if pieces.any() && (class.attacks(&t.rays, sq, occupied) & pieces).any() {
            return true;
        }
    }
    false
}

/// The squares where one piece placed answers every attack of `checker` on the king at
/// `king`: the intersection, over every way the checker attacks (a slide's squares
/// between, a lame leap's leg, a limited slide's passed squares), of the squares that
/// block it. Empty when any way cannot be blocked (a plain leap), so a piece that checks
/// along one line both by sliding and by leaping (Betza `RH` from b1 to e1) cannot be
/// answered by interposing.
pub fn block_squares<B: Bits>(
    t: &Kernel<B>,
    s: &State<B>,
    king: Square,
    checker: Square,
    occupied: SquareSet<B>,
) -> SquareSet<B> {
    let Some(p) = s.piece_at(checker) else {
        return SquareSet::EMPTY;
    };
    let mask = p.kind.mask();
    let tables = &t.attacks[p.color];
    if tables
        .leaps
        .iter()
        .any(|c| c.kinds.mask & mask != 0 && c.from[king.index()].contains(checker))
    {
        return SquareSet::EMPTY;
    }
    let mut blocks = !SquareSet::EMPTY;
    let mut attacks = false;
    for class in tables.slides.iter().filter(|c| c.kinds.mask & mask != 0) {
        for &(out, inward) in &class.pairs {
            if !t.rays.ray(out as usize, king).contains(checker)
                || !class.slides.within(out, king).contains(checker)
            {
                continue;
            }
            let between = t.rays.between(out as usize, inward as usize, king, checker);
            if !between.intersects(occupied) {
                blocks &= between;
                attacks = true;
            }
        }
    }
    for class in tables.lame.iter().filter(|c| c.kind == p.kind) {
        for (_, path) in class.from[king.index()]
            .iter()
            .filter(|(from, path)| *from == checker && !path.intersects(occupied))
        {
            blocks &= *path;
            attacks = true;
        }
    }
    if attacks { blocks } else { SquareSet::EMPTY }
}

/// Pieces of `us` pinned to their king on `king` by sliders of the other side.
#[inline(always)]
pub fn pinned<B: Bits>(t: &Kernel<B>, s: &State<B>, us: Color, king: Square) -> SquareSet<B> {
    let them = !us;
    let occupied = s.occupied();
    let ours = s.by_color[us];
    let mut pinned = SquareSet::EMPTY;
    for class in &t.attacks[them].slides {
        let snipers = class.kinds.pieces(s) & s.by_color[them] & class.empty_board[king.index()];
        if snipers.is_empty() {
            continue;
        }
        for &(out, inward) in &class.pairs {
            let candidates =
                t.rays.ray(out as usize, king) & snipers & class.slides.within(out, king);
            for sniper in candidates {
                let blockers =
                    t.rays.ray(out as usize, king) & t.rays.ray(inward as usize, sniper) & occupied;
                if let Some(b) = blockers.single()
                    && ours.contains(b)
                {
                    pinned = pinned.with(b);
                }
            }
        }
    }
    pinned
}

/// The squares a pinned piece on `sq` may still move to: the line between its king and
/// the pinner, pinner included (intersected when pinned along several lines).
pub fn pin_ray<B: Bits>(
    t: &Kernel<B>,
    s: &State<B>,
    us: Color,
    king: Square,
    sq: Square,
) -> SquareSet<B> {
    let them = !us;
    let occupied = s.occupied();
    let mut allowed = !SquareSet::EMPTY;
    for class in &t.attacks[them].slides {
        let snipers = class.kinds.pieces(s) & s.by_color[them];
        for &(out, inward) in &class.pairs {
            let ray = t.rays.ray(out as usize, king);
            if !ray.contains(sq) {
                continue;
            }
            let candidates = ray & snipers & class.slides.within(out, king);
            for sniper in candidates {
                let between = ray & t.rays.ray(inward as usize, sniper);
                if between.contains(sq) && (between & occupied).single() == Some(sq) {
                    allowed &= between.with(sniper);
                }
            }
        }
    }
    allowed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{compiled, square_names as names, state};

    fn sq(t: &Kernel<u64>, name: &str) -> Square {
        t.shape.parse_square(name).expect("a square")
    }

    #[test]
    fn attackers_of_a_square_by_leap_and_line() {
        let t = compiled::<u64>("standard");
        let s = state(&*t, "4k3/8/8/3q4/8/5N2/8/R3K3 w - - 0 1");
        let occupied = s.occupied();
        // d4: the knight on f3 and the rook on a1? No: the rook sees a-file and rank 1.
        assert_eq!(
            names(
                t.shape,
                attackers_to(&t, &s, sq(&t, "d4"), Color::White, occupied)
            ),
            ["f3"]
        );
        assert_eq!(
            names(
                t.shape,
                attackers_to(&t, &s, sq(&t, "a5"), Color::White, occupied)
            ),
            ["a1"]
        );
        assert_eq!(
            names(
                t.shape,
                attackers_to(&t, &s, sq(&t, "d1"), Color::Black, occupied)
            ),
            ["d5"]
        );
        assert!(is_attacked(&t, &s, sq(&t, "e4"), Color::Black, occupied));
        assert!(!is_attacked(&t, &s, sq(&t, "h8"), Color::White, occupied));
        // Lifting the knight opens nothing here; lifting the queen's blocker does.
        assert!(!is_attacked(&t, &s, sq(&t, "g2"), Color::Black, occupied));
    }

    #[test]
    fn pins_and_the_line_a_pinned_piece_keeps() {
        let t = compiled::<u64>("standard");
        let s = state(&*t, "4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1");
        let king = sq(&t, "e1");
        assert_eq!(names(t.shape, pinned(&t, &s, Color::White, king)), ["d2"]);
        let ray = pin_ray(&t, &s, Color::White, king, sq(&t, "d2"));
        assert_eq!(names(t.shape, ray), ["d2", "c3", "b4"]);
        // The squares that block a check from the bishop, with the checker itself.
        let s = state(&*t, "4k3/8/8/8/1b6/8/8/4K3 w - - 0 1");
        let between = block_squares(&t, &s, king, sq(&t, "b4"), s.occupied());
        assert_eq!(names(t.shape, between), ["d2", "c3"]);
    }

    #[test]
    fn royal_pieces_and_the_one_royal_square() {
        let t = compiled::<u64>("standard");
        let s = state(&*t, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(names(t.shape, s.royals(&t)), ["e1", "e8"]);
        assert_eq!(s.royal_square(&t, Color::Black), Some(sq(&t, "e8")));
        let t = compiled::<u64>("coregal");
        let s = state(&*t, "3qk3/8/8/8/8/8/8/2Q1K3 w - - 0 1");
        assert_eq!(s.royals(&t).count(), 4);
        assert_eq!(s.royal_square(&t, Color::White), None);
    }

    #[test]
    fn a_cannon_attacks_over_exactly_one_screen() {
        let t = compiled::<u128>("xiangqi");
        let s = state(&*t, "4k4/9/9/9/4p4/9/9/4C4/9/4K4 b - - 0 1");
        let e9 = t.shape.parse_square("e9").expect("square");
        let e5 = t.shape.parse_square("e5").expect("square");
        assert!(is_attacked(&t, &s, e9, Color::White, s.occupied()));
        assert!(!is_attacked(&t, &s, e5, Color::White, s.occupied()));
        assert!(screens_barred(&t, Color::White) == t.attacks[Color::White].screens_barred);
    }
}
