//! Helpers for the Fers conformance suite.
//!
//! - [`parse_perft`] reads the `.perft` files of shakmaty and python-chess
//!   (`id` / `epd` / `perft` records) into [`PerftRecord`]s.
//! - [`parse_fsf_tsv`] reads `data/chess-fsf.tsv` (rows of Fairy-Stockfish's perft
//!   figures) into [`FsfRow`]s.
//! - [`ruleset`], [`variant`] and [`tables`] load the rulesets bundled with Fers by name,
//!   through `fers_standard` (which resolves `extends`).
//! - [`test_ruleset`], [`test_ruleset_text`] and [`test_ruleset_path`] find the small
//!   rulesets written for the tests, in `tests/data/rulesets/`, by name.
//! - [`fsf`] checks a bundled variant against Fairy-Stockfish's start positions and perft
//!   figures.
//! - [`sorted_uci`] and [`sorted_uci_from`] list legal moves for exact comparisons.
//! - [`playout_start_fen`] and [`SplitMix64`] serve random
//!   playouts (the property tests and the `playouts` binary of the differential harness).
//!
//! Nothing here panics on bad input: every problem is a typed error that names the
//! line it was found on.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod fsf;
pub mod fuzzing;
pub mod random_check;
pub mod random_ruleset;

use fers_rules::typed::{Position, Tables, compile};
use fers_rules::{
    Bits, IllegalCode, MAX_PERFT_DEPTH, Move, Ruleset, RulesetError, Variant, VariantError,
};
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;

// ---------------------------------------------------------------------------------------
// `.perft` files
// ---------------------------------------------------------------------------------------

/// One expected perft count: `perft <depth> <nodes>`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PerftCount {
    /// Plies.
    pub depth: u32,
    /// Expected number of legal move paths of exactly `depth` plies.
    pub nodes: u64,
    /// 1-based line number of the `perft` line.
    pub line: usize,
}

/// One position of a `.perft` file with its expected counts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PerftRecord {
    /// The `id` (free text; not necessarily unique across files).
    pub id: String,
    /// The position: a FEN with 4 fields (no clocks) or 6 fields.
    pub epd: String,
    /// 1-based line number of the `epd` line.
    pub line: usize,
    /// The `perft` lines, in file order.
    pub counts: Vec<PerftCount>,
}

/// What is wrong with a line of a `.perft` or `.tsv` file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseErrorKind {
    /// The line starts with a word that is not `id`, `epd` or `perft`.
    UnknownKeyword(String),
    /// `id` or `epd` with nothing after it.
    MissingValue(&'static str),
    /// An `epd` line that does not follow an `id` line (or a second `epd` for one `id`).
    EpdWithoutId,
    /// A `perft` line before any `epd` line of the current record.
    PerftWithoutEpd,
    /// A record (`id`) that ended without an `epd` or without any `perft` line.
    IncompleteRecord(String),
    /// A `perft` line that is not `perft <depth> <nodes>`.
    PerftShape(String),
    /// A depth that is not a whole number from 0 to [`MAX_PERFT_DEPTH`].
    Depth(String),
    /// A node count that is not a whole number that fits in a `u64`.
    Nodes(String),
    /// A TSV header that is not the one expected.
    Header {
        /// The header expected.
        expected: String,
        /// The header found (empty if the file is empty).
        found: String,
    },
    /// A TSV row with the wrong number of tab-separated fields.
    FieldCount {
        /// Fields expected.
        expected: usize,
        /// Fields found.
        found: usize,
    },
    /// A TSV `chess960` field that is not `true` or `false`.
    Bool(String),
    /// A TSV field that is empty.
    EmptyField(&'static str),
}

/// A problem in a data file, with the 1-based line it is on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    /// 1-based line number (for an incomplete record, the line of its `id`).
    pub line: usize,
    /// What is wrong.
    pub kind: ParseErrorKind,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: ", self.line)?;
        match &self.kind {
            ParseErrorKind::UnknownKeyword(w) => {
                write!(f, "`{w}` is not `id`, `epd` or `perft`")
            }
            ParseErrorKind::MissingValue(k) => write!(f, "`{k}` needs a value"),
            ParseErrorKind::EpdWithoutId => write!(f, "`epd` must follow its own `id` line"),
            ParseErrorKind::PerftWithoutEpd => write!(f, "`perft` before any `epd` line"),
            ParseErrorKind::IncompleteRecord(id) => {
                write!(f, "record `{id}` has no `epd` line or no `perft` line")
            }
            ParseErrorKind::PerftShape(l) => {
                write!(f, "`{l}` is not `perft <depth> <nodes>`")
            }
            ParseErrorKind::Depth(d) => write!(
                f,
                "depth `{d}` is not a whole number from 0 to {MAX_PERFT_DEPTH}"
            ),
            ParseErrorKind::Nodes(n) => {
                write!(f, "node count `{n}` is not a whole number below 2^64")
            }
            ParseErrorKind::Header { expected, found } => {
                write!(f, "header `{found}` should be `{expected}`")
            }
            ParseErrorKind::FieldCount { expected, found } => {
                write!(f, "{found} tab-separated fields; expected {expected}")
            }
            ParseErrorKind::Bool(b) => write!(f, "`{b}` is not `true` or `false`"),
            ParseErrorKind::EmptyField(name) => write!(f, "the `{name}` field is empty"),
        }
    }
}

