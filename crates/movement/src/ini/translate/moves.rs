//! Each kind's movement: its type's Betza text read as Fairy-Stockfish reads it, and the
//! moves Fairy-Stockfish gives some types in code rather than in Betza (the pawn's
//! double and triple steps, the xiangqi soldier's sideways step across the river, the
//! janggi cannon, the janggi palace's diagonal lines, the cambodian king's and met's
//! first moves), then en passant, written as Betza when Fers' Betza reads back the same
//! components, else as `moves`.

use super::Tx;
use super::kinds::Kind;
use super::out::{as_ranks, quote};
use crate::betza::{parse_betza, write_betza};
use crate::component::{Component, Landing, Mode, Motion};
use crate::ini::fsf_betza;
use crate::ini::model::{BLACK, PieceType, SquareSet, WHITE};
use crate::ini::problem::IniProblem;
use fers_geometry::Offset;

/// A kind's movement, and what it needs besides its components.
#[derive(Debug, Clone, Default)]
pub struct Movement {
    /// The components.
    pub components: Vec<Component>,
    /// `initial-ranks` or `initial-region` for its initial components: `Ok(ranks)` or
    /// `Err(region name)`.
    pub initial: Option<Result<Vec<u8>, String>>,
    /// The region its components `within` one use (the diagonal lines).
    pub within: Option<String>,
}

fn offsets(list: &[(i8, i8)]) -> Vec<Offset> {
    let mut v: Vec<Offset> = list.iter().map(|&(f, r)| Offset::new(f, r)).collect();
    v.sort_unstable();
    v
}

/// The components type `t` moves by, before en passant; `None` (with a problem recorded)
/// when its Betza text cannot be followed.
fn type_components(
    tx: &mut Tx<'_>,
    t: PieceType,
    within: &mut Option<String>,
) -> Option<Vec<Component>> {
    let v = tx.v;
    if t == PieceType::PAWN {
        return Some(pawn(tx));
    }
    let move_type = if t == PieceType::KING { v.king_type } else { t };
    let text = if move_type == PieceType::JANGGI_CANNON {
        "pR".to_string()
    } else {
        v.betza(move_type)
    };
    let key = if move_type == PieceType::CUSTOM_ROYAL {
        "king".to_string()
    } else {
        move_type.key()
    };
    let read = fsf_betza::read(&text).and_then(|m| fsf_betza::realize(&m));
    let mut components = match read {
        Ok(c) => c,
        Err(p) => {
            let at = tx.at(&[&key]).unwrap_or(tx.ctx.header);
            let origin = tx.v.origins.get(&key).filter(|o| !o.builtin);
            // The Betza text starts after the value's `x:`.
            let column = origin.map_or(at.column, |o| o.value_at.column + 2 + p.index);
            if p.unsupported {
                let shown = format!("{key} = {text}");
                tx.refuse(true, &[&key], &shown, &p.message);
            } else {
                tx.problems.push(IniProblem::BadBetza {
                    at: crate::ini::problem::Place::new(at.line, column),
                    key,
                    message: p.message,
                });
            }
            return None;
        }
    };
    if move_type == PieceType::SOLDIER {
        soldier(tx, &mut components);
    }
    diagonal_lines(tx, move_type, &mut components, within);
    Some(components)
}

/// Fairy-Stockfish's pawn: a push, a diagonal capture, a double step from the double-step
/// region and a triple step from the triple-step one, both through empty squares.
fn pawn(tx: &mut Tx<'_>) -> Vec<Component> {
    let v = tx.v;
    let mut out = vec![
        Component::leap(offsets(&[(0, 1)])).with_mode(Mode::Move),
        Component::leap(offsets(&[(-1, 1), (1, 1)])).with_mode(Mode::Capture),
    ];
    if v.double_step {
        out.push(Component {
            lame: true,
            initial: true,
            ..Component::leap(offsets(&[(0, 2)])).with_mode(Mode::Move)
        });
    }
    let triple = v
        .triple_step_region
        .map(|s| s.within(tx.files(), tx.ranks()));
    if triple.iter().any(|s| !s.is_empty()) {
        match as_ranks(triple, tx.files(), tx.ranks()) {
            Some(ranks) => out.push(Component {
                lame: true,
                from_ranks: Some(ranks.iter().map(|r| r - 1).collect()),
                ..Component::leap(offsets(&[(0, 3)])).with_mode(Mode::Move)
            }),
            None => tx.refuse(
                true,
                &["tripleStepRegionWhite", "tripleStepRegionBlack"],
                "tripleStepRegion",
                "Fers gives a triple step from whole ranks only, the same for both sides",
            ),
        }
    }
    out
}

