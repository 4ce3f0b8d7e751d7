//! `fers`: legal moves, perft, move validation, ruleset checking and an interactive game
//! for any Fers ruleset. The output formats are a contract: scripts parse them.
#![forbid(unsafe_code)]

mod check;
mod play;

use clap::{Parser, Subcommand};
use fers_rules::{Bits, FenMode, MAX_PERFT_DEPTH, Position, Tables, Variant};
use fers_standard::{bundled_names, load_variant};
use std::process::ExitCode;
use std::sync::Arc;

/// Exit status for unusable input (bad FEN, unknown ruleset, bad arguments).
const UNUSABLE: u8 = 2;

#[derive(Parser)]
#[command(
    name = "fers",
    version,
    about = "Chess and its variants, with the rules as data"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// Where the position comes from.
#[derive(clap::Args, Clone)]
struct Setup {
    /// A bundled ruleset name (see `fers list`) or a path to a TOML file.
    #[arg(long, short = 'r', default_value = "standard")]
    ruleset: String,
    /// The position, in FEN; the ruleset's start position if absent.
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
    /// Every legal move, in UCI, one per line (sorted).
    Moves {
        #[command(flatten)]
        setup: Setup,
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
    },
    /// Check one move: exit 0 and the move in SAN, or exit 1 and `CODE: sentence`.
    Validate {
        #[command(flatten)]
        setup: Setup,
        /// The move, in UCI or SAN.
        #[arg(value_name = "MOVE", allow_hyphen_values = true)]
        mv: String,
    },
    /// Play a game in the terminal.
    Play {
        #[command(flatten)]
        setup: Setup,
    },
    /// Check a ruleset file and print its problems with line and column.
    Check {
        /// The TOML file.
        file: String,
    },
    /// Measure perft speed (nodes per second) on a position.
    Bench {
        #[command(flatten)]
        setup: Setup,
        /// Plies to count.
        #[arg(long, short = 'd', default_value_t = 5)]
        depth: u32,
    },
}

/// Runs generic code on a position of whichever storage width it has.
macro_rules! on_variant {
    ($position:expr, $pos:ident => $body:expr) => {
        match $position {
            AnyPosition::Small($pos) => $body,
            AnyPosition::Medium($pos) => $body,
            AnyPosition::Large($pos) => $body,
        }
    };
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::List => {
            for name in bundled_names() {
                println!("{name}");
            }
            ExitCode::SUCCESS
        }
        Command::Check { file } => check::run(&file),
        Command::Moves { setup } => with_position(&setup, |p| on_variant!(p, pos => moves(pos))),
        Command::Perft {
            setup,
            depth,
            divide,
        } => {
            if depth > MAX_PERFT_DEPTH {
                return unusable(&format!(
                    "perft depth {depth} is above the limit of {MAX_PERFT_DEPTH}"
                ));
            }
            with_position(&setup, |p| on_variant!(p, pos => perft(pos, depth, divide)))
        }
        Command::Validate { setup, mv } => {
            with_position(&setup, |p| on_variant!(p, pos => validate(pos, &mv)))
        }
        Command::Play { setup } => with_position(&setup, |p| on_variant!(p, pos => play::run(pos))),
        Command::Bench { setup, depth } => {
            if depth > MAX_PERFT_DEPTH {
                return unusable(&format!(
                    "perft depth {depth} is above the limit of {MAX_PERFT_DEPTH}"
                ));
            }
            with_position(&setup, |p| on_variant!(p, pos => bench(pos, depth)))
        }
    }
}

fn unusable(message: &str) -> ExitCode {
    eprintln!("fers: {message}");
    ExitCode::from(UNUSABLE)
}

/// A position of any storage width.
// One value per process: the size difference between widths does not matter.
#[allow(clippy::large_enum_variant)]
enum AnyPosition {
    Small(Position<u64>),
    Medium(Position<u128>),
    Large(Position<fers_rules::U256>),
}

impl AnyPosition {
    fn build(variant: &Variant, fen: Option<&str>, mode: FenMode) -> Result<AnyPosition, String> {
        fn make<B: Bits>(
            t: &Arc<Tables<B>>,
            fen: Option<&str>,
            mode: FenMode,
        ) -> Result<Position<B>, String> {
            match fen {
                None => Ok(Position::start(t)),
                Some(f) => {
                    Position::from_fen(t, f, mode).map_err(|e| format!("bad FEN `{f}`: {e}"))
                }
            }
        }
        Ok(match variant {
            Variant::Small(t) => AnyPosition::Small(make(t, fen, mode)?),
            Variant::Medium(t) => AnyPosition::Medium(make(t, fen, mode)?),
            Variant::Large(t) => AnyPosition::Large(make(t, fen, mode)?),
        })
    }
}

fn with_position(setup: &Setup, f: impl FnOnce(AnyPosition) -> ExitCode) -> ExitCode {
    let variant = match load_variant(&setup.ruleset) {
        Ok(v) => v,
        Err(e) => return unusable(&e.to_string()),
    };
    let mode = if setup.relaxed {
        FenMode::Relaxed
    } else {
        FenMode::Strict
    };
    match AnyPosition::build(&variant, setup.fen.as_deref(), mode) {
        Ok(p) => f(p),
        Err(e) => unusable(&e),
    }
}

fn moves<B: Bits>(pos: Position<B>) -> ExitCode {
    let mut list: Vec<String> = pos.legal_moves().into_iter().map(|m| pos.uci(m)).collect();
    list.sort();
    for m in list {
        println!("{m}");
    }
    ExitCode::SUCCESS
}

fn perft<B: Bits>(pos: Position<B>, depth: u32, divide: bool) -> ExitCode {
    if divide && depth > 0 {
        let mut parts: Vec<(String, u64)> = pos
            .divide(depth)
            .into_iter()
            .map(|(m, n)| (pos.uci(m), n))
            .collect();
        parts.sort();
        let total: u64 = parts.iter().map(|(_, n)| n).sum();
        for (m, n) in parts {
            println!("{m}: {n}");
        }
        println!("{total}");
    } else {
        println!("{}", pos.perft(depth));
    }
    ExitCode::SUCCESS
}

fn validate<B: Bits>(pos: Position<B>, text: &str) -> ExitCode {
    match pos.validate(text) {
        Ok(m) => {
            println!("{}", pos.san(m));
            ExitCode::SUCCESS
        }
        Err(e) => {
            println!("{}: {}", e.code, e.message);
            ExitCode::from(1)
        }
    }
}

fn bench<B: Bits>(pos: Position<B>, depth: u32) -> ExitCode {
    let start = std::time::Instant::now();
    let nodes = pos.perft(depth);
    let secs = start.elapsed().as_secs_f64();
    println!("fen: {}", pos.fen());
    println!("depth: {depth}");
    println!("time: {secs:.3} s");
    println!("nps: {:.0}", nodes as f64 / secs.max(1e-9));
    println!("{nodes}");
    ExitCode::SUCCESS
}
