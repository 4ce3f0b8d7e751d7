//! A first pass over a ruleset file that reports *every* syntax error, unknown key and
//! wrongly typed value at once, each with its position and, for unknown keys, the
//! nearest valid key. serde stops at the first problem; authors want them all.
//!
//! The keys and their shapes come from the schema (`spec/`), where each table is
//! declared once and yields both its serde struct and its key table (`schema.rs`).

use crate::diagnostic::{Diagnostic, DiagnosticCode as Code, Diagnostics, Source, nearest};
use crate::schema::Ty;
use crate::spec::RULESET;
use toml::Spanned;
use toml::de::{DeTable, DeValue};

/// Every syntax error, unknown key and wrong type in `source`, in file order.
pub(crate) fn scan(source: &Source) -> Vec<Diagnostic> {
    let (doc, errors) = DeTable::parse_recoverable(&source.text);
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
    if out.is_empty() {
        table(source, doc.get_ref(), &RULESET, "", &mut out);
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
    found.finish(source)
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

fn table(source: &Source, t: &DeTable<'_>, ty: &Ty, path: &str, out: &mut Vec<Diagnostic>) {
    let Ty::Table(fields) = ty else { return };
    for (key, value) in t.iter() {
        let name: &str = key.get_ref();
        match fields.iter().find(|(k, _)| *k == name) {
            Some((_, ty)) => check(source, value, ty, &join(path, name), out),
            None => {
                let mut d = raw(
                    source,
                    Code::UnknownKey,
                    key.span().start,
                    format!("unknown key `{}`", join(path, name)),
                );
                let valid: Vec<&str> = fields.iter().map(|(k, _)| *k).collect();
                d.hint = Some(match nearest(name, valid.iter().copied()) {
                    Some(n) => format!("did you mean `{n}`?"),
                    None => format!("valid keys here: {}", valid.join(", ")),
                });
                out.push(d);
            }
        }
    }
}

fn check(
    source: &Source,
    v: &Spanned<DeValue<'_>>,
    ty: &Ty,
    path: &str,
    out: &mut Vec<Diagnostic>,
) {
    let at = v.span().start;
    let wrong = |out: &mut Vec<Diagnostic>, expected: &str| {
        let found = match v.get_ref() {
            DeValue::String(_) => "a string",
            DeValue::Integer(_) => "an integer",
            DeValue::Float(_) => "a float",
            DeValue::Boolean(_) => "a boolean",
            DeValue::Datetime(_) => "a date",
            DeValue::Array(_) => "an array",
            DeValue::Table(_) => "a table",
        };
        out.push(raw(
            source,
            Code::Syntax,
            at,
            format!("`{path}` must be {expected}, not {found}"),
        ));
    };
    match (ty, v.get_ref()) {
        (Ty::Str, DeValue::String(_))
        | (Ty::Int, DeValue::Integer(_))
        | (Ty::Bool, DeValue::Boolean(_)) => {}
        (Ty::Str, _) => wrong(out, "a string"),
        (Ty::Int, _) => wrong(out, "an integer"),
        (Ty::Bool, _) => wrong(out, "true or false"),
        (Ty::Table(_), DeValue::Table(t)) => table(source, t, ty, path, out),
        (Ty::Table(_), _) => wrong(out, "a table"),
        (Ty::Map(inner), DeValue::Table(t)) => {
            for (key, value) in t.iter() {
                check(source, value, inner, &join(path, key.get_ref()), out);
            }
        }
        (Ty::Map(_), _) => wrong(out, "a table"),
        (Ty::Array(inner) | Ty::StrOrArray(inner), DeValue::Array(items)) => {
            for (i, item) in items.iter().enumerate() {
                check(source, item, inner, &format!("{path}[{i}]"), out);
            }
        }
        (Ty::StrOrArray(_), DeValue::String(_)) => {}
        (Ty::StrOrArray(_), _) => wrong(out, "a string or an array"),
        (Ty::Array(_), _) => wrong(out, "an array"),
        (Ty::Pair, DeValue::Array(items))
            if items.len() == 2
                && items
                    .iter()
                    .all(|i| matches!(i.get_ref(), DeValue::Integer(_))) => {}
        (Ty::Pair, _) => wrong(out, "an offset [file, rank] of two integers"),
    }
}

/// The byte spans (key start to value end) of every unknown key in `doc`, as
/// [`scan`] reports them.
pub(crate) fn unknown_key_spans(doc: &DeTable<'_>, out: &mut Vec<std::ops::Range<usize>>) {
    fn table_spans(t: &DeTable<'_>, ty: &Ty, out: &mut Vec<std::ops::Range<usize>>) {
        let Ty::Table(fields) = ty else { return };
        for (key, value) in t.iter() {
            match fields.iter().find(|(k, _)| *k == key.get_ref()) {
                Some((_, ty)) => value_spans(value, ty, out),
                None => out.push(key.span().start..value.span().end),
            }
        }
    }
    fn value_spans(v: &Spanned<DeValue<'_>>, ty: &Ty, out: &mut Vec<std::ops::Range<usize>>) {
        match (ty, v.get_ref()) {
            (Ty::Table(_), DeValue::Table(t)) => table_spans(t, ty, out),
            (Ty::Map(inner), DeValue::Table(t)) => {
                for (_, value) in t.iter() {
                    value_spans(value, inner, out);
                }
            }
            (Ty::Array(inner) | Ty::StrOrArray(inner), DeValue::Array(items)) => {
                for item in items {
                    value_spans(item, inner, out);
                }
            }
            _ => {}
        }
    }
    table_spans(doc, &RULESET, out);
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
