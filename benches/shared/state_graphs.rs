//! The state graph the retrograde-analysis benchmarks solve, natively (`graph_games`) and in
//! Chromium (`graph_games_web`): the same graph, built by the same code, in both.

use cgt_playground::solve::state_graph::{Outcome, Player, StateGraph, StateGraphBuilder};

/// The budget of one `Retrograde::run` in the benchmarks' sliced runs (the lab's runner calls
/// it with 20,000 at a time until its ~8 ms slice is over).
pub const MOVES_PER_SLICE: u64 = 100_000;

/// `states` states, every `terminal_every`-th one terminal (a loss, or a win or draw), the
/// others with `degree` moves forward and backward by fixed distinct offsets (cycles
/// everywhere), players by a hash of the state.
pub fn big_state_graph(states: u64, degree: usize, terminal_every: u64) -> StateGraph {
    const OFFSETS: [u64; 11] = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144];
    let mut builder = StateGraphBuilder::new();
    builder.reserve(states as usize, states as usize * degree);
    for s in 0..states {
        let player = if (s * 0x9E37_79B9) >> 7 & 1 == 0 { Player::One } else { Player::Two };
        if s % terminal_every == 0 {
            let result = [Outcome::Loss, Outcome::Win, Outcome::Loss, Outcome::Draw]
                [(s / terminal_every % 4) as usize];
            builder.push(player, [], Some(result));
        } else {
            let moves = OFFSETS[..degree].iter().enumerate().map(|(k, &offset)| {
                // Odd-numbered offsets go backwards, so the graph is full of cycles.
                if k % 2 == 0 { (s + offset) % states } else { (s + states - offset) % states }
            });
            builder.push(player, moves, None);
        }
    }
    builder.finish().expect("distinct offsets below the state count make distinct moves")
}
