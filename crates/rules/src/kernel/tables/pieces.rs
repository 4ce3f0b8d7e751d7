//! [`PieceMoves`]: what one piece kind of one colour may do from each square, and the
//! same leaps offset by offset for moving many pieces at once ([`SetwiseLeap`]).

use super::context::Context;
use super::kinds::kind_mask;
use super::slides::{Hops, Lines, MagicLines, Slides};
use super::special::{Special, SpecialMotion, leap_lists};
use fers_geometry::{Bits, LeapTable, Square, SquareSet};
use fers_movement::{Color, Mode, Motion, PieceKind};

/// Targets of plain leaps from one square.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct LeapTargets<B: Bits> {
    /// Only onto empty squares.
    pub(crate) quiet: SquareSet<B>,
    /// Only onto enemy pieces.
    pub(crate) capture: SquareSet<B>,
    /// Either.
    pub(crate) both: SquareSet<B>,
}

/// One leap offset applied to a whole set of pieces at once: the targets of all pieces
/// in `from` are `pieces.shift(delta)`, provided the squares at `legs` (deltas from the
/// start square) are empty.
#[derive(Debug, Clone)]
pub(crate) struct SetwiseLeap<B: Bits> {
    /// Square-index delta of the leap (`rank × files + file`).
    pub(crate) delta: i32,
    /// Start squares from which the leap stays on the board (and, for initial moves,
    /// that are in the initial region).
    pub(crate) from: SquareSet<B>,
    /// Deltas of squares that must be empty (a lame leap's leg).
    pub(crate) legs: Vec<i32>,
    /// Move, capture or both.
    pub(crate) mode: Mode,
}

/// How a kind's targets are found on the fast path of move generation, so that the
/// common pieces pay for what they are and no more: a knight or king looks up one set,
/// a rook, bishop or queen its lines, and everything else (pawns, anything with a
/// move-only or capture-only leap, a limited slide, a hop or a lame leap) goes through
/// every test.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum TargetShape {
    /// Only leaps that both move and capture.
    Leaps,
    /// Only unlimited lines that both move and capture.
    Lines,
    /// Only rank and file lines, on a board the magic lookups serve (a rook on 8×8).
    RookLines,
    /// Only diagonal lines, on a board the magic lookups serve (a bishop on 8×8).
    BishopLines,
    /// Only rank, file and diagonal lines, on a board the magic lookups serve (a queen
    /// on 8×8).
    QueenLines,
    /// Both of the above.
    LeapsAndLines,
    /// Anything else.
    Mixed,
}

/// What one piece kind of one colour may do.
#[derive(Debug, Clone)]
pub(crate) struct PieceMoves<B: Bits> {
    /// Plain leaps per square.
    pub(crate) leaps: Vec<LeapTargets<B>>,
    /// Unlimited slides that move and capture from anywhere, merged over components:
    /// the fast path of every rook, bishop and queen.
    pub(crate) lines: Lines,
    /// The other plain slides (move-only or capture-only, limited in range, or too
    /// many lines for `lines`) with their mode.
    pub(crate) slides: Vec<(Mode, Slides<B>)>,
    /// Lame and initial-only components.
    pub(crate) special: Vec<Special<B>>,
    /// Hops with their mode.
    pub(crate) hops: Vec<(Mode, Hops<B>)>,
    /// Per square, the squares it may capture onto en passant (empty if it cannot).
    pub(crate) en_passant: Vec<SquareSet<B>>,
    /// Per square, the moves from it that set en-passant targets (a pawn's double
    /// step): each landing square with the squares passed on the way to it, over every
    /// component that sets them ([`Special::passed`] of each, merged). Empty where no
    /// such move starts, so that making any other move costs one length test.
    pub(crate) en_passant_steps: Vec<Vec<(Square, SquareSet<B>)>>,
    /// Squares where moving into or within promotes (optionally).
    pub(crate) promotion_zone: SquareSet<B>,
    /// The squares on which a move needs a look at promotion at all: the zone, or every
    /// square for a `from-zone` kind (whose moves may promote wherever they land). A move
    /// generator tests this alone on its fast path.
    pub(crate) promotion_hint: SquareSet<B>,
    /// Squares where it must promote.
    pub(crate) promotion_mandatory: SquareSet<B>,
    /// Squares from which any move may promote (`from-zone`: the zone), and must where
    /// they are mandatory too; empty for the other kinds.
    pub(crate) promotion_from: SquareSet<B>,
    /// Whether only captures promote (`on-capture`): [`Self::promotion_squares`] then
    /// keeps only the squares of enemy pieces.
    pub(crate) promotion_on_capture: bool,
    /// For an `in-place` promotion (sittuyin): the zone its pieces promote from by a
    /// move of their own (`promotion_zone` and the others are then empty: no ordinary
    /// move promotes).
    pub(crate) in_place_zone: SquareSet<B>,
    /// Whether it has plain leaps at all (skips a lookup).
    pub(crate) has_leaps: bool,
    /// Whether `slides`, `hops` or `special` has anything: one test skips all three.
    pub(crate) general: bool,
    /// Which computation finds its targets on the fast path, chosen once here.
    pub(crate) shape: TargetShape,
    /// The same leaps offset by offset, for generating many pieces at once; `None` when
    /// the kind also slides or its leaps cannot be split that way.
    pub(crate) setwise: Option<Vec<SetwiseLeap<B>>>,
}

