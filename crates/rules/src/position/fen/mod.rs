//! FEN for any board size: multi-digit empty runs, `KQkq`, Shredder and X-FEN castling,
//! several en-passant squares, optional clocks.
//!
//! What a position holds beyond its board, its rights and its clocks — pieces in hand,
//! promoted-piece marks, checks given — is read and written in one place,
//! [`write_holdings`] and `parse_board` (whose board-field reader,
//! `fers_movement::board_field`, hands it each `~` mark as a piece's `marker`); see
//! `write_holdings` for the syntax they will take.
//!
//! The board field itself is read by `fers_movement::board_field::read_board_field`, the
//! reader the ruleset loader uses for `board.start` too; `parse_board` maps its errors to
//! [`FenError`]. The castling field is read and written in `castling`, the check counters
//! in `counters`.

use crate::families::Compiled;
use crate::kernel::Piece;
use crate::kernel::State;
use crate::kernel::attacks::attackers_to;
use fers_geometry::{Bits, Square, SquareSet};
use fers_movement::board_field::{
    BoardFieldError, FieldPiece, FieldSyntax, HOLE, read_board_field, split_pocket,
};
use fers_movement::{Color, Kind, escape_control};
use std::fmt::Write;

mod castling;
mod counters;
mod error;
mod material;
pub(crate) mod sfen;

use castling::{castling_field, parse_castling};
use counters::take_check_counters;
pub use error::FenError;
use material::{check_material, check_unpromoted};

/// The largest half-move clock or move number a FEN may give.
pub const MAX_CLOCK: u32 = 1_000_000;

/// The longest FEN accepted, in bytes. A 16×16 board written in full, every piece marked
/// `~`, with every castling right and clocks at their largest, is well under 1,000.
pub const MAX_FEN_LEN: usize = 4096;

/// How strictly a FEN is checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum FenMode {
    /// Refuse positions that cannot arise in a game: besides what `Relaxed` refuses,
    /// in rulesets with FIDE-like attacks (see `Tables::classical_checks`) more than two
    /// checkers and impossible check patterns, and with `material-limit = "start"`
    /// material no game could reach.
    #[default]
    Strict,
    /// Accept any position whose fields are well formed and which play can go on from:
    /// the royal pieces it needs (exactly one per side when the ruleset has exactly one
    /// royal kind; any number with none or several), no piece where it must already have promoted, and the
    /// side not to move not in check (else its royal piece could be captured). Test
    /// suites contain impossible checks on purpose.
    Relaxed,
}

