//! `Serialize` and `Deserialize` for the engine's plain values (the `serde` feature).
//!
//! Every type is written as `#[derive]` would write it: structs by their field names,
//! enum variants by their Rust names (`"Checkmate"`, `{"Castle":"King"}`), squares as
//! their index and colours as `"White"` / `"Black"` (see `fers-geometry` and
//! `fers-movement`). The impls are derived on private mirrors of the types (serde's
//! `remote`), so that the types' own files stay as they are; a mirror that drifts from
//! its type does not compile.
//!
//! A [`Move`] is written as its fields, not as UCI: its UCI text depends on the position
//! (the board's size, the castling convention, the ruleset's letters) while its fields
//! do not. Store `pos.uci(m)` when text is wanted, and read it back with
//! `pos.validate`. A `Move` read back, like one built by hand, is only meaningful in the
//! position it came from: [`Position::play`](crate::Position::play) checks it.

use crate::illegal::CastlingRefusal;
use crate::illegal::{IllegalCode, IllegalMove};
use crate::kernel::Piece;
use crate::kernel::{Move, MoveKind, Second};
use crate::outcome::{EndReason, Outcome};
use crate::position::fen::FenMode;
use fers_geometry::Square;
use fers_movement::{CastlingSide, Color, Kind, escape_control};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// `Serialize` and `Deserialize` for `$ty` through its mirror `$def`; attributes before
/// the type (its documentation) go on the `Serialize` impl.
macro_rules! through_mirror {
    ($(#[$attr:meta])* $ty:ty, $def:ident) => {
        $(#[$attr])*
        impl Serialize for $ty {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                $def::serialize(self, s)
            }
        }

        impl<'de> Deserialize<'de> for $ty {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<$ty, D::Error> {
                $def::deserialize(d)
            }
        }
    };
}

mod errors;
mod notation;

#[derive(Serialize, Deserialize)]
#[serde(remote = "Move", rename = "Move")]
struct MoveDef {
    from: Square,
    to: Square,
    piece: Kind,
    #[serde(default)]
    promotion: Option<Kind>,
    kind: MoveKind,
    #[serde(default)]
    second: Option<Second>,
}

#[derive(Serialize, Deserialize)]
#[serde(remote = "MoveKind", rename = "MoveKind")]
enum MoveKindDef {
    Normal,
    EnPassant,
    Castle(CastlingSide),
    Drop,
    Pass,
}

#[derive(Serialize, Deserialize)]
#[serde(remote = "Second", rename = "Second")]
enum SecondDef {
    Gate { kind: Kind, square: Square },
    Wall(Square),
}

#[derive(Serialize, Deserialize)]
#[serde(remote = "Piece", rename = "Piece")]
struct PieceDef {
    kind: Kind,
    color: Color,
}

#[derive(Serialize, Deserialize)]
#[serde(remote = "Outcome", rename = "Outcome")]
enum OutcomeDef {
    Decisive { winner: Color, reason: EndReason },
    Draw { reason: EndReason },
}

#[derive(Serialize, Deserialize)]
#[serde(remote = "EndReason", rename = "EndReason")]
enum EndReasonDef {
    Checkmate,
    Stalemate,
    InsufficientMaterial,
    Repetition { times: u32 },
    RepetitionClaimable { times: u32 },
    MoveRule { moves: u32 },
    MoveRuleClaimable { moves: u32 },
    BareRoyal,
    Extinction,
    Flag,
    CheckLimit { checks: u32 },
    Passes,
    FacingRoyals,
    HonourCounting,
    ForbiddenMate,
    NoDecisiveCheck,
    PerpetualCheck,
    PerpetualChase,
    RepeatedMoves,
    Connection,
    CastlingGoal,
    FullBoard,
}

#[derive(Serialize, Deserialize)]
#[serde(remote = "IllegalCode", rename = "IllegalCode")]
enum IllegalCodeDef {
    Unparsable,
    GameOver,
    NoPieceOnSource,
    NotYourPiece,
    SameSquare,
    PieceCannotMoveThatWay,
    PathBlocked,
    OwnPieceOnTarget,
    KingInCheck,
    WouldExposeKing,
    KingMovesIntoCheck,
    CastlingNotAllowed,
    PromotionRequired,
    InvalidPromotion,
    EnPassantNotAvailable,
    AmbiguousMove,
    NothingToCapture,
    CaptureRequired,
    GivesCheck,
    NotInHand,
    DropNotAllowed,
    SelfExplosion,
    MutuallyImmune,
    LeavesRegion,
    FacingRoyals,
    DropMate,
    RoyalMoveInCheck,
    FirstMoveGone,
    BarredInCheck,
    NoGate,
    WallRequired,
    WallMisplaced,
    NoWalls,
    OntoWall,
    PetrifiesOwn,
    DropRequired,
}

#[derive(Serialize, Deserialize)]
#[serde(remote = "IllegalMove", rename = "IllegalMove")]
struct IllegalMoveDef {
    code: IllegalCode,
    message: String,
    #[serde(default)]
    castling: Option<CastlingRefusal>,
}

#[derive(Serialize, Deserialize)]
#[serde(remote = "CastlingRefusal", rename = "CastlingRefusal")]
enum CastlingRefusalDef {
    NoSuchCastling,
    KingMoved,
    RookMoved,
    RightLost,
    SquaresOccupied(Square),
    KingInCheck,
    PassesThroughCheck(Square),
    LandsInCheck(Square),
}

#[derive(Serialize, Deserialize)]
#[serde(remote = "FenMode", rename = "FenMode")]
enum FenModeDef {
    Strict,
    Relaxed,
}

through_mirror!(
    /// The move's fields: squares as indices, kinds as the ruleset's kind indices, and
    /// `kind` by its variant's name. `promotion` and `second` may be left out when reading.
    ///
    /// ```
    /// use fers_rules::{Kind, Move, MoveKind, Square};
    /// let m = Move {
    ///     from: Square(12),
    ///     to: Square(28),
    ///     piece: Kind(0),
    ///     promotion: None,
    ///     kind: MoveKind::Normal,
    ///     second: None,
    /// };
    /// let json = serde_json::to_string(&m).unwrap();
    /// assert_eq!(
    ///     json,
    ///     r#"{"from":12,"to":28,"piece":0,"promotion":null,"kind":"Normal","second":null}"#
    /// );
    /// assert_eq!(serde_json::from_str::<Move>(&json).unwrap(), m);
    /// let short = r#"{"from":12,"to":28,"piece":0,"kind":"Normal"}"#;
    /// assert_eq!(serde_json::from_str::<Move>(short).unwrap(), m);
    /// assert!(serde_json::from_str::<Move>(r#"{"from":12,"to":256,"piece":0,"kind":"Normal"}"#).is_err());
    /// ```
    Move,
    MoveDef
);

through_mirror!(MoveKind, MoveKindDef);
through_mirror!(Second, SecondDef);
through_mirror!(Piece, PieceDef);
through_mirror!(EndReason, EndReasonDef);
through_mirror!(CastlingRefusal, CastlingRefusalDef);
through_mirror!(FenMode, FenModeDef);

through_mirror!(
    /// The variant's name with its fields: `{"Decisive":{"winner":"White","reason":
    /// "Checkmate"}}`, `{"Draw":{"reason":{"Repetition":{"times":5}}}}`.
    ///
    /// ```
    /// use fers_rules::{Color, EndReason, Outcome};
    /// let mate = Outcome::Decisive { winner: Color::Black, reason: EndReason::Checkmate };
    /// let json = serde_json::to_string(&mate).unwrap();
    /// assert_eq!(json, r#"{"Decisive":{"winner":"Black","reason":"Checkmate"}}"#);
    /// assert_eq!(serde_json::from_str::<Outcome>(&json).unwrap(), mate);
    /// ```
    Outcome,
    OutcomeDef
);

through_mirror!(
    /// The code's stable name, [`IllegalCode::name`] (`"WouldExposeKing"`).
    ///
    /// ```
    /// use fers_rules::IllegalCode;
    /// let json = serde_json::to_string(&IllegalCode::WouldExposeKing).unwrap();
    /// assert_eq!(json, r#""WouldExposeKing""#);
    /// assert_eq!(serde_json::from_str::<IllegalCode>(&json).unwrap(), IllegalCode::WouldExposeKing);
    /// ```
    IllegalCode,
    IllegalCodeDef
);

/// `code`, `message` and `castling`. The message read back has its control characters
/// escaped, as [`IllegalMove::new`] does, so that it stays safe to print.
///
/// ```
/// use fers_rules::{IllegalCode, IllegalMove};
/// let refusal = IllegalMove::new(IllegalCode::PathBlocked, "a piece stands on d2");
/// let json = serde_json::to_string(&refusal).unwrap();
/// assert_eq!(json, r#"{"code":"PathBlocked","message":"a piece stands on d2","castling":null}"#);
/// assert_eq!(serde_json::from_str::<IllegalMove>(&json).unwrap(), refusal);
/// ```
impl Serialize for IllegalMove {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        IllegalMoveDef::serialize(self, s)
    }
}

