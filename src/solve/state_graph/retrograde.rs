//! Retrograde analysis with a queue and out-degree counters (the tutorial's algorithm, with the
//! check it lacks), for any state graph, cycles and self-loops included; resumable in slices.
//!
//! Every state keeps a counter of its moves not yet known to lose. The terminal wins and losses
//! go on a queue; a state taken off it tells each undecided predecessor: "this move wins for
//! you" (the predecessor is a win) or "this move loses" (its counter drops; at zero every move
//! loses and it is a loss). A decided state is never decided again: that check is what the
//! tutorial's version lacks ([`super::literal::literal_queue`]). With the queue first in,
//! first out, states leave it in order of their remoteness, so a win is decided by its fastest
//! winning move and a loss by its slowest move: the remoteness comes out right (last in, first
//! out gets it wrong, though not the outcomes).
//!
//! States never decided can be played forever. When endless play is a draw they are draws.
//! When it is a win for player F, a second stage runs the same way on them with draws in place
//! of wins and losses: a state of F's opponent with a move to a draw takes it, and a state of F
//! is a draw once each of its moves among the undecided states has become a draw; the states
//! left after that are F's wins (F keeps the game going forever).

use std::collections::VecDeque;

use super::{
    EndlessPlay, MoveValue, Outcome, Reason, Solved, StateEvent, StateGraph, Summary, Work,
};
use crate::stepwise::Stepwise;
use crate::trace::Trace;

/// The order in which decided states leave the queue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QueueOrder {
    /// First in, first out: the remoteness is right.
    Fifo,
    /// Last in, first out (a stack): the outcomes are right, the remoteness may not be.
    Lifo,
}

/// The stages of the analysis, each done a state (or a queue entry) at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// Counting each state's moves and predecessors; terminal wins and losses go on the queue.
    Count,
    /// Writing each state's predecessors.
    Fill,
    /// Deciding wins and losses from the queue outwards.
    Propagate,
    /// (Endless play a win for a player) Marking the states not yet decided.
    Mark,
    /// Counting their moves that stay undecided; draws go on the queue.
    Recount,
    /// Deciding draws from the queue outwards.
    PropagateDraws,
    /// Giving the states left endless play's result.
    Endless,
    /// Finished.
    Done,
}

/// No remoteness (a draw, or not decided).
const NONE: u32 = u32::MAX;

/// The queue algorithm, run a slice at a time by [`Retrograde::run`].
pub struct Retrograde {
    graph: StateGraph,
    endless: EndlessPlay,
    order: QueueOrder,
    stage: Stage,
    cursor: usize,
    outcome: Vec<Option<Outcome>>,
    remoteness: Vec<u32>,
    /// Moves not yet known to lose (second stage: moves into `undecided` not yet drawn).
    counter: Vec<u32>,
    /// After `Fill`: the predecessors of t are `preds[pred_start[t]..pred_start[t + 1]]`.
    pred_start: Vec<u32>,
    preds: Vec<u32>,
    queue: VecDeque<u32>,
    /// Second stage: the states the first left undecided.
    undecided: Vec<bool>,
    /// The states taken off the queue in the first stage.
    first_pops: u64,
    work: Work,
}

impl Retrograde {
    /// The analysis of `graph` under `endless`, its queue in `order`.
    pub fn new(graph: StateGraph, endless: EndlessPlay, order: QueueOrder) -> Retrograde {
        let n = graph.state_count();
        Retrograde {
            graph,
            endless,
            order,
            stage: Stage::Count,
            cursor: 0,
            outcome: vec![None; n],
            remoteness: vec![NONE; n],
            counter: vec![0; n],
            pred_start: vec![0; n + 1],
            preds: Vec::new(),
            queue: VecDeque::new(),
            undecided: Vec::new(),
            first_pops: 0,
            work: Work::default(),
        }
    }

    /// The graph being solved.
    pub fn graph(&self) -> &StateGraph {
        &self.graph
    }

    /// The work done so far.
    pub fn work(&self) -> Work {
        self.work
    }

    /// Each state's outcome so far (`None` while undecided).
    pub fn outcomes(&self) -> &[Option<Outcome>] {
        &self.outcome
    }

    /// The states on the queue, the next one taken off first.
    pub fn queue(&self) -> Vec<u32> {
        match self.order {
            QueueOrder::Fifo => self.queue.iter().copied().collect(),
            QueueOrder::Lifo => self.queue.iter().rev().copied().collect(),
        }
    }

