//! The rules of one Fairy-Stockfish variant as its keys set them: [`FsfVariant`], a
//! model of Fairy-Stockfish's own variant settings (its field names are the keys'), with
//! the place of the key that last set each one.
//!
//! Piece types are numbered as Fairy-Stockfish numbers them ([`PieceType`]): the order
//! matters, as it is the order in which a hand is written in FEN.

use super::problem::Place;
use std::collections::HashMap;

/// A piece type, numbered as Fairy-Stockfish numbers them: 1 `pawn` … 36 `centaur`,
/// 37 … 61 `customPiece1` … `customPiece25`, 62 the custom royal piece (`king = k:betza`),
/// 63 `king`. 0 stands for "all pieces" (`*`) where a set of types is asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PieceType(pub u8);

/// The predefined piece types, by number from 1, with their Betza notation.
pub const PREDEFINED: [(&str, &str); 36] = [
    ("pawn", "fmWfceF"),
    ("knight", "N"),
    ("bishop", "B"),
    ("rook", "R"),
    ("queen", "Q"),
    ("fers", "F"),
    ("alfil", "A"),
    ("fersAlfil", "FA"),
    ("silver", "FfW"),
    ("aiwok", "RNF"),
    ("bers", "RF"),
    ("archbishop", "BN"),
    ("chancellor", "RN"),
    ("amazon", "QN"),
    ("knibis", "mNcB"),
    ("biskni", "mBcN"),
    ("kniroo", "mNcR"),
    ("rookni", "mRcN"),
    ("shogiPawn", "fW"),
    ("lance", "fR"),
    ("shogiKnight", "fN"),
    ("gold", "WfF"),
    ("dragonHorse", "BW"),
    ("clobber", "cW"),
    ("breakthrough", "fmWfF"),
    ("immobile", ""),
    ("cannon", "mRcpR"),
    ("janggiCannon", "pR"),
    ("soldier", "fsW"),
    ("horse", "nN"),
    ("elephant", "nA"),
    ("janggiElephant", "nZ"),
    ("banner", "RcpRnN"),
    ("wazir", "W"),
    ("commoner", "K"),
    ("centaur", "KN"),
];

/// The number of custom piece slots (`customPiece1` … `customPiece25`).
pub const CUSTOM_SLOTS: u8 = 25;

impl PieceType {
    /// "All pieces" (`*`).
    pub const ALL: PieceType = PieceType(0);
    /// `pawn`.
    pub const PAWN: PieceType = PieceType(1);
    /// `knight`.
    pub const KNIGHT: PieceType = PieceType(2);
    /// `bishop`.
    pub const BISHOP: PieceType = PieceType(3);
    /// `rook`.
    pub const ROOK: PieceType = PieceType(4);
    /// `fers`.
    pub const FERS: PieceType = PieceType(6);
    /// `bers`.
    pub const BERS: PieceType = PieceType(11);
    /// `shogiPawn`.
    pub const SHOGI_PAWN: PieceType = PieceType(19);
    /// `janggiCannon`.
    pub const JANGGI_CANNON: PieceType = PieceType(28);
    /// `cannon`.
    pub const CANNON: PieceType = PieceType(27);
    /// `soldier`.
    pub const SOLDIER: PieceType = PieceType(29);
    /// `horse`.
    pub const HORSE: PieceType = PieceType(30);
    /// `elephant`.
    pub const ELEPHANT: PieceType = PieceType(31);
    /// `wazir`.
    pub const WAZIR: PieceType = PieceType(34);
    /// The first custom slot, `customPiece1`.
    pub const CUSTOM1: PieceType = PieceType(37);
    /// The custom royal piece, `king = k:betza`.
    pub const CUSTOM_ROYAL: PieceType = PieceType(62);
    /// `king`.
    pub const KING: PieceType = PieceType(63);

