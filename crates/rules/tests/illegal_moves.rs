//! One test per [`IllegalCode`]: each refusal has the exact code (and for castling the
//! exact reason), names the right pieces and squares, and leaves the position as it was.
//! The inputs live in `common::CASES`, which the message snapshot shares.

use crate::common;

use common::*;
use fers_rules::{CastlingRefusal, FenMode, IllegalCode};
use fers_rules::typed::Position;

fn castling(label: &str, reason: CastlingRefusal) -> String {
    let e = run_case(label);
    assert_eq!(e.castling, Some(reason), "{label}: {}", e.message);
    e.message
}

fn has(message: &str, parts: &[&str]) {
    for p in parts {
        assert!(message.contains(p), "`{message}` should mention `{p}`");
    }
}

#[test]
fn every_code_has_a_case_and_every_case_its_code() {
    use IllegalCode::*;
    // `IllegalCode::ALL` lists every code: its unit test matches without a wildcard.
    for code in IllegalCode::ALL {
        assert!(
            CASES.iter().any(|c| c.code == code)
                || VARIANT_CASES.iter().any(|v| v.case.code == code),
            "no case for {code}"
        );
        assert_eq!(code.name(), code.to_string());
    }
    for c in CASES {
        let e = run_case(c.label);
        assert_eq!(
            e.castling.is_some(),
            c.code == CastlingNotAllowed,
            "{}",
            c.label
        );
        assert!(!e.message.is_empty());
        assert_eq!(e.to_string(), format!("{}: {}", c.code, e.message));
    }
    let mut labels: Vec<&str> = CASES.iter().map(|c| c.label).collect();
    labels.sort();
    labels.dedup();
    assert_eq!(labels.len(), CASES.len(), "duplicate labels");
}

#[test]
fn capture_required() {
    assert_eq!(
        run_variant_case("CaptureRequired/antichess-quiet-pawn").message,
        "a capture is available (exd5), and in antichess capturing is compulsory"
    );
}

#[test]
fn castling_refused_by_an_obligation_says_so() {
    for label in [
        "CaptureRequired/giveaway-castling-uci",
        "CaptureRequired/giveaway-castling-san",
    ] {
        assert_eq!(
            run_variant_case(label).message,
            "a capture is available (exd3), and in giveaway capturing is compulsory",
            "{label}"
        );
    }
}

#[test]
fn gives_check() {
    assert_eq!(
        run_variant_case("GivesCheck/racingkings-knight").message,
        "e2c3 would give check, and in racingkings no move may give check"
    );
}

#[test]
fn san_refused_by_an_obligation_names_the_piece_that_could_play_it() {
    assert_eq!(
        run_variant_case("GivesCheck/racingkings-san-two-rooks").message,
        "f5f2 would give check, and in racingkings no move may give check"
    );
}

#[test]
fn drops() {
    assert_eq!(
        run_variant_case("NotInHand/crazyhouse-empty-hand").message,
        "white has no knight in hand"
    );
    assert_eq!(
        run_variant_case("NotInHand/standard-no-hands").message,
        "standard has no pieces in hand: nothing can be dropped"
    );
    assert_eq!(
        run_variant_case("DropNotAllowed/crazyhouse-pawn-last-rank").message,
        "a pawn may not be dropped on rank 8 (only on ranks 2, 3, 4, 5, 6, 7)"
    );
    assert_eq!(
        run_variant_case("DropNotAllowed/crazyhouse-occupied").message,
        "e8 is occupied by an enemy king: a piece is dropped on an empty square"
    );
    assert_eq!(
        run_variant_case("KingInCheck/crazyhouse-drop-elsewhere").message,
        "white is in check, and N@h5 does not answer it"
    );
    // A drop starts and ends on its square; `c4c4` is not that drop.
    let tables = common::bundled("pocketknight");
    let fen = "rnbqkbnr/pp2pppp/2pp4/8/P7/3P2N1/1PP1PPPP/RNBQKBNR[n] b KQkq - 0 3";
    let p = Position::from_fen(&tables, fen, FenMode::Strict).unwrap();
    assert_eq!(
        p.validate("c4c4").unwrap_err().code,
        IllegalCode::SameSquare
    );
    assert!(p.validate("N@c4").is_ok());
}

