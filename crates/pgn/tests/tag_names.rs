//! The writer never turns one tag into another: a name is written as it was read, and
//! a name no PGN reader could read back is left out.

use fers_pgn::{Reader, Tags, ToPgn, Variants, write_game};
use fers_rules::Game;

/// Tag names that are PGN symbols but not the tags replay reads: written as read, the
/// game stays standard chess from the start, and reads back with the same tags.
#[test]
fn names_close_to_replay_tags_are_written_as_read() {
    let pgn = "[Variant- \"crazyhouse\"]\n\
               [FEN: \"8/8/8/8/8/8/8/K1k5 w - - 0 1\"]\n\
               [@ \"at\"]\n\
               [SetUp_ \"1\"]\n\n1. e4 *\n";
    let game = Reader::new(pgn.as_bytes()).next().unwrap().unwrap();
    let played = Variants::new().replay(&game).unwrap();
    let text = played.to_pgn(&game.tags);
    assert!(
        text.contains(
            "[Variant- \"crazyhouse\"]\n[FEN: \"8/8/8/8/8/8/8/K1k5 w - - 0 1\"]\n\
             [@ \"at\"]\n[SetUp_ \"1\"]\n\n1. e4 *\n"
        ),
        "{text}"
    );
    assert!(!text.contains("[Variant \""), "{text}");
    assert!(!text.contains("[FEN \""), "{text}");
    let again = Reader::new(text.as_bytes()).next().unwrap().unwrap();
    assert_eq!(again.tags, {
        let mut tags = game.tags.clone();
        for (name, value) in [
            ("Event", "?"),
            ("Site", "?"),
            ("Date", "????.??.??"),
            ("Round", "?"),
            ("White", "?"),
            ("Black", "?"),
            ("Result", "*"),
        ] {
            tags.insert(name, value);
        }
        // The roster first, as the writer puts it.
        let mut ordered = Tags::new();
        for name in fers_pgn::SEVEN_TAG_ROSTER {
            ordered.insert(name, tags.get(name).unwrap());
        }
        for (name, value) in tags.iter() {
            ordered.insert(name, value);
        }
        ordered
    });
    let replayed = Variants::new().replay(&again).unwrap();
    assert_eq!(replayed.fen(), played.fen());
    assert_eq!(
        replayed.fen(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
}

/// Names given by a program that no reader could take back as that name (a space, a
/// bracket, a quote, nothing at all, a non-ASCII letter) are left out, not rewritten
/// into another name.
#[test]
fn names_that_cannot_be_written_are_left_out() {
    let mut game = Game::new(fers_standard::Chess::start());
    game.play_text("e4").unwrap();
    let mut tags = Tags::new();
    for name in ["White Elo", "Variant]", "", "Vari\"ant", "Variänt", "FEN\n", "Annotator"] {
        tags.insert(name, "x");
    }
    let text = write_game(&game, &tags);
    assert_eq!(
        text,
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n\
         [Black \"?\"]\n[Result \"*\"]\n[Annotator \"x\"]\n\n1. e4 *\n\n"
    );
}
