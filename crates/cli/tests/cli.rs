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
/// The path of the test ruleset `name` (without `.toml`) in `tests/data/rulesets/`, for
/// `fers --ruleset PATH` and `fers check PATH`.
fn test_ruleset(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/data/rulesets")
        .join(format!("{name}.toml"))
}

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
    let aliases = "chess\nnormal\nfischerandom\nmini\n";
    assert_eq!(stdout(&o), format!("{expected}{aliases}"));
    assert!(expected.starts_with("standard\nchess960\n"), "{expected}");
}

#[test]
fn fairy_stockfish_names_are_aliases_of_bundled_rulesets() {
    for (alias, target) in [
        ("chess", "standard"),
        ("normal", "standard"),
        ("fischerandom", "chess960"),
        ("mini", "minishogi"),
    ] {
        let a = run(&["perft", "--ruleset", alias, "--depth", "2"], 0);
        let t = run(&["perft", "--ruleset", target, "--depth", "2"], 0);
        assert_eq!(stdout(&a), stdout(&t), "{alias}");
        let a = run(&["report", "--ruleset", alias], 0);
        let t = run(&["report", "--ruleset", target], 0);
        assert_eq!(stdout(&a), stdout(&t), "{alias}");
    }
    assert_eq!(stdout(&run(&["perft", "--ruleset", "chess", "--depth", "1"], 0)), "20\n");
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
fn perft_on_two_threads_prints_what_one_thread_prints() {
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let crazyhouse = "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1";
    let cases: [(&[&str], &str); 4] = [
        (&["--depth", "4"], "197281"),
        (&["--fen", kiwipete, "--depth", "3"], "97862"),
        (
            &["-r", "crazyhouse", "--fen", crazyhouse, "--depth", "3"],
            "58057",
        ),
        (&["-r", "xiangqi", "--depth", "3"], "79666"),
    ];
    for (args, total) in cases {
        for divide in [&[][..], &["--divide"]] {
            let one: Vec<&str> = [&["perft"], args, divide].concat();
            let two = [&one[..], &["--threads", "2"]].concat();
            let expected = stdout(&run(&one, 0));
            assert_eq!(expected.lines().last(), Some(total), "{one:?}");
            assert_eq!(stdout(&run(&two, 0)), expected, "{two:?}");
        }
    }
    let o = run(&["bench", "--depth", "3", "--threads", "2"], 0);
    assert_eq!(stdout(&o).lines().last(), Some("8902"));
}

#[test]
fn perft_threads_outside_1_to_256_exit_2() {
    for (command, threads) in [("perft", "0"), ("perft", "257"), ("bench", "0")] {
        let o = run(&[command, "--depth", "2", "--threads", threads], 2);
        assert_eq!(stdout(&o), "");
        assert_eq!(
            stderr(&o),
            format!("fers: perft threads {threads} is outside 1 to 256\n")
        );
    }
    run(&["perft", "--depth", "2", "--threads", "256"], 0);
    // Not a number at all: clap's usage error, also exit 2.
    for threads in ["-1", "x", ""] {
        run(&["perft", "--depth", "2", "--threads", threads], 2);
    }
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
        assert!(
            err.ends_with("; `fers list` prints every bundled name\n"),
            "points to the bundled names: {err}"
        );
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
    // Inline on purpose: the expected output names lines and columns of this text.
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
            "{file}:14:13: BadRule: `stalemate` must be \"draw\", \"loss\", \"win\", \"fewer-pieces-win\" or \"more-pieces-win\", not \"lose\""
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
fn check_reports_an_unknown_drop_region_with_its_place() {
    // Inline on purpose: the expected output names lines and columns of this text.
    let path = scratch(
        "drop-region.toml",
        r#"name = "drop-region"
extends = "crazyhouse"
[regions]
home = { squares = "1-4" }
[pieces.knight]
letter = "n"
betza = "N"
drop-region = "hom"
"#,
    );
    let file = path.to_str().unwrap();
    let o = run(&["check", file], 1);
    assert_eq!(
        stdout(&o),
        format!(
            "{file}:8:15: BadRegion: `knight`: `drop-region` names `hom`, which is not a region of `[regions]` (hint: did you mean `home`?)\n"
        )
    );
}

#[test]
fn check_a_good_file_exits_0() {
    let path = test_ruleset("kings");
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

/// Runs `fers args` with `input` on standard input (the other test modules' helper too).
pub(crate) fn fers_with_input(args: &[&str], input: &[u8]) -> Output {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_fers"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    // Written from a thread: the output pipe must be read meanwhile.
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let o = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    o
}

/// A 16×16 ruleset whose start position has 149,379 legal moves: 48 leapers that move
/// (never capture) to any square, each promoting to one of 23 kinds in the far half.
/// Generated rather than a file: its 960 offsets and 24 kinds are written by a loop.
fn many_moves_ruleset() -> PathBuf {
    let mut offsets = Vec::new();
    for f in -15..=15 {
        for r in -15..=15 {
            if (f, r) != (0, 0) {
                offsets.push(format!("[{f}, {r}]"));
            }
        }
    }
    let letters = "bcdefghijlmnopqrstuvwyz";
    let targets: Vec<String> = letters.chars().map(|c| format!("\"p{c}\"")).collect();
    let mut text = format!(
        "name = \"many-moves\"\n[board]\nfiles = 16\nranks = 16\nstart = \"15k/16/16/16/16/16/16/16/16/16/16/16/K15/{x}/{x}/{x} w - - 0 1\"\n\
         [pieces.king]\nletter = \"k\"\nbetza = \"K\"\nroyal = true\n\
         [pieces.leaper]\nletter = \"x\"\nmoves = [{{ leap = [{}], mode = \"move\" }}]\n\
         promotion = {{ to = [{}], zone = [9, 10, 11, 12, 13, 14, 15, 16] }}\n",
        offsets.join(", "),
        targets.join(", "),
        x = "X".repeat(16)
    );
    for c in letters.chars() {
        text.push_str(&format!("[pieces.p{c}]\nletter = \"{c}\"\nbetza = \"W\"\n"));
    }
    scratch("many-moves.toml", &text)
}

#[test]
fn a_closed_output_pipe_ends_quietly() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    let path = many_moves_ruleset();
    let mut child = Command::new(env!("CARGO_BIN_EXE_fers"))
        .args(["moves", "--ruleset", path.to_str().unwrap()])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    // The reader is gone (as `| head -1` leaves it) with megabytes still to write.
    let o = child.wait_with_output().unwrap();
    assert_eq!(first, "a1a10\n");
    assert_eq!(o.status.code(), Some(141), "as a shell reports SIGPIPE");
    assert_eq!(stderr(&o), "");
}

#[test]
fn an_unwritable_output_exits_2_with_the_reason() {
    let Ok(full) = std::fs::File::create("/dev/full") else {
        return;
    };
    for args in [
        &["list"][..],
        &["moves"],
        &["perft", "--depth", "2", "--divide"],
    ] {
        let o = Command::new(env!("CARGO_BIN_EXE_fers"))
            .args(args)
            .stdout(full.try_clone().unwrap())
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert_eq!(
            stderr(&o),
            "fers: cannot write the output: No space left on device (os error 28)\n",
            "{args:?}"
        );
    }
}

/// A flipping game: a move is echoed with the squares it flips, and a side with no
/// drop passes by typing `pass` (echoed as the one word); two passes end the game.
#[test]
fn play_shows_flips_and_passes() {
    let fen = "8/8/8/3pp3/3pp3/8/8/P7[PPPppp] w - - 0 1";
    let o = fers_with_input(
        &["play", "--ruleset", "flipello", "--fen", fen],
        b"pass\npass\nquit\n",
    );
    let out = stdout(&o);
    assert!(out.contains("White to move> pass\n"), "{out}");
    assert!(out.contains("Game over: 0-1 black wins by two passes in a row."), "{out}");
    let start = "8/8/8/3pP3/3Pp3/8/8/8[PPPPpppp] w - - 0 1";
    let o = fers_with_input(
        &["play", "--ruleset", "flipello", "--fen", start],
        b"P@c5\nquit\n",
    );
    assert!(stdout(&o).contains("White to move> P@c5 (flips d5)\n"), "{}", stdout(&o));
}

#[test]
fn play_refuses_a_line_that_is_not_utf8_and_goes_on() {
    let o = fers_with_input(&["play"], b"e4\n\xff\xfe\ne5\nfen\nquit\n");
    assert_eq!(o.status.code(), Some(0));
    let out = stdout(&o);
    assert!(
        out.contains("Black to move> Illegal: Unparsable: the line is not UTF-8 text\n"),
        "{out}"
    );
    assert!(out.contains("Black to move> e5\n"), "{out}");
    assert!(
        out.contains(
            "White to move> rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2\n"
        ),
        "{out}"
    );
    assert!(!out.contains("Input ended"), "{out}");
}

#[test]
fn play_lists_the_sans_of_149379_moves_in_linear_time() {
    // Regenerating every legal move for each move's SAN took minutes here.
    let path = many_moves_ruleset();
    let ruleset = path.to_str().unwrap();
    let o = fers_with_input(&["play", "--ruleset", ruleset], b"moves\nquit\n");
    assert_eq!(o.status.code(), Some(0));
    let out = stdout(&o);
    let line = out
        .lines()
        .find(|l| l.starts_with("White to move> "))
        .unwrap();
    let sans: Vec<&str> = line["White to move> ".len()..].split(' ').collect();
    assert_eq!(sans.len(), 149_379);
    // 48 leapers reach every square, so each SAN names its leaper's square.
    assert_eq!(sans[..3], ["Ka5", "Kb4", "Kb5"]);
    assert!(sans.contains(&"Xa1a10"));
    assert!(sans.contains(&"Xp3o15=Z"));
    assert!(sans.contains(&"Xp3p15=Z+"));
    let uci = stdout(&run(&["moves", "--ruleset", ruleset], 0));
    assert_eq!(uci.lines().count(), sans.len());
}

#[test]
fn play_a_long_game_with_the_forced_draw_rules_off() {
    // Counting repetitions by scanning the whole history made this quadratic.
    let path = test_ruleset("unforced");
    const CYCLES: usize = 10_000;
    let input = "Nc3\nNc6\nNb1\nNb8\n".repeat(CYCLES) + "fen\nclaim\n";
    let o = fers_with_input(
        &["play", "--ruleset", path.to_str().unwrap()],
        input.as_bytes(),
    );
    assert_eq!(o.status.code(), Some(0));
    let out = stdout(&o);
    // From the third cycle on, each prompt offers the claim.
    assert_eq!(out.matches("> Nb8\n").count(), CYCLES);
    assert_eq!(
        out.matches(
            "Black to move; a draw by threefold repetition may be claimed (type claim)> Nb8\n"
        )
        .count(),
        CYCLES - 2
    );
    assert!(
        out.contains(&format!(
            "1n2k3/8/8/8/8/8/8/1N2K3 w - - {} {}\n",
            4 * CYCLES,
            2 * CYCLES + 1
        )),
        "{}",
        &out[out.len() - 500..]
    );
    // The claim ends the game; the session stays open until the input ends.
    assert!(
        out.contains("> \nGame over: 1/2-1/2 draw by threefold repetition (claimed).\n"),
        "{}",
        &out[out.len() - 500..]
    );
    assert!(
        out.ends_with("Game over> \nInput ended.\n"),
        "{}",
        &out[out.len() - 500..]
    );
}

#[test]
fn play_announces_the_goals_of_checkshogi_dobutsu_and_shatar_in_words() {
    // The winner is named as the ruleset names its players (shogi's Sente and Gote).
    let cases = [
        // The first check wins, even by a pawn drop that shogi forbids as a mate.
        (
            "checkshogi",
            "7nk/7p1/7G1/9/9/9/9/9/4K4[P] w - - 1+1 0 1",
            "P@i8\n",
            "Game over: 1-0 Sente wins by first check.\n",
        ),
        // The lion went to b4 attacked; once the giraffe stops attacking it, it has won.
        (
            "dobutsu",
            "2g/L2/2l/E2[] w - - 0 1",
            "a3b4\nGc3\n",
            "Game over: 1-0 Sente wins by reaching the goal.\n",
        ),
        // A mate by a knight alone loses for the side that gives it.
        (
            "shatar",
            "6rk/5Npp/8/8/8/8/8/4K3 b - - 0 1",
            "",
            "Game over: 0-1 black wins by a checkmate by a piece that may not give it.\n",
        ),
        // A bishop's mate after a series of checks with no shak: a draw (niol).
        (
            "shatar",
            "5r1k/5b1p/8/4B3/8/8/8/4K1R1 b - - 2 2",
            "",
            "Game over: 1/2-1/2 draw by a checkmate without a decisive check.\n",
        ),
        // The same mate after the rook's check (a shak) in the series: a win.
        (
            "shatar",
            "5rk1/2B2b1p/8/8/8/8/8/4K1R1 b - - 0 1",
            "Kh8\nBe5\n",
            "Game over: 1-0 white wins by checkmate.\n",
        ),
    ];
    for (ruleset, fen, input, last) in cases {
        let o = fers_with_input(
            &["play", "--ruleset", ruleset, "--fen", fen],
            input.as_bytes(),
        );
        assert_eq!(o.status.code(), Some(0));
        let out = stdout(&o);
        // Announced, then the session waits for `save`, `undo`, ... until the input ends.
        assert!(
            out.ends_with(&format!("{last}Game over> \nInput ended.\n")),
            "{ruleset} {fen}:\n{out}"
        );
    }
}

#[test]
fn user_text_is_echoed_with_control_characters_escaped() {
    let o = run(&["validate", "e4\u{1b}[2J"], 1);
    assert_eq!(
        stdout(&o),
        "Unparsable: `e4\\u{1b}[2J` is not a move in UCI or SAN notation for this board\n"
    );
    let o = run(&["moves", "--fen", "8/8/8\u{1b}[2J w - - 0 1"], 2);
    assert!(
        stderr(&o).starts_with("fers: bad FEN `8/8/8\\u{1b}[2J w - - 0 1`: "),
        "{}",
        stderr(&o)
    );
    assert!(!stderr(&o).contains('\u{1b}'));
    let o = run(&["moves", "--ruleset", "no\u{1b}]0;title\u{7}"], 2);
    assert!(
        stderr(&o).starts_with(
            "fers: no bundled ruleset named `no\\u{1b}]0;title\\u{7}` and no such file"
        ),
        "{}",
        stderr(&o)
    );
    // TOML escapes put control characters in names and keys. Inline on purpose: the
    // expected output names a line of this text.
    let kings = "[board]\nfiles = 8\nranks = 8\nstart = \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"\n[pieces.king]\nletter = \"k\"\nbetza = \"K\"\nroyal = true\n";
    let path = scratch(
        "escape.toml",
        &format!(
            "name = \"x\\u001b[31m\"\n{kings}[pieces.\"q\\u001b[0m\"]\nletter = \"q\"\nbetza = \"Q\"\n\"foo\\u0007\" = 1\n"
        ),
    );
    let file = path.to_str().unwrap();
    let o = run(&["check", file], 1);
    assert_eq!(
        stdout(&o),
        format!(
            "{file}:13:1: UnknownKey: unknown key `pieces.q\\u{{1b}}[0m.foo\\u{{7}}` (hint: valid keys here: letter, betza, moves, royal, promotion, initial-ranks, initial-region, san, notation-letter, mates-alone, resets-clock, resets-clock-unless-reversible, drop-ranks, drop-region, promotion-limit, confined-to, drop-file-limit, drop-mate, drop-opposite-colours, mate-loses, no-screen, first-move-aimed-by)\n"
        )
    );
    let path = scratch(
        "escape-ok.toml",
        &format!("name = \"x\\u001b[31m\"\n{kings}"),
    );
    let o = run(&["check", path.to_str().unwrap()], 0);
    assert_eq!(stdout(&o), "ok: x\\u{1b}[31m (8x8 board, 1 piece kind)\n");
    let o = fers_with_input(&["play"], "\u{1b}[2Jxx\nquit\n".as_bytes());
    assert!(
        stdout(&o).contains("Illegal: Unparsable: `\\u{1b}[2Jxx` is not a move"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn extends_reads_only_regular_files_relative_to_the_file_naming_them() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli-extends");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("sub/deeper")).unwrap();
    let write = |name: &str, text: &str| {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        path.to_str().unwrap().to_string()
    };
    // A chain of relative paths, each from its own file's folder.
    let top = write("top.toml", "name = \"top\"\nextends = \"sub/mid.toml\"\n");
    write("sub/mid.toml", "extends = \"deeper/base.toml\"\n");
    write("sub/deeper/base.toml", "extends = \"standard\"\n");
    let o = run(&["check", &top], 0);
    assert_eq!(stdout(&o), "ok: top (8x8 board, 6 piece kinds, castling)\n");
    // A directory.
    let to_dir = write("to-dir.toml", "extends = \"sub\"\n");
    let o = run(&["check", &to_dir], 1);
    let sub = dir.join("sub");
    let sub = sub.to_str().unwrap();
    assert_eq!(
        stdout(&o),
        format!("{to_dir}:1:11: BadExtends: cannot extend `sub`: {sub} is a directory\n")
    );
    let o = run(&["moves", "--ruleset", &to_dir], 2);
    assert!(
        stderr(&o).contains("cannot extend `sub`: "),
        "{}",
        stderr(&o)
    );
    // A FIFO: opening it would wait for a writer forever.
    let fifo = dir.join("fifo.toml");
    let made = Command::new("mkfifo").arg(&fifo).status();
    if made.is_ok_and(|s| s.success()) {
        let to_fifo = write("to-fifo.toml", "extends = \"fifo.toml\"\n");
        let o = run(&["check", &to_fifo], 1);
        assert_eq!(
            stdout(&o),
            format!(
                "{to_fifo}:1:11: BadExtends: cannot extend `fifo.toml`: {} is not a regular file\n",
                fifo.to_str().unwrap()
            )
        );
    }
    // A device, named by an absolute path (outside the folder: read only when the
    // ruleset is trusted with any file).
    if std::path::Path::new("/dev/null").exists() {
        let to_dev = write("to-dev.toml", "extends = \"/dev/null\"\n");
        let o = run(&["check", &to_dev, "--extends-anywhere"], 1);
        assert_eq!(
            stdout(&o),
            format!(
                "{to_dev}:1:11: BadExtends: cannot extend `/dev/null`: /dev/null is not a regular file\n"
            )
        );
    }
    // Neither bundled nor a file: the loader's own sentence.
    let missing = write("missing.toml", "extends = \"nope.toml\"\n");
    let o = run(&["check", &missing], 1);
    assert_eq!(
        stdout(&o),
        format!("{missing}:1:11: BadExtends: no ruleset named `nope.toml` to extend\n")
    );
}

/// An unknown `--ruleset` name: the closest bundled names are suggested (not all of
/// them on one line), with `fers list` for the rest; exit 2.
#[test]
fn an_unknown_ruleset_suggests_the_closest_names() {
    let not_found = "and no such file (No such file or directory (os error 2))";
    for (name, suggestion) in [
        ("crazyhose", "did you mean `crazyhouse`? "),
        ("3chek", "did you mean `3check` or `5check`? "),
        ("shogy", "did you mean `shogi`? "),
        ("nothing-like-it", ""),
    ] {
        let o = run(&["moves", "--ruleset", name], 2);
        assert_eq!(stdout(&o), "");
        assert_eq!(
            stderr(&o),
            format!(
                "fers: no bundled ruleset named `{name}` {not_found}; {suggestion}`fers list` prints every bundled name\n"
            ),
            "{name}"
        );
    }
    let o = run(&["pieces", "crazyhose"], 2);
    assert!(stderr(&o).contains("did you mean `crazyhouse`?"), "{}", stderr(&o));
}

/// A ruleset named by a bare file name (`x.toml`, whose folder is the empty path) is
/// in the current folder: its relative `extends` are read from there, and a name that
/// is neither bundled nor a file there is the loader's "no ruleset named".
#[test]
fn extends_from_a_ruleset_in_the_current_folder() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli-extends-here");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("child.toml"), "extends = \"parent.toml\"\n").unwrap();
    std::fs::write(dir.join("parent.toml"), "extends = \"standard\"\n").unwrap();
    std::fs::write(dir.join("typo.toml"), "extends = \"standrd\"\n").unwrap();
    let here = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_fers"))
            .args(args)
            .current_dir(&dir)
            .output()
            .unwrap()
    };
    let o = here(&["check", "child.toml"]);
    assert_eq!(stdout(&o), "ok: child (8x8 board, 6 piece kinds, castling)\n");
    let o = here(&["check", "typo.toml"]);
    assert_eq!(
        stdout(&o),
        "typo.toml:1:11: BadExtends: no ruleset named `standrd` to extend\n"
    );
}

/// `extends` reads bundled rulesets and files under the folder of the ruleset being
/// loaded; a path outside it (by `..`, absolutely, or through a symbolic link) is
/// refused with the path named, unless `--extends-anywhere` trusts the ruleset.
#[test]
fn extends_reads_files_outside_the_ruleset_folder_only_when_allowed() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli-extends-scope");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("rules/sub")).unwrap();
    let write = |name: &str, text: &str| {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        path.to_str().unwrap().to_string()
    };
    write("secret.toml", "name = \"secret\"\nextends = \"standard\"\n");
    let secret = dir.join("secret.toml");
    let secret = secret.to_str().unwrap();
    let folder = dir.join("rules");
    let folder = folder.to_str().unwrap();
    let hint = "(hint: `extends` reads bundled rulesets and files under the ruleset's folder; \
                to trust this ruleset with any file, pass `--extends-anywhere` to `fers` \
                (`ExtendsScope::Anywhere` to the loader))";
    // Up and out, by `..`.
    let up = write("rules/up.toml", "extends = \"../secret.toml\"\n");
    let o = run(&["check", &up], 1);
    assert_eq!(
        stdout(&o),
        format!(
            "{up}:1:11: BadExtends: cannot extend `../secret.toml`: {folder}/../secret.toml \
             is outside {folder}, the folder of the ruleset being loaded {hint}\n"
        )
    );
    // By an absolute path, named by a parent inside the folder.
    write("rules/sub/mid.toml", &format!("extends = \"{secret}\"\n"));
    let top = write("rules/top.toml", "name = \"top\"\nextends = \"sub/mid.toml\"\n");
    let o = run(&["check", &top], 1);
    let mid = dir.join("rules/sub/mid.toml");
    assert_eq!(
        stdout(&o),
        format!(
            "{}:1:11: BadExtends: cannot extend `{secret}`: {secret} is outside {folder}, \
             the folder of the ruleset being loaded {hint}\n",
            mid.to_str().unwrap()
        )
    );
    let o = run(&["moves", "--ruleset", &top], 2);
    assert!(
        stderr(&o).contains(&format!("cannot extend `{secret}`: {secret} is outside")),
        "{}",
        stderr(&o)
    );
    // Through a symbolic link inside the folder.
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(secret, dir.join("rules/link.toml")).unwrap();
        let linked = write("rules/linked.toml", "extends = \"link.toml\"\n");
        let o = run(&["check", &linked], 1);
        assert!(
            stdout(&o).contains("BadExtends: cannot extend `link.toml`: "),
            "{}",
            stdout(&o)
        );
    }
    // Trusted: the same files load.
    let o = run(&["--extends-anywhere", "check", &up], 0);
    assert_eq!(stdout(&o), "ok: up (8x8 board, 6 piece kinds, castling)\n");
    let o = run(&["check", &top, "--extends-anywhere"], 0);
    assert_eq!(stdout(&o), "ok: top (8x8 board, 6 piece kinds, castling)\n");
    let o = run(&["perft", "--ruleset", &top, "--depth", "2", "--extends-anywhere"], 0);
    assert_eq!(stdout(&o), "400\n");
    // Inside the folder, and bundled names: read as before.
    let inside = write("rules/sub/inside.toml", "extends = \"crazyhouse\"\n");
    write("rules/in.toml", "extends = \"sub/inside.toml\"\n");
    let o = run(&["check", dir.join("rules/in.toml").to_str().unwrap()], 0);
    assert_eq!(stdout(&o), "ok: in (8x8 board, 6 piece kinds, castling)\n");
    let o = run(&["check", &inside], 0);
    assert_eq!(stdout(&o), "ok: inside (8x8 board, 6 piece kinds, castling)\n");
}
