//! Explaining a UCI move: matching it against the legal moves and, when none matches,
//! saying why (no piece, not yours, the piece does not move that way, a piece in the way,
//! a wrong or missing promotion, en passant not available).

use super::{IllegalCode, IllegalMove};
use crate::movegen::{self, pseudo_targets};
use crate::moves::{Move, MoveKind};
use crate::notation::UciMove;
use crate::piece::Piece;
use crate::position::Position;
use crate::tables::SpecialMotion;
use fers_geometry::{Bits, Square, SquareSet};
use fers_movement::PieceKind;

impl<B: Bits> Position<B> {
    /// The legal move written in UCI, if there is one. Castling is accepted both as the
    /// king's move and as king-takes-rook.
    pub fn find_uci(&self, u: UciMove) -> Option<Move> {
        // Under gating the letter after a move may name the piece gated (`b1c3h`), and
        // castling that gates on the rook's square runs from the rook (`h1e1h`): the
        // legal move written so.
        if self.tables.gating && u.drop.is_none() && u.promotion.is_some() {
            let text = u.to_string();
            if let Some(m) = self
                .legal_moves()
                .into_iter()
                .find(|&m| self.uci(m) == text)
            {
                return Some(m);
            }
        }
        // A second letter names a gate: only a gating move written so (above) has one.
        if u.gate.is_some() {
            return None;
        }
        if let Some(letter) = u.drop {
            let promoted = u.promotion.is_some();
            let kind = self.tables.ruleset.kind_by_symbol(letter, promoted)?;
            let m = Move::drop(kind, u.to);
            return self.legal_moves().contains(&m).then_some(m);
        }
        let promo = match u.promotion {
            Some(c) => {
                let mover = self.piece_at(u.from)?.kind;
                Some(self.tables.promotion_by_suffix(mover, c)?)
            }
            None => None,
        };
        let mut moves = self.legal_moves();
        // A move with a gate is written with its letter (`b1c3h`), matched above; a
        // wall is matched below.
        moves.retain(|m| m.second.is_none_or(|p| p.is_wall()));
        // A move that is not castling takes its text first: castling is written
        // king-takes-rook where the king's destination would be ambiguous.
        let wall = |m: &Move| m.second.filter(|p| p.is_wall()).map(|p| p.square) == u.wall;
        let plain = moves.iter().find(|m| {
            !m.is_castle()
                && !m.is_drop()
                && m.from == u.from
                && m.to == u.to
                && m.promotion == promo
                && wall(m)
        });
        plain.copied().or_else(|| {
            moves.into_iter().find(|m| {
                m.is_castle()
                    && m.from == u.from
                    && promo.is_none()
                    && wall(m)
                    && (m.to == u.to
                        || self.uci(*m).split(',').next().is_some_and(|t| {
                            t.ends_with(&self.shape().square_name(u.to).to_string())
                        }))
            })
        })
    }

    /// Parses and checks a UCI move.
    ///
    /// # Errors
    /// An [`IllegalMove`] explaining why it cannot be played.
    pub fn parse_uci(&self, text: &str) -> Result<Move, IllegalMove> {
        let u =
            UciMove::parse(self.shape(), text).map_err(|e| IllegalMove::unparsable(text, &e))?;
        self.find_uci(u).ok_or_else(|| self.explain_uci(u))
    }

    /// Squares that a double step (a move that sets en passant) of `mover` could pass:
    /// the only squares where an en-passant capture of its pieces can ever happen.
    pub(super) fn possible_en_passant_squares(&self, mover: fers_movement::Color) -> SquareSet<B> {
        self.tables
            .moves
            .iter()
            .flat_map(|moves| moves[mover].en_passant_steps.iter().flatten())
            .fold(SquareSet::EMPTY, |out, &(_, passed)| out | passed)
    }

