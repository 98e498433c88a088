//! maxDif against plain minimax on random acyclic score graphs; alpha-beta against minimax and an
//! independent count of its leaves; parallel games' product graphs against Sprague-Grundy.

use cgt_playground::solve::alpha_beta::{
    GameTree, MoveOrder, SearchEvent, TreeBuilder, TreeError, alpha_beta, best_moves,
    minimax_values,
};
use cgt_playground::solve::max_dif::{
    MaxDifEvent, ScoreGraph, ScoreGraphBuilder, ScoreGraphError, max_dif,
};
use cgt_playground::solve::parallel::{
    Component, positions_of, product_graph, product_moves, product_states, state_of, xor_of_grundy,
};
use cgt_playground::solve::state_graph::retrograde::solve;
use cgt_playground::solve::state_graph::{EndlessPlay, Outcome, Player};
use cgt_playground::solve::state_presets::{
    coins_in_a_line, nim_tree, parallel_example, random_tree, tic_tac_toe,
};

use crate::both;
use crate::oracle::{
    PlainGraph, Rng, Tree, alpha_beta_count, max_dif_minimax, minimax, state_values,
};

/// A score graph as plain lists: players, moves (to, gain of player 1, gain of player 2), finals.
pub type PlainScores = (Vec<u8>, Vec<Vec<(usize, i64, i64)>>, Vec<(i64, i64)>);

/// A random acyclic score graph (moves only to higher-numbered states) as plain lists.
pub fn random_score_graph(rng: &mut Rng) -> PlainScores {
    let n = 1 + rng.below(9) as usize;
    let mut players = Vec::new();
    let mut moves = Vec::new();
    let mut finals = Vec::new();
    let score = |rng: &mut Rng| rng.below(21) as i64 - 10;
    for s in 0..n {
        players.push(1 + rng.below(2) as u8);
        let mut list = Vec::new();
        if s + 1 < n {
            for _ in 0..rng.below(4) {
                let to = s + 1 + rng.below((n - s - 1) as u64) as usize;
                list.push((to, score(rng), score(rng)));
            }
        }
        finals.push(if list.is_empty() { (score(rng), score(rng)) } else { (0, 0) });
        moves.push(list);
    }
    (players, moves, finals)
}

/// The score graph of plain lists (as [`random_score_graph`] makes them).
pub fn score_graph(
    players: &[u8],
    moves: &[Vec<(usize, i64, i64)>],
    finals: &[(i64, i64)],
) -> ScoreGraph {
    let mut builder = ScoreGraphBuilder::new();
    for s in 0..players.len() {
        let player = if players[s] == 1 { Player::One } else { Player::Two };
        let list = moves[s].iter().map(|&(to, g1, g2)| (to as u64, [g1, g2]));
        let terminal = moves[s].is_empty().then_some([finals[s].0, finals[s].1]);
        builder.push(player, list, terminal);
    }
    builder.finish().expect("valid")
}

both! {
    fn max_dif_agrees_with_plain_minimax_on_random_acyclic_score_graphs() {
        let mut rng = Rng::new(0xD1F);
        for _ in 0..2000 {
            let (players, moves, finals) = random_score_graph(&mut rng);
            let graph = score_graph(&players, &moves, &finals);
            let solved = max_dif(&graph, &mut ()).expect("acyclic");
            for s in 0..players.len() {
                assert_eq!(solved.value[s], max_dif_minimax(s, &players, &moves, &finals), "state {s}");
            }
        }
    }
}

both! {
    fn coins_in_a_line_is_explained_by_the_formula() {
        let coins = coins_in_a_line(&[3, 9, 1, 2]).expect("small coins");
        assert_eq!(coins.graph.state_count(), 15);
        assert_eq!(coins.labels[0], "[3 9 1 2], player 1");
        let mut events = Vec::new();
        let solved = max_dif(&coins.graph, &mut events).expect("acyclic");
        // Player 1 takes 2 (leaving 3 9 1); whatever player 2 takes, player 1 gets the 9: 11 - 4.
        assert_eq!(solved.value[0], 7);
        let start = events
            .iter()
            .find(|e| matches!(e, MaxDifEvent::Decided { state: 0, .. }))
            .expect("state 0 decided");
        assert_eq!(
            start.sentence(),
            "maxDif(0) = max{(3 - 0) - maxDif(2), (2 - 0) - maxDif(1)} = max{3 - 8, 2 - (-5)} = max{-5, 7} = 7"
        );
        let last = events.iter().rev().find(|e| matches!(e, MaxDifEvent::Decided { .. })).expect("events");
        assert!(last.sentence().starts_with("maxDif(0)"));
        let terminal = events.iter().find(|e| matches!(e, MaxDifEvent::Decided { terms, .. } if terms.is_empty())).expect("a terminal");
        assert!(terminal.sentence().ends_with("= 0 (final scores)"), "{}", terminal.sentence());
    }
}

