//! The goal path: for rulesets with goals beyond checkmate or move obligations.
//!
//! A position whose game a goal has ended ([`crate::families::goals::judge::immediate_end`]) has no legal
//! moves. Otherwise the moves of the other paths are filtered by the obligations, in
//! Fairy-Stockfish's order: first no move may give check (`giving-check = "illegal"`),
//! then, if any capture is left, only captures (`must-capture`), then, if the side
//! holds pieces in hand and a drop is left, only drops (`must-drop`).

use super::drop_checks::{CheckingDrops, DropCheckFilter};
use super::judge::{flag_reached, immediate_end};
use crate::families::Compiled;
use crate::families::royalty::refuse::{QuietSafety, immune_capture, refusal_when};
use crate::kernel::movegen::generate_moves;
use crate::kernel::targets::TYPICAL_MOVES;
use crate::kernel::{Move, MoveKind, Origin, Sink, State};
use fers_geometry::{Bits, SquareSet};
use fers_movement::{Color, Kind};

/// Every legal move into `sink`, none if the game is over. Under `pass-on-stalemate`, a
/// side left with no move passes.
pub(crate) fn generate<B: Bits, S: Sink<B>>(t: &Compiled<B>, s: &State<B>, sink: &mut S) {
    let over = immediate_end(t, s, || black_can_answer(t, s));
    if over.is_some() {
        return;
    }
    if t.ruleset.rules.pass_on_stalemate {
        let mut seen = Seen { sink, any: false };
        obliged(t, s, &mut seen);
        if !seen.any
            && let Some(m) = crate::families::pass::generate::stalemate_pass(t, s)
        {
            seen.sink.one(m);
        }
        return;
    }
    obliged(t, s, sink);
}

/// A sink that passes every move on and notes whether there was one.
struct Seen<'a, S> {
    sink: &'a mut S,
    any: bool,
}

impl<B: Bits, S: Sink<B>> Sink<B> for Seen<'_, S> {
    #[inline(always)]
    fn moves(&mut self, piece: Kind, origin: Origin, targets: SquareSet<B>) {
        self.any |= targets.any();
        self.sink.moves(piece, origin, targets);
    }
    #[inline(always)]
    fn promotions(&mut self, piece: Kind, origin: Origin, targets: SquareSet<B>, choices: &[Kind]) {
        self.any |= targets.any() && !choices.is_empty();
        self.sink.promotions(piece, origin, targets, choices);
    }
    #[inline(always)]
    fn one(&mut self, m: Move) {
        self.any = true;
        self.sink.one(m);
    }
    #[inline(always)]
    fn drops(&mut self, piece: Kind, targets: SquareSet<B>) {
        self.any |= targets.any();
        self.sink.drops(piece, targets);
    }
}

/// The moves of a game not over, as the obligations leave them.
fn obliged<B: Bits, S: Sink<B>>(t: &Compiled<B>, s: &State<B>, sink: &mut S) {
    if t.goals.must_capture && captures_as_sets(t, s) {
        obliged_captures(t, s, sink);
        return;
    }
    let must_drop = s.holds_any(s.turn, t.goals.must_drop);
    let checks_as_sets = t.goals.checks_allowed || t.goals.only_drop_checks_refused;
    if checks_as_sets
        && !t.goals.must_capture
        && t.walls.is_none()
        && !must_drop
        && (!t.needs.filtered || !judged_one_by_one(t, s))
    {
        if t.goals.checks_allowed {
            safe_moves_as_sets(t, s, sink);
        } else {
            // Only drops may not check: the drop target sets lose their checking
            // squares on the way.
            safe_moves_as_sets(t, s, &mut DropCheckFilter::new(t, s, sink));
        }
        return;
    }
    for m in obliged_moves(t, s) {
        sink.one(m);
    }
}

/// The moves royal safety, pseudo-royalty and mutual immunity allow, as target sets: in
/// a position whose moves need not be judged one by one ([`judged_one_by_one`]), only
/// mutual immunity may refuse a move beyond what the other paths generate, and the
/// targets are filtered as sets.
#[inline(always)]
fn safe_moves_as_sets<B: Bits, S: Sink<B>>(t: &Compiled<B>, s: &State<B>, sink: &mut S) {
    if !t.needs.filtered || t.royalty.mutually_immune == 0 {
        generate_moves(t, s, sink);
    } else {
        generate_moves(t, s, &mut ImmuneFilter { t, s, sink });
    }
}

/// The moves of [`generate`] under the obligation to capture, applied to target sets
/// ([`captures_as_sets`]): one pass counts the captures and all the moves; a counting
/// sink takes the captures' number if there are any, else all; a move list takes a
/// second pass, of the captures only if there are any.
#[inline(never)]
fn obliged_captures<B: Bits, S: Sink<B>>(t: &Compiled<B>, s: &State<B>, sink: &mut S) {
    let enemy = s.color(!s.turn);
    let mut tally = CaptureTally {
        s,
        enemy,
        captures: 0,
        all: 0,
    };
    generate_moves(t, s, &mut tally);
    if let Some(count) = sink.count_only() {
        *count += if tally.captures > 0 {
            tally.captures
        } else {
            tally.all
        };
    } else if tally.captures > 0 {
        generate_moves(t, s, &mut CapturesOnly { s, enemy, sink });
    } else {
        generate_moves(t, s, sink);
    }
}

