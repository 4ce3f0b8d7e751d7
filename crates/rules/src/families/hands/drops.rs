//! Drops: a piece from the mover's hand put on an empty square of its drop region.
//!
//! A drop never captures and never opens a line, so against one royal piece it is legal
//! when the side is not in check, or when it blocks the one checking line (the check
//! mask, which then holds only the squares between). Two things a drop can do that the
//! mask does not describe are tested by making it: serving as the screen of an enemy
//! hopper (only where the enemy has hoppers), and leaving another royal piece attacked
//! (a side with several). While no royal piece is attacked, only a drop that becomes
//! the one screen between a royal piece and an enemy hopper can do either (a drop
//! only adds a piece, which closes lines): only those drops are made
//! ([`tested_squares`]).
//!
//! Two rules of the kind limit drops further: `drop-file-limit` (not on a file that
//! already holds that many of the side's pieces of the kind: shogi's nifu) and
//! `drop-mate = false` (not a drop that checkmates: uchifuzume), found by making the
//! drop and looking for a reply. A third, `drop-opposite-colours`, keeps a kind's
//! drops on both square colours (placement's bishops: [`colour_refusal`]).

use super::HandTables;
use crate::families::Compiled;
use crate::kernel::attacks::{is_attacked, screen_lines};
use crate::kernel::movegen;
use crate::kernel::{Counter, Move, Sink, State};
use fers_geometry::{Bits, Square, SquareSet};
use fers_movement::Kind;

/// Every legal drop of the side to move onto `mask` (the check mask), whose royal pieces
/// are `royals`; with `test`, each drop that may expose a royal piece
/// ([`tested_squares`]) is made on the occupancy and kept only if no royal piece is then
/// attacked.
#[inline(never)]
pub(crate) fn generate<B: Bits, S: Sink<B>>(
    t: &Compiled<B>,
    s: &State<B>,
    mask: SquareSet<B>,
    royals: SquareSet<B>,
    test: bool,
    sink: &mut S,
) {
    let Some(h) = t.hands.as_ref().filter(|h| h.drops) else {
        return;
    };
    let us = s.turn;
    let occupied = s.occupied();
    let mut empty = t.board & !occupied & mask;
    if h.drop_must.is_some() || h.drop_first[us].any() {
        empty = super::placing::allowed(t, h, s, empty);
    }
    if empty.is_empty() {
        return;
    }
    let tested = if test && royals.any() {
        tested_squares(t, s, royals)
    } else {
        SquareSet::EMPTY
    };
    for (held, &count) in s.hands[us].iter().enumerate().take(h.drop_region.len()) {
        if count == 0 && !h.unlimited {
            continue;
        }
        // The piece as it is held, then (`drop-promoted`) as its promoted kind.
        let promoted = h.promoted_drop[held].map(|k| k.index());
        for kind in core::iter::once(held).chain(promoted) {
            drop_kind(t, s, h, kind, empty, royals, tested, sink);
        }
    }
}

/// The legal drops of a piece of `kind` onto `empty` (see [`generate`]).
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn drop_kind<B: Bits, S: Sink<B>>(
    t: &Compiled<B>,
    s: &State<B>,
    h: &HandTables<B>,
    kind: usize,
    empty: SquareSet<B>,
    royals: SquareSet<B>,
    tested: SquareSet<B>,
    sink: &mut S,
) {
    let us = s.turn;
    let occupied = s.occupied();
    let mut targets = h.drop_region[kind][us] & empty;
    if let Some(limit) = h.file_limit[kind] {
        targets &= !crowded_files(h, s.by_kind[kind] & s.by_color[us], limit);
    }
    if h.opposite_colours != 0 {
        let kind = Kind(kind as u8);
        targets = targets
            .iter()
            .filter(|&to| colour_refusal(t, h, s, kind, to).is_none())
            .collect();
    }
    if t.royal_kinds & (1 << kind) != 0 {
        // A royal piece dropped stands on `to`: never where an enemy piece attacks it
        // (next to the enemy's royal piece included).
        targets = targets
            .iter()
            .filter(|&to| !is_attacked(t, s, to, !us, occupied.with(to)))
            .collect();
    }
    if targets.intersects(tested) {
        let safe: SquareSet<B> = (targets & tested)
            .iter()
            .filter(|&to| {
                royals
                    .iter()
                    .all(|r| !is_attacked(t, s, r, !us, occupied.with(to)))
            })
            .collect();
        targets = (targets & !tested) | safe;
    }
    if h.no_drop_mate & 1 << kind != 0 && targets.any() {
        targets = targets
            .iter()
            .filter(|&to| !drop_mates(t, s, Kind(kind as u8), to))
            .collect();
    }
    if targets.any() {
        sink.drops(Kind(kind as u8), targets);
    }
}

