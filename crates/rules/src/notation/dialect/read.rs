//! Reading a move written in a [`Notation`]: the text is brought to a normal form (the
//! marks players may leave out or write otherwise dropped, shogi's letter ranks made
//! numbers) and compared with each legal move written the same way, as the writer
//! writes it and with its start square. What the text names when no legal move
//! matches ([`Named`]) lets validation explain the refusal.

use super::Notation;
use super::write::Writer;
use crate::kernel::movegen;
use crate::kernel::{Hooks, Move, State};
use crate::notation::{SanMove, UciMove};
use fers_geometry::{Bits, BoardShape};

/// What a move's text names, for explaining why no legal move is it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Named {
    /// Start and destination squares (and a promotion mark).
    Uci(UciMove),
    /// A piece letter and a destination (or a drop).
    San(SanMove),
    /// Nothing this module can name.
    Unknown,
}

/// The legal moves of `s` that `text`, written in `n`, names (none, one, or several
/// when the text is ambiguous). Not for UCI, SAN and USI, which are read by their own
/// parsers.
pub(crate) fn find<B: Bits, R: Hooks<B>>(
    t: &R,
    s: &State<B>,
    text: &str,
    n: Notation,
) -> Vec<Move> {
    let key = normalize(n, text);
    if key.is_empty() {
        return Vec::new();
    }
    let legal = movegen::legal_moves(t, s);
    let mut w = Writer {
        t,
        s,
        n,
        legal: legal.clone(),
        full: false,
    };
    let mut spellings: Vec<(Move, String)> = legal.iter().map(|&m| (m, w.text(m))).collect();
    w.full = true;
    spellings.extend(legal.iter().map(|&m| (m, w.text(m))));
    let spellings: Vec<(Move, String)> = spellings
        .into_iter()
        .map(|(m, text)| (m, normalize(n, &text)))
        .collect();
    let matching = |key: &str, strip: bool| {
        let mut found: Vec<Move> = Vec::new();
        for (m, spelling) in &spellings {
            let spelling = if strip {
                spelling.trim_start_matches(|c: char| c.is_ascii_uppercase() || c == '+')
            } else {
                spelling
            };
            if spelling == key && !found.contains(m) {
                found.push(*m);
            }
        }
        found
    };
    let mut found = matching(&key, false);
    // A start square without the piece's letter (janggi's `02-83`, LAN's `g1-f3`).
    if found.is_empty()
        && matches!(n, Notation::Lan | Notation::Janggi)
        && key.starts_with(|c: char| c.is_ascii_alphanumeric() && !c.is_ascii_uppercase())
    {
        found = matching(&key, true);
    }
    // A promotion the rules force, typed without its `+`.
    if found.is_empty() && n.is_shogi() && !key.ends_with(['+', '-']) {
        found = matching(&format!("{key}+"), false);
    }
    found
}

/// `text` in the normal form of `n`'s spellings: without blanks, annotations (`!`,
/// `?`), check marks where the dialect has them, capture and separator marks; for
/// shogi, ranks as numbers (`P-7f` is `P76`), drops with `*`, without the `=` of a
/// declined promotion.
pub(crate) fn normalize(n: Notation, text: &str) -> String {
    let t: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let t = t.trim_end_matches(['!', '?']);
    if n.is_shogi() {
        let t = t.trim_end_matches('=');
        let mut out = String::with_capacity(t.len());
        let mut prev = ' ';
        let last = t.chars().count().saturating_sub(1);
        for (i, c) in t.chars().enumerate() {
            match c {
                'x' | '×' => {}
                '-' if i != last => {}
                '\'' | '’' | '@' => out.push('*'),
                c if i == 0 && c.is_ascii_lowercase() => out.push(c.to_ascii_uppercase()),
                c if c.is_ascii_lowercase() && prev.is_ascii_digit() => {
                    out.push_str(&(u32::from(c) - u32::from('a') + 1).to_string());
                }
                c => out.push(c),
            }
            prev = c;
        }
        return out;
    }
    match n {
        Notation::XiangqiWxf => t.replace('.', "=").to_ascii_uppercase(),
        _ => t
            .trim_end_matches(['+', '#'])
            .chars()
            .filter(|c| !matches!(c, '-' | 'x' | ':' | '='))
            .collect(),
    }
}

/// What `text`, written in `n` for a board of `shape`, names, as far as it can be told
/// without a position: squares for janggi, LAN and shogi with a start square; a piece
/// and a destination for shogi without one.
pub(crate) fn named(shape: BoardShape, text: &str, n: Notation) -> Named {
    let key = normalize(n, text);
    match n {
        Notation::Lan => {
            let squares = key.trim_start_matches(|c: char| c.is_ascii_uppercase());
            UciMove::parse(shape, squares).map_or(Named::Unknown, Named::Uci)
        }
        Notation::Janggi => {
            let digits = key.trim_start_matches(|c: char| c.is_ascii_uppercase());
            let square = |s: &str| {
                let mut cs = s.chars();
                let rank = cs.next()?.to_digit(10)?;
                let file = cs.next()?.to_digit(10)?;
                let rank = (u32::from(shape.ranks()) + 10 - rank) % 10;
                let rank = if rank == 0 { 10 } else { rank };
                shape.square(file as i32 - 1, i32::from(shape.ranks()) - rank as i32)
            };
            match (digits.len(), digits.get(..2), digits.get(2..)) {
                (4, Some(a), Some(b)) => match (square(a), square(b)) {
                    (Some(from), Some(to)) => Named::Uci(UciMove::step(shape, from, to, None)),
                    _ => Named::Unknown,
                },
                _ => Named::Unknown,
            }
        }
        _ if n.is_shogi() => shogi_named(shape, &key),
        _ => Named::Unknown,
    }
}

/// What normalized shogi text names (`P76`, `G4958`, `B*33`, `B22+`), on boards of at
/// most nine files and ranks (where every square is two digits).
fn shogi_named(shape: BoardShape, key: &str) -> Named {
    if shape.files() > 9 || shape.ranks() > 9 || key.starts_with('+') {
        return Named::Unknown;
    }
    let mut cs = key.chars();
    let Some(letter) = cs.next().filter(char::is_ascii_uppercase) else {
        return Named::Unknown;
    };
    let rest = cs.as_str();
    let (drop, rest) = match rest.strip_prefix('*') {
        Some(r) => (true, r),
        None => (false, rest),
    };
    let (body, promotion) = match rest.strip_suffix(['+', '-']) {
        Some(b) => (b, rest.chars().last()),
        None => (rest, None),
    };
    let square = |s: &str| {
        let mut ds = s.chars();
        let file = ds.next()?.to_digit(10)?;
        let rank = ds.next()?.to_digit(10)?;
        shape.square(
            i32::from(shape.files()) - file as i32,
            i32::from(shape.ranks()) - rank as i32,
        )
    };
    match (body.len(), drop) {
        (2, true) => square(body).map_or(Named::Unknown, |to| {
            Named::San(SanMove::Drop {
                piece: letter,
                to,
                shape,
            })
        }),
        (2, false) => square(body).map_or(Named::Unknown, |to| {
            Named::San(SanMove::Normal {
                piece: Some(letter),
                file: None,
                rank: None,
                capture: false,
                to,
                promotion: None,
                shape,
            })
        }),
        (4, false) => match (
            body.get(..2).and_then(square),
            body.get(2..).and_then(square),
        ) {
            (Some(from), Some(to)) => Named::Uci(UciMove::step(shape, from, to, promotion)),
            _ => Named::Unknown,
        },
        _ => Named::Unknown,
    }
}
