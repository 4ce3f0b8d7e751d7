//! One section's keys applied to a variant's settings, in the order Fairy-Stockfish
//! applies them (the order matters: piece keys come first, so that later keys name the
//! section's own pieces by letter; `pawnTypes` before the keys it is short for).

use super::keys::{BUILTIN_ONLY_KEYS, IGNORED_KEYS, all_keys, mobility_key};
use super::model::{BLACK, Enclosing, FsfVariant, Origin, PieceType, SquareSet, WHITE};
use super::problem::IniProblem;
use super::read::{Entry, Section};
use super::values::{self as val, bad};
use crate::diagnostic::nearest;
use std::collections::HashSet;

/// Applies `section`'s keys to `v`; `builtin` for a section of the built-in table.
/// Returns the problems found (the keys that had them are not applied).
pub fn apply(
    v: &mut FsfVariant,
    section: &Section,
    builtin: bool,
    seq: &mut usize,
) -> Vec<IniProblem> {
    let mut a = Applier {
        v,
        section,
        builtin,
        seq,
        used: HashSet::new(),
        problems: Vec::new(),
    };
    a.run();
    a.unknown_keys();
    a.problems
}

struct Applier<'a> {
    v: &'a mut FsfVariant,
    section: &'a Section,
    builtin: bool,
    seq: &'a mut usize,
    used: HashSet<&'a str>,
    problems: Vec<IniProblem>,
}

/// Sets `$field` from key `$key` read by `$read`, keeping problems.
macro_rules! set {
    ($a:ident, $key:expr, $read:expr, |$v:ident, $x:ident| $body:expr) => {
        if let Some(e) = $a.entry($key) {
            match $read(e) {
                Ok($x) => {
                    let $v = &mut *$a.v;
                    $body;
                }
                Err(p) => $a.problems.push(p),
            }
        }
    };
}

