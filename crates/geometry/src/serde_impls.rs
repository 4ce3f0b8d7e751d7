//! `Serialize` and `Deserialize` for the board's values (the `serde` feature).
//!
//! A square does not know its board, so every value is written as the numbers it holds,
//! never as a name that only a [`BoardShape`] could read back:
//!
//! | type | form | example (JSON) |
//! |------|------|----------------|
//! | [`Square`] | its index, `0..=255` | `28` |
//! | [`File`], [`Rank`] | their index, `0..=15` | `4` |
//! | [`BoardShape`] | `files` and `ranks`, each `1..=16` | `{"files":8,"ranks":8}` |
//! | [`SquareSet`] | its squares' indices, lowest first | `[4,60]` |
//!
//! Reading checks every value: an index out of range, a board dimension outside
//! `1..=16` or a square that does not fit the set's storage is an error of the
//! deserializer, never a panic.

use crate::{Bits, BoardShape, File, MAX_FILES, MAX_RANKS, Rank, Square, SquareSet};
use serde::de::{self, Deserialize, Deserializer, SeqAccess, Unexpected, Visitor};
use serde::ser::{Serialize, SerializeSeq, SerializeStruct, Serializer};
use std::fmt;
use std::marker::PhantomData;

/// Reads an integer in `0..=max` and nothing else, whatever integer type the format
/// offers.
struct Index {
    max: u8,
    what: &'static str,
}

impl Visitor<'_> for Index {
    type Value = u8;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} from 0 to {}", self.what, self.max)
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<u8, E> {
        match u8::try_from(v) {
            Ok(i) if i <= self.max => Ok(i),
            _ => Err(E::invalid_value(Unexpected::Unsigned(v), &self)),
        }
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<u8, E> {
        match u64::try_from(v) {
            Ok(u) => self.visit_u64(u),
            Err(_) => Err(E::invalid_value(Unexpected::Signed(v), &self)),
        }
    }
}

fn index<'de, D: Deserializer<'de>>(d: D, max: u8, what: &'static str) -> Result<u8, D::Error> {
    d.deserialize_u8(Index { max, what })
}

/// The square's index (`28` for `e4` on 8×8); any index `0..=255` reads back, since a
/// board of up to 16×16 may have that square.
///
/// ```
/// use fers_geometry::Square;
/// assert_eq!(serde_json::to_string(&Square(28)).unwrap(), "28");
/// assert_eq!(serde_json::from_str::<Square>("255").unwrap(), Square(255));
/// assert!(serde_json::from_str::<Square>("256").is_err());
/// assert!(serde_json::from_str::<Square>("-1").is_err());
/// ```
impl Serialize for Square {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(self.0)
    }
}

impl<'de> Deserialize<'de> for Square {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Square, D::Error> {
        index(d, u8::MAX, "a square index").map(Square)
    }
}

/// The file's index, `0` for `a` to `15` for `p`.
///
/// ```
/// use fers_geometry::File;
/// assert_eq!(serde_json::to_string(&File(4)).unwrap(), "4");
/// assert_eq!(serde_json::from_str::<File>("15").unwrap(), File(15));
/// assert!(serde_json::from_str::<File>("16").is_err());
/// ```
impl Serialize for File {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(self.0)
    }
}

impl<'de> Deserialize<'de> for File {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<File, D::Error> {
        index(d, MAX_FILES - 1, "a file index").map(File)
    }
}

/// The rank's index, `0` for rank 1 to `15` for rank 16.
///
/// ```
/// use fers_geometry::Rank;
/// assert_eq!(serde_json::to_string(&Rank(3)).unwrap(), "3");
/// assert!(serde_json::from_str::<Rank>("16").is_err());
/// ```
impl Serialize for Rank {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(self.0)
    }
}

impl<'de> Deserialize<'de> for Rank {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Rank, D::Error> {
        index(d, MAX_RANKS - 1, "a rank index").map(Rank)
    }
}

/// `files` and `ranks`; reading checks them as [`BoardShape::new`] does.
///
/// ```
/// use fers_geometry::BoardShape;
/// let json = serde_json::to_string(&BoardShape::STANDARD).unwrap();
/// assert_eq!(json, r#"{"files":8,"ranks":8}"#);
/// assert_eq!(serde_json::from_str::<BoardShape>(&json).unwrap(), BoardShape::STANDARD);
/// let err = serde_json::from_str::<BoardShape>(r#"{"files":17,"ranks":8}"#).unwrap_err();
/// assert!(err.to_string().starts_with("a board must have 1 to 16 files, not 17"));
/// ```
impl Serialize for BoardShape {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("BoardShape", 2)?;
        st.serialize_field("files", &self.files())?;
        st.serialize_field("ranks", &self.ranks())?;
        st.end()
    }
}

impl<'de> Deserialize<'de> for BoardShape {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<BoardShape, D::Error> {
        /// The fields as written, before [`BoardShape::new`] checks them.
        #[derive(serde::Deserialize)]
        #[serde(rename = "BoardShape", deny_unknown_fields)]
        struct Raw {
            files: i64,
            ranks: i64,
        }
        let raw = Raw::deserialize(d)?;
        BoardShape::new(raw.files, raw.ranks).map_err(de::Error::custom)
    }
}

