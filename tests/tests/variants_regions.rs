//! Regions, facing royals and holes (issue #11): xiangqi, minixiangqi, manchu, gustav3,
//! omicron, legan, troitzky and wolf against Fairy-Stockfish's figures and the reference
//! oracle, and the rules one by one — the palace and the river, the flying general,
//! stalemate as a loss, squares that are not part of the board, promotion zones and
//! double-step squares given as regions — with the codes that refuse moves and FENs and
//! the loader's `BadRegion` problems.
//!
//! For each variant of [`VARIANTS`], loaded by its bundled name: its start position is
//! Fairy-Stockfish's, and every row for it in `perft.tsv` and `startpos_perft.tsv` of at
//! most [`NODE_CAP`] nodes is reproduced (every row in the `#[ignore]`d
//! [`perft_rows_all`]). The data is `tests/data/fairy-stockfish/`.

use fers_conformance::fsf::assert_variants;
use fers_conformance::random_check::assert_bundled_playouts;
use fers_conformance::{sorted_uci, sorted_uci_from, variant};
use fers_movement::DiagnosticCode;
use fers_rules::{Color, EndReason, FenMode, IllegalCode, Outcome, Variant};
use fers_rules::typed::{Position, Tables};
use std::sync::Arc;

/// The variants tested here, by Fairy-Stockfish's name (= the bundled ruleset's name).
const VARIANTS: [&str; 8] = [
    "xiangqi",
    "minixiangqi",
    "manchu",
    "gustav3",
    "omicron",
    "legan",
    "troitzky",
    "wolf",
];

/// Start FENs from Fairy-Stockfish's `variant.cpp` for variants the data does not list.
const EXTRA_STARTS: [(&str, &str); 6] = [
    (
        "manchu",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/9/9/M1BAKAB2 w - - 0 1",
    ),
    (
        "gustav3",
        "arnbqkbnra/*pppppppp*/*8*/*8*/*8*/*8*/*PPPPPPPP*/ARNBQKBNRA w KQkq - 0 1",
    ),
    (
        "omicron",
        "w**********w/*crnbqkbnrc*/*pppppppppp*/*10*/*10*/*10*/*10*/*PPPPPPPPPP*/*CRNBQKBNRC*/W**********W w KQkq - 0 1",
    ),
    (
        "legan",
        "knbrp3/bqpp4/npp5/rp1p3P/p3P1PR/5PPN/4PPQB/3PRBNK w - - 0 1",
    ),
    (
        "troitzky",
        "****qk****/**rnbbnr**/*pppppppp*/*8*/10/10/*8*/*PPPPPPPP*/**RNBBNR**/****QK**** w - - 0 1",
    ),
    (
        "wolf",
        "qwfrbbnk/pssppssp/1pp2pp1/8/8/8/8/1PP2PP1/PSSPPSSP/KNBBRFWQ w - - 0 1",
    ),
];

/// Rows expecting more nodes than this run only in the ignored [`perft_rows_all`].
const NODE_CAP: u64 = 5_000_000;

#[test]
fn start_positions_and_perft_rows() {
    assert_variants(&VARIANTS, Some(NODE_CAP), &EXTRA_STARTS);
}

#[test]
#[ignore = "every row, no node cap"]
fn perft_rows_all() {
    assert_variants(&VARIANTS, None, &EXTRA_STARTS);
}

#[test]
fn the_reference_agrees_on_random_games() {
    assert_bundled_playouts(&VARIANTS, 40, 6, 120, 301);
}

fn xiangqi() -> Arc<Tables<u128>> {
    variant("xiangqi")
        .ok()
        .and_then(|v| v.typed::<u128>().cloned())
        .unwrap_or_else(|| panic!("xiangqi should be a bundled 128-square ruleset"))
}

fn at(fen: &str) -> Position<u128> {
    Position::from_fen(&xiangqi(), fen, FenMode::Strict).unwrap_or_else(|e| panic!("`{fen}`: {e}"))
}

fn refusal(fen: &str, mv: &str) -> (IllegalCode, String) {
    fers_conformance::refusal(&at(fen), mv)
}

