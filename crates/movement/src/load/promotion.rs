//! Promotion: `promotion = { to, black-to, zone, mandatory, limit, from-zone, on-capture,
//! in-place }`
//! checked into a [`Promotion`].
//!
//! Checks here: every target is a declared piece listed once, royal only when the
//! ruleset has several royal kinds (the promoted piece is then royal too); zone and
//! mandatory ranks are on the board, and a zone or mandatory region is declared;
//! `limit` is known; an `in-place` promotion has no `mandatory` squares nor `from-zone`;
//! and no kind promotes where the kind it becomes would itself have to promote and could
//! not stand (a kind that promotes only by capturing stands anywhere, and any kind where
//! it may be dropped).

use crate::Color;
use crate::diagnostic::{DiagnosticCode as Code, nearest};
use crate::kind::Kind;
use crate::ruleset::{NamedRegion, PieceKind, Promotion};
use crate::spec::{PromotionSpec, ZoneSpec};
use fers_geometry::BoardShape;
use toml::Spanned;

use super::checker::Checker;
use super::extends::Chain;
use super::pieces::Declared;

impl Checker<'_> {
    pub(super) fn check_promotion(
        &mut self,
        name: &str,
        pr: &Spanned<PromotionSpec>,
        src: usize,
        declared: &Declared<'_>,
    ) -> Option<Promotion> {
        let Declared {
            names,
            all,
            regions,
            shape,
        } = *declared;
        let spec = pr.get_ref();
        let royal_kinds = all.values().filter(|(p, _)| p.get_ref().royal).count();
        let targets = |me: &mut Self, list: &[Spanned<String>], key: &str| -> Vec<Kind> {
            let mut to = Vec::new();
            for target in list {
                let t = target.get_ref();
                match names.iter().position(|n| n == t) {
                    Some(i) if all[i].0.get_ref().royal && royal_kinds < 2 => {
                        let msg = format!(
                            "`{name}` may not promote to `{t}`: it is the only royal kind, and a side may have only one piece of it"
                        );
                        me.err(src, target.span().start, Code::BadPromotion, msg);
                    }
                    Some(i) if to.contains(&Kind(i as u8)) => {
                        let msg = format!("`{name}`: promotion{key} lists `{t}` twice");
                        me.err(src, target.span().start, Code::BadPromotion, msg);
                    }
                    Some(i) => to.push(Kind(i as u8)),
                    None => {
                        let hint = nearest(t, names.iter().map(|s| s.as_str()))
                            .map(|n| format!("did you mean `{n}`?"));
                        let msg =
                            format!("`{name}` promotes to `{t}`, which is not a declared piece");
                        me.hint(src, target.span().start, Code::UnknownPiece, msg, hint);
                    }
                }
            }
            // `to = []` is a piece with nothing to become: it may not enter its
            // mandatory squares. Black's list may not be empty beside white's.
            if list.is_empty() && !key.is_empty() {
                me.err(
                    src,
                    pr.span().start,
                    Code::BadPromotion,
                    format!("`{name}`: promotion{key} lists no pieces"),
                );
            }
            to
        };
        let to = targets(self, &spec.to, "");
        let black_to = spec
            .black_to
            .as_ref()
            .map(|list| targets(self, list, " `black-to`"));
        // Ranks, or a region's index: `None` stands for the default (the last rank).
        let area = |me: &mut Self, key: &str, zone: &Option<Spanned<ZoneSpec>>| match zone
            .as_ref()
            .map(|z| (z.get_ref(), z.span().start))
        {
            None => None,
            Some((ZoneSpec::Region(region), at)) => {
                let who = format!("`{name}`: promotion `{key}`");
                let wanted = Spanned::new(at..at, region.clone());
                Some((Vec::new(), me.region_named(src, &wanted, regions, &who)))
            }
            Some((ZoneSpec::Ranks(list), _)) => {
                let ranks = list
                    .iter()
                    .filter_map(|r| {
                        if (1..=shape.ranks() as i64).contains(r.get_ref()) {
                            Some((*r.get_ref() - 1) as u8)
                        } else {
                            let msg = format!(
                                "`{name}`: promotion rank {} is not on a board of {} ranks",
                                r.get_ref(),
                                shape.ranks()
                            );
                            me.err(src, r.span().start, Code::BadPromotion, msg);
                            None
                        }
                    })
                    .collect();
                Some((ranks, None))
            }
        };
        let last = || (vec![shape.ranks() - 1], None);
        let zone_given = area(self, "zone", &spec.zone);
        let mandatory_given = area(self, "mandatory", &spec.mandatory);
        let zone_is_region = matches!(
            spec.zone.as_ref().map(|z| z.get_ref()),
            Some(ZoneSpec::Region(_))
        );
        let (mut zone, zone_region) = zone_given.clone().unwrap_or_else(last);
        // A region zone is mandatory as a whole unless `mandatory` says otherwise (the
        // last rank would cut across it).
        let in_place = spec.in_place.as_ref().is_some_and(|b| *b.get_ref());
        let (mandatory, mandatory_region) = match mandatory_given {
            Some(_) if in_place => {
                let at = spec.mandatory.as_ref().map_or(0, |m| m.span().start);
                let msg = format!(
                    "`{name}` promotes `in-place`, by a move of its own: it has no `mandatory` squares"
                );
                self.err(src, at, Code::BadPromotion, msg);
                (Vec::new(), None)
            }
            _ if in_place => (Vec::new(), None),
            Some(m) => m,
            None if zone_is_region => zone_given.unwrap_or_else(last),
            None => last(),
        };
        if let Some(b) = spec.in_place.as_ref().filter(|_| in_place)
            && spec.from_zone == Some(true)
        {
            let msg = format!(
                "`{name}` promotes `in-place`: `from-zone` (promotion on leaving the zone) does not apply"
            );
            self.err(src, b.span().start, Code::BadPromotion, msg);
        }
        for r in &mandatory {
            if !zone.contains(r) {
                zone.push(*r);
            }
        }
        let words = [("none", false), ("captured", true)];
        let what = format!("`{name}`: promotion limit");
        let only_captured = (spec.limit.as_ref())
            .and_then(|l| self.word(src, l, &what, Code::BadPromotion, &words))
            .unwrap_or(false);
        Some(Promotion {
            to,
            black_to,
            zone,
            zone_region,
            mandatory,
            mandatory_region,
            only_captured,
            from_zone: spec.from_zone.unwrap_or(false),
            on_capture: spec.on_capture.unwrap_or(false),
            in_place,
            en_passant: spec.en_passant.unwrap_or(true),
        })
    }

    /// Refuses a kind that may promote to a kind that must itself promote where it
    /// lands: that piece would stand where no position may hold it.
    pub(super) fn check_promotion_chains(
        &mut self,
        m: &Chain,
        pieces: &[PieceKind],
        regions: &[NamedRegion],
        shape: BoardShape,
    ) {
        for (i, piece) in pieces.iter().enumerate() {
            let Some(pr) = &piece.promotion else { continue };
            let targets = pr.to.iter().chain(pr.black_to.iter().flatten());
            for &t in targets {
                let Some(target) = pieces.get(t.index()) else {
                    continue;
                };
                let Some(tp) = &target.promotion else {
                    continue;
                };
                // A kind that promotes only by capturing may stand anywhere, and one may
                // stand unpromoted where it may be dropped (kyoto shogi's pieces, which
                // promote and demote on every move).
                let stands = |c: Color, sq| {
                    tp.on_capture
                        || (m.key(|f| f.hands.as_ref()).is_some()
                            && target.drops_on(regions, shape, c, sq))
                };
                let clash = Color::ALL.into_iter().find_map(|c| {
                    shape.squares().find(|&sq| {
                        pr.in_zone(regions, shape, c, sq)
                            && tp.is_mandatory(regions, shape, c, sq)
                            && !stands(c, sq)
                    })
                });
                if let Some(sq) = clash {
                    let (spec, src) = &m.pieces[i];
                    let msg = format!(
                        "`{}` may promote to `{}` on {}, where a `{}` must itself promote",
                        piece.name,
                        target.name,
                        shape.square_name(sq),
                        target.name
                    );
                    self.err(*src, spec.span().start, Code::BadPromotion, msg);
                }
            }
        }
    }
}
