//! Kings on a damaged board, against the recursive mex on every small board with every damage
//! pattern, and against exhaustive search of the whole game (all kings at once) for the winner
//! and every winning move.

use std::collections::{BTreeSet, HashMap};

use cgt_playground::api::Request;
use cgt_playground::api::kings::{KingMoveAnswer, KingsRequest, MAX_KINGS, MAX_SIDE};
use cgt_playground::api::{Answer, Fields, Winner, solve as api_solve};
use cgt_playground::solve::kings::{
    Blocked, Board, Cell, Direction, KingMove, KingsGame, explain, grundy_table, total,
    winning_moves,
};
use cgt_playground::solve::play::{Game, perfect_move};

use crate::both;
use crate::oracle::{player_to_move_wins, sg_by_definition};

/// Every board of `rows` x `cols` with every damage pattern.
fn every_board(rows: usize, cols: usize) -> impl Iterator<Item = Board> {
    let cells = rows * cols;
    (0..1u32 << cells).map(move |mask| {
        let rows: Vec<Vec<bool>> = (0..rows)
            .map(|row| (0..cols).map(|col| mask >> (row * cols + col) & 1 == 1).collect())
            .collect();
        Board::from_rows(&rows).expect("rectangular")
    })
}

/// One king's moves, from the rules as written: one cell up, left or up-left, staying on the
/// board, never onto a damaged cell.
fn king_steps(board: &Board, (row, col): Cell) -> Vec<Cell> {
    let mut next = Vec::new();
    for (dr, dc) in [(1, 0), (0, 1), (1, 1)] {
        if row >= dr && col >= dc && !board.is_damaged((row - dr, col - dc)) {
            next.push((row - dr, col - dc));
        }
    }
    next
}

/// The whole game's moves: any one king one step; a position is the sorted list of cells.
fn game_moves(board: &Board) -> impl Fn(&Vec<Cell>) -> Vec<Vec<Cell>> + '_ {
    move |kings| {
        let mut next = Vec::new();
        for index in 0..kings.len() {
            for to in king_steps(board, kings[index]) {
                let mut after = kings.clone();
                after[index] = to;
                after.sort_unstable();
                next.push(after);
            }
        }
        next
    }
}

/// Every sorted list of `count` cells among `cells` (kings may share a cell).
fn multisets(cells: &[Cell], count: usize) -> Vec<Vec<Cell>> {
    if count == 0 {
        return vec![Vec::new()];
    }
    let mut all = Vec::new();
    for shorter in multisets(cells, count - 1) {
        for &cell in cells {
            if shorter.last().is_none_or(|&last| last <= cell) {
                let mut longer = shorter.clone();
                longer.push(cell);
                all.push(longer);
            }
        }
    }
    all
}

both! {
    fn every_board_up_to_twelve_cells_matches_the_recursive_mex() {
        let mut boards = 0;
        for rows in 1..=12usize {
            for cols in 1..=12 / rows {
                for board in every_board(rows, cols) {
                    let table = grundy_table(&board);
                    let steps = |cell: &Cell| king_steps(&board, *cell);
                    let mut memo = HashMap::new();
                    for cell in board.cells() {
                        if board.is_damaged(cell) {
                            assert_eq!(table.get(cell), None);
                            assert_eq!(explain(&board, &table, cell), None);
                        } else {
                            let expected = sg_by_definition(&cell, &steps, &mut memo);
                            assert_eq!(table.get(cell), Some(expected), "{cell:?} on {:?}", board.row_texts());
                            let explained = explain(&board, &table, cell).expect("a free cell");
                            assert_eq!(explained.value, expected);
                            assert_eq!(explained.options.len() + explained.blocked.len(), 3);
                        }
                    }
                    boards += 1;
                }
            }
        }
        let shapes: usize = (1..=12usize).map(|rows| (1..=12 / rows).map(|cols| 1usize << (rows * cols)).sum::<usize>()).sum();
        assert_eq!(boards, shapes, "every damage pattern of every shape r x c with r c <= 12");
    }
}

