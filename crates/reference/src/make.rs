//! Making a move on the reference [`Board`]: pieces, castling rights and en passant.

use super::board::{Board, lame_path, orient, usable_from};
use super::castle::plan;
use super::reach::lands_in_region;
use fers_geometry::Square;
use fers_movement::{Color, Kind, Motion, Ruleset};
use fers_rules::Piece;
use fers_rules::{Move, MoveKind};

/// Moves the pieces of `m` only (no rights, no en passant, no turn): what royal safety
/// is judged on. Under `[rules.explosion]` a capture then blows up the capturer and the
/// pieces on the eight squares around its destination, but the kinds the blast spares
/// (around it) and the immune kinds (anywhere).
pub fn move_pieces(ruleset: &Ruleset, board: &Board, m: Move) -> Board {
    let mut next = placed(ruleset, board, m);
    let capture = match m.kind {
        MoveKind::EnPassant => true,
        MoveKind::Normal => board.at(m.to).is_some_and(|p| p.color != board.turn),
        _ => false,
    };
    if let (true, Some(x)) = (capture, &ruleset.rules.explosion) {
        let (file, rank) = (
            i32::from(board.shape.file_of(m.to).0),
            i32::from(board.shape.rank_of(m.to).0),
        );
        for df in -1..=1 {
            for dr in -1..=1 {
                let Some(sq) = board.shape.square(file + df, rank + dr) else {
                    continue;
                };
                let Some(p) = next.at(sq) else {
                    continue;
                };
                let spared = if sq == m.to {
                    x.immune.contains(&p.kind)
                } else {
                    x.immune.contains(&p.kind) || x.spares.contains(&p.kind)
                };
                if !spared {
                    next.cells[sq.index()] = None;
                }
            }
        }
    }
    super::walls::build(ruleset, board, m, &mut next);
    next
}

/// The pieces of `m` moved, before any explosion.
fn placed(ruleset: &Ruleset, board: &Board, m: Move) -> Board {
    let mut next = board.clone();
    let us = board.turn;
    match m.kind {
        MoveKind::Castle(_) => {
            if let Some(p) = plan(ruleset, board, us, m.from, m.to) {
                let king = next.cells[p.king.index()].take();
                let rook = next.cells[p.rook.index()].take();
                next.cells[p.king_to.index()] = king;
                next.cells[p.rook_to.index()] = rook;
            }
        }
        MoveKind::EnPassant => {
            if let Some(v) = board.ep_victim {
                next.cells[v.index()] = None;
            }
            put_moved(&mut next, m);
        }
        MoveKind::Normal => put_moved(&mut next, m),
        // A pass moves nothing.
        MoveKind::Pass => {}
        // A drop puts a piece of the mover's hand down.
        MoveKind::Drop => {
            next.cells[m.to.index()] = Some(Piece {
                kind: m.piece,
                color: us,
            });
            // A promoted kind (`+P@c3`, `drop-promoted`) comes from a piece of the kind
            // it is the promoted form of.
            let from_hand = ruleset.pieces[m.piece.index()]
                .unpromoted
                .unwrap_or(m.piece);
            if !ruleset.hands.is_some_and(|h| h.unlimited) {
                let held = &mut next.hands[us][from_hand.index()];
                *held = held.saturating_sub(1);
            }
        }
        other => crate::unknown(other),
    }
    // A gated piece comes from the mover's hand onto the square the move left.
    if let Some(fers_rules::Second::Gate { kind, square }) = m.second {
        next.cells[square.index()] = Some(Piece { kind, color: us });
        let held = &mut next.hands[us][kind.index()];
        *held = held.saturating_sub(1);
    }
    next
}

fn put_moved(next: &mut Board, m: Move) {
    if let Some(p) = next.cells[m.from.index()].take() {
        next.cells[m.to.index()] = Some(Piece {
            kind: m.promotion.unwrap_or(p.kind),
            color: p.color,
        });
    }
}

