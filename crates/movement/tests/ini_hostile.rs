//! Hostile `variants.ini` input: every text gets an answer (a ruleset or problems with
//! their places), never a panic, and within a bound of time: unterminated and truncated
//! sections, bytes of garbage, a hundred thousand sections, cycles of parents, a parent
//! that does not exist, duplicate keys, a 10 MB value, bad UTF-8.

use fers_movement::ini::{
    MAX_INI_SECTIONS, load_ini, load_section, read_ini, read_ini_bytes,
};
use std::time::{Duration, Instant};

/// Sections that use most of the format: parents in the file and built in, custom
/// pieces, regions, drops, castling keys and game ends.
const SAMPLE: &str = "\
# A sample file
[tiny:chess]
maxRank = 6
maxFile = f
startFen = rnbqkr/pppppp/6/6/PPPPPP/RNBQKR w - - 0 1
castling = false
doubleStep = false
promotionRegionWhite = *6
promotionRegionBlack = *1

[tinyhouse:tiny]
pieceDrops = true
capturesToHand = true
customPiece1 = a:nNgQ
startFen = rnbqkr/pppppp/6/6/PPPPPP/RNBQKR[Aa] w - - 0 1
flagRegionWhite = c6 d6
flagRegionBlack = c1 d1
nMoveRule = 30

[shogiish:minishogi]
mustCapture = true
nFoldValue = draw
perpetualCheckIllegal = false
";

/// The codes of the problems of loading `name` from `text`, or `ok`.
fn outcome(text: &str, name: &str) -> Vec<String> {
    match load_ini(text, name) {
        Ok(_) => vec!["ok".to_string()],
        Err(e) => e
            .diagnostics()
            .iter()
            .map(|d| format!("{}:{}: {}: {}", d.line, d.column, d.code.name(), d.message))
            .collect(),
    }
}

#[test]
fn the_sample_loads() {
    for name in ["tiny", "tinyhouse", "shogiish"] {
        assert_eq!(outcome(SAMPLE, name), ["ok"], "{name}");
    }
}

#[test]
fn every_truncation_of_a_file_is_answered() {
    let start = Instant::now();
    let mut loaded = 0;
    for end in (0..=SAMPLE.len()).filter(|&i| SAMPLE.is_char_boundary(i)) {
        let text = &SAMPLE[..end];
        for name in ["tiny", "tinyhouse", "shogiish", ""] {
            let problems = outcome(text, name);
            if problems == ["ok"] {
                loaded += 1;
            }
        }
    }
    assert!(loaded > 0);
    assert!(start.elapsed() < Duration::from_secs(60));
}

/// A small generator of bytes (SplitMix64), so that the test is the same every run.
struct Bytes(u64);

