//! Two-pile Grundy tables (Nim and Wythoff) against the recursive definition, exhaustive game
//! search, and the lecture's published 6 x 6 table; the xor pattern checked, never assumed.

use std::collections::HashMap;

use cgt_playground::solve::two_pile::{MAX_SIDE, Rule, TableFill, grundy_table, work};
use cgt_playground::solve::wythoff;

use crate::both;
use crate::oracle::{player_to_move_wins, sg_by_definition};

/// The positions one move from (x, y), written out from the rules: take k >= 1 from the
/// first pile, from the second, or (Wythoff) from both.
fn rule_moves(rule: Rule) -> impl Fn(&(usize, usize)) -> Vec<(usize, usize)> {
    move |&(x, y)| {
        let mut next = Vec::new();
        for k in 1..=x {
            next.push((x - k, y));
        }
        for k in 1..=y {
            next.push((x, y - k));
        }
        if rule == Rule::Wythoff {
            for k in 1..=x.min(y) {
                next.push((x - k, y - k));
            }
        }
        next
    }
}

/// The lecture deck's table "SG values of G_{X,Y}" for X, Y = 0..5 (HKOI Training 2019, Game
/// Theory, Alex Tung: the two-pile Nim slides), row Y = 0 first.
const LECTURE_NIM_TABLE: [[u32; 6]; 6] = [
    [0, 1, 2, 3, 4, 5],
    [1, 0, 3, 2, 5, 4],
    [2, 3, 0, 1, 6, 7],
    [3, 2, 1, 0, 7, 6],
    [4, 5, 6, 7, 0, 1],
    [5, 4, 7, 6, 1, 0],
];

both! {
    fn the_lecture_table_of_two_pile_nim() {
        let table = grundy_table(Rule::Nim, 6, 6);
        for (y, row) in LECTURE_NIM_TABLE.iter().enumerate() {
            for (x, &value) in row.iter().enumerate() {
                assert_eq!(table.get(x, y), Some(value), "SG({x}, {y})");
            }
        }
        let rows: Vec<Vec<u32>> = table.rows_of_values().map(<[u32]>::to_vec).collect();
        assert_eq!(rows, LECTURE_NIM_TABLE.map(|row| row.to_vec()).to_vec());
    }
}

both! {
    fn both_rules_match_the_recursive_definition_on_every_small_table() {
        for rule in [Rule::Nim, Rule::Wythoff] {
            let moves = rule_moves(rule);
            let mut memo = HashMap::new();
            // Every shape up to 9 x 9, so rows and columns are never confused.
            for cols in 1..=9 {
                for rows in 1..=9 {
                    let table = grundy_table(rule, cols, rows);
                    assert_eq!((table.cols(), table.rows()), (cols, rows));
                    for y in 0..rows {
                        for x in 0..cols {
                            let expected = sg_by_definition(&(x, y), &moves, &mut memo);
                            assert_eq!(table.get(x, y), Some(expected), "{rule:?} {cols}x{rows} at ({x}, {y})");
                        }
                    }
                    assert_eq!(table.get(cols, 0), None);
                    assert_eq!(table.get(0, rows), None);
                }
            }
            let table = grundy_table(rule, 40, 40);
            for y in 0..40 {
                for x in 0..40 {
                    assert_eq!(table.get(x, y), Some(sg_by_definition(&(x, y), &moves, &mut memo)), "{rule:?} ({x}, {y})");
                }
            }
        }
    }
}

both! {
    fn zeros_are_exactly_the_positions_the_game_tree_loses() {
        for rule in [Rule::Nim, Rule::Wythoff] {
            let moves = rule_moves(rule);
            let mut memo = HashMap::new();
            let table = grundy_table(rule, 25, 25);
            for y in 0..25 {
                for x in 0..25 {
                    let wins = player_to_move_wins(&(x, y), &moves, false, &mut memo);
                    assert_eq!(table.get(x, y) == Some(0), !wins, "{rule:?} ({x}, {y})");
                }
            }
        }
    }
}

both! {
    fn two_pile_nim_is_x_xor_y_as_checked_by_the_table() {
        let table = grundy_table(Rule::Nim, 64, 64);
        assert!(table.xor_mismatches().is_empty());
        // The check can fail: Wythoff's table differs from x xor y, first at (1, 1).
        let wythoff = grundy_table(Rule::Wythoff, 3, 3);
        assert_eq!(wythoff.get(1, 1), Some(2));
        assert!(wythoff.xor_mismatches().contains(&(1, 1)));
    }
}