    /// Every type that may be declared, in Fairy-Stockfish's order.
    pub fn all() -> impl Iterator<Item = PieceType> {
        (1..=63)
            .map(PieceType)
            .filter(|t| *t != PieceType::CUSTOM_ROYAL)
    }

    /// The key naming the type (`shogiPawn`, `customPiece3`, `king`).
    pub fn key(self) -> String {
        match self.0 {
            1..=36 => PREDEFINED[usize::from(self.0) - 1].0.to_string(),
            37..=61 => format!("customPiece{}", self.0 - 36),
            62 => "king".to_string(),
            63 => "king".to_string(),
            _ => "*".to_string(),
        }
    }

    /// Whether this is a custom slot (`customPieceN`).
    pub fn is_custom(self) -> bool {
        (37..=61).contains(&self.0)
    }

    /// The Betza text of a predefined type.
    pub fn predefined_betza(self) -> Option<&'static str> {
        match self.0 {
            1..=36 => Some(PREDEFINED[usize::from(self.0) - 1].1),
            62 | 63 => Some("K"),
            _ => None,
        }
    }

    /// The type named by `key`, if any (the custom royal piece is `king` too).
    pub fn from_key(key: &str) -> Option<PieceType> {
        if key == "king" {
            return Some(PieceType::KING);
        }
        if let Some(digits) = key.strip_prefix("customPiece") {
            let n: u8 = digits
                .parse()
                .ok()
                .filter(|n| (1..=CUSTOM_SLOTS).contains(n))?;
            // `customPiece01` is not a key.
            return (n.to_string() == digits).then_some(PieceType(36 + n));
        }
        PREDEFINED
            .iter()
            .position(|(name, _)| *name == key)
            .map(|i| PieceType(i as u8 + 1))
    }
}

/// White (0) or black (1), as indices of the two-colour fields.
pub const WHITE: usize = 0;
/// Black's index.
pub const BLACK: usize = 1;

/// Files and ranks of Fairy-Stockfish's largest board.
pub const MAX_FILES: u8 = 12;
/// Ranks of Fairy-Stockfish's largest board.
pub const MAX_RANKS: u8 = 10;

/// A set of squares of Fairy-Stockfish's largest board (12 files, 10 ranks), by
/// absolute file and rank from 0 (`a1` is (0, 0)), as its `Bitboard` values are.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct SquareSet(pub u128);

impl SquareSet {
    /// No square.
    pub const EMPTY: SquareSet = SquareSet(0);
    /// Every square of the largest board (Fairy-Stockfish's `AllSquares`).
    pub const ALL: SquareSet = SquareSet((1u128 << 120) - 1);

    fn bit(file: u8, rank: u8) -> u128 {
        1u128 << (u32::from(rank) * u32::from(MAX_FILES) + u32::from(file))
    }

    /// The one square.
    pub fn square(file: u8, rank: u8) -> SquareSet {
        SquareSet(Self::bit(file, rank))
    }

    /// A whole rank.
    pub fn rank(rank: u8) -> SquareSet {
        SquareSet((0..MAX_FILES).fold(0, |b, f| b | Self::bit(f, rank)))
    }

    /// A whole file.
    pub fn file(file: u8) -> SquareSet {
        SquareSet((0..MAX_RANKS).fold(0, |b, r| b | Self::bit(file, r)))
    }

    /// Whether (`file`, `rank`) is in the set.
    pub fn contains(self, file: u8, rank: u8) -> bool {
        file < MAX_FILES && rank < MAX_RANKS && self.0 & Self::bit(file, rank) != 0
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The union.
    pub fn union(self, other: SquareSet) -> SquareSet {
        SquareSet(self.0 | other.0)
    }

    /// The squares of a board of `files` × `ranks` in the set.
    pub fn within(self, files: u8, ranks: u8) -> SquareSet {
        let mut out = 0;
        for r in 0..ranks.min(MAX_RANKS) {
            for f in 0..files.min(MAX_FILES) {
                out |= self.0 & Self::bit(f, r);
            }
        }
        SquareSet(out)
    }

    /// The squares, rank by rank from a1.
    pub fn squares(self) -> impl Iterator<Item = (u8, u8)> {
        (0..MAX_RANKS)
            .flat_map(|r| (0..MAX_FILES).map(move |f| (f, r)))
            .filter(move |&(f, r)| self.contains(f, r))
    }
}

/// A game result for the side it happens to (`win`, `loss`, `draw`, or `none`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameValue {
    /// `win`.
    Win,
    /// `loss`.
    Loss,
    /// `draw`.
    Draw,
    /// `none`: the rule does not apply.
    None,
}

