//! The TOML schema of a ruleset, as read by serde: raw and unchecked, with source spans.
//!
//! Every struct refuses unknown keys. `load` turns a [`RulesetSpec`] into a checked
//! [`crate::Ruleset`]; the reference for every key is `docs/ruleset-reference.md`.
//!
//! The schema is written here once. Each struct is followed by its key table (the key
//! and the shape of its value), which the scanner walks to report every unknown key and
//! wrongly typed value of a file at once, where serde stops at the first; a test checks
//! that each table names exactly the struct's fields.

use indexmap::IndexMap;
use serde::Deserialize;
use serde::de::{self, Deserializer, SeqAccess, Visitor};
use std::fmt;
use toml::Spanned;

/// The shape a value must have, as the scanner checks it.
#[derive(Debug)]
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

/// A whole ruleset file, as the scanner walks it.
pub(crate) const RULESET: Ty = Ty::Table(RULESET_KEYS);

/// A whole ruleset file.
#[derive(Debug, Clone, Deserialize, Default)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RulesetSpec {
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
}

/// The keys of [`RulesetSpec`] and the shape of each value.
pub(crate) const RULESET_KEYS: Keys = &[
    ("name", Ty::Str),
    ("description", Ty::Str),
    ("extends", Ty::Str),
    ("board", Ty::Table(BOARD_KEYS)),
    ("pieces", Ty::Map(&Ty::Table(PIECE_KEYS))),
    ("remove-pieces", Ty::Array(&Ty::Str)),
    ("castling", Ty::Table(CASTLING_KEYS)),
    ("rules", Ty::Table(RULES_KEYS)),
    ("hands", Ty::Table(HANDS_KEYS)),
    ("regions", Ty::Map(&Ty::Table(REGION_KEYS))),
];

/// One entry of `[regions]`: either `squares`, seen from white's side (black's region is
/// its mirror across the middle rank), or `white` and `black` given apart.
#[derive(Debug, Clone, Deserialize, Default)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RegionSpec {
    /// Words naming squares from white's side: `e4`, a rectangle `d1-f3`, a rank `5`, a
    /// range of ranks `1-5`, a file `a` or a range of files `d-f`.
    pub squares: Option<Spanned<String>>,
    /// White's squares (with `black`).
    pub white: Option<Spanned<String>>,
    /// Black's squares (with `white`), as they stand on the board.
    pub black: Option<Spanned<String>>,
}

/// The keys of [`RegionSpec`].
pub(crate) const REGION_KEYS: Keys =
    &[("squares", Ty::Str), ("white", Ty::Str), ("black", Ty::Str)];

/// `[hands]`: each side holds pieces in hand and may drop them instead of moving.
#[derive(Debug, Clone, Deserialize, Default)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct HandsSpec {
    /// Where a captured piece goes: `"captor"` (into the capturing side's hand,
    /// crazyhouse) or `"none"` (off the board, default: only the start hand is dropped).
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
}

/// The keys of [`HandsSpec`].
pub(crate) const HANDS_KEYS: Keys = &[
    ("captures", Ty::Str),
    ("promoted", Ty::Str),
    ("drops", Ty::Bool),
    ("gating", Ty::Bool),
    ("drop-promoted", Ty::Bool),
    ("must-drop", Ty::Bool),
];

/// `[board]`.
#[derive(Debug, Clone, Deserialize, Default)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct BoardSpec {
    /// Number of files, 1 to 16.
    pub files: Option<Spanned<i64>>,
    /// Number of ranks, 1 to 16.
    pub ranks: Option<Spanned<i64>>,
    /// Start position in FEN.
    pub start: Option<Spanned<String>>,
}

/// The keys of [`BoardSpec`].
pub(crate) const BOARD_KEYS: Keys = &[("files", Ty::Int), ("ranks", Ty::Int), ("start", Ty::Str)];

/// `[pieces.NAME]`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct PieceSpec {
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
    /// Whether king + this piece alone can mate a bare king (false for bishop, knight).
    pub mates_alone: Option<bool>,
    /// Whether its moves reset the half-move clock. Default: whether it promotes.
    pub resets_clock: Option<bool>,
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

