//! Move notation: UCI (Fairy-Stockfish conventions) and SAN, written and read.
//!
//! UCI squares are a file letter and a rank number (`a10`); promotion is a lowercase
//! suffix; castling is the king's own move (`e1g1`) except under Chess960 rules, where
//! the king moves onto its rook (`e1h1`). SAN follows the FIDE handbook, with the piece
//! letters the ruleset declares.

use crate::moves::{Move, MoveKind};
use crate::position::Position;
use crate::validate::{IllegalCode, IllegalMove};
use fers_geometry::{Bits, Square};
use fers_movement::{CastlingSide, KindIndex};
use std::collections::HashMap;
use std::fmt::Write;

/// A move as written in UCI, before it is matched against the position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UciMove {
    /// Start square.
    pub from: Square,
    /// Destination square.
    pub to: Square,
    /// Promotion letter, lowercase.
    pub promotion: Option<char>,
}

/// A move as written in SAN, before it is matched against the position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SanMove {
    /// `O-O` or `O-O-O`.
    Castle(CastlingSide),
    /// A piece move.
    Normal {
        /// SAN piece letter, `None` for pieces written without one.
        piece: Option<char>,
        /// Disambiguating file.
        file: Option<u8>,
        /// Disambiguating rank.
        rank: Option<u8>,
        /// Whether `x` was written.
        capture: bool,
        /// Destination.
        to: Square,
        /// Promotion letter (uppercase).
        promotion: Option<char>,
    },
}

impl<B: Bits> Position<B> {
    /// The move in UCI.
    pub fn uci(&self, m: Move) -> String {
        let shape = self.shape();
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
        let _ = write!(
            out,
            "{}{}",
            shape.square_name(m.from),
            shape.square_name(to)
        );
        if let Some(p) = m.promotion {
            out.push(self.tables.ruleset.pieces[p as usize].letter);
        }
        out
    }

