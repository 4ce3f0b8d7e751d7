//! The rules of placing games in `[rules]`: `flipEnclosedPieces` (`reversi`, `ataxx`) as
//! `[rules.flipping]`, `adjudicateFullBoard` as `full-board-ends`, and
//! `materialCounting = unweighted` as a `[rules.counting]` of one point a kind with
//! equal counts drawn. The drop rules (`enclosingDrop`, `enclosingDropStart`,
//! `freeDrops`) are `drops.rs`'; `stalematePieceCount` is `ends.rs`'.

use super::Tx;
use super::out::{Block, quote};
use crate::ini::model::{BLACK, Enclosing, WHITE};

/// The keys of `[rules]`: `full-board-ends`.
pub fn keys(tx: &mut Tx<'_>, b: &mut Block) {
    if tx.v.adjudicate_full_board {
        b.key("full-board-ends", true, tx.at(&["adjudicateFullBoard"]));
    }
}

/// The tables: `[rules.flipping]`, and the count of pieces.
pub fn tables(tx: &mut Tx<'_>, b: &mut Block) {
    let v = tx.v;
    let flips = match v.flip_enclosed_pieces {
        Enclosing::Rule("reversi") => Some("enclosed"),
        Enclosing::Rule("ataxx") => Some("adjacent"),
        _ => None,
    };
    if let Some(flips) = flips {
        let at = tx.at(&["flipEnclosedPieces"]);
        b.line("[rules.flipping]", at);
        b.key("flips", quote(flips), at);
        b.line("", None);
    }
    if v.material_counting != "unweighted" {
        return;
    }
    let passes = (v.pass[WHITE] && v.pass[BLACK])
        || (v.pass_on_stalemate[WHITE] && v.pass_on_stalemate[BLACK]);
    if !passes && !v.adjudicate_full_board {
        tx.refuse(
            true,
            &["materialCounting"],
            "materialCounting = unweighted",
            "Fers counts pieces at the ends by passes and by a full board; without either Fairy-Stockfish counts only at the move rule and repetitions",
        );
        return;
    }
    let at = tx.at(&["materialCounting"]);
    let parts: Vec<String> = tx
        .kinds
        .iter()
        .map(|k| format!("{} = 1", quote(&k.name)))
        .collect();
    b.line("[rules.counting]", at);
    b.key("values", format!("{{ {} }}", parts.join(", ")), at);
    b.key("equal", quote("draw"), at);
    b.line("", None);
}
