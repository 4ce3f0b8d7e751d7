//! Legal move generation with check and pin masks.
//!
//! Moves are produced into a [`Sink`] as *target sets*, so that perft can count a whole
//! piece's moves with one popcount and a move list can expand them one by one. Legality
//! is decided without making moves, except for en passant (rare, and the one capture
//! that can uncover a rank attack by removing two pieces at once):
//! - in double check only the royal piece moves;
//! - in single check other pieces must capture the checker or block its line;
//! - a pinned piece stays on the line between its king and the pinner;
//! - the royal piece never steps onto an attacked square (tested with itself lifted,
//!   so it cannot hide behind its own shadow).
//!
//! Drops (`drops`) use the same check mask, tested one by one only against enemy
//! hoppers.
//!
//! Goals and obligations (`goals`): in a ruleset with goals beyond checkmate, a
//! position whose game a goal has ended has no moves, and the obligations (compulsory
//! capture, no move giving check) filter the moves of the paths below.
//!
//! That fast path serves a side with exactly one royal piece (or none, where every
//! pseudo-legal move is legal). A side with several royal pieces (coregal chess), or a
//! ruleset that promotes into a royal kind, takes the exact path of [`exact`]: every
//! pseudo-legal move is made on the occupancy and kept only if none of the mover's
//! royal pieces is then attacked.

use crate::attacks::{
    attackers_after_step, attackers_to, block_squares, is_attacked, pin_ray, pinned, screens_barred,
};
use crate::castling;
use crate::moves::{Move, MoveKind};
use crate::sink::{Counter, Origin, Sink};
use crate::state::State;
use crate::tables::{MagicLines, PieceMoves, Special, SpecialMotion, Tables, TargetShape};

pub(crate) mod drops;
mod exact;
pub(crate) mod gating;
mod goals;
pub(crate) mod in_place;
mod pass;
use fers_geometry::{Bits, Square, SquareSet};
use fers_movement::{Kind, MAX_KINDS, Mode};
pub(crate) use goals::{
    black_can_answer, gives_check, moves_before_obligations, obliged_moves, unfiltered_moves,
    without_second,
};

/// Room for the moves of a typical position, so that a move list collected for one
/// allocates once (growing from empty reallocates four or five times per position).
pub(crate) const TYPICAL_MOVES: usize = 128;

/// Squares a piece of `kind` on `from` may move to by its components, before legality.
/// `ours` and `theirs` are the two sides' pieces; `s` says which kinds stand where (for
/// hops that may not hop over some kinds).
#[inline(always)]
pub fn pseudo_targets<B: Bits>(
    t: &Tables<B>,
    s: &State<B>,
    pm: &PieceMoves<B>,
    from: Square,
    ours: SquareSet<B>,
    theirs: SquareSet<B>,
) -> SquareSet<B> {
    pseudo_targets_with::<B, true>(t, s, pm, from, ours, theirs)
}

/// [`pseudo_targets`], compiled without the tests of `first-move` and `not-in-check`
/// components when `GENERAL` is false (for tables that have none: [`Tables::plain`]).
///
/// The kind's [`TargetShape`] is asked first: a knight or king looks up one set, a
/// rook, bishop or queen its lines, without the tests the other pieces need.
#[inline(always)]
fn pseudo_targets_with<B: Bits, const GENERAL: bool>(
    t: &Tables<B>,
    s: &State<B>,
    pm: &PieceMoves<B>,
    from: Square,
    ours: SquareSet<B>,
    theirs: SquareSet<B>,
) -> SquareSet<B> {
    let occupied = ours | theirs;
    match pm.shape {
        TargetShape::Leaps => return pm.leaps[from.index()].both & !ours,
        TargetShape::Lines => return pm.lines.attacks(&t.rays, from, occupied) & !ours,
        TargetShape::RookLines => {
            return pm
                .lines
                .magic_attacks::<B, { MagicLines::Rook as u8 }>(&t.rays, from, occupied)
                & !ours;
        }
        TargetShape::BishopLines => {
            return pm
                .lines
                .magic_attacks::<B, { MagicLines::Bishop as u8 }>(&t.rays, from, occupied)
                & !ours;
        }
        TargetShape::QueenLines => {
            return pm
                .lines
                .magic_attacks::<B, { MagicLines::Queen as u8 }>(&t.rays, from, occupied)
                & !ours;
        }
        TargetShape::LeapsAndLines => {
            return (pm.leaps[from.index()].both | pm.lines.attacks(&t.rays, from, occupied))
                & !ours;
        }
        TargetShape::Mixed => {}
    }
    let empty = t.board & !occupied;
    let mut targets = SquareSet::EMPTY;
    if pm.has_leaps {
        let l = pm.leaps[from.index()];
        targets = (l.quiet & empty) | (l.capture & theirs) | (l.both & !ours);
    }
    if !pm.lines.is_empty() {
        targets |= pm.lines.attacks(&t.rays, from, occupied) & !ours;
    }
    if pm.general {
        targets |= general_targets::<B, GENERAL>(t, s, pm, from, ours, theirs, empty);
    }
    targets
}

