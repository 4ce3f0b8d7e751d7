//! The Betza printer: [`Component`]s → Betza text that [`parse_betza`](super::parse_betza) reads back into
//! the same components, or `None` where there is no such text.
//!
//! Each component becomes one atom with its modifiers, written in the customary order:
//! `i`, directions, `m`/`c`/`e`, `n`, `g`/`p`, then the atom (`fmWfceFifmnD`). The atom
//! is the first of the table ([`crate::atom`]) whose moves contain the component's
//! offsets and whose directions select exactly them.
//!
//! No Betza form exists for: `from_ranks`, `within`, `first_move`, `not_in_check`; offsets that are not one atom's (arbitrary
//! offsets, a giraffe, a wazir and a knight together); a range of 0; unsorted or
//! repeated offsets (the parser sorts them); a chiral set of offsets that is mirrored
//! for black, or a symmetric one that is turned (`rotates` is always set by Betza for
//! chiral sets only); and `sets_en_passant` on other components than the parser would
//! mark (see [`parse_betza`](super::parse_betza)); and an atom written right after
//! an atom of the same letter with no modifier between (two knight components, `NN`,
//! would read back as one nightrider; a rook after a rook is written `RWW`).

use super::directions::{CODES, select};
use super::lower::{can_be_lame, sets_en_passant};
use crate::atom::{ATOMS, Atom, rider_letter};
use crate::component::{Component, Landing, Mode, Motion};
use fers_geometry::Offset;

/// Writes a piece's movement in Betza notation, such that [`parse_betza`](super::parse_betza) gives back
/// `components`; `None` if some component has no Betza form (see the module docs).
///
/// ```
/// use fers_movement::betza::{parse_betza, write_betza};
/// let pawn = parse_betza("fmWfceFifmnD").unwrap();
/// assert_eq!(write_betza(&pawn).as_deref(), Some("fmWfceFifmnD"));
/// let soldier = parse_betza("sfW").unwrap();
/// assert_eq!(write_betza(&soldier).as_deref(), Some("fsW"));
/// ```
pub fn write_betza(components: &[Component]) -> Option<String> {
    if components.is_empty() {
        return None;
    }
    let en_passant = components.iter().any(|c| c.en_passant);
    let mut out = String::new();
    for c in components {
        if c.sets_en_passant != (en_passant && sets_en_passant(c)) {
            return None;
        }
        let text = write_component(c, out.chars().last())?;
        out.push_str(&text);
    }
    Some(out)
}

/// `c` as one Betza atom with its modifiers, to follow text ending in `previous`.
fn write_component(c: &Component, previous: Option<char>) -> Option<String> {
    if c.from_ranks.is_some()
        || c.within.is_some()
        || c.first_move
        || c.not_in_check
        || c.offsets.is_empty()
        || !c.offsets.windows(2).all(|w| w[0] < w[1])
        || c.rotates == c.is_file_symmetric()
    {
        return None;
    }
    let (range, hop) = match c.motion {
        Motion::Leap => (None, None),
        Motion::Slide { range: None } => (Some(None), None),
        Motion::Slide { range: Some(0) } => return None,
        Motion::Slide { range: Some(n) } => (Some(Some(n)), None),
        Motion::Hop { landing } => (Some(None), Some(landing)),
    };
    let rides = range.is_some();
    if (hop.is_some() && (c.lame || c.initial || c.en_passant)) || (c.lame && rides) {
        return None;
    }
    let mode = match (c.mode, c.en_passant) {
        (Mode::Both, false) => "",
        (Mode::Move, false) => "m",
        (Mode::Capture, false) => "c",
        (Mode::Capture, true) => "ce",
        (Mode::Both, true) => "me",
        (Mode::Move, true) => return None,
    };
    let (atom, directions) = ATOMS
        .iter()
        .filter(|a| a.letter.is_some() && (!c.lame || can_be_lame(a.steps)))
        .find_map(|a| directions(a, &c.offsets).map(|d| (a, d)))?;
    let letter = atom.letter?;

    let mut out = String::new();
    if c.initial {
        out.push('i');
    }
    for (k, code) in directions.iter().enumerate() {
        // One letter stands for its double unless another direction follows, which the
        // parser would pair it with.
        let last = k + 1 == directions.len();
        if code[0] == code[1] && last {
            out.push(code[0]);
        } else {
            out.extend(code);
        }
    }
    out.push_str(mode);
    if c.lame {
        out.push('n');
    }
    match hop {
        Some(Landing::JustBeyond) => out.push('g'),
        Some(Landing::AnyBeyond) => out.push('p'),
        None => {}
    }
    // An atom letter right after the same letter of the previous atom would read as
    // doubling it (`N` then `N` is `NN`, a nightrider).
    let doubles = |l: char| out.is_empty() && previous == Some(l);
    match range {
        None if !doubles(letter) => out.push(letter),
        Some(None) => match rider_letter(atom) {
            Some(rider) if !doubles(rider) => out.push(rider),
            _ if !doubles(letter) => out.extend([letter, letter]),
            _ => return None,
        },
        Some(Some(n)) if !doubles(letter) => {
            out.push(letter);
            out.push_str(&n.to_string());
        }
        _ => return None,
    }
    Some(out)
}

