//! Treblecross: the paper's Grundy numbers against exhaustive search of the real game (mark
//! cells, three in a row wins) on every valid board of 3 to 12 cells and on small sums.

use std::collections::HashMap;

use cgt_playground::solve::octal::{OctalCode, grundy_values_naive};
use cgt_playground::solve::play::{Game, perfect_move};
use cgt_playground::solve::treblecross::{
    Board, BoardError, Interval, MAX_LENGTH, SPELLED_RUN, Stretch, TreblecrossGame, analyse_sum,
    board_grundy, combined_grundy, interval_grundy, interval_grundy_paper, interval_options,
    stretches, winning_move,
};

use crate::both;
use crate::oracle::{Rng, treblecross_mover_wins, valid_treblecross_boards};

fn board_of(length: u32, marks: u32) -> Board {
    Board::from_cells((0..length).map(|cell| marks & (1 << cell) != 0).collect())
}

fn marks_of(board: &Board) -> u32 {
    board.cells().iter().enumerate().filter(|(_, marked)| **marked).map(|(cell, _)| 1 << cell).sum()
}

/// Exhaustive search on one board.
fn mover_wins(board: &Board) -> bool {
    treblecross_mover_wins(&[board.len() as u32], &mut vec![marks_of(board)], &mut HashMap::new())
}

both! {
    fn the_paper_recurrence_and_the_octal_game_0_007_agree() {
        let paper = interval_grundy_paper(1500);
        assert_eq!(interval_grundy(1500), paper);
        let code = OctalCode::parse("0.007").expect("valid");
        let naive = grundy_values_naive(&code, 302);
        assert_eq!(&naive[2..], &paper[..=300]);
        assert_eq!(&paper[..16], [0, 1, 1, 1, 2, 2, 0, 3, 3, 1, 1, 1, 0, 4, 3, 3]);
        assert_eq!(interval_options(5), [(1, 0, 2), (2, 0, 1), (3, 0, 0), (4, 1, 0), (5, 2, 0)]);
    }
}

both! {
    fn every_valid_board_of_3_to_12_cells_gets_the_winner_exhaustive_search_finds() {
        let values = interval_grundy(12);
        let mut boards = 0;
        for length in 3..=12u32 {
            for marks in valid_treblecross_boards(length) {
                let board = board_of(length, marks);
                assert_eq!(Board::parse(&board.text()), Ok(board.clone()));
                let grundy = board_grundy(&board, &values);
                assert_eq!(grundy != 0, mover_wins(&board), "{}", board.text());
                boards += 1;
            }
        }
        // f(L) = f(L - 1) + f(L - 3) boards of L cells: 4 + 6 + 9 + … + 129.
        assert_eq!(boards, 397);
    }
}

both! {
    fn every_winning_move_leaves_a_lost_position_and_losing_positions_have_none() {
        let game = TreblecrossGame::new(12);
        for length in 3..=12u32 {
            for marks in valid_treblecross_boards(length) {
                let board = board_of(length, marks);
                let winning = game.winning_moves(&board);
                assert_eq!(!winning.is_empty(), mover_wins(&board), "{}", board.text());
                for cell in winning {
                    let after = board.with_mark(cell);
                    assert!(after.three_in_a_row().is_none(), "{}", board.text());
                    assert!(!mover_wins(&after), "{} then {cell}", board.text());
                }
            }
        }
    }
}

both! {
    fn positions_reached_in_play_are_judged_as_exhaustive_search_judges_them() {
        // Random plays from random boards, including careless moves next to marks.
        let game = TreblecrossGame::new(12);
        let mut rng = Rng::new(5);
        for _ in 0..300 {
            let length = 3 + rng.below(10) as u32;
            let starts = valid_treblecross_boards(length);
            let mut board = board_of(length, starts[rng.below(starts.len() as u64) as usize]);
            while !game.is_over(&board) {
                let winning = game.winning_moves(&board);
                assert_eq!(!winning.is_empty(), mover_wins(&board), "{}", board.text());
                for &cell in &winning {
                    let after = board.with_mark(cell);
                    assert!(after.three_in_a_row().is_some() || !mover_wins(&after), "{} then {cell}", board.text());
                }
                let moves = game.moves(&board);
                let (mv, wins) = perfect_move(&game, &board, 10_000).expect("the game is not over");
                assert!(game.is_legal(&board, &mv));
                assert_eq!(wins, !winning.is_empty());
                board = board.with_mark(moves[rng.below(moves.len() as u64) as usize]);
            }
            assert!(board.three_in_a_row().is_some());
            assert!(game.moves(&board).is_empty() && game.strategy_move(&board).is_none());
        }
    }
}

