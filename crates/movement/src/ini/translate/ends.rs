//! `[rules]`: how the game ends. Stalemate and checkmate values, the move rule (the
//! repetition rules are `repetition.rs`', the connection goal `connect.rs`'), insufficient material as Fairy-Stockfish judges it, extinction, flags, check
//! counting, explosions, walls, the xiangqi and janggi rules, material counting and the
//! makruk family's counting rules.

use super::Tx;
use super::kinds::{names_of, names_of_type};
use super::out::{Block, as_ranks, mirror, names, numbers, quote, square_words};
use crate::ini::model::{BLACK, GameValue, PieceType, SquareSet, TypeSet, WHITE};

pub(super) fn value_word(v: GameValue) -> Option<&'static str> {
    match v {
        GameValue::Win => Some("win"),
        GameValue::Loss => Some("loss"),
        GameValue::Draw => Some("draw"),
        GameValue::None => None,
    }
}

/// `[rules]` and its tables.
pub fn rules(tx: &mut Tx<'_>) -> Block {
    let v = tx.v;
    let mut b = Block::default();
    b.line("[rules]", None);
    let stalemate = if v.stalemate_piece_count && v.stalemate_value == GameValue::Win {
        Some("fewer-pieces-win")
    } else if v.stalemate_piece_count && v.stalemate_value == GameValue::Loss {
        Some("more-pieces-win")
    } else {
        value_word(v.stalemate_value)
    };
    match stalemate {
        Some(s) => b.key("stalemate", quote(s), tx.at(&["stalemateValue", "stalematePieceCount"])),
        None => tx.refuse(
            true,
            &["stalemateValue", "stalematePieceCount"],
            "stalemateValue",
            "Fers scores a stalemate as a win, a loss, a draw, or a win for the side with fewer or with more pieces",
        ),
    }
    match value_word(v.checkmate_value) {
        Some("loss") => {}
        Some(s) => b.key("checkmate", quote(s), tx.at(&["checkmateValue"])),
        None => tx.refuse(
            true,
            &["checkmateValue"],
            "checkmateValue",
            "Fers scores a checkmate as a win, a loss or a draw",
        ),
    }
    let n_move = v.n_move_rule;
    if (0..=100_000).contains(&n_move) {
        // A game that material counting scores must end at the rule, not be claimed.
        let (claim, forced) = if v.material_counting == "janggi" {
            (0, n_move)
        } else {
            (n_move, 0)
        };
        b.key("move-rule", claim, tx.at(&["nMoveRule"]));
        b.key("move-rule-forced", forced, None);
    } else {
        tx.refuse(
            true,
            &["nMoveRule"],
            "nMoveRule",
            "Fers' move rule counts from 0 (off) to 100000 moves",
        );
    }
    let chase = super::repetition::repetition(tx, &mut b);
    b.key("insufficient-material", insufficient_material(tx), None);
    if bare_royal(tx) {
        b.key("bare-royal", quote("loss"), tx.at(&["extinctionClaim"]));
    }
    check_limit(tx, &mut b);
    if !v.checking {
        b.key("giving-check", quote("illegal"), tx.at(&["checking"]));
    } else if !v.drop_checks && v.piece_drops && super::drops::has_hands(tx) {
        let at = tx.at(&["dropChecks"]);
        b.key("giving-check", quote("not-by-drops"), at);
    }
    if v.must_capture {
        b.key("must-capture", true, tx.at(&["mustCapture"]));
    }
    if !v.castling_wins.is_empty() {
        let letters: Vec<String> = (v.castling_wins.chars())
            .filter(|c| "KQkq".contains(*c))
            .map(|c| format!("\"{c}\""))
            .collect();
        b.key(
            "castling-wins",
            format!("[{}]", letters.join(", ")),
            tx.at(&["castlingWins"]),
        );
    }
    match v.material_counting {
        "whitedrawodds" => b.key("draw-winner", quote("white"), tx.at(&["materialCounting"])),
        "blackdrawodds" => b.key("draw-winner", quote("black"), tx.at(&["materialCounting"])),
        _ => {}
    }
    if TypeSet(v.mutually_immune_types.0 & !1)
        .types_of()
        .any(|t| names_of_type(&tx.kinds, t).len() > 1)
    {
        tx.refuse(
            true,
            &["mutuallyImmuneTypes"],
            "mutuallyImmuneTypes",
            "a type that promoted pieces also are: Fairy-Stockfish keeps them all from capturing each other, Fers keeps each kind from capturing its own",
        );
    }
    let mut immune = names_of(&tx.kinds, TypeSet(v.mutually_immune_types.0 & !1));
    for n in names_of_type(&tx.kinds, PieceType::JANGGI_CANNON) {
        if !immune.contains(&n) {
            immune.push(n);
        }
    }
    if !immune.is_empty() {
        b.key(
            "mutually-immune",
            names(&immune),
            tx.at(&["mutuallyImmuneTypes", "janggiCannon"]),
        );
    }
    let has_king = v.letter(PieceType::KING).is_some();
    if v.flying_general && has_king {
        b.key("facing-royals", true, tx.at(&["flyingGeneral"]));
    }
    let passes = v.pass[WHITE] && v.pass[BLACK];
    if passes {
        b.key("pass", true, tx.at(&["pass", "passWhite", "passBlack"]));
    } else if v.pass_on_stalemate[WHITE] && v.pass_on_stalemate[BLACK] {
        b.key(
            "pass-on-stalemate",
            true,
            tx.at(&[
                "passOnStalemate",
                "passOnStalemateWhite",
                "passOnStalemateBlack",
            ]),
        );
    }
    if v.bikjang_rule && has_king {
        if passes {
            b.key("facing-royals-end", true, tx.at(&["bikjangRule"]));
        } else {
            tx.refuse(
                true,
                &["bikjangRule"],
                "bikjangRule",
                "Fers ends a game by facing kings (bikjang) only where a side may pass",
            );
        }
    }
    if v.makpong_rule {
        b.key(
            "royal-in-check",
            quote("capture-only"),
            tx.at(&["makpongRule"]),
        );
    }
    if v.shatar_mate_rule {
        let mut decisive = Vec::new();
        for t in [PieceType::KNIGHT, PieceType::ROOK, PieceType::BERS] {
            decisive.extend(names_of_type(&tx.kinds, t));
        }
        b.key(
            "decisive-checks",
            names(&decisive),
            tx.at(&["shatarMateRule"]),
        );
    }
    super::flipping::keys(tx, &mut b);
    b.line("", None);
    extinction(tx, &mut b);
    flag(tx, &mut b);
    super::connect::connect(tx, &mut b);
    explosion(tx, &mut b);
    walls(tx, &mut b);
    counting(tx, &mut b);
    super::flipping::tables(tx, &mut b);
    honour_counting(tx, &mut b);
    b.extend(chase);
    b
}

