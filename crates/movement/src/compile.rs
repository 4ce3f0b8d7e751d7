//! Compiling a [`Ruleset`] into move and attack tables for one board shape and storage.
//!
//! Every component is compiled twice, once per colour (black's offsets flipped), into:
//! - [`PieceMoves`]: what a piece on a square may do — plain leaps as three precomputed
//!   target sets (move-only, capture-only, both), slides as ray lines, and the rare
//!   "special" components (lame leaps, initial-only moves) as explicit lists;
//! - [`AttackTables`]: *reverse* tables grouped by identical geometry, so that
//!   "who attacks this square" costs one lookup per group: for FIDE chess five groups
//!   (pawn captures, knight, king, orthogonal sliders, diagonal sliders), exactly what a
//!   hand-written generator does.

use crate::{
    ByColor, CastlingSide, Color, Component, KindIndex, Landing, Mode, Motion, PieceKind, Ruleset,
};
use fers_geometry::{Bits, BoardShape, LeapTable, Offset, RayTable, Square, SquareSet};

/// A set of piece kinds, one bit per kind.
pub type KindMask = u32;

/// Targets of plain leaps from one square.
#[derive(Debug, Clone, Copy, Default)]
pub struct LeapTargets<B: Bits> {
    /// Only onto empty squares.
    pub quiet: SquareSet<B>,
    /// Only onto enemy pieces.
    pub capture: SquareSet<B>,
    /// Either.
    pub both: SquareSet<B>,
}

/// Slides along a set of directions, as ray-table indices.
#[derive(Debug, Clone)]
pub struct Slides<B: Bits> {
    /// Direction pairs `(increasing, decreasing)` computed in one obstruction difference.
    pub lines: Vec<(u8, u8)>,
    /// Single directions.
    pub rays: Vec<u8>,
    /// For range-limited slides (then every direction is in `rays`): per direction of
    /// `rays`, per square, the squares within range along that direction. One mask per
    /// direction, not one for all: a (0,3) rider's second step must not let a (0,2)
    /// rider on the same file go three steps.
    pub range_masks: Option<Vec<Vec<SquareSet<B>>>>,
}

impl<B: Bits> Slides<B> {
    /// Squares attacked from `sq` given `occupied`.
    #[inline(always)]
    pub fn attacks(&self, rays: &RayTable<B>, sq: Square, occupied: SquareSet<B>) -> SquareSet<B> {
        let mut out = SquareSet::EMPTY;
        if let Some(masks) = &self.range_masks {
            for (&d, mask) in self.rays.iter().zip(masks) {
                out |= rays.ray_attacks(d as usize, sq, occupied) & mask[sq.index()];
            }
            return out;
        }
        for &(up, down) in &self.lines {
            out |= rays.line_attacks(up as usize, down as usize, sq, occupied);
        }
        for &d in &self.rays {
            out |= rays.ray_attacks(d as usize, sq, occupied);
        }
        out
    }

    /// The squares within range of `sq` along direction `dir` (every square when the
    /// slide is unlimited; none when `dir` is not one of its directions and it is
    /// limited).
    #[inline]
    pub fn within(&self, dir: u8, sq: Square) -> SquareSet<B> {
        match &self.range_masks {
            None => !SquareSet::EMPTY,
            Some(masks) => self
                .rays
                .iter()
                .position(|&d| d == dir)
                .map_or(SquareSet::EMPTY, |i| masks[i][sq.index()]),
        }
    }

    /// Every direction index, each half of a line separately.
    pub fn directions(&self) -> impl Iterator<Item = u8> + '_ {
        self.lines
            .iter()
            .flat_map(|&(a, b)| [a, b])
            .chain(self.rays.iter().copied())
    }
}

/// Hops along a set of directions (ray-table indices).
#[derive(Debug, Clone)]
pub struct Hops<B: Bits> {
    /// Directions the hopper moves along.
    pub dirs: Vec<u8>,
    /// Where it lands beyond the screen.
    pub landing: Landing,
    /// Squares it may hop from.
    pub from: SquareSet<B>,
}

impl<B: Bits> Hops<B> {
    /// Squares reached from `sq` by hopping over exactly one piece of `occupied`
    /// (occupied landing squares included; the caller applies the mode).
    #[inline]
    pub fn targets(&self, rays: &RayTable<B>, sq: Square, occupied: SquareSet<B>) -> SquareSet<B> {
        let mut out = SquareSet::EMPTY;
        if !self.from.contains(sq) {
            return out;
        }
        for &d in &self.dirs {
            let d = d as usize;
            let blockers = rays.ray(d, sq) & occupied;
            let screen = if rays.is_increasing(d) {
                blockers.first()
            } else {
                blockers.last()
            };
            let Some(screen) = screen else { continue };
            out |= match self.landing {
                Landing::JustBeyond => {
                    let beyond = rays.ray(d, screen);
                    let next = if rays.is_increasing(d) {
                        beyond.first()
                    } else {
                        beyond.last()
                    };
                    next.map_or(SquareSet::EMPTY, SquareSet::from_square)
                }
                Landing::AnyBeyond => rays.ray_attacks(d, screen, occupied),
            };
        }
        out
    }
}

