//! The division game: divide N by a divisor other than 1 and N; who cannot move loses.
//!
//! A move from N leads to a divisor m of N with 1 < m < N (dividing by N / m). The positions
//! without a move are 1 and the primes, so they are lost for the player to move. Every
//! composite N is won: its prime factors are options, and each of them is lost. So the player
//! to move wins exactly when N is composite, and the winning moves are the moves to N's prime
//! factors. The tests check this against the definition on every N up to 10^5.
//!
//! Single positions (up to 10^12) are solved by trial division up to the square root; the
//! table ([`win_table`]) is filled number by number from the definition, so that a lab can show
//! each step and [`explain`] any cell from the table alone.

use super::trace::Trace;

/// The largest N a request may ask about: 10^12 (trial division up to 10^6).
pub const MAX_N: u64 = 1_000_000_000_000;

/// The longest table [`win_table`] fills: N up to 10^5.
pub const MAX_TABLE: u32 = 100_000;

/// A move: divide by `divide_by`, leaving `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DivisionMove {
    /// The divisor N is divided by (neither 1 nor N).
    pub divide_by: u64,
    /// The number left: N / `divide_by`.
    pub to: u64,
}

/// Every legal move from `n`, sorted by the number left (ascending), found by trial division
/// up to the square root. None from 0 (no game), 1 or a prime.
pub fn options(n: u64) -> Vec<DivisionMove> {
    if n < 4 {
        return Vec::new();
    }
    let mut small = Vec::new();
    let mut large = Vec::new();
    let mut d = 2;
    // `d <= n / d` is `d * d <= n` without overflow.
    while d <= n / d {
        if n.is_multiple_of(d) {
            small.push(DivisionMove { divide_by: n / d, to: d });
            if d != n / d {
                large.push(DivisionMove { divide_by: d, to: n / d });
            }
        }
        d += 1;
    }
    small.extend(large.into_iter().rev());
    small
}

/// The smallest prime factor of `n`, or `None` for 0 and 1.
pub fn smallest_prime_factor(n: u64) -> Option<u64> {
    if n < 2 {
        return None;
    }
    if n.is_multiple_of(2) {
        return Some(2);
    }
    let mut d = 3;
    while d <= n / d {
        if n.is_multiple_of(d) {
            return Some(d);
        }
        d += 2;
    }
    Some(n)
}

/// Whether `n` is prime.
pub fn is_prime(n: u64) -> bool {
    smallest_prime_factor(n) == Some(n)
}

/// The prime factorisation of `n` >= 1: (prime, exponent) pairs, primes ascending; empty for 0
/// and 1.
pub fn factorise(n: u64) -> Vec<(u64, u32)> {
    let mut factors = Vec::new();
    if n < 2 {
        return factors;
    }
    let mut rest = n;
    let mut d = 2;
    while d <= rest / d {
        if rest.is_multiple_of(d) {
            let mut exponent = 0;
            while rest.is_multiple_of(d) {
                rest /= d;
                exponent += 1;
            }
            factors.push((d, exponent));
        }
        d += if d == 2 { 1 } else { 2 };
    }
    if rest > 1 {
        factors.push((rest, 1));
    }
    factors
}

/// The number of divisors of `n` >= 1 (1 and n included); 1 for 0.
pub fn divisor_count(n: u64) -> u64 {
    factorise(n).iter().map(|&(_, exponent)| u64::from(exponent) + 1).product()
}

/// Whether the player to move from `n` wins: exactly when `n` is composite.
pub fn player_to_move_wins(n: u64) -> bool {
    n >= 4 && !is_prime(n)
}

/// Every winning move from `n`: to each distinct prime factor p (dividing by n / p), sorted by
/// p. Empty when `n` is 0, 1 or a prime. Trial division, O(sqrt n).
pub fn winning_moves(n: u64) -> Vec<DivisionMove> {
    if !player_to_move_wins(n) {
        return Vec::new();
    }
    factorise(n).into_iter().map(|(p, _)| DivisionMove { divide_by: n / p, to: p }).collect()
}

