//! Shared helpers for the rules tests: the standard ruleset, positions from FEN, and
//! small conveniences for naming squares and listing moves.
#![allow(dead_code)]

use fers_rules::typed::{Game, Position, Tables, compile};
use fers_rules::{FenMode, IllegalCode, IllegalMove, Move, Square, load_ruleset};
use std::sync::{Arc, OnceLock};

/// The standard ruleset compiled for 64 squares, shared by every test of a binary (so
/// that positions compare equal: `Position` equality requires the same tables).
pub fn tables() -> &'static Arc<Tables<u64>> {
    static TABLES: OnceLock<Arc<Tables<u64>>> = OnceLock::new();
    TABLES.get_or_init(|| {
        let ruleset = fers_rules::load_ruleset(
            include_str!("../../../../rulesets/standard.toml"),
            "standard.toml",
            &|_| None,
        )
        .expect("standard.toml loads");
        fers_rules::typed::compile::<u64>(ruleset).expect("standard.toml compiles")
    })
}

/// A position from FEN, checked strictly (every test position is a reachable one).
pub fn pos(fen: &str) -> Position<u64> {
    Position::from_fen(tables(), fen, FenMode::Strict)
        .unwrap_or_else(|e| panic!("bad test FEN `{fen}`: {e}"))
}

/// The standard start position.
pub fn start() -> Position<u64> {
    Position::start(tables())
}

/// A game from the start position.
pub fn game() -> Game<u64> {
    Game::new(start())
}

/// A game from a FEN.
pub fn game_from(fen: &str) -> Game<u64> {
    Game::new(pos(fen))
}

/// The square named `name` (`e4`).
pub fn sq(name: &str) -> Square {
    tables().shape().parse_square(name).expect("square name")
}

/// Every legal move in UCI, sorted.
pub fn uci_moves(p: &Position<u64>) -> Vec<String> {
    let mut v: Vec<String> = p.legal_moves().into_iter().map(|m| p.uci(m)).collect();
    v.sort();
    v
}

/// Legal moves from `from` in UCI, sorted.
pub fn uci_moves_from(p: &Position<u64>, from: &str) -> Vec<String> {
    let from = sq(from);
    let mut v: Vec<String> = p
        .legal_moves()
        .into_iter()
        .filter(|m| m.from == from)
        .map(|m| p.uci(m))
        .collect();
    v.sort();
    v
}

/// Every legal move in SAN, sorted.
pub fn san_moves(p: &Position<u64>) -> Vec<String> {
    let mut v: Vec<String> = p.legal_moves().into_iter().map(|m| p.san(m)).collect();
    v.sort();
    v
}

/// The legal move written `text` (UCI or SAN); panics if it is refused.
pub fn mv(p: &Position<u64>, text: &str) -> Move {
    p.validate(text)
        .unwrap_or_else(|e| panic!("`{text}` should be legal in {}: {e}", p.fen()))
}

/// The position after playing the moves `texts` (UCI or SAN), each checked.
pub fn after(p: &Position<u64>, texts: &[&str]) -> Position<u64> {
    let mut p = p.clone();
    for t in texts {
        let m = mv(&p, t);
        p.play(m).expect("validated move plays");
    }
    p
}

/// Plays each move on the game, panicking on a refusal.
pub fn play_all(g: &mut Game<u64>, texts: &[&str]) {
    for t in texts {
        g.play_text(t)
            .unwrap_or_else(|e| panic!("`{t}` should be legal in {}: {e}", g.position().fen()));
    }
}

/// Validates `text` in `p`, asserts it is refused with `code` and that the position is
/// unchanged (FEN and hash), and returns the refusal.
pub fn refused(p: &Position<u64>, text: &str, code: IllegalCode) -> IllegalMove {
    let fen = p.fen();
    let hash = p.hash();
    let before = p.clone();
    let result = p.validate(text);
    assert_eq!(p.fen(), fen, "validate changed the FEN");
    assert_eq!(p.hash(), hash, "validate changed the hash");
    assert_eq!(*p, before, "validate changed the position");
    match result {
        Ok(m) => panic!(
            "`{text}` in {fen} should be refused with {code}, but was accepted as {}",
            p.uci(m)
        ),
        Err(e) => {
            assert_eq!(e.code, code, "`{text}` in {fen}: {e}");
            e
        }
    }
}

