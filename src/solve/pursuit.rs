//! Cops pursuing robbers on a directed graph (section 5.1 of the paper), solved by retrograde
//! analysis with draws.
//!
//! A cops and B robbers stand on the vertices of a directed graph (loops allowed: a loop lets
//! its agent stay put). A repeating schedule of K movers says who moves at time T: the agent
//! `schedule[T mod K]`, along one arc out of its vertex. The cops win once `captures_needed`
//! robbers are captured; the robbers win once `escapes_needed` robbers have reached one of their
//! own safe vertices H(j), where no cop can capture them any more; a game that goes on forever is
//! a draw.
//!
//! The rules as implemented, where the paper leaves a choice:
//! - A robber is captured when a cop moves onto its vertex (all robbers there are). With
//!   [`CaptureRule::Meet`] (the default) a robber that moves onto a cop's vertex is captured
//!   too, as in the usual cops-and-robbers game; with [`CaptureRule::CopMoves`] (the paper's
//!   words taken literally) it is not, and stays there until a cop moves onto that vertex (a
//!   loop move counts).
//! - A robber that reaches one of its safe vertices is safe, even if a cop stands there.
//! - The start is judged by the same rules: a robber starting on a safe vertex of its own is
//!   safe, and (with `Meet`) one starting on a cop's vertex is captured. If both thresholds are
//!   then reached at once, the cops win.
//! - When the scheduled agent has no move (it is captured or safe, or its vertex has no
//!   outgoing arc), its turn passes.
//!
//! A state is (cop vertices, robber statuses, schedule index): K n^A (n + 2)^B of them, a robber
//! being at a vertex, captured or safe. [`PursuitJob`] builds the state graph's reverse arcs
//! and runs the queue-based form of the paper's iterative algorithm: the final states are
//! known; a state whose mover has a move to a state its side wins is won, in one more move than
//! that state (the first found, so the fewest); a state all of whose moves lead to states the
//! other side wins is lost, in one more move than the last of them (so the most); states never
//! decided are draws, since either side can keep away from a loss forever.

use std::collections::HashSet;

use super::stepwise::Stepwise;

/// The largest state space solved: K n^A (n + 2)^B states.
pub const MAX_STATES: u64 = 1_000_000;
/// The most moves (arcs of the state graph) stored for the analysis.
pub const MAX_STATE_MOVES: u64 = 6_000_000;
/// At most this many cops.
pub const MAX_COPS: usize = 4;
/// At most this many robbers.
pub const MAX_ROBBERS: usize = 4;
/// The longest schedule.
pub const MAX_SCHEDULE: usize = 16;

/// One side of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// The cops.
    Cops,
    /// The robbers.
    Robbers,
}

/// One agent: a cop or a robber, by 0-based index.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Agent {
    /// Cop or robber.
    pub side: Side,
    /// Its index among its side.
    pub index: u32,
}

/// When a robber counts as captured.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CaptureRule {
    /// Whenever a robber and a cop are on the same vertex, whoever moved.
    Meet,
    /// Only when a cop moves onto the robber's vertex.
    CopMoves,
}

/// The whole game: graph, agents, schedule, safe vertices, thresholds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PursuitRules {
    /// The number of vertices, 0-based.
    pub vertices: u32,
    /// The arcs u -> v (a loop u -> u lets its agent stay).
    pub arcs: Vec<(u32, u32)>,
    /// Each cop's start vertex.
    pub cops: Vec<u32>,
    /// Each robber's start vertex.
    pub robbers: Vec<u32>,
    /// Who moves at time T: `schedule[T mod K]`.
    pub schedule: Vec<Agent>,
    /// Each robber's safe vertices H(j).
    pub safe: Vec<Vec<u32>>,
    /// B': the cops win once this many robbers are captured (1 to B).
    pub captures_needed: u32,
    /// B'': the robbers win once this many robbers are safe (1 to B).
    pub escapes_needed: u32,
    /// When a robber counts as captured.
    pub capture: CaptureRule,
}

