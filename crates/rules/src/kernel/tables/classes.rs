//! Reverse attack tables: "who attacks this square", grouped into classes of kinds with
//! the same capturing geometry so that each class costs one lookup. For FIDE chess five
//! classes per colour (pawn captures, knight, king, rook + queen orthogonal, bishop +
//! queen diagonal), which is what a hand-written generator does.

use super::context::Context;
use super::kinds::{KindMask, kind_mask};
use super::slides::{Lines, MagicLines, Slides};
use crate::kernel::state::State;
use fers_geometry::{Bits, LeapTable, Offset, Square, SquareSet};
use fers_movement::{Color, Kind, Landing, MAX_KINDS, Motion};

/// A line along which pieces of some kinds attack though no component of theirs moves
/// that way: an unlimited slide in `direction`, in the attack tables only (a family's
/// contribution, such as the flying general's files and ranks).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct AttackLine {
    /// The direction the attacker slides in.
    pub(crate) direction: Offset,
    /// The kinds that attack so.
    pub(crate) kinds: KindMask,
}

/// The kinds of an attack class: a [`KindMask`], with its kinds spelled out when there
/// are one or two (the common case: a knight class, a rook-and-queen class), so that
/// finding their pieces takes two loads instead of a loop over the mask's bits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct ClassKinds {
    /// The kinds.
    pub(crate) mask: KindMask,
    /// The lowest kind and the highest, the same kind for one; unused for more.
    pair: (u8, u8),
    /// Whether the mask has more than two kinds (or none): then it is walked.
    walk: bool,
}

// `ClassKinds::pieces` masks kind indices with `MAX_KINDS - 1`.
const _: () = assert!(MAX_KINDS.is_power_of_two());

impl ClassKinds {
    /// The kinds of `mask`.
    pub(crate) fn new(mask: KindMask) -> ClassKinds {
        let n = mask.count_ones();
        let low = mask.trailing_zeros().min(31) as u8;
        let high = (31 - mask.leading_zeros().min(31)) as u8;
        ClassKinds {
            mask,
            pair: (low, high),
            walk: n == 0 || n > 2,
        }
    }

    /// Pieces of these kinds on the board, both colours.
    #[inline(always)]
    pub(crate) fn pieces<B: Bits>(&self, s: &State<B>) -> SquareSet<B> {
        if self.walk {
            s.kinds(self.mask)
        } else {
            pair_pieces(s, self.pair)
        }
    }
}

/// The pieces of kinds `a` and `b` (the same kind twice for one), both colours.
#[inline(always)]
fn pair_pieces<B: Bits>(s: &State<B>, (a, b): (u8, u8)) -> SquareSet<B> {
    // Kinds are below `MAX_KINDS` (32, a power of two): the mask changes no index and
    // lets the loads go without a bounds test.
    s.by_kind[a as usize & (MAX_KINDS - 1)] | s.by_kind[b as usize & (MAX_KINDS - 1)]
}

/// A group of kinds that attack with the same plain leaps.
#[derive(Debug, Clone)]
pub(crate) struct LeapClass<B: Bits> {
    /// The kinds.
    pub(crate) kinds: ClassKinds,
    /// Per target square, the squares from which such a piece attacks it.
    pub(crate) from: Vec<SquareSet<B>>,
}

/// How many slots a [`LeapIndex`] has: FIDE chess needs three (knight, king, pawn).
pub(crate) const LEAP_SLOTS: usize = 3;

/// The leap classes of a side laid out for one lookup per square: per target square,
/// the squares each slot's pieces attack it from, side by side, and per slot its two
/// kinds. Who attacks a square by leaping is then one bounds test and a few loads
/// instead of a walk over the classes, each with its own table (`attacks::attackers_to`).
/// Built when the classes fit in [`LEAP_SLOTS`] slots of at most two kinds each (a class
/// of three or four kinds takes two slots); unused slots attack from nowhere.
#[derive(Debug, Clone)]
pub(crate) struct LeapIndex<B: Bits> {
    /// Per target square, per slot: where such a piece attacks the square from.
    from: Vec<[SquareSet<B>; LEAP_SLOTS]>,
    /// Per slot, its kinds: the same kind twice for one.
    kinds: [(u8, u8); LEAP_SLOTS],
}

