//! Work over many games at once, without the GIL, on Rust threads: `fers.pgn.check`
//! (every game of a PGN text) and `fers.check_games` (lists of UCI moves).

use crate::errors::ffish_error;
use crate::registry;
use fers_pgn::{PgnGame, ReadError, Reader, ReplayError, Variants, check_result};
use fers_rules::{FenMode, Game, Position, Variant};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use std::thread;

/// One game's verdict.
struct Verdict {
    index: usize,
    line: u64,
    plies: usize,
    error: Option<(String, String, Option<usize>)>,
}

impl Verdict {
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        d.set_item("game", self.index)?;
        d.set_item("line", self.line)?;
        d.set_item("ok", self.error.is_none())?;
        d.set_item("plies", self.plies)?;
        let (code, message, ply) = match &self.error {
            Some((c, m, p)) => (Some(c.clone()), Some(m.clone()), *p),
            None => (None, None, None),
        };
        d.set_item("code", code)?;
        d.set_item("message", message)?;
        d.set_item("ply", ply)?;
        Ok(d)
    }
}

/// How many threads: `threads`, else the machine's parallelism, at most one per item.
fn thread_count(threads: Option<usize>, items: usize) -> usize {
    let wanted = threads.unwrap_or_else(|| thread::available_parallelism().map_or(1, |n| n.get()));
    wanted.clamp(1, items.max(1))
}

/// `items` split into `n` runs of consecutive items, each mapped by `f` on its own
/// thread with a state of its own (`state()`: a cache of compiled rulesets, say); the
/// results in the items' order.
fn in_parallel<T: Sync, S, R: Send>(
    items: &[T],
    n: usize,
    state: impl Fn() -> S + Sync,
    f: impl Fn(&mut S, &T) -> R + Sync,
) -> Vec<R> {
    let chunk = items.len().div_ceil(n.max(1)).max(1);
    let (state, f) = (&state, &f);
    thread::scope(|s| {
        let handles: Vec<_> = items
            .chunks(chunk)
            .map(|run| {
                s.spawn(move || {
                    let mut own = state();
                    run.iter().map(|item| f(&mut own, item)).collect::<Vec<R>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_default())
            .collect()
    })
}

fn check_pgn_game(
    variants: &mut Variants,
    index: usize,
    item: &Result<PgnGame, String>,
) -> Verdict {
    let game = match item {
        Ok(g) => g,
        Err(message) => {
            return Verdict {
                index,
                line: 0,
                plies: 0,
                error: Some(("Syntax".into(), message.clone(), None)),
            };
        }
    };
    let mut verdict = Verdict {
        index,
        line: game.line,
        plies: 0,
        error: None,
    };
    match variants.replay(game) {
        Ok(played) => {
            verdict.plies = played.plies();
            if let Err(e) = check_result(game, &played) {
                verdict.error = Some((e.code().to_string(), e.to_string(), None));
            }
        }
        Err(ReplayError::IllegalMove { ply, error, .. }) => {
            verdict.plies = ply.saturating_sub(1);
            verdict.error = Some((error.code.name().to_string(), error.message, Some(ply)));
        }
        Err(e) => verdict.error = Some((e.code().to_string(), e.to_string(), None)),
    }
    verdict
}

/// Checks every game of the PGN `text` on `threads` threads (default: one per core),
/// without the GIL: each game's moves played in the ruleset its `Variant` tag names and
/// its result checked. Returns one dict per game: `game` (1-based), `line`, `ok`,
/// `plies` (played), `code`, `message` and `ply` (of the first illegal move) when not ok.
#[pyfunction]
#[pyo3(signature = (text, threads = None))]
fn check_pgn<'py>(
    py: Python<'py>,
    text: &str,
    threads: Option<usize>,
) -> PyResult<Vec<Bound<'py, PyDict>>> {
    let verdicts = py.detach(|| {
        let games: Vec<Result<PgnGame, String>> = Reader::new(text.as_bytes())
            .map(|item| {
                item.map_err(|e| match e {
                    ReadError::Syntax { error, .. } => format!(
                        "line {} column {}: {}: {}",
                        error.place.line,
                        error.place.column,
                        error.kind.code(),
                        error.kind
                    ),
                    other => other.to_string(),
                })
            })
            .collect();
        let indexed: Vec<(usize, Result<PgnGame, String>)> = games
            .into_iter()
            .enumerate()
            .map(|(i, g)| (i + 1, g))
            .collect();
        let n = thread_count(threads, indexed.len());
        in_parallel(&indexed, n, Variants::new, |variants, (i, g)| {
            check_pgn_game(variants, *i, g)
        })
    });
    verdicts.iter().map(|v| v.to_dict(py)).collect()
}

fn check_moves(start: &Position, index: usize, moves: &[String]) -> Verdict {
    let mut game = Game::new(start.clone());
    let mut verdict = Verdict {
        index,
        line: 0,
        plies: 0,
        error: None,
    };
    for (i, text) in moves.iter().enumerate() {
        match game.validate(text).and_then(|m| game.play(m)) {
            Ok(()) => verdict.plies += 1,
            Err(e) => {
                verdict.error = Some((e.code.name().to_string(), e.message, Some(i + 1)));
                break;
            }
        }
    }
    verdict
}

/// Plays each list of moves (UCI or SAN) of `games` from `fen` (default: the start) in
/// `ruleset`, on `threads` threads without the GIL. Returns one dict per game, as
/// `fers.pgn.check` does (`line` is 0).
#[pyfunction]
#[pyo3(signature = (ruleset, games, fen = None, threads = None))]
fn check_games<'py>(
    py: Python<'py>,
    ruleset: &str,
    games: Vec<Vec<String>>,
    fen: Option<&str>,
    threads: Option<usize>,
) -> PyResult<Vec<Bound<'py, PyDict>>> {
    let variant: Variant = registry::variant(ruleset, false).map_err(ffish_error)?;
    let start = match fen {
        None => variant.start_position(),
        Some(f) => Position::from_fen(&variant, f, FenMode::Relaxed)
            .map_err(|e| ffish_error(format!("invalid FEN '{f}': {e}")))?,
    };
    let verdicts = py.detach(|| {
        let indexed: Vec<(usize, &Vec<String>)> =
            games.iter().enumerate().map(|(i, g)| (i + 1, g)).collect();
        let n = thread_count(threads, indexed.len());
        in_parallel(
            &indexed,
            n,
            || (),
            |(), (i, moves)| check_moves(&start, *i, moves),
        )
    });
    verdicts.iter().map(|v| v.to_dict(py)).collect()
}

/// Adds the bulk functions to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(check_pgn, m)?)?;
    m.add_function(wrap_pyfunction!(check_games, m)?)?;
    Ok(())
}