#[test]
fn unparsable() {
    has(&run_case("Unparsable/empty").message, &["no move"]);
    has(&run_case("Unparsable/word").message, &["hello"]);
    has(&run_case("Unparsable/three-squares").message, &["e2e4e5"]);
    has(&run_case("Unparsable/off-board").message, &["i2i4"]);
    run_case("Unparsable/bad-promotion");
}

#[test]
fn game_over() {
    has(
        &run_case("GameOver/checkmate-uci").message,
        &["0-1", "checkmate"],
    );
    run_case("GameOver/checkmate-san");
    has(
        &run_case("GameOver/stalemate").message,
        &["1/2-1/2", "stalemate"],
    );
    // Through a game too, which is left unchanged.
    let mut g = game();
    play_all(&mut g, &["f3", "e5", "g4", "Qh4#"]);
    let fen = g.position().fen();
    assert_eq!(g.play_text("e4").unwrap_err().code, IllegalCode::GameOver);
    assert_eq!(g.position().fen(), fen);
    assert_eq!(g.moves().count(), 4);
}

#[test]
fn no_piece_on_source() {
    has(&run_case("NoPieceOnSource/uci").message, &["e3"]);
    has(
        &run_case("NoPieceOnSource/san-no-queen").message,
        &["white", "queen", "Qd4"],
    );
    has(
        &run_case("NoPieceOnSource/san-no-knight-on-file").message,
        &["knight", "Ncd2"],
    );
}

#[test]
fn not_your_piece() {
    has(
        &run_case("NotYourPiece/uci").message,
        &["black pawn on e7", "white"],
    );
    has(
        &run_case("NotYourPiece/uci-knight").message,
        &["black knight on g8"],
    );
}

#[test]
fn same_square() {
    has(&run_case("SameSquare/uci").message, &["e2"]);
}

#[test]
fn piece_cannot_move_that_way() {
    has(
        &run_case("PieceCannotMoveThatWay/knight-uci").message,
        &["white knight on g1", "g3"],
    );
    has(
        &run_case("PieceCannotMoveThatWay/knight-san").message,
        &["knight", "g3"],
    );
    has(
        &run_case("PieceCannotMoveThatWay/bishop-straight").message,
        &["white bishop on f1", "f3"],
    );
    has(
        &run_case("PieceCannotMoveThatWay/pawn-three").message,
        &["white pawn on e2", "e5"],
    );
    has(
        &run_case("PieceCannotMoveThatWay/pawn-san").message,
        &["pawn", "e5"],
    );
    has(
        &run_case("PieceCannotMoveThatWay/pawn-forward-capture").message,
        &["white pawn on e2", "e3"],
    );
}

#[test]
fn pawn_diagonal_onto_an_empty_square() {
    // e2-d3 in the start position: a pawn moves diagonally only to capture. No black pawn
    // can ever be taken en passant on d3 (white takes en passant only on the sixth rank).
    let e = refused(&start(), "e2d3", IllegalCode::PieceCannotMoveThatWay);
    has(&e.message, &["white pawn on e2", "d3"]);
    let e = refused(&start(), "exd3", IllegalCode::PieceCannotMoveThatWay);
    has(&e.message, &["d3"]);
}

#[test]
fn san_pawn_push_of_a_pinned_pawn_blames_that_pawn() {
    // The bishop on h5 pins e2 to the king on d1 (h5-g4-f3-e2-d1); only e2 could play e3.
    let p = pos("4k3/8/8/7b/8/8/3PP3/3K4 w - - 0 1");
    let e = refused(&p, "e3", IllegalCode::WouldExposeKing);
    has(&e.message, &["white pawn on e2", "black bishop on h5"]);
    let e = refused(&p, "e2e3", IllegalCode::WouldExposeKing);
    has(&e.message, &["white pawn on e2", "black bishop on h5"]);
}

