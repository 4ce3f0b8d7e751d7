//! The repetition rules of shogi, xiangqi and janggi (issue #40): games driven into
//! repetitions — sennichite, perpetual check, perpetual chase, moving a piece back and
//! forth — each ending at its last move with the outcome Fairy-Stockfish gives it.
//!
//! The games and their expected outcomes are those of `tests/differential/repetition.py`,
//! which replays each in pyffish (`is_immediate_game_end`, `is_optional_game_end`,
//! `game_result`) and prints the first ply at which it ends and who wins: every game
//! below ends there, at its last move, and not one ply earlier. Fairy-Stockfish writes
//! a shogi FEN without castling and en passant fields (`[-] b 0 1`); the FENs here are
//! the same positions as Fers writes them.

use fers_conformance::variant;
use fers_movement::{DiagnosticCode, RepetitionResult};
use fers_rules::{Game, Position, Color, EndReason, FenMode, Outcome, load_ruleset};

/// Plays `moves` in `ruleset` from `fen` (its start position when `None`), asserting
/// that the game goes on until the last move, and returns the outcome after it.
fn play(ruleset: &str, fen: Option<&str>, moves: &[&str]) -> Option<Outcome> {
    let v = variant(ruleset).unwrap_or_else(|e| panic!("{ruleset}: {e}"));
    let position = match fen {
        Some(fen) => Position::from_fen(&v, fen, FenMode::Strict)
            .unwrap_or_else(|e| panic!("{ruleset} `{fen}`: {e}")),
        None => v.start_position(),
    };
    let mut game = Game::new(position);
    for (ply, mv) in moves.iter().enumerate() {
        assert_eq!(
            game.outcome(),
            None,
            "{ruleset}: the game ended before ply {} ({mv})",
            ply + 1
        );
        game.play_text(mv)
            .unwrap_or_else(|e| panic!("{ruleset}: ply {} {mv}: {e}", ply + 1));
    }
    game.outcome()
}

