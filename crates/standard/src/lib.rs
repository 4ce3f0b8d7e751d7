//! FIDE chess for Fers, defined by `rulesets/standard.toml` and nothing else, with a
//! typed API for programs that only play chess; also Chess960 and the registry of all
//! bundled rulesets.
//!
//! One dependency suffices: the types a chess program needs (`Game`, `Position`, `Move`,
//! `Color`, `Outcome`, `IllegalMove`, `FenError`, ...) are re-exported from `fers-rules`,
//! with chess words on top: [`Role`], [`Square`] (`A1`..`H8`, also as [`squares`]), which
//! names itself (`e4`, in `Debug` too), [`ChessMove`], and the [`ChessPositionExt`]
//! methods. The engine's square, an index on a board of any size, is [`BoardSquare`].
//!
//! ```
//! use fers_standard::{Chess, ChessPositionExt, Game, IllegalCode, Role, squares::E4};
//!
//! let mut pos = Chess::start();
//! let m = pos.validate("e4")?;
//! assert_eq!(format!("{:?}", pos.chess_move(m).map(|m| (m.from, m.to))), "Some((e2, e4))");
//! pos.play(m)?;
//! assert_eq!(pos.fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
//! assert_eq!(pos.role_at(E4), Some(Role::Pawn));
//!
//! // Refusals explain themselves.
//! let err = pos.validate("e5e3").unwrap_err();
//! assert_eq!(err.code, IllegalCode::NoPieceOnSource);
//! let mut game = Game::new(pos);
//! game.play_text("e5")?;
//! # Ok::<(), fers_standard::IllegalMove>(())
//! ```
//!
//! # Cargo features
//!
//! - `serde` (off by default): `Serialize` and `Deserialize` for [`Role`], [`Square`]
//!   (as its index, like the engine's square) and for the
//!   re-exported values of `fers-rules` (`Move`, `Outcome`, `EndReason`, `IllegalCode`,
//!   `BoardSquare`, `Color`, ...), and [`ChessMove`]; see `fers-rules`' crate documentation for the forms, and
//!   the [`guide`]'s section 8 for an example.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod bundled;
mod chess_move;
mod facade;
mod ini;
mod load;
mod parents;
mod polyglot;
mod square;

/// A walk through eight everyday tasks (legal moves, playing SAN, outcomes and draws,
/// reasons for refusals, variants at run time, snapshots, errors, serde):
/// `docs/rust-api.md`,
/// whose examples run as this crate's doctests.
#[doc = include_str!("../rust-api.md")]
pub mod guide {}

/// The README's example, run as a test.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;

pub use bundled::{ALIASES, BUNDLED, bundled_names, bundled_text};
pub use chess_move::ChessMove;
pub use facade::{ChessPositionExt, squares};
pub use fers_geometry::{File, GeometryError, Rank};
pub use fers_rules::Square as BoardSquare;
use fers_rules::load_ruleset;
use fers_rules::typed::{self, Tables, compile};
pub use fers_rules::{
    BoardShape, CastlingRefusal, CastlingSide, Color, EndReason, FenError, FenMode, Game,
    IllegalCode, IllegalMove, Kind, Move, MoveKind, Outcome, ParseColorError, ParseMoveError,
    Piece, Position, SquareSet, Variant,
};
pub use ini::{ini_target, load_ini_bytes, parse_ini, read_ini_file};
pub use load::{LoadError, load_variant, load_variant_with, read_ruleset_file, resolve};
pub use parents::{
    ExtendsScope, ParentError, load_with_parents, load_with_parents_in, read_parent,
};
pub use polyglot::polyglot_key;
pub use square::{OffBoard, Square};
use std::sync::{Arc, OnceLock};

/// The TOML of standard chess.
pub const STANDARD_TOML: &str = include_str!("../rulesets/standard.toml");
/// The TOML of Chess960.
pub const CHESS960_TOML: &str = include_str!("../rulesets/chess960.toml");

/// A position of standard chess (or Chess960: same board, same storage).
/// A typed position: its sets are `SquareSet<u64>`, and [`ChessPositionExt`] adds chess's
/// words; [`Game::new`] takes it as it is.
pub type ChessPosition = typed::Position<u64>;

