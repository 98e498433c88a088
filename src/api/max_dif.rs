//! The `max-dif` request: a game with scores as its acyclic graph of states.
//!
//! `{game: "max-dif", states: [{player, moves: [{to, gain: [g1, g2]}], final?: [f1, f2]}]}`
//! from JS; in a link the `state-graph` notation ([`super::state_graph`]) with each move
//! written `to/g1/g2` (`to` alone when both gains are 0) and a terminal state's scores as
//! `final/f1/f2` (`final` alone, or nothing, for 0 and 0):
//! `states=1:1/3/0.2/1/0,2:final/0/2,2:final` is state 0
//! (player 1: to 1 gaining 3, or to 2 gaining 1), state 1 (player 2 to move, the game over
//! with player 2 scoring 2), state 2 (over, no score). g1 and f1 are player 1's, g2 and f2
//! player 2's; each from -10^9 to 10^9.

use serde::Serialize;

use super::Answer;
use super::fields::{FieldError, Fields, number_text, parse_count};
use super::request::Request;
use super::state_graph::{
    MAX_MOVES, MAX_STATES, parse_player, parse_state_number, state_error, state_items, state_parts,
};
use crate::solve::max_dif::{MAX_SCORE, ScoreGraph, ScoreGraphBuilder, max_dif};

/// A game with scores.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MaxDifRequest {
    /// The graph.
    pub graph: ScoreGraph,
}

/// What `cgt.solve` returns for a score game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MaxDifAnswer {
    /// maxDif of each state: the most the player to move can make its score exceed the
    /// opponent's (at most 2 · 10^15 in absolute value, exact in JS).
    pub max_dif: Vec<i64>,
}

impl Request for MaxDifRequest {
    const GAME: &'static str = "max-dif";
    const FIELDS: &'static [&'static str] = &["states"];

    fn from_fields(fields: &Fields) -> Result<MaxDifRequest, Vec<FieldError>> {
        parse_score_states(fields.get("states").unwrap_or(""))
            .map(|graph| MaxDifRequest { graph })
            .map_err(|e| vec![e])
    }

    fn write_fields(&self, fields: &mut Fields) {
        let graph = &self.graph;
        let texts: Vec<String> = (0..graph.state_count())
            .map(|s| {
                let moves: Vec<String> = graph
                    .moves(s)
                    .iter()
                    .map(|mv| match mv.gain {
                        [0, 0] => mv.to.to_string(),
                        [g1, g2] => format!("{}/{g1}/{g2}", mv.to),
                    })
                    .collect();
                let body = if moves.is_empty() {
                    match graph.final_scores(s) {
                        [0, 0] => "final".to_string(),
                        [f1, f2] => format!("final/{f1}/{f2}"),
                    }
                } else {
                    moves.join(".")
                };
                format!("{}:{body}", graph.player(s).number())
            })
            .collect();
        fields.set("states", texts.join(","));
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        let solved = max_dif(&self.graph, &mut ()).map_err(|cycle| {
            vec![FieldError::new(
                "states",
                format!(
                    "the graph has a cycle {}: maxDif is computed in reverse topological order, \
                     which needs an acyclic graph",
                    cycle.path_text()
                ),
            )]
        })?;
        Ok(Answer::MaxDif(MaxDifAnswer { max_dif: solved.value }))
    }
}

/// A score from -10^9 to 10^9.
fn parse_score(state: usize, text: &str) -> Result<i64, FieldError> {
    let (sign, digits) = match text.strip_prefix('-') {
        Some(digits) => (-1, digits),
        None => (1, text),
    };
    if !digits.is_empty() && digits.len() <= 9 && digits.bytes().all(|b| b.is_ascii_digit()) {
        return Ok(sign * digits.bytes().fold(0, |n, b| n * 10 + i64::from(b - b'0')));
    }
    let limit = number_text(MAX_SCORE as u64);
    let range = format!("a score is a whole number from -{limit} to {limit}");
    let magnitude = parse_count("states", digits, MAX_SCORE as u64)
        .map_err(|error| state_error(state, format!("{} ({range})", error.message)))?;
    // At most MAX_SCORE, checked just above.
    Ok(sign * magnitude as i64)
}

/// Reads the states of a score game (the limits of `state-graph`).
pub fn parse_score_states(text: &str) -> Result<ScoreGraph, FieldError> {
    let mut builder = ScoreGraphBuilder::new();
    let mut total_moves = 0usize;
    let mut moves: Vec<(u64, [i64; 2])> = Vec::new();
    for (state, item) in state_items(text).enumerate() {
        if state == MAX_STATES {
            return Err(FieldError::new(
                "states",
                format!("more than {MAX_STATES} states; at most {MAX_STATES} are solved at once"),
            ));
        }
        let (player, tokens) = state_parts(item);
        let Some(player) = player else {
            return Err(state_error(state, "names no player; write player:moves, such as 1:2/3/0"));
        };
        let player = parse_player(state, player)?;
        moves.clear();
        let mut final_scores = None;
        for token in tokens {
            let mut parts: [&str; 4] = [""; 4];
            let mut count = 0;
            for part in token.splitn(4, '/') {
                parts[count] = part;
                count += 1;
            }
            let parts = &parts[..count];
            if parts[0].eq_ignore_ascii_case("final") {
                let scores = match parts[1..] {
                    [] => [0, 0],
                    [f1, f2] => [parse_score(state, f1)?, parse_score(state, f2)?],
                    _ => {
                        return Err(state_error(
                            state,
                            format!("'{token}': write final scores as final/f1/f2"),
                        ));
                    }
                };
                if final_scores.replace(scores).is_some() {
                    return Err(state_error(state, "has two final scores; give one"));
                }
                continue;
            }
            if total_moves == MAX_MOVES {
                return Err(FieldError::new(
                    "states",
                    format!("more than {MAX_MOVES} moves; at most {MAX_MOVES} are solved at once"),
                ));
            }
            let gain = match parts[1..] {
                [] => [0, 0],
                [g1, g2] => [parse_score(state, g1)?, parse_score(state, g2)?],
                _ => {
                    return Err(state_error(
                        state,
                        format!("'{token}': write a move as to/g1/g2 (or to alone)"),
                    ));
                }
            };
            let to = parse_state_number(state, parts[0], "a move is to/g1/g2, to a state number")?;
            moves.push((to, gain));
            total_moves += 1;
        }
        builder.push(player, moves.iter().copied(), final_scores);
    }
    if builder.state_count() == 0 {
        return Err(FieldError::new(
            "states",
            "missing; give states such as 1:1/3/0.2,2:final/0/2,2:final (player:moves, each \
             to/g1/g2; final/f1/f2 for a terminal state's scores)",
        ));
    }
    builder.finish().map_err(|error| FieldError::new("states", error.to_string()))
}
