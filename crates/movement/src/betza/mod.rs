//! Betza notation: the compact piece-movement shorthand of chess-variant literature
//! (`N` knight, `fmWfceFifmnD` pawn), parsed into checked [`Component`]s.
//!
//! The supported subset follows Fairy-Stockfish's reading of the notation (which agrees
//! with XBoard's extended Betza notation for everything supported here); `docs/betza.md`
//! is the reference for variant authors. In short, a description is a sequence of
//! *components*, each made of lowercase modifiers followed by one uppercase atom:
//!
//! * atoms `W F D N A H C Z G` (leaps, all symmetric images), `K` (= `WF`), and the
//!   riders `R` (= `WW`), `B` (= `FF`), `Q` (= `RB`);
//! * a doubled atom (`NN`) is an unlimited rider, a number after an atom (`W4`, `R4`, `N2`)
//!   a rider with at most that many steps (1 to 255);
//! * `m` move only, `c` capture only, `e` may capture en passant (and capture normally:
//!   `feF` = `fceF`, `fmeF` moves or captures), `i` only from the initial region, `n` lame
//!   (straight, knight- or zebra-shaped leaps only), `g` grasshopper and `p` cannon hops;
//! * directions `f b l r v s` and the pairs `ff fs fl fr rf lf vv ss fh …`, see
//!   [`parse_betza`].
//!
//! Offsets are from white's point of view: `rank > 0` is forward, `file > 0` is right.
//!
//! Everything is checked: an unknown letter, a modifier with no atom after it, a bad
//! range, a misplaced `n` or a direction that selects no move is a [`BetzaError`] naming
//! the 1-based character column where it happens. The parser never panics.

//!
//! The text goes through three steps, one module each, and can be printed back:
//!
//! | Step | Module | Does |
//! |------|--------|------|
//! | text → syntax tree | `syntax` | letters, direction pairs, ranges; [`parse_syntax`] |
//! | tree → components | `lower` | what modifiers mean together; directions via `directions` |
//! | components → text | `print` | [`write_betza`], the inverse of [`parse_betza`] |
//!
//! The atoms (`W`, `N`, ...) come from the one atom table, `crate::atom`, that the
//! structured form's names (`"wazir"`, `"knight"`) use too.
//!
//! ```
//! use fers_movement::betza::{parse_betza, write_betza};
//! let pawn = parse_betza("fmWfceFifmnD").unwrap();
//! assert_eq!(pawn.len(), 3);
//! assert_eq!(write_betza(&pawn).as_deref(), Some("fmWfceFifmnD"));
//! ```

mod directions;
mod error;
mod lower;
mod print;
mod syntax;
#[cfg(test)]
mod tests;

pub use error::BetzaError;
pub use print::write_betza;
pub use syntax::{AtomSyntax, Modifier, ModifierKind, Suffix, parse_syntax};

use crate::component::Component;

/// Parses Betza notation into movement components (white's point of view, rank > 0 = forward).
///
/// Each uppercase atom ends one component; the lowercase modifiers written before it apply
/// to it alone, so `fmWfceFifmnD` (the FIDE pawn) gives three components: `fmW`, `fceF`
/// and `ifmnD`. The components come back in the order written.
///
/// Directions follow Fairy-Stockfish. A single letter is read as its doubled form (`f` =
/// `ff`). For an oblique atom such as `N`, `ff` is the two narrow forward moves (so `fN`
/// is the shogi knight), `fs` the two wide forward ones, `fh` all four forward ones, `v`
/// the four narrow moves, `s` the four wide ones; a mixed pair picks one move, `fr` the
/// forward-right move that is longest to the right, `rf` the right-forward move that is
/// longest forward. For orthogonal atoms (`W D H R`) a mixed pair is a union (`fsW` =
/// forward and sideways). Separate direction groups are a union (`lrW` = `sW`). `K` and
/// `Q` apply their directions to their orthogonal and diagonal parts separately, so they
/// always equal `WF` and `RB`.
///
/// When any component has `en_passant`, every component that is `initial`, move-only and
/// either lame or a slide gets `sets_en_passant` (the pawn's double step).
pub fn parse_betza(text: &str) -> Result<Vec<Component>, BetzaError> {
    // Lowering each atom in turn before reporting a later syntax error keeps errors in
    // text order: `nCX` is a lame camel (column 1), not an unknown `X` (column 3).
    let (atoms, syntax_error) = syntax::parse(text);
    let mut components = atoms
        .iter()
        .map(|atom| lower::component(text, atom))
        .collect::<Result<Vec<_>, _>>()?;
    if let Some(e) = syntax_error {
        return Err(e);
    }
    lower::mark_en_passant_setters(&mut components);
    Ok(components)
}
