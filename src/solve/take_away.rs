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

/// A one-heap position: `heap` stones, and at most `max_take` may be taken now (in Fibonacci
/// Nim, twice the previous take).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct HeapPosition {
    /// Stones left.
    pub heap: u64,
    /// The most the player to move may take.
    pub max_take: u64,
}

impl HeapPosition {
    /// The opening position: n stones, the first move takes at most n - 1.
    pub fn start(n: u64) -> HeapPosition {
        HeapPosition { heap: n, max_take: n.saturating_sub(1) }
    }

    /// The position after taking `take` stones (1 <= take <= max_take).
    pub fn after(self, take: u64) -> HeapPosition {
        let heap = self.heap - take;
        HeapPosition { heap, max_take: take.saturating_mul(2).min(heap) }
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

/// Both one-heap games behind one [`Game`](super::play::Game), so that sample plays and games
/// against the computer handle either. A position is a heap and the most the next move may take
/// (always k in the take-away game).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OneHeap {
    /// Take 1..k.
    TakeAway {
        /// The most one move may take.
        k: u64,
    },
    /// Fibonacci Nim: the winner takes the smallest Zeckendorf term.
    Fibonacci,
}

impl OneHeap {
    /// The opening position with `n` stones.
    pub fn start(self, n: u64) -> HeapPosition {
        match self {
            OneHeap::TakeAway { k } => HeapPosition { heap: n, max_take: k },
            OneHeap::Fibonacci => HeapPosition::start(n),
        }
    }
}

impl super::play::Game for OneHeap {
    type Position = HeapPosition;
    type Move = u64;

    fn moves(&self, position: &HeapPosition) -> Vec<u64> {
        (1..=position.allowed()).collect()
    }

    fn is_legal(&self, position: &HeapPosition, &take: &u64) -> bool {
        take >= 1 && take <= position.allowed()
    }

    fn play(&self, position: &HeapPosition, &take: &u64) -> HeapPosition {
        match self {
            OneHeap::TakeAway { k } => HeapPosition { heap: position.heap - take, max_take: *k },
            OneHeap::Fibonacci => position.after(take),
        }
    }

    fn strategy_move(&self, position: &HeapPosition) -> Option<u64> {
        match self {
            OneHeap::TakeAway { k } => take_away_winning_take(position.heap, *k),
            OneHeap::Fibonacci => position.winning_takes().first().copied(),
        }
    }

    fn plain_delaying_move(&self, position: &HeapPosition) -> Option<u64> {
        (position.allowed() > 0).then_some(1)
    }

    fn positions_bound(&self, start: &HeapPosition) -> u128 {
        let heaps = u128::from(start.heap) + 1;
        match self {
            OneHeap::TakeAway { .. } => heaps,
            // A position is a heap size and a move limit, neither above the starting heap.
            OneHeap::Fibonacci => heaps.saturating_mul(heaps),
        }
    }
}
