//! Explosions and pseudo-royal pieces (atomic, nocheckatomic, atomar, atomic960, spartan): the
//! fast engine against the reference generator on seeded random games, and the rules
//! that matter one by one — refused captures and their codes, the ends of the game, and
//! what an explosion leaves in the FEN. Perft against Fairy-Stockfish is in
//! `variants_goals.rs`.

use fers_conformance::{sorted_uci, variant};
use fers_reference as reference;
use fers_rules::{FenMode, IllegalCode, Move};
use fers_rules::typed::Position;
use std::sync::Arc;

fn tables(name: &str) -> Arc<fers_rules::typed::Tables<u64>> {
    variant(name)
        .ok()
        .and_then(|v| v.typed::<u64>().cloned())
        .unwrap_or_else(|| panic!("{name} should be a bundled 8x8 ruleset"))
}

fn at(name: &str, fen: &str) -> Position<u64> {
    Position::from_fen(&tables(name), fen, FenMode::Strict)
        .unwrap_or_else(|e| panic!("{name}: `{fen}`: {e}"))
}

/// A small deterministic generator (xorshift), so that the games are the same each run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// The fast engine and the reference agree on moves, checkers and the position after
/// each move, along `games` random games of at most `plies` plies.
fn agree_with_reference(name: &str, games: u64, plies: usize) {
    let t = tables(name);
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15 ^ games);
    let mut positions = 0;
    for _ in 0..games {
        let mut pos = Position::start(&t);
        for _ in 0..plies {
            let mut fast = pos.legal_moves();
            fast.sort_by_key(|&m| reference::sort_key(m));
            positions += 1;
            if pos.outcome().is_some() {
                break;
            }
            assert_eq!(reference::legal_moves(&pos), fast, "{name}: {}", pos.fen());
            assert_eq!(
                pos.checkers(),
                reference::checkers(&pos),
                "{name}: {}",
                pos.fen()
            );
            let m: Move = fast[rng.below(fast.len())];
            let board = reference::Board::of(&pos);
            let expected = reference::play(t.ruleset(), &board, m);
            let fen = pos.fen();
            pos.play(m).expect("a legal move");
            let got = reference::Board::of(&pos);
            assert_eq!(got.cells, expected.cells, "{name}: {fen} {}", pos.uci(m));
            assert_eq!(got.castling, expected.castling, "{name}: {fen}, rights");
        }
    }
    assert!(positions > 100, "{name}: only {positions} positions");
}

#[test]
fn the_reference_agrees_on_random_games() {
    for name in ["atomic", "nocheckatomic", "atomar", "atomic960", "spartan"] {
        agree_with_reference(name, 40, 80);
    }
}

#[test]
fn a_capture_blows_up_the_pieces_around_it_but_pawns() {
    // cxd8=Q takes the queen: the new queen, the bishops on c8 and d7 and the king on e8
    // go; the pawn on e7 stays. Black's king is gone: white has won.
    let mut pos = at(
        "atomic",
        "rnbqkbnr/ppPbpppp/8/8/8/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 1",
    );
    let m = pos.validate("c7d8q").unwrap();
    pos.play(m).unwrap();
    assert_eq!(
        pos.fen(),
        "rn3bnr/pp2pppp/8/8/8/5N2/PPPP1PPP/RNBQKB1R b KQ - 0 1"
    );
    let outcome = pos.outcome().unwrap();
    assert_eq!(outcome.to_string(), "1-0 white wins by extinction");
    assert_eq!(outcome.reason().code(), "extinction");
    assert!(pos.legal_moves().is_empty());
}

#[test]
fn a_rook_blown_up_takes_its_castling_right() {
    // gxh1=Q takes the rook on h1 and explodes there: white's king's-side right goes,
    // the queen's-side one stays.
    let mut pos = at(
        "atomic",
        "r3k2r/ppppppp1/8/8/8/8/PPPPPPpP/R3K2R b KQkq - 0 1",
    );
    let m = pos.validate("g2h1q").unwrap();
    pos.play(m).unwrap();
    assert_eq!(
        pos.fen(),
        "r3k2r/ppppppp1/8/8/8/8/PPPPPP1P/R3K3 w Qkq - 0 2"
    );
    assert!(pos.validate("O-O-O").is_ok());
}

#[test]
fn en_passant_blasts_around_the_square_the_pawn_lands_on() {
    // exf6 e.p.: the pawn lands on f6 and explodes there, with the knight on g6; the
    // pawns on e7 and g7 stay.
    let mut pos = at(
        "atomic",
        "rnbqkb1r/ppp1p1pp/6n1/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 4",
    );
    let m = pos.validate("e5f6").unwrap();
    pos.play(m).unwrap();
    assert_eq!(
        pos.fen(),
        "rnbqkb1r/ppp1p1pp/8/3p4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 4"
    );
}