impl<B: Bits> LeapIndex<B> {
    /// The index of `classes`, if they fit.
    fn of(classes: &[LeapClass<B>], squares: usize) -> Option<LeapIndex<B>> {
        let mut slots: Vec<(usize, (u8, u8))> = Vec::new();
        for (c, class) in classes.iter().enumerate() {
            let mut mask = class.kinds.mask;
            while mask != 0 {
                let a = mask.trailing_zeros() as u8;
                mask &= mask - 1;
                let b = if mask == 0 {
                    a
                } else {
                    mask.trailing_zeros() as u8
                };
                mask &= mask.wrapping_sub(1);
                slots.push((c, (a, b)));
            }
        }
        if slots.len() > LEAP_SLOTS {
            return None;
        }
        let mut kinds = [(0, 0); LEAP_SLOTS];
        let mut from = vec![[SquareSet::EMPTY; LEAP_SLOTS]; squares];
        for (slot, &(c, pair)) in slots.iter().enumerate() {
            kinds[slot] = pair;
            for (sq, row) in from.iter_mut().enumerate() {
                row[slot] = classes[c].from.get(sq).copied().unwrap_or(SquareSet::EMPTY);
            }
        }
        Some(LeapIndex { from, kinds })
    }

    /// The pieces (of both sides) attacking `sq` by leaping.
    #[inline(always)]
    pub(crate) fn attackers(&self, s: &State<B>, sq: Square) -> SquareSet<B> {
        let from = &self.from[sq.index()];
        let mut out = SquareSet::EMPTY;
        for (&from, &pair) in from.iter().zip(&self.kinds) {
            out |= from & pair_pieces(s, pair);
        }
        out
    }
}

/// A group of kinds that attack along the same directions with the same range.
#[derive(Debug, Clone)]
pub(crate) struct SlideClass<B: Bits> {
    /// The kinds.
    pub(crate) kinds: ClassKinds,
    /// Directions *from the attacked square towards the attacker*.
    pub(crate) slides: Slides<B>,
    /// The same, inline, when unlimited in range (the common case).
    pub(crate) lines: Option<Lines>,
    /// Each direction of `slides` with its reverse: `(outward, inward)`.
    pub(crate) pairs: Vec<(u8, u8)>,
    /// Per square, the squares such a piece would attack it from on an empty board
    /// (range included): a quick test of whether any slider is aligned at all.
    pub(crate) empty_board: Vec<SquareSet<B>>,
}

/// Kinds attacking by lame or initial-only capturing leaps: the slow path.
#[derive(Debug, Clone)]
pub(crate) struct LameClass<B: Bits> {
    /// The kind.
    pub(crate) kind: Kind,
    /// Per target square: (attacker square, squares that must be empty).
    pub(crate) from: Vec<Vec<(Square, SquareSet<B>)>>,
    /// Per target square, the attacker squares of `from` as one set: a question finds
    /// with one test that no such piece stands on any of them.
    pub(crate) any_from: Vec<SquareSet<B>>,
}

impl<B: Bits> LameClass<B> {
    /// The class of `kind` attacking from the squares `from` lists per target square.
    fn new(kind: usize, from: Vec<Vec<(Square, SquareSet<B>)>>) -> Self {
        let any_from = from
            .iter()
            .map(|list| list.iter().map(|&(sq, _)| sq).collect())
            .collect();
        LameClass {
            kind: Kind(kind as u8),
            from,
            any_from,
        }
    }
}

/// Kinds that attack by hopping: for a target square, walk each direction back to the
/// screen and on to the hopper.
#[derive(Debug, Clone)]
pub(crate) struct HopClass<B: Bits> {
    /// The kind.
    pub(crate) kind: Kind,
    /// Each direction the hopper moves along, with its reverse: `(along, back)`.
    pub(crate) pairs: Vec<(u8, u8)>,
    /// Where it lands beyond the screen.
    pub(crate) landing: Landing,
    /// Squares it may hop from.
    pub(crate) from: SquareSet<B>,
    /// Squares it may land on (all but where its kind is `confined-to` a region).
    pub(crate) to: SquareSet<B>,
    /// Kinds it may not hop over (`no-screen`).
    pub(crate) barred: KindMask,
}

