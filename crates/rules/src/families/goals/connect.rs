//! `[rules.connect]`: pieces in a row, in a square or on one line. The lines are
//! compiled once into square sets, so that judging a position is one `and` per line.

use crate::kernel::State;
use crate::kernel::tables::kind_mask;
use crate::kernel::{Kernel, KindMask};
use fers_geometry::{Bits, BoardShape, Square, SquareSet};
use fers_movement::{Connect, Verdict};

/// `[rules.connect]`, compiled.
#[derive(Debug, Clone)]
pub(crate) struct ConnectGoal<B: Bits> {
    /// The kinds that count (0: every kind).
    pub(crate) kinds: KindMask,
    /// Sets a side must fill entirely: every row of `in-a-row` squares and every
    /// `square`×`square` block.
    pub(crate) filled: Vec<SquareSet<B>>,
    /// Whole lines on which `on_a_line` pieces (gaps allowed) connect.
    pub(crate) lines: Vec<SquareSet<B>>,
    /// Pieces needed on one of `lines`.
    pub(crate) on_a_line: u32,
    /// What connecting means for the side that did it.
    pub(crate) result: Verdict,
}

/// The directions of `c` as steps (file, rank): east, north, north-east, south-east.
fn directions(c: &Connect) -> Vec<(i32, i32)> {
    let mut out = Vec::new();
    if c.horizontal {
        out.push((1, 0));
    }
    if c.vertical {
        out.push((0, 1));
    }
    if c.diagonal {
        out.push((1, 1));
        out.push((1, -1));
    }
    out
}

/// The `len` squares from `from` by `step`, if they are all on the board.
fn run<B: Bits>(
    shape: BoardShape,
    board: SquareSet<B>,
    from: Square,
    step: (i32, i32),
    len: u32,
) -> Option<SquareSet<B>> {
    let mut set = SquareSet::EMPTY;
    let mut sq = from;
    for i in 0..len {
        if i > 0 {
            sq = shape.offset(sq, step.0, step.1)?;
        }
        if !board.contains(sq) {
            return None;
        }
        set = set.with(sq);
    }
    Some(set)
}

/// Compiles `[rules.connect]` for the kernel's board.
pub(crate) fn compile<B: Bits>(k: &Kernel<B>, c: &Connect) -> ConnectGoal<B> {
    let shape = k.shape;
    let mut filled = Vec::new();
    let mut lines = Vec::new();
    let dirs = directions(c);
    for sq in shape.squares() {
        if c.in_a_row > 0 {
            for &step in &dirs {
                filled.extend(run(shape, k.board, sq, step, c.in_a_row));
            }
        }
        if c.square > 0 {
            // The block whose lower-left corner is `sq`: `square` files of `square` ranks.
            let block = (0..c.square).try_fold(SquareSet::EMPTY, |set, r| {
                let start = shape.offset(sq, 0, r as i32)?;
                Some(set | run(shape, k.board, start, (1, 0), c.square)?)
            });
            filled.extend(block);
        }
        if c.on_a_line > 0 {
            for &step in &dirs {
                // A whole line, from the square where it enters the board.
                let back = shape.offset(sq, -step.0, -step.1);
                if back.is_some() {
                    continue;
                }
                let mut line = SquareSet::EMPTY;
                let mut at = Some(sq);
                while let Some(s) = at {
                    line = line.with(s);
                    at = shape.offset(s, step.0, step.1);
                }
                if line.count() >= c.on_a_line {
                    lines.push(line & k.board);
                }
            }
        }
    }
    ConnectGoal {
        kinds: kind_mask(&c.kinds),
        filled,
        lines,
        on_a_line: c.on_a_line,
        result: c.result,
    }
}

/// Whether `color`'s pieces of the goal's kinds are connected in `s`.
pub(crate) fn connected<B: Bits>(
    goal: &ConnectGoal<B>,
    s: &State<B>,
    color: fers_movement::Color,
) -> bool {
    let mut pieces = s.by_color[color];
    if goal.kinds != 0 {
        pieces &= s.kinds(goal.kinds);
    }
    goal.filled.iter().any(|&set| (set & !pieces).is_empty())
        || goal
            .lines
            .iter()
            .any(|&line| (line & pieces).count() >= goal.on_a_line)
}