/// Kiwipete, the classic move-generation test position.
pub const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// Start position.
pub const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// One refused move: a label, the position, the input and the expected code.
pub struct Case {
    /// Unique label (`code/what`).
    pub label: &'static str,
    /// The position.
    pub fen: &'static str,
    /// The move as typed (UCI or SAN).
    pub input: &'static str,
    /// The code it must be refused with.
    pub code: IllegalCode,
}

const fn case(
    label: &'static str,
    fen: &'static str,
    input: &'static str,
    code: IllegalCode,
) -> Case {
    Case {
        label,
        fen,
        input,
        code,
    }
}

use IllegalCode as C;

/// After 1. e4 e5.
pub const E4_E5: &str = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
/// White may castle king side; queen side the knight on b1 is in the way.
pub const CASTLES: &str = "r3k2r/8/8/8/8/8/PPPPPPPP/RN2K2R w KQkq - 0 1";

/// Fool's mate, white is checkmated.
pub const MATED: &str = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
/// Black is stalemated.
pub const STALEMATE: &str = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";
/// A black knight on e3 blocks the e-pawn's double step.
pub const KNIGHT_E3: &str = "rnbqkb1r/pppppppp/8/8/8/4n3/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// The rook on e4 checks the white king.
pub const ROOK_CHECK: &str = "4k3/8/8/8/4r3/8/3P4/4K3 w - - 0 1";
/// Knight f6 and rook e1 both check the black king.
pub const DOUBLE_CHECK: &str = "4k3/6b1/5N2/8/r7/8/8/4R1K1 b - - 0 1";
/// The bishop on e2 is pinned by the rook on e7.
pub const PIN: &str = "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1";
/// bxc6 e.p. would expose the king on a5 to the rook on h5.
pub const EP_RANK_PIN: &str = "8/8/8/KPp4r/8/8/8/4k3 w - c6 0 2";
/// The rook on f2 guards e2, d2 and f1.
pub const ROOK_F2: &str = "4k3/8/8/8/8/8/5r2/4K3 w - - 0 1";
/// The rook on a1 checks along the first rank.
pub const RANK_CHECK: &str = "4k3/8/8/8/8/8/8/r3K3 w - - 0 1";
/// The white king stands on f1 (it has moved).
pub const KING_F1: &str = "r3k2r/8/8/8/8/8/8/R4K1R w kq - 0 1";
/// The h1 rook went to h2.
pub const ROOK_H2: &str = "r3k2r/8/8/8/8/8/7R/R3K3 w Qkq - 1 1";
/// The h1 rook was captured by a bishop now on h1.
pub const ROOK_TAKEN: &str = "r3k2r/8/8/8/8/8/8/R3K2b w Qkq - 0 2";
/// Pieces at home, but white may castle only queenside.
pub const ONLY_Q: &str = "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1";
/// A knight still on b1.
pub const KNIGHT_B1: &str = "r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1";
/// The rook on e4 checks the king, which has both rights.
pub const CASTLE_IN_CHECK: &str = "4k3/8/8/8/4r3/8/8/R3K2R w KQ - 0 1";
/// The bishop on h3 attacks f1.
pub const F1_ATTACKED: &str = "4k3/8/8/8/8/7b/8/R3K2R w KQ - 0 1";
/// The rook on d8 attacks d1.
pub const D1_ATTACKED: &str = "3rk3/8/8/8/8/8/8/R3K2R w KQ - 0 1";
/// The bishop on c5 attacks g1.
pub const G1_ATTACKED: &str = "4k3/8/8/2b5/8/8/8/R3K2R w KQ - 0 1";
/// The rook on c8 attacks c1.
pub const C1_ATTACKED: &str = "2r1k3/8/8/8/8/8/8/R3K2R w KQ - 0 1";
/// The white rook on g1 attacks g8.
pub const G8_ATTACKED: &str = "r3k2r/8/8/8/8/8/8/4K1R1 b kq - 0 1";
/// A white pawn on e7 about to promote.
pub const PROMO: &str = "8/4P3/8/8/k7/8/8/4K3 w - - 0 1";
/// The e7 pawn may also capture on d8.
pub const PROMO_CAPTURE: &str = "3r4/4P3/8/8/k7/8/8/4K3 w - - 0 1";
/// After 1.e4 a6 2.e5 d5 3.Nf3 a5: the chance to take en passant on d6 has passed.
pub const EP_GONE: &str = "rnbqkbnr/1pp1pppp/8/p2pP3/8/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 4";
/// Knights on b1 and f1 both reach d2.
pub const TWO_KNIGHTS: &str = "4k3/8/8/8/8/8/8/1N1K1N2 w - - 0 1";
/// Queens on a1, a3 and c1 all reach b2.
pub const THREE_QUEENS: &str = "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1";
/// King and rook against king.
pub const KR_K: &str = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";

