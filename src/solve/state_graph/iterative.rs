//! The paper's iterative algorithm for graphs with cycles, as published and corrected.
//!
//! Stage 1 sweeps over the undecided states again and again: a state with a move that wins is a
//! win; a state whose successors are all decided takes the best of them. Stage 2 sweeps over the
//! undecided states whose player would lose endless play: one with a move to a draw takes it.
//! The states still undecided get endless play's result. Each sweep reads the values as they
//! were when it began, so a sweep is one step of the lab's view.
//!
//! As published, stage 2 never looks at the states of the player endless play favours. When
//! endless play is a draw that does not matter (stage 2 has nothing to do), but when it is a win
//! for player F, a state of F whose every move leads to a draw found in stage 2 is never
//! revisited and comes out a win: three states suffice (`state_presets::paper_iterative_flaw`).
//! The correction: stage 2 also applies stage 1's rules to every undecided state.

use super::{EndlessPlay, MoveValue, Outcome, Reason, Solved, StateEvent, StateGraph, Work};
use crate::trace::Trace;

/// Which version of the algorithm to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Version {
    /// The paper's words: stage 2 revisits only the states of the player endless play makes lose.
    AsPublished,
    /// Stage 2 also revisits every other undecided state with stage 1's rules.
    Corrected,
}

/// Runs the paper's iterative algorithm on `graph` under `endless`. Its work grows with the
/// number of sweeps times the moves (O(V (V + E))): for graphs of a few thousand states.
pub fn iterative(
    graph: &StateGraph,
    endless: EndlessPlay,
    version: Version,
    trace: &mut impl Trace<StateEvent>,
) -> Solved {
    let n = graph.state_count();
    let mut outcome: Vec<Option<Outcome>> = vec![None; n];
    let mut work = Work::default();
    for (s, value) in outcome.iter_mut().enumerate() {
        if let Some(result) = graph.result(s) {
            *value = Some(result);
            work.states_decided += 1;
            trace.event(StateEvent::Decided {
                state: s as u32,
                outcome: result,
                remoteness: None,
                reason: Reason::Given,
            });
        }
    }
    for stage in [1u8, 2] {
        for number in 1.. {
            trace.event(StateEvent::Sweep { stage, number });
            work.rounds += 1;
            let mut decided: Vec<(usize, Outcome, Reason)> = Vec::new();
            for s in (0..n).filter(|&s| outcome[s].is_none()) {
                work.moves_examined += graph.moves(s).len() as u64;
                let endless_loses = graph.endless_outcome(endless, s) == Outcome::Loss;
                let first_rules = stage == 1 || version == Version::Corrected;
                let found = if first_rules { stage_one(graph, s, &outcome, trace) } else { None };
                let found = found.or_else(|| {
                    (stage == 2 && endless_loses).then(|| draw_move(graph, s, &outcome)).flatten()
                });
                if let Some((value, reason)) = found {
                    decided.push((s, value, reason));
                }
            }
            if decided.is_empty() {
                break;
            }
            for (s, value, reason) in decided {
                outcome[s] = Some(value);
                work.states_decided += 1;
                trace.event(StateEvent::Decided {
                    state: s as u32,
                    outcome: value,
                    remoteness: None,
                    reason,
                });
            }
        }
    }
    let outcome = (0..n)
        .map(|s| {
            outcome[s].unwrap_or_else(|| {
                let value = graph.endless_outcome(endless, s);
                work.states_decided += 1;
                trace.event(StateEvent::Decided {
                    state: s as u32,
                    outcome: value,
                    remoteness: None,
                    reason: Reason::Endless(endless),
                });
                value
            })
        })
        .collect();
    Solved { outcome, remoteness: vec![None; n], work }
}

/// Stage 1's rules at undecided `s`: a winning move, or every successor decided.
fn stage_one(
    graph: &StateGraph,
    s: usize,
    outcome: &[Option<Outcome>],
    trace: &impl Trace<StateEvent>,
) -> Option<(Outcome, Reason)> {
    let mut all_decided = true;
    let mut best = Outcome::Loss;
    for &t in graph.moves(s) {
        let t = t as usize;
        let Some(t_outcome) = outcome[t] else {
            all_decided = false;
            continue;
        };
        let mv = MoveValue { to: t as u32, outcome: t_outcome, passes: graph.passes_turn(s, t) };
        if mv.value() == Outcome::Win {
            return Some((Outcome::Win, Reason::WinningMove(mv)));
        }
        if mv.value().rank() > best.rank() {
            best = mv.value();
        }
    }
    all_decided.then(|| {
        let moves = if trace.recording() {
            graph.move_values(s, |t| outcome[t].unwrap_or(Outcome::Draw))
        } else {
            Vec::new()
        };
        (best, Reason::AllMoves(moves))
    })
}

/// Stage 2's rule at undecided `s`: a move to a draw.
fn draw_move(
    graph: &StateGraph,
    s: usize,
    outcome: &[Option<Outcome>],
) -> Option<(Outcome, Reason)> {
    graph.moves(s).iter().find(|&&t| outcome[t as usize] == Some(Outcome::Draw)).map(|&t| {
        let mv =
            MoveValue { to: t, outcome: Outcome::Draw, passes: graph.passes_turn(s, t as usize) };
        (Outcome::Draw, Reason::DrawMove(mv))
    })
}
