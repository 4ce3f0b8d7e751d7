//! The notations moves are written in: chess's (UCI, SAN, LAN) and each game's own, as
//! Fairy-Stockfish names them. A ruleset's `[notation]` table names its default; the
//! `fers-rules` crate writes and reads moves in each.

use std::fmt;
use std::str::FromStr;

/// A way of writing moves: chess's (UCI, SAN, LAN) or a game's own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Notation {
    /// UCI as Fairy-Stockfish writes it (`e2e4`, `P@e4`, `c7c8+`).
    Uci,
    /// Standard algebraic notation (`Nf3`).
    San,
    /// Long algebraic notation: every move with its start square (`Ng1-f3`).
    Lan,
    /// USI, the shogi engines' coordinates (`7g7f`, `P*5e`).
    Usi,
    /// Western shogi notation with letter ranks (`P-7f`, `B*3c`).
    ShogiHodges,
    /// Western shogi notation, short (`P76`, `G49-58`).
    ShogiHosking,
    /// Western shogi notation with number ranks (`P-76`, `B*33`).
    ShogiHodgesNumber,
    /// The World Xiangqi Federation's notation (`C2=5`, `H2+3`).
    XiangqiWxf,
    /// Janggi's notation: rank and file numbers (`H02-83`).
    Janggi,
    /// Makruk in Thai letters and digits, short.
    ThaiSan,
    /// Makruk in Thai letters and digits, every move with its start square.
    ThaiLan,
}

impl Notation {
    /// Every notation, in the order of its names in [`Notation::NAMES`].
    pub const ALL: [Notation; 11] = [
        Notation::Uci,
        Notation::San,
        Notation::Lan,
        Notation::Usi,
        Notation::ShogiHodges,
        Notation::ShogiHosking,
        Notation::ShogiHodgesNumber,
        Notation::XiangqiWxf,
        Notation::Janggi,
        Notation::ThaiSan,
        Notation::ThaiLan,
    ];

    /// The names notations are read by and printed as, in the order of [`Notation::ALL`].
    pub const NAMES: [&'static str; 11] = [
        "uci",
        "san",
        "lan",
        "usi",
        "shogi-hodges",
        "shogi-hosking",
        "shogi-hodges-number",
        "xiangqi-wxf",
        "janggi",
        "thai-san",
        "thai-lan",
    ];

    /// The notation's name (`shogi-hodges`).
    pub fn name(self) -> &'static str {
        let i = Notation::ALL.iter().position(|&n| n == self).unwrap_or(0);
        Notation::NAMES[i]
    }

    /// Whether this is one of the shogi dialects (Hodges, Hosking, Hodges with numbers).
    pub fn is_shogi(self) -> bool {
        matches!(
            self,
            Notation::ShogiHodges | Notation::ShogiHosking | Notation::ShogiHodgesNumber
        )
    }

    /// Whether this is one of the Thai dialects.
    pub fn is_thai(self) -> bool {
        matches!(self, Notation::ThaiSan | Notation::ThaiLan)
    }
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A notation name that is not one of [`Notation::NAMES`].
///
/// ```
/// use fers_movement::Notation;
/// let e = "wxf".parse::<Notation>().unwrap_err();
/// assert!(e.to_string().contains("xiangqi-wxf"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown notation `{0}` (one of: {names})", names = Notation::NAMES.join(", "))]
pub struct UnknownNotation(pub String);

impl FromStr for Notation {
    type Err = UnknownNotation;

    /// Reads a notation's name, as [`Notation::NAMES`] spells it (any case, `_` for `-`).
    fn from_str(s: &str) -> Result<Notation, UnknownNotation> {
        let wanted = s.trim().to_ascii_lowercase().replace('_', "-");
        Notation::NAMES
            .iter()
            .position(|&n| n == wanted)
            .map(|i| Notation::ALL[i])
            .ok_or_else(|| UnknownNotation(s.to_string()))
    }
}
