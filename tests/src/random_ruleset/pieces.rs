//! Random piece kinds: the movement components, in a small model that renders either as
//! Betza text or as a structured `moves = [...]` list.

use super::Features;
use crate::SplitMix64;

/// How a generated component travels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Travel {
    /// A leap.
    Leap,
    /// A slide, with an optional range.
    Slide(Option<u8>),
    /// A hop: `true` for the cannon, `false` for the grasshopper.
    Hop(bool),
}

/// The offsets of a generated component.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Offsets {
    /// A Betza atom letter with direction modifiers (`fs`, `v`, or none).
    Atom(char, &'static str),
    /// Structured atom names (`"knight camel"`).
    Named(Vec<&'static str>),
    /// Explicit offsets with a symmetry (`none`, `mirror`, `all`).
    Explicit(Vec<(i8, i8)>, &'static str),
}

/// One generated movement component.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Comp {
    /// Travel.
    pub travel: Travel,
    /// Offsets.
    pub offsets: Offsets,
    /// `"both"`, `"move"` or `"capture"`.
    pub mode: &'static str,
    /// Betza `i`.
    pub initial: bool,
    /// 1-based ranks, structured only.
    pub from_ranks: Option<Vec<u8>>,
    /// Betza `n`.
    pub lame: bool,
    /// Betza `e`.
    pub en_passant: bool,
    /// Structured `sets-en-passant` (Betza derives it).
    pub sets_en_passant: bool,
}

impl Comp {
    fn new(travel: Travel, offsets: Offsets) -> Comp {
        Comp {
            travel,
            offsets,
            mode: "both",
            initial: false,
            from_ranks: None,
            lame: false,
            en_passant: false,
            sets_en_passant: false,
        }
    }

    /// Whether it may capture.
    pub fn captures(&self) -> bool {
        self.mode != "move"
    }

    /// Every offset it might use, under all eight symmetries (a superset, for checks
    /// that only need to be conservative).
    pub fn offsets_superset(&self) -> Vec<(i8, i8)> {
        let base: Vec<(i8, i8)> = match &self.offsets {
            Offsets::Atom(c, _) => atom_base(*c),
            Offsets::Named(names) => names.iter().flat_map(|n| named_base(n)).collect(),
            Offsets::Explicit(list, _) => list.clone(),
        };
        let mut out = Vec::new();
        for (a, b) in base {
            for (x, y) in [(a, b), (b, a)] {
                for (sx, sy) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
                    if !out.contains(&(x * sx, y * sy)) {
                        out.push((x * sx, y * sy));
                    }
                }
            }
        }
        out
    }

    /// Betza text, if Betza can say it.
    pub fn betza(&self) -> Option<String> {
        let Offsets::Atom(letter, dirs) = &self.offsets else {
            return None;
        };
        if self.from_ranks.is_some() || self.sets_en_passant {
            return None;
        }
        let mut s = String::new();
        if self.initial {
            s.push('i');
        }
        s.push_str(dirs);
        match (self.mode, self.en_passant) {
            ("move", _) => s.push('m'),
            ("capture", false) => s.push('c'),
            ("capture", true) => s.push('e'),
            (_, true) => s.push_str("me"),
            _ => {}
        }
        if self.lame {
            s.push('n');
        }
        match self.travel {
            Travel::Leap => s.push(*letter),
            Travel::Slide(None) if matches!(letter, 'R' | 'B' | 'Q') => s.push(*letter),
            Travel::Slide(None) => {
                s.push(*letter);
                s.push(*letter);
            }
            Travel::Slide(Some(n)) => s.push_str(&format!("{letter}{n}")),
            Travel::Hop(cannon) => {
                s.push(if cannon { 'p' } else { 'g' });
                s.push(*letter);
            }
        }
        Some(s)
    }

    /// The structured TOML inline table.
    pub fn structured(&self) -> String {
        let atoms = match &self.offsets {
            Offsets::Atom(c, "") => format!("\"{}\"", atom_name(*c)),
            Offsets::Atom(c, dirs) => {
                let items: Vec<String> = directed(*c, dirs)
                    .iter()
                    .map(|(f, r)| format!("[{f}, {r}]"))
                    .collect();
                format!("[{}]", items.join(", "))
            }
            Offsets::Named(names) => format!("\"{}\"", names.join(" ")),
            Offsets::Explicit(list, _) => {
                let items: Vec<String> = list.iter().map(|(f, r)| format!("[{f}, {r}]")).collect();
                format!("[{}]", items.join(", "))
            }
        };
        let mut parts = vec![match self.travel {
            Travel::Leap => format!("leap = {atoms}"),
            _ => format!("slide = {atoms}"),
        }];
        if let Offsets::Explicit(_, sym) = &self.offsets
            && *sym != "none"
        {
            parts.push(format!("symmetry = \"{sym}\""));
        }
        match self.travel {
            Travel::Slide(Some(n)) => parts.push(format!("range = {n}")),
            Travel::Hop(c) => parts.push(format!(
                "hop = \"{}\"",
                if c { "cannon" } else { "grasshopper" }
            )),
            _ => {}
        }
        if self.mode != "both" {
            parts.push(format!("mode = \"{}\"", self.mode));
        }
        if self.initial {
            parts.push("initial = true".into());
        }
        if let Some(r) = &self.from_ranks {
            let r: Vec<String> = r.iter().map(u8::to_string).collect();
            parts.push(format!("from-ranks = [{}]", r.join(", ")));
        }
        if self.lame {
            parts.push("lame = true".into());
        }
        if self.en_passant {
            parts.push("en-passant = true".into());
        }
        if self.sets_en_passant {
            parts.push("sets-en-passant = true".into());
        }
        format!("{{ {} }}", parts.join(", "))
    }
}

