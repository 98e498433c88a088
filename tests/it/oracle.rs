//! Slow, obviously-correct oracles: the definitions, written out with no cleverness.

use std::collections::{BTreeSet, HashMap};
use std::hash::Hash;

/// SG(position) of the subtraction game with `moves`, by recursion on the definition
/// SG(x) = mex{SG(y) : y an option of x}, memoised.
pub fn subtraction_sg(moves: &[u32], position: u32, memo: &mut HashMap<u32, u32>) -> u32 {
    if let Some(&value) = memo.get(&position) {
        return value;
    }
    let mut option_values = BTreeSet::new();
    for &take in moves {
        if take >= 1 && take <= position {
            option_values.insert(subtraction_sg(moves, position - take, memo));
        }
    }
    let value = (0..).find(|candidate| !option_values.contains(candidate)).unwrap_or(0);
    memo.insert(position, value);
    value
}

/// SG(0..=n) of the subtraction game by the recursive oracle.
pub fn subtraction_table(moves: &[u32], n: u32) -> Vec<u32> {
    let mut memo = HashMap::new();
    (0..=n).map(|position| subtraction_sg(moves, position, &mut memo)).collect()
}

/// The least (start, length) such that the window of `memory` values from `start` repeats
/// `length` later within `values`, by trying every pair in order.
pub fn first_proven_period(values: &[u32], memory: u32) -> Option<(u32, u32)> {
    let memory = memory as usize;
    let count = values.len();
    for start in 0..count {
        for length in 1..count {
            if start + length + memory > count {
                break;
            }
            if (start..start + memory).all(|i| values[i] == values[i + length]) {
                return Some((start as u32, length as u32));
            }
        }
    }
    None
}

/// The least (start, length) such that `values[start..]` has period `length` and holds
/// `length + memory` values, by trying every pair in order: the contract of `proven_period`
/// for arbitrary sequences.
pub fn first_periodic_suffix(values: &[u32], memory: u32) -> Option<(u32, u32)> {
    let count = values.len();
    for start in 0..count {
        for length in 1..count {
            if start + length + memory as usize > count {
                break;
            }
            if (start..count - length).all(|i| values[i] == values[i + length]) {
                return Some((start as u32, length as u32));
            }
        }
    }
    None
}

/// Every non-empty subset of {1, ..., max}, as ascending lists.
pub fn move_sets_up_to(max: u32) -> Vec<Vec<u32>> {
    (1u32..(1 << max))
        .map(|mask| (1..=max).filter(|&s| mask & (1 << (s - 1)) != 0).collect())
        .collect()
}

/// A small deterministic pseudo-random generator (xorshift64*) for sampled tests.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.max(1))
    }

    pub fn below(&mut self, bound: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) % bound
    }
}

/// Whether the player to move wins, by exhaustive search of the game tree: a position is won
/// when some move leads to a lost one. With no move left, the player to move loses in normal
/// play and wins in misère play (`terminal_wins`).
pub fn player_to_move_wins<P: Clone + Eq + Hash>(
    position: &P,
    moves: &dyn Fn(&P) -> Vec<P>,
    terminal_wins: bool,
    memo: &mut HashMap<P, bool>,
) -> bool {
    if let Some(&known) = memo.get(position) {
        return known;
    }
    let options = moves(position);
    let wins = if options.is_empty() {
        terminal_wins
    } else {
        options.iter().any(|option| !player_to_move_wins(option, moves, terminal_wins, memo))
    };
    memo.insert(position.clone(), wins);
    wins
}

/// Every position with `count` piles of 0..=max stones each.
pub fn all_positions(count: usize, max: u64) -> Vec<Vec<u64>> {
    let mut positions = vec![Vec::new()];
    for _ in 0..count {
        positions = positions
            .into_iter()
            .flat_map(|prefix: Vec<u64>| {
                (0..=max).map(move |size| {
                    let mut position = prefix.clone();
                    position.push(size);
                    position
                })
            })
            .collect();
    }
    positions
}

/// SG(position) of any finite game by the definition SG(x) = mex{SG(y) : y an option of x},
/// recursively, memoised; the mex found by counting up from 0.
pub fn sg_by_definition<P: Clone + Eq + Hash>(
    position: &P,
    moves: &dyn Fn(&P) -> Vec<P>,
    memo: &mut HashMap<P, u32>,
) -> u32 {
    if let Some(&value) = memo.get(position) {
        return value;
    }
    let option_values: BTreeSet<u32> =
        moves(position).iter().map(|option| sg_by_definition(option, moves, memo)).collect();
    let value = (0..).find(|candidate| !option_values.contains(candidate)).unwrap_or(0);
    memo.insert(position.clone(), value);
    value
}

