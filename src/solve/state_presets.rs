//! Example games for the state-graph solvers, generated from their rules (never typed in):
//! state graphs of real games (the division game; the lecture's problem 9, A^B < N, which can
//! draw; a chase round a cycle; the 2-cycle), the graphs on which the sources' algorithms go
//! wrong, a score game for maxDif (coins in a line), components for parallel games, and game
//! trees for minimax and alpha-beta (tic-tac-toe, Nim, random trees).
//!
//! A state graph is explored from its start by breadth-first search over the states (S, p), so
//! it holds exactly the states reachable in the game, numbered in the order found.

use std::collections::HashMap;
use std::hash::Hash;

use super::alpha_beta::{
    GameTree, MAX_NODES, TREE_STEP_WORK, TreeBuilder, TreeError, TreeIndexing,
};
use super::division;
use super::graph_presets::SplitMix64;
use super::max_dif::{ScoreGraph, ScoreGraphBuilder, ScoreGraphError};
use super::parallel::Component;
use super::state_graph::{Outcome, Player, StateGraph, StateGraphBuilder};
use super::stepwise::Stepwise;

/// A generated state graph with a label for each state and the start.
#[derive(Clone, Debug)]
pub struct LabelledGraph {
    /// The graph.
    pub graph: StateGraph,
    /// What each state is in the game ("12, player 1 to move").
    pub labels: Vec<String>,
    /// The state the game starts in.
    pub start: u32,
}

/// The most states a generated graph may have: 10^6.
pub const MAX_PRESET_STATES: usize = 1_000_000;

/// One state's rules: its player, the states one move away, and its result when it has none.
pub struct Rules<S> {
    /// The player to move.
    pub player: Player,
    /// The states one move away (repeats are dropped).
    pub moves: Vec<S>,
    /// The result for the player to move, for a state without moves (a loss when `None`:
    /// normal play).
    pub result: Option<Outcome>,
}

/// The graph of the states reachable from `start` under `rules`, each labelled by `label`; or
/// the number of states found when there are more than `max_states`.
pub fn explore<S: Clone + Eq + Hash>(
    start: S,
    max_states: usize,
    rules: impl Fn(&S) -> Rules<S>,
    label: impl Fn(&S) -> String,
) -> Result<LabelledGraph, usize> {
    let mut number: HashMap<S, u64> = HashMap::new();
    let mut found: Vec<S> = vec![start.clone()];
    number.insert(start, 0);
    let mut builder = StateGraphBuilder::new();
    let mut next = 0;
    while next < found.len() {
        let state = found[next].clone();
        next += 1;
        let rule = rules(&state);
        let mut targets: Vec<u64> = Vec::with_capacity(rule.moves.len());
        for successor in rule.moves {
            let index = match number.get(&successor) {
                Some(&index) => index,
                None => {
                    if found.len() == max_states {
                        return Err(max_states + 1);
                    }
                    let index = found.len() as u64;
                    number.insert(successor.clone(), index);
                    found.push(successor);
                    index
                }
            };
            if !targets.contains(&index) {
                targets.push(index);
            }
        }
        let result = targets.is_empty().then_some(rule.result.unwrap_or(Outcome::Loss));
        builder.push(rule.player, targets, result);
    }
    let labels = found.iter().map(label).collect();
    // Every move names a state found, listed once, and every terminal state has a result.
    let graph = builder.finish().map_err(|_| found.len())?;
    Ok(LabelledGraph { graph, labels, start: 0 })
}

/// "player 1".
fn player_text(player: Player) -> String {
    format!("player {}", player.number())
}

/// The division game from `n` (divide by a divisor other than 1 and the number; who cannot
/// move loses): states (m, p) for the divisors m of n reached with p to move.
pub fn division_game(n: u64) -> Result<LabelledGraph, usize> {
    explore(
        (n, Player::One),
        MAX_PRESET_STATES,
        |&(m, player)| Rules {
            player,
            moves: division::options(m).into_iter().map(|mv| (mv.to, player.other())).collect(),
            result: None,
        },
        |&(m, player)| format!("{m}, {}", player_text(player)),
    )
}

/// Whether a^b < n, without overflow.
fn power_below(a: u64, b: u64, n: u64) -> bool {
    let mut value: u64 = 1;
    for _ in 0..b {
        value = value.saturating_mul(a);
        if value >= n {
            return false;
        }
    }
    value < n
}

/// The lecture's problem 9 (Codeforces 39E): A^B < N; a move adds 1 to A or to B, and A^B < N
/// must still hold; who cannot move loses. With A = 1 and 2^B >= N only B can grow, forever: all
/// those states are one state (A = 1, B large) whose move leads back to it, so the game can
/// draw. States (A, B, p) reachable from (`a`, `b`), player 1 to move; A and B are at least 1,
/// as in the problem (with A = 0 or B = 0 a chain of moves would never reach N).
pub fn power_game(a: u64, b: u64, n: u64) -> Result<LabelledGraph, usize> {
    explore(
        (power_start(a, b, n), Player::One),
        MAX_PRESET_STATES,
        |&(ab, player)| {
            let moves = power_moves(ab, n).into_iter().map(|next| (next, player.other())).collect();
            Rules { player, moves, result: None }
        },
        |&(ab, player)| format!("{}, {}", power_text(ab), player_text(player)),
    )
}