both! {
    fn sums_of_boards_match_exhaustive_search_of_the_whole_sum() {
        let values = interval_grundy(12);
        let boards_of = |lengths: std::ops::RangeInclusive<u32>| -> Vec<Board> {
            lengths
                .flat_map(|length| valid_treblecross_boards(length).into_iter().map(move |marks| board_of(length, marks)))
                .collect()
        };
        let small = boards_of(3..=5);
        let larger = boards_of(6..=7);
        let mut pairs: Vec<(&Board, &Board)> = Vec::new();
        for (i, first) in small.iter().enumerate() {
            pairs.extend(small[i..].iter().map(|second| (first, second)));
        }
        for second in &larger {
            pairs.extend([&small[0], &small[small.len() - 1]].map(|first| (first, second)));
        }
        assert_eq!(pairs.len(), 19 * 20 / 2 + 2 * 32);
        for (first, second) in pairs {
            let grundies = [board_grundy(first, &values), board_grundy(second, &values)];
            let lengths = [first.len() as u32, second.len() as u32];
            let wins = treblecross_mover_wins(&lengths, &mut vec![marks_of(first), marks_of(second)], &mut HashMap::new());
            assert_eq!(combined_grundy(&grundies, &[1, 1]) != 0, wins, "{} + {}", first.text(), second.text());
        }
        // Three boards, and copies: x(i) in 0..=3 for two types, searched with real copies.
        let boards = [Board::parse("...").expect("valid"), Board::parse("X.....").expect("valid"), Board::parse(".....").expect("valid")];
        let grundies: Vec<u32> = boards.iter().map(|board| board_grundy(board, &values)).collect();
        let wins = treblecross_mover_wins(&[3, 6, 5], &mut vec![0, 1, 0], &mut HashMap::new());
        assert_eq!(combined_grundy(&grundies, &[1, 1, 1]) != 0, wins);
        for x in 0..=3u64 {
            for y in 0..=3u64 {
                let mut lengths = Vec::new();
                let mut marks = Vec::new();
                for _ in 0..x {
                    lengths.push(3);
                    marks.push(0);
                }
                for _ in 0..y {
                    lengths.push(6);
                    marks.push(1);
                }
                let wins = treblecross_mover_wins(&lengths, &mut marks, &mut HashMap::new());
                assert_eq!(combined_grundy(&grundies[..2], &[x, y]) != 0, wins, "x = {x}, y = {y}");
            }
        }
    }
}

both! {
    fn only_the_parity_of_huge_counts_matters() {
        let grundies = [3, 5, 6];
        assert_eq!(combined_grundy(&grundies, &[1_000_000_000_000_000_000, 1, 1]), 5 ^ 6);
        assert_eq!(combined_grundy(&grundies, &[999_999_999_999_999_999, 2, 0]), 3);
        assert_eq!(combined_grundy(&grundies, &[1, 1, 1]), 0);
    }
}

both! {
    fn lightly_marked_cells_and_free_intervals_follow_the_paper() {
        let board = Board::parse("X.......X...").expect("valid");
        let light: String = board
            .lightly_marked()
            .iter()
            .zip(board.cells())
            .map(|(&light, &marked)| if marked { 'X' } else if light { 'o' } else { '.' })
            .collect();
        assert_eq!(light, "Xoo...ooXoo.");
        assert_eq!(board.intervals(), [Interval { start: 3, len: 3 }, Interval { start: 11, len: 1 }]);
        let values = interval_grundy(12);
        assert_eq!(board_grundy(&board, &values), values[3] ^ values[1]);
        assert_eq!(Board::parse("...").expect("valid").intervals(), [Interval { start: 0, len: 3 }]);
        assert!(Board::parse("X..").expect("valid").intervals().is_empty());
        let played = Board::parse(".X....").expect("valid").with_mark(2);
        assert_eq!(played.winning_cells(), [0, 3]);
        assert_eq!(played.with_mark(3).three_in_a_row(), Some(1));
        assert_eq!(board.light_count(), 6);
    }
}

