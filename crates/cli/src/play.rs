//! `fers play`: an interactive game in the terminal. Moves in SAN or UCI; every refusal
//! is explained; the result is announced.

use fers_rules::{Bits, Game, Position};
use std::io::{self, BufRead, Write};
use std::process::ExitCode;

const HELP: &str = "Type a move in SAN (Nf3, exd5, O-O, e8=Q) or UCI (g1f3, e7e8q).
Commands: moves (list legal moves), undo, fen, claim (claim a draw), help, quit.";

/// Runs the game loop on standard input until the game ends or input ends.
pub fn run<B: Bits>(start: Position<B>) -> ExitCode {
    let mut game = Game::new(start);
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines();
    println!("{HELP}\n");
    loop {
        let pos = game.position();
        print!("{}", pos.render());
        if let Some(outcome) = game.outcome() {
            println!("\nGame over: {outcome}.");
            return ExitCode::SUCCESS;
        }
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
        print!("{status}> ");
        let _ = io::stdout().flush();
        let Some(Ok(line)) = lines.next() else {
            println!("\nInput ended; game abandoned.");
            return ExitCode::SUCCESS;
        };
        let input = line.trim();
        match input {
            "" => continue,
            "quit" | "exit" => return ExitCode::SUCCESS,
            "help" => println!("{HELP}"),
            "fen" => println!("{}", pos.fen()),
            "moves" => {
                let mut sans: Vec<String> =
                    pos.legal_moves().into_iter().map(|m| pos.san(m)).collect();
                sans.sort();
                println!("{}", sans.join(" "));
            }
            "undo" => match game.undo() {
                Some(_) => println!("Move taken back."),
                None => println!("Nothing to undo."),
            },
            "claim" => match game.claimable_draw() {
                Some(reason) => {
                    println!(
                        "\nGame over: 1/2-1/2 draw by {} (claimed).",
                        reason.describe()
                    );
                    return ExitCode::SUCCESS;
                }
                None => println!("No draw can be claimed now."),
            },
            text => {
                let san = game
                    .position()
                    .validate(text)
                    .map(|m| game.position().san(m));
                match (game.play_text(text), san) {
                    (Ok(_), Ok(san)) => println!("{san}"),
                    (Err(e), _) | (Ok(_), Err(e)) => println!("Illegal: {}: {}", e.code, e.message),
                }
            }
        }
        println!();
    }
}
