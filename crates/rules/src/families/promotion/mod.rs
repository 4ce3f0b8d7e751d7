//! Promotion: a piece reaching its zone becomes another kind (a chosen queen, a shogi
//! piece's promoted form, a demotion back), within the limits the ruleset sets; in
//! sittuyin a piece promotes in place, by a move of its own.
//!
//! | File | Holds |
//! |------|-------|
//! | `compile.rs` | [`PromotionTables`]: limits, start counts, in-place kinds |
//! | `mod.rs` | the choices a piece has now ([`choices`]) |
//! | `in_place.rs` | in-place promotions: generated, judged, made |
//! | `explain.rs` | why an in-place promotion is refused |
//!
//! Promotion zones are compiled with the pieces' moves (`kernel/tables/pieces.rs`), the
//! UCI suffixes are notation's (`notation/write.rs`), and why an ordinary promotion is
//! refused is told with the pieces' moves (`validate/uci.rs`).

mod compile;
mod explain;
pub(crate) mod in_place;

pub(crate) use compile::{PromotionTables, compile};

use crate::families::Compiled;
use crate::kernel::State;
use fers_geometry::Bits;
use fers_movement::{Kind, MAX_KINDS};

/// The kinds a piece of `kind` may promote to now: all its choices, or under a
/// "captured" limit only those its side has fewer of than at the start.
#[inline]
pub(crate) fn choices<'a, B: Bits>(
    t: &'a Compiled<B>,
    s: &State<B>,
    kind: Kind,
    buf: &'a mut [Kind; MAX_KINDS],
) -> &'a [Kind] {
    let Some(p) = &t.ruleset.pieces[kind.index()].promotion else {
        return &[];
    };
    let us = s.turn;
    if !p.only_captured && !t.promotion.limits {
        return p.choices(us);
    }
    let mut n = 0;
    for &c in p.choices(us) {
        let have = (s.by_kind[c.index()] & s.by_color[us]).count();
        let lost = !p.only_captured || have < t.promotion.start_counts[us][c.index()];
        let room = t.ruleset.pieces[c.index()]
            .promotion_limit
            .is_none_or(|most| have < most);
        if lost && room {
            buf[n] = c;
            n += 1;
        }
    }
    &buf[..n]
}
