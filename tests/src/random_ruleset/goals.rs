//! Random goals: the goal keys of `[rules]` (with `decisive-checks` and the pieces'
//! `mate-loses`) and the `[rules.extinction]` and `[rules.flag]` tables (with `safe`),
//! with values the loader accepts (`crates/movement/src/load/goals.rs`) and chosen so
//! that no goal already holds in the start position.

use super::{KindGen, chance};
use crate::SplitMix64;
use fers_rules::Color;
use std::fmt::Write;

/// The pieces of a start position: (file, rank, kind, colour), 0-based.
type Placed = Vec<(u8, u8, usize, Color)>;

/// The goal keys for `[rules]` (lines) and the goal tables after it. `antichess`: the
/// ruleset has no royal kind and is played like antichess (captures compulsory, losing
/// every piece wins).
pub(crate) fn random_goals(
    rng: &mut SplitMix64,
    kinds: &[KindGen],
    (files, ranks): (u8, u8),
    start: &str,
    antichess: bool,
) -> String {
    let mut s = String::new();
    let pick = |rng: &mut SplitMix64, items: &[&str]| items[rng.below(items.len())].to_string();
    if chance(rng, 15) {
        let v = pick(rng, &["loss", "draw", "win"]);
        let _ = writeln!(s, "checkmate = \"{v}\"");
    }
    if chance(rng, 22) {
        let v = if chance(rng, 10) { 0 } else { 1 + rng.below(5) };
        let _ = writeln!(s, "check-limit = {v}");
    }
    if chance(rng, 15) {
        let v = if chance(rng, 70) {
            "illegal"
        } else {
            "allowed"
        };
        let _ = writeln!(s, "giving-check = \"{v}\"");
    }
    if antichess || chance(rng, 20) {
        let v = antichess || chance(rng, 75);
        let _ = writeln!(s, "must-capture = {v}");
    }
    if chance(rng, 10) {
        let v = pick(rng, &["white", "black", "none"]);
        let _ = writeln!(s, "draw-winner = \"{v}\"");
    }
    let placed = pieces_of(start, kinds, ranks);
    if antichess {
        s.push_str("\n[rules.extinction]\nall-pieces = true\nresult = \"win\"\n");
    } else if chance(rng, 25) {
        s.push_str(&extinction(rng, kinds, &placed));
    }
    if !antichess && chance(rng, 22) {
        s.push_str(&flag(rng, kinds, (files, ranks), &placed));
    }
    s
}

/// A `[rules.connect]` table now and then, from a generator of its own (so that older
/// seeds keep their rulesets): pieces of one or two non-royal kinds in a row, in a
/// square or on a line, in some directions, as a win, a loss or a draw, such that no
/// side is connected in the start position.
pub(crate) fn random_connect(
    seed: u64,
    kinds: &[KindGen],
    (files, ranks): (u8, u8),
    start: &str,
) -> String {
    let rng = &mut SplitMix64(seed ^ 0xC0CC_EC70_0000_0011);
    let counted: Vec<usize> = (0..kinds.len()).filter(|&k| !kinds[k].royal).collect();
    if counted.is_empty() || !chance(rng, 15) {
        return String::new();
    }
    let mut chosen = vec![counted[rng.below(counted.len())]];
    if counted.len() > 1 && chance(rng, 40) {
        let other = counted[rng.below(counted.len())];
        if other != chosen[0] {
            chosen.push(other);
        }
    }
    let longest = u32::from(files.max(ranks));
    let shortest = u32::from(files.min(ranks));
    let in_a_row = if chance(rng, 70) {
        2 + rng.below(3) as u32
    } else {
        0
    };
    let square = if shortest >= 2 && chance(rng, 25) {
        2
    } else {
        0
    };
    let on_a_line = if in_a_row == 0 && square == 0 || chance(rng, 20) {
        3 + rng.below(3) as u32
    } else {
        0
    };
    let dirs = [
        ("horizontal", chance(rng, 70)),
        ("vertical", chance(rng, 70)),
        ("diagonal", chance(rng, 70)),
    ];
    let dirs: Vec<(&str, bool)> = if dirs.iter().any(|d| d.1) {
        dirs.to_vec()
    } else {
        vec![
            ("horizontal", false),
            ("vertical", false),
            ("diagonal", true),
        ]
    };
    let (in_a_row, on_a_line) = (in_a_row.min(longest), on_a_line.min(longest));
    let placed = pieces_of(start, kinds, ranks);
    let goal = Goal {
        in_a_row,
        square,
        on_a_line,
        kinds: &chosen,
        steps: steps(&dirs),
    };
    if [Color::White, Color::Black]
        .iter()
        .any(|&c| goal.holds(&placed, c))
    {
        return String::new();
    }
    let mut s = String::from("\n[rules.connect]\n");
    for (key, n) in [
        ("in-a-row", in_a_row),
        ("square", square),
        ("on-a-line", on_a_line),
    ] {
        if n >= 2 {
            let _ = writeln!(s, "{key} = {n}");
        }
    }
    let names: Vec<String> = chosen
        .iter()
        .map(|&k| format!("\"{}\"", kinds[k].name))
        .collect();
    let _ = writeln!(s, "kinds = [{}]", names.join(", "));
    if (in_a_row >= 2 || on_a_line >= 2) && dirs.iter().any(|d| !d.1) {
        let on: Vec<String> = dirs
            .iter()
            .filter(|d| d.1)
            .map(|d| format!("\"{}\"", d.0))
            .collect();
        let _ = writeln!(s, "directions = [{}]", on.join(", "));
    }
    if chance(rng, 30) {
        let v = ["loss", "draw"][rng.below(2)];
        let _ = writeln!(s, "result = \"{v}\"");
    }
    s
}

