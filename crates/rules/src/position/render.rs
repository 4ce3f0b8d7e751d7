//! Rendering positions as text: the board with coordinates, and a stable report of a
//! position's rule outputs for snapshot tests of any ruleset.

use crate::notation::Notation;
use crate::notation::dialect::squares;
use crate::position::Position;
use fers_geometry::{Bits, BoardShape};
use fers_movement::{ByColor, Color, Ruleset};
use std::fmt::Write;

impl<B: Bits> Position<B> {
    /// The board as text, rank numbers on the left and file letters below; white pieces
    /// uppercase, empty squares `.`.
    ///
    /// ```text
    /// 8  r n b q k b n r
    /// 7  p p p p p p p p
    /// ...
    /// 1  R N B Q K B N R
    ///    a b c d e f g h
    /// ```
    ///
    /// Under a `check-limit` a last line counts the checks each side has given
    /// (`checks given: white 1 of 3, black 0 of 3`); with hands, a line lists the pieces
    /// each side holds (`in hand: white QP, black -`).
    pub fn render(&self) -> String {
        self.render_with(None, &Labels::chess(self.shape()))
    }

    /// The board as [`render`](Self::render) draws it, with the regions that confine
    /// pieces (`confined-to`) drawn in, as `fers play` shows it: a region of whole ranks
    /// from a board edge (xiangqi's home half) by a line of `~` where it ends (the
    /// river), any other (a palace) by `:` on its empty squares; a last line names them.
    /// Without such regions, the same text as `render`.
    ///
    /// ```text
    /// 10  r n b a k a b n r
    ///  9  . . . : : : . . .
    ///  ...
    ///  6  . . . . . . . . .
    ///     ~ ~ ~ ~ ~ ~ ~ ~ ~
    ///  5  . . . . . . . . .
    ///  ...
    /// regions: palace (:), home-half (ends at ~)
    /// ```
    pub fn render_regions(&self) -> String {
        let marks = RegionMarks::new(&self.tables.ruleset);
        self.render_with(Some(&marks), &Labels::chess(self.shape()))
    }

    /// The board as the game's players draw it (`fers play`): as
    /// [`render_regions`](Self::render_regions), with the squares named as `notation`
    /// names them (the ruleset's is `ruleset().players.notation`) and the sides by their
    /// names (`[notation] sides`). Shogi's
    /// files `9`…`1` stand above the board and its ranks on the right; xiangqi's files
    /// are numbered for each side from its right (black's above, red's below); janggi's
    /// ranks run `1`…`9`, `0` from the top.
    ///
    /// ```text
    ///   9 8 7 6 5 4 3 2 1
    ///   l n s g k g s n l  a
    ///   . r . . . . . b .  b
    ///   ...
    ///   L N S G K G S N L  i
    /// in hand: Sente -, Gote -
    /// ```
    pub fn render_for_players(&self, notation: Notation) -> String {
        let marks = RegionMarks::new(&self.tables.ruleset);
        let labels = Labels::of(&self.tables.ruleset, notation, self.state.turn);
        self.render_with(Some(&marks), &labels)
    }

    fn render_with(&self, marks: Option<&RegionMarks>, labels: &Labels) -> String {
        let shape = self.shape();
        let width = labels
            .left
            .iter()
            .map(|l| l.chars().count())
            .max()
            .unwrap_or(0);
        let mut out = String::new();
        let margin = |out: &mut String| {
            if width > 0 {
                let _ = write!(out, "{:>width$} ", "");
            }
        };
        let file_line = |out: &mut String, names: &[String]| {
            margin(out);
            for name in names {
                let _ = write!(out, "{name:>2}");
            }
            out.push('\n');
        };
        if let Some(top) = &labels.top {
            file_line(&mut out, top);
        }
        for rank in (0..shape.ranks()).rev() {
            if marks.is_some_and(|m| m.edges_above.contains(&rank)) {
                margin(&mut out);
                out.push_str(&" ~".repeat(usize::from(shape.files())));
                out.push('\n');
            }
            if let Some(name) = labels.left.get(usize::from(rank)) {
                let _ = write!(out, "{name:>width$} ");
            }
            for file in 0..shape.files() {
                let sq = shape.square(file as i32, rank as i32).expect("on board");
                // Two characters a square: a space, or the `+` of a promoted kind.
                let c = match self.piece_at(sq) {
                    Some(p) => self.tables.ruleset.pieces[p.kind.index()].symbol(p.color),
                    // A hole, not part of the board, or a wall: `*` as in the FEN.
                    None if !self.tables.board.contains(sq) || self.state.walls().contains(sq) => {
                        "*".to_string()
                    }
                    None if marks.is_some_and(|m| m.dotted.contains(&sq)) => ":".to_string(),
                    None => ".".to_string(),
                };
                let _ = write!(out, "{c:>2}");
            }
            if let Some(name) = labels.right.get(usize::from(rank)) {
                let _ = write!(out, "  {name}");
            }
            out.push('\n');
        }
        if let Some(bottom) = &labels.bottom {
            file_line(&mut out, bottom);
        }
        if let Some(legend) = marks.and_then(|m| m.legend.as_deref()) {
            let _ = writeln!(out, "regions: {legend}");
        }
        if self.tables.hands.as_ref().is_some_and(|h| h.unlimited) {
            let _ = writeln!(out, "in hand: unlimited");
        } else if self.tables.hands.is_some() {
            let hand = |color: Color| {
                let letters = super::fen::hand_letters(&*self.tables, &self.state, color);
                if letters.is_empty() {
                    "-".to_string()
                } else {
                    letters
                }
            };
            let _ = writeln!(
                out,
                "in hand: {} {}, {} {}",
                labels.sides.white,
                hand(Color::White),
                labels.sides.black,
                hand(Color::Black)
            );
        }
        if let Some(limit) = self.tables.ruleset.rules.check_limit {
            let _ = writeln!(
                out,
                "checks given: {} {} of {limit}, {} {} of {limit}",
                labels.sides.white,
                self.checks_given(Color::White),
                labels.sides.black,
                self.checks_given(Color::Black)
            );
        }
        out
    }
}

