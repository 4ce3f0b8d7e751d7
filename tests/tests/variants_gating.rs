//! Gating (issue #9): S-chess (`seirawan`), S-house (`shouse`, gating and crazyhouse
//! drops) and S-chess from a Chess960 start (`seirawan960`), against Fairy-Stockfish.
//!
//! For each variant of [`VARIANTS`], loaded by its bundled name: its start position is
//! Fairy-Stockfish's, and every row for it in `perft.tsv` (the row marked `chess960` on
//! `seirawan960`), `startpos_perft.tsv` and `pyffish_perft.tsv` of at most [`NODE_CAP`]
//! nodes is reproduced. The exact move lists, FENs and SAN below are pyffish's.

use fers_conformance::fsf::assert_variants;
use fers_conformance::random_check::assert_bundled_playouts;
use fers_conformance::{sorted_uci, sorted_uci_from, variant};
use fers_reference as reference;
use fers_rules::{Color, FenMode, IllegalCode};
use fers_rules::typed::{Game, Position, Tables};
use std::sync::Arc;

/// The variants tested here, by our name (`seirawan960` is Fairy-Stockfish's `seirawan`
/// with its Chess960 flag).
const VARIANTS: [&str; 3] = ["seirawan", "shouse", "seirawan960"];

/// Start FENs from Fairy-Stockfish's `variant.cpp` for variants the data does not list
/// (`seirawan960`'s is `seirawan`'s as pyffish writes it under Chess960).
const EXTRA_STARTS: [(&str, &str); 2] = [
    (
        "shouse",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1",
    ),
    (
        "seirawan960",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[EHeh] w HABCDEFGhabcdefg - 0 1",
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
fn gating_agrees_with_the_reference_oracle() {
    // Moves, checkers, the position after every move, FEN and hash round trips,
    // validation and undo, at every position of seeded playouts.
    assert_bundled_playouts(&VARIANTS, 7, 4, 70, 202);
}

fn tables(name: &str) -> Arc<Tables<u64>> {
    let variant = variant(name).unwrap_or_else(|e| panic!("{name}: {e}"));
    (variant.typed::<u64>().cloned()).unwrap_or_else(|| panic!("{name}: not 8x8"))
}

fn at(name: &str, fen: &str) -> Position<u64> {
    Position::from_fen(&tables(name), fen, FenMode::Strict).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// Plays `moves` (UCI or SAN) from `pos`, returning the FEN after each.
fn fens_after(mut pos: Position<u64>, moves: &[&str]) -> Vec<String> {
    moves
        .iter()
        .map(|text| {
            let m = pos.validate(text).unwrap_or_else(|e| panic!("{text}: {e}"));
            pos.play(m).unwrap();
            pos.fen()
        })
        .collect()
}

#[test]
fn the_start_gates_every_first_rank_piece() {
    let pos = Position::start(&tables("seirawan"));
    assert_eq!(
        pos.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[EHeh] w KQBCDFGkqbcdfg - 0 1"
    );
    assert_eq!(pos.gates().count(), 16);
    assert_eq!(
        sorted_uci(&pos, |_| true),
        [
            "a2a3", "a2a4", "b1a3", "b1a3e", "b1a3h", "b1c3", "b1c3e", "b1c3h", "b2b3", "b2b4",
            "c2c3", "c2c4", "d2d3", "d2d4", "e2e3", "e2e4", "f2f3", "f2f4", "g1f3", "g1f3e",
            "g1f3h", "g1h3", "g1h3e", "g1h3h", "g2g3", "g2g4", "h2h3", "h2h4"
        ]
    );
    // S-house adds the drops of the same hand on the 32 empty squares.
    assert_eq!(Position::start(&tables("shouse")).legal_moves().len(), 92);
}

#[test]
fn fens_after_gating_are_fairy_stockfish_s() {
    let start = Position::start(&tables("seirawan"));
    assert_eq!(
        fens_after(start, &["e2e4", "e7e5", "g1f3h", "b8c6e", "f1c4", "g8f6"]),
        [
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[EHeh] b KQBCDFGkqbcdfg - 0 1",
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR[EHeh] w KQBCDFGkqbcdfg - 0 2",
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKBHR[Eeh] b KQBCDFkqbcdfg - 1 2",
            "rebqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKBHR[Eh] w KQBCDFkqcdfg - 2 3",
            "rebqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK1HR[Eh] b KQBCDkqcdfg - 3 3",
            "rebqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK1HR[Eh] w KQBCDkqcdf - 4 4",
        ]
    );
    // S-house: captures go to hand, a gated piece leaves it; a side's gates stay while
    // its hand is empty.
    let start = Position::start(&tables("shouse"));
    assert_eq!(
        fens_after(start, &["e2e4", "d7d5", "e4d5", "d8d5", "b1c3h", "d5a5"]),
        [
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[EHeh] b KQBCDFGkqbcdfg - 0 1",
            "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR[EHeh] w KQBCDFGkqbcdfg - 0 2",
            "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[EHPeh] b KQBCDFGkqbcdfg - 0 2",
            "rnb1kbnr/ppp1pppp/8/3q4/8/8/PPPP1PPP/RNBQKBNR[EHPehp] w KQBCDFGkqbcfg - 0 3",
            "rnb1kbnr/ppp1pppp/8/3q4/8/2N5/PPPP1PPP/RHBQKBNR[EPehp] b KQCDFGkqbcfg - 1 3",
            "rnb1kbnr/ppp1pppp/8/q7/8/2N5/PPPP1PPP/RHBQKBNR[EPehp] w KQCDFGkqbcfg - 2 4",
        ]
    );
}

/// Castling with both gates, as pyffish lists, writes and plays them.
#[test]
fn castling_gates_on_the_king_s_square_or_the_rook_s() {
    let pos = at(
        "seirawan",
        "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[HEhe] w KQkq - 0 1",
    );
    let first_rank = sorted_uci(&pos, |m| pos.shape().rank_of(m.from).0 == 0);
    assert_eq!(
        first_rank,
        [
            "a1b1", "a1b1e", "a1b1h", "a1c1", "a1c1e", "a1c1h", "a1d1", "a1d1e", "a1d1h", "a1e1e",
            "a1e1h", "e1c1", "e1c1e", "e1c1h", "e1d1", "e1d1e", "e1d1h", "e1f1", "e1f1e", "e1f1h",
            "e1g1", "e1g1e", "e1g1h", "h1e1e", "h1e1h", "h1f1", "h1f1e", "h1f1h", "h1g1", "h1g1e",
            "h1g1h"
        ]
    );
    for (uci, san, fen) in [
        (
            "a1b1",
            "Rb1",
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/1R2K2R[EHeh] b Kkq - 1 1",
        ),
        (
            "a1b1e",
            "Rb1/E",
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/ER2K2R[Heh] b Kkq - 1 1",
        ),
        (
            "a1e1e",
            "O-O-O/Ea1",
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/E1KR3R[Heh] b Hkq - 1 1",
        ),
        (
            "e1c1",
            "O-O-O",
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/2KR3R[EHeh] b Hkq - 1 1",
        ),
        (
            "e1c1h",
            "O-O-O/He1",
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/2KRH2R[Eeh] b Hkq - 1 1",
        ),
        (
            "e1d1",
            "Kd1",
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R2K3R[EHeh] b AHkq - 1 1",
        ),
        (
            "e1f1h",
            "Kf1/H",
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3HK1R[Eeh] b AHkq - 1 1",
        ),
        (
            "e1g1e",
            "O-O/Ee1",
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3ERK1[Heh] b Akq - 1 1",
        ),
        (
            "h1e1h",
            "O-O/Hh1",
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RKH[Eeh] b Akq - 1 1",
        ),
        (
            "h1g1e",
            "Rg1/E",
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K1RE[Heh] b Qkq - 1 1",
        ),
    ] {
        let m = pos.validate(uci).unwrap_or_else(|e| panic!("{uci}: {e}"));
        assert_eq!(pos.uci(m), uci);
        assert_eq!(pos.san(m), san, "{uci}");
        assert_eq!(pos.validate(san), Ok(m), "{san}");
        let mut after = pos.clone();
        after.play(m).unwrap();
        assert_eq!(after.fen(), fen, "{uci}");
        // The FEN reads back as the same position, hash included.
        let again = Position::from_fen(pos.tables(), fen, FenMode::Strict).unwrap();
        assert_eq!(
            (again.fen(), again.hash()),
            (after.fen(), after.hash()),
            "{uci}"
        );
    }
}

#[test]
fn san_tells_two_gating_rooks_apart() {
    // Fairy-Stockfish writes both `Rd1/E`; Fers names the rook, as for any move.
    let pos = at("seirawan", "4k3/8/8/8/8/8/4K3/R6R[E] w AH - 0 1");
    for (uci, san) in [("a1d1", "Rad1"), ("a1d1e", "Rad1/E"), ("h1d1e", "Rhd1/E")] {
        let m = pos.validate(uci).unwrap();
        assert_eq!(pos.san(m), san);
        assert_eq!(pos.validate(san), Ok(m));
    }
    let e = pos.validate("Rd1/E").unwrap_err();
    assert_eq!(e.code, IllegalCode::AmbiguousMove, "{e}");
}

#[test]
fn chess960_castling_gates_as_fairy_stockfish_writes_them() {
    // After Nd3/H Nd6/H f3 f6 (the perft row's start), as pyffish writes it.
    let start = at(
        "seirawan960",
        "qbbrnkrn/pppppppp/8/8/8/8/PPPPPPPP/QBBRNKRN[HEhe] w ABCDEFGHabcdefgh - 0 1",
    );
    assert_eq!(
        start.fen(),
        "qbbrnkrn/pppppppp/8/8/8/8/PPPPPPPP/QBBRNKRN[EHeh] w GDABCEFHgdabcefh - 0 1"
    );
    let fens = fens_after(start, &["e1d3h", "e8d6h", "f2f3", "f7f6"]);
    assert_eq!(
        fens,
        [
            "qbbrnkrn/pppppppp/8/8/8/3N4/PPPPPPPP/QBBRHKRN[Eeh] b GDABCFHgdabcefh - 1 1",
            "qbbrhkrn/pppppppp/3n4/8/8/3N4/PPPPPPPP/QBBRHKRN[Ee] w GDABCFHgdabcfh - 2 2",
            "qbbrhkrn/pppppppp/3n4/8/8/3N1P2/PPPPP1PP/QBBRHKRN[Ee] b GDABCFHgdabcfh - 0 2",
            "qbbrhkrn/ppppp1pp/3n1p2/8/8/3N1P2/PPPPP1PP/QBBRHKRN[Ee] w GDABCFHgdabcfh - 0 3",
        ]
    );
    let pos = at("seirawan960", &fens[3]);
    // Castling f1g1 puts the king on g1 and the rook on f1: neither square can gate.
    assert_eq!(sorted_uci_from(&pos, "f1"), ["f1f2", "f1f2e", "f1g1"]);
    for (uci, san, fen) in [
        (
            "f1f2e",
            "Kf2/E",
            "qbbrhkrn/ppppp1pp/3n1p2/8/8/3N1P2/PPPPPKPP/QBBRHERN[e] b gdabcfh - 1 3",
        ),
        (
            "f1g1",
            "O-O",
            "qbbrhkrn/ppppp1pp/3n1p2/8/8/3N1P2/PPPPP1PP/QBBRHRKN[Ee] b ABCDHgdabcfh - 1 3",
        ),
    ] {
        let m = pos.validate(uci).unwrap();
        assert_eq!((pos.uci(m).as_str(), pos.san(m).as_str()), (uci, san));
        let mut after = pos.clone();
        after.play(m).unwrap();
        assert_eq!(after.fen(), fen);
    }
    let e = pos.validate("f1g1e").unwrap_err();
    assert_eq!(e.code, IllegalCode::NoGate, "{e}");
}

#[test]
fn an_empty_hand_gates_no_more_in_s_chess_but_does_in_s_house() {
    // S-chess: a side with an empty hand has no gates; its letters are castling rights.
    let pos = at(
        "seirawan",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[he] w KQBCDFGkqbcdfg - 0 1",
    );
    assert_eq!(
        pos.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[eh] w KQkqbcdfg - 0 1"
    );
    // Gating the last piece closes every gate of that side.
    let pos = at(
        "seirawan",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Hhe] w KQBCDFGkqbcdfg - 0 1",
    );
    assert_eq!(
        fens_after(pos, &["g1f3h"]),
        ["rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKBHR[eh] b KQkqbcdfg - 1 1"]
    );
    // S-house: the gates stay, since a capture may fill the hand again.
    let pos = at(
        "shouse",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Hhe] w KQBCDFGkqbcdfg - 0 1",
    );
    assert_eq!(
        fens_after(pos, &["g1f3h"]),
        ["rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKBHR[eh] b KQBCDFkqbcdfg - 1 1"]
    );
}

#[test]
fn a_pawn_is_never_gated_on_the_first_rank() {
    let pos = at(
        "shouse",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Pp] w KQBCDFGkqbcdfg - 0 1",
    );
    assert_eq!(sorted_uci_from(&pos, "b1"), ["b1a3", "b1c3"]);
    let e = pos.validate("b1c3p").unwrap_err();
    assert_eq!(e.code, IllegalCode::DropNotAllowed, "{e}");
    assert_eq!(
        e.message,
        "a pawn may not be gated on b1: it is outside the ranks where it may be dropped"
    );
}

