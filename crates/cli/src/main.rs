//! `fers`: legal moves, perft, move validation, ruleset checking and an interactive game
//! for any Fers ruleset. The output formats are a contract: scripts parse them.
#![forbid(unsafe_code)]

mod check;
mod lines;
mod output;
mod pgn;
mod play;
mod serve;

use clap::{Parser, Subcommand};
use fers_movement::Color;
use fers_movement::betza::write_betza;
use fers_pgn::PgnGame;
use fers_rules::{
    FenMode, Game, MAX_PERFT_DEPTH, MAX_PERFT_THREADS, Notation, Position, escape_control,
};
use fers_standard::{ExtendsScope, bundled_names, load_variant_with};
use output::unusable;
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "fers",
    version,
    about = "Chess and its variants, with the rules as data"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// Let a ruleset's `extends` read any file, not only bundled rulesets and files
    /// under the ruleset's folder: for rulesets you trust.
    #[arg(long, global = true)]
    extends_anywhere: bool,
}

/// Where the position comes from.
#[derive(clap::Args, Clone)]
struct Setup {
    /// A bundled ruleset name (see `fers list`), a path to a TOML file, or a section of
    /// a Fairy-Stockfish `variants.ini` as `FILE.ini:NAME`.
    #[arg(long, short = 'r', default_value = "standard")]
    ruleset: String,
    /// The position, in FEN (or SFEN, shogi's FEN: `... b 2Pp 31`); the ruleset's start
    /// position if absent.
    #[arg(long)]
    fen: Option<String>,
    /// Accept positions a strict check refuses (impossible checks), as test suites need.
    #[arg(long)]
    relaxed: bool,
}

