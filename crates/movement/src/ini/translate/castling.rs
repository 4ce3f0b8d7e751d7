//! `[castling]`: the king's destination files (`castlingKingsideFile`,
//! `castlingQueensideFile`) and rank (`castlingRank`), the castling pieces
//! (`castlingKingPiece`, `castlingRookPieces`), and, outside Chess960, the squares the
//! king and rooks start from, which Fairy-Stockfish reads from the start position's
//! castling rights as it reads any FEN: the castling king on the castling rank (at
//! `castlingKingFile` if there are several), and for `K` the first castling rook from
//! `castlingRookKingsideFile` towards the king, for `Q` from `castlingRookQueensideFile`.

use super::Tx;
use super::kinds::{declared, names_of};
use super::out::{Block, names, quote, square_name};
use crate::ini::apply::relative;
use crate::ini::model::{BLACK, PieceType, TypeSet, WHITE};

/// The start position's board as rows of letters (`None`: empty or a hole), rank 1
/// first; a `+` promoted piece counts as its letter.
fn rows(placement: &str, files: u8) -> Vec<Vec<Option<char>>> {
    let board = placement.split('[').next().unwrap_or("");
    let mut out: Vec<Vec<Option<char>>> = board
        .split('/')
        .map(|row| {
            let mut r = Vec::new();
            let mut digits = String::new();
            for c in row.chars() {
                if c.is_ascii_digit() {
                    digits.push(c);
                    continue;
                }
                if !digits.is_empty() {
                    let n: usize = digits.parse().unwrap_or(0);
                    r.extend(std::iter::repeat_n(None, n.min(64)));
                    digits.clear();
                }
                if c.is_ascii_alphabetic() {
                    r.push(Some(c));
                } else if c == '*' {
                    r.push(None);
                }
            }
            if !digits.is_empty() {
                let n: usize = digits.parse().unwrap_or(0);
                r.extend(std::iter::repeat_n(None, n.min(64)));
            }
            r.resize(usize::from(files), None);
            r
        })
        .collect();
    out.reverse();
    out
}

