//! Wythoff's game: two piles; take any number from one pile, or the same number from both.
//!
//! The P-positions are (floor(k phi), floor(k phi^2)) and their mirror images, k >= 0, with phi
//! the golden ratio. Computed exactly in integers: floor(k phi) = (k + isqrt(5 k^2)) / 2, as
//! k sqrt 5 is irrational for k > 0. Every number is in exactly one of the two Beatty
//! sequences, so each pile size has exactly one P-position partner. Grundy values have no
//! closed form: [`grundy_table`] computes them by the mex over each cell's options.

use super::two_pile::{self, Rule};

/// The largest pile: 10^18.
pub const MAX_PILE: u64 = 1_000_000_000_000_000_000;

/// floor(k phi), exactly.
pub fn lower(k: u64) -> u64 {
    let k = u128::from(k);
    ((k + isqrt(5 * k * k)) / 2) as u64
}

/// floor(k phi^2) = floor(k phi) + k, exactly.
pub fn upper(k: u64) -> u64 {
    lower(k) + k
}

/// The integer square root of `n`: the largest r with r * r <= n.
fn isqrt(n: u128) -> u128 {
    // A floating-point estimate, then exact integer corrections (the estimate is off by at
    // most a few units in the last place of a 64-bit result).
    let mut r = (n as f64).sqrt() as u128;
    while r.checked_mul(r).is_none_or(|square| square > n) {
        r -= 1;
    }
    while (r + 1) * (r + 1) <= n {
        r += 1;
    }
    r
}

/// The P-position (a, b) with a <= b whose difference is k.
pub fn p_position(k: u64) -> (u64, u64) {
    (lower(k), upper(k))
}

/// The size that pairs with `x` in a P-position: x + k if x = floor(k phi), x - k if
/// x = floor(k phi^2). (Every x is exactly one of the two, so the pair is unique.)
pub fn partner(x: u64) -> u64 {
    match beatty_index(x, lower) {
        Some(k) => x + k,
        None => x - beatty_index(x, upper).unwrap_or(0),
    }
}

/// The k with `sequence(k) = x`, for an increasing sequence with sequence(x) >= x.
fn beatty_index(x: u64, sequence: fn(u64) -> u64) -> Option<u64> {
    let (mut low, mut high) = (0u64, x);
    while low < high {
        let mid = low + (high - low) / 2;
        if sequence(mid) < x {
            low = mid + 1;
        } else {
            high = mid;
        }
    }
    (sequence(low) == x).then_some(low)
}

/// Whether (a, b) is a P-position: the player to move loses.
pub fn is_p_position(a: u64, b: u64) -> bool {
    let (small, large) = if a <= b { (a, b) } else { (b, a) };
    lower(large - small) == small
}

/// The k of the P-position (⌊kφ⌋, ⌊kφ²⌋) that (a, b) is (in either order), if it is one.
pub fn p_index(a: u64, b: u64) -> Option<u64> {
    let (small, large) = (a.min(b), a.max(b));
    (lower(large - small) == small).then_some(large - small)
}

/// Every winning move from (a, b), as the position it leads to: ascending by first pile, then
/// second. Empty from a P-position.
pub fn winning_moves(a: u64, b: u64) -> Vec<(u64, u64)> {
    if is_p_position(a, b) {
        return Vec::new();
    }
    let mut targets = Vec::new();
    // Change the second pile to the first pile's partner, or the first to the second's.
    let b_to = partner(a);
    if b_to < b {
        targets.push((a, b_to));
    }
    let a_to = partner(b);
    if a_to < a {
        targets.push((a_to, b));
    }
    // Take the same from both: keep the difference k, land on its P-position.
    let (small, large) = if a <= b { (a, b) } else { (b, a) };
    let (p_small, p_large) = p_position(large - small);
    if p_small < small {
        targets.push(if a <= b { (p_small, p_large) } else { (p_large, p_small) });
    }
    targets.sort_unstable();
    targets.dedup();
    targets
}

/// The Grundy values G(x, y) for 0 <= x < `rows`, 0 <= y < `cols` (each at most
/// [`two_pile::MAX_SIDE`]), as `table[x][y]`: G is the mex of the values of all positions one
/// move away, filled by the two-pile table kernel.
pub fn grundy_table(rows: usize, cols: usize) -> Vec<Vec<u32>> {
    // The kernel's x runs over the first pile (`rows` values here), its y over the second.
    let table = two_pile::grundy_table(Rule::Wythoff, rows, cols);
    (0..table.cols())
        .map(|x| (0..table.rows()).map(|y| table.get(x, y).unwrap_or_default()).collect())
        .collect()
}

/// The positions one move from (x, y): down the column, along the row, and diagonally.
pub fn options(x: usize, y: usize) -> impl Iterator<Item = (usize, usize)> {
    Rule::Wythoff.options(x, y)
}

/// Wythoff's game as a [`Game`](super::play::Game): positions are (a, b), a move is the
/// position it leads to. The winner plays the first of [`winning_moves`]; the plain delaying
/// move takes one stone from the larger pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wythoff;

impl super::play::Game for Wythoff {
    type Position = (u64, u64);
    type Move = (u64, u64);

    fn moves(&self, &(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
        let column = (0..a).map(|to| (to, b));
        let row = (0..b).map(|to| (a, to));
        let diagonal = (1..=a.min(b)).map(|d| (a - d, b - d));
        column.chain(row).chain(diagonal).collect()
    }

    fn is_legal(&self, &(a, b): &(u64, u64), &(c, d): &(u64, u64)) -> bool {
        (c < a && d == b) || (c == a && d < b) || (c < a && d < b && a - c == b - d)
    }

    fn play(&self, _: &(u64, u64), &to: &(u64, u64)) -> (u64, u64) {
        to
    }

    fn strategy_move(&self, &(a, b): &(u64, u64)) -> Option<(u64, u64)> {
        winning_moves(a, b).first().copied()
    }

    fn plain_delaying_move(&self, &(a, b): &(u64, u64)) -> Option<(u64, u64)> {
        match (a, b) {
            (0, 0) => None,
            (a, b) if a >= b => Some((a - 1, b)),
            (a, b) => Some((a, b - 1)),
        }
    }

    fn positions_bound(&self, &(a, b): &(u64, u64)) -> u128 {
        (u128::from(a) + 1).saturating_mul(u128::from(b) + 1)
    }
}