#[test]
fn the_general_and_advisors_keep_to_the_palace() {
    let pos = at("r2k5/9/9/9/9/9/9/9/4A4/R3K4 w - - 0 1");
    let advisor = sorted_uci_from(&pos, "e2");
    // The four corners of the palace around it; the general stays on e1.
    assert_eq!(advisor, ["e2d1", "e2d3", "e2f1", "e2f3"]);
    assert_eq!(
        refusal("r2k5/9/9/9/9/9/9/9/4A4/R3K4 w - - 0 1", "e1e4").0,
        IllegalCode::LeavesRegion
    );
    assert_eq!(
        refusal("r2k5/9/9/9/9/9/9/9/9/R2AK4 w - - 0 1", "d1c2"),
        (
            IllegalCode::LeavesRegion,
            "the advisor may not leave the palace: c2 is outside it".to_string()
        )
    );
}

#[test]
fn elephants_never_cross_the_river() {
    // The elephant on c5 stands on the river bank: e7 and a7 are across.
    let fen = "r2k5/9/9/9/9/2B6/9/9/9/R3K4 w - - 0 1";
    let pos = at(fen);
    let moves = sorted_uci_from(&pos, "c5");
    assert_eq!(moves, ["c5a3", "c5e3"]);
    assert_eq!(
        refusal(fen, "c5e7"),
        (
            IllegalCode::LeavesRegion,
            "the elephant may not leave the home half: e7 is outside it".to_string()
        )
    );
    // Black's elephants keep to black's half, ranks 6 to 10.
    let black = at("3k5/9/9/9/2b6/9/9/9/9/R3K4 b - - 0 1");
    let moves = sorted_uci_from(&black, "c6");
    assert_eq!(moves, ["c6a8", "c6e8"]);
}

#[test]
fn soldiers_step_sideways_only_across_the_river() {
    let pos = at("3k5/9/9/9/4P4/9/P8/9/9/4K4 w - - 0 1");
    let soldier = sorted_uci(&pos, |m| {
        pos.piece_at(m.from)
            .is_some_and(|p| pos.piece_name(p) == "soldier")
    });
    // a4 has not crossed: forward only. e6 has: forward and both sides.
    assert_eq!(soldier, ["a4a5", "e6d6", "e6e7", "e6f6"]);
}

#[test]
fn the_generals_may_not_face_each_other() {
    // The horse on e2 is the only piece between the generals: it is pinned.
    let fen = "r3k4/9/9/9/9/9/9/9/4N4/R3K4 w - - 0 1";
    assert_eq!(
        refusal(fen, "e2c3"),
        (
            IllegalCode::FacingRoyals,
            "after e2c3 the general would face the enemy general on the e-file with nothing between"
                .to_string()
        )
    );
    // The general may not step onto the open d-file under the black general.
    assert_eq!(
        refusal("r2k5/9/9/9/9/9/9/9/4A4/R3K4 w - - 0 1", "e1d1").0,
        IllegalCode::FacingRoyals
    );
    // Facing generals are no check: the side to move is not in check when they could
    // only face (they never can after a legal move), and a general next to a file with
    // the enemy's may go where the file is blocked.
    let pos = at("r3k4/9/9/9/9/9/9/9/4N4/R3K4 w - - 0 1");
    assert!(pos.checkers().is_empty());
    assert!(!pos.legal_moves().iter().any(|m| pos.uci(*m) == "e2c3"));
}

#[test]
fn a_side_that_cannot_move_loses() {
    // Black's general on e10 has no move and is not in check: a stalemate, which xiangqi
    // scores as a loss for the stalemated side.
    let pos = at("4k4/2R6/3R5/9/9/9/9/9/9/5K3 b - - 0 1");
    assert!(pos.checkers().is_empty());
    assert!(pos.legal_moves().is_empty());
    assert_eq!(
        pos.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: EndReason::Stalemate,
        })
    );
}

