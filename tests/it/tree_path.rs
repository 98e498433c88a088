//! The path game on a tree: the paper's rerooting values against a brute-force game search.

use cgt_playground::solve::play::Game;
use cgt_playground::solve::tree_path::{NotATree, PathEnd, Rerooting, Tree, TreePathGame};

use crate::both;
use crate::oracle::Rng;
use crate::small_graphs::{graphs_up_to_8, random_tree};

/// Whether the player about to mark a vertex adjacent to `last` wins, with `marked` the marked
/// vertices: by the rules, literally (any unmarked neighbour of the last marked vertex).
fn mover_wins(neighbours: &[Vec<u32>], marked: u64, last: u32) -> bool {
    neighbours[last as usize]
        .iter()
        .filter(|&&u| marked >> u & 1 == 0)
        .any(|&u| !mover_wins(neighbours, marked | 1 << u, u))
}

/// The starts from which A wins, by searching the whole game from each.
fn brute_force_starts(n: u32, edges: &[(u32, u32)]) -> Vec<u32> {
    let neighbours = adjacency(n, edges);
    (0..n).filter(|&v| !mover_wins(&neighbours, 1 << v, v)).collect()
}

fn adjacency(n: u32, edges: &[(u32, u32)]) -> Vec<Vec<u32>> {
    let mut neighbours = vec![Vec::new(); n as usize];
    for &(u, v) in edges {
        neighbours[u as usize].push(v);
        neighbours[v as usize].push(u);
    }
    neighbours
}

/// win(v) with the tree rooted at v, by the paper's first (quadratic) algorithm.
fn rooted_win(neighbours: &[Vec<u32>], v: u32, parent: Option<u32>) -> bool {
    neighbours[v as usize]
        .iter()
        .filter(|&&s| Some(s) != parent)
        .all(|&s| !rooted_win(neighbours, s, Some(v)))
}

/// Checks every value the rerooting gives on one tree, from every root, and every strategy move
/// of every position of the game.
fn check_tree(n: u32, edges: &[(u32, u32)]) {
    let tree = Tree::new(n, edges).expect("a tree");
    let expected = brute_force_starts(n, edges);
    let neighbours = adjacency(n, edges);
    for root in 0..n {
        let values = Rerooting::new(&tree, root);
        assert_eq!(values.winning_starts(), expected, "{edges:?} rooted at {root}");
        for v in 0..n {
            assert_eq!(values.rwin[v as usize], rooted_win(&neighbours, v, None), "{edges:?}");
            let sons =
                neighbours[v as usize].iter().filter(|&&s| values.parent[s as usize] == Some(v));
            let winning_sons = sons.filter(|&&s| values.win[s as usize]).count() as u32;
            assert_eq!(values.ntwin[v as usize], winning_sons, "{edges:?}: ntwin({v})");
            assert_eq!(values.win[v as usize], winning_sons == 0, "{edges:?}: win({v})");
        }
    }
    // Every position of the game: the strategy's verdict on each choice is the search's.
    let game = TreePathGame::new(tree);
    let mut pending = vec![(PathEnd::START, 0u64)];
    while let Some((position, marked)) = pending.pop() {
        let moves = game.moves(&position);
        let expected_moves: Vec<u32> = match position.last {
            None => (0..n).collect(),
            Some(last) => {
                let mut free: Vec<u32> = neighbours[last as usize]
                    .iter()
                    .copied()
                    .filter(|&u| marked >> u & 1 == 0)
                    .collect();
                free.sort_unstable();
                free
            }
        };
        assert_eq!(moves, expected_moves, "{edges:?} at {position:?}");
        for v in moves {
            let after = marked | 1 << v;
            let wins = !mover_wins(&neighbours, after, v);
            assert_eq!(
                game.marking_wins(&position, v),
                wins,
                "{edges:?} at {position:?}, marking {v}"
            );
            pending.push((game.play(&position, &v), after));
        }
        if let Some(v) = game.strategy_move(&position) {
            assert!(!mover_wins(&neighbours, marked | 1 << v, v), "{edges:?}: {position:?} -> {v}");
        }
    }
}

