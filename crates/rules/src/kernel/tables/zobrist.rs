//! [`Zobrist`] keys: deterministic (SplitMix64 from a fixed seed), so hashes are stable
//! across runs and machines.

use fers_geometry::BoardShape;

/// Zobrist keys for hashing positions.
#[derive(Debug, Clone)]
pub(crate) struct Zobrist {
    /// `pieces[(kind * 2 + color) * squares + square]`.
    pub(crate) pieces: Vec<u64>,
    /// Squares on the board: the stride of `pieces`.
    pub(crate) squares: usize,
    /// Black to move.
    pub(crate) black_to_move: u64,
    /// Per castling-rook square.
    pub(crate) castling: Vec<u64>,
    /// Per en-passant file.
    pub(crate) en_passant: Vec<u64>,
}

impl Zobrist {
    /// Keys for `kinds` piece kinds on `shape`.
    pub(crate) fn new(shape: BoardShape, kinds: usize) -> Zobrist {
        let mut state = 0x5EED_F0E5_C4E5_5000u64;
        let mut next = move || {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        Zobrist {
            pieces: (0..kinds * 2 * shape.len()).map(|_| next()).collect(),
            squares: shape.len(),
            black_to_move: next(),
            castling: (0..shape.len()).map(|_| next()).collect(),
            en_passant: (0..shape.files()).map(|_| next()).collect(),
        }
    }
}
