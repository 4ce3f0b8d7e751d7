//! A first pass over a ruleset file that reports *every* syntax error, unknown key and
//! wrongly typed value at once, each with its position and, for unknown keys, the
//! nearest valid key. serde stops at the first problem; authors want them all.
//!
//! The keys and their shapes come from the schema (`spec/`), where each table is
//! declared once and yields both its serde struct and its key table (`schema.rs`).
//!
//! The file is parsed once, here: the scan walks the parsed document, takes the unknown
//! keys out of it, and hands the rest on to be deserialised, so that a file whose only
//! problems are unknown keys still has its other problems reported.

use crate::diagnostic::{Diagnostic, DiagnosticCode as Code, Diagnostics, Source, nearest};
use crate::schema::Ty;
use crate::spec::RULESET;
use toml::Spanned;
use toml::de::{DeTable, DeValue};

/// A file parsed and scanned.
pub(crate) struct Scanned<'s> {
    /// The document, without its unknown keys.
    pub(crate) doc: Spanned<DeTable<'s>>,
    /// Every syntax error, unknown key and wrong type, in file order.
    pub(crate) problems: Vec<Diagnostic>,
    /// Whether every unknown key was written as a plain `key = value` pair (not as part
    /// of a table header `[pieces.king.extra]` or of a dotted key `extra.x = 1`), so that
    /// without them [`doc`](Self::doc) reads as the rest of the text does.
    pub(crate) pairs_only: bool,
}

/// Parses `source` and reports every syntax error, unknown key and wrong type in it, in
/// file order.
pub(crate) fn scan(source: &Source) -> Scanned<'_> {
    let (mut doc, errors) = DeTable::parse_recoverable(&source.text);
    let mut out: Vec<Diagnostic> = errors
        .iter()
        .map(|e| {
            raw(
                source,
                Code::Syntax,
                e.span().map_or(0, |s| s.start),
                e.message().trim().to_string(),
            )
        })
        .collect();
    let mut pairs_only = true;
    if out.is_empty() {
        let mut walk = Walk {
            source,
            out: &mut out,
            pairs_only: &mut pairs_only,
        };
        walk.table(doc.get_mut(), &RULESET, "");
    }
    // Only the first MAX_DIAGNOSTICS get a line and column (a scan of the text each), so
    // that a file of 300,000 wrongly typed values stays fast; the rest are counted.
    out.sort_by_key(|d| d.column);
    let mut found = Diagnostics::new();
    for mut d in out {
        found.add(|| {
            (d.line, d.column) = source.line_column(d.column);
            d
        });
    }
    Scanned {
        doc,
        problems: found.finish(source),
        pairs_only,
    }
}

/// A diagnostic whose place is not computed yet: the byte offset waits in `column`.
fn raw(source: &Source, code: Code, offset: usize, message: String) -> Diagnostic {
    Diagnostic {
        code,
        message,
        file: source.name.clone(),
        line: 0,
        column: offset,
        hint: None,
    }
}

/// The scan of one document: where its problems go.
struct Walk<'a> {
    source: &'a Source,
    out: &'a mut Vec<Diagnostic>,
    /// Cleared by an unknown key that is not a plain `key = value` pair.
    pairs_only: &'a mut bool,
}

impl Walk<'_> {
    /// Checks the keys of `t` against `ty`, and takes the unknown ones out of it.
    fn table(&mut self, t: &mut DeTable<'_>, ty: &Ty, path: &str) {
        let Ty::Table(fields) = ty else { return };
        let mut unknown = Vec::new();
        for (key, value) in t.iter_mut() {
            let name: &str = key.get_ref();
            match fields.iter().find(|(k, _)| *k == name) {
                Some((_, ty)) => self.check(value, ty, &join(path, name)),
                None => {
                    let mut d = raw(
                        self.source,
                        Code::UnknownKey,
                        key.span().start,
                        format!("unknown key `{}`", join(path, name)),
                    );
                    let valid: Vec<&str> = fields.iter().map(|(k, _)| *k).collect();
                    d.hint = Some(match nearest(name, valid.iter().copied()) {
                        Some(n) => format!("did you mean `{n}`?"),
                        None => format!("valid keys here: {}", valid.join(", ")),
                    });
                    self.out.push(d);
                    if !self.is_pair(key, value) {
                        *self.pairs_only = false;
                    }
                    unknown.push(name.to_string());
                }
            }
        }
        for name in &unknown {
            t.remove(name.as_str());
        }
    }

    /// Whether `key` and `value` were written as a plain `key = value` pair: the value
    /// comes after the key (a table header's value starts at its `[`, an implicit
    /// table's at its key), and no `.` comes before the key (`rules.extra = 1`).
    fn is_pair(&self, key: &Spanned<toml::de::DeString<'_>>, value: &Spanned<DeValue<'_>>) -> bool {
        let before = &self.source.text[..key.span().start];
        value.span().start >= key.span().end && !before.trim_end_matches([' ', '\t']).ends_with('.')
    }

    fn check(&mut self, v: &mut Spanned<DeValue<'_>>, ty: &Ty, path: &str) {
        let at = v.span().start;
        let found = match v.get_ref() {
            DeValue::String(_) => "a string",
            DeValue::Integer(_) => "an integer",
            DeValue::Float(_) => "a float",
            DeValue::Boolean(_) => "a boolean",
            DeValue::Datetime(_) => "a date",
            DeValue::Array(_) => "an array",
            DeValue::Table(_) => "a table",
        };
        let mut wrong = |expected: &str| {
            self.out.push(raw(
                self.source,
                Code::Syntax,
                at,
                format!("`{path}` must be {expected}, not {found}"),
            ));
        };
        match (ty, v.get_mut()) {
            (Ty::Str, DeValue::String(_))
            | (Ty::Int, DeValue::Integer(_))
            | (Ty::Bool, DeValue::Boolean(_)) => {}
            (Ty::Str, _) => wrong("a string"),
            (Ty::Int, _) => wrong("an integer"),
            (Ty::Bool, _) => wrong("true or false"),
            (Ty::Table(_), DeValue::Table(t)) => self.table(t, ty, path),
            (Ty::Table(_), _) => wrong("a table"),
            (Ty::Map(inner), DeValue::Table(t)) => {
                for (key, value) in t.iter_mut() {
                    self.check(value, inner, &join(path, key.get_ref()));
                }
            }
            (Ty::Map(_), _) => wrong("a table"),
            (Ty::Array(inner) | Ty::StrOrArray(inner), DeValue::Array(items)) => {
                for (i, item) in items.iter_mut().enumerate() {
                    self.check(item, inner, &format!("{path}[{i}]"));
                }
            }
            (Ty::StrOrArray(_), DeValue::String(_)) => {}
            (Ty::StrOrArray(_), _) => wrong("a string or an array"),
            (Ty::Array(_), _) => wrong("an array"),
            (Ty::Pair, DeValue::Array(items))
                if items.len() == 2
                    && items
                        .iter()
                        .all(|i| matches!(i.get_ref(), DeValue::Integer(_))) => {}
            (Ty::Pair, _) => wrong("an offset [file, rank] of two integers"),
        }
    }
}

