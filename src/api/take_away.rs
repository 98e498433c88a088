//! The one-heap requests: `{game: "take-away", n, k}` and `{game: "fibonacci-nim", n}`.

use super::Answer;
use super::request::Request;
use serde::Serialize;

use super::fields::{FieldError, Fields, parse_in_range};
use super::{Count, Winner};
use crate::solve::take_away::{HeapPosition, MAX_HEAP, take_away_winning_take, zeckendorf};

/// Solve the take-away game: n stones, take 1 to k.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TakeAwayRequest {
    /// Stones on the table.
    pub n: u64,
    /// The most one move may take.
    pub k: u64,
}

/// Solve Fibonacci Nim from its opening: n stones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FibonacciRequest {
    /// Stones on the table.
    pub n: u64,
}

/// What `cgt.solve` returns for a one-heap game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OneHeapAnswer {
    /// Who wins with perfect play: the player to move ("first") or the other ("second").
    pub winner: Winner,
    /// Every winning move (for Fibonacci Nim, the first move).
    pub winning_moves: Vec<TakeAnswer>,
    /// Fibonacci Nim only: the Zeckendorf representation of n, largest term first.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub zeckendorf: Option<Vec<Count>>,
}

/// A move that takes stones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct TakeAnswer {
    /// How many stones.
    pub take: Count,
}

impl Request for TakeAwayRequest {
    /// The game's name in `cgt.solve` requests.
    const GAME: &'static str = "take-away";

    /// The request's fields besides `game`.
    const FIELDS: &'static [&'static str] = &["n", "k"];

    /// Reads the request from fields, reporting every bad field.
    fn from_fields(fields: &Fields) -> Result<TakeAwayRequest, Vec<FieldError>> {
        let n = Self::parse_n(fields.get("n").unwrap_or(""));
        let k = Self::parse_k(fields.get("k").unwrap_or(""));
        match (n, k) {
            (Ok(n), Ok(k)) => Ok(TakeAwayRequest { n, k }),
            (n, k) => Err(n.err().into_iter().chain(k.err()).collect()),
        }
    }

    /// Writes the request's fields.
    fn write_fields(&self, fields: &mut Fields) {
        fields.set("n", self.n.to_string());
        fields.set("k", self.k.to_string());
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        Ok(Answer::OneHeap(self.answer()))
    }
}

impl TakeAwayRequest {
    /// Parses n: 0 to 10^18 stones.
    pub fn parse_n(text: &str) -> Result<u64, FieldError> {
        parse_in_range("n", text, 0, MAX_HEAP)
    }

    /// Parses k: 1 to 10^18.
    pub fn parse_k(text: &str) -> Result<u64, FieldError> {
        parse_in_range("k", text, 1, MAX_HEAP)
    }

    /// Computes the answer.
    pub fn answer(&self) -> OneHeapAnswer {
        let take = take_away_winning_take(self.n, self.k);
        OneHeapAnswer {
            winner: Winner::from_mover_wins(take.is_some()),
            winning_moves: take.into_iter().map(|take| TakeAnswer { take: Count(take) }).collect(),
            zeckendorf: None,
        }
    }
}

impl Request for FibonacciRequest {
    /// The game's name in `cgt.solve` requests.
    const GAME: &'static str = "fibonacci-nim";

    /// The request's fields besides `game`.
    const FIELDS: &'static [&'static str] = &["n"];

    /// Reads the request from fields.
    fn from_fields(fields: &Fields) -> Result<FibonacciRequest, Vec<FieldError>> {
        Self::parse_n(fields.get("n").unwrap_or(""))
            .map(|n| FibonacciRequest { n })
            .map_err(|e| vec![e])
    }

    /// Writes the request's fields.
    fn write_fields(&self, fields: &mut Fields) {
        fields.set("n", self.n.to_string());
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        Ok(Answer::OneHeap(self.answer()))
    }
}

impl FibonacciRequest {
    /// Parses n: 1 to 10^18 stones.
    pub fn parse_n(text: &str) -> Result<u64, FieldError> {
        parse_in_range("n", text, 1, MAX_HEAP)
    }

    /// Computes the answer.
    pub fn answer(&self) -> OneHeapAnswer {
        let start = HeapPosition::start(self.n);
        OneHeapAnswer {
            winner: Winner::from_mover_wins(start.player_to_move_wins()),
            winning_moves: start
                .winning_takes()
                .into_iter()
                .map(|take| TakeAnswer { take: Count(take) })
                .collect(),
            zeckendorf: Some(zeckendorf(self.n).into_iter().map(Count).collect()),
        }
    }
}