#[test]
fn pieces_that_never_cross_the_river_are_no_mating_material() {
    // Advisors and elephants never reach the enemy palace: with nothing else the game
    // is dead, as Fairy-Stockfish judges it (this position came up in a game replayed
    // against it). One soldier, or a horse, is material again.
    let dead = at("9/4a4/4k4/9/6b2/2B6/9/8B/4A4/3A1K3 b - - 0 42");
    assert!(dead.is_insufficient_material());
    assert_eq!(
        dead.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::InsufficientMaterial,
        })
    );
    for alive in [
        "9/4a4/4k4/9/6b2/2B6/p8/8B/4A4/3A1K3 b - - 0 42",
        "9/4a4/4k4/9/6b2/2B6/9/8B/4A4/3ANK3 b - - 0 42",
    ] {
        assert!(!at(alive).is_insufficient_material(), "{alive}");
    }
}

fn load(text: &str) -> Result<fers_rules::Ruleset, fers_rules::RulesetError> {
    let resolve = |name: &str| fers_standard::resolve(name, None);
    fers_rules::load_ruleset(text, "regions.toml", &resolve)
}

#[test]
fn the_loader_names_bad_regions() {
    let e = load(
        r#"name = "bad"
extends = "xiangqi"
[regions]
moat = { squares = "a1-z9" }
both = { squares = "a1", white = "a2", black = "a3" }
none = { white = "a1", black = " " }
[pieces.advisor]
letter = "a"
betza = "F"
confined-to = "palce"
"#,
    )
    .expect_err("bad regions");
    let found: Vec<(DiagnosticCode, String)> = e
        .diagnostics
        .iter()
        .map(|d| (d.code, d.message.clone()))
        .collect();
    assert_eq!(
        found,
        [
            (
                DiagnosticCode::BadRegion,
                "`regions.moat.squares`: `a1-z9` is not a square (`e4`), a file (`a`), a rank (`2`) or a range (`a1-c3`) on this board".to_string()
            ),
            (
                DiagnosticCode::BadRegion,
                "`regions.both` must give either `squares` (from white's side, mirrored for black) or both `white` and `black`".to_string()
            ),
            (
                DiagnosticCode::BadRegion,
                "`regions.none.black`: names no square".to_string()
            ),
            (
                DiagnosticCode::BadRegion,
                "`advisor`: `confined-to` names `palce`, which is not a region of `[regions]` (hint: did you mean `palace`?)".to_string()
            ),
        ]
    );
}

#[test]
fn regions_given_per_side_are_taken_as_written() {
    // The general confined to the d-file for white and the f-file for black.
    let ruleset = load(
        r#"name = "lanes"
extends = "xiangqi"
[regions]
lane = { white = "d1-d3", black = "f8-f10" }
[pieces.general]
letter = "k"
betza = "W"
royal = true
confined-to = "lane"
"#,
    )
    .expect("loads");
    let t = fers_rules::typed::compile::<u128>(ruleset).expect("compiles");
    let pos =
        Position::from_fen(&t, "5k3/9/9/9/9/9/9/9/9/3K5 w - - 0 1", FenMode::Relaxed).expect("fen");
    let moves: Vec<String> = pos.legal_moves().iter().map(|&m| pos.uci(m)).collect();
    assert_eq!(moves, ["d1d2"]);
}

fn large(name: &str) -> Arc<Tables<u128>> {
    variant(name)
        .ok()
        .and_then(|v| v.typed::<u128>().cloned())
        .unwrap_or_else(|| panic!("{name} should be a bundled 128-square ruleset"))
}

