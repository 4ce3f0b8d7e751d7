//! Goals beyond checkmate on the reference [`Board`], written from the `### Goals`
//! section of `docs/ruleset-reference.md`: they read the [`Ruleset`]'s `[rules]` as
//! written and the board, and nothing of the fast engine's goal code or tables.
//!
//! - [`immediate_end`]: extinction, then the flag, then the check count, then a
//!   connection (`[rules.connect]`, the side that just moved), tested before
//!   any move (a position where one holds has no legal moves);
//! - [`apply_obligations`]: no move may give check (`giving-check = "illegal"`), then,
//!   under `must-capture`, only captures if any is left;
//! - [`goal_end`]: the game's end by these goals, by checkmate or by stalemate, with
//!   what `checkmate`, `stalemate` and `draw-winner` make of it;
//! - [`count_check`]: the check counters after a move.
//!
//! The oracle has no hands (random rulesets have no drops), so extinction counts the
//! pieces on the board.

use super::board::Board;
use super::{attackers, checkers_on, move_pieces, royal_safe_moves};
use fers_geometry::Square;
use fers_movement::{Color, Connect, FlagReply, Kind, Ruleset, StalemateRule, Verdict};
use fers_rules::{EndReason, Outcome};
use fers_rules::{Move, MoveKind};

