//! Compiling what every ruleset has into move and attack tables for one board shape and
//! storage: the kernel's part of a compiled ruleset ([`Kernel`]). The rule families
//! compile their own parts beside it (`families/*/compile.rs`), and the registry
//! (`families/registry.rs`) puts them together.
//!
//! Every component is compiled twice, once per colour (black's offsets flipped), into:
//! - [`PieceMoves`] (`pieces.rs`): what a piece on a square may do — plain leaps as three
//!   precomputed target sets (move-only, capture-only, both), slides as ray lines
//!   (`slides.rs`), and the rare "special" components (lame leaps, initial-only moves) as
//!   explicit lists (`special.rs`);
//! - [`AttackTables`] (`classes.rs`): *reverse* tables grouped by identical geometry, so
//!   that "who attacks this square" costs one lookup per group;
//! - Zobrist keys (`zobrist.rs`), and whether the classical facts about checks hold
//!   (`classical.rs`).

mod classes;
mod classical;
mod context;
mod kinds;
mod pieces;
mod slides;
mod special;
mod zobrist;

pub(crate) use classes::{AttackLine, AttackTables, ClassKinds, MagicAttacks};
pub(crate) use context::Context;
pub(crate) use kinds::{KindMask, kind_mask, kinds_where};
pub(crate) use pieces::{PieceMoves, TargetShape};
pub(crate) use slides::MagicLines;
pub(crate) use special::{Special, SpecialMotion};
pub(crate) use zobrist::Zobrist;

use super::needs::Needs;
use super::state::Restore;
use fers_geometry::{Bits, BoardShape, Offset, RayTable, Square, SquareSet};
use fers_movement::{ByColor, Color, Kind, Motion, Ruleset};

/// The kernel's part of a ruleset compiled for one board shape and storage width `B`:
/// move tables per kind and colour, reverse attack tables, rays, Zobrist keys, the
/// royal kinds and the clock rules — and the paths the families need ([`Needs`]), which
/// the registry fills in.
#[derive(Clone)]
pub struct Kernel<B: Bits> {
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
    /// The royal kind, when exactly one kind is royal.
    pub(crate) royal: Option<Kind>,
    /// Every royal kind (none, one or several).
    pub(crate) royal_kinds: KindMask,
    /// Whether some kind may promote into a royal kind (only with several royal
    /// kinds): such rulesets always take the exact, slow legality path.
    pub(crate) royal_promotion: bool,
    /// Hash keys.
    pub(crate) zobrist: Zobrist,
    /// Kinds whose moves reset the halfmove clock (`resets-clock`).
    pub(crate) resets_clock: KindMask,
    /// Those of them whose moves reset it only when the piece could not move back
    /// (`resets-clock-unless-reversible`).
    pub(crate) resets_unless_reversible: KindMask,
    /// Kinds whose every promotion can be undone ([`Ruleset::is_reversible_promotion`]):
    /// a promotion of theirs does not reset the halfmove clock.
    pub(crate) reversible_promotion: KindMask,
    /// What the ruleset's families need of the kernel, combined by the registry.
    pub(crate) needs: Needs,
    /// What perft restores in a child state between two moves (see
    /// [`State::restore_from`](super::State::restore_from)), from [`Needs::whole_restore`].
    pub(crate) restore: Restore,
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

/// The ruleset's name and the board: `Kernel { ruleset: "standard", shape: 8×8 }` (the
/// tables themselves are thousands of numbers that say nothing to a reader).
impl<B: Bits> std::fmt::Debug for Kernel<B> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Kernel")
            .field("ruleset", &self.ruleset.name)
            .field(
                "shape",
                &format_args!("{}×{}", self.shape.files(), self.shape.ranks()),
            )
            .finish()
    }
}

impl<B: Bits> Kernel<B> {
    /// Compiles the kernel's part of `ruleset`, with the attack `lines` families add
    /// that no component describes (the flying general's). The registry fills in
    /// [`Kernel::needs`] afterwards, from [`Kernel::own_needs`] and the families'.
    ///
    /// # Errors
    /// If the board has more squares than `B` holds.
    pub(crate) fn compile(
        ruleset: Ruleset,
        lines: &[AttackLine],
    ) -> Result<Kernel<B>, CompileError> {
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
        let rays = RayTable::<B>::on(shape, &ray_directions(&ruleset, lines), board);
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
            ByColor::new_with(|c| AttackTables::compile(&cx, c, lines));
        Ok(Kernel {
            shape,
            board,
            moves,
            attacks,
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
            zobrist: Zobrist::new(shape, ruleset.pieces.len()),
            resets_clock: kinds_where(&ruleset, |p| p.resets_clock),
            resets_unless_reversible: kinds_where(&ruleset, |p| {
                p.resets_clock && p.resets_clock_unless_reversible
            }),
            reversible_promotion: ruleset
                .kinds()
                .filter(|&k| {
                    ruleset.piece(k).promotion.as_ref().is_some_and(|pr| {
                        (pr.to.iter().chain(pr.black_to.iter().flatten()))
                            .all(|&c| ruleset.is_reversible_promotion(k, c))
                    })
                })
                .fold(0, |m, k| m | k.mask()),
            needs: Needs::default(),
            restore: Restore::Whole,
            rays,
            ruleset,
        })
    }

