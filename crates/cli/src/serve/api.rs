//! The JSON API of `fers serve`: each request names a game (a ruleset, a start FEN and
//! the moves played) and gets the position it reaches, a move's refusal, a ruleset's
//! diagnostics or a perft divide. The server keeps no game: the page sends the whole
//! game each time, so a request can change nothing but its own answer.

use super::error::ApiError;
use super::perft::MAX_PERFT_TIME;
use super::position::game_json;
use fers_rules::{Game, Position, Variant};
use fers_standard::{ALIASES, ExtendsScope, bundled_names, bundled_text, load_with_parents_in};
use serde::Deserialize;
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::time::Instant;

/// The largest ruleset text the editor may send.
pub const MAX_RULESET_BYTES: usize = 64 * 1024;
/// The most moves a game sent to the server may have.
pub const MAX_MOVES: usize = 2_000;

/// A game as the page sends it.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameRequest {
    /// A bundled ruleset's name, or one given to `fers serve --ruleset`.
    #[serde(default)]
    ruleset: Option<String>,
    /// A ruleset's TOML text (the editor's), instead of `ruleset`.
    #[serde(default)]
    toml: Option<String>,
    /// The start position; the ruleset's own if absent.
    #[serde(default)]
    fen: Option<String>,
    /// The moves played from it, in UCI.
    #[serde(default)]
    moves: Vec<String>,
    /// `/api/move`: the move to try, in UCI or any notation the ruleset reads.
    #[serde(default, rename = "move")]
    try_move: Option<String>,
    /// `/api/perft`: the depth.
    #[serde(default)]
    depth: Option<u32>,
}

/// The rulesets the server offers: the bundled ones and those given on its command line.
pub struct Catalogue {
    /// Rulesets loaded from `--ruleset` files, by the name the page uses (the path).
    pub files: BTreeMap<String, Variant>,
    /// The TOML text of those files (not of `variants.ini` sections), for the editor.
    pub sources: BTreeMap<String, String>,
}

impl Catalogue {
    /// The variant `name` names: a bundled ruleset, an alias, or a file given at start.
    fn variant(&self, name: &str) -> Result<Variant, ApiError> {
        if let Some(v) = self.files.get(name) {
            return Ok(v.clone());
        }
        // `bundled_text` and `load_variant_with` read aliases (`normal`) too; a name that
        // is not bundled is refused here, so that no request names a file.
        if bundled_text(name).is_none() {
            return Err(ApiError::UnknownRuleset(name.to_string()));
        }
        fers_standard::load_variant_with(name, ExtendsScope::Folder)
            .map_err(|e| ApiError::UnknownRuleset(format!("{name}: {e}")))
    }

    /// `GET /api/rulesets`: every name the page may open.
    pub fn list(&self) -> Value {
        let mut names: Vec<&str> = bundled_names().collect();
        names.extend(ALIASES.iter().map(|(alias, _)| *alias));
        names.extend(self.files.keys().map(String::as_str));
        json!({ "rulesets": names })
    }
}

/// The ruleset of a request: its TOML text, or the named one.
fn variant_of(catalogue: &Catalogue, req: &GameRequest) -> Result<Variant, ApiError> {
    match (&req.toml, &req.ruleset) {
        (Some(text), _) => compile_toml(text).map_err(ApiError::BadRuleset),
        (None, Some(name)) => catalogue.variant(name),
        (None, None) => catalogue.variant("standard"),
    }
}

/// The editor's ruleset, or its diagnostics as JSON (`line`, `column`, `code`,
/// `message`, `hint`). `extends` may name bundled rulesets only.
fn compile_toml(text: &str) -> Result<Variant, Vec<Value>> {
    if text.len() > MAX_RULESET_BYTES {
        return Err(vec![json!({
            "line": 1, "column": 1, "code": "TooLarge",
            "message": format!("the ruleset is {} bytes; the limit is {MAX_RULESET_BYTES}", text.len()),
            "hint": null,
        })]);
    }
    let ruleset =
        load_with_parents_in(text, "ruleset.toml", None, ExtendsScope::Folder).map_err(|e| {
            e.diagnostics
                .iter()
                .map(|d| {
                    json!({
                        "line": d.line, "column": d.column, "code": format!("{:?}", d.code),
                        "message": d.message, "hint": d.hint,
                    })
                })
                .collect::<Vec<_>>()
        })?;
    Variant::new(ruleset).map_err(|e| {
        vec![json!({
            "line": 1, "column": 1, "code": "BadStartPosition",
            "message": e.to_string(), "hint": null,
        })]
    })
}

