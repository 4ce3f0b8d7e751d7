//! `fers.ffish`: pyffish's functions with its signatures and answers, computed by Fers.
//!
//! Every function that takes `(variant, fen, moves, chess960)` builds the position as
//! pyffish does: `fen` (or `"startpos"`), then the UCI moves played one by one. FENs are
//! read in Fers's relaxed mode (pyffish accepts impossible positions; Fers still
//! refuses a FEN in which the side not to move is in check, with `error`).

use crate::errors::{FfishError, ffish_error};
use crate::registry;
use fers_movement::Notation;
use fers_rules::{Color, EndReason, FenError, FenMode, Game, Move, Outcome, Position, Variant};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

/// Fairy-Stockfish's score of a won game, from the winner's side.
pub const VALUE_MATE: i32 = 32000;
/// Fairy-Stockfish's score of a drawn game.
pub const VALUE_DRAW: i32 = 0;

/// pyffish's `NOTATION_*` numbers, in order from `NOTATION_DEFAULT` (0).
const NOTATIONS: [(&str, Option<Notation>); 10] = [
    ("NOTATION_DEFAULT", None),
    ("NOTATION_SAN", Some(Notation::San)),
    ("NOTATION_LAN", Some(Notation::Lan)),
    ("NOTATION_SHOGI_HOSKING", Some(Notation::ShogiHosking)),
    ("NOTATION_SHOGI_HODGES", Some(Notation::ShogiHodges)),
    (
        "NOTATION_SHOGI_HODGES_NUMBER",
        Some(Notation::ShogiHodgesNumber),
    ),
    ("NOTATION_JANGGI", Some(Notation::Janggi)),
    ("NOTATION_XIANGQI_WXF", Some(Notation::XiangqiWxf)),
    ("NOTATION_THAI_SAN", Some(Notation::ThaiSan)),
    ("NOTATION_THAI_LAN", Some(Notation::ThaiLan)),
];

/// pyffish's `validate_fen` codes (Fairy-Stockfish's `FenValidation`).
const FEN_CODES: [(&str, i32); 16] = [
    ("FEN_INVALID_COUNTING_RULE", -14),
    ("FEN_INVALID_CHECK_COUNT", -13),
    ("FEN_INVALID_PROMOTED_PIECE", -12),
    ("FEN_INVALID_NB_PARTS", -11),
    ("FEN_INVALID_CHAR", -10),
    ("FEN_TOUCHING_KINGS", -9),
    ("FEN_INVALID_BOARD_GEOMETRY", -8),
    ("FEN_INVALID_POCKET_INFO", -7),
    ("FEN_INVALID_SIDE_TO_MOVE", -6),
    ("FEN_INVALID_CASTLING_INFO", -5),
    ("FEN_INVALID_EN_PASSANT_SQ", -4),
    ("FEN_INVALID_NUMBER_OF_KINGS", -3),
    ("FEN_INVALID_HALF_MOVE_COUNTER", -2),
    ("FEN_INVALID_MOVE_COUNTER", -1),
    ("FEN_EMPTY", 0),
    ("FEN_OK", 1),
];

/// The UCI options Fairy-Stockfish has: `set_option` accepts these names (and acts on
/// `VariantPath`), and refuses others as pyffish does.
const OPTIONS: [&str; 27] = [
    "Debug Log File",
    "Threads",
    "Hash",
    "Clear Hash",
    "Ponder",
    "MultiPV",
    "Skill Level",
    "Move Overhead",
    "Slow Mover",
    "nodestime",
    "UCI_Chess960",
    "UCI_Variant",
    "UCI_AnalyseMode",
    "UCI_LimitStrength",
    "UCI_Elo",
    "UCI_ShowWDL",
    "SyzygyPath",
    "SyzygyProbeDepth",
    "Syzygy50MoveRule",
    "SyzygyProbeLimit",
    "Use NNUE",
    "EvalFile",
    "TsumeMode",
    "VariantPath",
    "usemillisec",
    "Protocol",
    "Variant_Path",
];

fn variant(name: &str, chess960: bool) -> PyResult<Variant> {
    registry::variant(name, chess960).map_err(ffish_error)
}

/// The position `fen` (or the start for `"startpos"`) of `variant`.
fn position(v: &Variant, fen: &str) -> PyResult<Position> {
    if fen == "startpos" {
        return Ok(v.start_position());
    }
    Position::from_fen(v, fen, FenMode::Relaxed)
        .map_err(|e| ffish_error(format!("invalid FEN '{fen}': {e}")))
}

