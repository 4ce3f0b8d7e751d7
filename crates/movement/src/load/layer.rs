//! Layering: one ruleset file read into a [`RulesetSpec`], and an `extends` chain merged
//! into one [`Merged`] description, the child's keys over its parent's.
//!
//! Checks here: the file size ([`MAX_RULESET_BYTES`]), TOML syntax, unknown keys and value
//! types (every one at once, through [`crate::scan`]), the depth of `extends` chains
//! ([`MAX_EXTENDS_DEPTH`]), that each parent can be found, and that `remove-pieces` names
//! pieces the parent declares. Unknown keys alone do not stop the load: the file is read
//! again without them, so that its other problems are reported too.

use crate::diagnostic::{Diagnostic, DiagnosticCode as Code, RulesetError, Source, nearest};
use crate::spec::{
    CastlingSpec, ExplosionSpec, ExtinctionSpec, FlagSpec, HandsSpec, Names, PieceSpec, RegionSpec,
    RulesetSpec, WallsSpec,
};
use indexmap::IndexMap;
use toml::Spanned;

/// Finds the text of a ruleset named by `extends` (a bundled name or a path).
pub type Resolver<'a> = dyn Fn(&str) -> Option<Source> + 'a;

/// How deep `extends` chains may go.
pub const MAX_EXTENDS_DEPTH: usize = 8;
/// Largest ruleset file, in bytes (real rulesets are a few kilobytes): bounds the time
/// and memory spent reading one, whatever it holds.
pub const MAX_RULESET_BYTES: usize = 1 << 20;

/// Parses one file into its spec, turning serde errors into diagnostics.
pub(crate) fn parse_spec(source: &Source) -> Result<RulesetSpec, Diagnostic> {
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
pub(super) type At<T> = (T, usize);

/// A ruleset with its `extends` chain merged: each value with the source it came from.
#[derive(Default)]
pub(super) struct Merged {
    pub(super) name: Option<At<Spanned<String>>>,
    pub(super) description: Option<String>,
    pub(super) files: Option<At<Spanned<i64>>>,
    pub(super) ranks: Option<At<Spanned<i64>>>,
    pub(super) start: Option<At<Spanned<String>>>,
    pub(super) pieces: IndexMap<String, At<Spanned<PieceSpec>>>,
    pub(super) castling: Option<At<Spanned<CastlingSpec>>>,
    pub(super) stalemate: Option<At<Spanned<String>>>,
    pub(super) move_rule: Option<At<Spanned<i64>>>,
    pub(super) move_rule_forced: Option<At<Spanned<i64>>>,
    pub(super) repetition: Option<At<Spanned<i64>>>,
    pub(super) repetition_forced: Option<At<Spanned<i64>>>,
    pub(super) insufficient_material: Option<bool>,
    pub(super) bare_royal: Option<At<Spanned<String>>>,
    pub(super) material_limit: Option<At<Spanned<String>>>,
    pub(super) checkmate: Option<At<Spanned<String>>>,
    pub(super) check_limit: Option<At<Spanned<i64>>>,
    pub(super) giving_check: Option<At<Spanned<String>>>,
    pub(super) must_capture: Option<bool>,
    pub(super) draw_winner: Option<At<Spanned<String>>>,
    pub(super) extinction: Option<At<Spanned<ExtinctionSpec>>>,
    pub(super) flag: Option<At<Spanned<FlagSpec>>>,
    pub(super) hands: Option<At<Spanned<HandsSpec>>>,
    pub(super) explosion: Option<At<Spanned<ExplosionSpec>>>,
    pub(super) walls: Option<At<Spanned<WallsSpec>>>,
    pub(super) counting: Option<At<Spanned<crate::spec::CountingSpec>>>,
    pub(super) mutually_immune: Option<At<Spanned<Names>>>,
    pub(super) facing_royals: Option<bool>,
    pub(super) pass: Option<bool>,
    pub(super) facing_royals_end: Option<bool>,
    pub(super) royal_in_check: Option<At<Spanned<String>>>,
    pub(super) honour_counting: Option<At<Spanned<crate::spec::HonourCountingSpec>>>,
    pub(super) decisive_checks: Option<At<Spanned<Names>>>,
    pub(super) regions: IndexMap<String, At<Spanned<RegionSpec>>>,
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

pub(super) fn layer(
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
    if let Some(h) = spec.hands {
        merged.hands = Some((h, me));
    }
    for (name, region) in spec.regions {
        merged.regions.insert(name, (region, me));
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
        merged.checkmate = r.checkmate.map(|v| (v, me)).or(merged.checkmate);
        merged.check_limit = r.check_limit.map(|v| (v, me)).or(merged.check_limit);
        merged.giving_check = r.giving_check.map(|v| (v, me)).or(merged.giving_check);
        merged.must_capture = r.must_capture.or(merged.must_capture);
        merged.draw_winner = r.draw_winner.map(|v| (v, me)).or(merged.draw_winner);
        merged.extinction = r.extinction.map(|v| (v, me)).or(merged.extinction);
        merged.flag = r.flag.map(|v| (v, me)).or(merged.flag);
        merged.explosion = r.explosion.map(|v| (v, me)).or(merged.explosion);
        merged.walls = r.walls.map(|v| (v, me)).or(merged.walls);
        merged.counting = r.counting.map(|v| (v, me)).or(merged.counting);
        merged.mutually_immune = r
            .mutually_immune
            .map(|v| (v, me))
            .or(merged.mutually_immune);
        merged.facing_royals = r.facing_royals.or(merged.facing_royals);
        merged.pass = r.pass.or(merged.pass);
        merged.facing_royals_end = r.facing_royals_end.or(merged.facing_royals_end);
        merged.royal_in_check = r.royal_in_check.map(|v| (v, me)).or(merged.royal_in_check);
        merged.honour_counting = r
            .honour_counting
            .map(|v| (v, me))
            .or(merged.honour_counting);
        merged.decisive_checks = r
            .decisive_checks
            .map(|v| (v, me))
            .or(merged.decisive_checks);
    }
    Ok(merged)
}
