//! The board field of a FEN (its first space-separated field, `rnbqkbnr/pppppppp/8/...`),
//! read in one place for every caller.
//!
//! This module is public on purpose, unlike the rest of the loader: its one reader
//! serves both the ruleset loader, which reads `board.start` into
//! [`Ruleset::start`](crate::Ruleset::start), and `fers-rules`' FEN parser
//! (`Position::from_fen`), which reads positions long after the ruleset is loaded. The
//! syntax is written here once for both.
//!
//! # Syntax
//!
//! - Ranks from the last (black's side) to the first, separated by `/`.
//! - In a rank, a letter is a piece (uppercase white's, lowercase black's) and a run of
//!   digits is that many empty squares (`10` is ten, for boards wider than 9).
//! - [`PROMOTED_PREFIX`] (`+`) before a letter names the shogi-promoted form of that
//!   letter's kind (`+P`, a tokin).
//! - A marker after a letter (`~`, crazyhouse's promoted piece: [`FieldSyntax::markers`])
//!   is kept with it and takes no square.
//! - [`HOLE`] (`*`) is a square that is not part of the board, written where a piece
//!   would be (each caller's `is_piece` accepts it).
//! - In a ruleset with pieces in hand, the field may end with a pocket, `[Qn]` (`[]` or
//!   `[-]` when both hands are empty) or one more rank `/Qn`: [`split_pocket`] takes it
//!   off before the board is read.
//!
//! # Reading
//!
//! [`read_board_field`] lays the field out onto a [`BoardShape`] — the letter on each
//! square, and the marker written after it — and names the first problem as a
//! [`BoardFieldError`]: what is wrong and where (byte offset in the field, rank number,
//! found and expected counts). Each caller turns that into its own words (a diagnostic
//! with a column, a `FenError`). What the two callers need differently is a
//! [`FieldSyntax`]: which markers are accepted, and when a rank that is too wide is
//! noticed.

use std::ops::Range;

use fers_geometry::{BoardShape, MAX_FILES, MAX_RANKS};

use crate::escape_control;

/// The squares of the largest board. A rank found to span more is reported as spanning
/// "more than" this many files rather than as an absurd number.
pub const MAX_SQUARES: usize = MAX_FILES as usize * MAX_RANKS as usize;

/// The longest run of empty squares the reader counts (`i32::MAX`). A longer run (a
/// field such as `99999999999`) is still measured, saturating, for the width check, but
/// the field then does not lay out ([`BoardField::laid_out`] is false).
pub const MAX_RUN: usize = i32::MAX as usize;

/// When a rank that is too wide is noticed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WidthCheck {
    /// At the rank's end, from everything it spans: every letter of a rank is checked
    /// before its width, so an unknown letter is reported before the width of its own
    /// rank. A too-wide rank's [`found`](BoardFieldError::RankWidth::found) is its whole
    /// width. The ruleset loader reads `board.start` so.
    RowEnd,
    /// As soon as a run of digits is longer than the board is wide, or a letter that is
    /// a piece falls beyond the last file: problems are found in the order of the
    /// characters that show them, and the rank's
    /// [`found`](BoardFieldError::RankWidth::found) is its width up to that character.
    /// A rank too short, or too wide by a last run that is not itself wider than the
    /// board, is noticed at its end. `Position::from_fen` reads FENs so.
    Early,
}

/// How a board field is read: what its readers differ in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct FieldSyntax {
    /// Characters accepted in a rank that take no square: promoted-piece marks. One right
    /// after a letter (possibly after other markers) is kept in
    /// [`FieldPiece::marker`]; anywhere else it is accepted and attached to nothing.
    pub markers: &'static [char],
    /// When a rank that is too wide is noticed.
    pub width_check: WidthCheck,
}

/// The prefix of a shogi-promoted piece (`+P`, a tokin), read before its letter by
/// both syntaxes and kept in [`FieldPiece::promoted`].
pub const PROMOTED_PREFIX: char = '+';

/// The letter of a square that is not part of the board (a hole, as Fairy-Stockfish
/// writes them): `*`, written where a piece would stand. In a ruleset with walls, `*` on
/// a square of the board is a wall.
pub const HOLE: char = '*';