    /// Whether a piece of `kind` of the side to move on `from` reaches `to` by its own
    /// components, on an empty board or on this one.
    fn king_reaches(&self, kind: KindIndex, from: Square, to: Square) -> bool {
        let t = &self.tables;
        let us = self.turn();
        let ours = self.state.by_color[us].without(to);
        let theirs = self.state.by_color[!us].without(to);
        let reaches = |theirs| {
            crate::movegen::pseudo_targets(t, &t.moves[kind as usize][us], from, ours, theirs)
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

    /// Reads UCI text into its parts, without matching it to a move.
    ///
    /// Square names are lowercase, as UCI writes them: an uppercase letter starts SAN
    /// (`B6b7` is a bishop from the sixth rank, not the square b6).
    ///
    /// # Errors
    /// `Unparsable` if the text is not two squares of this board and an optional letter.
    pub fn parse_uci_text(&self, text: &str) -> Result<UciMove, IllegalMove> {
        let shape = self.shape();
        let bad = || {
            IllegalMove::new(
                IllegalCode::Unparsable,
                format!("`{text}` is not a move in UCI or SAN notation for this board"),
            )
        };
        if !text.starts_with(|c: char| c.is_ascii_lowercase()) {
            return Err(bad());
        }
        let (from, a) = shape.parse_square_prefix(text).ok_or_else(bad)?;
        if !text[a..].starts_with(|c: char| c.is_ascii_lowercase()) {
            return Err(bad());
        }
        let (to, b) = shape.parse_square_prefix(&text[a..]).ok_or_else(bad)?;
        let rest = &text[a + b..];
        let promotion = match rest.chars().collect::<Vec<_>>()[..] {
            [] => None,
            [c] if c.is_ascii_alphabetic() => Some(c.to_ascii_lowercase()),
            _ => return Err(bad()),
        };
        Ok(UciMove {
            from,
            to,
            promotion,
        })
    }

    /// The legal move written in UCI, if there is one. Castling is accepted both as the
    /// king's move and as king-takes-rook.
    pub fn find_uci(&self, u: UciMove) -> Option<Move> {
        let promo = match u.promotion {
            Some(c) => Some(self.tables.ruleset.kind_by_letter(c)?),
            None => None,
        };
        let moves = self.legal_moves();
        // A move that is not castling takes its text first: castling is written
        // king-takes-rook where the king's destination would be ambiguous.
        let plain = moves
            .iter()
            .find(|m| !m.is_castle() && m.from == u.from && m.to == u.to && m.promotion == promo);
        plain.copied().or_else(|| {
            moves.into_iter().find(|m| {
                m.is_castle()
                    && m.from == u.from
                    && promo.is_none()
                    && (m.to == u.to
                        || self
                            .uci(*m)
                            .ends_with(&self.shape().square_name(u.to).to_string()))
            })
        })
    }

    /// Parses and checks a UCI move.
    ///
    /// # Errors
    /// An [`IllegalMove`] explaining why it cannot be played.
    pub fn parse_uci(&self, text: &str) -> Result<Move, IllegalMove> {
        let u = self.parse_uci_text(text)?;
        self.find_uci(u).ok_or_else(|| self.explain_uci(u))
    }

    /// The move in SAN, with `+` or `#`.
    ///
    /// This generates the legal moves (to tell the move apart from others of its kind);
    /// for many moves of one position use [`Position::sans`], which does that once.
    pub fn san(&self, m: Move) -> String {
        let pieces = &self.tables.ruleset.pieces;
        let letter = pieces[m.piece as usize].san;
        let rivals: Vec<Square> = self
            .legal_moves()
            .into_iter()
            .filter(|o| {
                pieces[o.piece as usize].san == letter
                    && o.to == m.to
                    && o.from != m.from
                    && !o.is_castle()
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
        for o in self.legal_moves().into_iter().filter(|o| !o.is_castle()) {
            let starts = reaching
                .entry((pieces[o.piece as usize].san, o.to.index()))
                .or_default();
            if !starts.contains(&o.from) {
                starts.push(o.from);
            }
        }
        moves
            .iter()
            .map(|&m| {
                let key = (pieces[m.piece as usize].san, m.to.index());
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
        if let MoveKind::Castle(side) = m.kind {
            return side.san().to_string();
        }
        let shape = self.shape();
        let pieces = &self.tables.ruleset.pieces;
        let capture = m.kind == MoveKind::EnPassant || self.piece_at(m.to).is_some();
        let mut out = String::new();
        // Rivals: other pieces written with the same SAN letter (of this kind, or of
        // another kind that shares the letter) that can reach the same square.
        let letter = pieces[m.piece as usize].san;
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

    /// Reads SAN text into its parts, leniently (`0-0`, `e8Q`, missing `+`, trailing `!?`).
    ///
    /// # Errors
    /// `Unparsable` if the text is not SAN for this board.
    pub fn parse_san_text(&self, text: &str) -> Result<SanMove, IllegalMove> {
        let bad = || {
            IllegalMove::new(
                IllegalCode::Unparsable,
                format!("`{text}` is not a move in UCI or SAN notation for this board"),
            )
        };
        let t = text.trim_end_matches(['+', '#', '!', '?']);
        match t {
            "O-O" | "0-0" => return Ok(SanMove::Castle(CastlingSide::King)),
            "O-O-O" | "0-0-0" => return Ok(SanMove::Castle(CastlingSide::Queen)),
            _ => {}
        }
        let shape = self.shape();
        let (body, promotion) = match t.split_once('=') {
            Some((b, p)) => {
                let mut cs = p.chars();
                match (cs.next(), cs.next()) {
                    (Some(c), None) if c.is_ascii_alphabetic() => (b, Some(c.to_ascii_uppercase())),
                    _ => return Err(bad()),
                }
            }
            None => match t.chars().last() {
                Some(c)
                    if c.is_ascii_uppercase()
                        && t.len() > 2
                        && t[..t.len() - 1].ends_with(|d: char| d.is_ascii_digit()) =>
                {
                    (&t[..t.len() - 1], Some(c))
                }
                _ => (t, None),
            },
        };
        let (piece, rest) = match body.chars().next() {
            Some(c) if c.is_ascii_uppercase() => (Some(c), &body[1..]),
            _ => (None, body),
        };
        // The destination is the last square in the text.
        let mut dest = None;
        for i in (0..rest.len()).rev() {
            if rest.is_char_boundary(i)
                && let Some((sq, len)) = shape.parse_square_prefix(&rest[i..])
                && i + len == rest.len()
            {
                dest = Some((i, sq));
                break;
            }
        }
        let (i, to) = dest.ok_or_else(bad)?;
        let mut prefix = &rest[..i];
        let capture = prefix.ends_with('x') || prefix.ends_with(':');
        if capture || prefix.ends_with('-') {
            prefix = &prefix[..prefix.len() - 1];
        }
        let mut file = None;
        let mut rank = None;
        let mut chars = prefix;
        if let Some(c) = chars.chars().next()
            && c.is_ascii_lowercase()
        {
            file = Some(shape.parse_file(c).ok_or_else(bad)?.0);
            chars = &chars[1..];
        }
        if !chars.is_empty() {
            rank = Some(shape.parse_rank(chars).ok_or_else(bad)?.0);
        }
        Ok(SanMove::Normal {
            piece,
            file,
            rank,
            capture,
            to,
            promotion,
        })
    }

    /// Legal moves that match parsed SAN.
    pub fn find_san(&self, s: SanMove) -> Vec<Move> {
        let shape = self.shape();
        let pieces = &self.tables.ruleset.pieces;
        self.legal_moves()
            .into_iter()
            .filter(|m| match (s, m.kind) {
                (SanMove::Castle(side), MoveKind::Castle(ms)) => side == ms,
                (SanMove::Castle(_), _) | (SanMove::Normal { .. }, MoveKind::Castle(_)) => false,
                (
                    SanMove::Normal {
                        piece,
                        file,
                        rank,
                        to,
                        promotion,
                        ..
                    },
                    _,
                ) => {
                    pieces[m.piece as usize].san == piece
                        && m.to == to
                        && file.is_none_or(|f| shape.file_of(m.from).0 == f)
                        && rank.is_none_or(|r| shape.rank_of(m.from).0 == r)
                        && match (promotion, m.promotion) {
                            (None, None) => true,
                            (Some(c), Some(k)) => san_letter(self, k) == c,
                            _ => false,
                        }
                }
            })
            .collect()
    }

    /// Parses and checks a SAN move.
    ///
    /// A missing capture mark is accepted (`Nf3` for a knight taking on f3, as
    /// python-chess and shakmaty read it); a capture mark on a move that captures nothing
    /// is refused with [`IllegalCode::NothingToCapture`].
    ///
    /// # Errors
    /// An [`IllegalMove`] explaining why it cannot be played (including ambiguity).
    pub fn parse_san(&self, text: &str) -> Result<Move, IllegalMove> {
        let s = self.parse_san_text(text)?;
        // A ruleset may offer the same move twice (a promotion target listed twice): one
        // move, not an ambiguity.
        let mut found: Vec<Move> = Vec::new();
        for m in self.find_san(s) {
            if !found.contains(&m) {
                found.push(m);
            }
        }
        if let SanMove::Normal { capture: true, .. } = s
            && let Some(&m) = found.first()
            && !found.iter().any(|m| self.is_capture(*m))
        {
            let san = self.san(m);
            return Err(IllegalMove::new(
                IllegalCode::NothingToCapture,
                format!(
                    "`{text}` is written as a capture, but {} is empty; the move is written {san}",
                    self.shape().square_name(m.to)
                ),
            ));
        }
        if let SanMove::Normal { capture: true, .. } = s {
            found.retain(|m| self.is_capture(*m));
        }
        match found[..] {
            [m] => Ok(m),
            [] => Err(self.explain_san(s, text)),
            _ => Err(self.ambiguity(&found, text)),
        }
    }

    /// Whether `m` takes a piece (on its destination, or en passant).
    pub fn is_capture(&self, m: Move) -> bool {
        m.kind == MoveKind::EnPassant
            || (!m.is_castle() && self.piece_at(m.to).is_some_and(|p| p.color != self.turn()))
    }

    /// The refusal for SAN that several distinct legal moves match: the start squares
    /// when they differ, else the moves themselves in UCI.
    fn ambiguity(&self, found: &[Move], text: &str) -> IllegalMove {
        let shape = self.shape();
        let mut from: Vec<Square> = found.iter().map(|m| m.from).collect();
        from.sort_unstable_by_key(|sq| sq.index());
        from.dedup();
        let message = match &from[..] {
            [only] => {
                let ucis: Vec<String> = found.iter().map(|m| self.uci(*m)).collect();
                format!(
                    "`{text}` is ambiguous: {} can play it as {}; give the move in UCI",
                    self.describe(*only),
                    ucis.join(" or ")
                )
            }
            [first @ .., last] => {
                let names: Vec<String> = first
                    .iter()
                    .map(|sq| shape.square_name(*sq).to_string())
                    .collect();
                let all = if names.len() == 1 { "both" } else { "all" };
                format!(
                    "`{text}` is ambiguous: the pieces on {} and {} can {all} play it; say which",
                    names.join(", "),
                    shape.square_name(*last)
                )
            }
            [] => format!("`{text}` is ambiguous"),
        };
        IllegalMove::new(IllegalCode::AmbiguousMove, message)
    }
}

/// The SAN letter for promoting to `kind` (its SAN letter, else its FEN letter, uppercase).
pub(crate) fn san_letter<B: Bits>(p: &Position<B>, kind: KindIndex) -> char {
    let piece = &p.tables.ruleset.pieces[kind as usize];
    piece.san.unwrap_or(piece.letter.to_ascii_uppercase())
}
