//! `fers pieces RULESET`: one line per piece kind, in ruleset order, four tab-separated
//! fields (name, white's letter, `royal` or `-`, Betza or `-`), byte for byte.

use std::path::PathBuf;
use std::process::Command;

/// Runs `fers`: exit status, standard output, standard error.
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

/// The path of the test ruleset `name` in `tests/data/rulesets/`.
fn test_ruleset(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/data/rulesets")
        .join(format!("{name}.toml"));
    path.to_str().expect("a UTF-8 path").to_string()
}

#[test]
fn pieces_of_standard_chess() {
    let (code, out, err) = fers(&["pieces", "standard"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(
        out,
        "\
pawn\tP\t-\tfmWfceFifmnD
knight\tN\t-\tN
bishop\tB\t-\tB
rook\tR\t-\tR
queen\tQ\t-\tQ
king\tK\troyal\tK
"
    );
}

#[test]
fn pieces_of_fairy_rulesets() {
    // Grasshopper extends standard: the parent's kinds first (the pawn redefined in
    // place), then its own.
    let (code, out, err) = fers(&["pieces", "grasshopper"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(
        out,
        "\
pawn\tP\t-\tfmWfcF
knight\tN\t-\tN
bishop\tB\t-\tB
rook\tR\t-\tR
queen\tQ\t-\tQ
king\tK\troyal\tK
grasshopper\tG\t-\tgQ
"
    );
    // Shatranj: the letter is the FEN letter, not the Betza atom.
    let (code, out, err) = fers(&["pieces", "shatranj"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(
        out,
        "\
pawn\tP\t-\tfmWfcF
knight\tN\t-\tN
alfil\tB\t-\tA
rook\tR\t-\tR
ferz\tQ\t-\tF
king\tK\troyal\tK
"
    );
}

#[test]
fn pieces_without_a_betza_form_print_a_dash() {
    // A path works as well as a bundled name; `from-ranks` has no Betza form.
    let (code, out, err) = fers(&["pieces", &test_ruleset("from-ranks")]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(
        out,
        "\
pawn\tP\t-\t-
guard\tG\t-\t-
rook\tR\t-\t-
king\tK\troyal\tK
"
    );
}

#[test]
fn a_tab_in_a_piece_name_is_escaped() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli-pieces");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("tab.toml");
    let text = "name = \"tab\"\n[board]\nfiles = 3\nranks = 3\n\
                start = \"k2/3/2K w - - 0 1\"\n[pieces.\"ki\\tng\"]\nletter = \"k\"\n\
                betza = \"K\"\nroyal = true\n";
    std::fs::write(&path, text).unwrap();
    let (code, out, err) = fers(&["pieces", path.to_str().unwrap()]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(out, "ki\\u{9}ng\tK\troyal\tK\n");
}

#[test]
fn an_unknown_ruleset_exits_2() {
    let (code, out, err) = fers(&["pieces", "no-such-ruleset"]);
    assert_eq!((code, out.as_str()), (2, ""));
    let reason = fers_standard::load_variant("no-such-ruleset")
        .map(|_| ())
        .expect_err("no such ruleset");
    assert_eq!(err, format!("fers: {reason}\n"));
    assert!(
        err.starts_with("fers: no bundled ruleset named `no-such-ruleset` and no such file ("),
        "{err}"
    );
    // Nothing close: no suggestion, and `fers list` for the names.
    assert!(
        err.ends_with("; `fers list` prints every bundled name\n"),
        "{err}"
    );
    // The same words as the commands that take `--ruleset`.
    let (_, _, moves_err) = fers(&["moves", "--ruleset", "no-such-ruleset"]);
    assert_eq!(err, moves_err);
    // No ruleset at all: clap's usage error, also exit 2.
    let (code, out, err) = fers(&["pieces"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.contains("Usage: fers pieces <RULESET>"), "{err}");
}
