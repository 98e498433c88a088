//! Problem 4 (ICPC Asia Jakarta 2010, "Playing With Stones"): piles up to 2 * 10^18; a move
//! removes between 1 and floor(a / 2) stones from one pile of a.

use super::{PatternCheck, Problem, SgCell, check_sg};

/// The most piles (the contest's N).
pub const MAX_PILES: usize = 100;
/// The largest pile (the contest's a_i, 2 * 10^18).
pub const MAX_PILE: u64 = 2_000_000_000_000_000_000;
/// The largest pile a brute-force table goes to.
pub const MAX_TABLE: u64 = 400;

/// The problem.
pub const PROBLEM: Problem = Problem {
    number: 4,
    game: "half-nim",
    source: "ICPC Asia Jakarta 2010 (UVa 1482)",
    title: "Playing With Stones",
    statement: "N piles of a_1, ..., a_N stones (N up to 100, each 1 to 2 * 10^18). A move \
                takes at least one but at most floor(a_i / 2) stones from one pile; a player \
                with no move loses. Does the first player win?",
    pattern: "g(2k) = k and g(2k + 1) = g(k): halve an odd pile until it is even, then take \
              half.",
    argument: "The options of n are the piles ceil(n / 2), ..., n - 1. By induction the k \
               piles k, ..., 2k - 1 take the values 0, ..., k - 1 once each: from k to k + 1 \
               the window drops pile k and gains 2k (value k) and 2k + 1 (value g(k)). So the \
               options of 2k, the window itself, hold every value below k: g(2k) = k; those of \
               2k + 1 (k + 1, ..., 2k) hold every value up to k but g(k): g(2k + 1) = g(k). A \
               value takes at most 61 halvings at 2 * 10^18, and the piles are summed by xor.",
};

/// The brute-force table: g(0), ..., g(last), each the mex of g(n - t) for 1 <= t <= n / 2
/// (at most [`MAX_TABLE`]).
pub fn table(last: u64) -> Vec<SgCell<u64>> {
    let last = last.min(MAX_TABLE);
    let mut values: Vec<u32> = Vec::new();
    let mut cells = Vec::new();
    for n in 0..=last {
        let options = (1..=n / 2).map(|take| values[(n - take) as usize]);
        let cell = SgCell::new(n, options);
        values.push(cell.grundy);
        cells.push(cell);
    }
    cells
}

/// The fast value: halve while odd, then take half: g(2k) = k, g(2k + 1) = g(k).
pub fn grundy(mut n: u64) -> u64 {
    while n % 2 == 1 {
        n /= 2;
    }
    n / 2
}

/// The pattern checked against every cell of `table`.
pub fn check_pattern(table: &[SgCell<u64>]) -> PatternCheck {
    check_sg(table, |&n| grundy(n))
}

/// The nim-sum of the piles' values: the first player wins when it is not 0.
pub fn nim_sum(piles: &[u64]) -> u64 {
    super::nim_sum(piles.iter().map(|&pile| grundy(pile)))
}
