//! Counting material when the game ends by passes or a full board (`[rules.counting]`,
//! janggi's points, flipello's discs): white wins when its points exceed black's and
//! black's bonus; equal points win for black, or draw under `equal = "draw"`.

use crate::families::Compiled;
use crate::kernel::State;
use crate::outcome::{EndReason, Outcome};
use fers_geometry::Bits;
use fers_movement::Color;

/// An end by passes: drawn, or with `[rules.counting]` won by white when its points
/// exceed black's and black's bonus, else by black.
pub(crate) fn scored<B: Bits>(t: &Compiled<B>, s: &State<B>, reason: EndReason) -> Outcome {
    let Some(c) = &t.ruleset.rules.counting else {
        return Outcome::Draw { reason };
    };
    let points = |color: Color| -> u64 {
        c.values
            .iter()
            .enumerate()
            .map(|(k, &v)| u64::from(v) * u64::from((s.by_kind[k] & s.by_color[color]).count()))
            .sum()
    };
    let white = points(Color::White);
    let black = points(Color::Black) + u64::from(c.black_bonus);
    if c.draw_when_equal && white == black {
        return Outcome::Draw { reason };
    }
    Outcome::Decisive {
        winner: if white > black {
            Color::White
        } else {
            Color::Black
        },
        reason,
    }
}