    /// Each state's counter: its moves not yet known to lose (in the second stage, its moves
    /// into undecided states not yet drawn).
    pub fn counters(&self) -> &[u32] {
        &self.counter
    }

    /// Each state's remoteness so far (`None` while undecided, and for draws).
    pub fn remoteness(&self) -> Vec<Option<u32>> {
        self.remoteness.iter().map(|&k| (k != NONE).then_some(k)).collect()
    }

    /// Runs until done or until about `budget` units are spent (a unit is a move looked at, at
    /// least one per state or queue entry); returns whether the analysis is complete.
    pub fn run(&mut self, budget: u64, trace: &mut impl Trace<StateEvent>) -> bool {
        let n = self.graph.state_count();
        let mut left = budget;
        while left > 0 && self.stage != Stage::Done {
            let spent = match self.stage {
                Stage::Count if self.cursor < n => {
                    self.cursor += 1;
                    self.count(self.cursor - 1, trace)
                }
                Stage::Count => {
                    // Inclusive prefix sums: pred_start[t] becomes the end of t's predecessors;
                    // `fill` counts each back down to its start.
                    let mut total = 0u32;
                    for entry in self.pred_start.iter_mut() {
                        total += *entry;
                        *entry = total;
                    }
                    self.preds = vec![0; total as usize];
                    self.next_stage(Stage::Fill);
                    n as u64
                }
                Stage::Fill if self.cursor < n => {
                    self.cursor += 1;
                    self.fill(self.cursor - 1)
                }
                Stage::Fill => {
                    self.next_stage(Stage::Propagate);
                    0
                }
                Stage::Propagate => match self.pop() {
                    Some(t) => self.propagate(t, trace),
                    None if self.endless == EndlessPlay::Draw || self.graph.is_alternating() => {
                        self.next_stage(Stage::Endless);
                        0
                    }
                    None => {
                        self.undecided = vec![false; n];
                        self.first_pops = self.work.queue_pops;
                        self.next_stage(Stage::Mark);
                        0
                    }
                },
                Stage::Mark if self.cursor < n => {
                    self.undecided[self.cursor] = self.outcome[self.cursor].is_none();
                    self.cursor += 1;
                    1
                }
                Stage::Mark => {
                    self.next_stage(Stage::Recount);
                    0
                }
                Stage::Recount if self.cursor < n => {
                    self.cursor += 1;
                    self.recount(self.cursor - 1, trace)
                }
                Stage::Recount => {
                    self.next_stage(Stage::PropagateDraws);
                    0
                }
                Stage::PropagateDraws => match self.pop() {
                    Some(t) => self.propagate_draw(t, trace),
                    None => {
                        self.next_stage(Stage::Endless);
                        0
                    }
                },
                Stage::Endless if self.cursor < n => {
                    let s = self.cursor;
                    self.cursor += 1;
                    if self.outcome[s].is_none() {
                        let outcome = self.graph.endless_outcome(self.endless, s);
                        self.decide(s, outcome, NONE, Reason::Endless(self.endless), trace);
                    }
                    1
                }
                Stage::Endless | Stage::Done => {
                    self.stage = Stage::Done;
                    0
                }
            };
            left = left.saturating_sub(spent.max(1));
        }
        self.stage == Stage::Done
    }

    /// The fraction done, from 0 to 1, never going back: a quarter each for counting, filling
    /// the predecessors and propagating wins and losses (by states or queue entries), the last
    /// quarter for the second stage (marking, recounting, propagating draws) and endless play.
    pub fn progress(&self) -> f64 {
        let n = self.graph.state_count().max(1) as f64;
        let by_cursor = (self.cursor as f64 / n).min(1.0);
        let second = !self.undecided.is_empty();
        let (done, within) = match self.stage {
            Stage::Count => (0.0, by_cursor),
            Stage::Fill => (1.0, by_cursor),
            Stage::Propagate => (2.0, (self.work.queue_pops as f64 / n).min(1.0)),
            Stage::Mark => (3.0, by_cursor / 4.0),
            Stage::Recount => (3.0, 0.25 + by_cursor / 4.0),
            Stage::PropagateDraws => {
                let draws = self.work.queue_pops.saturating_sub(self.first_pops) as f64 / n;
                (3.0, 0.5 + draws.min(1.0) / 4.0)
            }
            Stage::Endless if second => (3.0, 0.75 + by_cursor / 4.0),
            Stage::Endless => (3.0, by_cursor),
            Stage::Done => return 1.0,
        };
        (done + within) / 4.0
    }