/// In a ruleset with the obligation to capture (`must-capture`, which the caller has
/// tested: the other rulesets pay that one test), whether it is the only obligation of
/// `s` and no move is filtered beyond royal safety, so that it can be applied to target
/// sets: a move of a target set captures if an enemy piece stands on its target (walls,
/// which stand in both sides' sets, take another path), and a single move
/// ([`Sink::one`]) is asked one by one. This is antichess's path.
#[inline]
fn captures_as_sets<B: Bits>(t: &Compiled<B>, s: &State<B>) -> bool {
    t.goals.checks_allowed
        && !t.needs.filtered
        && t.walls.is_none()
        && !s.holds_any(s.turn, t.goals.must_drop)
}

/// Counts the moves given to it, and among them the captures.
struct CaptureTally<'a, B: Bits> {
    s: &'a State<B>,
    /// The pieces of the side not to move.
    enemy: SquareSet<B>,
    captures: u64,
    all: u64,
}

impl<B: Bits> Sink<B> for CaptureTally<'_, B> {
    #[inline(always)]
    fn moves(&mut self, _: Kind, _: Origin, targets: SquareSet<B>) {
        self.all += targets.count() as u64;
        self.captures += (targets & self.enemy).count() as u64;
    }
    #[inline(always)]
    fn promotions(&mut self, _: Kind, _: Origin, targets: SquareSet<B>, choices: &[Kind]) {
        let n = choices.len() as u64;
        self.all += targets.count() as u64 * n;
        self.captures += (targets & self.enemy).count() as u64 * n;
    }
    #[inline(always)]
    fn one(&mut self, m: Move) {
        self.all += 1;
        self.captures += u64::from(self.s.is_capture(m));
    }
    #[inline(always)]
    fn drops(&mut self, _: Kind, targets: SquareSet<B>) {
        self.all += targets.count() as u64;
    }
}

/// A sink that passes on only the captures.
struct CapturesOnly<'a, B: Bits, S> {
    s: &'a State<B>,
    /// The pieces of the side not to move.
    enemy: SquareSet<B>,
    sink: &'a mut S,
}

impl<B: Bits, S: Sink<B>> Sink<B> for CapturesOnly<'_, B, S> {
    #[inline(always)]
    fn moves(&mut self, piece: Kind, origin: Origin, targets: SquareSet<B>) {
        let captures = targets & self.enemy;
        if captures.any() {
            self.sink.moves(piece, origin, captures);
        }
    }
    #[inline(always)]
    fn promotions(&mut self, piece: Kind, origin: Origin, targets: SquareSet<B>, choices: &[Kind]) {
        let captures = targets & self.enemy;
        if captures.any() {
            self.sink.promotions(piece, origin, captures, choices);
        }
    }
    #[inline(always)]
    fn one(&mut self, m: Move) {
        if self.s.is_capture(m) {
            self.sink.one(m);
        }
    }
    #[inline(always)]
    fn drops(&mut self, _: Kind, _: SquareSet<B>) {}
}

/// Whether black, to move after white has reached its flag region, has a legal move
/// that reaches black's (`reply = "draw"`).
pub(crate) fn black_can_answer<B: Bits>(t: &Compiled<B>, s: &State<B>) -> bool {
    obliged_moves(t, s).into_iter().any(|m| {
        let mut after = *s;
        after.play_unhashed(t, m);
        flag_reached(t, &after, Color::Black)
    })
}

/// Every move the rules of movement, royal safety, pseudo-royalty, explosions and mutual
/// immunity allow, before the obligations; in a ruleset whose moves place walls, each
/// with every square its wall may go to.
pub(crate) fn moves_before_obligations<B: Bits>(t: &Compiled<B>, s: &State<B>) -> Vec<Move> {
    let moves = piece_moves(t, s);
    if t.walls.as_ref().is_some_and(|w| w.placement.is_some()) {
        let mut out = Vec::new();
        for m in moves {
            s.with_walls(t, m, &mut out);
        }
        return out;
    }
    moves
}

/// The moves of [`moves_before_obligations`] without their walls.
pub(crate) fn piece_moves<B: Bits>(t: &Compiled<B>, s: &State<B>) -> Vec<Move> {
    let mut moves = Vec::with_capacity(TYPICAL_MOVES);
    generate_moves(t, s, &mut moves);
    if !t.needs.filtered {
        return moves;
    }
    let facing = facing(t, s);
    if facing || t.royalty.pseudo_royal.is_some() {
        // Royal pieces facing must be parted: no move is legal at a glance then.
        let quiet = if facing { None } else { QuietSafety::new(t, s) };
        moves.retain(|&m| {
            quiet.is_some_and(|q| q.proves(s, m)) || refusal_when(t, s, m, facing).is_none()
        });
    } else if t.royalty.mutually_immune != 0 {
        moves.retain(|&m| !immune_capture(t, s, m));
    }
    moves
}

