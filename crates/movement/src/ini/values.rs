//! Reading one value of a `variants.ini` line as its key's type: numbers, ranks and
//! files, results, squares (`d4 e4`, `*1` a rank, `a*` a file), piece letters.

use super::model::{FsfVariant, GameValue, MAX_FILES, MAX_RANKS, PieceType, SquareSet, TypeSet};
use super::problem::{IniProblem, Place};
use super::read::Entry;

/// A problem with `entry`'s value: it is not `expected`.
pub fn bad(entry: &Entry, expected: impl Into<String>) -> IniProblem {
    IniProblem::BadValue {
        at: entry.value_at,
        key: entry.key.clone(),
        value: entry.value.clone(),
        expected: expected.into(),
    }
}

/// A whole number.
pub fn int(e: &Entry) -> Result<i64, IniProblem> {
    let v = e.value.strip_prefix('+').unwrap_or(&e.value);
    let digits = v.strip_prefix('-').unwrap_or(v);
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return Err(bad(e, "a whole number"));
    }
    v.parse()
        .map_err(|_| bad(e, "a whole number of at most 18 digits"))
}

/// `true` or `false`, with nothing after it.
pub fn boolean(e: &Entry) -> Result<bool, IniProblem> {
    let parsed = match e.value.as_str() {
        "true" => true,
        "false" => false,
        _ => return Err(bad(e, "`true` or `false`")),
    };
    if e.trailing_space {
        return Err(bad(
            e,
            "`true` or `false` with nothing after it: Fairy-Stockfish reads a space after it as not a bool (false)",
        ));
    }
    Ok(parsed)
}

/// A rank from 1 to 10, 0-based.
pub fn rank(e: &Entry) -> Result<u8, IniProblem> {
    match int(e) {
        Ok(n) if (1..=i64::from(MAX_RANKS)).contains(&n) => Ok(n as u8 - 1),
        _ => Err(bad(e, "a rank from 1 to 10")),
    }
}

/// A file, `1` to `12` or `a` to `l`, 0-based.
pub fn file(e: &Entry) -> Result<u8, IniProblem> {
    let v = e.value.as_str();
    let n = if let Some(c) = v.chars().next().filter(|c| c.is_ascii_lowercase()) {
        (v.len() == 1).then(|| i64::from(c as u8 - b'a') + 1)
    } else {
        int(e).ok()
    };
    match n {
        Some(n) if (1..=i64::from(MAX_FILES)).contains(&n) => Ok(n as u8 - 1),
        _ => Err(bad(e, "a file, `a` to `l` or 1 to 12")),
    }
}

/// `win`, `loss`, `draw` or `none`.
pub fn game_value(e: &Entry) -> Result<GameValue, IniProblem> {
    Ok(match e.value.as_str() {
        "win" => GameValue::Win,
        "loss" => GameValue::Loss,
        "draw" => GameValue::Draw,
        "none" => GameValue::None,
        _ => return Err(bad(e, "`win`, `loss`, `draw` or `none`")),
    })
}

