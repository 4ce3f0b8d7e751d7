//! [`Game`]: a position with its history, for repetition, undo and move lists.

use crate::end::{self, EndCondition};
use crate::illegal::CastlingRefusal;
use crate::illegal::{IllegalCode, IllegalMove};
use crate::kernel::Move;
use crate::kernel::State;
use crate::outcome::{EndReason, Outcome};
use crate::position::{HandError, Position};
use crate::repetition::Plies;
use fers_geometry::Bits;
use fers_movement::escape_control;
use fers_movement::{CaptureDestination, Color, Kind};
use std::collections::HashMap;

/// A game in progress: the current position, every earlier state and move, so that
/// repetitions can be counted and moves undone.
///
/// ```
/// # use fers_rules::load_ruleset;
/// # use fers_rules::typed::{compile, Game, Position};
/// # let text = include_str!("../../../rulesets/standard.toml");
/// # let tables = compile::<u64>(load_ruleset(text, "standard.toml", &|_| None).unwrap()).unwrap();
/// let mut game = Game::new(Position::start(&tables));
/// for mv in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"] {
///     game.play_text(mv).unwrap();
/// }
/// assert_eq!(game.repetitions(), 3);
/// assert!(game.claimable_draw().is_some());
/// ```
#[derive(Debug, Clone)]
pub struct Game<B: Bits> {
    position: Position<B>,
    history: Vec<(State<B>, Move)>,
    /// How many states of `history` each [`RepetitionKey`] has: the repetition count of
    /// a position in constant time, however long the game.
    seen: HashMap<RepetitionKey, u32>,
}

/// What makes two positions of one game the same for repetition: the Zobrist hash,
/// the side to move, and the reversible span they belong to. A span is named by the ply
/// at which its half-move clock was zero (`ply - halfmoves`, below zero when the
/// starting FEN's clock was already running): a position can only repeat one of its
/// own span, since an irreversible move (capture, pawn move) resets the clock. Where
/// captured pieces go to the captor's hand, a capture and a drop can restore a
/// position, so the whole game is one span (as Fairy-Stockfish counts).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct RepetitionKey {
    span: i64,
    hash: u64,
    turn: Color,
}

impl<B: Bits> Game<B> {
    /// A game starting from `position`.
    pub fn new(position: Position<B>) -> Game<B> {
        Game {
            position,
            history: Vec::new(),
            seen: HashMap::new(),
        }
    }

    /// The current position.
    pub fn position(&self) -> &Position<B> {
        &self.position
    }

