//! `[regions]`, checked into [`NamedRegion`]s, the pieces' `confined-to` and the
//! components' `within`.
//!
//! Checks here (`BadRegion`): each region gives either `squares` (from white's side,
//! black's mirrored across the middle rank) or both `white` and `black`; every word of
//! them names squares of the board, and each names at least one; a piece's
//! `confined-to` and a component's `within` name a declared region.

use crate::ByColor;
use crate::diagnostic::{DiagnosticCode as Code, nearest};
use crate::ruleset::{NamedRegion, PieceKind};
use crate::spec::RegionSpec;
use fers_geometry::{BoardShape, Region, Square};
use toml::Spanned;

use super::checker::Checker;
use super::extends::Chain;

impl Checker<'_> {
    /// The regions of `[regions]`, in declaration order (a region with problems is kept
    /// empty, so that names still resolve).
    pub(super) fn check_regions(&mut self, m: &Chain, shape: BoardShape) -> Vec<NamedRegion> {
        let mut out = Vec::new();
        for (name, (spec, src)) in &m.regions {
            let squares = self.region_squares(name, spec, *src, shape);
            out.push(NamedRegion {
                name: name.clone(),
                squares,
            });
        }
        out
    }

    fn region_squares(
        &mut self,
        name: &str,
        spec: &Spanned<RegionSpec>,
        src: usize,
        shape: BoardShape,
    ) -> ByColor<Vec<Square>> {
        let r = spec.get_ref();
        let read = |this: &mut Self, key: &str, text: &Spanned<String>| {
            let problem = match Region::parse(shape, name, text.get_ref()) {
                Ok(region) if region.squares().is_empty() => "names no square".to_string(),
                Ok(region) => return region.squares().to_vec(),
                Err(e) => e.to_string(),
            };
            let msg = format!("`regions.{name}.{key}`: {problem}");
            this.err(src, text.span().start, Code::BadRegion, msg);
            Vec::new()
        };
        match (&r.squares, &r.white, &r.black) {
            (Some(s), None, None) => {
                let white = read(self, "squares", s);
                let black = white.iter().map(|&sq| mirror(shape, sq)).collect();
                ByColor { white, black }
            }
            (None, Some(w), Some(b)) => ByColor {
                white: read(self, "white", w),
                black: read(self, "black", b),
            },
            _ => {
                let msg = format!(
                    "`regions.{name}` must give either `squares` (from white's side, mirrored for black) or both `white` and `black`"
                );
                self.err(src, spec.span().start, Code::BadRegion, msg);
                ByColor::default()
            }
        }
    }

    /// Resolves each piece's `confined-to` to its region.
    pub(super) fn check_confinement(
        &mut self,
        m: &Chain,
        regions: &[NamedRegion],
        pieces: &mut [PieceKind],
    ) {
        for ((name, (spec, src)), piece) in m.pieces.iter().zip(pieces.iter_mut()) {
            let Some(region) = &spec.get_ref().confined_to else {
                continue;
            };
            let who = format!("`{name}`: `confined-to`");
            if let Some(i) = self.region_named(*src, region, regions, &who) {
                piece.confined_to = Some(i);
            }
        }
    }

    /// The index of the region `wanted` names, or `None` after a `BadRegion` problem
    /// (`who` names the key, with the nearest region's name as hint).
    pub(super) fn region_named(
        &mut self,
        src: usize,
        wanted: &Spanned<String>,
        regions: &[NamedRegion],
        who: &str,
    ) -> Option<usize> {
        let name = wanted.get_ref();
        let found = regions.iter().position(|r| &r.name == name);
        if found.is_none() {
            let hint = nearest(name, regions.iter().map(|r| r.name.as_str()))
                .map(|n| format!(" (hint: did you mean `{n}`?)"))
                .unwrap_or_default();
            let msg = format!("{who} names `{name}`, which is not a region of `[regions]`{hint}");
            self.err(src, wanted.span().start, Code::BadRegion, msg);
        }
        found
    }
}

impl Checker<'_> {
    /// Resolves each structured component's `within` to its region. Components follow
    /// the `moves` entries one to one; when an entry was refused (already reported),
    /// the piece's components are left as they are.
    pub(super) fn check_component_regions(
        &mut self,
        m: &Chain,
        regions: &[NamedRegion],
        pieces: &mut [PieceKind],
    ) {
        for ((name, (spec, src)), piece) in m.pieces.iter().zip(pieces.iter_mut()) {
            let Some(moves) = &spec.get_ref().moves else {
                continue;
            };
            let aligned = moves.len() == piece.components.len();
            for (i, entry) in moves.iter().enumerate() {
                let Some(region) = &entry.get_ref().within else {
                    continue;
                };
                let who = format!("`{name}`: `within`");
                let Some(r) = self.region_named(*src, region, regions, &who) else {
                    continue;
                };
                if !aligned {
                    continue;
                }
                let c = &mut piece.components[i];
                if c.en_passant || c.sets_en_passant {
                    let msg = format!(
                        "`{name}`: a move `within` a region cannot take part in en passant"
                    );
                    self.err(*src, region.span().start, Code::BadMove, msg);
                }
                c.within = Some(r);
            }
        }
    }
}

/// The square seen from the other side: the same file, the rank mirrored.
fn mirror(shape: BoardShape, sq: Square) -> Square {
    let rank = shape.ranks() - 1 - shape.rank_of(sq).0;
    shape
        .square(shape.file_of(sq).0 as i32, rank as i32)
        .unwrap_or(sq)
}