/// Kinds that attack by hopping: for a target square, walk each direction back to the
/// screen and on to the hopper.
#[derive(Debug, Clone)]
pub struct HopClass<B: Bits> {
    /// The kind.
    pub kind: KindIndex,
    /// Each direction the hopper moves along, with its reverse: `(along, back)`.
    pub pairs: Vec<(u8, u8)>,
    /// Where it lands beyond the screen.
    pub landing: Landing,
    /// Squares it may hop from.
    pub from: SquareSet<B>,
}

/// A non-plain component: lame leap, or a leap or slide limited to some start squares
/// (`initial`, `from-ranks`).
#[derive(Debug, Clone)]
pub struct Special<B: Bits> {
    /// Move, capture or both.
    pub mode: Mode,
    /// Whether the squares passed become en-passant targets.
    pub sets_en_passant: bool,
    /// Only from these squares (all squares unless the component is `initial` or has
    /// `from-ranks`).
    pub from: SquareSet<B>,
    /// What it does.
    pub motion: SpecialMotion<B>,
}

impl<B: Bits> Special<B> {
    /// The squares a move of this component from `from` to `to` passes over (the
    /// en-passant targets it sets): for a leap, the squares that had to be empty; for a
    /// slide, the squares of its ray strictly between the two (only those the rider
    /// touches: a (2,0) rider passes every other square). Empty when this component does
    /// not make that move.
    pub fn passed(&self, rays: &RayTable<B>, from: Square, to: Square) -> SquareSet<B> {
        if !self.from.contains(from) {
            return SquareSet::EMPTY;
        }
        match &self.motion {
            SpecialMotion::Leaps(list) => list[from.index()]
                .iter()
                .find(|(target, _)| *target == to)
                .map_or(SquareSet::EMPTY, |(_, path)| *path),
            SpecialMotion::Slides(slides) => {
                if !slides.attacks(rays, from, SquareSet::EMPTY).contains(to) {
                    return SquareSet::EMPTY;
                }
                slides
                    .directions()
                    .map(|d| d as usize)
                    .find(|&d| rays.ray(d, from).contains(to))
                    .map_or(SquareSet::EMPTY, |d| {
                        (rays.ray(d, from) & !rays.ray(d, to)).without(to)
                    })
            }
        }
    }
}

/// How a [`Special`] travels.
#[derive(Debug, Clone)]
pub enum SpecialMotion<B: Bits> {
    /// Per square, each leap's target with the squares that must be empty on the way.
    Leaps(Vec<Vec<(Square, SquareSet<B>)>>),
    /// Slides.
    Slides(Slides<B>),
}

/// One leap offset applied to a whole set of pieces at once: the targets of all pieces
/// in `from` are `pieces.shift(delta)`, provided the squares at `legs` (deltas from the
/// start square) are empty.
#[derive(Debug, Clone)]
pub struct SetwiseLeap<B: Bits> {
    /// Square-index delta of the leap (`rank × files + file`).
    pub delta: i32,
    /// Start squares from which the leap stays on the board (and, for initial moves,
    /// that are in the initial region).
    pub from: SquareSet<B>,
    /// Deltas of squares that must be empty (a lame leap's leg).
    pub legs: Vec<i32>,
    /// Move, capture or both.
    pub mode: Mode,
}

/// What one piece kind of one colour may do.
#[derive(Debug, Clone)]
pub struct PieceMoves<B: Bits> {
    /// Plain leaps per square.
    pub leaps: Vec<LeapTargets<B>>,
    /// Plain slides with their mode.
    pub slides: Vec<(Mode, Slides<B>)>,
    /// Lame and initial-only components.
    pub special: Vec<Special<B>>,
    /// Hops with their mode.
    pub hops: Vec<(Mode, Hops<B>)>,
    /// Per square, the squares it may capture onto en passant (empty if it cannot).
    pub en_passant: Vec<SquareSet<B>>,
    /// Squares where moving into or within promotes (optionally).
    pub promotion_zone: SquareSet<B>,
    /// Squares where it must promote.
    pub promotion_mandatory: SquareSet<B>,
    /// Whether it has plain leaps at all (skips a lookup).
    pub has_leaps: bool,
    /// The same leaps offset by offset, for generating many pieces at once; `None` when
    /// the kind also slides or its leaps cannot be split that way.
    pub setwise: Option<Vec<SetwiseLeap<B>>>,
}

