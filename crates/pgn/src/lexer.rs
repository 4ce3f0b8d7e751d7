//! PGN tokens from any [`BufRead`], one byte at a time: nothing is kept but the token
//! being read, and every token is bounded (see [`crate::limits`]), so memory stays
//! constant whatever the size of the input.

use crate::error::{Place, SyntaxError, SyntaxErrorKind};
use crate::limits::{MAX_COMMENT_LEN, MAX_SYMBOL_LEN, MAX_TAG_VALUE_LEN};
use std::io::{self, BufRead};

/// A PGN token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Token {
    /// `[`.
    TagOpen,
    /// `]`.
    TagClose,
    /// A quoted string, unescaped.
    Str(String),
    /// A move, move number, result or tag name.
    Symbol(String),
    /// `.`.
    Period,
    /// `$n`, or `!`/`?` annotations as their NAG number.
    Nag(u8),
    /// `{...}` or `;...`, without delimiters; `None` when comments are skipped.
    Comment(Option<String>),
    /// `(`.
    Open,
    /// `)`.
    Close,
    /// The end of the input.
    Eof,
}

/// What a lexer step gives: a token, a malformed one, or a failing input.
pub(crate) enum Lexed {
    Token(Token, Place),
    Error(SyntaxError),
}

pub(crate) struct Lexer<R> {
    input: R,
    line: u64,
    column: u64,
    /// The first non-blank byte of the current line, once seen.
    line_first: Option<u8>,
    /// Whether comments are returned with their text.
    pub(crate) keep_comments: bool,
}

/// Whether `b` may be part of a symbol (a move, a move number, a result, a tag name).
/// Variants' SAN adds `@` (drops), `/` (gating, `Nc3/H`) and `,` (a wall placed after
/// the move, `Qda1,b1`). Inside a symbol (not first) [`is_inner_symbol_byte`] adds the
/// drop marks of shogi's notations.
pub(crate) fn is_symbol_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric()
        || matches!(
            b,
            b'_' | b'+' | b'#' | b'=' | b':' | b'-' | b'/' | b'@' | b','
        )
}

/// Whether `b` may continue a symbol begun: a symbol byte, or the drop mark of shogi's
/// Hodges (`B*3c`) and Hosking (`B'33`) notations. A `*` that starts a symbol is the
/// result of an unfinished game.
pub(crate) fn is_inner_symbol_byte(b: u8) -> bool {
    is_symbol_byte(b) || matches!(b, b'*' | b'\'')
}

impl<R: BufRead> Lexer<R> {
    pub(crate) fn new(input: R) -> Lexer<R> {
        Lexer {
            input,
            line: 1,
            column: 1,
            line_first: None,
            keep_comments: true,
        }
    }

    pub(crate) fn place(&self) -> Place {
        Place {
            line: self.line,
            column: self.column,
        }
    }

    fn peek(&mut self) -> io::Result<Option<u8>> {
        loop {
            match self.input.fill_buf() {
                Ok(buf) => return Ok(buf.first().copied()),
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            }
        }
    }

    /// Consumes the byte `peek` returned.
    fn bump(&mut self, b: u8) {
        self.input.consume(1);
        if b == b'\n' {
            self.line += 1;
            self.column = 1;
            self.line_first = None;
        } else {
            // UTF-8 continuation bytes do not start a character.
            if b & 0xC0 != 0x80 {
                self.column += 1;
            }
            if self.line_first.is_none() && !b.is_ascii_whitespace() {
                self.line_first = Some(b);
            }
        }
    }

    /// The next token.
    ///
    /// # Errors
    /// A failing input.
    pub(crate) fn next(&mut self) -> io::Result<Lexed> {
        loop {
            let Some(b) = self.peek()? else {
                return Ok(Lexed::Token(Token::Eof, self.place()));
            };
            if b.is_ascii_whitespace() {
                self.bump(b);
                continue;
            }
            // A byte-order mark at the start of a line, as Windows tools write one at
            // the start of a file: there, or where `cat a.pgn b.pgn` put b's.
            if b == 0xEF
                && self.column == 1
                && self.input.fill_buf()?.starts_with(&[0xEF, 0xBB, 0xBF])
            {
                self.input.consume(3);
                continue;
            }
            // An escape line: `%` in the first column, ignored to its end.
            if b == b'%' && self.column == 1 {
                self.skip_line()?;
                continue;
            }
            let place = self.place();
            let token = |t| Ok(Lexed::Token(t, place));
            return match b {
                b'[' | b']' | b'(' | b')' | b'.' | b'*' => {
                    self.bump(b);
                    token(match b {
                        b'[' => Token::TagOpen,
                        b']' => Token::TagClose,
                        b'(' => Token::Open,
                        b')' => Token::Close,
                        b'.' => Token::Period,
                        _ => Token::Symbol("*".into()),
                    })
                }
                b'"' => self.string(place),
                b'{' => self.brace_comment(place),
                b';' => {
                    self.bump(b);
                    let text = self.rest_of_line(place)?;
                    Ok(text.map_or_else(Lexed::Error, |t| Lexed::Token(Token::Comment(t), place)))
                }
                b'$' => self.dollar_nag(place),
                b'!' | b'?' => self.suffix_nag(place),
                b if is_symbol_byte(b) => self.symbol(place),
                b => {
                    self.bump(b);
                    Ok(error(SyntaxErrorKind::UnexpectedByte(b), place))
                }
            };
        }
    }

