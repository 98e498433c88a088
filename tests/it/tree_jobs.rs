//! The alpha-beta lab's resumable jobs against the synchronous functions they slice: the tree
//! builders (tic-tac-toe, Nim, random) against plain recursive builders, minimax's passes, the
//! search's events and counts, and the whole analysis, for every slice budget from 1 up on
//! random trees and for several budgets on the real games at their largest.

use cgt_playground::solve::alpha_beta::{
    AlphaBetaSearch, GameTree, MAX_NODES, MinimaxPass, MoveOrder, Search, SearchEvent,
    TreeAnalysis, TreeBuilder, TreeError, alpha_beta, best_moves, minimax_values,
};
use cgt_playground::solve::state_presets::{
    nim_expansion, nim_tree, nim_tree_nodes, random_expansion, tic_tac_toe, tic_tac_toe_expansion,
};
use cgt_playground::solve::stepwise::{Computed, Stepwise};

use crate::both;
use crate::oracle::Rng;
use crate::score_trees::{game_tree, random_nested};

const ORDERS: [MoveOrder; 3] = [MoveOrder::AsGiven, MoveOrder::BestFirst, MoveOrder::WorstFirst];

/// Runs `job` in slices of `budget` to its output.
fn sliced<J: Stepwise>(mut job: J, budget: u64) -> J::Output {
    while !job.advance(budget) {}
    Box::new(job).finish()
}

/// A tree's value, best moves and three searches (value, leaves, nodes entered and cut-offs).
type Results = (i64, Vec<u32>, Vec<Search>);

/// The analysis as the synchronous functions give it.
fn synchronous(tree: &GameTree, maximizing: bool) -> Results {
    let searches =
        ORDERS.iter().map(|&order| alpha_beta(tree, maximizing, order, &mut ())).collect();
    (minimax_values(tree, maximizing)[0], best_moves(tree, maximizing), searches)
}

/// The analysis of `tree` as the job gives it in slices of `budget`, in the same shape.
fn analysed(
    build: Box<dyn Stepwise<Output = Result<GameTree, TreeError>>>,
    maximizing: bool,
    budget: u64,
) -> (GameTree, Results) {
    let analysis = sliced(TreeAnalysis::new(build, maximizing), budget).expect("within limits");
    assert_eq!(analysis.maximizing_root, maximizing);
    let searches = vec![analysis.given, analysis.best_first, analysis.worst_first];
    (analysis.tree, (analysis.value, analysis.best_moves, searches))
}

both! {
    fn the_resumable_search_reports_the_recursions_events_for_every_budget() {
        let mut rng = Rng::new(0x5EA);
        for _ in 0..300 {
            let tree = game_tree(&random_nested(&mut rng, 5));
            for maximizing in [true, false] {
                let values = minimax_values(&tree, maximizing);
                for order in ORDERS {
                    let mut expected = Vec::new();
                    let search = alpha_beta(&tree, maximizing, order, &mut expected);
                    for budget in (1..=expected.len() as u64 + 1).chain([u64::MAX]) {
                        let mut resumable = AlphaBetaSearch::new(maximizing, order);
                        let mut events: Vec<SearchEvent> = Vec::new();
                        let mut slices = 0;
                        while !resumable.run(&tree, Some(&values), budget, &mut events) {
                            slices += 1;
                            assert!(slices <= expected.len(), "the search ends");
                        }
                        assert_eq!(events, expected, "{order:?}, budget {budget}");
                        assert_eq!(resumable.search(), search, "{order:?}, budget {budget}");
                    }
                }
            }
        }
    }
}

both! {
    fn minimax_passes_give_every_value_for_every_budget() {
        let mut rng = Rng::new(0x313);
        for _ in 0..300 {
            let tree = game_tree(&random_nested(&mut rng, 5));
            for maximizing in [true, false] {
                let expected = minimax_values(&tree, maximizing);
                for budget in (1..=2 * tree.node_count() as u64 + 1).chain([u64::MAX]) {
                    let mut pass = MinimaxPass::new(&tree, maximizing);
                    let mut progress = 0.0;
                    while !pass.run(&tree, budget) {
                        assert!(pass.progress() > progress && pass.progress() < 1.0);
                        progress = pass.progress();
                    }
                    assert_eq!(pass.progress(), 1.0);
                    assert_eq!(pass.into_values(), expected, "budget {budget}");
                }
            }
        }
    }
}

