//! What the documentation tells a newcomer to type is what works: the dependency lines
//! of `docs/rust-api.md` name crates of this repository by path, and the README says
//! how to get the `fers` its tour calls.

use std::path::PathBuf;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn read(doc: &str) -> String {
    std::fs::read_to_string(root().join(doc)).unwrap()
}

/// Every `fers-… = …` line of a `toml` block of `docs/rust-api.md` is a path
/// dependency on `../fers/crates/DIR` (a clone named `fers` beside the reader's
/// project), and `crates/DIR` here is that package: no version of a crate that is not
/// published.
#[test]
fn the_rust_api_dependency_lines_resolve_to_this_repository() {
    let text = read("docs/rust-api.md");
    let mut checked = 0;
    for block in text.split("```toml\n").skip(1) {
        let block = block.split("```").next().unwrap();
        for line in block.lines().filter(|l| l.starts_with("fers-")) {
            let (name, value) = line.split_once(" = ").expect("name = value");
            let dir = value
                .strip_prefix("{ path = \"../fers/")
                .and_then(|v| v.split_once('"'))
                .map(|(dir, _)| dir)
                .unwrap_or_else(|| panic!("not a path dependency on ../fers: {line}"));
            let manifest = std::fs::read_to_string(root().join(dir).join("Cargo.toml"))
                .unwrap_or_else(|e| panic!("{line}: {dir}/Cargo.toml: {e}"));
            assert!(
                manifest.contains(&format!("\nname = \"{name}\"\n")),
                "{line}: {dir} is not {name}"
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 2);
}

/// The README's set-up says how `fers` gets on the PATH before its tour calls it.
#[test]
fn the_readme_installs_fers_before_its_tour() {
    let text = read("README.md");
    let install = text
        .find("`cargo install --path crates/cli`")
        .expect("the set-up installs fers");
    let tour = text.find("```console\n$ fers ").expect("the tour");
    assert!(install < tour);
    let manifest = read("crates/cli/Cargo.toml");
    assert!(manifest.contains("[[bin]]\nname = \"fers\"\n"));
}

/// Every `$ …` command of the `console` blocks of `doc`, run by `sh` with this build's
/// `fers` first on the `PATH`, prints exactly the lines shown under it (standard output
/// and standard error, as a terminal shows them). The commands
/// run in a folder holding the files of `docs/examples` and, in document order, each
/// fenced block that follows a `<!-- file: NAME -->` line, written as `NAME` (so the
/// rulesets a page shows are the ones its commands load, and a later block of the same
/// name replaces an earlier one), or added to its end after `<!-- append: NAME -->`
/// (a part the page tells the reader to add). Returns how many commands were checked.
#[cfg(unix)]
fn check_sessions(doc: &str) -> usize {
    let text = read(doc);
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("doc-sessions")
        .join(doc.replace('/', "-"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for entry in std::fs::read_dir(root().join("docs/examples")).unwrap() {
        let path = entry.unwrap().path();
        std::fs::copy(&path, dir.join(path.file_name().unwrap())).unwrap();
    }
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_fers"));
    let path = format!(
        "{}:{}",
        bin.parent().unwrap().display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut checked = 0;
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        let marker = |kind: &str| {
            line.strip_prefix(kind)
                .and_then(|l| l.strip_suffix(" -->"))
        };
        if let Some((name, append)) = marker("<!-- file: ")
            .map(|n| (n, false))
            .or_else(|| marker("<!-- append: ").map(|n| (n, true)))
        {
            let fence = lines.next().unwrap_or_default();
            assert!(fence.starts_with("```"), "{doc}: `{line}` is not followed by a block");
            let body: Vec<&str> = lines.by_ref().take_while(|l| *l != "```").collect();
            let mut text = match append {
                true => std::fs::read_to_string(dir.join(name)).unwrap() + "\n",
                false => String::new(),
            };
            text.push_str(&(body.join("\n") + "\n"));
            std::fs::write(dir.join(name), text).unwrap();
            continue;
        }
        if line != "```console" {
            continue;
        }
        while let Some(line) = lines.next_if(|l| *l != "```") {
            let Some(command) = line.strip_prefix("$ ") else {
                continue;
            };
            let mut expected = Vec::new();
            while let Some(l) = lines.next_if(|l| !l.starts_with("$ ") && *l != "```") {
                expected.push(l);
            }
            // What the terminal shows: standard error too (`fers: bad FEN …`).
            let o = std::process::Command::new("sh")
                .args(["-c", &format!("{{ {command}\n}} 2>&1")])
                .current_dir(&dir)
                .env("PATH", &path)
                .output()
                .unwrap();
            let out = String::from_utf8(o.stdout).unwrap();
            let got: Vec<&str> = out.lines().collect();
            assert_eq!(got, expected, "{doc}: `{command}`");
            checked += 1;
        }
    }
    checked
}

/// The shell sessions of the README and of the pages of `docs/` that show `fers` at
/// work print what they show (the count guards against a page whose blocks stop being
/// found).
#[cfg(unix)]
#[test]
fn documented_sessions_are_what_fers_prints() {
    for (doc, commands) in [
        ("README.md", 5),
        ("docs/ruleset-reference.md", 1),
        ("docs/notation.md", 6),
        ("docs/capabilities/castling.md", 15),
        ("docs/capabilities/game-end.md", 21),
        ("docs/capabilities/flipping.md", 5),
        ("docs/capabilities/hands.md", 6),
        ("docs/capabilities/inheritance.md", 9),
        ("docs/capabilities/pawns.md", 11),
        ("docs/capabilities/regions.md", 3),
        ("docs/capabilities/riders.md", 12),
    ] {
        assert_eq!(check_sessions(doc), commands, "{doc}");
    }
}