impl<'de> Deserialize<'de> for IllegalMove {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<IllegalMove, D::Error> {
        let mut refusal = IllegalMoveDef::deserialize(d)?;
        if let std::borrow::Cow::Owned(escaped) = escape_control(&refusal.message) {
            refusal.message = escaped;
        }
        Ok(refusal)
    }
}

#[cfg(test)]
mod tests {
    use crate::typed::{Position, compile};
    use crate::{
        CastlingRefusal, Color, EndReason, FenMode, IllegalCode, IllegalMove, Kind, Move, MoveKind,
        Outcome, Piece, Second, Square, load_ruleset,
    };
    use fers_movement::CastlingSide;
    use serde::Serialize;
    use serde::de::DeserializeOwned;
    use std::fmt::Debug;

    fn round_trip<T: Serialize + DeserializeOwned + PartialEq + Debug>(value: T) -> String {
        let json = serde_json::to_string(&value).unwrap();
        let back: T = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{json}: {e}"));
        assert_eq!(back, value, "{json}");
        json
    }

    fn standard() -> Position<u64> {
        let text = include_str!("../../../../rulesets/standard.toml");
        let ruleset = load_ruleset(text, "standard.toml", &|_| None).unwrap();
        Position::start(&compile::<u64>(ruleset).unwrap())
    }

