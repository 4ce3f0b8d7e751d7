//! A game as the page draws it: the board ([`super::board`]), the pieces by FEN symbol,
//! the hands, check, the legal moves split into the squares a click picks, the moves
//! played in the players' notation, and the end.

use super::board::board_json;
use fers_geometry::Square;
use fers_movement::PieceKind;
use fers_movement::betza::write_betza;
use fers_rules::{Color, Game, Move, Piece, Position};
use serde_json::{Value, json};

/// Whether the page draws `piece` as the familiar glyph of its name: a king, queen,
/// rook, bishop or knight that moves as FIDE's, or a pawn that does (with or without
/// the double step and en passant; horde's pawns, whose moves Betza cannot write, too).
/// Shogi's pawn and knight, which move otherwise, keep their letters.
fn familiar(piece: &PieceKind) -> bool {
    let betza = write_betza(&piece.components);
    let fide = match piece.name.as_str() {
        "king" => "K",
        "queen" => "Q",
        "rook" => "R",
        "bishop" => "B",
        "knight" => "N",
        "pawn" => {
            return betza.is_none_or(|b| b.replace("ifmnD", "").replace('e', "") == "fmWfcF");
        }
        _ => return false,
    };
    betza.as_deref() == Some(fide)
}

/// The JSON of `game` (see the module's documentation); `start_fen` is echoed so that the
/// page can send the game back.
pub fn game_json(game: &Game, start_fen: Option<&str>) -> Value {
    let pos = game.position();
    let ruleset = pos.ruleset();
    let shape = pos.shape();
    let notation = ruleset.players.notation;
    let name_of = |sq: Square| shape.square_name(sq).to_string();
    let glyphs: Vec<bool> = ruleset.pieces.iter().map(familiar).collect();
    let familiar = |p: Piece| glyphs.get(p.kind.index()).copied().unwrap_or(false);
    let piece_json = |sq: Square, p: Piece| {
        let name = pos.piece_name(p).to_string();
        json!({
            "square": name_of(sq),
            "piece": pos.piece_symbol(p),
            "color": p.color.name(),
            "familiar": familiar(p),
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
                let name = pos.piece_name(p);
                json!({
                    "piece": pos.piece_symbol(p),
                    "count": count,
                    "familiar": familiar(p),
                    "name": name,
                })
            })
            .collect()
    };
    let check: Vec<String> = if pos.is_check() {
        pos.royals(pos.turn()).iter().map(name_of).collect()
    } else {
        Vec::new()
    };
    // Written all at once: move by move, each would list the legal moves again to
    // disambiguate (amazons' 2,176 moves took 0.6 s so).
    let moves = pos.legal_moves();
    let texts = pos.write_moves(&moves, notation);
    let legal: Vec<Value> = moves
        .into_iter()
        .zip(texts)
        .map(|(m, text)| move_json(&pos, m, text))
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
    let mut answer = board_json(&pos);
    answer.extend(
        [
            ("name", json!(ruleset.name)),
            ("description", json!(ruleset.description)),
            ("start", json!(start_fen.map_or_else(|| start_of(game), str::to_string))),
            ("fen", json!(pos.fen())),
            ("turn", json!(pos.turn().name())),
            ("sides", json!({ "white": ruleset.players.side(Color::White), "black": ruleset.players.side(Color::Black) })),
            ("pieces", json!(pieces)),
            ("hands", if ruleset.hands.is_some() { json!({ "white": hand(Color::White), "black": hand(Color::Black) }) } else { Value::Null }),
            ("check", json!(check)),
            ("legal", json!(legal)),
            ("history", json!(history)),
            ("outcome", json!(outcome)),
        ]
        .map(|(key, value)| (key.to_string(), value)),
    );
    Value::Object(answer)
}

/// A legal move as the page picks it: `from` (`null` for a drop, whose `drop` is the
/// piece's letter), `to`, and `rest`, what follows the two squares in UCI (a promotion or
/// gating letter, or `,e4e5` for the second part of a duck or amazons move, whose
/// target square is `second`); `text` is the move in the players' notation.
fn move_json(pos: &Position, m: Move, text: String) -> Value {
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
        "text": text,
    })
}

/// The FEN the game started from.
fn start_of(game: &Game) -> String {
    match game.history().first() {
        Some((first, _)) => first.fen(),
        None => game.fen(),
    }
}
