//! The TOML schema of a ruleset, as read by serde: raw and unchecked, with source spans.
//!
//! Every struct refuses unknown keys. `load` turns a [`RulesetSpec`] into a checked
//! [`crate::Ruleset`]; the reference for every key is `docs/ruleset-reference.md`.
//!
//! Each table is declared once, in [`schema!`](crate::schema::schema): the struct serde
//! reads and the key table the scanner walks both come from that one declaration. The
//! top-level tables are here; a piece's in [`pieces`], `[rules]` and its tables in
//! [`rules`].

mod pieces;
mod rules;

pub(crate) use pieces::{Atoms, MoveSpec, PieceSpec, PromotionSpec, ZoneSpec};
pub(crate) use rules::{ChaseSpec, ConnectSpec, ExtinctionSpec, FlagSpec, RulesSpec};
#[cfg(test)]
pub(crate) use rules::{
    CountingSpec, ExplosionSpec, HonourCountingSpec, HonourLimitSpec, WallsSpec,
};

use crate::schema::{Shape, Ty, schema};
use indexmap::IndexMap;
use serde::Deserialize;
use serde::de::{self, Deserializer, SeqAccess, Visitor};
use std::fmt;
use toml::Spanned;

/// A whole ruleset file, as the scanner walks it.
pub(crate) const RULESET: Ty = RulesetSpec::SHAPE;

