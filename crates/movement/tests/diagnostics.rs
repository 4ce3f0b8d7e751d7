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
fn a_second_royal_kind_needs_the_castling_king_named() {
    // Several royal kinds are allowed (coregal), but then castling must say which
    // piece castles: the standard castling table names none.
    let d = diagnostics(
        "name = \"two-royals\"\nextends = \"standard\"\n[pieces.queen]\nletter = \"q\"\nbetza = \"Q\"\nroyal = true\n",
    );
    assert!(
        d.iter().all(|d| d.code != DiagnosticCode::BadRoyal),
        "{d:?}"
    );
    assert_eq!(d.len(), 1, "{d:?}");
    assert_eq!(d[0].code, DiagnosticCode::BadCastling, "{d:?}");
    assert!(d[0].message.contains("2 royal kinds"), "{d:?}");
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
fn no_royal_kind_is_allowed_without_castling() {
    let text = STANDARD.replace("royal = true\n", "");
    assert_ne!(
        text, STANDARD,
        "the standard king table moved: update this test"
    );
    let d = diagnostics(&text);
    assert_eq!(d.len(), 1, "{d:?}");
    assert_eq!(d[0].code, DiagnosticCode::BadCastling, "{d:?}");
    assert!(d[0].message.contains("0 royal kinds"), "{d:?}");
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
