//! Escaping user-supplied text before it is echoed in a message, so that terminal
//! escape sequences and other control characters in a piece name, a move, a FEN or a
//! file name are shown, never acted on.

use std::borrow::Cow;
use std::fmt::Write;

/// Whether `c` must not reach a terminal as is: control characters (C0, DEL, C1) and the
/// Unicode bidirectional overrides and isolates, which reorder the text shown around them.
fn needs_escape(c: char) -> bool {
    c.is_control() || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// `text` with every control character written as a Rust-style escape (`\u{1b}`); the
/// text itself when there is none (no allocation). Applying it twice changes nothing
/// more: the escapes it writes are printable.
///
/// ```
/// use fers_movement::escape_control;
/// assert_eq!(escape_control("e4"), "e4");
/// assert_eq!(escape_control("\u{1b}[31me4"), "\\u{1b}[31me4");
/// assert_eq!(escape_control("a\nb"), "a\\u{a}b");
/// ```
pub fn escape_control(text: &str) -> Cow<'_, str> {
    if !text.chars().any(needs_escape) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if needs_escape(c) {
            let _ = write!(out, "\\u{{{:x}}}", c as u32);
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::escape_control;

    #[test]
    fn printable_text_is_borrowed_unchanged() {
        for t in ["", "e4", "Nxf3+", "pièce", "a10", "\\u{1b}"] {
            assert!(matches!(escape_control(t), std::borrow::Cow::Borrowed(s) if s == t));
        }
    }

    #[test]
    fn control_characters_are_escaped() {
        assert_eq!(escape_control("\u{1b}]0;x\u{7}"), "\\u{1b}]0;x\\u{7}");
        assert_eq!(
            escape_control("\r\t\0\u{7f}\u{9b}"),
            "\\u{d}\\u{9}\\u{0}\\u{7f}\\u{9b}"
        );
        assert_eq!(escape_control("a\u{202e}b\u{2066}"), "a\\u{202e}b\\u{2066}");
        let once = escape_control("\u{1b}[2J").into_owned();
        assert_eq!(escape_control(&once), once);
    }
}
