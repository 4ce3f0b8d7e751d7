//! The everyday vocabulary of a position: equality across loads, refusals from `play`,
//! the board as pieces, attacks, kings, names, and positions of any board size.

use fers_rules::{Game, IllegalCode, Position, Variant};
use fers_standard::{Chess, load_variant};

fn small(v: &Variant) -> &std::sync::Arc<fers_rules::Tables<u64>> {
    match v {
        Variant::Small(t) => t,
        _ => panic!("standard chess fits 64 squares"),
    }
}

#[test]
fn positions_from_two_loads_of_one_ruleset_are_equal() {
    let (a, b) = (
        load_variant("standard").unwrap(),
        load_variant("standard").unwrap(),
    );
    let (pa, pb) = (Position::start(small(&a)), Position::start(small(&b)));
    assert_eq!(pa, pb);
    assert_eq!(pa, Chess::start());
    let mut moved = pb.clone();
    moved.play(moved.validate("e4").unwrap()).unwrap();
    assert_ne!(pa, moved);
    // Same board and state, different rules: not equal.
    let c960 = Position::from_fen(
        fers_standard::chess960(),
        &pa.fen(),
        fers_rules::FenMode::Relaxed,
    )
    .unwrap();
    assert_ne!(pa, c960);
}

#[test]
fn play_says_why_a_move_is_refused() {
    let mut pos = Chess::from_fen("4k3/8/8/8/8/8/4r3/4K2R w K - 0 1").unwrap();
    let castle = Chess::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1")
        .unwrap()
        .validate("O-O")
        .unwrap();
    let before = pos.clone();
    let err = pos.play(castle).unwrap_err();
    assert_eq!(err.code, IllegalCode::CastlingNotAllowed);
    assert!(err.castling.is_some());
    assert_eq!(pos, before);
    // A `Move` of another position whose text is legal here as another move.
    let mut start = Chess::start();
    let mut pawn_as_knight = start.validate("e4").unwrap();
    pawn_as_knight.piece = start.validate("Nf3").unwrap().piece;
    let err = start.play(pawn_as_knight).unwrap_err();
    assert_eq!(err.code, IllegalCode::PieceCannotMoveThatWay);
    // Squares this board lacks.
    let mut off = start.validate("e4").unwrap();
    off.to = fers_rules::Square(200);
    assert_eq!(start.play(off).unwrap_err().code, IllegalCode::Unparsable);
    assert_eq!(start, Chess::start());
}

#[test]
fn game_play_works_with_the_question_mark() -> Result<(), Box<dyn std::error::Error>> {
    let mut game = Game::new(Chess::start());
    for text in ["f3", "e5", "g4", "Qh4#"] {
        let m = game.position().validate(text)?;
        game.play(m)?;
    }
    let m = Chess::start().validate("e4")?;
    assert_eq!(game.play(m).unwrap_err().code, IllegalCode::GameOver);
    Ok(())
}
