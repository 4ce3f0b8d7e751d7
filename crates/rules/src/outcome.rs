//! How games end, as values: [`Outcome`] and [`EndReason`]. Which ends apply, in what
//! order, and the position-level tests they use are `end/`.

use fers_movement::Color;
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
    /// A side got its pieces in a row, in a square or on one line (`[rules.connect]`:
    /// tic-tac-toe, connect four); a loss for it where the rule says so (three
    /// musketeers).
    Connection,
    /// A side castled on a side that wins, or lost every castling right that would
    /// have won (`castling-wins`: castle chess).
    CastlingGoal,
    /// Both sides passed, one after the other (`pass = true`).
    Passes,
    /// No square of the board is empty (`full-board-ends`: flipello, ataxx); won by
    /// the side with more pieces under `[rules.counting]`.
    FullBoard,
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
    /// At a forced repetition, one side had given check with every one of its moves
    /// since the first of the repeated positions (`perpetual-check = "loss"`): it loses.
    PerpetualCheck,
    /// At a forced repetition, one side had chased a piece with every one of its moves
    /// since the first of the repeated positions (`[rules.chase]`, xiangqi): it loses.
    PerpetualChase,
    /// A side moved one piece back and forth, out of check, once too often
    /// (`repeated-moves = "loss"`, janggi's modern rules): it loses.
    RepeatedMoves,
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
            EndReason::Connection => "pieces connected".into(),
            EndReason::CastlingGoal => "castling".into(),
            EndReason::Passes => "two passes in a row".into(),
            EndReason::FullBoard => "a full board".into(),
            EndReason::FacingRoyals => "royal pieces left facing".into(),
            EndReason::HonourCounting => "the counting rules".into(),
            EndReason::ForbiddenMate => "a checkmate by a piece that may not give it".into(),
            EndReason::NoDecisiveCheck => "a checkmate without a decisive check".into(),
            EndReason::PerpetualCheck => "perpetual check".into(),
            EndReason::PerpetualChase => "perpetual chase".into(),
            EndReason::RepeatedMoves => "moving a piece back and forth".into(),
        }
    }

    /// A stable machine-readable name, for programs and snapshots: `checkmate`,
    /// `stalemate`, `insufficient-material`, `repetition`, `repetition-claimable`,
    /// `move-rule`, `move-rule-claimable`, `bare-royal`, `extinction`, `flag`,
    /// `check-limit`, `connection`, `castling`, `passes`, `full-board`, `facing-royals`, `honour-counting`, `forbidden-mate`,
    /// `no-decisive-check`, `perpetual-check`, `perpetual-chase`, `repeated-moves`.
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
            EndReason::Connection => "connection",
            EndReason::CastlingGoal => "castling",
            EndReason::Passes => "passes",
            EndReason::FullBoard => "full-board",
            EndReason::FacingRoyals => "facing-royals",
            EndReason::HonourCounting => "honour-counting",
            EndReason::ForbiddenMate => "forbidden-mate",
            EndReason::NoDecisiveCheck => "no-decisive-check",
            EndReason::PerpetualCheck => "perpetual-check",
            EndReason::PerpetualChase => "perpetual-chase",
            EndReason::RepeatedMoves => "repeated-moves",
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
