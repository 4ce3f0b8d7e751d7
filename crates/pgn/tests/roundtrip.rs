//! Every bundled ruleset: a game of pseudo-random legal moves, written as PGN, read and
//! replayed, gives the same moves and final position.

use fers_pgn::{Reader, Tags, Variants, write_game};
use fers_rules::{Bits, Game, Position, Tables, Variant};
use std::sync::Arc;

fn random_game<B: Bits>(tables: &Arc<Tables<B>>, seed: u64, plies: usize) -> Game<B> {
    let mut game = Game::new(Position::start(tables));
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    for _ in 0..plies {
        if game.outcome().is_some() {
            break;
        }
        let mut moves = game.position().legal_moves();
        moves.sort_by_key(|m| game.position().uci(*m));
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let m = moves[(state % moves.len() as u64) as usize];
        game.play_unchecked(m);
    }
    game
}

fn round_trip<B: Bits>(name: &str, tables: &Arc<Tables<B>>, variants: &mut Variants) {
    for seed in 1..=3 {
        let game = random_game(tables, seed, 120);
        let mut tags = Tags::new();
        tags.insert("Event", format!("{name} {seed}"));
        let text = write_game(&game, &tags);
        assert!(text.lines().all(|l| l.len() <= 80), "{text}");
        if name != "standard" {
            assert!(text.contains("[Variant \""), "{text}");
        }
        let read = Reader::new(text.as_bytes())
            .next()
            .expect("one game")
            .unwrap_or_else(|e| panic!("{name}: {e}\n{text}"));
        let played = variants
            .replay(&read)
            .unwrap_or_else(|e| panic!("{name}: {e}\n{text}"));
        let ucis: Vec<String> = game.history().iter().map(|(p, m)| p.uci(*m)).collect();
        assert_eq!(played.ucis(), ucis, "{name}\n{text}");
        assert_eq!(played.fen(), game.position().fen(), "{name}");
        assert_eq!(played.outcome(), game.outcome(), "{name}");
    }
}

#[test]
fn every_bundled_ruleset_round_trips() {
    let mut variants = Variants::new();
    for name in fers_standard::bundled_names() {
        match fers_standard::load_variant(name).unwrap() {
            Variant::Small(t) => round_trip(name, &t, &mut variants),
            Variant::Medium(t) => round_trip(name, &t, &mut variants),
            Variant::Large(t) => round_trip(name, &t, &mut variants),
        }
    }
}

#[test]
fn a_game_from_a_fen_with_black_to_move_round_trips() {
    let tables = fers_standard::standard();
    let fen = "4k3/8/8/8/8/8/7p/R3K3 b Q - 3 41";
    let mut game = Game::new(Position::from_fen(tables, fen, fers_rules::FenMode::Strict).unwrap());
    for san in ["Kd7", "O-O-O+", "Kc6"] {
        game.play_text(san).unwrap();
    }
    let text = write_game(&game, &Tags::new());
    assert!(
        text.ends_with(&format!(
            "[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n41... Kd7 42. O-O-O+ Kc6 *\n\n"
        )),
        "{text}"
    );
    let read = Reader::new(text.as_bytes()).next().unwrap().unwrap();
    assert_eq!(
        Variants::new().replay(&read).unwrap().fen(),
        game.position().fen()
    );
}

#[test]
fn a_variant_rule_gives_the_result() {
    // Shatranj: a bare king loses.
    let Variant::Small(t) = fers_standard::load_variant("shatranj").unwrap() else {
        panic!("shatranj is 8x8");
    };
    let fen = "4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1";
    let mut game = Game::new(Position::from_fen(&t, fen, fers_rules::FenMode::Strict).unwrap());
    // Black is bared, may not bare White back, and has lost once it has moved.
    for san in ["Kxe2", "Kd7"] {
        game.play_text(san).unwrap_or_else(|e| panic!("{e}"));
    }
    let text = write_game(&game, &Tags::new());
    assert!(text.contains("[Result \"1-0\"]"), "{text}");
    assert!(text.contains("[Variant \"shatranj\"]"), "{text}");
    assert!(text.ends_with("1. Kxe2 Kd7 1-0\n\n"), "{text}");
}

#[test]
fn long_games_wrap_at_80_columns() {
    let tables = fers_standard::standard();
    let game = random_game(tables, 7, 300);
    let text = write_game(&game, &Tags::new());
    let movetext: Vec<&str> = text.split("\n\n").nth(1).unwrap().lines().collect();
    assert!(movetext.len() > 5);
    for line in &movetext {
        assert!(line.len() <= 80, "{line}");
        assert!(!line.starts_with(' ') && !line.ends_with(' '), "{line:?}");
    }
}
