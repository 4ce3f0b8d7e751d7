//! Goals beyond checkmate, judged on a [`State`]: two passes in a row (`pass`), royal
//! pieces left facing after a pass (`facing-royals-end`), extinction
//! (`[rules.extinction]`), reaching a region (`[rules.flag]`), castling
//! (`castling-wins`), giving a number of checks (`check-limit`), connecting pieces
//! (`[rules.connect]`) and a full board (`full-board-ends`).
//!
//! These are the *immediate* ends: they hold, or not, before any move is generated, and
//! as in Fairy-Stockfish a position where one holds has no legal moves (the game is
//! over). They are tested in this order — passes, facing royal pieces, extinction, flag,
//! castling, check count, connection, full board — by
//! [`immediate_end`], which move generation uses, and one by one by the end conditions
//! of `end.rs`, which list them in the same order before checkmate.

use crate::families::Compiled;
use crate::kernel::State;
use crate::kernel::attacks::is_attacked;
use crate::outcome::{EndReason, Outcome};
use fers_geometry::Bits;
use fers_movement::{Color, FlagReply, Verdict};

/// The outcome `verdict` gives when it happens to `side`.
pub(crate) fn judged(side: Color, verdict: Verdict, reason: EndReason) -> Outcome {
    match verdict {
        Verdict::Loss => Outcome::Decisive {
            winner: !side,
            reason,
        },
        Verdict::Win => Outcome::Decisive {
            winner: side,
            reason,
        },
        Verdict::Draw => Outcome::Draw { reason },
    }
}

/// The outcome of checkmating the side to move: as `verdict` says, unless every piece
/// giving check is of a `mate-loses` kind (then the mated side wins: a forbidden mate),
/// or, under `decisive-checks`, no check of the series that led here was decisive (then
/// a draw). Fairy-Stockfish's `shatarMateRule`, in that order.
pub(crate) fn checkmate<B: Bits>(t: &Compiled<B>, s: &State<B>, verdict: Verdict) -> Outcome {
    let us = s.turn;
    if t.goals.mate_loses != 0 {
        let checkers = s.checkers(t, us);
        if checkers.any() && (checkers & !s.kinds(t.goals.mate_loses)).is_empty() {
            return Outcome::Decisive {
                winner: us,
                reason: EndReason::ForbiddenMate,
            };
        }
    }
    if t.goals.decisive != 0 && !s.decisive_check[us] {
        return Outcome::Draw {
            reason: EndReason::NoDecisiveCheck,
        };
    }
    judged(us, verdict, EndReason::Checkmate)
}

/// The first immediate end that holds in `s`, if any. `black_can_answer` is asked only
/// under a flag with `reply = "draw"`, when white has reached its region and black is to
/// move: whether black has a legal move that reaches its own (else the game is over).
pub(crate) fn immediate_end<B: Bits>(
    t: &Compiled<B>,
    s: &State<B>,
    black_can_answer: impl FnOnce() -> bool,
) -> Option<Outcome> {
    passes(t, s)
        .or_else(|| facing_royals(t, s))
        .or_else(|| extinction(t, s))
        .or_else(|| flag(t, s, black_can_answer))
        .or_else(|| castling_goal(t, s))
        .or_else(|| check_limit(t, s))
        .or_else(|| connect(t, s))
        .or_else(|| full_board(t, s))
}

/// No square of the board is empty (`full-board-ends`: flipello, ataxx): a draw, or
/// counted (`[rules.counting]`).
pub(crate) fn full_board<B: Bits>(t: &Compiled<B>, s: &State<B>) -> Option<Outcome> {
    (t.ruleset.rules.full_board_ends && (t.board & !s.occupied()).is_empty())
        .then(|| crate::families::counting::scored(t, s, EndReason::FullBoard))
}

/// The side that just moved has connected its pieces (`[rules.connect]`).
pub(crate) fn connect<B: Bits>(t: &Compiled<B>, s: &State<B>) -> Option<Outcome> {
    let goal = t.goals.connect.as_ref()?;
    let them = !s.turn;
    super::connect::connected(goal, s, them)
        .then(|| judged(them, goal.result, EndReason::Connection))
}

/// `castling-wins`: the side that just moved castled on a winning side (it wins), or a
/// side has lost every castling right that would have won (it loses; the side that just
/// moved is tested first), as Fairy-Stockfish's `castlingWins`.
pub(crate) fn castling_goal<B: Bits>(t: &Compiled<B>, s: &State<B>) -> Option<Outcome> {
    if !t.goals.castling_wins {
        return None;
    }
    let wins = &t.ruleset.rules.castling_wins;
    let them = !s.turn;
    let reason = EndReason::CastlingGoal;
    if let Some(side) = crate::families::castling::play::just_castled(s)
        && wins[them].contains(&side)
    {
        return Some(Outcome::Decisive {
            winner: them,
            reason,
        });
    }
    [them, s.turn]
        .into_iter()
        .find(|&c| {
            !wins[c].is_empty()
                && !wins[c].iter().any(|&side| {
                    crate::families::castling::play::rights_on_side(t, s, c, side).any()
                })
        })
        .map(|c| Outcome::Decisive { winner: !c, reason })
}

/// Two passes in a row (`pass = true`): a draw, or counted (`[rules.counting]`).
pub(crate) fn passes<B: Bits>(t: &Compiled<B>, s: &State<B>) -> Option<Outcome> {
    (t.pass && s.passes >= 2).then(|| crate::families::counting::scored(t, s, EndReason::Passes))
}

