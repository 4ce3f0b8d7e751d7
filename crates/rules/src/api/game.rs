//! [`Game`]: a game of a ruleset of any board size.

use super::width::{Game, Position, Width, on_game, on_position};
use crate::game;
use crate::illegal::IllegalMove;
use crate::kernel::{Move, Piece};
use crate::outcome::{EndReason, Outcome};
use crate::position::HandError;
use fers_movement::{Color, Kind};

impl Game {
    /// A game starting from `position` (width-free, or typed: a typed position converts
    /// into a width-free one).
    pub fn new(position: impl Into<Position>) -> Game {
        on_position!(position.into().0, p => Game::from(game::Game::new(p)))
    }

    /// The current position (a cheap copy: the tables are shared).
    pub fn position(&self) -> Position {
        on_game!(&self.0, g => Position::from(g.position().clone()))
    }

    /// The current position in FEN.
    pub fn fen(&self) -> String {
        on_game!(&self.0, g => g.position().fen())
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        on_game!(&self.0, g => g.position().turn())
    }

    /// Whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        on_game!(&self.0, g => g.position().is_check())
    }

    /// Every legal move of the current position.
    pub fn legal_moves(&self) -> Vec<Move> {
        on_game!(&self.0, g => g.position().legal_moves())
    }

    /// `m` in UCI, in the current position.
    pub fn uci(&self, m: Move) -> String {
        on_game!(&self.0, g => g.position().uci(m))
    }

    /// `m` in SAN, in the current position.
    pub fn san(&self, m: Move) -> String {
        on_game!(&self.0, g => g.position().san(m))
    }

    /// The pieces `color` holds in hand now.
    pub fn hand(&self, color: Color) -> Vec<(Kind, u8)> {
        on_game!(&self.0, g => g.position().hand(color))
    }

    /// The piece `m` would capture, as it enters a hand (demoted, in its own colour): in
    /// bughouse, what the partner's board receives once `m` is played. `None` if `m`
    /// captures nothing. See `Position::partner_receives`.
    pub fn partner_receives(&self, m: Move) -> Option<Piece> {
        on_game!(&self.0, g => g.position().partner_receives(m))
    }

    /// Perft of the current position.
    pub fn perft(&self, depth: u32) -> u64 {
        on_game!(&self.0, g => g.position().perft(depth))
    }

    /// The moves played, in order.
    pub fn moves(&self) -> Vec<Move> {
        on_game!(&self.0, g => g.moves().collect())
    }

    /// The moves played, each with the position before it.
    pub fn history(&self) -> Vec<(Position, Move)> {
        on_game!(&self.0, g => (g.history().into_iter())
            .map(|(p, m)| (Position::from(p), m))
            .collect())
    }

    /// The number of plies played.
    pub fn plies(&self) -> usize {
        on_game!(&self.0, g => g.moves().count())
    }

    /// The moves played, in UCI.
    pub fn ucis(&self) -> Vec<String> {
        on_game!(&self.0, g => g.history().iter().map(|(p, m)| p.uci(*m)).collect())
    }

    /// The moves played, in SAN.
    pub fn sans(&self) -> Vec<String> {
        on_game!(&self.0, g => g.history().iter().map(|(p, m)| p.san(*m)).collect())
    }

    /// Reads and checks a move like [`Position::validate`], and also refuses moves
    /// after the game has ended (a forced draw by repetition included).
    ///
    /// # Errors
    /// An [`IllegalMove`]; the game is unchanged.
    pub fn validate(&self, text: &str) -> Result<Move, IllegalMove> {
        on_game!(&self.0, g => g.validate(text))
    }

    /// Plays `m` if legal, and the game not over.
    ///
    /// # Errors
    /// An [`IllegalMove`]; the game is unchanged.
    pub fn play(&mut self, m: Move) -> Result<(), IllegalMove> {
        on_game!(&mut self.0, g => g.play(m))
    }

    /// Reads, checks and plays a move in UCI or SAN.
    ///
    /// # Errors
    /// An [`IllegalMove`]; the game is unchanged.
    pub fn play_text(&mut self, text: &str) -> Result<Move, IllegalMove> {
        on_game!(&mut self.0, g => g.play_text(text))
    }

    /// Plays a move known to be legal in the current position.
    pub fn play_unchecked(&mut self, m: Move) {
        on_game!(&mut self.0, g => g.play_unchecked(m))
    }

    /// Takes back the last move.
    pub fn undo(&mut self) -> Option<Move> {
        on_game!(&mut self.0, g => g.undo())
    }

    /// Puts one piece of `kind` into `color`'s hand in the current position: the hash,
    /// and so repetition, follows.
    ///
    /// # Errors
    /// [`HandError`], as [`Position::add_to_hand`]; the game is then unchanged.
    pub fn add_to_hand(&mut self, color: Color, kind: Kind) -> Result<(), HandError> {
        on_game!(&mut self.0, g => g.add_to_hand(color, kind))
    }

    /// How many times the current position has occurred, counting this one.
    pub fn repetitions(&self) -> u32 {
        on_game!(&self.0, g => g.repetitions())
    }

    /// The outcome, including the forced repetition rule; `None` while the game goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        on_game!(&self.0, g => g.outcome())
    }

    /// A draw the side to move may claim: repetition or the move rule.
    pub fn claimable_draw(&self) -> Option<EndReason> {
        on_game!(&self.0, g => g.claimable_draw())
    }

    /// The typed game, if this game is of storage width `B`.
    pub fn typed<B: Width>(&self) -> Option<&game::Game<B>> {
        B::game(self)
    }
}

impl From<Position> for Game {
    fn from(position: Position) -> Game {
        Game::new(position)
    }
}
