//! Fers for Python: the extension module `fers._native`, wrapped by the `fers` package
//! in `python/fers` (`fers.Board`, `fers.Ruleset`, `fers.ffish`, `fers.pgn`).
//!
//! Built with maturin (`pip install ./crates/python`); its tests are the pytest suite
//! in `tests/`. `unsafe` is denied rather than forbidden: PyO3's macros expand to the
//! FFI glue they need, which they allow locally; this crate writes none itself.
#![deny(unsafe_code)]

mod board;
mod bulk;
mod errors;
mod ffish;
mod registry;
mod ruleset;

use pyo3::prelude::*;

/// The native half of the `fers` package.
#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add_class::<ruleset::Ruleset>()?;
    m.add_class::<board::Board>()?;
    m.add_class::<board::Outcome>()?;
    m.add_function(wrap_pyfunction!(board::restore_board, m)?)?;
    errors::register(m)?;
    bulk::register(m)?;
    ffish::register(m)?;
    Ok(())
}
