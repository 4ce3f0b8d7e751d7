//! The piece kinds of the TOML ruleset: one per declared Fairy-Stockfish piece type, and
//! one more (`+x` in FEN) for each type that promotes shogi-style (`promotedPieceType`),
//! since Fairy-Stockfish's promoted piece is a piece of another type that remembers what
//! it was, and Fers' is a kind of its own.

use crate::ini::model::{FsfVariant, PieceType, TypeSet};

/// One kind of the TOML ruleset.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Kind {
    /// Its name in the TOML (`shogi-pawn`, `promoted-silver`).
    pub name: String,
    /// Its FEN letter, lowercase.
    pub letter: char,
    /// The Fairy-Stockfish type its pieces are (a promoted kind's: the type it promotes
    /// to): it moves as that type and counts as one.
    pub fsf: PieceType,
    /// For a promoted kind, the type it is the promoted form of.
    pub promoted_from: Option<PieceType>,
}

/// `shogiPawn` → `shogi-pawn`, `customPiece12` → `custom-piece-12`.
pub fn kebab(key: &str) -> String {
    let mut out = String::new();
    let mut previous: Option<char> = None;
    for c in key.chars() {
        let boundary = match previous {
            Some(p) => {
                (c.is_ascii_uppercase() && !p.is_ascii_uppercase())
                    || (c.is_ascii_digit() && !p.is_ascii_digit())
            }
            None => false,
        };
        if boundary {
            out.push('-');
        }
        out.push(c.to_ascii_lowercase());
        previous = Some(c);
    }
    out
}

/// The kinds of `v`: its declared types in Fairy-Stockfish's order, then the promoted
/// kinds in the order of the types they promote from.
pub fn kinds(v: &FsfVariant) -> Vec<Kind> {
    let mut out: Vec<Kind> = v
        .types()
        .map(|t| Kind {
            name: kebab(&t.key()),
            letter: v.letter(t).unwrap_or('?'),
            fsf: t,
            promoted_from: None,
        })
        .collect();
    let mut promoted: Vec<(PieceType, PieceType)> = v
        .promoted_piece_type
        .iter()
        .filter(|(from, _)| v.letter(**from).is_some())
        .map(|(f, t)| (*f, *t))
        .collect();
    promoted.sort_unstable();
    for (from, to) in promoted {
        out.push(Kind {
            name: format!("promoted-{}", kebab(&from.key())),
            letter: v.letter(from).unwrap_or('?'),
            fsf: to,
            promoted_from: Some(from),
        });
    }
    out
}

/// The names of the kinds whose pieces are of a type of `set` (all kinds for the "all
/// pieces" member).
pub fn names_of(kinds: &[Kind], set: TypeSet) -> Vec<String> {
    kinds
        .iter()
        .filter(|k| set.has(PieceType::ALL) || set.has(k.fsf))
        .map(|k| k.name.clone())
        .collect()
}

/// The names of the kinds whose pieces are of type `t`.
pub fn names_of_type(kinds: &[Kind], t: PieceType) -> Vec<String> {
    names_of(kinds, TypeSet::of(t))
}

/// The kind that type `t` is declared as.
pub fn declared(kinds: &[Kind], t: PieceType) -> Option<&Kind> {
    kinds
        .iter()
        .find(|k| k.fsf == t && k.promoted_from.is_none())
}

/// The promoted kind of type `from`.
pub fn promoted_of(kinds: &[Kind], from: PieceType) -> Option<&Kind> {
    kinds.iter().find(|k| k.promoted_from == Some(from))
}

#[cfg(test)]
mod tests {
    use super::kebab;

    #[test]
    fn names_in_kebab_case() {
        assert_eq!(kebab("shogiPawn"), "shogi-pawn");
        assert_eq!(kebab("customPiece12"), "custom-piece-12");
        assert_eq!(kebab("king"), "king");
        assert_eq!(kebab("fersAlfil"), "fers-alfil");
    }
}