#[test]
fn a_king_never_captures_in_atomic() {
    let pos = at("atomic", "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1");
    let e = pos.validate("Kxd2").unwrap_err();
    assert_eq!(e.code, IllegalCode::SelfExplosion);
    assert_eq!(
        e.message,
        "e1d2 would blow up the white king on e1 itself: in atomic the capturer explodes"
    );
    // Without check it may, and loses at once.
    let mut pos = at("nocheckatomic", "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1");
    let m = pos.validate("Kxd2").unwrap();
    pos.play(m).unwrap();
    assert_eq!(
        pos.outcome().unwrap().to_string(),
        "0-1 black wins by extinction"
    );
}

#[test]
fn a_capture_next_to_ones_own_king_is_refused() {
    let pos = at("atomic", "4k3/8/8/8/8/8/3pQ3/4K3 w - - 0 1");
    let e = pos.validate("Qxd2").unwrap_err();
    assert_eq!(e.code, IllegalCode::SelfExplosion);
    assert_eq!(
        e.message,
        "e2d2 would blow up the white king on e1, next to the capture on d2"
    );
}

#[test]
fn kings_side_by_side_do_not_check_each_other() {
    // The rook on a1 would check the king on d5 but for the king on e5 beside it:
    // capturing it would blow up black's own king.
    let pos = at("atomic", "8/8/8/3kK3/8/8/8/r6R w - - 0 1");
    assert!(!pos.is_check());
    let pos = at("atomic", "8/8/8/3k4/8/8/8/r2K3R w - - 0 1");
    assert!(pos.is_check());
    // Stepping away from the king onto the rook's file is refused.
    let pos = at("atomic", "8/8/8/3kK3/8/8/8/5r1R w - - 0 1");
    assert!(!pos.is_check());
    let e = pos.validate("Kf6").unwrap_err();
    assert_eq!(e.code, IllegalCode::WouldExposeKing);
}

#[test]
fn blowing_up_the_enemy_king_wins_even_from_check() {
    // White is in check from the rook on a1, and Rxe7 blows up the king on e8: legal.
    let pos = at("atomic", "4k3/4q3/8/8/8/8/4R3/r3K3 w - - 0 1");
    assert!(pos.is_check());
    let mut pos2 = pos.clone();
    let m = pos.validate("Rxe7").unwrap();
    pos2.play(m).unwrap();
    assert_eq!(
        pos2.outcome().unwrap().to_string(),
        "1-0 white wins by extinction"
    );
}

#[test]
fn atomar_kings_survive_blasts_and_may_not_take_each_other() {
    let mut pos = at("atomar", "8/8/8/3kn3/4K3/8/8/8 w - - 0 1");
    let e = pos.validate("Kxd5").unwrap_err();
    assert_eq!(e.code, IllegalCode::MutuallyImmune);
    assert_eq!(
        e.message,
        "the white king on e4 may not capture the black king on d5: in atomar a king cannot capture a king"
    );
    // The king takes the knight and survives; the black king beside it too.
    let m = pos.validate("Kxe5").unwrap();
    pos.play(m).unwrap();
    assert_eq!(pos.fen(), "8/8/8/3kK3/8/8/8/8 b - - 0 1");
}

#[test]
fn checkmate_still_ends_atomic() {
    // Ra8+: the king on h8 is attacked, cannot step to g8, and nothing can blow the
    // rook or the white king up.
    let mut pos = at("atomic", "7k/6pp/8/8/8/8/8/R3K3 w - - 0 1");
    let m = pos.validate("Ra8").unwrap();
    pos.play(m).unwrap();
    assert!(pos.is_check());
    assert_eq!(
        pos.outcome().unwrap().to_string(),
        "1-0 white wins by checkmate"
    );
}

#[test]
fn spartan_promotes_to_a_king_only_while_black_has_fewer_than_two() {
    let promotions = |fen: &str| sorted_uci(&at("spartan", fen), |m| m.promotion.is_some());
    assert_eq!(
        promotions("k6k/8/8/8/8/8/h7/4K3 b - - 0 1"),
        ["a2b1c", "a2b1g", "a2b1l", "a2b1w"]
    );
    assert_eq!(
        promotions("k7/8/8/8/8/8/h7/4K3 b - - 0 1"),
        ["a2b1c", "a2b1g", "a2b1k", "a2b1l", "a2b1w"]
    );
}

#[test]
fn spartan_may_leave_one_of_two_kings_attacked_but_not_both() {
    // (The move lists are Fairy-Stockfish's.) The rook on a1 attacks the king on a8
    // only: with two kings that is no check, and either king may stay on its file.
    let pos = at("spartan", "k6k/8/8/8/8/8/8/R3K3 b - - 0 1");
    assert!(!pos.is_check());
    let moves = sorted_uci(&pos, |_| true);
    assert_eq!(moves, ["a8a7", "a8b7", "a8b8", "h8g7", "h8g8", "h8h7"]);
    // Both attacked: duple check; a move must take one of them out of attack.
    let pos = at("spartan", "k6k/8/8/8/8/8/8/R3K2R b - - 0 1");
    assert!(pos.is_check());
    let moves = sorted_uci(&pos, |_| true);
    assert_eq!(moves, ["a8b7", "a8b8", "h8g7", "h8g8"]);
}
