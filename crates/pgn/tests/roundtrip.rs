//! Every bundled ruleset: a game of pseudo-random legal moves, written as PGN, read and
//! replayed, gives the same moves and final position.

use fers_pgn::{Reader, Tags, Variants, write_game};
use fers_rules::{Game, Position, Variant};

fn random_game(variant: &Variant, seed: u64, plies: usize) -> Game {
    let mut game = Game::new(Position::start(variant));
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    for _ in 0..plies {
        if game.outcome().is_some() {
            break;
        }
        let pos = game.position();
        let mut moves = pos.legal_moves();
        moves.sort_by_key(|m| pos.uci(*m));
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let m = moves[(state % moves.len() as u64) as usize];
        game.play_unchecked(m);
    }
    game
}

fn round_trip(name: &str, variant: &Variant, variants: &mut Variants) {
    for seed in 1..=3 {
        let game = random_game(variant, seed, 120);
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
        round_trip(name, &fers_standard::load_variant(name).unwrap(), &mut variants);
    }
}

#[test]
fn a_game_from_a_fen_with_black_to_move_round_trips() {
    let standard = fers_standard::load_variant("standard").unwrap();
    let fen = "4k3/8/8/8/8/8/7p/R3K3 b Q - 3 41";
    let mut game = Game::new(Position::from_fen(&standard, fen, fers_rules::FenMode::Strict).unwrap());
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
    let shatranj = fers_standard::load_variant("shatranj").unwrap();
    let fen = "4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1";
    let mut game = Game::new(Position::from_fen(&shatranj, fen, fers_rules::FenMode::Strict).unwrap());
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
    let standard = fers_standard::load_variant("standard").unwrap();
    let game = random_game(&standard, 7, 300);
    let text = write_game(&game, &Tags::new());
    let movetext: Vec<&str> = text.split("\n\n").nth(1).unwrap().lines().collect();
    assert!(movetext.len() > 5);
    for line in &movetext {
        assert!(line.len() <= 80, "{line}");
        assert!(!line.starts_with(' ') && !line.ends_with(' '), "{line:?}");
    }
}
