//! Move validation that explains itself: every refusal has a stable [`IllegalCode`] and a
//! sentence naming the pieces and squares involved. Validation never changes the position.

use crate::castling::{self, CastlingRefusal};
use crate::movegen::pseudo_targets;
use crate::moves::{Move, MoveKind};
use crate::notation::{SanMove, UciMove};
use crate::piece::Piece;
use crate::position::Position;
use crate::tables::SpecialMotion;
use fers_geometry::{Bits, Square, SquareSet};
use fers_movement::{CastlingSide, escape_control};
use std::fmt;

/// Why a move was refused: a stable code for programs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum IllegalCode {
    /// The text is neither UCI nor SAN for this board.
    Unparsable,
    /// The game has ended.
    GameOver,
    /// No piece stands on the start square (or none could make the SAN move).
    NoPieceOnSource,
    /// The piece belongs to the other side.
    NotYourPiece,
    /// Start and destination are the same square.
    SameSquare,
    /// The piece does not move that way.
    PieceCannotMoveThatWay,
    /// A piece stands in the way.
    PathBlocked,
    /// One's own piece stands on the destination.
    OwnPieceOnTarget,
    /// The side to move is in check and the move does not answer it.
    KingInCheck,
    /// The move would expose one's own royal piece (pin, or en passant along a rank).
    WouldExposeKing,
    /// The royal piece would move onto an attacked square.
    KingMovesIntoCheck,
    /// Castling is not allowed; [`IllegalMove::castling`] says exactly why.
    CastlingNotAllowed,
    /// The move reaches a square where the piece must promote, and names no piece.
    PromotionRequired,
    /// The promotion named is not allowed here.
    InvalidPromotion,
    /// An en passant capture with no piece to take.
    EnPassantNotAvailable,
    /// SAN that more than one legal move matches.
    AmbiguousMove,
    /// SAN written as a capture (`Nxf3`) for a move that captures nothing.
    NothingToCapture,
}

impl IllegalCode {
    /// The code's stable name (`WouldExposeKing`).
    pub fn name(self) -> &'static str {
        match self {
            IllegalCode::Unparsable => "Unparsable",
            IllegalCode::GameOver => "GameOver",
            IllegalCode::NoPieceOnSource => "NoPieceOnSource",
            IllegalCode::NotYourPiece => "NotYourPiece",
            IllegalCode::SameSquare => "SameSquare",
            IllegalCode::PieceCannotMoveThatWay => "PieceCannotMoveThatWay",
            IllegalCode::PathBlocked => "PathBlocked",
            IllegalCode::OwnPieceOnTarget => "OwnPieceOnTarget",
            IllegalCode::KingInCheck => "KingInCheck",
            IllegalCode::WouldExposeKing => "WouldExposeKing",
            IllegalCode::KingMovesIntoCheck => "KingMovesIntoCheck",
            IllegalCode::CastlingNotAllowed => "CastlingNotAllowed",
            IllegalCode::PromotionRequired => "PromotionRequired",
            IllegalCode::InvalidPromotion => "InvalidPromotion",
            IllegalCode::EnPassantNotAvailable => "EnPassantNotAvailable",
            IllegalCode::AmbiguousMove => "AmbiguousMove",
            IllegalCode::NothingToCapture => "NothingToCapture",
        }
    }
}

impl fmt::Display for IllegalCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A refused move: a code, a sentence, and for castling the exact reason.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{code}: {message}")]
pub struct IllegalMove {
    /// The stable code.
    pub code: IllegalCode,
    /// A sentence for people.
    pub message: String,
    /// For `CastlingNotAllowed`, the reason.
    pub castling: Option<CastlingRefusal>,
}

impl IllegalMove {
    /// A refusal with a code and a sentence. Control characters in the sentence (which
    /// may quote the move text or a piece name) are escaped, so that it is safe to print.
    pub fn new(code: IllegalCode, message: impl Into<String>) -> IllegalMove {
        IllegalMove {
            code,
            message: escape_control(&message.into()).into_owned(),
            castling: None,
        }
    }