#[test]
fn holes_are_written_star_and_nothing_crosses_them() {
    let t = large("gustav3");
    let pos = Position::start(&t);
    assert_eq!(
        pos.fen(),
        "arnbqkbnra/*pppppppp*/*8*/*8*/*8*/*8*/*PPPPPPPP*/ARNBQKBNRA w KQkq - 0 1"
    );
    // The amazon on a1 leaps to b3 but not to the hole a2, and slides no further up
    // the a-file than the hole lets it (not at all).
    let amazon = sorted_uci_from(&pos, "a1");
    assert_eq!(amazon, ["a1b3"]);
    // A rook on b3 beside the holes a3 and j3: no move west, east only to i3.
    let fen = "4k5/*8*/*8*/*8*/*8*/*R7*/*8*/4K5 w - - 0 1";
    let rook = Position::from_fen(&t, fen, FenMode::Relaxed).expect("fen");
    let moves = sorted_uci_from(&rook, "b3");
    assert_eq!(
        moves,
        [
            "b3b1", "b3b2", "b3b4", "b3b5", "b3b6", "b3b7", "b3b8", "b3c3", "b3d3", "b3e3", "b3f3",
            "b3g3", "b3h3", "b3i3"
        ]
    );
    assert!(
        rook.render().contains("\n3  * R . . . . . . . *\n"),
        "{}",
        rook.render()
    );
    assert_eq!(
        rook.validate("b3a3").map_err(|e| e.code),
        Err(IllegalCode::PieceCannotMoveThatWay)
    );
}

#[test]
fn a_fen_must_mark_exactly_the_holes() {
    let t = large("gustav3");
    let read = |fen: &str| {
        Position::from_fen(&t, fen, FenMode::Relaxed)
            .map(|_| ())
            .map_err(|e| e.to_string())
    };
    assert_eq!(
        read("arnbqkbnra/pppppppppp/*8*/*8*/*8*/*8*/*PPPPPPPP*/ARNBQKBNRA w KQkq - 0 1"),
        Err("a7 is not part of the board: write it `*`".to_string())
    );
    assert_eq!(
        read("arnbqkbnra/*pppppppp*/*8*/*8*/*8*/*8*/*PPPPPPPP*/ARNBQKBNR* w Qkq - 0 1"),
        Err("j1 is part of the board: it may not be written `*`".to_string())
    );
}

#[test]
fn fers_play_draws_the_river_and_the_palaces() {
    let xiangqi = Position::start(&xiangqi());
    assert_eq!(
        xiangqi.render_regions(),
        "\
10  r n b a k a b n r
 9  . . . : : : . . .
 8  . c . : : : . c .
 7  p . p . p . p . p
 6  . . . . . . . . .
    ~ ~ ~ ~ ~ ~ ~ ~ ~
 5  . . . . . . . . .
 4  P . P . P . P . P
 3  . C . : : : . C .
 2  . . . : : : . . .
 1  R N B A K A B N R
    a b c d e f g h i
regions: palace (:), home-half (ends at ~)
"
    );
    // Without regions that confine pieces, the board is drawn as `render` draws it.
    let standard = Position::start(&fers_conformance::tables("standard").expect("bundled"));
    assert_eq!(standard.render_regions(), standard.render());
}

/// A position of a bundled ruleset compiled for `B`, read strictly.
fn bundled_at<B: fers_geometry::Bits>(
    name: &str,
    fen: &str,
    pick: impl Fn(Variant) -> Option<Arc<Tables<B>>>,
) -> Position<B> {
    let tables = pick(variant(name).unwrap()).unwrap_or_else(|| panic!("{name}: storage"));
    Position::from_fen(&tables, fen, FenMode::Strict).unwrap_or_else(|e| panic!("`{fen}`: {e}"))
}

fn small(v: Variant) -> Option<Arc<Tables<u64>>> {
    v.typed::<u64>().cloned()
}

fn medium(v: Variant) -> Option<Arc<Tables<u128>>> {
    v.typed::<u128>().cloned()
}