both! {
    fn kept_intervals_are_those_of_the_cells_on_every_board_of_up_to_twelve_cells() {
        use std::collections::HashSet;
        for len in 3..=12usize {
            for marks in 0u32..1 << len {
                let cells: Vec<bool> = (0..len).map(|cell| marks >> cell & 1 == 1).collect();
                let board = Board::from_cells(cells.clone());
                // By the definition: free cells are unmarked with no mark within distance 2.
                let free: Vec<bool> = (0..len)
                    .map(|c| (c.saturating_sub(2)..=(c + 2).min(len - 1)).all(|o| !cells[o]))
                    .collect();
                let mut runs = Vec::new();
                for (cell, &is_free) in free.iter().enumerate() {
                    match runs.last_mut() {
                        Some(Interval { start, len }) if is_free && *start + *len == cell => *len += 1,
                        _ if is_free => runs.push(Interval { start: cell, len: 1 }),
                        _ => {}
                    }
                }
                let light = (0..len).filter(|&c| !cells[c] && !free[c]).count();
                assert_eq!(board.intervals(), runs, "{cells:?}");
                // Asked again, and on a clone, the kept intervals are the same.
                assert_eq!(board.clone().intervals(), runs);
                assert_eq!(board.light_count(), light, "{cells:?}");
                // Equality and hashing see the cells only, whether the intervals are kept or not.
                let fresh = Board::from_cells(cells);
                assert_eq!(fresh, board);
                assert!(HashSet::from([fresh]).contains(&board));
            }
        }
    }
}

both! {
    fn bad_boards_are_refused_with_a_reason() {
        let long = ".".repeat(MAX_LENGTH + 1);
        let cases = [
            ("", BoardError::TooShort(0)),
            ("..", BoardError::TooShort(2)),
            ("X", BoardError::TooShort(1)),
            (long.as_str(), BoardError::TooLong(MAX_LENGTH + 1)),
            ("..O..", BoardError::NotACell { cell: 3, found: 'O' }),
            ("XX...", BoardError::TooClose { first: 1, second: 2 }),
            ("...X.X", BoardError::TooClose { first: 4, second: 6 }),
            ("X..X.X", BoardError::TooClose { first: 4, second: 6 }),
            ("XXX", BoardError::TooClose { first: 1, second: 2 }),
        ];
        for (text, error) in cases {
            assert_eq!(Board::parse(text), Err(error), "{text:?}");
        }
        assert_eq!(
            BoardError::TooClose { first: 4, second: 6 }.to_string(),
            "cells 4 and 6 are both marked, 2 apart; a starting board has no two marks at distance 1 or 2 (the first player would win at once)"
        );
        assert_eq!(BoardError::TooShort(2).to_string(), "2 cells; a board has at least 3 (the paper's N(i) ≥ 3)");
        assert!(Board::parse("X..X..X").is_ok());
        assert_eq!(Board::parse(" x..X ").map(|board| board.text()), Ok("X..X".to_string()));
        assert_eq!(Board::parse(&".".repeat(MAX_LENGTH)).map(|board| board.len()), Ok(MAX_LENGTH));
    }
}

