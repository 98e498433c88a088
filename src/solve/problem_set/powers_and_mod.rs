//! Problem 8 (Codeforces 167C, "Wizards and Numbers"): two numbers a <= b; a move replaces b
//! by b - a^k (k > 0, b - a^k >= 0) or by b mod a. With a zero on the board there is no move.

use super::{Grid, Outcome, PatternCheck, Problem, check_grid};

/// The largest number (the contest's limit, 10^18).
pub const MAX_NUMBER: u64 = 1_000_000_000_000_000_000;
/// The largest number a brute-force table goes to.
pub const MAX_TABLE: u64 = 200;

/// The problem.
pub const PROBLEM: Problem = Problem {
    number: 8,
    game: "powers-and-mod",
    source: "Codeforces 167C",
    title: "Wizards and Numbers",
    statement: "Two numbers a and b (0 to 10^18) on a blackboard, their order unimportant; say a \
                <= b. A move replaces b by b - a^k for some k > 0 with b - a^k >= 0, or by b mod \
                a. With a zero on the board there is no move, and a player with no move loses. \
                Who wins?",
    pattern: "With a <= b: lost when a = 0; won when (b mod a, a) is lost; otherwise won exactly \
              when floor(b / a) mod (a + 1) is even.",
    argument: "Removing a^k (k > 0) keeps b mod a, so every line of play on (a, b) passes \
               through (b mod a, a). If that position is lost, the mod move wins at once. If it \
               is won, nobody wants to reach it: removing a^k takes a^(k-1) of the t = floor(b / \
               a) copies of a in b, and whoever takes the last copy loses. As a^(k-1) is 1 or a \
               modulo a + 1, that count game repeats with period a + 1, and the mover wins \
               exactly when t mod (a + 1) is even. The recursion follows Euclid's algorithm \
               (about 90 steps at 10^18) and never computes a power.",
};

/// The powers a^1, a^2, ... up to `limit`, without overflow (just a for a = 1, nothing for 0).
pub fn powers_up_to(a: u64, limit: u64) -> Vec<u64> {
    let mut powers = Vec::new();
    let mut power = a;
    while a >= 1 && power <= limit {
        powers.push(power);
        if a == 1 {
            break;
        }
        match power.checked_mul(a) {
            Some(next) => power = next,
            None => break,
        }
    }
    powers
}

/// The options of (a, b): the pairs a move reaches, each written smaller number first.
pub fn options(a: u64, b: u64) -> Vec<(u64, u64)> {
    let (a, b) = (a.min(b), a.max(b));
    if a == 0 {
        return Vec::new();
    }
    let order = |x: u64, y: u64| (x.min(y), x.max(y));
    let mut options: Vec<(u64, u64)> =
        powers_up_to(a, b).into_iter().map(|power| order(a, b - power)).collect();
    options.push(order(a, b % a));
    options.sort_unstable();
    options.dedup();
    options
}

/// The brute-force table: the outcome of every (a, b), 0 <= a, b <= `last` (at most
/// [`MAX_TABLE`]), from the definition, each cell after every pair its options reach (their
/// sum is smaller).
pub fn table(last: u64) -> Grid<Outcome> {
    let last = last.min(MAX_TABLE);
    let size = last as usize + 1;
    let mut wins = vec![vec![false; size]; size]; // wins[a][b] for a <= b
    for b in 0..=last {
        for a in 0..=b {
            wins[a as usize][b as usize] =
                options(a, b).into_iter().any(|(x, y)| !wins[x as usize][y as usize]);
        }
    }
    Grid::from_fn(0..=last, 0..=last, |a, b| {
        Outcome::from_mover_wins(wins[a.min(b) as usize][a.max(b) as usize])
    })
}

/// The fast rule: whether the player to move wins from (a, b).
pub fn mover_wins(a: u64, b: u64) -> bool {
    let (a, b) = (a.min(b), a.max(b));
    if a == 0 {
        return false;
    }
    // a + 1 cannot overflow: a <= b, so a < u64::MAX unless both are u64::MAX, where the mod
    // move (to (0, a)) wins first.
    !mover_wins(b % a, a) || (b / a) % (a + 1) % 2 == 0
}

/// The pattern checked against every cell of `table`.
pub fn check_pattern(table: &Grid<Outcome>) -> PatternCheck {
    check_grid(table, |a, b| Outcome::from_mover_wins(mover_wins(a, b)))
}
