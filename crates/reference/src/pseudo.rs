//! Pseudo-royal pieces and mutual immunity in the reference generator, written from
//! `docs/ruleset-reference.md` alone (nothing shared with `pseudo_royal.rs`).
//!
//! A side's pieces of an extinction kind are pseudo-royal while it has at most
//! `count + 1` of that kind (of all the kinds, with `together`). A move is refused when
//! it blows up one of the mover's pseudo-royal pieces, or when it leaves one attacked
//! without removing an enemy pseudo-royal piece, or (duple check) when it leaves every
//! piece of the mover's extinction kinds attacked; a pseudo-royal castling king may not
//! castle from or across an attacked square. With explosions, a piece next to an enemy
//! pseudo-royal piece is never attacked. A piece of a mutually immune kind may not
//! capture its own kind.

use super::board::Board;
use super::castle::plan;
use super::make::move_pieces;
use super::reach::attackers;
use fers_geometry::Square;
use fers_movement::{Color, Ruleset};
use fers_rules::{Move, MoveKind};

/// The pseudo-royal pieces of `color` on `board` (none without them).
pub fn pseudo_royals(ruleset: &Ruleset, board: &Board, color: Color) -> Vec<Square> {
    let Some(e) = ruleset.rules.extinction.as_ref().filter(|e| e.pseudo_royal) else {
        return Vec::new();
    };
    if e.together {
        let all = extinction_pieces(ruleset, board, color);
        return if all.len() as u32 <= e.count + 1 {
            all
        } else {
            Vec::new()
        };
    }
    let mut out = Vec::new();
    for &k in &e.kinds {
        let mine: Vec<Square> = board
            .pieces(color)
            .filter(|(_, p)| p.kind == k)
            .map(|(sq, _)| sq)
            .collect();
        if mine.len() as u32 <= e.count + 1 {
            out.extend(mine);
        }
    }
    out
}

/// Every piece of `color` of an extinction kind (the duple-check candidates).
fn extinction_pieces(ruleset: &Ruleset, board: &Board, color: Color) -> Vec<Square> {
    let Some(e) = &ruleset.rules.extinction else {
        return Vec::new();
    };
    board
        .pieces(color)
        .filter(|(_, p)| e.kinds.contains(&p.kind))
        .map(|(sq, _)| sq)
        .collect()
}

/// Whether `sq` is a king's step from one of `enemies` under explosions.
fn touches(ruleset: &Ruleset, board: &Board, sq: Square, enemies: &[Square]) -> bool {
    ruleset.rules.explosion.is_some()
        && enemies.iter().any(|&e| {
            let df = i32::from(board.shape.file_of(sq).0) - i32::from(board.shape.file_of(e).0);
            let dr = i32::from(board.shape.rank_of(sq).0) - i32::from(board.shape.rank_of(e).0);
            e != sq && df.abs() <= 1 && dr.abs() <= 1
        })
}

/// Whether the piece of `color` on `sq` counts as attacked on `board` (is in check),
/// where `enemies` are the enemy pseudo-royal pieces.
fn attacked(
    ruleset: &Ruleset,
    board: &Board,
    sq: Square,
    color: Color,
    enemies: &[Square],
) -> bool {
    !touches(ruleset, board, sq, enemies) && !attackers(ruleset, board, sq, !color).is_empty()
}

/// Whether the piece of `color` on `sq` may be captured on `board`: attacked by a piece
/// that may capture (not a pseudo-royal piece that would turn to stone).
fn capturable(
    ruleset: &Ruleset,
    board: &Board,
    sq: Square,
    color: Color,
    enemies: &[Square],
) -> bool {
    !touches(ruleset, board, sq, enemies)
        && attackers(ruleset, board, sq, !color).iter().any(|&a| {
            board
                .at(a)
                .is_none_or(|p| !super::walls::never_captures(ruleset, p.kind))
        })
}

/// The pseudo-royal pieces of the side to move that are in check (all its extinction
/// pieces under duple check, when every one is attacked).
pub fn checked(ruleset: &Ruleset, board: &Board) -> Vec<Square> {
    let Some(e) = ruleset.rules.extinction.as_ref().filter(|e| e.pseudo_royal) else {
        return Vec::new();
    };
    let us = board.turn;
    let enemies = pseudo_royals(ruleset, board, !us);
    let mut out: Vec<Square> = pseudo_royals(ruleset, board, us)
        .into_iter()
        .filter(|&sq| attacked(ruleset, board, sq, us, &enemies))
        .collect();
    let all = extinction_pieces(ruleset, board, us);
    if e.duple_check
        && all
            .iter()
            .all(|&sq| attacked(ruleset, board, sq, us, &enemies))
    {
        out.extend(all);
    }
    out
}

/// Whether pseudo-royalty and mutual immunity allow `m`, a pseudo-legal move.
pub fn allows(ruleset: &Ruleset, board: &Board, m: Move) -> bool {
    let us = board.turn;
    if m.kind == MoveKind::Normal
        && ruleset.rules.mutually_immune.contains(&m.piece)
        && board
            .at(m.to)
            .is_some_and(|p| p.color != us && p.kind == m.piece)
    {
        return false;
    }
    let Some(e) = ruleset.rules.extinction.as_ref().filter(|e| e.pseudo_royal) else {
        return true;
    };
    let ours = pseudo_royals(ruleset, board, us);
    let enemies = pseudo_royals(ruleset, board, !us);
    let mut to = m.to;
    if let MoveKind::Castle(_) = m.kind
        && let Some(p) = plan(ruleset, board, us, m.from, m.to)
    {
        to = p.king_to;
        if ours.contains(&m.from) {
            let mut lifted = board.clone();
            lifted.cells[m.from.index()] = None;
            let from_or_across = p
                .safe
                .iter()
                .filter(|&&sq| sq != p.king_to)
                .chain([&m.from]);
            for &sq in from_or_across {
                if attacked(ruleset, &lifted, sq, us, &enemies) {
                    return false;
                }
            }
        }
    }
    let after = move_pieces(ruleset, board, m);
    // Where each of the mover's pieces stands after the move.
    let moved = |sq: Square| if sq == m.from { to } else { sq };
    let mut mine: Vec<Square> = ours.iter().map(|&sq| moved(sq)).collect();
    let mut candidates: Vec<Square> = extinction_pieces(ruleset, board, us)
        .into_iter()
        .map(moved)
        .collect();
    if let Some(c) = m.promotion
        && e.kinds.contains(&c)
    {
        candidates.push(to);
        // The pieces counted with the promoted one: its kind, or all of `kinds`.
        let counted = |kind| {
            if e.together {
                e.kinds.contains(&kind)
            } else {
                kind == c
            }
        };
        let have = board.pieces(us).filter(|(_, p)| counted(p.kind)).count() as u32;
        if have > e.count {
            mine.retain(|&sq| board.at(sq).is_none_or(|p| !counted(p.kind)));
        } else {
            mine.push(to);
        }
    }
    if mine.iter().any(|&sq| after.at(sq).is_none()) {
        return false;
    }
    let enemy_lost = enemies.iter().any(|&sq| after.at(sq).is_none());
    if !enemy_lost
        && mine
            .iter()
            .any(|&sq| capturable(ruleset, &after, sq, us, &enemies))
    {
        return false;
    }
    !(e.duple_check
        && !candidates.is_empty()
        && candidates
            .iter()
            .all(|&sq| attacked(ruleset, &after, sq, us, &enemies)))
}
