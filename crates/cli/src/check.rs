//! `fers check FILE.toml`: every problem of a ruleset file, with line and column;
//! `fers check FILE.ini`: the same for every section of a Fairy-Stockfish `variants.ini`
//! (or for one, `FILE.ini:NAME`); `fers convert FILE.ini:NAME`: the section as TOML.

use crate::output::unusable;
use fers_movement::ini::{convert_section, load_section};
use fers_rules::{Ruleset, Variant, VariantError, escape_control};
use fers_standard::{
    ExtendsScope, ini_target, load_with_parents_in, parse_ini, read_ini_file, read_ruleset_file,
};
use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;

/// Prints `ok: …` and exits 0, or prints one `file:line:column: Code: message` line per
/// problem and exits 1; exits 2 if the file cannot be read. `extends` reads the files
/// `scope` allows. For a `variants.ini`, one `ok: NAME (…)` line or the problems per
/// section, exit 1 if any section fails.
///
/// # Errors
/// A failed write to `out`.
pub fn run(file: &str, scope: ExtendsScope, out: &mut impl Write) -> io::Result<ExitCode> {
    if let Some((path, section)) = ini_target(file) {
        return check_ini(path, section, out);
    }
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
    report(ruleset, file, out)
}

/// Prints `ok: NAME (…)` for a ruleset that compiles, or its start position's problem
/// at `file:1:1`; the exit status.
fn report(ruleset: Ruleset, file: &str, out: &mut impl Write) -> io::Result<ExitCode> {
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

/// Reads a `variants.ini`: its sections, or the exit status once its problems (or why it
/// cannot be read) are printed.
fn read_ini(
    path: &str,
    out: &mut impl Write,
) -> io::Result<Result<fers_movement::ini::IniFile, ExitCode>> {
    let bytes = match read_ini_file(Path::new(path)) {
        Ok(b) => b,
        Err(e) => return Ok(Err(unusable(&format!("cannot read {path}: {e}")))),
    };
    match parse_ini(&bytes, path) {
        Ok(f) => Ok(Ok(f)),
        Err(e) => {
            for d in &e.diagnostics {
                writeln!(out, "{d}")?;
            }
            Ok(Err(ExitCode::from(1)))
        }
    }
}

/// `fers check FILE.ini[:NAME]`: each section (or the one named) loaded and compiled.
fn check_ini(path: &str, section: Option<&str>, out: &mut impl Write) -> io::Result<ExitCode> {
    let parsed = match read_ini(path, out)? {
        Ok(f) => f,
        Err(code) => return Ok(code),
    };
    let names: Vec<String> = match section {
        Some(s) => vec![s.to_string()],
        None => parsed.sections.iter().map(|s| s.name.clone()).collect(),
    };
    let mut failed = false;
    for name in names {
        let code = match load_section(&parsed, path, &name) {
            Ok(ruleset) => report(ruleset, path, out)?,
            Err(e) => {
                for d in e.diagnostics() {
                    writeln!(out, "{d}")?;
                }
                ExitCode::from(1)
            }
        };
        failed |= code != ExitCode::SUCCESS;
    }
    Ok(if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// `fers convert FILE.ini:NAME`: the section as a TOML ruleset, once the TOML loader
/// and the compiler accept it; else its problems (exit 1).
pub fn convert(target: &str, out: &mut impl Write) -> io::Result<ExitCode> {
    let Some((path, section)) = ini_target(target) else {
        return Ok(unusable(&format!(
            "`{target}` is not a section of a variants.ini: write FILE.ini:NAME"
        )));
    };
    let parsed = match read_ini(path, out)? {
        Ok(f) => f,
        Err(code) => return Ok(code),
    };
    let name = match (section, parsed.sections.as_slice()) {
        (Some(s), _) => s.to_string(),
        (None, [only]) => only.name.clone(),
        (None, all) => {
            let names: Vec<&str> = all.iter().map(|s| s.name.as_str()).collect();
            return Ok(unusable(&format!(
                "{path} has {} sections: name one as {path}:NAME ({})",
                names.len(),
                names.join(", ")
            )));
        }
    };
    let loaded = load_section(&parsed, path, &name).map(Variant::new);
    match loaded {
        Ok(Ok(_)) => {}
        Ok(Err(e)) => {
            writeln!(out, "{}", escape_control(&format!("{path}:1:1: {e}")))?;
            return Ok(ExitCode::from(1));
        }
        Err(e) => {
            for d in e.diagnostics() {
                writeln!(out, "{d}")?;
            }
            return Ok(ExitCode::from(1));
        }
    }
    match convert_section(&parsed, path, &name) {
        Ok(t) => {
            out.write_all(t.text.as_bytes())?;
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => {
            for d in e.diagnostics() {
                writeln!(out, "{d}")?;
            }
            Ok(ExitCode::from(1))
        }
    }
}