/// The targets of the rarer components: slides limited in range or mode, hops, lame
/// and initial-only moves.
#[inline]
fn general_targets<B: Bits, const GENERAL: bool>(
    t: &Tables<B>,
    s: &State<B>,
    pm: &PieceMoves<B>,
    from: Square,
    ours: SquareSet<B>,
    theirs: SquareSet<B>,
    empty: SquareSet<B>,
) -> SquareSet<B> {
    let occupied = ours | theirs;
    let mut targets = SquareSet::EMPTY;
    for (mode, slides) in &pm.slides {
        targets |= by_mode(
            *mode,
            slides.attacks(&t.rays, from, occupied),
            ours,
            theirs,
            empty,
        );
    }
    for (mode, hops) in &pm.hops {
        targets |= by_mode(
            *mode,
            hops.targets_over(&t.rays, from, occupied, s.kinds(hops.barred)),
            ours,
            theirs,
            empty,
        );
    }
    for sp in &pm.special {
        if !sp.from.contains(from) {
            continue;
        }
        // One test for the rare conditions (first move, not in check), asked out of
        // line: a pawn's double step, special too, pays only this test.
        if GENERAL && sp.conditional && !conditions_hold(t, s, sp, from) {
            continue;
        }
        targets |= special_targets(t, sp, from, ours, theirs);
    }
    targets
}

/// Whether a `first-move` or `not-in-check` component may be used from `from` now:
/// its piece keeps its first-move right (first-move rights are kept in the castling
/// set: the loader refuses `first-move` beside `[castling]`), and its side is not in
/// check.
#[cold]
#[inline(never)]
fn conditions_hold<B: Bits>(t: &Tables<B>, s: &State<B>, sp: &Special<B>, from: Square) -> bool {
    (!sp.first_move || s.castling.contains(from))
        && (!sp.not_in_check || s.checkers(t, s.turn).is_empty())
}

/// The targets of one rare component from `from`, whatever its first-move or
/// not-in-check condition says (the caller asks it).
#[inline]
pub(crate) fn special_targets<B: Bits>(
    t: &Tables<B>,
    sp: &Special<B>,
    from: Square,
    ours: SquareSet<B>,
    theirs: SquareSet<B>,
) -> SquareSet<B> {
    let occupied = ours | theirs;
    let reach = match &sp.motion {
        SpecialMotion::Leaps(list) => list[from.index()]
            .iter()
            .filter(|(_, path)| !path.intersects(occupied))
            .map(|(to, _)| *to)
            .collect(),
        SpecialMotion::Slides(s) => s.attacks(&t.rays, from, occupied),
    };
    by_mode(sp.mode, reach & sp.to, ours, theirs, t.board & !occupied)
}

#[inline(always)]
fn by_mode<B: Bits>(
    mode: Mode,
    reach: SquareSet<B>,
    ours: SquareSet<B>,
    theirs: SquareSet<B>,
    empty: SquareSet<B>,
) -> SquareSet<B> {
    match mode {
        Mode::Both => reach & !ours,
        Mode::Move => reach & empty,
        Mode::Capture => reach & theirs,
    }
}