    /// Why the UCI move `u` is not legal (assumes it is not).
    pub(crate) fn explain_uci(&self, u: UciMove) -> IllegalMove {
        if let Some(letter) = u.drop {
            let promoted = u.promotion.is_some();
            let kind = self.tables.ruleset.kind_by_symbol(letter, promoted);
            return self.explain_drop(kind, letter.to_ascii_uppercase(), u.to);
        }
        if let Some(gate) = u.gate {
            return self.explain_promotion_and_gate(u, gate);
        }
        if let Some(refusal) = self.explain_uci_gate(u) {
            return refusal;
        }
        if (self.tables.walls.is_some() || u.wall.is_some())
            && let Some(refusal) = self.explain_wall(u)
        {
            return refusal;
        }
        self.explain_move(UciMove { wall: None, ..u }, true)
    }

    /// Why a move written with a promotion and a gate (`c6c4ff`) is not legal: outside
    /// gating the second letter is text too many; otherwise the promotion, or else the
    /// gate, is explained.
    fn explain_promotion_and_gate(&self, u: UciMove, gate: char) -> IllegalMove {
        let t = &self.tables;
        let base = UciMove {
            gate: None,
            wall: None,
            ..u
        };
        if !t.gating {
            let at = base.to_string().len();
            return IllegalMove::unparsable(
                &u.to_string(),
                &crate::notation::ParseMoveError::Trailing { at },
            );
        }
        let promotion = self
            .piece_at(u.from)
            .zip(u.promotion)
            .and_then(|(p, c)| t.promotion_by_suffix(p.kind, c));
        let promoting = self.legal_moves().into_iter().find(|m| {
            m.from == u.from && m.to == u.to && m.promotion == promotion && m.second.is_none()
        });
        match (promoting, t.ruleset.kind_by_letter(gate)) {
            (Some(m), Some(kind)) => self.explain_gate(m, kind, m.from),
            (Some(_), None) => IllegalMove::new(
                IllegalCode::NotInHand,
                format!("`{gate}` is not a piece of {}", t.ruleset.name),
            ),
            (None, _) => self.explain_move(base, true),
        }
    }