/// Shatranj's bare king: `extinctionValue = loss`, `extinctionClaim`, all pieces,
/// `extinctionPieceCount = 1`, `extinctionOpponentPieceCount = 2`.
fn bare_royal(tx: &Tx<'_>) -> bool {
    let v = tx.v;
    v.extinction_value == GameValue::Loss
        && v.extinction_claim
        && v.extinction_piece_types == TypeSet::of(PieceType::ALL)
        && v.extinction_piece_count == 1
        && v.extinction_opponent_piece_count == 2
        && !v.extinction_pseudo_royal
}

/// Whether Fairy-Stockfish can judge a position dead by insufficient material: not where
/// captures go to hand, an extinction or flag goal or a non-draw repetition decides
/// games, pseudo-royal pieces count as material, or a custom royal piece can still be
/// stalemated to a result.
fn insufficient_material(tx: &Tx<'_>) -> bool {
    let v = tx.v;
    let flags = [WHITE, BLACK]
        .iter()
        .any(|&c| !v.flag_region[c].within(tx.files(), tx.ranks()).is_empty());
    let custom_king = v.stalemate_value != GameValue::Draw
        && v.king_type != PieceType::KING
        && v.letter(PieceType::KING).is_some()
        && {
            let regions =
                [WHITE, BLACK].map(|c| v.mobility_region[c].get(&PieceType::KING).copied());
            match regions {
                [Some(a), Some(b)] => a.0 & b.0 != 0,
                _ => true,
            }
        };
    !(v.captures_to_hand
        || (v.extinction_value != GameValue::None && !v.extinction_pseudo_royal)
        || (v.n_fold_rule != 0 && v.n_fold_value != GameValue::Draw)
        || flags
        || custom_king
        || (v.extinction_pseudo_royal && !v.blast_on_capture))
}

