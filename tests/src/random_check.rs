//! The properties checked on random rulesets: the fast engine against the reference
//! generator ([`fers_reference`]) and against itself (FEN, validation, undo),
//! at every position of random playouts: legal moves (goals and obligations included),
//! checkers, the end by goals, checkmate or stalemate, check counters in FEN.
//!
//! [`check_seed`] runs one ruleset and returns the first [`Failure`], with everything
//! needed to turn it into a regression test: the ruleset TOML, the FEN, the move and
//! what differed.

use crate::SplitMix64;
use crate::random_ruleset::{Features, RandomRuleset, generate};
use fers_reference::{self as reference, Board};
use fers_rules::typed::{Game, Position, Tables};
use fers_rules::{
    Bits, Color, EndReason, FenMode, IllegalCode, Move, Outcome, Square, TablesVisitor, Variant,
    Width,
};
use std::collections::{BTreeMap, HashSet};
use std::fmt;
use std::sync::Arc;

/// Non-legal from/to pairs tried per position for `validate`.
const NON_LEGAL_SAMPLES: usize = 6;
/// Legal moves played and undone through [`Game`] per position.
const UNDO_SAMPLES: usize = 6;

/// What disagreed. Each class is one kind of property, so failures can be counted and
/// known-open classes tolerated by name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Class {
    /// The loader refused the generated TOML (a generator or loader bug).
    Load,
    /// The loaded `initial-ranks` differ from what the TOML says (or its default).
    InitialRanks,
    /// The ruleset did not compile (start position refused).
    Compile,
    /// The start position is refused by a strict FEN read.
    StrictStart,
    /// The legal move lists differ.
    Moves,
    /// The checkers differ.
    Checkers,
    /// `count_legal_moves` differs from the list length, or `perft(2)` from the
    /// successors' counts.
    Count,
    /// `validate` refused a legal move's UCI or accepted a non-legal one.
    Validate,
    /// `from_fen(fen())` is not the same position.
    FenRoundTrip,
    /// A reached position's own FEN is refused in strict mode.
    StrictFen,
    /// `Game` play then undo did not restore the position.
    Undo,
    /// The position after a move differs (pieces, rights, en passant, check counters).
    Successor,
    /// The game's end by a goal, checkmate or stalemate differs (`Position::outcome`,
    /// `Game::outcome` against `reference::goal_end`).
    GoalEnd,
}

impl Class {
    /// Every class.
    pub const ALL: [Class; 13] = [
        Class::Load,
        Class::InitialRanks,
        Class::Compile,
        Class::StrictStart,
        Class::Moves,
        Class::Checkers,
        Class::Count,
        Class::Validate,
        Class::FenRoundTrip,
        Class::StrictFen,
        Class::Undo,
        Class::Successor,
        Class::GoalEnd,
    ];

    /// Its name (kebab-case), as used in `FERS_RANDOM_TOLERATE`.
    pub fn name(self) -> &'static str {
        match self {
            Class::Load => "load",
            Class::InitialRanks => "initial-ranks",
            Class::Compile => "compile",
            Class::StrictStart => "strict-start",
            Class::Moves => "moves",
            Class::Checkers => "checkers",
            Class::Count => "count",
            Class::Validate => "validate",
            Class::FenRoundTrip => "fen-round-trip",
            Class::StrictFen => "strict-fen",
            Class::Undo => "undo",
            Class::Successor => "successor",
            Class::GoalEnd => "goal-end",
        }
    }

    /// The class named `name`.
    pub fn parse(name: &str) -> Option<Class> {
        Class::ALL.into_iter().find(|c| c.name() == name.trim())
    }
}

/// One disagreement, with what is needed to reproduce it.
#[derive(Debug, Clone)]
pub struct Failure {
    /// What disagreed.
    pub class: Class,
    /// The ruleset's seed.
    pub seed: u64,
    /// The ruleset.
    pub toml: String,
    /// The position (empty if none was reached).
    pub fen: String,
    /// The move involved, in UCI, if any.
    pub uci: String,
    /// What differed.
    pub detail: String,
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "class: {}\nseed: {}", self.class.name(), self.seed)?;
        writeln!(f, "fen: {}", self.fen)?;
        if !self.uci.is_empty() {
            writeln!(f, "move: {}", self.uci)?;
        }
        writeln!(f, "detail: {}", self.detail)?;
        writeln!(f, "ruleset:\n{}", self.toml)
    }
}

