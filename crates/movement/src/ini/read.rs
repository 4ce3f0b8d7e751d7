//! Reading the text of a `variants.ini`: its sections (`[name]`, `[name:parent]`) and
//! their `key = value` lines, each with its line and column.
//!
//! The format is Fairy-Stockfish's, read as Fairy-Stockfish reads it, except that what it
//! skips with a warning (or, worse, without one) is an error here, with its place:
//!
//! - a line whose first character is `#` or `;` is a comment, and so is a blank line;
//! - a section starts with a line `[name]` or `[name:parent]`; the name may not hold
//!   spaces, and nothing but a comment may follow the `]`;
//! - every other line is `key = value`: the key before the first `=` (spaces before the
//!   `=` are dropped), the value after it (spaces around it are dropped);
//! - a key given twice in one section with two values is an error (Fairy-Stockfish takes
//!   the last silently); the same value twice is accepted;
//! - Fairy-Stockfish has no comments at the end of a line: a `#` or `;` inside a value is
//!   an error rather than part of the value;
//! - a section may come only once, and at most [`MAX_INI_SECTIONS`] of them.
//!
//! A problem of a section's lines belongs to that section ([`Section::problems`]): the
//! file's other sections still load. A problem of the file itself (its size, its
//! encoding, a header that cannot be read, text before the first section, a section
//! defined twice) is the file's.

use super::problem::{IniProblem, Place};
use std::collections::HashMap;

/// The largest `variants.ini` read, in bytes (Fairy-Stockfish's own is 75 KB).
pub const MAX_INI_BYTES: usize = 4 << 20;
/// The most sections one file may hold (Fairy-Stockfish's own has 143).
pub const MAX_INI_SECTIONS: usize = 4096;
/// The longest value, in characters (a FEN of a 12×10 board with full hands is far
/// shorter).
pub const MAX_INI_VALUE: usize = 4096;
/// The most `key = value` lines one section may hold (Fairy-Stockfish reads about 300
/// keys).
pub const MAX_INI_KEYS: usize = 1024;

/// The sections of one ini text, in file order.
#[derive(Debug, Clone, Default)]
pub struct IniFile {
    /// The sections.
    pub sections: Vec<Section>,
}

/// One section: `[name]` or `[name:parent]` and the lines after it.
#[derive(Debug, Clone)]
pub struct Section {
    /// The variant's name.
    pub name: String,
    /// The variant it starts from, if any: a section before it or a built-in variant.
    pub parent: Option<String>,
    /// Where the name is (1-based line and column).
    pub at: Place,
    /// Where the parent's name is.
    pub parent_at: Place,
    /// The `key = value` lines, in file order.
    pub entries: Vec<Entry>,
    /// The comment lines right above the header, without their `#`.
    pub comments: Vec<String>,
    /// The problems of the section's lines (a line that is not `key = value`, a key
    /// given twice, …): they make the section, and the sections that extend it, fail to
    /// load, not the whole file.
    pub problems: Vec<IniProblem>,
    /// Each key's index in `entries`.
    index: HashMap<String, usize>,
}

impl Section {
    /// The entry of `key`, if the section gives it.
    pub fn entry(&self, key: &str) -> Option<&Entry> {
        self.index.get(key).and_then(|&i| self.entries.get(i))
    }
}

/// One `key = value` line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// The key.
    pub key: String,
    /// The value, without the spaces around it.
    pub value: String,
    /// Where the key is.
    pub key_at: Place,
    /// Where the value is.
    pub value_at: Place,
    /// Whether spaces or tabs followed the value (a bool written `true ` is not `true`
    /// for Fairy-Stockfish).
    pub trailing_space: bool,
}

/// Reads `text` into its sections, or every problem found, in file order.
pub fn read(text: &str) -> Result<IniFile, Vec<IniProblem>> {
    if text.len() > MAX_INI_BYTES {
        return Err(vec![IniProblem::FileTooLarge {
            at: Place::START,
            bytes: text.len(),
        }]);
    }
    let mut reader = Reader::default();
    for (index, raw) in text.split('\n').enumerate() {
        let line = raw.strip_suffix('\r').unwrap_or(raw);
        reader.line(index + 1, line);
        if reader.problems.len() >= crate::MAX_DIAGNOSTICS {
            break;
        }
    }
    reader.finish()
}

/// Reads bytes that should be UTF-8 text: the place of the first byte that is not is a
/// problem of its own.
pub fn read_bytes(bytes: &[u8]) -> Result<IniFile, Vec<IniProblem>> {
    match std::str::from_utf8(bytes) {
        Ok(text) => read(text),
        Err(e) => {
            let before = &bytes[..e.valid_up_to()];
            let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
            let start = before
                .iter()
                .rposition(|&b| b == b'\n')
                .map_or(0, |i| i + 1);
            // Valid up to here, so this slice is text.
            let column = std::str::from_utf8(&before[start..]).map_or(1, |s| s.chars().count() + 1);
            Err(vec![IniProblem::NotUtf8 {
                at: Place { line, column },
            }])
        }
    }
}

