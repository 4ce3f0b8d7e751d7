//! Explaining an in-place promotion (`promotion.in-place`, sittuyin: `g7g7f`, `g7f6f`)
//! that is not legal: a kind it may not become, a piece off the promotion squares while
//! its side has others of its kind, a `promotion-limit` reached, a destination the new
//! kind does not step to, a new piece attacking an enemy one, a check given, or an
//! obligation (a drop still due) not met.

use crate::families::View;
use crate::families::promotion::in_place::{allowed, candidates};
use crate::illegal::{IllegalCode, IllegalMove};
use crate::kernel::Piece;
use crate::kernel::{Move, MoveKind};
use crate::notation::UciMove;
use fers_geometry::Bits;

impl<B: Bits> View<'_, B> {
    /// Why `u`, a promotion of `piece` (ours, of an in-place kind), is not legal
    /// (assumes it is not).
    pub(crate) fn explain_in_place(&self, u: UciMove, piece: Piece) -> IllegalMove {
        use IllegalCode::*;
        let t = self.tables;
        let s = self.state;
        let us = self.turn();
        let kind = &t.ruleset.pieces[piece.kind.index()];
        let Some(promo) = &kind.promotion else {
            return IllegalMove::new(InvalidPromotion, format!("a {} never promotes", kind.name));
        };
        let letter = u.promotion.unwrap_or('?');
        let Some(new) = crate::notation::write::promotion_by_suffix(&t.ruleset, piece.kind, letter)
            .filter(|k| promo.choices(us).contains(k))
        else {
            let names: Vec<&str> = (promo.choices(us).iter())
                .map(|&k| t.ruleset.pieces[k.index()].name.as_str())
                .collect();
            return IllegalMove::new(
                InvalidPromotion,
                format!(
                    "a {} may promote to {}, not `{letter}`",
                    kind.name,
                    names.join(", ")
                ),
            );
        };
        let new_name = &t.ruleset.pieces[new.index()].name;
        let same = s.by_kind[piece.kind.index()] & s.by_color[us];
        if same.more_than_one()
            && !t.moves[piece.kind.index()][us]
                .in_place_zone
                .contains(u.from)
        {
            return IllegalMove::new(
                InvalidPromotion,
                format!(
                    "{} is not on a promotion square: a {} promotes elsewhere only as its side's last one",
                    self.describe(u.from),
                    kind.name
                ),
            );
        }
        if !self.promotion_choices(piece.kind).contains(&new) {
            return IllegalMove::new(
                InvalidPromotion,
                format!(
                    "{} already has as many {new_name}s as its `promotion-limit` allows",
                    us.name()
                ),
            );
        }
        let m = Move {
            from: u.from,
            to: u.to,
            piece: piece.kind,
            promotion: Some(new),
            kind: MoveKind::Normal,
            second: None,
        };
        let text = self.uci(m);
        if !candidates(t, s).contains(&m) {
            return IllegalMove::new(
                InvalidPromotion,
                format!(
                    "a {} promotes on its square or by one step of a {new_name} to an empty square, and {} is neither",
                    kind.name,
                    self.name(u.to)
                ),
            );
        }
        if !allowed(t, s, m) {
            let mut after = *s;
            after.play(t, m);
            if after.checkers(t, !us).any() {
                return IllegalMove::new(
                    GivesCheck,
                    format!("{text} would give check, and a promotion in place may not"),
                );
            }
            if after.checkers(t, us).is_empty() {
                return IllegalMove::new(
                    InvalidPromotion,
                    format!(
                        "a {new_name} on {} would attack an enemy piece, and a piece promoted in place may not",
                        self.name(u.to)
                    ),
                );
            }
        }
        self.explain_last(m)
    }
}