/// One of `words`.
pub fn word(e: &Entry, words: &[&'static str]) -> Result<&'static str, IniProblem> {
    words
        .iter()
        .find(|w| **w == e.value)
        .copied()
        .ok_or_else(|| {
            let list: Vec<String> = words.iter().map(|w| format!("`{w}`")).collect();
            bad(e, format!("one of {}", list.join(", ")))
        })
}

/// Squares: `d4`, `*1` (a rank), `a*` (a file), separated by spaces; `-` ends the list
/// (alone: no square).
pub fn squares(e: &Entry) -> Result<SquareSet, IniProblem> {
    let mut set = SquareSet::EMPTY;
    let expected = "squares such as `d4 e4`, ranks such as `*1`, files such as `a*`, or `-`";
    for word in e.value.split_whitespace() {
        if word == "-" {
            break;
        }
        let bytes = word.as_bytes();
        let letter = |b: u8| (b'a'..b'a' + MAX_FILES).contains(&b.to_ascii_lowercase());
        let part = if bytes.len() == 2 && bytes[1] == b'*' && letter(bytes[0]) {
            SquareSet::file(bytes[0].to_ascii_lowercase() - b'a')
        } else if let Some(r) = word.strip_prefix('*') {
            match r.parse::<u8>() {
                Ok(n) if (1..=MAX_RANKS).contains(&n) && !r.starts_with('+') => {
                    SquareSet::rank(n - 1)
                }
                _ => return Err(bad(e, expected)),
            }
        } else if bytes.len() >= 2 && letter(bytes[0]) {
            match word[1..].parse::<u8>() {
                Ok(n)
                    if (1..=MAX_RANKS).contains(&n)
                        && word[1..].chars().all(|c| c.is_ascii_digit()) =>
                {
                    SquareSet::square(bytes[0].to_ascii_lowercase() - b'a', n - 1)
                }
                _ => return Err(bad(e, expected)),
            }
        } else {
            return Err(bad(e, expected));
        };
        set = set.union(part);
    }
    Ok(set)
}

/// The letters of `value` (spaces skipped), each with its place in the line.
fn letters(e: &Entry) -> impl Iterator<Item = (char, Place)> + '_ {
    e.value
        .chars()
        .enumerate()
        .filter(|(_, c)| !c.is_whitespace())
        .map(|(i, c)| (c, Place::new(e.value_at.line, e.value_at.column + i)))
}

/// A set of piece types by their letters (`nbrq`); `-` alone is none, `*` (where
/// `star` allows it) all pieces.
pub fn piece_set(e: &Entry, v: &FsfVariant, star: bool) -> Result<TypeSet, IniProblem> {
    let mut set = TypeSet::default();
    for (c, at) in letters(e) {
        match c {
            '-' => break,
            '*' if star => set = set.with(PieceType::ALL),
            _ => set = set.with(letter_type(e, v, c, at)?),
        }
    }
    Ok(set)
}

/// One piece type by its letter; `-` (and `*`, where `star` allows it) is
/// [`PieceType::ALL`]. As in Fairy-Stockfish, the last letter counts.
pub fn piece_type(e: &Entry, v: &FsfVariant, star: bool) -> Result<PieceType, IniProblem> {
    let mut t = PieceType::ALL;
    for (c, at) in letters(e) {
        t = match c {
            '-' => break,
            '*' if star => PieceType::ALL,
            _ => letter_type(e, v, c, at)?,
        };
    }
    Ok(t)
}

fn letter_type(e: &Entry, v: &FsfVariant, c: char, at: Place) -> Result<PieceType, IniProblem> {
    v.type_of_letter(c)
        .filter(|_| c.is_ascii_alphabetic())
        .ok_or(IniProblem::UnknownLetter {
            at,
            key: e.key.clone(),
            letter: c,
        })
}

/// Pairs `x:n` of a piece letter and a number (`promotionLimit = q:1 r:2`).
pub fn letter_numbers(e: &Entry, v: &FsfVariant) -> Result<Vec<(PieceType, i64)>, IniProblem> {
    let mut out = Vec::new();
    for word in e.value.split_whitespace() {
        let (l, n) = word
            .split_once(':')
            .ok_or_else(|| bad(e, "pairs of a piece letter and a number, such as `q:1 r:2`"))?;
        let mut cs = l.chars();
        let (Some(c), None) = (cs.next(), cs.next()) else {
            return Err(bad(
                e,
                "pairs of a piece letter and a number, such as `q:1 r:2`",
            ));
        };
        let t = letter_type(e, v, c, e.value_at)?;
        let n: i64 = n
            .parse()
            .map_err(|_| bad(e, "pairs of a piece letter and a number, such as `q:1 r:2`"))?;
        out.push((t, n));
    }
    Ok(out)
}

/// Pairs `x:y` of piece letters, `y` possibly `-` (`promotedPieceType = p:g s:-`).
pub fn letter_pairs(e: &Entry, v: &FsfVariant) -> Result<Vec<(PieceType, PieceType)>, IniProblem> {
    let expected = "pairs of piece letters, such as `p:g s:g` (`-` for none)";
    let mut out = Vec::new();
    for word in e.value.split_whitespace() {
        let chars: Vec<char> = word.chars().collect();
        if chars.len() != 3 || chars[1] != ':' {
            return Err(bad(e, expected));
        }
        let from = letter_type(e, v, chars[0], e.value_at)?;
        let to = if chars[2] == '-' {
            PieceType::ALL
        } else {
            letter_type(e, v, chars[2], e.value_at)?
        };
        out.push((from, to));
    }
    Ok(out)
}

/// Castling rights `KQkq` (`-` for none), as written.
pub fn castling_rights(e: &Entry) -> Result<String, IniProblem> {
    let mut out = String::new();
    for c in e.value.chars().filter(|c| !c.is_whitespace()) {
        match c {
            '-' => break,
            'K' | 'Q' | 'k' | 'q' => out.push(c),
            _ => return Err(bad(e, "castling rights such as `KQkq`, or `-`")),
        }
    }
    Ok(out)
}