/// The keys of [`PieceSpec`].
pub(crate) const PIECE_KEYS: Keys = &[
    ("letter", Ty::Str),
    ("betza", Ty::Str),
    ("moves", Ty::Array(&Ty::Table(MOVE_KEYS))),
    ("royal", Ty::Bool),
    ("promotion", Ty::Table(PROMOTION_KEYS)),
    ("initial-ranks", Ty::Array(&Ty::Int)),
    ("initial-region", Ty::Str),
    ("san", Ty::Str),
    ("mates-alone", Ty::Bool),
    ("resets-clock", Ty::Bool),
    ("drop-ranks", Ty::Array(&Ty::Int)),
    ("drop-region", Ty::Str),
    ("promotion-limit", Ty::Int),
    ("confined-to", Ty::Str),
    ("drop-file-limit", Ty::Int),
    ("drop-mate", Ty::Bool),
    ("drop-opposite-colours", Ty::Bool),
    ("mate-loses", Ty::Bool),
    ("no-screen", Ty::StrOrArray(&Ty::Str)),
    ("first-move-aimed-by", Ty::StrOrArray(&Ty::Str)),
];

/// One movement component in structured form.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct MoveSpec {
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
    /// Only from squares on these ranks (counted from the mover's side, 1-based).
    pub from_ranks: Option<Spanned<Vec<i64>>>,
    /// Blocked by pieces on the squares it passes over.
    #[serde(default)]
    pub lame: bool,
    /// May capture en passant.
    #[serde(default)]
    pub en_passant: bool,
    /// Squares passed over become en-passant targets.
    #[serde(default)]
    pub sets_en_passant: bool,
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

/// The keys of [`MoveSpec`].
pub(crate) const MOVE_KEYS: Keys = &[
    ("leap", Ty::StrOrArray(&Ty::Pair)),
    ("slide", Ty::StrOrArray(&Ty::Pair)),
    ("symmetry", Ty::Str),
    ("hop", Ty::Str),
    ("range", Ty::Int),
    ("mode", Ty::Str),
    ("initial", Ty::Bool),
    ("lame", Ty::Bool),
    ("en-passant", Ty::Bool),
    ("sets-en-passant", Ty::Bool),
    ("from-ranks", Ty::Array(&Ty::Int)),
    ("within", Ty::Str),
    ("first-move", Ty::Bool),
    ("not-in-check", Ty::Bool),
];

/// Offsets given by name (`"knight"`, `"orthogonal diagonal"`) or as `[[file, rank], ...]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Atoms {
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

/// One name or a list of names (`"rook"` or `["rook", "chancellor"]`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Names(pub Vec<String>);

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

/// Where a promotion rule applies: a list of ranks (`[8]`, from the mover's side) or the
/// name of a region of `[regions]` (`"far-corner"`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ZoneSpec {
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

/// `promotion = { ... }`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct PromotionSpec {
    /// Pieces it may promote to, by name.
    pub to: Vec<Spanned<String>>,
    /// For black's pieces of this kind: the pieces they may promote to, replacing `to`
    /// (an asymmetric game such as Chigorin chess).
    pub black_to: Option<Vec<Spanned<String>>>,
    /// Ranks (from the mover's side) or a region where it may promote; default the
    /// last rank.
    pub zone: Option<Spanned<ZoneSpec>>,
    /// Ranks or a region where it must promote; default the last rank, or the whole
    /// zone when the zone is a region.
    pub mandatory: Option<Spanned<ZoneSpec>>,
    /// `"captured"`: only to a kind of which its side has fewer than at the start (grand).
    pub limit: Option<Spanned<String>>,
    /// Whether a move that starts in the zone may promote too (shogi). Default false.
    pub from_zone: Option<bool>,
    /// Whether only captures promote: a quiet move never does, and `mandatory` binds
    /// captures alone (micro shogi). Default false.
    pub on_capture: Option<bool>,
    /// Whether the piece promotes by a move of its own, on its square or by one quiet
    /// move of the kind it becomes, instead of on arriving in the zone (sittuyin).
    /// Default false.
    pub in_place: Option<Spanned<bool>>,
}

/// The keys of [`PromotionSpec`].
pub(crate) const PROMOTION_KEYS: Keys = &[
    ("to", Ty::Array(&Ty::Str)),
    ("zone", Ty::StrOrArray(&Ty::Int)),
    ("mandatory", Ty::StrOrArray(&Ty::Int)),
    ("limit", Ty::Str),
    ("black-to", Ty::Array(&Ty::Str)),
    ("from-zone", Ty::Bool),
    ("on-capture", Ty::Bool),
    ("in-place", Ty::Bool),
];