/// G(0..=n) of the octal game with digits `digits` (d0, d1, …), from the definition: a move
/// removes k adjacent tokens from a row of `heap` tokens, leaving `left` tokens on one side and
/// `right` on the other; it is allowed when d_k has the bit for the number of non-empty rows left
/// (1: none, 2: one, 4: two). Removing nothing is only a move when it splits the row. The value
/// of what is left is G(left) xor G(right); G(heap) is the mex of those values.
pub fn octal_table(digits: &[u8], n: u32) -> Vec<u32> {
    let mut values: Vec<u32> = Vec::new();
    for heap in 0..=n {
        let mut option_values = BTreeSet::new();
        for (k, &digit) in digits.iter().enumerate() {
            let k = k as u32;
            if k > heap {
                break;
            }
            for left in 0..=heap - k {
                let right = heap - k - left;
                let rows = u32::from(left > 0) + u32::from(right > 0);
                if k == 0 && rows < 2 {
                    continue;
                }
                if digit & (1 << rows) != 0 {
                    option_values.insert(values[left as usize] ^ values[right as usize]);
                }
            }
        }
        values.push((0..).find(|candidate| !option_values.contains(candidate)).unwrap_or(0));
    }
    values
}

/// Whether the player to move wins Treblecross on these boards by exhaustive search: boards are
/// (length, marks) with bit i set when cell i is marked; a move marks an unmarked cell of any
/// board, and the player who makes three marked cells in a row on a board wins at once. A player
/// with no unmarked cell left loses.
pub fn treblecross_mover_wins(
    lengths: &[u32],
    marks: &mut Vec<u32>,
    memo: &mut HashMap<Vec<u32>, bool>,
) -> bool {
    if let Some(&known) = memo.get(marks) {
        return known;
    }
    let three_in_a_row = |m: u32| m & (m >> 1) & (m >> 2) != 0;
    let mut wins = false;
    'search: for board in 0..lengths.len() {
        for cell in 0..lengths[board] {
            if marks[board] & (1 << cell) != 0 {
                continue;
            }
            let before = marks[board];
            let after = before | (1 << cell);
            if three_in_a_row(after) {
                wins = true;
                break 'search;
            }
            marks[board] = after;
            let opponent_wins = treblecross_mover_wins(lengths, marks, memo);
            marks[board] = before;
            if !opponent_wins {
                wins = true;
                break 'search;
            }
        }
    }
    memo.insert(marks.clone(), wins);
    wins
}

/// Every starting board of `length` cells as the paper allows them (no two marks at distance 1
/// or 2), as marks bitmasks.
pub fn valid_treblecross_boards(length: u32) -> Vec<u32> {
    (0u32..(1 << length)).filter(|&m| m & (m >> 1) == 0 && m & (m >> 2) == 0).collect()
}

/// A state graph as plain lists, for the oracles: each state's player (1 or 2; ignored when
/// `alternating`), moves and terminal result (1 win, 0 draw, -1 loss for the player to move).
#[derive(Clone, Debug)]
pub struct PlainGraph {
    pub players: Vec<u8>,
    pub moves: Vec<Vec<usize>>,
    pub results: Vec<i8>,
    pub alternating: bool,
}

impl PlainGraph {
    /// Whether the move from -> to hands the turn over.
    fn passes(&self, from: usize, to: usize) -> bool {
        self.alternating || self.players[from] != self.players[to]
    }
}

