//! Random rulesets: TOML text drawn from the whole descriptor language, deterministic
//! from a seed, with a random legal start position.
//!
//! [`generate`] emits the text (so the loader is exercised as a user's file would be),
//! and what the generator meant where the loader derives a value
//! ([`RandomRuleset::expected_initial_ranks`]). Features that trigger engine bugs still
//! open are behind [`Features`] switches. [`ini_twin`] draws rulesets written both as a
//! Fairy-Stockfish `variants.ini` section and as TOML.
//!
//! ```
//! use fers_conformance::random_ruleset::{Features, generate};
//! let r = generate(7, &Features::all());
//! assert!(r.toml.contains("[board]"));
//! assert!(fers_rules::load_ruleset(&r.toml, "random.toml", &|_| None).is_ok());
//! ```

mod features;
mod flipping;
mod goals;
mod hands;
mod holes;
pub mod ini_twin;
mod pieces;
mod placement;
mod regions;
mod text;

pub use features::Features;
pub use pieces::{Comp, Offsets, Travel};

use crate::SplitMix64;
use pieces::{has_lame_capture, has_same_line_compound, pawn_components, random_component};

/// One generated ruleset.
#[derive(Debug, Clone)]
pub struct RandomRuleset {
    /// The seed it was generated from.
    pub seed: u64,
    /// The ruleset as TOML.
    pub toml: String,
    /// For each kind (declaration order), the 0-based `initial-ranks` the generator
    /// meant, written or left to the documented default (rank 1); none for a kind
    /// given an `initial-region` instead.
    pub expected_initial_ranks: Vec<Vec<u8>>,
}

/// A generated piece kind before rendering.
#[derive(Debug, Clone)]
pub(crate) struct KindGen {
    pub name: String,
    pub letter: char,
    pub royal: bool,
    pub pawn: bool,
    pub comps: Vec<Comp>,
    /// Betza text or structured form.
    pub betza: bool,
    /// 1-based initial ranks as written, `None` for the default.
    pub initial_ranks: Option<Vec<u8>>,
    /// `initial-region`: a region's name, written instead of `initial_ranks`.
    pub initial_region: Option<String>,
    pub promotion: Option<PromotionGen>,
    pub extra: Vec<String>,
}

/// A generated promotion, by kind index.
#[derive(Debug, Clone)]
pub(crate) struct PromotionGen {
    pub to: Vec<usize>,
    pub black_to: Option<Vec<usize>>,
    pub zone: Option<Vec<u8>>,
    pub mandatory: Option<Vec<u8>>,
    /// `zone = "name"`: a region, written instead of `zone`'s ranks.
    pub zone_region: Option<String>,
    /// `mandatory = "name"`: a region, written instead of `mandatory`'s ranks.
    pub mandatory_region: Option<String>,
    pub captured: bool,
    /// `on-capture = true`: only a capture promotes.
    pub on_capture: bool,
    /// `in-place = true`: a promotion is a move of its own (then no `mandatory`).
    pub in_place: bool,
}

/// A generated castling spec.
#[derive(Debug, Clone)]
pub(crate) struct CastlingGen {
    pub rook_kind: usize,
    pub chess960: bool,
    /// `by-drop = true`: a king and rook dropped on their squares gain the right.
    pub by_drop: bool,
    /// King file (fixed mode, and where the start position puts the king).
    pub king_file: u8,
    /// (side is king side, rook file, king-to file, rook-to file, explicit empty, explicit safe)
    pub sides: Vec<SideGen>,
}

/// One castling side.
#[derive(Debug, Clone)]
pub(crate) struct SideGen {
    pub king_side: bool,
    pub rook_file: u8,
    pub king_to: u8,
    pub rook_to: u8,
    pub empty: Option<Vec<u8>>,
    pub safe: Option<Vec<u8>>,
}

pub(crate) fn chance(rng: &mut SplitMix64, percent: usize) -> bool {
    rng.below(100) < percent
}

