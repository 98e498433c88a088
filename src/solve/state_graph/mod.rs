//! Any game as a graph of states (the paper's section 2): a state (S, p) is a position and the
//! player p to move; a move leads to another state, whose mover may be the other player or the
//! same one (moves need not alternate). A state without moves is terminal and its result is
//! given: a win, a draw or a loss for the player to move there.
//!
//! Every value here is for the player to move: bestRes(S, p) is "win", "draw" or "loss" for p.
//! A move s -> t is worth, for the player moving from s, the outcome of t flipped when the
//! turn passes to the other player, and as it is when the same player moves again
//! ([`StateGraph::seen_from`]).
//!
//! The solvers, each reporting its steps to a [`Trace`] of [`StateEvent`]s and counting its
//! [`Work`]:
//! - [`best_res`]: an acyclic graph, state by state in reverse topological order (the paper);
//! - [`retrograde::Retrograde`]: any graph, by a queue of decided states and a counter of the
//!   moves not yet known to lose at each state (the tutorial's retrograde analysis, with the
//!   check it lacks), resumable in slices; FIFO order gives the remoteness;
//! - [`iterative::iterative`]: the paper's iterative algorithm, as published or corrected;
//! - [`layered::Layered`]: the move limit TMAX, the graph copied into layers 0..=TMAX;
//! - [`literal`]: the tutorial's queue and memoised recursion taken literally, bounded so that
//!   they always stop, to show where they go wrong; [`first_difference`] finds where.
//!
//! A game that can go on forever needs a rule for endless play ([`EndlessPlay`]): a draw, or a
//! win for a named player. The rule "the player to move at the move limit loses" is not one:
//! on a plain 2-cycle its answer depends on the parity of the limit ([`layered::Horizon`]).

pub mod iterative;
pub mod layered;
pub mod literal;
pub mod retrograde;

use std::fmt;

use super::dag::{Cycle, order_by_successors};
use super::trace::Trace;

/// One of the two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// Player 1.
    One,
    /// Player 2.
    Two,
}

impl Player {
    /// The opponent.
    pub fn other(self) -> Player {
        match self {
            Player::One => Player::Two,
            Player::Two => Player::One,
        }
    }

    /// 1 or 2.
    pub fn number(self) -> u8 {
        match self {
            Player::One => 1,
            Player::Two => 2,
        }
    }
}

/// The result of perfect play for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player to move wins.
    Win,
    /// Neither wins.
    Draw,
    /// The player to move loses.
    Loss,
}

impl Outcome {
    /// The same result seen by the other player.
    pub fn flipped(self) -> Outcome {
        match self {
            Outcome::Win => Outcome::Loss,
            Outcome::Draw => Outcome::Draw,
            Outcome::Loss => Outcome::Win,
        }
    }

    /// Loss 0, draw 1, win 2: a player takes the largest.
    pub fn rank(self) -> u8 {
        match self {
            Outcome::Loss => 0,
            Outcome::Draw => 1,
            Outcome::Win => 2,
        }
    }

    /// "win", "draw" or "loss".
    pub fn word(self) -> &'static str {
        match self {
            Outcome::Win => "win",
            Outcome::Draw => "draw",
            Outcome::Loss => "loss",
        }
    }

    /// "wins", "draws" or "losses".
    pub fn plural(self) -> &'static str {
        match self {
            Outcome::Win => "wins",
            Outcome::Draw => "draws",
            Outcome::Loss => "losses",
        }
    }
}

/// What a game that never ends counts as.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndlessPlay {
    /// A draw.
    Draw,
    /// A win for this player (a loss for the other).
    WinFor(Player),
}

impl EndlessPlay {
    /// Endless play's result for `mover`, the player to move.
    pub fn outcome_for(self, mover: Player) -> Outcome {
        match self {
            EndlessPlay::Draw => Outcome::Draw,
            EndlessPlay::WinFor(player) if player == mover => Outcome::Win,
            EndlessPlay::WinFor(_) => Outcome::Loss,
        }
    }

    /// "a draw", "a win for player 1".
    pub fn text(self) -> String {
        match self {
            EndlessPlay::Draw => "a draw".into(),
            EndlessPlay::WinFor(player) => format!("a win for player {}", player.number()),
        }
    }
}

