//! The betting request: `{game: "betting", black, red}`, also the betting lab's URL.

use super::Answer;
use super::request::Request;
use serde::Serialize;

use super::fields::{FieldError, Fields, parse_in_range};
use crate::solve::betting::{Colour, MAX_OBJECTS, PmaxTable, exact_bet, exact_pmax};

/// Solve the worst-case betting game for a box of `black` and `red` objects.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BettingRequest {
    /// Black objects in the box.
    pub black: u32,
    /// Red objects in the box.
    pub red: u32,
}

/// What `cgt.solve` returns for a betting request.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BettingAnswer {
    /// pmax(black, red): the factor the best strategy guarantees whatever the order of the draws
    /// (Infinity above 2^1024; read `log2Multiplier` then).
    pub multiplier: f64,
    /// log2 pmax(black, red).
    pub log2_multiplier: f64,
    /// pmax(black, red) as a fraction "num/den" in lowest terms, for boxes of at most 100 objects.
    pub exact: Option<String>,
    /// The first bet of the optimal strategy.
    pub bet: BetAnswer,
}

/// A bet as the JS API shows it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BetAnswer {
    /// "black", "red", or "none" (nothing to gain by betting).
    pub colour: &'static str,
    /// The fraction of the money to stake, 0 to 1.
    pub fraction: f64,
    /// The fraction exactly, "num/den", for boxes of at most 100 objects.
    pub exact: Option<String>,
}

impl Request for BettingRequest {
    /// The game's name in `cgt.solve` requests.
    const GAME: &'static str = "betting";

    /// The request's fields besides `game`.
    const FIELDS: &'static [&'static str] = &["black", "red"];

    /// Reads the request from fields, reporting every bad field.
    fn from_fields(fields: &Fields) -> Result<BettingRequest, Vec<FieldError>> {
        let black = Self::parse_count("black", fields.get("black").unwrap_or(""));
        let red = Self::parse_count("red", fields.get("red").unwrap_or(""));
        match (black, red) {
            (Ok(black), Ok(red)) => Self::new(black, red).map_err(|error| vec![error]),
            (black, red) => Err(black.err().into_iter().chain(red.err()).collect()),
        }
    }

    /// Writes the request's fields.
    fn write_fields(&self, fields: &mut Fields) {
        fields.set("black", self.black.to_string());
        fields.set("red", self.red.to_string());
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        Ok(Answer::Betting(self.answer()))
    }
}

impl BettingRequest {
    /// Parses a count of objects: 0 to 2000.
    pub fn parse_count(field: &str, text: &str) -> Result<u32, FieldError> {
        // At most MAX_OBJECTS, so the conversion is lossless.
        parse_in_range(field, text, 0, u64::from(MAX_OBJECTS)).map(|count| count as u32)
    }

    /// Checks the box's total against the limit.
    pub fn new(black: u32, red: u32) -> Result<BettingRequest, FieldError> {
        if black + red > MAX_OBJECTS {
            return Err(FieldError::new(
                "red",
                format!(
                    "the box holds {} objects; at most {MAX_OBJECTS} are supported",
                    black + red
                ),
            ));
        }
        Ok(BettingRequest { black, red })
    }

    /// Computes the answer.
    pub fn answer(&self) -> BettingAnswer {
        let table = PmaxTable::new(self.black, self.red);
        let bet = table.optimal_bet(self.black, self.red);
        // Exact where the box is small enough (no rounding in 0.25), else the table's float.
        let (colour, fraction, exact) = match exact_bet(self.black, self.red) {
            Some((colour, fraction)) => {
                (colour, fraction.value(), Some(format!("{}/{}", fraction.num, fraction.den)))
            }
            None => (bet.colour, bet.fraction, None),
        };
        let colour = match colour {
            _ if fraction == 0.0 => "none",
            Colour::Black => "black",
            Colour::Red => "red",
        };
        BettingAnswer {
            multiplier: table.ln_pmax(self.black, self.red).exp(),
            log2_multiplier: table.log2_pmax(self.black, self.red),
            exact: exact_pmax(self.black, self.red).map(|f| format!("{}/{}", f.num, f.den)),
            bet: BetAnswer { colour, fraction, exact },
        }
    }
}
