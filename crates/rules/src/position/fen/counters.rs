//! Check counters in a FEN, for rulesets with a `check-limit`: the checks each side may
//! still give after the en-passant field (`3+3`, Fairy-Stockfish and lichess), or the
//! checks given after the move number (`+2+0`, lichess's older form).

use super::FenError;
use crate::families::Compiled;
use fers_geometry::Bits;
use fers_movement::ByColor;

/// Removes the check counters from `fields` and returns the checks each side has given
/// (zero without counters). Refused in a ruleset that does not count checks, and when
/// a count is not a number or exceeds the limit.
pub(super) fn take_check_counters<B: Bits>(
    t: &Compiled<B>,
    fields: &mut Vec<&str>,
) -> Result<ByColor<u8>, FenError> {
    let digits = |n: &str| !n.is_empty() && n.bytes().all(|c| c.is_ascii_digit());
    let is_remaining = |f: &str| {
        f.split_once('+')
            .is_some_and(|(a, b)| digits(a) && digits(b))
    };
    let is_given = |f: &str| f.starts_with('+') && is_remaining(&f[1..]);
    let remaining_at = (fields.len() > 4 && is_remaining(fields[4])).then_some(4);
    let given_at = fields
        .last()
        .filter(|f| fields.len() > 4 && is_given(f))
        .map(|_| fields.len() - 1);
    let Some(at) = remaining_at.or(given_at) else {
        return Ok(ByColor::default());
    };
    let field = fields[at].to_string();
    let bad = |reason: String| FenError::CheckCounters {
        field: field.clone(),
        reason,
    };
    let Some(limit) = t.goals.check_limit else {
        return Err(bad(format!("{} does not count checks", t.ruleset.name)));
    };
    let text = field.trim_start_matches('+');
    let (a, b) = text.split_once('+').unwrap_or((text, ""));
    let number = |n: &str| {
        n.parse::<u32>()
            .ok()
            .filter(|&n| n <= limit)
            .ok_or_else(|| bad(format!("each count must be a number from 0 to {limit}")))
    };
    // Fairy-Stockfish's field counts the checks each side may still give; lichess's the
    // checks given. Counts are at most the limit, which is under 256.
    let given = |n: u32| {
        if Some(at) == remaining_at {
            (limit - n) as u8
        } else {
            n as u8
        }
    };
    let counts = ByColor {
        white: given(number(a)?),
        black: given(number(b)?),
    };
    fields.remove(at);
    Ok(counts)
}