/// The whole position after `m`: pieces, side to move, castling rights (a right goes
/// when its rook moves or is captured, en passant included; all of a side's go when its
/// castling king — the piece of the castling kind on its castling rank — moves or is
/// captured) and en-passant targets (the squares a `sets-en-passant`
/// component passed, kept only if an enemy piece could capture onto one of them).
pub fn play(ruleset: &Ruleset, board: &Board, m: Move) -> Board {
    let us = board.turn;
    let mut next = move_pieces(ruleset, board, m);
    let ours: Vec<Square> = board
        .castling
        .iter()
        .copied()
        .filter(|&sq| board.at(sq).is_some_and(|p| p.color == us))
        .collect();
    // The castling king is the piece of the castling kind on its side's castling rank.
    let on_castling_rank = |color, sq| on_castling_rank(ruleset, color, sq);
    // A king dropped from hand comes from no square: it takes no rights away.
    let king_moved = ruleset.castling.as_ref().is_some_and(|c| c.king == m.piece)
        && !matches!(m.kind, MoveKind::Drop | MoveKind::Pass)
        && on_castling_rank(us, m.from);
    // A castling king taken (possible only when it is not royal) takes its side's rights.
    let taken_at = match m.kind {
        MoveKind::EnPassant => board.ep_victim,
        _ => Some(m.to),
    };
    let taken = taken_at
        .and_then(|sq| board.at(sq).map(|p| (sq, p)))
        .filter(|(_, p)| p.color != us);
    let king_taken = ruleset.castling.as_ref().is_some_and(|c| {
        taken.is_some_and(|(sq, p)| p.kind == c.king && on_castling_rank(!us, sq))
    });
    let theirs: Vec<Square> = board
        .castling
        .iter()
        .copied()
        .filter(|&sq| board.at(sq).is_some_and(|p| p.color != us))
        .collect();
    let victim = (m.kind == MoveKind::EnPassant)
        .then_some(board.ep_victim)
        .flatten();
    // Pieces an explosion removed: a right goes with its rook, all of a side's with its
    // castling king.
    let blown: Vec<(Square, Piece)> = board
        .shape
        .squares()
        .filter(|&sq| sq != m.from && sq != m.to && Some(sq) != victim)
        .filter_map(|sq| board.at(sq).map(|p| (sq, p)))
        .filter(|&(sq, _)| next.at(sq).is_none())
        .collect();
    let king_blown = |color: Color| {
        ruleset.castling.as_ref().is_some_and(|c| {
            blown
                .iter()
                .any(|&(sq, p)| p.color == color && p.kind == c.king && on_castling_rank(color, sq))
        })
    };
    let (our_king_blown, their_king_blown) = (king_blown(us), king_blown(!us));
    next.castling.retain(|&sq| {
        sq != m.from
            && sq != m.to
            && Some(sq) != victim
            && !blown.iter().any(|&(b, _)| b == sq)
            && !((king_moved || our_king_blown) && ours.contains(&sq))
            && !((king_taken || their_king_blown) && theirs.contains(&sq))
    });
    // `opposite-sides`: castling takes the opponent's right on the same side, the side
    // of a right being that of its partner from the opponent's castling king.
    if let (MoveKind::Castle(side), Some(c)) = (m.kind, ruleset.castling.as_ref())
        && c.opposite_sides
    {
        let their_king = board.shape.squares().find(|&sq| {
            on_castling_rank(!us, sq)
                && board.at(sq)
                    == Some(Piece {
                        color: !us,
                        kind: c.king,
                    })
        });
        if let Some(k) = their_king {
            next.castling.retain(|&sq| {
                !theirs.contains(&sq)
                    || plan(ruleset, board, !us, k, sq).is_none_or(|p| p.side != side)
            });
        }
    }
    if ruleset.hands.is_some() {
        hands_after(ruleset, board, &mut next, m, taken);
    }
    if ruleset.hands.is_some_and(|h| h.gating) {
        gates_after(ruleset, &mut next, m, taken.map(|(sq, _)| sq), us);
    }
    if m.kind == MoveKind::Drop {
        gain_rights_by_drop(ruleset, &mut next, us, m.to);
    }
    // A landing flips enemy pieces (`[rules.flipping]`); a pass flips nothing.
    if matches!(
        m.kind,
        MoveKind::Normal | MoveKind::Drop | MoveKind::EnPassant
    ) {
        super::flipping::flip(ruleset, &mut next, us, m.to);
    }
    next.turn = !us;
    super::honour::aim(ruleset, board, &mut next, m);
    if let Some(h) = &ruleset.rules.honour_counting {
        super::honour::count(
            h,
            &mut next,
            taken.map(|(_, p)| p.kind),
            m.promotion.is_some(),
        );
    }
    // Kept only where `castling-wins` reads it, so that boards compare as the engine's.
    let wins = &ruleset.rules.castling_wins;
    next.castled = match m.kind {
        MoveKind::Castle(side) if !wins.white.is_empty() || !wins.black.is_empty() => {
            Some((us, side))
        }
        _ => None,
    };
    next.passes = if m.kind == MoveKind::Pass {
        (board.passes + 1).min(2)
    } else {
        0
    };
    next.ep_targets = Vec::new();
    next.ep_victim = None;
    // A promoting move sets no en-passant target: the piece that would be captured
    // there is no longer of the kind that passed (Fairy-Stockfish sets none either).
    if m.kind == MoveKind::Normal && board.is_empty(m.to) && m.promotion.is_none() {
        let mut passed = passed_squares(ruleset, board, m);
        passed.sort();
        passed.dedup();
        if !passed.is_empty() && someone_can_capture_onto(ruleset, &next, &passed) {
            next.ep_targets = passed;
            next.ep_victim = Some(m.to);
        }
    }
    next
}

