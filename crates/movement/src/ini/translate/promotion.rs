//! Promotion: pawn-style (`promotionPawnTypes` into `promotionPieceTypes` on arriving in
//! the promotion region), shogi-style (`promotedPieceType`: entering, moving in or
//! leaving the region), demotion, sittuyin's promotion in place, and the squares a piece
//! may not stay on unpromoted (`immobilityIllegal`: where it would have no move).

use super::Tx;
use super::kinds::{Kind, declared, promoted_of};
use super::out::{as_ranks, names, numbers};
use crate::component::Component;
use crate::ini::model::{BLACK, PieceType, SquareSet, TypeSet, WHITE};
use fers_geometry::Offset;

/// The squares (per side, absolute) where a piece of these components has no quiet move
/// on an empty board of `files` × `ranks`: under `immobilityIllegal` no piece may stay
/// there (Fairy-Stockfish counts the moves of a piece's type as its tables hold them,
/// without the janggi palace's lines or the soldier's river).
pub fn dead_squares(components: &[Component], files: u8, ranks: u8) -> [SquareSet; 2] {
    let mut out = [SquareSet::EMPTY; 2];
    let quiet: Vec<Offset> = components
        .iter()
        .filter(|c| c.mode.moves() && !c.initial && c.within.is_none() && !c.first_move)
        .flat_map(|c| c.offsets.iter().copied())
        .collect();
    for (side, sign) in [(WHITE, 1i16), (BLACK, -1i16)] {
        for r in 0..ranks {
            for f in 0..files {
                let alive = quiet.iter().any(|o| {
                    let tf = i16::from(f) + sign * i16::from(o.file);
                    let tr = i16::from(r) + sign * i16::from(o.rank);
                    (0..i16::from(files)).contains(&tf) && (0..i16::from(ranks)).contains(&tr)
                });
                if !alive {
                    out[side] = out[side].union(SquareSet::square(f, r));
                }
            }
        }
    }
    out
}

/// Whether `side` may own a piece of `kind`: one stands on the board or waits in hand
/// in the start position, or the opponent has one there that a capture would send to
/// `side`'s hand (`capturesToHand`).
pub fn may_own(tx: &Tx<'_>, kind: &Kind, side: usize) -> bool {
    in_start(tx, kind, side)
        || (tx.v.captures_to_hand && kind.promoted_from.is_none() && in_start(tx, kind, 1 - side))
}

/// Whether the start position (board and hands) holds a piece of `kind` for `side`.
fn in_start(tx: &Tx<'_>, kind: &Kind, side: usize) -> bool {
    let placement = tx.v.start_fen.split_whitespace().next().unwrap_or("");
    let mut promoted = false;
    for c in placement.chars() {
        if c == '+' {
            promoted = true;
            continue;
        }
        if c.is_ascii_alphabetic()
            && (side == WHITE) == c.is_ascii_uppercase()
            && c.to_ascii_lowercase() == kind.letter
            && promoted == kind.promoted_from.is_some()
        {
            return true;
        }
        promoted = false;
    }
    false
}

/// A zone (or mandatory part) as TOML: ranks when the squares are whole ranks mirrored
/// between the sides, else a region named `name`.
pub fn zone_value(tx: &mut Tx<'_>, squares: [SquareSet; 2], name: &str, keys: &[&str]) -> String {
    match as_ranks(squares, tx.files(), tx.ranks()) {
        Some(r) => numbers(&r),
        None => {
            let at = tx.at(keys);
            super::out::quote(&tx.regions.name(name, squares, at))
        }
    }
}

/// The target kinds of a set of types, most valuable (highest type number) first, as
/// Fairy-Stockfish lists them.
fn targets(tx: &Tx<'_>, set: TypeSet) -> Vec<String> {
    let mut out: Vec<&Kind> = tx
        .kinds
        .iter()
        .filter(|k| k.promoted_from.is_none() && set.has(k.fsf))
        .collect();
    out.sort_by_key(|k| std::cmp::Reverse(k.fsf));
    out.iter().map(|k| k.name.clone()).collect()
}

const REGION_KEYS: &[&str] = &[
    "promotionRegionWhite",
    "promotionRegionBlack",
    "promotionRank",
];