/// `cycle` played `times` times, then `tail`.
fn repeat<'a>(cycle: [&'a str; 4], times: usize, tail: &[&'a str]) -> Vec<&'a str> {
    let mut out = cycle.repeat(times);
    out.extend_from_slice(tail);
    out
}

fn draw(times: u32) -> Option<Outcome> {
    Some(Outcome::Draw {
        reason: EndReason::Repetition { times },
    })
}

fn won(winner: Color, reason: EndReason) -> Option<Outcome> {
    Some(Outcome::Decisive { winner, reason })
}

// Shogi: sennichite, the fourth occurrence of a position, side to move and hands.

/// pyffish: ends after ply 12 (optional), score 0: a draw.
#[test]
fn shogi_sennichite_is_a_draw() {
    let moves = repeat(["h2g2", "b8c8", "g2h2", "c8b8"], 3, &[]);
    assert_eq!(play("shogi", None, &moves), draw(4));
}

/// Sente's rook checks from e1 and d1 while gote's king steps between e9 and d9.
/// pyffish: ends after ply 12 (optional), score 32000 for gote to move: gote wins.
#[test]
fn shogi_perpetual_check_loses() {
    let fen = "4k4/9/9/9/9/9/9/9/K3R4[] b - - 0 1";
    let moves = repeat(["e9d9", "e1d1", "d9e9", "d1e1"], 3, &[]);
    assert_eq!(
        play("shogi", Some(fen), &moves),
        won(Color::Black, EndReason::PerpetualCheck)
    );
}

/// The rook checks with every other move only. pyffish: ends after ply 12, score 0.
#[test]
fn shogi_checks_broken_draw() {
    let fen = "4k4/9/9/9/9/9/9/9/K3R4[] b - - 0 1";
    let moves = repeat(["e9d9", "e1f1", "d9e9", "f1e1"], 3, &[]);
    assert_eq!(play("shogi", Some(fen), &moves), draw(4));
}

/// Tori shogi: the side whose move made the fourth occurrence loses. pyffish: ends
/// after ply 12, score 32000 for sente to move: sente wins.
#[test]
fn torishogi_repeater_loses() {
    let moves = repeat(["d2c2", "d6c6", "c2d2", "c6d6"], 3, &[]);
    assert_eq!(
        play("torishogi", None, &moves),
        won(Color::White, EndReason::Repetition { times: 4 })
    );
}

/// Minishogi: gote wins a repetition, whoever made it. pyffish: ends after ply 12,
/// score -32000 for sente to move: gote wins.
#[test]
fn minishogi_repetition_goes_to_gote() {
    let moves = repeat(["e1e2", "a5a4", "e2e1", "a4a5"], 3, &[]);
    assert_eq!(
        play("minishogi", None, &moves),
        won(Color::Black, EndReason::Repetition { times: 4 })
    );
}

// Xiangqi: the third occurrence; perpetual check, then perpetual chase, loses.

/// Red's chariot checks from a10 and a9 while the black general steps between d10 and
/// d9. pyffish: ends after ply 8, score 32000 for black to move: black wins.
#[test]
fn xiangqi_perpetual_check_loses() {
    let fen = "R2k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1";
    let moves = repeat(["d10d9", "a10a9", "d9d10", "a9a10"], 2, &[]);
    assert_eq!(
        play("xiangqi", Some(fen), &moves),
        won(Color::Black, EndReason::PerpetualCheck)
    );
}

/// Red's chariot follows black's unprotected cannon between a7 and b7. pyffish: ends
/// after ply 8, score 32000 for black to move: black wins.
#[test]
fn xiangqi_perpetual_chase_loses() {
    let fen = "4k4/9/9/c8/9/9/9/9/R8/3K5 b - - 0 1";
    let moves = repeat(["a7b7", "a2b2", "b7a7", "b2a2"], 2, &[]);
    assert_eq!(
        play("xiangqi", Some(fen), &moves),
        won(Color::Black, EndReason::PerpetualChase)
    );
}

/// The same, black's chariot on i7 protecting the cannon: no chase. pyffish: ends after
/// ply 8, score 0.
#[test]
fn xiangqi_attacking_a_protected_piece_is_no_chase() {
    let fen = "4k4/9/9/c7r/9/9/9/9/R8/3K5 b - - 0 1";
    let moves = repeat(["a7b7", "a2b2", "b7a7", "b2a2"], 2, &[]);
    assert_eq!(play("xiangqi", Some(fen), &moves), draw(3));
}

/// A cannon attacking a chariot chases it though it is protected (by the other chariot,
/// along the tenth rank). pyffish: ends after ply 8, score 32000 for black to move.
#[test]
fn xiangqi_chasing_a_stronger_piece_loses() {
    let fen = "r7r/4k4/9/9/9/PP7/9/C8/9/3K5 b - - 0 1";
    let moves = repeat(["a10b10", "a3b3", "b10a10", "b3a3"], 2, &[]);
    assert_eq!(
        play("xiangqi", Some(fen), &moves),
        won(Color::Black, EndReason::PerpetualChase)
    );
}

/// Minixiangqi: perpetual check loses. pyffish: ends after ply 8, score 32000 for
/// black to move.
#[test]
fn minixiangqi_perpetual_check_loses() {
    let fen = "R1k4/7/7/7/7/7/3K3 b - - 0 1";
    let moves = repeat(["c7c6", "a7a6", "c6c7", "a6a7"], 2, &[]);
    assert_eq!(
        play("minixiangqi", Some(fen), &moves),
        won(Color::Black, EndReason::PerpetualCheck)
    );
}

// Janggi: the third occurrence (fourth in modern rules); perpetual check loses, other
// repetitions are counted where the ruleset counts material.

/// Red's chariot checks from a9 and a10 while the black general steps between e9 and
/// e10. pyffish: ends after ply 8, score 32000 for black to move.
#[test]
fn janggi_perpetual_check_loses() {
    let fen = "9/R3k4/9/9/9/9/9/9/9/3K5 b - - 0 1";
    let moves = repeat(["e9e10", "a9a10", "e10e9", "a10a9"], 2, &[]);
    assert_eq!(
        play("janggi", Some(fen), &moves),
        won(Color::Black, EndReason::PerpetualCheck)
    );
}

/// A quiet repetition, scored by material: red's chariot (13) against black's komi.
/// pyffish: ends after ply 8, score 32000 for red to move: red wins.
#[test]
fn janggi_repetition_is_counted() {
    let fen = "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1";
    let moves = repeat(["d1d2", "e10e9", "d2d1", "e9e10"], 2, &[]);
    assert_eq!(
        play("janggi", Some(fen), &moves),
        won(Color::White, EndReason::Repetition { times: 3 })
    );
}

/// Casual janggi counts no material. pyffish: ends after ply 8, score 0.
#[test]
fn janggicasual_repetition_is_a_draw() {
    let fen = "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1";
    let moves = repeat(["d1d2", "e10e9", "d2d1", "e9e10"], 2, &[]);
    assert_eq!(play("janggicasual", Some(fen), &moves), draw(3));
}

/// Modern janggi: red's chariot arrives on a2 and goes back and forth until its move
/// undoes the one before for the fourth time. pyffish: ends after ply 9, score 32000 for
/// black to move: black wins.
#[test]
fn janggimodern_moving_back_and_forth_loses() {
    let fen = "4k3r/9/9/9/9/9/9/9/9/R2K5 w - - 0 1";
    let moves = repeat(["a1a2", "i10i9", "a2a1", "i9i10"], 2, &["a1a2"]);
    assert_eq!(
        play("janggimodern", Some(fen), &moves),
        won(Color::Black, EndReason::RepeatedMoves)
    );
}

/// Standard chess is unchanged: the queen checks with every move, and the fifth
/// occurrence is a draw all the same.
#[test]
fn chess_perpetual_check_is_a_draw() {
    let fen = "6k1/8/8/8/8/8/8/K5Q1 b - - 0 1";
    let moves = repeat(["g8h8", "g1h1", "h8g8", "h1g1"], 4, &[]);
    assert_eq!(play("standard", Some(fen), &moves), draw(5));
}

// The loader's problems with the repetition keys.

/// A king-and-rook ruleset with a region, its `[rules]` last and empty, to add keys to.
const BASE: &str = r#"name = "bad"
[board]
files = 9
ranks = 10
start = "4k4/9/9/9/9/9/9/9/9/R3K4 w - - 0 1"
[regions]
home = { squares = "1-5" }
[pieces.king]
letter = "k"
betza = "W"
royal = true
[pieces.rook]
letter = "r"
betza = "R"
[rules]
"#;

/// The forced repetition the rules are judged at.
const FORCED: &str = "repetition = 0\nrepetition-forced = 3\n";

/// The codes and messages of the problems of `BASE` followed by `extra` (after
/// [`FORCED`] unless `extra` writes `repetition-forced`).
fn problems(extra: &str) -> Vec<(DiagnosticCode, String)> {
    let forced = if extra.contains("repetition-forced") { "" } else { FORCED };
    let text = format!("{BASE}{forced}{extra}");
    match load_ruleset(&text, "bad.toml", &|_| None) {
        Ok(_) => Vec::new(),
        Err(e) => e
            .diagnostics
            .into_iter()
            .map(|d| (d.code, d.message))
            .collect(),
    }
}

/// Asserts that `extra` brings exactly one problem, with this code and a message
/// containing `words`.
fn refused(extra: &str, code: DiagnosticCode, words: &str) {
    let found = problems(extra);
    assert_eq!(found.len(), 1, "{extra}: {found:#?}");
    assert_eq!(found[0].0, code, "{extra}: {}", found[0].1);
    assert!(found[0].1.contains(words), "{extra}: {}", found[0].1);
}

#[test]
fn the_repetition_keys_load() {
    let extra = "perpetual-check = \"loss\"\nperpetual-chase = \"loss\"\nrepetition-result = \"black-wins\"\nrepeated-moves = \"loss\"\n[rules.chase]\nvalues = { rook = 3 }\nimmune-in = { rook = \"home\" }\n";
    assert_eq!(problems(extra), Vec::new());
    let ruleset = load_ruleset(&format!("{BASE}{FORCED}{extra}"), "ok.toml", &|_| None)
        .unwrap_or_else(|e| panic!("{e}"));
    let rules = &ruleset.rules;
    assert!(rules.perpetual_check_loses && rules.repeated_moves_lose);
    assert_eq!(rules.repetition_result, RepetitionResult::Wins(Color::Black));
    let chase = rules.chase.as_ref().map(|c| (c.values.clone(), c.immune_in.len()));
    assert_eq!(chase, Some((vec![0, 3], 1)));
}

#[test]
fn bad_repetition_values_are_refused() {
    use DiagnosticCode::{BadRegion, BadRule, UnknownPiece};
    refused("perpetual-check = \"lose\"\n", BadRule, "`perpetual-check` must be \"none\" or \"loss\", not \"lose\"");
    refused("perpetual-chase = \"yes\"\n[rules.chase]\n", BadRule, "`perpetual-chase` must be");
    refused("repeated-moves = \"draw\"\n", BadRule, "`repeated-moves` must be");
    refused("repetition-result = \"loss\"\n", BadRule, "`repetition-result` must be \"draw\", \"repeater-loses\", \"repeater-wins\", \"white-wins\" or \"black-wins\"");
    refused("perpetual-chase = \"loss\"\n", BadRule, "needs `[rules.chase]`");
    refused("[rules.chase]\nvalues = { rook = 3 }\n", BadRule, "no rule judges chases");
    refused("perpetual-chase = \"loss\"\n[rules.chase]\nvalues = { rook = -1 }\n", BadRule, "must be worth 0 to 10000, not -1");
    refused("perpetual-chase = \"loss\"\n[rules.chase]\nvalues = { rook = 10001 }\n", BadRule, "not 10001");
    refused("perpetual-chase = \"loss\"\n[rules.chase]\nvalues = { bishop = 1 }\n", UnknownPiece, "bishop");
    refused("perpetual-chase = \"loss\"\n[rules.chase]\nnever-chase = \"pawn\"\n", UnknownPiece, "pawn");
    refused("perpetual-chase = \"loss\"\n[rules.chase]\nimmune-in = { rook = \"river\" }\n", BadRegion, "river");
    refused("perpetual-chase = \"loss\"\n[rules.chase]\nvalues = { rook = 3 }\nbogus = 1\n", DiagnosticCode::UnknownKey, "bogus");
    // Judged at a forced repetition: there must be one, and no claim before it.
    refused("repetition = 0\nrepetition-forced = 0\nperpetual-check = \"loss\"\n", BadRule, "`repetition-forced` is 0");
    refused("repetition = 2\nrepetition-forced = 3\nrepetition-result = \"repeater-loses\"\n", BadRule, "a side could claim a draw");
    // The default claim (3) comes before a forced repetition at 4.
    refused("repetition-forced = 4\nperpetual-check = \"loss\"\n", BadRule, "the default");
}

/// Each bundled ruleset of the families carries its rules (manchu turns off the chasing
/// rule of the xiangqi it extends, as Fairy-Stockfish's `manchu` has none).
#[test]
fn the_bundled_rulesets_carry_their_rules() {
    let rules = |name: &str| {
        fers_conformance::ruleset(name)
            .unwrap_or_else(|e| panic!("{name}: {e}"))
            .rules
    };
    for name in ["shogi", "minishogi", "torishogi", "kyotoshogi", "yarishogi"] {
        assert!(rules(name).perpetual_check_loses, "{name}");
    }
    assert!(!rules("dobutsu").perpetual_check_loses);
    assert!(rules("xiangqi").chase.is_some());
    let manchu = rules("manchu");
    assert!(manchu.perpetual_check_loses && manchu.chase.is_none());
    assert!(rules("janggimodern").repeated_moves_lose);
    assert!(!rules("janggi").repeated_moves_lose);
    assert_eq!(rules("standard").repetition_forced, Some(5));
    assert!(!rules("standard").perpetual_check_loses);
}