/// With `gating` (see `docs/ruleset-reference.md#gating`): a piece that leaves its
/// square (the king and the rook when castling) or is taken there may gate no more, and
/// a side whose hand is empty after its move gates no more at all where captures do not
/// go to hand.
fn gates_after(ruleset: &Ruleset, next: &mut Board, m: Move, taken: Option<Square>, us: Color) {
    let to_captor = ruleset
        .hands
        .is_some_and(|h| h.captures == fers_movement::CaptureDestination::Captor);
    let empty_hand = next.hands[us].iter().all(|&n| n == 0);
    let cells = next.cells.clone();
    next.gates.retain(|&sq| {
        sq != m.from
            && !(m.is_castle() && sq == m.to)
            && Some(sq) != taken
            && !(empty_hand && !to_captor && cells[sq.index()].is_some_and(|p| p.color == us))
    });
}

/// With `[hands]` (see `docs/ruleset-reference.md#hands`): a captured piece goes to the
/// captor's hand under `captures = "captor"` (and leaves the board under `"partner"`)
/// — as the first kind (in declaration order)
/// that promotes to its kind if it was marked promoted, unless `promoted = "keep"`; a
/// shogi-promoted piece (`+p`) as the kind it is the promoted form of — and
/// the promoted marks, kept only where a captured promoted piece demotes, follow the
/// pieces.
/// Castling's `by-drop`: after `us` dropped a piece on `to`, a castling move whose king
/// and partner now both stand on their start squares (the castling rank, the files the
/// move names), one of them the piece dropped, has its right, as if they had stood
/// there from the start.
/// The rank `rank` (counted from white's side, as a ruleset writes it) is for `color`:
/// black's is mirrored.
fn rank_for(ruleset: &Ruleset, rank: u8, color: Color) -> u8 {
    match color {
        Color::White => rank,
        Color::Black => ruleset.shape.ranks() - 1 - rank,
    }
}

/// Whether `sq` is on the rank where `color` castles (that of its first castling move).
pub(crate) fn on_castling_rank(ruleset: &Ruleset, color: Color, sq: Square) -> bool {
    (ruleset.castling.as_ref())
        .and_then(|c| c.moves.first())
        .is_some_and(|cm| rank_for(ruleset, cm.rank, color) == ruleset.shape.rank_of(sq).0)
}

fn gain_rights_by_drop(ruleset: &Ruleset, next: &mut Board, us: Color, to: Square) {
    let Some(c) = ruleset.castling.as_ref().filter(|c| c.by_drop) else {
        return;
    };
    for cm in &c.moves {
        let (Some(kf), Some(rf)) = (cm.king_from, cm.rook_from) else {
            continue;
        };
        let rank = rank_for(ruleset, cm.rank, us);
        let at = |f: fers_geometry::File| ruleset.shape.square(i32::from(f.0), i32::from(rank));
        let (Some(king), Some(rook)) = (at(kf), at(rf)) else {
            continue;
        };
        let king_home = next
            .at(king)
            .is_some_and(|p| p.color == us && p.kind == c.king);
        let rook_home = next
            .at(rook)
            .is_some_and(|p| p.color == us && c.rooks.contains(&p.kind));
        if (to == king || to == rook) && king_home && rook_home && !next.castling.contains(&rook) {
            next.castling.push(rook);
            next.castling.sort();
        }
    }
}

