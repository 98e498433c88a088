//! Sample plays: the winner keeps to its strategy, the loser makes the game last longest.

use std::collections::HashMap;
use std::hash::Hash;

use cgt_playground::solve::nim::{MAX_PILE, Move, NimGame, Variant};
use cgt_playground::solve::play::{Game, sample_play};
use cgt_playground::solve::take_away::{HeapPosition, OneHeap};
use cgt_playground::solve::wythoff::Wythoff;

use crate::both;
use crate::oracle::{all_positions, player_to_move_wins};

/// Moves left with the winner on its strategy and the loser delaying, by plain recursion.
fn longest<G: Game>(game: &G, position: &G::Position, memo: &mut HashMap<G::Position, u64>) -> u64
where
    G::Position: Hash + Eq + Clone,
{
    if let Some(&known) = memo.get(position) {
        return known;
    }
    let length = match game.strategy_move(position) {
        Some(mv) => 1 + longest(game, &game.play(position, &mv), memo),
        None => game
            .moves(position)
            .iter()
            .map(|mv| 1 + longest(game, &game.play(position, mv), memo))
            .max()
            .unwrap_or(0),
    };
    memo.insert(position.clone(), length);
    length
}

/// Checks a sample play from `start`: it ends the game, the winner's moves lead to positions
/// the game-tree search calls lost, the loser only moves from lost positions and always picks
/// a longest-lasting move, and the length is the oracle's.
fn check_play<G: Game>(game: &G, start: &G::Position, misere: bool)
where
    G::Position: Hash + Eq + Clone + std::fmt::Debug,
{
    let options = |position: &G::Position| -> Vec<G::Position> {
        game.moves(position).iter().map(|mv| game.play(position, mv)).collect()
    };
    let mut wins = HashMap::new();
    let mut lengths = HashMap::new();
    let play = sample_play(game, start, 10_000, 1_000_000);
    assert!(play.exact && !play.truncated, "{start:?}");
    assert!(game.moves(&play.end).is_empty(), "{start:?}: the game ends");
    assert_eq!(play.plies.len() as u64, longest(game, start, &mut lengths), "{start:?}");
    for ply in &play.plies {
        let after = game.play(&ply.before, &ply.mv);
        let mover_wins = player_to_move_wins(&ply.before, &options, misere, &mut wins);
        assert_eq!(ply.by_winner, mover_wins, "{start:?}: {:?}", ply.before);
        if ply.by_winner {
            assert!(!player_to_move_wins(&after, &options, misere, &mut wins), "{:?}", ply.before);
        } else {
            let best = game
                .moves(&ply.before)
                .iter()
                .map(|mv| longest(game, &game.play(&ply.before, mv), &mut lengths))
                .max();
            assert_eq!(Some(longest(game, &after, &mut lengths)), best, "{:?}", ply.before);
        }
    }
}

both! {
    fn nim_plays_from_every_small_position() {
        for variant in [Variant::Normal, Variant::Misere, Variant::Bounded { k: 2 }, Variant::Staircase] {
            for piles in all_positions(3, 4) {
                check_play(&NimGame(variant), &piles, variant == Variant::Misere);
            }
        }
    }
}

both! {
    fn the_lecture_sample_play_of_5_3_8() {
        let play = sample_play(&NimGame(Variant::Normal), &vec![5, 3, 8], 100, 100_000);
        assert_eq!(play.plies[0].mv, Move { pile: 2, take: 2 }, "8 becomes 6");
        assert!(play.plies.iter().step_by(2).all(|ply| ply.by_winner), "player 1 always wins");
        assert!(play.plies.iter().skip(1).step_by(2).all(|ply| !ply.by_winner));
        assert_eq!(play.plies.len() % 2, 1, "player 1 takes the last stone");
        assert_eq!(play.end, [0, 0, 0]);
    }
}

both! {
    fn one_heap_games_and_wythoff() {
        for heap in 0..=40 {
            let game = OneHeap::TakeAway { k: 3 };
            check_play(&game, &game.start(heap), false);
        }
        for heap in 1..=40 {
            check_play(&OneHeap::Fibonacci, &HeapPosition::start(heap), false);
        }
        for a in 0..=9 {
            for b in 0..=9 {
                check_play(&Wythoff, &(a, b), false);
            }
        }
    }
}

both! {
    fn huge_games_fall_back_to_plain_delaying_moves_and_stop_at_the_limit() {
        let play = sample_play(&NimGame(Variant::Normal), &vec![MAX_PILE, MAX_PILE], 50, 100_000);
        assert!(!play.exact && play.truncated);
        assert_eq!(play.plies.len(), 50);
        assert!(play.plies.iter().all(|ply| !ply.by_winner || ply.before[0] != ply.before[1]));
        // The winner jumps along the diagonal to (11, 18), the P-position with difference 7.
        let play = sample_play(&Wythoff, &(MAX_PILE, MAX_PILE - 7), 100, 100_000);
        assert!(!play.exact && play.plies[0].by_winner);
        assert_eq!(play.plies[0].mv, (18, 11));
        assert!(!play.truncated && play.end == (0, 0));
        let play = sample_play(&OneHeap::Fibonacci, &HeapPosition::start(MAX_PILE), 20, 100_000);
        assert!(!play.exact && play.plies.len() == 20);
    }
}

/// `is_legal` accepts exactly the listed moves (and rejects nearby impostors).
fn check_legality<G: Game>(game: &G, position: &G::Position, impostors: &[G::Move])
where
    G::Position: std::fmt::Debug,
    G::Move: std::fmt::Debug,
{
    let moves = game.moves(position);
    for mv in &moves {
        assert!(game.is_legal(position, mv), "{position:?}: {mv:?}");
    }
    for mv in impostors {
        assert_eq!(game.is_legal(position, mv), moves.contains(mv), "{position:?}: {mv:?}");
    }
}

both! {
    fn legality_agrees_with_the_move_lists() {
        for variant in [Variant::Normal, Variant::Bounded { k: 2 }, Variant::Staircase] {
            for piles in all_positions(3, 3) {
                let impostors: Vec<Move> =
                    (0..4).flat_map(|pile| (0..5).map(move |take| Move { pile, take })).collect();
                check_legality(&NimGame(variant), &piles, &impostors);
            }
        }
        for heap in 0..=12 {
            let take_away = OneHeap::TakeAway { k: 3 };
            check_legality(&take_away, &take_away.start(heap), &[0, 1, 2, 3, 4, 13]);
            for max_take in 0..=heap {
                let position = HeapPosition { heap, max_take };
                check_legality(&OneHeap::Fibonacci, &position, &(0..=heap + 1).collect::<Vec<_>>());
            }
        }
        for a in 0..=5u64 {
            for b in 0..=5u64 {
                let impostors: Vec<(u64, u64)> =
                    (0..=6).flat_map(|c| (0..=6).map(move |d| (c, d))).collect();
                check_legality(&Wythoff, &(a, b), &impostors);
            }
        }
    }
}