/// The names drawn around a rendered board: each rank's on the left or the right (by
/// rank, from 0), the files' above or below, and the sides' names.
struct Labels {
    left: Vec<String>,
    right: Vec<String>,
    top: Option<Vec<String>>,
    bottom: Option<Vec<String>>,
    sides: ByColor<String>,
}

impl Labels {
    /// Chess's: rank numbers on the left, file letters below, sides `white` and `black`.
    fn chess(shape: BoardShape) -> Labels {
        Labels {
            left: (1..=shape.ranks()).map(|r| r.to_string()).collect(),
            right: Vec::new(),
            top: None,
            bottom: Some(
                (0..shape.files())
                    .map(|f| ((b'a' + f) as char).to_string())
                    .collect(),
            ),
            sides: ByColor::new_with(|c| c.name().to_string()),
        }
    }

    /// As `n` names squares and the players of `ruleset` name sides (`turn` to move:
    /// WXF numbers files from the right of each side).
    fn of(ruleset: &Ruleset, n: Notation, turn: Color) -> Labels {
        let shape = ruleset.shape;
        let file = |c: Color, f: u8| {
            let sq = shape.square(i32::from(f), 0).expect("on board");
            squares::file(n, shape, c, sq)
        };
        let rank = |r: u8| {
            let sq = shape.square(0, i32::from(r)).expect("on board");
            squares::rank(n, shape, turn, sq)
        };
        let files = |c: Color| (0..shape.files()).map(|f| file(c, f)).collect::<Vec<_>>();
        let ranks = || (0..shape.ranks()).map(rank).collect::<Vec<_>>();
        let mut labels = Labels {
            left: Vec::new(),
            right: Vec::new(),
            top: None,
            bottom: None,
            sides: ruleset.players.sides.clone(),
        };
        if n.is_shogi() || n == Notation::Usi {
            labels.top = Some(files(Color::White));
            labels.right = ranks();
        } else if n == Notation::XiangqiWxf {
            labels.top = Some(files(Color::Black));
            labels.bottom = Some(files(Color::White));
        } else {
            labels.left = ranks();
            labels.bottom = Some(files(Color::White));
        }
        labels
    }
}

/// How [`Position::render_regions`] draws the regions that confine pieces.
struct RegionMarks {
    /// Squares drawn `:` when empty (a palace).
    dotted: Vec<fers_geometry::Square>,
    /// Ranks (from 0) with a `~` line drawn between them and the rank above: where a
    /// region of whole ranks from a board edge ends (the river).
    edges_above: Vec<u8>,
    /// `palace (:), home-half (ends at ~)`, or `None` when nothing is drawn.
    legend: Option<String>,
}

