//! Writing the TOML ruleset: lines, each with the place in the ini file of the key it
//! comes from (so that a problem the loader finds in a line is reported there), and the
//! regions the other tables name.

use crate::ini::model::{BLACK, SquareSet, WHITE};
use crate::ini::problem::Place;
use std::fmt::Write as _;

/// A block of TOML lines, each with the ini place it translates.
#[derive(Debug, Default, Clone)]
pub struct Block {
    /// The lines.
    pub lines: Vec<(String, Option<Place>)>,
}

impl Block {
    /// Adds a line from `at`.
    pub fn line(&mut self, text: impl Into<String>, at: Option<Place>) {
        self.lines.push((text.into(), at));
    }

    /// Adds `key = value` from `at`.
    pub fn key(&mut self, key: &str, value: impl std::fmt::Display, at: Option<Place>) {
        self.lines.push((format!("{key} = {value}"), at));
    }

    /// Adds a comment line (control characters replaced: TOML comments may not hold
    /// them).
    pub fn comment(&mut self, text: &str) {
        let clean: String = text
            .chars()
            .map(|c| if c.is_control() && c != '\t' { '?' } else { c })
            .collect();
        let line = if clean.is_empty() {
            "#".to_string()
        } else {
            format!("# {clean}")
        };
        self.lines.push((line, None));
    }

    /// Adds the lines of `other`.
    pub fn extend(&mut self, other: Block) {
        self.lines.extend(other.lines);
    }
}

/// A TOML basic string.
pub fn quote(text: &str) -> String {
    let mut s = String::with_capacity(text.len() + 2);
    s.push('"');
    for c in text.chars() {
        match c {
            '"' => s.push_str("\\\""),
            '\\' => s.push_str("\\\\"),
            c if c.is_control() => {
                let _ = write!(s, "\\u{:04x}", c as u32);
            }
            c => s.push(c),
        }
    }
    s.push('"');
    s
}

/// A TOML array of strings.
pub fn names(items: &[String]) -> String {
    let inner: Vec<String> = items.iter().map(|i| quote(i)).collect();
    format!("[{}]", inner.join(", "))
}

/// A TOML array of numbers.
pub fn numbers(items: &[u8]) -> String {
    let inner: Vec<String> = items.iter().map(u8::to_string).collect();
    format!("[{}]", inner.join(", "))
}

/// The name of a square (`a1`, `j10`).
pub fn square_name(file: u8, rank: u8) -> String {
    format!("{}{}", char::from(b'a' + file), rank + 1)
}

/// The squares of a set, named, space-separated.
pub fn square_words(set: SquareSet) -> String {
    let words: Vec<String> = set.squares().map(|(f, r)| square_name(f, r)).collect();
    words.join(" ")
}

/// Regions, in the order first named: each a name and each side's squares.
#[derive(Debug, Default, Clone)]
pub struct Regions {
    entries: Vec<(String, [SquareSet; 2], Option<Place>)>,
}

impl Regions {
    /// The name of the region of `squares` (white's and black's, absolute), adding it
    /// as `name` (or `name-2`, …) unless the same squares are already a region.
    pub fn name(&mut self, name: &str, squares: [SquareSet; 2], at: Option<Place>) -> String {
        if let Some((n, _, _)) = self.entries.iter().find(|(_, s, _)| *s == squares) {
            return n.clone();
        }
        let mut chosen = name.to_string();
        let mut k = 2;
        while self.entries.iter().any(|(n, _, _)| *n == chosen) {
            chosen = format!("{name}-{k}");
            k += 1;
        }
        self.entries.push((chosen.clone(), squares, at));
        chosen
    }

    /// The `[regions]` table, if any region was named. Black's squares are written as
    /// `squares` (mirrored) when they mirror white's across the middle rank of a board of
    /// `ranks` ranks.
    pub fn block(&self, ranks: u8) -> Block {
        let mut b = Block::default();
        if self.entries.is_empty() {
            return b;
        }
        b.line("[regions]", None);
        for (name, squares, at) in &self.entries {
            let mirrored = mirror(squares[WHITE], ranks) == squares[BLACK];
            let value = if mirrored {
                format!("{{ squares = {} }}", quote(&square_words(squares[WHITE])))
            } else {
                format!(
                    "{{ white = {}, black = {} }}",
                    quote(&square_words(squares[WHITE])),
                    quote(&square_words(squares[BLACK]))
                )
            };
            b.key(name, value, *at);
        }
        b.line("", None);
        b
    }
}

/// `set` mirrored across the middle rank of a board of `ranks` ranks.
pub fn mirror(set: SquareSet, ranks: u8) -> SquareSet {
    set.squares()
        .filter(|&(_, r)| r < ranks)
        .fold(SquareSet::EMPTY, |s, (f, r)| {
            s.union(SquareSet::square(f, ranks - 1 - r))
        })
}

/// The ranks (1-based, from the mover's side) that `squares` ([white, black], clipped to
/// the board) are, when they are whole ranks of a board `files` wide and black's mirror
/// white's; `None` otherwise.
pub fn as_ranks(squares: [SquareSet; 2], files: u8, ranks: u8) -> Option<Vec<u8>> {
    let white = squares[WHITE];
    if mirror(white, ranks) != squares[BLACK] {
        return None;
    }
    let mut out = Vec::new();
    for r in 0..ranks {
        let row = (0..files).filter(|&f| white.contains(f, r)).count();
        if row == usize::from(files) {
            out.push(r + 1);
        } else if row != 0 {
            return None;
        }
    }
    Some(out)
}
