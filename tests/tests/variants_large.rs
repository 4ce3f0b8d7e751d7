//! The large-board variants against Fairy-Stockfish's figures.
//!
//! For each of `capablanca`, `gothic`, `janus`, `embassy`, `chancellor`, `modern`,
//! `grand`, `courier`, `opulent`, `tencubed`, `centaur`, `caparandom` and `shako` (the
//! bundled rulesets of the same names):
//!
//! - its start position, written by [`Position::fen`], must be Fairy-Stockfish's: the
//!   `startpos.tsv` row of the variant and the FEN of its `startpos_perft.tsv` rows;
//!   `chancellor`, `modern`, `opulent`, `tencubed`, `centaur` and `caparandom` have
//!   neither, and are compared with [`FSF_START_NOT_IN_DATA`] instead;
//! - every row of `perft.tsv`, `startpos_perft.tsv` and `pyffish_perft.tsv` for it must
//!   be reproduced, but for the one row of [`FEN_READ_OTHERWISE`].
//!
//! The default tests (one per variant) check the rows of at most [`NODE_CAP`] nodes; the
//! `#[ignore]`d [`all_rows`] checks every row (`cargo test -p fers-conformance --test
//! variants_large -- --ignored`). The data comes from `tests/data/fairy-stockfish/`
//! (see its README), embedded at compile time.

use fers_conformance::fsf::{assert_no_failures, cases, check_variant, listed_start_fen};
use fers_conformance::variant;
use fers_rules::{FenMode, Variant};
use fers_rules::typed::Position;

/// Rows expecting more nodes than this run only in the `#[ignore]`d [`all_rows`].
const NODE_CAP: u64 = 2_000_000;

/// Every variant of this file with the number of rows the data holds for it
/// (`perft.tsv` + `startpos_perft.tsv` + `pyffish_perft.tsv`), so that a lost row is
/// noticed.
const VARIANTS: [(&str, usize); 13] = [
    ("capablanca", 1 + 4),
    ("gothic", 4),
    ("janus", 1 + 4),
    ("embassy", 1 + 4),
    ("chancellor", 1),
    ("modern", 1),
    ("grand", 2 + 3),
    ("courier", 1 + 4),
    ("opulent", 1),
    ("tencubed", 1),
    ("centaur", 1),
    ("caparandom", 8),
    ("shako", 4 + 6),
];

/// Fairy-Stockfish's start FEN of the variants that `startpos.tsv` does not list: the
/// `startFen` of each in its `src/variant.cpp`, as its Python binding (pyffish 0.0.90,
/// `start_fen`) writes it.
const FSF_START_NOT_IN_DATA: [(&str, &str); 6] = [
    (
        "chancellor",
        "rnbqkcnbr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKCNBR w KQkq - 0 1",
    ),
    (
        "modern",
        "rnbqkmbnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBMKQBNR w KQkq - 0 1",
    ),
    (
        "opulent",
        "rw6wr/clbnqknbla/pppppppppp/10/10/10/10/PPPPPPPPPP/CLBNQKNBLA/RW6WR w - - 0 1",
    ),
    (
        "tencubed",
        "2cwamwc2/1rnbqkbnr1/pppppppppp/10/10/10/10/PPPPPPPPPP/1RNBQKBNR1/2CWAMWC2 w - - 0 1",
    ),
    (
        "centaur",
        "rcnbqkbncr/pppppppppp/10/10/10/10/PPPPPPPPPP/RCNBQKBNCR w KQkq - 0 1",
    ),
    (
        "caparandom",
        "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
    ),
];

/// Published rows whose FEN Fers reads otherwise than Fairy-Stockfish: (variant, row).
/// Shako's castling rook stands on the i-file, inside the corner piece. With rooks on
/// both i2 and j2, Fairy-Stockfish reads `K` as the first rook from the i-file towards
/// the king, Fers (X-FEN) as the outermost one, on j2, which cannot castle in shako, so
/// the FEN is refused (docs/ini.md, "Differences that remain"). The same position with
/// the rights written `Ib`, which both read alike, is a `pyffish_perft.tsv` row and is
/// reproduced (460 at depth 2, as the published row).
const FEN_READ_OTHERWISE: [(&str, &str); 1] = [("shako", "perft.tsv:144")];

fn load(name: &str) -> Variant {
    variant(name).unwrap_or_else(|e| panic!("bundled ruleset `{name}` does not load: {e}"))
}

/// [`check_variant`] without the failures of the rows of [`FEN_READ_OTHERWISE`].
fn failures(name: &str, cap: Option<u64>) -> Vec<String> {
    check_variant(name, cap, &FSF_START_NOT_IN_DATA)
        .into_iter()
        .filter(|f| {
            !FEN_READ_OTHERWISE
                .iter()
                .any(|(n, row)| *n == name && f.starts_with(&format!("{n}: {row}: FEN ")))
        })
        .collect()
}

