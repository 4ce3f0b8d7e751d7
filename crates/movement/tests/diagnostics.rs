//! Diagnostics point at the author's own file and refuse flags that would do nothing.

use fers_movement::{DiagnosticCode, Source, load};

const STANDARD: &str = include_str!("../../../rulesets/standard.toml");

fn resolve(name: &str) -> Option<Source> {
    (name == "standard").then(|| Source {
        name: "<standard>".into(),
        text: STANDARD.into(),
    })
}

fn diagnostics(text: &str) -> Vec<fers_movement::Diagnostic> {
    match load(
        Source {
            name: "child.toml".into(),
            text: text.into(),
        },
        &resolve,
    ) {
        Ok(_) => Vec::new(),
        Err(e) => e.diagnostics,
    }
}

#[test]
fn a_second_royal_kind_is_reported_in_the_child_that_adds_it() {
    let d = diagnostics(
        "name = \"two-kings\"\nextends = \"standard\"\n[pieces.queen]\nletter = \"q\"\nbetza = \"Q\"\nroyal = true\n",
    );
    let royal: Vec<_> = d
        .iter()
        .filter(|d| d.code == DiagnosticCode::BadRoyal)
        .collect();
    assert_eq!(royal.len(), 1, "{d:?}");
    assert_eq!((royal[0].file.as_str(), royal[0].line), ("child.toml", 3));
}

#[test]
fn en_passant_on_a_lame_leap_or_a_slide_is_refused() {
    for moves in [
        r#"{ leap = [[-1, 1], [1, 1]], mode = "capture", en-passant = true, lame = true }"#,
        r#"{ slide = "diagonal", mode = "capture", en-passant = true }"#,
    ] {
        let text = format!(
            "name = \"x\"\nextends = \"standard\"\n[pieces.pawn]\nletter = \"p\"\nsan = \"\"\nmoves = [{moves}]\npromotion = {{ to = [\"queen\"] }}\n"
        );
        let d = diagnostics(&text);
        assert!(
            d.iter()
                .any(|d| d.code == DiagnosticCode::BadMove && d.message.contains("en-passant")),
            "{moves}: {d:?}"
        );
    }
}

#[test]
fn a_misspelt_removed_piece_gets_a_hint() {
    let d = diagnostics("name = \"x\"\nextends = \"standard\"\nremove-pieces = [\"knigth\"]\n");
    assert_eq!(d.len(), 1);
    assert_eq!(d[0].code, DiagnosticCode::UnknownPiece);
    assert_eq!(d[0].hint.as_deref(), Some("did you mean `knight`?"));
}

#[test]
fn a_second_royal_kind_comes_first_without_castling_follow_ons() {
    // The royal queen is declared in a standalone file below the castling table: the
    // BadRoyal still comes first, and castling is not checked against an unknown king.
    let text = STANDARD.replace(
        "[pieces.queen]\nletter = \"q\"",
        "[pieces.queen]\nroyal = true\nletter = \"q\"",
    );
    assert_ne!(
        text, STANDARD,
        "the standard queen table moved: update this test"
    );
    let d = diagnostics(&text);
    assert_eq!(d[0].code, DiagnosticCode::BadRoyal, "{d:?}");
    assert!(
        d.iter().all(|d| d.code != DiagnosticCode::BadCastling),
        "{d:?}"
    );
}

#[test]
fn unknown_keys_do_not_hide_other_problems() {
    let d = diagnostics(concat!(
        "name = \"x\"\n[board]\nfiles = 8\nranks = 8\nstart = \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"\n",
        "[pieces.king]\nletter = \"k\"\nbetza = \"K\"\nroyal = true\nmates-alon = false\n",
        "[pieces.pawn]\nletter = \"p\"\n",
        "moves = [{ leap = [[0, 1]], mode = \"move\", rnage = 2 }]\n",
        "promotion = { to = [\"queen\"] }\n",
    ));
    let found: Vec<(DiagnosticCode, usize)> = d.iter().map(|d| (d.code, d.line)).collect();
    assert_eq!(
        found,
        [
            (DiagnosticCode::UnknownKey, 10),
            (DiagnosticCode::UnknownKey, 13),
            (DiagnosticCode::UnknownPiece, 14),
        ]
    );
    // A misspelt required key explains the missing one: only the unknown key is reported.
    let d = diagnostics(concat!(
        "name = \"x\"\n[board]\nfiles = 8\nranks = 8\nstart = \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"\n",
        "[pieces.king]\nleter = \"k\"\nbetza = \"K\"\nroyal = true\n",
    ));
    assert_eq!(d.len(), 1, "{d:?}");
    assert_eq!(d[0].code, DiagnosticCode::UnknownKey);
}
