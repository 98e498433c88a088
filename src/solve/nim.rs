//! Nim and its variants: normal, misère, bounded (take at most k) and staircase.
//!
//! Each variant is decided by one xor (the nim-sum) of per-pile values, after Bouton and the
//! Sprague-Grundy theorem: the piles themselves (normal and misère), the piles mod (k + 1)
//! (bounded), or the coins on the odd steps (staircase). Every function works on piles up to
//! [`MAX_PILE`] by these closed forms; the tests check each one against a game-tree search.

use std::fmt;

/// The largest pile (or step) size: 10^18.
pub const MAX_PILE: u64 = 1_000_000_000_000_000_000;
/// The most piles (or steps) in a position.
pub const MAX_PILES: usize = 64;

/// Which game is played on the piles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Take any positive number of stones from one pile; whoever takes the last stone wins.
    Normal,
    /// The same moves; whoever takes the last stone loses.
    Misere,
    /// Take 1 to `k` stones from one pile; whoever takes the last stone wins.
    Bounded {
        /// The most stones one move may take (at least 1).
        k: u64,
    },
    /// Pile i holds the coins on step i + 1; a move takes coins from one step down to the
    /// step below (from step 1 they leave the game); whoever moves last wins.
    Staircase,
}

/// A move: `take` stones from pile `pile` (0-based). In staircase Nim, `take` coins move from
/// step `pile + 1` down to step `pile` (off the staircase from step 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// The pile (or step) the stones leave.
    pub pile: usize,
    /// How many stones (coins) move.
    pub take: u64,
}

/// Why the winning side's move wins, as the lecture derives it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// Make the nim-sum 0: its most significant 1 is in bit `column`; pile `move.pile`'s value
    /// `from` has a 1 there, and `to = from xor nim-sum` is smaller.
    ZeroNimSum {
        /// The bit (0 = least significant) of the nim-sum's most significant 1.
        column: u32,
        /// The chosen pile's value before (its Grundy value: the pile, its residue, or its
        /// coins, by variant).
        from: u64,
        /// Its value after: `from xor nim-sum`.
        to: u64,
    },
    /// Misère endgame: at most one pile has two or more stones, so leave an odd number of
    /// piles of one stone (the opponent then takes the last stone).
    OddOnes {
        /// Piles of one stone left after the move.
        ones_left: usize,
    },
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Variant::Normal => write!(f, "normal Nim"),
            Variant::Misere => write!(f, "misère Nim"),
            Variant::Bounded { k } => write!(f, "Nim taking at most {k}"),
            Variant::Staircase => write!(f, "staircase Nim"),
        }
    }
}

impl Variant {
    /// Each pile's contribution to the nim-sum: its Sprague-Grundy value (0 for the even steps
    /// of a staircase, which do not count).
    pub fn grundy_parts(self, piles: &[u64]) -> Vec<u64> {
        piles
            .iter()
            .enumerate()
            .map(|(i, &pile)| match self {
                Variant::Normal | Variant::Misere => pile,
                Variant::Bounded { k } => pile % (k + 1),
                Variant::Staircase if i % 2 == 0 => pile,
                Variant::Staircase => 0,
            })
            .collect()
    }

    /// The xor of the Grundy parts.
    pub fn nim_sum(self, piles: &[u64]) -> u64 {
        self.grundy_parts(piles).iter().fold(0, |sum, &part| sum ^ part)
    }

    /// Whether `mv` is a legal move.
    pub fn is_legal(self, piles: &[u64], mv: Move) -> bool {
        let Some(&pile) = piles.get(mv.pile) else { return false };
        let bound = match self {
            Variant::Bounded { k } => k,
            _ => u64::MAX,
        };
        mv.take >= 1 && mv.take <= pile && mv.take <= bound
    }

    /// The piles after a legal move.
    pub fn play(self, piles: &[u64], mv: Move) -> Vec<u64> {
        let mut after = piles.to_vec();
        after[mv.pile] -= mv.take;
        if self == Variant::Staircase && mv.pile > 0 {
            after[mv.pile - 1] += mv.take;
        }
        after
    }

