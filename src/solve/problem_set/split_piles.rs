//! Problem 1 (Codeforces 705B, "Spider Man"): piles; a move splits a pile of x into two
//! non-empty piles. Who wins with the first k piles, for every k?

use super::{PatternCheck, Problem, SgCell, check_sg};

/// The most piles (the contest's n).
pub const MAX_PILES: usize = 100_000;
/// The largest pile (the contest's a_i).
pub const MAX_PILE: u64 = 1_000_000_000;
/// The largest pile a brute-force table goes to.
pub const MAX_TABLE: u64 = 400;

/// The problem.
pub const PROBLEM: Problem = Problem {
    number: 1,
    game: "split-piles",
    source: "Codeforces 705B",
    title: "Spider Man",
    statement: "Piles of a_1, ..., a_n stones (n up to 100,000, each 1 to 10^9). A move splits \
                a pile of X stones into two piles of Y and Z stones, Y, Z >= 1, X = Y + Z; a \
                player with no move loses. For every k, who wins the game played with the first \
                k piles?",
    pattern: "g(x) = (x - 1) mod 2: a pile is worth 1 when it is even, 0 when it is odd.",
    argument: "Every move turns one pile into two, and play ends with piles of one stone, so a \
               pile of x allows exactly x - 1 moves however it is split: the game lasts \
               (a_1 - 1) + ... + (a_k - 1) moves whatever anyone does, and the first player \
               wins exactly when that sum is odd, that is when an odd number of piles is even. \
               The answers for every prefix come from one running count, linear in n.",
};

/// The brute-force table: g(1), ..., g(last), each the mex of g(y) xor g(x - y) over the splits
/// x = y + (x - y), 1 <= y <= x / 2 (at most [`MAX_TABLE`]).
pub fn table(last: u64) -> Vec<SgCell<u64>> {
    let last = last.min(MAX_TABLE);
    let mut values: Vec<u32> = vec![0]; // g(0), never a pile: only to index from 1
    let mut cells = Vec::new();
    for x in 1..=last {
        let options = (1..=x / 2).map(|y| values[y as usize] ^ values[(x - y) as usize]);
        let cell = SgCell::new(x, options);
        values.push(cell.grundy);
        cells.push(cell);
    }
    cells
}

/// The pattern: g(x) = (x - 1) mod 2 (x >= 1).
pub fn grundy(x: u64) -> u32 {
    (x.saturating_sub(1) % 2) as u32
}

/// The pattern checked against every cell of `table`.
pub fn check_pattern(table: &[SgCell<u64>]) -> PatternCheck {
    check_sg(table, |&x| u64::from(grundy(x)))
}

/// Whether the player to move wins with the first k piles, for k = 1, ..., piles.len(): the
/// parity of the even piles among them.
pub fn mover_wins_by_prefix(piles: &[u64]) -> Vec<bool> {
    piles
        .iter()
        .scan(0u32, |sum, &pile| {
            *sum ^= grundy(pile);
            Some(*sum != 0)
        })
        .collect()
}
