//! `fers play` after the game ends: the result is announced and the session stays
//! open; moves are refused with `GameOver`, and `save`, `undo`, `history`, `fen` and
//! `quit` work. Driven through standard input.

use crate::play_history::play;
use std::path::PathBuf;

fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("play-end");
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

const MATED: &str = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";

#[test]
fn a_finished_game_stays_open_for_save_undo_history_and_fen() {
    let saved = scratch("fools-mate.pgn");
    let saved = saved.to_str().unwrap();
    let out = play(
        &[],
        &format!("f3\ne5\ng4\nQh4#\nQd8\nKf2\nhistory\nfen\nsave {saved}\nundo\nh6\nhistory\nquit\n"),
    );
    assert!(
        out.contains("Black to move> Qh4#\n\n"),
        "the mating move is played: {out}"
    );
    assert_eq!(
        out.matches("\nGame over: 0-1 black wins by checkmate.\n").count(),
        1,
        "announced once: {out}"
    );
    let refused = "Game over> Illegal: GameOver: the game is over: 0-1 black wins by checkmate\n";
    assert_eq!(out.matches(refused).count(), 2, "{out}");
    assert!(out.contains("Game over> 1. f3 e5 2. g4 Qh4#\n"), "{out}");
    assert!(out.contains(&format!("Game over> {MATED}\n")), "{out}");
    assert!(
        out.contains(&format!("Game over> Saved to {saved}.\n")),
        "{out}"
    );
    assert!(out.contains("Game over> Move taken back.\n"), "{out}");
    assert!(out.contains("Black to move> h6\n"), "{out}");
    assert!(out.contains("White to move> 1. f3 e5 2. g4 h6\n"), "{out}");
    let pgn = std::fs::read_to_string(saved).unwrap();
    assert!(pgn.contains("[Result \"0-1\"]\n"), "{pgn}");
    assert!(pgn.ends_with("\n1. f3 e5 2. g4 Qh4# 0-1\n\n"), "{pgn}");
}

#[test]
fn a_finished_game_loaded_from_pgn_stays_open() {
    let file = scratch("mate.pgn");
    std::fs::write(&file, "[Event \"Mate\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n").unwrap();
    let out = play(
        &["--pgn", file.to_str().unwrap()],
        "history\nQd8\nundo\nhistory\nquit\n",
    );
    assert!(
        out.contains("\nGame over: 0-1 black wins by checkmate.\nGame over> 1. f3 e5 2. g4 Qh4#\n"),
        "{out}"
    );
    assert!(
        out.contains(
            "Game over> Illegal: GameOver: the game is over: 0-1 black wins by checkmate\n"
        ),
        "{out}"
    );
    assert!(out.contains("Game over> Move taken back.\n"), "{out}");
    assert!(out.contains("Black to move> 1. f3 e5 2. g4\n"), "{out}");
}

#[test]
fn input_ending_after_the_game_ended_exits_0() {
    let out = play(&[], "f3\ne5\ng4\nQh4#\n");
    assert!(
        out.ends_with("\nGame over: 0-1 black wins by checkmate.\nGame over> \nInput ended.\n"),
        "{out}"
    );
}

#[test]
fn a_claimed_draw_ends_the_game_and_is_saved_as_a_draw() {
    let saved = scratch("claimed.pgn");
    let saved = saved.to_str().unwrap();
    let out = play(
        &[],
        &format!("Nf3\nNf6\nNg1\nNg8\nNf3\nNf6\nNg1\nNg8\nclaim\nNf3\nsave {saved}\nundo\nhistory\nquit\n"),
    );
    assert!(
        out.contains("> \nGame over: 1/2-1/2 draw by threefold repetition (claimed).\n"),
        "{out}"
    );
    assert!(
        out.contains(
            "Game over> Illegal: GameOver: the game is over: 1/2-1/2 draw by threefold repetition (claimed)\n"
        ),
        "{out}"
    );
    assert!(out.contains("Game over> Move taken back.\n"), "{out}");
    assert!(
        out.contains("Black to move> 1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1\n"),
        "{out}"
    );
    let pgn = std::fs::read_to_string(saved).unwrap();
    assert!(pgn.contains("[Result \"1/2-1/2\"]\n"), "{pgn}");
    assert!(pgn.ends_with("4. Ng1 Ng8 1/2-1/2\n\n"), "{pgn}");
}
