//! Seeded random games in a bundled ruleset, one JSON line per position, for the
//! differential harness (`tests/differential/compare.py`).
//!
//! ```text
//! playouts --ruleset NAME [--games N] [--seed S] [--plies P] [--bias goals]
//! playouts --ruleset NAME --perft DEPTH
//! playouts --ruleset NAME --fens
//! playouts ... --notation N[,N...]
//! playouts --list
//! ```
//!
//! `NAME` is anything `fers --ruleset` takes: a bundled name, a TOML file, or a section
//! of a Fairy-Stockfish `variants.ini` (`FILE.ini:NAME`). With `--perft` it prints one
//! line, `{"perft":N,"fen":"<start FEN>"}`: the node count of the start position at that
//! depth.
//!
//! Each line is one position of one game:
//!
//! ```json
//! {"ruleset":"standard","chess960":false,"game":0,"ply":2,
//!  "start":"<FEN the game started from>","history":["e2e4","e7e5"],
//!  "fen":"<FEN now>","moves":["a2a3",...],"check":false,
//!  "outcome":null,"claim":null}
//! ```
//!
//! With `--notation` each line also has `"written":{"N":[...]}`: every legal move
//! written in each notation named (`shogi-hodges`, `xiangqi-wxf`, ...), in the order of
//! `moves` (for `tests/differential/notation.py`).
//!
//! `moves` are the legal moves in UCI, sorted; `check` whether the side to move is in
//! check; `outcome` is null while the game goes on, else
//! `{"result":"1-0","winner":"white","reason":"checkmate"}` (`winner` null for a
//! draw; `reason` is `EndReason::describe`); `claim` names a draw the side to move may
//! claim (`"threefold repetition"`, `"fifty-move rule"`), null otherwise. A game stops
//! when it ends or after `--plies` plies. Moves are random, with a bias towards captures
//! and promotions (half of the time one of those is picked if there is one) so that games
//! reach endings. With `--bias goals` the games are driven towards the variant's own
//! ends: three times in four a move that ends the game is taken if there is one, else
//! half of the time a move that gives check (so that check limits, mates by the pieces
//! `mate-loses` and `decisive-checks` judge, and flags are reached). `chess960` games
//! start from a random one of the 960 positions.
//!
//! The output depends only on the arguments: the same seed gives the same games.
//!
//! With `--fens` no game is played: each line of standard input is a FEN, read strictly,
//! and each gets one line of output, in order: the line above for that position (with
//! `game` and `ply` 0, `start` the FEN, `history` empty, `claim` null), or
//! `{"fen":"<the line>","error":"<why the FEN is refused>"}`. The perturbed-position
//! differential (`tests/differential/perturbed.py`) asks about positions this way.

use fers_conformance::{SplitMix64, playout_start_fen};
use fers_rules::typed::{Game, Position, Tables};
use fers_rules::{Bits, FenMode, Move, MoveKind, Notation, Outcome, TablesVisitor, Width};
use std::fmt::Write as _;
use std::io::{BufRead, BufWriter, Write};
use std::process::ExitCode;
use std::sync::Arc;

struct Args {
    ruleset: String,
    /// Read FENs from standard input instead of playing games (`--fens`).
    fens: bool,
    games: u32,
    seed: u64,
    plies: u32,
    /// Drive games towards the variant's own ends (`--bias goals`).
    goals: bool,
    /// Notations to write every legal move in (`--notation`).
    notations: Vec<Notation>,
    /// Read every written move back (`--read`).
    read: bool,
    /// Print the start position's perft at this depth instead of games.
    perft: Option<u32>,
}

const USAGE: &str = "usage: playouts --ruleset NAME [--games N] [--seed S] [--plies P] [--bias goals] [--notation N,...] [--read] | --ruleset NAME --fens | --ruleset NAME --perft DEPTH | --list";

fn parse_args() -> Result<Option<Args>, String> {
    let mut args = Args {
        ruleset: String::new(),
        fens: false,
        games: 10,
        seed: 1,
        plies: 80,
        goals: false,
        notations: Vec::new(),
        read: false,
        perft: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        if flag == "--list" {
            for name in fers_standard::bundled_names() {
                println!("{name}");
            }
            return Ok(None);
        }
        if flag == "--help" || flag == "-h" {
            println!("{USAGE}");
            return Ok(None);
        }
        if flag == "--read" {
            args.read = true;
            continue;
        }
        if flag == "--fens" {
            args.fens = true;
            continue;
        }
        let value = it
            .next()
            .ok_or_else(|| format!("{flag} needs a value\n{USAGE}"))?;
        let number = |v: &str| {
            v.parse::<u64>()
                .map_err(|_| format!("{flag}: `{v}` is not a whole number"))
        };
        match flag.as_str() {
            "--ruleset" => args.ruleset = value,
            "--games" => args.games = number(&value)?.try_into().map_err(|_| "too many games")?,
            "--seed" => args.seed = number(&value)?,
            "--plies" => args.plies = number(&value)?.try_into().map_err(|_| "too many plies")?,
            "--perft" => {
                let depth = number(&value)?;
                if depth == 0 || depth > 8 {
                    return Err(format!("--perft: {depth} is not a depth from 1 to 8"));
                }
                args.perft = Some(depth as u32);
            }
            "--bias" if value == "goals" => args.goals = true,
            "--notation" => {
                for name in value.split(',') {
                    args.notations
                        .push(name.parse().map_err(|e| format!("{e}"))?);
                }
            }
            "--bias" => return Err(format!("--bias: `{value}` is not `goals`\n{USAGE}")),
            other => return Err(format!("unknown argument `{other}`\n{USAGE}")),
        }
    }
    if args.ruleset.is_empty() {
        return Err(format!("--ruleset is required\n{USAGE}"));
    }
    Ok(Some(args))
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(Some(a)) => a,
        Ok(None) => return ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("playouts: {e}");
            return ExitCode::from(2);
        }
    };
    let variant = match fers_standard::load_variant(&args.ruleset) {
        Ok(v) => v,
        Err(e) => {
            eprintln!("playouts: {e}");
            return ExitCode::from(2);
        }
    };
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let result = variant.visit(Command {
        args: &args,
        out: &mut out,
    });
    match result.and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        // A closed pipe (the reader stopped early) is not an error worth a message.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("playouts: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The command ([`run`], or [`positions`] with `--fens`) in the width of the variant.