/// The squares where a drop of the side to move may leave one of its `royals`
/// attacked: while none is, only the one screen a drop would become between a royal
/// piece and an enemy hopper facing it ([`screen_lines`] with no piece between);
/// otherwise (in check, a drop may also fail to answer it) every square.
fn tested_squares<B: Bits>(t: &Compiled<B>, s: &State<B>, royals: SquareSet<B>) -> SquareSet<B> {
    let them = !s.turn;
    let occupied = s.occupied();
    if royals.iter().any(|r| is_attacked(t, s, r, them, occupied)) {
        return !SquareSet::EMPTY;
    }
    royals.iter().fold(SquareSet::EMPTY, |out, r| {
        out | screen_lines(t, s, r, them, 0)
    })
}

/// Why dropping a piece of `kind` on `to` would break `drop-opposite-colours`, if it
/// would: the side's pieces of such a kind (on the board and in hand) must be able to
/// stand half on dark, half on light squares, as evenly as their number allows. One of
/// them dropped may not put more than the larger half on one colour; a piece of another
/// kind may not take a square that leaves too few of a colour in that kind's drop
/// region. Returns the kind whose rule the drop breaks.
pub(crate) fn colour_refusal<B: Bits>(
    t: &Compiled<B>,
    h: &HandTables<B>,
    s: &State<B>,
    kind: Kind,
    to: Square,
) -> Option<Kind> {
    let us = s.turn;
    let empty = t.board & !s.occupied();
    let light = t.board & !h.dark;
    (0..t.moves.len())
        .filter(|&b| h.opposite_colours & 1 << b != 0)
        .find(|&b| {
            let placed = s.by_kind[b] & s.by_color[us];
            let total = placed.count() + u32::from(s.hands[us][b]);
            if b == kind.index() {
                let colour = if h.dark.contains(to) { h.dark } else { light };
                (placed & colour).count() + 1 > total.div_ceil(2)
            } else {
                let room = placed | (h.drop_region[b][us] & empty).without(to);
                (room & h.dark).count() < total / 2 || (room & light).count() < total / 2
            }
        })
        .map(|b| Kind(b as u8))
}

/// The files holding at least `limit` of `pieces`.
pub(crate) fn crowded_files<B: Bits>(
    h: &HandTables<B>,
    pieces: SquareSet<B>,
    limit: u8,
) -> SquareSet<B> {
    let mut out = SquareSet::EMPTY;
    for &file in &h.files {
        if (pieces & file).count() >= u32::from(limit) {
            out |= file;
        }
    }
    out
}

/// Whether dropping a piece of `kind` on `to` checkmates: the opponent is then in
/// check, no goal has ended the game, and it has no legal move. Only a drop that attacks an enemy royal piece from
/// `to` on an empty board is made to find out.
pub(crate) fn drop_mates<B: Bits>(t: &Compiled<B>, s: &State<B>, kind: Kind, to: Square) -> bool {
    let them = !s.turn;
    let royals = s.royals(t) & s.by_color[them];
    if (t.reach_on_empty_board(kind, s.turn, to) & royals).is_empty() {
        return false;
    }
    let mut after = *s;
    after.play(t, Move::drop(kind, to));
    if after.checkers(t, after.turn).is_empty() {
        return false;
    }
    // A goal that ends the game first (the first check in check-shogi) makes it no
    // checkmate: the game ends by that goal.
    if t.needs.goal_path
        && crate::families::goals::judge::immediate_end(t, &after, || {
            crate::families::goals::generate::black_can_answer(t, &after)
        })
        .is_some()
    {
        return false;
    }
    let mut replies = Counter(0);
    movegen::generate(t, &after, &mut replies);
    replies.0 == 0
}
