//! Files, ranks and squares as each dialect names them (WXF's `+`/`-` ranks, which
//! depend on the pieces, are `xiangqi.rs`'s).

use super::Notation;
use super::thai::{THAI_FILES, THAI_RANKS};
use fers_geometry::{BoardShape, Square};
use fers_movement::Color;

/// The name of `sq`'s file: shogi counts from the right (`9` on the left of a 9-file
/// board), janggi from the left, WXF from the right of the side to move `us`.
pub(crate) fn file(n: Notation, shape: BoardShape, us: Color, sq: Square) -> String {
    let f = shape.file_of(sq).0;
    let files = shape.files();
    match n {
        Notation::ShogiHodges
        | Notation::ShogiHosking
        | Notation::ShogiHodgesNumber
        | Notation::Usi => (files - f).to_string(),
        Notation::Janggi => (f + 1).to_string(),
        Notation::XiangqiWxf => match us {
            Color::White => (files - f).to_string(),
            Color::Black => (f + 1).to_string(),
        },
        Notation::ThaiSan | Notation::ThaiLan => THAI_FILES
            .get(usize::from(f))
            .map_or_else(|| "?".to_string(), |s| (*s).to_string()),
        _ => shape.file_of(sq).letter().to_string(),
    }
}

/// The name of `sq`'s rank (for WXF: its rank counted from `us`'s side, as a drop's
/// destination is written).
pub(crate) fn rank(n: Notation, shape: BoardShape, us: Color, sq: Square) -> String {
    let r = shape.rank_of(sq).0;
    let ranks = shape.ranks();
    match n {
        Notation::ShogiHosking | Notation::ShogiHodgesNumber => (ranks - r).to_string(),
        Notation::ShogiHodges | Notation::Usi => {
            char::from(b'a'.wrapping_add(ranks - 1 - r)).to_string()
        }
        Notation::Janggi => ((ranks - r) % 10).to_string(),
        Notation::XiangqiWxf => match us {
            Color::White => (r + 1).to_string(),
            Color::Black => (ranks - r).to_string(),
        },
        Notation::ThaiSan | Notation::ThaiLan => THAI_RANKS
            .get(usize::from(r))
            .map_or_else(|| "?".to_string(), |s| (*s).to_string()),
        _ => (r + 1).to_string(),
    }
}

/// The name of `sq`: file then rank, or for janggi rank then file.
pub(super) fn square(n: Notation, shape: BoardShape, us: Color, sq: Square) -> String {
    match n {
        Notation::Janggi => rank(n, shape, us, sq) + &file(n, shape, us, sq),
        Notation::Uci | Notation::San | Notation::Lan => shape.square_name(sq).to_string(),
        _ => file(n, shape, us, sq) + &rank(n, shape, us, sq),
    }
}
