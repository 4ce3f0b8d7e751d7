//! [`UciMove`]: a move as UCI writes it, read and printed without a position.

use super::ParseMoveError;
use fers_geometry::{BoardShape, Square};
use fers_movement::board_field::PROMOTED_PREFIX;
use std::fmt;

/// The UCI suffix of a demotion: a shogi-promoted piece turning back into the kind it is
/// the promoted form of (kyoto shogi's `a1a2-`, as Fairy-Stockfish writes it).
pub(crate) const DEMOTION_SUFFIX: char = '-';

/// A move as written in UCI, before it is matched against a position: two squares of a
/// board and an optional promotion letter, or a drop (`N@f3`: a letter, `@` and a
/// square; `from` and `to` are then both that square). A drop of a piece as its promoted
/// kind (`+P@c3`, kyoto shogi) has `promotion` `+`. A move whose second part places
/// a wall (`[rules.walls]`) is written as Fairy-Stockfish writes it: the move, a comma,
/// the destination again and the wall's square (`e2e4,e4e6`: the pawn to e4, the duck to
/// e6).
///
/// ```
/// use fers_rules::{BoardShape, UciMove};
/// let u = UciMove::parse(BoardShape::STANDARD, "e7e8Q").unwrap();
/// assert_eq!(u.promotion, Some('q'));
/// assert_eq!(u.to_string(), "e7e8q");
/// assert_eq!(UciMove::parse(BoardShape::STANDARD, &u.to_string()), Ok(u));
/// let d = UciMove::parse(BoardShape::STANDARD, "P@e4").unwrap();
/// assert_eq!((d.drop, d.to_string().as_str()), (Some('p'), "P@e4"));
/// let w = UciMove::parse(BoardShape::STANDARD, "e2e4,e4e6").unwrap();
/// assert_eq!(w.wall.map(|sq| BoardShape::STANDARD.square_name(sq).to_string()).as_deref(), Some("e6"));
/// assert_eq!(w.to_string(), "e2e4,e4e6");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UciMove {
    /// Start square.
    pub from: Square,
    /// Destination square.
    pub to: Square,
    /// Promotion letter, lowercase, `+` for a shogi-style promotion (`c5c6+`: the piece
    /// becomes its promoted form) or `-` for a demotion (`a1a2-`: a promoted piece turns
    /// back). On a drop, `+`: the piece is dropped as its promoted kind (`+P@c3`).
    pub promotion: Option<char>,
    /// For a drop, the letter of the piece dropped, lowercase (written uppercase).
    pub drop: Option<char>,
    /// The square of the wall the move places (the duck's new square), if it places one.
    pub wall: Option<Square>,
    /// Under gating, a second letter after `promotion`: the piece gated by a move that
    /// also promotes (`c6c4ff`, as Fairy-Stockfish writes it). A gate alone is written
    /// with one letter, read into `promotion` (`b1c3h`): the position tells them apart.
    pub gate: Option<char>,
    /// The board the squares belong to (for printing their names).
    pub shape: BoardShape,
}

impl UciMove {
    /// The move of a piece from `from` to `to`, with `promotion`'s suffix if any: no drop,
    /// wall or gate.
    pub(crate) fn step(
        shape: BoardShape,
        from: Square,
        to: Square,
        promotion: Option<char>,
    ) -> UciMove {
        UciMove {
            from,
            to,
            promotion,
            drop: None,
            wall: None,
            gate: None,
            shape,
        }
    }

    /// Reads UCI text for a board of `shape`.
    ///
    /// Square names are lowercase, as UCI writes them: an uppercase letter starts SAN
    /// (`B6b7` is a bishop from the sixth rank, not the square b6). The promotion letter
    /// may be of either case and is kept lowercase; `+` is a shogi-style promotion. A
    /// wall follows a comma, after the move's destination written again (`e2e4,e4e6`).
    ///
    /// # Errors
    /// A [`ParseMoveError`] with the byte offset of the problem, if the text is not two
    /// squares of this board and an optional letter (then perhaps a wall).
    pub fn parse(shape: BoardShape, text: &str) -> Result<UciMove, ParseMoveError> {
        if let Some(comma) = text.find(',') {
            let mut u = UciMove::parse(shape, &text[..comma])?;
            let wall = &text[comma + 1..];
            let at = comma + 1;
            let (to, a) = match shape.parse_square_prefix(wall) {
                Some((to, a))
                    if to == u.to && wall.starts_with(|c: char| c.is_ascii_lowercase()) =>
                {
                    (to, a)
                }
                _ => return Err(ParseMoveError::ExpectedSquare { at }),
            };
            let _ = to;
            let rest = &wall[a..];
            let (sq, b) = shape
                .parse_square_prefix(rest)
                .filter(|_| rest.starts_with(|c: char| c.is_ascii_lowercase()))
                .ok_or(ParseMoveError::ExpectedSquare { at: at + a })?;
            if a + b != wall.len() {
                return Err(ParseMoveError::Trailing { at: at + a + b });
            }
            u.wall = Some(sq);
            return Ok(u);
        }
        if text.is_empty() {
            return Err(ParseMoveError::Empty);
        }
        let square_at = |at: usize| {
            let rest = &text[at..];
            if !rest.starts_with(|c: char| c.is_ascii_lowercase()) {
                return Err(ParseMoveError::ExpectedSquare { at });
            }
            shape
                .parse_square_prefix(rest)
                .ok_or(ParseMoveError::ExpectedSquare { at })
        };
        // A drop as the promoted kind: `+P@c3`.
        let promoted = text.starts_with(PROMOTED_PREFIX);
        let start = usize::from(promoted);
        let mut chars = text[start..].chars();
        if let (Some(letter), Some('@')) = (chars.next(), chars.next())
            && letter.is_ascii_alphabetic()
        {
            let (to, len) = square_at(start + 2)?;
            if start + 2 + len != text.len() {
                return Err(ParseMoveError::Trailing {
                    at: start + 2 + len,
                });
            }
            return Ok(UciMove {
                from: to,
                to,
                promotion: promoted.then_some(PROMOTED_PREFIX),
                drop: Some(letter.to_ascii_lowercase()),
                wall: None,
                gate: None,
                shape,
            });
        }
        let (from, a) = square_at(0)?;
        let (to, b) = square_at(a)?;
        let at = a + b;
        let mut rest = text[at..].chars();
        let suffix =
            |c: char| c.is_ascii_alphabetic() || c == PROMOTED_PREFIX || c == DEMOTION_SUFFIX;
        let (promotion, gate) = match (rest.next(), rest.next(), rest.next()) {
            (None, ..) => (None, None),
            (Some(c), None, _) if suffix(c) => (Some(c.to_ascii_lowercase()), None),
            (Some(_), None, _) => return Err(ParseMoveError::BadPromotion { at }),
            // A promotion and a gate (`c6c4ff`).
            (Some(c), Some(g), None) if suffix(c) && g.is_ascii_alphabetic() => {
                (Some(c.to_ascii_lowercase()), Some(g.to_ascii_lowercase()))
            }
            (Some(c), Some(_), _) => {
                return Err(ParseMoveError::Trailing {
                    at: at + c.len_utf8(),
                });
            }
        };
        Ok(UciMove {
            from,
            to,
            promotion,
            drop: None,
            wall: None,
            gate,
            shape,
        })
    }
}