#[test]
fn path_blocked() {
    has(
        &run_case("PathBlocked/bishop-uci").message,
        &["white bishop on f1", "c4", "white pawn on e2"],
    );
    has(
        &run_case("PathBlocked/bishop-san").message,
        &["white bishop on f1", "white pawn on e2"],
    );
    has(
        &run_case("PathBlocked/rook-uci").message,
        &["white rook on a1", "a3", "white pawn on a2"],
    );
    has(
        &run_case("PathBlocked/pawn-double-uci").message,
        &["white pawn on e2", "e4", "black knight on e3"],
    );
    has(
        &run_case("PathBlocked/pawn-double-san").message,
        &["white pawn on e2", "black knight on e3"],
    );
}

#[test]
fn own_piece_on_target() {
    has(
        &run_case("OwnPieceOnTarget/uci").message,
        &["white queen on d1", "white pawn on d2"],
    );
    has(
        &run_case("OwnPieceOnTarget/san").message,
        &["white queen on d1", "white pawn on d2"],
    );
    has(
        &run_case("OwnPieceOnTarget/king").message,
        &["white king on e1", "white pawn on e2"],
    );
}

#[test]
fn king_in_check() {
    has(
        &run_case("KingInCheck/uci").message,
        &["e1", "black rook on e4", "d2d3"],
    );
    has(&run_case("KingInCheck/san").message, &["black rook on e4"]);
    // Double check: taking one checker leaves the other (the rook on e1).
    has(
        &run_case("KingInCheck/double-capture-one").message,
        &["e8", "white rook on e1"],
    );
}

#[test]
fn king_in_check_names_the_checker_left_unanswered() {
    // Re4 blocks the rook's check; the knight on f6 still checks.
    // (Not in CASES, so the message snapshot does not freeze the wrong sentence.)
    let e = refused(&pos(DOUBLE_CHECK), "Re4", IllegalCode::KingInCheck);
    has(&e.message, &["white knight on f6"]);
}

#[test]
fn would_expose_king() {
    has(
        &run_case("WouldExposeKing/pin-uci").message,
        &["white bishop on e2", "e1", "black rook on e7"],
    );
    has(
        &run_case("WouldExposeKing/pin-san").message,
        &["white bishop on e2", "black rook on e7"],
    );
    has(
        &run_case("WouldExposeKing/en-passant-uci").message,
        &["en passant", "c6", "a5", "black rook on h5"],
    );
    has(
        &run_case("WouldExposeKing/en-passant-san").message,
        &["en passant", "black rook on h5"],
    );
}

#[test]
fn king_moves_into_check() {
    has(
        &run_case("KingMovesIntoCheck/uci").message,
        &["e1", "e2", "black rook on f2"],
    );
    has(
        &run_case("KingMovesIntoCheck/san").message,
        &["d2", "black rook on f2"],
    );
    // Stepping back along the line of a checking rook is still check.
    has(
        &run_case("KingMovesIntoCheck/along-the-checking-line").message,
        &["f1", "black rook on a1"],
    );
}

#[test]
fn castling_king_moved() {
    use CastlingRefusal::*;
    has(
        &castling("CastlingNotAllowed/KingMoved-san", KingMoved),
        &["white", "king"],
    );
    castling("CastlingNotAllowed/KingMoved-san-queen", KingMoved);
    // The king went out and came back: still no castling, for that reason.
    let mut g = game_from("r3k2r/p7/8/8/8/8/P7/R3K2R w KQkq - 0 1");
    play_all(&mut g, &["Ke2", "a6", "Ke1", "a5"]);
    for text in ["e1g1", "O-O", "e1c1", "O-O-O"] {
        // The board alone cannot show that the king left and came back; the game can.
        let fen = g.position().fen();
        let e = g.validate(text).unwrap_err();
        assert_eq!(
            e.code,
            IllegalCode::CastlingNotAllowed,
            "{text}: {}",
            e.message
        );
        assert_eq!(e.castling, Some(KingMoved), "{text}: {}", e.message);
        assert_eq!(g.position().fen(), fen);
    }
}

