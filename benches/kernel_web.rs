//! Browser benchmark of the same kernels as `benches/sg_table.rs`, in headless Chromium.
//!
//! `cargo bench --target wasm32-unknown-unknown --bench kernel_web` (see BENCHMARKS.md).
//! Natively this file is an empty program.

#![cfg_attr(target_arch = "wasm32", no_main)]

#[cfg(not(target_arch = "wasm32"))]
fn main() {}

#[cfg(target_arch = "wasm32")]
mod browser {
    use std::hint::black_box;

    use cgt_playground::solve::period::proven_period;
    use cgt_playground::solve::subtraction::{MoveSet, sg_table};
    use wasm_bindgen_test::{Criterion, wasm_bindgen_bench, wasm_bindgen_test_configure};

    wasm_bindgen_test_configure!(run_in_browser);

    fn lecture_moves() -> MoveSet {
        MoveSet::try_new(vec![1, 3, 4]).expect("{1, 3, 4} is a valid move set")
    }

    #[wasm_bindgen_bench]
    fn sg_table_n_10_7(c: &mut Criterion) {
        let moves = lecture_moves();
        c.bench_function("sg_table S={1,3,4} n=10^7", |b| {
            b.iter(|| black_box(sg_table(black_box(&moves), 10_000_000)))
        });
    }

    #[wasm_bindgen_bench]
    fn sg_table_n_10_6(c: &mut Criterion) {
        let moves = lecture_moves();
        c.bench_function("sg_table S={1,3,4} n=10^6", |b| {
            b.iter(|| black_box(sg_table(black_box(&moves), 1_000_000)))
        });
    }

    #[wasm_bindgen_bench]
    fn proven_period_n_10_6(c: &mut Criterion) {
        let moves = lecture_moves();
        let values = sg_table(&moves, 1_000_000);
        c.bench_function("proven_period S={1,3,4} n=10^6", |b| {
            b.iter(|| black_box(proven_period(black_box(&values), 4)))
        });
    }
}
