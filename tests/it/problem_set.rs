//! The lecture's problem set, solver by solver: every fast solution against a brute force on
//! ALL small inputs (the ranges are in each test's name or first lines), each brute-force table
//! against the definition, every pattern against every cell of its table, and the fast
//! solutions at the contests' limits (exact above 2^53).
//!
//! The oracles here search whole positions (multisets of piles, whole boards), not components:
//! they check the Sprague-Grundy sums too.

use std::collections::{BTreeMap, HashMap};

use cgt_playground::solve::problem_set::{
    Outcome, PROBLEMS, PatternCheck, SgCell, copies, gcd_game, half_nim, nim_ranges, power_race,
    powers_and_mod, prime_powers, river, split_piles, two_piles_k,
};

use crate::both;
use crate::oracle::{player_to_move_wins, sg_by_definition};

/// Every multiset of `count` numbers from `low` to `high`, as ascending lists.
fn multisets(count: usize, low: u64, high: u64) -> Vec<Vec<u64>> {
    if count == 0 {
        return vec![Vec::new()];
    }
    let mut all = Vec::new();
    for rest in multisets(count - 1, low, high) {
        let from = rest.last().copied().unwrap_or(low);
        for x in from..=high {
            let mut next = rest.clone();
            next.push(x);
            all.push(next);
        }
    }
    all
}

/// Every list (order kept) of `count` numbers from `low` to `high`.
fn sequences(count: usize, low: u64, high: u64) -> Vec<Vec<u64>> {
    let mut all = vec![Vec::new()];
    for _ in 0..count {
        all = all
            .into_iter()
            .flat_map(|prefix: Vec<u64>| {
                (low..=high).map(move |x| {
                    let mut next = prefix.clone();
                    next.push(x);
                    next
                })
            })
            .collect();
    }
    all
}

/// The options of a multiset of piles when one pile is replaced by `replace(pile)`'s lists.
fn replace_one(position: &[u64], replace: &dyn Fn(u64) -> Vec<Vec<u64>>) -> Vec<Vec<u64>> {
    let mut options = Vec::new();
    for (i, &pile) in position.iter().enumerate() {
        for parts in replace(pile) {
            let mut next: Vec<u64> = position[..i].to_vec();
            next.extend_from_slice(&position[i + 1..]);
            next.extend(parts);
            next.sort_unstable();
            options.push(next);
        }
    }
    options
}

fn assert_holds(check: &PatternCheck, what: &str) {
    assert!(check.holds(), "{what}: the pattern {}", check.sentence());
    assert!(check.cells > 0, "{what}: no cell checked");
}

both! {
    fn the_ten_problems_are_listed_in_the_decks_order_with_their_games() {
        let games: Vec<&str> = PROBLEMS.iter().map(|problem| problem.game).collect();
        assert_eq!(
            games,
            [
                "split-piles", "prime-powers", "nim-ranges", "half-nim", "copies", "river",
                "two-piles-k", "powers-and-mod", "power-race", "gcd-game"
            ]
        );
        for (index, problem) in PROBLEMS.iter().enumerate() {
            assert_eq!(usize::from(problem.number), index + 1);
            for text in [problem.source, problem.title, problem.statement, problem.pattern, problem.argument] {
                assert!(!text.is_empty() && !text.contains("  "), "{}: {text:?}", problem.game);
            }
        }
    }
}

both! {
    fn a_cell_says_its_mex_in_the_lectures_words() {
        let cell = SgCell::new(7u64, [2, 0, 2]);
        assert_eq!((cell.grundy, cell.options.clone()), (1, vec![0, 2]));
        assert_eq!(cell.sentence(), "g(7) = mex{0, 2} = 1");
        assert_eq!(SgCell::new(1u64, []).sentence(), "g(1) = mex{} = 0");
        let check = PatternCheck::of((0..600).map(|i| (format!("g({i})"), true)));
        assert_eq!(check.sentence(), "holds for all 600 cells");
        let check = PatternCheck::of((0..3).map(|i| (format!("g({i})"), i != 1)));
        assert_eq!(check.sentence(), "fails at 1 of 3 cells: g(1)");
    }
}

// Problem 1.