    /// What the kernel's own tables need: the general path of move generation where
    /// some kind attacks by hopping or by lame or initial-only leaps, or some component
    /// has a condition on the position (`first-move`, `not-in-check`); checks that are
    /// not classical where the attacks are not FIDE-like.
    pub(crate) fn own_needs(&self) -> Needs {
        let conditional = self
            .ruleset
            .pieces
            .iter()
            .any(|p| p.components.iter().any(|c| c.first_move || c.not_in_check));
        let screened = Color::ALL
            .iter()
            .any(|&c| !self.attacks[c].lame.is_empty() || !self.attacks[c].hops.is_empty());
        Needs {
            general: screened || conditional,
            unclassical_checks: !classical::classical_checks(&self.ruleset),
            ..Needs::default()
        }
    }

    /// Records the needs the registry combined, and the restore they choose.
    pub(crate) fn set_needs(&mut self, needs: Needs) {
        self.needs = needs;
        // Effects and watched checks change more than perft's partial restore copies.
        let whole = needs.whole_restore || needs.make_effects || needs.watch_checks;
        self.restore = Restore::for_ruleset(self.ruleset.kinds().count(), whole);
    }

    /// The compile context of these tables, for the families' compile steps.
    pub(crate) fn with_context<T>(&self, f: impl FnOnce(&Context<'_, B>) -> T) -> T {
        let relative_ranks = context::relative_ranks(self.shape);
        f(&Context {
            ruleset: &self.ruleset,
            shape: self.shape,
            board: self.board,
            rays: &self.rays,
            relative_ranks: &relative_ranks,
        })
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

/// Every slide and hop direction of any component, for either colour, with its reverse,
/// and the directions of the attack `lines` the families add.
fn ray_directions(ruleset: &Ruleset, lines: &[AttackLine]) -> Vec<Offset> {
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
    for line in lines {
        if !directions.contains(&line.direction) {
            directions.push(line.direction);
        }
    }
    directions
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{ruleset, square_names as names};

    fn kernel(name: &str) -> Kernel<u64> {
        Kernel::compile(ruleset(name), &[]).expect("fits 64 squares")
    }

    #[test]
    fn a_knight_in_the_corner_has_two_leaps_and_a_rook_its_lines() {
        let k = kernel("standard");
        let knight = k.ruleset.kind_by_letter('n').expect("a knight");
        let a1 = k.shape.parse_square("a1").expect("square");
        let leaps = k.moves[knight.index()][Color::White].leaps[a1.index()];
        assert_eq!(names(k.shape, leaps.both), ["c2", "b3"]);
        let rook = k.ruleset.kind_by_letter('r').expect("a rook");
        let reach = k.reach_on_empty_board(rook, Color::White, a1);
        assert_eq!(reach.count(), 14);
    }

    #[test]
    fn the_board_too_large_for_the_storage_is_refused() {
        let err = Kernel::<u64>::compile(ruleset("capablanca"), &[]).expect_err("80 squares");
        assert_eq!(
            (err.files, err.ranks, err.squares, err.bits),
            (10, 8, 80, 64)
        );
    }

    #[test]
    fn royal_kinds_and_the_kernel_s_own_needs() {
        let k = kernel("standard");
        assert_eq!(k.royal, k.ruleset.kind_by_letter('k'));
        assert_eq!(k.own_needs(), Needs::default());
        let k = kernel("grasshopper");
        assert!(k.own_needs().general && k.own_needs().unclassical_checks);
        let k = kernel("coregal");
        assert_eq!((k.royal, k.royal_kinds.count_ones()), (None, 2));
    }

    #[test]
    fn zobrist_keys_are_the_same_on_every_compile() {
        let (a, b) = (kernel("standard"), kernel("standard"));
        assert_eq!(a.zobrist.pieces, b.zobrist.pieces);
        assert_eq!(a.zobrist.black_to_move, b.zobrist.black_to_move);
        let distinct: std::collections::HashSet<u64> = a.zobrist.pieces.iter().copied().collect();
        assert_eq!(distinct.len(), a.zobrist.pieces.len());
    }
}
