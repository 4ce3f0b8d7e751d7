//! `fers check FILE.toml`: every problem of a ruleset file, with line and column.

use crate::output::unusable;
use fers_rules::{Variant, VariantError, escape_control};
use fers_standard::{ExtendsScope, load_with_parents_in, read_ruleset_file};
use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;

/// Prints `ok: …` and exits 0, or prints one `file:line:column: Code: message` line per
/// problem and exits 1; exits 2 if the file cannot be read. `extends` reads the files
/// `scope` allows.
///
/// # Errors
/// A failed write to `out`.
pub fn run(file: &str, scope: ExtendsScope, out: &mut impl Write) -> io::Result<ExitCode> {
    let path = Path::new(file);
    let text = match read_ruleset_file(path) {
        Ok(t) => t,
        Err(e) => return Ok(unusable(&format!("cannot read {file}: {e}"))),
    };
    let base = path.parent().map(Path::to_path_buf);
    let ruleset = match load_with_parents_in(&text, file, base.as_deref(), scope) {
        Ok(r) => r,
        Err(e) => {
            for d in &e.diagnostics {
                writeln!(out, "{d}")?;
            }
            return Ok(ExitCode::from(1));
        }
    };
    let summary = format!(
        "ok: {} ({}x{} board, {} piece kind{}{})",
        ruleset.name,
        ruleset.shape.files(),
        ruleset.shape.ranks(),
        ruleset.pieces.len(),
        if ruleset.pieces.len() == 1 { "" } else { "s" },
        if ruleset.castling.is_some() {
            ", castling"
        } else {
            ""
        }
    );
    match Variant::new(ruleset) {
        Ok(_) => {
            writeln!(out, "{}", escape_control(&summary))?;
            Ok(ExitCode::SUCCESS)
        }
        Err(VariantError::StartPosition { error, .. }) => {
            let line =
                format!("{file}:1:1: BadStartPosition: the start position is not valid: {error}");
            writeln!(out, "{}", escape_control(&line))?;
            Ok(ExitCode::from(1))
        }
        Err(e) => {
            writeln!(out, "{}", escape_control(&format!("{file}:1:1: {e}")))?;
            Ok(ExitCode::from(1))
        }
    }
}