#[inline(always)]
fn emit<B: Bits, S: Sink<B>>(
    t: &Tables<B>,
    s: &State<B>,
    sink: &mut S,
    pm: &PieceMoves<B>,
    kind: Kind,
    from: Origin,
    targets: SquareSet<B>,
) {
    if targets.is_empty() {
        return;
    }
    if (targets & pm.promotion_hint).is_empty() {
        sink.moves(kind, from, targets);
        return;
    }
    let (zone, mandatory) = match from {
        Origin::Square(f) => pm.promotion_squares(f, s.by_color[!s.turn]),
        // Setwise generation is off for kinds with `from-zone` (`promotion_from`) or
        // `on-capture`.
        Origin::Delta(_) => (pm.promotion_zone, pm.promotion_mandatory),
    };
    let promoting = targets & zone;
    if promoting.is_empty() {
        sink.moves(kind, from, targets);
    } else {
        let mut buf = [Kind(0); MAX_KINDS];
        let choices = promotion_choices(t, s, kind, &mut buf);
        sink.moves(kind, from, targets & !mandatory);
        sink.promotions(kind, from, promoting, choices);
    }
}

/// The kinds a piece of `kind` may promote to now: all its choices, or under a
/// "captured" limit only those its side has fewer of than at the start.
#[inline]
pub(crate) fn promotion_choices<'a, B: Bits>(
    t: &'a Tables<B>,
    s: &State<B>,
    kind: Kind,
    buf: &'a mut [Kind; MAX_KINDS],
) -> &'a [Kind] {
    let Some(p) = &t.ruleset.pieces[kind.index()].promotion else {
        return &[];
    };
    let us = s.turn;
    if !p.only_captured && !t.promotion_limits {
        return p.choices(us);
    }
    let mut n = 0;
    for &c in p.choices(us) {
        let have = (s.by_kind[c.index()] & s.by_color[us]).count();
        let lost = !p.only_captured || have < t.start_counts[us][c.index()];
        let room = t.ruleset.pieces[c.index()]
            .promotion_limit
            .is_none_or(|most| have < most);
        if lost && room {
            buf[n] = c;
            n += 1;
        }
    }
    &buf[..n]
}

/// Produces every legal move of the side to move into `sink`: none once a goal has ended
/// the game, and only the moves the ruleset's obligations leave (see [`goals`]).
#[inline(always)]
pub fn generate<B: Bits, S: Sink<B>>(t: &Tables<B>, s: &State<B>, sink: &mut S) {
    if t.goals.active {
        goals::generate(t, s, sink);
    } else {
        generate_moves(t, s, sink);
    }
}

/// The number of legal moves of the side to move, counted as target sets without
/// listing them (perft's bulk count).
#[inline(always)]
pub(crate) fn count<B: Bits>(t: &Tables<B>, s: &State<B>) -> u64 {
    let mut c = Counter(0);
    generate(t, s, &mut c);
    c.0
}

/// Every move the rules of movement and royal safety allow, before goals and
/// obligations: the pieces' moves, then a pass where the ruleset allows one. Inline in
/// its callers: it only chooses the path.
#[inline(always)]
fn generate_moves<B: Bits, S: Sink<B>>(t: &Tables<B>, s: &State<B>, sink: &mut S) {
    if t.plain {
        generate_piece_moves::<B, S, false>(t, s, sink);
    } else if t.gating {
        gating::generate(t, s, sink);
    } else {
        generate_piece_moves::<B, S, true>(t, s, sink);
    }
    if t.extra_moves {
        pass::generate(t, s, sink);
        in_place::generate(t, s, sink);
    }
}