struct Command<'a, W> {
    args: &'a Args,
    out: &'a mut W,
}

impl<W: Write> TablesVisitor for Command<'_, W> {
    type Output = std::io::Result<()>;
    fn visit<B: Width>(self, tables: &Arc<Tables<B>>) -> Self::Output {
        match self.args.fens {
            false => run(tables, self.args, self.out),
            true => positions(tables, self.out),
        }
    }
}

fn run<B: Bits>(tables: &Arc<Tables<B>>, args: &Args, out: &mut impl Write) -> std::io::Result<()> {
    if let Some(depth) = args.perft {
        let start = Position::start(tables);
        return writeln!(
            out,
            "{{\"perft\":{},\"fen\":{}}}",
            start.perft(depth),
            string(&start.fen())
        );
    }
    let chess960 = tables
        .ruleset()
        .castling
        .as_ref()
        .is_some_and(|c| c.chess960);
    for game_index in 0..args.games {
        let mut rng =
            SplitMix64(args.seed ^ u64::from(game_index).wrapping_mul(0xA076_1D64_78BD_642F));
        let start_fen = playout_start_fen(tables.ruleset(), rng.next_u64() as u32);
        let start = Position::from_fen(tables, &start_fen, FenMode::Strict)
            .map_err(|e| std::io::Error::other(format!("start position {start_fen}: {e}")))?;
        let mut game = Game::new(start);
        let mut history: Vec<String> = Vec::new();
        for ply in 0..=args.plies {
            let pos = game.position();
            let moves = pos.legal_moves();
            let outcome = game.outcome();
            let line = Line {
                ruleset: &tables.ruleset().name,
                chess960,
                game: game_index,
                ply,
                start: &start_fen,
                history: &history,
                pos,
                moves: &moves,
                outcome,
                notations: &args.notations,
                read: args.read,
                claim: if outcome.is_none() {
                    game.claimable_draw().map(|r| r.describe())
                } else {
                    None
                },
            };
            writeln!(out, "{}", line.json())?;
            if outcome.is_some() || moves.is_empty() || ply == args.plies {
                break;
            }
            let m = match args.goals {
                true => pick_towards_goals(pos, &moves, &mut rng),
                false => None,
            }
            .unwrap_or_else(|| pick(pos, &moves, &mut rng));
            history.push(pos.uci(m));
            game.play_unchecked(m);
        }
    }
    Ok(())
}

/// `--fens`: one line per FEN of standard input, the position's or the refusal's.
fn positions<B: Bits>(tables: &Arc<Tables<B>>, out: &mut impl Write) -> std::io::Result<()> {
    let chess960 = tables
        .ruleset()
        .castling
        .as_ref()
        .is_some_and(|c| c.chess960);
    for fen in std::io::stdin().lock().lines() {
        let fen = fen?;
        let pos = match Position::from_fen(tables, &fen, FenMode::Strict) {
            Ok(pos) => pos,
            Err(e) => {
                let error = string(&e.to_string());
                writeln!(out, "{{\"fen\":{},\"error\":{error}}}", string(&fen))?;
                continue;
            }
        };
        let moves = pos.legal_moves();
        let line = Line {
            ruleset: &tables.ruleset().name,
            chess960,
            game: 0,
            ply: 0,
            start: &fen,
            history: &[],
            pos: &pos,
            moves: &moves,
            outcome: pos.outcome(),
            notations: &[],
            read: false,
            claim: None,
        };
        writeln!(out, "{}", line.json())?;
    }
    Ok(())
}

/// A random move; half of the time a capture or promotion if there is one.
fn pick<B: Bits>(pos: &Position<B>, moves: &[Move], rng: &mut SplitMix64) -> Move {
    let forcing: Vec<Move> = moves
        .iter()
        .copied()
        .filter(|m| {
            m.promotion.is_some()
                || m.kind == MoveKind::EnPassant
                || (!m.is_castle() && !m.is_pass() && pos.piece_at(m.to).is_some())
        })
        .collect();
    if !forcing.is_empty() && rng.below(2) == 0 {
        forcing[rng.below(forcing.len())]
    } else {
        moves[rng.below(moves.len())]
    }
}

