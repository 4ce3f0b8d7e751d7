//! Perft: the number of move paths of a given depth, the engine's standard proof and
//! benchmark. The last ply is counted in bulk (target sets counted, never listed), and
//! a position one ply above the leaves is counted in its parent's loop.

use super::hooks::Hooks;
use super::movegen;
use super::moves::Move;
use super::state::State;
use super::targets::TYPICAL_MOVES;
use fers_geometry::Bits;

/// The largest perft depth accepted by the public API: deeper counts would not finish
/// in any reasonable time, and recursion depth stays bounded.
pub const MAX_PERFT_DEPTH: u32 = 64;

/// The number of move paths of exactly `depth` plies (at most [`MAX_PERFT_DEPTH`]) from
/// `s`, the last ply counted in bulk.
pub(crate) fn perft<B: Bits, R: Hooks<B>>(t: &R, s: &State<B>, depth: u32) -> u64 {
    let depth = depth.min(MAX_PERFT_DEPTH);
    // One move buffer per ply, allocated once: no allocation inside the recursion.
    let mut buffers: Vec<Vec<Move>> = (0..depth)
        .map(|_| Vec::with_capacity(TYPICAL_MOVES))
        .collect();
    perft_with(t, s, depth, &mut buffers)
}

fn perft_with<B: Bits, R: Hooks<B>>(
    t: &R,
    s: &State<B>,
    depth: u32,
    buffers: &mut [Vec<Move>],
) -> u64 {
    match depth {
        0 => 1,
        1 => movegen::count(t, s),
        _ => {
            let Some((moves, rest)) = buffers.split_first_mut() else {
                return 0;
            };
            moves.clear();
            movegen::generate(t, s, moves);
            // Two child states in turn: each is copied from `s` before the previous one
            // is counted, and played after, so that the copy's stores have settled
            // before `play` reads them (reading a state right after copying it waited on
            // the copy: a quarter of `play`'s time at the start position).
            let mut children = [*s, *s];
            let mut total = 0;
            for (i, &m) in moves.iter().enumerate() {
                let (this, last) = (i & 1, (i & 1) ^ 1);
                children[this].restore_from(s, t.restore);
                if i > 0 {
                    total += perft_below(t, &children[last], depth - 1, rest);
                }
                children[this].play_unhashed(t, m);
            }
            if let Some(i) = moves.len().checked_sub(1) {
                total += perft_below(t, &children[i & 1], depth - 1, rest);
            }
            total
        }
    }
}

/// [`perft_with`] of a child, `depth` plies deep: the last ply is counted in bulk right
/// here, without a call to `perft_with` for each of the most numerous positions.
#[inline(always)]
fn perft_below<B: Bits, R: Hooks<B>>(
    t: &R,
    s: &State<B>,
    depth: u32,
    buffers: &mut [Vec<Move>],
) -> u64 {
    if depth == 1 {
        movegen::count(t, s)
    } else {
        perft_with(t, s, depth, buffers)
    }
}
