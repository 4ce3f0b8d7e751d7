//! Games of flipping pieces (issue #35): `flipersi`, `flipello`, `flipello10` and `ataxx`
//! against Fairy-Stockfish's figures.
//!
//! For each variant of [`VARIANTS`], loaded by its bundled name: its start position is
//! Fairy-Stockfish's, and every row for it in `perft.tsv` of at most [`NODE_CAP`] nodes
//! is reproduced (every row in the `#[ignore]`d [`perft_rows_all`]). The move lists and
//! FENs after flips below are pyffish's (0.0.90: `legal_moves`, `get_fen`).

use fers_conformance::fsf::assert_variants;
use fers_rules::{FenMode, Position};

/// The variants tested here, by Fairy-Stockfish's name (= the bundled ruleset's name).
const VARIANTS: [&str; 4] = ["flipersi", "flipello", "flipello10", "ataxx"];

/// Start FENs as pyffish's `get_fen(start_fen(v), [])` writes them.
const EXTRA_STARTS: [(&str, &str); 2] = [
    (
        "flipersi",
        "8/8/8/8/8/8/8/8[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppppppppppp] w - - 0 1",
    ),
    ("ataxx", "P5p/7/7/7/7/7/p5P w - - 0 1"),
];

/// Rows expecting more nodes than this run only in the ignored [`perft_rows_all`].
const NODE_CAP: u64 = 2_000_000;

#[test]
fn start_positions_and_perft_rows() {
    assert_variants(&VARIANTS, Some(NODE_CAP), &EXTRA_STARTS);
}

#[test]
#[ignore = "every row, no node cap"]
fn perft_rows_all() {
    assert_variants(&VARIANTS, None, &EXTRA_STARTS);
}

fn position(name: &str, fen: &str) -> Position {
    let variant = fers_conformance::variant(name).unwrap();
    Position::from_fen(&variant, fen, FenMode::Strict).unwrap()
}

fn sorted_moves(pos: &Position) -> Vec<String> {
    let mut moves: Vec<String> = pos.legal_moves().into_iter().map(|m| pos.uci(m)).collect();
    moves.sort();
    moves
}

/// pyffish's moves of ataxx's `7/7/2ppp2/2pPp2/2ppp2/7/P6 w - - 0 1`: clones (drops) next
/// to a white stone, jumps two squares away.
const ATAXX_MOVES: &[&str] = &[
    "P@a2", "P@b1", "P@b2", "a1a3", "a1b3", "a1c1", "a1c2", "d4b2", "d4b3", "d4b4", "d4b5",
    "d4b6", "d4c2", "d4c6", "d4d2", "d4d6", "d4e2", "d4e6", "d4f2", "d4f3", "d4f4", "d4f5",
    "d4f6",
];

