//! Every resource bound of `docs/limits.md`, each tested at the limit and one past it.

use fers_movement::{
    DiagnosticCode as Code, MAX_DIAGNOSTICS, MAX_EXTENDS_DEPTH, MAX_KINDS, MAX_OFFSET,
    MAX_RULESET_BYTES, MAX_RULESET_OFFSETS, MAX_SLIDE_DIRECTIONS, RulesetError, Source,
};
use fers_rules::{FenError, FenMode, IllegalCode, MAX_CLOCK, MAX_FEN_LEN, MAX_PERFT_DEPTH, Variant, load_ruleset};
use fers_rules::typed::{Game, Position};
use fers_standard::Chess;
use std::time::{Duration, Instant};

/// A ruleset on a `files × ranks` board with kings on a1 and the last square, plus
/// `pieces` (TOML tables) and `start` if given.
fn ruleset(files: usize, ranks: usize, start: Option<&str>, pieces: &str) -> String {
    let default_start = {
        let mut rows = vec![files.to_string(); ranks];
        rows[0] = if files == 1 {
            "k".into()
        } else {
            format!("{}k", files - 1)
        };
        rows[ranks - 1] = if files == 1 {
            "K".into()
        } else {
            format!("K{}", files - 1)
        };
        format!("{} w - - 0 1", rows.join("/"))
    };
    format!(
        "name = \"limits\"\n[board]\nfiles = {files}\nranks = {ranks}\nstart = \"{}\"\n[pieces.king]\nletter = \"k\"\nbetza = \"K\"\nroyal = true\n{pieces}",
        start.unwrap_or(&default_start)
    )
}

fn load(text: &str) -> Result<Variant, RulesetError> {
    let r = load_ruleset(text, "limits.toml", &|_| None)?;
    Ok(Variant::new(r).expect("compiles"))
}

fn codes(text: &str) -> Vec<Code> {
    load(text)
        .map(|_| ())
        .expect_err("must be refused")
        .diagnostics
        .iter()
        .map(|d| d.code)
        .collect()
}

/// A piece table with explicit offsets, one component per list.
fn piece(name: &str, letter: char, components: &[String]) -> String {
    format!(
        "[pieces.{name}]\nletter = \"{letter}\"\nmoves = [{}]\n",
        components.join(", ")
    )
}

fn offsets(list: &[(i32, i32)]) -> String {
    list.iter()
        .map(|(f, r)| format!("[{f}, {r}]"))
        .collect::<Vec<_>>()
        .join(", ")
}

#[test]
fn board_at_most_16_by_16() {
    let v = load(&ruleset(16, 16, None, "")).unwrap();
    assert!(v.typed::<fers_rules::U256>().is_some());
    assert_eq!(
        codes(&ruleset(17, 16, Some("k/K w - - 0 1"), "")),
        [Code::BadBoard]
    );
    assert_eq!(
        codes(&ruleset(16, 17, Some("k/K w - - 0 1"), "")),
        [Code::BadBoard]
    );
    // The smallest playable board: on 1×2 the two kings would stand in check.
    let v = load(&ruleset(1, 3, None, "")).unwrap();
    assert!(v.typed::<u64>().is_some());
    let refused = load_ruleset(&ruleset(1, 2, None, ""), "limits.toml", &|_| None)
        .map(Variant::new)
        .expect("loads");
    assert!(
        refused.unwrap_err().to_string().contains("is in check"),
        "a start position with the side not to move in check is refused"
    );
}

#[test]
fn at_most_32_piece_kinds() {
    assert_eq!(MAX_KINDS, 32);
    // One ASCII letter each: 26 kinds is the most a valid ruleset can declare.
    let letters: Vec<char> = ('a'..='z').filter(|&c| c != 'k').collect();
    let many: String = letters
        .iter()
        .map(|&c| format!("[pieces.p{c}]\nletter = \"{c}\"\nbetza = \"W\"\n"))
        .collect();
    let v = load(&ruleset(8, 8, None, &many)).unwrap();
    assert_eq!(v.ruleset().pieces.len(), 26);
    // 33 kinds: refused for their number (and their letters).
    let too_many: String = (0..32)
        .map(|i| format!("[pieces.p{i}]\nletter = \"a\"\nbetza = \"W\"\n"))
        .collect();
    assert!(codes(&ruleset(8, 8, None, &too_many)).contains(&Code::TooLarge));
}

