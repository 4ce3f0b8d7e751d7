#![forbid(unsafe_code)]
//! A deliberately simple reference move generator: the oracle the fast generator is
//! tested against.
//!
//! It is written to be obviously right, not fast. It reads only the [`Ruleset`] (each
//! piece's components as written) and the board through [`Position`]'s public accessors,
//! and shares nothing with the fast path (no compiled tables, attack classes, pins or
//! check masks):
//!
//! 1. every component of every piece of the side to move is walked square by square
//!    from where the piece stands ([`reach`]), giving the pseudo-legal moves, with
//!    promotion choices, en-passant captures and castling, and every piece in hand is
//!    dropped on every empty square of its drop ranks;
//! 2. each move is made on a plain mailbox ([`Board`]), and kept only if no enemy
//!    piece then attacks any of the mover's royal pieces (there may be none, one or
//!    several), every enemy component being walked from scratch again;
//! 3. the goals of `[rules]` ([`goals`](self#goals)): a position where extinction, a
//!    flag or the check count has ended the game has no moves ([`immediate_end`]), and
//!    the obligations filter the rest ([`apply_obligations`]: no move giving check under
//!    `giving-check = "illegal"`, then only captures under `must-capture` if one is
//!    left). [`goal_end`] says how the game has ended by a goal, checkmate or
//!    stalemate, and [`play`] counts the checks given under a `check-limit`.
//!
//! # Goals
//!
//! The goal code (`goals.rs`) is written from the `### Goals` section of
//! `docs/ruleset-reference.md`: it reads the [`Ruleset`]'s `rules` (its `extinction`,
//! `flag`, `check_limit`, `checks_allowed`, `must_capture`, `checkmate`, `stalemate`
//! and `draw_winner` as loaded) and the board, never the compiled tables' goal data or
//! the engine's `goals` module. The check counters come from
//! [`Position::checks_given`].
//!
//! Where the fast engine and this module disagree, one of them is wrong; the
//! conformance crate's random-ruleset tests (`tests/tests/random_rulesets.rs`) look for
//! such positions. The semantics followed are those of `docs/ruleset-reference.md` and
//! `docs/betza.md`.
//!
//! ```
//! # use fers_rules::load_ruleset;
//! # use fers_rules::typed::{compile, Position};
//! # use fers_reference as reference;
//! # let text = include_str!("../../../rulesets/standard.toml");
//! let ruleset = load_ruleset(text, "standard.toml", &|_| None).unwrap();
//! let tables = compile::<u64>(ruleset).unwrap();
//! let pos = Position::start(&tables);
//! let mut fast = pos.legal_moves();
//! fast.sort_by_key(|&m| reference::sort_key(m));
//! assert_eq!(reference::legal_moves(&pos), fast);
//! assert!(reference::checkers(&pos).is_empty());
//! ```

mod board;
mod castle;
mod flipping;
mod goals;
mod honour;
mod make;
mod pseudo;
mod reach;
mod walls;

pub use board::Board;
pub use castle::{Plan, plan};
pub use goals::{
    apply_obligations, count_check, flag_reached, gives_check, goal_end, immediate_end, is_capture,
};
pub use make::move_pieces;
pub use pseudo::pseudo_royals;
pub use reach::{attackers, reach};

use board::{start_counts, usable_from};
use fers_geometry::{Bits, Square, SquareSet};
use fers_movement::{Color, Kind, PieceKind, Ruleset};
use fers_rules::typed::Position;
use fers_rules::{Move, MoveKind};
use make::en_passant_capable;

/// Every legal move of the side to move, sorted by [`sort_key`], each once.
pub fn legal_moves<B: Bits>(pos: &Position<B>) -> Vec<Move> {
    legal_moves_on(pos.tables().ruleset(), &Board::of(pos))
}

/// The enemy pieces attacking any royal piece of the side to move.
pub fn checkers<B: Bits>(pos: &Position<B>) -> SquareSet<B> {
    let ruleset = pos.tables().ruleset();
    let board = Board::of(pos);
    checkers_on(ruleset, &board).into_iter().collect()
}