/// What one ruleset's run checked.
#[derive(Debug, Clone, Default)]
pub struct Checked {
    /// Positions checked.
    pub positions: u64,
    /// Failures of tolerated classes (at most one per class), after which the playout
    /// went on.
    pub tolerated: Vec<Failure>,
    /// How many playouts ended by each reason (`EndReason::code`), as the engine and
    /// the reference agreed.
    pub ends: BTreeMap<&'static str, u64>,
}

impl Checked {
    /// Adds `other`'s counts to these.
    pub fn add(&mut self, other: Checked) {
        self.positions += other.positions;
        self.tolerated.extend(other.tolerated);
        for (code, n) in other.ends {
            *self.ends.entry(code).or_default() += n;
        }
    }
}

/// Generates the ruleset of `seed`, plays `playouts` random games of up to `plies`
/// plies from its start, and checks every position. A failure of a class in
/// `tolerate` is recorded in [`Checked::tolerated`] and the playout goes on.
///
/// # Errors
/// The first [`Failure`] of a class not tolerated.
pub fn check_seed(
    seed: u64,
    features: &Features,
    playouts: usize,
    plies: usize,
    tolerate: &[Class],
) -> Result<Checked, Box<Failure>> {
    let r = generate(seed, features);
    let fail = |class, detail: String| {
        Box::new(Failure {
            class,
            seed,
            toml: r.toml.clone(),
            fen: String::new(),
            uci: String::new(),
            detail,
        })
    };
    let ruleset = fers_rules::load_ruleset(&r.toml, "random.toml", &|_| None)
        .map_err(|e| fail(Class::Load, e.to_string()))?;
    for (k, expected) in r.expected_initial_ranks.iter().enumerate() {
        let got = &ruleset.pieces[k].initial_ranks;
        let has_initial = ruleset.pieces[k].components.iter().any(|c| c.initial);
        if has_initial && got != expected {
            return Err(fail(
                Class::InitialRanks,
                format!(
                    "`{}`: initial ranks (0-based) {got:?}, expected {expected:?}",
                    ruleset.pieces[k].name
                ),
            ));
        }
    }
    let variant = Variant::new(ruleset).map_err(|e| fail(Class::Compile, e.to_string()))?;
    variant.visit(Run {
        r: &r,
        playouts,
        plies,
        tolerate,
    })
}

/// Plays `playouts` random games of up to `plies` plies (moves drawn from `seed`) from
/// the start of a ruleset already compiled (a bundled one, say; `toml` is only
/// reported), and checks every position as [`check_seed`] does.
///
/// # Errors
/// The first [`Failure`].
pub fn check_variant_playouts(
    variant: &Variant,
    toml: &str,
    seed: u64,
    playouts: usize,
    plies: usize,
) -> Result<Checked, Box<Failure>> {
    let r = RandomRuleset {
        seed,
        toml: toml.to_string(),
        expected_initial_ranks: Vec::new(),
    };
    variant.visit(Run {
        r: &r,
        playouts,
        plies,
        tolerate: &[],
    })
}

/// [`check_variant_playouts`] on each bundled ruleset of `names`, the `i`-th with seed
/// `seed + i`: panics with the first failure, or where fewer than `min_positions`
/// positions were checked.
pub fn assert_bundled_playouts(
    names: &[&str],
    seed: u64,
    playouts: usize,
    plies: usize,
    min_positions: u64,
) {
    for (i, &name) in names.iter().enumerate() {
        let v = crate::variant(name).unwrap_or_else(|e| panic!("{name}: {e}"));
        let text = fers_standard::bundled_text(name).unwrap_or_default();
        let checked = check_variant_playouts(&v, text, seed + i as u64, playouts, plies)
            .unwrap_or_else(|f| panic!("{name}:\n{f}"));
        assert!(
            checked.positions >= min_positions,
            "{name}: {} positions",
            checked.positions
        );
    }
}