/// The steps of the directions switched on.
fn steps(dirs: &[(&str, bool)]) -> Vec<(i32, i32)> {
    let mut out = Vec::new();
    for &(d, on) in dirs {
        match (d, on) {
            ("horizontal", true) => out.push((1, 0)),
            ("vertical", true) => out.push((0, 1)),
            ("diagonal", true) => out.extend([(1, 1), (1, -1)]),
            _ => {}
        }
    }
    out
}

/// A connection goal, judged on a start position's pieces (to keep it from holding).
struct Goal<'a> {
    in_a_row: u32,
    square: u32,
    on_a_line: u32,
    kinds: &'a [usize],
    steps: Vec<(i32, i32)>,
}

impl Goal<'_> {
    fn holds(&self, placed: &Placed, color: Color) -> bool {
        let at = |f: i32, r: i32| {
            placed.iter().any(|&(pf, pr, k, c)| {
                c == color && i32::from(pf) == f && i32::from(pr) == r && self.kinds.contains(&k)
            })
        };
        let mine: Vec<(i32, i32)> = placed
            .iter()
            .filter(|p| p.3 == color && self.kinds.contains(&p.2))
            .map(|p| (i32::from(p.0), i32::from(p.1)))
            .collect();
        for &(f, r) in &mine {
            for &(df, dr) in &self.steps {
                let n = self.in_a_row as i32;
                if n >= 2 && (0..n).all(|i| at(f + i * df, r + i * dr)) {
                    return true;
                }
                let line = (-16..=16).filter(|&i| at(f + i * df, r + i * dr)).count();
                if self.on_a_line >= 2 && line >= self.on_a_line as usize {
                    return true;
                }
            }
            let n = self.square as i32;
            if n >= 2 && (0..n).all(|i| (0..n).all(|j| at(f + i, r + j))) {
                return true;
            }
        }
        false
    }
}

/// `royal-in-check` (a line for `[rules]`) and a `[rules.honour-counting]` table, each
/// now and then, from a generator of their own (so that older seeds keep their
/// rulesets).
pub(crate) fn random_counting(seed: u64, kinds: &[KindGen]) -> (String, String) {
    let rng = &mut SplitMix64(seed ^ 0xC0C0_4E75_0000_0010);
    let line = if chance(rng, 10) {
        "royal-in-check = \"capture-only\"\n".to_string()
    } else {
        String::new()
    };
    let table = if chance(rng, 20) {
        honour_counting(rng, kinds)
    } else {
        String::new()
    };
    (line, table)
}

