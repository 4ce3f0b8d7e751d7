//! Fairy-Stockfish's dialect of Betza notation, read as Fairy-Stockfish reads it, into the
//! moves it gives a piece ([`FsfMoves`]); [`realize`] then turns those into Fers
//! [`Component`]s that move exactly alike.
//!
//! How Fairy-Stockfish reads a piece's text, and where it differs from Fers' own Betza:
//!
//! - modifiers before an atom apply to that atom only; `m` moves, `c` captures (neither:
//!   both), `i` only from the double-step region (quiet moves only: an initial capture
//!   gives nothing), `n` lame, `p` a cannon hop, `g` a grasshopper hop;
//! - a direction letter pairs with the next one when that one is the same letter, or
//!   one is vertical (`f b v h`) and the other horizontal (`r l s h`); alone it stands
//!   for itself doubled (`f` is `ff`). For a single orthogonal atom (`W D H R`) a pair
//!   of two letters is their union (`fsW` is forward and sideways); for every other
//!   atom a pair picks moves as a whole: `fs` of a `W` inside `K` or `Q` is sideways only,
//!   `hl`/`hr` are the chiral halves;
//! - `K` is `W` and `F` as one atom, `Q` is `R` and `B`; `L` is the camel `C`, `J` the
//!   zebra `Z`;
//! - an atom doubled, or followed by one digit, is a rider (the digit its greatest
//!   distance); `R`, `B`, `Q` are riders;
//! - `e` anywhere makes the piece one that may capture en passant (with the moves it
//!   captures by and cannot make quietly), and is otherwise read as nothing.
//!
//! What a move then does is decided by Fairy-Stockfish's move tables, by families of
//! lines: a rider moves along orthogonal, diagonal or knight lines, a hopper along
//! orthogonal or diagonal ones, and a lame leap is one of the dabbaba, knight, alfil or
//! zebra. A piece with a rider (or hopper) on one line of a family rides every line of
//! that family as far as any of its moves reaches along it ([`realize`] computes this, so
//! `lRrpR` hops to the left too, as it does in Fairy-Stockfish). Text that Fairy-Stockfish
//! reads as no move at all (a lame `W`, a rider of `D`, a hopper of `N`) or that Fers
//! cannot follow (a hop of limited range, a letter of another dialect) is refused with
//! the column of its character.

use crate::component::{Component, Landing, Mode, Motion};
use fers_geometry::Offset;
use std::collections::BTreeMap;

/// A step, as (file, rank) from white's side.
pub type Step = (i8, i8);

/// How a step is taken, per direction (a later atom overwrites an earlier one on the
/// same direction, as in Fairy-Stockfish's tables).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MoveMap {
    /// Leaps: 0 plain, -1 lame.
    pub steps: BTreeMap<Step, i32>,
    /// Riders: the greatest number of steps, 0 for unlimited.
    pub sliders: BTreeMap<Step, u8>,
    /// Hoppers: 1 a grasshopper, 0 a cannon, more a hop of limited range.
    pub hoppers: BTreeMap<Step, u8>,
}

/// A piece's moves as Fairy-Stockfish's tables hold them: quiet and capturing moves,
/// each plain and initial.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FsfMoves {
    /// `[initial][capture]`.
    pub maps: [[MoveMap; 2]; 2],
    /// Whether the text has an `e`.
    pub en_passant: bool,
}

/// A problem with a piece's text: the character (0-based, in characters) and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BetzaProblem {
    /// The character's index.
    pub index: usize,
    /// What is wrong.
    pub message: String,
    /// Whether Fairy-Stockfish reads the text as it says but Fers cannot follow it (a
    /// hop of limited range), rather than the text saying something else than
    /// Fairy-Stockfish reads.
    pub unsupported: bool,
}

const VERTICALS: &str = "fbvh";
const HORIZONTALS: &str = "rlsh";