/// `[castling]`, if the variant castles and its start position grants a right.
pub fn castling(tx: &mut Tx<'_>) -> Block {
    let mut b = Block::default();
    let v = tx.v;
    let fields = super::fen::fields(v);
    let rights = fields.castling.clone();
    // Letters that are not castling rights: gates (S-chess) and first-move rights
    // (ouk chatrang), written as they are.
    let others: String = if v.gating {
        rights.chars().filter(|c| !"KQkq-".contains(*c)).collect()
    } else {
        String::new()
    };
    tx.castling_field = if others.is_empty() {
        "-".to_string()
    } else {
        others.clone()
    };
    if !v.castling {
        return b;
    }
    let kinds = tx.kinds.clone();
    let king_types = v.castling_king_piece;
    if king_types[WHITE] != king_types[BLACK]
        || v.castling_rook_pieces[WHITE] != v.castling_rook_pieces[BLACK]
    {
        tx.refuse(
            true,
            &["castlingKingPieceWhite", "castlingKingPieceBlack", "castlingRookPiecesWhite", "castlingRookPiecesBlack"],
            "castlingKingPiece",
            "the two sides castle with different pieces; Fers' castling pieces are the same for both",
        );
        return b;
    }
    let Some(king) = declared(&kinds, king_types[WHITE]).cloned() else {
        return b;
    };
    let rooks = names_of(
        &kinds
            .iter()
            .filter(|k| k.promoted_from.is_none())
            .cloned()
            .collect::<Vec<_>>(),
        TypeSet(v.castling_rook_pieces[WHITE].0 & !TypeSet::of(PieceType::ALL).0),
    );
    if rooks.is_empty() {
        return b;
    }
    let (files, ranks) = (tx.files(), tx.ranks());
    let rank = v.castling_rank;
    if rank >= ranks {
        return b;
    }
    let kto = [v.castling_kingside_file, v.castling_queenside_file];
    let sides_text = |side: &str, kf: Option<u8>, to: u8, rf: Option<u8>| {
        let rto = if side == "king" {
            to.saturating_sub(1)
        } else {
            to + 1
        };
        let mut s = format!("{{ name = {}", quote(side));
        if let Some(k) = kf {
            s.push_str(&format!(", king = {}", quote(&square_name(k, rank))));
        }
        s.push_str(&format!(", king-to = {}", quote(&square_name(to, rank))));
        if let Some(r) = rf {
            s.push_str(&format!(", rook = {}", quote(&square_name(r, rank))));
        }
        s.push_str(&format!(
            ", rook-to = {} }}",
            quote(&square_name(rto, rank))
        ));
        s
    };
    let at = tx.at(&[
        "castling",
        "castlingKingsideFile",
        "castlingQueensideFile",
        "startFen",
    ]);
    let mut sides = Vec::new();
    let mut found: [[Option<(u8, u8)>; 2]; 2] = [[None; 2]; 2];
    if v.chess960 || v.castling_dropped_piece {
        sides.push(sides_text("king", None, kto[0], None));
        sides.push(sides_text("queen", None, kto[1], None));
        if v.castling_dropped_piece {
            let kf = v.castling_king_file;
            sides = vec![
                sides_text("king", Some(kf), kto[0], Some(files - 1)),
                sides_text("queen", Some(kf), kto[1], Some(0)),
            ];
        }
    } else {
        let board = rows(&fields.board, files);
        for c in rights.chars() {
            let side = if c.is_ascii_uppercase() { WHITE } else { BLACK };
            let r = relative(side, rank, v.max_rank);
            let Some(row) = board.get(usize::from(r)) else {
                continue;
            };
            let is = |f: u8, types: TypeSet| {
                row.get(usize::from(f)).copied().flatten().is_some_and(|p| {
                    (p.is_ascii_uppercase() == (side == WHITE))
                        && v.type_of_letter(p).is_some_and(|t| types.has(t))
                })
            };
            let kings: Vec<u8> = (0..files)
                .filter(|&f| is(f, TypeSet::of(king.fsf)))
                .collect();
            let kf = if kings.len() == 1 {
                kings[0]
            } else {
                v.castling_king_file
            };
            if !is(kf, TypeSet::of(king.fsf)) {
                continue;
            }
            let rook_types = v.castling_rook_pieces[side];
            let rf = match c.to_ascii_uppercase() {
                'K' => (0..=v.castling_rook_kingside_file.min(files - 1))
                    .rev()
                    .find(|&f| is(f, rook_types)),
                'Q' => (v.castling_rook_queenside_file..files).find(|&f| is(f, rook_types)),
                l if l.is_ascii_uppercase() && (l as u8 - b'A') < files => Some(l as u8 - b'A'),
                _ => None,
            };
            let Some(rf) = rf.filter(|&f| is(f, rook_types)) else {
                continue;
            };
            let which = usize::from(rf < kf);
            found[which][side] = Some((kf, rf));
        }
        for (which, name) in [(0, "king"), (1, "queen")] {
            let [w, bl] = found[which];
            if let (Some(a), Some(b2)) = (w, bl)
                && a != b2
            {
                tx.refuse(
                    true,
                    &["startFen"],
                    "startFen",
                    "white's and black's castling kings or rooks start on different files; Fers' castling squares are the same for both sides",
                );
                return b;
            }
            if let Some((kf, rf)) = w.or(bl) {
                sides.push(sides_text(name, Some(kf), kto[which], Some(rf)));
            }
        }
    }
    if sides.is_empty() {
        return b;
    }
    // The rights: as written under Chess960, else those found, as `KQkq`.
    tx.castling_field = if v.chess960 {
        rights.clone()
    } else {
        let mut letters = String::new();
        for (c, side_letters) in [(WHITE, ['K', 'Q']), (BLACK, ['k', 'q'])] {
            for (which, l) in side_letters.into_iter().enumerate() {
                if found[which][c].is_some() {
                    letters.push(l);
                }
            }
        }
        letters.push_str(&others);
        if letters.is_empty() {
            "-".to_string()
        } else {
            letters
        }
    };
    if kto.iter().any(|&f| f == 0 || f + 1 >= files) {
        tx.refuse(
            true,
            &["castlingKingsideFile", "castlingQueensideFile"],
            "castlingKingsideFile",
            "the king would castle onto an edge file or off the board, leaving its rook no square beside it",
        );
        return b;
    }
    b.line("[castling]", at);
    if !king_is_the_royal(tx, &king.name) {
        b.key("king", quote(&king.name), tx.at(&["castlingKingPiece"]));
    }
    let rook_value = if rooks.len() == 1 {
        quote(&rooks[0])
    } else {
        names(&rooks)
    };
    b.key("rook", rook_value, tx.at(&["castlingRookPieces"]));
    if v.chess960 {
        b.key("chess960", true, tx.at(&["chess960"]));
    }
    if v.castling_dropped_piece {
        b.key("by-drop", true, tx.at(&["castlingDroppedPiece"]));
    }
    if v.opposite_castling {
        b.key("opposite-sides", true, tx.at(&["oppositeCastling"]));
    }
    b.line("sides = [", at);
    for s in sides {
        b.line(format!("  {s},"), at);
    }
    b.line("]", at);
    b.line("", None);
    b
}

/// Whether `name` is the ruleset's one royal kind (then `[castling]` needs no `king`).
fn king_is_the_royal(tx: &Tx<'_>, name: &str) -> bool {
    let royal: Vec<&str> = tx
        .kinds
        .iter()
        .filter(|k| k.fsf == PieceType::KING && k.promoted_from.is_none())
        .map(|k| k.name.as_str())
        .collect();
    royal == [name]
}

#[cfg(test)]
mod tests {
    use super::rows;

    #[test]
    fn rows_rank_one_first() {
        let r = rows("r3k2r/8/8/8/8/8/8/R3K2R[Qq]", 8);
        assert_eq!(r[0][0], Some('R'));
        assert_eq!(r[0][4], Some('K'));
        assert_eq!(r[7][7], Some('r'));
        assert_eq!(r[3][3], None);
    }
}
