//! One cop and one robber on an undirected graph (the paper's section 5.2): dominated-vertex
//! elimination, by the paper's two algorithms and by a bitset one for large graphs, and the
//! game itself solved by retrograde analysis for replays and play.
//!
//! Vertex X dominates vertex Y when X is adjacent to Y and every other neighbour of Y is
//! adjacent to X (the closed neighbourhood N[Y] lies inside N[X]). Removing a dominated vertex
//! keeps the verdict; the cop wins exactly when the removals can go on until one vertex is
//! left. Every algorithm here scans the candidates Y in increasing order and, for the first
//! dominated one, takes its least dominating neighbour X, so all of them remove the same
//! vertices in the same order.
//!
//! The game: the cop picks a start, then the robber; then they move alternately, the cop
//! first, each to a neighbouring vertex or staying put (the graph is taken as reflexive). The
//! cop wins when both stand on the same vertex.

use std::rc::Rc;

use super::graph::Graph;
use super::graph_presets::{Preset, PresetJob};
use super::play::Game;
use super::stepwise::Stepwise;
use super::trace::Trace;

/// The largest graph the verdict is computed for.
pub const MAX_VERTICES: u32 = 2000;
/// The largest graph the paper's two algorithms are run on, with their counts.
pub const PAPER_LIMIT: u32 = 200;
/// The largest graph the game itself is solved on (states: 2 n²).
pub const GAME_LIMIT: u32 = 100;

/// One removal: `vertex` (Y) was dominated by `dominated_by` (X).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Elimination {
    /// The dominated vertex Y, removed.
    pub vertex: u32,
    /// The vertex X that dominates it.
    pub dominated_by: u32,
}

/// The result of dominated-vertex elimination.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dismantling {
    /// The removals, in order.
    pub eliminated: Vec<Elimination>,
    /// The vertices left, in increasing order: one when the cop wins, else a core with no
    /// dominated vertex.
    pub remaining: Vec<u32>,
}

impl Dismantling {
    /// Whether the cop has a winning strategy: the elimination left one vertex.
    pub fn cop_wins(&self) -> bool {
        self.remaining.len() == 1
    }
}

/// Which algorithm an [`Event`] comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Run {
    /// The bitset elimination ([`DismantleJob`]), which decides the verdict.
    Bitset,
    /// The paper's naive check ([`NaiveJob`]).
    Naive,
    /// The paper's NVC/NV counters ([`NvcJob`]).
    Nvc,
}

/// Every run, in the order [`EliminationFrame::runs`] holds them.
pub const RUNS: [Run; 3] = [Run::Bitset, Run::Naive, Run::Nvc];

/// What an elimination algorithm did, reported to a [`Trace`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The counter algorithm set NV and NVC up with `updates` counter writes.
    Counted {
        /// Counter writes.
        updates: u64,
    },
    /// `run` found candidate Y not dominated, after `cost` look-ups (naive) or comparisons
    /// (counters).
    Check {
        /// The algorithm.
        run: Run,
        /// The candidate.
        y: u32,
        /// Look-ups or comparisons made on it.
        cost: u64,
    },
    /// The counters of Y's neighbours when the counter algorithm found Y dominated.
    Counters {
        /// The dominated vertex.
        y: u32,
        /// NV(Y).
        nv: u32,
        /// (X, NVC(X, Y)) for every neighbour X of Y left, in increasing order.
        row: Vec<(u32, u32)>,
    },
    /// `run` found Y dominated by `by`, after `cost` look-ups or comparisons on Y.
    Dominated {
        /// The algorithm.
        run: Run,
        /// The dominated vertex.
        y: u32,
        /// The vertex dominating it.
        by: u32,
        /// Look-ups or comparisons made on Y.
        cost: u64,
    },
    /// `run` removed Y, with `updates` counter writes (none but for the counters).
    Remove {
        /// The algorithm.
        run: Run,
        /// The removed vertex.
        y: u32,
        /// Counter writes.
        updates: u64,
    },
}

/// The elimination as one event log: every run's events, merged round by round, so that the
/// runs are kept even where their removal orders differ.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EliminationLog {
    /// The events.
    pub events: Vec<Event>,
    /// Where each step of the stepped elimination ends, as a number of events: the start (the
    /// counters set up), then for each round its pairs found and its removals, then the
    /// verdict (the last scans).
    pub steps: Vec<usize>,
}

/// One run's log cut at its removal rounds.
#[derive(Default)]
struct Rounds {
    start: Vec<Event>,
    found: Vec<Vec<Event>>,
    removed: Vec<Vec<Event>>,
    tail: Vec<Event>,
}

impl Rounds {
    fn cut(log: Vec<Event>) -> Rounds {
        let mut rounds = Rounds::default();
        let mut current = Vec::new();
        for event in log {
            let ends = (
                matches!(event, Event::Counted { .. }),
                matches!(event, Event::Dominated { .. }),
                matches!(event, Event::Remove { .. }),
            );
            current.push(event);
            match ends {
                (true, ..) => rounds.start.append(&mut current),
                (_, true, _) => rounds.found.push(std::mem::take(&mut current)),
                (.., true) => rounds.removed.push(std::mem::take(&mut current)),
                _ => {}
            }
        }
        rounds.tail = current;
        rounds
    }
}

impl EliminationLog {
    /// Merges the logs of several runs (each in the order its run made it), round by round:
    /// everyone's start, then for each round everyone's scan up to its pair and everyone's
    /// removal, then everyone's last scans.
    pub fn merge(logs: Vec<Vec<Event>>) -> EliminationLog {
        let mut runs: Vec<Rounds> = logs.into_iter().map(Rounds::cut).collect();
        let rounds = runs.iter().map(|run| run.found.len().max(run.removed.len())).max();
        let mut log = EliminationLog::default();
        for run in &mut runs {
            log.events.append(&mut run.start);
        }
        log.steps.push(log.events.len());
        for round in 0..rounds.unwrap_or(0) {
            for run in &mut runs {
                log.events.extend(run.found.get_mut(round).map(std::mem::take).unwrap_or_default());
            }
            log.steps.push(log.events.len());
            for run in &mut runs {
                let removal = run.removed.get_mut(round).map(std::mem::take);
                log.events.extend(removal.unwrap_or_default());
            }
            log.steps.push(log.events.len());
        }
        for run in &mut runs {
            log.events.append(&mut run.tail);
        }
        log.steps.push(log.events.len());
        log
    }

    /// Whether `run`'s events are in the log.
    pub fn has(&self, run: Run) -> bool {
        self.events.iter().any(|event| event.run() == run)
    }
}

impl Event {
    /// The run the event comes from.
    pub fn run(&self) -> Run {
        match self {
            Event::Counted { .. } | Event::Counters { .. } => Run::Nvc,
            Event::Check { run, .. } | Event::Dominated { run, .. } | Event::Remove { run, .. } => {
                *run
            }
        }
    }
}