/// The squares' indices, lowest first, whatever the storage: a set reads back into any
/// storage wide enough for its squares.
///
/// ```
/// use fers_geometry::{Square, SquareSet};
/// let set: SquareSet<u64> = [Square(4), Square(60)].into_iter().collect();
/// assert_eq!(serde_json::to_string(&set).unwrap(), "[4,60]");
/// let wide: SquareSet<u128> = serde_json::from_str("[4,60,100]").unwrap();
/// assert_eq!(wide.count(), 3);
/// assert!(serde_json::from_str::<SquareSet<u64>>("[4,60,100]").is_err());
/// ```
impl<B: Bits> Serialize for SquareSet<B> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(Some(self.count() as usize))?;
        for sq in *self {
            seq.serialize_element(&sq)?;
        }
        seq.end()
    }
}

impl<'de, B: Bits> Deserialize<'de> for SquareSet<B> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<SquareSet<B>, D::Error> {
        struct Squares<B>(PhantomData<B>);

        impl<'de, B: Bits> Visitor<'de> for Squares<B> {
            type Value = SquareSet<B>;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "a list of square indices below {}", B::BITS)
            }

            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<SquareSet<B>, A::Error> {
                let mut set = SquareSet::EMPTY;
                while let Some(sq) = seq.next_element::<Square>()? {
                    if sq.0 as u32 >= B::BITS {
                        return Err(de::Error::invalid_value(
                            Unexpected::Unsigned(sq.0.into()),
                            &self,
                        ));
                    }
                    set = set.with(sq);
                }
                Ok(set)
            }
        }

        d.deserialize_seq(Squares(PhantomData))
    }
}

#[cfg(test)]
mod tests {
    use crate::{BoardShape, File, Rank, Square, SquareSet, U256};
    use serde::Serialize;
    use serde::de::DeserializeOwned;
    use std::fmt::Debug;

    fn round_trip<T: Serialize + DeserializeOwned + PartialEq + Debug>(value: T) -> String {
        let json = serde_json::to_string(&value).unwrap();
        let back: T = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{json}: {e}"));
        assert_eq!(back, value, "{json}");
        json
    }

    #[test]
    fn every_square_file_and_rank_of_a_16x16_board_round_trips() {
        let shape = BoardShape::new(16, 16).unwrap();
        for sq in shape.squares() {
            assert_eq!(round_trip(sq), sq.0.to_string());
            round_trip(shape.file_of(sq));
            round_trip(shape.rank_of(sq));
        }
    }

    #[test]
    fn every_board_shape_round_trips() {
        for files in 1..=16 {
            for ranks in 1..=16 {
                let json = round_trip(BoardShape::new(files, ranks).unwrap());
                assert_eq!(json, format!(r#"{{"files":{files},"ranks":{ranks}}}"#));
            }
        }
    }

    #[test]
    fn values_out_of_range_are_errors() {
        for bad in ["256", "-1", "1.5", "\"e4\"", "null", "99999999999999999999"] {
            let err = serde_json::from_str::<Square>(bad).unwrap_err();
            assert!(err.to_string().contains("square index"), "{bad}: {err}");
        }
        assert!(serde_json::from_str::<File>("16").is_err());
        assert!(serde_json::from_str::<Rank>("16").is_err());
        assert_eq!(serde_json::from_str::<Rank>("15").unwrap(), Rank(15));
        for bad in [
            r#"{"files":0,"ranks":8}"#,
            r#"{"files":8,"ranks":17}"#,
            r#"{"files":-8,"ranks":8}"#,
            r#"{"files":8}"#,
            r#"{"files":8,"ranks":8,"extra":1}"#,
            "[8,8,8]",
        ] {
            assert!(serde_json::from_str::<BoardShape>(bad).is_err(), "{bad}");
        }
        // A sequence reads like the struct, as serde's derive does.
        assert_eq!(
            serde_json::from_str::<BoardShape>("[10,8]").unwrap(),
            BoardShape::new(10, 8).unwrap()
        );
    }

    #[test]
    fn square_sets_round_trip_in_every_storage() {
        let corners = [Square(0), Square(63)];
        assert_eq!(
            round_trip(corners.into_iter().collect::<SquareSet<u64>>()),
            "[0,63]"
        );
        round_trip(
            [Square(0), Square(127)]
                .into_iter()
                .collect::<SquareSet<u128>>(),
        );
        let big: SquareSet<U256> = BoardShape::new(16, 16).unwrap().squares().collect();
        round_trip(big);
        round_trip(SquareSet::<u64>::EMPTY);
        assert!(serde_json::from_str::<SquareSet<u64>>("[64]").is_err());
        assert!(serde_json::from_str::<SquareSet<u128>>("[128]").is_err());
        assert!(serde_json::from_str::<SquareSet<U256>>("[256]").is_err());
        let twice: SquareSet<u64> = serde_json::from_str("[5,5]").unwrap();
        assert_eq!(twice.count(), 1);
    }
}
