//! The large-board variants against Fairy-Stockfish's figures.
//!
//! For each of `capablanca`, `gothic`, `janus`, `embassy`, `chancellor`, `modern`,
//! `grand`, `courier`, `opulent`, `tencubed` and `centaur` (the bundled rulesets of the
//! same names):
//!
//! - its start position, written by [`Position::fen`], must be Fairy-Stockfish's: the
//!   `startpos.tsv` row of the variant and the FEN of its `startpos_perft.tsv` rows;
//!   `chancellor`, `modern`, `opulent`, `tencubed` and `centaur` have neither, and are
//!   compared with [`FSF_START_NOT_IN_DATA`] instead;
//! - every row of `perft.tsv` and `startpos_perft.tsv` for it must be reproduced.
//!
//! The default tests (one per variant) check the rows of at most [`NODE_CAP`] nodes; the
//! `#[ignore]`d [`all_rows`] checks every row (`cargo test -p fers-conformance --test
//! variants_large -- --ignored`). The data comes from `tests/data/fairy-stockfish/`
//! (see its README), embedded at compile time.

use fers_conformance::{FsfPosition, parse_fsf_tsv, variant};
use fers_rules::{Bits, FenMode, Position, Tables, Variant};
use std::sync::Arc;
use std::time::Instant;

/// Rows expecting more nodes than this run only in the `#[ignore]`d [`all_rows`].
const NODE_CAP: u64 = 2_000_000;

const STARTPOS: &str = include_str!("../data/fairy-stockfish/startpos.tsv");
const PERFT: &str = include_str!("../data/fairy-stockfish/perft.tsv");
const STARTPOS_PERFT: &str = include_str!("../data/fairy-stockfish/startpos_perft.tsv");

/// Every variant of this file with the number of rows the data holds for it
/// (`perft.tsv` + `startpos_perft.tsv`), so that a lost row is noticed.
const VARIANTS: [(&str, usize); 11] = [
    ("capablanca", 1 + 4),
    ("gothic", 4),
    ("janus", 1 + 4),
    ("embassy", 1 + 4),
    ("chancellor", 1),
    ("modern", 1),
    ("grand", 2 + 3),
    ("courier", 1 + 4),
    ("opulent", 1),
    ("tencubed", 1),
    ("centaur", 1),
];

/// Fairy-Stockfish's start FEN of the variants that `startpos.tsv` does not list: the
/// `startFen` of each in its `src/variant.cpp`, as its Python binding (pyffish 0.0.90,
/// `start_fen`) writes it.
const FSF_START_NOT_IN_DATA: [(&str, &str); 5] = [
    (
        "chancellor",
        "rnbqkcnbr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKCNBR w KQkq - 0 1",
    ),
    (
        "modern",
        "rnbqkmbnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBMKQBNR w KQkq - 0 1",
    ),
    (
        "opulent",
        "rw6wr/clbnqknbla/pppppppppp/10/10/10/10/PPPPPPPPPP/CLBNQKNBLA/RW6WR w - - 0 1",
    ),
    (
        "tencubed",
        "2cwamwc2/1rnbqkbnr1/pppppppppp/10/10/10/10/PPPPPPPPPP/1RNBQKBNR1/2CWAMWC2 w - - 0 1",
    ),
    (
        "centaur",
        "rcnbqkbncr/pppppppppp/10/10/10/10/PPPPPPPPPP/RCNBQKBNCR w KQkq - 0 1",
    ),
];

/// One expected count.
struct Row {
    /// `file:line` it comes from.
    at: String,
    variant: String,
    /// `None`: the variant's start position.
    fen: Option<String>,
    depth: u32,
    nodes: u64,
}

/// Splits a TSV with the given header into rows of `width` fields, with line numbers.
fn tsv<'a>(file: &str, text: &'a str, header: &str, width: usize) -> Vec<(usize, Vec<&'a str>)> {
    let mut lines = text.lines().enumerate();
    let first = lines.next().map(|(_, l)| l.trim_end_matches('\r'));
    assert_eq!(first, Some(header), "{file}: header");
    lines
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| {
            let fields: Vec<&str> = l.trim_end_matches('\r').split('\t').collect();
            assert_eq!(fields.len(), width, "{file}:{}: field count", i + 1);
            (i + 1, fields)
        })
        .collect()
}

/// `startpos.tsv`: Fairy-Stockfish's start FEN of `name`, if the file has it.
fn fsf_start(name: &str) -> Option<(String, String)> {
    tsv("startpos.tsv", STARTPOS, "variant\tstartFen", 2)
        .into_iter()
        .find(|(_, f)| f[0] == name)
        .map(|(line, f)| (format!("startpos.tsv:{line}"), f[1].to_string()))
}