both! {
    fn max_dif_refuses_cycles_and_bad_scores() {
        let mut builder = ScoreGraphBuilder::new();
        builder.push(Player::One, [(1, [1, 0])], None);
        builder.push(Player::Two, [(0, [0, 1])], None);
        let graph = builder.finish().expect("valid");
        assert_eq!(max_dif(&graph, &mut ()).expect_err("a cycle").path_text(), "0 > 1 > 0");
        let mut builder = ScoreGraphBuilder::new();
        builder.push(Player::One, [(0, [2_000_000_000, 0])], None);
        assert_eq!(builder.finish(), Err(ScoreGraphError::ScoreOutOfRange { state: 0, score: 2_000_000_000 }));
        let mut builder = ScoreGraphBuilder::new();
        builder.push(Player::One, [(1, [0, 0])], Some([1, 1]));
        builder.push(Player::One, [], None);
        assert_eq!(builder.finish(), Err(ScoreGraphError::FinalWithMoves { state: 0 }));
    }
}

/// A random tree of up to `depth` levels, 1 to 3 children, leaves from -9 to 9.
pub(crate) fn random_nested(rng: &mut Rng, depth: u32) -> Tree {
    if depth == 0 || rng.below(4) == 0 {
        Tree::Leaf(rng.below(19) as i64 - 9)
    } else {
        Tree::Node((0..1 + rng.below(3)).map(|_| random_nested(rng, depth - 1)).collect())
    }
}

fn build_tree(tree: &Tree, builder: &mut TreeBuilder) {
    match tree {
        Tree::Leaf(value) => builder.leaf(*value).expect("in range"),
        Tree::Node(children) => {
            builder.open().expect("small");
            for child in children {
                build_tree(child, builder);
            }
            builder.close().expect("children");
        }
    }
}

pub(crate) fn game_tree(tree: &Tree) -> GameTree {
    let mut builder = TreeBuilder::new();
    build_tree(tree, &mut builder);
    builder.finish().expect("complete")
}

/// The tree with each node's children sorted by their minimax value: best first for the player
/// to move when `best_first`.
fn sorted(tree: &Tree, maximizing: bool, best_first: bool) -> Tree {
    match tree {
        Tree::Leaf(value) => Tree::Leaf(*value),
        Tree::Node(children) => {
            let mut children: Vec<Tree> =
                children.iter().map(|c| sorted(c, !maximizing, best_first)).collect();
            children.sort_by_key(|c| minimax(c, !maximizing));
            if best_first == maximizing {
                children.reverse();
            }
            Tree::Node(children)
        }
    }
}

both! {
    fn alpha_beta_finds_minimax_values_and_its_leaf_counts_match_an_independent_count() {
        let mut rng = Rng::new(0xAB);
        let (mut best_total, mut worst_total) = (0, 0);
        for _ in 0..3000 {
            let nested = random_nested(&mut rng, 5);
            let tree = game_tree(&nested);
            for maximizing in [true, false] {
                let value = minimax(&nested, maximizing);
                assert_eq!(minimax_values(&tree, maximizing)[0], value);
                for (order, reordered) in [
                    (MoveOrder::AsGiven, nested.clone()),
                    (MoveOrder::BestFirst, sorted(&nested, maximizing, true)),
                    (MoveOrder::WorstFirst, sorted(&nested, maximizing, false)),
                ] {
                    let search = alpha_beta(&tree, maximizing, order, &mut ());
                    assert_eq!(search.value, value, "{order:?} {nested:?}");
                    let mut leaves = 0;
                    let counted = alpha_beta_count(&reordered, maximizing, i64::MIN, i64::MAX, &mut leaves);
                    assert_eq!(counted, value);
                    assert_eq!(search.leaves, leaves, "{order:?} {nested:?}");
                    assert!(search.leaves <= tree.leaf_count());
                    match order {
                        MoveOrder::BestFirst => best_total += leaves,
                        MoveOrder::WorstFirst => worst_total += leaves,
                        MoveOrder::AsGiven => {}
                    }
                }
            }
        }
        assert!(best_total < worst_total, "best first prunes more: {best_total} against {worst_total}");
    }
}