/// A `[rules.honour-counting]` table with short limits (so that random games reach
/// them): the pawns stop the counts, board's honour and pieces' honour by the
/// officers.
fn honour_counting(rng: &mut SplitMix64, kinds: &[KindGen]) -> String {
    let mut s = String::from("\n[rules.honour-counting]\n");
    let pawns: Vec<String> = kinds
        .iter()
        .filter(|k| k.pawn)
        .map(|k| format!("\"{}\"", k.name))
        .collect();
    if !pawns.is_empty() && chance(rng, 80) {
        let _ = writeln!(s, "pawns = [{}]", pawns.join(", "));
    }
    let board = chance(rng, 60);
    if board {
        let _ = writeln!(s, "board-honour = {}", 1 + rng.below(12));
        if chance(rng, 30) {
            let _ = writeln!(s, "board-honour-pieces = {}", 2 + rng.below(3));
        }
    }
    let officers: Vec<&KindGen> = kinds.iter().filter(|k| !k.royal && !k.pawn).collect();
    let mut entries = Vec::new();
    for _ in 0..rng.below(4) {
        if officers.is_empty() {
            break;
        }
        let k = officers[rng.below(officers.len())];
        entries.push(format!(
            "{{ kind = \"{}\", count = {}, moves = {} }}",
            k.name,
            1 + rng.below(2),
            1 + rng.below(10)
        ));
    }
    if !entries.is_empty() {
        let _ = writeln!(s, "pieces-honour = [{}]", entries.join(", "));
    }
    if !board || chance(rng, 50) {
        let _ = writeln!(s, "pieces-honour-otherwise = {}", 1 + rng.below(12));
    }
    if chance(rng, 50) {
        s.push_str("count-from = \"pieces\"\n");
    }
    s
}

/// A `[rules.extinction]` table: one or two non-royal kinds both sides have at the
/// start (two now and then counted `together`), and/or all pieces, with a `count` below
/// what each side starts with.
fn extinction(rng: &mut SplitMix64, kinds: &[KindGen], placed: &Placed) -> String {
    let count = |k: Option<usize>, c: Color| {
        placed
            .iter()
            .filter(|&&(_, _, kind, color)| color == c && k.is_none_or(|k| k == kind))
            .count()
    };
    let least = |k: Option<usize>| count(k, Color::White).min(count(k, Color::Black));
    let candidates: Vec<usize> = (0..kinds.len())
        .filter(|&k| !kinds[k].royal && least(Some(k)) > 0)
        .collect();
    let mut chosen: Vec<usize> = Vec::new();
    if !candidates.is_empty() && chance(rng, 75) {
        for _ in 0..1 + rng.below(2) {
            let k = candidates[rng.below(candidates.len())];
            if !chosen.contains(&k) {
                chosen.push(k);
            }
        }
    }
    let all_pieces = chosen.is_empty() || chance(rng, 20);
    let mut below = chosen
        .iter()
        .map(|&k| least(Some(k)))
        .min()
        .unwrap_or(usize::MAX);
    if all_pieces {
        below = below.min(least(None));
    }
    // Small counts, so that the goal may be reached in a short playout.
    let n = rng.below(below.clamp(1, 3));
    let mut s = String::from("\n[rules.extinction]\n");
    if !chosen.is_empty() {
        let _ = writeln!(s, "kinds = {}", names(rng, kinds, &chosen));
    }
    // Two kinds now and then counted together, decided by a generator of its own (so
    // that older seeds keep the rest of their rulesets).
    if chosen.len() == 2 && chance(&mut SplitMix64(rng.0 ^ 0x7063_7468_6572_0009), 50) {
        s.push_str("together = true\n");
    }
    if all_pieces {
        s.push_str("all-pieces = true\n");
    }
    if n > 0 || chance(rng, 30) {
        let _ = writeln!(s, "count = {n}");
    }
    // Now and then only while the opponent has enough of the same (issue #35, koedem),
    // from a generator of its own.
    let mut orng = SplitMix64(rng.0 ^ 0x4f50_504e_5400_0035);
    if chance(&mut orng, 25) {
        let _ = writeln!(s, "opponent-count = {}", 1 + orng.below(3));
    }
    match rng.below(10) {
        0..=3 => {}
        4..=6 => s.push_str("result = \"loss\"\n"),
        7 | 8 => s.push_str("result = \"win\"\n"),
        _ => s.push_str("result = \"draw\"\n"),
    }
    s
}

