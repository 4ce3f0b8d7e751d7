//! Compiling a [`Ruleset`] into move and attack tables for one board shape and storage:
//! the engine's private form of a ruleset.
//!
//! Every component is compiled twice, once per colour (black's offsets flipped), into:
//! - [`PieceMoves`] (`pieces.rs`): what a piece on a square may do — plain leaps as three
//!   precomputed target sets (move-only, capture-only, both), slides as ray lines
//!   (`slides.rs`), and the rare "special" components (lame leaps, initial-only moves) as
//!   explicit lists (`special.rs`);
//! - [`AttackTables`] (`classes.rs`): *reverse* tables grouped by identical geometry, so
//!   that "who attacks this square" costs one lookup per group;
//! - castling plans per (king, rook) pair (`castling.rs`), Zobrist keys (`zobrist.rs`),
//!   and whether the classical facts about checks hold (`classical.rs`).
//!
//! The layout is an internal detail: users hold an `Arc<Tables<B>>` made by
//! [`crate::compile`] or [`crate::Variant::new`] and read only the ruleset and the board
//! shape through it.

mod castling;
mod classes;
mod classical;
mod context;
mod goals;
mod hands;
mod pieces;
mod slides;
mod special;
mod zobrist;

pub(crate) use castling::CastlingPlan;
pub(crate) use classes::{AttackTables, KindMask, MagicAttacks, kind_mask, kinds_where};
pub(crate) use goals::Goals;
pub(crate) use hands::HandTables;
pub(crate) use pieces::{PieceMoves, TargetShape};
pub(crate) use slides::MagicLines;
pub(crate) use special::{Special, SpecialMotion};
pub(crate) use zobrist::Zobrist;

use crate::notation::DEMOTION_SUFFIX;
use crate::state::State;
use context::Context;
use fers_geometry::{Bits, BoardShape, RayTable, Square, SquareSet};
use fers_movement::board_field::PROMOTED_PREFIX;
use fers_movement::{ByColor, Color, Kind, Motion, Ruleset};

