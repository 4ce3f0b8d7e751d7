//! Loading a ruleset: TOML text → its schema (`crate::spec`) → `extends` layering →
//! checked [`Ruleset`].
//!
//! Every problem is collected, not just the first, each with its file, line and column.
//! Each file here loads one family of keys, named by what it loads; a newcomer can follow
//! a ruleset through them in the order [`load`] runs them:
//!
//! | Step | Module | Loads and checks |
//! |------|--------|------------------|
//! | 1 | `file`, `extends` | one parse per file: size, TOML syntax, unknown keys and types (all at once); the `extends` chain and `remove-pieces` |
//! | 2 | `start` | board size |
//! | 3 | `regions` | `[regions]` (before the pieces, whose promotion zones and initial squares may name one) |
//! | 4 | `pieces` | letters, `betza` or `moves`, table size limits |
//! | 5 | `moves` | structured movement components (`leap`, `slide`, `mode`, ...) |
//! | 6 | `promotion` | promotion targets, zones (ranks or a region), chains |
//! | 7 | `royalty` | the royal kinds; later `mutually-immune` and `royal-in-check` |
//! | 8 | `castling` | castling sides; later their squares in the start position |
//! | 9 | `endings` | `[rules]`: stalemate, move and repetition counts, material, bare royals |
//! | 10 | `goals`, `facing`, `pass`, `extinction`, `explosion`, `counting` | the rest of `[rules]`, in the order [`Checker::check_rules`] states |
//! | 11 | `repetition` | the repetition rules judged at a forced repetition: `repetition-result`, `perpetual-check`, `repeated-moves`, `[rules.chase]` |
//! | 12 | `hands` | `[hands]`, and the keys that need it |
//! | 13 | `walls` | `[rules.walls]`: placement, its region, the kinds that petrify; no royal pieces, no hands |
//! | 14 | `regions`, `screens`, `first_move`, `gating` | the pieces confined to a region and the components `within` one; `no-screen`; `first-move-aimed-by`; gating beside first moves |
//! | 15 | `players` | `[notation]`: the players' notation and the names of the sides |
//! | 16 | `hands`, `start`, `castling` | the start position: its pocket, its board field, the castling squares |
//!
//! `checker` holds the sources and the problems found, capped at
//! [`MAX_DIAGNOSTICS`](crate::MAX_DIAGNOSTICS); this module runs the steps in order. The
//! order is part of the diagnostics: problems at one place are listed in it.

mod castling;
mod checker;
mod connect;
mod counting;
mod endings;
mod explosion;
mod extends;
mod extinction;
mod facing;
mod file;
mod first_move;
mod flipping;
mod gating;
mod goals;
mod hands;
mod moves;
mod pass;
mod pieces;
mod players;
mod promotion;
mod regions;
mod repetition;
mod royalty;
mod screens;
mod start;
mod walls;

pub use counting::MAX_HONOUR_MOVES;
pub use extends::{MAX_EXTENDS_DEPTH, Resolver};
pub use file::MAX_RULESET_BYTES;
#[cfg(test)]
pub(crate) use file::read_file;
pub use goals::MAX_CHECK_LIMIT;
pub use moves::MAX_OFFSET;
pub use pieces::{DEFAULT_INITIAL_RANK, MAX_RULESET_OFFSETS, MAX_SLIDE_DIRECTIONS};
pub use repetition::MAX_CHASE_VALUE;
use start::read_start_board;

use crate::diagnostic::{Diagnostic, DiagnosticCode as Code, RulesetError, Source};
use crate::kind::MAX_KINDS;
use crate::ruleset::{PieceKind, Rules, Ruleset};
use checker::Checker;
use extends::Chain;
use fers_geometry::BoardShape;

/// Reads and checks a ruleset. `resolve` finds parents named by `extends`.
///
/// # Errors
/// A [`RulesetError`] listing every problem found.
pub fn load(source: Source, resolve: &Resolver<'_>) -> Result<Ruleset, RulesetError> {
    let mut sources = Vec::new();
    let mut early = Vec::new();
    let chain = Chain::read(source, resolve, &mut sources, &mut early)?;
    let mut checker = Checker::new(&sources);
    let ruleset = checker.check(&chain);
    let mut found = checker.found;
    found.kept_mut().extend(early);
    if found.is_empty() {
        ruleset.ok_or_else(|| internal(&sources[0]))
    } else {
        // In file order, except that a wrong number of royal kinds comes first: much else
        // (castling, promotion targets, the start position) follows from it.
        found.kept_mut().sort_by(|a, b| {
            let first = |d: &Diagnostic| d.code != Code::BadRoyal;
            (first(a), &a.file, a.line, a.column).cmp(&(first(b), &b.file, b.line, b.column))
        });
        Err(RulesetError {
            diagnostics: found.finish(&sources[0]),
        })
    }
}

/// The name of a file without its folder and extension (`a/b/crazy.toml`: `crazy`).
fn file_stem(path: &str) -> Option<&str> {
    let stem = std::path::Path::new(path).file_stem()?.to_str()?;
    (!stem.is_empty()).then_some(stem)
}

fn internal(src: &Source) -> RulesetError {
    RulesetError {
        diagnostics: vec![src.diagnostic(Code::Syntax, 0, "the ruleset could not be read")],
    }
}

