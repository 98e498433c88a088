//! Native benchmark of the Sprague-Grundy table kernel and the period finder.
//!
//! `cargo bench --bench sg_table` prints the median of several runs for each case: the kernel
//! `sg_table` (a fresh table of byte values each run) and the period finder; the browser figure
//! comes from the same kernel (`benches/kernel_web.rs`, see BENCHMARKS.md). With `SG_KERNEL_C`
//! naming the plain C kernel built from `benches/c/sg_kernel.c` (scripts/bench builds it), each
//! case also runs the C kernel in the same run, checks that its values sum to ours, and prints
//! our speed as a fraction of C's.

use std::hint::black_box;
use std::process::Command;
use std::time::{Duration, Instant};

use cgt_playground::solve::period::proven_period;
use cgt_playground::solve::subtraction::{MoveSet, sg_table};

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
            black_box(sg_table(black_box(&set), black_box(n)));
        });
        let values = sg_table(&set, n);
        let period = median(5, || {
            black_box(proven_period(black_box(&values), set.max_move()));
        });
        println!(
            "{name:<28} sg_table {:>10.2} ms   proven_period {:>8.2} ms",
            ms(table),
            ms(period)
        );
        if let Ok(c_kernel) = std::env::var("SG_KERNEL_C") {
            let sum: u64 = values.iter().map(|&value| u64::from(value)).sum();
            let (c_ms, c_sum) = run_c_kernel(&c_kernel, n, set.moves());
            assert_eq!(c_sum, sum, "the C kernel's values differ from ours");
            println!(
                "{:<28} C kernel  {c_ms:>9.2} ms   ours at {:.2}x of C's speed",
                "",
                c_ms / ms(table)
            );
        }
    }
}

/// The C kernel's median time in milliseconds and the sum of its values, for `n` and `moves`.
fn run_c_kernel(path: &str, n: u32, moves: &[u32]) -> (f64, u64) {
    let output = Command::new(path)
        .arg(n.to_string())
        .args(moves.iter().map(u32::to_string))
        .output()
        .expect("SG_KERNEL_C names a runnable program");
    assert!(output.status.success(), "the C kernel failed: {output:?}");
    let text = String::from_utf8(output.stdout).expect("the C kernel prints text");
    let mut words = text.split_whitespace();
    let time = words.next().and_then(|word| word.parse().ok()).expect("a time in ms");
    let sum = words.next().and_then(|word| word.parse().ok()).expect("a sum of values");
    (time, sum)
}

fn ms(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1000.0
}