both! {
    fn the_analysis_job_agrees_with_the_synchronous_functions_on_random_trees() {
        let mut rng = Rng::new(0xA7A);
        for _ in 0..200 {
            let tree = game_tree(&random_nested(&mut rng, 5));
            for maximizing in [true, false] {
                let expected = synchronous(&tree, maximizing);
                // Each stage is at most 2n units and there are five: 10n + 1 covers every budget
                // that can split a slice differently.
                for budget in (1..=10 * tree.node_count() as u64 + 1).chain([u64::MAX]) {
                    let build = Box::new(Computed(Ok(tree.clone())));
                    let (built, result) = analysed(build, maximizing, budget);
                    assert_eq!(built, tree);
                    assert_eq!(result, expected, "budget {budget}");
                }
            }
        }
    }
}

/// Tic-tac-toe's tree from `cells` by plain recursion (the builder the lab had before its tree
/// was built in slices): the oracle for the resumable expansion.
fn tic_tac_toe_oracle(cells: &mut [u8; 9], x_to_move: bool, builder: &mut TreeBuilder) {
    const LINES: [[usize; 3]; 8] =
        [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
    let winner = LINES.iter().find_map(|line| {
        let [a, b, c] = line.map(|i| cells[i]);
        (a != b'.' && a == b && b == c).then_some(a)
    });
    match winner {
        Some(b'X') => return builder.leaf(1).expect("small"),
        Some(_) => return builder.leaf(-1).expect("small"),
        None if !cells.contains(&b'.') => return builder.leaf(0).expect("small"),
        None => {}
    }
    builder.open().expect("small");
    for i in 0..9 {
        if cells[i] == b'.' {
            cells[i] = if x_to_move { b'X' } else { b'O' };
            tic_tac_toe_oracle(cells, !x_to_move, builder);
            cells[i] = b'.';
        }
    }
    builder.close().expect("children");
}

/// Nim's tree by plain recursion, as [`tic_tac_toe_oracle`]; `None` when a limit is passed.
fn nim_oracle(piles: &mut [u32], maximizer_to_move: bool, builder: &mut TreeBuilder) -> Option<()> {
    if piles.iter().all(|&p| p == 0) {
        return builder.leaf(if maximizer_to_move { -1 } else { 1 }).ok();
    }
    builder.open().ok()?;
    for i in 0..piles.len() {
        for take in 1..=piles[i] {
            piles[i] -= take;
            let built = nim_oracle(piles, !maximizer_to_move, builder);
            piles[i] += take;
            built?;
        }
    }
    builder.close().ok()
}

/// Whether `board` has three in a row.
fn has_line(board: &str) -> bool {
    let cells = board.as_bytes();
    [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]
        .iter()
        .any(|&[a, b, c]| cells[a] != b'.' && cells[a] == cells[b] && cells[b] == cells[c])
}

/// The boards after `moves` moves from the empty board, X first.
fn boards_after(moves: usize) -> Vec<String> {
    let mut boards = vec![".........".to_string()];
    for turn in 0..moves {
        let mark = if turn % 2 == 0 { 'X' } else { 'O' };
        let mut next = Vec::new();
        // Play stops at three in a row.
        for board in boards.iter().filter(|board| !has_line(board)) {
            for (i, cell) in board.char_indices() {
                if cell == '.' {
                    next.push(format!("{}{mark}{}", &board[..i], &board[i + 1..]));
                }
            }
        }
        boards = next;
    }
    boards
}

both! {
    fn tic_tac_toe_is_built_in_slices_as_by_recursion() {
        for board in boards_after(4).iter().step_by(7).chain(boards_after(6).iter().step_by(11)) {
            let mut cells: [u8; 9] = board.as_bytes().try_into().expect("9 cells");
            let x_to_move = board.matches('X').count() == board.matches('O').count();
            let mut builder = TreeBuilder::new();
            tic_tac_toe_oracle(&mut cells, x_to_move, &mut builder);
            let oracle = builder.finish().expect("complete");
            let (expansion, nodes, maximizing) = tic_tac_toe_expansion(board).expect("a position");
            assert_eq!((nodes, maximizing), (oracle.node_count() as u64, x_to_move), "{board}");
            for budget in [1, 2, 3, 5, 8, 13, u64::MAX] {
                let (expansion, _, _) = tic_tac_toe_expansion(board).expect("a position");
                assert_eq!(sliced(expansion, budget).as_ref(), Ok(&oracle), "{board}, budget {budget}");
            }
            drop(expansion);
            let (tree, _) = tic_tac_toe(board).expect("a position").expect("small");
            assert_eq!(tree, oracle);
        }
    }
}

both! {
    fn nim_is_built_in_slices_as_by_recursion_and_its_size_is_known_beforehand() {
        let mut piles_tried = 0;
        for count in 1..=3usize {
            let max = [0, 9, 5, 3][count];
            let mut piles = vec![0u32; count];
            loop {
                let mut builder = TreeBuilder::new();
                let oracle = nim_oracle(&mut piles.clone(), true, &mut builder)
                    .and_then(|()| builder.finish().ok())
                    .expect("small");
                assert_eq!(nim_tree_nodes(&piles), oracle.node_count() as u64, "{piles:?}");
                for budget in [1, 2, 7, u64::MAX] {
                    assert_eq!(sliced(nim_expansion(&piles), budget), Ok(oracle.clone()), "{piles:?}");
                }
                assert_eq!(nim_tree(&piles), Ok(oracle));
                piles_tried += 1;
                // The next pile sizes, as digits in base max + 1.
                let Some(i) = piles.iter().position(|&p| p < max) else { break };
                piles[i] += 1;
                piles[..i].iter_mut().for_each(|p| *p = 0);
            }
        }
        assert_eq!(piles_tried, 10 + 36 + 64);
        // Near the limit: the count says past it exactly when the builder refuses.
        for piles in [vec![19], vec![20], vec![6, 6], vec![7, 6], vec![7, 7], vec![3, 3, 4], vec![4, 4, 4], vec![20, 20, 20, 20, 20, 20]] {
            let nodes = nim_tree_nodes(&piles);
            match nim_tree(&piles) {
                Ok(tree) => assert_eq!(nodes, tree.node_count() as u64, "{piles:?}"),
                Err(error) => {
                    assert!(matches!(error, TreeError::TooLarge | TreeError::TooDeep), "{piles:?}");
                    assert!(nodes > MAX_NODES as u64, "{piles:?}: {nodes}");
                }
            }
        }
    }
}

/// The complete random tree by the builder the lab had before it was built in slices.
fn random_oracle(seed: u64, depth: u32, branching: u32) -> GameTree {
    let mut rng = cgt_playground::solve::graph_presets::SplitMix64::new(seed);
    let mut builder = TreeBuilder::new();
    fn add(
        rng: &mut cgt_playground::solve::graph_presets::SplitMix64,
        levels: u32,
        branching: u32,
        builder: &mut TreeBuilder,
    ) {
        if levels == 0 {
            builder.leaf(rng.below(19) as i64 - 9).expect("small");
        } else {
            builder.open().expect("small");
            for _ in 0..branching {
                add(rng, levels - 1, branching, builder);
            }
            builder.close().expect("children");
        }
    }
    add(&mut rng, depth, branching, &mut builder);
    builder.finish().expect("complete")
}

both! {
    fn random_trees_are_built_in_slices_as_by_recursion() {
        for (seed, depth, branching) in [(1, 0, 3), (7, 3, 3), (11, 4, 2), (5, 2, 10), (3, 6, 3)] {
            let oracle = random_oracle(seed, depth, branching);
            for budget in [1, 2, 3, 10, u64::MAX] {
                let built = sliced(random_expansion(seed, depth, branching, 9), budget);
                assert_eq!(built, Ok(oracle.clone()), "seed {seed}, budget {budget}");
            }
        }
        let too_large = sliced(random_expansion(1, 20, 2, 9), 1000);
        assert_eq!(too_large, Err(TreeError::TooLarge), "2^21 nodes");
    }
}

#[cfg(not(target_arch = "wasm32"))]
#[test]
fn the_analysis_job_agrees_with_the_synchronous_functions_on_the_real_games_at_their_largest() {
    let budgets = [1, 3, 997, 20_000, u64::MAX];
    for board in [".........", "X........", "XO.......", "XO..X..XO"] {
        let (tree, maximizing) = tic_tac_toe(board).expect("a position").expect("small");
        let expected = synchronous(&tree, maximizing);
        for budget in budgets {
            let (expansion, nodes, root) = tic_tac_toe_expansion(board).expect("a position");
            assert_eq!((nodes, root), (tree.node_count() as u64, maximizing));
            let (built, result) = analysed(Box::new(expansion), maximizing, budget);
            assert_eq!(built, tree, "{board}");
            assert_eq!(result, expected, "{board}, budget {budget}");
        }
    }
    let empty = synchronous(&tic_tac_toe(".........").expect("a position").expect("small").0, true);
    assert_eq!(empty.0, 0, "tic-tac-toe is a draw");
    for piles in [vec![2, 3], vec![3, 4], vec![1, 2, 5], vec![2, 2, 2, 3]] {
        let tree = nim_tree(&piles).expect("within the limit");
        let expected = synchronous(&tree, true);
        for budget in budgets {
            let (built, result) = analysed(Box::new(nim_expansion(&piles)), true, budget);
            assert_eq!(built, tree, "{piles:?}");
            assert_eq!(result, expected, "{piles:?}, budget {budget}");
        }
    }
}