#[test]
fn castling_refusal_does_not_blame_an_unmoved_king() {
    // Both rooks moved and came back; the king never moved. The position cannot tell
    // which happened, so the reason must not claim the king moved.
    let mut g = game_from("r3k2r/p7/8/8/8/8/P7/R3K2R w KQkq - 0 1");
    play_all(
        &mut g,
        &["Rh2", "a6", "Rh1", "a5", "Rb1", "Kd8", "Ra1", "Ke8"],
    );
    assert_eq!(g.position().fen(), "r3k2r/8/8/p7/8/8/P7/R3K2R w - - 4 5");
    let e = refused(g.position(), "O-O", IllegalCode::CastlingNotAllowed);
    assert_ne!(
        e.castling,
        Some(CastlingRefusal::KingMoved),
        "{}",
        e.message
    );
    assert!(!e.message.contains("king has moved"), "{}", e.message);
}

#[test]
fn castling_rook_moved() {
    use CastlingRefusal::*;
    has(
        &castling("CastlingNotAllowed/RookMoved-uci", RookMoved),
        &["white", "king side", "h1"],
    );
    castling("CastlingNotAllowed/RookMoved-san", RookMoved);
    has(
        &castling("CastlingNotAllowed/RookMoved-captured", RookMoved),
        &["h1"],
    );
}

#[test]
fn castling_right_lost() {
    use CastlingRefusal::*;
    has(
        &castling("CastlingNotAllowed/RightLost-uci", RightLost),
        &["white", "king side"],
    );
    castling("CastlingNotAllowed/RightLost-san", RightLost);
}

#[test]
fn castling_squares_occupied() {
    use CastlingRefusal::*;
    has(
        &castling(
            "CastlingNotAllowed/SquaresOccupied-f1",
            SquaresOccupied(sq("f1")),
        ),
        &["f1", "white bishop on f1"],
    );
    has(
        &castling(
            "CastlingNotAllowed/SquaresOccupied-b1-start",
            SquaresOccupied(sq("b1")),
        ),
        &["white knight on b1"],
    );
    // b1 must be empty even though the king never crosses it.
    has(
        &castling(
            "CastlingNotAllowed/SquaresOccupied-b1-only",
            SquaresOccupied(sq("b1")),
        ),
        &["b1", "white knight on b1"],
    );
}

#[test]
fn castling_king_in_check() {
    use CastlingRefusal::*;
    has(
        &castling("CastlingNotAllowed/KingInCheck-uci", KingInCheck),
        &["e1", "check"],
    );
    castling("CastlingNotAllowed/KingInCheck-san", KingInCheck);
}

#[test]
fn castling_passes_through_check() {
    use CastlingRefusal::*;
    has(
        &castling(
            "CastlingNotAllowed/PassesThroughCheck-f1",
            PassesThroughCheck(sq("f1")),
        ),
        &["f1", "black bishop on h3"],
    );
    castling(
        "CastlingNotAllowed/PassesThroughCheck-f1-san",
        PassesThroughCheck(sq("f1")),
    );
    has(
        &castling(
            "CastlingNotAllowed/PassesThroughCheck-d1",
            PassesThroughCheck(sq("d1")),
        ),
        &["d1", "black rook on d8"],
    );
}

#[test]
fn castling_lands_in_check() {
    use CastlingRefusal::*;
    has(
        &castling("CastlingNotAllowed/LandsInCheck-g1", LandsInCheck(sq("g1"))),
        &["g1"],
    );
    has(
        &castling("CastlingNotAllowed/LandsInCheck-c1", LandsInCheck(sq("c1"))),
        &["c1"],
    );
    has(
        &castling(
            "CastlingNotAllowed/LandsInCheck-g8-black",
            LandsInCheck(sq("g8")),
        ),
        &["g8"],
    );
}

#[test]
fn promotion_required() {
    has(
        &run_case("PromotionRequired/uci").message,
        &["white pawn on e7", "e8"],
    );
    has(&run_case("PromotionRequired/san").message, &["e8"]);
    has(
        &run_case("PromotionRequired/capture-uci").message,
        &["white pawn on e7", "d8"],
    );
    has(&run_case("PromotionRequired/capture-san").message, &["d8"]);
}

