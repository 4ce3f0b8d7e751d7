//! `fers.Board`: a game in any ruleset, in python-chess's spirit: moves as UCI text,
//! `push_uci`/`push_san`/`pop`, `fen()`, `outcome()`, and `explain(move)` for the
//! reason a move is refused.

use crate::errors::{FenError, illegal};
use crate::ruleset::{Origin, Ruleset};
use fers_movement::Notation;
use fers_rules::{Color, FenMode, Game, Outcome as RustOutcome, Position};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyTuple;

/// How a game ended: `winner` (`"white"`, `"black"` or `None`), `result` (`"1-0"`,
/// `"0-1"`, `"1/2-1/2"`), `reason` (a stable code: `"checkmate"`, `"repetition"`,
/// `"check-limit"`, …) and `description` (`"third check"`).
#[pyclass(module = "fers", frozen, get_all)]
pub struct Outcome {
    pub winner: Option<&'static str>,
    pub result: &'static str,
    pub reason: &'static str,
    pub description: String,
}

#[pymethods]
impl Outcome {
    fn __repr__(&self) -> String {
        format!(
            "Outcome(result={:?}, winner={:?}, reason={:?})",
            self.result, self.winner, self.reason
        )
    }
}

fn outcome(o: RustOutcome) -> Outcome {
    Outcome {
        winner: o.winner().map(Color::name),
        result: o.score(),
        reason: o.reason().code(),
        description: o.reason().describe(),
    }
}

/// What `ruleset=` may be: a name or path, or a loaded `fers.Ruleset`.
#[derive(FromPyObject)]
pub enum RulesetArg {
    Loaded(Py<Ruleset>),
    Named(String),
}

/// A game of any ruleset: `fers.Board("crazyhouse")`, `fers.Board(ruleset, fen=...)`.
/// Moves are UCI text (`"e2e4"`, `"P@e4"`); `push_san` reads SAN.
#[pyclass(module = "fers")]
#[derive(Clone)]
pub struct Board {
    ruleset: Ruleset,
    start_fen: String,
    game: Game,
}

impl Board {
    fn position(&self) -> Position {
        self.game.position()
    }
}

#[pymethods]
impl Board {
    /// A game of `ruleset` (a bundled name, a TOML path or a `fers.Ruleset`; default
    /// standard chess) from `fen` (default: the ruleset's start). A FEN Fers cannot read
    /// raises `fers.FenError`.
    #[new]
    #[pyo3(signature = (ruleset = None, fen = None))]
    fn new(ruleset: Option<RulesetArg>, fen: Option<&str>) -> PyResult<Board> {
        let ruleset = match ruleset {
            None => Ruleset::named("standard")?,
            Some(RulesetArg::Loaded(r)) => r.get().clone(),
            Some(RulesetArg::Named(name)) => Ruleset::named(&name)?,
        };
        let position = match fen {
            None => ruleset.variant.start_position(),
            Some(f) => Position::from_fen_or_sfen(&ruleset.variant, f, FenMode::Strict)
                .map_err(|e| FenError::new_err(e.to_string()))?,
        };
        Ok(Board {
            start_fen: position.fen(),
            game: Game::new(position),
            ruleset,
        })
    }

    /// The ruleset being played.
    #[getter]
    fn ruleset(&self) -> Ruleset {
        self.ruleset.clone()
    }

