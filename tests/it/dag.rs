//! Games on directed graphs: topological orders, cycles and SG values checked on every graph of
//! up to 4 vertices and every acyclic graph of 5, against brute force and the recursive mex.

use std::collections::{HashMap, HashSet};

use cgt_playground::api::Request;
use cgt_playground::api::dag::{DagRequest, MAX_EDGES, MAX_VERTICES};
use cgt_playground::api::{Answer, Fields, solve as api_solve};
use cgt_playground::solve::dag::{Cycle, Digraph, GraphError, explain, solve, topological_order};
use cgt_playground::ui::widgets::dag_view::{RADIUS, edge_path, layered_layout, loop_path};

use crate::both;
use crate::oracle::{Rng, player_to_move_wins, sg_by_definition};

/// Every ordering of 0..n.
fn permutations(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    let mut all = Vec::new();
    for shorter in permutations(n - 1) {
        for slot in 0..=shorter.len() {
            let mut longer = shorter.clone();
            longer.insert(slot, n - 1);
            all.push(longer);
        }
    }
    all
}

/// Acyclic by brute force: some ordering of the vertices has every edge going forward.
fn acyclic_by_brute_force(n: usize, edges: &[(usize, usize)]) -> bool {
    permutations(n).iter().any(|order| {
        let mut place = vec![0; n];
        for (index, &vertex) in order.iter().enumerate() {
            place[vertex] = index;
        }
        edges.iter().all(|&(from, to)| place[from] < place[to])
    })
}

/// Checks everything the solver says about one graph against the oracles.
fn check_graph(n: usize, edges: Vec<(usize, usize)>) {
    let graph = Digraph::try_new(n, edges.clone()).expect("a valid graph");
    let moves = |vertex: &usize| graph.successors(*vertex).to_vec();
    match solve(&graph) {
        Ok(solution) => {
            assert!(acyclic_by_brute_force(n, &edges), "{edges:?} has a cycle but was solved");
            let mut sorted = solution.order.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, (0..n).collect::<Vec<_>>(), "the order is a permutation");
            let mut place = vec![0; n];
            for (index, &vertex) in solution.order.iter().enumerate() {
                place[vertex] = index;
            }
            assert!(edges.iter().all(|&(from, to)| place[from] < place[to]), "{edges:?}");
            let mut memo = HashMap::new();
            let mut wins = HashMap::new();
            for vertex in 0..n {
                let expected = sg_by_definition(&vertex, &moves, &mut memo);
                assert_eq!(solution.grundy[vertex], expected, "SG({vertex}) in {edges:?}");
                let mover_wins = player_to_move_wins(&vertex, &moves, false, &mut wins);
                assert_eq!(solution.grundy[vertex] != 0, mover_wins, "{vertex} in {edges:?}");
                let explained = explain(&graph, &solution.grundy, vertex).expect("a vertex");
                assert_eq!(explained.value, expected);
                for winning in explained.winning_moves() {
                    assert!(!player_to_move_wins(&winning, &moves, false, &mut wins));
                }
            }
        }
        Err(Cycle(cycle)) => {
            assert!(!acyclic_by_brute_force(n, &edges), "{edges:?} is acyclic but refused");
            assert!(!cycle.is_empty());
            let distinct: HashSet<usize> = cycle.iter().copied().collect();
            assert_eq!(distinct.len(), cycle.len(), "a simple cycle: {cycle:?}");
            for (index, &vertex) in cycle.iter().enumerate() {
                let next = cycle[(index + 1) % cycle.len()];
                assert!(graph.has_edge(vertex, next), "{vertex}>{next} of {cycle:?} in {edges:?}");
            }
        }
    }
}

/// The graph on n vertices whose edges are the bits of `mask` over `pairs`.
fn edges_of(mask: u64, pairs: &[(usize, usize)]) -> Vec<(usize, usize)> {
    pairs
        .iter()
        .enumerate()
        .filter(|(bit, _)| mask >> bit & 1 == 1)
        .map(|(_, &pair)| pair)
        .collect()
}

both! {
    fn every_graph_on_up_to_four_vertices() {
        // Self-loops included up to 3 vertices; without them on 4 (4,096 graphs).
        for n in 0..=4usize {
            let pairs: Vec<(usize, usize)> = (0..n)
                .flat_map(|a| (0..n).map(move |b| (a, b)))
                .filter(|&(a, b)| a != b || n <= 3)
                .collect();
            for mask in 0..1u64 << pairs.len() {
                check_graph(n, edges_of(mask, &pairs));
            }
        }
    }
}

