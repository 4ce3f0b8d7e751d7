//! The registry: every family compiled beside the kernel into one [`Compiled`] ruleset,
//! the needs they declare combined, and the kernel's hooks answered by asking the
//! families in an order stated here, once.
//!
//! Adding a family: compile it in [`compile`] (its tables become a field of
//! [`Compiled`], its [`Needs`] are ORed in), and answer the hooks where it acts in the
//! `impl Hooks for Compiled` below. Nothing else chooses an engine path.

use super::{
    castling, counting, en_passant, explosion, facing, first_move, flipping, gating, goals, hands,
    pass, promotion, royalty, walls,
};
use crate::kernel::{CompileError, Hooks, Kernel, Move, Needs, Second, Sink, State};
use fers_geometry::{Bits, Square, SquareSet};
use fers_movement::{Color, Kind, MAX_KINDS, Ruleset};
use std::ops::Deref;

/// A ruleset compiled for one board shape and storage width `B`: the kernel's tables and
/// each family's, the paths they need, and the checked start position. Opaque: made only
/// by [`crate::typed::compile`] (or `Rules::new`), shared by every position of the
/// ruleset through an `Arc`.
///
/// ```
/// # use fers_rules::{load_ruleset, BoardShape};
/// # use fers_rules::typed::compile;
/// # let text = include_str!("../../../../rulesets/standard.toml");
/// let tables = compile::<u64>(load_ruleset(text, "standard.toml", &|_| None).unwrap()).unwrap();
/// assert_eq!(tables.ruleset().name, "standard");
/// assert_eq!(tables.shape(), BoardShape::STANDARD);
/// ```
#[derive(Clone)]
pub struct Compiled<B: Bits> {
    /// What every ruleset runs.
    pub(crate) kernel: Kernel<B>,
    /// The start position, parsed and checked once by [`crate::typed::compile`] (empty until
    /// then).
    pub(crate) start: State<B>,
    /// `[castling]`.
    pub(crate) castling: castling::CastlingTables<B>,
    /// En passant: who may capture so, and from where.
    pub(crate) en_passant: en_passant::EnPassantTables<B>,
    /// Promotion limits and in-place promotion.
    pub(crate) promotion: promotion::PromotionTables,
    /// Pieces in hand and drops, if the ruleset has them.
    pub(crate) hands: Option<hands::HandTables<B>>,
    /// Whether pieces in hand may be gated (`[hands] gating`, S-chess).
    pub(crate) gating: bool,
    /// Walls (`[rules.walls]`), if the ruleset has them.
    pub(crate) walls: Option<walls::WallTables<B>>,
    /// Captures that explode (`[rules.explosion]`).
    pub(crate) explosion: Option<explosion::Blast<B>>,
    /// Pseudo-royal pieces and mutual immunity.
    pub(crate) royalty: royalty::RoyaltyTables,
    /// Royal pieces facing each other: the flying general, bikjang.
    pub(crate) facing: facing::FacingTables,
    /// Goals beyond checkmate and the move obligations.
    pub(crate) goals: goals::Goals<B>,
    /// Makruk's counting rules.
    pub(crate) counting: counting::CountingTables,
    /// First-move rights.
    pub(crate) first_move: first_move::FirstMoveTables,
    /// Whether a side may pass (`pass = true`).
    pub(crate) pass: bool,
    /// Pieces that change colour when a piece lands (`[rules.flipping]`), and the lines
    /// of `drop-must`.
    pub(crate) flipping: Option<flipping::FlipTables<B>>,
}

/// The kernel's tables, for the kernel and the families (the type cannot be named
/// outside the crate: `Compiled` is opaque).
#[doc(hidden)]
impl<B: Bits> Deref for Compiled<B> {
    type Target = Kernel<B>;
    #[inline(always)]
    fn deref(&self) -> &Kernel<B> {
        &self.kernel
    }
}

