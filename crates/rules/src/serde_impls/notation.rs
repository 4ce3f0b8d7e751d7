//! `Serialize` and `Deserialize` for parsed move text, [`UciMove`] and [`SanMove`]: the
//! text and the board it was read for, `{"text":"e7e8q","shape":{"files":8,"ranks":8}}`.
//!
//! Reading parses the text again for that board, so a value read is always one that
//! [`UciMove::parse`] or [`SanMove::parse`] could have made; text that does not parse
//! is an error naming the problem. `shape` may be left out for the 8×8 board, and is
//! not written for castling in SAN (`O-O`), which names no square.

use crate::notation::{SanMove, UciMove};
use fers_geometry::BoardShape;
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The form both are written in.
#[derive(Serialize, Deserialize)]
struct MoveText {
    text: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    shape: Option<BoardShape>,
}

/// Parses `text.text` with `parse` on its board (8×8 when none is given), or says why
/// it cannot.
fn parse_text<'de, T, E: std::fmt::Display, D: Deserializer<'de>>(
    d: D,
    parse: fn(BoardShape, &str) -> Result<T, E>,
) -> Result<T, D::Error> {
    let MoveText { text, shape } = MoveText::deserialize(d)?;
    parse(shape.unwrap_or(BoardShape::STANDARD), &text).map_err(|e| {
        D::Error::custom(format_args!(
            "`{}`: {e}",
            fers_movement::escape_control(&text)
        ))
    })
}

/// The UCI text and its board.
///
/// ```
/// use fers_rules::{BoardShape, UciMove};
/// let m = UciMove::parse(BoardShape::STANDARD, "e7e8q").unwrap();
/// let json = serde_json::to_string(&m).unwrap();
/// assert_eq!(json, r#"{"text":"e7e8q","shape":{"files":8,"ranks":8}}"#);
/// assert_eq!(serde_json::from_str::<UciMove>(&json).unwrap(), m);
/// // The board may be left out for 8×8; text that is not UCI is refused.
/// assert_eq!(serde_json::from_str::<UciMove>(r#"{"text":"e7e8q"}"#).unwrap(), m);
/// let err = serde_json::from_str::<UciMove>(r#"{"text":"e2e9"}"#).unwrap_err();
/// assert!(err.to_string().starts_with("`e2e9`: expected a square of this board at byte 2"));
/// ```
impl Serialize for UciMove {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        MoveText {
            text: self.to_string(),
            shape: Some(self.shape),
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for UciMove {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<UciMove, D::Error> {
        parse_text(d, UciMove::parse)
    }
}

/// The SAN text as [`SanMove`] prints it, and its board.
///
/// ```
/// use fers_rules::{BoardShape, SanMove};
/// let big = BoardShape::new(10, 10).unwrap();
/// let m = SanMove::parse(big, "Nbxj10+").unwrap();
/// let json = serde_json::to_string(&m).unwrap();
/// assert_eq!(json, r#"{"text":"Nbxj10","shape":{"files":10,"ranks":10}}"#);
/// assert_eq!(serde_json::from_str::<SanMove>(&json).unwrap(), m);
/// let castle = SanMove::parse(big, "O-O-O").unwrap();
/// assert_eq!(serde_json::to_string(&castle).unwrap(), r#"{"text":"O-O-O"}"#);
/// ```
impl Serialize for SanMove {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let shape = match self {
            SanMove::Drop { shape, .. } | SanMove::Normal { shape, .. } => Some(*shape),
            SanMove::Castle(_) => None,
        };
        MoveText {
            text: self.to_string(),
            shape,
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for SanMove {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<SanMove, D::Error> {
        parse_text(d, SanMove::parse)
    }
}

#[cfg(test)]
mod tests {
    use crate::typed::{Position, compile};
    use crate::{BoardShape, SanMove, UciMove, load_ruleset};

    /// Every legal move of a few positions, in both notations, reads back equal.
    #[test]
    fn every_move_of_a_position_round_trips() {
        for (ruleset, fen) in [
            (
                "standard",
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            ),
            ("standard", "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1"),
        ] {
            let text = std::fs::read_to_string(format!(
                "{}/../../rulesets/{ruleset}.toml",
                env!("CARGO_MANIFEST_DIR")
            ))
            .unwrap();
            let tables = compile::<u64>(load_ruleset(&text, "r.toml", &|_| None).unwrap()).unwrap();
            let pos = Position::from_fen(&tables, fen, crate::FenMode::Strict).unwrap();
            let shape: BoardShape = pos.shape();
            for m in pos.legal_moves() {
                let uci = UciMove::parse(shape, &pos.uci(m)).unwrap();
                let json = serde_json::to_string(&uci).unwrap();
                assert_eq!(
                    serde_json::from_str::<UciMove>(&json).unwrap(),
                    uci,
                    "{json}"
                );
                let san = SanMove::parse(shape, &pos.san(m)).unwrap();
                let json = serde_json::to_string(&san).unwrap();
                assert_eq!(
                    serde_json::from_str::<SanMove>(&json).unwrap(),
                    san,
                    "{json}"
                );
            }
        }
    }

    #[test]
    fn text_that_does_not_parse_is_refused_with_its_reason() {
        let err = serde_json::from_str::<SanMove>(r#"{"text":""}"#).unwrap_err();
        assert!(err.to_string().starts_with("``: no move given"), "{err}");
        let err =
            serde_json::from_str::<UciMove>(r#"{"text":"a1a9","shape":{"files":8,"ranks":8}}"#)
                .unwrap_err();
        assert!(
            err.to_string().starts_with("`a1a9`: expected a square"),
            "{err}"
        );
        let err =
            serde_json::from_str::<UciMove>(r#"{"text":"a1a2","shape":{"files":0,"ranks":8}}"#)
                .unwrap_err();
        assert!(err.to_string().contains("1 to 16 files"), "{err}");
        let err = serde_json::from_str::<UciMove>("\"\\u001b[31me2e4\"").unwrap_err();
        assert!(err.to_string().contains("invalid type"), "{err}");
    }
}
