//! Explaining a drop (`N@f3`) that is not legal: no hands in this ruleset, no such piece
//! in hand, a promoted kind dropped (`+P@c3`) where only `drop-promoted` allows it, an
//! occupied square or one outside the piece's drop region or drop ranks, a file its `drop-file-limit`
//! closes, a square colour `drop-opposite-colours` forbids, a checkmate its kind may not
//! give by a drop, a check it
//! does not answer, or an obligation it does not meet.

use crate::families::View;
use crate::families::hands::drops::{colour_refusal, crowded_files, drop_mates};
use crate::illegal::{IllegalCode, IllegalMove};
use crate::kernel::Move;
use fers_geometry::{Bits, Square};
use fers_movement::Kind;

impl<B: Bits> View<'_, B> {
    /// Why dropping a piece of `kind` (written `letter`) on `to` is not legal (assumes it
    /// is not). `kind` is `None` when no piece has that letter.
    pub(crate) fn explain_drop(&self, kind: Option<Kind>, letter: char, to: Square) -> IllegalMove {
        use IllegalCode::*;
        let t = self.tables;
        let us = self.turn();
        let Some(h) = &t.hands else {
            return IllegalMove::new(
                NotInHand,
                format!(
                    "{} has no pieces in hand: nothing can be dropped",
                    t.ruleset.name
                ),
            );
        };
        let Some(kind) = kind else {
            return IllegalMove::new(
                NotInHand,
                format!("`{letter}` is not a piece of {}", t.ruleset.name),
            );
        };
        if !h.drops {
            return IllegalMove::new(
                DropNotAllowed,
                format!(
                    "in {} pieces in hand are never dropped: they enter the board only gated behind a moving piece",
                    t.ruleset.name
                ),
            );
        }
        let piece = &t.ruleset.pieces[kind.index()];
        let square = self.shape().square_name(to);
        // A promoted kind (`+P@c3`) is dropped from a piece of its unpromoted kind in hand.
        let held = piece.unpromoted.unwrap_or(kind);
        let held_name = &t.ruleset.pieces[held.index()].name;
        if held != kind && h.promoted_drop[held.index()] != Some(kind) {
            return IllegalMove::new(
                DropNotAllowed,
                format!(
                    "a {held_name} is dropped as it is in {}: not as a {}",
                    t.ruleset.name, piece.name
                ),
            );
        }
        if self.state.in_hand(us, held) == 0 && !h.unlimited {
            return IllegalMove::new(
                NotInHand,
                format!("{} has no {held_name} in hand", us.name()),
            );
        }
        if let Some(p) = self.piece_at(to) {
            let whose = if p.color == us { "your" } else { "an enemy" };
            return IllegalMove::new(
                DropNotAllowed,
                format!(
                    "{square} is occupied by {whose} {}: a piece is dropped on an empty square",
                    t.ruleset.pieces[p.kind.index()].name
                ),
            );
        }
        if let Some(region) = piece.drop_region.map(|r| &t.ruleset.regions[r])
            && !region.squares[us].contains(&to)
        {
            return IllegalMove::new(
                DropNotAllowed,
                format!(
                    "a {} may be dropped only in the region {} ({square} is outside it)",
                    piece.name, region.name
                ),
            );
        }
        if !h.drop_region[kind.index()][us].contains(to) {
            let ranks = self.shape().ranks();
            let absolute = |relative: u8| match us {
                fers_movement::Color::White => relative + 1,
                fers_movement::Color::Black => ranks - relative,
            };
            let rank = self.shape().rank_of(to).0 + 1;
            let relative = match us {
                fers_movement::Color::White => rank - 1,
                fers_movement::Color::Black => ranks - rank,
            };
            // The default drop ranks are every rank but the mandatory promotion ones; when a
            // ruleset keeps that default, the reason a rank is refused is the promotion.
            let mandatory =
                |r: u8| (piece.promotion.as_ref()).is_some_and(|pr| pr.mandatory.contains(&r));
            let default_ranks = (0..ranks).filter(|&r| !mandatory(r)).count()
                == piece.drop_ranks.len()
                && piece.drop_ranks.iter().all(|&r| !mandatory(r));
            let must_promote = default_ranks && mandatory(relative);
            let message = if must_promote {
                format!(
                    "a {} may not be dropped on rank {rank}, where it would have to promote",
                    piece.name
                )
            } else {
                let mut allowed: Vec<u8> = piece.drop_ranks.iter().map(|&r| absolute(r)).collect();
                allowed.sort_unstable();
                let allowed: Vec<String> = allowed.iter().map(u8::to_string).collect();
                let ranks = if allowed.len() == 1 { "rank" } else { "ranks" };
                format!(
                    "a {} may not be dropped on rank {rank} (only on {ranks} {})",
                    piece.name,
                    allowed.join(", ")
                )
            };
            return IllegalMove::new(DropNotAllowed, message);
        }
        if let Some(why) = super::placing::refusal(t, h, self.state, to) {
            return IllegalMove::new(DropNotAllowed, why);
        }
        if let Some(limit) = h.file_limit[kind.index()] {
            let file = self.shape().file_of(to);
            let same = self.state.by_kind[kind.index()] & self.state.by_color[us];
            if crowded_files(h, same, limit).contains(to) {
                let has = if limit == 1 {
                    "one".to_string()
                } else {
                    format!("{limit}")
                };
                return IllegalMove::new(
                    DropNotAllowed,
                    format!(
                        "a {} may not be dropped on a file that has {has} of {}'s already (file {file})",
                        piece.name,
                        us.name()
                    ),
                );
            }
        }
        if let Some(b) = colour_refusal(t, h, self.state, kind, to) {
            let bishops = &t.ruleset.pieces[b.index()].name;
            let colour = if h.dark.contains(to) { "dark" } else { "light" };
            let message = if b == kind {
                format!(
                    "a {bishops} may not be dropped on {square}: {}'s {bishops}s must stand on both colours, and enough already stand on {colour} squares",
                    us.name()
                )
            } else {
                format!(
                    "a {} on {square} would leave too few squares of one colour for {}'s {bishops}s, which must stand on both colours",
                    piece.name,
                    us.name()
                )
            };
            return IllegalMove::new(DropNotAllowed, message);
        }
        let m = Move::drop(kind, to);
        if t.royal_kinds & kind.mask() != 0
            && let Some(by) = self.attackers_after_drop(to).first()
        {
            return IllegalMove::new(
                KingMovesIntoCheck,
                format!(
                    "a {} may not be dropped on {square}: {} attacks it",
                    piece.name,
                    self.describe(by)
                ),
            );
        }
        if h.no_drop_mate & kind.mask() != 0 && drop_mates(t, self.state, kind, to) {
            return IllegalMove::new(
                DropMate,
                format!(
                    "a {} may not be dropped to give checkmate: {} would mate",
                    piece.name,
                    self.uci(m)
                ),
            );
        }
        self.explain_last(m)
    }

    /// The enemy pieces that would attack a piece dropped on `to`.
    fn attackers_after_drop(&self, to: Square) -> fers_geometry::SquareSet<B> {
        let them = !self.turn();
        let occupied = self.state.occupied().with(to);
        crate::kernel::attacks::attackers_to(self.tables, self.state, to, them, occupied)
    }

    /// The reasons left for a move the rules of movement allow: an obligation it does
    /// not meet, a check it does not answer, or a royal piece it leaves attacked.
    pub(crate) fn explain_last(&self, m: Move) -> IllegalMove {
        use IllegalCode::*;
        let us = self.turn();
        if let Some(refusal) = self.explain_obligation(m) {
            return refusal;
        }
        let text = self.uci(m);
        if self.is_check() {
            return IllegalMove::new(
                KingInCheck,
                format!("{} is in check, and {text} does not answer it", us.name()),
            );
        }
        IllegalMove::new(
            WouldExposeKing,
            format!("{text} would leave a royal piece of {} attacked", us.name()),
        )
    }
}
