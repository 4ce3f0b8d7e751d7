//! Explaining a castling refusal: which right is gone (and, without history, what the
//! board shows about it), which square must be empty, which is attacked.

use super::generate as castling;
use crate::families::View;
use crate::families::royalty::refuse::Refusal;
use crate::illegal::CastlingRefusal;
use crate::illegal::IllegalMove;
use crate::kernel::Piece;
use crate::kernel::{Move, MoveKind};
use crate::notation::UciMove;
use fers_geometry::{Bits, Square};
use fers_movement::CastlingSide;

impl<B: Bits> View<'_, B> {
    /// Whether the UCI move means castling: the castling king moves onto its own partner
    /// rook, or (standard notation) two or more files along its castling rank.
    pub(crate) fn castling_intent(&self, piece: Piece, u: UciMove) -> Option<CastlingSide> {
        let t = self.tables;
        let c = t.ruleset.castling.as_ref()?;
        if piece.kind != c.king {
            return None;
        }
        let shape = self.shape();
        let rank = t.castling.rank(piece.color)?;
        if shape.rank_of(u.from).0 != rank || shape.rank_of(u.to).0 != rank {
            return None;
        }
        let side = if shape.file_of(u.to) > shape.file_of(u.from) {
            CastlingSide::King
        } else {
            CastlingSide::Queen
        };
        let onto_rook = self
            .piece_at(u.to)
            .is_some_and(|p| p.color == piece.color && c.is_rook(p.kind));
        let spec = castling::spec(t, side);
        let to_king_square = !c.chess960 && spec.is_some_and(|s| s.king_to == shape.file_of(u.to));
        let far = shape.file_of(u.to).0.abs_diff(shape.file_of(u.from).0) > 1;
        (onto_rook || (to_king_square && far)).then_some(side)
    }

    /// Why castling towards `side` is refused.
    pub(crate) fn explain_castling(
        &self,
        king: Square,
        side: CastlingSide,
        to: Square,
    ) -> IllegalMove {
        let t = self.tables;
        let us = self.turn();
        let shape = self.shape();
        let side_name = if side == CastlingSide::King {
            "king"
        } else {
            "queen"
        };
        let refuse = IllegalMove::castling;
        let Some(spec) = castling::spec(t, side) else {
            return refuse(
                CastlingRefusal::NoSuchCastling,
                format!("this ruleset has no castling on the {side_name} side"),
            );
        };
        let Some(c) = t.ruleset.castling.as_ref() else {
            return refuse(
                CastlingRefusal::NoSuchCastling,
                "this ruleset has no castling".into(),
            );
        };
        let rank = t.castling.rank(us).unwrap_or(0) as i32;
        let rights = self.state.castling & self.pieces(us);
        let on_side = |sq: &Square| {
            (shape.file_of(*sq) > shape.file_of(king)) == (side == CastlingSide::King)
        };
        let rook = if self
            .piece_at(to)
            .is_some_and(|p| p.color == us && c.is_rook(p.kind))
        {
            Some(to)
        } else {
            rights.iter().find(on_side)
        };
        let home_king = spec.king_from.and_then(|f| shape.square(f.0 as i32, rank));
        let home_rook = spec.rook_from.and_then(|f| shape.square(f.0 as i32, rank));
        let rook_name = &t.ruleset.pieces[c.rooks.first().map_or(0, |k| k.index())].name;
        let king_name = &t.ruleset.pieces[c.king.index()].name;
        let rook_at_home = |h: Square| {
            self.piece_at(h)
                .is_some_and(|p| p.color == us && c.is_rook(p.kind))
        };
        match rook {
            Some(r) if rights.contains(r) => {}
            // Without the game's history only what the board shows can be said: the
            // king off its start square, the rook off its start square, or else the
            // right was lost earlier (a piece moved and came back).
            _ if home_king.is_some_and(|h| h != king) => {
                return refuse(
                    CastlingRefusal::KingMoved,
                    format!(
                        "{} may no longer castle: the {king_name} has moved",
                        us.name()
                    ),
                );
            }
            _ if home_rook.is_some_and(|h| !rook_at_home(h)) => {
                let h = home_rook.map(|h| self.name(h)).unwrap_or_default();
                return refuse(
                    CastlingRefusal::RookMoved,
                    format!(
                        "{} may not castle on the {side_name} side: the {rook_name} from {h} has moved or been captured",
                        us.name()
                    ),
                );
            }
            _ => {
                return refuse(
                    CastlingRefusal::RightLost,
                    format!(
                        "{} has lost the right to castle on the {side_name} side",
                        us.name()
                    ),
                );
            }
        }
        let rook = rook.unwrap_or(to);
        let Some(plan) = t.castling.plan(us, king, rook) else {
            return refuse(
                CastlingRefusal::NoSuchCastling,
                format!(
                    "the {king_name} on {} cannot castle with {}",
                    self.name(king),
                    self.describe(rook)
                ),
            );
        };
        let pseudo = castling::check(t, self.state, plan).and_then(|()| {
            let m = Move::castling(
                king,
                rook,
                self.state
                    .piece_at(king)
                    .map_or(fers_movement::Kind(0), |p| p.kind),
                plan.side,
            );
            match crate::families::royalty::refuse::refusal(t, self.state, m) {
                Some(Refusal::CastlesThroughAttack(sq)) if sq == king => {
                    Err(CastlingRefusal::KingInCheck)
                }
                Some(Refusal::CastlesThroughAttack(sq)) => {
                    Err(CastlingRefusal::PassesThroughCheck(sq))
                }
                Some(Refusal::LeavesAttacked(_)) => {
                    Err(CastlingRefusal::LandsInCheck(plan.king_to))
                }
                _ => Ok(()),
            }
        });
        match pseudo {
            // Castling the rules of movement allow can only be refused by an obligation
            // (it gives check where none may, or a capture is compulsory).
            Ok(()) => {
                let m = Move::castling(king, rook, c.king, side);
                self.explain_obligation(m).unwrap_or_else(|| {
                    refuse(
                        CastlingRefusal::NoSuchCastling,
                        "castling is not possible here".into(),
                    )
                })
            }
            Err(r @ CastlingRefusal::SquaresOccupied(sq)) => refuse(
                r,
                format!(
                    "castling on the {side_name} side needs {} empty, but {} stands there",
                    self.name(sq),
                    self.describe(sq)
                ),
            ),
            Err(r @ CastlingRefusal::KingInCheck) => refuse(
                r,
                format!(
                    "the {king_name} on {} is in check and may not castle out of it",
                    self.name(king)
                ),
            ),
            Err(r @ CastlingRefusal::PassesThroughCheck(sq)) => {
                let by = self
                    .attackers(sq, !us)
                    .first()
                    .map(|a| self.describe(a))
                    .unwrap_or_default();
                refuse(
                    r,
                    format!(
                        "the {king_name} would pass through {}, which {by} attacks",
                        self.name(sq)
                    ),
                )
            }
            Err(r @ CastlingRefusal::LandsInCheck(sq)) => refuse(
                r,
                format!(
                    "the {king_name} would land on {}, where it would be in check",
                    self.name(sq)
                ),
            ),
            Err(r) => refuse(r, "castling is not allowed".into()),
        }
    }

    /// A SAN king move to where castling takes the king (or onto its rook): the refusal
    /// `e` of the king move, and how castling is written, and whether it is allowed.
    pub(crate) fn with_castling_hint(
        &self,
        piece: Piece,
        u: UciMove,
        e: IllegalMove,
    ) -> IllegalMove {
        let Some(side) = self.castling_intent(
            piece,
            UciMove {
                promotion: None,
                ..u
            },
        ) else {
            return e;
        };
        let san = side.san();
        let castle_legal = self
            .legal_moves()
            .iter()
            .any(|m| m.kind == MoveKind::Castle(side));
        let hint = if castle_legal {
            format!("to castle, write {san}")
        } else {
            let why = self.explain_castling(u.from, side, u.to);
            format!("castling ({san}) is not allowed either: {}", why.message)
        };
        IllegalMove::new(e.code, format!("{}; {hint}", e.message))
    }
}
