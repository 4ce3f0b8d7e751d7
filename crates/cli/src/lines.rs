//! Where `fers play` reads its lines: plain lines from a pipe or file, or, when standard
//! input is a terminal, a line editor (arrow keys move in the line and through the
//! history of this game's input).

use std::io::{self, BufRead, Write};

/// One line of input: text, a line that is not UTF-8, or the end of input.
pub enum Line {
    /// The text, without its line end.
    Text(String),
    /// A line whose bytes are not UTF-8.
    NotUtf8,
    /// No more input (end of file, Ctrl-D, Ctrl-C).
    End,
}

/// A source of input lines, each read after showing a prompt.
pub trait Lines {
    /// Shows `prompt` and reads one line.
    ///
    /// # Errors
    /// A failed read, or a failed write of the prompt.
    fn next_line(&mut self, prompt: &str, out: &mut dyn Write) -> io::Result<Line>;
}

/// Lines from any reader; the prompt goes to the output (pipes, files, tests).
pub struct Plain<R>(pub R);

impl<R: BufRead> Lines for Plain<R> {
    fn next_line(&mut self, prompt: &str, out: &mut dyn Write) -> io::Result<Line> {
        write!(out, "{prompt}")?;
        out.flush()?;
        let mut bytes = Vec::new();
        if self.0.read_until(b'\n', &mut bytes)? == 0 {
            return Ok(Line::End);
        }
        while bytes.last().is_some_and(|b| *b == b'\n' || *b == b'\r') {
            bytes.pop();
        }
        Ok(match String::from_utf8(bytes) {
            Ok(text) => Line::Text(text),
            Err(_) => Line::NotUtf8,
        })
    }
}

/// A line editor on the terminal, with the history of this game's input.
pub struct Editor(rustyline::DefaultEditor);

impl Editor {
    /// A line editor, if the terminal supports one.
    pub fn new() -> Option<Editor> {
        rustyline::DefaultEditor::new().ok().map(Editor)
    }
}

impl Lines for Editor {
    fn next_line(&mut self, prompt: &str, out: &mut dyn Write) -> io::Result<Line> {
        // The board and messages went to `out`; show them before the editor draws.
        out.flush()?;
        match self.0.readline(prompt) {
            Ok(text) => {
                if !text.trim().is_empty() {
                    let _ = self.0.add_history_entry(text.as_str());
                }
                Ok(Line::Text(text))
            }
            Err(
                rustyline::error::ReadlineError::Eof | rustyline::error::ReadlineError::Interrupted,
            ) => Ok(Line::End),
            Err(rustyline::error::ReadlineError::Io(e)) => Err(e),
            Err(e) => Err(io::Error::other(e.to_string())),
        }
    }
}
