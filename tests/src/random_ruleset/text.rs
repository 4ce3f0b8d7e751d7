//! Rendering a generated ruleset as TOML text.

use super::{CastlingGen, Features, KindGen, chance};
use crate::SplitMix64;
use std::fmt::Write;

/// Everything of a generated ruleset except its start position.
#[derive(Clone, Copy)]
pub(crate) struct Body<'a> {
    pub files: u8,
    pub ranks: u8,
    pub kinds: &'a [KindGen],
    pub castling: Option<&'a CastlingGen>,
    pub rules: &'a str,
    pub seed: u64,
}

/// A square of white's first rank by file.
pub(crate) fn first_rank_square(file: u8) -> String {
    format!("{}1", (b'a' + file) as char)
}

impl Body<'_> {
    /// The TOML with `start` as the start position.
    pub fn render(&self, start: &str) -> String {
        let mut s = String::new();
        let _ = writeln!(s, "name = \"random-{}\"", self.seed);
        let _ = writeln!(s, "description = \"generated from seed {}\"\n", self.seed);
        let _ = writeln!(
            s,
            "[board]\nfiles = {}\nranks = {}\nstart = \"{start}\"\n",
            self.files, self.ranks
        );
        for k in self.kinds {
            self.render_kind(&mut s, k);
        }
        if let Some(c) = self.castling {
            self.render_castling(&mut s, c);
        }
        s.push_str(self.rules);
        s
    }

    fn render_kind(&self, s: &mut String, k: &KindGen) {
        let _ = writeln!(s, "[pieces.{}]\nletter = \"{}\"", k.name, k.letter);
        if k.royal {
            s.push_str("royal = true\n");
        }
        for e in &k.extra {
            let _ = writeln!(s, "{e}");
        }
        if !k.comps.is_empty() {
            if k.betza {
                let text = super::pieces::join_betza(&k.comps);
                let _ = writeln!(s, "betza = \"{text}\"");
            } else {
                // Betza derives `sets-en-passant`; the structured form says it.
                let any_ep = k.comps.iter().any(|c| c.en_passant);
                let items: Vec<String> = k
                    .comps
                    .iter()
                    .map(|c| {
                        let mut c = c.clone();
                        if any_ep
                            && c.initial
                            && c.mode == "move"
                            && (c.lame || matches!(c.travel, super::Travel::Slide(_)))
                        {
                            c.sets_en_passant = true;
                        }
                        c.structured()
                    })
                    .collect();
                let _ = writeln!(s, "moves = [\n  {},\n]", items.join(",\n  "));
            }
        }
        if let Some(region) = &k.initial_region {
            let _ = writeln!(s, "initial-region = \"{region}\"");
        } else if let Some(r) = &k.initial_ranks {
            let r: Vec<String> = r.iter().map(u8::to_string).collect();
            let _ = writeln!(s, "initial-ranks = [{}]", r.join(", "));
        }
        if let Some(p) = &k.promotion {
            let names = |list: &[usize]| -> String {
                let n: Vec<String> = list
                    .iter()
                    .map(|&i| format!("\"{}\"", self.kinds[i].name))
                    .collect();
                format!("[{}]", n.join(", "))
            };
            let ranks = |list: &[u8]| -> String {
                let n: Vec<String> = list.iter().map(u8::to_string).collect();
                format!("[{}]", n.join(", "))
            };
            let mut parts = vec![format!("to = {}", names(&p.to))];
            if let Some(b) = &p.black_to {
                parts.push(format!("black-to = {}", names(b)));
            }
            if let Some(z) = &p.zone_region {
                parts.push(format!("zone = \"{z}\""));
            } else if let Some(z) = &p.zone {
                parts.push(format!("zone = {}", ranks(z)));
            }
            if let Some(m) = &p.mandatory_region {
                parts.push(format!("mandatory = \"{m}\""));
            } else if let Some(m) = &p.mandatory {
                parts.push(format!("mandatory = {}", ranks(m)));
            }
            if p.captured {
                parts.push("limit = \"captured\"".into());
            }
            if p.on_capture {
                parts.push("on-capture = true".into());
            }
            if p.in_place {
                parts.push("in-place = true".into());
            }
            let _ = writeln!(s, "promotion = {{ {} }}", parts.join(", "));
        }
        s.push('\n');
    }

    fn render_castling(&self, s: &mut String, c: &CastlingGen) {
        let _ = writeln!(s, "[castling]\nrook = \"{}\"", self.kinds[c.rook_kind].name);
        // Without exactly one royal kind the castling piece must be named.
        if self.kinds.iter().filter(|k| k.royal).count() != 1 {
            s.push_str("king = \"king\"\n");
        }
        if c.chess960 {
            s.push_str("chess960 = true\n");
        }
        if c.by_drop {
            s.push_str("by-drop = true\n");
        }
        s.push_str("sides = [\n");
        for side in &c.sides {
            let mut parts = vec![format!(
                "name = \"{}\"",
                if side.king_side { "king" } else { "queen" }
            )];
            if !c.chess960 {
                parts.push(format!("king = \"{}\"", first_rank_square(c.king_file)));
                parts.push(format!("rook = \"{}\"", first_rank_square(side.rook_file)));
            }
            parts.push(format!("king-to = \"{}\"", first_rank_square(side.king_to)));
            parts.push(format!("rook-to = \"{}\"", first_rank_square(side.rook_to)));
            let list = |files: &[u8]| -> String {
                let n: Vec<String> = files
                    .iter()
                    .map(|&f| format!("\"{}\"", first_rank_square(f)))
                    .collect();
                format!("[{}]", n.join(", "))
            };
            if let Some(e) = &side.empty {
                parts.push(format!("empty = {}", list(e)));
            }
            if let Some(e) = &side.safe {
                parts.push(format!("safe = {}", list(e)));
            }
            let _ = writeln!(s, "  {{ {} }},", parts.join(", "));
        }
        s.push_str("]\n\n");
    }
}

/// A random `[rules]` table (each key present or not), without the goals.
pub(crate) fn random_rules(rng: &mut SplitMix64, f: &Features) -> String {
    let mut s = String::from("[rules]\n");
    let pick = |rng: &mut SplitMix64, items: &[&str]| items[rng.below(items.len())].to_string();
    if chance(rng, 50) {
        let stalemates: &[&str] = if f.goals {
            &["draw", "loss", "win", "fewer-pieces-win"]
        } else {
            &["draw", "loss", "win"]
        };
        let v = pick(rng, stalemates);
        let _ = writeln!(s, "stalemate = \"{v}\"");
    }
    for key in ["move-rule", "move-rule-forced"] {
        if chance(rng, 40) {
            let v = match rng.below(3) {
                0 => 0,
                1 => 50,
                _ => 1 + rng.below(100),
            };
            let _ = writeln!(s, "{key} = {v}");
        }
    }
    for key in ["repetition", "repetition-forced"] {
        if chance(rng, 40) {
            let v = match rng.below(3) {
                0 => 0,
                _ => 2 + rng.below(4),
            };
            let _ = writeln!(s, "{key} = {v}");
        }
    }
    if chance(rng, 40) {
        let _ = writeln!(s, "insufficient-material = {}", chance(rng, 50));
    }
    if chance(rng, 30) {
        let v = pick(rng, &["none", "loss"]);
        let _ = writeln!(s, "bare-royal = \"{v}\"");
    }
    if chance(rng, 30) {
        let v = pick(rng, &["none", "start"]);
        let _ = writeln!(s, "material-limit = \"{v}\"");
    }
    s
}