/// One run after a prefix of the log.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RunFrame {
    /// Whether each vertex is left.
    pub alive: Vec<bool>,
    /// The removals so far.
    pub removed: Vec<Elimination>,
    /// The pair found and not yet removed.
    pub found: Option<Elimination>,
    /// Look-ups (naive) or comparisons (counters) so far.
    pub cost: u64,
    /// Look-ups or comparisons since the last removal.
    pub round_cost: u64,
    /// Counter writes so far.
    pub updates: u64,
    /// Counter writes of the last removal (or of setting the counters up).
    pub last_updates: u64,
    /// NV(Y) and (X, NVC(X, Y)) for the pair found, as the counters held them.
    pub counters: Option<(u32, Vec<(u32, u32)>)>,
}

/// Every run after a prefix of an [`EliminationLog`]: what the stepped elimination shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EliminationFrame {
    /// The runs, in the order of [`RUNS`].
    pub runs: [RunFrame; 3],
}

impl EliminationFrame {
    /// Every run before any event, on `n` vertices.
    pub fn start(n: u32) -> EliminationFrame {
        let run = RunFrame { alive: vec![true; n as usize], ..RunFrame::default() };
        EliminationFrame { runs: [run.clone(), run.clone(), run] }
    }

    /// One run.
    pub fn run(&self, run: Run) -> &RunFrame {
        &self.runs[run as usize]
    }

    /// The frame after `event`.
    pub fn apply(&mut self, event: &Event) {
        let frame = &mut self.runs[event.run() as usize];
        match event {
            Event::Counted { updates } => {
                frame.updates += updates;
                frame.last_updates = *updates;
            }
            Event::Check { cost, .. } => {
                frame.cost += cost;
                frame.round_cost += cost;
            }
            Event::Counters { nv, row, .. } => frame.counters = Some((*nv, row.clone())),
            Event::Dominated { y, by, cost, .. } => {
                frame.cost += cost;
                frame.round_cost += cost;
                frame.found = Some(Elimination { vertex: *y, dominated_by: *by });
            }
            Event::Remove { y, updates, .. } => {
                if let Some(alive) = frame.alive.get_mut(*y as usize) {
                    *alive = false;
                }
                frame.removed.extend(frame.found.take());
                frame.counters = None;
                frame.round_cost = 0;
                frame.updates += updates;
                frame.last_updates = *updates;
            }
        }
    }
}

/// Whether `x` dominates `y` in `graph` restricted to the vertices with `alive` set: both
/// alive, adjacent, and every other alive neighbour of `y` adjacent to `x`. By definition,
/// for checks and tests.
pub fn dominates(graph: &Graph, alive: &[bool], x: u32, y: u32) -> bool {
    let is_alive = |v: u32| alive[v as usize];
    x != y
        && is_alive(x)
        && is_alive(y)
        && graph.has_edge(x, y)
        && graph
            .neighbours(y)
            .iter()
            .filter(|&&z| z != x && is_alive(z))
            .all(|&z| graph.has_edge(x, z))
}

/// A set of vertices as 64-bit words.
#[derive(Clone, Debug)]
struct Bits {
    words: usize,
    data: Vec<u64>,
}

impl Bits {
    /// `rows` empty rows of `n` bits each.
    fn rows(n: usize, rows: usize) -> Bits {
        let words = n.div_ceil(64);
        Bits { words, data: vec![0; words * rows] }
    }

    fn row(&self, r: usize) -> &[u64] {
        &self.data[r * self.words..(r + 1) * self.words]
    }

    fn set(&mut self, r: usize, bit: u32) {
        self.data[r * self.words + bit as usize / 64] |= 1 << (bit % 64);
    }

    fn clear(&mut self, r: usize, bit: u32) {
        self.data[r * self.words + bit as usize / 64] &= !(1 << (bit % 64));
    }
}

/// Dominated-vertex elimination with closed neighbourhoods as bitsets, resumable in slices.
///
/// A vertex's domination can only change when one of its neighbours is removed (a new
/// dominator X of W needs the removed vertex in N[W] \ N[X]; a lost one needs X removed), so
/// each vertex's least dominator is cached and recomputed only after a neighbour's removal.
/// Recomputing W tries its neighbours X in increasing order, checking N[W] ⊆ N[X] a word of
/// 64 vertices at a time and stopping at the first word that fails.
#[derive(Clone, Debug)]
pub struct DismantleJob<T = ()> {
    n: u32,
    /// The graph whose rows are still to be written into `closed` (large graphs are read in
    /// slices too).
    source: Option<Rc<Graph>>,
    /// Rows written so far.
    built: u32,
    /// Closed neighbourhoods among the vertices not yet removed.
    closed: Bits,
    alive: Vec<bool>,
    alive_count: u32,
    /// Whether `dominator[v]` must be recomputed.
    stale: Vec<bool>,
    dominator: Vec<Option<u32>>,
    /// The next candidate to look at in the current scan.
    scan: u32,
    eliminated: Vec<Elimination>,
    done: bool,
    work_done: u64,
    /// Where the removals are reported (as [`Run::Bitset`]).
    trace: T,
}

/// The set bits of `words`, in increasing order.
fn members(words: &[u64]) -> impl Iterator<Item = u32> + '_ {
    words.iter().enumerate().flat_map(|(i, &word)| {
        let mut rest = word;
        std::iter::from_fn(move || {
            (rest != 0).then(|| {
                let bit = rest.trailing_zeros();
                rest &= rest - 1;
                (i * 64) as u32 + bit
            })
        })
    })
}

impl DismantleJob {
    /// Prepares the elimination of `graph` (undirected, no loops); its neighbourhoods are read
    /// as the job advances.
    pub fn new(graph: Rc<Graph>) -> DismantleJob {
        DismantleJob::traced(graph, ())
    }
}

impl<T: Trace<Event>> DismantleJob<T> {
    /// [`DismantleJob::new`], reporting each pair found and each removal to `trace`.
    pub fn traced(graph: Rc<Graph>, trace: T) -> DismantleJob<T> {
        DismantleJob::reading(graph.vertex_count(), Some(graph), trace)
    }

    /// The removals and the vertices left, with the trace, once the job is done.
    pub fn finish_traced(mut self) -> (Dismantling, T) {
        while !self.advance(u64::MAX) {}
        let remaining = (0..self.n).filter(|&v| self.alive[v as usize]).collect();
        (Dismantling { eliminated: self.eliminated, remaining }, self.trace)
    }

    /// A job on `n` vertices whose rows come from `source` (or are written by the caller).
    fn reading(n: u32, source: Option<Rc<Graph>>, trace: T) -> DismantleJob<T> {
        DismantleJob {
            n,
            source,
            built: 0,
            closed: Bits::rows(n as usize, n as usize),
            alive: vec![true; n as usize],
            alive_count: n,
            stale: vec![true; n as usize],
            dominator: vec![None; n as usize],
            scan: 0,
            eliminated: Vec::new(),
            done: n < 2,
            work_done: 0,
            trace,
        }
    }

