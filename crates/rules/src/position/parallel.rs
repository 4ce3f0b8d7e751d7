//! Perft on several threads (Cargo feature `parallel`): the root moves are shared out
//! among the workers of a Rayon thread pool, and each worker counts the subtree below
//! its move with the single-threaded perft, so the counts are exactly those of
//! [`Position::perft`] and [`Position::divide`] and memory stays one move buffer per
//! ply per worker, whatever the depth.
//!
//! ```
//! # use fers_rules::load_ruleset;
//! # use fers_rules::typed::{compile, Position};
//! # let text = include_str!("../../../../rulesets/standard.toml");
//! # let tables = compile::<u64>(load_ruleset(text, "standard.toml", &|_| None).unwrap()).unwrap();
//! let pos = Position::start(&tables);
//! assert_eq!(pos.perft_parallel(4, 2), 197_281);
//! assert_eq!(pos.divide_parallel(3, 2), pos.divide(3));
//! ```

use crate::kernel::Move;
use crate::position::Position;
use fers_geometry::Bits;
use rayon::prelude::*;

/// The most threads [`Position::perft_parallel`] uses; more are clamped to it, and
/// `fers perft --threads` refuses more. Far above the cores of any machine perft is run
/// on, and low enough that a typing slip does not ask the system for millions of threads.
pub const MAX_PERFT_THREADS: usize = 256;

impl<B: Bits> Position<B> {
    /// [`perft`](Self::perft) with the root moves shared out among `threads` threads.
    /// The count is the same; only the time differs.
    ///
    /// `threads` of 0 or 1, and depths below 2 (nothing to share), take the
    /// single-threaded path; more than [`MAX_PERFT_THREADS`] are clamped to it. Should
    /// the system refuse to start the threads, the count is made on the calling thread
    /// alone: slower, never wrong, and never a panic.
    ///
    /// ```
    /// # use fers_rules::{load_ruleset, FenMode};
    /// # use fers_rules::typed::{compile, Position};
    /// # let text = include_str!("../../../../rulesets/standard.toml");
    /// # let tables = compile::<u64>(load_ruleset(text, "standard.toml", &|_| None).unwrap()).unwrap();
    /// let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    /// let pos = Position::from_fen(&tables, kiwipete, FenMode::Strict)?;
    /// assert_eq!(pos.perft_parallel(3, 2), 97_862);
    /// # Ok::<(), fers_rules::FenError>(())
    /// ```
    pub fn perft_parallel(&self, depth: u32, threads: usize) -> u64 {
        if depth < 2 || threads <= 1 {
            return self.perft(depth);
        }
        self.divide_parallel(depth, threads)
            .iter()
            .map(|&(_, n)| n)
            .sum()
    }

    /// [`divide`](Self::divide) with the root moves shared out among `threads`
    /// threads: the same moves with the same counts, in the same order.
    ///
    /// `threads` is read as by [`perft_parallel`](Self::perft_parallel).
    pub fn divide_parallel(&self, depth: u32, threads: usize) -> Vec<(Move, u64)> {
        let pool = match threads.min(MAX_PERFT_THREADS) {
            0 | 1 => None,
            n => rayon::ThreadPoolBuilder::new().num_threads(n).build().ok(),
        };
        let Some(pool) = pool.filter(|_| depth > 0) else {
            return self.divide(depth);
        };
        let moves = self.legal_moves();
        pool.install(|| {
            moves
                .par_iter()
                // One root move per task: subtrees differ in size by 2x or more (a2a3
                // against e2e4), so coarser chunks would leave a worker idle at the end.
                .with_max_len(1)
                .map(|&m| (m, self.perft_after(m, depth)))
                .collect()
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::{FenMode, Position, Variant, load_ruleset};
    use fers_movement::Source;

    /// A bundled ruleset, with `standard` to extend.
    fn variant(name: &str, text: &str) -> Variant {
        let standard = include_str!("../../../../rulesets/standard.toml");
        let resolve = |parent: &str| {
            (parent == "standard").then(|| Source {
                name: "standard.toml".into(),
                text: standard.into(),
            })
        };
        let ruleset = load_ruleset(text, &format!("{name}.toml"), &resolve)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        Variant::new(ruleset).unwrap_or_else(|e| panic!("{name}: {e}"))
    }

    /// Checks that 2 and 3 threads count `expected` at `depth` on `fen` (the start
    /// position if `None`), as one thread does, and divide the same way in the same order.
    fn same_counts(variant: &Variant, fen: Option<&str>, depth: u32, expected: u64) {
        let pos = match fen {
            None => variant.start_position(),
            Some(fen) => Position::from_fen(variant, fen, FenMode::Strict).unwrap(),
        };
        assert_eq!(pos.perft(depth), expected, "{fen:?}");
        for threads in [2, 3] {
            assert_eq!(pos.perft_parallel(depth, threads), expected, "{fen:?}");
        }
        assert_eq!(pos.divide_parallel(depth, 2), pos.divide(depth), "{fen:?}");
    }

    fn standard() -> Variant {
        variant(
            "standard",
            include_str!("../../../../rulesets/standard.toml"),
        )
    }

    #[test]
    fn start_position_and_kiwipete() {
        let standard = standard();
        same_counts(&standard, None, 4, 197_281);
        let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        same_counts(&standard, Some(kiwipete), 3, 97_862);
    }

    #[test]
    fn crazyhouse_drops_from_hand() {
        let crazyhouse = variant(
            "crazyhouse",
            include_str!("../../../../rulesets/crazyhouse.toml"),
        );
        // Fairy-Stockfish's figures (tests/data/fairy-stockfish/perft.tsv).
        same_counts(
            &crazyhouse,
            Some("2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1"),
            3,
            88_634,
        );
        let midgame = "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1";
        same_counts(&crazyhouse, Some(midgame), 3, 58_057);
    }

    #[test]
    fn xiangqi_on_a_large_board() {
        let xiangqi = variant("xiangqi", include_str!("../../../../rulesets/xiangqi.toml"));
        assert!(xiangqi.typed::<u128>().is_some(), "90 squares: u128");
        same_counts(&xiangqi, None, 4, 3_290_240);
    }

    #[test]
    fn zero_one_or_too_many_threads_and_shallow_depths() {
        let pos = standard().start_position();
        for threads in [0, 1, usize::MAX] {
            assert_eq!(pos.perft_parallel(3, threads), 8_902, "{threads} threads");
        }
        for (depth, expected) in [(0, 1), (1, 20), (2, 400)] {
            assert_eq!(pos.perft_parallel(depth, 2), expected, "depth {depth}");
            assert_eq!(pos.divide_parallel(depth, 2), pos.divide(depth));
        }
    }
}
