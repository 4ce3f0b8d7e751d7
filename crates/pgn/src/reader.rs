//! [`Reader`]: games one at a time from any [`BufRead`], as an iterator.

use crate::error::{Place, ReadError, SyntaxError, SyntaxErrorKind};
use crate::game::{GameResult, PgnGame, PgnMove, Variation};
use crate::lexer::{Lexed, Lexer, Token};
use crate::limits::{
    MAX_GAME_ANNOTATIONS, MAX_GAME_COMMENT_BYTES, MAX_GAME_MOVES, MAX_TAG_NAME_LEN, MAX_TAGS,
    MAX_VARIATION_DEPTH,
};
use std::io::BufRead;

/// What the reader keeps besides the main line's moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReaderOptions {
    /// Keep comments (default: yes). Skipped comments are still checked for length.
    pub comments: bool,
    /// Keep variations (default: no). Skipped variations are still checked for nesting
    /// depth and syntax.
    pub variations: bool,
}

impl Default for ReaderOptions {
    fn default() -> ReaderOptions {
        ReaderOptions {
            comments: true,
            variations: false,
        }
    }
}

/// Reads PGN games one at a time from any [`BufRead`], in memory bounded by
/// [`crate::limits`] however large the input.
///
/// Each item is a game or the reason it could not be read. After a malformed game
/// ([`ReadError::Syntax`]) the reader skips to the next line starting with `[` that
/// follows a line that does not (the next game's first tag) and goes on; after a
/// failing input ([`ReadError::Io`]) it stops.
///
/// ```
/// use fers_pgn::{GameResult, Reader};
///
/// let pgn = "[Event \"Casual\"]\n\n1. e4 e5 {a comment} 2. Nf3 $1 Nc6 1-0\n\n\
///            [Event \"Broken\"]\n\n1. e4 ) 0-1\n\n[Event \"Third\"]\n\n1. d4 *\n";
/// let mut games = Reader::new(pgn.as_bytes());
/// let first = games.next().unwrap().unwrap();
/// assert_eq!(first.tags.get("Event"), Some("Casual"));
/// assert_eq!(first.sans().collect::<Vec<_>>(), ["e4", "e5", "Nf3", "Nc6"]);
/// assert_eq!(first.mainline.moves[1].comments, ["a comment"]);
/// assert_eq!(first.mainline.moves[2].nags, [1]);
/// assert_eq!(first.result, Some(GameResult::WhiteWins));
/// let broken = games.next().unwrap().unwrap_err();
/// assert_eq!(broken.to_string(), "game at line 5: 7:7: UnmatchedParenthesis: `)` closes no variation");
/// assert_eq!(games.next().unwrap().unwrap().tags.get("Event"), Some("Third"));
/// assert!(games.next().is_none());
/// ```
pub struct Reader<R> {
    lexer: Lexer<R>,
    options: ReaderOptions,
    /// A token read ahead: the next game's `[`.
    pending: Option<(Token, Place)>,
    done: bool,
}

/// A game being read: what it keeps and how much.
struct Builder {
    game: PgnGame,
    /// Open kept variations, innermost last; the main line is `game.mainline`.
    open: Vec<Variation>,
    /// Depth of skipped variations inside the innermost kept line.
    skipped: usize,
    /// Where each open `(`, kept or skipped, is.
    parens: Vec<Place>,
    moves: usize,
    comment_bytes: usize,
    /// Comments, NAGs and variations kept.
    annotations: usize,
}

impl<R: BufRead> Reader<R> {
    /// A reader with the default options: comments kept, variations skipped.
    pub fn new(input: R) -> Reader<R> {
        Reader::with_options(input, ReaderOptions::default())
    }

    /// A reader keeping what `options` says.
    pub fn with_options(input: R, options: ReaderOptions) -> Reader<R> {
        let mut lexer = Lexer::new(input);
        lexer.keep_comments = options.comments;
        Reader {
            lexer,
            options,
            pending: None,
            done: false,
        }
    }