impl<'a> Applier<'a> {
    /// The entry of `key`, marked used and its origin recorded.
    fn entry(&mut self, key: &str) -> Option<&'a Entry> {
        let e = self.section.entry(key)?;
        self.used.insert(&e.key);
        *self.seq += 1;
        self.v.origins.insert(
            key.to_string(),
            Origin {
                section: self.section.name.clone(),
                builtin: self.builtin,
                at: e.key_at,
                value_at: e.value_at,
                line: format!("{} = {}", e.key, e.value),
                seq: *self.seq,
            },
        );
        Some(e)
    }

    fn run(&mut self) {
        set!(self, "maxRank", |e: &Entry| board(e, 10), |v, x| v
            .max_rank =
            x);
        set!(self, "maxFile", |e: &Entry| board_file(e), |v, x| v
            .max_file =
            x);
        self.pieces();
        for key in ["pieceValueMg", "pieceValueEg"] {
            if let Some(e) = self.entry(key)
                && let Err(p) = val::letter_numbers(e, self.v)
            {
                self.problems.push(p);
            }
        }
        self.older_names();
        self.pawn_types();
        self.promotion();
        self.moves_and_castling();
        self.drops();
        self.special_moves();
        self.game_end();
        self.goals();
        if self.builtin
            && let Some(e) = self.entry("kingType")
        {
            match PieceType::from_key(&e.value) {
                Some(t) => self.v.king_type = t,
                None => self.problems.push(bad(e, "a piece type")),
            }
        }
        if self.builtin
            && let Some(e) = self.entry("freeDrops")
        {
            match val::boolean(e) {
                Ok(b) => self.v.free_drops = b,
                Err(p) => self.problems.push(p),
            }
        }
    }

    /// Piece keys, each followed by its mobility regions.
    fn pieces(&mut self) {
        for t in PieceType::all() {
            let key = t.key();
            if let Some(e) = self.entry(&key)
                && let Err(p) = self.piece(t, e)
            {
                self.problems.push(p);
            }
            for (c, white) in [(WHITE, true), (BLACK, false)] {
                let k = mobility_key(t, white);
                set!(self, &k, val::squares, |v, x| {
                    v.mobility_region[c].insert(t, x);
                });
            }
        }
    }

    fn piece(&mut self, t: PieceType, e: &Entry) -> Result<(), IniProblem> {
        let mut chars = e.value.chars();
        let first = chars.next().unwrap_or('-');
        if first == '-' && e.value.len() == 1 {
            self.v.remove_piece(t);
            return Ok(());
        }
        if !first.is_ascii_alphabetic() {
            return Err(bad(e, "a piece letter, or `-` to remove the piece"));
        }
        let rest: String = chars.collect();
        let betza = match rest.strip_prefix(':') {
            Some(b) => Some(b.trim().to_string()),
            None if rest.is_empty() => None,
            None => return Err(bad(e, "a letter, or a letter, `:` and Betza notation")),
        };
        if t.is_custom() && betza.is_none() {
            return Err(bad(
                e,
                "a letter, `:` and the piece's moves in Betza notation, such as `a:mRcpR`",
            ));
        }
        if !t.is_custom() && t != PieceType::KING && betza.is_some() {
            return Err(bad(
                e,
                "a letter only: this piece's moves are its own (a customPiece takes Betza notation)",
            ));
        }
        self.v.add_piece(t, first);
        match betza {
            Some(b) if t == PieceType::KING => {
                self.v.custom_betza.insert(PieceType::CUSTOM_ROYAL, b);
                self.v.king_type = PieceType::CUSTOM_ROYAL;
            }
            None if t == PieceType::KING => self.v.king_type = PieceType::KING,
            Some(b) => {
                if b.contains('e') {
                    for c in [WHITE, BLACK] {
                        self.v.en_passant_types[c] = self.v.en_passant_types[c].with(t);
                    }
                }
                self.v.custom_betza.insert(t, b);
            }
            None => {}
        }
        Ok(())
    }

    /// Names Fairy-Stockfish still reads from its older files.
    fn older_names(&mut self) {
        set!(self, "promotionRank", val::rank, |v, r| {
            for c in [WHITE, BLACK] {
                v.promotion_region[c] = zone(c, r, v.max_rank);
            }
        });
        let mut double = (1u8, 1u8, false);
        set!(self, "doubleStepRank", val::rank, |_v, r| {
            double.0 = r;
            double.2 = true;
        });
        set!(self, "doubleStepRankMin", val::rank, |_v, r| {
            double.1 = r;
            double.2 = true;
        });
        if double.2 {
            for c in [WHITE, BLACK] {
                let mut region = SquareSet::EMPTY;
                for r in double.1..=double.0 {
                    region = region.union(SquareSet::rank(relative(c, r, self.v.max_rank)));
                }
                self.v.double_step_region[c] = region;
            }
        }
        set!(self, "whiteFlag", val::squares, |v, x| v.flag_region
            [WHITE] = x);
        set!(self, "blackFlag", val::squares, |v, x| v.flag_region
            [BLACK] = x);
        if let Some(e) = self.entry("castlingRookPiece") {
            match val::piece_set(e, self.v, false) {
                Ok(s) => self.v.castling_rook_pieces = [s; 2],
                Err(p) => self.problems.push(p),
            }
        }
        set!(self, "whiteDropRegion", val::squares, |v, x| v
            .drop_region[WHITE] =
            x);
        set!(self, "blackDropRegion", val::squares, |v, x| v
            .drop_region[BLACK] =
            x);
        set!(self, "dropOnTop", val::boolean, |v, x| if x {
            v.enclosing_drop = Enclosing::Rule("top");
        });
    }

    fn pawn_types(&mut self) {
        if let Some(e) = self.entry("pawnTypes") {
            match val::piece_set(e, self.v, false) {
                Ok(s) => {
                    self.v.promotion_pawn_types = [s; 2];
                    self.v.en_passant_types = [s; 2];
                    self.v.n_move_rule_types = [s; 2];
                }
                Err(p) => self.problems.push(p),
            }
        }
    }

    /// A set of piece types for both colours (`key`), then for each (`keyWhite`,
    /// `keyBlack`).
    fn sets(
        &mut self,
        key: &str,
        star: bool,
        field: fn(&mut FsfVariant) -> &mut [super::model::TypeSet; 2],
    ) {
        for (k, colours) in [
            (key.to_string(), &[WHITE, BLACK][..]),
            (format!("{key}White"), &[WHITE][..]),
            (format!("{key}Black"), &[BLACK][..]),
        ] {
            if let Some(e) = self.entry(&k) {
                match val::piece_set(e, self.v, star) {
                    Ok(s) => {
                        for &c in colours {
                            field(self.v)[c] = s;
                        }
                    }
                    Err(p) => self.problems.push(p),
                }
            }
        }
    }

    fn regions(
        &mut self,
        key: &str,
        both: bool,
        field: fn(&mut FsfVariant) -> &mut [SquareSet; 2],
    ) {
        let mut keys: Vec<(String, &[usize])> = Vec::new();
        if both {
            keys.push((key.to_string(), &[WHITE, BLACK]));
        }
        keys.push((format!("{key}White"), &[WHITE]));
        keys.push((format!("{key}Black"), &[BLACK]));
        for (k, colours) in keys {
            if let Some(e) = self.entry(&k) {
                match val::squares(e) {
                    Ok(s) => {
                        for &c in colours {
                            field(self.v)[c] = s;
                        }
                    }
                    Err(p) => self.problems.push(p),
                }
            }
        }
    }

    fn promotion(&mut self) {
        for key in ["variantTemplate", "pieceToCharTable", "pocketSize"] {
            self.entry(key);
        }
        set!(self, "chess960", val::boolean, |v, x| v.chess960 = x);
        set!(self, "twoBoards", val::boolean, |v, x| v.two_boards = x);
        set!(
            self,
            "startFen",
            |e: &Entry| Ok::<_, IniProblem>(e.value.clone()),
            |v, x| v.start_fen = x
        );
        self.regions("promotionRegion", false, |v| &mut v.promotion_region);
        self.sets("promotionPawnTypes", false, |v| &mut v.promotion_pawn_types);
        self.sets("promotionPieceTypes", false, |v| {
            &mut v.promotion_piece_types
        });
        set!(self, "sittuyinPromotion", val::boolean, |v, x| v
            .sittuyin_promotion =
            x);
        if let Some(e) = self.entry("promotionLimit") {
            match val::letter_numbers(e, self.v) {
                Ok(pairs) => self.v.promotion_limit.extend(pairs),
                Err(p) => self.problems.push(p),
            }
        }
        if let Some(e) = self.entry("promotedPieceType") {
            match val::letter_pairs(e, self.v) {
                Ok(pairs) => {
                    for (from, to) in pairs {
                        if to == PieceType::ALL {
                            self.v.promoted_piece_type.remove(&from);
                        } else {
                            self.v.promoted_piece_type.insert(from, to);
                        }
                    }
                }
                Err(p) => self.problems.push(p),
            }
        }
        set!(self, "piecePromotionOnCapture", val::boolean, |v, x| v
            .piece_promotion_on_capture =
            x);
        set!(self, "mandatoryPawnPromotion", val::boolean, |v, x| v
            .mandatory_pawn_promotion =
            x);
        set!(self, "mandatoryPiecePromotion", val::boolean, |v, x| v
            .mandatory_piece_promotion =
            x);
        set!(self, "pieceDemotion", val::boolean, |v, x| v
            .piece_demotion =
            x);
        set!(self, "blastOnCapture", val::boolean, |v, x| v
            .blast_on_capture =
            x);
        for (key, field) in [
            ("blastImmuneTypes", 0),
            ("mutuallyImmuneTypes", 1),
            ("petrifyOnCaptureTypes", 2),
        ] {
            if let Some(e) = self.entry(key) {
                match val::piece_set(e, self.v, false) {
                    Ok(s) => match field {
                        0 => self.v.blast_immune_types = s,
                        1 => self.v.mutually_immune_types = s,
                        _ => self.v.petrify_on_capture_types = s,
                    },
                    Err(p) => self.problems.push(p),
                }
            }
        }
        set!(self, "petrifyBlastPieces", val::boolean, |v, x| v
            .petrify_blast_pieces =
            x);
    }

    fn moves_and_castling(&mut self) {
        set!(self, "doubleStep", val::boolean, |v, x| v.double_step = x);
        self.regions("doubleStepRegion", false, |v| &mut v.double_step_region);
        self.regions("tripleStepRegion", false, |v| &mut v.triple_step_region);
        self.regions("enPassantRegion", true, |v| &mut v.en_passant_region);
        self.sets("enPassantTypes", false, |v| &mut v.en_passant_types);
        set!(self, "castling", val::boolean, |v, x| v.castling = x);
        set!(self, "castlingDroppedPiece", val::boolean, |v, x| v
            .castling_dropped_piece =
            x);
        set!(self, "castlingKingsideFile", val::file, |v, x| v
            .castling_kingside_file =
            x);
        set!(self, "castlingQueensideFile", val::file, |v, x| v
            .castling_queenside_file =
            x);
        set!(self, "castlingRank", val::rank, |v, x| v.castling_rank = x);
        set!(self, "castlingKingFile", val::file, |v, x| v
            .castling_king_file =
            x);
        for (k, colours) in [
            ("castlingKingPiece", &[WHITE, BLACK][..]),
            ("castlingKingPieceWhite", &[WHITE][..]),
            ("castlingKingPieceBlack", &[BLACK][..]),
        ] {
            if let Some(e) = self.entry(k) {
                match val::piece_type(e, self.v, false) {
                    Ok(t) => {
                        for &c in colours {
                            self.v.castling_king_piece[c] = t;
                        }
                    }
                    Err(p) => self.problems.push(p),
                }
            }
        }
        set!(self, "castlingRookKingsideFile", val::file, |v, x| v
            .castling_rook_kingside_file =
            x);
        set!(self, "castlingRookQueensideFile", val::file, |v, x| v
            .castling_rook_queenside_file =
            x);
        self.sets("castlingRookPieces", false, |v| &mut v.castling_rook_pieces);
        set!(self, "oppositeCastling", val::boolean, |v, x| v
            .opposite_castling =
            x);
        set!(self, "checking", val::boolean, |v, x| v.checking = x);
        set!(self, "dropChecks", val::boolean, |v, x| v.drop_checks = x);
        set!(self, "mustCapture", val::boolean, |v, x| v.must_capture = x);
        set!(self, "mustDrop", val::boolean, |v, x| v.must_drop = x);
        if let Some(e) = self.entry("mustDropType") {
            match val::piece_type(e, self.v, true) {
                Ok(t) => self.v.must_drop_type = t,
                Err(p) => self.problems.push(p),
            }
        }
    }

    fn drops(&mut self) {
        set!(self, "pieceDrops", val::boolean, |v, x| v.piece_drops = x);
        set!(self, "dropLoop", val::boolean, |v, x| v.drop_loop = x);
        set!(self, "capturesToHand", val::boolean, |v, x| v
            .captures_to_hand =
            x);
        set!(self, "firstRankPawnDrops", val::boolean, |v, x| v
            .first_rank_pawn_drops =
            x);
        set!(self, "promotionZonePawnDrops", val::boolean, |v, x| v
            .promotion_zone_pawn_drops =
            x);
        set!(self, "enclosingDrop", enclosing, |v, x| v.enclosing_drop =
            x);
        set!(self, "enclosingDropStart", val::squares, |v, x| v
            .enclosing_drop_start =
            x);
        self.regions("dropRegion", false, |v| &mut v.drop_region);
        set!(self, "sittuyinRookDrop", val::boolean, |v, x| v
            .sittuyin_rook_drop =
            x);
        set!(self, "dropOppositeColoredBishop", val::boolean, |v, x| v
            .drop_opposite_colored_bishop =
            x);
        set!(self, "dropPromoted", val::boolean, |v, x| v.drop_promoted =
            x);
        if let Some(e) = self.entry("dropNoDoubled") {
            match val::piece_type(e, self.v, false) {
                Ok(t) => self.v.drop_no_doubled = t,
                Err(p) => self.problems.push(p),
            }
        }
        set!(self, "dropNoDoubledCount", val::int, |v, x| v
            .drop_no_doubled_count =
            x);
        set!(self, "immobilityIllegal", val::boolean, |v, x| v
            .immobility_illegal =
            x);
        set!(self, "gating", val::boolean, |v, x| v.gating = x);
        set!(
            self,
            "wallingRule",
            |e| val::word(e, &["none", "arrow", "duck", "edge", "past", "static"]),
            |v, x| v.walling_rule = x
        );
        self.regions("wallingRegion", false, |v| &mut v.walling_region);
        set!(self, "wallingRegion", val::squares, |v, x| v
            .walling_region =
            [x; 2]);
        set!(self, "wallOrMove", val::boolean, |v, x| v.wall_or_move = x);
    }

    fn special_moves(&mut self) {
        set!(self, "seirawanGating", val::boolean, |v, x| v
            .seirawan_gating =
            x);
        set!(self, "cambodianMoves", val::boolean, |v, x| v
            .cambodian_moves =
            x);
        set!(self, "diagonalLines", val::squares, |v, x| v
            .diagonal_lines =
            x);
        set!(self, "pass", val::boolean, |v, x| v.pass = [x; 2]);
        set!(self, "passWhite", val::boolean, |v, x| v.pass[WHITE] = x);
        set!(self, "passBlack", val::boolean, |v, x| v.pass[BLACK] = x);
        set!(self, "passOnStalemate", val::boolean, |v, x| v
            .pass_on_stalemate =
            [x; 2]);
        set!(self, "passOnStalemateWhite", val::boolean, |v, x| v
            .pass_on_stalemate[WHITE] =
            x);
        set!(self, "passOnStalemateBlack", val::boolean, |v, x| v
            .pass_on_stalemate[BLACK] =
            x);
        set!(self, "makpongRule", val::boolean, |v, x| v.makpong_rule = x);
        set!(self, "flyingGeneral", val::boolean, |v, x| v
            .flying_general =
            x);
        set!(self, "soldierPromotionRank", val::rank, |v, x| v
            .soldier_promotion_rank =
            x);
        set!(self, "flipEnclosedPieces", enclosing, |v, x| v
            .flip_enclosed_pieces =
            x);
    }

    fn game_end(&mut self) {
        self.sets("nMoveRuleTypes", false, |v| &mut v.n_move_rule_types);
        set!(self, "nMoveRule", val::int, |v, x| v.n_move_rule = x);
        set!(self, "nFoldRule", val::int, |v, x| v.n_fold_rule = x);
        set!(self, "nFoldValue", val::game_value, |v, x| v.n_fold_value =
            x);
        set!(self, "nFoldValueAbsolute", val::boolean, |v, x| v
            .n_fold_value_absolute =
            x);
        set!(self, "perpetualCheckIllegal", val::boolean, |v, x| v
            .perpetual_check_illegal =
            x);
        set!(self, "moveRepetitionIllegal", val::boolean, |v, x| v
            .move_repetition_illegal =
            x);
        set!(
            self,
            "chasingRule",
            |e| val::word(e, &["none", "axf"]),
            |v, x| v.chasing_rule = x
        );
        set!(self, "stalemateValue", val::game_value, |v, x| v
            .stalemate_value =
            x);
        set!(self, "stalematePieceCount", val::boolean, |v, x| v
            .stalemate_piece_count =
            x);
        set!(self, "checkmateValue", val::game_value, |v, x| v
            .checkmate_value =
            x);
        set!(self, "shogiPawnDropMateIllegal", val::boolean, |v, x| v
            .shogi_pawn_drop_mate_illegal =
            x);
        set!(self, "shatarMateRule", val::boolean, |v, x| v
            .shatar_mate_rule =
            x);
        set!(self, "bikjangRule", val::boolean, |v, x| v.bikjang_rule = x);
        set!(self, "extinctionValue", val::game_value, |v, x| v
            .extinction_value =
            x);
        set!(self, "extinctionClaim", val::boolean, |v, x| v
            .extinction_claim =
            x);
        set!(self, "extinctionPseudoRoyal", val::boolean, |v, x| v
            .extinction_pseudo_royal =
            x);
        set!(self, "dupleCheck", val::boolean, |v, x| v.duple_check = x);
        if let Some(e) = self.entry("extinctionPieceTypes") {
            match val::piece_set(e, self.v, true) {
                Ok(s) => self.v.extinction_piece_types = s,
                Err(p) => self.problems.push(p),
            }
        }
        set!(self, "extinctionPieceCount", val::int, |v, x| v
            .extinction_piece_count =
            x);
        set!(self, "extinctionOpponentPieceCount", val::int, |v, x| v
            .extinction_opponent_piece_count =
            x);
    }

    fn goals(&mut self) {
        for (k, colours) in [
            ("flagPiece", &[WHITE, BLACK][..]),
            ("flagPieceWhite", &[WHITE][..]),
            ("flagPieceBlack", &[BLACK][..]),
        ] {
            if let Some(e) = self.entry(k) {
                match val::piece_type(e, self.v, true) {
                    Ok(t) => {
                        for &c in colours {
                            self.v.flag_piece[c] = t;
                        }
                    }
                    Err(p) => self.problems.push(p),
                }
            }
        }
        self.regions("flagRegion", true, |v| &mut v.flag_region);
        set!(self, "flagPieceCount", val::int, |v, x| v
            .flag_piece_count =
            x);
        set!(self, "flagPieceBlockedWin", val::boolean, |v, x| v
            .flag_piece_blocked_win =
            x);
        set!(self, "flagMove", val::boolean, |v, x| v.flag_move = x);
        set!(self, "flagPieceSafe", val::boolean, |v, x| v
            .flag_piece_safe =
            x);
        set!(self, "checkCounting", val::boolean, |v, x| v
            .check_counting =
            x);
        set!(self, "connectN", val::int, |v, x| v.connect_n = x);
        if let Some(e) = self.entry("connectPieceTypes") {
            match val::piece_set(e, self.v, true) {
                Ok(s) => self.v.connect_piece_types = s,
                Err(p) => self.problems.push(p),
            }
        }
        for (i, key) in ["connectHorizontal", "connectVertical", "connectDiagonal"]
            .into_iter()
            .enumerate()
        {
            set!(self, key, val::boolean, |v, x| v.connect_directions[i] = x);
        }
        for (i, key) in [
            "connectRegion1White",
            "connectRegion2White",
            "connectRegion1Black",
            "connectRegion2Black",
        ]
        .into_iter()
        .enumerate()
        {
            set!(self, key, val::squares, |v, x| v.connect_regions[i] = x);
        }
        set!(self, "connectNxN", val::int, |v, x| v.connect_nxn = x);
        set!(self, "collinearN", val::int, |v, x| v.collinear_n = x);
        set!(self, "connectValue", val::game_value, |v, x| v
            .connect_value =
            x);
        set!(
            self,
            "materialCounting",
            |e| val::word(
                e,
                &[
                    "none",
                    "janggi",
                    "unweighted",
                    "whitedrawodds",
                    "blackdrawodds"
                ]
            ),
            |v, x| v.material_counting = x
        );
        set!(self, "adjudicateFullBoard", val::boolean, |v, x| v
            .adjudicate_full_board =
            x);
        set!(
            self,
            "countingRule",
            |e| val::word(e, &["none", "makruk", "cambodian", "asean"]),
            |v, x| v.counting_rule = x
        );
        set!(self, "castlingWins", val::castling_rights, |v, x| v
            .castling_wins =
            x);
    }

    /// Every key the section gives that was not applied: not a key of the format.
    fn unknown_keys(&mut self) {
        let known = all_keys();
        for e in &self.section.entries {
            if self.problems.len() >= crate::MAX_DIAGNOSTICS {
                break;
            }
            if self.used.contains(e.key.as_str()) {
                continue;
            }
            let builtin_only = BUILTIN_ONLY_KEYS.contains(&e.key.as_str()) && self.builtin;
            if builtin_only || IGNORED_KEYS.iter().any(|(k, _)| *k == e.key) {
                continue;
            }
            let near = nearest(&e.key, known.iter().map(String::as_str)).map(str::to_string);
            self.problems.push(IniProblem::UnknownKey {
                at: e.key_at,
                key: e.key.clone(),
                nearest: near,
            });
        }
    }
}