/// Reads a FEN into a state.
pub(crate) fn parse<B: Bits>(
    t: &Compiled<B>,
    fen: &str,
    mode: FenMode,
) -> Result<State<B>, FenError> {
    if fen.len() > MAX_FEN_LEN {
        return Err(FenError::TooLong { length: fen.len() });
    }
    let mut fields: Vec<&str> = fen.split_whitespace().collect();
    // Check counters, in a ruleset that counts checks: remaining checks `3+3` after the
    // en-passant field (Fairy-Stockfish), or checks given `+2+0` at the end (lichess).
    let counters = take_check_counters(t, &mut fields)?;
    // Fairy-Stockfish's short form for games without castling or en passant (its shogi
    // start positions): `board side halfmoves fullmoves`, no castling or en-passant field.
    if fields.len() == 4
        && fields[2..]
            .iter()
            .all(|f| f.bytes().all(|b| b.is_ascii_digit()))
    {
        fields.splice(2..2, ["-", "-"]);
    }
    if !(4..=6).contains(&fields.len()) {
        return Err(FenError::FieldCount {
            found: fields.len(),
        });
    }
    let mut s = State::empty();
    parse_board(t, &mut s, fields[0])?;
    s.turn = match fields[1] {
        "w" => Color::White,
        "b" => Color::Black,
        other => return Err(FenError::Turn(other.to_string())),
    };
    if s.turn == Color::Black {
        s.hash ^= t.zobrist.black_to_move;
    }
    check_royals(t, &s)?;
    parse_castling(t, &mut s, fields[2])?;
    // Under `[rules.honour-counting]` a number in the en-passant field is the count's
    // limit in plies, and the half-move clock field its plies (Fairy-Stockfish's
    // makruk FEN); a limit of 0 is no count.
    let count_limit = counting_limit(t, fields[3])?;
    if count_limit.is_none() {
        parse_en_passant(t, &mut s, fields[3])?;
    }
    s.ep_legal = s.ep_targets.any() && crate::families::en_passant::generate::has_legal(t, &s);
    s.hash ^= s.ep_key(t);
    for color in Color::ALL {
        for _ in 0..counters[color] {
            s.give_check(color);
        }
    }
    let clock = |which, text: Option<&&str>, default| match text {
        None => Ok(default),
        Some(text) => text
            .parse::<u32>()
            .ok()
            .filter(|n| *n <= MAX_CLOCK)
            .ok_or_else(|| FenError::Clock {
                which,
                text: text.to_string(),
            }),
    };
    s.halfmoves = clock("half-move clock", fields.get(4), 0)?;
    if let Some(limit) = count_limit.filter(|&l| l != 0) {
        s.count_limit = limit;
        // Fairy-Stockfish reads the clock field as the count, and its clock as zero.
        s.count_ply = u16::try_from(s.halfmoves).map_err(|_| FenError::Clock {
            which: "counting plies",
            text: s.halfmoves.to_string(),
        })?;
        s.halfmoves = 0;
    }
    s.fullmoves = clock("move number", fields.get(5), 1)?.max(1);
    check_unpromoted(t, &s)?;
    // A FEN records no history: the series of checks begins here.
    if t.goals.decisive != 0 {
        let checkers = s.checkers(t, s.turn);
        s.decisive_check[s.turn] =
            crate::families::goals::checks::decisive_check_now(t, &s, checkers);
    }
    // In either mode: a position whose side not to move is in check would let the
    // royal piece be captured, which no ruleset allows, except after the one move that
    // may leave a side in check: a pass with the royal pieces facing (janggi's bikjang,
    // `facing-royals-end`), which ends the game. Such a position follows that pass.
    if t.facing.end && crate::families::facing::royals_face(t, &s) {
        if s.royal_attackers(t, !s.turn, s.occupied()).any() {
            s.passes = 1;
        }
    } else {
        check_opposite_check(t, &s)?;
    }
    if mode == FenMode::Strict {
        if t.ruleset.rules.material_from_start {
            check_material(t, &s)?;
        }
        check_checks(t, &s, fields[3] != "-")?;
    }
    Ok(s)
}

/// The count's limit in plies, when `field` (the en-passant field) is a number in a
/// ruleset with `[rules.honour-counting]`.
fn counting_limit<B: Bits>(t: &Compiled<B>, field: &str) -> Result<Option<u16>, FenError> {
    if t.ruleset.rules.honour_counting.is_none()
        || field.is_empty()
        || !field.bytes().all(|b| b.is_ascii_digit())
    {
        return Ok(None);
    }
    field.parse::<u16>().map(Some).map_err(|_| FenError::Clock {
        which: "counting limit",
        text: field.to_string(),
    })
}

/// Reads the board field with the one board-field reader ([`read_board_field`],
/// [`FieldSyntax::FEN`]: the first problem, widths checked as soon as a rank is too wide)
/// and puts its pieces on `s`; a `~` after a letter marks a promoted piece where the
/// ruleset tracks them, and is ignored elsewhere. In a ruleset with hands the field may
/// end with a pocket (`[Qn]`, `[]`, `[-]`, or one more rank `/Qn`), read into the hands.
fn parse_board<B: Bits>(t: &Compiled<B>, s: &mut State<B>, field: &str) -> Result<(), FenError> {
    let pocket_error = |reason: String| {
        let at = field.find('[').unwrap_or(0);
        FenError::Pocket {
            field: field[at..].to_string(),
            reason,
        }
    };
    if field.contains('[') && !field.ends_with(']') {
        return Err(pocket_error(
            "a pocket ends with `]` and ends the board field".into(),
        ));
    }
    let board = match &t.hands {
        Some(h) => {
            let (board, pocket) = split_pocket(field, t.shape.ranks());
            if let Some(pocket) = pocket.filter(|p| h.unlimited && !matches!(*p, "" | "-")) {
                let name = &t.ruleset.name;
                return Err(pocket_error(format!(
                    "the hands of {name} are unlimited: its FEN has no pocket, not `{pocket}`"
                )));
            }
            if let Some(pocket) = pocket {
                parse_pocket(t, s, pocket).map_err(pocket_error)?;
            }
            board
        }
        None if field.contains('[') => {
            let name = &t.ruleset.name;
            return Err(pocket_error(format!("{name} has no pieces in hand")));
        }
        None => field,
    };
    let track = t.hands.as_ref().is_some_and(|h| h.track_promoted);
    let is_piece = |c, promoted: bool| {
        (c == HOLE && !promoted) || t.ruleset.kind_by_symbol(c, promoted).is_some()
    };
    let squares = read_board_field(board, t.shape, FieldSyntax::FEN, is_piece)
        .into_result()
        .map_err(board_error)?;
    for (sq, piece) in t.shape.squares().zip(squares) {
        // Holes are written `*`, and only they; in a ruleset with walls, so are the
        // walls on the board.
        let marked = piece.is_some_and(|p| p.letter == HOLE);
        if marked && t.walls.is_some() && t.board.contains(sq) {
            s.put_wall(sq);
            continue;
        }
        if marked == t.board.contains(sq) {
            let square = t.shape.square_name(sq).to_string();
            return Err(FenError::Hole { square, marked });
        }
        let Some(FieldPiece {
            letter,
            marker,
            promoted,
            ..
        }) = piece.filter(|_| !marked)
        else {
            continue;
        };
        if track && marker == Some('~') {
            s.promoted = s.promoted.with(sq);
        }
        // The reader has checked every letter; this only keeps the lookup total.
        let Some(kind) = t.ruleset.kind_by_symbol(letter, promoted) else {
            let rank = t.shape.rank_of(sq).0 as usize + 1;
            return Err(FenError::UnknownPiece { letter, rank });
        };
        let color = Color::of_letter(letter);
        s.put(t, sq, Piece { kind, color });
    }
    check_hand_room(t, s).map_err(pocket_error)
}