/// Every row of `perft.tsv` and `startpos_perft.tsv` for `name`.
fn rows(name: &str) -> Vec<Row> {
    let mut out = Vec::new();
    let perft = parse_fsf_tsv(PERFT).unwrap_or_else(|e| panic!("perft.tsv: {e}"));
    for r in perft.into_iter().filter(|r| r.variant == name) {
        assert!(!r.chess960, "perft.tsv:{}: a chess960 row", r.line);
        out.push(Row {
            at: format!("perft.tsv:{}", r.line),
            variant: r.variant,
            fen: match r.position {
                FsfPosition::StartPos => None,
                FsfPosition::Fen(fen) => Some(fen),
            },
            depth: r.depth,
            nodes: r.nodes,
        });
    }
    let header = "variant\tfen\tdepth\tnodes";
    for (line, f) in tsv("startpos_perft.tsv", STARTPOS_PERFT, header, 4) {
        if f[0] != name {
            continue;
        }
        let at = format!("startpos_perft.tsv:{line}");
        out.push(Row {
            variant: f[0].to_string(),
            fen: Some(f[1].to_string()),
            depth: f[2].parse().unwrap_or_else(|_| panic!("{at}: depth")),
            nodes: f[3].parse().unwrap_or_else(|_| panic!("{at}: nodes")),
            at,
        });
    }
    out
}

fn load(name: &str) -> Variant {
    variant(name).unwrap_or_else(|e| panic!("bundled ruleset `{name}` does not load: {e}"))
}

/// The start FEN we write for `name`, and Fairy-Stockfish's wherever the data gives it
/// (`startpos.tsv`, and the FEN column of `startpos_perft.tsv`), or else from
/// [`FSF_START_NOT_IN_DATA`]: (where from, FEN).
fn start_fens<B: Bits>(tables: &Arc<Tables<B>>, name: &str) -> (String, Vec<(String, String)>) {
    let ours = Position::start(tables).fen();
    let mut theirs: Vec<(String, String)> = fsf_start(name).into_iter().collect();
    for r in rows(name) {
        if r.at.starts_with("startpos_perft") {
            theirs.extend(r.fen.map(|fen| (r.at, fen)));
        }
    }
    if theirs.is_empty() {
        theirs.extend(
            FSF_START_NOT_IN_DATA
                .iter()
                .filter(|(n, _)| *n == name)
                .map(|(_, fen)| {
                    (
                        "Fairy-Stockfish's src/variant.cpp".to_string(),
                        fen.to_string(),
                    )
                }),
        );
    }
    assert!(
        !theirs.is_empty(),
        "{name}: no Fairy-Stockfish start FEN to compare with"
    );
    (ours, theirs)
}

/// Checks the start FEN and the rows of `name` of at most `cap` nodes; returns the
/// failures, each naming variant, file and line, FEN, depth, expected and actual count.
fn check_tables<B: Bits>(tables: &Arc<Tables<B>>, name: &str, cap: Option<u64>) -> Vec<String> {
    let mut failures = Vec::new();
    let (ours, theirs) = start_fens(tables, name);
    for (at, fen) in &theirs {
        if *fen != ours {
            failures.push(format!(
                "{name}: start position: {at} has `{fen}`, we write `{ours}`"
            ));
        }
    }
    let start = Instant::now();
    let (mut run, mut skipped) = (0, 0);
    for row in rows(name) {
        if cap.is_some_and(|cap| row.nodes > cap) {
            skipped += 1;
            continue;
        }
        let fen = row.fen.clone().unwrap_or_else(|| ours.clone());
        let pos = match Position::from_fen(tables, &fen, FenMode::Relaxed) {
            Ok(pos) => pos,
            Err(e) => {
                failures.push(format!("{name}: {}: FEN `{fen}` refused: {e}", row.at));
                continue;
            }
        };
        let got = pos.perft(row.depth);
        run += 1;
        if got != row.nodes {
            failures.push(format!(
                "{}: {}: FEN `{fen}` depth {}: expected {}, got {got}",
                row.variant, row.at, row.depth, row.nodes
            ));
        }
    }
    println!(
        "{name}: start FEN compared with {} FSF row(s); {run} count(s) checked, {skipped} \
         over the cap skipped, in {:.2?}",
        theirs.len(),
        start.elapsed()
    );
    failures
}

