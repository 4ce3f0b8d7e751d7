//! Flipping compiled: the rule, and the lines it looks along.

use crate::families::needs_if;
use crate::kernel::{Kernel, Needs, Part};
use fers_geometry::{Bits, LeapTable, Offset, RayTable};
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
