//! `Serialize` and `Deserialize` for the errors of reading text: [`FenError`] and
//! [`ParseMoveError`], written as `#[derive]` would write them (variants by their Rust
//! names, fields by theirs), so that a program can report them as data and match on them
//! again after reading them back.
//!
//! The text fields of a [`FenError`] read back are escaped as the parser escapes what it
//! quotes ([`escape_control`]), so that a value read from an untrusted source is as safe
//! to print as one the parser made.

use crate::notation::ParseMoveError;
use crate::position::fen::FenError;
use fers_movement::board_field::BoardFieldError;
use fers_movement::{Color, escape_control};
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

#[derive(Serialize, Deserialize)]
#[serde(remote = "ParseMoveError", rename = "ParseMoveError")]
enum ParseMoveErrorDef {
    Empty,
    ExpectedSquare { at: usize },
    BadPromotion { at: usize },
    BadDisambiguation { at: usize },
    Trailing { at: usize },
}

/// A text field read back, with control characters escaped.
fn escaped<'de, D: Deserializer<'de>>(d: D) -> Result<String, D::Error> {
    let text = String::deserialize(d)?;
    Ok(escape_control(&text).into_owned())
}

/// The name of a clock in [`FenError::Clock`]. (An alias, so that serde's derive does not
/// take the field for text borrowed from the input, which it cannot be for `'static`.)
type ClockName = &'static str;

/// The clock a [`FenError::Clock`] names: one of the two the parser names.
fn clock_name<'de, D: Deserializer<'de>>(d: D) -> Result<ClockName, D::Error> {
    const CLOCKS: [&str; 2] = ["half-move clock", "move number"];
    let name = String::deserialize(d)?;
    CLOCKS
        .into_iter()
        .find(|c| *c == name)
        .ok_or_else(|| D::Error::unknown_variant(&escape_control(&name), &CLOCKS))
}

