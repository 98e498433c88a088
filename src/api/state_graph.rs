//! The `state-graph` request: any game as its graph of states, solved by the queue algorithm.
//!
//! `{game: "state-graph", states: [{player, moves: [to, ...], result?}], infinitePlay?}` from
//! JS; in a link or a form the states are one text, the states separated by commas, each
//! written `player:moves` with the moves separated by dots, or `player:result` for a terminal
//! state: `states=1:1.2,2:0,1:loss` is state 0 (player 1 to move, moves to 1 and 2), state 1
//! (player 2, moves to 0) and state 2 (player 1 to move, who has lost). Without the `player:`
//! on every state the game is impartial and every move passes the turn: `states=1.2,2.3,loss,loss`
//! (then endless play can only be a draw). The same notation, with `to/g1/g2` moves and a
//! `final/f1/f2` part, is the `max-dif` request's ([`super::max_dif`]).

use std::fmt::Write;

use serde::Serialize;

use super::Answer;
use super::fields::{FieldError, Fields, choice_name, parse_choice, parse_count};
use super::request::Request;
use crate::solve::state_graph::retrograde::solve;
use crate::solve::state_graph::{EndlessPlay, Outcome, Player, StateGraph, StateGraphBuilder};

/// The most states a request may have: 250,000. Reading the text costs more than solving it:
/// the largest request (with [`MAX_MOVES`] moves, about 8 MB of text) takes about half a second
/// natively (BENCHMARKS.md); the lab solves generated graphs of up to 10^6 states in slices.
pub const MAX_STATES: usize = 250_000;
/// The most moves a request may have: 1,250,000.
pub const MAX_MOVES: usize = 1_250_000;

/// A game given by its states, and what endless play counts as.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StateGraphRequest {
    /// The graph.
    pub graph: StateGraph,
    /// The result of a game that goes on forever.
    pub endless: EndlessPlay,
}

/// A state's result as `cgt.solve` writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum OutcomeAnswer {
    /// The player to move wins.
    Win,
    /// The player to move loses.
    Loss,
    /// Neither wins.
    Draw,
}

impl From<Outcome> for OutcomeAnswer {
    fn from(outcome: Outcome) -> OutcomeAnswer {
        match outcome {
            Outcome::Win => OutcomeAnswer::Win,
            Outcome::Loss => OutcomeAnswer::Loss,
            Outcome::Draw => OutcomeAnswer::Draw,
        }
    }
}

/// What `cgt.solve` returns for a state graph.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StateGraphAnswer {
    /// Each state's outcome for the player to move there.
    pub outcome: Vec<OutcomeAnswer>,
    /// Moves to the end under perfect play (the winner hurrying, the loser delaying), `null`
    /// for a draw; the whole list `null` unless endless play is a draw.
    pub remoteness: Option<Vec<Option<u32>>>,
}

/// The words of `infinitePlay`.
const ENDLESS: &[(&str, EndlessPlay)] = &[
    ("draw", EndlessPlay::Draw),
    ("player1", EndlessPlay::WinFor(Player::One)),
    ("player2", EndlessPlay::WinFor(Player::Two)),
];

/// Reads the rule for endless play: `draw`, `player1` or `player2`.
pub fn parse_endless(text: &str) -> Result<EndlessPlay, FieldError> {
    parse_choice("infinitePlay", text, ENDLESS)
}

/// The word of a rule for endless play, as `infinitePlay` takes it.
pub fn endless_name(endless: EndlessPlay) -> &'static str {
    choice_name(ENDLESS, &endless)
}

/// The words of a result.
const RESULTS: &[(&str, Outcome)] =
    &[("win", Outcome::Win), ("loss", Outcome::Loss), ("draw", Outcome::Draw)];

impl Request for StateGraphRequest {
    const GAME: &'static str = "state-graph";
    const FIELDS: &'static [&'static str] = &["states", "infinitePlay"];
    /// The states, up to [`MAX_STATES`] (a state's moves go to distinct states, so its list of
    /// them is no longer).
    const LONGEST_LIST: u32 = MAX_STATES as u32;

    fn from_fields(fields: &Fields) -> Result<StateGraphRequest, Vec<FieldError>> {
        let graph = parse_states(fields.get("states").unwrap_or(""));
        match (graph, endless_field(fields)) {
            (Ok(graph), Ok(endless)) => match check_endless(&graph, endless) {
                Ok(()) => Ok(StateGraphRequest { graph, endless }),
                Err(error) => Err(vec![error]),
            },
            (graph, endless) => Err(graph.err().into_iter().chain(endless.err()).collect()),
        }
    }

    fn write_fields(&self, fields: &mut Fields) {
        fields.set("states", states_text(&self.graph));
        if self.endless != EndlessPlay::Draw {
            fields.set("infinitePlay", endless_name(self.endless));
        }
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        let (_, solved) = solve(self.graph.clone(), self.endless);
        let remoteness = (self.endless == EndlessPlay::Draw).then_some(solved.remoteness);
        let outcome = solved.outcome.into_iter().map(OutcomeAnswer::from).collect();
        Ok(Answer::StateGraph(StateGraphAnswer { outcome, remoteness }))
    }
}

