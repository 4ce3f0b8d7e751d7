//! Castling specs and random legal start positions.

use super::text::Body;
use super::{CastlingGen, Features, KindGen, SideGen, chance};
use crate::SplitMix64;
use fers_reference::{Board, attackers};
use fers_rules::{Color, Piece, Ruleset, Square};

/// A random castling spec (about two rulesets in five), with a partner kind that does
/// not promote.
pub(crate) fn random_castling(
    rng: &mut SplitMix64,
    f: &Features,
    kinds: &[KindGen],
    files: u8,
) -> Option<CastlingGen> {
    if !chance(rng, 40) {
        return None;
    }
    let rooks: Vec<usize> = (0..kinds.len())
        // Kind 0 is the king (not royal in a ruleset without royal kinds).
        .filter(|&k| k != 0 && !kinds[k].royal && !kinds[k].pawn && kinds[k].promotion.is_none())
        .collect();
    if rooks.is_empty() {
        return None;
    }
    let rook_kind = rooks[rng.below(rooks.len())];
    let chess960 = f.chess960_castling && chance(rng, 35);
    let kf = 1 + rng.below(files as usize - 2) as u8;
    let rk = kf + 1 + rng.below((files - kf - 1) as usize) as u8;
    let rq = rng.below(kf as usize) as u8;
    let (want_k, want_q) = match rng.below(10) {
        0..=6 => (true, true),
        7 | 8 => (true, false),
        _ => (false, true),
    };
    let mut sides = Vec::new();
    for (king_side, rook_file, wanted) in [(true, rk, want_k), (false, rq, want_q)] {
        if !wanted {
            continue;
        }
        let (king_to, rook_to) = if chess960 {
            if king_side {
                (files - 2, files - 3)
            } else {
                (2, 3)
            }
        } else if chance(rng, 75) {
            if king_side {
                let kt = (kf + 2).min(files - 1);
                (kt, kt - 1)
            } else {
                let kt = kf.saturating_sub(2);
                (kt, kt + 1)
            }
        } else {
            let kt = rng.below(files as usize) as u8;
            let mut rt = rng.below(files as usize) as u8;
            if rt == kt {
                rt = (kt + 1) % files;
            }
            (kt, rt)
        };
        // Without ambiguous castling the king moves at least two files, towards its
        // rook's side, so no other move (nor the other side's castling) has its UCI.
        let away = king_to as i32 - kf as i32;
        if !chess960 && !f.ambiguous_castling && (away.abs() < 2 || (away > 0) != king_side) {
            continue;
        }
        let span = |a: u8, b: u8| -> Vec<u8> { (a.min(b)..=a.max(b)).collect() };
        let (mut empty, mut safe) = (None, None);
        if !chess960 && chance(rng, 15) {
            let mut e: Vec<u8> = span(kf, king_to)
                .into_iter()
                .chain(span(rook_file, rook_to))
                .filter(|&x| x != kf && x != rook_file)
                .collect();
            e.sort();
            e.dedup();
            if e.len() > 1 && chance(rng, 40) {
                e.remove(rng.below(e.len()));
            }
            let mut s = span(kf, king_to);
            if s.len() > 1 && chance(rng, 40) {
                s.remove(rng.below(s.len()));
            }
            empty = Some(e);
            safe = Some(s);
        }
        sides.push(SideGen {
            king_side,
            rook_file,
            king_to,
            rook_to,
            empty,
            safe,
        });
    }
    if sides.is_empty() {
        return None;
    }
    Some(CastlingGen {
        rook_kind,
        chess960,
        by_drop: false,
        king_file: kf,
        sides,
    })
}

type Cells = Vec<Option<(usize, Color)>>;

fn fen_of(files: u8, ranks: u8, kinds: &[KindGen], cells: &Cells) -> String {
    let mut rows = Vec::new();
    for r in (0..ranks as usize).rev() {
        let mut row = String::new();
        let mut run = 0;
        for f in 0..files as usize {
            match cells[r * files as usize + f] {
                None => run += 1,
                Some((k, c)) => {
                    if run > 0 {
                        row.push_str(&run.to_string());
                        run = 0;
                    }
                    let l = kinds[k].letter;
                    row.push(if c == Color::White {
                        l.to_ascii_uppercase()
                    } else {
                        l
                    });
                }
            }
        }
        if run > 0 {
            row.push_str(&run.to_string());
        }
        rows.push(row);
    }
    rows.join("/")
}