/// Where captures go to the captor's hand, that no hand holds so many of a kind that
/// capturing the pieces on the board could take it past the 255 a hand counts (each
/// capture puts one piece in one hand).
fn check_hand_room<B: Bits>(t: &Compiled<B>, s: &State<B>) -> Result<(), String> {
    if !t.hands.as_ref().is_some_and(|h| h.to_captor) {
        return Ok(());
    }
    let on_board = (s.occupied() & !s.walls()).count();
    for color in Color::ALL {
        for (k, &held) in s.hands[color].iter().enumerate() {
            if u32::from(held) + on_board > u32::from(u8::MAX) {
                let letter = t.ruleset.pieces[k].symbol(color);
                return Err(format!(
                    "{held} `{letter}` in hand beside {on_board} pieces on the board: captures could take the hand past the 255 it holds"
                ));
            }
        }
    }
    Ok(())
}

/// Puts the pieces of a pocket (`QRnp`: white's uppercase) into the hands, or says
/// what is wrong with it.
fn parse_pocket<B: Bits>(t: &Compiled<B>, s: &mut State<B>, pocket: &str) -> Result<(), String> {
    for letter in pocket.chars() {
        let kind = letter
            .is_ascii_alphabetic()
            .then(|| t.ruleset.kind_by_letter(letter))
            .flatten()
            .ok_or_else(|| {
                format!(
                    "`{}` is not a piece of {}",
                    escape_control(&letter.to_string()),
                    t.ruleset.name
                )
            })?;
        let color = Color::of_letter(letter);
        if s.hands[color][kind.index()] == u8::MAX {
            return Err(format!("a hand holds at most 255 of `{letter}`"));
        }
        s.add_to_hand(color, kind);
    }
    Ok(())
}

/// A board-field problem as a [`FenError`].
fn board_error(e: BoardFieldError) -> FenError {
    match e {
        BoardFieldError::RankCount { found, expected } => FenError::RankCount { found, expected },
        BoardFieldError::RankWidth {
            rank,
            found,
            expected,
            ..
        } => FenError::RankWidth {
            rank,
            found,
            expected,
        },
        BoardFieldError::UnknownLetter { letter, rank, .. } => {
            FenError::UnknownPiece { letter, rank }
        }
        BoardFieldError::NotPromotable { letter, rank, .. } => {
            FenError::NotPromotable { letter, rank }
        }
        other => FenError::Board(other),
    }
}

fn check_royals<B: Bits>(t: &Compiled<B>, s: &State<B>) -> Result<(), FenError> {
    let Some(royal) = t.royal else {
        return Ok(());
    };
    for color in Color::ALL {
        // A royal piece in hand counts (placement: the king is dropped in the setup).
        let count = (s.kind(royal) & s.color(color)).count() + u32::from(s.in_hand(color, royal));
        // A side without a royal piece in the start position never has one (horde).
        let expected = u32::from(t.promotion.start_counts[color][royal.index()] > 0);
        if count != expected {
            return Err(FenError::RoyalCount {
                color,
                count,
                expected,
                name: t.ruleset.pieces[royal.index()].name.clone(),
            });
        }
    }
    Ok(())
}

