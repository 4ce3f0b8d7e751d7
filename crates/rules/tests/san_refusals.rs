//! SAN refusals outside standard chess name the real reason: a pawn already standing on
//! the square it is asked to reach (grand chess), and two promotions written alike.

use fers_rules::{FenMode, IllegalCode, Variant, load_ruleset};
use fers_rules::typed::Position;

use crate::common;

#[test]
fn an_ambiguous_promotion_names_the_pawn_and_both_moves() {
    let p = common::position_in(
        &common::ruleset_text("two-queens"),
        "4k3/P7/8/8/8/8/8/4K3 w - - 0 1",
        FenMode::Strict,
    );
    let e = p.validate("a8=Q").unwrap_err();
    assert_eq!(e.code, IllegalCode::AmbiguousMove);
    assert_eq!(
        e.message,
        "`a8=Q` is ambiguous: the white pawn on a7 can play it as a7a8q or a7a8x; give the move in UCI"
    );
    assert!(p.validate("a7a8x").is_ok());
}

#[test]
fn a_grand_pawn_already_on_its_square_is_not_a_same_square_uci_move() {
    let text = include_str!("../../../rulesets/grand.toml");
    let ruleset = load_ruleset(text, "grand.toml", &|_| None).unwrap();
    let variant = Variant::new(ruleset).unwrap();
    let tables = variant.typed::<u128>().expect("grand (100 squares) is stored in u128");
    let p = Position::start(tables);
    let e = p.validate("a3").unwrap_err();
    assert_eq!(e.code, IllegalCode::SameSquare);
    assert_eq!(
        e.message,
        "the white pawn is already on a3: a move must change square"
    );
    assert_eq!(p.san(p.validate("a5").unwrap()), "a5");
}