#[derive(Default)]
struct Reader {
    sections: Vec<Section>,
    problems: Vec<IniProblem>,
    /// Comment lines since the last non-comment line.
    comments: Vec<String>,
    /// Whether the current section was refused (its lines are then skipped).
    skipping: bool,
}

impl Reader {
    fn line(&mut self, number: usize, line: &str) {
        let trimmed = line.trim_start();
        if trimmed.is_empty() {
            self.comments.clear();
            return;
        }
        let first = line.chars().next().unwrap_or(' ');
        if first == '#' || first == ';' {
            self.comments.push(line[1..].trim().to_string());
            return;
        }
        let comments = std::mem::take(&mut self.comments);
        if first == '[' {
            self.header(number, line, comments);
        } else if trimmed.starts_with('#') || trimmed.starts_with(';') {
            // An indented comment: Fairy-Stockfish skips it too (as a line it cannot read).
            self.comments = comments;
        } else if !self.skipping {
            self.entry(number, line);
        }
    }

    fn header(&mut self, number: usize, line: &str, comments: Vec<String>) {
        self.skipping = true;
        let at = Place::new(number, 1);
        let Some(close) = line.find(']') else {
            self.problems.push(IniProblem::UnterminatedSection { at });
            return;
        };
        let rest = line[close + 1..].trim();
        if !(rest.is_empty() || rest.starts_with('#') || rest.starts_with(';')) {
            let column = column_of(
                line,
                close + 1 + (line[close + 1..].len() - line[close + 1..].trim_start().len()),
            );
            self.problems.push(IniProblem::AfterSectionHeader {
                at: Place::new(number, column),
            });
            return;
        }
        let inside = &line[1..close];
        let (name, parent) = match inside.split_once(':') {
            Some((n, p)) => (n, Some(p)),
            None => (inside, None),
        };
        let name_at = Place::new(number, 2);
        let parent_at = Place::new(number, 3 + name.chars().count());
        if let Some(problem) = bad_name(name, name_at) {
            self.problems.push(problem);
            return;
        }
        if let Some(p) = parent
            && let Some(problem) = bad_name(p, parent_at)
        {
            self.problems.push(problem);
            return;
        }
        if self.sections.len() >= super::read::MAX_INI_SECTIONS {
            self.problems.push(IniProblem::TooManySections { at });
            return;
        }
        self.skipping = false;
        self.sections.push(Section {
            name: name.to_string(),
            parent: parent.map(str::to_string),
            at: name_at,
            parent_at,
            entries: Vec::new(),
            comments,
            problems: Vec::new(),
            index: HashMap::new(),
        });
    }

    fn entry(&mut self, number: usize, line: &str) {
        let Some(section) = self.sections.last_mut() else {
            self.problems.push(IniProblem::OutsideSection {
                at: Place::new(number, 1),
            });
            return;
        };
        let at = Place::new(number, 1);
        if section.problems.len() >= crate::MAX_DIAGNOSTICS {
            return;
        }
        let problems = &mut section.problems;
        let Some(eq) = line.find('=') else {
            problems.push(IniProblem::NoEquals { at });
            return;
        };
        let key = line[..eq].trim_end_matches(' ');
        if key.is_empty() || !key.chars().all(|c| c.is_ascii_alphanumeric()) {
            problems.push(IniProblem::BadKey {
                at,
                key: key.to_string(),
            });
            return;
        }
        let after = &line[eq + 1..];
        let value = after.trim();
        let value_start = eq + 1 + (after.len() - after.trim_start().len());
        let value_at = Place::new(number, column_of(line, value_start));
        if value.is_empty() {
            problems.push(IniProblem::EmptyValue {
                at: value_at,
                key: key.to_string(),
            });
            return;
        }
        if value.chars().count() > MAX_INI_VALUE {
            problems.push(IniProblem::ValueTooLong {
                at: value_at,
                key: key.to_string(),
            });
            return;
        }
        if let Some(i) = value.find(['#', ';']) {
            let column = column_of(line, value_start + i);
            problems.push(IniProblem::CommentInValue {
                at: Place::new(number, column),
                key: key.to_string(),
            });
            return;
        }
        let entry = Entry {
            key: key.to_string(),
            value: value.to_string(),
            key_at: at,
            value_at,
            trailing_space: after.len() > after.trim_end().len(),
        };
        if let Some(earlier) = section.entry(&entry.key) {
            if earlier.value != entry.value {
                let first_line = earlier.key_at.line;
                section.problems.push(IniProblem::DuplicateKey {
                    at,
                    key: entry.key,
                    first_line,
                });
            }
            return;
        }
        if section.entries.len() >= MAX_INI_KEYS {
            section.problems.push(IniProblem::TooManyKeys { at });
            return;
        }
        section
            .index
            .insert(entry.key.clone(), section.entries.len());
        section.entries.push(entry);
    }

