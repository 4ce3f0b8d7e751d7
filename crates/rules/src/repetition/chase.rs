//! Whether a move chased pieces, under `[rules.chase]`: xiangqi's chasing rule as
//! Fairy-Stockfish judges each move (its `chased()`), the move's part of the rule that
//! [`super::Plies::judge`] follows through a cycle.
//!
//! A move chases the pieces of the side now to move that
//!
//! 1. the moved piece newly attacks (a piece moving along a line attacks nothing new
//!    along that line), or a piece it uncovers (a leg or eye freed, a line opened, a
//!    screen put in place) newly attacks, where the attacked piece is worth more than
//!    its attacker ([`Chase::values`](fers_movement::Chase)), or is not protected: no
//!    piece of its side defends it once the attacker is gone, pieces pinned to their
//!    royal piece not counting, nor a royal piece that could take back only onto the
//!    enemy royal piece's open line (under `facing-royals`);
//! 2. a piece the move pinned protected, where another of the mover's pieces, not
//!    itself pinned, attacks them;
//! 3. a piece the move uncovered to give check attacks, unless the royal piece in check
//!    can take it back (it stands next to it and no other piece of the mover defends
//!    it).
//!
//! Never chased: royal pieces (that is check) and the kinds of `immune-in` inside their
//! region. An attack on a piece of the attacker's own kind is no chase where that piece
//! could take back (unless pinned); kinds that attack one way only (the horse, whose leg
//! is not on the way back) are asked whether it really can. The moves of royal kinds
//! and of `never-chase` kinds chase nothing by themselves.

use super::attacks::{
    attackers, attacks, blockers, legs_towards, line_through, one_way, rides, rook_lines,
};
use crate::families::Compiled;
use crate::kernel::{Move, State};
use fers_geometry::{Bits, Square, SquareSet};
use fers_movement::{Chase, Color, Kind};

/// The pieces of the side to move in `after` that `m`, played in `before`, chased.
pub(super) fn chased<B: Bits>(
    t: &Compiled<B>,
    rule: &Chase,
    before: &State<B>,
    after: &State<B>,
    m: Move,
) -> SquareSet<B> {
    let us = after.turn;
    let them = !us;
    let (Some(our_royal), true) = (after.royal_square(t, us), after.piece_at(m.to).is_some())
    else {
        return SquareSet::EMPTY;
    };
    if m.is_pass() {
        return SquareSet::EMPTY;
    }
    let occupied = after.occupied();
    let ours = after.by_color[us];
    let our_blockers = blockers(t, after, us);
    let mut pins = our_blockers;
    if t.ruleset.rules.facing_royals
        && let Some(their_royal) = after.royal_square(t, them)
    {
        // A piece alone with its royal piece on the file of the enemy's: moving away
        // would leave the royal pieces facing.
        let file = line_through(t, their_royal, file_neighbour(t, their_royal));
        let on_file = ours & file;
        if on_file.contains(our_royal)
            && let Some(alone) = on_file.without(our_royal).single()
        {
            pins = pins.with(alone);
        }
    }
    let mut immune = SquareSet::from_square(our_royal) | (after.royals(t) & ours);
    for &(kind, region) in &rule.immune_in {
        for &sq in &t.ruleset.regions[region].squares[us] {
            if after.by_kind[kind.index()].contains(sq) && ours.contains(sq) {
                immune = immune.with(sq);
            }
        }
    }
    let judge = Judge {
        t,
        rule,
        after,
        us,
        our_royal,
        occupied,
        pins,
        immune,
    };
    let mut chased = SquareSet::EMPTY;

    // 1. New attacks of the moved piece, then of the pieces it uncovered.
    let moved = after.piece_at(m.to).map(|p| p.kind);
    if let Some(kind) = moved
        && !t.ruleset.pieces[kind.index()].royal
        && !rule.never_chase.contains(&kind)
    {
        let mut direct = attacks(t, after, (them, kind), m.to, occupied, ours);
        if rides(t, (them, kind)) && !m.is_drop() {
            direct &= !line_through(t, m.from, m.to);
        }
        judge.attacked(m.to, kind, direct, &mut chased);
    }
    let mut was_occupied = occupied;
    if !before.is_capture(m) {
        was_occupied = was_occupied.without(m.to);
    }
    if !m.is_drop() {
        was_occupied = was_occupied.with(m.from);
    }
    for sq in after.by_color[them] {
        let Some(kind) = after.piece_at(sq).map(|p| p.kind) else {
            continue;
        };
        // The moved piece uncovers nothing by itself, unless it moves along lines: then
        // what it sees behind it, through the square it left, counts as uncovered.
        if sq == m.to && (m.is_drop() || !rides(t, (them, kind))) {
            continue;
        }
        let now = attacks(t, after, (them, kind), sq, occupied, ours);
        let then = attacks(t, after, (them, kind), sq, was_occupied, ours);
        judge.attacked(sq, kind, now & !then, &mut chased);
    }

    // 2. and 3. Pieces newly pinned (their protection is false) and pieces newly
    // uncovered to give check.
    let new_blockers = our_blockers & !blockers(t, before, us);
    let their_blockers = blockers(t, after, them);
    for sq in new_blockers & ours {
        let Some(kind) = after.piece_at(sq).map(|p| p.kind) else {
            continue;
        };
        let protected = ours & !immune & attacks(t, after, (us, kind), sq, occupied, ours);
        for p in protected {
            let attacked = attackers(t, after, p, them, occupied, SquareSet::EMPTY);
            if (attacked & !their_blockers).any() {
                chased = chased.with(p);
            }
        }
    }
    let Some(our_royal_kind) = after.piece_at(our_royal).map(|p| p.kind) else {
        return chased;
    };
    let royal_reach = attacks(t, after, (us, our_royal_kind), our_royal, occupied, ours);
    for sq in new_blockers & after.by_color[them] {
        let Some(kind) = after.piece_at(sq).map(|p| p.kind) else {
            continue;
        };
        let attacked = attacks(t, after, (them, kind), sq, occupied, ours);
        chased |= attacked & !royal_reach;
        for p in attacked & royal_reach {
            let without = occupied.without(sq).without(our_royal);
            let single = SquareSet::from_square(sq);
            if attackers(t, after, p, them, without, single).any() {
                chased = chased.with(p);
            }
        }
    }
    chased
}

