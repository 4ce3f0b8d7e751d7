//! The `fers` command's contract: exit status 0 (done), 1 (a refused move, a broken
//! ruleset) or 2 (unusable input), and exact output formats that scripts parse.

use std::path::PathBuf;
use std::process::{Command, Output};

fn fers(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_fers"))
        .args(args)
        .output()
        .expect("the fers binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("UTF-8 output")
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).expect("UTF-8 output")
}

/// Runs `fers`, expecting exit status `code`.
fn run(args: &[&str], code: i32) -> Output {
    let o = fers(args);
    assert_eq!(
        o.status.code(),
        Some(code),
        "fers {args:?}\nstdout: {}\nstderr: {}",
        stdout(&o),
        stderr(&o)
    );
    o
}

/// A file in this test's scratch folder.
fn scratch(name: &str, text: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli-tests");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

const START_MOVES: [&str; 20] = [
    "a2a3", "a2a4", "b1a3", "b1c3", "b2b3", "b2b4", "c2c3", "c2c4", "d2d3", "d2d4", "e2e3", "e2e4",
    "f2f3", "f2f4", "g1f3", "g1h3", "g2g3", "g2g4", "h2h3", "h2h4",
];

#[test]
fn list_prints_the_bundled_rulesets() {
    let o = run(&["list"], 0);
    let expected: String = fers_standard::bundled_names()
        .map(|n| format!("{n}\n"))
        .collect();
    assert_eq!(stdout(&o), expected);
    assert!(expected.starts_with("standard\nchess960\n"), "{expected}");
}

#[test]
fn moves_on_the_start_position() {
    let expected: String = START_MOVES.iter().map(|m| format!("{m}\n")).collect();
    let o = run(&["moves"], 0);
    assert_eq!(stdout(&o), expected);
    let o = run(&["moves", "--ruleset", "standard"], 0);
    assert_eq!(stdout(&o), expected);
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let o = run(&["moves", "--fen", start], 0);
    assert_eq!(stdout(&o), expected);
    assert_eq!(stderr(&o), "");
}

#[test]
fn perft_divide_on_the_start_position() {
    let o = run(&["perft", "--depth", "2", "--divide"], 0);
    let expected: String = START_MOVES
        .iter()
        .map(|m| format!("{m}: 20\n"))
        .chain(["400\n".to_string()])
        .collect();
    assert_eq!(stdout(&o), expected);
    let o = run(&["perft", "--depth", "3", "--divide"], 0);
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 21);
    assert_eq!(lines[0], "a2a3: 380");
    assert_eq!(lines[11], "e2e4: 600");
    assert_eq!(lines[20], "8902");
    let o = run(&["perft", "--depth", "4"], 0);
    assert_eq!(stdout(&o), "197281\n");
    let o = run(&["perft", "--depth", "0"], 0);
    assert_eq!(stdout(&o), "1\n");
}

#[test]
fn validate_a_legal_move() {
    let o = run(&["validate", "e2e4"], 0);
    assert_eq!(stdout(&o), "e4\n");
    let o = run(&["validate", "Nf3"], 0);
    assert_eq!(stdout(&o), "Nf3\n");
}

#[test]
fn unknown_ruleset_exits_2() {
    for args in [
        &["moves", "--ruleset", "no-such-ruleset"][..],
        &["perft", "--ruleset", "no-such-ruleset", "--depth", "1"],
        &["validate", "--ruleset", "no-such-ruleset", "e2e4"],
    ] {
        let o = run(args, 2);
        assert_eq!(stdout(&o), "");
        let err = stderr(&o);
        assert!(err.starts_with("fers: "), "{err}");
        assert!(err.contains("`no-such-ruleset`"), "{err}");
        assert!(err.contains("standard"), "lists the bundled names: {err}");
    }
}

#[test]
fn bad_fen_exits_2() {
    for fen in [
        "",
        "garbage",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 99999999999 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3é 0 1",
        "4k3/8/8/8/8/8/8/3KK3 w - - 0 1",
    ] {
        for cmd in ["moves", "perft", "validate"] {
            let mut args = vec![cmd, "--fen", fen];
            if cmd == "perft" {
                args.extend(["--depth", "1"]);
            }
            if cmd == "validate" {
                args.push("e2e4");
            }
            let o = run(&args, 2);
            assert_eq!(stdout(&o), "", "{args:?}");
            let err = stderr(&o);
            assert!(err.starts_with("fers: bad FEN `"), "{args:?}: {err}");
        }
    }
}

#[test]
fn garbage_move_exits_1_unparsable() {
    for mv in ["zzz", "i9i10", "e2é", "", "-", "---", "e2e4e5"] {
        let o = run(&["validate", mv], 1);
        let out = stdout(&o);
        assert!(out.starts_with("Unparsable: "), "{mv:?}: {out}");
        assert_eq!(out.lines().count(), 1, "{out}");
    }
    let o = run(&["validate", "Ke2"], 1);
    assert!(stdout(&o).starts_with("OwnPieceOnTarget: "));
}

