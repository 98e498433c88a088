//! Problem 9 (Codeforces 39E, "What Has Dirichlet Got to Do with That?"): a, b and n with
//! a^b < n; a move adds 1 to a or to b, and a^b < n must hold after it. A player with no move
//! loses; with a = 1 the players may raise b forever, a draw.

use super::{Grid, Outcome, PatternCheck, Problem, check_positions};

/// The largest starting a (the contest's limit).
pub const MAX_A: u64 = 10_000;
/// The largest starting b (the contest's limit).
pub const MAX_B: u32 = 30;
/// The largest n (the contest's limit, 10^9).
pub const MAX_N: u64 = 1_000_000_000;
/// The largest n a brute-force table goes to.
pub const MAX_TABLE_N: u64 = 20_000;

/// The problem.
pub const PROBLEM: Problem = Problem {
    number: 9,
    game: "power-race",
    source: "Codeforces 39E",
    title: "What Has Dirichlet Got to Do with That?",
    statement: "a boxes and b items (a up to 10,000, b up to 30), and n (2 to 10^9) with a^b < \
                n, the number of ways to put the items into the boxes. A move adds a box or an \
                item, and the player after whose move a^b >= n loses: so a move must keep a^b \
                < n, and a player with no such move loses. Stas moves first, then Masha. Who \
                wins, or is it a draw?",
    pattern: "With b = 1 and a^2 >= n only a can grow, so the mover loses exactly when n - 1 - a \
              is even; with a = 1 the game is drawn once 2^b >= n, and (1, b) is drawn while \
              (2, b) is won and (1, b + 1) drawn.",
    argument: "a^b < n keeps the positions few: b <= 29 when a >= 2, and a <= sqrt(n) once b >= \
               2. Only b = 1 reaches far (a up to n - 1), and there, once a^2 >= n, the only \
               move is a + 1: a forced countdown of n - 1 - a moves. With a = 1, raising b is \
               always allowed (1^b = 1 < n), so the game can go on forever: (1, b) is won when \
               (2, b) or (1, b + 1) is lost, drawn when neither is lost and (1, b + 1) is drawn \
               (from 2^b >= n on, raising b is the only move), lost otherwise. The rest, about \
               2 sqrt(n) + 30 cells (63,000 at n = 10^9), is solved backwards from the largest \
               a and b; a^b is compared with n one factor at a time, never computed past n.",
};

/// Whether a^b < n, multiplying one factor at a time and stopping at n (no overflow).
pub fn pow_below(a: u64, b: u32, n: u64) -> bool {
    let mut power: u64 = 1;
    for _ in 0..b {
        match power.checked_mul(a) {
            Some(next) if next < n => power = next,
            _ => return false,
        }
    }
    power < n
}

/// The options of (a, b) with limit n: a box or an item more, keeping a^b < n.
pub fn options(a: u64, b: u32, n: u64) -> Vec<(u64, u32)> {
    [(a + 1, b), (a, b + 1)].into_iter().filter(|&(x, y)| pow_below(x, y, n)).collect()
}

/// The largest a >= 1 with a^b < n (n >= 2, b >= 1), by bisection on [`pow_below`].
fn largest_base(b: u32, n: u64) -> u64 {
    let (mut low, mut high) = (1, n); // pow_below(low) holds, pow_below(high) fails
    while high - low > 1 {
        let middle = low + (high - low) / 2;
        if pow_below(middle, b, n) { low = middle } else { high = middle }
    }
    low
}

/// The outcome from (a, b) with limit n, for the player to move; needs a, b >= 1, n >= 2 and
/// a^b < n (see [`pow_below`]).
pub fn outcome(a: u64, b: u32, n: u64) -> Outcome {
    debug_assert!(a >= 1 && b >= 1 && pow_below(a, b, n));
    let solver = Solver::new(n);
    if a == 1 { solver.outcome_of_one(b) } else { solver.outcome(a, b) }
}

/// The positions with a >= 2 solved backwards: `tables[b - 1][a - 2]` for 2 <= a <= top(b),
/// where top(1) is the largest a with a^2 < n (beyond it the countdown formula holds) and
/// top(b) for b >= 2 the largest a with a^b < n.
struct Solver {
    n: u64,
    tables: Vec<Vec<Outcome>>,
}

impl Solver {
    fn new(n: u64) -> Solver {
        let mut solver = Solver { n, tables: Vec::new() };
        // The b with some a >= 2 allowed: 2^b < n.
        let b_top = (1..).take_while(|&b| pow_below(2, b, n)).last().unwrap_or(0);
        solver.tables = vec![Vec::new(); b_top as usize];
        for b in (1..=b_top).rev() {
            let top = largest_base(if b == 1 { 2 } else { b }, n);
            let mut table = vec![Outcome::Lose; top.saturating_sub(1) as usize];
            for a in (2..=top).rev() {
                let moves = [(a + 1, b), (a, b + 1)];
                let wins = moves.iter().any(|&(x, y)| {
                    pow_below(x, y, n)
                        && (if y == b && x <= top {
                            table[(x - 2) as usize]
                        } else {
                            solver.outcome(x, y)
                        }) == Outcome::Lose
                });
                table[(a - 2) as usize] = Outcome::from_mover_wins(wins);
            }
            solver.tables[b as usize - 1] = table;
        }
        solver
    }

