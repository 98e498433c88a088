//! Problem 5 (HackerRank, "Tower Breakers, Again!", from "5 Days of Game Theory"): numbers; a
//! move replaces a number x by y > 1 copies of z, where x = y z.

use super::{PatternCheck, Problem, SgCell, check_sg};

/// The most numbers (the contest's N).
pub const MAX_NUMBERS: usize = 100;
/// The largest number (the contest's h_i).
pub const MAX_NUMBER: u64 = 100_000;
/// The largest number a brute-force table goes to.
pub const MAX_TABLE: u64 = 100_000;

/// The problem.
pub const PROBLEM: Problem = Problem {
    number: 5,
    game: "copies",
    source: "HackerRank (5 Days of Game Theory)",
    title: "Tower Breakers, Again!",
    statement: "N towers of heights h_1, ..., h_N (N up to 100, each 1 to 10^5). A move breaks a \
                tower of height X into Y towers of height Z, where Y * Z = X and Y > 1; a \
                player with no move loses. Player 1 moves first: who wins?",
    pattern: "g(x) = the number of odd prime factors of x (with multiplicity), plus 1 when x is \
              even.",
    argument: "y copies of z are worth g(z) xor ... xor g(z): 0 for even y, g(z) for odd y. Write \
               x = 2^e o with o odd and w odd prime factors. For odd x the options are g(z) for \
               every proper divisor z, which by induction take the values 0, ..., w - 1: g(x) = \
               w. For even x an even y gives 0, and an odd y > 1 leaves 2^e o' with o' a proper \
               divisor of o, worth 1, ..., w: g(x) = w + 1. Trial division to sqrt(10^5) values \
               each number; the towers are summed by xor.",
};

/// The brute-force table: g(1), ..., g(last) (at most [`MAX_TABLE`]), each the mex over the
/// divisors y > 1 of x of the value of y copies of x / y: 0 for even y, g(x / y) for odd y.
pub fn table(last: u64) -> Vec<SgCell<u64>> {
    let last = last.min(MAX_TABLE) as usize;
    // The divisors y > 1 of every x up to last, by walking the multiples of each y.
    let mut divisors: Vec<Vec<u32>> = vec![Vec::new(); last + 1];
    for y in 2..=last {
        for x in (y..=last).step_by(y) {
            divisors[x].push(y as u32);
        }
    }
    let mut values: Vec<u32> = vec![0; last + 1];
    let mut cells = Vec::with_capacity(last);
    for x in 1..=last {
        let options = divisors[x].iter().map(|&y| {
            let z = x / y as usize;
            if y % 2 == 0 { 0 } else { values[z] }
        });
        let cell = SgCell::new(x as u64, options);
        values[x] = cell.grundy;
        cells.push(cell);
    }
    cells
}

/// The fast value: the odd prime factors of x counted with multiplicity, plus 1 if x is even
/// (0 for x = 0, which is never a tower).
pub fn grundy(x: u64) -> u32 {
    if x == 0 {
        return 0;
    }
    let mut rest = x;
    let even = u32::from(rest.is_multiple_of(2));
    while rest.is_multiple_of(2) {
        rest /= 2;
    }
    let mut count = 0;
    let mut p = 3;
    while p * p <= rest {
        while rest.is_multiple_of(p) {
            rest /= p;
            count += 1;
        }
        p += 2;
    }
    count + u32::from(rest > 1) + even
}

/// The pattern checked against every cell of `table`.
pub fn check_pattern(table: &[SgCell<u64>]) -> PatternCheck {
    check_sg(table, |&x| u64::from(grundy(x)))
}

/// The nim-sum of the numbers' values: player 1 wins when it is not 0.
pub fn nim_sum(numbers: &[u64]) -> u32 {
    numbers.iter().fold(0, |sum, &x| sum ^ grundy(x))
}
