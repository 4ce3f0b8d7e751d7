//! Goals beyond checkmate, and the obligations that filter moves: extinction
//! (`[rules.extinction]`), reaching a region (`[rules.flag]`), giving a number of checks
//! (`check-limit`), pieces in a row (`[rules.connect]`), decisive checks and mates that lose (shatar), no move that gives
//! check (`giving-check = "illegal"`), compulsory capture (`must-capture`), and a piece in
//! hand that must be dropped (`must-drop`).
//!
//! | File | Holds |
//! |------|-------|
//! | `compile.rs` | [`Goals`]: the goals as masks and square sets |
//! | `judge.rs` | the immediate ends, in order (passes, facing royals, extinction, flag, checks given, connection), and checkmate's verdict |
//! | `connect.rs` | pieces in a row, in a square or on a line (`[rules.connect]`): the lines compiled, and judged |
//! | `generate.rs` | the goal path of move generation: no moves once a goal has ended the game, the obligations applied |
//! | `drop_checks.rs` | drops that may not give check (`not-by-drops`): the squares where one may, found per position, so that only those drops are made |
//! | `checks.rs` | checks counted and decisive checks recorded, when a move is made |
//! | `explain.rs` | why a move is refused by an obligation |

pub(crate) mod checks;
mod compile;
pub(crate) mod connect;
mod drop_checks;
mod explain;
pub(crate) mod generate;
pub(crate) mod judge;

pub(crate) use compile::{Goals, compile};
