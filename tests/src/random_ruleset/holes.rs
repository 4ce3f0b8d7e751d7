//! Random holes: squares of the start position marked `*` (not part of the board),
//! drawn from a generator of their own (so that adding holes left every other part of
//! an existing seed's ruleset as it was).

use super::chance;
use crate::SplitMix64;
use fers_geometry::BoardShape;
use fers_movement::board_field::{FieldPiece, FieldSyntax, HOLE, read_board_field};

/// The start FEN `start` with up to four of its empty squares made holes, for about a
/// fifth of the rulesets of `seed` (never one that castles, whose rights the holes
/// could cut; never on the first or last rank, where pawns start or promote).
pub(crate) fn random_holes(
    seed: u64,
    start: &str,
    (files, ranks): (u8, u8),
    castles: bool,
) -> String {
    let mut rng = SplitMix64(seed ^ 0x484f_4c45_5300_0011);
    let Some(shape) = BoardShape::new(files.into(), ranks.into())
        .ok()
        .filter(|_| ranks >= 3)
    else {
        return start.to_string();
    };
    if castles || !chance(&mut rng, 20) {
        return start.to_string();
    }
    let (board, rest) = start.split_once(' ').unwrap_or((start, ""));
    // The board field laid out by the one board-field reader (the start was written by
    // the generator, so every letter is a piece).
    let Ok(mut squares) =
        read_board_field(board, shape, FieldSyntax::START, |_, _| true).into_result()
    else {
        return start.to_string();
    };
    for _ in 0..1 + rng.below(4) {
        // A row counted from the top of the field, as the FEN writes it.
        let row = 1 + rng.below(ranks as usize - 2);
        let rank = ranks as usize - 1 - row;
        let file = rng.below(files as usize);
        let i = rank * files as usize + file;
        if squares[i].is_none() {
            squares[i] = Some(FieldPiece::new(HOLE));
        }
    }
    let rows: Vec<String> = (0..ranks as usize)
        .rev()
        .map(|rank| {
            let mut out = String::new();
            let mut run = 0;
            for p in &squares[rank * files as usize..(rank + 1) * files as usize] {
                match p {
                    None => run += 1,
                    Some(p) => {
                        if run > 0 {
                            out.push_str(&run.to_string());
                            run = 0;
                        }
                        if p.promoted {
                            out.push('+');
                        }
                        out.push(p.letter);
                    }
                }
            }
            if run > 0 {
                out.push_str(&run.to_string());
            }
            out
        })
        .collect();
    format!("{} {rest}", rows.join("/"))
}