/// The atoms: letter, its base steps as (forward, sideways) pairs, whether it rides.
fn atom(letter: char) -> Option<(&'static [(i8, i8)], bool)> {
    Some(match letter {
        'W' => (&[(1, 0)], false),
        'F' => (&[(1, 1)], false),
        'D' => (&[(2, 0)], false),
        'N' => (&[(2, 1)], false),
        'A' => (&[(2, 2)], false),
        'H' => (&[(3, 0)], false),
        'L' | 'C' => (&[(3, 1)], false),
        'J' | 'Z' => (&[(3, 2)], false),
        'G' => (&[(3, 3)], false),
        'K' => (&[(1, 0), (1, 1)], false),
        'R' => (&[(1, 0)], true),
        'B' => (&[(1, 1)], true),
        'Q' => (&[(1, 0), (1, 1)], true),
        _ => return None,
    })
}

/// Reads a piece's text as Fairy-Stockfish does.
///
/// # Errors
/// A letter Fairy-Stockfish would pass over (another dialect's: `a`, `o`, `x`, `U`, …),
/// a digit after a hopper, or a modifier with no atom after it.
pub fn read(text: &str) -> Result<FsfMoves, BetzaProblem> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = FsfMoves::default();
    let mut modalities: Vec<usize> = Vec::new();
    let (mut hopper, mut grasshopper, mut lame, mut initial) = (false, false, false, false);
    let mut directions: Vec<[char; 2]> = Vec::new();
    let mut pending: Option<usize> = None;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        pending.get_or_insert(i);
        match c {
            'm' => modalities.push(0),
            'c' => modalities.push(1),
            'p' => hopper = true,
            'g' => {
                hopper = true;
                grasshopper = true;
            }
            'n' => lame = true,
            'i' => initial = true,
            'e' => out.en_passant = true,
            _ if VERTICALS.contains(c) || HORIZONTALS.contains(c) => {
                let next = chars.get(i + 1).copied();
                let pairs = |c2: char| {
                    c2 == c
                        || (VERTICALS.contains(c) && HORIZONTALS.contains(c2))
                        || (HORIZONTALS.contains(c) && VERTICALS.contains(c2))
                };
                match next {
                    Some(c2) if pairs(c2) => {
                        directions.push([c, c2]);
                        i += 1;
                    }
                    _ => directions.push([c, c]),
                }
            }
            _ => {
                if hopper && lame {
                    return Err(BetzaProblem {
                        index: i,
                        message:
                            "`n` with a hop: Fairy-Stockfish gives such a hop a range of one square"
                                .into(),
                        unsupported: false,
                    });
                }
                let Some((steps, rides)) = atom(c) else {
                    return Err(BetzaProblem {
                        index: i,
                        message: format!(
                            "`{c}` is not part of Fairy-Stockfish's Betza notation (it would skip it)"
                        ),
                        unsupported: false,
                    });
                };
                let mut rider = rides;
                let mut distance: u8 = u8::from(grasshopper);
                if let Some(&n) = chars.get(i + 1)
                    && (n.is_ascii_digit() || n == c)
                {
                    rider = true;
                    if let Some(d) = n.to_digit(10) {
                        if hopper {
                            return Err(BetzaProblem {
                                index: i + 1,
                                message:
                                    "a hop of limited range: Fers' hops go as far as the line does"
                                        .into(),
                                unsupported: true,
                            });
                        }
                        distance = d as u8;
                    }
                    i += 1;
                }
                let modes: Vec<usize> = if modalities.is_empty() {
                    vec![0, 1]
                } else {
                    modalities.clone()
                };
                for &(forward, side) in steps {
                    let dirs = split_directions(&directions, steps.len(), side);
                    for &m in &modes {
                        let map = &mut out.maps[usize::from(initial)][m];
                        for step in select(forward, side, &dirs) {
                            if hopper {
                                map.hoppers.insert(step, distance);
                            } else if rider {
                                map.sliders.insert(step, distance);
                            } else {
                                map.steps.insert(step, if lame { -1 } else { 0 });
                            }
                        }
                    }
                }
                modalities.clear();
                directions.clear();
                (hopper, grasshopper, lame, initial) = (false, false, false, false);
                pending = None;
            }
        }
        i += 1;
    }
    if let Some(index) = pending {
        return Err(BetzaProblem {
            index,
            message: "modifiers with no atom after them".into(),
            unsupported: false,
        });
    }
    Ok(out)
}

