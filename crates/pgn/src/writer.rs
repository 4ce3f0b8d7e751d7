//! Writing a [`Game`] of any ruleset as PGN, with the comments, NAGs and variations of
//! a read game when there are some.

use crate::game::{GameResult, PgnGame, PgnMove, SEVEN_TAG_ROSTER, Tags, Variation};
use crate::lexer::is_symbol_byte;
use crate::limits::MAX_TAG_NAME_LEN;
use fers_rules::{Color, Game, Position};
use std::fmt::Write;

/// The widest line of move text, as the PGN standard asks.
pub const LINE_WIDTH: usize = 80;

/// `game` as PGN: the seven-tag roster (values from `tags`, `?` where absent, `Date`
/// `????.??.??`), `Variant` unless the ruleset is `standard` (`Chess960` for
/// `chess960`, as lichess writes it, else the ruleset's name), `SetUp` and `FEN` when
/// the game did not start from the ruleset's start position, the other tags of `tags`
/// in their order (each name as it is; a name that would not read back as itself, such
/// as `White Elo`, is left out), then the moves in SAN with check and mate marks, wrapped at
/// [`LINE_WIDTH`] columns, and the result. A blank line ends the game.
///
/// The result is [`Game::outcome`]'s when the game is over (checkmate, or a rule of the
/// ruleset: bare king, stalemate as a loss, ...), otherwise `tags`' `Result` (a
/// resignation, an agreed draw) or `*`.
///
/// A `Game` holds no comments: [`write_annotated_game`] writes those of a read game.
///
/// ```
/// use fers_pgn::{Game, Tags, write_game};
///
/// let mut game = Game::new(fers_standard::Chess::start());
/// for san in ["f3", "e5", "g4", "Qh4#"] {
///     game.play_text(san).unwrap();
/// }
/// let mut tags = Tags::new();
/// tags.insert("White", "Fool");
/// assert_eq!(write_game(&game, &tags), "\
/// [Event \"?\"]
/// [Site \"?\"]
/// [Date \"????.??.??\"]
/// [Round \"?\"]
/// [White \"Fool\"]
/// [Black \"?\"]
/// [Result \"0-1\"]
///
/// 1. f3 e5 2. g4 Qh4# 0-1
///
/// ");
/// ```
pub fn write_game(game: &Game, tags: &Tags) -> String {
    write(game, tags, None, None)
}

/// `game` as PGN with the annotations of `pgn`, the game it was replayed from
/// ([`Variants::replay`](crate::Variants::replay)): the tags of `pgn`, then the moves
/// of `game` as [`write_game`] writes them, each with the NAGs (as `$n`), comments
/// (`{ ... }`) and variations (`( ... )`, their moves as read, not checked) of the move
/// of `pgn`'s main line at the same ply, and the comments before `pgn`'s first move.
/// Moves of `game` past the end of `pgn`'s main line have none; annotations of moves of
/// `pgn` past the end of `game` are not written.
///
/// The result is [`Game::outcome`]'s when the game is over, else `pgn`'s termination
/// marker, else its `Result` tag, else `*`.
///
/// Comments are written as the reader reads them back: every run of whitespace as one
/// space, and broken over lines at spaces to keep within [`LINE_WIDTH`] columns (only
/// a single word longer than a line makes a longer one); a `}`, which no PGN comment
/// can hold, is left out. So a game read, replayed and written reads back to the same
/// [`PgnGame`], apart from the places of its moves, and is written the same again.
///
/// ```
/// use fers_pgn::{Reader, ReaderOptions, ToPgn, Variants, write_annotated_game};
///
/// let pgn = "[Event \"Study\"]\n\n{ Fool's mate. } 1. f3 $2 e5 2. g4?? \
///            (2. e4 { sensible }) 2... Qh4# 0-1\n";
/// let options = ReaderOptions { comments: true, variations: true };
/// let game = Reader::with_options(pgn.as_bytes(), options).next().unwrap().unwrap();
/// let played = Variants::new().replay(&game).unwrap();
/// let text = played.to_annotated_pgn(&game);
/// assert!(text.ends_with(
///     "{ Fool's mate. } 1. f3 $2 e5 2. g4 $4 (2. e4 { sensible }) 2... Qh4# 0-1\n\n"
/// ));
///
/// // Read again, it is written the same.
/// let again = Reader::with_options(text.as_bytes(), options).next().unwrap().unwrap();
/// assert_eq!(Variants::new().replay(&again).unwrap().to_annotated_pgn(&again), text);
/// ```
pub fn write_annotated_game(game: &Game, pgn: &PgnGame) -> String {
    write(game, &pgn.tags, pgn.result, Some(&pgn.mainline))
}

fn write(
    game: &Game,
    tags: &Tags,
    marker: Option<GameResult>,
    annotations: Option<&Variation>,
) -> String {
    let history = game.history();
    let start = history
        .first()
        .map_or_else(|| game.position(), |(p, _)| p.clone());
    let ruleset = &start.ruleset().name;
    let from_start = start.fen() == Position::start(&start.variant()).fen();
    let result = match game.outcome() {
        Some(o) => o.score(),
        None => marker
            .map(GameResult::as_str)
            .into_iter()
            .chain(tags.get("Result"))
            .find(|r| matches!(*r, "1-0" | "0-1" | "1/2-1/2"))
            .unwrap_or("*"),
    };
    let mut out = String::new();
    for name in SEVEN_TAG_ROSTER {
        let value = match name {
            "Result" => result,
            "Date" => tags.get(name).unwrap_or("????.??.??"),
            _ => tags.get(name).unwrap_or("?"),
        };
        write_tag(&mut out, name, value);
    }
    if ruleset != "standard" {
        let name = if ruleset == "chess960" {
            "Chess960"
        } else {
            ruleset
        };
        write_tag(&mut out, "Variant", name);
    }
    if !from_start {
        write_tag(&mut out, "SetUp", "1");
        write_tag(&mut out, "FEN", &start.fen());
    }
    let computed = ["Variant", "SetUp", "FEN"];
    for (name, value) in tags.iter() {
        if !SEVEN_TAG_ROSTER.contains(&name) && !computed.contains(&name) && writable(name) {
            write_tag(&mut out, name, value);
        }
    }
    out.push('\n');
    let mut text = MoveText::default();
    let mut ply = Ply {
        number: start.fullmoves(),
        white: start.turn() == Color::White,
    };
    if let Some(line) = annotations {
        text.comments(&line.comments);
    }
    for (i, (before, m)) in history.iter().enumerate() {
        let read = annotations.and_then(|line| line.moves.get(i));
        text.a_move(&before.san(*m), ply, read);
        ply = ply.next();
    }
    text.word(result);
    out.push_str(&text.layout());
    out.push_str("\n\n");
    out
}

