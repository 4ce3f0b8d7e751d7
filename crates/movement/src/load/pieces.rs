//! Pieces: each declared kind checked into a [`PieceKind`], and the checks across kinds.
//!
//! Checks here: a piece gives exactly one of `betza` and `moves`, its Betza text parses,
//! en passant only on plain leaps, a royal piece neither sets en passant nor promotes,
//! `initial-ranks` and `san` are valid, FEN letters are single ASCII letters used once,
//! and the whole ruleset stays within
//! [`MAX_RULESET_OFFSETS`] offsets and [`MAX_SLIDE_DIRECTIONS`] slide directions.
//! The movement components of `moves` are checked in [`super::moves`].

use crate::board_field::PROMOTED_PREFIX;
use crate::diagnostic::DiagnosticCode as Code;
use crate::kind::Kind;
use crate::ruleset::{NamedRegion, PieceKind};
use crate::spec::PieceSpec;
use crate::{Motion, betza};
use fers_geometry::BoardShape;
use indexmap::IndexMap;
use toml::Spanned;

use super::checker::Checker;
use super::extends::{At, Chain};

/// The rank (counted from 1, from the mover's side) where `initial` components apply
/// when a kind gives no `initial-ranks`: the FIDE pawn's, and Fairy-Stockfish's default
/// double-step region.
pub const DEFAULT_INITIAL_RANK: u8 = 2;
/// Most movement offsets in one ruleset, summed over every component of every piece
/// (after symmetries): bounds the size of the compiled move and attack tables.
pub const MAX_RULESET_OFFSETS: usize = 4096;
/// Most distinct slide directions in one ruleset, counting the reversed and black's
/// mirrored directions that the ray tables also hold (indices are stored in a byte).
pub const MAX_SLIDE_DIRECTIONS: usize = 256;

/// What the checks of each piece read beside the piece itself: every declared piece (by
/// name, and as written), the regions and the board.
pub(super) struct Declared<'a> {
    /// The pieces' names, in declaration order.
    pub(super) names: &'a [String],
    /// The pieces as written, by name.
    pub(super) all: &'a IndexMap<String, At<Spanned<PieceSpec>>>,
    /// The regions of `[regions]`, in declaration order.
    pub(super) regions: &'a [NamedRegion],
    /// The board.
    pub(super) shape: BoardShape,
}

