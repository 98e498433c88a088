//! Wythoff's game against exhaustive search, the published Beatty sequences, and exactness
//! of the golden-ratio formulas near 10^18.

use std::collections::{BTreeSet, HashMap};

use cgt_playground::solve::wythoff::{
    MAX_PILE, grundy_table, is_p_position, lower, options, p_index, partner, upper, winning_moves,
};

use crate::both;
use crate::oracle::player_to_move_wins;

fn wythoff_moves(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
    let mut next = Vec::new();
    for take in 1..=a {
        next.push((a - take, b));
    }
    for take in 1..=b {
        next.push((a, b - take));
    }
    for take in 1..=a.min(b) {
        next.push((a - take, b - take));
    }
    next
}

both! {
    fn positions_up_to_30_by_30_match_the_game_tree() {
        let mut memo = HashMap::new();
        for a in 0..=30u64 {
            for b in 0..=30u64 {
                let wins = player_to_move_wins(&(a, b), &wythoff_moves, false, &mut memo);
                assert_eq!(is_p_position(a, b), !wins, "({a}, {b})");
                let expected: BTreeSet<(u64, u64)> = wythoff_moves(&(a, b))
                    .into_iter()
                    .filter(|after| !player_to_move_wins(after, &wythoff_moves, false, &mut memo))
                    .collect();
                let found: BTreeSet<(u64, u64)> = winning_moves(a, b).into_iter().collect();
                assert_eq!(found, expected, "({a}, {b})");
            }
        }
    }
}

both! {
    fn the_published_beatty_sequences() {
        // OEIS A000201 (lower Wythoff sequence) and A001950 (upper Wythoff sequence), k = 1..20.
        let a000201 = [1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19, 21, 22, 24, 25, 27, 29, 30, 32];
        let a001950 = [2, 5, 7, 10, 13, 15, 18, 20, 23, 26, 28, 31, 34, 36, 39, 41, 44, 47, 49, 52];
        for k in 1..=20u64 {
            assert_eq!(lower(k), a000201[k as usize - 1], "lower({k})");
            assert_eq!(upper(k), a001950[k as usize - 1], "upper({k})");
        }
    }
}

both! {
    fn beatty_sequences_partition_the_numbers_near_10_to_the_18() {
        // Exactness check at the top of the range: consecutive lower values differ by 1 or 2,
        // every number is in exactly one sequence, and partners pair up.
        let k0 = 618_033_988_749_894_848u64; // about 10^18 / phi
        let mut seen = BTreeSet::new();
        for k in k0..k0 + 2000 {
            let step = lower(k + 1) - lower(k);
            assert!(step == 1 || step == 2, "k = {k}");
            assert!(seen.insert(lower(k)) && seen.insert(upper(k)), "k = {k}");
            assert!(is_p_position(lower(k), upper(k)) && is_p_position(upper(k), lower(k)));
            assert_eq!(partner(lower(k)), upper(k));
            assert_eq!(partner(upper(k)), lower(k));
        }
        // Against the f64 formula where it is exact enough.
        let phi = (1.0 + 5f64.sqrt()) / 2.0;
        for k in 0..100_000u64 {
            assert_eq!(lower(k), (k as f64 * phi).floor() as u64, "k = {k}");
        }
        for x in 0..=100_000u64 {
            assert_eq!(partner(partner(x)), x, "x = {x}");
        }
        let top = [(MAX_PILE, MAX_PILE - 1), (MAX_PILE, 3), (lower(k0), MAX_PILE)];
        for (a, b) in top {
            for (c, d) in winning_moves(a, b) {
                assert!(is_p_position(c, d));
                assert!((c < a && d == b) || (c == a && d < b) || (a - c == b - d && c < a));
            }
        }
    }
}

both! {
    fn the_grundy_table_matches_the_recursive_definition() {
        let table = grundy_table(25, 25);
        let mut memo: HashMap<(usize, usize), u32> = HashMap::new();
        fn grundy(x: usize, y: usize, memo: &mut HashMap<(usize, usize), u32>) -> u32 {
            if let Some(&value) = memo.get(&(x, y)) {
                return value;
            }
            let values: BTreeSet<u32> = options(x, y).map(|(i, j)| grundy(i, j, memo)).collect();
            let value = (0..).find(|v| !values.contains(v)).unwrap_or(0);
            memo.insert((x, y), value);
            value
        }
        for (x, row) in table.iter().enumerate() {
            for (y, &value) in row.iter().enumerate() {
                assert_eq!(value, grundy(x, y, &mut memo), "G({x}, {y})");
                assert_eq!(value == 0, is_p_position(x as u64, y as u64), "({x}, {y})");
            }
        }
        assert_eq!(table[0], (0..25).collect::<Vec<u32>>(), "one pile is plain Nim");
    }
}

both! {
    fn p_index_names_the_p_position_in_either_order() {
        for k in 0..50 {
            assert_eq!(p_index(lower(k), upper(k)), Some(k));
            assert_eq!(p_index(upper(k), lower(k)), Some(k));
        }
        for a in 0..30 {
            for b in 0..30 {
                assert_eq!(p_index(a, b).is_some(), is_p_position(a, b), "({a}, {b})");
            }
        }
    }
}