impl<B: Bits> PieceMoves<B> {
    /// Compiles the components of kind `kind` for `color`.
    pub(crate) fn compile(cx: &Context<'_, B>, kind: usize, color: Color) -> PieceMoves<B> {
        let piece = &cx.ruleset.pieces[kind];
        let n = cx.shape.len();
        let mut leaps = vec![LeapTargets::default(); n];
        let mut slides = Vec::new();
        let mut special = Vec::new();
        let mut hops = Vec::new();
        let mut line_offsets = Vec::new();
        let mut en_passant = vec![SquareSet::EMPTY; n];
        // A piece confined to a region lands only there, and a component `within` one
        // only there too: leaps are filtered here, slides take the special path with a
        // landing mask.
        let confined = piece.confined_to.is_some();
        for c in &piece.components {
            let offsets = c.offsets_for(color);
            let from = cx.component_from(piece, c, color);
            let to = cx.component_landing(piece, c, color);
            let plain_leap = c.motion == Motion::Leap && !c.lame && c.starts_anywhere();
            if c.en_passant && c.motion == Motion::Leap && !c.lame {
                let table = LeapTable::<B>::on(cx.shape, &offsets, cx.board);
                for sq in cx.shape.squares() {
                    if from.contains(sq) {
                        en_passant[sq.index()] |= table.get(sq) & to;
                    }
                }
            }
            if plain_leap {
                let table = LeapTable::<B>::on(cx.shape, &offsets, cx.board);
                for sq in cx.shape.squares() {
                    let t = &mut leaps[sq.index()];
                    let set = match c.mode {
                        Mode::Move => &mut t.quiet,
                        Mode::Capture => &mut t.capture,
                        Mode::Both => &mut t.both,
                    };
                    *set |= table.get(sq) & to;
                }
                continue;
            }
            match c.motion {
                Motion::Hop { landing } => hops.push((
                    c.mode,
                    Hops::new(cx.rays, &offsets, landing, [from, to])
                        .barring(kind_mask(&piece.no_screen)),
                )),
                Motion::Slide { range: None }
                    if c.starts_anywhere()
                        && !c.sets_en_passant
                        && !confined
                        && c.mode == Mode::Both =>
                {
                    line_offsets.extend(offsets)
                }
                Motion::Slide { range }
                    if c.starts_anywhere() && !c.sets_en_passant && !confined =>
                {
                    slides.push((c.mode, Slides::new(cx.rays, cx.shape, &offsets, range)))
                }
                Motion::Slide { range } => special.push(Special {
                    mode: c.mode,
                    sets_en_passant: c.sets_en_passant,
                    first_move: c.first_move,
                    not_in_check: c.not_in_check,
                    conditional: c.first_move || c.not_in_check,
                    from,
                    to,
                    motion: SpecialMotion::Slides(Slides::new(cx.rays, cx.shape, &offsets, range)),
                }),
                _ => special.push(Special {
                    mode: c.mode,
                    sets_en_passant: c.sets_en_passant,
                    first_move: c.first_move,
                    not_in_check: c.not_in_check,
                    conditional: c.first_move || c.not_in_check,
                    from,
                    to,
                    motion: SpecialMotion::Leaps(leap_lists(cx, &offsets, c.lame, from, to)),
                }),
            }
        }
        let lines = Lines::new(cx.rays, &line_offsets).unwrap_or_else(|| {
            slides.push((
                Mode::Both,
                Slides::new(cx.rays, cx.shape, &line_offsets, None),
            ));
            Lines::default()
        });
        // A square in both "move only" and "capture only" sets is simply "both".
        for t in &mut leaps {
            let overlap = t.quiet & t.capture;
            t.both |= overlap;
            t.quiet &= !t.both;
            t.capture &= !t.both;
        }
        let has_leaps = leaps.iter().any(|t| (t.quiet | t.capture | t.both).any());
        let (promotion_zone, promotion_mandatory) = match &piece.promotion {
            Some(p) => {
                let region = |r: Option<usize>| r.map(|r| cx.region(r, color)).unwrap_or_default();
                let mandatory = cx.ranks_set(color, &p.mandatory) | region(p.mandatory_region);
                (
                    cx.ranks_set(color, &p.zone) | region(p.zone_region) | mandatory,
                    mandatory,
                )
            }
            None => (SquareSet::EMPTY, SquareSet::EMPTY),
        };
        let promotion_from = match &piece.promotion {
            Some(p) if p.from_zone => promotion_zone,
            _ => SquareSet::EMPTY,
        };
        let promotion_on_capture = piece.promotion.as_ref().is_some_and(|p| p.on_capture);
        // An in-place promotion is a move of its own: no ordinary move promotes.
        let in_place = piece.promotion.as_ref().is_some_and(|p| p.in_place);
        let (promotion_zone, promotion_mandatory, in_place_zone) = if in_place {
            (SquareSet::EMPTY, SquareSet::EMPTY, promotion_zone)
        } else {
            (promotion_zone, promotion_mandatory, SquareSet::EMPTY)
        };
        let en_passant_steps = en_passant_steps(cx, &special);
        let general = !slides.is_empty() || !hops.is_empty() || !special.is_empty();
        let both_only = !general && leaps.iter().all(|t| (t.quiet | t.capture).is_empty());
        let shape = match (both_only, has_leaps, !lines.is_empty()) {
            (true, true, false) => TargetShape::Leaps,
            (true, false, true) => match lines.magic_only() {
                Some(MagicLines::Rook) => TargetShape::RookLines,
                Some(MagicLines::Bishop) => TargetShape::BishopLines,
                Some(MagicLines::Queen) => TargetShape::QueenLines,
                None => TargetShape::Lines,
            },
            (true, true, true) => TargetShape::LeapsAndLines,
            _ => TargetShape::Mixed,
        };
        PieceMoves {
            leaps,
            lines,
            slides,
            special,
            hops,
            en_passant,
            en_passant_steps,
            promotion_zone,
            promotion_hint: if promotion_from.any() {
                !SquareSet::EMPTY
            } else {
                promotion_zone
            },
            promotion_mandatory,
            promotion_from,
            promotion_on_capture,
            in_place_zone,
            has_leaps,
            general,
            shape,
            // Moves generated many at once do not know where each starts, nor (for an
            // `on-capture` kind) that they capture.
            setwise: setwise(cx, piece, color)
                .filter(|_| promotion_from.is_empty() && !promotion_on_capture),
        }
    }