fn split_moves(pile: u64) -> Vec<Vec<u64>> {
    (1..pile).map(|y| vec![y, pile - y]).collect()
}

both! {
    fn split_piles_table_matches_the_definition_to_24_and_the_pattern_every_cell_to_400() {
        let table = split_piles::table(400);
        assert_eq!(table.len(), 400);
        assert_holds(&split_piles::check_pattern(&table), "split-piles");
        let mut memo = HashMap::new();
        let moves = |p: &Vec<u64>| replace_one(p, &split_moves);
        for cell in table.iter().take(24) {
            let value = sg_by_definition(&vec![cell.position], &moves, &mut memo);
            assert_eq!(cell.grundy, value, "g({})", cell.position);
        }
        assert_eq!(table[6].sentence(), "g(7) = mex{1} = 0");
    }
}

both! {
    fn split_piles_every_prefix_of_every_list_of_up_to_4_piles_of_1_to_7_matches_the_game_tree() {
        let mut memo = HashMap::new();
        let moves = |p: &Vec<u64>| replace_one(p, &split_moves);
        for count in 1..=4 {
            for piles in sequences(count, 1, 7) {
                let fast = split_piles::mover_wins_by_prefix(&piles);
                for k in 1..=count {
                    let mut prefix = piles[..k].to_vec();
                    prefix.sort_unstable();
                    let wins = player_to_move_wins(&prefix, &moves, false, &mut memo);
                    assert_eq!(fast[k - 1], wins, "{piles:?}, first {k}");
                }
            }
        }
    }
}

// Problem 2.

fn is_prime_naive(n: u64) -> bool {
    n >= 2 && (2..n).all(|d| !n.is_multiple_of(d))
}

/// 1 or p^k by the definition: some prime p and k >= 1 with p^k = m.
fn is_prime_power_naive(m: u64) -> bool {
    m == 1
        || (2..=m).filter(|&p| is_prime_naive(p)).any(|p| {
            let mut power = p;
            while power < m {
                power *= p;
            }
            power == m
        })
}

both! {
    fn prime_powers_moves_and_table_match_the_definition_to_200() {
        for m in 0..=600 {
            assert_eq!(prime_powers::is_move(m), m >= 1 && is_prime_power_naive(m), "{m}");
        }
        let moves: Vec<u64> = (1..=200).filter(|&m| is_prime_power_naive(m)).collect();
        assert_eq!(prime_powers::moves_up_to(200), moves);
        let table = prime_powers::table(200);
        assert_eq!(table.len(), 201);
        let mut memo = HashMap::new();
        let options =
            |n: &u64| moves.iter().filter(|&&m| m <= *n).map(|&m| n - m).collect::<Vec<u64>>();
        for cell in &table {
            assert_eq!(cell.grundy, sg_by_definition(&cell.position, &options, &mut memo));
        }
        assert_holds(&prime_powers::check_pattern(&table), "prime-powers");
        assert_eq!(table[6].sentence(), "g(6) = mex{1, 2, 3, 4, 5} = 0");
    }
}

both! {
    fn prime_powers_every_pile_to_3000_matches_the_game_tree() {
        let moves: Vec<u64> = (1..=3000).filter(|&m| prime_powers::is_move(m)).collect();
        let mut memo = HashMap::new();
        let options =
            |n: &u64| moves.iter().filter(|&&m| m <= *n).map(|&m| n - m).collect::<Vec<u64>>();
        for n in 0..=3000 {
            let wins = player_to_move_wins(&n, &options, false, &mut memo);
            assert_eq!(prime_powers::mover_wins(n), wins, "{n}");
        }
        assert!(!prime_powers::mover_wins(999_999_996));
        assert!(prime_powers::mover_wins(1_000_000_000));
    }
}

// Problem 3.

fn nim_moves(pile: u64) -> Vec<Vec<u64>> {
    (0..pile).map(|left| vec![left]).collect()
}

