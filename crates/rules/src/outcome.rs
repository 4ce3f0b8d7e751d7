//! How games end: [`Outcome`] and [`EndReason`], and the position-level tests the end
//! conditions use (checkmate, stalemate, bare royal, insufficient material, the move
//! rule). Which of them apply, and in what order, is `end.rs` (which also holds
//! `Position::outcome`, so that this module does not use `end` back).

use crate::position::Position;
use fers_geometry::{Bits, SquareSet};
use fers_movement::{Color, Motion};
use std::fmt;

/// Why a game ended (or may be ended by a claim).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum EndReason {
    /// The side to move is checkmated.
    Checkmate,
    /// The side to move has no legal move and is not in check.
    Stalemate,
    /// Neither side can checkmate by any series of legal moves.
    InsufficientMaterial,
    /// The same position occurred for the ruleset's forced number of times (5 in FIDE).
    Repetition {
        /// How many times.
        times: u32,
    },
    /// The same position occurred for the number of times that allows a claim (3 in FIDE).
    RepetitionClaimable {
        /// How many times.
        times: u32,
    },
    /// The ruleset's forced move rule (75 moves in FIDE).
    MoveRule {
        /// Full moves without capture or irreversible move.
        moves: u32,
    },
    /// The move rule that allows a claim (50 moves in FIDE).
    MoveRuleClaimable {
        /// Full moves without capture or irreversible move.
        moves: u32,
    },
    /// A side was left with only its royal piece (shatranj's bare king).
    BareRoyal,
    /// A side ran out of the pieces `[rules.extinction]` counts.
    Extinction,
    /// A side brought a piece into its region (`[rules.flag]`: king of the hill, racing
    /// kings); a draw when both did (racing kings).
    Flag,
    /// A side gave the ruleset's number of checks (`check-limit`: three-check).
    CheckLimit {
        /// The number of checks.
        checks: u32,
    },
    /// Both sides passed, one after the other (`pass = true`).
    Passes,
    /// The royal pieces were left facing each other after a pass (`facing-royals-end`,
    /// janggi's bikjang).
    FacingRoyals,
    /// The count of `[rules.honour-counting]` ran out (makruk's board's or pieces'
    /// honour): a draw.
    HonourCounting,
    /// A checkmate given only by pieces whose mate loses for the side that gives it
    /// (`mate-loses`: shatar's knight): the mated side wins.
    ForbiddenMate,
    /// A checkmate that ends a series of checks none of which a decisive kind gave
    /// (`decisive-checks`: shatar's niol): a draw.
    NoDecisiveCheck,
}

impl EndReason {
    /// A short lowercase description, with the ruleset's numbers ("threefold
    /// repetition", "fifty-move rule", "70-move rule").
    pub fn describe(self) -> String {
        fn fold(n: u32) -> String {
            match n {
                2 => "twofold".into(),
                3 => "threefold".into(),
                4 => "fourfold".into(),
                5 => "fivefold".into(),
                n => format!("{n}-fold"),
            }
        }
        fn moves(n: u32) -> String {
            match n {
                50 => "fifty".into(),
                70 => "seventy".into(),
                75 => "seventy-five".into(),
                100 => "hundred".into(),
                n => n.to_string(),
            }
        }
        match self {
            EndReason::Checkmate => "checkmate".into(),
            EndReason::Stalemate => "stalemate".into(),
            EndReason::InsufficientMaterial => "insufficient material".into(),
            EndReason::Repetition { times } | EndReason::RepetitionClaimable { times } => {
                format!("{} repetition", fold(times))
            }
            EndReason::MoveRule { moves: n } | EndReason::MoveRuleClaimable { moves: n } => {
                format!("{}-move rule", moves(n))
            }
            EndReason::BareRoyal => "bare king".into(),
            EndReason::Extinction => "extinction".into(),
            EndReason::Flag => "reaching the goal".into(),
            EndReason::CheckLimit { checks } => match checks {
                1 => "first check".into(),
                2 => "second check".into(),
                3 => "third check".into(),
                4 => "fourth check".into(),
                5 => "fifth check".into(),
                n => format!("check number {n}"),
            },
            EndReason::Passes => "two passes in a row".into(),
            EndReason::FacingRoyals => "royal pieces left facing".into(),
            EndReason::HonourCounting => "the counting rules".into(),
            EndReason::ForbiddenMate => "a checkmate by a piece that may not give it".into(),
            EndReason::NoDecisiveCheck => "a checkmate without a decisive check".into(),
        }
    }

    /// A stable machine-readable name, for programs and snapshots: `checkmate`,
    /// `stalemate`, `insufficient-material`, `repetition`, `repetition-claimable`,
    /// `move-rule`, `move-rule-claimable`, `bare-royal`, `extinction`, `flag`,
    /// `check-limit`, `passes`, `facing-royals`, `honour-counting`, `forbidden-mate`,
    /// `no-decisive-check`.
    /// The numbers are in the variant's fields.
    ///
    /// ```
    /// use fers_rules::EndReason;
    /// assert_eq!(EndReason::CheckLimit { checks: 3 }.code(), "check-limit");
    /// assert_eq!(EndReason::CheckLimit { checks: 3 }.describe(), "third check");
    /// ```
    pub fn code(self) -> &'static str {
        match self {
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::InsufficientMaterial => "insufficient-material",
            EndReason::Repetition { .. } => "repetition",
            EndReason::RepetitionClaimable { .. } => "repetition-claimable",
            EndReason::MoveRule { .. } => "move-rule",
            EndReason::MoveRuleClaimable { .. } => "move-rule-claimable",
            EndReason::BareRoyal => "bare-royal",
            EndReason::Extinction => "extinction",
            EndReason::Flag => "flag",
            EndReason::CheckLimit { .. } => "check-limit",
            EndReason::Passes => "passes",
            EndReason::FacingRoyals => "facing-royals",
            EndReason::HonourCounting => "honour-counting",
            EndReason::ForbiddenMate => "forbidden-mate",
            EndReason::NoDecisiveCheck => "no-decisive-check",
        }
    }
}

/// The result of a finished game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Outcome {
    /// One side won.
    Decisive {
        /// The winner.
        winner: Color,
        /// How.
        reason: EndReason,
    },
    /// Nobody won.
    Draw {
        /// Why.
        reason: EndReason,
    },
}

impl Outcome {
    /// The score in PGN notation: `1-0`, `0-1` or `1/2-1/2`.
    pub fn score(self) -> &'static str {
        match self {
            Outcome::Decisive {
                winner: Color::White,
                ..
            } => "1-0",
            Outcome::Decisive {
                winner: Color::Black,
                ..
            } => "0-1",
            Outcome::Draw { .. } => "1/2-1/2",
        }
    }

    /// The winner, `None` for a draw.
    pub fn winner(self) -> Option<Color> {
        match self {
            Outcome::Decisive { winner, .. } => Some(winner),
            Outcome::Draw { .. } => None,
        }
    }

    /// The reason.
    pub fn reason(self) -> EndReason {
        match self {
            Outcome::Decisive { reason, .. } | Outcome::Draw { reason } => reason,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Decisive { winner, reason } => write!(
                f,
                "{} {} wins by {}",
                self.score(),
                winner.name(),
                reason.describe()
            ),
            Outcome::Draw { reason } => write!(f, "{} draw by {}", self.score(), reason.describe()),
        }
    }
}

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
        let t = &self.tables;
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
            | self.state.pseudo_royals(t, Color::White)
            | self.state.pseudo_royals(t, Color::Black);
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
        let t = &self.tables;
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
