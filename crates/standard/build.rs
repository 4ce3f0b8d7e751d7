//! Embeds every `rulesets/*.toml` file: adding a variant is adding a file.
use std::fmt::Write;
use std::path::Path;

fn main() {
    // `rulesets` in this crate is the repository's `rulesets/` folder (a symbolic link in
    // the repository, real files in the published package).
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("rulesets");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("rulesets/ exists")
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .filter_map(|p| p.file_stem().map(|s| s.to_string_lossy().into_owned()))
        .collect();
    // Standard chess first, then Chess960, then the rest alphabetically.
    names.sort_by_key(|n| (n != "standard", n != "chess960", n.clone()));
    let mut out = String::from(
        "/// Every bundled ruleset: `(name, TOML text)`, in the order `fers list` prints them.\npub const BUNDLED: &[(&str, &str)] = &[\n",
    );
    for n in &names {
        let path = dir.join(format!("{n}.toml"));
        println!("cargo:rerun-if-changed={}", path.display());
        let _ = writeln!(
            out,
            "    ({n:?}, include_str!({:?})),",
            path.display().to_string()
        );
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("bundled.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
}
