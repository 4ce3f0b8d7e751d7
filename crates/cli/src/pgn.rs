//! `fers pgn check FILE`: reads every game of a PGN file and plays every main-line move
//! in the ruleset its `Variant` tag names; `fers play --pgn FILE` loads one to go on.

use crate::output::unusable;
use fers_pgn::{
    Game, PgnGame, ReadError, Reader, ReaderOptions, ReplayError, Variants, check_result, replay_on,
};
use fers_rules::FenMode;
use fers_rules::escape_control;
use fers_standard::{ExtendsScope, load_variant_with};
use std::fs::File;
use std::io::{self, BufReader, Write};
use std::process::ExitCode;

/// Prints one line per bad game, `game N (line L): ply P MOVE: CODE: reason` (or
/// `game N (line L): CODE: reason` when no move is at fault, `ResultMismatch` among
/// them for a legal game written with a result it contradicts), then `N games, N ok, N
/// with errors`. Exits 0 if every game is good, 1 if any is bad, 2 if the file cannot be
/// read.
///
/// # Errors
/// A failed write to `out`.
pub fn check(file: &str, out: &mut impl Write) -> io::Result<ExitCode> {
    let input = match File::open(file) {
        Ok(f) => BufReader::new(f),
        Err(e) => return Ok(unusable(&format!("cannot read {file}: {e}"))),
    };
    let mut variants = Variants::new();
    let (mut games, mut bad) = (0u64, 0u64);
    for item in Reader::new(input) {
        games += 1;
        let report = match item {
            Ok(game) => match variants.replay(&game) {
                Ok(played) => match check_result(&game, &played) {
                    Ok(()) => continue,
                    // The error's own text starts with its code.
                    Err(e) => format!("game {games} (line {}): {e}", game.line),
                },
                Err(ReplayError::IllegalMove {
                    ply,
                    san,
                    place,
                    error,
                }) => format!(
                    "game {games} (line {}): ply {ply} {san}: {}: {}",
                    place.line, error.code, error.message
                ),
                Err(e) => format!(
                    "game {games} (line {}): {}",
                    game.line,
                    // The error's own text starts with its code.
                    e
                ),
            },
            Err(ReadError::Syntax { error, .. }) => format!(
                "game {games} (line {}): {}: {} (column {})",
                error.place.line,
                error.kind.code(),
                error.kind,
                error.place.column
            ),
            Err(e) => return Ok(unusable(&format!("cannot read {file}: {e}"))),
        };
        bad += 1;
        writeln!(out, "{}", escape_control(&report))?;
    }
    writeln!(out, "{games} games, {} ok, {bad} with errors", games - bad)?;
    Ok(if bad == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// The first game of `file`, played: in `ruleset` if it is not `standard` (the default),
/// else in the ruleset its `Variant` tag names; with the game as read, comments,
/// NAGs and variations kept (so that `save` writes them back), but without its
/// `Result` tag and termination marker. A ruleset file's `extends` reads the files
/// `scope` allows.
///
/// # Errors
/// A sentence: the file, the game or its moves.
pub fn load_game(
    file: &str,
    ruleset: &str,
    scope: ExtendsScope,
) -> Result<(Game, PgnGame), String> {
    let input = File::open(file).map_err(|e| format!("cannot read {file}: {e}"))?;
    let options = ReaderOptions {
        comments: true,
        variations: true,
    };
    let mut game = match Reader::with_options(BufReader::new(input), options).next() {
        None => return Err(format!("{file} has no game")),
        Some(Ok(game)) => game,
        Some(Err(ReadError::Syntax { error, .. })) => {
            return Err(format!(
                "{file}:{}: {}: {}",
                error.place,
                error.kind.code(),
                error.kind
            ));
        }
        Some(Err(e)) => return Err(format!("cannot read {file}: {e}")),
    };
    let bad = |e: ReplayError| format!("{file}: game 1 (line {}): {e}", game.line);
    let played = if ruleset == "standard" {
        Variants::new().replay(&game).map_err(bad)?
    } else {
        let mode = FenMode::Strict;
        let variant = load_variant_with(ruleset, scope).map_err(|e| e.to_string())?;
        replay_on(&variant, &game, mode).map_err(bad)?
    };
    // The game goes on: a result written when it was adjourned, resigned or agreed no
    // longer holds; `save` writes the outcome if the game ends, else `*`.
    game.tags.remove("Result");
    game.result = None;
    Ok((played, game))
}
