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

    /// What `words` pairs with the word `v`, or `None` and a `code` problem at `v`:
    /// "{what} must be "a", "b" or "c", not "x"".
    pub(super) fn word<T: Copy>(
        &mut self,
        src: usize,
        v: &Spanned<String>,
        what: &str,
        code: Code,
        words: &[(&str, T)],
    ) -> Option<T> {
        let found = words.iter().find(|(w, _)| w == v.get_ref());
        if found.is_none() {
            let quoted: Vec<String> = words.iter().map(|(w, _)| format!("\"{w}\"")).collect();
            let list = match quoted.split_last() {
                Some((last, [])) => last.clone(),
                Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
                None => String::new(),
            };
            let msg = format!("{what} must be {list}, not \"{}\"", v.get_ref());
            self.err(src, v.span().start, code, msg);
        }
        found.map(|(_, t)| *t)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_names_every_word_it_could_have_been() {
        let sources = [Source {
            name: "t.toml".into(),
            text: "a = \"x\"\n".into(),
        }];
        let mut checker = Checker::new(&sources);
        let v = Spanned::new(4..7, "x".to_string());
        let two = [("none", 0), ("loss", 1)];
        let three = [("loss", 0), ("draw", 1), ("win", 2)];
        assert_eq!(checker.word(0, &v, "`a`", Code::BadRule, &two), None);
        assert_eq!(checker.word(0, &v, "`b`", Code::BadRule, &three), None);
        let v = Spanned::new(4..7, "draw".to_string());
        assert_eq!(checker.word(0, &v, "`b`", Code::BadRule, &three), Some(1));
        let messages: Vec<String> = (checker.found.kept_mut().iter())
            .map(|d| format!("{}:{} {}", d.line, d.column, d.message))
            .collect();
        assert_eq!(
            messages,
            [
                "1:5 `a` must be \"none\" or \"loss\", not \"x\"",
                "1:5 `b` must be \"loss\", \"draw\" or \"win\", not \"x\""
            ]
        );
    }
}