/// A game as its graph of states, numbered 0..n, every move checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StateGraph {
    players: Vec<Player>,
    /// Whether every move hands the turn to the other player whatever `players` say (an
    /// impartial game whose states drop p, as the product of parallel games).
    alternating: bool,
    /// The moves of state s are `moves[starts[s]..starts[s + 1]]`.
    starts: Vec<u32>,
    moves: Vec<u32>,
    /// The given result of each terminal state (`None` for the others).
    results: Vec<Option<Outcome>>,
}

/// Why a list of states does not make a [`StateGraph`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StateGraphError {
    /// No state at all.
    NoStates,
    /// A state with moves and a result: a result is for a terminal state.
    ResultWithMoves {
        /// The state.
        state: u32,
    },
    /// A state with neither moves nor a result.
    NoMovesNoResult {
        /// The state.
        state: u32,
    },
    /// A move to a state that does not exist.
    MissingState {
        /// The state moved from.
        state: u32,
        /// The state named.
        to: u64,
        /// How many states there are.
        states: u32,
    },
    /// The same move listed twice.
    DuplicateMove {
        /// The state moved from.
        state: u32,
        /// The state moved to.
        to: u32,
    },
    /// More states or moves than the graph can hold (2^32 - 1 of each).
    TooLarge,
}

impl fmt::Display for StateGraphError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            StateGraphError::NoStates => write!(f, "a game needs at least one state"),
            StateGraphError::ResultWithMoves { state } => write!(
                f,
                "state {state} has moves and a result; only a terminal state (one without \
                 moves) has a result: drop one of them"
            ),
            StateGraphError::NoMovesNoResult { state } => write!(
                f,
                "state {state} has no moves and no result; a terminal state needs its result \
                 for the player to move there: win, loss or draw"
            ),
            StateGraphError::MissingState { state, to, states } => write!(
                f,
                "state {state} moves to state {to}, but the states are 0 to {}",
                states.saturating_sub(1)
            ),
            StateGraphError::DuplicateMove { state, to } => {
                write!(f, "state {state} lists its move to {to} twice; list each move once")
            }
            StateGraphError::TooLarge => write!(f, "the graph has more than 2^32 - 1 moves"),
        }
    }
}

/// Builds a [`StateGraph`] state by state; [`StateGraphBuilder::finish`] checks it.
#[derive(Clone, Debug, Default)]
pub struct StateGraphBuilder {
    players: Vec<Player>,
    alternating: bool,
    starts: Vec<u32>,
    /// The moves as given, those to a number of u32::MAX or more (never a state: a graph has
    /// fewer states) kept as u32::MAX, so the moves take 4 bytes each and become the graph's
    /// without a copy.
    moves: Vec<u32>,
    /// The first move given to a number of u32::MAX or more, for `finish`'s message.
    first_wide: Option<u64>,
    results: Vec<Option<Outcome>>,
    too_large: bool,
    /// The states checked so far by `check`, and for each state t, s + 1 when s was the last
    /// of them to list a move to t.
    checked: usize,
    last_from: Vec<u32>,
}

impl StateGraphBuilder {
    /// An empty graph whose moves hand the turn over as the states' players say.
    pub fn new() -> StateGraphBuilder {
        StateGraphBuilder { starts: vec![0], ..StateGraphBuilder::default() }
    }

    /// An empty graph in which every move hands the turn to the other player (an impartial
    /// game whose states do not name the player to move; all states are given player 1).
    pub fn alternating() -> StateGraphBuilder {
        StateGraphBuilder { alternating: true, ..StateGraphBuilder::new() }
    }

    /// Room for `states` states and `moves` moves.
    pub fn reserve(&mut self, states: usize, moves: usize) {
        self.players.reserve(states);
        self.starts.reserve(states);
        self.results.reserve(states);
        self.moves.reserve(moves);
    }

    /// Adds the next state: its player, its moves (state numbers, checked by `finish`) and its
    /// result (for a terminal state); returns its number.
    pub fn push(
        &mut self,
        player: Player,
        moves: impl IntoIterator<Item = u64>,
        result: Option<Outcome>,
    ) -> usize {
        self.players.push(player);
        for to in moves {
            let narrow = u32::try_from(to).unwrap_or(u32::MAX);
            if narrow == u32::MAX && self.first_wide.is_none() {
                self.first_wide = Some(to);
            }
            self.moves.push(narrow);
        }
        self.results.push(result);
        match u32::try_from(self.moves.len()) {
            Ok(end) if end < u32::MAX => self.starts.push(end),
            _ => {
                self.too_large = true;
                self.starts.push(u32::MAX);
            }
        }
        self.players.len() - 1
    }