    /// For a move from `from`, with the enemy's pieces on `theirs`: the squares it may
    /// promote on and those it must. A piece standing in a `from-zone` promotion zone
    /// may promote wherever it goes, and must where it stands on a mandatory square; an
    /// `on-capture` kind promotes only onto enemy pieces (`theirs`: a caller judging an
    /// en-passant capture adds its empty target).
    #[inline(always)]
    pub(crate) fn promotion_squares(
        &self,
        from: Square,
        theirs: SquareSet<B>,
    ) -> (SquareSet<B>, SquareSet<B>) {
        let (zone, must) = if self.promotion_from.contains(from) {
            let everywhere = !SquareSet::EMPTY;
            let must = if self.promotion_mandatory.contains(from) {
                everywhere
            } else {
                self.promotion_mandatory
            };
            (everywhere, must)
        } else {
            (self.promotion_zone, self.promotion_mandatory)
        };
        if self.promotion_on_capture {
            (zone & theirs, must & theirs)
        } else {
            (zone, must)
        }
    }
}

/// Per square, the moves of the components in `special` that set en-passant targets:
/// each square they land on from it, with the squares passed (see
/// [`PieceMoves::en_passant_steps`]).
fn en_passant_steps<B: Bits>(
    cx: &Context<'_, B>,
    special: &[Special<B>],
) -> Vec<Vec<(Square, SquareSet<B>)>> {
    let setting: Vec<&Special<B>> = special.iter().filter(|sp| sp.sets_en_passant).collect();
    cx.shape
        .squares()
        .map(|from| {
            let landings = setting.iter().fold(SquareSet::EMPTY, |set, sp| {
                set | sp.reach_on_empty_board(cx.rays, from)
            });
            landings
                .iter()
                .map(|to| {
                    let passed = setting.iter().fold(SquareSet::EMPTY, |set, sp| {
                        set | sp.passed(cx.rays, from, to)
                    });
                    (to, passed)
                })
                .filter(|(_, passed)| passed.any())
                .collect()
        })
        .collect()
}

