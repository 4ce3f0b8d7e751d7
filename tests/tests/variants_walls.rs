//! Walls and two-part moves (issue #11): duck, amazons, isolation, isolation7x7,
//! snailtrail, joust and petrified against Fairy-Stockfish's figures and the reference
//! oracle, and the rules one by one — where each placement puts its wall, the duck that
//! must move and closes en passant and castling, the arrow's flight, the walls' region,
//! petrification and the king that may not capture — with the notation (`e2e4,e4e6`,
//! `exd6,d5`), the FEN's `*`, the refusal codes and the loader's problems.
//!
//! For each variant of [`VARIANTS`], loaded by its bundled name: its start position is
//! Fairy-Stockfish's, and every row for it in `perft.tsv`, `startpos_perft.tsv` and
//! `pyffish_perft.tsv` of at most [`NODE_CAP`] nodes is reproduced (every row in the
//! `#[ignore]`d [`perft_rows_all`]). The data is `tests/data/fairy-stockfish/`.

use fers_conformance::fsf::assert_variants;
use fers_conformance::random_check::assert_bundled_playouts;
use fers_conformance::{refusal, sorted_uci, sorted_uci_from, variant};
use fers_movement::DiagnosticCode;
use fers_rules::{Bits, Color, EndReason, FenMode, IllegalCode, Outcome};
use fers_rules::typed::Position;

/// The variants tested here, by Fairy-Stockfish's name (= the bundled ruleset's name).
const VARIANTS: [&str; 7] = [
    "duck",
    "amazons",
    "isolation",
    "isolation7x7",
    "snailtrail",
    "joust",
    "petrified",
];

/// Start FENs from Fairy-Stockfish's `variant.cpp` (the data lists none of them).
const EXTRA_STARTS: [(&str, &str); 7] = [
    (
        "duck",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    ("amazons", "3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w - - 0 1"),
    ("isolation", "3p2/6/6/6/6/6/6/2P3 w - - 0 1"),
    ("isolation7x7", "3p3/7/7/7/7/7/3P3 w - - 0 1"),
    ("snailtrail", "6p/7/7/7/7/7/P6 w - - 0 1"),
    ("joust", "8/8/8/4n3/3N4/8/8/8 w - - 0 1"),
    (
        "petrified",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
];

/// Rows expecting more nodes than this run only in the ignored [`perft_rows_all`].
const NODE_CAP: u64 = 2_000_000;

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
    assert_bundled_playouts(&["snailtrail", "joust", "isolation7x7"], 6, 4, 60, 11);
    assert_bundled_playouts(&["duck", "petrified", "isolation"], 3, 2, 40, 12);
    assert_bundled_playouts(&["amazons"], 1, 1, 12, 5);
}

/// A position of the bundled ruleset `name` on a board of up to 64 squares.
fn at(name: &str, fen: &str) -> Position<u64> {
    let t = variant(name)
        .ok()
        .and_then(|v| v.typed::<u64>().cloned())
        .unwrap_or_else(|| panic!("{name} should be a bundled ruleset of at most 64 squares"));
    Position::from_fen(&t, fen, FenMode::Strict).unwrap_or_else(|e| panic!("{name}: `{fen}`: {e}"))
}

/// Plays `moves` (UCI or SAN) and returns the FEN.
fn after<B: Bits>(mut pos: Position<B>, moves: &[&str]) -> Position<B> {
    for mv in moves {
        let m = pos
            .validate(mv)
            .unwrap_or_else(|e| panic!("{mv} in {}: {e}", pos.fen()));
        pos.play(m).unwrap();
    }
    pos
}

#[test]
fn the_wall_goes_on_the_square_left() {
    let snail = at("snailtrail", "6p/7/7/7/7/7/P6 w - - 0 1");
    assert_eq!(
        sorted_uci(&snail, |_| true),
        ["a1a2,a2a1", "a1b1,b1a1", "a1b2,b2a1"]
    );
    let joust = at("joust", "8/8/8/4n3/3N4/8/8/8 w - - 0 1");
    assert_eq!(
        sorted_uci(&joust, |_| true),
        [
            "d4b3,b3d4",
            "d4b5,b5d4",
            "d4c2,c2d4",
            "d4c6,c6d4",
            "d4e2,e2d4",
            "d4e6,e6d4",
            "d4f3,f3d4",
            "d4f5,f5d4"
        ]
    );
    let pos = after(joust, &["d4c2,c2d4", "Nc6,e5"]);
    assert_eq!(pos.fen(), "8/8/2n5/4*3/3*4/8/2N5/8 w - - 2 2");
    // A knight may not land on a wall, and the wall goes only where the knight was.
    assert_eq!(refusal(&pos, "c2d4").0, IllegalCode::OntoWall);
    assert_eq!(
        refusal(&pos, "c2e3,e3e4"),
        (
            IllegalCode::WallMisplaced,
            "the wall goes on the square the piece left, c2, not e4".to_string()
        )
    );
    assert_eq!(
        refusal(&pos, "c2e3"),
        (
            IllegalCode::WallRequired,
            "in joust every move also places a wall: write its square after the move, as in c2e3,e3c2".to_string()
        )
    );
}

#[test]
fn isolation_walls_any_square_but_the_start_squares() {
    let pos = at("isolation", "3p2/6/6/6/6/6/6/2P3 w - - 0 1");
    // From d2 the wall may go on any empty square but c1 (left empty) and d8.
    let d2 = sorted_uci(&pos, |m| pos.uci(*m).starts_with("c1d2"));
    assert_eq!(d2.len(), 45);
    assert!(!d2.iter().any(|m| m.ends_with("c1") || m.ends_with("d8")));
    assert_eq!(pos.legal_moves().len(), 225);
    assert_eq!(
        refusal(&pos, "c1d2,d2c1"),
        (
            IllegalCode::WallMisplaced,
            "in isolation no wall may be placed on c1".to_string()
        )
    );
    assert_eq!(refusal(&pos, "c1d2,d2d2").0, IllegalCode::WallMisplaced);
    // A side that cannot move loses.
    let stuck = at("isolation", "3p2/6/6/6/6/6/***3/*P*3 w - - 0 1");
    assert!(stuck.legal_moves().is_empty());
    assert_eq!(
        stuck.outcome(),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: EndReason::Stalemate,
        })
    );
}

