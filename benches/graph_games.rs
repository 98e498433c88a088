//! Native benchmark of the graph games' solvers at their request limits' scale: the pursuit
//! retrograde analysis, the hidden evader's exact search, the tree path game's rerooting, and the
//! state-graph queue algorithm on 10^6 states and about 10^7 moves (at once, and in slices as
//! the lab runs it), and the largest `state-graph`, `max-dif`, `parallel` and `alpha-beta`
//! requests, read from their texts and solved.
//!
//! `cargo bench --bench graph_games` prints the median of several runs for each case.

use std::hint::black_box;
use std::time::{Duration, Instant};

use cgt_playground::api::Request;
use cgt_playground::api::state_graph::{MAX_STATES, StateGraphRequest, states_text};
use cgt_playground::api::{Fields, solve as api_solve};
use cgt_playground::solve::graph::{Graph, GraphRules};
use cgt_playground::solve::hidden_evader::exact_search;
use cgt_playground::solve::pursuit::{Agent, CaptureRule, Pursuit, PursuitRules, Side, solve};
use cgt_playground::solve::state_graph::retrograde::{QueueOrder, Retrograde};
use cgt_playground::solve::state_graph::{EndlessPlay, Player};
use cgt_playground::solve::state_presets::random_tree;
use cgt_playground::solve::tree_path::{Rerooting, Tree};

#[path = "shared/state_graphs.rs"]
mod state_graphs;
use state_graphs::{MOVES_PER_SLICE, big_state_graph};

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
    let graph = big_state_graph(1_000_000, 11, 20);
    let (states, moves) = (graph.state_count(), graph.move_count());
    let time = median(3, || {
        black_box(
            Retrograde::new(black_box(graph.clone()), EndlessPlay::Draw, QueueOrder::Fifo).finish(),
        );
    });
    let per_move = time.as_secs_f64() * 1e9 / moves as f64;
    println!(
        "state graph, queue algorithm ({states} states, {moves} moves)  {:>9.1} ms  ({per_move:.1} ns a move)",
        ms(time)
    );
    let time = median(3, || {
        black_box(
            Retrograde::new(
                black_box(graph.clone()),
                EndlessPlay::WinFor(Player::Two),
                QueueOrder::Fifo,
            )
            .finish(),
        );
    });
    println!("state graph, endless play a win for player 2 (two stages) {:>9.1} ms", ms(time));
    // In slices of 100,000 moves, as the lab runs it between frames.
    let mut job = Retrograde::new(graph.clone(), EndlessPlay::Draw, QueueOrder::Fifo);
    let (mut slices, mut slowest) = (0, Duration::ZERO);
    let started = Instant::now();
    loop {
        let start = Instant::now();
        let done = job.run(MOVES_PER_SLICE, &mut ());
        slowest = slowest.max(start.elapsed());
        slices += 1;
        if done {
            break;
        }
    }
    let all = started.elapsed();
    println!(
        "state graph in slices of 10^5 moves: {slices} slices, {:>9.1} ms in all, {:.2} ms a slice, the slowest {:.2} ms",
        ms(all),
        ms(all) / f64::from(slices),
        ms(slowest)
    );
    // The largest requests `cgt.solve` takes, read from their texts and solved.
    let largest = big_state_graph(MAX_STATES as u64, 5, 20);
    let text = states_text(&largest);
    let request = |pairs: &[(&str, &str)]| {
        let mut fields = Fields::new();
        for (name, value) in pairs {
            fields.set(name, *value);
        }
        fields
    };
    let fields = request(&[("game", "state-graph"), ("states", &text)]);
    let time = median(3, || {
        black_box(api_solve(black_box(&fields)).expect("within the limits"));
    });
    let read = median(3, || {
        black_box(StateGraphRequest::from_fields(black_box(&fields)).expect("within the limits"));
    });
    println!(
        "state-graph request, {MAX_STATES} states, {} moves ({:.1} MB of text): {:>9.1} ms, reading {:.1} ms",
        largest.move_count(),
        text.len() as f64 / 1e6,
        ms(time),
        ms(read)
    );
    // maxDif on an acyclic graph of the same size: state i moves to i + 1..i + 5 with gains.
    let scores: Vec<String> = (0..MAX_STATES)
        .map(|i| {
            let moves: Vec<String> = (1..=5)
                .filter(|k| i + k < MAX_STATES)
                .map(|k| format!("{}/{k}/{}", i + k, (i + k) % 3))
                .collect();
            let body = if moves.is_empty() { "final/1/2".to_string() } else { moves.join(".") };
            format!("{}:{body}", i % 2 + 1)
        })
        .collect();
    let scores = scores.join(",");
    let fields = request(&[("game", "max-dif"), ("states", &scores)]);
    let time = median(3, || {
        black_box(api_solve(black_box(&fields)).expect("within the limits"));
    });
    println!(
        "max-dif request, {MAX_STATES} states, 5 moves each ({:.1} MB):  {:>9.1} ms",
        scores.len() as f64 / 1e6,
        ms(time)
    );
    // Parallel games: two components of 1,000 positions, p moving to p - 1 and p - 2.
    let component: Vec<String> = (0..1000)
        .map(|p: i32| {
            let moves: Vec<String> =
                [p - 1, p - 2].iter().filter(|&&q| q >= 0).map(i32::to_string).collect();
            if moves.is_empty() { "-".to_string() } else { moves.join(".") }
        })
        .collect();
    let component = component.join("/");
    let components = format!("{component},{component}");
    let fields =
        request(&[("game", "parallel"), ("components", &components), ("starts", "999,998")]);
    let time = median(3, || {
        black_box(api_solve(black_box(&fields)).expect("within the limits"));
    });
    println!(
        "parallel request, 1000 x 1000 positions (10^6 states, 3994000 moves) {:>9.1} ms",
        ms(time)
    );
    // Alpha-beta on the largest tree: a root with 999,999 leaves, and a complete ternary tree.
    let leaves: Vec<String> = (0..999_999u64).map(|i| (i * 7919 % 1000).to_string()).collect();
    let wide = format!("({})", leaves.join(","));
    let fields = request(&[("game", "alpha-beta"), ("tree", &wide)]);
    let time = median(3, || {
        black_box(api_solve(black_box(&fields)).expect("within the limits"));
    });
    println!("alpha-beta request, a root with 999,999 leaves       {:>9.1} ms", ms(time));
    let ternary = random_tree(1, 12, 3, 100).expect("797,161 nodes");
    let fields = request(&[("game", "alpha-beta"), ("tree", &ternary.text())]);
    let time = median(3, || {
        black_box(api_solve(black_box(&fields)).expect("within the limits"));
    });
    println!(
        "alpha-beta request, ternary tree of depth 12 ({} nodes) {:>9.1} ms",
        ternary.node_count(),
        ms(time)
    );

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
