//! `--notation` of `fers moves`, `validate` and `play`, SFEN in `--fen` and `report
//! --sfen`, and PGN read in a `Notation` tag's notation. The expected texts are
//! Fairy-Stockfish's (`pyffish.get_san(..., NOTATION_...)`, `get_fen(..., sfen=True)`).

use crate::cli::fers_with_input as fers;

fn ok(args: &[&str]) -> String {
    let o = fers(args, b"");
    assert_eq!(o.status.code(), Some(0), "{args:?}: {}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8(o.stdout).expect("UTF-8")
}

/// pyffish's texts of every legal move, in the order of their UCI text.
fn lines(text: &str) -> Vec<&str> {
    text.split_whitespace().collect()
}

#[test]
fn moves_are_written_in_each_games_notation() {
    let shogi = "L-9h P-9f P-8f S-7h S-6h P-7f G-7h G-6h G6i-5h P-6f K-6h K-5h K-4h P-5f \
                 G4i-5h G-4h G-3h P-4f S-4h S-3h P-3f R-7h R-6h R-5h R-4h R-3h R-1h P-2f L-1h P-1f";
    let out = ok(&["moves", "--ruleset", "shogi", "--notation", "shogi-hodges"]);
    assert_eq!(out.lines().collect::<Vec<_>>(), lines(shogi));
    let xiangqi = "R9+1 R9+2 P9+1 H8+9 H8+7 C8=9 C8+7 C8-1 C8+1 C8+2 C8+3 C8+4 C8=7 C8=6 \
                   C8=5 C8=4 C8=3 E7+9 E7+5 P7+1 A6+5 K5+1 P5+1 A4+5 E3+5 E3+1 P3+1 H2+3 H2+1 \
                   C2=7 C2=6 C2=5 C2=4 C2=3 C2+7 C2-1 C2+1 C2+2 C2+3 C2+4 C2=1 R1+1 R1+2 P1+1";
    let out = ok(&["moves", "--ruleset", "xiangqi", "--notation", "xiangqi-wxf"]);
    assert_eq!(out.lines().collect::<Vec<_>>(), lines(xiangqi));
    let janggi = "R01-91 R01-81 P71-61 P71-72 H02-81 H02-83 P73-72 P73-63 P73-74 A04-94 \
                  A04-05 K95-94 K95-84 K95-05 K95-95 K95-85 K95-96 K95-86 P75-74 P75-65 P75-76 \
                  A06-05 A06-96 P77-76 P77-67 P77-78 H08-87 H08-89 R09-99 R09-89 P79-78 P79-69";
    let out = ok(&["moves", "--ruleset", "janggi", "--notation", "janggi"]);
    assert_eq!(out.lines().collect::<Vec<_>>(), lines(janggi));
    // Without --notation, UCI as always.
    assert!(ok(&["moves", "--ruleset", "shogi"]).starts_with("a1a2\n"));
}

#[test]
fn check_marks_name_attacks_on_royal_pieces_only() {
    // As Fairy-Stockfish writes them: sho shogi's and atomic's kings are pseudo-royal,
    // so a move attacking one is in check for play but gets no mark.
    let written = |ruleset: &str, fen: &str, n: &str| {
        ok(&["moves", "--ruleset", ruleset, "--fen", fen, "--notation", n])
    };
    let sho = "ln1gkgsn1/1rs1e2bl/pppppp2p/6p2/7p1/9/PPPPPPPPP/1BSKGE2R/LN2G1SNL b - - 11 6";
    let lan = written("shoshogi", sho, "lan");
    assert!(lan.lines().any(|m| m == "Bh8xc3=H"), "{lan}");
    assert!(!lan.contains('+'), "{lan}");
    let f6 = "rnbqkbnr/ppppp1pp/5p2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    assert!(written("atomic", f6, "san").lines().any(|m| m == "Qh5"));
    assert!(written("standard", f6, "san").lines().any(|m| m == "Qh5+"));
}

#[test]
fn san_tells_a_move_apart_only_from_moves_placing_the_same_wall() {
    // pyffish's get_san: the queen on f6 cannot shoot its arrow back to e7 (the queen on
    // e7 stands there), so `Qf7,e7` needs no file; both can shoot to f8.
    let fen = "Q9/5*4/1*5*2/q1*1q1**2/4*q1*1*/6*3/5Q2*1/1*4*3/2Q7/1Q3*2*Q b - - 15 8";
    let out = ok(&["moves", "--ruleset", "amazons", "--fen", fen, "--notation", "san"]);
    for m in ["Qf7,e7", "Qef7,f8", "Qff7,f8", "Qf7,f6"] {
        assert!(out.lines().any(|l| l == m), "{m} in {out}");
    }
}

#[test]
fn validate_reads_and_prints_in_the_notation() {
    let v = |ruleset: &str, n: &str, mv: &str| {
        let o = fers(&["validate", "--ruleset", ruleset, "--notation", n, mv], b"");
        (o.status.code(), String::from_utf8(o.stdout).expect("UTF-8"))
    };
    assert_eq!(v("shogi", "shogi-hodges", "P-7f"), (Some(0), "P-7f\n".into()));
    // Tolerant as players are: number ranks, a start square, no `-`.
    assert_eq!(v("shogi", "shogi-hodges", "P-76"), (Some(0), "P-7f\n".into()));
    assert_eq!(v("shogi", "shogi-hodges", "P7g-7f"), (Some(0), "P-7f\n".into()));
    assert_eq!(v("shogi", "shogi-hosking", "P76"), (Some(0), "P76\n".into()));
    assert_eq!(v("shogi", "usi", "7g7f"), (Some(0), "7g7f\n".into()));
    assert_eq!(v("xiangqi", "xiangqi-wxf", "C2=5"), (Some(0), "C2=5\n".into()));
    assert_eq!(v("janggi", "janggi", "H02-83"), (Some(0), "H02-83\n".into()));
    // An illegal move: the code of validation, exit 1.
    let (code, out) = v("shogi", "shogi-hodges", "P-7e");
    assert_eq!(code, Some(1));
    assert!(out.starts_with("PieceCannotMoveThatWay: "), "{out}");
    let (code, out) = v("shogi", "shogi-hodges", "B*5e");
    assert_eq!(code, Some(1));
    assert!(out.starts_with("NotInHand: "), "{out}");
    // An unknown notation is clap's usage error.
    let o = fers(&["validate", "--notation", "wxf", "e2e4"], b"");
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("xiangqi-wxf"));
}