/// Royal pieces still facing after a pass (`facing-royals-end`, janggi's bikjang): the
/// side that could part them passed instead. A draw, or counted (`[rules.counting]`).
pub(crate) fn facing_royals<B: Bits>(t: &Compiled<B>, s: &State<B>) -> Option<Outcome> {
    (t.facing.end && s.passes >= 1 && crate::families::facing::royals_face(t, s))
        .then(|| crate::families::counting::scored(t, s, EndReason::FacingRoyals))
}

/// Extinction: the side that just moved is tested first, then the side to move.
pub(crate) fn extinction<B: Bits>(t: &Compiled<B>, s: &State<B>) -> Option<Outcome> {
    let goal = t.goals.extinction.as_ref()?;
    // As in Fairy-Stockfish, pseudo-royal pieces that no blast can remove are never lost
    // (they may not be left attacked): extinction is not tested.
    if t.royalty.pseudo_royal.is_some() && t.explosion.is_none() {
        return None;
    }
    // `c`'s pieces of `kind` (all its pieces for `None`), on the board and in hand.
    let count = |c: Color, kind: Option<usize>| {
        let hand = &s.hands[c];
        match kind {
            Some(k) => (s.by_kind[k] & s.by_color[c]).count() + u32::from(hand[k]),
            None => s.by_color[c].count() + hand.iter().map(|&n| u32::from(n)).sum::<u32>(),
        }
    };
    // `c` has `n` of a measure; the opponent must have `opponent_count` of the same.
    let gone = |n: u32, theirs: &dyn Fn() -> u32| {
        n <= goal.count && (goal.opponent_count == 0 || theirs() >= goal.opponent_count)
    };
    let kinds = |mut mask: u32| {
        std::iter::from_fn(move || {
            (mask != 0).then(|| {
                let k = mask.trailing_zeros() as usize;
                mask &= mask - 1;
                k
            })
        })
    };
    let extinct = |c: Color| {
        if goal.together {
            let group = |c: Color| kinds(goal.kinds).map(|k| count(c, Some(k))).sum::<u32>();
            if gone(group(c), &|| group(!c)) {
                return true;
            }
        } else if kinds(goal.kinds).any(|k| gone(count(c, Some(k)), &|| count(!c, Some(k)))) {
            return true;
        }
        goal.all_pieces && gone(count(c, None), &|| count(!c, None))
    };
    let us = s.turn;
    [!us, us]
        .into_iter()
        .find(|&c| extinct(c))
        .map(|c| judged(c, goal.result, EndReason::Extinction))
}

/// Whether `count` pieces of a flag kind of `color` (one in most games) stand in its
/// region; under `safe`, a lone
/// one must stand there unattacked by the enemy (two or more count however attacked:
/// one capture cannot take them all), as Fairy-Stockfish's `flagPieceSafe` judges it.
pub(crate) fn flag_reached<B: Bits>(t: &Compiled<B>, s: &State<B>, color: Color) -> bool {
    let Some(goal) = t.goals.flag.as_ref() else {
        return false;
    };
    let there = goal.regions[color] & s.by_color[color] & s.kinds(goal.kinds);
    match there.single() {
        Some(sq) if goal.safe => !is_attacked(t, s, sq, !color, s.occupied()),
        _ => there.count() >= goal.count,
    }
}

/// Reaching the region, with the reply the rule allows.
pub(crate) fn flag<B: Bits>(
    t: &Compiled<B>,
    s: &State<B>,
    black_can_answer: impl FnOnce() -> bool,
) -> Option<Outcome> {
    let goal = t.goals.flag.as_ref()?;
    let us = s.turn;
    let win = |winner| Outcome::Decisive {
        winner,
        reason: EndReason::Flag,
    };
    match goal.reply {
        // A safe piece in the region wins for the side to move too (it may have come
        // out of attack by the opponent's move); both sides there is a draw.
        FlagReply::None if goal.safe && flag_reached(t, s, us) => {
            Some(if flag_reached(t, s, !us) {
                Outcome::Draw {
                    reason: EndReason::Flag,
                }
            } else {
                win(us)
            })
        }
        // Reaching it wins at once.
        FlagReply::None => flag_reached(t, s, !us).then(|| win(!us)),
        // Still there after the opponent's move: a win.
        FlagReply::Survive => flag_reached(t, s, us).then(|| win(us)),
        FlagReply::Draw => {
            if flag_reached(t, s, us) {
                // White reached first and black answered by reaching too: a draw.
                Some(if us == Color::White && flag_reached(t, s, Color::Black) {
                    Outcome::Draw {
                        reason: EndReason::Flag,
                    }
                } else {
                    win(us)
                })
            } else if flag_reached(t, s, !us) {
                // White reached: black may still answer. Black reached first: white has
                // had as many moves, so black has won.
                (us == Color::White || !black_can_answer()).then(|| win(!us))
            } else {
                None
            }
        }
    }
}

/// Giving the ruleset's number of checks.
pub(crate) fn check_limit<B: Bits>(t: &Compiled<B>, s: &State<B>) -> Option<Outcome> {
    let limit = t.goals.check_limit?;
    let them = !s.turn;
    (u32::from(s.checks_given[them]) >= limit).then_some(Outcome::Decisive {
        winner: them,
        reason: EndReason::CheckLimit { checks: limit },
    })
}