#[test]
fn refused_gates_say_why() {
    let start = Position::start(&tables("seirawan"));
    let cases = [
        // A queen is not in hand.
        (
            "b1c3q",
            IllegalCode::NotInHand,
            "white has no queen in hand to gate",
        ),
        (
            "Nc3/Q",
            IllegalCode::NotInHand,
            "white has no queen in hand to gate",
        ),
        (
            "Nc3/X",
            IllegalCode::NotInHand,
            "`X` is not a piece of seirawan",
        ),
        // A pawn does not leave a first-rank square.
        (
            "e2e4h",
            IllegalCode::NoGate,
            "the pawn on e2 may gate no more: a piece is gated only behind a piece leaving its first-rank square for the first time, while the side holds pieces",
        ),
        // Hands in S-chess are only gated.
        (
            "H@e4",
            IllegalCode::DropNotAllowed,
            "in seirawan pieces in hand are never dropped: they enter the board only gated behind a moving piece",
        ),
        (
            "Nc3/",
            IllegalCode::Unparsable,
            "`Nc3/`: a gate is written `/` and a piece letter, after castling with its square (`O-O/He1`)",
        ),
    ];
    for (text, code, message) in cases {
        let e = start.validate(text).unwrap_err();
        assert_eq!((e.code, e.message.as_str()), (code, message), "{text}");
    }
    // A knight back on its square has left it before: no gate.
    let mut pos = start.clone();
    for m in ["g1f3", "g8f6", "f3g1", "f6g8"] {
        pos.play(pos.validate(m).unwrap()).unwrap();
    }
    assert_eq!(
        pos.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[EHeh] w KQBCDFkqbcdf - 4 3"
    );
    for text in ["g1f3h", "Nf3/H"] {
        let e = pos.validate(text).unwrap_err();
        assert_eq!(e.code, IllegalCode::NoGate, "{text}: {e}");
        assert!(
            e.message.starts_with("the knight on g1 may gate no more"),
            "{e}"
        );
    }
    // Castling gates on the king's or the rook's square only.
    let pos = at(
        "seirawan",
        "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[HEhe] w KQkq - 0 1",
    );
    let e = pos.validate("O-O/Hf1").unwrap_err();
    assert_eq!(
        (e.code, e.message.as_str()),
        (
            IllegalCode::NoGate,
            "castling gates a piece on the king's square or on the rook's, not on f1"
        )
    );
}

