//! Real PGN from other programs (`tests/data/pgn`): python-chess's exporter and
//! lichess-style files replay to python-chess's own final positions, write back and read
//! again to the same moves; malformed games are reported exactly.

use fers_pgn::{
    Game, PgnGame, ReadError, Reader, ReaderOptions, ReplayError, Tags, ToPgn, Variants,
    check_result,
};
use std::path::PathBuf;

fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/data/pgn")
        .join(name)
}

fn read_all(name: &str, options: ReaderOptions) -> Vec<Result<PgnGame, ReadError>> {
    let text = std::fs::read(data(name)).expect("fixture exists");
    Reader::with_options(&text[..], options).collect()
}

/// (plies, result, fen) per game, from python-chess.
fn expected(name: &str) -> Vec<(usize, String, String)> {
    let text = std::fs::read_to_string(data(name)).expect("expectations exist");
    text.lines()
        .skip(1)
        .map(|line| {
            let f: Vec<&str> = line.split('\t').collect();
            (f[1].parse().unwrap(), f[2].to_string(), f[3].to_string())
        })
        .collect()
}

fn result_of(game: &Game) -> String {
    game.outcome().map_or("*".into(), |o| o.score().to_string())
}

fn check_against_python_chess(pgn: &str, tsv: &str, games: usize) {
    let options = ReaderOptions {
        comments: true,
        variations: true,
    };
    let read = read_all(pgn, options);
    let want = expected(tsv);
    assert_eq!(read.len(), games);
    assert_eq!(want.len(), games);
    let mut variants = Variants::new();
    for (i, (game, (plies, result, fen))) in read.into_iter().zip(want).enumerate() {
        let game = game.unwrap_or_else(|e| panic!("{pgn} game {}: {e}", i + 1));
        let played = variants
            .replay(&game)
            .unwrap_or_else(|e| panic!("{pgn} game {}: {e}", i + 1));
        assert_eq!(played.plies(), plies, "{pgn} game {}", i + 1);
        assert_eq!(played.fen(), fen, "{pgn} game {}", i + 1);
        assert_eq!(result_of(&played), result, "{pgn} game {}", i + 1);
        // Written by Fers, read again: the same moves and position.
        let text = played.to_pgn(&game.tags);
        let again = Reader::new(text.as_bytes()).next().unwrap().unwrap();
        let replayed = variants.replay(&again).unwrap();
        assert_eq!(replayed.ucis(), played.ucis(), "{pgn} game {}", i + 1);
        assert_eq!(replayed.fen(), fen);
        assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
    }
}

#[test]
fn python_chess_exports_replay_to_python_chess_positions() {
    check_against_python_chess("python-chess.pgn", "python-chess.expected.tsv", 13);
}

#[test]
fn lichess_exports_replay_to_python_chess_positions() {
    check_against_python_chess("lichess.pgn", "lichess.expected.tsv", 4);
}

#[test]
fn python_chess_annotations_are_kept() {
    let options = ReaderOptions {
        comments: true,
        variations: true,
    };
    let games = read_all("python-chess.pgn", options);
    let first = games[0].as_ref().unwrap();
    assert_eq!(first.tags.get("Round"), Some("1"));
    assert_eq!(first.tags.get("White"), Some("Random, A."));
    let m = &first.mainline.moves;
    assert_eq!(m.len(), 240);
    assert_eq!(m[0].comments, ["[%clk 0:09:59]"]);
    assert_eq!(m[4].nags, [6]);
    // Ply 9's alternative, with its reply marked $1.
    let side = &m[8].variations[0];
    assert_eq!(side.moves[0].comments, ["an alternative"]);
    assert_eq!(side.moves[1].nags, [1]);
    // Skipped by default.
    let plain = read_all("python-chess.pgn", ReaderOptions::default());
    assert!(
        plain[0].as_ref().unwrap().mainline.moves[8]
            .variations
            .is_empty()
    );
}