/// A kind of move this oracle was not taught: a new [`MoveKind`] must be written here
/// from the documentation before the engine's moves of that kind can be checked.
fn unknown(kind: MoveKind) -> ! {
    panic!("the reference oracle does not know moves of kind {kind:?}: teach it (crates/reference)")
}

/// A total order on moves, for comparing move lists.
pub fn sort_key(m: Move) -> (u8, u8, u8, i16, u8, i32) {
    let kind = match m.kind {
        MoveKind::Normal => 0,
        MoveKind::EnPassant => 1,
        MoveKind::Castle(fers_movement::CastlingSide::King) => 2,
        MoveKind::Castle(fers_movement::CastlingSide::Queen) => 3,
        MoveKind::Drop => 4,
        MoveKind::Pass => 5,
        other => unknown(other),
    };
    (
        m.from.0,
        m.to.0,
        m.piece.0,
        m.promotion.map_or(-1, |k| i16::from(k.0)),
        kind,
        m.second.map_or(-1, |g| {
            let kind = g.gated().map_or(255, |k| i32::from(k.0));
            kind << 8 | i32::from(g.square().0)
        }),
    )
}

/// [`checkers`] on a reference board: every enemy piece attacking any royal piece of
/// the side to move, each once (none without royal pieces).
pub fn checkers_on(ruleset: &Ruleset, board: &Board) -> Vec<Square> {
    let us = board.turn;
    let mut out: Vec<Square> = board
        .royals(ruleset, us)
        .into_iter()
        .chain(pseudo::checked(ruleset, board))
        .flat_map(|royal| attackers(ruleset, board, royal, !us))
        .collect();
    out.sort_by_key(|sq| sq.index());
    out.dedup();
    out
}

/// The whole position after `m` (pieces, side to move, castling rights,
/// en passant), with the check counters ([`count_check`]).
pub fn play(ruleset: &Ruleset, board: &Board, m: Move) -> Board {
    let mut next = make::play(ruleset, board, m);
    count_check(ruleset, board, &mut next);
    next
}

/// [`legal_moves`] on a reference board: none when a goal has ended the game
/// ([`immediate_end`]), else the moves that leave the mover's royal pieces safe, less
/// those the obligations forbid ([`apply_obligations`]).
pub fn legal_moves_on(ruleset: &Ruleset, board: &Board) -> Vec<Move> {
    if immediate_end(ruleset, board).is_some() {
        return Vec::new();
    }
    let mut moves = apply_obligations(ruleset, board, royal_safe_moves(ruleset, board));
    moves = walls::complete(ruleset, board, moves);
    if moves.is_empty()
        && let Some(m) = stalemate_pass(ruleset, board)
    {
        moves.push(m);
    }
    moves.sort_by_key(|&m| sort_key(m));
    moves
}

/// Every move of the side to move that leaves its royal pieces safe, sorted by
/// [`sort_key`], each once: the legal moves before goals and obligations.
pub fn royal_safe_moves(ruleset: &Ruleset, board: &Board) -> Vec<Move> {
    let us = board.turn;
    let mut moves = Vec::new();
    for (from, p) in board.pieces(us) {
        moves.extend(piece_moves(ruleset, board, from, p.kind));
    }
    // As in Fairy-Stockfish, an en-passant target the piece may also reach by a quiet
    // move is reached by that quiet move: no en-passant capture there (one move per
    // UCI text; the quiet move wins even if it turns out illegal).
    let quiet: Vec<Move> = moves
        .iter()
        .copied()
        .filter(|m| m.kind == MoveKind::Normal)
        .collect();
    moves.retain(|m| {
        m.kind != MoveKind::EnPassant || !quiet.iter().any(|q| (q.from, q.to) == (m.from, m.to))
    });
    moves.extend(castle::castling_moves(ruleset, board));
    moves.extend(drops(ruleset, board));
    moves.extend(pass(ruleset, board));
    moves.extend(in_place_promotions(ruleset, board));
    // Royal pieces facing under `facing-royals-end`: a move must part them, and a pass
    // is allowed even in check.
    let facing = ruleset.rules.facing_royals_end && board.royals_face(ruleset);
    moves.retain(|&m| {
        if facing && m.is_pass() {
            return true;
        }
        leaves_royal_safe(ruleset, board, m)
            && pseudo::allows(ruleset, board, m)
            && !(facing && play(ruleset, board, m).royals_face(ruleset))
    });
    moves.retain(|&m| !forbidden_drop_mate(ruleset, board, m));
    // `royal-in-check = "capture-only"`: a royal piece in check only takes its one
    // checker.
    if ruleset.rules.royal_stays_in_check {
        let checkers = checkers_on(ruleset, board);
        let royals = board.royals(ruleset, us);
        if !checkers.is_empty() {
            moves.retain(|m| !royals.contains(&m.from) || checkers == [m.to]);
        }
    }
    let gated = gated_moves(ruleset, board, &moves);
    moves.extend(gated);
    moves.sort_by_key(|&m| sort_key(m));
    moves.dedup();
    moves
}

