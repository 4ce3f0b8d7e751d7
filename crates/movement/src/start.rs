//! [`StartPosition`]: the start position of a ruleset (`board.start`), read once by the
//! loader, so that nothing after it reads the FEN text again.
//!
//! ```
//! use fers_movement::{load, Color, Source, StartSquare};
//! let text = r#"
//! name = "tiny"
//! [board]
//! files = 3
//! ranks = 3
//! start = "k1*/1P~1/2K[Pp] b - - 0 1"
//! [pieces.king]
//! letter = "k"
//! betza = "K"
//! royal = true
//! [pieces.pawn]
//! letter = "p"
//! betza = "fmWfcF"
//! [hands]
//! captures = "captor"
//! "#;
//! let ruleset = load(Source { name: "tiny.toml".into(), text: text.into() }, &|_| None).unwrap();
//! let start = &ruleset.start;
//! let pawn = ruleset.kind_by_name("pawn").unwrap();
//! let at = |name| start.square(ruleset.shape.parse_square(name).unwrap());
//!
//! // The board, square by square:   k . *
//! //                                 . P~ .
//! //                                 . . K
//! let Some(StartSquare::Piece(b2)) = at("b2") else { panic!() };
//! assert_eq!((b2.kind, b2.color, b2.promoted_mark), (pawn, Color::White, true));
//! assert_eq!(at("c3"), Some(StartSquare::Hole));
//! assert_eq!(at("a2"), Some(StartSquare::Empty));
//! // The pocket, the side to move and the other fields as written.
//! assert_eq!(start.pocket[Color::White], [pawn]);
//! assert_eq!(start.pocket[Color::Black], [pawn]);
//! assert_eq!(start.side_to_move, Some(Color::Black));
//! assert_eq!(start.fields, ["b", "-", "-", "0", "1"]);
//! ```

use crate::color::{ByColor, Color};
use crate::kind::Kind;
use fers_geometry::Square;

/// The start position of a ruleset (`board.start`, a FEN), as the loader reads it: the
/// board square by square, the pieces in hand, the side to move, and the FEN's fields
/// after the board as written.
///
/// The loader checks the board field (its ranks and their widths, every letter a
/// declared piece's, `+x` only for a kind written so) and the pocket (only with
/// `[hands]`, every letter a declared piece's). It does not check the other fields: it
/// reads only the castling rights, for its check of the castling squares. `fers-rules`
/// reads them when it compiles the ruleset, and refuses a start position whose fields
/// do not describe a position (`VariantError::StartPosition`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct StartPosition {
    /// What stands on each square, by square index
    /// ([`BoardShape::len`](fers_geometry::BoardShape::len) entries, in the order of
    /// [`BoardShape::squares`](fers_geometry::BoardShape::squares)).
    pub squares: Vec<StartSquare>,
    /// The pieces in each side's hand, in the order the pocket lists them (`[Qn]` and
    /// `/Qn`: a white queen, a black knight). Both are empty when the FEN has no pocket,
    /// always in a ruleset without `[hands]`.
    pub pocket: ByColor<Vec<Kind>>,
    /// The side to move (the FEN's second field, `w` or `b`); `None` when that field is
    /// missing or something else.
    pub side_to_move: Option<Color>,
    /// Every field of the FEN after the board field, as written, the side to move
    /// first: `["w", "KQkq", "-", "0", "1"]` for FIDE chess. Castling rights (or the
    /// first-move and gating rights written in their place), en-passant squares,
    /// clocks and check counters follow in whichever of the forms `fers-rules` reads
    /// (Fairy-Stockfish's short `board side halfmoves fullmoves` among them).
    pub fields: Vec<String>,
}

/// What stands on a square of the start position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum StartSquare {
    /// Nothing.
    Empty,
    /// A square that is not part of the board (`*`, as Fairy-Stockfish writes holes):
    /// nothing stands on it and no line passes through it
    /// ([`Ruleset::holes`](crate::Ruleset::holes)).
    Hole,
    /// A piece.
    Piece(StartPiece),
}

/// A piece of the start position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct StartPiece {
    /// Its kind; a shogi-promoted kind for a letter written after `+` (`+P`).
    pub kind: Kind,
    /// Its side: uppercase letters are white's.
    pub color: Color,
    /// Whether `~` follows its letter (`Q~`): a piece that promoted, which goes to a hand
    /// as the kind it promoted from when captured (crazyhouse). Rulesets that do not
    /// track promoted pieces ignore the mark.
    pub promoted_mark: bool,
}

impl StartPiece {
    /// A piece of `kind` and `color`, with `~` after its letter when `promoted_mark`.
    pub fn new(kind: Kind, color: Color, promoted_mark: bool) -> StartPiece {
        StartPiece {
            kind,
            color,
            promoted_mark,
        }
    }
}

impl StartPosition {
    /// What stands on `sq`; `None` if `sq` is not a square of the ruleset's board.
    pub fn square(&self, sq: Square) -> Option<StartSquare> {
        self.squares.get(sq.index()).copied()
    }

