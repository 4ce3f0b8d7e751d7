//! `promotion.black-to`: black's pieces of a kind may promote to other kinds than white's
//! (Chigorin chess), in generation, bulk counting and validation; and the loader's checks
//! on the key.

use fers_movement::DiagnosticCode;
use fers_rules::{FenMode, load_ruleset};
use fers_rules::typed::Position;

use crate::common;

/// A small asymmetric game: white's pawns become knights or rooks, black's bishops.
fn ruleset(promotion: &str) -> String {
    format!(
        r#"
name = "by-color"
[board]
files = 8
ranks = 8
start = "4k3/P7/8/8/8/8/p7/4K3 w - - 0 1"
[pieces.pawn]
letter = "p"
betza = "fmWfcF"
promotion = {promotion}
[pieces.knight]
letter = "n"
betza = "N"
[pieces.bishop]
letter = "b"
betza = "B"
[pieces.rook]
letter = "r"
betza = "R"
[pieces.king]
letter = "k"
betza = "K"
royal = true
"#
    )
}

const ASYMMETRIC: &str = r#"{ to = ["knight", "rook"], black-to = ["bishop"] }"#;

fn position(promotion: &str, fen: &str) -> Position<u64> {
    common::position_in(&ruleset(promotion), fen, FenMode::Strict)
}

fn promotions(pos: &Position<u64>) -> Vec<String> {
    let mut out: Vec<String> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| m.promotion.is_some())
        .map(|m| pos.uci(m))
        .collect();
    out.sort();
    out
}

#[test]
fn each_side_promotes_to_its_own_list() {
    let white = position(ASYMMETRIC, "4k3/P7/8/8/8/8/p7/4K3 w - - 0 1");
    assert_eq!(promotions(&white), ["a7a8n", "a7a8r"]);
    let black = position(ASYMMETRIC, "4k3/P7/8/8/8/8/p7/4K3 b - - 0 1");
    assert_eq!(promotions(&black), ["a2a1b"]);
    // Bulk counting agrees with the list: king moves plus the promotions.
    assert_eq!(black.perft(1), black.legal_moves().len() as u64);
    assert_eq!(white.perft(1), white.legal_moves().len() as u64);
}

#[test]
fn without_black_to_both_sides_share_to() {
    let black = position(
        r#"{ to = ["knight", "rook"] }"#,
        "4k3/P7/8/8/8/8/p7/4K3 b - - 0 1",
    );
    assert_eq!(promotions(&black), ["a2a1n", "a2a1r"]);
}

#[test]
fn validation_names_the_side_s_own_choices() {
    let black = position(ASYMMETRIC, "4k3/P7/8/8/8/8/p7/4K3 b - - 0 1");
    let refused = black.validate("a2a1n").unwrap_err();
    assert_eq!(refused.code.name(), "InvalidPromotion");
    assert!(refused.message.contains("bishop"), "{}", refused.message);
    assert!(!refused.message.contains("knight"), "{}", refused.message);
    let required = black.validate("a2a1").unwrap_err();
    assert_eq!(required.code.name(), "PromotionRequired");
    assert!(
        required.message.ends_with("add b (a2a1b)"),
        "{}",
        required.message
    );
    assert!(black.validate("a2a1b").is_ok());
    let white = position(ASYMMETRIC, "4k3/P7/8/8/8/8/p7/4K3 w - - 0 1");
    assert!(white.validate("a7a8b").is_err());
    assert!(white.validate("a7a8n").is_ok());
}

fn refused(promotion: &str) -> Vec<(DiagnosticCode, String)> {
    load_ruleset(&ruleset(promotion), "by-color.toml", &|_| None)
        .unwrap_err()
        .diagnostics
        .into_iter()
        .map(|d| (d.code, d.message))
        .collect()
}

#[test]
fn black_to_is_checked_like_to() {
    let unknown = refused(r#"{ to = ["rook"], black-to = ["bisop"] }"#);
    assert_eq!(unknown.len(), 1);
    assert_eq!(unknown[0].0, DiagnosticCode::UnknownPiece);
    assert!(unknown[0].1.contains("`bisop`"), "{}", unknown[0].1);
    let empty = refused(r#"{ to = ["rook"], black-to = [] }"#);
    assert_eq!(empty[0].0, DiagnosticCode::BadPromotion);
    assert!(
        empty[0].1.contains("`black-to` lists no pieces"),
        "{}",
        empty[0].1
    );
    let royal = refused(r#"{ to = ["rook"], black-to = ["king"] }"#);
    assert_eq!(royal[0].0, DiagnosticCode::BadPromotion);
}