/// `[castling]`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct CastlingSpec {
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
    /// The castling moves, as white's squares (black's are mirrored).
    pub sides: Vec<Spanned<CastlingSideSpec>>,
}

/// The keys of [`CastlingSpec`].
pub(crate) const CASTLING_KEYS: Keys = &[
    ("king", Ty::Str),
    ("rook", Ty::StrOrArray(&Ty::Str)),
    ("chess960", Ty::Bool),
    ("by-drop", Ty::Bool),
    ("sides", Ty::Array(&Ty::Table(CASTLING_SIDE_KEYS))),
];

/// One castling move.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct CastlingSideSpec {
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

/// The keys of [`CastlingSideSpec`].
pub(crate) const CASTLING_SIDE_KEYS: Keys = &[
    ("name", Ty::Str),
    ("king", Ty::Str),
    ("king-to", Ty::Str),
    ("rook", Ty::Str),
    ("rook-to", Ty::Str),
    ("empty", Ty::Array(&Ty::Str)),
    ("safe", Ty::Array(&Ty::Str)),
];

/// `[rules]`.
#[derive(Debug, Clone, Deserialize, Default)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RulesSpec {
    /// What stalemate means for the side that cannot move: `"draw"`, `"loss"` or `"win"`.
    pub stalemate: Option<Spanned<String>>,
    /// Moves without capture or pawn move after which a draw may be claimed (50).
    pub move_rule: Option<Spanned<i64>>,
    /// Moves after which the game is drawn automatically (75).
    pub move_rule_forced: Option<Spanned<i64>>,
    /// Occurrences of a position that allow a draw claim (3).
    pub repetition: Option<Spanned<i64>>,
    /// Occurrences that draw automatically (5).
    pub repetition_forced: Option<Spanned<i64>>,
    /// Whether dead positions by insufficient material are drawn.
    pub insufficient_material: Option<bool>,
    /// `"loss"`: a side left with only royal pieces loses, unless it can bare the
    /// opponent at once (shatranj). Default `"none"`.
    pub bare_royal: Option<Spanned<String>>,
    /// `"start"`: a strict FEN may not hold more material than the start position could
    /// become by promotion. Default `"none"` (set-up positions of any material).
    pub material_limit: Option<Spanned<String>>,
    /// What checkmate means for the mated side: `"loss"` (default), `"win"`, `"draw"`.
    pub checkmate: Option<Spanned<String>>,
    /// A side that has given this many checks wins (0: off, the default).
    pub check_limit: Option<Spanned<i64>>,
    /// `"illegal"`: no move may give check. Default `"allowed"`.
    pub giving_check: Option<Spanned<String>>,
    /// Whether a side that can capture must.
    pub must_capture: Option<bool>,
    /// `"white"` or `"black"`: every draw is scored as a win for that side. Default
    /// `"none"`.
    pub draw_winner: Option<Spanned<String>>,
    /// `[rules.extinction]`.
    pub extinction: Option<Spanned<ExtinctionSpec>>,
    /// `[rules.flag]`.
    pub flag: Option<Spanned<FlagSpec>>,
    /// `[rules.explosion]`.
    pub explosion: Option<Spanned<ExplosionSpec>>,
    /// `[rules.walls]`.
    pub walls: Option<Spanned<WallsSpec>>,
    /// `[rules.counting]`.
    pub counting: Option<Spanned<CountingSpec>>,
    /// Kinds whose pieces may not capture a piece of their own kind (atomar's kings).
    pub mutually_immune: Option<Spanned<Names>>,
    /// Two royal pieces of opposite sides on one file or rank with nothing between
    /// attack each other (xiangqi's flying general): no move may leave them so.
    pub facing_royals: Option<bool>,
    /// Whether a side not in check may pass instead of moving (janggi).
    pub pass: Option<bool>,
    /// Royal pieces facing each other on an open line must be parted: the side to move
    /// may only part them or pass, and the game ends after a pass (janggi's bikjang).
    pub facing_royals_end: Option<bool>,
    /// `"capture-only"`: a royal piece in check may move only to capture its checker
    /// (makpong). Default `"any"`.
    pub royal_in_check: Option<Spanned<String>>,
    /// `[rules.honour-counting]`.
    pub honour_counting: Option<Spanned<HonourCountingSpec>>,
    /// Kinds whose checks are decisive: a checkmate wins only when one of the checks of
    /// the unbroken series that led to it was given by one of them; otherwise it is
    /// drawn (shatar).
    pub decisive_checks: Option<Spanned<Names>>,
}