#[test]
fn invalid_promotion() {
    has(
        &run_case("InvalidPromotion/knight-never-promotes").message,
        &["knight"],
    );
    has(
        &run_case("InvalidPromotion/pawn-not-on-last-rank").message,
        &["white pawn on e2", "e4"],
    );
    has(
        &run_case("InvalidPromotion/to-king-uci").message,
        &["queen, rook, bishop, knight"],
    );
    has(
        &run_case("InvalidPromotion/to-king-san").message,
        &["queen, rook, bishop, knight"],
    );
    run_case("InvalidPromotion/to-pawn");
    run_case("InvalidPromotion/unknown-letter");
}

#[test]
fn invalid_promotion_in_san_names_the_right_pawn() {
    let e = refused(&start(), "e4=Q", IllegalCode::InvalidPromotion);
    has(&e.message, &["white pawn on e2", "e4"]);
}

#[test]
fn en_passant_not_available() {
    has(
        &run_case("EnPassantNotAvailable/uci").message,
        &["white pawn on e5", "d6"],
    );
    has(
        &run_case("EnPassantNotAvailable/san").message,
        &["white pawn on e5", "d6"],
    );
}

#[test]
fn ambiguous_move() {
    has(
        &run_case("AmbiguousMove/two-knights").message,
        &["Nd2", "b1", "f1"],
    );
    let e = run_case("AmbiguousMove/three-queens");
    has(&e.message, &["a1", "a3", "c1"]);
    let e = run_case("AmbiguousMove/queens-on-a-file");
    has(&e.message, &["a1", "a3"]);
    assert!(!e.message.contains("c1"), "{}", e.message);
    let e = run_case("AmbiguousMove/queens-on-rank-1");
    has(&e.message, &["a1", "c1"]);
    assert!(!e.message.contains("a3"), "{}", e.message);
    // UCI names the start square, so it is never ambiguous.
    let p = pos(TWO_KNIGHTS);
    assert_eq!(p.uci(mv(&p, "b1d2")), "b1d2");
}

#[test]
fn refusals_leave_the_game_unchanged() {
    let mut g = game();
    play_all(&mut g, &["e4", "e5"]);
    let fen = g.position().fen();
    let hash = g.position().hash();
    for text in ["e4e5", "Ke3", "O-O", "Nd4", "xyz", "e1e1", "d1d3", "Bb5b"] {
        assert!(g.play_text(text).is_err(), "{text}");
        assert_eq!(g.position().fen(), fen);
        assert_eq!(g.position().hash(), hash);
        assert_eq!(g.moves().count(), 2);
    }
}

/// The exact sentence a case is refused with.
fn says(label: &str, expected: &str) {
    assert_eq!(run_case(label).message, expected, "{label}");
}

#[test]
fn san_king_moves_to_castling_squares_are_king_moves() {
    // SAN writes castling `O-O`: `Kg1` is a king move, never "must promote".
    says(
        "PieceCannotMoveThatWay/king-san-to-castling-square",
        "the white king on e1 cannot move to g1; to castle, write O-O",
    );
    says(
        "PieceCannotMoveThatWay/king-san-castling-blocked",
        "the white king on e1 cannot move to c1; castling (O-O-O) is not allowed either: castling on the queen side needs b1 empty, but the white knight on b1 stands there",
    );
    says(
        "OwnPieceOnTarget/king-san-onto-rook",
        "the white king on e1 cannot move onto h1: the white rook on h1 stands there; to castle, write O-O",
    );
    // Without the right, the hint says why castling is refused too.
    let e = refused(
        &pos("r3k2r/8/8/8/8/8/PPPPPPPP/RN2K2R w Qkq - 0 1"),
        "Kg1",
        IllegalCode::PieceCannotMoveThatWay,
    );
    assert_eq!(
        e.message,
        "the white king on e1 cannot move to g1; castling (O-O) is not allowed either: white has lost the right to castle on the king side"
    );
    // UCI still reads the king's two-square move as castling.
    assert!(mv(&pos(CASTLES), "e1g1").is_castle());
}

