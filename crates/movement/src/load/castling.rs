//! Castling: `[castling]` checked into [`Castling`], and its squares against the start
//! position.
//!
//! Checks here: the king and rook pieces are declared; each side is `king` or `queen`,
//! once; its squares are on the board, on one rank, distinct, with the rook on its own
//! side of the king; Chess960 castling names no start squares; and, for fixed castling,
//! the start position holds the king and rook on the squares named whenever it grants
//! castling rights.

use crate::board_field::FieldPiece;
use crate::diagnostic::DiagnosticCode as Code;
use crate::kind::Kind;
use crate::ruleset::{Castling, CastlingMove, CastlingSide, PieceKind};
use crate::spec::{CastlingSideSpec, CastlingSpec};
use fers_geometry::BoardShape;
use toml::Spanned;

use super::checker::Checker;
use super::start::StartBoard;

impl Checker<'_> {
    pub(super) fn check_castling(
        &mut self,
        c: &Spanned<CastlingSpec>,
        src: usize,
        pieces: &[PieceKind],
        royal: &[usize],
        shape: BoardShape,
    ) -> Option<Castling> {
        let spec = c.get_ref();
        let kind = |me: &mut Self, name: &Spanned<String>| {
            me.kind_named(src, name.span().start, name.get_ref(), pieces, "castling")
        };
        let king = match &spec.king {
            Some(k) => kind(self, k),
            None => match royal {
                [only] => Some(Kind(*only as u8)),
                _ => {
                    let msg = format!(
                        "the ruleset has {} royal kinds: name the piece that castles with `king`",
                        royal.len()
                    );
                    self.err(src, c.span().start, Code::BadCastling, msg);
                    None
                }
            },
        };
        let at = spec.rook.span().start;
        let rooks: Vec<Option<Kind>> = spec
            .rook
            .get_ref()
            .0
            .iter()
            .map(|n| kind(self, &Spanned::new(at..at, n.clone())))
            .collect();
        if rooks.is_empty() {
            self.err(
                src,
                at,
                Code::BadCastling,
                "castling names no partner piece in `rook`",
            );
        }
        let mut moves = Vec::new();
        for side in &spec.sides {
            if let Some(m) = self.check_castling_side(side, src, spec.chess960, shape) {
                if moves.iter().any(|x: &CastlingMove| x.side == m.side) {
                    self.err(
                        src,
                        side.span().start,
                        Code::BadCastling,
                        "two castling moves on the same side",
                    );
                } else {
                    moves.push(m);
                }
            }
        }
        if spec.sides.is_empty() {
            self.err(
                src,
                c.span().start,
                Code::BadCastling,
                "castling lists no `sides`",
            );
        }
        let by_drop = spec.by_drop.as_ref().is_some_and(|b| *b.get_ref());
        if let Some(b) = spec.by_drop.as_ref().filter(|_| by_drop && spec.chess960) {
            let msg = "`by-drop` needs fixed castling squares: a chess960 ruleset names none";
            self.err(src, b.span().start, Code::BadCastling, msg);
        }
        Some(Castling {
            king: king?,
            rooks: rooks.into_iter().collect::<Option<Vec<_>>>()?,
            chess960: spec.chess960,
            by_drop,
            opposite_sides: spec.opposite_sides.unwrap_or(false),
            moves,
        })
    }

    fn check_castling_side(
        &mut self,
        s: &Spanned<CastlingSideSpec>,
        src: usize,
        chess960: bool,
        shape: BoardShape,
    ) -> Option<CastlingMove> {
        let spec = s.get_ref();
        let words = [("king", CastlingSide::King), ("queen", CastlingSide::Queen)];
        let side = self.word(src, &spec.name, "castling side", Code::BadCastling, &words)?;
        let square =
            |me: &mut Self, text: &Spanned<String>| match shape.parse_square(text.get_ref()) {
                Ok(sq) => Some(sq),
                Err(e) => {
                    me.err(
                        src,
                        text.span().start,
                        Code::BadCastling,
                        format!("castling: {e}"),
                    );
                    None
                }
            };
        let king_to = square(self, &spec.king_to);
        let rook_to = square(self, &spec.rook_to);
        let (king_from, rook_from) = match (&spec.king, &spec.rook, chess960) {
            (None, None, true) => (None, None),
            (Some(k), Some(r), false) => (Some(square(self, k)?), Some(square(self, r)?)),
            (_, _, true) => {
                self.err(src, s.span().start, Code::BadCastling, "chess960 castling takes the king's and rook's start squares from the position: remove `king` and `rook`");
                return None;
            }
            _ => {
                self.err(
                    src,
                    s.span().start,
                    Code::BadCastling,
                    "castling needs the king's and the rook's start squares (`king`, `rook`)",
                );
                return None;
            }
        };
        let (king_to, rook_to) = (king_to?, rook_to?);
        if king_to == rook_to {
            self.err(
                src,
                s.span().start,
                Code::BadCastling,
                "`king-to` and `rook-to` name the same square: king and rook cannot both end there",
            );
            return None;
        }
        let rank = shape.rank_of(king_to);
        let all = [Some(king_to), Some(rook_to), king_from, rook_from];
        if all.iter().flatten().any(|sq| shape.rank_of(*sq) != rank) {
            self.err(
                src,
                s.span().start,
                Code::BadCastling,
                "the king's and rook's squares must all be on one rank",
            );
            return None;
        }
        if let (Some(k), Some(r)) = (king_from, rook_from) {
            if k == r {
                self.err(
                    src,
                    s.span().start,
                    Code::BadCastling,
                    "king and rook cannot share a square",
                );
                return None;
            }
            let toward_king_side = shape.file_of(r) > shape.file_of(k);
            if toward_king_side != (side == CastlingSide::King) {
                let msg = format!(
                    "the {} rook must stand on the {} side of the king",
                    spec.name.get_ref(),
                    spec.name.get_ref()
                );
                self.err(src, s.span().start, Code::BadCastling, msg);
                return None;
            }
        }
        let list = |me: &mut Self, l: &Option<Vec<Spanned<String>>>| {
            l.as_ref()
                .map(|l| l.iter().filter_map(|t| square(me, t)).collect::<Vec<_>>())
        };
        let empty = list(self, &spec.empty);
        let safe = list(self, &spec.safe);
        Some(CastlingMove {
            side,
            king_from: king_from.map(|k| shape.file_of(k)),
            rook_from: rook_from.map(|r| shape.file_of(r)),
            king_to: shape.file_of(king_to),
            rook_to: shape.file_of(rook_to),
            rank: rank.0,
            empty,
            safe,
        })
    }

    /// In fixed (non-Chess960) castling, the squares named for the king and rook must
    /// hold them in the start position whenever it grants castling rights.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn check_castling_squares(
        &mut self,
        c: &Castling,
        spec: &Spanned<CastlingSpec>,
        src: usize,
        start: &str,
        board: &StartBoard,
        shape: BoardShape,
        pieces: &[PieceKind],
    ) {
        // The castling rights are the FEN's third field.
        let Some(rights) = start.split_whitespace().nth(2) else {
            return;
        };
        let Some(grid) = &board.squares else {
            return;
        };
        if c.chess960 || rights == "-" {
            return;
        }
        let describe = |sq: fers_geometry::Square| match grid[sq.index()] {
            Some(p) if p.promoted => format!("`+{}`", p.letter),
            Some(p) => format!("`{}`", p.letter),
            None => "nothing".to_string(),
        };
        // Whether a piece of the board is a `white` one of `kinds`.
        let is = |p: Option<FieldPiece>, white: bool, kinds: &[Kind]| {
            p.is_some_and(|p| {
                p.letter.is_ascii_uppercase() == white
                    && kinds.iter().any(|&k| {
                        let kind = &pieces[k.index()];
                        kind.letter == p.letter.to_ascii_lowercase()
                            && kind.unpromoted.is_some() == p.promoted
                    })
            })
        };
        for (m, side) in c.moves.iter().zip(&spec.get_ref().sides) {
            let at = side.span().start;
            let wanted = [
                (m.king_from, vec![c.king], "king"),
                (m.rook_from, c.rooks.clone(), "rook"),
            ];
            for (file, kinds, what) in wanted {
                let Some(file) = file else { continue };
                for (white, rank) in [
                    (true, m.rank as i32),
                    (false, shape.ranks() as i32 - 1 - m.rank as i32),
                ] {
                    // Only a side the start position grants castling rights is checked
                    // (horde's white army has no king and no rights).
                    if !rights.chars().any(|r| r.is_ascii_uppercase() == white) {
                        continue;
                    }
                    let Some(sq) = shape.square(file.0 as i32, rank) else {
                        continue;
                    };
                    let ok = is(grid[sq.index()], white, &kinds);
                    if !ok {
                        let names: Vec<&str> = kinds
                            .iter()
                            .map(|&k| pieces[k.index()].name.as_str())
                            .collect();
                        let msg = format!(
                            "castling names {} as the {what} square, but the start position has {} there, not a {} {}",
                            shape.square_name(sq),
                            describe(sq),
                            if white { "white" } else { "black" },
                            names.join(" or ")
                        );
                        let mut hint = None;
                        // Where the piece is instead: on the same rank and, for a rook, on
                        // the same side of the king.
                        let king_file = m.king_from.map_or(0, |f| f.0);
                        let same_side = |x: fers_geometry::Square| {
                            what == "king"
                                || (shape.file_of(x).0 > king_file)
                                    == (shape.file_of(sq).0 > king_file)
                        };
                        if let Some(found) = shape.squares().find(|&x| {
                            same_side(x)
                                && shape.rank_of(x) == shape.rank_of(sq)
                                && is(grid[x.index()], white, &kinds)
                        }) {
                            hint = Some(format!(
                                "the start position has one on {}",
                                shape.square_name(found)
                            ));
                        }
                        self.hint(src, at, Code::BadCastling, msg, hint);
                    }
                }
            }
        }
    }
}