/// Direction codes whose selections from `atom` together are exactly `offsets` (none if
/// `offsets` are all of the atom's moves), or `None` if no codes are.
fn directions(atom: &Atom, offsets: &[Offset]) -> Option<Vec<[char; 2]>> {
    let all = atom.offsets();
    if !offsets.iter().all(|o| all.contains(o)) {
        return None;
    }
    if offsets == all {
        return Some(Vec::new());
    }
    let selection = |code: [char; 2]| -> Vec<Offset> {
        let mut s: Vec<Offset> = atom
            .steps
            .iter()
            .flat_map(|&(long, short)| select(long, short, code))
            .collect();
        s.sort();
        s.dedup();
        s
    };
    // Codes that select only wanted moves; greedily the one adding the most.
    let usable: Vec<([char; 2], Vec<Offset>)> = CODES
        .iter()
        .map(|&code| (code, selection(code)))
        .filter(|(_, s)| !s.is_empty() && s.iter().all(|o| offsets.contains(o)))
        .collect();
    let mut missing: Vec<Offset> = offsets.to_vec();
    let mut chosen = Vec::new();
    while !missing.is_empty() {
        let gain = |s: &Vec<Offset>| s.iter().filter(|o| missing.contains(o)).count();
        let (code, s) = usable
            .iter()
            .filter(|(_, s)| gain(s) > 0)
            .max_by_key(|(code, s)| (gain(s), std::cmp::Reverse(code_rank(*code))))?;
        missing.retain(|o| !s.contains(o));
        chosen.push(*code);
    }
    Some(chosen)
}