/// Every state's value for the player to move (1 win, 0 draw, -1 loss) by plain value
/// iteration: start every state with moves at endless play's value (`endless`: 0 a draw, 1 or
/// 2 a win for that player), then apply "the best of the moves" to all states at once until
/// nothing changes. Stopping a game after T moves with endless play's result gives these values
/// after T rounds; they settle once T reaches the number of states.
pub fn state_values(graph: &PlainGraph, endless: u8) -> Vec<i8> {
    let n = graph.players.len();
    let endless_value = |s: usize| -> i8 {
        match endless {
            0 => 0,
            _ if graph.alternating => 0,
            p if p == graph.players[s] => 1,
            _ => -1,
        }
    };
    let mut value: Vec<i8> = (0..n)
        .map(|s| if graph.moves[s].is_empty() { graph.results[s] } else { endless_value(s) })
        .collect();
    loop {
        let next: Vec<i8> = (0..n)
            .map(|s| {
                if graph.moves[s].is_empty() {
                    return graph.results[s];
                }
                graph.moves[s]
                    .iter()
                    .map(|&t| if graph.passes(s, t) { -value[t] } else { value[t] })
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        if next == value {
            return value;
        }
        value = next;
    }
}

/// Remoteness by brute force when endless play is a draw: W(k) and L(k), the states won and
/// lost by the player to move within k moves, by their definition, for k = 0, 1, 2, ...; a
/// state's remoteness is the first k that holds it (`None` for a draw).
pub fn remoteness_brute(graph: &PlainGraph) -> Vec<Option<u32>> {
    let n = graph.players.len();
    let mut won: Vec<bool> =
        (0..n).map(|s| graph.moves[s].is_empty() && graph.results[s] == 1).collect();
    let mut lost: Vec<bool> =
        (0..n).map(|s| graph.moves[s].is_empty() && graph.results[s] == -1).collect();
    let mut remoteness: Vec<Option<u32>> =
        (0..n).map(|s| (won[s] || lost[s]).then_some(0)).collect();
    for k in 1..=n as u32 + 1 {
        // A move's fate from the mover's side, within k - 1 moves: won or lost.
        let wins = |s: usize, t: usize| if graph.passes(s, t) { lost[t] } else { won[t] };
        let loses = |s: usize, t: usize| if graph.passes(s, t) { won[t] } else { lost[t] };
        let next_won: Vec<bool> =
            (0..n).map(|s| won[s] || graph.moves[s].iter().any(|&t| wins(s, t))).collect();
        let next_lost: Vec<bool> = (0..n)
            .map(|s| {
                lost[s]
                    || (!graph.moves[s].is_empty() && graph.moves[s].iter().all(|&t| loses(s, t)))
            })
            .collect();
        for s in 0..n {
            if remoteness[s].is_none() && (next_won[s] || next_lost[s]) {
                remoteness[s] = Some(k);
            }
        }
        (won, lost) = (next_won, next_lost);
    }
    remoteness
}

/// The most a player can make the difference between its score and the opponent's from
/// `state`, by plain minimax over every path of an acyclic score graph (no memo): `moves[s]`
/// lists (to, gain of player 1, gain of player 2), `finals[s]` the final scores.
pub fn max_dif_minimax(
    state: usize,
    players: &[u8],
    moves: &[Vec<(usize, i64, i64)>],
    finals: &[(i64, i64)],
) -> i64 {
    let mine = |p: u8, (a, b): (i64, i64)| if p == 1 { a - b } else { b - a };
    let p = players[state];
    if moves[state].is_empty() {
        return mine(p, finals[state]);
    }
    moves[state]
        .iter()
        .map(|&(to, g1, g2)| {
            let next = max_dif_minimax(to, players, moves, finals);
            mine(p, (g1, g2)) + if players[to] == p { next } else { -next }
        })
        .max()
        .unwrap_or(0)
}

/// A game tree as nested values, for the oracles.
#[derive(Clone, Debug)]
pub enum Tree {
    Leaf(i64),
    Node(Vec<Tree>),
}

/// Minimax by its definition.
pub fn minimax(tree: &Tree, maximizing: bool) -> i64 {
    match tree {
        Tree::Leaf(value) => *value,
        Tree::Node(children) => {
            let values = children.iter().map(|child| minimax(child, !maximizing));
            if maximizing { values.max() } else { values.min() }.unwrap_or(0)
        }
    }
}

/// Alpha-beta as the tutorial writes it (fail-soft, cut when beta <= alpha), written again on
/// nested trees: its value and the leaves it evaluates.
pub fn alpha_beta_count(
    tree: &Tree,
    maximizing: bool,
    mut alpha: i64,
    mut beta: i64,
    leaves: &mut u64,
) -> i64 {
    match tree {
        Tree::Leaf(value) => {
            *leaves += 1;
            *value
        }
        Tree::Node(children) if maximizing => {
            let mut max_eval = i64::MIN;
            for child in children {
                let eval = alpha_beta_count(child, false, alpha, beta, leaves);
                max_eval = max_eval.max(eval);
                alpha = alpha.max(eval);
                if beta <= alpha {
                    break;
                }
            }
            max_eval
        }
        Tree::Node(children) => {
            let mut min_eval = i64::MAX;
            for child in children {
                let eval = alpha_beta_count(child, true, alpha, beta, leaves);
                min_eval = min_eval.min(eval);
                beta = beta.min(eval);
                if beta <= alpha {
                    break;
                }
            }
            min_eval
        }
    }
}
