//! `[pieces.NAME]`: one table per kind, with its letter, movement, royalty, promotion,
//! drops, confinement (`mobilityRegion…`), and what Fairy-Stockfish's rules single out
//! some types for (the janggi cannon's screens, the cambodian king, shatar's knight).

use super::kinds::{Kind, names_of_type};
use super::moves::{movement, write_moves};
use super::out::{Block, names, numbers, quote};
use super::promotion::{dead_squares, limit, may_own, promotion};
use super::{Tx, drops};
use crate::ini::keys::mobility_key;
use crate::ini::model::{BLACK, PieceType, SquareSet, WHITE};

/// Types Fairy-Stockfish counts as able to mate with the king's help alone (its major
/// pieces; every custom piece too).
const MAJORS: [u8; 10] = [4, 5, 9, 11, 12, 13, 14, 22, 35, 36];

fn mates_alone(t: PieceType) -> bool {
    MAJORS.contains(&t.0) || t.0 >= PieceType::CUSTOM1.0
}

/// Every kind's table.
pub fn pieces(tx: &mut Tx<'_>) -> Block {
    let mut b = Block::default();
    let kinds = tx.kinds.clone();
    for kind in &kinds {
        b.extend(piece(tx, kind));
    }
    b
}

fn piece(tx: &mut Tx<'_>, kind: &Kind) -> Block {
    let mut b = Block::default();
    let v = tx.v;
    let key = match kind.promoted_from {
        Some(_) => "promotedPieceType".to_string(),
        None => kind.fsf.key(),
    };
    let at = tx.at(&[&key]);
    b.line(format!("[pieces.{}]", kind.name), at);
    if let Some(o) = v.origins.get(&key).filter(|_| kind.promoted_from.is_none()) {
        b.comment(&format!("{} in the ini", o.line));
    } else if let Some(from) = kind.promoted_from {
        b.comment(&format!(
            "a {} promoted: it moves as a {}",
            from.key(),
            kind.fsf.key()
        ));
    }
    let letter = match kind.promoted_from {
        Some(_) => format!("+{}", kind.letter),
        None => kind.letter.to_string(),
    };
    b.key("letter", quote(&letter), at);
    if kind.promoted_from.is_none() && kind.fsf == PieceType::PAWN {
        b.key("san", quote(""), None);
    } else if kind.promoted_from.is_some() {
        let san = v
            .letter(kind.fsf)
            .unwrap_or(kind.letter)
            .to_ascii_uppercase();
        b.key("san", quote(&san.to_string()), None);
    }
    let Some(m) = movement(tx, kind) else {
        return b;
    };
    let betza_key = if kind.fsf == PieceType::KING && v.king_type == PieceType::CUSTOM_ROYAL {
        "king".to_string()
    } else {
        kind.fsf.key()
    };
    match write_moves(&m.components, m.within.as_deref()) {
        Some(text) => {
            for (i, line) in text.lines().enumerate() {
                b.line(line, if i == 0 { tx.at(&[&betza_key]) } else { None });
            }
        }
        None => {
            let why = format!(
                "`{}` has moves that are not the same on the left and on the right, which Fairy-Stockfish turns for black; Fers' Betza cannot write these ones and its structured form mirrors them",
                kind.name
            );
            tx.refuse(true, &[&betza_key], &betza_key, &why);
        }
    }
    if kind.promoted_from.is_none() && kind.fsf == PieceType::KING {
        b.key("royal", true, at);
    }
    match &m.initial {
        Some(Ok(ranks)) => b.key(
            "initial-ranks",
            numbers(ranks),
            tx.at(&["doubleStepRegionWhite", "doubleStepRegionBlack"]),
        ),
        Some(Err(region)) => b.key(
            "initial-region",
            quote(region),
            tx.at(&["doubleStepRegionWhite", "doubleStepRegionBlack"]),
        ),
        None => {}
    }
    let dead = if v.immobility_illegal {
        dead_squares(&m.components, tx.files(), tx.ranks())
    } else {
        [SquareSet::EMPTY; 2]
    };
    if let Some(p) = promotion(tx, kind, dead, &m.components) {
        let pat = tx.at(&[
            "promotionPieceTypes",
            "promotedPieceType",
            "promotionRegionWhite",
        ]);
        b.key("promotion", p, pat);
    }
    if let Some(n) = limit(tx, kind) {
        b.key("promotion-limit", n, tx.at(&["promotionLimit"]));
    }
    let mates = mates_alone(kind.fsf);
    if !mates {
        b.key("mates-alone", false, None);
    }
    if kind.fsf == PieceType::KING
        && m.components
            .iter()
            .any(|c| matches!(c.motion, crate::component::Motion::Hop { .. }))
    {
        tx.refuse(
            true,
            &[&betza_key],
            &betza_key,
            "a king that hops: Fairy-Stockfish does not support hopping kings (its own check warns of it), so its checks would not be Fers'",
        );
    }
    if let Some(resets) = resets_clock(tx, kind) {
        const CLOCK_KEYS: &[&str] = &[
            "nMoveRuleTypes",
            "pawnTypes",
            "nMoveRuleTypesWhite",
            "nMoveRuleTypesBlack",
        ];
        let has_promotion = b.lines.iter().any(|(l, _)| l.starts_with("promotion ="));
        if resets != has_promotion {
            b.key("resets-clock", resets, tx.at(CLOCK_KEYS));
        }
        // Fairy-Stockfish resets the clock only on the moves the piece cannot step
        // back from.
        if resets && reversible(&m.components) {
            b.key("resets-clock-unless-reversible", true, tx.at(CLOCK_KEYS));
        }
    }
    for line in drops::drop_keys(tx, kind, dead) {
        b.line(
            line,
            tx.at(&["dropRegionWhite", "dropRegionBlack", "pieceDrops"]),
        );
    }
    confinement(tx, kind, &mut b);
    if kind.fsf == PieceType::JANGGI_CANNON {
        let cannons = names_of_type(&tx.kinds, PieceType::JANGGI_CANNON);
        b.key("no-screen", names(&cannons), tx.at(&["janggiCannon"]));
    }
    if v.cambodian_moves && kind.fsf == PieceType::KING && kind.promoted_from.is_none() {
        let rooks = names_of_type(&tx.kinds, PieceType::ROOK);
        if !rooks.is_empty() {
            b.key(
                "first-move-aimed-by",
                names(&rooks),
                tx.at(&["cambodianMoves"]),
            );
        }
    }
    if v.shatar_mate_rule && kind.fsf == PieceType::KNIGHT {
        b.key("mate-loses", true, tx.at(&["shatarMateRule"]));
    }
    b.line("", None);
    b
}