/// A set of piece types, as a bit per [`PieceType`] number (bit 0: all pieces, `*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct TypeSet(pub u64);

impl TypeSet {
    /// The set of one type.
    pub fn of(t: PieceType) -> TypeSet {
        TypeSet(1 << t.0)
    }
    /// Whether `t` is in the set.
    pub fn has(self, t: PieceType) -> bool {
        self.0 & (1 << t.0) != 0
    }
    /// The set with `t`.
    pub fn with(self, t: PieceType) -> TypeSet {
        TypeSet(self.0 | 1 << t.0)
    }
    /// The set without `t`.
    pub fn without(self, t: PieceType) -> TypeSet {
        TypeSet(self.0 & !(1 << t.0))
    }
    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The types of the set, in order (the "all pieces" bit as [`PieceType::ALL`]).
    pub fn types_of(self) -> impl Iterator<Item = PieceType> {
        (0..64u8)
            .filter(move |i| self.0 & (1 << i) != 0)
            .map(PieceType)
    }
}

/// The enclosing rules of Fairy-Stockfish (`enclosingDrop`, `flipEnclosedPieces`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Enclosing {
    /// `none`.
    None,
    /// Any other rule (`reversi`, `ataxx`, …), by name.
    Rule(&'static str),
}

/// Fairy-Stockfish's variant settings, as the keys set them.
#[derive(Debug, Clone)]
pub struct FsfVariant {
    /// `maxRank` (0-based: 7 is eight ranks).
    pub max_rank: u8,
    /// `maxFile` (0-based).
    pub max_file: u8,
    /// Each type's letter, lowercase, if the type is declared.
    pub letters: [Option<char>; 64],
    /// The Betza text of custom types (and of the custom royal piece, at its number).
    pub custom_betza: HashMap<PieceType, String>,
    /// The type whose moves the `king` makes: `king` itself, a custom royal piece, or a
    /// predefined type (the built-in xiangqi family's general moves as a `wazir`).
    pub king_type: PieceType,
    /// `mobilityRegion{White,Black}{Piece}`: where each type may stand, if limited.
    pub mobility_region: [HashMap<PieceType, SquareSet>; 2],
    /// `chess960`.
    pub chess960: bool,
    /// `twoBoards`.
    pub two_boards: bool,
    /// `startFen`.
    pub start_fen: String,
    /// `promotionRegion{White,Black}`.
    pub promotion_region: [SquareSet; 2],
    /// `promotionPawnTypes{White,Black}`.
    pub promotion_pawn_types: [TypeSet; 2],
    /// `promotionPieceTypes{White,Black}`.
    pub promotion_piece_types: [TypeSet; 2],
    /// `sittuyinPromotion`.
    pub sittuyin_promotion: bool,
    /// `promotionLimit`, by type (absent: no limit).
    pub promotion_limit: HashMap<PieceType, i64>,
    /// `promotedPieceType`, by type.
    pub promoted_piece_type: HashMap<PieceType, PieceType>,
    /// `piecePromotionOnCapture`.
    pub piece_promotion_on_capture: bool,
    /// `mandatoryPawnPromotion`.
    pub mandatory_pawn_promotion: bool,
    /// `mandatoryPiecePromotion`.
    pub mandatory_piece_promotion: bool,
    /// `pieceDemotion`.
    pub piece_demotion: bool,
    /// `blastOnCapture`.
    pub blast_on_capture: bool,
    /// `blastImmuneTypes`.
    pub blast_immune_types: TypeSet,
    /// `mutuallyImmuneTypes`.
    pub mutually_immune_types: TypeSet,
    /// `petrifyOnCaptureTypes`.
    pub petrify_on_capture_types: TypeSet,
    /// `petrifyBlastPieces`.
    pub petrify_blast_pieces: bool,
    /// `doubleStep`.
    pub double_step: bool,
    /// `doubleStepRegion{White,Black}`.
    pub double_step_region: [SquareSet; 2],
    /// `tripleStepRegion{White,Black}`.
    pub triple_step_region: [SquareSet; 2],
    /// `enPassantRegion{White,Black}`.
    pub en_passant_region: [SquareSet; 2],
    /// `enPassantTypes{White,Black}`.
    pub en_passant_types: [TypeSet; 2],
    /// `castling`.
    pub castling: bool,
    /// `castlingDroppedPiece`.
    pub castling_dropped_piece: bool,
    /// `castlingKingsideFile` (0-based).
    pub castling_kingside_file: u8,
    /// `castlingQueensideFile`.
    pub castling_queenside_file: u8,
    /// `castlingRank` (0-based, relative).
    pub castling_rank: u8,
    /// `castlingKingFile`.
    pub castling_king_file: u8,
    /// `castlingKingPiece{White,Black}`.
    pub castling_king_piece: [PieceType; 2],
    /// `castlingRookKingsideFile`.
    pub castling_rook_kingside_file: u8,
    /// `castlingRookQueensideFile`.
    pub castling_rook_queenside_file: u8,
    /// `castlingRookPieces{White,Black}`.
    pub castling_rook_pieces: [TypeSet; 2],
    /// `oppositeCastling`.
    pub opposite_castling: bool,
    /// `checking`.
    pub checking: bool,
    /// `dropChecks`.
    pub drop_checks: bool,
    /// `mustCapture`.
    pub must_capture: bool,
    /// `mustDrop`.
    pub must_drop: bool,
    /// `mustDropType`.
    pub must_drop_type: PieceType,
    /// `pieceDrops`.
    pub piece_drops: bool,
    /// `freeDrops` (built-in variants only: ataxx): the hands never run out.
    pub free_drops: bool,
    /// `dropLoop`.
    pub drop_loop: bool,
    /// `capturesToHand`.
    pub captures_to_hand: bool,
    /// `firstRankPawnDrops`.
    pub first_rank_pawn_drops: bool,
    /// `promotionZonePawnDrops`.
    pub promotion_zone_pawn_drops: bool,
    /// `enclosingDrop`.
    pub enclosing_drop: Enclosing,
    /// `enclosingDropStart`.
    pub enclosing_drop_start: SquareSet,
    /// `dropRegion{White,Black}`.
    pub drop_region: [SquareSet; 2],
    /// `sittuyinRookDrop`.
    pub sittuyin_rook_drop: bool,
    /// `dropOppositeColoredBishop`.
    pub drop_opposite_colored_bishop: bool,
    /// `dropPromoted`.
    pub drop_promoted: bool,
    /// `dropNoDoubled` (none: [`PieceType::ALL`]).
    pub drop_no_doubled: PieceType,
    /// `dropNoDoubledCount`.
    pub drop_no_doubled_count: i64,
    /// `immobilityIllegal`.
    pub immobility_illegal: bool,
    /// `gating`.
    pub gating: bool,
    /// `wallingRule` (`none` … `static`).
    pub walling_rule: &'static str,
    /// `wallingRegion{White,Black}`.
    pub walling_region: [SquareSet; 2],
    /// `wallOrMove`.
    pub wall_or_move: bool,
    /// `seirawanGating`.
    pub seirawan_gating: bool,
    /// `cambodianMoves`.
    pub cambodian_moves: bool,
    /// `diagonalLines`.
    pub diagonal_lines: SquareSet,
    /// `pass{White,Black}`.
    pub pass: [bool; 2],
    /// `passOnStalemate{White,Black}`.
    pub pass_on_stalemate: [bool; 2],
    /// `makpongRule`.
    pub makpong_rule: bool,
    /// `flyingGeneral`.
    pub flying_general: bool,
    /// `soldierPromotionRank` (0-based, relative).
    pub soldier_promotion_rank: u8,
    /// `flipEnclosedPieces`.
    pub flip_enclosed_pieces: Enclosing,
    /// `nMoveRuleTypes{White,Black}`.
    pub n_move_rule_types: [TypeSet; 2],
    /// `nMoveRule`.
    pub n_move_rule: i64,
    /// `nFoldRule`.
    pub n_fold_rule: i64,
    /// `nFoldValue`.
    pub n_fold_value: GameValue,
    /// `nFoldValueAbsolute`.
    pub n_fold_value_absolute: bool,
    /// `perpetualCheckIllegal`.
    pub perpetual_check_illegal: bool,
    /// `moveRepetitionIllegal`.
    pub move_repetition_illegal: bool,
    /// `chasingRule` (`none` or `axf`).
    pub chasing_rule: &'static str,
    /// `stalemateValue`.
    pub stalemate_value: GameValue,
    /// `stalematePieceCount`.
    pub stalemate_piece_count: bool,
    /// `checkmateValue`.
    pub checkmate_value: GameValue,
    /// `shogiPawnDropMateIllegal`.
    pub shogi_pawn_drop_mate_illegal: bool,
    /// `shatarMateRule`.
    pub shatar_mate_rule: bool,
    /// `bikjangRule`.
    pub bikjang_rule: bool,
    /// `extinctionValue`.
    pub extinction_value: GameValue,
    /// `extinctionClaim`.
    pub extinction_claim: bool,
    /// `extinctionPseudoRoyal`.
    pub extinction_pseudo_royal: bool,
    /// `dupleCheck`.
    pub duple_check: bool,
    /// `extinctionPieceTypes`.
    pub extinction_piece_types: TypeSet,
    /// `extinctionPieceCount`.
    pub extinction_piece_count: i64,
    /// `extinctionOpponentPieceCount`.
    pub extinction_opponent_piece_count: i64,
    /// `flagPiece{White,Black}` ([`PieceType::ALL`]: any piece).
    pub flag_piece: [PieceType; 2],
    /// `flagRegion{White,Black}`.
    pub flag_region: [SquareSet; 2],
    /// `flagPieceCount`.
    pub flag_piece_count: i64,
    /// `flagPieceBlockedWin`.
    pub flag_piece_blocked_win: bool,
    /// `flagMove`.
    pub flag_move: bool,
    /// `flagPieceSafe`.
    pub flag_piece_safe: bool,
    /// `checkCounting`.
    pub check_counting: bool,
    /// `connectN`.
    pub connect_n: i64,
    /// `connectNxN`.
    pub connect_nxn: i64,
    /// `collinearN`.
    pub collinear_n: i64,
    /// `connectPieceTypes` (default: all pieces).
    pub connect_piece_types: TypeSet,
    /// `connectHorizontal`, `connectVertical`, `connectDiagonal`.
    pub connect_directions: [bool; 3],
    /// `connectValue`: what connecting means for the side that did it.
    pub connect_value: GameValue,
    /// `connectRegion1{White,Black}` and `connectRegion2{White,Black}`.
    pub connect_regions: [SquareSet; 4],
    /// `materialCounting` (`none`, `janggi`, `unweighted`, `whitedrawodds`,
    /// `blackdrawodds`).
    pub material_counting: &'static str,
    /// `adjudicateFullBoard`.
    pub adjudicate_full_board: bool,
    /// `countingRule` (`none`, `makruk`, `cambodian`, `asean`).
    pub counting_rule: &'static str,
    /// `castlingWins`, as its letters.
    pub castling_wins: String,
    /// Where each key was last given (keys that set several fields, as `pawnTypes`,
    /// under their own name); [`Origin::seq`] tells which of two keys came last.
    pub origins: HashMap<String, Origin>,
}

