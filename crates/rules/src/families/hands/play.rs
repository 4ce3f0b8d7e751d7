//! Pieces in hand when a move is made: a drop takes its piece from the hand; a capture
//! puts the captured piece in the captor's hand (as the kind it promoted from, if it had
//! promoted and the ruleset demotes), and the promoted marks follow the pieces.

use super::HandTables;
use crate::families::Compiled;
use crate::kernel::state::hand_key;
use crate::kernel::{Move, MoveKind, Piece, State};
use fers_geometry::{Bits, Square};
use fers_movement::{Color, Kind};

/// Takes a piece of `kind` from `color`'s hand and puts it on `sq` (a drop, or the
/// second part of a move). The hand count saturates at zero: the move generator, not
/// this function, decides what may be dropped.
///
/// A shogi-promoted kind (`+p`, dropped under `drop-promoted`) is taken from the hand
/// as the kind it is the promoted form of.
pub(crate) fn drop_from_hand<B: Bits>(
    t: &Compiled<B>,
    s: &mut State<B>,
    color: Color,
    kind: Kind,
    sq: Square,
) {
    if t.hands.as_ref().is_some_and(|h| h.unlimited) {
        s.put(t, sq, Piece { color, kind });
        return;
    }
    let held = t.ruleset.pieces[kind.index()].unpromoted.unwrap_or(kind);
    let count = &mut s.hands[color][held.index()];
    s.hash ^= hand_key(color, held, *count);
    *count = count.saturating_sub(1);
    s.hash ^= hand_key(color, held, *count);
    s.put(t, sq, Piece { color, kind });
}

/// After a move in a ruleset with hands: the captured piece goes to the captor's hand
/// (as the kind it promoted from, if it had promoted and the ruleset demotes), and
/// the promoted marks follow the pieces.
pub(crate) fn bookkeeping<B: Bits>(
    t: &Compiled<B>,
    h: &HandTables<B>,
    s: &mut State<B>,
    m: Move,
    taken: Option<Kind>,
    captured: Option<Square>,
) {
    let was_promoted = captured.is_some_and(|sq| s.promoted.contains(sq));
    if let Some(v) = captured {
        s.promoted = s.promoted.without(v);
    }
    if let MoveKind::Castle(_) = m.kind
        && let Some(p) = t.castling.plan(s.turn, m.from, m.to)
        && s.promoted.contains(p.rook)
    {
        // A promoted rook (crazyhouse) castles and stays promoted.
        s.promoted = s.promoted.without(p.rook).with(p.rook_to);
    }
    if h.track_promoted
        && !matches!(m.kind, MoveKind::Castle(_) | MoveKind::Drop)
        && (s.promoted.contains(m.from)
            || m.promotion.is_some_and(|k| {
                h.shogi_promoted & k.mask() == 0 && !t.ruleset.is_demotion(m.piece, k)
            }))
    {
        s.promoted = s.promoted.without(m.from).with(m.to);
    }
    if let Some(kind) = taken
        && h.to_captor
    {
        let kind = h.hand_kind(kind, was_promoted);
        let us = s.turn;
        s.add_to_hand(us, kind);
    }
}

impl<B: Bits> HandTables<B> {
    /// What a captured piece of `kind` goes to hand as: the kind it promoted from if it
    /// was marked promoted (and the ruleset demotes), the kind a shogi-promoted kind is
    /// the promoted form of, else itself.
    pub(crate) fn hand_kind(&self, kind: Kind, was_promoted: bool) -> Kind {
        if was_promoted {
            self.demoted[kind.index()]
        } else {
            self.to_hand[kind.index()]
        }
    }
}

/// The piece a capture by `m` hands over, as it enters a hand (demoted, unpromoted) in
/// its own colour: the piece a bughouse partner receives. `None` for a move that
/// captures nothing or a ruleset without hands.
pub(crate) fn captured_for_hand<B: Bits>(t: &Compiled<B>, s: &State<B>, m: Move) -> Option<Piece> {
    let h = t.hands.as_ref()?;
    let sq = s.captured_square(m)?;
    let piece = s.piece_at(sq).filter(|p| p.color != s.turn)?;
    let kind = h.hand_kind(piece.kind, s.promoted.contains(sq));
    Some(Piece { kind, ..piece })
}
