//! Variants with pieces in hand (issue #9) against Fairy-Stockfish's figures: captured
//! pieces dropped back (crazyhouse, and capahouse on Capablanca's 10×8 board), promoted
//! pieces kept promoted in hand (loop, chessgi) and a start hand with captures leaving
//! the game (pocket knight; dragon chess, whose dragon is dropped on the back rank).
//!
//! For each variant of [`VARIANTS`], loaded by its bundled name: its start position is
//! Fairy-Stockfish's, and every row for it in `perft.tsv`, `startpos_perft.tsv` and
//! `pyffish_perft.tsv` of at most [`NODE_CAP`] nodes is reproduced (every row in the
//! `#[ignore]`d [`perft_rows_all`]). The data is `tests/data/fairy-stockfish/`.

use fers_conformance::fsf::assert_variants;
use fers_conformance::random_check::{assert_bundled_playouts, check_variant_playouts};
use fers_conformance::random_ruleset::{Features, generate};
use fers_rules::typed::Position;
use fers_reference as reference;

/// The variants tested here, by Fairy-Stockfish's name (= the bundled ruleset's name).
const VARIANTS: [&str; 6] = [
    "crazyhouse",
    "loop",
    "chessgi",
    "pocketknight",
    "capahouse",
    "dragon",
];

/// Start FENs from Fairy-Stockfish's `variant.cpp` for variants the data does not list.
const EXTRA_STARTS: [(&str, &str); 5] = [
    (
        "loop",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
    ),
    (
        "chessgi",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
    ),
    (
        "pocketknight",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1",
    ),
    (
        "capahouse",
        "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR[] w KQkq - 0 1",
    ),
    (
        "dragon",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Dd] w KQkq - 0 1",
    ),
];

/// Rows expecting more nodes than this run only in the ignored [`perft_rows_all`].
const NODE_CAP: u64 = 2_000_000;

fn check_rows(cap: Option<u64>) {
    assert_variants(&VARIANTS, cap, &EXTRA_STARTS);
}

#[test]
fn start_positions_and_perft_rows() {
    check_rows(Some(NODE_CAP));
}

#[test]
#[ignore = "every row, no node cap"]
fn perft_rows_all() {
    check_rows(None);
}

#[test]
fn drops_and_hands_agree_with_the_reference_oracle() {
    // Moves, checkers, the position after every move, FEN and hash round trips,
    // validation and undo, at every position of seeded playouts.
    assert_bundled_playouts(&VARIANTS, 7, 4, 70, 101);
}

/// Issue #35: drops that may not give check (`giving-check = "not-by-drops"`), found
/// by making only the drops that may check (`families/goals/drop_checks.rs`), against
/// the reference oracle, which makes every drop: hoppers in hand and on the board (their
/// screens), a lame horse, a nightrider, forward-only pawns and silvers, with one royal
/// piece a side and with two kinds of them.
#[test]
fn drops_that_may_not_check_agree_with_the_reference_oracle() {
    for (i, name) in ["drop-checks", "drop-checks-royals"].into_iter().enumerate() {
        let text = fers_conformance::test_ruleset_text(name);
        let variant = fers_rules::Variant::new(fers_conformance::test_ruleset(name))
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let checked = check_variant_playouts(&variant, &text, 350 + i as u64, 6, 60)
            .unwrap_or_else(|f| panic!("{name}:\n{f}"));
        assert!(checked.positions >= 200, "{name}: {} positions", checked.positions);
    }
}

/// The random rulesets of `fers_conformance::random_ruleset` that drop pieces and have
/// a royal kind, their `giving-check` made `"not-by-drops"` (the generator draws only
/// `"illegal"` and `"allowed"`), against the reference oracle along random games: every
/// geometry the generator knows (hoppers, lame, chiral and forward-only pieces, limited
/// and restricted riders, regions, several royal kinds) in hand.
#[test]
fn random_rulesets_whose_drops_may_not_check_agree_with_the_reference_oracle() {
    let features = Features::all();
    let (mut rulesets, mut positions) = (0, 0);
    for seed in 1..=400 {
        let toml = not_by_drops(&generate(seed, &features).toml);
        let ruleset = fers_rules::load_ruleset(&toml, "random.toml", &|_| None)
            .unwrap_or_else(|e| panic!("seed {seed}: {e}\n{toml}"));
        let drops = ruleset.hands.as_ref().is_some_and(|h| h.drops);
        if !drops || !ruleset.pieces.iter().any(|p| p.royal) {
            continue;
        }
        let variant = fers_rules::Variant::new(ruleset).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        let checked = check_variant_playouts(&variant, &toml, seed, 2, 40)
            .unwrap_or_else(|f| panic!("seed {seed}:\n{f}"));
        rulesets += 1;
        positions += checked.positions;
    }
    assert!(rulesets >= 40 && positions >= 1000, "{rulesets} rulesets, {positions} positions");
}

/// `toml` (a random ruleset, which always opens `[rules]`) with `giving-check =
/// "not-by-drops"`.
fn not_by_drops(toml: &str) -> String {
    let rule = "giving-check = \"not-by-drops\"";
    let mut lines: Vec<&str> = toml
        .lines()
        .filter(|l| !l.starts_with("giving-check"))
        .collect();
    match lines.iter().position(|l| *l == "[rules]") {
        Some(i) => lines.insert(i + 1, rule),
        None => lines.extend(["[rules]", rule]),
    }
    lines.join("\n") + "\n"
}

