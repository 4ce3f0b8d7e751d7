//! Makruk in Thai: the files, ranks and piece names Fairy-Stockfish writes.

use fers_movement::PieceKind;

/// The files, from white's left.
pub(super) const THAI_FILES: [&str; 12] =
    ["ก", "ข", "ค", "ง", "จ", "ฉ", "ช", "ญ", "ต", "ถ", "ธ", "น"];

/// The ranks, from white's side.
pub(super) const THAI_RANKS: [&str; 12] = [
    "๑", "๒", "๓", "๔", "๕", "๖", "๗", "๘", "๙", "๑๐", "๑๑", "๑๒",
];

/// The Thai name of a piece of `kind`, by its FEN letter as makruk writes them (`k`
/// king, `s` khon, `m` met, `n` knight, `r` rook, `p` pawn, `a` ai-wok); a met that
/// promoted from a pawn is written `ง`. `X` for other pieces, as Fairy-Stockfish writes
/// them.
pub(super) fn piece(kind: &PieceKind, promoted: bool) -> &'static str {
    match kind.letter {
        'k' => "ข",
        's' => "ค",
        'm' if promoted => "ง",
        'm' => "ม็",
        'n' => "ม",
        'r' => "ร",
        'p' => "บ",
        'a' => "ว",
        _ => "X",
    }
}
