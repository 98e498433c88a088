//! Native benchmark of the cop-and-robber verdict (bitset dominated-vertex elimination) on
//! graphs of 2,000 vertices, and of the paper's two algorithms on 200.
//!
//! `cargo bench --bench cops_robber` prints the median of several runs for each case; the
//! browser figures come from the same code in `benches/cops_robber_web.rs` (see BENCHMARKS.md).

use std::hint::black_box;
use std::time::{Duration, Instant};

use cgt_playground::solve::cops_robber::{dismantle, naive_elimination, nvc_elimination};
use cgt_playground::solve::graph::{Graph, GraphRules};
use cgt_playground::solve::graph_presets::{Millionths, Preset};

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

/// G(n − 1, p) with one more vertex joined to all the others (a cop win: it dominates all).
fn with_universal_vertex(n: u32, p: u32, seed: u64) -> Graph {
    let base = Preset::Gnp { n: n - 1, p: Millionths(p), seed }.build();
    let mut edges: Vec<(u64, u64)> =
        base.edges().iter().map(|&(u, v)| (u64::from(u), u64::from(v))).collect();
    edges.extend((0..u64::from(n - 1)).map(|v| (v, u64::from(n - 1))));
    Graph::try_new(n.into(), &edges, &GraphRules::simple(n)).expect("a simple graph")
}

/// The cocktail-party graph: K_n without the perfect matching 0-1, 2-3, …; no vertex is
/// dominated, and every candidate fails only at its partner's word.
fn cocktail_party(n: u32) -> Graph {
    let edges: Vec<(u64, u64)> = (0..u64::from(n))
        .flat_map(|u| (u + 1..u64::from(n)).map(move |v| (u, v)))
        .filter(|&(u, v)| !(u % 2 == 0 && v == u + 1))
        .collect();
    Graph::try_new(n.into(), &edges, &GraphRules::simple(n)).expect("a simple graph")
}

fn main() {
    let cases: Vec<(&str, Graph)> = vec![
        ("K_2000", Preset::Complete(2000).build()),
        ("G(2000, 0.5)", Preset::Gnp { n: 2000, p: Millionths(500_000), seed: 1 }.build()),
        ("G(2000, 0.01)", Preset::Gnp { n: 2000, p: Millionths(10_000), seed: 1 }.build()),
        ("G(1999, 0.5) + universal", with_universal_vertex(2000, 500_000, 1)),
        ("cocktail party 2000", cocktail_party(2000)),
        ("chordal 2000", Preset::RandomChordal { n: 2000, seed: 1 }.build()),
        ("tree 2000", Preset::RandomTree { n: 2000, seed: 1 }.build()),
        ("grid 40 x 50", Preset::Grid(40, 50).build()),
    ];
    for (name, graph) in &cases {
        let verdict = dismantle(graph);
        let time = median(5, || {
            black_box(dismantle(black_box(graph)));
        });
        println!(
            "{name:<26} {:>8} edges  verdict {:>9.2} ms  ({}, {} removals)",
            graph.edge_count(),
            ms(time),
            if verdict.cop_wins() { "cop wins" } else { "robber escapes" },
            verdict.eliminated.len()
        );
    }
    let paper: Vec<(&str, Graph)> = vec![
        ("chordal 200", Preset::RandomChordal { n: 200, seed: 1 }.build()),
        ("G(199, 0.5) + universal", with_universal_vertex(200, 500_000, 1)),
        ("G(200, 0.5)", Preset::Gnp { n: 200, p: Millionths(500_000), seed: 1 }.build()),
    ];
    for (name, graph) in &paper {
        let naive = median(3, || {
            black_box(naive_elimination(black_box(graph)));
        });
        let nvc = median(3, || {
            black_box(nvc_elimination(black_box(graph)));
        });
        let bitset = median(5, || {
            black_box(dismantle(black_box(graph)));
        });
        let (n_run, c_run) = (naive_elimination(graph), nvc_elimination(graph));
        println!(
            "{name:<26} naive {:>8.2} ms ({} look-ups)  NVC {:>8.2} ms ({} comparisons, {} writes)  bitset {:>6.2} ms",
            ms(naive),
            n_run.checks,
            ms(nvc),
            c_run.comparisons,
            c_run.updates,
            ms(bitset)
        );
    }
}

fn ms(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1000.0
}