#[test]
fn the_reference_oracle_lists_the_same_gating_moves() {
    for (name, fen) in [
        (
            "seirawan",
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[HEhe] w KQkq - 0 1",
        ),
        (
            "seirawan960",
            "qbbrhkrn/ppppp1pp/3n1p2/8/8/3N1P2/PPPPP1PP/QBBRHKRN[Ee] w GDABCFHgdabcfh - 0 3",
        ),
        (
            "shouse",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Pp] w KQBCDFGkqbcdfg - 0 1",
        ),
    ] {
        let pos = at(name, fen);
        let mut fast = pos.legal_moves();
        fast.sort_by_key(|&m| reference::sort_key(m));
        assert_eq!(reference::legal_moves(&pos), fast, "{name} {fen}");
    }
}

#[test]
fn a_piece_added_to_a_hand_from_outside_keeps_the_hash_right() {
    // A bughouse server gives S-house's white a knight captured on the partner board.
    let t = tables("shouse");
    let mut game = Game::new(Position::start(&t));
    let knight = t.ruleset().kind_by_name("knight").unwrap();
    game.add_to_hand(Color::White, knight).unwrap();
    let pos = game.position();
    assert_eq!(pos.hand(Color::White).len(), 3);
    assert_eq!(pos.in_hand(Color::White, knight), 1);
    let fen = pos.fen();
    assert_eq!(
        fen,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[EHNeh] w KQBCDFGkqbcdfg - 0 1"
    );
    let read = Position::from_fen(&t, &fen, FenMode::Strict).unwrap();
    assert_eq!(read.hash(), pos.hash());
    assert_ne!(pos.hash(), Position::start(&t).hash());
    // The knight may be dropped, or gated behind b1's knight.
    assert!(pos.validate("N@e4").is_ok() && pos.validate("b1c3n").is_ok());
    // A ruleset without hands refuses.
    let standard = tables("standard");
    let mut pos = Position::start(&standard);
    assert!(pos.add_to_hand(Color::White, knight).is_err());
}