#[derive(Serialize, Deserialize)]
#[serde(remote = "FenError", rename = "FenError")]
enum FenErrorDef {
    TooLong {
        length: usize,
    },
    FieldCount {
        found: usize,
    },
    RankCount {
        found: usize,
        expected: usize,
    },
    RankWidth {
        rank: usize,
        found: usize,
        expected: usize,
    },
    UnknownPiece {
        letter: char,
        rank: usize,
    },
    NotPromotable {
        letter: char,
        rank: usize,
    },
    Board(BoardFieldError),
    Pocket {
        #[serde(deserialize_with = "escaped")]
        field: String,
        #[serde(deserialize_with = "escaped")]
        reason: String,
    },
    Sfen(#[serde(deserialize_with = "escaped")] String),
    Turn(#[serde(deserialize_with = "escaped")] String),
    Castling {
        #[serde(deserialize_with = "escaped")]
        field: String,
        #[serde(deserialize_with = "escaped")]
        reason: String,
    },
    EnPassant {
        #[serde(deserialize_with = "escaped")]
        field: String,
        #[serde(deserialize_with = "escaped")]
        reason: String,
    },
    Clock {
        #[serde(deserialize_with = "clock_name")]
        which: ClockName,
        #[serde(deserialize_with = "escaped")]
        text: String,
    },
    CheckCounters {
        #[serde(deserialize_with = "escaped")]
        field: String,
        #[serde(deserialize_with = "escaped")]
        reason: String,
    },
    RoyalCount {
        color: Color,
        count: u32,
        expected: u32,
        #[serde(deserialize_with = "escaped")]
        name: String,
    },
    OppositeCheck(Color),
    TooManyCheckers(u32),
    ImpossibleCheck(#[serde(deserialize_with = "escaped")] String),
    TooMuchMaterial(#[serde(deserialize_with = "escaped")] String),
    UnpromotedPiece {
        #[serde(deserialize_with = "escaped")]
        name: String,
        #[serde(deserialize_with = "escaped")]
        square: String,
    },
    Hole {
        #[serde(deserialize_with = "escaped")]
        square: String,
        marked: bool,
    },
}

through_mirror!(
    /// The variant's name, with the byte offset where there is one.
    ///
    /// ```
    /// use fers_rules::ParseMoveError;
    /// let e = ParseMoveError::Trailing { at: 4 };
    /// let json = serde_json::to_string(&e).unwrap();
    /// assert_eq!(json, r#"{"Trailing":{"at":4}}"#);
    /// assert_eq!(serde_json::from_str::<ParseMoveError>(&json).unwrap(), e);
    /// assert_eq!(serde_json::to_string(&ParseMoveError::Empty).unwrap(), r#""Empty""#);
    /// ```
    ParseMoveError,
    ParseMoveErrorDef
);

through_mirror!(
    /// The variant's name and its fields; a board-field problem as its own variant inside
    /// `Board`.
    ///
    /// ```
    /// use fers_rules::{load_ruleset, FenError, FenMode};
    /// use fers_rules::typed::{compile, Position};
    /// let text = include_str!("../../../../rulesets/standard.toml");
    /// let tables = compile::<u64>(load_ruleset(text, "standard.toml", &|_| None).unwrap()).unwrap();
    /// let err = Position::from_fen(&tables, "8/8/8/8/8/8/8/K6k x - - 0 1", FenMode::Strict)
    ///     .unwrap_err();
    /// let json = serde_json::to_string(&err).unwrap();
    /// assert_eq!(json, r#"{"Turn":"x"}"#);
    /// assert_eq!(serde_json::from_str::<FenError>(&json).unwrap(), err);
    /// ```
    FenError,
    FenErrorDef
);

#[cfg(test)]
mod tests {
    use crate::typed::{Position, compile};
    use crate::{FenError, FenMode, load_ruleset};

    fn standard() -> std::sync::Arc<crate::typed::Compiled<u64>> {
        let text = include_str!("../../../../rulesets/standard.toml");
        compile::<u64>(load_ruleset(text, "standard.toml", &|_| None).unwrap()).unwrap()
    }

    /// The errors of malformed FENs, each of another variant, read back equal.
    #[test]
    fn fen_errors_round_trip() {
        let tables = standard();
        let bad = [
            "8/8/8/8/8/8/8/K6k w - - 0 1 x",
            "8/8/8/8/8/8/K6k w - - 0 1",
            "8/8/8/8/8/8/8/K6k9 w - - 0 1",
            "8/8/8/8/8/8/8/K5xk w - - 0 1",
            "8/8/8/8/8/8/8/K6k w Z - 0 1",
            "8/8/8/8/8/8/8/K6k w - e9 0 1",
            "8/8/8/8/8/8/8/K6k w - - x 1",
            "8/8/8/8/8/8/8/K6k w - - 0 -1",
            "8/8/8/8/8/8/8/KK5k w - - 0 1",
            "k6R/8/8/8/8/8/8/K7 w - - 0 1",
            "P7/8/8/8/8/8/8/K6k w - - 0 1",
        ];
        let mut variants = std::collections::BTreeSet::new();
        for fen in bad {
            let err = (Position::from_fen(&tables, fen, FenMode::Strict).err())
                .unwrap_or_else(|| panic!("{fen} is accepted"));
            let json = serde_json::to_string(&err).unwrap();
            assert_eq!(
                serde_json::from_str::<FenError>(&json).unwrap(),
                err,
                "{json}"
            );
            variants.insert(json.split('"').nth(1).unwrap().to_string());
        }
        assert!(variants.len() >= 8, "{variants:?}");
    }

    #[test]
    fn text_read_back_is_escaped_and_clock_names_are_checked() {
        let err: FenError = serde_json::from_str(r#"{"Turn":"\u001b[2J"}"#).unwrap();
        assert_eq!(err, FenError::Turn("\\u{1b}[2J".into()));
        let clock = r#"{"Clock":{"which":"half-move clock","text":"x"}}"#;
        assert!(serde_json::from_str::<FenError>(clock).is_ok());
        let clock = r#"{"Clock":{"which":"sundial","text":"x"}}"#;
        let err = serde_json::from_str::<FenError>(clock).unwrap_err();
        assert!(
            err.to_string().contains("unknown variant `sundial`"),
            "{err}"
        );
    }
}
