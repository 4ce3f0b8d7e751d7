//! The keys of a `variants.ini`: every one Fairy-Stockfish reads, and those that only
//! its graphical interfaces or its engine use ([`IGNORED_KEYS`]), which Fers accepts and
//! ignores.

use super::model::PieceType;

/// Keys that change nothing in the rules, with why: Fers accepts them and ignores them.
pub const IGNORED_KEYS: &[(&str, &str)] = &[
    ("variantTemplate", "the XBoard/WinBoard interface to use"),
    ("pieceToCharTable", "the piece images of XBoard/WinBoard"),
    ("pocketSize", "the pockets XBoard/WinBoard draws"),
    ("pieceValueMg", "the engine's piece values (middle game)"),
    ("pieceValueEg", "the engine's piece values (end game)"),
];

/// The rule keys Fairy-Stockfish reads, besides the piece keys (`pawn`, `customPiece1`,
/// …) and the mobility regions (`mobilityRegionWhiteRook`, …): documented in the header
/// of its `variants.ini`, and older names it still reads.
pub const RULE_KEYS: &[&str] = &[
    "maxRank",
    "maxFile",
    "chess960",
    "twoBoards",
    "startFen",
    "pawnTypes",
    "promotionRegionWhite",
    "promotionRegionBlack",
    "promotionPawnTypes",
    "promotionPawnTypesWhite",
    "promotionPawnTypesBlack",
    "promotionPieceTypes",
    "promotionPieceTypesWhite",
    "promotionPieceTypesBlack",
    "sittuyinPromotion",
    "promotionLimit",
    "promotedPieceType",
    "piecePromotionOnCapture",
    "mandatoryPawnPromotion",
    "mandatoryPiecePromotion",
    "pieceDemotion",
    "blastOnCapture",
    "blastImmuneTypes",
    "mutuallyImmuneTypes",
    "petrifyOnCaptureTypes",
    "petrifyBlastPieces",
    "doubleStep",
    "doubleStepRegionWhite",
    "doubleStepRegionBlack",
    "tripleStepRegionWhite",
    "tripleStepRegionBlack",
    "enPassantRegion",
    "enPassantRegionWhite",
    "enPassantRegionBlack",
    "enPassantTypes",
    "enPassantTypesWhite",
    "enPassantTypesBlack",
    "castling",
    "castlingDroppedPiece",
    "castlingKingsideFile",
    "castlingQueensideFile",
    "castlingRank",
    "castlingKingFile",
    "castlingKingPiece",
    "castlingKingPieceWhite",
    "castlingKingPieceBlack",
    "castlingRookKingsideFile",
    "castlingRookQueensideFile",
    "castlingRookPieces",
    "castlingRookPiecesWhite",
    "castlingRookPiecesBlack",
    "oppositeCastling",
    "checking",
    "dropChecks",
    "mustCapture",
    "mustDrop",
    "mustDropType",
    "pieceDrops",
    "dropLoop",
    "capturesToHand",
    "firstRankPawnDrops",
    "promotionZonePawnDrops",
    "enclosingDrop",
    "enclosingDropStart",
    "dropRegionWhite",
    "dropRegionBlack",
    "sittuyinRookDrop",
    "dropOppositeColoredBishop",
    "dropPromoted",
    "dropNoDoubled",
    "dropNoDoubledCount",
    "immobilityIllegal",
    "gating",
    "wallingRule",
    "wallingRegionWhite",
    "wallingRegionBlack",
    "wallingRegion",
    "wallOrMove",
    "seirawanGating",
    "cambodianMoves",
    "diagonalLines",
    "pass",
    "passWhite",
    "passBlack",
    "passOnStalemate",
    "passOnStalemateWhite",
    "passOnStalemateBlack",
    "makpongRule",
    "flyingGeneral",
    "soldierPromotionRank",
    "flipEnclosedPieces",
    "nMoveRuleTypes",
    "nMoveRuleTypesWhite",
    "nMoveRuleTypesBlack",
    "nMoveRule",
    "nFoldRule",
    "nFoldValue",
    "nFoldValueAbsolute",
    "perpetualCheckIllegal",
    "moveRepetitionIllegal",
    "chasingRule",
    "stalemateValue",
    "stalematePieceCount",
    "checkmateValue",
    "shogiPawnDropMateIllegal",
    "shatarMateRule",
    "bikjangRule",
    "extinctionValue",
    "extinctionClaim",
    "extinctionPseudoRoyal",
    "dupleCheck",
    "extinctionPieceTypes",
    "extinctionPieceCount",
    "extinctionOpponentPieceCount",
    "flagPiece",
    "flagPieceWhite",
    "flagPieceBlack",
    "flagRegion",
    "flagRegionWhite",
    "flagRegionBlack",
    "flagPieceCount",
    "flagPieceBlockedWin",
    "flagMove",
    "flagPieceSafe",
    "checkCounting",
    "connectN",
    "connectPieceTypes",
    "connectHorizontal",
    "connectVertical",
    "connectDiagonal",
    "connectRegion1White",
    "connectRegion2White",
    "connectRegion1Black",
    "connectRegion2Black",
    "connectNxN",
    "collinearN",
    "connectValue",
    "materialCounting",
    "adjudicateFullBoard",
    "countingRule",
    "castlingWins",
    // Older names Fairy-Stockfish still reads.
    "promotionRank",
    "doubleStepRank",
    "doubleStepRankMin",
    "whiteFlag",
    "blackFlag",
    "castlingRookPiece",
    "whiteDropRegion",
    "blackDropRegion",
    "dropOnTop",
];

/// Keys only the table of built-in variants may use: facts of a built-in variant that no
/// key of the format can state (the xiangqi family's general moves as a `wazir`, which
/// the janggi palace's diagonal lines know).
/// `freeDrops` (unlimited hands: ataxx) is set in `variant.cpp` only, and no key of the
/// format reads it.
pub const BUILTIN_ONLY_KEYS: &[&str] = &["kingType", "freeDrops"];

/// The mobility-region key of a type and colour (`mobilityRegionWhiteCustomPiece1`).
pub fn mobility_key(t: PieceType, white: bool) -> String {
    let name = t.key();
    let mut chars = name.chars();
    let capitalised: String = chars
        .next()
        .map(|c| c.to_ascii_uppercase())
        .into_iter()
        .chain(chars)
        .collect();
    format!(
        "mobilityRegion{}{capitalised}",
        if white { "White" } else { "Black" }
    )
}

/// Every key of the format, for hints: rule keys, ignored keys, piece keys and mobility
/// regions.
pub fn all_keys() -> Vec<String> {
    let mut keys: Vec<String> = RULE_KEYS.iter().map(|k| k.to_string()).collect();
    keys.extend(IGNORED_KEYS.iter().map(|(k, _)| k.to_string()));
    for t in PieceType::all() {
        keys.push(t.key());
        keys.push(mobility_key(t, true));
        keys.push(mobility_key(t, false));
    }
    keys
}