/// A group of kinds that attack with the same plain leaps.
#[derive(Debug, Clone)]
pub struct LeapClass<B: Bits> {
    /// The kinds.
    pub kinds: KindMask,
    /// Per target square, the squares from which such a piece attacks it.
    pub from: Vec<SquareSet<B>>,
}

/// A group of kinds that attack along the same directions with the same range.
#[derive(Debug, Clone)]
pub struct SlideClass<B: Bits> {
    /// The kinds.
    pub kinds: KindMask,
    /// Directions *from the attacked square towards the attacker*.
    pub slides: Slides<B>,
    /// Each direction of `slides` with its reverse: `(outward, inward)`.
    pub pairs: Vec<(u8, u8)>,
    /// Per square, the squares such a piece would attack it from on an empty board
    /// (range included): a quick test of whether any slider is aligned at all.
    pub empty_board: Vec<SquareSet<B>>,
}

/// Kinds attacking by lame or initial-only capturing leaps: the slow path.
#[derive(Debug, Clone)]
pub struct LameClass<B: Bits> {
    /// The kind.
    pub kind: KindIndex,
    /// Per target square: (attacker square, squares that must be empty).
    pub from: Vec<Vec<(Square, SquareSet<B>)>>,
}

/// How the pieces of one colour attack squares.
#[derive(Debug, Clone)]
pub struct AttackTables<B: Bits> {
    /// Plain leaping attacks.
    pub leaps: Vec<LeapClass<B>>,
    /// Sliding attacks.
    pub slides: Vec<SlideClass<B>>,
    /// Lame and initial-only attacks.
    pub lame: Vec<LameClass<B>>,
    /// Hopping attacks.
    pub hops: Vec<HopClass<B>>,
    /// Kinds that attack by hopping: while one is on the board, a move may open or
    /// close an attack by adding or removing a screen, so legality is tested by making
    /// each move.
    pub hopper_kinds: KindMask,
}

/// Zobrist keys for hashing positions.
#[derive(Debug, Clone)]
pub struct Zobrist {
    /// `pieces[(kind * 2 + color) * squares + square]`.
    pub pieces: Vec<u64>,
    /// Black to move.
    pub black_to_move: u64,
    /// Per castling-rook square.
    pub castling: Vec<u64>,
    /// Per en-passant file.
    pub en_passant: Vec<u64>,
}

/// The geometry of one castling move: where king and rook go, what must be empty,
/// what must not be attacked. Derived from the ruleset for each (king, rook) pair.
#[derive(Debug, Clone, Copy)]
pub struct CastlingPlan<B: Bits> {
    /// Which side.
    pub side: CastlingSide,
    /// King's square.
    pub king: Square,
    /// Rook's square.
    pub rook: Square,
    /// King's destination.
    pub king_to: Square,
    /// Rook's destination.
    pub rook_to: Square,
    /// Must be empty.
    pub empty: SquareSet<B>,
    /// Must not be attacked (the destination is tested after the move).
    pub safe: SquareSet<B>,
}

/// Everything a position of this ruleset needs, for one storage width.
#[derive(Debug, Clone)]
pub struct Tables<B: Bits> {
    /// The ruleset compiled.
    pub ruleset: Ruleset,
    /// Board size.
    pub shape: BoardShape,
    /// Every square of the board.
    pub board: SquareSet<B>,
    /// Rays for every slide direction.
    pub rays: RayTable<B>,
    /// `moves[kind][color]`.
    pub moves: Vec<ByColor<PieceMoves<B>>>,
    /// Attack tables by attacking colour.
    pub attacks: ByColor<AttackTables<B>>,
    /// Kinds that may capture en passant.
    pub en_passant_kinds: KindMask,
    /// The royal kind.
    pub royal: Option<KindIndex>,
    /// Hash keys.
    pub zobrist: Zobrist,
    /// Per colour, each rank counted from that side (`ranks[c][r]`).
    pub relative_ranks: ByColor<Vec<SquareSet<B>>>,
    /// Per colour, castling plans indexed `king_file × files + rook_file` on the
    /// castling rank; `None` where the ruleset allows no such castling.
    pub castling_plans: ByColor<Vec<Option<CastlingPlan<B>>>>,
    /// Per colour, how many pieces of each kind the start position has (for promotion
    /// limited to captured pieces).
    pub start_counts: ByColor<Vec<u32>>,
    /// Whether attacks and moves are FIDE-like: every capturing part a plain leap of at
    /// most two squares or a slide usable from anywhere, every slide by one-square
    /// steps, no hopper, and no straight leap longer than a step unless lame. Only then
    /// do the classical facts about checks hold (at most two checkers, one of them a
    /// slider, never two on one line), which strict FEN reading relies on; lame
    /// leapers, hoppers, longer riders and jumps along a line (a piece leaping over the
    /// king from one side of a line to the other) allow other legal checks.
    pub classical_checks: bool,
}

