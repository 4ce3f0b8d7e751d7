//! Making a move on a [`State`]: pieces, clocks, turn and hash, updated incrementally,
//! with the rule families asked at their fixed points (castling, drops, a second part,
//! effects beyond moving pieces, castling rights, en passant, checks watched) through
//! [`Hooks`].

use super::hooks::Hooks;
use super::moves::{Move, MoveKind};
use super::piece::Piece;
use super::state::State;
use super::tables::Kernel;
use fers_geometry::{Bits, Square, SquareSet};

impl<B: Bits> State<B> {
    /// Plays `m`, which must be legal in this state.
    #[inline]
    pub(crate) fn play<R: Hooks<B>>(&mut self, t: &R, m: Move) {
        self.play_with::<R, true>(t, m);
    }

    /// Plays `m` for a state that is only looked at, never kept as a position: perft's,
    /// and the lookahead of move generation (whether a move gives check or leaves
    /// royal pieces facing). The Zobrist hash and the legality of the en-passant target
    /// (which only the hash and the FEN read) are left as they were, so the hash of the
    /// result means nothing. Everything move generation reads is updated as by
    /// [`play`](Self::play).
    #[inline]
    pub(crate) fn play_unhashed<R: Hooks<B>>(&mut self, t: &R, m: Move) {
        self.play_with::<R, false>(t, m);
    }

    /// [`play`](Self::play), keeping the hash and the en-passant legality when `HASH`.
    #[inline(always)]
    fn play_with<R: Hooks<B>, const HASH: bool>(&mut self, t: &R, m: Move) {
        let us = self.turn;
        let them = !us;
        if HASH {
            self.hash ^= self.ep_key(t);
        }
        let old_rights = self.castling;
        // The kind of the piece taken, if any.
        let mut taken = None;
        // A promotion can never be undone, whatever the kind's own clock rule says, unless
        // the promoted piece turns back (kyoto shogi).
        let mut irreversible = (t.resets_clock & (m.piece.mask()) != 0
            && (t.resets_unless_reversible & m.piece.mask() == 0 || !steps_back(t, us, m)))
            || (m.promotion.is_some() && t.reversible_promotion & m.piece.mask() == 0);
        let mut captured = None;
        let mut gained = SquareSet::EMPTY;
        match m.kind {
            MoveKind::Castle(_) => t.castle::<HASH>(self, m),
            MoveKind::EnPassant => {
                if let Some(v) = self.ep_victim {
                    taken = self.remove_with::<HASH>(t, v).map(|p| p.kind);
                    captured = Some(v);
                }
                self.move_piece::<HASH>(t, m);
                irreversible = true;
            }
            MoveKind::Normal => {
                if let Some(p) = self.remove_with::<HASH>(t, m.to) {
                    irreversible = true;
                    captured = Some(m.to);
                    taken = Some(p.kind);
                }
                self.move_piece::<HASH>(t, m);
            }
            MoveKind::Drop => {
                t.drop_piece(self, us, m.piece, m.to);
                irreversible = true;
                gained = t.rights_by_drop(self, m);
            }
            // Nothing moves; the clocks and the turn go on below.
            MoveKind::Pass => {}
        }
        if let Some(p) = m.second {
            t.place_second(self, us, p);
        }
        if t.needs.make_effects {
            t.make_effects(self, m, taken, captured);
        }
        // Rights go with a rook that moves or is captured, and all of a side's go when
        // its castling king moves or is captured (`families/castling/play.rs`).
        if self.castling.any() {
            t.update_castling_rights(self, m, taken, captured);
        }
        // A king or rook dropped onto its castling square (`by-drop`) gains its right
        // after the rights the move took away.
        self.castling |= gained;
        if HASH {
            for sq in old_rights ^ self.castling {
                self.hash ^= t.zobrist.castling[sq.index()];
            }
        }
        self.ep_targets = SquareSet::EMPTY;
        self.ep_victim = None;
        if captured.is_none() && m.promotion.is_none() {
            t.set_en_passant(self, m);
        }
        self.halfmoves = if irreversible {
            0
        } else {
            self.halfmoves.saturating_add(1)
        };
        if us == fers_movement::Color::Black {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        self.passes = if m.kind == MoveKind::Pass {
            self.passes.saturating_add(1).min(2)
        } else {
            0
        };
        self.turn = them;
        if HASH {
            self.hash ^= t.zobrist.black_to_move;
            self.ep_legal = self.ep_targets.any() && t.en_passant_legal(self);
            self.hash ^= self.ep_key(t);
        }
        if t.needs.watch_checks {
            t.note_check(self, us);
        }
    }

    /// Puts `p` on `sq`, updating the hash.
    #[inline(always)]
    pub(crate) fn put(&mut self, t: &Kernel<B>, sq: Square, p: Piece) {
        self.put_with::<true>(t, sq, p);
    }

    #[inline(always)]
    pub(crate) fn put_with<const HASH: bool>(&mut self, t: &Kernel<B>, sq: Square, p: Piece) {
        self.by_color[p.color] = self.by_color[p.color].with(sq);
        self.by_kind[p.kind.index()] = self.by_kind[p.kind.index()].with(sq);
        self.mailbox.as_mut()[sq.index()] = p.code();
        if HASH {
            self.hash ^= piece_key(t, p, sq);
        }
    }

    /// Takes the piece off `sq`, if any, updating the hash.
    #[inline(always)]
    pub(crate) fn remove(&mut self, t: &Kernel<B>, sq: Square) -> Option<Piece> {
        self.remove_with::<true>(t, sq)
    }

    #[inline(always)]
    pub(crate) fn remove_with<const HASH: bool>(
        &mut self,
        t: &Kernel<B>,
        sq: Square,
    ) -> Option<Piece> {
        let p = self.piece_at(sq)?;
        self.by_color[p.color] = self.by_color[p.color].without(sq);
        self.by_kind[p.kind.index()] = self.by_kind[p.kind.index()].without(sq);
        self.mailbox.as_mut()[sq.index()] = 0;
        if HASH {
            self.hash ^= piece_key(t, p, sq);
        }
        Some(p)
    }

    #[inline(always)]
    fn move_piece<const HASH: bool>(&mut self, t: &Kernel<B>, m: Move) {
        if let Some(p) = self.remove_with::<HASH>(t, m.from) {
            let kind = m.promotion.unwrap_or(p.kind);
            self.put_with::<HASH>(
                t,
                m.to,
                Piece {
                    kind,
                    color: p.color,
                },
            );
        }
    }

    /// The hash contribution of the en-passant state.
    #[inline(always)]
    pub(crate) fn ep_key(&self, t: &Kernel<B>) -> u64 {
        match self.ep_targets.first() {
            Some(sq) if self.ep_legal => t.zobrist.en_passant[t.shape.file_of(sq).0 as usize],
            _ => 0,
        }
    }
}

/// Whether the piece `m` moves could come back by one quiet move of its own on an empty
/// board, from `m.to` to `m.from` (`resets-clock-unless-reversible`: such a move leaves
/// the half-move clock running). A drop or a pass never comes back.
#[cold]
#[inline(never)]
fn steps_back<B: Bits, R: Hooks<B>>(t: &R, us: fers_movement::Color, m: Move) -> bool {
    if matches!(m.kind, MoveKind::Drop | MoveKind::Pass) {
        return false;
    }
    let pm = &t.moves[m.piece.index()][us];
    let empty = State::empty();
    super::targets::pseudo_targets(t, &empty, pm, m.to, SquareSet::EMPTY, SquareSet::EMPTY)
        .contains(m.from)
}

/// The Zobrist key of `p` standing on `sq`.
#[inline(always)]
fn piece_key<B: Bits>(t: &Kernel<B>, p: Piece, sq: Square) -> u64 {
    t.zobrist.pieces[(p.kind.index() * 2 + p.color as usize) * t.zobrist.squares + sq.index()]
}

#[cfg(test)]
mod tests {
    use crate::kernel::movegen::legal_moves;
    use crate::kernel::{Move, MoveKind};
    use crate::position::fen;
    use crate::testing::{compiled, state};
    use fers_geometry::SquareSet;

