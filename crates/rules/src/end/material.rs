//! The position-level tests of the draw rules the end conditions use: insufficient
//! material (with pieces confined away from the enemy royal pieces counting as none), a
//! bare royal piece (shatranj), and the move rule.

use crate::position::Position;
use fers_geometry::{Bits, SquareSet};
use fers_movement::{Color, Motion, RepetitionResult, StalemateRule};

impl<B: Bits> Position<B> {
    /// Under the bare-royal rule, the side that has lost: the one left with only royal
    /// pieces after it has had its move, while the other side still has more. The side
    /// just bared is to move and may bare the other back (then both are bare and play
    /// goes on), as in Fairy-Stockfish.
    pub(crate) fn bare_royal_loser(&self) -> Option<Color> {
        let royal = self.state.royals(&self.tables);
        let others = |c: Color| self.pieces(c) & !royal;
        let us = self.turn();
        (others(!us).is_empty() && others(us).any()).then_some(!us)
    }

    /// Whether the game is over in this position.
    pub fn is_game_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// Whether the side to move is checkmated.
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && self.count_legal_moves() == 0
    }

    /// Whether the side to move is stalemated.
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && self.count_legal_moves() == 0
    }

    /// Whether the claimable move rule (50 moves) has been reached.
    pub fn is_move_rule_claimable(&self) -> bool {
        self.tables
            .ruleset
            .rules
            .move_rule
            .is_some_and(|n| self.halfmoves() >= 2 * n)
    }

    /// Whether neither side can ever checkmate (a dead position by material):
    /// no non-royal piece; or a single one whose kind cannot mate alone; or only
    /// colour-bound kinds that cannot mate alone, all on one square colour. Never while
    /// a piece that promotes remains. Under a `check-limit`, a stalemate that is not a
    /// draw or a `draw-winner`, only the first (bare royal pieces). Pseudo-royal pieces
    /// count as royal here; with explosions (where any piece can blow up a king) only
    /// the first case counts, as in Fairy-Stockfish. Pieces confined to a region that
    /// shares no square with the enemy royal pieces' region (xiangqi's advisors and
    /// elephants) are no material at all, as in Fairy-Stockfish.
    pub fn is_insufficient_material(&self) -> bool {
        let t = &*self.tables;
        // A piece in hand may still be dropped to mate, and where captures go to hand
        // no material ever leaves the game (as in Fairy-Stockfish).
        if Color::ALL.iter().any(|&c| self.hand_may_mate(c)) {
            return false;
        }
        let royal = self.lone_royals()
            | crate::families::royalty::pseudo_royals(t, &self.state, Color::White)
            | crate::families::royalty::pseudo_royals(t, &self.state, Color::Black);
        // Pieces that can never reach a square the enemy royal pieces may stand on (an
        // elephant or an advisor of xiangqi, confined to its own side) can never give
        // check: they count as no material, as in Fairy-Stockfish.
        let others = self.state.occupied()
            & !royal
            & !self.confined_away(Color::White)
            & !self.confined_away(Color::Black);
        if others.is_empty() {
            return true;
        }
        // Where a check counts, or a stalemate or a draw is not a plain draw, any piece
        // can still decide the game (by checks, or by stalemating): only bare royal
        // pieces are dead, as in Fairy-Stockfish. So too where a royal piece in check
        // may not step away (makpong): any check it cannot take is mate.
        let rules = &t.ruleset.rules;
        if any_piece_may_decide(rules) || rules.explosion.is_some() {
            return false;
        }
        let kinds: Vec<usize> = others
            .iter()
            .filter_map(|sq| self.piece_at(sq))
            .map(|p| p.kind.index())
            .collect();
        let pieces = &t.ruleset.pieces;
        if kinds
            .iter()
            .any(|&k| pieces[k].promotion.is_some() || pieces[k].mates_alone)
        {
            return false;
        }
        if kinds.len() == 1 {
            return true;
        }
        let colours: Vec<u8> = others.iter().map(|sq| self.square_colour(sq)).collect();
        kinds.iter().all(|&k| is_colour_bound(&pieces[k]))
            && colours.iter().all(|&c| c == colours[0])
    }
}