impl FieldSyntax {
    /// The start position of a ruleset (`board.start`): marker `~`, widths checked at
    /// each rank's end.
    pub const START: FieldSyntax = FieldSyntax {
        markers: &['~'],
        width_check: WidthCheck::RowEnd,
    };

    /// A FEN given to `Position::from_fen`: marker `~` (crazyhouse's promoted pieces),
    /// widths checked as soon as a rank is too wide.
    pub const FEN: FieldSyntax = FieldSyntax {
        markers: &['~'],
        width_check: WidthCheck::Early,
    };
}

/// A piece as the board field places it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct FieldPiece {
    /// The letter as written: uppercase for white, lowercase for black.
    pub letter: char,
    /// The first marker written right after the letter (`~` in `Q~`), if any.
    pub marker: Option<char>,
    /// Whether [`PROMOTED_PREFIX`] came right before the letter (`+P`): the piece is
    /// the shogi-promoted form of the kind that letter names.
    pub promoted: bool,
}

/// The board field laid out: the piece on each square, and the first problem found.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct BoardField {
    /// The piece on each square by square index ([`BoardShape::len`] entries; `None`:
    /// empty). A letter that is not a piece is placed too (and reported in
    /// [`error`](Self::error)); a rank that is too short leaves its last squares empty.
    pub squares: Vec<Option<FieldPiece>>,
    /// Whether every piece found a square: false with the wrong number of ranks, a
    /// letter beyond the last file, or a run longer than [`MAX_RUN`].
    /// [`squares`](Self::squares) then holds only the pieces that did.
    pub laid_out: bool,
    /// The first problem in reading order, if any (later ones are not looked for).
    /// `None` implies [`laid_out`](Self::laid_out).
    pub error: Option<BoardFieldError>,
}

impl FieldPiece {
    /// The piece written `letter` alone: no marker after it, no `+` before it.
    pub fn new(letter: char) -> FieldPiece {
        FieldPiece {
            letter,
            marker: None,
            promoted: false,
        }
    }
}

impl BoardField {
    /// The squares if the field has no problem, else the problem.
    ///
    /// # Errors
    /// The first problem found, as in [`error`](Self::error).
    pub fn into_result(self) -> Result<Vec<Option<FieldPiece>>, BoardFieldError> {
        match self.error {
            Some(e) => Err(e),
            None => Ok(self.squares),
        }
    }
}

/// What is wrong with a board field, and where. Offsets are in bytes from the start of
/// the field; ranks are numbered from 1, as on the board (the first row of the field is
/// the last rank).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum BoardFieldError {
    /// The field has the wrong number of `/`-separated ranks (the whole field is at
    /// fault: offset 0).
    #[error("the board field has {found} ranks; the board has {expected}")]
    RankCount {
        /// Ranks found.
        found: usize,
        /// Ranks of the board.
        expected: usize,
    },
    /// A rank spans the wrong number of files.
    #[error("rank {rank} spans {} files; the board has {expected}", spans(*found))]
    RankWidth {
        /// Rank number (1-based).
        rank: usize,
        /// The rank's bytes in the field (without its `/`).
        row: Range<usize>,
        /// Where the width was found wrong: the digit that made a run longer than the
        /// board or the letter beyond the last file ([`WidthCheck::Early`]), else the
        /// rank's end.
        offset: usize,
        /// Files spanned (up to `offset`), saturating for absurd runs of digits: compare
        /// with [`MAX_SQUARES`] before printing.
        found: usize,
        /// Files of the board.
        expected: usize,
    },
    /// A character that is neither a piece letter, a digit nor an accepted marker.
    #[error("`{}` on rank {rank} is not a piece letter", escape_control(&letter.to_string()))]
    UnknownLetter {
        /// The character.
        letter: char,
        /// Rank number (1-based).
        rank: usize,
        /// Where it is.
        offset: usize,
    },
    /// A piece letter after [`PROMOTED_PREFIX`] (`+P`) where no piece is the promoted
    /// form of that letter's piece.
    #[error("`+{}` on rank {rank}: no piece is the promoted form of `{}`", escape_control(&letter.to_string()), escape_control(&letter.to_string()))]
    NotPromotable {
        /// The letter after the `+`.
        letter: char,
        /// Rank number (1-based).
        rank: usize,
        /// Where the `+` is.
        offset: usize,
    },
}

