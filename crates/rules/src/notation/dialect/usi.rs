//! USI, the shogi engines' protocol coordinates: a square is its file counted from the
//! right (`9` on the left of a 9-file board) and its rank as a letter from the top
//! (`a`); a move is two squares and `+` if it promotes (`8h2b+`), a drop the piece's
//! letter, `*` and the square (`P*5e`). USI is UCI with other square names: it is
//! written from, and read into, a [`UciMove`].

use crate::notation::{ParseMoveError, UciMove};
use fers_geometry::{BoardShape, Square};
use std::fmt::Write as _;

/// The USI name of `sq`.
pub(crate) fn square_name(shape: BoardShape, sq: Square) -> String {
    let file = shape.files() - shape.file_of(sq).0;
    let rank = char::from(b'a'.wrapping_add(shape.ranks() - 1 - shape.rank_of(sq).0));
    format!("{file}{rank}")
}

/// The move `u` in USI.
pub(crate) fn write(u: UciMove) -> String {
    let shape = u.shape;
    let mut out = String::new();
    if let Some(letter) = u.drop {
        if let Some(c) = u.promotion {
            out.push(c);
        }
        let _ = write!(
            out,
            "{}*{}",
            letter.to_ascii_uppercase(),
            square_name(shape, u.to)
        );
        return out;
    }
    out.push_str(&square_name(shape, u.from));
    out.push_str(&square_name(shape, u.to));
    out.extend(u.promotion);
    out.extend(u.gate);
    if let Some(wall) = u.wall {
        let _ = write!(
            out,
            ",{}{}",
            square_name(shape, u.to),
            square_name(shape, wall)
        );
    }
    out
}

/// A USI square at the start of `text`, with its length: the file's digits, then the
/// rank's letter.
fn square_prefix(shape: BoardShape, text: &str) -> Option<(Square, usize)> {
    let digits = text.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 || digits > 2 {
        return None;
    }
    let file: u8 = text[..digits].parse().ok()?;
    let rank = *text.as_bytes().get(digits)?;
    if !rank.is_ascii_lowercase() || file == 0 || file > shape.files() {
        return None;
    }
    let r = shape.ranks().checked_sub(1 + (rank - b'a'))?;
    let sq = shape.square(i32::from(shape.files() - file), i32::from(r))?;
    Some((sq, digits + 1))
}

/// Reads a USI move for a board of `shape` (`7g7f`, `8h2b+`, `P*5e`).
///
/// # Errors
/// A [`ParseMoveError`] with the byte offset of the problem.
pub(crate) fn parse(shape: BoardShape, text: &str) -> Result<UciMove, ParseMoveError> {
    if text.is_empty() {
        return Err(ParseMoveError::Empty);
    }
    let promoted = text.starts_with('+');
    let start = usize::from(promoted);
    let mut chars = text[start..].chars();
    if let (Some(letter), Some('*')) = (chars.next(), chars.next())
        && letter.is_ascii_alphabetic()
    {
        let at = start + 2;
        let (to, len) =
            square_prefix(shape, &text[at..]).ok_or(ParseMoveError::ExpectedSquare { at })?;
        if at + len != text.len() {
            return Err(ParseMoveError::Trailing { at: at + len });
        }
        return Ok(UciMove {
            from: to,
            to,
            promotion: promoted.then_some('+'),
            drop: Some(letter.to_ascii_lowercase()),
            wall: None,
            gate: None,
            shape,
        });
    }
    let (from, a) = square_prefix(shape, text).ok_or(ParseMoveError::ExpectedSquare { at: 0 })?;
    let (to, b) =
        square_prefix(shape, &text[a..]).ok_or(ParseMoveError::ExpectedSquare { at: a })?;
    let at = a + b;
    let mut rest = text[at..].chars();
    let promotion = match (rest.next(), rest.next()) {
        (None, _) => None,
        (Some(c), None) if c == '+' || c == '-' || c.is_ascii_alphabetic() => {
            Some(c.to_ascii_lowercase())
        }
        (Some(_), None) => return Err(ParseMoveError::BadPromotion { at }),
        (Some(c), Some(_)) => {
            return Err(ParseMoveError::Trailing {
                at: at + c.len_utf8(),
            });
        }
    };
    Ok(UciMove::step(shape, from, to, promotion))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_and_refuses() {
        let shape = BoardShape::new(9, 9).unwrap();
        for text in ["7g7f", "8h2b+", "P*5e", "1a9i", "+P*1a"] {
            let u = parse(shape, text).unwrap();
            assert_eq!(write(u), text);
        }
        // 7g is UCI's c3.
        let u = parse(shape, "7g7f").unwrap();
        assert_eq!(u.to_string(), "c3c4");
        assert_eq!(parse(shape, ""), Err(ParseMoveError::Empty));
        assert_eq!(
            parse(shape, "0a1a"),
            Err(ParseMoveError::ExpectedSquare { at: 0 })
        );
        assert_eq!(
            parse(shape, "7j7f"),
            Err(ParseMoveError::ExpectedSquare { at: 0 })
        );
        assert_eq!(
            parse(shape, "7g7"),
            Err(ParseMoveError::ExpectedSquare { at: 2 })
        );
        assert_eq!(
            parse(shape, "7g7f++"),
            Err(ParseMoveError::Trailing { at: 5 })
        );
        assert_eq!(
            parse(shape, "P*"),
            Err(ParseMoveError::ExpectedSquare { at: 2 })
        );
        assert_eq!(
            parse(shape, "P*5e5"),
            Err(ParseMoveError::Trailing { at: 4 })
        );
        assert_eq!(
            parse(shape, "7g7f*"),
            Err(ParseMoveError::BadPromotion { at: 4 })
        );
        assert!(parse(shape, "é").is_err());
    }
}