fn parse_en_passant<B: Bits>(
    t: &Compiled<B>,
    s: &mut State<B>,
    field: &str,
) -> Result<(), FenError> {
    if field == "-" {
        return Ok(());
    }
    let fail = |reason: &str| FenError::EnPassant {
        field: field.to_string(),
        reason: reason.to_string(),
    };
    let shape = t.shape;
    let mut rest = field;
    let mut squares = Vec::new();
    while !rest.is_empty() {
        let (sq, len) = shape
            .parse_square_prefix(rest)
            .ok_or_else(|| fail("not a list of squares"))?;
        squares.push(sq);
        rest = &rest[len..];
    }
    let mover = !s.turn;
    // Occupied squares name the piece that moved (Fairy-Stockfish writes it for berolina);
    // empty ones are the squares it passed.
    let mut victim: Option<Square> = squares.iter().copied().find(|sq| s.piece_at(*sq).is_some());
    let targets: SquareSet<B> = squares
        .iter()
        .copied()
        .filter(|sq| s.piece_at(*sq).is_none())
        .collect();
    let Some(first) = targets.first() else {
        return Err(fail("no empty target square"));
    };
    if victim.is_none() {
        victim = implied_victim(t, mover, first);
    }
    let victim = victim.ok_or_else(|| fail("no piece could have passed it"))?;
    let valid = s.piece_at(victim).is_some_and(|p| {
        p.color == mover
            && t.moves[p.kind.index()][mover]
                .special
                .iter()
                .any(|sp| sp.sets_en_passant)
    });
    if !valid {
        return Err(fail(
            "no piece that just moved two squares stands beside it",
        ));
    }
    // The targets must be squares that piece passed on a double step to where it stands.
    let kind = s.piece_at(victim).map_or(Kind(0), |p| p.kind);
    let passed = squares_passed(t, kind, mover, victim);
    if let Some(sq) = targets.iter().find(|sq| !passed.contains(*sq)) {
        return Err(FenError::EnPassant {
            field: field.to_string(),
            reason: format!(
                "the {} on {} cannot have passed {} on a move that allows en passant",
                t.ruleset.pieces[kind.index()].name,
                shape.square_name(victim),
                shape.square_name(sq)
            ),
        });
    }
    // Keep it only if a piece could capture there, as after a move.
    let capturers = s.kinds(t.en_passant.kinds) & s.color(s.turn);
    let reachable = capturers.iter().any(|sq| {
        s.piece_at(sq).is_some_and(|p| {
            t.moves[p.kind.index()][s.turn].en_passant[sq.index()].intersects(targets)
        })
    });
    if reachable {
        s.ep_targets = targets;
        s.ep_victim = Some(victim);
    }
    Ok(())
}

/// The squares a piece of `kind` and `color` passes on a move that sets en passant and
/// ends on `to`.
fn squares_passed<B: Bits>(t: &Compiled<B>, kind: Kind, color: Color, to: Square) -> SquareSet<B> {
    t.moves[kind.index()][color]
        .en_passant_steps
        .iter()
        .flatten()
        .filter(|&&(landing, _)| landing == to)
        .fold(SquareSet::EMPTY, |out, &(_, passed)| out | passed)
}

/// Where an en-passant field without an occupied square puts the piece to capture: one
/// square beyond the first target in the forward direction of `mover`, who just moved
/// (`e3` → `e4`).
fn implied_victim<B: Bits>(t: &Compiled<B>, mover: Color, first: Square) -> Option<Square> {
    let forward = if mover == Color::White { 1 } else { -1 };
    t.shape.offset(first, 0, forward)
}

/// Refuses a position where the side that just moved is in check (any of its royal
/// pieces attacked).
fn check_opposite_check<B: Bits>(t: &Compiled<B>, s: &State<B>) -> Result<(), FenError> {
    if s.royal_attackers(t, !s.turn, s.occupied()).any() {
        return Err(FenError::OppositeCheck(!s.turn));
    }
    Ok(())
}