/// The `promotion` table of `kind`, if it promotes; `dead` are the squares it may not
/// stay on unpromoted.
pub fn promotion(
    tx: &mut Tx<'_>,
    kind: &Kind,
    dead: [SquareSet; 2],
    components: &[Component],
) -> Option<String> {
    let v = tx.v;
    let (files, ranks) = (tx.files(), tx.ranks());
    let zone = v.promotion_region.map(|s| s.within(files, ranks));
    if let Some(from) = kind.promoted_from {
        return demotion(tx, kind, from, zone, dead, components);
    }
    let t = kind.fsf;
    if v.promoted_piece_type.get(&t) == Some(&PieceType::KING) {
        tx.refuse(
            true,
            &["promotedPieceType"],
            "promotedPieceType",
            "a piece that promotes into a king, which Fairy-Stockfish then plays with two kings on a side; Fers' royal pieces are not promoted into",
        );
        return None;
    }
    // Fairy-Stockfish moves its `pawn` type by a generator of its own, which promotes it
    // in the zone whatever `promotionPawnTypes` says (and, with nothing to promote to,
    // keeps it out of the zone).
    let pawn_type =
        [WHITE, BLACK].map(|c| t == PieceType::PAWN || v.promotion_pawn_types[c].has(t));
    let shogi = v
        .promoted_piece_type
        .get(&t)
        .and_then(|_| promoted_of(&tx.kinds, t))
        .cloned();
    let has_pawn_style = pawn_type.iter().any(|p| *p);
    if !has_pawn_style && shogi.is_none() {
        refuse_dead(tx, kind, dead, components);
        return None;
    }
    if zone.iter().all(|z| z.is_empty()) {
        refuse_dead(tx, kind, dead, components);
        return None;
    }
    let zone = one_sided(tx, kind, zone)?;
    if has_pawn_style && shogi.is_some() && t != PieceType::PAWN {
        tx.refuse(
            true,
            &["promotedPieceType"],
            "promotedPieceType",
            "a piece that promotes both pawn-style (on arriving) and shogi-style (also on leaving the zone): Fers gives a kind one promotion rule",
        );
        return None;
    }
    let mut fields = Vec::new();
    if has_pawn_style {
        let lists = [WHITE, BLACK].map(|c| {
            let mut l = if pawn_type[c] {
                targets(tx, v.promotion_piece_types[c])
            } else {
                Vec::new()
            };
            if let Some(s) = &shogi {
                l.push(s.name.clone());
            }
            l
        });
        // A side whose pieces of this kind do not promote must never own one.
        for c in [WHITE, BLACK] {
            if !pawn_type[c] && may_own(tx, kind, c) {
                tx.refuse(
                    true,
                    &["promotionPawnTypesWhite", "promotionPawnTypesBlack", "promotionPawnTypes", "pawnTypes"],
                    "promotionPawnTypes",
                    "one side's pieces of a kind promote and the other's do not; Fers promotes a kind for both sides",
                );
                return None;
            }
        }
        let white = if pawn_type[WHITE] {
            &lists[WHITE]
        } else {
            &lists[BLACK]
        };
        let black = if pawn_type[BLACK] {
            &lists[BLACK]
        } else {
            &lists[WHITE]
        };
        if white.is_empty() && black.is_empty() {
            // Fairy-Stockfish's pawn with nothing to promote to never enters the zone
            // where it must promote: Fers' `to = []` says the same.
            if v.sittuyin_promotion {
                tx.refuse(
                    true,
                    &[
                        "promotionPieceTypes",
                        "promotionPieceTypesWhite",
                        "promotionPieceTypesBlack",
                    ],
                    "promotionPieceTypes",
                    "a pawn with nothing to promote to in place (sittuyinPromotion)",
                );
                return None;
            }
            if v.mandatory_pawn_promotion && t != PieceType::PAWN {
                tx.refuse(
                    true,
                    &["promotionPieceTypes", "promotionPieceTypesWhite", "promotionPieceTypesBlack"],
                    "promotionPieceTypes",
                    "a pawn-like piece (promotionPawnTypes) with nothing to promote to, which Fairy-Stockfish keeps out of its promotion zone; Fers does so only for its `pawn` type",
                );
                return None;
            }
            if !v.mandatory_pawn_promotion {
                refuse_dead(tx, kind, dead, components);
                return None;
            }
            fields.push("to = []".into());
            return Some(finish(
                tx, kind, components, fields, zone, zone, dead, false, false,
            ));
        }
        if white.is_empty() || black.is_empty() {
            tx.refuse(
                true,
                &["promotionPieceTypesWhite", "promotionPieceTypesBlack"],
                "promotionPieceTypes",
                "one side's pawns promote and the other's have nothing to promote to",
            );
            return None;
        }
        fields.push(format!("to = {}", names(white)));
        if black != white {
            fields.push(format!("black-to = {}", names(black)));
        }
        if v.sittuyin_promotion && t == PieceType::PAWN {
            let z = zone_value(tx, zone, "promotion", REGION_KEYS);
            fields.push(format!("zone = {z}"));
            fields.push("in-place = true".into());
            return Some(format!("{{ {} }}", fields.join(", ")));
        }
        if v.piece_demotion {
            tx.refuse(
                true,
                &["pieceDemotion"],
                "pieceDemotion",
                "pieces promoted from pawns turn back too in Fairy-Stockfish (pieceDemotion); Fers turns back only shogi-style promoted kinds",
            );
            return None;
        }
        // Fairy-Stockfish never promotes an en-passant capture.
        if en_passant_into_zone(tx, zone) {
            fields.push("en-passant = false".into());
        }
        if shogi.is_some() && v.piece_promotion_on_capture {
            tx.refuse(
                true,
                &["piecePromotionOnCapture"],
                "piecePromotionOnCapture",
                "a pawn that promotes on any move to one kind and only by capturing to another",
            );
            return None;
        }
        let mandatory = if v.mandatory_pawn_promotion {
            zone
        } else {
            [dead[WHITE], dead[BLACK]]
        };
        return Some(finish(
            tx, kind, components, fields, zone, mandatory, dead, false, false,
        ));
    }
    // Shogi-style.
    let s = shogi?;
    fields.push(format!("to = {}", names(std::slice::from_ref(&s.name))));
    let mandatory = if v.mandatory_piece_promotion {
        zone
    } else {
        [SquareSet::EMPTY; 2]
    };
    Some(finish(
        tx,
        kind,
        components,
        fields,
        zone,
        mandatory,
        dead,
        true,
        v.piece_promotion_on_capture,
    ))
}