/// Whether (A, B) stands for "A = 1, B large" (2^B >= N: only B can grow, forever).
fn power_large(a: u64, b: u64, n: u64) -> bool {
    a == 1 && !power_below(2, b, n)
}

/// Problem 9's start (A, B), A and B at least 1; B = u64::MAX stands for "B large" with A = 1.
fn power_start(a: u64, b: u64, n: u64) -> (u64, u64) {
    let (a, b) = (a.max(1), b.max(1));
    if power_large(a, b, n) { (1, u64::MAX) } else { (a, b) }
}

/// Problem 9's moves from (A, B): A + 1 or B + 1 while A^B < N; "B large" moves to itself.
fn power_moves((a, b): (u64, u64), n: u64) -> Vec<(u64, u64)> {
    let mut moves = Vec::new();
    if b == u64::MAX {
        moves.push((1, u64::MAX));
    } else {
        if power_below(a + 1, b, n) {
            moves.push((a + 1, b));
        }
        if power_below(a, b + 1, n) {
            moves.push(if power_large(a, b + 1, n) { (1, u64::MAX) } else { (a, b + 1) });
        }
    }
    moves
}

/// "A=2, B=3" or "A=1, B large".
fn power_text((a, b): (u64, u64)) -> String {
    let b = if b == u64::MAX { "B large".to_string() } else { format!("B={b}") };
    format!("A={a}, {b}")
}

/// Problem 9 as an impartial component (both players have the same moves, so a position is
/// (A, B) alone): the positions reachable from (`a`, `b`) with their labels; "A = 1, B large"
/// moves to itself, a cycle, so the component has no Grundy values and a sum with it can draw.
/// The number of positions found when there are more than [`MAX_PRESET_STATES`].
pub fn power_component(a: u64, b: u64, n: u64) -> Result<(Component, Vec<String>), usize> {
    // Keyed as power_game's states (with a player, always player 1 here), so that both share
    // one exploration's code.
    let one = Player::One;
    let labelled = explore(
        (power_start(a, b, n), one),
        MAX_PRESET_STATES,
        |&(ab, player)| {
            let moves = power_moves(ab, n).into_iter().map(|next| (next, one)).collect();
            Rules { player, moves, result: None }
        },
        |&(ab, _)| power_text(ab),
    )?;
    let graph = &labelled.graph;
    let lists =
        (0..graph.state_count()).map(|s| graph.moves(s).iter().map(|&t| u64::from(t)).collect());
    // A state graph's moves are checked: in range, each listed once.
    let component = Component::try_new(lists.collect())
        .unwrap_or_else(|error| panic!("a state graph makes a valid component: {error}"));
    Ok((component, labelled.labels))
}

/// A Nim heap of `heap` tokens as a component: take any number (positions 0..=heap).
pub fn nim_component(heap: u32) -> Component {
    let all: Vec<u32> = (1..=heap).collect();
    subtraction_component(&all, heap)
}

/// A chase round a cycle of `length` vertices: the chaser (player 1) and the runner (player 2)
/// take turns to step to a neighbouring vertex; the chaser wins by stepping onto the runner (or
/// when the runner steps onto the chaser). The runner may escape forever, so the result depends
/// on the rule for endless play. States (chaser, runner, p) from (0, `runner`), the chaser first.
pub fn cycle_chase(length: u32, runner: u32) -> Result<LabelledGraph, usize> {
    let length = length.max(3);
    let step = |v: u32| [(v + 1) % length, (v + length - 1) % length];
    explore(
        (0, runner % length, Player::One),
        MAX_PRESET_STATES,
        |&(chaser, runner, player)| {
            if chaser == runner {
                // Caught: a loss for the runner, a win for the chaser, whoever is to move.
                let result = if player == Player::One { Outcome::Win } else { Outcome::Loss };
                return Rules { player, moves: Vec::new(), result: Some(result) };
            }
            let moves = match player {
                Player::One => step(chaser).map(|c| (c, runner, Player::Two)).to_vec(),
                Player::Two => step(runner).map(|r| (chaser, r, Player::One)).to_vec(),
            };
            Rules { player, moves, result: None }
        },
        |&(chaser, runner, player)| {
            format!("chaser {chaser}, runner {runner}, {}", player_text(player))
        },
    )
}

/// How the pieces of a chase on a board step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Steps {
    /// Like a king: to any of the up to 8 neighbouring cells. The chaser catches the runner from
    /// every placement.
    King,
    /// Like a rook moving one cell: up, down, left or right. A move changes the parity of
    /// row + column, so when the two stand on cells of the same colour with the chaser to move
    /// the chaser never lands on the runner: the runner escapes forever.
    Rook,
}