/// Every refusal the illegal-move tests check, for the code tests and the message
/// snapshot alike.
pub const CASES: &[Case] = &[
    case("Unparsable/empty", START, "", C::Unparsable),
    case("Unparsable/word", START, "hello", C::Unparsable),
    case("Unparsable/three-squares", START, "e2e4e5", C::Unparsable),
    case("Unparsable/off-board", START, "i2i4", C::Unparsable),
    case("Unparsable/bad-promotion", START, "e8=QQ", C::Unparsable),
    case("GameOver/checkmate-uci", MATED, "e2e4", C::GameOver),
    case("GameOver/checkmate-san", MATED, "a3", C::GameOver),
    case("GameOver/stalemate", STALEMATE, "Kg8", C::GameOver),
    case("NoPieceOnSource/uci", START, "e3e4", C::NoPieceOnSource),
    case(
        "NoPieceOnSource/san-no-queen",
        KR_K,
        "Qd4",
        C::NoPieceOnSource,
    ),
    case(
        "NoPieceOnSource/san-no-knight-on-file",
        START,
        "Ncd2",
        C::NoPieceOnSource,
    ),
    case("NotYourPiece/uci", START, "e7e5", C::NotYourPiece),
    case("NotYourPiece/uci-knight", START, "g8f6", C::NotYourPiece),
    case("SameSquare/uci", START, "e2e2", C::SameSquare),
    case(
        "PieceCannotMoveThatWay/knight-uci",
        START,
        "g1g3",
        C::PieceCannotMoveThatWay,
    ),
    case(
        "PieceCannotMoveThatWay/knight-san",
        START,
        "Ng3",
        C::PieceCannotMoveThatWay,
    ),
    case(
        "PieceCannotMoveThatWay/bishop-straight",
        START,
        "f1f3",
        C::PieceCannotMoveThatWay,
    ),
    case(
        "PieceCannotMoveThatWay/pawn-three",
        START,
        "e2e5",
        C::PieceCannotMoveThatWay,
    ),
    case(
        "PieceCannotMoveThatWay/pawn-san",
        START,
        "e5",
        C::PieceCannotMoveThatWay,
    ),
    case(
        "PieceCannotMoveThatWay/pawn-forward-capture",
        KNIGHT_E3,
        "e2e3",
        C::PieceCannotMoveThatWay,
    ),
    case("PathBlocked/bishop-uci", START, "f1c4", C::PathBlocked),
    case("PathBlocked/bishop-san", START, "Bc4", C::PathBlocked),
    case("PathBlocked/rook-uci", START, "a1a3", C::PathBlocked),
    case(
        "PathBlocked/pawn-double-uci",
        KNIGHT_E3,
        "e2e4",
        C::PathBlocked,
    ),
    case(
        "PathBlocked/pawn-double-san",
        KNIGHT_E3,
        "e4",
        C::PathBlocked,
    ),
    case("OwnPieceOnTarget/uci", START, "d1d2", C::OwnPieceOnTarget),
    case("OwnPieceOnTarget/san", START, "Qd2", C::OwnPieceOnTarget),
    case("OwnPieceOnTarget/king", START, "e1e2", C::OwnPieceOnTarget),
    case("KingInCheck/uci", ROOK_CHECK, "d2d3", C::KingInCheck),
    case("KingInCheck/san", ROOK_CHECK, "d3", C::KingInCheck),
    case(
        "KingInCheck/double-capture-one",
        DOUBLE_CHECK,
        "g7f6",
        C::KingInCheck,
    ),
    case("WouldExposeKing/pin-uci", PIN, "e2d3", C::WouldExposeKing),
    case("WouldExposeKing/pin-san", PIN, "Bd3", C::WouldExposeKing),
    case(
        "WouldExposeKing/en-passant-uci",
        EP_RANK_PIN,
        "b5c6",
        C::WouldExposeKing,
    ),
    case(
        "WouldExposeKing/en-passant-san",
        EP_RANK_PIN,
        "bxc6",
        C::WouldExposeKing,
    ),
    case(
        "KingMovesIntoCheck/uci",
        ROOK_F2,
        "e1e2",
        C::KingMovesIntoCheck,
    ),
    case(
        "KingMovesIntoCheck/san",
        ROOK_F2,
        "Kd2",
        C::KingMovesIntoCheck,
    ),
    case(
        "KingMovesIntoCheck/along-the-checking-line",
        RANK_CHECK,
        "e1f1",
        C::KingMovesIntoCheck,
    ),
    case(
        "CastlingNotAllowed/KingMoved-san",
        KING_F1,
        "O-O",
        C::CastlingNotAllowed,
    ),
    case(
        "CastlingNotAllowed/KingMoved-san-queen",
        KING_F1,
        "O-O-O",
        C::CastlingNotAllowed,
    ),
    case(
        "CastlingNotAllowed/RookMoved-uci",
        ROOK_H2,
        "e1g1",
        C::CastlingNotAllowed,
    ),
    case(
        "CastlingNotAllowed/RookMoved-san",
        ROOK_H2,
        "O-O",
        C::CastlingNotAllowed,
    ),
    case(
        "CastlingNotAllowed/RookMoved-captured",
        ROOK_TAKEN,
        "O-O",
        C::CastlingNotAllowed,
    ),
    case(
        "CastlingNotAllowed/RightLost-uci",
        ONLY_Q,
        "e1g1",
        C::CastlingNotAllowed,
    ),
    case(
        "CastlingNotAllowed/RightLost-san",
        ONLY_Q,
        "O-O",
        C::CastlingNotAllowed,
    ),
    case(
        "CastlingNotAllowed/SquaresOccupied-f1",
        START,
        "e1g1",
        C::CastlingNotAllowed,
    ),
    case(
        "CastlingNotAllowed/SquaresOccupied-b1-start",
        START,
        "O-O-O",
        C::CastlingNotAllowed,
    ),
    case(
        "CastlingNotAllowed/SquaresOccupied-b1-only",
        KNIGHT_B1,
        "e1c1",
        C::CastlingNotAllowed,
    ),
    case(
        "CastlingNotAllowed/KingInCheck-uci",
        CASTLE_IN_CHECK,
        "e1g1",
        C::CastlingNotAllowed,
    ),
    case(
        "CastlingNotAllowed/KingInCheck-san",
        CASTLE_IN_CHECK,
        "O-O-O",
        C::CastlingNotAllowed,
    ),
    case(
        "CastlingNotAllowed/PassesThroughCheck-f1",
        F1_ATTACKED,
        "e1g1",
        C::CastlingNotAllowed,
    ),
    case(
        "CastlingNotAllowed/PassesThroughCheck-f1-san",
        F1_ATTACKED,
        "O-O",
        C::CastlingNotAllowed,
    ),
    case(
        "CastlingNotAllowed/PassesThroughCheck-d1",
        D1_ATTACKED,
        "O-O-O",
        C::CastlingNotAllowed,
    ),
    case(
        "CastlingNotAllowed/LandsInCheck-g1",
        G1_ATTACKED,
        "e1g1",
        C::CastlingNotAllowed,
    ),
    case(
        "CastlingNotAllowed/LandsInCheck-c1",
        C1_ATTACKED,
        "O-O-O",
        C::CastlingNotAllowed,
    ),
    case(
        "CastlingNotAllowed/LandsInCheck-g8-black",
        G8_ATTACKED,
        "e8g8",
        C::CastlingNotAllowed,
    ),
    case("PromotionRequired/uci", PROMO, "e7e8", C::PromotionRequired),
    case("PromotionRequired/san", PROMO, "e8", C::PromotionRequired),
    case(
        "PromotionRequired/capture-uci",
        PROMO_CAPTURE,
        "e7d8",
        C::PromotionRequired,
    ),
    case(
        "PromotionRequired/capture-san",
        PROMO_CAPTURE,
        "exd8",
        C::PromotionRequired,
    ),
    case(
        "InvalidPromotion/knight-never-promotes",
        START,
        "g1f3q",
        C::InvalidPromotion,
    ),
    case(
        "InvalidPromotion/pawn-not-on-last-rank",
        START,
        "e2e4q",
        C::InvalidPromotion,
    ),
    case(
        "InvalidPromotion/to-king-uci",
        PROMO,
        "e7e8k",
        C::InvalidPromotion,
    ),
    case(
        "InvalidPromotion/to-king-san",
        PROMO,
        "e8=K",
        C::InvalidPromotion,
    ),
    case(
        "InvalidPromotion/to-pawn",
        PROMO,
        "e7e8p",
        C::InvalidPromotion,
    ),
    case(
        "InvalidPromotion/unknown-letter",
        PROMO,
        "e7e8x",
        C::InvalidPromotion,
    ),
    case(
        "EnPassantNotAvailable/uci",
        EP_GONE,
        "e5d6",
        C::EnPassantNotAvailable,
    ),
    case(
        "EnPassantNotAvailable/san",
        EP_GONE,
        "exd6",
        C::EnPassantNotAvailable,
    ),
    case(
        "AmbiguousMove/two-knights",
        TWO_KNIGHTS,
        "Nd2",
        C::AmbiguousMove,
    ),
    case(
        "AmbiguousMove/three-queens",
        THREE_QUEENS,
        "Qb2",
        C::AmbiguousMove,
    ),
    case(
        "AmbiguousMove/queens-on-a-file",
        THREE_QUEENS,
        "Qab2",
        C::AmbiguousMove,
    ),
    case(
        "AmbiguousMove/queens-on-rank-1",
        THREE_QUEENS,
        "Q1b2",
        C::AmbiguousMove,
    ),
    case(
        "NothingToCapture/knight-san",
        START,
        "Nxf3",
        C::NothingToCapture,
    ),
    case(
        "NothingToCapture/bishop-san",
        E4_E5,
        "Bxb5",
        C::NothingToCapture,
    ),
    case("SameSquare/king-san", START, "Ke1", C::SameSquare),
    case(
        "PieceCannotMoveThatWay/king-san-to-castling-square",
        CASTLES,
        "Kg1",
        C::PieceCannotMoveThatWay,
    ),
    case(
        "PieceCannotMoveThatWay/king-san-castling-blocked",
        CASTLES,
        "Kc1",
        C::PieceCannotMoveThatWay,
    ),
    case(
        "OwnPieceOnTarget/king-san-onto-rook",
        CASTLES,
        "Kh1",
        C::OwnPieceOnTarget,
    ),
    case(
        "PieceCannotMoveThatWay/pawn-san-backwards",
        START,
        "d1",
        C::PieceCannotMoveThatWay,
    ),
];