/// The ruleset's name and the board: `Compiled { ruleset: "standard", shape: 8×8 }` (the
/// tables themselves are thousands of numbers that say nothing to a reader).
impl<B: Bits> std::fmt::Debug for Compiled<B> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Compiled")
            .field("ruleset", &self.ruleset.name)
            .field(
                "shape",
                &format_args!("{}×{}", self.shape.files(), self.shape.ranks()),
            )
            .finish()
    }
}

impl<B: Bits> Compiled<B> {
    /// The checked ruleset these tables were compiled from.
    pub fn ruleset(&self) -> &Ruleset {
        &self.kernel.ruleset
    }

    /// The board shape (files × ranks).
    pub fn shape(&self) -> fers_geometry::BoardShape {
        self.kernel.shape
    }
}

/// Compiles `ruleset`: the kernel, then each family, each declaring what it needs; the
/// start position is left empty for [`crate::typed::compile`] to parse and check.
///
/// # Errors
/// If the board has more squares than `B` holds.
pub(crate) fn compile<B: Bits>(ruleset: Ruleset) -> Result<Compiled<B>, CompileError> {
    // Facing royals add lines of attack to the kernel's tables.
    let facing = facing::compile(&ruleset);
    let mut kernel = Kernel::<B>::compile(ruleset, &facing.tables.lines)?;
    let castling = castling::compile(&kernel);
    let en_passant = en_passant::compile(&kernel);
    let promotion = promotion::compile(&kernel);
    let hands = hands::compile(&kernel);
    let gating = gating::compile(&kernel);
    let walls = walls::compile(&kernel);
    let explosion = explosion::compile(&kernel);
    let royalty = royalty::compile(&kernel);
    let goals = goals::compile(&kernel);
    let counting = counting::compile(&kernel);
    let first_move = first_move::compile(&kernel);
    let pass = pass::compile(&kernel);
    let flipping = flipping::compile(&kernel);
    let needs = kernel.own_needs()
        | facing.needs
        | castling.needs
        | en_passant.needs
        | promotion.needs
        | hands.needs
        | gating.needs
        | walls.needs
        | explosion.needs
        | royalty.needs
        | goals.needs
        | counting.needs
        | first_move.needs
        | pass.needs
        | flipping.needs;
    kernel.set_needs(needs);
    if first_move.tables.any {
        // First-move rights live in the castling set, unhashed, as Fairy-Stockfish does
        // not hash its gates.
        kernel.zobrist.castling.fill(0);
    }
    Ok(Compiled {
        kernel,
        start: State::empty(),
        castling: castling.tables,
        en_passant: en_passant.tables,
        promotion: promotion.tables,
        hands: hands.tables,
        gating: gating.tables,
        walls: walls.tables,
        explosion: explosion.tables,
        royalty: royalty.tables,
        facing: facing.tables,
        goals: goals.tables,
        counting: counting.tables,
        first_move: first_move.tables,
        pass: pass.tables,
        flipping: flipping.tables,
    })
}

/// The kernel's hooks, answered by the families. Where several families act at one
/// hook, the order here is the order they act in.
impl<B: Bits> Hooks<B> for Compiled<B> {
    #[inline(always)]
    fn goal_moves<S: Sink<B>>(&self, s: &State<B>, sink: &mut S) {
        goals::generate::generate(self, s, sink);
    }

    #[inline(always)]
    fn wrapped_moves<S: Sink<B>>(&self, s: &State<B>, sink: &mut S) {
        gating::generate::generate(self, s, sink);
    }

    /// A pass, then in-place promotions.
    #[inline(always)]
    fn extra_moves<S: Sink<B>>(&self, s: &State<B>, sink: &mut S) {
        pass::generate::generate(self, s, sink);
        promotion::in_place::generate(self, s, sink);
    }

    #[inline(always)]
    fn castling_moves<S: Sink<B>>(
        &self,
        s: &State<B>,
        king: Square,
        steps: (SquareSet<B>, SquareSet<B>),
        sink: &mut S,
    ) {
        castling::generate::generate(self, s, king, steps, sink);
    }

    #[inline]
    fn castling_moves_exact<S: Sink<B>>(&self, s: &State<B>, royals: SquareSet<B>, sink: &mut S) {
        castling::generate::generate_exact(self, s, royals, sink);
    }

