//! The exceptions `fers` raises: each carries what Fers's typed error says (a refusal's
//! code, a diagnostic's line and column) as attributes.

use fers_movement::RulesetError as RustRulesetError;
use fers_rules::IllegalMove;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;

pyo3::create_exception!(
    _native,
    FfishError,
    PyValueError,
    "pyffish's `error`: a variant, FEN or option Fers cannot use (a ValueError)."
);
pyo3::create_exception!(
    _native,
    IllegalMoveError,
    PyValueError,
    "A move refused: `code` (`WouldExposeKing`…) and `message` (the sentence)."
);
pyo3::create_exception!(
    _native,
    RulesetError,
    PyValueError,
    "A ruleset with problems: `line`, `column`, `code`, `hint` of the first, and \
     `diagnostics` (every problem, as dicts)."
);
pyo3::create_exception!(
    _native,
    FenError,
    PyValueError,
    "A FEN Fers cannot read: the message names the field at fault."
);

/// pyffish's `error` with `message`.
pub fn ffish_error(message: impl Into<String>) -> PyErr {
    FfishError::new_err(message.into())
}

/// `IllegalMoveError` for a refusal, with its `code` and `message`.
pub fn illegal(py: Python<'_>, e: &IllegalMove) -> PyErr {
    let err = IllegalMoveError::new_err(format!("{}: {}", e.code.name(), e.message));
    let value = err.value(py);
    // Setting attributes on a fresh exception instance cannot fail in practice; if it
    // did, the exception still carries the sentence.
    let _ = value.setattr("code", e.code.name());
    let _ = value.setattr("message", e.message.clone());
    err
}

/// `RulesetError` for a loader's problems: the first one's place on the exception, all
/// of them in `diagnostics`.
pub fn ruleset_error(py: Python<'_>, e: &RustRulesetError) -> PyErr {
    let err = RulesetError::new_err(e.to_string());
    let value = err.value(py);
    let mut all = Vec::new();
    for d in &e.diagnostics {
        let dict = PyDict::new(py);
        let _ = dict.set_item("code", d.code.name());
        let _ = dict.set_item("message", d.message.clone());
        let _ = dict.set_item("file", d.file.clone());
        let _ = dict.set_item("line", d.line);
        let _ = dict.set_item("column", d.column);
        let _ = dict.set_item("hint", d.hint.clone());
        all.push(dict);
    }
    let first = e.diagnostics.first();
    let _ = value.setattr("line", first.map(|d| d.line));
    let _ = value.setattr("column", first.map(|d| d.column));
    let _ = value.setattr("code", first.map(|d| d.code.name()));
    let _ = value.setattr("hint", first.and_then(|d| d.hint.clone()));
    let _ = value.setattr("diagnostics", all);
    err
}

/// `RulesetError` for a ruleset that loads but does not compile (its start position is
/// invalid, its board too large): no line and column, the sentence says why.
pub fn variant_error(py: Python<'_>, e: &fers_rules::VariantError) -> PyErr {
    let err = RulesetError::new_err(e.to_string());
    let value = err.value(py);
    let none: Option<usize> = None;
    let _ = value.setattr("line", none);
    let _ = value.setattr("column", none);
    let _ = value.setattr("code", none);
    let _ = value.setattr("hint", none);
    let _ = value.setattr("diagnostics", Vec::<usize>::new());
    err
}

/// Adds the exception types to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("IllegalMoveError", py.get_type::<IllegalMoveError>())?;
    m.add("RulesetError", py.get_type::<RulesetError>())?;
    m.add("FenError", py.get_type::<FenError>())?;
    m.add("FfishError", py.get_type::<FfishError>())?;
    Ok(())
}