/// Checks the winner, the total and every winning move of `kings` against exhaustive search.
fn check_position(board: &Board, kings: &[Cell], memo: &mut HashMap<Vec<Cell>, bool>) {
    let table = grundy_table(board);
    let moves = game_moves(board);
    let mut position = kings.to_vec();
    position.sort_unstable();
    let mover_wins = player_to_move_wins(&position, &moves, false, memo);
    let sum = total(&table, kings);
    assert_eq!(sum != 0, mover_wins, "{kings:?} on {:?}", board.row_texts());
    let found: BTreeSet<KingMove> = winning_moves(board, &table, kings).into_iter().collect();
    let mut expected = BTreeSet::new();
    for (king, &from) in kings.iter().enumerate() {
        for to in king_steps(board, from) {
            let mut after = kings.to_vec();
            after[king] = to;
            after.sort_unstable();
            if !player_to_move_wins(&after, &moves, false, memo) {
                expected.insert(KingMove { king, from, to });
            }
        }
    }
    assert_eq!(found, expected, "{kings:?} on {:?}", board.row_texts());
}

both! {
    fn whole_games_of_up_to_three_kings_match_exhaustive_search() {
        let mut positions = 0;
        for rows in 1..=9usize {
            for cols in 1..=9 / rows {
                let most_kings = if rows * cols <= 6 { 3 } else { 2 };
                for board in every_board(rows, cols) {
                    let free: Vec<Cell> = board.cells().filter(|&cell| board.is_free(cell)).collect();
                    let mut memo = HashMap::new();
                    for count in 1..=most_kings {
                        for kings in multisets(&free, count) {
                            check_position(&board, &kings, &mut memo);
                            positions += 1;
                        }
                    }
                }
            }
        }
        assert!(positions > 50_000, "{positions} positions checked");
    }
}

both! {
    fn kings_given_in_any_order_count_each_king() {
        let board = Board::undamaged(3, 3);
        let table = grundy_table(&board);
        // Two kings on (1, 2): each is a king a player may choose, so each makes a move.
        let kings = [(1, 2), (0, 1), (1, 2)];
        assert_eq!(total(&table, &kings), 1);
        assert_eq!(
            winning_moves(&board, &table, &kings),
            [
                KingMove { king: 0, from: (1, 2), to: (1, 1) },
                KingMove { king: 1, from: (0, 1), to: (0, 0) },
                KingMove { king: 2, from: (1, 2), to: (1, 1) },
            ]
        );
        let mut memo = HashMap::new();
        check_position(&board, &kings, &mut memo);
    }
}

both! {
    fn the_undamaged_board_and_a_worked_example() {
        // Worked by hand from the rules: row 0 alternates 0, 1; (1, 1) sees {1, 1, 0}, so 2.
        let board = Board::undamaged(3, 4);
        let table = grundy_table(&board);
        let rows: Vec<Vec<Option<u32>>> = table.rows_of_values().map(<[Option<u32>]>::to_vec).collect();
        let some = |row: [u32; 4]| row.map(Some).to_vec();
        assert_eq!(rows, [some([0, 1, 0, 1]), some([1, 2, 3, 2]), some([0, 3, 0, 1])]);
        let explained = explain(&board, &table, (1, 2)).expect("free");
        assert_eq!(explained.sentence(), "SG(1, 2) = mex{SG(0, 2), SG(1, 1), SG(0, 1)} = mex{0, 2, 1} = 3");
        let corner = explain(&board, &table, (0, 0)).expect("free");
        assert_eq!(corner.sentence(), "SG(0, 0) = mex{} = 0");
        assert_eq!(corner.blocked, [(Direction::Up, Blocked::Edge), (Direction::Left, Blocked::Edge), (Direction::UpLeft, Blocked::Edge)]);
        // The README's example: a damaged cell changes the values around it.
        let damaged = Board::from_rows(&[vec![false, false, true], vec![false, false, false]]).expect("board");
        let table = grundy_table(&damaged);
        assert_eq!(table.get((0, 2)), None);
        assert_eq!(table.get((1, 2)), Some(0), "up is damaged; left (1, 1) = 2 and up-left (0, 1) = 1");
        let explained = explain(&damaged, &table, (1, 2)).expect("free");
        assert_eq!(explained.blocked, [(Direction::Up, Blocked::Damaged((0, 2)))]);
    }
}