impl Steps {
    /// The steps (rows, columns).
    fn offsets(self) -> &'static [(i64, i64)] {
        match self {
            Steps::King => &[(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)],
            Steps::Rook => &[(-1, 0), (0, -1), (0, 1), (1, 0)],
        }
    }

    /// "king", "rook".
    pub fn word(self) -> &'static str {
        match self {
            Steps::King => "king",
            Steps::Rook => "rook",
        }
    }
}

/// A chase on a board of rows × columns cells, the chase round a cycle in two dimensions and at
/// any size up to [`MAX_PRESET_STATES`] states: the chaser (player 1) and the runner (player 2)
/// take turns to step to a neighbouring cell ([`Steps`]; a move is compulsory); the chaser wins
/// by stepping onto the runner (or when the runner steps onto the chaser). Every placement of
/// the two with either to move is a state: 2 · cells² states, state ((chaser · cells) + runner)
/// · 2 + (player - 1), cells numbered row by row. Generated by [`ChaseJob`] a slice at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ChaseBoard {
    rows: u32,
    cols: u32,
    steps: Steps,
}

/// The most cells a chase board may have: 2 · 707² = 999,698 states.
pub const MAX_BOARD_CELLS: u64 = 707;

impl ChaseBoard {
    /// The board of `rows` × `cols` cells whose pieces step by `steps`, or why not (a side of
    /// 0; more than [`MAX_BOARD_CELLS`] cells, that is more than [`MAX_PRESET_STATES`] states).
    pub fn new(rows: u64, cols: u64, steps: Steps) -> Result<ChaseBoard, String> {
        if rows == 0 || cols == 0 {
            return Err("a board needs at least one row and one column".into());
        }
        let cells = rows.saturating_mul(cols);
        if cells > MAX_BOARD_CELLS {
            return Err(format!(
                "a board of {rows} x {cols} = {cells} cells would have 2 x {cells}² = {} states; \
                 the limit is {MAX_PRESET_STATES} states, at most {MAX_BOARD_CELLS} cells (26x27 = 702 fits, 27x27 = 729 does not)",
                2u128.saturating_mul(u128::from(cells)).saturating_mul(u128::from(cells))
            ));
        }
        // At most 707 cells, so both sides fit.
        Ok(ChaseBoard { rows: rows as u32, cols: cols as u32, steps })
    }

    /// The number of rows.
    pub fn rows(&self) -> u32 {
        self.rows
    }

    /// The number of columns.
    pub fn cols(&self) -> u32 {
        self.cols
    }

    /// How the pieces step.
    pub fn steps(&self) -> Steps {
        self.steps
    }

    /// The number of cells.
    pub fn cells(&self) -> usize {
        self.rows as usize * self.cols as usize
    }

    /// The number of states, 2 · cells².
    pub fn state_count(&self) -> usize {
        2 * self.cells() * self.cells()
    }

    /// The number of moves: from each cell, its steps, once for each of the cells - 1
    /// placements of the other piece, for either player.
    pub fn move_count(&self) -> usize {
        let steps: usize = (0..self.cells()).map(|cell| self.neighbours(cell).len()).sum();
        2 * (self.cells() - 1) * steps
    }

    /// The cells a piece steps to from `cell`, in order.
    pub fn neighbours(&self, cell: usize) -> Vec<usize> {
        let cols = self.cols as usize;
        let (row, col) = ((cell / cols) as i64, (cell % cols) as i64);
        let inside = |(r, c): (i64, i64)| {
            (0..i64::from(self.rows)).contains(&r) && (0..i64::from(self.cols)).contains(&c)
        };
        self.steps
            .offsets()
            .iter()
            .map(|&(dr, dc)| (row + dr, col + dc))
            .filter(|&cell| inside(cell))
            .map(|(r, c)| r as usize * cols + c as usize)
            .collect()
    }

    /// The state with the chaser at `chaser`, the runner at `runner` and `player` to move.
    pub fn state(&self, chaser: usize, runner: usize, player: Player) -> usize {
        (chaser * self.cells() + runner) * 2 + usize::from(player == Player::Two)
    }

    /// The chaser's cell, the runner's and the player to move at `state`.
    pub fn placement(&self, state: usize) -> (usize, usize, Player) {
        let player = if state.is_multiple_of(2) { Player::One } else { Player::Two };
        let pair = state / 2;
        (pair / self.cells(), pair % self.cells(), player)
    }

    /// "chaser (0, 1), runner (2, 2), player 2": cells as (row, column) from 0.
    pub fn label(&self, state: usize) -> String {
        let (chaser, runner, player) = self.placement(state);
        let cols = self.cols as usize;
        let at = |cell: usize| format!("({}, {})", cell / cols, cell % cols);
        format!("chaser {}, runner {}, {}", at(chaser), at(runner), player_text(player))
    }
}

/// The graph of a [`ChaseBoard`] generated a slice of states at a time, then checked a slice at
/// a time (`Stepwise`): a board of 10^6 states and 7 · 10^6 moves takes longer than a page may
/// freeze for.
pub struct ChaseJob {
    board: ChaseBoard,
    /// The state added next.
    next: usize,
    /// Each cell's steps: those of cell c are `steps[step_start[c]..step_start[c + 1]]`.
    step_start: Vec<usize>,
    steps: Vec<u32>,
    builder: StateGraphBuilder,
    checked: bool,
}

