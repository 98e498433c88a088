//! The Wythoff request: `{game: "wythoff", a, b}`, also the wythoff lab's URL.

use super::Answer;
use super::request::Request;
use serde::Serialize;

use super::fields::{FieldError, Fields, parse_in_range};
use super::{Count, Winner};
use crate::solve::wythoff::{MAX_PILE, grundy_table, is_p_position, winning_moves};

/// Grundy values are computed (by the table) only when both piles are at most this.
pub const MAX_GRUNDY_PILE: u64 = 200;

/// Solve Wythoff's game with piles a and b.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WythoffRequest {
    /// The first pile.
    pub a: u64,
    /// The second pile.
    pub b: u64,
}

/// What `cgt.solve` returns for a Wythoff request.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WythoffAnswer {
    /// Who wins with perfect play: the player to move ("first") or the other ("second").
    pub winner: Winner,
    /// The Grundy value G(a, b), or null when a pile is above 200 (no closed form is known).
    pub grundy: Option<u32>,
    /// Every winning move, as the position it leads to.
    pub winning_moves: Vec<PilesAnswer>,
}

/// Two piles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PilesAnswer {
    /// The first pile.
    pub a: Count,
    /// The second pile.
    pub b: Count,
}

impl Request for WythoffRequest {
    /// The game's name in `cgt.solve` requests.
    const GAME: &'static str = "wythoff";

    /// The request's fields besides `game`.
    const FIELDS: &'static [&'static str] = &["a", "b"];

    /// Reads the request from fields, reporting every bad field.
    fn from_fields(fields: &Fields) -> Result<WythoffRequest, Vec<FieldError>> {
        let a = Self::parse_pile("a", fields.get("a").unwrap_or(""));
        let b = Self::parse_pile("b", fields.get("b").unwrap_or(""));
        match (a, b) {
            (Ok(a), Ok(b)) => Ok(WythoffRequest { a, b }),
            (a, b) => Err(a.err().into_iter().chain(b.err()).collect()),
        }
    }

    /// Writes the request's fields.
    fn write_fields(&self, fields: &mut Fields) {
        fields.set("a", self.a.to_string());
        fields.set("b", self.b.to_string());
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        Ok(Answer::Wythoff(self.answer()))
    }
}

impl WythoffRequest {
    /// Parses a pile: 0 to 10^18.
    pub fn parse_pile(field: &str, text: &str) -> Result<u64, FieldError> {
        parse_in_range(field, text, 0, MAX_PILE)
    }

    /// Computes the answer.
    pub fn answer(&self) -> WythoffAnswer {
        let grundy = (self.a <= MAX_GRUNDY_PILE && self.b <= MAX_GRUNDY_PILE).then(|| {
            grundy_table(self.a as usize + 1, self.b as usize + 1)[self.a as usize][self.b as usize]
        });
        WythoffAnswer {
            winner: Winner::from_mover_wins(!is_p_position(self.a, self.b)),
            grundy,
            winning_moves: winning_moves(self.a, self.b)
                .into_iter()
                .map(|(a, b)| PilesAnswer { a: Count(a), b: Count(b) })
                .collect(),
        }
    }
}