#[test]
fn lichess_study_annotations_are_kept() {
    let options = ReaderOptions {
        comments: true,
        variations: true,
    };
    let games = read_all("lichess.pgn", options);
    let study = games[2].as_ref().unwrap();
    assert_eq!(
        study.mainline.comments,
        ["The main line, with the usual sidelines."]
    );
    let m = &study.mainline.moves;
    assert_eq!(m[0].comments, ["[%eval 0.2]"]);
    assert_eq!(m[4].san, "Bb5");
    assert_eq!(m[4].nags, [1]);
    let sans = |v: &fers_pgn::Variation| v.moves.iter().map(|m| m.san.clone()).collect::<Vec<_>>();
    assert_eq!(m[5].variations.len(), 2);
    assert_eq!(sans(&m[5].variations[0]), ["Nf6", "O-O", "Nxe4"]);
    assert_eq!(
        sans(&m[5].variations[0].moves[1].variations[0]),
        ["d3", "Bc5"]
    );
    assert_eq!(m[5].variations[0].moves[1].variations[0].moves[0].nags, [5]);
    assert_eq!(m[5].variations[0].moves[2].nags, [14]);
    assert_eq!(m[5].variations[1].moves[0].nags, [6]);
    assert_eq!(m[7].comments, ["a rest-of-line comment, as PGN allows"]);
    assert_eq!(m[8].nags, [3, 1]);
    let blitz = games[0].as_ref().unwrap();
    assert_eq!(blitz.mainline.moves[5].nags, [4]);
    assert_eq!(blitz.tags.get("Termination"), Some("Normal"));
    assert_eq!(blitz.tags.len(), 18);
}

#[test]
fn a_chess960_game_is_written_with_its_variant_and_fen() {
    let games = read_all("lichess.pgn", ReaderOptions::default());
    let game = games[1].as_ref().unwrap();
    let played = Variants::new().replay(game).unwrap();
    let mut tags = Tags::new();
    tags.insert("Result", "0-1");
    let text = played.to_pgn(&tags);
    assert!(
        text.contains(
            "[Result \"0-1\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n\
             [FEN \"nrbbkqrn/pppppppp/8/8/8/8/PPPPPPPP/NRBBKQRN w KQkq - 0 1\"]\n\n\
             1. e3 e6 2. Qe2 Qe7 3. O-O O-O 4. Nb3 Nb6 5. Qa6 bxa6 0-1\n\n"
        ),
        "{text}"
    );
}

/// Each item as `line: CODE` (the game's first problem), or `ok`.
fn reports(name: &str) -> Vec<String> {
    let mut variants = Variants::new();
    read_all(name, ReaderOptions::default())
        .into_iter()
        .map(|item| match item {
            Ok(game) => match variants.replay(&game) {
                Ok(played) => match check_result(&game, &played) {
                    Ok(()) => "ok".to_string(),
                    Err(e) => format!("{}: {}", game.line, e.code()),
                },
                Err(ReplayError::IllegalMove {
                    ply, san, place, ..
                }) => format!(
                    "{}:{} ply {ply} {san}: {}",
                    place.line,
                    place.column,
                    variants.replay(&game).unwrap_err().code()
                ),
                Err(e) => format!("{}: {}", game.line, e.code()),
            },
            Err(ReadError::Syntax { game_line, error }) => {
                format!("{game_line}/{}: {}", error.place, error.kind.code())
            }
            Err(e) => panic!("{e}"),
        })
        .collect()
}

#[test]
fn malformed_games_are_reported_and_the_reader_goes_on() {
    assert_eq!(
        reports("malformed.pgn"),
        [
            "ok",
            "8:4 ply 3 Nxf3: NothingToCapture",
            "10: UnknownVariant",
            "15: BadFen",
            "21/23:10: UnmatchedParenthesis",
            "ok",
            "29/31:7: UnclosedVariation",
            "ok",
            "38:13 ply 3 Ke3: PieceCannotMoveThatWay",
            "40: ResultMismatch",
            "45: ResultMismatch",
            "50/52:7: UnexpectedToken",
            "54/56:7: UnterminatedComment",
        ]
    );
}

/// A game in each variant python-chess plays, exported by python-chess: its `Variant`
/// tags (`Three-check`, `King of the Hill`, ...) name bundled rulesets, and its pawn
/// drops written without a letter (`@g5`) are read as pawn drops.
#[test]
fn python_chess_variant_exports_replay_to_python_chess_positions() {
    check_against_python_chess(
        "python-chess-variants.pgn",
        "python-chess-variants.expected.tsv",
        9,
    );
}
