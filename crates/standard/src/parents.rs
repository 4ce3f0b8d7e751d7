//! Resolving `extends`: a bundled ruleset by name, or a ruleset file by path, relative
//! to the folder of the file that names it. Only regular files are read, and never more
//! than the size limit: a FIFO would block the reader forever, `/dev/stdin` would read
//! the terminal, and a directory cannot be read at all. Unless the caller allows any
//! file ([`ExtendsScope::Anywhere`]), only files under the folder of the ruleset being
//! loaded are read, so that checking a ruleset from elsewhere cannot make the loader
//! read (and echo the keys of) `/etc/shadow`. When a parent cannot be read, the
//! `BadExtends` problem says why.

use crate::bundled::bundled_text;
use fers_movement::{DiagnosticCode, MAX_RULESET_BYTES, Ruleset, RulesetError, Source};
use fers_rules::load_ruleset;
use std::cell::RefCell;
use std::fs::{File, Metadata};
use std::io::{self, Read};
use std::path::{Component, Path, PathBuf};

/// Which files `extends` may read, besides the bundled rulesets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ExtendsScope {
    /// Files under the folder of the ruleset being loaded (the default), by paths
    /// relative to it or absolute; none when the ruleset is not read from a file.
    #[default]
    Folder,
    /// Any regular file: for rulesets the caller trusts (`fers --extends-anywhere`).
    Anywhere,
}

/// Why a file named by `extends` was not read.
#[derive(Debug, thiserror::Error)]
pub enum ParentError {
    /// The file is not under the folder of the ruleset being loaded
    /// ([`ExtendsScope::Folder`]).
    #[error("{path} is outside {folder}, the folder of the ruleset being loaded")]
    OutsideFolder {
        /// The file.
        path: String,
        /// The folder.
        folder: String,
    },
    /// A file named by a ruleset that is not read from a file, which has no folder
    /// ([`ExtendsScope::Folder`]): it may extend bundled rulesets only.
    #[error("{0} is a file, and a ruleset not read from a file may extend bundled rulesets only")]
    NoFolder(String),
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
    read_parent_in(name, base, Confine::Anywhere)
}

/// Which files a chain may read: any, those under a folder, or none.
#[derive(Clone, Copy)]
enum Confine<'a> {
    Anywhere,
    Under(&'a Path),
    BundledOnly,
}

/// [`read_parent`], reading a file only where `confine` allows.
fn read_parent_in(
    name: &str,
    base: Option<&Path>,
    confine: Confine<'_>,
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
    match confine {
        Confine::Anywhere => {}
        Confine::Under(folder) if inside(&path, folder) => {}
        Confine::Under(folder) => {
            return Err(ParentError::OutsideFolder {
                path: shown,
                folder: folder.display().to_string(),
            });
        }
        Confine::BundledOnly => return Err(ParentError::NoFolder(shown)),
    }
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

/// Whether `path` is under `folder`: first by their names alone (`..` taken back, so
/// that nothing outside is even looked at), then, if the file exists, by where the
/// file system says they are (a symbolic link inside that points outside is outside).
fn inside(path: &Path, folder: &Path) -> bool {
    let lexical = |p: &Path| {
        let mut out = PathBuf::new();
        for part in std::path::absolute(p).ok()?.components() {
            match part {
                Component::ParentDir => {
                    out.pop();
                }
                Component::CurDir => {}
                other => out.push(other),
            }
        }
        Some(out)
    };
    match (lexical(path), lexical(folder)) {
        (Some(p), Some(f)) if p.starts_with(&f) => {}
        _ => return false,
    }
    match (path.canonicalize(), folder.canonicalize()) {
        (Ok(real), Ok(real_folder)) => real.starts_with(real_folder),
        (Ok(_), Err(_)) => false,
        // Not there: reading it will say so.
        (Err(_), _) => true,
    }
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
/// first to `base`, the folder of `text`'s own file, if any), and under `base`
/// ([`ExtendsScope::Folder`], see [`load_with_parents_in`] for the other scope).
///
/// `origin` is the file's path when `base` is given: a ruleset that declares no `name`
/// is then named after the file's stem (`my-variant.toml` is `my-variant`), not after
/// the ruleset it extends, so that a game saved in it does not replay as its parent's.
///
/// # Errors
/// The ruleset's problems; a parent that cannot be read is a `BadExtends` saying why.
pub fn load_with_parents(
    text: &str,
    origin: &str,
    base: Option<&Path>,
) -> Result<Ruleset, RulesetError> {
    load_with_parents_in(text, origin, base, ExtendsScope::Folder)
}

/// [`load_with_parents`], with `extends` reading the files `scope` allows.
///
/// ```
/// use fers_standard::{ExtendsScope, load_with_parents_in};
///
/// let text = "extends = \"/etc/hostname\"";
/// let err = load_with_parents_in(text, "x.toml", Some(".".as_ref()), ExtendsScope::Folder)
///     .unwrap_err();
/// assert_eq!(
///     err.diagnostics[0].message,
///     "cannot extend `/etc/hostname`: /etc/hostname is outside ., the folder of the ruleset being loaded"
/// );
/// ```
///
/// # Errors
/// The ruleset's problems; a parent that cannot be read is a `BadExtends` saying why.
pub fn load_with_parents_in(
    text: &str,
    origin: &str,
    base: Option<&Path>,
    scope: ExtendsScope,
) -> Result<Ruleset, RulesetError> {
    // Under `ExtendsScope::Folder` every file of the chain must be under the first
    // file's folder; a ruleset not read from a file has none, so only bundled names.
    let confine = match (scope, base) {
        (ExtendsScope::Anywhere, _) => Confine::Anywhere,
        // `x.toml`'s folder is the empty path: the current folder.
        (ExtendsScope::Folder, Some(f)) if f.as_os_str().is_empty() => {
            Confine::Under(Path::new("."))
        }
        (ExtendsScope::Folder, Some(folder)) => Confine::Under(folder),
        (ExtendsScope::Folder, None) => Confine::BundledOnly,
    };
    // The loader asks for one parent at a time, each named by the one before, so the
    // folder of the last parent read is the folder the next name is relative to.
    let chain = RefCell::new(Chain {
        folder: base.map(Path::to_path_buf),
        failure: None,
    });
    let resolve = |name: &str| {
        let mut chain = chain.borrow_mut();
        match read_parent_in(name, chain.folder.as_deref(), confine) {
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
            if let ParentError::OutsideFolder { .. } | ParentError::NoFolder(_) = why {
                d.hint = Some(OUTSIDE_HINT.to_string());
            }
        }
    }
}

/// How to read a parent outside the ruleset's folder, for a ruleset one trusts.
const OUTSIDE_HINT: &str = "`extends` reads bundled rulesets and files under the ruleset's folder; to trust this ruleset with any file, pass `--extends-anywhere` to `fers` (`ExtendsScope::Anywhere` to the loader)";
