//! Every `Variant` tag lichess and python-chess write names a bundled ruleset.

use fers_pgn::{Reader, Variants, bundled_ruleset_for};

/// The names lichess writes in its exports (its variant names, `From Position` for a
/// standard game from a set-up position) and every alias python-chess 1.11.2 reads
/// (`chess.variant.VARIANTS[i].aliases`, `chess.Board.aliases` and the Chess960 names of
/// `chess.pgn.Headers.is_chess960`); python-chess writes the first alias of each.
const NAMES: &[(&str, &str)] = &[
    // lichess
    ("Standard", "standard"),
    ("From Position", "standard"),
    ("Chess960", "chess960"),
    ("Crazyhouse", "crazyhouse"),
    ("Antichess", "antichess"),
    ("Atomic", "atomic"),
    ("Horde", "horde"),
    ("King of the Hill", "kingofthehill"),
    ("Racing Kings", "racingkings"),
    ("Three-check", "3check"),
    // other sites and programs
    ("Five-check", "5check"),
    ("Five check", "5check"),
    ("Fivecheck", "5check"),
    ("5-check", "5check"),
    // python-chess: chess.Board
    ("Chess", "standard"),
    ("Classical", "standard"),
    ("Normal", "standard"),
    ("Illegal", "standard"),
    // python-chess: Chess960 (Headers.is_chess960)
    ("chess 960", "chess960"),
    ("Fischerandom", "chess960"),
    ("fischerrandom", "chess960"),
    ("fischer random", "chess960"),
    // python-chess: SuicideBoard
    ("Suicide", "suicide"),
    ("Suicide chess", "suicide"),
    // GiveawayBoard
    ("Giveaway", "giveaway"),
    ("Giveaway chess", "giveaway"),
    ("Give away", "giveaway"),
    ("Give away chess", "giveaway"),
    // AntichessBoard
    ("Anti chess", "antichess"),
    ("Anti", "antichess"),
    // AtomicBoard
    ("Atom", "atomic"),
    ("Atomic chess", "atomic"),
    // KingOfTheHillBoard
    ("KOTH", "kingofthehill"),
    ("kingOfTheHill", "kingofthehill"),
    // RacingKingsBoard
    ("Racing", "racingkings"),
    ("Race", "racingkings"),
    ("racingkings", "racingkings"),
    // HordeBoard
    ("Horde chess", "horde"),
    // ThreeCheckBoard
    ("Three check", "3check"),
    ("Threecheck", "3check"),
    ("Three check chess", "3check"),
    ("3-check", "3check"),
    ("3 check", "3check"),
    ("3check", "3check"),
    // CrazyhouseBoard
    ("Crazy House", "crazyhouse"),
    ("House", "crazyhouse"),
    ("ZH", "crazyhouse"),
];

#[test]
fn every_lichess_and_python_chess_name_is_a_bundled_ruleset() {
    for &(tag, ruleset) in NAMES {
        assert_eq!(bundled_ruleset_for(tag), Some(ruleset), "{tag}");
    }
}

/// Each name, as the tag of a game: it replays in its ruleset.
#[test]
fn a_game_with_each_name_replays_in_its_ruleset() {
    let mut variants = Variants::new();
    for &(tag, ruleset) in NAMES {
        let pgn = format!("[Variant \"{tag}\"]\n\n*\n");
        let game = Reader::new(pgn.as_bytes()).next().unwrap().unwrap();
        let played = variants
            .replay(&game)
            .unwrap_or_else(|e| panic!("{tag}: {e}"));
        let start = fers_standard::load_variant(ruleset).unwrap();
        assert_eq!(
            played.fen(),
            fers_rules::Position::start(&start).fen(),
            "{tag}"
        );
    }
}

#[test]
fn names_of_no_bundled_ruleset_stay_unknown() {
    for tag in ["Kriegspiel", "Three", "Check", "Hill", "Chess 961", "960 chess x"] {
        assert_eq!(bundled_ruleset_for(tag), None, "{tag}");
    }
}