/// Leap components offset by offset, or `None` if the kind slides or two entries
/// would produce the same move in different ways (then per-piece generation, which
/// merges target sets, is the only exact one).
fn setwise<B: Bits>(
    cx: &Context<'_, B>,
    piece: &PieceKind,
    color: Color,
) -> Option<Vec<SetwiseLeap<B>>> {
    let shape = cx.shape;
    let files = shape.files() as i32;
    let mut out: Vec<SetwiseLeap<B>> = Vec::new();
    for c in &piece.components {
        // A first-move or not-in-check component depends on the position, not only on
        // where the piece stands.
        if c.motion != Motion::Leap || c.first_move || c.not_in_check {
            return None;
        }
        let to = cx.component_landing(piece, c, color);
        for o in c.offsets_for(color) {
            let delta = o.rank as i32 * files + o.file as i32;
            // Only from squares whose leap lands on the board (and in the piece's
            // region, if it is confined to one) over no hole.
            let lands: SquareSet<B> = shape
                .squares()
                .filter(|&sq| {
                    cx.leap_stays_on_board(sq, o, c.lame)
                        && shape
                            .offset(sq, o.file as i32, o.rank as i32)
                            .is_some_and(|t| to.contains(t))
                })
                .collect();
            let from = lands & cx.component_from(piece, c, color);
            if from.is_empty() {
                continue;
            }
            let legs: Vec<i32> = if c.lame {
                // Leg squares relative to any start square (the same for all).
                let probe = shape.squares().find(|&sq| from.contains(sq))?;
                shape
                    .leg::<B>(probe, o)
                    .iter()
                    .map(|l| l.0 as i32 - probe.0 as i32)
                    .collect()
            } else {
                Vec::new()
            };
            match out.iter_mut().find(|e| e.delta == delta) {
                Some(e) if e.legs == legs && e.from == from => {
                    e.mode = match (e.mode, c.mode) {
                        (a, b) if a == b => a,
                        _ => Mode::Both,
                    }
                }
                Some(_) => return None,
                None => out.push(SetwiseLeap {
                    delta,
                    from,
                    legs,
                    mode: c.mode,
                }),
            }
        }
    }
    Some(out)
}
