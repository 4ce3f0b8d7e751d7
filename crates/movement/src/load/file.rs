//! One ruleset file read into its [`RulesetSpec`]: its size ([`MAX_RULESET_BYTES`]), its
//! one parse, the scan that reports every syntax error, unknown key and wrongly typed
//! value at once (`crate::scan`), and the deserialisation of the parsed document.
//!
//! Unknown keys alone do not stop the load: the scan takes them out of the document,
//! and the rest is read without them, so that the file's other problems are reported
//! too.

use crate::diagnostic::{Diagnostic, DiagnosticCode as Code, RulesetError, Source, nearest};
use crate::scan::scan;
use crate::spec::RulesetSpec;
use serde::Deserialize;
use toml::Spanned;
use toml::de::DeTable;

/// Largest ruleset file, in bytes (real rulesets are a few kilobytes): bounds the time
/// and memory spent reading one, whatever it holds.
pub const MAX_RULESET_BYTES: usize = 1 << 20;

/// Reads one file into its spec. Unknown keys that did not stop the reading (the file
/// reads without them) go to `early`.
///
/// # Errors
/// The file's problems: its size, or every syntax error, unknown key and wrong type, or
/// the first problem serde finds (a missing key, a value out of its type's range).
pub(crate) fn read_file(
    source: &Source,
    early: &mut Vec<Diagnostic>,
) -> Result<RulesetSpec, RulesetError> {
    let fail = |diagnostics| RulesetError { diagnostics };
    // The size first: the scan reads the whole text.
    if let Some(d) = too_large(source) {
        return Err(fail(vec![d]));
    }
    let scanned = scan(source);
    if scanned.problems.is_empty() {
        return deserialize(source, scanned.doc).map_err(|d| fail(vec![d]));
    }
    // Unknown keys alone need not hide the file's other problems: read the document
    // without them (the scan took them out) and go on. If that fails (a misspelt
    // required key), the unknown keys explain it: report them.
    let only_unknown =
        scanned.pairs_only && (scanned.problems.iter()).all(|d| d.code == Code::UnknownKey);
    let spec = only_unknown
        .then(|| deserialize(source, scanned.doc).ok())
        .flatten();
    match spec {
        Some(spec) => {
            early.extend(scanned.problems);
            Ok(spec)
        }
        None => Err(fail(scanned.problems)),
    }
}

/// The spec in a parsed document, or serde's first problem as a diagnostic.
fn deserialize(source: &Source, doc: Spanned<DeTable<'_>>) -> Result<RulesetSpec, Diagnostic> {
    RulesetSpec::deserialize(toml::de::Deserializer::from(doc)).map_err(|e| {
        let offset = e.span().map_or(0, |s| s.start);
        let message = e.message().trim().to_string();
        let mut d = source.diagnostic(Code::Syntax, offset, message.clone());
        if let Some(rest) = message.strip_prefix("unknown field `") {
            d.code = Code::UnknownKey;
            let key = rest.split('`').next().unwrap_or("");
            let expected: Vec<&str> = message.split('`').skip(3).step_by(2).collect();
            if let Some(near) = nearest(key, expected.iter().copied()) {
                d.hint = Some(format!("did you mean `{near}`?"));
            }
        } else if message.starts_with("missing field") {
            d.code = Code::MissingKey;
        }
        d
    })
}

/// A `TooLarge` problem if the text is longer than [`MAX_RULESET_BYTES`].
fn too_large(source: &Source) -> Option<Diagnostic> {
    // Readers may stop at the limit (`/dev/zero`), so say "more than", not a size.
    (source.text.len() > MAX_RULESET_BYTES).then(|| {
        let msg = format!(
            "the file is longer than {MAX_RULESET_BYTES} bytes, the most a ruleset may have"
        );
        source.diagnostic(Code::TooLarge, 0, msg)
    })
}