/// Whether the royal pieces face each other in `s` under `facing-royals-end`.
#[inline]
fn facing<B: Bits>(t: &Compiled<B>, s: &State<B>) -> bool {
    t.facing.end && crate::families::facing::royals_face(t, s)
}

/// Whether the moves of `s`, in a ruleset whose moves are filtered, must each be judged
/// by [`refusal_when`]: with pseudo-royal pieces, or with royal pieces facing. Otherwise
/// only mutual immunity may refuse a move, which [`immune_capture`] tells at a glance.
#[inline]
fn judged_one_by_one<B: Bits>(t: &Compiled<B>, s: &State<B>) -> bool {
    t.royalty.pseudo_royal.is_some() || facing(t, s)
}

/// A sink that drops the captures mutual immunity forbids ([`immune_capture`]) on the
/// way to `sink`: a mutually immune kind's target sets lose the enemy pieces of its kind.
struct ImmuneFilter<'a, B: Bits, S> {
    t: &'a Compiled<B>,
    s: &'a State<B>,
    sink: &'a mut S,
}

impl<B: Bits, S> ImmuneFilter<'_, B, S> {
    /// `targets` of a move of `piece` without the captures of its own kind, where it is
    /// mutually immune.
    #[inline(always)]
    fn allowed(&self, piece: Kind, targets: SquareSet<B>) -> SquareSet<B> {
        if self.t.royalty.mutually_immune & piece.mask() == 0 {
            return targets;
        }
        targets & !(self.s.by_kind[piece.index()] & self.s.by_color[!self.s.turn])
    }
}

impl<B: Bits, S: Sink<B>> Sink<B> for ImmuneFilter<'_, B, S> {
    #[inline(always)]
    fn moves(&mut self, piece: Kind, origin: Origin, targets: SquareSet<B>) {
        let targets = self.allowed(piece, targets);
        self.sink.moves(piece, origin, targets);
    }
    #[inline(always)]
    fn promotions(&mut self, piece: Kind, origin: Origin, targets: SquareSet<B>, choices: &[Kind]) {
        let targets = self.allowed(piece, targets);
        self.sink.promotions(piece, origin, targets, choices);
    }
    #[inline(always)]
    fn one(&mut self, m: Move) {
        if !immune_capture(self.t, self.s, m) {
            self.sink.one(m);
        }
    }
    #[inline(always)]
    fn drops(&mut self, piece: Kind, targets: SquareSet<B>) {
        self.sink.drops(piece, targets);
    }
}
/// The moves the obligations leave, whether or not a goal has ended the game.
pub(crate) fn obliged_moves<B: Bits>(t: &Compiled<B>, s: &State<B>) -> Vec<Move> {
    let mut moves = moves_before_obligations(t, s);
    if t.goals.only_drop_checks_refused && moves.iter().any(|m| m.is_drop()) {
        let checking = CheckingDrops::of(t, s);
        moves.retain(|&m| !m.is_drop() || !checking.gives_check(t, s, m));
    } else if !t.goals.checks_allowed {
        moves.retain(|&m| !refused_check(t, s, m));
    }
    if t.goals.must_capture && moves.iter().any(|&m| s.is_capture(m)) {
        moves.retain(|&m| s.is_capture(m));
    }
    if s.holds_any(s.turn, t.goals.must_drop) {
        // No other piece is dropped meanwhile; a side that cannot drop one moves.
        moves.retain(|&m| m.kind != MoveKind::Drop || must_drop_this(t, m));
        if moves.iter().any(|m| m.kind == MoveKind::Drop) {
            moves.retain(|m| m.kind == MoveKind::Drop);
        }
    }
    moves
}

/// Whether `m`, a drop, drops a kind the side must drop (`must-drop-kinds`; every kind
/// under `must-drop`): the kind taken from the hand, the unpromoted one of a promoted
/// drop.
pub(crate) fn must_drop_this<B: Bits>(t: &Compiled<B>, m: Move) -> bool {
    let held = t.ruleset.piece(m.piece).unpromoted.unwrap_or(m.piece);
    t.goals.must_drop & held.mask() != 0
}

/// Whether `m` gives a check the ruleset refuses: any check under `giving-check =
/// "illegal"`, a drop's under `"not-by-drops"`.
pub(crate) fn refused_check<B: Bits>(t: &Compiled<B>, s: &State<B>, m: Move) -> bool {
    (!t.goals.only_drop_checks_refused || m.kind == MoveKind::Drop) && gives_check(t, s, m)
}

/// Whether after `m` the opponent is in check.
pub(crate) fn gives_check<B: Bits>(t: &Compiled<B>, s: &State<B>, m: Move) -> bool {
    let mut after = *s;
    after.play_unhashed(t, m);
    after.checkers(t, after.turn).any()
}

/// `m` without its second part: the piece move alone.
pub(crate) fn without_second(m: Move) -> Move {
    Move { second: None, ..m }
}
