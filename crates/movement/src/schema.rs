//! How the TOML schema is declared: each table of a ruleset file once, as a struct in
//! [`schema!`], which yields both the serde struct that reads it and the key table
//! ([`Shape`]) that the scanner (`scan.rs`) walks to report every unknown key and
//! wrongly typed value of a file at once, where serde stops at the first.
//!
//! A key's name and the shape of its value are not written a second time: the name is
//! the field's, in kebab case (`move_rule` is `move-rule`, as serde's
//! `rename_all = "kebab-case"` reads it), and the shape follows from the field's type
//! (`Option<Spanned<i64>>` is an integer, `Vec<Spanned<String>>` an array of strings, a
//! struct of the schema a table of its keys).
//!
//! ```text
//! schema! {
//!     /// `[board]`.
//!     pub(crate) struct BoardSpec {
//!         /// Number of files, 1 to 16.
//!         pub files: Option<Spanned<i64>>,
//!     }
//! }
//! // BoardSpec: serde::Deserialize, refusing unknown keys, reading `files`;
//! // <BoardSpec as Shape>::SHAPE == Ty::Table(&[("files", Ty::Int)]).
//! ```

use indexmap::IndexMap;
use toml::Spanned;

/// The shape a value must have, as the scanner checks it.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Ty {
    /// A string.
    Str,
    /// An integer.
    Int,
    /// `true` or `false`.
    Bool,
    /// A table with these keys.
    Table(Keys),
    /// A table whose keys are free names, each value of this shape.
    Map(&'static Ty),
    /// An array of values of this shape.
    Array(&'static Ty),
    /// A string or an array of these (atom names or offsets; piece names).
    StrOrArray(&'static Ty),
    /// An array of two integers (an offset).
    Pair,
}

/// The keys of one table, each with the shape of its value.
pub(crate) type Keys = &'static [(&'static str, Ty)];

/// A type of the schema and the shape the scanner expects of its TOML value.
pub(crate) trait Shape {
    /// The shape of a value of this type.
    const SHAPE: Ty;
}

impl Shape for String {
    const SHAPE: Ty = Ty::Str;
}

impl Shape for i64 {
    const SHAPE: Ty = Ty::Int;
}

impl Shape for bool {
    const SHAPE: Ty = Ty::Bool;
}

/// A span changes nothing of the value's shape.
impl<T: Shape> Shape for Spanned<T> {
    const SHAPE: Ty = T::SHAPE;
}

/// An optional key has its value's shape when it is given.
impl<T: Shape> Shape for Option<T> {
    const SHAPE: Ty = T::SHAPE;
}

impl<T: Shape> Shape for Vec<T> {
    const SHAPE: Ty = Ty::Array(&T::SHAPE);
}

/// A table of free names (pieces, regions, points by piece name).
impl<T: Shape> Shape for IndexMap<String, T> {
    const SHAPE: Ty = Ty::Map(&T::SHAPE);
}

/// `name` with each `_` turned into `-`: a field's name as its TOML key. `N` is the
/// name's length.
pub(crate) const fn kebab<const N: usize>(name: &str) -> [u8; N] {
    let bytes = name.as_bytes();
    let mut out = [0u8; N];
    let mut i = 0;
    while i < N {
        out[i] = if bytes[i] == b'_' { b'-' } else { bytes[i] };
        i += 1;
    }
    out
}

/// The TOML key of the field `$field`, as a `&'static str` computed at compile time.
macro_rules! key {
    ($field:ident) => {{
        const NAME: &str = stringify!($field);
        const BYTES: [u8; NAME.len()] = $crate::schema::kebab(NAME);
        match ::core::str::from_utf8(&BYTES) {
            Ok(key) => key,
            Err(_) => panic!("a field name is ASCII"),
        }
    }};
}
pub(crate) use key;