/// The move `text` (UCI) in `p`, as pyffish refuses one it cannot find.
fn find(p: &Position, text: &str) -> PyResult<Move> {
    p.parse_uci(text)
        .map_err(|_| PyValueError::new_err(format!("Invalid move '{text}'")))
}

/// `fen` with `moves` played, as a position.
fn replay(variant: &str, fen: &str, moves: &[String], chess960: bool) -> PyResult<Position> {
    let v = self::variant(variant, chess960)?;
    let mut p = position(&v, fen)?;
    for text in moves {
        let m = find(&p, text)?;
        p.play_unchecked(m);
    }
    Ok(p)
}

/// `fen` with `moves` played, as a game: for the answers that depend on the moves
/// before the position (repetitions, two passes in a row).
fn replay_game(variant: &str, fen: &str, moves: &[String], chess960: bool) -> PyResult<Game> {
    let v = self::variant(variant, chess960)?;
    let mut g = Game::new(position(&v, fen)?);
    for text in moves {
        let m = find(&g.position(), text)?;
        g.play_unchecked(m);
    }
    Ok(g)
}

/// The notation pyffish's number `n` names for `v` (`NOTATION_DEFAULT`: shogi's rulesets
/// Hodges with number ranks, others SAN, as Fairy-Stockfish chooses).
fn notation(v: &Variant, n: i32) -> PyResult<Notation> {
    let Some((_, chosen)) = usize::try_from(n).ok().and_then(|i| NOTATIONS.get(i)) else {
        return Err(PyValueError::new_err(format!("no notation numbered {n}")));
    };
    Ok(chosen.unwrap_or_else(|| {
        if v.ruleset().players.notation.is_shogi() {
            Notation::ShogiHodgesNumber
        } else {
            Notation::San
        }
    }))
}

/// An outcome as Fairy-Stockfish scores it for the side to move.
fn value(outcome: Outcome, to_move: Color) -> i32 {
    match outcome.winner() {
        None => VALUE_DRAW,
        Some(w) if w == to_move => VALUE_MATE,
        Some(_) => -VALUE_MATE,
    }
}

/// Ends Fairy-Stockfish counts as optional (`is_optional_game_end`): repetitions, the
/// move rule and the makruk counting rules.
fn is_optional(reason: EndReason) -> bool {
    matches!(
        reason,
        EndReason::Repetition { .. }
            | EndReason::RepetitionClaimable { .. }
            | EndReason::MoveRule { .. }
            | EndReason::MoveRuleClaimable { .. }
            | EndReason::PerpetualCheck
            | EndReason::PerpetualChase
            | EndReason::RepeatedMoves
            | EndReason::HonourCounting
    )
}

/// Ends Fairy-Stockfish counts as immediate (`is_immediate_game_end`): the variant's own
/// ends, not mate, stalemate, dead material or the optional ones.
fn is_immediate(reason: EndReason) -> bool {
    !is_optional(reason)
        && !matches!(
            reason,
            EndReason::Checkmate | EndReason::Stalemate | EndReason::InsufficientMaterial
        )
}

/// pyffish's `version()`: the version of pyffish whose API this module follows.
#[pyfunction]
fn version() -> (u32, u32, u32) {
    (0, 0, 90)
}

/// pyffish's `info()`: the engine's name and version.
#[pyfunction]
fn info() -> String {
    format!(
        "Fers {} (fers.ffish, pyffish 0.0.90's API)",
        env!("CARGO_PKG_VERSION")
    )
}

/// Every variant name this module knows: the bundled rulesets, Fairy-Stockfish's names
/// for them (`chess`, `normal`, `fischerandom`, `mini`), and loaded sections.
#[pyfunction]
fn variants() -> Vec<String> {
    registry::names()
}

/// pyffish's `set_option(name, value)`: `VariantPath` loads that `variants.ini` file;
/// Fairy-Stockfish's other options are accepted and have no effect (Fers has no search).
#[pyfunction]
fn set_option(py: Python<'_>, name: &str, value: &Bound<'_, PyAny>) -> PyResult<()> {
    if !OPTIONS.contains(&name) {
        return Err(PyValueError::new_err(format!("No such option {name}'")));
    }
    if name == "VariantPath" {
        let path: String = value.str()?.extract()?;
        if !path.is_empty() && path != "<empty>" {
            let text = std::fs::read_to_string(&path)
                .map_err(|e| ffish_error(format!("cannot read {path}: {e}")))?;
            load_variant_config(py, &text)?;
        }
    }
    Ok(())
}