    fn token(&mut self) -> Result<(Token, Place), ReadError> {
        if let Some(t) = self.pending.take() {
            return Ok(t);
        }
        match self.lexer.next()? {
            Lexed::Token(t, p) => Ok((t, p)),
            Lexed::Error(e) => Err(e.into_read(0)),
        }
    }

    /// Reads the next game: `None` at the end of the input.
    fn read_game(&mut self) -> Option<Result<PgnGame, ReadError>> {
        let (first, place) = match self.token() {
            Ok((Token::Eof, _)) => return None,
            Ok(t) => t,
            Err(e) => {
                // The game's first token is malformed: the game starts there.
                let line = match &e {
                    ReadError::Syntax { error, .. } => error.place.line,
                    ReadError::Io(_) => self.lexer.place().line,
                };
                return Some(Err(self.recover(e, line)));
            }
        };
        self.pending = Some((first, place));
        let mut b = Builder {
            game: PgnGame {
                line: place.line,
                ..PgnGame::default()
            },
            open: Vec::new(),
            skipped: 0,
            parens: Vec::new(),
            moves: 0,
            comment_bytes: 0,
            annotations: 0,
        };
        match self.tags(&mut b).and_then(|()| self.movetext(&mut b)) {
            Ok(()) => Some(Ok(b.game)),
            Err(e) => Some(Err(self.recover(e, place.line))),
        }
    }

    /// Names the game in a syntax error and skips to the next game.
    fn recover(&mut self, e: ReadError, game_line: u64) -> ReadError {
        match e {
            ReadError::Syntax { error, .. } => {
                if self.pending.is_none()
                    && let Err(io) = self.lexer.skip_to_next_game()
                {
                    self.done = true;
                    return ReadError::Io(io);
                }
                ReadError::Syntax { game_line, error }
            }
            other => {
                self.done = true;
                other
            }
        }
    }

    fn tags(&mut self, b: &mut Builder) -> Result<(), ReadError> {
        loop {
            let (t, place) = self.token()?;
            if t != Token::TagOpen {
                self.pending = Some((t, place));
                return Ok(());
            }
            let name = match self.token().map_err(tag_name_too_long)? {
                (Token::Symbol(s), p) if s.len() > MAX_TAG_NAME_LEN => {
                    return Err(syntax(SyntaxErrorKind::TagTooLong, p));
                }
                (Token::Symbol(s), _) => s,
                (_, p) => return Err(syntax(SyntaxErrorKind::UnexpectedToken("tag name"), p)),
            };
            let value = match self.token()? {
                (Token::Str(s), _) => s,
                (_, p) => return Err(syntax(SyntaxErrorKind::UnexpectedToken("tag value"), p)),
            };
            match self.token()? {
                (Token::TagClose, _) => {}
                (_, p) => return Err(syntax(SyntaxErrorKind::UnexpectedToken("`]`"), p)),
            }
            if b.game.tags.len() == MAX_TAGS && b.game.tags.get(&name).is_none() {
                return Err(syntax(SyntaxErrorKind::TooManyTags, place));
            }
            b.game.tags.insert(name, value);
        }
    }

