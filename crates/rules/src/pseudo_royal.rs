//! Pseudo-royal pieces (`[rules.extinction] pseudo-royal = true`: atomic, spartan) and
//! the other rules that judge a move by making it (explosions, mutual immunity).
//!
//! A side's pieces of an extinction kind are pseudo-royal while it has at most
//! `count + 1` of that kind (of the kinds together, with `together`: sho shogi's king
//! and crown prince), so that losing one would make it extinct. As in
//! Fairy-Stockfish (`extinctionPseudoRoyal`):
//!
//! - a move may not blow up one of the mover's pseudo-royal pieces, nor leave one
//!   attacked, unless it removes (captures or blows up) an enemy pseudo-royal piece, which
//!   ends the game by extinction at once;
//! - with explosions, a pseudo-royal piece standing next to an enemy pseudo-royal piece
//!   is never attacked: capturing it would blow up the capturer's own;
//! - a pseudo-royal castling king may not castle out of, through or into attack;
//! - with `duple-check`, a side may not leave every piece of an extinction kind
//!   attacked, even when none is pseudo-royal (spartan's two kings);
//! - a side with an attacked pseudo-royal piece (or all of them, under duple check) is
//!   in check, and with no legal move is checkmated.
//!
//! Mutual immunity (`mutually-immune`): a piece of such a kind may not capture a piece of
//! its own kind (atomar's kings).

use crate::attacks::{attackers_to, pinned};
use crate::moves::{Move, MoveKind};
use crate::state::State;
use crate::tables::Tables;
use fers_geometry::{Bits, Square, SquareSet};
use fers_movement::Color;

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

impl<B: Bits> State<B> {
    /// The pseudo-royal pieces of `color`: its pieces of each pseudo-royal kind of which
    /// it has few enough that losing one makes it extinct. Empty without them.
    pub(crate) fn pseudo_royals(&self, t: &Tables<B>, color: Color) -> SquareSet<B> {
        let Some(pr) = &t.goals.pseudo_royal else {
            return SquareSet::EMPTY;
        };
        if pr.together {
            let mine = self.kinds(pr.kinds) & self.by_color[color];
            return if mine.count() <= pr.most {
                mine
            } else {
                SquareSet::EMPTY
            };
        }
        let mut out = SquareSet::EMPTY;
        let mut kinds = pr.kinds;
        while kinds != 0 {
            let k = kinds.trailing_zeros() as usize;
            kinds &= kinds - 1;
            let mine = self.by_kind[k] & self.by_color[color];
            if mine.count() <= pr.most {
                out |= mine;
            }
        }
        out
    }

    /// Every enemy piece giving check to `color`: attacking one of its royal pieces, or
    /// one of its pseudo-royal pieces that is in check (see the module docs).
    pub(crate) fn checkers(&self, t: &Tables<B>, color: Color) -> SquareSet<B> {
        let occupied = self.occupied();
        let mut out = self.royal_attackers(t, color, occupied);
        if t.goals.pseudo_royal.is_some() {
            for sq in checked_pseudo_royals(t, self, color) {
                out |= attackers_to(t, self, sq, !color, occupied);
            }
        }
        out
    }
}

/// The pseudo-royal kinds that petrify when they capture (petrified's king): such a
/// piece never captures, so no move is refused for leaving a piece attacked by it alone
/// (it still gives check, as Fairy-Stockfish counts checks). 0 in most rulesets.
fn stone_royals<B: Bits>(t: &Tables<B>) -> crate::tables::KindMask {
    match (&t.walls, &t.goals.pseudo_royal) {
        (Some(w), Some(pr)) => w.petrify & pr.kinds,
        _ => 0,
    }
}

/// Whether `sq` stands next to one of `enemies` in a ruleset with explosions: a capture
/// on it would blow that piece up, so it does not count as attacked.
fn shielded<B: Bits>(t: &Tables<B>, sq: Square, enemies: SquareSet<B>) -> bool {
    t.goals
        .blast
        .as_ref()
        .is_some_and(|b| b.ring[sq.index()].intersects(enemies))
}

/// The pseudo-royal pieces of `color` in check in `s` (all of its extinction kinds'
/// pieces, under duple check, when every one is attacked).
pub(crate) fn checked_pseudo_royals<B: Bits>(
    t: &Tables<B>,
    s: &State<B>,
    color: Color,
) -> SquareSet<B> {
    let Some(pr) = &t.goals.pseudo_royal else {
        return SquareSet::EMPTY;
    };
    let occupied = s.occupied();
    let enemies = s.pseudo_royals(t, !color);
    let attacked =
        |sq: Square| !shielded(t, sq, enemies) && attackers_to(t, s, sq, !color, occupied).any();
    let mut out: SquareSet<B> = s
        .pseudo_royals(t, color)
        .iter()
        .filter(|&sq| attacked(sq))
        .collect();
    if pr.duple {
        let all = s.kinds(pr.kinds) & s.by_color[color];
        if all.iter().all(attacked) {
            out |= all;
        }
    }
    out
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
    pub(crate) fn new(t: &Tables<B>, s: &State<B>) -> Option<QuietSafety<B>> {
        let pr = t.goals.pseudo_royal.as_ref()?;
        if pr.duple || !t.plain {
            return None;
        }
        let us = s.turn;
        let them = !us;
        let royal = s.pseudo_royals(t, us).single()?;
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
pub(crate) fn refusal<B: Bits>(t: &Tables<B>, s: &State<B>, m: Move) -> Option<Refusal> {
    let facing = t.goals.facing_end && crate::facing::royals_face(t, s);
    refusal_when(t, s, m, facing)
}

/// Whether `m` takes an enemy piece of its own kind, which mutual immunity forbids
/// (janggi's cannons): the one refusal of [`refusal_when`] left without pseudo-royal
/// pieces or facing royal pieces.
#[inline]
pub(crate) fn immune_capture<B: Bits>(t: &Tables<B>, s: &State<B>, m: Move) -> bool {
    t.goals.mutually_immune & (m.piece.mask()) != 0
        && m.kind == MoveKind::Normal
        && s.piece_at(m.to)
            .is_some_and(|p| p.color != s.turn && p.kind == m.piece)
}

/// [`refusal`], given whether the royal pieces face each other in `s` (`facing`, under
/// `facing-royals-end`): the move generator asks once per position, not once per move.
pub(crate) fn refusal_when<B: Bits>(
    t: &Tables<B>,
    s: &State<B>,
    m: Move,
    facing: bool,
) -> Option<Refusal> {
    let g = &t.goals;
    if immune_capture(t, s, m) {
        return Some(Refusal::MutuallyImmune);
    }
    if facing && m.kind != MoveKind::Pass {
        let mut after = *s;
        after.play_unhashed(t, m);
        if crate::facing::royals_face(t, &after) {
            return Some(Refusal::StillFacing);
        }
    }
    let pr = g.pseudo_royal.as_ref()?;
    let us = s.turn;
    let them = !us;
    let ours = s.pseudo_royals(t, us);
    let enemies = s.pseudo_royals(t, them);
    // Where the moving piece ends: for castling, the king's destination.
    let mut to = m.to;
    if let MoveKind::Castle(_) = m.kind
        && let Some(p) = t.castling_plan(us, m.from, m.to)
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
