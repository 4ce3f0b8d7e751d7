//! Writing moves of a position: UCI ([`Position::uci`]) and SAN ([`Position::san`],
//! [`Position::sans`]). Writing needs the position (castling text, disambiguation, the
//! check suffix); reading the text does not (see [`super::UciMove`], [`super::SanMove`]).

use crate::moves::{Move, MoveKind};
use crate::position::Position;
use fers_geometry::{Bits, Square};
use fers_movement::Kind;
use std::collections::HashMap;
use std::fmt::Write;

impl<B: Bits> Position<B> {
    /// The move in UCI.
    ///
    /// Castling is the king's move (`e1g1`), or king-takes-rook (`e1h1`) under Chess960
    /// rules and where the king could also step to that square by itself.
    ///
    /// ```
    /// # use fers_rules::{compile, load_ruleset, Position};
    /// # let text = include_str!("../../../../rulesets/standard.toml");
    /// # let tables = compile::<u64>(load_ruleset(text, "standard.toml", &|_| None).unwrap()).unwrap();
    /// let pos = Position::start(&tables);
    /// let m = pos.validate("e4").unwrap();
    /// assert_eq!(pos.uci(m), "e2e4");
    /// ```
    pub fn uci(&self, m: Move) -> String {
        let shape = self.shape();
        if m.kind == MoveKind::Drop {
            let piece = &self.tables.ruleset.pieces[m.piece.index()];
            // A piece dropped as its promoted kind: `+P@c3`.
            let prefix = if piece.unpromoted.is_some() { "+" } else { "" };
            return format!(
                "{prefix}{}@{}",
                piece.letter.to_ascii_uppercase(),
                shape.square_name(m.to)
            );
        }
        let mut out = String::new();
        let chess960 = self
            .tables
            .ruleset
            .castling
            .as_ref()
            .is_some_and(|c| c.chess960);
        let to = match m.kind {
            MoveKind::Castle(_) if !chess960 => self
                .tables
                .castling_plan(self.turn(), m.from, m.to)
                .map_or(m.to, |p| {
                    // Where the king could also step to its destination by its own
                    // moves, that text is taken: castling is written king-takes-rook.
                    if self.king_reaches(m.piece, m.from, p.king_to)
                        || self.other_castling_lands_on(m.from, m.to, p.king_to)
                    {
                        m.to
                    } else {
                        p.king_to
                    }
                }),
            _ => m.to,
        };
        // A castling gate on the rook's square is written from the rook to the king
        // (`h1e1h`), as Fairy-Stockfish writes it.
        let (from, to) = match m.second {
            Some(g) if m.is_castle() && !g.is_wall() && g.square == m.to => (m.to, m.from),
            _ => (m.from, to),
        };
        let _ = write!(out, "{}{}", shape.square_name(from), shape.square_name(to));
        if let Some(p) = m.promotion {
            out.push(self.tables.promotion_suffix(m.piece, p));
        }
        // A wall: the destination again and the wall's square, as Fairy-Stockfish
        // writes it (`e2e4,e4e6`); a gate: the gated piece's letter (`b1c3h`).
        if let Some(p) = m.second {
            if p.is_wall() {
                let (to, wall) = (shape.square_name(to), shape.square_name(p.square));
                let _ = write!(out, ",{to}{wall}");
            } else {
                out.push(self.tables.ruleset.pieces[p.kind.index()].letter);
            }
        }
        out
    }

    /// Whether a piece of `kind` of the side to move on `from` reaches `to` by its own
    /// components, on an empty board or on this one.
    fn king_reaches(&self, kind: Kind, from: Square, to: Square) -> bool {
        let t = &self.tables;
        let us = self.turn();
        let ours = self.state.by_color[us].without(to);
        let theirs = self.state.by_color[!us].without(to);
        let reaches = |theirs| {
            crate::movegen::pseudo_targets(
                t,
                &self.state,
                &t.moves[kind.index()][us],
                from,
                ours,
                theirs,
            )
            .contains(to)
        };
        // Empty board, then this board with `to` empty (quiet moves, hops over this
        // board's screens) and with an enemy on it (captures).
        t.reach_on_empty_board(kind, us, from).contains(to)
            || reaches(theirs)
            || reaches(theirs.with(to))
    }

    /// Whether castling from `king` with another partner than the one on `rook` would put
    /// the king on `king_to` too (a ruleset whose two sides share a destination).
    fn other_castling_lands_on(&self, king: Square, rook: Square, king_to: Square) -> bool {
        let shape = self.shape();
        let rank = shape.rank_of(king).0 as i32;
        (0..shape.files() as i32)
            .filter_map(|f| shape.square(f, rank))
            .filter(|&r| r != rook)
            .filter_map(|r| self.tables.castling_plan(self.turn(), king, r))
            .any(|p| p.king_to == king_to)
    }

