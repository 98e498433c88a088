//! maxDif (the paper's section 2): games with scores, on an acyclic graph of states (S, p).
//!
//! Every move changes both players' scores by its gains; a terminal state adds its final scores.
//! maxDif(S, p) is the largest difference between p's score and the opponent's that p can make
//! sure of from (S, p):
//! maxDif(S, p) = max over moves j of (gain of p - gain of opp(p)) + maxDif(S'(j)) when p moves
//! again, - maxDif(S'(j)) when the opponent does; a terminal state's maxDif is its final score
//! for p minus the one for the opponent. Computed in reverse topological order, each value
//! explained by the formula with its numbers ([`MaxDifEvent::sentence`]).

use std::fmt;

use super::dag::{Cycle, order_by_successors};
use super::state_graph::{Player, Work};
use super::trace::Trace;

/// The largest gain or final score, in absolute value: 10^9 (so that no maxDif of a graph of
/// up to 2^32 states overflows: at most 2 · 10^9 per move).
pub const MAX_SCORE: i64 = 1_000_000_000;

/// A move with its gains: `gain[0]` for player 1, `gain[1]` for player 2.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScoreMove {
    /// The state moved to.
    pub to: u32,
    /// What player 1 and player 2 gain by it.
    pub gain: [i64; 2],
}

/// A game with scores as its graph of states.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoreGraph {
    players: Vec<Player>,
    starts: Vec<u32>,
    moves: Vec<ScoreMove>,
    /// Player 1's and player 2's final scores at each terminal state ([0, 0] elsewhere).
    finals: Vec<[i64; 2]>,
}

/// Why a list of states does not make a [`ScoreGraph`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScoreGraphError {
    /// No state at all.
    NoStates,
    /// Final scores on a state with moves.
    FinalWithMoves {
        /// The state.
        state: u32,
    },
    /// A move to a state that does not exist.
    MissingState {
        /// The state moved from.
        state: u32,
        /// The state named.
        to: u64,
        /// The number of states.
        states: u32,
    },
    /// A gain or final score above [`MAX_SCORE`] in absolute value.
    ScoreOutOfRange {
        /// The state.
        state: u32,
        /// The score.
        score: i64,
    },
    /// More than 2^32 - 1 states or moves.
    TooLarge,
}

impl fmt::Display for ScoreGraphError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ScoreGraphError::NoStates => write!(f, "a game needs at least one state"),
            ScoreGraphError::FinalWithMoves { state } => write!(
                f,
                "state {state} has moves and final scores; final scores are for a terminal \
                 state (one without moves)"
            ),
            ScoreGraphError::MissingState { state, to, states } => write!(
                f,
                "state {state} moves to state {to}, but the states are 0 to {}",
                states.saturating_sub(1)
            ),
            ScoreGraphError::ScoreOutOfRange { state, score } => write!(
                f,
                "state {state}: the score {score} is out of range; scores are from -10^9 to 10^9"
            ),
            ScoreGraphError::TooLarge => write!(f, "the graph has more than 2^32 - 1 moves"),
        }
    }
}

/// Builds a [`ScoreGraph`] state by state; [`ScoreGraphBuilder::finish`] checks it.
#[derive(Clone, Debug, Default)]
pub struct ScoreGraphBuilder {
    players: Vec<Player>,
    starts: Vec<u64>,
    moves: Vec<(u64, [i64; 2])>,
    finals: Vec<Option<[i64; 2]>>,
}

impl ScoreGraphBuilder {
    /// An empty graph.
    pub fn new() -> ScoreGraphBuilder {
        ScoreGraphBuilder { starts: vec![0], ..ScoreGraphBuilder::default() }
    }

    /// Adds the next state: its player, its moves (state, gains) and, for a terminal state,
    /// its final scores (none means [0, 0]); returns its number.
    pub fn push(
        &mut self,
        player: Player,
        moves: impl IntoIterator<Item = (u64, [i64; 2])>,
        final_scores: Option<[i64; 2]>,
    ) -> usize {
        self.players.push(player);
        self.moves.extend(moves);
        self.starts.push(self.moves.len() as u64);
        self.finals.push(final_scores);
        self.players.len() - 1
    }

