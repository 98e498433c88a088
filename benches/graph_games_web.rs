//! Browser benchmark of the state-graph queue algorithm on 10^6 states and about 10^7 moves,
//! the same graph and code as `benches/graph_games.rs`, in headless Chromium (issue 13's
//! "Performance": the time per move natively and in Chromium in one run).
//!
//! `cargo bench --target wasm32-unknown-unknown --bench graph_games_web` (see BENCHMARKS.md);
//! `node benches/graph_games_ratio.mjs NATIVE_OUTPUT WEB_OUTPUT` prints ns a move in both.
//! Natively this file is an empty program.

#![cfg_attr(target_arch = "wasm32", no_main)]

#[cfg(not(target_arch = "wasm32"))]
fn main() {}

#[cfg(target_arch = "wasm32")]
#[path = "shared/state_graphs.rs"]
mod state_graphs;

#[cfg(target_arch = "wasm32")]
mod browser {
    use std::hint::black_box;
    use std::time::Duration;

    use cgt_playground::solve::state_graph::retrograde::{QueueOrder, Retrograde};
    use cgt_playground::solve::state_graph::{EndlessPlay, StateGraph};
    use wasm_bindgen_test::{Criterion, wasm_bindgen_bench, wasm_bindgen_test_configure};

    use crate::state_graphs::{MOVES_PER_SLICE, big_state_graph};

    wasm_bindgen_test_configure!(run_in_browser);

    /// The native bench's graph: 10^6 states, 11 moves a state, every 20th terminal.
    fn graph() -> StateGraph {
        big_state_graph(1_000_000, 11, 20)
    }

    /// Criterion's smallest sample: each run takes about half a second.
    fn few(c: &mut Criterion) -> Criterion {
        std::mem::take(c).sample_size(10).warm_up_time(Duration::from_millis(100))
    }

    #[wasm_bindgen_bench]
    fn queue_algorithm(c: &mut Criterion) {
        let graph = graph();
        let name = format!(
            "state graph, queue algorithm ({} states, {} moves)",
            graph.state_count(),
            graph.move_count()
        );
        let mut few = few(c);
        // As natively: the graph's copy, which the job owns, is part of each run.
        few.bench_function(&name, |b| {
            b.iter(|| {
                let job =
                    Retrograde::new(black_box(graph.clone()), EndlessPlay::Draw, QueueOrder::Fifo);
                black_box(job.finish())
            })
        });
        *c = few;
    }

    #[wasm_bindgen_bench]
    fn queue_algorithm_in_slices(c: &mut Criterion) {
        let graph = graph();
        let mut few = few(c);
        few.bench_function("state graph in slices of 10^5 moves", |b| {
            b.iter(|| {
                let mut job =
                    Retrograde::new(black_box(graph.clone()), EndlessPlay::Draw, QueueOrder::Fifo);
                while !job.run(MOVES_PER_SLICE, &mut ()) {}
                black_box(job.finish())
            })
        });
        *c = few;
    }
}