impl PursuitRules {
    /// The number of states, K n^A (n + 2)^B, without overflow.
    pub fn state_count(vertices: u32, cops: usize, robbers: usize, schedule: usize) -> u128 {
        let n = u128::from(vertices);
        let mut count = schedule as u128;
        for _ in 0..cops {
            count = count.saturating_mul(n);
        }
        for _ in 0..robbers {
            count = count.saturating_mul(n + 2);
        }
        count
    }

    /// How the states are counted: "K n^A (n + 2)^B = 3 × 12^2 × 14^1".
    pub fn state_formula(vertices: u32, cops: usize, robbers: usize, schedule: usize) -> String {
        format!("K n^A (n + 2)^B = {schedule} × {vertices}^{cops} × {}^{robbers}", vertices + 2)
    }
}

/// Where a robber is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RobberStatus {
    /// On a vertex, free.
    At(u32),
    /// Captured: off the board.
    Captured,
    /// Safe: off the board, out of reach.
    Safe,
}

/// A position: every agent's place and whose turn it is.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Position {
    /// Each cop's vertex.
    pub cops: Vec<u32>,
    /// Each robber's status.
    pub robbers: Vec<RobberStatus>,
    /// The schedule index of the next move.
    pub turn: u32,
}

/// One move, as the play-out shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// Who moved.
    pub agent: Agent,
    /// Where it went: `None` when its turn passed.
    pub to: Option<u32>,
    /// The robbers captured by this move.
    pub captured: Vec<u32>,
    /// Whether the moving robber reached a safe vertex.
    pub reached_safety: bool,
}

/// The result of perfect play from a state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The cops win.
    Cops,
    /// The robbers win.
    Robbers,
    /// The game goes on forever.
    Draw,
}

impl Outcome {
    fn of(side: Side) -> Outcome {
        match side {
            Side::Cops => Outcome::Cops,
            Side::Robbers => Outcome::Robbers,
        }
    }
}

const MAX_DIGITS: usize = 1 + MAX_COPS + MAX_ROBBERS;

/// A state as digits: the schedule index, the cops' vertices, the robbers' statuses (a vertex,
/// n for captured, n + 1 for safe).
type Digits = [u32; MAX_DIGITS];

/// The game with its arcs indexed, its states numbered.
#[derive(Clone, Debug)]
pub struct Pursuit {
    rules: PursuitRules,
    out: Vec<Vec<u32>>,
    is_safe: Vec<Vec<bool>>,
    radices: Vec<u32>,
    states: u32,
}

impl Pursuit {
    /// The game with these rules. The request parsers check the preconditions: 1 to
    /// [`MAX_COPS`] cops and 1 to [`MAX_ROBBERS`] robbers, vertices and agent indices in range,
    /// one safe set per robber, thresholds from 1 to B, and at most [`MAX_STATES`] states.
    pub fn new(rules: PursuitRules) -> Pursuit {
        let n = rules.vertices as usize;
        let mut out = vec![Vec::new(); n];
        for &(u, v) in &rules.arcs {
            out[u as usize].push(v);
        }
        for list in &mut out {
            list.sort_unstable();
            list.dedup();
        }
        let is_safe = rules
            .safe
            .iter()
            .map(|set| {
                let mut flags = vec![false; n];
                for &v in set {
                    flags[v as usize] = true;
                }
                flags
            })
            .collect();
        let mut radices = vec![rules.schedule.len() as u32];
        radices.extend(rules.cops.iter().map(|_| rules.vertices));
        radices.extend(rules.robbers.iter().map(|_| rules.vertices + 2));
        let states = PursuitRules::state_count(
            rules.vertices,
            rules.cops.len(),
            rules.robbers.len(),
            rules.schedule.len(),
        )
        .min(u128::from(u32::MAX)) as u32;
        Pursuit { rules, out, is_safe, radices, states }
    }

    /// The rules.
    pub fn rules(&self) -> &PursuitRules {
        &self.rules
    }

    /// The number of states.
    pub fn state_count(&self) -> u32 {
        self.states
    }

    /// The number of arcs out of vertex `v`.
    pub fn out_degree(&self, v: u32) -> usize {
        self.out[v as usize].len()
    }

