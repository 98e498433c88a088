//! The tutorial's algorithms taken literally, to show where they go wrong (the lab runs them
//! beside the right ones and highlights the first state that differs). Both are bounded, so
//! they always stop.
//!
//! - [`literal_queue`]: retrograde analysis with a queue and out-degree counters, without a
//!   check that a state is already decided. A state with two losing successors is queued twice,
//!   so its predecessors' counters drop twice and a win can be relabelled a loss: on the acyclic
//!   graph 0->1, 0->2, 1->2, 1->3 state 0 comes out a loss (it wins by moving to 2).
//! - [`literal_memo`]: the memoised recursion. On a cycle it calls itself on a state still being
//!   solved and never ends; here it stops there and says so.

use super::{MoveValue, Outcome, Reason, StateEvent, StateGraph, Work};
use crate::trace::Trace;

/// Why a literal version stopped before finishing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stop {
    /// The recursion called itself on `state`, which is still on its path: it would never end.
    Revisits {
        /// The state revisited.
        state: u32,
        /// The recursion's path, from the first call to the state that moves back.
        path: Vec<u32>,
    },
    /// The queue ran past its bound of states taken off it.
    PastBound {
        /// The bound.
        pops: u64,
    },
}

impl Stop {
    /// "does not end: revisits state 0 (0 > 1 > 0)".
    pub fn sentence(&self) -> String {
        match self {
            Stop::Revisits { state, path } => {
                let mut steps: Vec<String> = path.iter().map(u32::to_string).collect();
                steps.push(state.to_string());
                format!("does not end: revisits state {state} ({})", steps.join(" > "))
            }
            Stop::PastBound { pops } => format!("stopped after taking {pops} states off the queue"),
        }
    }
}

/// What a literal version computed: each state's value (`None` where it decided none), its
/// work, and why it stopped early, if it did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LiteralRun {
    /// Each state's value as the literal version left it.
    pub outcome: Vec<Option<Outcome>>,
    /// The work done.
    pub work: Work,
    /// Why it stopped before the end, if it did.
    pub stopped: Option<Stop>,
}

impl LiteralRun {
    /// The values with the undecided states counted as draws (as endless play would make them).
    pub fn outcome_or_draw(&self) -> Vec<Outcome> {
        self.outcome.iter().map(|o| o.unwrap_or(Outcome::Draw)).collect()
    }
}

/// The tutorial's queue algorithm, literally: terminal states on the queue; a state taken off
/// it makes every predecessor a win if it loses for that predecessor's opponent, else drops the
/// predecessor's counter and makes it a loss at zero; no check that a predecessor is already
/// decided. FIFO; stops after 4 (V + E) + 16 states taken off the queue (never reached on the
/// graphs tried: each loss is queued once per time its counter reaches zero).
pub fn literal_queue(graph: &StateGraph, trace: &mut impl Trace<StateEvent>) -> LiteralRun {
    let n = graph.state_count();
    let (pred_start, preds) = graph.predecessors();
    let mut status: Vec<Option<Outcome>> = vec![None; n];
    let mut degree: Vec<i64> = (0..n).map(|s| graph.moves(s).len() as i64).collect();
    let mut queue = std::collections::VecDeque::new();
    let mut work = Work::default();
    for (s, value) in status.iter_mut().enumerate() {
        if let Some(result) = graph.result(s) {
            *value = Some(result);
            work.states_decided += 1;
            let event = StateEvent::Decided {
                state: s as u32,
                outcome: result,
                remoteness: None,
                reason: Reason::Given,
            };
            trace.event(event);
            queue.push_back(s);
        }
    }
    let bound = 4 * (n + graph.move_count()) as u64 + 16;
    let mut stopped = None;
    while let Some(v) = queue.pop_front() {
        if work.queue_pops == bound {
            let stop = Stop::PastBound { pops: bound };
            trace.event(StateEvent::Stopped(stop.sentence()));
            stopped = Some(stop);
            break;
        }
        work.queue_pops += 1;
        // Only decided states are queued.
        let v_outcome = status[v].unwrap_or(Outcome::Draw);
        trace.event(StateEvent::Popped { state: v as u32, outcome: v_outcome });
        for &u in &preds[pred_start[v] as usize..pred_start[v + 1] as usize] {
            let u = u as usize;
            work.moves_examined += 1;
            let mv =
                MoveValue { to: v as u32, outcome: v_outcome, passes: graph.passes_turn(u, v) };
            let decided = match mv.value() {
                Outcome::Win => Some((Outcome::Win, Reason::WinningMove(mv))),
                Outcome::Loss => {
                    degree[u] -= 1;
                    trace.event(StateEvent::CounterDropped {
                        state: u as u32,
                        by: v as u32,
                        left: degree[u],
                    });
                    (degree[u] == 0).then(|| {
                        let moves = if trace.recording() {
                            graph.move_values(u, |t| status[t].unwrap_or(Outcome::Draw))
                        } else {
                            Vec::new()
                        };
                        (Outcome::Loss, Reason::AllMoves(moves))
                    })
                }
                Outcome::Draw => None,
            };
            if let Some((outcome, reason)) = decided {
                status[u] = Some(outcome);
                work.states_decided += 1;
                trace.event(StateEvent::Decided {
                    state: u as u32,
                    outcome,
                    remoteness: None,
                    reason,
                });
                queue.push_back(u);
            }
        }
    }
    LiteralRun { outcome: status, work, stopped }
}