/// The rule for endless play of `fields`' `infinitePlay`: a draw when it is absent or blank.
pub fn endless_field(fields: &Fields) -> Result<EndlessPlay, FieldError> {
    match fields.get("infinitePlay") {
        Some(text) if !text.trim().is_empty() => parse_endless(text),
        _ => Ok(EndlessPlay::Draw),
    }
}

/// Whether `endless` may be the rule of `graph`: a player wins endless play only in a game whose
/// states name their players.
pub fn check_endless(graph: &StateGraph, endless: EndlessPlay) -> Result<(), FieldError> {
    if graph.is_alternating() && endless != EndlessPlay::Draw {
        return Err(FieldError::new(
            "infinitePlay",
            "the states name no player (every move passes the turn), so endless play can only be \
             a draw; give each state its player to name a winner",
        ));
    }
    Ok(())
}

/// The states of a request, one text per state (a trailing separator is allowed), read lazily
/// so that a parser can stop at its limit before reading further.
pub fn state_items(text: &str) -> impl Iterator<Item = &str> {
    let trimmed = text.trim_end().trim_end_matches([',', ';', '\n']);
    let empty = trimmed.trim().is_empty();
    trimmed.split([',', ';', '\n']).map(str::trim).filter(move |_| !empty)
}

/// A state's text split into its player (the part before a `:`) and its tokens (moves,
/// results, `a/b/c` groups) separated by dots, colons or spaces.
pub fn state_parts(item: &str) -> (Option<&str>, impl Iterator<Item = &str>) {
    let (player, rest) = match item.split_once(':') {
        Some((player, rest)) => (Some(player.trim()), rest),
        None => (None, item),
    };
    (player, rest.split(['.', ':', ' ', '\t']).filter(|token| !token.is_empty()))
}

/// A state number: plain digits up to 4294967295 read at once (the common case of a long list),
/// anything else by the shared parser and its messages.
pub fn parse_state_number(state: usize, token: &str, what: &str) -> Result<u64, FieldError> {
    if !token.is_empty() && token.len() <= 9 && token.bytes().all(|b| b.is_ascii_digit()) {
        return Ok(token.bytes().fold(0, |n, b| n * 10 + u64::from(b - b'0')));
    }
    parse_count("states", token, u64::from(u32::MAX))
        .map_err(|error| state_error(state, format!("{} ({what})", error.message)))
}

/// Reads a player, 1 or 2.
pub fn parse_player(state: usize, text: &str) -> Result<Player, FieldError> {
    match text {
        "1" => Ok(Player::One),
        "2" => Ok(Player::Two),
        _ => Err(FieldError::new(
            "states",
            format!("state {state}: '{text}' is not a player; write 1 or 2 before the ':'"),
        )),
    }
}

/// A message about `state`'s part of the `states` field.
pub fn state_error(state: usize, message: impl std::fmt::Display) -> FieldError {
    FieldError::new("states", format!("state {state}: {message}"))
}

/// Reads the states of a game: at most [`MAX_STATES`] states and [`MAX_MOVES`] moves, counted
/// as they are read; then the graph is checked (moves to missing states, results on states
/// with moves, terminal states without one).
pub fn parse_states(text: &str) -> Result<StateGraph, FieldError> {
    let mut reader = StatesReader::new(text)?;
    reader.read(text, usize::MAX)?;
    reader.finish()
}

/// The states of a game read a few at a time, as [`parse_states`] reads them all (a lab reads
/// a link's game of 250,000 states, 1.6 MB, in its time slices): each call is given the same
/// text.
#[derive(Debug)]
pub struct StatesReader {
    builder: StateGraphBuilder,
    first_has_player: bool,
    /// The next state's number.
    state: usize,
    /// Where the next state's text starts in [`states_body`]; past its end once all are read.
    at: usize,
    total_moves: usize,
    moves: Vec<u64>,
}

