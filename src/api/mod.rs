//! Requests and answers: what to solve, as plain data shared by URLs, forms and `cgt.solve`.
//!
//! A request arrives as [`Fields`] (named texts) from any source, is checked by one parser per
//! game, and is answered with a serializable struct. Nothing here knows about JS or the DOM:
//! `js_api` converts JS values to fields and answers to JS values.

pub mod betting;
pub mod cops_robber;
pub mod dag;
pub mod division;
pub mod fields;
pub mod graph;
pub mod hidden_evader;
pub mod kings;
pub mod nim;
pub mod nim_table;
pub mod octal;
pub mod pursuit;
pub mod subtraction;
pub mod sums;
pub mod take_away;
pub mod treblecross;
pub mod tree_path;
pub mod wythoff;

use serde::{Serialize, Serializer};

use betting::{BettingAnswer, BettingRequest};
use cops_robber::{CopsRobberAnswer, CopsRobberRequest};
use dag::{DagAnswer, DagRequest};
use division::{DivisionAnswer, DivisionRequest};
pub use fields::{FieldError, Fields};
use hidden_evader::{HiddenEvaderAnswer, HiddenEvaderRequest};
use kings::{KingsAnswer, KingsRequest};
use nim::{NimAnswer, NimRequest};
use nim_table::{NimTableAnswer, NimTableRequest};
use octal::{OctalAnswer, OctalRequest};
use pursuit::{PursuitAnswer, PursuitRequest};
use subtraction::{SubtractionAnswer, SubtractionRequest};
use sums::{SumsAnswer, SumsRequest};
use take_away::{FibonacciRequest, OneHeapAnswer, TakeAwayRequest};
use treblecross::{TreblecrossAnswer, TreblecrossRequest};
use tree_path::{TreePathAnswer, TreePathRequest};
use wythoff::{WythoffAnswer, WythoffRequest};

/// The games `cgt.solve` knows, by their `game` field, sorted.
pub const GAMES: &[&str] = &[
    BettingRequest::GAME,
    CopsRobberRequest::GAME,
    DagRequest::GAME,
    DivisionRequest::GAME,
    FibonacciRequest::GAME,
    HiddenEvaderRequest::GAME,
    KingsRequest::GAME,
    NimRequest::GAME,
    NimTableRequest::GAME,
    OctalRequest::GAME,
    PursuitRequest::GAME,
    SubtractionRequest::GAME,
    SumsRequest::GAME,
    TakeAwayRequest::GAME,
    TreblecrossRequest::GAME,
    TreePathRequest::GAME,
    WythoffRequest::GAME,
];

/// Any answer of `cgt.solve`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Answer {
    /// For `game: "betting"`.
    Betting(BettingAnswer),
    /// For `game: "cops-robber"`.
    CopsRobber(CopsRobberAnswer),
    /// For `game: "dag"`.
    Dag(DagAnswer),
    /// For `game: "division"`.
    Division(DivisionAnswer),
    /// For `game: "hidden-evader"`.
    HiddenEvader(HiddenEvaderAnswer),
    /// For `game: "kings"`.
    Kings(KingsAnswer),
    /// For `game: "nim"`.
    Nim(NimAnswer),
    /// For `game: "nim-table"`.
    NimTable(NimTableAnswer),
    /// For `game: "octal"`.
    Octal(OctalAnswer),
    /// For `game: "take-away"` and `game: "fibonacci-nim"`.
    OneHeap(OneHeapAnswer),
    /// For `game: "pursuit"`.
    Pursuit(PursuitAnswer),
    /// For `game: "subtraction"`.
    Subtraction(SubtractionAnswer),
    /// For `game: "sums"`.
    Sums(SumsAnswer),
    /// For `game: "treblecross"`.
    Treblecross(TreblecrossAnswer),
    /// For `game: "tree-path"`.
    TreePath(TreePathAnswer),
    /// For `game: "wythoff"`.
    Wythoff(WythoffAnswer),
}

