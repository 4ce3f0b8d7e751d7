//! The FEN castling field: read as `KQkq`, Shredder-FEN (`HAha`) or X-FEN, written X-FEN
//! style (`K`/`Q` for the outermost partner on its side, the file letter otherwise).
//! Rights are kept as the squares of the partners that may still castle, so the field
//! names partners; the pieces of the castling king's kind on the castling rank tell the
//! two sides apart.
//!
//! There may be more than one such piece when the castling king is not royal: a pawn of
//! extinction chess promoted to a king can walk back to its first rank while the king
//! that may castle has not moved. `K` then names the outermost partner with a king on
//! its left (`Q`: on its right), and the writer uses `K`/`Q` only for a partner they
//! read back as, its file letter otherwise, so that every right round-trips:
//!
//! ```text
//! R Q K . K . . R      a king from a promotion on c1, the unmoved king on e1:
//! a b c d e f g h      `KQ` names h1 and a1, as with the e1 king alone
//! ```

use super::FenError;
use crate::families::Compiled;
use crate::kernel::State;
use fers_geometry::{Bits, BoardShape, Square, SquareSet};
use fers_movement::{CastlingSide, Color};

/// What a castling letter is read against: the pieces of `color` on its castling rank.
struct CastlingRank<B: Bits> {
    color: Color,
    /// Its castling rank (absolute index).
    rank: u8,
    /// Pieces of the castling king's kind on it.
    kings: SquareSet<B>,
    /// Pieces of a castling partner kind on it.
    partners: SquareSet<B>,
}

impl<B: Bits> CastlingRank<B> {
    /// `color`'s castling rank in `s`; `None` in a ruleset without castling.
    fn of(t: &Compiled<B>, s: &State<B>, color: Color) -> Option<CastlingRank<B>> {
        let c = t.ruleset.castling.as_ref()?;
        let rank = t.castling.rank(color)?;
        let shape = t.shape;
        let on_rank: SquareSet<B> = (0..shape.files())
            .filter_map(|f| shape.square(f as i32, rank as i32))
            .collect();
        let ours = s.color(color) & on_rank;
        Some(CastlingRank {
            color,
            rank,
            kings: s.kind(c.king) & ours,
            partners: t.castling.rook_kinds.pieces(s) & ours,
        })
    }

    /// The partner a castling letter (lowercase) names, if any: `k` the partner on file
    /// k when there is one (see [`partner_on_file_k`]), else the outermost partner with
    /// a king on its left; `q` the outermost partner with a king on its right; a file
    /// letter the partner on that file. With one king this is X-FEN's reading.
    fn partner(&self, shape: BoardShape, letter: char) -> Option<Square> {
        let file = |sq: Square| shape.file_of(sq).0;
        match letter {
            'k' => partner_on_file_k(shape, self.partners).or_else(|| {
                let west = file(self.kings.first()?);
                self.partners.iter().filter(|&r| file(r) > west).last()
            }),
            'q' => {
                let east = file(self.kings.iter().last()?);
                self.partners.iter().find(|&r| file(r) < east)
            }
            l if l.is_ascii_lowercase() && (l as u8 - b'a') < shape.files() => shape
                .square((l as u8 - b'a') as i32, self.rank as i32)
                .filter(|sq| self.partners.contains(*sq)),
            _ => None,
        }
    }

    /// The king that castles with the partner on `rook`: the first with a castling
    /// plan for it, or the first king when none has one.
    fn king_for(&self, t: &Compiled<B>, rook: Square) -> Option<Square> {
        self.kings
            .iter()
            .find(|&k| t.castling.plan(self.color, k, rook).is_some())
            .or(self.kings.first())
    }
}

pub(super) fn parse_castling<B: Bits>(
    t: &Compiled<B>,
    s: &mut State<B>,
    field: &str,
) -> Result<(), FenError> {
    if field == "-" {
        return Ok(());
    }
    let fail = |reason: String| FenError::Castling {
        field: field.to_string(),
        reason,
    };
    if t.first_move.any {
        return parse_first_moves(t, s, field).map_err(fail);
    }
    if t.gating {
        return parse_gates(t, s, field).map_err(fail);
    }
    for ch in field.chars() {
        parse_right(t, s, ch).map_err(&fail)?;
    }
    Ok(())
}

