//! Reads PGN from standard input and writes every game that replays as Fers writes it
//! (tags, comments, NAGs and variations kept, moves in Fers's SAN, wrapped at 80
//! columns); a game that does not read or replay is reported on standard error with its
//! line.
//!
//! ```sh
//! cargo run -p fers-pgn --example rewrite < tests/data/pgn/lichess.pgn
//! ```

use fers_pgn::{Reader, ReaderOptions, ToPgn, Variants};
use std::io::{self, BufWriter, Write};

fn main() -> io::Result<()> {
    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut variants = Variants::new();
    let options = ReaderOptions {
        comments: true,
        variations: true,
    };
    for (n, item) in Reader::with_options(stdin.lock(), options).enumerate() {
        match item {
            Ok(game) => match variants.replay(&game) {
                Ok(played) => out.write_all(played.to_annotated_pgn(&game).as_bytes())?,
                Err(e) => eprintln!("game {} (line {}): {e}", n + 1, game.line),
            },
            Err(e) => eprintln!("game {}: {e}", n + 1),
        }
    }
    out.flush()
}
