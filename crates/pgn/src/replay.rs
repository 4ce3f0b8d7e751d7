//! Playing a read game: the ruleset from the `Variant` tag, the start from `FEN` /
//! `SetUp`, every main-line move checked. [`Variants`] finds and caches rulesets;
//! [`Game`] holds the result for any board size.

use crate::error::Place;
use crate::game::{PgnGame, Tags};
use fers_rules::{FenError, FenMode, Game, IllegalMove, Notation, Position, Ruleset, Variant};
use std::borrow::Cow;
use std::collections::HashMap;

/// Why a read game could not be played.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ReplayError {
    /// The `Variant` tag names no known ruleset.
    #[error("UnknownVariant: no ruleset for the variant `{variant}`")]
    UnknownVariant {
        /// The tag's value.
        variant: String,
    },
    /// The `FEN` tag is not a position of the ruleset.
    #[error("BadFen: the FEN tag `{fen}` is not valid: {error}")]
    BadFen {
        /// The tag's value.
        fen: String,
        /// What is wrong.
        error: FenError,
    },
    /// `SetUp` is `1` but there is no `FEN` tag.
    #[error("MissingFen: the SetUp tag is 1 but there is no FEN tag")]
    MissingFen,
    /// The `Notation` tag names no notation Fers reads.
    #[error("UnknownNotation: the Notation tag `{notation}` is not a notation (one of: {names})", names = fers_rules::Notation::NAMES.join(", "))]
    UnknownNotation {
        /// The tag's value.
        notation: String,
    },
    /// A move of the main line is illegal or unreadable.
    #[error("ply {ply} {san}: {error}")]
    IllegalMove {
        /// Its ply in the game, from 1.
        ply: usize,
        /// The move as written.
        san: String,
        /// Where it is in the input.
        place: Place,
        /// Why it was refused.
        error: IllegalMove,
    },
}

impl ReplayError {
    /// The stable name of the problem: `UnknownVariant`, `BadFen`, `MissingFen`, or the
    /// move's [`IllegalCode`](fers_rules::IllegalCode) (`NothingToCapture`).
    pub fn code(&self) -> &'static str {
        match self {
            ReplayError::UnknownVariant { .. } => "UnknownVariant",
            ReplayError::BadFen { .. } => "BadFen",
            ReplayError::MissingFen => "MissingFen",
            ReplayError::UnknownNotation { .. } => "UnknownNotation",
            ReplayError::IllegalMove { error, .. } => error.code.name(),
        }
    }
}

/// The bundled ruleset a `Variant` tag names, if any: case, spaces, `-` and `_` are
/// ignored, and every name lichess writes and every alias python-chess reads is
/// understood (`Standard`, `From Position`, `Chess`, `Classical` are `standard`;
/// `Chess960`, `Fischerandom` and `Chess 960` are `chess960`; `Three-check` and
/// `3check`, `Five-check`, `KOTH` and `King of the Hill`, `Racing Kings`, `ZH`, `Anti`,
/// ... are the bundled rulesets of those games).
///
/// ```
/// assert_eq!(fers_pgn::bundled_ruleset_for("Chess960"), Some("chess960"));
/// assert_eq!(fers_pgn::bundled_ruleset_for("From Position"), Some("standard"));
/// assert_eq!(fers_pgn::bundled_ruleset_for("Three-check"), Some("3check"));
/// assert_eq!(fers_pgn::bundled_ruleset_for("KOTH"), Some("kingofthehill"));
/// assert_eq!(fers_pgn::bundled_ruleset_for("Ai-Wok"), Some("ai-wok"));
/// assert_eq!(fers_pgn::bundled_ruleset_for("Atomic"), Some("atomic"));
/// assert_eq!(fers_pgn::bundled_ruleset_for("Bughouse"), Some("bughouse"));
/// assert_eq!(fers_pgn::bundled_ruleset_for("Kriegspiel"), None);
/// ```
pub fn bundled_ruleset_for(variant: &str) -> Option<&'static str> {
    fn key(s: &str) -> String {
        s.chars()
            .filter(|c| !matches!(c, ' ' | '-' | '_'))
            .flat_map(char::to_lowercase)
            .collect()
    }
    // Other programs' names, as keys: lichess's export names and the aliases of
    // python-chess's boards (`chess.variant.VARIANTS`, 1.11.2), where the key is not
    // already a bundled ruleset's.
    let wanted = match key(variant).as_str() {
        "" | "standard" | "chess" | "classical" | "normal" | "illegal" | "fromposition" => {
            "standard"
        }
        "chess960" | "960" | "fischerandom" | "fischerrandom" => "chess960",
        "threecheck" | "threecheckchess" => "3check",
        "fivecheck" | "fivecheckchess" => "5check",
        "koth" => "kingofthehill",
        "racing" | "race" => "racingkings",
        "house" | "zh" => "crazyhouse",
        "anti" => "antichess",
        "suicidechess" => "suicide",
        "giveawaychess" => "giveaway",
        "atom" | "atomicchess" => "atomic",
        "hordechess" => "horde",
        other => other,
    }
    .to_string();
    fers_standard::bundled_names().find(|n| key(n) == wanted)
}

