//! Fairy-Stockfish's reference figures for variants (`tests/data/fairy-stockfish/`):
//! start positions and perft counts, and one check that a bundled ruleset reproduces
//! them.

use crate::{FsfPosition, parse_fsf_tsv, variant};
use fers_rules::typed::{Position, Tables};
use fers_rules::{Bits, FenMode, TablesVisitor, Variant, Width};
use std::sync::Arc;
use std::time::Instant;

const STARTPOS: &str = include_str!("../data/fairy-stockfish/startpos.tsv");
const PERFT: &str = include_str!("../data/fairy-stockfish/perft.tsv");
const STARTPOS_PERFT: &str = include_str!("../data/fairy-stockfish/startpos_perft.tsv");
/// Perft counted here with Fairy-Stockfish's move generator (pyffish), for variants
/// the published data has no rows for (see `tests/data/README.md`).
const PYFFISH_PERFT: &str = include_str!("../data/fairy-stockfish/pyffish_perft.tsv");

/// One expected perft count.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FsfCase {
    /// `file:line` it comes from.
    pub at: String,
    /// Fairy-Stockfish's variant name (ours is the same).
    pub variant: String,
    /// The position; `None` for the variant's start position.
    pub fen: Option<String>,
    /// Plies.
    pub depth: u32,
    /// Expected node count.
    pub nodes: u64,
}

/// Data lines of a TSV file after its header: (1-based line, fields). Panics on a
/// malformed file: the data is committed and fixed.
fn tsv<'a>(file: &str, text: &'a str, header: &str) -> Vec<(usize, Vec<&'a str>)> {
    let mut lines = text.lines().enumerate();
    let first = lines.next().map(|(_, l)| l.trim_end_matches('\r'));
    assert_eq!(first, Some(header), "{file}: header");
    let width = header.split('\t').count();
    lines
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| {
            let fields: Vec<&str> = l.trim_end_matches('\r').split('\t').collect();
            assert_eq!(fields.len(), width, "{file}:{}: field count", i + 1);
            (i + 1, fields)
        })
        .collect()
}

/// Fairy-Stockfish's start FEN of `name` from `startpos.tsv`: (where from, FEN).
pub fn listed_start_fen(name: &str) -> Option<(String, String)> {
    tsv("startpos.tsv", STARTPOS, "variant\tstartFen")
        .into_iter()
        .find(|(_, f)| f[0] == name)
        .map(|(line, f)| (format!("startpos.tsv:{line}"), f[1].to_string()))
}

