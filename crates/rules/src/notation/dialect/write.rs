//! Writing a move of a position in a [`Notation`], as Fairy-Stockfish writes it: the
//! piece (its letter, a shogi `+` for a promoted one, a WXF tandem number), what tells
//! it apart from the others that could make the move, the separator, the destination,
//! the promotion and the check mark.

use super::squares::{file, rank, square};
use super::{Notation, thai, usi, xiangqi};
use crate::kernel::movegen;
use crate::kernel::{Hooks, Move, MoveKind, Second, State};
use crate::notation::write as chess;
use fers_geometry::{Bits, Square};
use fers_movement::Kind;
use std::fmt::Write as _;

/// What tells a move's piece apart from others that could make the same move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Disambiguation {
    /// Nothing.
    None,
    /// Its start file.
    File,
    /// Its start rank (WXF: `+` for the front piece of two on a file, `-` the rear).
    Rank,
    /// Its start square.
    Square,
}

/// A position being written about in a dialect, with its legal moves.
pub(crate) struct Writer<'a, B: Bits, R> {
    pub(super) t: &'a R,
    pub(super) s: &'a State<B>,
    pub(super) n: Notation,
    pub(super) legal: Vec<Move>,
    /// Write every move with its start square (a spelling readers accept).
    pub(super) full: bool,
}

/// The move `m` of `s` written in `n`.
pub(crate) fn write<B: Bits, R: Hooks<B>>(t: &R, s: &State<B>, m: Move, n: Notation) -> String {
    write_all(t, s, &[m], n).pop().unwrap_or_default()
}

/// Every move of `moves` written in `n`, in the same order; the legal moves are
/// generated once.
pub(crate) fn write_all<B: Bits, R: Hooks<B>>(
    t: &R,
    s: &State<B>,
    moves: &[Move],
    n: Notation,
) -> Vec<String> {
    match n {
        Notation::Uci => moves.iter().map(|&m| chess::uci(t, s, m)).collect(),
        Notation::San => chess::sans(t, s, moves),
        Notation::Usi => moves
            .iter()
            .map(|&m| usi::write(chess::uci_move(t, s, m)))
            .collect(),
        _ => {
            let w = Writer {
                t,
                s,
                n,
                legal: movegen::legal_moves(t, s),
                full: false,
            };
            moves.iter().map(|&m| w.text(m)).collect()
        }
    }
}