    #[inline(always)]
    fn drops<S: Sink<B>>(
        &self,
        s: &State<B>,
        mask: SquareSet<B>,
        royals: SquareSet<B>,
        test: bool,
        sink: &mut S,
    ) {
        hands::drops::generate(self, s, mask, royals, test, sink);
    }

    #[inline(always)]
    fn en_passant<S: Sink<B>>(&self, s: &State<B>, royals: SquareSet<B>, sink: &mut S) {
        en_passant::generate::en_passant(self, s, royals, sink);
    }

    #[inline]
    fn promotion_choices<'a>(
        &'a self,
        s: &State<B>,
        kind: Kind,
        buf: &'a mut [Kind; MAX_KINDS],
    ) -> &'a [Kind] {
        promotion::choices(self, s, kind, buf)
    }

    #[inline]
    fn checkers(&self, s: &State<B>, color: Color) -> SquareSet<B> {
        royalty::checkers(self, s, color)
    }

    #[inline(always)]
    fn castle<const HASH: bool>(&self, s: &mut State<B>, m: Move) {
        castling::play::castle::<B, HASH>(self, s, m);
    }

    fn drop_piece(&self, s: &mut State<B>, color: Color, kind: Kind, sq: Square) {
        hands::play::drop_from_hand(self, s, color, kind, sq);
    }

    #[inline(always)]
    fn rights_by_drop(&self, s: &State<B>, m: Move) -> SquareSet<B> {
        castling::play::rights_by_drop(self, s, m)
    }

    /// A piece gated from the hand, or a wall placed. Out of line and cold: most moves
    /// have no second part.
    #[cold]
    #[inline(never)]
    fn place_second(&self, s: &mut State<B>, color: Color, p: Second) {
        match p {
            Second::Wall(square) => walls::play::place(self, s, square),
            Second::Gate { kind, square } => {
                hands::play::drop_from_hand(self, s, color, kind, square);
            }
        }
    }

    /// In this order: an in-place promotion puts its piece back as its new kind (and
    /// is no capture for what follows); the captured piece goes to hand and the
    /// promoted marks follow the pieces; gates close; first-move rights aimed at are
    /// lost; a capturing piece turns to stone; a capture explodes, taking the castling
    /// rights of the squares it empties; the pieces the landing encloses or touches flip
    /// (`[rules.flipping]`); makruk's count goes on, on the board all that leaves. Out of line and
    /// cold, so that the common path pays one test for all of them.
    #[cold]
    #[inline(never)]
    fn make_effects(
        &self,
        s: &mut State<B>,
        m: Move,
        taken: Option<Kind>,
        captured: Option<Square>,
    ) {
        let (taken, captured) = if promotion::in_place::is_in_place(m) {
            promotion::in_place::promote(self, s, m);
            (None, None)
        } else {
            (taken, captured)
        };
        if let Some(h) = &self.hands {
            hands::play::bookkeeping(self, h, s, m, taken, captured);
            if h.gating {
                gating::play::close_gates(h, s, m, captured);
            }
        }
        first_move::play::aim(self, s, m);
        if let Some(w) = &self.walls
            && captured.is_some()
        {
            walls::play::petrify(self, w, s, m.piece, m.to);
        }
        if captured.is_some() {
            explosion::play::explode_capture(self, s, m.to);
        }
        flipping::play::flip(self, s, m);
        // Counted on the board the move leaves, after explosions, stones and flips, as
        // Fairy-Stockfish counts.
        counting::honour::count(self, s, taken, m.promotion.is_some());
    }

    #[inline]
    fn update_castling_rights(
        &self,
        s: &mut State<B>,
        m: Move,
        taken: Option<Kind>,
        captured: Option<Square>,
    ) {
        castling::play::update_rights(self, s, m, taken, captured);
    }

    #[inline(always)]
    fn set_en_passant(&self, s: &mut State<B>, m: Move) {
        en_passant::play::set(self, s, m);
    }

    fn en_passant_legal(&self, s: &State<B>) -> bool {
        en_passant::generate::has_legal(self, s)
    }

    #[inline(never)]
    fn note_check(&self, s: &mut State<B>, us: Color) {
        goals::checks::note_check(self, s, us);
    }

    fn castling_uci_target(&self, s: &State<B>, m: Move) -> Square {
        castling::text::uci_target(self, s, m)
    }
}

