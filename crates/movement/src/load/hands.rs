//! `[hands]`, checked into [`Hands`], and the pocket of the start position.
//!
//! Checks here: `captures` and `promoted` are words the keys allow; `must-drop-kinds`
//! names declared kinds and is not given beside `must-drop = true`; partner hands can be
//! used (drops or gating);
//! `drop-opposite-colours`, `drop-region` and castling's `by-drop` are set only with
//! hands; the start position has a pocket (`RNBQKBNR[Nn]`, `[]`) only in a ruleset with
//! hands, and every letter in it is a declared piece.

use crate::board_field::split_pocket;
use crate::diagnostic::DiagnosticCode as Code;
use crate::ruleset::{CaptureDestination, DropObligation, Hands, NamedRegion, PieceKind};
use fers_geometry::BoardShape;
use toml::Spanned;

use super::checker::Checker;
use super::extends::Chain;

impl Checker<'_> {
    /// The ruleset's hands, if it has a `[hands]` table.
    pub(super) fn check_hands(
        &mut self,
        m: &Chain,
        pieces: &[PieceKind],
        regions: &[NamedRegion],
    ) -> Option<Hands> {
        let (spec, src) = m.key(|f| f.hands.as_ref())?;
        let spec = spec.get_ref();
        let words = [
            ("captor", CaptureDestination::Captor),
            ("partner", CaptureDestination::Partner),
            ("none", CaptureDestination::Nowhere),
        ];
        let captures = (spec.captures.as_ref())
            .and_then(|v| self.word(src, v, "`captures`", Code::BadRule, &words))
            .unwrap_or(CaptureDestination::Nowhere);
        let words = [("demote", false), ("keep", true)];
        let keep_promoted = (spec.promoted.as_ref())
            .and_then(|v| self.word(src, v, "`promoted`", Code::BadRule, &words))
            .unwrap_or(false);
        let drops = spec.drops.as_ref().is_none_or(|d| *d.get_ref());
        let gating = spec.gating.as_ref().is_some_and(|g| *g.get_ref());
        if captures == CaptureDestination::Partner
            && !drops
            && !gating
            && let Some(c) = &spec.captures
        {
            let msg = "`captures = \"partner\"` fills the hands from another board, but with `drops = false` and no `gating` a piece in hand is never used: allow drops or gating";
            self.err(src, c.span().start, Code::BadRule, msg);
        }
        let must_drop = spec.must_drop.unwrap_or(false);
        let mut must_drop_kinds = if must_drop { u32::MAX } else { 0 };
        if let Some(names) = &spec.must_drop_kinds {
            if must_drop {
                let msg = "`must-drop-kinds` names the pieces that must be dropped, and `must-drop = true` says every piece must: keep one of the two";
                self.err(src, names.span().start, Code::BadRule, msg);
            }
            let kinds = self.kinds_named(names, src, pieces, "hands.must-drop-kinds");
            must_drop_kinds = kinds.map_or(0, |ks| ks.iter().fold(0, |m, k| m | k.mask()));
        }
        let placing = self.check_placing(spec, src, regions, drops, captures);
        Some(Hands {
            captures,
            keep_promoted,
            drops,
            gating,
            drop_promoted: spec.drop_promoted.unwrap_or(false),
            must_drop: must_drop_kinds != 0,
            must_drop_kinds,
            drop_must: placing.drop_must,
            drop_first: placing.drop_first,
            unlimited: placing.unlimited,
        })
    }

    /// The keys of `[hands]` for games of placing pieces (reversi, ataxx): `drop-must`,
    /// `drop-first` and `unlimited`. Each needs drops (`drops = false` makes it
    /// meaningless); an unlimited hand takes no captured piece.
    fn check_placing(
        &mut self,
        spec: &crate::spec::HandsSpec,
        src: usize,
        regions: &[NamedRegion],
        drops: bool,
        captures: CaptureDestination,
    ) -> Placing {
        let words = [
            ("enclose", DropObligation::Enclose),
            ("touch", DropObligation::Touch),
        ];
        let drop_must = (spec.drop_must.as_ref())
            .and_then(|v| self.word(src, v, "`drop-must`", Code::BadRule, &words));
        let drop_first = (spec.drop_first.as_ref())
            .and_then(|r| self.region_named(src, r, regions, "`drop-first`"));
        let unlimited = spec.unlimited.as_ref().is_some_and(|u| *u.get_ref());
        if !drops {
            let keys = [
                spec.drop_must
                    .as_ref()
                    .map(|v| ("drop-must", v.span().start)),
                spec.drop_first
                    .as_ref()
                    .map(|v| ("drop-first", v.span().start)),
                (spec.unlimited.as_ref())
                    .filter(|u| *u.get_ref())
                    .map(|u| ("unlimited", u.span().start)),
            ];
            for (key, at) in keys.into_iter().flatten() {
                let msg = format!(
                    "`{key}` says how pieces are dropped, but `drops = false` drops none (hint: remove `drops = false` or `{key}`)"
                );
                self.err(src, at, Code::BadRule, msg);
            }
        }
        if unlimited
            && captures == CaptureDestination::Captor
            && let Some(u) = &spec.unlimited
        {
            let msg = "an `unlimited` hand never runs out, so captured pieces cannot go to it (hint: `captures = \"none\"`)";
            self.err(src, u.span().start, Code::BadRule, msg);
        }
        Placing {
            drop_must,
            drop_first,
            unlimited,
        }
    }
}

