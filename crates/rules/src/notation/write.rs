//! Writing moves of a position: UCI ([`uci`]) and SAN ([`san`], [`sans`]). Writing needs
//! the position (castling text, disambiguation, the check suffix); reading the text does
//! not (see [`super::UciMove`], [`super::SanMove`]). The public methods are
//! `Position::uci`, `Position::san` and `Position::sans`.

use super::UciMove;
use super::uci::DEMOTION_SUFFIX;
use crate::kernel::movegen;
use crate::kernel::{Hooks, Move, MoveKind, Second, State};
use fers_geometry::{Bits, Square};
use fers_movement::board_field::PROMOTED_PREFIX;
use fers_movement::{Kind, Ruleset};
use std::collections::HashMap;
use std::fmt::Write;

/// A position being written about: the compiled ruleset and a state.
struct Writer<'a, B: Bits, R> {
    t: &'a R,
    s: &'a State<B>,
}

/// The move `m` of `s` in UCI: the one writer of UCI, as a [`UciMove`] (printed by its
/// `Display`, matched field by field).
///
/// Castling is the king's move (`e1g1`), or king-takes-rook (`e1h1`) under Chess960
/// rules and where the king could also step to that square by itself.
pub(crate) fn uci_move<B: Bits, R: Hooks<B>>(t: &R, s: &State<B>, m: Move) -> UciMove {
    Writer { t, s }.uci_move(m)
}

/// The move `m` of `s` in UCI, as text.
pub(crate) fn uci<B: Bits, R: Hooks<B>>(t: &R, s: &State<B>, m: Move) -> String {
    uci_move(t, s, m).to_string()
}

/// The move `m` of `s` in SAN, with `+` or `#`. This generates the legal moves (to tell
/// the move apart from others of its kind); for many moves of one position use
/// [`sans`], which does that once.
pub(crate) fn san<B: Bits, R: Hooks<B>>(t: &R, s: &State<B>, m: Move) -> String {
    Writer { t, s }.san(m)
}

/// Every move of `moves` in SAN, in the same order, in time linear in the number of
/// legal moves (plus, for each move that gives check, whether it mates).
pub(crate) fn sans<B: Bits, R: Hooks<B>>(t: &R, s: &State<B>, moves: &[Move]) -> Vec<String> {
    Writer { t, s }.sans(moves)
}

/// The UCI suffix of a promotion of a piece of `mover` to `kind`: `kind`'s letter,
/// `+` for a shogi-promoted kind (`+p`), which only the piece it is the promoted form
/// of becomes, or `-` for a demotion, a shogi-promoted piece turning back into the
/// kind it is the promoted form of (kyoto shogi's `a1a2-`).
pub(crate) fn promotion_suffix(ruleset: &Ruleset, mover: Kind, kind: Kind) -> char {
    let Some(p) = ruleset.pieces.get(kind.index()) else {
        return '?';
    };
    if p.unpromoted.is_some() {
        PROMOTED_PREFIX
    } else if ruleset.is_demotion(mover, kind) {
        DEMOTION_SUFFIX
    } else {
        p.letter
    }
}

/// The kind a piece of `mover` becomes by the UCI promotion suffix `c`: the kind
/// lettered `c`, for `+` the promoted form of `mover`, for `-` the kind `mover` is the
/// promoted form of.
pub(crate) fn promotion_by_suffix(ruleset: &Ruleset, mover: Kind, c: char) -> Option<Kind> {
    match c {
        PROMOTED_PREFIX => ruleset.promoted_form(mover),
        DEMOTION_SUFFIX => ruleset.pieces.get(mover.index())?.unpromoted,
        _ => ruleset.kind_by_letter(c),
    }
}