fn atom_base(c: char) -> Vec<(i8, i8)> {
    match c {
        'W' | 'R' => vec![(1, 0)],
        'F' | 'B' => vec![(1, 1)],
        'K' | 'Q' => vec![(1, 0), (1, 1)],
        'D' => vec![(2, 0)],
        'N' => vec![(1, 2)],
        'A' => vec![(2, 2)],
        'H' => vec![(3, 0)],
        'C' => vec![(1, 3)],
        'Z' => vec![(2, 3)],
        'G' => vec![(3, 3)],
        _ => vec![],
    }
}

fn atom_name(c: char) -> &'static str {
    match c {
        'W' | 'R' => "wazir",
        'F' | 'B' => "ferz",
        'K' | 'Q' => "king",
        'D' => "dabbaba",
        'N' => "knight",
        'A' => "alfil",
        'H' => "threeleaper",
        'C' => "camel",
        'Z' => "zebra",
        _ => "tripper",
    }
}

fn named_base(n: &str) -> Vec<(i8, i8)> {
    match n {
        "giraffe" => vec![(1, 4)],
        "orthogonal" => vec![(1, 0)],
        "diagonal" => vec![(1, 1)],
        "all" => vec![(1, 0), (1, 1)],
        other => atom_base(match other {
            "wazir" => 'W',
            "ferz" => 'F',
            "king" => 'K',
            "dabbaba" => 'D',
            "knight" => 'N',
            "alfil" => 'A',
            "threeleaper" => 'H',
            "camel" => 'C',
            "zebra" => 'Z',
            _ => 'G',
        }),
    }
}

fn pick<T: Copy>(rng: &mut SplitMix64, items: &[T]) -> T {
    items[rng.below(items.len())]
}

fn chance(rng: &mut SplitMix64, percent: usize) -> bool {
    rng.below(100) < percent
}

/// Direction modifiers for a Betza atom: mirror-symmetric ones always, the others only
/// with [`Features::chiral_betza`].
fn directions(rng: &mut SplitMix64, atom: char, f: &Features) -> &'static str {
    if chance(rng, 55) {
        return "";
    }
    let (sym, chiral): (&[&'static str], &[&'static str]) = match atom {
        'W' | 'D' | 'H' | 'R' => (
            &["f", "b", "v", "s", "fs", "bs"],
            &["l", "r", "fr", "fl", "bl", "lv"],
        ),
        'F' | 'A' | 'G' | 'B' => (&["f", "b", "v"], &["l", "r", "fr", "fl", "br"]),
        'N' | 'C' | 'Z' => (
            &["f", "b", "v", "s", "fs", "bs", "fh", "bh"],
            &["l", "r", "lv", "rv", "lh", "rh", "fr", "rf", "lb"],
        ),
        _ => (&["f", "b", "v", "s"], &[]),
    };
    if f.chiral_betza && !chiral.is_empty() && chance(rng, 30) {
        pick(rng, chiral)
    } else {
        pick(rng, sym)
    }
}

fn mode(rng: &mut SplitMix64) -> &'static str {
    match rng.below(10) {
        0..=5 => "both",
        6..=7 => "move",
        _ => "capture",
    }
}