    /// An upper bound on the state graph's arcs (exact but for the final states, which have
    /// none), computed without building it.
    pub fn state_moves_bound(&self) -> u128 {
        let n = u128::from(self.rules.vertices);
        let choices: u128 = self.out.iter().map(|list| list.len().max(1) as u128).sum();
        let (a, b) = (self.rules.cops.len() as u32, self.rules.robbers.len() as u32);
        self.rules
            .schedule
            .iter()
            .map(|agent| match agent.side {
                Side::Cops => n.pow(a - 1) * (n + 2).pow(b) * choices,
                Side::Robbers => n.pow(a) * (n + 2).pow(b - 1) * (choices + 2),
            })
            .sum()
    }

    /// The start position, judged by the rules (robbers on their safe vertices are safe; with
    /// `Meet`, robbers on a cop's vertex are captured).
    pub fn start(&self) -> Position {
        let robbers = self
            .rules
            .robbers
            .iter()
            .enumerate()
            .map(|(j, &v)| {
                if self.is_safe[j][v as usize] {
                    RobberStatus::Safe
                } else if self.rules.capture == CaptureRule::Meet && self.rules.cops.contains(&v) {
                    RobberStatus::Captured
                } else {
                    RobberStatus::At(v)
                }
            })
            .collect();
        Position { cops: self.rules.cops.clone(), robbers, turn: 0 }
    }

    /// The side that has won in `position`, if the game is over.
    pub fn winner(&self, position: &Position) -> Option<Side> {
        self.winner_of(&self.digits(position))
    }

    /// Who moves next in `position`.
    pub fn mover(&self, position: &Position) -> Agent {
        self.rules.schedule[position.turn as usize]
    }

    /// Every move from `position` (none once the game is over), in a fixed order: the mover's
    /// arcs by target vertex, or a single passing move.
    pub fn moves(&self, position: &Position) -> Vec<(Step, Position)> {
        let digits = self.digits(position);
        if self.winner_of(&digits).is_some() {
            return Vec::new();
        }
        let agent = self.mover(position);
        self.destinations(&digits)
            .into_iter()
            .map(|to| {
                let after = self.position(&self.apply(&digits, to));
                let captured = (0..position.robbers.len() as u32)
                    .filter(|&j| {
                        position.robbers[j as usize] != RobberStatus::Captured
                            && after.robbers[j as usize] == RobberStatus::Captured
                    })
                    .collect();
                let reached_safety = agent.side == Side::Robbers
                    && position.robbers[agent.index as usize] != RobberStatus::Safe
                    && after.robbers[agent.index as usize] == RobberStatus::Safe;
                (Step { agent, to, captured, reached_safety }, after)
            })
            .collect()
    }

    /// The number of `position`'s state.
    pub fn index(&self, position: &Position) -> u32 {
        self.encode(&self.digits(position))
    }

    /// The position of state number `index` (below [`Pursuit::state_count`]).
    pub fn position_of(&self, index: u32) -> Position {
        self.position(&self.decode(index))
    }

    fn digits(&self, position: &Position) -> Digits {
        let n = self.rules.vertices;
        let mut digits = [0; MAX_DIGITS];
        digits[0] = position.turn;
        let a = position.cops.len();
        digits[1..=a].copy_from_slice(&position.cops);
        for (j, status) in position.robbers.iter().enumerate() {
            digits[1 + a + j] = match *status {
                RobberStatus::At(v) => v,
                RobberStatus::Captured => n,
                RobberStatus::Safe => n + 1,
            };
        }
        digits
    }

    fn position(&self, digits: &Digits) -> Position {
        let n = self.rules.vertices;
        let a = self.rules.cops.len();
        let b = self.rules.robbers.len();
        let robbers = digits[1 + a..1 + a + b]
            .iter()
            .map(|&d| match d {
                d if d == n => RobberStatus::Captured,
                d if d == n + 1 => RobberStatus::Safe,
                v => RobberStatus::At(v),
            })
            .collect();
        Position { cops: digits[1..=a].to_vec(), robbers, turn: digits[0] }
    }

    fn encode(&self, digits: &Digits) -> u32 {
        let mut index = 0u32;
        for (i, &radix) in self.radices.iter().enumerate().rev() {
            index = index * radix + digits[i];
        }
        index
    }

