//! The pursuit request (section 5.1): cops and robbers on a directed graph with a schedule of
//! movers, safe vertices and thresholds; also the pursuit lab's URL.

use super::Answer;
use super::request::Request;
use serde::Serialize;

use super::fields::{FieldError, Fields, parse_choice, parse_in_range, parse_number_list};
use super::graph::{graph_from_fields, write_edges};
use crate::solve::graph::{Graph, GraphRules};
use crate::solve::pursuit::{
    Agent, CaptureRule, MAX_COPS, MAX_ROBBERS, MAX_SCHEDULE, MAX_STATE_MOVES, MAX_STATES, Outcome,
    Pursuit, PursuitRules, Side, Step, play_out, solve,
};

/// The most vertices.
pub const MAX_PURSUIT_VERTICES: u32 = 100;
/// The most arcs.
pub const MAX_PURSUIT_ARCS: usize = 2_000;
/// The longest play-out returned.
pub const MAX_PLAY_MOVES: usize = 500;

/// What graphs the request accepts: loops allowed, directed or not.
pub fn pursuit_graph_rules(directed: bool) -> GraphRules {
    GraphRules {
        directed,
        loops: true,
        max_vertices: MAX_PURSUIT_VERTICES,
        max_edges: MAX_PURSUIT_ARCS,
    }
}

/// A pursuit game, checked and small enough to solve.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PursuitRequest {
    /// The game.
    pub rules: PursuitRules,
    /// The graph as given (directed, or undirected when each edge is an arc both ways).
    pub graph: Graph,
    /// Whether every vertex has a loop (agents may stay put).
    pub stay: bool,
}

/// What `cgt.solve` returns for a pursuit request.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PursuitAnswer {
    /// The result of perfect play from the start: "cops", "robbers" or "draw".
    pub outcome: &'static str,
    /// The number of states, K n^A (n + 2)^B.
    pub states: u32,
    /// How many states the cops win, the robbers win, and are drawn.
    pub cop_wins: u32,
    /// See `cop_wins`.
    pub robber_wins: u32,
    /// See `cop_wins`.
    pub draws: u32,
    /// Moves until the game ends under perfect play (the winner hurrying, the loser delaying);
    /// null for a draw.
    pub moves: Option<u32>,
    /// The moves of a perfect play-out (for a draw, until a position repeats).
    pub play: Vec<StepAnswer>,
}

/// One move of a play-out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StepAnswer {
    /// The mover, "c0" for cop 0, "r1" for robber 1.
    pub mover: String,
    /// Its new vertex, or null when its turn passed.
    pub to: Option<u32>,
    /// Robbers captured by the move.
    pub captured: Vec<u32>,
    /// Whether the moving robber reached a safe vertex.
    pub safe: bool,
}

/// A mover as written in requests: `c0`, `r1`.
pub fn agent_name(agent: Agent) -> String {
    match agent.side {
        Side::Cops => format!("c{}", agent.index),
        Side::Robbers => format!("r{}", agent.index),
    }
}

/// The text of a vertex-list field (`cops`, `robbers`, `safe`) after vertex `removed` was
/// deleted: the numbers above it move down by one, everything else is kept as typed. `None`
/// when the text names `removed` itself.
pub fn renumber_after_removal(text: &str, removed: u32) -> Option<String> {
    let mut renumbered = String::new();
    let mut digits = String::new();
    let mut named_removed = false;
    for c in text.chars().chain(std::iter::once(',')) {
        if c.is_ascii_digit() {
            digits.push(c);
            continue;
        }
        if !digits.is_empty() {
            match digits.parse::<u64>() {
                Ok(vertex) if vertex == u64::from(removed) => named_removed = true,
                Ok(vertex) if vertex > u64::from(removed) => {
                    renumbered.push_str(&(vertex - 1).to_string())
                }
                _ => renumbered.push_str(&digits),
            }
            digits.clear();
        }
        renumbered.push(c);
    }
    // Drop the ',' added to end the last number.
    renumbered.pop();
    (!named_removed).then_some(renumbered)
}

impl Request for PursuitRequest {
    /// The game's name in `cgt.solve` requests.
    const GAME: &'static str = "pursuit";