    /// Skips to the end of the line (the newline is left for the whitespace loop).
    fn skip_line(&mut self) -> io::Result<()> {
        while let Some(b) = self.peek()? {
            if b == b'\n' {
                break;
            }
            self.bump(b);
        }
        Ok(())
    }

    /// The rest of the line, for a `;` comment: `None` if comments are skipped.
    fn rest_of_line(&mut self, place: Place) -> io::Result<Result<Option<String>, SyntaxError>> {
        let mut bytes = Vec::new();
        let mut len = 0usize;
        while let Some(b) = self.peek()? {
            if b == b'\n' {
                break;
            }
            self.bump(b);
            len += 1;
            if len > MAX_COMMENT_LEN {
                return Ok(Err(SyntaxError {
                    kind: SyntaxErrorKind::CommentTooLong,
                    place,
                }));
            }
            if self.keep_comments {
                bytes.push(b);
            }
        }
        Ok(Ok(self.keep_comments.then(|| comment_text(&bytes))))
    }

    fn brace_comment(&mut self, place: Place) -> io::Result<Lexed> {
        self.bump(b'{');
        let mut bytes = Vec::new();
        let mut len = 0usize;
        loop {
            let Some(b) = self.peek()? else {
                return Ok(error(SyntaxErrorKind::UnterminatedComment, place));
            };
            self.bump(b);
            if b == b'}' {
                break;
            }
            len += 1;
            if len > MAX_COMMENT_LEN {
                return Ok(error(SyntaxErrorKind::CommentTooLong, place));
            }
            if self.keep_comments {
                bytes.push(b);
            }
        }
        let text = self.keep_comments.then(|| comment_text(&bytes));
        Ok(Lexed::Token(Token::Comment(text), place))
    }

    fn string(&mut self, place: Place) -> io::Result<Lexed> {
        self.bump(b'"');
        let mut bytes = Vec::new();
        loop {
            let Some(b) = self.peek()? else {
                return Ok(error(SyntaxErrorKind::UnterminatedString, place));
            };
            if b == b'\n' {
                return Ok(error(SyntaxErrorKind::UnterminatedString, place));
            }
            self.bump(b);
            match b {
                b'"' => break,
                b'\\' => match self.peek()? {
                    Some(c @ (b'"' | b'\\')) => {
                        self.bump(c);
                        bytes.push(c);
                    }
                    _ => bytes.push(b),
                },
                _ => bytes.push(b),
            }
            if bytes.len() > MAX_TAG_VALUE_LEN {
                return Ok(error(SyntaxErrorKind::TagTooLong, place));
            }
        }
        let text = String::from_utf8_lossy(&bytes).into_owned();
        Ok(Lexed::Token(Token::Str(text), place))
    }

    fn dollar_nag(&mut self, place: Place) -> io::Result<Lexed> {
        self.bump(b'$');
        let mut value: u32 = 0;
        let mut digits = 0;
        while let Some(b) = self.peek()? {
            if !b.is_ascii_digit() {
                break;
            }
            self.bump(b);
            digits += 1;
            value = (value * 10 + u32::from(b - b'0')).min(1000);
        }
        Ok(match u8::try_from(value) {
            Ok(n) if digits > 0 => Lexed::Token(Token::Nag(n), place),
            _ => error(SyntaxErrorKind::BadNag, place),
        })
    }

