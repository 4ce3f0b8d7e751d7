//! Property tests over random playouts in every bundled ruleset.
//!
//! Each case is a sequence of move choices: from the start position (for `chess960`, one
//! of the 960, picked by the case), each choice picks a legal move (modulo their number)
//! until the choices run out (at most 60 plies) or the game ends. Every position reached
//! is checked, in every ruleset of `fers_standard::bundled_names()`, so rulesets added
//! later are covered without touching this file. A failure names the ruleset, the FEN and
//! the move; proptest shrinks it to a short playout.
//!
//! The default is a modest number of cases per property, so that the file runs in
//! seconds. For a deeper run set `PROPTEST_CASES`, for example:
//!
//! ```sh
//! PROPTEST_CASES=2000 cargo test -p fers-conformance --test suite properties
//! ```
//!
//! (`PROPTEST_RNG_SEED` fixes proptest's seed to replay a run.)

use fers_conformance::{SplitMix64, playout_start_fen};
use fers_rules::{Bits, EndReason, FenMode, Move, TablesVisitor, Variant, Width};
use fers_rules::typed::{Game, Position, Tables};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use std::collections::HashSet;
use std::sync::{Arc, OnceLock};

/// Cases per property when `PROPTEST_CASES` is not set. Each case is a playout in every
/// bundled ruleset (119 of them), checked at every position: ten cases are about 30,000
/// positions per property (playouts of 0 to 60 plies), within `.ci/run`'s time. Proptest draws
/// new cases on every run.
const DEFAULT_CASES: u32 = 10;
/// The longest playout, in plies.
const MAX_PLIES: usize = 60;
/// Non-legal from/to pairs tried per position for `validate`.
const NON_LEGAL_SAMPLES: usize = 12;

fn config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(DEFAULT_CASES);
    ProptestConfig {
        cases,
        // Integration tests have no `lib.rs`/`main.rs` for the default persistence.
        failure_persistence: Some(Box::new(
            proptest::test_runner::FileFailurePersistence::WithSource("regressions"),
        )),
        ..ProptestConfig::default()
    }
}

/// Every bundled ruleset, compiled once.
fn variants() -> &'static [(&'static str, Variant)] {
    static ALL: OnceLock<Vec<(&'static str, Variant)>> = OnceLock::new();
    ALL.get_or_init(|| {
        fers_standard::bundled_names()
            .map(|name| {
                let v = fers_standard::load_variant(name)
                    .unwrap_or_else(|e| panic!("bundled ruleset {name}: {e}"));
                (name, v)
            })
            .collect()
    })
}

/// A check run at one position of a playout. It receives the game so far (the current
/// position is `game.position()`) and a random source seeded by the playout's choices.
trait Check {
    fn check<B: Bits>(
        &self,
        name: &str,
        game: &Game<B>,
        rng: &mut SplitMix64,
    ) -> Result<(), TestCaseError>;
}

/// Plays the choices in every bundled ruleset, running `check` at every position.
fn for_every_ruleset(choices: &[u32], check: &impl Check) -> Result<(), TestCaseError> {
    for (name, variant) in variants() {
        variant.visit(Playout {
            name,
            choices,
            check,
        })?;
    }
    Ok(())
}

/// [`playout`] in the width of the variant.
struct Playout<'a, C> {
    name: &'a str,
    choices: &'a [u32],
    check: &'a C,
}

impl<C: Check> TablesVisitor for Playout<'_, C> {
    type Output = Result<(), TestCaseError>;
    fn visit<B: Width>(self, tables: &Arc<Tables<B>>) -> Self::Output {
        playout(self.name, tables, self.choices, self.check)
    }
}

fn playout<B: Bits>(
    name: &str,
    tables: &Arc<Tables<B>>,
    choices: &[u32],
    check: &impl Check,
) -> Result<(), TestCaseError> {
    let first = choices.first().copied().unwrap_or(0);
    let fen = playout_start_fen(tables.ruleset(), first);
    let start = Position::from_fen(tables, &fen, FenMode::Strict)
        .map_err(|e| TestCaseError::fail(format!("{name}: start {fen}: {e}")))?;
    let mut game = Game::new(start);
    let seed = choices
        .iter()
        .fold(0x5EED_u64, |h, &c| h.rotate_left(17) ^ u64::from(c));
    let mut rng = SplitMix64(seed);
    for &choice in choices {
        check.check(name, &game, &mut rng)?;
        if game.outcome().is_some() {
            return Ok(());
        }
        let moves = game.position().legal_moves();
        if moves.is_empty() {
            return Ok(());
        }
        game.play_unchecked(moves[choice as usize % moves.len()]);
    }
    check.check(name, &game, &mut rng)
}

fn choices() -> impl Strategy<Value = Vec<u32>> {
    prop::collection::vec(any::<u32>(), 0..=MAX_PLIES)
}

/// `from_fen(fen()).fen() == fen()`, with the same hash: the incremental Zobrist hash
/// equals the hash computed from scratch.
struct FenRoundTrip;

