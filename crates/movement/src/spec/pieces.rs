//! A piece's tables: `[pieces.NAME]`, its structured `moves` and its `promotion`.

use crate::schema::{Shape, Ty, schema};
use serde::Deserialize;
use serde::de::{self, Deserializer, SeqAccess, Visitor};
use std::fmt;
use toml::Spanned;

use super::Names;

schema! {
    /// `[pieces.NAME]`.
    pub(crate) struct PieceSpec {
        /// FEN letter, lowercase (white's is the uppercase).
        pub letter: Spanned<String>,
        /// Movement in Betza notation; an alternative to `moves`.
        pub betza: Option<Spanned<String>>,
        /// Movement as structured components; an alternative to `betza`.
        pub moves: Option<Vec<Spanned<MoveSpec>>>,
        /// Whether the piece is royal (checkmate it to win).
        #[serde(default)]
        pub royal: bool,
        /// Promotion, if the piece promotes.
        pub promotion: Option<Spanned<PromotionSpec>>,
        /// Ranks (counted from the mover's side, 1-based) where `initial` moves apply.
        pub initial_ranks: Option<Spanned<Vec<i64>>>,
        /// A region of `[regions]` where `initial` moves apply, instead of `initial-ranks`
        /// (wolf chess: rank 2 and b3, c3, f3, g3).
        pub initial_region: Option<Spanned<String>>,
        /// The SAN letter; `""` for none (pawns). Default: the FEN letter, uppercase.
        pub san: Option<Spanned<String>>,
        /// The letter the game's own notation writes for it where that is not its SAN
        /// letter (xiangqi's WXF and janggi write the horse `H`). Default: `san`.
        pub notation_letter: Option<Spanned<String>>,
        /// Whether king + this piece alone can mate a bare king (false for bishop, knight).
        pub mates_alone: Option<bool>,
        /// Whether its moves reset the half-move clock. Default: whether it promotes.
        pub resets_clock: Option<bool>,
        /// With `resets-clock`: a move resets the clock only when the piece could not
        /// move back by one quiet move of its own (Fairy-Stockfish's rule). Default false.
        pub resets_clock_unless_reversible: Option<bool>,
        /// Ranks (counted from the dropping side, 1-based) where it may be dropped from
        /// hand. Default: every rank.
        pub drop_ranks: Option<Spanned<Vec<i64>>>,
        /// With hands: a region of `[regions]` outside which it is never dropped (its
        /// squares for the dropping side, also limited by `drop-ranks`).
        pub drop_region: Option<Spanned<String>>,
        /// A piece may promote into this kind only while its side has fewer than this many
        /// (spartan: 2 kings).
        pub promotion_limit: Option<Spanned<i64>>,
        /// A region of `[regions]` the piece's moves never leave: every move and capture
        /// lands in it (xiangqi's palace, its elephants' own half).
        pub confined_to: Option<Spanned<String>>,
        /// With hands: a piece of this kind is not dropped on a file that already holds this
        /// many of its side's pieces of the kind (shogi's nifu: 1).
        pub drop_file_limit: Option<Spanned<i64>>,
        /// With hands: whether a drop of this kind may give checkmate (shogi's pawn: false).
        pub drop_mate: Option<bool>,
        /// With hands: a side's pieces of this kind are dropped on squares of both colours,
        /// as evenly as their number allows (placement's bishops on opposite colours).
        pub drop_opposite_colours: Option<Spanned<bool>>,
        /// Whether a checkmate given by pieces of this kind alone loses for the side that
        /// gives it (shatar's knight). Default false.
        pub mate_loses: Option<Spanned<bool>>,
        /// Kinds that may not serve as this piece's screen when it hops (the janggi cannon
        /// does not hop over a cannon).
        pub no_screen: Option<Spanned<Names>>,
        /// Enemy kinds that take this piece's first-move right away by moving onto a square
        /// from which they would attack it on an empty board (the cambodian king's leap,
        /// lost to a rook on its file or rank).
        pub first_move_aimed_by: Option<Spanned<Names>>,
    }

    /// One movement component in structured form.
    pub(crate) struct MoveSpec {
        /// Leap by these atoms or offsets.
        pub leap: Option<Spanned<Atoms>>,
        /// Slide (ride) along these atoms or offsets.
        pub slide: Option<Spanned<Atoms>>,
        /// For explicit offsets: `"none"` (default), `"mirror"` (add file-mirrored) or `"all"`.
        pub symmetry: Option<Spanned<String>>,
        /// For a slide: `"grasshopper"` (hop over the first piece, land just beyond it) or
        /// `"cannon"` (hop over it, land anywhere beyond up to the next piece).
        pub hop: Option<Spanned<String>>,
        /// For a slide: most steps.
        pub range: Option<Spanned<i64>>,
        /// `"both"` (default), `"move"` or `"capture"`.
        pub mode: Option<Spanned<String>>,
        /// Only from the piece's initial ranks.
        #[serde(default)]
        pub initial: bool,
        /// Blocked by pieces on the squares it passes over.
        #[serde(default)]
        pub lame: bool,
        /// May capture en passant.
        #[serde(default)]
        pub en_passant: bool,
        /// Squares passed over become en-passant targets.
        #[serde(default)]
        pub sets_en_passant: bool,
        /// Only from squares on these ranks (counted from the mover's side, 1-based).
        pub from_ranks: Option<Spanned<Vec<i64>>>,
        /// A region of `[regions]`: the component is used only from its squares and lands
        /// only on them (the janggi palace's diagonal lines).
        pub within: Option<Spanned<String>>,
        /// Only while the piece has not moved (a right written in the FEN's castling field).
        #[serde(default)]
        pub first_move: bool,
        /// Not while the mover's side is in check.
        #[serde(default)]
        pub not_in_check: bool,
    }

    /// `promotion = { ... }`.
    pub(crate) struct PromotionSpec {
        /// Pieces it may promote to, by name.
        pub to: Vec<Spanned<String>>,
        /// Ranks (from the mover's side) or a region where it may promote; default the
        /// last rank.
        pub zone: Option<Spanned<ZoneSpec>>,
        /// Ranks or a region where it must promote; default the last rank, or the whole
        /// zone when the zone is a region.
        pub mandatory: Option<Spanned<ZoneSpec>>,
        /// `"captured"`: only to a kind of which its side has fewer than at the start (grand).
        pub limit: Option<Spanned<String>>,
        /// For black's pieces of this kind: the pieces they may promote to, replacing `to`
        /// (an asymmetric game such as Chigorin chess).
        pub black_to: Option<Vec<Spanned<String>>>,
        /// Whether a move that starts in the zone may promote too (shogi). Default false.
        pub from_zone: Option<bool>,
        /// Whether only captures promote: a quiet move never does, and `mandatory` binds
        /// captures alone (micro shogi). Default false.
        pub on_capture: Option<bool>,
        /// Whether the piece promotes by a move of its own, on its square or by one quiet
        /// move of the kind it becomes, instead of on arriving in the zone (sittuyin).
        /// Default false.
        pub in_place: Option<Spanned<bool>>,
        /// Whether an en-passant capture that lands in the zone promotes. Default true;
        /// false where it never does (Fairy-Stockfish's pawns).
        pub en_passant: Option<bool>,
    }
}