both! {
    fn nim_ranges_tables_match_the_definition_and_the_pattern_every_cell_to_200_by_200() {
        let heaps = nim_ranges::heap_table(200);
        assert!(heaps.iter().all(|cell| u64::from(cell.grundy) == cell.position));
        assert_eq!(heaps[3].sentence(), "g(3) = mex{0, 1, 2} = 3");
        let groups = nim_ranges::group_table(200);
        assert_eq!(groups.cells.len() * groups.cells[0].len(), 40_000);
        assert_holds(&nim_ranges::check_pattern(&groups), "nim-ranges");
        let mut running = 0;
        for n in 0..=100_000u64 {
            running ^= n;
            assert_eq!(nim_ranges::prefix_xor(n), running, "F({n})");
        }
    }
}

both! {
    fn nim_ranges_every_pair_of_groups_with_x_and_m_to_3_matches_the_game_tree() {
        let mut memo = HashMap::new();
        let moves = |p: &Vec<u64>| replace_one(p, &nim_moves);
        let small: Vec<(u64, u64)> = (1..=3).flat_map(|x| (1..=3).map(move |m| (x, m))).collect();
        for &first in &small {
            for &second in &small {
                let groups = [first, second];
                let mut piles: Vec<u64> =
                    groups.iter().flat_map(|&(x, m)| x..x + m).collect();
                piles.sort_unstable();
                let wins = player_to_move_wins(&piles, &moves, false, &mut memo);
                assert_eq!(nim_ranges::nim_sum(&groups) != 0, wins, "{groups:?}");
            }
        }
    }
}

both! {
    fn nim_ranges_is_exact_at_10_to_the_16() {
        let top = nim_ranges::MAX_X;
        for x in [top - 5, top, (1 << 53) - 1, 1 << 53, (1 << 53) + 1] {
            for m in 1..=9 {
                let direct = (x..x + m).fold(0, |sum, pile| sum ^ pile);
                assert_eq!(nim_ranges::group_xor(x, m), direct, "({x}, {m})");
            }
        }
        // Four consecutive piles from a multiple of 4 cancel out, at any size: 10^16 is one.
        assert_eq!(nim_ranges::group_xor(4, top), 0);
        assert_eq!(nim_ranges::group_xor(top, top), 0);
        assert_eq!(nim_ranges::group_xor(top, top - 1), 2 * top - 1);
        assert_eq!(nim_ranges::group_xor(top, 2), 1);
        assert_eq!(nim_ranges::group_xor(top - 1, 2), (top - 1) ^ top);
        assert_eq!(nim_ranges::nim_sum(&[(top, 1), (top - 1, 1)]), top ^ (top - 1));
        assert_eq!(nim_ranges::nim_sum(&[(top, 1)]), 10_000_000_000_000_000);
    }
}

// Problem 4.

fn half_moves(pile: u64) -> Vec<Vec<u64>> {
    (1..=pile / 2).map(|take| vec![pile - take]).collect()
}

both! {
    fn half_nim_table_matches_the_definition_to_80_and_the_pattern_every_cell_to_400() {
        let table = half_nim::table(400);
        assert_holds(&half_nim::check_pattern(&table), "half-nim");
        let mut memo = HashMap::new();
        let moves = |p: &Vec<u64>| replace_one(p, &half_moves);
        for cell in table.iter().take(80) {
            assert_eq!(cell.grundy, sg_by_definition(&vec![cell.position], &moves, &mut memo));
        }
        assert_eq!(table[7].sentence(), "g(7) = mex{1, 2, 3} = 0");
    }
}

both! {
    fn half_nim_every_multiset_of_up_to_3_piles_of_1_to_16_matches_the_game_tree() {
        let mut memo = HashMap::new();
        let moves = |p: &Vec<u64>| replace_one(p, &half_moves);
        for count in 1..=3 {
            for piles in multisets(count, 1, 16) {
                let wins = player_to_move_wins(&piles, &moves, false, &mut memo);
                assert_eq!(half_nim::nim_sum(&piles) != 0, wins, "{piles:?}");
            }
        }
    }
}