/// A ruleset compiled for one board shape and storage width `B`: move tables per kind
/// and colour, reverse attack tables, rays, castling plans, Zobrist keys and the checked
/// start position. Opaque: made only by [`crate::compile`] (or [`crate::Variant::new`]),
/// shared by every [`Position`](crate::Position) of the ruleset through an `Arc`.
///
/// ```
/// # use fers_rules::{compile, load_ruleset, BoardShape};
/// # let text = include_str!("../../../../rulesets/standard.toml");
/// let tables = compile::<u64>(load_ruleset(text, "standard.toml", &|_| None).unwrap()).unwrap();
/// assert_eq!(tables.ruleset().name, "standard");
/// assert_eq!(tables.shape(), BoardShape::STANDARD);
/// ```
#[derive(Clone)]
pub struct Tables<B: Bits> {
    /// The ruleset compiled.
    pub(crate) ruleset: Ruleset,
    /// Board size.
    pub(crate) shape: BoardShape,
    /// Every square of the board.
    pub(crate) board: SquareSet<B>,
    /// Rays for every slide and hop direction.
    pub(crate) rays: RayTable<B>,
    /// `moves[kind][color]`.
    pub(crate) moves: Vec<ByColor<PieceMoves<B>>>,
    /// Attack tables by attacking colour.
    pub(crate) attacks: ByColor<AttackTables<B>>,
    /// Kinds that may capture en passant.
    pub(crate) en_passant_kinds: KindMask,
    /// Per capturing colour and target square, the squares from which a piece of some
    /// kind of `en_passant_kinds` may capture onto it en passant: a double step sets
    /// targets only when an enemy piece stands on one of them (exact with one such
    /// kind; with several, a filter before the test kind by kind).
    pub(crate) en_passant_from: ByColor<Vec<SquareSet<B>>>,
    /// The royal kind, when exactly one kind is royal.
    pub(crate) royal: Option<Kind>,
    /// Every royal kind (none, one or several).
    pub(crate) royal_kinds: KindMask,
    /// Whether some kind may promote into a royal kind (only with several royal
    /// kinds): such rulesets always take the exact, slow legality path.
    pub(crate) royal_promotion: bool,
    /// Whether some kind has a `promotion-limit` (promotion choices then count pieces).
    pub(crate) promotion_limits: bool,
    /// Hash keys.
    pub(crate) zobrist: Zobrist,
    /// Per colour, castling plans indexed `king_file × files + rook_file` on the
    /// castling rank; `None` where the ruleset allows no such castling.
    pub(crate) castling_plans: ByColor<Vec<Option<CastlingPlan<B>>>>,
    /// Per colour, how many pieces of each kind the start position has (for promotion
    /// limited to captured pieces).
    pub(crate) start_counts: ByColor<Vec<u32>>,
    /// See [`classical::classical_checks`]: whether at most two pieces can give check,
    /// one of them a slider, never two on one line (strict FEN reading relies on it).
    pub(crate) classical_checks: bool,
    /// The start position, parsed and checked once by [`crate::compile`] (empty until
    /// then).
    pub(crate) start: State<B>,
    /// Goals beyond checkmate and the move obligations (`goals.rs`).
    pub(crate) goals: Goals<B>,
    /// Pieces in hand and drops (`hands.rs`), if the ruleset has them.
    pub(crate) hands: Option<HandTables<B>>,
    /// Whether no kind attacks by hopping or by lame or initial-only leaps, and no
    /// component or rule depends on the position beyond the board (`first-move`,
    /// `not-in-check`, `royal-in-check`) and no piece is gated: move generation then
    /// takes a version compiled without the tests those need (screens added or removed,
    /// legs opened, rights and checks asked).
    pub(crate) plain: bool,
    /// What perft restores in a child state between two moves (see
    /// [`State::restore_from`]): only what `play` can change, when the ruleset's moves
    /// change nothing beyond the board, rights, en passant and clocks.
    pub(crate) restore: crate::state::Restore,
    /// Kinds whose moves reset the halfmove clock (`resets-clock`).
    pub(crate) resets_clock: KindMask,
    /// Kinds whose every promotion can be undone ([`Ruleset::is_reversible_promotion`]):
    /// a promotion of theirs does not reset the halfmove clock.
    pub(crate) reversible_promotion: KindMask,
    /// Kinds with a component that sets an en-passant target (a double step): only
    /// their moves look for one.
    pub(crate) sets_en_passant: KindMask,
    /// The castling rank of each colour, if the ruleset castles.
    pub(crate) castling_ranks: ByColor<Option<u8>>,
    /// The kinds that may be castling partners (`[castling] rooks`), none without
    /// castling, spelled out for a lookup without a walk over the mask.
    pub(crate) castling_rook_kinds: classes::ClassKinds,
    /// The castling king's kind, if the ruleset castles (asked at every node without
    /// following the ruleset).
    pub(crate) castling_king: Option<Kind>,
    /// Whether making a move may do more than move pieces (hands to fill, captures
    /// that explode, a piece promoted in place): one test on the common path of
    /// `State::play`.
    pub(crate) extra_make: bool,
    /// The kinds that promote `in-place` (sittuyin's pawn), as a mask.
    pub(crate) in_place: KindMask,
    /// Whether moves other than the pieces' own and drops exist (a pass, an in-place
    /// promotion): one test per generation.
    pub(crate) extra_moves: bool,
    /// Whether some kind has a `first-move` component: `State::castling` then holds
    /// first-move rights (the loader refuses them beside castling), not hashed, as
    /// Fairy-Stockfish does not hash its gates.
    pub(crate) first_moves: bool,
    /// Whether pieces in hand may be gated (`[hands] gating`, S-chess): moves from
    /// `State::gates` then also come with a piece gated behind them, generated on the
    /// general path (`plain` is false).
    pub(crate) gating: bool,
    /// Kinds named by some `first-move-aimed-by`: their moves may take a first-move
    /// right away.
    pub(crate) aimers: KindMask,
    /// Kinds that stop the counts of `[rules.honour-counting]` (its `pawns`).
    pub(crate) count_stoppers: KindMask,
    /// Walls (`[rules.walls]`), if the ruleset has them.
    pub(crate) walls: Option<crate::walls::WallTables<B>>,
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

/// The ruleset's name and the board: `Tables { ruleset: "standard", shape: 8×8 }` (the
/// tables themselves are thousands of numbers that say nothing to a reader).
impl<B: Bits> std::fmt::Debug for Tables<B> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tables")
            .field("ruleset", &self.ruleset.name)
            .field(
                "shape",
                &format_args!("{}×{}", self.shape.files(), self.shape.ranks()),
            )
            .finish()
    }
}

impl<B: Bits> Tables<B> {
    /// The checked ruleset these tables were compiled from.
    pub fn ruleset(&self) -> &Ruleset {
        &self.ruleset
    }

    /// The board shape (files × ranks).
    pub fn shape(&self) -> BoardShape {
        self.shape
    }