schema! {
    /// A whole ruleset file.
    #[derive(Default)]
    pub(crate) struct RulesetSpec {
        /// Short name (`standard`).
        pub name: Option<Spanned<String>>,
        /// One line for humans.
        pub description: Option<String>,
        /// Another ruleset this one starts from (a bundled name or a path).
        pub extends: Option<Spanned<String>>,
        /// Board size and start position.
        pub board: Option<BoardSpec>,
        /// Pieces by name, in declaration order.
        #[serde(default)]
        pub pieces: IndexMap<String, Spanned<PieceSpec>>,
        /// With `extends`: pieces of the parent to drop.
        #[serde(default)]
        pub remove_pieces: Vec<Spanned<String>>,
        /// Castling, if the game has it.
        pub castling: Option<Spanned<CastlingSpec>>,
        /// Ends of the game: stalemate, move rules, repetition, material.
        pub rules: Option<RulesSpec>,
        /// Pieces in hand and drops, if the game has them.
        pub hands: Option<Spanned<HandsSpec>>,
        /// Named sets of squares (a palace, a side's half), by name.
        #[serde(default)]
        pub regions: IndexMap<String, Spanned<RegionSpec>>,
        /// How the game's players write moves and name the sides.
        pub notation: Option<Spanned<NotationSpec>>,
    }

    /// `[notation]`: the notation the game's players write and the names of its sides.
    #[derive(Default)]
    pub(crate) struct NotationSpec {
        /// The notation's name (`shogi-hodges`; default `san`).
        pub default: Option<Spanned<String>>,
        /// The sides' names, the side that moves first (white's pieces) first.
        pub sides: Option<Spanned<Vec<String>>>,
    }

    /// `[board]`.
    #[derive(Default)]
    pub(crate) struct BoardSpec {
        /// Number of files, 1 to 16.
        pub files: Option<Spanned<i64>>,
        /// Number of ranks, 1 to 16.
        pub ranks: Option<Spanned<i64>>,
        /// Start position in FEN.
        pub start: Option<Spanned<String>>,
    }

    /// One entry of `[regions]`: either `squares`, seen from white's side (black's region is
    /// its mirror across the middle rank), or `white` and `black` given apart.
    #[derive(Default)]
    pub(crate) struct RegionSpec {
        /// Words naming squares from white's side: `e4`, a rectangle `d1-f3`, a rank `5`, a
        /// range of ranks `1-5`, a file `a` or a range of files `d-f`.
        pub squares: Option<Spanned<String>>,
        /// White's squares (with `black`).
        pub white: Option<Spanned<String>>,
        /// Black's squares (with `white`), as they stand on the board.
        pub black: Option<Spanned<String>>,
    }

    /// `[hands]`: each side holds pieces in hand and may drop them instead of moving.
    #[derive(Default)]
    pub(crate) struct HandsSpec {
        /// Where a captured piece goes: `"captor"` (into the capturing side's hand,
        /// crazyhouse), `"partner"` (to the partner's hand on the other board, bughouse)
        /// or `"none"` (off the board, default: only the start hand is dropped).
        pub captures: Option<Spanned<String>>,
        /// What a captured promoted piece becomes in hand: `"demote"` (the kind it promoted
        /// from, default) or `"keep"` (its promoted kind, loop chess).
        pub promoted: Option<Spanned<String>>,
        /// Whether a piece in hand may be dropped instead of a move (default true; false
        /// where the hand is only gated, S-chess).
        pub drops: Option<Spanned<bool>>,
        /// Whether a piece in hand may be gated onto the square a piece leaves on its
        /// first move from its side's first rank (S-chess; default false).
        pub gating: Option<Spanned<bool>>,
        /// Whether a piece in hand may also be dropped as its promoted kind, the kind
        /// written `+x` (kyoto shogi). Default false.
        pub drop_promoted: Option<bool>,
        /// Whether a side that holds pieces in hand must drop one while it can (placement's
        /// and sittuyin's setup phase). Default false.
        pub must_drop: Option<bool>,
        /// The kinds a side must drop while it holds one and can (koedem's kings); no
        /// other piece is dropped meanwhile. Default: none.
        pub must_drop_kinds: Option<Spanned<Names>>,
        /// What a drop must do: `"enclose"` enemy pieces (reversi) or `"touch"` an own
        /// piece (ataxx). Default: nothing more.
        pub drop_must: Option<Spanned<String>>,
        /// A region of `[regions]` filled first: while any of its squares is empty, drops
        /// go only there (reversi's four centre squares).
        pub drop_first: Option<Spanned<String>>,
        /// Whether the hands never run out (ataxx). Default false.
        pub unlimited: Option<Spanned<bool>>,
    }

    /// `[castling]`.
    pub(crate) struct CastlingSpec {
        /// The piece that castles (default: the royal piece).
        pub king: Option<Spanned<String>>,
        /// The partner piece, or a list of partner pieces.
        pub rook: Spanned<Names>,
        /// Chess960 castling: start files come from the position; the king moves onto its rook in UCI.
        #[serde(default)]
        pub chess960: bool,
        /// With hands: a king or rook dropped onto its castling square gains the castling
        /// right as if it had stood there from the start (placement). Default false.
        pub by_drop: Option<Spanned<bool>>,
        /// Castling on one side takes the opponent's right to castle on that side.
        /// Default false.
        pub opposite_sides: Option<bool>,
        /// The castling moves, as white's squares (black's are mirrored).
        pub sides: Vec<Spanned<CastlingSideSpec>>,
    }

    /// One castling move.
    pub(crate) struct CastlingSideSpec {
        /// `"king"` (O-O, FEN `K`) or `"queen"` (O-O-O, FEN `Q`).
        pub name: Spanned<String>,
        /// King's start square (not in chess960 mode).
        pub king: Option<Spanned<String>>,
        /// King's destination.
        pub king_to: Spanned<String>,
        /// Rook's start square (not in chess960 mode).
        pub rook: Option<Spanned<String>>,
        /// Rook's destination.
        pub rook_to: Spanned<String>,
        /// Squares that must be empty (default: all the king and rook pass over or land on).
        pub empty: Option<Vec<Spanned<String>>>,
        /// Squares that must not be attacked (default: the king's start, path and destination).
        pub safe: Option<Vec<Spanned<String>>>,
    }
}

/// One name or a list of names (`"rook"` or `["rook", "chancellor"]`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Names(pub Vec<String>);

impl<'de> Deserialize<'de> for Names {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Names, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Names;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a piece name or a list of piece names")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Names, E> {
                Ok(Names(vec![v.to_string()]))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Names, A::Error> {
                let mut out = Vec::new();
                while let Some(name) = seq.next_element::<String>()? {
                    out.push(name);
                    if out.len() > 64 {
                        return Err(de::Error::custom("too many names (at most 64)"));
                    }
                }
                Ok(Names(out))
            }
        }
        d.deserialize_any(V)
    }
}

/// Piece names are a string or an array of strings.
impl Shape for Names {
    const SHAPE: Ty = Ty::StrOrArray(&Ty::Str);
}