/// A move of the move text as Fers reads it: python-chess writes a pawn drop without a
/// letter (`@g5`), which is the drop of the ruleset's one kind written without a SAN
/// letter (`P@g5`). Other text is kept as it is.
fn with_drop_letter<'a>(ruleset: &Ruleset, san: &'a str) -> Cow<'a, str> {
    if let Some(square) = san.strip_prefix('@') {
        let mut unlettered = ruleset.pieces.iter().filter(|p| p.san.is_none());
        if let (Some(pawn), None) = (unlettered.next(), unlettered.next()) {
            return Cow::Owned(format!("{}@{square}", pawn.letter.to_ascii_uppercase()));
        }
    }
    Cow::Borrowed(san)
}

/// A game written as PGN: [`write_game`](crate::write_game) and
/// [`write_annotated_game`](crate::write_annotated_game) as methods of a [`Game`] (of
/// any board size, from `fers-rules`).
///
/// ```
/// use fers_pgn::{Reader, ToPgn, Variants};
///
/// let pgn = "[Event \"x\"]\n\n1. e4 { best by test } e5 *\n";
/// let game = Reader::new(pgn.as_bytes()).next().unwrap().unwrap();
/// let played = Variants::new().replay(&game).unwrap();
/// assert!(played.to_pgn(&game.tags).ends_with("1. e4 e5 *\n\n"));
/// assert!(played.to_annotated_pgn(&game).ends_with("1. e4 { best by test } 1... e5 *\n\n"));
/// ```
pub trait ToPgn {
    /// The game as PGN, with `tags` (see [`write_game`](crate::write_game)).
    fn to_pgn(&self, tags: &Tags) -> String;

    /// The game as PGN, with the tags, comments, NAGs and variations of `pgn`, the game
    /// it was replayed from (see [`write_annotated_game`](crate::write_annotated_game)).
    fn to_annotated_pgn(&self, pgn: &PgnGame) -> String;
}

impl ToPgn for Game {
    fn to_pgn(&self, tags: &Tags) -> String {
        crate::write_game(self, tags)
    }

    fn to_annotated_pgn(&self, pgn: &PgnGame) -> String {
        crate::write_annotated_game(self, pgn)
    }
}

/// Finds the ruleset of a game from its `Variant` tag and plays its moves. Rulesets are
/// compiled once and kept, so that a file of a million games compiles each only once.
///
/// Only bundled rulesets (by [`bundled_ruleset_for`]) and those added with
/// [`Variants::insert`] are found: a tag never names a file to read.
///
/// ```
/// use fers_pgn::{Reader, ReplayError, Variants};
///
/// let pgn = "[Event \"Example\"]\n\n1. e4 e5 2. Ke3 *\n";
/// let game = Reader::new(pgn.as_bytes()).next().unwrap().unwrap();
/// let err = Variants::new().replay(&game).unwrap_err();
/// assert_eq!(err.code(), "PieceCannotMoveThatWay");
/// let ReplayError::IllegalMove { ply, san, place, .. } = err else { panic!() };
/// assert_eq!((ply, san.as_str(), place.line, place.column), (3, "Ke3", 3, 13));
///
/// let good = "[Variant \"Chess960\"]\n[SetUp \"1\"]\n\
///             [FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\"]\n\n1. Nf3 *\n";
/// let game = Reader::new(good.as_bytes()).next().unwrap().unwrap();
/// let played = Variants::new().replay(&game).unwrap();
/// assert_eq!(played.ucis(), ["e1f3"]);
/// ```
#[derive(Debug, Clone)]
pub struct Variants {
    known: HashMap<String, Variant>,
    mode: FenMode,
}

impl Default for Variants {
    fn default() -> Variants {
        Variants::new()
    }
}