/// How the pieces of one colour attack squares.
#[derive(Debug, Clone)]
pub(crate) struct AttackTables<B: Bits> {
    /// Plain leaping attacks.
    pub(crate) leaps: Vec<LeapClass<B>>,
    /// Sliding attacks.
    pub(crate) slides: Vec<SlideClass<B>>,
    /// Lame and initial-only attacks.
    pub(crate) lame: Vec<LameClass<B>>,
    /// Hopping attacks.
    pub(crate) hops: Vec<HopClass<B>>,
    /// Kinds that attack by hopping: while one is on the board, a move may open or
    /// close an attack by adding or removing a screen, so legality is tested by making
    /// each move.
    pub(crate) hopper_kinds: KindMask,
    /// Whether some hopper may not hop over some kinds (`no-screen`): then which piece
    /// stands where decides a hop, not only which squares are occupied.
    pub(crate) screens_barred: bool,
    /// The same slides as rook and bishop lines looked up by magic, when that is all
    /// they are and nothing attacks by lame leaps or hops (see [`MagicAttacks`]).
    pub(crate) magic: Option<MagicAttacks>,
    /// The same leaps laid out for one lookup per square, when they fit (see
    /// [`LeapIndex`]).
    pub(crate) leap_index: Option<LeapIndex<B>>,
}

/// The sliding attacks of a side whose every slide class is unlimited rook lines,
/// bishop lines or both, on a board with magic lookups ([`RayTable::magics`]), and
/// which has no lame or hopping attack: FIDE chess and its relatives. Who attacks a
/// square is then the leap classes and two lookups, without a walk over the slide
/// classes (`attacks::attackers_to`).
///
/// [`RayTable::magics`]: fers_geometry::RayTable::magics
#[derive(Debug, Clone, Copy)]
pub(crate) struct MagicAttacks {
    /// The kinds attacking along ranks and files, if any.
    pub(crate) orthogonal: Option<ClassKinds>,
    /// The kinds attacking along diagonals, if any.
    pub(crate) diagonal: Option<ClassKinds>,
}

impl MagicAttacks {
    /// The magic form of `slides`, if every class is unlimited magic lines and the side
    /// has no lame or hopping attack (`plain`) on a board with magic lookups.
    fn of<B: Bits>(slides: &[SlideClass<B>], plain: bool, magic_board: bool) -> Option<Self> {
        if !plain || !magic_board {
            return None;
        }
        let (mut orthogonal, mut diagonal): (KindMask, KindMask) = (0, 0);
        for class in slides {
            let mask = class.kinds.mask;
            match class.lines.as_ref().and_then(Lines::magic_only)? {
                MagicLines::Rook => orthogonal |= mask,
                MagicLines::Bishop => diagonal |= mask,
                MagicLines::Queen => {
                    orthogonal |= mask;
                    diagonal |= mask;
                }
            }
        }
        let kinds = |mask: KindMask| (mask != 0).then(|| ClassKinds::new(mask));
        Some(MagicAttacks {
            orthogonal: kinds(orthogonal),
            diagonal: kinds(diagonal),
        })
    }
}

impl<B: Bits> SlideClass<B> {
    /// Squares attacked from `sq` along the class's directions given `occupied`: where
    /// such a piece would attack `sq` from.
    #[inline(always)]
    pub(crate) fn attacks(
        &self,
        rays: &fers_geometry::RayTable<B>,
        sq: Square,
        occupied: SquareSet<B>,
    ) -> SquareSet<B> {
        match &self.lines {
            Some(lines) => lines.attacks(rays, sq, occupied),
            None => self.slides.attacks(rays, sq, occupied),
        }
    }
}

impl<B: Bits> AttackTables<B> {
    /// The pieces (of both sides) attacking `sq` by plain leaps: by the [`LeapIndex`]
    /// where the classes fit it, else class by class.
    #[inline(always)]
    pub(crate) fn leap_attackers(&self, s: &State<B>, sq: Square) -> SquareSet<B> {
        match &self.leap_index {
            Some(index) => index.attackers(s, sq),
            None => {
                let mut out = SquareSet::EMPTY;
                for class in &self.leaps {
                    out |= class.from[sq.index()] & class.kinds.pieces(s);
                }
                out
            }
        }
    }