impl Check for FenRoundTrip {
    fn check<B: Bits>(
        &self,
        name: &str,
        game: &Game<B>,
        _: &mut SplitMix64,
    ) -> Result<(), TestCaseError> {
        let pos = game.position();
        let fen = pos.fen();
        let back = Position::from_fen(pos.tables(), &fen, FenMode::Strict)
            .map_err(|e| TestCaseError::fail(format!("{name}: own FEN refused: {fen}: {e}")))?;
        prop_assert_eq!(back.fen(), fen.clone(), "{}: FEN round trip", name);
        prop_assert_eq!(
            back.hash(),
            pos.hash(),
            "{}: hash of re-parsed FEN differs from the incremental hash: {}",
            name,
            fen
        );
        Ok(())
    }
}

/// After every legal move, the incremental hash equals the hash of the position read
/// back from its FEN (this covers every child, not just the move played).
struct ChildHashes;

impl Check for ChildHashes {
    fn check<B: Bits>(
        &self,
        name: &str,
        game: &Game<B>,
        _: &mut SplitMix64,
    ) -> Result<(), TestCaseError> {
        let pos = game.position();
        for m in pos.legal_moves() {
            let mut after = pos.clone();
            after.play_unchecked(m);
            let fen = after.fen();
            let back = Position::from_fen(pos.tables(), &fen, FenMode::Strict).map_err(|e| {
                TestCaseError::fail(format!(
                    "{name}: {} after {} gives a FEN that is refused: {fen}: {e}",
                    pos.fen(),
                    pos.uci(m)
                ))
            })?;
            prop_assert_eq!(
                back.hash(),
                after.hash(),
                "{}: {} then {}: incremental hash differs from {}",
                name,
                pos.fen(),
                pos.uci(m),
                fen
            );
        }
        Ok(())
    }
}

/// Playing any legal move through `Game` and undoing it restores the position exactly.
struct PlayUndo;

impl Check for PlayUndo {
    fn check<B: Bits>(
        &self,
        name: &str,
        game: &Game<B>,
        _: &mut SplitMix64,
    ) -> Result<(), TestCaseError> {
        let before = game.position().clone();
        let mut g = game.clone();
        let over = game.outcome().is_some();
        for m in before.legal_moves() {
            if over {
                // A finished game refuses every move; play it anyway to test undo.
                prop_assert!(
                    g.play(m).is_err(),
                    "{}: {} is over but accepted {:?}",
                    name,
                    before.fen(),
                    m
                );
                g.play_unchecked(m);
            } else {
                prop_assert!(
                    g.play(m).is_ok(),
                    "{}: {} refused {:?}",
                    name,
                    before.fen(),
                    m
                );
            }
            prop_assert_eq!(g.undo(), Some(m));
            let now = g.position();
            prop_assert_eq!(
                now.fen(),
                before.fen(),
                "{}: undo of {}",
                name,
                before.uci(m)
            );
            prop_assert_eq!(now.hash(), before.hash());
            prop_assert!(
                *now == before,
                "{}: {} after {} and undo: states differ",
                name,
                before.fen(),
                before.uci(m)
            );
        }
        prop_assert_eq!(g.moves().count(), game.moves().count());
        Ok(())
    }
}

/// No legal move leaves the mover's royal piece attacked, but the one that ends the
/// game: a pass with the royal pieces facing (janggi's bikjang, allowed in check).
struct RoyalSafe;

impl Check for RoyalSafe {
    fn check<B: Bits>(
        &self,
        name: &str,
        game: &Game<B>,
        _: &mut SplitMix64,
    ) -> Result<(), TestCaseError> {
        let pos = game.position();
        let us = pos.turn();
        for m in pos.legal_moves() {
            let mut after = pos.clone();
            after.play_unchecked(m);
            let ends_facing = m.is_pass()
                && matches!(after.outcome(), Some(o) if o.reason() == EndReason::FacingRoyals);
            if let Some(royal) = after.royal_square(us).filter(|_| !ends_facing) {
                let attackers = after.attackers(royal, !us);
                prop_assert!(
                    attackers.is_empty(),
                    "{}: {} then {} leaves the royal piece attacked: {}",
                    name,
                    pos.fen(),
                    pos.uci(m),
                    after.fen()
                );
            }
        }
        Ok(())
    }
}

/// `validate` accepts exactly the legal moves: the UCI and SAN of each validate to it,
/// and sampled from/to pairs that are not legal are refused.
struct ValidateExactlyLegal;