/// Every move of the pieces that the rules of movement and royal safety allow, compiled
/// without the tests for hoppers and lame leapers when `GENERAL` is false (for tables
/// that have none: [`Tables::plain`]).
fn generate_piece_moves<B: Bits, S: Sink<B>, const GENERAL: bool>(
    t: &Tables<B>,
    s: &State<B>,
    sink: &mut S,
) {
    let us = s.turn;
    let them = !us;
    let ours = s.by_color[us];
    let theirs = s.by_color[them];
    let occupied = ours | theirs;
    let mut mask = t.board;
    let mut pins = SquareSet::EMPTY;
    // Our pieces standing alone on the leg of an enemy lame leaper aimed at our king:
    // moving one may open the attack, so their moves are tested by making them.
    let mut leg_blockers = SquareSet::EMPTY;
    // Squares between our king and enemy hoppers where one move may give a hopper a
    // screen or take one away (see `screen_lines`): moves onto them are tested by
    // making them.
    let mut screens = SquareSet::EMPTY;
    let royals = s.royals(t) & ours;
    let king = royals.single();
    if king.is_none() || t.royal_promotion {
        // Several royal pieces, none, or a promotion that may create one.
        exact::generate(t, s, royals, sink);
        return;
    }
    if let Some(k) = king {
        let royal = match t.royal {
            Some(r) => r,
            None => s.piece_at(k).map_or(Kind(0), |p| p.kind),
        };
        let checkers = attackers_to(t, s, k, them, occupied);
        let pm = &t.moves[royal.index()][us];
        let lifted = occupied.without(k);
        let mut safe = SquareSet::EMPTY;
        let steps = pseudo_targets_with::<B, GENERAL>(t, s, pm, k, ours, theirs);
        if steps.more_than_one() {
            for to in steps {
                if !is_attacked(t, s, to, them, lifted) {
                    safe = safe.with(to);
                }
            }
        } else if let Some(to) = steps.first()
            && !is_attacked(t, s, to, them, lifted)
        {
            safe = safe.with(to);
        }
        if GENERAL && checkers.any() && t.ruleset.rules.royal_stays_in_check {
            safe &= royal_escape(checkers);
        }
        emit(t, s, sink, pm, royal, Origin::Square(k), safe);
        // With enemy hoppers on the board a double check can be answered by moving a
        // screen onto the other checker's line; otherwise only the royal piece moves.
        let hoppers = GENERAL && (s.kinds(t.attacks[them].hopper_kinds) & theirs).any();
        if checkers.is_empty() {
            castling::generate(t, s, k, (steps, safe), sink);
        } else {
            // Each checker must be captured or blocked by the one piece that moves: in
            // double check that is possible only where both attacks share a square (two
            // lame leapers on one leg).
            for c in checkers {
                mask &= block_squares(t, s, k, c, occupied).with(c);
            }
            if mask.is_empty() && !hoppers {
                en_passant(t, s, royals, sink);
                return;
            }
        }
        pins = pinned(t, s, us, k);
        if GENERAL && !t.attacks[them].lame.is_empty() {
            leg_blockers = lame_leg_blockers(t, s, k);
        }
        if hoppers && checkers.is_empty() {
            // A move may add or remove a screen, which neither pins nor a check mask
            // describe, only on the lines from the king to enemy hoppers: moves from or
            // onto those squares are tested by making them.
            screens = screen_lines(t, s, k);
            leg_blockers |= ours.without(k) & screens;
        } else if hoppers {
            // In check with enemy hoppers on the board a move may answer a check by
            // adding or removing a screen: every other move is tested by making it.
            mask = t.board;
            pins = SquareSet::EMPTY;
            leg_blockers = ours.without(k);
        }
    }
    for (kind, moves) in t.moves.iter().enumerate() {
        let kind = Kind(kind as u8);
        let mut pieces = s.by_kind[kind.index()] & ours;
        if let Some(k) = king {
            pieces = pieces.without(k);
        }
        if pieces.is_empty() {
            continue;
        }
        let pm = &moves[us];
        if let Some(entries) = &pm.setwise
            && pieces.count() as usize * 2 > entries.len()
        {
            // Many pieces, few offsets: move them all at once, one shift per offset.
            // Pinned pieces and leg blockers need their own masks: they go one by one.
            let free = pieces & !pins & !leg_blockers;
            let empty = t.board & !occupied;
            for e in entries {
                let mut from = free & e.from;
                for &leg in &e.legs {
                    from &= !occupied.shift(-leg);
                }
                let reach = from.shift(e.delta);
                let mut targets = by_mode(e.mode, reach, ours, theirs, empty) & mask;
                if GENERAL
                    && let Some(k) = king
                    && targets.intersects(screens)
                {
                    let origin = Origin::Delta(e.delta);
                    let tested = targets & screens;
                    targets &= !screens;
                    targets |= tested
                        .iter()
                        .filter(|&to| safe_after(t, s, k, origin.from(to), to))
                        .collect();
                }
                emit(t, s, sink, pm, kind, Origin::Delta(e.delta), targets);
            }
            pieces &= pins | leg_blockers;
        }
        for from in pieces {
            let mut targets =
                pseudo_targets_with::<B, GENERAL>(t, s, pm, from, ours, theirs) & mask;
            if pins.contains(from)
                && let Some(k) = king
            {
                targets &= pin_ray(t, s, us, k, from);
            }
            if GENERAL && let Some(k) = king {
                let tested = if leg_blockers.contains(from) {
                    targets
                } else {
                    targets & screens
                };
                if tested.any() {
                    targets &= !tested;
                    targets |= tested
                        .iter()
                        .filter(|&to| safe_after(t, s, k, from, to))
                        .collect();
                }
            }
            emit(t, s, sink, pm, kind, Origin::Square(from), targets);
        }
    }
    if t.hands.is_some() {
        // Against enemy hoppers `mask` is the whole board and each drop is tested.
        let hoppers = (s.kinds(t.attacks[them].hopper_kinds) & theirs).any();
        drops::generate(t, s, mask, royals, hoppers, sink);
    }
    en_passant(t, s, royals, sink);
}

