//! Castling when a move is made: the king and rook moved, the rights a move ends, and
//! the rights a drop gains (`by-drop`, placement).
//!
//! Rights are kept as the set of partner-rook squares that may still castle, as in
//! Chess960; standard castling is the case where the start squares are fixed.

use crate::families::Compiled;
use crate::kernel::{Move, MoveKind, Piece, State};
use fers_geometry::{Bits, Square, SquareSet};
use fers_movement::{Castling, CastlingSide, Color, Kind};

/// Moves the king and the rook of the castling move `m` (king onto its partner's
/// square), updating the hash when `HASH`.
#[inline(always)]
pub(crate) fn castle<B: Bits, const HASH: bool>(t: &Compiled<B>, s: &mut State<B>, m: Move) {
    if let Some(p) = t.castling.plan(s.turn, m.from, m.to) {
        let king = s.remove_with::<HASH>(t, p.king);
        let rook = s.remove_with::<HASH>(t, p.rook);
        if let (Some(k), Some(r)) = (king, rook) {
            s.put_with::<HASH>(t, p.king_to, k);
            s.put_with::<HASH>(t, p.rook_to, r);
        }
        if t.goals.castling_wins {
            record_castling(s, p.side);
        }
    }
}

/// Records in `s` (before the turn passes) that its side to move castles on `side`, for
/// `castling-wins` ([`just_castled`]).
#[cold]
fn record_castling<B: Bits>(s: &mut State<B>, side: CastlingSide) {
    let code = match side {
        CastlingSide::King => 1,
        CastlingSide::Queen => 2,
    };
    // The ply of the position after the move.
    let after = match s.turn {
        Color::White => s.fullmoves.wrapping_mul(2).wrapping_add(1),
        Color::Black => s.fullmoves.wrapping_mul(2).wrapping_add(2),
    };
    s.castled = after.wrapping_mul(4) | code;
}

/// The side of the castling move that led to `s`, if the last move castled (recorded
/// only under `castling-wins`).
pub(crate) fn just_castled<B: Bits>(s: &State<B>) -> Option<CastlingSide> {
    let ply = s
        .fullmoves
        .wrapping_mul(2)
        .wrapping_add(u32::from(s.turn == Color::Black));
    if s.castled == 0 || s.castled >> 2 != ply & (u32::MAX >> 2) {
        return None;
    }
    match s.castled & 3 {
        1 => Some(CastlingSide::King),
        2 => Some(CastlingSide::Queen),
        _ => None,
    }
}

/// Takes away the castling rights `m` ends (the caller hashes the change). Rights go
/// with a rook that moves or is captured, and all of a side's go when its castling king
/// moves or is captured (possible only when it is not royal): a piece of the castling
/// kind leaving, or taken on, its side's castling rank (a second king elsewhere,
/// promoted in kinglet, is not the castling king).
///
/// Rights stand on the partners' squares, and the squares the move emptied or took
/// have already lost theirs, so a side's remaining rights are those on its pieces now:
/// losing all of one side's keeps those on the other side's pieces.
#[inline]
pub(crate) fn update_rights<B: Bits>(
    t: &Compiled<B>,
    s: &mut State<B>,
    m: Move,
    taken: Option<Kind>,
    captured: Option<Square>,
) {
    let us = s.turn;
    let them = !us;
    let mut rights = s.castling.without(m.from).without(m.to);
    if let Some(v) = captured {
        // A partner captured en passant takes its right with it.
        rights = rights.without(v);
    }
    // A king dropped from hand comes from no square and takes no rights away.
    if let Some(c) = &t.ruleset.castling
        && c.king == m.piece
        && !matches!(m.kind, MoveKind::Drop | MoveKind::Pass)
        && t.castling.on_rank(us, m.from)
    {
        rights &= s.by_color[them];
    }
    if let (Some(c), Some(k), Some(v)) = (&t.ruleset.castling, taken, captured)
        && c.king == k
        && t.castling.on_rank(them, v)
    {
        rights &= s.by_color[us];
    }
    if let MoveKind::Castle(side) = m.kind
        && t.ruleset
            .castling
            .as_ref()
            .is_some_and(|c| c.opposite_sides)
    {
        rights = without_side(t, s, rights, them, side);
    }
    s.castling = rights;
}

/// `rights` without those of `color` to castle on `side` (`opposite-sides`: castling on
/// one side takes the opponent's right to castle on it).
#[cold]
#[inline(never)]
fn without_side<B: Bits>(
    t: &Compiled<B>,
    s: &State<B>,
    rights: SquareSet<B>,
    color: Color,
    side: CastlingSide,
) -> SquareSet<B> {
    rights & !rights_among(t, s, rights, color, side)
}

/// The castling rights of `color` in `s` to castle on `side`. A right's side is that of
/// its partner from the castling king on the castling rank.
pub(crate) fn rights_on_side<B: Bits>(
    t: &Compiled<B>,
    s: &State<B>,
    color: Color,
    side: CastlingSide,
) -> SquareSet<B> {
    rights_among(t, s, s.castling, color, side)
}

/// Those of `rights` that are `color`'s to castle on `side`.
fn rights_among<B: Bits>(
    t: &Compiled<B>,
    s: &State<B>,
    rights: SquareSet<B>,
    color: Color,
    side: CastlingSide,
) -> SquareSet<B> {
    let mut found = SquareSet::EMPTY;
    let Some(king) = t.castling.king else {
        return found;
    };
    let kings = s.by_color[color]
        .into_iter()
        .filter(|&k| t.castling.on_rank(color, k) && s.piece_at(k).is_some_and(|p| p.kind == king));
    for k in kings {
        for r in rights & s.by_color[color] {
            if t.castling.plan(color, k, r).is_some_and(|p| p.side == side) {
                found = found.with(r);
            }
        }
    }
    found
}

/// The castling rights a drop gains under castling's `by-drop` (none elsewhere).
#[cold]
#[inline(never)]
pub(crate) fn rights_by_drop<B: Bits>(t: &Compiled<B>, s: &State<B>, m: Move) -> SquareSet<B> {
    match t.ruleset.castling.as_ref().filter(|c| c.by_drop) {
        Some(c) => rights_completed_by_drop(t, s, c, m.to),
        None => SquareSet::EMPTY,
    }
}

/// The castling rights a piece dropped on `to` gains under `by-drop` (placement): when
/// the drop completes a pair — the castling king on its start square and a partner on
/// its start square of the same castling move — that partner's right, as if both had
/// stood there from the start. Asked after the drop, with the dropping side to move.
fn rights_completed_by_drop<B: Bits>(
    t: &Compiled<B>,
    s: &State<B>,
    c: &Castling,
    to: Square,
) -> SquareSet<B> {
    let us = s.turn;
    let mut gained = SquareSet::EMPTY;
    let Some(rank) = t.castling.rank(us) else {
        return gained;
    };
    for cm in &c.moves {
        let (Some(kf), Some(rf)) = (cm.king_from, cm.rook_from) else {
            continue;
        };
        let (Some(king), Some(rook)) = (
            t.shape.square(i32::from(kf.0), i32::from(rank)),
            t.shape.square(i32::from(rf.0), i32::from(rank)),
        ) else {
            continue;
        };
        let king_there = s.piece_at(king)
            == Some(Piece {
                color: us,
                kind: c.king,
            });
        let rook_there = s
            .piece_at(rook)
            .is_some_and(|p| p.color == us && c.rooks.contains(&p.kind));
        if (to == king || to == rook) && king_there && rook_there {
            gained = gained.with(rook);
        }
    }
    gained
}
