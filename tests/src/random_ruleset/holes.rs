//! Random holes: squares of the start position marked `*` (not part of the board),
//! drawn from a generator of their own (so that adding holes left every other part of
//! an existing seed's ruleset as it was).

use super::chance;
use crate::SplitMix64;

/// The start FEN `start` with up to four of its empty squares made holes, for about a
/// fifth of the rulesets of `seed` (never one that castles, whose rights the holes
/// could cut; never on the first or last rank, where pawns start or promote).
pub(crate) fn random_holes(seed: u64, start: &str, castles: bool) -> String {
    let mut rng = SplitMix64(seed ^ 0x484f_4c45_5300_0011);
    if castles || !chance(&mut rng, 20) {
        return start.to_string();
    }
    let (board, rest) = start.split_once(' ').unwrap_or((start, ""));
    // Each rank as one character per square ('.' empty), first row the last rank.
    let mut rows: Vec<Vec<char>> = board
        .split('/')
        .map(|row| {
            let mut out = Vec::new();
            let mut run = 0usize;
            for c in row.chars() {
                match c.to_digit(10) {
                    Some(d) => run = run * 10 + d as usize,
                    None => {
                        out.extend(std::iter::repeat_n('.', run));
                        run = 0;
                        out.push(c);
                    }
                }
            }
            out.extend(std::iter::repeat_n('.', run));
            out
        })
        .collect();
    let n = rows.len();
    if n < 3 {
        return start.to_string();
    }
    for _ in 0..1 + rng.below(4) {
        let r = 1 + rng.below(n - 2);
        let f = rng.below(rows[r].len().max(1));
        if rows[r].get(f) == Some(&'.') {
            rows[r][f] = '*';
        }
    }
    let board: Vec<String> = rows
        .iter()
        .map(|row| {
            let mut out = String::new();
            let mut run = 0;
            for &c in row {
                if c == '.' {
                    run += 1;
                    continue;
                }
                if run > 0 {
                    out.push_str(&run.to_string());
                    run = 0;
                }
                out.push(c);
            }
            if run > 0 {
                out.push_str(&run.to_string());
            }
            out
        })
        .collect();
    format!("{} {rest}", board.join("/"))
}