/// Checks every property at one position of a ruleset given as TOML, as a saved case
/// replays it: the position is read in relaxed mode (it was reached by play, so the
/// strict reading is one of the properties checked).
///
/// # Errors
/// The failure found, as from [`check_seed`] (seed 0).
pub fn check_case(toml: &str, fen: &str) -> Result<(), Box<Failure>> {
    let fail = |class, detail: String| {
        Box::new(Failure {
            class,
            seed: 0,
            toml: toml.to_string(),
            fen: fen.to_string(),
            uci: String::new(),
            detail,
        })
    };
    let ruleset = fers_rules::load_ruleset(toml, "case.toml", &|_| None)
        .map_err(|e| fail(Class::Load, e.to_string()))?;
    let variant = Variant::new(ruleset).map_err(|e| fail(Class::Compile, e.to_string()))?;
    fn at<B: Bits>(
        tables: &Arc<Tables<B>>,
        fen: &str,
        fail: &dyn Fn(Class, String) -> Box<Failure>,
    ) -> Result<(), Box<Failure>> {
        let pos = Position::from_fen(tables, fen, FenMode::Relaxed)
            .map_err(|e| fail(Class::StrictStart, e.to_string()))?;
        let mut rng = SplitMix64(0x5EED);
        check_position(&pos, &mut rng).map_err(|(class, _, detail)| fail(class, detail))
    }
    struct At<'a> {
        fen: &'a str,
        fail: &'a dyn Fn(Class, String) -> Box<Failure>,
    }
    impl TablesVisitor for At<'_> {
        type Output = Result<(), Box<Failure>>;
        fn visit<B: Width>(self, tables: &Arc<Tables<B>>) -> Self::Output {
            at(tables, self.fen, self.fail)
        }
    }
    variant.visit(At { fen, fail: &fail })
}

/// [`run`] in the width of the variant.
struct Run<'a> {
    r: &'a RandomRuleset,
    playouts: usize,
    plies: usize,
    tolerate: &'a [Class],
}

impl TablesVisitor for Run<'_> {
    type Output = Result<Checked, Box<Failure>>;
    fn visit<B: Width>(self, tables: &Arc<Tables<B>>) -> Self::Output {
        run(self.r, tables, self.playouts, self.plies, self.tolerate)
    }
}

fn run<B: Bits>(
    r: &RandomRuleset,
    tables: &Arc<Tables<B>>,
    playouts: usize,
    plies: usize,
    tolerate: &[Class],
) -> Result<Checked, Box<Failure>> {
    let fen = tables.ruleset().start_fen.clone();
    let fail = |class, fen: &str, uci: String, detail: String| {
        Box::new(Failure {
            class,
            seed: r.seed,
            toml: r.toml.clone(),
            fen: fen.to_string(),
            uci,
            detail,
        })
    };
    let start = Position::from_fen(tables, &fen, FenMode::Strict)
        .map_err(|e| fail(Class::StrictStart, &fen, String::new(), e.to_string()))?;
    let mut checked = Checked::default();
    let mut rng = SplitMix64(r.seed.rotate_left(29) ^ 0x000A_11CE);
    for _ in 0..playouts {
        let mut game = Game::new(start.clone());
        for _ in 0..=plies {
            let pos = game.position().clone();
            checked.positions += 1;
            if let Err((class, uci, detail)) = check_position(&pos, &mut rng) {
                let f = fail(class, &pos.fen(), uci, detail);
                if !tolerate.contains(&class) {
                    return Err(f);
                }
                if checked.tolerated.iter().all(|t| t.class != class) {
                    checked.tolerated.push(*f);
                }
            }
            let outcome = game.outcome();
            if let Some(end) = pos.outcome().filter(|o| is_goal_reason(o.reason()))
                && outcome != Some(end)
            {
                let f = fail(
                    Class::GoalEnd,
                    &pos.fen(),
                    String::new(),
                    format!("position: {end}; game: {outcome:?}"),
                );
                if !tolerate.contains(&Class::GoalEnd) {
                    return Err(f);
                }
            }
            let moves = pos.legal_moves();
            if moves.is_empty() || outcome.is_some() {
                if let Some(end) = outcome {
                    *checked.ends.entry(end.reason().code()).or_default() += 1;
                }
                break;
            }
            game.play_unchecked(moves[rng.below(moves.len())]);
        }
    }
    Ok(checked)
}

type Problem = (Class, String, String);