/// Refuses checks no legal move could have given: the side that just moved in check,
/// more than two checkers, two checkers without a slider or on one line through the
/// king, and (after a double step, `ep_given`) a checker that neither is the piece that
/// moved nor was uncovered by it leaving its start square.
fn check_checks<B: Bits>(t: &Compiled<B>, s: &State<B>, ep_given: bool) -> Result<(), FenError> {
    let occupied = s.occupied();
    // The classical rules below reason about one royal piece per side.
    let (Some(k), Some(_)) = (s.royal_square(t, s.turn), s.royal_square(t, !s.turn)) else {
        return Ok(());
    };
    let checkers = attackers_to(t, s, k, !s.turn, occupied);
    if t.needs.unclassical_checks {
        // Lame leapers, hoppers, longer riders and leaps give checks the classical
        // rules below would wrongly call impossible (two lame leapers uncovered at once,
        // a leap over the uncovered slider's line): only the opposite check is refused.
        return Ok(());
    }
    if checkers.count() > 2 {
        return Err(FenError::TooManyCheckers(checkers.count()));
    }
    // Hoppers attack along lines too, and a move can uncover them (by removing one of two
    // screens) or give them a screen.
    let hoppers = t.attacks[!s.turn].hopper_kinds;
    let sliders = t.attacks[!s.turn]
        .slides
        .iter()
        .fold(hoppers, |m, c| m | c.kinds.mask);
    let is_slider = |sq: Square| s.piece_at(sq).is_some_and(|p| sliders & p.kind.mask() != 0);
    if checkers.count() == 2 {
        if !checkers.iter().any(is_slider) {
            return Err(FenError::ImpossibleCheck(
                "two checkers and neither is a slider".into(),
            ));
        }
        // A move uncovers one line and checks along another: two checkers on one line
        // through the king cannot both have come from a single move.
        let rays = &t.rays;
        let aligned = (0..rays.directions().len()).any(|d| {
            let line = rays.ray(d, k)
                | rays
                    .index_of(rays.directions()[d].reversed())
                    .map_or(SquareSet::EMPTY, |r| rays.ray(r, k));
            (line & checkers) == checkers
        });
        // With hoppers a piece moving onto the line can check and be a screen at once.
        if aligned && hoppers == 0 {
            return Err(FenError::ImpossibleCheck(
                "the two checkers stand on one line through the king".into(),
            ));
        }
    }
    if ep_given && let (Some(victim), Some(target)) = (s.ep_victim, s.ep_targets.first()) {
        // The piece that double-stepped started beyond the passed square.
        let shape = t.shape;
        let df = shape.file_of(target).0 as i32 - shape.file_of(victim).0 as i32;
        let dr = shape.rank_of(target).0 as i32 - shape.rank_of(victim).0 as i32;
        let origin = shape.offset(target, df, dr);
        for checker in checkers {
            let uncovered = origin.is_some_and(|o| {
                is_slider(checker) && t.shape.between::<B>(k, checker).contains(o)
            });
            if checker != victim && !uncovered {
                let name = shape.square_name(checker);
                return Err(FenError::ImpossibleCheck(format!(
                    "after the double step to {}, the check from {name} could not have been given",
                    shape.square_name(victim)
                )));
            }
        }
        if checkers.count() == 2 {
            return Err(FenError::ImpossibleCheck(
                "a double step cannot give two checks".into(),
            ));
        }
    }
    Ok(())
}

/// Writes a state as FEN. The en-passant field is written only when an en-passant
/// capture is legal (as python-chess and shakmaty do).
pub(crate) fn write<B: Bits>(t: &Compiled<B>, s: &State<B>, legal_ep: bool) -> String {
    let shape = t.shape;
    let mut out = String::new();
    for rank in (0..shape.ranks()).rev() {
        let mut run = 0;
        for file in 0..shape.files() {
            let sq = shape.square(file as i32, rank as i32).expect("on board");
            match s.piece_at(sq) {
                None if !t.board.contains(sq) || s.walls().contains(sq) => {
                    // A hole or a wall, written `*` as Fairy-Stockfish writes walls.
                    if run > 0 {
                        let _ = write!(out, "{run}");
                        run = 0;
                    }
                    out.push(HOLE);
                }
                None => run += 1,
                Some(p) => {
                    if run > 0 {
                        let _ = write!(out, "{run}");
                        run = 0;
                    }
                    out.push_str(&t.ruleset.pieces[p.kind.index()].symbol(p.color));
                    if s.promoted.contains(sq) {
                        out.push('~');
                    }
                }
            }
        }
        if run > 0 {
            let _ = write!(out, "{run}");
        }
        if rank > 0 {
            out.push('/');
        }
    }
    write_holdings(t, s, &mut out);
    let _ = write!(out, " {} {} ", s.turn.char(), castling_field(t, s));
    if s.count_limit != 0 {
        // A running count takes the en-passant field (makruk has no en passant).
        let _ = write!(out, "{}", s.count_limit);
    } else if legal_ep && let Some(first) = s.ep_targets.first() {
        // Name the piece to capture when a reader would not find it one square beyond the
        // first target (a Berolina pawn's diagonal step: `d3c4`), in board order.
        let mut squares = s.ep_targets;
        if let Some(victim) = s.ep_victim
            && implied_victim(t, !s.turn, first) != Some(victim)
        {
            squares = squares.with(victim);
        }
        for sq in squares {
            let _ = write!(out, "{}", shape.square_name(sq));
        }
    } else {
        out.push('-');
    }
    if let Some(limit) = t.goals.check_limit {
        let left = |c: Color| limit.saturating_sub(u32::from(s.checks_given[c]));
        let _ = write!(out, " {}+{}", left(Color::White), left(Color::Black));
    }
    let clock = if s.count_limit != 0 {
        u32::from(s.count_ply)
    } else {
        s.halfmoves
    };
    let _ = write!(out, " {} {}", clock, s.fullmoves);
    out
}