#[test]
fn sfen_is_read_by_fen_and_written_by_report() {
    let start = ok(&["report", "--ruleset", "shogi", "--sfen"]);
    assert!(
        start.contains("\nsfen: lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\n"),
        "{start}"
    );
    // After P-7f P-3d Bx2b+ Sx2b (pyffish: the SFEN and the FEN of one position).
    let sfen = "lnsgkg1nl/1r5s1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL b Bb 5";
    let report = ok(&["report", "--ruleset", "shogi", "--fen", sfen, "--sfen"]);
    assert!(report.contains(
        "\nfen: lnsgkg1nl/1r5s1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL[Bb] w - - 0 3\n"
    ));
    assert!(report.contains(&format!("\nsfen: {sfen}\n")));
    let sfen = "lnsgkg1nl/1r5s1/pppppp1pp/6p2/4B4/2P6/PP1PPPPPP/7R1/LNSGKGSNL w b 6";
    let report = ok(&["report", "--ruleset", "shogi", "--fen", sfen, "--sfen"]);
    assert!(report.contains("turn: black\n"));
    assert!(report.contains(&format!("\nsfen: {sfen}\n")));
    // Without --sfen the report is as before: no sfen line.
    assert!(!ok(&["report", "--ruleset", "shogi"]).contains("sfen"));
    // A malformed SFEN is refused with its field.
    let o = fers(&["moves", "--ruleset", "shogi", "--fen", "9/9/9/9/9/9/9/9/9 b 2 1"], b"");
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("bad SFEN: the hands `2` end with a count and no letter"), "{err}");
}