/// Where a value came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Origin {
    /// The section that set it.
    pub section: String,
    /// Whether that section is one of the built-in variants.
    pub builtin: bool,
    /// The place of the key in its text.
    pub at: Place,
    /// The place of the value.
    pub value_at: Place,
    /// The text of the line, `key = value`.
    pub line: String,
    /// The order in which keys were applied, counted over the whole chain of sections.
    pub seq: usize,
}

impl FsfVariant {
    /// A fresh section's settings: Fairy-Stockfish's defaults, with no piece at all.
    pub fn fresh() -> FsfVariant {
        let pawn = TypeSet::of(PieceType::PAWN);
        FsfVariant {
            max_rank: 7,
            max_file: 7,
            letters: [None; 64],
            custom_betza: HashMap::new(),
            king_type: PieceType::KING,
            mobility_region: [HashMap::new(), HashMap::new()],
            chess960: false,
            two_boards: false,
            start_fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".to_string(),
            promotion_region: [SquareSet::rank(7), SquareSet::rank(0)],
            promotion_pawn_types: [pawn; 2],
            promotion_piece_types: [TypeSet::default(); 2],
            sittuyin_promotion: false,
            promotion_limit: HashMap::new(),
            promoted_piece_type: HashMap::new(),
            piece_promotion_on_capture: false,
            mandatory_pawn_promotion: true,
            mandatory_piece_promotion: false,
            piece_demotion: false,
            blast_on_capture: false,
            blast_immune_types: TypeSet::default(),
            mutually_immune_types: TypeSet::default(),
            petrify_on_capture_types: TypeSet::default(),
            petrify_blast_pieces: false,
            double_step: true,
            double_step_region: [SquareSet::rank(1), SquareSet::rank(6)],
            triple_step_region: [SquareSet::EMPTY; 2],
            en_passant_region: [SquareSet::ALL; 2],
            en_passant_types: [pawn; 2],
            castling: true,
            castling_dropped_piece: false,
            castling_kingside_file: 6,
            castling_queenside_file: 2,
            castling_rank: 0,
            castling_king_file: 4,
            castling_king_piece: [PieceType::KING; 2],
            castling_rook_kingside_file: MAX_FILES - 1,
            castling_rook_queenside_file: 0,
            castling_rook_pieces: [TypeSet::of(PieceType::ROOK); 2],
            opposite_castling: false,
            checking: true,
            drop_checks: true,
            must_capture: false,
            must_drop: false,
            must_drop_type: PieceType::ALL,
            piece_drops: false,
            free_drops: false,
            drop_loop: false,
            captures_to_hand: false,
            first_rank_pawn_drops: false,
            promotion_zone_pawn_drops: false,
            enclosing_drop: Enclosing::None,
            enclosing_drop_start: SquareSet::EMPTY,
            drop_region: [SquareSet::ALL; 2],
            sittuyin_rook_drop: false,
            drop_opposite_colored_bishop: false,
            drop_promoted: false,
            drop_no_doubled: PieceType::ALL,
            drop_no_doubled_count: 1,
            immobility_illegal: false,
            gating: false,
            walling_rule: "none",
            walling_region: [SquareSet::ALL; 2],
            wall_or_move: false,
            seirawan_gating: false,
            cambodian_moves: false,
            diagonal_lines: SquareSet::EMPTY,
            pass: [false; 2],
            pass_on_stalemate: [false; 2],
            makpong_rule: false,
            flying_general: false,
            soldier_promotion_rank: 0,
            flip_enclosed_pieces: Enclosing::None,
            n_move_rule_types: [pawn; 2],
            n_move_rule: 50,
            n_fold_rule: 3,
            n_fold_value: GameValue::Draw,
            n_fold_value_absolute: false,
            perpetual_check_illegal: false,
            move_repetition_illegal: false,
            chasing_rule: "none",
            stalemate_value: GameValue::Draw,
            stalemate_piece_count: false,
            checkmate_value: GameValue::Loss,
            shogi_pawn_drop_mate_illegal: false,
            shatar_mate_rule: false,
            bikjang_rule: false,
            extinction_value: GameValue::None,
            extinction_claim: false,
            extinction_pseudo_royal: false,
            duple_check: false,
            extinction_piece_types: TypeSet::default(),
            extinction_piece_count: 0,
            extinction_opponent_piece_count: 0,
            flag_piece: [PieceType::ALL; 2],
            flag_region: [SquareSet::EMPTY; 2],
            flag_piece_count: 1,
            flag_piece_blocked_win: false,
            flag_move: false,
            flag_piece_safe: false,
            check_counting: false,
            connect_n: 0,
            connect_nxn: 0,
            collinear_n: 0,
            connect_piece_types: TypeSet(1),
            connect_directions: [true; 3],
            connect_value: GameValue::Win,
            connect_regions: [SquareSet::EMPTY; 4],
            material_counting: "none",
            adjudicate_full_board: false,
            counting_rule: "none",
            castling_wins: String::new(),
            origins: HashMap::new(),
        }
    }