/// Reads one castling letter into a right, and returns the partner's square.
fn parse_right<B: Bits>(t: &Compiled<B>, s: &mut State<B>, ch: char) -> Result<Square, String> {
    let Some(c) = &t.ruleset.castling else {
        return Err("this ruleset has no castling".into());
    };
    let shape = t.shape;
    let king_name = &t.ruleset.pieces[c.king.index()].name;
    let color = Color::of_letter(ch);
    let Some(on_rank) = CastlingRank::of(t, s, color) else {
        return Err("this ruleset has no castling".into());
    };
    if on_rank.kings.is_empty() {
        return Err(format!(
            "`{ch}` but {} has no {king_name} on its castling rank",
            color.name()
        ));
    }
    let letter = ch.to_ascii_lowercase();
    let is_letter = matches!(letter, 'k' | 'q')
        || (letter.is_ascii_lowercase() && (letter as u8 - b'a') < shape.files());
    if !is_letter {
        return Err(format!("`{ch}` is not a castling letter"));
    }
    let Some(rook) = on_rank.partner(shape, letter) else {
        return Err(format!(
            "`{ch}` but {} has no {} to castle with there",
            color.name(),
            partner_names(t)
        ));
    };
    if on_rank
        .kings
        .iter()
        .all(|k| t.castling.plan(color, k, rook).is_none())
    {
        let partner = &t.ruleset.pieces[s.piece_at(rook).map_or(0, |p| p.kind.index())].name;
        let rook_name = shape.square_name(rook);
        return Err(match on_rank.kings.single() {
            Some(king) => format!(
                "`{ch}`: the {king_name} on {} cannot castle with the {partner} on {rook_name} in this ruleset",
                shape.square_name(king),
            ),
            None => format!(
                "`{ch}`: no {king_name} on {}'s castling rank can castle with the {partner} on {rook_name} in this ruleset",
                color.name(),
            ),
        });
    }
    if !s.castling.contains(rook) {
        s.castling = s.castling.with(rook);
        s.hash ^= t.zobrist.castling[rook.index()];
    }
    Ok(rook)
}

/// The field of a ruleset with `gating`, read as Fairy-Stockfish reads it: for a side
/// whose gates count (see `HandTables::gates_live`), `K`/`Q` are castling rights whose
/// king and partner may also gate, and a file letter names a piece of its first rank
/// that may gate (`KQBCDFGkqbcdfg`); when such a side has no castling right but its
/// castling king may gate, every partner that may gate castles (the Chess960 form,
/// `GDABCEFH`). For a side whose gates do not count, the letters are castling rights,
/// and a file letter naming another of its first-rank pieces is dropped. Gates are not
/// hashed.
fn parse_gates<B: Bits>(t: &Compiled<B>, s: &mut State<B>, field: &str) -> Result<(), String> {
    let Some(h) = &t.hands else {
        return Ok(());
    };
    let live = Color::ALL.map(|c| h.gates_live(s, c));
    let shape = t.shape;
    for ch in field.chars() {
        let color = Color::of_letter(ch);
        let letter = ch.to_ascii_lowercase();
        if !live[color.index()] {
            // A file letter naming another piece of the first rank is a gate that no
            // longer counts, read and dropped as Fairy-Stockfish does.
            if let Err(e) = parse_right(t, s, ch) {
                let lapsed_gate = !matches!(letter, 'k' | 'q')
                    && first_rank_square(shape, color, ch)
                        .is_ok_and(|sq| s.color(color).contains(sq));
                if !lapsed_gate {
                    return Err(e);
                }
            }
            continue;
        }
        if t.ruleset.castling.is_some() && matches!(letter, 'k' | 'q') {
            let rook = parse_right(t, s, ch)?;
            s.gates = s.gates.with(rook);
            if let Some(king) = CastlingRank::of(t, s, color).and_then(|r| r.king_for(t, rook)) {
                s.gates = s.gates.with(king);
            }
            continue;
        }
        let sq = first_rank_square(shape, color, ch)?;
        if !s.color(color).contains(sq) {
            return Err(format!(
                "`{ch}`: {} has no piece on {} that could gate",
                color.name(),
                shape.square_name(sq)
            ));
        }
        s.gates = s.gates.with(sq);
    }
    for color in Color::ALL {
        if !live[color.index()] || (s.castling & s.color(color)).any() {
            continue;
        }
        let Some(on_rank) = CastlingRank::of(t, s, color) else {
            continue;
        };
        for king in on_rank.kings & s.gates {
            for rook in on_rank.partners & s.gates {
                if t.castling.plan(color, king, rook).is_some() && !s.castling.contains(rook) {
                    s.castling = s.castling.with(rook);
                    s.hash ^= t.zobrist.castling[rook.index()];
                }
            }
        }
    }
    Ok(())
}

