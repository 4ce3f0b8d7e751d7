//! Hostile input: every bound of `fers_pgn::limits` is reported with its place, the
//! reader goes on with the next game, and nothing panics or hangs.

use fers_pgn::limits::{
    MAX_COMMENT_LEN, MAX_GAME_ANNOTATIONS, MAX_SYMBOL_LEN, MAX_TAG_NAME_LEN, MAX_TAG_VALUE_LEN,
    MAX_TAGS, MAX_VARIATION_DEPTH,
};
use fers_pgn::{ReadError, Reader, ReaderOptions, SyntaxErrorKind};

const NEXT: &str = "\n\n[Event \"next\"]\n\n1. e4 *\n";

/// The first item's error kind and place, and that the next game is then read.
fn first_error(text: &str, options: ReaderOptions) -> (SyntaxErrorKind, u64, u64) {
    let items: Vec<_> = Reader::with_options(text.as_bytes(), options).collect();
    assert_eq!(items.len(), 2, "{items:?}");
    let next = items[1].as_ref().expect("the next game is read");
    assert_eq!(next.tags.get("Event"), Some("next"));
    match &items[0] {
        Err(ReadError::Syntax { error, .. }) => {
            (error.kind.clone(), error.place.line, error.place.column)
        }
        other => panic!("expected a syntax error, got {other:?}"),
    }
}

fn both_ways(text: &str) -> (SyntaxErrorKind, u64, u64) {
    let kept = first_error(
        text,
        ReaderOptions {
            comments: true,
            variations: true,
        },
    );
    let skipped = first_error(
        text,
        ReaderOptions {
            comments: false,
            variations: false,
        },
    );
    assert_eq!(kept, skipped);
    kept
}

#[test]
fn a_tag_value_too_long() {
    let text = format!(
        "[Event \"{}\"]\n[Site \"?\"]\n\n1. e4 *{NEXT}",
        "x".repeat(MAX_TAG_VALUE_LEN + 1)
    );
    assert_eq!(both_ways(&text), (SyntaxErrorKind::TagTooLong, 1, 8));
    let exact = format!("[Event \"{}\"]\n\n1. e4 *", "x".repeat(MAX_TAG_VALUE_LEN));
    assert!(Reader::new(exact.as_bytes()).next().unwrap().is_ok());
}

#[test]
fn a_tag_name_too_long() {
    let text = format!(
        "[{} \"x\"]\n\n1. e4 *{NEXT}",
        "E".repeat(MAX_TAG_NAME_LEN + 1)
    );
    assert_eq!(both_ways(&text), (SyntaxErrorKind::TagTooLong, 1, 2));
}

#[test]
fn too_many_tags() {
    let tags: String = (0..=MAX_TAGS).map(|i| format!("[T{i} \"x\"]\n")).collect();
    let text = format!("{tags}\n1. e4 *{NEXT}");
    let line = MAX_TAGS as u64 + 1;
    assert_eq!(both_ways(&text), (SyntaxErrorKind::TooManyTags, line, 1));
}

#[test]
fn a_comment_too_long() {
    let text = format!("1. e4 {{{}}} e5 *{NEXT}", "c".repeat(MAX_COMMENT_LEN + 1));
    assert_eq!(both_ways(&text), (SyntaxErrorKind::CommentTooLong, 1, 7));
    let text = format!("1. e4 ;{}\ne5 *{NEXT}", "c".repeat(MAX_COMMENT_LEN + 1));
    assert_eq!(both_ways(&text), (SyntaxErrorKind::CommentTooLong, 1, 7));
    let exact = format!("1. e4 {{{}}} *", "c".repeat(MAX_COMMENT_LEN));
    let game = Reader::new(exact.as_bytes()).next().unwrap().unwrap();
    assert_eq!(game.mainline.moves[0].comments[0].len(), MAX_COMMENT_LEN);
}

#[test]
fn a_symbol_too_long() {
    let text = format!("1. e4 {} *{NEXT}", "a".repeat(MAX_SYMBOL_LEN + 1));
    assert_eq!(both_ways(&text), (SyntaxErrorKind::SymbolTooLong, 1, 7));
}

#[test]
fn variations_nested_too_deep_kept_or_skipped() {
    let open = "( e4 ".repeat(MAX_VARIATION_DEPTH + 1);
    let text = format!(
        "1. e4 {open}{} *{NEXT}",
        ")".repeat(MAX_VARIATION_DEPTH + 1)
    );
    let column = 7 + 5 * MAX_VARIATION_DEPTH as u64;
    assert_eq!(
        both_ways(&text),
        (SyntaxErrorKind::VariationTooDeep, 1, column)
    );
    // At the limit, kept: a chain of MAX_VARIATION_DEPTH nested variations.
    let open = "( e4 ".repeat(MAX_VARIATION_DEPTH);
    let text = format!("1. e4 {open}{} *", ")".repeat(MAX_VARIATION_DEPTH));
    let options = ReaderOptions {
        comments: true,
        variations: true,
    };
    let game = Reader::with_options(text.as_bytes(), options)
        .next()
        .unwrap()
        .unwrap();
    let mut depth = 0;
    let mut m = &game.mainline.moves[0];
    while let Some(v) = m.variations.first() {
        depth += 1;
        m = &v.moves[0];
    }
    assert_eq!(depth, MAX_VARIATION_DEPTH);
}

