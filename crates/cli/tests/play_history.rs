//! `fers play`'s `history` command: the moves so far in SAN, numbered, also for a game
//! started from a position with black to move.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `fers play` with `args` on `input`, expecting exit status 0; its output.
pub(crate) fn play(args: &[&str], input: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fers"))
        .arg("play")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("fers runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("written");
    let out = child.wait_with_output().expect("fers ends");
    assert!(out.status.success());
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn history_lists_the_moves_in_san() {
    let out = play(&[], "history\ne4\ne5\nNf3\nNc6\nBb5\nhistory\nquit\n");
    assert!(out.contains("> No moves yet.\n"), "{out}");
    assert!(out.contains("> 1. e4 e5 2. Nf3 Nc6 3. Bb5\n"), "{out}");
}

#[test]
fn history_from_a_position_with_black_to_move() {
    let out = play(
        &["--fen", "4k3/8/8/8/8/8/4P3/4K3 b - - 0 7"],
        "Kd7\ne4\nhistory\nquit\n",
    );
    assert!(out.contains("> 7... Kd7 8. e4\n"), "{out}");
}
