//! `Serialize` and `Deserialize` for the sides and castling sides (the `serde` feature):
//! unit variants by their Rust names (`"White"`, `"King"`), as `#[derive]` writes them;
//! for [`Kind`], as its index; and for [`BoardFieldError`], by its variants' and
//! fields' names.
//! The impls are derived on private mirrors of the types (serde's `remote`), so that the
//! types' own files stay as they are.

use crate::board_field::BoardFieldError;
use crate::{CastlingSide, Color, Kind};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

#[derive(Serialize, Deserialize)]
#[serde(remote = "Color", rename = "Color")]
enum ColorDef {
    White,
    Black,
}

#[derive(Serialize, Deserialize)]
#[serde(remote = "CastlingSide", rename = "CastlingSide")]
enum CastlingSideDef {
    King,
    Queen,
}

/// The variant's name: `"White"` or `"Black"`.
///
/// ```
/// use fers_movement::Color;
/// assert_eq!(serde_json::to_string(&Color::Black).unwrap(), r#""Black""#);
/// assert_eq!(serde_json::from_str::<Color>(r#""White""#).unwrap(), Color::White);
/// assert!(serde_json::from_str::<Color>(r#""white""#).is_err());
/// ```
impl Serialize for Color {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        ColorDef::serialize(self, s)
    }
}

impl<'de> Deserialize<'de> for Color {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
        ColorDef::deserialize(d)
    }
}

/// The variant's name: `"King"` or `"Queen"`.
///
/// ```
/// use fers_movement::CastlingSide;
/// assert_eq!(serde_json::to_string(&CastlingSide::Queen).unwrap(), r#""Queen""#);
/// ```
impl Serialize for CastlingSide {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        CastlingSideDef::serialize(self, s)
    }
}

impl<'de> Deserialize<'de> for CastlingSide {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<CastlingSide, D::Error> {
        CastlingSideDef::deserialize(d)
    }
}

/// The index, a plain number (`3`): a kind means something only with its ruleset.
///
/// ```
/// use fers_movement::Kind;
/// assert_eq!(serde_json::to_string(&Kind(3)).unwrap(), "3");
/// assert_eq!(serde_json::from_str::<Kind>("5").unwrap(), Kind(5));
/// ```
impl Serialize for Kind {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(s)
    }
}

impl<'de> Deserialize<'de> for Kind {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Kind, D::Error> {
        u8::deserialize(d).map(Kind)
    }
}

#[derive(Serialize, Deserialize)]
#[serde(remote = "BoardFieldError", rename = "BoardFieldError")]
enum BoardFieldErrorDef {
    RankCount {
        found: usize,
        expected: usize,
    },
    RankWidth {
        rank: usize,
        row: std::ops::Range<usize>,
        offset: usize,
        found: usize,
        expected: usize,
    },
    UnknownLetter {
        letter: char,
        rank: usize,
        offset: usize,
    },
    NotPromotable {
        letter: char,
        rank: usize,
        offset: usize,
    },
}

/// The variant's name and its fields (a rank's bytes as `{"start":…,"end":…}`).
///
/// ```
/// use fers_movement::board_field::BoardFieldError;
/// let e = BoardFieldError::UnknownLetter { letter: 'x', rank: 1, offset: 6 };
/// let json = serde_json::to_string(&e).unwrap();
/// assert_eq!(json, r#"{"UnknownLetter":{"letter":"x","rank":1,"offset":6}}"#);
/// assert_eq!(serde_json::from_str::<BoardFieldError>(&json).unwrap(), e);
/// ```
impl Serialize for BoardFieldError {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        BoardFieldErrorDef::serialize(self, s)
    }
}

impl<'de> Deserialize<'de> for BoardFieldError {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<BoardFieldError, D::Error> {
        BoardFieldErrorDef::deserialize(d)
    }
}

#[cfg(test)]
mod tests {
    use crate::{CastlingSide, Color};

    #[test]
    fn colors_and_castling_sides_round_trip_by_name() {
        for (color, json) in [(Color::White, "\"White\""), (Color::Black, "\"Black\"")] {
            assert_eq!(serde_json::to_string(&color).unwrap(), json);
            assert_eq!(serde_json::from_str::<Color>(json).unwrap(), color);
        }
        for (side, json) in [
            (CastlingSide::King, "\"King\""),
            (CastlingSide::Queen, "\"Queen\""),
        ] {
            assert_eq!(serde_json::to_string(&side).unwrap(), json);
            assert_eq!(serde_json::from_str::<CastlingSide>(json).unwrap(), side);
        }
    }

    #[test]
    fn unknown_names_are_errors() {
        for bad in ["\"Red\"", "0", "null", "\"\""] {
            assert!(serde_json::from_str::<Color>(bad).is_err(), "{bad}");
            assert!(serde_json::from_str::<CastlingSide>(bad).is_err(), "{bad}");
        }
    }
}
