//! Random Fairy-Stockfish `variants.ini` sections, each with its TOML twin: the same
//! ruleset written by hand in both formats, from the rules of each format (not by the
//! translator), deterministic from a seed.
//!
//! A twin covers what both formats state alike: a king (a `king` or a custom royal piece),
//! a pawn with its double step and promotion, a rook that castles, custom pieces from a
//! list of Betza texts that both dialects read the same way (leapers, riders with and
//! without ranges, lame leapers, hoppers, chiral pieces), pieces in hand, and the rules of
//! the game's end (stalemate and checkmate values, the move and repetition rules, captures
//! compulsory, no checks, a flag goal, an extinction goal). Loading both must give the same
//! [`Ruleset`](fers_rules::Ruleset) up to how movement is split into components
//! ([`canonical`]).
//!
//! ```
//! use fers_conformance::random_ruleset::ini_twin::{canonical, generate_ini_twin};
//! let twin = generate_ini_twin(3);
//! let from_ini = fers_movement::ini::load_ini(&twin.ini, "twin").unwrap();
//! let from_toml = fers_rules::load_ruleset(&twin.toml, "twin.toml", &|_| None).unwrap();
//! assert_eq!(canonical(&from_ini), canonical(&from_toml));
//! ```

use crate::SplitMix64;
use fers_movement::Component;
use fers_rules::{Color, Ruleset};
use std::fmt::Write as _;

/// One section and its twin.
#[derive(Debug, Clone)]
pub struct IniTwin {
    /// The seed it was drawn from.
    pub seed: u64,
    /// The `variants.ini` text: one section, `[twin]`.
    pub ini: String,
    /// The same ruleset as TOML.
    pub toml: String,
}

/// Custom pieces: Fairy-Stockfish's Betza text and Fers' for the same moves.
const CUSTOM: &[(&str, &str)] = &[
    ("N", "N"),
    ("B", "B"),
    ("R", "R"),
    ("Q", "Q"),
    ("K", "K"),
    ("W", "W"),
    ("F", "F"),
    ("A", "A"),
    ("D", "D"),
    ("H", "H"),
    ("C", "C"),
    ("Z", "Z"),
    ("G", "G"),
    ("L", "C"),
    ("J", "Z"),
    ("NN", "NN"),
    ("R4", "R4"),
    ("B3", "B3"),
    ("N2", "N2"),
    ("Q2", "Q2"),
    ("W2", "W2"),
    ("fN", "fN"),
    ("fhN", "fhN"),
    ("rN", "rN"),
    ("fsW", "fsW"),
    ("WfF", "WfF"),
    ("FfW", "FfW"),
    ("fR", "fR"),
    ("vR", "vR"),
    ("sR", "sR"),
    ("frF", "frF"),
    ("nN", "nN"),
    ("nA", "nA"),
    ("nD", "nD"),
    ("nZ", "nZ"),
    ("mRcpR", "mRcpR"),
    ("gQ", "gQ"),
    ("pR", "pR"),
    ("mNcR", "mNcR"),
    ("mBcN", "mBcN"),
    ("cK", "cK"),
    ("mQ", "mQ"),
    ("BN", "BN"),
    ("RN", "RN"),
    ("KN", "KN"),
    ("NAD", "NAD"),
    ("RW", "RW"),
];

/// Custom royal pieces (`king = k:…`).
const ROYAL: &[&str] = &["KN", "WF", "WfF", "FfW", "KAD"];

/// The letters custom pieces may take (not the pawn's, rook's or king's).
const LETTERS: &str = "abcdefghijlmnostuvwxyz";

fn chance(rng: &mut SplitMix64, percent: usize) -> bool {
    rng.below(100) < percent
}

/// A custom piece of the twin.
struct Custom {
    slot: usize,
    letter: char,
    moves: (&'static str, &'static str),
}