    /// The request's fields besides `game`.
    const FIELDS: &'static [&'static str] = &[
        "capture", "captures", "cops", "directed", "edges", "escapes", "robbers", "safe",
        "schedule", "stay", "vertices",
    ];
    const LONGEST_LIST: u32 = MAX_PURSUIT_ARCS as u32;

    /// Reads the request from fields, reporting every bad field, then checks the state count
    /// against [`MAX_STATES`] before anything is allocated.
    fn from_fields(fields: &Fields) -> Result<PursuitRequest, Vec<FieldError>> {
        let directed = PursuitRequest::parse_directed(fields);
        let rules = pursuit_graph_rules(*directed.as_ref().unwrap_or(&true));
        match (directed, graph_from_fields(fields, &rules)) {
            (Ok(_), Ok(graph)) => PursuitRequest::with_graph(graph, fields),
            (directed, graph) => {
                Err(directed.err().into_iter().chain(graph.err().into_iter().flatten()).collect())
            }
        }
    }

    /// Writes the request's fields (all of them, defaults included).
    fn write_fields(&self, fields: &mut Fields) {
        let rules = &self.rules;
        let list = |items: &[u32]| items.iter().map(u32::to_string).collect::<Vec<_>>().join(",");
        write_edges(&self.graph, fields);
        fields.set("directed", if self.graph.is_directed() { "yes" } else { "no" });
        fields.set("stay", if self.stay { "yes" } else { "no" });
        fields.set("cops", list(&rules.cops));
        fields.set("robbers", list(&rules.robbers));
        let schedule: Vec<String> = rules.schedule.iter().map(|&agent| agent_name(agent)).collect();
        fields.set("schedule", schedule.join(","));
        let safe: Vec<String> = rules
            .safe
            .iter()
            .map(|set| set.iter().map(u32::to_string).collect::<Vec<_>>().join(" "))
            .collect();
        fields.set("safe", safe.join(","));
        fields.set("captures", rules.captures_needed.to_string());
        fields.set("escapes", rules.escapes_needed.to_string());
        fields.set(
            "capture",
            match rules.capture {
                CaptureRule::Meet => "meet",
                CaptureRule::CopMoves => "cop-moves",
            },
        );
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        Ok(Answer::Pursuit(self.answer()))
    }
}

impl PursuitRequest {
    /// Reads `directed`: "yes" (the default: each edge u-v is the arc u -> v) or "no" (each
    /// edge is an arc both ways).
    pub fn parse_directed(fields: &Fields) -> Result<bool, FieldError> {
        parse_optional_choice(fields, "directed", &[("yes", true), ("no", false)], true)
    }

    /// Reads the game on `graph` from the other fields (`directed` is the graph's own).
    pub fn with_graph(graph: Graph, fields: &Fields) -> Result<PursuitRequest, Vec<FieldError>> {
        let get = |name: &str| fields.get(name).unwrap_or("");
        let mut errors = Vec::new();
        let vertices = graph.vertex_count();
        let stay = keep(
            &mut errors,
            parse_optional_choice(fields, "stay", &[("no", false), ("yes", true)], false),
        );
        let capture = keep(
            &mut errors,
            parse_optional_choice(
                fields,
                "capture",
                &[("meet", CaptureRule::Meet), ("cop-moves", CaptureRule::CopMoves)],
                CaptureRule::Meet,
            ),
        );
        let cops = keep(&mut errors, parse_starts("cops", get("cops"), vertices, MAX_COPS));
        let robbers =
            keep(&mut errors, parse_starts("robbers", get("robbers"), vertices, MAX_ROBBERS));
        let (Some(stay), Some(capture), Some(cops), Some(robbers)) = (stay, capture, cops, robbers)
        else {
            return Err(errors);
        };
        let (a, b) = (cops.len(), robbers.len());
        let schedule = match fields.get("schedule") {
            None => Ok(default_schedule(a, b)),
            Some(text) => parse_schedule(text, a, b),
        };
        let schedule = keep(&mut errors, schedule);
        let safe = keep(
            &mut errors,
            match fields.get("safe") {
                None => Ok(vec![Vec::new(); b]),
                Some(text) => parse_safe(text, vertices, b),
            },
        );
        let captures = keep(&mut errors, parse_threshold(fields, "captures", b));
        let escapes = keep(&mut errors, parse_threshold(fields, "escapes", b));
        let (Some(schedule), Some(safe), Some(captures), Some(escapes)) =
            (schedule, safe, captures, escapes)
        else {
            return Err(errors);
        };
        let states = PursuitRules::state_count(vertices, a, b, schedule.len());
        if states > u128::from(MAX_STATES) {
            return Err(vec![FieldError::new(
                "vertices",
                format!(
                    "this game has {states} states ({}); at most {MAX_STATES} can be solved: use \
                     fewer vertices, agents or movers",
                    PursuitRules::state_formula(vertices, a, b, schedule.len())
                ),
            )]);
        }
        let mut arcs = Vec::new();
        for &(u, v) in graph.edges() {
            arcs.push((u, v));
            if !graph.is_directed() && u != v {
                arcs.push((v, u));
            }
        }
        if stay {
            arcs.extend((0..vertices).map(|v| (v, v)));
        }
        let rules = PursuitRules {
            vertices,
            arcs,
            cops,
            robbers,
            schedule,
            safe,
            captures_needed: captures,
            escapes_needed: escapes,
            capture,
        };
        let moves = Pursuit::new(rules.clone()).state_moves_bound();
        if moves > u128::from(MAX_STATE_MOVES) {
            return Err(vec![FieldError::new(
                "edges",
                format!(
                    "the state graph has up to {moves} moves; at most {MAX_STATE_MOVES} can be \
                     stored: use fewer arcs, vertices or agents"
                ),
            )]);
        }
        Ok(PursuitRequest { rules, graph, stay })
    }

