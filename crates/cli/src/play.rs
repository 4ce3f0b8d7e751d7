//! `fers play`: an interactive game in the terminal. Moves in SAN or UCI; every refusal
//! is explained; the result is announced, and the session stays open after it (moves
//! refused with `GameOver`; `save`, `undo`, `history`, `fen` go on working); `save
//! FILE.pgn` writes the game as PGN, with the comments, NAGs and variations of a game
//! loaded from PGN kept on the moves that are still played as loaded.

use crate::lines::{Line, Lines};
use fers_pgn::{GameResult, PgnGame, write_annotated_game};
use fers_rules::{EndReason, Game, IllegalCode, Move, escape_control};
use std::io::{self, Write};
use std::process::ExitCode;

const HELP: &str = "Type a move in SAN (Nf3, exd5, O-O, e8=Q) or UCI (g1f3, e7e8q).
Commands: moves (list legal moves), history (the moves so far, in SAN), undo, fen,
claim (claim a draw), save FILE.pgn, help, quit.";

/// Runs the game loop on `input` until `quit` or the end of the input, writing to `out`.
/// `game` may already have moves: those of `loaded`, the game as read from PGN (else
/// `PgnGame::default()`), whose tags and annotations `save` writes back. When the game
/// ends (by the rules, or by a claimed draw) the result is announced once and the
/// session goes on: moves are refused with `GameOver`, the other commands work, and
/// `undo` takes the game back into play.
///
/// # Errors
/// A failed read of `input` or write to `out`.
pub fn run(
    mut game: Game,
    loaded: &PgnGame,
    input: &mut dyn Lines,
    out: &mut impl Write,
) -> io::Result<ExitCode> {
    let loaded_moves: Vec<Move> = game.history().iter().map(|(_, m)| *m).collect();
    // A draw claimed in the position the game is in now (cleared by `undo`).
    let mut claimed: Option<EndReason> = None;
    // The end last announced, so that it is announced once.
    let mut announced: Option<String> = None;
    writeln!(out, "{HELP}\n")?;
    loop {
        let pos = game.position();
        write!(out, "{}", pos.render_regions())?;
        let over = end_of(&game, claimed);
        if over.is_some() && over != announced {
            writeln!(out, "\nGame over: {}.", over.as_deref().unwrap_or_default())?;
        }
        announced.clone_from(&over);
        let status = match &over {
            Some(_) => "Game over".to_string(),
            None => status(&game),
        };
        let line = match input.next_line(&format!("{status}> "), out)? {
            Line::Text(line) => line,
            Line::NotUtf8 => {
                writeln!(out, "Illegal: Unparsable: the line is not UTF-8 text\n")?;
                continue;
            }
            Line::End if over.is_some() => {
                writeln!(out, "\nInput ended.")?;
                return Ok(ExitCode::SUCCESS);
            }
            Line::End => {
                writeln!(out, "\nInput ended; game abandoned.")?;
                return Ok(ExitCode::SUCCESS);
            }
        };
        match line.trim() {
            "" => continue,
            "quit" | "exit" => return Ok(ExitCode::SUCCESS),
            "help" => writeln!(out, "{HELP}")?,
            "fen" => writeln!(out, "{}", pos.fen())?,
            "history" => writeln!(out, "{}", history(&game))?,
            "moves" => {
                let mut sans = pos.sans(&pos.legal_moves());
                sans.sort();
                writeln!(out, "{}", sans.join(" "))?;
            }
            "undo" => match game.undo() {
                Some(_) => {
                    claimed = None;
                    writeln!(out, "Move taken back.")?;
                }
                None => writeln!(out, "Nothing to undo.")?,
            },
            "claim" => match game.claimable_draw() {
                Some(reason) if over.is_none() => {
                    claimed = Some(reason);
                    announced = end_of(&game, claimed);
                    let end = announced.as_deref().unwrap_or_default();
                    writeln!(out, "\nGame over: {end}.")?;
                }
                _ => writeln!(out, "No draw can be claimed now.")?,
            },
            text if text == "save" || text.starts_with("save ") => {
                let file = text["save".len()..].trim();
                if file.is_empty() {
                    writeln!(out, "Usage: save FILE.pgn")?;
                } else {
                    let mut pgn = annotations_kept(&game, loaded, &loaded_moves);
                    if claimed.is_some() {
                        pgn.result = Some(GameResult::Draw);
                    }
                    match std::fs::write(file, write_annotated_game(&game, &pgn)) {
                        Ok(()) => writeln!(out, "Saved to {}.", escape_control(file))?,
                        Err(e) => writeln!(
                            out,
                            "Cannot save to {}: {}",
                            escape_control(file),
                            escape_control(&e.to_string())
                        )?,
                    }
                }
            }
            _ if over.is_some() => writeln!(
                out,
                "Illegal: {}: the game is over: {}",
                IllegalCode::GameOver,
                over.as_deref().unwrap_or_default()
            )?,
            text => match game.validate(text) {
                Ok(m) => {
                    let san = game.position().san(m);
                    game.play_unchecked(m);
                    writeln!(out, "{san}")?;
                }
                Err(e) => writeln!(out, "Illegal: {}: {}", e.code, escape_control(&e.message))?,
            },
        }
        writeln!(out)?;
    }
}

/// How the game has ended, if it has: its outcome, or the draw claimed.
fn end_of(game: &Game, claimed: Option<EndReason>) -> Option<String> {
    match (game.outcome(), claimed) {
        (Some(outcome), _) => Some(outcome.to_string()),
        (None, Some(reason)) => Some(format!("1/2-1/2 draw by {} (claimed)", reason.describe())),
        (None, None) => None,
    }
}

/// The prompt of a game in play: the side to move, check, a draw that may be claimed.
fn status(game: &Game) -> String {
    let pos = game.position();
    let side = pos.turn().name();
    let mut status = format!("{}{} to move", side[..1].to_uppercase(), &side[1..]);
    if pos.is_check() {
        status.push_str(" (in check)");
    }
    if let Some(reason) = game.claimable_draw() {
        status.push_str(&format!(
            "; a draw by {} may be claimed (type claim)",
            reason.describe()
        ));
    }
    status
}

/// `loaded` with its main line cut where the game left it: the comments, NAGs and
/// variations of the moves still played as they were loaded (`loaded_moves`) are kept;
/// those of moves taken back or played differently are not, as they were about other
/// moves.
fn annotations_kept(game: &Game, loaded: &PgnGame, loaded_moves: &[Move]) -> PgnGame {
    let same = (game.history().iter())
        .zip(loaded_moves)
        .take_while(|((_, played), read)| played == *read)
        .count();
    let mut pgn = loaded.clone();
    pgn.mainline.moves.truncate(same);
    pgn
}

/// The moves played so far in SAN, numbered (`1. e4 e5 2. Nf3`), or a note that there
/// are none.
fn history(game: &Game) -> String {
    let played = game.history();
    if played.is_empty() {
        return "No moves yet.".into();
    }
    let mut text = String::new();
    for (i, (before, m)) in played.iter().enumerate() {
        let san = before.san(*m);
        let number = before.fullmoves();
        match before.turn() {
            fers_rules::Color::White => text.push_str(&format!("{number}. {san} ")),
            fers_rules::Color::Black if i == 0 => text.push_str(&format!("{number}... {san} ")),
            fers_rules::Color::Black => text.push_str(&format!("{san} ")),
        }
    }
    text.trim_end().to_string()
}