    /// The summary of the values, running whatever is left: read from the analysis's own
    /// arrays, with nothing copied (a graph of 10^6 states would otherwise copy 9 MB).
    pub fn summary(&mut self) -> Summary {
        while !self.run(u64::MAX, &mut ()) {}
        let count = |wanted: Outcome| {
            self.outcome.iter().filter(|&&o| o.unwrap_or(Outcome::Draw) == wanted).count() as u64
        };
        let counts = (count(Outcome::Win), count(Outcome::Draw), count(Outcome::Loss));
        let longest = self.remoteness.iter().filter(|&&k| k != NONE).max().copied();
        Summary { counts, longest, work: self.work }
    }

    /// The values, running whatever is left.
    pub fn finish(self) -> (StateGraph, Solved) {
        self.finish_traced(&mut ())
    }

    /// The values, running whatever is left with its events reported to `trace`.
    pub fn finish_traced(mut self, trace: &mut impl Trace<StateEvent>) -> (StateGraph, Solved) {
        while !self.run(u64::MAX, trace) {}
        let remoteness = self.remoteness.iter().map(|&k| (k != NONE).then_some(k)).collect();
        // Every state is decided once the stage `Endless` has passed over it.
        let outcome = self.outcome.iter().map(|o| o.unwrap_or(Outcome::Draw)).collect();
        (self.graph, Solved { outcome, remoteness, work: self.work })
    }

    fn next_stage(&mut self, stage: Stage) {
        self.stage = stage;
        self.cursor = 0;
    }

    fn pop(&mut self) -> Option<usize> {
        let popped = match self.order {
            QueueOrder::Fifo => self.queue.pop_front(),
            QueueOrder::Lifo => self.queue.pop_back(),
        };
        popped.map(|t| t as usize)
    }

    fn decide(
        &mut self,
        s: usize,
        outcome: Outcome,
        remoteness: u32,
        reason: Reason,
        trace: &mut impl Trace<StateEvent>,
    ) {
        self.outcome[s] = Some(outcome);
        self.remoteness[s] = remoteness;
        self.work.states_decided += 1;
        let remoteness = (remoteness != NONE).then_some(remoteness);
        trace.event(StateEvent::Decided { state: s as u32, outcome, remoteness, reason });
    }

    /// Counts `s`'s moves and its successors' predecessors; decides a terminal state.
    fn count(&mut self, s: usize, trace: &mut impl Trace<StateEvent>) -> u64 {
        let moves = self.graph.moves(s);
        for &t in moves {
            self.pred_start[t as usize] += 1;
        }
        let degree = moves.len();
        // At most the number of moves, which fits in u32 (StateGraph's invariant).
        self.counter[s] = degree as u32;
        self.work.moves_examined += degree as u64;
        if let Some(result) = self.graph.result(s) {
            let remoteness = if result == Outcome::Draw { NONE } else { 0 };
            self.decide(s, result, remoteness, Reason::Given, trace);
            if result != Outcome::Draw {
                self.queue.push_back(s as u32);
            }
        }
        degree as u64
    }

    /// Writes `s` as a predecessor of each of its successors.
    fn fill(&mut self, s: usize) -> u64 {
        let (starts, moves) = (&mut self.pred_start, self.graph.moves(s));
        for &t in moves {
            starts[t as usize] -= 1;
            self.preds[starts[t as usize] as usize] = s as u32;
        }
        self.work.moves_examined += moves.len() as u64;
        moves.len() as u64
    }

    /// The predecessors of `t`, a state just taken off the queue.
    fn preds_of(&self, t: usize) -> std::ops::Range<usize> {
        self.pred_start[t] as usize..self.pred_start[t + 1] as usize
    }