#[test]
fn check_a_broken_file_exits_1_with_places() {
    let path = scratch(
        "broken.toml",
        r#"name = "many"
[board]
files = 17
ranks = 8
start = "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
[pieces.king]
letter = "k"
moves = [{ leap = "kinng" }]
royal = true
[pieces.pawn]
letter = "k"
betza = "fmWfceFifmnX"
[rules]
stalemate = "lose"
"#,
    );
    let file = path.to_str().unwrap();
    let o = run(&["check", file], 1);
    let out = stdout(&o);
    let expected = [
        format!("{file}:3:9: BadBoard: a board must have 1 to 16 files, not 17"),
        format!(
            "{file}:8:19: BadMove: `king`: unknown atom \"kinng\" (hint: did you mean \"king\"?)"
        ),
        format!("{file}:11:10: BadLetter: letter `k` of `pawn` is already used by `king`"),
        format!(
            "{file}:12:21: BadBetza: `pawn`: unknown letter `X` at column 12 of `fmWfceFifmnX`"
        ),
        format!(
            "{file}:14:13: BadRule: `stalemate` must be \"draw\", \"loss\" or \"win\", not \"lose\""
        ),
    ];
    assert_eq!(out.lines().collect::<Vec<_>>(), expected);
    // A TOML syntax error: one line, still `file:line:col: Code:`.
    let path = scratch("syntax.toml", "name = \"x\"\n[board\n");
    let file = path.to_str().unwrap();
    let o = run(&["check", file], 1);
    assert!(
        stdout(&o).starts_with(&format!("{file}:2:")),
        "{}",
        stdout(&o)
    );
    assert!(stdout(&o).contains(": Syntax: "));
}

#[test]
fn check_a_good_file_exits_0() {
    let path = scratch(
        "good.toml",
        "name = \"kings\"\n[board]\nfiles = 8\nranks = 8\nstart = \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"\n[pieces.king]\nletter = \"k\"\nbetza = \"K\"\nroyal = true\n",
    );
    let o = run(&["check", path.to_str().unwrap()], 0);
    assert_eq!(stdout(&o), "ok: kings (8x8 board, 1 piece kind)\n");
}

#[test]
fn a_non_existent_file_exits_2() {
    let o = run(&["check", "/no/such/dir/variant.toml"], 2);
    assert_eq!(stdout(&o), "");
    assert!(stderr(&o).starts_with("fers: cannot read /no/such/dir/variant.toml"));
    let o = run(&["moves", "--ruleset", "/no/such/dir/variant.toml"], 2);
    assert_eq!(stdout(&o), "");
    assert!(stderr(&o).contains("/no/such/dir/variant.toml"));
}

#[test]
fn a_broken_ruleset_for_play_commands_exits_2() {
    let path = scratch("noroyal.toml", "name = \"x\"\n");
    let o = run(&["moves", "--ruleset", path.to_str().unwrap()], 2);
    assert_eq!(stdout(&o), "");
    assert!(stderr(&o).contains("MissingKey"), "{}", stderr(&o));
}

#[test]
fn perft_depth_above_the_limit_exits_2() {
    let o = run(&["perft", "--depth", "65"], 2);
    assert_eq!(stdout(&o), "");
    assert_eq!(
        stderr(&o),
        "fers: perft depth 65 is above the limit of 64\n"
    );
    let o = run(&["bench", "--depth", "4294967295"], 2);
    assert_eq!(stdout(&o), "");
    // Not a number at all: clap's usage error, also exit 2.
    for depth in ["-1", "x", "4294967296", ""] {
        run(&["perft", "--depth", depth], 2);
    }
}

#[test]
fn endless_ruleset_file_is_refused_not_read_forever() {
    if !std::path::Path::new("/dev/zero").exists() {
        return;
    }
    let o = run(&["check", "/dev/zero"], 1);
    assert!(
        stdout(&o).starts_with("/dev/zero:1:1: TooLarge: "),
        "{}",
        stdout(&o)
    );
    let o = run(&["moves", "--ruleset", "/dev/zero"], 2);
    assert!(stderr(&o).contains("TooLarge"), "{}", stderr(&o));
}

#[test]
fn play_explains_bad_input_and_goes_on() {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_fers"))
        .arg("play")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all("garbage\ne2é\n\ni9i10\ne4\nquit\n".as_bytes())
        .unwrap();
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(0));
    let out = stdout(&o);
    assert_eq!(out.matches("Illegal: Unparsable: ").count(), 3, "{out}");
    assert!(out.contains("White to move> e4\n"), "{out}");
}
