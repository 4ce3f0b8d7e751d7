//! Making a move on a [`State`]: pieces, castling rights, en passant, clocks and hash,
//! all updated incrementally.

use crate::moves::{Move, MoveKind};
use crate::piece::Piece;
use crate::state::{State, check_key, hand_key};
use crate::tables::Tables;
use fers_geometry::{Bits, Square, SquareSet};
use fers_movement::{Color, Kind};

impl<B: Bits> State<B> {
    /// Plays `m`, which must be legal in this state.
    #[inline]
    pub(crate) fn play(&mut self, t: &Tables<B>, m: Move) {
        self.play_with::<true>(t, m);
    }

    /// Plays `m` for a state that is only looked at, never kept as a position: perft's,
    /// and the lookahead of move generation (whether a move gives check or leaves
    /// royal pieces facing). The Zobrist hash and the legality of the en-passant target
    /// (which only the hash and the FEN read) are left as they were, so the hash of the
    /// result means nothing. Everything move generation reads is updated as by
    /// [`play`](Self::play).
    #[inline]
    pub(crate) fn play_unhashed(&mut self, t: &Tables<B>, m: Move) {
        self.play_with::<false>(t, m);
    }

    /// [`play`](Self::play), keeping the hash and the en-passant legality when `HASH`.
    #[inline(always)]
    fn play_with<const HASH: bool>(&mut self, t: &Tables<B>, m: Move) {
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
        let mut irreversible = t.resets_clock & (m.piece.mask()) != 0
            || (m.promotion.is_some() && t.reversible_promotion & m.piece.mask() == 0);
        let mut captured = None;
        let mut gained = SquareSet::EMPTY;
        match m.kind {
            MoveKind::Castle(_) => {
                if let Some(p) = t.castling_plan(us, m.from, m.to) {
                    let king = self.remove_with::<HASH>(t, p.king);
                    let rook = self.remove_with::<HASH>(t, p.rook);
                    if let (Some(k), Some(r)) = (king, rook) {
                        self.put_with::<HASH>(t, p.king_to, k);
                        self.put_with::<HASH>(t, p.rook_to, r);
                    }
                }
            }
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
                self.drop_from_hand(t, us, m.piece, m.to);
                irreversible = true;
                gained = self.rights_by_drop(t, m);
            }
            // Nothing moves; the clocks and the turn go on below.
            MoveKind::Pass => {}
        }
        if let Some(p) = m.second {
            self.place_second(t, us, p);
        }
        if t.extra_make {
            self.extra_effects(t, m, taken, captured);
        }
        // Rights go with a rook that moves or is captured, and all of a side's go when
        // its castling king moves or is captured (possible only when it is not royal):
        // a piece of the castling kind leaving, or taken on, its side's castling rank (a
        // second king elsewhere, promoted in kinglet, is not the castling king).
        //
        // Rights stand on the partners' squares, and the squares the move emptied or
        // took have already lost theirs, so a side's remaining rights are those on its
        // pieces now: losing all of one side's keeps those on the other side's pieces.
        if self.castling.any() {
            self.update_castling_rights(t, m, taken, captured);
        }
        // A king or rook dropped onto its castling square (`by-drop`) gains its right
        // after the rights the move took away.
        self.castling |= gained;
        if HASH {
            for sq in old_rights ^ self.castling {
                self.hash ^= t.zobrist.castling[sq.index()];
            }
        }
        if captured.is_none() && m.promotion.is_none() {
            self.set_en_passant(t, m);
        } else {
            self.ep_targets = SquareSet::EMPTY;
            self.ep_victim = None;
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
            self.update_en_passant_legality(t);
            self.hash ^= self.ep_key(t);
        }
        if t.goals.watch_checks {
            self.note_check(t, us);
        }
    }

    /// After `us` moved, in a ruleset that watches checks: a check given counts under a
    /// `check-limit`, and under `decisive-checks` the opponent's series of checks goes
    /// on (decisive if it was, or if a decisive kind gives this one) or ends.
    #[inline(never)]
    fn note_check(&mut self, t: &Tables<B>, us: Color) {
        let them = !us;
        let checkers = self.checkers(t, them);
        if t.goals.check_limit.is_some() && checkers.any() {
            self.give_check(us);
        }
        if t.goals.decisive != 0 {
            self.decisive_check[them] = self.decisive_check_now(t, checkers);
        }
    }

    /// Whether the side to move, checked by `checkers`, is now in a decisive series:
    /// it was when it last moved, or a piece of a decisive kind gives this check.
    pub(crate) fn decisive_check_now(&self, t: &Tables<B>, checkers: SquareSet<B>) -> bool {
        checkers.any()
            && (self.decisive_check[self.turn] || checkers.intersects(self.kinds(t.goals.decisive)))
    }

    /// Takes away the castling rights `m` ends (the caller hashes the change).
    #[inline]
    fn update_castling_rights(
        &mut self,
        t: &Tables<B>,
        m: Move,
        taken: Option<Kind>,
        captured: Option<Square>,
    ) {
        let us = self.turn;
        let them = !us;
        let mut rights = self.castling.without(m.from).without(m.to);
        if let Some(v) = captured {
            // A partner captured en passant takes its right with it.
            rights = rights.without(v);
        }
        // A king dropped from hand comes from no square and takes no rights away.
        if let Some(c) = &t.ruleset.castling
            && c.king == m.piece
            && !matches!(m.kind, MoveKind::Drop | MoveKind::Pass)
            && t.on_castling_rank(us, m.from)
        {
            rights &= self.by_color[them];
        }
        if let (Some(c), Some(k), Some(v)) = (&t.ruleset.castling, taken, captured)
            && c.king == k
            && t.on_castling_rank(them, v)
        {
            rights &= self.by_color[us];
        }
        self.castling = rights;
    }

    /// What a move does beyond moving pieces, in rulesets that have it (`extra_make`):
    /// hand bookkeeping, then the explosion of a capture, whose emptied squares lose
    /// their castling rights (the caller hashes the change). Out of line and cold so
    /// that the common path pays one test for both.
    #[cold]
    #[inline(never)]
    fn extra_effects(
        &mut self,
        t: &Tables<B>,
        m: Move,
        taken: Option<Kind>,
        captured: Option<Square>,
    ) {
        let (taken, captured) = if m.from == m.to && m.kind == MoveKind::Normal {
            self.promote_in_place(t, m);
            (None, None)
        } else {
            (taken, captured)
        };
        if let Some(h) = &t.hands {
            self.hand_bookkeeping(t, h, m, taken, captured);
            if h.gating {
                self.close_gates(h, m, captured);
            }
        }
        if t.aimers & m.piece.mask() != 0 && m.kind != MoveKind::Drop {
            self.aim_at_first_moves(t, m);
        }
        if let Some(h) = &t.ruleset.rules.honour_counting {
            self.count(t, h, taken, m.promotion.is_some());
        }
        if let Some(w) = &t.walls
            && captured.is_some()
        {
            self.petrify(t, w, m.piece, m.to);
        }
        // A capture that explodes takes the pieces around it, and their rights.
        if captured.is_some() && t.goals.blast.is_some() {
            // Each side's rights, on its pieces (those the move emptied or took lose
            // theirs in any case).
            let rights = [self.turn, !self.turn].map(|c| (c, self.castling & self.by_color[c]));
            let blown = self.explode(t, m.to, rights);
            self.castling &= !blown;
        }
    }

    /// The castling rights a drop gains under castling's `by-drop` (none elsewhere).
    #[cold]
    #[inline(never)]
    fn rights_by_drop(&self, t: &Tables<B>, m: Move) -> SquareSet<B> {
        match t.ruleset.castling.as_ref().filter(|c| c.by_drop) {
            Some(c) => crate::castling::rights_by_drop(t, self, c, m.to),
            None => SquareSet::EMPTY,
        }
    }

    /// An in-place promotion (`promotion.in-place`: from and to the same square) reaches
    /// here with its own piece taken off by the capture step of `play`, which knows
    /// nothing of it: the piece goes back as its new kind. Not a capture, though the
    /// clocks see a promotion.
    fn promote_in_place(&mut self, t: &Tables<B>, m: Move) {
        if let Some(kind) = m.promotion {
            self.put(
                t,
                m.to,
                Piece {
                    color: self.turn,
                    kind,
                },
            );
        }
    }

    /// After a move in a ruleset with hands: the captured piece goes to the captor's hand
    /// (as the kind it promoted from, if it had promoted and the ruleset demotes), and
    /// the promoted marks follow the pieces.
    fn hand_bookkeeping(
        &mut self,
        t: &Tables<B>,
        h: &crate::tables::HandTables<B>,
        m: Move,
        taken: Option<Kind>,
        captured: Option<Square>,
    ) {
        let was_promoted = captured.is_some_and(|sq| self.promoted.contains(sq));
        if let Some(v) = captured {
            self.promoted = self.promoted.without(v);
        }
        if let MoveKind::Castle(_) = m.kind
            && let Some(p) = t.castling_plan(self.turn, m.from, m.to)
            && self.promoted.contains(p.rook)
        {
            // A promoted rook (crazyhouse) castles and stays promoted.
            self.promoted = self.promoted.without(p.rook).with(p.rook_to);
        }
        if h.track_promoted
            && !matches!(m.kind, MoveKind::Castle(_) | MoveKind::Drop)
            && (self.promoted.contains(m.from)
                || m.promotion.is_some_and(|k| {
                    h.shogi_promoted & k.mask() == 0 && !t.ruleset.is_demotion(m.piece, k)
                }))
        {
            self.promoted = self.promoted.without(m.from).with(m.to);
        }
        if let Some(kind) = taken
            && h.to_captor
        {
            let kind = if was_promoted {
                h.demoted[kind.index()]
            } else {
                h.to_hand[kind.index()]
            };
            self.add_to_hand(self.turn, kind);
        }
    }

    /// Under `gating`: the squares the move left or took are gates no more (castling
    /// leaves the king's and the rook's), and a side whose gates no longer count (an
    /// empty hand that captures cannot fill) loses them all. Gates are not hashed.
    fn close_gates(&mut self, h: &crate::tables::HandTables<B>, m: Move, captured: Option<Square>) {
        let us = self.turn;
        let mut gates = self.gates.without(m.from);
        if m.is_castle() {
            gates = gates.without(m.to);
        }
        if let Some(v) = captured {
            gates = gates.without(v);
        }
        if !h.gates_live(self, us) {
            gates &= !self.by_color[us];
        }
        self.gates = gates;
    }

    /// Puts one more piece of `kind` in `color`'s hand, updating the hash. The count
    /// saturates at 255.
    pub(crate) fn add_to_hand(&mut self, color: Color, kind: Kind) {
        let count = &mut self.hands[color][kind.index()];
        self.hash ^= hand_key(color, kind, *count);
        *count = count.saturating_add(1);
        self.hash ^= hand_key(color, kind, *count);
    }

    /// Counts one more check given by `color` (under a `check-limit`).
    pub(crate) fn give_check(&mut self, color: Color) {
        let given = &mut self.checks_given[color];
        self.hash ^= check_key(color, *given);
        *given = given.saturating_add(1);
        self.hash ^= check_key(color, *given);
    }

    /// Takes a piece of `kind` from `color`'s hand and puts it on `sq` (a drop, or the
    /// second part of a move). The hand count saturates at zero: the move generator, not
    /// this function, decides what may be dropped.
    ///
    /// A shogi-promoted kind (`+p`, dropped under `drop-promoted`) is taken from the hand
    /// as the kind it is the promoted form of.
    pub(crate) fn drop_from_hand(&mut self, t: &Tables<B>, color: Color, kind: Kind, sq: Square) {
        let held = t.ruleset.pieces[kind.index()].unpromoted.unwrap_or(kind);
        let count = &mut self.hands[color][held.index()];
        self.hash ^= hand_key(color, held, *count);
        *count = count.saturating_sub(1);
        self.hash ^= hand_key(color, held, *count);
        self.put(t, sq, Piece { color, kind });
    }

    /// Puts `p` on `sq`, updating the hash.
    #[inline(always)]
    pub(crate) fn put(&mut self, t: &Tables<B>, sq: Square, p: Piece) {
        self.put_with::<true>(t, sq, p);
    }

    #[inline(always)]
    fn put_with<const HASH: bool>(&mut self, t: &Tables<B>, sq: Square, p: Piece) {
        self.by_color[p.color] = self.by_color[p.color].with(sq);
        self.by_kind[p.kind.index()] = self.by_kind[p.kind.index()].with(sq);
        self.mailbox.as_mut()[sq.index()] = p.code();
        if HASH {
            self.hash ^= piece_key(t, p, sq);
        }
    }

    /// Takes the piece off `sq`, if any, updating the hash.
    #[inline(always)]
    pub(crate) fn remove(&mut self, t: &Tables<B>, sq: Square) -> Option<Piece> {
        self.remove_with::<true>(t, sq)
    }

    #[inline(always)]
    fn remove_with<const HASH: bool>(&mut self, t: &Tables<B>, sq: Square) -> Option<Piece> {
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
    fn move_piece<const HASH: bool>(&mut self, t: &Tables<B>, m: Move) {
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

    /// After a move that passes squares and sets en passant, remember them, but only
    /// if an enemy piece could capture there (so that hashes of equal positions agree).
    /// Inline for the tests every move takes; the moves of kinds that may set targets
    /// go on out of line.
    #[inline(always)]
    fn set_en_passant(&mut self, t: &Tables<B>, m: Move) {
        self.ep_targets = SquareSet::EMPTY;
        self.ep_victim = None;
        if m.kind != MoveKind::Normal
            || t.en_passant_kinds == 0
            || t.sets_en_passant & (m.piece.mask()) == 0
        {
            return;
        }
        self.set_en_passant_targets(t, m);
    }

    /// [`set_en_passant`](Self::set_en_passant) for a move of a kind that may set
    /// targets.
    #[inline(never)]
    fn set_en_passant_targets(&mut self, t: &Tables<B>, m: Move) {
        let us = self.turn;
        let steps = &t.moves[m.piece.index()][us].en_passant_steps[m.from.index()];
        let Some(&(_, passed)) = steps.iter().find(|(to, _)| *to == m.to) else {
            return;
        };
        let them = !us;
        let near = passed.iter().fold(SquareSet::EMPTY, |set, sq| {
            set | t.en_passant_from[them][sq.index()]
        });
        let capturers = self.kinds(t.en_passant_kinds) & self.by_color[them] & near;
        // With one kind that captures en passant, `near` is exact; with several, each
        // piece is asked by its own kind.
        let reachable = capturers.any()
            && (t.en_passant_kinds.is_power_of_two()
                || capturers
                    .iter()
                    .filter_map(|sq| self.piece_at(sq).map(|p| (sq, p)))
                    .any(|(sq, p)| {
                        t.moves[p.kind.index()][them].en_passant[sq.index()].intersects(passed)
                    }));
        if reachable {
            self.ep_targets = passed;
            self.ep_victim = Some(m.to);
        }
    }

    /// Records whether the side to move has a legal en-passant capture: positions
    /// differing only by an unusable target are the same position for repetition
    /// (FIDE 9.2.3), so the target enters the hash (and the FEN) only when legal.
    pub(crate) fn update_en_passant_legality(&mut self, t: &Tables<B>) {
        self.ep_legal = self.ep_targets.any() && crate::movegen::has_legal_en_passant(t, self);
    }

    /// The hash contribution of the en-passant state.
    #[inline(always)]
    pub(crate) fn ep_key(&self, t: &Tables<B>) -> u64 {
        match self.ep_targets.first() {
            Some(sq) if self.ep_legal => t.zobrist.en_passant[t.shape.file_of(sq).0 as usize],
            _ => 0,
        }
    }
}

/// The Zobrist key of `p` standing on `sq`.
#[inline(always)]
fn piece_key<B: Bits>(t: &Tables<B>, p: Piece, sq: Square) -> u64 {
    t.zobrist.pieces[(p.kind.index() * 2 + p.color as usize) * t.zobrist.squares + sq.index()]
}