    /// The attack tables of the pieces of `color`.
    pub(crate) fn compile(
        cx: &Context<'_, B>,
        color: Color,
        lines: &[AttackLine],
    ) -> AttackTables<B> {
        let dir = |o: Offset| cx.rays.index_of(o).expect("rays exist") as u8;
        // Plain capturing leaps, grouped by identical offset sets and landing squares.
        let mut leap_groups: Vec<(Vec<Offset>, SquareSet<B>, KindMask)> = Vec::new();
        // Capturing slide directions with their range: (direction, range) -> kinds.
        let mut slide_dirs: Vec<(Offset, Option<u8>, KindMask)> = Vec::new();
        let mut lame = Vec::new();
        let mut hops = Vec::new();
        let mut hopper_kinds: KindMask = 0;
        for (k, piece) in cx.ruleset.pieces.iter().enumerate() {
            let mut offs: Vec<Offset> = Vec::new();
            // A piece confined to a region attacks only its squares: its slides take
            // the slow path, which lists targets.
            let to = cx.landing(piece, color);
            let confined = piece.confined_to.is_some();
            for c in piece.components.iter().filter(|c| c.mode.captures()) {
                let oriented = c.offsets_for(color);
                // A component `within` a region lands only there (and is not plain).
                let to = cx.component_landing(piece, c, color);
                match c.motion {
                    Motion::Hop { landing } => {
                        hops.push(HopClass {
                            kind: Kind(k as u8),
                            pairs: oriented
                                .iter()
                                .map(|&o| (dir(o), dir(o.reversed())))
                                .collect(),
                            landing,
                            from: cx.component_from(piece, c, color),
                            to,
                            barred: kind_mask(&piece.no_screen),
                        });
                        hopper_kinds |= 1 << k;
                    }
                    Motion::Leap if !c.lame && c.starts_anywhere() => offs.extend(oriented),
                    Motion::Slide { range } if c.starts_anywhere() && !confined => {
                        for o in oriented {
                            match slide_dirs
                                .iter_mut()
                                .find(|(d, r, _)| *d == o && *r == range)
                            {
                                Some(entry) => entry.2 |= 1 << k,
                                None => slide_dirs.push((o, range, 1 << k)),
                            }
                        }
                    }
                    Motion::Slide { range } => {
                        // Slides usable only from some squares (`initial`, `from-ranks`) are
                        // too rare to deserve a fast path: compile them as leaps of every
                        // length within range, each blocked by the squares the rider passes
                        // (only those: a (2,0) rider jumps the squares in between).
                        let from = cx.component_from(piece, c, color);
                        lame.push(reverse_rider(cx, k, &oriented, range, [from, to]));
                    }
                    _ => {
                        let from = cx.component_from(piece, c, color);
                        lame.push(reverse_lame(cx, k, &oriented, c.lame, [from, to]));
                    }
                }
            }
            offs.sort();
            offs.dedup();
            if !offs.is_empty() {
                match leap_groups
                    .iter_mut()
                    .find(|(o, t, _)| *o == offs && *t == to)
                {
                    Some(g) => g.2 |= 1 << k,
                    None => leap_groups.push((offs, to, 1 << k)),
                }
            }
        }
        let leaps: Vec<LeapClass<B>> = leap_groups
            .into_iter()
            .map(|(offs, to, kinds)| {
                let reversed: Vec<Offset> = offs.iter().map(|o| o.reversed()).collect();
                let table = LeapTable::<B>::on(cx.shape, &reversed, cx.board);
                LeapClass {
                    kinds: ClassKinds::new(kinds),
                    from: cx
                        .shape
                        .squares()
                        .map(|sq| {
                            if to.contains(sq) {
                                table.get(sq)
                            } else {
                                SquareSet::EMPTY
                            }
                        })
                        .collect(),
                }
            })
            .collect();
        // Lines of attack no component describes, added by a family (the flying
        // general: royal pieces attack each other along open files and ranks, in the
        // attack tables only, so that they never capture that way but may not stand
        // facing).
        for line in lines {
            match slide_dirs
                .iter_mut()
                .find(|(d, r, _)| *d == line.direction && r.is_none())
            {
                Some(entry) => entry.2 |= line.kinds,
                None => slide_dirs.push((line.direction, None, line.kinds)),
            }
        }
        // Group directions with identical kinds and range into one class.
        let mut classes: Vec<(KindMask, Option<u8>, Vec<Offset>)> = Vec::new();
        for (d, range, kinds) in slide_dirs {
            match classes
                .iter_mut()
                .find(|(k, r, _)| *k == kinds && *r == range)
            {
                Some(c) => c.2.push(d.reversed()),
                None => classes.push((kinds, range, vec![d.reversed()])),
            }
        }
        let slides: Vec<SlideClass<B>> = classes
            .into_iter()
            .map(|(kinds, range, dirs)| {
                let slides = Slides::new(cx.rays, cx.shape, &dirs, range);
                SlideClass {
                    kinds: ClassKinds::new(kinds),
                    lines: match range {
                        None => Lines::new(cx.rays, &dirs),
                        Some(_) => None,
                    },
                    pairs: dirs.iter().map(|&o| (dir(o), dir(o.reversed()))).collect(),
                    empty_board: cx
                        .shape
                        .squares()
                        .map(|sq| slides.attacks(cx.rays, sq, SquareSet::EMPTY))
                        .collect(),
                    slides,
                }
            })
            .collect();
        let screens_barred = hops.iter().any(|h: &HopClass<B>| h.barred != 0);
        let magic = MagicAttacks::of(
            &slides,
            lame.is_empty() && hops.is_empty(),
            cx.rays.has_magics(),
        );
        let leap_index = LeapIndex::of(&leaps, cx.shape.len());
        AttackTables {
            leap_index,
            leaps,
            slides,
            lame,
            hops,
            hopper_kinds,
            screens_barred,
            magic,
        }
    }
}

