//! Take-away (take 1..k) and Fibonacci Nim against exhaustive game-tree search.

use std::collections::{BTreeSet, HashMap};

use cgt_playground::solve::take_away::{
    HeapPosition, MAX_HEAP, fibonacci_up_to, is_fibonacci, take_away_winning_take, zeckendorf,
};

use crate::both;
use crate::oracle::player_to_move_wins;

both! {
    fn take_away_matches_the_game_tree() {
        for k in 1..=10u64 {
            let moves = |n: &u64| (1..=k.min(*n)).map(|take| n - take).collect();
            let mut memo = HashMap::new();
            for n in 0..=200u64 {
                let wins = player_to_move_wins(&n, &moves, false, &mut memo);
                let expected: Vec<u64> = (1..=k.min(n))
                    .filter(|take| !player_to_move_wins(&(n - take), &moves, false, &mut memo))
                    .collect();
                let found: Vec<u64> = take_away_winning_take(n, k).into_iter().collect();
                assert_eq!(found, expected, "n = {n}, k = {k}");
                assert_eq!(found.is_empty(), !wins);
            }
        }
        // The lecture: N = 15, K = 3, player 1 wins by taking 3.
        assert_eq!(take_away_winning_take(15, 3), Some(3));
        assert_eq!(take_away_winning_take(MAX_HEAP, MAX_HEAP - 1), None, "10^18 = 1 * (K + 1)");
    }
}

fn fibonacci_moves(position: &HeapPosition) -> Vec<HeapPosition> {
    // The rule written out: take 1..=max_take stones, then the opponent may take twice that.
    (1..=position.max_take.min(position.heap))
        .map(|take| HeapPosition { heap: position.heap - take, max_take: 2 * take })
        .collect()
}

both! {
    fn fibonacci_nim_matches_the_game_tree_on_every_position_up_to_200() {
        let mut memo = HashMap::new();
        for heap in 0..=200u64 {
            for max_take in 0..=heap {
                let position = HeapPosition { heap, max_take };
                let wins = player_to_move_wins(&position, &fibonacci_moves, false, &mut memo);
                assert_eq!(position.player_to_move_wins(), wins, "{position:?}");
                let expected: BTreeSet<u64> = (1..=max_take.min(heap))
                    .filter(|&take| {
                        let after = HeapPosition { heap: heap - take, max_take: 2 * take };
                        !player_to_move_wins(&after, &fibonacci_moves, false, &mut memo)
                    })
                    .collect();
                let found: BTreeSet<u64> = position.winning_takes().into_iter().collect();
                assert_eq!(found, expected, "{position:?}");
            }
        }
    }
}

both! {
    fn the_first_player_wins_exactly_when_n_is_not_fibonacci() {
        // The template's statement, and the smallest Zeckendorf term as a winning first move.
        for n in 1..=200u64 {
            let start = HeapPosition::start(n);
            assert_eq!(start.player_to_move_wins(), !is_fibonacci(n), "n = {n}");
            if !is_fibonacci(n) {
                let smallest = *zeckendorf(n).last().expect("n >= 1");
                assert!(start.winning_takes().contains(&smallest), "n = {n}");
            }
        }
    }
}

both! {
    fn zeckendorf_representations_are_sums_of_non_consecutive_fibonacci_numbers() {
        let fibonacci = fibonacci_up_to(u64::MAX);
        assert_eq!(&fibonacci[..10], [1, 2, 3, 5, 8, 13, 21, 34, 55, 89]);
        let check = |n: u64| {
            let terms = zeckendorf(n);
            assert_eq!(terms.iter().sum::<u64>(), n);
            for pair in terms.windows(2) {
                let (larger, smaller) = (pair[0], pair[1]);
                let i = fibonacci.iter().position(|&f| f == larger).expect("a Fibonacci number");
                let j = fibonacci.iter().position(|&f| f == smaller).expect("a Fibonacci number");
                assert!(i >= j + 2, "{n}: {terms:?} has consecutive terms");
            }
        };
        (1..=5000).for_each(check);
        [MAX_HEAP, MAX_HEAP - 1, 7_540_113_804_746_346_429, u64::MAX].into_iter().for_each(check);
        assert_eq!(zeckendorf(100), [89, 8, 3]);
        assert!(is_fibonacci(7_540_113_804_746_346_429));
    }
}