    fn decode(&self, mut index: u32) -> Digits {
        let mut digits = [0; MAX_DIGITS];
        for (i, &radix) in self.radices.iter().enumerate() {
            digits[i] = index % radix;
            index /= radix;
        }
        digits
    }

    fn winner_of(&self, digits: &Digits) -> Option<Side> {
        let n = self.rules.vertices;
        let a = self.rules.cops.len();
        let robbers = &digits[1 + a..1 + a + self.rules.robbers.len()];
        let captured = robbers.iter().filter(|&&d| d == n).count() as u32;
        let safe = robbers.iter().filter(|&&d| d == n + 1).count() as u32;
        if captured >= self.rules.captures_needed {
            Some(Side::Cops)
        } else if safe >= self.rules.escapes_needed {
            Some(Side::Robbers)
        } else {
            None
        }
    }

    /// The mover's destinations: its arcs' targets, or `None` alone when its turn passes.
    fn destinations(&self, digits: &Digits) -> Vec<Option<u32>> {
        let agent = self.rules.schedule[digits[0] as usize];
        let vertex = self.agent_digit(digits, agent);
        if vertex >= self.rules.vertices || self.out[vertex as usize].is_empty() {
            vec![None]
        } else {
            self.out[vertex as usize].iter().map(|&v| Some(v)).collect()
        }
    }

    fn agent_digit(&self, digits: &Digits, agent: Agent) -> u32 {
        match agent.side {
            Side::Cops => digits[1 + agent.index as usize],
            Side::Robbers => digits[1 + self.rules.cops.len() + agent.index as usize],
        }
    }

    /// The state after the mover goes to `to` (or passes), captures and safety included.
    fn apply(&self, digits: &Digits, to: Option<u32>) -> Digits {
        let n = self.rules.vertices;
        let a = self.rules.cops.len();
        let b = self.rules.robbers.len();
        let agent = self.rules.schedule[digits[0] as usize];
        let mut next = *digits;
        next[0] = (digits[0] + 1) % self.rules.schedule.len() as u32;
        let Some(to) = to else { return next };
        match agent.side {
            Side::Cops => {
                next[1 + agent.index as usize] = to;
                for robber in &mut next[1 + a..1 + a + b] {
                    if *robber == to {
                        *robber = n;
                    }
                }
            }
            Side::Robbers => {
                let j = agent.index as usize;
                next[1 + a + j] = if self.is_safe[j][to as usize] {
                    n + 1
                } else if self.rules.capture == CaptureRule::Meet && digits[1..=a].contains(&to) {
                    n
                } else {
                    to
                };
            }
        }
        next
    }

    /// Appends the successor states of state `index` (none if the game is over there).
    fn successors(&self, index: u32, out: &mut Vec<u32>) {
        out.clear();
        let digits = self.decode(index);
        if self.winner_of(&digits).is_some() {
            return;
        }
        let agent = self.rules.schedule[digits[0] as usize];
        let vertex = self.agent_digit(&digits, agent);
        if vertex >= self.rules.vertices || self.out[vertex as usize].is_empty() {
            out.push(self.encode(&self.apply(&digits, None)));
        } else {
            for &to in &self.out[vertex as usize] {
                out.push(self.encode(&self.apply(&digits, Some(to))));
            }
        }
    }
}

/// Every state's value under perfect play.
#[derive(Clone, Debug)]
pub struct Solution {
    /// 0 undecided (a draw), 1 the cops win, 2 the robbers win.
    outcome: Vec<u8>,
    /// Moves to the end under perfect play (the winner hurrying, the loser delaying).
    depth: Vec<u32>,
}

impl Solution {
    /// The outcome of perfect play from state `index`.
    pub fn outcome(&self, index: u32) -> Outcome {
        match self.outcome[index as usize] {
            1 => Outcome::Cops,
            2 => Outcome::Robbers,
            _ => Outcome::Draw,
        }
    }

    /// The number of moves until the game ends under perfect play, `None` for a draw.
    pub fn moves_to_end(&self, index: u32) -> Option<u32> {
        (self.outcome[index as usize] != 0).then_some(self.depth[index as usize])
    }