impl Checker<'_> {
    pub(super) fn check_piece(
        &mut self,
        name: &str,
        spec: &Spanned<PieceSpec>,
        src: usize,
        declared: &Declared<'_>,
    ) -> PieceKind {
        let Declared { regions, shape, .. } = *declared;
        let p = spec.get_ref();
        // `+p`: the promoted form of the kind lettered `p` (its letter is `p` too).
        let written = p.letter.get_ref();
        let letter = written
            .strip_prefix(PROMOTED_PREFIX)
            .unwrap_or(written)
            .chars()
            .next()
            .unwrap_or('?')
            .to_ascii_lowercase();
        let components = match (&p.betza, &p.moves) {
            (Some(b), None) => match betza::parse_betza(b.get_ref()) {
                Ok(c) => c,
                Err(e) => {
                    // +1 for the opening quote of the TOML string.
                    let at = b.span().start + e.position();
                    self.err(src, at, Code::BadBetza, format!("`{name}`: {e}"));
                    Vec::new()
                }
            },
            (None, Some(moves)) => moves
                .iter()
                .flat_map(|mv| self.check_move(name, mv, src, shape))
                .collect(),
            (Some(b), Some(_)) => {
                self.err(
                    src,
                    b.span().start,
                    Code::BadMove,
                    format!("`{name}` has both `betza` and `moves`; give one"),
                );
                Vec::new()
            }
            (None, None) => {
                self.err(
                    src,
                    spec.span().start,
                    Code::MissingKey,
                    format!("`{name}` has no `betza` or `moves`"),
                );
                Vec::new()
            }
        };
        // En passant is captured by a plain leap onto the passed square; on anything
        // else the flag would silently do nothing.
        if components
            .iter()
            .any(|c| c.en_passant && (c.motion != Motion::Leap || c.lame))
        {
            let msg = format!(
                "`{name}`: an en-passant capture must be a plain (not lame) leap, not a slide or hop"
            );
            self.err(src, spec.span().start, Code::BadMove, msg);
        }
        if p.royal {
            // A royal piece that vanishes (captured en passant, promoted away) would leave
            // its side without the piece whose safety every move is judged by.
            if components.iter().any(|c| c.sets_en_passant) {
                let msg = format!(
                    "`{name}` is royal and may not set en passant: capturing it en passant would remove it from the board"
                );
                self.err(src, spec.span().start, Code::BadRoyal, msg);
            }
            if let Some(pr) = &p.promotion {
                let msg = format!(
                    "`{name}` is royal and may not promote: its side would be left without a royal piece"
                );
                self.err(src, pr.span().start, Code::BadPromotion, msg);
            }
        }
        let promotion = p
            .promotion
            .as_ref()
            .and_then(|pr| self.check_promotion(name, pr, src, declared));
        let initial_region = p.initial_region.as_ref().and_then(|r| {
            let who = format!("`{name}`: `initial-region`");
            self.region_named(src, r, regions, &who)
        });
        let initial_ranks = match (&p.initial_ranks, &p.initial_region) {
            (Some(r), Some(region)) => {
                let msg = format!(
                    "`{name}` gives both `initial-ranks` and `initial-region`: give one (a region can hold whole ranks)"
                );
                self.err(src, region.span().start, Code::BadMove, msg);
                self.rank_list(name, "initial rank", r, src, shape)
            }
            (None, Some(_)) => Vec::new(),
            (None, None) => vec![DEFAULT_INITIAL_RANK - 1],
            (Some(r), None) => self.rank_list(name, "initial rank", r, src, shape),
        };
        let drop_ranks = match &p.drop_ranks {
            // By default not where it must promote: it would stand there unpromoted. A
            // kind that promotes only by capturing may stand anywhere.
            None => {
                let must = (promotion.as_ref())
                    .filter(|pr| !pr.on_capture)
                    .map_or(&[][..], |pr| &pr.mandatory[..]);
                (0..shape.ranks()).filter(|r| !must.contains(r)).collect()
            }
            Some(r) => self.rank_list(name, "drop rank", r, src, shape),
        };
        let drop_region = p.drop_region.as_ref().and_then(|r| {
            let who = format!("`{name}`: `drop-region`");
            self.region_named(src, r, regions, &who)
        });
        let san = match &p.san {
            // SAN has no `+`: a promoted kind's letter would be its base kind's.
            None if written.starts_with(PROMOTED_PREFIX) => {
                let msg = format!(
                    "`{name}` is written `{written}`: give it a `san` letter of its own (SAN cannot write `+`)"
                );
                self.err(src, p.letter.span().start, Code::BadLetter, msg);
                None
            }
            None => Some(letter.to_ascii_uppercase()),
            Some(s) if s.get_ref().is_empty() => None,
            Some(s) => {
                let mut chars = s.get_ref().chars();
                match (chars.next(), chars.next()) {
                    (Some(c), None) if c.is_ascii_uppercase() => Some(c),
                    _ => {
                        let msg = format!("`{name}`: `san` must be one uppercase letter or \"\"");
                        self.err(src, s.span().start, Code::BadLetter, msg);
                        None
                    }
                }
            }
        };
        let notation_letter = p.notation_letter.as_ref().and_then(|s| {
            let mut chars = s.get_ref().chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) if c.is_ascii_uppercase() => Some(c),
                _ => {
                    let msg = format!("`{name}`: `notation-letter` must be one uppercase letter");
                    self.err(src, s.span().start, Code::BadLetter, msg);
                    None
                }
            }
        });
        // A count from 1 to 255, or the problem reported with `code`.
        let mut count = |key: &str, value: &Option<Spanned<i64>>, code| match value {
            None => None,
            Some(n) if (1..=255).contains(n.get_ref()) => Some(*n.get_ref() as u8),
            Some(n) => {
                let msg = format!("`{name}`: `{key}` must be 1 to 255, not {}", n.get_ref());
                self.err(src, n.span().start, code, msg);
                None
            }
        };
        let drop_file_limit = count("drop-file-limit", &p.drop_file_limit, Code::BadMove);
        let promotion_limit =
            count("promotion-limit", &p.promotion_limit, Code::BadPromotion).map(u32::from);
        PieceKind {
            name: name.to_string(),
            letter,
            san,
            notation_letter,
            components,
            royal: p.royal,
            promotion,
            initial_ranks,
            initial_region,
            mates_alone: p.mates_alone.unwrap_or(true),
            resets_clock: p.resets_clock.unwrap_or(p.promotion.is_some()),
            resets_clock_unless_reversible: p.resets_clock_unless_reversible.unwrap_or(false),
            drop_ranks,
            drop_region,
            promotion_limit,
            confined_to: None,
            unpromoted: None,
            drop_file_limit,
            drop_mates: p.drop_mate.unwrap_or(true),
            drop_opposite_colours: p
                .drop_opposite_colours
                .as_ref()
                .is_some_and(|b| *b.get_ref()),
            mate_loses: p.mate_loses.as_ref().is_some_and(|b| *b.get_ref()),
            no_screen: Vec::new(),
            first_move_aimed_by: Vec::new(),
        }
    }

    /// Ranks written 1-based from the mover's side, as 0-based ranks; each one off the
    /// board is a `BadMove` problem naming `what` (`initial rank 9 is not on a board of
    /// 8 ranks`).
    fn rank_list(
        &mut self,
        name: &str,
        what: &str,
        ranks: &Spanned<Vec<i64>>,
        src: usize,
        shape: BoardShape,
    ) -> Vec<u8> {
        let mut out = Vec::new();
        for &n in ranks.get_ref() {
            if (1..=shape.ranks() as i64).contains(&n) {
                out.push((n - 1) as u8);
            } else {
                let msg = format!(
                    "`{name}`: {what} {n} is not on a board of {} ranks",
                    shape.ranks()
                );
                self.err(src, ranks.span().start, Code::BadMove, msg);
            }
        }
        out
    }

    pub(super) fn check_letters(&mut self, m: &Chain) {
        let mut seen: Vec<(char, bool, &str)> = Vec::new();
        for (name, (spec, src)) in &m.pieces {
            let letter = spec.get_ref().letter.get_ref();
            let at = spec.get_ref().letter.span().start;
            let promoted = letter.starts_with(PROMOTED_PREFIX);
            let mut chars = letter
                .strip_prefix(PROMOTED_PREFIX)
                .unwrap_or(letter)
                .chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) if c.is_ascii_alphabetic() => {
                    let c = c.to_ascii_lowercase();
                    let shown = if promoted {
                        format!("+{c}")
                    } else {
                        c.to_string()
                    };
                    if let Some((_, _, other)) =
                        seen.iter().find(|(l, p, _)| *l == c && *p == promoted)
                    {
                        let msg =
                            format!("letter `{shown}` of `{name}` is already used by `{other}`");
                        self.err(*src, at, Code::BadLetter, msg);
                    } else {
                        seen.push((c, promoted, name));
                    }
                }
                _ => {
                    let msg = format!(
                        "the letter of `{name}` must be one ASCII letter, or `+` and one (a promoted piece), not `{letter}`"
                    );
                    self.err(*src, at, Code::BadLetter, msg);
                }
            }
        }
    }

    /// Links each kind written `+x` to the kind written `x` it is the promoted form of
    /// ([`PieceKind::unpromoted`]), and checks that only that kind promotes to it.
    pub(super) fn check_promoted_kinds(&mut self, m: &Chain, pieces: &mut [PieceKind]) {
        let specs: Vec<_> = m.pieces.values().collect();
        let promoted = |i: usize| {
            specs[i]
                .0
                .get_ref()
                .letter
                .get_ref()
                .starts_with(PROMOTED_PREFIX)
        };
        for i in 0..pieces.len().min(specs.len()) {
            if !promoted(i) {
                continue;
            }
            let base = (0..pieces.len().min(specs.len()))
                .find(|&b| !promoted(b) && pieces[b].letter == pieces[i].letter);
            let (spec, src) = specs[i];
            let at = spec.get_ref().letter.span().start;
            match base {
                Some(b) => pieces[i].unpromoted = Some(Kind(b as u8)),
                None => {
                    let msg = format!(
                        "`{}` is written `+{}`, the promoted form of a piece lettered `{}`, but no piece has that letter",
                        pieces[i].name, pieces[i].letter, pieces[i].letter
                    );
                    self.err(*src, at, Code::BadLetter, msg);
                }
            }
        }
        for (i, piece) in pieces.iter().enumerate() {
            let Some(pr) = &piece.promotion else { continue };
            for &t in pr.to.iter().chain(pr.black_to.iter().flatten()) {
                let Some(target) = pieces.get(t.index()) else {
                    continue;
                };
                if target.unpromoted.is_some_and(|b| b.index() != i) {
                    let (spec, src) = specs[i];
                    let msg = format!(
                        "`{}` may not promote to `{}`: a piece written `+{}` is the promoted form of the piece lettered `{}` only",
                        piece.name, target.name, target.letter, target.letter
                    );
                    self.err(*src, spec.span().start, Code::BadPromotion, msg);
                }
            }
        }
    }

    /// Bounds the compiled tables: total offsets and distinct slide directions.
    pub(super) fn check_size(&mut self, m: &Chain, pieces: &[PieceKind]) {
        let mut offsets = 0;
        let mut directions = std::collections::BTreeSet::new();
        let mut offsets_reported = false;
        for ((_, (spec, src)), piece) in m.pieces.iter().zip(pieces) {
            let directions_before = directions.len();
            for c in &piece.components {
                offsets += c.offsets.len();
                if let Motion::Slide { .. } = c.motion {
                    for &o in &c.offsets {
                        directions.extend([o, o.flipped(), o.reversed(), o.flipped().reversed()]);
                    }
                }
            }
            if offsets > MAX_RULESET_OFFSETS && !offsets_reported {
                offsets_reported = true;
                let msg = format!(
                    "`{}` brings the ruleset to {offsets} movement offsets; at most {MAX_RULESET_OFFSETS} are allowed",
                    piece.name
                );
                self.err(*src, spec.span().start, Code::TooLarge, msg);
            }
            if directions.len() > MAX_SLIDE_DIRECTIONS && directions_before <= MAX_SLIDE_DIRECTIONS
            {
                let msg = format!(
                    "`{}` brings the ruleset to {} slide directions (with their reverses and black's); at most {MAX_SLIDE_DIRECTIONS} are allowed",
                    piece.name,
                    directions.len()
                );
                self.err(*src, spec.span().start, Code::TooLarge, msg);
            }
        }
    }
}