impl<B: Bits, R: Hooks<B>> Writer<'_, B, R> {
    /// Whether every kind `m` names is one of this ruleset's (else it is written in UCI).
    fn known(&self, m: Move) -> bool {
        let known = |k: Kind| k.index() < self.t.ruleset.pieces.len();
        known(m.piece)
            && m.promotion.is_none_or(known)
            && m.second.and_then(Second::gated).is_none_or(known)
            && [m.from, m.to]
                .iter()
                .all(|sq| sq.index() < self.t.shape.len())
    }

    /// Whether a piece of `kind` is written without a letter in SAN (a pawn).
    pub(super) fn letterless(&self, kind: Kind) -> bool {
        let p = &self.t.ruleset.pieces[kind.index()];
        p.notation_letter.or(p.san).is_none()
    }

    /// The letter of `kind` in this game's notation: its `notation-letter`, else its SAN
    /// letter, else its FEN letter uppercase.
    pub(super) fn letter(&self, kind: Kind) -> char {
        let p = &self.t.ruleset.pieces[kind.index()];
        p.notation_letter
            .or(p.san)
            .unwrap_or(p.letter.to_ascii_uppercase())
    }

    /// The name of `sq` in this dialect.
    pub(super) fn square(&self, sq: Square) -> String {
        if self.n == Notation::XiangqiWxf {
            return xiangqi::square(self, sq);
        }
        square(self.n, self.t.shape, self.s.turn, sq)
    }

    /// The move `m` (one of the position's) in this dialect.
    pub(super) fn text(&self, m: Move) -> String {
        if !self.known(m) {
            return chess::uci(self.t, self.s, m);
        }
        let n = self.n;
        let mut out = String::new();
        if let MoveKind::Castle(side) = m.kind {
            out.push_str(side.san());
            if let Some(Second::Gate { kind, square }) = m.second {
                let _ = write!(
                    out,
                    "/{}{}",
                    chess::san_letter(&self.t.ruleset, kind),
                    self.square(square)
                );
            }
        } else {
            self.body(m, &mut out);
        }
        if let Some(Second::Wall(sq)) = m.second {
            let _ = write!(out, ",{}", self.square(sq));
        }
        if !n.is_shogi() && n != Notation::XiangqiWxf {
            out.extend(chess::check_mark(self.t, self.s, m));
        }
        out
    }

    /// The move but for castling, its wall and its check mark.
    fn body(&self, m: Move, out: &mut String) {
        let n = self.n;
        let ruleset = &self.t.ruleset;
        out.push_str(&self.piece(m));
        if n == Notation::ThaiLan {
            out.push(' ');
        }
        let d = self.disambiguation(m);
        match d {
            Disambiguation::None => {}
            Disambiguation::File => out.push_str(&file(n, self.t.shape, self.s.turn, m.from)),
            Disambiguation::Rank if n == Notation::XiangqiWxf => {
                out.push(xiangqi::front_or_rear(self, m.from));
            }
            Disambiguation::Rank => out.push_str(&rank(n, self.t.shape, self.s.turn, m.from)),
            Disambiguation::Square => out.push_str(&self.square(m.from)),
        }
        let capture = self.s.is_capture(m);
        if m.is_drop() {
            out.push(match n {
                Notation::ShogiHosking => '\'',
                _ if n.is_shogi() => '*',
                _ => '@',
            });
        } else if n == Notation::XiangqiWxf {
            out.push(xiangqi::direction(self, m));
        } else if capture {
            out.push('x');
        } else if matches!(n, Notation::Lan | Notation::ThaiLan | Notation::Janggi)
            || (n.is_shogi() && (n != Notation::ShogiHosking || d == Disambiguation::Square))
            || (n == Notation::ThaiSan && !self.letterless(m.piece))
        {
            out.push('-');
        }
        if n == Notation::XiangqiWxf && !m.is_drop() {
            out.push_str(&xiangqi::destination(self, m));
        } else {
            out.push_str(&self.square(m.to));
        }
        match m.promotion {
            Some(k) if n.is_shogi() && ruleset.pieces[k.index()].unpromoted == Some(m.piece) => {
                out.push('+');
            }
            Some(k) if n.is_shogi() && ruleset.is_demotion(m.piece, k) => out.push('-'),
            Some(k) => {
                let _ = write!(out, "={}", self.letter(k));
            }
            None if n.is_shogi() && self.could_promote(m) => out.push('='),
            None => {}
        }
        if let Some(kind) = m.second.and_then(Second::gated) {
            let _ = write!(out, "/{}", chess::san_letter(ruleset, kind));
        }
    }

    /// Whether the piece of `m`, which does not promote, could have promoted to its
    /// promoted form on the same move.
    fn could_promote(&self, m: Move) -> bool {
        let promoted = self.t.ruleset.promoted_form(m.piece);
        promoted.is_some()
            && self.legal.iter().any(|o| {
                o.from == m.from && o.to == m.to && !o.is_drop() && o.promotion == promoted
            })
    }

    /// The piece as written before the move.
    fn piece(&self, m: Move) -> String {
        let n = self.n;
        let ruleset = &self.t.ruleset;
        let p = &ruleset.pieces[m.piece.index()];
        if matches!(n, Notation::Lan | Notation::ThaiSan)
            && self.letterless(m.piece)
            && !m.is_drop()
        {
            return String::new();
        }
        if n == Notation::XiangqiWxf
            && let Some(number) = xiangqi::tandem(self, m)
        {
            return number;
        }
        if n.is_shogi()
            && let Some(base) = p.unpromoted
        {
            return format!(
                "+{}",
                ruleset.pieces[base.index()].letter.to_ascii_uppercase()
            );
        }
        if n.is_thai() {
            return thai::piece(p, !m.is_drop() && self.s.promoted.contains(m.from)).to_string();
        }
        self.letter(m.piece).to_string()
    }

    fn disambiguation(&self, m: Move) -> Disambiguation {
        let n = self.n;
        if m.is_drop() {
            return Disambiguation::None;
        }
        if matches!(n, Notation::Lan | Notation::ThaiLan | Notation::Janggi)
            || (self.full && n != Notation::XiangqiWxf)
        {
            return Disambiguation::Square;
        }
        if n == Notation::XiangqiWxf {
            return xiangqi::disambiguation(self, m);
        }
        if n == Notation::ThaiSan && self.letterless(m.piece) {
            if self.s.is_capture(m) {
                return Disambiguation::File;
            }
            let in_place = self.t.ruleset.pieces[m.piece.index()]
                .promotion
                .as_ref()
                .is_some_and(|p| p.in_place);
            if m.promotion.is_some() && m.from != m.to && in_place {
                return Disambiguation::Square;
            }
        }
        let shape = self.t.shape;
        let others: Vec<Square> = self
            .legal
            .iter()
            .filter(|o| {
                o.piece == m.piece
                    && o.to == m.to
                    && o.from != m.from
                    && o.kind == m.kind
                    && o.promotion == m.promotion
                    && o.second == m.second
            })
            .map(|o| o.from)
            .collect();
        if others.is_empty() {
            Disambiguation::None
        } else if n.is_shogi() {
            Disambiguation::Square
        } else if others
            .iter()
            .all(|&o| shape.file_of(o) != shape.file_of(m.from))
        {
            Disambiguation::File
        } else if others
            .iter()
            .all(|&o| shape.rank_of(o) != shape.rank_of(m.from))
        {
            Disambiguation::Rank
        } else {
            Disambiguation::Square
        }
    }
}
