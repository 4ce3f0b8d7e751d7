//! Gating (`[hands] gating`, S-chess): reading a gated piece written after a SAN move
//! (`Nc3/H`, `O-O/He1`), and explaining a gate that is refused: no gating in the
//! ruleset, the piece not in hand (`NotInHand`), a square where no piece may be gated
//! (`NoGate`: not the square the move leaves, a piece that has left its first-rank
//! square before, where castling puts the king or the rook), or one outside the piece's
//! drop region (`DropNotAllowed`).

use crate::families::View;
use crate::families::gating::generate::{castling_gates, gated_royal_attackers};
use crate::illegal::{IllegalCode, IllegalMove};
use crate::kernel::{Move, Second};
use crate::notation::UciMove;
use fers_geometry::{Bits, Square};
use fers_movement::Kind;

impl<B: Bits> View<'_, B> {
    /// A SAN move with a gate (`Nc3/H`, `O-O/He1`), if the text has one: the move
    /// without it is read first (before the obligations, which judge the move with its
    /// gate), then the gate is matched or explained.
    pub(crate) fn match_gating_san(&self, text: &str) -> Option<Result<Move, IllegalMove>> {
        let trimmed = text.trim_end_matches(['+', '#', '!', '?']);
        let (base, gate) = trimmed.split_once('/')?;
        let bad = || {
            IllegalMove::new(
                IllegalCode::Unparsable,
                format!(
                    "`{}`: a gate is written `/` and a piece letter, after castling with its square (`O-O/He1`)",
                    fers_movement::escape_control(text)
                ),
            )
        };
        let mut chars = gate.chars();
        let Some(letter) = chars.next().filter(char::is_ascii_uppercase) else {
            return Some(Err(bad()));
        };
        let rest = chars.as_str();
        let square = if rest.is_empty() {
            None
        } else {
            match self.shape().parse_square_prefix(rest) {
                Some((sq, len)) if len == rest.len() => Some(sq),
                _ => return Some(Err(bad())),
            }
        };
        let m = match self.validate_ongoing(base) {
            Ok(m) => m,
            // The move alone may be refused by an obligation its gate answers or
            // breaks otherwise (a piece in hand must enter; the gate gives check):
            // judged with the gate.
            Err(e) if e.code.is_obligation() => match self.san_before_obligations(base) {
                Some(m) => m,
                None => return Some(Err(e)),
            },
            Err(e) => return Some(Err(e)),
        };
        Some(self.with_gate(m, letter, square))
    }

    /// The legal move `m` with a piece lettered `letter` gated on `square` (by default
    /// the square the move leaves: the king's, for castling), or why it is refused.
    fn with_gate(
        &self,
        m: Move,
        letter: char,
        square: Option<Square>,
    ) -> Result<Move, IllegalMove> {
        let t = self.tables;
        let Some(kind) = t.ruleset.kind_by_letter(letter.to_ascii_lowercase()) else {
            return Err(IllegalMove::new(
                IllegalCode::NotInHand,
                format!("`{letter}` is not a piece of {}", t.ruleset.name),
            ));
        };
        let gated = Move {
            second: Some(Second::Gate {
                kind,
                square: square.unwrap_or(m.from),
            }),
            ..m
        };
        if self.legal_moves().contains(&gated) {
            Ok(gated)
        } else {
            Err(self.explain_gate(m, kind, square.unwrap_or(m.from)))
        }
    }

    /// Why a UCI move with a letter the move does not take as a promotion is refused,
    /// when without the letter it is legal (or, written from the rook to the king, is
    /// castling): the letter is read as a gate. `None` otherwise.
    pub(crate) fn explain_uci_gate(&self, u: UciMove) -> Option<IllegalMove> {
        let t = self.tables;
        let letter = u.promotion?;
        if !t.gating || u.drop.is_some() {
            return None;
        }
        // A promotion the rules of movement and royal safety allow, written alike, is
        // read as the promotion (`c4d5g`, a pawn promoting in its zone, refused only by
        // an obligation), not as a gate.
        let promotion = (self.piece_at(u.from))
            .and_then(|p| crate::notation::write::promotion_by_suffix(&t.ruleset, p.kind, letter));
        if promotion.is_some()
            && crate::families::goals::generate::moves_before_obligations(t, self.state)
                .iter()
                .any(|m| m.from == u.from && m.to == u.to && m.promotion == promotion)
        {
            return None;
        }
        let kind = t.ruleset.kind_by_letter(letter);
        let plain = UciMove {
            promotion: None,
            ..u
        };
        let (m, square) = match self.find_uci(plain) {
            Some(m) => (m, m.from),
            None => {
                // Castling gated on the rook's square is written from the rook.
                let m = self
                    .legal_moves()
                    .into_iter()
                    .find(|m| m.is_castle() && m.from == u.to && m.to == u.from)?;
                (m, u.from)
            }
        };
        Some(match kind {
            Some(kind) => self.explain_gate(m, kind, square),
            None => IllegalMove::new(
                IllegalCode::NotInHand,
                format!("`{letter}` is not a piece of {}", t.ruleset.name),
            ),
        })
    }

    /// Why gating a piece of `kind` on `square` with the legal move `m` is refused.
    pub(crate) fn explain_gate(&self, m: Move, kind: Kind, square: Square) -> IllegalMove {
        use IllegalCode::*;
        let t = self.tables;
        let us = self.turn();
        let name = &t.ruleset.pieces[kind.index()].name;
        let at = self.shape().square_name(square);
        let Some(h) = t.hands.as_ref().filter(|h| h.gating) else {
            return IllegalMove::new(
                NoGate,
                format!(
                    "{} has no gating: no piece enters with a move",
                    t.ruleset.name
                ),
            );
        };
        if self.state.in_hand(us, kind) == 0 {
            return IllegalMove::new(
                NotInHand,
                format!("{} has no {name} in hand to gate", us.name()),
            );
        }
        // A gate the rules allow, refused by an obligation (it gives check where no
        // move may, say).
        let gated = Move {
            second: Some(Second::Gate { kind, square }),
            ..m
        };
        if let Some(refusal) = self.explain_obligation(gated) {
            return refusal;
        }
        if m.is_castle() {
            let plan = t.castling.plan(us, m.from, m.to);
            if square != m.from && square != m.to {
                return IllegalMove::new(
                    NoGate,
                    format!(
                        "castling gates a piece on the king's square or on the rook's, not on {at}"
                    ),
                );
            }
            if let Some(p) = plan
                && (square == p.king_to || square == p.rook_to)
            {
                let lands = if square == p.king_to { "king" } else { "rook" };
                return IllegalMove::new(
                    NoGate,
                    format!("the {lands} lands on {at} when castling: nothing can be gated there"),
                );
            }
            if castling_gates(t, self.state, m).contains(square) {
                return self.gate_square_refusal(h, m, kind, square);
            }
        } else if square != m.from {
            return IllegalMove::new(
                NoGate,
                format!(
                    "a piece is gated on the square the move leaves ({}), not on {at}",
                    self.shape().square_name(m.from)
                ),
            );
        }
        if !self.state.gates.contains(square) {
            let mover =
                &t.ruleset.pieces[self.piece_at(square).map_or(m.piece, |p| p.kind).index()].name;
            return IllegalMove::new(
                NoGate,
                format!(
                    "the {mover} on {at} may gate no more: a piece is gated only behind a piece leaving its first-rank square for the first time, while the side holds pieces"
                ),
            );
        }
        self.gate_square_refusal(h, m, kind, square)
    }

    /// A gate refused by the piece's drop region (its `drop-ranks` and `drop-region`).
    /// Else a royal piece gated where an enemy piece attacks it after `m`.
    fn gate_square_refusal(
        &self,
        h: &crate::families::hands::HandTables<B>,
        m: Move,
        kind: Kind,
        square: Square,
    ) -> IllegalMove {
        let t = self.tables;
        let name = &t.ruleset.pieces[kind.index()].name;
        let at = self.shape().square_name(square);
        if !h.drop_region[kind.index()][self.turn()].contains(square) {
            let piece = &t.ruleset.pieces[kind.index()];
            let region = (piece.drop_region.map(|r| &t.ruleset.regions[r]))
                .filter(|r| !r.squares[self.turn()].contains(&square));
            let outside = match region {
                Some(r) => format!("the region {} where it may be dropped", r.name),
                None => "the ranks where it may be dropped".to_string(),
            };
            return IllegalMove::new(
                IllegalCode::DropNotAllowed,
                format!("a {name} may not be gated on {at}: it is outside {outside}"),
            );
        }
        let gated = Move {
            second: Some(Second::Gate { kind, square }),
            ..m
        };
        if t.royal_kinds & kind.mask() != 0
            && let Some(by) = gated_royal_attackers(t, self.state, gated, square).first()
        {
            return IllegalMove::new(
                IllegalCode::KingMovesIntoCheck,
                format!(
                    "a {name} may not be gated on {at}: {} would attack it",
                    self.describe(by)
                ),
            );
        }
        IllegalMove::new(
            IllegalCode::NoGate,
            format!("a {name} cannot be gated on {at} with this move"),
        )
    }
}
