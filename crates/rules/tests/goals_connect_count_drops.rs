//! `[rules.connect]` (pieces in a row, in a square or on a line end the game for the
//! side that just moved), `[rules.flag]` `count`, and `giving-check = "not-by-drops"`.

use fers_rules::typed::{Game, Position, compile};
use fers_rules::{Color, EndReason, FenMode, Outcome, load_ruleset};

/// A drop game on a board of `files`×`ranks` with one immobile stone kind in hand
/// (tic-tac-toe's shape), and `connect` as its `[rules.connect]`.
fn stones(files: u8, ranks: u8, connect: &str) -> Result<Game<u64>, String> {
    let empty = vec![files.to_string(); usize::from(ranks)].join("/");
    let text = format!(
        "name = \"stones\"\n[board]\nfiles = {files}\nranks = {ranks}\nstart = \"{empty}[SSSSSSSSssssssss] w - - 0 1\"\n\
         [pieces.stone]\nletter = \"s\"\nmoves = []\n[hands]\ncaptures = \"none\"\n\
         [rules]\nstalemate = \"draw\"\n[rules.connect]\n{connect}\n"
    );
    let ruleset = load_ruleset(&text, "stones.toml", &|_| None).map_err(|e| e.to_string())?;
    let tables = compile::<u64>(ruleset).map_err(|e| e.to_string())?;
    Ok(Game::new(Position::start(&tables)))
}

fn play(g: &mut Game<u64>, moves: &[&str]) {
    for m in moves {
        g.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

#[test]
fn three_in_a_row_wins_for_the_side_that_made_it() {
    let mut g = stones(3, 3, "in-a-row = 3").unwrap();
    play(&mut g, &["S@a1", "S@b2", "S@a2", "S@c3"]);
    assert_eq!(g.outcome(), None);
    play(&mut g, &["S@a3"]);
    assert_eq!(
        g.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: EndReason::Connection
        })
    );
    // The game is over: no move is left.
    assert_eq!(g.position().legal_moves().len(), 0);
}

#[test]
fn a_diagonal_counts_only_when_the_directions_include_it() {
    let moves = ["S@a1", "S@a2", "S@b2", "S@a3", "S@c3"];
    let mut all = stones(3, 3, "in-a-row = 3").unwrap();
    play(&mut all, &moves);
    assert_eq!(
        all.outcome().map(|o| o.to_string()),
        Some("1-0 white wins by pieces connected".to_string())
    );
    let mut straight = stones(3, 3, "in-a-row = 3\ndirections = [\"horizontal\", \"vertical\"]").unwrap();
    play(&mut straight, &moves[..4]);
    // Black's a1-a3 file is not black's: a1 is white's. Nobody has connected.
    play(&mut straight, &["S@c3"]);
    assert_eq!(straight.outcome(), None);
}

#[test]
fn only_the_side_that_just_moved_is_judged() {
    // Black stands three in a row on the b-file in a position given by FEN. With black
    // to move, white moved last and is the side judged (as Fairy-Stockfish judges):
    // nobody has connected; with white to move, black moved last and has.
    let g = stones(3, 3, "in-a-row = 3").unwrap();
    let tables = g.position().tables().clone();
    let p = Position::from_fen(&tables, "1s1/1s1/1s1[SSSs] b - - 0 1", FenMode::Relaxed).unwrap();
    assert_eq!(Game::new(p.clone()).outcome(), None);
    assert!(!p.legal_moves().is_empty());
    let p = Position::from_fen(&tables, "1s1/1s1/1s1[SSSs] w - - 0 1", FenMode::Relaxed).unwrap();
    assert_eq!(
        Game::new(p).outcome(),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: EndReason::Connection
        })
    );
}

#[test]
fn a_square_and_a_line_with_gaps_and_a_losing_connection() {
    let mut block = stones(4, 4, "square = 2").unwrap();
    play(&mut block, &["S@a1", "S@d4", "S@b1", "S@d3", "S@a2", "S@c4", "S@b2"]);
    assert_eq!(
        block.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: EndReason::Connection
        })
    );
    // Three on the first rank with a gap, as three musketeers' losing line.
    let mut line = stones(4, 4, "on-a-line = 3\nresult = \"loss\"").unwrap();
    play(&mut line, &["S@a1", "S@a4", "S@b1", "S@b4"]);
    assert_eq!(line.outcome(), None);
    play(&mut line, &["S@d1"]);
    assert_eq!(
        line.outcome(),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: EndReason::Connection
        })
    );
}