    /// Writes the closed neighbourhood of the next vertex; returns the work done.
    fn build_row(&mut self, graph: &Graph) -> u64 {
        let v = self.built;
        self.closed.set(v as usize, v);
        for &w in graph.neighbours(v) {
            self.closed.set(v as usize, w);
        }
        self.built += 1;
        1 + graph.degree(v) as u64 / 16
    }

    /// The least vertex dominating `w`, and the words compared to find it.
    fn least_dominator(&self, w: u32) -> (Option<u32>, u64) {
        let own = self.closed.row(w as usize);
        // Only the words where N[W] has vertices matter.
        let low = own.iter().position(|&word| word != 0).unwrap_or(0);
        let high = own.iter().rposition(|&word| word != 0).map_or(0, |i| i + 1);
        let mut work = 1;
        for x in members(own).filter(|&x| x != w) {
            let other = self.closed.row(x as usize);
            let mut inside = true;
            for i in low..high {
                work += 1;
                if own[i] & !other[i] != 0 {
                    inside = false;
                    break;
                }
            }
            if inside {
                return (Some(x), work);
            }
        }
        (None, work)
    }

    /// Removes `y` (dominated by `x`) and marks its neighbours for a fresh look.
    fn remove(&mut self, y: u32, x: u32) {
        self.trace.event(Event::Dominated { run: Run::Bitset, y, by: x, cost: 0 });
        self.trace.event(Event::Remove { run: Run::Bitset, y, updates: 0 });
        self.eliminated.push(Elimination { vertex: y, dominated_by: x });
        self.alive[y as usize] = false;
        self.alive_count -= 1;
        let neighbours: Vec<u32> =
            members(self.closed.row(y as usize)).filter(|&z| z != y).collect();
        let mut lowest = y;
        for z in neighbours {
            self.closed.clear(z as usize, y);
            self.stale[z as usize] = true;
            lowest = lowest.min(z);
        }
        // Every vertex left below `lowest` was looked at in this scan and is unchanged.
        self.scan = lowest;
    }
}

impl<T: Trace<Event>> Stepwise for DismantleJob<T> {
    type Output = Dismantling;

    fn advance(&mut self, work: u64) -> bool {
        let n = self.n;
        let budget_end = self.work_done.saturating_add(work);
        if let Some(graph) = self.source.take() {
            while self.built < n && self.work_done < budget_end {
                self.work_done += self.build_row(&graph);
            }
            if self.built < n {
                self.source = Some(graph);
                return false;
            }
        }
        while !self.done && self.work_done < budget_end {
            if self.alive_count < 2 || self.scan >= n {
                self.done = true;
                break;
            }
            let w = self.scan;
            self.work_done += 1;
            if !self.alive[w as usize] {
                self.scan += 1;
                continue;
            }
            if self.stale[w as usize] {
                let (dominator, cost) = self.least_dominator(w);
                self.dominator[w as usize] = dominator;
                self.stale[w as usize] = false;
                self.work_done += cost;
            }
            match self.dominator[w as usize] {
                Some(x) => self.remove(w, x),
                None => self.scan += 1,
            }
        }
        self.done
    }

    fn progress(&self) -> f64 {
        let n = f64::from(self.n.max(1));
        let removed = self.eliminated.len() as f64;
        let built = f64::from(self.built) / n;
        // Reading the graph counts for a tenth; then removed vertices, plus the current scan's
        // share of what is left.
        let scanned = (removed + f64::from(self.scan) / n * (n - removed)) / n;
        (0.1 * built + 0.9 * scanned).min(1.0)
    }

    fn finish(self: Box<Self>) -> Dismantling {
        self.finish_traced().0
    }
}

/// Dominated-vertex elimination of `graph` at once (see [`DismantleJob`]).
pub fn dismantle(graph: &Graph) -> Dismantling {
    // The rows are written here from the borrowed graph, so it need not be copied.
    let mut job = DismantleJob::reading(graph.vertex_count(), None, ());
    while job.built < job.n {
        job.build_row(graph);
    }
    Box::new(job).finish()
}

/// What the paper's naive algorithm did: its removals and its adjacency-matrix look-ups.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NaiveRun {
    /// The removals and the vertices left.
    pub dismantling: Dismantling,
    /// Look-ups "is Z adjacent to X?" made until each removal's pair was found (cumulative).
    pub checks_at: Vec<u64>,
    /// Look-ups in all, including the last scan that found no dominated vertex.
    pub checks: u64,
}

/// The paper's naive algorithm, one candidate Y at a time: each round scans every Y from the
/// first, every neighbour X of Y, and checks in the adjacency matrix that every other
/// neighbour Z of Y is adjacent to X; the first dominated Y found is removed. O(n³) per round.
#[derive(Clone, Debug)]
pub struct NaiveJob<T = ()> {
    n: usize,
    matrix: Vec<bool>,
    neighbours: Vec<Vec<u32>>,
    alive: Vec<bool>,
    alive_count: usize,
    /// The next candidate Y of the current round.
    y: usize,
    run: NaiveRun,
    done: bool,
    /// Where the checks and removals are reported (as [`Run::Naive`]).
    trace: T,
}

impl NaiveJob {
    /// Prepares the run on `graph` (undirected, no loops).
    pub fn new(graph: &Graph) -> NaiveJob {
        NaiveJob::traced(graph, ())
    }
}

impl<T: Trace<Event>> NaiveJob<T> {
    /// [`NaiveJob::new`], reporting each candidate checked and each removal to `trace`.
    pub fn traced(graph: &Graph, trace: T) -> NaiveJob<T> {
        let n = graph.vertex_count() as usize;
        let mut matrix = vec![false; n * n];
        for &(u, v) in graph.edges() {
            matrix[u as usize * n + v as usize] = true;
            matrix[v as usize * n + u as usize] = true;
        }
        NaiveJob {
            n,
            matrix,
            neighbours: (0..n as u32).map(|v| graph.neighbours(v).to_vec()).collect(),
            alive: vec![true; n],
            alive_count: n,
            y: 0,
            run: NaiveRun {
                dismantling: Dismantling { eliminated: Vec::new(), remaining: Vec::new() },
                checks_at: Vec::new(),
                checks: 0,
            },
            done: false,
            trace,
        }
    }

    /// The run and the trace, once the job is done.
    pub fn finish_traced(mut self) -> (NaiveRun, T) {
        while !self.advance(u64::MAX) {}
        self.run.dismantling.remaining =
            (0..self.n as u32).filter(|&v| self.alive[v as usize]).collect();
        (self.run, self.trace)
    }

