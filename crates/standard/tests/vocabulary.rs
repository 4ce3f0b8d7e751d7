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

#[test]
fn the_board_as_pieces_attacks_kings_and_names() {
    use fers_rules::Color;
    let pos = Chess::from_fen("4k3/8/8/8/8/8/3n4/R3K3 w Q - 0 1").unwrap();
    let sq = |name: &str| pos.shape().parse_square(name).unwrap();
    let board: Vec<(String, String, char)> = pos
        .board()
        .map(|(s, p)| {
            (
                pos.shape().square_name(s).to_string(),
                pos.piece_name(p).to_string(),
                pos.piece_letter(p),
            )
        })
        .collect();
    let expected = [
        ("a1", "rook", 'R'),
        ("e1", "king", 'K'),
        ("d2", "knight", 'n'),
        ("e8", "king", 'k'),
    ];
    let expected: Vec<_> = expected
        .iter()
        .map(|&(s, n, l)| (s.to_string(), n.to_string(), l))
        .collect();
    assert_eq!(board, expected);
    assert_eq!(pos.king_of(Color::White), Some(sq("e1")));
    assert_eq!(pos.king_of(Color::Black), Some(sq("e8")));
    // The knight on d2 attacks b1, b3, c4, e4, f3, f1: castling through c1/d1 is not hit.
    assert!(pos.is_attacked(sq("f1"), Color::Black));
    assert!(!pos.is_attacked(sq("c1"), Color::Black));
    assert!(pos.is_attacked(sq("d2"), Color::White)); // the king guards d2
    assert_eq!(pos.is_attacked(sq("e1"), Color::Black), pos.is_check());
}

#[test]
fn any_position_and_game_for_every_width() {
    use fers_rules::{AnyGame, AnyPosition, FenMode};
    // No bundled ruleset has more than 128 squares: `Large` is covered by rules tests.
    for (name, moves, width) in [("gardner", 7, 0), ("capablanca", 28, 1), ("grand", 65, 1)] {
        let variant = load_variant(name).unwrap();
        let pos = variant.start_position();
        let got = match &pos {
            AnyPosition::Small(_) => 0,
            AnyPosition::Medium(_) => 1,
            AnyPosition::Large(_) => 2,
        };
        assert_eq!(got, width, "{name}");
        assert_eq!(pos.legal_moves().len(), moves, "{name}");
        assert_eq!(pos.perft(1), moves as u64);
        let again = AnyPosition::from_fen(&variant, &pos.fen(), FenMode::Relaxed).unwrap();
        assert_eq!(again, pos);
        let mut game = AnyGame::new(pos.clone());
        let first = pos.legal_moves()[0];
        let (uci, san) = (pos.uci(first), pos.san(first));
        assert_eq!(game.validate(&uci), Ok(first));
        game.play(first).unwrap();
        assert_eq!((game.ucis(), game.sans()), (vec![uci.clone()], vec![san]));
        assert_eq!(game.plies(), 1);
        assert_ne!(game.position(), pos);
        assert!(game.play(first).is_err());
        assert_eq!(game.undo(), Some(first));
        assert_eq!(game.position(), pos);
        let mut p = pos.clone();
        assert_eq!(p.play_text(&uci), Ok(first));
        assert_eq!(p, game.position().tap_play(first));
    }
}

trait TapPlay {
    fn tap_play(self, m: fers_rules::Move) -> Self;
}

impl TapPlay for fers_rules::AnyPosition {
    fn tap_play(mut self, m: fers_rules::Move) -> Self {
        self.play(m).unwrap();
        self
    }
}