/// The square of `color`'s first rank on the file a letter names.
fn first_rank_square(shape: BoardShape, color: Color, ch: char) -> Result<Square, String> {
    let rank = if color == Color::White {
        0
    } else {
        shape.ranks() - 1
    };
    let file = ch.to_ascii_lowercase() as u32;
    (ch.is_ascii_alphabetic() && file - ('a' as u32) < u32::from(shape.files()))
        .then(|| shape.square((file - 'a' as u32) as i32, i32::from(rank)))
        .flatten()
        .ok_or_else(|| format!("`{ch}` is not a file letter of this board"))
}

/// First-move rights (`first-move` components, the cambodian king's and met's), as
/// Fairy-Stockfish writes its gates: the file letter of each piece that keeps its
/// right, on its side's first rank, uppercase for white (`DEde`). Not hashed, as in
/// Fairy-Stockfish.
fn parse_first_moves<B: Bits>(
    t: &Compiled<B>,
    s: &mut State<B>,
    field: &str,
) -> Result<(), String> {
    let shape = t.shape;
    for ch in field.chars() {
        let color = Color::of_letter(ch);
        let sq = first_rank_square(shape, color, ch)?;
        let has_first_move = s.piece_at(sq).is_some_and(|p| {
            p.color == color
                && t.ruleset
                    .piece(p.kind)
                    .components
                    .iter()
                    .any(|c| c.first_move)
        });
        if !has_first_move {
            return Err(format!(
                "`{ch}`: {} has no piece with a first move on {}",
                color.name(),
                shape.square_name(sq)
            ));
        }
        s.castling = s.castling.with(sq);
    }
    Ok(())
}

/// The first-move rights as file letters, white's then black's, each in file order.
fn first_moves_field<B: Bits>(t: &Compiled<B>, s: &State<B>) -> String {
    let mut out = String::new();
    for color in Color::ALL {
        for sq in s.castling & s.color(color) {
            let l = t.shape.file_of(sq).letter();
            out.push(if color == Color::White {
                l.to_ascii_uppercase()
            } else {
                l
            });
        }
    }
    if out.is_empty() { "-".into() } else { out }
}

/// On boards of 11 or more files, the letter `k` is also the name of file k. When a
/// partner stands on file k of the castling rank, the castling letter `k` names it
/// (X-FEN would read "the outermost partner on the king's side"); the writer then names
/// an outer king's-side partner by its own file letter, so that every right
/// round-trips.
fn partner_on_file_k<B: Bits>(shape: BoardShape, rooks: SquareSet<B>) -> Option<Square> {
    const FILE_K: u8 = 10;
    if shape.files() <= FILE_K {
        return None;
    }
    rooks.iter().find(|r| shape.file_of(*r).0 == FILE_K)
}