/// The board and the pocket of a FEN's first field, where a ruleset has pieces in hand:
/// Fairy-Stockfish writes the pocket in brackets after the board (`RNBQKBNR[Qn]`, `[]`
/// or `[-]` when both hands are empty) and also reads it as one more rank after the last
/// (`4K3/Qn`). `ranks` is the board's rank count, for that second form. A field without
/// either is all board (`None`).
///
/// ```
/// use fers_movement::board_field::split_pocket;
/// assert_eq!(split_pocket("8/8[Qn]", 2), ("8/8", Some("Qn")));
/// assert_eq!(split_pocket("8/8[-]", 2), ("8/8", Some("")));
/// assert_eq!(split_pocket("8/8/Qn", 2), ("8/8", Some("Qn")));
/// assert_eq!(split_pocket("8/8", 2), ("8/8", None));
/// ```
pub fn split_pocket(field: &str, ranks: u8) -> (&str, Option<&str>) {
    if let Some(open) = field.find('[') {
        let inner = field[open + 1..]
            .strip_suffix(']')
            .unwrap_or(&field[open + 1..]);
        let inner = if inner == "-" { "" } else { inner };
        return (&field[..open], Some(inner));
    }
    if field.split('/').count() == usize::from(ranks) + 1
        && let Some(slash) = field.rfind('/')
    {
        let pocket = &field[slash + 1..];
        if pocket.chars().all(|c| c.is_ascii_alphabetic() || c == '-') {
            let pocket = if pocket == "-" { "" } else { pocket };
            return (&field[..slash], Some(pocket));
        }
    }
    (field, None)
}

/// A width for a message: the number, or "more than 256" for one no board has (a run
/// such as `99999999999999999999` saturates).
pub(crate) fn spans(found: usize) -> String {
    if found > MAX_SQUARES {
        format!("more than {MAX_SQUARES}")
    } else {
        found.to_string()
    }
}

/// Reads `field`, the board field of a FEN, for a board of `shape`: `is_piece(c, promoted)`
/// says which letters are pieces (both cases), written alone or, when `promoted`, after
/// a `+`; `syntax` which markers are accepted and when a rank is too wide. Never panics,
/// whatever the text.
///
/// ```
/// use fers_geometry::BoardShape;
/// use fers_movement::board_field::{BoardFieldError, FieldSyntax, read_board_field};
///
/// let shape = BoardShape::new(3, 3).unwrap();
/// let is_piece = |c: char, promoted: bool| !promoted && matches!(c, 'k' | 'K' | 'p' | 'P');
///
/// let field = read_board_field("k2/1P~1/2K", shape, FieldSyntax::FEN, is_piece);
/// assert_eq!(field.error, None);
/// let b2 = field.squares[shape.parse_square("b2").unwrap().index()].unwrap();
/// assert_eq!((b2.letter, b2.marker), ('P', Some('~')));
///
/// // Each problem says where it is: bytes into the field (`Q` is the seventh), and
/// // the rank.
/// let field = read_board_field("k2/3/1Q1", shape, FieldSyntax::FEN, is_piece);
/// assert_eq!(
///     field.error,
///     Some(BoardFieldError::UnknownLetter { letter: 'Q', rank: 1, offset: 6 })
/// );
/// let error = read_board_field("k2/3/2K1", shape, FieldSyntax::FEN, is_piece)
///     .into_result()
///     .unwrap_err();
/// assert_eq!(error.to_string(), "rank 1 spans 4 files; the board has 3");
/// ```
pub fn read_board_field(
    field: &str,
    shape: BoardShape,
    syntax: FieldSyntax,
    is_piece: impl Fn(char, bool) -> bool,
) -> BoardField {
    let ranks = shape.ranks() as usize;
    let mut out = BoardField {
        squares: vec![None; shape.len()],
        laid_out: true,
        error: None,
    };
    let found = field.split('/').count();
    if found != ranks {
        out.laid_out = false;
        out.error = Some(BoardFieldError::RankCount {
            found,
            expected: ranks,
        });
        return out;
    }
    let mut start = 0;
    for (i, row) in field.split('/').enumerate() {
        // The first row is the last rank; `i < ranks` as the count matched.
        let rank = ranks - 1 - i;
        read_row(&mut out, shape, syntax, &is_piece, row, start, rank);
        start += row.len() + 1;
    }
    out
}

