//! `fers serve`: a local web board for any ruleset. One page (embedded in the binary, no
//! build step, no network) draws the board as SVG and talks to a small JSON API
//! ([`api`]); see `docs/serve.md`. The server binds 127.0.0.1 unless told otherwise,
//! reads no file but the rulesets named on its command line, and bounds every request
//! (body size, ruleset size, board size, move count, perft depth and nodes).

mod api;
mod error;
mod position;

use api::{Catalogue, GameRequest};
use error::ApiError;
use fers_standard::{ExtendsScope, ini_target, load_variant_with, read_ruleset_file};
use serde_json::Value;
use std::collections::BTreeMap;
use std::io::{self, Read, Write};
use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;
use tiny_http::{Header, Method, Request, Response, Server};

/// The largest request body read (the editor's ruleset with its game around it).
pub const MAX_BODY_BYTES: usize = 256 * 1024;
/// Requests answered at once (a perft holds one worker).
const WORKERS: usize = 4;

const INDEX_HTML: &str = include_str!("assets/index.html");
const BOARD_JS: &str = include_str!("assets/board.js");
const STYLE_CSS: &str = include_str!("assets/style.css");

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
                    answer(request, &catalogue);
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

/// Answers one request; a failure to send the answer (the page went away) is ignored.
fn answer(mut request: Request, catalogue: &Catalogue) {
    let method = request.method().clone();
    let path = request
        .url()
        .split(['?', '#'])
        .next()
        .unwrap_or("")
        .to_string();
    let body = read_body(&mut request);
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        route(&method, &path, body, catalogue)
    }));
    let (status, content_type, text) = match result {
        Ok(Ok(Reply::Json(v))) => (200, "application/json", v.to_string()),
        Ok(Ok(Reply::Asset(kind, text))) => (200, kind, text.to_string()),
        Ok(Err(e)) => (e.status(), "application/json", e.to_json().to_string()),
        Err(_) => (
            500,
            "application/json",
            r#"{"error":{"code":"internal","message":"the server failed on this request"}}"#
                .to_string(),
        ),
    };
    let mut response = Response::from_string(text).with_status_code(status);
    for (name, value) in [
        ("Content-Type", content_type),
        ("Cache-Control", "no-store"),
        ("X-Content-Type-Options", "nosniff"),
    ] {
        if let Ok(h) = Header::from_bytes(name.as_bytes(), value.as_bytes()) {
            response.add_header(h);
        }
    }
    let _ = request.respond(response);
}

/// The body, or why it is refused (too long, not UTF-8).
fn read_body(request: &mut Request) -> Result<String, ApiError> {
    if request.body_length().is_some_and(|n| n > MAX_BODY_BYTES) {
        return Err(ApiError::BodyTooLarge(MAX_BODY_BYTES));
    }
    let mut bytes = Vec::new();
    let limit = (MAX_BODY_BYTES + 1) as u64;
    if let Err(e) = request.as_reader().take(limit).read_to_end(&mut bytes) {
        return Err(ApiError::BadJson(e.to_string()));
    }
    if bytes.len() > MAX_BODY_BYTES {
        return Err(ApiError::BodyTooLarge(MAX_BODY_BYTES));
    }
    String::from_utf8(bytes).map_err(|_| ApiError::BadJson("the body is not UTF-8".into()))
}

/// What a request gets.
enum Reply {
    Json(Value),
    Asset(&'static str, &'static str),
}

/// The endpoint for `method` and `path`.
fn route(
    method: &Method,
    path: &str,
    body: Result<String, ApiError>,
    catalogue: &Catalogue,
) -> Result<Reply, ApiError> {
    let asset = match path {
        "/" | "/index.html" => Some(("text/html; charset=utf-8", INDEX_HTML)),
        "/board.js" => Some(("text/javascript; charset=utf-8", BOARD_JS)),
        "/style.css" => Some(("text/css; charset=utf-8", STYLE_CSS)),
        _ => None,
    };
    let get = *method == Method::Get || *method == Method::Head;
    if let Some((kind, text)) = asset {
        return if get {
            Ok(Reply::Asset(kind, text))
        } else {
            Err(ApiError::MethodNotAllowed(method.to_string()))
        };
    }
    if path == "/api/rulesets" {
        return if get {
            Ok(Reply::Json(catalogue.list()))
        } else {
            Err(ApiError::MethodNotAllowed(method.to_string()))
        };
    }
    let handler: fn(&Catalogue, &GameRequest) -> Result<Value, ApiError> = match path {
        "/api/game" => api::game,
        "/api/move" => api::try_move,
        "/api/perft" => api::perft,
        "/api/source" => api::source,
        "/api/check" => |_, req| api::check(req),
        _ => return Err(ApiError::NotFound(path.to_string())),
    };
    if *method != Method::Post {
        return Err(ApiError::MethodNotAllowed(method.to_string()));
    }
    let req: GameRequest =
        serde_json::from_str(&body?).map_err(|e| ApiError::BadJson(e.to_string()))?;
    handler(catalogue, &req).map(Reply::Json)
}