    /// Every legal move, pile by pile, smallest take first.
    pub fn legal_moves(self, piles: &[u64]) -> impl Iterator<Item = Move> + '_ {
        let bound = match self {
            Variant::Bounded { k } => k,
            _ => u64::MAX,
        };
        piles.iter().enumerate().flat_map(move |(pile, &size)| {
            (1..=size.min(bound)).map(move |take| Move { pile, take })
        })
    }

    /// Whether the player to move wins with perfect play.
    pub fn player_to_move_wins(self, piles: &[u64]) -> bool {
        match self {
            Variant::Misere if piles.iter().all(|&pile| pile <= 1) => {
                piles.iter().filter(|&&pile| pile == 1).count() % 2 == 0
            }
            _ => self.nim_sum(piles) != 0,
        }
    }

    /// Every move that leads to a position the player to move then loses (empty from a
    /// P-position), ordered by pile.
    pub fn winning_moves(self, piles: &[u64]) -> Vec<Move> {
        match self {
            Variant::Normal => zero_nim_sum_moves(piles, self.nim_sum(piles)),
            Variant::Misere => misere_winning_moves(piles),
            Variant::Bounded { k } => bounded_winning_moves(piles, k),
            Variant::Staircase => staircase_winning_moves(piles),
        }
    }

    /// The winning move as the lecture finds it, with the reason; `None` from a P-position.
    ///
    /// For the nim-sum strategies: the most significant 1 of the nim-sum, the first pile
    /// whose value has a 1 in that column, that value reduced to value xor nim-sum.
    pub fn lecture_move(self, piles: &[u64]) -> Option<(Move, Reason)> {
        if !self.player_to_move_wins(piles) {
            return None;
        }
        if self == Variant::Misere && piles.iter().filter(|&&pile| pile >= 2).count() <= 1 {
            // The endgame; with no stones at all the game is already over.
            return misere_endgame_move(piles);
        }
        let parts = self.grundy_parts(piles);
        let sum = parts.iter().fold(0, |sum, &part| sum ^ part);
        if sum == 0 {
            return None;
        }
        let column = 63 - sum.leading_zeros();
        let pile = parts.iter().position(|&part| part >> column & 1 == 1)?;
        let (from, to) = (parts[pile], parts[pile] ^ sum);
        Some((Move { pile, take: from - to }, Reason::ZeroNimSum { column, from, to }))
    }
}

/// Moves that reduce one pile p to p xor `sum` (where that is smaller).
fn zero_nim_sum_moves(piles: &[u64], sum: u64) -> Vec<Move> {
    if sum == 0 {
        return Vec::new();
    }
    piles
        .iter()
        .enumerate()
        .filter(|&(_, &pile)| pile ^ sum < pile)
        .map(|(pile, &size)| Move { pile, take: size - (size ^ sum) })
        .collect()
}

/// Misère Nim's P-positions: all piles at most 1 and an odd number of ones, or some pile of two
/// or more and nim-sum 0. A winning move reaches one; per pile at most one target size each way.
fn misere_winning_moves(piles: &[u64]) -> Vec<Move> {
    if !Variant::Misere.player_to_move_wins(piles) {
        return Vec::new();
    }
    let sum = piles.iter().fold(0, |sum, &pile| sum ^ pile);
    let mut moves = Vec::new();
    for (pile, &size) in piles.iter().enumerate() {
        let others_big = piles.iter().enumerate().any(|(j, &other)| j != pile && other >= 2);
        let others_ones =
            piles.iter().enumerate().filter(|&(j, &other)| j != pile && other == 1).count();
        let mut targets = Vec::new();
        // A position keeping a pile of two or more, with nim-sum 0.
        let to = size ^ sum;
        if to < size && (to >= 2 || others_big) {
            targets.push(to);
        }
        // A position of zeros and ones with an odd number of ones. Only then is `to` below 2
        // not kept above, so the targets are distinct and already in decreasing order.
        if !others_big {
            for to in [1, 0] {
                if to < size && (others_ones + to as usize) % 2 == 1 {
                    targets.push(to);
                }
            }
        }
        moves.extend(targets.into_iter().map(|to| Move { pile, take: size - to }));
    }
    moves
}