    /// Why the move `u` is not legal (assumes it is not). With `castling`, a king move
    /// that means castling in UCI is explained as castling; SAN writes castling `O-O`, so
    /// a SAN king move is explained as an ordinary move.
    pub(super) fn explain_move(&self, u: UciMove, castling: bool) -> IllegalMove {
        use IllegalCode::*;
        let t = &self.tables;
        let us = self.turn();
        let text = format!(
            "{}{}{}",
            self.name(u.from),
            self.name(u.to),
            u.promotion.map(String::from).unwrap_or_default()
        );
        // A move the rules of movement allow whose UCI text this is, refused by an
        // obligation, is explained by it, whatever the text looks like: a king stepping
        // two squares or castling (`e1g1`), castling that leaves the king where it is.
        if castling && let Some(refusal) = self.explain_obligation_of_text(&text) {
            return refusal;
        }
        if u.promotion.is_some()
            && let Some(piece) = self.piece_at(u.from)
            && piece.color == us
            && t.in_place & piece.kind.mask() != 0
        {
            return self.explain_in_place(u, piece);
        }
        if u.from == u.to
            && let Some(refusal) = self.explain_pass(u.from)
        {
            return refusal;
        }
        if u.from == u.to {
            return IllegalMove::new(
                SameSquare,
                format!(
                    "{text} starts and ends on {}: a move must change square",
                    self.name(u.from)
                ),
            );
        }
        let Some(piece) = self.piece_at(u.from) else {
            return IllegalMove::new(
                NoPieceOnSource,
                format!("there is no piece on {}", self.name(u.from)),
            );
        };
        if piece.color != us {
            return IllegalMove::new(
                NotYourPiece,
                format!(
                    "{} is not yours: it is {}'s move",
                    self.describe(u.from),
                    us.name()
                ),
            );
        }
        if castling && let Some(side) = self.castling_intent(piece, u) {
            return self.explain_castling(u.from, side, u.to);
        }
        let kind = &t.ruleset.pieces[piece.kind.index()];
        let pm = &t.moves[piece.kind.index()][us];
        let promotion = match u.promotion {
            None => None,
            Some(letter) => {
                let Some(promo) = &kind.promotion else {
                    return IllegalMove::new(
                        InvalidPromotion,
                        format!(
                            "a {} never promotes, so {text} cannot name a piece",
                            kind.name
                        ),
                    );
                };
                // An en-passant target counts as a capture for an `on-capture` kind.
                let theirs =
                    self.pieces(!us) | (self.state.ep_targets & pm.en_passant[u.from.index()]);
                if !pm.promotion_squares(u.from, theirs).0.contains(u.to) {
                    let verb = self.promotion_verb(piece.kind);
                    let why = if promo.on_capture && !theirs.contains(u.to) {
                        "only when it captures"
                    } else {
                        "only on reaching its promotion zone"
                    };
                    return IllegalMove::new(
                        InvalidPromotion,
                        format!(
                            "{} cannot {verb} on {}: it {verb}s {why}",
                            self.describe(u.from),
                            self.name(u.to)
                        ),
                    );
                }
                let names: Vec<&str> = promo
                    .choices(us)
                    .iter()
                    .map(|&k| t.ruleset.pieces[k.index()].name.as_str())
                    .collect();
                match t
                    .promotion_by_suffix(piece.kind, letter)
                    .filter(|k| promo.choices(us).contains(k))
                {
                    Some(k) if !self.promotion_choices(piece.kind).contains(&k) => {
                        return IllegalMove::new(
                            InvalidPromotion,
                            format!(
                                "{} may promote only to a piece its side has lost, and {} has lost no {}",
                                self.describe(u.from),
                                us.name(),
                                t.ruleset.pieces[k.index()].name
                            ),
                        );
                    }
                    Some(k) => Some(k),
                    None => {
                        return IllegalMove::new(
                            InvalidPromotion,
                            format!(
                                "a {} may {} to {}, not `{letter}`",
                                kind.name,
                                self.promotion_verb(piece.kind),
                                names.join(", ")
                            ),
                        );
                    }
                }
            }
        };
        // Walls block like our own pieces and are no capture targets.
        let ours = self.pieces(us) | self.state.walls();
        let theirs = self.pieces(!us);
        let targets = pseudo_targets(t, &self.state, pm, u.from, ours, theirs);
        let ep_reach = pm.en_passant[u.from.index()].contains(u.to)
            && self.piece_at(u.to).is_none()
            && self.possible_en_passant_squares(!us).contains(u.to);
        let is_ep = ep_reach && self.state.ep_targets.contains(u.to);
        if !targets.contains(u.to) && !is_ep {
            if let Some(r) = kind.confined_to.map(|r| &t.ruleset.regions[r])
                && !r.squares[us].contains(&u.to)
            {
                return IllegalMove::new(
                    LeavesRegion,
                    format!(
                        "the {} may not leave the {}: {} is outside it",
                        kind.name,
                        r.name.replace('-', " "),
                        self.name(u.to)
                    ),
                );
            }
            if ours.contains(u.to) {
                return IllegalMove::new(
                    OwnPieceOnTarget,
                    format!(
                        "{} cannot move onto {}: {} stands there",
                        self.describe(u.from),
                        self.name(u.to),
                        self.describe(u.to)
                    ),
                );
            }
            if let Some(screen) = self.barred_screen(kind, u.from, u.to) {
                return IllegalMove::new(
                    PieceCannotMoveThatWay,
                    format!(
                        "{} may not hop over {}: a {} never serves as a {}'s screen",
                        self.describe(u.from),
                        self.describe(screen),
                        t.ruleset.pieces[self.piece_at(screen).map_or(0, |p| p.kind.index())].name,
                        kind.name
                    ),
                );
            }
            if ep_reach {
                return IllegalMove::new(
                    EnPassantNotAvailable,
                    format!(
                        "{} cannot capture en passant on {}: only right after an enemy piece passes that square may it be taken",
                        self.describe(u.from),
                        self.name(u.to)
                    ),
                );
            }
            let occupied_by_enemy = theirs.contains(u.to);
            if occupied_by_enemy
                && pseudo_targets(t, &self.state, pm, u.from, ours, theirs.without(u.to))
                    .contains(u.to)
            {
                return IllegalMove::new(
                    PieceCannotMoveThatWay,
                    format!(
                        "{} cannot capture on {}: it moves that way only onto an empty square",
                        self.describe(u.from),
                        self.name(u.to)
                    ),
                );
            }
            if !occupied_by_enemy
                && pseudo_targets(t, &self.state, pm, u.from, ours, theirs.with(u.to))
                    .contains(u.to)
            {
                return IllegalMove::new(
                    PieceCannotMoveThatWay,
                    format!(
                        "{} may move to {} only to capture, and the square is empty",
                        self.describe(u.from),
                        self.name(u.to)
                    ),
                );
            }
            if let Some(refusal) = self.explain_conditional(pm, u.from, u.to) {
                return refusal;
            }
            if t.reach_on_empty_board(piece.kind, us, u.from)
                .contains(u.to)
            {
                let occupied = ours | theirs;
                let path = self.path(piece, u.from, u.to) & occupied;
                let blocker = nearest(self, u.from, path);
                return IllegalMove::new(
                    PathBlocked,
                    match blocker {
                        Some(b) => format!(
                            "{} cannot reach {}: {} is in the way",
                            self.describe(u.from),
                            self.name(u.to),
                            self.describe(b)
                        ),
                        None => format!(
                            "{} cannot reach {}: the way is blocked",
                            self.describe(u.from),
                            self.name(u.to)
                        ),
                    },
                );
            }
            return IllegalMove::new(
                PieceCannotMoveThatWay,
                format!(
                    "{} cannot move to {}",
                    self.describe(u.from),
                    self.name(u.to)
                ),
            );
        }
        let theirs_now = if is_ep { theirs.with(u.to) } else { theirs };
        let must_promote = pm.promotion_squares(u.from, theirs_now).1.contains(u.to);
        if promotion.is_none() && must_promote && self.promotion_choices(piece.kind).is_empty() {
            return IllegalMove::new(
                PieceCannotMoveThatWay,
                format!(
                    "{} cannot move to {}: it would have to promote, and {} has lost no piece it may promote to",
                    self.describe(u.from),
                    self.name(u.to),
                    us.name()
                ),
            );
        }
        if promotion.is_none() && must_promote {
            let letters: Vec<String> = kind.promotion.as_ref().map_or(Vec::new(), |p| {
                p.choices(us)
                    .iter()
                    .map(|&k| t.promotion_suffix(piece.kind, k).to_string())
                    .collect()
            });
            let first = letters.first().cloned().unwrap_or_default();
            let add = match &letters[..] {
                [one] => format!("add {one} ({text}{one})"),
                _ => format!("add one of {} (e.g. {text}{first})", letters.join(", ")),
            };
            return IllegalMove::new(
                PromotionRequired,
                format!(
                    "{} must {} on {}: {add}",
                    self.describe(u.from),
                    self.promotion_verb(piece.kind),
                    self.name(u.to)
                ),
            );
        }
        let m = Move {
            from: u.from,
            to: u.to,
            piece: piece.kind,
            promotion,
            kind: if is_ep {
                MoveKind::EnPassant
            } else {
                MoveKind::Normal
            },
            second: None,
        };
        if let Some(refusal) = self.explain_pseudo_royal(m) {
            return refusal;
        }
        if let Some(refusal) = self.explain_royal_in_check(m) {
            return refusal;
        }
        if let Some(refusal) = self.explain_obligation(m) {
            return refusal;
        }
        self.explain_exposure(m)
    }