    /// Solves the game and plays it out.
    pub fn answer(&self) -> PursuitAnswer {
        let (game, solution) = solve(Pursuit::new(self.rules.clone()));
        answer_of(&game, &solution)
    }
}

/// The answer for a solved game.
pub fn answer_of(game: &Pursuit, solution: &crate::solve::pursuit::Solution) -> PursuitAnswer {
    let start = game.index(&game.start());
    let (cop_wins, robber_wins, draws) = solution.counts();
    let play = play_out(game, solution, MAX_PLAY_MOVES);
    PursuitAnswer {
        outcome: match solution.outcome(start) {
            Outcome::Cops => "cops",
            Outcome::Robbers => "robbers",
            Outcome::Draw => "draw",
        },
        states: game.state_count(),
        cop_wins: cop_wins as u32,
        robber_wins: robber_wins as u32,
        draws: draws as u32,
        moves: solution.moves_to_end(start),
        play: play.steps.iter().map(step_answer).collect(),
    }
}

fn step_answer(step: &Step) -> StepAnswer {
    StepAnswer {
        mover: agent_name(step.agent),
        to: step.to,
        captured: step.captured.clone(),
        safe: step.reached_safety,
    }
}

/// The value, or `None` with the error noted.
fn keep<T>(errors: &mut Vec<FieldError>, result: Result<T, FieldError>) -> Option<T> {
    result.map_err(|error| errors.push(error)).ok()
}

fn parse_optional_choice<T: Copy>(
    fields: &Fields,
    field: &str,
    choices: &[(&str, T)],
    default: T,
) -> Result<T, FieldError> {
    match fields.get(field) {
        None => Ok(default),
        Some(text) => parse_choice(field, text, choices),
    }
}

/// Start vertices: 1 to `max` of them, each below `vertices`.
fn parse_starts(
    field: &str,
    text: &str,
    vertices: u32,
    max: usize,
) -> Result<Vec<u32>, FieldError> {
    let last = vertices.saturating_sub(1);
    let starts = parse_number_list(field, text, u64::from(last), max).map_err(|error| {
        let reason = error.message.split(';').next().unwrap_or_default();
        let above = format!(" is above the limit of {last}");
        if text.trim().is_empty() {
            FieldError::new(field, format!("missing; give 1 to {max} start vertices, e.g. 0,3"))
        } else if let Some(vertex) = reason.strip_suffix(&above) {
            FieldError::new(
                field,
                format!("vertex {vertex} is out of range; the vertices are 0 to {last}"),
            )
        } else if reason.starts_with("more than") {
            error
        } else {
            FieldError::new(field, format!("{reason}; give start vertices from 0 to {last}"))
        }
    })?;
    starts
        .into_iter()
        .map(|v| {
            if v < u64::from(vertices) {
                Ok(v as u32)
            } else {
                Err(FieldError::new(
                    field,
                    format!("vertex {v} is out of range; the vertices are 0 to {}", vertices - 1),
                ))
            }
        })
        .collect()
}