/// Solves the request described by `fields` (which include `game`).
pub fn solve(fields: &Fields) -> Result<Answer, Vec<FieldError>> {
    let game = fields.get("game").unwrap_or("");
    let known_games = GAMES.join(", ");
    match game {
        BettingRequest::GAME => {
            check_names(fields, BettingRequest::FIELDS)?;
            Ok(Answer::Betting(BettingRequest::from_fields(fields)?.answer()))
        }
        CopsRobberRequest::GAME => {
            check_names(fields, CopsRobberRequest::FIELDS)?;
            Ok(Answer::CopsRobber(CopsRobberRequest::from_fields(fields)?.answer()))
        }
        DagRequest::GAME => {
            check_names(fields, DagRequest::FIELDS)?;
            Ok(Answer::Dag(DagRequest::from_fields(fields)?.answer()?))
        }
        DivisionRequest::GAME => {
            check_names(fields, DivisionRequest::FIELDS)?;
            Ok(Answer::Division(DivisionRequest::from_fields(fields)?.answer()))
        }
        FibonacciRequest::GAME => {
            check_names(fields, FibonacciRequest::FIELDS)?;
            Ok(Answer::OneHeap(FibonacciRequest::from_fields(fields)?.answer()))
        }
        HiddenEvaderRequest::GAME => {
            check_names(fields, HiddenEvaderRequest::FIELDS)?;
            Ok(Answer::HiddenEvader(HiddenEvaderRequest::from_fields(fields)?.answer()))
        }
        KingsRequest::GAME => {
            check_names(fields, KingsRequest::FIELDS)?;
            Ok(Answer::Kings(KingsRequest::from_fields(fields)?.answer()))
        }
        NimRequest::GAME => {
            check_names(fields, NimRequest::FIELDS)?;
            Ok(Answer::Nim(NimRequest::from_fields(fields)?.answer()))
        }
        NimTableRequest::GAME => {
            check_names(fields, NimTableRequest::FIELDS)?;
            Ok(Answer::NimTable(NimTableRequest::from_fields(fields)?.answer()))
        }
        OctalRequest::GAME => {
            check_names(fields, OctalRequest::FIELDS)?;
            let answer = OctalRequest::from_fields(fields)?.answer().map_err(|e| vec![e])?;
            Ok(Answer::Octal(answer))
        }
        PursuitRequest::GAME => {
            check_names(fields, PursuitRequest::FIELDS)?;
            Ok(Answer::Pursuit(PursuitRequest::from_fields(fields)?.answer()))
        }
        SubtractionRequest::GAME => {
            check_names(fields, SubtractionRequest::FIELDS)?;
            Ok(Answer::Subtraction(SubtractionRequest::from_fields(fields)?.answer()))
        }
        SumsRequest::GAME => {
            check_names(fields, SumsRequest::FIELDS)?;
            Ok(Answer::Sums(SumsRequest::from_fields(fields)?.answer()))
        }
        TakeAwayRequest::GAME => {
            check_names(fields, TakeAwayRequest::FIELDS)?;
            Ok(Answer::OneHeap(TakeAwayRequest::from_fields(fields)?.answer()))
        }
        TreblecrossRequest::GAME => {
            check_names(fields, TreblecrossRequest::FIELDS)?;
            Ok(Answer::Treblecross(TreblecrossRequest::from_fields(fields)?.answer()))
        }
        TreePathRequest::GAME => {
            check_names(fields, TreePathRequest::FIELDS)?;
            Ok(Answer::TreePath(TreePathRequest::from_fields(fields)?.answer()))
        }
        WythoffRequest::GAME => {
            check_names(fields, WythoffRequest::FIELDS)?;
            Ok(Answer::Wythoff(WythoffRequest::from_fields(fields)?.answer()))
        }
        "" => Err(vec![FieldError::new("game", format!("missing; one of {known_games}"))]),
        other => Err(vec![FieldError::new(
            "game",
            format!("unknown game '{other}'; one of {known_games}"),
        )]),
    }
}

/// Refuses fields other than `game` and the game's own.
fn check_names(fields: &Fields, game_fields: &[&str]) -> Result<(), Vec<FieldError>> {
    let known: Vec<&str> = std::iter::once("game").chain(game_fields.iter().copied()).collect();
    let unknown = fields.unknown(&known);
    if unknown.is_empty() { Ok(()) } else { Err(unknown) }
}

/// A whole number in an answer, exact at any size: JS receives a number up to 2^53 - 1 and a
/// BigInt above (serde's u128, which serde-wasm-bindgen turns into a BigInt).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Count(pub u64);

impl Serialize for Count {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        const MAX_SAFE_INTEGER: u64 = (1 << 53) - 1;
        if self.0 <= MAX_SAFE_INTEGER {
            serializer.serialize_u64(self.0)
        } else {
            serializer.serialize_u128(u128::from(self.0))
        }
    }
}

/// Who wins with perfect play: the player to move now, or the other one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Winner {
    /// The player to move.
    First,
    /// The player who moved last.
    Second,
}

impl Winner {
    /// `First` when the player to move wins.
    pub fn from_mover_wins(mover_wins: bool) -> Winner {
        if mover_wins { Winner::First } else { Winner::Second }
    }
}
