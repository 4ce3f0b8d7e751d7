//! Perft speed (nodes per second, bulk-counted last ply) and ruleset load time.
//!
//! `cargo bench -p fers-standard` runs every case; `cargo bench -p fers-standard -- quick`
//! runs shallower depths. Each case is run three times and the best time reported, since
//! other load on the machine only ever makes a run slower.

use fers_rules::typed::compile;
use fers_rules::{FenMode, load_ruleset};
use fers_standard::{load_variant, resolve};
use std::time::{Duration, Instant};

/// (name, ruleset, FEN or "" for the start position, depth, expected nodes where a
/// reference gives them)
const CASES: &[(&str, &str, &str, u32, Option<u64>)] = &[
    ("standard start", "standard", "", 6, Some(119_060_324)),
    (
        "kiwipete",
        "standard",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        5,
        Some(193_690_690),
    ),
    // The first two positions of the Chess960 suite (tests/data/shakmaty-chess960.perft).
    (
        "chess960 #0",
        "chess960",
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
        5,
        Some(8_146_062),
    ),
    (
        "chess960 #1",
        "chess960",
        "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9",
        5,
        Some(16_253_601),
    ),
    // 10x8 (u128 storage): published figures stop at depth 4 (805,128).
    ("capablanca start (10x8)", "capablanca", "", 5, None),
    // 10x10 (u128 storage): published figures stop at depth 3 (259,514).
    ("grand start (10x10)", "grand", "", 4, None),
    // The families of issues #9 and #11, with the counts of Fairy-Stockfish's `go perft`
    // (Debian's fairy-stockfish 11.1; its published rows stop at depth 4).
    ("crazyhouse start", "crazyhouse", "", 5, Some(4_888_832)),
    ("shogi start (9x9)", "shogi", "", 5, Some(19_861_490)),
    ("xiangqi start (9x10)", "xiangqi", "", 5, Some(133_312_995)),
    ("janggi start (9x10)", "janggi", "", 5, Some(35_243_995)),
    // The goal variants of issue #10, with the counts of Fairy-Stockfish built with every
    // variant (`go perft`; Debian's build has no atomic).
    ("atomic start", "atomic", "", 5, Some(4_864_979)),
    ("antichess start", "antichess", "", 6, Some(46_264_162)),
];

fn best_of<T>(runs: usize, mut f: impl FnMut() -> T) -> (Duration, T) {
    let mut best = None;
    let mut out = None;
    for _ in 0..runs {
        let start = Instant::now();
        let v = f();
        let d = start.elapsed();
        if best.is_none_or(|b| d < b) {
            best = Some(d);
        }
        out = Some(v);
    }
    (best.unwrap_or_default(), out.expect("runs > 0"))
}

fn main() {
    let quick = std::env::args().any(|a| a == "quick");
    let text = fers_standard::STANDARD_TOML;
    let load_standard = || {
        let ruleset = load_ruleset(text, "standard.toml", &|n| resolve(n, None)).expect("valid");
        compile::<u64>(ruleset).expect("compiles")
    };
    // The first load in the process, before any move generation has run (the 8×8
    // magic slider tables are built when the crate is compiled, not here).
    let (first, _) = best_of(1, load_standard);
    println!(
        "first load+compile standard.toml in the process: {:.3} ms",
        first.as_secs_f64() * 1e3
    );
    let (load, _) = best_of(200, load_standard);
    println!(
        "load+compile standard.toml: {:.3} ms",
        load.as_secs_f64() * 1e3
    );
    for &(name, ruleset, fen, depth, expected) in CASES {
        let depth = if quick { depth - 1 } else { depth };
        let variant = load_variant(ruleset).expect("bundled ruleset");
        // The width-free position: one dispatch per perft call, then the typed code.
        let pos = if fen.is_empty() {
            fers_rules::Position::start(&variant)
        } else {
            fers_rules::Position::from_fen(&variant, fen, FenMode::Relaxed).expect("valid FEN")
        };
        let (time, nodes) = best_of(3, || pos.perft(depth));
        if let (false, Some(expected)) = (quick, expected) {
            assert_eq!(nodes, expected, "{name}: perft({depth})");
        }
        println!(
            "{name:<24} depth {depth}  {nodes:>12} nodes  {:>8.3} s  {:>6.1} M nodes/s",
            time.as_secs_f64(),
            nodes as f64 / time.as_secs_f64() / 1e6
        );
    }
}