both! {
    fn every_acyclic_graph_on_five_vertices() {
        // Each acyclic graph is a set of forward edges of some ordering: 29,281 distinct ones.
        let forward: Vec<(usize, usize)> =
            (0..5).flat_map(|a| (a + 1..5).map(move |b| (a, b))).collect();
        let mut seen = HashSet::new();
        for order in permutations(5) {
            for mask in 0..1u64 << forward.len() {
                let mut edges: Vec<(usize, usize)> =
                    edges_of(mask, &forward).into_iter().map(|(a, b)| (order[a], order[b])).collect();
                edges.sort_unstable();
                if seen.insert(edges.clone()) {
                    let graph = Digraph::try_new(5, edges.clone()).expect("valid");
                    let solution = solve(&graph).expect("acyclic");
                    let moves = |vertex: &usize| graph.successors(*vertex).to_vec();
                    let mut memo = HashMap::new();
                    for vertex in 0..5 {
                        assert_eq!(solution.grundy[vertex], sg_by_definition(&vertex, &moves, &mut memo), "{edges:?}");
                    }
                }
            }
        }
        assert_eq!(seen.len(), 29_281, "OEIS A003024: labelled acyclic digraphs on 5 vertices");
    }
}

both! {
    fn sampled_graphs_on_five_and_six_vertices() {
        let mut rng = Rng::new(2019);
        for _ in 0..1_500 {
            let n = 5 + rng.below(2) as usize;
            let mut edges = Vec::new();
            let density = 1 + rng.below(4);
            for a in 0..n {
                for b in 0..n {
                    if rng.below(10) < density && (a != b || rng.below(8) == 0) {
                        edges.push((a, b));
                    }
                }
            }
            check_graph(n, edges);
        }
    }
}

both! {
    fn a_sum_of_two_tokens_is_decided_by_the_xor() {
        // The Sprague-Grundy theorem on a DAG, checked by brute force on the product game.
        let edges = vec![(0, 1), (0, 2), (1, 3), (2, 3), (2, 4), (3, 5), (4, 5), (0, 4), (1, 5)];
        let graph = Digraph::try_new(6, edges).expect("valid");
        let solution = solve(&graph).expect("acyclic");
        let moves = |&(a, b): &(usize, usize)| {
            let mut next: Vec<(usize, usize)> = graph.successors(a).iter().map(|&w| (w, b)).collect();
            next.extend(graph.successors(b).iter().map(|&w| (a, w)));
            next
        };
        let mut memo = HashMap::new();
        for a in 0..6 {
            for b in 0..6 {
                let wins = player_to_move_wins(&(a, b), &moves, false, &mut memo);
                assert_eq!(wins, solution.grundy[a] ^ solution.grundy[b] != 0, "({a}, {b})");
            }
        }
    }
}

