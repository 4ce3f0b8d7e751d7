//! `[rules.flipping]` (which enemy pieces change colour when a piece lands) and
//! `full-board-ends` (the game ends when no square is empty), checked into [`Rules`]:
//! the rules of reversi and ataxx.
//!
//! Checks here: `flips` is one of its words (`BadRule`); no kind is royal (`BadRoyal`: a
//! royal piece that changes sides has no meaning, and Fairy-Stockfish refuses kings
//! beside `flipEnclosedPieces` too); some piece can land, by a move or a drop
//! (`BadRule`: a ruleset without `[hands]` whose pieces have no moves flips nothing).

use crate::diagnostic::DiagnosticCode as Code;
use crate::ruleset::{FlipRule, PieceKind, Rules};

use super::checker::Checker;
use super::extends::Chain;

impl Checker<'_> {
    /// Reads `[rules.flipping]` and `full-board-ends` into `rules`.
    pub(super) fn check_flipping(&mut self, m: &Chain, rules: &mut Rules, pieces: &[PieceKind]) {
        if let Some(b) = m.rules(|r| r.full_board_ends.as_ref()).map(|(b, _)| *b) {
            rules.full_board_ends = b;
        }
        let Some((spec, src)) = m.rules(|r| r.flipping.as_ref()) else {
            return;
        };
        let at = spec.span().start;
        let spec = spec.get_ref();
        let words = [
            ("enclosed", FlipRule::Enclosed),
            ("adjacent", FlipRule::Adjacent),
        ];
        rules.flipping = self.word(
            src,
            &spec.flips,
            "`rules.flipping.flips`",
            Code::BadRule,
            &words,
        );
        for p in pieces.iter().filter(|p| p.royal) {
            let msg = format!(
                "`{}` is royal, and under `[rules.flipping]` a piece may change sides: a royal piece cannot (hint: make it not royal, or end the game by `[rules.extinction]`)",
                p.name
            );
            self.err(src, at, Code::BadRoyal, msg);
        }
        let lands = m.key(|f| f.hands.as_ref()).is_some()
            || pieces.iter().any(|p| !p.components.is_empty());
        if !lands && !pieces.is_empty() {
            let msg = "`[rules.flipping]` flips pieces when a piece lands, but no piece can: none has a move and there is no `[hands]` to drop from (hint: add `[hands]`, or moves)";
            self.err(src, at, Code::BadRule, msg);
        }
    }
}
