//! Requests and answers: what to solve, as plain data shared by URLs, forms and `cgt.solve`.
//!
//! A request arrives as [`Fields`] (named texts) from any source, is checked by one parser per
//! game, and is answered with a serializable struct. Nothing here knows about JS or the DOM:
//! `js_api` converts JS values to fields and answers to JS values.

pub mod fields;
pub mod subtraction;

use serde::Serialize;

pub use fields::{FieldError, Fields};
use subtraction::{SubtractionAnswer, SubtractionRequest};

/// The games `cgt.solve` knows, by their `game` field.
pub const GAMES: &[&str] = &[SubtractionRequest::GAME];

/// Any answer of `cgt.solve`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Answer {
    /// For `game: "subtraction"`.
    Subtraction(SubtractionAnswer),
}

/// Solves the request described by `fields` (which include `game`).
pub fn solve(fields: &Fields) -> Result<Answer, Vec<FieldError>> {
    let game = fields.get("game").unwrap_or("");
    let known_games = GAMES.join(", ");
    match game {
        SubtractionRequest::GAME => {
            check_names(fields, SubtractionRequest::FIELDS)?;
            let request = SubtractionRequest::from_fields(fields)?;
            Ok(Answer::Subtraction(request.answer()))
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