#[test]
fn a_capture_mark_must_capture() {
    says(
        "NothingToCapture/knight-san",
        "`Nxf3` is written as a capture, but f3 is empty; the move is written Nf3",
    );
    says(
        "NothingToCapture/bishop-san",
        "`Bxb5` is written as a capture, but b5 is empty; the move is written Bb5",
    );
    // A missing `x` on a capture is accepted, as python-chess and shakmaty read it.
    let p = pos("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    assert_eq!(p.uci(mv(&p, "ed5")), "e4d5");
    assert_eq!(p.uci(mv(&p, "exd5")), "e4d5");
    // En passant captures, so its `x` is right.
    let p = pos("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
    assert_eq!(p.uci(mv(&p, "exf6")), "e5f6");
}

#[test]
fn san_refusals_name_the_real_reason() {
    says(
        "PieceCannotMoveThatWay/pawn-san-backwards",
        "no white pawn can move to d1",
    );
    says(
        "SameSquare/king-san",
        "the white king is already on e1: a move must change square",
    );
    let e = refused(&start(), "e3=Q", IllegalCode::InvalidPromotion);
    assert_eq!(
        e.message,
        "the white pawn on e2 cannot promote on e3: it promotes only on reaching its promotion zone"
    );
}

#[test]
fn move_text_is_escaped_in_refusals() {
    let e = refused(&start(), "e4\u{1b}[2J", IllegalCode::Unparsable);
    assert_eq!(
        e.message,
        "`e4\\u{1b}[2J` is not a move in UCI or SAN notation for this board"
    );
    let e = refused(&start(), "Nc3\u{1b}]0;x\u{7}", IllegalCode::Unparsable);
    assert!(!e.message.contains(char::is_control), "{}", e.message);
}

#[test]
fn self_explosion() {
    assert_eq!(
        run_variant_case("SelfExplosion/atomic-king-captures").message,
        "e1d2 would blow up the white king on e1 itself: in atomic the capturer explodes"
    );
}

#[test]
fn mutually_immune() {
    assert_eq!(
        run_variant_case("MutuallyImmune/atomar-kings").message,
        "the white king on e4 may not capture the black king on d5: in atomar a king cannot capture a king"
    );
}

#[test]
fn leaves_region() {
    assert_eq!(
        run_variant_case("LeavesRegion/minixiangqi-general").message,
        "the general may not leave the palace: b1 is outside it"
    );
}

#[test]
fn facing_royals() {
    assert_eq!(
        run_variant_case("FacingRoyals/minixiangqi-open-file").message,
        "after c1d1 the general would face the enemy general on the d-file with nothing between"
    );
}

#[test]
fn shogi_drops_and_promotion() {
    assert_eq!(
        run_variant_case("DropNotAllowed/minishogi-nifu").message,
        "a pawn may not be dropped on a file that has one of white's already (file a)"
    );
    assert_eq!(
        run_variant_case("DropMate/minishogi-pawn-drop-mate").message,
        "a pawn may not be dropped to give checkmate: P@e2 would mate"
    );
    assert_eq!(
        run_variant_case("PromotionRequired/minishogi-pawn-last-rank").message,
        "the white pawn on b4 must promote on b5: add + (b4b5+)"
    );
}

#[test]
fn royal_move_in_check() {
    assert_eq!(
        run_variant_case("RoyalMoveInCheck/makpong-king-steps-away").message,
        "the white king on d1 is in check and may only capture the piece giving it, not move to d2"
    );
}

#[test]
fn first_move_gone() {
    assert_eq!(
        run_variant_case("FirstMoveGone/cambodian-king-leap-gone").message,
        "the white king on d1 may move to b2 only as its first move, and it has moved or lost that right"
    );
}

#[test]
fn barred_in_check() {
    assert_eq!(
        run_variant_case("BarredInCheck/cambodian-king-leap-in-check").message,
        "the white king on d1 may not move to b2 while white is in check"
    );
}