/// `[rules.honour-counting]`: the counting rules of makruk and its relatives (board's
/// honour and pieces' honour): once the material is low, the game is drawn if it is not
/// won within a number of moves that depends on the material.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct HonourCountingSpec {
    /// Kinds whose presence on the board (either side's) stops every count but the
    /// board's honour of `board-honour-pieces`.
    pub pawns: Option<Spanned<Names>>,
    /// Board's honour: the limit in moves for a side with more than its royal piece, the
    /// opponent too; none when absent.
    pub board_honour: Option<Spanned<i64>>,
    /// Board's honour only while the counting side has at most this many pieces, pawns
    /// then allowed on the board (ouk chatrang: 3).
    pub board_honour_pieces: Option<Spanned<i64>>,
    /// Pieces' honour: the limits for a bare royal piece, by the opponent's material;
    /// the first entry the opponent has `count` or more of gives the limit.
    #[serde(default)]
    pub pieces_honour: Vec<Spanned<HonourLimitSpec>>,
    /// Pieces' honour when no entry applies; none when absent (ASEAN's mets alone).
    pub pieces_honour_otherwise: Option<Spanned<i64>>,
    /// `"pieces"`: the pieces' honour count starts from the number of pieces on the
    /// board (makruk); `"zero"` (default): from zero.
    pub count_from: Option<Spanned<String>>,
}

/// The keys of [`HonourCountingSpec`].
pub(crate) const HONOUR_COUNTING_KEYS: Keys = &[
    ("pawns", Ty::StrOrArray(&Ty::Str)),
    ("board-honour", Ty::Int),
    ("board-honour-pieces", Ty::Int),
    ("pieces-honour", Ty::Array(&Ty::Table(HONOUR_LIMIT_KEYS))),
    ("pieces-honour-otherwise", Ty::Int),
    ("count-from", Ty::Str),
];

/// One entry of `pieces-honour`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct HonourLimitSpec {
    /// The opponent's kind counted.
    pub kind: Spanned<String>,
    /// At least this many of it (default 1).
    pub count: Option<Spanned<i64>>,
    /// The limit in moves.
    pub moves: Spanned<i64>,
}

/// The keys of [`HonourLimitSpec`].
pub(crate) const HONOUR_LIMIT_KEYS: Keys =
    &[("kind", Ty::Str), ("count", Ty::Int), ("moves", Ty::Int)];

/// `[rules.extinction]`: a side with too few pieces of some kinds loses (or wins).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct ExtinctionSpec {
    /// Kinds counted one by one (or as one group, with `together`).
    pub kinds: Option<Spanned<Names>>,
    /// Whether `kinds` are counted together, as one group (sho shogi's king and crown
    /// prince).
    pub together: Option<Spanned<bool>>,
    /// Whether all of a side's pieces together are counted too.
    pub all_pieces: Option<bool>,
    /// Extinct with this many or fewer (default 0).
    pub count: Option<Spanned<i64>>,
    /// What extinction means for the extinct side: `"loss"` (default), `"win"`, `"draw"`.
    pub result: Option<Spanned<String>>,
    /// Whether the last pieces of `kinds` are pseudo-royal: they may not be left
    /// attacked, but the game ends by their loss, not by their capture being forced.
    pub pseudo_royal: Option<bool>,
    /// With `pseudo-royal`: a side whose pieces of `kinds` are all attacked is in check
    /// even when none of them is pseudo-royal alone (spartan's two kings).
    pub duple_check: Option<bool>,
}

/// The keys of [`ExtinctionSpec`].
pub(crate) const EXTINCTION_KEYS: Keys = &[
    ("kinds", Ty::StrOrArray(&Ty::Str)),
    ("together", Ty::Bool),
    ("all-pieces", Ty::Bool),
    ("count", Ty::Int),
    ("result", Ty::Str),
    ("pseudo-royal", Ty::Bool),
    ("duple-check", Ty::Bool),
];

