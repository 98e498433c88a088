//! Problem 3 (Codeforces 15C, "Industrial Nim"): groups (x, m) give the Nim piles x, x + 1,
//! ..., x + m - 1; who wins the Nim game on all of them?

use super::{Grid, PatternCheck, Problem, SgCell, check_grid};

/// The most groups (the contest's n).
pub const MAX_GROUPS: usize = 100_000;
/// The largest x and m (the contest's limit, 10^16).
pub const MAX_X: u64 = 10_000_000_000_000_000;
/// The largest heap or side a brute-force table goes to.
pub const MAX_TABLE: u64 = 200;

/// The problem.
pub const PROBLEM: Problem = Problem {
    number: 3,
    game: "nim-ranges",
    source: "Codeforces 15C",
    title: "Industrial Nim",
    statement: "n groups (n up to 100,000); group i holds m_i Nim piles of x_i, x_i + 1, ..., \
                x_i + m_i - 1 stones (x_i, m_i up to 10^16). Nim is played on all the piles: a \
                move takes any number of stones from one pile, a player with no move loses. \
                Who wins?",
    pattern: "x xor (x + 1) xor ... xor (x + m - 1) = F(x + m - 1) xor F(x - 1), where F(n) = 0 \
              xor 1 xor ... xor n is n, 1, n + 1, 0 for n mod 4 = 0, 1, 2, 3.",
    argument: "A Nim pile of n is worth g(n) = n (mex of 0, ..., n - 1), so by the \
               Sprague-Grundy theorem the first player wins exactly when the xor of all the \
               piles is not 0. A run's xor is a difference of two prefix xors, and F(n) has \
               period 4 in its pattern: an even number 2j and 2j + 1 xor to 1, so F(4j + 3) = 0, \
               and the other three values follow from it. Each group costs O(1), so 10^5 \
               groups of 10^16 piles each are summed exactly in u64.",
};

/// The brute-force table of one Nim pile: g(0), ..., g(last), each the mex of every smaller
/// pile's value (at most [`MAX_TABLE`]).
pub fn heap_table(last: u64) -> Vec<SgCell<u64>> {
    let last = last.min(MAX_TABLE);
    let mut cells: Vec<SgCell<u64>> = Vec::new();
    for n in 0..=last {
        let options: Vec<u32> = cells.iter().map(|cell| cell.grundy).collect();
        cells.push(SgCell::new(n, options));
    }
    cells
}

/// The brute-force table of groups: `cells[x - 1][m - 1]` is x xor (x + 1) xor ... xor
/// (x + m - 1), computed pile by pile, for x and m from 1 to `last` (at most [`MAX_TABLE`]).
pub fn group_table(last: u64) -> Grid<u64> {
    let last = last.min(MAX_TABLE);
    Grid::from_fn(1..=last, 1..=last, |x, m| (x..x + m).fold(0, |sum, pile| sum ^ pile))
}

/// F(n) = 0 xor 1 xor ... xor n: n, 1, n + 1, 0 for n mod 4 = 0, 1, 2, 3.
pub fn prefix_xor(n: u64) -> u64 {
    match n % 4 {
        0 => n,
        1 => 1,
        2 => n + 1,
        _ => 0,
    }
}

/// A group's value, x xor ... xor (x + m - 1) = F(x + m - 1) xor F(x - 1), for x, m >= 1 with
/// x + m - 1 representable (up to 2 * 10^16 at the contest's limits).
pub fn group_xor(x: u64, m: u64) -> u64 {
    debug_assert!(x >= 1 && m >= 1);
    prefix_xor(x + (m - 1)) ^ prefix_xor(x - 1)
}

/// The pattern checked against every cell of `table`.
pub fn check_pattern(table: &Grid<u64>) -> PatternCheck {
    check_grid(table, group_xor)
}

/// The nim-sum of every pile of every group (x, m).
pub fn nim_sum(groups: &[(u64, u64)]) -> u64 {
    super::nim_sum(groups.iter().map(|&(x, m)| group_xor(x, m)))
}