/// The first number of a win/lose `table` (index 0 is no game) whose value breaks the
/// pattern "the player to move wins exactly when the number is composite", or `None` when the
/// whole table (up to [`MAX_TABLE`]) keeps it. Primes come from a sieve, so this is cheap.
pub fn first_exception(table: &[bool]) -> Option<u32> {
    let last = u32::try_from(table.len().saturating_sub(1)).unwrap_or(u32::MAX).min(MAX_TABLE);
    let spf = smallest_prime_factors(last);
    (1..=last).find(|&n| table[n as usize] != (n >= 4 && spf[n as usize] != n))
}

/// What [`win_table`] reports while it fills the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DivisionEvent {
    /// One option of `n` was looked at: dividing by `divide_by` leaves `to`, whose value is
    /// already in the table.
    Option {
        /// The number being decided.
        n: u32,
        /// The divisor n is divided by.
        divide_by: u32,
        /// The number left.
        to: u32,
        /// Whether the player to move from `to` wins.
        to_wins: bool,
    },
    /// Every option of `n` was looked at: `n` wins when one of them loses.
    Verdict {
        /// The number decided.
        n: u32,
        /// Whether the player to move from `n` wins.
        wins: bool,
    },
}

/// The smallest prime factor of every number up to `last` (0 for 0 and 1), by a sieve.
fn smallest_prime_factors(last: u32) -> Vec<u32> {
    let len = last as usize + 1;
    let mut spf = vec![0u32; len];
    for p in 2..len {
        if spf[p] == 0 {
            for multiple in (p..len).step_by(p) {
                if spf[multiple] == 0 {
                    spf[multiple] = p as u32;
                }
            }
        }
    }
    spf
}

/// Writes every divisor of `n` >= 1 into `divisors`, ascending, from the sieve's factors.
fn divisors_from_sieve(n: u32, spf: &[u32], divisors: &mut Vec<u32>) {
    divisors.clear();
    divisors.push(1);
    let mut rest = n;
    while rest > 1 {
        let p = spf[rest as usize];
        let known = divisors.len();
        let mut power = 1;
        while rest.is_multiple_of(p) {
            rest /= p;
            power *= p;
            for i in 0..known {
                divisors.push(divisors[i] * power);
            }
        }
    }
    divisors.sort_unstable();
}

/// Who wins from every n in 0..=`last` (at most [`MAX_TABLE`]; a larger `last` is treated as
/// [`MAX_TABLE`]), filled n by n from the definition: n wins when some option loses. Index 0
/// is no game and holds `false`; 1 has no move and loses.
///
/// For n = 1 to `last` in order, every option of n is reported (sorted by the number left) and
/// then n's verdict. Divisors come from a smallest-prime-factor sieve, so the whole table costs
/// about `last` ln `last` steps. A trace that keeps nothing gets the same table from
/// [`win_table_by_multiples`], twenty times faster (0.3 ms for 100,000 natively).
pub fn win_table(last: u32, trace: &mut impl Trace<DivisionEvent>) -> Vec<bool> {
    let last = last.min(MAX_TABLE);
    if !trace.recording() {
        return win_table_by_multiples(last);
    }
    let spf = smallest_prime_factors(last);
    let mut wins = vec![false; last as usize + 1];
    let mut divisors = Vec::new();
    for n in 1..=last {
        divisors_from_sieve(n, &spf, &mut divisors);
        let mut n_wins = false;
        for &to in divisors.iter().filter(|&&to| to != 1 && to != n) {
            let to_wins = wins[to as usize];
            trace.event(DivisionEvent::Option { n, divide_by: n / to, to, to_wins });
            n_wins |= !to_wins;
        }
        wins[n as usize] = n_wins;
        trace.event(DivisionEvent::Verdict { n, wins: n_wins });
    }
    wins
}

/// The same table, filled forwards: once n is decided, a losing n makes every multiple of it
/// (2n, 3n, …) a win, since dividing that multiple by its cofactor reaches n. When the scan
/// reaches n, every divisor of n has marked it if it could, so n wins exactly when it is marked.
/// About `last` ln ln `last` steps (only losing numbers mark, and they are 1 and the primes).
fn win_table_by_multiples(last: u32) -> Vec<bool> {
    let len = last as usize + 1;
    let mut wins = vec![false; len];
    for n in 2..len {
        if !wins[n] {
            for multiple in (2 * n..len).step_by(n) {
                wins[multiple] = true;
            }
        }
    }
    wins
}

