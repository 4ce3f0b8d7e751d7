//! `fers serve`: a local web board for any ruleset. One page (embedded in the binary, no
//! build step, no network) draws the board as SVG and talks to a small JSON API
//! ([`api`]); see `docs/serve.md`. The server binds 127.0.0.1 unless told otherwise,
//! reads no file but the rulesets named on its command line, and bounds every request
//! (body size, ruleset size, board size, move count, perft depth and nodes).

mod api;
mod board;
mod error;
mod http;
mod perft;
mod position;

use api::Catalogue;
use fers_standard::{ExtendsScope, ini_target, load_variant_with, read_ruleset_file};
use std::collections::BTreeMap;
use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;
use tiny_http::Server;

/// Requests answered at once (a perft holds one worker).
const WORKERS: usize = 4;

/// How `fers serve` was asked to run.
pub struct Options {
    /// The address to bind (127.0.0.1 unless `--host`).
    pub host: String,
    /// The port (0: any free one, printed).
    pub port: u16,
    /// Whether to open the page in the system's browser.
    pub open: bool,
    /// Ruleset files the page may open, by path (`--ruleset`).
    pub rulesets: Vec<String>,
}

/// Serves until killed. Prints `fers serve: http://HOST:PORT/` once listening; exits 2 if
/// a `--ruleset` file cannot be loaded or the address cannot be bound.
///
/// # Errors
/// A failed write to `out`.
pub fn run(options: &Options, scope: ExtendsScope, out: &mut impl Write) -> io::Result<ExitCode> {
    let mut files = BTreeMap::new();
    let mut sources = BTreeMap::new();
    for path in &options.rulesets {
        match load_variant_with(path, scope) {
            Ok(v) => {
                files.insert(path.clone(), v);
            }
            Err(e) => return Ok(crate::output::unusable(&e.to_string())),
        }
        if ini_target(path).is_none()
            && let Ok(text) = read_ruleset_file(Path::new(path))
        {
            sources.insert(path.clone(), text);
        }
    }
    let catalogue = Arc::new(Catalogue { files, sources });
    let server = match Server::http((options.host.as_str(), options.port)) {
        Ok(s) => Arc::new(s),
        Err(e) => {
            return Ok(crate::output::unusable(&format!(
                "cannot listen on {}:{}: {e}",
                options.host, options.port
            )));
        }
    };
    let address = match server.server_addr().to_ip() {
        Some(a) => format!("http://{a}/"),
        None => format!("http://{}:{}/", options.host, options.port),
    };
    writeln!(out, "fers serve: {address}")?;
    out.flush()?;
    if options.open {
        open_browser(&address);
    }
    let workers: Vec<_> = (0..WORKERS)
        .map(|_| {
            let server = Arc::clone(&server);
            let catalogue = Arc::clone(&catalogue);
            std::thread::spawn(move || {
                while let Ok(request) = server.recv() {
                    http::answer(request, &catalogue);
                }
            })
        })
        .collect();
    for w in workers {
        let _ = w.join();
    }
    Ok(ExitCode::SUCCESS)
}

/// Opens `address` in the system's browser, or says how to.
fn open_browser(address: &str) {
    let opener = if cfg!(target_os = "macos") {
        "open"
    } else if cfg!(windows) {
        "explorer"
    } else {
        "xdg-open"
    };
    if std::process::Command::new(opener)
        .arg(address)
        .spawn()
        .is_err()
    {
        eprintln!("fers serve: could not start {opener}; open {address} in a browser");
    }
}