/// The xiangqi soldier steps sideways only from its promotion rank on.
fn soldier(tx: &Tx<'_>, components: &mut Vec<Component>) {
    let from = tx.v.soldier_promotion_rank;
    if from == 0 {
        return;
    }
    let mut out = Vec::new();
    for c in components.drain(..) {
        let (side, ahead): (Vec<Offset>, Vec<Offset>) = c.offsets.iter().partition(|o| o.rank == 0);
        if !ahead.is_empty() {
            out.push(Component {
                offsets: ahead,
                ..c.clone()
            });
        }
        if !side.is_empty() {
            out.push(Component {
                offsets: side,
                from_ranks: Some((from..tx.ranks()).collect()),
                ..c
            });
        }
    }
    *components = out;
}

/// Janggi's palace: along the diagonal lines, a wazir steps as a ferz, a soldier forward
/// diagonally, a rook slides as a bishop and a janggi cannon hops as one.
fn diagonal_lines(
    tx: &mut Tx<'_>,
    move_type: PieceType,
    components: &mut Vec<Component>,
    within: &mut Option<String>,
) {
    let lines = tx.v.diagonal_lines.within(tx.files(), tx.ranks());
    if lines.is_empty() {
        return;
    }
    let diagonal = offsets(&[(-1, -1), (-1, 1), (1, -1), (1, 1)]);
    let c = match move_type {
        PieceType::WAZIR => Component::leap(diagonal),
        PieceType::SOLDIER => Component::leap(offsets(&[(-1, 1), (1, 1)])),
        PieceType::ROOK => Component::slide(diagonal, None),
        PieceType::JANGGI_CANNON => Component {
            motion: Motion::Hop {
                landing: Landing::AnyBeyond,
            },
            ..Component::leap(diagonal)
        },
        _ => return,
    };
    let at = tx.at(&["diagonalLines"]);
    // Components name their region in the TOML; the index is a placeholder.
    *within = Some(tx.regions.name("diagonal-lines", [lines, lines], at));
    components.push(Component {
        within: Some(0),
        ..c
    });
}

/// The cambodian king's and met's first moves.
fn cambodian(tx: &Tx<'_>, kind: &Kind, components: &mut Vec<Component>) {
    if !tx.v.cambodian_moves || kind.promoted_from.is_some() {
        return;
    }
    if kind.fsf == PieceType::KING {
        components.push(Component {
            first_move: true,
            not_in_check: true,
            ..Component::leap(offsets(&[(-2, 1), (2, 1)])).with_mode(Mode::Move)
        });
    } else if kind.fsf == PieceType::FERS {
        components.push(Component {
            first_move: true,
            ..Component::leap(offsets(&[(0, 2)])).with_mode(Mode::Move)
        });
    }
}

/// Whether an en-passant target can arise at all: a pawn's double or triple step, or a
/// quiet initial move of another piece, onto a board whose en-passant region is not
/// empty.
fn targets_possible(tx: &Tx<'_>) -> bool {
    let v = tx.v;
    let region = v
        .en_passant_region
        .map(|s| s.within(tx.files(), tx.ranks()));
    if region.iter().all(|r| r.is_empty()) {
        return false;
    }
    let pawn = v.letter(PieceType::PAWN).is_some()
        && (v.double_step || v.triple_step_region.iter().any(|s| !s.is_empty()));
    let initial = v.double_step
        && v.types().any(|t| {
            t != PieceType::PAWN
                && fsf_betza::read(&v.betza(t))
                    .map(|m| {
                        let map = &m.maps[1][0];
                        !(map.steps.is_empty() && map.sliders.is_empty() && map.hoppers.is_empty())
                    })
                    .unwrap_or(false)
        });
    pawn || initial
}