/// For a single orthogonal atom, a pair of two letters is their union.
fn split_directions(directions: &[[char; 2]], atoms: usize, side: i8) -> Vec<[char; 2]> {
    let mut out = Vec::new();
    for &d in directions {
        if atoms == 1 && side == 0 && d[0] != d[1] {
            out.push([d[0], d[0]]);
            out.push([d[1], d[1]]);
        } else {
            out.push(d);
        }
    }
    out
}

/// The steps of atom (`a` forward, `b` sideways) that `directions` select (all eight
/// images when there is no direction), as (file, rank).
fn select(a: i8, b: i8, directions: &[[char; 2]]) -> Vec<Step> {
    let has = |codes: &[&str]| {
        directions.is_empty()
            || directions.iter().any(|d| {
                let text: String = d.iter().collect();
                codes.contains(&text.as_str())
            })
    };
    let images: [(Step, &[&str]); 8] = [
        ((b, a), &["ff", "vv", "rf", "rv", "fh", "rh", "hr"]),
        ((-b, -a), &["bb", "vv", "lb", "lv", "bh", "lh", "hr"]),
        ((a, -b), &["rr", "ss", "br", "bs", "bh", "rh", "hr"]),
        ((-a, b), &["ll", "ss", "fl", "fs", "fh", "lh", "hr"]),
        ((a, b), &["rr", "ss", "fr", "fs", "fh", "rh", "hl"]),
        ((-a, -b), &["ll", "ss", "bl", "bs", "bh", "lh", "hl"]),
        ((b, -a), &["bb", "vv", "rb", "rv", "bh", "rh", "hl"]),
        ((-b, a), &["ff", "vv", "lf", "lv", "fh", "lh", "hl"]),
    ];
    let mut out: Vec<Step> = images
        .iter()
        .filter(|(_, codes)| has(codes))
        .map(|(s, _)| *s)
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// The families of lines Fairy-Stockfish's riders and hoppers move along, and of its
/// lame leaps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Family {
    RookH,
    RookV,
    Bishop,
    Nightrider,
    CannonH,
    CannonV,
    CannonDiag,
    GrasshopperH,
    GrasshopperV,
    GrasshopperD,
    LameDabbaba,
    Horse,
    Elephant,
    JanggiElephant,
}

fn line_family(s: Step) -> Option<u8> {
    match (s.0.abs(), s.1.abs()) {
        (1, 0) => Some(0),
        (0, 1) => Some(1),
        (1, 1) => Some(2),
        (1, 2) | (2, 1) => Some(3),
        _ => None,
    }
}

fn rider_family(s: Step) -> Option<Family> {
    [
        Family::RookH,
        Family::RookV,
        Family::Bishop,
        Family::Nightrider,
    ]
    .get(usize::from(line_family(s)?))
    .copied()
}

fn hopper_family(s: Step, grasshopper: bool) -> Option<Family> {
    let f = line_family(s)?;
    Some(match (f, grasshopper) {
        (0, false) => Family::CannonH,
        (1, false) => Family::CannonV,
        (2, false) => Family::CannonDiag,
        (0, true) => Family::GrasshopperH,
        (1, true) => Family::GrasshopperV,
        (2, true) => Family::GrasshopperD,
        _ => return None,
    })
}

fn lame_family(s: Step) -> Option<Family> {
    Some(match (s.0.abs(), s.1.abs()) {
        (2, 0) | (0, 2) => Family::LameDabbaba,
        (1, 2) | (2, 1) => Family::Horse,
        (2, 2) => Family::Elephant,
        (2, 3) | (3, 2) => Family::JanggiElephant,
        _ => return None,
    })
}

/// Every direction of a family.
fn family_steps(f: Family) -> Vec<Step> {
    let images = |a: i8, b: i8| -> Vec<Step> {
        let mut v: Vec<Step> = [
            (a, b),
            (-a, b),
            (a, -b),
            (-a, -b),
            (b, a),
            (-b, a),
            (b, -a),
            (-b, -a),
        ]
        .into_iter()
        .collect();
        v.sort_unstable();
        v.dedup();
        v
    };
    match f {
        Family::RookH | Family::CannonH | Family::GrasshopperH => vec![(-1, 0), (1, 0)],
        Family::RookV | Family::CannonV | Family::GrasshopperV => vec![(0, -1), (0, 1)],
        Family::Bishop | Family::CannonDiag | Family::GrasshopperD => images(1, 1),
        Family::Nightrider | Family::Horse => images(1, 2),
        Family::LameDabbaba => images(0, 2),
        Family::Elephant => images(2, 2),
        Family::JanggiElephant => images(2, 3),
    }
}