    fn movetext(&mut self, b: &mut Builder) -> Result<(), ReadError> {
        loop {
            let (t, place) = self.token()?;
            let depth = b.open.len() + b.skipped;
            match t {
                Token::Eof | Token::TagOpen if depth > 0 => {
                    if t == Token::TagOpen {
                        // The next game begins: report this one, keep that one.
                        self.pending = Some((t, place));
                    }
                    let open = b.parens.last().copied().unwrap_or(place);
                    return Err(syntax(SyntaxErrorKind::UnclosedVariation, open));
                }
                Token::Eof => return Ok(()),
                Token::TagOpen => {
                    // No termination marker: the next game's tags end this one.
                    self.pending = Some((t, place));
                    return Ok(());
                }
                Token::Symbol(s) => {
                    if let Ok(result) = s.parse::<GameResult>() {
                        if depth == 0 {
                            b.game.result = Some(result);
                            return Ok(());
                        }
                        // A result inside a variation ends nothing.
                    } else if !s.bytes().all(|c| c.is_ascii_digit()) && b.skipped == 0 {
                        b.push_move(s, place)?;
                    }
                }
                Token::Period => {}
                Token::Nag(n) => {
                    if b.skipped == 0 && !b.line().moves.is_empty() {
                        b.annotation(place)?;
                        if let Some(m) = b.line().moves.last_mut() {
                            m.nags.push(n);
                        }
                    }
                }
                Token::Comment(text) => {
                    if let (Some(text), 0) = (text, b.skipped) {
                        b.push_comment(text, place)?;
                    }
                }
                Token::Open => {
                    if depth == MAX_VARIATION_DEPTH {
                        return Err(syntax(SyntaxErrorKind::VariationTooDeep, place));
                    }
                    if b.skipped == 0 && b.line().moves.is_empty() {
                        return Err(syntax(SyntaxErrorKind::VariationWithoutMove, place));
                    }
                    b.parens.push(place);
                    if self.options.variations && b.skipped == 0 {
                        b.annotation(place)?;
                        b.open.push(Variation::default());
                    } else {
                        b.skipped += 1;
                    }
                }
                Token::Close => {
                    b.parens.pop();
                    if b.skipped > 0 {
                        b.skipped -= 1;
                    } else if let Some(v) = b.open.pop() {
                        if let Some(m) = b.line().moves.last_mut() {
                            m.variations.push(v);
                        }
                    } else {
                        return Err(syntax(SyntaxErrorKind::UnmatchedParenthesis, place));
                    }
                }
                Token::TagClose => {
                    return Err(syntax(SyntaxErrorKind::UnexpectedToken("`]`"), place));
                }
                Token::Str(_) => {
                    return Err(syntax(
                        SyntaxErrorKind::UnexpectedToken("string in the move text"),
                        place,
                    ));
                }
            }
        }
    }
}

impl Builder {
    /// The innermost kept line.
    fn line(&mut self) -> &mut Variation {
        self.open.last_mut().unwrap_or(&mut self.game.mainline)
    }

    fn push_move(&mut self, san: String, place: Place) -> Result<(), ReadError> {
        self.moves += 1;
        if self.moves > MAX_GAME_MOVES {
            return Err(syntax(SyntaxErrorKind::GameTooLong, place));
        }
        self.line().moves.push(PgnMove {
            san,
            place,
            nags: Vec::new(),
            comments: Vec::new(),
            variations: Vec::new(),
        });
        Ok(())
    }

    /// Counts one more comment, NAG or variation kept.
    fn annotation(&mut self, place: Place) -> Result<(), ReadError> {
        self.annotations += 1;
        if self.annotations > MAX_GAME_ANNOTATIONS {
            return Err(syntax(SyntaxErrorKind::GameTooLong, place));
        }
        Ok(())
    }

    fn push_comment(&mut self, text: String, place: Place) -> Result<(), ReadError> {
        self.annotation(place)?;
        self.comment_bytes += text.len();
        if self.comment_bytes > MAX_GAME_COMMENT_BYTES {
            return Err(syntax(SyntaxErrorKind::GameTooLong, place));
        }
        let line = self.line();
        match line.moves.last_mut() {
            Some(m) => m.comments.push(text),
            None => line.comments.push(text),
        }
        Ok(())
    }
}

impl<R: BufRead> Iterator for Reader<R> {
    type Item = Result<PgnGame, ReadError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let game = self.read_game();
        if game.is_none() {
            self.done = true;
        }
        game
    }
}

impl SyntaxError {
    fn into_read(self, game_line: u64) -> ReadError {
        ReadError::Syntax {
            game_line,
            error: self,
        }
    }
}

fn syntax(kind: SyntaxErrorKind, place: Place) -> ReadError {
    SyntaxError { kind, place }.into_read(0)
}

/// A tag name longer than a symbol may be is a tag too long.
fn tag_name_too_long(e: ReadError) -> ReadError {
    match e {
        ReadError::Syntax {
            error:
                SyntaxError {
                    kind: SyntaxErrorKind::SymbolTooLong,
                    place,
                },
            ..
        } => syntax(SyntaxErrorKind::TagTooLong, place),
        e => e,
    }
}