both! {
    fn the_computer_player_keeps_to_p_positions() {
        let board = Board::from_rows(&[
            vec![false, false, true, false],
            vec![false, false, false, false],
            vec![true, false, false, false],
        ])
        .expect("board");
        let game = KingsGame::new(board.clone());
        let moves = game_moves(&board);
        let mut memo = HashMap::new();
        let free: Vec<Cell> = board.cells().filter(|&cell| board.is_free(cell)).collect();
        for kings in multisets(&free, 2).into_iter().chain(multisets(&free, 3)) {
            let listed: BTreeSet<Vec<Cell>> =
                game.moves(&kings).iter().map(|mv| game.play(&kings, mv)).collect();
            let expected: BTreeSet<Vec<Cell>> = moves(&kings).into_iter().collect();
            assert_eq!(listed, expected, "{kings:?}");
            for mv in game.moves(&kings) {
                assert!(game.is_legal(&kings, &mv));
            }
            assert!(!game.is_legal(&kings, &((0, 0), (0, 0))));
            let wins = player_to_move_wins(&kings, &moves, false, &mut memo);
            match perfect_move(&game, &kings, 10_000) {
                Some((mv, winning)) => {
                    assert_eq!(winning, wins, "{kings:?}");
                    let after = game.play(&kings, &mv);
                    if wins {
                        assert!(!player_to_move_wins(&after, &moves, false, &mut memo), "{kings:?} {mv:?}");
                    }
                }
                None => assert!(moves(&kings).is_empty(), "only a finished game has no move"),
            }
            assert_eq!(game.plain_delaying_move(&kings).is_some(), !moves(&kings).is_empty());
        }
    }
}

fn fields(pairs: &[(&str, &str)]) -> Fields {
    let mut fields = Fields::new();
    for (name, value) in pairs {
        fields.set(name, *value);
    }
    fields
}

fn refusal(pairs: &[(&str, &str)]) -> String {
    match api_solve(&fields(pairs)) {
        Ok(answer) => panic!("{pairs:?} was accepted: {answer:?}"),
        Err(errors) => cgt_playground::api::fields::describe(&errors),
    }
}

both! {
    fn the_request_answers_the_readme_example() {
        let answer = api_solve(&fields(&[("game", "kings"), ("board", "..#,..."), ("kings", "1 2,1 1")]));
        let Ok(Answer::Kings(answer)) = answer else { panic!("{answer:?}") };
        assert_eq!(answer.grundy, [vec![Some(0), Some(1), None], vec![Some(1), Some(2), Some(0)]]);
        assert_eq!((answer.total, answer.winner), (2, Winner::First));
        // King 0 may also move to a cell of higher value: (1, 2) has value 0, (1, 1) value 2.
        assert_eq!(
            answer.winning_moves,
            [
                KingMoveAnswer { king: 0, from: [1, 2], to: [1, 1] },
                KingMoveAnswer { king: 1, from: [1, 1], to: [0, 0] },
            ]
        );
        for (board, kings) in [("..x/...", "1-2, 1-1"), ("..#\n...", "1:2;1:1"), ("..#  ...", "1-2,1-1")] {
            let request = KingsRequest::from_fields(&fields(&[("board", board), ("kings", kings)]));
            assert_eq!(request.map(|request| request.answer()), Ok(answer.clone()), "{board:?} {kings:?}");
        }
        let request = KingsRequest::from_fields(&fields(&[("board", "..#,..."), ("kings", "1-2,1-1")])).expect("valid");
        let mut written = Fields::new();
        request.write_fields(&mut written);
        assert_eq!(written.to_query(), "board=..x,...&kings=1-2,1-1");
        assert_eq!(KingsRequest::from_fields(&written), Ok(request), "the URL round-trips");
        let none = api_solve(&fields(&[("game", "kings"), ("board", "..."), ("kings", "")]));
        let Ok(Answer::Kings(none)) = none else { panic!("{none:?}") };
        assert_eq!((none.total, none.winner, none.winning_moves.len()), (0, Winner::Second, 0));
    }
}

