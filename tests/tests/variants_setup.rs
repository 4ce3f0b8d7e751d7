//! Setup by drops (issue #9): placement chess, whose pieces start in hand and are dropped
//! on the first rank before play (`[hands] must-drop`, `drop-opposite-colours`,
//! castling's `by-drop`), and sittuyin, dropped on the own three ranks, whose pawns
//! promote in place (`promotion.in-place`), against Fairy-Stockfish's figures and the
//! reference oracle, and the rules one by one with the codes that refuse moves and the
//! loader's problems.
//!
//! The expected move lists and FENs were written by Fairy-Stockfish (pyffish 0.0.90,
//! `legal_moves` and `get_fen` after the moves shown). The data is
//! `tests/data/fairy-stockfish/`.

use fers_conformance::fsf::assert_variants;
use fers_conformance::random_check::assert_bundled_playouts;
use fers_conformance::{refusal, sorted_uci, variant};
use fers_movement::DiagnosticCode;
use fers_reference as reference;
use fers_rules::{FenMode, IllegalCode};
use fers_rules::typed::{Game, Position, Tables};
use std::sync::Arc;

/// The variants tested here, by Fairy-Stockfish's name (= the bundled ruleset's name).
const VARIANTS: [&str; 2] = ["placement", "sittuyin"];

/// Rows expecting more nodes than this run only in the ignored [`perft_rows_all`].
const NODE_CAP: u64 = 1_000_000;

#[test]
fn start_positions_and_perft_rows() {
    assert_variants(&VARIANTS, Some(NODE_CAP), &[]);
}

#[test]
#[ignore = "every row, no node cap"]
fn perft_rows_all() {
    assert_variants(&VARIANTS, None, &[]);
}

#[test]
fn the_reference_agrees_on_random_games() {
    // Moves, checkers, the position after every move, FEN and hash round trips,
    // validation and undo, at every position of seeded playouts through the setup.
    assert_bundled_playouts(&VARIANTS, 12, 10, 100, 900);
}

fn tables(name: &str) -> Arc<Tables<u64>> {
    variant(name)
        .ok()
        .and_then(|v| v.typed::<u64>().cloned())
        .unwrap_or_else(|| panic!("{name} should be a bundled 64-square ruleset"))
}

fn at(name: &str, fen: &str) -> Position<u64> {
    Position::from_fen(&tables(name), fen, FenMode::Strict)
        .unwrap_or_else(|e| panic!("`{fen}`: {e}"))
}

