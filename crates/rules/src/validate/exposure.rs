//! Explaining a pseudo-legal move that is not legal: the royal piece would move into
//! check, a check is not answered, a pinned piece leaves its line, an en-passant
//! capture empties a line to the royal piece, or two royal pieces would face each other
//! (`facing-royals`).

use crate::families::View;
use crate::illegal::{IllegalCode, IllegalMove};
use crate::kernel::{Move, MoveKind};
use fers_geometry::{Bits, SquareSet};

impl<B: Bits> View<'_, B> {
    /// A pseudo-legal move that is not legal: say which attack it allows.
    pub(crate) fn explain_exposure(&self, m: Move) -> IllegalMove {
        use IllegalCode::*;
        let us = self.turn();
        let mut state = *self.state;
        state.play(self.tables, m);
        let after = View::new(self.tables, &state);
        // The first royal piece left attacked (several in coregal-like rulesets).
        let exposed = after
            .royals(us)
            .iter()
            .find(|&r| after.attackers(r, !us).any());
        let attackers = exposed.map_or(SquareSet::EMPTY, |k| after.attackers(k, !us));
        let attacker = attackers
            .first()
            .map(|a| after.describe(a))
            .unwrap_or_else(|| "an enemy piece".into());
        let king_name = exposed
            .and_then(|k| after.piece_at(k))
            .map_or("king".to_string(), |p| {
                self.tables.ruleset.pieces[p.kind.index()].name.clone()
            });
        // Under `facing-royals`, a royal piece left facing the enemy's on an open line
        // is refused for that reason when nothing else attacks it.
        if self.tables.ruleset.rules.facing_royals
            && let Some(k) = exposed
            && attackers.any()
            && (attackers & !after.royals(!us)).is_empty()
        {
            let line = match (self.tables.shape.file_of(k), attackers.first()) {
                (f, Some(a)) if self.tables.shape.file_of(a) == f => {
                    format!(
                        "the {}-file",
                        after.name(k).trim_end_matches(char::is_numeric)
                    )
                }
                _ => format!("rank {}", self.tables.shape.rank_of(k).0 + 1),
            };
            let theirs = attackers
                .first()
                .and_then(|a| after.piece_at(a))
                .map_or(king_name.clone(), |p| {
                    self.tables.ruleset.pieces[p.kind.index()].name.clone()
                });
            return IllegalMove::new(
                FacingRoyals,
                format!(
                    "after {} the {king_name} would face the enemy {theirs} on {line} with nothing between",
                    self.uci(m)
                ),
            );
        }
        if self.royals(us).contains(m.from) && exposed.is_none_or(|e| e == m.to) {
            return IllegalMove::new(
                KingMovesIntoCheck,
                format!(
                    "the {king_name} on {} cannot go to {}: {} attacks it there",
                    self.name(m.from),
                    self.name(m.to),
                    attacker
                ),
            );
        }
        let checkers = self.checkers();
        // Where the exposed royal piece stood before the move.
        let king = exposed
            .map(|k| if k == m.to { m.from } else { k })
            .map(|k| self.name(k))
            .unwrap_or_default();
        if checkers.any() && (attackers & checkers).any() {
            let checker = (attackers & checkers)
                .first()
                .map(|c| self.describe(c))
                .unwrap_or_default();
            return IllegalMove::new(
                KingInCheck,
                format!(
                    "{}'s {king_name} on {king} is in check from {checker}, and {} does not answer it",
                    us.name(),
                    self.uci(m)
                ),
            );
        }
        if m.kind == MoveKind::EnPassant {
            return IllegalMove::new(
                WouldExposeKing,
                format!(
                    "capturing en passant on {} would remove both pieces from their line and expose the {king_name} on {king} to {attacker}",
                    self.name(m.to)
                ),
            );
        }
        IllegalMove::new(
            WouldExposeKing,
            format!(
                "{} is pinned to the {king_name} on {king} by {attacker}",
                self.describe(m.from)
            ),
        )
    }
}