/// One random component for a non-pawn piece on a board with `ranks` ranks.
///
/// `structured` chooses the form: named atoms, explicit offsets and `from-ranks` for
/// the structured `moves` list, Betza atoms with direction modifiers otherwise.
pub fn random_component(rng: &mut SplitMix64, f: &Features, ranks: u8, structured: bool) -> Comp {
    let structured_shape = structured;
    let travel_roll = rng.below(10);
    let mut c = if travel_roll < 5 {
        // Leap.
        let offsets = if structured_shape {
            if chance(rng, 50) {
                let names = [
                    "wazir",
                    "ferz",
                    "king",
                    "dabbaba",
                    "knight",
                    "alfil",
                    "threeleaper",
                    "camel",
                    "zebra",
                    "tripper",
                    "giraffe",
                ];
                let mut list = vec![pick(rng, &names)];
                if chance(rng, 30) {
                    let other = pick(rng, &names);
                    if !list.contains(&other) {
                        list.push(other);
                    }
                }
                Offsets::Named(list)
            } else {
                explicit(rng)
            }
        } else {
            let a = pick(rng, &['W', 'F', 'D', 'N', 'A', 'H', 'C', 'Z', 'G', 'K']);
            Offsets::Atom(a, directions(rng, a, f))
        };
        let mut c = Comp::new(Travel::Leap, offsets);
        c.lame = chance(rng, 20) && lame_possible(&c.offsets);
        c
    } else if travel_roll < 9 || !f.hoppers {
        // Slide.
        let range = if chance(rng, 35) {
            Some(1 + rng.below(4) as u8)
        } else {
            None
        };
        let offsets = if structured_shape {
            if chance(rng, 50) {
                Offsets::Named(vec![pick(
                    rng,
                    &[
                        "orthogonal",
                        "diagonal",
                        "all",
                        "knight",
                        "dabbaba",
                        "camel",
                    ],
                )])
            } else {
                explicit(rng)
            }
        } else {
            let a = match range {
                Some(_) => pick(rng, &['W', 'F', 'N', 'K', 'D']),
                None => pick(rng, &['R', 'B', 'Q', 'W', 'F', 'N', 'D', 'A']),
            };
            Offsets::Atom(a, directions(rng, a, f))
        };
        Comp::new(Travel::Slide(range), offsets)
    } else {
        let a = pick(rng, &['R', 'B', 'Q']);
        let offsets = if structured_shape {
            Offsets::Named(vec![atom_name(a)])
        } else {
            Offsets::Atom(a, directions(rng, a, f))
        };
        Comp::new(Travel::Hop(chance(rng, 50)), offsets)
    };
    c.mode = mode(rng);
    let restricted_ok =
        c.travel == Travel::Leap || c.mode == "move" || f.restricted_capturing_slides;
    if !matches!(c.travel, Travel::Hop(_)) && restricted_ok {
        if chance(rng, 10) {
            c.initial = true;
        } else if structured_shape && chance(rng, 12) {
            let mut ranks_list: Vec<u8> = (1..=ranks).filter(|_| chance(rng, 50)).collect();
            if ranks_list.is_empty() {
                ranks_list.push(1 + rng.below(ranks as usize) as u8);
            }
            c.from_ranks = Some(ranks_list);
        }
    }
    c
}

fn explicit(rng: &mut SplitMix64) -> Offsets {
    let n = 1 + rng.below(3);
    let mut list = Vec::new();
    while list.len() < n {
        let o = (rng.below(7) as i8 - 3, rng.below(7) as i8 - 3);
        if o != (0, 0) && !list.contains(&o) {
            list.push(o);
        }
    }
    Offsets::Explicit(list, pick(rng, &["none", "mirror", "all"]))
}

/// Whether `lame` is allowed: every offset straight or knight-shaped.
fn lame_possible(o: &Offsets) -> bool {
    let ok = |(f, r): (i8, i8)| {
        f == 0
            || r == 0
            || f.abs() == r.abs()
            || (f.abs().min(r.abs()) == 1 && f.abs().max(r.abs()) == 2)
    };
    match o {
        Offsets::Atom(c, _) => !matches!(c, 'C' | 'Z'),
        Offsets::Named(names) => names.iter().flat_map(|n| named_base(n)).all(ok),
        Offsets::Explicit(list, _) => list.iter().copied().all(ok),
    }
}

/// Whether a piece may check twice along one line, so that blocking one attack leaves
/// the other: a capturing plain leap or slide whose step is a multiple (two or more) of
/// a capturing slide's step (Betza `RH`, `WWDD`), or a capturing lame leap that a plain
/// leap or a slide of the same piece also makes (`NnN`).
pub fn has_same_line_compound(comps: &[Comp]) -> bool {
    let slides: Vec<(i8, i8)> = comps
        .iter()
        .filter(|c| c.captures() && matches!(c.travel, Travel::Slide(_)))
        .flat_map(Comp::offsets_superset)
        .collect();
    let multiple = |(lf, lr): (i8, i8), k0: i32| {
        slides.iter().any(|&(sf, sr)| {
            (k0..=15).any(|k| (sf as i32 * k, sr as i32 * k) == (lf as i32, lr as i32))
        })
    };
    let long = comps
        .iter()
        .filter(|c| {
            c.captures()
                && (matches!(c.travel, Travel::Slide(_)) || (c.travel == Travel::Leap && !c.lame))
        })
        .flat_map(Comp::offsets_superset)
        .any(|o| multiple(o, 2));
    // A lame leap that another capturing component also makes (plain, or along a
    // slide): blocking its leg leaves the other attack.
    let lame: Vec<(i8, i8)> = comps
        .iter()
        .filter(|c| c.captures() && c.lame)
        .flat_map(Comp::offsets_superset)
        .collect();
    let plain: Vec<(i8, i8)> = comps
        .iter()
        .filter(|c| c.captures() && c.travel == Travel::Leap && !c.lame)
        .flat_map(Comp::offsets_superset)
        .collect();
    long || lame.iter().any(|&o| plain.contains(&o) || multiple(o, 1))
}