    /// The outcome of a legal (a, b) with a >= 2 whose table is filled.
    fn outcome(&self, a: u64, b: u32) -> Outcome {
        let table = &self.tables[b as usize - 1];
        match table.get((a - 2) as usize) {
            Some(&outcome) => outcome,
            // b = 1 beyond a^2 < n: only a grows, n - 1 - a forced moves are left.
            None => Outcome::from_mover_wins((self.n - 1 - a) % 2 == 1),
        }
    }

    /// The outcome of (1, b): drawn from 2^b >= n on, then backwards to b.
    fn outcome_of_one(&self, b: u32) -> Outcome {
        let b_top = self.tables.len() as u32; // the largest b with 2^b < n
        let mut above = Outcome::Draw; // (1, b_top + 1): only b can grow, forever
        for y in (b..=b_top).rev() {
            above = if self.outcome(2, y) == Outcome::Lose || above == Outcome::Lose {
                Outcome::Win
            } else if above == Outcome::Draw {
                Outcome::Draw
            } else {
                Outcome::Lose
            };
        }
        above
    }
}

/// The brute-force table for `n` (at most [`MAX_TABLE_N`]): the outcome of (a, b) for a in
/// 1..=`last_a`, b in 1..=`last_b`, `None` where a^b >= n. Solved by retrograde analysis of
/// the whole game graph: every position with a^b < n (a up to n - 1 when b = 1), the positions
/// (1, b) with 2^b >= n merged into one that moves to itself; positions without a move are
/// lost, a position with a move to a lost one is won, one whose moves all reach won ones is
/// lost, and what is left is drawn.
pub fn table(n: u64, last_a: u64, last_b: u32) -> Grid<Option<Outcome>> {
    let n = n.clamp(2, MAX_TABLE_N);
    // The first b with 2^b >= n: from there on (1, b) only moves to (1, b + 1).
    let b_draw = (1..).find(|&b| !pow_below(2, b, n)).unwrap_or(1);
    let mut states: Vec<(u64, u32)> = Vec::new();
    for b in 1..=b_draw {
        states.extend((1..).take_while(|&a| pow_below(a, b, n)).map(|a| (a, b)));
    }
    let index = |(a, b): (u64, u32)| {
        let b = if a == 1 { b.min(b_draw) } else { b };
        states.binary_search_by_key(&(b, a), |&(x, y)| (y, x)).ok()
    };
    // States are listed b by b, a ascending: sorted by (b, a).
    let successors: Vec<Vec<usize>> = states
        .iter()
        .map(|&(a, b)| options(a, b, n).into_iter().filter_map(index).collect())
        .collect();
    let mut predecessors = vec![Vec::new(); states.len()];
    for (from, moves) in successors.iter().enumerate() {
        for &to in moves {
            predecessors[to].push(from);
        }
    }
    let mut outcomes: Vec<Option<Outcome>> = vec![None; states.len()];
    let mut unresolved: Vec<usize> = successors.iter().map(Vec::len).collect();
    let mut queue: Vec<usize> = (0..states.len()).filter(|&s| unresolved[s] == 0).collect();
    for &s in &queue {
        outcomes[s] = Some(Outcome::Lose);
    }
    let mut next = 0;
    while let Some(&solved) = queue.get(next) {
        next += 1;
        for &from in &predecessors[solved] {
            if outcomes[from].is_some() {
                continue;
            }
            if outcomes[solved] == Some(Outcome::Lose) {
                outcomes[from] = Some(Outcome::Win);
                queue.push(from);
            } else {
                unresolved[from] -= 1;
                if unresolved[from] == 0 {
                    outcomes[from] = Some(Outcome::Lose);
                    queue.push(from);
                }
            }
        }
    }
    Grid::from_fn(1..=last_a, 1..=u64::from(last_b), |a, b| {
        let b = b as u32;
        pow_below(a, b, n).then(|| index((a, b)).and_then(|s| outcomes[s]).unwrap_or(Outcome::Draw))
    })
}

/// The fast outcome checked against every position of `table` (made with the same n).
pub fn check_pattern(table: &Grid<Option<Outcome>>, n: u64) -> PatternCheck {
    let n = n.clamp(2, MAX_TABLE_N);
    check_positions(table, |a, b| pow_below(a, b as u32, n).then(|| outcome(a, b as u32, n)))
}
