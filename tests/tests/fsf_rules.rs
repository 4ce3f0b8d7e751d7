//! Rules added so that Fairy-Stockfish's `variants.ini` sections load (issue #36), each
//! stated in TOML and checked here on the positions that show it, with the outcomes,
//! FENs and refusals Fairy-Stockfish gives (pyffish 0.0.90 on the same positions):
//! castling's `opposite-sides` and `castling-wins`, `pass-on-stalemate`, promotion's
//! `en-passant = false` and `to = []`, and `resets-clock-unless-reversible`.

use fers_rules::{
    Color, EndReason, FenMode, Game, IllegalCode, Outcome, Position, Variant, load_ruleset,
};

const STANDARD: &str = include_str!("../../crates/standard/rulesets/standard.toml");

/// FIDE chess with `lines` added to its table `table` (`"[rules]"`, `"[castling]"`,
/// `"[pieces.pawn]"`): the line after the table's header.
fn chess_with(table: &str, lines: &str) -> Variant {
    let header = format!("{table}\n");
    assert_eq!(STANDARD.matches(&header).count(), 1, "{table}");
    let text = STANDARD.replacen(&header, &format!("{header}{lines}\n"), 1);
    let ruleset = load_ruleset(&text, "chess-with.toml", &|_| None)
        .unwrap_or_else(|e| panic!("{lines}: {e}"));
    Variant::new(ruleset).unwrap_or_else(|e| panic!("{lines}: {e}"))
}

/// FIDE chess whose pawn promotes as `promotion` says.
fn chess_promoting(promotion: &str) -> Variant {
    let fide = "promotion = { to = [\"queen\", \"rook\", \"bishop\", \"knight\"] }\n";
    assert_eq!(STANDARD.matches(fide).count(), 1);
    let text = STANDARD.replacen(fide, &format!("promotion = {promotion}\n"), 1);
    let ruleset = load_ruleset(&text, "promoting.toml", &|_| None)
        .unwrap_or_else(|e| panic!("{promotion}: {e}"));
    Variant::new(ruleset).unwrap_or_else(|e| panic!("{promotion}: {e}"))
}

fn game(v: &Variant, fen: &str) -> Game {
    Game::new(Position::from_fen(v, fen, FenMode::Strict).unwrap_or_else(|e| panic!("{fen}: {e}")))
}

