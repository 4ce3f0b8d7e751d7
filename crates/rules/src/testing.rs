//! What the unit tests of the crate share: a bundled ruleset loaded and compiled, and a
//! position of it from FEN.

use crate::families::Compiled;
use crate::kernel::State;
use crate::position::fen::{self, FenMode};
use crate::variant::compile;
use fers_geometry::{Bits, BoardShape, SquareSet};
use fers_movement::{Ruleset, Source, load};
use std::cell::Cell;
use std::sync::Arc;

/// The source of the bundled ruleset `name`, as `extends` resolves it.
fn source(name: &str) -> Option<Source> {
    let path = format!("{}/../../rulesets/{name}.toml", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).ok()?;
    Some(Source {
        name: format!("{name}.toml"),
        text,
    })
}

/// The bundled ruleset `name`, loaded.
pub(crate) fn ruleset(name: &str) -> Ruleset {
    let text = source(name).unwrap_or_else(|| panic!("no bundled ruleset {name}"));
    load(text, &source).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The bundled ruleset `name`, compiled for storage `B`.
pub(crate) fn compiled<B: Bits>(name: &str) -> Arc<Compiled<B>> {
    compile::<B>(ruleset(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The state of `fen` under `t`, read relaxed (test positions may hold impossible
/// checks).
pub(crate) fn state<B: Bits>(t: &Compiled<B>, fen: &str) -> State<B> {
    fen::parse(t, fen, FenMode::Relaxed).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The names of the squares of `set` on a board of `shape`, in square order.
pub(crate) fn square_names<B: Bits>(shape: BoardShape, set: SquareSet<B>) -> Vec<String> {
    set.iter()
        .map(|s| shape.square_name(s).to_string())
        .collect()
}

thread_local! {
    /// How many times this thread generated a position's legal moves.
    static GENERATIONS: Cell<u64> = const { Cell::new(0) };
}

/// Counts one generation of legal moves (called by `kernel::movegen::generate` in test
/// builds only), so that a test can tell work linear in the number of moves from work
/// quadratic in it without timing anything.
pub(crate) fn note_generation() {
    GENERATIONS.with(|g| g.set(g.get() + 1));
}

/// How many times this thread has generated legal moves so far.
pub(crate) fn generations() -> u64 {
    GENERATIONS.with(Cell::get)
}
