//! Native benchmark of the octal-game tables: the naive method against the sparse-space one in
//! one run, and the app's method (sparse space, then the proven period) up to n = 2^20.
//!
//! `cargo bench --bench octal` prints the median of several runs for each case (a single run
//! for the slow ones); `OCTAL_BENCH_LONG=1` adds Treblecross (0.007) at n = 2^18, about a
//! minute per method, and at n = 2^20 by the app's method, several minutes. With `OCTAL_KERNEL_C`
//! naming the plain C kernel built from `benches/c/octal_kernel.c` (scripts/bench builds it),
//! each naive case also runs the C kernel, alternating with ours, checks that its values and
//! split count are ours, and prints our split loop's speed as a fraction of C's (the medians).
//! See BENCHMARKS.md.

use std::hint::black_box;
use std::process::Command;
use std::time::Instant;

use cgt_playground::solve::octal::{GrundyFill, Method, OctalCode, proven_period};
use cgt_playground::solve::period::Period;

/// The middle one of `times` (at least one).
fn middle<T: PartialOrd + Copy>(mut times: Vec<T>) -> T {
    times.sort_by(|a, b| a.partial_cmp(b).expect("times are numbers"));
    times[times.len() / 2]
}

/// Fills G(0..=n) by `method`; returns the values' checksum and the split options evaluated.
fn fill(code: &OctalCode, n: u32, method: Method) -> (u64, u64, Option<Period>) {
    let mut fill = GrundyFill::new(code.clone(), n, method);
    fill.advance(u64::MAX);
    let stats = fill.stats();
    let evaluated = stats.rare_pairs + stats.scanned_pairs;
    let checksum = fill.values().iter().enumerate().map(|(i, &v)| i as u64 * u64::from(v)).sum();
    (checksum, evaluated, proven_period(code, fill.values()))
}

fn main() {
    let long = std::env::var_os("OCTAL_BENCH_LONG").is_some();
    let mut cases: Vec<(&str, u32, Method, usize)> = vec![
        ("0.77", 1 << 20, Method::SparseSpaceThenPeriod, 5),
        ("0.77", 1 << 20, Method::SparseSpace, 3),
        ("0.77", 1 << 15, Method::SparseSpace, 5),
        ("0.77", 1 << 15, Method::Naive, 5),
        ("0.127", 93_166, Method::SparseSpace, 3),
        ("0.127", 93_166, Method::Naive, 3),
        ("0.56", 653_570, Method::SparseSpace, 3),
        ("0.007", 1 << 16, Method::SparseSpace, 1),
        ("0.007", 1 << 16, Method::Naive, 3),
    ];
    if long {
        cases.push(("0.007", 1 << 18, Method::SparseSpace, 1));
        cases.push(("0.007", 1 << 18, Method::Naive, 1));
        // As the octal lab's worker computes it (benches/octal_page.mjs runs the same table).
        cases.push(("0.007", 1 << 20, Method::SparseSpaceThenPeriod, 1));
    }
    let mut checksums = std::collections::HashMap::new();
    for (text, n, method, runs) in cases {
        // The benchmark's codes are valid.
        let code = OctalCode::parse(text).expect("a valid code");
        // The naive cases alternate with the C kernel's runs, so both meet the same moments of a
        // noisy machine; each side's median is compared.
        let c_kernel =
            std::env::var("OCTAL_KERNEL_C").ok().filter(|_| matches!(method, Method::Naive));
        let (mut times, mut c_runs, mut last) = (Vec::new(), Vec::new(), None);
        for _ in 0..runs {
            let start = Instant::now();
            last = Some(black_box(fill(&code, n, method)));
            times.push(start.elapsed());
            if let Some(c_kernel) = &c_kernel {
                c_runs.push(run_c_kernel(c_kernel, text, n));
            }
        }
        let time = middle(times);
        // At least one run was made.
        let (checksum, evaluated, period) = last.expect("at least one run");
        let previous = checksums.insert((text, n), checksum);
        assert!(previous.is_none_or(|p| p == checksum), "{text} n = {n}: methods disagree");
        let period = period
            .map_or("no period".to_string(), |p| format!("period {} from {}", p.length, p.start));
        println!(
            "{text:<6} n = {n:>8}  {:<22} {:>10.1} ms ({runs} run{:<10}) split options {evaluated:>12} ({:.0} M/s), {period}",
            format!("{method:?}"),
            time.as_secs_f64() * 1000.0,
            if runs == 1 { "" } else { "s, median" },
            evaluated as f64 / time.as_secs_f64() / 1e6,
        );
        if let Some(&(_, c_checksum, c_splits)) = c_runs.last() {
            assert_eq!((c_checksum, c_splits), (checksum, evaluated), "the C kernel differs");
            let c_ms = middle(c_runs.iter().map(|&(ms, _, _)| ms).collect());
            println!(
                "{:<40} C kernel {c_ms:>10.1} ms ({runs} run{:<19}) ours at {:.2}x of C's speed",
                "",
                if runs == 1 { "" } else { "s, median" },
                c_ms / (time.as_secs_f64() * 1000.0)
            );
        }
    }
}

/// The C kernel's time in milliseconds, its checksum and its split options, for `code` and `n`.
fn run_c_kernel(path: &str, code: &str, n: u32) -> (f64, u64, u64) {
    let output = Command::new(path)
        .args([code.to_string(), n.to_string()])
        .output()
        .expect("OCTAL_KERNEL_C names a runnable program");
    assert!(output.status.success(), "the C kernel failed: {output:?}");
    let text = String::from_utf8(output.stdout).expect("the C kernel prints text");
    let numbers: Vec<&str> = text.split_whitespace().collect();
    let [time, checksum, splits] = numbers[..] else { panic!("three numbers, got {text}") };
    let time = time.parse().expect("a time in ms");
    (time, checksum.parse().expect("a checksum"), splits.parse().expect("a split count"))
}
