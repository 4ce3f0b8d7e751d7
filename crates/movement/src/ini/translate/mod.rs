//! One variant's settings ([`FsfVariant`]) written as a Fers TOML ruleset that plays the
//! same game: [`translate`].
//!
//! A setting Fers has no rule for is never dropped: it is an [`IniProblem`]
//! (`UnsupportedKey`, or `UnsupportedValue` for a value of a key Fers otherwise follows)
//! at the line that set it, saying what is missing. The parts, one module each:
//!
//! | Module | Writes |
//! |--------|--------|
//! | `refusals` | nothing: the settings no TOML can state |
//! | `moves` | each kind's movement (Betza where Fers' Betza says the same, else `moves`) |
//! | `pieces` | `[pieces.NAME]`: letters, royalty, promotion, drops, regions |
//! | `promotion` | pawn-style and shogi-style promotion |
//! | `drops` | `[hands]` and each kind's drop squares |
//! | `castling` | `[castling]`, its squares read from the start position |
//! | `fen` | the start position, read as Fairy-Stockfish reads a FEN |
//! | `ends` | `[rules]`: results, the move rule, goals, walls, explosions |
//! | `repetition` | the repetition rules, and `[rules.chase]` |
//! | `connect` | `[rules.connect]` |
//! | `kinds` | the kinds: the declared types and the shogi-promoted ones |
//! | `out` | TOML lines with their ini places, and `[regions]` |
//! | `flipping` | `[rules.flipping]`, `full-board-ends`, the count of pieces |

mod castling;
mod connect;
mod drops;
mod ends;
mod fen;
mod flipping;
pub mod kinds;
mod moves;
mod out;
mod pieces;
mod promotion;
mod refusals;
mod repetition;

use super::model::{FsfVariant, Origin};
use super::problem::{IniProblem, Place};
use kinds::Kind;
use out::{Block, Regions, quote};

/// What a translation needs to know of the section it translates.
#[derive(Debug, Clone)]
pub struct Context<'a> {
    /// The section's name (the ruleset's name).
    pub name: &'a str,
    /// Its header's place.
    pub header: Place,
    /// The comment lines above its header.
    pub comments: &'a [String],
    /// The section's header as written (`[makhouse:makruk]`).
    pub title: String,
}

/// A TOML ruleset, with the ini place of each of its lines (`None`: the section's).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Translation {
    /// The TOML text.
    pub text: String,
    /// For each line of `text`, the place in the ini file it comes from.
    pub places: Vec<Option<Place>>,
}

/// The translation under way: the settings, the kinds, the regions named so far and the
/// problems found.
pub(crate) struct Tx<'a> {
    pub v: &'a FsfVariant,
    pub kinds: Vec<Kind>,
    pub regions: Regions,
    pub problems: Vec<IniProblem>,
    pub ctx: &'a Context<'a>,
    /// The start position's castling field as Fers reads it: the rights `[castling]`
    /// grants, and gating or first-move letters.
    pub castling_field: String,
}

impl Tx<'_> {
    /// Where the key among `keys` given last was given, in the section's file: its own
    /// line, or the section's header when it came from a built-in variant.
    pub fn at(&self, keys: &[&str]) -> Option<Place> {
        self.v.origin(keys).map(|o| self.place_of(o))
    }

    fn place_of(&self, o: &Origin) -> Place {
        if o.builtin { self.ctx.header } else { o.at }
    }

    /// Records that the setting of `keys` (shown as `shown` when no key set it: a default
    /// of Fairy-Stockfish's) is not supported, because `why`. `value` is true for
    /// `UnsupportedValue`, false for `UnsupportedKey`.
    pub fn refuse(&mut self, value: bool, keys: &[&str], shown: &str, why: &str) {
        let (key, at, inherited) = match self.v.origin(keys) {
            Some(o) => {
                let inherited = if o.builtin {
                    format!(" (inherited from the built-in variant `{}`)", o.section)
                } else if o.section != self.ctx.name {
                    format!(" (from section `{}`)", o.section)
                } else {
                    String::new()
                };
                (o.line.clone(), self.place_of(o), inherited)
            }
            None => (
                shown.to_string(),
                self.ctx.header,
                " (Fairy-Stockfish's default)".to_string(),
            ),
        };
        let why = why.to_string();
        self.problems.push(if value {
            IniProblem::UnsupportedValue {
                at,
                key,
                inherited,
                why,
            }
        } else {
            IniProblem::UnsupportedKey {
                at,
                key,
                inherited,
                why,
            }
        });
    }

    /// The board's files.
    pub fn files(&self) -> u8 {
        self.v.files()
    }

    /// The board's ranks.
    pub fn ranks(&self) -> u8 {
        self.v.ranks()
    }
}

/// Writes `v` as a TOML ruleset.
///
/// # Errors
/// Every setting Fers cannot follow, and every Betza text Fairy-Stockfish would read
/// as something else than it says.
pub fn translate(v: &FsfVariant, ctx: &Context<'_>) -> Result<Translation, Vec<IniProblem>> {
    let mut tx = Tx {
        v,
        kinds: kinds::kinds(v),
        regions: Regions::default(),
        problems: Vec::new(),
        ctx,
        castling_field: "-".to_string(),
    };
    refusals::check(&mut tx);
    let head = head(&tx);
    let castling = castling::castling(&mut tx);
    let board = board(&mut tx);
    let hands = drops::hands(&mut tx);
    let pieces = pieces::pieces(&mut tx);
    let rules = ends::rules(&mut tx);
    let regions = tx.regions.block(tx.ranks());
    if !tx.problems.is_empty() {
        let mut problems = tx.problems;
        problems.sort_by_key(IniProblem::place);
        problems.dedup();
        return Err(problems);
    }
    let mut all = Block::default();
    for b in [head, board, regions, hands, pieces, castling, rules] {
        all.extend(b);
    }
    while all.lines.last().is_some_and(|(l, _)| l.is_empty()) {
        all.lines.pop();
    }
    let mut text = String::new();
    let mut places = Vec::new();
    for (line, at) in all.lines {
        text.push_str(&line);
        text.push('\n');
        places.push(at);
    }
    Ok(Translation { text, places })
}

/// The comments and the name.
fn head(tx: &Tx<'_>) -> Block {
    let mut b = Block::default();
    b.comment(&format!(
        "Fairy-Stockfish's {}, converted by `fers convert`.",
        tx.ctx.title
    ));
    if !tx.ctx.comments.is_empty() {
        b.comment("");
        for c in tx.ctx.comments {
            b.comment(c);
        }
    }
    b.key("name", quote(tx.ctx.name), Some(tx.ctx.header));
    let description = tx
        .ctx
        .comments
        .iter()
        .find(|c| !c.is_empty() && !c.contains("://"))
        .cloned()
        .unwrap_or_default();
    if !description.is_empty() {
        b.key("description", quote(&description), None);
    }
    b.line("", None);
    b
}

/// `[board]`: size and start position.
fn board(tx: &mut Tx<'_>) -> Block {
    let mut b = Block::default();
    b.line("[board]", None);
    b.key("files", tx.files(), tx.at(&["maxFile"]));
    b.key("ranks", tx.ranks(), tx.at(&["maxRank"]));
    let fen = fen::start_fen(tx.v, &tx.castling_field);
    b.key("start", quote(&fen), tx.at(&["startFen"]));
    b.line("", None);
    b
}