both! {
    fn half_nim_is_exact_at_2_times_10_to_the_18() {
        let top = half_nim::MAX_PILE;
        assert_eq!(half_nim::grundy(top), 1_000_000_000_000_000_000);
        assert_eq!(half_nim::grundy(top - 1), half_nim::grundy(999_999_999_999_999_999));
        assert_eq!(half_nim::grundy((1 << 61) - 1), 0);
        assert_eq!(half_nim::grundy((1 << 54) + 2), (1 << 53) + 1);
        // g(2k + 1) = g(k) and g(2k) = k, from the top down.
        for n in top - 1000..=top {
            let expected = if n % 2 == 0 { n / 2 } else { half_nim::grundy(n / 2) };
            assert_eq!(half_nim::grundy(n), expected, "{n}");
        }
    }
}

// Problem 5.

fn copies_moves(x: u64) -> Vec<Vec<u64>> {
    (2..=x).filter(|y| x.is_multiple_of(*y)).map(|y| vec![x / y; y as usize]).collect()
}

both! {
    fn copies_table_matches_the_definition_to_48_and_the_pattern_every_cell_to_100000() {
        let table = copies::table(100_000);
        assert_eq!(table.len(), 100_000);
        assert_holds(&copies::check_pattern(&table), "copies");
        let mut memo = HashMap::new();
        let moves = |p: &Vec<u64>| replace_one(p, &copies_moves);
        for cell in table.iter().take(48) {
            assert_eq!(cell.grundy, sg_by_definition(&vec![cell.position], &moves, &mut memo));
        }
        assert_eq!(table[11].sentence(), "g(12) = mex{0, 1} = 2");
    }
}

both! {
    fn copies_every_multiset_of_up_to_3_numbers_of_1_to_12_matches_the_game_tree() {
        let mut memo = HashMap::new();
        let moves = |p: &Vec<u64>| replace_one(p, &copies_moves);
        for count in 1..=3 {
            for numbers in multisets(count, 1, 12) {
                let wins = player_to_move_wins(&numbers, &moves, false, &mut memo);
                assert_eq!(copies::nim_sum(&numbers) != 0, wins, "{numbers:?}");
            }
        }
    }
}

// Problem 6.

/// Whether the city to move wins a river of `rows` rows with the cells of `reclaimed` (bit
/// 2 (row - 1) + column - 1), by searching every board.
fn river_mover_wins(rows: u32, reclaimed: u32, memo: &mut HashMap<u32, bool>) -> bool {
    if let Some(&known) = memo.get(&reclaimed) {
        return known;
    }
    let bit = |row: u32, column: u32| 1u32 << (2 * (row - 1) + column - 1);
    let mut wins = false;
    'search: for row in 1..=rows {
        for column in 1..=2 {
            if reclaimed & bit(row, column) != 0 {
                continue;
            }
            let other = 3 - column;
            let blocked = (row.saturating_sub(1).max(1)..=(row + 1).min(rows))
                .any(|near| reclaimed & bit(near, other) != 0);
            if !blocked && !river_mover_wins(rows, reclaimed | bit(row, column), memo) {
                wins = true;
                break 'search;
            }
        }
    }
    memo.insert(reclaimed, wins);
    wins
}

both! {
    fn river_table_matches_the_pattern_every_cell_to_100_rows() {
        let table = river::table(100);
        assert_eq!(table.len(), 4 * 101);
        assert_holds(&river::check_pattern(&table), "river");
        let shown: Vec<String> = table.iter().take(3).map(SgCell::sentence).collect();
        assert_eq!(
            shown,
            [
                "g(0 rows, open | open) = mex{} = 0",
                "g(1 row, open | open) = mex{0} = 1",
                "g(2 rows, open | open) = mex{1} = 0"
            ]
        );
    }
}

both! {
    fn river_every_valid_start_of_up_to_8_rows_matches_the_board_search() {
        let mut starts = 0;
        for rows in 1..=8u32 {
            let mut memo = HashMap::new();
            for mask in 0u32..1 << (2 * rows) {
                let cells: Vec<(u32, u8)> = (0..2 * rows)
                    .filter(|bit| mask & (1 << bit) != 0)
                    .map(|bit| (bit / 2 + 1, (bit % 2 + 1) as u8))
                    .collect();
                let Ok(board) = river::River::new(rows, &cells) else { continue };
                starts += 1;
                assert_eq!(board.mover_wins(), river_mover_wins(rows, mask, &mut memo), "{rows} rows, {cells:?}");
            }
        }
        assert!(starts > 1000, "{starts} starts");
    }
}