#[test]
fn at_most_4096_offsets_per_move() {
    let list = |n: usize| format!("{{ leap = [{}] }}", vec!["[0, 1]"; n].join(", "));
    load(&ruleset(8, 8, None, &piece("x", 'x', &[list(4096)]))).unwrap();
    assert_eq!(
        codes(&ruleset(8, 8, None, &piece("x", 'x', &[list(4097)]))),
        [Code::Syntax]
    );
}

#[test]
fn offsets_within_15() {
    assert_eq!(MAX_OFFSET, 15);
    let leap = |f: i32, r: i32| format!("{{ leap = [[{f}, {r}]] }}");
    load(&ruleset(16, 16, None, &piece("x", 'x', &[leap(15, -15)]))).unwrap();
    for (f, r) in [(16, 0), (0, -16), (0, 0)] {
        assert_eq!(
            codes(&ruleset(16, 16, None, &piece("x", 'x', &[leap(f, r)]))),
            [Code::BadMove]
        );
    }
}

#[test]
fn range_at_most_15() {
    let slide = |r: i64| format!("{{ slide = \"orthogonal\", range = {r} }}");
    load(&ruleset(16, 16, None, &piece("x", 'x', &[slide(15)]))).unwrap();
    for r in [0, 16, i64::MAX] {
        assert_eq!(
            codes(&ruleset(16, 16, None, &piece("x", 'x', &[slide(r)]))),
            [Code::BadMove]
        );
    }
    // Betza ranges are stored in a byte: up to 255 (beyond 15, the same as unlimited).
    let betza = |b: &str| format!("[pieces.x]\nletter = \"x\"\nbetza = \"{b}\"\n");
    load(&ruleset(16, 16, None, &betza("W255"))).unwrap();
    assert_eq!(
        codes(&ruleset(16, 16, None, &betza("W256"))),
        [Code::BadBetza]
    );
}

/// Every offset with both parts within ±`n`, but not the zero step.
fn square_of_offsets(n: i32) -> Vec<(i32, i32)> {
    let mut out = Vec::new();
    for f in -n..=n {
        for r in -n..=n {
            if (f, r) != (0, 0) {
                out.push((f, r));
            }
        }
    }
    out
}

#[test]
fn at_most_4096_offsets_per_ruleset() {
    assert_eq!(MAX_RULESET_OFFSETS, 4096);
    // The king has 8; four components of all 960 offsets and one of 248 make 4096.
    let all = square_of_offsets(15);
    assert_eq!(all.len(), 960);
    let leap = |l: &[(i32, i32)]| format!("{{ leap = [{}] }}", offsets(l));
    let mut comps = vec![leap(&all); 4];
    comps.push(leap(&all[..248]));
    load(&ruleset(16, 16, None, &piece("x", 'x', &comps))).unwrap();
    comps.push(leap(&all[..1]));
    let text = ruleset(16, 16, None, &piece("x", 'x', &comps));
    let err = load(&text).unwrap_err();
    assert_eq!(err.diagnostics.len(), 1, "{err}");
    let d = &err.diagnostics[0];
    assert_eq!((d.code, d.line, d.column), (Code::TooLarge, 10, 1), "{d}");
    assert!(d.message.contains("4097"), "{d}");
    // Many tiny Betza components count too: 513 knights of 8 offsets each.
    let betza = format!(
        "[pieces.x]\nletter = \"x\"\nbetza = \"{}\"\n",
        "iN".repeat(512)
    );
    assert_eq!(codes(&ruleset(16, 16, None, &betza)), [Code::TooLarge]);
}