/// The keys of `[hands]` for games of placing pieces, read.
struct Placing {
    drop_must: Option<DropObligation>,
    drop_first: Option<usize>,
    unlimited: bool,
}

impl Checker<'_> {
    /// Keys that mean something only with `[hands]`: a piece's `drop-opposite-colours`
    /// and `drop-region`, and castling's `by-drop`, each reported where it is set without them.
    pub(super) fn check_hand_only_keys(&mut self, m: &Chain, hands: Option<Hands>) {
        if hands.is_some() {
            return;
        }
        for (name, (spec, src)) in &m.pieces {
            let spec = spec.get_ref();
            let opposite = (spec.drop_opposite_colours.as_ref())
                .filter(|b| *b.get_ref())
                .map(|b| ("drop-opposite-colours", b.span().start));
            let region = (spec.drop_region.as_ref()).map(|r| ("drop-region", r.span().start));
            for (key, at) in [opposite, region].into_iter().flatten() {
                let msg =
                    format!("`{name}`: `{key}` needs `[hands]`: without them nothing is dropped");
                self.err(*src, at, Code::BadRule, msg);
            }
        }
        if let Some((c, src)) = m.key(|f| f.castling.as_ref())
            && let Some(b) = &c.get_ref().by_drop
            && *b.get_ref()
        {
            let msg = "`by-drop` needs `[hands]`: without them no king or rook is dropped";
            self.err(src, b.span().start, Code::BadCastling, msg);
        }
    }

    /// Splits the start position's first field into its board and its pocket (with
    /// hands, when it has one), and checks the pocket: allowed only with hands, and made
    /// of declared letters.
    pub(super) fn check_pocket<'t>(
        &mut self,
        start: &'t Spanned<String>,
        src: usize,
        hands: Option<Hands>,
        shape: BoardShape,
        pieces: &[PieceKind],
    ) -> (&'t str, Option<&'t str>) {
        let text = start.get_ref();
        let field = text.split_whitespace().next().unwrap_or("");
        let (board, pocket) = if hands.is_some() {
            split_pocket(field, shape.ranks())
        } else {
            (field, None)
        };
        if hands.is_none() && field.contains('[') {
            let at = start.span().start + 1 + text.find('[').unwrap_or(0);
            let msg = "the start position has a pocket (`[...]`), but the ruleset has no `[hands]`";
            self.err(src, at, Code::BadStartPosition, msg);
            return (&field[..field.find('[').unwrap_or(field.len())], None);
        }
        // An empty pocket (`[]`) says nothing an unlimited hand contradicts.
        if let (Some(p), Some(h)) = (pocket, hands)
            && h.unlimited
            && !matches!(p, "" | "-")
        {
            let at =
                start.span().start + 1 + text.find('[').or_else(|| text.find('/')).unwrap_or(0);
            let msg = "the start position has pieces in its pocket, but the hands are `unlimited`: its FEN has no pocket (hint: remove the `[...]`)";
            self.err(src, at, Code::BadStartPosition, msg);
        }
        if let Some(pocket) = pocket {
            // The pocket's text starts after the board and its `[` or `/`.
            let base = start.span().start + 1 + text.find(field).unwrap_or(0) + board.len() + 1;
            for (i, c) in pocket.char_indices() {
                let known = c.is_ascii_alphabetic()
                    && pieces.iter().any(|p| p.letter == c.to_ascii_lowercase());
                if !known {
                    let msg = format!("`{c}` in the start position's pocket is not a piece letter");
                    self.err(src, base + i, Code::BadStartPosition, msg);
                }
            }
        }
        (board, pocket)
    }
}
