//! Problem 10 (AtCoder AGC 010 D, "Decrementing"): positive integers with gcd 1; a move
//! subtracts 1 from a number above 1, then divides every number by the gcd of all.

use std::collections::BTreeMap;

use super::{Grid, Outcome, PatternCheck, Problem, check_positions, mover_wins_by_search};

/// The most numbers (the contest's N).
pub const MAX_NUMBERS: usize = 100_000;
/// The largest number (the contest's A_i).
pub const MAX_NUMBER: u64 = 1_000_000_000;
/// The largest number a brute-force table of pairs goes to.
pub const MAX_TABLE: u64 = 60;

/// The problem.
pub const PROBLEM: Problem = Problem {
    number: 10,
    game: "gcd-game",
    source: "AtCoder AGC 010 D",
    title: "Decrementing",
    statement: "N positive integers A_1, ..., A_N (N up to 10^5, each up to 10^9) whose gcd is 1. \
                A move subtracts 1 from a number that is at least 2, then divides every number \
                by the gcd of all of them. The player left with only 1s cannot move and loses. \
                Takahashi moves first: who wins?",
    pattern: "The mover wins when an odd number of the numbers are even; otherwise, with exactly \
              one odd number and it above 1, the game goes on from the position after \
              subtracting 1 from it and dividing (the other player to move); else the mover \
              loses.",
    argument: "Subtracting 1 flips one number's parity. With an odd count of even numbers, make \
               it even by decrementing an even number: the gcd stays odd (some number is odd), \
               so dividing keeps every parity, and the opponent faces an even count of evens \
               with an odd number left. Facing an even count with two or more odd numbers (or \
               the lone odd one a 1), any move leaves an odd number, so the gcd is odd and the \
               opponent again gets an odd count of evens. Only the lone odd number above 1 \
               leads elsewhere: decrementing it makes all numbers even and the gcd divides \
               them by 2 or more, so that line is followed by hand, at most 30 times at 10^9.",
};

/// The gcd of two numbers.
pub fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// The gcd of all the numbers (0 for none).
pub fn gcd_of(numbers: &[u64]) -> u64 {
    numbers.iter().fold(0, |g, &x| gcd(g, x))
}

/// The options of a position (numbers sorted ascending, gcd 1): each number above 1 decreased
/// by 1, then all divided by their gcd; sorted, without repeats.
pub fn options(numbers: &[u64]) -> Vec<Vec<u64>> {
    let mut options: Vec<Vec<u64>> = Vec::new();
    for i in 0..numbers.len() {
        if numbers[i] < 2 || (i > 0 && numbers[i] == numbers[i - 1]) {
            continue;
        }
        let mut next = numbers.to_vec();
        next[i] -= 1;
        let g = gcd_of(&next);
        for x in &mut next {
            *x /= g;
        }
        next.sort_unstable();
        options.push(next);
    }
    options.sort();
    options.dedup();
    options
}

/// Whether the player to move wins, by searching the whole game tree (small positions only:
/// the search visits every position below them).
pub fn mover_wins_brute(numbers: &[u64], memo: &mut BTreeMap<Vec<u64>, bool>) -> bool {
    let mut position = numbers.to_vec();
    position.sort_unstable();
    mover_wins_by_search(&position, &|p: &Vec<u64>| options(p), memo)
}

/// The brute-force table of the numbers `fixed` with two more, b and c: the outcome of
/// (fixed..., b, c) for 1 <= b, c <= `last` (at most [`MAX_TABLE`]), `None` where the gcd of
/// all is above 1 (no position). With `fixed` empty, the pairs (b, c); with `fixed` = [2], the
/// triples (2, b, c), where the forced line of a lone odd number is taken.
pub fn table(fixed: &[u64], last: u64) -> Grid<Option<Outcome>> {
    let last = last.min(MAX_TABLE);
    let mut memo = BTreeMap::new();
    Grid::from_fn(1..=last, 1..=last, |b, c| {
        let numbers = with_pair(fixed, b, c);
        (gcd_of(&numbers) == 1)
            .then(|| Outcome::from_mover_wins(mover_wins_brute(&numbers, &mut memo)))
    })
}

/// The numbers `fixed` followed by b and c.
pub fn with_pair(fixed: &[u64], b: u64, c: u64) -> Vec<u64> {
    let mut numbers = fixed.to_vec();
    numbers.extend([b, c]);
    numbers
}

/// The fast rule: whether the player to move wins (numbers positive with gcd 1). Follows the
/// one forced line (a lone odd number above 1), each step halving the numbers at least.
pub fn mover_wins(numbers: &[u64]) -> bool {
    let mut numbers = numbers.to_vec();
    let mut mover_is_first = true;
    loop {
        let evens = numbers.iter().filter(|&&x| x % 2 == 0).count();
        if evens % 2 == 1 {
            return mover_is_first;
        }
        let mut odd = numbers.iter().enumerate().filter(|&(_, &x)| x % 2 == 1);
        let lone = match (odd.next(), odd.next()) {
            (Some((i, &x)), None) if x > 1 => i,
            _ => return !mover_is_first,
        };
        numbers[lone] -= 1;
        let g = gcd_of(&numbers);
        for x in &mut numbers {
            *x /= g;
        }
        mover_is_first = !mover_is_first;
    }
}

/// The pattern checked against every position of `table` (made with the same `fixed`).
pub fn check_pattern(table: &Grid<Option<Outcome>>, fixed: &[u64]) -> PatternCheck {
    check_positions(table, |b, c| {
        let numbers = with_pair(fixed, b, c);
        (gcd_of(&numbers) == 1).then(|| Outcome::from_mover_wins(mover_wins(&numbers)))
    })
}
