//! The position-level tests of the draw rules the end conditions use: insufficient
//! material (with pieces confined away from the enemy royal pieces counting as none), a
//! bare royal piece (shatranj), and the move rule.

use crate::position::Position;
use fers_geometry::{Bits, SquareSet};
use fers_movement::{Color, Motion};

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
        if let Some(h) = &t.hands
            && (h.to_captor
                || Color::ALL
                    .iter()
                    .any(|&c| self.state.hands[c].iter().any(|&n| n > 0)))
        {
            return false;
        }
        let royal = self.state.royals(t)
            | crate::families::royalty::pseudo_royals(t, &self.state, Color::White)
            | crate::families::royalty::pseudo_royals(t, &self.state, Color::Black);
        // Pieces that can never reach a square the enemy royal pieces may stand on (an
        // elephant or an advisor of xiangqi, confined to its own side) can never give
        // check: they count as no material, as in Fairy-Stockfish.
        let others = self.state.occupied() & !royal & !self.confined_away();
        if others.is_empty() {
            return true;
        }
        // Where a check counts, or a stalemate or a draw is not a plain draw, any piece
        // can still decide the game (by checks, or by stalemating): only bare royal
        // pieces are dead, as in Fairy-Stockfish. So too where a royal piece in check
        // may not step away (makpong): any check it cannot take is mate.
        let rules = &t.ruleset.rules;
        if rules.check_limit.is_some()
            || rules.royal_stays_in_check
            || rules.stalemate != fers_movement::StalemateRule::Draw
            || rules.draw_winner.is_some()
            || rules.explosion.is_some()
        {
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
        let shape = self.shape();
        let colour = |sq: fers_geometry::Square| (shape.file_of(sq).0 + shape.rank_of(sq).0) % 2;
        let colours: Vec<u8> = others.iter().map(colour).collect();
        kinds.iter().all(|&k| is_colour_bound(&pieces[k]))
            && colours.iter().all(|&c| c == colours[0])
    }
}

impl<B: Bits> Position<B> {
    /// The pieces confined to a region (`confined-to`) that shares no square with the
    /// region every enemy royal kind is confined to.
    fn confined_away(&self) -> SquareSet<B> {
        let t = &*self.tables;
        let ruleset = &t.ruleset;
        let region = |kind: usize, color: Color| -> Option<SquareSet<B>> {
            let r = ruleset.pieces[kind].confined_to?;
            Some(ruleset.regions[r].squares[color].iter().copied().collect())
        };
        let mut out = SquareSet::EMPTY;
        for color in Color::ALL {
            // Where the enemy royal pieces may ever stand: `None` if anywhere.
            let mut royal_reach = Some(SquareSet::EMPTY);
            for k in ruleset.royal_kinds() {
                royal_reach = royal_reach
                    .zip(region(k.index(), !color))
                    .map(|(a, b)| a | b);
            }
            let Some(royal_reach) = royal_reach else {
                continue;
            };
            for (k, piece) in ruleset.pieces.iter().enumerate() {
                if !piece.royal
                    && let Some(own) = region(k, color)
                    && !own.intersects(royal_reach)
                {
                    out |= self.state.by_kind[k] & self.state.by_color[color];
                }
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