    /// The moves played, in order.
    pub fn moves(&self) -> impl Iterator<Item = Move> + '_ {
        self.history.iter().map(|(_, m)| *m)
    }

    /// The moves played, each with the position before it.
    pub fn history(&self) -> Vec<(Position<B>, Move)> {
        self.history
            .iter()
            .map(|(s, m)| {
                (
                    Position {
                        tables: self.position.tables.clone(),
                        state: *s,
                    },
                    *m,
                )
            })
            .collect()
    }

    /// Reads, checks and plays a move in UCI or SAN.
    ///
    /// # Errors
    /// An [`IllegalMove`]; the game is unchanged.
    pub fn play_text(&mut self, text: &str) -> Result<Move, IllegalMove> {
        // `validate` asks for the outcome once; nothing else here does.
        let m = self.validate(text)?;
        self.play_unchecked(m);
        Ok(m)
    }

    /// Reads and checks a move like [`Position::validate`], and also refuses moves after
    /// a forced draw by repetition. With the game's history, a castling refusal names
    /// what really happened: the king or that rook moved earlier, even if it came back.
    ///
    /// # Errors
    /// An [`IllegalMove`]; the game is unchanged.
    pub fn validate(&self, text: &str) -> Result<Move, IllegalMove> {
        if let Some(outcome) = self.outcome() {
            return Err(IllegalMove::new(
                IllegalCode::GameOver,
                format!("the game is over: {outcome}"),
            ));
        }
        self.position
            .validate_ongoing(text)
            .map_err(|e| self.refine_castling(e))
    }

    fn refine_castling(&self, mut e: IllegalMove) -> IllegalMove {
        let refinable = matches!(
            e.castling,
            Some(CastlingRefusal::RightLost | CastlingRefusal::RookMoved)
        );
        let t = &self.position.tables;
        let (Some(c), true) = (&t.ruleset.castling, refinable) else {
            return e;
        };
        let us = self.position.turn();
        let ours = self.history.iter().filter(|(s, _)| s.turn == us);
        if let Some((_, m)) = ours.clone().find(|(_, m)| m.piece == c.king) {
            let name = &t.ruleset.pieces[c.king.index()].name;
            let square = self.position.shape().square_name(m.from);
            e.castling = Some(CastlingRefusal::KingMoved);
            e.message = escape_control(&format!(
                "{} may no longer castle: the {name} has moved (it left {square} earlier in the game)",
                us.name()
            ))
            .into_owned();
        } else if e.castling == Some(CastlingRefusal::RightLost)
            && let Some((_, m)) = ours
                .clone()
                .find(|(s, m)| c.is_rook(m.piece) && s.castling.contains(m.from))
        {
            let name = &t.ruleset.pieces[m.piece.index()].name;
            let square = self.position.shape().square_name(m.from);
            e.castling = Some(CastlingRefusal::RookMoved);
            e.message = escape_control(&format!(
                "{} may not castle with that {name}: it left {square} earlier in the game",
                us.name()
            ))
            .into_owned();
        }
        e
    }

    /// Plays `m` if legal: legal in the position, and the game not over (a forced draw
    /// by repetition or the move rule ends it even though the position has moves).
    ///
    /// # Errors
    /// An [`IllegalMove`] saying why, as [`Position::play`] gives it (or
    /// [`IllegalCode::GameOver`]); the game is unchanged.
    ///
    /// ```
    /// # use fers_rules::{load_ruleset, IllegalCode};
    /// # use fers_rules::typed::{compile, Game, Position};
    /// # let text = include_str!("../../../rulesets/standard.toml");
    /// # let tables = compile::<u64>(load_ruleset(text, "standard.toml", &|_| None).unwrap()).unwrap();
    /// let mut game = Game::new(Position::start(&tables));
    /// let m = game.position().validate("Nf3").unwrap();
    /// game.play(m)?;
    /// assert_eq!(game.play(m).unwrap_err().code, IllegalCode::NoPieceOnSource);
    /// # Ok::<(), fers_rules::IllegalMove>(())
    /// ```
    pub fn play(&mut self, m: Move) -> Result<(), IllegalMove> {
        if let Some(outcome) = self.outcome() {
            return Err(IllegalMove::new(
                IllegalCode::GameOver,
                format!("the game is over: {outcome}"),
            ));
        }
        if self.position.is_legal(m) {
            self.play_unchecked(m);
            Ok(())
        } else {
            Err(self.refine_castling(self.position.refuse(m)))
        }
    }

    /// Plays a move known to be legal in the current position.
    pub fn play_unchecked(&mut self, m: Move) {
        let key = self.key_now();
        *self.seen.entry(key).or_insert(0) += 1;
        self.history.push((self.position.state, m));
        self.position.play_unchecked(m);
    }

    /// Takes back the last move.
    pub fn undo(&mut self) -> Option<Move> {
        let (state, m) = self.history.pop()?;
        self.position.state = state;
        let key = self.key_now();
        if let Some(n) = self.seen.get_mut(&key) {
            *n -= 1;
            if *n == 0 {
                self.seen.remove(&key);
            }
        }
        Some(m)
    }

    /// The repetition key of the current position, at ply `history.len()`.
    fn key_now(&self) -> RepetitionKey {
        let hands = self.position.tables.ruleset.hands.as_ref();
        let one_span = hands.is_some_and(|h| h.captures == CaptureDestination::Captor);
        RepetitionKey {
            span: match one_span {
                true => 0,
                false => self.history.len() as i64 - i64::from(self.position.halfmoves()),
            },
            hash: self.position.hash(),
            turn: self.position.turn(),
        }
    }

    /// How many times the current position has occurred (same pieces, side, castling
    /// rights and capturable en passant), counting this one. Only positions since the
    /// last irreversible move can repeat. Constant time: counts are kept as moves are
    /// played and undone.
    pub fn repetitions(&self) -> u32 {
        1 + self.seen.get(&self.key_now()).copied().unwrap_or(0)
    }

    /// The outcome, including the repetition rules, which need the game's history
    /// (forced repetition, perpetual check and chase, moving a piece back and forth);
    /// `None` while the game goes on. Every end condition of the ruleset
    /// ([`crate::EndCondition`]) is tested, in order. The games of
    /// `tests/tests/repetition.rs` show each repetition rule.
    pub fn outcome(&self) -> Option<Outcome> {
        let conditions = EndCondition::compile(&self.position.tables.ruleset.rules);
        let plies = Plies {
            tables: &self.position.tables,
            history: &self.history,
            now: &self.position.state,
            repetitions: self.repetitions(),
        };
        end::evaluate(&self.position, &conditions, Some(&plies))
    }

    /// A draw the side to move may claim: repetition or the move rule.
    pub fn claimable_draw(&self) -> Option<EndReason> {
        let rules = &self.position.tables.ruleset.rules;
        match (rules.repetition, rules.move_rule) {
            (Some(times), _) if self.repetitions() >= times => {
                Some(EndReason::RepetitionClaimable { times })
            }
            (_, Some(moves)) if self.position.is_move_rule_claimable() => {
                Some(EndReason::MoveRuleClaimable { moves })
            }
            _ => None,
        }
    }
}

impl<B: Bits> Game<B> {
    /// [`Position::add_to_hand`] on the current position. Taking back a move restores
    /// the hands as they were before it, without pieces added since.
    ///
    /// # Errors
    /// As [`Position::add_to_hand`]; the game is then unchanged.
    pub fn add_to_hand(&mut self, color: Color, kind: Kind) -> Result<(), HandError> {
        self.position.add_to_hand(color, kind)
    }
}