impl Check for ValidateExactlyLegal {
    fn check<B: Bits>(
        &self,
        name: &str,
        game: &Game<B>,
        rng: &mut SplitMix64,
    ) -> Result<(), TestCaseError> {
        let pos = game.position();
        let fen = pos.fen();
        let moves = pos.legal_moves();
        if pos.outcome().is_some() {
            // A finished game refuses every move (`GameOver`), legal or not.
            for m in moves.iter().take(3) {
                prop_assert!(pos.validate(&pos.uci(*m)).is_err(), "{}: {}", name, fen);
            }
            return Ok(());
        }
        let shape = pos.shape();
        // Every text `validate` accepts as a from/to pair: the UCI of each legal move,
        // and for castling also king-takes-rook.
        let mut accepted: HashSet<String> = HashSet::new();
        for &m in &moves {
            let uci = pos.uci(m);
            let san = pos.san(m);
            prop_assert_eq!(
                pos.validate(&uci).ok(),
                Some(m),
                "{}: {}: UCI {} of a legal move",
                name,
                fen,
                uci
            );
            prop_assert_eq!(
                pos.validate(&san).ok(),
                Some(m),
                "{}: {}: SAN {} of a legal move",
                name,
                fen,
                san
            );
            accepted.insert(uci);
            if m.is_castle() {
                accepted.insert(format!(
                    "{}{}",
                    shape.square_name(m.from),
                    shape.square_name(m.to)
                ));
            }
        }
        let ours: Vec<_> = pos.pieces(pos.turn()).iter().collect();
        let squares = shape.len();
        for _ in 0..NON_LEGAL_SAMPLES {
            // Mostly from our own pieces (the interesting refusals), sometimes anywhere.
            let from = if !ours.is_empty() && rng.below(4) != 0 {
                ours[rng.below(ours.len())]
            } else {
                fers_rules::Square(rng.below(squares) as u8)
            };
            let to = fers_rules::Square(rng.below(squares) as u8);
            let text = format!("{}{}", shape.square_name(from), shape.square_name(to));
            if accepted.contains(&text) {
                continue;
            }
            prop_assert!(
                pos.validate(&text).is_err(),
                "{}: {}: validate accepted {}, which is not a legal move",
                name,
                fen,
                text
            );
        }
        Ok(())
    }
}

/// `perft(1)`, the number of legal moves and `count_legal_moves` agree; so do `perft(2)`
/// and the sum of the children's counts.
struct Counts;

impl Check for Counts {
    fn check<B: Bits>(
        &self,
        name: &str,
        game: &Game<B>,
        _: &mut SplitMix64,
    ) -> Result<(), TestCaseError> {
        let pos = game.position();
        let moves = pos.legal_moves();
        let n = moves.len() as u64;
        prop_assert_eq!(pos.perft(1), n, "{}: perft(1) at {}", name, pos.fen());
        prop_assert_eq!(
            pos.count_legal_moves(),
            n,
            "{}: count at {}",
            name,
            pos.fen()
        );
        let children: u64 = moves
            .iter()
            .map(|&m| {
                let mut after = pos.clone();
                after.play_unchecked(m);
                after.count_legal_moves()
            })
            .sum();
        prop_assert_eq!(
            pos.perft(2),
            children,
            "{}: perft(2) at {}",
            name,
            pos.fen()
        );
        Ok(())
    }
}

/// The SAN and UCI of every legal move parse back to it, and no two legal moves share
/// a UCI or a SAN text.
struct NotationRoundTrip;

impl Check for NotationRoundTrip {
    fn check<B: Bits>(
        &self,
        name: &str,
        game: &Game<B>,
        _: &mut SplitMix64,
    ) -> Result<(), TestCaseError> {
        let pos = game.position();
        let fen = pos.fen();
        let moves = pos.legal_moves();
        let mut ucis = HashSet::new();
        let mut sans = HashSet::new();
        for &m in &moves {
            let uci = pos.uci(m);
            let san = pos.san(m);
            let parsed: Result<Move, _> = pos.parse_uci(&uci);
            prop_assert_eq!(parsed.ok(), Some(m), "{}: {}: UCI {}", name, fen, uci);
            let parsed = pos.parse_san(&san);
            prop_assert_eq!(parsed.ok(), Some(m), "{}: {}: SAN {}", name, fen, san);
            prop_assert!(
                ucis.insert(uci.clone()),
                "{}: {}: two moves {}",
                name,
                fen,
                uci
            );
            prop_assert!(
                sans.insert(san.clone()),
                "{}: {}: two moves {}",
                name,
                fen,
                san
            );
        }
        Ok(())
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn fen_round_trips_with_equal_hash(choices in choices()) {
        for_every_ruleset(&choices, &FenRoundTrip)?;
    }

    #[test]
    fn incremental_hash_matches_fen_after_every_move(choices in choices()) {
        for_every_ruleset(&choices, &ChildHashes)?;
    }

    #[test]
    fn play_then_undo_restores_the_position(choices in choices()) {
        for_every_ruleset(&choices, &PlayUndo)?;
    }

    #[test]
    fn no_legal_move_leaves_the_royal_piece_attacked(choices in choices()) {
        for_every_ruleset(&choices, &RoyalSafe)?;
    }

    #[test]
    fn validate_accepts_exactly_the_legal_moves(choices in choices()) {
        for_every_ruleset(&choices, &ValidateExactlyLegal)?;
    }

    #[test]
    fn perft_and_counts_agree_with_the_move_list(choices in choices()) {
        for_every_ruleset(&choices, &Counts)?;
    }

    #[test]
    fn san_and_uci_parse_back_to_the_move(choices in choices()) {
        for_every_ruleset(&choices, &NotationRoundTrip)?;
    }
}