/// Generates the ruleset of `seed`.
pub fn generate(seed: u64, features: &Features) -> RandomRuleset {
    let mut rng = SplitMix64(seed ^ 0xF0E5_5EED_0000_0001);
    let f = features;
    let (files, ranks) = if chance(&mut rng, 15) {
        let big = [
            (9, 8),
            (10, 8),
            (8, 10),
            (10, 10),
            (12, 10),
            (11, 11),
            (12, 12),
            (9, 9),
        ];
        big[rng.below(big.len())]
    } else {
        (5 + rng.below(4) as u8, 5 + rng.below(4) as u8)
    };
    let mut kinds = Vec::new();
    let mut letters: Vec<char> = "abcdefghijlmnopqrstuvwxyz".chars().collect();
    let mut take_letter = |rng: &mut SplitMix64| letters.remove(rng.below(letters.len()));
    // The royal kind.
    let royal_text = {
        let plain = [
            "K", "K", "K", "WF", "KN", "K2", "WfF", "FfW", "KAD", "fsWbF", "KcD",
        ];
        if f.royal_en_passant && chance(&mut rng, 25) {
            // Captures en passant diagonally forward, where it has no quiet step (a
            // royal may not set en passant: the loader refuses that).
            "WbFfceF".to_string()
        } else {
            plain[rng.below(plain.len())].to_string()
        }
    };
    kinds.push(KindGen {
        name: "king".into(),
        letter: 'k',
        royal: true,
        pawn: false,
        comps: Vec::new(),
        betza: true,
        initial_ranks: (royal_text.contains('i') && !f.default_initial_ranks).then(|| vec![1]),
        initial_region: None,
        promotion: None,
        extra: vec![format!("betza = \"{royal_text}\"")],
    });
    // How many royal kinds: none (the king is an ordinary piece), one, or two.
    let royal_kinds = if f.royal_counts {
        match rng.below(10) {
            0 | 1 => 0,
            2..=4 => 2,
            _ => 1,
        }
    } else {
        1
    };
    // Now and then a game like antichess: no royal kind, captures compulsory, losing
    // every piece wins.
    let antichess = f.goals && royal_kinds == 1 && chance(&mut rng, 6);
    if royal_kinds == 0 || antichess {
        kinds[0].royal = false;
    }
    // With two royal kinds the regent may be a promotion target (a new royal piece).
    let mut royal_target = false;
    if royal_kinds == 2 {
        let regents = ["Q", "K", "WF", "N", "R", "B", "FN", "WA"];
        let text = regents[rng.below(regents.len())];
        kinds.push(KindGen {
            name: "regent".into(),
            letter: take_letter(&mut rng),
            royal: true,
            pawn: false,
            comps: Vec::new(),
            betza: true,
            initial_ranks: None,
            initial_region: None,
            promotion: None,
            extra: vec![format!("betza = \"{text}\"")],
        });
        royal_target = chance(&mut rng, 50);
    }
    let pawns = match rng.below(10) {
        0..=2 => 0,
        3..=7 => 1,
        _ => 2,
    };
    for i in 0..pawns {
        let comps = pawn_components(&mut rng, f);
        let betza = comps.iter().all(|c| c.betza().is_some()) && chance(&mut rng, 60);
        let initial_ranks = match rng.below(4) {
            0 if f.default_initial_ranks => None,
            0 => Some(vec![1]),
            1 => Some(vec![1, 2]),
            _ => Some(vec![2]),
        };
        kinds.push(KindGen {
            name: format!("pawn{i}"),
            letter: take_letter(&mut rng),
            royal: false,
            pawn: true,
            comps,
            betza,
            initial_ranks,
            initial_region: None,
            promotion: None,
            extra: if i == 0 {
                vec!["san = \"\"".into()]
            } else {
                Vec::new()
            },
        });
    }
    let officers = 2 + rng.below(4);
    let mut lame_taken = false;
    for i in 0..officers {
        let structured = chance(&mut rng, 40);
        let comps = loop {
            let n = 1 + rng.below(3);
            let comps: Vec<Comp> = (0..n)
                .map(|_| random_component(&mut rng, f, ranks, structured))
                .collect();
            if !f.same_line_compounds && has_same_line_compound(&comps) {
                continue;
            }
            if !f.several_lame_leapers && has_lame_capture(&comps) {
                if lame_taken {
                    continue;
                }
                lame_taken = true;
            }
            break comps;
        };
        let betza = !structured;
        let initial_ranks = if comps.iter().any(|c| c.initial)
            && (chance(&mut rng, 60) || !f.default_initial_ranks)
        {
            Some(vec![1 + rng.below(2) as u8])
        } else {
            None
        };
        let mut extra = Vec::new();
        if chance(&mut rng, 15) {
            extra.push("mates-alone = false".into());
        }
        if chance(&mut rng, 10) {
            extra.push("resets-clock = true".into());
        }
        kinds.push(KindGen {
            name: format!("piece{i}"),
            letter: take_letter(&mut rng),
            royal: false,
            pawn: false,
            comps,
            betza,
            initial_ranks,
            initial_region: None,
            promotion: None,
            extra,
        });
    }
    // Promotion targets: officers without promotion and, unless allowed, not lame.
    let targets: Vec<usize> = (0..kinds.len())
        .filter(|&k| k != 0 && (!kinds[k].royal || royal_target) && !kinds[k].pawn)
        .filter(|&k| f.several_lame_leapers || !has_lame_capture(&kinds[k].comps))
        .collect();
    let promoting: Vec<usize> = (0..kinds.len())
        .filter(|&k| kinds[k].pawn || (k != 0 && !kinds[k].royal && chance(&mut rng, 8)))
        .collect();
    for &k in &promoting {
        if targets.len() < 2 || targets.contains(&k) && targets.len() < 3 {
            continue;
        }
        let choose = |rng: &mut SplitMix64| -> Vec<usize> {
            let mut to: Vec<usize> = targets
                .iter()
                .copied()
                .filter(|&t| t != k && chance(rng, 50))
                .collect();
            if to.is_empty() {
                to.push(*targets.iter().find(|&&t| t != k).unwrap_or(&targets[0]));
            }
            to
        };
        let to = choose(&mut rng);
        let black_to = chance(&mut rng, 20).then(|| choose(&mut rng));
        let zone = chance(&mut rng, 40).then(|| vec![ranks - 1, ranks]);
        let mandatory = match rng.below(5) {
            0 => Some(Vec::new()),
            1 => Some(vec![ranks]),
            _ => None,
        };
        kinds[k].promotion = Some(PromotionGen {
            to,
            black_to,
            zone,
            mandatory,
            zone_region: None,
            mandatory_region: None,
            captured: chance(&mut rng, 20),
            on_capture: false,
            in_place: false,
        });
    }
    // A promotion target may promote in turn only where it never must (a promoted piece
    // could otherwise stand on its own mandatory rank, which the loader refuses).
    for &t in &targets {
        if kinds.iter().any(|kg| {
            kg.promotion.as_ref().is_some_and(|p| {
                p.to.contains(&t) || p.black_to.as_ref().is_some_and(|b| b.contains(&t))
            })
        }) {
            if chance(&mut rng, 50) {
                if let Some(p) = kinds[t].promotion.as_mut() {
                    p.mandatory = Some(Vec::new());
                }
            } else {
                kinds[t].promotion = None;
            }
        }
    }
    let castling = placement::random_castling(&mut rng, f, &kinds, files);
    // A royal that steps two squares could reach the castling destination.
    if castling.is_some() && !f.ambiguous_castling && (royal_text == "K2" || royal_text == "KAD") {
        kinds[0].extra = vec!["betza = \"K\"".into()];
    }
    // Now and then, without castling, a kind with first moves (cambodian-like): a step,
    // a leap and a double step usable only before it has moved, one of them not out of
    // check, its right lost to an officer aiming at it.
    let frng = &mut SplitMix64(seed ^ 0xF1A5_7000_0000_0011);
    if f.first_moves && castling.is_none() && chance(frng, 30) {
        let not_in_check = if chance(frng, 50) {
            ", not-in-check = true"
        } else {
            ""
        };
        let mut extra = vec![format!(
            "moves = [{{ leap = \"wazir\" }}, {{ leap = [[2, 1], [-2, 1]], mode = \"move\", first-move = true{not_in_check} }}, {{ leap = [[0, 2]], mode = \"move\", first-move = true }}]"
        )];
        if chance(frng, 60) {
            extra.push("first-move-aimed-by = \"piece0\"".into());
        }
        kinds.push(KindGen {
            name: "opener".into(),
            letter: take_letter(frng),
            royal: false,
            pawn: false,
            comps: Vec::new(),
            betza: false,
            initial_ranks: None,
            initial_region: None,
            promotion: None,
            extra,
        });
    }
    // Shuffle the declaration order so the royal kind is not always first.
    let order = shuffled(&mut rng, kinds.len());
    let mut kinds: Vec<KindGen> = order.iter().map(|&i| remap(&kinds[i], &order)).collect();
    let mut hands = if f.hands {
        hands::random_hands(seed, &mut kinds, ranks, castling.is_some())
    } else {
        None
    };
    // Flipping and the drop rules of placing games, drawn after every older part.
    let flipping = f
        .hands
        .then(|| flipping::random_flipping(seed, &kinds, hands.as_mut()));
    if f.hands {
        hands::random_promotion_keys(seed, &mut kinds);
    }
    let regions = if f.regions {
        regions::random_regions(seed, &mut kinds, (files, ranks), hands.is_some())
    } else {
        None
    };
    // `mate-loses` kinds and `decisive-checks`, from a generator of their own.
    let mate_rules = if f.goals {
        goals::random_mate_rules(seed, &mut kinds)
    } else {
        String::new()
    };
    let castling = castling.map(|mut c| {
        c.rook_kind = order.iter().position(|&i| i == c.rook_kind).unwrap_or(0);
        // With hands, now and then a king and rook dropped home gain the right.
        let brng = &mut SplitMix64(seed ^ 0x4259_4452_4f50_0009);
        c.by_drop = hands.is_some() && !c.chess960 && chance(brng, 30);
        c
    });
    let rules = text::random_rules(&mut rng, f);
    // Facing royals is a key of `[rules]` (which `random_rules` always opens); the
    // regions, a table of their own, go last (goal keys are appended to `[rules]`), but
    // both are in place when the start position is drawn, which must not leave the
    // royal pieces facing.
    let rules = match &regions {
        Some(r) if r.facing_royals => {
            rules.replacen("[rules]\n", "[rules]\nfacing-royals = true\n", 1)
        }
        _ => rules,
    };
    let rules = match &flipping {
        Some(g) if g.full_board_ends => {
            rules.replacen("[rules]\n", "[rules]\nfull-board-ends = true\n", 1)
        }
        _ => rules,
    };
    let flip_table = flipping.as_ref().map_or("", |g| g.table.as_str());
    let region_table = regions.as_ref().map_or("", |r| r.table.as_str());
    let rules_with_regions = format!("{rules}{region_table}");
    let body = text::Body {
        files,
        ranks,
        kinds: &kinds,
        castling: castling.as_ref(),
        rules: &rules_with_regions,
        seed,
    };
    let start = placement::start_fen(&mut rng, f, &body);
    let goals = if f.goals {
        let (line, table) = goals::random_counting(seed, &kinds);
        let goals = goals::random_goals(&mut rng, &kinds, (files, ranks), &start, antichess);
        let connect = goals::random_connect(seed, &kinds, (files, ranks), &start);
        format!("{line}{goals}{table}{connect}")
    } else {
        String::new()
    };
    let start = if f.holes {
        holes::random_holes(seed, &start, (files, ranks), castling.is_some())
    } else {
        start
    };
    // With `lift`, royal pieces drawn to start in hand leave the board for it.
    let with_hands = |h: &hands::HandsGen, lift: bool| {
        // The pocket goes right after the board field.
        let (board, rest) = start.split_once(' ').unwrap_or((&start, ""));
        let mut pocket = h.pocket.clone();
        let mut board = board.to_string();
        if lift {
            for &letter in &h.royal_in_hand {
                if let Some(lifted) = lift_piece(&board, letter) {
                    board = lifted;
                    pocket.push(letter);
                }
            }
        }
        let board = board.as_str();
        // Under gating every piece of either side's first rank may gate.
        let rest = if h.gating {
            gate_files(board, rest)
        } else {
            rest.to_string()
        };
        (
            format!(
                "{rules}{mate_rules}{goals}{}{region_table}{flip_table}",
                h.table
            ),
            format!("{board}[{pocket}] {rest}"),
        )
    };
    let (rules, start) = match &hands {
        Some(h) => {
            let lifted = with_hands(h, true);
            // A royal piece lifted may open a line onto another (a regent's): it then
            // stays on the board.
            let valid = |(rules, start): &(String, String)| {
                let text = text::Body { rules, ..body }.render(start);
                fers_rules::load_ruleset(&text, "random.toml", &|_| None)
                    .is_ok_and(|r| fers_rules::Variant::new(r).is_ok())
            };
            if h.royal_in_hand.is_empty() || valid(&lifted) {
                lifted
            } else {
                with_hands(h, false)
            }
        }
        None => (
            format!("{rules}{mate_rules}{goals}{region_table}{flip_table}"),
            start,
        ),
    };
    let body = text::Body {
        rules: &rules,
        ..body
    };
    let toml = body.render(&start);
    let expected_initial_ranks = kinds
        .iter()
        .map(|k| match (&k.initial_ranks, &k.initial_region) {
            // A region replaces the ranks, which the loader leaves empty.
            (_, Some(_)) => Vec::new(),
            (Some(r), None) => r.iter().map(|&x| x - 1).collect(),
            (None, None) => vec![fers_movement::DEFAULT_INITIAL_RANK - 1],
        })
        .collect();
    RandomRuleset {
        seed,
        toml,
        expected_initial_ranks,
    }
}

