//! The division game's request: `{game: "division", n}`.

use super::Answer;
use super::request::Request;
use serde::Serialize;

use super::fields::{FieldError, Fields, parse_in_range};
use super::{Count, Winner};
use crate::solve::division::{MAX_N, MAX_TABLE, winning_moves};

/// Solve the division game from n.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DivisionRequest {
    /// The starting number.
    pub n: u64,
}

/// What `cgt.solve` returns for the division game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DivisionAnswer {
    /// Who wins with perfect play: the player to move ("first") or the other ("second").
    pub winner: Winner,
    /// Every winning move (to each prime factor of a composite n), by the number left.
    pub winning_moves: Vec<DivisionMoveAnswer>,
}

/// A move that divides the number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DivisionMoveAnswer {
    /// The divisor the number is divided by.
    pub divide_by: Count,
    /// The number left.
    pub to: Count,
}

impl Request for DivisionRequest {
    /// The game's name in `cgt.solve` requests.
    const GAME: &'static str = "division";

    /// The request's fields besides `game`.
    const FIELDS: &'static [&'static str] = &["n"];

    /// Reads the request from fields.
    fn from_fields(fields: &Fields) -> Result<DivisionRequest, Vec<FieldError>> {
        Self::parse_n(fields.get("n").unwrap_or(""))
            .map(|n| DivisionRequest { n })
            .map_err(|e| vec![e])
    }

    /// Writes the request's fields.
    fn write_fields(&self, fields: &mut Fields) {
        fields.set("n", self.n.to_string());
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        Ok(Answer::Division(self.answer()))
    }
}

impl DivisionRequest {
    /// Parses n: 1 to 10^12.
    pub fn parse_n(text: &str) -> Result<u64, FieldError> {
        parse_in_range("n", text, 1, MAX_N)
    }

    /// Parses the size of a win/lose table, the `n` of the division lab's link: 1 to
    /// [`MAX_TABLE`].
    pub fn parse_table_n(text: &str) -> Result<u32, FieldError> {
        // At most MAX_TABLE, so the conversion is lossless.
        parse_in_range("n", text, 1, MAX_TABLE.into()).map(|n| n as u32)
    }

    /// Computes the answer (trial division up to the square root of n).
    pub fn answer(&self) -> DivisionAnswer {
        let moves = winning_moves(self.n);
        DivisionAnswer {
            winner: Winner::from_mover_wins(!moves.is_empty()),
            winning_moves: moves
                .into_iter()
                .map(|mv| DivisionMoveAnswer { divide_by: Count(mv.divide_by), to: Count(mv.to) })
                .collect(),
        }
    }
}