/// Whether `m` drops a piece of a kind with `drop-mate = false` and so checkmates: the
/// opponent is in check after it, no goal has ended the game, and it has no legal move.
fn forbidden_drop_mate(ruleset: &Ruleset, board: &Board, m: Move) -> bool {
    if m.kind != MoveKind::Drop || ruleset.pieces[m.piece.index()].drop_mates {
        return false;
    }
    let after = play(ruleset, board, m);
    // A goal that ends the game at once (a check limit) makes it no checkmate.
    !checkers_on(ruleset, &after).is_empty()
        && immediate_end(ruleset, &after).is_none()
        && legal_moves_on(ruleset, &after).is_empty()
}

/// With `[hands]`: every piece kind the side to move holds, dropped on every empty
/// square of its `drop-ranks` (counted from the dropping side) within its `drop-region`
/// but the files its `drop-file-limit` closes; under `drop-promoted` also as its
/// promoted kind (`+x`), by that kind's own drop ranks, region and file limit.
fn drops(ruleset: &Ruleset, board: &Board) -> Vec<Move> {
    let us = board.turn;
    let Some(hands) = ruleset.hands.filter(|h| h.drops) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (kind, piece) in ruleset.pieces.iter().enumerate() {
        // The kind held in hand: itself, or the kind a `+x` kind is the promoted form of.
        let held = match piece.unpromoted {
            Some(base) if hands.drop_promoted => base.index(),
            Some(_) => continue,
            None => kind,
        };
        if board.hands[us].get(held).copied().unwrap_or(0) == 0 && !hands.unlimited {
            continue;
        }
        for to in board.shape.squares() {
            // `drop-file-limit`: not on a file with that many of the side's pieces of
            // the kind.
            let crowded = piece.drop_file_limit.is_some_and(|limit| {
                let file = board.shape.file_of(to);
                let same = board
                    .pieces(us)
                    .filter(|&(sq, p)| p.kind.index() == kind && board.shape.file_of(sq) == file);
                same.count() >= usize::from(limit)
            });
            if board.is_empty(to)
                && may_drop_on(ruleset, board, piece, to)
                && !crowded
                && colours_allow(ruleset, board, kind, to)
                && flipping::drop_allowed(ruleset, board, to)
            {
                out.push(Move::drop(Kind(kind as u8), to));
            }
        }
    }
    out
}

/// Whether the side to move may drop a piece of kind `piece` on `sq` (were it empty):
/// `sq` is on one of its `drop-ranks` (counted from the dropping side) and, if it names
/// a `drop-region`, among that region's squares for the dropping side.
fn may_drop_on(ruleset: &Ruleset, board: &Board, piece: &PieceKind, sq: Square) -> bool {
    let us = board.turn;
    let on_rank = piece.drop_ranks.contains(&board.relative_rank(sq, us));
    let in_region = match piece.drop_region {
        None => true,
        Some(r) => ruleset.regions[r].squares[us].contains(&sq),
    };
    on_rank && in_region
}