    /// What a piece of `kind` does when it changes kind: `demote` when its only choice
    /// turns a promoted piece back (kyoto shogi's tokin into a lance), else `promote`.
    fn promotion_verb(&self, kind: fers_movement::Kind) -> &'static str {
        let t = &self.tables;
        let choices = t.ruleset.pieces[kind.index()]
            .promotion
            .as_ref()
            .map_or(&[][..], |p| p.choices(self.turn()));
        if !choices.is_empty() && choices.iter().all(|&k| t.ruleset.is_demotion(kind, k)) {
            "demote"
        } else {
            "promote"
        }
    }

    /// Why a move from `from` to `to` that only a `first-move` or `not-in-check`
    /// component makes is refused now: the right is gone (`FirstMoveGone`), or the side
    /// is in check (`BarredInCheck`). `None` if no such component makes it.
    fn explain_conditional(
        &self,
        pm: &crate::tables::PieceMoves<B>,
        from: Square,
        to: Square,
    ) -> Option<IllegalMove> {
        let (t, s) = (&*self.tables, &self.state);
        let (ours, theirs) = (self.pieces(s.turn), self.pieces(!s.turn));
        let sp = pm.special.iter().find(|sp| {
            (sp.first_move || sp.not_in_check)
                && sp.from.contains(from)
                && movegen::special_targets(t, sp, from, ours, theirs).contains(to)
        })?;
        if sp.first_move && !s.castling.contains(from) {
            return Some(IllegalMove::new(
                IllegalCode::FirstMoveGone,
                format!(
                    "{} may move to {} only as its first move, and it has moved or lost that right",
                    self.describe(from),
                    self.name(to)
                ),
            ));
        }
        Some(IllegalMove::new(
            IllegalCode::BarredInCheck,
            format!(
                "{} may not move to {} while {} is in check",
                self.describe(from),
                self.name(to),
                s.turn.name()
            ),
        ))
    }

    /// Why a royal piece's move in check is refused under `royal-in-check =
    /// "capture-only"` (makpong): it does not capture the one checker. `None` otherwise.
    fn explain_royal_in_check(&self, m: Move) -> Option<IllegalMove> {
        let (t, s) = (&*self.tables, &self.state);
        if !t.ruleset.rules.royal_stays_in_check || !s.royals(t).contains(m.from) {
            return None;
        }
        let checkers = s.checkers(t, s.turn);
        if checkers.is_empty() || movegen::royal_escape(checkers).contains(m.to) {
            return None;
        }
        Some(IllegalMove::new(
            IllegalCode::RoyalMoveInCheck,
            format!(
                "{} is in check and may only capture the piece giving it, not move to {}",
                self.describe(m.from),
                self.name(m.to)
            ),
        ))
    }

    /// Why `m`, which the rules of movement and royal safety allow, is refused by an
    /// obligation: it gives check where no move may, or it does not capture where a
    /// capture is compulsory and available. `None` if neither.
    pub(super) fn explain_obligation(&self, m: Move) -> Option<IllegalMove> {
        let (t, s) = (&*self.tables, &self.state);
        if !t.goals.active || !movegen::moves_before_obligations(t, s).contains(&m) {
            return None;
        }
        if !t.goals.checks_allowed && movegen::gives_check(t, s, m) {
            return Some(IllegalMove::new(
                IllegalCode::GivesCheck,
                format!(
                    "{} would give check, and in {} no move may give check",
                    self.uci(m),
                    t.ruleset.name
                ),
            ));
        }
        // With no capture available, `must-drop` may still forbid the move.
        if t.goals.must_capture
            && !s.is_capture(m)
            && let Some(capture) = movegen::obliged_moves(t, s)
                .into_iter()
                .find(|&c| s.is_capture(c))
        {
            return Some(IllegalMove::new(
                IllegalCode::CaptureRequired,
                format!(
                    "a capture is available ({}), and in {} capturing is compulsory",
                    self.san(capture),
                    t.ruleset.name
                ),
            ));
        }
        if t.goals.must_drop && m.kind != MoveKind::Drop {
            let drop = movegen::obliged_moves(t, s)
                .into_iter()
                .find(|d| d.kind == MoveKind::Drop)?;
            // In the pocket's order: kinds in reverse declaration order.
            let kinds: Vec<_> = t.ruleset.kinds().collect();
            let held: String = (kinds.into_iter().rev())
                .flat_map(|k| {
                    let letter = t.ruleset.piece(k).letter.to_ascii_uppercase();
                    std::iter::repeat_n(letter, usize::from(s.in_hand(s.turn, k)))
                })
                .collect();
            return Some(IllegalMove::new(
                IllegalCode::DropRequired,
                format!(
                    "{} still holds pieces to place ({held}), and in {} a piece in hand must be dropped while one can be (such as {})",
                    s.turn.name(),
                    t.ruleset.name,
                    self.uci(drop)
                ),
            ));
        }
        None
    }

    /// [`Self::explain_obligation`] for the move the rules of movement and royal safety
    /// allow whose UCI text is `text`, if there is one.
    fn explain_obligation_of_text(&self, text: &str) -> Option<IllegalMove> {
        let (t, s) = (&*self.tables, &self.state);
        if !t.goals.active {
            return None;
        }
        let m = movegen::moves_before_obligations(t, s)
            .into_iter()
            .find(|&m| self.uci(m) == text)?;
        self.explain_obligation(m)
    }

    /// Squares a move from `from` to `to` passes over.
    pub(super) fn path(&self, piece: Piece, from: Square, to: Square) -> SquareSet<B> {
        let t = &self.tables;
        let pm = &t.moves[piece.kind.index()][piece.color];
        let mut path = t.shape.between(from, to);
        for sp in &pm.special {
            if let SpecialMotion::Leaps(list) = &sp.motion
                && let Some((_, p)) = list[from.index()].iter().find(|(x, _)| *x == to)
            {
                path |= *p;
            }
        }
        if path.is_empty() {
            // A rider along an oblique line (nightrider): walk its squares.
            let directions = pm.slides.iter().flat_map(|(_, s)| s.directions());
            for d in pm.lines.directions().chain(directions) {
                {
                    let ray = t.rays.ray(d as usize, from);
                    if ray.contains(to) {
                        let rev = t
                            .rays
                            .index_of(t.rays.directions()[d as usize].reversed())
                            .unwrap_or(d as usize);
                        path |= ray & t.rays.ray(rev, to);
                    }
                }
            }
        }
        path
    }
}