#[test]
fn at_most_256_slide_directions() {
    assert_eq!(MAX_SLIDE_DIRECTIONS, 256);
    // ±7 in both parts: 224 directions, closed under reversal and black's mirror.
    let mut dirs = square_of_offsets(7);
    // (±8, ±r) for r in 1..=8: 32 more, 256 in all.
    for r in 1..=8 {
        dirs.extend([(8, r), (8, -r), (-8, r), (-8, -r)]);
    }
    let slide = |l: &[(i32, i32)]| format!("{{ slide = [{}] }}", offsets(l));
    let text = ruleset(
        16,
        16,
        Some("K15/16/16/16/16/16/16/8X7/16/16/16/16/16/16/16/15k w - - 0 1"),
        &piece("x", 'x', &[slide(&dirs)]),
    );
    // At the limit the rider moves exactly as walking its rays says (past 256, direction
    // indices wrapped around a byte and the rider lost most of its moves).
    let tables = (load(&text).unwrap())
        .typed::<fers_rules::U256>()
        .cloned()
        .unwrap_or_else(|| panic!("a 16x16 board"));
    // The black king on p1 is 7 files and 8 ranks away: no direction reaches it, so the
    // position is legal (strict) and the rider's moves are easy to walk.
    let fen = &tables.ruleset().start_fen;
    let pos = Position::from_fen(&tables, fen, FenMode::Strict).unwrap();
    let shape = pos.shape();
    let from = shape.parse_square("i9").unwrap();
    let generated = pos
        .legal_moves()
        .into_iter()
        .filter(|m| m.from == from)
        .count();
    let kings = [(0, 15), (15, 0)];
    let mut expected = std::collections::BTreeSet::new();
    for &(df, dr) in &dirs {
        let (mut f, mut r) = (8, 8);
        loop {
            f += df;
            r += dr;
            if !(0..16).contains(&f) || !(0..16).contains(&r) || kings.contains(&(f, r)) {
                break;
            }
            expected.insert((f, r));
        }
    }
    assert_eq!(generated, expected.len());
    // One more direction pair: refused.
    dirs.extend([(8, 0), (-8, 0)]);
    let text = ruleset(16, 16, None, &piece("x", 'x', &[slide(&dirs)]));
    assert_eq!(codes(&text), [Code::TooLarge]);
}

#[test]
fn extends_at_most_8_deep() {
    assert_eq!(MAX_EXTENDS_DEPTH, 8);
    let base = ruleset(8, 8, None, "");
    // `p0` extends `p1` ... `p{n-1}` extends `pn`, the base.
    let chain = |n: usize| {
        let base = base.clone();
        move |name: &str| -> Option<Source> {
            let i: usize = name.strip_prefix('p')?.parse().ok()?;
            let text = if i == n {
                base.clone()
            } else {
                format!("extends = \"p{}\"\n", i + 1)
            };
            Some(Source {
                name: name.into(),
                text,
            })
        }
    };
    let root = "extends = \"p1\"\n";
    let load_chain = |n: usize| load_ruleset(root, "p0", &chain(n));
    load_chain(MAX_EXTENDS_DEPTH).unwrap();
    let err = load_chain(MAX_EXTENDS_DEPTH + 1).unwrap_err();
    assert_eq!(err.diagnostics[0].code, Code::BadExtends);
    // A cycle stops at the same depth.
    let cycle = |_: &str| {
        Some(Source {
            name: "loop.toml".into(),
            text: "extends = \"loop\"\n".into(),
        })
    };
    let err = load_ruleset(root, "p0", &cycle).unwrap_err();
    assert_eq!(err.diagnostics[0].code, Code::BadExtends);
}

#[test]
fn name_lists_at_most_64() {
    let names = |n: usize| vec!["\"king\""; n].join(", ");
    let castling = |n: usize| {
        format!(
            "[castling]\nrook = [{}]\nsides = [{{ name = \"king\", king = \"e1\", king-to = \"g1\", rook = \"h1\", rook-to = \"f1\" }}]\n",
            names(n)
        )
    };
    // 64 names are read (whatever else is wrong with naming the king 64 times).
    if let Err(e) = load(&ruleset(8, 8, None, &castling(64))) {
        assert!(e.diagnostics.iter().all(|d| d.code != Code::Syntax), "{e}");
    }
    assert_eq!(codes(&ruleset(8, 8, None, &castling(65))), [Code::Syntax]);
}

#[test]
fn ruleset_text_at_most_1_mib() {
    assert_eq!(MAX_RULESET_BYTES, 1 << 20);
    let base = ruleset(8, 8, None, "");
    let pad = |n: usize| format!("{base}#{}\n", "x".repeat(n - base.len() - 2));
    let at_limit = pad(MAX_RULESET_BYTES);
    assert_eq!(at_limit.len(), MAX_RULESET_BYTES);
    load(&at_limit).unwrap();
    let over = pad(MAX_RULESET_BYTES + 1);
    let err = load(&over).unwrap_err();
    let d = &err.diagnostics[0];
    assert_eq!((d.code, d.line, d.column), (Code::TooLarge, 1, 1), "{d}");
    // A file that never ends is read only up to the limit.
    if std::path::Path::new("/dev/zero").exists() {
        let start = Instant::now();
        let text = fers_standard::read_ruleset_file("/dev/zero".as_ref()).unwrap();
        assert_eq!(text.len(), MAX_RULESET_BYTES + 1);
        match fers_standard::load_variant("/dev/zero") {
            Err(fers_standard::LoadError::Invalid(e)) => {
                assert!(e.to_string().contains("TooLarge"), "{e}")
            }
            Err(e) => panic!("{e}"),
            Ok(_) => panic!("/dev/zero loaded"),
        }
        assert!(start.elapsed() < Duration::from_secs(10));
    }
}