both! {
    fn river_refuses_conflicts_repeats_and_cells_off_the_river() {
        use river::{River, RiverError};
        assert_eq!(
            River::new(3, &[(1, 1), (2, 2)]),
            Err(RiverError::Conflict { first: 0, second: 1, cells: [(1, 1), (2, 2)] })
        );
        assert_eq!(
            River::new(5, &[(4, 1), (1, 1), (4, 2)]),
            Err(RiverError::Conflict { first: 0, second: 2, cells: [(4, 1), (4, 2)] })
        );
        assert_eq!(
            River::new(5, &[(2, 1), (2, 1)]),
            Err(RiverError::Repeated { first: 0, second: 1, cell: (2, 1) })
        );
        assert_eq!(
            River::new(5, &[(6, 1)]),
            Err(RiverError::OffTheRiver { index: 0, cell: (6, 1), rows: 5 })
        );
        assert_eq!(
            River::new(5, &[(1, 3)]),
            Err(RiverError::OffTheRiver { index: 0, cell: (1, 3), rows: 5 })
        );
        let board = River::new(12, &[(8, 1), (4, 1)]).expect("a valid river");
        assert_eq!(board.cells(), [(4, 1), (8, 1)]);
        let stretches: Vec<String> = board.stretches().iter().map(ToString::to_string).collect();
        assert_eq!(
            stretches,
            ["3 rows, open | column 1", "3 rows, column 1 | column 1", "4 rows, column 1 | open"]
        );
    }
}

// Problem 7.

both! {
    fn two_piles_k_tables_match_the_pattern_every_cell_to_200_for_k_1_to_12() {
        for k in 1..=12 {
            let table = two_piles_k::table(k, 200);
            assert_holds(&two_piles_k::check_pattern(&table, k), "two-piles-k");
        }
    }
}

both! {
    fn two_piles_k_every_position_to_40_for_k_1_to_8_matches_the_game_tree() {
        for k in 1..=8u64 {
            let mut memo = HashMap::new();
            let moves = |&(a, b): &(u64, u64)| {
                let mut next = Vec::new();
                if a > 0 { next.push((a - 1, b)); }
                if b > 0 { next.push((a, b - 1)); }
                if a >= k && b >= k { next.push((a - k, b - k)); }
                next
            };
            let table = two_piles_k::table(k, 40);
            for a in 0..=40 {
                for b in 0..=40 {
                    let wins = player_to_move_wins(&(a, b), &moves, false, &mut memo);
                    assert_eq!(two_piles_k::mover_wins(a, b, k), wins, "k = {k}: ({a}, {b})");
                    assert_eq!(table.get(a, b), Some(&Outcome::from_mover_wins(wins)));
                }
            }
        }
    }
}

both! {
    fn two_piles_k_is_exact_at_10_to_the_18() {
        // Adding 2 (k + 1) to both piles, or 2 to the larger one, keeps the outcome (the tables
        // to 200 show both): the table's cells, moved up to 10^18, must keep their values (a
        // float would lose the parity).
        let top = two_piles_k::MAX_PILE;
        for k in [1u64, 2, 3, 7, 1_000_000_000] {
            let table = two_piles_k::table(k, 30);
            let period = 2 * (k + 1);
            let shift = (top - 100) / period * period;
            for (a, b, &outcome) in table.iter().filter(|&(a, b, _)| a <= b) {
                let moved = two_piles_k::mover_wins(a + shift, b + shift, k);
                assert_eq!(Outcome::from_mover_wins(moved), outcome, "k = {k}: ({a}, {b}) + {shift}");
                let wider = two_piles_k::mover_wins(a, b + 2 * ((top - b) / 2), k);
                assert_eq!(Outcome::from_mover_wins(wider), outcome, "k = {k}: ({a}, {b}) wider");
            }
        }
        assert!(two_piles_k::mover_wins(top, top, top));
        assert!(!two_piles_k::mover_wins(top - 1, top - 1, top));
    }
}

// Problem 8.

