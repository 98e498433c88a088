//! One-heap take-away games: the lecture's game 1 (take 1 to k) and Fibonacci Nim.
//!
//! Take 1..k: n is a P-position exactly when k + 1 divides n. Fibonacci Nim (the first move
//! takes 1 to n - 1 stones, every later move at most twice the previous one): with m stones
//! allowed, a position is a P-position exactly when the smallest term of the Zeckendorf
//! representation of n (its unique sum of non-consecutive Fibonacci numbers) is larger than m.
//! Both closed forms are checked against game-tree search in the tests.

/// The largest heap: 10^18.
pub const MAX_HEAP: u64 = 1_000_000_000_000_000_000;

/// Take 1..k: the winning take from n stones (n mod (k + 1)), or `None` at a P-position.
pub fn take_away_winning_take(n: u64, k: u64) -> Option<u64> {
    let take = n % (k + 1);
    (take != 0).then_some(take)
}

/// The Fibonacci numbers 1, 2, 3, 5, 8, ... up to `limit` (the distinct ones used by
/// Zeckendorf representations).
pub fn fibonacci_up_to(limit: u64) -> Vec<u64> {
    let mut terms = vec![1u64, 2];
    while let Some(next) = terms[terms.len() - 2].checked_add(terms[terms.len() - 1]) {
        if next > limit {
            break;
        }
        terms.push(next);
    }
    terms.retain(|&term| term <= limit);
    terms
}

/// The Zeckendorf representation of n >= 1: non-consecutive Fibonacci numbers summing to n,
/// largest first (greedy). Empty for n = 0.
pub fn zeckendorf(n: u64) -> Vec<u64> {
    let mut rest = n;
    let mut terms = Vec::new();
    for &term in fibonacci_up_to(n).iter().rev() {
        if term <= rest {
            terms.push(term);
            rest -= term;
        }
    }
    terms
}

/// Whether n is a Fibonacci number (1, 2, 3, 5, 8, ...).
pub fn is_fibonacci(n: u64) -> bool {
    zeckendorf(n).len() == 1
}

/// A Fibonacci Nim position: `heap` stones, and at most `max_take` may be taken now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FibonacciPosition {
    /// Stones left.
    pub heap: u64,
    /// The most the player to move may take.
    pub max_take: u64,
}

impl FibonacciPosition {
    /// The opening position: n stones, the first move takes at most n - 1.
    pub fn start(n: u64) -> FibonacciPosition {
        FibonacciPosition { heap: n, max_take: n.saturating_sub(1) }
    }

    /// The position after taking `take` stones (1 <= take <= max_take).
    pub fn after(self, take: u64) -> FibonacciPosition {
        let heap = self.heap - take;
        FibonacciPosition { heap, max_take: take.saturating_mul(2).min(heap) }
    }

    /// How many stones the player to move may take: 1 to this.
    pub fn allowed(self) -> u64 {
        self.max_take.min(self.heap)
    }

    /// Whether the player to move wins: the smallest Zeckendorf term is within reach.
    pub fn player_to_move_wins(self) -> bool {
        zeckendorf(self.heap).last().is_some_and(|&smallest| smallest <= self.allowed())
    }

    /// Every winning take, ascending. Each one takes the sum of some smallest terms of the
    /// Zeckendorf representation (the smallest term alone always works when any take does);
    /// a sum s of the j smallest terms wins when s is allowed and the remaining heap's
    /// smallest term exceeds 2s.
    pub fn winning_takes(self) -> Vec<u64> {
        let terms = zeckendorf(self.heap);
        let mut takes = Vec::new();
        let mut sum = 0u64;
        for &term in terms.iter().rev() {
            sum += term;
            if sum > self.allowed() {
                break;
            }
            if !self.after(sum).player_to_move_wins() {
                takes.push(sum);
            }
        }
        takes
    }
}

/// The take-away game (take 1..k) as a [`Game`](super::play::Game): positions are heap sizes,
/// moves are takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TakeAway {
    /// The most stones one move may take.
    pub k: u64,
}

impl super::play::Game for TakeAway {
    type Position = u64;
    type Move = u64;

    fn moves(&self, &heap: &u64) -> Vec<u64> {
        (1..=self.k.min(heap)).collect()
    }

    fn is_legal(&self, &heap: &u64, &take: &u64) -> bool {
        take >= 1 && take <= self.k.min(heap)
    }

    fn play(&self, &heap: &u64, &take: &u64) -> u64 {
        heap - take
    }

    fn strategy_move(&self, &heap: &u64) -> Option<u64> {
        take_away_winning_take(heap, self.k)
    }

    fn plain_delaying_move(&self, &heap: &u64) -> Option<u64> {
        (heap > 0).then_some(1)
    }

    fn positions_bound(&self, &heap: &u64) -> u128 {
        u128::from(heap) + 1
    }
}

/// Fibonacci Nim as a [`Game`](super::play::Game): the winner takes the smallest Zeckendorf
/// term.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FibonacciNim;

impl super::play::Game for FibonacciNim {
    type Position = FibonacciPosition;
    type Move = u64;

    fn moves(&self, position: &FibonacciPosition) -> Vec<u64> {
        (1..=position.allowed()).collect()
    }

    fn is_legal(&self, position: &FibonacciPosition, &take: &u64) -> bool {
        take >= 1 && take <= position.allowed()
    }

    fn play(&self, position: &FibonacciPosition, &take: &u64) -> FibonacciPosition {
        position.after(take)
    }

    fn strategy_move(&self, position: &FibonacciPosition) -> Option<u64> {
        position.winning_takes().first().copied()
    }

    fn plain_delaying_move(&self, position: &FibonacciPosition) -> Option<u64> {
        (position.allowed() > 0).then_some(1)
    }

    fn positions_bound(&self, start: &FibonacciPosition) -> u128 {
        // A position is a heap size and a move limit, neither above the starting heap.
        (u128::from(start.heap) + 1).saturating_mul(u128::from(start.heap) + 1)
    }
}