    /// The declared types, in Fairy-Stockfish's order.
    pub fn types(&self) -> impl Iterator<Item = PieceType> + '_ {
        PieceType::all().filter(|t| self.letters[usize::from(t.0)].is_some())
    }

    /// The letter of a declared type.
    pub fn letter(&self, t: PieceType) -> Option<char> {
        self.letters.get(usize::from(t.0)).copied().flatten()
    }

    /// The declared type written `letter` (either case), if any.
    pub fn type_of_letter(&self, letter: char) -> Option<PieceType> {
        let l = letter.to_ascii_lowercase();
        self.types().find(|&t| self.letter(t) == Some(l))
    }

    /// Declares `t` with `letter`, dropping any other type with that letter first (as
    /// Fairy-Stockfish does).
    pub fn add_piece(&mut self, t: PieceType, letter: char) {
        if let Some(other) = self.type_of_letter(letter) {
            self.remove_piece(other);
        }
        self.letters[usize::from(t.0)] = Some(letter.to_ascii_lowercase());
    }

    /// Drops `t`, and drops it from the promotion targets (as Fairy-Stockfish does).
    pub fn remove_piece(&mut self, t: PieceType) {
        self.letters[usize::from(t.0)] = None;
        for c in [WHITE, BLACK] {
            self.promotion_piece_types[c] = self.promotion_piece_types[c].without(t);
        }
    }

    /// The number of files.
    pub fn files(&self) -> u8 {
        self.max_file + 1
    }

    /// The number of ranks.
    pub fn ranks(&self) -> u8 {
        self.max_rank + 1
    }

    /// The key among `keys` given last (with where), if any was given.
    pub fn origin(&self, keys: &[&str]) -> Option<&Origin> {
        keys.iter()
            .filter_map(|k| self.origins.get(*k))
            .max_by_key(|o| o.seq)
    }

    /// The Betza text type `t` moves by (the `king` by its king type's).
    pub fn betza(&self, t: PieceType) -> String {
        let t = if t == PieceType::KING {
            self.king_type
        } else {
            t
        };
        match self.custom_betza.get(&t) {
            Some(b) => b.clone(),
            None => t.predefined_betza().unwrap_or("").to_string(),
        }
    }

    /// Fairy-Stockfish's last step when a variant is complete: no double steps without
    /// the rule, and no rule without a region.
    pub fn conclude(&mut self) {
        if !self.double_step {
            self.double_step_region = [SquareSet::EMPTY; 2];
        }
        if self.double_step_region.iter().all(|r| r.is_empty()) {
            self.double_step = false;
        }
    }
}
