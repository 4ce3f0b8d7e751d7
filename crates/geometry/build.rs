//! Writes the magic attack table (`src/magic`) into the crate as a `static`, so that no
//! process spends its start-up filling it: every slice of `layout.rs`'s entries, each
//! blocker arrangement's attacks found by walking, at the index its magic gives.

use std::fmt::Write as _;
use std::path::Path;

#[allow(dead_code)]
#[path = "src/magic/layout.rs"]
mod layout;

use layout::{DIAGONAL, DIAGONAL_ENTRIES, ORTHOGONAL, ORTHOGONAL_ENTRIES, TABLE_LEN, walk};

fn main() {
    println!("cargo::rerun-if-changed=src/magic/layout.rs");
    println!("cargo::rerun-if-changed=build.rs");
    let mut attacks = vec![0u64; TABLE_LEN];
    for (dirs, entries) in [
        (&ORTHOGONAL, &ORTHOGONAL_ENTRIES.0),
        (&DIAGONAL, &DIAGONAL_ENTRIES.0),
    ] {
        for (sq, entry) in entries.iter().enumerate() {
            // Every subset of the mask (carry-rippler).
            let mut blockers = 0u64;
            loop {
                attacks[entry.index(blockers)] = walk(sq as i32, blockers, dirs);
                blockers = blockers.wrapping_sub(entry.mask) & entry.mask;
                if blockers == 0 {
                    break;
                }
            }
        }
    }
    let mut out = String::with_capacity(TABLE_LEN * 20);
    out.push_str("/// The magic attack table, written by `build.rs`.\n");
    let _ = writeln!(out, "static ATTACKS: [u64; {TABLE_LEN}] = [");
    for row in attacks.chunks(4) {
        for w in row {
            let _ = write!(out, "{w:#x},");
        }
        out.push('\n');
    }
    out.push_str("];\n");
    let dir = std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR for build scripts");
    std::fs::write(Path::new(&dir).join("magic_attacks.rs"), out)
        .expect("the build directory is writable");
}
