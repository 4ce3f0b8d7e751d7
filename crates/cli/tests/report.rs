//! `fers report`: the stable rule-output text for snapshot tests, byte for byte.

use std::process::Command;

fn fers(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_fers"))
        .args(args)
        .output()
        .expect("fers runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn report_prints_board_fen_check_moves_and_outcome() {
    let (code, out, err) = fers(&[
        "report",
        "--ruleset",
        "standard",
        "--fen",
        "7k/8/8/8/8/8/8/K6R b - - 0 1",
    ]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(
        out,
        "\
8  . . . . . . . k
7  . . . . . . . .
6  . . . . . . . .
5  . . . . . . . .
4  . . . . . . . .
3  . . . . . . . .
2  . . . . . . . .
1  K . . . . . . R
   a b c d e f g h
fen: 7k/8/8/8/8/8/8/K6R b - - 0 1
turn: black
check: yes, from h1
legal moves: 2
  h8g7     Kg7
  h8g8     Kg8
outcome: none
"
    );
}

#[test]
fn report_names_the_outcome_and_refuses_bad_input() {
    let (code, out, _) = fers(&["report", "--fen", "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1"]);
    assert_eq!(code, 0);
    assert!(out.contains("legal moves: 0\n"), "{out}");
    assert!(
        out.ends_with("outcome: 1-0 white wins by checkmate\n"),
        "{out}"
    );
    let (code, out, err) = fers(&["report", "--fen", "8/8 w - - 0 1"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.contains("bad FEN"), "{err}");
}