/// The rest of a promotion table: zone, mandatory part (with the dead squares),
/// `from-zone` and `on-capture`.
#[allow(clippy::too_many_arguments)]
fn finish(
    tx: &mut Tx<'_>,
    kind: &Kind,
    components: &[Component],
    mut fields: Vec<String>,
    zone: [SquareSet; 2],
    mandatory: [SquareSet; 2],
    dead: [SquareSet; 2],
    from_zone: bool,
    on_capture: bool,
) -> String {
    if [WHITE, BLACK].iter().any(|&c| dead[c].0 & !zone[c].0 != 0) {
        refuse_dead(tx, kind, dead, components);
    }
    let mandatory = [WHITE, BLACK].map(|c| SquareSet((mandatory[c].0 | dead[c].0) & zone[c].0));
    let z = zone_value(tx, zone, "promotion", REGION_KEYS);
    fields.push(format!("zone = {z}"));
    let m = if mandatory.iter().all(|m| m.is_empty()) {
        "[]".to_string()
    } else if mandatory == zone {
        z
    } else {
        zone_value(
            tx,
            mandatory,
            "mandatory-promotion",
            &["immobilityIllegal", "mandatoryPawnPromotion"],
        )
    };
    fields.push(format!("mandatory = {m}"));
    if from_zone {
        fields.push("from-zone = true".into());
    }
    if on_capture {
        fields.push("on-capture = true".into());
    }
    format!("{{ {} }}", fields.join(", "))
}

/// A promoted kind: it turns back with `pieceDemotion`; it promotes no further.
fn demotion(
    tx: &mut Tx<'_>,
    kind: &Kind,
    from: PieceType,
    zone: [SquareSet; 2],
    dead: [SquareSet; 2],
    components: &[Component],
) -> Option<String> {
    let v = tx.v;
    if v.promoted_piece_type.contains_key(&kind.fsf) {
        tx.refuse(
            true,
            &["promotedPieceType"],
            "promotedPieceType",
            "a promoted piece whose type promotes again: Fers' promoted kinds promote no further",
        );
        return None;
    }
    if !v.piece_demotion || zone.iter().all(|z| z.is_empty()) {
        refuse_dead(tx, kind, dead, components);
        return None;
    }
    let back = declared(&tx.kinds, from)?.name.clone();
    let zone = one_sided(tx, kind, zone)?;
    let mandatory = if v.mandatory_piece_promotion {
        zone
    } else {
        [SquareSet::EMPTY; 2]
    };
    let fields = vec![format!("to = {}", names(&[back]))];
    Some(finish(
        tx,
        kind,
        components,
        fields,
        zone,
        mandatory,
        dead,
        true,
        v.piece_promotion_on_capture,
    ))
}

/// The zone, when one side's part of it is empty: that side's pieces of the kind never
/// promote, which Fers cannot say unless that side never owns one (then it gets the
/// other side's part, mirrored). `None`: refused.
fn one_sided(tx: &mut Tx<'_>, kind: &Kind, zone: [SquareSet; 2]) -> Option<[SquareSet; 2]> {
    let ranks = tx.ranks();
    let empty = zone.map(|z| z.is_empty());
    if empty[WHITE] == empty[BLACK] {
        return Some(zone);
    }
    let lacking = if empty[WHITE] { WHITE } else { BLACK };
    if may_own(tx, kind, lacking) {
        tx.refuse(
            true,
            REGION_KEYS,
            "promotionRegionWhite",
            "one side's promotion region is empty (or off the board): its pieces never promote, while the other's do; Fers promotes a kind for both sides",
        );
        return None;
    }
    let mut out = zone;
    out[lacking] = super::out::mirror(zone[1 - lacking], ranks);
    Some(out)
}