/// `[rules.counting]`: the games that end by passes (two in a row, or one with the royal
/// pieces facing) are scored by counting material instead of drawn (janggi).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct CountingSpec {
    /// Points per piece kind, by name; kinds not named count 0.
    #[serde(default)]
    pub values: IndexMap<String, Spanned<i64>>,
    /// Points black has before counting (janggi's komi); default 0.
    pub black_bonus: Option<Spanned<i64>>,
}

/// The keys of [`CountingSpec`].
pub(crate) const COUNTING_KEYS: Keys = &[("values", Ty::Map(&Ty::Int)), ("black-bonus", Ty::Int)];

/// `[rules.explosion]`: a capture blows up the capturer and the pieces around the
/// captured one.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct ExplosionSpec {
    /// Kinds the blast around a capture leaves standing (they still explode when they
    /// capture): atomic's pawns.
    pub spares: Option<Spanned<Names>>,
    /// Kinds no blast removes, not even when they capture: atomar's kings.
    pub immune: Option<Spanned<Names>>,
}

/// The keys of [`ExplosionSpec`].
pub(crate) const EXPLOSION_KEYS: Keys = &[
    ("spares", Ty::StrOrArray(&Ty::Str)),
    ("immune", Ty::StrOrArray(&Ty::Str)),
];

/// `[rules.walls]`: squares that block every piece and that nothing may take, placed as
/// the second part of each move, or left by a capturing piece turned to stone.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct WallsSpec {
    /// Where each move places a wall: `"vacated"` (the square the piece left),
    /// `"anywhere"` (any empty square), `"arrow"` (a square the piece could move to from
    /// where it landed) or `"duck"` (one wall, moved each move to another empty square).
    pub placement: Option<Spanned<String>>,
    /// A region of `[regions]`: walls are placed only on the mover's part of it.
    pub region: Option<Spanned<String>>,
    /// Kinds whose piece turns into a wall where it lands when it captures.
    pub petrify: Option<Spanned<Names>>,
}

/// The keys of [`WallsSpec`].
pub(crate) const WALLS_KEYS: Keys = &[
    ("placement", Ty::Str),
    ("region", Ty::Str),
    ("petrify", Ty::StrOrArray(&Ty::Str)),
];

/// `[rules.flag]`: a side wins by bringing a piece of a flag kind into its region.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct FlagSpec {
    /// The kinds that count.
    pub kinds: Spanned<Names>,
    /// White's region: squares.
    pub white: Option<Vec<Spanned<String>>>,
    /// White's region: whole ranks (numbers from 1).
    pub white_ranks: Option<Vec<Spanned<i64>>>,
    /// Black's region: squares.
    pub black: Option<Vec<Spanned<String>>>,
    /// Black's region: whole ranks.
    pub black_ranks: Option<Vec<Spanned<i64>>>,
    /// `"none"` (default), `"survive"` or `"draw"`.
    pub reply: Option<Spanned<String>>,
    /// Whether a lone piece in the region counts only while no enemy piece attacks it
    /// (dobutsu's lion). Default false.
    pub safe: Option<Spanned<bool>>,
}

/// The keys of [`FlagSpec`].
pub(crate) const FLAG_KEYS: Keys = &[
    ("kinds", Ty::StrOrArray(&Ty::Str)),
    ("white", Ty::Array(&Ty::Str)),
    ("white-ranks", Ty::Array(&Ty::Int)),
    ("black", Ty::Array(&Ty::Str)),
    ("black-ranks", Ty::Array(&Ty::Int)),
    ("reply", Ty::Str),
    ("safe", Ty::Bool),
];