/// The states' text without its trailing separators (the states are its items).
fn states_body(text: &str) -> &str {
    text.trim_end().trim_end_matches([',', ';', '\n'])
}

impl StatesReader {
    /// The reader of `text`, nothing read yet, or why it has no states.
    pub fn new(text: &str) -> Result<StatesReader, FieldError> {
        let Some(first) = state_items(text).next() else {
            return Err(FieldError::new(
                "states",
                "missing; give states such as 1:1.2,2:0,1:loss (player:moves, or player:result \
                 for a terminal state)",
            ));
        };
        let first_has_player = first.contains(':');
        let builder = if first_has_player {
            StateGraphBuilder::new()
        } else {
            StateGraphBuilder::alternating()
        };
        Ok(StatesReader {
            builder,
            first_has_player,
            state: 0,
            at: 0,
            total_moves: 0,
            moves: Vec::new(),
        })
    }

    /// Reads up to `count` more states of `text`: whether every state is read, or the first
    /// message.
    pub fn read(&mut self, text: &str, count: usize) -> Result<bool, FieldError> {
        let body = states_body(text);
        for _ in 0..count {
            let Some(rest) = body.get(self.at..) else { return Ok(true) };
            let end = rest.find([',', ';', '\n']).unwrap_or(rest.len());
            // `end` is a separator's place or the end, a character boundary either way.
            let item = rest.get(..end).unwrap_or_default().trim();
            self.at += end + 1;
            self.read_state(item)?;
        }
        Ok(self.at > body.len())
    }

    /// The share of `text` read, from 0 to 1.
    pub fn progress(&self, text: &str) -> f64 {
        (self.at as f64 / text.len().max(1) as f64).min(1.0)
    }

    /// The graph read, checked.
    pub fn finish(self) -> Result<StateGraph, FieldError> {
        self.builder.finish().map_err(|error| FieldError::new("states", error.to_string()))
    }

    fn read_state(&mut self, item: &str) -> Result<(), FieldError> {
        let state = self.state;
        self.state += 1;
        if state == MAX_STATES {
            return Err(FieldError::new(
                "states",
                format!("more than {MAX_STATES} states; at most {MAX_STATES} are solved at once"),
            ));
        }
        let (player, tokens) = state_parts(item);
        let player = match player {
            Some(_) if !self.first_has_player => {
                return Err(state_error(
                    state,
                    "names a player but state 0 does not; name every state's player or none",
                ));
            }
            None if self.first_has_player => {
                return Err(state_error(
                    state,
                    "names no player (write player:moves, such as 1:2.3); name every state's player or none",
                ));
            }
            Some(text) => parse_player(state, text)?,
            None => Player::One,
        };
        self.moves.clear();
        let mut result = None;
        for token in tokens {
            let starts_with_letter = token.as_bytes()[0].is_ascii_alphabetic();
            if let Some(&(_, outcome)) = RESULTS
                .iter()
                .find(|(word, _)| starts_with_letter && token.eq_ignore_ascii_case(word))
            {
                if result.replace(outcome).is_some() {
                    return Err(state_error(state, "has two results; give one"));
                }
                continue;
            }
            if self.total_moves == MAX_MOVES {
                return Err(FieldError::new(
                    "states",
                    format!("more than {MAX_MOVES} moves; at most {MAX_MOVES} are solved at once"),
                ));
            }
            let to = parse_state_number(
                state,
                token,
                "a move is a state number; a result is win, loss or draw",
            )?;
            self.moves.push(to);
            self.total_moves += 1;
        }
        self.builder.push(player, self.moves.iter().copied(), result);
        Ok(())
    }
}

/// The states as the request's text: `1:1.2,2:0,1:loss` (impartial: `1.2,0,loss`).
pub fn states_text(graph: &StateGraph) -> String {
    let mut out = String::new();
    // Writing to a String cannot fail.
    for s in 0..graph.state_count() {
        if s > 0 {
            out.push(',');
        }
        if !graph.is_alternating() {
            let _ = write!(out, "{}:", graph.player(s).number());
        }
        match graph.result(s) {
            Some(outcome) => out.push_str(outcome.word()),
            None => {
                for (k, to) in graph.moves(s).iter().enumerate() {
                    if k > 0 {
                        out.push('.');
                    }
                    let _ = write!(out, "{to}");
                }
            }
        }
    }
    out
}
