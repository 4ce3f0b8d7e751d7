//! The HTTP side of `fers serve`: one request in, one answer out. Routes a path to an
//! embedded asset or a JSON endpoint of [`super::api`], bounds the body it reads, and
//! turns every failure (a refused request, even a panic in a handler) into a typed JSON
//! error, so that no request can stop the server.

use super::api::{self, Catalogue, GameRequest};
use super::error::ApiError;
use serde_json::Value;
use std::io::Read;
use tiny_http::{Header, Method, Request, Response};

/// The largest request body read (the editor's ruleset with its game around it).
pub const MAX_BODY_BYTES: usize = 256 * 1024;

const INDEX_HTML: &str = include_str!("assets/index.html");
const BOARD_JS: &str = include_str!("assets/board.js");
const STYLE_CSS: &str = include_str!("assets/style.css");

/// Answers one request.
pub fn answer(mut request: Request, catalogue: &Catalogue) {
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
    respond(request, status, content_type, text);
}

/// Refuses `request` with `error` without reading it.
pub fn refuse(request: Request, error: &ApiError) {
    respond(
        request,
        error.status(),
        "application/json",
        error.to_json().to_string(),
    );
}

/// Sends the answer; a failure to send it (the page went away) is ignored.
fn respond(request: Request, status: u16, content_type: &str, text: String) {
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
