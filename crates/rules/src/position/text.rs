//! Moves of a position written in UCI and SAN (`notation/write.rs` writes them; reading
//! them back is validation's: `Position::validate`).

use super::Position;
use crate::kernel::Move;
use crate::notation::Notation;
use crate::notation::dialect;
use crate::notation::write;
use fers_geometry::Bits;

impl<B: Bits> Position<B> {
    /// The move in UCI.
    ///
    /// Castling is the king's move (`e1g1`), or king-takes-rook (`e1h1`) under Chess960
    /// rules and where the king could also step to that square by itself.
    ///
    /// ```
    /// # use fers_rules::load_ruleset;
    /// # use fers_rules::typed::{compile, Position};
    /// # let text = include_str!("../../../../rulesets/standard.toml");
    /// # let tables = compile::<u64>(load_ruleset(text, "standard.toml", &|_| None).unwrap()).unwrap();
    /// let pos = Position::start(&tables);
    /// let m = pos.validate("e4").unwrap();
    /// assert_eq!(pos.uci(m), "e2e4");
    /// ```
    pub fn uci(&self, m: Move) -> String {
        write::uci(&*self.tables, &self.state, m)
    }

    /// The move in SAN, with `+` or `#`.
    ///
    /// This generates the legal moves (to tell the move apart from others of its kind);
    /// for many moves of one position use [`Position::sans`], which does that once.
    ///
    /// ```
    /// # use fers_rules::load_ruleset;
    /// # use fers_rules::typed::{compile, Position};
    /// # let text = include_str!("../../../../rulesets/standard.toml");
    /// # let tables = compile::<u64>(load_ruleset(text, "standard.toml", &|_| None).unwrap()).unwrap();
    /// let pos = Position::start(&tables);
    /// let m = pos.validate("g1f3").unwrap();
    /// assert_eq!(pos.san(m), "Nf3");
    /// ```
    pub fn san(&self, m: Move) -> String {
        write::san(&*self.tables, &self.state, m)
    }

    /// Every move of `moves` in SAN, in the same order, in time linear in the number of
    /// legal moves (plus, for each move that gives check, whether it mates).
    pub fn sans(&self, moves: &[Move]) -> Vec<String> {
        write::sans(&*self.tables, &self.state, moves)
    }

    /// The move written in `notation`, as Fairy-Stockfish writes it.
    ///
    /// ```
    /// # use fers_rules::{load_ruleset, Notation};
    /// # use fers_rules::typed::{compile, Position};
    /// # let text = include_str!("../../../../rulesets/shogi.toml");
    /// # let tables = compile::<u128>(load_ruleset(text, "shogi.toml", &|_| None).unwrap()).unwrap();
    /// let pos = Position::start(&tables);
    /// let m = pos.validate("c3c4").unwrap();
    /// assert_eq!(pos.write_move(m, Notation::ShogiHodges), "P-7f");
    /// assert_eq!(pos.write_move(m, Notation::ShogiHosking), "P76");
    /// assert_eq!(pos.write_move(m, Notation::Usi), "7g7f");
    /// assert_eq!(pos.write_move(m, Notation::Lan), "Pc3-c4");
    /// ```
    pub fn write_move(&self, m: Move, notation: Notation) -> String {
        dialect::write::write(&*self.tables, &self.state, m, notation)
    }

    /// Every move of `moves` written in `notation`, in the same order (the legal moves
    /// are generated once).
    pub fn write_moves(&self, moves: &[Move], notation: Notation) -> Vec<String> {
        dialect::write::write_all(&*self.tables, &self.state, moves, notation)
    }
}
