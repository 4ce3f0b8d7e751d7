//! [`Kind`]: a piece kind, as an index into its ruleset's declarations.

#[cfg(doc)]
use crate::Ruleset;
#[cfg(doc)]
use fers_geometry::Square;

/// A piece kind of a ruleset: the index of its declaration in [`Ruleset::pieces`].
///
/// A kind means something only together with its ruleset, as a [`Square`] does with its
/// board: ask the ruleset for its name and letters ([`Ruleset::piece`]), or a position
/// for a piece's (`Position::piece_name` in `fers-rules`).
///
/// The field is public so that engines can make kinds from indices in their hot loops,
/// and any `u8` makes a `Kind`: one made by hand may name no piece of a given ruleset
/// (`Kind(40)`, or `Kind(5)` in a ruleset of five kinds). Take kinds from the ruleset
/// ([`Ruleset::kinds`], [`Ruleset::kind_by_name`], [`Ruleset::kind_by_letter`]), or
/// check one with [`Ruleset::get_piece`], which answers `None` where
/// [`Ruleset::piece`] would panic.
///
/// ```
/// use fers_movement::{load, Kind, Source};
/// let text = "name = \"tiny\"\n[board]\nfiles = 3\nranks = 3\nstart = \"k2/3/2K w - - 0 1\"\n\
///             [pieces.king]\nletter = \"k\"\nbetza = \"K\"\nroyal = true\n";
/// let ruleset = load(Source { name: "tiny.toml".into(), text: text.into() }, &|_| None).unwrap();
/// let king = ruleset.kind_by_letter('k').unwrap();
/// assert_eq!(king, Kind(0));
/// assert_eq!(ruleset.piece(king).name, "king");
/// // A kind made by hand may be out of range: ask before indexing.
/// assert_eq!(ruleset.get_piece(Kind(1)), None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Kind(pub u8);

impl Kind {
    /// The index into [`Ruleset::pieces`].
    #[inline(always)]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// This kind's bit in a set of kinds held as a `u32` mask (a ruleset has at most
    /// [`MAX_KINDS`] = 32 kinds).
    #[inline(always)]
    pub const fn mask(self) -> u32 {
        1 << self.0
    }
}

impl core::fmt::Display for Kind {
    /// The index, as `kind 3`: a kind's name needs its ruleset ([`Ruleset::piece`]).
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "kind {}", self.0)
    }
}

/// The most piece kinds one ruleset may declare.
pub const MAX_KINDS: usize = 32;