/// Why a ruleset cannot be compiled for a storage width.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("a {files}×{ranks} board has {squares} squares; this storage holds {bits}")]
pub struct CompileError {
    /// Files.
    pub files: u8,
    /// Ranks.
    pub ranks: u8,
    /// Squares.
    pub squares: usize,
    /// Bits of the storage.
    pub bits: u32,
}

impl<B: Bits> Tables<B> {
    /// Compiles `ruleset`.
    ///
    /// # Errors
    /// If the board has more squares than `B` holds.
    pub fn new(ruleset: Ruleset) -> Result<Tables<B>, CompileError> {
        let shape = ruleset.shape;
        if shape.len() > B::BITS as usize {
            return Err(CompileError {
                files: shape.files(),
                ranks: shape.ranks(),
                squares: shape.len(),
                bits: B::BITS,
            });
        }
        let mut directions = Vec::new();
        for p in &ruleset.pieces {
            for c in &p.components {
                if let Motion::Slide { .. } | Motion::Hop { .. } = c.motion {
                    for o in Color::ALL
                        .into_iter()
                        .flat_map(|color| c.offsets_for(color))
                    {
                        for o in [o, o.reversed()] {
                            if !directions.contains(&o) {
                                directions.push(o);
                            }
                        }
                    }
                }
            }
        }
        let rays = RayTable::<B>::new(shape, &directions);
        let board = SquareSet::first_n(shape.len());
        let relative_ranks = ByColor::new_with(|c| {
            (0..shape.ranks())
                .map(|r| {
                    let abs = if c == Color::White {
                        r
                    } else {
                        shape.ranks() - 1 - r
                    };
                    shape
                        .squares()
                        .filter(|&sq| shape.rank_of(sq).0 == abs)
                        .collect()
                })
                .collect::<Vec<SquareSet<B>>>()
        });
        let mut tables = Tables {
            shape,
            board,
            rays,
            moves: Vec::new(),
            attacks: ByColor::new_with(|_| AttackTables {
                leaps: Vec::new(),
                slides: Vec::new(),
                lame: Vec::new(),
                hops: Vec::new(),
                hopper_kinds: 0,
            }),
            en_passant_kinds: 0,
            royal: ruleset.royal_kind(),
            zobrist: zobrist(shape, ruleset.pieces.len()),
            relative_ranks,
            castling_plans: ByColor::default(),
            start_counts: start_counts(&ruleset),
            classical_checks: classical_checks(&ruleset),
            ruleset,
        };
        tables.castling_plans = ByColor::new_with(|c| tables.compile_castling(c));
        tables.moves = (0..tables.ruleset.pieces.len())
            .map(|k| ByColor::new_with(|c| tables.compile_piece(k, c)))
            .collect();
        tables.attacks = ByColor::new_with(|c| tables.compile_attacks(c));
        for (k, p) in tables.ruleset.pieces.iter().enumerate() {
            if p.components.iter().any(|c| c.en_passant) {
                tables.en_passant_kinds |= 1 << k;
            }
        }
        Ok(tables)
    }

    /// Squares of the ranks in `ranks` (0-based, counted from `color`'s side).
    fn ranks_set(&self, color: Color, ranks: &[u8]) -> SquareSet<B> {
        ranks
            .iter()
            .filter(|&&r| (r as usize) < self.relative_ranks[color].len())
            .fold(SquareSet::EMPTY, |s, &r| {
                s | self.relative_ranks[color][r as usize]
            })
    }

    /// The squares a component of `piece` may start from: the piece's initial ranks for
    /// an `initial` component, its `from_ranks` when it has them, else the whole board.
    fn component_from(&self, piece: &PieceKind, c: &Component, color: Color) -> SquareSet<B> {
        match &c.from_ranks {
            _ if c.initial => self.ranks_set(color, &piece.initial_ranks),
            Some(ranks) => self.ranks_set(color, ranks),
            None => self.board,
        }
    }

    fn oriented(c: &Component, color: Color) -> Vec<Offset> {
        c.offsets_for(color)
    }