both! {
    fn bad_boards_and_kings_are_refused_with_the_field_named() {
        let wide = ".".repeat(MAX_SIDE + 1);
        let tall = vec!["."; MAX_SIDE + 1].join(",");
        let many = vec!["0-0"; MAX_KINGS + 1].join(",");
        let cases: Vec<(&str, &str, String)> = vec![
            ("..#,...", "0-2", "kings: king 0 at (0, 2) stands on a damaged cell".into()),
            ("..#,...", "1-1,2-0", "kings: king 1 at (2, 0) is off the board (rows 0 to 1, columns 0 to 2)".into()),
            ("..#,...", "0-3", "kings: king 0 at (0, 3) is off the board (rows 0 to 1, columns 0 to 2)".into()),
            ("..#,...", "1-", "kings: '1-' is not a cell; write row-column, such as 2-3".into()),
            ("..#,...", "1", "kings: '1' is not a cell; write row-column, such as 2-3".into()),
            ("..#,...", "1-1-1", "kings: '1-1-1' is not a cell; write row-column, such as 2-3".into()),
            ("..#,...", "a-1", "kings: 'a' is not a whole number".into()),
            ("..#,....", "0-0", "board: row 1 has 4 cells but row 0 has 3; every row needs the same length".into()),
            ("..#,.o.", "0-0", "board: row 1 has 'o'; use . for a free cell and # or x for a damaged one".into()),
            ("", "0-0", "board: missing; give the rows separated by commas, such as ..#,... (. a free cell, # a damaged one)".into()),
            (wide.as_str(), "0-0", format!("board: row 0 has {} cells; the limit is {MAX_SIDE}", MAX_SIDE + 1)),
            (tall.as_str(), "0-0", format!("board: {} rows; the limit is {MAX_SIDE}", MAX_SIDE + 1)),
            ("...", many.as_str(), format!("kings: more than {MAX_KINGS} kings; the limit is {MAX_KINGS}")),
            ("..o", "x", "board: row 0 has 'o'; use . for a free cell and # or x for a damaged one; kings: 'x' is not a cell; write row-column, such as 2-3".into()),
        ];
        for (board, kings, message) in cases {
            assert_eq!(refusal(&[("game", "kings"), ("board", board), ("kings", kings)]), message, "{board:.20} {kings:.20}");
        }
        assert_eq!(
            refusal(&[("game", "kings"), ("board", "...")]),
            "kings: missing; give the kings' cells such as [[0, 2], [1, 1]] ([] for none)"
        );
    }
}

both! {
    fn the_editor_s_edits_of_a_request() {
        let request = KingsRequest::from_fields(&Fields::from_query("board=...,...&kings=1-2,1-2,0-0"))
            .unwrap();
        let (damaged, removed) = request.with_damage_toggled((1, 2));
        assert_eq!((damaged.board.row_texts(), damaged.kings.clone(), removed), (vec!["...".to_string(), "..#".to_string()], vec![(0, 0)], 2));
        assert_eq!(damaged.with_damage_toggled((1, 2)).0.board, request.board, "repaired");
        assert_eq!(damaged.with_king_added((1, 2), 10), None, "not on a damaged cell");
        assert_eq!(request.with_king_added((0, 1), 3), None, "at most 3 kings");
        assert_eq!(request.with_king_added((0, 1), 4).unwrap().kings, [(1, 2), (1, 2), (0, 0), (0, 1)]);
        assert_eq!(request.with_king_removed((1, 2)).kings, [(1, 2), (0, 0)]);
        assert_eq!(request.with_king_removed((0, 1)), request, "no king there");
    }
}