    /// A `CastlingNotAllowed` refusal for `reason`, with a sentence (escaped like
    /// [`IllegalMove::new`]).
    pub fn castling(reason: CastlingRefusal, message: impl Into<String>) -> IllegalMove {
        IllegalMove {
            castling: Some(reason),
            ..IllegalMove::new(IllegalCode::CastlingNotAllowed, message)
        }
    }
}

impl<B: Bits> Position<B> {
    /// Reads a move in UCI or SAN and checks it: the legal move, or why it is refused.
    ///
    /// The position is never changed.
    ///
    /// # Errors
    /// An [`IllegalMove`] with a stable code and a sentence.
    pub fn validate(&self, text: &str) -> Result<Move, IllegalMove> {
        // The game being over comes first, whatever the text, as in `Game::validate`.
        if let Some(outcome) = self.outcome() {
            return Err(IllegalMove::new(
                IllegalCode::GameOver,
                format!("the game is over: {outcome}"),
            ));
        }
        let text = text.trim();
        if text.is_empty() {
            return Err(IllegalMove::new(IllegalCode::Unparsable, "no move given"));
        }
        match self.parse_uci_text(text) {
            Ok(u) => self.find_uci(u).ok_or_else(|| self.explain_uci(u)),
            Err(_) => self.parse_san(text),
        }
    }

    /// The kinds a piece of `kind` may promote to in this position.
    pub fn promotion_choices(
        &self,
        kind: fers_movement::KindIndex,
    ) -> Vec<fers_movement::KindIndex> {
        let mut buf = [0; fers_movement::MAX_KINDS];
        crate::movegen::promotion_choices(&self.tables, &self.state, kind, &mut buf).to_vec()
    }

    /// Squares that a double step (a move that sets en passant) of `mover` could pass:
    /// the only squares where an en-passant capture of its pieces can ever happen.
    fn possible_en_passant_squares(&self, mover: fers_movement::Color) -> SquareSet<B> {
        let t = &self.tables;
        let mut out = SquareSet::EMPTY;
        for moves in &t.moves {
            for sp in moves[mover].special.iter().filter(|sp| sp.sets_en_passant) {
                for from in sp.from {
                    match &sp.motion {
                        SpecialMotion::Leaps(list) => {
                            for (_, path) in &list[from.index()] {
                                out |= *path;
                            }
                        }
                        SpecialMotion::Slides(s) => {
                            for to in s.attacks(&t.rays, from, SquareSet::EMPTY) {
                                out |= t.shape.between(from, to);
                            }
                        }
                    }
                }
            }
        }
        out
    }

    /// Describes a piece: "the white knight on g1".
    pub(crate) fn describe(&self, sq: Square) -> String {
        match self.piece_at(sq) {
            Some(p) => format!(
                "the {} on {}",
                self.piece_name(p),
                self.shape().square_name(sq)
            ),
            None => format!("the empty square {}", self.shape().square_name(sq)),
        }
    }

    fn piece_name(&self, p: Piece) -> String {
        format!(
            "{} {}",
            p.color.name(),
            self.tables.ruleset.pieces[p.kind as usize].name
        )
    }

    fn name(&self, sq: Square) -> String {
        self.shape().square_name(sq).to_string()
    }

    /// Why the UCI move `u` is not legal (assumes it is not).
    pub(crate) fn explain_uci(&self, u: UciMove) -> IllegalMove {
        self.explain_move(u, true)
    }