    /// The move in SAN, with `+` or `#`.
    ///
    /// This generates the legal moves (to tell the move apart from others of its kind);
    /// for many moves of one position use [`Position::sans`], which does that once.
    ///
    /// ```
    /// # use fers_rules::{compile, load_ruleset, Position};
    /// # let text = include_str!("../../../../rulesets/standard.toml");
    /// # let tables = compile::<u64>(load_ruleset(text, "standard.toml", &|_| None).unwrap()).unwrap();
    /// let pos = Position::start(&tables);
    /// let m = pos.validate("g1f3").unwrap();
    /// assert_eq!(pos.san(m), "Nf3");
    /// ```
    pub fn san(&self, m: Move) -> String {
        let pieces = &self.tables.ruleset.pieces;
        let letter = pieces[m.piece.index()].san;
        let rivals: Vec<Square> = self
            .legal_moves()
            .into_iter()
            .filter(|o| {
                pieces[o.piece.index()].san == letter
                    && o.to == m.to
                    && o.from != m.from
                    && !o.is_castle()
                    && !o.is_drop()
            })
            .map(|o| o.from)
            .collect();
        self.san_with_rivals(m, &rivals)
    }

    /// Every move of `moves` in SAN, in the same order, in time linear in the number of
    /// legal moves (plus, for each move that gives check, whether it mates).
    pub fn sans(&self, moves: &[Move]) -> Vec<String> {
        let pieces = &self.tables.ruleset.pieces;
        // Start squares of the legal moves by SAN letter and destination.
        let mut reaching: HashMap<(Option<char>, usize), Vec<Square>> = HashMap::new();
        for o in self
            .legal_moves()
            .into_iter()
            .filter(|o| !o.is_castle() && !o.is_drop())
        {
            let starts = reaching
                .entry((pieces[o.piece.index()].san, o.to.index()))
                .or_default();
            if !starts.contains(&o.from) {
                starts.push(o.from);
            }
        }
        moves
            .iter()
            .map(|&m| {
                let key = (pieces[m.piece.index()].san, m.to.index());
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
            let _ = write!(out, ",{}", self.shape().square_name(p.square));
        }
        let mut after = self.clone();
        after.play_unchecked(m);
        if after.is_check() {
            out.push(if after.count_legal_moves() == 0 {
                '#'
            } else {
                '+'
            });
        }
        out
    }

    fn san_without_suffix(&self, m: Move, rivals: &[Square]) -> String {
        let mut out = self.san_of_move(m, rivals);
        // A gated piece: `/H` after the move, and after castling with its square
        // (`O-O/He1`), as Fairy-Stockfish writes it.
        if let Some(g) = m.second.filter(|p| !p.is_wall()) {
            let _ = write!(out, "/{}", san_letter(self, g.kind));
            if m.is_castle() {
                let _ = write!(out, "{}", self.shape().square_name(g.square));
            }
        }
        out
    }

    fn san_of_move(&self, m: Move, rivals: &[Square]) -> String {
        if let MoveKind::Castle(side) = m.kind {
            return side.san().to_string();
        }
        if m.kind == MoveKind::Drop {
            let square = self.shape().square_name(m.to);
            return format!("{}@{square}", san_letter(self, m.piece));
        }
        let shape = self.shape();
        let pieces = &self.tables.ruleset.pieces;
        // A pass is written as its royal piece's move onto its own square (`Ke2`), as
        // Fairy-Stockfish writes it: no capture (nor an in-place promotion's own square).
        let capture = m.kind == MoveKind::EnPassant
            || (m.kind != MoveKind::Pass
                && self.piece_at(m.to).is_some_and(|p| p.color != self.turn()));
        if m.promotion.is_some() && self.tables.in_place & m.piece.mask() != 0 {
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
            let _ = write!(out, "={}", san_letter(self, p));
        }
        out
    }
}

impl<B: Bits> Position<B> {
    /// An in-place promotion in SAN, as Fairy-Stockfish writes sittuyin's: the piece's
    /// letter, then its square alone where it promotes on it (`g7=F`), or its start
    /// square before the destination where it moves (`g7f6=F`).
    fn san_in_place(&self, m: Move) -> String {
        let shape = self.shape();
        let mut out = String::new();
        if let Some(letter) = self.tables.ruleset.pieces[m.piece.index()].san {
            out.push(letter);
        }
        if m.from != m.to {
            let _ = write!(out, "{}", shape.square_name(m.from));
        }
        let _ = write!(out, "{}", shape.square_name(m.to));
        if let Some(p) = m.promotion {
            let _ = write!(out, "={}", san_letter(self, p));
        }
        out
    }
}

/// The SAN letter for promoting to `kind` (its SAN letter, else its FEN letter, uppercase).
pub(crate) fn san_letter<B: Bits>(p: &Position<B>, kind: Kind) -> char {
    let piece = &p.tables.ruleset.pieces[kind.index()];
    piece.san.unwrap_or(piece.letter.to_ascii_uppercase())
}