    /// The number of states added.
    pub fn state_count(&self) -> usize {
        self.players.len()
    }

    /// The graph, or the first problem found.
    pub fn finish(self) -> Result<ScoreGraph, ScoreGraphError> {
        let n = self.players.len();
        if n == 0 {
            return Err(ScoreGraphError::NoStates);
        }
        if n >= u32::MAX as usize || self.moves.len() >= u32::MAX as usize {
            return Err(ScoreGraphError::TooLarge);
        }
        let in_range = |score: i64| (-MAX_SCORE..=MAX_SCORE).contains(&score);
        let mut moves = Vec::with_capacity(self.moves.len());
        let mut finals = Vec::with_capacity(n);
        for state in 0..n {
            // Both below u32::MAX, checked above.
            let s = state as u32;
            let (from, to) = (self.starts[state] as usize, self.starts[state + 1] as usize);
            let final_scores = self.finals[state];
            if from != to && final_scores.is_some() {
                return Err(ScoreGraphError::FinalWithMoves { state: s });
            }
            let final_scores = final_scores.unwrap_or([0, 0]);
            if let Some(&score) = final_scores.iter().find(|&&score| !in_range(score)) {
                return Err(ScoreGraphError::ScoreOutOfRange { state: s, score });
            }
            finals.push(final_scores);
            for &(target, gain) in &self.moves[from..to] {
                if target >= n as u64 {
                    return Err(ScoreGraphError::MissingState {
                        state: s,
                        to: target,
                        states: n as u32,
                    });
                }
                if let Some(&score) = gain.iter().find(|&&score| !in_range(score)) {
                    return Err(ScoreGraphError::ScoreOutOfRange { state: s, score });
                }
                moves.push(ScoreMove { to: target as u32, gain });
            }
        }
        let starts = self.starts.iter().map(|&start| start as u32).collect();
        Ok(ScoreGraph { players: self.players, starts, moves, finals })
    }
}

impl ScoreGraph {
    /// The number of states.
    pub fn state_count(&self) -> usize {
        self.players.len()
    }

    /// The number of moves.
    pub fn move_count(&self) -> usize {
        self.moves.len()
    }

    /// The player to move at `state`.
    pub fn player(&self, state: usize) -> Player {
        self.players[state]
    }

    /// The moves of `state`.
    pub fn moves(&self, state: usize) -> &[ScoreMove] {
        &self.moves[self.starts[state] as usize..self.starts[state + 1] as usize]
    }

    /// Player 1's and player 2's final scores at `state` ([0, 0] for a state with moves).
    pub fn final_scores(&self, state: usize) -> [i64; 2] {
        self.finals[state]
    }
}

/// One term of the maximum: a move, what it gains the mover and the opponent, and maxDif of the
/// state it leads to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Term {
    /// The state moved to.
    pub to: u32,
    /// What the player moving gains.
    pub gain_mover: i64,
    /// What the opponent gains.
    pub gain_opponent: i64,
    /// maxDif of the state moved to.
    pub next: i64,
    /// Whether the opponent moves there (its maxDif is subtracted) or the same player (added).
    pub passes: bool,
}

impl Term {
    /// The term's value: gain_mover - gain_opponent ± next.
    pub fn total(&self) -> i64 {
        let own = self.gain_mover - self.gain_opponent;
        if self.passes { own - self.next } else { own + self.next }
    }
}

/// What [`max_dif`] reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MaxDifEvent {
    /// The topological order found.
    Order(Vec<u32>),
    /// A state's maxDif, with the formula's terms (none for a terminal state).
    Decided {
        /// The state.
        state: u32,
        /// Its player.
        player: Player,
        /// Each move's term (empty when the state is terminal).
        terms: Vec<Term>,
        /// The final scores of a terminal state: (the mover's, the opponent's).
        final_scores: Option<(i64, i64)>,
        /// maxDif of the state.
        value: i64,
    },
}

/// A number in a formula, in brackets when negative: `(-4)`.
fn term_number(value: i64) -> String {
    if value < 0 { format!("({value})") } else { value.to_string() }
}

