//! Problem 2 (CodeChef CHCOINSG, "Chef and Coins Game"): one pile of n; a move removes p^k
//! stones, p prime, k >= 0 (so 1 or a prime power). A subtraction game in disguise: its table
//! is [`crate::subtraction`]'s, with the prime powers as the move set.

use super::{PatternCheck, Problem, SgCell};
use crate::subtraction::{MAX_MOVES, MoveSet, sg_values};

/// The largest pile (the contest's N).
pub const MAX_N: u64 = 1_000_000_000;
/// The largest pile a brute-force table goes to: the moves up to it (1 and the 60 prime powers
/// up to 200) fit a subtraction game's [`MAX_MOVES`].
pub const MAX_TABLE: u64 = 200;

/// The problem.
pub const PROBLEM: Problem = Problem {
    number: 2,
    game: "prime-powers",
    source: "CodeChef CHCOINSG",
    title: "Chef and Coins Game",
    statement: "One pile of N coins (N up to 10^9). A move removes p^k coins, p a prime and k >= \
                0: one coin, or a prime power such as 2, 3, 4, 5, 7, 8, 9. A player with no \
                move loses. Who wins?",
    pattern: "g(n) = 0 exactly when 6 divides n: the player to move loses on the multiples of 6.",
    argument: "No prime power is a multiple of 6 (it has one prime factor), so a move from a \
               multiple of 6 never reaches another one; and from any other n, removing n mod 6 \
               (1, 2, 3, 4 or 5, each 1 or a prime power) reaches a multiple of 6. So the \
               multiples of 6 are exactly the P-positions: one division, at any size.",
};

/// Whether `m` is 1 or a prime power p^k (k >= 1).
pub fn is_move(m: u64) -> bool {
    if m == 0 {
        return false;
    }
    let mut rest = m;
    let mut p = 2;
    while p * p <= rest {
        if rest.is_multiple_of(p) {
            while rest.is_multiple_of(p) {
                rest /= p;
            }
            return rest == 1;
        }
        p += 1;
    }
    true // 1, or a prime
}

/// The moves up to `last`: 1 and the prime powers.
pub fn moves_up_to(last: u64) -> Vec<u64> {
    (1..=last).filter(|&m| is_move(m)).collect()
}

/// The brute-force table g(0), ..., g(last) (at most [`MAX_TABLE`]), by the subtraction
/// game's solver with the moves up to `last`; each cell lists its options' values.
pub fn table(last: u64) -> Vec<SgCell<u64>> {
    let last = last.min(MAX_TABLE);
    let moves = moves_up_to(last.max(1));
    debug_assert!(moves.len() <= MAX_MOVES);
    // Distinct positive moves, at most MAX_MOVES of them up to MAX_TABLE: a valid move set.
    let move_set = MoveSet::try_new(moves.iter().map(|&m| m as u32).collect())
        .expect("the moves up to MAX_TABLE make a valid move set");
    let values = sg_values(&move_set, last as u32);
    (0..=last)
        .map(|n| {
            let options = moves.iter().take_while(|&&m| m <= n).map(|&m| values[(n - m) as usize]);
            SgCell::new(n, options)
        })
        .collect()
}

/// The pattern for P-positions: the player to move loses exactly when 6 divides n.
pub fn mover_wins(n: u64) -> bool {
    !n.is_multiple_of(6)
}

/// The pattern checked against every cell: g(n) = 0 exactly when 6 divides n.
pub fn check_pattern(table: &[SgCell<u64>]) -> PatternCheck {
    // Compares whether the value is 0, as the pattern speaks of P-positions only.
    PatternCheck::of(table.iter().map(|cell| {
        (format!("g({})", cell.position), (cell.grundy != 0) == mover_wins(cell.position))
    }))
}