both! {
    fn alpha_beta_reports_its_bounds_and_cuts() {
        // The classic: the second min node is cut after its first leaf (2 <= 3).
        let tree = game_tree(&Tree::Node(vec![
            Tree::Node(vec![Tree::Leaf(3), Tree::Leaf(5)]),
            Tree::Node(vec![Tree::Leaf(2), Tree::Leaf(9)]),
        ]));
        assert_eq!(tree.text(), "((3,5),(2,9))");
        let mut events = Vec::new();
        let search = alpha_beta(&tree, true, MoveOrder::AsGiven, &mut events);
        assert_eq!((search.value, search.leaves, search.cuts), (3, 3, 1));
        assert_eq!(best_moves(&tree, true), [0]);
        let sentences: Vec<String> = events.iter().map(SearchEvent::sentence).collect();
        assert_eq!(sentences[0], "node 0 (max): alpha = -inf, beta = +inf");
        assert!(sentences.contains(&"node 4 (min): alpha = 3, beta = +inf".to_string()), "{sentences:?}");
        assert!(sentences.contains(&"node 4: beta 2 <= alpha 3, so children 6 are cut".to_string()), "{sentences:?}");
    }
}

both! {
    fn trees_past_their_limits_are_refused() {
        let mut builder = TreeBuilder::new();
        let mut refused = None;
        for _ in 0..100 {
            if let Err(error) = builder.open() {
                refused = Some(error);
                break;
            }
        }
        assert_eq!(refused, Some(TreeError::TooDeep));
        let mut builder = TreeBuilder::new();
        builder.open().expect("root");
        assert_eq!(builder.close(), Err(TreeError::EmptyNode));
        assert_eq!(TreeBuilder::new().leaf(i64::MAX), Err(TreeError::LeafOutOfRange(i64::MAX)));
        assert_eq!(random_tree(1, 20, 2, 9).expect_err("2^21 nodes"), TreeError::TooLarge);
    }
}

both! {
    fn real_game_trees_have_their_known_values() {
        // Tic-tac-toe is a draw; X to move after "X in a corner, O beside it" wins.
        let (tree, x_to_move) = tic_tac_toe("XO.......").expect("a position").expect("small");
        assert!(x_to_move);
        assert_eq!(minimax_values(&tree, true)[0], 1);
        let given = alpha_beta(&tree, true, MoveOrder::AsGiven, &mut ());
        let best = alpha_beta(&tree, true, MoveOrder::BestFirst, &mut ());
        let worst = alpha_beta(&tree, true, MoveOrder::WorstFirst, &mut ());
        assert_eq!((given.value, best.value, worst.value), (1, 1, 1));
        assert!(best.leaves < given.leaves && given.leaves < worst.leaves && worst.leaves < tree.leaf_count());
        let (corner, _) = tic_tac_toe("X........").expect("a position").expect("small");
        assert_eq!(minimax_values(&corner, false)[0], 0);
        assert!(tic_tac_toe("XX.......").is_none(), "O has not moved");
        // Nim 1, 2: the nim-sum is 3, so the first player wins.
        let nim = nim_tree(&[1, 2]).expect("small");
        assert_eq!(minimax_values(&nim, true)[0], 1);
        let nim = nim_tree(&[1, 1]).expect("small");
        assert_eq!(minimax_values(&nim, true)[0], -1);
        let random = random_tree(7, 4, 3, 9).expect("small");
        assert_eq!((random.node_count(), random.leaf_count(), random.depth()), (121, 81, 4));
    }
}

/// A random component of 1 to `max` positions; acyclic (moves to smaller positions) unless
/// `cycles`.
fn random_component(rng: &mut Rng, max: u64, cycles: bool) -> Component {
    let n = 1 + rng.below(max) as usize;
    let lists = (0..n)
        .map(|p| {
            let mut moves: Vec<u64> = Vec::new();
            let reach = if cycles { n } else { p };
            if reach > 0 {
                for _ in 0..rng.below(3) {
                    let q = rng.below(reach as u64);
                    if !moves.contains(&q) {
                        moves.push(q);
                    }
                }
            }
            moves
        })
        .collect();
    Component::try_new(lists).expect("valid")
}