/// pyffish's `load_variant_config(text)`: every section of the `variants.ini` text is
/// read by Fers's ini reader and becomes a variant of that name. Sections Fers cannot
/// play are skipped with a Python warning naming their problems, as Fairy-Stockfish
/// skips what it cannot parse.
#[pyfunction]
fn load_variant_config(py: Python<'_>, config: &str) -> PyResult<()> {
    let parsed = fers_standard::parse_ini(config.as_bytes(), "variants.ini")
        .map_err(|e| ffish_error(e.to_string()))?;
    let mut refused = Vec::new();
    for section in &parsed.sections {
        let loaded = fers_movement::ini::load_section(&parsed, "variants.ini", &section.name)
            .map_err(|e| e.to_string())
            .and_then(|r| Variant::new(r).map_err(|e| e.to_string()));
        match loaded {
            Ok(v) => registry::register(&section.name, v),
            Err(e) => refused.push(format!("[{}]: {e}", section.name)),
        }
    }
    if !refused.is_empty() {
        let warnings = py.import("warnings")?;
        warnings.call_method1(
            "warn",
            (format!("variants not loaded: {}", refused.join("; ")),),
        )?;
    }
    Ok(())
}

/// The start FEN of `variant`.
#[pyfunction]
fn start_fen(variant: &str) -> PyResult<String> {
    Ok(self::variant(variant, false)?.ruleset().start_fen.clone())
}

/// Whether `variant` is played on two boards (bughouse, koedem, supply): captured
/// pieces go to the partner (`captures = "partner"`).
#[pyfunction]
fn two_boards(variant: &str) -> PyResult<bool> {
    let v = self::variant(variant, false)?;
    Ok(v.ruleset()
        .hands
        .as_ref()
        .is_some_and(|h| h.captures == fers_movement::CaptureDestination::Partner))
}

/// Whether captured pieces go to the captor's hand in `variant` (crazyhouse, shogi).
#[pyfunction]
fn captures_to_hand(variant: &str) -> PyResult<bool> {
    let v = self::variant(variant, false)?;
    Ok(v.ruleset()
        .hands
        .as_ref()
        .is_some_and(|h| h.drops && h.captures == fers_movement::CaptureDestination::Captor))
}