#[test]
fn amazons_shoot_arrows_along_queen_lines() {
    let t = variant("amazons")
        .ok()
        .and_then(|v| v.typed::<u128>().cloned())
        .unwrap_or_else(|| panic!("amazons should be a bundled 128-square ruleset"));
    let pos = Position::from_fen(
        &t,
        "q9/10/10/10/10/10/10/10/2*7/Q9 w - - 0 1",
        FenMode::Strict,
    )
    .unwrap();
    assert_eq!(pos.legal_moves().len(), 692);
    // From b2 the arrow flies along the queen's lines, stopping at the wall on c2 and
    // passing a1, which the amazon has left.
    let b2: Vec<String> = sorted_uci(&pos, |m| pos.uci(*m).starts_with("a1b2"));
    assert_eq!(
        b2,
        [
            "a1b2,b2a1",
            "a1b2,b2a2",
            "a1b2,b2a3",
            "a1b2,b2b1",
            "a1b2,b2b10",
            "a1b2,b2b3",
            "a1b2,b2b4",
            "a1b2,b2b5",
            "a1b2,b2b6",
            "a1b2,b2b7",
            "a1b2,b2b8",
            "a1b2,b2b9",
            "a1b2,b2c1",
            "a1b2,b2c3",
            "a1b2,b2d4",
            "a1b2,b2e5",
            "a1b2,b2f6",
            "a1b2,b2g7",
            "a1b2,b2h8",
            "a1b2,b2i9",
            "a1b2,b2j10"
        ]
    );
    assert_eq!(refusal(&pos, "a1b2,b2d3").0, IllegalCode::WallMisplaced);
    let wall = Position::from_fen(
        &t,
        "q9/10/10/10/10/10/10/10/1*8/Q9 w - - 0 1",
        FenMode::Strict,
    )
    .unwrap();
    assert_eq!(
        refusal(&wall, "a1c3,c3c4"),
        (
            IllegalCode::PathBlocked,
            "the white amazon on a1 cannot reach c3: the wall on b2 is in the way".to_string()
        )
    );
    let start = Position::start(&t);
    let m = start.validate("d1a1,a1b1").unwrap();
    assert_eq!(start.san(m), "Qda1,b1");
    assert_eq!(start.validate("Qda1,b1"), Ok(m));
    let next = after(start, &["d1a1,a1b1"]);
    assert_eq!(
        next.fen(),
        "3q2q3/10/10/q8q/10/10/Q8Q/10/10/Q*4Q3 b - - 1 1"
    );
}

