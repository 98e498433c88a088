//! The hidden evader: the exact search and the paper's characterisation against a brute-force
//! search over the sets of possible evader positions, on every graph of up to 8 vertices.

use std::collections::{BTreeSet, HashMap, VecDeque};

use cgt_playground::solve::graph::{Graph, GraphRules};
use cgt_playground::solve::hidden_evader::{Role, Shape, exact_search, recognise};

use crate::both;
use crate::oracle::Rng;
use crate::small_graphs::{SmallGraph, graphs_up_to_8, random_tree};

/// Where the evader may be after it moves from somewhere in `possible`: every neighbour, and an
/// isolated vertex itself (an evader there cannot move).
fn evader_moves(neighbours: &[Vec<u32>], possible: &BTreeSet<u32>) -> BTreeSet<u32> {
    let mut next = BTreeSet::new();
    for &v in possible {
        if neighbours[v as usize].is_empty() {
            next.insert(v);
        }
        next.extend(neighbours[v as usize].iter().copied());
    }
    next
}

/// The fewest probes that always find the evader, or `None` if it can always escape: breadth-
/// first search over the sets of possible positions, trying every vertex as the probe.
fn brute_force(n: u32, edges: &[(u32, u32)]) -> Option<usize> {
    let neighbours = adjacency(n, edges);
    let start: BTreeSet<u32> = (0..n).collect();
    let mut probes_to: HashMap<BTreeSet<u32>, usize> = HashMap::from([(start.clone(), 0)]);
    let mut queue = VecDeque::from([start]);
    while let Some(possible) = queue.pop_front() {
        let probes = probes_to[&possible];
        for probe in 0..n {
            let mut left = possible.clone();
            left.remove(&probe);
            if left.is_empty() {
                return Some(probes + 1);
            }
            let next = evader_moves(&neighbours, &left);
            if !probes_to.contains_key(&next) {
                probes_to.insert(next.clone(), probes + 1);
                queue.push_back(next);
            }
        }
    }
    None
}

/// The simple undirected graph on `n` vertices with these edges.
fn simple_graph(n: u32, edges: &[(u32, u32)]) -> Graph {
    let edges: Vec<(u64, u64)> = edges.iter().map(|&(u, v)| (u.into(), v.into())).collect();
    Graph::try_new(n.into(), &edges, &GraphRules::simple(n.max(1))).expect("a simple graph")
}

fn adjacency(n: u32, edges: &[(u32, u32)]) -> Vec<Vec<u32>> {
    let mut neighbours = vec![Vec::new(); n as usize];
    for &(u, v) in edges {
        neighbours[u as usize].push(v);
        neighbours[v as usize].push(u);
    }
    neighbours
}

/// Checks the exact search on one graph against the brute force (verdict and number of
/// probes), replays its probe sequence, and returns (brute-force verdict, paper's verdict).
fn check_graph(n: u32, edges: &[(u32, u32)]) -> (bool, bool) {
    let expected = brute_force(n, edges);
    let graph = simple_graph(n, edges);
    let result = exact_search(&graph);
    assert_eq!(result.searcher_wins, expected.is_some(), "{n} vertices, {edges:?}");
    if let Some(probes) = expected {
        assert_eq!(result.probes.len(), probes, "{n} vertices, {edges:?}");
        let neighbours = adjacency(n, edges);
        let mut possible: BTreeSet<u32> = (0..n).collect();
        for (step, &probe) in result.probes.iter().enumerate() {
            let as_set: BTreeSet<u32> =
                (0..n).filter(|&v| result.sets[step] >> v & 1 == 1).collect();
            assert_eq!(as_set, possible, "{edges:?} before probe {step}");
            possible.remove(&probe);
            if step + 1 < result.probes.len() {
                possible = evader_moves(&neighbours, &possible);
            }
        }
        assert!(possible.is_empty(), "{edges:?}: the last probe finds the evader");
    }
    (expected.is_some(), recognise(&graph).all_extended_caterpillars())
}

both! {
    fn the_paper_is_right_on_every_graph_up_to_8_vertices() {
        // Every graph of up to 8 vertices: the exact search agrees with the brute force, and
        // the paper's characterisation with both.
        let mut disagreements = Vec::new();
        for graph in graphs_up_to_8().iter().flatten() {
            let edges = graph.edges();
            let (searcher_wins, paper) = check_graph(graph.vertices(), &edges);
            if searcher_wins != paper {
                disagreements.push((graph.vertices(), edges));
            }
        }
        assert_eq!(disagreements, Vec::new());
    }
}

both! {
    fn the_searcher_wins_on_trees_up_to_16_vertices_exactly_when_the_paper_says() {
        let mut rng = Rng::new(0xe7ade);
        let mut verdicts = [0; 2];
        for round in 0..120 {
            let n = 9 + (round % 8) as u32;
            let edges = random_tree(&mut rng, n);
            let graph = simple_graph(n, &edges);
            let paper = recognise(&graph).all_extended_caterpillars();
            let searcher_wins = exact_search(&graph).searcher_wins;
            assert_eq!(searcher_wins, paper, "{edges:?}");
            verdicts[usize::from(searcher_wins)] += 1;
        }
        // Both verdicts occur among the samples, so both directions of the claim were tested.
        assert!(verdicts[0] > 0 && verdicts[1] > 0, "{verdicts:?}");
    }
}