    fn slides(&self, offsets: &[Offset], range: Option<u8>) -> Slides<B> {
        let idx = |o: Offset| {
            self.rays
                .index_of(o)
                .expect("every slide direction has rays") as u8
        };
        let mut lines = Vec::new();
        let mut singles = Vec::new();
        for &o in offsets {
            let i = idx(o);
            let paired = range.is_none() && offsets.contains(&o.reversed());
            if paired {
                if self.rays.is_increasing(i as usize) {
                    lines.push((i, idx(o.reversed())));
                }
            } else {
                singles.push(i);
            }
        }
        let range_masks = range.map(|n| {
            offsets
                .iter()
                .map(|o| {
                    self.shape
                        .squares()
                        .map(|sq| {
                            (1..=n as i32)
                                .filter_map(|k| {
                                    self.shape.offset(sq, o.file as i32 * k, o.rank as i32 * k)
                                })
                                .collect()
                        })
                        .collect()
                })
                .collect()
        });
        Slides {
            lines,
            rays: singles,
            range_masks,
        }
    }

    fn hops(&self, offsets: &[Offset], landing: Landing, from: SquareSet<B>) -> Hops<B> {
        let dirs = offsets
            .iter()
            .map(|&o| self.rays.index_of(o).expect("every hop direction has rays") as u8)
            .collect();
        Hops {
            dirs,
            landing,
            from,
        }
    }

    fn lame_leaps(
        &self,
        offsets: &[Offset],
        lame: bool,
        from: SquareSet<B>,
    ) -> Vec<Vec<(Square, SquareSet<B>)>> {
        self.shape
            .squares()
            .map(|sq| {
                if !from.contains(sq) {
                    return Vec::new();
                }
                offsets
                    .iter()
                    .filter_map(|&o| {
                        let to = self.shape.offset(sq, o.file as i32, o.rank as i32)?;
                        let path = if lame {
                            leg(self.shape, sq, o)
                        } else {
                            SquareSet::EMPTY
                        };
                        Some((to, path))
                    })
                    .collect()
            })
            .collect()
    }

    fn compile_piece(&self, kind: usize, color: Color) -> PieceMoves<B> {
        let piece = &self.ruleset.pieces[kind];
        let n = self.shape.len();
        let mut leaps = vec![LeapTargets::default(); n];
        let mut slides = Vec::new();
        let mut special = Vec::new();
        let mut hops = Vec::new();
        let mut en_passant = vec![SquareSet::EMPTY; n];
        for c in &piece.components {
            let offsets = Self::oriented(c, color);
            let from = self.component_from(piece, c, color);
            let plain_leap = c.motion == Motion::Leap && !c.lame && c.starts_anywhere();
            if c.en_passant && c.motion == Motion::Leap && !c.lame {
                let table = LeapTable::<B>::new(self.shape, &offsets);
                for sq in self.shape.squares() {
                    if from.contains(sq) {
                        en_passant[sq.index()] |= table.get(sq);
                    }
                }
            }
            if plain_leap {
                let table = LeapTable::<B>::new(self.shape, &offsets);
                for sq in self.shape.squares() {
                    let t = &mut leaps[sq.index()];
                    let set = match c.mode {
                        Mode::Move => &mut t.quiet,
                        Mode::Capture => &mut t.capture,
                        Mode::Both => &mut t.both,
                    };
                    *set |= table.get(sq);
                }
                continue;
            }
            match c.motion {
                Motion::Hop { landing } => hops.push((c.mode, self.hops(&offsets, landing, from))),
                Motion::Slide { range } if c.starts_anywhere() && !c.sets_en_passant => {
                    slides.push((c.mode, self.slides(&offsets, range)))
                }
                Motion::Slide { range } => special.push(Special {
                    mode: c.mode,
                    sets_en_passant: c.sets_en_passant,
                    from,
                    motion: SpecialMotion::Slides(self.slides(&offsets, range)),
                }),
                _ => special.push(Special {
                    mode: c.mode,
                    sets_en_passant: c.sets_en_passant,
                    from,
                    motion: SpecialMotion::Leaps(self.lame_leaps(&offsets, c.lame, from)),
                }),
            }
        }
        // A square in both "move only" and "capture only" sets is simply "both".
        for t in &mut leaps {
            let overlap = t.quiet & t.capture;
            t.both |= overlap;
            t.quiet &= !t.both;
            t.capture &= !t.both;
        }
        let has_leaps = leaps.iter().any(|t| (t.quiet | t.capture | t.both).any());
        let (promotion_zone, promotion_mandatory) = match &piece.promotion {
            Some(p) => (
                self.ranks_set(color, &p.zone),
                self.ranks_set(color, &p.mandatory),
            ),
            None => (SquareSet::EMPTY, SquareSet::EMPTY),
        };
        let setwise = self.compile_setwise(piece, color);
        PieceMoves {
            leaps,
            slides,
            special,
            hops,
            en_passant,
            promotion_zone,
            promotion_mandatory,
            has_leaps,
            setwise,
        }
    }

