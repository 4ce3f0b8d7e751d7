//! Whether a game's written result agrees with itself and with its moves:
//! [`check_result`] and the [`ResultMismatch`] it finds.

use crate::game::{GameResult, PgnGame};
use fers_rules::{Game, Outcome};

/// A written result that the game contradicts. The moves are legal; what is wrong is
/// the result written for them.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ResultMismatch {
    /// The termination marker after the moves is not the `Result` tag's value.
    #[error(
        "ResultMismatch: the termination marker `{marker}` differs from the Result tag `{tag}`"
    )]
    MarkerAndTag {
        /// The termination marker.
        marker: GameResult,
        /// The `Result` tag.
        tag: GameResult,
    },
    /// The game is over by its ruleset's rules, with another result than the one
    /// written (a checkmated side written as the winner).
    #[error("ResultMismatch: the {written_in} says `{written}`, but the game is over: {outcome}")]
    Outcome {
        /// The result as written: the termination marker, else the `Result` tag.
        written: GameResult,
        /// Where it is written: `termination marker` or `Result tag`.
        written_in: &'static str,
        /// How the game ended.
        outcome: Outcome,
    },
}

impl ResultMismatch {
    /// The stable name of the problem: `ResultMismatch`.
    pub fn code(&self) -> &'static str {
        "ResultMismatch"
    }
}

/// Checks the result written for `pgn` against `played`, the game replayed from it
/// ([`Variants::replay`](crate::Variants::replay)): the termination marker must be the
/// `Result` tag (when both are there and the tag is a result), and a game that is over
/// (checkmate, stalemate, a variant's own end) must be written with its outcome's score.
/// `*` says nothing about a finished game, and a decisive or drawn result of a game that
/// is not over is a resignation or an agreement: neither is a mismatch.
///
/// # Errors
/// The first [`ResultMismatch`]: the marker against the tag, then the outcome.
///
/// ```
/// use fers_pgn::{Reader, ResultMismatch, Variants, check_result};
///
/// let pgn = "[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 1-0\n";
/// let game = Reader::new(pgn.as_bytes()).next().unwrap().unwrap();
/// let played = Variants::new().replay(&game).unwrap();
/// let err = check_result(&game, &played).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "ResultMismatch: the termination marker says `1-0`, but the game is over: 0-1 black wins by checkmate"
/// );
/// assert!(matches!(err, ResultMismatch::Outcome { .. }));
/// ```
pub fn check_result(pgn: &PgnGame, played: &Game) -> Result<(), ResultMismatch> {
    let tag = pgn
        .tags
        .get("Result")
        .and_then(|t| t.parse::<GameResult>().ok());
    if let (Some(marker), Some(tag)) = (pgn.result, tag)
        && marker != tag
    {
        return Err(ResultMismatch::MarkerAndTag { marker, tag });
    }
    let (written, written_in) = match (pgn.result, tag) {
        (Some(marker), _) => (marker, "termination marker"),
        (None, Some(tag)) => (tag, "Result tag"),
        (None, None) => return Ok(()),
    };
    match played.outcome() {
        Some(outcome) if written != GameResult::Unknown && written.as_str() != outcome.score() => {
            Err(ResultMismatch::Outcome {
                written,
                written_in,
                outcome,
            })
        }
        _ => Ok(()),
    }
}