impl ChaseJob {
    /// The generation of `board`'s graph, nothing done yet.
    pub fn new(board: ChaseBoard) -> ChaseJob {
        let mut builder = StateGraphBuilder::new();
        builder.reserve(board.state_count(), board.move_count());
        let mut step_start = vec![0];
        let mut steps = Vec::new();
        for cell in 0..board.cells() {
            // At most 707 cells.
            steps.extend(board.neighbours(cell).into_iter().map(|c| c as u32));
            step_start.push(steps.len());
        }
        ChaseJob { board, next: 0, step_start, steps, builder, checked: false }
    }

    /// The board.
    pub fn board(&self) -> ChaseBoard {
        self.board
    }

    /// Adds the next states, about `work` moves (at least one state), then checks the graph
    /// in slices as long; returns whether all is done.
    fn generate(&mut self, work: u64) -> bool {
        let board = self.board;
        let (total, cells) = (board.state_count(), board.cells());
        let mut spent = 0u64;
        while self.next < total && spent < work {
            let state = self.next;
            self.next += 1;
            let (chaser, runner, player) = board.placement(state);
            if chaser == runner {
                // Caught: a win for the chaser, a loss for the runner, whoever is to move.
                let result = if player == Player::One { Outcome::Win } else { Outcome::Loss };
                self.builder.push(player, [], Some(result));
                spent += 1;
                continue;
            }
            // State (c, r, p) is (c · cells + r) · 2 + p - 1: a step of the piece at `mover` to
            // cell `to` leads to `base + to · weight`, the other player to move.
            let (mover, base, weight) = match player {
                Player::One => (chaser, runner * 2 + 1, cells * 2),
                Player::Two => (runner, chaser * cells * 2, 2),
            };
            let steps = &self.steps[self.step_start[mover]..self.step_start[mover + 1]];
            self.builder.push(
                player,
                steps.iter().map(|&to| (base + to as usize * weight) as u64),
                None,
            );
            spent += 1 + steps.len() as u64;
        }
        if self.next < total {
            return false;
        }
        if !self.checked {
            // Every move is a step within the board, listed once, and every state without a
            // move is a capture with its result: the graph is valid by construction, and the
            // check passes (it is done in slices all the same, as for any graph).
            self.checked = self
                .builder
                .check(work.saturating_sub(spent).max(1))
                .unwrap_or_else(|error| panic!("a chase board makes a valid graph: {error}"));
        }
        self.checked
    }
}

impl Stepwise for ChaseJob {
    type Output = StateGraph;

    /// One unit of work is one move added or checked (at least one per state).
    fn advance(&mut self, work: u64) -> bool {
        self.generate(work)
    }

    fn progress(&self) -> f64 {
        let added = self.next as f64 / self.board.state_count().max(1) as f64;
        (added + self.builder.checked_fraction()) / 2.0
    }

    fn finish(mut self: Box<Self>) -> StateGraph {
        while !self.generate(u64::MAX) {}
        // Checked by the last `generate`.
        self.builder
            .finish()
            .unwrap_or_else(|error| panic!("a chase board makes a valid graph: {error}"))
    }
}

/// The chase on `board` generated at once, each state labelled by its placement.
pub fn chase_on_board(board: ChaseBoard) -> LabelledGraph {
    let graph = Box::new(ChaseJob::new(board)).finish();
    let labels = (0..graph.state_count()).map(|s| board.label(s)).collect();
    LabelledGraph { graph, labels, start: board.state(0, board.cells() - 1, Player::One) as u32 }
}

/// A graph given by its players, moves and terminal results, labelled by number (the small
/// examples below are built from rules too, but their rules are the graph itself).
fn small_graph(
    alternating: bool,
    states: &[(Player, &[u64], Option<Outcome>)],
    labels: &[&str],
) -> LabelledGraph {
    let mut builder =
        if alternating { StateGraphBuilder::alternating() } else { StateGraphBuilder::new() };
    for &(player, moves, result) in states {
        builder.push(player, moves.iter().copied(), result);
    }
    // The examples below are fixed, valid graphs (tests/it/state_graph.rs builds each).
    let graph =
        builder.finish().unwrap_or_else(|error| panic!("a preset is a valid graph: {error}"));
    LabelledGraph { graph, labels: labels.iter().map(|l| l.to_string()).collect(), start: 0 }
}

/// The plain 2-cycle: A (player 1) moves to B (player 2), which moves back to A. Its values are
/// endless play's; "the player to move at the move limit loses" gives A a win or a loss by the
/// limit's parity; the tutorial's memoised recursion never ends on it.
pub fn two_cycle() -> LabelledGraph {
    let (one, two) = (Player::One, Player::Two);
    small_graph(false, &[(one, &[1], None), (two, &[0], None)], &["A, player 1", "B, player 2"])
}