/// With `gating` (see `docs/ruleset-reference.md#gating`): each legal move of a piece
/// that may still gate, once more with each kind the side holds gated on the square it
/// left (if that square is on one of the kind's drop ranks); castling on the king's
/// square and on the rook's, where they may gate and neither lands. A move with a gate
/// is legal exactly when the move without one is, and, for a royal piece gated, when
/// no enemy piece then attacks it.
fn gated_moves(ruleset: &Ruleset, board: &Board, legal: &[Move]) -> Vec<Move> {
    let us = board.turn;
    if !ruleset.hands.is_some_and(|h| h.gating) {
        return Vec::new();
    }
    let mine =
        |sq: Square| board.gates.contains(&sq) && board.at(sq).is_some_and(|p| p.color == us);
    let mut out = Vec::new();
    for &m in legal {
        let squares: Vec<Square> = match m.kind {
            MoveKind::Castle(_) => match plan(ruleset, board, us, m.from, m.to) {
                Some(p) => [p.king, p.rook]
                    .into_iter()
                    .filter(|&sq| sq != p.king_to && sq != p.rook_to)
                    .collect(),
                None => Vec::new(),
            },
            MoveKind::Drop | MoveKind::Pass => Vec::new(),
            _ => vec![m.from],
        };
        for sq in squares.into_iter().filter(|&sq| mine(sq)) {
            for (kind, piece) in ruleset.pieces.iter().enumerate() {
                if board.hands[us].get(kind).copied().unwrap_or(0) == 0
                    || !may_drop_on(ruleset, board, piece, sq)
                {
                    continue;
                }
                let gated = Move {
                    second: Some(fers_rules::Second::Gate {
                        kind: Kind(kind as u8),
                        square: sq,
                    }),
                    ..m
                };
                // A royal piece (in hand by capture) may not be gated where it stands
                // attacked after the move.
                if piece.royal
                    && !attackers(ruleset, &move_pieces(ruleset, board, gated), sq, !us).is_empty()
                {
                    continue;
                }
                out.push(gated);
            }
        }
    }
    out
}

/// `drop-opposite-colours`, as the reference describes it: for each kind with the key,
/// counting the side's pieces of it on the board and in hand (`n`), a drop of one may
/// not make more than half of `n` (rounded up) stand on the colour of its square, and
/// a drop of another kind must leave at least half of `n` (rounded down) squares of
/// each colour for them: those they stand on and the empty squares of their drop ranks.
fn colours_allow(ruleset: &Ruleset, board: &Board, dropped: usize, to: Square) -> bool {
    let us = board.turn;
    let shape = board.shape;
    let dark = |sq: Square| (shape.file_of(sq).0 + shape.rank_of(sq).0).is_multiple_of(2);
    ruleset.pieces.iter().enumerate().all(|(kind, piece)| {
        if !piece.drop_opposite_colours {
            return true;
        }
        let placed: Vec<Square> = board
            .pieces(us)
            .filter(|(_, p)| p.kind.index() == kind)
            .map(|(sq, _)| sq)
            .collect();
        let n = placed.len() + usize::from(board.hands[us].get(kind).copied().unwrap_or(0));
        if kind == dropped {
            let same = placed.iter().filter(|&&sq| dark(sq) == dark(to)).count();
            return same < n.div_ceil(2);
        }
        let mut room = placed.clone();
        room.extend(shape.squares().filter(|&sq| {
            sq != to && board.is_empty(sq) && may_drop_on(ruleset, board, piece, sq)
        }));
        let on_dark = room.iter().filter(|&&sq| dark(sq)).count();
        on_dark >= n / 2 && room.len() - on_dark >= n / 2
    })
}

/// Whether after `m` no enemy piece attacks any of the mover's royal pieces (including
/// a piece that has just promoted into a royal kind).
fn leaves_royal_safe(ruleset: &Ruleset, board: &Board, m: Move) -> bool {
    let us = board.turn;
    let after = move_pieces(ruleset, board, m);
    after
        .royals(ruleset, us)
        .iter()
        .all(|&r| attackers(ruleset, &after, r, !us).is_empty())
}