/// The six FIDE piece roles.
///
/// With the `serde` feature, a role is written by its variant's name (`"Knight"`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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

    /// The role of a SAN or FEN letter, either case (`N`, `n`, `P`); the inverse of
    /// [`Role::char`].
    ///
    /// ```
    /// use fers_standard::Role;
    /// for role in Role::ALL {
    ///     assert_eq!(Role::from_char(role.char()), Some(role));
    ///     assert_eq!(Role::from_char(role.char().to_ascii_lowercase()), Some(role));
    /// }
    /// assert_eq!(Role::from_char('x'), None);
    /// ```
    pub fn from_char(c: char) -> Option<Role> {
        Role::ALL
            .into_iter()
            .find(|r| r.char() == c.to_ascii_uppercase())
    }
}

/// Text that names no role: what [`Role`]'s `FromStr` refuses, with the text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{0}` is not a chess piece (pawn, knight, bishop, rook, queen, king, or P, N, B, R, Q, K)"
)]
pub struct ParseRoleError(pub String);

impl std::fmt::Display for Role {
    /// The name, as `standard.toml` has it: `knight`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Role {
    type Err = ParseRoleError;

    /// Reads a role's name or its letter, in either case: `knight`, `Knight`, `N`, `n`.
    ///
    /// ```
    /// use fers_standard::{ParseRoleError, Role};
    /// for role in Role::ALL {
    ///     assert_eq!(role.to_string().parse(), Ok(role));
    ///     assert_eq!(role.char().to_string().parse(), Ok(role));
    /// }
    /// assert_eq!("Queen".parse(), Ok(Role::Queen));
    /// assert_eq!("archbishop".parse::<Role>(), Err(ParseRoleError("archbishop".into())));
    /// ```
    fn from_str(text: &str) -> Result<Role, ParseRoleError> {
        let mut chars = text.chars();
        let by_letter = match (chars.next(), chars.next()) {
            (Some(c), None) => Role::from_char(c),
            _ => None,
        };
        by_letter
            .or_else(|| {
                Role::ALL
                    .into_iter()
                    .find(|r| r.name().eq_ignore_ascii_case(text))
            })
            .ok_or_else(|| ParseRoleError(text.to_string()))
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

/// The back rank of Chess960 start position `n` (0..=959, Scharnagl numbering), white's
/// pieces from the a-file, or `None` if `n` is out of range. Position 518 is the
/// standard array.
///
/// ```
/// assert_eq!(fers_standard::chess960_back_rank(518).as_deref(), Some("RNBQKBNR"));
/// assert_eq!(fers_standard::chess960_back_rank(0).as_deref(), Some("BBQNNRKR"));
/// assert_eq!(fers_standard::chess960_back_rank(960), None);
/// ```
pub fn chess960_back_rank(n: u32) -> Option<String> {
    if n >= 960 {
        return None;
    }
    let mut rank = [' '; 8];
    let (n, light) = (n / 4, n % 4);
    rank[(light * 2 + 1) as usize] = 'B';
    let (n, dark) = (n / 4, n % 4);
    rank[(dark * 2) as usize] = 'B';
    let (n, queen) = (n / 6, n % 6);
    let free = |rank: &[char; 8]| -> Vec<usize> { (0..8).filter(|&i| rank[i] == ' ').collect() };
    rank[free(&rank)[queen as usize]] = 'Q';
    // The 10 ways to place two knights on the five remaining squares, in Scharnagl's order.
    const KNIGHTS: [(usize, usize); 10] = [
        (0, 1),
        (0, 2),
        (0, 3),
        (0, 4),
        (1, 2),
        (1, 3),
        (1, 4),
        (2, 3),
        (2, 4),
        (3, 4),
    ];
    let (a, b) = KNIGHTS[n as usize];
    let squares = free(&rank);
    rank[squares[a]] = 'N';
    rank[squares[b]] = 'N';
    for (slot, piece) in free(&rank).into_iter().zip(['R', 'K', 'R']) {
        rank[slot] = piece;
    }
    Some(rank.iter().collect())
}

/// The FEN of Chess960 start position `n` (0..=959), with Shredder-style castling rights
/// naming the rooks' files, for the `chess960` ruleset.
///
/// ```
/// let fen = fers_standard::chess960_start_fen(518).unwrap();
/// assert_eq!(fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
/// ```
pub fn chess960_start_fen(n: u32) -> Option<String> {
    let white = chess960_back_rank(n)?;
    let rooks: Vec<char> = white
        .char_indices()
        .filter(|(_, c)| *c == 'R')
        .map(|(i, _)| (b'a' + i as u8) as char)
        .collect();
    let rights: String = rooks
        .iter()
        .rev()
        .map(|c| c.to_ascii_uppercase())
        .chain(rooks.iter().rev().copied())
        .collect();
    Some(format!(
        "{}/pppppppp/8/8/8/8/PPPPPPPP/{white} w {rights} - 0 1",
        white.to_ascii_lowercase()
    ))
}

/// Standard chess as a typed facade.
pub struct Chess;

impl Chess {
    /// The start position.
    pub fn start() -> ChessPosition {
        typed::Position::start(standard())
    }

    /// A position from FEN (strict).
    ///
    /// # Errors
    /// A [`FenError`] naming the field and the problem.
    pub fn from_fen(fen: &str) -> Result<ChessPosition, FenError> {
        typed::Position::from_fen(standard(), fen, FenMode::Strict)
    }

    /// The kind index of a role in the standard ruleset.
    #[deprecated(note = "use `Role::kind`")]
    pub fn kind(role: Role) -> Kind {
        role.kind()
    }

    /// The role of the piece on `sq`.
    #[deprecated(note = "use `ChessPositionExt::role_at`: `pos.role_at(sq)`")]
    pub fn role_at(pos: &ChessPosition, sq: impl Into<BoardSquare>) -> Option<Role> {
        ChessPositionExt::role_at(pos, sq)
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
    fn every_chess960_start_position_is_valid_and_distinct() {
        let mut seen = std::collections::HashSet::new();
        for n in 0..960 {
            let fen = chess960_start_fen(n).unwrap();
            let pos = typed::Position::from_fen(chess960(), &fen, FenMode::Strict)
                .unwrap_or_else(|e| panic!("{n}: {fen}: {e}"));
            assert_eq!(pos.fen().split(' ').next(), fen.split(' ').next());
            assert!(seen.insert(fen), "position {n} repeats");
            // Bishops on opposite colours, king between the rooks.
            let rank = chess960_back_rank(n).unwrap();
            let b: Vec<usize> = rank.match_indices('B').map(|(i, _)| i).collect();
            assert_ne!(b[0] % 2, b[1] % 2, "{n}: {rank}");
            let (r1, k, r2) = (
                rank.find('R').unwrap(),
                rank.find('K').unwrap(),
                rank.rfind('R').unwrap(),
            );
            assert!(r1 < k && k < r2, "{n}: {rank}");
        }
        // Known positions (Scharnagl's table): 0 BBQNNRKR, 518 RNBQKBNR, 959 RKRNNQBB.
        assert_eq!(chess960_back_rank(959).as_deref(), Some("RKRNNQBB"));
        // Castling from a generated start matches the shakmaty suite's first position's
        // rights style: the rook files.
        assert_eq!(
            chess960_start_fen(0).unwrap(),
            "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"
        );
    }

    #[test]
    fn roles_map_to_distinct_kinds() {
        let mut kinds: Vec<_> = Role::ALL.iter().map(|&r| r.kind()).collect();
        kinds.sort();
        kinds.dedup();
        assert_eq!(kinds.len(), 6);
    }

    #[cfg(feature = "serde")]
    #[test]
    fn roles_and_a_game_record_round_trip_through_serde() {
        for role in Role::ALL {
            let json = serde_json::to_string(&role).unwrap();
            assert_eq!(json, format!("\"{role:?}\""));
            assert_eq!(serde_json::from_str::<Role>(&json).unwrap(), role);
        }
        assert!(serde_json::from_str::<Role>("\"Archbishop\"").is_err());
        // What a program keeps of a game: its moves and how it ended.
        let mut game = Game::new(Chess::start());
        for san in ["f3", "e5", "g4", "Qh4#"] {
            game.play_text(san).unwrap();
        }
        let moves: Vec<Move> = game.history().iter().map(|(_, m)| *m).collect();
        let record = (moves, game.outcome());
        let json = serde_json::to_string(&record).unwrap();
        let (moves, outcome): (Vec<Move>, Option<Outcome>) = serde_json::from_str(&json).unwrap();
        assert_eq!(outcome, game.outcome());
        let mut again = Game::new(Chess::start());
        for m in moves {
            again.play(m).unwrap();
        }
        assert_eq!(again.position().fen(), game.position().fen());
    }

    #[test]
    fn chess960_castles_king_onto_rook_in_uci() {
        let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        let castles = |tables| {
            let pos = typed::Position::from_fen(tables, fen, FenMode::Strict).unwrap();
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