    /// `"white"` or `"black"`: the side to move.
    #[getter]
    fn turn(&self) -> &'static str {
        self.game.turn().name()
    }

    /// The legal moves, as UCI text, in Fers's order.
    #[getter]
    fn legal_moves(&self) -> Vec<String> {
        let p = self.position();
        p.legal_moves().into_iter().map(|m| p.uci(m)).collect()
    }

    /// The moves played since the start FEN, as UCI text.
    #[getter]
    fn move_stack(&self) -> Vec<String> {
        self.game.ucis()
    }

    /// The FEN the game started from.
    #[getter]
    fn starting_fen(&self) -> String {
        self.start_fen.clone()
    }

    /// Plays the move `uci` (UCI text). An illegal or unreadable move raises
    /// `fers.IllegalMoveError` (`code`, `message`) and leaves the board unchanged.
    fn push_uci(&mut self, py: Python<'_>, uci: &str) -> PyResult<()> {
        let m = self
            .position()
            .parse_uci(uci)
            .map_err(|e| illegal(py, &e))?;
        self.game.play(m).map_err(|e| illegal(py, &e))
    }

    /// Plays the move `san` (SAN, or any of the ruleset's notations) and returns it as
    /// UCI text.
    fn push_san(&mut self, py: Python<'_>, san: &str) -> PyResult<String> {
        let p = self.position();
        let m = p
            .parse_san(san)
            .or_else(|e| {
                p.read_move(san, p.ruleset().players.notation)
                    .map_err(|_| e)
            })
            .map_err(|e| illegal(py, &e))?;
        let uci = p.uci(m);
        self.game.play(m).map_err(|e| illegal(py, &e))?;
        Ok(uci)
    }

    /// Plays `move` written in UCI or SAN; returns it as UCI text.
    fn push(&mut self, py: Python<'_>, r#move: &str) -> PyResult<String> {
        let m = self.game.validate(r#move).map_err(|e| illegal(py, &e))?;
        let uci = self.game.uci(m);
        self.game.play(m).map_err(|e| illegal(py, &e))?;
        Ok(uci)
    }

    /// Takes back the last move and returns it (UCI); `IndexError` if none was played.
    fn pop(&mut self) -> PyResult<String> {
        let Some(m) = self.game.undo() else {
            return Err(pyo3::exceptions::PyIndexError::new_err(
                "pop from empty move stack",
            ));
        };
        // Written in the position it was played from, the one the game is back in.
        Ok(self.game.position().uci(m))
    }

    /// The FEN of the position.
    fn fen(&self) -> String {
        self.game.fen()
    }

    /// The SFEN of the position (shogi-style rulesets).
    fn sfen(&self) -> String {
        self.position().sfen()
    }

    /// Whether the side to move is in check.
    fn is_check(&self) -> bool {
        self.game.is_check()
    }

    /// Whether the side to move is checkmated.
    fn is_checkmate(&self) -> bool {
        self.position().is_checkmate()
    }

    /// Whether the side to move is stalemated.
    fn is_stalemate(&self) -> bool {
        self.position().is_stalemate()
    }

    /// Whether neither side can ever mate (a dead position by material, which ends the
    /// game where the ruleset draws it).
    fn is_insufficient_material(&self) -> bool {
        self.position().is_insufficient_material()
    }

    /// Whether `color` (`"white"` or `"black"`) can never mate, whatever the other side
    /// does: python-chess's `has_insufficient_material(color)`, pyffish's per-side answer.
    fn has_insufficient_material(&self, color: &str) -> PyResult<bool> {
        let color: Color = color
            .parse()
            .map_err(|e| PyValueError::new_err(format!("{e}")))?;
        Ok(self.position().has_insufficient_material(color))
    }

    /// Whether the game has ended (by any rule of the ruleset).
    fn is_game_over(&self) -> bool {
        self.game.outcome().is_some()
    }

    /// How the game ended, or `None` while it goes on.
    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome().map(outcome)
    }

    /// A draw the side to move may claim now (`"repetition-claimable"`,
    /// `"move-rule-claimable"`), or `None`.
    fn claimable_draw(&self) -> Option<&'static str> {
        self.game.claimable_draw().map(|r| r.code())
    }

    /// `None` if `move` (UCI or SAN) is legal here, else `(code, sentence)`: why Fers
    /// refuses it (`("WouldExposeKing", "…")`).
    fn explain(&self, r#move: &str) -> Option<(&'static str, String)> {
        self.game
            .validate(r#move)
            .err()
            .map(|e| (e.code.name(), e.message))
    }

    /// The legal move `move` (UCI) written in SAN.
    fn san(&self, py: Python<'_>, r#move: &str) -> PyResult<String> {
        self.write(py, r#move, "san")
    }

    /// The legal move `move` (UCI) written in `notation` (`"san"`, `"lan"`,
    /// `"shogi-hodges"`, `"xiangqi-wxf"`, …).
    fn write(&self, py: Python<'_>, r#move: &str, notation: &str) -> PyResult<String> {
        let n: Notation = notation
            .parse()
            .map_err(|e| PyValueError::new_err(format!("{e}")))?;
        let p = self.position();
        let m = p.parse_uci(r#move).map_err(|e| illegal(py, &e))?;
        Ok(p.write_move(m, n))
    }

    /// The number of move paths `depth` plies deep (perft), computed without the GIL.
    fn perft(&self, py: Python<'_>, depth: u32) -> PyResult<u64> {
        if depth > fers_rules::MAX_PERFT_DEPTH {
            return Err(PyValueError::new_err(format!(
                "depth {depth} is above the limit of {}",
                fers_rules::MAX_PERFT_DEPTH
            )));
        }
        let p = self.position();
        Ok(py.detach(move || p.perft(depth)))
    }

    /// Perft per legal move: `[(uci, count)]`, computed without the GIL.
    fn divide(&self, py: Python<'_>, depth: u32) -> PyResult<Vec<(String, u64)>> {
        if depth == 0 || depth > fers_rules::MAX_PERFT_DEPTH {
            return Err(PyValueError::new_err(format!(
                "depth must be 1 to {}",
                fers_rules::MAX_PERFT_DEPTH
            )));
        }
        let p = self.position();
        let rows = py.detach(|| p.divide(depth));
        Ok(rows.into_iter().map(|(m, n)| (p.uci(m), n)).collect())
    }

    /// An independent copy of the board and its move stack.
    fn copy(&self) -> Board {
        self.clone()
    }

    fn __copy__(&self) -> Board {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Board {
        self.clone()
    }

    /// Pickling: the ruleset's origin, the start FEN and the moves.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let py = slf.py();
        let b = slf.borrow();
        let (kind, text, name) = match &b.ruleset.origin {
            Origin::Named(n) => ("named", n.clone(), String::new()),
            Origin::Toml { text, name } => ("toml", text.clone(), name.clone()),
        };
        let restore = py.import("fers")?.getattr("_restore_board")?;
        let args = (kind, text, name, b.start_fen.clone(), b.game.ucis());
        (restore, args).into_pyobject(py)
    }

    /// The board as text, as `fers play` draws it.
    fn __str__(&self) -> String {
        self.position().render()
    }

    fn __repr__(&self) -> String {
        format!(
            "Board({:?}, fen={:?})",
            self.ruleset.variant.ruleset().name,
            self.game.fen()
        )
    }
}

/// Rebuilds a pickled board: `fers._restore_board` calls this.
#[pyfunction]
pub fn restore_board(
    py: Python<'_>,
    kind: &str,
    text: &str,
    name: &str,
    fen: &str,
    moves: Vec<String>,
) -> PyResult<Board> {
    let ruleset = if kind == "toml" {
        Ruleset::toml(py, text, name)?
    } else {
        Ruleset::named(text)?
    };
    let ruleset = Py::new(py, ruleset)?;
    let mut board = Board::new(Some(RulesetArg::Loaded(ruleset)), Some(fen))?;
    for m in &moves {
        board.push_uci(py, m)?;
    }
    Ok(board)
}