/// The kind's movement: its components with en passant settled, and where its initial
/// components apply.
pub fn movement(tx: &mut Tx<'_>, kind: &Kind) -> Option<Movement> {
    let mut within = None;
    let mut components = type_components(tx, kind.fsf, &mut within)?;
    cambodian(tx, kind, &mut components);
    let v = tx.v;
    // Initial moves apply from the double-step region, and not at all without one.
    let dsr = v
        .double_step_region
        .map(|s| s.within(tx.files(), tx.ranks()));
    if !v.double_step || dsr.iter().all(|s| s.is_empty()) {
        components.retain(|c| !c.initial);
    }
    let possible = targets_possible(tx);
    let ep_white = v.en_passant_types[WHITE].has(kind.fsf);
    let ep_black = v.en_passant_types[BLACK].has(kind.fsf);
    let captures_ep = possible && (kind.fsf == PieceType::PAWN || ep_white || ep_black);
    if possible && kind.fsf != PieceType::PAWN && ep_white != ep_black {
        tx.refuse(
            true,
            &["enPassantTypesWhite", "enPassantTypesBlack"],
            "enPassantTypes",
            "Fers lets a kind capture en passant for both sides or for neither",
        );
    }
    for c in components.iter_mut() {
        if captures_ep
            && c.mode.captures()
            && c.motion == Motion::Leap
            && !c.lame
            && c.within.is_none()
        {
            c.en_passant = true;
        }
    }
    if captures_ep
        && components
            .iter()
            .any(|c| c.mode.captures() && (c.motion != Motion::Leap || c.lame))
    {
        let key = kind.fsf.key();
        tx.refuse(
            true,
            &[&key, "enPassantTypes", "pawnTypes"],
            &key,
            "this piece captures en passant in Fairy-Stockfish with a rider, hopper or lame leap too; Fers captures en passant with plain leaps only",
        );
    }
    sets_en_passant(tx, &mut components);
    let has_initial = components.iter().any(|c| c.initial);
    let initial = if has_initial {
        Some(match as_ranks(dsr, tx.files(), tx.ranks()) {
            Some(ranks) => Ok(ranks),
            None => {
                let at = tx.at(&[
                    "doubleStepRegionWhite",
                    "doubleStepRegionBlack",
                    "doubleStep",
                ]);
                Err(tx.regions.name("initial", dsr, at))
            }
        })
    } else {
        None
    };
    Some(Movement {
        components,
        initial,
        within,
    })
}

/// Which quiet initial moves leave en-passant targets: Fairy-Stockfish marks the squares
/// a pawn's double or triple step passes, and those between the two ends of another
/// piece's initial move, when the opponent's en-passant region holds them.
fn sets_en_passant(tx: &mut Tx<'_>, components: &mut [Component]) {
    let v = tx.v;
    let (files, ranks) = (tx.files(), tx.ranks());
    let region = v.en_passant_region.map(|s| s.within(files, ranks));
    let all = SquareSet::ALL.within(files, ranks);
    let everywhere = region.iter().all(|r| *r == all);
    let nowhere = region.iter().all(|r| r.is_empty());
    for c in components.iter_mut() {
        let straight_lame = c.lame
            && c.offsets
                .iter()
                .all(|o| o.file == 0 || o.file.abs() == o.rank.abs());
        let slides = matches!(c.motion, Motion::Slide { .. });
        let candidate = c.mode == Mode::Move
            && (c.initial || c.from_ranks.is_some())
            && (straight_lame || slides);
        if !candidate || nowhere {
            continue;
        }
        if everywhere {
            c.sets_en_passant = true;
        } else {
            tx.refuse(
                true,
                &[
                    "enPassantRegion",
                    "enPassantRegionWhite",
                    "enPassantRegionBlack",
                ],
                "enPassantRegion",
                "Fers has no region for en-passant targets: it takes them everywhere or nowhere",
            );
            return;
        }
    }
}