    /// Compiles `ruleset`; the start position is left empty for [`crate::compile`] to
    /// parse and check.
    ///
    /// # Errors
    /// If the board has more squares than `B` holds.
    pub(crate) fn compile(ruleset: Ruleset) -> Result<Tables<B>, CompileError> {
        let shape = ruleset.shape;
        if shape.len() > B::BITS as usize {
            return Err(CompileError {
                files: shape.files(),
                ranks: shape.ranks(),
                squares: shape.len(),
                bits: B::BITS,
            });
        }
        // The board less its holes (`*` in the start position): rays end before a hole.
        let holes: SquareSet<B> = ruleset.holes.iter().copied().collect();
        let board = SquareSet::first_n(shape.len()) & !holes;
        let rays = RayTable::<B>::on(shape, &ray_directions(&ruleset), board);
        let relative_ranks = context::relative_ranks(shape);
        let cx = Context {
            ruleset: &ruleset,
            shape,
            board,
            rays: &rays,
            relative_ranks: &relative_ranks,
        };
        let moves: Vec<_> = (0..ruleset.pieces.len())
            .map(|k| ByColor::new_with(|c| PieceMoves::compile(&cx, k, c)))
            .collect();
        let attacks: ByColor<AttackTables<B>> =
            ByColor::new_with(|c| AttackTables::compile(&cx, c));
        // Components with conditions on the position (`first-move`, `not-in-check`) and
        // `royal-in-check` are tested on the general path only.
        let conditional = ruleset
            .pieces
            .iter()
            .any(|p| p.components.iter().any(|c| c.first_move || c.not_in_check));
        let gating = ruleset.hands.is_some_and(|h| h.gating);
        let plain = Color::ALL
            .iter()
            .all(|&c| attacks[c].lame.is_empty() && attacks[c].hops.is_empty())
            && !conditional
            && !gating
            && !ruleset.rules.royal_stays_in_check;
        let board = cx.board;
        let hands = HandTables::compile(&cx);
        let en_passant_kinds = kinds_where(&ruleset, |p| p.components.iter().any(|c| c.en_passant));
        let first_moves = ruleset
            .pieces
            .iter()
            .any(|p| p.components.iter().any(|c| c.first_move));
        let in_place = kinds_where(&ruleset, |p| {
            p.promotion.as_ref().is_some_and(|pr| pr.in_place)
        });
        let aimers = ruleset
            .pieces
            .iter()
            .fold(0, |mask, p| mask | kind_mask(&p.first_move_aimed_by));
        let count_stoppers = ruleset
            .rules
            .honour_counting
            .as_ref()
            .map_or(0, |h| kind_mask(&h.pawns));
        let extra_make = hands.is_some()
            || ruleset.rules.explosion.is_some()
            || ruleset.rules.honour_counting.is_some()
            || ruleset.rules.walls.is_some()
            || aimers != 0
            || in_place != 0;
        let goals = Goals::compile(&ruleset);
        let mut zobrist = Zobrist::new(shape, ruleset.pieces.len());
        if first_moves {
            zobrist.castling.fill(0);
        }
        let en_passant_from =
            ByColor::new_with(|c| en_passant_from(&moves, en_passant_kinds, shape, c));
        Ok(Tables {
            shape,
            board,
            moves,
            attacks,
            en_passant_kinds,
            en_passant_from,
            royal: ruleset.royal_kind(),
            royal_kinds: kind_mask(&ruleset.royal_kinds()),
            royal_promotion: ruleset.pieces.iter().any(|p| {
                p.promotion.as_ref().is_some_and(|pr| {
                    Color::ALL.iter().any(|&c| {
                        pr.choices(c)
                            .iter()
                            .any(|&k| ruleset.pieces[k.index()].royal)
                    })
                })
            }),
            promotion_limits: ruleset.pieces.iter().any(|p| p.promotion_limit.is_some()),
            zobrist,
            castling_plans: ByColor::new_with(|c| castling::compile(&ruleset, shape, c)),
            start_counts: start_counts(&ruleset),
            classical_checks: classical::classical_checks(&ruleset),
            start: State::empty(),
            extra_make,
            in_place,
            extra_moves: ruleset.rules.pass || in_place != 0,
            first_moves,
            gating,
            aimers,
            count_stoppers,
            plain,
            restore: crate::state::Restore::for_ruleset(
                ruleset.kinds().count(),
                extra_make || goals.watch_checks,
            ),
            resets_clock: kinds_where(&ruleset, |p| p.resets_clock),
            reversible_promotion: ruleset
                .kinds()
                .filter(|&k| {
                    ruleset.piece(k).promotion.as_ref().is_some_and(|pr| {
                        (pr.to.iter().chain(pr.black_to.iter().flatten()))
                            .all(|&c| ruleset.is_reversible_promotion(k, c))
                    })
                })
                .fold(0, |m, k| m | k.mask()),
            sets_en_passant: kinds_where(&ruleset, |p| {
                p.components.iter().any(|c| c.sets_en_passant)
            }),
            castling_ranks: ByColor::new_with(|c| castling::castling_rank(&ruleset, shape, c)),
            castling_rook_kinds: classes::ClassKinds::new(
                ruleset.castling.as_ref().map_or(0, |c| c.rook_mask()),
            ),
            castling_king: ruleset.castling.as_ref().map(|c| c.king),
            goals,
            walls: crate::walls::WallTables::compile(&ruleset, board),
            hands,
            rays,
            ruleset,
        })
    }