/// The pseudo-legal moves of the piece of `kind` on `from`: each component walked,
/// moves onto empty squares and captures of enemy pieces as its mode allows, plus
/// en-passant captures, each expanded by promotion.
fn piece_moves(ruleset: &Ruleset, board: &Board, from: Square, kind: Kind) -> Vec<Move> {
    let us = board.turn;
    let piece = &ruleset.pieces[kind.index()];
    let mut out = Vec::new();
    for c in &piece.components {
        for to in reach(ruleset, board, from, kind, us, c) {
            if board.walls.contains(&to) {
                continue;
            }
            let ok = match board.at(to) {
                None => c.mode.moves(),
                Some(p) => p.color != us && c.mode.captures(),
            };
            if ok {
                out.extend(with_promotions(
                    ruleset,
                    board,
                    from,
                    to,
                    kind,
                    MoveKind::Normal,
                ));
            }
        }
        if en_passant_capable(c) && usable_from(ruleset, board, piece, c, from, us) {
            for &o in &c.offsets {
                if let Some(to) = board.step(from, board::orient(c, o, us), 1)
                    && reach::lands_in_region(ruleset, kind, us, to)
                    && board.ep_targets.contains(&to)
                    && board.is_empty(to)
                    && board.ep_victim.is_some()
                {
                    out.extend(with_promotions(
                        ruleset,
                        board,
                        from,
                        to,
                        kind,
                        MoveKind::EnPassant,
                    ));
                }
            }
        }
    }
    out
}

/// The move from `from` to `to`, once per promotion choice where it promotes, and once
/// without promoting unless `to` is mandatory (with `from-zone`: where `from` or `to` is
/// in the zone, and unless either is mandatory). A zone is its ranks and its region.
fn with_promotions(
    ruleset: &Ruleset,
    board: &Board,
    from: Square,
    to: Square,
    kind: Kind,
    move_kind: MoveKind,
) -> Vec<Move> {
    let plain = Move {
        from,
        to,
        piece: kind,
        promotion: None,
        kind: move_kind,
        second: None,
    };
    let Some(promo) = ruleset.pieces[kind.index()]
        .promotion
        .as_ref()
        .filter(|p| !p.in_place)
    else {
        // An in-place promotion is a move of its own ([`in_place_promotions`]).
        return vec![plain];
    };
    let us = board.turn;
    // A square is in a zone when it is on one of its ranks or in its region; the
    // mandatory squares are part of the zone.
    let on = |ranks: &[u8], region: Option<usize>, sq: Square| {
        ranks.contains(&board.relative_rank(sq, us))
            || region.is_some_and(|r| ruleset.regions[r].squares[us].contains(&sq))
    };
    let must = |sq| on(&promo.mandatory, promo.mandatory_region, sq);
    let may = |sq| must(sq) || on(&promo.zone, promo.zone_region, sq);
    // With `from-zone`, where the piece starts counts as much as where it lands.
    let mandatory = must(to) || (promo.from_zone && must(from));
    let promotes = mandatory || may(to) || (promo.from_zone && may(from));
    // With `on-capture`, only a capture promotes (en passant included).
    let captures = move_kind == MoveKind::EnPassant || !board.is_empty(to);
    // With `en-passant = false`, a capture en passant never promotes.
    let en_passant = move_kind == MoveKind::EnPassant;
    if !promotes || (promo.on_capture && !captures) || (en_passant && !promo.en_passant) {
        return vec![plain];
    }
    let mut out = Vec::new();
    if !mandatory {
        out.push(plain);
    }
    for c in promotion_choices(ruleset, board, kind, us) {
        out.push(Move {
            promotion: Some(c),
            ..plain
        });
    }
    out
}

