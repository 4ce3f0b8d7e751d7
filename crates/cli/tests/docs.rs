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
