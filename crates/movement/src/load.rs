//! Loading a ruleset: TOML text → [`RulesetSpec`] → `extends` layering → checked [`Ruleset`].
//!
//! Every problem is collected, not just the first, each with its file, line and column.

use crate::diagnostic::{Diagnostic, DiagnosticCode as Code, RulesetError, Source, nearest};
use crate::ruleset::*;
use crate::spec::*;
use crate::{Component, Mode, Motion, betza};
use fers_geometry::{BoardShape, Offset};
use indexmap::IndexMap;
use toml::Spanned;

/// How deep `extends` chains may go.
pub const MAX_EXTENDS_DEPTH: usize = 8;
/// Largest offset component a piece may use (a 16-square board spans 15).
pub const MAX_OFFSET: i64 = 15;
/// The rank (counted from 1, from the mover's side) where `initial` components apply
/// when a kind gives no `initial-ranks`: the FIDE pawn's, and Fairy-Stockfish's default
/// double-step region.
pub const DEFAULT_INITIAL_RANK: u8 = 2;
/// Largest ruleset file, in bytes (real rulesets are a few kilobytes): bounds the time
/// and memory spent reading one, whatever it holds.
pub const MAX_RULESET_BYTES: usize = 1 << 20;
/// Most problems reported for one ruleset; the rest are counted in one last diagnostic.
pub const MAX_DIAGNOSTICS: usize = 100;
/// Most movement offsets in one ruleset, summed over every component of every piece
/// (after symmetries): bounds the size of the compiled move and attack tables.
pub const MAX_RULESET_OFFSETS: usize = 4096;
/// Most distinct slide directions in one ruleset, counting the reversed and black's
/// mirrored directions that the ray tables also hold (indices are stored in a byte).
pub const MAX_SLIDE_DIRECTIONS: usize = 256;

/// Finds the text of a ruleset named by `extends` (a bundled name or a path).
pub type Resolver<'a> = dyn Fn(&str) -> Option<Source> + 'a;

/// Reads and checks a ruleset. `resolve` finds parents named by `extends`.
///
/// # Errors
/// A [`RulesetError`] listing every problem found.
pub fn load(source: Source, resolve: &Resolver<'_>) -> Result<Ruleset, RulesetError> {
    let mut sources = Vec::new();
    let mut early = Vec::new();
    let merged = layer(source, resolve, &mut sources, 0, &mut early)?;
    let mut checker = Checker {
        sources: &sources,
        diagnostics: Vec::new(),
        dropped: 0,
        scratch: sources[0].diagnostic(Code::TooLarge, 0, ""),
    };
    let ruleset = checker.check(merged);
    checker.diagnostics.extend(early);
    if checker.diagnostics.is_empty() {
        ruleset.ok_or_else(|| internal(&sources[0]))
    } else {
        // In file order, except that a wrong number of royal kinds comes first: much else
        // (castling, promotion targets, the start position) follows from it.
        checker.diagnostics.sort_by(|a, b| {
            let first = |d: &Diagnostic| d.code != Code::BadRoyal;
            (first(a), &a.file, a.line, a.column).cmp(&(first(b), &b.file, b.line, b.column))
        });
        if checker.dropped > 0 {
            let msg = format!(
                "{} more problems not shown (at most {MAX_DIAGNOSTICS} are reported)",
                checker.dropped
            );
            let d = sources[0].diagnostic(Code::TooLarge, 0, msg);
            checker.diagnostics.push(d);
        }
        Err(RulesetError {
            diagnostics: checker.diagnostics,
        })
    }
}

fn internal(src: &Source) -> RulesetError {
    RulesetError {
        diagnostics: vec![src.diagnostic(Code::Syntax, 0, "the ruleset could not be read")],
    }
}

/// Parses one file into its spec, turning serde errors into diagnostics.
pub fn parse_spec(source: &Source) -> Result<RulesetSpec, Diagnostic> {
    if let Some(d) = too_large(source) {
        return Err(d);
    }
    toml::from_str::<RulesetSpec>(&source.text).map_err(|e| {
        let offset = e.span().map_or(0, |s| s.start);
        let message = e.message().trim().to_string();
        let mut d = source.diagnostic(Code::Syntax, offset, message.clone());
        if let Some(rest) = message.strip_prefix("unknown field `") {
            d.code = Code::UnknownKey;
            let key = rest.split('`').next().unwrap_or("");
            let expected: Vec<&str> = message.split('`').skip(3).step_by(2).collect();
            if let Some(near) = nearest(key, expected.iter().copied()) {
                d.hint = Some(format!("did you mean `{near}`?"));
            }
        } else if message.starts_with("missing field") {
            d.code = Code::MissingKey;
        }
        d
    })
}