    /// Looks at one candidate Y (or ends the run); returns the look-ups made.
    fn step(&mut self) -> u64 {
        let n = self.n;
        if self.alive_count < 2 || self.y >= n {
            self.done = true;
            return 0;
        }
        let y = self.y;
        if !self.alive[y] {
            self.y += 1;
            return 0;
        }
        let before = self.run.checks;
        let mut found = None;
        for &x in &self.neighbours[y] {
            let mut dominated = true;
            for &z in &self.neighbours[y] {
                if z == x {
                    continue;
                }
                self.run.checks += 1;
                if !self.matrix[x as usize * n + z as usize] {
                    dominated = false;
                    break;
                }
            }
            if dominated {
                found = Some(x);
                break;
            }
        }
        let cost = self.run.checks - before;
        match found {
            Some(x) => {
                let y32 = y as u32;
                self.trace.event(Event::Dominated { run: Run::Naive, y: y32, by: x, cost });
                self.trace.event(Event::Remove { run: Run::Naive, y: y32, updates: 0 });
                self.run.dismantling.eliminated.push(Elimination { vertex: y32, dominated_by: x });
                self.run.checks_at.push(self.run.checks);
                self.alive[y] = false;
                self.alive_count -= 1;
                for z in std::mem::take(&mut self.neighbours[y]) {
                    self.matrix[y * n + z as usize] = false;
                    self.matrix[z as usize * n + y] = false;
                    self.neighbours[z as usize].retain(|&w| w != y32);
                }
                // The next round starts again from the first vertex.
                self.y = 0;
            }
            None => {
                self.trace.event(Event::Check { run: Run::Naive, y: y as u32, cost });
                self.y += 1;
            }
        }
        1 + cost
    }
}

impl<T: Trace<Event>> Stepwise for NaiveJob<T> {
    type Output = NaiveRun;

    fn advance(&mut self, work: u64) -> bool {
        let mut spent = 0u64;
        while !self.done && spent < work {
            spent = spent.saturating_add(self.step());
        }
        self.done
    }

    fn progress(&self) -> f64 {
        let n = self.n.max(1) as f64;
        ((n - self.alive_count as f64 + self.y as f64 / n) / n).min(1.0)
    }

    fn finish(self: Box<Self>) -> NaiveRun {
        self.finish_traced().0
    }
}

/// Runs the paper's naive algorithm at once.
pub fn naive_elimination(graph: &Graph) -> NaiveRun {
    Box::new(NaiveJob::new(graph)).finish()
}

/// The NVC/NV counters as the paper's second algorithm saw them when it found a pair.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CounterSnapshot {
    /// NV(v) for every vertex (0 for removed ones).
    pub nv: Vec<u32>,
    /// (X, NVC(X, Y)) for every alive neighbour X of the dominated Y, in increasing order.
    pub row: Vec<(u32, u32)>,
}

/// What the paper's counter algorithm did: its removals, comparisons and counter updates.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NvcRun {
    /// The removals and the vertices left.
    pub dismantling: Dismantling,
    /// Counter writes made by the initialisation (each NV, and NVC(X, Y) and NVC(Y, X) for
    /// every pair of neighbours of every vertex).
    pub initial_updates: u64,
    /// Comparisons NVC(X, Y) = NV(Y) − 1 made until each removal's pair was found
    /// (cumulative).
    pub comparisons_at: Vec<u64>,
    /// Counter writes made up to and including each removal (cumulative).
    pub updates_at: Vec<u64>,
    /// Comparisons in all, including the last scan that found no dominated vertex.
    pub comparisons: u64,
    /// Counter writes in all.
    pub updates: u64,
    /// The counters when each removal's pair was found.
    pub snapshots: Vec<CounterSnapshot>,
    /// NV(v) after the last removal.
    pub final_nv: Vec<u32>,
}

/// The paper's counter algorithm, one vertex at a time: NVC(X, Y), the number of common
/// neighbours, and NV(X), the degree, are computed once (for every Z, every pair of its
/// neighbours); then each round finds the first Y with a neighbour X such that
/// NVC(X, Y) = NV(Y) − 1, and removing Y decrements NV of its neighbours and NVC of every pair
/// of them. O(n²) per round.
#[derive(Clone, Debug)]
pub struct NvcJob<T = ()> {
    n: usize,
    neighbours: Vec<Vec<u32>>,
    nvc: Vec<u32>,
    nv: Vec<u32>,
    alive: Vec<bool>,
    alive_count: usize,
    /// The next vertex whose neighbour pairs are counted, while initialising.
    init: usize,
    /// The next candidate Y of the current round.
    y: usize,
    run: NvcRun,
    done: bool,
    /// Where the counting, checks, counters and removals are reported (as [`Run::Nvc`]).
    trace: T,
}

impl NvcJob {
    /// Prepares the run on `graph` (undirected, no loops).
    pub fn new(graph: &Graph) -> NvcJob {
        NvcJob::traced(graph, ())
    }
}

impl<T: Trace<Event>> NvcJob<T> {
    /// [`NvcJob::new`], reporting the counting, each candidate checked, the counters of each
    /// pair found and each removal to `trace`.
    pub fn traced(graph: &Graph, trace: T) -> NvcJob<T> {
        let n = graph.vertex_count() as usize;
        NvcJob {
            n,
            neighbours: (0..n as u32).map(|v| graph.neighbours(v).to_vec()).collect(),
            nvc: vec![0; n * n],
            nv: vec![0; n],
            alive: vec![true; n],
            alive_count: n,
            init: 0,
            y: 0,
            run: NvcRun {
                dismantling: Dismantling { eliminated: Vec::new(), remaining: Vec::new() },
                initial_updates: 0,
                comparisons_at: Vec::new(),
                updates_at: Vec::new(),
                comparisons: 0,
                updates: 0,
                snapshots: Vec::new(),
                final_nv: Vec::new(),
            },
            done: false,
            trace,
        }
    }

    /// The run and the trace, once the job is done.
    pub fn finish_traced(mut self) -> (NvcRun, T) {
        while !self.advance(u64::MAX) {}
        self.run.dismantling.remaining =
            (0..self.n as u32).filter(|&v| self.alive[v as usize]).collect();
        self.run.final_nv = self.nv.clone();
        (self.run, self.trace)
    }

