//! Sample plays between two perfect players, as the lecture animates them.
//!
//! The side that can win plays its strategy's move. The side that must lose plays the legal
//! move after which the game lasts longest when the winner keeps to that strategy: it cannot
//! win, so it makes the winner work for it. That is found exactly by searching the positions the
//! game can still reach, up to a budget; beyond it the game names a plain delaying move.

use std::collections::HashMap;
use std::hash::Hash;

/// A finite two-player game with a known winning strategy.
pub trait Game {
    /// A position, including whatever the rules need besides the pieces.
    type Position: Clone + Eq + Hash;
    /// A move.
    type Move: Clone + PartialEq;

    /// Every legal move, in a fixed order.
    fn moves(&self, position: &Self::Position) -> Vec<Self::Move>;
    /// Whether `mv` is legal in `position` (without listing every move).
    fn is_legal(&self, position: &Self::Position, mv: &Self::Move) -> bool;
    /// The position after a legal move.
    fn play(&self, position: &Self::Position, mv: &Self::Move) -> Self::Position;
    /// The winning side's move, or `None` when the player to move cannot force a win (or the
    /// game is over).
    fn strategy_move(&self, position: &Self::Position) -> Option<Self::Move>;
    /// A legal move that keeps the game going, used when the search would be too large;
    /// `None` exactly when the game is over.
    fn plain_delaying_move(&self, position: &Self::Position) -> Option<Self::Move>;
    /// An upper bound on the number of positions reachable from `start` (saturating), so that
    /// huge games are not searched at all.
    fn positions_bound(&self, start: &Self::Position) -> u128;
}

/// One move of a sample play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ply<P, M> {
    /// The position before the move.
    pub before: P,
    /// The move.
    pub mv: M,
    /// Whether the mover could force a win (and played the strategy's move).
    pub by_winner: bool,
}

/// A sample play from some position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SamplePlay<P, M> {
    /// The moves, in order.
    pub plies: Vec<Ply<P, M>>,
    /// The position reached.
    pub end: P,
    /// Whether the losing side's moves are provably the longest-lasting ones (false when the
    /// game was too large to search and plain delaying moves were used).
    pub exact: bool,
    /// Whether the play stopped at the ply limit before the game ended.
    pub truncated: bool,
}

/// Plays from `start` until the game ends or `max_plies` moves are made, searching at most
/// `budget` positions to find the losing side's longest-lasting moves.
pub fn sample_play<G: Game>(
    game: &G,
    start: &G::Position,
    max_plies: usize,
    budget: usize,
) -> SamplePlay<G::Position, G::Move> {
    let lengths = remaining_plies(game, start, budget);
    let mut position = start.clone();
    let mut plies = Vec::new();
    while plies.len() < max_plies {
        let (mv, by_winner) = match game.strategy_move(&position) {
            Some(mv) => (mv, true),
            None => match losing_move(game, &position, lengths.as_ref()) {
                Some(mv) => (mv, false),
                None => break,
            },
        };
        let next = game.play(&position, &mv);
        plies.push(Ply { before: position, mv, by_winner });
        position = next;
    }
    let truncated = game.plain_delaying_move(&position).is_some();
    SamplePlay { plies, end: position, exact: lengths.is_some(), truncated }
}

/// The losing side's move: the longest-lasting one when the lengths are known.
fn losing_move<G: Game>(
    game: &G,
    position: &G::Position,
    lengths: Option<&HashMap<G::Position, u64>>,
) -> Option<G::Move> {
    let Some(lengths) = lengths else { return game.plain_delaying_move(position) };
    let mut best: Option<(u64, G::Move)> = None;
    for mv in game.moves(position) {
        let length = lengths.get(&game.play(position, &mv)).copied().unwrap_or(0);
        if best.as_ref().is_none_or(|(longest, _)| length > *longest) {
            best = Some((length, mv));
        }
    }
    best.map(|(_, mv)| mv)
}

/// For every position reachable from `start` when the winner keeps to its strategy, the number
/// of moves left until the game ends with the loser delaying as long as it can; `None` when
/// that would visit more than `budget` positions.
pub fn remaining_plies<G: Game>(
    game: &G,
    start: &G::Position,
    budget: usize,
) -> Option<HashMap<G::Position, u64>> {
    if game.positions_bound(start) > budget as u128 {
        return None;
    }
    let successors = |position: &G::Position| -> Vec<G::Position> {
        match game.strategy_move(position) {
            Some(mv) => vec![game.play(position, &mv)],
            None => game.moves(position).iter().map(|mv| game.play(position, mv)).collect(),
        }
    };
    // Depth-first, without recursion (games can be long): a position is finished once all its
    // successors are.
    let mut lengths: HashMap<G::Position, u64> = HashMap::new();
    let mut stack = vec![(start.clone(), false)];
    while let Some((position, expanded)) = stack.pop() {
        if lengths.contains_key(&position) {
            continue;
        }
        let next = successors(&position);
        if expanded {
            let longest = next.iter().filter_map(|after| lengths.get(after)).max();
            lengths.insert(position, longest.map_or(0, |longest| longest + 1));
        } else {
            stack.push((position, true));
            stack.extend(
                next.into_iter()
                    .filter(|after| !lengths.contains_key(after))
                    .map(|after| (after, false)),
            );
            if lengths.len() + stack.len() > budget {
                return None;
            }
        }
    }
    Some(lengths)
}

/// The move a perfect player makes from `position`, and whether it wins: the strategy's move
/// when the player to move can win, else the longest-lasting move (exact within `budget`
/// searched positions, a plain delaying move beyond). `None` when the game is over.
pub fn perfect_move<G: Game>(
    game: &G,
    position: &G::Position,
    budget: usize,
) -> Option<(G::Move, bool)> {
    if let Some(mv) = game.strategy_move(position) {
        return Some((mv, true));
    }
    let lengths = remaining_plies(game, position, budget);
    losing_move(game, position, lengths.as_ref()).map(|mv| (mv, false))
}
