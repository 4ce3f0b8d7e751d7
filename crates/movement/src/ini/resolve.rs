//! A section with its parents: the chain from a section without a parent (or a built-in
//! variant) down to it, and the settings all of them give, applied in that order.

use super::apply::apply;
use super::model::FsfVariant;
use super::problem::IniProblem;
use super::read::{IniFile, Section};
use crate::diagnostic::nearest;
use std::collections::HashMap;
use std::sync::OnceLock;

/// The text of the table of built-in variants (two files, to keep each short).
const BUILTINS: &str = concat!(
    include_str!("builtins/chess_to_shogi.ini"),
    include_str!("builtins/shogi_to_janggi.ini")
);

/// The table of Fairy-Stockfish's built-in variants, as sections.
pub fn builtins() -> &'static IniFile {
    static TABLE: OnceLock<IniFile> = OnceLock::new();
    TABLE.get_or_init(|| super::read::read(BUILTINS).unwrap_or_default())
}

/// The names of Fairy-Stockfish's built-in variants, in the table's order.
pub fn builtin_names() -> impl Iterator<Item = &'static str> {
    builtins().sections.iter().map(|s| s.name.as_str())
}

/// The index of section `name` of `file`, or the problem of its absence.
pub fn find<'a>(file: &'a IniFile, name: &str) -> Result<(usize, &'a Section), IniProblem> {
    file.sections
        .iter()
        .enumerate()
        .find(|(_, s)| s.name == name)
        .ok_or_else(|| IniProblem::UnknownSection {
            at: super::problem::Place::START,
            name: name.to_string(),
            nearest: nearest(name, file.sections.iter().map(|s| s.name.as_str()))
                .map(str::to_string),
        })
}

/// The settings of section `index` of `file`: its parents' first.
///
/// # Errors
/// A section named like a built-in variant, a parent that is not defined before it, and
/// every problem of the keys of the section and of its parents in the file.
pub fn resolve(file: &IniFile, index: usize) -> Result<FsfVariant, Vec<IniProblem>> {
    let Some(target) = file.sections.get(index) else {
        return Err(Vec::new());
    };
    if builtins().sections.iter().any(|b| b.name == target.name) {
        return Err(vec![IniProblem::BuiltinName {
            at: target.at,
            name: target.name.clone(),
        }]);
    }
    // Each name's section (names are unique in a file that was read), so that a long
    // chain of parents costs its length, not its length times the file's.
    let index_of: HashMap<&str, usize> = file
        .sections
        .iter()
        .enumerate()
        .map(|(i, s)| (s.name.as_str(), i))
        .collect();
    // The chain, child first: sections of the file, then built-in ones.
    let mut chain: Vec<(&Section, bool)> = vec![(target, false)];
    let mut here = index;
    let mut in_builtins = false;
    loop {
        let (section, _) = chain[chain.len() - 1];
        let Some(parent) = &section.parent else { break };
        if !in_builtins && let Some(&j) = index_of.get(parent.as_str()).filter(|&&j| j < here) {
            chain.push((&file.sections[j], false));
            here = j;
            continue;
        }
        if let Some(b) = builtins().sections.iter().find(|s| &s.name == parent) {
            chain.push((b, true));
            in_builtins = true;
            if chain.len() > builtins().sections.len() + file.sections.len() {
                break;
            }
            continue;
        }
        let problem = match file.sections.iter().find(|s| &s.name == parent) {
            Some(_) if parent == &section.name => IniProblem::OwnParent {
                at: section.parent_at,
                name: parent.clone(),
            },
            Some(later) => IniProblem::LaterParent {
                at: section.parent_at,
                parent: parent.clone(),
                line: later.at.line,
            },
            None => {
                let mut names: Vec<&str> = file.sections[..here]
                    .iter()
                    .map(|s| s.name.as_str())
                    .collect();
                names.extend(builtin_names().map(shorten));
                IniProblem::UnknownParent {
                    at: section.parent_at,
                    parent: parent.clone(),
                    nearest: nearest(parent, names).map(str::to_string),
                }
            }
        };
        return Err(vec![problem]);
    }
    let mut v = FsfVariant::fresh();
    let mut seq = 0;
    let mut problems = Vec::new();
    for (section, builtin) in chain.iter().rev() {
        problems.extend(section.problems.iter().cloned());
        problems.extend(apply(&mut v, section, *builtin, &mut seq));
        v.conclude();
    }
    if problems.is_empty() {
        Ok(v)
    } else {
        problems.sort_by_key(IniProblem::place);
        Err(problems)
    }
}

/// A built-in name, as a name of the same lifetime as a file's.
fn shorten<'a>(name: &'static str) -> &'a str {
    name
}