/// The case with `label`, checked: refused with its code, position unchanged.
pub fn run_case(label: &str) -> IllegalMove {
    let c = CASES
        .iter()
        .find(|c| c.label == label)
        .unwrap_or_else(|| panic!("no case `{label}`"));
    refused(&pos(c.fen), c.input, c.code)
}

/// A position of a ruleset written inline as TOML (no `extends`), for tests of one
/// capability on a small custom ruleset.
pub fn position_in(toml: &str, fen: &str, mode: FenMode) -> Position<u64> {
    let ruleset = load_ruleset(toml, "inline.toml", &|_| None)
        .unwrap_or_else(|e| panic!("inline ruleset: {e}"));
    let tables = compile::<u64>(ruleset).unwrap_or_else(|e| panic!("inline ruleset: {e}"));
    Position::from_fen(&tables, fen, mode).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The text of a test ruleset in `tests/data/rulesets/` (`name` without `.toml`).
pub fn ruleset_text(name: &str) -> String {
    let path = format!(
        "{}/../../tests/data/rulesets/{name}.toml",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// A position of the test ruleset `name` (see [`ruleset_text`]).
pub fn position_of(name: &str, fen: &str, mode: FenMode) -> Position<u64> {
    position_in(&ruleset_text(name), fen, mode)
}

/// The problems `fers check` reports for `toml`, as `(line, code, message)`; panics if it
/// loads.
pub fn load_problems(toml: &str) -> Vec<(usize, &'static str, String)> {
    match load_ruleset(toml, "inline.toml", &|_| None) {
        Ok(_) => panic!("the ruleset loads, but problems were expected"),
        Err(e) => e
            .diagnostics
            .into_iter()
            .map(|d| (d.line, d.code.name(), d.message))
            .collect(),
    }
}

/// A bundled ruleset (`rulesets/NAME.toml`), its `extends` chain read from the same folder.
pub fn bundled(name: &str) -> Arc<fers_rules::typed::Tables<u64>> {
    let dir = format!("{}/../../rulesets", env!("CARGO_MANIFEST_DIR"));
    let read = |name: &str| std::fs::read_to_string(format!("{dir}/{name}.toml")).ok();
    let resolve = |name: &str| {
        read(name).map(|text| fers_movement::Source {
            name: format!("{name}.toml"),
            text,
        })
    };
    let text = read(name).unwrap_or_else(|| panic!("no bundled ruleset `{name}`"));
    let ruleset = load_ruleset(&text, &format!("{name}.toml"), &resolve)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    compile::<u64>(ruleset).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// A refusal that only a variant's rules give: the bundled ruleset it needs besides the
/// case itself.
pub struct VariantCase {
    /// The bundled ruleset.
    pub ruleset: &'static str,
    /// The case.
    pub case: Case,
}

/// Refusals from rules FIDE chess does not have (move obligations).
pub const VARIANT_CASES: &[VariantCase] = &[
    VariantCase {
        ruleset: "antichess",
        // After 1. e4 d5: exd5 is compulsory.
        case: case(
            "CaptureRequired/antichess-quiet-pawn",
            "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w - - 0 2",
            "e4e5",
            C::CaptureRequired,
        ),
    },
    VariantCase {
        ruleset: "giveaway",
        // The king may castle by the rules of movement, but exd3 is compulsory (found
        // by the random rulesets: the refusal said castling was not possible).
        case: case(
            "CaptureRequired/giveaway-castling-uci",
            "r3k2r/8/8/8/8/3p4/4P3/R3K2R w KQkq - 0 1",
            "e1g1",
            C::CaptureRequired,
        ),
    },
    VariantCase {
        ruleset: "giveaway",
        case: case(
            "CaptureRequired/giveaway-castling-san",
            "r3k2r/8/8/8/8/3p4/4P3/R3K2R w KQkq - 0 1",
            "O-O",
            C::CaptureRequired,
        ),
    },
    VariantCase {
        ruleset: "racingkings",
        // Rf5xf2 would check the white king on h2; the rook on b2 cannot reach f2 at
        // all (found by the random rulesets: the refusal blamed it, PathBlocked).
        case: case(
            "GivesCheck/racingkings-san-two-rooks",
            "8/8/6R1/5r2/b1N5/7B/kr1nNB1K/q1bn2RQ b - - 13 7",
            "Rxf2",
            C::GivesCheck,
        ),
    },
    VariantCase {
        ruleset: "racingkings",
        // Ne2-c3 would check the black king on a2.
        case: case(
            "GivesCheck/racingkings-knight",
            "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1",
            "Nc3",
            C::GivesCheck,
        ),
    },
    VariantCase {
        ruleset: "crazyhouse",
        // Nothing has been captured yet: both hands are empty.
        case: case(
            "NotInHand/crazyhouse-empty-hand",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
            "N@e4",
            C::NotInHand,
        ),
    },
    VariantCase {
        ruleset: "crazyhouse",
        // Pawns are not dropped on the last rank.
        case: case(
            "DropNotAllowed/crazyhouse-pawn-last-rank",
            "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1",
            "P@a8",
            C::DropNotAllowed,
        ),
    },
    VariantCase {
        ruleset: "crazyhouse",
        // A piece is dropped on an empty square only.
        case: case(
            "DropNotAllowed/crazyhouse-occupied",
            "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1",
            "N@e8",
            C::DropNotAllowed,
        ),
    },
    VariantCase {
        ruleset: "crazyhouse",
        // The rook on a1 gives check: only a drop on b1, c1 or d1 answers it.
        case: case(
            "KingInCheck/crazyhouse-drop-elsewhere",
            "4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1",
            "N@h5",
            C::KingInCheck,
        ),
    },
    VariantCase {
        ruleset: "standard",
        // FIDE chess has no hands.
        case: case(
            "NotInHand/standard-no-hands",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "N@e4",
            C::NotInHand,
        ),
    },
    VariantCase {
        ruleset: "atomic",
        // Kxd2 would blow up the capturing king itself.
        case: case(
            "SelfExplosion/atomic-king-captures",
            "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1",
            "Kxd2",
            C::SelfExplosion,
        ),
    },
    VariantCase {
        ruleset: "atomar",
        // Kings stand side by side: neither may take the other.
        case: case(
            "MutuallyImmune/atomar-kings",
            "8/8/8/3kn3/4K3/8/8/8 w - - 0 1",
            "Kxd5",
            C::MutuallyImmune,
        ),
    },
    VariantCase {
        ruleset: "minixiangqi",
        // The general keeps to the palace, files c to e.
        case: case(
            "LeavesRegion/minixiangqi-general",
            "r2k3/7/7/7/7/7/R1K4 w - - 0 1",
            "c1b1",
            C::LeavesRegion,
        ),
    },
    VariantCase {
        ruleset: "minixiangqi",
        // On d1 the general would face the black one on the open d-file.
        case: case(
            "FacingRoyals/minixiangqi-open-file",
            "r2k3/7/7/7/7/7/R1K4 w - - 0 1",
            "c1d1",
            C::FacingRoyals,
        ),
    },
    VariantCase {
        ruleset: "minishogi",
        // White's pawn on a2: a second unpromoted pawn on the a-file is nifu.
        case: case(
            "DropNotAllowed/minishogi-nifu",
            "1+B3/1R3/4k/P1K2/1R3[GGPSSb] w - - 1 22",
            "P@a3",
            C::DropNotAllowed,
        ),
    },
    VariantCase {
        ruleset: "minishogi",
        // The pawn on e2 checks the king on e3, which has no escape: uchifuzume.
        case: case(
            "DropMate/minishogi-pawn-drop-mate",
            "1+B3/1R3/4k/P1K2/1R3[GGPSSb] w - - 1 22",
            "P@e2",
            C::DropMate,
        ),
    },
    VariantCase {
        ruleset: "minishogi",
        // A pawn reaching the last rank must turn over: `b4b5+`.
        case: case(
            "PromotionRequired/minishogi-pawn-last-rank",
            "4k/1P3/5/5/K4[] w - - 0 1",
            "b4b5",
            C::PromotionRequired,
        ),
    },
    VariantCase {
        ruleset: "makpong",
        // The rook on h1 checks the king on d1, which may not step away: only the rook
        // on f5 can answer, by blocking on f1.
        case: case(
            "RoyalMoveInCheck/makpong-king-steps-away",
            "4k3/8/8/5R2/8/8/8/3K3r w - - 0 1",
            "d1d2",
            C::RoyalMoveInCheck,
        ),
    },
    VariantCase {
        ruleset: "cambodian",
        // The king on d1 has lost its leap (no `D` in the castling field).
        case: case(
            "FirstMoveGone/cambodian-king-leap-gone",
            "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w Ede - 0 1",
            "d1b2",
            C::FirstMoveGone,
        ),
    },
    VariantCase {
        ruleset: "cambodian",
        // The king on d1 keeps its leap, but not out of the rook's check.
        case: case(
            "BarredInCheck/cambodian-king-leap-in-check",
            "4k3/8/8/8/8/8/8/3K3r w D - 0 1",
            "d1b2",
            C::BarredInCheck,
        ),
    },
    VariantCase {
        ruleset: "seirawan",
        // The knight on g1 has moved before (no `G` in the castling field): nothing
        // may be gated behind it.
        case: case(
            "NoGate/seirawan-knight-moved-before",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFkqbcdfg - 4 3",
            "g1f3h",
            C::NoGate,
        ),
    },
    VariantCase {
        ruleset: "joust",
        // Every joust move closes the square the knight left: the wall must be written.
        case: case(
            "WallRequired/joust-move-without-its-wall",
            "8/8/2n5/4*3/3*4/8/2N5/8 w - - 2 2",
            "c2e3",
            C::WallRequired,
        ),
    },
    VariantCase {
        ruleset: "joust",
        // The wall goes where the knight was (c2), not elsewhere.
        case: case(
            "WallMisplaced/joust-wall-not-on-the-square-left",
            "8/8/2n5/4*3/3*4/8/2N5/8 w - - 2 2",
            "c2e3,e3e4",
            C::WallMisplaced,
        ),
    },
    VariantCase {
        ruleset: "joust",
        // A knight may not land on a wall.
        case: case(
            "OntoWall/joust-knight-onto-a-wall",
            "8/8/2n5/4*3/3*4/8/2N5/8 w - - 2 2",
            "c2d4",
            C::OntoWall,
        ),
    },
    VariantCase {
        ruleset: "standard",
        // Chess places no walls.
        case: case(
            "NoWalls/chess-move-with-a-wall",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "e2e4,e4e6",
            C::NoWalls,
        ),
    },
    VariantCase {
        ruleset: "petrified",
        // The king may not capture: it would turn to stone, and white would lose.
        case: case(
            "PetrifiesOwn/petrified-king-captures",
            "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1",
            "e1d2",
            C::PetrifiesOwn,
        ),
    },
    VariantCase {
        ruleset: "placement",
        // A board move while pieces must still be dropped.
        case: case(
            "DropRequired/placement-pawn-move-during-setup",
            "8/pppppppp/8/8/8/8/PPPPPPPP/8[KQRRBBNNkqrrbbnn] w - - 0 1",
            "e2e4",
            C::DropRequired,
        ),
    },
];

/// Runs the variant case labelled `label`: the move is refused with its code, and the
/// position is unchanged.
pub fn run_variant_case(label: &str) -> IllegalMove {
    let v = VARIANT_CASES
        .iter()
        .find(|v| v.case.label == label)
        .unwrap_or_else(|| panic!("no variant case `{label}`"));
    let tables = bundled(v.ruleset);
    let p = Position::from_fen(&tables, v.case.fen, FenMode::Strict)
        .unwrap_or_else(|e| panic!("{label}: {e}"));
    refused(&p, v.case.input, v.case.code)
}
