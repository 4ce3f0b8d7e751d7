//! The board as the page draws it: its squares, named as the ruleset names them, with
//! holes and walls marked, and its regions: the ruleset's named ones (those that confine
//! a piece are drawn as borders: xiangqi's palaces and river), then its promotion zones,
//! which the page shades on request. Everything here but the walls (duck chess's duck)
//! comes from the ruleset alone.

use fers_movement::ByColor;
use fers_rules::{BoardShape, Color, Position, Ruleset, Square};
use serde_json::{Map, Value, json};

/// `files`, `ranks`, `squares` (`name`, `file`, `rank`, `hole`, `wall`) and `regions`
/// (`name`, `white`, `black`: square names, and `confines`) of `pos`'s board.
pub fn board_json(pos: &Position) -> Map<String, Value> {
    let ruleset = pos.ruleset();
    let shape = pos.shape();
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
    let named = ruleset.regions.iter().enumerate().map(|(i, r)| {
        let confines = confining.contains(&i);
        (r.name.clone(), r.squares.clone(), confines)
    });
    let zones = promotion_zones(ruleset, shape)
        .into_iter()
        .map(|(name, squares)| (name, squares, false));
    let regions: Vec<Value> = named
        .chain(zones)
        .map(|(name, squares, confines)| {
            let names = |c: Color| squares[c].iter().map(|&s| name_of(s)).collect::<Vec<_>>();
            json!({
                "name": name,
                "white": names(Color::White),
                "black": names(Color::Black),
                "confines": confines,
            })
        })
        .collect();
    let mut board = Map::new();
    board.insert("files".into(), json!(shape.files()));
    board.insert("ranks".into(), json!(shape.ranks()));
    board.insert("squares".into(), Value::Array(squares));
    board.insert("regions".into(), Value::Array(regions));
    board
}

/// The promotion zones of `ruleset`, each side's squares: one per distinct set of
/// squares, named after the kinds that promote there (`promotion zone (pawn)`; shogi's
/// six kinds share one, a ruleset may give its kinds different ones).
fn promotion_zones(ruleset: &Ruleset, shape: BoardShape) -> Vec<(String, ByColor<Vec<Square>>)> {
    let mut zones: Vec<(Vec<&str>, ByColor<Vec<Square>>)> = Vec::new();
    for piece in &ruleset.pieces {
        let Some(promotion) = &piece.promotion else {
            continue;
        };
        let region = promotion.zone_region.and_then(|r| ruleset.regions.get(r));
        let squares = ByColor::new_with(|color| {
            shape
                .squares()
                .filter(|sq| !ruleset.holes.contains(sq))
                .filter(|&sq| {
                    let rank = shape.rank_of(sq).0;
                    // Zone ranks count from the mover's side.
                    let own = if color == Color::White {
                        rank
                    } else {
                        shape.ranks() - 1 - rank
                    };
                    promotion.zone.contains(&own)
                        || region.is_some_and(|r| r.squares[color].contains(&sq))
                })
                .collect::<Vec<_>>()
        });
        match zones.iter_mut().find(|(_, s)| *s == squares) {
            Some((kinds, _)) => kinds.push(&piece.name),
            None => zones.push((vec![&piece.name], squares)),
        }
    }
    zones
        .into_iter()
        .map(|(kinds, squares)| (format!("promotion zone ({})", kinds.join(", ")), squares))
        .collect()
}