/// The outcome `verdict` means for the side it happens to.
fn judged(side: Color, verdict: Verdict, reason: EndReason) -> Outcome {
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

/// How many pieces `color` has of `kind`, on the board and in hand.
fn count_of(board: &Board, color: Color, kind: Kind) -> u32 {
    let held = board.hands[color].get(kind.index()).copied().unwrap_or(0);
    board.pieces(color).filter(|(_, p)| p.kind == kind).count() as u32 + u32::from(held)
}

/// How many pieces `color` has, on the board and in hand.
fn total_of(board: &Board, color: Color) -> u32 {
    let held: u32 = board.hands[color].iter().map(|&n| u32::from(n)).sum();
    board.pieces(color).count() as u32 + held
}

/// Whether `color` is extinct: `count` or fewer of any counted kind (of them all, with
/// `together`), or of all its pieces with `all-pieces` — each while the opponent has
/// at least `opponent-count` of the same.
fn extinct(ruleset: &Ruleset, board: &Board, color: Color) -> bool {
    let Some(goal) = &ruleset.rules.extinction else {
        return false;
    };
    let gone = |measure: &dyn Fn(Color) -> u32| {
        measure(color) <= goal.count && measure(!color) >= goal.opponent_count
    };
    let any_kind = if goal.together {
        gone(&|c| {
            goal.kinds
                .iter()
                .map(|&k| count_of(board, c, k))
                .sum::<u32>()
        })
    } else {
        goal.kinds.iter().any(|&k| gone(&|c| count_of(board, c, k)))
    };
    let all = goal.all_pieces && gone(&|c| total_of(board, c));
    any_kind || all
}

/// Whether a piece of a flag kind of `color` stands on a square of `color`'s region;
/// with `safe`, when exactly one stands there, no enemy piece may attack it.
pub fn flag_reached(ruleset: &Ruleset, board: &Board, color: Color) -> bool {
    let Some(flag) = &ruleset.rules.flag else {
        return false;
    };
    let there: Vec<Square> = flag.regions[color]
        .iter()
        .copied()
        .filter(|&sq| {
            board
                .at(sq)
                .is_some_and(|p| p.color == color && flag.kinds.contains(&p.kind))
        })
        .collect();
    match there[..] {
        [] => false,
        [lone] if flag.safe => attackers(ruleset, board, lone, !color).is_empty(),
        _ => there.len() >= flag.count as usize,
    }
}

/// The goal that holds before any move, if any: extinction (the side that just moved
/// first), then the flag (with its reply rule), then the check count (the side that
/// just moved has given `check-limit` checks).
pub fn immediate_end(ruleset: &Ruleset, board: &Board) -> Option<Outcome> {
    let us = board.turn;
    let rules = &ruleset.rules;
    // Both sides passed; or one passed with the royal pieces facing.
    if (rules.pass || rules.pass_on_stalemate) && board.passes >= 2 {
        return Some(counted(ruleset, board, EndReason::Passes));
    }
    if rules.facing_royals_end && board.passes >= 1 && board.royals_face(ruleset) {
        return Some(counted(ruleset, board, EndReason::FacingRoyals));
    }
    if let Some(goal) = &rules.extinction {
        for side in [!us, us] {
            if extinct(ruleset, board, side) {
                return Some(judged(side, goal.result, EndReason::Extinction));
            }
        }
    }
    if let Some(flag) = &rules.flag
        && let Some(outcome) = flag_end(ruleset, board, flag.reply)
    {
        return Some(outcome);
    }
    if let Some(outcome) = castling_goal(ruleset, board) {
        return Some(outcome);
    }
    if let Some(limit) = rules.check_limit
        && u32::from(board.checks_given[!us]) >= limit
    {
        return Some(Outcome::Decisive {
            winner: !us,
            reason: EndReason::CheckLimit { checks: limit },
        });
    }
    if let Some(goal) = &rules.connect
        && connected(ruleset, board, goal, !us)
    {
        return Some(judged(!us, goal.result, EndReason::Connection));
    }
    // A full board (`full-board-ends`): every square of the board holds a piece.
    if rules.full_board_ends
        && board
            .shape
            .squares()
            .filter(|sq| !board.holes.contains(sq))
            .all(|sq| !board.is_empty(sq))
    {
        return Some(counted(ruleset, board, EndReason::FullBoard));
    }
    None
}

/// `castling-wins`: the side that just moved castled on a winning side and wins; else a
/// side (the one that just moved first) that had winning rights and has lost them all
/// loses.
fn castling_goal(ruleset: &Ruleset, board: &Board) -> Option<Outcome> {
    let wins = &ruleset.rules.castling_wins;
    let us = board.turn;
    let reason = EndReason::CastlingGoal;
    if let Some((c, side)) = board.castled
        && c == !us
        && wins[c].contains(&side)
    {
        return Some(Outcome::Decisive { winner: c, reason });
    }
    let c = ruleset.castling.as_ref()?;
    for color in [!us, us] {
        if wins[color].is_empty() {
            continue;
        }
        // A right is kept while a castling king of the side and the partner on the
        // right's square make a castling move on a winning side.
        let mut kings = board.pieces(color).filter(|&(_, p)| p.kind == c.king);
        let kept = kings.any(|(k, _)| {
            board.castling.iter().any(|&r| {
                board.at(r).is_some_and(|p| p.color == color)
                    && super::castle::plan(ruleset, board, color, k, r)
                        .is_some_and(|p| wins[color].contains(&p.side))
            })
        });
        if !kept {
            return Some(Outcome::Decisive {
                winner: !color,
                reason,
            });
        }
    }
    None
}

/// Whether `color`'s pieces of the counted kinds stand `in-a-row` next to each other
/// along a direction, fill a `square`×`square` block, or number `on-a-line` on one line
/// of a direction (gaps allowed): walked square by square on the board.
fn connected(ruleset: &Ruleset, board: &Board, goal: &Connect, color: Color) -> bool {
    let shape = ruleset.shape;
    let counts = |sq: Square| {
        board.at(sq).is_some_and(|p| {
            p.color == color && (goal.kinds.is_empty() || goal.kinds.contains(&p.kind))
        })
    };
    let mut steps = Vec::new();
    if goal.horizontal {
        steps.push((1, 0));
    }
    if goal.vertical {
        steps.push((0, 1));
    }
    if goal.diagonal {
        steps.extend([(1, 1), (1, -1)]);
    }
    // The squares from `sq` on by `step`, `sq` first, while on the board.
    let walk = |sq: Square, step: (i32, i32)| {
        std::iter::successors(Some(sq), move |&s| shape.offset(s, step.0, step.1))
    };
    let mine: Vec<Square> = board
        .pieces(color)
        .map(|(sq, _)| sq)
        .filter(|&sq| counts(sq))
        .collect();
    for &sq in &mine {
        for &step in &steps {
            if goal.in_a_row > 0
                && walk(sq, step)
                    .take(goal.in_a_row as usize)
                    .filter(|&s| counts(s))
                    .count()
                    == goal.in_a_row as usize
            {
                return true;
            }
            if goal.on_a_line > 0 {
                let ahead = walk(sq, step).skip(1).filter(|&s| counts(s)).count();
                let behind = walk(sq, (-step.0, -step.1))
                    .skip(1)
                    .filter(|&s| counts(s))
                    .count();
                if 1 + ahead + behind >= goal.on_a_line as usize {
                    return true;
                }
            }
        }
        if goal.square > 0 {
            let n = goal.square as usize;
            let block = walk(sq, (0, 1))
                .take(n)
                .flat_map(|row| walk(row, (1, 0)).take(n).collect::<Vec<_>>())
                .filter(|&s| counts(s))
                .count();
            if block == n * n {
                return true;
            }
        }
    }
    false
}

/// The flag's end under `reply`, for the side to move `us`:
/// - `none`: the side that just moved has reached its region: it has won; with `safe`,
///   first `us` (having reached its region) wins, or draws if the other has too;
/// - `survive`: `us` reached its region on its previous move and is still there after
///   the opponent's one move: `us` has won;
/// - `draw`: `us` is in its region: won, or a draw when `us` is white and black is in
///   its own (black answered white's arrival). Otherwise, if the side that just moved
///   is in its region: black reaching it wins at once; white reaching it wins unless
///   black has a legal move that reaches black's region.
fn flag_end(ruleset: &Ruleset, board: &Board, reply: FlagReply) -> Option<Outcome> {
    let us = board.turn;
    let reason = EndReason::Flag;
    let win = |winner| Outcome::Decisive { winner, reason };
    let safe = ruleset.rules.flag.as_ref().is_some_and(|f| f.safe);
    match reply {
        // `safe`: the side to move wins too when it stands there safely; a draw if
        // both do.
        FlagReply::None if safe && flag_reached(ruleset, board, us) => {
            Some(if flag_reached(ruleset, board, !us) {
                Outcome::Draw { reason }
            } else {
                win(us)
            })
        }
        FlagReply::None => flag_reached(ruleset, board, !us).then(|| win(!us)),
        FlagReply::Survive => flag_reached(ruleset, board, us).then(|| win(us)),
        FlagReply::Draw if flag_reached(ruleset, board, us) => {
            let both = us == Color::White && flag_reached(ruleset, board, Color::Black);
            Some(if both {
                Outcome::Draw { reason }
            } else {
                win(us)
            })
        }
        FlagReply::Draw if flag_reached(ruleset, board, !us) => match us {
            Color::White => Some(win(Color::Black)),
            Color::Black => {
                let answers = apply_obligations(ruleset, board, royal_safe_moves(ruleset, board))
                    .into_iter()
                    .any(|m| flag_reached(ruleset, &move_pieces(ruleset, board, m), Color::Black));
                (!answers).then(|| win(Color::White))
            }
        },
        FlagReply::Draw => None,
    }
}

/// Whether `m` takes an enemy piece: onto an enemy piece, or en passant (castling
/// never does).
pub fn is_capture(board: &Board, m: Move) -> bool {
    match m.kind {
        MoveKind::EnPassant => true,
        MoveKind::Normal => board.at(m.to).is_some_and(|p| p.color != board.turn),
        MoveKind::Castle(_) | MoveKind::Drop | MoveKind::Pass => false,
        other => crate::unknown(other),
    }
}

/// Whether after `m` a royal piece of the opponent is attacked.
pub fn gives_check(ruleset: &Ruleset, board: &Board, m: Move) -> bool {
    let us = board.turn;
    let after = move_pieces(ruleset, board, m);
    after
        .royals(ruleset, !us)
        .into_iter()
        .any(|r| !attackers(ruleset, &after, r, us).is_empty())
}

/// The moves the obligations leave of `moves`: none that gives check under
/// `giving-check = "illegal"` (no drop that does under `"not-by-drops"`); then, under `must-capture`, only the captures if any
/// capture is left; then, under `[hands] must-drop`, only the drops if any drop is left
/// (a drop is possible only while the side holds a piece).
pub fn apply_obligations(ruleset: &Ruleset, board: &Board, mut moves: Vec<Move>) -> Vec<Move> {
    if !ruleset.rules.checks_allowed {
        moves.retain(|&m| !gives_check(ruleset, board, m));
    } else if !ruleset.rules.drop_checks_allowed {
        moves.retain(|&m| m.kind != MoveKind::Drop || !gives_check(ruleset, board, m));
    }
    if ruleset.rules.must_capture && moves.iter().any(|&m| is_capture(board, m)) {
        moves.retain(|&m| is_capture(board, m));
    }
    // `must-drop-kinds` (every kind under `must-drop`): holding one, a side drops no
    // other piece, and drops one of them while it can.
    if let Some(hands) = ruleset.hands.filter(|h| h.must_drop) {
        let must = |k: Kind| hands.must_drop_kind(k);
        let holds = ruleset
            .kinds()
            .any(|k| must(k) && board.hands[board.turn][k.index()] > 0);
        let hand_kind = |m: &Move| ruleset.piece(m.piece).unpromoted.unwrap_or(m.piece);
        if holds {
            moves.retain(|m| m.kind != MoveKind::Drop || must(hand_kind(m)));
            if moves.iter().any(|m| m.kind == MoveKind::Drop) {
                moves.retain(|m| m.kind == MoveKind::Drop);
            }
        }
    }
    moves
}

/// The check counters after `m` is played from `before` (`after` is the board it
/// leads to): under a `check-limit`, the mover has given one more check when the
/// opponent's royal piece is attacked; under `decisive-checks`, whether the opponent's
/// series of checks holds a decisive one.
pub fn count_check(ruleset: &Ruleset, before: &Board, after: &mut Board) {
    let checkers = checkers_on(ruleset, after);
    let decisive = &ruleset.rules.decisive_checks;
    if !decisive.is_empty() {
        // The opponent's series of checks goes on (decisive if it was when it last
        // moved, or if a decisive kind gives this check) or ends.
        let them = after.turn;
        let by_decisive = checkers
            .iter()
            .any(|&sq| after.at(sq).is_some_and(|p| decisive.contains(&p.kind)));
        after.decisive_check[them] =
            !checkers.is_empty() && (before.decisive_check[them] || by_decisive);
    }
    if ruleset.rules.check_limit.is_none() || checkers.is_empty() {
        return;
    }
    let given = &mut after.checks_given[before.turn];
    *given = given.saturating_add(1);
}

/// How the game has ended at `board` by a goal, by checkmate or by stalemate, if it has:
/// the [`immediate_end`] first; else, when the side to move has no legal move,
/// checkmate (in check: won by the mated side when every checker is of a `mate-loses`
/// kind, drawn under `decisive-checks` when its series held no decisive check, else as
/// `checkmate` says) or stalemate (as `stalemate` says; with
/// `"fewer-pieces-win"` the side with fewer pieces on the board wins, equal numbers
/// draw). Under `draw-winner` a draw is scored as that side's win. The other ends
/// (bare royal, insufficient material, move rule, repetition) are not judged here.
pub fn goal_end(ruleset: &Ruleset, board: &Board) -> Option<Outcome> {
    let outcome = immediate_end(ruleset, board).or_else(|| no_move_end(ruleset, board))?;
    Some(match (outcome, ruleset.rules.draw_winner) {
        (Outcome::Draw { reason }, Some(winner)) => Outcome::Decisive { winner, reason },
        _ => outcome,
    })
}

/// Checkmate or stalemate, when the side to move has no legal move.
fn no_move_end(ruleset: &Ruleset, board: &Board) -> Option<Outcome> {
    if !super::legal_moves_on(ruleset, board).is_empty() {
        return None;
    }
    let us = board.turn;
    let rules = &ruleset.rules;
    let checkers = checkers_on(ruleset, board);
    if !checkers.is_empty() {
        // Every checker of a `mate-loses` kind: the mated side wins.
        let forbidden = checkers.iter().all(|&sq| {
            board
                .at(sq)
                .is_some_and(|p| ruleset.piece(p.kind).mate_loses)
        });
        if forbidden {
            return Some(Outcome::Decisive {
                winner: us,
                reason: EndReason::ForbiddenMate,
            });
        }
        // `decisive-checks`: no decisive check in the series is a draw.
        if !rules.decisive_checks.is_empty() && !board.decisive_check[us] {
            return Some(Outcome::Draw {
                reason: EndReason::NoDecisiveCheck,
            });
        }
        return Some(judged(us, rules.checkmate, EndReason::Checkmate));
    }
    let verdict = match rules.stalemate {
        StalemateRule::Loss => Verdict::Loss,
        StalemateRule::Win => Verdict::Win,
        // Fewer (suicide) or more (flipello, ataxx) pieces on the board win.
        StalemateRule::FewerPiecesWin | StalemateRule::MorePiecesWin => {
            let ours = board.pieces(us).count();
            let theirs = board.pieces(!us).count();
            let (fewer, more) = if rules.stalemate == StalemateRule::FewerPiecesWin {
                (Verdict::Win, Verdict::Loss)
            } else {
                (Verdict::Loss, Verdict::Win)
            };
            match ours.cmp(&theirs) {
                std::cmp::Ordering::Less => fewer,
                std::cmp::Ordering::Equal => Verdict::Draw,
                std::cmp::Ordering::Greater => more,
            }
        }
        _ => Verdict::Draw,
    };
    Some(judged(us, verdict, EndReason::Stalemate))
}

/// An end by passes: a draw, or under `[rules.counting]` a win for white when its
/// pieces' points exceed black's plus black's bonus, else for black.
fn counted(ruleset: &Ruleset, board: &Board, reason: EndReason) -> Outcome {
    let Some(c) = &ruleset.rules.counting else {
        return Outcome::Draw { reason };
    };
    let points = |color: Color| -> u64 {
        board
            .pieces(color)
            .map(|(_, p)| u64::from(c.values[p.kind.index()]))
            .sum()
    };
    let (white, black) = (
        points(Color::White),
        points(Color::Black) + u64::from(c.black_bonus),
    );
    if c.draw_when_equal && white == black {
        return Outcome::Draw { reason };
    }
    let winner = if white > black {
        Color::White
    } else {
        Color::Black
    };
    Outcome::Decisive { winner, reason }
}
