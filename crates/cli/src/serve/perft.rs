//! Perft for the page: the divide of a position, bounded three ways so that a click on
//! *Count* cannot hold the server. The depth is at most [`MAX_PERFT_DEPTH`]; before
//! counting, the size is estimated (the moves at the root to the power of the depth) and
//! refused past [`MAX_PERFT_NODES`]; while counting, the clock is read after each
//! subtree two plies down and the count stops at [`MAX_PERFT_TIME`]. The estimate alone
//! is not enough: a position with few moves can lead to positions with many (a king in
//! check with three replies, then two thousand amazon moves).

use super::error::ApiError;
use fers_rules::{Move, Position};
use std::time::{Duration, Instant};

/// The deepest perft the page may ask for.
pub const MAX_PERFT_DEPTH: u32 = 4;
/// The most leaf nodes a perft request may count (estimated before it starts).
pub const MAX_PERFT_NODES: u64 = 20_000_000;
/// How long a perft may count before it is stopped.
pub const MAX_PERFT_TIME: Duration = Duration::from_secs(10);

/// Each legal move of `pos` with the number of move paths of `depth` plies it starts,
/// as [`Position::divide`] counts them, unless the count passes `deadline`.
///
/// # Errors
/// [`ApiError::PerftTooDeep`], [`ApiError::PerftTooLarge`] (the estimate) or
/// [`ApiError::PerftTooSlow`] (the deadline passed).
pub fn divide(pos: &Position, depth: u32, deadline: Instant) -> Result<Vec<(Move, u64)>, ApiError> {
    if !(1..=MAX_PERFT_DEPTH).contains(&depth) {
        return Err(ApiError::PerftTooDeep(depth));
    }
    let estimate = pos.count_legal_moves().max(1).saturating_pow(depth);
    if estimate > MAX_PERFT_NODES {
        return Err(ApiError::PerftTooLarge(estimate));
    }
    let too_slow = || {
        if Instant::now() > deadline {
            Err(ApiError::PerftTooSlow(MAX_PERFT_TIME.as_secs()))
        } else {
            Ok(())
        }
    };
    let after = |pos: &Position, m: Move| {
        let mut next = pos.clone();
        next.play_unchecked(m);
        next
    };
    let mut divide = Vec::new();
    for m in pos.legal_moves() {
        let child = after(pos, m);
        let nodes = if depth <= 2 {
            child.perft(depth - 1)
        } else {
            let mut nodes = 0;
            for reply in child.legal_moves() {
                nodes += after(&child, reply).perft(depth - 2);
                too_slow()?;
            }
            nodes
        };
        too_slow()?;
        divide.push((m, nodes));
    }
    Ok(divide)
}

#[cfg(test)]
mod tests {
    use super::*;
    use fers_standard::{ExtendsScope, load_variant_with};

    fn start(name: &str) -> Position {
        let variant = load_variant_with(name, ExtendsScope::Folder).expect("a bundled ruleset");
        Position::start(&variant)
    }

    #[test]
    fn the_bounded_divide_is_the_engines_divide() {
        let later = Instant::now() + Duration::from_secs(600);
        for (name, depth) in [
            ("standard", 3),
            ("crazyhouse", 3),
            ("duck", 2),
            ("shogi", 3),
        ] {
            let pos = start(name);
            let written = |d: Vec<(Move, u64)>| {
                let mut d: Vec<_> = d.into_iter().map(|(m, n)| (pos.uci(m), n)).collect();
                d.sort();
                d
            };
            let ours = divide(&pos, depth, later).expect("within the bounds");
            assert_eq!(
                written(ours),
                written(pos.divide(depth)),
                "{name} at depth {depth}"
            );
        }
    }

    #[test]
    fn a_perft_past_its_deadline_stops() {
        let pos = start("standard");
        let past = Instant::now();
        assert!(matches!(
            divide(&pos, 3, past),
            Err(ApiError::PerftTooSlow(_))
        ));
        assert!(matches!(
            divide(&pos, 5, past),
            Err(ApiError::PerftTooDeep(5))
        ));
        assert!(matches!(
            divide(&start("amazons"), 3, past),
            Err(ApiError::PerftTooLarge(_))
        ));
    }
}