/// One case of [`moves_and_flips_match_pyffish`]: ruleset, FEN, its legal moves, a
/// move, the FEN after it and the squares it flips.
type FlipCase<'a> = (&'a str, String, &'a [&'a str], &'a str, String, &'a [&'a str]);

/// The moves of a position and the FEN after one flipping move, as pyffish gives them;
/// the flipped squares as `Position::flips` names them.
#[test]
fn moves_and_flips_match_pyffish() {
    let hand = |n| "P".repeat(n) + &"p".repeat(n);
    let cases: [FlipCase; 4] = [
        (
            "flipello",
            format!("8/8/2p5/3pP3/2PPp3/2p5/8/8[{}] w - - 0 1", hand(29)),
            &["P@b2", "P@c2", "P@c5", "P@d6", "P@e3", "P@e6", "P@f4"],
            "P@b2",
            format!("8/8/2p5/3pP3/2PPp3/2P5/1P6/8[{}{}] b - - 0 1", "P".repeat(28), "p".repeat(29)),
            &["c3"],
        ),
        (
            "flipersi",
            format!("8/8/8/8/8/8/8/8[{}] w - - 0 1", hand(32)),
            &["P@d4", "P@d5", "P@e4", "P@e5"],
            "P@d4",
            format!("8/8/8/8/3P4/8/8/8[{}{}] b - - 0 1", "P".repeat(31), "p".repeat(32)),
            &[],
        ),
        (
            "ataxx",
            "7/7/2ppp2/2pPp2/2ppp2/7/P6 w - - 0 1".to_string(),
            ATAXX_MOVES,
            "d4f4",
            "7/7/2ppP2/2p1PP1/2ppP2/7/P6 b - - 1 1".to_string(),
            &["e3", "e4", "e5"],
        ),
        (
            "ataxx",
            "7/7/2ppp2/2pPp2/2ppp2/7/P6 w - - 0 1".to_string(),
            ATAXX_MOVES,
            "a1c2",
            "7/7/2ppp2/2pPp2/2PPp2/2P4/7 b - - 1 1".to_string(),
            &["c3", "d3"],
        ),
    ];
    for (name, fen, moves, played, after, flips) in cases {
        let pos = position(name, &fen);
        assert_eq!(sorted_moves(&pos), *moves, "{name} {fen}");
        let m = pos.validate(played).unwrap();
        assert_eq!(pos.flips(m), *flips, "{name} {fen} {played}");
        let mut next = pos.clone();
        next.play(m).unwrap();
        assert_eq!(next.fen(), after, "{name} {fen} {played}");
        // The incremental hash equals that of the FEN read again.
        assert_eq!(next.hash(), position(name, &after).hash(), "{name} after {played}");
    }
}

/// A side with no legal drop passes in flipello (pyffish: `a1a1`, SAN `Pa1`), a pass
/// flips nothing, and two passes in a row end the game, counted: black has more discs.
#[test]
fn a_side_without_a_drop_passes_and_two_passes_end_by_count() {
    let fen = "8/8/8/3pp3/3pp3/8/8/P7[PPPppp] w - - 0 1";
    let pos = position("flipello", fen);
    assert_eq!(sorted_moves(&pos), ["a1a1"]);
    let pass = pos.legal_moves()[0];
    assert_eq!(pos.san(pass), "Pa1");
    assert!(pos.flips(pass).is_empty());
    let mut next = pos.clone();
    next.play(pass).unwrap();
    assert_eq!(next.fen(), "8/8/8/3pp3/3pp3/8/8/P7[PPPppp] b - - 1 1");
    assert_eq!(sorted_moves(&next), ["d4d4"]);
    let pass = next.legal_moves()[0];
    next.play(pass).unwrap();
    let outcome = next.outcome().expect("two passes end the game");
    assert_eq!(outcome.to_string(), "0-1 black wins by two passes in a row");
    assert!(next.legal_moves().is_empty());
}

/// A full board ends the game by counting (pyffish: `is_immediate_game_end` after
/// `P@h1`, a win for the side with more discs), and the ending has its own reason.
#[test]
fn a_full_board_ends_the_game_by_count() {
    let row = "pppppppp/";
    let fen = format!("{}ppppPpp1[PPPppp] w - - 0 1", row.repeat(7));
    let pos = position("flipello", &fen);
    assert_eq!(sorted_moves(&pos), ["P@h1"]);
    let m = pos.legal_moves()[0];
    assert_eq!(pos.flips(m), ["f1", "g1"]);
    let mut next = pos.clone();
    next.play(m).unwrap();
    let outcome = next.outcome().unwrap();
    assert_eq!(outcome.reason().code(), "full-board");
    assert_eq!(outcome.to_string(), "0-1 black wins by a full board");
    assert!(next.legal_moves().is_empty());
}

/// Flipersi has no pass: a side with no drop is stalemated, and the side with more
/// discs on the board wins.
#[test]
fn a_stalemate_in_flipersi_is_won_by_more_pieces() {
    let pos = position("flipersi", "8/8/8/3pp3/3pp3/8/8/P7[PPPppp] w - - 0 1");
    assert!(pos.legal_moves().is_empty());
    assert_eq!(
        pos.outcome().unwrap().to_string(),
        "0-1 black wins by stalemate"
    );
}

/// Why a drop is refused: the centre first, then it must enclose (reversi) or touch
/// (ataxx).
#[test]
fn refused_drops_say_why() {
    let start = position("flipersi", &format!("8/8/8/8/8/8/8/8[{}{}] w - - 0 1", "P".repeat(32), "p".repeat(32)));
    let e = start.validate("P@a1").unwrap_err();
    assert_eq!(e.code.to_string(), "DropNotAllowed");
    assert!(e.message.contains("d4 e4 d5 e5"), "{}", e.message);
    let pos = position("flipello", &format!("8/8/8/3pP3/3Pp3/8/8/8[{}{}] w - - 0 1", "P".repeat(60), "p".repeat(60)));
    let e = pos.validate("P@a1").unwrap_err();
    assert!(e.message.contains("enclose"), "{}", e.message);
    let pos = position("ataxx", "P5p/7/7/7/7/7/p5P w - - 0 1");
    let e = pos.validate("P@d4").unwrap_err();
    assert!(e.message.contains("next to"), "{}", e.message);
    // An unlimited hand has no pocket in the FEN.
    let variant = fers_conformance::variant("ataxx").unwrap();
    assert!(Position::from_fen(&variant, "P5p/7/7/7/7/7/p5P[Pp] w - - 0 1", FenMode::Strict).is_err());
}

/// A small placing game, with `extra` spliced into its text at `{}`.
fn placing_game(extra: &str) -> String {
    format!(
        r#"name = "bad"
[board]
files = 4
ranks = 4
start = "4/1pP1/1Pp1/4[PPpp] w - - 0 1"
[pieces.disc]
letter = "p"
moves = []
{extra}"#
    )
}

/// The problems of a bad flipping ruleset: `(code, line)` of each, as `fers check`
/// prints them (with the column and a hint).
fn problems(text: &str) -> Vec<(fers_movement::DiagnosticCode, usize, String)> {
    match fers_rules::load_ruleset(text, "bad.toml", &|_| None) {
        Ok(_) => panic!("loaded, but should not have:\n{text}"),
        Err(e) => e
            .diagnostics
            .iter()
            .map(|d| (d.code, d.line, d.message.clone()))
            .collect(),
    }
}

#[test]
fn contradictory_flipping_rulesets_are_refused_with_their_place() {
    use fers_movement::DiagnosticCode as Code;
    let cases: [(String, Code, usize, &str); 7] = [
        // A word `flips` does not know.
        (
            placing_game("[hands]\n[rules.flipping]\nflips = \"sideways\"\n"),
            Code::BadRule,
            11,
            "`rules.flipping.flips`",
        ),
        // A royal kind may not change sides.
        (
            placing_game("royal = true\n[hands]\n[rules.flipping]\nflips = \"enclosed\"\n"),
            Code::BadRoyal,
            11,
            "royal",
        ),
        // No piece can land: no moves, no hands.
        (
            placing_game("[rules.flipping]\nflips = \"adjacent\"\n"),
            Code::BadRule,
            9,
            "no piece can",
        ),
        // Drop rules without drops.
        (
            placing_game("[hands]\ndrops = false\ndrop-must = \"enclose\"\n"),
            Code::BadRule,
            11,
            "`drops = false`",
        ),
        // `drop-first` names no region.
        (
            placing_game("[hands]\ndrop-first = \"centre\"\n"),
            Code::BadRegion,
            10,
            "not a region",
        ),
        // An unlimited hand and a pocket.
        (
            placing_game("[hands]\nunlimited = true\n"),
            Code::BadStartPosition,
            5,
            "unlimited",
        ),
        // Counting with nothing to count at.
        (
            placing_game("[rules.counting]\nvalues = { disc = 1 }\nequal = \"draw\"\n"),
            Code::BadRule,
            9,
            "full-board-ends",
        ),
    ];
    for (text, code, line, words) in cases {
        let found = problems(&text);
        assert!(
            found
                .iter()
                .any(|(c, l, m)| *c == code && *l == line && m.contains(words)),
            "{text}\n{found:#?}"
        );
    }
    // The game itself loads, flips and ends.
    let good = placing_game(
        "[regions]\ncentre = { squares = \"b2-c3\" }\n[hands]\ndrop-must = \"enclose\"\n[rules]\nfull-board-ends = true\n[rules.flipping]\nflips = \"enclosed\"\n",
    );
    fers_rules::load_ruleset(&good, "good.toml", &|_| None).unwrap();
}

/// A pawn flipped on its new side's promotion rank stays a pawn there (a flip is no
/// move of the pawn), and a strict FEN accepts it; without flipping no game reaches it.
#[test]
fn a_pawn_flipped_onto_its_last_rank_stands_there_unpromoted() {
    let ruleset = |flipping: &str| {
        format!(
            r#"name = "flipped-pawns"
[board]
files = 4
ranks = 4
start = "1p2/4/4/R3 w - - 0 1"
[pieces.pawn]
letter = "p"
betza = "fmWfcF"
promotion = {{ to = ["rook"] }}
[pieces.rook]
letter = "r"
betza = "R"
{flipping}"#
        )
    };
    let load = |text: String| {
        let ruleset = fers_rules::load_ruleset(&text, "flipped-pawns.toml", &|_| None).unwrap();
        fers_rules::Variant::new(ruleset).unwrap()
    };
    let flipping = load(ruleset("[rules.flipping]\nflips = \"adjacent\"\n"));
    let mut pos = Position::start(&flipping);
    let m = pos.parse_uci("a1a3").unwrap();
    assert_eq!(pos.flips(m), ["b4"]);
    pos.play_unchecked(m);
    assert_eq!(pos.fen(), "1P2/R3/4/4 b - - 1 1");
    assert!(Position::from_fen(&flipping, &pos.fen(), FenMode::Strict).is_ok());
    let plain = load(ruleset(""));
    let e = Position::from_fen(&plain, "1P2/R3/4/4 b - - 1 1", FenMode::Strict).unwrap_err();
    assert!(e.to_string().contains("a pawn on b4 stands where it must have promoted"), "{e}");
}