/// Squares a kind that does not promote could reach and never leave: Fairy-Stockfish
/// forbids moving there (`immobilityIllegal`), Fers has no rule for it.
fn refuse_dead(tx: &mut Tx<'_>, kind: &Kind, dead: [SquareSet; 2], components: &[Component]) {
    if lands_on(components, dead, tx.files(), tx.ranks()) {
        let why = format!(
            "`{}` would have no move on some squares, where Fairy-Stockfish forbids it to go; Fers can forbid that only by promoting it there",
            kind.name
        );
        tx.refuse(true, &["immobilityIllegal"], "immobilityIllegal", &why);
    }
}

/// The `promotion-limit` of a kind, if pieces promote into its type under a limit: how
/// many of it a side may have before a piece may no longer promote into it.
/// Fairy-Stockfish counts the pieces of the type, promoted or not; the limit goes on the
/// one kind whose pieces can be of that type, and is refused when several can.
pub fn limit(tx: &mut Tx<'_>, kind: &Kind) -> Option<i64> {
    let n = *tx.v.promotion_limit.get(&kind.fsf)?;
    if n <= 0 {
        return None;
    }
    let v = tx.v;
    let pawn_target = [WHITE, BLACK]
        .iter()
        .any(|&c| v.promotion_piece_types[c].has(kind.fsf));
    let live: Vec<&Kind> = tx
        .kinds
        .iter()
        .filter(|k| k.fsf == kind.fsf)
        .filter(|k| {
            k.promoted_from.is_some()
                || pawn_target
                || may_own(tx, k, WHITE)
                || may_own(tx, k, BLACK)
        })
        .collect();
    if live.len() > 1 {
        let why = format!(
            "Fairy-Stockfish counts every `{}` toward the limit, promoted or not; Fers counts the pieces of one kind",
            kind.fsf.key()
        );
        tx.refuse(true, &["promotionLimit"], "promotionLimit", &why);
        return None;
    }
    (live.first().map(|k| k.name.as_str()) == Some(kind.name.as_str())).then_some(n)
}

/// Whether a piece moving by `components` could land on a square of `squares` (per side,
/// absolute) on an empty board of `files` × `ranks`.
fn lands_on(components: &[Component], squares: [SquareSet; 2], files: u8, ranks: u8) -> bool {
    for (side, sign) in [(WHITE, 1i16), (BLACK, -1i16)] {
        if squares[side].is_empty() {
            continue;
        }
        for r in 0..i16::from(ranks) {
            for f in 0..i16::from(files) {
                for c in components {
                    let reach = match c.motion {
                        crate::component::Motion::Leap => 1,
                        _ => i16::from(files.max(ranks)),
                    };
                    for o in &c.offsets {
                        for k in 1..=reach {
                            let tf = f + sign * k * i16::from(o.file);
                            let tr = r + sign * k * i16::from(o.rank);
                            if !(0..i16::from(files)).contains(&tf)
                                || !(0..i16::from(ranks)).contains(&tr)
                            {
                                break;
                            }
                            if squares[side].contains(tf as u8, tr as u8) {
                                return true;
                            }
                        }
                    }
                }
            }
        }
    }
    false
}

/// Whether a pawn's en-passant capture can land in its side's part of `zone`: on a square
/// the opponent's pawns pass on their double or triple steps.
fn en_passant_into_zone(tx: &Tx<'_>, zone: [SquareSet; 2]) -> bool {
    let v = tx.v;
    if !v.double_step && v.triple_step_region.iter().all(|r| r.is_empty()) {
        return false;
    }
    let (files, ranks) = (tx.files(), tx.ranks());
    for (us, them, up) in [(WHITE, BLACK, -1i16), (BLACK, WHITE, 1i16)] {
        // `up` is the opponent's forward direction.
        let passed = |region: SquareSet, steps: i16| {
            region.within(files, ranks).squares().any(|(f, r)| {
                (1..=steps).any(|k| {
                    let to = i16::from(r) + k * up;
                    (0..i16::from(ranks)).contains(&to) && zone[us].contains(f, to as u8)
                })
            })
        };
        if (v.double_step && passed(v.double_step_region[them], 1))
            || passed(v.triple_step_region[them], 2)
        {
            return true;
        }
    }
    false
}