impl Variants {
    /// The bundled rulesets; `FEN` tags checked strictly.
    pub fn new() -> Variants {
        Variants {
            known: HashMap::new(),
            mode: FenMode::Strict,
        }
    }

    /// Accept `FEN` tags that only a relaxed check accepts (impossible checks).
    pub fn relaxed(mut self) -> Variants {
        self.mode = FenMode::Relaxed;
        self
    }

    /// Makes `variant` the ruleset of games whose `Variant` tag is `name` (exactly).
    pub fn insert(&mut self, name: impl Into<String>, variant: Variant) {
        self.known.insert(name.into(), variant);
    }

    /// The ruleset for a `Variant` tag (`None`: no tag, standard chess).
    ///
    /// # Errors
    /// [`ReplayError::UnknownVariant`].
    pub fn get(&mut self, tag: Option<&str>) -> Result<Variant, ReplayError> {
        let tag = tag.unwrap_or("standard");
        if let Some(v) = self.known.get(tag) {
            return Ok(v.clone());
        }
        let unknown = || ReplayError::UnknownVariant {
            variant: tag.to_string(),
        };
        let name = bundled_ruleset_for(tag).ok_or_else(unknown)?;
        if let Some(v) = self.known.get(name) {
            return Ok(v.clone());
        }
        let variant = fers_standard::load_variant(name).map_err(|_| unknown())?;
        self.known.insert(name.to_string(), variant.clone());
        Ok(variant)
    }

    /// Plays the main line of `game`: from its `FEN` tag if present (or the ruleset's
    /// start), in the ruleset its `Variant` tag names.
    ///
    /// # Errors
    /// A [`ReplayError`]: the ruleset or FEN, or the first illegal move with its ply.
    pub fn replay(&mut self, game: &PgnGame) -> Result<Game, ReplayError> {
        let variant = self.get(game.tags.get("Variant"))?;
        replay_on(&variant, game, self.mode)
    }
}

/// Plays the main line of `game` in `variant`, ignoring its `Variant` tag.
/// A pawn drop written without its letter, as python-chess writes it (`@g5`), is read
/// as the pawn's (`P@g5`). A `Notation` tag naming one of
/// [`Notation::NAMES`](fers_rules::Notation::NAMES) (`[Notation "shogi-hodges"]`) makes
/// the moves read in that notation (`P-7f`, `B*3c`), as
/// [`Position::read_move`](fers_rules::Position::read_move) reads them; the Thai
/// notations, written in Thai letters, are not read from PGN.
///
/// ```
/// use fers_pgn::{Reader, Variants};
/// let text = "[Variant \"shogi\"]\n[Notation \"shogi-hodges\"]\n\n1. P-7f P-3d 2. Bx2b+ Sx2b 3. B*5e *\n";
/// let game = Reader::new(text.as_bytes()).next().unwrap().unwrap();
/// let played = Variants::new().replay(&game).unwrap();
/// assert_eq!(played.position().fen(), "lnsgkg1nl/1r5s1/pppppp1pp/6p2/4B4/2P6/PP1PPPPPP/7R1/LNSGKGSNL[b] b - - 0 3");
/// ```
///
/// # Errors
/// A [`ReplayError`]: the FEN, or the first illegal move with its ply.
pub fn replay_on(variant: &Variant, game: &PgnGame, mode: FenMode) -> Result<Game, ReplayError> {
    let start = match (game.tags.get("FEN"), game.tags.get("SetUp")) {
        (Some(fen), _) => {
            Position::from_fen(variant, fen, mode).map_err(|error| ReplayError::BadFen {
                fen: fen.to_string(),
                error,
            })?
        }
        (None, Some("1")) => return Err(ReplayError::MissingFen),
        (None, _) => Position::start(variant),
    };
    let notation = match game.tags.get("Notation") {
        None => None,
        Some(tag) => Some(
            tag.parse::<Notation>()
                .map_err(|_| ReplayError::UnknownNotation {
                    notation: tag.to_string(),
                })?,
        ),
    };
    let mut played = Game::new(start);
    for (i, m) in game.mainline.moves.iter().enumerate() {
        let read = match notation {
            Some(n) => {
                let read = played.position().read_move(&m.san, n);
                if let Ok(mv) = read {
                    played.play_unchecked(mv);
                }
                read
            }
            None => played.play_text(&with_drop_letter(variant.ruleset(), &m.san)),
        };
        read.map_err(|error| ReplayError::IllegalMove {
            ply: i + 1,
            san: m.san.clone(),
            place: m.place,
            error,
        })?;
    }
    Ok(played)
}