/// The FEN fields after the board (`rest`: side, castling, ...) with the castling
/// field listing the file of each white piece on white's first rank (uppercase) and of
/// each black piece on black's (lowercase) of `board`, in file order: every piece there
/// may gate.
fn gate_files(board: &str, rest: &str) -> String {
    let files_of = |rank: &str, white: bool| -> Vec<char> {
        let mut out = Vec::new();
        let mut file = 0u8;
        let mut digits = String::new();
        for c in rank.chars() {
            if c.is_ascii_digit() {
                digits.push(c);
                continue;
            }
            file += digits.parse::<u8>().unwrap_or(0);
            digits.clear();
            if c.is_ascii_alphabetic() && c.is_ascii_uppercase() == white {
                out.push((b'a' + file) as char);
            }
            file += 1;
        }
        out
    };
    let ranks: Vec<&str> = board.split('/').collect();
    let white: String = files_of(ranks.last().copied().unwrap_or(""), true)
        .iter()
        .map(char::to_ascii_uppercase)
        .collect();
    let black: String = files_of(ranks.first().copied().unwrap_or(""), false)
        .into_iter()
        .collect();
    let field = format!("{white}{black}");
    let field = if field.is_empty() {
        "-"
    } else {
        field.as_str()
    };
    let mut fields: Vec<&str> = rest.split(' ').collect();
    if fields.len() > 1 {
        fields[1] = field;
    }
    fields.join(" ")
}