both! {
    fn runs_of_unmarked_cells_may_be_written_as_numbers() {
        // Every valid board of 3 to 14 cells: its text read back is the board; the text spells
        // runs of up to SPELLED_RUN unmarked cells as dots and writes longer ones as numbers.
        for length in 3..=14u32 {
            for marks in 0..1u32 << length {
                let board = board_of(length, marks);
                let spelled: String =
                    board.cells().iter().map(|&marked| if marked { 'X' } else { '.' }).collect();
                let Ok(parsed) = Board::parse(&spelled) else { continue };
                let text = board.text();
                assert_eq!(Board::parse(&text).as_ref(), Ok(&parsed), "{spelled} as {text}");
                let dots = text.split(|c: char| c != '.').map(str::len).max().unwrap_or(0);
                assert!(dots <= SPELLED_RUN, "{text}");
                let long_run = spelled.contains(&".".repeat(SPELLED_RUN + 1));
                assert_eq!(text.contains(|c: char| c.is_ascii_digit()), long_run, "{text}");
            }
        }
        // Numbers and dots in any mix; the largest boards in a few characters.
        assert_eq!(Board::parse("X5"), Board::parse("X....."));
        assert_eq!(Board::parse("2.X2"), Board::parse("...X.."));
        let board = Board::parse("100X9899").expect("10,000 cells");
        assert_eq!(board.len(), MAX_LENGTH);
        assert_eq!(board.cells().iter().position(|&marked| marked), Some(100));
        assert_eq!(board.text(), "100X9899");
        let cases = [
            ("X0X5", BoardError::EmptyRun(2)),
            ("5000X5000", BoardError::TooLong(MAX_LENGTH + 1)),
            ("X5O", BoardError::NotACell { cell: 7, found: 'O' }),
            ("99999999999999999999999999", BoardError::TooLong(usize::MAX)),
            // Found by scripts/fuzz: the cell after a saturated count is numbered without overflow.
            ("18446744073709551615∞", BoardError::NotACell { cell: usize::MAX, found: '∞' }),
            ("X1X", BoardError::TooClose { first: 1, second: 3 }),
        ];
        for (text, error) in cases {
            assert_eq!(Board::parse(text), Err(error), "{text:?}");
        }
        assert_eq!(
            BoardError::TooLong(usize::MAX).to_string(),
            "more cells than can be counted; at most 10000 are supported"
        );
        assert_eq!(
            BoardError::EmptyRun(2).to_string(),
            "cell 2 is a run of 0 unmarked cells; a number stands for 1 or more"
        );
    }
}

both! {
    fn the_computer_plays_legally_when_losing_and_wins_when_it_can() {
        let game = TreblecrossGame::new(31);
        // A lost position with free cells (G(6) = 0): the computer keeps to them.
        let lost = Board::parse("......").expect("valid");
        assert!(game.winning_moves(&lost).is_empty());
        let (cell, wins) = perfect_move(&game, &lost, 10_000).expect("a move");
        assert!(!wins && game.is_legal(&lost, &cell));
        assert!(!lost.lightly_marked()[cell]);
        // Only lightly marked cells left: the move is legal and hands over three in a row.
        let forced = Board::parse("X..X..X").expect("valid");
        let (cell, wins) = perfect_move(&game, &forced, 10_000).expect("a move");
        assert!(!wins && !forced.is_marked(cell));
        assert!(!forced.with_mark(cell).winning_cells().is_empty());
        // A long board (G(31) = 5) is too large to search, but the winning move needs none.
        let long = Board::parse(&".".repeat(31)).expect("valid");
        let (cell, wins) = perfect_move(&game, &long, 10_000).expect("a move");
        assert!(wins);
        assert_eq!(board_grundy(&long.with_mark(cell), &game.values), 0);
    }
}

both! {
    fn a_sum_is_analysed_board_by_board_and_its_winning_move_wins() {
        let values = interval_grundy(20);
        let boards: Vec<Board> =
            ["X.....", ".......", "X...X......."].iter().map(|text| Board::parse(text).expect("valid")).collect();
        let counts = [1, 2, 1];
        let analysis = analyse_sum(&boards, &counts, &values);
        let grundies: Vec<u32> = boards.iter().map(|board| board_grundy(board, &values)).collect();
        assert_eq!(analysis.grundies, grundies);
        assert_eq!(analysis.counted, [grundies[0], 0, grundies[2]], "two copies cancel");
        assert_eq!(analysis.running[2], grundies[0] ^ grundies[2]);
        assert_eq!(analysis.total, combined_grundy(&grundies, &counts));
        // Every valid board of 3 to 10 cells alone: a winning move exactly when it is won, and
        // that move leaves a lost board.
        for length in 3..=10u32 {
            for marks in valid_treblecross_boards(length) {
                let board = board_of(length, marks);
                let alone = [board.clone()];
                let analysis = analyse_sum(&alone, &[1], &values);
                let best = winning_move(&alone, &[1], &analysis, &values);
                assert_eq!(best.is_some(), analysis.total != 0, "{}", board.text());
                if let Some((0, cell)) = best {
                    assert!(!mover_wins(&board.with_mark(cell)), "{} then {cell}", board.text());
                }
            }
        }
    }
}

both! {
    fn a_board_is_drawn_as_marks_light_cells_and_free_intervals() {
        let board = Board::parse("X.......").expect("valid");
        assert_eq!(
            stretches(&board),
            [
                Stretch::Marked(0),
                Stretch::Light(1),
                Stretch::Light(2),
                Stretch::Free(Interval { start: 3, len: 5 }),
            ]
        );
    }
}