/// The tutorial's memoised recursion, literally, called on each state in turn: a terminal
/// state's result; else the best of its moves, stopping at the first that wins; every value
/// remembered. It stops where the recursion would call itself on a state still on its path (a
/// cycle, on which the tutorial's code never ends). Written with its own stack, so a long path
/// cannot overflow the machine's.
pub fn literal_memo(graph: &StateGraph, trace: &mut impl Trace<StateEvent>) -> LiteralRun {
    let n = graph.state_count();
    let mut memo: Vec<Option<Outcome>> = vec![None; n];
    let mut on_path = vec![false; n];
    let mut work = Work::default();
    for root in 0..n {
        if memo[root].is_some() {
            continue;
        }
        // The recursion's frames: a state, the index of its next move, its best value so far.
        let mut stack: Vec<(usize, usize, Outcome)> = Vec::new();
        let mut call = Some(root);
        loop {
            if let Some(s) = call.take() {
                if let Some(result) = graph.result(s) {
                    memo[s] = Some(result);
                    work.states_decided += 1;
                    let event = StateEvent::Decided {
                        state: s as u32,
                        outcome: result,
                        remoteness: None,
                        reason: Reason::Given,
                    };
                    trace.event(event);
                } else {
                    on_path[s] = true;
                    stack.push((s, 0, Outcome::Loss));
                }
            }
            let Some(&mut (s, ref mut next, ref mut best)) = stack.last_mut() else { break };
            let moves = graph.moves(s);
            // The value of the move just returned from, if any.
            if *next > 0 {
                let t = moves[*next - 1] as usize;
                let value = graph.seen_from(s, t, memo[t].unwrap_or(Outcome::Draw));
                if value.rank() > best.rank() {
                    *best = value;
                }
            }
            if *best != Outcome::Win && *next < moves.len() {
                let t = moves[*next] as usize;
                *next += 1;
                work.moves_examined += 1;
                if memo[t].is_some() {
                    continue;
                }
                if on_path[t] {
                    let path: Vec<u32> = stack.iter().map(|&(state, _, _)| state as u32).collect();
                    let stop = Stop::Revisits { state: t as u32, path };
                    trace.event(StateEvent::Stopped(stop.sentence()));
                    return LiteralRun { outcome: memo, work, stopped: Some(stop) };
                }
                call = Some(t);
                continue;
            }
            let (value, last) = (*best, next.wrapping_sub(1));
            memo[s] = Some(value);
            on_path[s] = false;
            stack.pop();
            work.states_decided += 1;
            let reason = match moves.get(last) {
                Some(&t) if value == Outcome::Win => Reason::WinningMove(MoveValue {
                    to: t,
                    outcome: memo[t as usize].unwrap_or(Outcome::Draw),
                    passes: graph.passes_turn(s, t as usize),
                }),
                _ if trace.recording() => {
                    Reason::AllMoves(graph.move_values(s, |t| memo[t].unwrap_or(Outcome::Draw)))
                }
                _ => Reason::AllMoves(Vec::new()),
            };
            trace.event(StateEvent::Decided {
                state: s as u32,
                outcome: value,
                remoteness: None,
                reason,
            });
        }
    }
    LiteralRun { outcome: memo, work, stopped: None }
}