/// `check-limit`, from the start position's counters (`3+3`).
fn check_limit(tx: &mut Tx<'_>, b: &mut Block) {
    let v = tx.v;
    if !v.check_counting {
        return;
    }
    let counter = v
        .start_fen
        .split_whitespace()
        .find(|f| f.contains('+') && f.chars().all(|c| c.is_ascii_digit() || c == '+'));
    // Without counters, the first check wins.
    let limit = counter.map_or(Some(1), |c| {
        let (w, bl) = c.split_once('+')?;
        (w == bl).then(|| w.parse::<i64>().ok()).flatten()
    });
    match limit {
        Some(n) if (1..=99).contains(&n) => b.key("check-limit", n, tx.at(&["checkCounting"])),
        _ => tx.refuse(
            true,
            &["startFen"],
            "startFen",
            "with checkCounting, Fers needs the start position to give both sides the same number of checks, 1 to 99 (`3+3`), or none (the first check wins)",
        ),
    }
}

fn extinction(tx: &mut Tx<'_>, b: &mut Block) {
    let v = tx.v;
    if bare_royal(tx) {
        return;
    }
    let Some(result) = value_word(v.extinction_value) else {
        if v.extinction_pseudo_royal && !v.extinction_piece_types.is_empty() {
            tx.refuse(
                true,
                &["extinctionPseudoRoyal"],
                "extinctionPseudoRoyal",
                "pseudo-royal pieces whose loss decides nothing (extinctionValue = none); Fers' pseudo-royal pieces are an extinction goal",
            );
        }
        return;
    };
    let types = v.extinction_piece_types;
    if types.is_empty() {
        return;
    }
    if !(0..=255).contains(&v.extinction_opponent_piece_count) {
        tx.refuse(
            true,
            &["extinctionOpponentPieceCount"],
            "extinctionOpponentPieceCount",
            "Fers counts from 0 to 255 pieces",
        );
        return;
    }
    if v.extinction_claim {
        tx.refuse(
            true,
            &["extinctionClaim"],
            "extinctionClaim",
            "Fers' extinction goal is judged for both sides alike (apart from shatranj's bare king)",
        );
        return;
    }
    let count = v.extinction_piece_count;
    if !(0..=255).contains(&count) {
        tx.refuse(
            true,
            &["extinctionPieceCount"],
            "extinctionPieceCount",
            "Fers counts from 0 to 255 pieces",
        );
        return;
    }
    let mut kinds = names_of(&tx.kinds, TypeSet(types.0 & !1));
    if v.extinction_pseudo_royal {
        // A king is royal already: pseudo-royalty adds nothing to it.
        kinds.retain(|k| !is_royal(tx, k));
    }
    // Fairy-Stockfish counts a type's pieces, promoted or not: the kinds of one type are
    // counted together.
    let split: Vec<PieceType> = TypeSet(types.0 & !1)
        .types_of()
        .filter(|&t| names_of_type(&tx.kinds, t).len() > 1)
        .collect();
    let together = !split.is_empty();
    if together && TypeSet(types.0 & !1).types_of().count() > 1 {
        tx.refuse(
            true,
            &["extinctionPieceTypes"],
            "extinctionPieceTypes",
            "several types counted apart, one of which promoted pieces also are: Fers counts one group of kinds together, or each kind apart",
        );
        return;
    }
    let all = types.has(PieceType::ALL);
    if kinds.is_empty() && !all {
        return;
    }
    let at = tx.at(&["extinctionPieceTypes", "extinctionValue"]);
    b.line("[rules.extinction]", at);
    if !kinds.is_empty() {
        b.key("kinds", names(&kinds), at);
    }
    if all {
        b.key("all-pieces", true, at);
    }
    if together && kinds.len() > 1 {
        b.key("together", true, at);
    }
    if count != 0 {
        b.key("count", count, tx.at(&["extinctionPieceCount"]));
    }
    if v.extinction_opponent_piece_count != 0 {
        let n = v.extinction_opponent_piece_count;
        b.key(
            "opponent-count",
            n,
            tx.at(&["extinctionOpponentPieceCount"]),
        );
    }
    b.key("result", quote(result), tx.at(&["extinctionValue"]));
    if v.extinction_pseudo_royal {
        b.key("pseudo-royal", true, tx.at(&["extinctionPseudoRoyal"]));
        if v.duple_check {
            b.key("duple-check", true, tx.at(&["dupleCheck"]));
        }
    }
    b.line("", None);
}