/// A `TooLarge` problem if the text is longer than [`MAX_RULESET_BYTES`].
fn too_large(source: &Source) -> Option<Diagnostic> {
    // Readers may stop at the limit (`/dev/zero`), so say "more than", not a size.
    (source.text.len() > MAX_RULESET_BYTES).then(|| {
        let msg = format!(
            "the file is longer than {MAX_RULESET_BYTES} bytes, the most a ruleset may have"
        );
        source.diagnostic(Code::TooLarge, 0, msg)
    })
}

/// A value and the index of the source it came from.
type At<T> = (T, usize);

#[derive(Default)]
struct Merged {
    name: Option<At<Spanned<String>>>,
    description: Option<String>,
    files: Option<At<Spanned<i64>>>,
    ranks: Option<At<Spanned<i64>>>,
    start: Option<At<Spanned<String>>>,
    pieces: IndexMap<String, At<Spanned<PieceSpec>>>,
    castling: Option<At<Spanned<CastlingSpec>>>,
    stalemate: Option<At<Spanned<String>>>,
    move_rule: Option<At<Spanned<i64>>>,
    move_rule_forced: Option<At<Spanned<i64>>>,
    repetition: Option<At<Spanned<i64>>>,
    repetition_forced: Option<At<Spanned<i64>>>,
    insufficient_material: Option<bool>,
    bare_royal: Option<At<Spanned<String>>>,
    material_limit: Option<At<Spanned<String>>>,
}

/// `source` with the keys of these `UnknownKey` problems and their values replaced by
/// spaces, if every problem is one (and not a table header) and the result reads
/// cleanly; `None` otherwise.
fn without_unknown_keys(source: &Source, problems: &[Diagnostic]) -> Option<Source> {
    if problems.iter().any(|d| d.code != Code::UnknownKey) {
        return None;
    }
    let (doc, errors) = toml::de::DeTable::parse_recoverable(&source.text);
    if !errors.is_empty() {
        return None;
    }
    let mut spans = Vec::new();
    crate::scan::unknown_key_spans(doc.get_ref(), &mut spans);
    let mut text = source.text.clone().into_bytes();
    for mut span in spans {
        // In an inline table a comma goes with the pair: the one after it, or else the
        // one before it.
        let after = &source.text[span.end..];
        let gap = after.len() - after.trim_start_matches([' ', '\t']).len();
        if after[gap..].starts_with(',') {
            span.end += gap + 1;
        } else {
            let before = source.text[..span.start].trim_end_matches([' ', '\t']);
            if before.ends_with(',') {
                span.start = before.len() - 1;
            }
        }
        // A table header (`[pieces.king.extra]`) owns the lines below it: blanking it
        // would hand them to the table above. Those stay fatal.
        let before = source.text[..span.start].trim_end_matches([' ', '\t']);
        if before.ends_with('[') {
            return None;
        }
        for b in &mut text[span] {
            if *b != b'\n' {
                *b = b' ';
            }
        }
    }
    let blanked = Source {
        name: source.name.clone(),
        text: String::from_utf8(text).ok()?,
    };
    crate::scan::scan(&blanked).is_empty().then_some(blanked)
}

fn layer(
    source: Source,
    resolve: &Resolver<'_>,
    sources: &mut Vec<Source>,
    depth: usize,
    early: &mut Vec<Diagnostic>,
) -> Result<Merged, RulesetError> {
    // The size first: the scan below reads the whole text.
    if let Some(d) = too_large(&source) {
        return Err(RulesetError {
            diagnostics: vec![d],
        });
    }
    let problems = crate::scan::scan(&source);
    let spec = if problems.is_empty() {
        parse_spec(&source).map_err(|d| RulesetError {
            diagnostics: vec![d],
        })?
    } else {
        // Unknown keys alone need not hide the file's other problems: read the file
        // without them (blanked, so every other place is unchanged) and go on. If that
        // fails (a misspelt required key), the unknown keys explain it: report them.
        let spec = without_unknown_keys(&source, &problems).and_then(|b| parse_spec(&b).ok());
        match spec {
            Some(spec) => {
                early.extend(problems);
                spec
            }
            None => {
                return Err(RulesetError {
                    diagnostics: problems,
                });
            }
        }
    };
    let me = sources.len();
    sources.push(source);
    let mut merged = match &spec.extends {
        None => Merged::default(),
        Some(parent) => {
            let src = &sources[me];
            let fail = |msg: String| RulesetError {
                diagnostics: vec![src.diagnostic(Code::BadExtends, parent.span().start, msg)],
            };
            if depth >= MAX_EXTENDS_DEPTH {
                return Err(fail(format!(
                    "`extends` chains may be at most {MAX_EXTENDS_DEPTH} deep (is there a cycle?)"
                )));
            }
            let Some(parent_source) = resolve(parent.get_ref()) else {
                return Err(fail(format!(
                    "no ruleset named `{}` to extend",
                    parent.get_ref()
                )));
            };
            layer(parent_source, resolve, sources, depth + 1, early)?
        }
    };
    if let Some(v) = spec.name {
        merged.name = Some((v, me));
    }
    if spec.description.is_some() {
        merged.description = spec.description;
    }
    if let Some(b) = spec.board {
        merged.files = b.files.map(|v| (v, me)).or(merged.files);
        merged.ranks = b.ranks.map(|v| (v, me)).or(merged.ranks);
        merged.start = b.start.map(|v| (v, me)).or(merged.start);
    }
    for name in &spec.remove_pieces {
        if merged.pieces.shift_remove(name.get_ref()).is_none() {
            let mut d = sources[me].diagnostic(
                Code::UnknownPiece,
                name.span().start,
                format!(
                    "`remove-pieces` names `{}`, which the parent does not declare",
                    name.get_ref()
                ),
            );
            d.hint = nearest(name.get_ref(), merged.pieces.keys().map(|k| k.as_str()))
                .map(|n| format!("did you mean `{n}`?"));
            return Err(RulesetError {
                diagnostics: vec![d],
            });
        }
    }
    for (name, piece) in spec.pieces {
        merged.pieces.insert(name, (piece, me));
    }
    if let Some(c) = spec.castling {
        merged.castling = Some((c, me));
    }
    if let Some(r) = spec.rules {
        merged.stalemate = r.stalemate.map(|v| (v, me)).or(merged.stalemate);
        merged.move_rule = r.move_rule.map(|v| (v, me)).or(merged.move_rule);
        merged.move_rule_forced = r
            .move_rule_forced
            .map(|v| (v, me))
            .or(merged.move_rule_forced);
        merged.repetition = r.repetition.map(|v| (v, me)).or(merged.repetition);
        merged.repetition_forced = r
            .repetition_forced
            .map(|v| (v, me))
            .or(merged.repetition_forced);
        merged.insufficient_material = r.insufficient_material.or(merged.insufficient_material);
        merged.bare_royal = r.bare_royal.map(|v| (v, me)).or(merged.bare_royal);
        merged.material_limit = r.material_limit.map(|v| (v, me)).or(merged.material_limit);
    }
    Ok(merged)
}