fn play(g: &mut Game, moves: &[&str]) {
    for m in moves {
        g.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

fn uci(g: &Game) -> Vec<String> {
    let mut out: Vec<String> = g.legal_moves().iter().map(|m| g.position().uci(*m)).collect();
    out.sort();
    out
}

const WINGS: &str = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";

#[test]
fn castling_on_one_wing_takes_the_opponents_right_on_it() {
    let v = chess_with("[castling]", "opposite-sides = true");
    let mut short = game(&v, WINGS);
    play(&mut short, &["e1g1"]);
    assert_eq!(short.fen(), "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 b q - 1 1");
    assert_eq!(short.validate("e8g8").unwrap_err().code, IllegalCode::CastlingNotAllowed);
    assert!(short.validate("e8c8").is_ok());
    let mut long = game(&v, WINGS);
    play(&mut long, &["e1c1"]);
    assert_eq!(long.fen(), "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/2KR3R b k - 1 1");
    // Without the rule both rights stay.
    let mut fide = game(&chess_with("[castling]", ""), WINGS);
    play(&mut fide, &["e1g1"]);
    assert_eq!(fide.fen(), "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 b kq - 1 1");
}

#[test]
fn castling_on_a_winning_side_wins_and_losing_the_right_loses() {
    let v = chess_with("[rules]", "castling-wins = [\"Q\", \"q\"]");
    let won = |moves: &[&str]| {
        let mut g = game(&v, WINGS);
        play(&mut g, moves);
        g.outcome()
    };
    let by = |winner| {
        Some(Outcome::Decisive {
            winner,
            reason: EndReason::CastlingGoal,
        })
    };
    assert_eq!(won(&["e1c1"]), by(Color::White));
    // Castling on the other side costs the king its queen's-side right: white loses.
    assert_eq!(won(&["e1g1"]), by(Color::Black));
    assert_eq!(won(&["a1b1"]), by(Color::Black));
    assert_eq!(won(&["h1g1"]), None);
    assert_eq!(won(&["h1g1", "a8b8"]), by(Color::White));
    // Over: no move is left.
    let mut g = game(&v, WINGS);
    play(&mut g, &["e1c1"]);
    assert!(g.legal_moves().is_empty());
    // Read from a FEN, the castled position has no castling move behind it: white has
    // lost its winning right, as Fairy-Stockfish judges it.
    let read = game(&v, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/2KR3R b kq - 1 1");
    assert_eq!(read.outcome(), by(Color::Black));
}

#[test]
fn castling_wins_names_only_castling_moves_the_ruleset_has() {
    for (list, part) in [("[\"x\"]", "not `x`"), ("[\"KQ\"]", "not `KQ`")] {
        let text = STANDARD.replacen("[rules]\n", &format!("[rules]\ncastling-wins = {list}\n"), 1);
        let err = load_ruleset(&text, "bad.toml", &|_| None).unwrap_err();
        let d = &err.diagnostics[0];
        assert_eq!(d.code.name(), "BadRule");
        assert!(d.message.contains(part), "{}", d.message);
    }
}

#[test]
fn a_side_with_no_move_passes_under_pass_on_stalemate() {
    let v = chess_with("[rules]", "pass-on-stalemate = true");
    // White's pawn is blocked and the queen takes its king's squares: white has no
    // move, and passes by its king.
    let mut g = game(&v, "7k/8/8/8/8/p7/P1q5/K7 w - - 0 1");
    assert_eq!(uci(&g), ["a1a1"]);
    assert_eq!(g.outcome(), None);
    play(&mut g, &["a1a1"]);
    assert_eq!(g.fen(), "7k/8/8/8/8/p7/P1q5/K7 b - - 1 1");
    // A pass while another move exists is refused.
    let free = game(&v, "7k/8/8/8/8/8/P7/K7 w - - 0 1");
    assert_eq!(free.validate("a1a1").unwrap_err().code, IllegalCode::SameSquare);
    // Checkmate stays checkmate.
    let mate = game(&v, "8/8/8/8/8/2k5/1q6/K7 w - - 0 1");
    assert!(mate.legal_moves().is_empty());
    assert_eq!(
        mate.outcome().map(|o| o.to_string()),
        Some("0-1 black wins by checkmate".to_string())
    );
}

#[test]
fn without_a_royal_piece_the_first_piece_passes_and_two_passes_draw() {
    // Anders' antichess (`blockedanti` of the ini test file): blocked pawns on both
    // sides; each side passes in turn, by its piece nearest a1, and the game is drawn.
    let ini = include_str!("../data/ini/variants.ini");
    let ruleset = fers_movement::ini::load_ini(ini, "blockedanti").unwrap();
    assert!(ruleset.rules.pass_on_stalemate);
    let v = Variant::new(ruleset).unwrap();
    let mut g = game(&v, "8/8/8/8/8/p6p/P6P/8 w - - 0 1");
    assert_eq!(uci(&g), ["a2a2"]);
    play(&mut g, &["a2a2"]);
    assert_eq!(uci(&g), ["a3a3"]);
    play(&mut g, &["a3a3"]);
    assert_eq!(g.fen(), "8/8/8/8/8/p6p/P6P/8 w - - 0 2");
    assert_eq!(g.outcome(), Some(Outcome::Draw { reason: EndReason::Passes }));
    assert!(g.legal_moves().is_empty());
}

#[test]
fn an_en_passant_capture_into_the_zone_does_not_promote() {
    let v = chess_promoting(
        "{ to = [\"queen\", \"knight\"], zone = [6, 7, 8], mandatory = [6, 7, 8], en-passant = false }",
    );
    let mut g = game(&v, "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    play(&mut g, &["d7d5"]);
    let moves = uci(&g);
    assert!(moves.contains(&"e5d6".to_string()), "{moves:?}");
    assert!(!moves.iter().any(|m| m.starts_with("e5d6") && m.len() == 5), "{moves:?}");
    // A push into the zone must promote.
    assert!(moves.contains(&"e5e6q".to_string()) && !moves.contains(&"e5e6".to_string()));
    assert_eq!(g.validate("e5d6q").unwrap_err().code, IllegalCode::InvalidPromotion);
    play(&mut g, &["e5d6"]);
    // The pawn stands unpromoted in its zone, and the FEN reads back.
    assert_eq!(g.fen(), "4k3/8/3P4/8/8/8/8/4K3 b - - 0 2");
    assert!(Position::from_fen(&v, &g.fen(), FenMode::Strict).is_ok());
    // With the default, the capture promotes.
    let mut fide = game(
        &chess_promoting("{ to = [\"queen\", \"knight\"], zone = [6, 7, 8], mandatory = [6, 7, 8] }"),
        "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1",
    );
    play(&mut fide, &["d7d5"]);
    let moves = uci(&fide);
    assert!(moves.contains(&"e5d6q".to_string()) && !moves.contains(&"e5d6".to_string()));
}

#[test]
fn a_pawn_with_nothing_to_promote_to_never_enters_its_last_rank() {
    let v = chess_promoting("{ to = [] }");
    let g = game(&v, "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(uci(&g), ["e1d1", "e1d2", "e1e2", "e1f1", "e1f2"]);
    let err = g.validate("b7b8").unwrap_err();
    assert_eq!(err.code, IllegalCode::PieceCannotMoveThatWay);
    assert!(err.message.contains("nothing to promote to"), "{}", err.message);
    // It still attacks the squares it may not enter: the king may not go to c8.
    let black = game(&v, "3k4/1P6/8/8/8/8/8/4K3 b - - 0 1");
    assert!(!uci(&black).contains(&"d8c8".to_string()));
}

#[test]
fn a_sideways_step_leaves_the_clock_running() {
    let v = chess_with(
        "[pieces.pawn]",
        "resets-clock-unless-reversible = true",
    );
    let text = STANDARD.replacen(
        "  { leap = [[0, 1]], mode = \"move\" },\n",
        "  { leap = [[0, 1], [1, 0], [-1, 0]], mode = \"move\" },\n",
        1,
    );
    assert_ne!(text, STANDARD);
    let text = text.replacen(
        "[pieces.pawn]\n",
        "[pieces.pawn]\nresets-clock-unless-reversible = true\n",
        1,
    );
    let sideways = Variant::new(load_ruleset(&text, "sideways.toml", &|_| None).unwrap()).unwrap();
    let mut g = game(&sideways, "4k3/8/8/8/8/8/4P3/4K3 w - - 7 1");
    play(&mut g, &["e2d2"]);
    assert_eq!(g.position().halfmoves(), 8, "a step it can take back");
    play(&mut g, &["e8d8", "d2d3"]);
    assert_eq!(g.position().halfmoves(), 0, "a step forward it cannot");
    // A FIDE pawn cannot step back: with the key, its moves still reset the clock.
    let mut fide = game(&v, "4k3/8/8/8/8/8/4P3/4K3 w - - 7 1");
    play(&mut fide, &["e2e3"]);
    assert_eq!(fide.position().halfmoves(), 0);
}
