//! Subtraction-game tables against the recursive-mex oracle and the seeds' published values.

use cgt_playground::solve::subtraction::{
    MAX_MOVE, MAX_MOVES, MoveSet, MoveSetError, TableFill, explain, sg_table, sg_values,
};

use crate::both;
use crate::oracle::{move_sets_up_to, subtraction_table};

fn move_set(moves: &[u32]) -> MoveSet {
    MoveSet::try_new(moves.to_vec()).expect("test move sets are valid")
}

both! {
    fn every_move_set_within_1_to_7_matches_the_oracle_up_to_60() {
        for moves in move_sets_up_to(7) {
            let oracle = subtraction_table(&moves, 60);
            let set = move_set(&moves);
            for n in 0..=60u32 {
                assert_eq!(sg_values(&set, n), oracle[..=n as usize], "S = {moves:?}, n = {n}");
            }
        }
    }
}

both! {
    fn larger_and_sparse_move_sets_match_the_oracle() {
        for moves in [vec![2, 5, 6], vec![3, 10, 17], vec![1, 64], vec![7, 8, 9, 40, 41], (1..=MAX_MOVES as u32).collect()] {
            let oracle = subtraction_table(&moves, 400);
            assert_eq!(sg_values(&move_set(&moves), 400), oracle, "S = {moves:?}");
        }
    }
}

both! {
    fn the_lecture_take_away_table_for_k_3() {
        // The lecture deck's table for the take-away game with K = 3, N = 0..11.
        let values = sg_values(&move_set(&[1, 2, 3]), 11);
        assert_eq!(values, [0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3]);
        let letters: String = values.iter().map(|&v| if v == 0 { 'P' } else { 'N' }).collect();
        assert_eq!(letters, "PNNNPNNNPNNN");
    }
}

both! {
    fn take_away_closed_form_n_mod_k_plus_1_holds_on_the_table() {
        // The closed form SG(n) = n mod (K + 1) checked against the computed tables.
        for k in 1..=MAX_MOVES as u32 {
            let set = move_set(&(1..=k).collect::<Vec<_>>());
            assert_eq!(set.as_take_up_to(), Some(k));
            for (n, value) in sg_values(&set, 2000).into_iter().enumerate() {
                assert_eq!(value as usize, n % (k as usize + 1), "K = {k}, n = {n}");
            }
        }
        assert_eq!(move_set(&[1, 3]).as_take_up_to(), None);
        assert_eq!(move_set(&[2]).as_take_up_to(), None);
    }
}

both! {
    fn the_tutorial_game_with_moves_1_2_5() {
        // Tutorial: positions 1, 2 and 5 are winning, 0 and 3 losing; 4 wins by moving to 3.
        let values = sg_values(&move_set(&[1, 2, 5]), 5);
        let winning: Vec<bool> = values.iter().map(|&v| v != 0).collect();
        assert_eq!(winning, [false, true, true, false, true, true]);
    }
}

both! {
    fn explanations_read_like_the_lecture() {
        let set = move_set(&[1, 3, 4]);
        let values = sg_values(&set, 30);
        let sentence = |n| explain(&set, &values, n).expect("n is in the table").sentence();
        assert_eq!(sentence(5), "SG(5) = mex{SG(4), SG(2), SG(1)} = mex{2, 0, 1} = 3");
        assert_eq!(sentence(0), "SG(0) = mex{} = 0");
        assert_eq!(sentence(2), "SG(2) = mex{SG(1)} = mex{1} = 0");
        assert_eq!(sentence(7), "SG(7) = mex{SG(6), SG(4), SG(3)} = mex{2, 2, 1} = 0");

        let two = explain(&set, &values, 2).expect("2 is in the table");
        assert_eq!(two.impossible, [3, 4]);
        assert!(two.is_p_position());
        let five = explain(&set, &values, 5).expect("5 is in the table");
        let winning: Vec<u32> = five.winning_moves().map(|option| option.take).collect();
        assert_eq!(winning, [3]);
        assert!(explain(&set, &values, 31).is_none());

        let take_away = move_set(&[1, 2, 3]);
        let values = sg_values(&take_away, 11);
        let sentence = explain(&take_away, &values, 4).expect("4 is in the table").sentence();
        assert_eq!(sentence, "SG(4) = mex{SG(3), SG(2), SG(1)} = mex{3, 2, 1} = 0");
    }
}

both! {
    fn every_explanation_agrees_with_its_table_cell() {
        for moves in move_sets_up_to(5) {
            let set = move_set(&moves);
            let values = sg_values(&set, 40);
            for n in 0..=40u32 {
                let explanation = explain(&set, &values, n).expect("n is in the table");
                assert_eq!(explanation.value, values[n as usize], "S = {moves:?}, n = {n}");
                let reachable: Vec<u32> = explanation.options.iter().map(|o| o.to).collect();
                let expected: Vec<u32> = moves.iter().filter(|&&s| s <= n).map(|&s| n - s).collect();
                assert_eq!(reachable, expected);
            }
        }
    }
}

both! {
    fn invalid_move_sets_are_refused_with_a_reason() {
        assert_eq!(MoveSet::try_new(vec![]), Err(MoveSetError::Empty));
        assert_eq!(MoveSet::try_new(vec![1, 0]), Err(MoveSetError::Zero));
        assert_eq!(MoveSet::try_new(vec![3, 1, 3]), Err(MoveSetError::Duplicate(3)));
        assert_eq!(MoveSet::try_new(vec![MAX_MOVE + 1]), Err(MoveSetError::TooLarge(MAX_MOVE + 1)));
        let too_many: Vec<u32> = (1..=MAX_MOVES as u32 + 1).collect();
        assert_eq!(MoveSet::try_new(too_many), Err(MoveSetError::TooMany(MAX_MOVES + 1)));
        assert_eq!(move_set(&[4, 1, 3]).moves(), [1, 3, 4]);
    }
}

both! {
    fn filling_in_slices_gives_the_same_table() {
        let set = move_set(&[2, 5, 6]);
        let whole = sg_table(&set, 500);
        for slice in [1u64, 2, 7, 64, 501, 10_000] {
            let mut fill = TableFill::new(set.clone(), 500);
            let mut rounds = 0;
            while !fill.advance(slice) {
                rounds += 1;
                assert_eq!(fill.filled() as u64, rounds * slice);
            }
            assert!(fill.is_complete());
            assert_eq!(fill.into_values(), whole, "slice {slice}");
        }
        let mut empty = TableFill::new(set, 0);
        assert!(!empty.advance(0) && empty.advance(1));
        assert_eq!(empty.into_values(), [0]);
    }
}

#[test]
fn explanations_say_the_options_and_who_wins_in_words() {
    let set = move_set(&[1, 3, 4]);
    let values = sg_values(&set, 30);
    let cell = |n| explain(&set, &values, n).expect("n is in the table");
    assert_eq!(cell(2).options_text(), "Options: take 1 → 1 (SG 1). ");
    assert_eq!(
        cell(2).impossible_text().as_deref(),
        Some("Taking 3 or 4 is impossible from 2 stones.")
    );
    assert_eq!(
        cell(2).verdict(),
        "2 is a P-position: every move leads to an N-position, so the player to move loses against \
         perfect play."
    );
    assert_eq!(cell(0).options_text(), "0 has no options: no move fits. ");
    assert_eq!(cell(0).verdict(), "0 is a P-position: the player to move has no move and loses.");
    assert_eq!(cell(5).impossible_text(), None);
    assert_eq!(
        cell(5).verdict(),
        "5 is an N-position: the player to move wins by taking 3 (to 2), a move to a P-position."
    );
}