/// The 4-state acyclic impartial graph 0->1, 0->2, 1->2, 1->3 (2 and 3 terminal, lost
/// by the player to move): the tutorial's queue without an "already decided" check queues 1
/// twice and makes 0 a loss (it wins by moving to 2).
pub fn literal_queue_flaw() -> LabelledGraph {
    let (one, loss) = (Player::One, Some(Outcome::Loss));
    small_graph(
        true,
        &[(one, &[1, 2], None), (one, &[2, 3], None), (one, &[], loss), (one, &[], loss)],
        &["0", "1", "2", "3"],
    )
}

/// Three states on which the paper's iterative algorithm, as published, errs when endless play
/// is a win for player 1: state 0 (player 1) can only move to 1 (player 2), which can move back
/// or to 2, a terminal draw. State 1 is a draw (player 2 takes it), so state 0 is a draw too;
/// the published stage 2 never revisits player 1's state 0, which comes out a win.
pub fn paper_iterative_flaw() -> LabelledGraph {
    let (one, two) = (Player::One, Player::Two);
    small_graph(
        false,
        &[(one, &[1], None), (two, &[0, 2], None), (one, &[], Some(Outcome::Draw))],
        &["0, player 1", "1, player 2", "2, player 1 (terminal draw)"],
    )
}

/// An impartial graph on which a last-in, first-out queue gets a remoteness wrong: 0 must move to
/// 1 or 4, both wins for the opponent, in 3 moves and in 1; the loser delays, so 0 lasts 4 moves,
/// but the stack follows the long branch first, decides 0 from 4 (taken off last) and says 2.
pub fn lifo_remoteness_flaw() -> LabelledGraph {
    let (one, loss) = (Player::One, Some(Outcome::Loss));
    small_graph(
        true,
        &[
            (one, &[1, 4], None),
            (one, &[2], None),
            (one, &[3], None),
            (one, &[5], None),
            (one, &[5], None),
            (one, &[], loss),
        ],
        &["0", "1", "2", "3", "4", "5"],
    )
}

/// A generated score graph with labels and its start.
#[derive(Clone, Debug)]
pub struct LabelledScoreGraph {
    /// The graph.
    pub graph: ScoreGraph,
    /// What each state is in the game.
    pub labels: Vec<String>,
    /// The state the game starts in.
    pub start: u32,
}

/// Coins in a line: players take turns to take the coin at either end of the row; each gains
/// its coin's value. States are the rows left, coins i..j (player 1 to move when an even number
/// of coins is gone): (n + 1)(n + 2) / 2 states, the start first. A coin's value is a score,
/// from -10^9 to 10^9.
pub fn coins_in_a_line(coins: &[i64]) -> Result<LabelledScoreGraph, ScoreGraphError> {
    let n = coins.len();
    let mut index: HashMap<(usize, usize), u64> = HashMap::new();
    let mut rows: Vec<(usize, usize)> = Vec::new();
    // Longest rows first, so the start is state 0 and every move goes to a later state.
    for len in (0..=n).rev() {
        for i in 0..=n - len {
            index.insert((i, i + len), rows.len() as u64);
            rows.push((i, i + len));
        }
    }
    let mut builder = ScoreGraphBuilder::new();
    let mut labels = Vec::with_capacity(rows.len());
    for &(i, j) in &rows {
        let player = if (n - (j - i)).is_multiple_of(2) { Player::One } else { Player::Two };
        let gain = |value: i64| if player == Player::One { [value, 0] } else { [0, value] };
        let moves: Vec<(u64, [i64; 2])> = if i == j {
            Vec::new()
        } else {
            vec![(index[&(i + 1, j)], gain(coins[i])), (index[&(i, j - 1)], gain(coins[j - 1]))]
        };
        let row: Vec<String> = coins[i..j].iter().map(i64::to_string).collect();
        labels.push(format!("[{}], {}", row.join(" "), player_text(player)));
        builder.push(player, moves, None);
    }
    let graph = builder.finish()?;
    Ok(LabelledScoreGraph { graph, labels, start: 0 })
}

/// A heap of `heap` tokens from which a move takes any number in `moves` (a subtraction game) as
/// a component: positions 0..=heap, each one's moves in the order `moves` gives them (repeats
/// dropped).
pub fn subtraction_component(moves: &[u32], heap: u32) -> Component {
    let mut distinct: Vec<u32> = Vec::with_capacity(moves.len());
    for &m in moves {
        if !distinct.contains(&m) {
            distinct.push(m);
        }
    }
    let moves = distinct;
    let lists = (0..=heap)
        .map(|h| moves.iter().filter(|&&m| m >= 1 && m <= h).map(|&m| u64::from(h - m)).collect())
        .collect();
    // Every move leads to a smaller heap, listed once (the moves are made distinct above).
    Component::try_new(lists).unwrap_or_else(|error| panic!("a subtraction heap is valid: {error}"))
}