impl RegionMarks {
    fn new(ruleset: &fers_movement::Ruleset) -> RegionMarks {
        let shape = ruleset.shape;
        let mut marks = RegionMarks {
            dotted: Vec::new(),
            edges_above: Vec::new(),
            legend: None,
        };
        let mut confining: Vec<usize> = ruleset
            .pieces
            .iter()
            .filter_map(|p| p.confined_to)
            .collect();
        confining.sort_unstable();
        confining.dedup();
        let mut names = Vec::new();
        for region in confining.iter().filter_map(|&i| ruleset.regions.get(i)) {
            let mut banded = true;
            for squares in [&region.squares.white, &region.squares.black] {
                let mut ranks: Vec<u8> = squares.iter().map(|&sq| shape.rank_of(sq).0).collect();
                ranks.sort_unstable();
                ranks.dedup();
                let whole = usize::from(shape.files()) * ranks.len() == squares.len();
                let (Some(&low), Some(&high)) = (ranks.first(), ranks.last()) else {
                    continue;
                };
                let contiguous = usize::from(high - low) + 1 == ranks.len();
                if whole && contiguous && low == 0 && high + 1 < shape.ranks() {
                    marks.edges_above.push(high);
                } else if whole && contiguous && high + 1 == shape.ranks() && low > 0 {
                    marks.edges_above.push(low - 1);
                } else {
                    banded = false;
                    marks.dotted.extend(squares.iter().copied());
                }
            }
            names.push(if banded {
                format!("{} (ends at ~)", region.name)
            } else {
                format!("{} (:)", region.name)
            });
        }
        marks.edges_above.sort_unstable();
        marks.edges_above.dedup();
        if !names.is_empty() {
            marks.legend = Some(names.join(", "));
        }
        marks
    }
}

impl<B: Bits> Position<B> {
    /// A stable, human-readable report of the position's rule outputs: board, FEN,
    /// side to move, check, every legal move in UCI and SAN (sorted by UCI), and the
    /// outcome — the text of `fers report`. Made for snapshot tests
    /// (`insta::assert_snapshot!(pos.report())`) of any ruleset.
    ///
    /// ```
    /// # use fers_rules::{load_ruleset, FenMode, typed::{compile, Position}};
    /// # let text = include_str!("../../../../rulesets/standard.toml");
    /// # let tables = compile::<u64>(load_ruleset(text, "standard.toml", &|_| None).unwrap()).unwrap();
    /// let pos = Position::from_fen(&tables, "7k/8/8/8/8/8/8/K6R b - - 0 1", FenMode::Strict).unwrap();
    /// let report = pos.report();
    /// assert!(report.contains("check: yes, from h1\n"));
    /// assert!(report.ends_with("  h8g8     Kg8\noutcome: none\n"));
    /// ```
    pub fn report(&self) -> String {
        let pos = self;
        let mut out = pos.render();
        let _ = writeln!(out, "fen: {}", pos.fen());
        let _ = writeln!(out, "turn: {}", pos.turn().name());
        let checkers: Vec<String> = pos
            .checkers()
            .iter()
            .map(|sq| pos.shape().square_name(sq).to_string())
            .collect();
        let _ = writeln!(
            out,
            "check: {}",
            if checkers.is_empty() {
                "no".to_string()
            } else {
                format!("yes, from {}", checkers.join(" "))
            }
        );
        // SAN for every move at once: one move generation for all, not one per move.
        let legal = pos.legal_moves();
        let sans = pos.sans(&legal);
        // In a ruleset that flips pieces, each move that flips says which (`flips d4`).
        let mut moves: Vec<(String, String, Vec<String>)> = legal
            .into_iter()
            .zip(sans)
            .map(|(m, san)| (pos.uci(m), san, pos.flips(m)))
            .collect();
        moves.sort();
        let _ = writeln!(out, "legal moves: {}", moves.len());
        for (uci, san, flips) in moves {
            if flips.is_empty() {
                let _ = writeln!(out, "  {uci:<8} {san}");
            } else {
                let _ = writeln!(out, "  {uci:<8} {san:<8} flips {}", flips.join(" "));
            }
        }
        let _ = writeln!(
            out,
            "outcome: {}",
            pos.outcome().map_or("none".to_string(), |o| o.to_string())
        );
        out
    }
}

#[cfg(test)]
mod tests {
    use crate::position::Position;
    use crate::testing::{compiled, generations};

    /// `report` writes every move's SAN from one generation of the moves (issue #33:
    /// it wrote each with `san`, which generates them all again — quadratic, 40 s for a
    /// position of 49,083 moves). Kiwipete's 48 moves, none of them a check: a handful
    /// of generations, not one per move.
    #[test]
    fn the_report_generates_the_moves_a_fixed_number_of_times() {
        let t = compiled::<u64>("standard");
        let fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        let pos = Position::from_fen(&t, fen, crate::FenMode::Strict).unwrap();
        assert_eq!(pos.legal_moves().len(), 48);
        let before = generations();
        let report = pos.report();
        let used = generations() - before;
        assert!(report.contains("legal moves: 48\n"));
        assert!(used <= 3, "{used} generations for one report");
    }
}
