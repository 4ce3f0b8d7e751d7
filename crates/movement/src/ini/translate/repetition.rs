//! `[rules]`' repetition keys: the occurrence that ends the game, how it is scored, and
//! the rules judged at it (perpetual check, xiangqi's chasing rule, janggi's moves back
//! and forth), with the `[rules.chase]` table.

use super::Tx;
use super::ends::is_royal;
use super::kinds::names_of_type;
use super::out::{Block, mirror, names, quote};
use crate::ini::model::{GameValue, PieceType, SquareSet};

/// The repetition rule: the occurrence that ends the game (`nFoldRule`), how it is
/// scored (`nFoldValue`, `nFoldValueAbsolute`), and the rules judged at it: perpetual
/// check (`perpetualCheckIllegal`), xiangqi's chasing rule (`chasingRule = axf`) and
/// janggi's ban on moving a piece back and forth (`moveRepetitionIllegal`). With any of
/// these the repetition ends the game (`repetition-forced`); a plain drawn one is claimed.
/// Returns the `[rules.chase]` table, written after `[rules]`' keys.
pub(super) fn repetition(tx: &mut Tx<'_>, b: &mut Block) -> Block {
    let mut table_block = Block::default();
    let v = tx.v;
    let n_fold = if v.n_fold_rule == 1 { 2 } else { v.n_fold_rule };
    if !(n_fold == 0 || (2..=100_000).contains(&n_fold)) {
        tx.refuse(
            true,
            &["nFoldRule"],
            "nFoldRule",
            "Fers' repetition rule counts from 2 to 100000 occurrences (0: off)",
        );
        return table_block;
    }
    if n_fold == 0 {
        b.key("repetition", 0, tx.at(&["nFoldRule"]));
        b.key("repetition-forced", 0, None);
        return table_block;
    }
    let result = match (v.n_fold_value, v.n_fold_value_absolute) {
        (GameValue::Draw, _) => None,
        (GameValue::Win, false) => Some("repeater-loses"),
        (GameValue::Loss, false) => Some("repeater-wins"),
        (GameValue::Win, true) => Some("white-wins"),
        (GameValue::Loss, true) => Some("black-wins"),
        (GameValue::None, _) => {
            tx.refuse(
                true,
                &["nFoldValue"],
                "nFoldValue = none",
                "Fers scores a repetition as a draw, a win or a loss",
            );
            return table_block;
        }
    };
    let royal_kinds = tx.kinds.iter().filter(|k| is_royal(tx, &k.name)).count();
    let checks = royal_kinds > 0 || v.extinction_pseudo_royal;
    let perpetual = v.perpetual_check_illegal && checks;
    let chase = v.chasing_rule == "axf" && chase_table(tx).is_some();
    let back_and_forth = v.move_repetition_illegal && royal_kinds == 1;
    if v.move_repetition_illegal && royal_kinds != 1 {
        tx.refuse(
            false,
            &["moveRepetitionIllegal"],
            "moveRepetitionIllegal = true",
            "Fers judges moves back and forth only with one royal piece kind",
        );
    }
    let at = tx.at(&["nFoldRule"]);
    if result.is_some() || perpetual || chase || back_and_forth {
        b.key("repetition", 0, at);
        b.key("repetition-forced", n_fold, at);
    } else {
        b.key("repetition", n_fold, at);
        b.key("repetition-forced", 0, None);
    }
    if let Some(r) = result {
        let at = tx.at(&["nFoldValue", "nFoldValueAbsolute"]);
        b.key("repetition-result", quote(r), at);
    }
    if perpetual {
        b.key(
            "perpetual-check",
            quote("loss"),
            tx.at(&["perpetualCheckIllegal"]),
        );
    }
    if back_and_forth {
        let at = tx.at(&["moveRepetitionIllegal"]);
        b.key("repeated-moves", quote("loss"), at);
    }
    if v.chasing_rule == "axf" {
        match chase_table(tx) {
            Some(table) => {
                b.key("perpetual-chase", quote("loss"), tx.at(&["chasingRule"]));
                let immune = tx.regions.name("unpromoted-soldiers", table.immune, None);
                let at = tx.at(&["chasingRule"]);
                let t = &mut table_block;
                t.line("[rules.chase]", at);
                t.key("values", format!("{{ {} }}", table.values.join(", ")), at);
                if !table.soldiers.is_empty() {
                    t.key("never-chase", names(&table.soldiers), at);
                    let immune_in: Vec<String> = table
                        .soldiers
                        .iter()
                        .map(|s| format!("{} = {}", quote(s), quote(&immune)))
                        .collect();
                    t.key("immune-in", format!("{{ {} }}", immune_in.join(", ")), at);
                }
                t.line("", None);
            }
            None => tx.refuse(
                false,
                &["chasingRule"],
                "chasingRule = axf",
                "Fers follows the chasing rule with xiangqi's pieces only (king, rook, horse, cannon, elephant, advisor, soldier) and one king",
            ),
        }
    }
    table_block
}

/// What xiangqi's chasing rule needs of a section: its kinds' values (a rook 3, a horse
/// or cannon 2, an elephant or advisor 1, as Fairy-Stockfish counts the attacks on
/// stronger pieces), its soldiers (which never chase, and are never chased before they
/// cross the river) and their side of the river. `None` when the section has a piece
/// type the rule does not know, or not one king.
struct ChaseTable {
    values: Vec<String>,
    soldiers: Vec<String>,
    immune: [SquareSet; 2],
}

/// [`ChaseTable`] for the section, if the rule can be followed.
fn chase_table(tx: &Tx<'_>) -> Option<ChaseTable> {
    let known = [
        (PieceType::KING, 0),
        (PieceType::ROOK, 3),
        (PieceType::HORSE, 2),
        (PieceType::CANNON, 2),
        (PieceType::ELEPHANT, 1),
        (PieceType::FERS, 1),
        (PieceType::SOLDIER, 0),
    ];
    if tx
        .kinds
        .iter()
        .any(|k| !known.iter().any(|(t, _)| *t == k.fsf))
    {
        return None;
    }
    if tx.kinds.iter().filter(|k| is_royal(tx, &k.name)).count() != 1 {
        return None;
    }
    let mut values = Vec::new();
    for (t, n) in known {
        if n > 0 {
            for name in names_of_type(&tx.kinds, t) {
                values.push(format!("{} = {n}", quote(&name)));
            }
        }
    }
    let soldiers = names_of_type(&tx.kinds, PieceType::SOLDIER);
    let (files, ranks) = (tx.files(), tx.ranks());
    let river = tx.v.soldier_promotion_rank.min(ranks);
    let mut white = SquareSet::EMPTY;
    for r in 0..river {
        for f in 0..files {
            white = white.union(SquareSet::square(f, r));
        }
    }
    Some(ChaseTable {
        values,
        soldiers,
        immune: [white, mirror(white, ranks)],
    })
}