    /// How many states the cops win, the robbers win, and are drawn.
    pub fn counts(&self) -> (u64, u64, u64) {
        let mut counts = [0u64; 3];
        for &o in &self.outcome {
            counts[o as usize] += 1;
        }
        (counts[1], counts[2], counts[0])
    }
}

fn outcome_code(side: Side) -> u8 {
    match side {
        Side::Cops => 1,
        Side::Robbers => 2,
    }
}

/// The stages of the retrograde analysis.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// The per-state arrays not yet made: in the first slice, not in the call that starts the
    /// job (a million states take 6 ms to zero in the browser).
    Allocate,
    /// Counting each state's moves and predecessors; final states go on the queue.
    Count,
    /// Writing each state's predecessors.
    Fill,
    /// Deciding states from the queue outwards.
    Propagate,
    /// Finished.
    Done,
}

/// The retrograde analysis, resumable so a page can run it in slices.
pub struct PursuitJob {
    game: Pursuit,
    stage: Stage,
    cursor: u32,
    outcome: Vec<u8>,
    depth: Vec<u32>,
    /// Moves not yet known to lose for the mover's side.
    remaining: Vec<u32>,
    /// After `Fill`: the predecessors of state t are `preds[pred_start[t]..pred_start[t + 1]]`.
    pred_start: Vec<u32>,
    preds: Vec<u32>,
    queue: Vec<u32>,
    head: usize,
    buffer: Vec<u32>,
}

impl PursuitJob {
    /// The analysis of `game` (whose state count and move bound the parsers have checked).
    pub fn new(game: Pursuit) -> PursuitJob {
        PursuitJob {
            game,
            stage: Stage::Allocate,
            cursor: 0,
            outcome: Vec::new(),
            depth: Vec::new(),
            remaining: Vec::new(),
            pred_start: Vec::new(),
            preds: Vec::new(),
            queue: Vec::new(),
            head: 0,
            buffer: Vec::new(),
        }
    }

    /// The game being solved.
    pub fn game(&self) -> &Pursuit {
        &self.game
    }

    /// Counts state `index`'s moves and predecessors; returns how many moves it has.
    fn count(&mut self, index: u32) -> u64 {
        let mut buffer = std::mem::take(&mut self.buffer);
        self.game.successors(index, &mut buffer);
        if buffer.is_empty() {
            let winner = self.game.winner_of(&self.game.decode(index));
            self.outcome[index as usize] = winner.map_or(0, outcome_code);
            self.queue.push(index);
        }
        self.remaining[index as usize] = buffer.len() as u32;
        for &t in &buffer {
            self.pred_start[t as usize] += 1;
        }
        let moves = buffer.len() as u64;
        self.buffer = buffer;
        moves
    }

    /// Writes state `index` as a predecessor of its successors; returns how many.
    fn fill(&mut self, index: u32) -> u64 {
        let mut buffer = std::mem::take(&mut self.buffer);
        self.game.successors(index, &mut buffer);
        for &t in &buffer {
            self.pred_start[t as usize] -= 1;
            self.preds[self.pred_start[t as usize] as usize] = index;
        }
        let moves = buffer.len() as u64;
        self.buffer = buffer;
        moves
    }

    /// Decides the predecessors of decided state `index` that it decides; returns how many
    /// predecessors it looked at.
    fn propagate(&mut self, index: u32) -> u64 {
        let code = self.outcome[index as usize];
        let side = if code == 1 { Side::Cops } else { Side::Robbers };
        let depth = self.depth[index as usize] + 1;
        let (from, to) = (
            self.pred_start[index as usize] as usize,
            self.pred_start[index as usize + 1] as usize,
        );
        for k in from..to {
            let p = self.preds[k] as usize;
            if self.outcome[p] != 0 {
                continue;
            }
            let mover = self.game.rules.schedule[p % self.game.rules.schedule.len()];
            let decided = if mover.side == side {
                true
            } else {
                self.remaining[p] -= 1;
                self.remaining[p] == 0
            };
            if decided {
                self.outcome[p] = code;
                self.depth[p] = depth;
                self.queue.push(p as u32);
            }
        }
        (to - from) as u64
    }
}

impl Stepwise for PursuitJob {
    type Output = (Pursuit, Solution);