/// The FEN after playing `moves` (UCI) from `fen`.
fn after(name: &str, fen: &str, moves: &[&str]) -> String {
    let mut g = Game::new(at(name, fen));
    for m in moves {
        g.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    g.position().fen()
}

const PLACEMENT: &str = "8/pppppppp/8/8/8/8/PPPPPPPP/8[KQRRBBNNkqrrbbnn] w - - 0 1";

fn all_moves(pos: &Position<u64>) -> Vec<String> {
    let moves = sorted_uci(pos, |_| true);
    let mut oracle: Vec<String> = reference::legal_moves(pos)
        .into_iter()
        .map(|m| pos.uci(m))
        .collect();
    oracle.sort();
    assert_eq!(
        moves,
        oracle,
        "the reference oracle disagrees on {}",
        pos.fen()
    );
    moves
}

#[test]
fn placement_starts_with_forty_drops_on_the_first_rank() {
    let pos = at("placement", PLACEMENT);
    assert_eq!(pos.fen(), PLACEMENT);
    let moves = all_moves(&pos);
    assert_eq!(moves.len(), 40);
    assert!(
        moves
            .iter()
            .all(|m| m.len() == 4 && m.ends_with('1') && &m[1..2] == "@")
    );
    // A pawn move is refused while a piece can be dropped.
    let e = pos.validate("e2e4").unwrap_err();
    assert_eq!(e.code, IllegalCode::DropRequired);
    assert_eq!(
        e.message,
        "white still holds pieces to place (KQRRBBNN), and in placement a piece in hand must be dropped while one can be (such as N@a1)"
    );
    let e = pos.validate("N@c3").unwrap_err();
    assert_eq!(
        (e.code, e.message.as_str()),
        (
            IllegalCode::DropNotAllowed,
            "a knight may not be dropped on rank 3 (only on rank 1)"
        )
    );
}

#[test]
fn the_bishops_are_dropped_on_opposite_colours() {
    // After B@a1 (dark), white's other bishop goes on a light square, and the last
    // light squares are kept for it (Fairy-Stockfish's lists).
    let fen = after("placement", PLACEMENT, &["B@a1", "B@c8"]);
    assert_eq!(
        fen,
        "2b5/pppppppp/8/8/8/8/PPPPPPPP/B7[KQRRBNNkqrrbnn] w - - 0 2"
    );
    let pos = at("placement", &fen);
    let bishops: Vec<String> = all_moves(&pos)
        .into_iter()
        .filter(|m| m.starts_with('B'))
        .collect();
    assert_eq!(bishops, ["B@b1", "B@d1", "B@f1", "B@h1"]);
    let e = pos.validate("B@c1").unwrap_err();
    assert_eq!(
        (e.code, e.message.as_str()),
        (
            IllegalCode::DropNotAllowed,
            "a bishop may not be dropped on c1: white's bishops must stand on both colours, and enough already stand on dark squares"
        )
    );
    // With one light square left on the first rank, no other piece may take it.
    let pos = at(
        "placement",
        "2b5/pppppppp/8/8/8/8/PPPPPPPP/BNRQKNR1[Bkqrrbnn] w - - 0 1",
    );
    assert_eq!(all_moves(&pos), ["B@h1"]);
    let pos = at(
        "placement",
        "2b5/pppppppp/8/8/8/8/PPPPPPPP/BNRQK1R1[NBkqrrbnn] w - - 0 1",
    );
    assert_eq!(all_moves(&pos), ["B@f1", "B@h1", "N@f1", "N@h1"]);
    let pos = at(
        "placement",
        "2b5/pppppppp/8/8/8/8/PPPPPPPP/BN1QKR2[BNRkqrrbnn] w - - 0 1",
    );
    assert_eq!(all_moves(&pos), ["B@h1", "N@c1", "N@g1", "R@c1", "R@g1"]);
    let e = pos.validate("N@h1").unwrap_err();
    assert_eq!(
        (e.code, e.message.as_str()),
        (
            IllegalCode::DropNotAllowed,
            "a knight on h1 would leave too few squares of one colour for white's bishops, which must stand on both colours"
        )
    );
}

#[test]
fn castling_rights_appear_when_king_and_rook_stand_on_their_squares() {
    // Fairy-Stockfish's FENs: the right appears with the second of the two pieces.
    assert_eq!(
        after("placement", PLACEMENT, &["K@e1", "K@e8", "R@h1"]),
        "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K2R[QRBBNNqrrbbnn] b K - 0 2"
    );
    assert_eq!(
        after("placement", PLACEMENT, &["R@h1", "R@a8", "K@e1"]),
        "r7/pppppppp/8/8/8/8/PPPPPPPP/4K2R[QRBBNNkqrbbnn] b K - 0 2"
    );
    assert_eq!(
        after(
            "placement",
            PLACEMENT,
            &["R@h1", "R@a8", "K@e1", "K@e8", "R@a1"]
        ),
        "r3k3/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[QBBNNqrbbnn] b KQq - 0 3"
    );
    // A king elsewhere, or a rook off the corner, gains nothing.
    assert_eq!(
        after("placement", PLACEMENT, &["K@d1", "K@e8", "R@h1", "R@b8"]),
        "1r2k3/pppppppp/8/8/8/8/PPPPPPPP/3K3R[QRBBNNqrbbnn] w - - 0 3"
    );
    // After the setup the rights are used and lost as in FIDE chess.
    let setup = [
        "N@b1", "N@g8", "B@c1", "B@f8", "Q@d1", "Q@d8", "K@e1", "K@e8", "R@a1", "R@h8", "N@g1",
        "N@b8", "R@h1", "R@a8", "B@f1", "B@c8", "g1f3", "g7g5", "e2e4", "f8h6",
    ];
    let fen = after("placement", PLACEMENT, &setup);
    assert_eq!(
        fen,
        "rnbqk1nr/pppppp1p/7b/6p1/4P3/5N2/PPPP1PPP/RNBQKB1R[] w KQkq - 1 11"
    );
    assert_eq!(
        after("placement", &fen, &["f1c4", "g8f6", "e1g1"]),
        "rnbqk2r/pppppp1p/5n1b/6p1/2B1P3/5N2/PPPP1PPP/RNBQ1RK1[] b kq - 4 12"
    );
}

#[test]
fn a_side_that_cannot_drop_moves_on_the_board() {
    // In check along the first rank with a knight in hand: only the blocking drops
    // (the king may not step away while a drop answers the check).
    let pos = at("placement", "4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1");
    assert_eq!(all_moves(&pos), ["N@b1", "N@c1", "N@d1"]);
    let e = pos.validate("e1e2").unwrap_err();
    assert_eq!(e.code, IllegalCode::DropRequired);
    // Black still places its last piece after white has finished.
    let pos = at(
        "placement",
        "rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[r] w KQq - 0 8",
    );
    assert_eq!(all_moves(&pos).len(), 20);
    let mut g = Game::new(pos);
    g.play_text("e2e4").unwrap();
    assert_eq!(sorted_uci(g.position(), |_| true), ["R@h8"]);
    g.play_text("R@h8").unwrap();
    assert_eq!(
        g.position().fen(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[] w KQkq - 0 9"
    );
}

fn load(text: &str) -> Result<fers_movement::Ruleset, fers_movement::RulesetError> {
    let resolve = |name: &str| fers_standard::resolve(name, None);
    fers_rules::load_ruleset(text, "setup.toml", &resolve)
}

#[test]
fn the_setup_keys_need_hands() {
    let text = r#"name = "nohands"
extends = "standard"
[pieces.bishop]
letter = "b"
moves = [{ slide = "diagonal" }]
drop-opposite-colours = true
[castling]
rook = "rook"
by-drop = true
sides = [{ name = "king", king = "e1", king-to = "g1", rook = "h1", rook-to = "f1" }]
"#;
    let e = load(text).unwrap_err();
    let found: Vec<(DiagnosticCode, usize, usize)> = e
        .diagnostics
        .iter()
        .map(|d| (d.code, d.line, d.column))
        .collect();
    assert_eq!(
        found,
        [
            (DiagnosticCode::BadRule, 6, 25),
            (DiagnosticCode::BadCastling, 9, 11)
        ],
        "{e}"
    );
    let text = r#"name = "drop960"
extends = "placement"
[castling]
rook = "rook"
chess960 = true
by-drop = true
sides = [{ name = "king", king-to = "g1", rook-to = "f1" }]
"#;
    let e = load(text).unwrap_err();
    assert_eq!(e.diagnostics[0].code, DiagnosticCode::BadCastling, "{e}");
    assert_eq!((e.diagnostics[0].line, e.diagnostics[0].column), (6, 11));
    let text = "name = \"bad\"\nextends = \"placement\"\n[hands]\nmust-drop = 1\n";
    let e = load(text).unwrap_err();
    assert_eq!(e.diagnostics[0].code, DiagnosticCode::Syntax, "{e}");
    assert_eq!((e.diagnostics[0].line, e.diagnostics[0].column), (4, 13));
}

const SITTUYIN: &str = "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1";

#[test]
fn sittuyin_drops_on_three_ranks_and_its_rooks_on_the_first() {
    let pos = at("sittuyin", SITTUYIN);
    assert_eq!(pos.fen(), SITTUYIN);
    let moves = all_moves(&pos);
    assert_eq!(moves.len(), 88);
    let rooks: Vec<&String> = moves.iter().filter(|m| m.starts_with('R')).collect();
    assert_eq!(rooks.len(), 8);
    assert!(rooks.iter().all(|m| m.ends_with('1')));
    assert!(moves.contains(&"K@e3".to_string()) && !moves.contains(&"K@a3".to_string()));
    let e = pos.validate("R@a2").unwrap_err();
    assert_eq!(
        (e.code, e.message.as_str()),
        (
            IllegalCode::DropNotAllowed,
            "a rook may not be dropped on rank 2 (only on rank 1)"
        )
    );
    assert_eq!(
        pos.validate("e4d5").unwrap_err().code,
        IllegalCode::DropRequired
    );
    // The pocket as Fairy-Stockfish writes it after a drop.
    assert_eq!(
        after("sittuyin", SITTUYIN, &["R@a1"]),
        "8/8/4pppp/pppp4/4PPPP/PPPP4/8/R7[KSSFRNNkssfrrnn] b - - 0 1"
    );
    assert_eq!(
        after("sittuyin", SITTUYIN, &["K@d2", "K@e7"]),
        "8/4k3/4pppp/pppp4/4PPPP/PPPP4/3K4/8[SSFRRNNssfrrnn] w - - 0 2"
    );
}

#[test]
fn a_sittuyin_pawn_becomes_a_met_in_place() {
    // Fairy-Stockfish's lists: the lone pawn on g7 promotes on its square or by a
    // diagonal step (not onto h8, its own king's square); g7g8 stays a pawn.
    let fen = "1k5K/3r2P1/8/8/8/8/8/8[] w - - 0 1";
    let pos = at("sittuyin", fen);
    assert_eq!(
        all_moves(&pos),
        ["g7f6f", "g7f8f", "g7g7f", "g7g8", "g7h6f", "h8g8", "h8h7"]
    );
    let san = |m: &str| pos.san(pos.validate(m).unwrap());
    assert_eq!(
        (san("g7g7f"), san("g7f6f")),
        ("g7=F".into(), "g7f6=F".into())
    );
    assert_eq!(
        after("sittuyin", fen, &["g7g7f"]),
        "1k5K/3r2F1/8/8/8/8/8/8[] b - - 0 1"
    );
    assert_eq!(
        after("sittuyin", fen, &["g7f6f"]),
        "1k5K/3r4/5F2/8/8/8/8/8[] b - - 0 1"
    );
    // Two pawns: only the one on a promotion square, and not where the met would
    // attack the khon on g7.
    let fen = "8/6s1/5P2/3n4/pR2K2S/1P6/1k4p1/8[] w - - 1 50";
    let pos = at("sittuyin", fen);
    let promotions: Vec<String> = all_moves(&pos)
        .into_iter()
        .filter(|m| m.len() == 5)
        .collect();
    assert_eq!(promotions, ["f6e5f", "f6e7f", "f6g5f"]);
    let refused = |m: &str| refusal(&pos, m);
    assert_eq!(
        refused("f6f6f"),
        (
            IllegalCode::InvalidPromotion,
            "a met on f6 would attack an enemy piece, and a piece promoted in place may not".into()
        )
    );
    assert_eq!(
        refused("b3b3f"),
        (
            IllegalCode::InvalidPromotion,
            "the white pawn on b3 is not on a promotion square: a pawn promotes elsewhere only as its side's last one".into()
        )
    );
    // No check by a promotion: the lone pawn on e5 may not become a met on d6 next to
    // the king on c7.
    let pos = at("sittuyin", "8/2k5/8/4P3/8/2K5/8/8[] w - - 0 40");
    assert_eq!(
        all_moves(&pos),
        [
            "c3b2", "c3b3", "c3b4", "c3c2", "c3c4", "c3d2", "c3d3", "c3d4", "e5d4f", "e5e5f",
            "e5e6", "e5f4f", "e5f6f"
        ]
    );
    assert_eq!(
        pos.validate("e5d6f").unwrap_err().code,
        IllegalCode::GivesCheck
    );
    // A side with a met promotes no more (`promotion-limit = 1`).
    let pos = at("sittuyin", "8/2k5/3f4/8/4P3/2K5/5F2/8[] w - - 0 40");
    assert!(all_moves(&pos).iter().all(|m| m.len() == 4));
    assert_eq!(
        refusal(&pos, "e4e4f"),
        (
            IllegalCode::InvalidPromotion,
            "white already has as many mets as its `promotion-limit` allows".into()
        )
    );
}

#[test]
fn the_in_place_key_is_checked() {
    let text = r#"name = "badplace"
extends = "sittuyin"
[pieces.pawn]
letter = "p"
san = ""
betza = "fmWfcF"
promotion = { to = ["met"], zone = "promotion", mandatory = "promotion", in-place = true }
"#;
    let e = load(text).unwrap_err();
    assert_eq!(e.diagnostics[0].code, DiagnosticCode::BadPromotion, "{e}");
    assert_eq!((e.diagnostics[0].line, e.diagnostics[0].column), (7, 61));
}

#[test]
fn must_drop_beside_must_capture_names_the_obligation_that_refuses() {
    let tables = fers_rules::typed::compile::<u64>(fers_conformance::test_ruleset("must-drop-capture"))
        .expect("compiles");
    let at = |fen: &str| Position::from_fen(&tables, fen, FenMode::Strict).expect("valid FEN");
    // No capture to make: only drops, and a king move is refused for the drop.
    let pos = at("4k3/8/8/8/8/8/8/4K3[N] w - - 0 1");
    assert_eq!(all_moves(&pos).len(), 62);
    let e = pos.validate("e1e2").unwrap_err();
    assert_eq!(
        (e.code, e.message.as_str()),
        (
            IllegalCode::DropRequired,
            "white still holds pieces to place (N), and in must-drop-capture a piece in hand must be dropped while one can be (such as N@a1)"
        )
    );
    // A capture to make: it comes first, and a drop is refused for it.
    let pos = at("4k3/8/8/8/8/8/2p5/N3K3[N] w - - 0 1");
    assert_eq!(all_moves(&pos), ["a1c2"]);
    for text in ["e1f1", "N@c4"] {
        assert_eq!(
            pos.validate(text).unwrap_err().code,
            IllegalCode::CaptureRequired,
            "{text}"
        );
    }
}
