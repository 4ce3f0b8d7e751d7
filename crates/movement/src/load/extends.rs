//! The `extends` chain: the loaded file and the parents it names, each read once
//! ([`read_file`]), the child's keys over its parent's.
//!
//! Checks here: the depth of `extends` chains ([`MAX_EXTENDS_DEPTH`]), that each parent
//! can be found, and that `remove-pieces` names pieces the parent declares.
//!
//! Nothing is copied key by key: [`Chain::key`] reads a key from the nearest file of the
//! chain that sets it, with that file's index, so that a problem in the value names the
//! file it came from. Only the tables of free names, `[pieces]` and `[regions]`, are
//! merged, name by name.

use crate::diagnostic::{Diagnostic, DiagnosticCode as Code, RulesetError, Source, nearest};
use crate::spec::{BoardSpec, PieceSpec, RegionSpec, RulesSpec, RulesetSpec};
use indexmap::IndexMap;
use toml::Spanned;

use super::file::read_file;

/// Finds the text of a ruleset named by `extends` (a bundled name or a path).
pub type Resolver<'a> = dyn Fn(&str) -> Option<Source> + 'a;

/// How deep `extends` chains may go.
pub const MAX_EXTENDS_DEPTH: usize = 8;

/// A value and the index of the source it came from.
pub(super) type At<T> = (T, usize);

/// A ruleset's files, the loaded one and its parents, each read once.
pub(super) struct Chain {
    /// Each file's spec by source index: the loaded file first, then its parent, and so
    /// on. Their pieces and regions are moved to the merged tables below.
    files: Vec<RulesetSpec>,
    /// Every piece of the chain in declaration order, a parent's first; a child's piece
    /// of the same name replaces the parent's in its place.
    pub(super) pieces: IndexMap<String, At<Spanned<PieceSpec>>>,
    /// Every region of the chain, merged as the pieces are.
    pub(super) regions: IndexMap<String, At<Spanned<RegionSpec>>>,
}

impl Chain {
    /// Reads `source` and every parent its `extends` chain names, each file pushed onto
    /// `sources` (so the loaded file is source 0). Unknown keys that did not stop the
    /// reading of a file go to `early`.
    ///
    /// # Errors
    /// The first file that cannot be read, a parent that cannot be found, a chain deeper
    /// than [`MAX_EXTENDS_DEPTH`], or `remove-pieces` naming a piece the parent lacks.
    pub(super) fn read(
        source: Source,
        resolve: &Resolver<'_>,
        sources: &mut Vec<Source>,
        early: &mut Vec<Diagnostic>,
    ) -> Result<Chain, RulesetError> {
        let mut files = Vec::new();
        let mut next = Some(source);
        while let Some(source) = next.take() {
            let spec = read_file(&source, early)?;
            let me = sources.len();
            sources.push(source);
            if let Some(parent) = &spec.extends {
                let src = &sources[me];
                let fail = |msg: String| RulesetError {
                    diagnostics: vec![src.diagnostic(Code::BadExtends, parent.span().start, msg)],
                };
                if me >= MAX_EXTENDS_DEPTH {
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
                next = Some(parent_source);
            }
            files.push(spec);
        }
        let mut pieces: IndexMap<String, At<Spanned<PieceSpec>>> = IndexMap::new();
        let mut regions = IndexMap::new();
        // From the farthest parent to the loaded file.
        for (me, file) in files.iter_mut().enumerate().rev() {
            for name in &file.remove_pieces {
                if pieces.shift_remove(name.get_ref()).is_none() {
                    let mut d = sources[me].diagnostic(
                        Code::UnknownPiece,
                        name.span().start,
                        format!(
                            "`remove-pieces` names `{}`, which the parent does not declare",
                            name.get_ref()
                        ),
                    );
                    d.hint = nearest(name.get_ref(), pieces.keys().map(|k| k.as_str()))
                        .map(|n| format!("did you mean `{n}`?"));
                    return Err(RulesetError {
                        diagnostics: vec![d],
                    });
                }
            }
            for (name, piece) in std::mem::take(&mut file.pieces) {
                pieces.insert(name, (piece, me));
            }
            for (name, region) in std::mem::take(&mut file.regions) {
                regions.insert(name, (region, me));
            }
        }
        Ok(Chain {
            files,
            pieces,
            regions,
        })
    }

    /// A top-level key, from the nearest file of the chain that sets it (the loaded
    /// file's over its parent's), with that file's index; `get` picks the key.
    pub(super) fn key<'a, T: ?Sized>(
        &'a self,
        get: impl Fn(&'a RulesetSpec) -> Option<&'a T>,
    ) -> Option<(&'a T, usize)> {
        (self.files.iter().enumerate()).find_map(|(src, file)| get(file).map(|v| (v, src)))
    }

    /// A key of `[board]`, each on its own: a child that sets only `start` keeps its
    /// parent's size.
    pub(super) fn board<'a, T: ?Sized>(
        &'a self,
        get: impl Fn(&'a BoardSpec) -> Option<&'a T>,
    ) -> Option<(&'a T, usize)> {
        self.key(|file| file.board.as_ref().and_then(&get))
    }

    /// A key of `[rules]`, each on its own; a table of `[rules]` (`[rules.flag]`) is one
    /// key, taken whole from one file.
    pub(super) fn rules<'a, T: ?Sized>(
        &'a self,
        get: impl Fn(&'a RulesSpec) -> Option<&'a T>,
    ) -> Option<(&'a T, usize)> {
        self.key(|file| file.rules.as_ref().and_then(&get))
    }
}