#[test]
fn at_most_100_diagnostics() {
    assert_eq!(MAX_DIAGNOSTICS, 100);
    // 200,000 bad promotion ranks, a problem each: the first 100 are kept and the rest
    // counted. Before the cap this took minutes (a scan of the text per problem).
    let list = vec!["99"; 200_000].join(",");
    let pawn = format!(
        "[pieces.pawn]\nletter = \"p\"\nbetza = \"fW\"\npromotion = {{ to = [\"pawn\"], zone = [{list}] }}\n"
    );
    let start = Instant::now();
    let err = load(&ruleset(8, 8, None, &pawn)).unwrap_err();
    assert!(
        start.elapsed() < Duration::from_secs(10),
        "{:?}",
        start.elapsed()
    );
    let d = &err.diagnostics;
    assert_eq!(d.len(), MAX_DIAGNOSTICS + 1);
    assert!(
        d[..MAX_DIAGNOSTICS]
            .iter()
            .all(|d| d.code == Code::BadPromotion)
    );
    let last = d.last().unwrap();
    assert_eq!((last.code, last.line, last.column), (Code::TooLarge, 1, 1));
    // 200,000 bad ranks, and the pawn promoting into a kind (itself) that must promote
    // again on its last rank.
    assert!(last.message.starts_with("199901 more problems"), "{last}");
}

#[test]
fn at_most_100_diagnostics_of_wrong_types() {
    // 200,000 values of the wrong type: found by the first reading pass, capped the same.
    let list = vec!["\"x\""; 200_000].join(",");
    let pawn = format!("[pieces.pawn]\nletter = \"p\"\nbetza = \"fW\"\ninitial-ranks = [{list}]\n");
    let start = Instant::now();
    let err = load(&ruleset(8, 8, None, &pawn)).unwrap_err();
    assert!(
        start.elapsed() < Duration::from_secs(10),
        "{:?}",
        start.elapsed()
    );
    let d = &err.diagnostics;
    assert_eq!(d.len(), MAX_DIAGNOSTICS + 1);
    assert!(d[..MAX_DIAGNOSTICS].iter().all(|d| d.code == Code::Syntax));
    let last = d.last().unwrap();
    assert_eq!((last.code, last.line, last.column), (Code::TooLarge, 1, 1));
    assert!(last.message.starts_with("199900 more problems"), "{last}");
}

#[test]
fn fen_at_most_4096_bytes() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let at_limit = format!("{start}{}", " ".repeat(MAX_FEN_LEN - start.len()));
    Chess::from_fen(&at_limit).unwrap();
    let over = format!("{at_limit} ");
    assert_eq!(
        Chess::from_fen(&over).unwrap_err(),
        FenError::TooLong {
            length: MAX_FEN_LEN + 1
        }
    );
    // The longest sensible FEN of the largest board is far below the limit.
    let full = format!(
        "{} w - - {MAX_CLOCK} {MAX_CLOCK}",
        vec!["K~".repeat(16); 16].join("/")
    );
    assert!(full.len() < MAX_FEN_LEN / 4, "{}", full.len());
}

#[test]
fn fen_clocks_at_most_1_000_000() {
    assert_eq!(MAX_CLOCK, 1_000_000);
    let fen = |h: u64, f: u64| format!("4k3/8/8/8/8/8/8/4K3 w - - {h} {f}");
    let pos = Chess::from_fen(&fen(1_000_000, 1_000_000)).unwrap();
    assert_eq!((pos.halfmoves(), pos.fullmoves()), (MAX_CLOCK, MAX_CLOCK));
    assert!(matches!(
        Chess::from_fen(&fen(1_000_001, 1)),
        Err(FenError::Clock { .. })
    ));
    assert!(matches!(
        Chess::from_fen(&fen(0, 1_000_001)),
        Err(FenError::Clock { .. })
    ));
}

#[test]
fn perft_depth_at_most_64() {
    assert_eq!(MAX_PERFT_DEPTH, 64);
    // Deeper requests are clamped (no buffer per requested ply): on a checkmate they
    // return at once.
    let mate =
        Chess::from_fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3").unwrap();
    let start = Instant::now();
    assert_eq!(mate.perft(u32::MAX), 0);
    assert!(mate.divide(u32::MAX).is_empty());
    assert!(start.elapsed() < Duration::from_secs(1));
    // The CLI refuses depths above the limit (exit 2): see crates/cli/tests/cli.rs.
}

