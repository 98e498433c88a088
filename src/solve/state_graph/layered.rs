//! The move limit TMAX: the graph GST of states (Q, p, t), 0 <= t <= TMAX, with a move from
//! (Q, p, t) to (Q', p', t + 1) for each move of the game. GST is acyclic, so bestRes solves it;
//! a state at layer TMAX that still has moves gets the limit's result.
//!
//! With the result of endless play at the limit and TMAX = V + 1 (V states), layer 0 holds the
//! game's values (the paper). The limit's result must name a player (draw, player 1 wins,
//! player 2 wins): "the player to move at the limit loses" ([`Horizon::MoverLoses`]) gives
//! answers that depend on TMAX's parity, as on the plain 2-cycle.

use super::{
    EndlessPlay, Outcome, Reason, Solved, StateEvent, StateGraph, StateGraphBuilder, best_res,
};
use crate::trace::Trace;

/// The result of a game stopped at the move limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Horizon {
    /// As endless play: a draw, or a win for a named player (sound).
    Endless(EndlessPlay),
    /// The player to move at the limit loses (unsound: depends on the limit's parity).
    MoverLoses,
}

/// The most states (V (TMAX + 1)) plus moves (E TMAX) a layered graph may have.
pub const MAX_LAYERED_SIZE: u64 = 20_000_000;

/// A game copied into layers 0..=TMAX.
#[derive(Clone, Debug)]
pub struct Layered {
    /// The layered graph: state (q, t) is number t V + q.
    pub graph: StateGraph,
    /// The game's number of states V.
    pub states_per_layer: usize,
    /// The move limit.
    pub tmax: u32,
    /// Whether each state of the game is terminal.
    terminal: Vec<bool>,
}

impl Layered {
    /// The layered graph of `game` with limit `tmax` and the limit's result `horizon`, or its
    /// size when above [`MAX_LAYERED_SIZE`].
    pub fn new(game: &StateGraph, tmax: u32, horizon: Horizon) -> Result<Layered, u64> {
        let (n, layers) = (game.state_count() as u64, u64::from(tmax) + 1);
        let size = n * layers + game.move_count() as u64 * u64::from(tmax);
        if size > MAX_LAYERED_SIZE {
            return Err(size);
        }
        let mut builder = if game.is_alternating() {
            StateGraphBuilder::alternating()
        } else {
            StateGraphBuilder::new()
        };
        for t in 0..layers {
            for q in 0..game.state_count() {
                let player = game.player(q);
                let result = game.result(q);
                if result.is_some() {
                    builder.push(player, [], result);
                } else if t == u64::from(tmax) {
                    let outcome = match horizon {
                        Horizon::Endless(endless) => game.endless_outcome(endless, q),
                        Horizon::MoverLoses => Outcome::Loss,
                    };
                    builder.push(player, [], Some(outcome));
                } else {
                    let next = (t + 1) * n;
                    builder.push(
                        player,
                        game.moves(q).iter().map(|&to| next + u64::from(to)),
                        None,
                    );
                }
            }
        }
        // The layers copy a checked graph, so they are valid too.
        let graph = builder.finish().map_err(|_| size)?;
        let terminal = (0..game.state_count()).map(|q| game.result(q).is_some()).collect();
        Ok(Layered { graph, states_per_layer: game.state_count(), tmax, terminal })
    }

    /// The layered state (q, t).
    pub fn state(&self, q: usize, t: u32) -> usize {
        t as usize * self.states_per_layer + q
    }

    /// The game's state and the layer of layered state `s`.
    pub fn unlayered(&self, s: usize) -> (usize, u32) {
        let n = self.states_per_layer.max(1);
        (s % n, (s / n) as u32)
    }

    /// Solves the layered graph (reporting each layered state, a state at the limit with
    /// [`Reason::Horizon`]); the values of layer 0 are the game's under this limit.
    pub fn solve(&self, trace: &mut impl Trace<StateEvent>) -> Solved {
        let limit_start = self.state(0, self.tmax) as u32;
        let mut relabel = Relabel { trace, limit_start, layered: self };
        // An acyclic graph by construction: every move goes one layer down.
        let mut solved = best_res(&self.graph, &mut relabel).unwrap_or_else(|_| Solved {
            outcome: Vec::new(),
            remoteness: Vec::new(),
            work: Default::default(),
        });
        solved.work.rounds = u64::from(self.tmax) + 1;
        solved
    }

    /// The values of layer 0: the game's values under this limit.
    pub fn layer_zero(&self, solved: &Solved) -> Vec<Outcome> {
        solved.outcome.iter().take(self.states_per_layer).copied().collect()
    }
}

/// Passes events on, saying "at the move limit" for the states of layer TMAX that the game
/// does not end at.
struct Relabel<'a, T> {
    trace: &'a mut T,
    limit_start: u32,
    layered: &'a Layered,
}

impl<T: Trace<StateEvent>> Trace<StateEvent> for Relabel<'_, T> {
    fn event(&mut self, event: StateEvent) {
        let event = match event {
            StateEvent::Decided { state, outcome, remoteness, reason: Reason::Given }
                if state >= self.limit_start =>
            {
                let (q, _) = self.layered.unlayered(state as usize);
                let given = self.layered.terminal[q];
                let reason = if given { Reason::Given } else { Reason::Horizon };
                StateEvent::Decided { state, outcome, remoteness, reason }
            }
            other => other,
        };
        self.trace.event(event);
    }

    fn recording(&self) -> bool {
        self.trace.recording()
    }
}