/// The division game from `n` as a component: its positions are the divisors of n, ascending
/// (position k is the k-th divisor), with their labels.
pub fn division_component(n: u64) -> (Component, Vec<u64>) {
    let n = n.max(1);
    // 1, the divisors other than 1 and n (ascending, as `options` lists them), then n.
    let mut divisors: Vec<u64> = vec![1];
    divisors.extend(division::options(n).iter().map(|mv| mv.to));
    if n > 1 {
        divisors.push(n);
    }
    let lists = divisors
        .iter()
        .map(|&m| {
            division::options(m)
                .iter()
                .filter_map(|mv| divisors.binary_search(&mv.to).ok().map(|k| k as u64))
                .collect()
        })
        .collect();
    // Every option of a divisor of n is a divisor of n, found once (options are distinct).
    let component = Component::try_new(lists)
        .unwrap_or_else(|error| panic!("divisors make a valid component: {error}"));
    (component, divisors)
}

/// The parallel game of three components: take 1 or 2 from a heap of 5, take 1 to 3 from a heap
/// of 6, and the division game from 12; every component starts at its last position (the whole
/// heap, the number 12). Product 6 · 7 · 6 = 252 states against 6 + 7 + 6 = 19 positions.
pub fn parallel_example() -> (Vec<Component>, Vec<u32>) {
    let (division, divisors) = division_component(12);
    let components =
        vec![subtraction_component(&[1, 2], 5), subtraction_component(&[1, 2, 3], 6), division];
    let starts = vec![5, 6, divisors.len() as u32 - 1];
    (components, starts)
}

/// A game whose tree [`TreeExpansion`] builds: a position's value when it is a leaf, else the
/// positions one move away, in order.
pub trait TreeGame {
    /// A position of the game.
    type Position;

    /// The value of `position` when the game is over there (a leaf), else `None`.
    fn leaf_value(&mut self, position: &Self::Position) -> Option<i64>;

    /// The positions one move away from `position`, in the tree's order.
    fn moves(&self, position: &Self::Position) -> Vec<Self::Position>;
}

/// A game's tree built depth-first a slice at a time ([`Stepwise`]): one unit of work adds a node
/// or closes one. The builder checks every limit as the tree grows.
pub struct TreeExpansion<G: TreeGame> {
    game: G,
    builder: TreeBuilder,
    /// The root, until it is added.
    root: Option<G::Position>,
    /// The moves still to follow from each open node, the next one last.
    open: Vec<Vec<G::Position>>,
    /// The nodes the tree will have (for the progress).
    nodes: u64,
    /// The child lists being written once every node is added.
    indexing: Option<TreeIndexing>,
    failed: Option<TreeError>,
}

impl<G: TreeGame> TreeExpansion<G> {
    /// The tree of `game` from `root`, of `nodes` nodes, not started.
    pub fn new(game: G, root: G::Position, nodes: u64) -> TreeExpansion<G> {
        let builder = TreeBuilder::new();
        let (open, indexing, failed) = (Vec::new(), None, None);
        TreeExpansion { game, builder, root: Some(root), open, nodes, indexing, failed }
    }

    /// Adds `position`: a leaf, or a node opened with its moves to follow.
    fn add(&mut self, position: G::Position) -> Result<(), TreeError> {
        if let Some(value) = self.game.leaf_value(&position) {
            return self.builder.leaf(value);
        }
        self.builder.open()?;
        let mut moves = self.game.moves(&position);
        moves.reverse();
        self.open.push(moves);
        Ok(())
    }

    /// One node added or closed; whether the tree is complete (or failed).
    fn step(&mut self) -> Result<bool, TreeError> {
        if let Some(root) = self.root.take() {
            self.add(root)?;
        } else if let Some(moves) = self.open.last_mut() {
            match moves.pop() {
                Some(position) => self.add(position)?,
                None => {
                    self.open.pop();
                    self.builder.close()?;
                }
            }
        }
        Ok(self.root.is_none() && self.open.is_empty())
    }
}

impl<G: TreeGame> Stepwise for TreeExpansion<G> {
    type Output = Result<GameTree, TreeError>;

    /// Adds nodes until every one is added, then writes the child lists ([`TreeIndexing`]);
    /// adding or closing a node costs [`TREE_STEP_WORK`] units (at least one step a call).
    fn advance(&mut self, work: u64) -> bool {
        let mut left = work.div_ceil(TREE_STEP_WORK);
        while self.indexing.is_none() && self.failed.is_none() {
            if left == 0 {
                return false;
            }
            left -= 1;
            match self.step() {
                Ok(true) => match std::mem::take(&mut self.builder).indexing() {
                    Ok(indexing) => self.indexing = Some(indexing),
                    Err(error) => self.failed = Some(error),
                },
                Ok(false) => {}
                Err(error) => self.failed = Some(error),
            }
        }
        match &mut self.indexing {
            Some(indexing) if self.failed.is_none() => {
                indexing.run(left.saturating_mul(TREE_STEP_WORK))
            }
            _ => true,
        }
    }

    /// Adding the nodes counts nine tenths, writing the child lists one.
    fn progress(&self) -> f64 {
        match &self.indexing {
            Some(indexing) => 0.9 + 0.1 * indexing.progress(),
            None => 0.9 * (self.builder.node_count() as f64 / self.nodes.max(1) as f64).min(1.0),
        }
    }