both! {
    fn the_order_is_kahns_smallest_first_and_cycles_read_well() {
        let graph = Digraph::try_new(4, vec![(2, 0), (3, 1), (0, 1)]).expect("valid");
        assert_eq!(topological_order(&graph), Ok(vec![2, 0, 3, 1]));
        let take_away = Digraph::try_new(7, (1..=6).flat_map(|n| (1..=3).filter(move |&k| k <= n).map(move |k| (n, n - k))).collect())
            .expect("valid");
        let solution = solve(&take_away).expect("acyclic");
        assert_eq!(solution.order, [6, 5, 4, 3, 2, 1, 0]);
        assert_eq!(solution.grundy, [0, 1, 2, 3, 0, 1, 2], "the lecture's take-away game, K = 3");
        let cyclic = Digraph::try_new(5, vec![(0, 1), (1, 2), (2, 3), (3, 1), (2, 4)]).expect("valid");
        let cycle = solve(&cyclic).expect_err("cyclic");
        assert_eq!(cycle, Cycle(vec![1, 2, 3]));
        assert_eq!(cycle.edges(), [(1, 2), (2, 3), (3, 1)]);
        assert_eq!(cycle.path_text(), "1 > 2 > 3 > 1");
        let looped = Digraph::try_new(3, vec![(0, 1), (1, 1)]).expect("a self-loop is a graph");
        assert_eq!(solve(&looped), Err(Cycle(vec![1])));
        assert!(Cycle(vec![1]).to_string().starts_with("1>1 is a self-loop"));
        assert_eq!(
            Digraph::try_new(3, vec![(0, 1), (1, 3)]),
            Err(GraphError::OutOfRange { index: 1, edge: (1, 3), vertices: 3 })
        );
        assert_eq!(Digraph::try_new(3, vec![(0, 1), (0, 1)]), Err(GraphError::Duplicate((0, 1))));
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
    fn the_request_answers_and_accepts_every_edge_spelling() {
        for edges in ["0>1, 0>2, 1>3", "0->1,0->2;1->3", "0-1,0-2,1-3", "0 1,0 2,1 3", "0→1, 0→2\n1→3"] {
            let answer = api_solve(&fields(&[("game", "dag"), ("vertices", "4"), ("edges", edges)]));
            let Ok(Answer::Dag(answer)) = answer else { panic!("{edges}: {answer:?}") };
            assert_eq!(answer.grundy, [2, 1, 0, 0], "{edges}");
            assert_eq!(answer.order, [0, 1, 2, 3], "{edges}");
        }
        let answer = api_solve(&fields(&[("game", "dag"), ("vertices", "3"), ("edges", "")]));
        let Ok(Answer::Dag(answer)) = answer else { panic!("{answer:?}") };
        assert_eq!(answer.grundy, [0, 0, 0], "no edges: every vertex is terminal");
        let request = DagRequest::from_fields(&fields(&[("vertices", "4"), ("edges", "0>1, 2 3")])).expect("valid");
        let mut written = Fields::new();
        request.write_fields(&mut written);
        assert_eq!(written.to_query(), "vertices=4&edges=0-1,2-3");
        assert_eq!(DagRequest::from_fields(&written), Ok(request), "the URL round-trips");
    }
}

both! {
    fn bad_graphs_are_refused_with_the_field_named() {
        let too_many_edges: String =
            (0..=MAX_EDGES).map(|i| format!("{}>{}", i % 100, 100 + i % 100)).collect::<Vec<_>>().join(",");
        let limit = format!("vertices: {} is above the limit of {MAX_VERTICES}", MAX_VERTICES + 1);
        let over = (MAX_VERTICES + 1).to_string();
        let cases: Vec<(&str, &str, String)> = vec![
            ("3", "0>1, 1>2, 2>0", "edges: the graph has a cycle 0 > 1 > 2 > 0: a game on it could go on forever, so it has no Sprague-Grundy values (they need an acyclic graph)".into()),
            ("3", "0>1, 2>2", "edges: 2>2 is a self-loop, a cycle of one move: a game on it could go on forever, so it has no Sprague-Grundy values (they need an acyclic graph)".into()),
            ("3", "0>1, 1>3", "edges: edge 2 (1>3) names vertex 3, but the vertices are 0 to 2".into()),
            ("3", "0>1, 0>1", "edges: 0>1 is listed twice; list each edge once".into()),
            ("3", "0>1, 0->1", "edges: 0>1 is listed twice; list each edge once".into()),
            ("3", "0>", "edges: '0>' is not an edge; write from>to, such as 0>1".into()),
            ("3", "0>1>2", "edges: '0>1>2' is not an edge; write from>to, such as 0>1".into()),
            ("3", "a>b", "edges: 'a' is not a whole number".into()),
            ("3", "-1>2", "edges: '-1>2' is not an edge; write from>to, such as 0>1".into()),
            ("3", "1.5 2", "edges: '1.5' is not a whole number".into()),
            ("0", "", "vertices: 0 is too small; give a whole number from 1 to 10000".into()),
            ("", "0>1", "vertices: missing; give a whole number from 1 to 10000".into()),
            (over.as_str(), "", limit),
            ("200", too_many_edges.as_str(), format!("edges: more than {MAX_EDGES} edges; the limit is {MAX_EDGES}")),
        ];
        for (vertices, edges, message) in cases {
            assert_eq!(refusal(&[("game", "dag"), ("vertices", vertices), ("edges", edges)]), message, "{edges:.40}");
        }
        assert_eq!(
            refusal(&[("game", "dag"), ("vertices", "x")]),
            "vertices: 'x' is not a whole number; edges: missing; give a list such as [[0, 1], [0, 2]] or \"0>1, 0>2\" ([] for none)"
        );
        assert_eq!(
            refusal(&[("game", "dag"), ("vertices", "2"), ("edges", "0>1"), ("weights", "1")]),
            "weights: unknown field; expected game, vertices, edges"
        );
    }
}

/// Checks the drawing's geometry for one graph.
fn check_layout(n: usize, edges: &[(usize, usize)]) {
    let graph = Digraph::try_new(n, edges.to_vec()).expect("valid");
    let layout = layered_layout(&graph);
    assert_eq!(layout.positions.len(), n);
    let distinct: HashSet<(i32, i32)> = layout.positions.iter().copied().collect();
    assert_eq!(distinct.len(), n, "no two vertices share a place: {edges:?}");
    for &(x, y) in &layout.positions {
        assert!(x >= RADIUS && x <= layout.width - RADIUS, "inside: {edges:?}");
        assert!(y >= RADIUS && y <= layout.height - RADIUS, "inside: {edges:?}");
    }
    if solve(&graph).is_ok() {
        let bottom = layout.positions.iter().map(|&(_, y)| y).max().unwrap_or(0);
        for vertex in 0..n {
            let successors = graph.successors(vertex);
            // The layer is the longest path down to a sink.
            let expected = successors.iter().map(|&w| layout.layers[w] + 1).max().unwrap_or(0);
            assert_eq!(layout.layers[vertex], expected, "{vertex} in {edges:?}");
            if successors.is_empty() {
                assert_eq!(layout.positions[vertex].1, bottom, "sinks at the bottom: {edges:?}");
            }
            for &w in successors {
                assert!(
                    layout.positions[vertex].1 < layout.positions[w].1,
                    "{vertex}>{w} points down"
                );
            }
        }
    }
}

both! {
    fn the_drawing_puts_sinks_at_the_bottom_and_edges_pointing_down() {
        for n in 1..=4usize {
            let pairs: Vec<(usize, usize)> = (0..n).flat_map(|a| (0..n).map(move |b| (a, b))).collect();
            for mask in 0..1u64 << pairs.len() {
                check_layout(n, &edges_of(mask, &pairs));
            }
        }
        let mut rng = Rng::new(6);
        for _ in 0..300 {
            let n = 5 + rng.below(26) as usize;
            let mut edges = Vec::new();
            for a in 0..n {
                for b in 0..n {
                    if rng.below(100) < 12 && (a < b || rng.below(10) == 0) {
                        edges.push((a, b));
                    }
                }
            }
            check_layout(n, &edges);
        }
    }
}

both! {
    fn edge_paths_end_at_the_rims() {
        assert_eq!(edge_path((100, 50), (100, 150), 0), format!("M100 {} Q100 100 100 {}", 50 + RADIUS, 150 - RADIUS - 2));
        let bent = edge_path((100, 50), (100, 206), 56);
        assert!(bent.starts_with('M') && bent.contains(" Q"), "{bent}");
        assert!(loop_path((40, 60)).starts_with("M32 "));
    }
}

both! {
    fn a_drawing_s_edits_agree_with_the_graph_built_from_their_edge_lists() {
        let graph = Digraph::try_new(3, vec![(0, 1), (1, 2)]).unwrap();
        let added = graph.with_edge_toggled(2, 0, 10).unwrap();
        assert_eq!(added, Digraph::try_new(3, vec![(0, 1), (1, 2), (2, 0)]).unwrap());
        assert_eq!(added.with_edge_toggled(2, 0, 10).unwrap(), graph, "toggled back");
        assert_eq!(graph.with_edge_toggled(2, 0, 2).unwrap(), graph, "no room for an edge");
        assert_eq!(graph.with_edge_toggled(0, 3, 10), None, "no vertex 3");
        let more = graph.with_vertex_added();
        assert_eq!(more, Digraph::try_new(4, vec![(0, 1), (1, 2)]).unwrap());
        assert_eq!(more.without_last_vertex(), graph);
        let fewer = graph.without_last_vertex();
        assert_eq!(fewer, Digraph::try_new(2, vec![(0, 1)]).unwrap());
        assert_eq!(fewer.successors(1), &[] as &[usize]);
    }
}

#[test]
fn vertices_are_explained_in_words_and_the_p_positions_listed() {
    let graph = Digraph::try_new(4, vec![(0, 1), (0, 2), (1, 3), (2, 3)]).expect("a graph");
    let solution = solve(&graph).expect("acyclic");
    assert_eq!(solution.p_positions(), [0, 3]);
    let top = explain(&graph, &solution.grundy, 0).expect("a vertex");
    assert_eq!(top.moves_text(), "From 0 the token can move to 1 (SG 1), 2 (SG 1).");
    let sink = explain(&graph, &solution.grundy, 3).expect("a vertex");
    assert_eq!(sink.moves_text(), "Vertex 3 has no outgoing edge: no move, an ending position.");
}

both! {
    fn the_drawings_merge_sort_orders_as_the_librarys_stable_sort() {
        use cgt_playground::ui::widgets::dag_view::merge_sort_by;
        let mut rng = Rng::new(11);
        for length in (0..70).chain([1000, 1025]) {
            for _ in 0..20 {
                // Few distinct keys, so equal keys test the stability.
                let items: Vec<(u64, usize)> = (0..length).map(|i| (rng.below(8), i)).collect();
                let mut ours = items.clone();
                merge_sort_by(&mut ours, |a, b| a.0 > b.0);
                let mut library = items;
                library.sort_by_key(|item| item.0);
                assert_eq!(ours, library, "{length} items");
            }
        }
    }
}

both! {
    fn successors_are_listed_in_increasing_order_and_a_repeat_is_named() {
        let graph = Digraph::try_new(4, vec![(0, 3), (2, 1), (0, 1), (0, 2), (3, 0)]).expect("valid");
        assert_eq!(graph.successors(0), [1, 2, 3]);
        assert_eq!(graph.successors(2), [1]);
        assert_eq!(
            Digraph::try_new(3, vec![(1, 2), (0, 2), (1, 0), (0, 2), (1, 2)]),
            Err(GraphError::Duplicate((0, 2))),
            "the first tail with a repeat, its smallest repeated head"
        );
    }
}