/// Writes the holdings that follow the board field: the one place where FEN will carry
/// what the board does not show, in Fairy-Stockfish's syntax:
///
/// - pieces in hand as a pocket after the board, `.../RNBQKBNR[Qp]` (white's first, each
///   side's kinds in reverse declaration order, which for chess pieces is
///   Fairy-Stockfish's `QRBNP`), `[]` when both are empty, in every ruleset with hands;
/// - promoted pieces marked `~` after their letter (written by `write`, read by
///   `parse_board`) where the ruleset tracks them;
/// - checks as a field `3+3` after the en-passant field (the checks each side may still
///   give), written by `write` and read with lichess's `+2+0` by `take_check_counters`.
fn write_holdings<B: Bits>(t: &Compiled<B>, s: &State<B>, out: &mut String) {
    // An unlimited hand (ataxx) is not written: it never changes.
    if t.hands.as_ref().is_none_or(|h| h.unlimited) {
        return;
    }
    out.push('[');
    for color in Color::ALL {
        out.push_str(&hand_letters(t, s, color));
    }
    out.push(']');
}

/// The pieces in `color`'s hand as FEN letters (white's uppercase), each kind as often
/// as it is held, kinds in reverse declaration order: the pocket's half for that side,
/// also shown under the board by `Position::render`.
pub(crate) fn hand_letters<B: Bits>(t: &Compiled<B>, s: &State<B>, color: Color) -> String {
    let mut out = String::new();
    for (kind, &n) in s.hands[color].iter().enumerate().rev() {
        let letter = t.ruleset.pieces.get(kind).map_or('?', |p| p.letter);
        let letter = match color {
            Color::White => letter.to_ascii_uppercase(),
            Color::Black => letter,
        };
        out.extend(std::iter::repeat_n(letter, n as usize));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::compiled;

    #[test]
    fn fens_read_back_as_written() {
        let cases = [
            (
                "standard",
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            ),
            (
                "crazyhouse",
                "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[Pp] w KQkq - 0 4",
            ),
            (
                "3check",
                "rnbqkbnr/ppp1pppp/8/1B1p4/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 2+3 1 2",
            ),
            (
                "chess960",
                "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9",
            ),
        ];
        for (name, fen) in cases {
            let t = compiled::<u64>(name);
            let s = parse(&*t, fen, FenMode::Strict).unwrap_or_else(|e| panic!("{fen}: {e}"));
            assert_eq!(write(&*t, &s, s.ep_legal), fen, "{name}");
        }
    }

    #[test]
    fn an_unusable_en_passant_target_is_not_written() {
        // No black pawn can take on e3: the target is dropped, as in FEN from a game.
        let t = compiled::<u64>("standard");
        let s = parse(&*t, "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1", FenMode::Strict).expect("valid");
        assert_eq!(
            write(&*t, &s, s.ep_legal),
            "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1"
        );
    }

    #[test]
    fn bad_fields_are_named() {
        let t = compiled::<u64>("standard");
        let err = |fen: &str| parse(&*t, fen, FenMode::Strict).expect_err(fen).to_string();
        assert!(
            err("4k3/8/8/8/8/8/8/4K3 x - - 0 1").contains("side to move"),
            "{}",
            err("4k3/8/8/8/8/8/8/4K3 x - - 0 1")
        );
        assert!(err("4k3/8/8/8/8/8/8/4K3 w - - 0 0 extra").contains("field"));
        assert!(err("4k3/8/8/8/8/8/8/8 w - - 0 1").contains("king"));
    }
}