fn join(path: &str, key: &str) -> String {
    if path.is_empty() {
        key.to_string()
    } else {
        format!("{path}.{key}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn codes(text: &str) -> Vec<(Code, usize, usize, Option<String>)> {
        let source = Source {
            name: "t.toml".into(),
            text: text.into(),
        };
        scan(&source)
            .problems
            .into_iter()
            .map(|d| (d.code, d.line, d.column, d.hint))
            .collect()
    }

    #[test]
    fn every_unknown_key_and_wrong_type_is_reported_at_once() {
        let text = "name = \"x\"\nnmae = 1\n[board]\nfiles = \"8\"\nranks = 8\n[pieces.king]\nleter = \"k\"\nroyal = \"yes\"\nmoves = [{ leap = \"king\", rnage = 2 }]\n";
        let found = codes(text);
        assert_eq!(
            found,
            vec![
                (Code::UnknownKey, 2, 1, Some("did you mean `name`?".into())),
                (Code::Syntax, 4, 9, None),
                (
                    Code::UnknownKey,
                    7,
                    1,
                    Some("did you mean `letter`?".into())
                ),
                (Code::Syntax, 8, 9, None),
                (
                    Code::UnknownKey,
                    9,
                    27,
                    Some("did you mean `range`?".into())
                ),
            ]
        );
    }

    #[test]
    fn unknown_pairs_are_taken_out_of_the_document() {
        let source = Source {
            name: "t.toml".into(),
            text: "name = \"x\"\nnmae = 1\n[board]\nfiles = 8\nextra = { a = 1 }\n".into(),
        };
        let scanned = scan(&source);
        assert_eq!(scanned.problems.len(), 2);
        assert!(scanned.pairs_only);
        let doc = scanned.doc.get_ref();
        let keys: Vec<&str> = doc.iter().map(|(k, _)| k.get_ref().as_ref()).collect();
        assert_eq!(keys, ["name", "board"]);
        let Some(DeValue::Table(board)) = doc.get("board").map(|b| b.get_ref()) else {
            panic!("no board")
        };
        let keys: Vec<&str> = board.iter().map(|(k, _)| k.get_ref().as_ref()).collect();
        assert_eq!(keys, ["files"]);
    }

    #[test]
    fn unknown_keys_in_headers_and_dotted_keys_are_not_pairs() {
        for text in [
            "[extra]\n",
            "[[extra]]\n",
            "[rules.extra]\nx = 1\n",
            "[pieces.king.extra]\n",
            "extra.x = 1\n",
            "rules.extra = 1\n",
            "board = { extra.x = 1 }\n",
        ] {
            let source = Source {
                name: "t.toml".into(),
                text: text.into(),
            };
            let scanned = scan(&source);
            assert_eq!(scanned.problems.len(), 1, "{text}");
            assert!(!scanned.pairs_only, "{text}");
        }
    }

    #[test]
    fn all_syntax_errors_are_reported() {
        let found = codes("a = \nb = [1, \n");
        assert!(found.len() >= 2, "{found:?}");
        assert!(found.iter().all(|(c, ..)| *c == Code::Syntax));
    }

    #[test]
    fn bundled_standard_scans_clean() {
        let text = include_str!("../../../rulesets/standard.toml");
        assert_eq!(codes(text), vec![]);
    }
}