/// Lays out one rank, `row`, which starts at byte `start` of the field and is rank
/// `rank` (0-based) of the board.
fn read_row(
    out: &mut BoardField,
    shape: BoardShape,
    syntax: FieldSyntax,
    is_piece: &impl Fn(char, bool) -> bool,
    row: &str,
    start: usize,
    rank: usize,
) {
    let files = shape.files() as usize;
    let early = syntax.width_check == WidthCheck::Early;
    let too_wide = |offset: usize, found: usize| BoardFieldError::RankWidth {
        rank: rank + 1,
        row: start..start + row.len(),
        offset,
        found,
        expected: files,
    };
    // Squares spanned before the current run of digits, and that run (both saturating).
    let (mut width, mut run) = (0usize, 0usize);
    // The square of the piece just read, for a marker after it.
    let mut last: Option<usize> = None;
    // Where a `+` waits for the letter it promotes.
    let mut prefix: Option<usize> = None;
    let dangling = |at: usize| BoardFieldError::UnknownLetter {
        letter: PROMOTED_PREFIX,
        rank: rank + 1,
        offset: start + at,
    };
    for (at, c) in row.char_indices() {
        if c == PROMOTED_PREFIX {
            if let Some(p) = prefix.replace(at) {
                report(out, dangling(p));
            }
            last = None;
            continue;
        }
        if !c.is_ascii_alphabetic()
            && let Some(p) = prefix.take()
        {
            report(out, dangling(p));
        }
        if let Some(d) = c.to_digit(10) {
            run = run.saturating_mul(10).saturating_add(d as usize);
            if early && run > files {
                report(out, too_wide(start + at, width.saturating_add(run)));
            }
            last = None;
            continue;
        }
        width = end_run(out, width, std::mem::take(&mut run));
        if syntax.markers.contains(&c) {
            if let Some(piece) = last
                .and_then(|i| out.squares.get_mut(i))
                .and_then(|p| p.as_mut())
            {
                piece.marker.get_or_insert(c);
            }
            continue;
        }
        let plus = prefix.take();
        let promoted = plus.is_some();
        if !is_piece(c, promoted) {
            let problem = match plus {
                Some(p) if is_piece(c, false) => BoardFieldError::NotPromotable {
                    letter: c,
                    rank: rank + 1,
                    offset: start + p,
                },
                _ => BoardFieldError::UnknownLetter {
                    letter: c,
                    rank: rank + 1,
                    offset: start + at,
                },
            };
            report(out, problem);
        }
        if early && width >= files {
            report(out, too_wide(start + at, width.saturating_add(1)));
        }
        let square = (width < files)
            .then(|| shape.square(width as i32, rank as i32))
            .flatten();
        match square {
            Some(sq) => {
                out.squares[sq.index()] = Some(FieldPiece {
                    letter: c,
                    marker: None,
                    promoted,
                });
                last = Some(sq.index());
            }
            None => {
                out.laid_out = false;
                last = None;
            }
        }
        width = width.saturating_add(1);
    }
    if let Some(p) = prefix {
        report(out, dangling(p));
    }
    let width = end_run(out, width, run);
    if width != files {
        report(out, too_wide(start + row.len(), width));
    }
}

/// Records `e` unless a problem was found before it.
fn report(out: &mut BoardField, e: BoardFieldError) {
    if out.error.is_none() {
        out.error = Some(e);
    }
}

