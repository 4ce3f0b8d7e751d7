//! Pieces in hand: `[hands]` (`pieceDrops`, `capturesToHand`, `dropLoop`, `mustDrop`,
//! `dropPromoted`, gating) and where each kind is dropped (`dropRegion`, the pawn's
//! first rank and promotion zone, `dropNoDoubled`, `sittuyinRookDrop`, the squares it
//! could never leave).

use super::Tx;
use super::kinds::Kind;
use super::out::{Block, as_ranks, names, numbers, quote};
use crate::ini::apply::relative;
use crate::ini::model::{BLACK, Enclosing, PieceType, SquareSet, WHITE};

/// Whether the ruleset has pieces in hand: drops, captures to hand, gating, or a hand in
/// the start position.
pub fn has_hands(tx: &Tx<'_>) -> bool {
    let v = tx.v;
    v.piece_drops
        || v.captures_to_hand
        || v.two_boards
        || (v.seirawan_gating && v.gating)
        || pocket(tx)
}

fn pocket(tx: &Tx<'_>) -> bool {
    tx.v.start_fen
        .split_whitespace()
        .next()
        .is_some_and(|b| b.contains('['))
}

/// `[hands]`, if the ruleset has pieces in hand.
pub fn hands(tx: &mut Tx<'_>) -> Block {
    let mut b = Block::default();
    if !has_hands(tx) {
        return b;
    }
    let v = tx.v;
    b.line("[hands]", tx.at(&["pieceDrops"]));
    let (captures, key) = match (v.captures_to_hand, v.two_boards) {
        (true, _) => ("captor", "capturesToHand"),
        (false, true) => ("partner", "twoBoards"),
        (false, false) => ("none", "capturesToHand"),
    };
    b.key("captures", quote(captures), tx.at(&[key]));
    if v.drop_loop {
        b.key("promoted", quote("keep"), tx.at(&["dropLoop"]));
    }
    if !v.piece_drops {
        b.key("drops", false, tx.at(&["pieceDrops"]));
    }
    if v.seirawan_gating && v.gating {
        b.key("gating", true, tx.at(&["seirawanGating"]));
    }
    if v.drop_promoted {
        b.key("drop-promoted", true, tx.at(&["dropPromoted"]));
    }
    if v.must_drop && v.must_drop_type == PieceType::ALL {
        b.key("must-drop", true, tx.at(&["mustDrop"]));
    } else if v.must_drop {
        let kinds = super::kinds::names_of_type(&tx.kinds, v.must_drop_type);
        b.key("must-drop-kinds", names(&kinds), tx.at(&["mustDropType"]));
    }
    placing(tx, &mut b);
    b.line("", None);
    b
}

/// The drop rules of placing games: `enclosingDrop` (`reversi`, `ataxx`; the others are
/// refused in `refusals.rs`), `enclosingDropStart` and `freeDrops`.
fn placing(tx: &mut Tx<'_>, b: &mut Block) {
    let v = tx.v;
    let must = match v.enclosing_drop {
        Enclosing::Rule("reversi") => Some("enclose"),
        Enclosing::Rule("ataxx") => Some("touch"),
        _ => None,
    };
    if let Some(must) = must {
        b.key("drop-must", quote(must), tx.at(&["enclosingDrop"]));
        let start = v.enclosing_drop_start.within(tx.files(), tx.ranks());
        if start != SquareSet::EMPTY {
            let at = tx.at(&["enclosingDropStart"]);
            let name = tx.regions.name("drop-first", [start, start], at);
            b.key("drop-first", quote(&name), at);
        }
    }
    if v.free_drops && v.piece_drops {
        b.key("unlimited", true, None);
    }
}

/// The squares (per side, absolute) where a piece of type `t` is dropped, before the
/// squares it could never leave are taken out.
fn drop_squares(tx: &Tx<'_>, t: PieceType) -> [SquareSet; 2] {
    let v = tx.v;
    let (files, ranks) = (tx.files(), tx.ranks());
    [WHITE, BLACK].map(|c| {
        let mut s = v.drop_region[c].within(files, ranks);
        if let Some(m) = v.mobility_region[c].get(&t) {
            s = SquareSet(s.0 & m.0);
        }
        if t == PieceType::PAWN {
            if !v.promotion_zone_pawn_drops {
                s = SquareSet(s.0 & !v.promotion_region[c].0);
            }
            if !v.first_rank_pawn_drops {
                s = SquareSet(s.0 & !SquareSet::rank(relative(c, 0, v.max_rank)).0);
            }
        }
        if t == PieceType::ROOK && v.sittuyin_rook_drop {
            s = SquareSet(s.0 & SquareSet::rank(relative(c, 0, v.max_rank)).0);
        }
        if t == v.drop_no_doubled && v.drop_no_doubled_count <= 0 {
            s = SquareSet::EMPTY;
        }
        s
    })
}

/// The drop keys of `kind` (`drop-ranks`, `drop-region`, `drop-file-limit`,
/// `drop-mate`, `drop-opposite-colours`), for a ruleset with hands; `dead` are the
/// squares a piece of it could never leave.
pub fn drop_keys(tx: &mut Tx<'_>, kind: &Kind, dead: [SquareSet; 2]) -> Vec<String> {
    let mut out = Vec::new();
    if !has_hands(tx) {
        return out;
    }
    let v = tx.v;
    let hand_type = match kind.promoted_from {
        None => kind.fsf,
        Some(from) if v.drop_promoted => from,
        Some(_) => return out,
    };
    let squares = drop_squares(tx, hand_type);
    let squares = [WHITE, BLACK].map(|c| SquareSet(squares[c].0 & !dead[c].0));
    let (files, ranks) = (tx.files(), tx.ranks());
    match as_ranks(squares, files, ranks) {
        Some(r) => out.push(format!("drop-ranks = {}", numbers(&r))),
        None => {
            let at = tx.at(&["dropRegionWhite", "dropRegionBlack", "whiteDropRegion"]);
            let name = tx.regions.name("drops", squares, at);
            let all: Vec<u8> = (1..=ranks).collect();
            out.push(format!("drop-ranks = {}", numbers(&all)));
            out.push(format!("drop-region = {}", quote(&name)));
        }
    }
    if hand_type == v.drop_no_doubled && v.drop_no_doubled_count > 0 {
        if kind.promoted_from.is_some() {
            tx.refuse(
                true,
                &["dropNoDoubled"],
                "dropNoDoubled",
                "a piece dropped promoted that Fairy-Stockfish keeps off files with its unpromoted kind; Fers counts the dropped kind's own pieces",
            );
        } else if v.drop_no_doubled_count > 255 {
            tx.refuse(
                true,
                &["dropNoDoubledCount"],
                "dropNoDoubledCount",
                "Fers counts at most 255 pieces on a file",
            );
        } else {
            out.push(format!("drop-file-limit = {}", v.drop_no_doubled_count));
        }
    }
    if kind.promoted_from.is_none()
        && kind.fsf == PieceType::SHOGI_PAWN
        && v.shogi_pawn_drop_mate_illegal
    {
        out.push("drop-mate = false".to_string());
    }
    if kind.promoted_from.is_none()
        && kind.fsf == PieceType::BISHOP
        && v.drop_opposite_colored_bishop
    {
        out.push("drop-opposite-colours = true".to_string());
    }
    out
}
