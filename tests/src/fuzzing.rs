//! The bodies of the fuzz targets in `fuzz/` (see `docs/fuzzing.md`), as plain functions
//! so that `tests/tests/fuzz_corpus.rs` replays the committed corpus on every
//! `cargo test`, with no fuzzer installed.
//!
//! Each takes any bytes and must not panic. Beyond "no panic", each checks invariants
//! that hold for every input it accepts:
//!
//! - [`toml`]: a ruleset that loads and compiles has a start position whose FEN reads
//!   back to the same position, and whose every legal move survives a UCI and a SAN
//!   round trip through `Position::validate`;
//! - [`fen`]: the same for any position read from the text, in strict and relaxed mode,
//!   for several rulesets;
//! - [`moves`]: a move that `validate` accepts is legal, comes back from its own UCI and
//!   SAN, is accepted by a `Game` too, and validation never changes the position; a
//!   refused one has a code and a sentence.

use fers_geometry::Bits;
use fers_rules::typed::{Game, Position, Tables};
use fers_rules::{FenMode, IllegalCode, TablesVisitor, Variant, Width, load_ruleset};
use std::sync::{Arc, OnceLock};

/// A 10×10 ruleset with most movement features: lame leaps, riders, compound pieces,
/// a Betza pawn with a double step and en passant, promotion zones with a mandatory
/// rank, castling on a wider board: `tests/data/rulesets/fuzzy.toml`, embedded (the fuzz
/// targets run from any folder).
pub const FUZZY_TOML: &str = include_str!("../data/rulesets/fuzzy.toml");

/// The fuzzy ruleset's tables (built once).
pub fn fuzzy() -> &'static Arc<Tables<u128>> {
    static TABLES: OnceLock<Arc<Tables<u128>>> = OnceLock::new();
    TABLES.get_or_init(|| {
        let r = load_ruleset(FUZZY_TOML, "<fuzzy>", &|_| None).expect("fuzzy.toml loads");
        fers_rules::typed::compile::<u128>(r).expect("fuzzy.toml compiles")
    })
}

/// At most this many moves of a position are round-tripped (keeps each input fast).
const MOVES_CHECKED: usize = 64;

/// Checks a position that was accepted: FEN round trip and every move's notation.
fn check_position<B: Bits>(pos: &Position<B>) {
    let fen = pos.fen();
    let again = Position::from_fen(pos.tables(), &fen, FenMode::Relaxed)
        .unwrap_or_else(|e| panic!("own FEN `{fen}` refused: {e}"));
    assert_eq!(again.fen(), fen, "FEN round trip");
    assert_eq!(
        again.hash(),
        pos.hash(),
        "hash after FEN round trip of `{fen}`"
    );
    let moves = pos.legal_moves();
    assert_eq!(moves.len() as u64, pos.count_legal_moves(), "`{fen}`");
    assert_eq!(pos.perft(1), moves.len() as u64, "`{fen}`");
    // A position that is over (a draw by material or the forced move rule can still
    // have moves) refuses every move as GameOver.
    let over = pos.outcome().is_some();
    let _ = pos.is_check();
    for &m in moves.iter().take(MOVES_CHECKED) {
        let uci = pos.uci(m);
        let san = pos.san(m);
        if over {
            for text in [&uci, &san] {
                let code = pos.validate(text).map_err(|e| e.code);
                assert_eq!(code, Err(IllegalCode::GameOver), "`{text}` in `{fen}`");
            }
        } else {
            assert_eq!(pos.validate(&uci), Ok(m), "UCI `{uci}` in `{fen}`");
            assert_eq!(pos.validate(&san), Ok(m), "SAN `{san}` in `{fen}`");
        }
        let mut next = pos.clone();
        next.play_unchecked(m);
        let _ = next.fen();
    }
    assert_eq!(pos.fen(), fen, "checking moves changed the position");
}

/// Fuzz target: a ruleset file.
pub fn toml(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    // `extends` may name a bundled ruleset; never a file (a fuzzer must not read disks).
    let resolve = |name: &str| {
        fers_standard::bundled_text(name).map(|text| fers_movement::Source {
            name: format!("<{name}>"),
            text: text.to_string(),
        })
    };
    let ruleset = match load_ruleset(&text, "fuzz.toml", &resolve) {
        Ok(r) => r,
        Err(e) => {
            assert!(!e.diagnostics.is_empty());
            for d in &e.diagnostics {
                assert!(d.line >= 1 && d.column >= 1, "{d}");
                let _ = d.to_string();
            }
            return;
        }
    };
    match Variant::new(ruleset) {
        Ok(variant) => variant.visit(CheckStart),
        Err(e) => {
            let _ = e.to_string();
        }
    }
}

/// Fuzz target: a FEN, read by standard chess, Chess960 and the fuzzy 10×10 ruleset.
pub fn fen(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    for mode in [FenMode::Strict, FenMode::Relaxed] {
        for t in [fers_standard::standard(), fers_standard::chess960()] {
            match Position::from_fen(t, &text, mode) {
                Ok(pos) => check_position(&pos),
                Err(e) => {
                    let _ = e.to_string();
                }
            }
        }
        match Position::from_fen(fuzzy(), &text, mode) {
            Ok(pos) => check_position(&pos),
            Err(e) => {
                let _ = e.to_string();
            }
        }
    }
}

/// Positions the move target plays in, chosen by the first byte.
const POSITIONS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "8/8/8/KPp4r/8/8/8/4k3 w - c6 0 2",
    "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
    "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
    "1n2k1n1/P6P/8/8/8/8/p6p/1N2K1N1 w - - 0 1",
];

fn check_move<B: Bits>(pos: &Position<B>, text: &str) {
    let before = (pos.fen(), pos.hash());
    let result = pos.validate(text);
    assert_eq!(
        (pos.fen(), pos.hash()),
        before,
        "validate changed the position"
    );
    let mut game = Game::new(pos.clone());
    let by_game = game.play_text(text);
    match result {
        Ok(m) => {
            assert!(
                pos.legal_moves().contains(&m),
                "`{text}` accepted but not legal"
            );
            assert_eq!(pos.validate(&pos.uci(m)), Ok(m), "UCI of `{text}`");
            assert_eq!(pos.validate(&pos.san(m)), Ok(m), "SAN of `{text}`");
            assert_eq!(by_game, Ok(m), "a game refuses `{text}`");
            assert_eq!(game.moves().count(), 1);
        }
        Err(e) => {
            assert!(!e.message.is_empty());
            let _ = e.to_string();
            let refused = by_game.expect_err("a game accepts what the position refuses");
            assert_eq!(refused.code, e.code, "`{text}`");
            assert_eq!(game.moves().count(), 0);
            assert_eq!((game.position().fen(), game.position().hash()), before);
        }
    }
}

/// Fuzz target: move text (UCI or SAN). The first byte picks a position (standard
/// positions, then the fuzzy 10×10 start), the rest is the move.
pub fn moves(data: &[u8]) {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let text = String::from_utf8_lossy(rest);
    let pick = pick as usize % (POSITIONS.len() + 1);
    match POSITIONS.get(pick) {
        Some(fen) => {
            let pos = Position::from_fen(fers_standard::standard(), fen, FenMode::Relaxed)
                .expect("fuzz positions are valid");
            check_move(&pos, &text);
        }
        None => check_move(&Position::start(fuzzy()), &text),
    }
}

/// [`check_position`] on the start position, in the width of the variant.
struct CheckStart;

impl TablesVisitor for CheckStart {
    type Output = ();
    fn visit<B: Width>(self, tables: &Arc<Tables<B>>) {
        check_position(&Position::start(tables));
    }
}
