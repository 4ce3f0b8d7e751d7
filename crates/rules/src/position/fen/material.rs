//! The strict FEN's material tests: no piece left unpromoted where it must have
//! promoted, and no more material than a game from the start position could hold.

use super::FenError;
use crate::families::Compiled;
use crate::kernel::State;
use fers_geometry::{Bits, SquareSet};
use fers_movement::{CaptureDestination, Color, Kind};

/// Refuses a piece standing where it must already have promoted.
pub(super) fn check_unpromoted<B: Bits>(t: &Compiled<B>, s: &State<B>) -> Result<(), FenError> {
    // A flip turns an enemy piece where it stands: a pawn may become one standing in
    // its new side's promotion zone, and stays unpromoted there.
    if t.ruleset.rules.flipping.is_some() {
        return Ok(());
    }
    for (kind, moves) in t.moves.iter().enumerate() {
        for color in Color::ALL {
            // A kind that promotes only by capturing may stand anywhere.
            if moves[color].promotion_on_capture {
                continue;
            }
            // One that promotes on no en-passant capture may stand unpromoted where
            // such a capture lands.
            let promotion = t.ruleset.pieces[kind].promotion.as_ref();
            if promotion.is_some_and(|p| !p.en_passant) {
                continue;
            }
            // Where it may be dropped it may stand unpromoted (a euroshogi pawn dropped
            // into the zone, where its next move must promote).
            let dropped =
                (t.hands.as_ref()).map_or(SquareSet::EMPTY, |h| h.drop_region[kind][color]);
            let stuck = s.kind(Kind(kind as u8))
                & s.color(color)
                & moves[color].promotion_mandatory
                & !dropped;
            if let Some(sq) = stuck.first() {
                return Err(FenError::UnpromotedPiece {
                    name: t.ruleset.pieces[kind].name.clone(),
                    square: t.shape.square_name(sq).to_string(),
                });
            }
        }
    }
    Ok(())
}

/// Refuses material no game from the start position could reach. Moves never add a
/// piece, and a promotion turns one piece of a promoting kind into one of its targets,
/// so per side: no more pieces than at the start; no more of a kind than at the start
/// unless some kind promotes to it; and no more extra pieces of promotion targets than
/// pieces of promoting kinds are missing (a kind can be both, as in a promotion chain).
/// Under partner hands (bughouse) the start counts are those of two boards.
pub(super) fn check_material<B: Bits>(t: &Compiled<B>, s: &State<B>) -> Result<(), FenError> {
    // Where captured pieces change sides, or flipped pieces change colour, a side may
    // hold any of the board's pieces; a hand that never runs out brings any number.
    if t.hands.as_ref().is_some_and(|h| h.to_captor || h.unlimited)
        || t.ruleset.rules.flipping.is_some()
    {
        return Ok(());
    }
    // Where captured pieces go to a partner on another board, a side may also hold the
    // pieces of its colour that board started with.
    let boards = match t.ruleset.hands {
        Some(h) if h.captures == CaptureDestination::Partner => 2,
        _ => 1,
    };
    let pieces = &t.ruleset.pieces;
    for color in Color::ALL {
        let start: Vec<u32> = t.promotion.start_counts[color]
            .iter()
            .map(|&n| n * boards)
            .collect();
        let start = &start;
        // On the board and in hand, as the start counts are.
        let count = |k: usize| {
            (s.kind(Kind(k as u8)) & s.color(color)).count() + u32::from(s.hands[color][k])
        };
        let total: u32 = (0..pieces.len()).map(count).sum();
        let start_total: u32 = start.iter().sum();
        if total > start_total {
            return Err(FenError::TooMuchMaterial(format!(
                "{} has {total} pieces; the start position gives it {start_total}",
                color.name()
            )));
        }
        let is_target = |k: usize| {
            pieces.iter().any(|p| {
                p.promotion
                    .as_ref()
                    .is_some_and(|pr| pr.choices(color).contains(&Kind(k as u8)))
            })
        };
        let (mut missing, mut extra) = (0u32, 0u32);
        for (k, piece) in pieces.iter().enumerate() {
            if count(k) > start[k] && !is_target(k) {
                let name = &piece.name;
                return Err(FenError::TooMuchMaterial(format!(
                    "{} has {} of kind {name}; the start position gives it {} and no piece promotes to it",
                    color.name(),
                    count(k),
                    start[k]
                )));
            }
            extra += count(k).saturating_sub(start[k]);
            if piece.promotion.is_some() {
                missing += start[k].saturating_sub(count(k));
            }
        }
        if extra > missing {
            return Err(FenError::TooMuchMaterial(format!(
                "{} has {extra} pieces more than at the start but only {missing} could have come from promotion",
                color.name()
            )));
        }
    }
    Ok(())
}