#[derive(Subcommand)]
enum Command {
    /// Bundled rulesets, one name per line.
    List,
    /// Every legal move, in UCI, one per line (sorted); with --notation, each written in
    /// that notation instead (in the same order).
    Moves {
        #[command(flatten)]
        setup: Setup,
        /// Write the moves in this notation (uci, san, lan, usi, shogi-hodges,
        /// shogi-hosking, shogi-hodges-number, xiangqi-wxf, janggi, thai-san, thai-lan).
        #[arg(long)]
        notation: Option<Notation>,
    },
    /// A stable text report of the position's rule outputs (board, FEN, side to move,
    /// check, every legal move in UCI and SAN, outcome), for snapshot tests.
    Report {
        #[command(flatten)]
        setup: Setup,
        /// Also print the position as SFEN (a `sfen:` line after the `fen:` line).
        #[arg(long)]
        sfen: bool,
    },
    /// Count move paths of a given depth; the count alone on the last line.
    Perft {
        #[command(flatten)]
        setup: Setup,
        /// Plies to count.
        #[arg(long, short = 'd')]
        depth: u32,
        /// Also print each first move with its count (`e2e4: 20`).
        #[arg(long)]
        divide: bool,
        /// Threads to count on, 1 to 256; the root moves are shared out among them.
        #[arg(long, default_value_t = 1)]
        threads: usize,
    },
    /// Check one move: exit 0 and the move in SAN, or exit 1 and `CODE: sentence`; with
    /// --notation, the move is read and printed in that notation.
    Validate {
        #[command(flatten)]
        setup: Setup,
        /// The move, in UCI or SAN (or in the --notation given).
        #[arg(value_name = "MOVE", allow_hyphen_values = true)]
        mv: String,
        /// Read the move in this notation and print it in it (see `fers moves --help`).
        #[arg(long)]
        notation: Option<Notation>,
    },
    /// Play a game in the terminal.
    Play {
        #[command(flatten)]
        setup: Setup,
        /// Continue the first game of this PGN file (its ruleset from its Variant tag,
        /// unless --ruleset names one).
        #[arg(long, conflicts_with = "fen")]
        pgn: Option<String>,
        /// Write moves in this notation (default: the ruleset's, `[notation] default`);
        /// moves are read in any notation and in UCI.
        #[arg(long)]
        notation: Option<Notation>,
    },
    /// The ruleset's piece kinds with their moves in Betza notation, one per line.
    ///
    /// One line per piece kind, in ruleset order, four tab-separated fields: the name,
    /// white's FEN letter (uppercase), `royal` or `-`, and the movement in Betza notation
    /// (`-` when it has no Betza form, e.g. moves limited by `from-ranks`). No header.
    Pieces {
        /// A bundled ruleset name (see `fers list`) or a path to a TOML file.
        #[arg(value_name = "RULESET")]
        ruleset: String,
    },
    /// Check a ruleset file and print its problems with line and column; a
    /// Fairy-Stockfish `variants.ini` section by section (`FILE.ini`, or one section
    /// as `FILE.ini:NAME`).
    Check {
        /// The TOML file, or the `variants.ini`.
        file: String,
    },
    /// Print a section of a Fairy-Stockfish `variants.ini` as a Fers TOML ruleset.
    Convert {
        /// `FILE.ini:NAME` (or `FILE.ini` for a file of one section).
        #[arg(value_name = "FILE.ini:NAME")]
        section: String,
    },
    /// Read and write PGN.
    Pgn {
        #[command(subcommand)]
        command: PgnCommand,
    },
    /// Measure perft speed (nodes per second) on a position.
    Bench {
        #[command(flatten)]
        setup: Setup,
        /// Plies to count.
        #[arg(long, short = 'd', default_value_t = 5)]
        depth: u32,
        /// Threads to count on, 1 to 256; the root moves are shared out among them.
        #[arg(long, default_value_t = 1)]
        threads: usize,
    },
    /// A local web board for any ruleset: play, see why a move is refused, edit a
    /// ruleset with live diagnostics (docs/serve.md). Prints `fers serve: URL`.
    Serve {
        /// The port; 0 picks a free one.
        #[arg(long, default_value_t = 8080)]
        port: u16,
        /// The address to listen on.
        #[arg(long, default_value = "127.0.0.1")]
        host: String,
        /// Open the page in the system's browser.
        #[arg(long)]
        open: bool,
        /// A ruleset file (TOML, or `FILE.ini:NAME`) the page may open besides the
        /// bundled ones; repeat for several. The page reads no other file.
        #[arg(long = "ruleset", short = 'r')]
        rulesets: Vec<String>,
    },
}