/// Where a move stands: its full-move number and side.
#[derive(Clone, Copy)]
struct Ply {
    number: u32,
    white: bool,
}

impl Ply {
    fn next(self) -> Ply {
        Ply {
            number: self.number.saturating_add(u32::from(!self.white)),
            white: !self.white,
        }
    }
}

/// Whether a tag name reads back as itself: a symbol of at most [`MAX_TAG_NAME_LEN`]
/// bytes, as the reader takes it. A name read from PGN always is one (`Variant-`,
/// `FEN:` and `@` too, which are not `Variant` or `FEN`); a name a program gave that
/// is not (`White Elo`, `Variant]`) is not written, since any change to it could make
/// it another tag.
fn writable(name: &str) -> bool {
    !name.is_empty() && name.len() <= MAX_TAG_NAME_LEN && name.bytes().all(is_symbol_byte)
}

/// `[Name "value"]` and a newline, the name as it is (see [`writable`]); `\` and `"`
/// escaped, line breaks and other control characters (which a tag value cannot hold)
/// written as spaces.
fn write_tag(out: &mut String, name: &str, value: &str) {
    let _ = write!(out, "[{name} \"");
    for c in value.chars() {
        match c {
            '\\' | '"' => {
                out.push('\\');
                out.push(c);
            }
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out.push_str("\"]\n");
}

/// Move text as words, laid out at the end in lines of at most [`LINE_WIDTH`] columns.
/// A word may hold spaces where no line may break: `12... Nf6 $1`.
#[derive(Default)]
struct MoveText {
    words: Vec<String>,
    /// `(`s to write before the next word: a variation has begun.
    opening: usize,
    /// Whether a black move needs its number (`12...`): at the start of a line, and
    /// after a comment or a variation.
    number_black: bool,
}

impl MoveText {
    fn word(&mut self, word: &str) {
        let mut w = "(".repeat(self.opening);
        self.opening = 0;
        w.push_str(word);
        self.words.push(w);
    }

    /// A move with its number when it needs one and its NAGs, kept on one line, then
    /// its comments and variations. (A move of a variation whose SAN is left with no
    /// character at all is not written; its annotations are.)
    fn a_move(&mut self, san: &str, ply: Ply, read: Option<&PgnMove>) {
        let mut word = String::new();
        if !san.is_empty() {
            if ply.white {
                word = format!("{}. ", ply.number);
            } else if self.number_black || self.words.is_empty() {
                word = format!("{}... ", ply.number);
            }
            self.number_black = false;
            word.push_str(san);
        }
        for nag in read.map_or(&[][..], |m| &m.nags) {
            if !word.is_empty() {
                word.push(' ');
            }
            let _ = write!(word, "${nag}");
        }
        if !word.is_empty() {
            self.word(&word);
        }
        if let Some(read) = read {
            self.comments(&read.comments);
            for variation in &read.variations {
                self.variation(variation, ply);
            }
        }
    }

    /// Comments as `{ ... }`, whitespace runs as one space, `}` left out.
    fn comments(&mut self, comments: &[String]) {
        for comment in comments {
            let comment = comment.replace('}', "");
            let words: Vec<&str> = comment.split_ascii_whitespace().collect();
            match words.as_slice() {
                [] => self.word("{ }"),
                [only] => self.word(&format!("{{ {only} }}")),
                [first, middle @ .., last] => {
                    self.word(&format!("{{ {first}"));
                    for w in middle {
                        self.word(w);
                    }
                    self.word(&format!("{last} }}"));
                }
            }
            self.number_black = true;
        }
    }

    /// A variation of the move at `ply`: its moves as read, without the bytes no PGN
    /// symbol may hold.
    fn variation(&mut self, line: &Variation, mut ply: Ply) {
        self.opening += 1;
        self.number_black = true;
        self.comments(&line.comments);
        for m in &line.moves {
            let san: String = m
                .san
                .chars()
                .filter(|c| u8::try_from(*c).is_ok_and(is_symbol_byte))
                .collect();
            self.a_move(&san, ply, Some(m));
            ply = ply.next();
        }
        if self.opening > 0 {
            // Nothing was written in the variation.
            self.word(")");
        } else if let Some(last) = self.words.last_mut() {
            last.push(')');
        }
        self.number_black = true;
    }

    /// The words in lines of at most [`LINE_WIDTH`] characters (a longer word alone).
    fn layout(&self) -> String {
        let mut out = String::new();
        let mut line = 0;
        for word in &self.words {
            let len = word.chars().count();
            if line > 0 && line + 1 + len > LINE_WIDTH {
                out.push('\n');
                line = 0;
            } else if line > 0 {
                out.push(' ');
                line += 1;
            }
            out.push_str(word);
            line += len;
        }
        out
    }
}