/// A random start position: one king per side (and one or two regents with two royal
/// kinds), castling partners where the spec
/// needs them, other pieces at random (never on a rank where they must already have
/// promoted), and neither side in check. Falls back to the royal pieces alone.
pub(crate) fn start_fen(rng: &mut SplitMix64, f: &Features, body: &Body<'_>) -> String {
    let (files, ranks) = (body.files, body.ranks);
    let n = files as usize * ranks as usize;
    // The `king` kind: royal, or with no royal kind an ordinary piece that castles.
    let royal = body
        .kinds
        .iter()
        .position(|k| k.name == "king")
        .unwrap_or(0);
    let regent = body.kinds.iter().position(|k| k.royal && k.name != "king");
    let sq = |file: u8, rank: u8| rank as usize * files as usize + file as usize;
    let mirror = |rank: u8, c: Color| {
        if c == Color::White {
            rank
        } else {
            ranks - 1 - rank
        }
    };
    // The placeholder start, used to load the ruleset for the checks below.
    let mut bare: Cells = vec![None; n];
    bare[sq(0, 0)] = Some((royal, Color::White));
    bare[sq(files - 1, ranks - 1)] = Some((royal, Color::Black));
    let fallback = format!("{} w - - 0 1", fen_of(files, ranks, body.kinds, &bare));
    let Ok(ruleset) = fers_rules::load_ruleset(&body.render(&fallback), "random.toml", &|_| None)
    else {
        return fallback;
    };
    for _ in 0..60 {
        let mut cells: Cells = vec![None; n];
        let mut rights = String::new();
        for c in [Color::White, Color::Black] {
            match body.castling {
                Some(cg) => {
                    let r = mirror(0, c);
                    cells[sq(cg.king_file, r)] = Some((royal, c));
                    for s in &cg.sides {
                        cells[sq(s.rook_file, r)] = Some((cg.rook_kind, c));
                        if chance(rng, 90) {
                            let l = if s.king_side { 'K' } else { 'Q' };
                            rights.push(if c == Color::White {
                                l
                            } else {
                                l.to_ascii_lowercase()
                            });
                        }
                    }
                }
                None => {
                    let half = (ranks / 2).max(1);
                    let r = mirror(rng.below(half as usize) as u8, c);
                    let file = rng.below(files as usize) as u8;
                    cells[sq(file, r)] = Some((royal, c));
                }
            }
        }
        if let Some(regent) = regent {
            // One or two regents per side, on free squares of its own half.
            for c in [Color::White, Color::Black] {
                for _ in 0..1 + rng.below(2) {
                    let half = (ranks / 2).max(1);
                    let r = mirror(rng.below(half as usize) as u8, c);
                    let file = rng.below(files as usize) as u8;
                    if cells[sq(file, r)].is_none() {
                        cells[sq(file, r)] = Some((regent, c));
                    }
                }
            }
        }
        for c in [Color::White, Color::Black] {
            let count = 2 + rng.below((n / 6).clamp(2, 12));
            let mut lame_placed = false;
            for _ in 0..count {
                let others: Vec<usize> = (0..body.kinds.len()).filter(|&k| k != royal).collect();
                let k = others[rng.below(others.len())];
                let kind = &body.kinds[k];
                if super::pieces::has_lame_capture(&kind.comps) && !f.several_lame_leapers {
                    if lame_placed {
                        continue;
                    }
                    lame_placed = true;
                }
                let rank = if kind.pawn && chance(rng, 70) {
                    1 + rng.below(2) as u8
                } else {
                    rng.below(ranks as usize) as u8
                };
                let file = rng.below(files as usize) as u8;
                let abs = mirror(rank.min(ranks - 1), c);
                let mandatory = ruleset.pieces[k].promotion.as_ref().is_some_and(|p| {
                    ruleset
                        .shape
                        .square(file as i32, abs as i32)
                        .is_some_and(|at| p.is_mandatory(&ruleset.regions, ruleset.shape, c, at))
                });
                let castling_rank = body
                    .castling
                    .is_some_and(|cg| cg.rook_kind == k && abs == mirror(0, c));
                if mandatory || castling_rank || cells[sq(file, abs)].is_some() {
                    continue;
                }
                cells[sq(file, abs)] = Some((k, c));
            }
        }
        let turn = if chance(rng, 80) {
            Color::White
        } else {
            Color::Black
        };
        if in_check(&ruleset, files, ranks, &cells, turn) {
            continue;
        }
        // First-move rights: openers put on their side's first rank, most of them
        // with their right (white's letters, then black's).
        if let Some(opener) = body.kinds.iter().position(|k| k.name == "opener") {
            for c in [Color::White, Color::Black] {
                let r = mirror(0, c);
                let file = rng.below(files as usize) as u8;
                if cells[sq(file, r)].is_none() {
                    cells[sq(file, r)] = Some((opener, c));
                }
                for file in 0..files {
                    if cells[sq(file, r)] == Some((opener, c)) && chance(rng, 80) {
                        let l = (b'a' + file) as char;
                        rights.push(if c == Color::White {
                            l.to_ascii_uppercase()
                        } else {
                            l
                        });
                    }
                }
            }
            if in_check(&ruleset, files, ranks, &cells, turn) {
                continue;
            }
        }
        if rights.is_empty() {
            rights.push('-');
        }
        let side = if turn == Color::White { 'w' } else { 'b' };
        return format!(
            "{} {side} {rights} - 0 1",
            fen_of(files, ranks, body.kinds, &cells)
        );
    }
    fallback
}

/// Whether a royal piece that must be safe is attacked (the oracle's attack test): with
/// exactly one royal kind, either side's (so strict FEN's classical check rules hold);
/// otherwise those of the side not to move (the side to move may start in check).
fn in_check(ruleset: &Ruleset, files: u8, ranks: u8, cells: &Cells, turn: Color) -> bool {
    let Ok(shape) = fers_rules::BoardShape::new(files as i64, ranks as i64) else {
        return true;
    };
    let board = Board {
        holes: Vec::new(),
        walls: Vec::new(),
        shape,
        cells: cells
            .iter()
            .map(|c| {
                c.map(|(k, color)| Piece {
                    kind: fers_rules::Kind(k as u8),
                    color,
                })
            })
            .collect(),
        turn,
        castling: Vec::new(),
        ep_targets: Vec::new(),
        ep_victim: None,
        checks_given: Default::default(),
        hands: Default::default(),
        promoted: Vec::new(),
        gates: Vec::new(),
        passes: 0,
        castled: None,
        honour_count: None,
        decisive_check: Default::default(),
    };
    let sides = if ruleset.royal_kind().is_some() {
        vec![Color::White, Color::Black]
    } else {
        vec![!turn]
    };
    sides.into_iter().any(|c| {
        board
            .royals(ruleset, c)
            .iter()
            .any(|&r: &Square| !attackers(ruleset, &board, r, !c).is_empty())
    })
}