    /// Plays the first legal move whose UCI text is `text`.
    fn find<B: fers_geometry::Bits>(
        t: &crate::families::Compiled<B>,
        s: &crate::kernel::State<B>,
        text: &str,
    ) -> Move {
        legal_moves(t, s)
            .into_iter()
            .find(|&m| crate::notation::write::uci(t, s, m) == text)
            .unwrap_or_else(|| panic!("{text} is not legal"))
    }

    #[test]
    fn the_incremental_hash_equals_the_hash_of_the_position_read_again() {
        // Castling, en passant, promotion with capture, drops and hands: each made move
        // leaves the hash a fresh read of its FEN gives.
        let games: [(&str, &[&str]); 3] = [
            (
                "standard",
                &[
                    "e2e4", "g8f6", "e4e5", "d7d5", "e5d6", "e7d6", "g1f3", "f8e7", "f1c4", "e8g8",
                    "e1g1",
                ],
            ),
            (
                "crazyhouse",
                &[
                    "e2e4", "d7d5", "e4d5", "d8d5", "b1c3", "d5a5", "P@d4", "g8f6",
                ],
            ),
            ("3check", &["e2e4", "e7e5", "f1b5", "c7c6", "b5c6"]),
        ];
        for (name, moves) in games {
            let t = compiled::<u64>(name);
            let mut s = t.start;
            for text in moves {
                let m = find(&*t, &s, text);
                s.play(&*t, m);
                let again = state(&*t, &fen::write(&*t, &s, s.ep_legal));
                assert_eq!(s.hash, again.hash, "{name} after {text}");
                assert_eq!(s, again, "{name} after {text}");
            }
        }
    }

    #[test]
    fn rights_clocks_and_en_passant_follow_the_move() {
        let t = compiled::<u64>("standard");
        let mut s = state(&*t, "r3k2r/8/8/8/3p4/8/4P3/R3K2R w KQkq - 3 10");
        let double = find(&*t, &s, "e2e4");
        s.play(&*t, double);
        // The pawn passed e3, which the pawn on d4 can take: a target, and legal.
        assert_eq!(s.ep_targets.count(), 1);
        assert!(s.ep_legal);
        assert_eq!((s.halfmoves, s.fullmoves), (0, 10));
        let capture = find(&*t, &s, "d4e3");
        assert_eq!(capture.kind, MoveKind::EnPassant);
        s.play(&*t, capture);
        assert_eq!(s.ep_targets, SquareSet::EMPTY);
        let rook = find(&*t, &s, "h1h8");
        s.play(&*t, rook);
        // The rook took h8: both h-file rights are gone, the queenside ones stay.
        let rights: Vec<String> = s
            .castling
            .iter()
            .map(|sq| t.shape.square_name(sq).to_string())
            .collect();
        assert_eq!(rights, ["a1", "a8"]);
    }
}