/// Offsets given by name (`"knight"`, `"orthogonal diagonal"`) or as `[[file, rank], ...]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Atoms {
    /// Space-separated atom names.
    Named(String),
    /// Explicit offsets, white's point of view.
    Offsets(Vec<(i64, i64)>),
}

impl<'de> Deserialize<'de> for Atoms {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Atoms, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Atoms;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an atom name such as \"knight\" or a list of [file, rank] offsets such as [[0, 1]]")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Atoms, E> {
                Ok(Atoms::Named(v.to_string()))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Atoms, A::Error> {
                let mut out = Vec::new();
                while let Some([a, b]) = seq.next_element::<[i64; 2]>()? {
                    out.push((a, b));
                    if out.len() > 4096 {
                        return Err(de::Error::custom("too many offsets (at most 4096)"));
                    }
                }
                Ok(Atoms::Offsets(out))
            }
        }
        d.deserialize_any(V)
    }
}

/// Atoms are a string of names or an array of offsets.
impl Shape for Atoms {
    const SHAPE: Ty = Ty::StrOrArray(&Ty::Pair);
}

/// Where a promotion rule applies: a list of ranks (`[8]`, from the mover's side) or the
/// name of a region of `[regions]` (`"far-corner"`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum ZoneSpec {
    /// Ranks, counted from the mover's side from 1, each with its place in the text.
    Ranks(Vec<Spanned<i64>>),
    /// A region's name.
    Region(String),
}

impl<'de> Deserialize<'de> for ZoneSpec {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<ZoneSpec, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = ZoneSpec;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a list of ranks or a region's name")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<ZoneSpec, E> {
                Ok(ZoneSpec::Region(v.to_string()))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<ZoneSpec, A::Error> {
                let mut out = Vec::new();
                // Not capped here: each rank off the board is a problem of its own, and
                // the loader caps the problems (`MAX_DIAGNOSTICS`).
                while let Some(rank) = seq.next_element::<Spanned<i64>>()? {
                    out.push(rank);
                }
                Ok(ZoneSpec::Ranks(out))
            }
        }
        d.deserialize_any(V)
    }
}

/// A zone is a region's name or an array of ranks.
impl Shape for ZoneSpec {
    const SHAPE: Ty = Ty::StrOrArray(&Ty::Int);
}
