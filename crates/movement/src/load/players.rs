//! `[notation]`: the notation the game's players write and the names of its sides, read
//! into [`Players`].
//!
//! Checks here (`BadNotation`): `default` is one of [`Notation::NAMES`] (with the nearest
//! name as hint); `sides` is two names, each 1 to 32 characters without control
//! characters, and not the same.

use crate::ByColor;
use crate::diagnostic::{DiagnosticCode as Code, nearest};
use crate::notation::Notation;
use crate::ruleset::Players;

use super::checker::Checker;
use super::extends::Chain;

/// The longest side name.
const MAX_SIDE_NAME: usize = 32;

impl Checker<'_> {
    /// Reads `[notation]`, or the defaults (SAN, "White" and "Black") without it.
    pub(super) fn check_players(&mut self, m: &Chain) -> Players {
        let mut players = Players::default();
        let Some((spec, src)) = m.key(|f| f.notation.as_ref()) else {
            return players;
        };
        let spec = spec.get_ref();
        if let Some(name) = &spec.default {
            match name.get_ref().parse::<Notation>() {
                Ok(n) => players.notation = n,
                Err(_) => {
                    let msg = format!(
                        "`default` is `{}`, which is not a notation (one of: {})",
                        name.get_ref(),
                        Notation::NAMES.join(", ")
                    );
                    let hint = nearest(name.get_ref(), Notation::NAMES.iter().copied())
                        .map(|n| format!("did you mean `{n}`?"));
                    self.hint(src, name.span().start, Code::BadNotation, msg, hint);
                }
            }
        }
        if let Some(sides) = &spec.sides {
            let names = sides.get_ref();
            let fits = |s: &String| {
                !s.trim().is_empty()
                    && s.chars().count() <= MAX_SIDE_NAME
                    && !s.chars().any(char::is_control)
            };
            if names.len() != 2 || !names.iter().all(fits) || names[0] == names[1] {
                let msg = format!(
                    "`sides` must be two different names of 1 to {MAX_SIDE_NAME} characters, the side that moves first first (`[\"Sente\", \"Gote\"]`)"
                );
                self.err(src, sides.span().start, Code::BadNotation, msg);
            } else {
                players.sides = ByColor {
                    white: names[0].clone(),
                    black: names[1].clone(),
                };
            }
        }
        players
    }
}