    /// Every piece on the board with its square, in square order.
    pub fn board(&self) -> impl Iterator<Item = (Square, StartPiece)> + '_ {
        (self.squares.iter().enumerate()).filter_map(|(i, s)| match s {
            StartSquare::Piece(p) => Some((square(i), *p)),
            _ => None,
        })
    }

    /// The squares that are not part of the board, in square order.
    pub fn holes(&self) -> impl Iterator<Item = Square> + '_ {
        (self.squares.iter().enumerate())
            .filter(|(_, s)| **s == StartSquare::Hole)
            .map(|(i, _)| square(i))
    }

    /// The side and kind of every piece of the start position: on the board in square
    /// order, then white's hand, then black's.
    pub fn pieces(&self) -> impl Iterator<Item = (Color, Kind)> + '_ {
        let board = self.board().map(|(_, p)| (p.color, p.kind));
        let hands = Color::ALL
            .into_iter()
            .flat_map(|c| self.pocket[c].iter().map(move |&k| (c, k)));
        board.chain(hands)
    }
}

/// The square of index `i` (a board has at most 256 squares).
fn square(i: usize) -> Square {
    Square(i as u8)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Ruleset, Source, load};

    /// A 4×4 ruleset with hands and a shogi-promoted pawn, starting from `start`.
    fn ruleset(start: &str) -> Ruleset {
        let text = format!(
            "name = \"t\"\n[board]\nfiles = 4\nranks = 4\nstart = \"{start}\"\n\
             [pieces.king]\nletter = \"k\"\nbetza = \"K\"\nroyal = true\n\
             [pieces.pawn]\nletter = \"p\"\nbetza = \"fW\"\n\
             [pieces.tokin]\nletter = \"+p\"\nsan = \"T\"\nbetza = \"WfF\"\n\
             [hands]\ncaptures = \"captor\"\n"
        );
        let source = Source {
            name: "t.toml".into(),
            text,
        };
        load(source, &|_| None).unwrap_or_else(|e| panic!("{e}"))
    }

    fn kinds(r: &Ruleset) -> (Kind, Kind, Kind) {
        let kind = |name| r.kind_by_name(name).unwrap();
        (kind("king"), kind("pawn"), kind("tokin"))
    }

    #[test]
    fn the_board_square_by_square() {
        let r = ruleset("k2*/1+p2/1P~2/3K w - - 0 1");
        let (king, pawn, tokin) = kinds(&r);
        let start = &r.start;
        assert_eq!(start.squares.len(), 16);
        let at = |name| start.square(r.shape.parse_square(name).unwrap()).unwrap();
        let piece = |kind, color, mark| StartSquare::Piece(StartPiece::new(kind, color, mark));
        assert_eq!(at("a4"), piece(king, Color::Black, false));
        assert_eq!(at("b3"), piece(tokin, Color::Black, false));
        assert_eq!(at("b2"), piece(pawn, Color::White, true));
        assert_eq!(at("d1"), piece(king, Color::White, false));
        assert_eq!(at("d4"), StartSquare::Hole);
        assert_eq!(at("c2"), StartSquare::Empty);
        assert_eq!(start.square(Square(16)), None);
        let holes: Vec<Square> = start.holes().collect();
        assert_eq!(holes, r.holes);
        let board: Vec<Kind> = start.board().map(|(_, p)| p.kind).collect();
        assert_eq!(board, [king, pawn, tokin, king]);
    }

    #[test]
    fn the_pocket_in_either_form() {
        for start in ["k3/4/4/3K[PPp] w - - 0 1", "k3/4/4/3K/PPp w - - 0 1"] {
            let r = ruleset(start);
            let (king, pawn, _) = kinds(&r);
            assert_eq!(r.start.pocket[Color::White], [pawn, pawn], "{start}");
            assert_eq!(r.start.pocket[Color::Black], [pawn], "{start}");
            let pieces: Vec<(Color, Kind)> = r.start.pieces().collect();
            assert_eq!(
                pieces,
                [
                    (Color::White, king),
                    (Color::Black, king),
                    (Color::White, pawn),
                    (Color::White, pawn),
                    (Color::Black, pawn)
                ]
            );
        }
        for start in ["k3/4/4/3K[] w - - 0 1", "k3/4/4/3K[-] w - - 0 1"] {
            let r = ruleset(start);
            assert!(r.start.pocket[Color::White].is_empty(), "{start}");
            assert!(r.start.pocket[Color::Black].is_empty(), "{start}");
        }
    }

    #[test]
    fn the_side_to_move_and_the_other_fields_as_written() {
        let r = ruleset("k3/4/4/3K b - - 3 7");
        assert_eq!(r.start.side_to_move, Some(Color::Black));
        assert_eq!(r.start.fields, ["b", "-", "-", "3", "7"]);
        // The loader reads no field but the board's: fers-rules refuses this one.
        let r = ruleset("k3/4/4/3K x 0 1");
        assert_eq!(r.start.side_to_move, None);
        assert_eq!(r.start.fields, ["x", "0", "1"]);
        let r = ruleset("k3/4/4/3K");
        assert_eq!(r.start.side_to_move, None);
        assert!(r.start.fields.is_empty());
    }
}
