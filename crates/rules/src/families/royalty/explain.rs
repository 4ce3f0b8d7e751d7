//! Why a move that the rules of movement allow is refused by pseudo-royalty, explosions
//! or mutual immunity (atomic, atomar, spartan): it blows up the mover's own king
//! (`SelfExplosion`), a king would capture a king (`MutuallyImmune`), or it leaves a
//! pseudo-royal piece attacked (`KingInCheck`, `WouldExposeKing`).

use crate::families::View;
use crate::families::royalty::refuse::{Refusal, refusal};
use crate::illegal::{IllegalCode, IllegalMove};
use crate::kernel::Move;
use crate::kernel::movegen::generate_moves;
use fers_geometry::Bits;

impl<B: Bits> View<'_, B> {
    /// Why `m` is refused by the rules of `pseudo_royal.rs`, if it is a move the rules of
    /// movement allow and those rules refuse; `None` otherwise.
    pub(crate) fn explain_pseudo_royal(&self, m: Move) -> Option<IllegalMove> {
        let (t, s) = (self.tables, self.state);
        if !t.needs.filtered {
            return None;
        }
        // Every move the rules of movement and royal safety allow, before the filters.
        let mut unfiltered = Vec::new();
        generate_moves(t, s, &mut unfiltered);
        if !unfiltered.contains(&m) {
            return None;
        }
        let us = self.turn();
        let text = self.uci(m);
        let rules = &t.ruleset.name;
        Some(match refusal(t, s, m)? {
            Refusal::MutuallyImmune => IllegalMove::new(
                IllegalCode::MutuallyImmune,
                format!(
                    "{} may not capture {}: in {rules} a {} cannot capture a {}",
                    self.describe(m.from),
                    self.describe(m.to),
                    t.ruleset.pieces[m.piece.index()].name,
                    t.ruleset.pieces[m.piece.index()].name,
                ),
            ),
            Refusal::BlowsUpOwn(sq) => IllegalMove::new(
                IllegalCode::SelfExplosion,
                if sq == m.to {
                    format!(
                        "{text} would blow up {} itself: in {rules} the capturer explodes",
                        self.describe(m.from)
                    )
                } else {
                    format!(
                        "{text} would blow up {}, next to the capture on {}",
                        self.describe(sq),
                        self.name(m.to)
                    )
                },
            ),
            Refusal::LeavesAttacked(sq) => {
                let piece = if sq == m.to { m.from } else { sq };
                let (code, how) = if self.is_check() {
                    (IllegalCode::KingInCheck, "would still be attacked")
                } else {
                    (IllegalCode::WouldExposeKing, "would be left attacked")
                };
                IllegalMove::new(
                    code,
                    format!(
                        "after {text}, {} {how} on {}",
                        self.describe(piece),
                        self.name(sq)
                    ),
                )
            }
            Refusal::AllAttacked => IllegalMove::new(
                IllegalCode::WouldExposeKing,
                format!(
                    "after {text}, every {} piece of {} would be attacked",
                    us.name(),
                    t.ruleset
                        .rules
                        .extinction
                        .as_ref()
                        .and_then(|e| e.kinds.first())
                        .map_or("its extinction kinds", |&k| t.ruleset.pieces[k.index()]
                            .name
                            .as_str())
                ),
            ),
            Refusal::CastlesThroughAttack(sq) => IllegalMove::new(
                IllegalCode::CastlingNotAllowed,
                format!(
                    "{} may not castle out of or through attack: {} is attacked",
                    self.describe(m.from),
                    self.name(sq)
                ),
            ),
            Refusal::Petrifies(_) => IllegalMove::new(
                IllegalCode::PetrifiesOwn,
                format!(
                    "{} may not capture: in {rules} a capturing {} turns to stone, and {} would lose its last one",
                    self.describe(m.from),
                    t.ruleset.pieces[m.piece.index()].name,
                    us.name()
                ),
            ),
            Refusal::StillFacing => IllegalMove::new(
                IllegalCode::FacingRoyals,
                format!(
                    "after {text} the royal pieces would still face each other: in {rules} a side whose royal piece faces the enemy's must part them or pass"
                ),
            ),
        })
    }
}

impl<B: Bits> View<'_, B> {
    /// Why a royal piece's move in check is refused under `royal-in-check =
    /// "capture-only"` (makpong): it does not capture the one checker. `None` otherwise.
    pub(crate) fn explain_royal_in_check(&self, m: Move) -> Option<IllegalMove> {
        let (t, s) = (self.tables, self.state);
        if !t.ruleset.rules.royal_stays_in_check || !s.royals(t).contains(m.from) {
            return None;
        }
        let checkers = s.checkers(t, s.turn);
        if checkers.is_empty() || crate::kernel::movegen::royal_escape(checkers).contains(m.to) {
            return None;
        }
        Some(IllegalMove::new(
            IllegalCode::RoyalMoveInCheck,
            format!(
                "{} is in check and may only capture the piece giving it, not move to {}",
                self.describe(m.from),
                self.name(m.to)
            ),
        ))
    }
}