/// (a, b)'s options by the statement's words, the powers found by repeated multiplication in
/// u128.
fn wizard_moves(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
    let (a, b) = (a.min(b), a.max(b));
    if a == 0 {
        return Vec::new();
    }
    let order = |x: u64, y: u64| (x.min(y), x.max(y));
    let mut next = vec![order(a, b % a)];
    let mut power = u128::from(a);
    for _ in 0..64 {
        if power > u128::from(b) {
            break;
        }
        next.push(order(a, b - power as u64));
        power *= u128::from(a);
    }
    next
}

both! {
    fn powers_and_mod_every_pair_to_200_matches_the_game_tree_and_the_pattern() {
        let table = powers_and_mod::table(200);
        assert_holds(&powers_and_mod::check_pattern(&table), "powers-and-mod");
        let mut memo = HashMap::new();
        for a in 0..=200u64 {
            for b in 0..=200u64 {
                let wins = player_to_move_wins(&(a, b), &wizard_moves, false, &mut memo);
                assert_eq!(powers_and_mod::mover_wins(a, b), wins, "({a}, {b})");
                assert_eq!(table.get(a, b), Some(&Outcome::from_mover_wins(wins)), "({a}, {b})");
            }
        }
    }
}

both! {
    fn powers_and_mod_options_never_overflow_at_10_to_the_18() {
        let top = powers_and_mod::MAX_NUMBER;
        assert_eq!(powers_and_mod::powers_up_to(10, top).len(), 18);
        assert_eq!(powers_and_mod::powers_up_to(1_000_000_000, top), [1_000_000_000, top]);
        assert_eq!(powers_and_mod::powers_up_to(u64::MAX, u64::MAX), [u64::MAX]);
        assert_eq!(powers_and_mod::options(2, top).len(), 60);
        // The pairs (2, b): with 2 | b the mod move wins; else the count of 2s in b decides.
        for b in [top, top - 1, (1 << 53) + 1, (1 << 53) + 3] {
            let expected = b % 2 == 0 || (b / 2) % 3 % 2 == 0;
            assert_eq!(powers_and_mod::mover_wins(2, b), expected, "(2, {b})");
        }
        assert!(powers_and_mod::mover_wins(top, top));
        assert!(!powers_and_mod::mover_wins(0, top));
        assert!(powers_and_mod::mover_wins(u64::MAX, u64::MAX));
    }
}

// Problem 9.

both! {
    fn power_race_every_start_with_n_to_400_matches_the_retrograde_analysis() {
        let mut cells = 0;
        for n in 2..=400u64 {
            let table = power_race::table(n, n, 12);
            assert_holds(&power_race::check_pattern(&table, n), "power-race");
            cells += table.iter().filter(|(_, _, cell)| cell.is_some()).count();
        }
        assert!(cells > 90_000, "{cells} cells");
    }
}

both! {
    fn power_race_powers_are_compared_without_overflow() {
        for a in 0..=40u64 {
            for b in 0..=40u32 {
                for n in [2, 3, 10, 1000, 1_000_000_000, u64::MAX] {
                    let exact = u128::from(a).checked_pow(b).is_some_and(|p| p < u128::from(n));
                    assert_eq!(power_race::pow_below(a, b, n), exact, "{a}^{b} < {n}");
                }
            }
        }
        assert!(power_race::pow_below(31_622, 2, 1_000_000_000));
        assert!(!power_race::pow_below(31_623, 2, 1_000_000_000));
        assert!(!power_race::pow_below(10_000, 30, 1_000_000_000));
    }
}

both! {
    fn power_race_answers_at_the_contests_limits() {
        let n = power_race::MAX_N;
        // b = 1 and a^2 >= n: a countdown of n - 1 - a moves.
        assert_eq!(power_race::outcome(40_000, 1, n), Outcome::Win, "999,959,999 moves left");
        assert_eq!(power_race::outcome(40_001, 1, n), Outcome::Lose);
        assert_eq!(power_race::outcome(n - 1, 1, n), Outcome::Lose);
        assert_eq!(power_race::outcome(1, 30, n), Outcome::Draw);
        assert_eq!(power_race::outcome(2, 29, n), Outcome::Lose);
        for (a, b) in [(1, 1), (10_000, 1), (10_000, 2), (2, 1), (31_622, 2), (999, 3)] {
            let outcome = power_race::outcome(a, b, n);
            assert!(matches!(outcome, Outcome::Win | Outcome::Lose | Outcome::Draw));
        }
    }
}