    /// One unit of work is one move of the state graph looked at (at least one per state).
    fn advance(&mut self, work: u64) -> bool {
        let states = self.game.state_count();
        let mut budget = work;
        while budget > 0 && self.stage != Stage::Done {
            let spent = match self.stage {
                Stage::Allocate => {
                    let n = states as usize;
                    (self.outcome, self.depth) = (vec![0; n], vec![0; n]);
                    (self.remaining, self.pred_start) = (vec![0; n], vec![0; n + 1]);
                    self.stage = Stage::Count;
                    u64::from(states)
                }
                Stage::Count if self.cursor < states => {
                    self.cursor += 1;
                    self.count(self.cursor - 1)
                }
                Stage::Count => {
                    // Inclusive prefix sums: pred_start[t] becomes the end of t's predecessors;
                    // `fill` counts each back down to the start.
                    let mut total = 0u32;
                    for entry in self.pred_start.iter_mut() {
                        total += *entry;
                        *entry = total;
                    }
                    self.preds = vec![0; total as usize];
                    self.stage = Stage::Fill;
                    self.cursor = 0;
                    u64::from(states)
                }
                Stage::Fill if self.cursor < states => {
                    self.cursor += 1;
                    self.fill(self.cursor - 1)
                }
                Stage::Fill => {
                    self.stage = Stage::Propagate;
                    0
                }
                Stage::Propagate if self.head < self.queue.len() => {
                    let index = self.queue[self.head];
                    self.head += 1;
                    self.propagate(index)
                }
                Stage::Propagate | Stage::Done => {
                    self.stage = Stage::Done;
                    0
                }
            };
            budget = budget.saturating_sub(spent.max(1));
        }
        self.stage == Stage::Done
    }

    fn progress(&self) -> f64 {
        let states = f64::from(self.game.state_count().max(1));
        match self.stage {
            Stage::Allocate => 0.0,
            Stage::Count => f64::from(self.cursor) / states / 3.0,
            Stage::Fill => (1.0 + f64::from(self.cursor) / states) / 3.0,
            Stage::Propagate => (2.0 + self.head as f64 / states) / 3.0,
            Stage::Done => 1.0,
        }
    }

    fn finish(mut self: Box<Self>) -> (Pursuit, Solution) {
        while !self.advance(u64::MAX) {}
        let job = *self;
        (job.game, Solution { outcome: job.outcome, depth: job.depth })
    }
}

/// Solves `game` at once.
pub fn solve(game: Pursuit) -> (Pursuit, Solution) {
    Box::new(PursuitJob::new(game)).finish()
}

/// How a play-out ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// This side has won.
    Won(Side),
    /// A drawn game: the position after the last move already occurred after move `first`
    /// (0 for the start), so perfect play repeats forever.
    Repeats {
        /// How many moves had been made when the repeated position first occurred.
        first: usize,
    },
    /// Stopped at the move limit.
    Truncated,
}

/// An optimal play-out: the positions, the moves between them, and how it ends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayOut {
    /// The positions: the start, then one after each move.
    pub positions: Vec<Position>,
    /// The moves.
    pub steps: Vec<Step>,
    /// How it ends.
    pub ending: Ending,
}

/// The moves perfect play chooses among at an undecided `position`, in move order: the side that
/// can win takes a move to a state it wins in one move fewer (so it wins as fast as it can); the
/// side that must lose takes a move after which the game lasts longest; in a draw, each side
/// keeps to drawn states.
pub fn best_moves(
    game: &Pursuit,
    solution: &Solution,
    position: &Position,
) -> Vec<(Step, Position)> {
    let mover = game.mover(position).side;
    let index = game.index(position);
    let outcome = solution.outcome(index);
    let moves = game.moves(position);
    let value = |after: &Position| {
        let index = game.index(after);
        (solution.outcome(index), solution.moves_to_end(index).unwrap_or(0))
    };
    if outcome == Outcome::Draw {
        moves.into_iter().filter(|(_, after)| value(after).0 == Outcome::Draw).collect()
    } else if outcome == Outcome::of(mover) {
        let target = solution.moves_to_end(index).unwrap_or(1) - 1;
        moves.into_iter().filter(|(_, after)| value(after) == (outcome, target)).collect()
    } else {
        let longest = moves.iter().map(|(_, after)| value(after).1).max();
        moves.into_iter().filter(|(_, after)| Some(value(after).1) == longest).collect()
    }
}