/// Whether the kind's moves reset the move-rule clock (`nMoveRuleTypes`), `None` if the
/// two sides' rules differ for a kind both may own (then refused).
fn resets_clock(tx: &mut Tx<'_>, kind: &Kind) -> Option<bool> {
    let v = tx.v;
    let by_side = [WHITE, BLACK].map(|c| v.n_move_rule_types[c].has(kind.fsf));
    if by_side[WHITE] == by_side[BLACK] {
        return Some(by_side[WHITE]);
    }
    let owners = [WHITE, BLACK].map(|c| may_own(tx, kind, c));
    match owners {
        [true, true] => {
            tx.refuse(
                true,
                &["nMoveRuleTypesWhite", "nMoveRuleTypesBlack"],
                "nMoveRuleTypes",
                "the move rule's clock is reset by a kind's moves for one side only; Fers resets it for both or neither",
            );
            None
        }
        [true, false] => Some(by_side[WHITE]),
        [false, true] => Some(by_side[BLACK]),
        [false, false] => Some(by_side[WHITE] || by_side[BLACK]),
    }
}

/// `confined-to`, from the type's mobility regions.
fn confinement(tx: &mut Tx<'_>, kind: &Kind, b: &mut Block) {
    let v = tx.v;
    let (files, ranks) = (tx.files(), tx.ranks());
    let regions = [WHITE, BLACK].map(|c| v.mobility_region[c].get(&kind.fsf).copied());
    if regions.iter().all(Option::is_none) {
        return;
    }
    let all = SquareSet::ALL.within(files, ranks);
    let squares = regions.map(|r| r.map_or(all, |r| r.within(files, ranks)));
    if squares == [all, all] {
        return;
    }
    let keys = [mobility_key(kind.fsf, true), mobility_key(kind.fsf, false)];
    let at = tx.at(&[&keys[0], &keys[1]]);
    let name = tx
        .regions
        .name(&format!("{}-region", kind.name), squares, at);
    b.key("confined-to", quote(&name), at);
}

/// Whether some quiet move of these components can be undone by another (a step
/// sideways, back and forth), as Fairy-Stockfish asks before resetting the clock.
fn reversible(components: &[crate::component::Component]) -> bool {
    let quiet: Vec<fers_geometry::Offset> = components
        .iter()
        .filter(|c| c.mode.moves() && !c.initial && c.within.is_none())
        .flat_map(|c| c.offsets.iter().copied())
        .collect();
    quiet
        .iter()
        .any(|o| quiet.contains(&fers_geometry::Offset::new(-o.file, -o.rank)))
}