/// Each move the rules of movement and royal safety allow but an obligation forbids
/// (the reference's [`reference::royal_safe_moves`] less the legal moves) is refused by
/// `validate`, in UCI and in SAN, with the obligation's code, in the obligations' order:
/// `GivesCheck` where it gives check under `giving-check = "illegal"` (a drop, under
/// `"not-by-drops"`), `CaptureRequired`
/// where it takes nothing under `must-capture` while a capture is left, else
/// `DropRequired` (a move on the board under `[hands] must-drop`). A text that several
/// such moves share (SAN without its check mark: disambiguation is only against legal
/// moves) may be refused with the code of any of them; texts that are also a legal
/// move's (`accepted`, the legal moves' SAN) are skipped.
fn check_obligation_refusals<B: Bits>(
    pos: &Position<B>,
    board: &Board,
    legal: &[Move],
    accepted: &HashSet<String>,
) -> Result<(), Problem> {
    let ruleset = pos.tables().ruleset();
    let rules = &ruleset.rules;
    let must_drop = ruleset.hands.is_some_and(|h| h.must_drop);
    if rules.checks_allowed && rules.drop_checks_allowed && !rules.must_capture && !must_drop {
        return Ok(());
    }
    let check_refused = |m: Move| {
        (!rules.checks_allowed || (!rules.drop_checks_allowed && m.is_drop()))
            && reference::gives_check(ruleset, board, m)
    };
    let safe = reference::royal_safe_moves(ruleset, board);
    // A capture left once the checks are taken out.
    let capture_left = rules.must_capture
        && safe
            .iter()
            .any(|&c| reference::is_capture(board, c) && !check_refused(c));
    let legal_sans: HashSet<String> = pos.sans(legal).into_iter().collect();
    // Each forbidden move's texts, with the code it is refused with.
    let mut refusals: Vec<(String, IllegalCode, Move)> = Vec::new();
    for m in safe {
        if legal.contains(&m) {
            continue;
        }
        let code = if check_refused(m) {
            IllegalCode::GivesCheck
        } else if capture_left || !must_drop {
            IllegalCode::CaptureRequired
        } else {
            IllegalCode::DropRequired
        };
        let uci = pos.uci(m);
        if !accepted.contains(&uci) {
            refusals.push((uci, code, m));
        }
        let san = pos.san(m);
        if !legal_sans.contains(&san) {
            refusals.push((san, code, m));
        }
    }
    for (text, code, m) in &refusals {
        // SAN is matched without its check mark.
        let bare = |t: &str| t.trim_end_matches(['+', '#']).to_string();
        let codes: Vec<IllegalCode> = refusals
            .iter()
            .filter(|(t, _, _)| bare(t) == bare(text))
            .map(|&(_, c, _)| c)
            .collect();
        match pos.validate(text) {
            Err(e) if codes.contains(&e.code) => {}
            other => {
                return Err((
                    Class::Validate,
                    pos.uci(*m),
                    format!("{text} ({m:?}) should be refused with {code:?}: {other:?}"),
                ));
            }
        }
    }
    Ok(())
}

/// Whether `reason` is one `reference::goal_end` judges: a goal, checkmate or stalemate.
fn is_goal_reason(reason: EndReason) -> bool {
    matches!(
        reason,
        EndReason::Extinction
            | EndReason::Flag
            | EndReason::CheckLimit { .. }
            | EndReason::Checkmate
            | EndReason::Stalemate
    )
}

/// The engine's outcome against the reference's end by goals, checkmate or stalemate:
/// equal when the reference finds one (those come first in the engine's order), and
/// none of those reasons when it does not.
fn check_goal_end<B: Bits>(pos: &Position<B>, board: &Board) -> Result<(), Problem> {
    let expected = reference::goal_end(pos.tables().ruleset(), board);
    let got = pos.outcome();
    let agree = match expected {
        Some(_) => got == expected,
        None => !got.is_some_and(|o| is_goal_reason(o.reason())),
    };
    if agree {
        return Ok(());
    }
    let show = |o: Option<Outcome>| o.map_or("none".to_string(), |o| o.to_string());
    Err((
        Class::GoalEnd,
        String::new(),
        format!("engine: {}; reference: {}", show(got), show(expected)),
    ))
}

/// The check counters in `fen`: present exactly under a `check-limit`, as the checks
/// each side may still give after the en-passant field, equal to the counts played;
/// and lichess's older form (checks given, after the move number) reads as the same
/// position.
fn check_counters<B: Bits>(pos: &Position<B>, board: &Board, fen: &str) -> Result<(), Problem> {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    let problem = |detail: String| Err((Class::FenRoundTrip, String::new(), detail));
    let Some(limit) = pos.tables().ruleset().rules.check_limit else {
        if fields.len() != 6 {
            return problem(format!("{} fields without a check-limit", fields.len()));
        }
        return Ok(());
    };
    let given = board.checks_given;
    let left = |n: u8| limit.saturating_sub(u32::from(n));
    let expected = format!("{}+{}", left(given.white), left(given.black));
    if fields.len() != 7 || fields[4] != expected {
        return problem(format!(
            "counters field: expected {expected} (checks given {given:?})"
        ));
    }
    let mut older: Vec<String> = fields.iter().map(|f| f.to_string()).collect();
    older.remove(4);
    older.push(format!("+{}+{}", given.white, given.black));
    let older = older.join(" ");
    match Position::from_fen(pos.tables(), &older, FenMode::Relaxed) {
        Ok(back) if back.fen() == fen => Ok(()),
        Ok(back) => problem(format!("{older} reads as {}", back.fen())),
        Err(e) => problem(format!("{older} refused: {e}")),
    }
}

