//! The period finder against trying every (start, length), and the P-position rules.

use cgt_playground::solve::period::{Period, PeriodSearch, p_position_rule, proven_period};
use cgt_playground::solve::subtraction::{MoveSet, sg_values};

use crate::both;
use crate::oracle::{Rng, first_periodic_suffix, first_proven_period, move_sets_up_to};

both! {
    fn agrees_with_brute_force_on_every_move_set_within_1_to_7_and_every_n_up_to_60() {
        for moves in move_sets_up_to(7) {
            let memory = *moves.last().expect("subsets are non-empty");
            let set = MoveSet::try_new(moves.clone()).expect("valid");
            let values = sg_values(&set, 60);
            for n in 0..=60usize {
                let prefix = &values[..=n];
                let found = proven_period(prefix, memory).map(|p| (p.start, p.length));
                assert_eq!(found, first_proven_period(prefix, memory), "S = {moves:?}, n = {n}");
                assert_eq!(found, first_periodic_suffix(prefix, memory), "S = {moves:?}, n = {n}");
            }
        }
    }
}

both! {
    fn finds_the_least_periodic_suffix_of_arbitrary_sequences() {
        // Sequences that are not game tables (a window repeat proves nothing there): eventually
        // periodic with noise, and random.
        let mut rng = Rng::new(11);
        for _ in 0..3000 {
            let len = 1 + rng.below(40) as usize;
            let alphabet = 1 + rng.below(3);
            let period = 1 + rng.below(6) as usize;
            let pre = rng.below(8) as usize;
            let pattern: Vec<u32> = (0..period).map(|_| rng.below(alphabet) as u32).collect();
            let values: Vec<u32> = (0..len)
                .map(|i| if i < pre { rng.below(alphabet) as u32 } else { pattern[(i - pre) % period] })
                .collect();
            let memory = 1 + rng.below(5) as u32;
            let found = proven_period(&values, memory).map(|p| (p.start, p.length));
            assert_eq!(found, first_periodic_suffix(&values, memory), "{values:?}, memory {memory}");
        }
    }
}

both! {
    fn a_proven_period_holds_far_beyond_the_values_that_prove_it() {
        for moves in move_sets_up_to(6) {
            let memory = *moves.last().expect("non-empty");
            let values = sg_values(&MoveSet::try_new(moves.clone()).expect("valid"), 1000);
            for n in [20usize, 40, 60] {
                if let Some(Period { start, length }) = proven_period(&values[..=n], memory) {
                    for i in start as usize..values.len() - length as usize {
                        assert_eq!(values[i], values[i + length as usize], "S = {moves:?}, i = {i}");
                    }
                }
            }
        }
    }
}

both! {
    fn the_lecture_game_1_3_4_has_period_7_and_p_positions_0_and_2_mod_7() {
        let values = sg_values(&MoveSet::try_new(vec![1, 3, 4]).expect("valid"), 30);
        assert_eq!(&values[..14], [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2]);
        let period = proven_period(&values, 4).expect("30 values prove it");
        assert_eq!(period, Period { start: 0, length: 7 });
        assert_eq!(period.proof_end(4), 10);
        assert_eq!(p_position_rule(&values, period).sentence(), "P-positions: n mod 7 in {0, 2}");
        // Ten values are one too few: the second window would end at 10.
        assert_eq!(proven_period(&values[..10], 4), None);
        assert!(proven_period(&values[..11], 4).is_some());
    }
}

both! {
    fn rules_describe_every_p_position_of_every_small_game() {
        for moves in move_sets_up_to(6) {
            let memory = *moves.last().expect("non-empty");
            let values = sg_values(&MoveSet::try_new(moves.clone()).expect("valid"), 300);
            let period = proven_period(&values, memory).expect("300 values prove a period here");
            let rule = p_position_rule(&values, period);
            assert!(rule.holds_from <= period.start);
            assert!(rule.residues.windows(2).all(|pair| pair[0] < pair[1]), "increasing, once each");
            for (n, &value) in values.iter().enumerate() {
                let n = n as u32;
                let by_rule = if n < rule.holds_from {
                    rule.early_p_positions.contains(&n)
                } else {
                    rule.residues.contains(&(n % rule.modulus))
                };
                assert_eq!(by_rule, value == 0, "S = {moves:?}, n = {n}");
            }
            if rule.holds_from > 0 {
                let n = rule.holds_from - 1;
                let by_residue = rule.residues.contains(&(n % rule.modulus));
                assert_ne!(by_residue, values[n as usize] == 0, "holds_from is the least: S = {moves:?}");
            }
        }
    }
}

both! {
    fn searching_in_slices_gives_the_same_period() {
        let mut rng = Rng::new(5);
        for _ in 0..300 {
            let len = rng.below(60) as usize;
            let values: Vec<u32> = (0..len).map(|_| rng.below(2) as u32).collect();
            let memory = 1 + rng.below(4) as u32;
            let slice = 1 + rng.below(9);
            let mut search = PeriodSearch::new(&values, memory);
            while !search.advance(slice) {
                let (done, total) = search.progress();
                assert!(done < total);
            }
            assert_eq!(search.finish(), proven_period(&values, memory), "{values:?}");
        }
        assert_eq!(proven_period::<u32>(&[], 3), None);
    }
}

both! {
    fn rules_start_where_the_residue_pattern_starts() {
        // Values periodic from 4 (period 2), whose P-pattern already holds from 0.
        let values = [0, 3, 0, 2, 0, 1, 0, 1, 0, 1, 0, 1];
        let period = proven_period(&values, 1).expect("proven");
        assert_eq!(period, Period { start: 4, length: 2 });
        let rule = p_position_rule(&values, period);
        assert_eq!((rule.holds_from, rule.early_p_positions.as_slice()), (0, &[][..]));
        assert_eq!(rule.sentence(), "P-positions: n mod 2 = 0");

        // Periodic from 1; position 0 is a P-position the residue rule does not predict.
        let values = [0, 0, 1, 0, 1, 0, 1, 0, 1];
        let period = proven_period(&values, 1).expect("proven");
        assert_eq!(period, Period { start: 1, length: 2 });
        let rule = p_position_rule(&values, period);
        assert_eq!((rule.holds_from, rule.early_p_positions.as_slice()), (1, &[0][..]));
        assert_eq!(rule.sentence(), "P-positions: below 1 exactly 0; from 1 on, n mod 2 = 1");

        // No P-positions in the periodic part.
        let values = [0, 1, 2, 1, 2, 1, 2];
        let rule = p_position_rule(&values, proven_period(&values, 1).expect("proven"));
        assert_eq!(rule.sentence(), "P-positions: below 1 exactly 0; from 1 on, none");
    }
}
