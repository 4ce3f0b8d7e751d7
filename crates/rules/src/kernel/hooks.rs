//! The contract between the kernel and the rule families.
//!
//! A family declares in its compile step what it [`Needs`] of the kernel (a path of
//! move generation, an effect when a move is made, a whole state restored in perft…);
//! the registry (`families/registry.rs`) ORs every family's needs into the kernel's
//! tables, so no path flag is written by hand. Where the kernel reaches a point at which
//! a family may act, it calls a method of [`Hooks`], which the compiled ruleset
//! implements by asking its families in an order stated once, in the registry.
//!
//! The hooks are resolved statically: the kernel is generic over the one type that
//! implements them, so a hook costs what the call it replaced cost.

use super::moves::{Move, Second};
use super::sink::Sink;
use super::state::State;
use super::tables::Kernel;
use fers_geometry::{Bits, Square, SquareSet};
use fers_movement::{Color, Kind, MAX_KINDS};
use std::ops::Deref;

/// Where the rule families act inside the kernel. Implemented once, by the compiled
/// ruleset (`families::Compiled`), which asks each family in a fixed order; the kernel
/// reaches its own tables through `Deref`.
pub(crate) trait Hooks<B: Bits>: Deref<Target = Kernel<B>> + Sized {
    // --- Move generation ---

    /// Every legal move into `sink` when the ruleset has goals or obligations
    /// ([`Needs::goal_path`]): none once a goal has ended the game.
    fn goal_moves<S: Sink<B>>(&self, s: &State<B>, sink: &mut S);

    /// The pieces' moves with the forms a family adds to them ([`Needs::wrapped_moves`]).
    fn wrapped_moves<S: Sink<B>>(&self, s: &State<B>, sink: &mut S);

    /// Moves besides the pieces' own and drops ([`Needs::extra_moves`]).
    fn extra_moves<S: Sink<B>>(&self, s: &State<B>, sink: &mut S);

    /// The legal castling moves of the king on `king`, not in check; `steps` are the
    /// squares its own moves were tested on and those found safe.
    fn castling_moves<S: Sink<B>>(
        &self,
        s: &State<B>,
        king: Square,
        steps: (SquareSet<B>, SquareSet<B>),
        sink: &mut S,
    );

    /// The legal castling moves on the exact path: of every piece of the castling
    /// king's kind, each kept only if none of the side's `royals` is then attacked.
    fn castling_moves_exact<S: Sink<B>>(&self, s: &State<B>, royals: SquareSet<B>, sink: &mut S);

    /// The legal drops ([`Needs::drops`]) onto `mask` (the check mask) of a side whose
    /// royal pieces are `royals`; with `test`, each made and kept only if no royal piece
    /// is attacked.
    fn drops<S: Sink<B>>(
        &self,
        s: &State<B>,
        mask: SquareSet<B>,
        royals: SquareSet<B>,
        test: bool,
        sink: &mut S,
    );

    /// The legal en-passant captures of a side whose royal pieces are `royals`.
    fn en_passant<S: Sink<B>>(&self, s: &State<B>, royals: SquareSet<B>, sink: &mut S);

    /// The kinds a piece of `kind` may promote to now.
    fn promotion_choices<'a>(
        &'a self,
        s: &State<B>,
        kind: Kind,
        buf: &'a mut [Kind; MAX_KINDS],
    ) -> &'a [Kind];

    /// Every enemy piece giving check to `color`: attacking one of its royal pieces, or
    /// a piece whose loss would lose the game.
    fn checkers(&self, s: &State<B>, color: Color) -> SquareSet<B>;

    // --- Making a move ---

    /// Moves the king and the rook of the castling move `m`.
    fn castle<const HASH: bool>(&self, s: &mut State<B>, m: Move);

    /// Puts a piece of `kind` from `color`'s hand on `sq`.
    fn drop_piece(&self, s: &mut State<B>, color: Color, kind: Kind, sq: Square);

    /// The castling rights the drop `m` gains.
    fn rights_by_drop(&self, s: &State<B>, m: Move) -> SquareSet<B>;

    /// The second part of a move: a wall placed, a piece gated.
    fn place_second(&self, s: &mut State<B>, color: Color, p: Second);

    /// What a move does beyond moving pieces ([`Needs::make_effects`]), after its
    /// pieces moved: `taken` is the kind captured on `captured`.
    fn make_effects(
        &self,
        s: &mut State<B>,
        m: Move,
        taken: Option<Kind>,
        captured: Option<Square>,
    );

    /// Takes away the castling rights `m` ends.
    fn update_castling_rights(
        &self,
        s: &mut State<B>,
        m: Move,
        taken: Option<Kind>,
        captured: Option<Square>,
    );

    /// After `m` (no capture, no promotion): the en-passant target it sets, if any.
    fn set_en_passant(&self, s: &mut State<B>, m: Move);

    /// Whether the side to move has a legal en-passant capture (for the hash and FEN).
    fn en_passant_legal(&self, s: &State<B>) -> bool;

    /// After `us` moved, in a ruleset that watches checks ([`Needs::watch_checks`]).
    fn note_check(&self, s: &mut State<B>, us: Color);

    // --- Notation ---

    /// The square UCI names as the destination of the castling move `m` (the king's
    /// destination, or its rook's square).
    fn castling_uci_target(&self, s: &State<B>, m: Move) -> Square;
}