    /// The castling rank of `color` (absolute rank index), if the ruleset castles.
    pub fn castling_rank(&self, color: Color) -> Option<u8> {
        let rank = self.ruleset.castling.as_ref()?.moves.first()?.rank;
        Some(if color == Color::White {
            rank
        } else {
            self.shape.ranks() - 1 - rank
        })
    }

    /// The castling plan for a king and rook of `color`, if the ruleset has one.
    #[inline]
    pub fn castling_plan(
        &self,
        color: Color,
        king: Square,
        rook: Square,
    ) -> Option<&CastlingPlan<B>> {
        let files = self.shape.files() as usize;
        let rank = self.castling_rank(color)?;
        if self.shape.rank_of(king).0 != rank || self.shape.rank_of(rook).0 != rank {
            return None;
        }
        let i = self.shape.file_of(king).0 as usize * files + self.shape.file_of(rook).0 as usize;
        self.castling_plans[color].get(i)?.as_ref()
    }

    fn compile_castling(&self, color: Color) -> Vec<Option<CastlingPlan<B>>> {
        let shape = self.shape;
        let files = shape.files() as i32;
        let Some(rank) = self.castling_rank(color) else {
            return Vec::new();
        };
        let rank = rank as i32;
        let span = |a: Square, b: Square| -> SquareSet<B> {
            let (fa, fb) = (shape.file_of(a).0 as i32, shape.file_of(b).0 as i32);
            (fa.min(fb)..=fa.max(fb))
                .filter_map(|f| shape.square(f, rank))
                .collect()
        };
        let mirror = |sq: Square| match color {
            Color::White => sq,
            Color::Black => shape
                .square(
                    shape.file_of(sq).0 as i32,
                    shape.ranks() as i32 - 1 - shape.rank_of(sq).0 as i32,
                )
                .unwrap_or(sq),
        };
        let mut plans = Vec::with_capacity((files * files) as usize);
        for kf in 0..files {
            for rf in 0..files {
                let plan = (|| {
                    let king = shape.square(kf, rank)?;
                    let rook = shape.square(rf, rank)?;
                    if kf == rf {
                        return None;
                    }
                    let side = if rf > kf {
                        CastlingSide::King
                    } else {
                        CastlingSide::Queen
                    };
                    let m = self
                        .ruleset
                        .castling
                        .as_ref()?
                        .moves
                        .iter()
                        .find(|m| m.side == side)?;
                    if let (Some(k), Some(r)) = (m.king_from, m.rook_from)
                        && (k.0 as i32 != kf || r.0 as i32 != rf)
                    {
                        return None;
                    }
                    let king_to = shape.square(m.king_to.0 as i32, rank)?;
                    let rook_to = shape.square(m.rook_to.0 as i32, rank)?;
                    // The destinations must be empty in any case (an explicit list adds
                    // squares, it cannot make the king or rook land on a piece).
                    let destinations = SquareSet::from_square(king_to).with(rook_to);
                    let empty = match &m.empty {
                        Some(list) => list.iter().map(|&sq| mirror(sq)).collect(),
                        None => span(king, king_to) | span(rook, rook_to),
                    };
                    let empty = (empty | destinations).without(king).without(rook);
                    let safe = match &m.safe {
                        Some(list) => list.iter().map(|&sq| mirror(sq)).collect(),
                        None => span(king, king_to),
                    };
                    Some(CastlingPlan {
                        side,
                        king,
                        rook,
                        king_to,
                        rook_to,
                        empty,
                        safe,
                    })
                })();
                plans.push(plan);
            }
        }
        plans
    }

