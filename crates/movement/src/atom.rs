//! The named atoms of piece movement: one table that both the structured form
//! (`leap = "knight"`) and Betza notation (`N`) read.
//!
//! An atom is a set of base steps, each taken with all eight of its symmetric images: the
//! knight's `(2, 1)` gives the eight knight moves. Steps are written `(long, short)`, the
//! longer leg first, as Betza tables list them.
//!
//! ```text
//!  . . . . .     knight (2, 1): N
//!  . x . x .
//!  x . . . x
//!  . . N . .
//!  x . . . x
//!  . x . x .
//! ```

use fers_geometry::Offset;

/// One named atom.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Atom {
    /// Names in the structured form, the first the usual one (`"wazir"`, `"orthogonal"`).
    pub names: &'static [&'static str],
    /// The Betza letter, if the atom has one (the giraffe has none).
    pub letter: Option<char>,
    /// Base steps as `(long, short)`; each stands for its eight symmetric images.
    pub steps: &'static [(i8, i8)],
}

impl Atom {
    /// Every offset of the atom: all symmetric images of every base step, sorted.
    pub fn offsets(&self) -> Vec<Offset> {
        let mut out: Vec<Offset> = self
            .steps
            .iter()
            .flat_map(|&(long, short)| Offset::all_symmetries(long, short))
            .collect();
        out.sort();
        out.dedup();
        out
    }
}

/// Every named atom, in the order hints and the Betza printer try them (simplest first,
/// so that one orthogonal step prints as `fW`, not `fK`).
pub(crate) const ATOMS: &[Atom] = &[
    atom(&["wazir", "orthogonal"], Some('W'), &[(1, 0)]),
    atom(&["ferz", "diagonal"], Some('F'), &[(1, 1)]),
    atom(&["king", "all"], Some('K'), &[(1, 0), (1, 1)]),
    atom(&["dabbaba"], Some('D'), &[(2, 0)]),
    atom(&["knight"], Some('N'), &[(2, 1)]),
    atom(&["alfil"], Some('A'), &[(2, 2)]),
    atom(&["threeleaper"], Some('H'), &[(3, 0)]),
    atom(&["camel"], Some('C'), &[(3, 1)]),
    atom(&["zebra"], Some('Z'), &[(3, 2)]),
    atom(&["tripper"], Some('G'), &[(3, 3)]),
    atom(&["giraffe"], None, &[(4, 1)]),
];

/// Betza riders: a letter that stands for an atom ridden without limit (`R` = `WW`).
pub(crate) const RIDERS: &[(char, char)] = &[('R', 'W'), ('B', 'F'), ('Q', 'K')];

const fn atom(
    names: &'static [&'static str],
    letter: Option<char>,
    steps: &'static [(i8, i8)],
) -> Atom {
    Atom {
        names,
        letter,
        steps,
    }
}

/// The atom called `name` in the structured form.
pub(crate) fn by_name(name: &str) -> Option<&'static Atom> {
    ATOMS.iter().find(|a| a.names.contains(&name))
}

/// Every structured-form name, in table order (for "did you mean" hints).
pub(crate) fn names() -> impl Iterator<Item = &'static str> {
    ATOMS.iter().flat_map(|a| a.names.iter().copied())
}

/// The atom with Betza letter `letter`, and whether the letter rides by itself (`R`, `B`,
/// `Q`).
pub(crate) fn by_letter(letter: char) -> Option<(&'static Atom, bool)> {
    let leaper = |l: char| ATOMS.iter().find(|a| a.letter == Some(l));
    match RIDERS.iter().find(|(rider, _)| *rider == letter) {
        Some(&(_, base)) => leaper(base).map(|a| (a, true)),
        None => leaper(letter).map(|a| (a, false)),
    }
}

/// The Betza letter that rides `atom` by itself, if there is one (`W` → `R`).
pub(crate) fn rider_letter(atom: &Atom) -> Option<char> {
    RIDERS
        .iter()
        .find(|(_, base)| Some(*base) == atom.letter)
        .map(|&(rider, _)| rider)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_letters_are_unique() {
        let names: Vec<&str> = names().collect();
        for (i, n) in names.iter().enumerate() {
            assert!(!names[i + 1..].contains(n), "{n}");
        }
        let letters: Vec<char> = ATOMS
            .iter()
            .filter_map(|a| a.letter)
            .chain(RIDERS.iter().map(|r| r.0))
            .collect();
        for (i, l) in letters.iter().enumerate() {
            assert!(!letters[i + 1..].contains(l), "{l}");
        }
    }

    #[test]
    fn the_same_atom_by_name_and_by_letter() {
        assert_eq!(by_name("knight"), by_letter('N').map(|a| a.0));
        assert_eq!(by_name("all"), by_letter('K').map(|a| a.0));
        assert_eq!(by_letter('Q'), by_letter('K').map(|(a, _)| (a, true)));
        assert_eq!(by_name("knight").map(|a| a.offsets().len()), Some(8));
        assert_eq!(by_name("king").map(|a| a.offsets().len()), Some(8));
        assert_eq!(by_name("giraffe").and_then(|a| a.letter), None);
        assert_eq!(by_letter('R').and_then(|(a, _)| rider_letter(a)), Some('R'));
    }
}
