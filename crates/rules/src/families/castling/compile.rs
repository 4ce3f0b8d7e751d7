//! Castling compiled: [`CastlingPlan`], the geometry of each castling move, for every
//! (king, rook) pair of files on the castling rank, so that Chess960 and fixed-square
//! castling are the same lookup; the castling ranks, king and partner kinds.

use crate::kernel::tables::{ClassKinds, Kernel};
use crate::kernel::{Needs, Part};
use fers_geometry::{Bits, BoardShape, Square, SquareSet};
use fers_movement::{ByColor, CastlingSide, Color, Kind, Ruleset};

/// `[castling]`, compiled.
#[derive(Debug, Clone)]
pub(crate) struct CastlingTables<B: Bits> {
    /// Per colour, castling plans indexed `king_file × files + rook_file` on the
    /// castling rank; `None` where the ruleset allows no such castling.
    pub(crate) plans: ByColor<Vec<Option<CastlingPlan<B>>>>,
    /// The castling rank of each colour, if the ruleset castles.
    pub(crate) ranks: ByColor<Option<u8>>,
    /// The kinds that may be castling partners (`[castling] rooks`), none without
    /// castling, spelled out for a lookup without a walk over the mask.
    pub(crate) rook_kinds: ClassKinds,
    /// The castling king's kind, if the ruleset castles (asked at every node without
    /// following the ruleset).
    pub(crate) king: Option<Kind>,
    /// The board's width, for the plans' index.
    files: usize,
}

/// Compiles `[castling]`; castling needs nothing of the kernel beyond its hooks.
pub(crate) fn compile<B: Bits>(k: &Kernel<B>) -> Part<CastlingTables<B>> {
    let ruleset = &k.ruleset;
    Part {
        tables: CastlingTables {
            plans: ByColor::new_with(|c| plans(ruleset, k.shape, c)),
            ranks: ByColor::new_with(|c| castling_rank(ruleset, k.shape, c)),
            rook_kinds: ClassKinds::new(ruleset.castling.as_ref().map_or(0, |c| c.rook_mask())),
            king: ruleset.castling.as_ref().map(|c| c.king),
            files: k.shape.files() as usize,
        },
        needs: Needs::default(),
    }
}

impl<B: Bits> CastlingTables<B> {
    /// The castling rank of `color` (absolute rank index), if the ruleset castles.
    #[inline(always)]
    pub(crate) fn rank(&self, color: Color) -> Option<u8> {
        self.ranks[color]
    }

    /// The castling plan for a king and rook of `color`, if the ruleset has one.
    #[inline]
    pub(crate) fn plan(
        &self,
        color: Color,
        king: Square,
        rook: Square,
    ) -> Option<&CastlingPlan<B>> {
        let files = self.files;
        // Files counted from the start of the castling rank (no division): a square off
        // the rank gives a number of `files` or more.
        let first = self.rank(color)? as usize * files;
        let king_file = king.index().wrapping_sub(first);
        let rook_file = rook.index().wrapping_sub(first);
        if king_file >= files || rook_file >= files {
            return None;
        }
        self.plans[color]
            .get(king_file * files + rook_file)?
            .as_ref()
    }

    /// Whether `sq` is on the castling rank of `color` (never when it does not castle).
    #[inline(always)]
    pub(crate) fn on_rank(&self, color: Color, sq: Square) -> bool {
        self.rank(color)
            .is_some_and(|rank| sq.index().wrapping_sub(rank as usize * self.files) < self.files)
    }
}

/// The geometry of one castling move: where king and rook go, what must be empty,
/// what must not be attacked. Derived from the ruleset for each (king, rook) pair.
#[derive(Debug, Clone, Copy)]
pub(crate) struct CastlingPlan<B: Bits> {
    /// Which side.
    pub(crate) side: CastlingSide,
    /// King's square.
    pub(crate) king: Square,
    /// Rook's square.
    pub(crate) rook: Square,
    /// King's destination.
    pub(crate) king_to: Square,
    /// Rook's destination.
    pub(crate) rook_to: Square,
    /// Must be empty.
    pub(crate) empty: SquareSet<B>,
    /// Must not be attacked (the destination is tested after the move).
    pub(crate) safe: SquareSet<B>,
    /// Whether the king's destination is its own square or a neighbour, and taking the
    /// rook away opens no line onto it (the rook stands on that square, or at the end of
    /// the rank beyond it: `g1`–`h1`). Castling then attacks the destination only where
    /// it was attacked before, which move generation may know already from the king's
    /// steps (`castling::check_crossing`).
    pub(crate) destination_settled: bool,
}

/// The castling rank of `color` (absolute rank index), if the ruleset castles.
fn castling_rank(ruleset: &Ruleset, shape: BoardShape, color: Color) -> Option<u8> {
    let rank = ruleset.castling.as_ref()?.moves.first()?.rank;
    Some(if color == Color::White {
        rank
    } else {
        shape.ranks() - 1 - rank
    })
}

/// Castling plans of `color` indexed `king_file × files + rook_file` on its castling
/// rank; `None` where the ruleset allows no such castling. Empty when it does not castle.
fn plans<B: Bits>(
    ruleset: &Ruleset,
    shape: BoardShape,
    color: Color,
) -> Vec<Option<CastlingPlan<B>>> {
    let files = shape.files() as i32;
    let Some(rank) = castling_rank(ruleset, shape, color) else {
        return Vec::new();
    };
    let mut plans = Vec::with_capacity((files * files) as usize);
    for kf in 0..files {
        for rf in 0..files {
            plans.push(plan(ruleset, shape, color, rank as i32, kf, rf));
        }
    }
    plans
}

/// The plan for the king on file `kf` and the rook on file `rf` of `rank`.
fn plan<B: Bits>(
    ruleset: &Ruleset,
    shape: BoardShape,
    color: Color,
    rank: i32,
    kf: i32,
    rf: i32,
) -> Option<CastlingPlan<B>> {
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
    let m = ruleset
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
    // The destinations must be empty in any case (an explicit list adds squares, it
    // cannot make the king or rook land on a piece).
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
    // A hole is never empty: no castling across, onto or from one.
    let holes: SquareSet<B> = ruleset.holes.iter().copied().collect();
    if (empty | safe | SquareSet::from_square(king).with(rook)).intersects(holes) {
        return None;
    }
    let to_file = m.king_to.0 as i32;
    let rook_shields_nothing = rook == king_to
        || (rf > to_file && rf == shape.files() as i32 - 1)
        || (rf < to_file && rf == 0);
    let destination_settled = rook_shields_nothing && (to_file - kf).abs() <= 1;
    Some(CastlingPlan {
        side,
        king,
        rook,
        king_to,
        rook_to,
        empty,
        safe,
        destination_settled,
    })
}