    /// Leap components offset by offset, or `None` if the kind slides or two entries
    /// would produce the same move in different ways (then per-piece generation, which
    /// merges target sets, is the only exact one).
    fn compile_setwise(
        &self,
        piece: &crate::PieceKind,
        color: Color,
    ) -> Option<Vec<SetwiseLeap<B>>> {
        let shape = self.shape;
        let files = shape.files() as i32;
        let mut out: Vec<SetwiseLeap<B>> = Vec::new();
        for c in &piece.components {
            if c.motion != Motion::Leap {
                return None;
            }
            for o in Self::oriented(c, color) {
                let delta = o.rank as i32 * files + o.file as i32;
                let stays: SquareSet<B> = shape
                    .squares()
                    .filter(|&sq| shape.offset(sq, o.file as i32, o.rank as i32).is_some())
                    .collect();
                let from = stays & self.component_from(piece, c, color);
                if from.is_empty() {
                    continue;
                }
                let legs: Vec<i32> = if c.lame {
                    // Leg squares relative to any start square (the same for all).
                    let probe = shape.squares().find(|&sq| from.contains(sq))?;
                    leg::<B>(shape, probe, o)
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

    fn compile_attacks(&self, color: Color) -> AttackTables<B> {
        // Plain capturing leaps, grouped by identical offset sets.
        let mut leap_groups: Vec<(Vec<Offset>, KindMask)> = Vec::new();
        // Capturing slide directions with their range: (direction, range) -> kinds.
        let mut slide_dirs: Vec<(Offset, Option<u8>, KindMask)> = Vec::new();
        let mut lame = Vec::new();
        let mut hops = Vec::new();
        let mut hopper_kinds: KindMask = 0;
        for (k, piece) in self.ruleset.pieces.iter().enumerate() {
            let mut offs: Vec<Offset> = Vec::new();
            for c in piece.components.iter().filter(|c| c.mode.captures()) {
                let oriented = Self::oriented(c, color);
                match c.motion {
                    Motion::Hop { landing } => {
                        let idx = |o: Offset| self.rays.index_of(o).expect("rays exist") as u8;
                        hops.push(HopClass {
                            kind: k as KindIndex,
                            pairs: oriented
                                .iter()
                                .map(|&o| (idx(o), idx(o.reversed())))
                                .collect(),
                            landing,
                            from: self.component_from(piece, c, color),
                        });
                        hopper_kinds |= 1 << k;
                    }
                    Motion::Leap if !c.lame && c.starts_anywhere() => offs.extend(oriented),
                    Motion::Slide { range } if c.starts_anywhere() => {
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
                        let from = self.component_from(piece, c, color);
                        lame.push(self.reverse_rider(k, &oriented, range, from));
                    }
                    _ => {
                        let from = self.component_from(piece, c, color);
                        lame.push(self.reverse_lame(k, &oriented, c.lame, from));
                    }
                }
            }
            offs.sort();
            offs.dedup();
            if !offs.is_empty() {
                match leap_groups.iter_mut().find(|(o, _)| *o == offs) {
                    Some(g) => g.1 |= 1 << k,
                    None => leap_groups.push((offs, 1 << k)),
                }
            }
        }
        let leaps = leap_groups
            .into_iter()
            .map(|(offs, kinds)| {
                let reversed: Vec<Offset> = offs.iter().map(|o| o.reversed()).collect();
                let table = LeapTable::<B>::new(self.shape, &reversed);
                LeapClass {
                    kinds,
                    from: self.shape.squares().map(|sq| table.get(sq)).collect(),
                }
            })
            .collect();
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
        let slides = classes
            .into_iter()
            .map(|(kinds, range, dirs)| {
                let idx = |o: Offset| self.rays.index_of(o).expect("rays exist") as u8;
                let slides = self.slides(&dirs, range);
                SlideClass {
                    kinds,
                    pairs: dirs.iter().map(|&o| (idx(o), idx(o.reversed()))).collect(),
                    empty_board: self
                        .shape
                        .squares()
                        .map(|sq| slides.attacks(&self.rays, sq, SquareSet::EMPTY))
                        .collect(),
                    slides,
                }
            })
            .collect();
        AttackTables {
            leaps,
            slides,
            lame,
            hops,
            hopper_kinds,
        }
    }

    fn reverse_rider(
        &self,
        kind: usize,
        offsets: &[Offset],
        range: Option<u8>,
        from: SquareSet<B>,
    ) -> LameClass<B> {
        let mut by_target: Vec<Vec<(Square, SquareSet<B>)>> = vec![Vec::new(); self.shape.len()];
        for sq in from.iter() {
            for &o in offsets {
                let mut passed = SquareSet::EMPTY;
                let mut steps = 1i32;
                while let Some(to) =
                    self.shape
                        .offset(sq, o.file as i32 * steps, o.rank as i32 * steps)
                {
                    if range.is_some_and(|r| steps > r as i32) {
                        break;
                    }
                    by_target[to.index()].push((sq, passed));
                    passed = passed.with(to);
                    steps += 1;
                }
            }
        }
        LameClass {
            kind: kind as KindIndex,
            from: by_target,
        }
    }

    fn reverse_lame(
        &self,
        kind: usize,
        offsets: &[Offset],
        lame: bool,
        from: SquareSet<B>,
    ) -> LameClass<B> {
        let mut by_target: Vec<Vec<(Square, SquareSet<B>)>> = vec![Vec::new(); self.shape.len()];
        for sq in from.iter() {
            for &o in offsets {
                if let Some(to) = self.shape.offset(sq, o.file as i32, o.rank as i32) {
                    let path = if lame {
                        leg(self.shape, sq, o)
                    } else {
                        SquareSet::EMPTY
                    };
                    by_target[to.index()].push((sq, path));
                }
            }
        }
        LameClass {
            kind: kind as KindIndex,
            from: by_target,
        }
    }

    /// Squares a piece of `kind` and `color` on `from` may reach from there by any
    /// component on an empty board, ignoring mode: for explaining refused moves.
    pub fn reach_on_empty_board(
        &self,
        kind: KindIndex,
        color: Color,
        from: Square,
    ) -> SquareSet<B> {
        let m = &self.moves[kind as usize][color];
        let t = m.leaps[from.index()];
        let mut out = t.quiet | t.capture | t.both;
        for (_, s) in &m.slides {
            out |= s.attacks(&self.rays, from, SquareSet::EMPTY);
        }
        for s in &m.special {
            if !s.from.contains(from) {
                continue;
            }
            match &s.motion {
                SpecialMotion::Leaps(l) => {
                    out |= l[from.index()].iter().map(|(to, _)| *to).collect()
                }
                SpecialMotion::Slides(sl) => out |= sl.attacks(&self.rays, from, SquareSet::EMPTY),
            }
        }
        out
    }
}

/// See [`Tables::classical_checks`].
fn classical_checks(ruleset: &Ruleset) -> bool {
    let chebyshev = |o: &Offset| o.file.unsigned_abs().max(o.rank.unsigned_abs());
    // No piece may jump along a line (over the royal piece, from one side of it to the
    // other): a straight leap longer than one step that is not lame, a rider with longer
    // steps, a hopper.
    let jumps_along_a_line = |c: &Component| match c.motion {
        Motion::Leap => {
            !c.lame
                && c.offsets
                    .iter()
                    .any(|o| o.is_straight() && chebyshev(o) > 1)
        }
        Motion::Slide { .. } => c.offsets.iter().any(|o| chebyshev(o) > 1),
        Motion::Hop { .. } => true,
    };
    // Only sliders may be uncovered: no capturing lame, initial or rank-limited part.
    let classical_attack = |c: &Component| match c.motion {
        Motion::Leap => {
            !c.lame && c.starts_anywhere() && c.offsets.iter().all(|o| chebyshev(o) <= 2)
        }
        Motion::Slide { .. } => c.starts_anywhere(),
        Motion::Hop { .. } => false,
    };
    ruleset
        .pieces
        .iter()
        .flat_map(|p| &p.components)
        .all(|c| !jumps_along_a_line(c) && (!c.mode.captures() || classical_attack(c)))
}

/// Pieces of each kind per colour in the start position, read from the FEN's board field
/// (already checked to use only declared letters).
fn start_counts(ruleset: &Ruleset) -> ByColor<Vec<u32>> {
    let mut counts = ByColor::new_with(|_| vec![0u32; ruleset.pieces.len()]);
    let board = ruleset.start_fen.split_whitespace().next().unwrap_or("");
    for c in board.chars().filter(|c| c.is_ascii_alphabetic()) {
        if let Some(k) = ruleset.kind_by_letter(c) {
            let color = if c.is_ascii_uppercase() {
                Color::White
            } else {
                Color::Black
            };
            counts[color][k as usize] += 1;
        }
    }
    counts
}

/// Squares a lame leap from `from` by `o` passes over: the line between for straight
/// leaps; the orthogonal first step for knight-shaped ones (the xiangqi horse's leg).
fn leg<B: Bits>(shape: BoardShape, from: Square, o: Offset) -> SquareSet<B> {
    let (f, r) = (o.file as i32, o.rank as i32);
    if o.is_straight() {
        let n = o.distance() as i32;
        let (sf, sr) = (f.signum(), r.signum());
        (1..n)
            .filter_map(|k| shape.offset(from, sf * k, sr * k))
            .collect()
    } else if f.abs() > r.abs() {
        shape.offset(from, f.signum(), 0).into_iter().collect()
    } else {
        shape.offset(from, 0, r.signum()).into_iter().collect()
    }
}

/// Deterministic Zobrist keys (SplitMix64 from a fixed seed), so hashes are stable
/// across runs and machines.
fn zobrist(shape: BoardShape, kinds: usize) -> Zobrist {
    let mut state = 0x5EED_F0E5_C4E5_5000u64;
    let mut next = move || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    Zobrist {
        pieces: (0..kinds * 2 * shape.len()).map(|_| next()).collect(),
        black_to_move: next(),
        castling: (0..shape.len()).map(|_| next()).collect(),
        en_passant: (0..shape.files()).map(|_| next()).collect(),
    }
}
