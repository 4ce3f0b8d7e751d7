//! Explaining a UCI move: matching it against the legal moves and, when none matches,
//! saying why (no piece, not yours, the piece does not move that way, a piece in the way,
//! a wrong or missing promotion, en passant not available).

use crate::families::View;
use crate::illegal::{IllegalCode, IllegalMove};
use crate::kernel::Piece;
use crate::kernel::tables::SpecialMotion;
use crate::kernel::targets::pseudo_targets;
use crate::kernel::{Move, MoveKind};
use crate::notation::UciMove;
use fers_geometry::{Bits, Square, SquareSet};
use fers_movement::PieceKind;

impl<B: Bits> View<'_, B> {
    /// The legal move written in UCI, if there is one. Castling is accepted both as the
    /// king's move and as king-takes-rook.
    pub(crate) fn find_uci(&self, u: UciMove) -> Option<Move> {
        // Under gating the letter after a move may name the piece gated (`b1c3h`), and
        // castling that gates on the rook's square runs from the rook (`h1e1h`): the
        // legal move written so.
        if self.tables.gating
            && u.drop.is_none()
            && u.promotion.is_some()
            && let Some(m) = self
                .legal_moves()
                .into_iter()
                .find(|&m| self.uci_move(m) == u)
        {
            return Some(m);
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
                Some(crate::notation::write::promotion_by_suffix(
                    &self.tables.ruleset,
                    mover,
                    c,
                )?)
            }
            None => None,
        };
        let mut moves = self.legal_moves();
        // A move with a gate is written with its letter (`b1c3h`), matched above; a
        // wall is matched below.
        moves.retain(|m| m.second.is_none_or(|p| p.is_wall()));
        // A move that is not castling takes its text first: castling is written
        // king-takes-rook where the king's destination would be ambiguous.
        let wall = |m: &Move| m.second.filter(|p| p.is_wall()).map(|p| p.square()) == u.wall;
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
                    && (m.to == u.to || self.uci_move(*m).to == u.to)
            })
        })
    }

    /// Parses and checks a UCI move.
    ///
    /// # Errors
    /// An [`IllegalMove`] explaining why it cannot be played.
    pub(crate) fn parse_uci(&self, text: &str) -> Result<Move, IllegalMove> {
        let u =
            UciMove::parse(self.shape(), text).map_err(|e| IllegalMove::unparsable(text, &e))?;
        self.find_uci(u).ok_or_else(|| self.explain_uci(u))
    }

    /// Squares that a double step (a move that sets en passant) of `mover` could pass:
    /// the only squares where an en-passant capture of its pieces can ever happen.
    pub(crate) fn possible_en_passant_squares(&self, mover: fers_movement::Color) -> SquareSet<B> {
        self.tables
            .moves
            .iter()
            .flat_map(|moves| moves[mover].en_passant_steps.iter().flatten())
            .fold(SquareSet::EMPTY, |out, &(_, passed)| out | passed)
    }

    /// Why the UCI move `u` is not legal (assumes it is not).
    ///
    /// The families whose moves are written with more than two squares explain them
    /// first, in this order — a drop (`P@e4`, `families/hands`), a promotion and a gate
    /// (`c6c4ff`) or a gate (`b1c3h`, `families/gating`), a wall (`e2e4,e4e6`,
    /// `families/walls`) — then the move of the piece ([`Self::explain_move`]).
    pub(crate) fn explain_uci(&self, u: UciMove) -> IllegalMove {
        if let Some(letter) = u.drop {
            let promoted = u.promotion.is_some();
            let kind = self.tables.ruleset.kind_by_symbol(letter, promoted);
            return self.explain_drop(kind, letter.to_ascii_uppercase(), u.to);
        }
        if let Some(gate) = u.gate {
            return self.explain_promotion_and_gate(u, gate);
        }
        self.explain_uci_gate(u)
            .or_else(|| {
                (self.tables.walls.is_some() || u.wall.is_some())
                    .then(|| self.explain_wall(u))
                    .flatten()
            })
            .unwrap_or_else(|| self.explain_move(UciMove { wall: None, ..u }, true))
    }

    /// Why a move written with a promotion and a gate (`c6c4ff`) is not legal: outside
    /// gating the second letter is text too many; otherwise the promotion, or else the
    /// gate, is explained.
    fn explain_promotion_and_gate(&self, u: UciMove, gate: char) -> IllegalMove {
        let t = self.tables;
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
            .and_then(|(p, c)| crate::notation::write::promotion_by_suffix(&t.ruleset, p.kind, c));
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
    ///
    /// The questions are asked in this order, and the first rule that refuses the move
    /// explains it:
    /// 1. an obligation (`families/goals`) refusing a move the rules of movement allow
    ///    whose text this is (a king stepping two squares, castling that stays put);
    /// 2. an in-place promotion (`families/promotion`);
    /// 3. a pass written as a square twice (`families/pass`), else a move that stays on
    ///    its square;
    /// 4. no piece on the start square, or the other side's;
    /// 5. castling meant by a king move (`families/castling`);
    /// 6. the piece's own move ([`Self::explain_piece_move`]): its promotion letter, the
    ///    squares it can reach (regions, screens, en passant, first moves, blocked
    ///    paths), a promotion it must make; then pseudo-royalty and a royal piece in
    ///    check (`families/royalty`), the obligations (`families/goals`), and last the
    ///    royal piece it would leave attacked.
    pub(crate) fn explain_move(&self, u: UciMove, castling: bool) -> IllegalMove {
        use IllegalCode::*;
        let us = self.turn();
        let text = format!(
            "{}{}{}",
            self.name(u.from),
            self.name(u.to),
            u.promotion.map(String::from).unwrap_or_default()
        );
        if castling && let Some(refusal) = self.explain_obligation_of_uci(u) {
            return refusal;
        }
        if u.promotion.is_some()
            && let Some(piece) = self.piece_at(u.from)
            && piece.color == us
            && self.tables.promotion.in_place & piece.kind.mask() != 0
        {
            return self.explain_in_place(u, piece);
        }
        if u.from == u.to {
            return self.explain_pass(u.from).unwrap_or_else(|| {
                IllegalMove::new(
                    SameSquare,
                    format!(
                        "{text} starts and ends on {}: a move must change square",
                        self.name(u.from)
                    ),
                )
            });
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
        self.explain_piece_move(u, piece, &text)
    }

    /// Why the move `u` of our `piece` (not castling) is refused, in the order of
    /// [`Self::explain_move`]'s last step. `text` is the move in UCI.
    fn explain_piece_move(&self, u: UciMove, piece: Piece, text: &str) -> IllegalMove {
        use IllegalCode::*;
        let t = self.tables;
        let us = self.turn();
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
                let en_passant = (self.state.ep_targets & pm.en_passant[u.from.index()])
                    .contains(u.to)
                    && self.piece_at(u.to).is_none();
                if en_passant && !promo.en_passant {
                    let verb = self.promotion_verb(piece.kind);
                    return IllegalMove::new(
                        InvalidPromotion,
                        format!(
                            "{} cannot {verb} on {}: it never {verb}s by capturing en passant",
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
                match crate::notation::write::promotion_by_suffix(&t.ruleset, piece.kind, letter)
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
                    None if names.is_empty() => {
                        return IllegalMove::new(
                            InvalidPromotion,
                            format!(
                                "a {} has nothing to {} to: it may not enter the squares where it would have to",
                                kind.name,
                                self.promotion_verb(piece.kind),
                            ),
                        );
                    }
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
        let targets = pseudo_targets(t, self.state, pm, u.from, ours, theirs);
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
                && pseudo_targets(t, self.state, pm, u.from, ours, theirs.without(u.to))
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
                && pseudo_targets(t, self.state, pm, u.from, ours, theirs.with(u.to)).contains(u.to)
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
        let nothing_to_become = kind
            .promotion
            .as_ref()
            .is_some_and(|p| p.choices(us).is_empty());
        if promotion.is_none() && must_promote && nothing_to_become {
            return IllegalMove::new(
                PieceCannotMoveThatWay,
                format!(
                    "{} cannot move to {}: it would have to promote there, and a {} has nothing to promote to",
                    self.describe(u.from),
                    self.name(u.to),
                    kind.name
                ),
            );
        }
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
                    .map(|&k| {
                        crate::notation::write::promotion_suffix(&t.ruleset, piece.kind, k)
                            .to_string()
                    })
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
        self.explain_pseudo_royal(m)
            .or_else(|| self.explain_royal_in_check(m))
            .or_else(|| self.explain_obligation(m))
            .unwrap_or_else(|| self.explain_exposure(m))
    }

    /// What a piece of `kind` does when it changes kind: `demote` when its only choice
    /// turns a promoted piece back (kyoto shogi's tokin into a lance), else `promote`.
    fn promotion_verb(&self, kind: fers_movement::Kind) -> &'static str {
        let t = self.tables;
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

    /// Squares a move from `from` to `to` passes over.
    pub(crate) fn path(&self, piece: Piece, from: Square, to: Square) -> SquareSet<B> {
        let t = self.tables;
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

fn nearest<B: Bits>(p: &View<'_, B>, from: Square, set: SquareSet<B>) -> Option<Square> {
    let shape = p.shape();
    let d = |sq: Square| {
        let df = shape.file_of(sq).0.abs_diff(shape.file_of(from).0);
        let dr = shape.rank_of(sq).0.abs_diff(shape.rank_of(from).0);
        df.max(dr)
    };
    set.iter().min_by_key(|sq| d(*sq))
}

impl<B: Bits> View<'_, B> {
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