    /// Counts one vertex's neighbour pairs, or looks at one candidate Y (or ends the run);
    /// returns the work done.
    fn step(&mut self) -> u64 {
        let n = self.n;
        let before = self.run.comparisons + self.run.updates;
        if self.init < n {
            let z = self.init;
            self.init += 1;
            self.nv[z] = self.neighbours[z].len() as u32;
            self.run.updates += 1;
            let list = &self.neighbours[z];
            for (i, &x) in list.iter().enumerate() {
                for &y in &list[i + 1..] {
                    self.nvc[x as usize * n + y as usize] += 1;
                    self.nvc[y as usize * n + x as usize] += 1;
                    self.run.updates += 2;
                }
            }
            if self.init == n {
                self.run.initial_updates = self.run.updates;
                self.trace.event(Event::Counted { updates: self.run.updates });
            }
            return 1 + self.run.comparisons + self.run.updates - before;
        }
        if self.alive_count < 2 || self.y >= n {
            self.done = true;
            return 0;
        }
        let y = self.y;
        if !self.alive[y] {
            self.y += 1;
            return 0;
        }
        let compared_before = self.run.comparisons;
        let (nvc, nv, comparisons) = (&self.nvc, &self.nv, &mut self.run.comparisons);
        let found = self.neighbours[y].iter().copied().find(|&x| {
            *comparisons += 1;
            nvc[x as usize * n + y] + 1 == nv[y]
        });
        let Some(x) = found else {
            let cost = self.run.comparisons - compared_before;
            self.trace.event(Event::Check { run: Run::Nvc, y: y as u32, cost });
            self.y += 1;
            return 1 + cost;
        };
        let row: Vec<(u32, u32)> =
            self.neighbours[y].iter().map(|&w| (w, self.nvc[w as usize * n + y])).collect();
        let (y32, cost) = (y as u32, self.run.comparisons - compared_before);
        self.trace.event(Event::Counters { y: y32, nv: self.nv[y], row: row.clone() });
        self.trace.event(Event::Dominated { run: Run::Nvc, y: y32, by: x, cost });
        self.run.snapshots.push(CounterSnapshot { nv: self.nv.clone(), row });
        self.run.dismantling.eliminated.push(Elimination { vertex: y as u32, dominated_by: x });
        self.run.comparisons_at.push(self.run.comparisons);
        self.alive[y] = false;
        self.alive_count -= 1;
        let updates_before = self.run.updates;
        self.nv[y] = 0;
        let list = std::mem::take(&mut self.neighbours[y]);
        for (i, &z) in list.iter().enumerate() {
            self.nv[z as usize] -= 1;
            self.run.updates += 1;
            self.neighbours[z as usize].retain(|&w| w as usize != y);
            for &w in &list[i + 1..] {
                self.nvc[z as usize * n + w as usize] -= 1;
                self.nvc[w as usize * n + z as usize] -= 1;
                self.run.updates += 2;
            }
        }
        self.run.updates_at.push(self.run.updates);
        let updates = self.run.updates - updates_before;
        self.trace.event(Event::Remove { run: Run::Nvc, y: y32, updates });
        // The next round starts again from the first vertex.
        self.y = 0;
        1 + self.run.comparisons + self.run.updates - before
    }

    /// NVC(X, Y) as the algorithm holds it now.
    pub fn nvc(&self, x: u32, y: u32) -> u32 {
        self.nvc[x as usize * self.n + y as usize]
    }
}

impl<T: Trace<Event>> Stepwise for NvcJob<T> {
    type Output = NvcRun;

    fn advance(&mut self, work: u64) -> bool {
        let mut spent = 0u64;
        while !self.done && spent < work {
            spent = spent.saturating_add(self.step());
        }
        self.done
    }

    fn progress(&self) -> f64 {
        let n = self.n.max(1) as f64;
        let init = self.init as f64 / n;
        let rounds = (n - self.alive_count as f64 + self.y as f64 / n) / n;
        ((init + rounds) / 2.0).min(1.0)
    }

    fn finish(self: Box<Self>) -> NvcRun {
        self.finish_traced().0
    }
}

/// Runs the paper's counter algorithm at once.
pub fn nvc_elimination(graph: &Graph) -> NvcRun {
    Box::new(NvcJob::new(graph)).finish()
}

/// Common neighbours of `x` and `y` among the alive vertices: NVC(X, Y) recomputed by
/// definition.
pub fn common_neighbours(graph: &Graph, alive: &[bool], x: u32, y: u32) -> u32 {
    graph
        .neighbours(y)
        .iter()
        .filter(|&&z| alive[z as usize] && z != x && graph.has_edge(x, z))
        .count() as u32
}

/// Alive neighbours of `v`: NV(v) recomputed by definition.
pub fn alive_degree(graph: &Graph, alive: &[bool], v: u32) -> u32 {
    graph.neighbours(v).iter().filter(|&&z| alive[z as usize]).count() as u32
}

/// The neighbours of `v` still alive (NV(v) of them).
pub fn alive_neighbours(graph: &Graph, alive: &[bool], v: u32) -> Vec<u32> {
    graph.neighbours(v).iter().copied().filter(|&w| alive[w as usize]).collect()
}

/// "Never": the robber escapes forever from this state.
pub const ESCAPES: u32 = u32::MAX;

/// The game solved: for every cop and robber position and side to move, the number of moves
/// (of both players) until capture with best play — the cop hurrying, the robber delaying —
/// or [`ESCAPES`]. The default is the game on no vertices, with no move at all.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameValues {
    n: u32,
    /// Indexed by cop · n + robber, the cop to move.
    cop_to_move: Vec<u32>,
    /// Indexed by cop · n + robber, the robber to move.
    robber_to_move: Vec<u32>,
    /// The graph's neighbour lists, each with the vertex itself (staying put).
    moves: Vec<Vec<u32>>,
    /// Distances between vertices, for the computer's moves where capture cannot be forced.
    distance: Vec<Vec<u32>>,
}

/// A side of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// The pursuer.
    Cop,
    /// The evader.
    Robber,
}

impl GameValues {
    /// Solves the game on `graph` by retrograde analysis: captured states first, then, in
    /// order of distance, a cop-to-move state as soon as one move reaches a won state, and a
    /// robber-to-move state once all its moves do (counting them down).
    pub fn solve(graph: &Graph) -> GameValues {
        let n = graph.vertex_count();
        let size = n as usize;
        let moves: Vec<Vec<u32>> = (0..n)
            .map(|v| {
                let mut list = graph.neighbours(v).to_vec();
                let at = list.partition_point(|&w| w < v);
                list.insert(at, v);
                list
            })
            .collect();
        let index = |c: u32, r: u32| c as usize * size + r as usize;
        let mut cop_to_move = vec![ESCAPES; size * size];
        let mut robber_to_move = vec![ESCAPES; size * size];
        let mut left: Vec<u32> = (0..size * size).map(|i| moves[i % size].len() as u32).collect();
        let mut queue = std::collections::VecDeque::new();
        for v in 0..n {
            cop_to_move[index(v, v)] = 0;
            robber_to_move[index(v, v)] = 0;
            queue.push_back((Side::Cop, v, v));
            queue.push_back((Side::Robber, v, v));
        }
        while let Some((side, c, r)) = queue.pop_front() {
            match side {
                Side::Robber => {
                    // The cop moved here from a neighbour c0 of c: one move more.
                    let value = robber_to_move[index(c, r)] + 1;
                    for &c0 in &moves[c as usize] {
                        if cop_to_move[index(c0, r)] == ESCAPES {
                            cop_to_move[index(c0, r)] = value;
                            queue.push_back((Side::Cop, c0, r));
                        }
                    }
                }
                Side::Cop => {
                    // The robber moved here from a neighbour r0 of r.
                    let value = cop_to_move[index(c, r)] + 1;
                    for &r0 in &moves[r as usize] {
                        let state = index(c, r0);
                        if robber_to_move[state] != ESCAPES {
                            continue;
                        }
                        left[state] -= 1;
                        if left[state] == 0 {
                            robber_to_move[state] = value;
                            queue.push_back((Side::Robber, c, r0));
                        }
                    }
                }
            }
        }
        let distance = (0..n).map(|v| graph.distances_from(v)).collect();
        GameValues { n, cop_to_move, robber_to_move, moves, distance }
    }