impl<B: Bits, R: Hooks<B>> Writer<'_, B, R> {
    /// Whether every kind `m` names is one of this ruleset's: a `Move` made by a
    /// program (or read through serde) may name others, and is then written in UCI,
    /// with `?` for the letters it lacks, instead of panicking.
    fn known(&self, m: Move) -> bool {
        let known = |k: Kind| k.index() < self.t.ruleset.pieces.len();
        known(m.piece)
            && m.promotion.is_none_or(known)
            && m.second.and_then(Second::gated).is_none_or(known)
    }

    fn uci_move(&self, m: Move) -> UciMove {
        let shape = self.t.shape;
        let ruleset = &self.t.ruleset;
        let letter = |k: Kind| ruleset.pieces.get(k.index()).map_or('?', |p| p.letter);
        if m.kind == MoveKind::Drop {
            // A piece dropped as its promoted kind: `+P@c3`.
            let promoted = ruleset
                .pieces
                .get(m.piece.index())
                .is_some_and(|p| p.unpromoted.is_some());
            return UciMove {
                from: m.to,
                to: m.to,
                promotion: promoted.then_some(PROMOTED_PREFIX),
                drop: Some(letter(m.piece)),
                wall: None,
                gate: None,
                shape,
            };
        }
        let to = match m.kind {
            MoveKind::Castle(_) => self.t.castling_uci_target(self.s, m),
            _ => m.to,
        };
        // A castling gate on the rook's square is written from the rook to the king
        // (`h1e1h`), as Fairy-Stockfish writes it.
        let (from, to) = match m.second {
            Some(Second::Gate { square, .. }) if m.is_castle() && square == m.to => (m.to, m.from),
            _ => (m.from, to),
        };
        let promotion = m.promotion.map(|p| promotion_suffix(ruleset, m.piece, p));
        // A wall: the destination again and the wall's square, as Fairy-Stockfish
        // writes it (`e2e4,e4e6`); a gate: the gated piece's letter (`b1c3h`), after a
        // promotion's (`c6c4ff`).
        let wall = m.second.filter(|p| p.is_wall()).map(Second::square);
        let gate = m.second.and_then(Second::gated).map(letter);
        let (promotion, gate) = match (promotion, gate) {
            (None, Some(g)) => (Some(g), None),
            other => other,
        };
        UciMove {
            from,
            to,
            promotion,
            drop: None,
            wall,
            gate,
            shape,
        }
    }

    fn san(&self, m: Move) -> String {
        if !self.known(m) {
            return self.uci_move(m).to_string();
        }
        let pieces = &self.t.ruleset.pieces;
        let letter = pieces[m.piece.index()].san;
        let rivals: Vec<Square> = movegen::legal_moves(self.t, self.s)
            .into_iter()
            .filter(|o| {
                pieces[o.piece.index()].san == letter
                    && o.to == m.to
                    && wall_of(*o) == wall_of(m)
                    && o.from != m.from
                    && !o.is_castle()
                    && !o.is_drop()
            })
            .map(|o| o.from)
            .collect();
        self.san_with_rivals(m, &rivals)
    }

    fn sans(&self, moves: &[Move]) -> Vec<String> {
        let pieces = &self.t.ruleset.pieces;
        // Start squares of the legal moves by SAN letter, destination and wall square:
        // as Fairy-Stockfish tells moves apart, a piece that could reach the square but
        // not place the same wall there (amazons' arrow) is no rival.
        let mut reaching: HashMap<(Option<char>, usize, Option<Square>), Vec<Square>> =
            HashMap::new();
        for o in movegen::legal_moves(self.t, self.s)
            .into_iter()
            .filter(|o| !o.is_castle() && !o.is_drop())
        {
            let starts = reaching
                .entry((pieces[o.piece.index()].san, o.to.index(), wall_of(o)))
                .or_default();
            if !starts.contains(&o.from) {
                starts.push(o.from);
            }
        }
        moves
            .iter()
            .map(|&m| {
                if !self.known(m) {
                    return self.uci_move(m).to_string();
                }
                let key = (pieces[m.piece.index()].san, m.to.index(), wall_of(m));
                let rivals: Vec<Square> = reaching
                    .get(&key)
                    .map(|starts| starts.iter().copied().filter(|&f| f != m.from).collect())
                    .unwrap_or_default();
                self.san_with_rivals(m, &rivals)
            })
            .collect()
    }

    /// The move in SAN, with `+` or `#`, given the start squares of the other pieces
    /// with its SAN letter that can reach its destination.
    fn san_with_rivals(&self, m: Move, rivals: &[Square]) -> String {
        let mut out = self.san_without_suffix(m, rivals);
        // A wall's square after a comma, before the check suffix (`exd6,d5`), as
        // Fairy-Stockfish writes it.
        if let Some(p) = m.second.filter(|p| p.is_wall()) {
            let _ = write!(out, ",{}", self.t.shape.square_name(p.square()));
        }
        out.extend(check_mark(self.t, self.s, m));
        out
    }

    fn san_without_suffix(&self, m: Move, rivals: &[Square]) -> String {
        let mut out = self.san_of_move(m, rivals);
        // A gated piece: `/H` after the move, and after castling with its square
        // (`O-O/He1`), as Fairy-Stockfish writes it.
        if let Some(Second::Gate { kind, square }) = m.second {
            let _ = write!(out, "/{}", san_letter(&self.t.ruleset, kind));
            if m.is_castle() {
                let _ = write!(out, "{}", self.t.shape.square_name(square));
            }
        }
        out
    }

    fn san_of_move(&self, m: Move, rivals: &[Square]) -> String {
        if let MoveKind::Castle(side) = m.kind {
            return side.san().to_string();
        }
        if m.kind == MoveKind::Drop {
            let square = self.t.shape.square_name(m.to);
            return format!("{}@{square}", san_letter(&self.t.ruleset, m.piece));
        }
        let shape = self.t.shape;
        let pieces = &self.t.ruleset.pieces;
        // A pass is written as its royal piece's move onto its own square (`Ke2`), as
        // Fairy-Stockfish writes it: no capture (nor an in-place promotion's own square).
        let capture = m.kind == MoveKind::EnPassant
            || (m.kind != MoveKind::Pass
                && self
                    .s
                    .piece_at(m.to)
                    .is_some_and(|p| p.color != self.s.turn));
        if m.promotion.is_some() && promotes_in_place(&self.t.ruleset, m.piece) {
            return self.san_in_place(m);
        }
        let mut out = String::new();
        // Rivals: other pieces written with the same SAN letter (of this kind, or of
        // another kind that shares the letter) that can reach the same square.
        let letter = pieces[m.piece.index()].san;
        let file = shape.file_of(m.from);
        let rank = shape.rank_of(m.from);
        if let Some(letter) = letter {
            out.push(letter);
        }
        // A piece written without a letter (a pawn) names its file when it captures; any
        // piece names what tells it apart from another of its kind reaching the same square
        // (two berolina pawns may both step to b3: `ab3`, `cb3`).
        if rivals.is_empty() {
            if letter.is_none() && capture {
                out.push(file.letter());
            }
        } else if rivals.iter().all(|o| shape.file_of(*o) != file) {
            out.push(file.letter());
        } else if rivals.iter().all(|o| shape.rank_of(*o) != rank) {
            if letter.is_none() && capture {
                out.push(file.letter());
            }
            let _ = write!(out, "{rank}");
        } else {
            let _ = write!(out, "{}", shape.square_name(m.from));
        }
        if capture {
            out.push('x');
        }
        let _ = write!(out, "{}", shape.square_name(m.to));
        if let Some(p) = m.promotion {
            let _ = write!(out, "={}", san_letter(&self.t.ruleset, p));
        }
        out
    }
}

