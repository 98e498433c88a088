//! Problem 7 (Codeforces 36D, "New Game with a Chess Piece"): two piles a and b; a move takes
//! one stone from one pile, or k stones from both. (The contest's board: a piece at the
//! top-left corner of an n x m board moves one square right or down, or k squares diagonally;
//! the piles are the squares left to go, n - 1 and m - 1.)

use super::{Grid, Outcome, PatternCheck, Problem, check_grid};

/// The largest pile and the largest k (the deck's limit, 10^18).
pub const MAX_PILE: u64 = 1_000_000_000_000_000_000;
/// The largest pile a brute-force table goes to.
pub const MAX_TABLE: u64 = 200;

/// The problem.
pub const PROBLEM: Problem = Problem {
    number: 7,
    game: "two-piles-k",
    source: "Codeforces 36D",
    title: "New Game with a Chess Piece",
    statement: "Two piles of A and B stones (up to 10^18). A move removes one stone from one \
                pile, or K stones from both; a player with no move loses. Who wins? (The \
                contest's board of n x m squares: a piece starts in the top-left corner and \
                moves one square right or down, or K squares diagonally; the piles are n - 1 \
                and m - 1.)",
    pattern: "With a <= b and a + 1 = q (k + 1) + r: the mover wins when r = 0, else exactly \
              when a + b + q is odd (for k = 1: when a or b is odd).",
    argument: "While the smaller pile is below k only single stones go, so the mover loses \
               exactly when a + b is even. At a + 1 = k + 1 the mover always wins: a single \
               step or the jump of k reaches an even sum. Past that band the parity picture \
               repeats flipped, and again every k + 1 values of the smaller pile: the table \
               shows it for each k, and an induction on q (a cell's options lie in its band \
               or the band before) proves it. For k = 1 the jump changes nothing in the \
               parity picture: the mover loses exactly when both piles are even. O(1) at any \
               size.",
};

/// The brute-force table for `k`: the outcome of every (a, b), 0 <= a, b <= `last` (at most
/// [`MAX_TABLE`]), from the definition: won when some move (a - 1, b), (a, b - 1) or
/// (a - k, b - k) is lost. A k of 0 is taken as 1 (a jump must take stones).
pub fn table(k: u64, last: u64) -> Grid<Outcome> {
    let (last, k) = (last.min(MAX_TABLE), k.max(1));
    let mut wins = vec![vec![false; last as usize + 1]; last as usize + 1];
    for a in 0..=last {
        for b in 0..=last {
            let lost = |&(x, y): &(u64, u64)| !wins[x as usize][y as usize];
            wins[a as usize][b as usize] = options(a, b, k).iter().any(lost);
        }
    }
    Grid::from_fn(0..=last, 0..=last, |a, b| Outcome::from_mover_wins(wins[a as usize][b as usize]))
}

/// The options of (a, b) with jumps of `k` (k >= 1): one stone from a pile, or `k` from both.
pub fn options(a: u64, b: u64, k: u64) -> Vec<(u64, u64)> {
    let mut options = Vec::new();
    if a > 0 {
        options.push((a - 1, b));
    }
    if b > 0 {
        options.push((a, b - 1));
    }
    if a >= k && b >= k {
        options.push((a - k, b - k));
    }
    options
}

/// The fast rule: whether the player to move wins from (a, b) with jumps of `k` (k >= 1).
pub fn mover_wins(a: u64, b: u64, k: u64) -> bool {
    let (a, b) = (a.min(b), a.max(b));
    if k == 1 {
        return a % 2 == 1 || b % 2 == 1;
    }
    // In u128, so that a + 1 and k + 1 cannot overflow whatever the caller passes.
    let (a1, k1) = (u128::from(a) + 1, u128::from(k) + 1);
    let (q, r) = (a1 / k1, a1 % k1);
    r == 0 || (a % 2 + b % 2 + (q % 2) as u64) % 2 == 1
}

/// The pattern checked against every cell of `table` (made with the same `k`).
pub fn check_pattern(table: &Grid<Outcome>, k: u64) -> PatternCheck {
    check_grid(table, |a, b| Outcome::from_mover_wins(mover_wins(a, b, k)))
}