    /// The number of vertices.
    pub fn vertex_count(&self) -> u32 {
        self.n
    }

    /// Moves until capture from (cop, robber) with `side` to move, or [`ESCAPES`].
    pub fn value(&self, side: Side, cop: u32, robber: u32) -> u32 {
        let i = cop as usize * self.n as usize + robber as usize;
        match side {
            Side::Cop => self.cop_to_move[i],
            Side::Robber => self.robber_to_move[i],
        }
    }

    /// The moves from `v`: its neighbours and `v` itself, in increasing order.
    pub fn moves(&self, v: u32) -> &[u32] {
        &self.moves[v as usize]
    }

    /// The value of a cop start: the longest the robber can last, choosing its start knowing
    /// it (the cop moves first after both have chosen).
    pub fn start_value(&self, cop: u32) -> u32 {
        (0..self.n).map(|r| self.value(Side::Cop, cop, r)).max().unwrap_or(0)
    }

    /// Whether the cop has a winning strategy.
    pub fn cop_wins(&self) -> bool {
        (0..self.n).any(|c| self.start_value(c) != ESCAPES)
    }

    /// The cop's start: the quickest win, else the vertex leaving the robber the fewest safe
    /// starts; the least such vertex.
    pub fn cop_start(&self) -> u32 {
        let safe = |c: u32| (0..self.n).filter(|&r| self.value(Side::Cop, c, r) == ESCAPES).count();
        (0..self.n).min_by_key(|&c| (self.start_value(c), safe(c))).unwrap_or(0)
    }

    /// The robber's start against a cop at `cop`: the longest survival (forever if possible;
    /// then as far from the cop as it can), the least such vertex.
    pub fn robber_start(&self, cop: u32) -> u32 {
        let key = |r: u32| (self.value(Side::Cop, cop, r), self.distance_between(cop, r));
        (0..self.n).max_by_key(|&r| (key(r), std::cmp::Reverse(r))).unwrap_or(0)
    }

    /// The cop's move: the quickest capture; where none can be forced, a step along a
    /// shortest path to the robber. The least such vertex.
    pub fn cop_move(&self, cop: u32, robber: u32) -> u32 {
        let key = |c: u32| (self.value(Side::Robber, c, robber), self.distance_between(c, robber));
        self.moves(cop).iter().copied().min_by_key(|&c| key(c)).unwrap_or(cop)
    }

    /// The robber's move: the longest survival (forever if possible, as far from the cop as
    /// it can). The least such vertex.
    pub fn robber_move(&self, cop: u32, robber: u32) -> u32 {
        let key = |r: u32| (self.value(Side::Cop, cop, r), self.distance_between(cop, r));
        self.moves(robber)
            .iter()
            .copied()
            .max_by_key(|&r| (key(r), std::cmp::Reverse(r)))
            .unwrap_or(robber)
    }

    /// The distance between two vertices, [`ESCAPES`] when they are in different components.
    pub fn distance_between(&self, a: u32, b: u32) -> u32 {
        self.distance[a as usize][b as usize]
    }
}

/// A position of the game: where the cop and the robber stand once each has chosen its start,
/// and who moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Standing {
    /// The cop's vertex, once chosen.
    pub cop: Option<u32>,
    /// The robber's vertex, once chosen.
    pub robber: Option<u32>,
    /// Whether the robber moves next (the cop chooses and moves first).
    pub robber_to_move: bool,
}

impl Standing {
    /// The side to move.
    pub fn mover(&self) -> Side {
        if self.robber_to_move { Side::Robber } else { Side::Cop }
    }

    /// Whether the cop has caught the robber.
    pub fn caught(&self) -> bool {
        self.cop.is_some() && self.cop == self.robber
    }

    /// The position after the choices and moves `made` (cop start, robber start, then the
    /// moves in turn), taken as legal.
    pub fn after(made: &[u32]) -> Standing {
        made.iter().fold(Standing::default(), |standing, &v| standing.with(v))
    }

    /// The side to move goes to (or starts at) `v`.
    fn with(self, v: u32) -> Standing {
        match self.mover() {
            Side::Cop => Standing { cop: Some(v), robber_to_move: true, ..self },
            Side::Robber => Standing { robber: Some(v), robber_to_move: false, ..self },
        }
    }
}

impl GameValues {
    /// The computer's choice for the side to move: [`GameValues::cop_start`],
    /// [`GameValues::robber_start`], [`GameValues::cop_move`] or [`GameValues::robber_move`];
    /// `None` once the robber is caught (or on no vertices).
    pub fn computer_move(&self, standing: &Standing) -> Option<u32> {
        if standing.caught() || self.n == 0 {
            return None;
        }
        Some(match (standing.cop, standing.robber) {
            (None, _) => self.cop_start(),
            (Some(cop), None) => self.robber_start(cop),
            (Some(cop), Some(robber)) => match standing.mover() {
                Side::Cop => self.cop_move(cop, robber),
                Side::Robber => self.robber_move(cop, robber),
            },
        })
    }
}

impl GameValues {
    /// Moves until capture from `standing` with best play (or [`ESCAPES`]): with both placed,
    /// the side to move moving; with the cop alone placed, the value of its start (the robber
    /// choosing next); 0 before the cop's start.
    pub fn standing_value(&self, standing: &Standing) -> u32 {
        match (standing.cop, standing.robber) {
            (Some(cop), Some(robber)) => self.value(standing.mover(), cop, robber),
            (Some(cop), None) => self.start_value(cop),
            (None, _) => 0,
        }
    }

    /// The value (as [`GameValues::standing_value`]) after the best move from `standing`: the
    /// soonest capture for the cop, the latest for the robber; `None` with no move.
    pub fn best_value(&self, standing: &Standing) -> Option<u32> {
        let values =
            Game::moves(self, standing).into_iter().map(|v| self.standing_value(&standing.with(v)));
        match standing.mover() {
            Side::Cop => values.min(),
            Side::Robber => values.max(),
        }
    }
}

impl Game for GameValues {
    type Position = Standing;
    type Move = u32;

    /// Any start while choosing, then the mover's neighbours and its own vertex.
    fn moves(&self, standing: &Standing) -> Vec<u32> {
        let own = match standing.mover() {
            Side::Cop => standing.cop,
            Side::Robber => standing.robber,
        };
        match own {
            _ if standing.caught() => Vec::new(),
            None => (0..self.n).collect(),
            Some(v) => self.moves(v).to_vec(),
        }
    }