/// A square next to `sq` on its file, to name the file (boards have two ranks at
/// least wherever royal pieces face).
fn file_neighbour<B: Bits>(t: &Compiled<B>, sq: Square) -> Square {
    t.shape
        .offset(sq, 0, 1)
        .or_else(|| t.shape.offset(sq, 0, -1))
        .unwrap_or(sq)
}

/// What one chased position shares: the side chased (`us`), its pieces, which of them
/// are pinned and which are never chased.
struct Judge<'a, B: Bits> {
    t: &'a Compiled<B>,
    rule: &'a Chase,
    after: &'a State<B>,
    us: Color,
    our_royal: Square,
    occupied: SquareSet<B>,
    pins: SquareSet<B>,
    immune: SquareSet<B>,
}

impl<B: Bits> Judge<'_, B> {
    fn value(&self, kind: Kind) -> u32 {
        self.rule.values.get(kind.index()).copied().unwrap_or(0)
    }

    /// Adds to `chased` the pieces of `attacked` (new attacks of the enemy piece of
    /// `kind` on `from`) that are chased: worth more than their attacker, or not
    /// protected; not of the attacker's kind where they could take back.
    fn attacked(
        &self,
        from: Square,
        kind: Kind,
        attacked: SquareSet<B>,
        chased: &mut SquareSet<B>,
    ) {
        if (attacked & !*chased).is_empty() {
            return;
        }
        let (t, after, us) = (self.t, self.after, self.us);
        let mut attacked = attacked & !self.immune;
        let worth = self.value(kind);
        for sq in attacked {
            if after
                .piece_at(sq)
                .is_some_and(|p| self.value(p.kind) > worth)
            {
                *chased = chased.with(sq);
            }
        }
        let same = attacked & after.by_kind[kind.index()];
        if same.any() {
            let legs = legs_towards(t, (us, kind), from);
            if (legs & self.occupied).any() && one_way(t, (us, kind)) {
                for sq in same {
                    let back = attacks(
                        t,
                        after,
                        (us, kind),
                        sq,
                        self.occupied,
                        SquareSet::from_square(from),
                    );
                    if back.any() {
                        attacked = attacked.without(sq);
                    }
                }
            } else {
                attacked &= !(same & !self.pins);
            }
        }
        let without = self.occupied.without(from);
        for sq in attacked {
            let roots = attackers(t, after, sq, us, without, SquareSet::EMPTY) & !self.pins;
            let royal_alone = roots == SquareSet::from_square(self.our_royal)
                && t.ruleset.rules.facing_royals
                && after
                    .royal_square(t, !us)
                    .is_some_and(|theirs| rook_lines(t, theirs, without).contains(sq));
            if roots.is_empty() || royal_alone {
                *chased = chased.with(sq);
            }
        }
    }
}