#[test]
fn parentheses_and_strings_out_of_place() {
    assert_eq!(
        both_ways(&format!("1. e4 e5 ) *{NEXT}")),
        (SyntaxErrorKind::UnmatchedParenthesis, 1, 10)
    );
    assert_eq!(
        both_ways(&format!("( 1. e4 ) *{NEXT}")),
        (SyntaxErrorKind::VariationWithoutMove, 1, 1)
    );
    assert_eq!(
        both_ways(&format!("1. e4 $300 *{NEXT}")),
        (SyntaxErrorKind::BadNag, 1, 7)
    );
    assert_eq!(
        both_ways(&format!("1. e4 !!? *{NEXT}")),
        (SyntaxErrorKind::BadNag, 1, 7)
    );
    assert_eq!(
        both_ways(&format!("[Event \"open\n\n1. e4 *{NEXT}")),
        (SyntaxErrorKind::UnterminatedString, 1, 8)
    );
    assert_eq!(
        both_ways(&format!("1. e4 \u{e9} *{NEXT}")),
        (SyntaxErrorKind::UnexpectedByte(0xC3), 1, 7)
    );
}

#[test]
fn an_unclosed_variation_ends_where_the_next_game_begins() {
    let text = format!("[Event \"a\"]\n\n1. e4 (1. d4 d5{NEXT}");
    assert_eq!(both_ways(&text), (SyntaxErrorKind::UnclosedVariation, 3, 7));
}

#[test]
fn a_byte_order_mark_escape_lines_and_crlf_are_accepted() {
    let text = "\u{feff}% an escape line\r\n[Event \"x\"]\r\n\r\n1.e4 e5 2.Nf3 *\r\n";
    let game = Reader::new(text.as_bytes()).next().unwrap().unwrap();
    assert_eq!(game.tags.get("Event"), Some("x"));
    assert_eq!(game.sans().collect::<Vec<_>>(), ["e4", "e5", "Nf3"]);
    assert_eq!(game.line, 2);
}

#[test]
fn games_without_termination_markers_end_at_the_next_tags() {
    let text = "[Event \"a\"]\n\n1. e4 e5\n[Event \"b\"]\n\n1. d4\n";
    let games: Vec<_> = Reader::new(text.as_bytes()).map(Result::unwrap).collect();
    assert_eq!(games.len(), 2);
    assert_eq!(games[0].result, None);
    assert_eq!(games[1].sans().collect::<Vec<_>>(), ["d4"]);
}

/// Every prefix of a PGN with every construct, and bytes from a fixed generator: the
/// reader ends without panicking and yields at most one item per byte.
#[test]
fn arbitrary_input_never_panics_or_hangs() {
    let sample = "[Event \"a \\\"b\\\"\"]\n; c\n1. e4! {x} (1. d4 $1 (1. c4)) 1... e5?? 2. O-O-O+ e8=Q# 1/2-1/2\n";
    for end in 0..=sample.len() {
        let n = Reader::new(&sample.as_bytes()[..end]).count();
        assert!(n <= end + 1);
    }
    let alphabet = b"[]{}()\"\\;$!?.*%\n 1e4-/=O#+x\x00\xff";
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    for _ in 0..300 {
        let bytes: Vec<u8> = (0..400)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                alphabet[(state % alphabet.len() as u64) as usize]
            })
            .collect();
        for options in [
            ReaderOptions::default(),
            ReaderOptions {
                comments: false,
                variations: true,
            },
        ] {
            let n = Reader::with_options(&bytes[..], options).count();
            assert!(n <= bytes.len() + 1);
        }
    }
}

/// A failing input stops the reader after one error.
#[test]
fn an_input_error_ends_the_reader() {
    struct Failing;
    impl std::io::Read for Failing {
        fn read(&mut self, _: &mut [u8]) -> std::io::Result<usize> {
            Err(std::io::Error::other("disk on fire"))
        }
    }
    let items: Vec<_> = Reader::new(std::io::BufReader::new(Failing)).collect();
    assert_eq!(items.len(), 1);
    assert!(matches!(items[0], Err(ReadError::Io(_))));
}