fn flag(tx: &mut Tx<'_>, b: &mut Block) {
    let v = tx.v;
    let (files, ranks) = (tx.files(), tx.ranks());
    let regions = v.flag_region.map(|r| r.within(files, ranks));
    let sides: Vec<usize> = [WHITE, BLACK]
        .into_iter()
        .filter(|&c| !regions[c].is_empty())
        .collect();
    let Some(&first) = sides.first() else {
        return;
    };
    let piece = v.flag_piece[first];
    if sides.iter().any(|&c| v.flag_piece[c] != piece) {
        tx.refuse(
            true,
            &["flagPieceWhite", "flagPieceBlack"],
            "flagPiece",
            "the two sides' flag pieces differ; Fers' flag kinds are the same for both",
        );
        return;
    }
    let kinds = names_of(&tx.kinds, TypeSet::of(piece));
    if kinds.is_empty() {
        return;
    }
    let reply = if !v.flag_move {
        "none"
    } else if piece == PieceType::KING && !v.checking {
        "draw"
    } else if piece != PieceType::KING {
        "survive"
    } else {
        tx.refuse(
            true,
            &["flagMove"],
            "flagMove",
            "a king that reaches its region gives the opponent one more move while checks are allowed; Fers' reply rules are racing kings' (no checks) and jeson mor's",
        );
        return;
    };
    let at = tx.at(&[
        "flagRegion",
        "flagRegionWhite",
        "flagRegionBlack",
        "flagPiece",
    ]);
    b.line("[rules.flag]", at);
    b.key(
        "kinds",
        names(&kinds),
        tx.at(&["flagPiece", "flagPieceWhite", "flagPieceBlack"]),
    );
    for (c, side) in [(WHITE, "white"), (BLACK, "black")] {
        let r = regions[c];
        if r.is_empty() {
            continue;
        }
        let whole = as_ranks([r, mirror(r, ranks)], files, ranks);
        match whole {
            Some(rs) => b.key(&format!("{side}-ranks"), numbers(&rs), at),
            None => {
                let squares: Vec<String> = square_words(r).split(' ').map(str::to_string).collect();
                b.key(side, names(&squares), at);
            }
        }
    }
    if reply != "none" {
        b.key("reply", quote(reply), tx.at(&["flagMove"]));
    }
    if v.flag_piece_safe {
        b.key("safe", true, tx.at(&["flagPieceSafe"]));
    }
    if v.flag_piece_count > 1 {
        b.key(
            "count",
            v.flag_piece_count.min(255),
            tx.at(&["flagPieceCount"]),
        );
    }
    b.line("", None);
}

fn explosion(tx: &mut Tx<'_>, b: &mut Block) {
    let v = tx.v;
    if !v.blast_on_capture {
        return;
    }
    let at = tx.at(&["blastOnCapture"]);
    b.line("[rules.explosion]", at);
    let spares: Vec<String> = tx
        .kinds
        .iter()
        .filter(|k| k.fsf == PieceType::PAWN)
        .map(|k| k.name.clone())
        .collect();
    if !spares.is_empty() {
        b.key("spares", names(&spares), at);
    }
    let immune = names_of(&tx.kinds, TypeSet(v.blast_immune_types.0 & !1));
    if !immune.is_empty() {
        b.key("immune", names(&immune), tx.at(&["blastImmuneTypes"]));
    }
    b.line("", None);
}

fn walls(tx: &mut Tx<'_>, b: &mut Block) {
    let v = tx.v;
    let placement = match v.walling_rule {
        "arrow" => Some("arrow"),
        "duck" => Some("duck"),
        "past" => Some("vacated"),
        "static" => Some("anywhere"),
        _ => None,
    };
    let petrify = names_of(&tx.kinds, TypeSet(v.petrify_on_capture_types.0 & !1));
    if placement.is_none() && petrify.is_empty() {
        return;
    }
    let at = tx.at(&["wallingRule", "petrifyOnCaptureTypes"]);
    b.line("[rules.walls]", at);
    if let Some(p) = placement {
        b.key("placement", quote(p), tx.at(&["wallingRule"]));
        let (files, ranks) = (tx.files(), tx.ranks());
        let region = v.walling_region.map(|r| r.within(files, ranks));
        let all = SquareSet::ALL.within(files, ranks);
        if region != [all, all] {
            let rat = tx.at(&["wallingRegion", "wallingRegionWhite", "wallingRegionBlack"]);
            let name = tx.regions.name("walls", region, rat);
            b.key("region", quote(&name), rat);
        }
    }
    if !petrify.is_empty() {
        b.key(
            "petrify",
            names(&petrify),
            tx.at(&["petrifyOnCaptureTypes"]),
        );
    }
    b.line("", None);
}