/// Every row of `perft.tsv` for `name` (its Chess960 rows for `name` = variant + `960`)
/// and every row of `startpos_perft.tsv` for `name`.
pub fn cases(name: &str) -> Vec<FsfCase> {
    let mut out = Vec::new();
    for r in parse_fsf_tsv(PERFT).unwrap_or_else(|e| panic!("perft.tsv: {e}")) {
        // A row marked chess960 belongs to the ruleset named with a `960` suffix
        // (`extinction960`); standard chess's are read by `tests/tests/perft.rs`.
        let ours = if r.chess960 {
            r.variant != "chess" && name.strip_suffix("960") == Some(r.variant.as_str())
        } else {
            r.variant == name
        };
        if !ours {
            continue;
        }
        out.push(FsfCase {
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
    let rows = tsv(
        "startpos_perft.tsv",
        STARTPOS_PERFT,
        "variant\tfen\tdepth\tnodes",
    )
    .into_iter()
    .map(|r| ("startpos_perft.tsv", r))
    .chain(
        tsv(
            "pyffish_perft.tsv",
            PYFFISH_PERFT,
            "variant\tfen\tdepth\tnodes",
        )
        .into_iter()
        .map(|r| ("pyffish_perft.tsv", r)),
    );
    for (file, (line, f)) in rows {
        if f[0] != name {
            continue;
        }
        let at = format!("{file}:{line}");
        out.push(FsfCase {
            variant: f[0].to_string(),
            fen: Some(f[1].to_string()),
            depth: f[2].parse().unwrap_or_else(|_| panic!("{at}: depth")),
            nodes: f[3].parse().unwrap_or_else(|_| panic!("{at}: nodes")),
            at,
        });
    }
    out
}

/// `fen` as Fairy-Stockfish's `fen()` writes it: its variant table writes the start
/// positions of games without castling or en passant in a short form, `[-] w 0 1` (an
/// empty pocket as `-`, no castling or en-passant field), which its own FENs and perft
/// rows after play write `[] w - - 0 1`.
pub fn expand_short_fen(fen: &str) -> String {
    let mut fields: Vec<&str> = fen.split_whitespace().collect();
    if fields.len() == 4
        && fields[2..]
            .iter()
            .all(|f| f.bytes().all(|b| b.is_ascii_digit()))
    {
        fields.splice(2..2, ["-", "-"]);
    }
    fields.join(" ").replace("[-]", "[]")
}

/// `fen` with each pocket's letters sorted: Fairy-Stockfish's variant table gives a start
/// pocket as the variant declares it (S-chess's `[HEhe]`), while its `fen()`, and so
/// every FEN after a move, writes pieces in its own order (`[EHeh]`, as Fers does).
pub fn sorted_pockets(fen: &str) -> String {
    let Some((board, rest)) = fen.split_once('[') else {
        return fen.to_string();
    };
    let Some((pocket, tail)) = rest.split_once(']') else {
        return fen.to_string();
    };
    let mut letters: Vec<char> = pocket.chars().collect();
    letters.sort_unstable();
    format!("{board}[{}]{tail}", letters.into_iter().collect::<String>())
}

/// Checks that the bundled ruleset `name` starts where Fairy-Stockfish starts (its
/// `startpos.tsv` row, the FEN of its start-position perft rows, and `extra_starts`
/// for variants the data does not list; when none of these exists the start is not
/// compared) and reproduces every case of at most `cap` nodes. Returns the failures, each naming variant, file and line, FEN, depth,
/// expected and actual count.
pub fn check_variant(name: &str, cap: Option<u64>, extra_starts: &[(&str, &str)]) -> Vec<String> {
    match variant(name) {
        Ok(variant) => variant.visit(CheckTables {
            name,
            cap,
            extra_starts,
        }),
        Err(e) => vec![format!("{name}: the bundled ruleset does not load: {e}")],
    }
}

/// [`check_variant`] for a ruleset loaded otherwise (a section of a `variants.ini`),
/// against the figures of Fairy-Stockfish's variant `name`.
pub fn check_loaded(variant: &Variant, name: &str, cap: Option<u64>) -> Vec<String> {
    variant.visit(CheckTables {
        name,
        cap,
        extra_starts: &[],
    })
}

fn check_tables<B: Bits>(
    tables: &Arc<Tables<B>>,
    name: &str,
    cap: Option<u64>,
    extra_starts: &[(&str, &str)],
) -> Vec<String> {
    let mut failures = Vec::new();
    let ours = Position::start(tables).fen();
    let cases = cases(name);
    let mut theirs: Vec<(String, String)> = listed_start_fen(name).into_iter().collect();
    theirs.extend(
        cases
            .iter()
            .filter(|c| c.at.starts_with("startpos_perft"))
            .filter_map(|c| c.fen.clone().map(|f| (c.at.clone(), f))),
    );
    theirs.extend(
        extra_starts
            .iter()
            .filter(|(n, _)| *n == name)
            .map(|(_, f)| ("Fairy-Stockfish's variant.cpp".to_string(), f.to_string())),
    );
    if theirs.is_empty() {
        println!("{name}: the data gives no Fairy-Stockfish start FEN; start not compared");
    }
    for (at, fen) in &theirs {
        if sorted_pockets(&expand_short_fen(fen)) != sorted_pockets(&ours) {
            failures.push(format!(
                "{name}: start position: {at} has `{fen}`, we write `{ours}`"
            ));
        }
    }
    if cases.is_empty() {
        failures.push(format!("{name}: no Fairy-Stockfish perft rows"));
    }
    let start = Instant::now();
    let (mut run, mut skipped) = (0, 0);
    for case in &cases {
        if cap.is_some_and(|cap| case.nodes > cap) {
            skipped += 1;
            continue;
        }
        let fen = case.fen.clone().unwrap_or_else(|| ours.clone());
        let pos = match Position::from_fen(tables, &fen, FenMode::Strict) {
            Ok(pos) => pos,
            Err(e) => {
                failures.push(format!("{name}: {}: FEN `{fen}` refused: {e}", case.at));
                continue;
            }
        };
        let got = pos.perft(case.depth);
        run += 1;
        if got != case.nodes {
            failures.push(format!(
                "{name}: {}: FEN `{fen}` depth {}: expected {}, got {got}",
                case.at, case.depth, case.nodes
            ));
        }
    }
    println!(
        "{name}: start FEN compared with {} Fairy-Stockfish row(s); {run} count(s) checked, {skipped} over the cap skipped, in {:.2?}",
        theirs.len(),
        start.elapsed()
    );
    failures
}

/// [`check_variant`] on each of `names`, with the same node cap and extra start FENs,
/// then [`assert_no_failures`] on all their failures together.
pub fn assert_variants(names: &[&str], cap: Option<u64>, extra_starts: &[(&str, &str)]) {
    let failures: Vec<String> = names
        .iter()
        .flat_map(|v| check_variant(v, cap, extra_starts))
        .collect();
    assert_no_failures(&failures);
}

/// Panics listing `failures`, if any.
pub fn assert_no_failures(failures: &[String]) {
    assert!(
        failures.is_empty(),
        "{} failure(s):\n  {}",
        failures.len(),
        failures.join("\n  ")
    );
}

/// [`check_tables`] in the width of the variant.
struct CheckTables<'a> {
    name: &'a str,
    cap: Option<u64>,
    extra_starts: &'a [(&'a str, &'a str)],
}

impl TablesVisitor for CheckTables<'_> {
    type Output = Vec<String>;
    fn visit<B: Width>(self, tables: &Arc<Tables<B>>) -> Vec<String> {
        check_tables(tables, self.name, self.cap, self.extra_starts)
    }
}