/// The castling partner kinds' names, for messages.
fn partner_names<B: Bits>(t: &Compiled<B>) -> String {
    t.ruleset.castling.as_ref().map_or(String::new(), |c| {
        c.rooks
            .iter()
            .map(|&k| t.ruleset.pieces[k.index()].name.as_str())
            .collect::<Vec<_>>()
            .join(" or ")
    })
}

/// X-FEN castling: `K`/`Q` for a right whose partner they read back as (the outermost
/// on its side), the file letter otherwise; each side's king's-side rights first. A
/// side without a piece of the castling king's kind on its castling rank has no right
/// a reader would accept, and none is written.
pub(super) fn castling_field<B: Bits>(t: &Compiled<B>, s: &State<B>) -> String {
    if t.first_move.any {
        return first_moves_field(t, s);
    }
    if t.gating {
        return gates_field(t, s);
    }
    let mut out = String::new();
    for color in Color::ALL {
        let Some(on_rank) = CastlingRank::of(t, s, color) else {
            return "-".into();
        };
        push_case(&mut out, color, rights_letters(t, s, &on_rank, false));
    }
    if out.is_empty() { "-".into() } else { out }
}

/// The letters (lowercase) of `on_rank`'s side's castling rights, king's side first:
/// X-FEN's, or with `files` the partners' file letters (Shredder-FEN, as
/// Fairy-Stockfish writes Chess960 rights).
fn rights_letters<B: Bits>(
    t: &Compiled<B>,
    s: &State<B>,
    on_rank: &CastlingRank<B>,
    files: bool,
) -> Vec<char> {
    let shape = t.shape;
    let mut rights: Vec<(CastlingSide, char)> = Vec::new();
    for rook in s.castling & s.color(on_rank.color) {
        let Some(king) = on_rank.king_for(t, rook) else {
            continue;
        };
        let side = if shape.file_of(rook) > shape.file_of(king) {
            CastlingSide::King
        } else {
            CastlingSide::Queen
        };
        // `k` first: on boards of 11 or more files it names the partner on file k
        // on either side of the king.
        let letter = ['k', 'q']
            .into_iter()
            .filter(|_| !files)
            .find(|&l| on_rank.partner(shape, l) == Some(rook))
            .unwrap_or_else(|| shape.file_of(rook).letter());
        rights.push((side, letter));
    }
    rights.sort_by_key(|(side, _)| *side == CastlingSide::Queen);
    rights.into_iter().map(|(_, l)| l).collect()
}

/// Appends `letters` in `color`'s case (uppercase for white).
fn push_case(out: &mut String, color: Color, letters: impl IntoIterator<Item = char>) {
    for l in letters {
        out.push(if color == Color::White {
            l.to_ascii_uppercase()
        } else {
            l
        });
    }
}

/// The field of a ruleset with `gating`, as Fairy-Stockfish writes it: per side, its
/// castling rights (file letters under Chess960 castling), then, while its gates count,
/// the file letters of its other pieces that may still gate, in file order; a castling
/// king's file is left out where `K`/`Q` already say it may gate (not under Chess960).
fn gates_field<B: Bits>(t: &Compiled<B>, s: &State<B>) -> String {
    let chess960 = t.ruleset.castling.as_ref().is_some_and(|c| c.chess960);
    let live = |c| t.hands.as_ref().is_some_and(|h| h.gates_live(s, c));
    let mut out = String::new();
    for color in Color::ALL {
        let on_rank = CastlingRank::of(t, s, color);
        let rights = on_rank
            .as_ref()
            .map_or_else(Vec::new, |r| rights_letters(t, s, r, chess960));
        let mut implied = s.castling;
        if !chess960 && !rights.is_empty() {
            implied |= on_rank.map_or(SquareSet::EMPTY, |r| r.kings);
        }
        push_case(&mut out, color, rights);
        if live(color) {
            let gates = (s.gates & s.color(color)) & !implied;
            push_case(
                &mut out,
                color,
                gates.iter().map(|sq| t.shape.file_of(sq).letter()),
            );
        }
    }
    if out.is_empty() { "-".into() } else { out }
}