fn describe<B: Bits>(pos: &Position<B>, moves: &[Move]) -> String {
    let names: Vec<String> = moves
        .iter()
        .map(|&m| format!("{} {:?}", pos.uci(m), m))
        .collect();
    names.join(", ")
}

/// Every property at one position.
fn check_position<B: Bits>(pos: &Position<B>, rng: &mut SplitMix64) -> Result<(), Problem> {
    let shape = pos.shape();
    let name = |sq: Square| shape.square_name(sq).to_string();
    let mut fast = pos.legal_moves();
    fast.sort_by_key(|&m| reference::sort_key(m));
    let slow = reference::legal_moves(pos);
    if fast != slow {
        let only_fast: Vec<Move> = fast.iter().copied().filter(|m| !slow.contains(m)).collect();
        let only_slow: Vec<Move> = slow.iter().copied().filter(|m| !fast.contains(m)).collect();
        let mut dup = fast.clone();
        dup.dedup();
        let list = |s: fers_rules::SquareSet<B>| s.iter().map(name).collect::<Vec<_>>().join(" ");
        let detail = format!(
            "engine only: [{}]; reference only: [{}]; checkers: engine [{}], reference [{}]{}",
            describe(pos, &only_fast),
            describe(pos, &only_slow),
            list(pos.checkers()),
            list(reference::checkers(pos)),
            if dup.len() != fast.len() {
                "; the engine lists a move twice"
            } else {
                ""
            }
        );
        let uci = only_fast
            .first()
            .or(only_slow.first())
            .map(|&m| pos.uci(m))
            .unwrap_or_default();
        return Err((Class::Moves, uci, detail));
    }
    let checkers = pos.checkers();
    let reference_checkers = reference::checkers(pos);
    if checkers != reference_checkers {
        let list = |s: fers_rules::SquareSet<B>| s.iter().map(name).collect::<Vec<_>>().join(" ");
        return Err((
            Class::Checkers,
            String::new(),
            format!(
                "engine: [{}]; reference: [{}]",
                list(checkers),
                list(reference_checkers)
            ),
        ));
    }
    if pos.count_legal_moves() != fast.len() as u64 {
        return Err((
            Class::Count,
            String::new(),
            format!(
                "count {} but {} moves listed",
                pos.count_legal_moves(),
                fast.len()
            ),
        ));
    }
    let board = Board::of(pos);
    check_goal_end(pos, &board)?;
    let fen = pos.fen();
    check_counters(pos, &board, &fen)?;
    match Position::from_fen(pos.tables(), &fen, FenMode::Strict) {
        Err(e) => return Err((Class::StrictFen, String::new(), e.to_string())),
        Ok(back) => {
            let counters = |p: &Position<B>| Color::ALL.map(|c| p.checks_given(c));
            // A running honour count takes the FEN's en-passant field, so an en-passant
            // target beside it is not written (as in Fairy-Stockfish), and the hash read
            // back lacks it.
            let lost_target = pos.honour_count().is_some() && pos.en_passant_targets().any();
            let hash_differs = back.hash() != pos.hash() && !lost_target;
            if back.fen() != fen || hash_differs || counters(&back) != counters(pos) {
                return Err((
                    Class::FenRoundTrip,
                    String::new(),
                    format!(
                        "read back as {} (hash {:x} vs {:x})",
                        back.fen(),
                        back.hash(),
                        pos.hash()
                    ),
                ));
            }
        }
    }
    let ruleset = pos.tables().ruleset();
    // Moves two plies deep, counted through the positions `play` makes: perft makes its
    // own (without the hash), and must count the same.
    let mut two_plies = 0;
    for &m in &fast {
        let mut after = pos.clone();
        after.play_unchecked(m);
        let expected = reference::play(ruleset, &board, m);
        let got = Board::of(&after);
        if got != expected {
            return Err((
                Class::Successor,
                pos.uci(m),
                successor_difference(&got, &expected, &name),
            ));
        }
        two_plies += after.count_legal_moves();
    }
    let perft = pos.perft(2);
    if perft != two_plies {
        return Err((
            Class::Count,
            String::new(),
            format!("perft(2) {perft} but the successors have {two_plies} moves"),
        ));
    }
    if let Some(end) = pos.outcome() {
        // A finished game refuses every move, whatever the rules of movement allow.
        if let Some(&m) = reference::royal_safe_moves(ruleset, &board).first() {
            let uci = pos.uci(m);
            match pos.validate(&uci) {
                Err(e) if e.code == IllegalCode::GameOver => {}
                other => {
                    return Err((
                        Class::Validate,
                        uci,
                        format!("the game is over ({end}), but validate says {other:?}"),
                    ));
                }
            }
        }
    } else {
        let mut accepted = HashSet::new();
        for &m in &fast {
            let uci = pos.uci(m);
            // Under gating a promotion and a gate may be written alike (`c6c4f`): the
            // text then names either legal move.
            let read = pos.validate(&uci).ok();
            let alike = read.is_some_and(|v| fast.contains(&v) && pos.uci(v) == uci);
            if read != Some(m) && !alike {
                return Err((
                    Class::Validate,
                    uci.clone(),
                    format!(
                        "legal move {uci} ({m:?}) not validated: {:?}",
                        pos.validate(&uci)
                    ),
                ));
            }
            accepted.insert(uci);
            if !m.is_drop() {
                // A drop's from-to text (`c4c4`) is not the drop.
                accepted.insert(format!("{}{}", name(m.from), name(m.to)));
            }
        }
        check_obligation_refusals(pos, &board, &fast, &accepted)?;
        let ours: Vec<Square> = pos.pieces(pos.turn()).iter().collect();
        for _ in 0..NON_LEGAL_SAMPLES {
            // With pieces in hand a side may have none on the board.
            let Some(&from) = ours.get(rng.below(ours.len().max(1))) else {
                break;
            };
            let to = Square(rng.below(shape.len()) as u8);
            let text = format!("{}{}", name(from), name(to));
            if !accepted.contains(&text) && pos.validate(&text).is_ok() {
                return Err((
                    Class::Validate,
                    text.clone(),
                    format!("{text} is not legal but validates"),
                ));
            }
        }
        let game = Game::new(pos.clone());
        for _ in 0..UNDO_SAMPLES.min(fast.len()) {
            let m = fast[rng.below(fast.len())];
            let mut g = game.clone();
            if g.play(m).is_err() || g.undo() != Some(m) || g.position() != pos {
                return Err((
                    Class::Undo,
                    pos.uci(m),
                    "play then undo does not restore the position".into(),
                ));
            }
        }
    }
    Ok(())
}