both! {
    fn the_product_graph_agrees_with_sprague_grundy_on_acyclic_components() {
        let mut rng = Rng::new(0x5A);
        for _ in 0..300 {
            let components: Vec<Component> =
                (0..2 + rng.below(2)).map(|_| random_component(&mut rng, 6, false)).collect();
            let graph = product_graph(&components).expect("valid");
            assert_eq!(graph.state_count() as u64, product_states(&components));
            assert_eq!(graph.move_count() as u64, product_moves(&components));
            let (_, solved) = solve(graph, EndlessPlay::Draw);
            for state in 0..solved.outcome.len() {
                let positions = positions_of(&components, state);
                assert_eq!(state_of(&components, &positions), state);
                let xor = xor_of_grundy(&components, &positions).expect("acyclic");
                let want = if xor == 0 { Outcome::Loss } else { Outcome::Win };
                assert_eq!(solved.outcome[state], want, "{positions:?}");
            }
        }
    }
}

both! {
    fn with_cycles_the_product_graph_can_draw_and_agrees_with_value_iteration() {
        let mut rng = Rng::new(0xC1C);
        let mut draws = 0;
        for _ in 0..200 {
            let components: Vec<Component> =
                (0..2).map(|_| random_component(&mut rng, 4, true)).collect();
            let graph = product_graph(&components).expect("valid");
            let n = graph.state_count();
            let plain = PlainGraph {
                players: vec![1; n],
                moves: (0..n).map(|s| graph.moves(s).iter().map(|&t| t as usize).collect()).collect(),
                results: vec![-1; n],
                alternating: true,
            };
            let expected = state_values(&plain, 0);
            let (_, solved) = solve(graph, EndlessPlay::Draw);
            for (outcome, &want) in solved.outcome.iter().zip(&expected) {
                let value = match outcome {
                    Outcome::Win => 1,
                    Outcome::Draw => 0,
                    Outcome::Loss => -1,
                };
                assert_eq!(value, want);
                draws += usize::from(value == 0);
            }
        }
        assert!(draws > 0, "cycles make draws");
    }
}

both! {
    fn the_parallel_example_is_far_larger_as_a_product() {
        let (components, starts) = parallel_example();
        assert_eq!(product_states(&components), 252);
        let sum: usize = components.iter().map(Component::position_count).sum();
        assert_eq!(sum, 19);
        let graph = product_graph(&components).expect("valid");
        let (_, solved) = solve(graph, EndlessPlay::Draw);
        let start = state_of(&components, &starts);
        // Heaps of 5 (take 1-2: G = 5 mod 3 = 2), 6 (take 1-3: G = 6 mod 4 = 2) and the
        // division game from 12 (G = mex{G(2), G(3), G(4), G(6)} = mex{0, 0, 1, 1} = 2):
        // 2 xor 2 xor 2 = 2, a win.
        assert_eq!(xor_of_grundy(&components, &starts), Some(2));
        assert_eq!(solved.outcome[start], Outcome::Win);
    }
}

#[test]
fn the_tic_tac_toe_boards_taken_are_the_positions_play_reaches() {
    use cgt_playground::solve::state_presets::tic_tac_toe_expansion;
    use std::collections::HashSet;
    // The oracle: every board reached from the empty one, X first, play stopping at three in a
    // row or a full board.
    const LINES: [[usize; 3]; 8] =
        [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
    let over = |cells: &[u8; 9]| {
        LINES.iter().any(|l| cells[l[0]] != b'.' && l.iter().all(|&i| cells[i] == cells[l[0]]))
            || !cells.contains(&b'.')
    };
    let mut reached = HashSet::from([[b'.'; 9]]);
    let mut frontier = vec![([b'.'; 9], b'X')];
    while let Some((cells, mover)) = frontier.pop() {
        if over(&cells) {
            continue;
        }
        for i in (0..9).filter(|&i| cells[i] == b'.') {
            let mut next = cells;
            next[i] = mover;
            if reached.insert(next) {
                frontier.push((next, if mover == b'X' { b'O' } else { b'X' }));
            }
        }
    }
    assert_eq!(reached.len(), 5478, "the known count of reachable boards");
    for code in 0..3usize.pow(9) {
        let cells: [u8; 9] = std::array::from_fn(|i| b".XO"[code / 3usize.pow(i as u32) % 3]);
        let board = String::from_utf8(cells.to_vec()).expect("ASCII");
        assert_eq!(
            tic_tac_toe_expansion(&board).is_some(),
            reached.contains(&cells),
            "board {board}"
        );
    }
}
