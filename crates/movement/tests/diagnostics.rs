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
