//! `fers check FILE.toml`: every problem of a ruleset file, with line and column.

use fers_rules::{Variant, VariantError, load_ruleset};
use fers_standard::{read_ruleset_file, resolve};
use std::path::Path;
use std::process::ExitCode;

/// Prints `ok: …` and exits 0, or prints one `file:line:column: Code: message` line per
/// problem and exits 1; exits 2 if the file cannot be read.
pub fn run(file: &str) -> ExitCode {
    let path = Path::new(file);
    let text = match read_ruleset_file(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("fers: cannot read {file}: {e}");
            return ExitCode::from(2);
        }
    };
    let base = path.parent().map(Path::to_path_buf);
    let ruleset = match load_ruleset(&text, file, &|n| resolve(n, base.as_deref())) {
        Ok(r) => r,
        Err(e) => {
            for d in &e.diagnostics {
                println!("{d}");
            }
            return ExitCode::from(1);
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
            println!("{summary}");
            ExitCode::SUCCESS
        }
        Err(VariantError::StartPosition { error, .. }) => {
            println!("{file}:1:1: BadStartPosition: the start position is not valid: {error}");
            ExitCode::from(1)
        }
        Err(e) => {
            println!("{file}:1:1: {e}");
            ExitCode::from(1)
        }
    }
}
