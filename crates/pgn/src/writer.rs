//! Writing a [`Game`] of any ruleset as PGN.

use crate::game::{SEVEN_TAG_ROSTER, Tags};
use fers_rules::{Bits, Color, Game, Position};
use std::fmt::Write;

/// The widest line of move text, as the PGN standard asks.
pub const LINE_WIDTH: usize = 80;

/// `game` as PGN: the seven-tag roster (values from `tags`, `?` where absent, `Date`
/// `????.??.??`), `Variant` unless the ruleset is `standard` (`Chess960` for
/// `chess960`, as lichess writes it, else the ruleset's name), `SetUp` and `FEN` when
/// the game did not start from the ruleset's start position, the other tags of `tags`
/// in their order, then the moves in SAN with check and mate marks, wrapped at
/// [`LINE_WIDTH`] columns, and the result. A blank line ends the game.
///
/// The result is [`Game::outcome`]'s when the game is over (checkmate, or a rule of the
/// ruleset: bare king, stalemate as a loss, ...), otherwise `tags`' `Result` (a
/// resignation, an agreed draw) or `*`.
///
/// ```
/// use fers_rules::{Game, Position};
/// use fers_pgn::{Tags, write_game};
///
/// let mut game = Game::new(Position::start(fers_standard::standard()));
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
pub fn write_game<B: Bits>(game: &Game<B>, tags: &Tags) -> String {
    let history = game.history();
    let start = history
        .first()
        .map_or_else(|| game.position().clone(), |(p, _)| p.clone());
    let ruleset = &start.tables().ruleset().name;
    let from_start = start.fen() == Position::start(start.tables()).fen();
    let result = match game.outcome() {
        Some(o) => o.score(),
        None => tags
            .get("Result")
            .filter(|r| matches!(*r, "1-0" | "0-1" | "1/2-1/2"))
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
        if !SEVEN_TAG_ROSTER.contains(&name) && !computed.contains(&name) {
            write_tag(&mut out, name, value);
        }
    }
    out.push('\n');
    let mut text = MoveText::default();
    for (i, (before, m)) in history.iter().enumerate() {
        let number = before.fullmoves();
        if before.turn() == Color::White {
            text.push(&format!("{number}."));
        } else if i == 0 {
            text.push(&format!("{number}..."));
        }
        text.push(&before.san(*m));
    }
    text.push(result);
    out.push_str(&text.out);
    out.push_str("\n\n");
    out
}

/// `[Name "value"]` and a newline; `\` and `"` escaped, line breaks and other control
/// characters (which a tag value cannot hold) written as spaces.
fn write_tag(out: &mut String, name: &str, value: &str) {
    let name: String = name
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect();
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

/// Move text wrapped at [`LINE_WIDTH`] columns.
#[derive(Default)]
struct MoveText {
    out: String,
    line: usize,
}

impl MoveText {
    fn push(&mut self, token: &str) {
        if self.line > 0 && self.line + 1 + token.len() > LINE_WIDTH {
            self.out.push('\n');
            self.line = 0;
        } else if self.line > 0 {
            self.out.push(' ');
            self.line += 1;
        }
        self.out.push_str(token);
        self.line += token.len();
    }
}
