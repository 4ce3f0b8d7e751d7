//! Why a move the rules of movement and royal safety allow is refused by an obligation:
//! it gives check where no move may (`GivesCheck`), it does not capture where a capture
//! is compulsory (`CaptureRequired`), or a piece in hand must be dropped
//! (`DropRequired`).

use super::generate::{moves_before_obligations, obliged_moves, refused_check};
use crate::families::View;
use crate::illegal::{IllegalCode, IllegalMove};
use crate::kernel::{Move, MoveKind};
use crate::notation::UciMove;
use fers_geometry::Bits;

impl<B: Bits> View<'_, B> {
    /// Why `m`, which the rules of movement and royal safety allow, is refused by an
    /// obligation: it gives check where no move may, or it does not capture where a
    /// capture is compulsory and available. `None` if neither.
    pub(crate) fn explain_obligation(&self, m: Move) -> Option<IllegalMove> {
        let (t, s) = (self.tables, self.state);
        if !t.needs.goal_path || !moves_before_obligations(t, s).contains(&m) {
            return None;
        }
        if !t.goals.checks_allowed && refused_check(t, s, m) {
            let which = if t.goals.only_drop_checks_refused {
                "drop"
            } else {
                "move"
            };
            return Some(IllegalMove::new(
                IllegalCode::GivesCheck,
                format!(
                    "{} would give check, and in {} no {which} may give check",
                    self.uci(m),
                    t.ruleset.name
                ),
            ));
        }
        // With no capture available, `must-drop` may still forbid the move.
        if t.goals.must_capture
            && !s.is_capture(m)
            && let Some(capture) = obliged_moves(t, s).into_iter().find(|&c| s.is_capture(c))
        {
            return Some(IllegalMove::new(
                IllegalCode::CaptureRequired,
                format!(
                    "a capture is available ({}), and in {} capturing is compulsory",
                    self.san(capture),
                    t.ruleset.name
                ),
            ));
        }
        if t.goals.must_drop && m.kind != MoveKind::Drop {
            let drop = obliged_moves(t, s)
                .into_iter()
                .find(|d| d.kind == MoveKind::Drop)?;
            // In the pocket's order: kinds in reverse declaration order.
            let kinds: Vec<_> = t.ruleset.kinds().collect();
            let held: String = (kinds.into_iter().rev())
                .flat_map(|k| {
                    let letter = t.ruleset.piece(k).letter.to_ascii_uppercase();
                    std::iter::repeat_n(letter, usize::from(s.in_hand(s.turn, k)))
                })
                .collect();
            return Some(IllegalMove::new(
                IllegalCode::DropRequired,
                format!(
                    "{} still holds pieces to place ({held}), and in {} a piece in hand must be dropped while one can be (such as {})",
                    s.turn.name(),
                    t.ruleset.name,
                    self.uci(drop)
                ),
            ));
        }
        None
    }

    /// [`Self::explain_obligation`] for the move the rules of movement and royal safety
    /// allow that UCI writes as `u`'s squares and promotion alone, if there is one.
    pub(crate) fn explain_obligation_of_uci(&self, u: UciMove) -> Option<IllegalMove> {
        let (t, s) = (self.tables, self.state);
        if !t.needs.goal_path {
            return None;
        }
        let wanted = UciMove {
            drop: None,
            wall: None,
            gate: None,
            ..u
        };
        let m = moves_before_obligations(t, s)
            .into_iter()
            .find(|&m| self.uci_move(m) == wanted)?;
        self.explain_obligation(m)
    }
}
