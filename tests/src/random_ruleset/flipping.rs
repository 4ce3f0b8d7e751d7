//! Random flipping (issue #35): `[rules.flipping]` (`flips`), `full-board-ends`, and the
//! drop rules of placing games in `[hands]` (`drop-must`, `unlimited`), drawn from a
//! generator of their own after every older part, so that each existing seed's ruleset
//! keeps everything it had.
//!
//! What drawing them found, mended in engine and oracle alike: a castling king turned by a
//! flip took its side's rights with it in neither; a strict FEN refused the material a
//! side gains by flips, and a pawn flipped into its new side's promotion zone; makruk's
//! count ran before the flips (it runs on the board the move leaves, as in
//! Fairy-Stockfish); and an in-place promotion's new piece was judged for attacking an
//! enemy piece before its flips (it is judged on the board the move leaves).

use super::hands::HandsGen;
use super::{KindGen, chance};
use crate::SplitMix64;
use std::fmt::Write;

/// What flipping adds to a ruleset: the `[rules.flipping]` table (empty if none) and
/// whether `full-board-ends` goes into `[rules]`. Lines for `[hands]` are added to
/// `hands`' table. Flipping is drawn only without royal kinds (a royal piece may not
/// change sides).
pub(crate) struct FlippingGen {
    pub table: String,
    pub full_board_ends: bool,
}

/// Flipping for about a third of the rulesets of `seed` that have no royal kind, and
/// drop rules for about a quarter of those with hands.
pub(crate) fn random_flipping(
    seed: u64,
    kinds: &[KindGen],
    hands: Option<&mut HandsGen>,
) -> FlippingGen {
    let mut rng = SplitMix64(seed ^ 0x464c_4950_0000_0035);
    let royal = kinds.iter().any(|k| k.royal);
    let mut table = String::new();
    if !royal && chance(&mut rng, 35) {
        let flips = if chance(&mut rng, 50) {
            "enclosed"
        } else {
            "adjacent"
        };
        let _ = write!(table, "\n[rules.flipping]\nflips = \"{flips}\"\n");
    }
    let full_board_ends = chance(&mut rng, 15);
    if let Some(h) = hands {
        let drops = !h.table.contains("drops = false");
        if drops && chance(&mut rng, 25) {
            let must = if chance(&mut rng, 50) {
                "enclose"
            } else {
                "touch"
            };
            let _ = writeln!(h.table, "drop-must = \"{must}\"");
        }
        // An unlimited hand takes no captured piece and starts with no pocket.
        if drops
            && !royal
            && h.pocket.is_empty()
            && h.royal_in_hand.is_empty()
            && !h.table.contains("captor")
            && chance(&mut rng, 20)
        {
            h.table.push_str("unlimited = true\n");
        }
    }
    FlippingGen {
        table,
        full_board_ends,
    }
}