    /// The number of states added.
    pub fn state_count(&self) -> usize {
        self.players.len()
    }

    /// The number of moves added.
    pub fn move_count(&self) -> usize {
        self.moves.len()
    }

    /// Checks the states added, about `budget` moves at a time (at least one state), so that a
    /// page can check a large generated graph in slices; call it once every state is added.
    /// Returns whether every state is checked, or the first problem found (states in order,
    /// then moves in order).
    pub fn check(&mut self, budget: u64) -> Result<bool, StateGraphError> {
        let n = self.players.len();
        if n == 0 {
            return Err(StateGraphError::NoStates);
        }
        if self.too_large || n >= u32::MAX as usize {
            return Err(StateGraphError::TooLarge);
        }
        if self.last_from.len() != n {
            // `last_from[t]` = s + 1 when state s was the last to list a move to t.
            self.last_from = vec![0u32; n];
            self.checked = 0;
        }
        let mut spent = 0u64;
        while self.checked < n && spent < budget {
            let state = self.checked;
            // Fewer than u32::MAX states, checked above.
            let s = state as u32;
            let (from, to) = (self.starts[state] as usize, self.starts[state + 1] as usize);
            match (from == to, self.results[state].is_some()) {
                (true, false) => return Err(StateGraphError::NoMovesNoResult { state: s }),
                (false, true) => return Err(StateGraphError::ResultWithMoves { state: s }),
                _ => {}
            }
            for &target in &self.moves[from..to] {
                if target as usize >= n {
                    // The first move kept as u32::MAX is the first given that wide.
                    let wide = self.first_wide.filter(|_| target == u32::MAX);
                    return Err(StateGraphError::MissingState {
                        state: s,
                        to: wide.unwrap_or(u64::from(target)),
                        states: n as u32,
                    });
                }
                if self.last_from[target as usize] == s + 1 {
                    return Err(StateGraphError::DuplicateMove { state: s, to: target });
                }
                self.last_from[target as usize] = s + 1;
            }
            spent += 1 + (to - from) as u64;
            self.checked += 1;
        }
        Ok(self.checked == n)
    }

    /// The fraction of the states checked by [`StateGraphBuilder::check`].
    pub fn checked_fraction(&self) -> f64 {
        self.checked as f64 / self.players.len().max(1) as f64
    }

    /// The graph, or the first problem found (states in order, then moves in order); the
    /// states already checked by [`StateGraphBuilder::check`] are not checked again.
    pub fn finish(mut self) -> Result<StateGraph, StateGraphError> {
        while !self.check(u64::MAX)? {}
        Ok(StateGraph {
            players: self.players,
            alternating: self.alternating,
            starts: self.starts,
            moves: self.moves,
            results: self.results,
        })
    }
}

impl StateGraph {
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

    /// Whether every move hands the turn to the other player whatever the states' players.
    pub fn is_alternating(&self) -> bool {
        self.alternating
    }

    /// The states one move from `state`, in the order given.
    pub fn moves(&self, state: usize) -> &[u32] {
        &self.moves[self.starts[state] as usize..self.starts[state + 1] as usize]
    }

    /// The given result of a terminal state (`None` for a state with moves).
    pub fn result(&self, state: usize) -> Option<Outcome> {
        self.results[state]
    }

    /// Whether the move `from` -> `to` hands the turn to the other player.
    pub fn passes_turn(&self, from: usize, to: usize) -> bool {
        self.alternating || self.players[from] != self.players[to]
    }

    /// What the move `from` -> `to` is worth to the player moving from `from`, when the player
    /// to move at `to` gets `outcome` there.
    pub fn seen_from(&self, from: usize, to: usize, outcome: Outcome) -> Outcome {
        if self.passes_turn(from, to) { outcome.flipped() } else { outcome }
    }

    /// Endless play's result for the player to move at `state`.
    pub fn endless_outcome(&self, endless: EndlessPlay, state: usize) -> Outcome {
        if self.alternating && endless != EndlessPlay::Draw {
            // Every state says player 1 in an alternating graph: only a draw is meaningful, and
            // the callers (parallel games) use only that.
            return Outcome::Draw;
        }
        endless.outcome_for(self.players[state])
    }