/// One option in an explanation: dividing by `divide_by` leaves `to`, valued from the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DivisionOption {
    /// The divisor n is divided by.
    pub divide_by: u32,
    /// The number left.
    pub to: u32,
    /// Whether the player to move from `to` wins, as the table says.
    pub to_wins: bool,
}

/// Why n wins or loses, from the values of the numbers below it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// The number explained.
    pub n: u32,
    /// Every option, sorted by the number left.
    pub options: Vec<DivisionOption>,
    /// Whether the player to move wins: some option loses.
    pub wins: bool,
    /// The options that lose for the player who moves next, that is, the winning moves.
    pub winning_moves: Vec<DivisionOption>,
}

/// Explains n from a table that holds at least the values below it (as [`win_table`] makes
/// them): n's options with their values, the verdict by the definition, the winning moves.
/// `None` for 0 (no game) and when the table is too short.
pub fn explain(n: u32, table: &[bool]) -> Option<Explanation> {
    if n == 0 || n as usize > table.len() {
        return None;
    }
    let options: Vec<DivisionOption> = options(u64::from(n))
        .into_iter()
        .map(|mv| {
            // Options of n are below n, so they fit in u32 and in the table (checked above).
            let (divide_by, to) = (mv.divide_by as u32, mv.to as u32);
            DivisionOption { divide_by, to, to_wins: table[to as usize] }
        })
        .collect();
    let winning_moves: Vec<DivisionOption> =
        options.iter().filter(|option| !option.to_wins).copied().collect();
    Some(Explanation { n, wins: !winning_moves.is_empty(), options, winning_moves })
}

impl Explanation {
    /// One plain sentence: "12 wins: dividing by 6 reaches 2, a losing number", or why n loses.
    pub fn sentence(&self) -> String {
        let n = self.n;
        match self.winning_moves.first() {
            Some(mv) => {
                format!("{n} wins: dividing by {} reaches {}, a losing number", mv.divide_by, mv.to)
            }
            None if self.options.is_empty() => {
                format!("{n} loses: it has no divisor other than 1 and itself, so no move")
            }
            None => format!("{n} loses: every move reaches a winning number"),
        }
    }

    /// The options and their values, W where the player to move wins and L where they lose:
    /// "12 ÷ 6 = 2 (L), 12 ÷ 4 = 3 (L), 12 ÷ 3 = 4 (W), 12 ÷ 2 = 6 (W)"; "none" without options.
    pub fn options_line(&self) -> String {
        let options: Vec<String> = self
            .options
            .iter()
            .map(|o| {
                let value = if o.to_wins { "W" } else { "L" };
                format!("{} ÷ {} = {} ({value})", self.n, o.divide_by, o.to)
            })
            .collect();
        if options.is_empty() { "none".into() } else { options.join(", ") }
    }
}

/// The division game for sample plays and games against the computer: a position is the
/// number, a move the divisor it is divided by.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DivisionGame;

impl super::play::Game for DivisionGame {
    type Position = u64;
    type Move = u64;

    fn moves(&self, &n: &u64) -> Vec<u64> {
        options(n).into_iter().map(|mv| mv.divide_by).collect()
    }

    fn is_legal(&self, &n: &u64, &divide_by: &u64) -> bool {
        divide_by >= 2 && divide_by < n && n.is_multiple_of(divide_by)
    }

    fn play(&self, &n: &u64, &divide_by: &u64) -> u64 {
        n / divide_by
    }

    /// The move to the smallest prime factor, which leaves the opponent without a move.
    fn strategy_move(&self, &n: &u64) -> Option<u64> {
        let p = smallest_prime_factor(n)?;
        (p < n).then_some(n / p)
    }

    /// Dividing by the smallest prime factor, which leaves the largest option. Only the winner
    /// ever has a move (the losing positions have none), so this is used only to tell that the
    /// game goes on.
    fn plain_delaying_move(&self, &n: &u64) -> Option<u64> {
        let p = smallest_prime_factor(n)?;
        (p < n).then_some(p)
    }

    /// Every reachable position divides the start: its number of divisors.
    fn positions_bound(&self, &start: &u64) -> u128 {
        u128::from(divisor_count(start))
    }
}
