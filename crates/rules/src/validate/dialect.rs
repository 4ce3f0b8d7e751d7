//! Reading a move written in a [`Notation`] and checking it: the legal move it names, or
//! the refusal validation gives for what it names (its squares, or its piece and
//! destination), else a sentence saying no legal move is written so.

use crate::families::View;
use crate::illegal::{IllegalCode, IllegalMove};
use crate::kernel::Move;
use crate::notation::Notation;
use crate::notation::dialect::read::{self, Named};
use crate::notation::dialect::usi;
use fers_geometry::Bits;

impl<B: Bits> View<'_, B> {
    /// Reads `text` written in `n` (for a game known not to be over).
    pub(crate) fn read_move(&self, text: &str, n: Notation) -> Result<Move, IllegalMove> {
        let text = text.trim();
        match n {
            Notation::Uci | Notation::San => return self.validate_ongoing(text),
            Notation::Usi => {
                return match usi::parse(self.shape(), text) {
                    Ok(u) => self.find_uci(u).ok_or_else(|| self.explain_uci(u)),
                    Err(e) => Err(IllegalMove::unparsable(text, &e)),
                };
            }
            _ => {}
        }
        let found = read::find(self.tables, self.state, text, n);
        match found[..] {
            [m] => Ok(m),
            [] => Err(match read::named(self.shape(), text, n) {
                Named::Uci(u) => self.explain_uci(u),
                Named::San(s) => self.explain_san(s, text),
                Named::Unknown => IllegalMove::new(
                    IllegalCode::PieceCannotMoveThatWay,
                    format!("no legal move is written `{text}` in {n} notation"),
                ),
            }),
            _ => Err(self.ambiguity(&found, text)),
        }
    }
}