fn hands_after(
    ruleset: &Ruleset,
    board: &Board,
    next: &mut Board,
    m: Move,
    taken: Option<(Square, Piece)>,
) {
    let Some(hands) = ruleset.hands else {
        return;
    };
    let us = board.turn;
    let to_captor = hands.captures == fers_movement::CaptureDestination::Captor;
    // A promotion into a shogi-promoted kind (`+p`) shows in the kind, not as a mark.
    let shogi = |k: Kind| ruleset.piece(k).unpromoted.is_some();
    // So does a demotion (a `+p` piece turning back into a `p`).
    let promotes = ruleset.kinds().any(|mover| {
        ruleset.piece(mover).promotion.as_ref().is_some_and(|pr| {
            (pr.to.iter().chain(pr.black_to.iter().flatten()))
                .any(|&k| !shogi(k) && !ruleset.is_demotion(mover, k))
        })
    });
    // A partner receives a captured promoted piece demoted, as a captor would.
    let partner = hands.captures == fers_movement::CaptureDestination::Partner;
    let track = (to_captor || partner) && !hands.keep_promoted && promotes;
    if let Some((sq, p)) = taken
        && to_captor
    {
        let was_promoted = board.promoted.contains(&sq);
        let kind = if was_promoted && !hands.keep_promoted {
            ruleset
                .kinds()
                .find(|&k| {
                    !ruleset.is_demotion(k, p.kind)
                        && ruleset.piece(k).promotion.as_ref().is_some_and(|pr| {
                            pr.to.contains(&p.kind)
                                || pr.black_to.as_ref().is_some_and(|b| b.contains(&p.kind))
                        })
                })
                .unwrap_or(p.kind)
        } else {
            // A shogi-promoted piece goes to hand as the kind it is the promoted form of.
            ruleset.pieces[p.kind.index()].unpromoted.unwrap_or(p.kind)
        };
        let held = &mut next.hands[us][kind.index()];
        *held = held.saturating_add(1);
    }
    if !track {
        next.promoted.clear();
        return;
    }
    let mut promoted: Vec<Square> = board
        .promoted
        .iter()
        .copied()
        .filter(|&sq| taken.is_none_or(|(t, _)| t != sq))
        .collect();
    match m.kind {
        MoveKind::Castle(_) => {
            if let Some(p) = plan(ruleset, board, us, m.from, m.to)
                && let Some(i) = promoted.iter().position(|&sq| sq == p.rook)
            {
                promoted[i] = p.rook_to;
            }
        }
        MoveKind::Normal | MoveKind::EnPassant => {
            let was = promoted.iter().position(|&sq| sq == m.from);
            if let Some(i) = was {
                promoted.remove(i);
            }
            if was.is_some()
                || m.promotion
                    .is_some_and(|k| !shogi(k) && !ruleset.is_demotion(m.piece, k))
            {
                promoted.push(m.to);
            }
        }
        MoveKind::Drop | MoveKind::Pass => {}
        other => crate::unknown(other),
    }
    promoted.sort();
    next.promoted = promoted;
}

/// The squares passed by the `sets-en-passant` components of the moving piece that
/// could have made `m` (a non-capture) on `board`.
fn passed_squares(ruleset: &Ruleset, board: &Board, m: Move) -> Vec<Square> {
    let us = board.turn;
    let piece = &ruleset.pieces[m.piece.index()];
    let mut passed = Vec::new();
    for c in piece
        .components
        .iter()
        .filter(|c| c.sets_en_passant && c.mode.moves())
    {
        if !usable_from(ruleset, board, piece, c, m.from, us) {
            continue;
        }
        match c.motion {
            Motion::Leap => {
                for &o in &c.offsets {
                    let o = orient(c, o, us);
                    let path = lame_path(board, m.from, o);
                    if board.step(m.from, o, 1) == Some(m.to)
                        && (!c.lame || path.iter().all(|&sq| board.is_empty(sq)))
                    {
                        passed.extend(path);
                    }
                }
            }
            Motion::Slide { range } => {
                let limit = range.map_or(i32::MAX, i32::from);
                for &o in &c.offsets {
                    let o = orient(c, o, us);
                    let mut line = Vec::new();
                    let mut k = 1;
                    while k <= limit {
                        let Some(sq) = board.step(m.from, o, k) else {
                            break;
                        };
                        if !board.is_empty(sq) {
                            break;
                        }
                        if sq == m.to {
                            passed.extend(&line);
                            break;
                        }
                        line.push(sq);
                        k += 1;
                    }
                }
            }
            // Hops never set en-passant targets (the loader refuses it).
            _ => {}
        }
    }
    passed
}

/// Whether a piece of the side to move on `next` has an en-passant component (a plain
/// leap) that it may use from where it stands and that lands on one of `squares` (in
/// its region, if it is `confined-to` one).
fn someone_can_capture_onto(ruleset: &Ruleset, next: &Board, squares: &[Square]) -> bool {
    let them = next.turn;
    next.pieces(them).any(|(sq, p)| {
        let kind = &ruleset.pieces[p.kind.index()];
        kind.components.iter().any(|c| {
            en_passant_capable(c)
                && usable_from(ruleset, next, kind, c, sq, them)
                && c.offsets.iter().any(|&o| {
                    next.step(sq, orient(c, o, them), 1).is_some_and(|to| {
                        squares.contains(&to) && lands_in_region(ruleset, p.kind, them, to)
                    })
                })
        })
    })
}

/// Whether component `c` captures en passant: documented for plain (not lame) leaps
/// only; the flag has no effect elsewhere.
pub fn en_passant_capable(c: &fers_movement::Component) -> bool {
    c.en_passant && c.mode.captures() && c.motion == Motion::Leap && !c.lame
}