    fn finish(mut self) -> Result<IniFile, Vec<IniProblem>> {
        // A section given twice: Fairy-Stockfish keeps the first and drops the second.
        let mut seen: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
        for s in &self.sections {
            if let Some(&first) = seen.get(s.name.as_str()) {
                self.problems.push(IniProblem::DuplicateSection {
                    at: s.at,
                    name: s.name.clone(),
                    first_line: first,
                });
            } else {
                seen.insert(&s.name, s.at.line);
            }
        }
        if self.problems.is_empty() {
            Ok(IniFile {
                sections: self.sections,
            })
        } else {
            self.problems.sort_by_key(|p| p.place());
            Err(self.problems)
        }
    }
}

/// The problem with a section or parent name, if it is not one.
fn bad_name(name: &str, at: Place) -> Option<IniProblem> {
    if name.is_empty() {
        return Some(IniProblem::EmptySectionName { at });
    }
    if name
        .chars()
        .any(|c| c.is_whitespace() || c.is_control() || "[]".contains(c))
    {
        return Some(IniProblem::BadSectionName {
            at,
            name: name.to_string(),
        });
    }
    None
}

/// The 1-based column (in characters) of byte `index` of `line`.
fn column_of(line: &str, index: usize) -> usize {
    line[..index.min(line.len())].chars().count() + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(text: &str) -> Vec<(String, Option<String>)> {
        read(text)
            .unwrap()
            .sections
            .into_iter()
            .map(|s| (s.name, s.parent))
            .collect()
    }

    #[test]
    fn sections_entries_and_comments() {
        let text = "# a file\n\n# the first\n[one]\nmaxRank = 10\n; note\n[two:one]\r\nstartFen =  8/8 w - - 0 1  \n";
        let file = read(text).unwrap();
        assert_eq!(
            names(text),
            [("one".into(), None), ("two".into(), Some("one".into()))]
        );
        let one = &file.sections[0];
        assert_eq!(one.comments, ["the first"]);
        assert_eq!(one.at, Place::new(4, 2));
        let e = one.entry("maxRank").unwrap();
        assert_eq!(
            (e.value.as_str(), e.key_at, e.value_at),
            ("10", Place::new(5, 1), Place::new(5, 11))
        );
        let two = &file.sections[1];
        assert_eq!(two.parent_at, Place::new(7, 6));
        let fen = two.entry("startFen").unwrap();
        assert_eq!(fen.value, "8/8 w - - 0 1");
        assert!(fen.trailing_space);
    }

    #[test]
    fn problems_have_places() {
        let codes = |t: &str| -> Vec<(String, Place)> {
            let problems = match read(t) {
                Err(p) => p,
                Ok(f) => f.sections.into_iter().flat_map(|s| s.problems).collect(),
            };
            problems
                .iter()
                .map(|p| (p.code().name().to_string(), p.place()))
                .collect()
        };
        assert_eq!(codes("[a\nx = 1\n"), [("Syntax".into(), Place::new(1, 1))]);
        assert_eq!(codes("x = 1\n"), [("Syntax".into(), Place::new(1, 1))]);
        assert_eq!(
            codes("[a]\nmaxRank\n"),
            [("Syntax".into(), Place::new(2, 1))]
        );
        assert_eq!(
            codes("[a]\nmaxRank =\n"),
            [("Syntax".into(), Place::new(2, 10))]
        );
        assert_eq!(
            codes("[a]\nmaxRank = 8 # eight\n"),
            [("Syntax".into(), Place::new(2, 13))]
        );
        assert_eq!(
            codes("[a]\nmaxRank = 8\nmaxRank = 9\n"),
            [("Duplicate".into(), Place::new(3, 1))]
        );
        assert_eq!(codes("[a]\ncastling = false\ncastling = false\n"), []);
        assert_eq!(
            codes("[a]\n[a]\n"),
            [("Duplicate".into(), Place::new(2, 2))]
        );
        assert_eq!(codes("[a b]\n"), [("Syntax".into(), Place::new(1, 2))]);
        assert_eq!(codes("[a:]\n"), [("Syntax".into(), Place::new(1, 4))]);
        assert_eq!(codes("[a] x\n"), [("Syntax".into(), Place::new(1, 5))]);
        assert_eq!(
            codes("[a]\n  maxRank = 8\n"),
            [("Syntax".into(), Place::new(2, 1))]
        );
    }

    #[test]
    fn bad_utf8_is_placed() {
        let bytes = b"[a]\nmaxRank = 8\nstartFen = \xff\n";
        let problems = read_bytes(bytes).unwrap_err();
        assert_eq!(problems[0].place(), Place::new(3, 12));
        assert_eq!(problems[0].code().name(), "Syntax");
    }
}
