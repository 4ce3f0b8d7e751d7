//! `fers pgn check` and `fers play --pgn` / `save`: exact output, exit status 0, 1 or 2.

use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn fers(args: &[&str], input: &str) -> Output {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_fers"))
        .args(args)
        .current_dir(root())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the fers binary runs");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    stdin.write_all(input.as_bytes()).expect("input is written");
    drop(stdin);
    child.wait_with_output().expect("fers ends")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("UTF-8 output")
}

const MALFORMED_REPORT: &str = "\
game 2 (line 8): ply 3 Nxf3: NothingToCapture: `Nxf3` is written as a capture, but f3 is empty; the move is written Nf3
game 3 (line 10): UnknownVariant: no ruleset for the variant `Kriegspiel`
game 4 (line 15): BadFen: the FEN tag `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1` is not valid: the board field has 7 ranks; the board has 8
game 5 (line 23): UnmatchedParenthesis: `)` closes no variation (column 10)
game 7 (line 31): UnclosedVariation: a variation is not closed before the game ends (column 7)
game 9 (line 38): ply 3 Ke3: PieceCannotMoveThatWay: no white king can move to e3
game 10 (line 40): ResultMismatch: the termination marker says `1-0`, but the game is over: 0-1 black wins by checkmate
game 11 (line 45): ResultMismatch: the termination marker `0-1` differs from the Result tag `1-0`
game 12 (line 52): UnexpectedToken: unexpected string in the move text (column 7)
game 13 (line 56): UnterminatedComment: the comment is not closed before the end of the input (column 7)
13 games, 3 ok, 10 with errors
";

#[test]
fn pgn_check_reports_each_bad_game_and_a_summary() {
    let o = fers(&["pgn", "check", "tests/data/pgn/malformed.pgn"], "");
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stdout(&o), MALFORMED_REPORT);
    // docs/pgn.md shows this very output.
    let doc = std::fs::read_to_string(root().join("docs/pgn.md")).unwrap();
    assert!(
        doc.contains(&format!(
            "$ fers pgn check tests/data/pgn/malformed.pgn\n{MALFORMED_REPORT}```"
        )),
        "docs/pgn.md is out of date"
    );
}

#[test]
fn pgn_check_of_good_files_exits_0() {
    for (file, summary) in [
        (
            "tests/data/pgn/python-chess.pgn",
            "13 games, 13 ok, 0 with errors\n",
        ),
        (
            "tests/data/pgn/lichess.pgn",
            "4 games, 4 ok, 0 with errors\n",
        ),
    ] {
        let o = fers(&["pgn", "check", file], "");
        assert_eq!(o.status.code(), Some(0), "{file}");
        assert_eq!(stdout(&o), summary);
    }
}

#[test]
fn pgn_check_of_an_unreadable_file_exits_2() {
    let o = fers(&["pgn", "check", "tests/data/pgn/no-such-file.pgn"], "");
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(stdout(&o), "");
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(
        err.starts_with("fers: cannot read tests/data/pgn/no-such-file.pgn: "),
        "{err}"
    );
}

#[test]
fn play_continues_a_pgn_game_and_saves_it() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("pgn-tests");
    std::fs::create_dir_all(&dir).unwrap();
    let saved = dir.join("continued.pgn");
    let saved = saved.to_str().unwrap();
    // The lichess Chess960 game (game 2 of the file is not first: write it alone).
    let text = std::fs::read_to_string(root().join("tests/data/pgn/lichess.pgn")).unwrap();
    let second = text.split("\n\n[").nth(1).unwrap();
    let one = dir.join("chess960.pgn");
    std::fs::write(&one, format!("[{second}")).unwrap();
    let o = fers(
        &["play", "--pgn", one.to_str().unwrap()],
        &format!("Nc5\nsave {saved}\nquit\n"),
    );
    assert_eq!(o.status.code(), Some(0));
    let out = stdout(&o);
    assert!(out.contains("White to move> Nc5\n"), "{out}");
    assert!(
        out.contains(&format!("Black to move> Saved to {saved}.\n")),
        "{out}"
    );
    let pgn = std::fs::read_to_string(saved).unwrap();
    assert!(
        pgn.starts_with("[Event \"Rated Chess960 game\"]\n"),
        "{pgn}"
    );
    assert!(
        pgn.contains("[Variant \"Chess960\"]\n[SetUp \"1\"]\n"),
        "{pgn}"
    );
    assert!(pgn.contains("[Result \"*\"]\n"), "{pgn}");
    assert!(pgn.contains("[TimeControl \"300+3\"]\n"), "{pgn}");
    assert!(
        pgn.ends_with("5... bxa6 { [%clk 0:05:08] } { White resigns. } 6. Nc5 *\n\n"),
        "{pgn}"
    );
    let check = fers(&["pgn", "check", saved], "");
    assert_eq!(stdout(&check), "1 games, 1 ok, 0 with errors\n");
}

