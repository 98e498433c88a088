//! Native benchmark of the Sprague-Grundy labs' kernels at their request limits: two-pile tables,
//! kings boards and games on DAGs.
//!
//! `cargo bench --bench grundy` prints the median of several runs for each case (see
//! BENCHMARKS.md).

use std::hint::black_box;
use std::time::{Duration, Instant};

use cgt_playground::solve::dag::{Digraph, solve};
use cgt_playground::solve::kings::{Board, grundy_table, total, winning_moves};
use cgt_playground::solve::two_pile::{self, Rule};

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

/// A fixed pseudo-random sequence (xorshift64*), so every run measures the same inputs.
struct Rng(u64);

impl Rng {
    fn below(&mut self, bound: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) % bound
    }
}

fn main() {
    for (name, rule) in
        [("two-pile Nim 256 x 256", Rule::Nim), ("Wythoff 256 x 256", Rule::Wythoff)]
    {
        let time = median(5, || {
            black_box(two_pile::grundy_table(rule, black_box(256), black_box(256)));
        });
        println!(
            "{name:<40} {:>9.2} ms   ({} work units)",
            ms(time),
            two_pile::work(rule, 256, 256)
        );
    }

    let mut rng = Rng(2019);
    let rows: Vec<Vec<bool>> =
        (0..1000).map(|_| (0..1000).map(|_| rng.below(10) == 0).collect()).collect();
    let board = Board::from_rows(&rows).expect("a rectangular board");
    let kings: Vec<(usize, usize)> = (0..1000)
        .map(|_| (rng.below(1000) as usize, rng.below(1000) as usize))
        .filter(|&cell| board.is_free(cell))
        .collect();
    let time = median(5, || {
        let table = grundy_table(black_box(&board));
        black_box(total(&table, &kings));
        black_box(winning_moves(&board, &table, &kings));
    });
    println!("{:<40} {:>9.2} ms", "kings 1000 x 1000, 10% damaged", ms(time));

    let mut edges = Vec::new();
    for _ in 0..100_000 {
        let (a, b) = (rng.below(10_000) as usize, rng.below(10_000) as usize);
        if a != b {
            edges.push((a.min(b), a.max(b)));
        }
    }
    edges.sort_unstable();
    edges.dedup();
    let graph = Digraph::try_new(10_000, edges).expect("distinct edges in range");
    let time = median(5, || {
        black_box(solve(black_box(&graph)).is_ok());
    });
    println!(
        "{:<40} {:>9.2} ms   ({} edges)",
        "DAG 10,000 vertices, solve",
        ms(time),
        graph.edges().len()
    );
}

fn ms(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1000.0
}