/// Games come one at a time from a reader that makes them up as it goes: 100,000 games
/// (about 10 MB) without the whole input ever existing, which is how a file of many
/// gigabytes is read in constant memory.
#[test]
fn a_long_stream_is_read_game_by_game() {
    struct Games {
        left: u32,
        buf: Vec<u8>,
        at: usize,
    }
    impl std::io::Read for Games {
        fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
            if self.at == self.buf.len() {
                if self.left == 0 {
                    return Ok(0);
                }
                self.left -= 1;
                self.buf = format!(
                    "[Event \"{}\"]\n[Site \"?\"]\n\n1. e4 {{[%clk 0:03:00]}} e5 2. Nf3 (2. f4) Nc6 1-0\n\n",
                    self.left
                )
                .into_bytes();
                self.at = 0;
            }
            let n = out.len().min(self.buf.len() - self.at);
            out[..n].copy_from_slice(&self.buf[self.at..self.at + n]);
            self.at += n;
            Ok(n)
        }
    }
    let input = std::io::BufReader::new(Games {
        left: 100_000,
        buf: Vec::new(),
        at: 0,
    });
    let mut count = 0u32;
    for game in Reader::new(input) {
        let game = game.unwrap();
        assert_eq!(game.mainline.moves.len(), 4);
        count += 1;
    }
    assert_eq!(count, 100_000);
}

#[test]
fn a_game_whose_first_token_is_malformed_starts_there() {
    let text = "\n\n\u{1}[Event \"x\"]\n\n1. e4 *\n\n[Event \"next\"]\n\n1. d4 *\n";
    let items: Vec<_> = Reader::new(text.as_bytes()).collect();
    assert_eq!(items.len(), 2);
    match &items[0] {
        Err(ReadError::Syntax { game_line, error }) => {
            assert_eq!(
                (*game_line, error.place.line, error.place.column),
                (3, 3, 1)
            );
            assert_eq!(error.kind, SyntaxErrorKind::UnexpectedByte(1));
            assert_eq!(
                error.to_string(),
                "3:1: UnexpectedByte: unexpected byte 0x01"
            );
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(items[1].as_ref().unwrap().tags.get("Event"), Some("next"));
}

/// Empty comments, empty variations and NAGs hold no text, but each is kept in memory:
/// they count against the game's bound on annotations, so a game of millions of `{}`
/// stops with `GameTooLong` instead of filling the memory.
#[test]
fn empty_comments_variations_and_nags_count_against_the_game_bound() {
    let kept = ReaderOptions {
        comments: true,
        variations: true,
    };
    let column = 7 + 3 * MAX_GAME_ANNOTATIONS as u64;
    for item in ["{} ", "() ", "$1 ", "!? "] {
        let text = format!("1. e4 {}*{NEXT}", item.repeat(MAX_GAME_ANNOTATIONS + 1));
        assert_eq!(
            first_error(&text, kept),
            (SyntaxErrorKind::GameTooLong, 1, column),
            "{item}"
        );
        // At the bound, the game is read.
        let text = format!("1. e4 {}*", item.repeat(MAX_GAME_ANNOTATIONS));
        let game = Reader::with_options(text.as_bytes(), kept).next().unwrap();
        assert!(game.is_ok(), "{item}");
    }
    // Mixed, and before the first move too.
    let text = format!(
        "{}1. e4 {}*{NEXT}",
        "{} ".repeat(MAX_GAME_ANNOTATIONS / 2),
        "() $1 ".repeat(MAX_GAME_ANNOTATIONS / 4 + 1)
    );
    let (kind, ..) = first_error(&text, kept);
    assert_eq!(kind, SyntaxErrorKind::GameTooLong);
    // What is skipped is not kept, and costs nothing.
    let skipped = ReaderOptions {
        comments: false,
        variations: false,
    };
    let text = format!("1. e4 {}*", "{} () ".repeat(MAX_GAME_ANNOTATIONS + 1));
    assert!(Reader::with_options(text.as_bytes(), skipped).next().unwrap().is_ok());
}

/// Files joined with `cat a.pgn b.pgn`: the second one's byte-order mark starts a line
/// inside the input, and is skipped as at the start of the input.
#[test]
fn a_byte_order_mark_at_the_start_of_a_later_line_is_skipped() {
    let text = "\u{feff}[Event \"a\"]\n\n1. e4 *\n\u{feff}[Event \"b\"]\n\n1. d4 *\n\n\u{feff}\u{feff}% escape\n[Event \"c\"]\n\n1. c4 *\n";
    let games: Vec<_> = Reader::new(text.as_bytes())
        .map(|g| g.expect("every game reads"))
        .collect();
    let events: Vec<_> = games.iter().map(|g| g.tags.get("Event").unwrap()).collect();
    assert_eq!(events, ["a", "b", "c"]);
    assert_eq!(games[1].line, 4);
    assert_eq!(games[1].sans().collect::<Vec<_>>(), ["d4"]);
    // Inside a line, it is still a byte no PGN token starts with.
    let text = format!("1. e4 \u{feff}e5 *{NEXT}");
    assert_eq!(
        both_ways(&text),
        (SyntaxErrorKind::UnexpectedByte(0xEF), 1, 7)
    );
}