/// The width after a run of `run` empty squares; a run too long to count
/// (over [`MAX_RUN`]) keeps the field from laying out.
fn end_run(out: &mut BoardField, width: usize, run: usize) -> usize {
    if run > MAX_RUN {
        out.laid_out = false;
    }
    width.saturating_add(run)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(files: i64, ranks: i64) -> BoardShape {
        BoardShape::new(files, ranks).unwrap()
    }

    /// Kings and pawns, and a promoted pawn (`+P`).
    fn is_piece(c: char, promoted: bool) -> bool {
        matches!(c, 'p' | 'P') || (!promoted && matches!(c, 'k' | 'K'))
    }

    fn read(field: &str, files: i64, ranks: i64, syntax: FieldSyntax) -> BoardField {
        read_board_field(field, shape(files, ranks), syntax, is_piece)
    }

    /// The first problem with each syntax: `[START, FEN]`.
    fn errors(field: &str, files: i64, ranks: i64) -> [Option<BoardFieldError>; 2] {
        [FieldSyntax::START, FieldSyntax::FEN].map(|s| read(field, files, ranks, s).error)
    }

    fn width(
        rank: usize,
        row: Range<usize>,
        offset: usize,
        found: usize,
        expected: usize,
    ) -> BoardFieldError {
        BoardFieldError::RankWidth {
            rank,
            row,
            offset,
            found,
            expected,
        }
    }

    fn unknown(letter: char, rank: usize, offset: usize) -> BoardFieldError {
        BoardFieldError::UnknownLetter {
            letter,
            rank,
            offset,
        }
    }

    /// The letters on the board, rank by rank from the last, `.` for empty.
    fn picture(field: &BoardField, files: usize) -> Vec<String> {
        let rows: Vec<String> = field
            .squares
            .chunks(files)
            .map(|r| r.iter().map(|p| p.map_or('.', |p| p.letter)).collect())
            .collect();
        rows.into_iter().rev().collect()
    }

    #[test]
    fn a_good_field_lays_out() {
        for syntax in [FieldSyntax::START, FieldSyntax::FEN] {
            let f = read("k2/1P1/2K", 3, 3, syntax);
            assert_eq!(f.error, None);
            assert!(f.laid_out);
            assert_eq!(picture(&f, 3), ["k..", ".P.", "..K"]);
        }
    }

    #[test]
    fn rank_count() {
        let count = |found| Some(BoardFieldError::RankCount { found, expected: 3 });
        assert_eq!(errors("k2/3", 3, 3), [count(2), count(2)]);
        assert_eq!(errors("k2/3/3/2K", 3, 3), [count(4), count(4)]);
        assert_eq!(errors("", 3, 3), [count(1), count(1)]);
        assert_eq!(errors("3/3/3/", 3, 3), [count(4), count(4)]);
        let f = read("k2/3", 3, 3, FieldSyntax::START);
        assert!(!f.laid_out);
        assert_eq!(f.squares, vec![None; 9]);
        assert_eq!(
            f.error.unwrap().to_string(),
            "the board field has 2 ranks; the board has 3"
        );
    }

    #[test]
    fn too_wide_by_digits() {
        // A run wider than the board: FEN stops at its digit, the loader reads the rank
        // to its end.
        assert_eq!(
            errors("3/k4P/3", 3, 3),
            [Some(width(2, 2..5, 5, 6, 3)), Some(width(2, 2..5, 3, 5, 3))]
        );
        // A run no wider than the board that overflows the rank is noticed at its end in
        // both.
        assert_eq!(
            errors("3/kk2/3", 3, 3),
            [Some(width(2, 2..5, 5, 4, 3)), Some(width(2, 2..5, 5, 4, 3))]
        );
        // A trailing run places no piece: the rest still lays out.
        let f = read("k3/3/2K", 3, 3, FieldSyntax::START);
        assert!(f.laid_out);
        assert_eq!(f.error, Some(width(3, 0..2, 2, 4, 3)));
        assert_eq!(
            f.error.unwrap().to_string(),
            "rank 3 spans 4 files; the board has 3"
        );
    }

    #[test]
    fn too_wide_by_a_letter() {
        assert_eq!(
            errors("3/kkkkk/3", 3, 3),
            [Some(width(2, 2..7, 7, 5, 3)), Some(width(2, 2..7, 5, 4, 3))]
        );
        // Beyond the last file a piece has no square: the field does not lay out.
        let f = read("3/kkkkk/3", 3, 3, FieldSyntax::START);
        assert!(!f.laid_out);
        assert_eq!(picture(&f, 3), ["...", "kkk", "..."]);
        // After a run that fills the rank.
        assert_eq!(
            errors("3p/3/3", 3, 3),
            [Some(width(3, 0..2, 2, 4, 3)), Some(width(3, 0..2, 1, 4, 3))]
        );
    }

    #[test]
    fn too_short() {
        let short = Some(width(2, 3..5, 5, 2, 3));
        assert_eq!(errors("k2/1P/2K", 3, 3), [short.clone(), short]);
        let f = read("k2/1P/2K", 3, 3, FieldSyntax::START);
        assert!(f.laid_out, "a short rank still lays out");
        assert_eq!(picture(&f, 3), ["k..", ".P.", "..K"]);
    }

    #[test]
    fn empty_ranks() {
        let empty = |rank, at| Some(width(rank, at..at, at, 0, 3));
        assert_eq!(errors("3//3", 3, 3), [empty(2, 2), empty(2, 2)]);
        assert_eq!(errors("/3/3", 3, 3), [empty(3, 0), empty(3, 0)]);
        assert_eq!(errors("3/3/", 3, 3), [empty(1, 4), empty(1, 4)]);
        // One rank, and the field empty.
        assert_eq!(errors("", 3, 1), [empty(1, 0), empty(1, 0)]);
    }

    #[test]
    fn unknown_letter() {
        let x = Some(unknown('x', 2, 3));
        assert_eq!(errors("3/1x1/3", 3, 3), [x.clone(), x]);
        let f = read("3/1x1/3", 3, 3, FieldSyntax::FEN);
        assert!(f.laid_out, "an unknown letter is placed");
        assert_eq!(picture(&f, 3), ["...", ".x.", "..."]);
        // Offsets are bytes; the message escapes control characters.
        assert_eq!(errors("é2/3/3", 3, 3)[1], Some(unknown('é', 3, 0)));
        assert_eq!(errors("3/3/2é", 3, 3)[0], Some(unknown('é', 1, 5)));
        assert_eq!(
            errors("\u{1b}2/3/3", 3, 3)[1].as_ref().unwrap().to_string(),
            "`\\u{1b}` on rank 3 is not a piece letter"
        );
        // The order of problems: the loader checks every letter of a rank before its
        // width; FEN stops at the width as soon as it is exceeded.
        assert_eq!(
            errors("3/kkkkx/3", 3, 3),
            [Some(unknown('x', 2, 6)), Some(width(2, 2..7, 5, 4, 3))]
        );
        assert_eq!(
            errors("3/4x/3", 3, 3),
            [Some(unknown('x', 2, 3)), Some(width(2, 2..4, 2, 4, 3))]
        );
        // An unknown letter beyond the last file is named as unknown by both.
        let x = Some(unknown('x', 2, 3));
        assert_eq!(errors("3/3x/3", 3, 3), [x.clone(), x]);
        // A problem in an earlier rank comes first.
        assert_eq!(
            errors("kk/3/x2", 3, 3),
            [Some(width(3, 0..2, 2, 2, 3)), Some(width(3, 0..2, 2, 2, 3))]
        );
    }

    #[test]
    fn digit_run_overflow() {
        let field = "3/99999999999999999999/3";
        let [start, fen] = errors(field, 3, 3);
        // Saturating, so no overflow; printed as "more than 256".
        assert_eq!(start, Some(width(2, 2..22, 22, usize::MAX, 3)));
        assert_eq!(
            start.unwrap().to_string(),
            "rank 2 spans more than 256 files; the board has 3"
        );
        // FEN stops at the first digit that makes the run wider than the board.
        assert_eq!(fen, Some(width(2, 2..22, 2, 9, 3)));
        assert!(!read(field, 3, 3, FieldSyntax::START).laid_out);
        // Runs up to MAX_RUN are counted, and a piece after a huge run has no square.
        let f = read("2147483647/3/3", 3, 3, FieldSyntax::START);
        assert!(f.laid_out);
        assert!(!read("2147483648/3/3", 3, 3, FieldSyntax::START).laid_out);
        let f2 = read("2147483647kk/3/3", 3, 3, FieldSyntax::START);
        assert!(!f2.laid_out);
        assert_eq!(f2.error, Some(width(3, 0..12, 12, 2147483649, 3)));
        assert_eq!(
            read("184467440737095516159k", 3, 1, FieldSyntax::START).error,
            Some(width(1, 0..22, 22, usize::MAX, 3))
        );
    }

    #[test]
    fn markers() {
        // `~` after a piece is kept with it, in a start position and in a FEN.
        let f = read("k~2/1P~1/2K", 3, 3, FieldSyntax::START);
        assert_eq!(f.error, None);
        let marks: Vec<(char, Option<char>)> = f
            .squares
            .iter()
            .flatten()
            .map(|p| (p.letter, p.marker))
            .collect();
        assert_eq!(marks, [('K', None), ('P', Some('~')), ('k', Some('~'))]);
        // `+` is a prefix, never a marker after a letter.
        assert_eq!(errors("k2/1P+1/2K", 3, 3)[1], Some(unknown('+', 2, 5)));
        // The first marker is the one kept; one after a digit or at a rank's start is
        // accepted and attached to nothing.
        let f = read("~k~~1~1/3/3", 3, 3, FieldSyntax::START);
        assert_eq!(f.error, None);
        let a3 = f.squares[shape(3, 3).parse_square("a3").unwrap().index()];
        assert_eq!(
            a3,
            Some(FieldPiece {
                letter: 'k',
                marker: Some('~'),
                promoted: false,
            })
        );
        assert_eq!(f.squares.iter().flatten().count(), 1);
    }

    #[test]
    fn promoted_prefix() {
        // `+P` is a promoted pawn on one square, in both syntaxes.
        for syntax in [FieldSyntax::START, FieldSyntax::FEN] {
            let f = read("k1+p/3/+P1K", 3, 3, syntax);
            assert_eq!(f.error, None);
            let pieces: Vec<(char, bool)> = f
                .squares
                .iter()
                .flatten()
                .map(|p| (p.letter, p.promoted))
                .collect();
            assert_eq!(
                pieces,
                [('P', true), ('K', false), ('k', false), ('p', true)]
            );
        }
        // `+K`: the king has no promoted form.
        let e = Some(BoardFieldError::NotPromotable {
            letter: 'K',
            rank: 2,
            offset: 4,
        });
        assert_eq!(errors("k2/1+K1/2K", 3, 3), [e.clone(), e]);
        // A `+` not right before a letter is named where it stands.
        for (field, at) in [
            ("k2/+1P1/2K", 3),
            ("k2/1P+/2K", 5),
            ("k2/++P1/2K", 3),
            ("k2/+~P1/2K", 3),
        ] {
            let e = Some(unknown('+', 2, at));
            assert_eq!(errors(field, 3, 3), [e.clone(), e], "{field}");
        }
    }

    #[test]
    fn sixteen_files_and_two_digit_runs() {
        let rank = "16/".repeat(15);
        let f = read(&format!("{rank}P14K"), 16, 16, FieldSyntax::FEN);
        assert_eq!(f.error, None);
        let sq = |name| f.squares[shape(16, 16).parse_square(name).unwrap().index()];
        assert_eq!(sq("a1").map(|p| p.letter), Some('P'));
        assert_eq!(sq("p1").map(|p| p.letter), Some('K'));
        assert_eq!(f.squares.iter().flatten().count(), 2);
        // `1` then `6` is one run of sixteen; `17` is too wide.
        let row = || 45..47;
        assert_eq!(
            errors(&format!("{rank}17"), 16, 16),
            [
                Some(width(1, row(), 47, 17, 16)),
                Some(width(1, row(), 46, 17, 16))
            ]
        );
        assert_eq!(
            errors(&format!("{rank}15"), 16, 16),
            [
                Some(width(1, row(), 47, 15, 16)),
                Some(width(1, row(), 47, 15, 16))
            ]
        );
        // Ten and more files on a wide board, and `0` counts nothing.
        assert_eq!(read("k010K", 12, 1, FieldSyntax::FEN).error, None);
    }

    #[test]
    fn into_result() {
        let f = read("k2/3/2K", 3, 3, FieldSyntax::FEN);
        assert_eq!(f.clone().into_result(), Ok(f.squares));
        let f = read("k2/3/2x", 3, 3, FieldSyntax::FEN);
        assert_eq!(f.into_result(), Err(unknown('x', 1, 6)));
    }
}
