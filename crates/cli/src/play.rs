//! `fers play`: an interactive game in the terminal. Moves in UCI or any notation (the
//! ruleset's own first: shogi's `P-7f`, xiangqi's `C2=5`), written back in the ruleset's
//! notation (or `--notation`), the board drawn and the sides named as the game's players
//! do; every refusal is explained; the result is announced, and the session stays open after it (moves
//! refused with `GameOver`; `save`, `undo`, `history`, `fen` go on working); `save
//! FILE.pgn` writes the game as PGN, with the comments, NAGs and variations of a game
//! loaded from PGN kept on the moves that are still played as loaded.

use crate::lines::{Line, Lines};
use fers_pgn::{GameResult, PgnGame, write_annotated_game};
use fers_rules::{
    EndReason, Game, IllegalCode, IllegalMove, Move, Notation, Outcome, Position, escape_control,
};
use std::io::{self, Write};
use std::process::ExitCode;

/// The help text, for a game whose moves are written in `n`.
fn help(n: Notation) -> String {
    let example = match n {
        Notation::ShogiHodges => "shogi-hodges (P-7f, Bx2b+, B*3c)",
        Notation::ShogiHosking => "shogi-hosking (P76, G49-58, B'33)",
        Notation::ShogiHodgesNumber => "shogi-hodges-number (P-76, B*33)",
        Notation::Usi => "usi (7g7f, P*5e)",
        Notation::XiangqiWxf => "xiangqi-wxf (C2=5, H2+3, R1+1)",
        Notation::Janggi => "janggi (H02-83, R01-91)",
        Notation::ThaiSan | Notation::ThaiLan => "Thai notation",
        Notation::Lan => "LAN (Ng1-f3, e2-e4)",
        _ => "SAN (Nf3, exd5, O-O, e8=Q)",
    };
    format!(
        "Type a move in {example}, any other notation, or UCI (g1f3, e7e8q).
Commands: moves (list legal moves), history (the moves so far), undo, fen, sfen,
claim (claim a draw), save FILE.pgn, help, quit."
    )
}

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
    notation: Option<Notation>,
    input: &mut dyn Lines,
    out: &mut impl Write,
) -> io::Result<ExitCode> {
    let players = game.position().ruleset().players.clone();
    let n = notation.unwrap_or(players.notation);
    let loaded_moves: Vec<Move> = game.history().iter().map(|(_, m)| *m).collect();
    // A draw claimed in the position the game is in now (cleared by `undo`).
    let mut claimed: Option<EndReason> = None;
    // The end last announced, so that it is announced once.
    let mut announced: Option<String> = None;
    writeln!(out, "{}\n", help(n))?;
    loop {
        let pos = game.position();
        write!(out, "{}", pos.render_for_players(n))?;
        let over = end_of(&game, claimed);
        if over.is_some() && over != announced {
            writeln!(out, "\nGame over: {}.", over.as_deref().unwrap_or_default())?;
        }
        announced.clone_from(&over);
        let status = match &over {
            Some(_) => "Game over".to_string(),
            None => status(&game, &players),
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
            "help" => writeln!(out, "{}", help(n))?,
            "fen" => writeln!(out, "{}", pos.fen())?,
            "sfen" => writeln!(out, "{}", pos.sfen())?,
            "history" => writeln!(out, "{}", history(&game, n))?,
            "moves" => {
                let mut written = pos.write_moves(&pos.legal_moves(), n);
                written.sort();
                writeln!(out, "{}", written.join(" "))?;
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
            // `pass` plays the side's pass when it has one (flipello: a side with no
            // drop); otherwise it is read as any other text.
            text => match (text == "pass")
                .then(|| pos.legal_moves().into_iter().find(|m| m.is_pass()))
                .flatten()
                .map_or_else(|| read_any(&pos, text, n), Ok)
            {
                Ok(m) => {
                    let written = pos.write_move(m, n);
                    let flips = pos.flips(m);
                    game.play_unchecked(m);
                    // A pass of a side with no other move (flipello) is shown as one word;
                    // the pieces a move flips follow it.
                    if m.is_pass() && pos.ruleset().rules.pass_on_stalemate {
                        writeln!(out, "pass")?;
                    } else if flips.is_empty() {
                        writeln!(out, "{written}")?;
                    } else {
                        writeln!(out, "{written} (flips {})", flips.join(" "))?;
                    }
                }
                Err(e) => writeln!(out, "Illegal: {}: {}", e.code, escape_control(&e.message))?,
            },
        }
        writeln!(out)?;
    }
}

/// How the game has ended, if it has: its outcome, or the draw claimed.
///
/// The winner is named as the game's players are (`0-1 Gote wins by checkmate` in
/// shogi, `1-0 white wins …` in chess, as the outcome's own text).
fn end_of(game: &Game, claimed: Option<EndReason>) -> Option<String> {
    let pos = game.position();
    let players = &pos.ruleset().players;
    match (game.outcome(), claimed) {
        (Some(outcome @ Outcome::Decisive { winner, reason }), _)
            if !players.side(winner).eq_ignore_ascii_case(winner.name()) =>
        {
            Some(format!(
                "{} {} wins by {}",
                outcome.score(),
                players.side(winner),
                reason.describe()
            ))
        }
        (Some(outcome), _) => Some(outcome.to_string()),
        (None, Some(reason)) => Some(format!("1/2-1/2 draw by {} (claimed)", reason.describe())),
        (None, None) => None,
    }
}

/// Reads a move typed in `n`, in UCI or SAN, or in any other notation, in that order;
/// the first that reads it legal wins. A refusal is the one `n` gives, unless `n` could
/// not read the text and UCI or SAN could (then theirs: `e2e5` is refused for what it
/// is, not for not being shogi).
fn read_any(pos: &Position, text: &str, n: Notation) -> Result<Move, IllegalMove> {
    let own = match pos.read_move(text, n) {
        Ok(m) => return Ok(m),
        Err(e) => e,
    };
    let chess = match pos.validate(text) {
        Ok(m) => return Ok(m),
        Err(e) => e,
    };
    for other in Notation::ALL {
        if other != n
            && let Ok(m) = pos.read_move(text, other)
        {
            return Ok(m);
        }
    }
    let unread = |e: &IllegalMove| {
        e.code == IllegalCode::Unparsable || e.message.starts_with("no legal move is written")
    };
    if unread(&own) && chess.code != IllegalCode::Unparsable {
        Err(chess)
    } else {
        Err(own)
    }
}

/// The prompt of a game in play: the side to move (by its players' name), check, a draw
/// that may be claimed.
fn status(game: &Game, players: &fers_rules::Players) -> String {
    let pos = game.position();
    let mut status = format!("{} to move", players.side(pos.turn()));
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

/// The moves played so far in `n`, numbered (`1. e4 e5 2. Nf3`), or a note that there
/// are none.
fn history(game: &Game, n: Notation) -> String {
    let played = game.history();
    if played.is_empty() {
        return "No moves yet.".into();
    }
    let mut text = String::new();
    for (i, (before, m)) in played.iter().enumerate() {
        let san = before.write_move(*m, n);
        let number = before.fullmoves();
        match before.turn() {
            fers_rules::Color::White => text.push_str(&format!("{number}. {san} ")),
            fers_rules::Color::Black if i == 0 => text.push_str(&format!("{number}... {san} ")),
            fers_rules::Color::Black => text.push_str(&format!("{san} ")),
        }
    }
    text.trim_end().to_string()
}