impl<B: Bits> Position<B> {
    /// Whether `color` can never mate, whatever the other side does: Fairy-Stockfish's
    /// per-colour test (pyffish's `has_insufficient_material` answers it for each side),
    /// which agrees with python-chess's `has_insufficient_material` in FIDE chess.
    ///
    /// Never while `color` has a piece in hand or captures go to hand, nor where a goal
    /// other than mate decides games (extinction of non-pseudo-royal kinds, a flag piece
    /// of `color` on the board, a repetition that is not a draw). Otherwise `color` can
    /// mate if it has a piece that mates alone (`mates-alone`), or a piece that promotes
    /// to one; or a colour-bound piece while colour-bound pieces stand on both square
    /// colours or any other piece is on the board; or another piece while at least two
    /// pieces of either side are on the board. Walls and holes count as pieces of
    /// neither side (they take squares from the enemy royal piece as a piece would). A
    /// side's only royal piece, the pseudo-royal pieces of `color` under explosions, and
    /// pieces of `color` confined away from every square the enemy royal pieces may stand
    /// on are no material.
    /// Where a check counts, a stalemate is not a draw or a royal piece in check may only
    /// capture (makpong), any piece of `color` may still decide the game.
    ///
    /// ```
    /// # use fers_rules::{load_ruleset, FenMode};
    /// # use fers_rules::typed::{compile, Position};
    /// # use fers_movement::Color;
    /// # let text = include_str!("../../../../rulesets/standard.toml");
    /// # let tables = std::sync::Arc::new(compile::<u64>(load_ruleset(text, "standard.toml", &|_| None).unwrap()).unwrap());
    /// // A bare king cannot mate, but a pawn can promote.
    /// let p = Position::from_fen(&tables, "4k3/4p3/8/8/8/8/8/4K3 w - - 0 1", FenMode::Strict).unwrap();
    /// assert!(p.has_insufficient_material(Color::White));
    /// assert!(!p.has_insufficient_material(Color::Black));
    /// ```
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        let t = &*self.tables;
        let rules = &t.ruleset.rules;
        let mine = self.state.color(color);
        if self.hand_may_mate(color) {
            return false;
        }
        let flag_on_board = rules.flag.as_ref().is_some_and(|f| {
            !f.regions[color].is_empty()
                && f.kinds.iter().any(|&k| (self.state.kind(k) & mine).any())
        });
        // A bare royal piece loses (shatranj): Fairy-Stockfish's extinction of all pieces.
        if flag_on_board
            || rules.bare_royal_loses
            || rules.extinction.as_ref().is_some_and(|e| !e.pseudo_royal)
            || rules.repetition_result != RepetitionResult::Draw
        {
            return false;
        }
        let mut restricted = self.lone_royals() | self.confined_away(color);
        if rules.explosion.is_some() {
            restricted |= crate::families::royalty::pseudo_royals(t, &self.state, color);
        }
        // Walls and holes count as pieces here, as in Fairy-Stockfish: they take squares
        // from the enemy royal piece as a helper piece would.
        let holes: SquareSet<B> = t.ruleset.holes.iter().copied().collect();
        let free = (self.state.occupied() | holes) & !restricted;
        let pieces = &t.ruleset.pieces;
        let kind_at = |sq| self.piece_at(sq).map(|p| &pieces[p.kind.index()]);
        // A piece that promotes chess-style (to a kind that is not its own promoted
        // form, as a shogi piece's is) is a pawn: it mates if it may become a piece that
        // mates alone (makruk's pawn, which becomes a met, does not), as in
        // Fairy-Stockfish.
        let mates = |p: &fers_movement::PieceKind| {
            let targets = p.promotion.as_ref().map_or(&[][..], |pr| pr.choices(color));
            let mut pawn_targets = targets
                .iter()
                .map(|k| &pieces[k.index()])
                .filter(|to| to.unpromoted.is_none())
                .peekable();
            if pawn_targets.peek().is_some() {
                pawn_targets.any(|to| to.mates_alone)
            } else {
                p.mates_alone
            }
        };
        if (free & mine).iter().filter_map(kind_at).any(mates) {
            return false;
        }
        let colour_bound: SquareSet<B> = free
            .iter()
            .filter(|&sq| kind_at(sq).is_some_and(is_colour_bound))
            .collect();
        let unbound = free & !colour_bound;
        let both_colours = {
            let mut seen = colour_bound.iter().map(|sq| self.square_colour(sq));
            seen.next().is_some_and(|first| seen.any(|c| c != first))
        };
        let decided_otherwise = any_piece_may_decide(rules);
        if (colour_bound & mine).any() && (both_colours || unbound.any() || decided_otherwise) {
            return false;
        }
        !((unbound & mine).any() && (free.count() >= 2 || decided_otherwise))
    }

    /// Whether `color` may still drop a piece to mate: it holds one, or captures go to
    /// hand (where no material ever leaves the game), as in Fairy-Stockfish.
    fn hand_may_mate(&self, color: Color) -> bool {
        self.tables
            .hands
            .as_ref()
            .is_some_and(|h| h.to_captor || self.state.hands[color].iter().any(|&n| n > 0))
    }

    /// The colour of `sq` (0 or 1), as colour-bound pieces keep to it.
    fn square_colour(&self, sq: fers_geometry::Square) -> u8 {
        let shape = self.shape();
        (shape.file_of(sq).0 + shape.rank_of(sq).0) % 2
    }

    /// The royal pieces of each side that has exactly one: the king, which can never
    /// help to mate. A side with several (coregal's king and queens) may mate with them.
    fn lone_royals(&self) -> SquareSet<B> {
        let mut out = SquareSet::EMPTY;
        for color in Color::ALL {
            let royal = self.royals(color);
            if royal.count() == 1 {
                out |= royal;
            }
        }
        out
    }

    /// The pieces of `color` confined to a region (`confined-to`) that shares no square
    /// with the region every enemy royal kind is confined to.
    fn confined_away(&self, color: Color) -> SquareSet<B> {
        let t = &*self.tables;
        let ruleset = &t.ruleset;
        let region = |kind: usize, color: Color| -> Option<SquareSet<B>> {
            let r = ruleset.pieces[kind].confined_to?;
            Some(ruleset.regions[r].squares[color].iter().copied().collect())
        };
        let mut out = SquareSet::EMPTY;
        // Where the enemy royal pieces may ever stand: `None` if anywhere.
        let mut royal_reach = Some(SquareSet::EMPTY);
        for k in ruleset.royal_kinds() {
            royal_reach = royal_reach
                .zip(region(k.index(), !color))
                .map(|(a, b)| a | b);
        }
        let Some(royal_reach) = royal_reach else {
            return out;
        };
        for (k, piece) in ruleset.pieces.iter().enumerate() {
            if !piece.royal
                && let Some(own) = region(k, color)
                && !own.intersects(royal_reach)
            {
                out |= self.state.by_kind[k] & self.state.by_color[color];
            }
        }
        out
    }
}

/// Whether every move of the kind keeps it on squares of one colour.
fn is_colour_bound(p: &fers_movement::PieceKind) -> bool {
    p.components.iter().all(|c| {
        c.offsets
            .iter()
            .all(|o| (o.file as i32 + o.rank as i32) % 2 == 0)
            && matches!(c.motion, Motion::Leap | Motion::Slide { .. })
    })
}

/// Whether any piece may still decide the game, not only mate: a check counts, a
/// stalemate is not a plain draw, every draw is scored for a side (armageddon), or a
/// royal piece in check may only capture (makpong), as in Fairy-Stockfish.
fn any_piece_may_decide(rules: &fers_movement::Rules) -> bool {
    rules.check_limit.is_some()
        || rules.royal_stays_in_check
        || rules.stalemate != StalemateRule::Draw
        || rules.draw_winner.is_some()
}
