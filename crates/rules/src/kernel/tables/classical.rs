//! Whether a ruleset's attacks are FIDE-like, so that the classical facts about checks
//! hold (strict FEN reading relies on them).

use fers_geometry::Offset;
use fers_movement::{Component, Motion, Ruleset};

/// Whether attacks and moves are FIDE-like: every capturing part a plain leap of at most
/// two squares or a slide usable from anywhere, every slide by one-square steps, no
/// hopper, and no straight leap longer than a step unless lame. Only then do the
/// classical facts about checks hold (at most two checkers, one of them a slider, never
/// two on one line); lame leapers, hoppers, longer riders and jumps along a line (a piece
/// leaping over the king from one side of a line to the other) allow other legal checks.
pub(crate) fn classical_checks(ruleset: &Ruleset) -> bool {
    let chebyshev = |o: &Offset| o.file.unsigned_abs().max(o.rank.unsigned_abs());
    // No piece may jump along a line (over the royal piece, from one side of it to the
    // other): a straight leap longer than one step that is not lame, a rider with longer
    // steps, a hopper.
    let jumps_along_a_line = |c: &Component| match c.motion {
        Motion::Leap => {
            !c.lame
                && c.offsets
                    .iter()
                    .any(|o| o.is_straight() && chebyshev(o) > 1)
        }
        Motion::Slide { .. } => c.offsets.iter().any(|o| chebyshev(o) > 1),
        Motion::Hop { .. } => true,
        _ => true,
    };
    // Only sliders may be uncovered: no capturing lame, initial or rank-limited part.
    let classical_attack = |c: &Component| match c.motion {
        Motion::Leap => {
            !c.lame && c.starts_anywhere() && c.offsets.iter().all(|o| chebyshev(o) <= 2)
        }
        Motion::Slide { .. } => c.starts_anywhere(),
        Motion::Hop { .. } => false,
        _ => false,
    };
    // Lines of attack no component describes (the flying general's) are the families'
    // to declare ([`Needs::unclassical_checks`](crate::kernel::Needs)).
    ruleset
        .pieces
        .iter()
        .flat_map(|p| &p.components)
        .all(|c| !jumps_along_a_line(c) && (!c.mode.captures() || classical_attack(c)))
}

#[cfg(test)]
mod tests {
    use super::classical_checks;
    use fers_movement::{Source, load};

    fn source(name: &str) -> Option<Source> {
        let path = format!("{}/../../rulesets/{name}.toml", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(path).ok()?;
        Some(Source {
            name: format!("{name}.toml"),
            text,
        })
    }

    fn ruleset(name: &str) -> fers_movement::Ruleset {
        let text = source(name).expect("bundled ruleset");
        load(text, &source).unwrap_or_else(|e| panic!("{name}: {e}"))
    }

    #[test]
    fn fide_chess_is_classical_and_hoppers_are_not() {
        assert!(classical_checks(&ruleset("standard")));
        assert!(!classical_checks(&ruleset("grasshopper")));
    }
}
