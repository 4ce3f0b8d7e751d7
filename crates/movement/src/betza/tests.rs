//! Parsing Betza text into components: every atom, direction and error.

use super::*;
use crate::component::{Mode, Motion};
use fers_geometry::Offset;

fn o(file: i8, rank: i8) -> Offset {
    Offset::new(file, rank)
}

fn sorted(mut v: Vec<Offset>) -> Vec<Offset> {
    v.sort();
    v.dedup();
    v
}

/// The union of all offsets of all components, sorted.
fn all_offsets(text: &str) -> Vec<Offset> {
    let parsed = parse_betza(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    sorted(parsed.into_iter().flat_map(|c| c.offsets).collect())
}

/// The single component of `text`.
fn one(text: &str) -> Component {
    let mut parsed = parse_betza(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(parsed.len(), 1, "{text}: {parsed:?}");
    parsed.remove(0)
}

fn offsets_of(text: &str) -> Vec<Offset> {
    sorted(one(text).offsets)
}

fn orthogonal() -> Vec<Offset> {
    sorted(vec![o(0, 1), o(1, 0), o(0, -1), o(-1, 0)])
}

fn diagonal() -> Vec<Offset> {
    sorted(vec![o(1, 1), o(1, -1), o(-1, 1), o(-1, -1)])
}

fn knight() -> Vec<Offset> {
    sorted(vec![
        o(1, 2),
        o(2, 1),
        o(2, -1),
        o(1, -2),
        o(-1, -2),
        o(-2, -1),
        o(-2, 1),
        o(-1, 2),
    ])
}

fn err(text: &str) -> BetzaError {
    match parse_betza(text) {
        Ok(c) => panic!("{text:?} parsed: {c:?}"),
        Err(e) => e,
    }
}

#[test]
fn hoppers() {
    let g = one("gQ");
    assert_eq!(
        g.motion,
        Motion::Hop {
            landing: crate::component::Landing::JustBeyond
        }
    );
    assert_eq!(
        sorted(g.offsets.clone()),
        sorted([orthogonal(), diagonal()].concat())
    );
    let cannon = parse_betza("mRcpR").unwrap();
    assert_eq!(cannon.len(), 2);
    assert_eq!(cannon[0].motion, Motion::Slide { range: None });
    assert_eq!(cannon[0].mode, Mode::Move);
    assert_eq!(
        cannon[1].motion,
        Motion::Hop {
            landing: crate::component::Landing::AnyBeyond
        }
    );
    assert_eq!(cannon[1].mode, Mode::Capture);
    assert_eq!(parse_betza("gR4").unwrap_err().position(), 1);
    assert_eq!(parse_betza("ngW").unwrap_err().position(), 2);
}

#[test]
fn fide_king() {
    let k = one("K");
    assert_eq!(k.motion, Motion::Leap);
    assert_eq!(k.mode, Mode::Both);
    assert_eq!(
        sorted(k.offsets),
        sorted([orthogonal(), diagonal()].concat())
    );
    assert!(!k.initial && !k.lame && !k.en_passant && !k.sets_en_passant);
}

#[test]
fn fide_queen_rook_bishop() {
    let q = one("Q");
    assert_eq!(q.motion, Motion::Slide { range: None });
    assert_eq!(
        sorted(q.offsets),
        sorted([orthogonal(), diagonal()].concat())
    );

    let r = one("R");
    assert_eq!(r.motion, Motion::Slide { range: None });
    assert_eq!(sorted(r.offsets.clone()), orthogonal());
    assert_eq!(one("WW"), r);

    let b = one("B");
    assert_eq!(b.motion, Motion::Slide { range: None });
    assert_eq!(sorted(b.offsets.clone()), diagonal());
    assert_eq!(one("FF"), b);

    assert_eq!(all_offsets("RB"), sorted(one("Q").offsets));
    assert_eq!(one("KK"), one("Q"));
}

#[test]
fn fide_knight() {
    let n = one("N");
    assert_eq!(n.motion, Motion::Leap);
    assert_eq!(sorted(n.offsets.clone()), knight());
    assert_eq!(n, Component::leap(knight()));
}

#[test]
fn fide_pawn() {
    let p = parse_betza("fmWfceFifmnD").unwrap();
    assert_eq!(p.len(), 3);

    assert_eq!(p[0].motion, Motion::Leap);
    assert_eq!(p[0].offsets, vec![o(0, 1)]);
    assert_eq!(p[0].mode, Mode::Move);
    assert!(!p[0].initial && !p[0].lame && !p[0].en_passant && !p[0].sets_en_passant);

    assert_eq!(p[1].motion, Motion::Leap);
    assert_eq!(
        sorted(p[1].offsets.clone()),
        sorted(vec![o(-1, 1), o(1, 1)])
    );
    assert_eq!(p[1].mode, Mode::Capture);
    assert!(p[1].en_passant);
    assert!(!p[1].initial && !p[1].lame && !p[1].sets_en_passant);

    assert_eq!(p[2].motion, Motion::Leap);
    assert_eq!(p[2].offsets, vec![o(0, 2)]);
    assert_eq!(p[2].mode, Mode::Move);
    assert!(p[2].initial && p[2].lame && p[2].sets_en_passant);
    assert!(!p[2].en_passant);
}

#[test]
fn pawn_without_en_passant_sets_nothing() {
    let p = parse_betza("fmWfcFifmnD").unwrap();
    assert!(p.iter().all(|c| !c.en_passant && !c.sets_en_passant));
}

#[test]
fn initial_slide_sets_en_passant() {
    let p = parse_betza("fmWfceFifmW2").unwrap();
    assert_eq!(p[2].motion, Motion::Slide { range: Some(2) });
    assert!(p[2].sets_en_passant);
    // Not move-only: no en passant target.
    let p = parse_betza("fmWfceFifW2").unwrap();
    assert!(!p[2].sets_en_passant);
    // Neither lame nor a slide: a plain leap jumps, no target.
    let p = parse_betza("fmWfceFifmD").unwrap();
    assert!(!p[2].sets_en_passant);
}

#[test]
fn berolina_pawn() {
    let p = parse_betza("mfFcfeWimfnA").unwrap();
    assert_eq!(p.len(), 3);
    assert_eq!(
        sorted(p[0].offsets.clone()),
        sorted(vec![o(-1, 1), o(1, 1)])
    );
    assert_eq!(p[0].mode, Mode::Move);
    assert!(!p[0].sets_en_passant && !p[0].en_passant);

    assert_eq!(p[1].offsets, vec![o(0, 1)]);
    assert_eq!(p[1].mode, Mode::Capture);
    assert!(p[1].en_passant);

    assert_eq!(
        sorted(p[2].offsets.clone()),
        sorted(vec![o(-2, 2), o(2, 2)])
    );
    assert_eq!(p[2].mode, Mode::Move);
    assert_eq!(p[2].motion, Motion::Leap);
    assert!(p[2].initial && p[2].lame && p[2].sets_en_passant);
}

#[test]
fn en_passant_modes() {
    let e = one("feF");
    assert_eq!(e.mode, Mode::Capture);
    assert!(e.en_passant);
    let me = one("mfeF");
    assert_eq!(me.mode, Mode::Both);
    assert!(me.en_passant);
    assert_eq!(one("mcW").mode, Mode::Both);
    assert_eq!(one("cmW").mode, Mode::Both);
    assert_eq!(one("cW").mode, Mode::Capture);
}

#[test]
fn nightrider() {
    let nn = one("NN");
    assert_eq!(nn.motion, Motion::Slide { range: None });
    assert_eq!(sorted(nn.offsets), knight());
}

#[test]
fn ranges() {
    let r4 = one("R4");
    assert_eq!(r4.motion, Motion::Slide { range: Some(4) });
    assert_eq!(sorted(r4.offsets.clone()), orthogonal());
    assert_eq!(one("W4"), r4);
    assert_eq!(one("N2").motion, Motion::Slide { range: Some(2) });
    assert_eq!(one("W1").motion, Motion::Slide { range: Some(1) });
    assert_eq!(one("B12").motion, Motion::Slide { range: Some(12) });
    assert_eq!(one("W255").motion, Motion::Slide { range: Some(255) });
    assert_eq!(one("K2"), one("Q2"));
}

#[test]
fn knight_directions() {
    // f alone reads as ff: the two narrow forward moves (shogi knight).
    assert_eq!(offsets_of("fN"), sorted(vec![o(-1, 2), o(1, 2)]));
    assert_eq!(offsets_of("ffN"), sorted(vec![o(-1, 2), o(1, 2)]));
    assert_eq!(offsets_of("fsN"), sorted(vec![o(-2, 1), o(2, 1)]));
    assert_eq!(
        offsets_of("fhN"),
        sorted(vec![o(-1, 2), o(1, 2), o(-2, 1), o(2, 1)])
    );
    assert_eq!(offsets_of("bN"), sorted(vec![o(-1, -2), o(1, -2)]));
    assert_eq!(offsets_of("bsN"), sorted(vec![o(-2, -1), o(2, -1)]));
    assert_eq!(offsets_of("rN"), sorted(vec![o(2, 1), o(2, -1)]));
    assert_eq!(offsets_of("lN"), sorted(vec![o(-2, 1), o(-2, -1)]));
    assert_eq!(offsets_of("rvN"), sorted(vec![o(1, 2), o(1, -2)]));
    assert_eq!(
        offsets_of("rhN"),
        sorted(vec![o(1, 2), o(1, -2), o(2, 1), o(2, -1)])
    );
    assert_eq!(
        offsets_of("vN"),
        sorted(vec![o(1, 2), o(1, -2), o(-1, 2), o(-1, -2)])
    );
    assert_eq!(
        offsets_of("sN"),
        sorted(vec![o(2, 1), o(2, -1), o(-2, 1), o(-2, -1)])
    );
    // Single moves: the second letter names the side the move is longest towards.
    assert_eq!(offsets_of("frN"), vec![o(2, 1)]);
    assert_eq!(offsets_of("rfN"), vec![o(1, 2)]);
    assert_eq!(offsets_of("flN"), vec![o(-2, 1)]);
    assert_eq!(offsets_of("lfN"), vec![o(-1, 2)]);
    assert_eq!(offsets_of("brN"), vec![o(2, -1)]);
    assert_eq!(offsets_of("rbN"), vec![o(1, -2)]);
    assert_eq!(offsets_of("blN"), vec![o(-2, -1)]);
    assert_eq!(offsets_of("lbN"), vec![o(-1, -2)]);
    // Separate groups are a union: f then v (not a pair) is all narrow moves.
    assert_eq!(offsets_of("fvN"), offsets_of("vN"));
    assert_eq!(
        offsets_of("ffrrN"),
        sorted(vec![o(-1, 2), o(1, 2), o(2, 1), o(2, -1)])
    );
    assert_eq!(offsets_of("fbN"), offsets_of("vN"));
}

#[test]
fn wazir_directions() {
    assert_eq!(offsets_of("fW"), vec![o(0, 1)]);
    assert_eq!(offsets_of("bW"), vec![o(0, -1)]);
    assert_eq!(offsets_of("sW"), sorted(vec![o(-1, 0), o(1, 0)]));
    assert_eq!(offsets_of("vW"), sorted(vec![o(0, 1), o(0, -1)]));
    assert_eq!(offsets_of("lW"), vec![o(-1, 0)]);
    assert_eq!(offsets_of("rW"), vec![o(1, 0)]);
    assert_eq!(offsets_of("lrW"), offsets_of("sW"));
    assert_eq!(offsets_of("fbW"), offsets_of("vW"));
    // Xiangqi soldier: forward and sideways (a mixed pair is a union for W).
    assert_eq!(offsets_of("fsW"), sorted(vec![o(0, 1), o(-1, 0), o(1, 0)]));
    assert_eq!(offsets_of("sfW"), offsets_of("fsW"));
    assert_eq!(offsets_of("frW"), sorted(vec![o(0, 1), o(1, 0)]));
    assert_eq!(offsets_of("fhW"), offsets_of("fW"));
    assert_eq!(offsets_of("vsW"), orthogonal());
    // Lance.
    let lance = one("fR");
    assert_eq!(lance.offsets, vec![o(0, 1)]);
    assert_eq!(lance.motion, Motion::Slide { range: None });
}

#[test]
fn ferz_directions() {
    assert_eq!(offsets_of("fF"), sorted(vec![o(-1, 1), o(1, 1)]));
    assert_eq!(offsets_of("bF"), sorted(vec![o(-1, -1), o(1, -1)]));
    assert_eq!(offsets_of("lF"), sorted(vec![o(-1, 1), o(-1, -1)]));
    assert_eq!(offsets_of("frF"), vec![o(1, 1)]);
    assert_eq!(offsets_of("rfF"), vec![o(1, 1)]);
    assert_eq!(offsets_of("blF"), vec![o(-1, -1)]);
    assert_eq!(offsets_of("fsF"), offsets_of("fF"));
    assert_eq!(offsets_of("vF"), diagonal());
    assert_eq!(offsets_of("sF"), diagonal());
    assert_eq!(offsets_of("fB"), sorted(vec![o(-1, 1), o(1, 1)]));
}

#[test]
fn king_is_wazir_plus_ferz() {
    for dirs in [
        "", "f", "b", "l", "r", "v", "s", "fs", "fr", "rf", "fh", "bl", "lv", "ff", "fb",
    ] {
        let k = format!("{dirs}K");
        let wf = format!("{dirs}W{dirs}F");
        assert_eq!(offsets_of(&k), all_offsets(&wf), "{k} vs {wf}");
        let q = format!("{dirs}Q");
        let rb = format!("{dirs}R{dirs}B");
        assert_eq!(offsets_of(&q), all_offsets(&rb), "{q} vs {rb}");
    }
    assert_eq!(all_offsets("K"), all_offsets("WF"));
    assert_eq!(offsets_of("fK"), sorted(vec![o(0, 1), o(-1, 1), o(1, 1)]));
    // Gold general.
    assert_eq!(
        all_offsets("WfF"),
        sorted(vec![
            o(0, 1),
            o(0, -1),
            o(1, 0),
            o(-1, 0),
            o(1, 1),
            o(-1, 1)
        ])
    );
}

#[test]
fn camel_zebra_and_friends() {
    let camel = sorted(vec![
        o(1, 3),
        o(3, 1),
        o(3, -1),
        o(1, -3),
        o(-1, -3),
        o(-3, -1),
        o(-3, 1),
        o(-1, 3),
    ]);
    assert_eq!(offsets_of("C"), camel);
    let zebra = sorted(vec![
        o(2, 3),
        o(3, 2),
        o(3, -2),
        o(2, -3),
        o(-2, -3),
        o(-3, -2),
        o(-3, 2),
        o(-2, 3),
    ]);
    assert_eq!(offsets_of("Z"), zebra);
    assert_eq!(
        offsets_of("D"),
        sorted(vec![o(0, 2), o(2, 0), o(0, -2), o(-2, 0)])
    );
    assert_eq!(
        offsets_of("A"),
        sorted(vec![o(2, 2), o(2, -2), o(-2, 2), o(-2, -2)])
    );
    assert_eq!(
        offsets_of("H"),
        sorted(vec![o(0, 3), o(3, 0), o(0, -3), o(-3, 0)])
    );
    assert_eq!(
        offsets_of("G"),
        sorted(vec![o(3, 3), o(3, -3), o(-3, 3), o(-3, -3)])
    );
    assert_eq!(offsets_of("ffC"), sorted(vec![o(-1, 3), o(1, 3)]));
    assert_eq!(offsets_of("fsZ"), sorted(vec![o(-3, 2), o(3, 2)]));
}

#[test]
fn xiangqi_horse_and_elephant() {
    let horse = one("nN");
    assert_eq!(horse.motion, Motion::Leap);
    assert!(horse.lame);
    assert_eq!(sorted(horse.offsets), knight());
    let elephant = one("nA");
    assert!(elephant.lame);
    assert_eq!(elephant.motion, Motion::Leap);
}

#[test]
fn compound_pieces_keep_order() {
    let p = parse_betza("RN").unwrap();
    assert_eq!(p.len(), 2);
    assert_eq!(p[0].motion, Motion::Slide { range: None });
    assert_eq!(p[1].motion, Motion::Leap);
    assert_eq!(sorted(p[1].offsets.clone()), knight());
    let cannon = parse_betza("mRcN").unwrap();
    assert_eq!(cannon[0].mode, Mode::Move);
    assert_eq!(cannon[1].mode, Mode::Capture);
    // Modifiers do not carry over to the next atom.
    let p = parse_betza("fmWF").unwrap();
    assert_eq!(p[1].mode, Mode::Both);
    assert_eq!(sorted(p[1].offsets.clone()), diagonal());
    // N2N: a range-2 nightrider plus a knight.
    let p = parse_betza("N2N").unwrap();
    assert_eq!(p.len(), 2);
    assert_eq!(p[0].motion, Motion::Slide { range: Some(2) });
    assert_eq!(p[1].motion, Motion::Leap);
}

#[test]
fn error_empty() {
    let e = err("");
    assert_eq!(e, BetzaError::Empty { position: 1 });
    assert_eq!(e.position(), 1);
}

#[test]
fn error_unknown_letter() {
    let e = err("fmWX");
    assert_eq!(
        e,
        BetzaError::UnknownLetter {
            position: 4,
            letter: 'X',
            text: "fmWX".into()
        }
    );
    assert_eq!(e.to_string(), "unknown letter `X` at column 4 of `fmWX`");
    assert_eq!(err("aW").position(), 1); // multi-leg moves are not supported
    assert_eq!(err(" K").position(), 1);
    assert_eq!(err("K ").position(), 2);
    assert_eq!(err("L").position(), 1);
    // Columns count characters, not bytes.
    let e = err("éW");
    assert_eq!(
        e,
        BetzaError::UnknownLetter {
            position: 1,
            letter: 'é',
            text: "éW".into()
        }
    );
    let e = err("WéW");
    assert_eq!(e.position(), 2);
    let e = err("fm♞");
    assert_eq!(
        e,
        BetzaError::UnknownLetter {
            position: 3,
            letter: '♞',
            text: "fm♞".into()
        }
    );
}

#[test]
fn error_dangling_modifier() {
    let e = err("fm");
    assert_eq!(
        e,
        BetzaError::DanglingModifier {
            position: 1,
            modifiers: "fm".into(),
            text: "fm".into()
        }
    );
    assert_eq!(
        e.to_string(),
        "modifier `fm` at column 1 of `fm` has no atom after it"
    );
    let e = err("Kn");
    assert_eq!(e.position(), 2);
    assert!(matches!(e, BetzaError::DanglingModifier { ref modifiers, .. } if modifiers == "n"));
    assert_eq!(err("fmWfceFifmn").position(), 8);
}

#[test]
fn error_bad_range() {
    let e = err("W0");
    assert_eq!(
        e,
        BetzaError::InvalidRange {
            position: 2,
            range: "0".into(),
            text: "W0".into()
        }
    );
    assert_eq!(
        err("W300"),
        BetzaError::InvalidRange {
            position: 2,
            range: "300".into(),
            text: "W300".into()
        }
    );
    assert_eq!(err("W256").position(), 2);
    assert_eq!(err("fmR00").position(), 4);
    let e = err("W99999999999");
    assert_eq!(e.position(), 2);
    assert!(matches!(e, BetzaError::InvalidRange { ref range, .. } if range == "99999999999"));
    let huge = format!("K{}", "9".repeat(10_000));
    assert_eq!(err(&huge).position(), 2);
}

#[test]
fn error_misplaced_range() {
    let e = err("123");
    assert_eq!(
        e,
        BetzaError::MisplacedRange {
            position: 1,
            range: "123".into(),
            text: "123".into()
        }
    );
    assert_eq!(err("fm2W").position(), 3);
    assert_eq!(err("NN2").position(), 3);
    assert!(parse_betza("W2W3").is_ok());
}

#[test]
fn error_lame_rider() {
    let e = err("nNN");
    assert_eq!(
        e,
        BetzaError::LameRider {
            position: 1,
            atom: "NN".into(),
            text: "nNN".into()
        }
    );
    assert_eq!(
        e.to_string(),
        "lame modifier `n` at column 1 of `nNN` applies to leaps only, but `NN` is a rider"
    );
    assert_eq!(err("KmnR").position(), 3);
    assert!(
        matches!(err("fnW2"), BetzaError::LameRider { position: 2, ref atom, .. } if atom == "W2")
    );
}

#[test]
fn error_lame_shape() {
    let e = err("nC");
    assert_eq!(
        e,
        BetzaError::LameShape {
            position: 1,
            atom: 'C',
            text: "nC".into()
        }
    );
    assert_eq!(err("fmnC").position(), 3);
    // The zebra's path is one orthogonal step, then diagonal ones (janggi elephant).
    for ok in ["nW", "nF", "nD", "nA", "nH", "nG", "nK", "nN", "nZ"] {
        assert!(one(ok).lame, "{ok}");
    }
}

#[test]
fn error_invalid_direction() {
    let e = err("hN");
    assert_eq!(
        e,
        BetzaError::InvalidDirection {
            position: 1,
            direction: "h".into(),
            text: "hN".into()
        }
    );
    assert!(
        matches!(err("fmhrN"), BetzaError::InvalidDirection { position: 3, ref direction, .. } if direction == "hr")
    );
    assert_eq!(err("vhN").position(), 1);
    assert_eq!(err("Kfhh").position(), 4);
}

#[test]
fn error_empty_selection() {
    let e = err("KsfN");
    assert_eq!(
        e,
        BetzaError::EmptySelection {
            position: 2,
            direction: "sf".into(),
            atom: 'N',
            text: "KsfN".into()
        }
    );
    assert_eq!(
        e.to_string(),
        "direction `sf` at column 2 of `KsfN` selects no move of `N`"
    );
    // One useless group is not hidden by a useful one.
    assert_eq!(err("ffvsF").position(), 3);
    // The same pairs are unions on orthogonal atoms.
    assert!(parse_betza("sfWvsR").is_ok());
}

#[test]
fn never_panics() {
    let samples = [
        "",
        " ",
        "\0",
        "é",
        "🙂K",
        "0",
        "9999999999999999999999999999",
        "W99999999999",
        "W-1",
        "fffffffffffffff",
        "hhhh",
        "nnnnnnnnnN",
        "iiiiimmmmcccceeeeW",
        "KKK",
        "RRRR",
        "QQ2",
        "W0W",
        "fbvslrhW",
        "\u{301}W",
        "W\u{301}",
        "ﬀN",
        "ＷN",
    ];
    for s in samples {
        let _ = parse_betza(s);
    }
    let letters: Vec<char> = "fblrvshmcienWFDNAHCZGKRBQ0129 xé".chars().collect();
    // Every string of up to three of these letters.
    let n = letters.len();
    for a in 0..n {
        for b in 0..=n {
            for c in 0..=n {
                let mut s = String::new();
                s.push(letters[a]);
                if b < n {
                    s.push(letters[b]);
                }
                if c < n {
                    s.push(letters[c]);
                }
                match parse_betza(&s) {
                    Ok(components) => {
                        assert!(!components.is_empty(), "{s}");
                        assert!(components.iter().all(|c| !c.offsets.is_empty()), "{s}");
                    }
                    Err(e) => {
                        let len = s.chars().count();
                        assert!((1..=len).contains(&e.position()), "{s}: {e}");
                    }
                }
            }
        }
    }
}
