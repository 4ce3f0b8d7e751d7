//! The sections of `tests/data/ini/variants.ini` (written for these tests, each
//! exercising a part of the translation): each loads, reproduces the perft Fairy-Stockfish
//! gives for its start position (`pyffish_perft.tsv`, pyffish loaded with the same file),
//! and `fers convert`'s TOML of it loads to the same game: the same perft, and the same
//! moves, FEN and outcome along a game.

use fers_movement::ini::{convert_ini, load_ini, read_ini};
use fers_rules::{Position, Variant, load_ruleset};

const INI: &str = include_str!("../data/ini/variants.ini");
const PERFT: &str = include_str!("../data/ini/pyffish_perft.tsv");

/// `(section, depth, nodes)` of each row.
fn rows() -> Vec<(&'static str, u32, u64)> {
    PERFT
        .lines()
        .skip(1)
        .filter_map(|l| {
            let mut f = l.split('\t');
            Some((f.next()?, f.next()?.parse().ok()?, f.next()?.parse().ok()?))
        })
        .collect()
}

fn from_ini(section: &str) -> Variant {
    let ruleset = load_ini(INI, section).unwrap_or_else(|e| panic!("{section}: {e}"));
    Variant::new(ruleset).unwrap_or_else(|e| panic!("{section}: {e}"))
}

fn from_converted(section: &str) -> Variant {
    let toml = convert_ini(INI, "variants.ini", section)
        .unwrap_or_else(|e| panic!("{section}: {e}"))
        .text;
    let ruleset = load_ruleset(&toml, "converted.toml", &|_| None)
        .unwrap_or_else(|e| panic!("{section}: the converted TOML is refused: {e}\n{toml}"));
    Variant::new(ruleset).unwrap_or_else(|e| panic!("{section}: {e}"))
}

#[test]
fn every_section_has_a_perft_row_and_reproduces_it() {
    let parsed = read_ini(INI).expect("the test file reads");
    let rows = rows();
    let mut failures = Vec::new();
    for section in &parsed.sections {
        let name = section.name.as_str();
        let Some(&(_, depth, nodes)) = rows.iter().find(|r| r.0 == name) else {
            failures.push(format!("{name}: no row in pyffish_perft.tsv"));
            continue;
        };
        let got = Position::start(&from_ini(name)).perft(depth);
        if got != nodes {
            failures.push(format!("{name}: perft({depth}) {got}, Fairy-Stockfish {nodes}"));
        }
    }
    assert_eq!(rows.len(), parsed.sections.len(), "a row per section");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_converted_toml_plays_the_same_game() {
    let parsed = read_ini(INI).expect("the test file reads");
    for section in &parsed.sections {
        let name = section.name.as_str();
        let (ini, toml) = (from_ini(name), from_converted(name));
        let (mut a, mut b) = (Position::start(&ini), Position::start(&toml));
        assert_eq!(a.perft(2), b.perft(2), "{name}: perft(2)");
        // A game of the first legal move, then the last, then the first…, to 60 plies.
        for ply in 0..60 {
            let (ma, mb) = (a.legal_moves(), b.legal_moves());
            let ua: Vec<String> = ma.iter().map(|&m| a.uci(m)).collect();
            let ub: Vec<String> = mb.iter().map(|&m| b.uci(m)).collect();
            assert_eq!(ua, ub, "{name}: the moves at ply {ply} ({})", a.fen());
            assert_eq!(a.fen(), b.fen(), "{name}: the FEN at ply {ply}");
            assert_eq!(a.outcome(), b.outcome(), "{name}: the outcome at ply {ply}");
            let pick = if ply % 2 == 0 { ma.first() } else { ma.last() };
            let Some(&m) = pick else { break };
            let mb = mb[ma.iter().position(|&x| x == m).unwrap_or(0)];
            a.play(m).unwrap();
            b.play(mb).unwrap();
        }
    }
}