impl std::error::Error for ParseError {}

fn parse_depth(text: &str, line: usize) -> Result<u32, ParseError> {
    text.parse::<u32>()
        .ok()
        .filter(|d| *d <= MAX_PERFT_DEPTH)
        .ok_or_else(|| ParseError {
            line,
            kind: ParseErrorKind::Depth(text.to_string()),
        })
}

fn parse_nodes(text: &str, line: usize) -> Result<u64, ParseError> {
    // `u64::from_str` accepts a leading `+`; the files never write one.
    text.bytes()
        .all(|b| b.is_ascii_digit())
        .then(|| text.parse::<u64>().ok())
        .flatten()
        .ok_or_else(|| ParseError {
            line,
            kind: ParseErrorKind::Nodes(text.to_string()),
        })
}

/// Parses a `.perft` file.
///
/// The format (shakmaty's and python-chess's): one item per line, surrounding
/// whitespace ignored; blank lines and lines starting with `#` or `%` are comments;
/// `id <name>` starts a record, `epd <fen>` gives its position (4 or 6 fields; kept as
/// text), and each `perft <depth> <nodes>` gives one expected count for that position.
/// Every record needs exactly one `epd` and at least one `perft` line.
///
/// # Errors
/// The first malformed line, as a [`ParseError`].
///
/// ```
/// let text = "# comment\nid start\nepd 8/8/8/8/8/8/8/K1k5 w - -\nperft 1 3\n";
/// let records = fers_conformance::parse_perft(text).unwrap();
/// assert_eq!(records[0].id, "start");
/// assert_eq!(records[0].counts[0].nodes, 3);
/// assert!(fers_conformance::parse_perft("perft 1 3\n").is_err());
/// ```
pub fn parse_perft(text: &str) -> Result<Vec<PerftRecord>, ParseError> {
    let mut records: Vec<PerftRecord> = Vec::new();
    // The record being read, with the line of its `id`.
    let mut open: Option<(usize, PerftRecord)> = None;
    let finish = |open: Option<(usize, PerftRecord)>,
                  records: &mut Vec<PerftRecord>|
     -> Result<(), ParseError> {
        if let Some((id_line, record)) = open {
            if record.epd.is_empty() || record.counts.is_empty() {
                return Err(ParseError {
                    line: id_line,
                    kind: ParseErrorKind::IncompleteRecord(record.id),
                });
            }
            records.push(record);
        }
        Ok(())
    };
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let trimmed = raw.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') || trimmed.starts_with('%') {
            continue;
        }
        let (keyword, rest) = match trimmed.split_once(char::is_whitespace) {
            Some((k, r)) => (k, r.trim()),
            None => (trimmed, ""),
        };
        let err = |kind| ParseError { line, kind };
        match keyword {
            "id" => {
                if rest.is_empty() {
                    return Err(err(ParseErrorKind::MissingValue("id")));
                }
                finish(open.take(), &mut records)?;
                open = Some((
                    line,
                    PerftRecord {
                        id: rest.to_string(),
                        epd: String::new(),
                        line,
                        counts: Vec::new(),
                    },
                ));
            }
            "epd" => {
                if rest.is_empty() {
                    return Err(err(ParseErrorKind::MissingValue("epd")));
                }
                match &mut open {
                    Some((_, record)) if record.epd.is_empty() => {
                        record.epd = rest.to_string();
                        record.line = line;
                    }
                    _ => return Err(err(ParseErrorKind::EpdWithoutId)),
                }
            }
            "perft" => {
                let record = match &mut open {
                    Some((_, record)) if !record.epd.is_empty() => record,
                    _ => return Err(err(ParseErrorKind::PerftWithoutEpd)),
                };
                let fields: Vec<&str> = rest.split_whitespace().collect();
                let [depth, nodes] = fields[..] else {
                    return Err(err(ParseErrorKind::PerftShape(trimmed.to_string())));
                };
                record.counts.push(PerftCount {
                    depth: parse_depth(depth, line)?,
                    nodes: parse_nodes(nodes, line)?,
                    line,
                });
            }
            other => return Err(err(ParseErrorKind::UnknownKeyword(other.to_string()))),
        }
    }
    finish(open.take(), &mut records)?;
    Ok(records)
}

