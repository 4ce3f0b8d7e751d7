//! Random hands: a `[hands]` table (`captures` — `partner` too —, `promoted`, `must-drop`,
//! `must-drop-kinds`, `gating` with
//! `drops = false` now and then), `drop-ranks` and `drop-opposite-colours` on some
//! kinds and a start pocket, drawn from a generator of their own (so that adding hands
//! left every other part of an existing seed's ruleset as it was; each new key draws
//! after the older ones). Also the promotion keys `on-capture` and `in-place`, which
//! came with hands (issue #9), from a generator of their own.

use super::{KindGen, chance};
use crate::SplitMix64;
use std::fmt::Write;

/// What a ruleset's hands look like: the `[hands]` table and the start pocket.
pub(crate) struct HandsGen {
    /// The `[hands]` table, as TOML.
    pub table: String,
    /// The start pocket, letters (white's uppercase), written `[...]` after the board.
    pub pocket: String,
    /// `gating = true`: the start position's castling field lists the files of the
    /// first-rank pieces (drawn only without castling and first moves).
    pub gating: bool,
    /// Royal pieces that start in hand instead of on the board (placement's kings):
    /// their letters, white's uppercase (drawn only without castling, issue #33).
    pub royal_in_hand: Vec<char>,
}

/// Hands for about a quarter of the rulesets of `seed`; adds `drop-ranks` lines to some
/// of `kinds` (1-based ranks on a board of `ranks`). `castling`: whether the ruleset
/// castles (gating is then not drawn).
pub(crate) fn random_hands(
    seed: u64,
    kinds: &mut [KindGen],
    ranks: u8,
    castling: bool,
) -> Option<HandsGen> {
    let mut rng = SplitMix64(seed ^ 0x4841_4e44_5300_0009);
    if !chance(&mut rng, 25) {
        return None;
    }
    let mut table = String::from("\n[hands]\n");
    match rng.below(3) {
        0 => {}
        1 => table.push_str("captures = \"none\"\n"),
        _ => table.push_str("captures = \"captor\"\n"),
    }
    if chance(&mut rng, 30) {
        let v = if chance(&mut rng, 50) {
            "keep"
        } else {
            "demote"
        };
        let _ = writeln!(table, "promoted = \"{v}\"");
    }
    for k in kinds.iter_mut() {
        if chance(&mut rng, 35) {
            let mut list: Vec<u8> = (1..=ranks).filter(|_| chance(&mut rng, 60)).collect();
            if list.is_empty() {
                list.push(1 + rng.below(ranks as usize) as u8);
            }
            let list: Vec<String> = list.iter().map(u8::to_string).collect();
            k.extra.push(format!("drop-ranks = [{}]", list.join(", ")));
        }
    }
    // A few non-royal pieces for either side to start with.
    let holdable: Vec<char> = kinds
        .iter()
        .filter(|k| !k.royal)
        .map(|k| k.letter)
        .collect();
    let mut pocket = String::new();
    if !holdable.is_empty() {
        for _ in 0..rng.below(4) {
            let l = holdable[rng.below(holdable.len())];
            pocket.push(if chance(&mut rng, 50) {
                l.to_ascii_uppercase()
            } else {
                l
            });
        }
    }
    // Newer keys, each drawn after the older ones.
    if chance(&mut rng, 15) {
        table.push_str("must-drop = true\n");
    }
    for k in kinds.iter_mut().filter(|k| !k.royal) {
        if chance(&mut rng, 8) {
            k.extra.push("drop-opposite-colours = true".into());
        }
    }
    // Gating writes its files in the castling field, where castling rights and first
    // moves would stand too (the loader refuses gating beside first moves).
    let first_moves = kinds
        .iter()
        .any(|k| k.extra.iter().any(|e| e.contains("first-move = true")));
    let gating = !castling && !first_moves && !holdable.is_empty() && chance(&mut rng, 20);
    if gating {
        table.push_str("gating = true\n");
        if chance(&mut rng, 50) {
            table.push_str("drops = false\n");
        }
        // Each side holds a piece, so that its gates count from the start (where
        // captures leave the game, a side with an empty hand gates no more).
        for white in [true, false] {
            if !pocket.chars().any(|c| c.is_ascii_uppercase() == white) {
                let l = holdable[rng.below(holdable.len())];
                pocket.push(if white { l.to_ascii_uppercase() } else { l });
            }
        }
    }
    // Now and then a side's royal piece starts in hand (a generator of its own, drawn
    // last), so that drops of royal pieces are compared with the oracle too.
    let mut rrng = SplitMix64(seed ^ 0x524f_5941_4c00_0033);
    let mut royal_in_hand = Vec::new();
    if let Some(royal) = kinds.iter().find(|k| k.royal).filter(|_| !castling)
        && chance(&mut rrng, 20)
    {
        for white in [true, false] {
            if chance(&mut rrng, 70) {
                royal_in_hand.push(if white {
                    royal.letter.to_ascii_uppercase()
                } else {
                    royal.letter
                });
            }
        }
    }
    // Partner hands and the obligation to drop given kinds (issue #35), from a
    // generator of their own: now and then captures go to a partner (off this board,
    // promoted pieces marked), and a side holding one of one or two non-royal kinds
    // must drop them first.
    let mut prng = SplitMix64(seed ^ 0x5041_5254_4e52_0035);
    if chance(&mut prng, 20) {
        table = table
            .replace("captures = \"none\"\n", "")
            .replace("captures = \"captor\"\n", "");
        table.push_str("captures = \"partner\"\n");
    }
    let droppable: Vec<&str> = kinds
        .iter()
        .filter(|k| !k.royal)
        .map(|k| k.name.as_str())
        .collect();
    if !table.contains("must-drop = true") && !droppable.is_empty() && chance(&mut prng, 15) {
        let mut chosen = vec![droppable[prng.below(droppable.len())]];
        let other = droppable[prng.below(droppable.len())];
        if chance(&mut prng, 30) && !chosen.contains(&other) {
            chosen.push(other);
        }
        let quoted: Vec<String> = chosen.iter().map(|n| format!("\"{n}\"")).collect();
        let _ = writeln!(table, "must-drop-kinds = [{}]", quoted.join(", "));
        // Each side holds one of them, so that the obligation shows from the start.
        for k in kinds.iter().filter(|k| k.name == chosen[0]) {
            pocket.push(k.letter.to_ascii_uppercase());
            pocket.push(k.letter);
        }
    }
    Some(HandsGen {
        table,
        pocket,
        gating,
        royal_in_hand,
    })
}

/// `on-capture` (only a capture promotes) or `in-place` (a promotion is a move of its
/// own; no `mandatory` squares) on some promoting kinds of `kinds`, drawn from `seed`.
pub(crate) fn random_promotion_keys(seed: u64, kinds: &mut [KindGen]) {
    let mut rng = SplitMix64(seed ^ 0x5052_4f4d_4f54_0009);
    for k in kinds.iter_mut() {
        let Some(p) = k.promotion.as_mut() else {
            continue;
        };
        match rng.below(100) {
            0..=9 => p.on_capture = true,
            10..=17 => {
                p.in_place = true;
                p.mandatory = None;
                p.mandatory_region = None;
            }
            _ => {}
        }
    }
}
