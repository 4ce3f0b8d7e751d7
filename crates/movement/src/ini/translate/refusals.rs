//! The settings no Fers ruleset can state yet, each refused with what is missing (and,
//! where it is planned, the issue that adds it). A setting at its default, or one that
//! cannot matter (a repetition rule's detail with repetitions off), is not refused.

use super::Tx;
use crate::ini::model::{BLACK, Enclosing, WHITE};

/// Records a problem for every setting of `tx.v` that Fers cannot follow.
pub fn check(tx: &mut Tx<'_>) {
    let v = tx.v;
    const FLIPPING: &str =
        "Fers flips and encloses as reversi (`reversi`) and ataxx (`ataxx`) do, not otherwise";
    let other = |e: Enclosing| matches!(e, Enclosing::Rule(r) if r != "reversi" && r != "ataxx");
    let mut keys: Vec<(bool, bool, &[&str], &str, String)> = Vec::new();
    let mut key =
        |cond: bool, value: bool, ks: &'static [&'static str], shown: &'static str, why: String| {
            if cond {
                keys.push((value, cond, ks, shown, why));
            }
        };
    key(
        !v.castling_wins.is_empty() && !v.castling,
        true,
        &["castlingWins"],
        "castlingWins",
        "castling moves that win in a game without castling: Fers' `castling-wins` names castling moves the ruleset has".into(),
    );
    key(
        other(v.enclosing_drop),
        true,
        &["enclosingDrop", "dropOnTop"],
        "enclosingDrop",
        format!(
            "a drop rule Fers does not have: `{}` ({FLIPPING})",
            match v.enclosing_drop {
                Enclosing::Rule(r) => r,
                Enclosing::None => "none",
            }
        ),
    );
    key(
        other(v.flip_enclosed_pieces),
        true,
        &["flipEnclosedPieces"],
        "flipEnclosedPieces",
        format!(
            "a flipping rule Fers does not have: `{}` ({FLIPPING})",
            match v.flip_enclosed_pieces {
                Enclosing::Rule(r) => r,
                Enclosing::None => "none",
            }
        ),
    );
    key(
        (v.connect_regions[0].0 != 0 && v.connect_regions[1].0 != 0)
            || (v.connect_regions[2].0 != 0 && v.connect_regions[3].0 != 0),
        false,
        &[
            "connectRegion1White",
            "connectRegion2White",
            "connectRegion1Black",
            "connectRegion2Black",
        ],
        "connectRegion1White",
        "Fers has no goal of connecting two edges".into(),
    );
    key(
        v.walling_rule == "edge",
        true,
        &["wallingRule"],
        "wallingRule = edge",
        "Fers places walls on the vacated square, anywhere, by an arrow or as a duck; not along the board's edge".into(),
    );
    key(
        v.wall_or_move,
        false,
        &["wallOrMove"],
        "wallOrMove = true",
        "Fers' walls come with a move, never instead of one".into(),
    );
    key(
        v.blast_on_capture && v.captures_to_hand,
        false,
        &["capturesToHand", "blastOnCapture"],
        "capturesToHand = true",
        "Fers puts only the captured piece in hand; with explosions Fairy-Stockfish puts every piece the blast removes into its opponent's hand".into(),
    );
    key(
        v.petrify_blast_pieces && v.blast_on_capture && !v.petrify_on_capture_types.is_empty(),
        false,
        &["petrifyBlastPieces"],
        "petrifyBlastPieces = true",
        "Fers turns only a capturing piece to stone, not the pieces an explosion removes".into(),
    );
    key(
        v.pass_on_stalemate[WHITE] != v.pass_on_stalemate[BLACK]
            && !(v.pass[WHITE] && v.pass[BLACK]),
        true,
        &["passOnStalemateWhite", "passOnStalemateBlack"],
        "passOnStalemateWhite",
        "Fers lets both sides pass when stalemated or neither".into(),
    );
    key(
        v.pass_on_stalemate[WHITE] && v.extinction_pseudo_royal && v.letter(crate::ini::model::PieceType::KING).is_none(),
        true,
        &["passOnStalemate", "extinctionPseudoRoyal"],
        "passOnStalemate",
        "Fairy-Stockfish passes with the first piece when there is no king, Fers with a pseudo-royal piece".into(),
    );
    key(
        v.pass[WHITE] != v.pass[BLACK],
        true,
        &["passWhite", "passBlack"],
        "passWhite",
        "Fers lets both sides pass or neither".into(),
    );
    key(
        v.flag_piece_count > 1 && v.flag_piece_safe && flags(tx),
        true,
        &["flagPieceCount"],
        "flagPieceCount",
        "Fers judges a safe flag piece alone in its region; Fairy-Stockfish judges several pieces' safety together".into(),
    );
    key(
        v.flag_piece_blocked_win && flags(tx),
        false,
        &["flagPieceBlockedWin"],
        "flagPieceBlockedWin = true",
        "Fers' flag goal is reached by a piece in the region, not by blocking it".into(),
    );
    key(
        v.flag_piece_safe && v.flag_move && flags(tx),
        true,
        &["flagPieceSafe", "flagMove"],
        "flagPieceSafe",
        "Fers' safe flag goal (`safe`) gives the opponent no extra move".into(),
    );
    key(
        v.blast_on_capture && v.walling_rule != "none",
        true,
        &["wallingRule"],
        "wallingRule",
        "walls placed by a move that explodes: Fairy-Stockfish keeps them off the squares the blast empties, Fers may place them there".into(),
    );
    for (value, _, ks, shown, why) in keys {
        tx.refuse(value, ks, shown, &why);
    }
}

/// Whether either side has a flag region on the board.
fn flags(tx: &Tx<'_>) -> bool {
    tx.v.flag_region
        .iter()
        .any(|r| !r.within(tx.files(), tx.ranks()).is_empty())
}
