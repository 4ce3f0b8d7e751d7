//! FIDE chess for Fers, defined by `rulesets/standard.toml` and nothing else, with a
//! typed API for programs that only play chess; also Chess960 and the registry of all
//! bundled rulesets.
//!
//! ```
//! use fers_standard::{Chess, Role};
//!
//! let mut pos = Chess::start();
//! let m = pos.validate("e4").unwrap();
//! pos.play_unchecked(m);
//! assert_eq!(pos.fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
//! let e4 = pos.shape().parse_square("e4").unwrap();
//! assert_eq!(Chess::role_at(&pos, e4), Some(Role::Pawn));
//!
//! // Refusals explain themselves.
//! let err = pos.validate("e5e3").unwrap_err();
//! assert_eq!(err.code.name(), "NoPieceOnSource");
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod bundled;

pub use bundled::{
    BUNDLED, LoadError, bundled_names, bundled_text, load_variant, read_ruleset_file, resolve,
};
use fers_rules::{FenError, FenMode, KindIndex, Position, Square, Tables, compile, load_ruleset};
use std::sync::{Arc, OnceLock};

/// The TOML of standard chess.
pub const STANDARD_TOML: &str = include_str!("../../../rulesets/standard.toml");
/// The TOML of Chess960.
pub const CHESS960_TOML: &str = include_str!("../../../rulesets/chess960.toml");

/// A position of standard chess (or Chess960: same board, same storage).
pub type ChessPosition = Position<u64>;

/// The six FIDE piece roles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Role {
    /// Pawn.
    Pawn,
    /// Knight.
    Knight,
    /// Bishop.
    Bishop,
    /// Rook.
    Rook,
    /// Queen.
    Queen,
    /// King.
    King,
}

impl Role {
    /// All roles.
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    /// The piece name used in `standard.toml`.
    pub fn name(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::King => "king",
        }
    }
}

fn build(text: &str, name: &str) -> Arc<Tables<u64>> {
    let ruleset =
        load_ruleset(text, name, &|n| resolve(n, None)).expect("bundled ruleset is valid (tested)");
    compile::<u64>(ruleset).expect("bundled ruleset compiles (tested)")
}

/// The compiled tables of standard chess (built once).
pub fn standard() -> &'static Arc<Tables<u64>> {
    static TABLES: OnceLock<Arc<Tables<u64>>> = OnceLock::new();
    TABLES.get_or_init(|| build(STANDARD_TOML, "<standard>"))
}

/// The compiled tables of Chess960 (built once).
pub fn chess960() -> &'static Arc<Tables<u64>> {
    static TABLES: OnceLock<Arc<Tables<u64>>> = OnceLock::new();
    TABLES.get_or_init(|| build(CHESS960_TOML, "<chess960>"))
}

/// Standard chess as a typed facade.
pub struct Chess;

impl Chess {
    /// The start position.
    pub fn start() -> ChessPosition {
        Position::start(standard())
    }

    /// A position from FEN (strict).
    ///
    /// # Errors
    /// A [`FenError`] naming the field and the problem.
    pub fn from_fen(fen: &str) -> Result<ChessPosition, FenError> {
        Position::from_fen(standard(), fen, FenMode::Strict)
    }

    /// The kind index of a role in the standard ruleset.
    pub fn kind(role: Role) -> KindIndex {
        standard()
            .ruleset
            .kind_by_name(role.name())
            .expect("standard.toml declares all six roles")
    }

    /// The role of the piece on `sq`.
    pub fn role_at(pos: &ChessPosition, sq: Square) -> Option<Role> {
        let p = pos.piece_at(sq)?;
        let name = &pos.tables().ruleset.pieces[p.kind as usize].name;
        Role::ALL.into_iter().find(|r| r.name() == name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_bundled_ruleset_loads() {
        for name in bundled_names() {
            load_variant(name).unwrap_or_else(|e| panic!("{name}: {e}"));
        }
    }

    #[test]
    fn roles_map_to_distinct_kinds() {
        let mut kinds: Vec<_> = Role::ALL.iter().map(|&r| Chess::kind(r)).collect();
        kinds.sort();
        kinds.dedup();
        assert_eq!(kinds.len(), 6);
    }

    #[test]
    fn chess960_castles_king_onto_rook_in_uci() {
        let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        let castles = |tables| {
            let pos = Position::from_fen(tables, fen, FenMode::Strict).unwrap();
            let mut uci: Vec<String> = pos
                .legal_moves()
                .into_iter()
                .filter(|m| m.is_castle())
                .map(|m| pos.uci(m))
                .collect();
            uci.sort();
            uci
        };
        assert_eq!(castles(chess960()), ["e1a1", "e1h1"]);
        assert_eq!(castles(standard()), ["e1c1", "e1g1"]);
    }
}