/// Cops in order, then robbers in order.
fn default_schedule(cops: usize, robbers: usize) -> Vec<Agent> {
    let cops = (0..cops as u32).map(|index| Agent { side: Side::Cops, index });
    let robbers = (0..robbers as u32).map(|index| Agent { side: Side::Robbers, index });
    cops.chain(robbers).collect()
}

/// The schedule: movers such as `c0, r0, c1`, 1 to [`MAX_SCHEDULE`] of them.
fn parse_schedule(text: &str, cops: usize, robbers: usize) -> Result<Vec<Agent>, FieldError> {
    let error = |message: String| FieldError::new("schedule", message);
    let mut schedule = Vec::new();
    for item in text.split([',', ';', ' ']).map(str::trim).filter(|item| !item.is_empty()) {
        let lower = item.to_ascii_lowercase();
        let (side, count, name) = match lower.as_bytes().first() {
            Some(b'c') => (Side::Cops, cops, "cops"),
            Some(b'r') => (Side::Robbers, robbers, "robbers"),
            _ => (Side::Cops, 0, ""),
        };
        // After an ASCII 'c' or 'r' (one byte), so index 1 is a character boundary.
        let digits = if name.is_empty() { "" } else { &lower[1..] };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(error(format!(
                "'{item}' is not a mover; write c0 for cop 0, r1 for robber 1, e.g. c0,r0"
            )));
        }
        let index = digits.parse::<u64>().unwrap_or(u64::MAX);
        if index >= count as u64 {
            let (one, _) = name.split_at(name.len() - 1);
            return Err(error(match count {
                1 => format!("'{item}': there is only {one} 0"),
                _ => format!("'{item}': there are {count} {name}, numbered 0 to {}", count - 1),
            }));
        }
        if schedule.len() == MAX_SCHEDULE {
            return Err(error(format!(
                "more than {MAX_SCHEDULE} movers; the limit is {MAX_SCHEDULE}"
            )));
        }
        schedule.push(Agent { side, index: index as u32 });
    }
    if schedule.is_empty() {
        return Err(error("missing; give the movers in order, e.g. c0,r0".into()));
    }
    Ok(schedule)
}

/// Safe vertices: one group per robber, groups separated by commas or semicolons, a group's
/// vertices by spaces or dashes (`3,4 5`: robber 0 is safe at 3, robber 1 at 4 and 5; an empty
/// group for none). JS's `[[3], [4, 5]]` arrives as `3,4-5`.
fn parse_safe(text: &str, vertices: u32, robbers: usize) -> Result<Vec<Vec<u32>>, FieldError> {
    let error = |message: String| FieldError::new("safe", message);
    // Counted before any group is kept: a text of a million commas costs no memory.
    let groups = || text.split([',', ';']);
    let count = groups().count();
    if count != robbers {
        let plural = |count: usize, noun: &str| match count {
            1 => format!("1 {noun}"),
            _ => format!("{count} {noun}s"),
        };
        return Err(error(format!(
            "{} for {}; give one group of safe vertices per robber, separated by commas, \
             a group's vertices separated by spaces (e.g. 3,4 5)",
            plural(count, "group"),
            plural(robbers, "robber")
        )));
    }
    let mut safe = Vec::new();
    for group in groups() {
        let mut set = Vec::new();
        for item in group.split(|c: char| c == '-' || c.is_whitespace()).filter(|i| !i.is_empty()) {
            let v = match item.parse::<u64>() {
                Ok(v) if item.bytes().all(|b| b.is_ascii_digit()) => v,
                _ => return Err(error(format!("'{item}' is not a vertex number"))),
            };
            if v >= u64::from(vertices) {
                return Err(error(format!(
                    "vertex {v} is out of range; the vertices are 0 to {}",
                    vertices - 1
                )));
            }
            if set.contains(&(v as u32)) {
                return Err(error(format!("vertex {v} is listed twice in one group")));
            }
            set.push(v as u32);
        }
        safe.push(set);
    }
    Ok(safe)
}

/// B' or B'': 1 to B, default B.
fn parse_threshold(fields: &Fields, field: &str, robbers: usize) -> Result<u32, FieldError> {
    match fields.get(field) {
        None => Ok(robbers as u32),
        Some(text) => parse_in_range(field, text, 1, robbers as u64).map(|count| count as u32),
    }
}