/// Janggi's material counting (`materialCounting = janggi`).
fn counting(tx: &mut Tx<'_>, b: &mut Block) {
    let v = tx.v;
    if v.material_counting != "janggi" {
        return;
    }
    if !(v.pass[WHITE] && v.pass[BLACK]) {
        tx.refuse(
            true,
            &["materialCounting"],
            "materialCounting",
            "Fers' janggi material counting scores the games that end by passes, facing kings, the move rule or a repetition; without passes Fairy-Stockfish also counts at other ends",
        );
        return;
    }
    let at = tx.at(&["materialCounting"]);
    let values = [
        (PieceType::ROOK, 13),
        (PieceType::JANGGI_CANNON, 7),
        (PieceType::HORSE, 5),
        (PieceType(32), 3),
        (PieceType::WAZIR, 3),
        (PieceType::SOLDIER, 2),
    ];
    let mut parts = Vec::new();
    for (t, n) in values {
        for name in names_of_type(&tx.kinds, t) {
            parts.push(format!("{} = {n}", quote(&name)));
        }
    }
    b.line("[rules.counting]", at);
    b.key("values", format!("{{ {} }}", parts.join(", ")), at);
    b.key("black-bonus", 1, at);
    b.line("", None);
}

/// An honour-counting rule's figures, as `honour_counting` matches them by rule: two
/// optional limits, the limits by the pieces left (their names and two figures), the
/// limit otherwise, and a flag.
type HonourTable<'a> = (
    Option<i64>,
    Option<i64>,
    Vec<(&'a Vec<String>, i64, i64)>,
    Option<i64>,
    bool,
);

/// The makruk family's counting rules (`countingRule`).
fn honour_counting(tx: &mut Tx<'_>, b: &mut Block) {
    let v = tx.v;
    let rule = v.counting_rule;
    if rule == "none" {
        return;
    }
    let at = tx.at(&["countingRule"]);
    let rook = names_of_type(&tx.kinds, PieceType::ROOK);
    let khon = names_of_type(&tx.kinds, PieceType(9));
    let knight = names_of_type(&tx.kinds, PieceType::KNIGHT);
    let pawns = names_of_type(&tx.kinds, PieceType::PAWN);
    let (board, board_pieces, steps, otherwise, from_pieces): HonourTable<'_> = match rule {
        "makruk" => (
            Some(64),
            None,
            vec![
                (&rook, 2, 8),
                (&rook, 1, 16),
                (&khon, 2, 22),
                (&knight, 2, 32),
                (&khon, 1, 44),
            ],
            Some(64),
            true,
        ),
        "cambodian" => (
            Some(63),
            Some(3),
            vec![
                (&rook, 2, 7),
                (&rook, 1, 15),
                (&khon, 2, 21),
                (&knight, 2, 31),
                (&khon, 1, 43),
            ],
            Some(63),
            true,
        ),
        _ => (
            None,
            None,
            vec![(&rook, 1, 16), (&khon, 1, 44), (&knight, 1, 64)],
            None,
            false,
        ),
    };
    if [&rook, &khon, &knight].iter().any(|k| k.len() > 1) {
        tx.refuse(
            true,
            &["countingRule"],
            "countingRule",
            "the counting rules count pieces of one kind per type, not promoted ones besides",
        );
        return;
    }
    b.line("[rules.honour-counting]", at);
    b.key("pawns", names(&pawns), at);
    if let Some(n) = board {
        b.key("board-honour", n, at);
    }
    if let Some(n) = board_pieces {
        b.key("board-honour-pieces", n, at);
    }
    let entries: Vec<String> = steps
        .iter()
        .filter_map(|(kinds, count, moves)| {
            kinds.first().map(|k| {
                if *count == 1 {
                    format!("{{ kind = {}, moves = {moves} }}", quote(k))
                } else {
                    format!(
                        "{{ kind = {}, count = {count}, moves = {moves} }}",
                        quote(k)
                    )
                }
            })
        })
        .collect();
    if !entries.is_empty() {
        b.line("pieces-honour = [", at);
        for e in entries {
            b.line(format!("  {e},"), at);
        }
        b.line("]", at);
    }
    if let Some(n) = otherwise {
        b.key("pieces-honour-otherwise", n, at);
    }
    if from_pieces {
        b.key("count-from", quote("pieces"), at);
    }
    b.line("", None);
}

/// Whether `name` is the royal kind (the declared `king`).
pub(super) fn is_royal(tx: &Tx<'_>, name: &str) -> bool {
    tx.kinds
        .iter()
        .any(|k| k.name == name && k.fsf == PieceType::KING && k.promoted_from.is_none())
}
