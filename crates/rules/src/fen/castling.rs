//! The FEN castling field: read as `KQkq`, Shredder-FEN (`HAha`) or X-FEN, written X-FEN
//! style (`K`/`Q` for the outermost partner on its side, the file letter otherwise).
//! Rights are kept as the squares of the partners that may still castle, so the field
//! names rooks; the castling king on the castling rank tells the two sides apart.

use super::FenError;
use crate::state::State;
use crate::tables::Tables;
use fers_geometry::{Bits, Square, SquareSet};
use fers_movement::{CastlingSide, Color};

pub(super) fn parse_castling<B: Bits>(
    t: &Tables<B>,
    s: &mut State<B>,
    field: &str,
) -> Result<(), FenError> {
    if field == "-" {
        return Ok(());
    }
    let fail = |reason: String| FenError::Castling {
        field: field.to_string(),
        reason,
    };
    let Some(c) = &t.ruleset.castling else {
        return Err(fail("this ruleset has no castling".into()));
    };
    let shape = t.shape;
    for ch in field.chars() {
        let color = if ch.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let rank = t.castling_rank(color).unwrap_or(0);
        let rank_set: SquareSet<B> = (0..shape.files())
            .filter_map(|f| shape.square(f as i32, rank as i32))
            .collect();
        let kings = s.kind(c.king) & s.color(color) & rank_set;
        let Some(king) = kings.single() else {
            return Err(fail(format!(
                "`{ch}` but {} has no {} on its castling rank",
                color.name(),
                t.ruleset.pieces[c.king as usize].name
            )));
        };
        let rooks = s.kinds(c.rook_mask()) & s.color(color) & rank_set;
        let kf = shape.file_of(king).0;
        let rook = match ch.to_ascii_lowercase() {
            'k' => match partner_on_file_k(shape, rooks) {
                Some(on_k) => Some(on_k),
                None => rooks.iter().filter(|r| shape.file_of(*r).0 > kf).last(),
            },
            'q' => rooks.iter().find(|r| shape.file_of(*r).0 < kf),
            l if l.is_ascii_lowercase() && ((l as u8 - b'a') < shape.files()) => shape
                .square((l as u8 - b'a') as i32, rank as i32)
                .filter(|sq| rooks.contains(*sq)),
            _ => return Err(fail(format!("`{ch}` is not a castling letter"))),
        };
        let Some(rook) = rook else {
            return Err(fail(format!(
                "`{ch}` but {} has no {} to castle with there",
                color.name(),
                partner_names(t)
            )));
        };
        if t.castling_plan(color, king, rook).is_none() {
            return Err(fail(format!(
                "`{ch}`: the {} on {} cannot castle with the {} on {} in this ruleset",
                t.ruleset.pieces[c.king as usize].name,
                shape.square_name(king),
                t.ruleset.pieces[s.piece_at(rook).map_or(0, |p| p.kind) as usize].name,
                shape.square_name(rook)
            )));
        }
        if !s.castling.contains(rook) {
            s.castling = s.castling.with(rook);
            s.hash ^= t.zobrist.castling[rook.index()];
        }
    }
    Ok(())
}

/// On boards of 11 or more files, the letter `k` is also the name of file k. When a
/// partner stands on file k of the castling rank, the castling letter `k` names it
/// (X-FEN would read "the outermost partner on the king's side"); the writer then names
/// an outer king's-side partner by its own file letter, so that every right
/// round-trips.
fn partner_on_file_k<B: Bits>(
    shape: fers_geometry::BoardShape,
    rooks: SquareSet<B>,
) -> Option<Square> {
    const FILE_K: u8 = 10;
    if shape.files() <= FILE_K {
        return None;
    }
    rooks.iter().find(|r| shape.file_of(*r).0 == FILE_K)
}

/// The castling partner kinds' names, for messages.
fn partner_names<B: Bits>(t: &Tables<B>) -> String {
    t.ruleset.castling.as_ref().map_or(String::new(), |c| {
        c.rooks
            .iter()
            .map(|&k| t.ruleset.pieces[k as usize].name.as_str())
            .collect::<Vec<_>>()
            .join(" or ")
    })
}

/// X-FEN castling: `K`/`Q` for the outermost rook on its side, the file letter otherwise.
pub(super) fn castling_field<B: Bits>(t: &Tables<B>, s: &State<B>) -> String {
    let shape = t.shape;
    let Some(c) = &t.ruleset.castling else {
        return "-".into();
    };
    let mut out = String::new();
    for color in Color::ALL {
        let mut rights: Vec<(CastlingSide, char)> = Vec::new();
        let ours = s.castling & s.color(color);
        let Some(king) = ours.first().and_then(|r| {
            let rank_set: SquareSet<B> = (0..shape.files())
                .filter_map(|f| shape.square(f as i32, shape.rank_of(r).0 as i32))
                .collect();
            (s.kind(c.king) & s.color(color) & rank_set).single()
        }) else {
            continue;
        };
        let rooks = s.kinds(c.rook_mask()) & s.color(color);
        for rook in ours {
            let side = if shape.file_of(rook) > shape.file_of(king) {
                CastlingSide::King
            } else {
                CastlingSide::Queen
            };
            let same_rank = |r: &Square| shape.rank_of(*r) == shape.rank_of(rook);
            let outer = match side {
                CastlingSide::King => rooks
                    .iter()
                    .filter(same_rank)
                    .filter(|r| shape.file_of(*r) > shape.file_of(king))
                    .last(),
                CastlingSide::Queen => rooks
                    .iter()
                    .filter(same_rank)
                    .find(|r| shape.file_of(*r) < shape.file_of(king)),
            };
            let same_rank_rooks: SquareSet<B> = rooks.iter().filter(same_rank).collect();
            let on_k = partner_on_file_k(shape, same_rank_rooks);
            // `k` names the partner on file k when there is one (see
            // `partner_on_file_k`); then no other partner may be written `k`.
            let letter = match side {
                _ if on_k == Some(rook) => 'k',
                CastlingSide::King if outer == Some(rook) && on_k.is_none() => 'k',
                CastlingSide::Queen if outer == Some(rook) => 'q',
                _ => shape.file_of(rook).letter(),
            };
            rights.push((side, letter));
        }
        rights.sort_by_key(|(side, _)| *side == CastlingSide::Queen);
        for (_, l) in rights {
            out.push(if color == Color::White {
                l.to_ascii_uppercase()
            } else {
                l
            });
        }
    }
    if out.is_empty() { "-".into() } else { out }
}
