//! Royal pieces facing each other on an open file or rank. Two rules share the
//! geometry:
//!
//! - the flying general (`facing-royals`, xiangqi): the royal pieces attack each other
//!   along open files and ranks, as rooks but in the attack tables only (they never
//!   capture that way), so no move may leave them facing;
//! - bikjang (`facing-royals-end`, janggi): royal pieces left facing must be parted by
//!   the next move, or the game ends (after a pass) — judged on the goal path.
//!
//! | File | Holds |
//! |------|-------|
//! | `mod.rs` | [`FacingTables`], what the rules need, whether the royal pieces face ([`royals_face`]) |
//!
//! The refusal of a move that leaves them facing is told with royalty's refusals
//! (`families/royalty/explain.rs`: `StillFacing`), the end by passes with the goals.

use crate::families::needs_if;
use crate::kernel::tables::{AttackLine, kind_mask};
use crate::kernel::{Kernel, Needs, Part, State};
use fers_geometry::{Bits, Offset, Square};
use fers_movement::{Color, Ruleset};

/// Facing royal pieces, compiled.
#[derive(Debug, Clone)]
pub(crate) struct FacingTables {
    /// The flying general's lines of attack, added to the kernel's attack tables.
    pub(crate) lines: Vec<AttackLine>,
    /// Whether royal pieces left facing must be parted (`facing-royals-end`).
    pub(crate) end: bool,
}

/// The lines along which facing royals attack each other (`facing-royals`): files and
/// ranks, as Fairy-Stockfish's flying general.
const FACING_LINES: [Offset; 4] = [
    Offset { file: 1, rank: 0 },
    Offset { file: -1, rank: 0 },
    Offset { file: 0, rank: 1 },
    Offset { file: 0, rank: -1 },
];

/// Compiles the facing rules before the kernel (whose attack tables take the flying
/// general's lines): attacks no component describes make checks unclassical, and
/// bikjang judges moves on the goal path.
pub(crate) fn compile(ruleset: &Ruleset) -> Part<FacingTables> {
    let rules = &ruleset.rules;
    let royals = kind_mask(&ruleset.royal_kinds());
    let lines = if rules.facing_royals {
        FACING_LINES
            .iter()
            .map(|&direction| AttackLine {
                direction,
                kinds: royals,
            })
            .collect()
    } else {
        Vec::new()
    };
    Part {
        tables: FacingTables {
            lines,
            end: rules.facing_royals_end,
        },
        needs: needs_if(
            rules.facing_royals,
            Needs {
                unclassical_checks: true,
                ..Needs::default()
            },
        ) | needs_if(
            rules.facing_royals_end,
            Needs {
                goal_path: true,
                filtered: true,
                ..Needs::default()
            },
        ),
    }
}

/// Whether a white and a black royal piece stand on one file or rank with every square
/// between them empty.
pub(crate) fn royals_face<B: Bits>(t: &Kernel<B>, s: &State<B>) -> bool {
    let royals = s.royals(t);
    let occupied = s.occupied();
    let white = royals & s.by_color[Color::White];
    let black = royals & s.by_color[Color::Black];
    white.iter().any(|w| {
        black
            .iter()
            .any(|b| on_one_line(t, w, b) && !t.shape.between::<B>(w, b).intersects(occupied))
    })
}

/// Whether `a` and `b` share a file or a rank.
fn on_one_line<B: Bits>(t: &Kernel<B>, a: Square, b: Square) -> bool {
    t.shape.file_of(a) == t.shape.file_of(b) || t.shape.rank_of(a) == t.shape.rank_of(b)
}
