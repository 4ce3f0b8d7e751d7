//! Why a request to `fers serve` failed: one variant per cause, each with its HTTP
//! status and a stable code the page (and scripts) read, and a sentence for people.

use serde_json::{Value, json};
use std::fmt;

/// A refused request.
#[derive(Debug)]
pub enum ApiError {
    /// No such page or endpoint.
    NotFound(String),
    /// The endpoint exists, but not for this method.
    MethodNotAllowed(String),
    /// The body is longer than the server accepts.
    BodyTooLarge(usize),
    /// The body is not the JSON the endpoint reads.
    BadJson(String),
    /// A field the endpoint needs is missing.
    Missing(&'static str),
    /// No bundled ruleset, alias or `--ruleset` file has this name.
    UnknownRuleset(String),
    /// The editor's ruleset has problems (its diagnostics).
    BadRuleset(Vec<Value>),
    /// The board is larger than the page draws.
    BoardTooLarge(u8, u8),
    /// The start FEN cannot be read.
    BadFen(String),
    /// More moves than a game sent to the server may have.
    TooManyMoves(usize),
    /// A move of the game's list cannot be played.
    BadMove {
        /// Its index in the list.
        index: usize,
        /// The move as sent.
        text: String,
        /// The refusal's code.
        code: String,
        /// The refusal's sentence.
        message: String,
    },
    /// The move tried is refused.
    Illegal {
        /// The refusal's code (`fers validate`'s).
        code: String,
        /// The sentence saying why.
        message: String,
    },
    /// The perft depth is outside 1 to the limit.
    PerftTooDeep(u32),
    /// The perft would count more nodes than the limit (the estimate).
    PerftTooLarge(u64),
    /// The perft was stopped when it passed its time limit (seconds).
    PerftTooSlow(u64),
    /// The server is answering as many requests as it answers at once.
    Busy(usize),
}

impl ApiError {
    /// The HTTP status.
    pub fn status(&self) -> u16 {
        match self {
            ApiError::NotFound(_) | ApiError::UnknownRuleset(_) => 404,
            ApiError::MethodNotAllowed(_) => 405,
            ApiError::BodyTooLarge(_) => 413,
            ApiError::Busy(_) => 503,
            ApiError::BadJson(_) | ApiError::Missing(_) => 400,
            _ => 422,
        }
    }

    /// The stable code.
    pub fn code(&self) -> &'static str {
        match self {
            ApiError::NotFound(_) => "not-found",
            ApiError::MethodNotAllowed(_) => "method-not-allowed",
            ApiError::BodyTooLarge(_) => "body-too-large",
            ApiError::BadJson(_) => "bad-json",
            ApiError::Missing(_) => "missing-field",
            ApiError::UnknownRuleset(_) => "unknown-ruleset",
            ApiError::BadRuleset(_) => "bad-ruleset",
            ApiError::BoardTooLarge(..) => "board-too-large",
            ApiError::BadFen(_) => "bad-fen",
            ApiError::TooManyMoves(_) => "too-many-moves",
            ApiError::BadMove { .. } => "bad-move-list",
            ApiError::Illegal { .. } => "illegal-move",
            ApiError::PerftTooDeep(_) => "perft-too-deep",
            ApiError::PerftTooLarge(_) => "perft-too-large",
            ApiError::PerftTooSlow(_) => "perft-too-slow",
            ApiError::Busy(_) => "busy",
        }
    }

    /// The body of the answer: `{"error": {"code", "message", ...}}`.
    pub fn to_json(&self) -> Value {
        let mut error = json!({ "code": self.code(), "message": self.to_string() });
        match self {
            ApiError::BadRuleset(diagnostics) => error["diagnostics"] = json!(diagnostics),
            ApiError::Illegal { code, .. } => error["refusal"] = json!(code),
            ApiError::BadMove { index, code, .. } => {
                error["index"] = json!(index);
                error["refusal"] = json!(code);
            }
            _ => {}
        }
        json!({ "error": error })
    }
}

impl fmt::Display for ApiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ApiError::NotFound(path) => write!(f, "nothing at {path}"),
            ApiError::MethodNotAllowed(m) => write!(f, "{m} is not allowed here"),
            ApiError::BodyTooLarge(limit) => {
                write!(f, "the request body is over the limit of {limit} bytes")
            }
            ApiError::BadJson(e) => write!(f, "the request body is not valid: {e}"),
            ApiError::Missing(field) => write!(f, "the request needs `{field}`"),
            ApiError::UnknownRuleset(name) => write!(f, "no ruleset `{name}`"),
            ApiError::BadRuleset(d) => write!(f, "the ruleset has {} problem(s)", d.len()),
            ApiError::BoardTooLarge(files, ranks) => {
                write!(
                    f,
                    "the board is {files}x{ranks}; the page draws boards up to 16x16"
                )
            }
            ApiError::BadFen(e) => write!(f, "bad FEN: {e}"),
            ApiError::TooManyMoves(n) => {
                write!(f, "{n} moves; the limit is {}", super::api::MAX_MOVES)
            }
            ApiError::BadMove {
                index,
                text,
                code,
                message,
            } => write!(
                f,
                "move {} `{text}` cannot be played: {code}: {message}",
                index + 1
            ),
            ApiError::Illegal { code, message } => write!(f, "{code}: {message}"),
            ApiError::PerftTooDeep(d) => write!(
                f,
                "perft depth {d} is outside 1 to {}",
                super::perft::MAX_PERFT_DEPTH
            ),
            ApiError::PerftTooLarge(n) => write!(
                f,
                "perft would count about {n} positions; the limit is {}",
                super::perft::MAX_PERFT_NODES
            ),
            ApiError::PerftTooSlow(seconds) => write!(
                f,
                "perft stopped after {seconds} seconds, its time limit; try a smaller depth"
            ),
            ApiError::Busy(n) => write!(
                f,
                "the server is answering {n} requests, as many as it answers at once; try again"
            ),
        }
    }
}

impl std::error::Error for ApiError {}