/// Declares tables of the schema, each once: the struct serde reads (refusing unknown
/// keys, its keys the fields' names in kebab case) and its [`Shape`], the key table the
/// scanner walks. Attributes on the struct and its fields (docs, `#[derive(Default)]`,
/// `#[serde(default)]`) are kept.
macro_rules! schema {
    ($(
        $(#[$meta:meta])*
        $vis:vis struct $name:ident {
            $(
                $(#[$field_meta:meta])*
                $field_vis:vis $field:ident : $ty:ty
            ),* $(,)?
        }
    )*) => {$(
        $(#[$meta])*
        #[derive(Debug, Clone, serde::Deserialize)]
        #[serde(deny_unknown_fields, rename_all = "kebab-case")]
        $vis struct $name {
            $(
                $(#[$field_meta])*
                $field_vis $field: $ty,
            )*
        }

        impl $crate::schema::Shape for $name {
            const SHAPE: $crate::schema::Ty = $crate::schema::Ty::Table(&[
                $(($crate::schema::key!($field), <$ty as $crate::schema::Shape>::SHAPE),)*
            ]);
        }
    )*};
}
pub(crate) use schema;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spec::*;
    use serde::Deserialize;
    use serde::de::{self, Deserializer, Visitor};
    use std::fmt;

    /// Why [`FieldNames`] stopped: it only wants the field list.
    #[derive(Debug)]
    struct Stop;

    impl fmt::Display for Stop {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("stop")
        }
    }

    impl std::error::Error for Stop {}

    impl de::Error for Stop {
        fn custom<T: fmt::Display>(_: T) -> Stop {
            Stop
        }
    }

    /// A deserializer that records the field names a derived `Deserialize` asks for.
    struct FieldNames<'a>(&'a mut Vec<&'static str>);

    impl<'de> Deserializer<'de> for FieldNames<'_> {
        type Error = Stop;

        fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Stop> {
            Err(Stop)
        }

        fn deserialize_struct<V: Visitor<'de>>(
            self,
            _: &'static str,
            fields: &'static [&'static str],
            _: V,
        ) -> Result<V::Value, Stop> {
            self.0.extend(fields);
            Err(Stop)
        }

        serde::forward_to_deserialize_any! {
            bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes
            byte_buf option unit unit_struct newtype_struct seq tuple tuple_struct map enum
            identifier ignored_any
        }
    }

    /// The keys serde accepts for `T`, sorted.
    fn serde_keys<T: Deserialize<'static>>() -> Vec<&'static str> {
        let mut names = Vec::new();
        let _ = T::deserialize(FieldNames(&mut names));
        names.sort_unstable();
        names
    }

    /// The keys of `T`'s key table, sorted.
    fn table_keys<T: Shape>() -> Vec<&'static str> {
        let Ty::Table(keys) = T::SHAPE else {
            panic!("not a table: {:?}", T::SHAPE)
        };
        let mut names: Vec<&str> = keys.iter().map(|(k, _)| *k).collect();
        names.sort_unstable();
        names
    }

    /// The shape of `key` in `T`'s key table.
    fn shape_of<T: Shape>(key: &str) -> &'static Ty {
        let Ty::Table(keys) = T::SHAPE else {
            panic!("not a table")
        };
        let found = keys.iter().find(|(k, _)| *k == key);
        &found.unwrap_or_else(|| panic!("no key {key}")).1
    }

    /// Each key is declared once, in its struct: the key table the scanner walks names
    /// exactly the keys serde reads (a `#[serde(rename)]` would break this).
    #[test]
    fn every_struct_and_its_key_table_name_the_same_keys() {
        let pairs = [
            (serde_keys::<RulesetSpec>(), table_keys::<RulesetSpec>()),
            (serde_keys::<BoardSpec>(), table_keys::<BoardSpec>()),
            (serde_keys::<PieceSpec>(), table_keys::<PieceSpec>()),
            (serde_keys::<MoveSpec>(), table_keys::<MoveSpec>()),
            (serde_keys::<PromotionSpec>(), table_keys::<PromotionSpec>()),
            (serde_keys::<CastlingSpec>(), table_keys::<CastlingSpec>()),
            (
                serde_keys::<CastlingSideSpec>(),
                table_keys::<CastlingSideSpec>(),
            ),
            (serde_keys::<RulesSpec>(), table_keys::<RulesSpec>()),
            (
                serde_keys::<ExtinctionSpec>(),
                table_keys::<ExtinctionSpec>(),
            ),
            (serde_keys::<FlagSpec>(), table_keys::<FlagSpec>()),
            (serde_keys::<ConnectSpec>(), table_keys::<ConnectSpec>()),
            (serde_keys::<HandsSpec>(), table_keys::<HandsSpec>()),
            (serde_keys::<ExplosionSpec>(), table_keys::<ExplosionSpec>()),
            (serde_keys::<WallsSpec>(), table_keys::<WallsSpec>()),
            (serde_keys::<RegionSpec>(), table_keys::<RegionSpec>()),
            (serde_keys::<CountingSpec>(), table_keys::<CountingSpec>()),
            (serde_keys::<ChaseSpec>(), table_keys::<ChaseSpec>()),
            (
                serde_keys::<HonourCountingSpec>(),
                table_keys::<HonourCountingSpec>(),
            ),
            (
                serde_keys::<HonourLimitSpec>(),
                table_keys::<HonourLimitSpec>(),
            ),
        ];
        for (serde, table) in pairs {
            assert!(!serde.is_empty());
            assert_eq!(serde, table);
        }
    }

    #[test]
    fn keys_are_kebab_case_and_shapes_follow_the_types() {
        assert_eq!(shape_of::<RulesSpec>("move-rule-forced"), &Ty::Int);
        assert_eq!(shape_of::<RulesSpec>("stalemate"), &Ty::Str);
        assert_eq!(shape_of::<RulesSpec>("must-capture"), &Ty::Bool);
        assert_eq!(
            shape_of::<RulesSpec>("decisive-checks"),
            &Ty::StrOrArray(&Ty::Str)
        );
        assert_eq!(shape_of::<RulesSpec>("extinction"), &ExtinctionSpec::SHAPE);
        assert_eq!(shape_of::<CastlingSpec>("chess960"), &Ty::Bool);
        assert_eq!(
            shape_of::<CastlingSpec>("sides"),
            &Ty::Array(&CastlingSideSpec::SHAPE)
        );
        assert_eq!(
            shape_of::<RulesetSpec>("pieces"),
            &Ty::Map(&PieceSpec::SHAPE)
        );
        assert_eq!(
            shape_of::<RulesetSpec>("remove-pieces"),
            &Ty::Array(&Ty::Str)
        );
        assert_eq!(shape_of::<PieceSpec>("initial-ranks"), &Ty::Array(&Ty::Int));
        assert_eq!(shape_of::<PieceSpec>("moves"), &Ty::Array(&MoveSpec::SHAPE));
        assert_eq!(shape_of::<MoveSpec>("leap"), &Ty::StrOrArray(&Ty::Pair));
        assert_eq!(shape_of::<PromotionSpec>("zone"), &Ty::StrOrArray(&Ty::Int));
        assert_eq!(shape_of::<CountingSpec>("values"), &Ty::Map(&Ty::Int));
        assert_eq!(shape_of::<RulesSpec>("chase"), &ChaseSpec::SHAPE);
        assert_eq!(shape_of::<RulesSpec>("connect"), &ConnectSpec::SHAPE);
        assert_eq!(
            shape_of::<ConnectSpec>("directions"),
            &Ty::StrOrArray(&Ty::Str)
        );
        assert_eq!(shape_of::<ChaseSpec>("immune-in"), &Ty::Map(&Ty::Str));
        assert_eq!(
            shape_of::<HonourCountingSpec>("pieces-honour"),
            &Ty::Array(&HonourLimitSpec::SHAPE)
        );
    }

    #[test]
    fn kebab_turns_every_underscore_into_a_hyphen() {
        assert_eq!(&kebab::<12>("first_move_a"), b"first-move-a");
        assert_eq!(key!(chess960), "chess960");
        assert_eq!(key!(move_rule_forced), "move-rule-forced");
    }
}
