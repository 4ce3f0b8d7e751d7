//! Why a move the rules of movement and royal safety allow is refused by an obligation:
//! it gives check where no move may (`GivesCheck`), it does not capture where a capture
//! is compulsory (`CaptureRequired`), or a piece in hand must be dropped
//! (`DropRequired`).

use super::generate::{moves_before_obligations, must_drop_this, obliged_moves, refused_check};
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
        if s.holds_any(s.turn, t.goals.must_drop)
            && !(m.kind == MoveKind::Drop && must_drop_this(t, m))
        {
            let drop = obliged_moves(t, s)
                .into_iter()
                .find(|d| d.kind == MoveKind::Drop);
            // A drop of another kind is refused even when the kinds that must be dropped
            // have nowhere to go (as in Fairy-Stockfish).
            if drop.is_none() && m.kind != MoveKind::Drop {
                return None;
            }
            // In the pocket's order: kinds in reverse declaration order.
            let kinds: Vec<_> = t.ruleset.kinds().collect();
            let held: String = (kinds.into_iter().rev())
                .filter(|k| t.goals.must_drop & k.mask() != 0)
                .flat_map(|k| {
                    let letter = t.ruleset.piece(k).letter.to_ascii_uppercase();
                    std::iter::repeat_n(letter, usize::from(s.in_hand(s.turn, k)))
                })
                .collect();
            let all = t.ruleset.kinds().all(|k| t.goals.must_drop & k.mask() != 0);
            let kinds = (t.ruleset.kinds())
                .filter(|k| t.goals.must_drop & k.mask() != 0)
                .map(|k| t.ruleset.piece(k).name.as_str())
                .collect::<Vec<_>>()
                .join(" or ");
            let (who, name) = (s.turn.name(), &t.ruleset.name);
            let text = match (all, drop) {
                (true, Some(d)) => format!(
                    "{who} still holds pieces to place ({held}), and in {name} a piece in hand must be dropped while one can be (such as {})",
                    self.uci(d)
                ),
                (false, Some(d)) if m.kind != MoveKind::Drop => format!(
                    "{who} holds {held} in hand, and in {name} a {kinds} in hand must be dropped while one can be (such as {})",
                    self.uci(d)
                ),
                _ => format!(
                    "{who} holds {held} in hand, and in {name} a {kinds} in hand must be dropped before any other piece"
                ),
            };
            return Some(IllegalMove::new(IllegalCode::DropRequired, text));
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
