//! Comments, NAGs and variations survive writing: a game read, replayed and written with
//! `write_annotated_game` reads back to the same game (apart from where its moves were
//! in the input), and is written the same again.

use fers_pgn::{
    PgnGame, Place, Reader, ReaderOptions, ToPgn, Variants, Variation, write_annotated_game,
};
use std::path::PathBuf;

const OPTIONS: ReaderOptions = ReaderOptions {
    comments: true,
    variations: true,
};

fn read_one(text: &str) -> PgnGame {
    let mut games = Reader::with_options(text.as_bytes(), OPTIONS);
    let game = games
        .next()
        .expect("a game")
        .unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert!(games.next().is_none(), "one game\n{text}");
    game
}

/// The game without the places of its moves and its first line, which writing changes.
fn without_places(mut game: PgnGame) -> PgnGame {
    fn line(v: &mut Variation) {
        for m in &mut v.moves {
            m.place = Place::default();
            m.variations.iter_mut().for_each(line);
        }
    }
    game.line = 0;
    line(&mut game.mainline);
    game
}

/// Replays `game` and writes it with its annotations.
fn write(game: &PgnGame) -> String {
    let played = Variants::new()
        .replay(game)
        .unwrap_or_else(|e| panic!("{e}"));
    played.to_annotated_pgn(game)
}

/// Read, write, read, write: the two games are equal and the two texts too.
fn assert_fixed_point(first: &PgnGame) -> String {
    let text = write(first);
    assert!(
        text.lines().all(|l| l.chars().count() <= 80),
        "a line over 80 columns:\n{text}"
    );
    let second = read_one(&text);
    assert_eq!(
        without_places(second.clone()),
        without_places(first.clone()),
        "\n{text}"
    );
    assert_eq!(write(&second), text);
    text
}

const ANNOTATED: &str = r#"[Event "Annotated"]
[Site "?"]
[Date "2024.01.02"]
[Round "1"]
[White "A"]
[Black "B"]
[Result "1-0"]
[Annotator "Fers"]

{ A comment before the first move,
  over two lines. } { And a second one. }
1. e4! e5 2. Nf3 $1 {Developing.} Nc6 ?! (2... d6 {Philidor} 3. d4 (3. Bc4 Be7
(3... Nf6 $5) 4. d4) 3... Nf6) (2... Nf6 {Petrov} $14) 3. Bb5 a6 {This comment is
long enough that it has to be broken over more than one line of the eighty columns
that the PGN export format allows.} 4. Ba4 ; a rest-of-line comment
Nf6 5. O-O (5. Nc3) 1-0
"#;

#[test]
fn an_annotated_game_is_a_fixed_point_of_reading_and_writing() {
    let first = read_one(ANNOTATED);
    // What the reader kept, so that the fixed point is not one of an empty game.
    assert_eq!(
        first.mainline.comments,
        [
            "A comment before the first move, over two lines.",
            "And a second one."
        ]
    );
    let m = &first.mainline.moves;
    assert_eq!(
        (m[0].nags.as_slice(), m[2].nags.as_slice()),
        (&[1][..], &[1][..])
    );
    assert_eq!(m[2].comments, ["Developing."]);
    assert_eq!(m[3].nags, [6]);
    assert_eq!(m[3].variations.len(), 2);
    let philidor = &m[3].variations[0];
    assert_eq!(philidor.moves[1].variations[0].moves[1].variations.len(), 1);
    assert_eq!(m[6].comments, ["a rest-of-line comment"]);

    let text = assert_fixed_point(&first);
    assert_eq!(
        text,
        r#"[Event "Annotated"]
[Site "?"]
[Date "2024.01.02"]
[Round "1"]
[White "A"]
[Black "B"]
[Result "1-0"]
[Annotator "Fers"]

{ A comment before the first move, over two lines. } { And a second one. }
1. e4 $1 e5 2. Nf3 $1 { Developing. } 2... Nc6 $6 (2... d6 { Philidor } 3. d4
(3. Bc4 Be7 (3... Nf6 $5) 4. d4) 3... Nf6) (2... Nf6 $14 { Petrov }) 3. Bb5 a6
{ This comment is long enough that it has to be broken over more than one line
of the eighty columns that the PGN export format allows. } 4. Ba4 { a
rest-of-line comment } 4... Nf6 5. O-O (5. Nc3) 1-0

"#
    );
}

#[test]
fn a_game_from_a_fen_with_black_to_move_numbers_its_variations() {
    let pgn = "[Event \"x\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n\
               [White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n[SetUp \"1\"]\n\
               [FEN \"4k3/8/8/8/8/8/7p/R3K3 b Q - 3 41\"]\n\n\
               41... Kd7 (41... Kf7 42. Ra7+ (42. O-O-O) 42... Kg6) 42. O-O-O+ Kc6 *\n";
    let first = read_one(pgn);
    let text = assert_fixed_point(&first);
    assert!(
        text.ends_with("41... Kd7 (41... Kf7 42. Ra7+ (42. O-O-O) 42... Kg6) 42. O-O-O+ Kc6 *\n\n"),
        "{text}"
    );
}

#[test]
fn braces_and_whitespace_in_comments_are_normalised_once() {
    // A `;` comment may hold a `}`, which a `{...}` comment cannot: it is left out.
    let pgn = "[Event \"x\"]\n\n1. e4 ; a } b\t c\n{} e5 { \n } *\n";
    let first = read_one(pgn);
    assert_eq!(first.mainline.moves[0].comments, ["a } b c", ""]);
    assert_eq!(first.mainline.moves[1].comments, [""]);
    let text = write(&first);
    assert!(
        text.ends_with("1. e4 { a b c } { } 1... e5 { } *\n\n"),
        "{text}"
    );
    // Once written, the game is a fixed point.
    assert_fixed_point(&read_one(&text));
}

#[test]
fn annotations_go_with_the_moves_by_ply() {
    let first = read_one("[Event \"x\"]\n\n1. e4 {one} e5 {two} *\n");
    let mut played = Variants::new().replay(&first).unwrap();
    // A move taken back and others played: the annotations stay with their plies.
    played.undo();
    played.play_text("c5").unwrap();
    played.play_text("Nf3").unwrap();
    let text = played.to_annotated_pgn(&first);
    assert!(
        text.ends_with("1. e4 { one } 1... c5 { two } 2. Nf3 *\n\n"),
        "{text}"
    );
    // A shorter game: the annotations of the moves it lacks are not written.
    let mut game = played;
    game.undo();
    game.undo();
    let text = write_annotated_game(&game, &first);
    assert!(text.ends_with("1. e4 { one } *\n\n"), "{text}");
}

fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/data/pgn")
        .join(name)
}

#[test]
fn every_fixture_game_keeps_its_annotations() {
    for name in ["python-chess.pgn", "lichess.pgn"] {
        let bytes = std::fs::read(data(name)).expect("fixture exists");
        for (i, game) in Reader::with_options(&bytes[..], OPTIONS).enumerate() {
            let first = game.unwrap_or_else(|e| panic!("{name} game {}: {e}", i + 1));
            let text = write(&first);
            let second = read_one(&text);
            // Tags gain the seven-tag roster; the move text is kept as read.
            assert_eq!(
                without_places(second.clone()).mainline,
                without_places(first.clone()).mainline,
                "{name} game {}\n{text}",
                i + 1
            );
            assert_fixed_point(&second);
        }
    }
}
