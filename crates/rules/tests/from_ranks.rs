//! `from-ranks` on a movement component: the component may be used only from squares on
//! those ranks (counted from the mover's side), for moves and for attacks alike; and the
//! loader's checks on the key.

use fers_movement::DiagnosticCode;
use fers_rules::{FenMode, load_ruleset};
use fers_rules::typed::Position;

use crate::common;
use common::uci_moves_from as moves_from;

fn position(fen: &str) -> Position<u64> {
    common::position_of("from-ranks", fen, FenMode::Strict)
}

#[test]
fn a_backward_step_stays_off_the_first_rank() {
    let pos = position("4k3/8/8/8/8/2P5/1P6/4K3 w - - 0 1");
    assert_eq!(moves_from(&pos, "b2"), ["b2b3", "b2b4"]);
    assert_eq!(moves_from(&pos, "c3"), ["c3c2", "c3c4"]);
    // Black's ranks are counted from black's side: its pawn on b7 may not step back to b8.
    let pos = position("4k3/1p6/2p5/8/8/8/8/4K3 b - - 0 1");
    assert_eq!(moves_from(&pos, "b7"), ["b7b5", "b7b6"]);
    assert_eq!(moves_from(&pos, "c6"), ["c6c5", "c6c7"]);
    assert_eq!(
        pos.validate("b7b8").unwrap_err().code.name(),
        "PieceCannotMoveThatWay"
    );
}

#[test]
fn a_slide_limited_to_a_rank_moves_only_from_there() {
    let pos = position("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    assert_eq!(
        moves_from(&pos, "a1"),
        [
            "a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8", "a1b1", "a1c1", "a1d1"
        ]
    );
    let pos = position("4k3/8/8/8/8/8/R7/4K3 w - - 0 1");
    assert!(moves_from(&pos, "a2").is_empty());
}

#[test]
fn attacks_follow_the_same_limit() {
    // The white guard on d2 captures (and so attacks) from its first two ranks: the black
    // king may not step next to it. From d3 it attacks nothing, so e3 and e4 are safe.
    let near = position("8/8/8/8/4k3/8/3G4/K7 b - - 0 1");
    assert!(!moves_from(&near, "e4").contains(&"e4e3".to_string()));
    let far = position("8/8/8/8/4k3/3G4/8/K7 b - - 0 1");
    assert!(moves_from(&far, "e4").contains(&"e4e3".to_string()));
    assert!(!far.is_check());
    // A rook limited to the first rank gives check from there, not from elsewhere.
    assert!(position("4k3/8/8/8/8/8/8/K3R3 b - - 0 1").is_check());
    assert!(!position("4k3/8/8/8/8/8/4R3/K7 b - - 0 1").is_check());
}

fn refused(moves: &str) -> (DiagnosticCode, String) {
    let text = common::ruleset_text("from-ranks").replace(
        r#"moves = [{ slide = "orthogonal", from-ranks = [1] }]"#,
        moves,
    );
    let e = load_ruleset(&text, "from-ranks.toml", &|_| None).unwrap_err();
    let d = &e.diagnostics[0];
    (d.code, d.message.clone())
}

#[test]
fn from_ranks_is_checked() {
    for (moves, says) in [
        (
            r#"moves = [{ slide = "orthogonal", from-ranks = [9] }]"#,
            "rank 9",
        ),
        (
            r#"moves = [{ slide = "orthogonal", from-ranks = [0] }]"#,
            "rank 0",
        ),
        (
            r#"moves = [{ slide = "orthogonal", from-ranks = [] }]"#,
            "no rank",
        ),
        (
            r#"moves = [{ slide = "orthogonal", from-ranks = [1], initial = true }]"#,
            "give one",
        ),
    ] {
        let (code, message) = refused(moves);
        assert_eq!(code, DiagnosticCode::BadMove, "{moves}: {message}");
        assert!(message.contains(says), "{moves}: {message}");
    }
}