    fn finish(mut self: Box<Self>) -> Result<GameTree, TreeError> {
        while !self.advance(u64::MAX) {}
        match (self.failed, self.indexing) {
            (Some(error), _) => Err(error),
            (None, Some(indexing)) => Ok(indexing.into_tree()),
            // advance returned true without failing, so the lists are written.
            (None, None) => Err(TreeError::Unfinished),
        }
    }
}

/// Tic-tac-toe's rules for [`TreeExpansion`]: a position is the 9 cells row by row (`X`, `O`
/// or `.`) and whether X is to move; a leaf is +1 when X has three in a row, -1 when O has, 0
/// for a full board.
pub struct TicTacToe;

impl TreeGame for TicTacToe {
    type Position = ([u8; 9], bool);

    fn leaf_value(&mut self, (cells, _): &([u8; 9], bool)) -> Option<i64> {
        match tic_tac_toe_winner(cells) {
            Some(b'X') => Some(1),
            Some(_) => Some(-1),
            None if !cells.contains(&b'.') => Some(0),
            None => None,
        }
    }

    fn moves(&self, &(cells, x_to_move): &([u8; 9], bool)) -> Vec<([u8; 9], bool)> {
        (0..9)
            .filter(|&i| cells[i] == b'.')
            .map(|i| {
                let mut next = cells;
                next[i] = if x_to_move { b'X' } else { b'O' };
                (next, !x_to_move)
            })
            .collect()
    }
}

/// The player with three in a row on `cells`, if any.
fn tic_tac_toe_winner(cells: &[u8; 9]) -> Option<u8> {
    LINES.iter().find_map(|line| {
        let [a, b, c] = line.map(|i| cells[i]);
        (a != b'.' && a == b && b == c).then_some(a)
    })
}

/// The cells of `board` (9 cells, row by row: `X`, `O` or `.`, either case) and whether X is to
/// move (the counts are equal); `None` for a board that is not a position of the game.
fn tic_tac_toe_position(board: &str) -> Option<([u8; 9], bool)> {
    let cells: Vec<u8> = board.bytes().map(|b| b.to_ascii_uppercase()).collect();
    let (xs, os) = (
        cells.iter().filter(|&&c| c == b'X').count(),
        cells.iter().filter(|&&c| c == b'O').count(),
    );
    let valid =
        cells.len() == 9 && cells.iter().all(|c| b"XO.".contains(c)) && (xs == os || xs == os + 1);
    if !valid {
        return None;
    }
    let cells: [u8; 9] = cells.try_into().ok()?;
    // Play stops at three in a row, made by the player who has just moved: X when X has one
    // mark more, O when the counts are equal.
    let has_line = |player: u8| LINES.iter().any(|line| line.iter().all(|&i| cells[i] == player));
    let x_moved_last = xs == os + 1;
    if (has_line(b'X') && !x_moved_last) || (has_line(b'O') && x_moved_last) {
        return None;
    }
    Some((cells, xs == os))
}

/// The nodes of tic-tac-toe's tree from `cells`, each position's count remembered (at most
/// 3^9 positions; 549,946 nodes from the empty board).
fn tic_tac_toe_nodes_from(position: ([u8; 9], bool), known: &mut HashMap<[u8; 9], u64>) -> u64 {
    if let Some(&count) = known.get(&position.0) {
        return count;
    }
    let count = if TicTacToe.leaf_value(&position).is_some() {
        1
    } else {
        let moves = TicTacToe.moves(&position);
        1 + moves.into_iter().map(|next| tic_tac_toe_nodes_from(next, known)).sum::<u64>()
    };
    known.insert(position.0, count);
    count
}

/// The building of tic-tac-toe's tree from `board` ([`tic_tac_toe`]'s, a slice at a time), its
/// node count, and whether the root maximises (X to move); `None` for a board that is not a
/// position of the game.
pub fn tic_tac_toe_expansion(board: &str) -> Option<(TreeExpansion<TicTacToe>, u64, bool)> {
    let position = tic_tac_toe_position(board)?;
    let nodes = tic_tac_toe_nodes_from(position, &mut HashMap::new());
    Some((TreeExpansion::new(TicTacToe, position, nodes), nodes, position.1))
}

/// Tic-tac-toe from `board` (9 cells, row by row: `X`, `O` or `.`; X moves when the counts are
/// equal): the game tree to the end, a leaf +1 when X has three in a row, -1 when O has, 0 for
/// a full board; and whether the root maximises (X to move). `None` for a board that is not a
/// position of the game.
pub fn tic_tac_toe(board: &str) -> Option<Result<(GameTree, bool), TreeError>> {
    let (expansion, _, x_to_move) = tic_tac_toe_expansion(board)?;
    Some(Box::new(expansion).finish().map(|tree| (tree, x_to_move)))
}