/// Where a royal piece in check may go under `royal-in-check = "capture-only"`
/// (makpong): onto its one checker, nowhere in double check (Fairy-Stockfish's
/// `makpongRule`).
#[inline]
pub(crate) fn royal_escape<B: Bits>(checkers: SquareSet<B>) -> SquareSet<B> {
    if checkers.more_than_one() {
        SquareSet::EMPTY
    } else {
        checkers
    }
}

/// Whether the king on `king` is safe after a move of another piece of the side to move
/// from `from` to `to` (a capture there takes the piece on it).
#[inline]
fn safe_after<B: Bits>(
    t: &Tables<B>,
    s: &State<B>,
    king: Square,
    from: Square,
    to: Square,
) -> bool {
    if screens_barred(t, !s.turn) {
        // Which piece stands where decides a hop, not only which squares are occupied.
        return attackers_after_step(t, s, king, !s.turn, (from, to)).is_empty();
    }
    let after = s.occupied().without(from).with(to);
    attackers_to(t, s, king, !s.turn, after)
        .without(to)
        .is_empty()
}

/// The squares where one move of the side to move (not in check) could give an enemy
/// hopper an attack on `king`: for every enemy hopper on a line it attacks the king
/// along, with at most two pieces between (a hopper attacks over exactly one screen, and
/// one move adds or removes at most one), the squares between and the hopper's own.
fn screen_lines<B: Bits>(t: &Tables<B>, s: &State<B>, king: Square) -> SquareSet<B> {
    let them = !s.turn;
    let occupied = s.occupied();
    let mut out = SquareSet::EMPTY;
    for class in &t.attacks[them].hops {
        let hoppers = s.by_kind[class.kind.index()] & s.by_color[them] & class.from;
        if hoppers.is_empty() || !class.to.contains(king) {
            continue;
        }
        for &(along, back) in &class.pairs {
            // A hopper moving along `along` onto the king stands back from it.
            let ray = t.rays.ray(back as usize, king);
            for h in ray & hoppers {
                let between = ray & t.rays.ray(along as usize, h);
                if (between & occupied).count() <= 2 {
                    out |= between.with(h);
                }
            }
        }
    }
    out
}