    /// The predecessors of every state: those of t are `preds[starts[t]..starts[t + 1]]`.
    pub fn predecessors(&self) -> (Vec<u32>, Vec<u32>) {
        let n = self.state_count();
        let mut starts = vec![0u32; n + 1];
        for &t in &self.moves {
            starts[t as usize + 1] += 1;
        }
        for i in 0..n {
            starts[i + 1] += starts[i];
        }
        let mut next = starts.clone();
        let mut preds = vec![0u32; self.moves.len()];
        for s in 0..n {
            for &t in self.moves(s) {
                preds[next[t as usize] as usize] = s as u32;
                next[t as usize] += 1;
            }
        }
        (starts, preds)
    }

    /// The moves of `state` valued from `outcome` (each successor's outcome for its own
    /// mover), as an explanation lists them.
    pub fn move_values(&self, state: usize, outcome: impl Fn(usize) -> Outcome) -> Vec<MoveValue> {
        self.moves(state)
            .iter()
            .map(|&to| MoveValue {
                to,
                outcome: outcome(to as usize),
                passes: self.passes_turn(state, to as usize),
            })
            .collect()
    }
}

/// One move in an explanation: the state it leads to, that state's outcome for its own mover,
/// and whether the turn passes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveValue {
    /// The state moved to.
    pub to: u32,
    /// Its outcome for the player to move there.
    pub outcome: Outcome,
    /// Whether the opponent moves there (else the same player moves again).
    pub passes: bool,
}

impl MoveValue {
    /// What the move is worth to the player making it.
    pub fn value(&self) -> Outcome {
        if self.passes { self.outcome.flipped() } else { self.outcome }
    }

    /// "2 (a loss for the opponent)" or "2 (a win, moving again)", the state written
    /// `name(state)`.
    fn text(&self, name: &dyn Fn(u32) -> String) -> String {
        let whose = if self.passes { " for the opponent" } else { ", moving again" };
        format!("{} (a {}{whose})", name(self.to), self.outcome.word())
    }
}

/// Why a state got its value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// A terminal state: its result is given.
    Given,
    /// A move that wins.
    WinningMove(MoveValue),
    /// Every move was valued; the best is taken.
    AllMoves(Vec<MoveValue>),
    /// The player whom endless play would make lose takes a move to a draw (the paper's second
    /// stage).
    DrawMove(MoveValue),
    /// Never decided: the game can go on forever from here, and does under perfect play.
    Endless(EndlessPlay),
    /// A state at the move limit TMAX, given the limit's result.
    Horizon,
}

/// What the state-graph solvers report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StateEvent {
    /// The topological order found (every move goes forward in it).
    Order(Vec<u32>),
    /// A sweep of the iterative algorithm begins: `stage` 1 or 2, sweeps counted from 1.
    Sweep {
        /// 1 or 2.
        stage: u8,
        /// The sweep's number within the stage.
        number: u32,
    },
    /// The queue algorithm takes a decided state off the queue to look at its predecessors.
    Popped {
        /// The state.
        state: u32,
        /// Its outcome when taken.
        outcome: Outcome,
    },
    /// A predecessor learns that one more of its moves loses.
    CounterDropped {
        /// The predecessor.
        state: u32,
        /// The successor just taken off the queue.
        by: u32,
        /// How many of its moves are still not known to lose.
        left: i64,
    },
    /// A state's value is decided.
    Decided {
        /// The state.
        state: u32,
        /// Its outcome for the player to move.
        outcome: Outcome,
        /// Moves to the end under perfect play, when known.
        remoteness: Option<u32>,
        /// Why.
        reason: Reason,
    },
    /// A solver stops early: the literal recursion revisits a state still being solved, or
    /// the literal queue runs past its bound.
    Stopped(String),
}

impl StateEvent {
    /// The event in words: "state 5 decided: loss, because all its successors 2, 7 are wins".
    pub fn sentence(&self) -> String {
        self.sentence_named(&|state| state.to_string())
    }