impl MaxDifEvent {
    /// `maxDif(3) = max{(5 - 2) - maxDif(4), (1 - 0) + maxDif(6)} = max{3 - 4, 1 + 2} =
    /// max{-1, 3} = 3`, or for a terminal state `maxDif(4) = 5 - 3 = 2 (final scores)`.
    pub fn sentence(&self) -> String {
        match self {
            MaxDifEvent::Order(order) => {
                let order: Vec<String> = order.iter().map(u32::to_string).collect();
                format!("topological order: {}; states are valued from the end", order.join(", "))
            }
            MaxDifEvent::Decided { state, final_scores: Some((own, other)), value, .. } => {
                format!(
                    "maxDif({state}) = {own} - {} = {value} (final scores)",
                    term_number(*other)
                )
            }
            MaxDifEvent::Decided { state, terms, value, .. } => {
                let sign = |term: &Term| if term.passes { "-" } else { "+" };
                let named: Vec<String> = terms
                    .iter()
                    .map(|t| {
                        let gains = format!("{} - {}", t.gain_mover, term_number(t.gain_opponent));
                        format!("({gains}) {} maxDif({})", sign(t), t.to)
                    })
                    .collect();
                let numbers: Vec<String> = terms
                    .iter()
                    .map(|t| {
                        let own = t.gain_mover - t.gain_opponent;
                        format!("{own} {} {}", sign(t), term_number(t.next))
                    })
                    .collect();
                let totals: Vec<String> = terms.iter().map(|t| t.total().to_string()).collect();
                format!(
                    "maxDif({state}) = max{{{}}} = max{{{}}} = max{{{}}} = {value}",
                    named.join(", "),
                    numbers.join(", "),
                    totals.join(", ")
                )
            }
        }
    }
}

/// Every state's maxDif and a best move, with the work that found them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MaxDifSolved {
    /// maxDif of each state.
    pub value: Vec<i64>,
    /// The index (among the state's moves) of the first move reaching maxDif; `None` for a
    /// terminal state.
    pub best_move: Vec<Option<u32>>,
    /// The work done.
    pub work: Work,
}

/// maxDif of every state of an acyclic score graph, in reverse topological order; a cycle is
/// refused with the cycle.
pub fn max_dif(
    graph: &ScoreGraph,
    trace: &mut impl Trace<MaxDifEvent>,
) -> Result<MaxDifSolved, Cycle> {
    let n = graph.state_count();
    let order = order_by_successors(n, |s| graph.moves(s).iter().map(|mv| mv.to as usize))?;
    if trace.recording() {
        trace.event(MaxDifEvent::Order(order.iter().map(|&s| s as u32).collect()));
    }
    let mut value = vec![0i64; n];
    let mut best_move = vec![None; n];
    let mut work = Work::default();
    for &s in order.iter().rev() {
        let player = graph.player(s);
        let (me, other) = match player {
            Player::One => (0, 1),
            Player::Two => (1, 0),
        };
        let moves = graph.moves(s);
        work.states_decided += 1;
        work.moves_examined += moves.len() as u64;
        let term = |mv: &ScoreMove| Term {
            to: mv.to,
            gain_mover: mv.gain[me],
            gain_opponent: mv.gain[other],
            next: value[mv.to as usize],
            passes: graph.player(mv.to as usize) != player,
        };
        let final_scores = moves.is_empty().then(|| {
            let scores = graph.final_scores(s);
            (scores[me], scores[other])
        });
        let mut best: Option<(u32, i64)> = None;
        for (index, mv) in moves.iter().enumerate() {
            let total = term(mv).total();
            if best.is_none_or(|(_, old)| total > old) {
                best = Some((index as u32, total));
            }
        }
        let result = match (best, final_scores) {
            (Some((_, total)), _) => total,
            (None, Some((own, opp))) => own - opp,
            (None, None) => 0,
        };
        if trace.recording() {
            let terms = moves.iter().map(term).collect();
            trace.event(MaxDifEvent::Decided {
                state: s as u32,
                player,
                terms,
                final_scores,
                value: result,
            });
        }
        value[s] = result;
        best_move[s] = best.map(|(index, _)| index);
    }
    Ok(MaxDifSolved { value, best_move, work })
}