    fn is_legal(&self, standing: &Standing, &v: &u32) -> bool {
        let own = match standing.mover() {
            Side::Cop => standing.cop,
            Side::Robber => standing.robber,
        };
        !standing.caught() && own.map_or(v < self.n, |own| self.moves(own).contains(&v))
    }

    fn play(&self, standing: &Standing, &v: &u32) -> Standing {
        standing.with(v)
    }

    fn strategy_move(&self, standing: &Standing) -> Option<u32> {
        let chosen = self.computer_move(standing)?;
        let wins = match (standing.cop, standing.robber) {
            (None, _) => self.cop_wins(),
            (Some(cop), None) => self.value(Side::Cop, cop, chosen) == ESCAPES,
            (Some(cop), Some(robber)) => {
                let value = self.value(standing.mover(), cop, robber);
                (value == ESCAPES) == (standing.mover() == Side::Robber)
            }
        };
        wins.then_some(chosen)
    }

    fn plain_delaying_move(&self, standing: &Standing) -> Option<u32> {
        self.computer_move(standing)
    }

    fn positions_bound(&self, _: &Standing) -> u128 {
        let n = u128::from(self.n) + 1;
        2 * n * n
    }
}

/// One game between the two players' strategies: cop start, robber start, then alternate
/// moves (cop first) until capture or `max_moves` moves.
pub fn play_out(values: &GameValues, max_moves: usize) -> Vec<u32> {
    let cop = values.cop_start();
    let robber = values.robber_start(cop);
    let mut game = vec![cop, robber];
    let (mut c, mut r) = (cop, robber);
    while c != r && game.len() - 2 < max_moves {
        if game.len() % 2 == 0 {
            c = values.cop_move(c, r);
            game.push(c);
        } else {
            r = values.robber_move(c, r);
            game.push(r);
        }
    }
    game
}

/// Everything the lab shows for one graph: the verdict by bitset elimination; the paper's two
/// algorithms with their counts (up to [`PAPER_LIMIT`] vertices); the game solved (up to
/// [`GAME_LIMIT`] vertices).
#[derive(Clone, Debug)]
pub struct Analysis {
    /// The graph analysed.
    pub graph: Rc<Graph>,
    /// The elimination (the same order as the paper's algorithms).
    pub dismantling: Dismantling,
    /// The paper's naive algorithm.
    pub naive: Option<NaiveRun>,
    /// The paper's counter algorithm.
    pub nvc: Option<NvcRun>,
    /// The game's values.
    pub game: Option<GameValues>,
    /// Every run's events, merged round by round.
    pub log: EliminationLog,
}

/// The parts of an analysis under way on a known graph.
struct Stages {
    graph: Rc<Graph>,
    fast: Option<Box<DismantleJob<Vec<Event>>>>,
    naive: Option<Box<NaiveJob<Vec<Event>>>>,
    nvc: Option<Box<NvcJob<Vec<Event>>>>,
    /// The finished runs' logs.
    logs: Vec<Vec<Event>>,
    dismantling: Option<Dismantling>,
    naive_run: Option<NaiveRun>,
    nvc_run: Option<NvcRun>,
    game: Option<GameValues>,
    done: bool,
}

impl Stages {
    fn new(graph: Rc<Graph>) -> Stages {
        let paper = graph.vertex_count() <= PAPER_LIMIT;
        Stages {
            fast: Some(Box::new(DismantleJob::traced(graph.clone(), Vec::new()))),
            naive: paper.then(|| Box::new(NaiveJob::traced(&graph, Vec::new()))),
            nvc: paper.then(|| Box::new(NvcJob::traced(&graph, Vec::new()))),
            logs: Vec::new(),
            dismantling: None,
            naive_run: None,
            nvc_run: None,
            game: None,
            done: false,
            graph,
        }
    }

    /// Advances the first unfinished stage by about `work`; returns whether all are done.
    fn advance(&mut self, work: u64) -> bool {
        if let Some(fast) = &mut self.fast {
            if fast.advance(work)
                && let Some(job) = self.fast.take()
            {
                let (result, log) = job.finish_traced();
                self.dismantling = Some(result);
                self.logs.push(log);
            }
            return false;
        }
        if let Some(naive) = &mut self.naive {
            if naive.advance(work)
                && let Some(job) = self.naive.take()
            {
                let (result, log) = job.finish_traced();
                self.naive_run = Some(result);
                self.logs.push(log);
            }
            return false;
        }
        if let Some(nvc) = &mut self.nvc {
            if nvc.advance(work)
                && let Some(job) = self.nvc.take()
            {
                let (result, log) = job.finish_traced();
                self.nvc_run = Some(result);
                self.logs.push(log);
            }
            return false;
        }
        if !self.done {
            if self.graph.vertex_count() <= GAME_LIMIT {
                self.game = Some(GameValues::solve(&self.graph));
            }
            self.done = true;
        }
        true
    }

    fn progress(&self) -> f64 {
        match (&self.fast, &self.naive, &self.nvc) {
            (Some(fast), ..) => fast.progress() / 3.0,
            (None, Some(naive), _) => (1.0 + naive.progress()) / 3.0,
            (None, None, Some(nvc)) => (2.0 + nvc.progress()) / 3.0,
            _ => 1.0,
        }
    }
}

/// Computes an [`Analysis`] in slices: the graph built first when it is a family's, then
/// bitset elimination, the naive algorithm, the counter algorithm, and the game.
pub struct AnalysisJob {
    build: Option<Box<PresetJob>>,
    stages: Option<Stages>,
}

impl AnalysisJob {
    /// Prepares the analysis of `graph` (undirected, no loops).
    pub fn new(graph: Rc<Graph>) -> AnalysisJob {
        AnalysisJob { build: None, stages: Some(Stages::new(graph)) }
    }

    /// Prepares building `preset`'s graph and then analysing it.
    pub fn from_preset(preset: Preset) -> AnalysisJob {
        AnalysisJob { build: Some(Box::new(PresetJob::new(preset))), stages: None }
    }

    /// A rough count of the work units the analysis takes, to decide whether to slice it.
    pub fn estimate(graph: &Graph) -> u64 {
        let n = u64::from(graph.vertex_count());
        let m = graph.edge_count() as u64;
        let words = n.div_ceil(64);
        let fast = n + 2 * m * words;
        let paper = if n <= u64::from(PAPER_LIMIT) { 4 * m * n.max(1) } else { 0 };
        let game = if n <= u64::from(GAME_LIMIT) { n * n + 2 * m * n } else { 0 };
        fast + paper + game
    }
}

impl Stepwise for AnalysisJob {
    type Output = Analysis;