/// How far along direction `d` the moves of `map` reach on an empty board, counting
/// riders and hoppers only (a leap's square there is a move of its own either way):
/// `None` unlimited, `Some(0)` not at all.
fn reach(map: &MoveMap, d: Step) -> Option<u8> {
    let mut best = Some(0u8);
    let mut longer = |r: Option<u8>| {
        best = match (best, r) {
            (None, _) | (_, None) => None,
            (Some(a), Some(b)) => Some(a.max(b)),
        }
    };
    if let Some(&l) = map.sliders.get(&d) {
        longer(if l == 0 { None } else { Some(l) });
    }
    if let Some(&l) = map.hoppers.get(&d) {
        longer(if l <= 1 { None } else { Some(l) });
    }
    best
}

/// A move of a realised piece: a component's worth, before modes are merged.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Effective {
    Leap,
    Lame,
    Slide(u8),
    Hop(bool),
}

/// What one component of a realised piece shares: its way of moving, its modes, whether
/// it is an initial move, and its atom's shape.
type Group = (Effective, u8, bool, (i8, i8));

/// The moves `map` gives in Fairy-Stockfish, direction by direction.
///
/// # Errors
/// A move Fairy-Stockfish's tables give nothing for (a lame leap of another shape, a
/// rider off the orthogonal, diagonal and knight lines, a hopper off the orthogonal and
/// diagonal ones), or a hop whose range is limited by another move along its line.
fn effective(map: &MoveMap) -> Result<BTreeMap<(Effective, Step), ()>, (String, bool)> {
    let mut out = BTreeMap::new();
    for (&d, &limit) in &map.steps {
        if limit == 0 {
            out.insert((Effective::Leap, d), ());
        } else if lame_family(d).is_none() {
            return Err((
                format!(
                    "Fairy-Stockfish gives a lame leap of ({}, {}) no move at all: only the dabbaba, knight, alfil and zebra (D, N, A, Z) may be lame",
                    d.0, d.1
                ),
                false,
            ));
        }
    }
    for &d in map.sliders.keys() {
        if rider_family(d).is_none() {
            return Err((
                format!(
                    "Fairy-Stockfish gives a rider of ({}, {}) no move at all: riders go along orthogonal, diagonal or knight lines",
                    d.0, d.1
                ),
                false,
            ));
        }
    }
    for (&d, &l) in &map.hoppers {
        if hopper_family(d, l == 1).is_none() {
            return Err((
                format!(
                    "Fairy-Stockfish gives a hopper of ({}, {}) no move at all: hoppers go along orthogonal or diagonal lines",
                    d.0, d.1
                ),
                false,
            ));
        }
    }
    let mut families: Vec<Family> = map
        .sliders
        .keys()
        .filter_map(|&d| rider_family(d))
        .collect();
    families.extend(
        map.hoppers
            .iter()
            .filter_map(|(&d, &l)| hopper_family(d, l == 1)),
    );
    families.extend(
        map.steps
            .iter()
            .filter(|(_, l)| **l != 0)
            .filter_map(|(&d, _)| lame_family(d)),
    );
    families.sort_unstable();
    families.dedup();
    for f in families {
        for d in family_steps(f) {
            match f {
                Family::LameDabbaba | Family::Horse | Family::Elephant | Family::JanggiElephant => {
                    // Only where some move reaches the square on an empty board.
                    let on_board = map.steps.contains_key(&d) || lies_on_ray(map, d);
                    if on_board && !out.contains_key(&(Effective::Leap, d)) {
                        out.insert((Effective::Lame, d), ());
                    }
                }
                Family::RookH | Family::RookV | Family::Bishop | Family::Nightrider => {
                    match reach(map, d) {
                        Some(0) => {}
                        None => {
                            out.insert((Effective::Slide(0), d), ());
                        }
                        Some(n) => {
                            out.insert((Effective::Slide(n), d), ());
                        }
                    }
                }
                _ => {
                    let grasshopper = matches!(
                        f,
                        Family::GrasshopperH | Family::GrasshopperV | Family::GrasshopperD
                    );
                    match reach(map, d) {
                        Some(0) => {}
                        None => {
                            out.insert((Effective::Hop(grasshopper), d), ());
                        }
                        Some(_) => {
                            return Err((
                                format!(
                                    "a hop along ({}, {}) that another move limits to a range: Fers' hops go as far as the line does",
                                    d.0, d.1
                                ),
                                true,
                            ));
                        }
                    }
                }
            }
        }
    }
    Ok(out)
}