impl Checker<'_> {
    /// Every check, in order; the ruleset if the board and start position could be read
    /// (the caller decides whether problems were found).
    fn check(&mut self, m: &Chain) -> Option<Ruleset> {
        let name = match m.key(|f| f.name.as_ref()) {
            Some((n, 0)) => n.get_ref().clone(),
            // A file that extends another without a `name` is named after itself: with
            // its parent's name, a game saved in it would replay as the parent's.
            Some((n, _)) => file_stem(&self.sources[0].name)
                .unwrap_or(n.get_ref())
                .to_string(),
            None => "unnamed".to_string(),
        };
        let shape = self.check_shape(m);
        let start = m.board(|b| b.start.as_ref());
        let start_fen = match start {
            Some((s, _)) => s.get_ref().clone(),
            None => {
                self.err(
                    0,
                    0,
                    Code::MissingKey,
                    "the ruleset has no `board.start` position",
                );
                String::new()
            }
        };
        if m.pieces.is_empty() {
            self.err(0, 0, Code::MissingKey, "the ruleset declares no pieces");
        }
        if m.pieces.len() > MAX_KINDS {
            let (p, src) = &m.pieces[MAX_KINDS];
            self.err(
                *src,
                p.span().start,
                Code::TooLarge,
                format!("a ruleset may declare at most {MAX_KINDS} pieces"),
            );
        }
        let names: Vec<String> = m.pieces.keys().cloned().collect();
        let shape_or_default = shape.unwrap_or(BoardShape::STANDARD);
        // Before the pieces: promotion zones and initial squares may name regions.
        let regions = self.check_regions(m, shape_or_default);
        let declared = pieces::Declared {
            names: &names,
            all: &m.pieces,
            regions: &regions,
            shape: shape_or_default,
        };
        let mut pieces = Vec::new();
        for (name, (spec, src)) in &m.pieces {
            pieces.push(self.check_piece(name, spec, *src, &declared));
        }
        self.check_promotion_chains(m, &pieces, &regions, shape_or_default);
        self.check_letters(m);
        self.check_promoted_kinds(m, &mut pieces);
        self.check_size(m, &pieces);
        let royal = self.royal_kinds(&pieces);
        let castling_spec = m.key(|f| f.castling.as_ref());
        let castling = castling_spec
            .and_then(|(c, src)| self.check_castling(c, src, &pieces, &royal, shape_or_default));
        let mut rules = self.check_rules(m, &pieces, shape);
        self.check_castling_wins(m, &mut rules, castling.as_ref());
        // After the rest of `[rules]` and `[regions]`, which they need.
        self.check_repetition(m, &mut rules, &pieces, &regions);
        let hands = self.check_hands(m, &pieces, &regions);
        self.check_walls(m, &mut rules, &pieces, &regions, hands.is_some());
        self.check_hand_only_keys(m, hands);
        self.check_confinement(m, &regions, &mut pieces);
        self.check_component_regions(m, &regions, &mut pieces);
        self.check_screens(m, &mut pieces);
        self.check_first_moves(m, &mut pieces, castling.is_some());
        self.check_gating(m, &pieces);
        let players = self.check_players(m);
        let mut start_position = None;
        if let (Some(shape), Some((start, src))) = (shape, start) {
            let text = start.get_ref();
            let (field, pocket) = self.check_pocket(start, src, hands, shape, &pieces);
            let board = read_start_board(field, shape, &pieces);
            self.check_start(start, src, &board);
            if let (Some(c), Some((spec, csrc))) = (&castling, castling_spec) {
                self.check_castling_squares(c, spec, csrc, text, &board, shape, &pieces);
            }
            start_position = (board.squares.as_deref())
                .map(|squares| start::start_position(text, squares, pocket, &pieces));
        }
        // Without a start position laid out on the board, a problem was reported.
        let start = start_position?;
        // Squares marked `*` are not part of the board.
        let holes = start.holes().collect();
        Some(Ruleset {
            name,
            description: (m.key(|f| f.description.as_ref()))
                .map_or_else(String::new, |(d, _)| d.clone()),
            shape: shape?,
            start_fen,
            start,
            pieces,
            castling,
            rules,
            hands,
            regions,
            holes,
            players,
        })
    }

    /// The keys of `[rules]`, each family in its file, in this order.
    fn check_rules(&mut self, m: &Chain, pieces: &[PieceKind], shape: Option<BoardShape>) -> Rules {
        let mut rules = self.check_endings(m);
        self.check_checks(m, &mut rules);
        self.check_facing_royals(m, &mut rules, pieces);
        self.check_pass(m, &mut rules, pieces);
        self.check_facing_royals_end(m, &mut rules);
        self.check_captures_and_draws(m, &mut rules);
        self.check_extinction(m, &mut rules, pieces);
        self.check_flag(m, &mut rules, pieces, shape);
        self.check_connect(m, &mut rules, pieces, shape);
        self.check_mutual_immunity(m, &mut rules, pieces);
        self.check_explosion(m, &mut rules, pieces);
        self.check_flipping(m, &mut rules, pieces);
        self.check_counting(m, &mut rules, pieces);
        self.check_royal_in_check(m, &mut rules);
        self.check_honour_counting(m, &mut rules, pieces);
        self.check_mate_rules(m, &mut rules, pieces);
        rules
    }
}
