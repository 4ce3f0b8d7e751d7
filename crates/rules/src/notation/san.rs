//! [`SanMove`]: a move as SAN writes it, read and printed without a position.

use super::ParseMoveError;
use fers_geometry::{BoardShape, File, Rank, Square};
use fers_movement::CastlingSide;
use std::fmt;

/// A move as written in SAN, before it is matched against a position.
///
/// ```
/// use fers_rules::{BoardShape, SanMove};
/// let s = SanMove::parse(BoardShape::STANDARD, "exd8=Q+").unwrap();
/// assert_eq!(s.to_string(), "exd8=Q");
/// assert_eq!(SanMove::parse(BoardShape::STANDARD, &s.to_string()), Ok(s));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SanMove {
    /// `O-O` or `O-O-O`.
    Castle(CastlingSide),
    /// A drop from hand, `N@f3` (a pawn's is `P@e4`).
    Drop {
        /// The piece's letter as written (uppercase): its SAN letter, or for pieces
        /// written without one its FEN letter.
        piece: char,
        /// Where it is dropped.
        to: Square,
        /// The board the square belongs to (for printing its name).
        shape: BoardShape,
    },
    /// A piece move.
    Normal {
        /// SAN piece letter, `None` for pieces written without one.
        piece: Option<char>,
        /// Disambiguating file.
        file: Option<u8>,
        /// Disambiguating rank.
        rank: Option<u8>,
        /// Whether `x` was written.
        capture: bool,
        /// Destination.
        to: Square,
        /// Promotion letter (uppercase).
        promotion: Option<char>,
        /// The board the squares belong to (for printing their names).
        shape: BoardShape,
    },
}

impl SanMove {
    /// Reads SAN text for a board of `shape`, leniently: `0-0`, `e8Q` (no `=`), `:` for
    /// `x`, a `-` before the destination, and any trailing `+`, `#`, `!` or `?`, which are
    /// not kept.
    ///
    /// # Errors
    /// A [`ParseMoveError`] with the byte offset of the problem.
    pub fn parse(shape: BoardShape, text: &str) -> Result<SanMove, ParseMoveError> {
        if text.is_empty() {
            return Err(ParseMoveError::Empty);
        }
        let t = text.trim_end_matches(['+', '#', '!', '?']);
        match t {
            "O-O" | "0-0" => return Ok(SanMove::Castle(CastlingSide::King)),
            "O-O-O" | "0-0-0" => return Ok(SanMove::Castle(CastlingSide::Queen)),
            _ => {}
        }
        if let Some((letter, square)) = t.split_once('@') {
            let mut cs = letter.chars();
            let piece = match (cs.next(), cs.next()) {
                (Some(c), None) if c.is_ascii_uppercase() => c,
                _ => return Err(ParseMoveError::ExpectedSquare { at: 0 }),
            };
            let at = letter.len() + 1;
            return match shape.parse_square_prefix(square) {
                Some((to, len)) if len == square.len() => Ok(SanMove::Drop { piece, to, shape }),
                Some((_, len)) => Err(ParseMoveError::Trailing { at: at + len }),
                None => Err(ParseMoveError::ExpectedSquare { at }),
            };
        }
        let (body, promotion) = match t.split_once('=') {
            Some((b, p)) => {
                let mut cs = p.chars();
                match (cs.next(), cs.next()) {
                    (Some(c), None) if c.is_ascii_alphabetic() => (b, Some(c.to_ascii_uppercase())),
                    _ => return Err(ParseMoveError::BadPromotion { at: b.len() + 1 }),
                }
            }
            None => match t.chars().last() {
                Some(c)
                    if c.is_ascii_uppercase()
                        && t.len() > 2
                        && t[..t.len() - 1].ends_with(|d: char| d.is_ascii_digit()) =>
                {
                    (&t[..t.len() - 1], Some(c))
                }
                _ => (t, None),
            },
        };
        let (piece, start) = match body.chars().next() {
            Some(c) if c.is_ascii_uppercase() => (Some(c), 1),
            _ => (None, 0),
        };
        let rest = &body[start..];
        // The destination is the last square in the text.
        let mut dest = None;
        for i in (0..rest.len()).rev() {
            if rest.is_char_boundary(i)
                && let Some((sq, len)) = shape.parse_square_prefix(&rest[i..])
                && i + len == rest.len()
            {
                dest = Some((i, sq));
                break;
            }
        }
        let (i, to) = dest.ok_or(ParseMoveError::ExpectedSquare { at: start })?;
        let mut prefix = &rest[..i];
        let capture = prefix.ends_with('x') || prefix.ends_with(':');
        if capture || prefix.ends_with('-') {
            prefix = &prefix[..prefix.len() - 1];
        }
        let mut file = None;
        let mut rank = None;
        let mut at = start;
        if let Some(c) = prefix.chars().next()
            && c.is_ascii_lowercase()
        {
            let f = shape
                .parse_file(c)
                .ok_or(ParseMoveError::BadDisambiguation { at })?;
            file = Some(f.0);
            prefix = &prefix[1..];
            at += 1;
        }
        if !prefix.is_empty() {
            let r = shape
                .parse_rank(prefix)
                .ok_or(ParseMoveError::BadDisambiguation { at })?;
            rank = Some(r.0);
        }
        Ok(SanMove::Normal {
            piece,
            file,
            rank,
            capture,
            to,
            promotion,
            shape,
        })
    }
}