both! {
    fn the_spider_with_legs_of_three_is_the_smallest_escape_on_a_tree() {
        // The centre 0 with three legs 0-1-2-3, 0-4-5-6, 0-7-8-9: not an extended caterpillar
        // (0, 1, 4 and 7 stay unmarked and 0 has three of them around it).
        let spider = [(0, 1), (1, 2), (2, 3), (0, 4), (4, 5), (5, 6), (0, 7), (7, 8), (8, 9)];
        let graph = simple_graph(10, &spider);
        assert!(!exact_search(&graph).searcher_wins);
        let recognition = recognise(&graph);
        assert_eq!(
            recognition.components[0].1,
            Shape::Branching { vertex: 0, central_neighbours: vec![1, 4, 7] }
        );
        // With legs of two it is an extended caterpillar (the centre is the central path).
        let short = [(0, 1), (1, 2), (0, 3), (3, 4), (0, 5), (5, 6)];
        let graph = simple_graph(7, &short);
        assert_eq!(check_graph(7, &short), (true, true));
        assert_eq!(
            recognise(&graph).components[0].1,
            Shape::ExtendedCaterpillar { central_path: vec![0] }
        );
    }
}

both! {
    fn the_recognition_marks_leaves_leaf_neighbours_and_the_central_path() {
        // A path 0-1-2-3-4 with a leaf 5 on 2 and a leaf-neighbour 6 (with leaf 7) on 3.
        let edges = [(0, 1), (1, 2), (2, 3), (3, 4), (2, 5), (3, 6), (6, 7)];
        let recognition = recognise(&simple_graph(8, &edges));
        use Role::*;
        assert_eq!(
            recognition.roles,
            vec![Leaf, LeafNeighbour, Central, Central, Leaf, Leaf, LeafNeighbour, Leaf]
        );
        assert_eq!(
            recognition.components[0].1,
            Shape::ExtendedCaterpillar { central_path: vec![2, 3] }
        );
        // A cycle is found as a cycle.
        let recognition = recognise(&simple_graph(5, &[(0, 1), (1, 2), (2, 3), (3, 1), (3, 4)]));
        let Shape::HasCycle { cycle } = &recognition.components[0].1 else {
            panic!("{recognition:?}")
        };
        let mut sorted = cycle.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, vec![1, 2, 3]);
        // Isolated vertices are components of their own, each a one-vertex central path.
        let recognition = recognise(&simple_graph(3, &[(0, 1)]));
        assert_eq!(recognition.components.len(), 2);
        assert_eq!(
            recognition.components[1],
            (vec![2], Shape::ExtendedCaterpillar { central_path: vec![2] })
        );
    }
}

both! {
    fn a_probe_sequence_catches_every_walk_of_the_evader() {
        // The definition itself on a few graphs: every start and every walk meets a probe.
        let cases: [(u32, Vec<(u32, u32)>); 4] = [
            (5, vec![(0, 1), (1, 2), (2, 3), (3, 4)]),
            (4, vec![(0, 1), (0, 2), (0, 3)]),
            (7, vec![(0, 1), (1, 2), (0, 3), (3, 4), (0, 5), (5, 6)]),
            (3, vec![(0, 1)]),
        ];
        for (n, edges) in cases {
            let result = exact_search(&simple_graph(n, &edges));
            assert!(result.searcher_wins);
            let neighbours = adjacency(n, &edges);
            let mut walks: Vec<u32> = (0..n).collect();
            for (step, &probe) in result.probes.iter().enumerate() {
                walks.retain(|&v| v != probe);
                if step + 1 < result.probes.len() {
                    walks = walks
                        .iter()
                        .flat_map(|&v| match neighbours[v as usize].as_slice() {
                            [] => vec![v],
                            list => list.to_vec(),
                        })
                        .collect();
                }
            }
            assert!(walks.is_empty(), "{edges:?}: {walks:?} escape {:?}", result.probes);
        }
    }
}

both! {
    fn cycles_and_the_complete_graphs_let_the_evader_escape() {
        for n in 3..=8u32 {
            let cycle: Vec<(u32, u32)> = (0..n).map(|v| (v, (v + 1) % n)).collect();
            assert_eq!(check_graph(n, &cycle), (false, false), "C{n}");
        }
        let k4 = SmallGraph { adjacency: vec![0b1110, 0b1101, 0b1011, 0b0111] };
        assert_eq!(check_graph(4, &k4.edges()), (false, false));
        // One vertex, or only isolated vertices: the evader cannot move, probes find it.
        assert_eq!(check_graph(1, &[]), (true, true));
        assert_eq!(exact_search(&simple_graph(3, &[])).probes.len(), 3);
    }
}