#[test]
fn play_shogi_in_hodges_on_a_shogi_board() {
    let input = b"P-7f\n3c3d\nBx2b+\nS-2b\nB*5e\nhistory\nsfen\nquit\n";
    let o = fers(&["play", "--ruleset", "shogi"], input);
    let out = String::from_utf8(o.stdout).expect("UTF-8");
    assert!(out.starts_with("Type a move in shogi-hodges (P-7f, Bx2b+, B*3c)"));
    // Files 9..1 above the board, ranks a..i on its right.
    assert!(out.contains("\n 9 8 7 6 5 4 3 2 1\n l n s g k g s n l  a\n"), "{out}");
    assert!(out.contains(" L N S G K G S N L  i\nin hand: Sente -, Gote -\nSente to move> "));
    // `3c3d` is USI, `S-2b` Hodges without the capture mark: each echoed in Hodges.
    for echoed in ["> P-7f\n", "> P-3d\n", "> Bx2b+\n", "> Sx2b\n", "> B*5e\n"] {
        assert!(out.contains(echoed), "{echoed} missing in {out}");
    }
    assert!(out.contains("> 1. P-7f P-3d 2. Bx2b+ Sx2b 3. B*5e\n"));
    assert!(out.contains("> lnsgkg1nl/1r5s1/pppppp1pp/6p2/4B4/2P6/PP1PPPPPP/7R1/LNSGKGSNL w b 6\n"));
    assert!(out.contains("in hand: Sente -, Gote b\n"));
}

/// A whole game typed in Hodges, to mate (a game Fairy-Stockfish wrote: pyffish's
/// `get_san_moves(..., NOTATION_SHOGI_HODGES)` of a random game, seed 3).
#[test]
fn a_whole_shogi_game_in_hodges_ends_with_the_winner_named_as_a_player() {
    let game = "S-6h P-1d L-9h S-6b P-7f G-7b Bx3c= G-4b Bx4b= Kx4b G*4a Kx4a S-7g G*4h K-6h \
                S-7a Gx4h Bx7g= Kx7g S*8h K-8f B*5e G*1h B-6d K-8e P-8d K-9e P-9d K-9f Sx9g+ \
                Nx9g P-9e";
    let mut input = game.split_whitespace().collect::<Vec<_>>().join("\n");
    input.push_str("\nP-1c\nquit\n");
    let o = fers(&["play", "--ruleset", "shogi"], input.as_bytes());
    let out = String::from_utf8(o.stdout).expect("UTF-8");
    let (game, after) = out.split_once("\nGame over: ").expect("the game ends");
    assert!(!game.contains("Illegal"), "{out}");
    assert!(game.contains("Sente to move (in check)> Nx9g\n"), "{out}");
    assert!(after.starts_with("0-1 Gote wins by checkmate.\nGame over> "), "{out}");
    // The game is over: a further move is refused as such.
    assert!(after.contains("Game over> Illegal: GameOver: the game is over: 0-1 Gote wins"), "{out}");
}

/// A whole xiangqi game typed in WXF, to mate (Fairy-Stockfish's WXF of a random game,
/// seed 3).
#[test]
fn a_whole_xiangqi_game_in_wxf_ends_with_red_named_the_winner() {
    let game = "C8+7 C2+6 C8=6 C8+7 C6=9 K5+1 R1+2 C8=6 R9+2 C6=4 C2-2 C4=2 K5+1 C+=7 \
                C9=4 E7+9 C4=1 H8+7 C1-3 H7+9 P5+1 K5-1 K5-1 C2+1 K5+1 E9+7 C2+1 C2-5 \
                R1=5 C2+5 R5=1 C2-5 R1=3 C2=5 K5=6 C7=4 R9=7 H9+8 K6-1 H8+7 E7+9 K5+1 \
                R7=3 K5-1 P5+1 P5+1 C2=5 K5=6 R3-1 K6+1 R3=4";
    let input = game.split_whitespace().collect::<Vec<_>>().join("\n") + "\nquit\n";
    let o = fers(&["play", "--ruleset", "xiangqi"], input.as_bytes());
    let out = String::from_utf8(o.stdout).expect("UTF-8");
    assert!(!out.contains("Illegal"), "{out}");
    assert!(out.contains("Red to move> R3=4\n"), "{out}");
    assert!(out.contains("\nGame over: 1-0 Red wins by checkmate.\nGame over> "), "{out}");
}