/// Draws the twin of `seed`.
pub fn generate_ini_twin(seed: u64) -> IniTwin {
    let mut rng = SplitMix64(seed ^ 0x1A1_7E11_0000_0007);
    let files = 6 + rng.below(5) as u8;
    let ranks = 6 + rng.below(5) as u8;
    let pawn = chance(&mut rng, 75);
    let castling = files >= 7 && chance(&mut rng, 50);
    let rook = castling || chance(&mut rng, 40);
    let mut letters: Vec<char> = LETTERS.chars().collect();
    let customs: Vec<Custom> = (0..1 + rng.below(4))
        .map(|i| Custom {
            slot: i + 1,
            letter: letters.remove(rng.below(letters.len())),
            moves: CUSTOM[rng.below(CUSTOM.len())],
        })
        .collect();
    let royal = chance(&mut rng, 30).then(|| ROYAL[rng.below(ROYAL.len())]);
    let drops = chance(&mut rng, 30);
    let stalemate = ["draw", "loss", "win"][rng.below(3)];
    let checkmate = if chance(&mut rng, 10) { "win" } else { "loss" };
    let n_move = [50, 0, 30][rng.below(3)];
    let n_fold = [3, 0, 4][rng.below(3)];
    let must_capture = chance(&mut rng, 15);
    let no_checks = chance(&mut rng, 10);
    let flag = chance(&mut rng, 15);
    let extinct = (!flag && chance(&mut rng, 12)).then(|| rng.below(customs.len()));
    // Promotion targets: the rook and some custom pieces, at least one.
    let mut targets: Vec<(u8, String, char)> = Vec::new();
    if rook && chance(&mut rng, 60) {
        targets.push((4, "rook".into(), 'r'));
    }
    for c in &customs {
        if chance(&mut rng, 60) {
            targets.push((
                36 + c.slot as u8,
                format!("custom-piece-{}", c.slot),
                c.letter,
            ));
        }
    }
    if targets.is_empty() {
        let c = &customs[0];
        targets.push((
            36 + c.slot as u8,
            format!("custom-piece-{}", c.slot),
            c.letter,
        ));
    }
    // Fairy-Stockfish lists promotions from the highest type down.
    targets.sort_by_key(|t| std::cmp::Reverse(t.0));

    // The start position: the back rank, the pawns, mirrored for black.
    let king_file = if castling {
        3 + rng.below(usize::from(files) - 5) as u8
    } else {
        rng.below(usize::from(files)) as u8
    };
    let mut back: Vec<Option<char>> = vec![None; usize::from(files)];
    back[usize::from(king_file)] = Some('k');
    if castling {
        back[0] = Some('r');
        back[usize::from(files) - 1] = Some('r');
    } else if rook {
        let free: Vec<usize> = (0..usize::from(files))
            .filter(|&f| back[f].is_none())
            .collect();
        back[free[rng.below(free.len())]] = Some('r');
    }
    for c in &customs {
        let free: Vec<usize> = (0..usize::from(files))
            .filter(|&f| back[f].is_none())
            .collect();
        if let Some(&f) = free.get(rng.below(free.len().max(1))) {
            back[f] = Some(c.letter);
        }
    }
    let row = |cells: &[Option<char>], upper: bool| -> String {
        let mut s = String::new();
        let mut empty = 0;
        for cell in cells {
            match cell {
                None => empty += 1,
                Some(l) => {
                    if empty > 0 {
                        let _ = write!(s, "{empty}");
                        empty = 0;
                    }
                    s.push(if upper { l.to_ascii_uppercase() } else { *l });
                }
            }
        }
        if empty > 0 {
            let _ = write!(s, "{empty}");
        }
        s
    };
    let pawns: Vec<Option<char>> = vec![pawn.then_some('p'); usize::from(files)];
    let empty_row = files.to_string();
    let mut rows = vec![row(&back, false), row(&pawns, false)];
    for _ in 0..ranks - 4 {
        rows.push(empty_row.clone());
    }
    rows.push(row(&pawns, true));
    rows.push(row(&back, true));
    let board = rows.join("/");
    let pocket = if drops { "[]" } else { "" };
    let rights = if castling { "KQkq" } else { "-" };
    let start = format!("{board}{pocket} w {rights} - 0 1");

    let ini = ini_text(&IniParts {
        files,
        ranks,
        pawn,
        rook,
        castling,
        customs: &customs,
        royal,
        drops,
        stalemate,
        checkmate,
        n_move,
        n_fold,
        must_capture,
        no_checks,
        flag,
        extinct,
        targets: &targets,
        start: &start,
    });
    // The TOML twin, as Fers' reference describes the same game.
    let mut t = String::new();
    let _ = writeln!(
        t,
        "name = \"twin\"\ndescription = \"A random variant\"\n\n[board]\nfiles = {files}\nranks = {ranks}\nstart = \"{start}\"\n"
    );
    if drops {
        t.push_str("[hands]\ncaptures = \"captor\"\n\n");
    }
    let all_ranks: Vec<String> = (1..=ranks).map(|r| r.to_string()).collect();
    let drop_all = format!("drop-ranks = [{}]\n", all_ranks.join(", "));
    if pawn {
        let to: Vec<String> = targets.iter().map(|t| format!("\"{}\"", t.1)).collect();
        let _ = writeln!(
            t,
            "[pieces.pawn]\nletter = \"p\"\nsan = \"\"\nbetza = \"fmWfceFifmnD\"\ninitial-ranks = [2]\npromotion = {{ to = [{}], zone = [{ranks}], mandatory = [{ranks}] }}\nmates-alone = false",
            to.join(", ")
        );
        if drops {
            let middle: Vec<String> = (2..ranks).map(|r| r.to_string()).collect();
            let _ = writeln!(t, "drop-ranks = [{}]", middle.join(", "));
        }
        t.push('\n');
    }
    if rook {
        t.push_str("[pieces.rook]\nletter = \"r\"\nbetza = \"R\"\n");
        if drops {
            t.push_str(&drop_all);
        }
        t.push('\n');
    }
    for c in &customs {
        let _ = writeln!(
            t,
            "[pieces.custom-piece-{}]\nletter = \"{}\"\nbetza = \"{}\"",
            c.slot, c.letter, c.moves.1
        );
        if drops {
            t.push_str(&drop_all);
        }
        t.push('\n');
    }
    let _ = writeln!(
        t,
        "[pieces.king]\nletter = \"k\"\nbetza = \"{}\"\nroyal = true",
        royal.unwrap_or("K")
    );
    if drops {
        t.push_str(&drop_all);
    }
    t.push('\n');
    if castling {
        let kf = |f: u8| format!("{}1", char::from(b'a' + f));
        let _ = writeln!(
            t,
            "[castling]\nrook = \"rook\"\nsides = [\n  {{ name = \"king\", king = \"{}\", king-to = \"{}\", rook = \"{}\", rook-to = \"{}\" }},\n  {{ name = \"queen\", king = \"{}\", king-to = \"c1\", rook = \"a1\", rook-to = \"d1\" }},\n]\n",
            kf(king_file),
            kf(files - 2),
            kf(files - 1),
            kf(files - 3),
            kf(king_file),
        );
    }
    // Fairy-Stockfish judges material insufficient only where no goal or hand decides
    // the game, and never with a custom royal piece that can still be stalemated to a
    // result.
    let insufficient =
        !(drops || flag || extinct.is_some() || (stalemate != "draw" && royal.is_some()));
    let _ = writeln!(
        t,
        "[rules]\nstalemate = \"{stalemate}\"\nmove-rule = {n_move}\nmove-rule-forced = 0\nrepetition = {n_fold}\nrepetition-forced = 0\ninsufficient-material = {insufficient}"
    );
    if checkmate != "loss" {
        let _ = writeln!(t, "checkmate = \"{checkmate}\"");
    }
    if no_checks {
        t.push_str("giving-check = \"illegal\"\n");
    }
    if must_capture {
        t.push_str("must-capture = true\n");
    }
    if flag {
        let _ = writeln!(
            t,
            "\n[rules.flag]\nkinds = [\"king\"]\nwhite-ranks = [{ranks}]\nblack-ranks = [1]"
        );
    }
    if let Some(i) = extinct {
        let _ = writeln!(
            t,
            "\n[rules.extinction]\nkinds = [\"custom-piece-{}\"]\nresult = \"loss\"",
            customs[i].slot
        );
    }
    IniTwin { seed, ini, toml: t }
}