// ---------------------------------------------------------------------------------------
// Fairy-Stockfish rows
// ---------------------------------------------------------------------------------------

/// The header line of `data/chess-fsf.tsv`.
pub const FSF_TSV_HEADER: &str = "suite\tvariant\tfen\tdepth\tnodes\tchess960";

/// The position of an [`FsfRow`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FsfPosition {
    /// `startpos`: the variant's start position.
    StartPos,
    /// A FEN (4 or 6 fields).
    Fen(String),
}

/// One row of `data/chess-fsf.tsv`: a Fairy-Stockfish perft figure.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FsfRow {
    /// `chess` (a row of Fairy-Stockfish's `tests/perft.sh`) or `startpos_perft`
    /// (a start-position row counted through its Python binding).
    pub suite: String,
    /// Fairy-Stockfish's variant name (`chess`, `chess960`).
    pub variant: String,
    /// The position.
    pub position: FsfPosition,
    /// Plies.
    pub depth: u32,
    /// Expected node count.
    pub nodes: u64,
    /// Whether castling follows Chess960 rules.
    pub chess960: bool,
    /// 1-based line number.
    pub line: usize,
}

/// Parses `data/chess-fsf.tsv`: the header [`FSF_TSV_HEADER`], then one row per line
/// with six tab-separated fields. Blank lines are skipped.
///
/// # Errors
/// The first malformed line, as a [`ParseError`].
///
/// ```
/// let text = "suite\tvariant\tfen\tdepth\tnodes\tchess960\nchess\tchess\tstartpos\t1\t20\tfalse\n";
/// let rows = fers_conformance::parse_fsf_tsv(text).unwrap();
/// assert_eq!(rows[0].position, fers_conformance::FsfPosition::StartPos);
/// assert!(fers_conformance::parse_fsf_tsv("chess\tchess\n").is_err());
/// ```
pub fn parse_fsf_tsv(text: &str) -> Result<Vec<FsfRow>, ParseError> {
    let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l));
    let header = lines.next().map_or("", |(_, l)| l.trim_end_matches('\r'));
    if header != FSF_TSV_HEADER {
        return Err(ParseError {
            line: 1,
            kind: ParseErrorKind::Header {
                expected: FSF_TSV_HEADER.to_string(),
                found: header.to_string(),
            },
        });
    }
    let mut rows = Vec::new();
    for (line, raw) in lines {
        let raw = raw.trim_end_matches('\r');
        if raw.trim().is_empty() {
            continue;
        }
        let err = |kind| ParseError { line, kind };
        let fields: Vec<&str> = raw.split('\t').map(str::trim).collect();
        let [suite, variant, fen, depth, nodes, chess960] = fields[..] else {
            return Err(err(ParseErrorKind::FieldCount {
                expected: 6,
                found: fields.len(),
            }));
        };
        for (name, value) in [("suite", suite), ("variant", variant), ("fen", fen)] {
            if value.is_empty() {
                return Err(err(ParseErrorKind::EmptyField(name)));
            }
        }
        rows.push(FsfRow {
            suite: suite.to_string(),
            variant: variant.to_string(),
            position: if fen == "startpos" {
                FsfPosition::StartPos
            } else {
                FsfPosition::Fen(fen.to_string())
            },
            depth: parse_depth(depth, line)?,
            nodes: parse_nodes(nodes, line)?,
            chess960: match chess960 {
                "true" => true,
                "false" => false,
                other => return Err(err(ParseErrorKind::Bool(other.to_string()))),
            },
            line,
        });
    }
    Ok(rows)
}

// ---------------------------------------------------------------------------------------
// Bundled rulesets
// ---------------------------------------------------------------------------------------

