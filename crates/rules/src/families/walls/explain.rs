//! Why a move is refused by the rules of walls (`[rules.walls]`): it places no wall where
//! every move must (`WallRequired`), its wall cannot go where it says (`WallMisplaced`:
//! an occupied square, the duck's own, outside the walls' region, not the square the
//! piece left, out of the arrow's reach), it places one where no move does (`NoWalls`),
//! or a piece would move onto a wall (`OntoWall`).

use crate::families::View;
use crate::illegal::{IllegalCode, IllegalMove};
use crate::kernel::{Move, Second};
use crate::notation::{SanMove, UciMove};
use fers_geometry::{Bits, Square};
use fers_movement::WallPlacement;

impl<B: Bits> View<'_, B> {
    /// What a wall is called in this ruleset's own terms: the duck, or a wall.
    fn wall_word(&self) -> &'static str {
        match self.tables.walls.as_ref().and_then(|w| w.placement) {
            Some(WallPlacement::Duck) => "the duck",
            Some(WallPlacement::Arrow) => "an arrow",
            _ => "a wall",
        }
    }

    /// Why the UCI move `u` (not legal) is refused by the rules of walls, or `None` if
    /// the refusal lies with its piece move.
    pub(crate) fn explain_wall(&self, u: UciMove) -> Option<IllegalMove> {
        let (t, s) = (self.tables, self.state);
        let rules = &t.ruleset.name;
        let placement = t.walls.as_ref().and_then(|w| w.placement);
        if s.walls().contains(u.to) && u.from != u.to {
            return Some(IllegalMove::new(
                IllegalCode::OntoWall,
                format!(
                    "nothing may move onto {}: {} stands there, and it blocks every piece",
                    self.name(u.to),
                    self.wall_word()
                ),
            ));
        }
        let Some(placement) = placement else {
            return u.wall.map(|sq| {
                IllegalMove::new(
                    IllegalCode::NoWalls,
                    format!(
                        "in {rules} no move places a wall, so {} cannot be written after it",
                        self.name(sq)
                    ),
                )
            });
        };
        // The legal moves with this piece move: the text without its wall.
        let base = UciMove { wall: None, ..u };
        let prefix = format!("{base},");
        let completions: Vec<_> = self
            .legal_moves()
            .into_iter()
            .filter(|&m| self.uci(m).starts_with(&prefix))
            .collect();
        let first = completions.first().copied()?;
        let Some(sq) = u.wall else {
            return Some(IllegalMove::new(
                IllegalCode::WallRequired,
                format!(
                    "in {rules} every move also places {}: write its square after the move, as in {}",
                    self.wall_word(),
                    self.uci(first)
                ),
            ));
        };
        let mut after = *s;
        after.play(t, crate::families::goals::generate::without_second(first));
        let word = self.wall_word();
        let place = self.name(sq);
        let why = if s.walls().contains(sq) && placement == WallPlacement::Duck {
            format!("the duck stands on {place} already and must move to another square")
        } else if after.walls().contains(sq) {
            format!("{place} already holds a wall")
        } else if let Some(p) = after.piece_at(sq) {
            let name = &t.ruleset.pieces[p.kind.index()].name;
            format!(
                "{word} goes on an empty square, and after the move the {} {name} stands on {place}",
                p.color.name()
            )
        } else if t
            .walls
            .as_ref()
            .is_some_and(|w| !w.region[self.turn()].contains(sq))
        {
            format!("in {rules} no wall may be placed on {place}")
        } else if placement == WallPlacement::Vacated {
            format!(
                "the wall goes on the square the piece left, {}, not {place}",
                self.name(u.from)
            )
        } else if placement == WallPlacement::Arrow {
            let to = self.landing(first);
            format!(
                "an arrow flies from {} as the piece moves, and {place} is not reachable from there",
                self.name(to)
            )
        } else {
            format!("{word} cannot go on {place}")
        };
        Some(IllegalMove::new(IllegalCode::WallMisplaced, why))
    }

    /// The legal move that SAN with a wall (`exd6,d5`: the move, a comma, the wall's
    /// square, then perhaps `+` or `#`) names, or why there is none.
    pub(crate) fn match_san_with_wall(&self, text: &str) -> Result<Move, IllegalMove> {
        let shape = self.shape();
        let unparsable =
            |at| IllegalMove::unparsable(text, &crate::ParseMoveError::Trailing { at });
        let (base, wall_text) = text.split_once(',').ok_or_else(|| unparsable(0))?;
        let wall_text = wall_text.trim_end_matches(['+', '#', '!', '?']);
        let wall = match shape.parse_square_prefix(wall_text) {
            Some((sq, len)) if len == wall_text.len() => sq,
            _ => return Err(unparsable(base.len() + 1)),
        };
        // The move in UCI with its wall's square alone (`g1f3,e6`), as after SAN.
        if let Ok(u) = UciMove::parse(shape, base)
            && u.drop.is_none()
            && u.wall.is_none()
        {
            let u = UciMove {
                wall: Some(wall),
                ..u
            };
            return self.find_uci(u).ok_or_else(|| self.explain_uci(u));
        }
        let s = SanMove::parse(shape, base).map_err(|e| IllegalMove::unparsable(text, &e))?;
        let found = self.find_san(s);
        let Some(&first) = found.first() else {
            return self.match_san(s, base).and_then(|m| Err(self.refuse(m)));
        };
        let with_wall: Vec<Move> = found
            .iter()
            .copied()
            .filter(|m| m.second == Some(Second::Wall(wall)))
            .collect();
        match with_wall[..] {
            [m] => Ok(m),
            [] => {
                let u = UciMove {
                    wall: Some(wall),
                    ..self.uci_move(first)
                };
                Err(self.explain_wall(u).unwrap_or_else(|| self.explain_uci(u)))
            }
            _ => Err(self.ambiguity(&with_wall, text)),
        }
    }

    /// For SAN without a wall that names legal moves differing only by their wall: the
    /// `WallRequired` refusal.
    pub(crate) fn wall_missing(&self, found: &[Move]) -> Option<IllegalMove> {
        let first = *found.first()?;
        let base = crate::families::goals::generate::without_second(first);
        if first.second.is_none_or(|p| !p.is_wall())
            || found
                .iter()
                .any(|&m| crate::families::goals::generate::without_second(m) != base)
        {
            return None;
        }
        let u = UciMove {
            wall: None,
            ..self.uci_move(first)
        };
        self.explain_wall(u)
    }

    /// Where the moving piece of `m` stands after it (for castling, the king's square).
    fn landing(&self, m: Move) -> Square {
        match m.kind {
            crate::kernel::MoveKind::Castle(_) => self
                .tables
                .castling
                .plan(self.turn(), m.from, m.to)
                .map_or(m.to, |p| p.king_to),
            _ => m.to,
        }
    }
}