#[test]
fn save_keeps_the_annotations_of_the_moves_still_played_as_loaded() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("pgn-tests");
    std::fs::create_dir_all(&dir).unwrap();
    let loaded = dir.join("annotated.pgn");
    std::fs::write(
        &loaded,
        "[Event \"Study\"]\n\n{ Open game. } 1. e4 { best by test } e5 $1 \
         (1... c5 { Sicilian }) 2. Nf3 Nc6 { main line } 1/2-1/2\n",
    )
    .unwrap();
    let save = |name: &str, moves: &str| {
        let saved = dir.join(name);
        let saved = saved.to_str().unwrap().to_string();
        let o = fers(
            &["play", "--pgn", loaded.to_str().unwrap()],
            &format!("{moves}save {saved}\nquit\n"),
        );
        assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
        let pgn = std::fs::read_to_string(&saved).unwrap();
        pgn[pgn.find("\n\n").unwrap() + 2..].to_string()
    };
    // Nothing changed, or the last move taken back and played again: every annotation
    // is kept; the game goes on, so the result is `*`.
    let whole = "{ Open game. } 1. e4 { best by test } 1... e5 $1 (1... c5 { Sicilian }) \
                 2. Nf3\nNc6 { main line } *\n\n";
    assert_eq!(save("same.pgn", ""), whole);
    assert_eq!(save("again.pgn", "undo\nNc6\n"), whole);
    // Another move in its place: its annotations were about Nc6, and are not kept.
    assert_eq!(
        save("other.pgn", "undo\nNf6\n"),
        "{ Open game. } 1. e4 { best by test } 1... e5 $1 (1... c5 { Sicilian }) 2. Nf3\nNf6 *\n\n"
    );
    // Taken back to before e5: the variation on e5 goes with it.
    assert_eq!(
        save("short.pgn", "undo\nundo\nundo\nd5\n"),
        "{ Open game. } 1. e4 { best by test } 1... d5 *\n\n"
    );
}

#[test]
fn play_with_an_unplayable_pgn_exits_2() {
    let o = fers(&["play", "--pgn", "tests/data/pgn/no-such-file.pgn"], "");
    assert_eq!(o.status.code(), Some(2));
}

/// A ruleset that extends crazyhouse without a `name` of its own is named after its
/// file: a game saved in it says so, and does not replay as crazyhouse.
#[test]
fn a_game_in_an_unnamed_child_ruleset_is_saved_under_the_file_name() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("pgn-tests");
    std::fs::create_dir_all(&dir).unwrap();
    let saved = dir.join("nightriders.pgn");
    let saved = saved.to_str().unwrap();
    let ruleset = "tests/data/rulesets/crazyhouse-nightriders.toml";
    // A nightrider's move from b1 through c3 to d5: no crazyhouse knight makes it.
    let o = fers(
        &["play", "--ruleset", ruleset],
        &format!("Nd5\nsave {saved}\nquit\n"),
    );
    assert_eq!(o.status.code(), Some(0));
    assert!(stdout(&o).contains("White to move> Nd5\n"), "{}", stdout(&o));
    let pgn = std::fs::read_to_string(saved).unwrap();
    assert!(
        pgn.contains("[Variant \"crazyhouse-nightriders\"]\n"),
        "{pgn}"
    );
    assert!(pgn.ends_with("\n1. Nd5 *\n\n"), "{pgn}");
    // Not a bundled ruleset: the file does not replay as crazyhouse's game.
    let check = fers(&["pgn", "check", saved], "");
    assert_eq!(
        stdout(&check),
        "game 1 (line 1): UnknownVariant: no ruleset for the variant `crazyhouse-nightriders`\n\
         1 games, 0 ok, 1 with errors\n"
    );
    // Given its ruleset, it replays: black to move after the nightrider's move.
    let o = fers(
        &["play", "--pgn", saved, "--ruleset", ruleset],
        "fen\nquit\n",
    );
    assert_eq!(o.status.code(), Some(0));
    assert!(
        stdout(&o).contains(
            "Black to move> rnbqkbnr/pppppppp/8/3N4/8/8/PPPPPPPP/R1BQKBNR[] b KQkq - 1 1\n"
        ),
        "{}",
        stdout(&o)
    );
}