#[test]
fn play_xiangqi_in_wxf_with_each_sides_files() {
    let input = b"C2=5\nH8+7\nh1g3\nR9+9\nhistory\nquit\n";
    let o = fers(&["play", "--ruleset", "xiangqi"], input);
    let out = String::from_utf8(o.stdout).expect("UTF-8");
    // Black's files 1..9 above the board, red's 9..1 below it.
    assert!(out.contains("\n 1 2 3 4 5 6 7 8 9\n r n b a k a b n r\n"), "{out}");
    assert!(out.contains("\n R N B A K A B N R\n 9 8 7 6 5 4 3 2 1\n"));
    assert!(out.contains("Red to move> C2=5\n"));
    assert!(out.contains("Black to move> H8+7\n"));
    // UCI is read too, and written back in WXF.
    assert!(out.contains("Red to move> H2+3\n"));
    assert!(out.contains("Black to move> Illegal: "));
    assert!(out.contains("> 1. C2=5 H8+7 2. H2+3\n"));
}

#[test]
fn a_notation_other_than_the_rulesets_is_chosen_with_a_flag() {
    let o = fers(&["play", "--ruleset", "shogi", "--notation", "shogi-hosking"], b"P-7f\nhistory\n");
    let out = String::from_utf8(o.stdout).expect("UTF-8");
    assert!(out.contains("> P76\n"), "{out}");
    // Hosking and Hodges-number draw ranks as numbers.
    assert!(out.contains(" l n s g k g s n l  1\n"));
    let o = fers(&["play", "--ruleset", "standard", "--notation", "lan"], b"e4\n");
    assert!(String::from_utf8(o.stdout).expect("UTF-8").contains("> e2-e4\n"));
}

#[test]
fn a_pgn_with_a_notation_tag_is_read_in_it() {
    let dir = std::env::temp_dir().join(format!("fers-notation-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let good = dir.join("shogi.pgn");
    std::fs::write(
        &good,
        "[Variant \"shogi\"]\n[Notation \"shogi-hodges\"]\n\n1. P-7f P-3d 2. Bx2b+ Sx2b 3. B*5e *\n\n\
         [Variant \"xiangqi\"]\n[Notation \"xiangqi-wxf\"]\n\n1. C2=5 H8+7 2. H2+3 *\n",
    )
    .expect("written");
    let out = ok(&["pgn", "check", good.to_str().expect("UTF-8 path")]);
    assert!(out.ends_with("2 games, 2 ok, 0 with errors\n"), "{out}");
    let bad = dir.join("bad.pgn");
    std::fs::write(&bad, "[Variant \"shogi\"]\n[Notation \"hodges\"]\n\n1. P-7f *\n\n").expect("written");
    let o = fers(&["pgn", "check", bad.to_str().expect("UTF-8 path")], b"");
    let out = String::from_utf8(o.stdout).expect("UTF-8");
    assert!(out.contains("UnknownNotation: the Notation tag `hodges` is not a notation"), "{out}");
}

#[test]
fn a_bad_notation_table_is_reported_with_its_place() {
    let dir = std::env::temp_dir().join(format!("fers-notation-check-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("bad.toml");
    std::fs::write(
        &file,
        "extends = \"shogi\"\n[notation]\ndefault = \"shogi-hodgez\"\nsides = [\"Sente\"]\n",
    )
    .expect("written");
    let path = file.to_str().expect("UTF-8 path");
    let o = fers(&["check", path], b"");
    let out = String::from_utf8(o.stdout).expect("UTF-8");
    assert!(
        out.contains(&format!("{path}:3:11: BadNotation: `default` is `shogi-hodgez`, which is not a notation")),
        "{out}"
    );
    assert!(out.contains("(hint: did you mean `shogi-hodges`?)"), "{out}");
    assert!(out.contains(&format!("{path}:4:9: BadNotation: `sides` must be two different names")), "{out}");
}