struct Checker<'s> {
    sources: &'s [Source],
    diagnostics: Vec<Diagnostic>,
    /// Problems found beyond [`MAX_DIAGNOSTICS`], counted but not kept.
    dropped: usize,
    /// Where a dropped problem's hint goes.
    scratch: Diagnostic,
}

impl Checker<'_> {
    fn err(
        &mut self,
        src: usize,
        offset: usize,
        code: Code,
        message: impl Into<String>,
    ) -> &mut Diagnostic {
        // Past the limit, neither keep the problem nor compute its line and column (a
        // scan of the text each): a file listing 300,000 bad numbers stays fast.
        if self.diagnostics.len() >= MAX_DIAGNOSTICS {
            self.dropped += 1;
            return &mut self.scratch;
        }
        let d = self.sources[src].diagnostic(code, offset, message);
        self.diagnostics.push(d);
        self.diagnostics.last_mut().expect("just pushed")
    }

    fn hint(
        &mut self,
        src: usize,
        offset: usize,
        code: Code,
        message: String,
        hint: Option<String>,
    ) {
        self.err(src, offset, code, message).hint = hint;
    }

    fn check(&mut self, m: Merged) -> Option<Ruleset> {
        let name = m
            .name
            .as_ref()
            .map_or_else(|| "unnamed".to_string(), |(n, _)| n.get_ref().clone());
        let shape = self.check_shape(&m);
        let start_fen = match &m.start {
            Some((s, _)) => s.get_ref().clone(),
            None => {
                self.err(
                    0,
                    0,
                    Code::MissingKey,
                    "the ruleset has no `board.start` position",
                );
                String::new()
            }
        };
        if m.pieces.is_empty() {
            self.err(0, 0, Code::MissingKey, "the ruleset declares no pieces");
        }
        if m.pieces.len() > MAX_KINDS {
            let (p, src) = &m.pieces[MAX_KINDS];
            self.err(
                *src,
                p.span().start,
                Code::TooLarge,
                format!("a ruleset may declare at most {MAX_KINDS} pieces"),
            );
        }
        let names: Vec<String> = m.pieces.keys().cloned().collect();
        let shape_or_default = shape.unwrap_or(BoardShape::STANDARD);
        let mut pieces = Vec::new();
        for (name, (spec, src)) in &m.pieces {
            pieces.push(self.check_piece(name, spec, *src, &names, &m.pieces, shape_or_default));
        }
        self.check_promotion_chains(&m, &pieces);
        self.check_letters(&m);
        self.check_size(&m, &pieces);
        let royal: Vec<usize> = pieces
            .iter()
            .enumerate()
            .filter(|(_, p)| p.royal)
            .map(|(i, _)| i)
            .collect();
        if royal.len() != 1 && !m.pieces.is_empty() {
            let msg = if royal.is_empty() {
                "no piece is `royal = true`, but checkmate is the goal: declare the king royal"
                    .to_string()
            } else {
                format!("{} piece kinds are royal; at most one may be", royal.len())
            };
            // Point at the royal piece declared in the most derived file (sources are
            // numbered child first): with `extends` that is where the second one was added.
            let at = royal
                .iter()
                .copied()
                .min_by_key(|&i| m.pieces[i].1)
                .unwrap_or(0);
            let (p, src) = &m.pieces[at];
            self.err(*src, p.span().start, Code::BadRoyal, msg);
        }
        // With no royal kind or several, the castling king is unknown: checking castling
        // against one of them would only add follow-on errors to the BadRoyal above.
        let king = (royal.len() == 1).then(|| royal[0]);
        let castling = m
            .castling
            .as_ref()
            .and_then(|(c, src)| self.check_castling(c, *src, &pieces, king, shape_or_default));
        let rules = self.check_rules(&m);
        if let (Some(shape), Some((start, src))) = (shape, &m.start) {
            self.check_start(start, *src, shape, &pieces);
            if let (Some(c), Some((spec, csrc))) = (&castling, &m.castling) {
                self.check_castling_squares(c, spec, *csrc, start.get_ref(), shape, &pieces);
            }
        }
        Some(Ruleset {
            name,
            description: m.description.clone().unwrap_or_default(),
            shape: shape?,
            start_fen,
            pieces,
            castling,
            rules,
        })
    }

    /// Bounds the compiled tables: total offsets and distinct slide directions.
    fn check_size(&mut self, m: &Merged, pieces: &[PieceKind]) {
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

    fn check_shape(&mut self, m: &Merged) -> Option<BoardShape> {
        let (Some((files, fs)), Some((ranks, rs))) = (&m.files, &m.ranks) else {
            self.err(
                0,
                0,
                Code::MissingKey,
                "the ruleset needs `board.files` and `board.ranks`",
            );
            return None;
        };
        // Each dimension on its own, so that both are reported when both are wrong.
        let checks = [
            (BoardShape::new(*files.get_ref(), 1), files, *fs),
            (BoardShape::new(1, *ranks.get_ref()), ranks, *rs),
        ];
        for (result, value, src) in checks {
            if let Err(e) = result {
                self.err(src, value.span().start, Code::BadBoard, e.to_string());
            }
        }
        BoardShape::new(*files.get_ref(), *ranks.get_ref()).ok()
    }

    fn check_letters(&mut self, m: &Merged) {
        let mut seen: Vec<(char, &str)> = Vec::new();
        for (name, (spec, src)) in &m.pieces {
            let letter = spec.get_ref().letter.get_ref();
            let at = spec.get_ref().letter.span().start;
            let mut chars = letter.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) if c.is_ascii_alphabetic() => {
                    let c = c.to_ascii_lowercase();
                    if let Some((_, other)) = seen.iter().find(|(l, _)| *l == c) {
                        let msg = format!("letter `{c}` of `{name}` is already used by `{other}`");
                        self.err(*src, at, Code::BadLetter, msg);
                    } else {
                        seen.push((c, name));
                    }
                }
                _ => {
                    let msg =
                        format!("the letter of `{name}` must be one ASCII letter, not `{letter}`");
                    self.err(*src, at, Code::BadLetter, msg);
                }
            }
        }
    }

    fn check_piece(
        &mut self,
        name: &str,
        spec: &Spanned<PieceSpec>,
        src: usize,
        names: &[String],
        all: &IndexMap<String, At<Spanned<PieceSpec>>>,
        shape: BoardShape,
    ) -> PieceKind {
        let p = spec.get_ref();
        let letter = p
            .letter
            .get_ref()
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
            .and_then(|pr| self.check_promotion(name, pr, src, names, all, shape));
        let initial_ranks = match &p.initial_ranks {
            None => vec![DEFAULT_INITIAL_RANK - 1],
            Some(r) => {
                let mut out = Vec::new();
                for &n in r.get_ref() {
                    if (1..=shape.ranks() as i64).contains(&n) {
                        out.push((n - 1) as u8);
                    } else {
                        let msg = format!(
                            "`{name}`: initial rank {n} is not on a board of {} ranks",
                            shape.ranks()
                        );
                        self.err(src, r.span().start, Code::BadMove, msg);
                    }
                }
                out
            }
        };
        let san = match &p.san {
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
        PieceKind {
            name: name.to_string(),
            letter,
            san,
            components,
            royal: p.royal,
            promotion,
            initial_ranks,
            mates_alone: p.mates_alone.unwrap_or(true),
            resets_clock: p.resets_clock.unwrap_or(p.promotion.is_some()),
        }
    }

    fn check_move(
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
            let msg = format!("`{piece}`: a lame leap must be straight or knight-shaped, not {o}");
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
                    match named_atom(word) {
                        Some(offs) => out.extend(offs),
                        None => {
                            let hint = nearest(word, ATOM_NAMES.iter().map(|(n, _)| *n))
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

    fn check_promotion(
        &mut self,
        name: &str,
        pr: &Spanned<PromotionSpec>,
        src: usize,
        names: &[String],
        all: &IndexMap<String, At<Spanned<PieceSpec>>>,
        shape: BoardShape,
    ) -> Option<Promotion> {
        let spec = pr.get_ref();
        let targets = |me: &mut Self, list: &[Spanned<String>], key: &str| -> Vec<KindIndex> {
            let mut to = Vec::new();
            for target in list {
                let t = target.get_ref();
                match names.iter().position(|n| n == t) {
                    Some(i) if all[i].0.get_ref().royal => {
                        let msg = format!("`{name}` may not promote to `{t}`: it is royal");
                        me.err(src, target.span().start, Code::BadPromotion, msg);
                    }
                    Some(i) if to.contains(&(i as KindIndex)) => {
                        let msg = format!("`{name}`: promotion{key} lists `{t}` twice");
                        me.err(src, target.span().start, Code::BadPromotion, msg);
                    }
                    Some(i) => to.push(i as KindIndex),
                    None => {
                        let hint = nearest(t, names.iter().map(|s| s.as_str()))
                            .map(|n| format!("did you mean `{n}`?"));
                        let msg =
                            format!("`{name}` promotes to `{t}`, which is not a declared piece");
                        me.hint(src, target.span().start, Code::UnknownPiece, msg, hint);
                    }
                }
            }
            if list.is_empty() {
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
        let mut ranks = |list: &Option<Vec<Spanned<i64>>>| -> Vec<u8> {
            match list {
                None => vec![shape.ranks() - 1],
                Some(list) => list
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
                            self.err(src, r.span().start, Code::BadPromotion, msg);
                            None
                        }
                    })
                    .collect(),
            }
        };
        let mut zone = ranks(&spec.zone);
        let mandatory = ranks(&spec.mandatory);
        for r in &mandatory {
            if !zone.contains(r) {
                zone.push(*r);
            }
        }
        let only_captured = match spec
            .limit
            .as_ref()
            .map(|l| (l.get_ref().as_str(), l.span().start))
        {
            None | Some(("none", _)) => false,
            Some(("captured", _)) => true,
            Some((other, at)) => {
                let msg = format!(
                    "`{name}`: promotion limit must be \"none\" or \"captured\", not \"{other}\""
                );
                self.err(src, at, Code::BadPromotion, msg);
                false
            }
        };
        Some(Promotion {
            to,
            black_to,
            zone,
            mandatory,
            only_captured,
        })
    }

    /// A kind may not promote into a kind that would have to promote again where it
    /// lands: that piece would stand where no position may hold it.
    fn check_promotion_chains(&mut self, m: &Merged, pieces: &[PieceKind]) {
        for (i, piece) in pieces.iter().enumerate() {
            let Some(pr) = &piece.promotion else { continue };
            let targets = pr.to.iter().chain(pr.black_to.iter().flatten());
            for &t in targets {
                let Some(target) = pieces.get(t as usize) else {
                    continue;
                };
                let Some(tp) = &target.promotion else {
                    continue;
                };
                if let Some(rank) = pr.zone.iter().find(|r| tp.mandatory.contains(r)) {
                    let (spec, src) = &m.pieces[i];
                    let msg = format!(
                        "`{}` may promote to `{}` on rank {}, where a `{}` must itself promote",
                        piece.name,
                        target.name,
                        rank + 1,
                        target.name
                    );
                    self.err(*src, spec.span().start, Code::BadPromotion, msg);
                }
            }
        }
    }

    fn check_castling(
        &mut self,
        c: &Spanned<CastlingSpec>,
        src: usize,
        pieces: &[PieceKind],
        royal: Option<usize>,
        shape: BoardShape,
    ) -> Option<Castling> {
        let spec = c.get_ref();
        let kind = |me: &mut Self, name: &Spanned<String>| -> Option<KindIndex> {
            let found = pieces.iter().position(|p| &p.name == name.get_ref());
            if found.is_none() {
                let hint = nearest(name.get_ref(), pieces.iter().map(|p| p.name.as_str()))
                    .map(|n| format!("did you mean `{n}`?"));
                let msg = format!(
                    "castling names `{}`, which is not a declared piece",
                    name.get_ref()
                );
                me.hint(src, name.span().start, Code::UnknownPiece, msg, hint);
            }
            found.map(|i| i as KindIndex)
        };
        let king = match &spec.king {
            Some(k) => kind(self, k),
            None => royal.map(|i| i as KindIndex),
        };
        let at = spec.rook.span().start;
        let rooks: Vec<Option<KindIndex>> = spec
            .rook
            .get_ref()
            .0
            .iter()
            .map(|n| kind(self, &Spanned::new(at..at, n.clone())))
            .collect();
        if rooks.is_empty() {
            self.err(
                src,
                at,
                Code::BadCastling,
                "castling names no partner piece in `rook`",
            );
        }
        let mut moves = Vec::new();
        for side in &spec.sides {
            if let Some(m) = self.check_castling_side(side, src, spec.chess960, shape) {
                if moves.iter().any(|x: &CastlingMove| x.side == m.side) {
                    self.err(
                        src,
                        side.span().start,
                        Code::BadCastling,
                        "two castling moves on the same side",
                    );
                } else {
                    moves.push(m);
                }
            }
        }
        if spec.sides.is_empty() {
            self.err(
                src,
                c.span().start,
                Code::BadCastling,
                "castling lists no `sides`",
            );
        }
        Some(Castling {
            king: king?,
            rooks: rooks.into_iter().collect::<Option<Vec<_>>>()?,
            chess960: spec.chess960,
            moves,
        })
    }

    fn check_castling_side(
        &mut self,
        s: &Spanned<CastlingSideSpec>,
        src: usize,
        chess960: bool,
        shape: BoardShape,
    ) -> Option<CastlingMove> {
        let spec = s.get_ref();
        let side = match spec.name.get_ref().as_str() {
            "king" => CastlingSide::King,
            "queen" => CastlingSide::Queen,
            other => {
                let msg = format!("castling side must be \"king\" or \"queen\", not \"{other}\"");
                self.err(src, spec.name.span().start, Code::BadCastling, msg);
                return None;
            }
        };
        let square =
            |me: &mut Self, text: &Spanned<String>| match shape.parse_square(text.get_ref()) {
                Ok(sq) => Some(sq),
                Err(e) => {
                    me.err(
                        src,
                        text.span().start,
                        Code::BadCastling,
                        format!("castling: {e}"),
                    );
                    None
                }
            };
        let king_to = square(self, &spec.king_to);
        let rook_to = square(self, &spec.rook_to);
        let (king_from, rook_from) = match (&spec.king, &spec.rook, chess960) {
            (None, None, true) => (None, None),
            (Some(k), Some(r), false) => (Some(square(self, k)?), Some(square(self, r)?)),
            (_, _, true) => {
                self.err(src, s.span().start, Code::BadCastling, "chess960 castling takes the king's and rook's start squares from the position: remove `king` and `rook`");
                return None;
            }
            _ => {
                self.err(
                    src,
                    s.span().start,
                    Code::BadCastling,
                    "castling needs the king's and the rook's start squares (`king`, `rook`)",
                );
                return None;
            }
        };
        let (king_to, rook_to) = (king_to?, rook_to?);
        if king_to == rook_to {
            self.err(
                src,
                s.span().start,
                Code::BadCastling,
                "`king-to` and `rook-to` name the same square: king and rook cannot both end there",
            );
            return None;
        }
        let rank = shape.rank_of(king_to);
        let all = [Some(king_to), Some(rook_to), king_from, rook_from];
        if all.iter().flatten().any(|sq| shape.rank_of(*sq) != rank) {
            self.err(
                src,
                s.span().start,
                Code::BadCastling,
                "the king's and rook's squares must all be on one rank",
            );
            return None;
        }
        if let (Some(k), Some(r)) = (king_from, rook_from) {
            if k == r {
                self.err(
                    src,
                    s.span().start,
                    Code::BadCastling,
                    "king and rook cannot share a square",
                );
                return None;
            }
            let toward_king_side = shape.file_of(r) > shape.file_of(k);
            if toward_king_side != (side == CastlingSide::King) {
                let msg = format!(
                    "the {} rook must stand on the {} side of the king",
                    spec.name.get_ref(),
                    spec.name.get_ref()
                );
                self.err(src, s.span().start, Code::BadCastling, msg);
                return None;
            }
        }
        let list = |me: &mut Self, l: &Option<Vec<Spanned<String>>>| {
            l.as_ref()
                .map(|l| l.iter().filter_map(|t| square(me, t)).collect::<Vec<_>>())
        };
        let empty = list(self, &spec.empty);
        let safe = list(self, &spec.safe);
        Some(CastlingMove {
            side,
            king_from: king_from.map(|k| shape.file_of(k)),
            rook_from: rook_from.map(|r| shape.file_of(r)),
            king_to: shape.file_of(king_to),
            rook_to: shape.file_of(rook_to),
            rank: rank.0,
            empty,
            safe,
        })
    }

    fn check_rules(&mut self, m: &Merged) -> Rules {
        let mut rules = Rules::default();
        if let Some((s, src)) = &m.stalemate {
            rules.stalemate = match s.get_ref().as_str() {
                "draw" => StalemateRule::Draw,
                "loss" => StalemateRule::Loss,
                "win" => StalemateRule::Win,
                other => {
                    let msg = format!(
                        "`stalemate` must be \"draw\", \"loss\" or \"win\", not \"{other}\""
                    );
                    self.err(*src, s.span().start, Code::BadRule, msg);
                    StalemateRule::Draw
                }
            };
        }
        let count = |me: &mut Self,
                     v: &Option<At<Spanned<i64>>>,
                     default: Option<u32>,
                     key: &str,
                     min: i64| match v {
            None => default,
            Some((n, _)) if *n.get_ref() == 0 => None,
            Some((n, src)) if (min..=100_000).contains(n.get_ref()) => {
                let _ = src;
                Some(*n.get_ref() as u32)
            }
            Some((n, src)) => {
                let msg = format!(
                    "`{key}` must be 0 (off) or {min} to 100000, not {}",
                    n.get_ref()
                );
                me.err(*src, n.span().start, Code::BadRule, msg);
                default
            }
        };
        rules.move_rule = count(self, &m.move_rule, rules.move_rule, "move-rule", 1);
        rules.move_rule_forced = count(
            self,
            &m.move_rule_forced,
            rules.move_rule_forced,
            "move-rule-forced",
            1,
        );
        rules.repetition = count(self, &m.repetition, rules.repetition, "repetition", 2);
        rules.repetition_forced = count(
            self,
            &m.repetition_forced,
            rules.repetition_forced,
            "repetition-forced",
            2,
        );
        if let Some(b) = m.insufficient_material {
            rules.insufficient_material = b;
        }
        if let Some((b, src)) = &m.material_limit {
            rules.material_from_start = match b.get_ref().as_str() {
                "none" => false,
                "start" => true,
                other => {
                    let msg =
                        format!("`material-limit` must be \"none\" or \"start\", not \"{other}\"");
                    self.err(*src, b.span().start, Code::BadRule, msg);
                    false
                }
            };
        }
        if let Some((b, src)) = &m.bare_royal {
            rules.bare_royal_loses = match b.get_ref().as_str() {
                "none" => false,
                "loss" => true,
                other => {
                    let msg = format!("`bare-royal` must be \"none\" or \"loss\", not \"{other}\"");
                    self.err(*src, b.span().start, Code::BadRule, msg);
                    false
                }
            };
        }
        rules
    }

    /// In fixed (non-Chess960) castling, the squares named for the king and rook must
    /// hold them in the start position whenever it grants castling rights.
    fn check_castling_squares(
        &mut self,
        c: &Castling,
        spec: &Spanned<CastlingSpec>,
        src: usize,
        start: &str,
        shape: BoardShape,
        pieces: &[PieceKind],
    ) {
        let mut fields = start.split_whitespace();
        let (Some(board), Some(rights)) = (fields.next(), fields.nth(1)) else {
            return;
        };
        let Some(grid) = start_grid(board, shape) else {
            return;
        };
        if c.chess960 || rights == "-" {
            return;
        }
        let describe = |sq: fers_geometry::Square| match grid[sq.index()] {
            Some(l) => format!("`{l}`"),
            None => "nothing".to_string(),
        };
        for (m, side) in c.moves.iter().zip(&spec.get_ref().sides) {
            let at = side.span().start;
            let wanted = [
                (m.king_from, vec![c.king], "king"),
                (m.rook_from, c.rooks.clone(), "rook"),
            ];
            for (file, kinds, what) in wanted {
                let Some(file) = file else { continue };
                for (white, rank) in [
                    (true, m.rank as i32),
                    (false, shape.ranks() as i32 - 1 - m.rank as i32),
                ] {
                    let Some(sq) = shape.square(file.0 as i32, rank) else {
                        continue;
                    };
                    let ok = grid[sq.index()].is_some_and(|l| {
                        l.is_ascii_uppercase() == white
                            && kinds
                                .iter()
                                .any(|&k| pieces[k as usize].letter == l.to_ascii_lowercase())
                    });
                    if !ok {
                        let names: Vec<&str> = kinds
                            .iter()
                            .map(|&k| pieces[k as usize].name.as_str())
                            .collect();
                        let msg = format!(
                            "castling names {} as the {what} square, but the start position has {} there, not a {} {}",
                            shape.square_name(sq),
                            describe(sq),
                            if white { "white" } else { "black" },
                            names.join(" or ")
                        );
                        let mut hint = None;
                        // Where the piece is instead: on the same rank and, for a rook, on
                        // the same side of the king.
                        let king_file = m.king_from.map_or(0, |f| f.0);
                        let same_side = |x: fers_geometry::Square| {
                            what == "king"
                                || (shape.file_of(x).0 > king_file)
                                    == (shape.file_of(sq).0 > king_file)
                        };
                        if let Some(found) = shape.squares().find(|&x| {
                            same_side(x)
                                && shape.rank_of(x) == shape.rank_of(sq)
                                && grid[x.index()].is_some_and(|l| {
                                    l.is_ascii_uppercase() == white
                                        && kinds.iter().any(|&k| {
                                            pieces[k as usize].letter == l.to_ascii_lowercase()
                                        })
                                })
                        }) {
                            hint = Some(format!(
                                "the start position has one on {}",
                                shape.square_name(found)
                            ));
                        }
                        self.hint(src, at, Code::BadCastling, msg, hint);
                    }
                }
            }
        }
    }

    fn check_start(
        &mut self,
        start: &Spanned<String>,
        src: usize,
        shape: BoardShape,
        pieces: &[PieceKind],
    ) {
        // Column of character `i` of the FEN: +1 for the opening quote.
        let base = start.span().start + 1;
        let text = start.get_ref();
        let board = text.split_whitespace().next().unwrap_or("");
        let rows: Vec<&str> = board.split('/').collect();
        if rows.len() != shape.ranks() as usize {
            let msg = format!(
                "the start position has {} ranks, the board {}",
                rows.len(),
                shape.ranks()
            );
            self.err(src, base, Code::BadStartPosition, msg);
            return;
        }
        let mut offset = 0;
        for row in rows {
            let mut width = 0usize;
            let mut digits = String::new();
            for (i, c) in row.char_indices() {
                if c.is_ascii_digit() {
                    digits.push(c);
                    continue;
                }
                width = width.saturating_add(empty_run(&digits));
                digits.clear();
                if c == '~' || c == '+' {
                    continue;
                }
                if !pieces.iter().any(|p| p.letter == c.to_ascii_lowercase()) {
                    let msg = format!(
                        "the start position names `{c}`, which is not a declared piece letter"
                    );
                    let letters: Vec<String> = pieces
                        .iter()
                        .map(|p| format!("{} ({})", p.letter, p.name))
                        .collect();
                    let hint = Some(format!("declared letters: {}", letters.join(", ")));
                    self.hint(src, base + offset + i, Code::BadStartPosition, msg, hint);
                    return;
                }
                width = width.saturating_add(1);
            }
            width = width.saturating_add(empty_run(&digits));
            if width != shape.files() as usize {
                // A run of digits may be absurdly long: say "more than" rather than a
                // meaningless huge number.
                let spans = if width > MAX_SQUARES {
                    format!("more than {MAX_SQUARES}")
                } else {
                    width.to_string()
                };
                let msg = format!(
                    "rank `{row}` of the start position spans {spans} files, the board {}",
                    shape.files()
                );
                self.err(src, base + offset, Code::BadStartPosition, msg);
                return;
            }
            offset += row.len() + 1;
        }
    }
}

/// Squares on the largest board, for capping absurd FEN widths in messages.
const MAX_SQUARES: usize = 256;

/// The number of empty squares a FEN digit run stands for, saturating for absurd runs
/// (`99999999999999999999999`) so that adding it up cannot overflow.
fn empty_run(digits: &str) -> usize {
    if digits.is_empty() {
        0
    } else {
        digits.parse::<usize>().unwrap_or(usize::MAX)
    }
}

/// The start position's board as letters per square index, if it is well formed.
fn start_grid(board: &str, shape: BoardShape) -> Option<Vec<Option<char>>> {
    let mut grid = vec![None; shape.len()];
    let rows: Vec<&str> = board.split('/').collect();
    if rows.len() != shape.ranks() as usize {
        return None;
    }
    for (i, row) in rows.iter().enumerate() {
        let rank = shape.ranks() as i32 - 1 - i as i32;
        let (mut file, mut run) = (0i32, 0i32);
        for ch in row.chars() {
            if let Some(d) = ch.to_digit(10) {
                // Checked: the run may be absurdly long (`99999999999k`).
                run = run.checked_mul(10)?.checked_add(d as i32)?;
                continue;
            }
            file = file.checked_add(std::mem::take(&mut run))?;
            if ch == '~' || ch == '+' {
                continue;
            }
            let sq = shape.square(file, rank)?;
            grid[sq.index()] = Some(ch);
            file += 1;
        }
    }
    Some(grid)
}

fn is_knight_shape(o: Offset) -> bool {
    let (a, b) = (o.file.unsigned_abs(), o.rank.unsigned_abs());
    (a, b) == (1, 2) || (a, b) == (2, 1)
}

/// Named atoms: each a base offset taken with all its symmetries.
const ATOM_NAMES: &[(&str, &[(i8, i8)])] = &[
    ("wazir", &[(1, 0)]),
    ("orthogonal", &[(1, 0)]),
    ("ferz", &[(1, 1)]),
    ("diagonal", &[(1, 1)]),
    ("king", &[(1, 0), (1, 1)]),
    ("all", &[(1, 0), (1, 1)]),
    ("dabbaba", &[(2, 0)]),
    ("knight", &[(1, 2)]),
    ("alfil", &[(2, 2)]),
    ("threeleaper", &[(3, 0)]),
    ("camel", &[(1, 3)]),
    ("zebra", &[(2, 3)]),
    ("tripper", &[(3, 3)]),
    ("giraffe", &[(1, 4)]),
];

fn named_atom(word: &str) -> Option<Vec<Offset>> {
    ATOM_NAMES
        .iter()
        .find(|(n, _)| *n == word)
        .map(|(_, base)| {
            base.iter()
                .flat_map(|&(a, b)| Offset::all_symmetries(a, b))
                .collect()
        })
}
