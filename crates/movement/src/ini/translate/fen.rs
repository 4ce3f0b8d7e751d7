//! The start position, read as Fairy-Stockfish reads a FEN and written as Fers writes
//! one.
//!
//! Fairy-Stockfish reads a FEN's fields loosely: the castling and en-passant fields are
//! left out when a number follows the side to move (`w 0 1`), a missing check counter
//! means one check each, and after a castling field a number that stands where the
//! en-passant field goes loses its first character to it (`w - 0 1` is read as
//! `w - - 1 1`). The fields are read here the same way, and written in full.

use crate::ini::model::FsfVariant;

/// A start position's fields, as Fairy-Stockfish reads them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fields {
    /// The board, with its hands (`[-]` written `[]`).
    pub board: String,
    /// `w` or `b`.
    pub side: String,
    /// The castling field, as written (`-` when absent).
    pub castling: String,
    /// The en-passant field (or a counting rule's limit), `-` when absent.
    pub en_passant: String,
    /// The check counters (`3+3`), if any.
    pub checks: Option<String>,
    /// The half-move clock.
    pub half: String,
    /// The move number.
    pub full: String,
}

/// Reads `v`'s start position as Fairy-Stockfish does.
pub fn fields(v: &FsfVariant) -> Fields {
    let mut tokens: std::collections::VecDeque<String> =
        v.start_fen.split_whitespace().map(str::to_string).collect();
    let board = tokens.pop_front().unwrap_or_default().replace("[-]", "[]");
    let side = match tokens.front().map(String::as_str) {
        Some("b") => "b",
        Some("w") => "w",
        _ => "w",
    };
    if tokens.front().is_some_and(|t| t == "w" || t == "b") {
        tokens.pop_front();
    }
    let digit_first = |t: &String| t.starts_with(|c: char| c.is_ascii_digit());
    let mut castling = "-".to_string();
    let mut en_passant = "-".to_string();
    if tokens.front().is_some_and(|t| !digit_first(t)) {
        castling = tokens.pop_front().unwrap_or_default();
        let square = |t: &str| {
            let b = t.as_bytes();
            b.len() >= 2 && (b'a'..=b'l').contains(&b[0]) && b[1].is_ascii_digit()
        };
        let counting = v.counting_rule != "none";
        match tokens.pop_front() {
            Some(t) if t == "-" || square(&t) => en_passant = t,
            Some(t) if counting && t.chars().all(|c| c.is_ascii_digit()) => en_passant = t,
            // A number where the en-passant field goes loses its first character.
            Some(t) => {
                let rest: String = t.chars().skip(1).collect();
                if !rest.is_empty() {
                    tokens.push_front(rest);
                }
            }
            None => {}
        }
    }
    let mut checks = None;
    if tokens.front().is_some_and(|t| t.contains('+')) {
        checks = tokens.pop_front();
    }
    let number = |t: Option<String>, default: &str| {
        t.filter(|t| !t.is_empty() && t.chars().all(|c| c.is_ascii_digit()))
            .unwrap_or_else(|| default.to_string())
    };
    let half = number(tokens.pop_front(), "0");
    let full = number(tokens.pop_front(), "1");
    Fields {
        board,
        side: side.to_string(),
        castling,
        en_passant,
        checks,
        half,
        full,
    }
}

/// The start position as Fers writes it, with `castling` as its castling field.
pub fn start_fen(v: &FsfVariant, castling: &str) -> String {
    let f = fields(v);
    let mut out = format!("{} {} {castling} {}", f.board, f.side, f.en_passant);
    // Without counters Fairy-Stockfish's check counting gives each side one check.
    if v.check_counting {
        out.push(' ');
        out.push_str(f.checks.as_deref().unwrap_or("1+1"));
    }
    out.push_str(&format!(" {} {}", f.half, f.full));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(fen: &str) -> Fields {
        let mut v = FsfVariant::fresh();
        v.start_fen = fen.to_string();
        fields(&v)
    }

    #[test]
    fn fields_as_fairy_stockfish_reads_them() {
        let f = read("rbsgk/4p/5/P4/KGSBR[-] w 0 1");
        assert_eq!(
            (f.board.as_str(), f.castling.as_str(), f.half.as_str()),
            ("rbsgk/4p/5/P4/KGSBR[]", "-", "0")
        );
        let f = read("qkbnr/ppppp/5/5/PPPPP/QKBNR w - 0 1");
        assert_eq!(
            (f.en_passant.as_str(), f.half.as_str(), f.full.as_str()),
            ("-", "1", "1")
        );
        let f = read("rnbqcbnk/pppppppp/8/8/8/8/PPPPPPPP/RNBQCBNK w 7+7 0 1");
        assert_eq!(f.checks.as_deref(), Some("7+7"));
        let f = read("5nnn/5nnn/5nnn/8/8/NNN5/NNN5/NNN5 w");
        assert_eq!(
            (f.side.as_str(), f.half.as_str(), f.full.as_str()),
            ("w", "0", "1")
        );
        let f = read("9/9/9/1b7/9/9/9/2B6/9[PPNHSDOppnnhhssdo]");
        assert_eq!(f.side, "w");
        let f = read("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1");
        assert_eq!(
            (f.castling.as_str(), f.checks.as_deref()),
            ("KQkq", Some("3+3"))
        );
    }
}