/// A code's place in [`CODES`], so that ties go to the simpler code.
fn code_rank(code: [char; 2]) -> usize {
    CODES.iter().position(|&c| c == code).unwrap_or(CODES.len())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::betza::parse_betza;
    use crate::{Source, load};
    use std::path::Path;

    /// `text` printed back from its own components.
    fn reprint(text: &str) -> Option<String> {
        write_betza(&parse_betza(text).unwrap_or_else(|e| panic!("{text}: {e}")))
    }

    fn round_trips(components: &[Component]) -> bool {
        match write_betza(components) {
            None => false,
            Some(text) => {
                let back = parse_betza(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
                assert_eq!(back, components, "{text}");
                true
            }
        }
    }

    #[test]
    fn familiar_pieces_print_as_written() {
        for text in [
            "K",
            "N",
            "R",
            "B",
            "Q",
            "RN",
            "BN",
            "QN",
            "NN",
            "gQ",
            "mRcN",
            "fmWfceFifmnD",
            "fmWfcF",
            "FfW",
            "WDA",
            "FDH",
            "CF",
            "fsW",
            "fR",
            "W4",
            "nN",
            "nA",
            "pR",
            "fN",
            "frN",
            "lfN",
            "brF",
        ] {
            assert_eq!(reprint(text).as_deref(), Some(text));
        }
        // The same components, written the customary way.
        assert_eq!(reprint("mfFcfeWimfnA").as_deref(), Some("fmFfceWifmnA"));
        assert_eq!(reprint("sfW").as_deref(), Some("fsW"));
        assert_eq!(reprint("WW").as_deref(), Some("R"));
        assert_eq!(reprint("KK").as_deref(), Some("Q"));
        assert_eq!(reprint("mfeF").as_deref(), Some("fmeF"));
        // Two atoms with the same letter, one after the other, would read as one rider.
        assert_eq!(reprint("pRWW").as_deref(), Some("pRWW"));
        assert_eq!(reprint("RvR").as_deref(), Some("RvR"));
        let knights = [parse_betza("N").unwrap(), parse_betza("N").unwrap()].concat();
        assert_eq!(write_betza(&knights), None);
    }

    #[test]
    fn directions_round_trip_on_every_atom() {
        let mut printed = 0;
        for atom in [
            "W", "F", "D", "N", "A", "H", "C", "Z", "G", "K", "R", "B", "Q", "NN",
        ] {
            for dirs in [
                "f", "b", "l", "r", "v", "s", "fh", "bh", "lh", "rh", "fs", "bs", "vs", "sf", "fr",
                "fl", "br", "bl", "rf", "lf", "rb", "lb", "vr", "lv", "ffrr", "fbl", "flbr",
                "lfrb",
            ] {
                let text = format!("{dirs}{atom}");
                if let Ok(components) = parse_betza(&text) {
                    assert!(round_trips(&components), "{text}");
                    printed += 1;
                }
            }
        }
        assert!(printed > 300, "{printed}");
    }

    #[test]
    fn chiral_pieces_keep_their_turn() {
        for text in [
            "frN", "lW", "rbF", "lfN", "frF", "lhN", "lfK", "ifmrW2", "rpR",
        ] {
            let components = parse_betza(text).unwrap();
            assert!(components.iter().all(|c| c.rotates), "{text}");
            assert!(round_trips(&components), "{text}");
        }
        // A chiral set mirrored for black (the structured form's reading) has no Betza
        // form; nor has a symmetric one marked as turned.
        let mut mirrored = parse_betza("frN").unwrap();
        mirrored[0].rotates = false;
        assert_eq!(write_betza(&mirrored), None);
        let mut turned = parse_betza("fN").unwrap();
        turned[0].rotates = true;
        assert_eq!(write_betza(&turned), None);
    }

    #[test]
    fn components_without_a_betza_form() {
        let o = Offset::new;
        let giraffe =
            Component::leap(crate::atom::by_name("giraffe").map_or_else(Vec::new, |a| a.offsets()));
        assert_eq!(write_betza(&[giraffe]), None);
        let odd = Component::leap(vec![o(0, 1), o(2, 1)]);
        assert_eq!(write_betza(&[odd]), None);
        let mut from_ranks = Component::leap(vec![o(0, -1)]);
        from_ranks.from_ranks = Some(vec![2]);
        assert_eq!(write_betza(&[from_ranks]), None);
        let unsorted = Component::leap(vec![o(1, 0), o(-1, 0)]);
        assert_eq!(write_betza(&[unsorted]), None);
        let mut lone_setter = parse_betza("ifmnD").unwrap();
        lone_setter[0].sets_en_passant = true;
        assert_eq!(write_betza(&lone_setter), None);
        let mut lame_camel = parse_betza("C").unwrap();
        lame_camel[0].lame = true;
        assert_eq!(write_betza(&lame_camel), None);
        assert_eq!(write_betza(&[]), None);
    }

    /// Every bundled ruleset's file name and text.
    fn bundled() -> Vec<(String, String)> {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../rulesets");
        let mut out: Vec<(String, String)> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .filter_map(|entry| {
                let path = entry.ok()?.path();
                let name = path.file_stem()?.to_str()?.to_string();
                let text = std::fs::read_to_string(&path).ok()?;
                (path.extension()? == "toml").then_some((name, text))
            })
            .collect();
        out.sort();
        out
    }

    #[test]
    fn every_bundled_piece_round_trips() {
        let files = bundled();
        assert!(files.len() >= 20, "{}", files.len());
        let resolve = |name: &str| {
            files.iter().find(|(n, _)| n == name).map(|(n, t)| Source {
                name: format!("<{n}>"),
                text: t.clone(),
            })
        };
        let (mut printed, mut without_form) = (0, 0);
        for (name, text) in &files {
            let source = Source {
                name: format!("<{name}>"),
                text: text.clone(),
            };
            // Every piece written in Betza prints, and reads back the same.
            let spec = crate::load::read_file(&source, &mut Vec::new())
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            for (piece, p) in &spec.pieces {
                if let Some(betza) = &p.get_ref().betza {
                    let components = parse_betza(betza.get_ref()).unwrap();
                    assert!(
                        round_trips(&components),
                        "{name}: {piece} `{}`",
                        betza.get_ref()
                    );
                }
            }
            // Every loaded piece, whatever its form, prints and reads back, or has no
            // Betza form.
            let ruleset = load(source, &resolve).unwrap_or_else(|e| panic!("{name}: {e}"));
            for piece in &ruleset.pieces {
                if round_trips(&piece.components) {
                    printed += 1;
                } else {
                    without_form += 1;
                }
            }
        }
        assert!(printed > 100, "{printed}");
        // pawnback's pawn (a backward step limited by `from-ranks`), horde's (a double
        // step from the first rank, by `from-ranks`), and the soldier of xiangqi and of
        // manchu (sideways steps only across the river, by `from-ranks`); in each of
        // the four janggi rulesets, the five kinds with a move `within` the palace's
        // diagonal lines (soldier, advisor, chariot, cannon, general); in cambodian and
        // karouk, the king and the met (their first moves); wolf's sergeant (its double
        // step sets en passant, though it takes nothing en passant itself: Betza derives
        // the setter only beside an `e` capture); supply's soldier (as xiangqi's); the
        // disc of flipersi, flipello and flipello10, which has no move at all
        // (`moves = []`).
        assert_eq!(without_form, 4 + 4 * 5 + 2 * 2 + 1 + 1 + 3);
    }
}
