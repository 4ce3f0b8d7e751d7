//! SFEN, shogi's FEN, as Fairy-Stockfish reads and writes it for any ruleset: the board
//! as in FEN (no pocket), the side to move as `b` for the side that moves first (sente)
//! and `w` for the other, the pieces in hand with counts (`2Pb`, `-` for none) and the
//! number of the ply to be played (`1` at the start).
//!
//! `lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1` is shogi's start;
//! its FEN is `lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1`.

use super::{FenError, hand_letters, write};
use crate::families::Compiled;
use crate::kernel::State;
use fers_geometry::Bits;
use fers_movement::Color;
use std::fmt::Write;

/// The most pieces a SFEN's hands may hold in all (more than any board of 16×16 has).
const MAX_HAND: usize = 512;

/// Writes a state as SFEN.
pub(crate) fn write_sfen<B: Bits>(t: &Compiled<B>, s: &State<B>) -> String {
    let fen = write(t, s, false);
    let board = fen.split(['[', ' ']).next().unwrap_or_default();
    let mut out = board.to_string();
    out.push_str(match s.turn {
        Color::White => " b ",
        Color::Black => " w ",
    });
    let mut any = false;
    for color in Color::ALL {
        let letters: Vec<char> = hand_letters(t, s, color).chars().collect();
        for run in letters.chunk_by(|a, b| a == b) {
            if run.len() > 1 {
                let _ = write!(out, "{}", run.len());
            }
            out.push(run[0]);
            any = true;
        }
    }
    if !any {
        out.push('-');
    }
    let ply = 2 * u64::from(s.fullmoves.max(1) - 1) + u64::from(s.turn == Color::Black);
    let _ = write!(out, " {}", ply + 1);
    out
}

/// Whether `text` has a SFEN's shape as Fairy-Stockfish writes it: four fields, the
/// second `b` or `w`, the third `-` or counts and letters, the fourth a number. A FEN of that shape
/// (no castling field of letters, an en-passant field of digits) cannot be read as FEN.
pub(crate) fn looks_like_sfen(text: &str) -> bool {
    let fields: Vec<&str> = text.split_whitespace().collect();
    fields.len() == 4
        && !fields[0].contains('[')
        && matches!(fields[1], "b" | "w")
        && (fields[2] == "-" || fields[2].chars().all(|c| c.is_ascii_alphanumeric()))
        && fields[3].chars().all(|c| c.is_ascii_digit())
}

/// The FEN of a SFEN: its board with the hands as a pocket (when the ruleset has hands
/// or the hands are not empty), the side to move, no castling or en passant, a clock of
/// 0 and the move number of its ply.
///
/// # Errors
/// [`FenError::Sfen`] naming the field that is not SFEN.
pub(crate) fn sfen_to_fen(text: &str, with_pocket: bool) -> Result<String, FenError> {
    let bad = |reason: String| FenError::Sfen(reason);
    let fields: Vec<&str> = text.split_whitespace().collect();
    if !(3..=4).contains(&fields.len()) {
        return Err(bad(format!(
            "a SFEN has 3 or 4 fields (board, side, hands, ply); this one has {}",
            fields.len()
        )));
    }
    let board = fields[0];
    if board.contains('[') {
        return Err(bad(
            "a SFEN's board has no pocket: its hands are the third field".into(),
        ));
    }
    let turn = match fields[1] {
        "b" => 'w',
        "w" => 'b',
        other => {
            return Err(bad(format!(
                "the side to move must be `b` (the side that moves first) or `w`, not `{}`",
                fers_movement::escape_control(other)
            )));
        }
    };
    let mut hands = String::new();
    if fields[2] != "-" {
        let mut count: Option<usize> = None;
        for c in fields[2].chars() {
            if let Some(d) = c.to_digit(10) {
                count = Some(
                    count
                        .unwrap_or(0)
                        .saturating_mul(10)
                        .saturating_add(d as usize),
                );
            } else if c.is_ascii_alphabetic() {
                let n = count.take().unwrap_or(1);
                if n == 0 || hands.len().saturating_add(n) > MAX_HAND {
                    return Err(bad(format!(
                        "the hands `{}` hold 0 or more than {MAX_HAND} pieces",
                        fers_movement::escape_control(fields[2])
                    )));
                }
                hands.extend(std::iter::repeat_n(c, n));
            } else {
                return Err(bad(format!(
                    "the hands `{}` are not counts and letters (`2Pb`) or `-`",
                    fers_movement::escape_control(fields[2])
                )));
            }
        }
        if count.is_some() {
            return Err(bad(format!(
                "the hands `{}` end with a count and no letter",
                fers_movement::escape_control(fields[2])
            )));
        }
    }
    let ply: u64 = match fields.get(3) {
        None => 1,
        Some(n) => n.parse().map_err(|_| {
            bad(format!(
                "the ply number must be a number, not `{}`",
                fers_movement::escape_control(n)
            ))
        })?,
    };
    let played = ply.max(1) - 1;
    // The move number of ply `played` (from 0): black's plies are odd.
    let fullmove = (played - u64::from(turn == 'b')) / 2 + 1;
    let pocket = if with_pocket || !hands.is_empty() {
        format!("[{hands}]")
    } else {
        String::new()
    };
    Ok(format!("{board}{pocket} {turn} - - 0 {fullmove}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sfen_reads_as_fairy_stockfish_reads_it() {
        let start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
        assert!(looks_like_sfen(start));
        assert_eq!(
            sfen_to_fen(start, true).unwrap(),
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1"
        );
        // pyffish: the SFEN `... w 4PBp 40` is the FEN `...[PPPPBp] b - - 0 20`.
        let fen = sfen_to_fen("9/9/9/9/9/9/9/9/9 w 4PBp 40", true).unwrap();
        assert_eq!(fen, "9/9/9/9/9/9/9/9/9[PPPPBp] b - - 0 20");
        let fen = sfen_to_fen("9/9/9/9/9/9/9/9/9 b 4PBpb 41", true).unwrap();
        assert_eq!(fen, "9/9/9/9/9/9/9/9/9[PPPPBpb] w - - 0 21");
        assert!(!looks_like_sfen(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        ));
        assert!(!looks_like_sfen("8/8/8/8/8/8/8/8[] w - 1"));
    }

    #[test]
    fn malformed_sfen_is_refused_with_its_field() {
        let err = |t: &str| sfen_to_fen(t, true).unwrap_err().to_string();
        assert!(err("9/9 b - 1 2").contains("3 or 4 fields"));
        assert!(err("9/9 x - 1").contains("`x`"));
        assert!(err("9/9 b 2 1").contains("end with a count"));
        assert!(err("9/9 b 999999999999999999999P 1").contains("more than 512"));
        assert!(err("9/9 b P! 1").contains("counts and letters"));
        assert!(err("9/9 b - x").contains("ply number"));
    }
}