    #[test]
    fn every_legal_move_of_a_game_round_trips() {
        // Castling both ways, en passant and promotion within a few moves.
        let fen = "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1";
        let pos = Position::from_fen(standard().tables(), fen, FenMode::Strict).unwrap();
        let moves = pos.legal_moves();
        let kinds = |k: fn(&Move) -> bool| moves.iter().filter(|m| k(m)).count();
        assert_eq!(kinds(|m| m.is_castle()), 2);
        assert_eq!(kinds(|m| m.kind == MoveKind::EnPassant), 1);
        assert!(kinds(|m| m.promotion.is_some()) >= 4);
        for m in moves {
            round_trip(m);
        }
        let castle = pos.validate("O-O-O").unwrap();
        let json = round_trip(castle);
        assert!(json.contains(r#""kind":{"Castle":"Queen"}"#), "{json}");
    }

    #[test]
    fn moves_of_every_shape_round_trip() {
        let drop = Move {
            from: Square(200),
            to: Square(200),
            piece: Kind(3),
            promotion: Some(Kind(7)),
            kind: MoveKind::Drop,
            second: Some(Second::Gate {
                kind: Kind(5),
                square: Square(255),
            }),
        };
        let json = round_trip(drop);
        assert_eq!(
            json,
            r#"{"from":200,"to":200,"piece":3,"promotion":7,"kind":"Drop","second":{"Gate":{"kind":5,"square":255}}}"#
        );
        let wall = round_trip(Move {
            second: Some(Second::Wall(Square(3))),
            ..drop
        });
        assert!(wall.ends_with(r#""second":{"Wall":3}}"#), "{wall}");
        round_trip(Move {
            kind: MoveKind::Castle(CastlingSide::King),
            ..drop
        });
    }

    #[test]
    fn a_move_read_back_is_checked_when_played() {
        let mut pos = standard();
        let e4 = pos.validate("e4").unwrap();
        let back: Move = serde_json::from_str(&serde_json::to_string(&e4).unwrap()).unwrap();
        let far = r#"{"from":200,"to":201,"piece":9,"kind":"EnPassant"}"#;
        let nonsense: Move = serde_json::from_str(far).unwrap();
        assert!(pos.play(nonsense).is_err());
        pos.play(back).unwrap();
        assert_eq!(pos.board().count(), 32);
    }

    #[test]
    fn outcomes_and_every_end_reason_round_trip() {
        let reasons = [
            EndReason::Checkmate,
            EndReason::Stalemate,
            EndReason::InsufficientMaterial,
            EndReason::Repetition { times: 5 },
            EndReason::RepetitionClaimable { times: 3 },
            EndReason::MoveRule { moves: 75 },
            EndReason::MoveRuleClaimable { moves: 50 },
            EndReason::BareRoyal,
            EndReason::Extinction,
            EndReason::Flag,
            EndReason::CheckLimit { checks: 3 },
            EndReason::Connection,
            EndReason::CastlingGoal,
            EndReason::Passes,
            EndReason::FullBoard,
            EndReason::FacingRoyals,
            EndReason::ForbiddenMate,
            EndReason::NoDecisiveCheck,
            EndReason::PerpetualCheck,
            EndReason::PerpetualChase,
            EndReason::RepeatedMoves,
        ];
        for reason in reasons {
            round_trip(reason);
            round_trip(Outcome::Draw { reason });
            for winner in Color::ALL {
                round_trip(Outcome::Decisive { winner, reason });
            }
        }
        assert_eq!(
            round_trip(Outcome::Draw {
                reason: EndReason::Repetition { times: 5 }
            }),
            r#"{"Draw":{"reason":{"Repetition":{"times":5}}}}"#
        );
        assert!(serde_json::from_str::<Outcome>(r#"{"Draw":{"reason":"Boredom"}}"#).is_err());
        assert!(serde_json::from_str::<Outcome>(r#"{"Draw":{}}"#).is_err());
    }

    #[test]
    fn illegal_codes_are_written_by_their_stable_names() {
        for code in IllegalCode::ALL {
            assert_eq!(round_trip(code), format!("\"{}\"", code.name()));
        }
        assert!(serde_json::from_str::<IllegalCode>("\"NoSuchCode\"").is_err());
    }

    #[test]
    fn refusals_round_trip_and_stay_safe_to_print() {
        let pos = Position::from_fen(
            standard().tables(),
            "4k3/8/8/8/8/8/4r3/4K2R w K - 0 1",
            FenMode::Strict,
        )
        .unwrap();
        let refusal = pos.validate("O-O").unwrap_err();
        assert!(refusal.castling.is_some());
        round_trip(refusal);
        for reason in [
            CastlingRefusal::NoSuchCastling,
            CastlingRefusal::KingMoved,
            CastlingRefusal::RookMoved,
            CastlingRefusal::RightLost,
            CastlingRefusal::SquaresOccupied(Square(1)),
            CastlingRefusal::KingInCheck,
            CastlingRefusal::PassesThroughCheck(Square(5)),
            CastlingRefusal::LandsInCheck(Square(6)),
        ] {
            round_trip(IllegalMove::castling(reason, "no"));
        }
        let hostile = r#"{"code":"Unparsable","message":"\u001b[31mred","castling":null}"#;
        let read: IllegalMove = serde_json::from_str(hostile).unwrap();
        assert_eq!(read.message, "\\u{1b}[31mred");
        let short: IllegalMove =
            serde_json::from_str(r#"{"code":"GameOver","message":"over"}"#).unwrap();
        assert_eq!(short, IllegalMove::new(IllegalCode::GameOver, "over"));
    }

    #[test]
    fn pieces_and_fen_modes_round_trip() {
        for color in Color::ALL {
            assert_eq!(
                round_trip(Piece {
                    kind: Kind(4),
                    color
                }),
                format!(r#"{{"kind":4,"color":"{color:?}"}}"#)
            );
        }
        assert_eq!(round_trip(FenMode::Strict), "\"Strict\"");
        assert_eq!(round_trip(FenMode::Relaxed), "\"Relaxed\"");
        assert!(serde_json::from_str::<FenMode>("\"Lenient\"").is_err());
    }
}