    /// The event in words, each state written `name(state)` (a layered graph's state as
    /// "(q, t)").
    pub fn sentence_named(&self, name: &dyn Fn(u32) -> String) -> String {
        match self {
            StateEvent::Order(order) => {
                let order: Vec<String> = order.iter().map(|&s| name(s)).collect();
                format!("topological order: {}; states are decided from the end", order.join(", "))
            }
            StateEvent::Sweep { stage, number } => format!("stage {stage}, sweep {number}"),
            StateEvent::Popped { state, outcome } => {
                format!("state {} ({}) taken off the queue", name(*state), outcome.word())
            }
            StateEvent::CounterDropped { state, by, left } => format!(
                "state {}: its move to {} loses; {left} move{} not yet known to lose",
                name(*state),
                name(*by),
                if *left == 1 { "" } else { "s" }
            ),
            StateEvent::Decided { state, outcome, remoteness, reason } => {
                let moves = match remoteness {
                    Some(1) => " in 1 move".to_string(),
                    Some(0) | None => String::new(),
                    Some(k) => format!(" in {k} moves"),
                };
                format!(
                    "state {} decided: {}{moves}, {}",
                    name(*state),
                    outcome.word(),
                    reason_text(*outcome, reason, name)
                )
            }
            StateEvent::Stopped(why) => why.clone(),
        }
    }
}

/// Why a state has `outcome`, as the end of its sentence, each state written `name(state)`.
fn reason_text(outcome: Outcome, reason: &Reason, name: &dyn Fn(u32) -> String) -> String {
    match reason {
        Reason::Given => "given (a terminal state)".into(),
        Reason::WinningMove(mv) => format!("because its successor {}", mv.text(name)),
        Reason::DrawMove(mv) => format!(
            "because its player would lose endless play and takes the draw at {}",
            name(mv.to)
        ),
        Reason::Endless(endless) => {
            format!("never decided: play can go on forever, which is {}", endless.text())
        }
        Reason::Horizon => "at the move limit".into(),
        Reason::AllMoves(moves) if moves.iter().all(|mv| mv.passes) => {
            let targets: Vec<String> = moves.iter().map(|mv| name(mv.to)).collect();
            let first = moves.first().map(|mv| mv.outcome);
            if moves.iter().all(|mv| Some(mv.outcome) == first)
                && let Some(first) = first
            {
                let all =
                    if moves.len() == 1 { "its only successor" } else { "all its successors" };
                let verb = if moves.len() == 1 { "is a" } else { "are" };
                let word = if moves.len() == 1 { first.word() } else { first.plural() };
                format!("because {all} {} {verb} {word}", targets.join(", "))
            } else {
                best_of_text(outcome, moves, name)
            }
        }
        Reason::AllMoves(moves) => best_of_text(outcome, moves, name),
    }
}

/// "the best of its moves 2 (a win for the opponent), 4 (a draw for the opponent) is a draw".
fn best_of_text(outcome: Outcome, moves: &[MoveValue], name: &dyn Fn(u32) -> String) -> String {
    let listed: Vec<String> = moves.iter().map(|mv| mv.text(name)).collect();
    format!("the best of its moves {} is a {}", listed.join(", "), outcome.word())
}

/// The work a solver did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Work {
    /// Moves looked at (a move looked at again counts again).
    pub moves_examined: u64,
    /// States decided (a state decided again, by a literal version, counts again).
    pub states_decided: u64,
    /// States taken off the queue.
    pub queue_pops: u64,
    /// Sweeps over the states (the iterative algorithm), or layers (TMAX).
    pub rounds: u64,
}

impl Work {
    /// "12 moves examined, 5 states decided, 4 taken off the queue, 3 sweeps", or "1 state
    /// decided, 1 sweep" (the counts that are not zero).
    pub fn text(&self) -> String {
        let parts = [
            (self.moves_examined, "move examined", "moves examined"),
            (self.states_decided, "state decided", "states decided"),
            (self.queue_pops, "taken off the queue", "taken off the queue"),
            (self.rounds, "sweep", "sweeps"),
        ];
        let parts: Vec<String> = parts
            .iter()
            .filter(|(n, ..)| *n > 0)
            .map(|(n, one, many)| format!("{n} {}", if *n == 1 { one } else { many }))
            .collect();
        if parts.is_empty() { "no work".into() } else { parts.join(", ") }
    }
}

/// Every state's value, with the work that found it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    /// Each state's outcome for the player to move.
    pub outcome: Vec<Outcome>,
    /// Moves to the end under perfect play (the winner hurrying, the loser delaying); `None`
    /// for draws, and for states decided by endless play.
    pub remoteness: Vec<Option<u32>>,
    /// The work done.
    pub work: Work,
}

