//! `fers.Ruleset`: a compiled ruleset, from a bundled name, a TOML file or TOML text.

use crate::errors::{ffish_error, ruleset_error, variant_error};
use crate::registry;
use fers_rules::Variant;
use pyo3::prelude::*;

/// Where a ruleset came from: enough to load it again (for pickling a board).
#[derive(Clone)]
pub enum Origin {
    /// A bundled name, an alias or a file path.
    Named(String),
    /// TOML text and the name it was given.
    Toml { text: String, name: String },
}

/// A ruleset, compiled: `Ruleset("crazyhouse")`, `Ruleset.from_toml(text)`,
/// `Ruleset.from_file(path)`. Loading problems raise `fers.RulesetError` with the
/// first problem's `line`, `column`, `code` and `hint`.
#[pyclass(module = "fers", frozen)]
#[derive(Clone)]
pub struct Ruleset {
    pub variant: Variant,
    pub origin: Origin,
}

impl Ruleset {
    /// The ruleset `name` (bundled, alias, loaded ini section or path).
    pub fn named(name: &str) -> PyResult<Ruleset> {
        let variant = registry::variant(name, false).map_err(ffish_error)?;
        Ok(Ruleset {
            variant,
            origin: Origin::Named(name.to_string()),
        })
    }

    /// The ruleset of TOML `text`, called `name` in diagnostics.
    pub fn toml(py: Python<'_>, text: &str, name: &str) -> PyResult<Ruleset> {
        let ruleset = fers_standard::load_with_parents(text, name, None)
            .map_err(|e| ruleset_error(py, &e))?;
        let variant = Variant::new(ruleset).map_err(|e| variant_error(py, &e))?;
        Ok(Ruleset {
            variant,
            origin: Origin::Toml {
                text: text.to_string(),
                name: name.to_string(),
            },
        })
    }
}

#[pymethods]
impl Ruleset {
    /// The bundled ruleset `name` (or a Fairy-Stockfish name for one, a section loaded by
    /// `fers.ffish.load_variant_config`, or a TOML file's path).
    #[new]
    fn new(name: &str) -> PyResult<Ruleset> {
        Ruleset::named(name)
    }

    /// The ruleset written in TOML `text`; `name` is the file name diagnostics give.
    #[staticmethod]
    #[pyo3(signature = (text, name = "ruleset.toml"))]
    fn from_toml(py: Python<'_>, text: &str, name: &str) -> PyResult<Ruleset> {
        Ruleset::toml(py, text, name)
    }

    /// The ruleset in the TOML file at `path` (its `extends` read beside it).
    #[staticmethod]
    fn from_file(py: Python<'_>, path: &str) -> PyResult<Ruleset> {
        let text = fers_standard::read_ruleset_file(path.as_ref())
            .map_err(|e| ffish_error(format!("cannot read {path}: {e}")))?;
        let ruleset =
            fers_standard::load_with_parents(&text, path, std::path::Path::new(path).parent())
                .map_err(|e| ruleset_error(py, &e))?;
        let variant = Variant::new(ruleset).map_err(|e| variant_error(py, &e))?;
        Ok(Ruleset {
            variant,
            origin: Origin::Named(path.to_string()),
        })
    }

    /// The names of the bundled rulesets.
    #[staticmethod]
    fn bundled() -> Vec<&'static str> {
        fers_standard::bundled_names().collect()
    }

    /// The ruleset's name (`name = …` in its TOML).
    #[getter]
    fn name(&self) -> String {
        self.variant.ruleset().name.clone()
    }

    /// Its one-line description.
    #[getter]
    fn description(&self) -> String {
        self.variant.ruleset().description.clone()
    }

    /// The FEN of its start position.
    #[getter]
    fn start_fen(&self) -> String {
        self.variant.ruleset().start_fen.clone()
    }

    /// `(files, ranks)`.
    #[getter]
    fn size(&self) -> (u8, u8) {
        let shape = self.variant.shape();
        (shape.files(), shape.ranks())
    }

    /// The notation its players write (`"san"`, `"shogi-hodges"`, …).
    #[getter]
    fn notation(&self) -> &'static str {
        self.variant.ruleset().players.notation.name()
    }

    fn __repr__(&self) -> String {
        format!("Ruleset({:?})", self.variant.ruleset().name)
    }
}