#[test]
fn legan_pawns_promote_in_their_corner_region() {
    // White's pawn on c7 steps to b8 or takes forward on c8 (both in the zone, so they
    // promote) or left on b7 (outside it, so it does not).
    let pos = bundled_at("legan", "k1n5/1rP5/8/8/8/8/8/7K w - - 0 1", small);
    assert_eq!(
        sorted_uci_from(&pos, "c7"),
        [
            "c7b7", "c7b8b", "c7b8n", "c7b8q", "c7b8r", "c7c8b", "c7c8n", "c7c8q", "c7c8r"
        ]
    );
    let refused = pos
        .validate("c7c8")
        .expect_err("a move into the zone must promote");
    assert_eq!(refused.code, IllegalCode::PromotionRequired);
    // Black's zone is white's turned half a turn: h4 and e1 promote, e2 does not.
    let pos = bundled_at("legan", "k7/8/8/8/8/7K/4p3/8 b - - 0 1", small);
    assert_eq!(
        sorted_uci_from(&pos, "e2"),
        ["e2f1b", "e2f1n", "e2f1q", "e2f1r"]
    );
    // A pawn standing in its own zone is refused in a FEN.
    let tables = small(variant("legan").unwrap()).unwrap();
    let e = Position::from_fen(&tables, "k7/8/P7/8/8/8/8/7K w - - 0 1", FenMode::Strict)
        .expect_err("a pawn on a6 must have promoted");
    assert_eq!(
        e.to_string(),
        "a pawn on a6 stands where it must have promoted"
    );
}

#[test]
fn troitzky_pawns_promote_at_the_end_of_their_file() {
    // b8 ends the b-file (b9 and b10 are not part of the board), c8 does not end the
    // c-file.
    let pos = bundled_at(
        "troitzky",
        "****1k****/**6**/*8*/*PP6*/10/10/*8*/*8*/**6**/****K1**** w - - 0 1",
        medium,
    );
    assert_eq!(
        sorted_uci(&pos, |m| m.promotion.is_none()
            && pos.piece_name(pos.piece_at(m.from).unwrap()) == "pawn"),
        ["c7c8"]
    );
    assert_eq!(
        sorted_uci_from(&pos, "b7"),
        ["b7b8b", "b7b8n", "b7b8q", "b7b8r"]
    );
}

#[test]
fn wolf_double_steps_start_from_a_region_and_a_pawn_may_become_an_elephant() {
    // Rank 2 and b3, c3, f3, g3: a pawn on b3 steps two, one on a3 or d3 does not; the
    // sergeant on f2 steps two too (its own initial move, from the same region).
    let pos = bundled_at("wolf", "4k3/8/8/8/8/8/8/PP1P4/5S2/4K3 w - - 0 1", medium);
    assert_eq!(sorted_uci_from(&pos, "a3"), ["a3a4"]);
    assert_eq!(sorted_uci_from(&pos, "b3"), ["b3b4", "b3b5"]);
    assert_eq!(sorted_uci_from(&pos, "d3"), ["d3d4"]);
    assert_eq!(
        sorted_uci_from(&pos, "f2"),
        ["f2e3", "f2f3", "f2f4", "f2g3"]
    );
    // On the last rank a pawn becomes a queen, wolf, fox, rook or bishop, or an
    // elephant, written as a promoted pawn (`+`, `+P`); a sergeant has no elephant.
    let pos = bundled_at("wolf", "8/k5SP/8/8/8/8/8/8/8/7K w - - 0 1", medium);
    assert_eq!(
        sorted_uci_from(&pos, "h9"),
        ["h9h10+", "h9h10b", "h9h10f", "h9h10q", "h9h10r", "h9h10w"]
    );
    assert_eq!(
        sorted_uci_from(&pos, "g9")
            .iter()
            .filter(|m| m.starts_with("g9g10"))
            .collect::<Vec<_>>(),
        ["g9g10b", "g9g10f", "g9g10q", "g9g10r", "g9g10w"]
    );
    let mut pos = pos;
    let m = pos.validate("h9h10+").unwrap();
    pos.play(m).unwrap();
    assert_eq!(pos.fen(), "7+P/k5S1/8/8/8/8/8/8/8/7K b - - 0 1");
    // A sergeant's double step may be taken en passant by a pawn.
    let mut pos = bundled_at("wolf", "k7/8/8/8/8/8/2p5/8/1S6/7K w - - 0 1", medium);
    let m = pos.validate("b2b4").unwrap();
    pos.play(m).unwrap();
    assert_eq!(pos.fen(), "k7/8/8/8/8/8/1Sp5/8/8/7K b - b3 0 1");
    assert_eq!(sorted_uci_from(&pos, "c4"), ["c4b3", "c4c3"]);
}
