//! Resolving `extends`: a bundled ruleset by name, or a ruleset file by path, relative
//! to the folder of the file that names it. Only regular files are read, and never more
//! than the size limit: a FIFO would block the reader forever, `/dev/stdin` would read
//! the terminal, and a directory cannot be read at all. When a parent cannot be read,
//! the `BadExtends` problem says why.

use crate::bundled::bundled_text;
use fers_movement::{DiagnosticCode, MAX_RULESET_BYTES, Ruleset, RulesetError, Source};
use fers_rules::load_ruleset;
use std::cell::RefCell;
use std::fs::{File, Metadata};
use std::io::{self, Read};
use std::path::{Path, PathBuf};

/// Why a file named by `extends` was not read.
#[derive(Debug, thiserror::Error)]
pub enum ParentError {
    /// No bundled ruleset and no file of that name.
    #[error("no such file {0}")]
    NotFound(String),
    /// The path names a directory.
    #[error("{0} is a directory")]
    Directory(String),
    /// The path names a FIFO, a device, a socket: only regular files are read.
    #[error("{0} is not a regular file")]
    NotRegularFile(String),
    /// The file exists but could not be read (permissions, not UTF-8, ...).
    #[error("cannot read {path}: {error}")]
    Unreadable {
        /// The file.
        path: String,
        /// What the system said.
        error: io::Error,
    },
}

/// Finds the parent ruleset `name`: a bundled name, else a regular file at `name`, taken
/// from `base` (the folder of the file that names it) when relative. Returns its text and
/// the folder its own relative `extends` start from (`None` for a bundled ruleset).
///
/// # Errors
/// [`ParentError`] saying why the file is not read.
pub fn read_parent(
    name: &str,
    base: Option<&Path>,
) -> Result<(Source, Option<PathBuf>), ParentError> {
    if let Some(text) = bundled_text(name) {
        let source = Source {
            name: format!("<{name}>"),
            text: text.to_string(),
        };
        return Ok((source, None));
    }
    let path = match base {
        Some(dir) if Path::new(name).is_relative() => dir.join(name),
        _ => PathBuf::from(name),
    };
    let shown = path.display().to_string();
    // The type is checked before opening: opening a FIFO waits for a writer.
    let metadata = std::fs::metadata(&path).map_err(|error| match error.kind() {
        io::ErrorKind::NotFound => ParentError::NotFound(shown.clone()),
        _ => ParentError::Unreadable {
            path: shown.clone(),
            error,
        },
    })?;
    regular(&metadata, &shown)?;
    let unreadable = |error| ParentError::Unreadable {
        path: shown.clone(),
        error,
    };
    let file = File::open(&path).map_err(unreadable)?;
    // Checked again on the open file, in case the path changed in between.
    regular(&file.metadata().map_err(unreadable)?, &shown)?;
    let mut text = String::new();
    file.take(MAX_RULESET_BYTES as u64 + 1)
        .read_to_string(&mut text)
        .map_err(unreadable)?;
    let folder = path.parent().map(Path::to_path_buf);
    Ok((Source { name: shown, text }, folder))
}

fn regular(metadata: &Metadata, shown: &str) -> Result<(), ParentError> {
    if metadata.is_dir() {
        Err(ParentError::Directory(shown.to_string()))
    } else if !metadata.is_file() {
        Err(ParentError::NotRegularFile(shown.to_string()))
    } else {
        Ok(())
    }
}

/// Loads ruleset `text` (shown as `origin` in problems) with its `extends` chain: each
/// parent a bundled name or a regular file relative to the file that names it (the
/// first to `base`, the folder of `text`'s own file, if any).
///
/// # Errors
/// The ruleset's problems; a parent that cannot be read is a `BadExtends` saying why.
pub fn load_with_parents(
    text: &str,
    origin: &str,
    base: Option<&Path>,
) -> Result<Ruleset, RulesetError> {
    // The loader asks for one parent at a time, each named by the one before, so the
    // folder of the last parent read is the folder the next name is relative to.
    let chain = RefCell::new(Chain {
        folder: base.map(Path::to_path_buf),
        failure: None,
    });
    let resolve = |name: &str| {
        let mut chain = chain.borrow_mut();
        match read_parent(name, chain.folder.as_deref()) {
            Ok((source, folder)) => {
                chain.folder = folder;
                Some(source)
            }
            Err(e) => {
                chain.failure = Some((name.to_string(), e));
                None
            }
        }
    };
    let result = load_ruleset(text, origin, &resolve);
    result.map_err(|mut e| {
        if let Some((name, why)) = chain.into_inner().failure {
            explain_failure(&mut e, &name, &why);
        }
        e
    })
}

/// What [`load_with_parents`] remembers between the loader's calls.
struct Chain {
    /// The folder relative names are taken from.
    folder: Option<PathBuf>,
    /// The parent that could not be read, and why.
    failure: Option<(String, ParentError)>,
}

/// Replaces the loader's "no ruleset named `name`" with why the file was not read. A
/// name that is neither bundled nor a file keeps the loader's sentence.
fn explain_failure(e: &mut RulesetError, name: &str, why: &ParentError) {
    if matches!(why, ParentError::NotFound(_)) {
        return;
    }
    let loader_says = format!("no ruleset named `{name}` to extend");
    for d in &mut e.diagnostics {
        if d.code == DiagnosticCode::BadExtends && d.message == loader_says {
            d.message = format!("cannot extend `{name}`: {why}");
        }
    }
}
