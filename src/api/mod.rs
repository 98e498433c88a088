//! Requests and answers: what to solve, as plain data shared by URLs, forms and `cgt.solve`.
//!
//! A request arrives as [`Fields`] (named texts) from any source, is checked by one parser per
//! game, and is answered with a serializable struct. Nothing here knows about JS or the DOM:
//! `js_api` converts JS values to fields and answers to JS values.

pub mod alpha_beta;
pub mod betting;
pub mod cops_robber;
pub mod dag;
pub mod division;
pub mod fields;
pub mod graph;
pub mod hidden_evader;
pub mod kings;
pub mod max_dif;
pub mod nim;
pub mod nim_table;
pub mod octal;
pub mod parallel;
pub mod problem_set;
pub mod pursuit;
pub mod request;
pub mod state_graph;
pub mod subtraction;
pub mod sums;
pub mod take_away;
pub mod treblecross;
pub mod tree_path;
pub mod wythoff;

use serde::{Serialize, Serializer};

use alpha_beta::{AlphaBetaAnswer, AlphaBetaRequest};
use betting::{BettingAnswer, BettingRequest};
use cops_robber::{CopsRobberAnswer, CopsRobberRequest};
use dag::{DagAnswer, DagRequest};
use division::{DivisionAnswer, DivisionRequest};
pub use fields::{FieldError, Fields};
use hidden_evader::{HiddenEvaderAnswer, HiddenEvaderRequest};
use kings::{KingsAnswer, KingsRequest};
use max_dif::{MaxDifAnswer, MaxDifRequest};
use nim::{NimAnswer, NimRequest};
use nim_table::{NimTableAnswer, NimTableRequest};
use octal::{OctalAnswer, OctalRequest};
use parallel::{ParallelAnswer, ParallelRequest};
use problem_set::ProblemSetAnswer;
use problem_set::copies::CopiesRequest;
use problem_set::gcd_game::GcdGameRequest;
use problem_set::half_nim::HalfNimRequest;
use problem_set::nim_ranges::NimRangesRequest;
use problem_set::power_race::PowerRaceRequest;
use problem_set::powers_and_mod::PowersAndModRequest;
use problem_set::prime_powers::PrimePowersRequest;
use problem_set::river::RiverRequest;
use problem_set::split_piles::SplitPilesRequest;
use problem_set::two_piles_k::TwoPilesKRequest;
use pursuit::{PursuitAnswer, PursuitRequest};
pub use request::{Game, Request, Written, game};
use state_graph::{StateGraphAnswer, StateGraphRequest};
use subtraction::{SubtractionAnswer, SubtractionRequest};
use sums::{SumsAnswer, SumsRequest};
use take_away::{FibonacciRequest, OneHeapAnswer, TakeAwayRequest};
use treblecross::{TreblecrossAnswer, TreblecrossRequest};
use tree_path::{TreePathAnswer, TreePathRequest};
use wythoff::{WythoffAnswer, WythoffRequest};

/// The games `cgt.solve` knows, sorted by their `game` field: the one list that drives
/// [`solve`], `cgt.games` and the tests of every game.
pub const GAMES: &[Game] = &[
    game::<AlphaBetaRequest>(),
    game::<BettingRequest>(),
    game::<CopiesRequest>(),
    game::<CopsRobberRequest>(),
    game::<DagRequest>(),
    game::<DivisionRequest>(),
    game::<FibonacciRequest>(),
    game::<GcdGameRequest>(),
    game::<HalfNimRequest>(),
    game::<HiddenEvaderRequest>(),
    game::<KingsRequest>(),
    game::<MaxDifRequest>(),
    game::<NimRequest>(),
    game::<NimRangesRequest>(),
    game::<NimTableRequest>(),
    game::<OctalRequest>(),
    game::<ParallelRequest>(),
    game::<PowerRaceRequest>(),
    game::<PowersAndModRequest>(),
    game::<PrimePowersRequest>(),
    game::<PursuitRequest>(),
    game::<RiverRequest>(),
    game::<SplitPilesRequest>(),
    game::<StateGraphRequest>(),
    game::<SubtractionRequest>(),
    game::<SumsRequest>(),
    game::<TakeAwayRequest>(),
    game::<TreblecrossRequest>(),
    game::<TreePathRequest>(),
    game::<TwoPilesKRequest>(),
    game::<WythoffRequest>(),
];

/// Any answer of `cgt.solve`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Answer {
    /// For `game: "alpha-beta"`.
    AlphaBeta(AlphaBetaAnswer),
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
    /// For `game: "max-dif"`.
    MaxDif(MaxDifAnswer),
    /// For `game: "nim"`.
    Nim(NimAnswer),
    /// For `game: "nim-table"`.
    NimTable(NimTableAnswer),
    /// For `game: "octal"`.
    Octal(OctalAnswer),
    /// For `game: "parallel"`.
    Parallel(ParallelAnswer),
    /// For `game: "take-away"` and `game: "fibonacci-nim"`.
    OneHeap(OneHeapAnswer),
    /// For the lecture's problem set (`split-piles`, `prime-powers`, `nim-ranges`, `half-nim`,
    /// `copies`, `river`, `two-piles-k`, `powers-and-mod`, `power-race`, `gcd-game`).
    ProblemSet(ProblemSetAnswer),
    /// For `game: "pursuit"`.
    Pursuit(PursuitAnswer),
    /// For `game: "state-graph"`.
    StateGraph(StateGraphAnswer),
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
    let name = fields.get("game").unwrap_or("");
    let Some(game) = GAMES.iter().find(|game| game.name == name) else {
        let known_games: Vec<&str> = GAMES.iter().map(|game| game.name).collect();
        let known_games = known_games.join(", ");
        let message = if name.is_empty() {
            format!("missing; one of {known_games}")
        } else {
            format!("unknown game '{name}'; one of {known_games}")
        };
        return Err(vec![FieldError::new("game", message)]);
    };
    check_names(fields, game.fields)?;
    (game.solve)(fields)
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