#[test]
fn the_loader_names_what_is_wrong() {
    let refused = |connect: &str, text: &str| {
        let e = stones(3, 3, connect).err().unwrap_or_else(|| panic!("{connect} was accepted"));
        assert!(e.contains(text), "{connect}: {e}");
        assert!(
            ["BadRule", "UnknownKey", "UnknownPiece"].iter().any(|c| e.contains(c)),
            "{e}"
        );
    };
    refused("kinds = []", "asks for nothing");
    refused("in-a-row = 4", "`rules.connect.in-a-row` must be 0 (off) or 2 to 3 on this board, not 4");
    refused("in-a-row = 1", "not 1");
    refused("square = 2\ndirections = \"diagonal\"", "neither is given");
    refused("in-a-row = 3\ndirections = \"sideways\"", "\"sideways\" is not a direction");
    refused("in-a-row = 3\nkinds = \"pebble\"", "pebble");
    refused("in-a-row = 3\nresult = \"maybe\"", "maybe");
    refused("in-a-row = 3\nlength = 3", "length");
}

/// A ruleset extending a bundled one (`rulesets/NAME.toml`), with `rules` added to
/// its `[rules]`.
fn extending(parent: &str, rules: &str) -> Position<u64> {
    let text = format!("name = \"child\"\nextends = \"{parent}\"\n{rules}\n");
    let resolve = |n: &str| {
        std::fs::read_to_string(format!("{}/../../rulesets/{n}.toml", env!("CARGO_MANIFEST_DIR")))
            .ok()
            .map(|text| fers_movement::Source {
                name: format!("{n}.toml"),
                text,
            })
    };
    let ruleset = load_ruleset(&text, "child.toml", &resolve).unwrap();
    Position::start(&compile::<u64>(ruleset).unwrap())
}

#[test]
fn no_drop_may_give_check_under_not_by_drops() {
    let p = extending("crazyhouse", "[rules]\ngiving-check = \"not-by-drops\"");
    let tables = p.tables().clone();
    // White holds a knight; Nf6+ (a drop) would check the black king on e8, as would
    // the rook's Re7+ (a move, allowed).
    let fen = "4k3/8/8/8/8/8/8/R3K3[N] w - - 0 1";
    let p = Position::from_fen(&tables, fen, FenMode::Relaxed).unwrap();
    let moves: Vec<String> = p.legal_moves().iter().map(|&m| p.uci(m)).collect();
    assert!(!moves.contains(&"N@f6".to_string()), "{moves:?}");
    assert!(!moves.contains(&"N@d6".to_string()), "{moves:?}");
    assert!(moves.contains(&"N@f5".to_string()), "{moves:?}");
    assert!(moves.contains(&"a1a8".to_string()), "{moves:?}");
    let e = p.validate("N@f6").unwrap_err();
    assert_eq!(e.code, fers_rules::IllegalCode::GivesCheck);
    assert_eq!(
        e.message,
        "N@f6 would give check, and in child no drop may give check"
    );
}

#[test]
fn a_flag_count_needs_that_many_pieces_in_the_region() {
    // King of the hill where both centre squares of a side must hold kings: with one
    // king nobody ever reaches it; here two rooks count instead.
    let p = extending(
        "standard",
        "[rules.flag]\nkinds = \"rook\"\nwhite-ranks = [8]\nblack-ranks = [1]\ncount = 2",
    );
    let tables = p.tables().clone();
    let one = Position::from_fen(&tables, "R3k3/8/8/8/8/8/8/4K2R b - - 0 1", FenMode::Relaxed).unwrap();
    assert_eq!(Game::new(one).outcome(), None);
    let two = Position::from_fen(&tables, "R3k2R/8/8/8/8/8/8/4K3 b - - 0 1", FenMode::Relaxed).unwrap();
    assert_eq!(
        Game::new(two).outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: EndReason::Flag
        })
    );
}