both! {
    fn explanations_list_the_options_in_the_lecture_order() {
        let table = grundy_table(Rule::Nim, 6, 6);
        let cell = table.explain(3, 2).expect("in the table");
        let options: Vec<(usize, usize)> = cell.options.iter().map(|&(option, _)| option).collect();
        assert_eq!(options, [(0, 2), (1, 2), (2, 2), (3, 0), (3, 1)]);
        let values: Vec<u32> = cell.options.iter().map(|&(_, value)| value).collect();
        assert_eq!(values, [2, 3, 0, 3, 2]);
        assert_eq!(cell.value, 1);
        assert_eq!(table.explain(0, 0).expect("corner").options, []);
        assert_eq!(table.explain(6, 0), None);
        for rule in [Rule::Nim, Rule::Wythoff] {
            let table = grundy_table(rule, 12, 7);
            for step in 0..12 * 7 {
                let (x, y) = table.cell_at(step).expect("a cell");
                assert_eq!((x, y), (step % 12, step / 12), "row by row");
                let cell = table.explain(x, y).expect("in the table");
                assert!(cell.is_consistent(), "{rule:?} ({x}, {y})");
                assert_eq!(cell.options.len(), rule.option_count(x, y));
                // Every option comes earlier in the filling order.
                assert!(cell.options.iter().all(|&((i, j), _)| j * 12 + i < step));
            }
            assert_eq!(table.cell_at(12 * 7), None);
        }
    }
}

both! {
    fn filling_in_slices_gives_the_same_table_and_honest_progress() {
        for rule in [Rule::Nim, Rule::Wythoff] {
            let whole = grundy_table(rule, 37, 23);
            for slice in [1u64, 7, 100, 5_000] {
                let mut fill = TableFill::new(rule, 37, 23);
                let mut last = 0.0;
                let mut slices = 0;
                while !fill.advance(slice) {
                    let progress = cgt_playground::solve::stepwise::Stepwise::progress(&fill);
                    assert!(progress >= last && progress < 1.0, "progress {progress} after {last}");
                    last = progress;
                    slices += 1;
                }
                assert_eq!(cgt_playground::solve::stepwise::Stepwise::progress(&fill), 1.0);
                assert!(slice > 1_000 || slices > 0, "a small budget takes several slices");
                assert_eq!(fill.finish(), whole, "{rule:?} in slices of {slice}");
            }
        }
    }
}

both! {
    fn the_work_estimate_counts_every_option_read() {
        for rule in [Rule::Nim, Rule::Wythoff] {
            for (cols, rows) in [(1, 1), (1, 9), (9, 1), (6, 6), (17, 5), (MAX_SIDE, 3)] {
                let counted: u64 = (0..rows)
                    .flat_map(|y| (0..cols).map(move |x| rule.option_count(x, y) as u64 + 1))
                    .sum();
                assert_eq!(work(rule, cols, rows), counted, "{rule:?} {cols}x{rows}");
            }
        }
    }
}

both! {
    fn the_largest_table_fills_and_stays_consistent() {
        let table = grundy_table(Rule::Nim, MAX_SIDE, MAX_SIDE);
        assert!(table.xor_mismatches().is_empty());
        assert_eq!(table.get(255, 170), Some(255 ^ 170));
    }
}

both! {
    fn the_wythoff_lab_table_is_the_same_kernel() {
        // wythoff::grundy_table(rows, cols) is indexed [x][y] with x < rows.
        let old_shape = wythoff::grundy_table(5, 8);
        let table = grundy_table(Rule::Wythoff, 5, 8);
        assert_eq!(old_shape.len(), 5);
        for (x, column) in old_shape.iter().enumerate() {
            assert_eq!(column.len(), 8);
            for (y, &value) in column.iter().enumerate() {
                assert_eq!(table.get(x, y), Some(value), "({x}, {y})");
            }
        }
    }
}

#[test]
fn nim_cells_are_explained_in_words() {
    let table = grundy_table(Rule::Nim, 12, 6);
    let cell = table.explain(3, 1).expect("(3, 1) is in the table");
    assert_eq!(
        cell.sentence(),
        "SG(3, 1) = mex{SG(0, 1), SG(1, 1), SG(2, 1), SG(3, 0)} = mex{1, 0, 3, 3} = 2"
    );
    assert_eq!(
        cell.nim_moves_text(),
        "A move shrinks the first pile to 0, 1 or 2; or the second pile to 0."
    );
    assert_eq!(cell.winning_cells(), ["(1, 1)"]);
    let empty = table.explain(0, 0).expect("(0, 0)");
    assert_eq!(empty.sentence(), "SG(0, 0) = mex{} = 0");
    assert_eq!(empty.nim_moves_text(), "Both piles are empty: there is no move.");
    assert!(empty.winning_cells().is_empty());
    let wider = grundy_table(Rule::Nim, 16, 6).explain(15, 5).expect("(15, 5)");
    assert_eq!(wider.sentence(), "SG(15, 5) = mex of the 20 values in its row and column = 10");
    assert_eq!(
        wider.nim_moves_text(),
        "A move shrinks the first pile to any of 0 to 14; or the second pile to 0, 1, 2, 3 or 4."
    );
    assert_eq!(
        table.xor_check_text(),
        "checked against all 72 cells of the table: every one agrees."
    );
    assert!(table.zeros_on_diagonal());
    let wythoff = grundy_table(Rule::Wythoff, 6, 6);
    assert!(wythoff.xor_check_text().starts_with("but "), "{}", wythoff.xor_check_text());
    assert!(!wythoff.zeros_on_diagonal());
}