impl Solved {
    /// How many states are wins, draws and losses for the player to move (a large graph's
    /// summary).
    pub fn counts(&self) -> (u64, u64, u64) {
        let count = |wanted: Outcome| self.outcome.iter().filter(|&&o| o == wanted).count() as u64;
        (count(Outcome::Win), count(Outcome::Draw), count(Outcome::Loss))
    }

    /// The longest remoteness, the length of the longest game under perfect play that ends.
    pub fn longest(&self) -> Option<u32> {
        self.remoteness.iter().flatten().max().copied()
    }

    /// The summary of these values.
    pub fn summary(&self) -> Summary {
        Summary { counts: self.counts(), longest: self.longest(), work: self.work }
    }
}

/// A game solved whole, in a few numbers: what a page shows of a graph too large to draw,
/// without keeping every state's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Summary {
    /// How many states are wins, draws and losses for the player to move.
    pub counts: (u64, u64, u64),
    /// The length of the longest game under perfect play that ends.
    pub longest: Option<u32>,
    /// The work done.
    pub work: Work,
}

/// The paper's bestRes on an acyclic graph: a topological order, then each state from the last
/// to the first, valued from its successors (all valued before it). A graph with a cycle gives
/// the cycle. The remoteness comes with it: a win takes its fastest winning move, a loss its
/// slowest move.
pub fn best_res(graph: &StateGraph, trace: &mut impl Trace<StateEvent>) -> Result<Solved, Cycle> {
    let n = graph.state_count();
    let order = order_by_successors(n, |s| graph.moves(s).iter().map(|&t| t as usize))?;
    if trace.recording() {
        trace.event(StateEvent::Order(order.iter().map(|&s| s as u32).collect()));
    }
    let mut outcome = vec![Outcome::Draw; n];
    let mut remoteness: Vec<Option<u32>> = vec![None; n];
    let mut work = Work::default();
    for &s in order.iter().rev() {
        work.states_decided += 1;
        let reason = if let Some(result) = graph.result(s) {
            outcome[s] = result;
            remoteness[s] = (result != Outcome::Draw).then_some(0);
            Reason::Given
        } else {
            let (value, fastest) = best_move(graph, s, &outcome, &remoteness);
            work.moves_examined += graph.moves(s).len() as u64;
            outcome[s] = value;
            remoteness[s] = fastest.map(|(_, k)| k + 1);
            match fastest {
                Some((to, _)) if value == Outcome::Win => Reason::WinningMove(MoveValue {
                    to: to as u32,
                    outcome: outcome[to],
                    passes: graph.passes_turn(s, to),
                }),
                _ if trace.recording() => Reason::AllMoves(graph.move_values(s, |t| outcome[t])),
                _ => Reason::AllMoves(Vec::new()),
            }
        };
        trace.event(StateEvent::Decided {
            state: s as u32,
            outcome: outcome[s],
            remoteness: remoteness[s],
            reason,
        });
    }
    Ok(Solved { outcome, remoteness, work })
}

/// The best value of `state`'s moves for its mover, and the move that ends the game soonest
/// among the winning ones (a win) or latest among all (a loss): `(move, its remoteness)`;
/// `None` for a draw.
fn best_move(
    graph: &StateGraph,
    state: usize,
    outcome: &[Outcome],
    remoteness: &[Option<u32>],
) -> (Outcome, Option<(usize, u32)>) {
    let mut best = Outcome::Loss;
    let mut chosen: Option<(usize, u32)> = None;
    for &to in graph.moves(state) {
        let to = to as usize;
        let value = graph.seen_from(state, to, outcome[to]);
        let k = remoteness[to].unwrap_or(0);
        if value.rank() > best.rank() {
            best = value;
            chosen = (value != Outcome::Draw).then_some((to, k));
        } else if value == best && value != Outcome::Draw {
            let better =
                chosen.is_none_or(|(_, old)| if value == Outcome::Win { k < old } else { k > old });
            if better {
                chosen = Some((to, k));
            }
        }
    }
    (best, chosen)
}

/// The first index where two lists of values differ (the lab highlights that state), or `None`
/// when they agree.
pub fn first_difference<T: PartialEq>(a: &[T], b: &[T]) -> Option<usize> {
    a.iter()
        .zip(b)
        .position(|(x, y)| x != y)
        .or((a.len() != b.len()).then_some(a.len().min(b.len())))
}
