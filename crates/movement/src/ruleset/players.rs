//! How a game's players write its moves and name its sides: `[notation]`.

use crate::notation::Notation;
use crate::{ByColor, Color};

/// The notation a game's players write its moves in, and the names of its sides
/// (`[notation]`): shogi's players write `P-7f` and call the sides Sente and Gote.
///
/// ```
/// use fers_movement::{Color, Notation, Players};
/// let chess = Players::default();
/// assert_eq!(chess.notation, Notation::San);
/// assert_eq!(chess.side(Color::Black), "Black");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Players {
    /// The notation moves are written in for the game's players (`fers play`'s history
    /// and its board's coordinates): `default` of `[notation]`, else SAN.
    pub notation: Notation,
    /// Each side's name as its players say it (`sides`; default "White" and "Black").
    pub sides: ByColor<String>,
}

impl Players {
    /// The name of `color`'s side (`Sente`).
    pub fn side(&self, color: Color) -> &str {
        &self.sides[color]
    }
}

impl Default for Players {
    fn default() -> Players {
        Players {
            notation: Notation::San,
            sides: ByColor::new_with(|c| {
                let name = c.name();
                name[..1].to_uppercase() + &name[1..]
            }),
        }
    }
}
