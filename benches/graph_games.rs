//! Native benchmark of the graph games' solvers at their request limits' scale: the pursuit
//! retrograde analysis, the hidden evader's exact search, the tree path game's rerooting.
//!
//! `cargo bench --bench graph_games` prints the median of several runs for each case.

use std::hint::black_box;
use std::time::{Duration, Instant};

use cgt_playground::solve::graph::{Graph, GraphRules};
use cgt_playground::solve::hidden_evader::exact_search;
use cgt_playground::solve::pursuit::{Agent, CaptureRule, Pursuit, PursuitRules, Side, solve};
use cgt_playground::solve::tree_path::{Rerooting, Tree};

/// The median wall time of `runs` calls of `work`.
fn median(runs: usize, mut work: impl FnMut()) -> Duration {
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            work();
            start.elapsed()
        })
        .collect();
    times.sort();
    times[runs / 2]
}

/// Two cops and two robbers on a 4 x 5 grid where everyone may stay: 774,400 states.
fn grid_pursuit() -> PursuitRules {
    let (rows, columns) = (4u32, 5u32);
    let mut arcs = Vec::new();
    for r in 0..rows {
        for c in 0..columns {
            let v = r * columns + c;
            arcs.push((v, v));
            if c + 1 < columns {
                arcs.extend([(v, v + 1), (v + 1, v)]);
            }
            if r + 1 < rows {
                arcs.extend([(v, v + columns), (v + columns, v)]);
            }
        }
    }
    let agent = |side, index| Agent { side, index };
    PursuitRules {
        vertices: rows * columns,
        arcs,
        cops: vec![0, 19],
        robbers: vec![7, 12],
        schedule: vec![
            agent(Side::Cops, 0),
            agent(Side::Cops, 1),
            agent(Side::Robbers, 0),
            agent(Side::Robbers, 1),
        ],
        safe: vec![vec![4], vec![15]],
        captures_needed: 2,
        escapes_needed: 1,
        capture: CaptureRule::Meet,
    }
}

/// The simple graph on 20 vertices with these edges.
fn simple_graph(edges: &[(u64, u64)]) -> Graph {
    Graph::try_new(20, edges, &GraphRules::simple(20)).expect("benchmark graphs are simple")
}

fn main() {
    let rules = grid_pursuit();
    let states = Pursuit::new(rules.clone()).state_count();
    let time = median(3, || {
        black_box(solve(Pursuit::new(black_box(rules.clone()))));
    });
    println!("pursuit, 4 x 5 grid, 2 cops, 2 robbers ({states} states)  {:>9.1} ms", ms(time));

    // The spider with three legs of three (the evader escapes) and a tail: 20 vertices.
    let mut edges = vec![(0, 1), (1, 2), (2, 3), (0, 4), (4, 5), (5, 6), (0, 7), (7, 8), (8, 9)];
    edges.extend((10..20).map(|v| (v - 1, v)));
    let graph = simple_graph(&edges);
    let explored = exact_search(&graph).explored;
    let time = median(3, || {
        black_box(exact_search(black_box(&graph)));
    });
    println!("hidden evader, 20-vertex spider ({explored} sets)      {:>9.1} ms", ms(time));
    let path: Vec<(u64, u64)> = (1..20).map(|v| (v - 1, v)).collect();
    let graph = simple_graph(&path);
    let explored = exact_search(&graph).explored;
    let time = median(3, || {
        black_box(exact_search(black_box(&graph)));
    });
    println!("hidden evader, path of 20 ({explored} sets)           {:>9.1} ms", ms(time));

    let edges: Vec<(u32, u32)> = (1..10_000).map(|v| ((v - 1) / 3, v)).collect();
    let tree = Tree::new(10_000, &edges).expect("every vertex hangs below an earlier one");
    let time = median(5, || {
        black_box(Rerooting::new(black_box(&tree), 0));
    });
    println!("tree path, 10,000-vertex ternary tree              {:>9.3} ms", ms(time));
}

fn ms(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1000.0
}