/// Under `--bias goals`: three times in four a move that ends the game, if any; else
/// half of the time a move that gives check, if any; else `None` (the usual pick).
fn pick_towards_goals<B: Bits>(
    pos: &Position<B>,
    moves: &[Move],
    rng: &mut SplitMix64,
) -> Option<Move> {
    let mut ending = Vec::new();
    let mut checking = Vec::new();
    for &m in moves {
        let mut after = pos.clone();
        after.play_unchecked(m);
        if after.outcome().is_some() {
            ending.push(m);
        } else if after.is_check() {
            checking.push(m);
        }
    }
    if !ending.is_empty() && rng.below(4) != 0 {
        return Some(ending[rng.below(ending.len())]);
    }
    if !checking.is_empty() && rng.below(2) == 0 {
        return Some(checking[rng.below(checking.len())]);
    }
    None
}

struct Line<'a, B: Bits> {
    ruleset: &'a str,
    chess960: bool,
    game: u32,
    ply: u32,
    start: &'a str,
    history: &'a [String],
    pos: &'a Position<B>,
    moves: &'a [Move],
    outcome: Option<Outcome>,
    notations: &'a [Notation],
    read: bool,
    claim: Option<String>,
}

impl<B: Bits> Line<'_, B> {
    fn json(&self) -> String {
        let mut sorted: Vec<(String, Move)> =
            self.moves.iter().map(|&m| (self.pos.uci(m), m)).collect();
        sorted.sort_by(|a, b| a.0.cmp(&b.0));
        let uci: Vec<String> = sorted.iter().map(|(u, _)| u.clone()).collect();
        let mut s = String::with_capacity(256 + 8 * (uci.len() + self.history.len()));
        let _ = write!(
            s,
            "{{\"ruleset\":{},\"chess960\":{},\"game\":{},\"ply\":{},\"start\":{},\"history\":{},\"fen\":{},\"moves\":{},\"check\":{},\"outcome\":",
            string(self.ruleset),
            self.chess960,
            self.game,
            self.ply,
            string(self.start),
            list(self.history),
            string(&self.pos.fen()),
            list(&uci),
            self.pos.is_check(),
        );
        match self.outcome {
            None => s.push_str("null"),
            Some(o) => {
                let winner = o.winner().map_or("null".to_string(), |w| string(w.name()));
                let _ = write!(
                    s,
                    "{{\"result\":{},\"winner\":{},\"reason\":{}}}",
                    string(o.score()),
                    winner,
                    string(&o.reason().describe())
                );
            }
        }
        if !self.notations.is_empty() {
            let moves: Vec<Move> = sorted.iter().map(|&(_, m)| m).collect();
            let texts: Vec<Vec<String>> = self
                .notations
                .iter()
                .map(|&n| self.pos.write_moves(&moves, n))
                .collect();
            let field = |values: &dyn Fn(usize) -> String| {
                let v: Vec<String> = (0..self.notations.len())
                    .map(|i| format!("{}:{}", string(self.notations[i].name()), values(i)))
                    .collect();
                v.join(",")
            };
            let _ = write!(s, ",\"written\":{{{}}}", field(&|i| list(&texts[i])));
            // The position as SFEN, and that SFEN read back as FEN.
            let sfen = self.pos.sfen();
            let back = Position::from_sfen(self.pos.tables(), &sfen, FenMode::Relaxed)
                .map_or_else(|e| format!("error: {e}"), |p| p.fen());
            let _ = write!(
                s,
                ",\"sfen\":{},\"sfen_read\":{}",
                string(&sfen),
                string(&back)
            );
            if self.read {
                // Each written move read back, as UCI (or the refusal's code).
                let back = |i: usize| {
                    let n = self.notations[i];
                    let v: Vec<String> = texts[i]
                        .iter()
                        .map(|t| match self.pos.read_move(t, n) {
                            Ok(m) => self.pos.uci(m),
                            Err(e) => format!("{:?}", e.code),
                        })
                        .collect();
                    list(&v)
                };
                let _ = write!(s, ",\"read\":{{{}}}", field(&back));
            }
        }
        s.push_str(",\"claim\":");
        s.push_str(&self.claim.as_deref().map_or("null".to_string(), string));
        s.push('}');
        s
    }
}

/// A JSON string literal.
fn string(text: &str) -> String {
    let mut s = String::with_capacity(text.len() + 2);
    s.push('"');
    for c in text.chars() {
        match c {
            '"' => s.push_str("\\\""),
            '\\' => s.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(s, "\\u{:04x}", c as u32);
            }
            c => s.push(c),
        }
    }
    s.push('"');
    s
}

/// A JSON array of strings.
fn list(items: &[String]) -> String {
    let inner: Vec<String> = items.iter().map(|i| string(i)).collect();
    format!("[{}]", inner.join(","))
}