/// Plays perfectly from the start, taking the first of the [`best_moves`] each time, until a
/// side wins, a drawn position repeats or `max_moves` moves are made.
pub fn play_out(game: &Pursuit, solution: &Solution, max_moves: usize) -> PlayOut {
    let mut position = game.start();
    let mut positions = vec![position.clone()];
    let mut steps = Vec::new();
    let mut seen = HashSet::from([game.index(&position)]);
    let ending = loop {
        if let Some(side) = game.winner(&position) {
            break Ending::Won(side);
        }
        if steps.len() >= max_moves {
            break Ending::Truncated;
        }
        let outcome = solution.outcome(game.index(&position));
        let chosen = best_moves(game, solution, &position).into_iter().next();
        // Every undecided state has a move: a move to a drawn state for a draw, one a move
        // shorter for the winner, any move for the loser (the schedule always gives a move).
        let Some((step, after)) = chosen else { break Ending::Truncated };
        steps.push(step);
        positions.push(after.clone());
        position = after;
        if outcome == Outcome::Draw && !seen.insert(game.index(&position)) {
            let first = positions.iter().position(|p| *p == position).unwrap_or(0);
            break Ending::Repeats { first };
        }
    };
    PlayOut { positions, steps, ending }
}

/// Who wins with perfect play, and how fast: "the cops win in 3 moves".
pub fn outcome_text(outcome: Outcome, moves: Option<u32>) -> String {
    let plural = |m: u32| if m == 1 { "move" } else { "moves" };
    match (outcome, moves) {
        (Outcome::Cops, Some(m)) => format!("the cops win in {m} {}", plural(m)),
        (Outcome::Robbers, Some(m)) => format!("the robbers win in {m} {}", plural(m)),
        (Outcome::Draw, _) | (_, None) => "a draw: the game goes on forever".to_string(),
    }
}

impl RobberStatus {
    /// Where the robber is, in words: "at 3", "captured", "safe".
    fn words(self) -> String {
        match self {
            RobberStatus::At(v) => format!("at {v}"),
            RobberStatus::Captured => "captured".to_string(),
            RobberStatus::Safe => "safe".to_string(),
        }
    }
}

impl Position {
    /// Where everyone is: "cop 0 at 0, cop 1 at 11; robber 0 at 5".
    pub fn where_everyone_is(&self) -> String {
        let cops: Vec<String> =
            self.cops.iter().enumerate().map(|(i, v)| format!("cop {i} at {v}")).collect();
        let robbers: Vec<String> = self
            .robbers
            .iter()
            .enumerate()
            .map(|(j, &status)| format!("robber {j} {}", status.words()))
            .collect();
        format!("{}; {}", cops.join(", "), robbers.join(", "))
    }
}

impl PlayOut {
    /// What move `k` (from 1) did, and where everyone is after it.
    pub fn move_sentence(&self, k: usize) -> String {
        let before = &self.positions[k - 1];
        let s = &self.steps[k - 1];
        let (kind, from) = match s.agent.side {
            Side::Cops => ("Cop", before.cops[s.agent.index as usize].to_string()),
            Side::Robbers => ("Robber", before.robbers[s.agent.index as usize].words()),
        };
        let moved = match s.to {
            Some(to) if s.agent.side == Side::Robbers => format!(
                "{kind} {} moves from {} to {to}",
                s.agent.index,
                from.trim_start_matches("at ")
            ),
            Some(to) => format!("{kind} {} moves from {from} to {to}", s.agent.index),
            None => format!("{kind} {} ({from}) has no move: its turn passes", s.agent.index),
        };
        let captured: Vec<String> = s.captured.iter().map(|j| format!("robber {j}")).collect();
        let mut text = format!("Move {k}: {moved}");
        if !captured.is_empty() {
            text.push_str(&format!(", capturing {}", captured.join(" and ")));
        }
        if s.reached_safety {
            text.push_str(", reaching a safe vertex");
        }
        format!("{text}. Now {}.", self.positions[k].where_everyone_is())
    }
}