impl fmt::Display for SanMove {
    /// The move as SAN without check marks: what [`SanMove::parse`] reads back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SanMove::Castle(side) => f.write_str(side.san()),
            SanMove::Drop { piece, to, shape } => write!(f, "{piece}@{}", shape.square_name(to)),
            SanMove::Normal {
                piece,
                file,
                rank,
                capture,
                to,
                promotion,
                shape,
            } => {
                if let Some(p) = piece {
                    write!(f, "{p}")?;
                }
                if let Some(file) = file {
                    write!(f, "{}", File(file))?;
                }
                if let Some(rank) = rank {
                    write!(f, "{}", Rank(rank))?;
                }
                if capture {
                    f.write_str("x")?;
                }
                write!(f, "{}", shape.square_name(to))?;
                if let Some(p) = promotion {
                    write!(f, "={p}")?;
                }
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        let shape = BoardShape::new(10, 12).unwrap();
        for text in [
            "O-O", "O-O-O", "e4", "exd5", "Nf3", "Nbd2", "N1d2", "Qa1b2", "Rj12j1", "b11=Q",
            "axb12=N", "Kxa10", "3b2", "Aa10xb11", "P@a10", "N@j12",
        ] {
            let parsed = SanMove::parse(shape, text).unwrap();
            assert_eq!(parsed.to_string(), text);
            assert_eq!(SanMove::parse(shape, &parsed.to_string()), Ok(parsed));
        }
        // Lenient forms print in the canonical one.
        for (text, canonical) in [
            ("0-0", "O-O"),
            ("e8Q", "e8=Q"),
            ("Ng1:f3+", "Ng1xf3"),
            ("Nf3!?", "Nf3"),
        ] {
            assert_eq!(SanMove::parse(shape, text).unwrap().to_string(), canonical);
        }
    }

    #[test]
    fn errors_say_where() {
        let s = BoardShape::STANDARD;
        assert_eq!(SanMove::parse(s, ""), Err(ParseMoveError::Empty));
        assert_eq!(
            SanMove::parse(s, "Nz"),
            Err(ParseMoveError::ExpectedSquare { at: 1 })
        );
        assert_eq!(
            SanMove::parse(s, "e8=QQ"),
            Err(ParseMoveError::BadPromotion { at: 3 })
        );
        assert_eq!(
            SanMove::parse(s, "Nz1f3"),
            Err(ParseMoveError::BadDisambiguation { at: 1 })
        );
        assert_eq!(
            SanMove::parse(s, "N@z3"),
            Err(ParseMoveError::ExpectedSquare { at: 2 })
        );
        assert_eq!(
            SanMove::parse(s, "n@e3"),
            Err(ParseMoveError::ExpectedSquare { at: 0 })
        );
        assert_eq!(
            SanMove::parse(s, "Na9f3"),
            Err(ParseMoveError::BadDisambiguation { at: 2 })
        );
    }
}
