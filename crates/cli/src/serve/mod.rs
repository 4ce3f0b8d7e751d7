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
use error::ApiError;
use fers_standard::{ExtendsScope, ini_target, load_variant_with, read_ruleset_file};
use std::collections::BTreeMap;
use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use tiny_http::Server;

/// Requests answered at once, each on a thread of its own, so that a slow one (a perft,
/// up to [`perft::MAX_PERFT_TIME`]; a client that never sends the body it announced)
/// holds its thread and not the server. Past this many, a request is refused at once
/// with `busy` (503): the bound on the work a flood of requests can start.
pub const MAX_IN_FLIGHT: usize = 32;

/// One of the [`MAX_IN_FLIGHT`] places, given back when dropped.
struct Slot(Arc<AtomicUsize>);

impl Slot {
    /// A place, if one is free.
    fn take(in_flight: &Arc<AtomicUsize>) -> Option<Slot> {
        if in_flight.fetch_add(1, Ordering::SeqCst) < MAX_IN_FLIGHT {
            Some(Slot(Arc::clone(in_flight)))
        } else {
            in_flight.fetch_sub(1, Ordering::SeqCst);
            None
        }
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

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
        Ok(s) => s,
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
    let in_flight = Arc::new(AtomicUsize::new(0));
    for request in server.incoming_requests() {
        let slot = Slot::take(&in_flight);
        let catalogue = Arc::clone(&catalogue);
        // Even a refusal has a thread of its own: tiny_http reads the rest of a body
        // the client announced before it lets the request go, and a client may never
        // send it.
        let spawned =
            std::thread::Builder::new()
                .name("fers-serve".into())
                .spawn(move || match slot {
                    Some(_slot) => http::answer(request, &catalogue),
                    None => http::refuse(request, &ApiError::Busy(MAX_IN_FLIGHT)),
                });
        if let Err(e) = spawned {
            eprintln!("fers serve: cannot start a thread for a request: {e}");
        }
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
