//! Games as long as a caller keeps playing: with the forced draw rules off, nothing ends
//! a game of knight shuffles, and playing, counting repetitions and offering a draw
//! claim must cost the same at ply 100,000 as at ply 1 (counting by scanning history
//! made this quadratic: 40,000 plies took 14 s). SAN for every legal move of a position
//! must be linear too (`Position::sans`).

use fers_rules::FenMode;
use fers_rules::typed::{Game, Position};

use crate::common;

#[test]
fn a_hundred_thousand_plies_of_knight_shuffles() {
    let start = common::position_in(
        &common::ruleset_text("unforced"),
        "1n2k3/8/8/8/8/8/8/1N2K3 w - - 0 1",
        FenMode::Strict,
    );
    let mut game = Game::new(start.clone());
    let cycle: Vec<_> = {
        let mut p = start.clone();
        ["Nc3", "Nc6", "Nb1", "Nb8"]
            .iter()
            .map(|t| {
                let m = p.validate(t).unwrap();
                p.play_unchecked(m);
                m
            })
            .collect()
    };
    const PLIES: usize = 100_000;
    for ply in 0..PLIES {
        // What `fers play` asks at every ply.
        assert_eq!(game.outcome(), None, "ply {ply}");
        let claim = game.claimable_draw();
        assert_eq!(claim.is_some(), ply >= 8, "ply {ply}: {claim:?}");
        game.play(cycle[ply % 4]).unwrap();
    }
    assert_eq!(game.moves().count(), PLIES);
    assert_eq!(game.position().hash(), start.hash());
    assert_eq!(game.position().halfmoves(), PLIES as u32);
    assert_eq!(game.repetitions(), (PLIES / 4 + 1) as u32);
    // Undo keeps the counts: one cycle back is one repetition fewer.
    for _ in 0..4 {
        game.undo().unwrap();
    }
    assert_eq!(game.repetitions(), (PLIES / 4) as u32);
    // A capture starts a new span: the old positions no longer count.
    let mut g = Game::new(common::position_in(
        &common::ruleset_text("unforced"),
        "4k3/8/8/8/8/2n5/8/1N2K3 w - - 0 1",
        FenMode::Strict,
    ));
    for t in ["Nd2", "Nb5", "Nb1", "Nc3"] {
        g.play_text(t).unwrap();
    }
    assert_eq!(g.repetitions(), 2);
    g.play_text("Nxc3").unwrap();
    assert_eq!(g.repetitions(), 1);
    g.undo().unwrap();
    assert_eq!(g.repetitions(), 2);
}

#[test]
fn sans_of_every_legal_move_match_san_one_by_one() {
    for fen in [
        common::START,
        common::KIWIPETE,
        "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1",
        "r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    ] {
        let p: Position<u64> = common::pos(fen);
        let legal = p.legal_moves();
        let one_by_one: Vec<String> = legal.iter().map(|m| p.san(*m)).collect();
        assert_eq!(p.sans(&legal), one_by_one, "{fen}");
    }
}
