//! Movement components in structured form (`moves = [{ leap = "knight" }]`), each checked
//! into a [`Component`].
//!
//! Checks here: exactly one of `leap` and `slide`; atom names from the one atom table
//! ([`crate::atom`]) or explicit offsets within ±[`MAX_OFFSET`], with `symmetry` only for
//! offsets; `range` only on slides; `mode`, `hop`, `lame` (straight or knight-shaped
//! leaps), `en-passant`, `sets-en-passant` and `from-ranks` consistent with each other
//! and the board.

use crate::diagnostic::{DiagnosticCode as Code, nearest};
use crate::spec::{Atoms, MoveSpec};
use crate::{Component, Mode, Motion, atom};
use fers_geometry::{BoardShape, Offset};
use toml::Spanned;

use super::checker::Checker;

/// Largest offset component a piece may use (a 16-square board spans 15).
pub const MAX_OFFSET: i64 = 15;

impl Checker<'_> {
    pub(super) fn check_move(
        &mut self,
        piece: &str,
        mv: &Spanned<MoveSpec>,
        src: usize,
        shape: BoardShape,
    ) -> Option<Component> {
        let at = mv.span().start;
        let m = mv.get_ref();
        let (atoms, slide) = match (&m.leap, &m.slide) {
            (Some(a), None) => (a, false),
            (None, Some(a)) => (a, true),
            _ => {
                self.err(
                    src,
                    at,
                    Code::BadMove,
                    format!("`{piece}`: each move needs exactly one of `leap` or `slide`"),
                );
                return None;
            }
        };
        let mut offsets = self.check_atoms(piece, atoms, m.symmetry.as_ref(), src)?;
        offsets.sort();
        offsets.dedup();
        let range = match (&m.range, slide) {
            (None, _) => None,
            (Some(r), true) if (1..=MAX_OFFSET).contains(r.get_ref()) => Some(*r.get_ref() as u8),
            (Some(r), true) => {
                self.err(
                    src,
                    r.span().start,
                    Code::BadMove,
                    format!("`{piece}`: range must be 1 to {MAX_OFFSET}"),
                );
                return None;
            }
            (Some(r), false) => {
                self.err(
                    src,
                    r.span().start,
                    Code::BadMove,
                    format!("`{piece}`: `range` applies to slides, not leaps"),
                );
                return None;
            }
        };
        let mode = match m
            .mode
            .as_ref()
            .map(|s| (s.get_ref().as_str(), s.span().start))
        {
            None | Some(("both", _)) => Mode::Both,
            Some(("move", _)) => Mode::Move,
            Some(("capture", _)) => Mode::Capture,
            Some((other, at)) => {
                let hint = nearest(other, ["both", "move", "capture"])
                    .map(|n| format!("did you mean \"{n}\"?"));
                let msg = format!(
                    "`{piece}`: mode must be \"both\", \"move\" or \"capture\", not \"{other}\""
                );
                self.hint(src, at, Code::BadMove, msg, hint);
                return None;
            }
        };
        if m.lame && slide {
            self.err(
                src,
                at,
                Code::BadMove,
                format!("`{piece}`: `lame` applies to leaps; a slide is always blocked"),
            );
            return None;
        }
        if m.lame
            && let Some(o) = offsets
                .iter()
                .find(|o| !o.is_straight() && !is_knight_shape(**o))
        {
            let msg = format!(
                "`{piece}`: a lame leap must be straight, knight-shaped or zebra-shaped, not {o}"
            );
            self.err(src, at, Code::BadMove, msg);
            return None;
        }
        if m.en_passant && !mode.captures() {
            self.err(
                src,
                at,
                Code::BadMove,
                format!("`{piece}`: `en-passant` needs a move that captures"),
            );
            return None;
        }
        if m.sets_en_passant && (mode != Mode::Move || !(slide || m.lame)) {
            let msg =
                format!("`{piece}`: `sets-en-passant` needs a non-capturing slide or lame leap");
            self.err(src, at, Code::BadMove, msg);
            return None;
        }
        if (m.first_move || m.not_in_check) && (mode != Mode::Move || m.hop.is_some()) {
            let key = if m.first_move {
                "first-move"
            } else {
                "not-in-check"
            };
            let msg = format!(
                "`{piece}`: a `{key}` move must be a leap or slide with `mode = \"move\"` (it never captures, so it never gives check)"
            );
            self.err(src, at, Code::BadMove, msg);
            return None;
        }
        let from_ranks = match &m.from_ranks {
            None => None,
            Some(r) => Some(self.check_from_ranks(piece, r, m.initial, src, shape)?),
        };
        let hop = match m
            .hop
            .as_ref()
            .map(|h| (h.get_ref().as_str(), h.span().start))
        {
            None => None,
            Some((_, at)) if !slide => {
                self.err(
                    src,
                    at,
                    Code::BadMove,
                    format!("`{piece}`: `hop` applies to slides"),
                );
                return None;
            }
            Some(("grasshopper", _)) => Some(crate::Landing::JustBeyond),
            Some(("cannon", _)) => Some(crate::Landing::AnyBeyond),
            Some((other, at)) => {
                let hint = nearest(other, ["grasshopper", "cannon"])
                    .map(|n| format!("did you mean \"{n}\"?"));
                let msg = format!(
                    "`{piece}`: hop must be \"grasshopper\" or \"cannon\", not \"{other}\""
                );
                self.hint(src, at, Code::BadMove, msg, hint);
                return None;
            }
        };
        if hop.is_some()
            && (range.is_some()
                || m.initial
                || from_ranks.is_some()
                || m.sets_en_passant
                || m.en_passant)
        {
            let msg = format!(
                "`{piece}`: a hop cannot have a range, be initial, start from given ranks or take part in en passant"
            );
            self.err(src, at, Code::BadMove, msg);
            return None;
        }
        Some(Component {
            motion: match (hop, slide) {
                (Some(landing), _) => Motion::Hop { landing },
                (None, true) => Motion::Slide { range },
                (None, false) => Motion::Leap,
            },
            offsets,
            mode,
            initial: m.initial,
            from_ranks,
            lame: m.lame,
            en_passant: m.en_passant,
            sets_en_passant: m.sets_en_passant,
            rotates: false,
            // Resolved once the regions are read (`check_component_regions`).
            within: None,
            first_move: m.first_move,
            not_in_check: m.not_in_check,
        })
    }

    /// `from-ranks`: a non-empty list of ranks on the board, not combined with `initial`.
    fn check_from_ranks(
        &mut self,
        piece: &str,
        ranks: &Spanned<Vec<i64>>,
        initial: bool,
        src: usize,
        shape: BoardShape,
    ) -> Option<Vec<u8>> {
        let at = ranks.span().start;
        let fail = |me: &mut Self, msg: String| {
            me.err(src, at, Code::BadMove, format!("`{piece}`: {msg}"));
            None
        };
        if initial {
            return fail(
                self,
                "`from-ranks` and `initial` both limit where a move starts; give one".into(),
            );
        }
        if ranks.get_ref().is_empty() {
            return fail(self, "`from-ranks` lists no rank".into());
        }
        let mut out = Vec::new();
        for &n in ranks.get_ref() {
            if !(1..=shape.ranks() as i64).contains(&n) {
                let msg = format!(
                    "rank {n} in `from-ranks` is not on a board of {} ranks",
                    shape.ranks()
                );
                return fail(self, msg);
            }
            out.push((n - 1) as u8);
        }
        out.sort_unstable();
        out.dedup();
        Some(out)
    }

    fn check_atoms(
        &mut self,
        piece: &str,
        atoms: &Spanned<Atoms>,
        symmetry: Option<&Spanned<String>>,
        src: usize,
    ) -> Option<Vec<Offset>> {
        let at = atoms.span().start;
        match atoms.get_ref() {
            Atoms::Named(names) => {
                if let Some(s) = symmetry {
                    self.err(src, s.span().start, Code::BadMove, format!("`{piece}`: `symmetry` applies to explicit offsets; named atoms are symmetric"));
                }
                let mut out = Vec::new();
                if names.split_whitespace().next().is_none() {
                    self.err(src, at, Code::BadMove, format!("`{piece}`: no atom named"));
                    return None;
                }
                for word in names.split_whitespace() {
                    match atom::by_name(word) {
                        Some(a) => out.extend(a.offsets()),
                        None => {
                            let hint = nearest(word, atom::names())
                                .map(|n| format!("did you mean \"{n}\"?"));
                            let msg = format!("`{piece}`: unknown atom \"{word}\"");
                            self.hint(src, at, Code::BadMove, msg, hint);
                            return None;
                        }
                    }
                }
                Some(out)
            }
            Atoms::Offsets(list) => {
                if list.is_empty() {
                    self.err(
                        src,
                        at,
                        Code::BadMove,
                        format!("`{piece}`: empty offset list"),
                    );
                    return None;
                }
                let sym = symmetry.map(|s| (s.get_ref().as_str(), s.span().start));
                let mut out = Vec::new();
                for &(f, r) in list {
                    if f.abs() > MAX_OFFSET || r.abs() > MAX_OFFSET || (f == 0 && r == 0) {
                        let msg = format!(
                            "`{piece}`: offset [{f}, {r}] must be non-zero with each part within ±{MAX_OFFSET}"
                        );
                        self.err(src, at, Code::BadMove, msg);
                        return None;
                    }
                    let o = Offset::new(f as i8, r as i8);
                    match sym {
                        None | Some(("none", _)) => out.push(o),
                        Some(("mirror", _)) => out.extend([o, Offset::new(-o.file, o.rank)]),
                        Some(("all", _)) => out.extend(Offset::all_symmetries(o.file, o.rank)),
                        Some((other, at)) => {
                            let msg = format!(
                                "`{piece}`: symmetry must be \"none\", \"mirror\" or \"all\", not \"{other}\""
                            );
                            let hint = nearest(other, ["none", "mirror", "all"])
                                .map(|n| format!("did you mean \"{n}\"?"));
                            self.hint(src, at, Code::BadMove, msg, hint);
                            return None;
                        }
                    }
                }
                Some(out)
            }
        }
    }
}

/// Whether a lame leap by `o` has one path: knight-shaped (the xiangqi horse) or, more
/// generally, one orthogonal step and then diagonal ones (the zebra: the janggi
/// elephant).
fn is_knight_shape(o: Offset) -> bool {
    let (a, b) = (o.file.unsigned_abs(), o.rank.unsigned_abs());
    a.min(b) >= 1 && a.abs_diff(b) == 1
}