impl fmt::Display for UciMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(letter) = self.drop {
            if let Some(c) = self.promotion {
                write!(f, "{c}")?;
            }
            return write!(
                f,
                "{}@{}",
                letter.to_ascii_uppercase(),
                self.shape.square_name(self.to)
            );
        }
        write!(
            f,
            "{}{}",
            self.shape.square_name(self.from),
            self.shape.square_name(self.to)
        )?;
        if let Some(c) = self.promotion {
            write!(f, "{c}")?;
        }
        if let Some(g) = self.gate {
            write!(f, "{g}")?;
        }
        if let Some(wall) = self.wall {
            let (to, wall) = (
                self.shape.square_name(self.to),
                self.shape.square_name(wall),
            );
            write!(f, ",{to}{wall}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_on_every_board_size() {
        for (files, ranks) in [(8, 8), (10, 10), (16, 16), (3, 12)] {
            let shape = BoardShape::new(files, ranks).unwrap();
            for from in shape.squares() {
                for (to, promotion) in [
                    (Square(0), None),
                    (from, Some('q')),
                    (from, Some('+')),
                    (from, Some('-')),
                ] {
                    let u = UciMove::step(shape, from, to, promotion);
                    assert_eq!(UciMove::parse(shape, &u.to_string()), Ok(u), "{u}");
                    let d = UciMove {
                        from,
                        to: from,
                        promotion: None,
                        drop: Some('n'),
                        wall: None,
                        gate: None,
                        shape,
                    };
                    assert_eq!(UciMove::parse(shape, &d.to_string()), Ok(d), "{d}");
                    let promoted = UciMove {
                        promotion: Some('+'),
                        ..d
                    };
                    assert_eq!(
                        UciMove::parse(shape, &promoted.to_string()),
                        Ok(promoted),
                        "{promoted}"
                    );
                    let gated = UciMove {
                        promotion: Some('f'),
                        gate: Some('h'),
                        ..u
                    };
                    assert_eq!(
                        UciMove::parse(shape, &gated.to_string()),
                        Ok(gated),
                        "{gated}"
                    );
                }
            }
        }
    }

    #[test]
    fn errors_say_where() {
        let s = BoardShape::STANDARD;
        assert_eq!(UciMove::parse(s, ""), Err(ParseMoveError::Empty));
        assert_eq!(
            UciMove::parse(s, "E2e4"),
            Err(ParseMoveError::ExpectedSquare { at: 0 })
        );
        assert_eq!(
            UciMove::parse(s, "e2i4"),
            Err(ParseMoveError::ExpectedSquare { at: 2 })
        );
        assert_eq!(
            UciMove::parse(s, "e7e8="),
            Err(ParseMoveError::BadPromotion { at: 4 })
        );
        assert_eq!(
            UciMove::parse(s, "e7e8q1"),
            Err(ParseMoveError::Trailing { at: 5 })
        );
        assert_eq!(UciMove::parse(s, "e7e8qqq").unwrap_err().at(), 5);
        // Two letters are a promotion and a gate (`c6c4ff`); the position judges them.
        assert_eq!(UciMove::parse(s, "e7e8qh").map(|u| u.gate), Ok(Some('h')));
        assert_eq!(
            UciMove::parse(s, "N@i4"),
            Err(ParseMoveError::ExpectedSquare { at: 2 })
        );
        assert_eq!(
            UciMove::parse(s, "N@e4q"),
            Err(ParseMoveError::Trailing { at: 4 })
        );
        // A wall: after the comma, the destination again, then the wall's square.
        assert_eq!(
            UciMove::parse(s, "e2e4,e5e6"),
            Err(ParseMoveError::ExpectedSquare { at: 5 })
        );
        assert_eq!(
            UciMove::parse(s, "e2e4,e4"),
            Err(ParseMoveError::ExpectedSquare { at: 7 })
        );
        assert_eq!(
            UciMove::parse(s, "e2e4,e4e6x"),
            Err(ParseMoveError::Trailing { at: 9 })
        );
        assert_eq!(
            UciMove::parse(s, "e2e4=,e4e6"),
            Err(ParseMoveError::BadPromotion { at: 4 })
        );
    }
}
