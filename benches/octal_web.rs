//! Browser benchmark of the same octal-game kernels as `benches/octal.rs`, in headless Chromium.
//!
//! `cargo bench --target wasm32-unknown-unknown --bench octal_web` (see BENCHMARKS.md). The
//! slow cases use Criterion's smallest sample (10). Natively this file is an empty program.

#![cfg_attr(target_arch = "wasm32", no_main)]

#[cfg(not(target_arch = "wasm32"))]
fn main() {}

#[cfg(target_arch = "wasm32")]
mod browser {
    use std::hint::black_box;
    use std::time::Duration;

    use cgt_playground::solve::octal::{GrundyFill, Method, OctalCode};
    use wasm_bindgen_test::{Criterion, wasm_bindgen_bench, wasm_bindgen_test_configure};

    wasm_bindgen_test_configure!(run_in_browser);

    fn values(code: &str, n: u32, method: Method) -> Vec<u32> {
        // The benchmark's codes are valid.
        let code = OctalCode::parse(code).expect("a valid code");
        let mut fill = GrundyFill::new(code, n, method);
        fill.advance(u64::MAX);
        fill.into_values()
    }

    /// Runs the slow cases with Criterion's smallest sample.
    fn few_samples(c: &mut Criterion, cases: &[(&str, &str, u32, Method)]) {
        let mut few = std::mem::take(c).sample_size(10).warm_up_time(Duration::from_millis(100));
        for &(name, code, n, method) in cases {
            few.bench_function(name, |b| b.iter(|| black_box(values(code, n, method))));
        }
        *c = few;
    }

    #[wasm_bindgen_bench]
    fn kayles_to_2_20(c: &mut Criterion) {
        few_samples(
            c,
            &[
                (
                    "0.77 n=2^20 sparse space then period",
                    "0.77",
                    1 << 20,
                    Method::SparseSpaceThenPeriod,
                ),
                ("0.77 n=2^20 sparse space", "0.77", 1 << 20, Method::SparseSpace),
            ],
        );
    }

    #[wasm_bindgen_bench]
    fn kayles_sparse_against_naive(c: &mut Criterion) {
        few_samples(
            c,
            &[
                ("0.77 n=2^15 sparse space", "0.77", 1 << 15, Method::SparseSpace),
                ("0.77 n=2^15 naive", "0.77", 1 << 15, Method::Naive),
            ],
        );
    }

    #[wasm_bindgen_bench]
    fn dawson_127_sparse_against_naive(c: &mut Criterion) {
        few_samples(
            c,
            &[
                ("0.127 n=93166 sparse space", "0.127", 93_166, Method::SparseSpace),
                ("0.127 n=93166 naive", "0.127", 93_166, Method::Naive),
            ],
        );
    }

    #[wasm_bindgen_bench]
    fn treblecross_sparse_against_naive(c: &mut Criterion) {
        few_samples(
            c,
            &[
                ("0.007 n=2^15 sparse space", "0.007", 1 << 15, Method::SparseSpace),
                ("0.007 n=2^15 naive", "0.007", 1 << 15, Method::Naive),
            ],
        );
    }
}