/// The game a request describes, every move played; a move that cannot be played is an
/// error naming it and its index.
fn replay(catalogue: &Catalogue, req: &GameRequest) -> Result<Game, ApiError> {
    if req.moves.len() > MAX_MOVES {
        return Err(ApiError::TooManyMoves(req.moves.len()));
    }
    let variant = variant_of(catalogue, req)?;
    let shape = variant.ruleset().shape;
    if shape.files() > 16 || shape.ranks() > 16 {
        return Err(ApiError::BoardTooLarge(shape.files(), shape.ranks()));
    }
    let start = match req.fen.as_deref().map(str::trim) {
        None | Some("") => Position::start(&variant),
        Some(fen) => Position::from_fen_or_sfen(&variant, fen, fers_rules::FenMode::Strict)
            .map_err(|e| ApiError::BadFen(e.to_string()))?,
    };
    let mut game = Game::new(start);
    for (index, m) in req.moves.iter().enumerate() {
        game.play_text(m).map_err(|e| ApiError::BadMove {
            index,
            text: m.clone(),
            code: e.code.to_string(),
            message: e.message.clone(),
        })?;
    }
    Ok(game)
}

/// `POST /api/game`: the position the game reaches, its legal moves and its end.
pub fn game(catalogue: &Catalogue, req: &GameRequest) -> Result<Value, ApiError> {
    let game = replay(catalogue, req)?;
    Ok(game_json(&game, req.fen.as_deref()))
}

/// `POST /api/move`: the game after `move`, or why the move is refused (its code and
/// sentence, as `fers validate` prints them).
pub fn try_move(catalogue: &Catalogue, req: &GameRequest) -> Result<Value, ApiError> {
    let mut game = replay(catalogue, req)?;
    let text = req.try_move.as_deref().ok_or(ApiError::Missing("move"))?;
    match game.play_text(text) {
        Ok(_) => Ok(game_json(&game, req.fen.as_deref())),
        Err(e) => Err(ApiError::Illegal {
            code: e.code.to_string(),
            message: e.message.clone(),
        }),
    }
}

/// `POST /api/source`: the TOML text of the named ruleset (bundled, or a TOML file
/// given to `fers serve --ruleset`), for the editor.
pub fn source(catalogue: &Catalogue, req: &GameRequest) -> Result<Value, ApiError> {
    let name = req.ruleset.as_deref().ok_or(ApiError::Missing("ruleset"))?;
    if let Some(text) = catalogue.sources.get(name) {
        return Ok(json!({ "toml": text }));
    }
    match bundled_text(name) {
        Some(text) => Ok(json!({ "toml": text })),
        None => Err(ApiError::UnknownRuleset(name.to_string())),
    }
}

/// `POST /api/check`: the editor's ruleset's diagnostics, or `ok` with its start FEN.
pub fn check(req: &GameRequest) -> Result<Value, ApiError> {
    let text = req.toml.as_deref().ok_or(ApiError::Missing("toml"))?;
    Ok(match compile_toml(text) {
        Ok(v) => json!({
            "ok": true,
            "name": v.ruleset().name,
            "fen": Position::start(&v).fen(),
            "diagnostics": [],
        }),
        Err(diagnostics) => json!({ "ok": false, "diagnostics": diagnostics }),
    })
}

/// `POST /api/perft`: the divide at `depth` of the game's position, within the bounds
/// of [`super::perft`].
pub fn perft(catalogue: &Catalogue, req: &GameRequest) -> Result<Value, ApiError> {
    let depth = req.depth.ok_or(ApiError::Missing("depth"))?;
    let game = replay(catalogue, req)?;
    let pos = game.position();
    let divide: Vec<Value> = super::perft::divide(&pos, depth, Instant::now() + MAX_PERFT_TIME)?
        .into_iter()
        .map(|(m, n)| json!({ "move": pos.uci(m), "nodes": n }))
        .collect();
    let total: u64 = divide.iter().filter_map(|d| d["nodes"].as_u64()).sum();
    Ok(json!({ "depth": depth, "total": total, "divide": divide }))
}