fn check(name: &str, cap: Option<u64>) -> Vec<String> {
    match load(name) {
        Variant::Small(t) => check_tables(&t, name, cap),
        Variant::Medium(t) => check_tables(&t, name, cap),
        Variant::Large(t) => check_tables(&t, name, cap),
    }
}

fn assert_variant(name: &str, cap: Option<u64>) {
    let failures = check(name, cap);
    assert!(
        failures.is_empty(),
        "{} failure(s):\n  {}",
        failures.len(),
        failures.join("\n  ")
    );
}

macro_rules! variant_tests {
    ($($name:ident),* $(,)?) => {
        $(
            #[test]
            fn $name() {
                assert_variant(stringify!($name), Some(NODE_CAP));
            }
        )*
    };
}

variant_tests!(
    capablanca, gothic, janus, embassy, chancellor, modern, grand, courier, opulent, tencubed,
    centaur,
);

/// Every row of every variant, with no node cap.
#[test]
#[ignore = "every row, no node cap (all 34 rows are below the cap today: 8.3 x 10^6 nodes)"]
fn all_rows() {
    let failures: Vec<String> = VARIANTS
        .iter()
        .flat_map(|(name, _)| check(name, None))
        .collect();
    assert!(
        failures.is_empty(),
        "{} failure(s):\n  {}",
        failures.len(),
        failures.join("\n  ")
    );
}

/// The data holds the expected number of rows for each variant, and the start FEN of
/// each variant that `startpos.tsv` lists.
#[test]
fn data_rows_are_all_there() {
    for (name, count) in VARIANTS {
        assert_eq!(rows(name).len(), count, "{name}: rows in the data");
    }
    let listed: Vec<&str> = VARIANTS
        .iter()
        .map(|(n, _)| *n)
        .filter(|n| fsf_start(n).is_some())
        .collect();
    assert_eq!(
        listed,
        [
            "capablanca",
            "gothic",
            "janus",
            "embassy",
            "grand",
            "courier"
        ]
    );
    for (name, _) in FSF_START_NOT_IN_DATA {
        assert!(fsf_start(name).is_none(), "{name} is in startpos.tsv now");
    }
}

/// The legal moves of the pieces on `from` (UCI), in the grand ruleset at `fen`.
fn grand_moves_from(fen: &str, from: &str) -> Vec<String> {
    let Variant::Medium(tables) = load("grand") else {
        panic!("grand is a 100-square board");
    };
    let pos = Position::from_fen(&tables, fen, FenMode::Strict)
        .unwrap_or_else(|e| panic!("grand: FEN `{fen}` refused: {e}"));
    let mut moves: Vec<String> = pos
        .legal_moves()
        .into_iter()
        .map(|m| pos.uci(m))
        .filter(|m| m.starts_with(from) && !m[from.len()..].starts_with(char::is_numeric))
        .collect();
    moves.sort();
    moves
}

/// `promotion.limit = "captured"` (Grand chess): a pawn promotes only to a kind its side
/// has lost. With every kind still on the board it cannot enter the mandatory last rank
/// at all; with one knight lost it may become a knight, and on rank 9 may also stay a
/// pawn. (The same moves as Fairy-Stockfish's `grand` in these positions.)
#[test]
fn grand_promotes_only_to_lost_kinds() {
    let nothing_lost = "4k5/P9/10/10/10/10/10/10/1NBQKCABN1/R8R w - - 0 1";
    assert_eq!(grand_moves_from(nothing_lost, "a9"), Vec::<String>::new());
    let knight_lost = "4k5/P9/10/10/10/10/10/10/2BQKCABN1/R8R w - - 0 1";
    assert_eq!(grand_moves_from(knight_lost, "a9"), ["a9a10n"]);
    let two_knights_lost = "4k5/10/P9/10/10/10/10/10/2BQKCAB2/R8R w - - 0 1";
    assert_eq!(grand_moves_from(two_knights_lost, "a8"), ["a8a9", "a8a9n"]);
}

/// A `promotion.limit` other than `"none"` or `"captured"` is refused with a diagnostic.
#[test]
fn promotion_limit_must_be_known() {
    let text = fers_standard::bundled_text("grand")
        .expect("grand is bundled")
        .replace("limit = \"captured\"", "limit = \"lost\"");
    let err = fers_rules::load_ruleset(&text, "grand.toml", &|_| None)
        .expect_err("an unknown limit is refused");
    assert_eq!(err.diagnostics.len(), 1, "{err}");
    let d = &err.diagnostics[0];
    assert_eq!(d.code, fers_movement::DiagnosticCode::BadPromotion, "{err}");
    assert!(d.message.contains("\"lost\""), "{err}");
}
