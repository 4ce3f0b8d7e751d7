//! The board and the start position: `board.files`, `board.ranks`, and `board.start`,
//! whose board field is read once by [`read_start_board`] (the loader's words around the
//! one board-field reader, [`crate::board_field`]) for the diagnostics, the
//! castling-square check and the [`StartPosition`] the ruleset keeps ([`start_position`]).
//!
//! Checks here: both dimensions are given and within 1 to 16; the start position has one
//! row per rank, each row spans exactly the board's files, and every letter is a declared
//! piece's. (The other FEN fields are kept as written: `fers-rules` reads them when it
//! compiles the ruleset.)

use crate::board_field::{BoardFieldError, FieldPiece, FieldSyntax, HOLE, read_board_field, spans};
use crate::color::{ByColor, Color};
use crate::diagnostic::DiagnosticCode as Code;
use crate::kind::Kind;
use crate::ruleset::PieceKind;
use crate::start::{StartPiece, StartPosition, StartSquare};
use fers_geometry::BoardShape;
use toml::Spanned;

use super::checker::Checker;
use super::extends::Chain;

/// The board field of a start position (its FEN's first field), read once: the letter on
/// each square and the first problem found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct StartBoard {
    /// The piece on each square by square index (`None`: empty): its letter as written,
    /// uppercase for white, and whether `+` came before it. `None` as a whole when the field cannot be laid out on the board: the
    /// wrong number of ranks, a piece beyond the last file, or a run of digits too long
    /// to count. A row that is too short still lays out (the rest of it is empty), and a
    /// letter that is not declared is kept: [`problem`](Self::problem) reports both.
    pub squares: Option<Vec<Option<FieldPiece>>>,
    /// The first problem, if any: later ones are not looked for.
    pub problem: Option<StartProblem>,
}

/// A problem in the board field of a start position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct StartProblem {
    /// Byte offset in the board field where the problem is (the start of a row whose width
    /// is wrong, the undeclared letter, or 0 for a wrong number of ranks).
    pub offset: usize,
    /// A sentence naming the problem.
    pub message: String,
    /// A suggestion, if there is one.
    pub hint: Option<String>,
}

/// Reads the board field of a start position (`rnbqkbnr/pppppppp/8/...`) for a board of
/// `shape` whose pieces are `pieces`, with [`read_board_field`] and
/// [`FieldSyntax::START`]: digits are runs of empty squares (`10` is ten); `~` after a
/// piece is accepted; `+` before a letter names the kind written `+x` (a problem when
/// there is none); each rank's width is checked at its end.
pub(super) fn read_start_board(board: &str, shape: BoardShape, pieces: &[PieceKind]) -> StartBoard {
    // `*`: a square that is not part of the board (a hole), kept as its own letter.
    let is_piece = |c: char, promoted: bool| {
        (c == HOLE && !promoted)
            || pieces
                .iter()
                .any(|p| p.letter == c.to_ascii_lowercase() && p.unpromoted.is_some() == promoted)
    };
    let field = read_board_field(board, shape, FieldSyntax::START, is_piece);
    let problem = field.error.map(|e| start_problem(board, e, pieces));
    StartBoard {
        squares: field.laid_out.then_some(field.squares),
        problem,
    }
}

/// The loader's words for a problem in the start position's board field `board`.
fn start_problem(board: &str, e: BoardFieldError, pieces: &[PieceKind]) -> StartProblem {
    match e {
        BoardFieldError::RankCount { found, expected } => StartProblem {
            offset: 0,
            message: format!("the start position has {found} ranks, the board {expected}"),
            hint: None,
        },
        BoardFieldError::RankWidth {
            row,
            found,
            expected,
            ..
        } => StartProblem {
            offset: row.start,
            message: format!(
                "rank `{}` of the start position spans {} files, the board {expected}",
                board.get(row).unwrap_or_default(),
                spans(found)
            ),
            hint: None,
        },
        BoardFieldError::UnknownLetter { letter, offset, .. } => {
            let letters: Vec<String> = pieces
                .iter()
                .map(|p| format!("{} ({})", p.letter, p.name))
                .collect();
            StartProblem {
                offset,
                message: format!(
                    "the start position names `{letter}`, which is not a declared piece letter"
                ),
                hint: Some(format!("declared letters: {}", letters.join(", "))),
            }
        }
        BoardFieldError::NotPromotable { letter, offset, .. } => StartProblem {
            offset,
            message: format!(
                "the start position names `+{letter}`, but no piece is the promoted form of `{letter}`"
            ),
            hint: Some("declare one with `letter = \"+x\"`".to_string()),
        },
    }
}

/// The start position whose FEN is `fen`: its board field laid out (`squares`, without
/// problems), its pocket (`None`: none written) and its other fields, with the kinds of
/// `pieces`. A letter that is not a piece's (a problem reported already) stands for
/// nothing.
pub(super) fn start_position(
    fen: &str,
    squares: &[Option<FieldPiece>],
    pocket: Option<&str>,
    pieces: &[PieceKind],
) -> StartPosition {
    let kind = |letter: char, promoted: bool| {
        let letter = letter.to_ascii_lowercase();
        (pieces.iter())
            .position(|p| p.letter == letter && p.unpromoted.is_some() == promoted)
            .map(|i| Kind(i as u8))
    };
    let squares = (squares.iter())
        .map(|p| match p {
            None => StartSquare::Empty,
            Some(p) if p.letter == HOLE => StartSquare::Hole,
            Some(p) => kind(p.letter, p.promoted).map_or(StartSquare::Empty, |kind| {
                let color = Color::of_letter(p.letter);
                StartSquare::Piece(StartPiece::new(kind, color, p.marker.is_some()))
            }),
        })
        .collect();
    let mut in_hand = ByColor::new_with(|_| Vec::new());
    for letter in pocket.unwrap_or("").chars() {
        if let Some(k) = kind(letter, false).filter(|_| letter.is_ascii_alphabetic()) {
            in_hand[Color::of_letter(letter)].push(k);
        }
    }
    let fields: Vec<String> = fen.split_whitespace().skip(1).map(String::from).collect();
    let side_to_move = match fields.first().map(String::as_str) {
        Some("w") => Some(Color::White),
        Some("b") => Some(Color::Black),
        _ => None,
    };
    StartPosition {
        squares,
        pocket: in_hand,
        side_to_move,
        fields,
    }
}