/// A slide usable only from `from` and landing only on `to`, as lame leaps of every
/// length within `range`, each blocked by the squares the rider passes, indexed by
/// target square.
fn reverse_rider<B: Bits>(
    cx: &Context<'_, B>,
    kind: usize,
    offsets: &[Offset],
    range: Option<u8>,
    [from, to_set]: [SquareSet<B>; 2],
) -> LameClass<B> {
    let mut by_target: Vec<Vec<(Square, SquareSet<B>)>> = vec![Vec::new(); cx.shape.len()];
    for sq in from.iter() {
        for &o in offsets {
            let mut passed = SquareSet::EMPTY;
            let mut steps = 1i32;
            while let Some(to) = cx
                .shape
                .offset(sq, o.file as i32 * steps, o.rank as i32 * steps)
                .filter(|t| cx.board.contains(*t))
            {
                if range.is_some_and(|r| steps > r as i32) {
                    break;
                }
                if to_set.contains(to) {
                    by_target[to.index()].push((sq, passed));
                }
                passed = passed.with(to);
                steps += 1;
            }
        }
    }
    LameClass::new(kind, by_target)
}

/// Leaps from `from` onto `to` (lame or not), indexed by target square.
fn reverse_lame<B: Bits>(
    cx: &Context<'_, B>,
    kind: usize,
    offsets: &[Offset],
    lame: bool,
    [from, to_set]: [SquareSet<B>; 2],
) -> LameClass<B> {
    let mut by_target: Vec<Vec<(Square, SquareSet<B>)>> = vec![Vec::new(); cx.shape.len()];
    for sq in from.iter() {
        for &o in offsets {
            if let Some(to) = cx
                .shape
                .offset(sq, o.file as i32, o.rank as i32)
                .filter(|t| to_set.contains(*t) && cx.leap_stays_on_board(sq, o, lame))
            {
                let path = if lame {
                    cx.shape.leg(sq, o)
                } else {
                    SquareSet::EMPTY
                };
                by_target[to.index()].push((sq, path));
            }
        }
    }
    LameClass::new(kind, by_target)
}
