//! `fers check` catches castling specs whose king or rook square is not where the start
//! position puts that piece.

use fers_movement::{DiagnosticCode, Source, load};

const STANDARD: &str = include_str!("../../../rulesets/standard.toml");

fn problems(text: &str) -> Vec<(DiagnosticCode, String, Option<String>)> {
    let source = Source {
        name: "t.toml".into(),
        text: text.into(),
    };
    match load(source, &|_| None) {
        Ok(_) => Vec::new(),
        Err(e) => e
            .diagnostics
            .into_iter()
            .map(|d| (d.code, d.message, d.hint))
            .collect(),
    }
}

#[test]
fn standard_castling_squares_match_the_start_position() {
    assert!(problems(STANDARD).is_empty());
}

#[test]
fn a_king_square_holding_another_piece_is_reported_for_both_sides_with_a_hint() {
    let text = STANDARD.replace(
        r#"king = "e1", king-to = "g1""#,
        r#"king = "d1", king-to = "g1""#,
    );
    let found = problems(&text);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(
        found
            .iter()
            .all(|(c, ..)| *c == DiagnosticCode::BadCastling)
    );
    assert!(
        found[0].1.contains("d1") && found[0].1.contains("`Q`"),
        "{}",
        found[0].1
    );
    assert_eq!(
        found[0].2.as_deref(),
        Some("the start position has one on e1")
    );
    assert!(found[1].1.contains("d8"), "{}", found[1].1);
}

#[test]
fn an_empty_rook_square_is_reported() {
    let text = STANDARD.replace("RNBQKBNR w", "RNBQKBN1 w");
    let found = problems(&text);
    assert!(
        found
            .iter()
            .any(|(c, m, _)| *c == DiagnosticCode::BadCastling
                && m.contains("h1")
                && m.contains("nothing")),
        "{found:?}"
    );
}

#[test]
fn no_check_when_the_start_position_grants_no_castling() {
    let text = STANDARD.replace("RNBQKBNR w KQkq", "RNBQKBN1 w -");
    assert!(problems(&text).is_empty());
}