impl Checker<'_> {
    /// Reads `castling-wins` (a list of the FEN's castling letters, `K`, `Q`, `k`, `q`)
    /// into `rules`. Checks here: each letter is one of those, and names a castling move
    /// the ruleset has (`BadRule`).
    pub(super) fn check_castling_wins(
        &mut self,
        m: &super::extends::Chain,
        rules: &mut crate::ruleset::Rules,
        castling: Option<&Castling>,
    ) {
        let Some((list, src)) = m.rules(|r| r.castling_wins.as_ref()) else {
            return;
        };
        let at = list.span().start;
        let mut wins = crate::ByColor::<Vec<CastlingSide>>::default();
        for letter in list.get_ref() {
            let (color, side) = match letter.as_str() {
                "K" => (crate::Color::White, CastlingSide::King),
                "Q" => (crate::Color::White, CastlingSide::Queen),
                "k" => (crate::Color::Black, CastlingSide::King),
                "q" => (crate::Color::Black, CastlingSide::Queen),
                other => {
                    let msg = format!(
                        "`castling-wins` lists castling moves by the FEN's letters `K`, `Q`, `k` and `q`, not `{other}`"
                    );
                    self.err(src, at, Code::BadRule, msg);
                    continue;
                }
            };
            if !castling.is_some_and(|c| c.moves.iter().any(|cm| cm.side == side)) {
                let msg = format!(
                    "`castling-wins` names `{letter}`, a castling move the ruleset does not have (see `[castling]`)"
                );
                self.err(src, at, Code::BadRule, msg);
                continue;
            }
            if !wins[color].contains(&side) {
                wins[color].push(side);
            }
        }
        rules.castling_wins = wins;
    }
}
