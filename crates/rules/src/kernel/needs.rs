//! [`Needs`]: what a rule family needs of the kernel — the paths and steps a ruleset
//! takes —, and [`Part`]: a family's compiled tables with its needs. The registry
//! (`families/registry.rs`) combines every family's needs once; the kernel's tables keep
//! the result.

use std::ops::{BitOr, BitOrAssign};

/// What a rule family needs of the kernel, declared by the family when it compiles.
/// Each field chooses a path or a step; a ruleset takes it when any family needs it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Needs {
    /// Move generation's general path: the tests for hoppers' screens, lame leapers'
    /// legs, and components with conditions on the position (first move, not in check),
    /// compiled out of the plain path.
    pub(crate) general: bool,
    /// A family wraps the pieces' moves with forms of its own ([`Hooks::wrapped_moves`]:
    /// gating).
    pub(crate) wrapped_moves: bool,
    /// Pieces in hand may be dropped ([`Hooks::drops`]).
    pub(crate) drops: bool,
    /// Making a move may do more than move pieces ([`Hooks::make_effects`]).
    pub(crate) make_effects: bool,
    /// Making a move must look at the check it gives ([`Hooks::note_check`]).
    pub(crate) watch_checks: bool,
    /// Every legal move comes from the goal path ([`Hooks::goal_moves`]): goals end the
    /// game before any move, or obligations filter the moves.
    pub(crate) goal_path: bool,
    /// On the goal path, moves are judged beyond royal safety (by making them, or by a
    /// filter on target sets).
    pub(crate) filtered: bool,
    /// Moves besides the pieces' own and drops ([`Hooks::extra_moves`]: a pass, an
    /// in-place promotion).
    pub(crate) extra_moves: bool,
    /// Perft restores the whole state between two moves: moves may change more than the
    /// board, the rights, en passant and the clocks.
    pub(crate) whole_restore: bool,
    /// Checks may come in patterns FIDE chess does not have (more than two checkers, two
    /// on one line…), so strict FEN reading may not assume them.
    pub(crate) unclassical_checks: bool,
}

impl BitOr for Needs {
    type Output = Needs;
    fn bitor(self, o: Needs) -> Needs {
        Needs {
            general: self.general || o.general,
            wrapped_moves: self.wrapped_moves || o.wrapped_moves,
            drops: self.drops || o.drops,
            make_effects: self.make_effects || o.make_effects,
            watch_checks: self.watch_checks || o.watch_checks,
            goal_path: self.goal_path || o.goal_path,
            filtered: self.filtered || o.filtered,
            extra_moves: self.extra_moves || o.extra_moves,
            whole_restore: self.whole_restore || o.whole_restore,
            unclassical_checks: self.unclassical_checks || o.unclassical_checks,
        }
    }
}

impl BitOrAssign for Needs {
    fn bitor_assign(&mut self, o: Needs) {
        *self = *self | o;
    }
}

/// What one family's compile step gives the registry: its tables, and what it needs of
/// the kernel.
#[derive(Debug, Clone)]
pub(crate) struct Part<T> {
    /// The family's compiled tables (an `Option` for a family the ruleset may lack).
    pub(crate) tables: T,
    /// What it needs of the kernel.
    pub(crate) needs: Needs,
}