/// Why a bundled ruleset could not be loaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoadError {
    /// No bundled ruleset has this name.
    Unknown(String),
    /// The TOML was refused.
    Ruleset(RulesetError),
    /// The ruleset could not be compiled.
    Variant(VariantError),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Unknown(name) => {
                let known: Vec<&str> = fers_standard::bundled_names().collect();
                write!(
                    f,
                    "no bundled ruleset `{name}` (known: {})",
                    known.join(", ")
                )
            }
            LoadError::Ruleset(e) => write!(f, "{e}"),
            LoadError::Variant(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for LoadError {}

/// Loads and checks a bundled ruleset by name (any of `fers list`; a trailing `.toml` is
/// accepted), resolving `extends` as `fers_standard` does (`chess960` extends `standard`).
/// Unlike [`fers_standard::load_variant`], a name that is not bundled is never read as a
/// file: the suite runs the same everywhere.
///
/// # Errors
/// [`LoadError::Unknown`] for a name not bundled, [`LoadError::Ruleset`] if it is refused.
pub fn ruleset(name: &str) -> Result<Ruleset, LoadError> {
    let name = name.strip_suffix(".toml").unwrap_or(name);
    let text =
        fers_standard::bundled_text(name).ok_or_else(|| LoadError::Unknown(name.to_string()))?;
    fers_standard::load_with_parents(text, &format!("<{name}>"), None).map_err(LoadError::Ruleset)
}

/// A bundled ruleset compiled for the narrowest storage that holds its board.
///
/// # Errors
/// As [`ruleset`], or [`LoadError::Variant`] if it does not compile.
pub fn variant(name: &str) -> Result<Variant, LoadError> {
    Variant::new(ruleset(name)?).map_err(LoadError::Variant)
}

/// A bundled ruleset compiled for a board of at most 64 squares (all chess rulesets).
///
/// # Errors
/// As [`ruleset`], or [`LoadError::Variant`] if it does not compile for `u64`.
pub fn tables(name: &str) -> Result<Arc<Tables<u64>>, LoadError> {
    compile::<u64>(ruleset(name)?).map_err(LoadError::Variant)
}

// ---------------------------------------------------------------------------------------
// Test rulesets
// ---------------------------------------------------------------------------------------

/// The path of the test ruleset `name` (without `.toml`) in `tests/data/rulesets/`: small
/// rulesets written for the tests, one capability or one regression each (see the
/// folder's README).
pub fn test_ruleset_path(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("data/rulesets")
        .join(format!("{name}.toml"))
}

/// The text of the test ruleset `name` (see [`test_ruleset_path`]).
///
/// # Panics
/// If the file cannot be read: a test helper, for files that ship with the suite.
pub fn test_ruleset_text(name: &str) -> String {
    let path = test_ruleset_path(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The test ruleset `name` (see [`test_ruleset_path`]), loaded and checked, its
/// `extends` resolved as `fers_standard` does (bundled names, or files beside it).
///
/// ```
/// let ruleset = fers_conformance::test_ruleset("kings");
/// assert_eq!(ruleset.name, "kings");
/// ```
///
/// # Panics
/// If the file cannot be read or is refused.
pub fn test_ruleset(name: &str) -> Ruleset {
    let path = test_ruleset_path(name);
    let text = test_ruleset_text(name);
    fers_standard::load_with_parents(&text, &path.display().to_string(), path.parent())
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

// ---------------------------------------------------------------------------------------
// Random playouts
// ---------------------------------------------------------------------------------------

/// The board field of chess's start position, which Chess960 rearranges.
const CHESS_START_BOARD: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";

/// Where a random playout of `ruleset` starts: its own start position, except in a
/// ruleset that castles by Chess960 rules from chess's start position (`chess960`,
/// `atomic960`, `extinction960`), where number `n % 960` of the 960 start positions
/// (Scharnagl's numbering, [`fers_standard::chess960_start_fen`]) is used.
///
/// ```
/// let chess960 = fers_conformance::ruleset("chess960").unwrap();
/// assert_eq!(
///     fers_conformance::playout_start_fen(&chess960, 518 + 960),
///     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"
/// );
/// let atomic960 = fers_conformance::ruleset("atomic960").unwrap();
/// assert_eq!(
///     fers_conformance::playout_start_fen(&atomic960, 0),
///     "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"
/// );
/// // A start pocket goes with the array; under gating every first-rank piece may gate.
/// let seirawan960 = fers_conformance::ruleset("seirawan960").unwrap();
/// assert_eq!(
///     fers_conformance::playout_start_fen(&seirawan960, 0),
///     "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR[HEhe] w ABCDEFGHabcdefgh - 0 1"
/// );
/// ```
pub fn playout_start_fen(ruleset: &Ruleset, n: u32) -> String {
    let chess960 = ruleset.castling.as_ref().is_some_and(|c| c.chess960);
    let first = ruleset.start_fen.split_whitespace().next().unwrap_or("");
    // A start pocket (`[HEhe]`) goes with the Chess960 array.
    let (board, pocket) = match first.split_once('[') {
        Some((board, pocket)) => (board, Some(pocket)),
        None => (first, None),
    };
    if !(chess960 && board == CHESS_START_BOARD) {
        return ruleset.start_fen.clone();
    }
    let fen = fers_standard::chess960_start_fen(n % 960).expect("n % 960 is a valid number");
    let Some(pocket) = pocket else {
        return fen;
    };
    let mut fields: Vec<String> = fen.split_whitespace().map(String::from).collect();
    fields[0] = format!("{}[{pocket}", fields[0]);
    // Under gating every piece of the first rank may gate, the castling rooks and the
    // king among them: Fairy-Stockfish's Chess960 form.
    if ruleset.hands.is_some_and(|h| h.gating) {
        fields[2] = "ABCDEFGHabcdefgh".into();
    }
    fields.join(" ")
}

/// The legal moves of `pos` that `keep` selects, in UCI, sorted: what a test compares
/// with an exact list.
pub fn sorted_uci<B: Bits>(pos: &Position<B>, keep: impl Fn(&Move) -> bool) -> Vec<String> {
    let mut out: Vec<String> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| keep(m))
        .map(|m| pos.uci(m))
        .collect();
    out.sort();
    out
}

/// The legal moves of `pos` from the square named `from`, in UCI, sorted.
pub fn sorted_uci_from<B: Bits>(pos: &Position<B>, from: &str) -> Vec<String> {
    sorted_uci(pos, |m| pos.shape().square_name(m.from).to_string() == from)
}

/// The code and message with which `pos` refuses the move `text` (UCI or SAN): what a
/// test of a refusal compares. Panics if the move is legal.
pub fn refusal<B: Bits>(pos: &Position<B>, text: &str) -> (IllegalCode, String) {
    let e = pos.validate(text).expect_err("the move should be refused");
    (e.code, e.message)
}

/// A small, fast, seedable random number generator (SplitMix64): playouts are
/// reproducible from their seed on every machine.
#[derive(Debug, Clone)]
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// The root README's Rust examples, compiled and run as doctests, so that an example
/// that no longer shows what the code does fails (`no_run` blocks are compiled only).
#[doc = include_str!("../../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(text: &str) -> ParseErrorKind {
        parse_perft(text).unwrap_err().kind
    }

    #[test]
    fn perft_parser_reads_records_and_comments() {
        let text = "# c\n% also a comment\n\nid a b\nepd 8/8/8/8/8/8/8/K1k5 w - - 0 1\n\
                    perft 1 3\nperft 6 3651608327\n  \nid c\nepd 8/8/8/8/8/8/8/K1k5 b - -\nperft 0 1\n";
        let r = parse_perft(text).unwrap();
        assert_eq!(r.len(), 2);
        assert_eq!(r[0].id, "a b");
        assert_eq!(r[0].epd, "8/8/8/8/8/8/8/K1k5 w - - 0 1");
        assert_eq!(r[0].line, 5);
        assert_eq!(
            r[0].counts[1],
            PerftCount {
                depth: 6,
                nodes: 3_651_608_327,
                line: 7
            }
        );
        assert_eq!(
            r[1].counts,
            vec![PerftCount {
                depth: 0,
                nodes: 1,
                line: 11
            }]
        );
    }

    #[test]
    fn perft_parser_refuses_malformed_lines() {
        let head = "id x\nepd 8/8/8/8/8/8/8/K1k5 w - -\n";
        assert_eq!(
            kind("foo 1\n"),
            ParseErrorKind::UnknownKeyword("foo".into())
        );
        assert_eq!(kind("id\n"), ParseErrorKind::MissingValue("id"));
        assert_eq!(kind("id x\nepd\n"), ParseErrorKind::MissingValue("epd"));
        assert_eq!(kind("epd 8/8 w - -\n"), ParseErrorKind::EpdWithoutId);
        assert_eq!(
            kind(&format!("{head}epd k w - -\n")),
            ParseErrorKind::EpdWithoutId
        );
        assert_eq!(kind("perft 1 2\n"), ParseErrorKind::PerftWithoutEpd);
        assert_eq!(kind("id x\nperft 1 2\n"), ParseErrorKind::PerftWithoutEpd);
        assert_eq!(
            kind(&format!("{head}perft 1\n")),
            ParseErrorKind::PerftShape("perft 1".into())
        );
        assert_eq!(
            kind(&format!("{head}perft 1 2 3\n")),
            ParseErrorKind::PerftShape("perft 1 2 3".into())
        );
        assert_eq!(
            kind(&format!("{head}perft -1 2\n")),
            ParseErrorKind::Depth("-1".into())
        );
        assert_eq!(
            kind(&format!("{head}perft 65 2\n")),
            ParseErrorKind::Depth("65".into())
        );
        assert_eq!(
            kind(&format!("{head}perft 1 18446744073709551616\n")),
            ParseErrorKind::Nodes("18446744073709551616".into())
        );
        assert_eq!(
            kind(&format!("{head}perft 1 +2\n")),
            ParseErrorKind::Nodes("+2".into())
        );
        assert_eq!(
            kind("id x\nid y\n"),
            ParseErrorKind::IncompleteRecord("x".into())
        );
        let e = parse_perft(head).unwrap_err();
        assert_eq!(
            (e.line, e.kind),
            (1, ParseErrorKind::IncompleteRecord("x".into()))
        );
        assert_eq!(
            parse_perft(&format!("{head}perft 1 x\n"))
                .unwrap_err()
                .to_string(),
            "line 3: node count `x` is not a whole number below 2^64"
        );
    }

    #[test]
    fn tsv_parser_refuses_malformed_rows() {
        let h = format!("{FSF_TSV_HEADER}\n");
        let k = |t: &str| parse_fsf_tsv(t).unwrap_err().kind;
        assert!(matches!(k("nope\n"), ParseErrorKind::Header { .. }));
        assert!(matches!(k(""), ParseErrorKind::Header { .. }));
        assert_eq!(
            k(&format!("{h}chess\tchess\tstartpos\t1\t20\n")),
            ParseErrorKind::FieldCount {
                expected: 6,
                found: 5
            }
        );
        assert_eq!(
            k(&format!("{h}chess\tchess\tstartpos\t1\t20\tyes\n")),
            ParseErrorKind::Bool("yes".into())
        );
        assert_eq!(
            k(&format!("{h}chess\tchess\t\t1\t20\tfalse\n")),
            ParseErrorKind::EmptyField("fen")
        );
        assert_eq!(
            k(&format!("{h}chess\tchess\tstartpos\tx\t20\tfalse\n")),
            ParseErrorKind::Depth("x".into())
        );
        let rows = parse_fsf_tsv(&format!("{h}a\tchess960\tk w - -\t2\t9\ttrue\n")).unwrap();
        assert_eq!(rows[0].position, FsfPosition::Fen("k w - -".into()));
        assert!(rows[0].chess960);
        assert_eq!(rows[0].line, 2);
    }

    #[test]
    fn chess960_numbering_gives_960_distinct_valid_arrays() {
        let chess960 = ruleset("chess960").unwrap();
        let chess960_start_fen = |n| playout_start_fen(&chess960, n);
        let mut seen = std::collections::HashSet::new();
        for n in 0..960 {
            let fen = chess960_start_fen(n);
            let back = fen.split(['/', ' ']).nth(7).unwrap().to_string();
            let k = back.find('K').unwrap();
            let rooks: Vec<usize> = back.match_indices('R').map(|(i, _)| i).collect();
            let bishops: Vec<usize> = back.match_indices('B').map(|(i, _)| i).collect();
            assert!(rooks[0] < k && k < rooks[1], "{fen}");
            assert_ne!(bishops[0] % 2, bishops[1] % 2, "{fen}");
            assert!(seen.insert(back));
        }
        assert_eq!(chess960_start_fen(959), chess960_start_fen(959 + 960));
    }

    #[test]
    fn bundled_rulesets_load() {
        assert_eq!(ruleset("standard").unwrap().name, "standard");
        assert_eq!(ruleset("chess960.toml").unwrap().name, "chess960");
        assert!(variant("chess960").is_ok_and(|v| v.typed::<u64>().is_some()));
        assert!(tables("standard").is_ok());
        assert_eq!(
            ruleset("no-such-game").unwrap_err(),
            LoadError::Unknown("no-such-game".into())
        );
    }
}
