//! The [`Checker`]: the sources of one ruleset and the problems found in them so far.
//!
//! Each check of the loader (pieces, moves, promotion, castling, rules, start position)
//! is a method on it in its own module; this one only records problems, at most
//! [`MAX_DIAGNOSTICS`](crate::diagnostic::MAX_DIAGNOSTICS) of them with a place.

use crate::Kind;
use crate::diagnostic::{Diagnostic, DiagnosticCode as Code, Diagnostics, Source, nearest};
use crate::ruleset::PieceKind;
use crate::spec::Names;
use toml::Spanned;

/// Checks a merged ruleset, collecting every problem.
pub(super) struct Checker<'s> {
    /// The files of the `extends` chain, the loaded one first.
    pub(super) sources: &'s [Source],
    /// The problems found so far.
    pub(super) found: Diagnostics,
}

impl<'s> Checker<'s> {
    /// A checker of the ruleset read from `sources`.
    pub(super) fn new(sources: &'s [Source]) -> Checker<'s> {
        Checker {
            sources,
            found: Diagnostics::new(),
        }
    }

    /// Records a problem at byte `offset` of source `src`.
    pub(super) fn err(
        &mut self,
        src: usize,
        offset: usize,
        code: Code,
        message: impl Into<String>,
    ) {
        self.add(src, offset, code, message);
    }

    /// Records a problem with a hint.
    pub(super) fn hint(
        &mut self,
        src: usize,
        offset: usize,
        code: Code,
        message: String,
        hint: Option<String>,
    ) {
        if let Some(d) = self.add(src, offset, code, message) {
            d.hint = hint;
        }
    }

    fn add(
        &mut self,
        src: usize,
        offset: usize,
        code: Code,
        message: impl Into<String>,
    ) -> Option<&mut Diagnostic> {
        // Past the limit the problem is neither kept nor placed (a scan of the text
        // each): a file listing 300,000 bad numbers stays fast.
        let source = &self.sources[src];
        self.found.add(|| source.diagnostic(code, offset, message))
    }

    /// The kind of the declared piece `name`, or an `UnknownPiece` problem at `offset`
    /// ("`{who}` names `{name}`, which is not a declared piece", with the nearest name as
    /// a hint).
    pub(super) fn kind_named(
        &mut self,
        src: usize,
        offset: usize,
        name: &str,
        pieces: &[PieceKind],
        who: &str,
    ) -> Option<Kind> {
        let found = pieces.iter().position(|p| p.name == name);
        if found.is_none() {
            let hint = nearest(name, pieces.iter().map(|p| p.name.as_str()))
                .map(|n| format!("did you mean `{n}`?"));
            let msg = format!("{who} names `{name}`, which is not a declared piece");
            self.hint(src, offset, Code::UnknownPiece, msg, hint);
        }
        found.map(|i| Kind(i as u8))
    }

    /// The kinds named in `names` (`None` if one is not declared, reported as by
    /// [`kind_named`](Self::kind_named) with `table` as its `who`).
    pub(super) fn kinds_named(
        &mut self,
        names: &Spanned<Names>,
        src: usize,
        pieces: &[PieceKind],
        table: &str,
    ) -> Option<Vec<Kind>> {
        let at = names.span().start;
        let mut out = Vec::new();
        let mut ok = true;
        let who = format!("`{table}`");
        for name in &names.get_ref().0 {
            match self.kind_named(src, at, name, pieces, &who) {
                Some(k) if !out.contains(&k) => out.push(k),
                Some(_) => {}
                None => ok = false,
            }
        }
        ok.then_some(out)
    }
}