impl Bytes {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

#[test]
fn garbage_and_mutated_sections_are_answered() {
    let mut rng = Bytes(7);
    // Characters that mean something to the format, to the Betza reader and to a FEN.
    const MEANINGFUL: &[u8] = b"[]:=#;\n \t*-0123456789abcdefghijklmnopqrstuvwxyzKQRBNP/+~@\xc3\xa9\xff";
    for round in 0..2000 {
        let mut bytes = SAMPLE.as_bytes().to_vec();
        for _ in 0..1 + rng.next() % 8 {
            let at = (rng.next() as usize) % (bytes.len() + 1);
            let b = MEANINGFUL[(rng.next() as usize) % MEANINGFUL.len()];
            match rng.next() % 3 {
                0 => bytes.insert(at, b),
                1 if at < bytes.len() => bytes[at] = b,
                _ if at < bytes.len() => {
                    bytes.remove(at);
                }
                _ => bytes.push(b),
            }
        }
        if round % 10 == 0 {
            bytes = (0..rng.next() % 300)
                .map(|_| MEANINGFUL[(rng.next() as usize) % MEANINGFUL.len()])
                .collect();
        }
        let Ok(file) = read_ini_bytes(&bytes) else {
            continue;
        };
        for section in &file.sections {
            let _ = load_section(&file, "fuzz.ini", &section.name);
        }
    }
}

#[test]
fn an_unterminated_section_is_placed() {
    let problems = outcome("[broken:chess\nmustCapture = true\n", "broken");
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(problems[0].starts_with("1:1: Syntax: "), "{problems:?}");
}

#[test]
fn bad_utf8_is_placed() {
    let err = read_ini_bytes(b"[a:chess]\nmustCapture = tr\xffue\n").unwrap_err();
    let d = err[0].to_diagnostic("x.ini");
    assert_eq!((d.line, d.column, d.code.name()), (2, 17, "Syntax"));
}

#[test]
fn a_10_mb_value_is_refused_at_once() {
    let text = format!("[big:chess]\nstartFen = {}\n", "p".repeat(10 << 20));
    let start = Instant::now();
    let problems = outcome(&text, "big");
    assert!(problems[0].contains("TooLarge"), "{:?}", &problems[0]);
    assert!(start.elapsed() < Duration::from_secs(2));
    // Under the file's bound, one value is still bounded.
    let text = format!("[big:chess]\nstartFen = {}\n", "p".repeat(100_000));
    let problems = outcome(&text, "big");
    assert!(problems[0].contains("TooLarge"), "{:?}", &problems[0]);
}

#[test]
fn a_hundred_thousand_sections_are_refused_past_the_bound() {
    let mut text = String::new();
    for i in 0..100_000 {
        text.push_str(&format!("[s{i}]\n"));
    }
    let start = Instant::now();
    let err = read_ini(&text).unwrap_err();
    assert_eq!(
        err[0].to_diagnostic("x.ini").line,
        MAX_INI_SECTIONS + 1,
        "the first section past the bound"
    );
    assert!(start.elapsed() < Duration::from_secs(5));
}

#[test]
fn the_longest_chain_of_parents_loads_quickly() {
    let mut text = String::from("[s0:chess]\n");
    for i in 1..MAX_INI_SECTIONS {
        text.push_str(&format!("[s{i}:s{}]\n", i - 1));
    }
    let start = Instant::now();
    let file = read_ini(&text).unwrap();
    let last = format!("s{}", MAX_INI_SECTIONS - 1);
    assert!(load_section(&file, "x.ini", &last).is_ok());
    assert!(start.elapsed() < Duration::from_secs(5));
}

#[test]
fn cycles_and_missing_parents_are_named() {
    let cycle = outcome("[a:b]\n[b:a]\n", "b");
    assert!(cycle[0].starts_with("1:4: BadExtends: "), "{cycle:?}");
    let own = outcome("[a:a]\n", "a");
    assert!(own[0].starts_with("1:4: BadExtends: "), "{own:?}");
    let missing = outcome("[a:chesss]\n", "a");
    assert!(missing[0].starts_with("1:4: BadExtends: "), "{missing:?}");
    let err = load_ini("[a:chesss]\n", "a").unwrap_err();
    assert_eq!(
        err.diagnostics()[0].hint.as_deref(),
        Some("did you mean `chess`?")
    );
    let absent = outcome("[a:chess]\n", "b");
    assert!(absent[0].contains("UnknownSection"), "{absent:?}");
}

#[test]
fn a_key_given_twice_with_two_values_is_a_problem() {
    let twice = outcome("[a:chess]\nmustCapture = true\nmustCapture = false\n", "a");
    assert!(twice[0].starts_with("3:1: Duplicate: "), "{twice:?}");
    // The same value twice changes nothing.
    let same = outcome("[a:chess]\nmustCapture = true\nmustCapture = true\n", "a");
    assert_eq!(same, ["ok"]);
    let sections = outcome("[a:chess]\n[a:chess]\n", "a");
    assert!(sections[0].contains("Duplicate"), "{sections:?}");
}

#[test]
fn an_unsupported_key_names_its_place_and_what_is_missing() {
    let text = "[x:chess]\nmustCapture = true\nflipEnclosedPieces = quadwrangle\n";
    let err = load_ini(text, "x").unwrap_err();
    let d = &err.diagnostics()[0];
    assert_eq!((d.line, d.column, d.code.name()), (3, 1, "UnsupportedValue"));
    assert_eq!(
        d.message,
        "flipEnclosedPieces = quadwrangle is not supported: a flipping rule Fers does not have: `quadwrangle` (Fers flips and encloses as reversi (`reversi`) and ataxx (`ataxx`) do, not otherwise)"
    );
    // Keys only an interface uses are accepted.
    let gui = "[x:chess]\npieceToCharTable = PNBRQ.....Kpnbrq.....k\npocketSize = 8\nvariantTemplate = fairy\n";
    assert!(load_ini(gui, "x").is_ok());
}

#[test]
fn the_table_of_built_in_variants_reads() {
    let names: Vec<&str> = fers_movement::ini::builtin_names().collect();
    assert!(names.len() > 90, "{}", names.len());
    for name in ["chess", "minishogi", "gorogoro", "janggicasual"] {
        assert!(names.contains(&name), "{name}");
    }
}
