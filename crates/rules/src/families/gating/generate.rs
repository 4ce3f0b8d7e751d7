//! Gating (`[hands] gating`, S-chess): a move of a piece that has not yet left its
//! square of the first rank (`State::gates`) may put a piece from the mover's hand on
//! the square it leaves; castling may gate on the king's square or on the rook's.
//!
//! The gated piece does not shield the mover: a move with a gate is legal exactly when
//! the same move without one is (as in Fairy-Stockfish, which judges the move before
//! the gate), and a castling gate may not go where the king or the rook lands. A royal
//! piece in hand (taken by capture) is gated only where it stands unattacked after the
//! move, as it is dropped. So the
//! gating moves are the legal moves from a gate, each repeated once per kind the hand
//! holds that may stand there (its drop region): [`Gating`] wraps the sink that
//! receives the legal moves and adds them.

use crate::families::Compiled;
use crate::families::hands::HandTables;
use crate::kernel::attacks::attackers_to;
use crate::kernel::movegen::generate_piece_moves;
use crate::kernel::{Move, MoveKind, Origin, Second, Sink, State};
use fers_geometry::{Bits, Square, SquareSet};
use fers_movement::Kind;

/// The pieces' moves with their gating forms (on the general path, out of line so
/// that rulesets without gating pay nothing for it).
#[cold]
#[inline(never)]
pub(crate) fn generate<B: Bits, S: Sink<B>>(t: &Compiled<B>, s: &State<B>, sink: &mut S) {
    match Gating::new(t, s, sink) {
        Ok(mut gating) => generate_piece_moves::<B, Compiled<B>, _, true>(t, s, &mut gating),
        Err(sink) => generate_piece_moves::<B, Compiled<B>, S, true>(t, s, sink),
    }
}

/// A sink that passes every move on and adds its gating forms.
pub(crate) struct Gating<'a, B: Bits, S> {
    t: &'a Compiled<B>,
    s: &'a State<B>,
    h: &'a HandTables<B>,
    /// The mover's gates.
    gates: SquareSet<B>,
    inner: &'a mut S,
}

impl<'a, B: Bits, S: Sink<B>> Gating<'a, B, S> {
    /// The gating sink for the side to move, or `None` when it cannot gate (no gate
    /// left, or an empty hand).
    pub(crate) fn new(
        t: &'a Compiled<B>,
        s: &'a State<B>,
        inner: &'a mut S,
    ) -> Result<Self, &'a mut S> {
        let Some(h) = t.hands.as_ref().filter(|h| h.gating) else {
            return Err(inner);
        };
        let us = s.turn;
        let gates = s.gates & s.by_color[us];
        if gates.is_empty() || s.hands[us].iter().all(|&n| n == 0) {
            return Err(inner);
        }
        Ok(Gating {
            t,
            s,
            h,
            gates,
            inner,
        })
    }

    /// `m` once more with each kind that may be gated on `sq`. A royal piece (one a
    /// side holds only by capturing it) is gated only where no enemy piece attacks it
    /// once the move is made, as a royal piece is dropped.
    fn gate(&mut self, m: Move, sq: Square) {
        let mut kinds = self.h.gateable(self.s, self.s.turn, sq);
        while kinds != 0 {
            let kind = Kind(kinds.trailing_zeros() as u8);
            kinds &= kinds - 1;
            let gated = Move {
                second: Some(Second::Gate { kind, square: sq }),
                ..m
            };
            if self.t.royal_kinds & kind.mask() != 0
                && gated_royal_attackers(self.t, self.s, gated, sq).any()
            {
                continue;
            }
            self.inner.one(gated);
        }
    }

    /// The gating forms of a move that is not castling, if it leaves a gate.
    fn gate_from(&mut self, m: Move) {
        if self.gates.contains(m.from) {
            self.gate(m, m.from);
        }
    }
}

/// The enemy pieces that attack the royal piece `gated` puts on `sq`, once the move is
/// made. Rare (a royal piece in hand), so judged by making the move.
#[cold]
pub(crate) fn gated_royal_attackers<B: Bits>(
    t: &Compiled<B>,
    s: &State<B>,
    gated: Move,
    sq: Square,
) -> SquareSet<B> {
    let mut after = *s;
    after.play_unhashed(t, gated);
    attackers_to(t, &after, sq, !s.turn, after.occupied())
}

/// The squares where a castling move may gate: the king's and the rook's, where they
/// are gates and neither piece lands on them.
pub(crate) fn castling_gates<B: Bits>(t: &Compiled<B>, s: &State<B>, m: Move) -> SquareSet<B> {
    let Some(p) = t.castling.plan(s.turn, m.from, m.to) else {
        return SquareSet::EMPTY;
    };
    (SquareSet::EMPTY.with(p.king).with(p.rook) & s.gates & s.by_color[s.turn])
        .without(p.king_to)
        .without(p.rook_to)
}

impl<B: Bits, S: Sink<B>> Sink<B> for Gating<'_, B, S> {
    fn moves(&mut self, piece: Kind, origin: Origin, targets: SquareSet<B>) {
        self.inner.moves(piece, origin, targets);
        for to in targets {
            self.gate_from(Move {
                from: origin.from(to),
                to,
                piece,
                promotion: None,
                kind: MoveKind::Normal,
                second: None,
            });
        }
    }

    fn promotions(&mut self, piece: Kind, origin: Origin, targets: SquareSet<B>, choices: &[Kind]) {
        self.inner.promotions(piece, origin, targets, choices);
        for to in targets {
            for &c in choices {
                self.gate_from(Move {
                    from: origin.from(to),
                    to,
                    piece,
                    promotion: Some(c),
                    kind: MoveKind::Normal,
                    second: None,
                });
            }
        }
    }

    fn one(&mut self, m: Move) {
        self.inner.one(m);
        if m.is_castle() {
            for sq in castling_gates(self.t, self.s, m) {
                self.gate(m, sq);
            }
        } else if m.kind != MoveKind::Pass {
            self.gate_from(m);
        }
    }

    fn drops(&mut self, piece: Kind, targets: SquareSet<B>) {
        self.inner.drops(piece, targets);
    }
}
