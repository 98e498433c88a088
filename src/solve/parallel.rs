//! K parallel impartial games (the paper's section 2): a move is a move in any one of them, and
//! the player who cannot move in any loses. As one game, a state is the tuple (Q1, ..., QK) of
//! the components' positions: the product graph of V1 · ... · VK states, solved here by the
//! queue algorithm (endless play a draw: a component with cycles can make one).
//!
//! The Sprague-Grundy theorem avoids building it: on acyclic components the player to move
//! wins exactly when G1(Q1) xor ... xor GK(QK) is not 0, computed from V1 + ... + VK values.
//! The tests check the product graph against that.

use std::fmt;

use super::dag::order_by_successors;
use super::state_graph::{Outcome, Player, StateGraph, StateGraphBuilder, StateGraphError};

/// An impartial game given by its positions 0..V and each position's moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Component {
    moves: Vec<Vec<u32>>,
}

/// Why a list of moves does not make a [`Component`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ComponentError {
    /// No position at all.
    NoPositions,
    /// A move to a position that does not exist.
    MissingPosition {
        /// The position moved from.
        position: u32,
        /// The position named.
        to: u64,
        /// How many positions there are.
        positions: u32,
    },
    /// The same move listed twice.
    DuplicateMove {
        /// The position moved from.
        position: u32,
        /// The position moved to.
        to: u32,
    },
}

impl fmt::Display for ComponentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ComponentError::NoPositions => write!(f, "a component needs at least one position"),
            ComponentError::MissingPosition { position, to, positions } => write!(
                f,
                "position {position} moves to {to}, but the positions are 0 to {}",
                positions.saturating_sub(1)
            ),
            ComponentError::DuplicateMove { position, to } => {
                write!(f, "position {position} lists its move to {to} twice; list each move once")
            }
        }
    }
}

impl Component {
    /// The component whose position p has the moves `moves[p]`, checked.
    pub fn try_new(moves: Vec<Vec<u64>>) -> Result<Component, ComponentError> {
        let n = moves.len();
        if n == 0 {
            return Err(ComponentError::NoPositions);
        }
        let mut checked = Vec::with_capacity(n);
        for (position, list) in moves.into_iter().enumerate() {
            let mut targets: Vec<u32> = Vec::with_capacity(list.len());
            for to in list {
                let position = position as u32;
                if to >= n as u64 {
                    return Err(ComponentError::MissingPosition {
                        position,
                        to,
                        positions: n as u32,
                    });
                }
                // Below n, checked just above.
                let to = to as u32;
                if targets.contains(&to) {
                    return Err(ComponentError::DuplicateMove { position, to });
                }
                targets.push(to);
            }
            checked.push(targets);
        }
        Ok(Component { moves: checked })
    }

    /// The number of positions.
    pub fn position_count(&self) -> usize {
        self.moves.len()
    }

    /// The number of moves.
    pub fn move_count(&self) -> usize {
        self.moves.iter().map(Vec::len).sum()
    }

    /// The positions one move from `position`.
    pub fn moves(&self, position: usize) -> &[u32] {
        &self.moves[position]
    }

    /// Every position's Grundy value, filled in reverse topological order; `None` when the
    /// component has a cycle (it has no Grundy values then).
    pub fn grundy(&self) -> Option<Vec<u32>> {
        let n = self.position_count();
        let order = order_by_successors(n, |p| self.moves[p].iter().map(|&q| q as usize)).ok()?;
        let mut values = vec![0u32; n];
        // seen[v]: whether an option has value v; a position with k options has a mex of at
        // most k, so larger values need no mark.
        let mut seen: Vec<bool> = Vec::new();
        for &p in order.iter().rev() {
            let options = &self.moves[p];
            seen.clear();
            seen.resize(options.len() + 1, false);
            for &q in options {
                if let Some(mark) = seen.get_mut(values[q as usize] as usize) {
                    *mark = true;
                }
            }
            // Below options.len() + 1, so it fits.
            values[p] = seen.iter().position(|&marked| !marked).unwrap_or(options.len()) as u32;
        }
        Some(values)
    }
}

/// The product graph's size: V1 · ... · VK states (at most 1,000^4 within the request's limits;
/// past u64, the largest u64).
pub fn product_states(components: &[Component]) -> u64 {
    components.iter().fold(1, |states, c| states.saturating_mul(c.position_count() as u64))
}

/// The product graph's moves: the sum over components i of Ei times the other components'
/// positions (fewer when several components have a move from a position to itself: those
/// moves all lead back to the same state and count once).
pub fn product_moves(components: &[Component]) -> u64 {
    let states = product_states(components);
    components.iter().fold(0, |moves, c| {
        let others = states / c.position_count().max(1) as u64;
        moves.saturating_add((c.move_count() as u64).saturating_mul(others))
    })
}

/// The product state of the positions `positions` (one per component): mixed radix, the first
/// component the most significant digit.
pub fn state_of(components: &[Component], positions: &[u32]) -> usize {
    components
        .iter()
        .zip(positions)
        .fold(0, |index, (c, &q)| index * c.position_count() + q as usize)
}

/// The positions of product state `state`, one per component.
pub fn positions_of(components: &[Component], state: usize) -> Vec<u32> {
    let mut rest = state;
    let mut positions: Vec<u32> = components
        .iter()
        .rev()
        .map(|c| {
            let q = rest % c.position_count();
            rest /= c.position_count();
            q as u32
        })
        .collect();
    positions.reverse();
    positions
}

/// The product graph: state (Q1, ..., QK) numbered by [`state_of`], a move for each move of each
/// component, every move handing the turn over; a state with no move at all is a loss for the
/// player to move (normal play). The caller checks the size ([`product_states`],
/// [`product_moves`]) first.
pub fn product_graph(components: &[Component]) -> Result<StateGraph, StateGraphError> {
    let states = product_states(components) as usize;
    let mut builder = StateGraphBuilder::alternating();
    builder.reserve(states, product_moves(components) as usize);
    // The weight of each component's digit in a state's number.
    let mut weights = vec![1usize; components.len()];
    for i in (0..components.len().saturating_sub(1)).rev() {
        weights[i] = weights[i + 1] * components[i + 1].position_count();
    }
    let mut targets: Vec<u64> = Vec::new();
    for state in 0..states {
        targets.clear();
        let positions = positions_of(components, state);
        // Moves in different components change different digits, and a component lists each
        // move once, so the only repeats are passes (a move from a position to itself), which
        // all lead back to this state: it is listed once.
        let mut passed = false;
        for (i, component) in components.iter().enumerate() {
            let q = positions[i] as usize;
            for &next in component.moves(q) {
                let moved = state - q * weights[i] + next as usize * weights[i];
                if moved == state {
                    if passed {
                        continue;
                    }
                    passed = true;
                }
                targets.push(moved as u64);
            }
        }
        let result = targets.is_empty().then_some(Outcome::Loss);
        builder.push(Player::One, targets.iter().copied(), result);
    }
    // Checked components make a valid product (each move changes one digit, repeats are
    // dropped), so this never fails; the error is passed on rather than assumed away.
    builder.finish()
}

/// The outcome Sprague-Grundy predicts for the player to move at `starts`: a win when the xor
/// of the components' Grundy values is not 0; `None` when a component has a cycle.
pub fn xor_of_grundy(components: &[Component], starts: &[u32]) -> Option<u32> {
    components.iter().zip(starts).try_fold(0, |xor, (c, &q)| Some(xor ^ c.grundy()?[q as usize]))
}