impl<B: Bits, R: Hooks<B>> Writer<'_, B, R> {
    /// An in-place promotion in SAN, as Fairy-Stockfish writes sittuyin's: the piece's
    /// letter, then its square alone where it promotes on it (`g7=F`), or its start
    /// square before the destination where it moves (`g7f6=F`).
    fn san_in_place(&self, m: Move) -> String {
        let shape = self.t.shape;
        let mut out = String::new();
        if let Some(letter) = self.t.ruleset.pieces[m.piece.index()].san {
            out.push(letter);
        }
        if m.from != m.to {
            let _ = write!(out, "{}", shape.square_name(m.from));
        }
        let _ = write!(out, "{}", shape.square_name(m.to));
        if let Some(p) = m.promotion {
            let _ = write!(out, "={}", san_letter(&self.t.ruleset, p));
        }
        out
    }
}

/// `#` when `m` mates, `+` when it gives check but does not mate, else nothing: the
/// mark SAN and the notations that write one put after a move.
///
/// As Fairy-Stockfish marks them, only an attack on a royal piece is check here: a move
/// that attacks a pseudo-royal piece (atomic's or sho shogi's king, coregal's queen) gets
/// no mark, though the attacked side is in check for the rules of play.
pub(crate) fn check_mark<B: Bits, R: Hooks<B>>(t: &R, s: &State<B>, m: Move) -> Option<char> {
    let mut after = *s;
    after.play(t, m);
    if !after.royal_attackers(t, after.turn, after.occupied()).any() {
        return None;
    }
    Some(if movegen::count(t, &after) == 0 {
        '#'
    } else {
        '+'
    })
}

/// The square of the wall `m` places, if it places one.
fn wall_of(m: Move) -> Option<Square> {
    m.second.filter(|p| p.is_wall()).map(Second::square)
}

/// The SAN letter for promoting to `kind` (its SAN letter, else its FEN letter, uppercase).
pub(crate) fn san_letter(ruleset: &Ruleset, kind: Kind) -> char {
    let piece = &ruleset.pieces[kind.index()];
    piece.san.unwrap_or(piece.letter.to_ascii_uppercase())
}

/// Whether pieces of `kind` promote in place (`promotion.in-place`, sittuyin).
fn promotes_in_place(ruleset: &Ruleset, kind: Kind) -> bool {
    ruleset.pieces[kind.index()]
        .promotion
        .as_ref()
        .is_some_and(|p| p.in_place)
}
