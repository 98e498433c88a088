//! Browser benchmark of the cop-and-robber verdict, the same code as `benches/cops_robber.rs`,
//! in headless Chromium.
//!
//! `cargo bench --target wasm32-unknown-unknown --bench cops_robber_web` (see BENCHMARKS.md).
//! Natively this file is an empty program.

#![cfg_attr(target_arch = "wasm32", no_main)]

#[cfg(not(target_arch = "wasm32"))]
fn main() {}

#[cfg(target_arch = "wasm32")]
mod browser {
    use std::hint::black_box;

    use cgt_playground::solve::cops_robber::dismantle;
    use cgt_playground::solve::graph::{Graph, GraphRules};
    use cgt_playground::solve::graph_presets::{Millionths, Preset};
    use wasm_bindgen_test::{Criterion, wasm_bindgen_bench, wasm_bindgen_test_configure};

    wasm_bindgen_test_configure!(run_in_browser);

    /// G(n − 1, p) with one more vertex joined to all the others.
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

    fn bench(c: &mut Criterion, name: &str, graph: Graph) {
        c.bench_function(name, |b| b.iter(|| black_box(dismantle(black_box(&graph)))));
    }

    #[wasm_bindgen_bench]
    fn complete_2000(c: &mut Criterion) {
        bench(c, "verdict K_2000", Preset::Complete(2000).build());
    }

    #[wasm_bindgen_bench]
    fn gnp_2000_half(c: &mut Criterion) {
        bench(
            c,
            "verdict G(2000, 0.5)",
            Preset::Gnp { n: 2000, p: Millionths(500_000), seed: 1 }.build(),
        );
    }

    #[wasm_bindgen_bench]
    fn gnp_2000_sparse(c: &mut Criterion) {
        bench(
            c,
            "verdict G(2000, 0.01)",
            Preset::Gnp { n: 2000, p: Millionths(10_000), seed: 1 }.build(),
        );
    }

    #[wasm_bindgen_bench]
    fn universal_2000(c: &mut Criterion) {
        bench(
            c,
            "verdict G(1999, 0.5) + universal vertex",
            with_universal_vertex(2000, 500_000, 1),
        );
    }

    #[wasm_bindgen_bench]
    fn cocktail_party_2000(c: &mut Criterion) {
        bench(c, "verdict cocktail party 2000", cocktail_party(2000));
    }

    #[wasm_bindgen_bench]
    fn chordal_2000(c: &mut Criterion) {
        bench(c, "verdict random chordal 2000", Preset::RandomChordal { n: 2000, seed: 1 }.build());
    }

    #[wasm_bindgen_bench]
    fn grid_2000(c: &mut Criterion) {
        bench(c, "verdict grid 40 x 50", Preset::Grid(40, 50).build());
    }
}