/// The misère endgame move, when at most one pile has two or more stones.
fn misere_endgame_move(piles: &[u64]) -> Option<(Move, Reason)> {
    let big: Vec<usize> = (0..piles.len()).filter(|&i| piles[i] >= 2).collect();
    let ones = piles.iter().filter(|&&pile| pile == 1).count();
    match big.as_slice() {
        [] => {
            // An even number (at least 2) of ones: take one, leaving an odd number.
            let pile = piles.iter().position(|&pile| pile == 1)?;
            Some((Move { pile, take: 1 }, Reason::OddOnes { ones_left: ones - 1 }))
        }
        &[pile] => {
            // Reduce the big pile to 1 or 0, whichever leaves an odd number of ones.
            let to = if ones % 2 == 0 { 1 } else { 0 };
            let ones_left = ones + to as usize;
            Some((Move { pile, take: piles[pile] - to }, Reason::OddOnes { ones_left }))
        }
        _ => None,
    }
}

/// Bounded Nim: pile p has Grundy value p mod (k + 1); a move of t <= k stones can reach any
/// other residue, going down by t or wrapping round, provided the pile holds t stones.
fn bounded_winning_moves(piles: &[u64], k: u64) -> Vec<Move> {
    let sum = Variant::Bounded { k }.nim_sum(piles);
    if sum == 0 {
        return Vec::new();
    }
    let modulus = k + 1;
    piles
        .iter()
        .enumerate()
        .filter_map(|(pile, &size)| {
            let from = size % modulus;
            let to = from ^ sum;
            if to > k {
                return None;
            }
            let take = (from + modulus - to) % modulus;
            (take >= 1 && take <= size).then_some(Move { pile, take })
        })
        .collect()
}

/// Staircase Nim: only the odd steps count. Winning moves reduce an odd step c to c xor sum
/// (coins going down to an even step or off), or bring coins from an even step down onto the
/// odd step below, raising it from c to c xor sum.
fn staircase_winning_moves(piles: &[u64]) -> Vec<Move> {
    let sum = Variant::Staircase.nim_sum(piles);
    if sum == 0 {
        return Vec::new();
    }
    let mut moves = Vec::new();
    for (pile, &size) in piles.iter().enumerate() {
        if pile % 2 == 0 {
            let to = size ^ sum;
            if to < size {
                moves.push(Move { pile, take: size - to });
            }
        } else {
            let below = piles[pile - 1];
            let raised = below ^ sum;
            if raised > below && raised - below <= size {
                moves.push(Move { pile, take: raised - below });
            }
        }
    }
    moves
}

/// Nim of one variant as a [`Game`](super::play::Game) for sample plays: the winner plays the
/// lecture's move; the plain delaying move takes one stone from the largest pile (in staircase
/// Nim, moves one coin down from the highest occupied step).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NimGame(pub Variant);

impl super::play::Game for NimGame {
    type Position = Vec<u64>;
    type Move = Move;

    fn moves(&self, piles: &Vec<u64>) -> Vec<Move> {
        self.0.legal_moves(piles).collect()
    }

    fn is_legal(&self, piles: &Vec<u64>, mv: &Move) -> bool {
        self.0.is_legal(piles, *mv)
    }

    fn play(&self, piles: &Vec<u64>, mv: &Move) -> Vec<u64> {
        self.0.play(piles, *mv)
    }

    fn strategy_move(&self, piles: &Vec<u64>) -> Option<Move> {
        self.0.lecture_move(piles).map(|(mv, _)| mv)
    }

    fn plain_delaying_move(&self, piles: &Vec<u64>) -> Option<Move> {
        let pile = if self.0 == Variant::Staircase {
            piles.iter().rposition(|&size| size > 0)?
        } else {
            let largest = *piles.iter().max()?;
            piles.iter().position(|&size| size == largest && size > 0)?
        };
        Some(Move { pile, take: 1 })
    }

    fn positions_bound(&self, piles: &Vec<u64>) -> u128 {
        let bound = |size: u64| u128::from(size) + 1;
        if self.0 == Variant::Staircase {
            // Coins only move down, so a step never holds more than all the coins.
            let total = piles.iter().map(|&size| u128::from(size)).sum::<u128>();
            (0..piles.len()).fold(1u128, |product, _| product.saturating_mul(total + 1))
        } else {
            piles.iter().fold(1u128, |product, &size| product.saturating_mul(bound(size)))
        }
    }
}
