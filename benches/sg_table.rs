//! Native benchmark of the Sprague-Grundy table kernel and the period finder.
//!
//! `cargo bench --bench sg_table` prints the median of several runs for each case; the browser
//! figure comes from the same kernel (see BENCHMARKS.md).

use std::hint::black_box;
use std::time::{Duration, Instant};

use cgt_playground::solve::period::proven_period;
use cgt_playground::solve::subtraction::{MoveSet, sg_values};

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

fn main() {
    let cases: [(&str, Vec<u32>, u32); 4] = [
        ("S = {1, 3, 4}, n = 10^7", vec![1, 3, 4], 10_000_000),
        ("S = {1, 3, 4}, n = 10^6", vec![1, 3, 4], 1_000_000),
        ("S = {1..63}, n = 10^6", (1..=63).collect(), 1_000_000),
        ("S = {1, 3, 4}, n = 10^5", vec![1, 3, 4], 100_000),
    ];
    for (name, moves, n) in cases {
        let set = MoveSet::try_new(moves).expect("benchmark move sets are valid");
        let table = median(5, || {
            black_box(sg_values(black_box(&set), black_box(n)));
        });
        let values = sg_values(&set, n);
        let period = median(5, || {
            black_box(proven_period(black_box(&values), set.max_move()));
        });
        println!(
            "{name:<28} sg_values {:>9.2} ms   proven_period {:>8.2} ms",
            ms(table),
            ms(period)
        );
    }
}

fn ms(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1000.0
}