#[test]
fn a_piece_is_never_dropped_where_it_must_promote() {
    // Pawns in hand with no `drop-ranks`: every rank but the promotion rank.
    let text = r#"name = "pawnhand"
extends = "standard"
[board]
start = "4k3/8/8/8/8/8/8/4K3[Pp] w - - 0 1"
[hands]
"#;
    let resolve = |name: &str| fers_standard::resolve(name, None);
    let ruleset = fers_rules::load_ruleset(text, "pawnhand.toml", &resolve).unwrap();
    let tables = fers_rules::typed::compile::<u64>(ruleset).unwrap();
    let pos = Position::start(&tables);
    let drops: Vec<String> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| m.is_drop())
        .map(|m| pos.uci(m))
        .collect();
    assert_eq!(drops.len(), 8 * 7 - 1, "{drops:?}"); // ranks 1 to 7 but e1
    assert!(drops.contains(&"P@a1".to_string()) && !drops.iter().any(|d| d.ends_with('8')));
    let e = pos.validate("P@a8").unwrap_err();
    assert_eq!(
        (e.code, e.message.as_str()),
        (
            fers_rules::IllegalCode::DropNotAllowed,
            "a pawn may not be dropped on rank 8, where it would have to promote"
        )
    );
    assert_eq!(
        reference::legal_moves(&pos)
            .into_iter()
            .filter(|m| m.is_drop())
            .count(),
        drops.len()
    );
}

#[test]
fn a_dragon_is_dropped_on_the_back_rank_and_captures_go_nowhere() {
    let tables = fers_conformance::tables("dragon").expect("bundled");
    let fen = "r3k3/1P6/8/8/8/8/8/4K3[Dd] w q - 0 1";
    let pos = Position::from_fen(&tables, fen, fers_rules::FenMode::Strict).expect("valid FEN");
    // The dragon on any empty square of white's first rank, and among the promotions
    // (as Fairy-Stockfish lists them).
    let moves = fers_conformance::sorted_uci(&pos, |_| true);
    assert_eq!(
        moves,
        [
            "D@a1", "D@b1", "D@c1", "D@d1", "D@f1", "D@g1", "D@h1", "b7a8b", "b7a8d", "b7a8n",
            "b7a8q", "b7a8r", "b7b8b", "b7b8d", "b7b8n", "b7b8q", "b7b8r", "e1d1", "e1d2", "e1e2",
            "e1f1", "e1f2"
        ]
    );
    let e = pos.validate("D@a2").expect_err("not on the back rank");
    assert_eq!(
        (e.code, e.message.as_str()),
        (
            fers_rules::IllegalCode::DropNotAllowed,
            "a dragon may not be dropped on rank 2 (only on rank 1)"
        )
    );
    // The rook taken on a8 leaves the game: the hands stay as they were.
    let mut after = pos.clone();
    after
        .play(after.validate("b7a8d").expect("legal"))
        .expect("legal");
    assert_eq!(after.fen(), "D3k3/8/8/8/8/8/8/4K3[Dd] b - - 0 1");
    let drops = fers_conformance::sorted_uci(&after, |m| m.is_drop());
    assert_eq!(drops, ["D@b8", "D@c8", "D@d8", "D@f8", "D@g8", "D@h8"]);
}

/// Issue #33: a royal piece in hand is never dropped where an enemy piece attacks it.
/// The counts are Fairy-Stockfish's (pyffish 0.0.90, `legal_moves` summed): placement's
/// king in hand may go only to its back rank, which the black rook sweeps, so white has
/// only its 16 pawn moves; crazyhouse's king may go to the 40 empty squares neither the
/// rook on a8 nor the king on d5 reaches.
#[test]
fn a_royal_piece_is_never_dropped_into_attack() {
    use fers_rules::{FenMode, IllegalCode};
    let cases = [
        ("placement", "4k3/pppppppp/8/8/8/8/PPPPPPPP/r7[K] w - - 0 1", 16, 419),
        ("crazyhouse", "r7/8/8/3k4/8/8/8/8[K] w - - 0 1", 40, 848),
    ];
    for (name, fen, moves, perft2) in cases {
        let variant = fers_conformance::variant(name).expect("bundled");
        let pos = fers_rules::Position::from_fen(&variant, fen, FenMode::Strict)
            .unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(pos.legal_moves().len(), moves, "{name}");
        assert_eq!(pos.perft(2), perft2, "{name}");
    }
    // The refusal names the attacker, with the code of moving into check.
    let variant = fers_conformance::variant("crazyhouse").expect("bundled");
    let pos = fers_rules::Position::from_fen(&variant, "r7/8/8/3k4/8/8/8/8[K] w - - 0 1", FenMode::Strict)
        .expect("valid");
    let refusal = pos.validate("K@a4").expect_err("attacked by the rook");
    assert_eq!(refusal.code, IllegalCode::KingMovesIntoCheck);
    assert_eq!(
        refusal.message,
        "a king may not be dropped on a4: the black rook on a8 attacks it"
    );
    let refusal = pos.validate("K@e4").expect_err("next to the black king");
    assert_eq!(refusal.code, IllegalCode::KingMovesIntoCheck);
    assert_eq!(
        refusal.message,
        "a king may not be dropped on e4: the black king on d5 attacks it"
    );
}
