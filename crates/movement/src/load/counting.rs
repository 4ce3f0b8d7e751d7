//! Counting rules: `[rules.counting]`, checked into [`Counting`] (janggi's material
//! count, by which the ends by passes are scored), and `[rules.honour-counting]`, checked
//! into [`HonourCounting`] (the counting rules of makruk, ouk chatrang and ASEAN chess:
//! once the material is low, a game not won within a number of moves is drawn).
//!
//! Checks here: every kind named is declared (`UnknownPiece`). `[rules.counting]`: points
//! and the bonus are 0 to [`MAX_POINTS`]; the table needs `pass = true` (there is no end
//! to score otherwise). `[rules.honour-counting]`: limits are 1 to [`MAX_HONOUR_MOVES`]
//! moves, counts 1 to 255, `board-honour-pieces` at least 2 and only with
//! `board-honour`, `count-from` one of its words, and the table gives some limit. All
//! `BadRule`.

use crate::diagnostic::DiagnosticCode as Code;
use crate::ruleset::{Counting, HonourCounting, HonourLimit, PieceKind, Rules};
use toml::Spanned;

use super::checker::Checker;
use super::extends::Chain;

/// The most points a kind, or black's bonus, may be worth.
pub const MAX_POINTS: i64 = 10_000;

/// The longest count in moves: twice it, in plies, fits the FEN field and the position.
pub const MAX_HONOUR_MOVES: i64 = 10_000;

impl Checker<'_> {
    /// Reads `[rules.counting]` into `rules`.
    pub(super) fn check_counting(&mut self, m: &Chain, rules: &mut Rules, pieces: &[PieceKind]) {
        let Some((spec, src)) = m.rules(|r| r.counting.as_ref()) else {
            return;
        };
        let at = spec.span().start;
        if !rules.pass && !rules.pass_on_stalemate && !rules.full_board_ends {
            let msg = "`[rules.counting]` scores the ends by passes or by a full board and needs `pass = true`, `pass-on-stalemate = true` or `full-board-ends = true`";
            self.err(src, at, Code::BadRule, msg);
        }
        let spec = spec.get_ref();
        let mut values = vec![0u32; pieces.len()];
        for (name, points) in &spec.values {
            let Some(k) = self.kind_named(
                src,
                points.span().start,
                name,
                pieces,
                "`rules.counting.values`",
            ) else {
                continue;
            };
            if let Some(p) = self.points(src, points, &format!("`{name}`")) {
                values[k.index()] = p;
            }
        }
        let black_bonus = spec
            .black_bonus
            .as_ref()
            .and_then(|b| self.points(src, b, "`black-bonus`"))
            .unwrap_or(0);
        let words = [("black-wins", false), ("draw", true)];
        let draw_when_equal = (spec.equal.as_ref())
            .and_then(|v| self.word(src, v, "`rules.counting.equal`", Code::BadRule, &words))
            .unwrap_or(false);
        rules.counting = Some(Counting {
            values,
            black_bonus,
            draw_when_equal,
        });
    }

    /// A number of points, 0 to [`MAX_POINTS`].
    fn points(&mut self, src: usize, n: &Spanned<i64>, what: &str) -> Option<u32> {
        let v = *n.get_ref();
        if (0..=MAX_POINTS).contains(&v) {
            return u32::try_from(v).ok();
        }
        let msg = format!("`rules.counting`: {what} must be 0 to {MAX_POINTS} points, not {v}");
        self.err(src, n.span().start, Code::BadRule, msg);
        None
    }

    /// Reads `[rules.honour-counting]` into `rules`.
    pub(super) fn check_honour_counting(
        &mut self,
        m: &Chain,
        rules: &mut Rules,
        pieces: &[PieceKind],
    ) {
        let Some((spec, src)) = m.rules(|r| r.honour_counting.as_ref()) else {
            return;
        };
        let at = spec.span().start;
        let spec = spec.get_ref();
        let who = "`rules.honour-counting`";
        let mut out = HonourCounting::default();
        if let Some(names) = &spec.pawns {
            let table = "rules.honour-counting.pawns";
            out.pawns = self
                .kinds_named(names, src, pieces, table)
                .unwrap_or_default();
        }
        out.board = spec
            .board_honour
            .as_ref()
            .and_then(|n| self.honour_moves(src, n, "`board-honour`"));
        if let Some(n) = &spec.board_honour_pieces {
            let v = *n.get_ref();
            if spec.board_honour.is_none() {
                let msg =
                    "`board-honour-pieces` limits the board's honour: give `board-honour` too";
                self.err(src, n.span().start, Code::BadRule, msg);
            } else if (2..=255).contains(&v) {
                out.board_most_pieces = Some(v as u32);
            } else {
                let msg = format!("`board-honour-pieces` must be 2 to 255, not {v}");
                self.err(src, n.span().start, Code::BadRule, msg);
            }
        }
        for entry in &spec.pieces_honour {
            let e = entry.get_ref();
            let kind = self.kind_named(src, e.kind.span().start, e.kind.get_ref(), pieces, who);
            let count = match &e.count {
                None => Some(1),
                Some(c) if (1..=255).contains(c.get_ref()) => Some(*c.get_ref() as u32),
                Some(c) => {
                    let msg = format!(
                        "`pieces-honour`: `count` must be 1 to 255, not {}",
                        c.get_ref()
                    );
                    self.err(src, c.span().start, Code::BadRule, msg);
                    None
                }
            };
            let moves = self.honour_moves(src, &e.moves, "`pieces-honour`: `moves`");
            if let (Some(kind), Some(count), Some(moves)) = (kind, count, moves) {
                out.pieces.push(HonourLimit { kind, count, moves });
            }
        }
        out.pieces_otherwise = spec
            .pieces_honour_otherwise
            .as_ref()
            .and_then(|n| self.honour_moves(src, n, "`pieces-honour-otherwise`"));
        if let Some(v) = &spec.count_from {
            let words = [("zero", false), ("pieces", true)];
            out.from_pieces =
                (self.word(src, v, "`count-from`", Code::BadRule, &words)).unwrap_or(false);
        }
        if spec.board_honour.is_none()
            && spec.pieces_honour.is_empty()
            && spec.pieces_honour_otherwise.is_none()
        {
            let msg = "`[rules.honour-counting]` gives no limit: set `board-honour`, `pieces-honour` or `pieces-honour-otherwise`";
            self.err(src, at, Code::BadRule, msg);
        }
        rules.honour_counting = Some(out);
    }

    /// A limit in moves, 1 to [`MAX_HONOUR_MOVES`].
    fn honour_moves(&mut self, src: usize, n: &Spanned<i64>, what: &str) -> Option<u32> {
        let v = *n.get_ref();
        if (1..=MAX_HONOUR_MOVES).contains(&v) {
            return u32::try_from(v).ok();
        }
        let msg = format!("{what} must be 1 to {MAX_HONOUR_MOVES} moves, not {v}");
        self.err(src, n.span().start, Code::BadRule, msg);
        None
    }
}