struct IniParts<'a> {
    files: u8,
    ranks: u8,
    pawn: bool,
    rook: bool,
    castling: bool,
    customs: &'a [Custom],
    royal: Option<&'static str>,
    drops: bool,
    stalemate: &'static str,
    checkmate: &'static str,
    n_move: u32,
    n_fold: u32,
    must_capture: bool,
    no_checks: bool,
    flag: bool,
    extinct: Option<usize>,
    targets: &'a [(u8, String, char)],
    start: &'a str,
}

/// The section, as a Fairy-Stockfish user would write it (keys in no special order).
fn ini_text(p: &IniParts<'_>) -> String {
    let mut s = String::from("# A random variant\n[twin]\n");
    let file_letter = |f: u8| char::from(b'a' + f);
    let _ = writeln!(s, "maxFile = {}\nmaxRank = {}", p.files, p.ranks);
    if p.pawn {
        s.push_str("pawn = p\n");
        let to: String = p.targets.iter().map(|t| t.2).collect();
        let _ = writeln!(
            s,
            "promotionPieceTypes = {to}\npromotionRegionWhite = *{}\npromotionRegionBlack = *1\ndoubleStepRegionWhite = *2\ndoubleStepRegionBlack = *{}",
            p.ranks,
            p.ranks - 1
        );
    }
    if p.rook {
        s.push_str("rook = r\n");
    }
    for c in p.customs {
        let _ = writeln!(s, "customPiece{} = {}:{}", c.slot, c.letter, c.moves.0);
    }
    match p.royal {
        Some(b) => {
            let _ = writeln!(s, "king = k:{b}");
        }
        None => s.push_str("king = k\n"),
    }
    let _ = writeln!(s, "startFen = {}", p.start);
    if p.castling {
        let _ = writeln!(
            s,
            "castlingKingsideFile = {}\ncastlingQueensideFile = c",
            file_letter(p.files - 2)
        );
    } else {
        s.push_str("castling = false\n");
    }
    if p.drops {
        s.push_str("pieceDrops = true\ncapturesToHand = true\n");
    }
    let _ = writeln!(s, "stalemateValue = {}", p.stalemate);
    if p.checkmate != "loss" {
        let _ = writeln!(s, "checkmateValue = {}", p.checkmate);
    }
    let _ = writeln!(s, "nMoveRule = {}\nnFoldRule = {}", p.n_move, p.n_fold);
    if p.must_capture {
        s.push_str("mustCapture = true\n");
    }
    if p.no_checks {
        s.push_str("checking = false\n");
    }
    if p.flag {
        let _ = writeln!(
            s,
            "flagPiece = k\nflagRegionWhite = *{}\nflagRegionBlack = *1",
            p.ranks
        );
    }
    if let Some(i) = p.extinct {
        let _ = writeln!(
            s,
            "extinctionValue = loss\nextinctionPieceTypes = {}",
            p.customs[i].letter
        );
    }
    s
}

/// `r` with each kind's movement as one component per offset, sorted (the same moves
/// split into components differently compare equal: `K` and `WF`), and promotion lists
/// sorted. Each singleton keeps how black's move follows from white's.
pub fn canonical(r: &Ruleset) -> Ruleset {
    let mut r = r.clone();
    for piece in &mut r.pieces {
        let mut singles: Vec<Component> = Vec::new();
        for c in &piece.components {
            let black = c.offsets_for(Color::Black);
            for (o, b) in c.offsets.iter().zip(black) {
                let mut s = c.clone();
                s.offsets = vec![*o];
                s.rotates = b != o.flipped();
                singles.push(s);
            }
        }
        singles.sort_by_key(|c| format!("{c:?}"));
        singles.dedup();
        piece.components = singles;
        if let Some(p) = &mut piece.promotion {
            p.to.sort_unstable();
            if let Some(b) = &mut p.black_to {
                b.sort_unstable();
            }
        }
    }
    r
}
