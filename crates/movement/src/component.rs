//! [`Component`]: one atom of a piece's movement, the checked form that both the
//! structured TOML and Betza notation produce.

use fers_geometry::Offset;

/// How a component travels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Motion {
    /// One jump by any of the offsets, over whatever stands between (knight, king step).
    Leap,
    /// Repeated steps by one offset until blocked or, with a range, for at most that many
    /// steps (rook, bishop, nightrider; `range = 1` is a leap that counts as a slide).
    Slide {
        /// Most steps, or unlimited.
        range: Option<u8>,
    },
    /// Along a line, over exactly one piece (the screen), to a square beyond it
    /// (Betza `g` grasshopper, `p` cannon).
    Hop {
        /// Where beyond the screen it may land.
        landing: Landing,
    },
}

/// Where a hop lands beyond its screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Landing {
    /// On the square just beyond the screen (the grasshopper).
    JustBeyond,
    /// On any square beyond the screen up to the next piece (the xiangqi cannon).
    AnyBeyond,
}

/// Whether a component may move to an empty square, capture, or both.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Mode {
    /// Move or capture (the default).
    #[default]
    Both,
    /// Only onto an empty square (a pawn's push).
    Move,
    /// Only onto an enemy piece (a pawn's diagonal capture).
    Capture,
}

impl Mode {
    /// Whether the component may land on an empty square.
    pub fn moves(self) -> bool {
        matches!(self, Mode::Both | Mode::Move)
    }
    /// Whether the component may capture.
    pub fn captures(self) -> bool {
        matches!(self, Mode::Both | Mode::Capture)
    }
}

/// One atom of movement: a set of offsets with how they travel and when they apply.
///
/// Offsets are seen from white's side: `rank > 0` is forward. For black every offset is
/// flipped, so "forward for white is forward for black".
///
/// ```
/// use fers_movement::{Component, Mode, Motion};
/// use fers_geometry::Offset;
/// // A pawn's push: one step forward, never a capture.
/// let push = Component::leap(vec![Offset::new(0, 1)]).with_mode(Mode::Move);
/// assert_eq!(push.motion, Motion::Leap);
/// assert!(!push.mode.captures());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Component {
    /// How it travels.
    pub motion: Motion,
    /// The steps, white's point of view.
    pub offsets: Vec<Offset>,
    /// Move, capture or both.
    pub mode: Mode,
    /// Only from the piece's initial region (a pawn's double step).
    pub initial: bool,
    /// Only from squares on these ranks (0-based, counted from the mover's side): a
    /// pawn's backward step that may not reach its first rank.
    pub from_ranks: Option<Vec<u8>>,
    /// For a leap: blocked by a piece on the squares it passes (Betza `n`): along the line
    /// for straight leaps, the orthogonal first step for knight-shaped ones (xiangqi horse).
    pub lame: bool,
    /// For a capturing component: may capture en passant.
    pub en_passant: bool,
    /// For a moving component: the squares it passes over become en-passant targets.
    pub sets_en_passant: bool,
    /// How black's offsets follow from white's: `false` mirrors them across the middle
    /// rank (rank negated: "right" stays towards the h-file), `true` turns them half a
    /// turn (both negated: "right" is the piece's own right), as Fairy-Stockfish reads
    /// Betza `l`/`r`. The two agree for any left-right symmetric set of offsets; Betza
    /// sets this only for chiral ones (legan's pawns, tori shogi's quails).
    pub rotates: bool,
    /// A region (an index into [`Ruleset::regions`](crate::Ruleset::regions)) the
    /// component is used only from and lands only in (`within`: the janggi palace's
    /// diagonal lines).
    pub within: Option<usize>,
    /// Only while the piece has not moved (`first-move`: the cambodian king's leap and
    /// met's double step). The right is kept per square in the position, written as a
    /// file letter in the FEN's castling field; always a non-capturing component.
    pub first_move: bool,
    /// Not while the mover's side is in check (`not-in-check`: the cambodian king's
    /// leap).
    pub not_in_check: bool,
}

impl Component {
    /// A plain leap by `offsets`, moving or capturing.
    pub fn leap(offsets: Vec<Offset>) -> Component {
        Component {
            motion: Motion::Leap,
            offsets,
            mode: Mode::Both,
            initial: false,
            from_ranks: None,
            lame: false,
            en_passant: false,
            sets_en_passant: false,
            rotates: false,
            within: None,
            first_move: false,
            not_in_check: false,
        }
    }

    /// A slide (rider) along `offsets`, unlimited unless `range` is given.
    pub fn slide(offsets: Vec<Offset>, range: Option<u8>) -> Component {
        Component {
            motion: Motion::Slide { range },
            ..Component::leap(offsets)
        }
    }

    /// Whether the component may be used from any square (it is neither `initial` nor
    /// limited to `from_ranks` or to a region it is `within`).
    pub fn starts_anywhere(&self) -> bool {
        !self.initial
            && self.from_ranks.is_none()
            && self.within.is_none()
            && !self.first_move
            && !self.not_in_check
    }

    /// The offsets as seen by `color`: white's as written; black's mirrored across the
    /// middle rank, or turned half a turn when the component [`rotates`](Self::rotates).
    ///
    /// ```
    /// use fers_movement::{Color, Component};
    /// use fers_geometry::Offset;
    /// // A step forward and to the right (white's h-side).
    /// let mut c = Component::leap(vec![Offset::new(1, 1)]);
    /// assert_eq!(c.offsets_for(Color::Black), [Offset::new(1, -1)]);
    /// c.rotates = true;
    /// assert_eq!(c.offsets_for(Color::Black), [Offset::new(-1, -1)]);
    /// ```
    pub fn offsets_for(&self, color: crate::Color) -> Vec<Offset> {
        self.offsets
            .iter()
            .map(|&o| match (color, self.rotates) {
                (crate::Color::White, _) => o,
                (crate::Color::Black, false) => o.flipped(),
                (crate::Color::Black, true) => o.reversed(),
            })
            .collect()
    }

    /// Whether the offsets are the same set after negating every file (left-right
    /// symmetric): then mirroring and turning give black the same moves.
    pub fn is_file_symmetric(&self) -> bool {
        self.offsets.iter().all(|o| {
            self.offsets
                .contains(&fers_geometry::Offset::new(-o.file, o.rank))
        })
    }

    /// The same component with another mode.
    pub fn with_mode(mut self, mode: Mode) -> Component {
        self.mode = mode;
        self
    }
}