/// The TOML line of a movement: `betza = "…"` when Fers' Betza reads back exactly these
/// components, else `moves = [...]`; `None` when neither can say it (a chiral move that
/// Fers' Betza cannot write, which the structured form mirrors instead of turning).
pub fn write_moves(components: &[Component], within: Option<&str>) -> Option<String> {
    if components.is_empty() {
        return Some("moves = []".to_string());
    }
    if let Some(text) = write_betza(components)
        && parse_betza(&text).as_deref() == Ok(components)
    {
        return Some(format!("betza = {}", quote(&text)));
    }
    let mut parts = Vec::new();
    for c in components {
        if c.rotates {
            return None;
        }
        parts.push(structured(c, within));
    }
    Some(format!("moves = [\n  {},\n]", parts.join(",\n  ")))
}

/// The atom names of the structured form, by their offsets.
const NAMED: &[(&str, &[(i8, i8)])] = &[
    ("orthogonal", &[(-1, 0), (0, -1), (0, 1), (1, 0)]),
    ("diagonal", &[(-1, -1), (-1, 1), (1, -1), (1, 1)]),
    (
        "all",
        &[
            (-1, -1),
            (-1, 0),
            (-1, 1),
            (0, -1),
            (0, 1),
            (1, -1),
            (1, 0),
            (1, 1),
        ],
    ),
    ("dabbaba", &[(-2, 0), (0, -2), (0, 2), (2, 0)]),
    (
        "knight",
        &[
            (-2, -1),
            (-2, 1),
            (-1, -2),
            (-1, 2),
            (1, -2),
            (1, 2),
            (2, -1),
            (2, 1),
        ],
    ),
    ("alfil", &[(-2, -2), (-2, 2), (2, -2), (2, 2)]),
    (
        "zebra",
        &[
            (-3, -2),
            (-3, 2),
            (-2, -3),
            (-2, 3),
            (2, -3),
            (2, 3),
            (3, -2),
            (3, 2),
        ],
    ),
];

fn structured(c: &Component, within: Option<&str>) -> String {
    let mut fields = Vec::new();
    let sorted = offsets(
        &c.offsets
            .iter()
            .map(|o| (o.file, o.rank))
            .collect::<Vec<_>>(),
    );
    let atoms = NAMED
        .iter()
        .find(|(_, steps)| offsets(steps) == sorted)
        .map(|(n, _)| quote(n))
        .unwrap_or_else(|| {
            let list: Vec<String> = sorted
                .iter()
                .map(|o| format!("[{}, {}]", o.file, o.rank))
                .collect();
            format!("[{}]", list.join(", "))
        });
    match c.motion {
        Motion::Leap => fields.push(format!("leap = {atoms}")),
        Motion::Slide { range } => {
            fields.push(format!("slide = {atoms}"));
            if let Some(r) = range {
                fields.push(format!("range = {r}"));
            }
        }
        Motion::Hop { landing } => {
            fields.push(format!("slide = {atoms}"));
            let hop = match landing {
                Landing::JustBeyond => "grasshopper",
                Landing::AnyBeyond => "cannon",
            };
            fields.push(format!("hop = {}", quote(hop)));
        }
    }
    match c.mode {
        Mode::Both => {}
        Mode::Move => fields.push("mode = \"move\"".into()),
        Mode::Capture => fields.push("mode = \"capture\"".into()),
    }
    let flags = [
        (c.initial, "initial = true"),
        (c.lame, "lame = true"),
        (c.en_passant, "en-passant = true"),
        (c.sets_en_passant, "sets-en-passant = true"),
        (c.first_move, "first-move = true"),
        (c.not_in_check, "not-in-check = true"),
    ];
    for (on, text) in flags {
        if on {
            fields.push(text.to_string());
        }
    }
    if let Some(ranks) = &c.from_ranks {
        let list: Vec<String> = ranks.iter().map(|r| (r + 1).to_string()).collect();
        fields.push(format!("from-ranks = [{}]", list.join(", ")));
    }
    if let (Some(_), Some(name)) = (c.within, within) {
        fields.push(format!("within = {}", quote(name)));
    }
    format!("{{ {} }}", fields.join(", "))
}