fn shuffled(rng: &mut SplitMix64, n: usize) -> Vec<usize> {
    let mut v: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        v.swap(i, rng.below(i + 1));
    }
    v
}

/// A kind with its promotion targets renumbered for the new declaration order.
fn remap(k: &KindGen, order: &[usize]) -> KindGen {
    let new = |i: &usize| order.iter().position(|o| o == i).unwrap_or(0);
    let mut k = k.clone();
    if let Some(p) = &mut k.promotion {
        p.to = p.to.iter().map(new).collect();
        p.black_to = p.black_to.as_ref().map(|b| b.iter().map(new).collect());
    }
    k
}

/// The FEN board field `board` with the first piece written `letter` taken off (its
/// square empty, the runs of empty squares rewritten); `None` if no piece is written so.
fn lift_piece(board: &str, letter: char) -> Option<String> {
    let mut found = false;
    let ranks: Vec<String> = board
        .split('/')
        .map(|rank| {
            // Each square as a piece's text (a letter after its markers) or empty.
            let mut squares: Vec<Option<String>> = Vec::new();
            let mut digits = String::new();
            let mut marker = String::new();
            for c in rank.chars() {
                if c.is_ascii_digit() {
                    digits.push(c);
                    continue;
                }
                if !digits.is_empty() {
                    let n: usize = digits.parse().unwrap_or(0);
                    squares.extend(std::iter::repeat_n(None, n));
                    digits.clear();
                }
                if c == '+' {
                    marker.push(c);
                } else if c == '~' {
                    if let Some(Some(last)) = squares.last_mut() {
                        last.push(c);
                    }
                } else {
                    let text = format!("{marker}{c}");
                    marker.clear();
                    if !found && c == letter && text.len() == 1 {
                        found = true;
                        squares.push(None);
                    } else {
                        squares.push(Some(text));
                    }
                }
            }
            if !digits.is_empty() {
                let n: usize = digits.parse().unwrap_or(0);
                squares.extend(std::iter::repeat_n(None, n));
            }
            let mut out = String::new();
            let mut empty = 0;
            for sq in squares {
                match sq {
                    None => empty += 1,
                    Some(text) => {
                        if empty > 0 {
                            out.push_str(&empty.to_string());
                            empty = 0;
                        }
                        out.push_str(&text);
                    }
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            out
        })
        .collect();
    found.then(|| ranks.join("/"))
}

#[cfg(test)]
mod lift_tests {
    use super::lift_piece;

    #[test]
    fn a_piece_lifted_leaves_its_square_empty() {
        assert_eq!(
            lift_piece("4k3/8/8/8/8/8/8/4K3", 'K').as_deref(),
            Some("4k3/8/8/8/8/8/8/8")
        );
        assert_eq!(lift_piece("k9/10/K9", 'K').as_deref(), Some("k9/10/10"));
        assert_eq!(lift_piece("r*kr4/8", 'k').as_deref(), Some("r*1r4/8"));
        assert_eq!(lift_piece("4k3/8", 'Q'), None);
    }
}
