//! In-place promotion (`promotion.in-place`, sittuyin): a piece promotes by a move of
//! its own, never on arriving in its zone.
//!
//! A piece of such a kind standing in its zone — or anywhere, when it is its side's only
//! piece of the kind — becomes one of its promotion choices (those its
//! `promotion-limit` still allows) either where it stands (`g7g7f`) or by one move the
//! new kind makes onto an empty square (`g7f6f`). The new piece may not attack an
//! enemy piece from its square, and the move may not give check (a discovered one
//! neither) or leave a royal piece of the mover attacked. These moves are few and rare,
//! so each is judged by making it.

use crate::families::Compiled;
use crate::kernel::targets::pseudo_targets;
use crate::kernel::{Hooks, Move, MoveKind, Piece, Sink, State};
use fers_geometry::Bits;
use fers_movement::{Kind, MAX_KINDS};

/// Every legal in-place promotion of the side to move into `sink`.
pub(crate) fn generate<B: Bits, S: Sink<B>>(t: &Compiled<B>, s: &State<B>, sink: &mut S) {
    for m in candidates(t, s) {
        if allowed(t, s, m) {
            sink.one(m);
        }
    }
}

/// The in-place promotions of the side to move that the pieces' geometry allows,
/// before the tests of [`allowed`].
pub(crate) fn candidates<B: Bits>(t: &Compiled<B>, s: &State<B>) -> Vec<Move> {
    let mut out = Vec::new();
    if t.promotion.in_place == 0 {
        return out;
    }
    let us = s.turn;
    let (ours, theirs) = (s.by_color[us], s.by_color[!us]);
    let empty = t.board & !s.occupied();
    for kind in (0..t.moves.len()).filter(|&k| t.promotion.in_place & 1 << k != 0) {
        let piece = Kind(kind as u8);
        let pieces = s.by_kind[kind] & ours;
        // A lone piece of the kind promotes wherever it stands.
        let eligible = if pieces.more_than_one() {
            pieces & t.moves[kind][us].in_place_zone
        } else {
            pieces
        };
        let mut buf = [Kind(0); MAX_KINDS];
        let choices = t.promotion_choices(s, piece, &mut buf);
        for from in eligible {
            for &c in choices {
                let pm = &t.moves[c.index()][us];
                let steps = pseudo_targets(t, s, pm, from, ours, theirs) & empty;
                for to in steps.with(from) {
                    out.push(Move {
                        from,
                        to,
                        piece,
                        promotion: Some(c),
                        kind: MoveKind::Normal,
                        second: None,
                    });
                }
            }
        }
    }
    out
}

/// Whether the in-place promotion `m` may be played: afterwards no royal piece of the
/// mover is attacked, none of the opponent's is (no check, direct or discovered), and
/// the new piece attacks no enemy piece.
pub(crate) fn allowed<B: Bits>(t: &Compiled<B>, s: &State<B>, m: Move) -> bool {
    let us = s.turn;
    let mut after = *s;
    after.play(t, m);
    let Some(new) = m.promotion else {
        return false;
    };
    let pm = &t.moves[new.index()][us];
    let (ours, theirs) = (after.by_color[us], after.by_color[!us]);
    after.checkers(t, us).is_empty()
        && after.checkers(t, !us).is_empty()
        && (pseudo_targets(t, &after, pm, m.to, ours, theirs) & theirs).is_empty()
}

/// Whether `m` promotes in place: from and to the same square, a normal move (a pass
/// keeps its square too, but is no move of a piece).
#[inline(always)]
pub(crate) fn is_in_place(m: Move) -> bool {
    m.from == m.to && m.kind == MoveKind::Normal
}

/// Makes the in-place promotion `m`, which reaches here with its own piece taken off by
/// the capture step of `play`, which knows nothing of it: the piece goes back as its new
/// kind. Not a capture, though the clocks see a promotion.
pub(crate) fn promote<B: Bits>(t: &Compiled<B>, s: &mut State<B>, m: Move) {
    if let Some(kind) = m.promotion {
        let color = s.turn;
        s.put(t, m.to, Piece { color, kind });
    }
}
