//! A game as the page draws it: the board's squares (named as the ruleset names them,
//! with holes, walls and regions), the pieces by FEN symbol, the hands, check, the legal
//! moves split into the squares a click picks, the moves played in the players'
//! notation, and the end.

use fers_geometry::Square;
use fers_rules::{Color, Game, Move, Piece, Position};
use serde_json::{Value, json};

/// Whether `name` is a FIDE piece the page draws as its familiar glyph.
fn familiar(name: &str) -> bool {
    matches!(
        name,
        "king" | "queen" | "rook" | "bishop" | "knight" | "pawn"
    )
}

/// The JSON of `game` (see the module's documentation); `start_fen` is echoed so that the
/// page can send the game back.
pub fn game_json(game: &Game, start_fen: Option<&str>) -> Value {
    let pos = game.position();
    let ruleset = pos.ruleset();
    let shape = pos.shape();
    let notation = ruleset.players.notation;
    let name_of = |sq: Square| shape.square_name(sq).to_string();
    let walls = pos.walls();
    let mut squares = Vec::new();
    for rank in 0..i32::from(shape.ranks()) {
        for file in 0..i32::from(shape.files()) {
            let Some(sq) = shape.square(file, rank) else {
                continue;
            };
            squares.push(json!({
                "name": name_of(sq),
                "file": file,
                "rank": rank,
                "hole": ruleset.holes.contains(&sq),
                "wall": walls.contains(sq),
            }));
        }
    }
    let confining: Vec<usize> = ruleset
        .pieces
        .iter()
        .filter_map(|p| p.confined_to)
        .collect();
    let regions: Vec<Value> = ruleset
        .regions
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let names = |c: Color| r.squares[c].iter().map(|&s| name_of(s)).collect::<Vec<_>>();
            json!({
                "name": r.name,
                "white": names(Color::White),
                "black": names(Color::Black),
                "confines": confining.contains(&i),
            })
        })
        .collect();
    let mut regions = regions;
    regions.extend(promotion_zones(&pos));
    let piece_json = |sq: Square, p: Piece| {
        let name = pos.piece_name(p).to_string();
        json!({
            "square": name_of(sq),
            "piece": pos.piece_symbol(p),
            "color": p.color.name(),
            "familiar": familiar(&name),
            "name": name,
            "promoted": pos.is_promoted(sq),
        })
    };
    let pieces: Vec<Value> = pos.board().map(|(sq, p)| piece_json(sq, p)).collect();
    let hand = |color: Color| -> Vec<Value> {
        pos.hand(color)
            .into_iter()
            .map(|(kind, count)| {
                let p = Piece { kind, color };
                json!({ "piece": pos.piece_symbol(p), "count": count })
            })
            .collect()
    };
    let check: Vec<String> = if pos.is_check() {
        pos.royals(pos.turn()).iter().map(name_of).collect()
    } else {
        Vec::new()
    };
    let legal: Vec<Value> = pos
        .legal_moves()
        .into_iter()
        .map(|m| move_json(&pos, m, notation))
        .collect();
    let history: Vec<Value> = game
        .history()
        .iter()
        .map(
            |(before, m)| json!({ "uci": before.uci(*m), "text": before.write_move(*m, notation) }),
        )
        .collect();
    let outcome = game.outcome().map(|o| {
        json!({
            "result": o.score(),
            "winner": o.winner().map(|c| ruleset.players.side(c).to_string()),
            "reason": o.reason().describe(),
            "code": o.reason().code(),
        })
    });
    json!({
        "name": ruleset.name,
        "description": ruleset.description,
        "start": start_fen.map_or_else(|| start_of(game), str::to_string),
        "fen": pos.fen(),
        "turn": pos.turn().name(),
        "sides": { "white": ruleset.players.side(Color::White), "black": ruleset.players.side(Color::Black) },
        "files": shape.files(),
        "ranks": shape.ranks(),
        "squares": squares,
        "regions": regions,
        "pieces": pieces,
        "hands": if ruleset.hands.is_some() { json!({ "white": hand(Color::White), "black": hand(Color::Black) }) } else { Value::Null },
        "check": check,
        "legal": legal,
        "history": history,
        "outcome": outcome,
    })
}

/// A legal move as the page picks it: `from` (`null` for a drop, whose `drop` is the
/// piece's letter), `to`, and `rest`, what follows the two squares in UCI (a promotion or
/// gating letter, or `,e4e5` for the second part of a duck or amazons move, whose
/// target square is `second`).
fn move_json(pos: &Position, m: Move, notation: fers_rules::Notation) -> Value {
    let uci = pos.uci(m);
    let shape = pos.shape();
    let (from, drop, after_from) = match uci.split_once('@') {
        Some((piece, rest)) => (None, Some(piece.to_string()), rest),
        None => match shape.parse_square_prefix(&uci) {
            Some((sq, len)) => (Some(shape.square_name(sq).to_string()), None, &uci[len..]),
            None => (None, None, uci.as_str()),
        },
    };
    let (to, rest) = match shape.parse_square_prefix(after_from) {
        Some((sq, len)) => (Some(shape.square_name(sq).to_string()), &after_from[len..]),
        None => (None, after_from),
    };
    // `,e4e5`: the second part starts where the first ended; its target is `second`.
    let second = rest
        .strip_prefix(',')
        .and_then(|tail| shape.parse_square_prefix(tail))
        .and_then(|(_, len)| shape.parse_square_prefix(&rest[1 + len..]))
        .map(|(sq, _)| shape.square_name(sq).to_string());
    json!({
        "uci": uci,
        "from": from,
        "drop": drop,
        "to": to,
        "rest": rest,
        "second": second,
        "text": pos.write_move(m, notation),
    })
}

/// The FEN the game started from.
fn start_of(game: &Game) -> String {
    match game.history().first() {
        Some((first, _)) => first.fen(),
        None => game.fen(),
    }
}

/// Each distinct promotion zone as a region the page may shade (`promotion zone (pawn)`):
/// the zone's ranks, counted from each side, and its region's squares.
fn promotion_zones(pos: &Position) -> Vec<Value> {
    let ruleset = pos.ruleset();
    let shape = pos.shape();
    let mut zones: Vec<(Vec<String>, [Vec<Square>; 2])> = Vec::new();
    for piece in &ruleset.pieces {
        let Some(promotion) = &piece.promotion else {
            continue;
        };
        let squares = Color::ALL.map(|color| {
            let mut set: Vec<Square> = shape
                .squares()
                .filter(|&sq| {
                    let rank = shape.rank_of(sq).0;
                    let own = match color {
                        Color::White => rank,
                        Color::Black => shape.ranks() - 1 - rank,
                    };
                    promotion.zone.contains(&own)
                })
                .collect();
            if let Some(r) = promotion.zone_region {
                set.extend(ruleset.regions[r].squares[color].iter().copied());
            }
            set.sort_by_key(|s| s.index());
            set.dedup();
            set
        });
        match zones.iter_mut().find(|(_, z)| *z == squares) {
            Some((names, _)) => names.push(piece.name.clone()),
            None => zones.push((vec![piece.name.clone()], squares)),
        }
    }
    zones
        .into_iter()
        .map(|(names, [white, black])| {
            let named = |set: Vec<Square>| {
                set.into_iter()
                    .map(|s| shape.square_name(s).to_string())
                    .collect::<Vec<_>>()
            };
            json!({
                "name": format!("promotion zone ({})", names.join(", ")),
                "white": named(white),
                "black": named(black),
                "confines": false,
            })
        })
        .collect()
}
