//! `[rules.walls]`, checked into [`Rules`]: where moves place walls, the region that
//! holds them, and the kinds that turn to stone when they capture.
//!
//! Checks here: `placement` is one of its words; `region` names a region of `[regions]`
//! and comes with a `placement`; every kind of `petrify` is declared; the table says
//! something (a `placement` or a `petrify`); and the ruleset has neither royal pieces
//! (walls are judged by making moves, on the path for rulesets without royal pieces, as
//! in Fairy-Stockfish, which allows no king beside walls) nor pieces in hand.

use crate::diagnostic::DiagnosticCode as Code;
use crate::ruleset::{NamedRegion, PieceKind, Rules, WallPlacement, Walls};

use super::checker::Checker;
use super::extends::Chain;

impl Checker<'_> {
    /// Reads `[rules.walls]` into `rules`.
    pub(super) fn check_walls(
        &mut self,
        m: &Chain,
        rules: &mut Rules,
        pieces: &[PieceKind],
        regions: &[NamedRegion],
        hands: bool,
    ) {
        let Some((spec, src)) = m.rules(|r| r.walls.as_ref()) else {
            return;
        };
        let at = spec.span().start;
        let spec = spec.get_ref();
        let words = [
            ("vacated", WallPlacement::Vacated),
            ("anywhere", WallPlacement::Anywhere),
            ("arrow", WallPlacement::Arrow),
            ("duck", WallPlacement::Duck),
        ];
        let placement = (spec.placement.as_ref())
            .and_then(|p| self.word(src, p, "`rules.walls.placement`", Code::BadRule, &words));
        let region = spec.region.as_ref().and_then(|r| {
            if spec.placement.is_none() {
                let msg = "`rules.walls.region` says where moves place walls, but no `placement` says that they place any";
                self.err(src, r.span().start, Code::BadRule, msg);
            }
            self.region_named(src, r, regions, "`rules.walls.region`")
        });
        let petrify = spec
            .petrify
            .as_ref()
            .and_then(|names| self.kinds_named(names, src, pieces, "rules.walls.petrify"))
            .unwrap_or_default();
        if spec.placement.is_none() && spec.petrify.is_none() {
            let msg = "`[rules.walls]` needs `placement` (moves place walls) or `petrify` (capturing pieces turn to stone)";
            self.err(src, at, Code::BadRule, msg);
        }
        for p in pieces.iter().filter(|p| p.royal) {
            let msg = format!(
                "`{}` is royal, and `[rules.walls]` needs a ruleset without royal pieces: make it a goal of `[rules.extinction]` (with `pseudo-royal = true` if it may not be left attacked) instead",
                p.name
            );
            self.err(src, at, Code::BadRoyal, msg);
        }
        if hands {
            let msg = "`[rules.walls]` and `[hands]` do not go together: a drop places no wall";
            self.err(src, at, Code::BadRule, msg);
        }
        rules.walls = Some(Walls {
            placement,
            region,
            petrify,
        });
    }
}