/// The three in a row of a tic-tac-toe board.
const LINES: [[usize; 3]; 8] =
    [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

/// Nim's rules for [`TreeExpansion`]: a position is the piles and whether the maximiser, player
/// one, is to move; a move takes 1 or more from one pile (pile by pile, fewest first); a leaf,
/// every pile empty, is +1 when player one has made the last move, -1 when player two has.
pub struct Nim;

impl TreeGame for Nim {
    type Position = (Vec<u32>, bool);

    fn leaf_value(&mut self, (piles, maximizer_to_move): &(Vec<u32>, bool)) -> Option<i64> {
        // The player to move cannot: the other made the last move.
        piles.iter().all(|&p| p == 0).then_some(if *maximizer_to_move { -1 } else { 1 })
    }

    fn moves(&self, (piles, maximizer_to_move): &(Vec<u32>, bool)) -> Vec<(Vec<u32>, bool)> {
        let mut moves = Vec::new();
        for i in 0..piles.len() {
            for take in 1..=piles[i] {
                let mut next = piles.clone();
                next[i] -= take;
                moves.push((next, !maximizer_to_move));
            }
        }
        moves
    }
}

/// The nodes of Nim's tree from `piles`, or more than [`MAX_NODES`] when larger. A node is a
/// play so far: each pile's takes are k parts of at most its size in all (C(p, k) ways: the k
/// running totals among 1..=p), interleaved with the other piles' takes in any order; so the
/// count is the sum over (k1, …, km) of the multinomial (k1 + … + km; k1, …, km) times the
/// product of the C(pi, ki). Computed exactly up to just past the limit (saturating).
pub fn nim_tree_nodes(piles: &[u32]) -> u64 {
    const CAP: u64 = MAX_NODES as u64 + 1;
    let total: usize = piles.iter().map(|&p| p as usize).sum();
    // Binomials up to the total number of takes, saturating at CAP.
    let mut binomial = vec![vec![0u64; total + 1]; total + 1];
    for n in 0..=total {
        binomial[n][0] = 1;
        for k in 1..=n {
            binomial[n][k] = (binomial[n - 1][k - 1] + binomial[n - 1][k]).min(CAP);
        }
    }
    // ways[t]: the interleaved plays so far of the piles seen, t takes in all.
    let mut ways = vec![1u64];
    for &pile in piles {
        let pile = pile as usize;
        let mut next = vec![0u64; ways.len() + pile];
        for (t, &w) in ways.iter().enumerate() {
            for k in 0..=pile {
                let term = w.saturating_mul(binomial[pile][k]).min(CAP);
                next[t + k] =
                    (next[t + k] + term.saturating_mul(binomial[t + k][k]).min(CAP)).min(CAP);
            }
        }
        ways = next;
    }
    ways.iter().fold(0u64, |sum, &w| (sum + w).min(CAP))
}

/// The building of Nim's tree from `piles` ([`nim_tree`]'s, a slice at a time), of `nodes`
/// nodes ([`nim_tree_nodes`]).
pub fn nim_expansion(piles: &[u32]) -> TreeExpansion<Nim> {
    TreeExpansion::new(Nim, (piles.to_vec(), true), nim_tree_nodes(piles))
}

/// Nim from `piles` as a game tree (a move takes 1 or more from one pile): a leaf when every pile
/// is empty, +1 when player 1 (the maximiser, to move at the root) has made the last move, -1
/// when player 2 has. Its size grows fast: [`TreeError::TooLarge`] past the limit.
pub fn nim_tree(piles: &[u32]) -> Result<GameTree, TreeError> {
    Box::new(nim_expansion(piles)).finish()
}

/// A complete tree's leaves drawn at random for [`TreeExpansion`]: a position is the number of
/// levels below it; each inner node has `branching` children (at least 1); a leaf's value is
/// drawn uniformly from -`spread`..=`spread` as the leaves are reached, in order.
pub struct RandomLeaves {
    rng: SplitMix64,
    branching: u32,
    spread: u32,
}

impl TreeGame for RandomLeaves {
    type Position = u32;

    fn leaf_value(&mut self, &levels: &u32) -> Option<i64> {
        let spread = u64::from(self.spread);
        (levels == 0).then(|| self.rng.below(2 * spread + 1) as i64 - spread as i64)
    }

    fn moves(&self, &levels: &u32) -> Vec<u32> {
        vec![levels - 1; self.branching.max(1) as usize]
    }
}

/// The nodes of a complete tree of `depth` levels below the root and `branching` children per
/// node (`u64::MAX` when that overflows).
pub fn complete_tree_nodes(depth: u32, branching: u32) -> u64 {
    let (mut level, mut total) = (1u64, 1u64);
    for _ in 0..depth {
        level = level.saturating_mul(branching.max(1).into());
        total = total.saturating_add(level);
    }
    total
}

/// The building of [`random_tree`]'s tree, a slice at a time.
pub fn random_expansion(
    seed: u64,
    depth: u32,
    branching: u32,
    spread: u32,
) -> TreeExpansion<RandomLeaves> {
    let game = RandomLeaves { rng: SplitMix64::new(seed), branching, spread };
    TreeExpansion::new(game, depth, complete_tree_nodes(depth, branching))
}

/// A complete tree of `depth` levels below the root with `branching` children per node, leaves
/// drawn uniformly from -`spread`..=`spread` by a generator seeded with `seed`.
pub fn random_tree(
    seed: u64,
    depth: u32,
    branching: u32,
    spread: u32,
) -> Result<GameTree, TreeError> {
    Box::new(random_expansion(seed, depth, branching, spread)).finish()
}