    fn advance(&mut self, work: u64) -> bool {
        if let Some(build) = &mut self.build {
            if build.advance(work) {
                let graph = self.build.take().map(|job| Rc::new(job.finish()));
                self.stages = graph.map(Stages::new);
            }
            return false;
        }
        self.stages.as_mut().is_none_or(|stages| stages.advance(work))
    }

    fn progress(&self) -> f64 {
        match (&self.build, &self.stages) {
            (Some(build), _) => build.progress() * 0.4,
            (None, Some(stages)) => 0.4 + stages.progress() * 0.6,
            _ => 1.0,
        }
    }

    fn finish(mut self: Box<Self>) -> Analysis {
        while !self.advance(u64::MAX) {}
        // Both are set once advance reports done: the build (if any) made the stages.
        let mut stages = self
            .stages
            .take()
            .unwrap_or_else(|| Stages::new(Rc::new(Graph::from_valid_edges(1, false, Vec::new()))));
        let n = stages.graph.vertex_count();
        Analysis {
            dismantling: stages
                .dismantling
                .take()
                .unwrap_or(Dismantling { eliminated: Vec::new(), remaining: (0..n).collect() }),
            naive: stages.naive_run.take(),
            nvc: stages.nvc_run.take(),
            game: stages.game.take(),
            log: EliminationLog::merge(std::mem::take(&mut stages.logs)),
            graph: stages.graph,
        }
    }
}

/// "3 moves" or "never".
pub fn moves_text(value: u32) -> String {
    match value {
        ESCAPES => "never".into(),
        1 => "1 move".into(),
        value => format!("{value} moves"),
    }
}

/// The sentences of a game against the computer.
impl GameValues {
    /// A sentence about the move to (or start at) `v` from `before`, with the capture time it
    /// leads to; a move worse than the best says what the best would give.
    pub fn move_sentence(&self, before: &Standing, v: u32) -> String {
        let value = self.standing_value(&self.play(before, &v));
        let within = moves_text(value);
        let best = self.best_value(before).filter(|&best| best != value);
        let (Some(cop), Some(robber)) = (before.cop, before.robber) else {
            return match (before.cop, value, best) {
                (None, ESCAPES, None) => format!(
                    "The cop starts at {v}; on this graph no start lets it force a capture (the robber \
                     can escape forever)."
                ),
                (None, _, None) => format!(
                    "The cop starts at {v}: from there it catches any robber within {within} (the best start)."
                ),
                (None, _, Some(best)) => format!(
                    "The cop starts at {v}: from there it catches any robber within {within}; the best \
                     start catches it within {}.",
                    moves_text(best)
                ),
                (Some(_), ESCAPES, _) => {
                    format!("The robber starts at {v}, where the cop can never force a capture.")
                }
                (Some(_), _, None) => {
                    format!("The robber starts at {v}: the start that lasts longest, {within}.")
                }
                (Some(_), _, Some(best)) => format!(
                    "The robber starts at {v}: caught within {within}; the start that lasts longest \
                     lasts {}.",
                    moves_text(best)
                ),
            };
        };
        let from = if before.mover() == Side::Cop { cop } else { robber };
        let verb =
            if from == v { format!("stays at {v}") } else { format!("moves {from} → {v}") };
        let best_note = |best: u32| match best {
            ESCAPES => " (the best move keeps it out of reach for good)".to_string(),
            best => format!(" (the best move gives {})", moves_text(best)),
        };
        match (before.mover(), value, best) {
            (Side::Cop, _, _) if v == robber => format!("The cop {verb} and catches the robber."),
            (Side::Cop, ESCAPES, None) => {
                format!("The cop {verb}: the robber can still escape forever.")
            }
            (Side::Cop, ESCAPES, Some(best)) => {
                format!("The cop {verb}: now the robber can escape forever{}.", best_note(best))
            }
            (Side::Cop, _, None) => {
                format!("The cop {verb}: capture within {within} more, whatever the robber does.")
            }
            (Side::Cop, _, Some(best)) => format!(
                "The cop {verb}: capture within {within} more, whatever the robber does{}.",
                best_note(best)
            ),
            (Side::Robber, ESCAPES, _) => {
                format!("The robber {verb}: still out of reach for good.")
            }
            (Side::Robber, _, None) => {
                format!("The robber {verb}, the move that delays capture longest: {within} to go.")
            }
            (Side::Robber, _, Some(best)) => {
                format!("The robber {verb}: capture within {within}{}.", best_note(best))
            }
        }
    }
}

/// What a step of the elimination shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepKind {
    /// The graph as given, the counters initialised.
    Start,
    /// Pair i found: Y dominated by X.
    Found(usize),
    /// Pair i's Y removed.
    Removed(usize),
    /// What is left: the verdict.
    Verdict,
}

/// The elimination's steps: the start, each removal round as its pair found and then its
/// vertex removed, and the verdict.
impl Dismantling {
    /// The last step, the verdict.
    pub fn last_step(&self) -> u32 {
        2 * self.eliminated.len() as u32 + 1
    }

    /// What step `step` shows.
    pub fn step_kind(&self, step: u32) -> StepKind {
        let e = self.eliminated.len() as u32;
        if step == 0 {
            StepKind::Start
        } else if step > 2 * e {
            StepKind::Verdict
        } else if step % 2 == 1 {
            StepKind::Found(((step - 1) / 2) as usize)
        } else {
            StepKind::Removed(((step - 2) / 2) as usize)
        }
    }

    /// Step `step`'s label on the scrubber.
    pub fn step_label(&self, step: u32) -> String {
        match self.step_kind(step) {
            StepKind::Start => "start".to_string(),
            StepKind::Found(i) => format!("Y = {}", self.eliminated[i].vertex),
            StepKind::Removed(i) => format!("− {}", self.eliminated[i].vertex),
            StepKind::Verdict => "verdict".to_string(),
        }
    }

    /// Step `step`'s sentence, on a graph of `vertices` vertices.
    pub fn step_sentence(&self, step: u32, vertices: u32) -> String {
        let remaining = &self.remaining;
        match self.step_kind(step) {
            StepKind::Start => format!(
                "The graph has {}. Look for a dominated vertex Y: a neighbour X of Y adjacent to \
                 every other neighbour of Y.",
                match vertices {
                    1 => "1 vertex".to_string(),
                    n => format!("{n} vertices"),
                }
            ),
            StepKind::Found(i) => {
                let Elimination { vertex: y, dominated_by: x } = self.eliminated[i];
                format!("Removal {}: Y = {y} is dominated by X = {x}.", i + 1)
            }
            StepKind::Removed(i) => {
                let y = self.eliminated[i].vertex;
                format!(
                    "Y = {y} is removed with its edges: the cop wins on the graph with {y} exactly when it wins without it."
                )
            }
            StepKind::Verdict if remaining.len() == 1 => {
                format!("One vertex, {}, is left: the cop wins.", remaining[0])
            }
            StepKind::Verdict => format!(
                "{} vertices are left and none is dominated: the robber escapes forever.",
                remaining.len()
            ),
        }
    }
}