/// The keys of [`RulesSpec`].
pub(crate) const RULES_KEYS: Keys = &[
    ("stalemate", Ty::Str),
    ("move-rule", Ty::Int),
    ("move-rule-forced", Ty::Int),
    ("repetition", Ty::Int),
    ("repetition-forced", Ty::Int),
    ("insufficient-material", Ty::Bool),
    ("bare-royal", Ty::Str),
    ("material-limit", Ty::Str),
    ("checkmate", Ty::Str),
    ("check-limit", Ty::Int),
    ("giving-check", Ty::Str),
    ("must-capture", Ty::Bool),
    ("draw-winner", Ty::Str),
    ("extinction", Ty::Table(EXTINCTION_KEYS)),
    ("flag", Ty::Table(FLAG_KEYS)),
    ("explosion", Ty::Table(EXPLOSION_KEYS)),
    ("walls", Ty::Table(WALLS_KEYS)),
    ("counting", Ty::Table(COUNTING_KEYS)),
    ("mutually-immune", Ty::StrOrArray(&Ty::Str)),
    ("facing-royals", Ty::Bool),
    ("pass", Ty::Bool),
    ("facing-royals-end", Ty::Bool),
    ("royal-in-check", Ty::Str),
    ("honour-counting", Ty::Table(HONOUR_COUNTING_KEYS)),
    ("decisive-checks", Ty::StrOrArray(&Ty::Str)),
];

#[cfg(test)]
mod tests {
    use super::*;

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

    /// The keys of a scanner table, sorted.
    fn table_keys(keys: Keys) -> Vec<&'static str> {
        let mut names: Vec<&str> = keys.iter().map(|(k, _)| *k).collect();
        names.sort_unstable();
        names
    }

    #[test]
    fn every_struct_and_its_key_table_name_the_same_keys() {
        let pairs = [
            (serde_keys::<RulesetSpec>(), RULESET_KEYS),
            (serde_keys::<BoardSpec>(), BOARD_KEYS),
            (serde_keys::<PieceSpec>(), PIECE_KEYS),
            (serde_keys::<MoveSpec>(), MOVE_KEYS),
            (serde_keys::<PromotionSpec>(), PROMOTION_KEYS),
            (serde_keys::<CastlingSpec>(), CASTLING_KEYS),
            (serde_keys::<CastlingSideSpec>(), CASTLING_SIDE_KEYS),
            (serde_keys::<RulesSpec>(), RULES_KEYS),
            (serde_keys::<ExtinctionSpec>(), EXTINCTION_KEYS),
            (serde_keys::<FlagSpec>(), FLAG_KEYS),
            (serde_keys::<HandsSpec>(), HANDS_KEYS),
            (serde_keys::<ExplosionSpec>(), EXPLOSION_KEYS),
            (serde_keys::<WallsSpec>(), WALLS_KEYS),
            (serde_keys::<RegionSpec>(), REGION_KEYS),
            (serde_keys::<CountingSpec>(), COUNTING_KEYS),
            (serde_keys::<HonourCountingSpec>(), HONOUR_COUNTING_KEYS),
            (serde_keys::<HonourLimitSpec>(), HONOUR_LIMIT_KEYS),
        ];
        for (serde, table) in pairs {
            assert!(!serde.is_empty());
            assert_eq!(serde, table_keys(table));
        }
    }

    #[test]
    fn nested_tables_are_the_structs_tables() {
        let field = |keys: Keys, name: &str| {
            keys.iter()
                .find(|(k, _)| *k == name)
                .map(|(_, ty)| ty)
                .unwrap_or_else(|| panic!("no key {name}"))
        };
        let table = |ty: &Ty| match ty {
            Ty::Table(keys) => *keys,
            Ty::Map(Ty::Table(keys)) | Ty::Array(Ty::Table(keys)) => *keys,
            other => panic!("not a table: {other:?}"),
        };
        let same = |a: Keys, b: Keys| std::ptr::eq(a, b) || table_keys(a) == table_keys(b);
        assert!(same(table(field(RULESET_KEYS, "board")), BOARD_KEYS));
        assert!(same(table(field(RULESET_KEYS, "pieces")), PIECE_KEYS));
        assert!(same(table(field(RULESET_KEYS, "castling")), CASTLING_KEYS));
        assert!(same(table(field(RULESET_KEYS, "rules")), RULES_KEYS));
        assert!(same(table(field(RULESET_KEYS, "hands")), HANDS_KEYS));
        assert!(same(table(field(PIECE_KEYS, "moves")), MOVE_KEYS));
        assert!(same(table(field(PIECE_KEYS, "promotion")), PROMOTION_KEYS));
        assert!(same(
            table(field(HONOUR_COUNTING_KEYS, "pieces-honour")),
            HONOUR_LIMIT_KEYS
        ));
        assert!(same(
            table(field(CASTLING_KEYS, "sides")),
            CASTLING_SIDE_KEYS
        ));
    }
}