/// A `[rules.flag]` table: one or two kinds, a region per side (squares or ranks; now
/// and then none for one side) holding none of that side's flag pieces at the start,
/// and a random reply.
fn flag(
    rng: &mut SplitMix64,
    kinds: &[KindGen],
    (files, ranks): (u8, u8),
    placed: &Placed,
) -> String {
    let mut chosen: Vec<usize> = Vec::new();
    if let Some(king) = kinds.iter().position(|k| k.name == "king")
        && chance(rng, 40)
    {
        chosen.push(king);
    }
    for _ in 0..1 + rng.below(2) {
        let k = rng.below(kinds.len());
        if !chosen.contains(&k) {
            chosen.push(k);
        }
    }
    let blocked = |c: Color, file: u8, rank: u8| {
        placed
            .iter()
            .any(|&(f, r, k, color)| (f, r, color) == (file, rank, c) && chosen.contains(&k))
    };
    let mut s = String::from("\n[rules.flag]\n");
    let _ = writeln!(s, "kinds = {}", names(rng, kinds, &chosen));
    let mut any = false;
    for (c, key) in [(Color::White, "white"), (Color::Black, "black")] {
        if chance(rng, 15) {
            continue;
        }
        if chance(rng, 40) {
            let rank = rng.below(ranks as usize) as u8;
            if (0..files).all(|f| !blocked(c, f, rank)) {
                let _ = writeln!(s, "{key}-ranks = [{}]", rank + 1);
                any = true;
                continue;
            }
        }
        let mut squares: Vec<String> = Vec::new();
        for _ in 0..1 + rng.below(5) {
            let (f, r) = (
                rng.below(files as usize) as u8,
                rng.below(ranks as usize) as u8,
            );
            let name = format!("\"{}{}\"", (b'a' + f) as char, r + 1);
            if !blocked(c, f, r) && !squares.contains(&name) {
                squares.push(name);
            }
        }
        if !squares.is_empty() {
            let _ = writeln!(s, "{key} = [{}]", squares.join(", "));
            any = true;
        }
    }
    if !any {
        return String::new();
    }
    let reply = rng.below(8);
    match reply {
        0..=2 => {}
        3 => s.push_str("reply = \"none\"\n"),
        4 | 5 => s.push_str("reply = \"survive\"\n"),
        _ => s.push_str("reply = \"draw\"\n"),
    }
    // `safe` only with the reply `none` (drawn last, so older seeds keep their flags).
    if reply <= 3 && chance(rng, 40) {
        s.push_str("safe = true\n");
    } else if chance(rng, 15) {
        // Two flag pieces at once (Fairy-Stockfish's `flagPieceCount`), drawn after
        // `safe` for the same reason.
        s.push_str("count = 2\n");
    }
    s
}

/// The rules that judge checkmates, from a generator of their own (so that older seeds
/// keep the rest of their rulesets): now and then `mate-loses = true` on a few
/// non-royal kinds (added to `kinds`), and `decisive-checks` naming a few kinds (lines
/// for `[rules]`). Only in rulesets with a royal kind, where checkmates happen.
pub(crate) fn random_mate_rules(seed: u64, kinds: &mut [KindGen]) -> String {
    let mut rng = SplitMix64(seed ^ 0x4d41_5445_5300_0010);
    if !kinds.iter().any(|k| k.royal) || !chance(&mut rng, 20) {
        return String::new();
    }
    for k in kinds.iter_mut().filter(|k| !k.royal) {
        if chance(&mut rng, 30) {
            k.extra.push("mate-loses = true".into());
        }
    }
    let mut s = String::new();
    if chance(&mut rng, 70) {
        let chosen: Vec<usize> = (0..kinds.len()).filter(|_| chance(&mut rng, 40)).collect();
        let chosen = if chosen.is_empty() {
            vec![rng.below(kinds.len())]
        } else {
            chosen
        };
        let _ = writeln!(s, "decisive-checks = {}", names(&mut rng, kinds, &chosen));
    }
    s
}

/// The kinds `list` as a TOML value: a string for one kind now and then, else an array.
fn names(rng: &mut SplitMix64, kinds: &[KindGen], list: &[usize]) -> String {
    let quoted: Vec<String> = list
        .iter()
        .map(|&k| format!("\"{}\"", kinds[k].name))
        .collect();
    if quoted.len() == 1 && chance(rng, 50) {
        quoted[0].clone()
    } else {
        format!("[{}]", quoted.join(", "))
    }
}

/// The pieces of the FEN `start`'s board field.
fn pieces_of(start: &str, kinds: &[KindGen], ranks: u8) -> Placed {
    let mut out = Vec::new();
    let field = start.split_whitespace().next().unwrap_or("");
    for (row, text) in field.split('/').enumerate() {
        let rank = (ranks as usize).saturating_sub(row + 1) as u8;
        let mut file = 0u8;
        let mut run = 0u8;
        for ch in text.chars() {
            if let Some(d) = ch.to_digit(10) {
                run = run * 10 + d as u8;
                continue;
            }
            file += run;
            run = 0;
            let color = Color::of_letter(ch);
            if let Some(k) = kinds
                .iter()
                .position(|k| k.letter == ch.to_ascii_lowercase())
            {
                out.push((file, rank, k, color));
            }
            file += 1;
        }
    }
    out
}