fn nearest<B: Bits>(p: &Position<B>, from: Square, set: SquareSet<B>) -> Option<Square> {
    let shape = p.shape();
    let d = |sq: Square| {
        let df = shape.file_of(sq).0.abs_diff(shape.file_of(from).0);
        let dr = shape.rank_of(sq).0.abs_diff(shape.rank_of(from).0);
        df.max(dr)
    };
    set.iter().min_by_key(|sq| d(*sq))
}

impl<B: Bits> Position<B> {
    /// For a piece of `kind` that may not hop over some kinds (`no-screen`): the one
    /// piece standing between `from` and `to` on a file, rank or diagonal, when it is of
    /// such a kind, so that the move is a hop over a screen it may not use.
    fn barred_screen(&self, kind: &PieceKind, from: Square, to: Square) -> Option<Square> {
        if kind.no_screen.is_empty() {
            return None;
        }
        let between = self.shape().between::<B>(from, to) & self.state.occupied();
        let screen = between.single()?;
        let p = self.piece_at(screen)?;
        kind.no_screen.contains(&p.kind).then_some(screen)
    }
}

impl<B: Bits> Position<B> {
    /// Why a pass written on `square` (its royal piece's square twice, `e2e2`) is
    /// refused, in a ruleset that allows passing: the side is in check. `None` otherwise,
    /// or if `square` does not hold the side to move's royal piece (no pass at all).
    fn explain_pass(&self, square: Square) -> Option<IllegalMove> {
        let t = &*self.tables;
        if !t.ruleset.rules.pass {
            return None;
        }
        let royal = self
            .piece_at(square)
            .filter(|p| p.color == self.turn() && t.ruleset.pieces[p.kind.index()].royal)?;
        let kind = &t.ruleset.pieces[royal.kind.index()].name;
        self.is_check().then(|| {
            IllegalMove::new(
                IllegalCode::KingInCheck,
                format!(
                    "the {kind} on {} is in check: a side in check may not pass",
                    self.name(square)
                ),
            )
        })
    }
}
