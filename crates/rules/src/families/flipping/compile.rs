//! Flipping compiled: the rule, and the lines it looks along.

use crate::families::needs_if;
use crate::kernel::{Kernel, Needs, Part};
use fers_geometry::{Bits, LeapTable, Offset, RayTable, SquareSet};
use fers_movement::{DropObligation, FlipRule};

/// The eight directions of a queen, which are also the eight squares around a square.
const AROUND: [Offset; 8] = [
    Offset::new(1, 0),
    Offset::new(-1, 0),
    Offset::new(0, 1),
    Offset::new(0, -1),
    Offset::new(1, 1),
    Offset::new(-1, -1),
    Offset::new(1, -1),
    Offset::new(-1, 1),
];

/// `[rules.flipping]`, compiled; also the lines `drop-must` looks along.
#[derive(Debug, Clone)]
pub(crate) struct FlipTables<B: Bits> {
    /// Which enemy pieces a landing flips; `None` when only a drop rule needs the lines.
    pub(crate) rule: Option<FlipRule>,
    /// The eight queen lines from each square, ending at the board's edge or a hole.
    pub(crate) lines: RayTable<B>,
    /// The squares around each square.
    pub(crate) around: LeapTable<B>,
    /// The eight steps of [`AROUND`] as whole-board shifts, for questions asked of many
    /// squares at once ([`Step::of`]).
    pub(crate) steps: [Step<B>; 8],
}

/// One step in one of the eight directions, taken by every square of a set at once: the
/// set shifted by the step's index delta (`rank × files + file`), then kept to the
/// squares such a step can reach from a square of the board (not across an edge, nor
/// onto or from a hole). Othello engines find their moves so, all eight directions over
/// the whole board, instead of walking lines square by square.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Step<B: Bits> {
    /// The index delta of the step.
    delta: i32,
    /// The squares a step in this direction lands on from a square of the board.
    lands: SquareSet<B>,
}

impl<B: Bits> Step<B> {
    /// The squares one step from those of `set` (which must be on the board).
    #[inline(always)]
    pub(crate) fn of(self, set: SquareSet<B>) -> SquareSet<B> {
        set.shift(self.delta) & self.lands
    }
}

/// Compiles flipping, when the ruleset flips pieces or its drops must enclose or touch:
/// a flip is an effect of making a move.
pub(crate) fn compile<B: Bits>(k: &Kernel<B>) -> Part<Option<FlipTables<B>>> {
    let rule = k.ruleset.rules.flipping;
    let drop_rule = k.ruleset.hands.and_then(|h| h.drop_must);
    let wanted = rule.is_some()
        || matches!(
            drop_rule,
            Some(DropObligation::Enclose | DropObligation::Touch)
        );
    let tables = wanted.then(|| FlipTables {
        rule,
        lines: RayTable::on(k.shape, &AROUND, k.board),
        around: LeapTable::on(k.shape, &AROUND, k.board),
        steps: AROUND.map(|o| Step {
            delta: o.rank as i32 * k.shape.files() as i32 + o.file as i32,
            lands: k
                .board
                .iter()
                .filter(|&to| {
                    k.shape
                        .offset(to, -(o.file as i32), -(o.rank as i32))
                        .is_some_and(|from| k.board.contains(from))
                })
                .collect(),
        }),
    });
    Part {
        tables,
        needs: needs_if(
            rule.is_some(),
            Needs {
                make_effects: true,
                ..Needs::default()
            },
        ),
    }
}