    /// The castling rank of `color` (absolute rank index), if the ruleset castles.
    #[inline(always)]
    pub(crate) fn castling_rank(&self, color: Color) -> Option<u8> {
        self.castling_ranks[color]
    }

    /// The castling plan for a king and rook of `color`, if the ruleset has one.
    #[inline]
    pub(crate) fn castling_plan(
        &self,
        color: Color,
        king: Square,
        rook: Square,
    ) -> Option<&CastlingPlan<B>> {
        let files = self.shape.files() as usize;
        // Files counted from the start of the castling rank (no division): a square off
        // the rank gives a number of `files` or more.
        let first = self.castling_rank(color)? as usize * files;
        let king_file = king.index().wrapping_sub(first);
        let rook_file = rook.index().wrapping_sub(first);
        if king_file >= files || rook_file >= files {
            return None;
        }
        self.castling_plans[color]
            .get(king_file * files + rook_file)?
            .as_ref()
    }

    /// Whether `sq` is on the castling rank of `color` (never when it does not castle).
    #[inline(always)]
    pub(crate) fn on_castling_rank(&self, color: Color, sq: Square) -> bool {
        let files = self.shape.files() as usize;
        self.castling_rank(color)
            .is_some_and(|rank| sq.index().wrapping_sub(rank as usize * files) < files)
    }

    /// The UCI suffix of a promotion of a piece of `mover` to `kind`: `kind`'s letter,
    /// `+` for a shogi-promoted kind (`+p`), which only the piece it is the promoted form
    /// of becomes, or `-` for a demotion, a shogi-promoted piece turning back into the
    /// kind it is the promoted form of (kyoto shogi's `a1a2-`).
    pub(crate) fn promotion_suffix(&self, mover: Kind, kind: Kind) -> char {
        let p = &self.ruleset.pieces[kind.index()];
        if p.unpromoted.is_some() {
            PROMOTED_PREFIX
        } else if self.ruleset.is_demotion(mover, kind) {
            DEMOTION_SUFFIX
        } else {
            p.letter
        }
    }

    /// The kind a piece of `mover` becomes by the UCI promotion suffix `c`: the kind
    /// lettered `c`, for `+` the promoted form of `mover`, for `-` the kind `mover` is
    /// the promoted form of.
    pub(crate) fn promotion_by_suffix(&self, mover: Kind, c: char) -> Option<Kind> {
        match c {
            PROMOTED_PREFIX => self.ruleset.promoted_form(mover),
            DEMOTION_SUFFIX => self.ruleset.pieces.get(mover.index())?.unpromoted,
            _ => self.ruleset.kind_by_letter(c),
        }
    }

    /// Squares a piece of `kind` and `color` on `from` may reach from there by any
    /// component on an empty board, ignoring mode: for explaining refused moves.
    pub(crate) fn reach_on_empty_board(
        &self,
        kind: Kind,
        color: Color,
        from: Square,
    ) -> SquareSet<B> {
        let m = &self.moves[kind.index()][color];
        let t = m.leaps[from.index()];
        let mut out = t.quiet | t.capture | t.both;
        out |= m.lines.attacks(&self.rays, from, SquareSet::EMPTY);
        for (_, s) in &m.slides {
            out |= s.attacks(&self.rays, from, SquareSet::EMPTY);
        }
        for s in &m.special {
            out |= s.reach_on_empty_board(&self.rays, from);
        }
        out
    }
}

/// Every slide and hop direction of any component, for either colour, with its reverse.
fn ray_directions(ruleset: &Ruleset) -> Vec<fers_geometry::Offset> {
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
    if ruleset.rules.facing_royals {
        // Facing royals attack each other along files and ranks.
        for o in FACING_LINES {
            if !directions.contains(&o) {
                directions.push(o);
            }
        }
    }
    directions
}

/// The lines along which facing royals attack each other (`facing-royals`): files and
/// ranks, as Fairy-Stockfish's flying general.
pub(crate) const FACING_LINES: [fers_geometry::Offset; 4] = [
    fers_geometry::Offset { file: 1, rank: 0 },
    fers_geometry::Offset { file: -1, rank: 0 },
    fers_geometry::Offset { file: 0, rank: 1 },
    fers_geometry::Offset { file: 0, rank: -1 },
];

/// Pieces of each kind per colour in the start position, on its board and in its pocket
/// (as the loader read them: [`Ruleset::start`]).
fn start_counts(ruleset: &Ruleset) -> ByColor<Vec<u32>> {
    let mut counts = ByColor::new_with(|_| vec![0u32; ruleset.pieces.len()]);
    for (color, kind) in ruleset.start.pieces() {
        counts[color][kind.index()] += 1;
    }
    counts
}

/// [`Tables::en_passant_from`] for the pieces of `color`: per target square, the squares
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
