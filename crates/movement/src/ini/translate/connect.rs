//! `connectN`, `connectNxN`, `collinearN` and their keys: `[rules.connect]`.

use super::Tx;
use super::ends::value_word;
use super::kinds::names_of;
use super::out::{Block, names, quote};
use crate::ini::model::TypeSet;

/// `connectN`, `connectNxN`, `collinearN` with `connectPieceTypes`, the directions and
/// `connectValue`: `[rules.connect]`. Fairy-Stockfish judges the side that just moved.
pub(super) fn connect(tx: &mut Tx<'_>, b: &mut Block) {
    let v = tx.v;
    let keys = ["connectN", "connectNxN", "collinearN"];
    let counts = [v.connect_n, v.connect_nxn, v.collinear_n];
    if counts.iter().all(|&n| n <= 0) {
        return;
    }
    let at = tx.at(&keys);
    let (files, ranks) = (i64::from(tx.files()), i64::from(tx.ranks()));
    let most = [files.max(ranks), files.min(ranks), files.max(ranks)];
    let mut lines = Vec::new();
    for ((key, n), most) in keys.iter().zip(counts).zip(most) {
        let name = ["in-a-row", "square", "on-a-line"][lines.len()];
        lines.push((name, n));
        if n == 1 || n > most {
            // Fairy-Stockfish: one piece is always "connected"; more than fit never are.
            tx.refuse(
                true,
                &[key],
                key,
                "Fers' connection goal needs 2 pieces or more, no more than fit on the board",
            );
            return;
        }
    }
    let Some(result) = value_word(v.connect_value) else {
        tx.refuse(
            true,
            &["connectValue"],
            "connectValue",
            "Fers scores a connection as a win, a loss or a draw",
        );
        return;
    };
    b.line("[rules.connect]", at);
    for (name, n) in lines {
        if n > 0 {
            b.key(name, n, at);
        }
    }
    if v.connect_piece_types != TypeSet(1) {
        let kinds = names_of(&tx.kinds, v.connect_piece_types);
        b.key("kinds", names(&kinds), tx.at(&["connectPieceTypes"]));
    }
    if v.connect_directions != [true; 3] && (v.connect_n > 0 || v.collinear_n > 0) {
        let words: Vec<String> = ["horizontal", "vertical", "diagonal"]
            .iter()
            .zip(v.connect_directions)
            .filter(|(_, on)| *on)
            .map(|(w, _)| w.to_string())
            .collect();
        if words.is_empty() {
            tx.refuse(
                true,
                &["connectHorizontal", "connectVertical", "connectDiagonal"],
                "connectHorizontal",
                "Fers' connection goal needs a direction for its lines",
            );
            return;
        }
        let at = tx.at(&["connectHorizontal", "connectVertical", "connectDiagonal"]);
        b.key("directions", names(&words), at);
    }
    if result != "win" {
        b.key("result", quote(result), tx.at(&["connectValue"]));
    }
    b.line("", None);
}