    fn suffix_nag(&mut self, place: Place) -> io::Result<Lexed> {
        let mut text = Vec::new();
        while let Some(b @ (b'!' | b'?')) = self.peek()? {
            self.bump(b);
            text.push(b);
        }
        let nag = match &text[..] {
            b"!" => 1,
            b"?" => 2,
            b"!!" => 3,
            b"??" => 4,
            b"!?" => 5,
            b"?!" => 6,
            _ => return Ok(error(SyntaxErrorKind::BadNag, place)),
        };
        Ok(Lexed::Token(Token::Nag(nag), place))
    }

    fn symbol(&mut self, place: Place) -> io::Result<Lexed> {
        let mut text = String::new();
        while let Some(b) = self.peek()? {
            if !(is_symbol_byte(b) || (!text.is_empty() && is_inner_symbol_byte(b))) {
                break;
            }
            self.bump(b);
            if text.len() == MAX_SYMBOL_LEN {
                // Read the rest of the symbol so that the next token starts after it.
                self.skip_symbol()?;
                return Ok(error(SyntaxErrorKind::SymbolTooLong, place));
            }
            text.push(b as char);
        }
        Ok(Lexed::Token(Token::Symbol(text), place))
    }

    fn skip_symbol(&mut self) -> io::Result<()> {
        while let Some(b) = self.peek()? {
            if !is_inner_symbol_byte(b) {
                break;
            }
            self.bump(b);
        }
        Ok(())
    }

    /// Skips what is left of a malformed game: the rest of this line, then every line up
    /// to one that starts with `[` and follows a line that does not (the first tag of the
    /// next game, after a blank line or move text). Reads without keeping anything.
    ///
    /// # Errors
    /// A failing input.
    pub(crate) fn skip_to_next_game(&mut self) -> io::Result<()> {
        let mut previous_was_tag = self.line_first == Some(b'[');
        self.skip_line()?;
        loop {
            // At a newline, or at the end of the input.
            match self.peek()? {
                None => return Ok(()),
                Some(b) => self.bump(b),
            }
            while let Some(b @ (b' ' | b'\t' | b'\r')) = self.peek()? {
                self.bump(b);
            }
            match self.peek()? {
                None => return Ok(()),
                Some(b'[') if !previous_was_tag => return Ok(()),
                Some(b'\n') => previous_was_tag = false,
                Some(b) => {
                    previous_was_tag = b == b'[';
                    self.skip_line()?;
                }
            }
        }
    }
}

/// A comment's text: every run of ASCII whitespace, line breaks included, as one space,
/// none at either end. A line break in a comment is where an exporter wrapped it at 80
/// columns, as the PGN export format asks; this is how the writer writes comments back.
fn comment_text(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    let mut out = String::with_capacity(text.len());
    for word in text.split_ascii_whitespace() {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

fn error(kind: SyntaxErrorKind, place: Place) -> Lexed {
    Lexed::Error(SyntaxError { kind, place })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(text: &str) -> Vec<(Token, u64, u64)> {
        let mut lexer = Lexer::new(text.as_bytes());
        let mut out = Vec::new();
        loop {
            match lexer.next().unwrap() {
                Lexed::Token(Token::Eof, _) => return out,
                Lexed::Token(t, p) => out.push((t, p.line, p.column)),
                Lexed::Error(e) => panic!("{e}"),
            }
        }
    }

    #[test]
    fn every_token_with_its_place() {
        let sym = |s: &str| Token::Symbol(s.into());
        assert_eq!(
            tokens("[A \"x\\\"y\"]\n1.e4!? {é} ; z\n( $12 ) *"),
            [
                (Token::TagOpen, 1, 1),
                (sym("A"), 1, 2),
                (Token::Str("x\"y".into()), 1, 4),
                (Token::TagClose, 1, 10),
                (sym("1"), 2, 1),
                (Token::Period, 2, 2),
                (sym("e4"), 2, 3),
                (Token::Nag(5), 2, 5),
                (Token::Comment(Some("é".into())), 2, 8),
                (Token::Comment(Some("z".into())), 2, 12),
                (Token::Open, 3, 1),
                (Token::Nag(12), 3, 3),
                (Token::Close, 3, 7),
                (sym("*"), 3, 9),
            ]
        );
    }

    #[test]
    fn skipping_a_malformed_game_stops_at_the_next_games_first_tag() {
        let text = "[Event \"x\n[Site \"y\"]\n\n1. e4 *\n[Event \"next\"]\n";
        let mut lexer = Lexer::new(text.as_bytes());
        // Read `[`, `Event`, then the unterminated string.
        for _ in 0..3 {
            let _ = lexer.next().unwrap();
        }
        lexer.skip_to_next_game().unwrap();
        assert_eq!(lexer.place(), Place { line: 5, column: 1 });
    }
}