#[derive(Subcommand)]
enum PgnCommand {
    /// Play every move of every game; one line per bad game, then a summary.
    Check {
        /// The PGN file.
        file: String,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let scope = if cli.extends_anywhere {
        ExtendsScope::Anywhere
    } else {
        ExtendsScope::Folder
    };
    let result = run(cli.command, scope, &mut out).and_then(|code| {
        out.flush()?;
        Ok(code)
    });
    output::finish(result)
}

/// Runs one command, writing its output to `out`; rulesets' `extends` read the files
/// `scope` allows.
///
/// # Errors
/// A failed write to `out`.
fn run(command: Command, scope: ExtendsScope, out: &mut impl Write) -> io::Result<ExitCode> {
    match command {
        Command::List => {
            for name in bundled_names() {
                writeln!(out, "{name}")?;
            }
            for (alias, _) in fers_standard::ALIASES {
                writeln!(out, "{alias}")?;
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Check { file } => check::run(&file, scope, out),
        Command::Convert { section } => check::convert(&section, out),
        Command::Pieces { ruleset } => pieces(&ruleset, scope, out),
        Command::Pgn {
            command: PgnCommand::Check { file },
        } => pgn::check(&file, out),
        Command::Moves { setup, notation } => {
            with_position(&setup, scope, |pos| moves(pos, notation, out))
        }
        Command::Report { setup, sfen } => with_position(&setup, scope, |pos| {
            out.write_all(report(&pos, sfen).as_bytes())
                .map(|()| ExitCode::SUCCESS)
        }),
        Command::Perft {
            setup,
            depth,
            divide,
            threads,
        } => {
            let shown = if divide {
                Counted::Divide
            } else {
                Counted::Total
            };
            count(&setup, scope, depth, threads, shown, out)
        }
        Command::Validate {
            setup,
            mv,
            notation,
        } => with_position(&setup, scope, |pos| validate(pos, &mv, notation, out)),
        Command::Play {
            setup,
            pgn: Some(file),
            notation,
        } => match pgn::load_game(&file, &setup.ruleset, scope) {
            Ok((game, loaded)) => {
                let stdin = io::stdin();
                play::run(game, &loaded, notation, &mut *input_lines(&stdin), out)
            }
            Err(e) => Ok(unusable(&e)),
        },
        Command::Play {
            setup,
            pgn: None,
            notation,
        } => with_position(&setup, scope, |pos| {
            let stdin = io::stdin();
            let lines = &mut *input_lines(&stdin);
            play::run(Game::new(pos), &PgnGame::default(), notation, lines, out)
        }),
        Command::Bench {
            setup,
            depth,
            threads,
        } => count(&setup, scope, depth, threads, Counted::Bench, out),
        Command::Serve {
            port,
            host,
            open,
            rulesets,
        } => serve::run(
            &serve::Options {
                host,
                port,
                open,
                rulesets,
            },
            scope,
            out,
        ),
    }
}

/// What `fers perft` (with or without `--divide`) and `fers bench` print of a count.
#[derive(Clone, Copy)]
enum Counted {
    Total,
    Divide,
    Bench,
}

/// `fers perft` and `fers bench`: a depth above [`MAX_PERFT_DEPTH`] or a thread count
/// outside 1 to [`MAX_PERFT_THREADS`] exits 2 with the reason.
fn count(
    setup: &Setup,
    scope: ExtendsScope,
    depth: u32,
    threads: usize,
    shown: Counted,
    out: &mut impl Write,
) -> io::Result<ExitCode> {
    if depth > MAX_PERFT_DEPTH {
        return Ok(unusable(&format!(
            "perft depth {depth} is above the limit of {MAX_PERFT_DEPTH}"
        )));
    }
    if !(1..=MAX_PERFT_THREADS).contains(&threads) {
        return Ok(unusable(&format!(
            "perft threads {threads} is outside 1 to {MAX_PERFT_THREADS}"
        )));
    }
    with_position(setup, scope, |pos| match shown {
        Counted::Total => perft(pos, depth, false, threads, out),
        Counted::Divide => perft(pos, depth, true, threads, out),
        Counted::Bench => bench(pos, depth, threads, out),
    })
}

fn with_position(
    setup: &Setup,
    scope: ExtendsScope,
    f: impl FnOnce(Position) -> io::Result<ExitCode>,
) -> io::Result<ExitCode> {
    let variant = match load_variant_with(&setup.ruleset, scope) {
        Ok(v) => v,
        Err(e) => return Ok(unusable(&e.to_string())),
    };
    let mode = if setup.relaxed {
        FenMode::Relaxed
    } else {
        FenMode::Strict
    };
    let position = match setup.fen.as_deref() {
        None => Ok(Position::start(&variant)),
        Some(fen) => Position::from_fen_or_sfen(&variant, fen, mode)
            .map_err(|e| format!("bad FEN `{fen}`: {e}")),
    };
    match position {
        Ok(p) => f(p),
        Err(e) => Ok(unusable(&e)),
    }
}

/// `fers pieces`: `name\tLETTER\troyal-or--\tbetza-or--` per piece kind, in ruleset
/// order. Names are echoed with control characters (a tab among them) escaped, so every
/// line has exactly four fields.
fn pieces(ruleset: &str, scope: ExtendsScope, out: &mut impl Write) -> io::Result<ExitCode> {
    let variant = match load_variant_with(ruleset, scope) {
        Ok(v) => v,
        Err(e) => return Ok(unusable(&e.to_string())),
    };
    for piece in &variant.ruleset().pieces {
        let betza = write_betza(&piece.components);
        writeln!(
            out,
            "{}\t{}\t{}\t{}",
            escape_control(&piece.name),
            piece.symbol(Color::White),
            if piece.royal { "royal" } else { "-" },
            betza.as_deref().unwrap_or("-")
        )?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `fers moves`: the legal moves in UCI, sorted; with a notation, each written in it, in
/// the order of their UCI.
fn moves(pos: Position, notation: Option<Notation>, out: &mut impl Write) -> io::Result<ExitCode> {
    let legal = pos.legal_moves();
    let mut list: Vec<(String, usize)> = (legal.iter().enumerate())
        .map(|(i, &m)| (pos.uci(m), i))
        .collect();
    list.sort();
    let written = notation.map(|n| pos.write_moves(&legal, n));
    for (uci, i) in list {
        match &written {
            Some(texts) => writeln!(out, "{}", texts[i])?,
            None => writeln!(out, "{uci}")?,
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// `fers report`: the position's report, with a `sfen:` line after the `fen:` line when
/// asked.
fn report(pos: &Position, sfen: bool) -> String {
    let text = pos.report();
    if !sfen {
        return text;
    }
    let mut out = String::with_capacity(text.len() + 100);
    for line in text.split_inclusive('\n') {
        out.push_str(line);
        if line.starts_with("fen: ") {
            out.push_str(&format!("sfen: {}\n", pos.sfen()));
        }
    }
    out
}

fn perft(
    pos: Position,
    depth: u32,
    divide: bool,
    threads: usize,
    out: &mut impl Write,
) -> io::Result<ExitCode> {
    if divide && depth > 0 {
        let mut parts: Vec<(String, u64)> = pos
            .divide_parallel(depth, threads)
            .into_iter()
            .map(|(m, n)| (pos.uci(m), n))
            .collect();
        parts.sort();
        let total: u64 = parts.iter().map(|(_, n)| n).sum();
        for (m, n) in parts {
            writeln!(out, "{m}: {n}")?;
        }
        writeln!(out, "{total}")?;
    } else {
        writeln!(out, "{}", pos.perft_parallel(depth, threads))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `fers validate`: the move in SAN (or read and written in `notation`), or the refusal.
fn validate(
    pos: Position,
    text: &str,
    notation: Option<Notation>,
    out: &mut impl Write,
) -> io::Result<ExitCode> {
    let read = match notation {
        Some(n) => pos.read_move(text, n),
        None => pos.validate(text),
    };
    match read {
        Ok(m) => {
            let written = match notation {
                Some(n) => pos.write_move(m, n),
                None => pos.san(m),
            };
            writeln!(out, "{written}")?;
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => {
            writeln!(out, "{}: {}", e.code, escape_control(&e.message))?;
            Ok(ExitCode::from(1))
        }
    }
}

fn bench(pos: Position, depth: u32, threads: usize, out: &mut impl Write) -> io::Result<ExitCode> {
    let start = std::time::Instant::now();
    let nodes = pos.perft_parallel(depth, threads);
    let secs = start.elapsed().as_secs_f64();
    writeln!(out, "fen: {}", pos.fen())?;
    writeln!(out, "depth: {depth}")?;
    writeln!(out, "time: {secs:.3} s")?;
    writeln!(out, "nps: {:.0}", nodes as f64 / secs.max(1e-9))?;
    writeln!(out, "{nodes}")?;
    Ok(ExitCode::SUCCESS)
}

/// Where `fers play` reads its moves: a line editor with history when standard input is
/// a terminal, plain lines otherwise (pipes, files, tests).
fn input_lines(stdin: &io::Stdin) -> Box<dyn lines::Lines + '_> {
    use std::io::IsTerminal;
    if stdin.is_terminal()
        && let Some(editor) = lines::Editor::new()
    {
        return Box::new(editor);
    }
    Box::new(lines::Plain(stdin.lock()))
}
