//! `[rules.connect]`, checked into [`Connect`]: a side that gets pieces in a row, in a
//! square or on one line wins (or loses).
//!
//! Checks here: the table asks for something (`in-a-row`, `square` or `on-a-line`);
//! each count is 2 to the board's longest line (a square: to its shorter side); every
//! kind named is declared; `directions` are words it knows, at least one, and are given
//! only where a line is judged; `result` is a verdict.

use crate::diagnostic::DiagnosticCode as Code;
use crate::ruleset::{Connect, PieceKind, Rules, Verdict};
use crate::spec::ConnectSpec;
use fers_geometry::BoardShape;
use toml::Spanned;

use super::checker::Checker;
use super::extends::Chain;

impl Checker<'_> {
    /// Reads `[rules.connect]` into `rules`. `shape` is `None` when the board itself is
    /// broken (then the counts are not checked against it).
    pub(super) fn check_connect(
        &mut self,
        m: &Chain,
        rules: &mut Rules,
        pieces: &[PieceKind],
        shape: Option<BoardShape>,
    ) {
        if let Some((spec, src)) = m.rules(|r| r.connect.as_ref()) {
            rules.connect = self.connect(spec, src, pieces, shape);
        }
    }

    fn connect(
        &mut self,
        spec: &Spanned<ConnectSpec>,
        src: usize,
        pieces: &[PieceKind],
        shape: Option<BoardShape>,
    ) -> Option<Connect> {
        let at = spec.span().start;
        let spec = spec.get_ref();
        let (files, ranks) = shape.map_or((u8::MAX, u8::MAX), |s| (s.files(), s.ranks()));
        let longest = u32::from(files.max(ranks));
        let shortest = u32::from(files.min(ranks));
        let count = |n: &Option<Spanned<i64>>, key: &str, most: u32, this: &mut Self| {
            let n = n.as_ref()?;
            match u32::try_from(*n.get_ref()) {
                Ok(0) => None,
                Ok(k) if (2..=most).contains(&k) => Some(k),
                _ => {
                    let msg = format!(
                        "`rules.connect.{key}` must be 0 (off) or 2 to {most} on this board, not {}",
                        n.get_ref()
                    );
                    this.err(src, n.span().start, Code::BadRule, msg);
                    None
                }
            }
        };
        let in_a_row = count(&spec.in_a_row, "in-a-row", longest, self);
        let square = count(&spec.square, "square", shortest, self);
        let on_a_line = count(&spec.on_a_line, "on-a-line", longest, self);
        let asked = [&spec.in_a_row, &spec.square, &spec.on_a_line]
            .iter()
            .any(|n| n.as_ref().is_some_and(|n| *n.get_ref() != 0));
        if !asked {
            let msg =
                "`[rules.connect]` asks for nothing: give `in-a-row`, `square` or `on-a-line`";
            self.err(src, at, Code::BadRule, msg);
            return None;
        }
        let kinds = match &spec.kinds {
            Some(names) => self.kinds_named(names, src, pieces, "rules.connect")?,
            None => Vec::new(),
        };
        let (mut horizontal, mut vertical, mut diagonal) = (true, true, true);
        if let Some(dirs) = &spec.directions {
            (horizontal, vertical, diagonal) = (false, false, false);
            for word in &dirs.get_ref().0 {
                match word.as_str() {
                    "horizontal" => horizontal = true,
                    "vertical" => vertical = true,
                    "diagonal" => diagonal = true,
                    other => {
                        let msg = format!(
                            "`rules.connect.directions`: \"{other}\" is not a direction: \"horizontal\", \"vertical\" or \"diagonal\""
                        );
                        self.err(src, dirs.span().start, Code::BadRule, msg);
                    }
                }
            }
            if !(horizontal || vertical || diagonal) {
                let msg = "`rules.connect.directions` names no direction: give \"horizontal\", \"vertical\" or \"diagonal\"";
                self.err(src, dirs.span().start, Code::BadRule, msg);
            } else if in_a_row.is_none() && on_a_line.is_none() {
                let msg = "`rules.connect.directions` are the lines of `in-a-row` and `on-a-line`, and neither is given";
                self.err(src, dirs.span().start, Code::BadRule, msg);
            }
        }
        let result = match &spec.result {
            Some(v) => self.verdict(v, src, "rules.connect.result"),
            None => Verdict::Win,
        };
        Some(Connect {
            in_a_row: in_a_row.unwrap_or(0),
            square: square.unwrap_or(0),
            on_a_line: on_a_line.unwrap_or(0),
            kinds,
            horizontal,
            vertical,
            diagonal,
            result,
        })
    }
}
