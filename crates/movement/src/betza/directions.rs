//! The direction modifiers of Betza notation: which of an atom's eight images each
//! direction code selects, following Fairy-Stockfish's `piece.cpp`.
//!
//! A code is two letters (`f` is read as `ff`): `ff` the narrow forward moves, `fs` the
//! wide forward ones, `fh` all forward ones, `fr` the forward-right move longest to the
//! right, `rf` the right-forward move longest forward. For orthogonal atoms a mixed pair
//! is the union of its letters (`fsW` is forward and sideways).

use fers_geometry::Offset;

/// The eight images of a `(long, short)` step, in Fairy-Stockfish's order, with the
/// direction codes that select each (as in its `piece.cpp`).
///
/// For `N` = (2, 1): 0 (1,2) 1 (-1,-2) 2 (2,-1) 3 (-2,1) 4 (2,1) 5 (-2,-1) 6 (1,-2) 7 (-1,2).
pub(super) const IMAGE_CODES: [[&str; 6]; 8] = [
    ["ff", "vv", "rf", "rv", "fh", "rh"],
    ["bb", "vv", "lb", "lv", "bh", "lh"],
    ["rr", "ss", "br", "bs", "bh", "rh"],
    ["ll", "ss", "fl", "fs", "fh", "lh"],
    ["rr", "ss", "fr", "fs", "fh", "rh"],
    ["ll", "ss", "bl", "bs", "bh", "lh"],
    ["bb", "vv", "rb", "rv", "bh", "rh"],
    ["ff", "vv", "lf", "lv", "fh", "lh"],
];

pub(super) fn image(index: usize, long: i8, short: i8) -> Offset {
    let (file, rank) = match index {
        0 => (short, long),
        1 => (-short, -long),
        2 => (long, -short),
        3 => (-long, short),
        4 => (long, short),
        5 => (-long, -short),
        6 => (short, -long),
        _ => (-short, long),
    };
    Offset::new(file, rank)
}

/// The images of `(long, short)` that `code` selects. For orthogonal atoms a mixed pair is
/// the union of its two letters (Fairy-Stockfish: `fsW` is forward and sideways).
pub(super) fn select(long: i8, short: i8, code: [char; 2]) -> Vec<Offset> {
    let parts: Vec<[char; 2]> = if short == 0 && code[0] != code[1] {
        vec![[code[0], code[0]], [code[1], code[1]]]
    } else {
        vec![code]
    };
    let mut out = Vec::new();
    for (index, codes) in IMAGE_CODES.iter().enumerate() {
        let hit = codes.iter().any(|c| {
            let mut it = c.chars();
            let key = [it.next().unwrap_or(' '), it.next().unwrap_or(' ')];
            parts.contains(&key)
        });
        if hit {
            out.push(image(index, long, short));
        }
    }
    out
}

pub(super) fn is_direction(c: char) -> bool {
    matches!(c, 'f' | 'b' | 'l' | 'r' | 'v' | 's' | 'h')
}

pub(super) fn is_vertical(c: char) -> bool {
    matches!(c, 'f' | 'b' | 'v' | 'h')
}

pub(super) fn is_horizontal(c: char) -> bool {
    matches!(c, 'r' | 'l' | 's' | 'h')
}

/// Every direction code the parser accepts, in the order the printer tries them: single
/// letters first, then halves, then mixed pairs.
pub(super) const CODES: [[char; 2]; 28] = [
    ['f', 'f'],
    ['b', 'b'],
    ['l', 'l'],
    ['r', 'r'],
    ['v', 'v'],
    ['s', 's'],
    ['f', 'h'],
    ['b', 'h'],
    ['l', 'h'],
    ['r', 'h'],
    ['f', 's'],
    ['b', 's'],
    ['v', 's'],
    ['s', 'f'],
    ['s', 'b'],
    ['s', 'v'],
    ['f', 'r'],
    ['f', 'l'],
    ['b', 'r'],
    ['b', 'l'],
    ['r', 'f'],
    ['l', 'f'],
    ['r', 'b'],
    ['l', 'b'],
    ['v', 'r'],
    ['v', 'l'],
    ['r', 'v'],
    ['l', 'v'],
];