/// The kinds a piece of `kind` and `color` may become now, each once, in the ruleset's
/// order: under `limit = "captured"` only kinds the side has fewer of than at the start.
pub fn promotion_choices(ruleset: &Ruleset, board: &Board, kind: Kind, color: Color) -> Vec<Kind> {
    let Some(promo) = &ruleset.pieces[kind.index()].promotion else {
        return Vec::new();
    };
    let start = start_counts(ruleset, color);
    let mut out: Vec<Kind> = Vec::new();
    for &c in promo.choices(color) {
        if out.contains(&c) {
            continue;
        }
        let have = board.pieces(color).filter(|(_, p)| p.kind == c).count() as u32;
        let room = ruleset.pieces[c.index()]
            .promotion_limit
            .is_none_or(|most| have < most);
        if (!promo.only_captured || have < start[c.index()]) && room {
            out.push(c);
        }
    }
    out
}

/// `promotion.in-place` (sittuyin), as the reference describes it: a piece of such a
/// kind standing in its promotion zone, or anywhere when it is its side's only piece of
/// the kind, may become one of its promotion choices, staying on its square or moving
/// onto an empty square the new kind could move to from there; the new piece may not
/// attack an enemy piece where it stands once the move is made (flips included), and
/// the move may not give check. (Royal
/// safety is judged with every other move.)
fn in_place_promotions(ruleset: &Ruleset, board: &Board) -> Vec<Move> {
    let us = board.turn;
    let mut out = Vec::new();
    for (kind, piece) in ruleset.pieces.iter().enumerate() {
        let Some(promo) = piece.promotion.as_ref().filter(|p| p.in_place) else {
            continue;
        };
        let kind = Kind(kind as u8);
        let ours: Vec<Square> = board
            .pieces(us)
            .filter(|(_, p)| p.kind == kind)
            .map(|(sq, _)| sq)
            .collect();
        for &from in &ours {
            if ours.len() > 1 && !promo.in_zone(&ruleset.regions, board.shape, us, from) {
                continue;
            }
            for c in promotion_choices(ruleset, board, kind, us) {
                let mut targets = vec![from];
                for comp in &ruleset.pieces[c.index()].components {
                    if comp.mode.moves() {
                        targets.extend(
                            reach(ruleset, board, from, c, us, comp)
                                .into_iter()
                                .filter(|&to| board.is_empty(to)),
                        );
                    }
                }
                targets.sort();
                targets.dedup();
                for to in targets {
                    let m = Move {
                        from,
                        to,
                        piece: kind,
                        promotion: Some(c),
                        kind: MoveKind::Normal,
                        second: None,
                    };
                    // Judged on the board the move leaves, flips included.
                    let after = make::play(ruleset, board, m);
                    let attacks_enemy = ruleset.pieces[c.index()].components.iter().any(|comp| {
                        comp.mode.captures()
                            && reach(ruleset, &after, to, c, us, comp)
                                .into_iter()
                                .any(|sq| after.at(sq).is_some_and(|p| p.color != us))
                    });
                    if !attacks_enemy && !gives_check(ruleset, board, m) {
                        out.push(m);
                    }
                }
            }
        }
    }
    out
}

/// Under `pass-on-stalemate`, for a side with no legal move: its pass, unless it is in
/// check or has no piece; made by its royal piece, else by its piece on the lowest
/// square.
fn stalemate_pass(ruleset: &Ruleset, board: &Board) -> Option<Move> {
    if !ruleset.rules.pass_on_stalemate || !checkers_on(ruleset, board).is_empty() {
        return None;
    }
    let royals = board.royals(ruleset, board.turn);
    let square = royals
        .iter()
        .copied()
        .min_by_key(|s| s.index())
        .or_else(|| {
            board
                .pieces(board.turn)
                .map(|(sq, _)| sq)
                .min_by_key(|s| s.index())
        })?;
    board.at(square).map(|p| Move::pass(p.kind, square))
}

/// Under `pass = true`: the pass of the side to move, by its royal piece, when it has
/// exactly one (kept only if that piece is not attacked, as every move is).
fn pass(ruleset: &Ruleset, board: &Board) -> Option<Move> {
    if !ruleset.rules.pass {
        return None;
    }
    match board.royals(ruleset, board.turn).as_slice() {
        &[sq] => board.at(sq).map(|p| Move::pass(p.kind, sq)),
        _ => None,
    }
}
