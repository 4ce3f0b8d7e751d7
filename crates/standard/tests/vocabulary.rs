//! The everyday vocabulary of a position: equality across loads, refusals from `play`,
//! the board as pieces, attacks, kings, names, and positions of any board size.

use fers_rules::typed::{Game, Position};
use fers_rules::{IllegalCode, Variant};
use fers_standard::{Chess, load_variant};

fn small(v: &Variant) -> &std::sync::Arc<fers_rules::typed::Tables<u64>> {
    v.typed::<u64>().expect("standard chess fits 64 squares")
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
    use fers_rules::{FenMode, Game, Position, U256};
    // No bundled ruleset has more than 128 squares: `Large` is covered by rules tests.
    for (name, moves, width) in [("gardner", 7, 0), ("capablanca", 28, 1), ("grand", 65, 1)] {
        let variant = load_variant(name).unwrap();
        let pos = variant.start_position();
        let widths = [
            pos.typed::<u64>().is_some(),
            pos.typed::<u128>().is_some(),
            pos.typed::<U256>().is_some(),
        ];
        let got = widths.iter().position(|&w| w).unwrap();
        assert_eq!(got, width, "{name}");
        assert_eq!(pos.legal_moves().len(), moves, "{name}");
        assert_eq!(pos.perft(1), moves as u64);
        let again = Position::from_fen(&variant, &pos.fen(), FenMode::Relaxed).unwrap();
        assert_eq!(again, pos);
        let mut game = Game::new(pos.clone());
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

impl TapPlay for fers_rules::Position {
    fn tap_play(mut self, m: fers_rules::Move) -> Self {
        self.play(m).unwrap();
        self
    }
}

#[test]
fn squares_of_the_8x8_board_name_themselves() {
    use fers_standard::{BoardSquare, ChessPositionExt, Color, GeometryError, Role, Square};
    assert_eq!(format!("{:?}", Square::E4), "e4");
    assert_eq!(format!("{:?}", Some(Square::A8)), "Some(a8)");
    assert_eq!(Square::H1.to_string(), "h1");
    for sq in Square::ALL {
        assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
        assert_eq!(format!("{sq:?}"), sq.to_string());
    }
    assert_eq!(
        "j1".parse::<Square>(),
        Err(GeometryError::BadSquare {
            name: "j1".into(),
            files: 8,
            ranks: 8
        })
    );
    // A position answers for either square type, and nothing for a square it lacks.
    let pos = Chess::from_fen("4k3/8/8/8/8/8/3n4/R3K3 w Q - 0 1").unwrap();
    assert_eq!(pos.role_at(Square::D2), Some(Role::Knight));
    assert_eq!(pos.piece_at(Square::D2), pos.piece_at(BoardSquare::D2));
    assert!(pos.is_attacked(Square::F1, Color::Black));
    assert!(pos.pieces(Color::White).contains(Square::A1));
    assert_eq!(pos.king_square(Color::White), Some(Square::E1));
    assert_eq!(pos.piece_at(BoardSquare(200)), None);
    assert!(pos.attackers(BoardSquare(64), Color::White).is_empty());
    assert!(!pos.is_attacked(BoardSquare(255), Color::Black));
    let white: Vec<Square> = Square::all_in(pos.pieces(Color::White)).collect();
    assert_eq!(white, [Square::A1, Square::E1]);
}

#[test]
fn moves_in_chess_words() {
    use fers_standard::{CastlingSide, ChessMove, ChessPositionExt, Role, Square};
    let pos = Chess::from_fen("r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1").unwrap();
    let say = |text: &str| pos.chess_move(pos.validate(text).unwrap()).unwrap();
    assert_eq!(
        say("bxa8=N"),
        ChessMove {
            role: Role::Pawn,
            from: Square::B7,
            to: Square::A8,
            capture: Some(Role::Rook),
            promotion: Some(Role::Knight),
            castle: None,
        }
    );
    assert_eq!(
        format!("{:?}", say("exd6")),
        "ChessMove { role: Pawn, from: e5, to: d6, capture: Some(Pawn), promotion: None, castle: None }"
    );
    let quiet = say("Ra2");
    assert_eq!(
        (quiet.role, quiet.capture, quiet.king_to()),
        (Role::Rook, None, None)
    );
    assert!(say("Rxa8+").is_capture());
    let castle = say("O-O");
    assert_eq!((castle.from, castle.to), (Square::E1, Square::H1));
    assert_eq!(
        (castle.castle, castle.king_to()),
        (Some(CastlingSide::King), Some(Square::G1))
    );
    assert_eq!(castle.capture, None);

    // Chess960: the king on e1 castles onto b1 or g1 and lands on c1 or g1.
    let c960 = Position::from_fen(
        fers_standard::chess960(),
        "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1",
        fers_rules::FenMode::Strict,
    )
    .unwrap();
    let mut castles: Vec<(Square, Option<Square>)> = c960
        .legal_moves()
        .into_iter()
        .filter_map(|m| c960.chess_move(m))
        .filter(|m| m.castle.is_some())
        .map(|m| (m.to, m.king_to()))
        .collect();
    castles.sort();
    assert_eq!(
        castles,
        [
            (Square::B1, Some(Square::C1)),
            (Square::G1, Some(Square::G1))
        ]
    );

    // Back from chess words to the move: every legal move, and nothing else.
    for m in pos.legal_moves() {
        let words = pos.chess_move(m).unwrap();
        assert_eq!(pos.legal_move(words), Some(m));
    }
    assert_eq!(pos.chess_moves().len(), pos.legal_moves().len());
    let mut impossible = say("Ra2");
    impossible.to = Square::E1; // onto its own king
    assert_eq!(pos.legal_move(impossible), None);

    // A drop is not a move on the board: no `ChessMove`.
    let zh = load_variant("crazyhouse").unwrap();
    let zh = Position::from_fen(
        small(&zh),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[N] w KQkq - 0 1",
        fers_rules::FenMode::Strict,
    )
    .unwrap();
    assert_eq!(zh.chess_move(zh.validate("N@e4").unwrap()), None);
    assert_eq!(
        zh.chess_move(zh.validate("e4").unwrap()).map(|m| m.to),
        Some(Square::E4)
    );
}

#[test]
fn every_piece_of_every_bundled_ruleset_round_trips_through_its_symbol() {
    use fers_rules::{Color, Piece};
    let mut promoted = 0;
    for name in fers_standard::bundled_names() {
        let variant = load_variant(name).unwrap();
        let pos = variant.start_position();
        for kind in pos.ruleset().kinds() {
            for color in Color::ALL {
                let piece = Piece { kind, color };
                let symbol = pos.piece_symbol(piece);
                assert_eq!(pos.parse_piece(&symbol), Some(piece), "{name}: {symbol}");
                promoted += usize::from(symbol.starts_with('+'));
            }
        }
        for text in ["", "+", "++p", "pp", "1", "*", "é"] {
            assert_eq!(pos.parse_piece(text), None, "{name}: {text:?}");
        }
    }
    assert!(promoted > 0, "the shogi family's `+x` kinds are among them");
    let shogi = load_variant("shogi").unwrap().start_position();
    let tokin = shogi.parse_piece("+P").unwrap();
    assert_eq!(
        (shogi.piece_name(tokin), tokin.color),
        ("tokin", Color::White)
    );
}

#[test]
fn the_type_erased_position_answers_about_its_board() {
    use fers_rules::{Color, FenMode, Position};
    // Grand chess: 10×10, a `Medium` position.
    let variant = load_variant("grand").unwrap();
    let pos = Position::from_fen(
        &variant,
        "r8r/1k8/10/10/10/10/10/10/1K8/R7qR w - - 0 1",
        FenMode::Relaxed,
    )
    .unwrap();
    assert!(pos.typed::<u128>().is_some());
    let name = |sq| pos.shape().square_name(sq).to_string();
    let names = |sqs: fers_rules::Squares| sqs.iter().map(name).collect::<Vec<_>>();
    let board: Vec<String> = pos
        .board()
        .map(|(sq, p)| format!("{}{}", pos.piece_symbol(p), name(sq)))
        .collect();
    assert_eq!(board, ["Ra1", "qi1", "Rj1", "Kb2", "kb9", "ra10", "rj10"]);
    assert_eq!(pos.king_of(Color::White).map(name), Some("b2".to_string()));
    assert_eq!(names(pos.royals(Color::Black)), ["b9"]);
    assert!(!pos.is_check());
    let a1 = pos.shape().parse_square("a1").unwrap();
    assert_eq!(names(pos.attackers(a1, Color::Black)), ["i1", "a10"]);
    assert!(pos.is_attacked(a1, Color::White)); // the king on b2
    assert_eq!(names(pos.pieces(Color::White)), ["a1", "j1", "b2"]);
    assert_eq!(pos.piece_at(a1).map(|p| pos.piece_name(p)), Some("rook"));
    assert_eq!(pos.piece_at(fers_rules::Square(250)), None);
    assert_eq!(pos.piece_letter(pos.piece_at(a1).unwrap()), 'R');
    // Black in check from the rook on b1, up the open b-file.
    let check = Position::from_fen(
        &variant,
        "r8r/1k8/10/10/10/10/10/10/2K7/1R6qR b - - 0 1",
        FenMode::Relaxed,
    )
    .unwrap();
    assert_eq!(names(check.checkers()), ["b1"]);
}