    /// Why the move `u` is not legal (assumes it is not). With `castling`, a king move
    /// that means castling in UCI is explained as castling; SAN writes castling `O-O`, so
    /// a SAN king move is explained as an ordinary move.
    fn explain_move(&self, u: UciMove, castling: bool) -> IllegalMove {
        use IllegalCode::*;
        let t = &self.tables;
        let us = self.turn();
        let text = format!(
            "{}{}{}",
            self.name(u.from),
            self.name(u.to),
            u.promotion.map(String::from).unwrap_or_default()
        );
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
        let kind = &t.ruleset.pieces[piece.kind as usize];
        let pm = &t.moves[piece.kind as usize][us];
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
                if !pm.promotion_zone.contains(u.to) {
                    return IllegalMove::new(
                        InvalidPromotion,
                        format!(
                            "{} cannot promote on {}: it promotes only on reaching its promotion zone",
                            self.describe(u.from),
                            self.name(u.to)
                        ),
                    );
                }
                let names: Vec<&str> = promo
                    .choices(us)
                    .iter()
                    .map(|&k| t.ruleset.pieces[k as usize].name.as_str())
                    .collect();
                match t
                    .ruleset
                    .kind_by_letter(letter)
                    .filter(|k| promo.choices(us).contains(k))
                {
                    Some(k) if !self.promotion_choices(piece.kind).contains(&k) => {
                        return IllegalMove::new(
                            InvalidPromotion,
                            format!(
                                "{} may promote only to a piece its side has lost, and {} has lost no {}",
                                self.describe(u.from),
                                us.name(),
                                t.ruleset.pieces[k as usize].name
                            ),
                        );
                    }
                    Some(k) => Some(k),
                    None => {
                        return IllegalMove::new(
                            InvalidPromotion,
                            format!(
                                "a {} may promote to {}, not `{letter}`",
                                kind.name,
                                names.join(", ")
                            ),
                        );
                    }
                }
            }
        };
        let ours = self.pieces(us);
        let theirs = self.pieces(!us);
        let targets = pseudo_targets(t, pm, u.from, ours, theirs);
        let ep_reach = pm.en_passant[u.from.index()].contains(u.to)
            && self.piece_at(u.to).is_none()
            && self.possible_en_passant_squares(!us).contains(u.to);
        let is_ep = ep_reach && self.state.ep_targets.contains(u.to);
        if !targets.contains(u.to) && !is_ep {
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
                && pseudo_targets(t, pm, u.from, ours, theirs.without(u.to)).contains(u.to)
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
                && pseudo_targets(t, pm, u.from, ours, theirs.with(u.to)).contains(u.to)
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
        if promotion.is_none()
            && pm.promotion_mandatory.contains(u.to)
            && self.promotion_choices(piece.kind).is_empty()
        {
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
        if promotion.is_none() && pm.promotion_mandatory.contains(u.to) {
            let letters: Vec<String> = kind.promotion.as_ref().map_or(Vec::new(), |p| {
                p.choices(us)
                    .iter()
                    .map(|&k| t.ruleset.pieces[k as usize].letter.to_string())
                    .collect()
            });
            return IllegalMove::new(
                PromotionRequired,
                format!(
                    "{} must promote on {}: add one of {} (e.g. {text}{})",
                    self.describe(u.from),
                    self.name(u.to),
                    letters.join(", "),
                    letters.first().cloned().unwrap_or_default()
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
        };
        self.explain_exposure(m)
    }

    /// A pseudo-legal move that is not legal: say which attack it allows.
    fn explain_exposure(&self, m: Move) -> IllegalMove {
        use IllegalCode::*;
        let us = self.turn();
        let mut after = self.clone();
        after.play_unchecked(m);
        let king_after = after.royal_square(us);
        let attackers = king_after.map_or(SquareSet::EMPTY, |k| after.attackers(k, !us));
        let attacker = attackers
            .first()
            .map(|a| after.describe(a))
            .unwrap_or_else(|| "an enemy piece".into());
        let king_name = self.tables.royal.map_or("king".to_string(), |k| {
            self.tables.ruleset.pieces[k as usize].name.clone()
        });
        if Some(m.from) == self.royal_square(us) {
            return IllegalMove::new(
                KingMovesIntoCheck,
                format!(
                    "the {king_name} on {} cannot go to {}: {} attacks it there",
                    self.name(m.from),
                    self.name(m.to),
                    attacker
                ),
            );
        }
        let checkers = self.checkers();
        let king = self
            .royal_square(us)
            .map(|k| self.name(k))
            .unwrap_or_default();
        if checkers.any() && (attackers & checkers).any() {
            let checker = (attackers & checkers)
                .first()
                .map(|c| self.describe(c))
                .unwrap_or_default();
            return IllegalMove::new(
                KingInCheck,
                format!(
                    "{}'s {king_name} on {king} is in check from {checker}, and {} does not answer it",
                    us.name(),
                    self.uci(m)
                ),
            );
        }
        if m.kind == MoveKind::EnPassant {
            return IllegalMove::new(
                WouldExposeKing,
                format!(
                    "capturing en passant on {} would remove both pieces from their line and expose the {king_name} on {king} to {attacker}",
                    self.name(m.to)
                ),
            );
        }
        IllegalMove::new(
            WouldExposeKing,
            format!(
                "{} is pinned to the {king_name} on {king} by {attacker}",
                self.describe(m.from)
            ),
        )
    }

    /// Squares a move from `from` to `to` passes over.
    fn path(&self, piece: Piece, from: Square, to: Square) -> SquareSet<B> {
        let t = &self.tables;
        let pm = &t.moves[piece.kind as usize][piece.color];
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
            for (_, s) in &pm.slides {
                for d in s.directions() {
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

    /// Whether the UCI move means castling: the castling king moves onto its own partner
    /// rook, or (standard notation) two or more files along its castling rank.
    fn castling_intent(&self, piece: Piece, u: UciMove) -> Option<CastlingSide> {
        let t = &self.tables;
        let c = t.ruleset.castling.as_ref()?;
        if piece.kind != c.king {
            return None;
        }
        let shape = self.shape();
        let rank = t.castling_rank(piece.color)?;
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
    fn explain_castling(&self, king: Square, side: CastlingSide, to: Square) -> IllegalMove {
        let t = &self.tables;
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
        let rank = t.castling_rank(us).unwrap_or(0) as i32;
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
        let rook_name = &t.ruleset.pieces[c.rooks.first().copied().unwrap_or(0) as usize].name;
        let king_name = &t.ruleset.pieces[c.king as usize].name;
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
        let Some(plan) = t.castling_plan(us, king, rook) else {
            return refuse(
                CastlingRefusal::NoSuchCastling,
                format!(
                    "the {king_name} on {} cannot castle with {}",
                    self.name(king),
                    self.describe(rook)
                ),
            );
        };
        match castling::check(t, &self.state, plan) {
            Ok(()) => refuse(
                CastlingRefusal::NoSuchCastling,
                "castling is not possible here".into(),
            ),
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

    /// Why the SAN move is not legal (assumes no legal move matches).
    pub(crate) fn explain_san(&self, s: SanMove, text: &str) -> IllegalMove {
        let t = &self.tables;
        let us = self.turn();
        match s {
            SanMove::Castle(side) => {
                let king = t.ruleset.castling.as_ref().and_then(|c| {
                    (self.state.kind(c.king) & self.pieces(us))
                        .iter()
                        .find(|sq| t.castling_rank(us) == Some(self.shape().rank_of(*sq).0))
                });
                match king {
                    Some(k) => {
                        let to = self
                            .shape()
                            .square(
                                if side == CastlingSide::King {
                                    self.shape().files() as i32 - 1
                                } else {
                                    0
                                },
                                self.shape().rank_of(k).0 as i32,
                            )
                            .unwrap_or(k);
                        self.explain_castling(k, side, to)
                    }
                    None => IllegalMove::castling(
                        CastlingRefusal::KingMoved,
                        format!("{} may no longer castle: the king has moved", us.name()),
                    ),
                }
            }
            SanMove::Normal {
                piece,
                file,
                rank,
                to,
                promotion,
                ..
            } => {
                let shape = self.shape();
                let kinds: Vec<usize> = t
                    .ruleset
                    .pieces
                    .iter()
                    .enumerate()
                    .filter(|(_, p)| p.san == piece)
                    .map(|(i, _)| i)
                    .collect();
                let candidates: Vec<Square> = kinds
                    .iter()
                    .flat_map(|&k| (self.state.kind(k as u8) & self.pieces(us)).iter())
                    .filter(|sq| {
                        file.is_none_or(|f| shape.file_of(*sq).0 == f)
                            && rank.is_none_or(|r| shape.rank_of(*sq).0 == r)
                    })
                    .collect();
                let what = kinds
                    .first()
                    .map_or("piece".to_string(), |&k| t.ruleset.pieces[k].name.clone());
                if candidates.is_empty() {
                    return IllegalMove::new(
                        IllegalCode::NoPieceOnSource,
                        format!("{} has no {what} that could play {text}", us.name()),
                    );
                }
                // The promotion as a FEN letter; a letter no piece has is passed on as
                // is, so that the refusal names it.
                let promo_letter = promotion.map(|c| {
                    t.ruleset
                        .pieces
                        .iter()
                        .find(|p| p.san.unwrap_or(p.letter.to_ascii_uppercase()) == c)
                        .map_or(c.to_ascii_lowercase(), |p| p.letter)
                });
                let legal = self.legal_moves();
                // Explain with the piece the player most likely meant: one that can make
                // the move but for its promotion part, then one that could reach the
                // square on an empty board (a refusal that is not "cannot move that
                // way" first). A piece that cannot reach the square at all explains
                // nothing, and one already on it only if no other piece is left.
                let mut best: Option<(u8, IllegalMove)> = None;
                for &from in candidates.iter().filter(|&&from| from != to) {
                    let Some(p) = self.piece_at(from) else {
                        continue;
                    };
                    let rank = if legal
                        .iter()
                        .any(|m| m.from == from && m.to == to && !m.is_castle())
                    {
                        0
                    } else if t.reach_on_empty_board(p.kind, us, from).contains(to) {
                        1
                    } else if self
                        .castling_intent(
                            p,
                            UciMove {
                                from,
                                to,
                                promotion: None,
                            },
                        )
                        .is_some()
                    {
                        // A king moving two squares: castling in SAN is `O-O`.
                        2
                    } else {
                        continue;
                    };
                    let u = UciMove {
                        from,
                        to,
                        promotion: promo_letter,
                    };
                    let e = self.explain_move(u, false);
                    let rank = 2 * rank + u8::from(e.code == IllegalCode::PieceCannotMoveThatWay);
                    if best.as_ref().is_none_or(|(r, _)| rank < *r) {
                        best = Some((rank, self.with_castling_hint(p, u, e)));
                    }
                }
                if let Some((_, e)) = best {
                    return e;
                }
                if let Some(p) = candidates
                    .contains(&to)
                    .then(|| self.piece_at(to))
                    .flatten()
                {
                    return IllegalMove::new(
                        IllegalCode::SameSquare,
                        format!(
                            "the {} is already on {}: a move must change square",
                            self.piece_name(p),
                            shape.square_name(to)
                        ),
                    );
                }
                IllegalMove::new(
                    IllegalCode::PieceCannotMoveThatWay,
                    format!(
                        "no {} {what} can move to {}",
                        us.name(),
                        shape.square_name(to)
                    ),
                )
            }
        }
    }

    /// A SAN king move to where castling takes the king (or onto its rook): the refusal
    /// `e` of the king move, and how castling is written, and whether it is allowed.
    fn with_castling_hint(&self, piece: Piece, u: UciMove, e: IllegalMove) -> IllegalMove {
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

fn nearest<B: Bits>(p: &Position<B>, from: Square, set: SquareSet<B>) -> Option<Square> {
    let shape = p.shape();
    let d = |sq: Square| {
        let df = shape.file_of(sq).0.abs_diff(shape.file_of(from).0);
        let dr = shape.rank_of(sq).0.abs_diff(shape.rank_of(from).0);
        df.max(dr)
    };
    set.iter().min_by_key(|sq| d(*sq))
}