#[test]
fn the_duck_moves_every_move_and_blocks() {
    let start = at(
        "duck",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    );
    assert_eq!(start.legal_moves().len(), 640);
    let pos = after(start, &["e2e4,e4d3"]);
    assert_eq!(
        pos.fen(),
        "rnbqkbnr/pppppppp/8/8/4P3/3*4/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
    // The duck must move, to an empty square; no piece takes it or lands on it.
    assert_eq!(
        refusal(&pos, "d7d5,d5d3"),
        (
            IllegalCode::WallMisplaced,
            "the duck stands on d3 already and must move to another square".to_string()
        )
    );
    assert_eq!(
        refusal(&pos, "d7d5,d5e4"),
        (
            IllegalCode::WallMisplaced,
            "the duck goes on an empty square, and after the move the white pawn stands on e4"
                .to_string()
        )
    );
    assert_eq!(refusal(&pos, "d7d5").0, IllegalCode::WallRequired);
    assert_eq!(refusal(&pos, "d5").0, IllegalCode::WallRequired);
    let next = after(pos, &["d5,d4"]);
    assert_eq!(
        next.fen(),
        "rnbqkbnr/ppp1pppp/8/3p4/3*P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    );
    assert_eq!(refusal(&next, "d2d4,d4d5").0, IllegalCode::OntoWall);
}

/// Issue #33: a move in UCI takes its wall's square alone after the comma, as SAN does
/// (`g1f3,e6` was refused as a pawn move from g1).
#[test]
fn a_uci_move_takes_the_short_wall_square() {
    let start = at(
        "duck",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    );
    for (short, full) in [("g1f3,e6", "g1f3,f3e6"), ("e2e4,e6", "e2e4,e4e6")] {
        let m = start.validate(short).unwrap_or_else(|e| panic!("{short}: {e}"));
        assert_eq!(start.validate(full), Ok(m), "{short}");
        assert_eq!(start.uci(m), full);
    }
    assert_eq!(start.san(start.validate("g1f3,e6").expect("legal")), "Nf3,e6");
    // Refused as the full form is: the knight does not land on its wall.
    assert_eq!(refusal(&start, "g1f3,f3").0, refusal(&start, "g1f3,f3f3").0);
    assert_eq!(refusal(&start, "g1f3,f3").0, IllegalCode::WallMisplaced);
}

#[test]
fn the_duck_closes_en_passant_and_castling() {
    let pos = at("duck", "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
    let closed = after(pos.clone(), &["e2e4,e4e3"]);
    assert_eq!(closed.fen(), "4k3/8/8/8/3pP3/4*3/8/4K3 b - - 0 1");
    assert_eq!(sorted_uci_from(&closed, "d4").len(), 59);
    let open = after(pos, &["e2e4,e4a2"]);
    assert_eq!(open.fen(), "4k3/8/8/8/3pP3/8/*7/4K3 b - e3 0 1");
    assert_eq!(sorted_uci_from(&open, "d4").len(), 119);
    let m = open.validate("d4e3,e3d4").unwrap();
    assert_eq!(open.san(m), "dxe3,d4");
    // The duck on g1 shuts the king's side castling; the queen's side stays.
    let castle = at("duck", "r3k2r/8/8/8/8/8/8/R3K1*R w KQkq - 0 1");
    let king: Vec<String> = sorted_uci_from(&castle, "e1")
        .into_iter()
        .map(|m| m.split(',').next().unwrap().to_string())
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect();
    assert_eq!(king, ["e1c1", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2"]);
    assert_eq!(castle.legal_moves().len(), 1313);
    let o = at("duck", "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1");
    let m = o.validate("e1g1,g1g2").unwrap();
    assert_eq!(o.san(m), "O-O,g2");
    assert_eq!(o.validate("O-O,g2"), Ok(m));
    let p = o.validate("b7b8q,b8c8").unwrap();
    assert_eq!(o.san(p), "b8=Q,c8");
    let castled = after(o, &["O-O,g2"]);
    assert_eq!(castled.fen(), "r3k2r/1P6/8/3pP3/8/8/6*1/R4RK1 b kq - 1 1");
}

#[test]
fn the_duck_game_ends_with_the_king() {
    let pos = at("duck", "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1");
    // No check: the king may stay next to the queen, or take it.
    assert!(!pos.is_check());
    assert_eq!(pos.legal_moves().len(), 306);
    let taken = after(pos, &["e1d2,d2e2"]);
    assert_eq!(taken.fen(), "4k3/8/8/8/8/8/3K*3/8 b - - 0 1");
    let over = at("duck", "8/8/8/8/8/3k4/8/3QK3 w - - 0 1");
    let end = after(over, &["d1d3,d3a1"]);
    assert_eq!(
        end.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: EndReason::Extinction,
        })
    );
}

#[test]
fn petrified_pieces_turn_to_stone() {
    let pos = at("petrified", "4k3/8/8/3p4/8/2N5/8/4K3 w - - 0 1");
    let m = pos.validate("c3d5").unwrap();
    assert_eq!(pos.san(m), "Nxd5");
    let stone = after(pos, &["Nxd5"]);
    assert_eq!(stone.fen(), "4k3/8/8/3*4/8/8/8/4K3 b - - 0 1");
    // A pawn that captures stays a pawn (its SAN has its letter, as Fairy-Stockfish
    // writes the sideways pawn: `Pxd5`).
    let pawn = after(
        at("petrified", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"),
        &["Pxd5"],
    );
    assert_eq!(pawn.fen(), "4k3/8/8/3P4/8/8/8/4K3 b - - 0 1");
    // A pawn that captures and promotes stays the piece it promotes to.
    let promoted = after(
        at("petrified", "4k1r1/5P2/8/8/8/8/8/4K3 w - - 0 1"),
        &["f7g8b"],
    );
    assert_eq!(promoted.fen(), "4k1B1/8/8/8/8/8/8/4K3 b - - 0 1");
    // The king may not capture (it would turn to stone), so it attacks nothing...
    let king = at("petrified", "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1");
    assert_eq!(
        sorted_uci(&king, |_| true),
        ["e1d1", "e1e2", "e1f1", "e1f2"]
    );
    assert_eq!(
        refusal(&king, "e1d2"),
        (
            IllegalCode::PetrifiesOwn,
            "the white king on e1 may not capture: in petrified a capturing king turns to stone, and white would lose its last one".to_string()
        )
    );
    // ... but kings side by side are in check, as Fairy-Stockfish counts checks.
    let kings = after(at("petrified", "8/8/8/3k4/8/3K4/8/8 w - - 0 1"), &["d3d4"]);
    assert!(kings.is_check());
    assert_eq!(kings.legal_moves().len(), 7);
    // Walls stand in the FEN and the hash as the moves left them.
    let read = at("petrified", &stone.fen());
    assert_eq!(read.hash(), stone.hash());
}

#[test]
fn walls_are_read_and_written_as_stars() {
    let pos = at("snailtrail", "4p1*/4**1/5**/7/*P5/1*5/***4 w - - 10 6");
    assert_eq!(pos.walls().count(), 10);
    assert_eq!(pos.fen(), "4p1*/4**1/5**/7/*P5/1*5/***4 w - - 10 6");
    let played = after(
        at("snailtrail", "6p/7/7/7/7/7/P6 w - - 0 1"),
        &["a1b1,b1a1"],
    );
    let read = at("snailtrail", &played.fen());
    assert_eq!(read.hash(), played.hash());
    assert_ne!(
        at("snailtrail", "6p/7/7/7/7/7/1P5 b - - 1 1").hash(),
        played.hash()
    );
    // Where no ruleset has walls, `*` is still only a hole.
    let t = fers_conformance::tables("standard").unwrap();
    assert!(Position::from_fen(&t, "4k3/8/8/8/8/8/8/*3K3 w - - 0 1", FenMode::Strict).is_err());
    // A wall written after a move of a ruleset whose moves place none.
    let chess = Position::start(&t);
    assert_eq!(refusal(&chess, "e2e4,e4e6").0, IllegalCode::NoWalls);
}

fn load(text: &str) -> Result<fers_rules::Ruleset, fers_rules::RulesetError> {
    let resolve = |name: &str| fers_standard::resolve(name, None);
    fers_rules::load_ruleset(text, "walls.toml", &resolve)
}

#[test]
fn the_loader_names_bad_walls() {
    let e = load(
        r#"name = "bad"
extends = "standard"
[rules.walls]
placement = "arow"
region = "nowhere"
petrify = ["kight"]
"#,
    )
    .expect_err("bad walls");
    let found: Vec<DiagnosticCode> = e.diagnostics.iter().map(|d| d.code).collect();
    assert_eq!(
        found,
        [
            DiagnosticCode::BadRoyal,
            DiagnosticCode::BadRule,
            DiagnosticCode::BadRegion,
            DiagnosticCode::UnknownPiece,
        ]
    );
    let e = load(
        r#"name = "bad"
extends = "snailtrail"
[rules.walls]
region = "x"
"#,
    )
    .expect_err("a region without placement");
    assert!(
        e.diagnostics
            .iter()
            .any(|d| d.code == DiagnosticCode::BadRule && d.message.contains("no `placement`"))
    );
    let e = load(
        r#"name = "bad"
extends = "snailtrail"
[rules.walls]
placment = "vacated"
"#,
    )
    .expect_err("an unknown key");
    assert!(
        e.diagnostics
            .iter()
            .any(|d| d.code == DiagnosticCode::UnknownKey)
    );
}