/// `maxRank`: a number of ranks from 1 to `max`, stored 0-based.
fn board(e: &Entry, max: i64) -> Result<u8, IniProblem> {
    match val::int(e) {
        Ok(n) if (1..=max).contains(&n) => Ok(n as u8 - 1),
        Ok(_) => Err(IniProblem::BadBoard {
            at: e.value_at,
            key: e.key.clone(),
            value: e.value.clone(),
        }),
        Err(p) => Err(p),
    }
}

/// `maxFile`: a file, as a number or a letter.
fn board_file(e: &Entry) -> Result<u8, IniProblem> {
    val::file(e).map_err(|_| IniProblem::BadBoard {
        at: e.value_at,
        key: e.key.clone(),
        value: e.value.clone(),
    })
}

fn enclosing(e: &Entry) -> Result<Enclosing, IniProblem> {
    let w = val::word(
        e,
        &[
            "none",
            "reversi",
            "ataxx",
            "quadwrangle",
            "snort",
            "anyside",
            "top",
        ],
    )?;
    Ok(if w == "none" {
        Enclosing::None
    } else {
        Enclosing::Rule(w)
    })
}

/// Absolute rank of relative rank `r` for colour `c`.
pub fn relative(c: usize, r: u8, max_rank: u8) -> u8 {
    if c == WHITE {
        r
    } else {
        max_rank.saturating_sub(r)
    }
}

/// The ranks from relative rank `r` to the far end, for colour `c`.
fn zone(c: usize, r: u8, max_rank: u8) -> SquareSet {
    (r..=max_rank).fold(SquareSet::EMPTY, |s, x| {
        s.union(SquareSet::rank(relative(c, x, max_rank)))
    })
}