#[test]
fn a_game_grows_by_one_state_per_ply_and_forced_rules_end_it() {
    // History holds one state (plain data: its size is bounded by a unit test of
    // fers-rules, `kernel::state`) and one Move per ply.
    // At half-move clock 149, one more reversible move reaches the forced 75-move rule:
    // the game is over and refuses every further move, so it stops growing.
    let pos = Chess::from_fen("4k3/8/8/8/8/8/P7/4K1N1 w - - 149 100").unwrap();
    let mut game = Game::new(pos);
    game.play_text("Nf3").unwrap();
    assert!(game.outcome().is_some());
    assert_eq!(
        game.play_text("Kd7").unwrap_err().code,
        IllegalCode::GameOver
    );
    assert_eq!(game.moves().count(), 1);
    assert_eq!(game.undo().map(|_| game.moves().count()), Some(0));
}

#[test]
fn a_16_by_16_board_full_of_riders_stays_fast() {
    // 96 riders of the most directions allowed (plus the kings): generation, validation
    // and a two-ply perft are bounded by the pieces and directions, not by the input.
    let mut dirs = square_of_offsets(7);
    for r in 1..=8 {
        dirs.extend([(8, r), (8, -r), (-8, r), (-8, -r)]);
    }
    // The slides move only (captures by a king step), so the position is a legal one
    // with 96 riders of 256 directions each on the move generator's hot path.
    let comp = format!(
        "{{ slide = [{}], mode = \"move\" }}, {{ leap = \"king\" }}",
        offsets(&dirs)
    );
    let riders = "X".repeat(16);
    let start = format!(
        "15k/{b}/{b}/{b}/16/16/16/16/16/16/16/16/{w}/{w}/{w}/K15 w - - 0 1",
        b = riders.to_lowercase(),
        w = riders
    );
    let text = ruleset(16, 16, Some(&start), &piece("x", 'x', &[comp]));
    let clock = Instant::now();
    let t = (load(&text).unwrap())
        .typed::<fers_rules::U256>()
        .cloned()
        .unwrap_or_else(|| panic!("16x16"));
    let pos = Position::from_fen(&t, &start, FenMode::Strict).unwrap();
    let moves = pos.legal_moves();
    assert!(moves.len() > 100);
    for text in ["a4a12", "a4a13", "p4p5", "garbage", "a4"] {
        let _ = pos.validate(text);
    }
    let n = pos.perft(2);
    assert!(n > 100_000, "{n}");
    assert!(
        clock.elapsed() < Duration::from_secs(60),
        "{:?}",
        clock.elapsed()
    );
}

/// Issue #33: a hand counts up to 255 of a kind. Where captures go to hand, a FEN may not
/// hold so many that capturing the pieces on the board could pass that (255 pawns in hand
/// were accepted, and the pawn `exd5` took vanished), and no piece is added to a hand
/// that could then pass it.
#[test]
fn a_hand_never_counts_past_255() {
    use fers_rules::{Position, Color, HandError};
    let zh = fers_conformance::variant("crazyhouse").expect("bundled");
    let board = "4k3/8/8/3p4/4P3/8/8/4K3";
    let fen = |pawns: usize| format!("{board}[{}] w - - 0 1", "P".repeat(pawns));
    // Four pieces on the board: 251 pawns in hand may become 255, no more.
    let mut pos = Position::from_fen(&zh, &fen(251), FenMode::Strict).expect("room left");
    let pawn = pos.parse_piece("P").expect("a pawn").kind;
    assert_eq!(pos.in_hand(Color::White, pawn), 251);
    assert_eq!(
        pos.add_to_hand(Color::White, pawn),
        Err(HandError::Full {
            color: Color::White,
            kind: pawn
        })
    );
    pos.play_text("exd5").expect("legal");
    assert_eq!(pos.in_hand(Color::White, pawn), 252);
    match Position::from_fen(&zh, &fen(252), FenMode::Strict) {
        Err(FenError::Pocket { reason, .. }) => assert_eq!(
            reason,
            "252 `P` in hand beside 4 pieces on the board: captures could take the hand past the 255 it holds"
        ),
        other => panic!("252 pawns in hand: {other:?}"),
    }
}