/// A royal piece a side holds (taken by capture, as in koedem) is gated only where no
/// enemy piece attacks it once the move is made, as it is dropped; the oracle agrees.
#[test]
fn a_royal_piece_is_never_gated_into_attack() {
    let text = r#"name = "royal-gates"
[board]
files = 4
ranks = 4
start = "3k/4/4/R2r[K] w A - 0 1"
[pieces.king]
letter = "k"
royal = true
betza = "K"
[pieces.rook]
letter = "r"
betza = "R"
[hands]
gating = true
drops = false
"#;
    let ruleset = fers_rules::load_ruleset(text, "royal-gates.toml", &|_| None).unwrap();
    let tables = fers_rules::typed::compile::<u64>(ruleset).unwrap();
    let pos = Position::start(&tables);
    let gates: Vec<String> = (pos.legal_moves().into_iter())
        .filter(|m| m.second.is_some())
        .map(|m| pos.uci(m))
        .collect();
    // Up the a-file the rook leaves a1 to the black rook on d1; along the first rank
    // it shields a1 or takes the rook.
    assert_eq!(sorted(gates), ["a1b1k", "a1c1k", "a1d1k"]);
    let board = reference::Board::of(&pos);
    let oracle: Vec<String> = (reference::legal_moves_on(tables.ruleset(), &board).into_iter())
        .filter(|m| m.second.is_some())
        .map(|m| pos.uci(m))
        .collect();
    assert_eq!(sorted(oracle), ["a1b1k", "a1c1k", "a1d1k"]);
    for text in ["a1a2k", "Ra2/K"] {
        let e = pos.validate(text).unwrap_err();
        assert_eq!(e.code, IllegalCode::KingMovesIntoCheck, "{text}: {e}");
        assert_eq!(
            e.message,
            "a king may not be gated on a1: the black rook on d1 would attack it"
        );
    }
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}
