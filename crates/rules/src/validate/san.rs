//! Explaining a SAN move: matching it against the legal moves, refusing ambiguity and a
//! capture mark on a quiet move, and, when nothing matches, explaining the move of the
//! piece the player most likely meant.

use crate::families::View;
use crate::illegal::CastlingRefusal;
use crate::illegal::{IllegalCode, IllegalMove};
use crate::kernel::{Move, MoveKind};
use crate::notation::{SanMove, UciMove, san_letter};
use fers_geometry::{Bits, Square};
use fers_movement::{CastlingSide, Kind};

impl<B: Bits> View<'_, B> {
    /// Legal moves that match parsed SAN.
    pub(crate) fn find_san(&self, s: SanMove) -> Vec<Move> {
        self.san_matches(s, self.legal_moves())
    }

    /// The moves of `moves` that the SAN move `s` describes.
    fn san_matches(&self, s: SanMove, moves: Vec<Move>) -> Vec<Move> {
        let shape = self.shape();
        let pieces = &self.tables.ruleset.pieces;
        moves
            .into_iter()
            // A move with a gate is written with it (`Nc3/H`): plain SAN names the move
            // without one. A wall is matched by the caller (`e4,e6`).
            .filter(|m| m.second.is_none_or(|p| p.is_wall()))
            .filter(|m| match (s, m.kind) {
                (SanMove::Castle(side), MoveKind::Castle(ms)) => side == ms,
                (SanMove::Drop { piece, to, .. }, MoveKind::Drop) => {
                    m.to == to && san_letter(&self.tables.ruleset, m.piece) == piece
                }
                (SanMove::Castle(_) | SanMove::Drop { .. }, _)
                | (SanMove::Normal { .. }, MoveKind::Castle(_) | MoveKind::Drop) => false,
                (
                    SanMove::Normal {
                        piece,
                        file,
                        rank,
                        to,
                        promotion,
                        ..
                    },
                    _,
                ) => {
                    pieces[m.piece.index()].san == piece
                        && m.to == to
                        && file.is_none_or(|f| shape.file_of(m.from).0 == f)
                        && rank.is_none_or(|r| shape.rank_of(m.from).0 == r)
                        && match (promotion, m.promotion) {
                            (None, None) => true,
                            (Some(c), Some(k)) => san_letter(&self.tables.ruleset, k) == c,
                            _ => false,
                        }
                }
            })
            .collect()
    }

    /// Parses and checks a SAN move.
    ///
    /// A missing capture mark is accepted (`Nf3` for a knight taking on f3, as
    /// python-chess and shakmaty read it); a capture mark on a move that captures nothing
    /// is refused with [`IllegalCode::NothingToCapture`].
    ///
    /// # Errors
    /// An [`IllegalMove`] explaining why it cannot be played (including ambiguity).
    pub(crate) fn parse_san(&self, text: &str) -> Result<Move, IllegalMove> {
        // A gated piece after the move (`Nc3/H`, `O-O/He1`).
        if self.tables.gating
            && let Some(result) = self.match_gating_san(text)
        {
            return result;
        }
        if text.contains(',') {
            return self.match_san_with_wall(text);
        }
        let s =
            SanMove::parse(self.shape(), text).map_err(|e| IllegalMove::unparsable(text, &e))?;
        self.match_san(s, text)
    }

    /// The legal move that the parsed SAN `s` (read from `text`) names, or why there is
    /// none or more than one.
    pub(crate) fn match_san(&self, s: SanMove, text: &str) -> Result<Move, IllegalMove> {
        // A ruleset may offer the same move twice (a promotion target listed twice): one
        // move, not an ambiguity.
        let mut found: Vec<Move> = Vec::new();
        for m in self.find_san(s) {
            if !found.contains(&m) {
                found.push(m);
            }
        }
        if let SanMove::Normal { capture: true, .. } = s
            && let Some(&m) = found.first()
            && !found.iter().any(|m| self.is_capture(*m))
        {
            let san = self.san(m);
            return Err(IllegalMove::new(
                IllegalCode::NothingToCapture,
                format!(
                    "`{text}` is written as a capture, but {} is empty; the move is written {san}",
                    self.shape().square_name(m.to)
                ),
            ));
        }
        if let SanMove::Normal { capture: true, .. } = s {
            found.retain(|m| self.is_capture(*m));
        }
        match found[..] {
            [m] => Ok(m),
            [] => Err(self
                .explain_san_obligation(s)
                .unwrap_or_else(|| self.explain_san(s, text))),
            _ => Err(self
                .wall_missing(&found)
                .unwrap_or_else(|| self.ambiguity(&found, text))),
        }
    }

    /// The one move the rules of movement and royal safety allow, before the obligations
    /// (`families/goals`), that the SAN `text` names, if there is exactly one.
    pub(crate) fn san_before_obligations(&self, text: &str) -> Option<Move> {
        let (t, st) = (self.tables, self.state);
        if !t.needs.goal_path {
            return None;
        }
        let s = SanMove::parse(self.shape(), text).ok()?;
        let mut found = self.san_matches(
            s,
            crate::families::goals::generate::moves_before_obligations(t, st),
        );
        found.dedup();
        match found[..] {
            [m] => Some(m),
            _ => None,
        }
    }

    /// Why no legal move is the SAN move `s` when a move the rules of movement and royal
    /// safety allow is: the obligation that forbids it (it gives check where none may,
    /// or a capture is compulsory). `None` if no such move matches.
    fn explain_san_obligation(&self, s: SanMove) -> Option<IllegalMove> {
        let (t, st) = (self.tables, self.state);
        if !t.needs.goal_path {
            return None;
        }
        self.san_matches(
            s,
            crate::families::goals::generate::moves_before_obligations(t, st),
        )
        .into_iter()
        .find_map(|m| self.explain_obligation(m))
    }

    /// The refusal for SAN that several distinct legal moves match: the start squares
    /// when they differ, else the moves themselves in UCI.
    pub(crate) fn ambiguity(&self, found: &[Move], text: &str) -> IllegalMove {
        let shape = self.shape();
        let mut from: Vec<Square> = found.iter().map(|m| m.from).collect();
        from.sort_unstable_by_key(|sq| sq.index());
        from.dedup();
        let message = match &from[..] {
            [only] => {
                let ucis: Vec<String> = found.iter().map(|m| self.uci(*m)).collect();
                format!(
                    "`{text}` is ambiguous: {} can play it as {}; give the move in UCI",
                    self.describe(*only),
                    ucis.join(" or ")
                )
            }
            [first @ .., last] => {
                let names: Vec<String> = first
                    .iter()
                    .map(|sq| shape.square_name(*sq).to_string())
                    .collect();
                let all = if names.len() == 1 { "both" } else { "all" };
                format!(
                    "`{text}` is ambiguous: the pieces on {} and {} can {all} play it; say which",
                    names.join(", "),
                    shape.square_name(*last)
                )
            }
            [] => format!("`{text}` is ambiguous"),
        };
        IllegalMove::new(IllegalCode::AmbiguousMove, message)
    }

    /// Why the SAN move is not legal (assumes no legal move matches).
    pub(crate) fn explain_san(&self, s: SanMove, text: &str) -> IllegalMove {
        let t = self.tables;
        let us = self.turn();
        match s {
            SanMove::Drop { piece, to, .. } => {
                let kind = t
                    .ruleset
                    .kinds()
                    .find(|&k| san_letter(&self.tables.ruleset, k) == piece);
                self.explain_drop(kind, piece, to)
            }
            SanMove::Castle(side) => {
                let king = t.ruleset.castling.as_ref().and_then(|c| {
                    (self.state.kind(c.king) & self.pieces(us))
                        .iter()
                        .find(|sq| t.castling.rank(us) == Some(self.shape().rank_of(*sq).0))
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
                let kinds: Vec<Kind> = t
                    .ruleset
                    .kinds()
                    .filter(|&k| t.ruleset.piece(k).san == piece)
                    .collect();
                let candidates: Vec<Square> = kinds
                    .iter()
                    .flat_map(|&k| (self.state.kind(k) & self.pieces(us)).iter())
                    .filter(|sq| {
                        file.is_none_or(|f| shape.file_of(*sq).0 == f)
                            && rank.is_none_or(|r| shape.rank_of(*sq).0 == r)
                    })
                    .collect();
                let what = kinds
                    .first()
                    .map_or("piece".to_string(), |&k| t.ruleset.piece(k).name.clone());
                if candidates.is_empty() {
                    return IllegalMove::new(
                        IllegalCode::NoPieceOnSource,
                        format!("{} has no {what} that could play {text}", us.name()),
                    );
                }
                // The promotion as a UCI suffix for the piece that moves; a letter no
                // piece has is passed on as is, so that the refusal names it.
                let promo_letter = |mover: Kind| {
                    promotion.map(|c| {
                        t.ruleset
                            .pieces
                            .iter()
                            .position(|p| p.san.unwrap_or(p.letter.to_ascii_uppercase()) == c)
                            .map_or(c.to_ascii_lowercase(), |k| {
                                crate::notation::write::promotion_suffix(
                                    &t.ruleset,
                                    mover,
                                    Kind(k as u8),
                                )
                            })
                    })
                };
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
                                drop: None,
                                wall: None,
                                gate: None,
                                shape,
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
                        promotion: promo_letter(p.kind),
                        drop: None,
                        wall: None,
                        gate: None,
                        shape,
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
                            self.colored_name(p),
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
}