/// Whether some capturing component is lame with a path (it can be blocked).
pub fn has_lame_capture(comps: &[Comp]) -> bool {
    comps.iter().any(|c| c.lame && c.captures())
}

/// A pawn-like piece: a forward push, a capture, and often a double step that sets
/// en-passant targets. Returns the components and whether Betza may say it.
pub fn pawn_components(rng: &mut SplitMix64, f: &Features) -> Vec<Comp> {
    let ep = chance(rng, 70);
    let mut out = Vec::new();
    let berolina = chance(rng, 20);
    let (push, cap) = if berolina { ('F', 'W') } else { ('W', 'F') };
    let mut p = Comp::new(Travel::Leap, Offsets::Atom(push, "f"));
    p.mode = "move";
    out.push(p);
    let mut c = Comp::new(Travel::Leap, Offsets::Atom(cap, "f"));
    c.mode = if ep && f.moving_en_passant && chance(rng, 30) {
        "both"
    } else {
        "capture"
    };
    c.en_passant = ep;
    out.push(c);
    match rng.below(4) {
        0 => {}
        1 => {
            // A two-step slide, initial.
            let mut d = Comp::new(
                Travel::Slide(Some(2 + rng.below(2) as u8)),
                Offsets::Atom(push, "f"),
            );
            d.mode = "move";
            d.initial = true;
            out.push(d);
        }
        _ => {
            let mut d = Comp::new(
                Travel::Leap,
                Offsets::Atom(if berolina { 'A' } else { 'D' }, "f"),
            );
            d.mode = "move";
            d.initial = true;
            d.lame = true;
            out.push(d);
        }
    }
    if chance(rng, 15) {
        // Pawnback: a backward step limited to some ranks (structured only).
        let mut b = Comp::new(Travel::Leap, Offsets::Explicit(vec![(0, -1)], "none"));
        b.mode = "move";
        b.from_ranks = Some(vec![3, 4]);
        out.push(b);
    }
    // On a berolina pawn a straight double step would reach the square its straight
    // en-passant capture lands on: a quiet move and an en-passant capture with one
    // from and to, which only `moving_en_passant` allows.
    if (!berolina || f.moving_en_passant) && chance(rng, 15) {
        // A structured double step that sets en passant itself.
        let mut s = Comp::new(
            Travel::Slide(Some(2)),
            Offsets::Explicit(vec![(0, 1)], "none"),
        );
        s.mode = "move";
        s.sets_en_passant = ep;
        if !f.free_slide_sets_en_passant || chance(rng, 50) {
            s.from_ranks = Some(vec![2]);
        }
        out.push(s);
    }
    out
}

/// The Betza text of components that Betza can say, joined so that no atom merges with
/// the next (`K` then `K3` would read as `KK3`): a component starting with the letter
/// the previous one ends with gets the explicit default mode `mc` in front.
pub fn join_betza(comps: &[Comp]) -> String {
    let mut out = String::new();
    for text in comps.iter().filter_map(Comp::betza) {
        if out.ends_with(|c: char| c.is_ascii_uppercase())
            && out.chars().last() == text.chars().next()
        {
            out.push_str("mc");
        }
        out.push_str(&text);
    }
    out
}

/// The offsets of a straight atom (`W`, `F`, `D`, `A`, `H`, `G`) under the direction
/// modifiers the pawn templates use (`f`, `b`): the offsets with rank of that sign.
fn directed(atom: char, dirs: &str) -> Vec<(i8, i8)> {
    let all: Vec<(i8, i8)> = atom_base(atom)
        .into_iter()
        .flat_map(|(a, b)| {
            [
                (a, b),
                (b, a),
                (-a, b),
                (b, -a),
                (a, -b),
                (-b, a),
                (-a, -b),
                (-b, -a),
            ]
        })
        .collect();
    let mut out: Vec<(i8, i8)> = Vec::new();
    for o in all {
        let keep = match dirs {
            "f" => o.1 > 0,
            "b" => o.1 < 0,
            _ => true,
        };
        if keep && !out.contains(&o) {
            out.push(o);
        }
    }
    out
}