    /// Tells the undecided predecessors of decided state `t` what their move to it is worth.
    fn propagate(&mut self, t: usize, trace: &mut impl Trace<StateEvent>) -> u64 {
        // Only decided states are queued.
        let t_outcome = self.outcome[t].unwrap_or(Outcome::Draw);
        self.work.queue_pops += 1;
        trace.event(StateEvent::Popped { state: t as u32, outcome: t_outcome });
        let range = self.preds_of(t);
        let looked = range.len() as u64;
        self.work.moves_examined += looked;
        let next = self.remoteness[t].saturating_add(1);
        for k in range {
            let s = self.preds[k] as usize;
            if self.outcome[s].is_some() {
                continue;
            }
            let passes = self.graph.passes_turn(s, t);
            let mv = MoveValue { to: t as u32, outcome: t_outcome, passes };
            if mv.value() == Outcome::Win {
                self.decide(s, Outcome::Win, next, Reason::WinningMove(mv), trace);
                self.queue.push_back(s as u32);
            } else {
                self.counter[s] -= 1;
                let left = i64::from(self.counter[s]);
                trace.event(StateEvent::CounterDropped { state: s as u32, by: t as u32, left });
                if self.counter[s] == 0 {
                    let reason = self.every_move(s, trace);
                    self.decide(s, Outcome::Loss, next, reason, trace);
                    self.queue.push_back(s as u32);
                }
            }
        }
        looked
    }

    /// Every move of `s` valued, for an explanation (empty when nobody records it).
    fn every_move(&self, s: usize, trace: &impl Trace<StateEvent>) -> Reason {
        if !trace.recording() {
            return Reason::AllMoves(Vec::new());
        }
        Reason::AllMoves(self.graph.move_values(s, |t| self.outcome[t].unwrap_or(Outcome::Draw)))
    }

    /// Second stage: counts the moves of undecided `s` that stay undecided; a state of the
    /// player endless play favours with none left is a draw (its best move is to a draw), a
    /// terminal draw is queued.
    fn recount(&mut self, s: usize, trace: &mut impl Trace<StateEvent>) -> u64 {
        let degree = self.graph.moves(s).len() as u64;
        if self.outcome[s] == Some(Outcome::Draw) {
            self.queue.push_back(s as u32);
            return 1;
        }
        if !self.undecided[s] {
            return 1;
        }
        let staying =
            self.graph.moves(s).iter().filter(|&&t| self.undecided[t as usize]).count() as u32;
        self.work.moves_examined += degree;
        self.counter[s] = staying;
        let favoured = self.graph.endless_outcome(self.endless, s) == Outcome::Win;
        if favoured && staying == 0 {
            let reason = self.every_move(s, trace);
            self.decide(s, Outcome::Draw, NONE, reason, trace);
            self.queue.push_back(s as u32);
        }
        degree
    }

    /// Second stage: tells the undecided predecessors of draw `t` about it.
    fn propagate_draw(&mut self, t: usize, trace: &mut impl Trace<StateEvent>) -> u64 {
        self.work.queue_pops += 1;
        trace.event(StateEvent::Popped { state: t as u32, outcome: Outcome::Draw });
        let range = self.preds_of(t);
        let looked = range.len() as u64;
        self.work.moves_examined += looked;
        for k in range {
            let s = self.preds[k] as usize;
            if self.outcome[s].is_some() {
                continue;
            }
            let mv = MoveValue {
                to: t as u32,
                outcome: Outcome::Draw,
                passes: self.graph.passes_turn(s, t),
            };
            if self.graph.endless_outcome(self.endless, s) == Outcome::Loss {
                self.decide(s, Outcome::Draw, NONE, Reason::DrawMove(mv), trace);
                self.queue.push_back(s as u32);
            } else if self.undecided[t] {
                self.counter[s] -= 1;
                let left = i64::from(self.counter[s]);
                trace.event(StateEvent::CounterDropped { state: s as u32, by: t as u32, left });
                if self.counter[s] == 0 {
                    let reason = self.every_move(s, trace);
                    self.decide(s, Outcome::Draw, NONE, reason, trace);
                    self.queue.push_back(s as u32);
                }
            }
        }
        looked
    }
}

impl Stepwise for Retrograde {
    type Output = (StateGraph, Solved);

    /// One unit of work is one move looked at (at least one per state or queue entry).
    fn advance(&mut self, work: u64) -> bool {
        self.run(work, &mut ())
    }

    fn progress(&self) -> f64 {
        Retrograde::progress(self)
    }

    fn finish(self: Box<Self>) -> (StateGraph, Solved) {
        Retrograde::finish(*self)
    }
}

/// Solves `graph` at once (FIFO queue): every state's outcome and remoteness.
pub fn solve(graph: StateGraph, endless: EndlessPlay) -> (StateGraph, Solved) {
    Retrograde::new(graph, endless, QueueOrder::Fifo).finish()
}