/// Our pieces that alone block the leg of an enemy lame leaper attacking `king`.
fn lame_leg_blockers<B: Bits>(t: &Tables<B>, s: &State<B>, king: Square) -> SquareSet<B> {
    let us = s.turn;
    let occupied = s.occupied();
    let mut out = SquareSet::EMPTY;
    for class in &t.attacks[!us].lame {
        let leapers =
            s.by_kind[class.kind.index()] & s.by_color[!us] & class.any_from[king.index()];
        if leapers.is_empty() {
            continue;
        }
        for &(from, path) in &class.from[king.index()] {
            if leapers.contains(from)
                && let Some(b) = (path & occupied).single()
                && s.by_color[us].contains(b)
            {
                out = out.with(b);
            }
        }
    }
    out
}

/// Whether the side to move has a legal en-passant capture.
pub(crate) fn has_legal_en_passant<B: Bits>(t: &Tables<B>, s: &State<B>) -> bool {
    let mut c = Counter(0);
    en_passant(t, s, s.royals(t) & s.by_color[s.turn], &mut c);
    c.0 > 0
}

/// En passant captures, each tested by making it on the occupancy: none of the mover's
/// `royals` may be attacked afterwards.
///
/// Inline for the test every position takes (most have no en-passant target); the
/// captures are found out of line, so that the common case pays no call.
#[inline(always)]
pub(crate) fn en_passant<B: Bits, S: Sink<B>>(
    t: &Tables<B>,
    s: &State<B>,
    royals: SquareSet<B>,
    sink: &mut S,
) {
    let Some(victim) = s.ep_victim else {
        return;
    };
    if s.ep_targets.is_empty() || t.en_passant_kinds == 0 {
        return;
    }
    en_passant_captures(t, s, royals, victim, sink);
}

/// [`en_passant`] once the position has a target and a piece to take (`victim`).
#[inline(never)]
fn en_passant_captures<B: Bits, S: Sink<B>>(
    t: &Tables<B>,
    s: &State<B>,
    royals: SquareSet<B>,
    victim: Square,
    sink: &mut S,
) {
    let us = s.turn;
    let occupied = s.occupied();
    let capturers = s.kinds(t.en_passant_kinds) & s.by_color[us];
    for from in capturers {
        let kind = s.piece_at(from).map_or(Kind(0), |p| p.kind);
        let pm = &t.moves[kind.index()][us];
        let candidates = pm.en_passant[from.index()] & s.ep_targets & !occupied;
        if candidates.is_empty() {
            continue;
        }
        // As in Fairy-Stockfish, a square the piece may also move to quietly is reached
        // by that quiet move, not by an en-passant capture (one move per UCI text).
        let quiet = pseudo_targets(t, s, pm, from, s.by_color[us], s.by_color[!us]) & !occupied;
        for to in candidates & !quiet {
            let after = occupied.without(from).without(victim).with(to);
            // A royal piece capturing en passant is judged on its new square.
            let moved = if royals.contains(from) {
                royals.without(from).with(to)
            } else {
                royals
            };
            if moved.iter().all(|r| !is_attacked(t, s, r, !us, after)) {
                let m = Move {
                    from,
                    to,
                    piece: kind,
                    promotion: None,
                    kind: MoveKind::EnPassant,
                    second: None,
                };
                let (zone, mandatory) = pm.promotion_squares(from, s.by_color[!us].with(to));
                if zone.contains(to) {
                    let mut buf = [Kind(0); MAX_KINDS];
                    let choices = promotion_choices(t, s, kind, &mut buf);
                    if !mandatory.contains(to) {
                        sink.one(m);
                    }
                    for &c in choices {
                        // A piece promoted into a royal kind is royal on its new square.
                        if t.royal_kinds & (c.mask()) != 0 && is_attacked(t, s, to, !us, after) {
                            continue;
                        }
                        sink.one(Move {
                            promotion: Some(c),
                            ..m
                        });
                    }
                } else {
                    sink.one(m);
                }
            }
        }
    }
}