/// Whether the square `d` away lies on a rider's or hopper's line of `map` (then a
/// lame leap there is in its empty-board reach).
fn lies_on_ray(map: &MoveMap, d: Step) -> bool {
    (1..=3).any(|k: i8| {
        if d.0 % k != 0 || d.1 % k != 0 {
            return false;
        }
        let unit = (d.0 / k, d.1 / k);
        match reach(map, unit) {
            None => true,
            Some(n) => i32::from(n) >= i32::from(k),
        }
    })
}

/// A piece's moves as Fers components: quiet and capturing moves merged into one
/// component where they agree, initial moves (quiet only) apart. Offsets are sorted;
/// a chiral set of offsets turns for black, as Fairy-Stockfish turns every move.
///
/// # Errors
/// See [`effective`]; the problem's index is 0 (it is about the whole text).
pub fn realize(moves: &FsfMoves) -> Result<Vec<Component>, BetzaProblem> {
    let problem = |(message, unsupported): (String, bool)| BetzaProblem {
        index: 0,
        message,
        unsupported,
    };
    let quiet = effective(&moves.maps[0][0]).map_err(problem)?;
    let capture = effective(&moves.maps[0][1]).map_err(problem)?;
    let initial = effective(&moves.maps[1][0]).map_err(problem)?;
    // Initial captures are never used by Fairy-Stockfish.
    // One component per way of moving, mode and atom shape: Fers' Betza writes one atom
    // per component.
    let mut grouped: BTreeMap<Group, Vec<Step>> = BTreeMap::new();
    let shape = |d: &Step| {
        let (a, b) = (d.0.abs(), d.1.abs());
        (a.min(b), a.max(b))
    };
    let mode_code = |m: Mode| match m {
        Mode::Both => 0,
        Mode::Move => 1,
        Mode::Capture => 2,
    };
    for key @ (e, d) in quiet.keys() {
        let mode = if capture.contains_key(key) {
            Mode::Both
        } else {
            Mode::Move
        };
        grouped
            .entry((*e, mode_code(mode), false, shape(d)))
            .or_default()
            .push(*d);
    }
    for key @ (e, d) in capture.keys() {
        if !quiet.contains_key(key) {
            grouped
                .entry((*e, mode_code(Mode::Capture), false, shape(d)))
                .or_default()
                .push(*d);
        }
    }
    for (e, d) in initial.keys() {
        grouped
            .entry((*e, mode_code(Mode::Move), true, shape(d)))
            .or_default()
            .push(*d);
    }
    // A full set of orthogonal and of diagonal steps, taken alike, is one component: a
    // king's step or a queen's line (`K`, `Q`).
    let keys: Vec<_> = grouped.keys().copied().collect();
    for (e, mode, initial, s) in keys {
        if s != (0, 1) {
            continue;
        }
        let diagonal = (e, mode, initial, (1, 1));
        if grouped.get(&(e, mode, initial, s)).map(Vec::len) == Some(4)
            && grouped.get(&diagonal).map(Vec::len) == Some(4)
            && let Some(d) = grouped.remove(&diagonal)
            && let Some(o) = grouped.get_mut(&(e, mode, initial, s))
        {
            o.extend(d);
        }
    }
    let mut out = Vec::new();
    for ((e, mode, initial, _), steps) in grouped {
        let offsets: Vec<Offset> = steps.iter().map(|&(f, r)| Offset::new(f, r)).collect();
        let mut c = match e {
            Effective::Leap => Component::leap(offsets),
            Effective::Lame => Component {
                lame: true,
                ..Component::leap(offsets)
            },
            Effective::Slide(0) => Component::slide(offsets, None),
            Effective::Slide(n) => Component::slide(offsets, Some(n)),
            Effective::Hop(grasshopper) => Component {
                motion: Motion::Hop {
                    landing: if grasshopper {
                        Landing::JustBeyond
                    } else {
                        Landing::AnyBeyond
                    },
                },
                ..Component::leap(offsets)
            },
        };
        c.offsets.sort_unstable();
        c.mode = [Mode::Both, Mode::Move, Mode::Capture][usize::from(mode)];
        c.initial = initial;
        c.rotates = !c.is_file_symmetric();
        out.push(c);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn steps(text: &str, initial: usize, capture: usize) -> Vec<Step> {
        let m = read(text).unwrap();
        let map = &m.maps[initial][capture];
        map.steps
            .keys()
            .chain(map.sliders.keys())
            .chain(map.hoppers.keys())
            .copied()
            .collect()
    }

    #[test]
    fn directions_as_fairy_stockfish_reads_them() {
        assert_eq!(steps("fN", 0, 0), [(-1, 2), (1, 2)]);
        assert_eq!(steps("fsN", 0, 0), [(-2, 1), (2, 1)]);
        assert_eq!(steps("fhN", 0, 0), [(-2, 1), (-1, 2), (1, 2), (2, 1)]);
        assert_eq!(steps("rfN", 0, 0), [(1, 2)]);
        assert_eq!(steps("frN", 0, 0), [(2, 1)]);
        // Union for a lone orthogonal atom, a pair inside `K`.
        assert_eq!(steps("fsW", 0, 0), [(-1, 0), (0, 1), (1, 0)]);
        assert_eq!(steps("fsK", 0, 0), [(-1, 0), (-1, 1), (1, 0), (1, 1)]);
        // The chiral halves.
        assert_eq!(steps("hlN", 0, 0), [(-2, -1), (-1, 2), (1, -2), (2, 1)]);
        assert_eq!(steps("hrN", 0, 0), [(-2, 1), (-1, -2), (1, 2), (2, -1)]);
        assert_eq!(steps("mfW", 0, 1), []);
        assert_eq!(steps("ifmnD", 1, 0), [(0, 2)]);
    }

    #[test]
    fn riders_ranges_and_hoppers() {
        let m = read("NNW3gQpR").unwrap();
        let q = &m.maps[0][0];
        assert_eq!(q.sliders.get(&(1, 2)), Some(&0));
        assert_eq!(q.sliders.get(&(0, 1)), Some(&3));
        assert_eq!(q.hoppers.get(&(1, 1)), Some(&1));
        assert_eq!(q.hoppers.get(&(0, 1)), Some(&0));
        assert!(read("mfWcfeF").unwrap().en_passant);
    }

    #[test]
    fn what_fairy_stockfish_cannot_read_is_refused() {
        let index = |t: &str| read(t).unwrap_err().index;
        assert_eq!(index("mNx"), 2);
        assert_eq!(index("pR2"), 2);
        assert_eq!(index("fm"), 0);
        let realized = |t: &str| realize(&read(t).unwrap());
        assert!(realized("nW").unwrap_err().message.contains("lame"));
        assert!(realized("DD").unwrap_err().message.contains("rider"));
        assert!(realized("gN").unwrap_err().message.contains("hopper"));
        assert!(realized("rpRlW2").unwrap_err().unsupported);
    }

    #[test]
    fn a_family_rides_every_line_it_reaches() {
        // A hop to the right and a slide to the left: the hop goes left too.
        let c = realize(&read("rpRlR").unwrap()).unwrap();
        let hops: Vec<&Component> = c
            .iter()
            .filter(|c| matches!(c.motion, Motion::Hop { .. }))
            .collect();
        assert_eq!(hops.len(), 1);
        assert_eq!(hops[0].offsets, [Offset::new(-1, 0), Offset::new(1, 0)]);
        // The pawn: a push, a diagonal capture, nothing else.
        let pawn = realize(&read("fmWfceF").unwrap()).unwrap();
        assert_eq!(pawn.len(), 2);
        assert_eq!(pawn[0].mode, Mode::Move);
        assert_eq!(pawn[1].mode, Mode::Capture);
    }
}