fn successor_difference(got: &Board, expected: &Board, name: &dyn Fn(Square) -> String) -> String {
    let mut out = Vec::new();
    for sq in got.shape.squares() {
        if got.at(sq) != expected.at(sq) {
            out.push(format!(
                "{}: engine {:?}, reference {:?}",
                name(sq),
                got.at(sq),
                expected.at(sq)
            ));
        }
    }
    let list = |v: &[Square]| v.iter().map(|&s| name(s)).collect::<Vec<_>>().join(" ");
    // Square lists, then the other fields as they print.
    for (what, g, e) in [
        ("castling rights", &got.castling, &expected.castling),
        ("promoted marks", &got.promoted, &expected.promoted),
        ("gates", &got.gates, &expected.gates),
    ] {
        if g != e {
            out.push(format!(
                "{what}: engine [{}], reference [{}]",
                list(g),
                list(e)
            ));
        }
    }
    if got.ep_targets != expected.ep_targets || got.ep_victim != expected.ep_victim {
        out.push(format!(
            "en passant: engine [{}] victim {:?}, reference [{}] victim {:?}",
            list(&got.ep_targets),
            got.ep_victim.map(name),
            list(&expected.ep_targets),
            expected.ep_victim.map(name)
        ));
    }
    let debug = |b: &Board| {
        [
            format!("{:?}", b.checks_given),
            format!("{:?}", b.decisive_check),
            format!("{:?}", b.turn),
            format!("{:?}", b.hands),
            format!("{} {:?}", b.passes, b.honour_count),
        ]
    };
    let names = [
        "checks given",
        "decisive check in the series",
        "side to move",
        "hands",
        "passes and honour count",
    ];
    for (what, (g, e)) in names
        .iter()
        .zip(debug(got).into_iter().zip(debug(expected)))
    {
        if g != e {
            out.push(format!("{what}: engine {g}, reference {e}"));
        }
    }
    out.join("; ")
}
