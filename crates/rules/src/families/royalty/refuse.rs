//! The refusals of pseudo-royalty, explosions and mutual immunity: what making a move
//! shows (see the family's module docs), with the one look at a position that proves
//! most quiet moves safe without making them ([`QuietSafety`]).

use super::checks::{pseudo_royals, shielded, stone_royals};
use crate::families::Compiled;
use crate::kernel::attacks::{attackers_to, pinned};
use crate::kernel::{Move, MoveKind, State};
use fers_geometry::{Bits, Square, SquareSet};

/// Why the rules of this module refuse a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Refusal {
    /// A piece of a mutually immune kind may not capture its own kind.
    MutuallyImmune,
    /// The capture would blow up the mover's pseudo-royal piece on this square.
    BlowsUpOwn(Square),
    /// The mover's pseudo-royal piece would be left attacked on this square.
    LeavesAttacked(Square),
    /// Every piece of the mover's extinction kind would be attacked (duple check).
    AllAttacked,
    /// The pseudo-royal king would castle out of or through attack on this square.
    CastlesThroughAttack(Square),
    /// The royal pieces face each other and would still (`facing-royals-end`): a move
    /// must part them, or pass.
    StillFacing,
    /// The capture would turn the mover's pseudo-royal piece on this square to stone
    /// (`[rules.walls] petrify`).
    Petrifies(Square),
}

/// What one look at a position proves about its quiet moves, so that most moves need not
/// be made to be judged: with one pseudo-royal piece of the side to move, unattacked, a
/// move that captures nothing and promotes to nothing, made by a piece not pinned to it,
/// leaves it unattacked, explodes nothing and so is never refused.
#[derive(Debug, Clone, Copy)]
pub(crate) struct QuietSafety<B: Bits> {
    /// The lone pseudo-royal piece.
    royal: Square,
    /// Our pieces whose move may uncover an attack on it: those pinned to it.
    pinned: SquareSet<B>,
}

impl<B: Bits> QuietSafety<B> {
    /// The proof for `s`, or `None` where it does not hold (several pseudo-royal pieces
    /// or none, duple check, the piece attacked, hoppers or lame leapers that a quiet
    /// move could unblock).
    pub(crate) fn new(t: &Compiled<B>, s: &State<B>) -> Option<QuietSafety<B>> {
        let pr = t.royalty.pseudo_royal.as_ref()?;
        if pr.duple || t.needs.general {
            return None;
        }
        let us = s.turn;
        let them = !us;
        let royal = pseudo_royals(t, s, us).single()?;
        let occupied = s.occupied();
        if attackers_to(t, s, royal, them, occupied).any() {
            return None;
        }
        // A quiet move uncovers an attack only by moving the one piece between the
        // piece and a slider: a pinned piece.
        let pinned = pinned(t, s, us, royal);
        Some(QuietSafety { royal, pinned })
    }

    /// Whether `m` is proved never refused (see the type).
    #[inline]
    pub(crate) fn proves(&self, s: &State<B>, m: Move) -> bool {
        m.kind == MoveKind::Normal
            && m.promotion.is_none()
            && m.second.is_none()
            && m.from != self.royal
            && !self.pinned.contains(m.from)
            && s.piece_at(m.to).is_none()
    }
}

/// Why the move `m` (pseudo-legal, and legal as far as royal pieces go) is refused by
/// pseudo-royalty, explosions or mutual immunity; `None` if it is not.
pub(crate) fn refusal<B: Bits>(t: &Compiled<B>, s: &State<B>, m: Move) -> Option<Refusal> {
    let facing = t.facing.end && crate::families::facing::royals_face(t, s);
    refusal_when(t, s, m, facing)
}

/// Whether `m` takes an enemy piece of its own kind, which mutual immunity forbids
/// (janggi's cannons): the one refusal of [`refusal_when`] left without pseudo-royal
/// pieces or facing royal pieces.
#[inline]
pub(crate) fn immune_capture<B: Bits>(t: &Compiled<B>, s: &State<B>, m: Move) -> bool {
    t.royalty.mutually_immune & (m.piece.mask()) != 0
        && m.kind == MoveKind::Normal
        && s.piece_at(m.to)
            .is_some_and(|p| p.color != s.turn && p.kind == m.piece)
}

/// [`refusal`], given whether the royal pieces face each other in `s` (`facing`, under
/// `facing-royals-end`): the move generator asks once per position, not once per move.
pub(crate) fn refusal_when<B: Bits>(
    t: &Compiled<B>,
    s: &State<B>,
    m: Move,
    facing: bool,
) -> Option<Refusal> {
    if immune_capture(t, s, m) {
        return Some(Refusal::MutuallyImmune);
    }
    if facing && m.kind != MoveKind::Pass {
        let mut after = *s;
        after.play_unhashed(t, m);
        if crate::families::facing::royals_face(t, &after) {
            return Some(Refusal::StillFacing);
        }
    }
    let pr = t.royalty.pseudo_royal.as_ref()?;
    let us = s.turn;
    let them = !us;
    let ours = pseudo_royals(t, s, us);
    let enemies = pseudo_royals(t, s, them);
    // Where the moving piece ends: for castling, the king's destination.
    let mut to = m.to;
    if let MoveKind::Castle(_) = m.kind
        && let Some(p) = t.castling.plan(us, m.from, m.to)
    {
        to = p.king_to;
        if ours.contains(m.from) {
            let lifted = s.occupied().without(m.from);
            // The king's own square even when it is also its destination (Chess960).
            for sq in p.safe.without(p.king_to).with(p.king) {
                if !shielded(t, sq, enemies) && attackers_to(t, s, sq, them, lifted).any() {
                    return Some(Refusal::CastlesThroughAttack(sq));
                }
            }
        }
    }
    let mut after = *s;
    after.play_unhashed(t, m);
    let occupied = after.occupied();
    let mut mine = ours;
    if mine.contains(m.from) {
        mine = mine.without(m.from).with(to);
    }
    let mut candidates = s.kinds(pr.kinds) & s.by_color[us];
    if candidates.contains(m.from) {
        candidates = candidates.without(m.from).with(to);
    }
    if let Some(c) = m.promotion
        && pr.kinds & (c.mask()) != 0
    {
        candidates = candidates.with(to);
        // The pieces counted with the promoted one: its kind, or the whole group.
        let counted = if pr.together {
            s.kinds(pr.kinds)
        } else {
            s.by_kind[c.index()]
        };
        if (counted & s.by_color[us]).count() >= pr.most {
            // One more of them: none of them is pseudo-royal any more.
            mine &= !counted;
        } else {
            mine = mine.with(to);
        }
    }
    if let Some(sq) = (mine & after.walls()).first() {
        return Some(Refusal::Petrifies(sq));
    }
    if let Some(sq) = (mine & !occupied).first() {
        return Some(Refusal::BlowsUpOwn(sq));
    }
    let harmless = after.kinds(stone_royals(t));
    let attacked = |sq: Square| {
        !shielded(t, sq, enemies) && (attackers_to(t, &after, sq, them, occupied) & !harmless).any()
    };
    // Removing an enemy pseudo-royal piece wins at once, whatever it leaves attacked.
    if (enemies & !occupied).is_empty()
        && let Some(sq) = mine.iter().find(|&sq| attacked(sq))
    {
        return Some(Refusal::LeavesAttacked(sq));
    }
    if pr.duple && candidates.any() && candidates.iter().all(attacked) {
        return Some(Refusal::AllAttacked);
    }
    None
}