/// The move `move` (UCI) of the position `fen` written in `notation`.
#[pyfunction]
#[pyo3(signature = (variant, fen, r#move, chess960=false, notation=0))]
fn get_san(
    variant: &str,
    fen: &str,
    r#move: &str,
    chess960: bool,
    notation: i32,
) -> PyResult<String> {
    let v = self::variant(variant, chess960)?;
    let p = position(&v, fen)?;
    let n = self::notation(&v, notation)?;
    let m = find(&p, r#move)?;
    Ok(p.write_move(m, n))
}

/// The moves `movelist` (UCI), played from `fen`, each written in `notation`.
#[pyfunction]
#[pyo3(signature = (variant, fen, movelist, chess960=false, notation=0))]
fn get_san_moves(
    variant: &str,
    fen: &str,
    movelist: Vec<String>,
    chess960: bool,
    notation: i32,
) -> PyResult<Vec<String>> {
    let v = self::variant(variant, chess960)?;
    let mut p = position(&v, fen)?;
    let n = self::notation(&v, notation)?;
    let mut out = Vec::with_capacity(movelist.len());
    for text in &movelist {
        let m = find(&p, text)?;
        out.push(p.write_move(m, n));
        p.play_unchecked(m);
    }
    Ok(out)
}

/// The legal moves (UCI) after `movelist` is played from `fen`.
#[pyfunction]
#[pyo3(signature = (variant, fen, movelist, chess960=false))]
fn legal_moves(
    variant: &str,
    fen: &str,
    movelist: Vec<String>,
    chess960: bool,
) -> PyResult<Vec<String>> {
    let p = replay(variant, fen, &movelist, chess960)?;
    Ok(p.legal_moves().into_iter().map(|m| p.uci(m)).collect())
}

/// The FEN (or with `sfen`, the SFEN) after `movelist` is played from `fen`.
/// `showPromoted` and `countStarted` are accepted: Fers marks promoted pieces (`~`)
/// where the ruleset needs it and writes the makruk count as it stands.
#[pyfunction]
#[pyo3(signature = (variant, fen, movelist, chess960=false, sfen=false, showPromoted=false, countStarted=0))]
#[allow(non_snake_case)]
fn get_fen(
    variant: &str,
    fen: &str,
    movelist: Vec<String>,
    chess960: bool,
    sfen: bool,
    showPromoted: bool,
    countStarted: i32,
) -> PyResult<String> {
    let _ = (showPromoted, countStarted);
    let p = replay(variant, fen, &movelist, chess960)?;
    Ok(if sfen { p.sfen() } else { p.fen() })
}

/// Whether the side to move is in check after `movelist` is played from `fen`.
#[pyfunction]
#[pyo3(signature = (variant, fen, movelist, chess960=false))]
fn gives_check(variant: &str, fen: &str, movelist: Vec<String>, chess960: bool) -> PyResult<bool> {
    Ok(replay(variant, fen, &movelist, chess960)?.is_check())
}

/// Whether `move` (UCI) captures, in the position after `movelist`.
#[pyfunction]
#[pyo3(signature = (variant, fen, movelist, r#move, chess960=false))]
fn is_capture(
    variant: &str,
    fen: &str,
    movelist: Vec<String>,
    r#move: &str,
    chess960: bool,
) -> PyResult<bool> {
    let p = replay(variant, fen, &movelist, chess960)?;
    let m = find(&p, r#move)?;
    Ok(p.is_capture(m))
}

/// The piece the last move of `movelist` captured, as its FEN letter in its own colour
/// (a promoted piece as the pawn it was), or `""`: what a bughouse server passes to the
/// partner's board.
#[pyfunction]
#[pyo3(signature = (variant, fen, movelist, chess960=false))]
fn piece_to_partner(
    variant: &str,
    fen: &str,
    movelist: Vec<String>,
    chess960: bool,
) -> PyResult<String> {
    let Some((last, before)) = movelist.split_last() else {
        return Ok(String::new());
    };
    let p = replay(variant, fen, before, chess960)?;
    let m = find(&p, last)?;
    // Outside hands (chess), the captured piece as it stands; else as it enters a hand.
    let piece = p.partner_receives(m).or_else(|| p.captured_piece(m));
    Ok(piece.map_or_else(String::new, |pc| {
        p.piece_symbol(pc).trim_start_matches('+').to_string()
    }))
}

/// The game's result for the side to move once it has no legal move (or a variant end
/// has come): `VALUE_MATE` won, `-VALUE_MATE` lost, `VALUE_DRAW` drawn.
#[pyfunction]
#[pyo3(signature = (variant, fen, movelist, chess960=false))]
fn game_result(variant: &str, fen: &str, movelist: Vec<String>, chess960: bool) -> PyResult<i32> {
    let g = replay_game(variant, fen, &movelist, chess960)?;
    Ok(match g.outcome() {
        Some(o) => value(o, g.turn()),
        None if g.is_check() => -VALUE_MATE,
        None => VALUE_DRAW,
    })
}

/// `(True, value)` when a rule of the variant (not mate or stalemate) has ended the game
/// after `movelist`, else `(False, 0)`.
#[pyfunction]
#[pyo3(signature = (variant, fen, movelist, chess960=false))]
fn is_immediate_game_end(
    variant: &str,
    fen: &str,
    movelist: Vec<String>,
    chess960: bool,
) -> PyResult<(bool, i32)> {
    let g = replay_game(variant, fen, &movelist, chess960)?;
    Ok(match g.outcome() {
        Some(o) if is_immediate(o.reason()) => (true, value(o, g.turn())),
        _ => (false, VALUE_DRAW),
    })
}

/// `(True, value)` when a player may end the game now (a repetition, the move rule, the
/// makruk count) or such a rule has ended it, else `(False, 0)`.
#[pyfunction]
#[pyo3(signature = (variant, fen, movelist, chess960=false, count_started=0))]
fn is_optional_game_end(
    variant: &str,
    fen: &str,
    movelist: Vec<String>,
    chess960: bool,
    count_started: i32,
) -> PyResult<(bool, i32)> {
    let _ = count_started;
    let g = replay_game(variant, fen, &movelist, chess960)?;
    if let Some(o) = g.outcome().filter(|o| is_optional(o.reason())) {
        return Ok((true, value(o, g.turn())));
    }
    Ok((g.claimable_draw().is_some(), VALUE_DRAW))
}

/// `(white, black)`: whether each side can never mate, whatever the other does
/// (Fairy-Stockfish's per-colour test: `Position::has_insufficient_material`).
#[pyfunction]
#[pyo3(signature = (variant, fen, movelist, chess960=false))]
fn has_insufficient_material(
    variant: &str,
    fen: &str,
    movelist: Vec<String>,
    chess960: bool,
) -> PyResult<(bool, bool)> {
    let p = replay(variant, fen, &movelist, chess960)?;
    Ok((
        p.has_insufficient_material(Color::White),
        p.has_insufficient_material(Color::Black),
    ))
}

/// pyffish's `validate_fen(fen, variant, chess960=False)`: `FEN_OK` (1) for a FEN
/// Fers reads, else the negative code of the field at fault.
#[pyfunction]
#[pyo3(signature = (fen, variant, chess960=false))]
fn validate_fen(fen: &str, variant: &str, chess960: bool) -> PyResult<i32> {
    if fen.trim().is_empty() {
        return Ok(0);
    }
    let v = self::variant(variant, chess960)?;
    Ok(match Position::from_fen(&v, fen, FenMode::Relaxed) {
        Ok(_) => 1,
        Err(e) => fen_code(&e),
    })
}

/// Fairy-Stockfish's validation code for the field a FEN error is about.
fn fen_code(e: &FenError) -> i32 {
    match e {
        FenError::TooLong { .. } | FenError::FieldCount { .. } => -11,
        FenError::UnknownPiece { .. } => -10,
        FenError::OppositeCheck(_) => -9,
        FenError::NotPromotable { .. } | FenError::UnpromotedPiece { .. } => -12,
        FenError::Pocket { .. } | FenError::Sfen(_) => -7,
        FenError::Turn(_) => -6,
        FenError::Castling { .. } => -5,
        FenError::EnPassant { .. } => -4,
        FenError::RoyalCount { .. } => -3,
        FenError::Clock { which, .. } if *which == "move number" => -1,
        FenError::Clock { which, .. } if which.starts_with("counting") => -14,
        FenError::Clock { .. } => -2,
        FenError::CheckCounters { .. } => -13,
        _ => -8,
    }
}

/// Adds `fers._native.ffish`: the functions and constants `fers.ffish` re-exports.
pub fn register(parent: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = parent.py();
    let m = PyModule::new(py, "ffish")?;
    m.add_function(wrap_pyfunction!(version, &m)?)?;
    m.add_function(wrap_pyfunction!(info, &m)?)?;
    m.add_function(wrap_pyfunction!(variants, &m)?)?;
    m.add_function(wrap_pyfunction!(set_option, &m)?)?;
    m.add_function(wrap_pyfunction!(load_variant_config, &m)?)?;
    m.add_function(wrap_pyfunction!(start_fen, &m)?)?;
    m.add_function(wrap_pyfunction!(two_boards, &m)?)?;
    m.add_function(wrap_pyfunction!(captures_to_hand, &m)?)?;
    m.add_function(wrap_pyfunction!(get_san, &m)?)?;
    m.add_function(wrap_pyfunction!(get_san_moves, &m)?)?;
    m.add_function(wrap_pyfunction!(legal_moves, &m)?)?;
    m.add_function(wrap_pyfunction!(get_fen, &m)?)?;
    m.add_function(wrap_pyfunction!(gives_check, &m)?)?;
    m.add_function(wrap_pyfunction!(is_capture, &m)?)?;
    m.add_function(wrap_pyfunction!(piece_to_partner, &m)?)?;
    m.add_function(wrap_pyfunction!(game_result, &m)?)?;
    m.add_function(wrap_pyfunction!(is_immediate_game_end, &m)?)?;
    m.add_function(wrap_pyfunction!(is_optional_game_end, &m)?)?;
    m.add_function(wrap_pyfunction!(has_insufficient_material, &m)?)?;
    m.add_function(wrap_pyfunction!(validate_fen, &m)?)?;
    m.add("VALUE_MATE", VALUE_MATE)?;
    m.add("VALUE_DRAW", VALUE_DRAW)?;
    for (i, (name, _)) in NOTATIONS.iter().enumerate() {
        m.add(*name, i)?;
    }
    for (name, code) in FEN_CODES {
        m.add(name, code)?;
    }
    m.add("error", py.get_type::<FfishError>())?;
    parent.add_submodule(&m)?;
    Ok(())
}