// Problem 10.

both! {
    fn gcd_game_every_start_of_up_to_4_numbers_matches_the_game_tree() {
        // 1 number: 1 only (gcd 1); 2 numbers to 60; 3 numbers to 16; 4 numbers to 9.
        let mut memo = BTreeMap::new();
        let mut starts = 0;
        for (count, high) in [(1, 1), (2, 60), (3, 16), (4, 9)] {
            for numbers in multisets(count, 1, high) {
                if gcd_game::gcd_of(&numbers) != 1 {
                    continue;
                }
                starts += 1;
                let wins = gcd_game::mover_wins_brute(&numbers, &mut memo);
                assert_eq!(gcd_game::mover_wins(&numbers), wins, "{numbers:?}");
            }
        }
        assert!(starts > 2_000, "{starts} starts");
        let table = gcd_game::table(&[], 60);
        assert_holds(&gcd_game::check_pattern(&table, &[]), "gcd-game");
        let triples = gcd_game::table(&[2], 16);
        assert_holds(&gcd_game::check_pattern(&triples, &[2]), "gcd-game, (2, b, c)");
        assert_eq!(triples.get(4, 6), Some(&None));
        // The lab's table of triples takes the forced line: an even count of evens and a lone
        // odd number above 1 (a pairs table never does: two numbers of gcd 1 with an even
        // count of evens are both odd).
        let forced = |numbers: &[u64]| {
            let odd: Vec<&u64> = numbers.iter().filter(|&&x| x % 2 == 1).collect();
            (numbers.len() - odd.len()).is_multiple_of(2) && odd.len() == 1 && *odd[0] > 1
        };
        let forced_cells = |table: &cgt_playground::solve::problem_set::Grid<Option<Outcome>>, fixed: &[u64]| {
            table.iter().filter(|&(b, c, cell)| cell.is_some() && forced(&gcd_game::with_pair(fixed, b, c))).count()
        };
        assert_eq!(forced_cells(&table, &[]), 0);
        assert!(forced_cells(&triples, &[2]) > 50, "{}", forced_cells(&triples, &[2]));
        assert_eq!(table.get(4, 6), Some(&None));
        assert_eq!(table.get(1, 1), Some(&Some(Outcome::Lose)));
    }
}

both! {
    fn gcd_game_options_are_those_of_the_statement() {
        // From 3 6 7: 2 6 7 (gcd 1), 3 5 7, 3 6 6 divided by 3 = 1 2 2.
        assert_eq!(gcd_game::options(&[3, 6, 7]), [vec![1, 2, 2], vec![2, 6, 7], vec![3, 5, 7]]);
        assert!(gcd_game::options(&[1, 1]).is_empty());
    }
}

both! {
    fn gcd_game_answers_at_the_contests_limits() {
        let top = gcd_game::MAX_NUMBER;
        // An odd count of even numbers: the mover wins at once, 10^5 numbers of 10^9.
        let mut numbers = vec![top; gcd_game::MAX_NUMBERS];
        numbers[0] = top - 1;
        assert!(gcd_game::mover_wins(&numbers));
        numbers[1] = top - 1;
        assert!(!gcd_game::mover_wins(&numbers), "two odd numbers, an even count of evens");
        // (2^j - 1, 2^j, 2^j) is forced to (2^(j-1) - 1, 2^(j-1), 2^(j-1)), down to (1, 2, 2),
        // lost: the mover wins exactly when j is even. The brute force confirms j <= 4.
        let mut memo = BTreeMap::new();
        for j in 1..=29u32 {
            let numbers = [(1 << j) - 1, 1 << j, 1 << j];
            assert_eq!(gcd_game::mover_wins(&numbers), j % 2 == 0, "j = {j}");
            if j <= 4 {
                assert_eq!(gcd_game::mover_wins_brute(&numbers, &mut memo), j % 2 == 0);
            }
        }
    }
}