impl Checker<'_> {
    pub(super) fn check_shape(&mut self, m: &Chain) -> Option<BoardShape> {
        let (Some((files, fs)), Some((ranks, rs))) =
            (m.board(|b| b.files.as_ref()), m.board(|b| b.ranks.as_ref()))
        else {
            self.err(
                0,
                0,
                Code::MissingKey,
                "the ruleset needs `board.files` and `board.ranks`",
            );
            return None;
        };
        // Each dimension on its own, so that both are reported when both are wrong.
        let checks = [
            (BoardShape::new(*files.get_ref(), 1), files, fs),
            (BoardShape::new(1, *ranks.get_ref()), ranks, rs),
        ];
        for (result, value, src) in checks {
            if let Err(e) = result {
                self.err(src, value.span().start, Code::BadBoard, e.to_string());
            }
        }
        BoardShape::new(*files.get_ref(), *ranks.get_ref()).ok()
    }

    /// Reports the problem [`read_start_board`] found in `start`, if any.
    pub(super) fn check_start(&mut self, start: &Spanned<String>, src: usize, board: &StartBoard) {
        if let Some(p) = &board.problem {
            // +1 for the opening quote.
            let at = start.span().start + 1 + p.offset;
            self.hint(
                src,
                at,
                Code::BadStartPosition,
                p.message.clone(),
                p.hint.clone(),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Component;

    fn kind(name: &str, letter: char) -> PieceKind {
        PieceKind {
            name: name.into(),
            letter,
            san: None,
            notation_letter: None,
            components: vec![Component::leap(vec![fers_geometry::Offset::new(0, 1)])],
            royal: false,
            promotion: None,
            initial_ranks: vec![],
            initial_region: None,
            mates_alone: true,
            resets_clock: false,
            resets_clock_unless_reversible: false,
            drop_ranks: vec![],
            drop_region: None,
            confined_to: None,
            promotion_limit: None,
            unpromoted: None,
            drop_file_limit: None,
            drop_mates: true,
            drop_opposite_colours: false,
            mate_loses: false,
            no_screen: Vec::new(),
            first_move_aimed_by: Vec::new(),
        }
    }

    fn read(board: &str, files: i64, ranks: i64) -> StartBoard {
        let shape = BoardShape::new(files, ranks).unwrap();
        read_start_board(board, shape, &[kind("king", 'k'), kind("pawn", 'p')])
    }

    #[test]
    fn a_good_board_lays_out_with_no_problem() {
        let b = read("k~2/1P1/2K", 3, 3);
        assert_eq!(b.problem, None);
        let letters: Vec<char> = b
            .squares
            .unwrap()
            .into_iter()
            .flatten()
            .map(|p| p.letter)
            .collect();
        assert_eq!(letters, ['K', 'P', 'k']);
        // `+P` with no kind written `+p`.
        let b = read("k2/1+P1/2K", 3, 3);
        assert_eq!(
            b.problem.map(|p| (p.offset, p.message)),
            Some((
                4,
                "the start position names `+P`, but no piece is the promoted form of `P`"
                    .to_string()
            ))
        );
    }

    #[test]
    fn problems_point_at_their_byte() {
        let p = read("k2/3", 3, 3).problem.unwrap();
        assert_eq!(
            (p.offset, p.message.as_str()),
            (0, "the start position has 2 ranks, the board 3")
        );
        let b = read("k2/2/2K", 3, 3);
        assert_eq!(b.problem.unwrap().offset, 3);
        assert!(b.squares.is_some(), "a short row still lays out");
        let b = read("k2/3/2x", 3, 3);
        assert_eq!(b.problem.unwrap().offset, 6);
        assert!(b.squares.is_some(), "an undeclared letter is kept");
        let b = read("k3/3/2K", 3, 3);
        assert_eq!(b.problem.unwrap().offset, 0);
        assert!(b.squares.is_some(), "a trailing run does not place a piece");
        let b = read("kkkk/3/2K", 3, 3);
        assert_eq!(b.squares, None, "a piece beyond the last file");
        let b = read("99999999999/3/2K", 3, 3);
        assert_eq!(b.squares, None);
        assert!(b.problem.unwrap().message.contains("more than 256"));
    }

    #[test]
    fn a_run_as_long_as_an_i32_then_pieces_does_not_panic() {
        // The reader before `board_field` overflowed an `i32` here (a panic in debug
        // builds).
        let b = read("2147483647kk/3/2K", 3, 3);
        assert_eq!(b.squares, None);
        assert_eq!(
            b.problem.unwrap().message,
            "rank `2147483647kk` of the start position spans more than 256 files, the board 3"
        );
    }
}