fn assert_variant(name: &str, cap: Option<u64>) {
    assert_no_failures(&failures(name, cap));
}

macro_rules! variant_tests {
    ($($name:ident),* $(,)?) => {
        $(
            #[test]
            fn $name() {
                assert_variant(stringify!($name), Some(NODE_CAP));
            }
        )*
    };
}

variant_tests!(
    capablanca, gothic, janus, embassy, chancellor, modern, grand, courier, opulent, tencubed,
    centaur, caparandom, shako,
);

/// The rows of [`FEN_READ_OTHERWISE`] fail only as said there: Fers refuses their FEN.
#[test]
fn rows_read_otherwise_are_refused_fens() {
    for (name, row) in FEN_READ_OTHERWISE {
        let prefix = format!("{name}: {row}: FEN ");
        let found: Vec<String> = check_variant(name, Some(NODE_CAP), &FSF_START_NOT_IN_DATA)
            .into_iter()
            .filter(|f| f.starts_with(&prefix))
            .collect();
        assert_eq!(found.len(), 1, "{name}, {row}: {found:?}");
        assert!(found[0].contains("refused"), "{}", found[0]);
    }
}

/// Every row of every variant, with no node cap.
#[test]
#[ignore = "every row, no node cap (all 52 rows are below the cap today: 9.8 x 10^6 nodes)"]
fn all_rows() {
    let failures: Vec<String> = VARIANTS
        .iter()
        .flat_map(|(name, _)| failures(name, None))
        .collect();
    assert_no_failures(&failures);
}

/// The data holds the expected number of rows for each variant, and the start FEN of
/// each variant that `startpos.tsv` lists.
#[test]
fn data_rows_are_all_there() {
    for (name, count) in VARIANTS {
        assert_eq!(cases(name).len(), count, "{name}: rows in the data");
    }
    let listed: Vec<&str> = VARIANTS
        .iter()
        .map(|(n, _)| *n)
        .filter(|n| listed_start_fen(n).is_some())
        .collect();
    assert_eq!(
        listed,
        [
            "capablanca",
            "gothic",
            "janus",
            "embassy",
            "grand",
            "courier",
            "shako"
        ]
    );
    for (name, _) in FSF_START_NOT_IN_DATA {
        assert!(
            listed_start_fen(name).is_none(),
            "{name} is in startpos.tsv now"
        );
    }
}

/// The legal moves of the pieces on `from` (UCI), in the grand ruleset at `fen`.
fn grand_moves_from(fen: &str, from: &str) -> Vec<String> {
    let tables = (load("grand").typed::<u128>().cloned()).expect("grand is a 100-square board");
    let pos = Position::from_fen(&tables, fen, FenMode::Strict)
        .unwrap_or_else(|e| panic!("grand: FEN `{fen}` refused: {e}"));
    let mut moves: Vec<String> = pos
        .legal_moves()
        .into_iter()
        .map(|m| pos.uci(m))
        .filter(|m| m.starts_with(from) && !m[from.len()..].starts_with(char::is_numeric))
        .collect();
    moves.sort();
    moves
}

/// `promotion.limit = "captured"` (Grand chess): a pawn promotes only to a kind its side
/// has lost. With every kind still on the board it cannot enter the mandatory last rank
/// at all; with one knight lost it may become a knight, and on rank 9 may also stay a
/// pawn. (The same moves as Fairy-Stockfish's `grand` in these positions.)
#[test]
fn grand_promotes_only_to_lost_kinds() {
    let nothing_lost = "4k5/P9/10/10/10/10/10/10/1NBQKCABN1/R8R w - - 0 1";
    assert_eq!(grand_moves_from(nothing_lost, "a9"), Vec::<String>::new());
    let knight_lost = "4k5/P9/10/10/10/10/10/10/2BQKCABN1/R8R w - - 0 1";
    assert_eq!(grand_moves_from(knight_lost, "a9"), ["a9a10n"]);
    let two_knights_lost = "4k5/10/P9/10/10/10/10/10/2BQKCAB2/R8R w - - 0 1";
    assert_eq!(grand_moves_from(two_knights_lost, "a8"), ["a8a9", "a8a9n"]);
}

/// A `promotion.limit` other than `"none"` or `"captured"` is refused with a diagnostic.
#[test]
fn promotion_limit_must_be_known() {
    let text = fers_standard::bundled_text("grand")
        .expect("grand is bundled")
        .replace("limit = \"captured\"", "limit = \"lost\"");
    let err = fers_rules::load_ruleset(&text, "grand.toml", &|_| None)
        .expect_err("an unknown limit is refused");
    assert_eq!(err.diagnostics.len(), 1, "{err}");
    let d = &err.diagnostics[0];
    assert_eq!(d.code, fers_movement::DiagnosticCode::BadPromotion, "{err}");
    assert!(d.message.contains("\"lost\""), "{err}");
}
