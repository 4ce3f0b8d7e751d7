//! Royal pieces facing each other: two royal pieces of opposite sides on one file or
//! rank with nothing between (janggi's bikjang, `facing-royals-end`).

use crate::state::State;
use crate::tables::Tables;
use fers_geometry::{Bits, Square};
use fers_movement::Color;

/// Whether a white and a black royal piece stand on one file or rank with every square
/// between them empty.
pub(crate) fn royals_face<B: Bits>(t: &Tables<B>, s: &State<B>) -> bool {
    let royals = s.royals(t);
    let occupied = s.occupied();
    let white = royals & s.by_color[Color::White];
    let black = royals & s.by_color[Color::Black];
    white.iter().any(|w| {
        black
            .iter()
            .any(|b| on_one_line(t, w, b) && !t.shape.between::<B>(w, b).intersects(occupied))
    })
}

/// Whether `a` and `b` share a file or a rank.
fn on_one_line<B: Bits>(t: &Tables<B>, a: Square, b: Square) -> bool {
    t.shape.file_of(a) == t.shape.file_of(b) || t.shape.rank_of(a) == t.shape.rank_of(b)
}