both! {
    fn rerooting_matches_the_game_search_on_every_tree_up_to_8_vertices() {
        let mut checked = 0;
        for graph in graphs_up_to_8().iter().flatten().filter(|graph| graph.is_tree()) {
            check_tree(graph.vertices(), &graph.edges());
            checked += 1;
        }
        assert_eq!(checked, 1 + 1 + 1 + 2 + 3 + 6 + 11 + 23);
    }
}

both! {
    fn rerooting_matches_the_game_search_on_random_trees_up_to_12_vertices() {
        let mut rng = Rng::new(0x7ee);
        for round in 0..300 {
            let n = 1 + (round % 12) as u32;
            check_tree(n, &random_tree(&mut rng, n));
        }
    }
}

both! {
    fn small_trees_have_the_winners_worked_out_by_hand() {
        // A single vertex: A marks it and B cannot move.
        assert_eq!(brute_force_starts(1, &[]), vec![0]);
        let one = Tree::new(1, &[]).expect("a tree");
        assert_eq!(Rerooting::new(&one, 0).winning_starts(), vec![0]);
        // A path of two: B always answers and A is stuck. A path of three: from the middle, B
        // answers with an end and A is stuck; from an end, B must take the middle, A takes the
        // other end and B is stuck.
        let two = Tree::new(2, &[(0, 1)]).expect("a tree");
        assert_eq!(Rerooting::new(&two, 0).winning_starts(), Vec::<u32>::new());
        let three = Tree::new(3, &[(0, 1), (1, 2)]).expect("a tree");
        assert_eq!(Rerooting::new(&three, 1).winning_starts(), vec![0, 2]);
        // A star with three leaves: from a leaf, B takes the centre and then A takes a leaf and
        // wins; from the centre B takes a leaf and A is stuck.
        let star = Tree::new(4, &[(0, 1), (0, 2), (0, 3)]).expect("a tree");
        assert_eq!(Rerooting::new(&star, 0).winning_starts(), vec![1, 2, 3]);
    }
}

both! {
    fn graphs_that_are_not_trees_are_named_as_such() {
        assert_eq!(Tree::new(0, &[]), Err(NotATree::Empty));
        assert_eq!(
            Tree::new(3, &[(0, 1), (1, 2), (2, 0)]),
            Err(NotATree::EdgeCount { vertices: 3, edges: 3 })
        );
        assert_eq!(Tree::new(4, &[(0, 1)]), Err(NotATree::EdgeCount { vertices: 4, edges: 1 }));
        let split = Tree::new(5, &[(0, 1), (2, 3), (3, 4), (4, 2)]);
        assert_eq!(split, Err(NotATree::Disconnected { unreached: 2 }));
        let message = split.err().map(|reason| reason.to_string()).unwrap_or_default();
        assert!(message.starts_with("not a tree: vertex 2 cannot be reached from vertex 0"));
    }
}

both! {
    fn a_long_path_is_solved_without_deep_recursion() {
        let n = 10_000u32;
        let edges: Vec<(u32, u32)> = (1..n).map(|v| (v - 1, v)).collect();
        let tree = Tree::new(n, &edges).expect("a path is a tree");
        let starts = Rerooting::new(&tree, 0).winning_starts();
        // On a path the game runs from the start to one end, B choosing which: B marks the last
        // vertex of a side with an odd number of vertices. So A wins exactly where both sides
        // have an even number: nowhere when n is even, at the even vertices when n is odd.
        assert!(starts.is_empty());
        let odd = Tree::new(n - 1, &edges[..n as usize - 2]).expect("a path is a tree");
        let starts = Rerooting::new(&odd, 0).winning_starts();
        assert_eq!(starts, (0..n - 1).step_by(2).collect::<Vec<u32>>());
    }
}
