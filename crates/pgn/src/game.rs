//! A game as read from PGN, before any move is checked: [`PgnGame`] with its [`Tags`],
//! main line ([`Variation`] of [`PgnMove`]s) and [`GameResult`].

use crate::error::Place;
use std::fmt;
use std::str::FromStr;

/// The seven-tag roster, in the order PGN writes it.
pub const SEVEN_TAG_ROSTER: [&str; 7] =
    ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// A game's tags, in the order they were read or inserted. Names are case-sensitive, as
/// in PGN; a name appears at most once (a repeated tag replaces the earlier value).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Tags(Vec<(String, String)>);

impl Tags {
    /// No tags.
    pub fn new() -> Tags {
        Tags::default()
    }

    /// The value of tag `name`.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets tag `name`, replacing its value if present (keeping its place).
    pub fn insert(&mut self, name: impl Into<String>, value: impl Into<String>) {
        let (name, value) = (name.into(), value.into());
        match self.0.iter_mut().find(|(n, _)| *n == name) {
            Some((_, v)) => *v = value,
            None => self.0.push((name, value)),
        }
    }

    /// Removes tag `name`, returning its value.
    pub fn remove(&mut self, name: &str) -> Option<String> {
        let i = self.0.iter().position(|(n, _)| n == name)?;
        Some(self.0.remove(i).1)
    }

    /// The tags, in order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.0.iter().map(|(n, v)| (n.as_str(), v.as_str()))
    }

    /// How many tags.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// A PGN result: the game termination marker, or the `Result` tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// `1-0`.
    WhiteWins,
    /// `0-1`.
    BlackWins,
    /// `1/2-1/2`.
    Draw,
    /// `*`: unknown, or the game goes on.
    Unknown,
}

impl GameResult {
    /// The PGN text.
    pub fn as_str(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::Unknown => "*",
        }
    }
}

impl FromStr for GameResult {
    type Err = ();

    /// Reads `1-0`, `0-1`, `1/2-1/2` or `*`.
    fn from_str(s: &str) -> Result<GameResult, ()> {
        match s {
            "1-0" => Ok(GameResult::WhiteWins),
            "0-1" => Ok(GameResult::BlackWins),
            "1/2-1/2" => Ok(GameResult::Draw),
            "*" => Ok(GameResult::Unknown),
            _ => Err(()),
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One move of the move text, as written, with what annotates it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnMove {
    /// The move as written, without `!`/`?` annotations (`Nxf3+`, `O-O`, `e8=Q#`).
    pub san: String,
    /// Where the move starts in the input.
    pub place: Place,
    /// Its NAGs, in order: `$n` as `n`, `!` as 1, `?` 2, `!!` 3, `??` 4, `!?` 5, `?!` 6.
    pub nags: Vec<u8>,
    /// Comments after it (kept when [`ReaderOptions::comments`](crate::ReaderOptions) is
    /// set), without their braces or `;`, each run of whitespace (line breaks included)
    /// read as one space.
    pub comments: Vec<String>,
    /// Alternatives to this move (kept when
    /// [`ReaderOptions::variations`](crate::ReaderOptions) is set).
    pub variations: Vec<Variation>,
}

/// A line of moves: the main line of a game or a variation.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Variation {
    /// Comments before the first move.
    pub comments: Vec<String>,
    /// The moves, in order.
    pub moves: Vec<PgnMove>,
}

/// A game as read: tags, main line and result, no move checked yet (see
/// [`Variants::replay`](crate::Variants::replay)).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PgnGame {
    /// The line of the game's first token.
    pub line: u64,
    /// The tags.
    pub tags: Tags,
    /// The main line.
    pub mainline: Variation,
    /// The game termination marker; `None` if the game ended without one (at the end of
    /// the input or where the next game's tags begin).
    pub result: Option<GameResult>,
}

impl PgnGame {
    /// The main line's moves, as written.
    pub fn sans(&self) -> impl Iterator<Item = &str> {
        self.mainline.moves.iter().map(|m| m.san.as_str())
    }
}
