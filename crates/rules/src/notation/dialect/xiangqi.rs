//! WXF, the World Xiangqi Federation's notation: files counted from each side's right,
//! a direction (`+` forward, `-` back, `=` along the rank) and a distance or a file;
//! two pieces of a kind on a file told apart as front (`+`) and rear (`-`), and three or
//! more (or two on each of two files) numbered from the front (tandem pawns: `15=6`).

use super::Notation;
use super::squares::{file, rank};
use super::write::{Disambiguation, Writer};
use crate::kernel::{Hooks, Move};
use fers_geometry::{Bits, Square};
use fers_movement::{Color, Kind};

impl<B: Bits, R: Hooks<B>> Writer<'_, B, R> {
    /// The side to move's pieces of `kind`.
    fn ours(&self, kind: Kind) -> Vec<Square> {
        (self.s.color(self.s.turn) & self.s.kind(kind))
            .iter()
            .collect()
    }

    /// Whether `a` is ahead of `b` for the side to move.
    fn ahead(&self, a: Square, b: Square) -> bool {
        let (ra, rb) = (self.t.shape.rank_of(a).0, self.t.shape.rank_of(b).0);
        match self.s.turn {
            Color::White => ra > rb,
            Color::Black => ra < rb,
        }
    }

    /// The side to move's pieces of `kind` on `sq`'s file.
    fn on_file(&self, kind: Kind, sq: Square) -> Vec<Square> {
        let shape = self.t.shape;
        self.ours(kind)
            .into_iter()
            .filter(|&o| shape.file_of(o) == shape.file_of(sq))
            .collect()
    }

    /// Whether two files or more hold two or more of the side to move's pieces of `kind`.
    fn multi_tandem(&self, kind: Kind) -> bool {
        let shape = self.t.shape;
        let mut per_file = vec![0u32; usize::from(shape.files())];
        for sq in self.ours(kind) {
            if let Some(n) = per_file.get_mut(usize::from(shape.file_of(sq).0)) {
                *n += 1;
            }
        }
        per_file.iter().filter(|&&n| n >= 2).count() >= 2
    }
}

/// For a piece with two or more of its kind on its file (three, or two on each of two
/// files), the number that replaces its letter: 1 for the front one.
pub(super) fn tandem<B: Bits, R: Hooks<B>>(w: &Writer<'_, B, R>, m: Move) -> Option<String> {
    let on_file = w.on_file(m.piece, m.from);
    let needed = if w.multi_tandem(m.piece) { 2 } else { 3 };
    (on_file.len() >= needed).then(|| {
        let ahead = on_file.iter().filter(|&&o| w.ahead(o, m.from)).count();
        (ahead + 1).to_string()
    })
}

/// How WXF tells the piece apart: by front or rear where another of its kind on its
/// file could make the same step (as far as the board and the kind's region allow),
/// else by its file.
pub(super) fn disambiguation<B: Bits, R: Hooks<B>>(
    w: &Writer<'_, B, R>,
    m: Move,
) -> Disambiguation {
    let shape = w.t.shape;
    let on_file = w.on_file(m.piece, m.from);
    if on_file.len() == 2 && !w.multi_tandem(m.piece) {
        let other = on_file.iter().copied().find(|&o| o != m.from);
        let step = i32::from(shape.rank_of(m.to).0) - i32::from(shape.rank_of(m.from).0);
        let other_to = other.and_then(|o| {
            shape.square(
                i32::from(shape.file_of(m.to).0),
                i32::from(shape.rank_of(o).0) + step,
            )
        });
        let region = w.t.ruleset.pieces[m.piece.index()].confined_to;
        let allowed = |sq: Square| {
            region.is_none_or(|r| {
                w.t.ruleset
                    .regions
                    .get(r)
                    .is_some_and(|r| r.squares[w.s.turn].contains(&sq))
            })
        };
        if other_to.is_some_and(allowed) {
            return Disambiguation::Rank;
        }
    }
    Disambiguation::File
}

/// `-` for the rear one of the side to move's pieces of its kind on `from`'s file, `+`
/// for the front one.
pub(super) fn front_or_rear<B: Bits, R: Hooks<B>>(w: &Writer<'_, B, R>, from: Square) -> char {
    let Some(p) = w.s.piece_at(from) else {
        return '+';
    };
    if w.on_file(p.kind, from).iter().any(|&o| w.ahead(o, from)) {
        '-'
    } else {
        '+'
    }
}

/// `=` along the rank, `+` forward, `-` back.
pub(super) fn direction<B: Bits, R: Hooks<B>>(w: &Writer<'_, B, R>, m: Move) -> char {
    let shape = w.t.shape;
    if shape.rank_of(m.from) == shape.rank_of(m.to) {
        '='
    } else if w.ahead(m.to, m.from) {
        '+'
    } else {
        '-'
    }
}

/// Along a file, the number of ranks moved; else the destination's file.
pub(super) fn destination<B: Bits, R: Hooks<B>>(w: &Writer<'_, B, R>, m: Move) -> String {
    let shape = w.t.shape;
    if shape.file_of(m.from) == shape.file_of(m.to) {
        let (a, b) = (shape.rank_of(m.from).0, shape.rank_of(m.to).0);
        a.abs_diff(b).to_string()
    } else {
        file(Notation::XiangqiWxf, shape, w.s.turn, m.to)
    }
}

/// A square in WXF (a drop's destination, a wall): its file and, for an empty square,
/// its rank from the side to move's side, else whether it is the front or rear piece.
pub(super) fn square<B: Bits, R: Hooks<B>>(w: &Writer<'_, B, R>, sq: Square) -> String {
    let (n, shape, us) = (Notation::XiangqiWxf, w.t.shape, w.s.turn);
    let mark = if w.s.piece_at(sq).is_none() {
        rank(n, shape, us, sq)
    } else {
        front_or_rear(w, sq).to_string()
    };
    file(n, shape, us, sq) + &mark
}