/// The needs of a family that, when `on`, acts at the named points.
pub(crate) fn needs_if(on: bool, needs: Needs) -> Needs {
    if on { needs } else { Needs::default() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::perft::perft;
    use crate::testing::{compiled, ruleset};

    /// The needs of `name`'s families, as the registry combines them.
    fn needs(name: &str) -> Needs {
        compiled::<u128>(name).needs
    }

    #[test]
    fn fide_chess_needs_no_path_beyond_the_plain_one() {
        assert_eq!(needs("standard"), Needs::default());
        assert_eq!(needs("chess960"), Needs::default());
    }

    #[test]
    fn each_family_declares_the_paths_it_takes() {
        let n = needs("crazyhouse");
        assert!(n.drops && n.make_effects && !n.goal_path && !n.general);
        let n = needs("atomic");
        assert!(n.make_effects && n.goal_path && n.filtered && !n.drops);
        let n = needs("xiangqi");
        assert!(n.general && n.unclassical_checks && !n.goal_path);
        let n = needs("3check");
        assert!(n.goal_path && n.watch_checks && !n.filtered && !n.make_effects);
        let n = needs("antichess");
        assert!(n.goal_path && !n.filtered);
        let n = needs("seirawan");
        assert!(n.general && n.wrapped_moves && n.drops && n.make_effects);
        let n = needs("duck");
        assert!(n.make_effects && n.goal_path);
        let n = needs("janggi");
        assert!(n.general && n.extra_moves && n.goal_path && n.filtered);
        let n = needs("sittuyin");
        assert!(n.extra_moves && n.make_effects);
        let n = needs("makruk");
        assert!(n.make_effects && !n.goal_path);
        let n = needs("ataxx");
        assert!(n.make_effects && n.drops && n.goal_path && !n.general);
    }

    /// A need a family declares is load-bearing: compiled without it, the ruleset's
    /// move counts change (so the random-ruleset comparison with the oracle, which
    /// draws every family, would catch a family that forgot to declare it).
    #[test]
    fn a_forgotten_need_changes_the_moves() {
        /// A ruleset, a position of it, and the need to forget.
        type Case = (&'static str, &'static str, fn(&mut Needs));
        let cases: [Case; 7] = [
            (
                "crazyhouse",
                "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[Pp] w KQkq - 0 4",
                |n| n.drops = false,
            ),
            (
                "atomic",
                "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
                |n| n.goal_path = false,
            ),
            (
                "xiangqi",
                "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
                |n| n.general = false,
            ),
            (
                "antichess",
                "rnbqkbnr/pppp1ppp/8/4p3/3P4/8/PPP1PPPP/RNBQKBNR w - - 0 2",
                |n| n.goal_path = false,
            ),
            (
                "seirawan",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1",
                |n| n.wrapped_moves = false,
            ),
            (
                "janggi",
                "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
                |n| n.extra_moves = false,
            ),
            ("ataxx", "7/7/2ppp2/2pPp2/2ppp2/7/P6 w - - 0 1", |n| {
                n.make_effects = false
            }),
        ];
        for (name, fen, forget) in cases {
            let t = compiled::<u128>(name);
            let s = crate::testing::state(&*t, fen);
            let mut broken = (*t).clone();
            let mut n = broken.needs;
            forget(&mut n);
            broken.kernel.set_needs(n);
            assert_ne!(
                perft(&*t, &s, 2),
                perft(&broken, &s, 2),
                "{name}: forgetting a need left perft(2) unchanged"
            );
        }
        // The ruleset loads: the helper itself is sound.
        assert_eq!(ruleset("standard").name, "standard");
    }
}
